/**
 * The client's Orders tab (spec 2 §2 Client sub-pages: the order list limited to that client,
 * titled by its menu label, showing who ordered instead of the receiver). It is the
 * `<fsp-orders>` element with `client`, not a second list: an element may not import another
 * (the lint rule), and rendering the tag keeps the list's code in its own bundle, loaded by the
 * catalog when the tag first appears, rather than in this element's chunk. The list's state comes
 * from `orders-query` (the URL's query on /clients/{id}/orders); its moves are its own
 * `fsp-navigate` events, which bubble out of this element to the host.
 */
import { createElement } from 'react';
import { orderListAttributes, parseOrderListQuery } from '../../../areas/orders/list.ts';
import { useElementContext } from '../../../core/element/context.ts';
import type { ClientTabProps } from './tab-props.ts';

export function ClientOrders({ client, ordersQuery }: ClientTabProps) {
  const ctx = useElementContext();
  const attributes = orderListAttributes(parseOrderListQuery(new URLSearchParams(ordersQuery ?? '')));
  // The language and API root this element was given, so the list speaks and calls as it does
  // (only when given: React would write an absent `lang` property as the text "undefined").
  const lang = ctx?.lang;
  const apiBase = ctx?.host.getAttribute('api-base');
  return createElement('fsp-orders', {
    client: client.id,
    ...attributes,
    ...(lang ? { lang } : {}),
    ...(apiBase ? { 'api-base': apiBase } : {}),
  });
}
