/** Helpers shared by the element stories' play functions. */
import { expect, waitFor, within } from 'storybook/test';
import { API_ROOT, SESSION_HEADER } from '../src/contract/constants.ts';
import type { Delivery } from '../src/contract/orders.ts';
import { getTransport, setTransport } from '../src/core/http/client.ts';
import { queryClient } from '../src/core/http/query.ts';
import { sessionStore } from '../src/core/session/store.ts';

/**
 * How long a story waits for the in-browser server. Its logins hash passwords with PBKDF2 (210,000
 * iterations) in the page, which takes seconds on a busy 2-core CI machine (a wrong-password story
 * once missed 5 s there, and 15 s once with other work on the machine); the test's own limit is 60 s.
 */
export const TIMEOUT = { timeout: 25_000 };

/** The bytes of a 1×1 PNG (the server checks a file's content, not its name). */
export const PNG_1X1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/**
 * An fsp element's shadow content, once rendered: the host, the `.fsp-root` inside its shadow
 * root, the element's own section (`[part=container]`, without the page-wide snackbar region
 * beside it), and Testing Library queries scoped to the root.
 */
export async function renderedElement(canvasElement: HTMLElement, tag: `fsp-${string}`) {
  const host = canvasElement.querySelector<HTMLElement>(tag);
  return waitFor(() => {
    const root = host?.shadowRoot?.querySelector<HTMLElement>('.fsp-root');
    const section = root?.querySelector<HTMLElement>('[part=container]');
    if (!host || !root || !section) throw new Error(`<${tag}> did not render into its shadow root`);
    return { host, root, section, ui: within(root) };
  }, TIMEOUT);
}

type Queries = Awaited<ReturnType<typeof renderedElement>>['ui'];

/**
 * Nothing of `root` loading, and still so a moment later: no query fetching, nothing
 * `[aria-busy=true]`. A list dims its stale rows (aria-busy) only 200 ms into a refetch, and the
 * refetch a change starts begins a render after the change, so one look can pass just before the
 * dimming: the look is repeated 250 ms later. Before the axe check of a story that ends with a
 * refetch, so axe reads the new rows at full contrast, not the dimmed old ones.
 */
export async function settled(root: HTMLElement): Promise<void> {
  const idle = () => queryClient.isFetching() === 0 && !root.querySelector('[aria-busy=true]');
  for (let round = 0; round < 20; round += 1) {
    await waitFor(() => {
      if (!idle()) throw new Error('still loading');
    }, TIMEOUT);
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (idle()) return;
  }
  throw new Error('never settled');
}

/** A request that never answers: the spinner (a status), still there a moment later. */
export async function expectStillLoading(ui: Queries): Promise<void> {
  const spinner = await ui.findByText('Laddar…', {}, TIMEOUT);
  await expect(spinner).toHaveAttribute('role', 'status');
  await new Promise((r) => setTimeout(r, 300));
  await expect(spinner).toBeVisible();
}

/** The catalogue's text for a call the server answered 500 (SERVER_ERROR). */
const SERVER_ERROR = 'Servern kunde inte returnera någon data';

/** The failure card of a query the server answered 500: the area's title, the catalogue's text, a retry. */
export async function expectFailureCard(ui: Queries, title: string): Promise<HTMLElement> {
  const alert = await ui.findByRole('alert', {}, TIMEOUT);
  await expect(within(alert).getByRole('heading', { name: title })).toBeVisible();
  await expect(alert).toHaveTextContent(SERVER_ERROR);
  await expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeVisible();
  return alert;
}

/** An action the server answered 500: an alert saying `text` (what failed) and the catalogue's text. */
export async function expectFailureAlert(ui: Queries, text: string): Promise<HTMLElement> {
  const alert = await ui.findByRole('alert', {}, TIMEOUT);
  await expect(alert).toHaveTextContent(text);
  await expect(alert).toHaveTextContent(SERVER_ERROR);
  return alert;
}

/** No session (none handed over, or it expired): "not logged in" with the area's text, no call made. */
export async function expectNotLoggedIn(ui: Queries, text?: string): Promise<HTMLElement> {
  const alert = await ui.findByRole('alert', {}, TIMEOUT);
  await expect(within(alert).getByRole('heading', { name: 'Du är inte inloggad' })).toBeVisible();
  if (text) await expect(alert).toHaveTextContent(text);
  return alert;
}

