/**
 * The client's own server state (spec 2 §7 Clients): the client, its addresses and contacts, and the
 * municipalities the user may choose for it; the mutations that change them. Every key of one
 * client is under `clientKeys.client(id)` (src/areas/clients/clients.ts, shared with `<fsp-clients>`),
 * so a mutation invalidates that one key and every query of the client follows; a change the
 * search shows (name, address, municipality) also invalidates `clientKeys.searches()`.
 *
 * Mutations do not notify (`notify: false`): the form or the confirmation shows the failure, with
 * everything typed still there. The client itself is read without notifying too: its 403 is the
 * error dialog of the element, not a snackbar.
 *
 * The holdings', tasks' and holding transactions' part is `holdings-api.ts`: it is loaded with those
 * sub-pages (their own lazy chunks), so the element's first chunk does not carry it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput, Client, ClientUpdate, ContactInput } from '../../contract/clients.ts';
import { clientKeys, clientQuery } from '../../areas/clients/clients.ts';
import { apiQuery, useApiScope, type AnswerOf, type ApiScope } from '../../core/http/query.ts';

export type AddressPage = AnswerOf<'get', 'fsp/v1/clients/{client}/addresses'>;
export type ContactPage = AnswerOf<'get', 'fsp/v1/clients/{client}/contacts'>;
export type CustomerPage = AnswerOf<'get', 'fsp/v1/customers'>;

/** The keys of one client's addresses and contacts (under `clientKeys.client(id)`; the client's own: `clientKeys.detail`). */
export const clientDetailKeys = {
  addresses: (id: number) => [...clientKeys.client(id), 'addresses'] as const,
  contacts: (id: number) => [...clientKeys.client(id), 'contacts'] as const,
};

export const addressesQuery = (scope: ApiScope, id: number) =>
  apiQuery(scope, clientDetailKeys.addresses(id), 'fsp/v1/clients/{client}/addresses', { params: { client: id } });

/** The contacts with the user as the prescriber first (includeCurrentUserAsPrescriber, the default). */
export const contactsQuery = (scope: ApiScope, id: number) =>
  apiQuery(scope, clientDetailKeys.contacts(id), 'fsp/v1/clients/{client}/contacts', { params: { client: id }, query: { includeCurrentUserAsPrescriber: 'true' } });

/** The municipalities the user may choose: core's (the new-order popup chooses from them too). */
export { municipalitiesQuery } from '../../areas/clients/clients.ts';

/** After a change of the client: its own queries, and the search lists (they show the client too). */
function useInvalidate(id: number, { searches }: { searches: boolean }) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: clientKeys.client(id) }),
      searches ? client.invalidateQueries({ queryKey: clientKeys.searches() }) : Promise.resolve(),
    ]);
}

/** PUT the client: contact information, advance contact, municipality. The answer is put in the cache at once. */
export function useUpdateClient(id: number) {
  const scope = useApiScope();
  const client = useQueryClient();
  const invalidate = useInvalidate(id, { searches: true });
  return useMutation({
    mutationFn: (body: ClientUpdate) => scope.api('put', 'fsp/v1/clients/{client}', { params: { client: id }, json: body }, { notify: false }),
    onSuccess: async (answer: Client) => {
      client.setQueryData(clientQuery(scope, id).queryKey, answer);
      await invalidate();
    },
  });
}

/** Create (no `address`) or change (`address`: its id) an address. */
export function useSaveAddress(id: number) {
  const scope = useApiScope();
  const invalidate = useInvalidate(id, { searches: false });
  return useMutation({
    mutationFn: ({ address, body }: { address: number | null; body: AddressInput }) =>
      address === null
        ? scope.api('post', 'fsp/v1/clients/{client}/addresses', { params: { client: id }, json: body }, { notify: false })
        : scope.api('put', 'fsp/v1/clients/{client}/addresses/{address}', { params: { client: id, address }, json: body }, { notify: false }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteAddress(id: number) {
  const scope = useApiScope();
  const invalidate = useInvalidate(id, { searches: false });
  return useMutation({
    mutationFn: (address: number) => scope.api('delete', 'fsp/v1/clients/{client}/addresses/{address}', { params: { client: id, address } }, { notify: false }),
    onSuccess: () => invalidate(),
  });
}

/** Create (no `contact`) or change (`contact`: its id) a contact; a 409 PRIMARY_CONTACT_EXISTS asks for primaryContactChoice. */
export function useSaveContact(id: number) {
  const scope = useApiScope();
  const invalidate = useInvalidate(id, { searches: false });
  return useMutation({
    mutationFn: ({ contact, body }: { contact: number | null; body: ContactInput }) =>
      contact === null
        ? scope.api('post', 'fsp/v1/clients/{client}/contacts', { params: { client: id }, json: body }, { notify: false })
        : scope.api('put', 'fsp/v1/clients/{client}/contacts/{contact}', { params: { client: id, contact }, json: body }, { notify: false }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteContact(id: number) {
  const scope = useApiScope();
  const invalidate = useInvalidate(id, { searches: false });
  return useMutation({
    mutationFn: (contact: number) => scope.api('delete', 'fsp/v1/clients/{client}/contacts/{contact}', { params: { client: id, contact } }, { notify: false }),
    onSuccess: () => invalidate(),
  });
}
