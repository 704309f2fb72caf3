/**
 * Fixed assets and the inventory search (spec 3 §2 Base storage: /inventories and the fixed-asset
 * routes, §3 Fixed asset (stock item) and History row, §5 Inventory search and Other, §7 Fixed
 * assets and holdings, §9 the order-history process categories).
 *
 * A fixed asset is a stock item with an inventory number, wherever it is: in a storage (a balance
 * row on a warehouse location), held by a client (a holding), or fitted to another item as its
 * accessory. `{fixedAsset}` is the stock item's id (the spec's routes call it `:product`; the
 * search answers it as `id`).
 *
 * Who may see one (decided; the spec is silent): a user reaches a fixed asset in a storage whose
 * municipality is one of the user's MUNICIPALITY authorizations, and one held by a client (the
 * holder of the item at the top of its accessory chain) whom the user may reach (the municipal
 * rule of /clients). Everything else answers 404 and is not listed by the search, so the search
 * never tells a user that an item they may not see exists.
 *
 * Dates are `YYYY-MM-DD`, date-times ISO 8601.
 */
import { z } from '@hono/zod-openapi';
import { FIXED_ASSET_NOTE_MAX } from './constants.ts';
import { PagingQuery, SignedLinkQuery, errorResponses, jsonResponse, noSession, pageOf, IdParam, defineRoute } from './common.ts';
import { HoldingAccessory, ProductImage } from './clients.ts';
import { MAX_ID } from './shared/query-id.ts';

const Id = IdParam;
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).openapi({ description: 'YYYY-MM-DD', example: '2025-03-14' });
const Labelled = z.object({ label: z.string() });
const ValueLabel = z.object({ value: z.string(), label: z.string() });
const NO_FIXED_ASSET = 'NOT_FOUND: no such fixed asset, or not one the caller may see';

export const FixedAssetId = z.object({ fixedAsset: Id.openapi({ description: 'The stock item’s id' }) });

// ---------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------

const FacilityRef = z.object({ id: z.number().int(), value: z.string(), label: z.string() });
const HolderRef = z
  .object({ id: z.number().int(), firstName: z.string(), surname: z.string() })
  .openapi({ description: 'The client holding the item (at the top of its accessory chain); null: in a storage' });

/** One hit of the inventory search. */
export const FixedAssetHit = z
  .object({
    id: z.number().int().openapi({ description: 'The stock item’s id: GET /fixed-assets/{id}' }),
    inventoryNumber: z.string().nullable(),
    serialNumber: z.string().nullable(),
    productNumber: z.string(),
    name: z.string(),
    quantity: z.number().int(),
    unit: z.string(),
    storage: FacilityRef.nullable().openapi({ description: 'The storage (facility category 1 or 2) the item lies in; null when a client holds it' }),
    client: HolderRef.nullable(),
    parent: z.object({ id: z.number().int(), name: z.string() }).nullable().openapi({ description: 'The item this one is fitted to as an accessory' }),
    canOpen: z.boolean().openapi({ description: 'Whether the fixed-asset detail opens for it: true for an item with an inventory number' }),
  })
  .openapi('FixedAssetHit');
export type FixedAssetHit = z.infer<typeof FixedAssetHit>;

export const FixedAssetLocation = z
  .object({
    value: z.string().openapi({ example: 'A-01-2' }),
    label: z.string().openapi({ example: 'Gång A, hylla 01, plan 2' }),
    isAllocatable: z.boolean(),
    warehouse: ValueLabel,
    facility: ValueLabel.extend({ id: z.number().int(), category: z.object({ value: z.number().int(), label: z.string() }) }),
  })
  .openapi('FixedAssetLocation');

export const FixedAssetAllocation = z
  .object({ referencedOrderLine: z.object({ orderType: z.string().openapi({ description: 'The task type: CH, CA, Sn, In or Cn' }), orderNumber: z.string().nullable() }) })
  .openapi('FixedAssetAllocation');

