/**
 * The add-to-cart reference's line (spec 1 New-order popup: "the product is added to the new
 * order"): the product's default delivery type for the new receiver (spec 2 §4), its quantity
 * (1 when locked), and the sub content type a mandatory order control dictates; a draft at the
 * product wizard's first step, where the user checks the choices and goes on. Null when the product cannot be ordered.
 */
import type { ContentCreate } from '../../contract/orders.ts';
import type { OrderControl, ReceiverType } from '../../contract/constants.ts';
import { FACILITY_CATEGORY } from '../../contract/constants.ts';
import { addDisabledReason, defaultDeliveryType, dictatedSubContentType, hasStockInBaseStorage, isMandatoryControl, pickupRefusal, productLine } from '../../areas/orders/add-rules.ts';
import { isQuantityLocked } from '../../areas/orders/rules.ts';

type Product = {
  id: number;
  isOrderable: boolean;
  isFixedAsset: boolean;
  orderControl: OrderControl;
  storageBalances: { facility: { id: number; category: { value: number } }; quantity: number; allocatedQuantity: number }[];
};

export function lineForProduct(
  product: Product,
  quantity: number,
  ctx: { receiverType: ReceiverType; userFacility: { id: number; category: { value: number } } | null },
): ContentCreate | null {
  const rules = { isOrderable: product.isOrderable, isInventory: product.isFixedAsset };
  const deliveryType = defaultDeliveryType(rules, { receiverType: ctx.receiverType, inBaseStorage: hasStockInBaseStorage(product.storageBalances, ctx.userFacility) });
  if (deliveryType === null) return null;
  const sub = deliveryType === 'PRODUCT_DELIVERY' && ctx.receiverType !== 'FACILITY' && isMandatoryControl(product.orderControl) ? dictatedSubContentType(product.orderControl) : null;
  // As the product's Add (the same productLine): the wizard opens at its first step, where the user sees the choices made.
  return productLine(product.id, { deliveryType, quantity: Math.max(1, quantity), locked: isQuantityLocked(rules, deliveryType), subContentType: sub ?? undefined });
}

/**
 * Why the product cannot be added for this receiver, asked before the order is made (so a refusal
 * makes no order): an installation-mandatory product to a base storage, a product that cannot be
 * ordered at all, or a pickup (the non-orderable product's only way) with none available where it
 * would be picked up (the user's own base storage), or, with no own base storage, in any
 * (NOT_AVAILABLE_IN_BASE_STORAGE, as the server answers). Null: it can.
 */
export function addToCartRefusal(
  product: Product,
  ctx: { receiverType: ReceiverType; userFacility: { id: number; category: { value: number } } | null },
): 'INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE' | 'NOT_ORDERABLE' | 'NOT_AVAILABLE_IN_BASE_STORAGE' | null {
  const rules = { isOrderable: product.isOrderable, isInventory: product.isFixedAsset };
  const deliveryType = defaultDeliveryType(rules, { receiverType: ctx.receiverType, inBaseStorage: hasStockInBaseStorage(product.storageBalances, ctx.userFacility) });
  const reason = addDisabledReason(product.orderControl, { receiverType: ctx.receiverType, deliveryType });
  if (reason !== null) return reason === 'NO_RECEIVER_SELECTED' ? null : reason;
  const ownBase = ctx.userFacility?.category.value === FACILITY_CATEGORY.baseStorage ? ctx.userFacility.id : null;
  if (deliveryType === 'PRODUCT_PICKUP' && pickupRefusal(product.storageBalances, ownBase) === 'NOT_AVAILABLE_IN_BASE_STORAGE') return 'NOT_AVAILABLE_IN_BASE_STORAGE';
  return null;
}
