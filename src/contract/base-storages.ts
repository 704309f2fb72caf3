/**
 * Base storage: the stock balance, its warehouses and locations, moves and scrapping (spec 3 §2 Base
 * storage, §3 Base storage, balance and stock item, Supporting, §4 Moves, scrapping, returns, §5
 * Moves, scrap, holdings, §6 feature flags, §7 Base storage). GET /base-storages and GET
 * /reason-codes are in reference-data.ts.
 *
 * A balance row is a stock item in a base storage (facility category 2): a quantity of one product
 * (with its batch, or a fixed asset's inventory number) on one warehouse location. Its available
 * quantity is quantity minus allocatedQuantity; only a row with some available may be moved or
 * scrapped. A fixed asset (an inventory item) moves and is scrapped whole; any other row 1 to the
 * available quantity. Each move or scrap runs in one transaction with the rows locked: of two calls
 * racing for the same units exactly one takes them, the other answers 409 QUANTITY_NOT_AVAILABLE.
 *
 * Who may work on a storage (decided, the spec is silent): a user with a MUNICIPALITY authorization
 * for the storage's municipality, or whose own location (standard facility) is the storage. Another
 * storage answers 403 NOT_AUTHORIZED_TO_MUNICIPALITY on every call but GET /base-storages/{facility}
 * (reference data, as the list). An id that is no base storage answers 404.
 *
 * Decided where the spec is silent: a balance row's `value`, `label` and `category` are its storage's;
 * `product.id` is the stock item's id (as the row's), `product.productId` the catalogue product's;
 * `inventoryId` the stock item's id when it is a fixed asset (its inventory number), else null.
 */
import { z } from '@hono/zod-openapi';
import { IdList, ProductAttributeFilters } from './products.ts';
import { PagingQuery, errorResponses, jsonResponse, pageOf, IdParam, defineRoute } from './common.ts';
import { BaseStorage } from './reference-data.ts';
import { MAX_ID } from './shared/query-id.ts';

const Id = IdParam;
const NOT_AUTHORIZED = 'NOT_AUTHORIZED_TO_MUNICIPALITY: a base storage of a municipality the caller is not authorized for (and not the caller’s own location)';
const NO_STORAGE = 'NOT_FOUND: no such base storage (facility category 2)';
const NO_BALANCE = 'NOT_FOUND: no such balance row (a stock item in a base storage)';
const NOT_AVAILABLE =
  'QUANTITY_NOT_AVAILABLE: more than the available quantity (quantity less allocated), less than 1, or a part of a fixed asset; also when another call took the units first';

export const FacilityId = z.object({ facility: Id });
export const BalanceId = z.object({ balance: Id });

// ---------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------

const Labelled = z.object({ id: z.number().int(), label: z.string() });

export const StorageBalance = z
  .object({
    id: z.number().int().openapi({ description: 'The stock item (the balance row): {balance} of the move and scrap calls' }),
    facilityId: z.number().int().openapi({ description: 'The base storage’s id (the facilityIds filter, the move’s fromFacility)' }),
    value: z.string().openapi({ description: 'The base storage’s value', example: 'BL-MLM' }),
    label: z.string().openapi({ description: 'The base storage’s label' }),
    category: z.object({ value: z.number().int(), label: z.string() }).openapi({ description: 'The base storage’s facility category (2)' }),
    quantity: z.number().int(),
    allocatedQuantity: z.number().int(),
    product: z.object({
      id: z.number().int().openapi({ description: 'The stock item (as the row’s id)' }),
      productId: z.number().int().openapi({ description: 'The catalogue product' }),
      name: z.string(),
      productNumber: z.string(),
      inventoryNumber: z.string().nullable(),
      batch: z.string().nullable(),
      quantity: z.number().int(),
      allocatedQuantity: z.number().int(),
      unit: z.string(),
      supplier: Labelled,
      itemClass: Labelled,
      hasDeviation: z.boolean(),
    }),
    location: z.object({
      id: z.number().int(),
      value: z.string().openapi({ example: 'A-01-1' }),
      label: z.string().optional(),
      warehouse: z.object({ id: z.number().int(), value: z.string(), label: z.string() }),
    }),
    isFixedAsset: z.boolean().openapi({ description: 'An inventory item: moved and scrapped whole' }),
    inventoryId: z.number().int().nullable().openapi({ description: 'A fixed asset’s stock item id (the fixed-asset detail); null otherwise' }),
  })
  // Named apart from the catalogue's StorageBalance (a product's stock summed per storage), which
  // holds that name in the OpenAPI document.
  .openapi('StockBalanceRow');
export type StorageBalance = z.infer<typeof StorageBalance>;

export const Warehouse = z
  .object({ id: z.number().int(), value: z.string().openapi({ example: 'BL-MLM-HL' }), label: z.string(), facilityId: z.number().int() })
  .openapi('Warehouse');
