/**
 * Ordering's seeded data (server/seed/orders.ts) and the active order in the app data: the delivery
 * methods, the population register, Frida's sent orders (consistent with the contract's model), no
 * preliminary or active order for any demo user, and AppData.currentOrder following active_orders.
 */
import { asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppData } from '../../src/contract/authentication.ts';
import { CONTENT_TYPES, ORDER_STATUSES, SESSION_HEADER } from '../../src/contract/constants.ts';
import { activeOrders, clients, deliveryMethods, facilities, populationRegister, products, webOrderContents, webOrderFiles, webOrderHistory, webOrders } from '../../server/db/schema.ts';
import { DELIVERY_METHODS, FIRST_SEEDED_ORDER_ID, seedOrderingReference } from '../../server/seed/orders.ts';
import { FITTING_ORDER_ID } from '../../server/seed/fittings.ts';
import { POPULATION_REGISTER } from '../../server/seed/fixtures.ts';
import { upgradeWorld } from '../../server/seed/world.ts';
import { rowsOf } from '../../server/db/index.ts';
import { json } from './helpers/http.ts';
import { seededDb, withTestServer } from './helpers/server.ts';

const server = withTestServer();
const FRIDA = 1;

describe('the seeded reference data of ordering', () => {
  it('has the three delivery methods and the population register', async () => {
    expect(await server.db.select().from(deliveryMethods).orderBy(asc(deliveryMethods.id))).toEqual(DELIVERY_METHODS);
    const people = await server.db.select().from(populationRegister);
    expect(people).toHaveLength(POPULATION_REGISTER.length);
    expect(people.filter((p) => p.customerId === null).map((p) => p.identityNumber).sort()).toEqual(['194004792380', '195410782394']);
    expect(people.filter((p) => p.customerId === null).every((p) => p.street === null && p.postalNo === null && p.city === null)).toBe(true);
  });

  it('adds nothing a second time (a data folder brought up to date keeps what it has)', async () => {
    expect(await seedOrderingReference(server.db)).toBe(false);
  });

});

describe('the seeded orders', () => {
  // The orders of ordering's seed (server/seed/orders.ts); the fittings' orders come after them (FITTING_ORDER_ID).
  const ordering = lt(webOrders.id, FITTING_ORDER_ID);

  it('Frida has six sent orders, statuses 20, 30, 80, 90 and 99, to clients of her municipalities and one base storage', async () => {
    const orders = await server.db.select().from(webOrders).where(ordering).orderBy(asc(webOrders.id));
    expect(orders.map((o) => o.id)).toEqual([0, 1, 2, 3, 4, 5].map((n) => FIRST_SEEDED_ORDER_ID + n));
    expect(orders.every((o) => o.orderedBy === FRIDA && o.responsible === FRIDA)).toBe(true);
    expect(orders.every((o) => o.orderNumber === String(7_000_000 + o.id))).toBe(true);
    expect([...new Set(orders.map((o) => o.status))].sort()).toEqual([20, 30, 80, 90, 99]);
    expect(orders.every((o) => (ORDER_STATUSES as readonly number[]).includes(o.status) && o.status >= 20 && o.orderDate !== null)).toBe(true);
    const facilityOrders = orders.filter((o) => o.receiverType === 'FACILITY');
    expect(facilityOrders).toHaveLength(1);
    const [storage] = await server.db.select().from(facilities).where(eq(facilities.id, facilityOrders[0]?.facilityId ?? 0));
    expect(storage?.categoryValue).toBe(2);
    const clientIds = orders.flatMap((o) => (o.clientId === null ? [] : [o.clientId]));
    const receivers = await server.db.select({ customerId: clients.customerId }).from(clients).where(inArray(clients.id, clientIds));
    expect(receivers.every((c) => ['1280', '1281', '1287', '1233', '1380', '1383'].includes(c.customerId ?? ''))).toBe(true);
  });

  it('every line is a product delivered or picked up, with the order’s status, an address, and a method when delivered to a client', async () => {
    const lines = await server.db
      .select({ line: webOrderContents, order: webOrders, orderable: products.isOrderable, fixed: products.isFixedAsset })
      .from(webOrderContents)
      .innerJoin(webOrders, eq(webOrders.id, webOrderContents.orderId))
      .innerJoin(products, eq(products.id, webOrderContents.productId))
      .where(ordering);
    expect(lines.length).toBeGreaterThanOrEqual(10);
    for (const { line, order, orderable, fixed } of lines) {
      expect(CONTENT_TYPES).toContain(line.contentType);
      expect(['PRODUCT_DELIVERY', 'PRODUCT_PICKUP']).toContain(line.contentType);
      expect(line.status).toBe(order.status);
      expect(line.address).not.toBeNull();
      expect(line.contact).not.toBeNull();
      expect(line.steps).toBe(5);
      expect(line.currentStep).toBe(5);
      if (line.contentType === 'PRODUCT_PICKUP') {
        expect(fixed).toBe(false);
        expect(line.address?.type).toBe('FACILITY');
        expect(line.fromFacilityId).toBe(line.address?.id);
        expect(line.deliveryMethodId).toBeNull();
      } else {
        expect(orderable).toBe(true);
        if (order.receiverType === 'CLIENT') expect(line.deliveryMethodId).not.toBeNull();
      }
    }
    // A joint delivery: at least two lines of one order with the same address and method.
    const joint = lines.filter(({ line }) => line.codeliveryId === 1);
    expect(joint.length).toBeGreaterThanOrEqual(2);
    expect(new Set(joint.map(({ line }) => `${line.orderId} ${line.address?.type} ${line.address?.id} ${line.deliveryMethodId}`)).size).toBe(1);
  });

  it('one line has a file: the completed order’s delivered Rollator, a PDF Frida attached while ordering (a completed line’s files, which no call can make)', async () => {
    const files = await server.db
      .select({ orderId: webOrderContents.orderId, status: webOrderContents.status, contentType: webOrderContents.contentType, productId: webOrderContents.productId, lineAt: webOrderContents.createdAt, userId: webOrderFiles.userId, at: webOrderFiles.at, name: webOrderFiles.name, type: webOrderFiles.contentType, content: webOrderFiles.content })
      .from(webOrderFiles)
      .innerJoin(webOrderContents, eq(webOrderContents.id, webOrderFiles.contentId));
    expect(files.map(({ orderId, status, contentType, productId, userId, name, type }) => ({ orderId, status, contentType, productId, userId, name, type }))).toEqual([
      { orderId: FIRST_SEEDED_ORDER_ID, status: 90, contentType: 'PRODUCT_DELIVERY', productId: 1, userId: FRIDA, name: 'Måttskiss rollator.pdf', type: 'application/pdf' },
    ]);
    const [file] = files;
    expect(new TextDecoder().decode(file?.content.subarray(0, 5))).toBe('%PDF-');
    // Attached after the line was made, before the order was sent.
    const [order] = await server.db.select({ orderDate: webOrders.orderDate }).from(webOrders).where(eq(webOrders.id, FIRST_SEEDED_ORDER_ID));
    expect(file && file.at > file.lineAt && file.at < (order?.orderDate ?? new Date(0))).toBe(true);
  });

  it('every order has its history: CREATED, then SENT', async () => {
    const history = await server.db.select().from(webOrderHistory).orderBy(asc(webOrderHistory.orderId), asc(webOrderHistory.at));
    const byOrder = new Map<number, typeof history>();
    for (const h of history) byOrder.set(h.orderId, [...(byOrder.get(h.orderId) ?? []), h]);
    expect([...byOrder.keys()].filter((id) => id < FITTING_ORDER_ID)).toHaveLength(6);
    for (const events of byOrder.values()) expect(events.slice(0, 2).map((e) => e.event)).toEqual(['CREATED', 'SENT']);
  });

  it('no preliminary order and no active order for any demo user; new ids come after the seeded ones', async () => {
    expect(await server.db.select().from(webOrders).where(eq(webOrders.status, 10))).toEqual([]);
    expect(await server.db.select().from(activeOrders)).toEqual([]);
    const [row] = rowsOf<{ n: number }>(await server.db.execute(sql`SELECT nextval(pg_get_serial_sequence('web_orders', 'id'))::int AS n`));
    expect(row?.n).toBeGreaterThan(FIRST_SEEDED_ORDER_ID + 5);
  });
});

