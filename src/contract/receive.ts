/**
 * Receiving deliveries into a base storage (spec 3 §2 Receive delivery, §3 Receive-delivery
 * payload, §4 Receive delivery type, §5 Receive delivery, §7 Receive delivery, §8, §9).
 *
 * The page searches for the item to receive (GET /product-suppliers, the product–supplier rows
 * spec 2 §7 and spec 3 §7 both name; issue 37: until then under /deliveries), reads the product (GET
 * /products/{product}) and the storage (GET /base-storages/{facility}) it was given, then checks
 * each wizard step with POST /deliveries VALIDATE_RECEIVE (204) and receives with RECEIVE (200).
 * The type of a product follows its flags (shared/receive-type.ts).
 *
 * Decided where the spec is silent (docs/api.md, Receive delivery):
 * - RECEIVE raises the balance in one transaction that locks the storage first. A product not a
 *   fixed asset and without a serial number goes onto the storage's receiving location (the first
 *   allocatable location, by id, of its first warehouse, by id: the main warehouse in the seed),
 *   added to the row of the same product and batch there when there is one, else a new row. A
 *   serial-controlled item is one a serial number: quantity 1 (RECEIVE_QUANTITY_NOT_VALID), a row of its own.
 *   A fixed asset becomes a new row of quantity 1 with a new inventory number (HMC600001 up) and
 *   its label (the fixed assets' signed label link).
 * - A serial number already on a stock item of the product (in any storage or held) answers 409
 *   SERIAL_NUMBER_EXISTS.
 * - "Inventories (counts) cannot be received" (spec 3 §5): a base storage with an open inventory
 *   count (started, not yet confirmed or deleted) receives nothing: 409 INVENTORY_IN_PROGRESS,
 *   from VALIDATE_RECEIVE and RECEIVE alike. The page says so as soon as such a storage is chosen.
 * - supplierId must be the product's supplier (400 VALIDATION).
 * - The attributes: a product has 0 to 7 performance attributes {id, label} (GET /products/{product},
 *   performanceAttributes). Each attribute given names one of them by id, none twice, with a value
 *   not blank (400 VALIDATION); the client sends only those filled in. The label sent is not
 *   compared: the receipt keeps the product's label and the value trimmed.
 * - The reference and the attributes are kept with the receipt (not on the stock item).
 * - With an Idempotency-Key, a RECEIVE sent again by the same user with the same payload (its
 *   canonical JSON's hash: keys in any order, a field null or absent alike) answers the first answer
 *   and receives nothing; with another payload it answers 422 IDEMPOTENCY_KEY_REUSED and receives
 *   nothing (the IETF Idempotency-Key draft's answer). A RECEIVE that failed kept nothing, so its
 *   retry receives, with any payload.
 */
import { z } from '@hono/zod-openapi';
import { IDEMPOTENCY_HEADER } from './constants.ts';
import { PagingQuery, errorResponses, jsonResponse, pageOf, defineRoute } from './common.ts';
import { MAX_ID } from './shared/query-id.ts';
import { RECEIVE_TYPES } from './shared/receive-type.ts';

const Id = z.number().int().min(1).max(MAX_ID);
const NOT_AUTHORIZED = 'NOT_AUTHORIZED_TO_MUNICIPALITY: the base storage is not one the caller may work on';

// ---------------------------------------------------------------------------------------------
// The search
// ---------------------------------------------------------------------------------------------

export const ReceivableProductQuery = PagingQuery.extend({
  searchValue: z.string().max(200).optional().openapi({
    description: 'Required, not blank (INVALID_SEARCH_QUERY): words, each anywhere in the product number, the name or the supplier product number',
  }),
});
export type ReceivableProductQuery = z.input<typeof ReceivableProductQuery>;

export const ReceivableProduct = z
  .object({
    id: z.number().int().openapi({ description: 'The product’s id' }),
    name: z.string(),
    productNumber: z.string(),
    supplierProductNumber: z.string().openapi({ description: 'The supplier’s item number of the product' }),
    itemClass: z.object({ id: z.number().int(), label: z.string() }).openapi({ description: 'The article class' }),
    supplier: z.object({ id: z.number().int(), label: z.string() }),
    isBatchedControlled: z.boolean(),
    isSerialNumberControlled: z.boolean(),
    isFixedAsset: z.boolean(),
    receiveType: z.enum(RECEIVE_TYPES).openapi({ description: 'From the flags (shared/receive-type.ts)' }),
  })
  .openapi('ReceivableProduct');
export type ReceivableProduct = z.infer<typeof ReceivableProduct>;

export const listProductSuppliers = defineRoute({
  operationId: 'listProductSuppliers',
  method: 'get',
  path: '/product-suppliers',
  summary: 'Product–supplier rows (spec 2 §7, spec 3 §7): products with their supplier, by name then product number; the items to receive',
  request: { query: ReceivableProductQuery },
  responses: {
    200: jsonResponse('The matching products', pageOf(ReceivableProduct, 'ReceivableProductPage')),
    ...errorResponses(401, 403, { 400: 'INVALID_SEARCH_QUERY: no search text; VALIDATION' }),
  },
});

// ---------------------------------------------------------------------------------------------
// Receiving
// ---------------------------------------------------------------------------------------------

