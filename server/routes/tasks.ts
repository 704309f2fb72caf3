/**
 * Tasks (spec 3 §3 Task, §4 Task status, §5 Tasks, §7 Base storage; src/contract/tasks.ts): the
 * list of the base storages' tasks, one task with its lines and allocations, and reporting one.
 *
 * Who may see and report a task: whoever may work on its base storage (storagesOf in
 * base-storages.ts); 403 NOT_AUTHORIZED_TO_MUNICIPALITY otherwise, 404 for no such task.
 *
 * A report runs in one transaction that locks the task and its lines (FOR UPDATE, lines in id
 * order), checks everything against the locked rows and only then writes: of two reports racing for
 * a line's last units one succeeds and the other answers 400 TASK_QUANTITY_NOT_VALID (the line's
 * maxQuantity has dropped), or 409 TASK_CLOSED when the first closed the task. A hand-over or return
 * that moves stock locks, after the lines, the storage's row (FOR NO KEY UPDATE, as the balance's
 * changes do), the client's row (as the holdings' changes do) and then the stock item.
 *
 * Decided where the spec is silent: docs/api.md, Tasks, and the contract's JSDoc.
 */
import { and, asc, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TASK_ACTIONS_BY_TYPE, TASK_CLOSED_FROM, TASK_STATUS, TASK_STATUS_RANGES, TASK_TYPES, type TaskType } from '../../src/contract/shared/task-status.ts';
import { completesTask, isTaskQuantityValid } from '../../src/contract/shared/task-rules.ts';
import { swedishNow } from '../../src/contract/shared/fitting-rules.ts';
import { actOnTask, getTask, listTasks, type LocationClient, type Task, type TaskAllocation, type TaskDetail } from '../../src/contract/tasks.ts';
import { FACILITY_CATEGORY } from '../../src/contract/constants.ts';
import { newRouter } from '../context.ts';
import type { Db } from '../db/index.ts';
import { clients, facilities, holdingTransactions, products, stockItems, taskLines, tasks, users, warehouses } from '../db/schema.ts';
import { recordEvents, type EventRow } from '../timeline-events.ts';
import { ApiError, type Lang } from '../errors.ts';
import { escapeLike, pageWindow } from '../paging.ts';
import { lineRows, taskBase, taskBaseFields, toLine, type LineRow, type TaskBaseRow } from '../task-lines.ts';
import { requireStorage, storagesOf } from './base-storages.ts';
import { clientLocations } from './clients.ts';
import { returnHoldingsToStorage } from './holdings.ts';
import { MAX_ID } from '../../src/contract/shared/query-id.ts';

const TIME_ZONE = 'Europe/Stockholm';

// ---------------------------------------------------------------------------------------------
// Reading tasks

const storage = alias(facilities, 'task_storage');
const toFacility = alias(facilities, 'task_to_facility');

const taskFields = {
  ...taskBaseFields,
  storageId: storage.id,
  storageValue: storage.value,
  storageLabel: storage.label,
  clientFirstName: clients.firstName,
  clientSurname: clients.surname,
  clientIdentityNumber: clients.identityNumber,
  clientType: clients.type,
  facilityId: toFacility.id,
  facilityValue: toFacility.value,
  facilityLabel: toFacility.label,
  facilityCategoryValue: toFacility.categoryValue,
  facilityCategoryLabel: toFacility.categoryLabel,
};

type TaskRow = TaskBaseRow & {
  storageId: number;
  storageValue: string;
  storageLabel: string;
  clientFirstName: string | null;
  clientSurname: string | null;
  clientIdentityNumber: string | null;
  clientType: string | null;
  facilityId: number | null;
  facilityValue: string | null;
  facilityLabel: string | null;
  facilityCategoryValue: number | null;
  facilityCategoryLabel: string | null;
};

const isTaskType = (t: string): t is TaskType => (TASK_TYPES as readonly string[]).includes(t);

/** A task row's receiver facility's client (a care unit's, clientLocations), by facility id. */
type Locations = Map<number, LocationClient>;

