/**
 * The supply service's back office, simulated (a development tool, not part of the fsp/v1 contract;
 * on only where config.devTools is set, like server/routes/dev.ts). The portal sends orders; the
 * supply service's own system plans them into tasks and does the work, which this reference server
 * does not model. These calls stand in for it, so a tester (and the e2e tests) can take an aid through
 * its whole life: received, handed over through a task, repaired through a work order, returned.
 *
 * - `POST /dev/back-office/lines/{content}/task` `{ stockItemId?, baseStorageId? }`: plans a sent
 *   line of a client's order into a task, as the supply service would, at its status 30 (active),
 *   planned for the next day: a product line (PRODUCT_DELIVERY) into a delivery to the client (CH) of
 *   `stockItemId` (an available item of the line's product in a base storage; absent: the first such),
 *   allocated to the task; a pickup (PICKUP) into a collection from the client (CA) of its aids, back
 *   to `baseStorageId` (required). The line moves on to 30 (processed): a LINE_STATUS event.
 * - `POST /dev/back-office/lines/{content}/status` `{ status }`: moves a sent line on (30 processed,
 *   80 in process, 90 done/delivered, 99 cancelled): a WORK_STATUS event for a work order (on its aid),
 *   LINE_STATUS for the rest.
 * Answers 404 for no such line, 409 for a line not sent or not of a client's order, 400 for bad input.
 */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CONTENT_STATUS, FACILITY_CATEGORY } from '../../src/contract/constants.ts';
import type { Env } from '../context.ts';
import type { Db } from '../db/index.ts';
import { facilities, stockItems, taskLines, tasks, warehouseLocations, webOrderContents, webOrders } from '../db/schema.ts';
import { recordEvents } from '../timeline-events.ts';

const TaskBody = z.object({ stockItemId: z.number().int().min(1).optional(), baseStorageId: z.number().int().min(1).optional() });
const StatusBody = z.object({ status: z.union([z.literal(30), z.literal(80), z.literal(90), z.literal(99)]) });

const fail = (c: Context<Env>, status: 400 | 404 | 409, message: string) => c.json({ error: { code: status === 404 ? 'NOT_FOUND' : status === 409 ? 'CONFLICT' : 'VALIDATION', errorMessage: message } }, status);

async function sentLine(db: Db, content: number) {
  const [row] = await db
    .select({ line: webOrderContents, orderNumber: webOrders.orderNumber, clientId: webOrders.clientId, orderStatus: webOrders.status })
    .from(webOrderContents)
    .innerJoin(webOrders, eq(webOrders.id, webOrderContents.orderId))
    .where(eq(webOrderContents.id, content));
  return row ?? null;
}

async function body<T extends z.ZodType>(c: Context<Env>, schema: T): Promise<z.infer<T> | null> {
  const parsed = schema.safeParse(await c.req.json().catch(() => ({})));
  return parsed.success ? parsed.data : null;
}