/** The spec's "Fixed asset (stock item)". */
export const FixedAsset = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    name: z.string(),
    description: z.string(),
    extendedDescription: z.string(),
    productNumber: z.string(),
    inventoryNumber: z.string(),
    batch: z.string().nullable(),
    serialNumber: z.string().nullable(),
    isoCode: ValueLabel,
    itemClass: Labelled,
    goodsOwner: Labelled.nullable(),
    supplier: Labelled,
    mainSupplierItemNumber: z.string(),
    customizationNumber: z.string().nullable(),
    salesPrice: z.number().openapi({ description: 'The price of salesPriceQuantity units: show salesPrice / salesPriceQuantity with numberOfPriceDecimals, only when above zero' }),
    salesPriceQuantity: z.number().int(),
    numberOfPriceDecimals: z.number().int(),
    salesPriceCurrency: z.object({ value: z.string().openapi({ example: 'SEK' }) }),
    serviceDate: Day.nullable(),
    acquisitionDate: Day.nullable(),
    inspectionDate: Day.nullable(),
    warrantyToDate: Day.nullable(),
    quantity: z.number().int(),
    allocatedQuantity: z.number().int(),
    maxQuantity: z.number().int().openapi({ description: 'quantity minus allocatedQuantity' }),
    unit: z.string(),
    images: z.array(ProductImage),
    makes: z.array(z.object({ id: z.number().int(), label: z.string(), value: z.string() })),
    note: z.string().nullable(),
    text: z.string().openapi({ description: 'The product’s text (the same as extendedDescription)' }),
    hasDeviation: z.boolean(),
    status: z.object({ value: z.string().openapi({ description: 'The product’s status: ACTIVE, PHASING_OUT or DISCONTINUED' }) }),
    handedOverInformation: z.string().nullable(),
    handedOverDate: Day.nullable(),
    accessories: z.array(HoldingAccessory),
    allocations: z.array(FixedAssetAllocation).openapi({ description: 'Open tasks (status below 90) with a line for this item' }),
    location: FixedAssetLocation.nullable().openapi({ description: 'Where in the storage it lies; null when a client holds it' }),
    client: HolderRef.nullable(),
    parent: z.object({ id: z.number().int(), name: z.string() }).nullable().openapi({ description: 'The item this one is fitted to as an accessory' }),
  })
  .openapi('FixedAsset');
export type FixedAsset = z.infer<typeof FixedAsset>;

/** The spec's "History row", with the order it comes from. */
export const FixedAssetHistoryRow = z
  .object({
    id: z.string().openapi({ description: '`T<id>` for a holding transaction, `L<id>` for a task line', example: 'T512' }),
    processCategory: z.union([z.literal(5), z.literal(6), z.literal(7), z.literal(9)]).openapi({
      description: '5 delivery to a client or care unit, 6 return to a base storage, 7 a move between storages or clients, 9 scrapping',
    }),
    type: z.string().openapi({ description: 'A holding transaction’s type (HANDED_OVER, RETURNED, MOVED_IN, MOVED_OUT, SCRAPPED) or a task type (CH, CA, Sn, In, Cn)' }),
    orderNumber: z.string().nullable().openapi({ description: 'The task’s order number; null for a holding transaction and a task without one' }),
    itemDescription: z.string(),
    quantity: z.number().int(),
    unit: z.string(),
    fixedAssetNumber: z.string().nullable(),
    itemNumber: z.string(),
    itemClass: z.string(),
    batchNumber: z.string().nullable(),
    allocatedQuantity: z.number().int(),
    transactionTimestamp: z.string().openapi({ description: 'When it happened (a task: its planned time)' }),
  })
  .openapi('FixedAssetHistoryRow');
export type FixedAssetHistoryRow = z.infer<typeof FixedAssetHistoryRow>;

// ---------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------

export const FixedAssetSearchQuery = PagingQuery.extend({
  search: z.string().max(100).optional().openapi({
    description: 'Required (else INVALID_SEARCH_QUERY): an inventory number or part of one (any case); a serial number or part of one also matches, and a whole product number',
    example: 'HMC400001',
  }),
});

export const listFixedAssets = defineRoute({
  operationId: 'listFixedAssets',
  method: 'get',
  path: '/fixed-assets',
  summary: 'The inventory search: stock items the caller may see whose inventory number (or serial number) contains the search, or of that product number; inventory number order',
  request: { query: FixedAssetSearchQuery },
  responses: {
    200: jsonResponse('Hits', pageOf(FixedAssetHit, 'FixedAssetHitPage')),
    ...errorResponses(401, 403, { 400: 'INVALID_SEARCH_QUERY: no search (or only spaces); VALIDATION' }),
  },
});

export const getFixedAsset = defineRoute({
  operationId: 'getFixedAsset',
  method: 'get',
  path: '/fixed-assets/{fixedAsset}',
  summary: 'One fixed asset with every stock-item field, its accessories, allocations and location',
  request: { params: FixedAssetId },
  responses: {
    200: jsonResponse('The fixed asset', FixedAsset),
    ...errorResponses(400, 401, 403, { 404: NO_FIXED_ASSET }),
  },
});

export const FixedAssetNote = z.object({ note: z.string().max(FIXED_ASSET_NOTE_MAX) }).openapi('FixedAssetNote');

export const updateFixedAsset = defineRoute({
  operationId: 'updateFixedAsset',
  method: 'put',
  path: '/fixed-assets/{fixedAsset}',
  summary: 'Saves the fixed asset’s note (an empty note removes it)',
  request: { params: FixedAssetId, body: { required: true, content: { 'application/json': { schema: FixedAssetNote } } } },
  responses: {
    200: jsonResponse('The fixed asset after the change', FixedAsset),
    ...errorResponses(400, 401, 403, { 404: NO_FIXED_ASSET }),
  },
});

