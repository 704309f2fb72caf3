/**
 * Embedded mode (spec 1 §1, §2, §6): the portal inside another system, under /embedded/..., in a
 * reduced layout without the main chrome (no header, menu or footer), with a session of its own
 * (embedded-session.ts) that sees only the embedded routes.
 *
 * - A page load under /embedded/ starts this app instead of the main one (main.tsx).
 * - An embedded path: its route, or the not-found page. No session: the not-authenticated page
 *   (the other system logs its user in with `?loginToken=`; there is no login page inside it).
 * - Any other path reached inside an embedded page (an element's navigation): the not-allowed page.
 * - The main app, given an embedded session (the server says its kind): the not-allowed page too.
 * The server refuses an embedded session's calls beyond the embedded areas (server/embedded.ts).
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { SessionKind } from '../contract/sessions.ts';
import { DEFAULT_API_BASE } from '../core/element/context.ts';
import { ApiFailure } from '../core/http/client.ts';
import { useConfiguration } from '../core/http/public-configuration.ts';
import { toLanguage } from '../core/i18n/index.ts';
import { session, useSession } from '../core/session/store.ts';
import { FeedbackHost } from '../core/ui/feedback-host.tsx';
import { AccessMessage } from './access-message.tsx';
import { startEmbeddedSession } from './embedded-session.ts';
import { FspTag } from './fsp-element.tsx';
import { ErrorPage, errorKindOf, FullScreenSpinner, type ErrorKind } from './pages.tsx';
import { CATALOG } from '../catalog.ts';
import { Redirect } from './redirect.tsx';
import { cartTarget, catalogueAttributes, fittingListTarget, fittingTarget, messagesTarget, productTarget, wizardTarget } from './route-table.ts';
import { createMatcher, EMBEDDED_ROOT, isEmbeddedPath, navigate, useLocation, type LocationState, type Match, type Params } from './router.ts';
import { usePageLanguage, useStandaloneTexts } from './texts.ts';

/** A route of the embedded part: its path, and the element that shows it. */
export type EmbeddedRoute = {
  name: string;
  pattern: `/embedded/${string}`;
  match: Match;
  tag: `fsp-${string}`;
  /** The element's module, loaded when the route is first shown. */
  load: () => Promise<unknown>;
  /**
   * The element's attributes from the route's parameters and query (the language is added); null:
   * the path is not found (a parameter the element has no such thing for).
   */
  attributes: (params: Params, search: URLSearchParams, state?: LocationState) => Record<string, string | undefined> | null;
  /** Where the path goes instead, if anywhere (a route's default: /embedded/messages to its inbox). */
  redirect?: (params: Params, search: URLSearchParams) => string | null;
  /** Where the element's moves lead (default `embeddedPathOf`); null: not routed, left to the element. */
  pathFor?: (path: string) => string | null;
};

/** An element's module through the catalog, which fetches it and the shared runtime together. */
function loadTag(tag: `fsp-${string}`): Promise<unknown> {
  const spec = CATALOG.find((s) => s.tag === tag);
  return spec ? spec.load() : Promise.reject(new Error(`${tag} is not in the catalog`));
}

/**
 * The embedded routes of spec 1 §2, in one place. Each embedded area adds its routes here when it
 * is built; until then their paths show the not-found page, as any unknown embedded path does:
 * - messages (built): /embedded/messages with /inbox, /sent, /archived, /all (prefix), a message
 *   as /embedded/messages/{folder}/{id}; the element's own moves go to these paths (embeddedPathOf);
 * - products (built): /embedded/products (the catalogue, its state in the query) and
 *   /embedded/products/:product (one product, with ?storage= and ?from=);
 * - my fittings: /embedded/my-…/fittings (prefix), and one fitting (built):
 *   /embedded/my-myloc/fittings/:fitting/:tab;
 * - orders (built): /embedded/orders/:order/products/:content? (the product wizard, its step in the
 *   location state; without a line only for a referenced order, ordered from the fitting) and
 *   /embedded/orders/:order/work/:content? (the work wizard);
 * - the cart of their order (built, issue 37): /embedded/orders/:order/cart, where the wizards'
 *   Add to cart leads, and /embedded/order-sent?order= after its Send; told `embedded`, it shows no
 *   link to a page without a twin, and its move to the start page after deleting stays (cartPathOf).
 * Their calls go into the server's allow-list (server/embedded.ts) at the same time.
 */
