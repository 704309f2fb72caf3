/** Bringing a session up: restore a stored id, fetch app data once, mark the session initialised. */
import type { AppData } from '../../contract/authentication.ts';
import { apiFor } from '../http/query.ts';
import { ApiFailure } from '../http/client.ts';
import type { Language } from '../i18n/index.ts';
import { session, sessionStore } from './store.ts';

let pending: Promise<AppData | null> | null = null;

/** Fetches app data for the current session id (single flight); null when there is no session. */
export function loadAppData(apiBase: string, lang: Language): Promise<AppData | null> {
  const id = sessionStore.getState().sessionId;
  if (!id) {
    session.setAppData(null);
    return Promise.resolve(null);
  }
  pending ??= apiFor(apiBase, lang)<AppData>('authentication')
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

/** Restores a stored session (standalone start-up). */
export async function initSession(apiBase: string, lang: Language): Promise<AppData | null> {
  session.restore();
  return loadAppData(apiBase, lang);
}

/** Logs out on the server, then clears everything here whatever the server said. */
export async function logout(apiBase: string, lang: Language): Promise<void> {
  try {
    if (sessionStore.getState().sessionId) await apiFor(apiBase, lang)('authentication', { method: 'delete', notify: false });
  } finally {
    session.clear();
  }
}
