/**
 * Tasks on the reference server (spec 3 §3 Task, §4 Task status, §5 Tasks, §7 Base storage, §9):
 * the work list's filters (status, search, execution dates, types, storage, useResponsible), its
 * sort, one task, and reporting: REPORT of a delivery's lines, the quantity rules, FINISH, HAND_OVER
 * and RETURN with their close flag (and what they do to the stock), and who may do it. The status
 * filter's and the report's pure rules first. As Leo Lagerström (lager@example.org, BL-MLM) unless
 * said; the reporting tests make their own tasks, in order, each on what the one before left.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import { TASK_STATUS_FILTERS, TASK_STATUS_RANGES, inTaskStatusFilter, type TaskStatusFilter } from '../../src/contract/shared/task-status.ts';
import { completesTask, isTaskQuantityValid } from '../../src/contract/shared/task-rules.ts';
import type { Task, TaskActionInput, TaskDetail } from '../../src/contract/tasks.ts';
import { rowsOf } from '../../server/db/index.ts';
import { holdingTransactions, stockItems, taskLines, tasks } from '../../server/db/schema.ts';
import { storagesOf } from '../../server/routes/base-storages.ts';
import { expectError, json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

type Page<T> = { page: T[]; count: number };

const server = withTestServer();

const BL_MLM = 2;
const BL_LND = 3;
const BL_BRS = 5; // Borås: neither Frida's nor Leo's
const CENTRAL = 1;
const LEO_ID = 5;
const SVEN = 4; // a client in Trelleborg (1287), served by BL-MLM

const FRIDA = 'forskrivare@example.org';
const LEO = 'lager@example.org';

const sessions = new Map<string, string>();
async function as(user: string): Promise<string> {
  const known = sessions.get(user);
  if (known) return known;
  const id = await server.login(user);
  sessions.set(user, id);
  return id;
}
async function call(path: string, { method = 'GET', body, user = LEO }: { method?: string; body?: unknown; user?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { [SESSION_HEADER]: await as(user), 'Accept-Language': 'en' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return server.request(`/rs/fsp/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) expect({ status: res.status, body: await res.text() }).toEqual({ status });
  return json<T>(res);
}
const list = async (query: string, user = LEO) => ok<Page<Task>>(await call(`/tasks?all=true&${query}`, { user }));
const detail = async (id: number, user = LEO) => ok<TaskDetail>(await call(`/tasks/${id}`, { user }));
const act = (id: number, body: TaskActionInput | Record<string, unknown>, user = LEO) => call(`/tasks/${id}`, { method: 'POST', body, user });

/** Sorted as the list promises: status descending, planned date-time ascending, id. */
function isSorted(page: Task[]): boolean {
  return page.every((t, i) => {
    const prev = page[i - 1];
    if (!prev) return true;
    if (prev.status !== t.status) return prev.status > t.status;
    if (prev.plannedDateTime !== t.plannedDateTime) return prev.plannedDateTime < t.plannedDateTime;
    return prev.id < t.id;
  });
}

async function countOf(where: ReturnType<typeof sql>): Promise<number> {
  return rowsOf<{ n: number }>(await server.db.execute(sql`SELECT count(*)::int AS n FROM tasks WHERE ${where}`))[0]?.n ?? 0;
}