/** The clients of the rows' receiver facilities (the care units of Cn tasks), with the caller's authorization for each. */
function locationsOf(db: Db, userId: number, rows: readonly TaskRow[]): Promise<Locations> {
  const ids = rows.flatMap((r) => (r.facilityId !== null && r.facilityCategoryValue === FACILITY_CATEGORY.clientLocation ? [r.facilityId] : []));
  return clientLocations(db, userId, ids);
}

function toTask(row: TaskRow, locations: Locations): Task {
  const type = isTaskType(row.type) ? row.type : 'Sn';
  let to: Task['to'] = null;
  if (row.clientFirstName !== null && row.clientSurname !== null && row.clientIdentityNumber !== null) {
    to = { firstName: row.clientFirstName, surname: row.clientSurname, identityNumber: row.clientIdentityNumber, type: row.clientType === 'UNIT' ? 'UNIT' : 'PERSON' };
  } else if (row.facilityId !== null && row.facilityValue !== null && row.facilityLabel !== null) {
    to = {
      value: row.facilityValue,
      label: row.facilityLabel,
      category: { value: row.facilityCategoryValue ?? 0, label: row.facilityCategoryLabel ?? '' },
      client: locations.get(row.facilityId) ?? null,
    };
  }
  return {
    ...taskBase(row, type),
    orderNumber: row.orderNumber,
    baseStorage: { id: row.storageId, value: row.storageValue, label: row.storageLabel },
    to,
    toLocation: null,
  };
}

/** The tasks joined with what a task shows (its storage, from-warehouse and receiver). */
function taskQuery(db: Db) {
  return db
    .select(taskFields)
    .from(tasks)
    .innerJoin(storage, eq(storage.id, tasks.baseStorageId))
    .leftJoin(warehouses, eq(warehouses.id, tasks.fromWarehouseId))
    .leftJoin(clients, eq(clients.id, tasks.toClientId))
    .leftJoin(toFacility, eq(toFacility.id, tasks.toFacilityId));
}

type ListQuery = {
  freeTextSearch?: string | undefined;
  executionDateFrom?: string | undefined;
  executionDateTo?: string | undefined;
  taskTypes?: string | undefined;
  status: keyof typeof TASK_STATUS_RANGES;
  useResponsible?: 'true' | 'false' | undefined;
};

/** A day of the planned date-time in Sweden. */
const plannedDay = sql`(${tasks.plannedDateTime} AT TIME ZONE ${TIME_ZONE})::date`;

/**
 * A column in lower case, the Swedish letters too: under a C ctype PostgreSQL's lower() folds only
 * ASCII (so 'PÅFYLLNAD' would not find 'Påfyllnad'); the search word is folded alike in JS.
 */
const folded = (column: AnyColumn) => sql`lower(translate(${column}, 'ÅÄÖÉÈÜ', 'åäöéèü'))`;

