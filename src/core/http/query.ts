/**
 * Reading data in components: `useApi()` for calls, `useApiQuery()` for a GET with loading, error
 * and data states. Identical GETs in flight are shared (two elements on a page, one request), and
 * the cache is dropped when the session ends.
 */
import { useCallback, useEffect, useState } from 'react';
import { useElementContext, DEFAULT_API_BASE } from '../element/context.ts';
import { useLanguage, type Language } from '../i18n/index.ts';
import { onSessionEnd, useSession } from '../session/store.ts';
import { call, http, ApiFailure, type CallOptions } from './client.ts';

export type Api = <T>(path: string, options?: CallOptions) => Promise<T>;

export function apiFor(apiBase: string, lang: Language): Api {
  return (path, options) => call(http(apiBase, lang), path, options, lang);
}

export function useApiBase(): string {
  return useElementContext()?.apiBase || DEFAULT_API_BASE;
}

/** A call function bound to this element's API root and language. */
export function useApi(): Api {
  const apiBase = useApiBase();
  const lang = useLanguage();
  return useCallback<Api>((path, options) => apiFor(apiBase, lang)(path, options), [apiBase, lang]);
}

const inFlight = new Map<string, Promise<unknown>>();
onSessionEnd(() => inFlight.clear());

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: ApiFailure | Error }
  | { status: 'success'; data: T; error?: undefined };

/**
 * GETs `path` (null: nothing to fetch) and follows changes of path, language and session.
 * `reload()` fetches again. Without a session no call is made (the state is "not logged in"),
 * unless the call is `public` (the password policy, the configuration).
 */
export function useApiQuery<T>(path: string | null, options: { public?: boolean } = {}): QueryState<T> & { reload: () => void } {
  const apiBase = useApiBase();
  const lang = useLanguage();
  const sessionId = useSession((s) => s.sessionId);
  const [attempt, setAttempt] = useState(0);
  const allowed = Boolean(sessionId) || options.public === true;
  const key = path !== null && allowed ? `${apiBase}|${lang}|${sessionId ?? ''}|${path}|${attempt}` : null;
  const [result, setResult] = useState<{ key: string; state: QueryState<T> } | null>(null);

  useEffect(() => {
    if (key === null || path === null) return;
    let live = true;
    let promise = inFlight.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = apiFor(apiBase, lang)<T>(path).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
    }
    promise.then(
      (data) => live && setResult({ key, state: { status: 'success', data } }),
      (error: unknown) => live && setResult({ key, state: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) } }),
    );
    return () => {
      live = false;
    };
  }, [key, path, apiBase, lang]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (path !== null && !allowed) return { ...NOT_LOGGED_IN, reload };
  const state: QueryState<T> = result && result.key === key ? result.state : { status: 'loading' };
  return { ...state, reload };
}

const NOT_LOGGED_IN: QueryState<never> = { status: 'error', error: new ApiFailure(401, { kind: 'silent-clear', code: 'OTSS000' }) };
