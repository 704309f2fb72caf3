/**
 * Where `<fsp-client>` is (its route attributes) and how it moves: every move is told to the host
 * as a cancelable `fsp-navigate` with the portal path (`routes.client`, or another screen's path).
 * A host that routes prevents it and sets the attributes itself. Otherwise the element follows a
 * path of a client on its own (its `client`, `tab`, `holding`, `task` and `from` attributes); a
 * path elsewhere in the portal (the start page, the client search) is the host's to follow, and an
 * element on a page that does not route stays where it is.
 */
import { useCallback } from 'react';
import { useElementContext } from '../../../core/element/context.ts';
import { isClientTab, routes, type ClientTab } from '../../../core/routes.ts';
import { parseQueryId } from '../../../contract/shared/query-id.ts';

export type ClientLocation = { client: number; tab: ClientTab; detail: number | null; from: 'receiver' | null };

/** The tab of the attribute: absent or unknown is `info`. */
export function toTab(value: string | null | undefined): ClientTab {
  return isClientTab(value) ? value : 'info';
}


export function pathOf({ client, tab, detail, from }: ClientLocation): string {
  return routes.client(client, tab, detail, from);
}

/** A client's path (`/clients/3/holdings/12?from=receiver`) as a location; null for any other path. */
export function locationOf(path: string): ClientLocation | null {
  const url = new URL(path, 'http://portal.invalid');
  const m = /^\/clients\/(\d+)(?:\/([a-z-]+)(?:\/(\d+))?)?\/?$/.exec(url.pathname);
  const client = parseQueryId(m?.[1]);
  if (!m || !client || (m[2] !== undefined && !isClientTab(m[2]))) return null;
  const tab = toTab(m[2]);
  const detail = tab === 'holdings' || tab === 'tasks' ? parseQueryId(m[3]) : null;
  return { client, tab, detail, from: url.searchParams.get('from') === 'receiver' ? 'receiver' : null };
}

function setAttribute(host: HTMLElement, name: string, value: string | null) {
  if (value === null || value === '') host.removeAttribute(name);
  else if (host.getAttribute(name) !== value) host.setAttribute(name, value);
}

/** Goes to a portal path: the event first; unprevented, the element follows a client's path itself. */
export function useNavigate(): (path: string) => void {
  const ctx = useElementContext();
  return useCallback(
    (path: string) => {
      const proceed = ctx?.emit('fsp-navigate', { path }, true) ?? true;
      const to = locationOf(path);
      if (!proceed || !ctx || !to) return;
      const { host } = ctx;
      setAttribute(host, 'client', String(to.client));
      setAttribute(host, 'tab', to.tab === 'info' ? null : to.tab);
      setAttribute(host, 'holding', to.tab === 'holdings' && to.detail ? String(to.detail) : null);
      setAttribute(host, 'task', to.tab === 'tasks' && to.detail ? String(to.detail) : null);
      setAttribute(host, 'from', to.from);
    },
    [ctx],
  );
}
