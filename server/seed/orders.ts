/**
 * Ordering's seeded data (spec 2 §3 Order, Order content line, §7 Orders; spec 1 §2 New-order
 * popup): the delivery methods, the population register (Navet) the new-order popup searches, and
 * orders. docs/world.md describes them.
 *
 * - Delivery methods 1 Ordinarie leverans, 2 Expressleverans, 3 Leverans med schemalagd tur.
 * - The population register: POPULATION_REGISTER of fixtures.ts (people who are not clients).
 * - Orders: Frida Förskrivare (user 1) has six sent orders (ids 1000-1005, statuses 20, 30, 80, 90
 *   and 99, to clients of her municipalities and one to base storage BL-LND). The completed order's
 *   delivered Rollator has a file Frida attached when she ordered it ("Måttskiss rollator.pdf"): a
 *   completed line's files are shown and no longer change (spec 2 §6, "Upload and delete are
 *   hidden when the item is completed"; the server refuses both). No demo user has a preliminary
 *   or an active order: the tests start with none. The large seed adds Frida's active preliminary
 *   order (id 1006) to Astrid Nilsson with 200 lines in the cart, and 200,000 sent orders spread
 *   over users 1-5, for the cart's benchmark and the order list's.
 *
 * Rows are built as plain objects and written with insertRows (one INSERT … SELECT FROM
 * json_to_recordset per 2,000 rows), with explicit ids; the identity sequences are moved past them.
 * Platform-neutral (the browser entry seeds it too).
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/index.ts';
import {
  activeOrders,
  authorizations,
  clientAddressFields,
  clientAddresses,
  clients,
  deliveryMethods,
  facilities,
  populationRegister,
  products,
  users,
  webOrderContents,
  webOrderFiles,
  webOrderHistory,
  webOrders,
  type LineAddress,
  type LineContact,
} from '../db/schema.ts';
import { SUB_CONTENT_TYPE_IDS, WIZARD_STEPS } from '../../src/contract/constants.ts';
import { FIXTURE_CLIENTS, POPULATION_REGISTER } from './fixtures.ts';
import { makePdf } from './pdf.ts';
import { rng } from './random.ts';
import { insertRows, syncIdentity } from './world.ts';

/** The delivery methods (GET /delivery-methods), in both languages. */
export const DELIVERY_METHODS = [
  { id: 1, nameSv: 'Ordinarie leverans', nameEn: 'Standard delivery' },
  { id: 2, nameSv: 'Expressleverans', nameEn: 'Express delivery' },
  { id: 3, nameSv: 'Leverans med schemalagd tur', nameEn: 'Scheduled route delivery' },
] as const;

/** The first seeded order's id (web_orders' identity starts there too); its number is 7000000 + id. */
export const FIRST_SEEDED_ORDER_ID = 1000;
/** The large seed's active preliminary order of Frida Förskrivare (200 lines in the cart). */
export const LARGE_CART_ORDER_ID = 1006;
/** The large seed's sent orders besides the demo's (issue 13: the order list on 200,000 orders). */
const LARGE_HISTORY_ORDERS = 200_000;
export const LARGE_CART_LINES = 200;

/**
 * The delivery methods and the population register, where they are missing (a fresh database, or a
 * data folder seeded before migration 0009). Answers whether it added anything.
 */
export async function seedOrderingReference(db: Db): Promise<boolean> {
  const res = await db.execute(sql`SELECT (SELECT count(*) FROM delivery_methods)::int AS methods, (SELECT count(*) FROM population_register)::int AS people`);
  const row = rowsOf<{ methods: number; people: number }>(res)[0];
  let added = false;
  if (!row?.methods) {
    await db.insert(deliveryMethods).values([...DELIVERY_METHODS]).onConflictDoNothing();
    added = true;
  }
  if (!row?.people) {
    await db.insert(populationRegister).values(POPULATION_REGISTER.map((p) => ({ ...p }))).onConflictDoNothing();
    added = true;
  }
  return added;
}

// ---------------------------------------------------------------------------------------------
// Orders

