/**
 * Server state. Calls are typed by the contract (contract-types.ts): a call names its method and
 * its path as the contract has it (`api('get', 'fsp/v1/company-guides/{id}/content', { params: { id } })`),
 * its params, query and body are checked, and its answer is the contract's.
 *
 * What is read is kept in one TanStack Query cache, `queryClient`: a module singleton shared by
 * every element of the bundle and the standalone (two elements on a page, one request), dropped
 * when the session ends. Each area's `api.ts` exports its query keys, its query options (made with
 * `apiQuery()`) and its mutations, which invalidate the keys of what they change, so every element
 * on the page follows at once (reading a message updates the header's unread count).
 */
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useElementContext, DEFAULT_API_BASE } from '../element/context.ts';
import { useLanguage, type Language } from '../i18n/index.ts';
import { onSessionEnd, useSession } from '../session/store.ts';
import { absoluteApiRoot, call, http, ApiFailure, type CallOptions } from './client.ts';
import type { AnswerOf, ApiPath, Method, RequestArgs } from './contract-types.ts';

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

/**
 * The one cache. Failures are not retried: the catalogue (client.ts) has already reacted to them,
 * and a 503 or a lost connection opens the reconnect dialog, which reloads the page when the
 * service is back. Calls are made offline too (`networkMode: 'always'`; TanStack's default would
 * hold them until the browser says it is online, and the user would see a spinner instead of the
 * catalogue's "the contact with the server was lost"). Data is fresh for 30 seconds; then a new
 * mount or a focused window refetches.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});

/** Keys of data that needs no session (the public configuration) start with this; they outlive a session. */
export const PUBLIC_KEY = 'public';

// Nothing of a session is left after it: every query of it is dropped, mutations with them.
onSessionEnd(() => {
  queryClient.cancelQueries({ predicate: (q) => q.queryKey[0] !== PUBLIC_KEY }).catch(() => undefined);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== PUBLIC_KEY });
  queryClient.getMutationCache().clear();
});

/**
 * What a query of an element needs: its call function and the part of the key that sets it apart
 * (API root, language, session): the same path read for another root, in another language or in
 * another session is another entry of the cache.
 */
export type ApiScope = { readonly api: Api; readonly key: string; readonly loggedIn: boolean };

/** The scope of the element (or standalone page) this hook runs in. */
export function useApiScope(): ApiScope {
  const apiBase = useApiBase();
  const lang = useLanguage();
  const sessionId = useSession((s) => s.sessionId);
  return useMemo(() => ({ api: apiFor(apiBase, lang), key: `${absoluteApiRoot(apiBase)}|${lang}|${sessionId ?? ''}`, loggedIn: Boolean(sessionId) }), [apiBase, lang, sessionId]);
}

/** Besides the call's own options: `public` for a call that needs no session. */
export type ApiQueryOptions = { public?: boolean; notify?: boolean };

/** The error of a query that needs a session when there is none: no call is made. */
export const NOT_LOGGED_IN = new ApiFailure(401, { kind: 'silent-clear', code: 'OTSS000' });

/**
 * A GET of the contract made for a query of `scope`: without a session it fails with NOT_LOGGED_IN
 * and makes no call, unless it is `public`. apiQuery's queryFn; an infinite query's too.
 *
 *     queryFn: ({ pageParam, signal }) => scopedGet(scope, signal, 'fsp/v1/base-storages/balances', { query: { offset: pageParam } })
 */
export function scopedGet<P extends ApiPath<'get'>>(scope: ApiScope, signal: AbortSignal, path: P, ...args: RequestArgs<'get', P, ApiQueryOptions>): Promise<AnswerOf<'get', P>> {
  const [request, { public: isPublic, notify } = {}] = args as unknown as [Untyped | undefined, ApiQueryOptions | undefined];
  // The call is built untyped: args were checked against the route above (an undefined notify is the default).
  const get = scope.api as unknown as (method: 'get', path: string, request: Untyped | undefined, options: { signal: AbortSignal; notify: boolean | undefined }) => Promise<AnswerOf<'get', P>>;
  return isPublic || scope.loggedIn ? get('get', path, request, { signal, notify }) : Promise.reject(NOT_LOGGED_IN);
}

/**
 * Query options for a GET of the contract: the key is the area's `key` followed by the scope, the
 * answer typed by the route. Without a session the query fails with NOT_LOGGED_IN and makes no
 * call, unless it is `public` (scopedGet).
 *
 *     export const folderKeys = { all: ['documents'] as const, folders: () => [...folderKeys.all, 'folders'] as const };
 *     export const foldersQuery = (scope: ApiScope) => apiQuery(scope, folderKeys.folders(), 'fsp/v1/company-guides/categories', { query: { all: 'true' } });
 *     const folders = useQuery(foldersQuery(useApiScope()));
 */
export function apiQuery<P extends ApiPath<'get'>>(scope: ApiScope, key: readonly unknown[], path: P, ...args: RequestArgs<'get', P, ApiQueryOptions>) {
  type T = AnswerOf<'get', P>;
  return queryOptions<T, Error, T, readonly unknown[]>({
    queryKey: [...key, scope.key],
    queryFn: ({ signal }) => scopedGet(scope, signal, path, ...args),
  });
}
