/**
 * In Chromium: embedded mode's route matching, its session kept apart from the main one, and what
 * the embedded app and the main app's gate show, against a scripted transport.
 */
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getTransport, setTransport } from '../../src/core/http/client.ts';
import { session } from '../../src/core/session/store.ts';
import { feedback, feedbackStore } from '../../src/core/ui/feedback.ts';
import { cartPathOf, EMBEDDED_ROUTES, EmbeddedApp, embeddedPathOf, embeddedRouteOf, embeddedRouter, embeddedSessionGate, type EmbeddedRoute } from '../../src/standalone/embedded.tsx';
import { FspTag } from '../../src/standalone/fsp-element.tsx';
import { messagesTarget } from '../../src/standalone/route-table.ts';
import { EMBEDDED_SESSION_KEY, startEmbeddedSession } from '../../src/standalone/embedded-session.ts';
import { isEmbeddedPath, navigate } from '../../src/standalone/router.ts';
import '../../src/standalone/texts.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MAIN = '0123456789abcdef0123456789abcdef';
const REMEMBERED = '11111111111111111111111111111111';
const EMBEDDED = 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const OLDER = 'dddddddddddddddddddddddddddddddd';

const APP_DATA = {
  currentOrder: null,
  user: {
    username: 'tekniker@example.org',
    address: { addressRow1: '', addressRow2: '', postalNo: '', city: '', country: '', description: '' },
    company: { id: 1, description: 'HMC' },
    facility: null,
    information: { id: 3, firstName: 'Tove', surname: 'Tekniker', phoneNo: '', email: '', referenceId: '' },
  },
  flags: {},
  applications: [{ id: 'FSP' }],
  authorizations: [],
  accessMessage: null,
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Seen = { method: string; path: string; session: string | null; body: unknown };

/** A scripted server: tokens open EMBEDDED; app data and the kind for EMBEDDED only; the rest 401 OTSS000. */
function scriptedServer(options: { revoked?: boolean; expired?: boolean } = {}) {
  const seen: Seen[] = [];
  setTransport(async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url, location.href).pathname;
    const sessionId = request.headers.get('X-Session-Id');
    const body: unknown = request.method === 'POST' ? await request.json() : undefined;
    seen.push({ method: request.method, path, session: sessionId, body });
    if (path === '/rs/authentication' && request.method === 'POST') {
      return options.revoked ? json(401, { error: { code: 'token.is.revoked', errorMessage: 'Inloggningen är inte längre giltig.' } }) : json(200, { id: EMBEDDED });
    }
    if (path === '/rs/configuration') return json(500, { error: { code: 'INTERNAL', errorMessage: 'not scripted' } });
    if (sessionId !== EMBEDDED || options.expired) return json(401, { error: { code: 'OTSS000', errorMessage: 'expired' } });
    if (path === '/rs/authentication') return json(200, APP_DATA);
    if (path === '/rs/sessions/current') return json(200, { kind: 'embedded' });
    return json(403, { error: { code: 'FORBIDDEN', errorMessage: 'no' } });
  });
  return seen;
}

const original = getTransport();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.clear();
  // The main session of this tab, and a remembered one: an embedded page must leave both alone.
  sessionStorage.setItem('fsp.session', MAIN);
  localStorage.setItem('fsp.session', REMEMBERED);
});