type OrderRow = typeof webOrders.$inferInsert & { id: number };
type ContentRow = typeof webOrderContents.$inferInsert & { id: number };
type HistoryRow = typeof webOrderHistory.$inferInsert & { id: number };
type FileRow = typeof webOrderFiles.$inferInsert;

type ProductInfo = { id: number; isFixedAsset: boolean; isOrderable: boolean; orderControl: string };
type ClientInfo = { id: number; customerId: string; firstName: string; surname: string; phoneNo: string | null; email: string | null; addresses: LineAddress[] };
type UserInfo = { id: number; firstName: string; surname: string; phoneNo: string | null; email: string | null };
type FacilityInfo = { id: number; label: string; street: string; postalNo: string; city: string };

/** A line to seed: a product delivered (to an address of the receiver, by a method) or picked up in a base storage. */
type LineSpec = {
  productId: number;
  type: 'PRODUCT_DELIVERY' | 'PRODUCT_PICKUP';
  quantity: number;
  /** Delivery to a client: which of the client's addresses (index, 0 the registered one). */
  addressIndex?: number;
  methodId?: number | null;
  /** Pickup: the base storage. */
  storageId?: number;
  joint?: boolean;
  etaDays?: number | null;
  text?: string | null;
  contact?: 'PRESCRIBER' | 'CLIENT';
  /** A PDF the orderer attached to the line while ordering (a minute after the line was made). */
  file?: { name: string; title: string; lines: string[] };
};

type OrderSpec = {
  userId: number;
  receiver: { client: ClientInfo } | { facility: FacilityInfo };
  status: number;
  /** When it was created; sent an hour later (a preliminary order is not sent). */
  createdAt: Date;
  note?: string | null;
  lines: LineSpec[];
};

const DAY = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The sub content type a product's order control dictates on a delivered line (null: none). */
function subContentTypeOf(control: string): number | null {
  if (control === 'INSTALLATION_MANDATORY') return SUB_CONTENT_TYPE_IDS.INSTALLATION;
  if (control === 'ASSEMBLY_MANDATORY') return SUB_CONTENT_TYPE_IDS.ASSEMBLY;
  return null;
}

function facilityAddress(f: FacilityInfo): LineAddress {
  return { id: f.id, type: 'FACILITY', description: f.label, careOf: null, street: f.street, postalNo: f.postalNo, city: f.city };
}

class OrderBuilder {
  readonly orders: OrderRow[] = [];
  readonly contents: ContentRow[] = [];
  readonly history: HistoryRow[] = [];
  readonly files: FileRow[] = [];
  private readonly products: Map<number, ProductInfo>;
  private readonly users: Map<number, UserInfo>;
  private readonly storages: Map<number, FacilityInfo>;
  constructor(products: Map<number, ProductInfo>, users: Map<number, UserInfo>, storages: Map<number, FacilityInfo>) {
    this.products = products;
    this.users = users;
    this.storages = storages;
  }