export const backOfficeRoutes = new Hono<Env>()
  .use('/dev/back-office/*', async (c, next) => {
    if (!c.var.config.devTools) return c.notFound();
    c.header('Cache-Control', 'no-store');
    await next();
  })
  .post('/dev/back-office/lines/:content/task', async (c) => {
    const { db, config } = c.var;
    const content = Number(c.req.param('content'));
    const input = await body(c, TaskBody);
    if (!input || !Number.isInteger(content)) return fail(c, 400, 'stockItemId, baseStorageId: positive whole numbers');
    const row = await sentLine(db, content);
    if (!row) return fail(c, 404, 'No such line');
    const { line, clientId } = row;
    if (clientId === null || line.status < CONTENT_STATUS.ordered || line.status >= CONTENT_STATUS.done) return fail(c, 409, 'Not a sent, open line of a client’s order');
    const now = config.now();
    const planned = new Date(now.getTime() + 86_400_000);
    const taskId = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      let task: typeof tasks.$inferInsert;
      let lines: (Omit<typeof taskLines.$inferInsert, 'taskId'> & { allocate: boolean })[];
      if (line.contentType === 'PRODUCT_DELIVERY') {
        if (line.productId === null) throw new Error('a product line without a product');
        const [item] = await tx
          .select({ id: stockItems.id, facilityId: stockItems.facilityId, warehouseId: warehouseLocations.warehouseId, allocated: stockItems.allocatedQuantity })
          .from(stockItems)
          .innerJoin(facilities, eq(facilities.id, stockItems.facilityId))
          .leftJoin(warehouseLocations, eq(warehouseLocations.id, stockItems.warehouseLocationId))
          .where(
            and(
              input.stockItemId === undefined ? undefined : eq(stockItems.id, input.stockItemId),
              eq(stockItems.productId, line.productId),
              eq(facilities.categoryValue, FACILITY_CATEGORY.baseStorage),
              isNull(stockItems.clientId),
              isNull(stockItems.parentId),
              gt(sql`${stockItems.quantity} - ${stockItems.allocatedQuantity}`, line.quantity - 1),
            ),
          )
          .orderBy(asc(stockItems.id))
          .limit(1)
          .for('update', { of: stockItems });
        if (!item) return null;
        task = { type: 'CH', description: `Leverans ${row.orderNumber}`, status: 30, plannedDateTime: planned, orderNumber: row.orderNumber, baseStorageId: item.facilityId, fromWarehouseId: item.warehouseId, toClientId: clientId, createdAt: now };
        lines = [{ productId: line.productId, stockItemId: item.id, quantity: line.quantity, maxQuantity: line.quantity, allocate: true }];
      } else if (line.contentType === 'PICKUP') {
        if (input.baseStorageId === undefined || !line.pickupList.length) return null;
        const items = await tx.select({ id: stockItems.id, productId: stockItems.productId, clientId: stockItems.clientId }).from(stockItems).where(inArray(stockItems.id, line.pickupList.map((p) => p.id)));
        if (items.some((i) => i.clientId !== clientId) || items.length !== line.pickupList.length) return null;
        task = { type: 'CA', description: `Hämtning ${row.orderNumber}`, status: 30, plannedDateTime: planned, orderNumber: row.orderNumber, baseStorageId: input.baseStorageId, toClientId: clientId, createdAt: now };
        lines = line.pickupList.map((p) => ({ productId: items.find((i) => i.id === p.id)?.productId ?? 0, stockItemId: p.id, quantity: p.quantity, maxQuantity: p.quantity, allocate: true }));
      } else {
        return null;
      }
      const [made] = await tx.insert(tasks).values(task).returning({ id: tasks.id });
      if (!made) throw new Error('the task was not inserted');
      for (const l of lines) {
        await tx.insert(taskLines).values({ taskId: made.id, productId: l.productId, stockItemId: l.stockItemId, quantity: l.quantity, maxQuantity: l.maxQuantity });
        if (l.allocate && l.stockItemId) await tx.update(stockItems).set({ allocatedQuantity: sql`${stockItems.allocatedQuantity} + ${l.quantity}` }).where(eq(stockItems.id, l.stockItemId));
      }
      await tx.update(webOrderContents).set({ status: CONTENT_STATUS.processed }).where(eq(webOrderContents.id, content));
      await recordEvents(tx, [{ event: 'LINE_STATUS', at: now, orderId: line.orderId, contentId: content, clientId, productId: line.productId, facts: { STATUS: CONTENT_STATUS.processed } }]);
      return made.id;
    });
    if (taskId === null) return fail(c, 409, line.contentType === 'PICKUP' ? 'A pickup needs baseStorageId and aids the client holds' : 'No available item of the line’s product in a base storage (or not a product or pickup line)');
    return c.json({ taskId }, 201);
  })
  .post('/dev/back-office/lines/:content/status', async (c) => {
    const { db, config } = c.var;
    const content = Number(c.req.param('content'));
    const input = await body(c, StatusBody);
    if (!input || !Number.isInteger(content)) return fail(c, 400, 'status: 30, 80, 90 or 99');
    const row = await sentLine(db, content);
    if (!row) return fail(c, 404, 'No such line');
    const { line, clientId } = row;
    if (line.status < CONTENT_STATUS.ordered) return fail(c, 409, 'The line is not sent');
    const work = line.contentType === 'WORK';
    const aid = work ? (line.pickupList[0]?.id ?? null) : null;
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx.update(webOrderContents).set({ status: input.status }).where(eq(webOrderContents.id, content));
      const [item] = aid === null ? [] : await tx.select({ inventoryNumber: stockItems.inventoryNumber, productId: stockItems.productId }).from(stockItems).where(eq(stockItems.id, aid));
      await recordEvents(tx, [
        {
          event: work ? 'WORK_STATUS' : 'LINE_STATUS',
          at: config.now(),
          orderId: line.orderId,
          contentId: content,
          clientId,
          stockItemId: aid,
          inventoryNumber: item?.inventoryNumber ?? null,
          productId: item?.productId ?? line.productId,
          facts: { STATUS: input.status },
        },
      ]);
    });
    return c.body(null, 204);
  });
