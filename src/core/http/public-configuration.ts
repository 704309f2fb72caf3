/**
 * The public configuration (`GET {apiBase}/configuration`: login methods, version label, contact
 * data), one cached query per API root, shared by the standalone (login page, footer, workflow
 * start) and the feedback host of elements in a host page (the support address of the reconnect
 * dialog, which opens exactly when the service does not answer, so the address is fetched before).
 * It needs no session, does not depend on the language and outlives a session (PUBLIC_KEY). It is
 * quiet: a failure shows no snackbar (the pages that need it say so themselves), and is not cached
 * for long, so a later element may ask again.
 */
import { useQuery } from '@tanstack/react-query';
import { absoluteApiRoot, getTransport } from './client.ts';
import { PUBLIC_KEY, queryClient, type AnswerOf } from './query.ts';

export type PublicConfiguration = AnswerOf<'get', 'configuration'>;

export const configurationKeys = {
  of: (apiBase: string) => [PUBLIC_KEY, 'configuration', absoluteApiRoot(apiBase)] as const,
};

/** Query options of the configuration of an API root. Never stale while the page lives. */
export function configurationQuery(apiBase: string) {
  return {
    queryKey: configurationKeys.of(apiBase),
    // Fetched without the client's headers: public, so no session travels with it, and quiet (a
    // failure reaches no catalogue). It may be any API root's, so it is read without trusting it.
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Partial<PublicConfiguration>> => {
      const response = await getTransport()(`${absoluteApiRoot(apiBase)}/configuration`, { headers: { Accept: 'application/json' }, signal });
      if (!response.ok) throw new Error(`configuration answered ${response.status}`);
      const body: unknown = await response.json();
      if (!body || typeof body !== 'object') throw new Error('the configuration is not an object');
      return body;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  };
}

/**
 * The configuration of an API root (null: none wanted), fetched once for the page. The portal's
 * own pages read it whole; a configuration without its login methods or contact is not one.
 */
export function useConfiguration(apiBase: string | null): PublicConfiguration | undefined {
  const query = useQuery({ ...configurationQuery(apiBase ?? ''), enabled: apiBase !== null }, queryClient);
  const data = apiBase === null ? undefined : query.data;
  return data && Array.isArray(data.loginMethods) && data.contact ? (data as PublicConfiguration) : undefined;
}

/** The support address of an API root (null: none wanted), from whatever part of the configuration there is. */
export function useSupportEmail(apiBase: string | null): string | undefined {
  const query = useQuery({ ...configurationQuery(apiBase ?? ''), enabled: apiBase !== null }, queryClient);
  const email: unknown = apiBase === null ? undefined : query.data?.contact?.supportEmail;
  return typeof email === 'string' && email.trim() ? email.trim() : undefined;
}
