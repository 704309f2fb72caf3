/**
 * Elements in a host page, in Chromium: the reconnect dialog an element owns names the support
 * address of its API root's public configuration (fetched once when the element's feedback host
 * takes over, before anything fails), and an answer that is not the API's (the host page's own
 * HTML) shows the catalogue's text naming the API root, never the page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import { defineElement } from '../../src/core/element/define.tsx';
import { getTransport, setTransport } from '../../src/core/http/client.ts';
import { apiFor, PUBLIC_KEY, queryClient } from '../../src/core/http/query.ts';
import { session } from '../../src/core/session/store.ts';
import { feedbackStore, page } from '../../src/core/ui/feedback.ts';

const TAG = 'fsp-test-host-feedback';
defineElement({ tag: TAG, attributes: {}, component: () => <p>probe</p>, css: '' });

const API = 'http://portal.example/rs';
const SUPPORT = 'hjalp@portal.example';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const html = (status: number) =>
  new Response('<!DOCTYPE html><html><head><title>Not Found</title></head><body><h1>Sidan finns inte</h1></body></html>', {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });

/** How long to wait for an element's effects: the browser tests run beside others on 2 cores. */
const WAIT = { timeout: 5000 };

type Call = { url: string; session: string | null };
let calls: Call[];
let answer: (url: string) => Promise<Response>;
const original = getTransport();
const reload = page.reload;

beforeEach(() => {
  calls = [];
  setTransport((input, init) => {
    const request = new Request(input, init);
    calls.push({ url: request.url, session: request.headers.get(SESSION_HEADER) });
    return answer(request.url);
  });
  page.reload = vi.fn();
  session.adopt('0123456789abcdef0123456789abcdef');
});

afterEach(async () => {
  feedbackStore.setState({ snack: null, reconnect: null });
  document.body.replaceChildren();
  // The elements unmount a microtask later, one after the other: while the first goes, the next
  // one's feedback host takes over and asks for the configuration. Let them all go before the
  // transport and the configuration are reset, or that late request outlives the reset and answers
  // the next test's element.
  await new Promise((resolve) => setTimeout(resolve, 0));
  setTransport(original);
  page.reload = reload;
  queryClient.removeQueries({ queryKey: [PUBLIC_KEY] });
  feedbackStore.setState({ snack: null, reconnect: null });
  session.clear();
});

function element(attributes: Record<string, string> = {}): HTMLElement {
  const el = document.createElement(TAG);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

/** The open dialog in an element's shadow root. */
function dialogOf(el: HTMLElement): Promise<HTMLDialogElement> {
  return vi.waitFor(() => {
    const d = el.shadowRoot?.querySelector('dialog');
    if (!d?.open) throw new Error('dialog not open');
    return d;
  }, WAIT);
}

const configurationCalls = () => calls.filter((c) => c.url === `${API}/configuration`);

describe('the reconnect dialog of elements in a host page', () => {
  it('names the support address of the configuration, fetched once for every element of the API root before anything fails', async () => {
    answer = (url) =>
      url === `${API}/configuration`
        ? Promise.resolve(json(200, { contact: { supportEmail: SUPPORT, organisation: 'Hjälpmedelscentralen' } }))
        : Promise.reject(new TypeError('Failed to fetch'));
    const first = element({ 'api-base': API, lang: 'sv' });
    element({ 'api-base': API, lang: 'sv' });
    await vi.waitFor(() => expect(configurationCalls()).toHaveLength(1), WAIT);
    // Public: no session travels with it.
    expect(configurationCalls()[0]?.session).toBeNull();

    await expect(apiFor(API, 'sv')('get', 'fsp/v1/customers')).rejects.toThrow();
    const dialog = await dialogOf(first);
    expect(dialog.textContent).toContain('Det gick inte att nå servern.');
    expect(dialog.textContent).toContain(`Kontakta ${SUPPORT} om problemet kvarstår.`);
    expect(configurationCalls()).toHaveLength(1);
  });

  it('a configuration that fails is silent: no snackbar, no dialog, and the dialog later goes without an address', async () => {
    let down = false;
    answer = (url) => (down ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(url.endsWith('/configuration') ? html(404) : json(200, {})));
    const el = element({ 'api-base': API, lang: 'en' });
    await vi.waitFor(() => expect(configurationCalls()).toHaveLength(1), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(feedbackStore.getState()).toMatchObject({ snack: null, reconnect: null });

    down = true;
    await expect(apiFor(API, 'en')('get', 'fsp/v1/customers')).rejects.toThrow();
    const dialog = await dialogOf(el);
    expect(dialog.textContent).toContain('The server could not be reached.');
    expect(dialog.textContent).not.toContain('Contact');
  });
});

describe('an answer that is not the API\'s', () => {
  it('the host page\'s HTML 404 (api-base forgotten): the text naming the absolute API root, never the page', async () => {
    answer = () => Promise.resolve(html(404));
    const el = element({ lang: 'sv' });
    await expect(apiFor('/rs', 'sv')('get', 'fsp/v1/customers')).rejects.toMatchObject({
      status: 404,
      reaction: { kind: 'unexpected-answer', text: `Portalens tjänst på ${location.origin}/rs svarade inte som förväntat.` },
    });
    const snackbar = await vi.waitFor(() => {
      const s = el.shadowRoot?.querySelector('.fsp-snackbar');
      if (!s) throw new Error('no snackbar');
      return s;
    }, WAIT);
    expect(snackbar.textContent).toContain(`${location.origin}/rs`);
    expect(snackbar.textContent).not.toContain('Sidan finns inte');
  });

  it('an HTML 200 (a single-page app\'s fallback) fails like an error answer instead of a JSON parse error', async () => {
    answer = () => Promise.resolve(html(200));
    await expect(apiFor(API, 'en')('get', 'fsp/v1/customers')).rejects.toMatchObject({
      status: 200,
      reaction: { kind: 'unexpected-answer', text: `The portal's service did not answer as expected at ${API}.` },
    });
    expect(feedbackStore.getState().snack?.text).toBe(`The portal's service did not answer as expected at ${API}.`);
  });

  it('the API\'s JSON and a 204 still pass', async () => {
    answer = (url) => Promise.resolve(url.endsWith('/user/location') ? new Response(null, { status: 204 }) : json(200, { page: [], count: 0 }));
    await expect(apiFor(API, 'sv')('get', 'fsp/v1/customers')).resolves.toEqual({ page: [], count: 0 });
    await expect(apiFor(API, 'sv')('put', 'fsp/v1/user/location', { json: { facilityId: 1 } })).resolves.toBeUndefined();
  });
});
