/**
 * Orders on the reference server (spec 2 §3 Order, Order content line, §4 Cart and sending, Delivery
 * type, Joint delivery, Assembly or installation, §5 Delivery update, ETA, §7 Orders): an order for a
 * client and for a base storage, its lines and their rules, the delivery, ADD_TO_CART and
 * REVERT_TO_DRAFT, every send rule refused when SEND is called directly, idempotent sending, the
 * active order, and who may see what. Each test builds the order it needs through the API.
 */
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Fitting, FittingSummary } from '../../src/contract/fittings.ts';
import type { Delivery, Order, OrderContent, OrderSummary, SendConfirmation } from '../../src/contract/orders.ts';
import { CONTENT_STATUS, CONTENT_TYPES, FACILITY_CATEGORY, IDEMPOTENCY_HEADER, SESSION_HEADER, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../src/contract/constants.ts';
import { authorizations, clientAddresses, clients, facilities, fittings, productAccessories, products, productStock, stockItems, users, webOrderComments, webOrderContents, webOrders } from '../../server/db/schema.ts';
import { expectError, json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

type Page<T> = { page: T[]; count: number };

const server = withTestServer();
const FRIDA = 1;
const BASE_STORAGE = 2;
const FRIDA_MUNICIPALITIES = ['1280', '1281', '1287', '1233', '1380', '1383'];

const sessions = new Map<string, string>();
async function sessionOf(username: string): Promise<string> {
  let id = sessions.get(username);
  if (!id) {
    id = await server.login(username);
    sessions.set(username, id);
  }
  return id;
}

type Call = { method?: string; body?: unknown; user?: string; headers?: Record<string, string> };
async function call(path: string, { method = 'GET', body, user = 'forskrivare@example.org', headers: extra = {} }: Call = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': 'sv', [SESSION_HEADER]: await sessionOf(user), ...extra };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return server.request(`/rs/fsp/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) expect({ status: res.status, body: await res.text() }).toEqual({ status });
  return json<T>(res);
}

/** Seeded facts the tests pick from the plain tables. */
async function fixtures() {
  const db = server.db;
  const pick = async (where: ReturnType<typeof and>) => {
    const [row] = await db.select({ id: products.id }).from(products).where(where).orderBy(asc(products.id)).limit(1);
    if (!row) throw new Error('no such seeded product');
    return row.id;
  };
  const plain = await pick(and(eq(products.isOrderable, true), eq(products.isFixedAsset, false), eq(products.orderControl, 'NONE')));
  const other = await pick(and(eq(products.isOrderable, true), eq(products.isFixedAsset, false), eq(products.orderControl, 'NONE'), sql`${products.id} <> ${plain}`));
  const installationMandatory = await pick(and(eq(products.isOrderable, true), eq(products.orderControl, 'INSTALLATION_MANDATORY')));
  // Some available (quantity less allocated) in the base storage BASE_STORAGE, or in no base storage at all.
  const availableIn = (facility: number) =>
    sql`EXISTS (SELECT 1 FROM ${productStock} WHERE ${productStock.productId} = ${products.id} AND ${productStock.facilityId} = ${facility} AND ${productStock.quantity} - ${productStock.allocatedQuantity} > 0)`;
  const availableInNoBaseStorage = sql`NOT EXISTS (SELECT 1 FROM ${productStock} JOIN ${facilities} ON ${facilities.id} = ${productStock.facilityId}
    WHERE ${productStock.productId} = ${products.id} AND ${facilities.categoryValue} = ${FACILITY_CATEGORY.baseStorage} AND ${productStock.quantity} - ${productStock.allocatedQuantity} > 0)`;
  const notOrderable = await pick(and(eq(products.isOrderable, false), eq(products.isFixedAsset, false), availableIn(BASE_STORAGE)));
  const notOrderableNowhere = await pick(and(eq(products.isOrderable, false), eq(products.isFixedAsset, false), availableInNoBaseStorage));
  const plainNotHere = await pick(and(eq(products.isOrderable, true), eq(products.isFixedAsset, false), sql`NOT ${availableIn(BASE_STORAGE)}`));
  const fixedAsset = await pick(and(eq(products.isOrderable, true), eq(products.isFixedAsset, true)));
  const [client] = await db
    .select({ id: clients.id, customerId: clients.customerId })
    .from(clients)
    .innerJoin(clientAddresses, and(eq(clientAddresses.clientId, clients.id), eq(clientAddresses.isRegistered, true)))
    .where(and(eq(clients.customerId, '1280'), eq(clients.type, 'PERSON')))
    .orderBy(asc(clients.id))
    .limit(1);
  const [foreign] = await db.select({ id: clients.id }).from(clients).where(and(isNotNull(clients.customerId), notInArray(clients.customerId, FRIDA_MUNICIPALITIES))).limit(1);
  const [central] = await db.select({ id: facilities.id }).from(facilities).where(eq(facilities.categoryValue, FACILITY_CATEGORY.centralWarehouse)).limit(1);
  if (!client || !foreign || !central) throw new Error('seeded clients or facilities missing');
  return { plain, other, installationMandatory, notOrderable, notOrderableNowhere, plainNotHere, fixedAsset, client: client.id, foreign: foreign.id, central: central.id };
}
let facts: Awaited<ReturnType<typeof fixtures>> | undefined;
async function f() {
  facts ??= await fixtures();
  return facts;
}

async function newOrder(receiver: { type: 'CLIENT' | 'FACILITY' | 'Secret_ID'; id: number }, user?: string): Promise<Order> {
  return ok<Order>(await call('/web-orders', { method: 'POST', body: { receiver }, ...(user ? { user } : {}) }), 201);
}
async function addLine(order: number, body: Record<string, unknown>): Promise<OrderContent> {
  return ok<OrderContent>(await call(`/web-orders/${order}/content`, { method: 'POST', body }), 201);
}
async function deliver(order: number, line: number, choose: { method?: boolean } = {}): Promise<Delivery> {
  const delivery = await ok<Delivery>(await call(`/web-orders/${order}/content/${line}/delivery`));
  const address = delivery.addresses[0];
  const contact = delivery.contacts[0];
  if (!address || !contact) throw new Error('no delivery choices');
  return ok<Delivery>(
    await call(`/web-orders/${order}/content/${line}/delivery`, {
      method: 'PUT',
      body: { address: { id: address.id, type: address.type }, contact: { id: contact.id, type: contact.type }, deliveryMethod: choose.method === false ? null : { id: 1 } },
    }),
  );
}
async function toCart(order: number, line: number): Promise<OrderContent> {
  return ok<OrderContent>(await call(`/web-orders/${order}/content/${line}?action=ADD_TO_CART`, { method: 'POST' }));
}
/** A client order with one delivered line in the cart, ready to send. */
async function readyOrder(product?: number): Promise<{ order: Order; line: OrderContent }> {
  const x = await f();
  const order = await newOrder({ type: 'CLIENT', id: x.client });
  const line = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: product ?? x.plain, quantity: 2 } });
  await deliver(order.id, line.id);
  return { order, line: await toCart(order.id, line.id) };
}
const send = (order: number, key?: string) =>
  call(`/web-orders/${order}?action=SEND`, { method: 'POST', ...(key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {}) });

