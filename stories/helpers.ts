/** Helpers shared by the element stories' play functions. */
import { expect, waitFor, within } from 'storybook/test';
import { API_ROOT, SESSION_HEADER } from '../src/contract/constants.ts';
import { getTransport } from '../src/core/http/client.ts';
import { sessionStore } from '../src/core/session/store.ts';

/**
 * How long a story waits for the in-browser server. Its logins hash passwords with PBKDF2 (210,000
 * iterations) in the page, which takes seconds on a busy 2-core CI machine (a wrong-password story
 * once missed 5 s there, and 15 s once with other work on the machine); the test's own limit is 60 s.
 */
export const TIMEOUT = { timeout: 25_000 };

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

/** A request that never answers: the spinner (a status), still there a moment later. */
export async function expectStillLoading(ui: Queries): Promise<void> {
  const spinner = await ui.findByText('Laddar…', {}, TIMEOUT);
  await expect(spinner).toHaveAttribute('role', 'status');
  await new Promise((r) => setTimeout(r, 300));
  await expect(spinner).toBeVisible();
}

/** The failure card of a query the server answered 500: the area's title, the catalogue's text, a retry. */
export async function expectFailureCard(ui: Queries, title: string): Promise<HTMLElement> {
  const alert = await ui.findByRole('alert', {}, TIMEOUT);
  await expect(within(alert).getByRole('heading', { name: title })).toBeVisible();
  await expect(alert).toHaveTextContent('Servern kunde inte returnera någon data');
  await expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeVisible();
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
