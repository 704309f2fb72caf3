/**
 * The inventory search's server state (spec 3 §7 Fixed assets and holdings): a page of GET
 * /fixed-assets?search= under core's `fixedAssetKeys.search(query)`, so a change to a fixed asset
 * on the same page (its accessories) refreshes it; another page of the same search keeps the hits
 * shown while it loads; a failure is shown in the results, not the snackbar. And which storages are
 * base storages (core's GET /base-storages, facility category 2): a hit lying in one opens the base
 * storage's route of the fixed asset.
 */
import { fixedAssetKeys, isBaseStorageCategory, type FixedAssetSearchApiQuery } from '../../areas/fixed-assets/fixed-assets.ts';
import { baseStoragesQuery } from '../../areas/stock/reference.ts';
import { apiQuery, type AnswerOf, type ApiScope } from '../../core/http/query.ts';
import { keepPageOf } from '../../core/ui/paged-query.ts';

export type FixedAssetHitPage = AnswerOf<'get', 'fsp/v1/fixed-assets'>;
export type FixedAssetHitData = FixedAssetHitPage['page'][number];
type BaseStoragePage = AnswerOf<'get', 'fsp/v1/base-storages'>;

export const inventorySearchQuery = (scope: ApiScope, query: FixedAssetSearchApiQuery) => {
  const options = apiQuery(scope, fixedAssetKeys.search(query), 'fsp/v1/fixed-assets', { query }, { notify: false });
  return { ...options, placeholderData: keepPageOf<FixedAssetHitPage>(options.queryKey) };
};

const baseStorageIds = (data: BaseStoragePage): ReadonlySet<number> => new Set(data.page.filter((s) => isBaseStorageCategory(s.category.value)).map((s) => s.id));

/** The ids of the base storages (core's shared reference data). Quiet: without it a hit opens `/inventories/{id}`. */
export const baseStorageIdsQuery = (scope: ApiScope) => ({ ...baseStoragesQuery(scope), select: baseStorageIds });
