/**
 * The reference data of stock-item screens, kept five minutes: the base storages (GET
 * /base-storages: the stock balance's storage, a return's and a move order's receiver) and the
 * scrapping reasons (GET /reason-codes). A module of its own, small, so a screen that lists
 * storages does not load the stock-item parts with it.
 */
import { apiQuery, type ApiScope } from '../http/query.ts';

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
