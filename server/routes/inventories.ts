/**
 * Inventory counts of a base storage (spec 3 §4 Inventory count status, §5 Inventory counts, §7;
 * src/contract/inventories.ts, which says what is decided where the spec is silent).
 *
 * Every change runs in one transaction that locks the count (FOR UPDATE) before it reads or writes
 * its lines, so the count's status always follows its lines: a line's change and the count's new
 * status are one step. Confirming also locks the storage (facilities, FOR NO KEY UPDATE) and then
 * the stock items, in the order base-storages.ts does, so a count confirmed while a move runs waits
 * for it (or the move for the count).
 */
import { and, asc, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  confirmInventory,
  deleteInventory,
  deleteInventoryLine,
  getInventoryLine,
  listInventoryLines,
  listStorageInventories,
  startInventory,
  updateInventoryLine,
  type Inventory,
  type InventoryLine,
} from '../../src/contract/inventories.ts';
import { INVENTORY_LINE_FILTER_RANGES, INVENTORY_LINE_STATUS, INVENTORY_STATUS } from '../../src/contract/shared/inventory-status.ts';
import { newRouter } from '../context.ts';
import { rowsOf, type Db } from '../db/index.ts';
import { facilities, inventories, inventoryLines, products, stockItems, users, warehouseLocations } from '../db/schema.ts';
import { recordEvents } from '../timeline-events.ts';
import { ApiError } from '../errors.ts';
import { pageWindow } from '../paging.ts';
import { requireStorage } from './base-storages.ts';
import { wordOrGtin } from '../gtin.ts';

const TIME_ZONE = 'Europe/Stockholm';
const dateFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

// ---------------------------------------------------------------------------------------------
// Reading

type InventoryRow = typeof inventories.$inferSelect;

/** The count with its storage and its line counts. */
async function toInventory(db: Db, row: InventoryRow): Promise<Inventory> {
  const [[storage], [counts]] = await Promise.all([
    db.select({ id: facilities.id, value: facilities.value, label: facilities.label }).from(facilities).where(eq(facilities.id, row.facilityId)),
    db
      .select({ lines: count(), reported: sql<number>`count(*) FILTER (WHERE ${inventoryLines.status} >= ${INVENTORY_LINE_STATUS.reported})`.mapWith(Number) })
      .from(inventoryLines)
      .where(eq(inventoryLines.inventoryId, row.id)),
  ]);
  return {
    id: row.id,
    inventoryId: row.number,
    status: row.status,
    warehouse: storage ?? { id: row.facilityId, value: '', label: '' },
    lines: counts?.lines ?? 0,
    reportedLines: counts?.reported ?? 0,
    createdDateTime: row.createdAt.toISOString(),
  };
}

const reporter = alias(users, 'reporter');
const approver = alias(users, 'approver');

const lineFields = {
  line: inventoryLines,
  productName: products.name,
  productNumber: products.productNumber,
  unit: products.unit,
  quantity: stockItems.quantity,
  allocatedQuantity: stockItems.allocatedQuantity,
  hasDeviation: stockItems.hasDeviation,
  location: warehouseLocations.value,
  reporterFirst: reporter.firstName,
  reporterSurname: reporter.surname,
  approverFirst: approver.firstName,
  approverSurname: approver.surname,
};

function linesQuery(db: Db) {
  return db
    .select(lineFields)
    .from(inventoryLines)
    .innerJoin(products, eq(products.id, inventoryLines.productId))
    .leftJoin(stockItems, eq(stockItems.id, inventoryLines.stockItemId))
    .leftJoin(warehouseLocations, eq(warehouseLocations.id, inventoryLines.warehouseLocationId))
    .leftJoin(reporter, eq(reporter.id, inventoryLines.reportedBy))
    .leftJoin(approver, eq(approver.id, inventoryLines.approvedBy));
}

type LineRow = Awaited<ReturnType<ReturnType<typeof linesQuery>['execute']>>[number];

const nameOf = (first: string | null, surname: string | null) => (first === null ? null : `${first} ${surname ?? ''}`.trim());

