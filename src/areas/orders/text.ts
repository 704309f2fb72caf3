/**
 * A line's address and contact as one line of text, as the cart's dialogs and the order detail show
 * them. A module of its own, not order-rules.ts: the cart uses them only in its dialogs, a chunk
 * loaded on demand, so they stay out of what the cart loads at once.
 */
import type { DeliveryAddress, DeliveryContact } from '../../contract/orders.ts';
import { formatPostalNo } from '../../core/format/index.ts';

/** One line of an address: description, c/o, street, postal number and city. */
export function addressText(a: DeliveryAddress): string {
  return [a.description, a.careOf ? `c/o ${a.careOf}` : null, a.street, `${formatPostalNo(a.postalNo)} ${a.city}`].filter(Boolean).join(', ');
}

/** A contact: the name, the relation, the phone and the e-mail. */
export function contactText(c: DeliveryContact): string {
  return [[c.firstName, c.surname].filter(Boolean).join(' '), c.relation, c.phoneNo, c.email].filter(Boolean).join(', ');
}
