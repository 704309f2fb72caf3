/**
 * The timelines' seed (issue 41): what migration 0024 does for a database that had tasks before it,
 * done for the seeded world (a task made a day before its planned time; a reported task's
 * TASK_REPORTED at its planned time, by its responsible user), and on the large seed the busy client
 * and aid of TIMELINE_FIXTURES (the bench's 500 events).
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { holdingTransactions, products, stockItems, timelineEvents, webOrders } from '../db/schema.ts';
import { insertBatched } from './index.ts';
import { TIMELINE_FIXTURES } from './fixtures.ts';

export async function seedTimeline(db: Db, options: { scale: 'demo' | 'large'; now: Date }): Promise<void> {
  await db.execute(sql`UPDATE tasks SET created_at = planned_date_time - interval '1 day'`);
  await db.execute(sql`
    INSERT INTO timeline_events (at, event, user_id, client_id, task_id, facility_id, facts)
    SELECT planned_date_time, 'TASK_REPORTED', responsible_user_id, to_client_id, id, base_storage_id, jsonb_build_object('TASK_TYPE', type)
    FROM tasks WHERE status = 90`);
  if (options.scale !== 'large') return;

  const f = TIMELINE_FIXTURES;
  const [aid] = await db
    .select({ id: stockItems.id, productId: stockItems.productId, inventoryNumber: stockItems.inventoryNumber })
    .from(stockItems)
    .innerJoin(products, eq(products.id, stockItems.productId))
    .where(and(eq(stockItems.clientId, f.clientId), isNotNull(stockItems.inventoryNumber), sql`${products.name} LIKE ${`${f.aidProduct}%`}`))
    .orderBy(asc(stockItems.id))
    .limit(1);
  if (!aid) throw new Error(`no ${f.aidProduct} held by client ${f.clientId}`);
  const [order] = await db.select({ id: webOrders.id }).from(webOrders).where(eq(webOrders.clientId, f.clientId)).orderBy(asc(webOrders.id)).limit(1);
  const day = 86_400_000;
  const start = options.now.getTime() - 5 * 365 * day;
  const step = (5 * 365 * day) / f.largeEvents;
  const at = (i: number) => new Date(start + i * step);
  // Three in five: a hand-over or a return of the aid (the client's and the aid's); the rest moves and
  // counts of the aid (the aid's) and line status changes of the client's order (the client's).
  const transactions: (typeof holdingTransactions.$inferInsert)[] = [];
  const events: (typeof timelineEvents.$inferInsert)[] = [];
  for (let i = 0; i < f.largeEvents; i++) {
    if (i % 5 < 3) {
      transactions.push({ clientId: f.clientId, stockItemId: aid.id, productId: aid.productId, type: i % 2 ? 'RETURNED' : 'HANDED_OVER', quantity: 1, inventoryNumber: aid.inventoryNumber, facilityId: i % 2 ? 2 : null, createdAt: at(i) });
    } else {
      events.push({ at: at(i), event: i % 5 === 3 ? 'MOVED' : 'COUNTED', stockItemId: aid.id, inventoryNumber: aid.inventoryNumber, productId: aid.productId, quantity: 1, facilityId: 2, facts: i % 5 === 3 ? {} : { QUANTITY_BEFORE: 1, QUANTITY_AFTER: 1 } });
      events.push({ at: at(i), event: 'LINE_STATUS', clientId: f.clientId, orderId: order?.id ?? null, facts: { STATUS: 80 } });
    }
  }
  await insertBatched(transactions, 12, (batch) => db.insert(holdingTransactions).values(batch));
  await insertBatched(events, 10, (batch) => db.insert(timelineEvents).values(batch));
}
