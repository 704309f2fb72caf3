/**
 * How the order list moves. Every change of the list (a tab, a search, a filter, the view, a sort,
 * a page) is told to the host as a cancelable `fsp-navigate` with the list's path and query
 * (`/orders?…`, `/my-myloc/orders?…`, `/clients/{id}/orders?…`): a host that routes prevents it and
 * sets the attributes itself, otherwise the element sets its own. Opening an order is an
 * `fsp-navigate` to its detail; a host that routes prevents it, otherwise the browser follows the href.
 */
import { useCallback, type MouseEvent } from 'react';
import { orderDetailPath, orderListAttributes, orderListPath, type OrderListScope, type OrderListState } from '../../areas/orders/list.ts';
import { useElementContext } from '../../core/element/context.ts';
import { isPlainClick } from '../../core/ui/links.ts';

function setAttribute(host: HTMLElement, name: string, value: string | undefined) {
  if (value === undefined || value === '') host.removeAttribute(name);
  else if (host.getAttribute(name) !== value) host.setAttribute(name, value);
}

/** Shows another state of the list: its path in an `fsp-navigate`; unless a router takes it, the element's own attributes. */
export function useListNavigate(scope: OrderListScope): (state: OrderListState) => void {
  const ctx = useElementContext();
  return useCallback(
    (state: OrderListState) => {
      const proceed = ctx?.emit('fsp-navigate', { path: orderListPath(scope, state) }, true) ?? true;
      if (!proceed || !ctx) return;
      for (const [name, value] of Object.entries(orderListAttributes(state))) setAttribute(ctx.host, name, value);
    },
    [ctx, scope],
  );
}

/** The click handler of an order's link: a plain click is an `fsp-navigate` to the detail; one with a modifier (a new tab) is the browser's. */
export function useOpenOrder(scope: OrderListScope): (e: MouseEvent<HTMLAnchorElement>, order: number) => void {
  const ctx = useElementContext();
  return useCallback(
    (e: MouseEvent<HTMLAnchorElement>, order: number) => {
      if (!isPlainClick(e)) return;
      const proceed = ctx?.emit('fsp-navigate', { path: orderDetailPath(scope, order) }, true) ?? true;
      if (!proceed) e.preventDefault();
    },
    [ctx, scope],
  );
}
