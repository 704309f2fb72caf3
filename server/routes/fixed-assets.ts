/**
 * Fixed assets and the inventory search (spec 3 §2, §3 Fixed asset (stock item) and History row,
 * §5 Inventory search, §7 Fixed assets and holdings): the search by inventory number, one fixed
 * asset, its note, its label (a signed link to a PDF with the inventory number as a Code 128
 * barcode), its order history and its accessories.
 *
 * Decided where the spec is silent (docs/api.md, Fixed assets):
 * - `{fixedAsset}` is the stock item's id; the detail, note, label, history and accessories answer
 *   only for a stock item with an inventory number.
 * - Who may see one: an item in a storage whose municipality the caller holds a MUNICIPALITY
 *   authorization for, or an item a client holds (clientId set: a holding or an accessory fitted to
 *   one) whom the caller may reach under the municipal rule of /clients. Anything else answers 404
 *   and the search leaves it out.
 * - The order history is derived, not stored: the holding transactions of the item (by its id or
 *   its inventory number) that are logistics (HANDED_OVER 5, RETURNED 6, MOVED_OUT and MOVED_IN 7,
 *   SCRAPPED 9; fitting and taking off accessories are not orders), and the task lines naming the
 *   item (CH and Cn 5, CA 6, Sn and In 7), annulled tasks (99) left out, and a reported client task
 *   (CH or CA at 90) left out too because its holding transaction already tells it. An open task's
 *   row carries the line's outstanding quantity as allocatedQuantity.
 * - REMOVE takes accessories off an item in a storage: each removed amount becomes a balance row
 *   on the fixed asset's warehouse location (the accessory's row itself when the whole of it is
 *   removed, else a new row split off). An item a client holds answers 409 HELD_BY_CLIENT: its
 *   accessories go to the client through the holding's REMOVE_TO_HOLDING, which writes the
 *   client's history. One transaction: the fixed asset, then its accessories, locked (FOR UPDATE)
 *   and checked before anything is written.
 */
import { and, asc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { API_V1, FIXED_ASSET_PROCESS_CATEGORIES } from '../../src/contract/constants.ts';
import {
  actOnFixedAssetAccessories,
  getFixedAsset,
  getFixedAssetLabel,
  getFixedAssetLabelPdf,
  listFixedAssetAccessories,
  listFixedAssetLogisticsOrders,
  listFixedAssets,
  updateFixedAsset,
  type FixedAsset,
  type FixedAssetHistoryRow,
  type FixedAssetHit,
} from '../../src/contract/fixed-assets.ts';
import { newRouter } from '../context.ts';
import { signedLink, validSignedLink } from '../crypto.ts';
import type { Db } from '../db/index.ts';
import {
  authorizations,
  clients,
  facilities,
  holdingTransactions,
  itemClasses,
  products,
  stockItems,
  taskLines,
  tasks,
  warehouseLocations,
  warehouses,
} from '../db/schema.ts';
import { ApiError, type Lang } from '../errors.ts';
import { makeLabelPdf } from '../label-pdf.ts';
import { escapeLike, pageWindow } from '../paging.ts';
import { accessoriesOf, parentItem, parentProduct, selectStockItemDetail, stockItemDetail, toHolding, transactionItemFields } from './holdings.ts';
import { MAX_ID } from '../../src/contract/shared/query-id.ts';

const SEARCH_REQUIRED: Record<Lang, string> = {
  sv: 'Ange ett inventarienummer att söka på.',
  en: 'Enter an inventory number to search for.',
};

// ---------------------------------------------------------------------------------------------
// Who may see what

/** The municipalities the user holds a MUNICIPALITY authorization for. */
async function municipalitiesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ id: authorizations.authId })
    .from(authorizations)
    .where(and(eq(authorizations.userId, userId), eq(authorizations.type, 'MUNICIPALITY')));
  return rows.map((r) => r.id);
}

const holder = alias(clients, 'holder');
const storage = alias(facilities, 'storage');

