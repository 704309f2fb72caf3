/**
 * Base storage (spec 3 §2, §3, §4 Moves, scrapping, returns, §5 Moves, scrap, holdings, §7 Base
 * storage; src/contract/base-storages.ts): one storage, the stock balance, warehouses and
 * locations, scrapping and moving balance rows.
 *
 * Who may work on a storage: a user authorized for its municipality, or whose own location is the
 * storage (storageAccess). Every call but GET /base-storages/{facility} checks it.
 *
 * Every change runs in one transaction that first locks the storage rows concerned (facilities, FOR
 * NO KEY UPDATE, in id order: every change of a storage's stock made here waits for the one before
 * it) and then the stock items (FOR UPDATE, in id order), checks everything, and only then writes.
 * A row read before the transaction that is gone when locked, or no longer on the location the call
 * saw, answers 409 QUANTITY_NOT_AVAILABLE: another call took it first. An id of a stock item that is
 * gone (any id up to the highest ever given) answers 409 as well; a higher one 404.
 *
 * Decided where the spec is silent (docs/api.md, Base storage):
 * - a row left at 0 is deleted, unless a task line refers to it: then it stays with quantity 0, in no
 *   storage (as holdings do); a fixed asset's fitted accessories stay in the storage as rows of their
 *   own when it is scrapped, and move with it;
 * - there is no history table for storage stock (holding_transactions is a client's): a move or a
 *   scrap of a balance row writes none;
 * - an order move allocates nothing (nor does sending the order, on this reference server).
 */
import { and, asc, count, desc, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import {
  getBaseStorage,
  listStorageBalances,
  listStorageLocations,
  listStorageWarehouses,
  moveStorageBalance,
  scrapStorageBalances,
  type BalanceListQuery,
  type StorageBalance,
} from '../../src/contract/base-storages.ts';
import { FACILITY_CATEGORY } from '../../src/contract/constants.ts';
import { newRouter } from '../context.ts';
import type { Db } from '../db/index.ts';
import { authorizations, balanceGroups, customers, facilities, itemClasses, productStock, products, reasonCodes, stockItems, suppliers, taskLines, users, warehouseLocations, warehouses } from '../db/schema.ts';
import { recordEvents } from '../timeline-events.ts';
import { ApiError } from '../errors.ts';
import { pageWindow } from '../paging.ts';
import { activeBaseStorageOrder, addBaseStorageMoveLine } from './orders.ts';
import { baseStorageFields, toBaseStorage } from './reference-data.ts';
import { MAX_ID } from '../../src/contract/shared/query-id.ts';
import { wordOrGtin } from '../gtin.ts';

// ---------------------------------------------------------------------------------------------
// Who may work on which storage

type Storage = { id: number };

/** The base storages (category 2) the user may work on: of a municipality they are authorized for, or their own location. */
export async function storagesOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(
      and(
        eq(facilities.categoryValue, FACILITY_CATEGORY.baseStorage),
        sql`(${facilities.customerId} IN (SELECT ${authorizations.authId} FROM ${authorizations} WHERE ${authorizations.userId} = ${userId} AND ${authorizations.type} = 'MUNICIPALITY')
          OR ${facilities.id} = (SELECT ${users.facilityId} FROM ${users} WHERE ${users.id} = ${userId}))`,
      ),
    )
    .orderBy(asc(facilities.id));
  return rows.map((r) => r.id);
}

/** The storage if it is a base storage (404 otherwise) the user may work on (403 NOT_AUTHORIZED_TO_MUNICIPALITY otherwise). */
export async function requireStorage(db: Db, userId: number, facilityId: number): Promise<Storage> {
  const [row] = facilityId > MAX_ID ? [] : await db.select({ id: facilities.id, category: facilities.categoryValue }).from(facilities).where(eq(facilities.id, facilityId));
  if (!row || row.category !== FACILITY_CATEGORY.baseStorage) throw new ApiError(404, 'NOT_FOUND');
  if (!(await storagesOf(db, userId)).includes(row.id)) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
  return { id: row.id };
}

/**
 * Whose locations the caller may list: a storage they may work on, or the receiving storage of their
 * active base-storage order (an order move names a location of it, so its move-order dialog lists
 * them; its stock stays out of reach). Otherwise as requireStorage (404, 403).
 */