describe('an order', () => {
  it('is made for a client of the caller’s municipalities, becomes the active order, and shows its receiver', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    expect(order.status).toEqual({ value: 10, label: 'Preliminär' });
    expect(order.orderNumber).toBe(String(7_000_000 + order.id));
    expect(order.receiver).toMatchObject({ type: 'CLIENT', id: x.client, hasAuthorizationForMunicipal: true });
    expect(order.receiver.defaultAddress?.municipal).toBeTruthy();
    expect(order.isActive).toBe(true);
    expect(order.content).toEqual([]);
    expect(order.history.map((h) => h.event)).toEqual(['CREATED']);
    const app = await ok<{ currentOrder: { id: number } | null }>(await server.request('/rs/authentication', { headers: { [SESSION_HEADER]: await sessionOf('forskrivare@example.org') } }));
    expect(app.currentOrder).toEqual({ id: order.id });
  });

  it('is made from the specs’ own payload, `{id, type}` (spec 1 §7, spec 2 §7; issue 37), for a client and a base storage', async () => {
    const x = await f();
    const forClient = await ok<Order>(await call('/web-orders', { method: 'POST', body: { id: x.client, type: 'CLIENT' } }), 201);
    expect(forClient.receiver).toMatchObject({ type: 'CLIENT', id: x.client });
    const forStorage = await ok<Order>(await call('/web-orders', { method: 'POST', body: { id: BASE_STORAGE, type: 'FACILITY' } }), 201);
    expect(forStorage.receiver).toMatchObject({ type: 'FACILITY', id: BASE_STORAGE });
    // The same rules as the other shape's.
    await expectError(await call('/web-orders', { method: 'POST', body: { id: x.foreign, type: 'CLIENT' } }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await call('/web-orders', { method: 'POST', body: { id: x.client } }), 400, 'VALIDATION');
    for (const o of [forClient, forStorage]) expect((await call(`/web-orders/${o.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('is refused for a client of another municipality, an unknown client, or a facility that is not a base storage', async () => {
    const x = await f();
    await expectError(await call('/web-orders', { method: 'POST', body: { receiver: { type: 'CLIENT', id: x.foreign } } }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await call('/web-orders', { method: 'POST', body: { receiver: { type: 'CLIENT', id: 999_999 } } }), 404, 'RECEIVER_NOT_FOUND');
    await expectError(await call('/web-orders', { method: 'POST', body: { receiver: { type: 'FACILITY', id: x.central } } }), 404, 'RECEIVER_NOT_FOUND');
  });

  it('for a base storage and with a protected identity answers its receiver as such', async () => {
    const x = await f();
    const storage = await newOrder({ type: 'FACILITY', id: BASE_STORAGE });
    expect(storage.receiver).toMatchObject({ type: 'FACILITY', id: BASE_STORAGE, hasAuthorizationForMunicipal: true, firstName: null });
    const secret = await newOrder({ type: 'Secret_ID', id: x.client });
    expect(secret.receiver).toMatchObject({ type: 'Secret_ID', label: 'Skyddad identitet', firstName: null, surname: null, identityNumber: null, defaultAddress: null });
  });

  it('is another user’s: not found; SET_ACTIVE switches the active order; the note is kept', async () => {
    const x = await f();
    const first = await newOrder({ type: 'CLIENT', id: x.client });
    const second = await newOrder({ type: 'CLIENT', id: x.client });
    await expectError(await call(`/web-orders/${first.id}`, { user: 'planerare@example.org' }), 404, 'NOT_FOUND');
    expect((await ok<Order>(await call(`/web-orders/${second.id}`))).isActive).toBe(true);
    expect(await ok<{ id: number }>(await call(`/web-orders/${first.id}?action=SET_ACTIVE`, { method: 'POST' }))).toEqual({ id: first.id });
    expect((await ok<Order>(await call(`/web-orders/${first.id}`))).isActive).toBe(true);
    const noted = await ok<Order>(await call(`/web-orders/${first.id}`, { method: 'PUT', body: { note: 'Ring före leverans' } }));
    expect(noted.note).toBe('Ring före leverans');
    const open = await ok<Page<OrderSummary>>(await call('/web-orders?status=10&amount=100'));
    expect(open.page.map((o) => o.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(open.page.every((o) => o.status.value === 10)).toBe(true);
  });

  it('answers 403 when the caller is no longer authorized for the client’s municipality', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const [client] = await server.db.select({ customerId: clients.customerId }).from(clients).where(eq(clients.id, x.client));
    const customer = client?.customerId ?? '';
    await server.db.delete(authorizations).where(and(eq(authorizations.userId, FRIDA), eq(authorizations.type, 'MUNICIPALITY'), eq(authorizations.authId, customer)));
    try {
      await expectError(await call(`/web-orders/${order.id}`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    } finally {
      await server.db.insert(authorizations).values({ userId: FRIDA, type: 'MUNICIPALITY', authId: customer });
    }
  });

  it('is deleted while preliminary (and is no longer active)', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    expect((await call(`/web-orders/${order.id}`, { method: 'DELETE' })).status).toBe(204);
    await expectError(await call(`/web-orders/${order.id}`), 404, 'NOT_FOUND');
  });
});

describe('a line', () => {
  it('starts as a draft with its wizard’s steps, and a delivered product takes what its order control dictates', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const line = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.installationMandatory, quantity: 1 } });
    expect(line.status.value).toBe(5);
    expect(line.steps).toBe(5);
    expect(line.currentStep).toBe(1);
    expect(line.contentNumber).toBe(`${order.orderNumber}-1`);
    expect(line.subContentType?.value).toBe('INSTALLATION');
    expect(line.address).toBeNull();
    const second = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 3 }, currentStep: 2 });
    expect(second.contentNumber).toBe(`${order.orderNumber}-2`);
    expect(second.subContentType).toBeNull();
    expect(second.product).toMatchObject({ id: x.plain, quantity: 3 });
  });

  it('refuses a non-orderable product delivered, an inventory item picked up, and installation to a base storage', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    await expectError(await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'PRODUCT_DELIVERY', product: { id: x.notOrderable, quantity: 1 } } }), 400, 'NOT_ORDERABLE');
    await expectError(
      await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'PRODUCT_PICKUP', product: { id: x.fixedAsset, quantity: 1 }, fromFacility: { id: BASE_STORAGE } } }),
      400,
      'INVENTORY_PICKUP',
    );
    const storage = await newOrder({ type: 'FACILITY', id: BASE_STORAGE });
    await expectError(
      await call(`/web-orders/${storage.id}/content`, { method: 'POST', body: { contentType: 'PRODUCT_DELIVERY', product: { id: x.installationMandatory, quantity: 1 } } }),
      400,
      'INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE',
    );
  });

  it('picked up in a base storage has that storage as its address; delivered to a base storage the storage’s address', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const pickup = await addLine(order.id, { contentType: 'PRODUCT_PICKUP', product: { id: x.notOrderable, quantity: 2 }, fromFacility: { id: BASE_STORAGE } });
    expect(pickup.address).toMatchObject({ id: BASE_STORAGE, type: 'FACILITY' });
    expect(pickup.fromFacility?.id).toBe(BASE_STORAGE);
    // No base storage sent, and the caller's standard location is none: LOCATION_MISSING (spec 2 §8).
    const [own] = await server.db.select({ facilityId: users.facilityId }).from(users).where(eq(users.id, FRIDA));
    await server.db.update(users).set({ facilityId: null }).where(eq(users.id, FRIDA));
    try {
      await expectError(await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'PRODUCT_PICKUP', product: { id: x.plain, quantity: 1 }, currentStep: 1 } }), 400, 'LOCATION_MISSING');
    } finally {
      await server.db.update(users).set({ facilityId: own?.facilityId ?? null }).where(eq(users.id, FRIDA));
    }
    await expectError(
      await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'PRODUCT_PICKUP', product: { id: x.plain, quantity: 1 }, fromFacility: { id: x.central } } }),
      400,
      'NOT_A_BASE_STORAGE',
    );
    const storage = await newOrder({ type: 'FACILITY', id: BASE_STORAGE });
    const delivered = await addLine(storage.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    expect(delivered.address).toMatchObject({ id: BASE_STORAGE, type: 'FACILITY' });
  });

  it('picked up where the base storage has none of the product available: NOT_AVAILABLE_IN_BASE_STORAGE (spec 2 §8), sent or the caller’s own', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const pickup = (product: number, extra: Record<string, unknown> = {}, user?: string) =>
      call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'PRODUCT_PICKUP', product: { id: product, quantity: 1 }, currentStep: 1, ...extra }, ...(user ? { user } : {}) });
    // A product no base storage has (not orderable: a pickup is its only way), and one this base storage lacks.
    await expectError(await pickup(x.notOrderableNowhere, { fromFacility: { id: BASE_STORAGE } }), 400, 'NOT_AVAILABLE_IN_BASE_STORAGE');
    await expectError(await pickup(x.plainNotHere, { fromFacility: { id: BASE_STORAGE } }), 400, 'NOT_AVAILABLE_IN_BASE_STORAGE');
    // Nothing sent: the caller's standard location, Leo's base storage BL-MLM (BASE_STORAGE), is where it is looked for.
    const leo = 'lager@example.org';
    const leos = await newOrder({ type: 'CLIENT', id: x.client }, leo);
    await expectError(
      await call(`/web-orders/${leos.id}/content`, { method: 'POST', user: leo, body: { contentType: 'PRODUCT_PICKUP', product: { id: x.plainNotHere, quantity: 1 }, currentStep: 1 } }),
      400,
      'NOT_AVAILABLE_IN_BASE_STORAGE',
    );
    // A delivered line made a pickup there: refused, and it stays delivered.
    const delivered = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plainNotHere, quantity: 1 } });
    const line = `/web-orders/${order.id}/content/${delivered.id}`;
    await expectError(await call(line, { method: 'PUT', body: { contentType: 'PRODUCT_PICKUP', fromFacility: { id: BASE_STORAGE } } }), 400, 'NOT_AVAILABLE_IN_BASE_STORAGE');
    expect((await ok<OrderContent>(await call(line))).contentType).toBe('PRODUCT_DELIVERY');
    // All of it allocated is none available; freed again, the same pickup is made.
    const rows = await server.db
      .select({ id: stockItems.id, allocated: stockItems.allocatedQuantity })
      .from(stockItems)
      .where(and(eq(stockItems.productId, x.notOrderable), eq(stockItems.facilityId, BASE_STORAGE), isNull(stockItems.clientId)));
    await server.db.update(stockItems).set({ allocatedQuantity: sql`${stockItems.quantity}` }).where(inArray(stockItems.id, rows.map((r) => r.id)));
    try {
      await expectError(await pickup(x.notOrderable, { fromFacility: { id: BASE_STORAGE } }), 400, 'NOT_AVAILABLE_IN_BASE_STORAGE');
    } finally {
      for (const r of rows) await server.db.update(stockItems).set({ allocatedQuantity: r.allocated }).where(eq(stockItems.id, r.id));
    }
    expect((await pickup(x.notOrderable, { fromFacility: { id: BASE_STORAGE } })).status).toBe(201);
    for (const o of [order, leos]) expect((await call(`/web-orders/${o.id}`, { method: 'DELETE', ...(o === leos ? { user: leo } : {}) })).status).toBe(204);
  });

  it('changes only what is sent; an ETA before today is refused; the quantity counter changes the quantity', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const line = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    const moved = await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${line.id}`, { method: 'PUT', body: { currentStep: 3, text: 'Till entrén' } }));
    expect(moved).toMatchObject({ currentStep: 3, text: 'Till entrén', product: { quantity: 1 } });
    await expectError(await call(`/web-orders/${order.id}/content/${line.id}`, { method: 'PUT', body: { deliveryDate: '2000-01-01' } }), 400, 'ETA_OUT_OF_RANGE');
    const later = new Date(server.clock.now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect((await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${line.id}`, { method: 'PUT', body: { deliveryDate: later } }))).deliveryDate).toBe(later);
    expect((await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${line.id}/lines`, { method: 'PUT', body: { quantity: 7 } }))).product?.quantity).toBe(7);
  });

  it('needs an address (and, delivered to a client, a method) to go into the cart, and reverts to a draft', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const line = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    await expectError(await call(`/web-orders/${order.id}/content/${line.id}?action=ADD_TO_CART`, { method: 'POST' }), 409, 'NO_ADDRESS_OR_CONTACT');
    const delivery = await ok<Delivery>(await call(`/web-orders/${order.id}/content/${line.id}/delivery`));
    expect(delivery.deliveryMethodRequired).toBe(true);
    expect(delivery.contacts.map((c) => c.type)).toEqual(expect.arrayContaining(['PRESCRIBER', 'CLIENT']));
    const address = delivery.addresses[0];
    const contact = delivery.contacts[0];
    if (!address || !contact) throw new Error('no choices');
    await expectError(
      await call(`/web-orders/${order.id}/content/${line.id}/delivery`, { method: 'PUT', body: { address: { id: address.id, type: address.type }, contact: { id: contact.id, type: contact.type }, deliveryMethod: null } }),
      400,
      'NO_DELIVERY_METHOD',
    );
    await expectError(
      await call(`/web-orders/${order.id}/content/${line.id}/delivery`, { method: 'PUT', body: { address: { id: 999_999, type: 'CLIENT_ADDRESS' }, contact: { id: contact.id, type: contact.type }, deliveryMethod: { id: 1 } } }),
      400,
      'NO_ADDRESS_OR_CONTACT',
    );
    await deliver(order.id, line.id);
    const inCart = await toCart(order.id, line.id);
    expect(inCart.status.value).toBe(10);
    expect(inCart.currentStep).toBe(5);
    const draft = await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${line.id}?action=REVERT_TO_DRAFT`, { method: 'POST' }));
    expect(draft.status.value).toBe(5);
    expect((await call(`/web-orders/${order.id}/content/${line.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('has its additional information and accessories', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const line = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    const form = { text: 'Lämnas hos grannen', requestedDeliveryDate: null, contactBeforeDelivery: true };
    expect(await ok(await call(`/web-orders/${order.id}/content/${line.id}/form`, { method: 'PUT', body: form }))).toEqual(form);
    expect(await ok(await call(`/web-orders/${order.id}/content/${line.id}/form`))).toEqual(form);
    await expectError(await call(`/web-orders/${order.id}/content/${line.id}/accessories`, { method: 'PUT', body: [{ id: x.other, selected: true }] }), 400, 'ACCESSORIES_MISSING');
  });
});

describe('sending', () => {
  it('sends a ready order once: status 20, every line ordered, no longer active, a history entry', async () => {
    const { order } = await readyOrder();
    const confirmation = await ok<SendConfirmation>(await send(order.id, 'key-send-once-1'));
    expect(confirmation).toMatchObject({ id: order.id, orderNumber: order.orderNumber, lineCount: 1, email: 'forskrivare@example.org' });
    const sent = await ok<Order>(await call(`/web-orders/${order.id}`));
    expect(sent.status.value).toBe(20);
    expect(sent.isActive).toBe(false);
    expect(sent.content.every((l) => l.status.value === 20)).toBe(true);
    expect(sent.history.map((h) => h.event)).toEqual(['CREATED', 'SENT']);
    await expectError(await call(`/web-orders/${order.id}/content/${sent.content[0]?.id}/lines`, { method: 'PUT', body: { quantity: 3 } }), 409, 'ORDER_NOT_EDITABLE');
    const listed = await ok<Page<OrderSummary>>(await call(`/web-orders?freeTextSearch=${order.orderNumber}`));
    expect(listed.page.map((o) => o.id)).toEqual([order.id]);
  });

  it('is idempotent: a retry or a doubled send with the same key makes one order; another key is refused', async () => {
    const { order } = await readyOrder();
    const [a, b] = await Promise.all([send(order.id, 'key-doubled-0001'), send(order.id, 'key-doubled-0001')]);
    const first = await ok<SendConfirmation>(a);
    expect(await ok<SendConfirmation>(b)).toEqual(first);
    expect(await ok<SendConfirmation>(await send(order.id, 'key-doubled-0001'))).toEqual(first);
    await expectError(await send(order.id, 'key-another-0002'), 409, 'ORDER_NOT_EDITABLE');
    const history = (await ok<Order>(await call(`/web-orders/${order.id}`))).history.filter((h) => h.event === 'SENT');
    expect(history).toHaveLength(1);

    const other = await readyOrder();
    const results = await Promise.all([send(other.order.id, 'key-race-a-0001'), send(other.order.id, 'key-race-b-0002')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses an empty cart, a draft, a line without address, a client delivery without method', async () => {
    const x = await f();
    const empty = await newOrder({ type: 'CLIENT', id: x.client });
    await expectError(await send(empty.id, 'key-empty-00001'), 409, 'CART_EMPTY');

    const drafted = await readyOrder();
    await addLine(drafted.order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.other, quantity: 1 } });
    await expectError(await send(drafted.order.id, 'key-draft-00001'), 409, 'CART_DRAFT_INFO_MESSAGE');

    // A line without an address or method in the cart (a state the API does not lead to, made directly).
    const { order, line } = await readyOrder();
    const { webOrderContents } = await import('../../server/db/schema.ts');
    await server.db.update(webOrderContents).set({ deliveryMethodId: null }).where(eq(webOrderContents.id, line.id));
    await expectError(await send(order.id, 'key-method-0001'), 409, 'NO_DELIVERY_METHOD');
    await server.db.update(webOrderContents).set({ address: null }).where(eq(webOrderContents.id, line.id));
    await expectError(await send(order.id, 'key-address-001'), 409, 'NO_ADDRESS_OR_CONTACT');
  });

  it('refuses a client receiver the caller is no longer authorized for', async () => {
    const x = await f();
    const { order } = await readyOrder();
    const [client] = await server.db.select({ customerId: clients.customerId }).from(clients).where(eq(clients.id, x.client));
    const customer = client?.customerId ?? '';
    await server.db.delete(authorizations).where(and(eq(authorizations.userId, FRIDA), eq(authorizations.type, 'MUNICIPALITY'), eq(authorizations.authId, customer)));
    try {
      await expectError(await send(order.id, 'key-unauth-0001'), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    } finally {
      await server.db.insert(authorizations).values({ userId: FRIDA, type: 'MUNICIPALITY', authId: customer });
    }
  });

  it('refuses joint delivery on one line or on lines of different methods, and sends it on two matching lines', async () => {
    const x = await f();
    const { order, line } = await readyOrder();
    await ok(await call(`/web-orders/${order.id}/content/${line.id}`, { method: 'PUT', body: { codeliveryId: 1 } }));
    await expectError(await send(order.id, 'key-joint-00001'), 409, 'MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY');
    const second = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.other, quantity: 1 } });
    const delivery = await ok<Delivery>(await call(`/web-orders/${order.id}/content/${second.id}/delivery`));
    const [address] = delivery.addresses;
    const [contact] = delivery.contacts;
    if (!address || !contact) throw new Error('no choices');
    await ok(await call(`/web-orders/${order.id}/content/${second.id}/delivery`, { method: 'PUT', body: { address, contact, deliveryMethod: { id: 2 } } }));
    await toCart(order.id, second.id);
    await ok(await call(`/web-orders/${order.id}/content/${second.id}`, { method: 'PUT', body: { codeliveryId: 1 } }));
    await expectError(await send(order.id, 'key-joint-00002'), 409, 'MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY');
    await ok(await call(`/web-orders/${order.id}/content/${second.id}/delivery`, { method: 'PUT', body: { address, contact, deliveryMethod: { id: 1 } } }));
    await ok<SendConfirmation>(await send(order.id, 'key-joint-00003'));
  });

  it('refuses an installation line to a base storage', async () => {
    const x = await f();
    const storage = await newOrder({ type: 'FACILITY', id: BASE_STORAGE });
    const line = await addLine(storage.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    await deliver(storage.id, line.id, { method: false });
    await toCart(storage.id, line.id);
    // The product's control changed after it was added (a state the API does not lead to otherwise).
    await server.db.update(products).set({ orderControl: 'INSTALLATION_MANDATORY' }).where(eq(products.id, x.plain));
    try {
      await expectError(await send(storage.id, 'key-install-001'), 409, 'INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE');
    } finally {
      await server.db.update(products).set({ orderControl: 'NONE' }).where(eq(products.id, x.plain));
    }
    await ok<SendConfirmation>(await send(storage.id, 'key-install-002'));
    const [row] = await server.db.select({ status: webOrders.status }).from(webOrders).where(inArray(webOrders.id, [storage.id]));
    expect(row?.status).toBe(20);
  });
});