describe('app data: the active order', () => {
  const appData = async (session: string) => json<AppData>(await server.request('/rs/authentication', { headers: { [SESSION_HEADER]: session } }));

  it('is null without one, and the caller’s active order ({ id }) with one; gone with the order', async () => {
    const session = await server.login('forskrivare@example.org');
    expect((await appData(session)).currentOrder).toBeNull();
    const now = new Date();
    const [order] = await server.db
      .insert(webOrders)
      .values({ orderNumber: 'T-1', receiverType: 'CLIENT', clientId: 1, status: 10, orderedBy: FRIDA, responsible: FRIDA, createdAt: now })
      .returning({ id: webOrders.id });
    if (!order) throw new Error('no order');
    await server.db.insert(activeOrders).values({ userId: FRIDA, orderId: order.id });
    expect((await appData(session)).currentOrder).toEqual({ id: order.id });
    // Another user's app data does not show it.
    expect((await appData(await server.login('planerare@example.org'))).currentOrder).toBeNull();
    await server.db.delete(webOrders).where(eq(webOrders.id, order.id));
    expect((await appData(session)).currentOrder).toBeNull();
  });
});

// Last: on PostgreSQL (the postgres project) without a seeded template database (a server that
// refuses CREATE DATABASE) seededDb() reseeds the one test database the server above reads, so
// this must run after every test of the seeded state.
describe('an older data folder', () => {
  it('a data folder seeded before migration 0009 gets them on start (upgradeWorld), not the orders', async () => {
    // What such a folder looks like after the migration: ordering's tables empty.
    const { db, close } = await seededDb();
    try {
      for (const table of [webOrders, deliveryMethods, populationRegister]) await db.delete(table);
      expect(await upgradeWorld(db, new Date())).toBe(true);
      expect(await db.select().from(deliveryMethods).orderBy(asc(deliveryMethods.id))).toEqual(DELIVERY_METHODS);
      expect(await db.select().from(populationRegister)).toHaveLength(POPULATION_REGISTER.length);
      expect(await db.select({ id: webOrders.id }).from(webOrders)).toEqual([]);
      expect(await upgradeWorld(db, new Date())).toBe(false);
    } finally {
      await close();
    }
  }, 60_000);
});