  add(id: number, spec: OrderSpec): void {
    const user = this.users.get(spec.userId);
    if (!user) throw new Error(`no user ${spec.userId}`);
    const sent = spec.status >= 20;
    const sentAt = new Date(spec.createdAt.getTime() + 3_600_000);
    const receiver = spec.receiver;
    this.orders.push({
      id,
      orderNumber: String(7_000_000 + id),
      receiverType: 'client' in receiver ? 'CLIENT' : 'FACILITY',
      clientId: 'client' in receiver ? receiver.client.id : null,
      facilityId: 'facility' in receiver ? receiver.facility.id : null,
      status: spec.status,
      note: spec.note ?? null,
      orderedBy: user.id,
      responsible: user.id,
      createdAt: spec.createdAt,
      orderDate: sent ? sentAt : null,
      sendKey: null,
    });
    const event = (at: Date, name: string, status: number) =>
      this.history.push({ id: this.history.length + 1, orderId: id, at, event: name, status, userId: user.id });
    event(spec.createdAt, 'CREATED', 10);
    if (sent) event(sentAt, 'SENT', 20);
    if (spec.status > 20 && spec.status < 99) event(new Date(sentAt.getTime() + DAY), 'STATUS_CHANGED', spec.status);
    if (spec.status === 99) event(new Date(sentAt.getTime() + 2 * 3_600_000), 'CANCELLED', 99);
    const prescriber: LineContact = { id: user.id, type: 'PRESCRIBER', firstName: user.firstName, surname: user.surname, phoneNo: user.phoneNo, email: user.email, relation: 'Förskrivare' };
    spec.lines.forEach((line, index) => {
      const product = this.products.get(line.productId);
      if (!product) throw new Error(`no product ${line.productId}`);
      let address: LineAddress | null;
      let fromFacilityId: number | null;
      if (line.type === 'PRODUCT_PICKUP') {
        const storage = this.storages.get(line.storageId ?? 2);
        if (!storage) throw new Error(`no base storage ${line.storageId}`);
        address = facilityAddress(storage);
        fromFacilityId = storage.id;
      } else {
        address = 'client' in receiver ? (receiver.client.addresses[line.addressIndex ?? 0] ?? receiver.client.addresses[0] ?? null) : facilityAddress(receiver.facility);
        fromFacilityId = 1; // sent from the central warehouse
      }
      const client = 'client' in receiver ? receiver.client : null;
      const contact: LineContact =
        line.contact === 'CLIENT' && client
          ? { id: client.id, type: 'CLIENT', firstName: client.firstName, surname: client.surname, phoneNo: client.phoneNo, email: client.email, relation: null }
          : prescriber;
      const steps = WIZARD_STEPS[line.type];
      const lineId = this.contents.length + 1;
      const lineCreatedAt = new Date(spec.createdAt.getTime() + (index + 1) * 60_000);
      if (line.file) {
        this.files.push({ contentId: lineId, userId: user.id, at: new Date(lineCreatedAt.getTime() + 60_000), name: line.file.name, contentType: 'application/pdf', content: makePdf(line.file.title, line.file.lines) });
      }
      this.contents.push({
        id: lineId,
        orderId: id,
        lineNo: index + 1,
        contentType: line.type,
        status: spec.status,
        steps,
        currentStep: steps,
        deliveryDate: line.etaDays === undefined || line.etaDays === null ? null : day(new Date(sentAt.getTime() + line.etaDays * DAY)),
        requestedDeliveryDate: null,
        contactBeforeDelivery: line.contact === 'CLIENT',
        address,
        contact,
        deliveryMethodId: line.type === 'PRODUCT_DELIVERY' ? (line.methodId ?? ('client' in receiver ? 1 : null)) : null,
        codeliveryId: line.joint ? 1 : 0,
        subContentTypeId: line.type === 'PRODUCT_DELIVERY' ? subContentTypeOf(product.orderControl) : null,
        text: line.text ?? null,
        productId: product.id,
        quantity: line.quantity,
        fromFacilityId,
        createdAt: lineCreatedAt,
      });
    });
  }
}

