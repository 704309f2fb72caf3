/**
 * The fixed-asset detail's rules (spec 3 §2 Base storage, §3 Fixed asset and History row, §7 Fixed
 * assets and holdings, §9): where the back link leads, the order history's API query (process
 * categories 5, 6, 7 and 9, ten a page, newest first from the server) and the text keys of its
 * process categories and types, and how far to trust the ids given as attributes.
 */
import { FIXED_ASSET_PROCESS_CATEGORIES, FIXED_ASSET_PROCESS_FILTER } from '../../contract/constants.ts';
import { FIXED_ASSET_PAGE_SIZE, fixedAssetReferrer, INVENTORIES_PATH } from '../../areas/fixed-assets/fixed-assets.ts';


/** Where the back link leads: a valid `from` (the search or a base storage page), else the inventory search. */
export type Referrer = { path: string; kind: 'search' | 'stock' };

export function referrerOf(from: string | null | undefined): Referrer {
  const path = fixedAssetReferrer(from) ?? INVENTORIES_PATH;
  return { path, kind: path.startsWith('/base-storages') ? 'stock' : 'search' };
}

/** GET …/logistics-orders of a page (from 1): the four process categories in the spec's form. */
export function historyApiQuery(page: number): { processCategory: string; from: number; amount: number } {
  return { processCategory: FIXED_ASSET_PROCESS_FILTER, from: (Math.max(1, Math.floor(page)) - 1) * FIXED_ASSET_PAGE_SIZE, amount: FIXED_ASSET_PAGE_SIZE };
}

/** The texts' key of a process category (`history.category.5`), `history.category.other` for one the spec does not name. */
export function processCategoryKey(category: number): string {
  return (FIXED_ASSET_PROCESS_CATEGORIES as readonly number[]).includes(category) ? `history.category.${category}` : 'history.category.other';
}

/** The holding transaction and task types a history row may have (contract FixedAssetHistoryRow.type). */
export const HISTORY_TYPES = ['HANDED_OVER', 'RETURNED', 'MOVED_IN', 'MOVED_OUT', 'SCRAPPED', 'CH', 'CA', 'Sn', 'In', 'Cn'] as const;

/** The texts' key of a row's type, or null for one not known (shown as it came). */
export function historyTypeKey(type: string): string | null {
  return (HISTORY_TYPES as readonly string[]).includes(type) ? `history.type.${type}` : null;
}

/** The product statuses (contract FixedAsset.status.value), each with a text. */
export const PRODUCT_STATUSES = ['ACTIVE', 'PHASING_OUT', 'DISCONTINUED'] as const;
