/**
 * How the client search moves. Every move is told to the host as a cancelable `fsp-navigate` with
 * the portal path: a search as `routes.clients(search)` (a host that routes prevents it and sets
 * the attributes itself, otherwise the element sets its own), a client as `routes.client(id,
 * 'info')` (a host that routes prevents it; otherwise the browser follows the link's href).
 */
import { useCallback, type MouseEvent } from 'react';
import { useElementContext } from '../../core/element/context.ts';
import { kebab } from '../../core/element/base.ts';
import { routes } from '../../core/routes.ts';
import { SEARCH_FIELDS, toRouteSearch, type SearchForm } from './search.ts';
import { isPlainClick } from '../../core/ui/links.ts';

function setAttribute(host: HTMLElement, name: string, value: string) {
  if (value === '') host.removeAttribute(name);
  else if (host.getAttribute(name) !== value) host.setAttribute(name, value);
}

/** Runs a search: its path in an `fsp-navigate`; unless a router takes it, the element's own attributes. */
export function useSearchNavigate(): (form: SearchForm) => void {
  const ctx = useElementContext();
  return useCallback(
    (form: SearchForm) => {
      const search = toRouteSearch(form);
      const proceed = ctx?.emit('fsp-navigate', { path: routes.clients(search) }, true) ?? true;
      if (!proceed || !ctx) return;
      for (const key of SEARCH_FIELDS) setAttribute(ctx.host, kebab(key), search[key] ?? '');
    },
    [ctx],
  );
}

/**
 * The click handler of a client's link: a plain click is an `fsp-navigate` to the client's info
 * page; a router that takes it (prevents it) keeps the browser from following the href. A click
 * with a modifier (a new tab) is the browser's.
 */
export function useOpenClient(): (e: MouseEvent<HTMLAnchorElement>, id: number) => void {
  const ctx = useElementContext();
  return useCallback(
    (e: MouseEvent<HTMLAnchorElement>, id: number) => {
      if (!isPlainClick(e)) return;
      const proceed = ctx?.emit('fsp-navigate', { path: routes.client(id, 'info') }, true) ?? true;
      if (!proceed) e.preventDefault();
    },
    [ctx],
  );
}
