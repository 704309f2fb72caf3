/**
 * Inventory counts (stocktaking) of a base storage (spec 3 §2 /base-storages/inventory, §3 Inventory
 * count and Inventory line, §4 Inventory count status, §5 Inventory counts, §7 Inventory counts).
 *
 * A count is started for a storage (201): it gets one line for each balance row of the storage at
 * that moment (a stock item in the storage, not held, not fitted), the row's product, location,
 * inventory number and batch copied. Counting is reporting a line's quantity (REPORT_LINE); a line
 * can be reset (RESET_REPORTING), approved (APPROVE) and deleted. Confirming the count (from status
 * 50) sets the balances to what was counted, in one transaction; annulling deletes it.
 *
 * Statuses (INVENTORY_STATUS in shared/inventory-status.ts):
 * - the count: 20 not started (no line reported), 50 in progress (some), 60 in progress (every line
 *   reported or approved), 90 confirmed (closed; no longer the storage's open count);
 * - a line: 20 not reported, 60 reported, 80 approved.
 *
 * fetchedTimestamp: each line carries its version, a number that grows with every change of the
 * line. An update names the version it was made on; when the line changed since (another user, or
 * the same user's update sent again after a lost connection), it answers 409
 * INVENTORY_LINE_CHANGED and changes nothing: the caller reads the line as it is now (GET
 * /inventories/lines/{line}), shows both values and lets the user choose (sending again with the
 * new version).
 *
 * Decided where the spec is silent (docs/api.md, Inventory counts):
 * - at most one open count a storage; starting another answers 409 INVENTORY_ALREADY_STARTED;
 * - a line's `deviation` is the reported quantity less the balance when it was reported (null
 *   until reported); `product.quantity` is the row's balance now (0 when the row is gone);
 * - APPROVE needs a reported line; RESET_REPORTING takes a reported or approved line back to 20;
 * - confirm sets each reported or approved line's row to the counted quantity plus what the row
 *   gained or lost since it was reported (a move after counting is not undone), at least 0, its
 *   allocated quantity at most the new quantity; lines not reported leave their rows as they are; a
 *   line whose row is gone (moved whole or scrapped during the count) changes nothing;
 * - only a user who may work on the storage (base-storages.ts: NOT_AUTHORIZED_TO_MUNICIPALITY) may
 *   read or change its counts.
 */
import { z } from '@hono/zod-openapi';
import { PagingQuery, errorResponses, jsonResponse, pageOf, IdParam, defineRoute } from './common.ts';
import { FacilityId } from './base-storages.ts';
import { INVENTORY_LINE_FILTERS } from './shared/inventory-status.ts';

const Id = IdParam;
const NOT_AUTHORIZED = 'NOT_AUTHORIZED_TO_MUNICIPALITY: the count’s base storage is not one the caller may work on';
const NO_INVENTORY = 'NOT_FOUND: no such inventory count';
const NO_LINE = 'NOT_FOUND: no such inventory line';

export const InventoryId = z.object({ inventory: Id });
export const InventoryLineId = z.object({ line: Id });

// ---------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------

export const Inventory = z
  .object({
    id: z.number().int().openapi({ description: '{inventory} of the confirm and delete calls' }),
    inventoryId: z.string().openapi({ description: 'The display number', example: 'INV-000012' }),
    status: z.number().int().openapi({ description: '20 not started, 50 and 60 in progress, 90 confirmed' }),
    warehouse: z.object({ id: z.number().int(), value: z.string(), label: z.string() }).openapi({ description: 'The base storage counted' }),
    lines: z.number().int().openapi({ description: 'How many lines the count has' }),
    reportedLines: z.number().int().openapi({ description: 'How many are reported or approved' }),
    createdDateTime: z.string().openapi({ description: 'ISO 8601' }),
  })
  .openapi('Inventory');
export type Inventory = z.infer<typeof Inventory>;

