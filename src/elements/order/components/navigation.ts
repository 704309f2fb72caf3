/**
 * How `<fsp-order>` leads elsewhere: the breadcrumb back to the order list (or My orders), the
 * link of a preliminary order to its cart, the not-found state's way back. Every move is a
 * cancelable `fsp-navigate` with the portal path; a host that routes prevents it and shows the
 * path itself. Otherwise the link is followed as a normal link would be (a new page load), since
 * nothing of those screens is this element's. A click with a modifier (a new tab) is the browser's.
 */
import { useCallback, type MouseEvent } from 'react';
import { useElementContext } from '../../../core/element/context.ts';
import { isPlainClick } from '../../../core/ui/links.ts';

/**
 * The lists an order belongs to (spec 2 §2): the order list, or My orders with `mine`; where the
 * breadcrumb leads back. Here rather than in core's orderRoutes: only this element links to them
 * without a query (the lists build their own queries), and the cart's whole has no byte to spare.
 */
export const orderList = (mine: boolean) => (mine ? '/my-myloc/orders' : '/orders');

/** `go(path)`: core's (ui/links.ts). */
export { useGo } from '../../../core/ui/links.ts';

/** The `onClick` of a link: a plain click is an `fsp-navigate`; a host that prevents it keeps the browser from following the href. */
export function useLinkClick(): (e: MouseEvent<HTMLAnchorElement>, path: string) => void {
  const ctx = useElementContext();
  return useCallback(
    (e: MouseEvent<HTMLAnchorElement>, path: string) => {
      if (!isPlainClick(e)) return;
      const proceed = ctx?.emit('fsp-navigate', { path }, true) ?? true;
      if (!proceed) e.preventDefault();
    },
    [ctx],
  );
}
