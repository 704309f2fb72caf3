/**
 * The root of the clients' part of the shared cache, used by both client elements: the search
 * (`<fsp-clients>`) lists under `['clients', 'search', …]`, one client (`<fsp-client>`) under
 * `['clients', id, …]`. A change to a client invalidates its own keys and the search lists, so a
 * search on the same page shows the change at once.
 */
import type { ClientSearchQuery } from '../../contract/clients.ts';

export const clientKeys = {
  all: ['clients'] as const,
  searches: () => [...clientKeys.all, 'search'] as const,
  search: (query: ClientSearchQuery) => [...clientKeys.all, 'search', query] as const,
  client: (id: number) => [...clientKeys.all, id] as const,
};
