/**
 * Every story talks to the reference fsp/v1 server running inside the page (server/browser.ts):
 * the HTTP client's transport is swapped for the in-page app, so stories show what the real API
 * answers, with no network and no fixture data. Per story:
 * - `parameters.persona`: who is logged in (default the prescriber); `null` means no session.
 * - `parameters.staleSession`: hand over a well-formed id the server does not know (its 401).
 * - `parameters.api`: how the "network" misbehaves: `delay` ('forever' keeps a request pending,
 *   a number waits that many ms), `status` (path substring -> status answered instead, with
 *   the server's error body) and `foreign` (paths under this prefix are answered by some other
 *   server, as a host page's own server answers an element whose api-base it forgot: an HTML 404).
 * Session, the query cache and snackbar/reconnect state are reset between stories. Stories of
 * standalone pages get the one query cache as the standalone gives it (elements have their own).
 */
import type { Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { errorText, langOf } from '../server/errors.ts';
import { getTransport, setTransport } from '../src/core/http/client.ts';
import { loadTexts } from '../src/core/i18n/index.ts';
import { queryClient } from '../src/core/http/query.ts';
import { session } from '../src/core/session/store.ts';
import { feedbackStore } from '../src/core/ui/feedback.ts';

export type ApiBehaviour = {
  /** 'forever': requests never answer (the loading state); a number: answer after that many ms. */
  delay?: 'forever' | number;
  /** Requests whose path and query contain the key answer this status instead of the server's. */
  status?: Record<string, number>;
  /** Requests whose path starts with this answer what another web server would: an HTML 404 page. */
  foreign?: string;
};

export type ServerParameters = {
  api?: ApiBehaviour;
  /** Username of a seeded persona; null: nobody is logged in. */
  persona?: string | null;
  /** Adopt an id the server does not know, as after an expired session. */
  staleSession?: boolean;
};

export const DEFAULT_PERSONA = 'forskrivare@example.org';

/** The in-page server, loaded on first use (PGlite and the seed stay out of Storybook's main chunk). */
let serverStarted = false;
async function server() {
  const { startBrowserServer } = await import('../server/browser.ts');
  serverStarted = true;
  return startBrowserServer();
}

/** Set by each story file's beforeAll: its first story resets the server before it starts. */
let fileStarting = false;

/**
 * Where the server was started already (the test run keeps one page for all story files, vitest.config.ts
 * `isolate: false`), the seeded world again: each file starts from it, as with a page of its own.
 */
async function resetServer() {
  if (!serverStarted) return;
  const { resetBrowserServer } = await import('../server/browser.ts');
  await resetBrowserServer();
}

let behaviour: ApiBehaviour = {};
/** Ends requests held by `delay` when their story ends, so they never answer into the next one. */
const pending = new Set<() => void>();

function abortError(): DOMException {
  return new DOMException('The story ended', 'AbortError');
}

function hold(ms: number | 'forever', signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const end = () => {
      pending.delete(end);
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = ms === 'forever' ? undefined : setTimeout(() => {
      pending.delete(end);
      resolve();
    }, ms);
    pending.add(end);
    signal.addEventListener('abort', end, { once: true });
  });
}

/** The answer a failing server gives: `{ error: { code, errorMessage } }`. */
function failure(status: number, request: Request): Response {
  const lang = langOf(request.headers.get('Accept-Language') ?? undefined);
  const code = status === 401 ? 'OTSS000' : status === 404 ? 'NOT_FOUND' : 'INTERNAL';
  return Response.json({ error: { code, errorMessage: errorText(code, lang) } }, { status });
}

