/**
 * The rules of adding a line (spec 2 §4 Delivery type, Assembly or installation; §5 Add button;
 * spec 1 New-order popup), as pure functions shared by the product's ordering block, the new-order
 * popup and the product wizard: the delivery types offered and the default, the assembly or
 * installation checkbox, why Add is not possible, the body of a product line, whether a base
 * storage has the product, the order types offered. Kept apart from rules.ts, which the cart and
 * the order detail load (a line as it is: status, joint delivery, prices, Send), so that they do
 * not load these. The server enforces the same rules (server/routes/orders.ts).
 */
import type { FeatureFlag } from '../../contract/authentication.ts';
import { FACILITY_CATEGORY, type OrderControl, type ReceiverType, SUB_CONTENT_TYPE_IDS } from '../../contract/constants.ts';
import { ORDER_TYPES, orderTypeAllowed, type OrderType } from '../../contract/shared/order-types.ts';
import type { DeliveryProduct, DeliveryType } from './rules.ts';

export type DeliveryContext = {
  /** The active order's receiver type; null when there is no order. */
  receiverType: ReceiverType | null;
  /** A referenced order is active (an order of a fitting). */
  referencedOrder?: boolean;
  /** The product has stock (available, quantity minus allocated) in the base storage it would be picked up in. */
  inBaseStorage: boolean;
};

/** The delivery types the user may choose between, in the order shown. */
export function deliveryTypeChoices(product: DeliveryProduct, ctx: DeliveryContext): DeliveryType[] {
  // Non-orderable products can only be picked up in base storage.
  if (!product.isOrderable) return product.isInventory ? [] : ['PRODUCT_PICKUP'];
  // A base-storage receiver or a referenced order: delivery.
  if (ctx.receiverType === 'FACILITY' || ctx.referencedOrder) return ['PRODUCT_DELIVERY'];
  // Inventory items with pickup cannot be ordered.
  if (product.isInventory) return ['PRODUCT_DELIVERY'];
  return ['PRODUCT_PICKUP', 'PRODUCT_DELIVERY'];
}

/**
 * The default delivery type (spec 2 §4): pickup when the receiver is a normal user (a client) and
 * the product has stock in base storage, otherwise delivery; a base-storage receiver or a referenced
 * order: delivery; a non-orderable product: pickup. Null when the product cannot be ordered at all
 * (a non-orderable inventory item).
 */
export function defaultDeliveryType(product: DeliveryProduct, ctx: DeliveryContext): DeliveryType | null {
  const choices = deliveryTypeChoices(product, ctx);
  if (choices.length <= 1) return choices[0] ?? null;
  const normalUser = ctx.receiverType === 'CLIENT' || ctx.receiverType === 'Secret_ID';
  return normalUser && ctx.inBaseStorage ? 'PRODUCT_PICKUP' : 'PRODUCT_DELIVERY';
}

/** The sub content type an order control dictates when the checkbox is checked. */
export function dictatedSubContentType(control: OrderControl): 'INSTALLATION' | 'ASSEMBLY' | null {
  if (control === 'INSTALLATION_MANDATORY' || control === 'INSTALLATION_OPTIONAL') return 'INSTALLATION';
  if (control === 'ASSEMBLY_MANDATORY' || control === 'ASSEMBLY_OPTIONAL') return 'ASSEMBLY';
  return null;
}

export function isMandatoryControl(control: OrderControl): boolean {
  return control === 'INSTALLATION_MANDATORY' || control === 'ASSEMBLY_MANDATORY';
}

export type InstallationCheckbox =
  | { shown: false }
  | { shown: true; kind: 'INSTALLATION' | 'ASSEMBLY'; checked: boolean; disabled: boolean };

/**
 * The assembly or installation checkbox (spec 2 §4): shown only for delivery, a receiver that is
 * not a base storage and a control other than NONE; a mandatory control is checked and disabled;
 * an optional one follows `checked`; read-only or disabled by the parent disables it.
 */
export function installationCheckbox(
  control: OrderControl,
  ctx: { deliveryType: DeliveryType | null; receiverType: ReceiverType | null; checked: boolean; readOnly?: boolean; disabledByParent?: boolean },
): InstallationCheckbox {
  const kind = dictatedSubContentType(control);
  if (kind === null || ctx.deliveryType !== 'PRODUCT_DELIVERY' || ctx.receiverType === 'FACILITY') return { shown: false };
  const mandatory = isMandatoryControl(control);
  return { shown: true, kind, checked: mandatory || ctx.checked, disabled: mandatory || Boolean(ctx.readOnly) || Boolean(ctx.disabledByParent) };
}

/**
 * The Add button (spec 2 §5): disabled without a receiver and without a referenced order, or for
 * an installation-mandatory product to a base-storage receiver; and when the product cannot be
 * ordered as chosen (no delivery type).
 */
