/**
 * How `<fsp-cart>` leads elsewhere: every move is a cancelable `fsp-navigate` with the portal path;
 * a host that routes prevents it and shows the path itself. Unprevented, a move between the cart
 * and its drafts is the element's own (it sets or removes its `draft` attribute); any other path
 * is followed as a link would be (a new page load). A click with a modifier is the browser's.
 */
import { useCallback, type MouseEvent } from 'react';
import { useElementContext, type ElementContextValue } from '../../../core/element/context.ts';
import { isPlainClick } from '../../../core/ui/links.ts';

/** The cart path of the element's own order, with or without `?draft=true`; null for any other path. */
export function ownCartView(path: string, order: number): { draft: boolean } | null {
  const url = new URL(path, 'http://x');
  if (url.pathname !== `/orders/${order}/cart`) return null;
  return { draft: url.searchParams.get('draft') === 'true' };
}

function follow(ctx: ElementContextValue | null, path: string, order: number | null): void {
  const own = order === null ? null : ownCartView(path, order);
  if (own && ctx) {
    if (own.draft) ctx.host.setAttribute('draft', '');
    else ctx.host.removeAttribute('draft');
  } else window.location.assign(path);
}

/** `go(path)`: tells the host; unprevented, the element follows it (see above). */
export function useGo(order: number | null): (path: string) => void {
  const ctx = useElementContext();
  return useCallback(
    (path: string) => {
      const proceed = ctx?.emit('fsp-navigate', { path }, true) ?? true;
      if (proceed) follow(ctx, path, order);
    },
    [ctx, order],
  );
}

/** The `onClick` of a link: a plain click is an `fsp-navigate`; unprevented, the element's own moves are made here and the others left to the browser. */
export function useLinkClick(order: number | null): (e: MouseEvent<HTMLAnchorElement>, path: string) => void {
  const ctx = useElementContext();
  return useCallback(
    (e: MouseEvent<HTMLAnchorElement>, path: string) => {
      if (!isPlainClick(e)) return;
      const proceed = ctx?.emit('fsp-navigate', { path }, true) ?? true;
      if (!proceed) {
        e.preventDefault();
        return;
      }
      if (order !== null && ownCartView(path, order) && ctx) {
        e.preventDefault();
        follow(ctx, path, order);
      }
    },
    [ctx, order],
  );
}
