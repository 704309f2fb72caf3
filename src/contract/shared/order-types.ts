/**
 * Which order types a receiver may be given (spec 1 New-order popup, spec 2 §4 Wizards and §5 Add
 * button), shared by the new-order popup, which offers only these, and the server, which refuses a
 * line of any other content type. Zod-free, so browser code may import it as a value.
 *
 * - Each order type but products has its feature flag (the user's, GET /authentication `flags`).
 * - A base storage (receiver FACILITY) is given products only: no function order, fitting, work,
 *   pickup from a client's holdings or external assortment. Spec 2 §6 hides the function order too
 *   ("These entries are hidden when the order receiver is a base storage"), where spec 1's popup
 *   names only fitting, work, pickup and external assortment: decided for spec 2 §6, the ordering
 *   document's own and more specific rule (docs/api.md, src/areas/orders/README.md).
 */
import type { FeatureFlag } from '../authentication.ts';
import type { ContentType } from '../constants.ts';

/** The order types of the new-order popup's step 2, in the spec's order, with their feature flag. */
export const ORDER_TYPES = [
  { key: 'functions', flag: 'isOrderFunctionEnabled', notForBaseStorage: true },
  // Products of the range have no flag; isOrderNewProductEnabled is the NEW_PRODUCT line's (external assortment).
  { key: 'products', flag: null, notForBaseStorage: false },
  { key: 'fittings', flag: 'isOrderFittingEnabled', notForBaseStorage: true },
  { key: 'work', flag: 'isOrderWorkEnabled', notForBaseStorage: true },
  { key: 'pick-ups', flag: 'isOrderPickupEnabled', notForBaseStorage: true },
  { key: 'external-assortments', flag: 'isOrderNewProductEnabled', notForBaseStorage: true },
] as const satisfies readonly { key: string; flag: FeatureFlag | null; notForBaseStorage: boolean }[];
export type OrderType = (typeof ORDER_TYPES)[number]['key'];

/**
 * The order type (wizard) a line of each content type belongs to; null: made by no wizard (a move
 * between base storages, which is the stock area's).
 */
export const ORDER_TYPE_OF: Record<ContentType, OrderType | null> = {
  FUNCTION: 'functions',
  PRODUCT_DELIVERY: 'products',
  PRODUCT_PICKUP: 'products',
  NEW_PRODUCT: 'external-assortments',
  PICKUP: 'pick-ups',
  FITTING: 'fittings',
  WORK: 'work',
  BASE_STORAGE_MOVE: null,
};

type Flags = Partial<Record<FeatureFlag, boolean>> | null | undefined;

/** Whether the order type may be given to the receiver (its type: CLIENT, FACILITY or Secret_ID) by a user with these flags. */
export function orderTypeAllowed(type: OrderType, receiverType: string, flags: Flags): boolean {
  const o = ORDER_TYPES.find((x) => x.key === type);
  return o !== undefined && (o.flag === null || flags?.[o.flag] === true) && !(o.notForBaseStorage && receiverType === 'FACILITY');
}

/** Whether a line of the content type may be ordered for the receiver (its wizard's type allowed). */
export function contentTypeAllowed(contentType: ContentType, receiverType: string, flags: Flags): boolean {
  const type = ORDER_TYPE_OF[contentType];
  return type !== null && orderTypeAllowed(type, receiverType, flags);
}