export function addDisabledReason(
  control: OrderControl,
  ctx: { receiverType: ReceiverType | null; referencedOrder?: boolean; deliveryType: DeliveryType | null },
): 'NO_RECEIVER_SELECTED' | 'INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE' | 'NOT_ORDERABLE' | null {
  if (ctx.receiverType === null && !ctx.referencedOrder) return 'NO_RECEIVER_SELECTED';
  if (control === 'INSTALLATION_MANDATORY' && ctx.receiverType === 'FACILITY') return 'INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE';
  if (ctx.deliveryType === null) return 'NOT_ORDERABLE';
  return null;
}

/** What the user chose for a product line (the ordering block's Add, the new-order popup's add-to-cart, the wizard's product step). */
export type ProductLineChoice = {
  deliveryType: DeliveryType;
  quantity: number;
  /** isQuantityLocked: the quantity sent is 1. */
  locked: boolean;
  /** The installation or assembly: left out when undefined (the checkbox not offered), none when null (unchecked). */
  subContentType?: 'INSTALLATION' | 'ASSEMBLY' | null | undefined;
  /** A pickup's base storage, sent for a pickup only: left out when undefined (the server takes the user's own), none when null. */
  fromFacility?: number | null | undefined;
  /** The wizard's step the line is at (1: its first, where the user checks the choices made). */
  currentStep?: number;
};

/** The body of a product line (POST or PUT of a web order's content) from the user's choices. */
export function productLine(product: number, choice: ProductLineChoice): {
  contentType: DeliveryType;
  product: { id: number; quantity: number };
  subContentType?: { id: number } | null;
  fromFacility?: { id: number } | null;
  currentStep: number;
} {
  const { deliveryType, quantity, locked, subContentType, fromFacility, currentStep = 1 } = choice;
  return {
    contentType: deliveryType,
    product: { id: product, quantity: locked ? 1 : quantity },
    ...(subContentType === undefined ? {} : { subContentType: subContentType === null ? null : { id: SUB_CONTENT_TYPE_IDS[subContentType] } }),
    ...(deliveryType === 'PRODUCT_PICKUP' && fromFacility !== undefined ? { fromFacility: fromFacility === null ? null : { id: fromFacility } } : {}),
    currentStep,
  };
}

type Balance = { facility: { id: number }; quantity: number; allocatedQuantity: number };

/**
 * "The product has stock in base storage" (spec 2 §4): something available (quantity less
 * allocated) in the base storage a pickup would be made in: the user's own facility when it is a
 * base storage (the server's choice too), else none.
 */
export function hasStockInBaseStorage(balances: readonly Balance[], userFacility: { id: number; category: { value: number } } | null | undefined): boolean {
  if (!userFacility || userFacility.category.value !== FACILITY_CATEGORY.baseStorage) return false;
  return balances.some((b) => b.facility.id === userFacility.id && hasAvailable(b));
}

type StorageBalance = Balance & { facility: { category: { value: number } } };

/** Whether a storage holds some of the product available (quantity less allocated). */
export const hasAvailable = (b: Pick<Balance, 'quantity' | 'allocatedQuantity'>): boolean => b.quantity - b.allocatedQuantity > 0;

/**
 * Why a pickup cannot be made (spec 2 §8, the labels of the product or order flow), from the
 * product's stock per storage: `storage` is the base storage it would be picked up in when that is
 * known (the user's own, or one chosen), and with none available there it is
 * NOT_AVAILABLE_IN_BASE_STORAGE; with none known, LOCATION_MISSING when some base storage has it
 * available (one is to be chosen), NOT_AVAILABLE_IN_BASE_STORAGE when none has. Null: it can be.
 * The server refuses the same pickups (400, server/routes/orders.ts).
 */
export function pickupRefusal(balances: readonly StorageBalance[], storage: number | null): 'NOT_AVAILABLE_IN_BASE_STORAGE' | 'LOCATION_MISSING' | null {
  if (storage !== null) return balances.some((b) => b.facility.id === storage && hasAvailable(b)) ? null : 'NOT_AVAILABLE_IN_BASE_STORAGE';
  return balances.some((b) => b.facility.category.value === FACILITY_CATEGORY.baseStorage && hasAvailable(b)) ? 'LOCATION_MISSING' : 'NOT_AVAILABLE_IN_BASE_STORAGE';
}

/**
 * The order types step 2 offers (spec 1 New-order popup): those the receiver may be given by the
 * user's flags (orderTypeAllowed, which the server enforces when a line is made). Every type's
 * wizard is built.
 */
export function orderTypeChoices(flags: Record<FeatureFlag, boolean> | null | undefined, receiverType: ReceiverType): OrderType[] {
  return ORDER_TYPES.filter((o) => orderTypeAllowed(o.key, receiverType, flags)).map((o) => o.key);
}
