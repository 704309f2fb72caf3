/**
 * The messages' part of the shared cache that is not the messages element's own: the root of
 * their keys and the unread count the shell's message link shows. Every mutation of a message
 * (read, archive, send) invalidates `messageKeys.all`, so the count follows at once on the page.
 */
import { MESSAGE_STATUS } from '../../contract/constants.ts';
import { apiQuery, type ApiScope } from '../../core/http/query.ts';

export const messageKeys = {
  all: ['messages'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
};

/** New messages arrive from other users: the count is asked for again every minute, and on focus. */
export const UNREAD_POLL_MS = 60_000;

/** The number of unread messages in the inbox (received, active): one row asked for, its count read. */
export const unreadCountQuery = (scope: ApiScope) => ({
  ...apiQuery(
    scope,
    messageKeys.unread(),
    'fsp/v1/messages',
    { query: { isSender: 'false', status: MESSAGE_STATUS.active, isRead: 'false', amount: 1 } },
    // A count that cannot be fetched is left out of the header quietly; the inbox says why.
    { notify: false },
  ),
  select: (answer: { count: number }) => answer.count,
  refetchInterval: UNREAD_POLL_MS,
});
