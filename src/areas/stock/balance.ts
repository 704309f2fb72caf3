/**
 * The stock balance's shared parts (spec 3 §2 Base storage, §4 Moves, scrapping, returns, §5
 * Moves, scrap, holdings, §6 feature flags), used by `<fsp-stock-balance>` and the standalone's
 * route table:
 * - its URL: `/base-storages?storage=&q=&itemClass=&isoCode=&supplier=&productStatus=&sort=`, one
 *   canonical query a view (defaults left out), parsed by the same rules as the attributes;
 * - the request of a page of rows (GET /base-storages/balances); its cache keys are balance-keys.ts's
 *   (a move or a scrap invalidates `baseStorageKeys.all`, so every list and count on the page follows);
 * - the rows offered (spec 3 §5): only those with something available; a fully allocated row is
 *   left out (`availableOnly`, `offeredRows`), not listed without actions;
 * - what the session offers on a row (spec 3 §6): a direct move with no active order or a client
 *   receiver; an order move with orderMoveEnabled into an active order whose receiver is another
 *   base storage; the Create base-storage move order button with orderMoveEnabled and no order or
 *   a non-base-storage receiver; product links when a storage is chosen and the active order is
 *   not for another base storage. Scrap is always offered on a row with something available.
 * Decided where the spec is silent: each filter takes one value (a select, "All" by default); rows
 *   of products that cannot be ordered are listed too (a warehouse counts what it holds); no
 *   storage chosen lists every storage the user may work on ("All": the balance does not open on
 *   the user's own, unlike the inventory count, the work list and the receive page, storage.ts).
 * Not in the shared runtime (vite.config.ts): it loads with the element.
 */
import { parseQueryId } from '../../contract/shared/query-id.ts';
import { PRODUCT_STATUSES } from '../../contract/constants.ts';
import type { BalanceListQuery, StorageBalance } from '../../contract/base-storages.ts';
import { productReferrer, type ProductStatus } from '../products/products.ts';

export const STOCK_BALANCE_PATH = '/base-storages';
/**
 * Rows a request: four screenfuls, so the first rows come at once (the large seed's first page of
 * 50 answers in about 15 ms, of 100 in 30) and the next page is asked for well before the end.
 */
export const BALANCE_PAGE_SIZE = 50;
export const BALANCE_SORTS = ['description:asc', 'description:desc', 'location:asc'] as const;
export type BalanceSort = (typeof BALANCE_SORTS)[number];
/** The one-value filters, by their query name (the API's). */
export const BALANCE_ID_FILTERS = ['itemClass', 'isoCode', 'supplier'] as const;
export type BalanceIdFilter = (typeof BALANCE_ID_FILTERS)[number];

export type BalanceView = {
  /** The chosen base storage; null: every storage the user may work on. */
  storage: number | null;
  q: string;
  itemClass: number | null;
  isoCode: number | null;
  supplier: number | null;
  productStatus: ProductStatus | null;
  sort: BalanceSort;
};

export const EMPTY_BALANCE_VIEW: BalanceView = { storage: null, q: '', itemClass: null, isoCode: null, supplier: null, productStatus: null, sort: 'description:asc' };

const Q_MAX = 100;

/** The view from a query string (or attributes put into one); unknown or malformed values are the defaults. */
export function parseBalanceQuery(search: URLSearchParams | string): BalanceView {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const status = p.get('productStatus');
  const sort = p.get('sort');
  return {
    storage: parseQueryId(p.get('storage')),
    q: (p.get('q') ?? '').trim().slice(0, Q_MAX),
    itemClass: parseQueryId(p.get('itemClass')),
    isoCode: parseQueryId(p.get('isoCode')),
    supplier: parseQueryId(p.get('supplier')),
    productStatus: (PRODUCT_STATUSES as readonly string[]).includes(status ?? '') ? (status as ProductStatus) : null,
    sort: (BALANCE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as BalanceSort) : 'description:asc',
  };
}

/** The canonical query string of a view (without `?`; empty for the defaults). */
export function balanceSearch(view: BalanceView): string {
  const out = new URLSearchParams();
  if (view.storage) out.set('storage', String(view.storage));
  if (view.q.trim()) out.set('q', view.q.trim().slice(0, Q_MAX));
  for (const name of BALANCE_ID_FILTERS) {
    const value = view[name];
    if (value) out.set(name, String(value));
  }
  if (view.productStatus) out.set('productStatus', view.productStatus);
  if (view.sort !== 'description:asc') out.set('sort', view.sort);
  return out.toString();
}