/** Loads what the orders refer to: users, base storages, products and clients (with their addresses, registered first). */
async function loadReferences(db: Db, productIds: number[], clientFilter: 'fixtures' | 'all') {
  const [userRows, storageRows, productRows] = await Promise.all([
    db.select({ id: users.id, firstName: users.firstName, surname: users.surname, phoneNo: users.phoneNo, email: users.email }).from(users),
    db
      .select({ id: facilities.id, label: facilities.label, street: facilities.street, postalNo: facilities.postalNo, city: facilities.city })
      .from(facilities)
      .where(eq(facilities.categoryValue, 2)),
    db
      .select({ id: products.id, isFixedAsset: products.isFixedAsset, isOrderable: products.isOrderable, orderControl: products.orderControl })
      .from(products)
      .where(inArray(products.id, productIds)),
  ]);
  const fixtureIds = Object.values(FIXTURE_CLIENTS).map((c) => c.id);
  const clientWhere = and(
    eq(clients.type, 'PERSON'),
    isNotNull(clients.customerId),
    isNull(clients.deregistrationDate),
    clientFilter === 'fixtures' ? inArray(clients.id, fixtureIds) : undefined,
  );
  const [clientRows, addressRows] = await Promise.all([
    db
      .select({ id: clients.id, customerId: clients.customerId, firstName: clients.firstName, surname: clients.surname, phoneNo: clients.phoneNo, email: clients.email })
      .from(clients)
      .where(clientWhere)
      .orderBy(asc(clients.id)),
    db
      .select({ clientId: clientAddresses.clientId, ...clientAddressFields })
      .from(clientAddresses)
      .where(clientFilter === 'fixtures' ? inArray(clientAddresses.clientId, fixtureIds) : undefined)
      .orderBy(asc(clientAddresses.clientId), sql`${clientAddresses.isRegistered} DESC`, asc(clientAddresses.id)),
  ]);
  const addressesOf = new Map<number, LineAddress[]>();
  for (const a of addressRows) {
    const list = addressesOf.get(a.clientId) ?? [];
    list.push({ id: a.id, type: 'CLIENT_ADDRESS', description: a.description, careOf: a.careOf, street: a.street, postalNo: a.postalNo, city: a.city });
    addressesOf.set(a.clientId, list);
  }
  const clientList: ClientInfo[] = clientRows
    .filter((c) => (addressesOf.get(c.id)?.length ?? 0) > 0)
    .map((c) => ({ ...c, customerId: c.customerId ?? '', addresses: addressesOf.get(c.id) ?? [] }));
  return {
    users: new Map(userRows.map((u) => [u.id, u])),
    storages: new Map(storageRows.map((s) => [s.id, s])),
    products: new Map(productRows.map((p) => [p.id, p])),
    clients: clientList,
  };
}

async function writeOrders(db: Db, b: OrderBuilder): Promise<void> {
  await insertRows(db, webOrders, b.orders);
  await insertRows(db, webOrderContents, b.contents);
  await insertRows(db, webOrderHistory, b.history);
  if (b.files.length) await db.insert(webOrderFiles).values(b.files);
  for (const table of ['web_orders', 'web_order_contents', 'web_order_history']) await syncIdentity(db, table);
}

