/** Paths of the portal's screens, for links and `fsp-navigate` events. The same words as the route table. */
import type { ListPageSize } from './ui/page-size.ts';

/**
 * The rows a page a list's path leaves out: core/ui/page-size.ts's DEFAULT_LIST_PAGE_SIZE (spec 1 §9:
 * amount 10), the same number, not imported: this module is in nearly every element's whole.
 */
const DEFAULT_PAGE_SIZE: ListPageSize = 10;

/** The folders of the messages area (spec 1 §2, §3), in the order of its tabs. */
export const MESSAGE_FOLDERS = ['inbox', 'sent', 'archived', 'all'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];
/** The inbox filters (spec 1 §9: ALL and UNREAD); `all` is the default and stays out of the URL. */
export type MessageFilter = 'all' | 'unread';

export function isMessageFolder(value: string | null | undefined): value is MessageFolder {
  return (MESSAGE_FOLDERS as readonly string[]).includes(value ?? '');
}

/** The query of a messages path: the search, the filter and the messages a page (spec 1 §9), left out when empty or the default. */
export type MessagesQuery = { q?: string | null | undefined; filter?: MessageFilter | null | undefined; pageSize?: ListPageSize | null | undefined };

/** The client's sub-pages (spec 2 §2), in the order of its tabs. */
export const CLIENT_TABS = ['info', 'holdings', 'addresses', 'contacts', 'tasks', 'orders', 'holding-transactions', 'timeline'] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];

export function isClientTab(value: string | null | undefined): value is ClientTab {
  return (CLIENT_TABS as readonly string[]).includes(value ?? '');
}

/**
 * The client search's query (spec 2 §2): q (identity number or unit) and the filters, left out when
 * empty; and `pageSize`, the results a page chosen (spec 1 §9, core page-size.ts), left out at 10.
 */
export type ClientSearch = { q?: string | null; firstName?: string | null; surname?: string | null; zipCode?: string | null; city?: string | null; pageSize?: ListPageSize | null };

export const routes = {
  home: () => '/',
  documents: (folder?: number | null) => (folder ? `/documents/${folder}` : '/documents'),
  /**
   * `/messages/{folder}` or `/messages/{folder}/{message id}` (the message open beside or over the
   * list), with `?q=` (the search), `?filter=unread` and `?pageSize=` (25 or 50; 10 left out) as the list's query.
   */
  messages: (folder: MessageFolder = 'inbox', message?: number | null, query: MessagesQuery = {}) => {
    const search = new URLSearchParams();
    const q = query.q?.trim();
    if (q) search.set('q', q);
    if (query.filter === 'unread') search.set('filter', 'unread');
    if (query.pageSize && query.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(query.pageSize));
    const tail = search.size ? `?${search.toString()}` : '';
    return `/messages/${folder}${message ? `/${message}` : ''}${tail}`;
  },
  /** `/clients` with the search in the query (q, firstName, surname, zipCode, city) and the page size (pageSize, but 10). */
  clients: (search: ClientSearch = {}) => {
    const query = new URLSearchParams();
    for (const key of ['q', 'firstName', 'surname', 'zipCode', 'city'] as const) {
      const value = search[key]?.trim();
      if (value) query.set(key, value);
    }
    if (search.pageSize && search.pageSize !== DEFAULT_PAGE_SIZE) query.set('pageSize', String(search.pageSize));
    return `/clients${query.size ? `?${query.toString()}` : ''}`;
  },
  /**
   * `/clients/{id}/{tab}`, with a holding id (holdings) or a task id (tasks) for the single page;
   * `from: 'receiver'` when the user came from the receiver menu (the breadcrumbs differ).
   */
  client: (id: number, tab: ClientTab = 'info', detail?: number | null, from?: 'receiver' | null) =>
    `/clients/${id}/${tab}${detail ? `/${detail}` : ''}${from === 'receiver' ? '?from=receiver' : ''}`,
  // The catalogue's and a product's paths with a query are productRoutes in areas/products/products.ts
  // (with the catalogue's URL model, loaded with the elements that use it, not with the shared
  // runtime); the bare catalogue is here, for a link to it that needs nothing more (an empty cart).
  catalogue: () => '/products',
  /** The personal pages live under /my-myloc (spec 2's route constants). */
  profile: () => '/my-myloc/profile',
  settings: () => '/settings',
} as const;

