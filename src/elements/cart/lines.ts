/**
 * The cart's own rules (spec 2 §2 Cart, §4 Content line status, §5 ETA date, Price display), as pure
 * functions: the lines grouped per content type, what a line is called, whether and how it can be
 * edited, its quantity counter, the ETA's bounds, and the total's text. Ordering's shared rules
 * (status label, joint delivery, prices, what blocks Send) are core's `content/order-rules.ts`.
 */
import { isDraft, isEditableOrder, isQuantityLocked, ORDER_TYPE_OF, type OrderType } from '../../areas/orders/rules.ts';
import type { OrderLine } from '../../areas/orders/orders.ts';

/** The cart counter's bounds (spec 2 §5, §9: cart counters have min 1; max 999). */
export const CART_QUANTITY = { min: 1, max: 999 } as const;

/** The grouping per content type and a line's name are ordering's (core), shared with `<fsp-order>`. */
export { groupLines, lineTitle, type LineGroup } from '../../areas/orders/rules.ts';

/** Whether the order is the cart still is ordering's (core), shared with the order confirmation. */
export { isEditableOrder } from '../../areas/orders/rules.ts';

type EditLine = Pick<OrderLine, 'contentType' | 'steps' | 'status' | 'parentWebOrderContentId'>;

/**
 * The wizards with an embedded twin (the standalone's EMBEDDED_ROUTES: `/embedded/orders/:order/
 * products/:content?` and `…/work/:content?`). Any other wizard's path would show "not allowed"
 * inside the embedded page, so with `embedded` the cart offers Edit only on these lines (issue 37).
 */
export const EMBEDDED_WIZARDS: readonly OrderType[] = ['products', 'work'];

/**
 * How a line is edited (spec 2 §4 Content line status), or null when it cannot be from the cart:
 * in its wizard (every content type but a base-storage move has one), when it has steps; a draft
 * opens its wizard at once (`open`); a line in the cart is reverted to a draft first (`revert`),
 * except a line of a referenced order. `embedded`: only a wizard of EMBEDDED_WIZARDS.
 */
export function editMode(line: EditLine, embedded = false): 'open' | 'revert' | null {
  if (line.contentType === 'BASE_STORAGE_MOVE' || line.steps <= 0) return null;
  const wizard = ORDER_TYPE_OF[line.contentType];
  if (embedded && (wizard === null || !EMBEDDED_WIZARDS.includes(wizard))) return null;
  if (isDraft(line)) return 'open';
  if (line.parentWebOrderContentId !== null) return null;
  return 'revert';
}

type CounterLine = Pick<OrderLine, 'contentType' | 'product'>;

/**
 * The line's quantity counter: none without a product (a function, a pickup of items, a work
 * order); locked (disabled, at 1) for an inventory item that is not delivered.
 */
export function quantityCounter(line: CounterLine): { shown: false } | { shown: true; value: number; locked: boolean } {
  if (!line.product) return { shown: false };
  const deliveryType = line.contentType === 'PRODUCT_DELIVERY' || line.contentType === 'PRODUCT_PICKUP' ? line.contentType : null;
  const locked = deliveryType !== null && isQuantityLocked({ isOrderable: line.product.isOrderable, isInventory: line.product.isInventory }, deliveryType);
  return { shown: true, value: line.product.quantity, locked };
}

type PickupLine = Pick<OrderLine, 'contentType' | 'pickupList'>;

/**
 * A pickup line's items with their counters' bounds (spec 2 §5: pickup counters have max the item's
 * maxQuantity, min 1 as every cart counter): a pickup from the client's holdings (PICKUP) or from a
 * base storage (PRODUCT_PICKUP). A max below 1 (nothing free any more) is 1: the counter then only
 * shows the quantity the line has. No items for other lines (a work or fitting order's one aid is
 * no quantity to change).
 */
export function pickupItems<L extends PickupLine>(line: L): (L['pickupList'][number] & { max: number })[] {
  if (line.contentType !== 'PICKUP' && line.contentType !== 'PRODUCT_PICKUP') return [];
  return line.pickupList.map((item) => ({ ...item, max: Math.min(CART_QUANTITY.max, Math.max(CART_QUANTITY.min, item.maxQuantity)) }));
}

/** Joint delivery is offered on delivered product lines (a pickup is fetched, not delivered). */
export function offersJointDelivery(line: Pick<OrderLine, 'contentType'>): boolean {
  return line.contentType === 'PRODUCT_DELIVERY';
}

/** The ETA's rules are ordering's (core): today in Swedish time, and the check of a typed date. */
export { checkEta, swedishToday } from '../../areas/orders/rules.ts';

/** An amount with exactly two decimals in the language's number format ("1 234,00" / "1,234.00"). */
export function formatAmount(amount: number, lang: 'sv' | 'en'): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/**
 * The lines whose delivery address the cart's Change address sets on several at once: the lines
 * that are delivered (a function, a product delivery, a new product); a pickup is fetched from its
 * base storage, work and fitting go to a work-order address in their own wizards.
 */
export function isAddressLine(line: Pick<OrderLine, 'contentType'>): boolean {
  return line.contentType === 'FUNCTION' || line.contentType === 'PRODUCT_DELIVERY' || line.contentType === 'NEW_PRODUCT';
}

/** Change address is offered on a preliminary order with at least two delivered lines. */
export function offersAddressChange<L extends Pick<OrderLine, 'contentType'>>(order: { status: { value: number }; content: readonly L[] }): boolean {
  return isEditableOrder(order) && order.content.filter(isAddressLine).length >= 2;
}