export type Warehouse = z.infer<typeof Warehouse>;

export const WarehouseLocation = z
  .object({
    id: z.number().int(),
    value: z.string().openapi({ example: 'A-01-1' }),
    label: z.string(),
    isAllocatable: z.boolean(),
    warehouse: z.object({ id: z.number().int(), value: z.string(), label: z.string() }),
  })
  .openapi('WarehouseLocation');
export type WarehouseLocation = z.infer<typeof WarehouseLocation>;

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export const getBaseStorage = defineRoute({
  operationId: 'getBaseStorage',
  method: 'get',
  path: '/base-storages/{facility}',
  summary: 'One base storage (reference data: any logged-in user)',
  request: { params: FacilityId },
  responses: {
    200: jsonResponse('The base storage', BaseStorage),
    ...errorResponses(400, 401, 403, { 404: NO_STORAGE }),
  },
});

export const BalanceListQuery = PagingQuery.extend({
  facilityIds: IdList.openapi({
    type: 'string',
    description: 'The base storages whose rows are listed (absent or empty: every base storage the caller may work on); each must be one the caller may (403)',
  }),
  inStockAt: IdList.openapi({ type: 'string', description: 'Filter: only products with stock (a quantity above zero) in any of these facilities' }),
  ...ProductAttributeFilters,
  includeNotOrderable: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ description: 'true: rows of products that cannot be ordered are listed too (default false: only orderable products, as the catalogue)' }),
  availableOnly: z
    .enum(['true', 'false'])
    .optional()
    .openapi({
      description:
        'true: only rows with something available (quantity above allocatedQuantity), the rows a move or a scrap may take (spec 3 §5); fully allocated rows are left out, and out of count (default false: every row)',
    }),
  searchValue: z
    .string()
    .max(100)
    .optional()
    .openapi({ description: 'Words, each found (any case, anywhere) in the product number, name, supplier item number, inventory number or batch' }),
  sort: z
    .enum(['description:asc', 'description:desc', 'location:asc'])
    .default('description:asc')
    .openapi({ description: 'description: the product’s description, then product number; location: warehouse and location value; ties by row id' }),
});
export type BalanceListQuery = z.input<typeof BalanceListQuery>;

export const listStorageBalances = defineRoute({
  operationId: 'listStorageBalances',
  method: 'get',
  path: '/base-storages/balances',
  summary: 'The stock balance: rows of the base storages, filtered, searched, sorted and paged',
  request: { query: BalanceListQuery },
  responses: {
    200: jsonResponse('A page of balance rows', pageOf(StorageBalance, 'StorageBalancePage')),
    ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: `${NO_STORAGE} (in facilityIds)` }),
  },
});

export const listStorageWarehouses = defineRoute({
  operationId: 'listStorageWarehouses',
  method: 'get',
  path: '/base-storages/{facility}/warehouses',
  summary: 'The base storage’s warehouses, by id',
  request: { params: FacilityId, query: PagingQuery },
  responses: {
    200: jsonResponse('Warehouses', pageOf(Warehouse, 'WarehousePage')),
    ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_STORAGE }),
  },
});

export const listStorageLocations = defineRoute({
  operationId: 'listStorageLocations',
  method: 'get',
  path: '/base-storages/{facility}/warehouses/locations',
  summary: 'The locations of the base storage’s warehouses (the move’s targets), by warehouse then location id',
  description:
    'For a base storage the caller may work on, or the receiving storage of the caller’s active base-storage order (an order move’s target locations: ' +
    'that storage’s locations only, not its stock). Any other answers 403.',
  request: {
    params: FacilityId,
    query: PagingQuery.extend({ warehouseId: Id.optional().openapi({ description: 'Only this warehouse’s locations' }) }),
  },
  responses: {
    200: jsonResponse('Locations', pageOf(WarehouseLocation, 'WarehouseLocationPage')),
    ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED} and not the receiver of the caller’s active base-storage order` }, { 404: NO_STORAGE }),
  },
});

// ---------------------------------------------------------------------------------------------
// Scrap and move
// ---------------------------------------------------------------------------------------------

export const ScrapInput = z
  .object({
    balances: z
      .array(z.object({ balanceId: z.number().int().min(1).max(MAX_ID), quantity: z.number().int().min(1).max(999_999) }))
      .min(1)
      .max(100),
    reasonCodeId: z.number().int().min(1).max(MAX_ID).nullable().optional().openapi({ description: 'A reason code of the SCRAPPING category (GET /reason-codes); required' }),
  })
  .openapi('ScrapInput');
export type ScrapInput = z.input<typeof ScrapInput>;

export const scrapStorageBalances = defineRoute({
  operationId: 'scrapStorageBalances',
  method: 'post',
  path: '/base-storages/balances/scrap',
  summary: 'Scraps balance rows (all or none, in one transaction)',
  description:
    'Each row loses the quantity (a fixed asset is scrapped whole); a row left at 0 is deleted (kept at 0, in no storage, when a task line refers to it). ' +
    'The same row twice counts once with both quantities. Rows of several storages may be scrapped at once, each one the caller may work on.',
  request: { body: { required: true, content: { 'application/json': { schema: ScrapInput } } } },
  responses: {
    200: jsonResponse('How many rows were scrapped', z.object({ scrapped: z.number().int() }).openapi('ScrapResult')),
    ...errorResponses(
      401,
      { 400: 'VALIDATION; REASON_CODE_MISSING: no reason given; INVALID_REASON_CODE: the reason is not of the SCRAPPING category' },
      { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` },
      { 404: NO_BALANCE },
      { 409: NOT_AVAILABLE },
    ),
  },
});

