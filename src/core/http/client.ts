/**
 * The one HTTP client: ky with the session and language headers, and the error catalogue applied
 * in one place. Storybook swaps the transport (setTransport) to run the reference API in-page.
 */
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { SESSION_HEADER, SSO_CLAIM_HEADER } from '../../contract/shared/headers.ts';
import { DEFAULT_API_BASE } from '../element/context.ts';
import { i18n, type Language } from '../i18n/index.ts';
import { session, sessionStore } from '../session/store.ts';
import { feedback } from '../ui/feedback.ts';
import { classifyError, type ErrorReaction, type Translate } from './errors.ts';

type Transport = typeof fetch;
const networkTransport: Transport = (input, init) => globalThis.fetch(input, init);
let transport: Transport = networkTransport;

/** Replaces the network (Storybook runs the reference API inside the page). */
export function setTransport(fn: Transport): void {
  transport = fn;
}
export function getTransport(): Transport {
  return transport;
}
/** True while calls go to the network (not to an in-page server). */
export function isDefaultTransport(): boolean {
  return transport === networkTransport;
}

/** A failed call, after the catalogue's reaction was applied. */
export class ApiFailure extends Error {
  readonly status: number | null;
  readonly reaction: ErrorReaction;
  /** The seconds the server asked to wait before the next try (a 429's Retry-After); null: none said. */
  readonly retryAfter: number | null;
  constructor(status: number | null, reaction: ErrorReaction, retryAfter: number | null = null) {
    super(reaction.kind === 'silent-clear' ? reaction.code : reaction.text);
    this.name = 'ApiFailure';
    this.status = status;
    this.reaction = reaction;
    this.retryAfter = retryAfter;
  }
}

/** Retry-After in seconds (its delta-seconds form, the one the API sends); null when absent or a date. */
export function retryAfterOf(headers: Headers): number | null {
  const value = headers.get('Retry-After')?.trim() ?? '';
  return /^\d{1,6}$/.test(value) ? Number(value) : null;
}

export type Http = KyInstance;

const clients = new Map<string, Http>();
/** The API root each client was made for, named in the text of an answer that was not the API's. */
const apiRoots = new WeakMap<Http, string>();

/** An API root as an absolute address without a trailing slash: `/rs` on this page is `https://this.page/rs`. */
export function absoluteApiRoot(apiBase: string): string {
  try {
    return new URL(apiBase, typeof document === 'undefined' ? undefined : document.baseURI).href.replace(/\/+$/, '');
  } catch {
    return apiBase; // no page to resolve against (Node)
  }
}

/**
 * A link the server gives (a signed file link) is a path on the API's origin, which may not be the
 * page's (an element in a host page on another origin): absolute against the API root.
 */
export function absoluteUrl(url: string, apiBase: string): string {
  const base = new URL(apiBase, globalThis.location?.href ?? 'http://localhost/');
  return new URL(url, base).href;
}

/** The client for an API root and language (cached). */
export function http(apiBase: string, lang: Language): Http {
  const key = `${apiBase}|${lang}`;
  let client = clients.get(key);
  if (!client) {
    client = ky.create({
      prefix: apiBase,
      retry: 0,
      timeout: 30_000,
      fetch: (input, init) => transport(input, init),
      hooks: {
        beforeRequest: [
          ({ request }) => {
            for (const [name, value] of Object.entries(callHeaders(lang))) request.headers.set(name, value);
          },
        ],
      },
    });
    clients.set(key, client);
    apiRoots.set(client, apiBase);
  }
  return client;
}

export type CallOptions = Options & {
  /** Set false where the caller shows the message itself (it still gets the reaction). */
  notify?: boolean;
};

/**
 * Runs a call; on failure applies the catalogue (snackbar, reconnect, silent logout) and throws
 * ApiFailure. Every answer but a 204 must be JSON: one that is not (a host page's HTML, an empty
 * body) fails like an error answer, with the catalogue's text for answers that are not the API's.
 */
/**
 * Applies the catalogue to a failed answer (status null: no answer) of a call made with the
 * session `sessionAtCall`, and gives the ApiFailure to throw: the snackbar (unless `notify` is
 * false), the reconnect dialog, or the silent end of that session.
 */
export function failureOf(
  status: number | null,
  body: unknown,
  contentType: string | null,
  context: { apiBase: string; lang: Language; notify: boolean; sessionAtCall: string | null },
  retryAfter: number | null = null,
): ApiFailure {
  const online = typeof navigator === 'undefined' ? true : navigator.onLine;
  const origin = { contentType, apiBase: absoluteApiRoot(context.apiBase) };
  const tr = i18n.getFixedT(context.lang, 'core');
  const t: Translate = (key, values) => (values ? tr(key, values) : tr(key));
  const reaction = classifyError(status, body, online, t, origin);
  // Only the session the call was made with is cleared: a late answer to an old call must not
  // end a session that was started (or handed over) in the meantime.
  if (reaction.kind === 'silent-clear') {
    if (context.sessionAtCall && sessionStore.getState().sessionId === context.sessionAtCall) session.clear();
  }
  else if (reaction.kind === 'reconnect') feedback.openReconnect(reaction.text);
  else if (context.notify) feedback.snack(reaction.text, 'error');
  return new ApiFailure(status, reaction, retryAfter);
}

/** The headers every call carries: the session (and single-sign-on claim) and the language. */
export function callHeaders(lang: Language): Record<string, string> {
  const { sessionId: id, ssoSubject } = sessionStore.getState();
  const headers: Record<string, string> = { 'Accept-Language': lang };
  if (id) headers[SESSION_HEADER] = id;
  if (id && ssoSubject) headers[SSO_CLAIM_HEADER] = ssoSubject;
  return headers;
}

/**
 * Runs a call; on failure applies the catalogue (snackbar, reconnect, silent logout) and throws
 * ApiFailure. Every answer but a 204 must be JSON: one that is not (a host page's HTML, an empty
 * body) fails like an error answer, with the catalogue's text for answers that are not the API's.
 */
export async function call<T>(client: Http, path: string, options: CallOptions = {}, lang: Language = 'sv'): Promise<T> {
  const { notify = true, ...kyOptions } = options;
  const context = { apiBase: apiRoots.get(client) ?? DEFAULT_API_BASE, lang, notify, sessionAtCall: sessionStore.getState().sessionId };
  const fail = (status: number | null, body: unknown, contentType: string | null, retryAfter: number | null = null): ApiFailure => failureOf(status, body, contentType, context, retryAfter);
  let response: Response;
  try {
    response = await client(path, kyOptions);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // ky 2 has already read the body into error.data (parsed JSON, or text; undefined when empty or unparsable)
    if (error instanceof HTTPError) throw fail(error.response.status, error.data, error.response.headers.get('Content-Type'), retryAfterOf(error.response.headers));
    throw fail(null, undefined, null);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw fail(response.status, text.trim() ? text : undefined, response.headers.get('Content-Type'));
  }
}
