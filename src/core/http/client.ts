/**
 * The one HTTP client: ky with the session and language headers, and the error catalogue applied
 * in one place. Storybook swaps the transport (setTransport) to run the reference API in-page.
 */
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { SESSION_HEADER, SSO_CLAIM_HEADER } from '../../contract/constants.ts';
import { i18n, type Language } from '../i18n/index.ts';
import { session, sessionStore } from '../session/store.ts';
import { feedback } from '../ui/feedback.ts';
import { classifyError, type ErrorReaction } from './errors.ts';

type Transport = typeof fetch;
let transport: Transport = (input, init) => globalThis.fetch(input, init);

/** Replaces the network (Storybook runs the reference API inside the page). */
export function setTransport(fn: Transport): void {
  transport = fn;
}
export function getTransport(): Transport {
  return transport;
}

/** A failed call, after the catalogue's reaction was applied. */
export class ApiFailure extends Error {
  readonly status: number | null;
  readonly reaction: ErrorReaction;
  constructor(status: number | null, reaction: ErrorReaction) {
    super(reaction.kind === 'silent-clear' ? reaction.code : reaction.text);
    this.name = 'ApiFailure';
    this.status = status;
    this.reaction = reaction;
  }
}

export type Http = KyInstance;

const clients = new Map<string, Http>();

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
            const { sessionId: id, ssoSubject } = sessionStore.getState();
            if (id) request.headers.set(SESSION_HEADER, id);
            if (id && ssoSubject) request.headers.set(SSO_CLAIM_HEADER, ssoSubject);
            request.headers.set('Accept-Language', lang);
          },
        ],
      },
    });
    clients.set(key, client);
  }
  return client;
}

export type CallOptions = Options & {
  /** Set false where the caller shows the message itself (it still gets the reaction). */
  notify?: boolean;
};

/** Runs a call; on failure applies the catalogue (snackbar, reconnect, silent logout) and throws ApiFailure. */
export async function call<T>(client: Http, path: string, options: CallOptions = {}, lang: Language = 'sv'): Promise<T> {
  const { notify = true, ...kyOptions } = options;
  const sessionAtCall = sessionStore.getState().sessionId;
  let response: Response;
  try {
    response = await client(path, kyOptions);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const status = error instanceof HTTPError ? error.response.status : null;
    // ky 2 has already read the body into error.data (parsed JSON, or text)
    const body: unknown = error instanceof HTTPError ? error.data : undefined;
    const online = typeof navigator === 'undefined' ? true : navigator.onLine;
    const reaction = classifyError(status, body, online, i18n.getFixedT(lang, 'core'));
    // Only the session the call was made with is cleared: a late answer to an old call must not
    // end a session that was started (or handed over) in the meantime.
    if (reaction.kind === 'silent-clear') {
      if (sessionAtCall && sessionStore.getState().sessionId === sessionAtCall) session.clear();
    }
    else if (reaction.kind === 'reconnect') feedback.openReconnect(reaction.text);
    else if (notify) feedback.snack(reaction.text, 'error');
    throw new ApiFailure(status, reaction);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
