/** Bringing a session up: restore a stored id, fetch app data once, mark the session initialised. */
import type { AppData } from '../../contract/authentication.ts';
import { apiFor } from '../http/query.ts';
import type { IdentityInfo } from '../../contract/open-id.ts';
import { ApiFailure, getTransport } from '../http/client.ts';
import type { Language } from '../i18n/index.ts';
import { session, sessionStore, type SignOn } from './store.ts';

let pending: Promise<AppData | null> | null = null;

/** Fetches app data for the current session id (single flight); null when there is no session. */
export function loadAppData(apiBase: string, lang: Language): Promise<AppData | null> {
  const id = sessionStore.getState().sessionId;
  if (!id) {
    session.setAppData(null);
    return Promise.resolve(null);
  }
  pending ??= apiFor(apiBase, lang)('get', 'authentication')
    .then(
      (data) => {
        if (sessionStore.getState().sessionId === id) session.setAppData(data);
        return data;
      },
      (error: unknown) => {
        // OTSS000/OTSU002 already cleared the session; anything else leaves it for a retry.
        if (error instanceof ApiFailure && error.reaction.kind === 'silent-clear') return null;
        throw error;
      },
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * Single sign-on detection (spec 1 §4): asks the identity-info endpoint for an id token. When there
 * is one, its subject goes out as the claim header of the session's calls; the id token is kept in
 * memory only. Null when there is no sign-on (or no answer).
 */
export async function fetchSignOn(apiBase: string, identityInfoUrl: string): Promise<SignOn | null> {
  const url = new URL(identityInfoUrl, new URL(apiBase, globalThis.location?.href)).href;
  try {
    const response = await getTransport()(url, { credentials: 'include', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const info = (await response.json()) as Partial<IdentityInfo>;
    return info.id_token && info.userinfo?.sub ? { idToken: info.id_token, subject: info.userinfo.sub } : null;
  } catch {
    return null; // no answer: treated as no sign-on; the user logs in again
  }
}

/**
 * Restores a stored session (standalone start-up). A directory session first has its sign-on
 * checked; when the sign-on has ended, so has the session here (and the server ends it on the
 * first call without the claim).
 */
export async function initSession(apiBase: string, lang: Language): Promise<AppData | null> {
  const sso = session.storedSso();
  const signOn = sso ? await fetchSignOn(apiBase, sso.identityInfoUrl) : null;
  if (sso && !signOn) session.clear();
  else session.restore(signOn);
  return loadAppData(apiBase, lang);
}

export type LogoutOptions = {
  /** Where a single-sign-on session's browser goes after (the public configuration's singleSignOutUrl). */
  singleSignOutUrl?: string | null;
  /** Clear this device even if the server could not be told (closing the access message). */
  force?: boolean;
};

/**
 * Logs out on the server (a single-sign-on session with its own call, which also ends the
 * directory sign-on), then clears everything here. A server that could not log the session out
 * leaves it in place and throws, so the user can try again (spec 1 §8 "unable to log out"); a
 * session the server no longer knows (401) counts as logged out. Answers where to go next: the
 * single sign-out address for a directory session when one is configured, else null (the root).
 */
export async function logout(apiBase: string, lang: Language, options: LogoutOptions = {}): Promise<string | null> {
  const { sessionId, sso } = sessionStore.getState();
  try {
    if (sessionId) await apiFor(apiBase, lang)('delete', sso ? 'authentication/sso' : 'authentication', {}, { notify: false });
  } catch (error) {
    const gone = error instanceof ApiFailure && error.status === 401;
    if (!gone && !options.force) throw error;
  }
  session.clear();
  return sso ? (options.singleSignOutUrl ?? null) : null;
}