describe('an order’s other calls', () => {
  it('are refused on a sent order (409), except reading and comments', async () => {
    const { order, line } = await readyOrder();
    await ok<SendConfirmation>(await send(order.id, 'key-sent-closed-1'));
    const base = `/web-orders/${order.id}`;
    await expectError(await call(base, { method: 'PUT', body: { note: 'x' } }), 409, 'ORDER_NOT_EDITABLE');
    await expectError(await call(base, { method: 'DELETE' }), 409, 'ORDER_NOT_EDITABLE');
    await expectError(await call(`${base}?action=SET_ACTIVE`, { method: 'POST' }), 409, 'ORDER_NOT_EDITABLE');
    await expectError(await call(`${base}/content`, { method: 'POST', body: { contentType: 'PRODUCT_DELIVERY', product: { id: line.product?.id, quantity: 1 } } }), 409, 'ORDER_NOT_EDITABLE');
    await expectError(await call(`${base}/content/${line.id}`, { method: 'PUT', body: { text: 'x' } }), 409, 'ORDER_NOT_EDITABLE');
    await expectError(await call(`${base}/content/${line.id}`, { method: 'DELETE' }), 409, 'ORDER_NOT_EDITABLE');
    await expectError(await call(`${base}/content/${line.id}?action=REVERT_TO_DRAFT`, { method: 'POST' }), 409, 'ORDER_NOT_EDITABLE');
    await expectError(await call(`${base}/content/${line.id}/form`, { method: 'PUT', body: { text: null, requestedDeliveryDate: null, contactBeforeDelivery: false } }), 409, 'ORDER_NOT_EDITABLE');
    expect((await ok<OrderContent>(await call(`${base}/content/${line.id}`))).status.value).toBe(20);
    const comment = await ok<{ id: number; createdBy: string }>(await call(`${base}/content/${line.id}/comments`, { method: 'POST', body: { comment: 'Levereras på tisdag?', type: 'EXTERNAL' } }), 201);
    expect(comment.createdBy).not.toBe('');
  });

  it('is not found for another user on every call, its lines included', async () => {
    const x = await f();
    const { order, line } = await readyOrder();
    const other = { user: 'tekniker@example.org' };
    await expectError(await call(`/web-orders/${order.id}`, other), 404, 'NOT_FOUND');
    await expectError(await call(`/web-orders/${order.id}/content/${line.id}`, other), 404, 'NOT_FOUND');
    await expectError(await call(`/web-orders/${order.id}/content/${line.id}/delivery`, other), 404, 'NOT_FOUND');
    await expectError(await call(`/web-orders/${order.id}/content/${line.id}/comments`, other), 404, 'NOT_FOUND');
    await expectError(await call(`/web-orders/${order.id}/content`, { ...other, method: 'POST', body: { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } } }), 404, 'NOT_FOUND');
    await expectError(await call(`/web-orders/${order.id}?action=SEND`, { ...other, method: 'POST' }), 404, 'NOT_FOUND');
    await expectError(await call(`/web-orders/${order.id}`, { ...other, method: 'DELETE' }), 404, 'NOT_FOUND');
    const theirs = await ok<Page<OrderSummary>>(await call('/web-orders?status=10&amount=100', other));
    expect(theirs.page.map((o) => o.id)).not.toContain(order.id);
    // A line of another order is not found under this one.
    const mine = await newOrder({ type: 'CLIENT', id: x.client });
    await expectError(await call(`/web-orders/${mine.id}/content/${line.id}`), 404, 'NOT_FOUND');
  });

  it('answers its labels in English', async () => {
    const x = await f();
    const order = await newOrder({ type: 'Secret_ID', id: x.client });
    const res = await server.request(`/rs/fsp/v1/web-orders/${order.id}`, { headers: { 'Accept-Language': 'en', [SESSION_HEADER]: await sessionOf('forskrivare@example.org') } });
    const english = await ok<Order>(res);
    expect(english.status.label).toBe('Preliminary');
    expect(english.receiver.label).toBe('Protected identity');
  });
});

describe('the list of orders', () => {
  it('shows sent orders by default, filters, searches and sorts them, and counts their lines', async () => {
    const x = await f();
    const [client] = await server.db.select().from(clients).where(eq(clients.id, x.client));
    if (!client) throw new Error('no client');
    const { order, line } = await readyOrder();
    const second = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.other, quantity: 1 } });
    await deliver(order.id, second.id);
    await toCart(order.id, second.id);
    await ok<SendConfirmation>(await send(order.id, 'key-list-000001'));
    const preliminary = await newOrder({ type: 'CLIENT', id: x.client });
    expect(line.status.value).toBe(10);

    const sent = await ok<Page<OrderSummary>>(await call(`/web-orders?clientId=${x.client}&amount=100`));
    expect(sent.page.every((o) => o.status.value >= 20)).toBe(true);
    expect(sent.page.map((o) => o.id)).toContain(order.id);
    expect(sent.page.map((o) => o.id)).not.toContain(preliminary.id);
    expect(sent.page.find((o) => o.id === order.id)?.lineCount).toBe(2);
    expect(sent.count).toBeGreaterThanOrEqual(sent.page.length);

    const search = async (text: string) => (await ok<Page<OrderSummary>>(await call(`/web-orders?amount=100&freeTextSearch=${encodeURIComponent(text)}`))).page.map((o) => o.id);
    expect(await search(order.orderNumber.slice(0, 5))).toContain(order.id);
    expect(await search(client.surname.toUpperCase())).toContain(order.id);
    expect(await search(`${client.firstName} ${client.surname}`.toLowerCase())).toContain(order.id);
    expect(await search(client.identityNumber.slice(0, 6))).toContain(order.id);
    expect(await search('zzzqqq')).not.toContain(order.id);

    const todayStockholm = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(server.clock.now);
    const fromToday = await ok<Page<OrderSummary>>(await call(`/web-orders?amount=100&fromOrderDate=${todayStockholm}&toOrderDate=${todayStockholm}`));
    expect(fromToday.page.map((o) => o.id)).toContain(order.id);
    const yesterday = new Date(server.clock.now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
    const before = await ok<Page<OrderSummary>>(await call(`/web-orders?amount=100&toOrderDate=${yesterday}`));
    expect(before.page.map((o) => o.id)).not.toContain(order.id);

    const open = await ok<Page<OrderSummary>>(await call('/web-orders?status=10&amount=100'));
    expect(open.page.map((o) => o.id)).toContain(preliminary.id);
    expect(open.page.every((o) => o.status.value === 10)).toBe(true);

    for (const sort of ['orderDate', 'orderNumber', 'receiver', 'orderedBy', 'status']) {
      for (const dir of ['asc', 'desc']) {
        const page = await ok<Page<OrderSummary>>(await call(`/web-orders?status=10,20&amount=100&sort=${sort}:${dir}`));
        expect(page.page.length).toBeGreaterThan(0);
        if (sort === 'orderNumber') {
          const numbers = page.page.map((o) => o.orderNumber);
          const sorted = [...numbers].sort();
          expect(numbers).toEqual(dir === 'asc' ? sorted : sorted.reverse());
        }
      }
    }
    const paged = await ok<Page<OrderSummary>>(await call('/web-orders?status=10&amount=1&start=0'));
    expect(paged.page).toHaveLength(1);
    expect(paged.count).toBeGreaterThan(1);
  });

  it('never finds a protected identity by the client’s name', async () => {
    const x = await f();
    const [client] = await server.db.select().from(clients).where(eq(clients.id, x.client));
    if (!client) throw new Error('no client');
    const secret = await newOrder({ type: 'Secret_ID', id: x.client });
    const byName = await ok<Page<OrderSummary>>(await call(`/web-orders?status=10&amount=100&freeTextSearch=${encodeURIComponent(client.surname)}`));
    expect(byName.page.map((o) => o.id)).not.toContain(secret.id);
    const byNumber = await ok<Page<OrderSummary>>(await call(`/web-orders?status=10&amount=100&freeTextSearch=${secret.orderNumber}`));
    expect(byNumber.page.map((o) => o.id)).toEqual([secret.id]);
  });

  it('offers the clients and base storages of the caller’s orders as filters, a first page found by name', async () => {
    type Filters = { clients: { id: number; label: string }[]; facilities: { id: number; label: string }[]; more: { clients: boolean; facilities: boolean }; chosen: { client: { id: number; label: string } | null; facility: { id: number; label: string } | null } };
    const x = await f();
    const [client] = await server.db.select({ firstName: clients.firstName, surname: clients.surname }).from(clients).where(eq(clients.id, x.client));
    if (!client?.firstName || !client.surname) throw new Error('seeded client missing');
    const filters = (query: string) => call(`/web-orders/filters?${query}`).then((r) => ok<Filters>(r));
    // The first page: at most `amount` of each, in name order, and whether there are more.
    const first = await filters('clients=true&facilities=true&amount=3');
    expect(first.clients.length).toBeLessThanOrEqual(3);
    const all = await filters('clients=true&facilities=true&amount=50');
    const storage = all.facilities.at(-1);
    if (!storage) throw new Error('no base storage with orders in the seed');
    expect(first.more.clients).toBe(all.clients.length > 3);
    expect(all.clients.slice(0, 3)).toEqual(first.clients);
    // By name: every word typed, any case, in first name or surname; a base storage by its name.
    const byName = await filters(`clients=true&facilities=false&searchValue=${encodeURIComponent(`${client.surname.toUpperCase()} ${client.firstName.slice(0, 2).toLowerCase()}`)}`);
    expect(byName.clients.map((c) => c.id)).toContain(x.client);
    for (const c of byName.clients) expect(c.label.toLocaleLowerCase('sv')).toContain(client.surname.toLocaleLowerCase('sv'));
    expect(byName.facilities).toEqual([]);
    const byStorage = await filters(`clients=false&facilities=true&searchValue=${encodeURIComponent(storage.label.split(' ').at(-1)?.toLowerCase() ?? '')}`);
    expect(byStorage.facilities.map((c) => c.id)).toContain(storage.id);
    expect(byStorage.clients).toEqual([]);
    expect((await filters('clients=true&facilities=true&searchValue=zzqqxxnothing')).clients).toEqual([]);
    // A chosen one is named, whichever page it is on; one the caller has no orders of is not.
    const chosen = await filters(`clients=true&facilities=true&searchValue=zzqqxxnothing&clientId=${x.client}&facilityId=${storage.id}`);
    expect(chosen.chosen).toEqual({ client: { id: x.client, label: `${client.firstName} ${client.surname}` }, facility: storage });
    expect((await filters(`clients=true&facilities=true&clientId=${x.foreign}`)).chosen.client).toBeNull();
    // Small on any seed: a page of each kind, never every receiver.
    expect(JSON.stringify(all).length).toBeLessThan(5 * 1024);
    const none = await filters('clients=false&facilities=false');
    expect(none).toEqual({ clients: [], facilities: [], more: { clients: false, facilities: false }, chosen: { client: null, facility: null } });
    await expectError(await call('/web-orders/filters?amount=51'), 400, 'VALIDATION');
    await expectError(await call(`/web-orders/filters?searchValue=${'x'.repeat(101)}`), 400, 'VALIDATION');
  });
});

