/**
 * The root of the clients' part of the shared cache, used by both client elements: the search
 * (`<fsp-clients>`) lists under `['clients', 'search', …]`, one client (`<fsp-client>`) under
 * `['clients', id, …]`. A change to a client invalidates its own keys and the search lists, so a
 * search on the same page shows the change at once.
 */
import type { ClientSearchQuery } from '../../contract/clients.ts';
import { apiQuery, type ApiScope } from '../../core/http/query.ts';

export const clientKeys = {
  all: ['clients'] as const,
  searches: () => [...clientKeys.all, 'search'] as const,
  search: (query: ClientSearchQuery) => [...clientKeys.all, 'search', query] as const,
  client: (id: number) => [...clientKeys.all, id] as const,
  /** The client itself (GET /clients/{client}), under the client's keys. */
  detail: (id: number) => [...clientKeys.client(id), 'client'] as const,
};

/**
 * The client. Its failures are shown by `<fsp-client>` (403: its error dialog), not the snackbar.
 * Here, not in the element, so the standalone can ask for it with the move to a client's page
 * (src/standalone/prefetch.ts), beside the element's code.
 */
export const clientQuery = (scope: ApiScope, id: number) =>
  apiQuery(scope, clientKeys.detail(id), 'fsp/v1/clients/{client}', { params: { client: id } }, { notify: false });

/** Not a client's: the municipalities the user is authorized for (to choose a client's municipal affiliation). */
export const municipalityKeys = { all: () => ['customers', 'all'] as const };

/** The municipalities the user may choose (`all=true`); they change seldom. Shared by the client's information and the new-order popup. */
export const municipalitiesQuery = (scope: ApiScope) => ({
  ...apiQuery(scope, municipalityKeys.all(), 'fsp/v1/customers', { query: { all: 'true' } }, { notify: false }),
  staleTime: 5 * 60_000,
});