function toLine(r: LineRow): InventoryLine {
  const l = r.line;
  return {
    id: l.id,
    inventoryId: l.inventoryId,
    fetchedTimestamp: l.changedMs,
    status: l.status,
    product: {
      id: l.stockItemId,
      productId: l.productId,
      name: r.productName,
      productNumber: r.productNumber,
      inventoryNumber: l.inventoryNumber,
      batch: l.batch,
      quantity: r.quantity ?? 0,
      allocatedQuantity: r.allocatedQuantity ?? 0,
      unit: r.unit,
      hasDeviation: r.hasDeviation ?? false,
    },
    location: { value: r.location },
    reportedQty: l.reportedQty,
    balanceAtReportedTime: l.balanceAtReportedTime,
    reportedDate: l.reportedAt && dateFormat.format(l.reportedAt),
    reportedTime: l.reportedAt && timeFormat.format(l.reportedAt),
    reportedBy: nameOf(r.reporterFirst, r.reporterSurname),
    approvedDate: l.approvedAt && dateFormat.format(l.approvedAt),
    approvedTime: l.approvedAt && timeFormat.format(l.approvedAt),
    approvedBy: nameOf(r.approverFirst, r.approverSurname),
    deviation: l.reportedQty === null || l.balanceAtReportedTime === null ? null : l.reportedQty - l.balanceAtReportedTime,
  };
}

async function lineOf(db: Db, id: number): Promise<InventoryLine | undefined> {
  const [row] = await linesQuery(db).where(eq(inventoryLines.id, id));
  return row && toLine(row);
}

/** The storage's open count (status below 90), if any; receiving (receive.ts) refuses a storage that has one. */
export async function openInventory(db: Db, facilityId: number): Promise<InventoryRow | undefined> {
  const [row] = await db
    .select()
    .from(inventories)
    .where(and(eq(inventories.facilityId, facilityId), sql`${inventories.status} < ${INVENTORY_STATUS.confirmed}`));
  return row;
}

/** The count (404) in a storage the user may work on (403). */
async function requireInventory(db: Db, userId: number, id: number): Promise<InventoryRow> {
  const [row] = await db.select().from(inventories).where(eq(inventories.id, id));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  await requireStorage(db, userId, row.facilityId);
  return row;
}

