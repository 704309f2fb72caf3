/**
 * The inventory count's shared parts (spec 3 §2 /base-storages/inventory, §4 Inventory count status,
 * §5 Inventory counts), used by `<fsp-inventory-count>` and the standalone's route table:
 * - its URL: `/base-storages/inventory?storage=&q=`, parsed by the same rules as the attributes;
 * - the storage it opens on: the one chosen, else the user's own facility when it is a base storage
 *   (spec 3 §2; the rule is areas/stock/storage.ts defaultBaseStorage, shared with the work list and
 *   the receive page), else none and the storage select chooses one;
 * - the rules of a typed quantity (what is saved, what is refused and why), the line filter and
 *   what the count's status allows;
 * - the cache keys: every change of a count invalidates `inventoryKeys.all`; the open count's query
 *   (`countQuery`), which the receive page reads too;
 * Decided where the spec is silent: the line filter is the element's own state (not in the URL, as
 * the spec's query names only storage and q); a line reported while the filter is "Not reported"
 * stays in view until the filter or the search changes (a list that shifted under the counter's
 * fingers would make the next Enter land on the wrong line).
 */
import { parseQueryId } from '../../contract/shared/query-id.ts';
import { apiQuery, type AnswerOf, type ApiScope } from '../../core/http/query.ts';
import { INVENTORY_LINE_FILTERS, INVENTORY_LINE_STATUS, INVENTORY_STATUS } from '../../contract/shared/inventory-status.ts';

export const INVENTORY_COUNT_PATH = '/base-storages/inventory';
/** Lines a request: four screenfuls, so the first lines come at once; the next page is asked for well before the end. */
export const INVENTORY_LINE_PAGE_SIZE = 50;
/** Spec 3 §5: a typed quantity is saved after this pause. */
export const SAVE_PAUSE_MS = 500;
export type InventoryLineFilter = (typeof INVENTORY_LINE_FILTERS)[number];
export { INVENTORY_LINE_FILTERS, INVENTORY_LINE_STATUS, INVENTORY_STATUS };

export type InventoryCountView = { storage: number | null; q: string };

const Q_MAX = 100;

/** The view from a query string (or attributes put into one); malformed values are the defaults. */
export function parseInventoryCountQuery(search: URLSearchParams | string): InventoryCountView {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  return { storage: parseQueryId(p.get('storage')), q: (p.get('q') ?? '').trim().slice(0, Q_MAX) };
}

/** `/base-storages/inventory` with the view in its query (defaults left out). */
export function inventoryCountPath(view: InventoryCountView): string {
  const out = new URLSearchParams();
  if (view.storage) out.set('storage', String(view.storage));
  if (view.q.trim()) out.set('q', view.q.trim().slice(0, Q_MAX));
  const search = out.toString();
  return `${INVENTORY_COUNT_PATH}${search ? `?${search}` : ''}`;
}

/** `<fsp-inventory-count>`'s attributes of a view (what is absent is left out). */
export function inventoryCountAttributes(view: InventoryCountView): Record<string, string | undefined> {
  return { storage: view.storage ? String(view.storage) : undefined, q: view.q.trim() ? view.q.trim().slice(0, Q_MAX) : undefined };
}

export type CountCheck =
  /** Nothing typed: nothing to save. */
  | { kind: 'empty' }
  /** Refused: the code's text is shown and the input cleared. */
  | { kind: 'invalid'; code: 'MINIMUM_VALUE_IS_ZERO' | 'REPORTED_INVENTORY_QUANTITY_NOT_VALID' | 'NOT_A_WHOLE_NUMBER' }
  /** A quantity to save. */
  | { kind: 'quantity'; value: number };

/**
 * A typed quantity (spec 3 §5 Inventory counts): a whole number, at least 0
 * (MINIMUM_VALUE_IS_ZERO); for an item with an inventory number 0 or 1
 * (REPORTED_INVENTORY_QUANTITY_NOT_VALID).
 */
export function checkCount(text: string, inventoryNumber: string | null): CountCheck {
  const t = text.trim();
  if (t === '') return { kind: 'empty' };
  if (/^-\s*\d+$/.test(t)) return { kind: 'invalid', code: 'MINIMUM_VALUE_IS_ZERO' };
  if (!/^\d{1,6}$/.test(t)) return { kind: 'invalid', code: 'NOT_A_WHOLE_NUMBER' };
  const value = Number(t);
  if (inventoryNumber !== null && value > 1) return { kind: 'invalid', code: 'REPORTED_INVENTORY_QUANTITY_NOT_VALID' };
  return { kind: 'quantity', value };
}

/** Spec 3 §5: a typed quantity is saved only when it differs from the stored one. */
export const needsSave = (value: number, stored: number | null): boolean => value !== stored;

/** Spec 3 §4: confirming is possible at status 50 or above (and not once confirmed). */
export const canConfirm = (status: number): boolean => status >= INVENTORY_STATUS.inProgress && status < INVENTORY_STATUS.confirmed;

/** Which line actions a line's status offers: approve a reported line; reset a reported or approved one. */
export function lineActions(status: number): { approve: boolean; reset: boolean } {
  return { approve: status === INVENTORY_LINE_STATUS.reported, reset: status >= INVENTORY_LINE_STATUS.reported };
}

/** Whether a line's count differs from the balance it was counted against (the deviation marker). */
export const hasCountDeviation = (line: { deviation: number | null }): boolean => line.deviation !== null && line.deviation !== 0;

export const inventoryKeys = {
  all: ['inventories'] as const,
  count: (storage: number) => [...inventoryKeys.all, storage, 'count'] as const,
  lines: (storage: number, filter: InventoryLineFilter, q: string) => [...inventoryKeys.all, storage, 'lines', filter, q] as const,
};

export type Inventory = NonNullable<AnswerOf<'get', 'fsp/v1/base-storages/{facility}/inventories'>['page'][number]>;

/**
 * The storage's open count, or null: the count page's, and the receive page's (a storage being
 * counted receives nothing, spec 3 §5). Every change of a count invalidates it (`inventoryKeys.all`).
 */
export const countQuery = (scope: ApiScope, storage: number) => {
  const base = apiQuery(scope, inventoryKeys.count(storage), 'fsp/v1/base-storages/{facility}/inventories', { params: { facility: storage }, query: { amount: 1 } }, { notify: false });
  return { ...base, select: (page: AnswerOf<'get', 'fsp/v1/base-storages/{facility}/inventories'>) => page.page[0] ?? null };
};