export const InventoryLine = z
  .object({
    id: z.number().int(),
    inventoryId: z.number().int().openapi({ description: 'The count’s id' }),
    fetchedTimestamp: z.number().int().openapi({ description: 'The line’s version: sent back with an update' }),
    status: z.number().int().openapi({ description: '20 not reported, 60 reported, 80 approved' }),
    product: z.object({
      id: z.number().int().nullable().openapi({ description: 'The balance row (stock item); null when it is gone' }),
      productId: z.number().int(),
      name: z.string(),
      productNumber: z.string(),
      inventoryNumber: z.string().nullable().openapi({ description: 'A fixed asset’s: it is counted 0 or 1' }),
      batch: z.string().nullable(),
      quantity: z.number().int().openapi({ description: 'The row’s balance now (0 when the row is gone)' }),
      allocatedQuantity: z.number().int(),
      unit: z.string(),
      hasDeviation: z.boolean(),
    }),
    location: z.object({ value: z.string().nullable() }),
    reportedQty: z.number().int().nullable(),
    balanceAtReportedTime: z.number().int().nullable(),
    reportedDate: z.string().nullable().openapi({ description: 'YYYY-MM-DD, Swedish time' }),
    reportedTime: z.string().nullable().openapi({ description: 'HH:MM, Swedish time' }),
    reportedBy: z.string().nullable().openapi({ description: 'The reporter’s name' }),
    approvedDate: z.string().nullable(),
    approvedTime: z.string().nullable(),
    approvedBy: z.string().nullable(),
    deviation: z.number().int().nullable().openapi({ description: 'Reported less the balance when reported; null until reported' }),
  })
  .openapi('InventoryLine');
export type InventoryLine = z.infer<typeof InventoryLine>;

export const LineUpdateResult = z
  .object({ inventory: Inventory, inventoryLine: InventoryLine.nullable().openapi({ description: 'The line as it is now; null after a delete' }) })
  .openapi('InventoryLineUpdateResult');
export type LineUpdateResult = z.infer<typeof LineUpdateResult>;

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export const listStorageInventories = defineRoute({
  operationId: 'listStorageInventories',
  method: 'get',
  path: '/base-storages/{facility}/inventories',
  summary: 'The storage’s open count (status below 90), as a page of at most one',
  request: { params: FacilityId, query: PagingQuery },
  responses: {
    200: jsonResponse('The open counts, newest first', pageOf(Inventory, 'InventoryPage')),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: 'NOT_FOUND: no such base storage' }),
  },
});

export const startInventory = defineRoute({
  operationId: 'startInventory',
  method: 'post',
  path: '/base-storages/{facility}/inventories',
  summary: 'Starts a count of the storage: one line a balance row (201)',
  request: { params: FacilityId },
  responses: {
    201: jsonResponse('The count, status 20', Inventory),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: 'NOT_FOUND: no such base storage' }, { 409: 'INVENTORY_ALREADY_STARTED: the storage has an open count' }),
  },
});

export const InventoryLineQuery = PagingQuery.extend({
  baseStorageId: Id.openapi({ description: 'The storage whose open count’s lines are listed' }),
  status: z.enum(INVENTORY_LINE_FILTERS).default('ALL').openapi({ description: 'ALL; NOT_REPORTED: status below 60; REPORTED: 60 up to 80' }),
  searchValue: z.string().max(200).optional().openapi({ description: 'Words, each anywhere in the product’s number, name or supplier item number, the inventory number or the batch' }),
  isBasicInventory: z.enum(['true', 'false']).optional().openapi({ description: 'Accepted for the spec’s call; every count here is a basic one' }),
});
export type InventoryLineQuery = z.input<typeof InventoryLineQuery>;

export const listInventoryLines = defineRoute({
  operationId: 'listInventoryLines',
  method: 'get',
  path: '/inventories/lines',
  summary: 'The lines of the storage’s open count, by location then product',
  request: { query: InventoryLineQuery },
  responses: {
    200: jsonResponse('Lines (an empty page when the storage has no open count)', pageOf(InventoryLine, 'InventoryLinePage')),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: 'NOT_FOUND: no such base storage' }),
  },
});

