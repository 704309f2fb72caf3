/** Paths of the portal's screens, for links and `fsp-navigate` events. The same words as the route table. */

/** The folders of the messages area (spec 1 §2, §3), in the order of its tabs. */
export const MESSAGE_FOLDERS = ['inbox', 'sent', 'archived', 'all'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];
/** The inbox filters (spec 1 §9: ALL and UNREAD); `all` is the default and stays out of the URL. */
export type MessageFilter = 'all' | 'unread';

export function isMessageFolder(value: string | null | undefined): value is MessageFolder {
  return (MESSAGE_FOLDERS as readonly string[]).includes(value ?? '');
}

/** The query of a messages path: the search and the filter, left out when empty or the default. */
export type MessagesQuery = { q?: string | null | undefined; filter?: MessageFilter | null | undefined };

export const routes = {
  home: () => '/',
  documents: (folder?: number | null) => (folder ? `/documents/${folder}` : '/documents'),
  /**
   * `/messages/{folder}` or `/messages/{folder}/{message id}` (the message open beside or over the
   * list), with `?q=` (the search) and `?filter=unread` as the list's query.
   */
  messages: (folder: MessageFolder = 'inbox', message?: number | null, query: MessagesQuery = {}) => {
    const search = new URLSearchParams();
    const q = query.q?.trim();
    if (q) search.set('q', q);
    if (query.filter === 'unread') search.set('filter', 'unread');
    const tail = search.size ? `?${search.toString()}` : '';
    return `/messages/${folder}${message ? `/${message}` : ''}${tail}`;
  },
  /** The personal pages live under /my-myloc (spec 2's route constants). */
  profile: () => '/my-myloc/profile',
  settings: () => '/settings',
} as const;