/**
 * The stock items the user may see, on a query joining `holder` (the item's client) and `storage`
 * (its facility): a client's item when the user may reach the client, a storage's item when the
 * storage is in one of the user's municipalities.
 */
function visibleTo(municipalities: string[]): SQL {
  if (municipalities.length === 0) return sql`false`;
  return (
    or(
      and(isNotNull(stockItems.clientId), or(inArray(holder.customerId, municipalities), isNull(holder.customerId))),
      and(isNull(stockItems.clientId), inArray(storage.customerId, municipalities)),
    ) ?? sql`false`
  );
}

/** The fixed asset (a stock item with an inventory number) the user may see, or 404. */
async function requireFixedAsset(db: Db, userId: number, id: number): Promise<{ id: number; clientId: number | null; facilityId: number | null; inventoryNumber: string }> {
  if (id > MAX_ID) throw new ApiError(404, 'NOT_FOUND');
  const [row] = await db
    .select({ id: stockItems.id, clientId: stockItems.clientId, facilityId: stockItems.facilityId, inventoryNumber: stockItems.inventoryNumber })
    .from(stockItems)
    .leftJoin(holder, eq(holder.id, stockItems.clientId))
    .leftJoin(storage, eq(storage.id, stockItems.facilityId))
    .where(and(eq(stockItems.id, id), isNotNull(stockItems.inventoryNumber), visibleTo(await municipalitiesOf(db, userId))));
  if (!row || row.inventoryNumber === null) throw new ApiError(404, 'NOT_FOUND');
  return { ...row, inventoryNumber: row.inventoryNumber };
}

// ---------------------------------------------------------------------------------------------
// The search