/** The demo's sent orders of Frida Förskrivare (ids 1000-1005); the large seed has them too. */
function addDemoOrders(b: OrderBuilder, refs: Awaited<ReturnType<typeof loadReferences>>, now: Date): void {
  const client = (id: number) => {
    const c = refs.clients.find((x) => x.id === id);
    if (!c) throw new Error(`no client ${id} with an address`);
    return c;
  };
  const storage = refs.storages.get(3);
  if (!storage) throw new Error('no base storage 3');
  const F = FIXTURE_CLIENTS;
  const ago = (days: number, hour = 9) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour));
  // Products by id (the first product of each type: active, orderable, order control NONE):
  // 1 Rollator, 2 Manuell rullstol, 4 Duschpall, 5 Toalettförhöjning, 6 Vårdsäng, 7 Tryckavlastande
  // madrass, 10 Griptång, 11 Käpp, 12 Armbågskrycka, 13 Glidlakan, 14 Sittdyna, 15 Rollatorkorg, 18 Stödhandtag.
  let id = FIRST_SEEDED_ORDER_ID;
  b.add(id++, {
    userId: 1, receiver: { client: client(F.astrid.id) }, status: 90, createdAt: ago(60),
    lines: [
      // A completed line with a file: shown on the order's detail, never changed again (the server refuses upload and delete).
      {
        productId: 1, type: 'PRODUCT_DELIVERY', quantity: 1, methodId: 1, etaDays: 5, contact: 'CLIENT',
        file: { name: 'Måttskiss rollator.pdf', title: 'Måttskiss rollator', lines: ['Astrid Nilsson', 'Handtagshöjd 86 cm', 'Sittbredd 45 cm'] },
      },
      { productId: 10, type: 'PRODUCT_PICKUP', quantity: 2, storageId: 2 },
    ],
  });
  b.add(id++, {
    userId: 1, receiver: { client: client(F.greta.id) }, status: 80, createdAt: ago(12), note: 'Leverans till vårdboendet, ring enhetschefen innan.',
    lines: [
      { productId: 6, type: 'PRODUCT_DELIVERY', quantity: 1, addressIndex: 1, methodId: 3, joint: true, etaDays: 14 },
      { productId: 7, type: 'PRODUCT_DELIVERY', quantity: 1, addressIndex: 1, methodId: 3, joint: true, etaDays: 14 },
      { productId: 13, type: 'PRODUCT_DELIVERY', quantity: 2, addressIndex: 1, methodId: 1 },
    ],
  });
  b.add(id++, {
    userId: 1, receiver: { client: client(F.sven.id) }, status: 30, createdAt: ago(4),
    lines: [
      { productId: 4, type: 'PRODUCT_PICKUP', quantity: 1, storageId: 2 },
      { productId: 5, type: 'PRODUCT_DELIVERY', quantity: 1, methodId: 1, text: 'Porten har kod 1234.' },
    ],
  });
  b.add(id++, {
    userId: 1, receiver: { client: client(F.harald.id) }, status: 20, createdAt: ago(1),
    lines: [{ productId: 18, type: 'PRODUCT_DELIVERY', quantity: 4, methodId: 2, etaDays: 3, contact: 'CLIENT' }],
  });
  b.add(id++, {
    userId: 1, receiver: { facility: storage }, status: 20, createdAt: ago(2),
    lines: [
      { productId: 11, type: 'PRODUCT_DELIVERY', quantity: 10 },
      { productId: 12, type: 'PRODUCT_DELIVERY', quantity: 6 },
      { productId: 15, type: 'PRODUCT_DELIVERY', quantity: 5 },
      { productId: 14, type: 'PRODUCT_DELIVERY', quantity: 4 },
    ],
  });
  b.add(id++, {
    userId: 1, receiver: { client: client(F.maj.id) }, status: 99, createdAt: ago(30),
    lines: [{ productId: 2, type: 'PRODUCT_DELIVERY', quantity: 1, methodId: 1 }],
  });
}

const DEMO_PRODUCT_IDS = [1, 2, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 18];

/**
 * Seeds the orders (after the world and the users). Demo: Frida's six sent orders. Large: those,
 * her active preliminary order with 200 lines in the cart, and 200,000 sent orders of users 1-5.
 */
export async function seedOrders(db: Db, options: { scale: 'demo' | 'large'; now: Date }): Promise<void> {
  const large = options.scale === 'large';
  const now = options.now;
  // Large: the products the lines draw from (the first 5,000: every kind, some free, some not orderable).
  const productIds = large ? Array.from({ length: 5_000 }, (_, i) => i + 1) : DEMO_PRODUCT_IDS;
  const refs = await loadReferences(db, productIds, large ? 'all' : 'fixtures');
  const b = new OrderBuilder(refs.products, refs.users, refs.storages);
  addDemoOrders(b, refs, now);
  if (large) {
    addLargeCart(b, refs, now);
    await addLargeHistory(db, b, refs, now);
  }
  await writeOrders(db, b);
  if (large) await db.insert(activeOrders).values({ userId: 1, orderId: LARGE_CART_ORDER_ID });
  // Statistics for the planner (PGlite never gathers them by itself), and the visibility map that
  // lets the order list count a date range from its covering index alone.
  await db.execute(sql`VACUUM ANALYZE web_orders, web_order_counts, web_order_words, web_order_contents, web_order_history`);
}