async function transport(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input instanceof Request ? input : new URL(input instanceof URL ? input.href : input, location.href), init);
  const { delay, status, foreign } = behaviour;
  if (delay !== undefined) await hold(delay, request.signal);
  const url = new URL(request.url);
  if (foreign && url.pathname.startsWith(foreign)) {
    return new Response('<!doctype html><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>', { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }
  const where = url.pathname + url.search;
  const forced = Object.entries(status ?? {}).find(([part]) => where.includes(part));
  if (forced) return failure(forced[1], request);
  return (await server()).fetch(request);
}

setTransport(transport);

/**
 * The story's calls, ended with the story. A call a story leaves unanswered (a request its own
 * transport holds for ever, to show a loading state) would otherwise time out 30 s later in the
 * HTTP client, in whichever story then runs in the page, and open the reconnect dialog there. So
 * the story's outermost transport (put on top of the stories' own, see the decorator) ends every
 * call still waiting when the story ends, as leaving the page would; after that it passes calls on.
 */
type Transport = typeof fetch;
let endStoryCalls: (() => void) | null = null;

function guardStoryCalls(): void {
  if (endStoryCalls) return;
  const inner = getTransport();
  const ended = new AbortController();
  const guarded: Transport = (input, init) => {
    if (ended.signal.aborted) return inner(input, init);
    return new Promise<Response>((resolve, reject) => {
      const end = () => reject(abortError());
      ended.signal.addEventListener('abort', end, { once: true });
      inner(input, init).then(resolve, reject).finally(() => ended.signal.removeEventListener('abort', end));
    });
  };
  setTransport(guarded);
  endStoryCalls = () => {
    ended.abort();
    if (getTransport() === guarded) setTransport(inner);
  };
}

/** The Navigation API's navigate event, as far as the guard below reads it (TypeScript's DOM library has no types for it yet). */
type NavigateEventLike = Event & { readonly navigationType: string; readonly destination: { readonly sameDocument: boolean } };

/**
 * The test run keeps one page for all story files (vitest.config.ts `isolate: false`), so a story
 * frame must never be left: an element doing what it does in a page (location.assign to a route
 * its host did not take, the BankID app link, the login token's landing page, the reconnect
 * dialog's reload) would reload the frame under the next story file. Leaving or reloading the
 * document is refused there, as a host that stays on
 * its page would; moves within it (history.pushState) go on, and the stories read the moves from
 * the elements' fsp-navigate events. Storybook's own viewer is left as it is.
 */
if (import.meta.env.MODE === 'test') {
  const navigation = (globalThis as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    const navigate = event as NavigateEventLike;
    if (navigate.cancelable && !navigate.destination.sameDocument) navigate.preventDefault();
  });
}

function reset(): void {
  endStoryCalls?.();
  endStoryCalls = null;
  for (const end of [...pending]) end();
  behaviour = {};
  session.clear(); // also drops the session's queries
  queryClient.clear(); // and the public ones: every story starts with an empty cache
  feedbackStore.setState({ snack: null, reconnect: null });
}

const preview: Preview = {
  parameters: {
    // axe runs after every story (addon-a11y); a violation fails the test.
    a11y: { test: 'error' },
    persona: DEFAULT_PERSONA,
  },
  decorators: [
    (Story) => {
      // Rendered after every beforeEach of the story (they put the story's own transports in place).
      guardStoryCalls();
      return (
      <QueryClientProvider client={queryClient}>
        <Story />
      </QueryClientProvider>
      );
    },
  ],
  beforeAll() {
    fileStarting = true;
  },
  async beforeEach({ parameters }) {
    const { api, persona, staleSession } = parameters as ServerParameters;
    // A new file's first story: the last file's last story has been unmounted (and its cleanup,
    // `reset`, run) by now; beforeAll runs before that, so nothing of it writes into the world the
    // new file starts from.
    if (fileStarting) {
      fileStarting = false;
      await resetServer();
    }
    reset();
    // Texts load on demand, a chunk per language: an element waits for its own, but a story of a
    // standalone page or a core widget renders without an element around it, so every namespace
    // the story's modules registered is loaded in both languages first.
    await Promise.all([loadTexts('sv'), loadTexts('en')]);
    if (staleSession) session.adopt('0'.repeat(32));
    else if (persona) session.adopt(await (await server()).login(persona));
    behaviour = api ?? {};
    return reset;
  },
};

export default preview;
