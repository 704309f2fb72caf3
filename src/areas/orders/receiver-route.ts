/**
 * The order's receiver's page (issue 37; spec 2 §2 Client search and Cart, §6): a client's
 * information with `?from=receiver` (its breadcrumbs then leave out the client search), a base
 * storage's stock balance; null for a protected identity (Secret_ID) or a client of a municipality
 * the user is not authorized for (no link, spec 2 §6). A module of its own: the header and the
 * cart use it, the other elements of orders.ts do not carry it.
 */
import type { OrderReceiver } from '../../contract/orders.ts';

export function receiverRoute(receiver: Pick<OrderReceiver, 'type' | 'id' | 'hasAuthorizationForMunicipal'>): string | null {
  if (receiver.type === 'FACILITY') return `/base-storages?storage=${receiver.id}`;
  if (receiver.type === 'CLIENT' && receiver.hasAuthorizationForMunicipal) return `/clients/${receiver.id}/info?from=receiver`;
  return null;
}
