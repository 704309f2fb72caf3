/**
 * Ordering's rules of a line as it is (spec 2 §4 Content line status, Joint delivery, Cart and
 * sending; §5 Price display, ETA date), as pure functions shared by the cart, the order detail, the
 * fitting's orders, the product's ordering block, the new-order popup and the product wizard: the
 * quantity lock, a line's status, group and name, joint delivery, prices and the total, why Send is
 * blocked, the ETA's check. The rules of adding a line are add-rules.ts. The server enforces the
 * same rules (server/routes/orders.ts); these decide what the interface offers.
 */
import type { OrderContent } from '../../contract/orders.ts';
import { CONTENT_STATUS, CONTENT_TYPES, type ContentType, DEFAULT_CURRENCY, ETA_MAX, ORDER_STATUS, type ReceiverType } from '../../contract/constants.ts';
import { unitPrice, type Priced } from '../../core/format/index.ts';
// The `orders:` keys these rules return have their texts wherever the rules are used.
import './texts.ts';

export type DeliveryType = 'PRODUCT_PICKUP' | 'PRODUCT_DELIVERY';

/** What the delivery-type rules need to know of the product. */
export type DeliveryProduct = { isOrderable: boolean; isInventory: boolean };

/** The quantity is locked (to 1) for an inventory item unless it is delivered. */
export function isQuantityLocked(product: DeliveryProduct, deliveryType: DeliveryType | null): boolean {
  return product.isInventory && deliveryType !== 'PRODUCT_DELIVERY';
}

// ------------------------------------------------------------------------------------------ lines

type StatusLine = { status: { value: number; label: string }; externalStatus: { value: number; label: string } | null; address: unknown };

export const isDraft = (line: { status: { value: number } }): boolean => line.status.value === CONTENT_STATUS.draft;

/** The order is the cart still (preliminary): its lines may change; once sent, it is read only. */
export function isEditableOrder(order: { status: { value: number } }): boolean {
  return order.status.value === ORDER_STATUS.preliminary;
}

/**
 * A line's status label (spec 2 §4 Content line status): a draft shows Missing delivery address
 * without an address, else Draft; other lines their status, or the external status when present.
 * Answers an `orders` namespace key, or the label as the server gave it.
 */
export function lineStatusLabel(line: StatusLine): { key: string } | { text: string } {
  if (line.status.value === CONTENT_STATUS.draft) return { key: line.address ? 'orders:contentStatus.5' : 'orders:contentStatus.missingAddress' };
  if (line.externalStatus) return { text: line.externalStatus.label };
  return { text: line.status.label };
}

type JointLine = { id: number; codeliveryId: number; address: { id: number } | null; deliveryMethod: { id: number } | null };

/**
 * The joint-delivery checkbox of a line (spec 2 §4): checked when codeliveryId is set; disabled
 * when read-only, disabled by the parent, or when the first checked line has another address or
 * delivery method.
 */
export function jointDeliveryCheckbox(line: JointLine, lines: readonly JointLine[], ctx: { readOnly?: boolean; disabledByParent?: boolean } = {}): { checked: boolean; disabled: boolean } {
  const checked = line.codeliveryId > 0;
  const first = lines.find((l) => l.codeliveryId > 0);
  const differs = first !== undefined && first.id !== line.id && (first.address?.id !== line.address?.id || first.deliveryMethod?.id !== line.deliveryMethod?.id);
  return { checked, disabled: Boolean(ctx.readOnly) || Boolean(ctx.disabledByParent) || (!checked && differs) };
}

/** MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY: joint delivery chosen on exactly one line (or on lines that do not match). */
export function jointDeliveryError(lines: readonly JointLine[]): 'MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY' | null {
  const joint = lines.filter((l) => l.codeliveryId > 0);
  if (joint.length === 0) return null;
  const [first] = joint;
  const same = joint.every((l) => l.address?.id === first?.address?.id && l.deliveryMethod?.id === first?.deliveryMethod?.id);
  return joint.length < 2 || !same ? 'MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY' : null;
}

// ----------------------------------------------------------------------------------------- prices

type PricedLine = { contentType: string; product: (Priced & { quantity: number }) | null };

/** A line's price: quantity times price divided by price quantity; null when not shown (no currency, not above zero). */
export function linePrice(line: PricedLine): number | null {
  if (!line.product) return null;
  const unit = unitPrice(line.product);
  return unit === null ? null : unit * line.product.quantity;
}

/**
 * The cart total (spec 2 §5): the delivery and pickup lines with a positive price, summed, in the
 * default currency (SEK) with 2 decimals.
 */
