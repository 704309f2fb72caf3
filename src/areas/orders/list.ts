/**
 * The order list's state as a URL (spec 2 §2 Order list, §4 Order list filters, §9), shared by
 * `<fsp-orders>`, `<fsp-client>` (its Orders tab renders `<fsp-orders>`) and the standalone's route
 * table. Not in the shared runtime (vite.config.ts keeps `src/areas/` out of it but for the few modules every element needs).
 *
 * The query string: `status` (`open`, the default, left out; `closed`; `all`), `q` (the free-text
 * search), `fromDate` and `toDate` (YYYY-MM-DD), `clientId` (a person receiver) and `facilityId` (a
 * base storage), `view=table` (the table variant, the list's search mode), `sort` (`orderDate:desc`,
 * the default, left out; only in the table), `page` (from 2; page 1 is left out) and `pageSize`
 * (rows a page: 25 or 50; 10, the default, left out; core page-size.ts). One view has one URL:
 * serialize(parse(url)) is the canonical form of url.
 *
 * Decided where the spec is silent: the table variant is the list's search mode. It shows every
 * status from 20 through 99 (no status tabs) and its columns sort; the cards have the status tabs
 * and the default sort. A `status` or `sort` that does not apply to the view is dropped.
 */
import { ORDER_STATUS } from '../../contract/constants.ts';
import type { OrderListQuery } from '../../contract/orders.ts';
import { parseQueryId } from '../../contract/shared/query-id.ts';
import { DEFAULT_LIST_PAGE_SIZE, pagesOf, parseListPageSize, type ListPageSize } from '../../core/ui/page-size.ts';