export const EMBEDDED_ROUTES: readonly EmbeddedRoute[] = [
  {
    // The same shape as the portal's messages route (route-table.ts, messagesTarget).
    name: 'messages',
    pattern: '/embedded/messages/:folder?/:message?',
    match: 'prefix',
    tag: 'fsp-messages',
    load: () => loadTag('fsp-messages'),
    attributes: (params, search) => {
      const target = messagesTarget(params, search, EMBEDDED_ROOT);
      return target.kind === 'show' ? target.attributes : null;
    },
    redirect: (params, search) => {
      const target = messagesTarget(params, search, EMBEDDED_ROOT);
      return target.kind === 'redirect' ? target.to : null;
    },
  },
  {
    // The same as the portal's catalogue and product routes (route-table.ts).
    name: 'products',
    pattern: '/embedded/products',
    match: 'exact',
    tag: 'fsp-product-catalogue',
    load: () => loadTag('fsp-product-catalogue'),
    attributes: (_params, search) => catalogueAttributes(search),
  },
  {
    name: 'product',
    pattern: '/embedded/products/:product',
    match: 'exact',
    tag: 'fsp-product',
    load: () => loadTag('fsp-product'),
    attributes: (params, search) => {
      const target = productTarget(params, search);
      return target.kind === 'show' ? target.attributes : null;
    },
  },
  {
    // My fittings and the planning view (?role=admin), as the portal's route (route-table.ts).
    name: 'myFittings',
    pattern: '/embedded/my-myloc/fittings',
    match: 'exact',
    tag: 'fsp-fittings',
    load: () => loadTag('fsp-fittings'),
    attributes: (_params, search) => fittingListTarget(search),
  },
  {
    // The product wizard: at a host's line, or a new line of a referenced order (Order product from an embedded fitting).
    name: 'orderProducts',
    pattern: '/embedded/orders/:order/products/:content?',
    match: 'exact',
    tag: 'fsp-order-wizard',
    load: () => loadTag('fsp-order-wizard'),
    attributes: (params, search, state) => {
      const target = wizardTarget('products', params, search, state ?? {});
      return target.kind === 'show' && (target.attributes.content !== undefined || target.attributes.parent !== undefined) ? { ...target.attributes, embedded: 'true' } : null;
    },
  },
  {
    // The work wizard (spec 1 §2): a new line or one being made, also of a referenced order (Order work order from a fitting).
    name: 'orderWork',
    pattern: '/embedded/orders/:order/work/:content?',
    match: 'exact',
    tag: 'fsp-order-wizard',
    load: () => loadTag('fsp-order-wizard'),
    attributes: (params, search, state) => {
      const target = wizardTarget('work', params, search, state ?? {});
      return target.kind === 'show' ? { ...target.attributes, embedded: 'true' } : null;
    },
  },
  {
    // The cart of the wizards' order (issue 37): where the product and work wizards' Add to cart and
    // their Cart breadcrumb lead; the same as the portal's route (route-table.ts, cartTarget). Not
    // one of spec 1 §2's embedded routes, which is silent on where a wizard finished under
    // /embedded goes: without it the wizard's last step landed on "not allowed" (see
    // src/standalone/README.md).
    name: 'cart',
    pattern: '/embedded/orders/:order/cart',
    match: 'prefix',
    tag: 'fsp-cart',
    load: () => loadTag('fsp-cart'),
    attributes: (params, search) => {
      const target = cartTarget('cart', params, search);
      return target.kind === 'show' ? { ...target.attributes, embedded: 'true' } : null;
    },
    pathFor: cartPathOf,
  },
  {
    // The confirmation the cart's Send leads to, as the portal's /order-sent?order={id}.
    name: 'orderSent',
    pattern: '/embedded/order-sent',
    match: 'prefix',
    tag: 'fsp-cart',
    load: () => loadTag('fsp-cart'),
    attributes: (params, search) => {
      const target = cartTarget('orderSent', params, search);
      return target.kind === 'show' ? { ...target.attributes, embedded: 'true' } : null;
    },
    pathFor: cartPathOf,
  },
  {
    // One fitting, the same as the portal's (route-table.ts, fittingTarget).
    name: 'fitting',
    pattern: '/embedded/my-myloc/fittings/:fitting/:tab?',
    match: 'exact',
    tag: 'fsp-fitting',
    load: () => loadTag('fsp-fitting'),
    attributes: (params, search) => {
      const target = fittingTarget(params, search);
      return target.kind === 'show' ? target.attributes : null;
    },
  },
];

/** A matcher for a table of embedded routes: the route a path shows, or null (not found). */
export function embeddedRouter(routes: readonly EmbeddedRoute[]) {
  const match = createMatcher(routes.map(({ name, pattern, match: m }) => ({ name, pattern, match: m })));
  return (pathname: string): { route: EmbeddedRoute; params: Params } | null => {
    if (!isEmbeddedPath(pathname)) return null;
    const found = match(pathname);
    const route = found ? routes.find((r) => r.name === found.name) : undefined;
    return found && route ? { route, params: found.params } : null;
  };
}

export const embeddedRouteOf = embeddedRouter(EMBEDDED_ROUTES);