afterEach(() => {
  setTransport(original);
  feedback.dismiss();
  feedbackStore.setState({ reconnect: null });
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the embedded routes', () => {
  it('an embedded path is /embedded or below it, nothing else', () => {
    expect(isEmbeddedPath('/embedded')).toBe(true);
    expect(isEmbeddedPath('/embedded/')).toBe(true);
    expect(isEmbeddedPath('/embedded/messages/inbox')).toBe(true);
    expect(isEmbeddedPath('/embeddedx')).toBe(false);
    expect(isEmbeddedPath('/documents')).toBe(false);
    expect(isEmbeddedPath('/')).toBe(false);
    expect(isEmbeddedPath('/x/embedded/messages')).toBe(false);
  });

  it('messages, products, the product and work wizards, the cart they lead to, my fittings and one fitting are the embedded areas: their paths are found, others not', () => {
    expect(EMBEDDED_ROUTES.map((r) => r.name)).toEqual(['messages', 'products', 'product', 'myFittings', 'orderProducts', 'orderWork', 'cart', 'orderSent', 'fitting']);
    expect(embeddedRouteOf('/embedded/orders/1/cart')?.route.tag).toBe('fsp-cart');
    expect(embeddedRouteOf('/embedded/my-myloc/fittings')?.route.tag).toBe('fsp-fittings');
    expect(embeddedRouteOf('/embedded/my-myloc/fittings')?.route.attributes({}, new URLSearchParams('role=admin&status=waiting&page=2'))).toEqual({ admin: 'true', status: 'waiting', page: '2' });
    expect(embeddedRouteOf('/embedded/my-myloc/fittings/3/calendar')?.route.tag).toBe('fsp-fitting');
    expect(embeddedRouteOf('/embedded/orders/1/products/2')?.route.tag).toBe('fsp-order-wizard');
    expect(embeddedRouteOf('/embedded/orders/1/products/2')?.route.attributes({ order: '1', content: '2' }, new URLSearchParams(), { step: 3 })).toEqual({ type: 'products', order: '1', content: '2', step: '3', parent: undefined, fitting: undefined, embedded: 'true' });
    // The product wizard without a line only for a referenced order (a new line ordered from a fitting).
    const products = embeddedRouteOf('/embedded/orders/1/products')?.route;
    expect(products?.attributes({ order: '1' }, new URLSearchParams(), {})).toBeNull();
    expect(products?.attributes({ order: '1' }, new URLSearchParams('parent=40&fitting=3'), {})).toEqual({ type: 'products', order: '1', content: undefined, step: undefined, parent: '40', fitting: '3', embedded: 'true' });
    // The work wizard: a new line, or one being made.
    expect(embeddedRouteOf('/embedded/orders/1/work')?.route.attributes({ order: '1' }, new URLSearchParams(), {})).toMatchObject({ type: 'work', order: '1', content: undefined, embedded: 'true' });
    expect(embeddedRouteOf('/embedded/orders/1/work/2')?.route.attributes({ order: '1', content: '2' }, new URLSearchParams('contentid=2'), { step: 2 })).toMatchObject({ type: 'work', content: '2', step: '2' });
    expect(embeddedRouteOf('/embedded/messages')?.route.tag).toBe('fsp-messages');
    expect(embeddedRouteOf('/embedded/messages/sent/12')?.params).toEqual({ folder: 'sent', message: '12' });
    expect(embeddedRouteOf('/embedded/products')?.route.tag).toBe('fsp-product-catalogue');
    expect(embeddedRouteOf('/embedded/products/12')?.route.tag).toBe('fsp-product');
    expect(embeddedRouteOf('/embedded/products/12')?.params).toEqual({ product: '12' });
    for (const path of ['/embedded', '/embedded/products/12/x', '/embedded/orders/1', '/embedded/orders/1/functions', '/messages/inbox', '/products']) {
      expect(embeddedRouteOf(path), path).toBeNull();
    }
  });

  it("the products routes: the catalogue's attributes from its query, a product with its storage and way back; a bad id is not found", () => {
    const catalogue = EMBEDDED_ROUTES.find((r) => r.name === 'products');
    const product = EMBEDDED_ROUTES.find((r) => r.name === 'product');
    if (!catalogue || !product) throw new Error('no products routes');
    expect(catalogue.attributes({}, new URLSearchParams('q=rollator&itemClasses=4,1,x&includeNotOrderable=true&pageSize=52&storage=3'))).toEqual({
      q: 'rollator',
      facilities: undefined,
      'base-storages': undefined,
      'item-classes': '1,4',
      'iso-codes': undefined,
      suppliers: undefined,
      'product-statuses': undefined,
      'include-not-orderable': 'true',
      page: undefined,
      'page-size': '52',
      storage: '3',
    });
    expect(product.attributes({ product: '7' }, new URLSearchParams('storage=3&from=%2Fproducts%3Fq%3Drollator'))).toEqual({ product: '7', storage: '3', from: '/products?q=rollator' });
    expect(product.attributes({ product: '7' }, new URLSearchParams('storage=x&from=https%3A%2F%2Fevil.example'))).toEqual({ product: '7', storage: undefined, from: undefined });
    expect(product.attributes({ product: '0' }, new URLSearchParams())).toBeNull();
    expect(embeddedPathOf('/products/7?storage=3')).toBe('/embedded/products/7?storage=3');
  });

  it('the messages route: /embedded/messages goes to the inbox, a folder and a message show, the rest is not found', () => {
    const messages = EMBEDDED_ROUTES.find((r) => r.name === 'messages');
    if (!messages) throw new Error('no messages route');
    const q = new URLSearchParams('q=rollator&filter=unread');
    expect(messages.redirect?.({}, q)).toBe('/embedded/messages/inbox?q=rollator&filter=unread');
    expect(messages.redirect?.({ folder: 'sent' }, q)).toBeNull();
    expect(messages.attributes({ folder: 'all', message: '7' }, q)).toEqual({ folder: 'all', message: '7', q: 'rollator', filter: 'unread' });
    expect(messages.attributes({ folder: 'trash' }, q)).toBeNull();
    expect(messages.attributes({ folder: 'inbox', message: 'x' }, q)).toBeNull();
    expect(messagesTarget({}, new URLSearchParams())).toEqual({ kind: 'redirect', to: '/messages/inbox' });
    // The messages a page (spec 1 §9): 25 or 50 given to the element, anything else left to its 10.
    expect(messagesTarget({ folder: 'sent' }, new URLSearchParams('pageSize=25'))).toMatchObject({ kind: 'show', attributes: { folder: 'sent', 'page-size': '25' } });
    expect(messagesTarget({ folder: 'sent' }, new URLSearchParams('pageSize=24'))).toMatchObject({ kind: 'show', attributes: { 'page-size': undefined } });
    expect(messagesTarget({}, new URLSearchParams('pageSize=50'), '/embedded')).toEqual({ kind: 'redirect', to: '/embedded/messages/inbox?pageSize=50' });
    expect(messagesTarget({ folder: 'inbox', message: '0' }, new URLSearchParams())).toEqual({ kind: 'notFound' });
    // A message id is an id of the contract, as every other path's (at most 2^31 - 1, no leading zero).
    for (const message of ['2147483648', '07']) expect(messagesTarget({ folder: 'inbox', message }, new URLSearchParams()), message).toEqual({ kind: 'notFound' });
  });

  it("an element's navigation goes to its embedded twin where there is one", () => {
    expect(embeddedPathOf('/messages/sent/12?q=a')).toBe('/embedded/messages/sent/12?q=a');
    expect(embeddedPathOf('/embedded/messages/all')).toBe('/embedded/messages/all');
    // no embedded twin: the path as it is (the not-allowed page)
    expect(embeddedPathOf('/documents/2')).toBe('/documents/2');
  });

  it("the embedded cart (issue 37): told `embedded`; its moves to twins as any element's, the start page (after deleting its order) left to it", () => {
    for (const name of ['cart', 'orderSent']) {
      const route = EMBEDDED_ROUTES.find((r) => r.name === name);
      expect(route?.pathFor, name).toBe(cartPathOf);
    }
    expect(embeddedRouteOf('/embedded/orders/7/cart')?.route.attributes({ order: '7' }, new URLSearchParams('draft=true'))).toMatchObject({ order: '7', draft: 'true', embedded: 'true' });
    expect(embeddedRouteOf('/embedded/order-sent')?.route.attributes({}, new URLSearchParams('order=7'))).toMatchObject({ order: '7', view: 'sent', embedded: 'true' });
    expect(cartPathOf('/')).toBeNull();
    expect(cartPathOf('/?x=1')).toBeNull();
    expect(cartPathOf('/products')).toBe('/embedded/products');
    expect(cartPathOf('/orders/7/cart?draft=true')).toBe('/embedded/orders/7/cart?draft=true');
    expect(cartPathOf('/orders/7/products/9?contentid=9')).toBe('/embedded/orders/7/products/9?contentid=9');
    expect(cartPathOf('/order-sent?order=7')).toBe('/embedded/order-sent?order=7');
    // No twin (an element's link the cart does not show under /embedded): not allowed, as for any element.
    expect(cartPathOf('/base-storages?storage=2')).toBe('/base-storages?storage=2');
    // The other routes keep the common mapping.
    expect(EMBEDDED_ROUTES.filter((r) => r.pathFor).map((r) => r.name)).toEqual(['cart', 'orderSent']);
  });

  it('a table of embedded routes: exact and prefix matching, parameters, never outside /embedded/', () => {
    const load = () => Promise.resolve();
    const table: EmbeddedRoute[] = [
      { name: 'messages', pattern: '/embedded/messages', match: 'prefix', tag: 'fsp-messages', load, attributes: () => ({}) },
      { name: 'product', pattern: '/embedded/products/:product', match: 'exact', tag: 'fsp-products', load, attributes: (p) => ({ product: p.product }) },
      { name: 'work', pattern: '/embedded/orders/:order/work/:content?', match: 'exact', tag: 'fsp-orders', load, attributes: (p) => ({ order: p.order, content: p.content }) },
    ];
    const route = embeddedRouter(table);
    expect(route('/embedded/messages/sent')?.route.name).toBe('messages');
    expect(route('/embedded/products/42')).toMatchObject({ route: { name: 'product' }, params: { product: '42' } });
    expect(route('/embedded/products/42/x')).toBeNull();
    expect(route('/embedded/orders/7/work')).toMatchObject({ route: { name: 'work' }, params: { order: '7', content: undefined } });
    expect(route('/embedded/orders/7/work/3')?.params).toEqual({ order: '7', content: '3' });
    expect(route('/embedded/unknown')).toBeNull();
    expect(route('/messages/sent')).toBeNull();
  });
});

