/**
 * The messages area's pure rules (no React, no calls), unit-tested in tests/unit/messages.test.ts:
 * which folder and filter an attribute names, the list query of a folder (spec 1 §7), and paging
 * (ten a page by default, or 25 or 50: spec 1 §9, core page-size.ts).
 */
import { MESSAGE_STATUS } from '../../contract/constants.ts';
import type { MessageListQuery } from '../../contract/messages.ts';
import { isMessageFolder, type MessageFilter, type MessageFolder } from '../../core/routes.ts';
import { DEFAULT_LIST_PAGE_SIZE, pagesOf, type ListPageSize } from '../../core/ui/page-size.ts';

/** Messages per page by default (spec 1 §9: default paging from 0, amount 10). */
export const MESSAGES_PER_PAGE: ListPageSize = DEFAULT_LIST_PAGE_SIZE;

/** The folder an attribute names; anything else (absent, unknown) is the inbox, the default. */
export function toFolder(value: string | null | undefined): MessageFolder {
  const v = value?.trim().toLowerCase();
  return isMessageFolder(v) ? v : 'inbox';
}

/** The All/Unread filter is offered on the inbox and on all (spec 1 §2). */
export function offersFilter(folder: MessageFolder): boolean {
  return folder === 'inbox' || folder === 'all';
}

/** The filter an attribute names (`unread`, any case; spec 1 §9 writes UNREAD), where the folder offers one. */
export function toFilter(value: string | null | undefined, folder: MessageFolder): MessageFilter {
  return offersFilter(folder) && value?.trim().toLowerCase() === 'unread' ? 'unread' : 'all';
}

/** The search term as sent: trimmed, at most the contract's 200 characters; empty is none. */
export function toSearch(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, 200);
}

/** `pageSize`: messages a page (absent: MESSAGES_PER_PAGE). */
export type ListRequest = { folder: MessageFolder; filter: MessageFilter; q: string; page: number; pageSize?: number };

/**
 * GET /messages query of a folder (spec 1 §7): inbox is what the user received and keeps active
 * (status 20), sent what they sent and keep active, archived what they archived on either side
 * (90), all every status from 20 to 90 on either side (status left out). Unread narrows to unread
 * messages the user received. Newest first; `page` is 1-based, `pageSize` messages a page.
 */
export function listQuery({ folder, filter, q, page, pageSize = MESSAGES_PER_PAGE }: ListRequest): MessageListQuery {
  const query: MessageListQuery = { sort: 'SentDate:desc', from: (Math.max(1, page) - 1) * pageSize, amount: pageSize };
  if (folder === 'inbox') Object.assign(query, { isSender: 'false', status: MESSAGE_STATUS.active });
  else if (folder === 'sent') Object.assign(query, { isSender: 'true', status: MESSAGE_STATUS.active });
  else if (folder === 'archived') query.status = MESSAGE_STATUS.archived;
  if (filter === 'unread' && offersFilter(folder)) query.isRead = 'false';
  const search = toSearch(q);
  if (search) query.searchValue = search;
  return query;
}

/** How many pages `count` messages fill at `size` a page (at least one, so an empty folder is "page 1 of 1"). */
export function pageCount(count: number, size: number = MESSAGES_PER_PAGE): number {
  return pagesOf(count, size);
}

/**
 * The page input rule (spec 1 §5): a page is between 1 and the number of pages. A page past the end
 * (the last message of the last page was archived) becomes the last page; anything not a whole
 * number (NaN, 2.5) is rounded down, and below 1 is 1.
 */
export function clampPage(page: number, count: number, size: number = MESSAGES_PER_PAGE): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, whole), pageCount(count, size));
}
