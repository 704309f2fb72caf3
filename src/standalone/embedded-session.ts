/**
 * The embedded session (spec 1 §3: the session has a main and an embedded session id). A page under
 * /embedded/... runs inside another system, which opens it with `?loginToken=…` (a token issued for
 * an embedded session). Its session id is kept apart from the main one: in this tab's
 * sessionStorage under a key of its own, never in localStorage (no "remember me" inside another
 * system), and the main session's key is neither read nor written by an embedded page.
 */
import { useEffect, useState } from 'react';
import type { AppData } from '../contract/authentication.ts';
import type { SessionKind } from '../contract/sessions.ts';
import { ApiFailure } from '../core/http/client.ts';
import { apiFor } from '../core/http/query.ts';
import type { Language } from '../core/i18n/index.ts';
import { loadAppData } from '../core/session/bootstrap.ts';
import { session, sessionStore } from '../core/session/store.ts';

export const EMBEDDED_SESSION_KEY = 'fsp.session.embedded';

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings, sandboxed frames): the session lives in memory
  }
}

export function storedEmbeddedSession(): string | null {
  return tabStorage()?.getItem(EMBEDDED_SESSION_KEY) ?? null;
}

let unwatch: (() => void) | null = null;

/** When the embedded session ends (expiry, logout), its key goes too. */
function watchSessionEnd(): void {
  unwatch ??= sessionStore.subscribe((state, previous) => {
    if (previous.sessionId && !state.sessionId && storedEmbeddedSession() === previous.sessionId) tabStorage()?.removeItem(EMBEDDED_SESSION_KEY);
  });
}

/**
 * Brings up the embedded session of an /embedded/ page. A login token opens a new session, in place
 * of any earlier one (the other system decides who is logged in); without one, the session kept for
 * this tab is restored. Then its app data. A token that fails (token.is.revoked, shown by the error
 * catalogue) leaves no session at all, not the earlier user's.
 */
export async function startEmbeddedSession(apiBase: string, lang: Language, token: string | null): Promise<AppData | null> {
  watchSessionEnd();
  if (token) {
    tabStorage()?.removeItem(EMBEDDED_SESSION_KEY);
    try {
      const { id } = await apiFor(apiBase, lang)('post', 'authentication', { json: { mylocLoginToken: token, persistent: false } });
      tabStorage()?.setItem(EMBEDDED_SESSION_KEY, id);
      session.adopt(id);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      session.setAppData(null); // known: no session
      return null;
    }
  } else {
    const id = storedEmbeddedSession();
    if (!id) {
      session.setAppData(null);
      return null;
    }
    session.adopt(id);
  }
  return loadAppData(apiBase, lang);
}

/**
 * The kind of the current session as the server tells it (GET /rs/sessions/current), or null while
 * it is not known. The server enforces what each kind may call; this only decides what to show.
 */
export function useSessionKind(sessionId: string | null, apiBase: string): SessionKind | null {
  const [known, setKnown] = useState<{ id: string; kind: SessionKind } | null>(null);
  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    apiFor(apiBase, session.get().language)('get', 'sessions/current', {}, { notify: false }).then(
      ({ kind }) => live && setKnown({ id: sessionId, kind }),
      // An expired session is cleared by the catalogue; for any other failure show what a main
      // session would see: the server refuses an embedded session's other calls all the same.
      () => live && setKnown({ id: sessionId, kind: 'main' }),
    );
    return () => {
      live = false;
    };
  }, [sessionId, apiBase]);
  return sessionId && known?.id === sessionId ? known.kind : null;
}
