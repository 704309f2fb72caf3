/**
 * The standalone's router: the route table of spec 1 §2 (as far as areas are built), exact and
 * prefix matching, history navigation, the requested path remembered across login, scroll reset.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { isPlainClick } from '../core/ui/links.ts';

export type Match = 'exact' | 'prefix';
export type Params = Record<string, string | undefined>;

/** Compiles `/documents/:folder?` into a matcher; prefix routes also match deeper paths. */
export function compile(pattern: string, match: Match): (path: string) => Params | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      const m = /^:(\w+)(\?)?$/.exec(seg);
      if (!m) return `/${seg.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
      names.push(m[1] ?? '');
      return m[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  const re = new RegExp(`^${source || ''}${match === 'exact' ? '/?$' : '(?:/.*)?$'}`);
  return (path: string) => {
    const m = re.exec(path === '' ? '/' : path);
    if (!m) return null;
    const params: Params = {};
    try {
      names.forEach((n, i) => {
        const v = m[i + 1];
        params[n] = v === undefined ? undefined : decodeURIComponent(v);
      });
    } catch {
      return null; // a malformed percent-encoding is no match: the not-found page, not a crash
    }
    return params;
  };
}

export type RouteEntry<K extends string> = { name: K; pattern: string; match: Match };

export function createMatcher<K extends string>(table: RouteEntry<K>[]) {
  const compiled = table.map((r) => ({ name: r.name, test: compile(r.pattern, r.match) }));
  return (path: string): { name: K; params: Params } | null => {
    for (const r of compiled) {
      const params = r.test(path);
      if (params) return { name: r.name, params };
    }
    return null;
  };
}

// --- embedded mode ---------------------------------------------------------------------------------

/** Where the embedded mode lives (spec 1 §1): the portal inside another system, under /embedded/... */
export const EMBEDDED_ROOT = '/embedded';

export function isEmbeddedPath(pathname: string): boolean {
  return pathname === EMBEDDED_ROOT || pathname.startsWith(`${EMBEDDED_ROOT}/`);
}

// --- history -----------------------------------------------------------------------------------

const listeners = new Set<() => void>();
const navigationListeners = new Set<() => boolean>();
const render = () => {
  for (const l of listeners) l();
};
function emit() {
  let asked = false;
  for (const l of navigationListeners) asked = l() || asked;
  // A call asked for goes out in microtasks of its own (ky's); the app's render (React's, for a
  // store's change) is a microtask too, of 40-130 ms at 4x CPU, and the call went out only after
  // it. Then the render waits a task, and the calls go out first.
  if (asked) setTimeout(render, 0);
  else render();
}
window.addEventListener('popstate', emit);

/**
 * Calls `listener` on every move (a navigation, the back and forward buttons), the location already
 * the new one, before the app renders for it: what the new screen will ask for can be asked for
 * now. The listener says whether it asked for something (then the render waits for its calls to
 * go out). Returns the way to stop.
 */
export function onNavigation(listener: () => boolean): () => void {
  navigationListeners.add(listener);
  return () => navigationListeners.delete(listener);
}

/**
 * The location state the app keeps: a wizard's step, receiving's reference (spec 3 §2: it passes
 * through the location state); anything else in history.state is ignored.
 */
export type LocationState = { step?: number; reference?: string };

/** The longest reference kept (the server takes 60 characters; a longer one is refused there, not cut here). */
const REFERENCE_KEPT_MAX = 1000;

export function navigate(to: string, options: { replace?: boolean; state?: LocationState } = {}): void {
  // Into the embedded part from the main one: a page load, so the embedded page starts with its
  // own session (src/standalone/embedded.tsx) and never holds the main one.
  if (isEmbeddedPath(new URL(to, location.href).pathname) && !isEmbeddedPath(location.pathname)) {
    location.assign(to);
    return;
  }
  window.scrollTo(0, 0);
  // The same path: nothing to do, unless the move carries a state (a wizard's next step).
  if (to === location.pathname + location.search && options.state === undefined) return;
  const state = options.state ?? null;
  if (options.replace) history.replaceState(state, '', to);
  else history.pushState(state, '', to);
  emit();
}

/** The location state of the current history entry (kept over a reload), or an empty one. */
export function locationState(): LocationState {
  const state: unknown = history.state;
  const out: LocationState = {};
  if (!state || typeof state !== 'object') return out;
  if ('step' in state && typeof state.step === 'number' && Number.isInteger(state.step) && state.step >= 0) out.step = state.step;
  if ('reference' in state && typeof state.reference === 'string' && state.reference && state.reference.length <= REFERENCE_KEPT_MAX) out.reference = state.reference;
  return out;
}

/** The path, query and state as one string: what re-renders the app when any of them changes. */
function snapshot(): string {
  return `${location.pathname}${location.search}#${JSON.stringify(locationState())}`;
}

/** The current path, query and location state; re-renders on every navigation. */
export function useLocation(): { pathname: string; search: URLSearchParams; state: LocationState } {
  const href = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    snapshot,
  );
  return useMemo(() => {
    const cut = href.indexOf('#');
    const url = new URL(href.slice(0, cut), location.origin);
    return { pathname: url.pathname, search: url.searchParams, state: JSON.parse(href.slice(cut + 1)) as LocationState };
  }, [href]);
}

/** Intercepts plain left clicks on same-origin links inside the app so they navigate without a reload. */
export function interceptLinks(root: HTMLElement): void {
  root.addEventListener('click', (e) => {
    if (e.defaultPrevented || !isPlainClick(e)) return;
    const a = (e.target as Element | null)?.closest?.('a');
    if (!a || a.target || a.hasAttribute('download')) return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || url.pathname.startsWith('/rs/') || url.pathname.startsWith('/demo/')) return;
    e.preventDefault();
    navigate(url.pathname + url.search);
  });
}

// --- the requested path, used after login ----------------------------------------------------------

const REQUESTED_KEY = 'fsp.requestedPath';

export function rememberRequestedPath(path: string): void {
  if (path !== '/' && path.startsWith('/') && !path.startsWith('//')) sessionStorage.setItem(REQUESTED_KEY, path);
}

export function takeRequestedPath(): string | null {
  const p = sessionStorage.getItem(REQUESTED_KEY);
  sessionStorage.removeItem(REQUESTED_KEY);
  return p && p.startsWith('/') && !p.startsWith('//') ? p : null;
}