/**
 * Where an element's navigation leads inside an embedded page: an element speaks the portal's paths
 * (`/messages/inbox/12`), and the embedded part has the same screens under /embedded; a path with
 * an embedded twin goes there, any other stays as it is (and shows the not-allowed page).
 */
export function embeddedPathOf(path: string): string {
  const url = new URL(path, 'http://portal.invalid');
  if (isEmbeddedPath(url.pathname)) return path;
  const twin = `${EMBEDDED_ROOT}${url.pathname}`;
  return embeddedRouteOf(twin) ? `${twin}${url.search}${url.hash}` : path;
}

/**
 * Where the embedded cart's moves lead (issue 37): its twins as any element's, but the start page,
 * which the cart (told `embedded`) moves to only after its order is deleted: there is no start page
 * inside another system's page, so that move is left to the element, which stays and says the order
 * is deleted. The cart shows no link to it (nor to a stock balance) under /embedded.
 */
export function cartPathOf(path: string): string | null {
  return new URL(path, 'http://portal.invalid').pathname === '/' ? null : embeddedPathOf(path);
}

/** The reduced layout: the page's content and nothing around it. */
export function EmbeddedShell({ children }: { children: ReactNode }) {
  return (
    <div className="shell shell-embedded">
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/**
 * For the main app: while a session's kind is not known, a spinner; an embedded session, the
 * not-allowed page in the reduced layout; a main session (or none), nothing (null).
 */
export function embeddedSessionGate(loggedIn: boolean, kind: SessionKind | null, feedbackHost: ReactNode): ReactNode {
  if (!loggedIn || kind === 'main') return null;
  if (kind === null) {
    return (
      <>
        <FullScreenSpinner />
        {feedbackHost}
      </>
    );
  }
  return (
    <EmbeddedShell>
      <ErrorPage kind="notAllowed" home={false} />
      {feedbackHost}
    </EmbeddedShell>
  );
}

/** The whole app of a page loaded under /embedded/. */
export function EmbeddedApp() {
  const { lang } = useStandaloneTexts();
  const { pathname, search, state } = useLocation();
  const initialized = useSession((s) => s.initialized);
  const sessionId = useSession((s) => s.sessionId);
  const appData = useSession((s) => s.appData);
  const configuration = useConfiguration(DEFAULT_API_BASE) ?? null;
  const [started, setStarted] = useState(false);
  const [startFailed, setStartFailed] = useState<ErrorKind | null>(null);
  const queryLang = toLanguage(search.get('lang'));

  // The other system chooses the language for its page; it is not remembered for the main portal.
  usePageLanguage(queryLang, false);

  // Start-up: the embedded session (from the token, or kept for this tab), in parallel with the
  // configuration (the reconnect dialog's support address; its query starts above). The token
  // leaves the address bar.
  useEffect(() => {
    const url = new URL(location.href);
    const token = url.searchParams.get('loginToken');
    const startLang = toLanguage(url.searchParams.get('lang')) ?? session.get().language;
    if (token) {
      url.searchParams.delete('loginToken');
      navigate(url.pathname + url.search, { replace: true });
    }
    startEmbeddedSession(DEFAULT_API_BASE, startLang, token).then(
      () => setStarted(true),
      (error: unknown) => setStartFailed(errorKindOf(error instanceof ApiFailure ? error.status : null)),
    );
  }, []);

  const loggedIn = Boolean(sessionId && appData);
  const shown = loggedIn ? embeddedRouteOf(pathname) : null;
  const route = shown?.route;
  useEffect(() => {
    if (route && !customElements.get(route.tag)) void route.load();
  }, [route]);

  const feedbackHost = <FeedbackHost supportEmail={configuration?.contact.supportEmail} />;
  let content: ReactNode;
  if (startFailed && !started) content = <ErrorPage kind={startFailed} home={false} />;
  else if (!started || !initialized) {
    return (
      <>
        <FullScreenSpinner />
        {feedbackHost}
      </>
    );
  }
  else if (!loggedIn || !appData) content = <ErrorPage kind="notAuthenticated" home={false} />;
  else if (appData.accessMessage) content = <AccessMessage message={appData.accessMessage} />;
  else if (!isEmbeddedPath(pathname)) content = <ErrorPage kind="notAllowed" home={false} />;
  else if (!shown) content = <ErrorPage kind="notFound" home={false} />;
  else {
    const to = shown.route.redirect?.(shown.params, search) ?? null;
    const attributes = to ? null : shown.route.attributes(shown.params, search, state);
    if (to) content = <Redirect to={to} />;
    else if (!attributes) content = <ErrorPage kind="notFound" home={false} />;
    else content = <FspTag tag={shown.route.tag} attributes={{ ...attributes, lang }} pathFor={shown.route.pathFor ?? embeddedPathOf} />;
  }

  return (
    <EmbeddedShell>
      {content}
      {feedbackHost}
    </EmbeddedShell>
  );
}