const Attribute = z
  .object({
    id: z.string().max(100).openapi({ description: 'The id of one of the product’s performanceAttributes (GET /products/{product}), each at most once' }),
    label: z.string().max(200).openapi({ description: 'Its label (not compared; the receipt keeps the product’s)' }),
    value: z.string().max(200).openapi({ description: 'Not blank; trimmed' }),
  })
  .openapi('ReceiveAttribute');

export const ReceivePayload = z
  .object({
    productId: Id,
    facilityId: Id.nullish().openapi({ description: 'The base storage; missing: BASE_STORAGE_MUST_BE_ASSIGNED_VALUE' }),
    supplierId: Id.openapi({ description: 'The product’s supplier' }),
    batch: z.string().max(100).nullish().openapi({ description: 'Required for a batch-controlled product (BATCH_REQUIRED)' }),
    serialNumber: z.string().max(100).nullish().openapi({ description: 'Required for a serial-controlled product (SERIAL_NUMBER_REQUIRED); new (SERIAL_NUMBER_EXISTS)' }),
    quantity: z.number().int().min(1).max(999_999).openapi({ description: 'At least 1; 1 for a fixed asset or a serial number (RECEIVE_QUANTITY_NOT_VALID)' }),
    reference: z.string().max(10_000).nullish().openapi({ description: 'At most 60 characters (REFERENCE_FIELD_TOO_LONG)' }),
    attribute1: Attribute.optional(),
    attribute2: Attribute.optional(),
    attribute3: Attribute.optional(),
    attribute4: Attribute.optional(),
    attribute5: Attribute.optional(),
    attribute6: Attribute.optional(),
    attribute7: Attribute.optional(),
  })
  .strict()
  .openapi('ReceivePayload', {
    description:
      'At most 7 performance attributes: attribute1 to attribute7 (others: VALIDATION), the ones filled in, in any of the slots; ' +
      'each names one of the product’s performanceAttributes by id, none twice, with a value not blank (VALIDATION otherwise)',
  });
export type ReceivePayload = z.input<typeof ReceivePayload>;

export const DeliveryAction = z
  .object({ action: z.enum(['VALIDATE_RECEIVE', 'RECEIVE']), payload: ReceivePayload })
  .openapi('DeliveryAction');
export type DeliveryAction = z.input<typeof DeliveryAction>;

export const ReceiveResult = z
  .object({
    stockItemId: z.number().int().openapi({ description: 'The balance row received onto' }),
    inventoryNumber: z.string().nullable().openapi({ description: 'A fixed asset’s new inventory number' }),
    labelUrl: z.string().nullable().openapi({ description: 'A fixed asset’s inventory label (a signed link to a PDF)' }),
    quantity: z.number().int().openapi({ description: 'How many were received' }),
  })
  .openapi('ReceiveResult');
export type ReceiveResult = z.infer<typeof ReceiveResult>;

export const deliveryAction = defineRoute({
  operationId: 'deliveryAction',
  method: 'post',
  path: '/deliveries',
  summary: `VALIDATE_RECEIVE checks a receipt (204); RECEIVE receives it into the base storage (200): with the header ${IDEMPOTENCY_HEADER}, a repeated RECEIVE with the same payload answers the first one’s answer, with another payload 422`,
  request: {
    headers: z.object({
      [IDEMPOTENCY_HEADER.toLowerCase()]: z.string().min(8).max(100).optional().openapi({ description: 'RECEIVE: a random key per receipt, the same on a retry (with the same payload: another is IDEMPOTENCY_KEY_REUSED)' }),
    }),
    body: { required: true, content: { 'application/json': { schema: DeliveryAction } } },
  },
  responses: {
    200: jsonResponse('RECEIVE: received', ReceiveResult),
    204: { description: 'VALIDATE_RECEIVE: valid' },
    ...errorResponses(
      401,
      {
        400:
          'BASE_STORAGE_MUST_BE_ASSIGNED_VALUE: no facilityId; REFERENCE_FIELD_TOO_LONG: a reference above 60 characters; BATCH_REQUIRED; SERIAL_NUMBER_REQUIRED; ' +
          'RECEIVE_QUANTITY_NOT_VALID: a fixed asset or a serial number with a quantity other than 1; VALIDATION: a quantity below 1, an attribute other than attribute1 to 7, another supplier than the product’s, ' +
          'an attribute whose id is none of the product’s performance attributes or is given twice, or whose value is blank or above 200 characters',
      },
      { 403: `FORBIDDEN (an embedded session, or the access message not accepted: TERMS_NOT_ACCEPTED); ${NOT_AUTHORIZED}; RECEIVE_DELIVERY_FOR_FIXED_ASSETS_IS_NOT_ALLOWED: a fixed asset, and the caller’s isReceiveDeliveryForFixedAssetsEnabled is false` },
      { 404: 'NOT_FOUND: no such product or base storage' },
      { 409: 'SERIAL_NUMBER_EXISTS: a stock item of the product has that serial number; INVENTORY_IN_PROGRESS: the base storage has an open inventory count (spec 3 §5: counts cannot be received)' },
      { 422: `IDEMPOTENCY_KEY_REUSED: a RECEIVE whose ${IDEMPOTENCY_HEADER} the user sent before with another payload (the first receipt stands; nothing is received)` },
    ),
  },
});