export const getInventoryLine = defineRoute({
  operationId: 'getInventoryLine',
  method: 'get',
  path: '/inventories/lines/{line}',
  summary: 'One line as it is now (after an INVENTORY_LINE_CHANGED answer)',
  request: { params: InventoryLineId },
  responses: {
    200: jsonResponse('The line', InventoryLine),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: NO_LINE }),
  },
});

export const LineAction = z
  .discriminatedUnion('action', [
    z.object({
      action: z.literal('REPORT_LINE'),
      reportedQty: z.number().int().max(999_999).openapi({ description: 'At least 0 (MINIMUM_VALUE_IS_ZERO); 0 or 1 for a fixed asset (REPORTED_INVENTORY_QUANTITY_NOT_VALID)' }),
      fetchedTimestamp: z.number().int(),
    }),
    z.object({ action: z.literal('RESET_REPORTING'), fetchedTimestamp: z.number().int() }),
    z.object({ action: z.literal('APPROVE'), fetchedTimestamp: z.number().int() }),
  ])
  .openapi('InventoryLineAction');
export type LineAction = z.input<typeof LineAction>;

export const updateInventoryLine = defineRoute({
  operationId: 'updateInventoryLine',
  method: 'post',
  path: '/inventories/lines/{line}',
  summary: 'Reports a line’s quantity, resets its reporting, or approves it',
  request: { params: InventoryLineId, body: { required: true, content: { 'application/json': { schema: LineAction } } } },
  responses: {
    200: jsonResponse('The count and the line as they are now', LineUpdateResult),
    ...errorResponses(
      401,
      {
        400:
          'VALIDATION; MINIMUM_VALUE_IS_ZERO: a negative quantity; REPORTED_INVENTORY_QUANTITY_NOT_VALID: above 1 for a fixed asset (the text names its inventory number); ' +
          'LINE_NOT_REPORTED: APPROVE on a line not reported',
      },
      { 403: NOT_AUTHORIZED },
      { 404: NO_LINE },
      { 409: 'INVENTORY_LINE_CHANGED: the line changed since fetchedTimestamp (GET /inventories/lines/{line} reads it as it is now); INVENTORY_CLOSED: the count is confirmed. Nothing was changed' },
    ),
  },
});

export const deleteInventoryLine = defineRoute({
  operationId: 'deleteInventoryLine',
  method: 'delete',
  path: '/inventories/lines/{line}',
  summary: 'Deletes a line from the count',
  request: { params: InventoryLineId },
  responses: {
    200: jsonResponse('The count as it is now (inventoryLine null)', LineUpdateResult),
    ...errorResponses(401, { 403: NOT_AUTHORIZED }, { 404: NO_LINE }, { 409: 'INVENTORY_CLOSED: the count is confirmed' }),
  },
});

export const InventoryAction = z.object({ action: z.literal('CONFIRM') }).openapi('InventoryAction');

export const confirmInventory = defineRoute({
  operationId: 'confirmInventory',
  method: 'post',
  path: '/inventories/{inventory}',
  summary: 'Confirms the count: the balances set to what was counted, in one transaction (204)',
  request: { params: InventoryId, body: { required: true, content: { 'application/json': { schema: InventoryAction } } } },
  responses: {
    204: { description: 'Confirmed: status 90, the balances changed' },
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: NO_INVENTORY }, { 409: 'INVENTORY_NOT_CONFIRMABLE: the status is below 50 (nothing counted); INVENTORY_CLOSED: already confirmed' }),
  },
});

export const deleteInventory = defineRoute({
  operationId: 'deleteInventory',
  method: 'delete',
  path: '/inventories/{inventory}',
  summary: 'Annuls the count: it and its lines are deleted, the balances untouched (204)',
  request: { params: InventoryId },
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses(401, { 403: NOT_AUTHORIZED }, { 404: NO_INVENTORY }, { 409: 'INVENTORY_CLOSED: the count is confirmed' }),
  },
});
