/**
 * Where the messages element is (its route attributes) and how it moves: every move is told to the
 * host as a cancelable `fsp-navigate` with the portal path (`routes.messages`); a host that routes
 * prevents it and sets the attributes itself, otherwise the element sets its own attributes.
 */
import { useCallback } from 'react';
import { useElementContext } from '../../core/element/context.ts';
import { routes, type MessageFilter, type MessageFolder } from '../../core/routes.ts';
import type { ListPageSize } from '../../core/ui/page-size.ts';
import { MESSAGES_PER_PAGE, offersFilter, toSearch } from './folders.ts';

/** `pageSize`: the messages a page chosen ("Rows per page"), kept from folder to folder. */
export type MessagesLocation = { folder: MessageFolder; message: number | null; q: string; filter: MessageFilter; pageSize: ListPageSize };

/** The path of a location (the filter only where the folder offers it; the page size but 10). */
export function pathOf({ folder, message, q, filter, pageSize }: MessagesLocation): string {
  return routes.messages(folder, message, { q: toSearch(q), filter: offersFilter(folder) ? filter : 'all', pageSize });
}

function setAttribute(host: HTMLElement, name: string, value: string | null) {
  if (value === null || value === '') host.removeAttribute(name);
  else if (host.getAttribute(name) !== value) host.setAttribute(name, value);
}

/** `replace`: the move refines the view (a search as it is typed), so a router replaces the history entry. */
export function useNavigate(): (to: MessagesLocation, options?: { replace?: boolean }) => void {
  const ctx = useElementContext();
  return useCallback(
    (to: MessagesLocation, { replace = false }: { replace?: boolean } = {}) => {
      const proceed = ctx?.emit('fsp-navigate', replace ? { path: pathOf(to), replace } : { path: pathOf(to) }, true) ?? true;
      if (!proceed || !ctx) return;
      const { host } = ctx;
      setAttribute(host, 'folder', to.folder);
      setAttribute(host, 'message', to.message ? String(to.message) : null);
      setAttribute(host, 'q', toSearch(to.q));
      setAttribute(host, 'filter', offersFilter(to.folder) && to.filter === 'unread' ? 'unread' : null);
      setAttribute(host, 'page-size', to.pageSize === MESSAGES_PER_PAGE ? null : String(to.pageSize));
    },
    [ctx],
  );
}