/** Frida's active order to Astrid Nilsson: 200 lines in the cart, delivered (with an address and a method) or picked up at BL-MLM. */
function addLargeCart(b: OrderBuilder, refs: Awaited<ReturnType<typeof loadReferences>>, now: Date): void {
  const astrid = refs.clients.find((c) => c.id === FIXTURE_CLIENTS.astrid.id);
  if (!astrid) throw new Error('no Astrid');
  const all = [...refs.products.values()].sort((x, y) => x.id - y.id);
  // Free products (a price of 0, see world.ts: every 97th beyond the first 20) for every tenth line.
  const free = all.filter((p) => p.id > 20 && (p.id - 1) % 97 === 0 && p.isOrderable);
  const lines: LineSpec[] = [];
  for (let k = 0; lines.length < LARGE_CART_LINES; k++) {
    const product = lines.length % 10 === 9 ? free[(k * 7) % free.length] : all[(k * 37 + 11) % all.length];
    if (!product) continue;
    const pickup = (k % 3 === 0 || !product.isOrderable) && !product.isFixedAsset;
    if (!pickup && !product.isOrderable) continue; // a non-orderable inventory item cannot be ordered
    lines.push(
      pickup
        ? { productId: product.id, type: 'PRODUCT_PICKUP', quantity: 1 + (k % 4), storageId: 2 }
        : { productId: product.id, type: 'PRODUCT_DELIVERY', quantity: 1 + (k % 7), addressIndex: k % 5 === 0 ? 1 : 0, methodId: 1 + (k % 3) },
    );
  }
  b.add(LARGE_CART_ORDER_ID, { userId: 1, receiver: { client: astrid }, status: 10, createdAt: new Date(now.getTime() - 3 * 3_600_000), lines });
}

/** 200,000 sent orders over two years (issue 13's large seed), of users 1-5 to clients of their municipalities (a tenth to a base storage). */
async function addLargeHistory(db: Db, b: OrderBuilder, refs: Awaited<ReturnType<typeof loadReferences>>, now: Date): Promise<void> {
  const r = rng(12_012);
  const userIds = [1, 2, 3, 4, 5];
  const auths = await db
    .select({ userId: authorizations.userId, authId: authorizations.authId })
    .from(authorizations)
    .where(and(eq(authorizations.type, 'MUNICIPALITY'), inArray(authorizations.userId, userIds)));
  const clientsOf = new Map<number, ClientInfo[]>();
  for (const userId of userIds) {
    const munis = new Set(auths.filter((a) => a.userId === userId).map((a) => a.authId));
    clientsOf.set(userId, refs.clients.filter((c) => munis.has(c.customerId)));
  }
  const orderable = [...refs.products.values()].filter((p) => p.isOrderable).sort((x, y) => x.id - y.id);
  const storages = [...refs.storages.values()];
  const statuses = [20, 30, 30, 80, 80, 90, 90, 90, 90, 99];
  const contentTypes: LineSpec['type'][] = ['PRODUCT_DELIVERY', 'PRODUCT_PICKUP'];
  let id = LARGE_CART_ORDER_ID + 1;
  for (let n = 0; n < LARGE_HISTORY_ORDERS; n++) {
    const userId = [1, 1, 2, 3, 4, 5][n % 6] ?? 1;
    const candidates = clientsOf.get(userId) ?? [];
    const toStorage = r.next() < 0.1 || candidates.length === 0;
    const status = r.pick(statuses);
    const createdAt = new Date(now.getTime() - r.int(1, 730) * DAY - r.int(0, 8) * 3_600_000);
    const lineCount = r.int(1, 4);
    const lines: LineSpec[] = [];
    for (let k = 0; lines.length < lineCount && k < 20; k++) {
      const product = r.pick(orderable);
      // Installation cannot be ordered to a base storage.
      if (toStorage && product.orderControl === 'INSTALLATION_MANDATORY') continue;
      const type: LineSpec['type'] = toStorage || product.isFixedAsset ? 'PRODUCT_DELIVERY' : r.pick(contentTypes);
      lines.push(
        type === 'PRODUCT_PICKUP'
          ? { productId: product.id, type, quantity: r.int(1, 3), storageId: r.pick(storages).id }
          : { productId: product.id, type, quantity: product.isFixedAsset ? 1 : r.int(1, 5), methodId: toStorage ? null : r.int(1, 3), etaDays: status >= 30 ? r.int(2, 20) : null },
      );
    }
    b.add(id++, { userId, receiver: toStorage ? { facility: r.pick(storages) } : { client: r.pick(candidates) }, status, createdAt, lines });
  }
}
