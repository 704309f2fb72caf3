/**
 * Fixed assets' shared parts (spec 3 §2 Base storage: /inventories, /inventories/:product and
 * /base-storages/:baseStorage/fixed-assets/:product; §5 Inventory search), used by the search
 * `<fsp-inventory-search>`, the detail `<fsp-fixed-asset>` and the standalone's route table:
 * - the cache keys (`fixedAssetKeys`): a change to a fixed asset (its note, its accessories)
 *   invalidates `fixedAssetKeys.all`, so a search on the same page follows;
 * - the paths: the search's (`q`, `page`, `pageSize`: one canonical query a search) and a fixed asset's, which
 *   is the base storage's route when the item lies in a base storage, with the referrer (`from`)
 *   its back link returns to;
 * - the search's API query and paging.
 * `{fixedAsset}` / `:product` is the stock item's id (contract/fixed-assets.ts).
 * Not in the shared runtime (vite.config.ts): it loads with the fixed-asset elements.
 */
import type { FixedAssetHit } from '../../contract/fixed-assets.ts';
import { attributeId } from '../../contract/shared/query-id.ts';
import type { RequestOf } from '../../core/http/contract-types.ts';
import { apiQuery, type ApiScope } from '../../core/http/query.ts';
import { DEFAULT_LIST_PAGE_SIZE, pagesOf, parseListPageSize, type ListPageSize } from '../../core/ui/page-size.ts';

export const fixedAssetKeys = {
  all: ['fixed-assets'] as const,
  searches: () => [...fixedAssetKeys.all, 'search'] as const,
  search: (query: FixedAssetSearchApiQuery) => [...fixedAssetKeys.searches(), query] as const,
  fixedAsset: (id: number) => [...fixedAssetKeys.all, id] as const,
  /** A page of the order history (the query object names the fixed asset, so paging keeps only its own rows: core/ui/paged-query.ts). */
  history: (id: number, query: { processCategory: string; from: number; amount: number }) => [...fixedAssetKeys.fixedAsset(id), 'history', { fixedAsset: id, ...query }] as const,
};

/**
 * The fixed asset (GET /fixed-assets/{id}); its failures are `<fsp-fixed-asset>`'s to show. Here, not
 * in the element, so the standalone can ask for it with the move to the page too (src/standalone/prefetch.ts).
 */
export const fixedAssetQuery = (scope: ApiScope, id: number) =>
  apiQuery(scope, fixedAssetKeys.fixedAsset(id), 'fsp/v1/fixed-assets/{fixedAsset}', { params: { fixedAsset: id } }, { notify: false });

/** The order history's page size and the search's default (spec 3 §9: default paging from 0, amount 10); the search offers core's LIST_PAGE_SIZES (spec 1 §9). */
export const FIXED_ASSET_PAGE_SIZE: ListPageSize = DEFAULT_LIST_PAGE_SIZE;
/** The longest search the API takes (contract: `search` max 100). */
export const INVENTORY_SEARCH_MAX = 100;
/** The facility category of a base storage (spec 3 §6; contract FACILITY_CATEGORY.baseStorage). */
const BASE_STORAGE_CATEGORY = 2;
const MAX_PAGE = 1_000_000;

export type FixedAssetSearchApiQuery = NonNullable<RequestOf<'get', 'fsp/v1/fixed-assets'>['query']>;

// ---------------------------------------------------------------------------------------------
// The search's URL

export const INVENTORIES_PATH = '/inventories';

/** The search's state: `q` the search ('' none: nothing is asked), `page` from 1, `pageSize` hits a page. */
export type InventorySearchState = { q: string; page: number; pageSize: ListPageSize };

/**
 * The state from the search's query string (`q`, `page`, `pageSize`); a page that is not a whole
 * number from 1 is 1, a size other than 25 or 50 is 10. The size is the user's choice, kept without
 * a search too (the next search has it).
 */