/** `/base-storages` with the view in its query. */
export function balancePath(view: BalanceView): string {
  const search = balanceSearch(view);
  return `${STOCK_BALANCE_PATH}${search ? `?${search}` : ''}`;
}

/** `<fsp-stock-balance>`'s attributes of a view (what is absent is left out). */
export function balanceAttributes(view: BalanceView): Record<string, string | undefined> {
  const p = new URLSearchParams(balanceSearch(view));
  return {
    storage: p.get('storage') ?? undefined,
    q: p.get('q') ?? undefined,
    'item-class': p.get('itemClass') ?? undefined,
    'iso-code': p.get('isoCode') ?? undefined,
    supplier: p.get('supplier') ?? undefined,
    'product-status': p.get('productStatus') ?? undefined,
    sort: p.get('sort') ?? undefined,
  };
}

/** Whether any filter or the search narrows the list (the storage and the order do not). */
export const isFiltered = (view: BalanceView): boolean =>
  view.q !== '' || view.itemClass !== null || view.isoCode !== null || view.supplier !== null || view.productStatus !== null;

/** A page of rows as GET /base-storages/balances takes it. */
export function balanceRequest(view: BalanceView, from: number, amount = BALANCE_PAGE_SIZE): BalanceListQuery {
  const request: BalanceListQuery = { from, amount, sort: view.sort, includeNotOrderable: 'true', availableOnly: 'true' };
  if (view.storage) request.facilityIds = String(view.storage);
  if (view.q) request.searchValue = view.q;
  if (view.itemClass) request.itemClass = String(view.itemClass);
  if (view.isoCode) request.isoCode = String(view.isoCode);
  if (view.supplier) request.supplier = String(view.supplier);
  if (view.productStatus) request.productStatus = view.productStatus;
  return request;
}

/** The filter options' request (GET /products/filters): the products with stock in the storage. */
export function balanceFilterRequest(view: BalanceView): { inStockAt?: string; includeNotOrderable: 'true' } {
  return view.storage ? { inStockAt: String(view.storage), includeNotOrderable: 'true' } : { includeNotOrderable: 'true' };
}


// ---------------------------------------------------------------------------------------------
// Rows and what is offered on them

/** A row's available quantity: quantity less allocated (never below 0). */
export const availableOf = (row: Pick<StorageBalance, 'quantity' | 'allocatedQuantity'>): number => Math.max(0, row.quantity - row.allocatedQuantity);

/**
 * Spec 3 §5: only rows with something available are offered to move or scrap; a fully allocated
 * row is left out of the list, not listed without its actions. The server leaves them out of the
 * pages and the count (`availableOnly`, sent by `balanceRequest`); this keeps out one that a page
 * answered before its last unit was allocated.
 */
export const offeredRows = <T extends Pick<StorageBalance, 'quantity' | 'allocatedQuantity'>>(rows: readonly T[]): T[] => rows.filter((r) => availableOf(r) > 0);

/** What the session's active order and flags allow on the balance's rows. */
export type MoveContext = {
  /** The session's orderMoveEnabled flag. */
  orderMoveEnabled: boolean;
  /** The active order's receiver: none, a client (CLIENT, Secret_ID), or a base storage (FACILITY) with its facility id. */
  receiver: { kind: 'none' } | { kind: 'client' } | { kind: 'baseStorage'; facility: number };
};

/** Spec 3 §6: a direct move needs no active order or a client ("user") receiver. */
export const canMoveDirectly = (context: MoveContext): boolean => context.receiver.kind !== 'baseStorage';

/** Spec 3 §4, §6: an order move needs orderMoveEnabled and an active order for another base storage than the row's. */
export const canOrderMove = (context: MoveContext, rowStorage: number): boolean =>
  context.orderMoveEnabled && context.receiver.kind === 'baseStorage' && context.receiver.facility !== rowStorage;

/** Spec 3 §6: the Create base-storage move order button needs orderMoveEnabled and no order or a non-base-storage receiver. */
export const canCreateMoveOrder = (context: MoveContext): boolean => context.orderMoveEnabled && context.receiver.kind !== 'baseStorage';

/** Spec 3 §6: product links are hidden when no storage is chosen or the active order is for another base storage. */
export const showsProductLinks = (context: MoveContext, storage: number | null): boolean =>
  storage !== null && !(context.receiver.kind === 'baseStorage' && context.receiver.facility !== storage);

/** A product's detail from the balance: its breadcrumb leads back to the balance with its filters. */
export function balanceProductPath(storage: number, product: number, view: BalanceView): string {
  const from = productReferrer(balancePath(view));
  return `${STOCK_BALANCE_PATH}/${storage}/products/${product}${from ? `?from=${encodeURIComponent(from)}` : ''}`;
}
