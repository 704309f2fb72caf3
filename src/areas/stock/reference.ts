/**
 * The reference data of stock-item screens, kept five minutes: the base storages (GET
 * /base-storages: the stock balance's storage, a return's and a move order's receiver) and the
 * scrapping reasons (GET /reason-codes). A module of its own, small, so a screen that lists
 * storages does not load the stock-item parts with it.
 */
import { apiQuery, type ApiScope } from '../../core/http/query.ts';

export const referenceKeys = {
  baseStorages: () => ['reference-data', 'base-storages'] as const,
  reasonCodes: (category: 'SCRAPPING') => ['reference-data', 'reason-codes', category] as const,
};

/** The base storages (a short list that seldom changes): all of them, kept five minutes. */
export const baseStoragesQuery = (scope: ApiScope) => ({
  ...apiQuery(scope, referenceKeys.baseStorages(), 'fsp/v1/base-storages', { query: { all: 'true' } }, { notify: false }),
  staleTime: 5 * 60_000,
});

/** The scrapping reasons, in the caller's language, kept five minutes. */
export const reasonCodesQuery = (scope: ApiScope) => ({
  ...apiQuery(scope, referenceKeys.reasonCodes('SCRAPPING'), 'fsp/v1/reason-codes', { query: { category: 'SCRAPPING', all: 'true' } }, { notify: false }),
  staleTime: 5 * 60_000,
});

/**
 * The base storages as a select's options ("BL-MLM Baslager Malmö Centrum"); a storage chosen (the
 * URL's) that the list does not (yet) hold is kept as an option, named by its id, so it still shows
 * as chosen.
 */
export function storageOptions(storages: readonly { id: number; value: string; label: string }[] | undefined, chosen: number | null): { value: string; label: string }[] {
  const options = (storages ?? []).map((s) => ({ value: String(s.id), label: `${s.value} ${s.label}` }));
  if (chosen !== null && !options.some((o) => o.value === String(chosen))) options.push({ value: String(chosen), label: String(chosen) });
  return options;
}