/** The two widths every screen is looked at (375 px phone, 1366 px desktop), as a meta's `parameters.viewport`. */
export const VIEWPORTS = {
  options: {
    phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
    desktop1366: { name: 'Desktop 1366', styles: { width: '1366px', height: '900px' }, type: 'desktop' },
  },
} as const;

/**
 * A call to the in-page server with the story's session, through the same transport as the
 * elements' (so a story's `parameters.api` behaviour applies): a story's setup makes its data.
 */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const id = sessionStore.getState().sessionId;
  if (!id) throw new Error('no session');
  const headers: Record<string, string> = { [SESSION_HEADER]: id, 'Accept-Language': 'sv' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await getTransport()(`${API_ROOT}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The paths of the `fsp-navigate` events from the story's element, in order; each prevented with `prevent` (as a host that routes does). */
export function navigations(canvasElement: HTMLElement, prevent = false): string[] {
  const paths: string[] = [];
  canvasElement.addEventListener('fsp-navigate', (e) => {
    if (prevent) e.preventDefault();
    paths.push(e.detail.path);
  });
  return paths;
}

type Answer = (request: { method: string; url: URL; original: () => Promise<Response>; signal: AbortSignal | null | undefined }) => Promise<Response> | null;

/**
 * Replaces the answers to calls this story cares about (a beforeEach); `answer` returns null to let
 * a call through to the in-page server. Restored when the story ends.
 */
export function intercept(answer: Answer) {
  return () => {
    const original = getTransport();
    setTransport((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const replaced = answer({ method, url, original: () => original(input, init), signal: init?.signal });
      return replaced ?? original(input, init);
    });
    return () => setTransport(original);
  };
}

/** A request that is never answered (until the story ends and aborts it). */
export function never(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('The story ended', 'AbortError')), { once: true }));
}

/** An error answer of the API: `{ error: { code, errorMessage } }`. */
export function apiError(status: number, code: string, errorMessage: string): Promise<Response> {
  return Promise.resolve(Response.json({ error: { code, errorMessage } }, { status }));
}

/** Records `METHOD /path` of every call (a beforeEach), for stories that check what was (not) sent. */
export function recordCalls() {
  const calls: string[] = [];
  return {
    calls,
    install: intercept(({ method, url }) => {
      calls.push(`${method} ${url.pathname}`);
      return null;
    }),
  };
}

/**
 * The first cell's text of each row of a core Table named by one of `captions` (a language each),
 * once there are `count` rows and they are not a previous page's kept while the next loads.
 */
export async function shownRows(ui: Queries, captions: readonly string[], count: number): Promise<string[]> {
  return waitFor(() => {
    const table = captions.map((name) => ui.queryByRole('table', { name })).find((found) => found !== null) ?? null;
    const rows = table ? [...table.querySelectorAll('tbody tr')] : [];
    if (rows.length !== count || table?.closest('[aria-busy=true]')) throw new Error(`${rows.length} rows, not ${count}`);
    return rows.map((r) => r.querySelector('td')?.textContent ?? '');
  }, TIMEOUT);
}

/** The cell of a core Table's row under a column (by the header it repeats as data-label). */
export function cell(row: HTMLElement, header: string): HTMLElement {
  const found = row.querySelector<HTMLElement>(`td[data-label="${header}"]`);
  if (!found) throw new Error(`no ${header} cell`);
  return found;
}

/**
 * An order line's delivery as the wizards' delivery step sets it: the receiver's first address and
 * contact, and delivery method 1 (Ordinarie leverans) where the line asks for one, or always with `method`.
 */
export async function deliver(order: number, content: number, options: { method?: boolean } = {}): Promise<void> {
  const path = `/fsp/v1/web-orders/${order}/content/${content}/delivery`;
  const delivery = await api<Delivery>('GET', path);
  const [address] = delivery.addresses;
  const [contact] = delivery.contacts;
  if (!address || !contact) throw new Error('the receiver has no address or contact');
  await api('PUT', path, {
    address: { id: address.id, type: address.type },
    contact: { id: contact.id, type: contact.type },
    ...(options.method || delivery.deliveryMethodRequired ? { deliveryMethod: { id: 1 } } : {}),
  });
}