async function search(db: Db, userId: number, term: string, paging: { from: number; amount: number; all?: 'true' | 'false' | undefined }): Promise<{ page: FixedAssetHit[]; count: number }> {
  const p = `%${escapeLike(term)}%`;
  const where = and(
    or(ilike(stockItems.inventoryNumber, p), ilike(stockItems.serialNumber, p), eq(products.productNumber, term)),
    visibleTo(await municipalitiesOf(db, userId)),
  );
  const { limit, offset } = pageWindow(paging);
  const base = () =>
    db
      .select({
        id: stockItems.id,
        inventoryNumber: stockItems.inventoryNumber,
        serialNumber: stockItems.serialNumber,
        productNumber: products.productNumber,
        name: products.name,
        quantity: stockItems.quantity,
        unit: products.unit,
        storageId: storage.id,
        storageValue: storage.value,
        storageLabel: storage.label,
        clientId: holder.id,
        clientFirstName: holder.firstName,
        clientSurname: holder.surname,
        parentId: parentItem.id,
        parentName: parentProduct.name,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(stockItems)
      .innerJoin(products, eq(products.id, stockItems.productId))
      .leftJoin(holder, eq(holder.id, stockItems.clientId))
      .leftJoin(storage, eq(storage.id, stockItems.facilityId))
      .leftJoin(parentItem, eq(parentItem.id, stockItems.parentId))
      .leftJoin(parentProduct, eq(parentProduct.id, parentItem.productId));
  const rows = await base()
    .where(where)
    .orderBy(sql`${stockItems.inventoryNumber} asc nulls last`, asc(stockItems.id))
    .limit(limit)
    .offset(offset);
  let count = rows[0]?.total ?? 0;
  // A page past the end has no row to carry the total.
  if (rows.length === 0 && offset > 0) count = (await base().where(where).limit(1))[0]?.total ?? 0;
  return {
    page: rows.map((r) => ({
      id: r.id,
      inventoryNumber: r.inventoryNumber,
      serialNumber: r.serialNumber,
      productNumber: r.productNumber,
      name: r.name,
      quantity: r.quantity,
      unit: r.unit,
      storage: r.clientId === null && r.storageId !== null && r.storageValue !== null && r.storageLabel !== null ? { id: r.storageId, value: r.storageValue, label: r.storageLabel } : null,
      client: r.clientId !== null && r.clientFirstName !== null && r.clientSurname !== null ? { id: r.clientId, firstName: r.clientFirstName, surname: r.clientSurname } : null,
      parent: r.parentId !== null && r.parentName !== null ? { id: r.parentId, name: r.parentName } : null,
      canOpen: r.inventoryNumber !== null,
    })),
    count,
  };
}

// ---------------------------------------------------------------------------------------------
// One fixed asset

async function loadFixedAsset(db: Db, id: number): Promise<FixedAsset> {
  const [[row], accessories, allocations] = await Promise.all([
    selectStockItemDetail(db, {
        status: products.status,
        clientId: holder.id,
        clientFirstName: holder.firstName,
        clientSurname: holder.surname,
        locationValue: warehouseLocations.value,
        locationLabel: warehouseLocations.label,
        locationAllocatable: warehouseLocations.isAllocatable,
        warehouseValue: warehouses.value,
        warehouseLabel: warehouses.label,
        storageId: storage.id,
        storageValue: storage.value,
        storageLabel: storage.label,
        storageCategory: storage.categoryValue,
        storageCategoryLabel: storage.categoryLabel,
      })
      .leftJoin(holder, eq(holder.id, stockItems.clientId))
      .leftJoin(storage, eq(storage.id, stockItems.facilityId))
      .leftJoin(warehouseLocations, eq(warehouseLocations.id, stockItems.warehouseLocationId))
      .leftJoin(warehouses, eq(warehouses.id, warehouseLocations.warehouseId))
      .where(eq(stockItems.id, id)),
    accessoriesOf(db, id),
    db
      .select({ orderType: tasks.type, orderNumber: tasks.orderNumber })
      .from(taskLines)
      .innerJoin(tasks, eq(tasks.id, taskLines.taskId))
      .where(and(eq(taskLines.stockItemId, id), sql`${tasks.status} < 90`))
      .orderBy(asc(tasks.plannedDateTime), asc(tasks.id)),
  ]);
  if (!row || row.inventoryNumber === null) throw new ApiError(404, 'NOT_FOUND');
  const held = toHolding(row);
  const inStorage = row.clientId === null;
  return {
    id: held.id,
    productId: held.productId,
    name: held.name,
    ...stockItemDetail(row),
    productNumber: held.productNumber,
    inventoryNumber: row.inventoryNumber,
    batch: held.batch,
    serialNumber: held.serialNumber,
    isoCode: held.isoCode,
    itemClass: held.itemClass,
    quantity: held.quantity,
    allocatedQuantity: held.allocatedQuantity,
    maxQuantity: held.maxQuantity,
    unit: held.unit,
    text: row.text,
    status: { value: row.status },
    handedOverInformation: held.handedOverInformation,
    handedOverDate: held.handedOverDate,
    accessories,
    allocations: allocations.map((a) => ({ referencedOrderLine: a })),
    location:
      inStorage && row.locationValue !== null && row.warehouseValue !== null && row.storageId !== null && row.storageValue !== null
        ? {
            value: row.locationValue,
            label: row.locationLabel ?? row.locationValue,
            isAllocatable: row.locationAllocatable ?? false,
            warehouse: { value: row.warehouseValue, label: row.warehouseLabel ?? row.warehouseValue },
            facility: {
              id: row.storageId,
              value: row.storageValue,
              label: row.storageLabel ?? row.storageValue,
              category: { value: row.storageCategory ?? 0, label: row.storageCategoryLabel ?? '' },
            },
          }
        : null,
    client: row.clientId !== null && row.clientFirstName !== null && row.clientSurname !== null ? { id: row.clientId, firstName: row.clientFirstName, surname: row.clientSurname } : null,
    parent: row.parentId !== null && row.parentName !== null ? { id: row.parentId, name: row.parentName } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The label

/** The signed label link's subject (also made by POST /deliveries RECEIVE for a new fixed asset, routes/receive.ts). */
export const fixedAssetLabelSubject = (id: number, inventoryNumber: string) => `fixed-asset-label:${id}:${inventoryNumber}`;
const labelSubject = fixedAssetLabelSubject;

// ---------------------------------------------------------------------------------------------
// The order history

type Category = (typeof FIXED_ASSET_PROCESS_CATEGORIES)[number];
const TRANSACTION_CATEGORY: Record<string, Category> = { HANDED_OVER: 5, RETURNED: 6, MOVED_OUT: 7, MOVED_IN: 7, SCRAPPED: 9 };
const TASK_CATEGORY: Record<string, Category> = { CH: 5, Cn: 5, CA: 6, Sn: 7, In: 7 };

/** `5:=;6:=` -> [5, 6]; absent: all four. Categories outside the four match nothing. */
function categoriesOf(filter: string | undefined): Set<number> {
  if (filter === undefined || filter.trim() === '') return new Set(FIXED_ASSET_PROCESS_CATEGORIES);
  return new Set(
    filter
      .split(';')
      .filter((part) => part !== '')
      .map((part) => Number(part.replace(':=', ''))),
  );
}

async function historyOf(db: Db, id: number, inventoryNumber: string): Promise<FixedAssetHistoryRow[]> {
  const [transactions, lines] = await Promise.all([
    db
      .select({ ...transactionItemFields, at: holdingTransactions.createdAt })
      .from(holdingTransactions)
      .innerJoin(products, eq(products.id, holdingTransactions.productId))
      .innerJoin(itemClasses, eq(itemClasses.id, products.itemClassId))
      .where(
        and(
          or(eq(holdingTransactions.stockItemId, id), eq(holdingTransactions.inventoryNumber, inventoryNumber)),
          inArray(holdingTransactions.type, Object.keys(TRANSACTION_CATEGORY)),
        ),
      ),
    db
      .select({
        id: taskLines.id,
        type: tasks.type,
        status: tasks.status,
        orderNumber: tasks.orderNumber,
        itemDescription: products.name,
        itemNumber: products.productNumber,
        itemClass: itemClasses.label,
        quantity: taskLines.quantity,
        reportedQuantity: taskLines.reportedQuantity,
        unit: products.unit,
        batchNumber: stockItems.batch,
        at: tasks.plannedDateTime,
      })
      .from(taskLines)
      .innerJoin(tasks, eq(tasks.id, taskLines.taskId))
      .innerJoin(products, eq(products.id, taskLines.productId))
      .innerJoin(itemClasses, eq(itemClasses.id, products.itemClassId))
      .innerJoin(stockItems, eq(stockItems.id, taskLines.stockItemId))
      .where(and(eq(taskLines.stockItemId, id), ne(tasks.status, 99), inArray(tasks.type, Object.keys(TASK_CATEGORY)))),
  ]);
  const rows: { row: FixedAssetHistoryRow; at: Date }[] = [
    ...transactions.map((t) => ({
      at: t.at,
      row: {
        id: `T${t.id}`,
        processCategory: TRANSACTION_CATEGORY[t.type] ?? 7,
        type: t.type,
        orderNumber: null,
        itemDescription: t.itemDescription,
        quantity: t.quantity,
        unit: t.unit,
        fixedAssetNumber: t.fixedAssetNumber,
        itemNumber: t.itemNumber,
        itemClass: t.itemClass,
        batchNumber: t.batchNumber,
        allocatedQuantity: t.allocatedQuantity,
        transactionTimestamp: t.at.toISOString(),
      },
    })),
    ...lines
      // A reported client task is told by its holding transaction.
      .filter((l) => !((l.type === 'CH' || l.type === 'CA') && l.status >= 90))
      .map((l) => ({
        at: l.at,
        row: {
          id: `L${l.id}`,
          processCategory: TASK_CATEGORY[l.type] ?? 7,
          type: l.type,
          orderNumber: l.orderNumber,
          itemDescription: l.itemDescription,
          quantity: l.quantity,
          unit: l.unit,
          fixedAssetNumber: inventoryNumber,
          itemNumber: l.itemNumber,
          itemClass: l.itemClass,
          batchNumber: l.batchNumber,
          allocatedQuantity: l.status < 90 ? Math.max(0, l.quantity - l.reportedQuantity) : 0,
          transactionTimestamp: l.at.toISOString(),
        },
      })),
  ];
  rows.sort((a, b) => b.at.getTime() - a.at.getTime() || b.row.id.localeCompare(a.row.id, 'en', { numeric: true }));
  return rows.map((r) => r.row);
}

// ---------------------------------------------------------------------------------------------
// Removing accessories

const lockedColumns = {
  id: stockItems.id,
  productId: stockItems.productId,
  facilityId: stockItems.facilityId,
  warehouseLocationId: stockItems.warehouseLocationId,
  clientId: stockItems.clientId,
  parentId: stockItems.parentId,
  quantity: stockItems.quantity,
  allocatedQuantity: stockItems.allocatedQuantity,
  inventoryNumber: stockItems.inventoryNumber,
  batch: stockItems.batch,
  serialNumber: stockItems.serialNumber,
  customizationNumber: stockItems.customizationNumber,
  goodsOwner: stockItems.goodsOwner,
  acquisitionDate: stockItems.acquisitionDate,
  productFixed: products.isFixedAsset,
};

async function lockItems(tx: Db, where: SQL | undefined) {
  return tx.select(lockedColumns).from(stockItems).innerJoin(products, eq(products.id, stockItems.productId)).where(where).orderBy(asc(stockItems.id)).for('update', { of: stockItems });
}

async function removeAccessories(tx: Db, fixedAssetId: number, amounts: Map<number, number>): Promise<void> {
  const [asset] = await lockItems(tx, eq(stockItems.id, fixedAssetId));
  if (!asset) throw new ApiError(404, 'NOT_FOUND');
  if (asset.clientId !== null) throw new ApiError(409, 'HELD_BY_CLIENT');
  const items = await lockItems(tx, inArray(stockItems.id, [...amounts.keys()]));
  for (const [id, quantity] of amounts) {
    const item = items.find((i) => i.id === id);
    if (!item || item.parentId !== fixedAssetId) throw new ApiError(404, 'NOT_FOUND');
    const whole = item.productFixed || item.inventoryNumber !== null;
    if (quantity < 1 || quantity > item.quantity || (whole && quantity !== item.quantity)) throw new ApiError(409, 'QUANTITY_NOT_AVAILABLE');
  }
  const place = { facilityId: asset.facilityId, warehouseLocationId: asset.warehouseLocationId };
  for (const item of items) {
    const quantity = amounts.get(item.id) ?? 0;
    if (quantity === item.quantity) {
      await tx
        .update(stockItems)
        .set({ parentId: null, ...place })
        .where(eq(stockItems.id, item.id));
      continue;
    }
    // Part of it: what stays fitted keeps its allocation as far as it can.
    const left = item.quantity - quantity;
    await tx
      .update(stockItems)
      .set({ quantity: left, allocatedQuantity: Math.min(item.allocatedQuantity, left) })
      .where(eq(stockItems.id, item.id));
    await tx.insert(stockItems).values({
      productId: item.productId,
      ...place,
      quantity,
      batch: item.batch,
      serialNumber: item.serialNumber,
      customizationNumber: item.customizationNumber,
      goodsOwner: item.goodsOwner,
      acquisitionDate: item.acquisitionDate,
    });
  }
}

/** Amounts by stock item id (the same id twice counts once, with both amounts). */
function mergeAmounts(amounts: { id: number; quantity: number }[]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const a of amounts) merged.set(a.id, (merged.get(a.id) ?? 0) + a.quantity);
  return merged;
}

// ---------------------------------------------------------------------------------------------
// Routes

export const fixedAssetRoutes = newRouter()
  .openapi(listFixedAssets, async (c) => {
    const { db, session, lang } = c.var;
    const query = c.req.valid('query');
    const term = query.search?.trim() ?? '';
    if (term === '') throw new ApiError(400, 'INVALID_SEARCH_QUERY', SEARCH_REQUIRED[lang]);
    return c.json(await search(db, session.userId, term, query), 200);
  })
  .openapi(getFixedAsset, async (c) => {
    const { db, session } = c.var;
    const { fixedAsset } = c.req.valid('param');
    await requireFixedAsset(db, session.userId, fixedAsset);
    return c.json(await loadFixedAsset(db, fixedAsset), 200);
  })
  .openapi(updateFixedAsset, async (c) => {
    const { db, session } = c.var;
    const { fixedAsset } = c.req.valid('param');
    const { note } = c.req.valid('json');
    await requireFixedAsset(db, session.userId, fixedAsset);
    await db
      .update(stockItems)
      .set({ note: note.trim() === '' ? null : note })
      .where(eq(stockItems.id, fixedAsset));
    return c.json(await loadFixedAsset(db, fixedAsset), 200);
  })
  .openapi(getFixedAssetLabel, async (c) => {
    const { db, session, config } = c.var;
    const { fixedAsset } = c.req.valid('param');
    const item = await requireFixedAsset(db, session.userId, fixedAsset);
    const url = await signedLink(config.linkSecret, `${API_V1}/fixed-assets/${fixedAsset}/label.pdf`, labelSubject(fixedAsset, item.inventoryNumber), config.now());
    return c.json({ url }, 200);
  })
  .openapi(listFixedAssetLogisticsOrders, async (c) => {
    const { db, session } = c.var;
    const { fixedAsset } = c.req.valid('param');
    const query = c.req.valid('query');
    const item = await requireFixedAsset(db, session.userId, fixedAsset);
    const wanted = categoriesOf(query.processCategory);
    const rows = (await historyOf(db, fixedAsset, item.inventoryNumber)).filter((r) => wanted.has(r.processCategory));
    const { limit, offset } = pageWindow(query);
    return c.json({ page: rows.slice(offset, offset + limit), count: rows.length }, 200);
  })
  .openapi(listFixedAssetAccessories, async (c) => {
    const { db, session } = c.var;
    const { fixedAsset } = c.req.valid('param');
    await requireFixedAsset(db, session.userId, fixedAsset);
    const page = await accessoriesOf(db, fixedAsset);
    return c.json({ page, count: page.length }, 200);
  })
  .openapi(actOnFixedAssetAccessories, async (c) => {
    const { db, session } = c.var;
    const { fixedAsset } = c.req.valid('param');
    const action = c.req.valid('json');
    await requireFixedAsset(db, session.userId, fixedAsset);
    const amounts = mergeAmounts(action.payload.accessories);
    await db.transaction(async (tx) => removeAccessories(tx, fixedAsset, amounts));
    return c.json(await loadFixedAsset(db, fixedAsset), 200);
  });

/** The label behind its signed link: no session header, since a link opened in a new window cannot send one. */
export const fixedAssetLabelRoutes = newRouter().openapi(getFixedAssetLabelPdf, async (c) => {
  const { db, config } = c.var;
  const { fixedAsset } = c.req.valid('param');
  const [row] = await db
    .select({
      inventoryNumber: stockItems.inventoryNumber,
      name: products.name,
      productNumber: products.productNumber,
      storageValue: storage.value,
      storageLabel: storage.label,
      clientId: stockItems.clientId,
    })
    .from(stockItems)
    .innerJoin(products, eq(products.id, stockItems.productId))
    .leftJoin(storage, eq(storage.id, stockItems.facilityId))
    .where(eq(stockItems.id, fixedAsset));
  // The subject names the inventory number too: a link made for another item's number is not valid.
  if (!(await validSignedLink(config.linkSecret, labelSubject(fixedAsset, row?.inventoryNumber ?? ''), c.req.valid('query'), config.now()))) {
    throw new ApiError(403, 'LINK_EXPIRED');
  }
  if (!row || row.inventoryNumber === null) throw new ApiError(404, 'NOT_FOUND');
  const place = row.clientId !== null ? 'Utlämnad till brukare' : row.storageLabel !== null ? `${row.storageLabel} (${row.storageValue ?? ''})` : '';
  const pdf = makeLabelPdf({ name: row.name, productNumber: row.productNumber, inventoryNumber: row.inventoryNumber, place });
  return c.body(pdf.slice().buffer, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="etikett-${row.inventoryNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf"`,
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
  });
});