/** The line's count (404 for no line) in a storage the user may work on (403). */
async function requireLine(db: Db, userId: number, id: number): Promise<{ inventoryId: number }> {
  const [row] = await db.select({ inventoryId: inventoryLines.inventoryId }).from(inventoryLines).where(eq(inventoryLines.id, id));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  await requireInventory(db, userId, row.inventoryId);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Changing

/** The count's status from its lines: 20 none reported, 60 all, 50 some between. */
export function inventoryStatusOf(lines: number, reported: number): number {
  if (reported === 0) return INVENTORY_STATUS.notStarted;
  return reported >= lines ? INVENTORY_STATUS.allReported : INVENTORY_STATUS.inProgress;
}

/** Locks the count (404 when it went meanwhile). */
async function lockOpen(tx: Db, id: number): Promise<InventoryRow> {
  const [row] = await tx.select().from(inventories).where(eq(inventories.id, id)).for('update');
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

async function restatus(tx: Db, inventory: InventoryRow): Promise<void> {
  const [counts] = await tx
    .select({ lines: count(), reported: sql<number>`count(*) FILTER (WHERE ${inventoryLines.status} >= ${INVENTORY_LINE_STATUS.reported})`.mapWith(Number) })
    .from(inventoryLines)
    .where(eq(inventoryLines.inventoryId, inventory.id));
  const status = inventoryStatusOf(counts?.lines ?? 0, counts?.reported ?? 0);
  if (status !== inventory.status) await tx.update(inventories).set({ status }).where(eq(inventories.id, inventory.id));
}

export const inventoryRoutes = newRouter()
  .openapi(listStorageInventories, async (c) => {
    const { db, session } = c.var;
    const { facility } = c.req.valid('param');
    await requireStorage(db, session.userId, facility);
    const { limit, offset } = pageWindow(c.req.valid('query'));
    const open = await openInventory(db, facility);
    const page = open && offset === 0 && limit > 0 ? [await toInventory(db, open)] : [];
    return c.json({ page, count: open ? 1 : 0 }, 200);
  })
  .openapi(startInventory, async (c) => {
    const { db, session, config } = c.var;
    const { facility } = c.req.valid('param');
    await requireStorage(db, session.userId, facility);
    const now = config.now();
    const row = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // Two Start count calls for one storage: the second waits here, then finds the first's count.
      await tx.select({ id: facilities.id }).from(facilities).where(eq(facilities.id, facility)).for('no key update');
      if (await openInventory(tx, facility)) throw new ApiError(409, 'INVENTORY_ALREADY_STARTED');
      const [created] = await tx
        .insert(inventories)
        .values({ number: sql`'INV-' || lpad(currval(pg_get_serial_sequence('inventories', 'id'))::text, 6, '0')`, facilityId: facility, status: INVENTORY_STATUS.notStarted, createdAt: now, createdBy: session.userId })
        .returning();
      if (!created) throw new Error('no inventory made');
      await tx.execute(sql`
        INSERT INTO ${inventoryLines} (inventory_id, stock_item_id, product_id, warehouse_location_id, inventory_number, batch, search_text, changed_ms)
        SELECT ${created.id}, s.id, s.product_id, s.warehouse_location_id, s.inventory_number, s.batch, s.search_text, ${now.getTime()}
        FROM ${stockItems} s LEFT JOIN ${warehouseLocations} l ON l.id = s.warehouse_location_id
        WHERE s.facility_id = ${facility} AND s.client_id IS NULL AND s.parent_id IS NULL
        ORDER BY l.value, s.product_id, s.id`);
      return created;
    });
    return c.json(await toInventory(db, row), 201);
  })
  .openapi(listInventoryLines, async (c) => {
    const { db, session } = c.var;
    const query = c.req.valid('query');
    await requireStorage(db, session.userId, query.baseStorageId);
    const open = await openInventory(db, query.baseStorageId);
    if (!open) return c.json({ page: [], count: 0 }, 200);
    const range = INVENTORY_LINE_FILTER_RANGES[query.status];
    const words = (query.searchValue ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
    const where: SQL | undefined = and(
      eq(inventoryLines.inventoryId, open.id),
      query.status === 'ALL' ? undefined : and(gte(inventoryLines.status, range.min), lte(inventoryLines.status, range.max)),
      // A GTIN (a scanned GS1 code's (01)) also finds its product's lines.
      ...words.map((word) => wordOrGtin(word, sql`${inventoryLines.searchText}`, sql`${inventoryLines.productId}`)),
    );
    const { limit, offset } = pageWindow(query);
    // The page's ids first (from the line index alone), then those lines whole: joined with the
    // 100,000 products for a page of a hundred, the planner read every product (80 ms on the large seed).
    const [ids, [total]] = await Promise.all([
      db.select({ id: inventoryLines.id }).from(inventoryLines).where(where).orderBy(asc(inventoryLines.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(inventoryLines).where(where),
    ]);
    const rows = ids.length ? await linesQuery(db).where(inArray(inventoryLines.id, ids.map((r) => r.id))).orderBy(asc(inventoryLines.id)) : [];
    return c.json({ page: rows.map(toLine), count: total?.n ?? 0 }, 200);
  })
  .openapi(getInventoryLine, async (c) => {
    const { db, session } = c.var;
    const { line: lineId } = c.req.valid('param');
    await requireLine(db, session.userId, lineId);
    const line = await lineOf(db, lineId);
    if (!line) throw new ApiError(404, 'NOT_FOUND');
    return c.json(line, 200);
  })
  .openapi(updateInventoryLine, async (c) => {
    const { db, session, config } = c.var;
    const { line: lineId } = c.req.valid('param');
    const body = c.req.valid('json');
    const { inventoryId } = await requireLine(db, session.userId, lineId);
    const now = config.now();
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const inventory = await lockOpen(tx, inventoryId);
      const [line] = await tx.select().from(inventoryLines).where(eq(inventoryLines.id, lineId)).for('update');
      if (!line) throw new ApiError(404, 'NOT_FOUND');
      if (body.action === 'REPORT_LINE') {
        if (body.reportedQty < 0) throw new ApiError(400, 'MINIMUM_VALUE_IS_ZERO');
        if (line.inventoryNumber !== null && body.reportedQty > 1) throw new ApiError(400, 'REPORTED_INVENTORY_QUANTITY_NOT_VALID', undefined, { inventoryNumber: line.inventoryNumber });
      }
      if (inventory.status >= INVENTORY_STATUS.confirmed) throw new ApiError(409, 'INVENTORY_CLOSED');
      if (line.changedMs !== body.fetchedTimestamp) throw new ApiError(409, 'INVENTORY_LINE_CHANGED');
      const changedMs = Math.max(now.getTime(), line.changedMs + 1);
      if (body.action === 'REPORT_LINE') {
        const [item] = line.stockItemId === null ? [] : await tx.select({ quantity: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, line.stockItemId));
        await tx
          .update(inventoryLines)
          .set({
            status: INVENTORY_LINE_STATUS.reported,
            reportedQty: body.reportedQty,
            balanceAtReportedTime: item?.quantity ?? 0,
            reportedAt: now,
            reportedBy: session.userId,
            approvedAt: null,
            approvedBy: null,
            changedMs,
          })
          .where(eq(inventoryLines.id, lineId));
      } else if (body.action === 'RESET_REPORTING') {
        await tx
          .update(inventoryLines)
          .set({ status: INVENTORY_LINE_STATUS.notReported, reportedQty: null, balanceAtReportedTime: null, reportedAt: null, reportedBy: null, approvedAt: null, approvedBy: null, changedMs })
          .where(eq(inventoryLines.id, lineId));
      } else {
        if (line.status < INVENTORY_LINE_STATUS.reported) throw new ApiError(400, 'LINE_NOT_REPORTED');
        await tx.update(inventoryLines).set({ status: INVENTORY_LINE_STATUS.approved, approvedAt: now, approvedBy: session.userId, changedMs }).where(eq(inventoryLines.id, lineId));
      }
      await restatus(tx, inventory);
    });
    const line = await lineOf(db, lineId);
    if (!line) throw new ApiError(404, 'NOT_FOUND');
    const [inventory] = await db.select().from(inventories).where(eq(inventories.id, inventoryId));
    if (!inventory) throw new ApiError(404, 'NOT_FOUND');
    return c.json({ inventory: await toInventory(db, inventory), inventoryLine: line }, 200);
  })
  .openapi(deleteInventoryLine, async (c) => {
    const { db, session } = c.var;
    const { line: lineId } = c.req.valid('param');
    const { inventoryId } = await requireLine(db, session.userId, lineId);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const inventory = await lockOpen(tx, inventoryId);
      if (inventory.status >= INVENTORY_STATUS.confirmed) throw new ApiError(409, 'INVENTORY_CLOSED');
      await tx.delete(inventoryLines).where(eq(inventoryLines.id, lineId));
      await restatus(tx, inventory);
    });
    const [inventory] = await db.select().from(inventories).where(eq(inventories.id, inventoryId));
    if (!inventory) throw new ApiError(404, 'NOT_FOUND');
    return c.json({ inventory: await toInventory(db, inventory), inventoryLine: null }, 200);
  })
  .openapi(confirmInventory, async (c) => {
    const { db, session, config } = c.var;
    const { inventory: id } = c.req.valid('param');
    const found = await requireInventory(db, session.userId, id);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // The storage first, as every change of its stock does (base-storages.ts), then the count.
      await tx.select({ id: facilities.id }).from(facilities).where(eq(facilities.id, found.facilityId)).for('no key update');
      const inventory = await lockOpen(tx, id);
      if (inventory.status >= INVENTORY_STATUS.confirmed) throw new ApiError(409, 'INVENTORY_CLOSED');
      if (inventory.status < INVENTORY_STATUS.inProgress) throw new ApiError(409, 'INVENTORY_NOT_CONFIRMABLE');
      await tx.execute(sql`SELECT s.id FROM ${stockItems} s JOIN ${inventoryLines} l ON l.stock_item_id = s.id
        WHERE l.inventory_id = ${id} AND l.status >= ${INVENTORY_LINE_STATUS.reported} ORDER BY s.id FOR UPDATE OF s`);
      // The counted quantity plus what the row gained or lost since it was counted; only rows still
      // in the storage's stock (not handed to a client, not fitted meanwhile).
      // `before` (the row joined to itself) keeps the quantity as it was: the timeline's COUNTED.
      const changed = await tx.execute(sql`
        UPDATE ${stockItems} s
        SET quantity = greatest(0, l.reported_qty + s.quantity - l.balance_at_reported_time),
            allocated_quantity = least(s.allocated_quantity, greatest(0, l.reported_qty + s.quantity - l.balance_at_reported_time))
        FROM ${inventoryLines} l, ${stockItems} before
        WHERE l.inventory_id = ${id} AND l.status >= ${INVENTORY_LINE_STATUS.reported} AND l.stock_item_id = s.id AND before.id = s.id
          AND s.facility_id = ${inventory.facilityId} AND s.client_id IS NULL AND s.parent_id IS NULL
          AND s.quantity <> greatest(0, l.reported_qty + s.quantity - l.balance_at_reported_time)
        RETURNING s.id, s.quantity, before.quantity AS before, s.inventory_number, s.product_id`);
      const rows = rowsOf<{ id: number; quantity: number; before: number; inventory_number: string | null; product_id: number }>(changed);
      await recordEvents(
        tx,
        rows.map((r) => ({
          event: 'COUNTED',
          at: config.now(),
          userId: session.userId,
          stockItemId: Number(r.id),
          inventoryNumber: r.inventory_number,
          productId: Number(r.product_id),
          quantity: Number(r.quantity),
          inventoryId: id,
          facilityId: inventory.facilityId,
          facts: { QUANTITY_BEFORE: Number(r.before), QUANTITY_AFTER: Number(r.quantity), COUNT: found.number },
        })),
      );
      const emptied = rows.filter((r) => Number(r.quantity) === 0).map((r) => Number(r.id));
      if (emptied.length) {
        // A row counted to 0 leaves the storage as a scrapped or moved one does (base-storages.ts
        // removeRow): what was fitted to it stays on its own; kept at 0 in no storage when a task
        // line refers to it, else deleted.
        const ids = sql.join(emptied.map((e) => sql`${e}`), sql`, `);
        await tx.execute(sql`UPDATE ${stockItems} SET parent_id = NULL WHERE parent_id IN (${ids})`);
        await tx.execute(sql`UPDATE ${stockItems} SET facility_id = NULL, warehouse_location_id = NULL WHERE id IN (${ids}) AND EXISTS (SELECT 1 FROM task_lines t WHERE t.stock_item_id = stock_items.id)`);
        await tx.execute(sql`DELETE FROM ${stockItems} WHERE id IN (${ids}) AND NOT EXISTS (SELECT 1 FROM task_lines t WHERE t.stock_item_id = stock_items.id)`);
      }
      await tx.update(inventories).set({ status: INVENTORY_STATUS.confirmed, confirmedAt: config.now(), confirmedBy: session.userId }).where(eq(inventories.id, id));
    });
    return c.body(null, 204);
  })
  .openapi(deleteInventory, async (c) => {
    const { db, session } = c.var;
    const { inventory: id } = c.req.valid('param');
    await requireInventory(db, session.userId, id);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const inventory = await lockOpen(tx, id);
      if (inventory.status >= INVENTORY_STATUS.confirmed) throw new ApiError(409, 'INVENTORY_CLOSED');
      await tx.delete(inventories).where(eq(inventories.id, id));
    });
    return c.body(null, 204);
  });