function listWhere(q: ListQuery, storageIds: number[], userId: number): SQL | undefined {
  const { min, max } = TASK_STATUS_RANGES[q.status];
  const types = q.taskTypes ? TASK_TYPES.filter((t) => q.taskTypes?.split(',').includes(t)) : undefined;
  const words = (q.freeTextSearch ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  return and(
    inArray(tasks.baseStorageId, storageIds),
    sql`${tasks.status} >= ${min}`,
    max === null ? undefined : sql`${tasks.status} <= ${max}`,
    types ? inArray(tasks.type, types) : undefined,
    q.executionDateFrom ? sql`${plannedDay} >= ${q.executionDateFrom}::date` : undefined,
    q.executionDateTo ? sql`${plannedDay} <= ${q.executionDateTo}::date` : undefined,
    q.useResponsible === 'true' ? eq(tasks.responsibleUserId, userId) : undefined,
    ...words.map((word) => {
      const p = `%${escapeLike(word.toLowerCase())}%`;
      const has = (column: AnyColumn) => sql`${folded(column)} LIKE ${p}`;
      return sql`(${tasks.id}::text = ${word} OR ${has(tasks.description)} OR ${has(tasks.orderNumber)} OR ${has(clients.firstName)} OR ${has(clients.surname)}
        OR ${has(clients.identityNumber)} OR ${has(toFacility.value)} OR ${has(toFacility.label)})`;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Allocations

const isClientTask = (type: string) => type === 'CH' || type === 'CA';

/** A client task's allocations: one a line with something still open (its id the line's), where the line's stock item is. */
function allocationsOf(type: string, lines: LineRow[]): TaskAllocation[] {
  if (!isClientTask(type)) return [];
  return lines.flatMap((l) => {
    const open = l.quantity - l.reportedQuantity - l.returnedQuantity;
    return open > 0 ? [{ id: l.id, location: l.locationValue === null ? null : { value: l.locationValue }, quantity: open, taskOrderLine: { id: l.id } }] : [];
  });
}

async function loadTask(db: Db, userId: number, taskId: number): Promise<TaskDetail> {
  const [[row], lines] = await Promise.all([taskQuery(db).where(eq(tasks.id, taskId)), lineRows(db, taskId)]);
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return { ...toTask(row, await locationsOf(db, userId, [row])), lines: lines.map(toLine), allocations: allocationsOf(row.type, lines) };
}

/** The task's storage, when the caller may work on it: 404 for no such task, 403 NOT_AUTHORIZED_TO_MUNICIPALITY otherwise. */
async function requireTask(db: Db, userId: number, taskId: number): Promise<void> {
  const [row] = taskId > MAX_ID ? [] : await db.select({ storageId: tasks.baseStorageId }).from(tasks).where(eq(tasks.id, taskId));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  if (row.storageId === null || !(await storagesOf(db, userId)).includes(row.storageId)) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
}

// ---------------------------------------------------------------------------------------------
// Reporting

type TaskRecord = typeof tasks.$inferSelect;
type LineRecord = typeof taskLines.$inferSelect;
type Who = { userId: number; now: Date; lang: Lang; userName: string };

function mergeAmounts(list: readonly { id: number; quantity: number }[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const a of list) out.set(a.id, (out.get(a.id) ?? 0) + a.quantity);
  return out;
}

async function lockStockItem(tx: Db, id: number) {
  const [row] = await tx
    .select({ item: stockItems, productFixed: products.isFixedAsset })
    .from(stockItems)
    .innerJoin(products, eq(products.id, stockItems.productId))
    .where(eq(stockItems.id, id))
    .for('update', { of: stockItems });
  return row ? { ...row.item, fixed: row.productFixed || row.item.inventoryNumber !== null } : undefined;
}

/**
 * HAND_OVER of a delivery line (CH) that names a stock item: `quantity` of it, in the task's
 * storage, becomes the client's holding (the whole row, with what is fitted to it, or a part split
 * off), its allocation used up; a HANDED_OVER history row.
 */
async function handOver(tx: Db, task: TaskRecord, line: LineRecord, quantity: number, who: Who): Promise<void> {
  if (line.stockItemId === null || task.toClientId === null || task.baseStorageId === null) return;
  await tx.select({ id: facilities.id }).from(facilities).where(eq(facilities.id, task.baseStorageId)).for('no key update');
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, task.toClientId)).for('no key update');
  const item = await lockStockItem(tx, line.stockItemId);
  if (!item || item.facilityId !== task.baseStorageId || item.clientId !== null || item.parentId !== null || quantity > item.quantity || (item.fixed && quantity !== item.quantity)) {
    throw new ApiError(409, 'QUANTITY_NOT_AVAILABLE');
  }
  const handed = { clientId: task.toClientId, facilityId: null, warehouseLocationId: null, handedOverDate: swedishNow(who.now).date, handedOverBy: who.userName };
  let heldId = item.id;
  if (quantity === item.quantity) {
    await tx.update(stockItems).set({ ...handed, allocatedQuantity: 0 }).where(eq(stockItems.id, item.id));
    // What is fitted to it (and to that, …) goes along, still fitted.
    await tx.execute(sql`
      WITH RECURSIVE fitted AS (
        SELECT id FROM stock_items WHERE parent_id = ${item.id}
        UNION SELECT s.id FROM stock_items s JOIN fitted f ON s.parent_id = f.id
      )
      UPDATE stock_items SET client_id = ${task.toClientId}, facility_id = NULL, warehouse_location_id = NULL WHERE id IN (SELECT id FROM fitted)`);
  } else {
    await tx
      .update(stockItems)
      .set({ quantity: item.quantity - quantity, allocatedQuantity: Math.max(0, item.allocatedQuantity - quantity) })
      .where(eq(stockItems.id, item.id));
    const [row] = await tx
      .insert(stockItems)
      .values({ ...handed, productId: item.productId, quantity, allocatedQuantity: 0, batch: item.batch, serialNumber: item.serialNumber, goodsOwner: item.goodsOwner, acquisitionDate: item.acquisitionDate })
      .returning({ id: stockItems.id });
    if (!row) throw new Error('the holding was not inserted');
    heldId = row.id;
  }
  await tx.insert(holdingTransactions).values({
    clientId: task.toClientId,
    stockItemId: heldId,
    productId: item.productId,
    type: 'HANDED_OVER',
    quantity,
    allocatedQuantity: 0,
    inventoryNumber: item.inventoryNumber,
    batch: item.batch,
    userId: who.userId,
    createdAt: who.now,
  });
}

/**
 * RETURN of a line that names a stock item: on a delivery (CH) the item is still in the storage and
 * its allocation is released; on a collection (CA) the client's item has its allocation released
 * and goes back to the storage (RETURN_TO_STORAGE's way: its return location, a RETURNED row).
 */
async function giveBack(tx: Db, task: TaskRecord, line: LineRecord, quantity: number, who: Who): Promise<void> {
  if (line.stockItemId === null || task.baseStorageId === null) return;
  if (task.type === 'CA') {
    if (task.toClientId === null) return;
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, task.toClientId)).for('no key update');
    const item = await lockStockItem(tx, line.stockItemId);
    if (!item || item.clientId !== task.toClientId || item.parentId !== null || quantity > item.quantity || (item.fixed && quantity !== item.quantity)) {
      throw new ApiError(409, 'QUANTITY_NOT_AVAILABLE');
    }
    await tx.update(stockItems).set({ allocatedQuantity: Math.max(0, item.allocatedQuantity - quantity) }).where(eq(stockItems.id, item.id));
    await returnHoldingsToStorage(tx, { clientId: task.toClientId, userId: who.userId, now: who.now, lang: who.lang }, new Map([[item.id, quantity]]), task.baseStorageId);
    return;
  }
  const item = await lockStockItem(tx, line.stockItemId);
  if (item && item.facilityId === task.baseStorageId && item.clientId === null) {
    await tx.update(stockItems).set({ allocatedQuantity: Math.max(0, item.allocatedQuantity - quantity) }).where(eq(stockItems.id, item.id));
  }
}

async function report(tx: Db, taskId: number, body: ReportBody, who: Who): Promise<void> {
  const [task] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).for('update');
  if (!task) throw new ApiError(404, 'NOT_FOUND');
  if (task.status >= TASK_CLOSED_FROM) throw new ApiError(409, 'TASK_CLOSED');
  const type = isTaskType(task.type) ? task.type : null;
  if (!type || !TASK_ACTIONS_BY_TYPE[type].includes(body.action)) throw new ApiError(400, 'VALIDATION', `action: ${body.action} is not an action of a task of type ${task.type}`);
  if (body.action === 'FINISH') {
    await tx.update(tasks).set({ status: TASK_STATUS.reported }).where(eq(tasks.id, taskId));
    await recordEvents(tx, [reportedEvent(task, who)]);
    return;
  }
  const lines = await tx.select().from(taskLines).where(eq(taskLines.taskId, taskId)).orderBy(asc(taskLines.id)).for('update');
  const field = body.action === 'REPORT' ? 'lines' : 'allocations';
  const amounts = mergeAmounts(body.action === 'REPORT' ? body.lines : body.allocations);
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const id of amounts.keys()) if (!byId.has(id)) throw new ApiError(400, 'VALIDATION', `${field}: ${id} is not ${field === 'lines' ? 'a line' : 'an allocation'} of the task`);
  for (const [id, quantity] of amounts) if (!isTaskQuantityValid(byId.get(id) as LineRecord, quantity)) throw new ApiError(400, 'TASK_QUANTITY_NOT_VALID');
  const complete = completesTask(lines, amounts);
  let closes = complete;
  if (body.action === 'REPORT') closes = body.close || complete;
  else if (body.close !== complete) {
    throw new ApiError(400, 'VALIDATION', `close: must be ${complete}: true exactly when returned plus reported plus newly allocated equals the quantity on every line`);
  }
  for (const [id, quantity] of amounts) {
    const line = byId.get(id) as LineRecord;
    if (body.action === 'HAND_OVER') await handOver(tx, task, line, quantity, who);
    else if (body.action === 'RETURN') await giveBack(tx, task, line, quantity, who);
    await tx
      .update(taskLines)
      .set({
        maxQuantity: line.maxQuantity - quantity,
        ...(body.action === 'RETURN' ? { returnedQuantity: line.returnedQuantity + quantity } : { reportedQuantity: line.reportedQuantity + quantity }),
      })
      .where(eq(taskLines.id, id));
  }
  const status = closes ? TASK_STATUS.reported : Math.max(task.status, TASK_STATUS.running);
  if (status !== task.status) await tx.update(tasks).set({ status }).where(eq(tasks.id, taskId));
  if (closes) await recordEvents(tx, [reportedEvent(task, who)]);
}

