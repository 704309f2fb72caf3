/**
 * How the client search moves. Every move is told to the host as a cancelable `fsp-navigate` with
 * the portal path: a search (with the page size) as `routes.clients(search)` (core's useViewNavigate: a host that routes
 * prevents it and sets the attributes itself, otherwise the element sets its own), a client as
 * `routes.client(id, 'info')` (core's useNavigateLink: a host that routes prevents it; otherwise
 * the browser follows the link's href).
 */
import { useCallback, type MouseEvent } from 'react';
import { kebab } from '../../core/element/base.ts';
import { routes } from '../../core/routes.ts';
import { useNavigateLink, useViewNavigate } from '../../core/ui/links.ts';
import type { ListPageSize } from '../../core/ui/page-size.ts';
import { CLIENTS_PER_PAGE, SEARCH_FIELDS, toRouteSearch, type SearchForm } from './search.ts';

/** Where the search goes: the search and the clients a page. */
export type SearchMove = { form: SearchForm; pageSize: ListPageSize };

const pathOf = ({ form, pageSize }: SearchMove) => routes.clients(toRouteSearch(form, pageSize));

/** The element's attributes of a search: each field under its kebab-case name, and `page-size`; an empty one (or 10) removed. */
function attributesOf({ form, pageSize }: SearchMove): Record<string, string | undefined> {
  const search = toRouteSearch(form, pageSize);
  return {
    ...Object.fromEntries(SEARCH_FIELDS.map((key) => [kebab(key), search[key] || undefined])),
    'page-size': pageSize === CLIENTS_PER_PAGE ? undefined : String(pageSize),
  };
}

/** Runs a search, or shows it at another page size: its path in an `fsp-navigate`; unless a router takes it, the element's own attributes. */
export function useSearchNavigate(): (move: SearchMove) => void {
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
