/**
 * The catalogue's state as a URL (spec 2 §2 Product catalogue) and the products' part of the shared
 * cache, used by `<fsp-product-catalogue>`, `<fsp-product>` (Similar products, the breadcrumb), the
 * standalone's route table and, later, the ordering areas.
 *
 * The query string: `q` (the search), the filters `facilities`, `baseStorages`, `itemClasses`,
 * `isoCodes`, `suppliers` (comma-separated ids) and `productStatuses` (comma-separated codes),
 * `includeNotOrderable=true`, `page` (from 1), `pageSize` (24, 52 or 100) and `storage` (the chosen
 * storage: whose stock the cards show). Defaults are left out, lists are sorted, so one view has
 * one URL: parse(serialize(x)) is x, and serialize(parse(url)) is the canonical form of url.
 */
import { CATALOGUE_PAGE_SIZES, PRODUCT_STATUSES, type PRODUCT_CONTENT_CATEGORIES } from '../../contract/constants.ts';
import type { ProductFilterQuery, ProductListQuery } from '../../contract/products.ts';
import { parseQueryId } from '../../contract/shared/query-id.ts';
import { apiQuery, type ApiScope } from '../../core/http/query.ts';

export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type ProductContentCategory = (typeof PRODUCT_CONTENT_CATEGORIES)[number];
export type CataloguePageSize = (typeof CATALOGUE_PAGE_SIZES)[number];
export type CatalogueView = 'grid' | 'list';

/** The id filters, as the URL (and GET /products/filters) names them. */
export const CATALOGUE_ID_FILTERS = ['facilities', 'baseStorages', 'itemClasses', 'isoCodes', 'suppliers'] as const;
export type CatalogueIdFilter = (typeof CATALOGUE_ID_FILTERS)[number];
export type CatalogueFilter = CatalogueIdFilter | 'productStatuses';

export type CatalogueQuery = {
  q: string;
  facilities: number[];
  baseStorages: number[];
  itemClasses: number[];
  isoCodes: number[];
  suppliers: number[];
  productStatuses: ProductStatus[];
  includeNotOrderable: boolean;
  /** From 1. */
  page: number;
  pageSize: CataloguePageSize;
  /** The chosen storage (a facility id): whose stock the cards show; null: none chosen. */
  storage: number | null;
};

export const DEFAULT_PAGE_SIZE: CataloguePageSize = 24;

export const EMPTY_CATALOGUE_QUERY: CatalogueQuery = {
  q: '',
  facilities: [],
  baseStorages: [],
  itemClasses: [],
  isoCodes: [],
  suppliers: [],
  productStatuses: [],
  includeNotOrderable: false,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  storage: null,
};

const MAX_LIST = 50;

/** Ids from `1,4,x,4`: the valid ones, once each, sorted; at most 50. */
export function parseIds(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids = new Set<number>();
  for (const part of value.split(',')) {
    const n = parseQueryId(part);
    if (n !== null) ids.add(n);
  }
  return [...ids].sort((a, b) => a - b).slice(0, MAX_LIST);
}

export function parseStatuses(value: string | null | undefined): ProductStatus[] {
  if (!value) return [];
  const known = new Set<string>(PRODUCT_STATUSES);
  const found = new Set(value.split(',').map((s) => s.trim()).filter((s): s is ProductStatus => known.has(s)));
  return PRODUCT_STATUSES.filter((s) => found.has(s));
}

export function parsePageSize(value: string | number | null | undefined): CataloguePageSize {
  const n = Number(value);
  return (CATALOGUE_PAGE_SIZES as readonly number[]).includes(n) ? (n as CataloguePageSize) : DEFAULT_PAGE_SIZE;
}

/** The catalogue's state from a query string (unknown or malformed values fall back to the defaults). */
export function parseCatalogueQuery(search: URLSearchParams | string): CatalogueQuery {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    q: (p.get('q') ?? '').trim().slice(0, 100),
    facilities: parseIds(p.get('facilities')),
    baseStorages: parseIds(p.get('baseStorages')),
    itemClasses: parseIds(p.get('itemClasses')),
    isoCodes: parseIds(p.get('isoCodes')),
    suppliers: parseIds(p.get('suppliers')),
    productStatuses: parseStatuses(p.get('productStatuses')),
    includeNotOrderable: p.get('includeNotOrderable') === 'true',
    page: parseQueryId(p.get('page')) ?? 1,
    pageSize: parsePageSize(p.get('pageSize')),
    storage: parseQueryId(p.get('storage')),
  };
}