describe('the list of orders on its indexes (migration 0010)', () => {
  it('counts each tab from the summary exactly as the orders are counted, for every user, mine or not, as orders are sent and deleted', async () => {
    const users = ['forskrivare@example.org', 'tekniker@example.org', 'begransad@example.org'];
    const check = async () => {
      for (const user of users) {
        for (const status of ['', '20,30,80', '90,99', '10', '20,30,80,90,99']) {
          for (const mine of ['false', 'true']) {
            const query = `/web-orders?amount=1&mine=${mine}${status ? `&status=${status}` : ''}`;
            const summed = await ok<Page<OrderSummary>>(await call(query, { user }));
            // A date filter takes the other path: the matching orders counted one by one.
            const counted = await ok<Page<OrderSummary>>(await call(`${query}&fromOrderDate=2000-01-01`, { user }));
            expect({ user, status, mine, n: summed.count }).toEqual({ user, status, mine, n: counted.count });
          }
        }
      }
    };
    await check();
    const { order } = await readyOrder();
    await ok<SendConfirmation>(await send(order.id, 'key-counts-00001'));
    const x = await f();
    const removed = await newOrder({ type: 'CLIENT', id: x.client });
    await check();
    expect((await call(`/web-orders/${removed.id}`, { method: 'DELETE' })).status).toBe(204);
    await check();
  });

  it('filters dates by the day in Stockholm, and finds a receiver by a word’s start, following a client’s new name', async () => {
    const x = await f();
    const { order } = await readyOrder();
    await ok<SendConfirmation>(await send(order.id, 'key-dates-000001'));
    // 23:30 in Stockholm on 20 November (22:30 UTC).
    await server.db.update(webOrders).set({ orderDate: new Date('2026-11-20T22:30:00Z') }).where(eq(webOrders.id, order.id));
    const ids = async (query: string) => (await ok<Page<OrderSummary>>(await call(`/web-orders?amount=100&clientId=${x.client}${query}`))).page.map((o) => o.id);
    expect(await ids('&fromOrderDate=2026-11-20&toOrderDate=2026-11-20')).toContain(order.id);
    expect(await ids('&toOrderDate=2026-11-19')).not.toContain(order.id);
    expect(await ids('&fromOrderDate=2026-11-21')).not.toContain(order.id);

    const [client] = await server.db.select().from(clients).where(eq(clients.id, x.client));
    if (!client) throw new Error('no client');
    const search = async (text: string) => (await ok<Page<OrderSummary>>(await call(`/web-orders?amount=100&freeTextSearch=${encodeURIComponent(text)}`))).page.map((o) => o.id);
    // A word's start only: not the middle of the surname.
    expect(await search(client.surname.slice(1))).not.toContain(order.id);
    expect(await search(`  ${client.firstName.toUpperCase()}   ${client.surname.slice(0, 2)} `)).toContain(order.id);
    // The words follow the order's status; each order is counted once, however many of its words match.
    const found = async (query: string) => ok<Page<OrderSummary>>(await call(`/web-orders?amount=100&freeTextSearch=${order.orderNumber}${query}`));
    expect(await found('&status=20')).toMatchObject({ count: 1, page: [{ id: order.id }] });
    await server.db.update(webOrders).set({ status: 90 }).where(eq(webOrders.id, order.id));
    expect(await found('&status=20')).toMatchObject({ count: 0, page: [] });
    expect(await found('&status=90')).toMatchObject({ count: 1, page: [{ id: order.id }] });
    // Past the last page: no orders, and still the total.
    expect(await found('&status=90&from=100')).toMatchObject({ count: 1, page: [] });
    for (const sort of ['orderDate:asc', 'orderNumber:desc', 'receiver:asc', 'orderedBy:desc', 'status:asc']) {
      expect(await found(`&status=90&sort=${sort}`)).toMatchObject({ count: 1, page: [{ id: order.id }] });
    }
    const byName = await ok<Page<OrderSummary>>(await call(`/web-orders?amount=100&status=90&freeTextSearch=${encodeURIComponent(`${client.firstName} ${client.surname}`)}`));
    expect(byName.count).toBe(byName.page.length);
    expect(new Set(byName.page.map((o) => o.id)).size).toBe(byName.page.length);
    await server.db.update(clients).set({ surname: 'Ödegård' }).where(eq(clients.id, x.client));
    try {
      expect(await search('ödeg')).toContain(order.id);
      expect(await search(client.surname)).not.toContain(order.id);
    } finally {
      await server.db.update(clients).set({ surname: client.surname }).where(eq(clients.id, x.client));
    }
  });

  it('sorts by ordered-by on the maker’s surname and first name, following a rename', async () => {
    const { order } = await readyOrder();
    await ok<SendConfirmation>(await send(order.id, 'key-maker-000001'));
    const makerSort = async () => (await server.db.select({ s: webOrders.makerSort }).from(webOrders).where(eq(webOrders.id, order.id)))[0]?.s;
    expect(await makerSort()).toBe('förskrivare frida');
    const [frida] = await server.db.select({ surname: users.surname }).from(users).where(eq(users.id, FRIDA));
    await server.db.update(users).set({ surname: 'Öberg' }).where(eq(users.id, FRIDA));
    try {
      expect(await makerSort()).toBe('öberg frida');
    } finally {
      await server.db.update(users).set({ surname: frida?.surname ?? 'Förskrivare' }).where(eq(users.id, FRIDA));
    }
    for (const dir of ['asc', 'desc']) {
      const page = await ok<Page<OrderSummary>>(await call(`/web-orders?amount=100&status=20,30,80,90,99&sort=orderedBy:${dir}`, { user: 'tekniker@example.org' }));
      const names = page.page.map((o) => `${o.orderedBy.surname} ${o.orderedBy.firstName}`.toLowerCase());
      const sorted = [...names].sort();
      expect(names).toEqual(dir === 'asc' ? sorted : sorted.reverse());
    }
  });

  it('keeps an order with the municipality it was sent in, when its client moves', async () => {
    const x = await f();
    const { order } = await readyOrder();
    await ok<SendConfirmation>(await send(order.id, 'key-moved-000001'));
    const tove = { user: 'tekniker@example.org' }; // 1280 only
    const [client] = await server.db.select({ customerId: clients.customerId }).from(clients).where(eq(clients.id, x.client));
    await server.db.update(clients).set({ customerId: '1281' }).where(eq(clients.id, x.client));
    try {
      expect((await ok<Order>(await call(`/web-orders/${order.id}`, tove))).id).toBe(order.id);
      const [row] = await server.db.select({ municipalityId: webOrders.municipalityId }).from(webOrders).where(eq(webOrders.id, order.id));
      expect(row?.municipalityId).toBe('1280');
    } finally {
      await server.db.update(clients).set({ customerId: client?.customerId ?? null }).where(eq(clients.id, x.client));
    }
  });
});

