/**
 * In-app links: a real `<a href>` (middle-click, a new tab, copying the address all work) whose plain
 * click the app handles itself. One definition of "plain" for every element, the tabs and the
 * standalone's router.
 */
import { useCallback, type MouseEvent } from 'react';
import { useElementContext, type NavigationState } from '../element/context.ts';
import { absoluteUrl } from '../http/client.ts';
import { useApiBase } from '../http/query.ts';

type Click = Pick<globalThis.MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** True for a click that means "open here": the main button and no modifier (not a new tab or window, not a download). */
export function isPlainClick(e: Click): boolean {
  return e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey);
}

/** The `onClick` of an in-app link: a plain click is kept from the browser and handled by `go`; any other is the browser's. */
export function onPlainClick(go: () => void) {
  return (e: MouseEvent<HTMLElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    go();
  };
}

/**
 * A move the element makes itself when no host routes it (the cart between itself and its drafts):
 * given the path, it makes the move and answers true, or answers false and leaves the move to the
 * browser. Keep it stable (useCallback): the hooks below are memoized on it.
 */
export type OwnMove = (path: string) => boolean;

/**
 * The `onClick` of a link to another screen: a plain click is a cancelable `fsp-navigate` with the
 * link's path; a host that routes prevents it (and so the browser's following), otherwise the
 * element's `own` move when it makes one, else the browser follows the href as for any link. A
 * click with a modifier (a new tab, a download) is the browser's alone, with no event.
 */
export function useNavigateLink(own?: OwnMove): (e: MouseEvent<HTMLElement>, path: string) => void {
  const ctx = useElementContext();
  return useCallback(
    (e: MouseEvent<HTMLElement>, path: string) => {
      if (!isPlainClick(e)) return;
      const proceed = ctx?.emit('fsp-navigate', { path }, true) ?? true;
      if (!proceed || own?.(path)) e.preventDefault();
    },
    [ctx, own],
  );
}

/**
 * A list's move to another view of itself (a filter, a search, a page): a cancelable
 * `fsp-navigate` with the view's path (and `state`, what the move keeps in the location state,
 * when given); a host that routes prevents it and sets the attributes itself, otherwise the element
 * sets its own (`attributesOf`: undefined removes one).
 */
export function useViewNavigate<V>(
  pathOf: (view: V) => string,
  attributesOf: (view: V) => Record<string, string | undefined>,
): (view: V, options?: { replace?: boolean; state?: NavigationState }) => void {
  const ctx = useElementContext();
  return useCallback(
    (view: V, options: { replace?: boolean; state?: NavigationState } = {}) => {
      // `replace`: a move that refines the view (a filter chosen); a host may follow it after the frame.
      const detail = { path: pathOf(view), ...(options.replace ? { replace: true } : {}), ...(options.state ? { state: options.state } : {}) };
      const proceed = ctx?.emit('fsp-navigate', detail, true) ?? true;
      if (!proceed || !ctx) return;
      for (const [name, value] of Object.entries(attributesOf(view))) {
        if (value === undefined) ctx.host.removeAttribute(name);
        else if (ctx.host.getAttribute(name) !== value) ctx.host.setAttribute(name, value);
      }
    },
    [ctx, pathOf, attributesOf],
  );
}

/**
 * `go(path)` for a handler that has already kept the click from the browser (core Breadcrumbs'
 * `onNavigate`, a button): a cancelable `fsp-navigate`; unless a host that routes prevents it, the
 * element's `own` move when it makes one, else the browser goes to the path (a new page load:
 * nothing of that screen is the element's).
 */
export function useGo(own?: OwnMove): (path: string) => void {
  const ctx = useElementContext();
  return useCallback(
    (path: string) => {
      const proceed = ctx?.emit('fsp-navigate', { path }, true) ?? true;
      if (proceed && !own?.(path)) window.location.assign(path);
    },
    [ctx, own],
  );
}

/**
 * An element's attributes as its screen's query string, for the URL's parser to read them by the
 * same rules as the address: each value that is set (not null, not empty) under its query name.
 */
export function searchOf(values: Record<string, string | number | null | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  return search;
}

/**
 * How an element renders a link the API answered (a file, a label, an image): absolute to the
 * element's api-base. The server gives them root-relative (`/rs/...`), which on a host page of another
 * origin would point at the host's server: every href and src from an API answer goes through this.
 */
export function useApiLink(): (url: string) => string {
  const apiBase = useApiBase();
  return useCallback((url: string) => absoluteUrl(url, apiBase), [apiBase]);
}