/** The canonical query string of a catalogue state (without `?`; empty for the defaults). */
export function catalogueSearch(query: Partial<CatalogueQuery>): string {
  const q = { ...EMPTY_CATALOGUE_QUERY, ...query };
  const out = new URLSearchParams();
  if (q.q.trim()) out.set('q', q.q.trim());
  for (const name of CATALOGUE_ID_FILTERS) {
    const ids = [...new Set(q[name])].sort((a, b) => a - b);
    if (ids.length) out.set(name, ids.join(','));
  }
  const statuses = PRODUCT_STATUSES.filter((s) => q.productStatuses.includes(s));
  if (statuses.length) out.set('productStatuses', statuses.join(','));
  if (q.includeNotOrderable) out.set('includeNotOrderable', 'true');
  if (q.page > 1) out.set('page', String(q.page));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) out.set('pageSize', String(q.pageSize));
  if (q.storage) out.set('storage', String(q.storage));
  return out.toString();
}

const list = (ids: readonly (number | string)[]) => (ids.length ? ids.join(',') : undefined);

/** The filters as GET /products and GET /products/filters take them. */
export function productFilterRequest(query: CatalogueQuery): ProductFilterQuery {
  return {
    searchValue: query.q.trim() || undefined,
    inStockAt: list([...new Set([...query.facilities, ...query.baseStorages])].sort((a, b) => a - b)),
    itemClass: list(query.itemClasses),
    isoCode: list(query.isoCodes),
    supplier: list(query.suppliers),
    productStatus: list(query.productStatuses),
    includeNotOrderable: query.includeNotOrderable ? 'true' : undefined,
  };
}

/** One page of the catalogue as GET /products takes it: the filters, the chosen storage's stock, the page. */
export function productListRequest(query: CatalogueQuery): ProductListQuery {
  return {
    ...productFilterRequest(query),
    facilityIds: query.storage ? String(query.storage) : undefined,
    sort: 'description:asc',
    from: (query.page - 1) * query.pageSize,
    amount: query.pageSize,
  };
}

/** The number of pages of `count` products (at least 1). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * The products' part of the shared cache: the catalogue's pages and filter counts under
 * `['products', 'list' | 'filters', request]`, one product under `['products', id]` (its linked
 * content under `['products', id, 'contents', category]`).
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (request: ProductListQuery) => [...productKeys.all, 'list', request] as const,
  filters: (request: ProductFilterQuery) => [...productKeys.all, 'filters', request] as const,
  product: (id: number) => [...productKeys.all, id] as const,
  contents: (id: number, category: ProductContentCategory) => [...productKeys.all, id, 'contents', category] as const,
  suppliers: (searchValue: string) => [...productKeys.all, 'suppliers', searchValue] as const,
};

/** The catalogue's and a product's paths, for links and `fsp-navigate` events (the route table's words). */
export const productRoutes = {
  /** `/products` with the catalogue's state in the query. */
  products: (query: Partial<CatalogueQuery> = {}) => {
    const search = catalogueSearch(query);
    return `/products${search ? `?${search}` : ''}`;
  },
  /**
   * `/products/{id}`, with the chosen storage and where the user came from (`from`: a catalogue or
   * stock balance path with its query, which the breadcrumb leads back to; see productReferrer()).
   */
  product: (id: number, options: { storage?: number | null; from?: string | null } = {}) => {
    const query = new URLSearchParams();
    if (options.storage) query.set('storage', String(options.storage));
    const from = productReferrer(options.from);
    if (from) query.set('from', from);
    return `/products/${id}${query.size ? `?${query.toString()}` : ''}`;
  },
} as const;

/**
 * Where a product detail may lead back to: a path of the catalogue or of a stock balance (with its
 * query), within the portal; anything else (another site, a script URL) is null.
 */
export function productReferrer(from: string | null | undefined): string | null {
  if (!from || from.length > 2000) return null;
  return /^\/(products|base-storages)(\/[\w-]*)*(\?[^#\s]*)?$/.test(from) && !from.startsWith('/products/') ? from : null;
}

/** One product (GET /products/{product}), not notifying: the product detail and the new-order popup's add-to-cart read it. */
export const productQuery = (scope: ApiScope, id: number) =>
  apiQuery(scope, productKeys.product(id), 'fsp/v1/products/{product}', { params: { product: id } }, { notify: false });