describe('an order another user sent (the order list and detail)', () => {
  it('is read by a user of its municipality, with its lines, comments and files, listed for them unless mine=true, and never changed by them', async () => {
    const x = await f();
    const { order, line } = await readyOrder();
    await ok<SendConfirmation>(await send(order.id, 'key-others-read-1'));
    const tove = { user: 'tekniker@example.org' };
    const base = `/web-orders/${order.id}`;
    const read = await ok<Order>(await call(base, tove));
    expect(read).toMatchObject({ id: order.id, isActive: false, status: { value: 20 } });
    expect(read.history.map((h) => h.event)).toContain('SENT');
    expect((await ok<Page<OrderContent>>(await call(`${base}/content`, tove))).page.map((l) => l.id)).toEqual([line.id]);
    expect((await ok<OrderContent>(await call(`${base}/content/${line.id}`, tove))).id).toBe(line.id);
    await ok(await call(`${base}/content/${line.id}/comments`, tove));
    await ok(await call(`${base}/content/${line.id}/files`, tove));
    // Only its maker changes it, or reads what a wizard step reads.
    await expectError(await call(`${base}/content/${line.id}/comments`, { ...tove, method: 'POST', body: { comment: 'Hej', type: 'EXTERNAL' } }), 404, 'NOT_FOUND');
    await expectError(await call(`${base}/content/${line.id}/delivery`, tove), 404, 'NOT_FOUND');
    await expectError(await call(`${base}?action=SET_ACTIVE`, { ...tove, method: 'POST' }), 404, 'NOT_FOUND');
    await expectError(await call(base, { ...tove, method: 'DELETE' }), 404, 'NOT_FOUND');

    const listed = async (query: string, user?: string) =>
      (await ok<Page<OrderSummary>>(await call(`/web-orders?amount=100&freeTextSearch=${order.orderNumber}${query}`, user ? { user } : {}))).page.map((o) => o.id);
    expect(await listed('', tove.user)).toEqual([order.id]);
    expect(await listed('&mine=true', tove.user)).toEqual([]);
    expect(await listed('&mine=true')).toEqual([order.id]);
    const filters = async (query: string) => ok<{ chosen: { client: { id: number } | null } }>(await call(`/web-orders/filters?clients=true&facilities=true&clientId=${x.client}${query}`, tove));
    expect((await filters('')).chosen.client?.id).toBe(x.client);
    expect((await filters('&mine=true')).chosen.client).toBeNull();
  });

  it('answers 403 to a user not authorized for its municipality, and is not listed for them', async () => {
    const { order } = await readyOrder();
    await ok<SendConfirmation>(await send(order.id, 'key-others-read-2'));
    const bo = { user: 'begransad@example.org' };
    await expectError(await call(`/web-orders/${order.id}`, bo), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    const listed = await ok<Page<OrderSummary>>(await call(`/web-orders?amount=100&freeTextSearch=${order.orderNumber}`, bo));
    expect(listed.page).toEqual([]);
  });

  it('stays its maker’s while preliminary (a cart) and when its receiver is a protected identity', async () => {
    const x = await f();
    const tove = { user: 'tekniker@example.org' };
    const preliminary = await newOrder({ type: 'CLIENT', id: x.client });
    await expectError(await call(`/web-orders/${preliminary.id}`, tove), 404, 'NOT_FOUND');
    const secret = await newOrder({ type: 'Secret_ID', id: x.client });
    await server.db.update(webOrders).set({ status: 20, orderDate: server.clock.now }).where(eq(webOrders.id, secret.id));
    await expectError(await call(`/web-orders/${secret.id}`, tove), 404, 'NOT_FOUND');
    const listed = await ok<Page<OrderSummary>>(await call(`/web-orders?status=10,20&amount=100&freeTextSearch=${secret.orderNumber}`, tove));
    expect(listed.page).toEqual([]);
    expect((await ok<Page<OrderSummary>>(await call(`/web-orders?status=10,20&amount=100&freeTextSearch=${preliminary.orderNumber}`, tove))).page).toEqual([]);
  });
});

describe('a line’s details', () => {
  it('switching between delivery and pickup resets its address and method', async () => {
    const { order, line } = await readyOrder();
    const pickup = await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${line.id}`, { method: 'PUT', body: { contentType: 'PRODUCT_PICKUP', fromFacility: { id: BASE_STORAGE } } }));
    expect(pickup).toMatchObject({ contentType: 'PRODUCT_PICKUP', address: { id: BASE_STORAGE, type: 'FACILITY' }, deliveryMethod: null, fromFacility: { id: BASE_STORAGE } });
    const pickupDelivery = await ok<Delivery>(await call(`/web-orders/${order.id}/content/${line.id}/delivery`));
    expect(pickupDelivery.addresses.map((a) => [a.id, a.type])).toEqual([[BASE_STORAGE, 'FACILITY']]);
    expect(pickupDelivery.deliveryMethodRequired).toBe(false);
    const back = await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${line.id}`, { method: 'PUT', body: { contentType: 'PRODUCT_DELIVERY' } }));
    expect(back).toMatchObject({ contentType: 'PRODUCT_DELIVERY', address: null, fromFacility: null });
  });

  it('delivered to a base storage offers the storage and the caller only, and needs no method', async () => {
    const x = await f();
    const storage = await newOrder({ type: 'FACILITY', id: BASE_STORAGE });
    const line = await addLine(storage.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    const delivery = await ok<Delivery>(await call(`/web-orders/${storage.id}/content/${line.id}/delivery`));
    expect(delivery.deliveryMethodRequired).toBe(false);
    expect(delivery.addresses.map((a) => [a.id, a.type])).toEqual([[BASE_STORAGE, 'FACILITY']]);
    expect(delivery.contacts.map((c) => [c.id, c.type])).toEqual([[FRIDA, 'PRESCRIBER']]);
  });

  it('a client’s delivery offers the registered address first, then the caller, the client and the client’s contacts', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const line = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    const delivery = await ok<Delivery>(await call(`/web-orders/${order.id}/content/${line.id}/delivery`));
    const [registered] = await server.db.select().from(clientAddresses).where(and(eq(clientAddresses.clientId, x.client), eq(clientAddresses.isRegistered, true)));
    expect(delivery.addresses[0]).toMatchObject({ id: registered?.id, type: 'CLIENT_ADDRESS', street: registered?.street });
    expect(delivery.contacts[0]).toMatchObject({ id: FRIDA, type: 'PRESCRIBER' });
    expect(delivery.contacts[1]).toMatchObject({ id: x.client, type: 'CLIENT' });
    expect(delivery.contacts.slice(2).every((c) => c.type === 'CONTACT')).toBe(true);
    await expectError(
      await call(`/web-orders/${order.id}/content/${line.id}/delivery`, { method: 'PUT', body: { address: { id: registered?.id, type: 'CLIENT_ADDRESS' }, contact: { id: FRIDA, type: 'PRESCRIBER' }, deliveryMethod: { id: 999 } } }),
      400,
      'NO_DELIVERY_METHOD',
    );
    const chosen = await deliver(order.id, line.id);
    expect(chosen.address).toMatchObject({ id: registered?.id, street: registered?.street });
    expect(chosen.deliveryMethod?.id).toBe(1);
    const methods = await ok<Page<{ id: number; name: string }>>(await call('/delivery-methods?all=true'));
    expect(methods.page.map((m) => m.id).sort()).toEqual(expect.arrayContaining([1, 2, 3]));
  });

  it('takes the product’s makes and accessories, and no others', async () => {
    const x = await f();
    const [withAccessory] = await server.db
      .select({ productId: productAccessories.productId, accessoryId: productAccessories.accessoryId })
      .from(productAccessories)
      .innerJoin(products, eq(products.id, productAccessories.productId))
      .where(eq(products.isOrderable, true))
      .orderBy(asc(products.id))
      .limit(1);
    if (!withAccessory) throw new Error('no seeded product with accessories');
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const line = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: withAccessory.productId, quantity: 1 } });
    const base = `/web-orders/${order.id}/content/${line.id}`;
    const accessories = await ok<{ id: number; selected: boolean; quantity: number }[]>(await call(`${base}/accessories`));
    expect(accessories.map((a) => a.id)).toContain(withAccessory.accessoryId);
    expect(accessories.every((a) => !a.selected)).toBe(true);
    const chosen = await ok<{ id: number; selected: boolean; quantity: number }[]>(await call(`${base}/accessories`, { method: 'PUT', body: [{ id: withAccessory.accessoryId, selected: true, quantity: 2 }] }));
    expect(chosen.find((a) => a.id === withAccessory.accessoryId)).toMatchObject({ selected: true, quantity: 2 });

    const makes = await ok<{ id: number; values: { id: number; selected: boolean }[] }[]>(await call(`${base}/makes`));
    const make = makes[0];
    if (make) {
      expect(make.values[0]?.selected).toBe(true); // the default, no choice made yet
      const changed = await ok<{ id: number; values: { id: number; selected: boolean }[] }[]>(await call(`${base}/makes`, { method: 'PUT', body: [{ id: make.id, selected: true }] }));
      expect(changed[0]?.values[0]?.selected).toBe(true);
    }
    await expectError(await call(`${base}/makes`, { method: 'PUT', body: [{ id: 987_654, selected: true }] }), 400, 'VALIDATION');
  });

  it('of other content types: a new product outside the range, a work order with its categories, a function with its types', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const external = await addLine(order.id, { contentType: 'NEW_PRODUCT', product: { productNumber: 'EXT-1', name: 'Specialsits', supplier: { label: 'Leverantör AB' }, quantity: 2 } });
    expect(external.product).toMatchObject({ id: null, productNumber: 'EXT-1', name: 'Specialsits', quantity: 2, supplier: { label: 'Leverantör AB' } });
    expect(external.steps).toBeGreaterThanOrEqual(0);

    const work = await addLine(order.id, { contentType: 'WORK', product: { id: x.fixedAsset, quantity: 1 } });
    const subTypes = await ok<{ id: number; value: string }[]>(await call(`/web-orders/${order.id}/content/${work.id}/sub-content-types`));
    expect(subTypes.map((s) => s.value)).toEqual(expect.arrayContaining(['REPAIR', 'SERVICE']));
    const categories = await ok<{ id: number; value: string; priorities: { id: number; value: string }[] }[]>(await call(`/web-orders/${order.id}/content/${work.id}/categories`));
    const repair = categories.find((c) => c.value === 'REPAIR');
    expect(repair?.priorities.map((p) => p.value)).toEqual(['URGENT', 'HIGH', 'NORMAL']);
    const urgent = repair?.priorities[0];
    const set = await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${work.id}`, { method: 'PUT', body: { subContentType: { id: repair?.id }, priority: { id: urgent?.id } } }));
    expect(set).toMatchObject({ subContentType: { value: 'REPAIR' }, priority: { value: 'URGENT' } });
    // The inventory item repaired: its quantity is locked.
    await expectError(await call(`/web-orders/${order.id}/content/${work.id}/lines`, { method: 'PUT', body: { quantity: 2 } }), 400, 'QUANTITY_LOCKED');
    await expectError(await call(`/web-orders/${order.id}/content/${work.id}`, { method: 'PUT', body: { subContentType: { id: 1 } } }), 400, 'VALIDATION');

    const functions = await ok<{ id: number; label: string; types: { id: number; label: string }[] }[]>(await call('/web-orders/functions/categories'));
    const transfer = functions.find((fn) => fn.types.some((t) => t.label === 'Lyft'));
    if (!transfer) throw new Error('no transfer function');
    const fnLine = await addLine(order.id, { contentType: 'FUNCTION', function: { id: transfer.id, type: { id: transfer.types[0]?.id } } });
    expect(fnLine.function).toMatchObject({ id: transfer.id, type: { value: 'Lyft' } });
    await expectError(await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'FUNCTION', function: { id: transfer.id, type: { id: 99_999 } } } }), 400, 'VALIDATION');

    // The order's lines come in the content types' order, then by line number.
    const full = await ok<Order>(await call(`/web-orders/${order.id}`));
    const rank = (t: string) => (CONTENT_TYPES as readonly string[]).indexOf(t);
    expect(full.content.map((l) => l.contentType)).toEqual(['NEW_PRODUCT', 'WORK', 'FUNCTION'].sort((a, b) => rank(a) - rank(b)));
    expect(full.lineCount).toBe(3);
  });

  it('picked up takes items of the base storage, each at most what is available there', async () => {
    const x = await f();
    const [item] = await server.db
      .select({ id: stockItems.id, productId: stockItems.productId, quantity: stockItems.quantity, allocated: stockItems.allocatedQuantity })
      .from(stockItems)
      .innerJoin(products, eq(products.id, stockItems.productId))
      .where(and(eq(stockItems.facilityId, BASE_STORAGE), isNull(stockItems.clientId), eq(products.isFixedAsset, false), sql`${stockItems.quantity} - ${stockItems.allocatedQuantity} >= 1`))
      .limit(1);
    if (!item) throw new Error('no stock in the base storage');
    const available = item.quantity - item.allocated;
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const line = await addLine(order.id, { contentType: 'PRODUCT_PICKUP', product: { id: item.productId, quantity: 1 }, fromFacility: { id: BASE_STORAGE }, pickupList: [{ id: item.id, quantity: 1 }] });
    expect(line.pickupList).toEqual([expect.objectContaining({ id: item.id, quantity: 1, maxQuantity: available })]);
    const base = `/web-orders/${order.id}/content/${line.id}`;
    await expectError(await call(`${base}/lines`, { method: 'PUT', body: { pickupList: [{ id: item.id, quantity: available + 1 }] } }), 400, 'QUANTITY_NOT_AVAILABLE');
    await expectError(await call(`${base}/lines`, { method: 'PUT', body: { pickupList: [{ id: 987_654, quantity: 1 }] } }), 400, 'VALIDATION');
    await expectError(await call(`${base}/lines`, { method: 'PUT', body: { pickupList: [{ id: item.id, quantity: 1 }, { id: item.id, quantity: 1 }] } }), 400, 'VALIDATION');
    const changed = await ok<OrderContent>(await call(`${base}/lines`, { method: 'PUT', body: { pickupList: [{ id: item.id, quantity: available }] } }));
    expect(changed.pickupList[0]?.quantity).toBe(available);
    // The cart's item counters (spec 2 §7 "lines, PUT: quantity of a pickup line (pickupList with quantity)"): a
    // line in the cart keeps its status, it is not reverted to a draft.
    await deliver(order.id, line.id, { method: false });
    expect((await toCart(order.id, line.id)).status.value).toBe(10);
    const inCart = await ok<OrderContent>(await call(`${base}/lines`, { method: 'PUT', body: { pickupList: [{ id: item.id, quantity: 1 }] } }));
    expect(inCart).toMatchObject({ status: { value: 10 }, pickupList: [expect.objectContaining({ id: item.id, quantity: 1, maxQuantity: available })] });
    await expectError(await call(`${base}/lines`, { method: 'PUT', body: { pickupList: [{ id: item.id, quantity: available + 1 }] } }), 400, 'QUANTITY_NOT_AVAILABLE');
    expect((await ok<OrderContent>(await call(base))).status.value).toBe(10);
    await expectError(await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'PRODUCT_PICKUP', product: { id: x.plain === item.productId ? x.other : x.plain, quantity: 1 }, fromFacility: { id: BASE_STORAGE }, pickupList: [{ id: item.id, quantity: 1 }] } }), 400, 'VALIDATION');
  });

  it('with a parent line needs FSP_CreateWebOrderContentWithParent', async () => {
    const x = await f();
    const { order, line } = await readyOrder();
    const withParent = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.other, quantity: 1 }, parentWebOrderContentId: line.id });
    expect(withParent.parentWebOrderContentId).toBe(line.id);
    const permission = and(eq(authorizations.userId, FRIDA), eq(authorizations.type, 'FUNCTION'), eq(authorizations.authId, 'FSP_CreateWebOrderContentWithParent'));
    await server.db.delete(authorizations).where(permission);
    try {
      await expectError(await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'PRODUCT_DELIVERY', product: { id: x.other, quantity: 1 }, parentWebOrderContentId: line.id } }), 403, 'FORBIDDEN');
    } finally {
      await server.db.insert(authorizations).values({ userId: FRIDA, type: 'FUNCTION', authId: 'FSP_CreateWebOrderContentWithParent' });
    }
  });
});

const PNG_1X1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
async function upload(path: string, name: string, bytes: Uint8Array<ArrayBuffer>, user = 'forskrivare@example.org'): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return server.request(`/rs/fsp/v1${path}`, { method: 'POST', headers: { [SESSION_HEADER]: await sessionOf(user) }, body: form });
}

describe('a line’s comments and files', () => {
  it('comments: oldest first, by name, counted on the line; only one’s own is marked and deleted', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const line = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    const base = `/web-orders/${order.id}/content/${line.id}/comments`;
    const first = await ok<{ id: number; createdBy: string; comment: string }>(await call(base, { method: 'POST', body: { comment: 'Första', type: 'EXTERNAL' } }), 201);
    server.advance(1000);
    await ok(await call(base, { method: 'POST', body: { comment: 'Andra', type: 'EXTERNAL' } }), 201);
    const [frida] = await server.db.select().from(users).where(eq(users.id, FRIDA));
    const list = await ok<Page<{ id: number; comment: string; createdBy: string }>>(await call(base));
    expect(list.page.map((c) => c.comment)).toEqual(['Första', 'Andra']);
    expect(first.createdBy).toBe(`${frida?.firstName} ${frida?.surname}`);
    const [someone] = await server.db.insert(webOrderComments).values({ contentId: line.id, userId: 3, at: server.clock.now, comment: 'Från lagret', type: 'EXTERNAL' }).returning();
    await expectError(await call(`${base}/${someone?.id}`, { method: 'DELETE' }), 403, 'FORBIDDEN');
    const mixed = await ok<Page<{ comment: string; own: boolean }>>(await call(base));
    expect(mixed.page.map((c) => [c.comment, c.own])).toEqual([['Första', true], ['Andra', true], ['Från lagret', false]]);
    const counted = await ok<{ content: { id: number; commentCount: number }[] }>(await call(`/web-orders/${order.id}`));
    expect(counted.content.find((l) => l.id === line.id)?.commentCount).toBe(3);
    expect((await call(`${base}/${first.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await ok<Page<{ comment: string }>>(await call(base))).page.map((c) => c.comment)).toEqual(['Andra', 'Från lagret']);
    expect((await ok<{ commentCount: number }>(await call(`/web-orders/${order.id}/content/${line.id}`))).commentCount).toBe(2);
  });

  it('files: checked by content, at most the limit a line, read through a signed link, and need the FUNCTION permissions', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const line = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    const base = `/web-orders/${order.id}/content/${line.id}/files`;
    const files = await ok<{ id: number; name: string; url: string }[]>(await upload(base, 'foto.png', PNG_1X1), 201);
    expect(files).toHaveLength(1);
    const [file] = files;
    if (!file) throw new Error('no file');
    const download = await server.request(file.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG_1X1);
    const altered = file.url.replace(/signature=(.)/, (_, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    expect((await server.request(altered)).status).toBe(403);
    await expectError(await upload(base, 'skript.png', new TextEncoder().encode('<script>alert(1)</script>')), 400, 'FILE_TYPE_NOT_ALLOWED');
    for (let i = 1; i < UPLOAD_MAX_FILES; i++) await ok(await upload(base, `foto-${i}.png`, PNG_1X1), 201);
    await expectError(await upload(base, 'en-till.png', PNG_1X1), 400, 'TOO_MANY_FILES');
    expect((await ok<unknown[]>(await call(base))).length).toBe(UPLOAD_MAX_FILES);
    expect((await call(`${base}/${file.id}`, { method: 'DELETE' })).status).toBe(204);
    await expectError(await call(`${base}/${file.id}`, { method: 'DELETE' }), 404, 'NOT_FOUND');

    // Without FSP_UploadWebOrderContentFile / FSP_DeleteWebOrderContentFile (tekniker has neither).
    const theirs = await newOrder({ type: 'FACILITY', id: BASE_STORAGE }, 'tekniker@example.org');
    const theirLine = await ok<OrderContent>(await call(`/web-orders/${theirs.id}/content`, { method: 'POST', body: { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } }, user: 'tekniker@example.org' }), 201);
    await expectError(await upload(`/web-orders/${theirs.id}/content/${theirLine.id}/files`, 'foto.png', PNG_1X1, 'tekniker@example.org'), 403, 'FORBIDDEN');
  });

  it('files (spec 2 §6): refused on a completed or cancelled line, on another user’s order, without the municipality’s authorization, and over the size limit', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const line = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    const base = `/web-orders/${order.id}/content/${line.id}/files`;
    const [kept] = await ok<{ id: number; name: string }[]>(await upload(base, 'foto.png', PNG_1X1), 201);
    if (!kept) throw new Error('no file');
    // One byte over the limit (its content a PNG's).
    const over = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    over.set(PNG_1X1);
    await expectError(await upload(base, 'for-stor.png', over), 413, 'FILE_TOO_LARGE');
    // A declared type and a name do not make a file a PDF: its bytes do.
    const named = new FormData();
    named.append('file', new Blob([new TextEncoder().encode('MZ not a pdf')], { type: 'application/pdf' }), 'intyg.pdf');
    const sentNamed = await server.request(`/rs/fsp/v1${base}`, { method: 'POST', headers: { [SESSION_HEADER]: await sessionOf('forskrivare@example.org') }, body: named });
    await expectError(sentNamed, 400, 'FILE_TYPE_NOT_ALLOWED');
    expect((await ok<{ name: string }[]>(await call(base))).map((file) => file.name)).toEqual(['foto.png']);

    // Another user's order: not theirs to change (404, as every write to it).
    await expectError(await upload(base, 'foto.png', PNG_1X1, 'tekniker@example.org'), 404, 'NOT_FOUND');
    await expectError(await call(`${base}/${kept.id}`, { method: 'DELETE', user: 'tekniker@example.org' }), 404, 'NOT_FOUND');

    // The caller no longer authorized for the client's municipality.
    const [client] = await server.db.select({ customerId: clients.customerId }).from(clients).where(eq(clients.id, x.client));
    const customer = client?.customerId ?? '';
    await server.db.delete(authorizations).where(and(eq(authorizations.userId, FRIDA), eq(authorizations.type, 'MUNICIPALITY'), eq(authorizations.authId, customer)));
    try {
      await expectError(await upload(base, 'foto.png', PNG_1X1), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
      await expectError(await call(`${base}/${kept.id}`, { method: 'DELETE' }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
      await expectError(await call(base), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    } finally {
      await server.db.insert(authorizations).values({ userId: FRIDA, type: 'MUNICIPALITY', authId: customer });
    }

    // A completed line, and a cancelled one: its files are read, never changed.
    for (const status of [CONTENT_STATUS.done, CONTENT_STATUS.cancelled]) {
      await server.db.update(webOrderContents).set({ status }).where(eq(webOrderContents.id, line.id));
      await expectError(await upload(base, 'foto.png', PNG_1X1), 403, 'FORBIDDEN');
      await expectError(await call(`${base}/${kept.id}`, { method: 'DELETE' }), 403, 'FORBIDDEN');
      expect((await ok<{ id: number }[]>(await call(base))).map((file) => file.id)).toEqual([kept.id]);
    }
    // Back in the cart, the same file is deleted.
    await server.db.update(webOrderContents).set({ status: CONTENT_STATUS.inCart }).where(eq(webOrderContents.id, line.id));
    expect((await call(`${base}/${kept.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await ok<unknown[]>(await call(base))).toEqual([]);
  });
});

describe('an embedded session', () => {
  it('makes the product wizard’s and its cart’s order calls (issue 37), not the list', async () => {
    const x = await f();
    const embedded = await server.tokenSession(FRIDA, 'embedded');
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const line = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    const as = (path: string, method = 'GET') => server.request(`/rs/fsp/v1${path}`, { method, headers: { [SESSION_HEADER]: embedded } });
    expect((await as(`/web-orders/${order.id}`)).status).toBe(200);
    expect((await as(`/web-orders/${order.id}/content/${line.id}`)).status).toBe(200);
    // The cart's Send reaches the route (a draft blocks it: 409), and deleting the order is the cart's too.
    expect((await as(`/web-orders/${order.id}?action=SEND`, 'POST')).status).toBe(409);
    expect((await as(`/web-orders/${order.id}`, 'DELETE')).status).toBe(204);
    await expectError(await as('/web-orders'), 403, 'FORBIDDEN');
  });

  it('lists, uploads and deletes the line’s files in the product wizard (the additional-information step)', async () => {
    const x = await f();
    const embedded = await server.tokenSession(FRIDA, 'embedded');
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const line = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    const base = `/rs/fsp/v1/web-orders/${order.id}/content/${line.id}/files`;
    const form = new FormData();
    form.append('file', new Blob([PNG_1X1]), 'foto.png');
    const uploaded = await ok<{ id: number; name: string }[]>(await server.request(base, { method: 'POST', headers: { [SESSION_HEADER]: embedded }, body: form }), 201);
    expect(uploaded.map((file) => file.name)).toEqual(['foto.png']);
    expect(await ok<{ id: number }[]>(await server.request(base, { headers: { [SESSION_HEADER]: embedded } }))).toHaveLength(1);
    expect((await server.request(`${base}/${uploaded[0]?.id}`, { method: 'DELETE', headers: { [SESSION_HEADER]: embedded } })).status).toBe(204);
    expect(await ok<unknown[]>(await server.request(base, { headers: { [SESSION_HEADER]: embedded } }))).toEqual([]);
  });
});

describe('a large cart', () => {
  it('of 200 lines answers with a fixed number of queries, fast', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const { webOrderContents } = await import('../../server/db/schema.ts');
    await server.db.insert(webOrderContents).values(
      Array.from({ length: 200 }, (_, i) => ({ orderId: order.id, lineNo: i + 1, contentType: 'PRODUCT_DELIVERY', status: 10, steps: 5, currentStep: 5, productId: i % 2 ? x.plain : x.other, quantity: 1, createdAt: server.clock.now })),
    );
    await ok<Order>(await call(`/web-orders/${order.id}`)); // warm
    const started = performance.now();
    const full = await ok<Order>(await call(`/web-orders/${order.id}`));
    const took = performance.now() - started;
    expect(full.content).toHaveLength(200);
    expect(took).toBeLessThan(1500);
  });
});

describe('what a receiver may be given (the new-order popup’s order types, enforced)', () => {
  it('refuses a function, fitting, work, pickup or external assortment line for a base storage, and a move between storages from any wizard', async () => {
    const x = await f();
    const storage = await newOrder({ type: 'FACILITY', id: BASE_STORAGE });
    for (const contentType of ['FITTING', 'WORK', 'PICKUP', 'NEW_PRODUCT'] as const) {
      await expectError(await call(`/web-orders/${storage.id}/content`, { method: 'POST', body: { contentType } }), 400, 'CONTENT_TYPE_NOT_ALLOWED');
    }
    // Spec 2 §6 hides the function order for a base-storage receiver: the spec's create body, refused.
    await expectError(await call(`/web-orders/${storage.id}/content`, { method: 'POST', body: { contentType: 'FUNCTION', function: { id: 1, type: { id: 11 } }, currentStep: 1 } }), 400, 'CONTENT_TYPE_NOT_ALLOWED');
    const fn = await addLine((await newOrder({ type: 'CLIENT', id: x.client })).id, { contentType: 'FUNCTION', function: { id: 1, type: { id: 11 } } });
    expect(fn.contentType).toBe('FUNCTION');
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    await expectError(await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'BASE_STORAGE_MOVE' } }), 400, 'CONTENT_TYPE_NOT_ALLOWED');
  });

  it('refuses a line whose order type is switched off in the user’s flags; products need none', async () => {
    const x = await f();
    const [frida] = await server.db.select({ flags: users.flags }).from(users).where(eq(users.id, FRIDA));
    if (!frida) throw new Error('no Frida');
    await server.db.update(users).set({ flags: { ...frida.flags, isOrderFittingEnabled: false, isOrderWorkEnabled: false } }).where(eq(users.id, FRIDA));
    try {
      const order = await newOrder({ type: 'CLIENT', id: x.client });
      await expectError(await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'FITTING' } }), 400, 'CONTENT_TYPE_NOT_ALLOWED');
      await expectError(await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'WORK' } }), 400, 'CONTENT_TYPE_NOT_ALLOWED');
      await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
      await addLine(order.id, { contentType: 'FUNCTION' });
    } finally {
      await server.db.update(users).set({ flags: frida.flags }).where(eq(users.id, FRIDA));
    }
  });
});

describe('a fitting order', () => {
  it('needs a fitting type in the cart, and once sent is an unplanned fitting of the client that the planner finds', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    await expectError(await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'FITTING', fittingType: { id: 999 } } }), 400, 'VALIDATION');
    const line = await addLine(order.id, { contentType: 'FITTING', text: 'Prova en lättare rullstol.' });
    expect(line.steps).toBe(6);
    await deliver(order.id, line.id, { method: false });
    await expectError(await call(`/web-orders/${order.id}/content/${line.id}?action=ADD_TO_CART`, { method: 'POST' }), 409, 'FITTING_TYPE_REQUIRED');
    await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${line.id}`, { method: 'PUT', body: { fittingType: { id: 2 } } }));
    await toCart(order.id, line.id);
    await ok<SendConfirmation>(await send(order.id, 'key-fitting-order-1'));

    const [made] = await server.db.select({ id: fittings.id }).from(fittings).where(eq(fittings.contentId, line.id));
    if (!made) throw new Error('no fitting made');
    const unplanned = await ok<Page<FittingSummary>>(await call('/web-orders/fittings?isAdminCall=true&status=UNPLANNED&amount=100', { user: 'planerare@example.org' }));
    const listed = unplanned.page.find((s) => s.id === made.id);
    expect(listed).toMatchObject({ group: 'UNPLANNED', fittingType: { id: 2 }, client: { id: x.client }, prescriber: { firstName: 'Frida' }, consultant: null, technician: null, nextMeeting: null });
    expect(listed?.contentNumber).toBe(`${order.orderNumber}-1`);
    const detail = await ok<Fitting>(await call(`/web-orders/fittings/${made.id}`));
    expect(detail.status.value).toBe(10);
    expect(detail.text).toBe('Prova en lättare rullstol.');
    expect(detail.events.map((e) => e.event)).toContain('CREATED');
    // A retried send makes no second fitting.
    await ok<SendConfirmation>(await send(order.id, 'key-fitting-order-1'));
    expect(await server.db.select({ id: fittings.id }).from(fittings).where(eq(fittings.contentId, line.id))).toHaveLength(1);
  });

  it('without a fitting type cannot be sent, even when SEND is called directly', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const line = await addLine(order.id, { contentType: 'FITTING' });
    await deliver(order.id, line.id, { method: false });
    // Into the cart behind the rule's back (as data written before it): SEND checks again.
    await server.db.update(webOrderContents).set({ status: 10 }).where(eq(webOrderContents.id, line.id));
    await expectError(await send(order.id), 409, 'FITTING_TYPE_REQUIRED');
  });
});

/** A client of Frida's municipality holding at least two aids with something not allocated, and another client's holding. */
async function holdingsFixture() {
  const available = sql`${stockItems.quantity} - ${stockItems.allocatedQuantity} > 0`;
  const rows = await server.db
    .select({ id: stockItems.id, productId: stockItems.productId, clientId: stockItems.clientId, quantity: stockItems.quantity, allocated: stockItems.allocatedQuantity })
    .from(stockItems)
    .innerJoin(clients, eq(clients.id, stockItems.clientId))
    .where(and(eq(clients.customerId, '1280'), isNull(stockItems.parentId), available))
    .orderBy(asc(stockItems.clientId), asc(stockItems.id))
    .limit(400);
  const byClient = new Map<number, typeof rows>();
  for (const r of rows) if (r.clientId !== null) byClient.set(r.clientId, [...(byClient.get(r.clientId) ?? []), r]);
  const [client, held] = [...byClient.entries()].find(([, items]) => items.length >= 2) ?? [];
  const other = rows.find((r) => r.clientId !== client);
  if (client === undefined || !held || !other) throw new Error('no client with two holdings');
  return { client, held, other };
}

describe('a line’s aids from the client’s holdings, and what each wizard’s line needs for the cart', () => {
  it('a pickup takes the client’s holdings, each at most what is not allocated; a work or fitting order one aid at most', async () => {
    const { client, held, other } = await holdingsFixture();
    const [a, b] = held;
    if (!a || !b) throw new Error('two holdings');
    const order = await newOrder({ type: 'CLIENT', id: client });
    const pickup = await addLine(order.id, { contentType: 'PICKUP', pickupList: [{ id: a.id, quantity: 1 }, { id: b.id, quantity: 1 }] });
    expect(pickup.pickupList.map((p) => [p.id, p.maxQuantity])).toEqual([[a.id, a.quantity - a.allocated], [b.id, b.quantity - b.allocated]]);
    await expectError(await call(`/web-orders/${order.id}/content/${pickup.id}`, { method: 'PUT', body: { pickupList: [{ id: a.id, quantity: a.quantity - a.allocated + 1 }] } }), 400, 'QUANTITY_NOT_AVAILABLE');
    await expectError(await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'PICKUP', pickupList: [{ id: other.id, quantity: 1 }] } }), 400, 'VALIDATION');
    await expectError(await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'WORK', pickupList: [{ id: a.id, quantity: 1 }, { id: b.id, quantity: 1 }] } }), 400, 'MAX_ONE_AID');
    await expectError(await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'FITTING', pickupList: [{ id: a.id, quantity: 1 }, { id: b.id, quantity: 1 }] } }), 400, 'MAX_ONE_AID');
    const work = await addLine(order.id, { contentType: 'WORK', pickupList: [{ id: a.id, quantity: 1 }] });
    expect(work.pickupList.map((p) => p.id)).toEqual([a.id]);
    await expectError(await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'PRODUCT_DELIVERY', product: { id: (await f()).plain, quantity: 1 }, pickupList: [{ id: a.id, quantity: 1 }] } }), 400, 'VALIDATION');
  });

  it('lists by the order the client’s holdings with something not allocated (the aid steps); none for a base storage', async () => {
    const { client, held } = await holdingsFixture();
    const order = await newOrder({ type: 'CLIENT', id: client });
    const listed = await ok<Page<{ id: number; maxQuantity: number }>>(await call(`/web-orders/${order.id}/client-holdings?amount=100`));
    expect(listed.page.every((h) => h.maxQuantity > 0)).toBe(true);
    expect(listed.page.map((h) => h.id)).toEqual(expect.arrayContaining(held.map((h) => h.id)));
    const direct = await ok<Page<{ id: number }>>(await call(`/clients/${client}/holdings?availableOnly=true&amount=100`));
    expect(listed.page.map((h) => h.id)).toEqual(direct.page.map((h) => h.id));
    expect(listed.count).toBe(direct.count);
    const storage = await newOrder({ type: 'FACILITY', id: BASE_STORAGE });
    expect(await ok<Page<unknown>>(await call(`/web-orders/${storage.id}/client-holdings`))).toEqual({ page: [], count: 0 });
    await expectError(await call(`/web-orders/${order.id}/client-holdings`, { user: 'tekniker@example.org' }), 404, 'NOT_FOUND'); // a cart is its maker's
  });

  it('refuses the cart to a work order without its type and a priority of that type, or without an aid or a description', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const work = await addLine(order.id, { contentType: 'WORK' });
    const cart = () => call(`/web-orders/${order.id}/content/${work.id}?action=ADD_TO_CART`, { method: 'POST' });
    await expectError(await cart(), 409, 'WORK_TYPE_AND_PRIORITY_REQUIRED');
    await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${work.id}`, { method: 'PUT', body: { subContentType: { id: 10 }, priority: { id: 113 } } }));
    await expectError(await cart(), 409, 'WORK_TYPE_AND_PRIORITY_REQUIRED'); // a priority of Service, not of Repair
    await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${work.id}`, { method: 'PUT', body: { priority: { id: 103 } } }));
    await expectError(await cart(), 409, 'AID_OR_DESCRIPTION_REQUIRED');
    await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${work.id}`, { method: 'PUT', body: { text: 'Bromsen tar dåligt.' } }));
    await deliver(order.id, work.id, { method: false });
    expect((await toCart(order.id, work.id)).status.value).toBe(10);
  });

  it('refuses the cart to a pickup or a fitting order without an aid or a description, a function order without its function (and type), an external product without the product', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const cart = (line: number) => call(`/web-orders/${order.id}/content/${line}?action=ADD_TO_CART`, { method: 'POST' });
    await expectError(await cart((await addLine(order.id, { contentType: 'PICKUP' })).id), 409, 'AID_OR_DESCRIPTION_REQUIRED');
    await expectError(await cart((await addLine(order.id, { contentType: 'FITTING', fittingType: { id: 1 } })).id), 409, 'AID_OR_DESCRIPTION_REQUIRED');
    await expectError(await cart((await addLine(order.id, { contentType: 'FUNCTION' })).id), 409, 'FUNCTION_REQUIRED');
    await expectError(await cart((await addLine(order.id, { contentType: 'FUNCTION', function: { id: 1 } })).id), 409, 'FUNCTION_REQUIRED'); // Förflyttning has types
    await expectError(await cart((await addLine(order.id, { contentType: 'NEW_PRODUCT' })).id), 409, 'EXTERNAL_PRODUCT_REQUIRED');
    const fn = await addLine(order.id, { contentType: 'FUNCTION', function: { id: 1, type: { id: 11 } } });
    // A function order is delivered: its method is required.
    const choices = await ok<Delivery>(await call(`/web-orders/${order.id}/content/${fn.id}/delivery`));
    const noMethod = { address: choices.addresses[0], contact: choices.contacts[0], deliveryMethod: null };
    await expectError(await call(`/web-orders/${order.id}/content/${fn.id}/delivery`, { method: 'PUT', body: noMethod }), 400, 'NO_DELIVERY_METHOD');
    await deliver(order.id, fn.id);
    expect((await toCart(order.id, fn.id)).status.value).toBe(10);
  });

  it('a function order: delivered to the default base storage (the client’s municipality’s) unless another is chosen, with a method', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const fn = await addLine(order.id, { contentType: 'FUNCTION', function: { id: 2 } });
    const delivery = await ok<Delivery>(await call(`/web-orders/${order.id}/content/${fn.id}/delivery`));
    expect(delivery.addresses[0]).toMatchObject({ id: BASE_STORAGE, type: 'FACILITY' });
    expect(delivery.addresses.slice(1).every((a) => a.type === 'CLIENT_ADDRESS')).toBe(true);
    expect(delivery.addresses.length).toBeGreaterThan(1);
    expect(delivery.deliveryMethodRequired).toBe(true);
    // A product line of the same order is not offered the base storage.
    const product = await addLine(order.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    const productDelivery = await ok<Delivery>(await call(`/web-orders/${order.id}/content/${product.id}/delivery`));
    expect(productDelivery.addresses.every((a) => a.type === 'CLIENT_ADDRESS')).toBe(true);
  });

  it('a function order’s customization: the function’s makes, chosen and unchosen; another function has its own', async () => {
    const x = await f();
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const fn = await addLine(order.id, { contentType: 'FUNCTION', function: { id: 1, type: { id: 11 } } });
    type Make = { id: number; label: string; values: { id: number; value: string; selected: boolean }[] };
    const makes = await ok<Make[]>(await call(`/web-orders/${order.id}/content/${fn.id}/makes`));
    expect(makes.map((m) => m.id)).toEqual([9001, 9002, 9003]);
    expect(makes[0]).toMatchObject({ label: 'Sele', values: [{ value: 'Storlek M', selected: true }] });
    const saved = await ok<Make[]>(await call(`/web-orders/${order.id}/content/${fn.id}/makes`, { method: 'PUT', body: [{ id: 9001, selected: true }, { id: 9002, selected: false }, { id: 9003, selected: true }] }));
    expect(saved.filter((m) => m.values[0]?.selected).map((m) => m.id)).toEqual([9001, 9003]);
    await expectError(await call(`/web-orders/${order.id}/content/${fn.id}/makes`, { method: 'PUT', body: [{ id: 9011, selected: true }] }), 400, 'VALIDATION'); // Sömn och vila's
    expect((await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${fn.id}`))).makes.map((m) => m.id)).toEqual([9001, 9002, 9003]);
  });

  it('a work or fitting order’s aid is the line’s product (its accessories), a fitting order says its fitting type', async () => {
    const { client, held } = await holdingsFixture();
    const aid = held[0];
    if (!aid) throw new Error('the client holds no aid');
    const order = await newOrder({ type: 'CLIENT', id: client });
    const work = await addLine(order.id, { contentType: 'WORK', pickupList: [{ id: aid.id, quantity: 1 }] });
    expect(work.product?.id).toBe(aid.productId);
    const cleared = await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${work.id}`, { method: 'PUT', body: { pickupList: [] } }));
    expect(cleared.product).toBeNull();
    const fitting = await addLine(order.id, { contentType: 'FITTING', fittingType: { id: 1 } });
    expect(fitting.fittingType).toEqual({ id: 1, name: 'Utprovning av manuell rullstol' });
    expect(work.fittingType).toBeNull();
  });
});

/** A fitting order of Frida's, sent: its order, its FITTING line and the fitting made of it. */
async function sentFitting(fields: Record<string, unknown> = {}): Promise<{ order: Order; parent: OrderContent; fitting: number }> {
  const x = await f();
  const order = await newOrder({ type: 'CLIENT', id: x.client });
  const parent = await addLine(order.id, { contentType: 'FITTING', fittingType: { id: 1 }, text: 'Prova en lättare rullstol.', ...fields });
  await deliver(order.id, parent.id, { method: false });
  await toCart(order.id, parent.id);
  await ok<SendConfirmation>(await send(order.id));
  const [made] = await server.db.select({ id: fittings.id }).from(fittings).where(eq(fittings.contentId, parent.id));
  if (!made) throw new Error('no fitting made');
  return { order, parent, fitting: made.id };
}

describe('a fitting order’s meeting time comment', () => {
  it('is kept on the line, and once sent is the fitting’s external comment by the prescriber, at the send time', async () => {
    const wish = 'Helst förmiddagar, inte tisdagar.';
    const { parent, fitting } = await sentFitting({ meetingComment: `  ${wish}  ` });
    expect(parent.meetingComment).toBe(wish);
    const detail = await ok<Fitting>(await call(`/web-orders/fittings/${fitting}`));
    expect(detail.fittingComments.externalComments).toEqual([expect.objectContaining({ comment: wish, type: 'EXTERNAL', createdBy: 'Frida Förskrivare', own: true })]);
    expect(detail.fittingComments.externalComments?.[0]?.createdDateTime).toBe(server.clock.now.toISOString());
    expect(detail.fittingComments.internalComments ?? []).toEqual([]);
  });

  it('gives no comment when empty, and is changed or cleared by PUT like the other fields', async () => {
    const x = await f();
    const { fitting } = await sentFitting({ meetingComment: '   ' });
    const detail = await ok<Fitting>(await call(`/web-orders/fittings/${fitting}`));
    expect(detail.fittingComments.externalComments ?? []).toEqual([]);
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const line = await addLine(order.id, { contentType: 'FITTING', meetingComment: 'Efter kl. 13.' });
    expect(line.meetingComment).toBe('Efter kl. 13.');
    const base = `/web-orders/${order.id}/content/${line.id}`;
    expect((await ok<OrderContent>(await call(base, { method: 'PUT', body: { meetingComment: 'Före kl. 10.' } }))).meetingComment).toBe('Före kl. 10.');
    expect((await ok<OrderContent>(await call(base, { method: 'PUT', body: { text: 'Ny text' } }))).meetingComment).toBe('Före kl. 10.');
    expect((await ok<OrderContent>(await call(base, { method: 'PUT', body: { meetingComment: null } }))).meetingComment).toBeNull();
    await expectError(await call(base, { method: 'PUT', body: { meetingComment: 'x'.repeat(2001) } }), 400, 'VALIDATION');
  });
});

describe('an existing aid of a product without a product number needs a description', () => {
  /** A product with no product number (''), and a stock item of it the client holds. */
  async function unnumberedHolding(client: number): Promise<number> {
    const x = await f();
    let [product] = await server.db.select({ id: products.id }).from(products).where(eq(products.productNumber, ''));
    if (!product) {
      const [source] = await server.db.select().from(products).where(eq(products.id, x.plain));
      const [top] = await server.db.select({ id: sql<number>`max(${products.id})` }).from(products);
      if (!source || !top) throw new Error('no product to copy');
      // The seeded product's columns but the generated search text and the trigger's stock facilities.
      const copy = Object.fromEntries(Object.entries(source).filter(([k]) => k !== 'searchText' && k !== 'stockFacilities')) as typeof products.$inferInsert;
      [product] = await server.db.insert(products).values({ ...copy, id: Number(top.id) + 1, productNumber: '', name: 'Egentillverkad ramp' }).returning({ id: products.id });
    }
    if (!product) throw new Error('no product inserted');
    const [item] = await server.db.insert(stockItems).values({ productId: product.id, clientId: client, quantity: 1 }).returning({ id: stockItems.id });
    if (!item) throw new Error('no stock item inserted');
    return item.id;
  }

  it('refuses the cart to a fitting or work order with such an aid and no text: DESCRIPTION_REQUIRED; with a text it goes', async () => {
    const x = await f();
    const item = await unnumberedHolding(x.client);
    const order = await newOrder({ type: 'CLIENT', id: x.client });
    const cart = (line: number) => call(`/web-orders/${order.id}/content/${line}?action=ADD_TO_CART`, { method: 'POST' });
    const fitting = await addLine(order.id, { contentType: 'FITTING', fittingType: { id: 1 }, pickupList: [{ id: item, quantity: 1 }] });
    await deliver(order.id, fitting.id, { method: false });
    await expectError(await cart(fitting.id), 409, 'DESCRIPTION_REQUIRED');
    const work = await addLine(order.id, { contentType: 'WORK', subContentType: { id: 10 }, priority: { id: 103 }, pickupList: [{ id: item, quantity: 1 }], text: '  ' });
    await deliver(order.id, work.id, { method: false });
    await expectError(await cart(work.id), 409, 'DESCRIPTION_REQUIRED');
    await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${fitting.id}`, { method: 'PUT', body: { text: 'En ramp till entrén, egentillverkad.' } }));
    expect((await toCart(order.id, fitting.id)).status.value).toBe(10);
    // In the cart behind the rule's back: SEND checks again.
    await server.db.update(webOrderContents).set({ status: 10 }).where(eq(webOrderContents.id, work.id));
    await expectError(await send(order.id), 409, 'DESCRIPTION_REQUIRED');
  });

  it('an aid with a product number needs none', async () => {
    const { client, held } = await holdingsFixture();
    const [a] = held;
    if (!a) throw new Error('a holding');
    const order = await newOrder({ type: 'CLIENT', id: client });
    const work = await addLine(order.id, { contentType: 'WORK', subContentType: { id: 10 }, priority: { id: 103 }, pickupList: [{ id: a.id, quantity: 1 }] });
    await deliver(order.id, work.id, { method: false });
    expect((await toCart(order.id, work.id)).status.value).toBe(10);
  });
});