export const FixedAssetLabel = z
  .object({ url: z.string().openapi({ description: 'A signed link (an hour) to the label PDF, opened in a new window without the session header' }) })
  .openapi('FixedAssetLabel');

export const getFixedAssetLabel = defineRoute({
  operationId: 'getFixedAssetLabel',
  method: 'get',
  path: '/fixed-assets/{fixedAsset}/label',
  summary: 'The link to the fixed asset’s label: product name and number, the inventory number as text and as a Code 128 barcode, and the storage',
  request: { params: FixedAssetId },
  responses: {
    200: jsonResponse('The label’s link', FixedAssetLabel),
    ...errorResponses(400, 401, 403, { 404: NO_FIXED_ASSET }),
  },
});

export const getFixedAssetLabelPdf = defineRoute({
  operationId: 'getFixedAssetLabelPdf',
  method: 'get',
  path: '/fixed-assets/{fixedAsset}/label.pdf',
  summary: 'The label as a one-page PDF, through its signed link (no session: the signature is the permission), shown inline',
  security: noSession,
  request: { params: FixedAssetId, query: SignedLinkQuery },
  responses: {
    200: { description: 'The label (application/pdf), with Content-Disposition: inline' },
    ...errorResponses(400, { 403: 'LINK_EXPIRED: a wrong signature, or the link is more than an hour old' }, { 404: 'NOT_FOUND: the item has no inventory number any more' }),
  },
});

export const FixedAssetHistoryQuery = PagingQuery.extend({
  processCategory: z
    .string()
    .max(100)
    .regex(/^(\d+:=;?)*$/)
    .optional()
    .openapi({ description: 'The process categories to list, in the spec’s form `5:=;6:=;7:=;9:=` (absent: all four)', example: '5:=;6:=;7:=;9:=' }),
});

export const listFixedAssetLogisticsOrders = defineRoute({
  operationId: 'listFixedAssetLogisticsOrders',
  method: 'get',
  path: '/fixed-assets/{fixedAsset}/logistics-orders',
  summary: 'The fixed asset’s order history, newest first: its holding transactions (hand-overs, returns, moves, scrapping) and its storage tasks',
  request: { params: FixedAssetId, query: FixedAssetHistoryQuery },
  responses: {
    200: jsonResponse('History rows', pageOf(FixedAssetHistoryRow, 'FixedAssetHistoryPage')),
    ...errorResponses(400, 401, 403, { 404: NO_FIXED_ASSET }),
  },
});

export const listFixedAssetAccessories = defineRoute({
  operationId: 'listFixedAssetAccessories',
  method: 'get',
  path: '/fixed-assets/{fixedAsset}/accessories',
  summary: 'The accessories fitted to the fixed asset',
  request: { params: FixedAssetId },
  responses: {
    200: jsonResponse('Accessories', pageOf(HoldingAccessory, 'FixedAssetAccessoryPage')),
    ...errorResponses(400, 401, 403, { 404: NO_FIXED_ASSET }),
  },
});

export const FixedAssetAccessoryAction = z
  .object({
    action: z.literal('REMOVE'),
    payload: z.object({
      accessories: z
        .array(z.object({ id: z.number().int().min(1).max(MAX_ID), quantity: z.number().int().min(1).max(999) }))
        .min(1)
        .max(100)
        .openapi({ description: 'Accessories of this fixed asset, each 1 up to the accessory’s quantity' }),
    }),
  })
  .openapi('FixedAssetAccessoryAction', {
    description:
      'REMOVE takes accessories off a fixed asset in a storage, in one transaction: each removed amount becomes a balance row of its own on the fixed asset’s ' +
      'warehouse location (the whole accessory: the row itself, no longer fitted; part of it: a new row split off). If any amount is wrong nothing changes.',
  });
export type FixedAssetAccessoryAction = z.input<typeof FixedAssetAccessoryAction>;

export const actOnFixedAssetAccessories = defineRoute({
  operationId: 'actOnFixedAssetAccessories',
  method: 'post',
  path: '/fixed-assets/{fixedAsset}/accessories',
  summary: 'REMOVE accessories from a fixed asset in a storage (back to the storage as balance rows)',
  request: { params: FixedAssetId, body: { required: true, content: { 'application/json': { schema: FixedAssetAccessoryAction } } } },
  responses: {
    200: jsonResponse('The fixed asset after the change', FixedAsset),
    ...errorResponses(
      401,
      403,
      { 400: 'VALIDATION' },
      { 404: `${NO_FIXED_ASSET}; or an accessory that is not fitted to it` },
      {
        409: 'QUANTITY_NOT_AVAILABLE: an amount above the accessory’s quantity, or part of an accessory with an inventory number; HELD_BY_CLIENT: a client holds the item (use the holding’s REMOVE_TO_HOLDING); nothing changed',
      },
    ),
  },
});