describe('the embedded session, apart from the main one', () => {
  it('a login token opens it: kept under its own key in this tab, the main ids untouched', async () => {
    const seen = scriptedServer();
    const appData = await startEmbeddedSession('/rs', 'sv', 'the-token');
    expect(appData?.user.username).toBe('tekniker@example.org');
    expect(seen[0]).toEqual({ method: 'POST', path: '/rs/authentication', session: null, body: { mylocLoginToken: 'the-token', persistent: false } });
    expect(seen[1]).toMatchObject({ method: 'GET', path: '/rs/authentication', session: EMBEDDED });
    expect(sessionStorage.getItem(EMBEDDED_SESSION_KEY)).toBe(EMBEDDED);
    expect(localStorage.getItem(EMBEDDED_SESSION_KEY)).toBeNull();
    expect(sessionStorage.getItem('fsp.session')).toBe(MAIN);
    expect(localStorage.getItem('fsp.session')).toBe(REMEMBERED);
    expect(session.get()).toMatchObject({ sessionId: EMBEDDED, storage: 'memory', initialized: true });
  });

  it('without a token, the kept embedded id is restored; the main ids are never read', async () => {
    sessionStorage.setItem(EMBEDDED_SESSION_KEY, EMBEDDED);
    const seen = scriptedServer();
    expect((await startEmbeddedSession('/rs', 'sv', null))?.user.username).toBe('tekniker@example.org');
    expect(seen.map((s) => s.session)).toEqual([EMBEDDED]);
  });

  it('nothing kept and no token: no session (the main one is not taken instead)', async () => {
    const seen = scriptedServer();
    expect(await startEmbeddedSession('/rs', 'sv', null)).toBeNull();
    expect(seen).toEqual([]);
    expect(session.get()).toMatchObject({ sessionId: null, initialized: true });
  });

  it('a revoked token: its text, and no session at all, not even the earlier embedded one', async () => {
    sessionStorage.setItem(EMBEDDED_SESSION_KEY, OLDER);
    scriptedServer({ revoked: true });
    expect(await startEmbeddedSession('/rs', 'sv', 'used-token')).toBeNull();
    expect(feedbackStore.getState().snack?.text).toBe('Inloggningen är inte längre giltig.');
    expect(sessionStorage.getItem(EMBEDDED_SESSION_KEY)).toBeNull();
    expect(session.get().sessionId).toBeNull();
  });

  it('when it expires its key goes', async () => {
    sessionStorage.setItem(EMBEDDED_SESSION_KEY, EMBEDDED);
    scriptedServer({ expired: true });
    expect(await startEmbeddedSession('/rs', 'sv', null)).toBeNull();
    expect(sessionStorage.getItem(EMBEDDED_SESSION_KEY)).toBeNull();
    expect(session.get().sessionId).toBeNull();
  });

  // Known gap, for the owner of src/core/session: session.clear() removes the main ids from both
  // storages whatever session ended, so an embedded session's expiry forgets the main one (and a
  // host's memory-held session does the same). Passes once clear() leaves them alone for a
  // memory-held session; then turn this into a plain `it`.
  it('when it expires the main ids stay', async () => {
    sessionStorage.setItem(EMBEDDED_SESSION_KEY, EMBEDDED);
    scriptedServer({ expired: true });
    await startEmbeddedSession('/rs', 'sv', null);
    expect(sessionStorage.getItem('fsp.session')).toBe(MAIN);
    expect(localStorage.getItem('fsp.session')).toBe(REMEMBERED);
  });
});

