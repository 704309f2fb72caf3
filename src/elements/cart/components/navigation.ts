/**
 * How `<fsp-cart>` leads elsewhere: every move is a cancelable `fsp-navigate` with the portal path
 * (core's useGo and useNavigateLink); a host that routes prevents it and shows the path itself.
 * Unprevented, a move between the cart and its drafts is the element's own (it sets or removes its
 * `draft` attribute); so is, with `embedded`, the move to the start page after the order is
 * deleted (the element stays, saying the order is deleted: under `/embedded` there is no start
 * page to go to); any other path is followed as a link would be (a new page load). A click with a
 * modifier is the browser's.
 */
import { useCallback } from 'react';
import { useElementContext } from '../../../core/element/context.ts';
import { routes } from '../../../core/routes.ts';
import { useGo as useCoreGo, useNavigateLink, type OwnMove } from '../../../core/ui/links.ts';

/** The cart path of the element's own order, with or without `?draft=true`; null for any other path. */
export function ownCartView(path: string, order: number): { draft: boolean } | null {
  const url = new URL(path, 'http://x');
  if (url.pathname !== `/orders/${order}/cart`) return null;
  return { draft: url.searchParams.get('draft') === 'true' };
}

/** The element's own move (between the cart and its drafts of `order`; with `embedded`, staying for the start page), for core's hooks. */
function useOwnMove(order: number | null, embedded: boolean): OwnMove {
  const ctx = useElementContext();
  return useCallback(
    (path: string) => {
      if (embedded && path === routes.home()) return true;
      const own = order === null ? null : ownCartView(path, order);
      if (!own || !ctx) return false;
      if (own.draft) ctx.host.setAttribute('draft', '');
      else ctx.host.removeAttribute('draft');
      return true;
    },
    [ctx, order, embedded],
  );
}

/** `go(path)`: tells the host; unprevented, the element follows it (see above). */
export function useGo(order: number | null, embedded: boolean): (path: string) => void {
  return useCoreGo(useOwnMove(order, embedded));
}

/** The `onClick` of a link: a plain click is an `fsp-navigate`; unprevented, the element's own moves are made here and the others left to the browser. */
export function useLinkClick(order: number | null, embedded: boolean) {
  return useNavigateLink(useOwnMove(order, embedded));
}
