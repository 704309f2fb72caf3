/**
 * The order detail's own rules (spec 2 §2 Order detail, §4 Order status, Fitting order lines), as
 * pure functions. Ordering's shared rules (grouping per content type, a line's name and status
 * label, an address's and a contact's text) are core's `content/order-rules.ts`.
 */
import { ORDER_STATUS } from '../../contract/constants.ts';
import type { OrderLine } from '../../areas/orders/orders.ts';


/**
 * What the detail shows of an order: a preliminary order (status 10, which the server answers only
 * to the user who made it) is that user's cart, not a sent order, so the detail leads to the cart
 * instead of showing it as sent; every other status is the read-only detail.
 */
export function detailKind(order: { status: { value: number } }): 'cart' | 'detail' {
  return order.status.value === ORDER_STATUS.preliminary ? 'cart' : 'detail';
}

/**
 * Fitting statuses 90 (completed) and 99 (cancelled) count as completed (spec 2 Fitting order
 * lines): such a line says so, and, like every line of the read-only detail, has no ordering
 * buttons (Order product and Order work order under a fitting belong to the fitting's own view).
 */
export function isCompletedFitting(line: Pick<OrderLine, 'contentType' | 'status'>): boolean {
  return line.contentType === 'FITTING' && (line.status.value === 90 || line.status.value === 99);
}

/**
 * A content type's lines shown before "Show all n lines": a usual order (a few lines) shows every
 * line; a large one (a sent 200-line cart) opens with these, and the rest on demand.
 */
export const SHOW_FIRST = 40;

/** The lines of a group on screen: all of them, or the first SHOW_FIRST until the user asks for all. */
export function shownLines<L>(lines: readonly L[], all: boolean): readonly L[] {
  return all || lines.length <= SHOW_FIRST ? lines : lines.slice(0, SHOW_FIRST);
}
