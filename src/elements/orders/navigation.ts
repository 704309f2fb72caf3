/**
 * Opening an order from the list: an `fsp-navigate` to its detail (core's useNavigateLink); a host
 * that routes prevents it, otherwise the browser follows the href. (The list's own moves are core's
 * useViewNavigate, in orders.tsx.)
 */
import { useCallback, type MouseEvent } from 'react';
import { orderDetailPath, type OrderListScope } from '../../areas/orders/list.ts';
import { useNavigateLink } from '../../core/ui/links.ts';

/** The click handler of an order's link: a plain click is an `fsp-navigate` to the detail; one with a modifier (a new tab) is the browser's. */
export function useOpenOrder(scope: OrderListScope): (e: MouseEvent<HTMLAnchorElement>, order: number) => void {
  const link = useNavigateLink();
  return useCallback((e: MouseEvent<HTMLAnchorElement>, order: number) => link(e, orderDetailPath(scope, order)), [link, scope]);
}