async function requireLocationsReadable(db: Db, userId: number, facilityId: number): Promise<void> {
  try {
    await requireStorage(db, userId, facilityId);
  } catch (e) {
    if (e instanceof ApiError && e.status === 403 && (await activeBaseStorageOrder(db, userId))?.facilityId === facilityId) return;
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading balance rows

type Filters = z.output<typeof BalanceListQuery>;

function balanceWhere(q: Filters, storageIds: number[]): SQL | undefined {
  const words = (q.searchValue ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  return and(
    inArray(stockItems.facilityId, storageIds),
    isNull(stockItems.clientId),
    isNull(stockItems.parentId),
    q.includeNotOrderable === 'true' ? undefined : eq(products.isOrderable, true),
    q.isoCode?.length ? inArray(products.isoCodeId, q.isoCode) : undefined,
    q.supplier?.length ? inArray(products.supplierId, q.supplier) : undefined,
    q.itemClass?.length ? inArray(products.itemClassId, q.itemClass) : undefined,
    q.productStatus?.length ? inArray(products.status, q.productStatus) : undefined,
    q.availableOnly === 'true' ? sql`${stockItems.quantity} > ${stockItems.allocatedQuantity}` : undefined,
    q.inStockAt?.length
      ? sql`EXISTS (SELECT 1 FROM ${productStock} WHERE ${productStock.productId} = ${stockItems.productId} AND ${productStock.facilityId} IN (${sql.join(
          q.inStockAt.map((id) => sql`${id}`),
          sql`, `,
        )}) AND ${productStock.quantity} > 0)`
      : undefined,
    // Each word anywhere in the row's words (migration 0015: the product's number, name and supplier
    // item number, the inventory number and batch, folded), answered by the rows' trigram index.
    // A GTIN (a scanned GS1 code's (01)) also finds its product's rows.
    ...words.map((word) => wordOrGtin(word, sql`${stockItems.searchText}`, sql`${stockItems.productId}`)),
  );
}

const SORTS: Record<NonNullable<BalanceListQuery['sort']>, SQL[]> = {
  'description:asc': [asc(products.description), asc(products.productNumber), asc(stockItems.id)],
  'description:desc': [desc(products.description), desc(products.productNumber), desc(stockItems.id)],
  'location:asc': [asc(warehouseLocations.warehouseId), asc(warehouseLocations.value), asc(stockItems.id)],
};

/** The rows of these ids, whole, in this order. */
async function balancesOf(db: Db, ids: number[]): Promise<StorageBalance[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: stockItems.id,
      quantity: stockItems.quantity,
      allocatedQuantity: stockItems.allocatedQuantity,
      inventoryNumber: stockItems.inventoryNumber,
      batch: stockItems.batch,
      hasDeviation: stockItems.hasDeviation,
      productId: products.id,
      name: products.name,
      productNumber: products.productNumber,
      unit: products.unit,
      isFixedAsset: products.isFixedAsset,
      supplierId: suppliers.id,
      supplierLabel: suppliers.label,
      itemClassId: itemClasses.id,
      itemClassLabel: itemClasses.label,
      facilityId: facilities.id,
      facilityValue: facilities.value,
      facilityLabel: facilities.label,
      categoryValue: facilities.categoryValue,
      categoryLabel: facilities.categoryLabel,
      locationId: warehouseLocations.id,
      locationValue: warehouseLocations.value,
      locationLabel: warehouseLocations.label,
      warehouseId: warehouses.id,
      warehouseValue: warehouses.value,
      warehouseLabel: warehouses.label,
    })
    .from(stockItems)
    .innerJoin(products, eq(products.id, stockItems.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(itemClasses, eq(itemClasses.id, products.itemClassId))
    .innerJoin(facilities, eq(facilities.id, stockItems.facilityId))
    .innerJoin(warehouseLocations, eq(warehouseLocations.id, stockItems.warehouseLocationId))
    .innerJoin(warehouses, eq(warehouses.id, warehouseLocations.warehouseId))
    .where(inArray(stockItems.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const fixed = r.isFixedAsset || r.inventoryNumber !== null;
    return [
      {
        id: r.id,
        facilityId: r.facilityId,
        value: r.facilityValue,
        label: r.facilityLabel,
        category: { value: r.categoryValue, label: r.categoryLabel },
        quantity: r.quantity,
        allocatedQuantity: r.allocatedQuantity,
        product: {
          id: r.id,
          productId: r.productId,
          name: r.name,
          productNumber: r.productNumber,
          inventoryNumber: r.inventoryNumber,
          batch: r.batch,
          quantity: r.quantity,
          allocatedQuantity: r.allocatedQuantity,
          unit: r.unit,
          supplier: { id: r.supplierId, label: r.supplierLabel },
          itemClass: { id: r.itemClassId, label: r.itemClassLabel },
          hasDeviation: r.hasDeviation,
        },
        location: { id: r.locationId, value: r.locationValue, label: r.locationLabel, warehouse: { id: r.warehouseId, value: r.warehouseValue, label: r.warehouseLabel } },
        isFixedAsset: fixed,
        inventoryId: r.inventoryNumber !== null ? r.id : null,
      },
    ];
  });
}

/**
 * The total of a balance without a text search or inStockAt: a sum over balance_groups (the rows by
 * storage and product filter columns, migration 0014), not a join of the storages' rows. With
 * availableOnly, less the fully allocated rows of the same filters (a few of the storage's rows,
 * counted on their own; balance_groups does not know what is allocated).
 */
async function summedTotal(db: Db, q: Filters, storageIds: number[]): Promise<number> {
  const [[row], allocated] = await Promise.all([summedGroups(db, q, storageIds), q.availableOnly === 'true' ? fullyAllocated(db, q, storageIds) : Promise.resolve(0)]);
  return (row?.n ?? 0) - allocated;
}

/**
 * How many rows of the filters have nothing available (quantity at most what is allocated): read
 * from stock_items_fully_allocated_idx (migration 0021), joined with the products only when a filter
 * is on a product's column (the page asks with not-orderable products too: no join, an index-only count).
 */
async function fullyAllocated(db: Db, q: Filters, storageIds: number[]): Promise<number> {
  const byProduct = q.includeNotOrderable !== 'true' || [q.isoCode, q.supplier, q.itemClass, q.productStatus].some((list) => list?.length);
  const query = db.select({ n: count() }).from(stockItems).$dynamic();
  const joined = byProduct ? query.innerJoin(products, eq(products.id, stockItems.productId)) : query;
  const [row] = await joined.where(and(balanceWhere({ ...q, availableOnly: undefined }, storageIds), sql`${stockItems.quantity} <= ${stockItems.allocatedQuantity}`));
  return row?.n ?? 0;
}

function summedGroups(db: Db, q: Filters, storageIds: number[]) {
  return db
    .select({ n: sql<number>`coalesce(sum(${balanceGroups.rows}), 0)`.mapWith(Number) })
    .from(balanceGroups)
    .where(
      and(
        inArray(balanceGroups.facilityId, storageIds),
        q.includeNotOrderable === 'true' ? undefined : eq(balanceGroups.isOrderable, true),
        q.isoCode?.length ? inArray(balanceGroups.isoCodeId, q.isoCode) : undefined,
        q.supplier?.length ? inArray(balanceGroups.supplierId, q.supplier) : undefined,
        q.itemClass?.length ? inArray(balanceGroups.itemClassId, q.itemClass) : undefined,
        q.productStatus?.length ? inArray(balanceGroups.status, q.productStatus) : undefined,
      ),
    );
}

/**
 * A page of the balance: the page's ids first, then only those rows whole. Without a text search the
 * ids are read in the products' order (products_order_idx, each product's rows in the storages from
 * stock_items_facility_idx), so a page reads about its own rows, and the total is summed from
 * balance_groups; a search (or inStockAt) joins the matching rows and counts them while it sorts.
 */
async function balancePage(db: Db, q: Filters, storageIds: number[]): Promise<{ page: StorageBalance[]; count: number }> {
  const { limit, offset } = pageWindow(q);
  const where = balanceWhere(q, storageIds);
  const summed = !q.searchValue?.trim() && !q.inStockAt?.length;
  const selection = { id: stockItems.id, total: summed ? sql<number>`0`.mapWith(Number) : sql<number>`count(*) over ()`.mapWith(Number) };
  const [rows, summedCount] = await Promise.all([
    q.sort === 'location:asc'
      ? db
          .select(selection)
          .from(stockItems)
          .innerJoin(products, eq(products.id, stockItems.productId))
          .innerJoin(warehouseLocations, eq(warehouseLocations.id, stockItems.warehouseLocationId))
          .where(where)
          .orderBy(...SORTS[q.sort])
          .limit(limit)
          .offset(offset)
      : db
          .select(selection)
          .from(stockItems)
          .innerJoin(products, eq(products.id, stockItems.productId))
          .where(where)
          .orderBy(...SORTS[q.sort])
          .limit(limit)
          .offset(offset),
    summed ? summedTotal(db, q, storageIds) : Promise.resolve(undefined),
  ]);
  let total = summedCount ?? rows[0]?.total;
  if (total === undefined) {
    // A page past the end: counted on its own.
    const [n] = await db.select({ n: count() }).from(stockItems).innerJoin(products, eq(products.id, stockItems.productId)).where(where);
    total = n?.n ?? 0;
  }
  return { page: await balancesOf(db, rows.map((r) => r.id)), count: total };
}

// ---------------------------------------------------------------------------------------------
// Changing balance rows: shared pieces

type Item = typeof stockItems.$inferSelect & { productFixed: boolean };
const isFixed = (item: Item) => item.productFixed || item.inventoryNumber !== null;

/** 409 QUANTITY_NOT_AVAILABLE unless 1 ≤ quantity ≤ what is not allocated, and a fixed asset whole. */
function checkAvailable(item: Item, quantity: number): void {
  if (quantity < 1 || quantity > item.quantity - item.allocatedQuantity || (isFixed(item) && quantity !== item.quantity)) throw new ApiError(409, 'QUANTITY_NOT_AVAILABLE');
}

/**
 * The balance rows of these ids as a call sees them before its transaction: each must be a stock
 * item in a base storage the caller may work on. One that is gone answers 409 (it existed: another
 * call took it), an id never given 404, a stock item not in storage (a holding) 404.
 */
async function readRows(db: Db, userId: number, ids: number[]): Promise<Map<number, Item>> {
  const rows = await db
    .select({ item: stockItems, productFixed: products.isFixedAsset })
    .from(stockItems)
    .innerJoin(products, eq(products.id, stockItems.productId))
    .where(inArray(stockItems.id, ids.filter((id) => id <= MAX_ID)));
  const byId = new Map(rows.map((r) => [r.item.id, { ...r.item, productFixed: r.productFixed }]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) {
    const [top] = await db.select({ id: max(stockItems.id) }).from(stockItems);
    if (missing.some((id) => id > (top?.id ?? 0))) throw new ApiError(404, 'NOT_FOUND');
    throw new ApiError(409, 'QUANTITY_NOT_AVAILABLE');
  }
  for (const item of byId.values()) if (item.facilityId === null || item.clientId !== null || item.parentId !== null) throw new ApiError(404, 'NOT_FOUND');
  const allowed = await storagesOf(db, userId);
  for (const item of byId.values()) {
    if (!allowed.includes(item.facilityId ?? 0)) {
      const [f] = await db.select({ category: facilities.categoryValue }).from(facilities).where(eq(facilities.id, item.facilityId ?? 0));
      // Stock of the central warehouse is no base storage's balance.
      throw f?.category === FACILITY_CATEGORY.baseStorage ? new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY') : new ApiError(404, 'NOT_FOUND');
    }
  }
  return byId;
}

/**
 * In the transaction: locks the storages, then the rows, in id order, and checks each is still where
 * the call saw it (same storage and location, not fitted, not held): else 409.
 */
async function lockRows(tx: Db, seen: Map<number, Item>): Promise<Map<number, Item>> {
  const storages = [...new Set([...seen.values()].map((i) => i.facilityId ?? 0))].sort((a, b) => a - b);
  await tx.select({ id: facilities.id }).from(facilities).where(inArray(facilities.id, storages)).orderBy(asc(facilities.id)).for('no key update');
  const locked = await lockItems(tx, inArray(stockItems.id, [...seen.keys()]));
  const byId = new Map(locked.map((r) => [r.id, r]));
  for (const [id, before] of seen) {
    const now = byId.get(id);
    if (!now || now.facilityId !== before.facilityId || now.warehouseLocationId !== before.warehouseLocationId || now.clientId !== null || now.parentId !== null) {
      throw new ApiError(409, 'QUANTITY_NOT_AVAILABLE');
    }
  }
  return byId;
}

const itemColumns = { item: stockItems, productFixed: products.isFixedAsset };

async function lockItems(tx: Db, where: SQL | undefined): Promise<Item[]> {
  const rows = await tx.select(itemColumns).from(stockItems).innerJoin(products, eq(products.id, stockItems.productId)).where(where).orderBy(asc(stockItems.id)).for('update', { of: stockItems });
  return rows.map((r) => ({ ...r.item, productFixed: r.productFixed }));
}

/** A row emptied: deleted, or kept at 0 in no storage when a task line refers to it; what was fitted to it stays in the storage on its own. */
async function removeRow(tx: Db, item: Item): Promise<void> {
  await tx.update(stockItems).set({ parentId: null }).where(eq(stockItems.parentId, item.id));
  const [referenced] = await tx.select({ id: taskLines.id }).from(taskLines).where(eq(taskLines.stockItemId, item.id)).limit(1);
  if (referenced) await tx.update(stockItems).set({ quantity: 0, facilityId: null, warehouseLocationId: null }).where(eq(stockItems.id, item.id));
  else await tx.delete(stockItems).where(eq(stockItems.id, item.id));
}

// ---------------------------------------------------------------------------------------------
// Scrap

/** Who changes the stock, and when: the timeline's event (server/timeline-events.ts). */
type Who = { userId: number; now: Date };

async function scrap(tx: Db, seen: Map<number, Item>, amounts: Map<number, number>, reasonCodeId: number, who: Who): Promise<void> {
  const items = await lockRows(tx, seen);
  for (const [id, quantity] of amounts) checkAvailable(items.get(id) as Item, quantity);
  for (const [id, quantity] of amounts) {
    const item = items.get(id) as Item;
    if (quantity < item.quantity) await tx.update(stockItems).set({ quantity: item.quantity - quantity }).where(eq(stockItems.id, id));
    else await removeRow(tx, item);
  }
  await recordEvents(
    tx,
    [...amounts].map(([id, quantity]) => {
      const item = items.get(id) as Item;
      return { event: 'STOCK_SCRAPPED', at: who.now, userId: who.userId, stockItemId: id, inventoryNumber: item.inventoryNumber, productId: item.productId, quantity, facilityId: item.facilityId, facts: { REASON: reasonCodeId } };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Direct move

type LocationRow = { id: number; facilityId: number };

async function locationOf(db: Db, id: number): Promise<LocationRow | null> {
  if (id > MAX_ID) return null;
  const [row] = await db
    .select({ id: warehouseLocations.id, facilityId: warehouses.facilityId })
    .from(warehouseLocations)
    .innerJoin(warehouses, eq(warehouses.id, warehouseLocations.warehouseId))
    .where(eq(warehouseLocations.id, id));
  return row ?? null;
}

/** Moves `quantity` of the row to the location (of its storage): answers the row the units are in now (a fixed asset: itself). */
async function moveDirect(tx: Db, seen: Map<number, Item>, id: number, quantity: number, locationId: number, who: Who): Promise<number> {
  const items = await lockRows(tx, seen);
  const item = items.get(id) as Item;
  checkAvailable(item, quantity);
  await recordEvents(tx, [
    {
      event: 'MOVED',
      at: who.now,
      userId: who.userId,
      stockItemId: id,
      inventoryNumber: item.inventoryNumber,
      productId: item.productId,
      quantity,
      facilityId: item.facilityId,
      facts: { FROM_LOCATION: item.warehouseLocationId ?? 0, TO_LOCATION: locationId },
    },
  ]);
  if (isFixed(item)) {
    await tx.update(stockItems).set({ warehouseLocationId: locationId }).where(eq(stockItems.id, id));
    // What is fitted to it (and to that, …) goes along.
    await tx.execute(sql`
      WITH RECURSIVE fitted AS (
        SELECT id FROM stock_items WHERE parent_id = ${id}
        UNION SELECT s.id FROM stock_items s JOIN fitted f ON s.parent_id = f.id
      )
      UPDATE stock_items SET warehouse_location_id = ${locationId} WHERE id IN (SELECT id FROM fitted)`);
    return id;
  }
  const [pile] = await lockItems(
    tx,
    and(
      eq(stockItems.facilityId, item.facilityId ?? 0),
      eq(stockItems.warehouseLocationId, locationId),
      eq(stockItems.productId, item.productId),
      isNull(stockItems.clientId),
      isNull(stockItems.parentId),
      isNull(stockItems.inventoryNumber),
      sql`${stockItems.batch} IS NOT DISTINCT FROM ${item.batch}`,
      sql`${stockItems.serialNumber} IS NOT DISTINCT FROM ${item.serialNumber}`,
    ),
  );
  // Units that are not a fixed asset leave their row and join the location's (a row of the same
  // product and batch there, or a new one): a row is a location's stock, so a call made on what was
  // seen at the old location (a scrap of the last unit racing this move) finds it gone, not moved.
  if (quantity < item.quantity) await tx.update(stockItems).set({ quantity: item.quantity - quantity }).where(eq(stockItems.id, id));
  else await removeRow(tx, item);
  if (pile) {
    await tx.update(stockItems).set({ quantity: pile.quantity + quantity }).where(eq(stockItems.id, pile.id));
    return pile.id;
  }
  const [row] = await tx
    .insert(stockItems)
    .values({
      productId: item.productId,
      facilityId: item.facilityId,
      warehouseLocationId: locationId,
      quantity,
      allocatedQuantity: 0,
      batch: item.batch,
      serialNumber: item.serialNumber,
      goodsOwner: item.goodsOwner,
      acquisitionDate: item.acquisitionDate,
    })
    .returning({ id: stockItems.id });
  if (!row) throw new Error('the stock item was not inserted');
  return row.id;
}

// ---------------------------------------------------------------------------------------------
// Routes

export const baseStorageRoutes = newRouter()
  // Before /base-storages/{facility}: "balances" is no facility id.
  .openapi(listStorageBalances, async (c) => {
    const { db, session } = c.var;
    const query = c.req.valid('query');
    const allowed = await storagesOf(db, session.userId);
    let storageIds = allowed;
    if (query.facilityIds?.length) {
      for (const id of query.facilityIds) if (!allowed.includes(id)) await requireStorage(db, session.userId, id);
      storageIds = query.facilityIds;
    }
    if (!storageIds.length) return c.json({ page: [], count: 0 }, 200);
    return c.json(await balancePage(db, query, storageIds), 200);
  })
  .openapi(scrapStorageBalances, async (c) => {
    const { db, session } = c.var;
    const { balances, reasonCodeId } = c.req.valid('json');
    if (reasonCodeId === undefined || reasonCodeId === null) throw new ApiError(400, 'REASON_CODE_MISSING');
    const [reason] = await db.select({ category: reasonCodes.category }).from(reasonCodes).where(eq(reasonCodes.id, reasonCodeId));
    if (reason?.category !== 'SCRAPPING') throw new ApiError(400, 'INVALID_REASON_CODE');
    const amounts = new Map<number, number>();
    for (const b of balances) amounts.set(b.balanceId, (amounts.get(b.balanceId) ?? 0) + b.quantity);
    const seen = await readRows(db, session.userId, [...amounts.keys()]);
    await db.transaction((tx) => scrap(tx as unknown as Db, seen, amounts, reasonCodeId, { userId: session.userId, now: c.var.config.now() }));
    return c.json({ scrapped: amounts.size }, 200);
  })
  .openapi(moveStorageBalance, async (c) => {
    const { db, session } = c.var;
    const { balance } = c.req.valid('param');
    const body = c.req.valid('json');
    const seen = await readRows(db, session.userId, [balance]);
    const item = seen.get(balance) as Item;
    if ('contentType' in body) {
      if (session.flags.orderMoveEnabled !== true) throw new ApiError(403, 'FORBIDDEN');
      if (body.fromFacility.id !== item.facilityId) throw new ApiError(400, 'VALIDATION', 'fromFacility: not the row’s base storage');
      if (body.product.id !== item.productId) throw new ApiError(400, 'VALIDATION', 'product.id: not the row’s product');
      const order = await activeBaseStorageOrder(db, session.userId);
      if (!order) throw new ApiError(400, 'NO_ACTIVE_BASE_STORAGE_ORDER');
      if (order.facilityId === item.facilityId) throw new ApiError(400, 'SAME_BASE_STORAGE');
      // Where the goods go (spec 3 §5 "Move: a target warehouse location is required", §7 the order-move form's toWarehouseLocation).
      const toLocation = body.toWarehouseLocation?.id;
      if (toLocation === undefined) throw new ApiError(400, 'LOCATION_MISSING');
      if ((await locationOf(db, toLocation))?.facilityId !== order.facilityId) throw new ApiError(400, 'LOCATION_NOT_IN_STORAGE');
      checkAvailable(item, body.product.quantity);
      const contentId = await addBaseStorageMoveLine(db, {
        orderId: order.id,
        receiverFacilityId: order.facilityId,
        productId: item.productId,
        quantity: body.product.quantity,
        fromFacilityId: item.facilityId ?? 0,
        toWarehouseLocationId: toLocation,
        stockItemId: item.id,
        now: c.var.config.now(),
      });
      return c.json({ message: 'ITEM_MOVED' as const, balance: null, content: { orderId: order.id, contentId } }, 200);
    }
    const toLocation = body.toWarehouseLocation?.id;
    if (toLocation === undefined) throw new ApiError(400, 'LOCATION_MISSING');
    const location = await locationOf(db, toLocation);
    if (!location || location.facilityId !== item.facilityId) throw new ApiError(400, 'LOCATION_NOT_IN_STORAGE');
    if (location.id === item.warehouseLocationId) throw new ApiError(400, 'SAME_LOCATION');
    const target = await db.transaction((tx) => moveDirect(tx as unknown as Db, seen, balance, body.quantity, location.id, { userId: session.userId, now: c.var.config.now() }));
    const [row] = await balancesOf(db, [target]);
    return c.json({ message: 'ITEM_MOVED' as const, balance: row ?? null, content: null }, 200);
  })
  .openapi(listStorageWarehouses, async (c) => {
    const { db, session } = c.var;
    const { facility } = c.req.valid('param');
    await requireStorage(db, session.userId, facility);
    const { limit, offset } = pageWindow(c.req.valid('query'));
    const where = eq(warehouses.facilityId, facility);
    const [rows, [total]] = await Promise.all([
      db.select({ id: warehouses.id, value: warehouses.value, label: warehouses.label, facilityId: warehouses.facilityId }).from(warehouses).where(where).orderBy(asc(warehouses.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(warehouses).where(where),
    ]);
    return c.json({ page: rows, count: total?.n ?? 0 }, 200);
  })
  .openapi(listStorageLocations, async (c) => {
    const { db, session } = c.var;
    const { facility } = c.req.valid('param');
    const query = c.req.valid('query');
    await requireLocationsReadable(db, session.userId, facility);
    const { limit, offset } = pageWindow(query);
    const where = and(eq(warehouses.facilityId, facility), query.warehouseId === undefined ? undefined : eq(warehouses.id, query.warehouseId));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: warehouseLocations.id,
          value: warehouseLocations.value,
          label: warehouseLocations.label,
          isAllocatable: warehouseLocations.isAllocatable,
          warehouseId: warehouses.id,
          warehouseValue: warehouses.value,
          warehouseLabel: warehouses.label,
        })
        .from(warehouseLocations)
        .innerJoin(warehouses, eq(warehouses.id, warehouseLocations.warehouseId))
        .where(where)
        .orderBy(asc(warehouses.id), asc(warehouseLocations.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(warehouseLocations).innerJoin(warehouses, eq(warehouses.id, warehouseLocations.warehouseId)).where(where),
    ]);
    return c.json(
      {
        page: rows.map((r) => ({ id: r.id, value: r.value, label: r.label, isAllocatable: r.isAllocatable, warehouse: { id: r.warehouseId, value: r.warehouseValue, label: r.warehouseLabel } })),
        count: total?.n ?? 0,
      },
      200,
    );
  })
  .openapi(getBaseStorage, async (c) => {
    const { db } = c.var;
    const { facility } = c.req.valid('param');
    const [r] = await db
      .select(baseStorageFields)
      .from(facilities)
      .leftJoin(customers, eq(customers.id, facilities.customerId))
      .where(and(eq(facilities.id, facility), eq(facilities.categoryValue, FACILITY_CATEGORY.baseStorage)));
    if (!r) throw new ApiError(404, 'NOT_FOUND');
    return c.json(toBaseStorage(r), 200);
  });