describe('what the apps show', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const heading = () => container.querySelector('h1')?.textContent;

  /** Lets the scripted answers arrive, inside act, until the condition holds (2 s at most). */
  async function until(condition: () => boolean) {
    for (let i = 0; i < 100 && !condition(); i++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    expect(condition()).toBe(true);
  }

  async function renderEmbedded(path: string) {
    history.replaceState(null, '', path);
    act(() => root.render(<EmbeddedApp />));
    await until(() => Boolean(container.querySelector('h1')));
  }

  it('an embedded path of no embedded area, with the embedded session: the reduced layout and not-found, the token out of the address', async () => {
    scriptedServer();
    await renderEmbedded('/embedded/orders/1?loginToken=abc&lang=en');
    expect(heading()).toBe('Page not found');
    expect(location.pathname + location.search).toBe('/embedded/orders/1?lang=en');
    expect(container.querySelector('.shell-embedded main')).not.toBeNull();
    expect(container.querySelector('header, footer, nav, .skip-link')).toBeNull();
    expect(container.querySelector('a[href="/"]')).toBeNull(); // no way out to the main portal's start page
    expect(sessionStorage.getItem(EMBEDDED_SESSION_KEY)).toBe(EMBEDDED);
    expect(localStorage.getItem('fsp.language')).toBeNull(); // the other system's language is not remembered
    act(() => session.setLanguage('sv', false));

    // Inside the page, a path outside /embedded/: not allowed.
    act(() => {
      history.pushState(null, '', '/documents');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await until(() => heading() === 'Åtkomst nekad');
    expect(container.querySelector('header, footer')).toBeNull();
  });

  it('an embedded path without a session: not authenticated, in the reduced layout', async () => {
    scriptedServer();
    await renderEmbedded('/embedded/orders/1');
    expect(heading()).toBe('Felaktig autentisering');
    expect(container.querySelector('header, footer')).toBeNull();
  });

  it('the main app: an embedded session is not allowed, a main one passes, an unknown kind waits', () => {
    const host = <span className="feedback" />;
    expect(embeddedSessionGate(false, null, host)).toBeNull();
    expect(embeddedSessionGate(true, 'main', host)).toBeNull();
    act(() => root.render(<>{embeddedSessionGate(true, null, host)}</>));
    expect(container.querySelector('.fullscreen-spinner')).not.toBeNull();
    act(() => root.render(<>{embeddedSessionGate(true, 'embedded', host)}</>));
    expect(heading()).toBe('Åtkomst nekad');
    expect(container.querySelector('.shell-embedded .feedback')).not.toBeNull();
    expect(container.querySelector('header, footer')).toBeNull();
  });

  it("the app's tag: a move it routes is prevented and followed; one its pathFor leaves (null) is not prevented and the page stays", () => {
    history.replaceState(null, '', '/embedded/orders/7/cart');
    act(() => root.render(<FspTag tag="fsp-test-moves" attributes={{ embedded: 'true' }} pathFor={cartPathOf} />));
    const el = container.querySelector('fsp-test-moves');
    if (!el) throw new Error('no tag');
    expect(el.getAttribute('embedded')).toBe('true');
    const move = (path: string) => {
      const event = new CustomEvent('fsp-navigate', { detail: { path }, cancelable: true, bubbles: true, composed: true });
      el.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(move('/')).toBe(false);
    expect(location.pathname).toBe('/embedded/orders/7/cart');
    expect(move('/orders/7/cart?draft=true')).toBe(true);
    expect(location.pathname + location.search).toBe('/embedded/orders/7/cart?draft=true');
  });

  it('navigating inside the embedded part stays in the page', () => {
    history.replaceState(null, '', '/embedded/messages');
    navigate('/embedded/products');
    expect(location.pathname).toBe('/embedded/products');
  });
});