type LineSpec = { productId: number; quantity: number; stockItemId?: number | null; maxQuantity?: number; reportedQuantity?: number };
/** A task of the test's own, with its lines; its id and its lines' ids. */
async function makeTask(spec: {
  type: string;
  status?: number;
  baseStorageId?: number;
  planned?: Date;
  toClientId?: number | null;
  toFacilityId?: number | null;
  description?: string;
  lines: LineSpec[];
}): Promise<{ id: number; lines: number[] }> {
  const [row] = await server.db
    .insert(tasks)
    .values({
      type: spec.type,
      description: spec.description ?? `Testuppdrag ${spec.type}`,
      status: spec.status ?? 30,
      plannedDateTime: spec.planned ?? new Date('2030-01-10T08:00:00Z'),
      orderNumber: null,
      baseStorageId: spec.baseStorageId ?? BL_MLM,
      fromWarehouseId: null,
      toClientId: spec.toClientId ?? null,
      toFacilityId: spec.toFacilityId ?? null,
      responsibleUserId: LEO_ID,
    })
    .returning({ id: tasks.id });
  if (!row) throw new Error('no task');
  const lines = await server.db
    .insert(taskLines)
    .values(
      spec.lines.map((l) => ({
        taskId: row.id,
        productId: l.productId,
        stockItemId: l.stockItemId ?? null,
        quantity: l.quantity,
        maxQuantity: l.maxQuantity ?? l.quantity - (l.reportedQuantity ?? 0),
        reportedQuantity: l.reportedQuantity ?? 0,
      })),
    )
    .returning({ id: taskLines.id });
  return { id: row.id, lines: lines.map((l) => l.id) };
}
const line = (task: TaskDetail, id: number) => {
  const found = task.lines.find((l) => l.id === id);
  if (!found) throw new Error(`no line ${id}`);
  return found;
};

describe('the status filter and the report rules (pure)', () => {
  it('ACTIVE is 30 up to below 50, STARTED 50, REPORTED 90 or more, ALL 20 or more', () => {
    const statuses = [10, 20, 30, 40, 49, 50, 60, 90, 99];
    const listed = (f: TaskStatusFilter) => statuses.filter((s) => inTaskStatusFilter(f, s));
    expect(listed('ACTIVE')).toEqual([30, 40, 49]);
    expect(listed('STARTED')).toEqual([50]);
    expect(listed('REPORTED')).toEqual([90, 99]);
    expect(listed('ALL')).toEqual([20, 30, 40, 49, 50, 60, 90, 99]);
    expect(TASK_STATUS_FILTERS).toEqual(['ACTIVE', 'STARTED', 'REPORTED', 'ALL']);
    expect(TASK_STATUS_RANGES.ACTIVE).toEqual({ min: 30, max: 49 });
  });

  it('a quantity is 1 to maxQuantity; the task completes when every line is reported and returned in full', () => {
    expect([0, 1, 3, 4, 1.5, -1].map((q) => isTaskQuantityValid({ maxQuantity: 3 }, q))).toEqual([false, true, true, false, false, false]);
    expect(isTaskQuantityValid({ maxQuantity: 0 }, 1)).toBe(false);
    const lines = [
      { id: 1, quantity: 3, maxQuantity: 2, reportedQuantity: 1, returnedQuantity: 0 },
      { id: 2, quantity: 2, maxQuantity: 1, reportedQuantity: 0, returnedQuantity: 1 },
    ];
    expect(completesTask(lines, new Map([[1, 2]]))).toBe(false);
    expect(completesTask(lines, new Map([[1, 2], [2, 1]]))).toBe(true);
    expect(completesTask([], new Map())).toBe(false);
  });
});

