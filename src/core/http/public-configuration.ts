/**
 * The support address from the public configuration (`GET {apiBase}/configuration`), for the
 * reconnect dialog of elements in a host page. The dialog opens exactly when the service does not
 * answer, so the address is fetched before: once per API root, when an element's feedback host
 * takes over, shared by every element on the page. No session is needed. A failure is silent (the
 * dialog then shows no address) and forgotten, so a later element may ask again.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { PublicConfiguration } from '../../contract/authentication.ts';
import { absoluteApiRoot, getTransport } from './client.ts';

/** Per absolute API root: the request in flight or done. */
const requests = new Map<string, Promise<void>>();
/** Per absolute API root: the support address, once known. */
const supportEmails = new Map<string, string>();
const listeners = new Set<() => void>();

/** `contact.supportEmail` of the contract's PublicConfiguration, read without trusting the body. */
function supportEmailOf(body: unknown): string | null {
  const contactField = 'contact' satisfies keyof PublicConfiguration;
  const emailField = 'supportEmail' satisfies keyof PublicConfiguration['contact'];
  if (!body || typeof body !== 'object' || !(contactField in body)) return null;
  const contact: unknown = body[contactField];
  if (!contact || typeof contact !== 'object' || !(emailField in contact)) return null;
  const email: unknown = contact[emailField];
  return typeof email === 'string' && email.trim() ? email.trim() : null;
}

/** Fetches the public configuration of an API root, unless it is known or on its way; never rejects. */
export function loadPublicConfiguration(apiBase: string): Promise<void> {
  const root = absoluteApiRoot(apiBase);
  let request = requests.get(root);
  if (!request) {
    request = getTransport()(`${root}/configuration`, { headers: { Accept: 'application/json' }, cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`configuration answered ${response.status}`);
        const email = supportEmailOf(await response.json());
        if (!email) throw new Error('no support address in the configuration');
        supportEmails.set(root, email);
        for (const listener of listeners) listener();
      })
      .catch(() => {
        requests.delete(root); // silent: the dialog goes without the address; a later element tries again
      });
    requests.set(root, request);
  }
  return request;
}

/** The support address of an API root, when its configuration has answered. */
export function supportEmailFor(apiBase: string): string | undefined {
  return supportEmails.get(absoluteApiRoot(apiBase));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The support address of an API root (null: none wanted), fetching the configuration when needed. */
export function useSupportEmail(apiBase: string | null): string | undefined {
  useEffect(() => {
    if (apiBase !== null) void loadPublicConfiguration(apiBase);
  }, [apiBase]);
  return useSyncExternalStore(subscribe, () => (apiBase === null ? undefined : supportEmailFor(apiBase)));
}

/** Forgets every fetched configuration (tests). */
export function resetPublicConfiguration(): void {
  requests.clear();
  supportEmails.clear();
}