const LocationRef = z.object({ id: z.number().int().min(1).max(MAX_ID) });

export const DirectMove = z
  .object({
    quantity: z.number().int().min(1).max(999_999).openapi({ description: '1 to the available quantity; a fixed asset’s whole quantity (1)' }),
    toWarehouseLocation: LocationRef.nullable().optional().openapi({ description: 'A location of the row’s own storage, not the row’s; required (LOCATION_MISSING)' }),
  })
  .strict()
  .openapi('DirectMove');

export const OrderMove = z
  .object({
    contentType: z.literal('BASE_STORAGE_MOVE'),
    fromFacility: z.object({ id: z.number().int() }).openapi({ description: 'The row’s base storage' }),
    product: z
      .object({ id: z.number().int().min(1).max(MAX_ID).openapi({ description: 'The row’s catalogue product (product.productId)' }), quantity: z.number().int().min(1).max(999) })
      .openapi({ description: 'What is moved: 1 to the available quantity; a fixed asset whole' }),
    toWarehouseLocation: LocationRef.nullable()
      .optional()
      .openapi({ description: 'Where the goods go: a location of the receiving base storage (the active order’s receiver); required (LOCATION_MISSING)' }),
  })
  .strict()
  .openapi('OrderMove');

export const MoveInput = z.union([OrderMove, DirectMove]).openapi('MoveInput');
export type MoveInput = z.input<typeof MoveInput>;

export const MoveResult = z
  .object({
    message: z.literal('ITEM_MOVED').openapi({ description: 'The success message’s key ("Item moved")' }),
    balance: StorageBalance.nullable().openapi({ description: 'Direct move: the row the units are in now (the moved row, a split-off part or the row merged into)' }),
    content: z
      .object({ orderId: z.number().int(), contentId: z.number().int() })
      .nullable()
      .openapi({ description: 'Order move: the BASE_STORAGE_MOVE line added to the active order (GET /web-orders/{order}/content/{content})' }),
  })
  .openapi('MoveResult');
export type MoveResult = z.infer<typeof MoveResult>;

export const moveStorageBalance = defineRoute({
  operationId: 'moveStorageBalance',
  method: 'post',
  path: '/base-storages/balances/{balance}/move',
  summary: 'Moves a balance row: directly to another location of its storage, or into the active base-storage order (ORDER_MOVE)',
  description:
    'Direct move (no contentType): the quantity goes to the location, in one transaction, into a row of the same product and batch already there or a new row; ' +
    'the row keeps the rest or, emptied, is removed (a call on it racing the move finds it gone); a fixed asset moves itself, its id kept. Order move (contentType BASE_STORAGE_MOVE): needs the orderMoveEnabled flag ' +
    'and an active order (the caller’s preliminary order) whose receiver is a base storage other than the row’s; it adds a BASE_STORAGE_MOVE line (in the cart) ' +
    'for the product and quantity, from the row’s storage, with the row in its pickupList; nothing is allocated (the supply service plans the move when the order is sent).',
  request: { params: BalanceId, body: { required: true, content: { 'application/json': { schema: MoveInput } } } },
  responses: {
    200: jsonResponse('Item moved', MoveResult),
    ...errorResponses(
      401,
      {
        400:
          'VALIDATION (also fromFacility or product.id not the row’s); LOCATION_MISSING: no target location (toWarehouseLocation absent or null, a direct move or an order move alike); ' +
          'LOCATION_NOT_IN_STORAGE: the location is not one of the storage’s (the receiving storage’s for an order move); SAME_LOCATION: the row’s own location; ' +
          'NO_ACTIVE_BASE_STORAGE_ORDER: no active order, or its receiver is not a base storage; SAME_BASE_STORAGE: the active order’s receiver is the row’s own storage',
      },
      { 403: `FORBIDDEN (an order move without the orderMoveEnabled flag); ${NOT_AUTHORIZED}` },
      { 404: NO_BALANCE },
      { 409: NOT_AVAILABLE },
    ),
  },
});
