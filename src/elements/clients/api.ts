/**
 * The client search's server state (spec 2 §7 Clients: GET /clients with identityNumber,
 * firstName, surname, zipCode, city and paging). One page of a search is one entry of the shared
 * cache under `clientKeys.search(query)` (src/areas/clients/clients.ts): a change made in
 * `<fsp-client>` invalidates `clientKeys.searches()`, so a search on the same page follows.
 */
import { keepPreviousData, type Query } from '@tanstack/react-query';
import type { ClientSearchQuery } from '../../contract/clients.ts';
import { clientKeys } from '../../areas/clients/clients.ts';
import { apiQuery, type AnswerOf, type ApiScope } from '../../core/http/query.ts';

export type ClientPage = AnswerOf<'get', 'fsp/v1/clients'>;

export { clientKeys };

/** The search a key is of, without its paging: two pages of one search share it. */
function searchOf(key: readonly unknown[]): string {
  const query = key[2];
  if (!query || typeof query !== 'object') return '';
  return JSON.stringify(Object.entries(query).filter(([k]) => k !== 'from' && k !== 'amount'));
}

/**
 * One page of a search. While another page of the same search loads, the page shown stays (marked
 * as placeholder) instead of flashing a spinner; a new search shows the loading state, so no search
 * ever shows another's clients. Its failure is shown in the results (`notify: false`), not in the
 * snackbar as well.
 */
export const clientSearchQuery = (scope: ApiScope, query: ClientSearchQuery) => {
  const options = apiQuery(scope, clientKeys.search(query), 'fsp/v1/clients', { query }, { notify: false });
  return {
    ...options,
    placeholderData: (previous: ClientPage | undefined, previousQuery: Query<ClientPage, Error, ClientPage, readonly unknown[]> | undefined) =>
      previousQuery && searchOf(previousQuery.queryKey) === searchOf(options.queryKey) ? keepPreviousData(previous) : undefined,
  };
};
