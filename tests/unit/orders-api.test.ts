/**
 * Orders on the reference server (spec 2 §3 Order, Order content line, §4 Cart and sending, Delivery
 * type, Joint delivery, Assembly or installation, §5 Delivery update, ETA, §7 Orders): an order for a
 * client and for a base storage, its lines and their rules, the delivery, ADD_TO_CART and
 * REVERT_TO_DRAFT, every send rule refused when SEND is called directly, idempotent sending, the
 * active order, and who may see what. Each test builds the order it needs through the API.
 */
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Delivery, Order, OrderContent, OrderSummary, SendConfirmation } from '../../src/contract/orders.ts';
import { FACILITY_CATEGORY, IDEMPOTENCY_HEADER, SESSION_HEADER } from '../../src/contract/constants.ts';
import { authorizations, clientAddresses, clients, facilities, products, webOrders } from '../../server/db/schema.ts';
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
  const notOrderable = await pick(and(eq(products.isOrderable, false), eq(products.isFixedAsset, false)));
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
  return { plain, other, installationMandatory, notOrderable, fixedAsset, client: client.id, foreign: foreign.id, central: central.id };
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
    await expectError(
      await call(`/web-orders/${order.id}/content`, { method: 'POST', body: { contentType: 'PRODUCT_PICKUP', product: { id: x.plain, quantity: 1 }, fromFacility: { id: x.central } } }),
      400,
      'NOT_A_BASE_STORAGE',
    );
    const storage = await newOrder({ type: 'FACILITY', id: BASE_STORAGE });
    const delivered = await addLine(storage.id, { contentType: 'PRODUCT_DELIVERY', product: { id: x.plain, quantity: 1 } });
    expect(delivered.address).toMatchObject({ id: BASE_STORAGE, type: 'FACILITY' });
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
