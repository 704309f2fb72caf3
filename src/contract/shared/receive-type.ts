/**
 * The receive-delivery type of a product (spec 3 §4 Receive delivery type), zod-free: the server
 * (GET /product-suppliers, POST /deliveries) and `<fsp-receive-delivery>` share it.
 *
 * Read literally, the spec leaves NOT_LOT_CONTROLLED unreachable ("neither batch nor serial
 * controlled gives fixed-asset-controlled"). Issue 19 reads it, and so do we (docs/api.md, Receive
 * delivery):
 * - a fixed asset → FIXED_ASSET_CONTROLLED (whatever its batch and serial flags);
 * - batch or serial controlled, not a fixed asset → LOT_CONTROLLED;
 * - otherwise → NOT_LOT_CONTROLLED.
 */
export const RECEIVE_TYPES = ['LOT_CONTROLLED', 'NOT_LOT_CONTROLLED', 'FIXED_ASSET_CONTROLLED'] as const;
export type ReceiveType = (typeof RECEIVE_TYPES)[number];

/** The wizard's route segment of each type (/receive/delivery/order/:type/…). */
export const RECEIVE_TYPE_SLUGS: Record<ReceiveType, string> = {
  LOT_CONTROLLED: 'lot-controlled',
  NOT_LOT_CONTROLLED: 'not-lot-controlled',
  FIXED_ASSET_CONTROLLED: 'fixed-asset-controlled',
};

export type ReceiveFlags = { isBatchedControlled: boolean; isSerialNumberControlled: boolean; isFixedAsset: boolean };

export function receiveTypeOf(flags: ReceiveFlags): ReceiveType {
  if (flags.isFixedAsset) return 'FIXED_ASSET_CONTROLLED';
  if (flags.isBatchedControlled || flags.isSerialNumberControlled) return 'LOT_CONTROLLED';
  return 'NOT_LOT_CONTROLLED';
}

/** Reference at most 60 characters, at most 7 performance attributes (spec 3 §9). */
export const RECEIVE_REFERENCE_MAX = 60;
export const RECEIVE_ATTRIBUTES_MAX = 7;
