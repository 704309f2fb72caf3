/**
 * Reading data in components: `useApi()` for calls, `useApiQuery()` for a GET with loading, error
 * and data states. Identical GETs in flight are shared (two elements on a page, one request), and
 * the cache is dropped when the session ends. Both are typed by the contract
 * (contract-types.ts): a call names its method and its path as the contract has it
 * (`api('get', 'fsp/v1/company-guides/{id}/content', { params: { id } })`), its params, query and
 * body are checked, and its answer is the contract's.
 */
import { useCallback, useEffect, useState } from 'react';
import { useElementContext, DEFAULT_API_BASE } from '../element/context.ts';
import { useLanguage, type Language } from '../i18n/index.ts';
import { onSessionEnd, useSession } from '../session/store.ts';
import { call, http, ApiFailure, type CallOptions } from './client.ts';
import type { AnswerOf, ApiPath, Method, RequestArgs, RequestOf } from './contract-types.ts';

export type { AnswerOf, ApiPath, Method, RequestOf } from './contract-types.ts';

/** Options of a call besides what the contract types: the catalogue's `notify`, a `signal`. */
export type ApiOptions = Omit<CallOptions, 'method' | 'json' | 'searchParams' | 'body'>;

export type Api = <M extends Method, P extends ApiPath<M>>(method: M, path: P, ...args: RequestArgs<M, P, ApiOptions>) => Promise<AnswerOf<M, P>>;

type Untyped = { params?: Record<string, string | number>; query?: Record<string, string | number | boolean | null | undefined>; json?: unknown };

/** The path with its `{…}` filled in and its query appended (undefined values left out). */
export function resolvePath(path: string, request: Untyped = {}): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(request.query ?? {})) if (v !== undefined && v !== null) query.set(k, String(v));
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

export function apiFor(apiBase: string, lang: Language): Api {
  // The types are checked at every call (Api); the implementation only builds the request.
  const untyped = (method: Method, path: string, request: Untyped = {}, options: ApiOptions = {}) => {
    const init: CallOptions = { ...options, method };
    if (request.json !== undefined) init.json = request.json;
    return call(http(apiBase, lang), resolvePath(path, request), init, lang);
  };
  return untyped as Api;
}

export function useApiBase(): string {
  return useElementContext()?.apiBase || DEFAULT_API_BASE;
}

/** A call function bound to this element's API root and language. */
export function useApi(): Api {
  const apiBase = useApiBase();
  const lang = useLanguage();
  return useCallback<Api>((method, path, ...args) => apiFor(apiBase, lang)(method, path, ...args), [apiBase, lang]);
}

const inFlight = new Map<string, Promise<unknown>>();
onSessionEnd(() => inFlight.clear());

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: ApiFailure | Error }
  | { status: 'success'; data: T; error?: undefined };

/**
 * GETs `path` of the contract (null: nothing to fetch) with its params and query, and follows
 * changes of them, the language and the session. `reload()` fetches again. Without a session no
 * call is made (the state is "not logged in"), unless the call is `public` (the password policy,
 * the configuration).
 */
export function useApiQuery<P extends ApiPath<'get'>>(
  route: P | null,
  request?: RequestOf<'get', P>,
  options: { public?: boolean } = {},
): QueryState<AnswerOf<'get', P>> & { reload: () => void } {
  type T = AnswerOf<'get', P>;
  const path = route === null ? null : resolvePath(route, request as Untyped | undefined);
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
      promise = call<T>(http(apiBase, lang), path, {}, lang).finally(() => inFlight.delete(key));
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
