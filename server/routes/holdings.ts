/**
 * A client's holdings (spec 2 §2 Holdings, §7 Clients; spec 3 §3 Holding and stock item, §4 Moves,
 * scrapping, returns, §5, §7 Fixed assets and holdings): the list, one holding with its stock-item
 * fields and accessories, its note, RETURN_TO_STORAGE / SCRAP / MOVE, fitting and taking off
 * accessories, and the history (holding transactions).
 *
 * A holding is a stock item the client holds: `client_id` set and no parent. An accessory is a
 * stock item fitted to another (`parent_id`); it counts as held by the client that holds the item
 * at the top of its chain, and goes wherever that item goes.
 *
 * Every change runs in one database transaction that first locks the client rows concerned and
 * then the stock items (SELECT ... FOR UPDATE), checks everything, and only then writes: of two
 * calls racing for the same stock exactly one takes it, and a refused call changes nothing. An
 * amount must be 1 to quantity minus allocatedQuantity, and a fixed asset (product isFixedAsset, or
 * an inventory number) is taken whole; otherwise 409 QUANTITY_NOT_AVAILABLE.
 *
 * Decided where the spec is silent (docs/api.md, Clients and holdings):
 * - a stock item whose quantity reaches 0 is deleted, unless a task line refers to it: then it
 *   stays with quantity 0, held by no one and in no storage, so the task keeps its batch and
 *   inventory number;
 * - when an item with accessories is scrapped (or its last unit leaves), its accessories become
 *   holdings of their own (an ACCESSORY_REMOVED transaction each): a bed scrapped does not take a
 *   reusable mattress with it;
 * - a fixed asset returned or moved takes its accessories along, each with a transaction of its own
 *   (RETURNED, MOVED_OUT and MOVED_IN), so every item's history says where it went;
 * - a transaction's allocatedQuantity is the stock item's allocated quantity at that moment.
 */
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import {
  actOnHoldingAccessories,
  actOnClientHoldings,
  getClientHolding,
  listClientHoldingTransactions,
  listClientHoldings,
  updateClientHolding,
  type AccessoryAction,
  type Holding,
  type HoldingListQuery,
  type HoldingAction,
  type HoldingDetail,
  type HoldingAccessory,
  type HoldingTransaction,
} from '../../src/contract/clients.ts';
import type { z } from '@hono/zod-openapi';
import { FACILITY_CATEGORY, type HOLDING_TRANSACTION_TYPES } from '../../src/contract/constants.ts';
import { newRouter } from '../context.ts';
import type { Db } from '../db/index.ts';
import { clients, facilities, holdingTransactions, isoCodes, itemClasses, products, reasonCodes, stockItems, suppliers, taskLines, users, warehouseLocations, warehouses } from '../db/schema.ts';
import { ApiError, errorText, type Lang } from '../errors.ts';
import { gtinOfWord } from '../gtin.ts';
import { escapeLike, pageWindow } from '../paging.ts';
import { requireClient } from './clients.ts';
import { MAX_ID } from '../../src/contract/shared/query-id.ts';

/** Accessory chains are short; a longer one is a loop in the data, not a chain. */
const MAX_DEPTH = 20;
const TIME_ZONE = 'Europe/Stockholm';

/** A holding transaction's columns with its item's (joined: products, itemClasses): a client's transactions, a fixed asset's history. */
export const transactionItemFields = {
  id: holdingTransactions.id,
  type: holdingTransactions.type,
  itemDescription: products.name,
  itemNumber: products.productNumber,
  itemClass: itemClasses.label,
  quantity: holdingTransactions.quantity,
  unit: products.unit,
  allocatedQuantity: holdingTransactions.allocatedQuantity,
  fixedAssetNumber: holdingTransactions.inventoryNumber,
  batchNumber: holdingTransactions.batch,
};

/**
 * A client's holdings (not those fitted to another as accessories), handed-over date descending:
 * the client's Holdings tab, and an order wizard's aid step (GET /web-orders/{order}/client-holdings).
 */
