/**
 * The session, shared by every element and the standalone (one module singleton per bundle).
 * The session id lives in sessionStorage, or in localStorage only when the user chose "remember
 * me"; an id handed over by a host page lives in memory only. Logout leaves nothing behind.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { AppData } from '../../contract/authentication.ts';
import type { Language } from '../i18n/index.ts';

export const SESSION_KEY = 'fsp.session';
export const LANGUAGE_KEY = 'fsp.language';
/** Beside the session id, in the same storage: the single-sign-on record of a directory session. */
export const SSO_KEY = 'fsp.sso';

/** What a directory (single-sign-on) session keeps: where to ask whether the sign-on still holds. */
export type SsoRecord = { identityInfoUrl: string };
/** A sign-on the identity-info endpoint confirmed: its id token (memory only) and subject. */
export type SignOn = { idToken: string; subject: string };

export type SessionState = {
  sessionId: string | null;
  /** Where the id is kept: local (remember me), session (default) or memory (handed over by a host). */
  storage: 'local' | 'session' | 'memory';
  /** True once we know whether there is a session (restored and app data fetched, or none). */
  initialized: boolean;
  appData: AppData | null;
  language: Language;
  /** A single-sign-on (enterprise directory) session: its record, while the session lasts. */
  sso: SsoRecord | null;
  /** Set once the identity-info endpoint has given an id token: its subject, sent as the claim header. */
  ssoSubject: string | null;
  ssoIdToken: string | null;
};

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings, sandboxed frames)
  }
}

function storedLanguage(): Language {
  const v = safeStorage('local')?.getItem(LANGUAGE_KEY);
  return v === 'en' ? 'en' : 'sv';
}

export const sessionStore = createStore<SessionState>(() => ({
  sessionId: null,
  storage: 'session',
  initialized: false,
  appData: null,
  language: storedLanguage(),
  sso: null,
  ssoSubject: null,
  ssoIdToken: null,
}));

function readSso(storage: Storage | null | undefined): SsoRecord | null {
  try {
    const v: unknown = JSON.parse(storage?.getItem(SSO_KEY) ?? 'null');
    if (v && typeof v === 'object' && 'identityInfoUrl' in v && typeof v.identityInfoUrl === 'string') return { identityInfoUrl: v.identityInfoUrl };
  } catch {
    // a damaged record is no record
  }
  return null;
}

/**
 * The outbox (src/core/storage/outbox.ts): the wizards' steps and the inventory count's quantities saved in this browser while
 * the connection was lost. Deleted whenever the session ends, so nothing kept outlives its session.
 */
export const OUTBOX_DB = 'fsp-outbox';

const listeners = new Set<() => void>();
/** Called on every session end (logout or expiry): caches register here to drop their data. */
export function onSessionEnd(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export const session = {
  get: () => sessionStore.getState(),

  /**
   * Reads a stored id: localStorage (remember me) first, then sessionStorage. A single-sign-on
   * session is taken only with its confirmed sign-on (`signOn`, from identity-info): without the
   * claim header every call would end it, so without one it stays where it is, unused.
   */
  restore(signOn: SignOn | null = null): string | null {
    const local = safeStorage('local')?.getItem(SESSION_KEY);
    const tab = safeStorage('session')?.getItem(SESSION_KEY);
    const id = local ?? tab ?? null;
    const sso = id ? readSso(safeStorage(local ? 'local' : 'session')) : null;
    if (sso && !signOn) return null;
    sessionStore.setState({ sessionId: id, storage: local ? 'local' : 'session', sso, ssoSubject: signOn?.subject ?? null, ssoIdToken: signOn?.idToken ?? null });
    return id;
  },

  /** The single-sign-on record of the stored session, if it has one. */
  storedSso(): SsoRecord | null {
    const local = safeStorage('local')?.getItem(SESSION_KEY);
    return readSso(safeStorage(local ? 'local' : 'session'));
  },

  /**
   * Starts a session after login; a single-sign-on session keeps its record beside the id, and
   * comes with its sign-on, so that its first call already carries the claim header.
   */
  start(id: string, remember: boolean, sso: SsoRecord | null = null, signOn: SignOn | null = null): void {
    for (const kind of ['local', 'session'] as const) {
      safeStorage(kind)?.removeItem(SESSION_KEY);
      safeStorage(kind)?.removeItem(SSO_KEY);
    }
    const storage = safeStorage(remember ? 'local' : 'session');
    storage?.setItem(SESSION_KEY, id);
    if (sso) storage?.setItem(SSO_KEY, JSON.stringify(sso));
    sessionStore.setState({ sessionId: id, storage: remember ? 'local' : 'session', appData: null, sso, ssoSubject: signOn?.subject ?? null, ssoIdToken: signOn?.idToken ?? null });
  },

  /** A host page hands its session over: kept in memory only, the host owns it. */
  adopt(id: string | null): void {
    if (id === sessionStore.getState().sessionId) return;
    if (id === null) {
      session.clear();
      return;
    }
    sessionStore.setState({ sessionId: id, storage: 'memory', appData: null, initialized: false, sso: null, ssoSubject: null, ssoIdToken: null });
  },

  setAppData(appData: AppData | null): void {
    sessionStore.setState({ appData, initialized: true });
  },

  /** Ends the session here: ids out of both storages, app data and caches dropped, the wizards' locally kept drafts deleted. */
  clear(): void {
    // A session handed over by a host (memory) never owned the stored ids: those stay.
    if (sessionStore.getState().storage !== 'memory') {
      for (const kind of ['local', 'session'] as const) {
        safeStorage(kind)?.removeItem(SESSION_KEY);
        safeStorage(kind)?.removeItem(SSO_KEY);
      }
    }
    sessionStore.setState({ sessionId: null, appData: null, initialized: true, storage: 'session', sso: null, ssoSubject: null, ssoIdToken: null });
    try {
      globalThis.indexedDB?.deleteDatabase(OUTBOX_DB);
    } catch {
      // no IndexedDB here (a private window may refuse it): nothing was kept
    }
    for (const fn of listeners) fn();
  },

  /** Keeps the language chosen on this device for the next load (not a secret). */
  rememberLanguage(language: Language): void {
    safeStorage('local')?.setItem(LANGUAGE_KEY, language);
  },

  setLanguage(language: Language, remember = true): void {
    if (remember) session.rememberLanguage(language);
    sessionStore.setState({ language });
  },
};

export function useSession<T>(selector: (s: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
