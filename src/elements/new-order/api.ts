/**
 * The new-order popup's server state (spec 1 New-order popup, spec 2 §7 Clients and Orders): the
 * identity-number lookup (with the population register), a unit search, making a register person a
 * client, choosing a client's municipality and a client's holdings (read-only); the municipalities
 * are core's query, the base storages the stock area's (areas/stock/reference.ts baseStoragesQuery:
 * one request and one cache entry for every base-storage select). Creating the order is core's
 * `useCreateOrder` (the active order follows in every element at once).
 *
 * The lookups are queries of the shared cache under the clients' root, so a change of a client made
 * here (created, municipality chosen) is seen by `<fsp-clients>`/`<fsp-client>` on the same page.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from '../../contract/clients.ts';
import { clientKeys } from '../../areas/clients/clients.ts';
import { apiQuery, useApiScope, type AnswerOf, type ApiScope } from '../../core/http/query.ts';

export type LookupPage = AnswerOf<'get', 'fsp/v1/clients'>;
export type HoldingPage = AnswerOf<'get', 'fsp/v1/clients/{client}/holdings'>;

/** How many units a unit search lists; how many holdings the read-only list shows. */
export const UNITS_MAX = 20;
export const HOLDINGS_MAX = 100;

export const newOrderKeys = {
  /** The popup's lookup of one identity number (twelve digits), with the register asked too or not. */
  lookup: (identityNumber: string, register: boolean) => [...clientKeys.searches(), 'new-order', identityNumber, register ? 'register' : 'portal'] as const,
  units: (text: string) => [...clientKeys.searches(), 'new-order-units', text] as const,
  holdings: (client: number) => [...clientKeys.client(client), 'holdings', 'new-order'] as const,
};

/**
 * One person by identity number: a client; with `register`, or else the population register's
 * person (spec 2 §7 searchNavet). The register is asked only when the user chooses to (spec 1 §4).
 */
export const lookupQuery = (scope: ApiScope, identityNumber: string, register: boolean) => ({
  ...apiQuery(
    scope,
    newOrderKeys.lookup(identityNumber, register),
    'fsp/v1/clients',
    { query: register ? { identityNumber, newOrder: 'true', searchNavet: 'true' } : { identityNumber, newOrder: 'true' } },
    { notify: false },
  ),
  staleTime: 0,
});

/** Units by name or number. */
export const unitsQuery = (scope: ApiScope, text: string) =>
  apiQuery(scope, newOrderKeys.units(text), 'fsp/v1/clients', { query: { identityNumber: text, from: 0, amount: UNITS_MAX } }, { notify: false });

/** The client's holdings, read-only (the first HOLDINGS_MAX). */
export const holdingsQuery = (scope: ApiScope, client: number) =>
  apiQuery(scope, newOrderKeys.holdings(client), 'fsp/v1/clients/{client}/holdings', { params: { client }, query: { from: 0, amount: HOLDINGS_MAX } }, { notify: false });

/** POST /clients/create: a person of the population register becomes a client. */
export function useCreateClient() {
  const scope = useApiScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (identityNumber: string) => scope.api('post', 'fsp/v1/clients/create', { json: { identityNumber } }, { notify: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: clientKeys.searches() }),
  });
}

/** PUT /clients/{id}: the client's municipal affiliation (chosen when it has none). */
export function useSetMunicipality() {
  const scope = useApiScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, municipality }: { id: number; municipality: string }): Promise<Client> =>
      scope.api('put', 'fsp/v1/clients/{client}', { params: { client: id }, json: { municipalAffiliation: { id: municipality } } }, { notify: false }),
    onSuccess: (_answer, { id }) => Promise.all([client.invalidateQueries({ queryKey: clientKeys.client(id) }), client.invalidateQueries({ queryKey: clientKeys.searches() })]),
  });
}