describe('GET /tasks', () => {
  let mine: number[];
  beforeAll(async () => {
    mine = await storagesOf(server.db, LEO_ID);
  });

  it('ALL: every task (20 or more) of the caller’s storages, status descending, then planned date-time, then id', async () => {
    expect(mine).toContain(BL_MLM);
    expect(mine).not.toContain(BL_BRS);
    const all = await list('status=ALL');
    expect(all.count).toBe(await countOf(sql`base_storage_id IN (${sql.join(mine.map((id) => sql`${id}`), sql`, `)}) AND status >= 20`));
    expect(all.count).toBeGreaterThan(5);
    expect(all.page.every((t) => mine.includes(t.baseStorage.id))).toBe(true);
    expect(isSorted(all.page)).toBe(true);
    // The default is ALL; paging cuts the same order.
    const first = await ok<Page<Task>>(await call('/tasks?from=0&amount=3'));
    const second = await ok<Page<Task>>(await call('/tasks?from=3&amount=3'));
    expect([...first.page, ...second.page].map((t) => t.id)).toEqual(all.page.slice(0, 6).map((t) => t.id));
    expect(first.count).toBe(all.count);
  });

  it('ACTIVE, STARTED and REPORTED list their statuses, sorted; with the rest they make ALL', async () => {
    const all = await list('status=ALL');
    for (const filter of ['ACTIVE', 'STARTED', 'REPORTED'] as const) {
      const page = await list(`status=${filter}`);
      expect(page.page.every((t) => inTaskStatusFilter(filter, t.status)), filter).toBe(true);
      expect(page.page.map((t) => t.id).sort()).toEqual(all.page.filter((t) => inTaskStatusFilter(filter, t.status)).map((t) => t.id).sort());
      expect(isSorted(page.page)).toBe(true);
    }
    expect((await list('status=ACTIVE')).count).toBeGreaterThan(0);
    await expectError(await call('/tasks?status=OPEN'), 400, 'VALIDATION');
  });

  it('a task shows its storage, receiver and from-warehouse; a CA has none', async () => {
    const all = await list('status=ALL');
    const sn = all.page.find((t) => t.type === 'Sn');
    expect(sn).toMatchObject({ baseStorage: { id: BL_MLM, value: 'BL-MLM' }, to: { value: 'BL-MLM' }, toLocation: null });
    expect(sn?.fromWarehouse).not.toBeNull();
    const cn = all.page.find((t) => t.type === 'Cn');
    expect(cn?.to).toMatchObject({ value: expect.any(String) as unknown, label: expect.any(String) as unknown });
    const ch = all.page.find((t) => t.type === 'CH');
    expect(ch?.to).toMatchObject({ firstName: expect.any(String) as unknown, surname: expect.any(String) as unknown, identityNumber: expect.any(String) as unknown, type: 'PERSON' });
    expect(all.page.filter((t) => t.type === 'CA').every((t) => t.fromWarehouse === null)).toBe(true);
  });

  it('taskTypes, freeTextSearch and useResponsible narrow the list', async () => {
    const sn = await list('taskTypes=Sn,In');
    expect(sn.page.length).toBeGreaterThan(0);
    expect(sn.page.every((t) => t.type === 'Sn' || t.type === 'In')).toBe(true);
    await expectError(await call('/tasks?taskTypes=XX'), 400, 'VALIDATION');

    const refill = await list('freeTextSearch=PÅFYLLNAD centrallagret');
    expect(refill.page.length).toBeGreaterThan(0);
    expect(refill.page.every((t) => t.description === 'Påfyllnad från centrallagret')).toBe(true);
    const withNumber = (await list('status=ALL')).page.find((t) => t.orderNumber !== null);
    if (!withNumber?.orderNumber) throw new Error('a task with an order number');
    expect((await list(`freeTextSearch=${withNumber.orderNumber}`)).page.map((t) => t.id)).toContain(withNumber.id);
    expect((await list(`freeTextSearch=${withNumber.id}`)).page.map((t) => t.id)).toContain(withNumber.id);
    expect((await list('freeTextSearch=Holm')).page.every((t) => t.to !== null && 'surname' in t.to && t.to.surname === 'Holm')).toBe(true);
    expect((await list('freeTextSearch=zzqqxx')).count).toBe(0);

    const responsible = await list('useResponsible=true');
    expect(responsible.count).toBe(await countOf(sql`responsible_user_id = ${LEO_ID} AND status >= 20`));
    expect(responsible.count).toBeGreaterThan(0);
    expect(responsible.count).toBeLessThan((await list('useResponsible=false')).count);
  });

  it('execution dates are the planned date in Sweden, both ends inclusive', async () => {
    // 22:30 UTC on 14 May is 00:30 on 15 May in Sweden (summer time).
    const { id } = await makeTask({ type: 'Cn', planned: new Date('2031-05-14T22:30:00Z'), toFacilityId: BL_MLM, lines: [{ productId: 1, quantity: 1 }] });
    expect((await list('executionDateFrom=2031-05-15&executionDateTo=2031-05-15')).page.map((t) => t.id)).toEqual([id]);
    expect((await list('executionDateFrom=2031-05-15')).page.map((t) => t.id)).toEqual([id]);
    expect((await list('executionDateTo=2031-05-14')).page.map((t) => t.id)).not.toContain(id);
    const before = await list('executionDateTo=2031-05-14');
    expect(before.count + 1).toBe((await list('status=ALL')).count);
    await expectError(await call('/tasks?executionDateFrom=15-05-2031'), 400, 'VALIDATION');
  });

  it('baseStorage: one of the caller’s; another municipality’s 403, no base storage 404', async () => {
    const one = await list(`baseStorage=${BL_MLM}`);
    expect(one.page.every((t) => t.baseStorage.id === BL_MLM)).toBe(true);
    await expectError(await call(`/tasks?baseStorage=${BL_LND}`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await call(`/tasks?baseStorage=${BL_BRS}`, { user: FRIDA }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await call(`/tasks?baseStorage=${CENTRAL}`), 404, 'NOT_FOUND');
    // Frida works on BL-LND: its tasks, none of Borås.
    const frida = await list('status=ALL', FRIDA);
    expect(frida.page.some((t) => t.baseStorage.id === BL_LND)).toBe(true);
    expect(frida.page.some((t) => t.baseStorage.id === BL_BRS)).toBe(false);
  });
});

describe('GET /tasks/{task}', () => {
  it('the task with its lines; a client task with its allocations; 404 for none', async () => {
    const { id, lines } = await makeTask({ type: 'Sn', toFacilityId: BL_MLM, lines: [{ productId: 1, quantity: 4 }] });
    const task = await detail(id);
    expect(task).toMatchObject({ id, type: 'Sn', status: 30, referenceOrderLine: null, allocations: [] });
    expect(task.lines).toEqual([
      { id: lines[0], quantity: 4, maxQuantity: 4, reportedQuantity: 0, returnedQuantity: 0, item: { name: expect.any(String) as unknown, itemNumber: expect.any(String) as unknown, itemClass: expect.any(String) as unknown, batch: null, fixedAssetNumber: null } },
    ]);
    const ch = (await list('taskTypes=CH&status=ACTIVE')).page[0];
    if (!ch) throw new Error('an active CH task');
    const chDetail = await detail(ch.id);
    expect(chDetail.allocations.map((a) => a.taskOrderLine.id)).toEqual(chDetail.lines.filter((l) => l.quantity > l.reportedQuantity + l.returnedQuantity).map((l) => l.id));
    await expectError(await call('/tasks/999999'), 404, 'NOT_FOUND');
    await expectError(await call('/tasks/abc'), 400, 'VALIDATION');
  });
});

describe('POST /tasks/{task}: REPORT and FINISH', () => {
  it('a partial report keeps the task open (running, 50): it leaves ACTIVE for STARTED', async () => {
    const { id, lines } = await makeTask({ type: 'Sn', toFacilityId: BL_MLM, lines: [{ productId: 1, quantity: 3 }, { productId: 2, quantity: 2 }] });
    const [a, b] = lines as [number, number];
    const task = await ok<TaskDetail>(await act(id, { action: 'REPORT', close: false, lines: [{ id: a, quantity: 1 }] }));
    expect(task.status).toBe(50);
    expect(line(task, a)).toMatchObject({ reportedQuantity: 1, maxQuantity: 2 });
    expect(line(task, b)).toMatchObject({ reportedQuantity: 0, maxQuantity: 2 });
    expect((await list('status=ACTIVE')).page.map((t) => t.id)).not.toContain(id);
    expect((await list('status=STARTED')).page.map((t) => t.id)).toContain(id);
    // The rest, the same line twice summed: reported in full, the task closes.
    const done = await ok<TaskDetail>(await act(id, { action: 'REPORT', lines: [{ id: a, quantity: 1 }, { id: b, quantity: 2 }, { id: a, quantity: 1 }] }));
    expect(done.status).toBe(90);
    expect(done.lines.map((l) => [l.reportedQuantity, l.maxQuantity])).toEqual([[3, 0], [2, 0]]);
    expect((await list('status=REPORTED')).page.map((t) => t.id)).toContain(id);
    await expectError(await act(id, { action: 'REPORT', lines: [{ id: a, quantity: 1 }] }), 409, 'TASK_CLOSED');
    await expectError(await act(id, { action: 'FINISH' }), 409, 'TASK_CLOSED');
  });

  it('a delivery reported in full at once closes (90) and leaves ACTIVE; no stock changes', async () => {
    const { id, lines } = await makeTask({ type: 'Sn', toFacilityId: BL_MLM, lines: [{ productId: 5, quantity: 2 }, { productId: 6, quantity: 2, reportedQuantity: 2 }] });
    expect((await list('status=ACTIVE')).page.map((t) => t.id)).toContain(id);
    const stock = async () => rowsOf<{ n: number }>(await server.db.execute(sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM stock_items WHERE product_id IN (5, 6)`))[0]?.n;
    const before = await stock();
    const task = await ok<TaskDetail>(await act(id, { action: 'REPORT', close: false, lines: [{ id: lines[0] ?? 0, quantity: 2 }] }));
    expect(task.status).toBe(90);
    expect((await list('status=ACTIVE')).page.map((t) => t.id)).not.toContain(id);
    expect(await stock()).toBe(before);
  });

  it('quantity 0, above maxQuantity, a line with maxQuantity 0, a line not of the task: refused, nothing changed', async () => {
    const { id, lines } = await makeTask({ type: 'In', toFacilityId: BL_MLM, lines: [{ productId: 1, quantity: 3 }, { productId: 2, quantity: 2, reportedQuantity: 2 }] });
    const other = await makeTask({ type: 'In', toFacilityId: BL_MLM, lines: [{ productId: 1, quantity: 1 }] });
    const [open, full] = lines as [number, number];
    await expectError(await act(id, { action: 'REPORT', lines: [{ id: open, quantity: 0 }] }), 400, 'TASK_QUANTITY_NOT_VALID');
    await expectError(await act(id, { action: 'REPORT', lines: [{ id: open, quantity: -1 }] }), 400, 'TASK_QUANTITY_NOT_VALID');
    await expectError(await act(id, { action: 'REPORT', lines: [{ id: open, quantity: 4 }] }), 400, 'TASK_QUANTITY_NOT_VALID');
    // Two parts of one line count together: 2 + 2 is above 3.
    await expectError(await act(id, { action: 'REPORT', lines: [{ id: open, quantity: 2 }, { id: open, quantity: 2 }] }), 400, 'TASK_QUANTITY_NOT_VALID');
    await expectError(await act(id, { action: 'REPORT', lines: [{ id: full, quantity: 1 }] }), 400, 'TASK_QUANTITY_NOT_VALID');
    // A valid line beside an invalid one: all or nothing.
    const body = await expectError(await act(id, { action: 'REPORT', lines: [{ id: open, quantity: 1 }, { id: other.lines[0] ?? 0, quantity: 1 }] }), 400, 'VALIDATION');
    expect(body.error.errorMessage).toContain('not a line of the task');
    await expectError(await act(id, { action: 'REPORT', lines: [] }), 400, 'VALIDATION');
    await expectError(await act(id, { action: 'HAND_OVER', close: false, allocations: [{ id: open, quantity: 1 }] }), 400, 'VALIDATION');
    const task = await detail(id);
    expect(task.status).toBe(30);
    expect(line(task, open)).toMatchObject({ reportedQuantity: 0, maxQuantity: 3 });
    const en = await expectError(await act(id, { action: 'REPORT', lines: [{ id: open, quantity: 9 }] }), 400, 'TASK_QUANTITY_NOT_VALID');
    expect(en.error.errorMessage).toBe('The quantity must be between 1 and what is left on the line. A line with nothing left cannot be reported.');
  });

  it('close=true closes a partly reported task', async () => {
    const { id, lines } = await makeTask({ type: 'Cn', toFacilityId: BL_MLM, lines: [{ productId: 1, quantity: 5 }] });
    const task = await ok<TaskDetail>(await act(id, { action: 'REPORT', close: true, lines: [{ id: lines[0] ?? 0, quantity: 2 }] }));
    expect(task).toMatchObject({ status: 90, lines: [{ reportedQuantity: 2, maxQuantity: 3 }] });
  });

  it('FINISH (Mark as finished) closes the task as it is; it leaves the ACTIVE list', async () => {
    const { id } = await makeTask({ type: 'Cn', status: 40, toFacilityId: BL_MLM, lines: [{ productId: 1, quantity: 2 }] });
    expect((await list('status=ACTIVE')).page.map((t) => t.id)).toContain(id);
    const task = await ok<TaskDetail>(await act(id, { action: 'FINISH' }));
    expect(task).toMatchObject({ status: 90, lines: [{ reportedQuantity: 0, maxQuantity: 2 }] });
    expect((await list('status=ACTIVE')).page.map((t) => t.id)).not.toContain(id);
    await expectError(await act(id, { action: 'FINISH', close: true }), 400, 'VALIDATION');
  });
});

describe('POST /tasks/{task}: HAND_OVER and RETURN', () => {
  let itemId: number;
  let productId: number;
  let delivery: { id: number; lines: number[] };

  beforeAll(async () => {
    // A free fixed asset of BL-MLM, allocated to a delivery to Sven with a second line by quantity.
    const [free] = rowsOf<{ id: number; product_id: number }>(
      await server.db.execute(sql`SELECT id, product_id FROM stock_items WHERE facility_id = ${BL_MLM} AND inventory_number IS NOT NULL AND allocated_quantity = 0
        AND client_id IS NULL AND parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM stock_items f WHERE f.parent_id = stock_items.id) ORDER BY id LIMIT 1`),
    );
    if (!free) throw new Error('a free fixed asset in BL-MLM');
    itemId = free.id;
    productId = free.product_id;
    await server.db.update(stockItems).set({ allocatedQuantity: 1 }).where(eq(stockItems.id, itemId));
    delivery = await makeTask({ type: 'CH', toClientId: SVEN, lines: [{ productId, quantity: 1, stockItemId: itemId }, { productId: 1, quantity: 2 }] });
  });

  it('a client task’s allocations: one a line, on the stock item’s location', async () => {
    const task = await detail(delivery.id);
    const [fixed, plain] = delivery.lines as [number, number];
    expect(task.allocations).toEqual([
      { id: fixed, location: { value: expect.any(String) as unknown }, quantity: 1, taskOrderLine: { id: fixed } },
      { id: plain, location: null, quantity: 2, taskOrderLine: { id: plain } },
    ]);
    expect(line(task, fixed).item.fixedAssetNumber).toMatch(/^\S+$/);
  });

  it('HAND_OVER: the close flag must match (returned + reported + new = quantity on every line); the item becomes Sven’s holding', async () => {
    const [fixed, plain] = delivery.lines as [number, number];
    const body = await expectError(await act(delivery.id, { action: 'HAND_OVER', close: true, allocations: [{ id: fixed, quantity: 1 }] }), 400, 'VALIDATION');
    expect(body.error.errorMessage).toContain('close: must be false');
    await expectError(await act(delivery.id, { action: 'HAND_OVER', close: false, allocations: [{ id: fixed, quantity: 2 }] }), 400, 'TASK_QUANTITY_NOT_VALID');
    await expectError(await act(delivery.id, { action: 'REPORT', lines: [{ id: fixed, quantity: 1 }] }), 400, 'VALIDATION');
    const task = await ok<TaskDetail>(await act(delivery.id, { action: 'HAND_OVER', close: false, allocations: [{ id: fixed, quantity: 1 }] }));
    expect(task.status).toBe(50);
    expect(line(task, fixed)).toMatchObject({ reportedQuantity: 1, returnedQuantity: 0, maxQuantity: 0 });
    expect(task.allocations.map((a) => a.id)).toEqual([plain]);
    const [item] = await server.db.select().from(stockItems).where(eq(stockItems.id, itemId));
    expect(item).toMatchObject({ clientId: SVEN, facilityId: null, warehouseLocationId: null, allocatedQuantity: 0, handedOverBy: 'Leo Lagerström' });
    const history = await server.db.select().from(holdingTransactions).where(and(eq(holdingTransactions.stockItemId, itemId), eq(holdingTransactions.type, 'HANDED_OVER')));
    expect(history).toMatchObject([{ clientId: SVEN, quantity: 1, userId: LEO_ID }]);
  });

  it('RETURN of the rest: close must be true now, and closes the task', async () => {
    const [, plain] = delivery.lines as [number, number];
    const body = await expectError(await act(delivery.id, { action: 'RETURN', close: false, allocations: [{ id: plain, quantity: 2 }] }), 400, 'VALIDATION');
    expect(body.error.errorMessage).toContain('close: must be true');
    const task = await ok<TaskDetail>(await act(delivery.id, { action: 'RETURN', close: true, allocations: [{ id: plain, quantity: 2 }] }));
    expect(task.status).toBe(90);
    expect(line(task, plain)).toMatchObject({ reportedQuantity: 0, returnedQuantity: 2, maxQuantity: 0 });
    expect(task.allocations).toEqual([]);
  });

  it('a collection (CA): RETURN brings the client’s item back to the storage; HAND_OVER is no action of it', async () => {
    await server.db.update(stockItems).set({ allocatedQuantity: 1 }).where(eq(stockItems.id, itemId));
    const collection = await makeTask({ type: 'CA', toClientId: SVEN, lines: [{ productId, quantity: 1, stockItemId: itemId }] });
    const [only] = collection.lines as [number];
    expect((await detail(collection.id)).fromWarehouse).toBeNull();
    expect((await detail(collection.id)).allocations).toEqual([{ id: only, location: null, quantity: 1, taskOrderLine: { id: only } }]);
    await expectError(await act(collection.id, { action: 'HAND_OVER', close: true, allocations: [{ id: only, quantity: 1 }] }), 400, 'VALIDATION');
    const task = await ok<TaskDetail>(await act(collection.id, { action: 'RETURN', close: true, allocations: [{ id: only, quantity: 1 }] }));
    expect(task).toMatchObject({ status: 90, lines: [{ returnedQuantity: 1, maxQuantity: 0 }] });
    const [item] = await server.db.select().from(stockItems).where(eq(stockItems.id, itemId));
    expect(item).toMatchObject({ clientId: null, facilityId: BL_MLM, allocatedQuantity: 0, handedOverDate: null });
    expect(item?.warehouseLocationId).not.toBeNull();
    const returned = await server.db.select().from(holdingTransactions).where(and(eq(holdingTransactions.stockItemId, itemId), eq(holdingTransactions.type, 'RETURNED')));
    expect(returned).toMatchObject([{ clientId: SVEN, facilityId: BL_MLM, quantity: 1 }]);
  });

  it('a hand-over of an item no longer in the storage: 409 QUANTITY_NOT_AVAILABLE, nothing changed', async () => {
    // The item is back in BL-MLM; a delivery to another client names it, but it is held by Sven meanwhile.
    await server.db.update(stockItems).set({ clientId: SVEN, facilityId: null, warehouseLocationId: null }).where(eq(stockItems.id, itemId));
    const late = await makeTask({ type: 'CH', toClientId: 1, lines: [{ productId, quantity: 1, stockItemId: itemId }] });
    await expectError(await act(late.id, { action: 'HAND_OVER', close: true, allocations: [{ id: late.lines[0] ?? 0, quantity: 1 }] }), 409, 'QUANTITY_NOT_AVAILABLE');
    expect(await detail(late.id)).toMatchObject({ status: 30, lines: [{ reportedQuantity: 0, maxQuantity: 1 }] });
  });
});

describe('the care unit a Cn task goes to is a client location (issue 37; spec 2 §6, spec 3 §6)', () => {
  const TRELLEBORG_NORR = 7; // a care unit in Trelleborg (1287): Frida's municipality, not Leo's
  /** The unit client registered at the care unit. */
  async function unitAt(facility: number): Promise<number> {
    const [row] = rowsOf<{ id: number }>(
      await server.db.execute(sql`SELECT c.id FROM clients c JOIN client_addresses a ON a.client_id = c.id AND a.is_registered WHERE a.facility_id = ${facility} AND c.type = 'UNIT'`),
    );
    if (!row) throw new Error(`no unit at ${facility}`);
    return row.id;
  }

  it("its unit client, with the caller's municipal authorization as the server's own rule has it (the client's page answers alike)", async () => {
    const unit = await unitAt(TRELLEBORG_NORR);
    const { id } = await makeTask({ type: 'Cn', toFacilityId: TRELLEBORG_NORR, lines: [{ productId: 1, quantity: 1 }] });
    const category = { value: 5, label: 'Vårdenhet' };
    expect((await detail(id, LEO)).to).toEqual({ value: 'HT-TRB', label: 'Hemtjänsten Trelleborg Norr', category, client: { id: unit, hasAuthorizationForMunicipal: false } });
    expect((await detail(id, FRIDA)).to).toEqual({ value: 'HT-TRB', label: 'Hemtjänsten Trelleborg Norr', category, client: { id: unit, hasAuthorizationForMunicipal: true } });
    await expectError(await call(`/clients/${unit}`, { user: LEO }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    expect((await call(`/clients/${unit}`, { user: FRIDA })).status).toBe(200);
    // The list says the same, per caller.
    const listed = async (user: string) => (await list(`status=ALL&freeTextSearch=${id}`, user)).page.find((t) => t.id === id)?.to;
    expect(await listed(LEO)).toMatchObject({ client: { id: unit, hasAuthorizationForMunicipal: false } });
    expect(await listed(FRIDA)).toMatchObject({ client: { id: unit, hasAuthorizationForMunicipal: true } });
    expect((await act(id, { action: 'FINISH' })).status).toBe(200);
  });

  it('a base storage (Sn, In) and the provider’s own site are no client location: their category, no client', async () => {
    const all = await list('status=ALL&taskTypes=Sn,In');
    expect(all.page.length).toBeGreaterThan(0);
    for (const t of all.page) expect(t.to).toMatchObject({ category: { value: 2, label: 'Baslager' }, client: null });
    const { id } = await makeTask({ type: 'Cn', toFacilityId: 9, lines: [{ productId: 1, quantity: 1 }] });
    expect((await detail(id)).to).toMatchObject({ value: 'HMC-MLM', category: { value: 4 }, client: null });
    expect((await act(id, { action: 'FINISH' })).status).toBe(200);
  });

  it('a care unit no unit is registered at: no client', async () => {
    const unit = await unitAt(TRELLEBORG_NORR);
    await server.db.execute(sql`UPDATE client_addresses SET facility_id = NULL WHERE client_id = ${unit} AND is_registered`);
    try {
      const { id } = await makeTask({ type: 'Cn', toFacilityId: TRELLEBORG_NORR, lines: [{ productId: 1, quantity: 1 }] });
      expect((await detail(id, FRIDA)).to).toMatchObject({ category: { value: 5 }, client: null });
      expect((await act(id, { action: 'FINISH' })).status).toBe(200);
    } finally {
      await server.db.execute(sql`UPDATE client_addresses SET facility_id = ${TRELLEBORG_NORR} WHERE client_id = ${unit} AND is_registered`);
    }
  });
});

describe('who may see and report a task', () => {
  it('a task of a storage the caller may not work on: 403 on GET and POST, for Leo and Frida', async () => {
    const [borås] = await server.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.baseStorageId, BL_BRS)).limit(1);
    if (!borås) throw new Error('a task of BL-BRS');
    for (const user of [LEO, FRIDA]) {
      await expectError(await call(`/tasks/${borås.id}`, { user }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
      await expectError(await act(borås.id, { action: 'FINISH' }, user), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    }
    // Lund: Frida’s, not Leo’s.
    const { id } = await makeTask({ type: 'Cn', baseStorageId: BL_LND, toFacilityId: BL_LND, lines: [{ productId: 1, quantity: 1 }] });
    await expectError(await call(`/tasks/${id}`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await act(id, { action: 'FINISH' }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    expect((await detail(id, FRIDA)).status).toBe(30);
    expect((await ok<TaskDetail>(await act(id, { action: 'FINISH' }, FRIDA))).status).toBe(90);
    expect((await list('status=ALL')).page.every((t) => t.baseStorage.id !== BL_LND)).toBe(true);
  });

  it('no session: 401', async () => {
    const res = await server.request('/rs/fsp/v1/tasks');
    expect(res.status).toBe(401);
  });
});