export function cartTotal(lines: readonly PricedLine[]): { amount: number; currency: string } {
  let amount = 0;
  for (const line of lines) {
    if (line.contentType !== 'PRODUCT_DELIVERY' && line.contentType !== 'PRODUCT_PICKUP') continue;
    const price = linePrice(line);
    if (price !== null && price > 0) amount += price;
  }
  return { amount: Math.round(amount * 100) / 100, currency: DEFAULT_CURRENCY };
}

export type SendBlock = 'CART_EMPTY' | 'CART_DRAFT_INFO_MESSAGE' | 'NO_ADDRESS_OR_CONTACT' | 'NOT_AUTHORIZED_TO_MUNICIPALITY' | 'MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY';

/**
 * Why Send is disabled (spec 2 §4 Cart and sending), or null: an empty cart, a draft, a missing
 * delivery address, a client receiver without municipal authorization, a lone joint delivery.
 */
export function sendBlock(order: {
  receiver: { type: ReceiverType; hasAuthorizationForMunicipal: boolean };
  content: readonly (JointLine & { status: { value: number } })[];
}): SendBlock | null {
  if (order.content.length === 0) return 'CART_EMPTY';
  if (order.content.some(isDraft)) return 'CART_DRAFT_INFO_MESSAGE';
  if (order.content.some((l) => l.address === null)) return 'NO_ADDRESS_OR_CONTACT';
  if (order.receiver.type !== 'FACILITY' && !order.receiver.hasAuthorizationForMunicipal) return 'NOT_AUTHORIZED_TO_MUNICIPALITY';
  return jointDeliveryError(order.content);
}

export { ORDER_TYPE_OF, ORDER_TYPES, orderTypeAllowed, type OrderType } from '../../contract/shared/order-types.ts';

// ------------------------------------------------------------------------------------------ dates

/** Today in Swedish time as YYYY-MM-DD (an ETA's or a requested date's minimum, as the server counts it). */
export function swedishToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * A date typed for an ETA or a requested delivery (spec 2 §5 ETA date: today to 9999-12-31): `ok`
 * with the date to send (null: none, an empty field), or the problem.
 */
export function checkEta(value: string, today: string): { ok: true; date: string | null } | { ok: false; problem: 'ETA_OUT_OF_RANGE' } {
  const date = value.trim();
  if (date === '') return { ok: true, date: null };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || date < today || date > ETA_MAX) return { ok: false, problem: 'ETA_OUT_OF_RANGE' };
  return { ok: true, date };
}

// ---- A line as the cart and the order detail show it (its group, its name; its address and contact: order-text.ts)

/** The least a line needs of these rules (so tests can build lines without every field). */
type GroupLine = Pick<OrderContent, 'id' | 'contentType'>;

export type LineGroup<L extends GroupLine> = { type: ContentType; lines: L[] };

/**
 * The lines per content type, in the order of the content types (function, product delivery,
 * pickup in base storage, external assortment, pickup, fitting, work, base-storage move); within a
 * group the lines keep the server's order (line number). Empty groups are left out.
 */
export function groupLines<L extends GroupLine>(lines: readonly L[]): LineGroup<L>[] {
  return CONTENT_TYPES.map((type) => ({ type, lines: lines.filter((l) => l.contentType === type) })).filter((g) => g.lines.length > 0);
}

/** What the cart shows of a line's status and kind. */
type TitleLine = Pick<OrderContent, 'contentType' | 'product' | 'function' | 'pickupList' | 'subContentType'>;

/**
 * A line's name: its product (name, and the product number apart), a function order's function
 * (and its type), a pickup's items; else null (the content type's label names it).
 */
export function lineTitle(line: TitleLine): { name: string; number: string | null; supplier: string | null } | null {
  const { product, function: fn } = line;
  if (product) return { name: product.name, number: product.productNumber || null, supplier: line.contentType === 'NEW_PRODUCT' ? product.supplier.label || null : null };
  const name = fn ? (fn.type ? `${fn.value}, ${fn.type.value}` : fn.value) : line.pickupList.length > 0 ? line.pickupList.map((p) => p.name).join(', ') : line.subContentType?.label;
  return name === undefined ? null : { name, number: null, supplier: null };
}

/** A line's unit as shown: its own, or the fallback ("Styck", pieces: spec 2 §9) where it has none. */
export function unitOrFallback(unit: string | null | undefined, fallback: string): string {
  return unit?.trim() || fallback;
}