/** The timeline's TASK_REPORTED: the task closed by a report or finished (server/timeline-events.ts). */
function reportedEvent(task: TaskRecord, who: Who): EventRow {
  return { event: 'TASK_REPORTED', at: who.now, userId: who.userId, clientId: task.toClientId, taskId: task.id, facilityId: task.baseStorageId, facts: { TASK_TYPE: task.type } };
}

type ReportBody =
  | { action: 'REPORT'; close: boolean; lines: { id: number; quantity: number }[] }
  | { action: 'HAND_OVER' | 'RETURN'; close: boolean; allocations: { id: number; quantity: number }[] }
  | { action: 'FINISH' };

// ---------------------------------------------------------------------------------------------
// Routes

export const taskRoutes = newRouter()
  .openapi(listTasks, async (c) => {
    const { db, session } = c.var;
    const query = c.req.valid('query');
    let storageIds: number[];
    if (query.baseStorage !== undefined) storageIds = [(await requireStorage(db, session.userId, query.baseStorage)).id];
    else storageIds = await storagesOf(db, session.userId);
    if (!storageIds.length) return c.json({ page: [], count: 0 }, 200);
    const where = listWhere(query, storageIds, session.userId);
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      taskQuery(db).where(where).orderBy(desc(tasks.status), asc(tasks.plannedDateTime), asc(tasks.id)).limit(limit).offset(offset),
      db
        .select({ n: count() })
        .from(tasks)
        .leftJoin(clients, eq(clients.id, tasks.toClientId))
        .leftJoin(toFacility, eq(toFacility.id, tasks.toFacilityId))
        .where(where),
    ]);
    const locations = await locationsOf(db, session.userId, rows);
    return c.json({ page: rows.map((r) => toTask(r, locations)), count: total?.n ?? 0 }, 200);
  })
  .openapi(getTask, async (c) => {
    const { db, session } = c.var;
    const { task } = c.req.valid('param');
    await requireTask(db, session.userId, task);
    return c.json(await loadTask(db, session.userId, task), 200);
  })
  .openapi(actOnTask, async (c) => {
    const { db, session, config, lang } = c.var;
    const { task } = c.req.valid('param');
    const body = c.req.valid('json');
    await requireTask(db, session.userId, task);
    const [user] = await db.select({ firstName: users.firstName, surname: users.surname }).from(users).where(eq(users.id, session.userId));
    const who: Who = { userId: session.userId, now: config.now(), lang, userName: user ? `${user.firstName} ${user.surname}` : '' };
    await db.transaction((tx) => report(tx as unknown as Db, task, body, who));
    return c.json(await loadTask(db, session.userId, task), 200);
  });