export function parseInventorySearch(search: URLSearchParams): InventorySearchState {
  const q = (search.get('q') ?? '').trim().slice(0, INVENTORY_SEARCH_MAX);
  const pageText = (search.get('page') ?? '').trim();
  const page = q && /^[1-9]\d{0,6}$/.test(pageText) ? Math.min(Number(pageText), MAX_PAGE) : 1;
  return { q, page, pageSize: parseListPageSize(search.get('pageSize')) };
}

/** The query string's values of a state, defaults left out. */
function searchQueryOf(s: InventorySearchState): Record<'q' | 'page' | 'pageSize', string | undefined> {
  return { q: s.q || undefined, page: s.q && s.page > 1 ? String(s.page) : undefined, pageSize: s.pageSize !== FIXED_ASSET_PAGE_SIZE ? String(s.pageSize) : undefined };
}

/** `<fsp-inventory-search>`' attributes of a state, defaults left out. */
export function inventorySearchAttributes(s: InventorySearchState): Record<'q' | 'page' | 'page-size', string | undefined> {
  const { pageSize, ...rest } = searchQueryOf(s);
  return { ...rest, 'page-size': pageSize };
}

/** The search's path with its canonical query (`/inventories?q=HMC4&page=2&pageSize=25`). */
export function inventorySearchPath(s: InventorySearchState): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(searchQueryOf(s))) if (value !== undefined) search.set(key, value);
  const query = search.toString();
  return `${INVENTORIES_PATH}${query ? `?${query}` : ''}`;
}

/** The API's query of a state (GET /fixed-assets), or null for no search (never sent: INVALID_SEARCH_QUERY). */
export function inventorySearchApiQuery(s: InventorySearchState): FixedAssetSearchApiQuery | null {
  if (!s.q.trim()) return null;
  return { search: s.q.trim(), from: (s.page - 1) * s.pageSize, amount: s.pageSize };
}

/** Pages of a count at a page size (at least 1). */
export const fixedAssetPageCount = (count: number, size: number = FIXED_ASSET_PAGE_SIZE): number => pagesOf(count, size);

// ---------------------------------------------------------------------------------------------
// A fixed asset's path and its referrer

const isId = (n: number | null | undefined): n is number => attributeId(n) !== null;

/**
 * Where a fixed asset's back link may lead: a path of the inventory search or of the base storage
 * (with its query), within the portal; anything else (another site, a script URL) is null.
 */
export function fixedAssetReferrer(from: string | null | undefined): string | null {
  if (!from || from.length > 2000) return null;
  return /^\/(inventories|base-storages)(\/[\w-]*)*(\?[^#\s]*)?$/.test(from) ? from : null;
}

/**
 * A fixed asset's path: `/base-storages/{baseStorage}/fixed-assets/{id}` when it lies in a base
 * storage, else `/inventories/{id}`; with `?from=` when a valid referrer is given.
 */
export function fixedAssetPath(id: number, baseStorage?: number | null, from?: string | null): string {
  const base = isId(baseStorage) ? `/base-storages/${baseStorage}/fixed-assets/${id}` : `${INVENTORIES_PATH}/${id}`;
  const referrer = fixedAssetReferrer(from);
  return referrer ? `${base}?${new URLSearchParams({ from: referrer }).toString()}` : base;
}

/**
 * The detail a hit opens (null when it opens none: `canOpen` false): a hit lying in a base storage
 * (facility category 2, named by `baseStorageIds`: GET /base-storages) opens the base storage's
 * route, any other (a central warehouse, a client's, or while the base storages are not known)
 * `/inventories/{id}`; `from` is the search's own path, so the detail's back link returns to it.
 */
export function hitPath(hit: Pick<FixedAssetHit, 'id' | 'canOpen' | 'storage'>, baseStorageIds: ReadonlySet<number> | null, from: string): string | null {
  if (!hit.canOpen) return null;
  const storage = hit.storage && baseStorageIds?.has(hit.storage.id) ? hit.storage.id : null;
  return fixedAssetPath(hit.id, storage, from);
}

/** Whether a facility category is a base storage's. */
export const isBaseStorageCategory = (category: number | null | undefined): boolean => category === BASE_STORAGE_CATEGORY;