export async function holdingsPage(db: Db, client: number, query: z.output<typeof HoldingListQuery>): Promise<{ page: Holding[]; count: number }> {
  const term = query.searchValue?.trim();
  const p = term ? `%${escapeLike(term)}%` : undefined;
  const where = and(
    eq(stockItems.clientId, client),
    isNull(stockItems.parentId),
    query.inventoryId === undefined ? undefined : eq(stockItems.id, query.inventoryId),
    p
      ? or(
          ilike(products.name, p),
          ilike(products.productNumber, p),
          ilike(stockItems.inventoryNumber, p),
          ilike(stockItems.batch, p),
          ilike(stockItems.serialNumber, p),
          // A scanned package's GTIN (issue 40): its product's holdings.
          ...gtinMatch(term),
        )
      : undefined,
    query.inventoryOnly === 'true' ? isNotNull(stockItems.inventoryNumber) : undefined,
    query.availableOnly === 'true' ? sql`${stockItems.quantity} > ${stockItems.allocatedQuantity}` : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(holdingFields)
      .from(stockItems)
      .innerJoin(products, eq(products.id, stockItems.productId))
      .innerJoin(itemClasses, eq(itemClasses.id, products.itemClassId))
      .innerJoin(isoCodes, eq(isoCodes.id, products.isoCodeId))
      .where(where)
      .orderBy(sql`${stockItems.handedOverDate} desc nulls last`, desc(stockItems.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(stockItems).innerJoin(products, eq(products.id, stockItems.productId)).where(where),
  ]);
  return { page: rows.map(toHolding), count: total?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Dates

/** The day (YYYY-MM-DD) of an instant in Sweden. */
export function stockholmDay(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** How far Sweden's clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a Swedish day (YYYY-MM-DD) begins; `plusDays` moves the day first. */
export function stockholmDayStart(day: string, plusDays = 0): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(y, m - 1, d + plusDays);
  const guess = midnightUtc - zoneOffsetMs(new Date(midnightUtc));
  return new Date(midnightUtc - zoneOffsetMs(new Date(guess)));
}

// ---------------------------------------------------------------------------------------------
// Reading holdings

/** A stock item's list fields (a holding's, and the fixed-asset detail's base: server/routes/fixed-assets.ts). */
export const holdingFields = {
  id: stockItems.id,
  productId: stockItems.productId,
  name: products.name,
  productNumber: products.productNumber,
  quantity: stockItems.quantity,
  allocatedQuantity: stockItems.allocatedQuantity,
  unit: products.unit,
  inventoryNumber: stockItems.inventoryNumber,
  isFixedAsset: products.isFixedAsset,
  batch: stockItems.batch,
  serialNumber: stockItems.serialNumber,
  itemClass: itemClasses.label,
  isoValue: isoCodes.value,
  isoLabel: isoCodes.label,
  handedOverDate: stockItems.handedOverDate,
  handedOverBy: stockItems.handedOverBy,
  handedOverInformation: stockItems.handedOverInformation,
  prescriberName: stockItems.prescriberName,
  prescriptionDate: stockItems.prescriptionDate,
  // The inner table is aliased, so "stock_items"."id" is the outer row's.
  accessoryCount: sql<number>`(select count(*) from ${stockItems} as child where child.parent_id = ${stockItems.id})`.mapWith(Number),
};

export type HoldingRow = {
  id: number;
  productId: number;
  name: string;
  productNumber: string;
  quantity: number;
  allocatedQuantity: number;
  unit: string;
  inventoryNumber: string | null;
  isFixedAsset: boolean;
  batch: string | null;
  serialNumber: string | null;
  itemClass: string;
  isoValue: string;
  isoLabel: string;
  handedOverDate: string | null;
  handedOverBy: string | null;
  handedOverInformation: string | null;
  prescriberName: string | null;
  prescriptionDate: string | null;
  accessoryCount: number;
};

export function toHolding(row: HoldingRow): Holding {
  return {
    id: row.id,
    productId: row.productId,
    name: row.name,
    productNumber: row.productNumber,
    quantity: row.quantity,
    allocatedQuantity: row.allocatedQuantity,
    maxQuantity: Math.max(0, row.quantity - row.allocatedQuantity),
    unit: row.unit,
    inventoryNumber: row.inventoryNumber,
    isFixedAsset: row.isFixedAsset,
    batch: row.batch,
    serialNumber: row.serialNumber,
    itemClass: { label: row.itemClass },
    isoCode: { value: row.isoValue, label: row.isoLabel },
    handedOverDate: row.handedOverDate,
    handedOverBy: row.handedOverBy,
    handedOverInformation: row.handedOverInformation,
    prescriberName: row.prescriberName,
    prescriptionDate: row.prescriptionDate,
    accessoryCount: row.accessoryCount,
  };
}

/** The chain from a stock item up to the item at its top: [the item, its parent, …]. */
async function chainOf(db: Db, id: number): Promise<{ id: number; parentId: number | null; clientId: number | null }[]> {
  const chain: { id: number; parentId: number | null; clientId: number | null }[] = [];
  let next: number | null = id;
  while (next !== null && chain.length <= MAX_DEPTH) {
    const [row] = await db.select({ id: stockItems.id, parentId: stockItems.parentId, clientId: stockItems.clientId }).from(stockItems).where(eq(stockItems.id, next));
    if (!row || chain.some((r) => r.id === row.id)) break;
    chain.push(row);
    next = row.parentId;
  }
  return chain;
}

/** The client holding a stock item: the holder of the item at the top of its chain (null: in storage, or nowhere). */
async function holderOf(db: Db, id: number): Promise<number | null> {
  const chain = await chainOf(db, id);
  const top = chain[chain.length - 1];
  return top && top.parentId === null ? top.clientId : null;
}

/** The accessories fitted to a stock item, by id (a holding's, a fixed asset's). */
export async function accessoriesOf(db: Db, parentId: number): Promise<HoldingAccessory[]> {
  const rows = await db
    .select({
      id: stockItems.id,
      description: products.name,
      productNumber: products.productNumber,
      itemClass: itemClasses.label,
      inventoryNumber: stockItems.inventoryNumber,
      quantity: stockItems.quantity,
      unit: products.unit,
      images: products.images,
    })
    .from(stockItems)
    .innerJoin(products, eq(products.id, stockItems.productId))
    .innerJoin(itemClasses, eq(itemClasses.id, products.itemClassId))
    .where(eq(stockItems.parentId, parentId))
    .orderBy(asc(stockItems.id));
  return rows.map((a) => ({ ...a, itemClass: { label: a.itemClass } }));
}

/** The item a stock item is fitted to, and its product (the detail's `parent`). */
export const parentItem = alias(stockItems, 'parent_item');
export const parentProduct = alias(products, 'parent_product');

/**
 * A stock item's detail columns (holdingFields and the product's texts, supplier, price, the item's
 * dates, pictures, makes, note and the item it is fitted to), read with products, item classes, ISO
 * codes, suppliers and the parent item and product joined: the holding detail's and the fixed asset's.
 */
export const stockItemDetailFields = {
  ...holdingFields,
  description: products.description,
  text: products.text,
  supplier: suppliers.label,
  mainSupplierItemNumber: products.supplierItemNumber,
  goodsOwner: stockItems.goodsOwner,
  customizationNumber: stockItems.customizationNumber,
  salesPrice: products.salesPrice,
  salesPriceQuantity: products.salesPriceQuantity,
  numberOfPriceDecimals: products.numberOfPriceDecimals,
  salesPriceCurrency: products.salesPriceCurrency,
  serviceDate: stockItems.serviceDate,
  acquisitionDate: stockItems.acquisitionDate,
  inspectionDate: stockItems.inspectionDate,
  warrantyToDate: stockItems.warrantyToDate,
  images: products.images,
  makes: products.makes,
  note: stockItems.note,
  hasDeviation: stockItems.hasDeviation,
  parentId: parentItem.id,
  parentName: parentProduct.name,
};

/**
 * A stock item's detail read: `stockItemDetailFields` and the caller's own columns, from stock items
 * with the product, its item class, ISO code and supplier, and the parent item and its product joined.
 * The caller adds its own joins and the where.
 */
export function selectStockItemDetail<F extends SelectedFields>(db: Db, fields: F) {
  return db
    .select({ ...stockItemDetailFields, ...fields })
    .from(stockItems)
    .innerJoin(products, eq(products.id, stockItems.productId))
    .innerJoin(itemClasses, eq(itemClasses.id, products.itemClassId))
    .innerJoin(isoCodes, eq(isoCodes.id, products.isoCodeId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .leftJoin(parentItem, eq(parentItem.id, stockItems.parentId))
    .leftJoin(parentProduct, eq(parentProduct.id, parentItem.productId));
}

type DetailRow = {
  description: string;
  text: string;
  supplier: string;
  mainSupplierItemNumber: string;
  goodsOwner: string | null;
  customizationNumber: string | null;
  salesPrice: string;
  salesPriceQuantity: number;
  numberOfPriceDecimals: number;
  salesPriceCurrency: string;
  serviceDate: string | null;
  acquisitionDate: string | null;
  inspectionDate: string | null;
  warrantyToDate: string | null;
  images: HoldingDetail['images'];
  makes: HoldingDetail['makes'];
  note: string | null;
  hasDeviation: boolean;
};

/** The detail fields both answers give of a row of `stockItemDetailFields` (the currency SEK when none, spec 3 §3). */
export function stockItemDetail(row: DetailRow) {
  return {
    description: row.description,
    extendedDescription: row.text,
    supplier: { label: row.supplier },
    mainSupplierItemNumber: row.mainSupplierItemNumber,
    goodsOwner: row.goodsOwner === null ? null : { label: row.goodsOwner },
    customizationNumber: row.customizationNumber,
    salesPrice: Number(row.salesPrice),
    salesPriceQuantity: row.salesPriceQuantity,
    numberOfPriceDecimals: row.numberOfPriceDecimals,
    salesPriceCurrency: { value: row.salesPriceCurrency || 'SEK' },
    serviceDate: row.serviceDate,
    acquisitionDate: row.acquisitionDate,
    inspectionDate: row.inspectionDate,
    warrantyToDate: row.warrantyToDate,
    images: row.images,
    makes: row.makes,
    note: row.note,
    hasDeviation: row.hasDeviation,
  };
}

async function loadHoldingDetail(db: Db, clientId: number, holdingId: number): Promise<HoldingDetail> {
  if (holdingId > MAX_ID || (await holderOf(db, holdingId)) !== clientId) throw new ApiError(404, 'NOT_FOUND');
  const [[row], accessories] = await Promise.all([
    selectStockItemDetail(db, {}).where(eq(stockItems.id, holdingId)),
    accessoriesOf(db, holdingId),
  ]);
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return {
    ...toHolding(row),
    ...stockItemDetail(row),
    accessories,
    // No allocation is stored yet: orders and work orders that reserve holdings arrive with their areas.
    allocations: [],
    parent: row.parentId !== null && row.parentName !== null ? { id: row.parentId, name: row.parentName } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Changing holdings: shared pieces

type Item = typeof stockItems.$inferSelect & { productFixed: boolean };
type HistoryRow = typeof holdingTransactions.$inferInsert;
type HistoryType = (typeof HOLDING_TRANSACTION_TYPES)[number];

type Work = {
  tx: Db;
  clientId: number;
  userId: number;
  now: Date;
  lang: Lang;
  /** The history rows to write, all at the end of the transaction. */
  history: HistoryRow[];
};

const isFixed = (item: Item) => item.productFixed || item.inventoryNumber !== null;

function historyRow(w: Work, item: Item, type: HistoryType, quantity: number, extra: Partial<HistoryRow> = {}): HistoryRow {
  return {
    clientId: w.clientId,
    stockItemId: item.id,
    productId: item.productId,
    type,
    quantity,
    allocatedQuantity: item.allocatedQuantity,
    inventoryNumber: item.inventoryNumber,
    batch: item.batch,
    userId: w.userId,
    createdAt: w.now,
    ...extra,
  };
}

const itemColumns = { ...getTableColumns(stockItems), productFixed: products.isFixedAsset };

/**
 * Locks the client rows, in id order (two calls between the same clients cannot deadlock). FOR NO
 * KEY UPDATE: every change of the clients' holdings waits for the one before it, while rows that
 * only refer to a client (a contact, another client's transaction) can still be written.
 */
async function lockClients(tx: Db, ids: number[]): Promise<void> {
  await tx
    .select({ id: clients.id })
    .from(clients)
    .where(inArray(clients.id, [...new Set(ids)]))
    .orderBy(asc(clients.id))
    .for('no key update');
}

/** Locks and reads stock items, in id order. */
async function lockItems(tx: Db, where: SQL | undefined): Promise<Item[]> {
  return tx.select(itemColumns).from(stockItems).innerJoin(products, eq(products.id, stockItems.productId)).where(where).orderBy(asc(stockItems.id)).for('update', { of: stockItems });
}

/** Every item fitted below one (its accessories, theirs, …), locked. */
async function descendantsOf(tx: Db, id: number): Promise<Item[]> {
  const found: Item[] = [];
  let frontier = [id];
  for (let depth = 0; frontier.length && depth < MAX_DEPTH; depth++) {
    const rows = await lockItems(tx, inArray(stockItems.parentId, frontier));
    const fresh = rows.filter((r) => r.id !== id && !found.some((f) => f.id === r.id));
    found.push(...fresh);
    frontier = fresh.map((r) => r.id);
  }
  return found;
}

/** Amounts by stock item id (the same id twice counts once, with both amounts). */
function mergeAmounts(amounts: { id: number; quantity: number }[]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const a of amounts) merged.set(a.id, (merged.get(a.id) ?? 0) + a.quantity);
  return merged;
}

/** 409 QUANTITY_NOT_AVAILABLE unless 1 ≤ quantity ≤ what is not allocated, and a fixed asset whole. */
function checkAvailable(item: Item, quantity: number, limit = item.quantity - item.allocatedQuantity): void {
  if (quantity < 1 || quantity > limit || (isFixed(item) && quantity !== item.quantity)) throw new ApiError(409, 'QUANTITY_NOT_AVAILABLE');
}

/**
 * Locks the items the client acts on and checks each is held by the client (404 otherwise) and
 * that none is fitted below another of them (400: the item at the top takes them along).
 */
async function lockHeld(w: Work, ids: number[]): Promise<Map<number, Item>> {
  const rows = await lockItems(w.tx, inArray(stockItems.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    if (!byId.has(id)) throw new ApiError(404, 'NOT_FOUND');
    const chain = await chainOf(w.tx, id);
    const top = chain[chain.length - 1];
    if (!top || top.parentId !== null || top.clientId !== w.clientId) throw new ApiError(404, 'NOT_FOUND');
    if (chain.slice(1).some((above) => ids.includes(above.id))) {
      throw new ApiError(400, 'VALIDATION', `${errorText('VALIDATION', w.lang)} An accessory and the item it is fitted to cannot both be chosen: the item takes its accessories along.`);
    }
  }
  return byId;
}

/** The fields a part split off a holding keeps (the product, batch, serial number and the hand-over). */
function splitOff(item: Item, quantity: number): typeof stockItems.$inferInsert {
  return {
    productId: item.productId,
    quantity,
    allocatedQuantity: 0,
    batch: item.batch,
    serialNumber: item.serialNumber,
    customizationNumber: item.customizationNumber,
    goodsOwner: item.goodsOwner,
    acquisitionDate: item.acquisitionDate,
    handedOverDate: item.handedOverDate,
    handedOverBy: item.handedOverBy,
    handedOverInformation: item.handedOverInformation,
    prescriberName: item.prescriberName,
    prescriptionDate: item.prescriptionDate,
  };
}

async function insertItem(tx: Db, values: typeof stockItems.$inferInsert): Promise<number> {
  const [row] = await tx.insert(stockItems).values(values).returning({ id: stockItems.id });
  if (!row) throw new Error('the stock item was not inserted');
  return row.id;
}

/**
 * Takes `quantity` off a holding: its quantity decreases; at 0 its accessories become holdings of
 * their own and the row is deleted (kept at 0, nowhere, when a task line refers to it).
 */
async function takeOff(w: Work, item: Item, quantity: number): Promise<void> {
  const left = item.quantity - quantity;
  if (left > 0) {
    await w.tx.update(stockItems).set({ quantity: left }).where(eq(stockItems.id, item.id));
    return;
  }
  const holder = w.clientId;
  const fitted = await lockItems(w.tx, eq(stockItems.parentId, item.id));
  for (const accessory of fitted) {
    await w.tx.update(stockItems).set({ parentId: null, clientId: holder }).where(eq(stockItems.id, accessory.id));
    w.history.push(historyRow(w, accessory, 'ACCESSORY_REMOVED', accessory.quantity));
  }
  const [referenced] = await w.tx.select({ id: taskLines.id }).from(taskLines).where(eq(taskLines.stockItemId, item.id)).limit(1);
  if (referenced) {
    await w.tx.update(stockItems).set({ quantity: 0, clientId: null, parentId: null, facilityId: null, warehouseLocationId: null }).where(eq(stockItems.id, item.id));
  } else {
    await w.tx.delete(stockItems).where(eq(stockItems.id, item.id));
  }
}

/** Where returned stock is put in a base storage: its first location not open for allocation, else its first location. */
async function returnLocationOf(tx: Db, facilityId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: warehouseLocations.id })
    .from(warehouseLocations)
    .innerJoin(warehouses, eq(warehouses.id, warehouseLocations.warehouseId))
    .where(eq(warehouses.facilityId, facilityId))
    .orderBy(asc(warehouseLocations.isAllocatable), asc(warehouses.id), asc(warehouseLocations.id))
    .limit(1);
  return row?.id ?? null;
}

const sameAs = (column: typeof stockItems.batch | typeof stockItems.serialNumber, value: string | null) => sql`${column} is not distinct from ${value}`;

const NO_HAND_OVER = { handedOverDate: null, handedOverBy: null, handedOverInformation: null, prescriberName: null, prescriptionDate: null } as const;

// ---------------------------------------------------------------------------------------------
// RETURN_TO_STORAGE, SCRAP, MOVE

async function returnToStorage(w: Work, amounts: Map<number, number>, storageId: number): Promise<void> {
  const [storage] = await w.tx.select({ category: facilities.categoryValue }).from(facilities).where(eq(facilities.id, storageId));
  if (storage?.category !== FACILITY_CATEGORY.baseStorage) throw new ApiError(400, 'NOT_A_BASE_STORAGE');
  const items = await lockHeld(w, [...amounts.keys()]);
  for (const [id, quantity] of amounts) checkAvailable(items.get(id) as Item, quantity);
  const locationId = await returnLocationOf(w.tx, storageId);
  const inStorage = { clientId: null, parentId: null, facilityId: storageId, warehouseLocationId: locationId };
  for (const [id, quantity] of amounts) {
    const item = items.get(id) as Item;
    if (isFixed(item)) {
      // The item itself moves, its accessories with it (still fitted).
      const fitted = await descendantsOf(w.tx, item.id);
      await w.tx.update(stockItems).set({ ...inStorage, ...NO_HAND_OVER }).where(eq(stockItems.id, item.id));
      if (fitted.length) {
        await w.tx
          .update(stockItems)
          .set({ clientId: null, facilityId: storageId, warehouseLocationId: locationId, ...NO_HAND_OVER })
          .where(inArray(stockItems.id, fitted.map((f) => f.id)));
      }
      for (const moved of [item, ...fitted]) w.history.push(historyRow(w, moved, 'RETURNED', moved.quantity, { facilityId: storageId }));
      continue;
    }
    await takeOff(w, item, quantity);
    const [pile] = await lockItems(
      w.tx,
      and(
        eq(stockItems.facilityId, storageId),
        locationId === null ? isNull(stockItems.warehouseLocationId) : eq(stockItems.warehouseLocationId, locationId),
        eq(stockItems.productId, item.productId),
        isNull(stockItems.clientId),
        isNull(stockItems.parentId),
        isNull(stockItems.inventoryNumber),
        sameAs(stockItems.batch, item.batch),
        sameAs(stockItems.serialNumber, item.serialNumber),
      ),
    );
    if (pile) await w.tx.update(stockItems).set({ quantity: pile.quantity + quantity }).where(eq(stockItems.id, pile.id));
    else {
      await insertItem(w.tx, {
        productId: item.productId,
        facilityId: storageId,
        warehouseLocationId: locationId,
        quantity,
        batch: item.batch,
        serialNumber: item.serialNumber,
        goodsOwner: item.goodsOwner,
        acquisitionDate: item.acquisitionDate,
      });
    }
    w.history.push(historyRow(w, item, 'RETURNED', quantity, { facilityId: storageId }));
  }
}

/**
 * RETURN_TO_STORAGE of a client's holdings in the caller's transaction, for another area (a
 * collection task's RETURN, server/routes/tasks.ts): the client's row locked first, the history
 * written. The caller releases any allocation of the units first.
 */
export async function returnHoldingsToStorage(
  tx: Db,
  who: { clientId: number; userId: number; now: Date; lang: Lang },
  amounts: Map<number, number>,
  storageId: number,
): Promise<void> {
  await lockClients(tx, [who.clientId]);
  const w: Work = { tx, ...who, history: [] };
  await returnToStorage(w, amounts, storageId);
  if (w.history.length) await tx.insert(holdingTransactions).values(w.history);
}

async function scrap(w: Work, amounts: Map<number, number>, reasonCodeId: number): Promise<void> {
  const [reason] = await w.tx
    .select({ id: reasonCodes.id })
    .from(reasonCodes)
    .where(and(eq(reasonCodes.id, reasonCodeId), eq(reasonCodes.category, 'SCRAPPING')));
  if (!reason) throw new ApiError(400, 'INVALID_REASON_CODE');
  const items = await lockHeld(w, [...amounts.keys()]);
  for (const [id, quantity] of amounts) checkAvailable(items.get(id) as Item, quantity);
  for (const [id, quantity] of amounts) {
    const item = items.get(id) as Item;
    w.history.push(historyRow(w, item, 'SCRAPPED', quantity, { reasonCodeId }));
    await takeOff(w, item, quantity);
  }
}

async function moveToClient(w: Work, amounts: Map<number, number>, toClientId: number, handedOverBy: string): Promise<void> {
  const items = await lockHeld(w, [...amounts.keys()]);
  for (const [id, quantity] of amounts) checkAvailable(items.get(id) as Item, quantity);
  const handOver = { handedOverDate: stockholmDay(w.now), handedOverBy, handedOverInformation: null };
  const moved = (item: Item, quantity: number, targetItemId: number) => {
    w.history.push(historyRow(w, item, 'MOVED_OUT', quantity, { otherClientId: toClientId }));
    w.history.push(historyRow(w, item, 'MOVED_IN', quantity, { clientId: toClientId, otherClientId: w.clientId, stockItemId: targetItemId }));
  };
  for (const [id, quantity] of amounts) {
    const item = items.get(id) as Item;
    if (isFixed(item)) {
      const fitted = await descendantsOf(w.tx, item.id);
      await w.tx
        .update(stockItems)
        .set({ clientId: toClientId, parentId: null, ...handOver })
        .where(eq(stockItems.id, item.id));
      if (fitted.length) await w.tx.update(stockItems).set({ clientId: toClientId }).where(inArray(stockItems.id, fitted.map((f) => f.id)));
      for (const m of [item, ...fitted]) moved(m, m.quantity, m.id);
      continue;
    }
    await takeOff(w, item, quantity);
    const [same] = await lockItems(
      w.tx,
      and(
        eq(stockItems.clientId, toClientId),
        isNull(stockItems.parentId),
        eq(stockItems.productId, item.productId),
        isNull(stockItems.inventoryNumber),
        sameAs(stockItems.batch, item.batch),
        sameAs(stockItems.serialNumber, item.serialNumber),
      ),
    );
    let targetId: number;
    if (same) {
      await w.tx.update(stockItems).set({ quantity: same.quantity + quantity }).where(eq(stockItems.id, same.id));
      targetId = same.id;
    } else {
      targetId = await insertItem(w.tx, { ...splitOff(item, quantity), clientId: toClientId, ...handOver });
    }
    moved(item, quantity, targetId);
  }
}

// ---------------------------------------------------------------------------------------------
// Accessories

async function addAccessories(w: Work, holdingId: number, amounts: Map<number, number>): Promise<void> {
  const ids = [...amounts.keys()];
  const [holding] = await lockItems(w.tx, eq(stockItems.id, holdingId));
  if (!holding) throw new ApiError(404, 'NOT_FOUND');
  const above = (await chainOf(w.tx, holdingId)).map((r) => r.id); // the holding and the items it is fitted to
  const items = await lockItems(w.tx, inArray(stockItems.id, ids));
  for (const id of ids) {
    const item = items.find((i) => i.id === id);
    if (!item) throw new ApiError(404, 'NOT_FOUND');
    if (item.parentId === null && item.clientId !== w.clientId) throw new ApiError(404, 'NOT_FOUND');
    if (item.parentId !== null) {
      // Held by the client (fitted to another of its holdings) or not the client's at all.
      if ((await holderOf(w.tx, id)) !== w.clientId) throw new ApiError(404, 'NOT_FOUND');
      throw new ApiError(400, 'INVALID_ACCESSORY');
    }
    if (above.includes(id)) throw new ApiError(400, 'INVALID_ACCESSORY');
    checkAvailable(item, amounts.get(id) ?? 0);
  }
  for (const item of items) {
    const quantity = amounts.get(item.id) ?? 0;
    let fittedId = item.id;
    if (quantity === item.quantity) {
      await w.tx.update(stockItems).set({ parentId: holdingId }).where(eq(stockItems.id, item.id));
    } else {
      await w.tx.update(stockItems).set({ quantity: item.quantity - quantity }).where(eq(stockItems.id, item.id));
      fittedId = await insertItem(w.tx, { ...splitOff(item, quantity), clientId: w.clientId, parentId: holdingId });
    }
    w.history.push(historyRow(w, item, 'ACCESSORY_ADDED', quantity, { stockItemId: fittedId }));
  }
}

async function removeAccessories(w: Work, holdingId: number, amounts: Map<number, number>): Promise<void> {
  const ids = [...amounts.keys()];
  const items = await lockItems(w.tx, inArray(stockItems.id, ids));
  for (const id of ids) {
    const item = items.find((i) => i.id === id);
    if (!item || item.parentId !== holdingId) throw new ApiError(404, 'NOT_FOUND');
    checkAvailable(item, amounts.get(id) ?? 0, item.quantity);
  }
  for (const item of items) {
    const quantity = amounts.get(item.id) ?? 0;
    let ownId = item.id;
    if (quantity === item.quantity) {
      await w.tx.update(stockItems).set({ parentId: null, clientId: w.clientId }).where(eq(stockItems.id, item.id));
    } else {
      await w.tx.update(stockItems).set({ quantity: item.quantity - quantity }).where(eq(stockItems.id, item.id));
      ownId = await insertItem(w.tx, { ...splitOff(item, quantity), clientId: w.clientId });
    }
    w.history.push(historyRow(w, item, 'ACCESSORY_REMOVED', quantity, { stockItemId: ownId }));
  }
}

// ---------------------------------------------------------------------------------------------
/** A search text that is a GTIN (a scanned package's, issue 40) also matches its product: the condition, or none. */
function gtinMatch(term: string | undefined): SQL[] {
  const gtin = term ? gtinOfWord(term) : null;
  return gtin ? [eq(products.gtin, gtin)] : [];
}

// Holding transactions

const otherClient = alias(clients, 'other_client');

function transactionWhere(clientId: number, q: { type?: string | undefined; searchValue?: string | undefined; fromDate?: string | undefined; toDate?: string | undefined }): SQL {
  const term = q.searchValue?.trim();
  const p = term ? `%${escapeLike(term)}%` : undefined;
  return (
    and(
      eq(holdingTransactions.clientId, clientId),
      q.type ? eq(holdingTransactions.type, q.type) : undefined,
      p
        ? or(ilike(products.name, p), ilike(products.productNumber, p), ilike(holdingTransactions.inventoryNumber, p), ilike(holdingTransactions.batch, p), ...gtinMatch(term))
        : undefined,
      // Days in Sweden, toDate inclusive.
      q.fromDate ? gte(holdingTransactions.createdAt, stockholmDayStart(q.fromDate)) : undefined,
      q.toDate ? lt(holdingTransactions.createdAt, stockholmDayStart(q.toDate, 1)) : undefined,
    ) ?? sql`true`
  );
}

function toTransaction(
  row: {
    id: number;
    type: string;
    itemDescription: string;
    itemNumber: string;
    itemClass: string;
    quantity: number;
    unit: string;
    allocatedQuantity: number;
    fixedAssetNumber: string | null;
    batchNumber: string | null;
    createdAt: Date;
    facilityId: number | null;
    facilityLabel: string | null;
    otherId: number | null;
    otherFirstName: string | null;
    otherSurname: string | null;
    reasonLabel: string | null;
    reasonLabelEn: string | null;
    userFirstName: string | null;
    userSurname: string | null;
  },
  lang: Lang,
): HoldingTransaction {
  return {
    id: row.id,
    type: row.type as HoldingTransaction['type'],
    itemDescription: row.itemDescription,
    itemNumber: row.itemNumber,
    itemClass: row.itemClass,
    quantity: row.quantity,
    unit: row.unit,
    allocatedQuantity: row.allocatedQuantity,
    fixedAssetNumber: row.fixedAssetNumber,
    batchNumber: row.batchNumber,
    transactionTimestamp: row.createdAt.toISOString(),
    facility: row.facilityId !== null && row.facilityLabel !== null ? { id: row.facilityId, label: row.facilityLabel } : null,
    otherClient: row.otherId !== null && row.otherFirstName !== null && row.otherSurname !== null ? { id: row.otherId, firstName: row.otherFirstName, surname: row.otherSurname } : null,
    reason: row.reasonLabel === null ? null : { label: (lang === 'en' ? row.reasonLabelEn : row.reasonLabel) ?? row.reasonLabel },
    user: row.userFirstName !== null && row.userSurname !== null ? { firstName: row.userFirstName, surname: row.userSurname } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Routes

type Amounts = { id: number; quantity: number }[];

function amountsOf(action: HoldingAction): Amounts {
  if (action.action === 'SCRAP') return action.payload.balances.map((b) => ({ id: b.balanceId, quantity: b.quantity }));
  return action.payload.holdings;
}

function accessoryAmountsOf(action: AccessoryAction): Amounts {
  return action.action === 'ADD_FROM_HOLDING' ? action.payload.holdings : action.payload.accessories;
}

export const holdingRoutes = newRouter()
  .openapi(listClientHoldings, async (c) => {
    const { db, session } = c.var;
    const { client } = c.req.valid('param');
    const query = c.req.valid('query');
    await requireClient(db, session.userId, client);
    return c.json(await holdingsPage(db, client, query), 200);
  })
  .openapi(getClientHolding, async (c) => {
    const { db, session } = c.var;
    const { client, holding } = c.req.valid('param');
    await requireClient(db, session.userId, client);
    return c.json(await loadHoldingDetail(db, client, holding), 200);
  })
  .openapi(updateClientHolding, async (c) => {
    const { db, session } = c.var;
    const { client, holding } = c.req.valid('param');
    const { note } = c.req.valid('json');
    await requireClient(db, session.userId, client);
    if ((await holderOf(db, holding)) !== client) throw new ApiError(404, 'NOT_FOUND');
    await db
      .update(stockItems)
      .set({ note: note.trim() === '' ? null : note })
      .where(eq(stockItems.id, holding));
    return c.json(await loadHoldingDetail(db, client, holding), 200);
  })
  .openapi(actOnClientHoldings, async (c) => {
    const { db, session, config, lang } = c.var;
    const { client } = c.req.valid('param');
    const action = c.req.valid('json');
    await requireClient(db, session.userId, client);
    let handedOverBy = '';
    if (action.action === 'MOVE') {
      const to = action.payload.toClientId;
      if (to === client) throw new ApiError(400, 'VALIDATION', `${errorText('VALIDATION', lang)} payload.toClientId: the client the holdings already belong to`);
      await requireClient(db, session.userId, to);
      const [user] = await db.select({ firstName: users.firstName, surname: users.surname }).from(users).where(eq(users.id, session.userId));
      handedOverBy = user ? `${user.firstName} ${user.surname}` : '';
    }
    const amounts = mergeAmounts(amountsOf(action));
    const transactions = await db.transaction(async (tx) => {
      await lockClients(tx, action.action === 'MOVE' ? [client, action.payload.toClientId] : [client]);
      const w: Work = { tx, clientId: client, userId: session.userId, now: config.now(), lang, history: [] };
      if (action.action === 'RETURN_TO_STORAGE') await returnToStorage(w, amounts, action.payload.toStorageId);
      else if (action.action === 'SCRAP') await scrap(w, amounts, action.payload.reasonCodeId);
      else await moveToClient(w, amounts, action.payload.toClientId, handedOverBy);
      if (w.history.length) await tx.insert(holdingTransactions).values(w.history);
      return w.history.length;
    });
    return c.json({ transactions }, 200);
  })
  .openapi(actOnHoldingAccessories, async (c) => {
    const { db, session, config, lang } = c.var;
    const { client, holding } = c.req.valid('param');
    const action = c.req.valid('json');
    await requireClient(db, session.userId, client);
    const amounts = mergeAmounts(accessoryAmountsOf(action));
    await db.transaction(async (tx) => {
      await lockClients(tx, [client]);
      if ((await holderOf(tx, holding)) !== client) throw new ApiError(404, 'NOT_FOUND');
      const w: Work = { tx, clientId: client, userId: session.userId, now: config.now(), lang, history: [] };
      if (action.action === 'ADD_FROM_HOLDING') await addAccessories(w, holding, amounts);
      else await removeAccessories(w, holding, amounts);
      if (w.history.length) await tx.insert(holdingTransactions).values(w.history);
    });
    return c.json(await loadHoldingDetail(db, client, holding), 200);
  })
  .openapi(listClientHoldingTransactions, async (c) => {
    const { db, session, lang } = c.var;
    const { client } = c.req.valid('param');
    const query = c.req.valid('query');
    await requireClient(db, session.userId, client);
    const where = transactionWhere(client, query);
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          ...transactionItemFields,
          createdAt: holdingTransactions.createdAt,
          facilityId: facilities.id,
          facilityLabel: facilities.label,
          otherId: otherClient.id,
          otherFirstName: otherClient.firstName,
          otherSurname: otherClient.surname,
          reasonLabel: reasonCodes.label,
          reasonLabelEn: reasonCodes.labelEn,
          userFirstName: users.firstName,
          userSurname: users.surname,
        })
        .from(holdingTransactions)
        .innerJoin(products, eq(products.id, holdingTransactions.productId))
        .innerJoin(itemClasses, eq(itemClasses.id, products.itemClassId))
        .leftJoin(facilities, eq(facilities.id, holdingTransactions.facilityId))
        .leftJoin(otherClient, eq(otherClient.id, holdingTransactions.otherClientId))
        .leftJoin(reasonCodes, eq(reasonCodes.id, holdingTransactions.reasonCodeId))
        .leftJoin(users, eq(users.id, holdingTransactions.userId))
        .where(where)
        .orderBy(desc(holdingTransactions.createdAt), desc(holdingTransactions.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(holdingTransactions).innerJoin(products, eq(products.id, holdingTransactions.productId)).where(where),
    ]);
    return c.json({ page: rows.map((r) => toTransaction(r, lang)), count: total?.n ?? 0 }, 200);
  });
