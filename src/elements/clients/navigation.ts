/**
 * How the client search moves. Every move is told to the host as a cancelable `fsp-navigate` with
 * the portal path: a search as `routes.clients(search)` (core's useViewNavigate: a host that routes
 * prevents it and sets the attributes itself, otherwise the element sets its own), a client as
 * `routes.client(id, 'info')` (core's useNavigateLink: a host that routes prevents it; otherwise
 * the browser follows the link's href).
 */
import { useCallback, type MouseEvent } from 'react';
import { kebab } from '../../core/element/base.ts';
import { routes } from '../../core/routes.ts';
import { useNavigateLink, useViewNavigate } from '../../core/ui/links.ts';
import { SEARCH_FIELDS, toRouteSearch, type SearchForm } from './search.ts';

const pathOf = (form: SearchForm) => routes.clients(toRouteSearch(form));

/** The element's attributes of a search: each field under its kebab-case name; an empty one removed. */
function attributesOf(form: SearchForm): Record<string, string | undefined> {
  const search = toRouteSearch(form);
  return Object.fromEntries(SEARCH_FIELDS.map((key) => [kebab(key), search[key] || undefined]));
}

/** Runs a search: its path in an `fsp-navigate`; unless a router takes it, the element's own attributes. */
export function useSearchNavigate(): (form: SearchForm) => void {
  return useViewNavigate(pathOf, attributesOf);
}

/**
 * The click handler of a client's link: a plain click is an `fsp-navigate` to the client's info
 * page; a router that takes it (prevents it) keeps the browser from following the href. A click
 * with a modifier (a new tab) is the browser's.
 */
export function useOpenClient(): (e: MouseEvent<HTMLAnchorElement>, id: number) => void {
  const link = useNavigateLink();
  return useCallback((e: MouseEvent<HTMLAnchorElement>, id: number) => link(e, routes.client(id, 'info')), [link]);
}
