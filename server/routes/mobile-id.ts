/**
 * Mobile BankID: the reference server plays the BankID relying-party service. POST
 * /rs/mobile-id/authentication starts an order, POST /rs/mobile-id/collect reports its status.
 * A tester moves orders on the dev "BankID app" page (server/routes/dev.ts).
 */
import { eq } from 'drizzle-orm';
import { collectMobileId, MOBILE_ID_HINTS, startMobileId, type MobileIdCollect } from '../../src/contract/mobile-id.ts';
import { newRouter } from '../context.ts';
import type { Db } from '../db/index.ts';
import { mobileIdOrders } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { admitAttempt, ATTEMPT_POLICIES, clientAddress } from '../throttle.ts';

/** An order not completed within this time fails with expiredTransaction, as BankID's do. */
export const ORDER_SECONDS = 180;

function uuid(): string {
  return crypto.randomUUID();
}

/** The order, with expiry applied as of now. */
export async function currentOrder(db: Db, orderRef: string, now: Date) {
  const [order] = await db.select().from(mobileIdOrders).where(eq(mobileIdOrders.orderRef, orderRef));
  if (!order) return null;
  if (order.status === 'pending' && now.getTime() - order.createdAt.getTime() > ORDER_SECONDS * 1000) {
    await db.update(mobileIdOrders).set({ status: 'failed', hintCode: 'expiredTransaction' }).where(eq(mobileIdOrders.orderRef, orderRef));
    return { ...order, status: 'failed', hintCode: 'expiredTransaction' };
  }
  return order;
}

export const mobileIdRoutes = newRouter()
  .openapi(startMobileId, async (c) => {
    const { db, config } = c.var;
    // Starts are slowed per address (server/throttle.ts): each one opens an order at BankID.
    await admitAttempt(c, [[ATTEMPT_POLICIES.mobileIdAddress, clientAddress(c)]]);
    const order = { orderRef: uuid(), autoStartToken: uuid(), qrStartToken: uuid(), qrStartSecret: uuid() };
    await db.insert(mobileIdOrders).values({ ...order, status: 'pending', hintCode: 'outstandingTransaction', createdAt: config.now() });
    return c.json(order, 200);
  })
  .openapi(collectMobileId, async (c) => {
    const { db, config } = c.var;
    const order = await currentOrder(db, c.req.valid('json').orderRef, config.now());
    if (!order) throw new ApiError(404, 'NOT_FOUND');
    const status: MobileIdCollect['status'] = order.status === 'complete' ? 'complete' : order.status === 'failed' ? 'failed' : 'pending';
    const hintCode = status === 'complete' ? null : (MOBILE_ID_HINTS.find((h) => h === order.hintCode) ?? null);
    return c.json({ status, hintCode }, 200);
  });
