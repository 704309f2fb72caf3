/** What a list shows of an order's receiver and of who ordered it. */
import type { OrderSummary } from '../../../contract/orders.ts';

/**
 * The receiver as the list names it: a person by first name and surname, a base storage by its
 * label; a protected identity (Secret_ID) by its label only ("Protected identity"), nothing more.
 */
export function receiverName(receiver: OrderSummary['receiver']): string {
  if (receiver.type === 'CLIENT') return [receiver.firstName, receiver.surname].filter(Boolean).join(' ') || receiver.label;
  return receiver.label;
}

export const orderedByName = (order: Pick<OrderSummary, 'orderedBy'>): string => `${order.orderedBy.firstName} ${order.orderedBy.surname}`;