/** The status tabs (spec 2 §2): OPEN (default), CLOSED, ALL. */
export const ORDER_TABS = ['open', 'closed', 'all'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The table's sortable columns, as the API names them. */
export const ORDER_SORT_KEYS = ['orderDate', 'orderNumber', 'receiver', 'orderedBy', 'status'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export type OrderSort = { key: OrderSortKey; direction: SortDirection };
export const DEFAULT_ORDER_SORT: OrderSort = { key: 'orderDate', direction: 'desc' };

export type OrderListView = 'cards' | 'table';

/** Orders a page by default (spec 2 §9: default paging, amount 10); the list offers core's LIST_PAGE_SIZES (spec 1 §9). */
export const ORDER_PAGE_SIZE: ListPageSize = DEFAULT_LIST_PAGE_SIZE;

export type OrderListState = {
  tab: OrderTab;
  q: string;
  /** YYYY-MM-DD or null. */
  fromDate: string | null;
  toDate: string | null;
  /** The client filter (a person receiver's id). */
  clientId: number | null;
  /** The facility filter (a base storage's id). */
  facilityId: number | null;
  view: OrderListView;
  sort: OrderSort;
  /** From 1. */
  page: number;
  /** Rows a page. */
  pageSize: ListPageSize;
};

export const EMPTY_ORDER_LIST: OrderListState = {
  tab: 'open',
  q: '',
  fromDate: null,
  toDate: null,
  clientId: null,
  facilityId: null,
  view: 'cards',
  sort: DEFAULT_ORDER_SORT,
  page: 1,
  pageSize: ORDER_PAGE_SIZE,
};

const MAX_PAGE = 1_000_000;
/** The API's limit of the free-text search. */
export const ORDER_SEARCH_MAX = 100;

export function isOrderTab(value: string | null | undefined): value is OrderTab {
  return (ORDER_TABS as readonly string[]).includes(value ?? '');
}

/** A real calendar day written YYYY-MM-DD, or null. */
export function parseDay(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text ? text : null;
}

/** `orderNumber:asc` as a sort; anything else is null. */
export function parseSort(value: string | null | undefined): OrderSort | null {
  const [key, direction] = (value ?? '').split(':');
  if (!(ORDER_SORT_KEYS as readonly string[]).includes(key ?? '') || (direction !== 'asc' && direction !== 'desc')) return null;
  return { key: key as OrderSortKey, direction };
}

export const sortText = (sort: OrderSort): `${OrderSortKey}:${SortDirection}` => `${sort.key}:${sort.direction}`;
const isDefaultSort = (sort: OrderSort) => sort.key === DEFAULT_ORDER_SORT.key && sort.direction === DEFAULT_ORDER_SORT.direction;

/** The state of a list's query string (the URL's, or the attributes' as one); what is not valid is left out. */
export function parseOrderListQuery(search: URLSearchParams): OrderListState {
  const view: OrderListView = search.get('view') === 'table' ? 'table' : 'cards';
  const status = search.get('status');
  const page = parseQueryId(search.get('page'));
  return {
    tab: view === 'cards' && isOrderTab(status) ? status : 'open',
    q: (search.get('q') ?? '').trim().slice(0, ORDER_SEARCH_MAX),
    fromDate: parseDay(search.get('fromDate')),
    toDate: parseDay(search.get('toDate')),
    clientId: parseQueryId(search.get('clientId')),
    facilityId: parseQueryId(search.get('facilityId')),
    view,
    sort: view === 'table' ? (parseSort(search.get('sort')) ?? DEFAULT_ORDER_SORT) : DEFAULT_ORDER_SORT,
    page: page !== null && page <= MAX_PAGE ? page : 1,
    pageSize: parseListPageSize(search.get('pageSize')),
  };
}

/** The canonical query string of a state (without `?`; empty for the default list). */
export function orderListSearch(state: OrderListState): string {
  const search = new URLSearchParams();
  if (state.view === 'cards' && state.tab !== 'open') search.set('status', state.tab);
  if (state.q.trim()) search.set('q', state.q.trim());
  if (state.fromDate) search.set('fromDate', state.fromDate);
  if (state.toDate) search.set('toDate', state.toDate);
  if (state.clientId) search.set('clientId', String(state.clientId));
  if (state.facilityId) search.set('facilityId', String(state.facilityId));
  if (state.view === 'table') {
    search.set('view', 'table');
    if (!isDefaultSort(state.sort)) search.set('sort', sortText(state.sort));
  }
  if (state.page > 1) search.set('page', String(state.page));
  if (state.pageSize !== ORDER_PAGE_SIZE) search.set('pageSize', String(state.pageSize));
  return search.toString();
}

/** Where a list is: the whole list, the user's own orders, or one client's orders. */
export type OrderListScope = { kind: 'all' } | { kind: 'mine' } | { kind: 'client'; client: number };

/** The list's path with its query (`/orders`, `/my-myloc/orders`, `/clients/{id}/orders`). */
export function orderListPath(scope: OrderListScope, state: OrderListState = EMPTY_ORDER_LIST): string {
  const base = scope.kind === 'mine' ? '/my-myloc/orders' : scope.kind === 'client' ? `/clients/${scope.client}/orders` : '/orders';
  const search = orderListSearch(state);
  return search ? `${base}?${search}` : base;
}

/** An order's detail from the list: under /my-myloc for My orders (spec 2 §2), else /orders/{order}. */
export function orderDetailPath(scope: OrderListScope, order: number): string {
  return scope.kind === 'mine' ? `/my-myloc/orders/${order}` : `/orders/${order}`;
}

/**
 * The statuses a view lists (spec 2 §4 Order list filters): OPEN is 20 up to 80, CLOSED 90 and
 * above, ALL 20 and above; the table 20 through 99.
 */
export function statusCodes(state: Pick<OrderListState, 'tab' | 'view'>): number[] {
  const { ordered, processed, inProcess, completed, cancelled } = ORDER_STATUS;
  if (state.view === 'table') return [ordered, processed, inProcess, completed, cancelled];
  if (state.tab === 'open') return [ordered, processed, inProcess];
  if (state.tab === 'closed') return [completed, cancelled];
  return [ordered, processed, inProcess, completed, cancelled];
}

/** A from date after the to date: the range is empty, and the form says so rather than asking. */
export function isDateRangeInverted(state: Pick<OrderListState, 'fromDate' | 'toDate'>): boolean {
  return state.fromDate !== null && state.toDate !== null && state.fromDate > state.toDate;
}

/** The GET /web-orders query of a state in a scope (a client's list is limited to that client). */
export function orderListApiQuery(state: OrderListState, scope: OrderListScope): OrderListQuery {
  const clientId = scope.kind === 'client' ? scope.client : state.clientId;
  return {
    status: statusCodes(state).join(','),
    sort: state.view === 'table' ? sortText(state.sort) : 'orderDate:desc',
    ...(state.q ? { freeTextSearch: state.q } : {}),
    ...(clientId ? { clientId } : {}),
    ...(state.facilityId ? { facilityId: state.facilityId } : {}),
    ...(state.fromDate ? { fromOrderDate: state.fromDate } : {}),
    ...(state.toDate ? { toOrderDate: state.toDate } : {}),
    mine: scope.kind === 'mine' ? 'true' : 'false',
    from: (state.page - 1) * state.pageSize,
    amount: state.pageSize,
  };
}

/** Pages of a count at a page size (at least 1). */
export const orderPageCount = (count: number, size: number = ORDER_PAGE_SIZE): number => pagesOf(count, size);

/** A column's next sort on a click: the same column turns around, another starts descending for dates, ascending otherwise. */
export function nextSort(current: OrderSort, key: OrderSortKey): OrderSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'orderDate' ? 'desc' : 'asc' };
}

/**
 * `<fsp-orders>`' attributes of a state (the standalone's route table and `<fsp-client>`), the
 * defaults left out.
 */
export function orderListAttributes(state: OrderListState): Record<string, string | undefined> {
  return {
    status: state.view === 'cards' && state.tab !== 'open' ? state.tab : undefined,
    q: state.q || undefined,
    'from-date': state.fromDate ?? undefined,
    'to-date': state.toDate ?? undefined,
    'client-id': state.clientId ? String(state.clientId) : undefined,
    'facility-id': state.facilityId ? String(state.facilityId) : undefined,
    view: state.view === 'table' ? 'table' : undefined,
    sort: state.view === 'table' && !isDefaultSort(state.sort) ? sortText(state.sort) : undefined,
    page: state.page > 1 ? String(state.page) : undefined,
    'page-size': state.pageSize !== ORDER_PAGE_SIZE ? String(state.pageSize) : undefined,
  };
}