describe('a referenced order: a line with a parent, ordered from a fitting into the fitting’s sent order', () => {
  const content = (order: number, line?: number, query = '') => `/web-orders/${order}/content${line === undefined ? '' : `/${line}`}${query}`;

  it('takes a draft whose parent is the order’s FITTING line, edited as a preliminary order’s, confirmed straight to ordered', async () => {
    const x = await f();
    const { order, parent, fitting } = await sentFitting();
    const line = await ok<OrderContent>(await call(content(order.id), { method: 'POST', body: { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 }, parentWebOrderContentId: parent.id } }), 201);
    expect(line).toMatchObject({ status: { value: 5 }, parentWebOrderContentId: parent.id, orderId: order.id });
    const changed = await ok<OrderContent>(await call(content(order.id, line.id), { method: 'PUT', body: { product: { id: x.other, quantity: 2 }, currentStep: 3 } }));
    expect(changed.product).toMatchObject({ id: x.other, quantity: 2 });
    await ok(await call(`${content(order.id, line.id)}/form`, { method: 'PUT', body: { text: 'Till utprovningen.', requestedDeliveryDate: null, contactBeforeDelivery: false } }));
    await deliver(order.id, line.id);
    await ok(await call(`${content(order.id, line.id)}/lines`, { method: 'PUT', body: { quantity: 1 } }));
    // A referenced order has no cart.
    await expectError(await call(content(order.id, line.id, '?action=ADD_TO_CART'), { method: 'POST' }), 409, 'ORDER_NOT_EDITABLE');
    await expectError(await call(content(order.id, line.id, '?action=REVERT_TO_DRAFT'), { method: 'POST' }), 409, 'ORDER_NOT_EDITABLE');
    // Its parent stays.
    await expectError(await call(content(order.id, line.id), { method: 'PUT', body: { parentWebOrderContentId: null } }), 409, 'ORDER_NOT_EDITABLE');
    const confirmed = await ok<OrderContent>(await call(content(order.id, line.id, '?action=CONFIRM'), { method: 'POST' }));
    expect(confirmed.status.value).toBe(20);
    expect(confirmed.currentStep).toBe(confirmed.steps);
    // Confirmed, it is no draft: nothing of it changes any more.
    await expectError(await call(content(order.id, line.id), { method: 'PUT', body: { text: 'x' } }), 409, 'ORDER_NOT_EDITABLE');
    await expectError(await call(`${content(order.id, line.id)}/form`, { method: 'PUT', body: { text: 'x', requestedDeliveryDate: null, contactBeforeDelivery: false } }), 409, 'ORDER_NOT_EDITABLE');
    await expectError(await call(content(order.id, line.id), { method: 'DELETE' }), 409, 'ORDER_NOT_EDITABLE');
    await expectError(await call(content(order.id, line.id, '?action=CONFIRM'), { method: 'POST' }), 409, 'ORDER_NOT_EDITABLE');
    // The fitting's orders show it.
    const lines = await ok<Page<OrderContent>>(await call(`/web-orders/fittings/${fitting}/content`));
    expect(lines.page.map((l) => [l.id, l.status.value])).toContainEqual([line.id, 20]);
    // Nothing else of the sent order became editable.
    await expectError(await call(content(order.id, parent.id), { method: 'PUT', body: { text: 'x' } }), 409, 'ORDER_NOT_EDITABLE');
    await expectError(await call(content(order.id, parent.id), { method: 'DELETE' }), 409, 'ORDER_NOT_EDITABLE');
    await expectError(await call(`/web-orders/${order.id}`, { method: 'PUT', body: { note: 'x' } }), 409, 'ORDER_NOT_EDITABLE');
    const read = await ok<Order>(await call(`/web-orders/${order.id}`));
    expect(read.status.value).toBe(20);
  });

  it('takes a work order; a product is delivered only, never picked up, on create or on a change; a draft may be deleted', async () => {
    const x = await f();
    const { order, parent } = await sentFitting();
    const work = await ok<OrderContent>(await call(content(order.id), { method: 'POST', body: { contentType: 'WORK', subContentType: { id: 10 }, priority: { id: 103 }, text: 'Justera ryggen.', parentWebOrderContentId: parent.id } }), 201);
    await deliver(order.id, work.id, { method: false });
    // A doubled click: ordered once, the other refused.
    const both = await Promise.all([1, 2].map(() => call(content(order.id, work.id, '?action=CONFIRM'), { method: 'POST' })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await ok<OrderContent>(await call(content(order.id, work.id)))).status.value).toBe(20);
    // Spec 2 §4: a referenced order's product line is delivered. The spec's create body with a pickup: refused.
    await expectError(
      await call(content(order.id), { method: 'POST', body: { contentType: 'PRODUCT_PICKUP', product: { id: x.plain, quantity: 1 }, fromFacility: { id: BASE_STORAGE }, parentWebOrderContentId: parent.id, currentStep: 1 } }),
      400,
      'CONTENT_TYPE_NOT_ALLOWED',
    );
    const delivered = await ok<OrderContent>(await call(content(order.id), { method: 'POST', body: { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 }, parentWebOrderContentId: parent.id, currentStep: 1 } }), 201);
    expect(delivered.status.value).toBe(5);
    // Nor may the line become a pickup afterwards.
    await expectError(await call(content(order.id, delivered.id), { method: 'PUT', body: { contentType: 'PRODUCT_PICKUP', fromFacility: { id: BASE_STORAGE } } }), 400, 'CONTENT_TYPE_NOT_ALLOWED');
    expect((await ok<OrderContent>(await call(content(order.id, delivered.id)))).contentType).toBe('PRODUCT_DELIVERY');
    // A line with a parent in a preliminary order too: delivered.
    const preliminary = await newOrder({ type: 'CLIENT', id: x.client });
    const plain = await addLine(preliminary.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    await expectError(
      await call(content(preliminary.id), { method: 'POST', body: { contentType: 'PRODUCT_PICKUP', product: { id: x.other, quantity: 1 }, fromFacility: { id: BASE_STORAGE }, parentWebOrderContentId: plain.id } }),
      400,
      'CONTENT_TYPE_NOT_ALLOWED',
    );
    expect((await call(content(order.id, delivered.id), { method: 'DELETE' })).status).toBe(204);
  });

  it('refuses a line without a parent, a parent of another order, another content type, and a caller without FSP_CreateWebOrderContentWithParent', async () => {
    const x = await f();
    const { order, parent } = await sentFitting();
    const other = await sentFitting();
    const delivery = { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } };
    await expectError(await call(content(order.id), { method: 'POST', body: delivery }), 409, 'ORDER_NOT_EDITABLE');
    await expectError(await call(content(order.id), { method: 'POST', body: { ...delivery, parentWebOrderContentId: other.parent.id } }), 409, 'ORDER_NOT_EDITABLE');
    await expectError(await call(content(order.id), { method: 'POST', body: { contentType: 'FUNCTION', parentWebOrderContentId: parent.id } }), 400, 'CONTENT_TYPE_NOT_ALLOWED');
    await expectError(await call(content(order.id), { method: 'POST', body: { contentType: 'FITTING', parentWebOrderContentId: parent.id } }), 400, 'CONTENT_TYPE_NOT_ALLOWED');
    await expectError(await call(content(order.id), { method: 'POST', body: { ...delivery, parentWebOrderContentId: parent.id }, user: 'tekniker@example.org' }), 404, 'NOT_FOUND');
    const permission = and(eq(authorizations.userId, FRIDA), eq(authorizations.type, 'FUNCTION'), eq(authorizations.authId, 'FSP_CreateWebOrderContentWithParent'));
    await server.db.delete(authorizations).where(permission);
    try {
      await expectError(await call(content(order.id), { method: 'POST', body: { ...delivery, parentWebOrderContentId: parent.id } }), 403, 'FORBIDDEN');
    } finally {
      await server.db.insert(authorizations).values({ userId: FRIDA, type: 'FUNCTION', authId: 'FSP_CreateWebOrderContentWithParent' });
    }
  });

  it('refuses a line, and its confirmation, once the fitting is completed or annulled: FITTING_CLOSED', async () => {
    const x = await f();
    const { order, parent, fitting } = await sentFitting();
    const delivery = { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 }, parentWebOrderContentId: parent.id };
    const line = await ok<OrderContent>(await call(content(order.id), { method: 'POST', body: delivery }), 201);
    await deliver(order.id, line.id);
    for (const status of [90, 99]) {
      await server.db.update(fittings).set({ status, closedAt: server.clock.now }).where(eq(fittings.id, fitting));
      await expectError(await call(content(order.id), { method: 'POST', body: delivery }), 409, 'FITTING_CLOSED');
      await expectError(await call(content(order.id, line.id, '?action=CONFIRM'), { method: 'POST' }), 409, 'FITTING_CLOSED');
    }
  });

  it('refuses a new line to a delivered or cancelled order, and CONFIRM to a line without a parent or in a preliminary order: NOT_A_REFERENCED_LINE', async () => {
    const x = await f();
    const { order, parent } = await sentFitting();
    await expectError(await call(content(order.id, parent.id, '?action=CONFIRM'), { method: 'POST' }), 409, 'NOT_A_REFERENCED_LINE');
    const preliminary = await newOrder({ type: 'CLIENT', id: x.client });
    const plain = await addLine(preliminary.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    await expectError(await call(content(preliminary.id, plain.id, '?action=CONFIRM'), { method: 'POST' }), 409, 'NOT_A_REFERENCED_LINE');
    const child = await addLine(preliminary.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.other, quantity: 1 }, parentWebOrderContentId: plain.id });
    await expectError(await call(content(preliminary.id, child.id, '?action=CONFIRM'), { method: 'POST' }), 409, 'NOT_A_REFERENCED_LINE');
    const draft = await ok<OrderContent>(await call(content(order.id), { method: 'POST', body: { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 }, parentWebOrderContentId: parent.id } }), 201);
    for (const status of [90, 99]) {
      await server.db.update(webOrders).set({ status }).where(eq(webOrders.id, order.id));
      await expectError(await call(content(order.id), { method: 'POST', body: { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 }, parentWebOrderContentId: parent.id } }), 409, 'ORDER_NOT_EDITABLE');
      await expectError(await call(content(order.id, draft.id), { method: 'PUT', body: { text: 'x' } }), 409, 'ORDER_NOT_EDITABLE');
    }
  });
});
