/**
 * Timelines on the reference server (issue 41; server/routes/timeline.ts, src/contract/timeline.ts):
 * an aid taken through its whole life by the calls the portal makes and the back office's
 * (server/routes/back-office.ts): received into BL-MLM, ordered for Astrid and handed over through a
 * task, reported with a deviation, repaired through a work order, returned; each step in its aid's
 * life and in Astrid's story, in order, with its link; the recorded events (a move, a count, a
 * storage scrap); the kind filter and paging; who may read. The tests run in order, each on what
 * the one before left.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import type { Delivery, Order, OrderContent } from '../../src/contract/orders.ts';
import type { AidTimelinePage, TimelineEntry, TimelinePage } from '../../src/contract/timeline.ts';
import { aidStage, TIMELINE_KINDS } from '../../src/contract/shared/timeline.ts';
import { rowsOf } from '../../server/db/index.ts';
import { products, stockItems } from '../../server/db/schema.ts';
import { branches, timelineQuery } from '../../server/routes/timeline.ts';
import { FIXTURE_CLIENTS } from '../../server/seed/fixtures.ts';
import { expectError, json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

const server = withTestServer();
const FRIDA = 'forskrivare@example.org';
const LEO = 'lager@example.org';
const BO = 'begransad@example.org'; // no MUNICIPALITY authorization
const ERIK = FIXTURE_CLIENTS.erik.id; // Borås: not Frida's
const ASTRID = FIXTURE_CLIENTS.astrid.id; // Malmö
const BL_MLM = 2;
const ROLLATOR = 1;

const sessions = new Map<string, string>();
async function call(path: string, { method = 'GET', body, user = FRIDA, lang = 'sv', root = '/rs/fsp/v1' }: { method?: string; body?: unknown; user?: string; lang?: 'sv' | 'en'; root?: string } = {}) {
  // Each change a minute after the one before (the test server's clock stands still otherwise).
  if (method !== 'GET') server.advance(60_000);
  let s = sessions.get(user);
  if (!s) sessions.set(user, (s = await server.login(user)));
  const headers: Record<string, string> = { [SESSION_HEADER]: s, 'Accept-Language': lang };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return server.request(`${root}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) expect({ status: res.status, body: await res.text() }).toEqual({ status });
  return status === 204 ? (undefined as T) : json<T>(res);
}
function backOffice(path: string, body: unknown) {
  server.advance(60_000);
  return server.request(`/dev/back-office${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

async function orderFor(client: number, line: Record<string, unknown>, put?: Record<string, unknown>): Promise<{ order: Order; line: OrderContent }> {
  const order = await ok<Order>(await call('/web-orders', { method: 'POST', body: { receiver: { type: 'CLIENT', id: client } } }), 201);
  const made = await ok<OrderContent>(await call(`/web-orders/${order.id}/content`, { method: 'POST', body: line }), 201);
  if (put) await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${made.id}`, { method: 'PUT', body: put }));
  const delivery = await ok<Delivery>(await call(`/web-orders/${order.id}/content/${made.id}/delivery`));
  const [address] = delivery.addresses;
  const [contact] = delivery.contacts;
  if (!address || !contact) throw new Error('no delivery choices');
  await ok<Delivery>(
    await call(`/web-orders/${order.id}/content/${made.id}/delivery`, { method: 'PUT', body: { address: { id: address.id, type: address.type }, contact: { id: contact.id, type: contact.type }, deliveryMethod: { id: 1 } } }),
  );
  await ok<OrderContent>(await call(`/web-orders/${order.id}/content/${made.id}?action=ADD_TO_CART`, { method: 'POST' }));
  await ok<unknown>(await call(`/web-orders/${order.id}?action=SEND`, { method: 'POST' }));
  return { order, line: made };
}

const aidLife = (id: number, query = '', user = FRIDA, lang: 'sv' | 'en' = 'sv') => call(`/fixed-assets/${id}/timeline${query}`, { user, lang });
const story = (id: number, query = '', user = FRIDA) => call(`/clients/${id}/timeline${query}`, { user });
const events = (page: TimelineEntry[]) => page.map((e) => e.event);

describe('the lifecycle stage (shared/timeline.ts aidStage)', () => {
  const base = { exists: true, held: false, openWork: false, everHeld: false, handledInStorage: false };
  it('follows where the aid is: gone, in repair, with a client, returned, in storage, received', () => {
    expect(aidStage({ ...base, exists: false, openWork: true, held: true })).toBe('SCRAPPED');
    expect(aidStage({ ...base, openWork: true, held: true })).toBe('IN_REPAIR');
    expect(aidStage({ ...base, held: true, everHeld: true })).toBe('WITH_CLIENT');
    expect(aidStage({ ...base, everHeld: true })).toBe('RETURNED');
    expect(aidStage({ ...base, handledInStorage: true })).toBe('IN_STORAGE');
    expect(aidStage(base)).toBe('RECEIVED');
  });
});

describe('an aid’s life and a client’s story', () => {
  let aid: { id: number; inventoryNumber: string };
  let delivery: { order: Order; line: OrderContent };
  let task: number;
  let deviation: number;
  let work: { order: Order; line: OrderContent };

  beforeAll(async () => {
    const [p] = await server.db.select({ supplierId: products.supplierId }).from(products).where(eq(products.id, ROLLATOR));
    if (!p) throw new Error('no Rollator');
    const received = await ok<{ stockItemId: number; inventoryNumber: string }>(
      await call('/deliveries', { method: 'POST', user: LEO, body: { action: 'RECEIVE', payload: { productId: ROLLATOR, facilityId: BL_MLM, supplierId: p.supplierId, quantity: 1, serialNumber: 'TL-41-1', reference: 'Följesedel 41' } } }),
    );
    aid = { id: received.stockItemId, inventoryNumber: received.inventoryNumber };
  });

  it('starts RECEIVED: one entry, from the delivery, by Leo', async () => {
    const life = await ok<AidTimelinePage>(await aidLife(aid.id));
    expect(life.stage).toBe('RECEIVED');
    expect(life.count).toBe(1);
    expect(life.page[0]).toMatchObject({ kind: 'STOCK', event: 'RECEIVED', actor: 'Leo Lagerström', item: { inventoryNumber: aid.inventoryNumber, stockItemId: aid.id }, link: null });
    expect(life.page[0]?.facts).toEqual(expect.arrayContaining([{ name: 'REFERENCE', value: 'Följesedel 41' }, { name: 'STORAGE', value: expect.any(String) as unknown }]));
  });

  it('is handed over to Astrid through a task the back office plans from her order', async () => {
    delivery = await orderFor(ASTRID, { contentType: 'PRODUCT_DELIVERY', product: { id: ROLLATOR, quantity: 1 } });
    await ok<unknown>(await backOffice(`/lines/${delivery.line.id}/task`, { stockItemId: aid.id }), 201).then((r) => (task = (r as { taskId: number }).taskId));
    const [allocated] = await server.db.select({ allocated: stockItems.allocatedQuantity }).from(stockItems).where(eq(stockItems.id, aid.id));
    expect(allocated?.allocated).toBe(1);
    const detail = await ok<{ allocations: { id: number }[] }>(await call(`/tasks/${task}`, { user: LEO }));
    await ok<unknown>(await call(`/tasks/${task}`, { method: 'POST', user: LEO, body: { action: 'HAND_OVER', close: true, allocations: detail.allocations.map((a) => ({ id: a.id, quantity: 1 })) } }));
    expect((await ok<AidTimelinePage>(await aidLife(aid.id))).stage).toBe('WITH_CLIENT');
  });

  it('gets a deviation, then a work order that the back office takes in process (IN_REPAIR) and finishes', async () => {
    deviation = (await ok<{ id: number }>(await call('/deviations', { method: 'POST', body: { categoryId: 1, typeId: 104, description: 'Bromsen tar inte.', reference: { id: 1, value: aid.inventoryNumber } } }), 201)).id;
    work = await orderFor(ASTRID, { contentType: 'WORK', pickupList: [{ id: aid.id, quantity: 1 }], text: 'Byt bromsvajer.' }, { subContentType: { id: 10 }, priority: { id: 101 } });
    expect((await ok<AidTimelinePage>(await aidLife(aid.id))).stage).toBe('IN_REPAIR');
    await ok<unknown>(await backOffice(`/lines/${work.line.id}/status`, { status: 80 }), 204);
    await ok<unknown>(await backOffice(`/lines/${work.line.id}/status`, { status: 90 }), 204);
    expect((await ok<AidTimelinePage>(await aidLife(aid.id))).stage).toBe('WITH_CLIENT');
  });

  it('is returned to BL-MLM: RETURNED', async () => {
    await ok<unknown>(await call(`/clients/${ASTRID}/holdings`, { method: 'POST', body: { action: 'RETURN_TO_STORAGE', payload: { holdings: [{ id: aid.id, quantity: 1 }], toStorageId: BL_MLM } } }));
    expect((await ok<AidTimelinePage>(await aidLife(aid.id))).stage).toBe('RETURNED');
  });

  it('tells every step of the aid’s life, newest first, each with its link', async () => {
    const life = await ok<AidTimelinePage>(await aidLife(aid.id, '?amount=50'));
    expect(events(life.page).reverse()).toEqual([
      'RECEIVED',
      'TASK_CREATED',
      'HANDED_OVER',
      'TASK_REPORTED',
      'DEVIATION_REPORTED',
      'WORK_ORDERED',
      'WORK_STATUS',
      'WORK_STATUS',
      'RETURNED',
    ]);
    expect(life.count).toBe(9);
    const by = (event: string) => life.page.filter((e) => e.event === event);
    expect(by('TASK_CREATED')[0]?.link).toEqual({ type: 'TASK', id: task, number: String(task), parentId: ASTRID });
    expect(by('HANDED_OVER')[0]?.link).toEqual({ type: 'CLIENT', id: ASTRID, number: 'Astrid Nilsson', parentId: null });
    expect(by('DEVIATION_REPORTED')[0]).toMatchObject({ actor: 'Frida Förskrivare', link: { type: 'DEVIATION', id: deviation } });
    expect(by('DEVIATION_REPORTED')[0]?.facts).toContainEqual({ name: 'DESCRIPTION', value: 'Bromsen tar inte.' });
    expect(by('WORK_ORDERED')[0]).toMatchObject({ link: { type: 'ORDER', id: work.order.id, number: work.order.orderNumber } });
    expect(by('WORK_ORDERED')[0]?.facts).toEqual(expect.arrayContaining([{ name: 'WORK_TYPE', value: 'Reparation' }, { name: 'TEXT', value: 'Byt bromsvajer.' }]));
    expect(by('WORK_STATUS').map((e) => e.facts.find((f) => f.name === 'STATUS')?.value)).toEqual(['Levererad', 'Under behandling']);
    const times = life.page.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('tells the same in Astrid’s story, with the order, the task and the aid linked', async () => {
    const page = await ok<TimelinePage>(await story(ASTRID, '?amount=100'));
    const ours = page.page.filter(
      (e) =>
        e.item?.inventoryNumber === aid.inventoryNumber ||
        e.link?.id === delivery.order.id ||
        e.link?.id === work.order.id ||
        (e.link?.type === 'TASK' && e.link.id === task) ||
        (e.link?.type === 'DEVIATION' && e.link.id === deviation),
    );
    expect(events(ours).reverse()).toEqual([
      'ORDER_CREATED',
      'ORDER_SENT',
      'TASK_CREATED',
      'LINE_STATUS',
      'HANDED_OVER',
      'TASK_REPORTED',
      'DEVIATION_REPORTED',
      'ORDER_CREATED',
      'ORDER_SENT',
      'WORK_ORDERED',
      'WORK_STATUS',
      'WORK_STATUS',
      'RETURNED',
    ]);
    const handed = ours.find((e) => e.event === 'HANDED_OVER');
    expect(handed?.link).toEqual({ type: 'FIXED_ASSET', id: aid.id, number: aid.inventoryNumber, parentId: null });
  });

  it('filters by kind and pages, the count unchanged by the page', async () => {
    const holding = await ok<AidTimelinePage>(await aidLife(aid.id, '?kinds=HOLDING'));
    expect(events(holding.page)).toEqual(['RETURNED', 'HANDED_OVER']);
    const two = await ok<AidTimelinePage>(await aidLife(aid.id, '?kinds=WORK,DEVIATION'));
    expect(events(two.page)).toEqual(['WORK_STATUS', 'WORK_STATUS', 'WORK_ORDERED', 'DEVIATION_REPORTED']);
    const all = await ok<AidTimelinePage>(await aidLife(aid.id, '?amount=50'));
    const second = await ok<AidTimelinePage>(await aidLife(aid.id, '?from=3&amount=3'));
    expect(second.count).toBe(all.count);
    expect(second.page.map((e) => e.id)).toEqual(all.page.slice(3, 6).map((e) => e.id));
    await expectError(await aidLife(aid.id, '?kinds=LOST'), 400, 'VALIDATION');
    await expectError(await aidLife(aid.id, '?kinds=order'), 400, 'VALIDATION');
  });

  it('records a direct move, a count that changed the quantity and a scrap from the storage', async () => {
    // A location of BL-MLM the aid is not on.
    const rows = rowsOf<{ id: number }>(
      await server.db.execute(sql`SELECT l.id FROM warehouse_locations l JOIN warehouses w ON w.id = l.warehouse_id JOIN stock_items s ON s.id = ${aid.id}
        WHERE w.facility_id = ${BL_MLM} AND l.id <> s.warehouse_location_id ORDER BY l.id LIMIT 1`),
    );
    const to = rows[0]?.id;
    if (!to) throw new Error('no other location');
    await ok<unknown>(await call(`/base-storages/balances/${aid.id}/move`, { method: 'POST', user: LEO, body: { quantity: 1, toWarehouseLocation: { id: to } } }));
    const [moved] = (await ok<AidTimelinePage>(await aidLife(aid.id))).page;
    expect(moved).toMatchObject({ kind: 'STOCK', event: 'MOVED', actor: 'Leo Lagerström' });
    expect(moved?.facts.map((f) => f.name)).toEqual(['STORAGE', 'FROM_LOCATION', 'TO_LOCATION', 'QUANTITY']);
    const reasons = await ok<{ id: number; category?: string }[] | { page: { id: number }[] }>(await call('/reason-codes?category=SCRAPPING', { user: LEO }));
    const reason = (Array.isArray(reasons) ? reasons : reasons.page)[0]?.id;
    await ok<unknown>(await call('/base-storages/balances/scrap', { method: 'POST', user: LEO, body: { balances: [{ balanceId: aid.id, quantity: 1 }], reasonCodeId: reason } }));
    const gone = await ok<AidTimelinePage>(await aidLife(aid.id));
    expect(gone.stage).toBe('SCRAPPED');
    expect(gone.page[0]).toMatchObject({ event: 'STOCK_SCRAPPED', item: { inventoryNumber: aid.inventoryNumber } });
    await expectError(await aidLife(aid.id, '', BO), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
  });
});

describe('a count that changed an aid’s quantity', () => {
  it('is recorded at the count’s confirmation (COUNTED, before and after, linked to the count); an unchanged one is not', async () => {
    const started = await ok<{ id: number; inventoryId: string }>(await call(`/base-storages/${BL_MLM}/inventories`, { method: 'POST', user: LEO }), 201);
    const lines = await ok<{ page: { id: number; fetchedTimestamp: number; product: { id: number | null; inventoryNumber: string | null } }[] }>(
      await call(`/inventories/lines?baseStorageId=${BL_MLM}&searchValue=HMC&amount=500`, { user: LEO }),
    );
    const [missing, there] = lines.page.filter((l) => l.product.inventoryNumber !== null && l.product.id !== null);
    if (!missing?.product.id || !there?.product.id) throw new Error('two fixed assets in BL-MLM');
    await ok<unknown>(await call(`/inventories/lines/${missing.id}`, { method: 'POST', user: LEO, body: { action: 'REPORT_LINE', reportedQty: 0, fetchedTimestamp: missing.fetchedTimestamp } }));
    await ok<unknown>(await call(`/inventories/lines/${there.id}`, { method: 'POST', user: LEO, body: { action: 'REPORT_LINE', reportedQty: 1, fetchedTimestamp: there.fetchedTimestamp } }));
    await ok<unknown>(await call(`/inventories/${started.id}`, { method: 'POST', user: LEO, body: { action: 'CONFIRM' } }), 204);
    const life = await ok<AidTimelinePage>(await aidLife(missing.product.id, '?kinds=STOCK', LEO));
    expect(life.page[0]).toMatchObject({ event: 'COUNTED', actor: 'Leo Lagerström', link: { type: 'INVENTORY', id: started.id, number: started.inventoryId, parentId: BL_MLM } });
    expect(life.page[0]?.facts).toEqual(expect.arrayContaining([{ name: 'QUANTITY_BEFORE', value: '1' }, { name: 'QUANTITY_AFTER', value: '0' }]));
    expect(events((await ok<AidTimelinePage>(await aidLife(there.product.id, '?kinds=STOCK', LEO))).page)).not.toContain('COUNTED');
  });
});

describe('who may read', () => {
  it('answers 403 for a client or an aid of a municipality the caller is not authorized for, 404 for none', async () => {
    await expectError(await story(ERIK), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await story(ASTRID, '', BO), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await story(2_000_000_000), 404, 'NOT_FOUND');
    const [erikAid] = await server.db.select({ id: stockItems.id }).from(stockItems).where(eq(stockItems.clientId, ERIK)).limit(1);
    const [anyAid] = await server.db.select({ id: stockItems.id, inventoryNumber: stockItems.inventoryNumber }).from(stockItems).where(eq(stockItems.clientId, ASTRID));
    if (erikAid) {
      const res = await aidLife(erikAid.id);
      expect([403, 404]).toContain(res.status); // 404 when Erik's item has no inventory number
    }
    if (anyAid?.inventoryNumber) await expectError(await aidLife(anyAid.id, '', BO), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await aidLife(2_000_000_000), 404, 'NOT_FOUND');
  });
});

describe('the timelines’ query', () => {
  // The tables an aid's life or a client's story reads; a deployment's grow without end (every
  // event, deviation and order line of every aid), so a branch that must read one whole is slow
  // there however fast on the demo's few rows. With sequential scans made a last resort, the
  // planner still chooses one where no index can answer the branch's condition, or walks a whole
  // index (an index scan without an Index Cond).
  const GROWING = '(timeline_events|deviations|holding_transactions|delivery_receipts|tasks|task_lines|web_order_contents|web_orders|web_order_history|fittings|fitting_events|stock_items)';
  const SEQ_SCAN = new RegExp(`Seq Scan on ${GROWING}\\b`);
  const INDEX_SCAN = new RegExp(`(?:Index Scan|Index Only Scan|Bitmap Index Scan) (?:using|on) ${GROWING}_\\w+`);
  async function plan(query: ReturnType<typeof timelineQuery>): Promise<string[]> {
    await server.db.execute(sql`SET enable_seqscan = off`);
    try {
      return rowsOf<{ 'QUERY PLAN': string }>(await server.db.execute(sql`EXPLAIN ${query}`)).map((r) => r['QUERY PLAN']);
    } finally {
      await server.db.execute(sql`RESET enable_seqscan`);
    }
  }
  /** The plan's reads of a growing table that are not lookups: sequential scans, and index scans without an Index Cond. */
  const wholeReads = (lines: string[]) => lines.filter((line, i) => SEQ_SCAN.test(line) || (INDEX_SCAN.test(line) && !/^\s*Index Cond:/.test(lines[i + 1] ?? '')));
  const kinds = new Set(TIMELINE_KINDS);

  it('reads each branch of an aid’s life by index lookups (its events also by its tasks’ reports, its deviations also by its inventory number)', async () => {
    const [item] = await server.db.select({ id: stockItems.id, inventoryNumber: stockItems.inventoryNumber }).from(stockItems).where(sql`${stockItems.inventoryNumber} IS NOT NULL`).limit(1);
    if (!item?.inventoryNumber) throw new Error('no aid with an inventory number');
    const life = await plan(timelineQuery({ from: 0, amount: 25 }, branches({ aid: { id: item.id, inventoryNumber: item.inventoryNumber } }, kinds)));
    expect(life.join('\n')).toMatch(/timeline_events_task_reported_idx.*\n\s*Index Cond: \(task_id = ANY/);
    expect(life.join('\n')).toMatch(/deviations_inventory_number_idx.*\n\s*Index Cond: \(reference_value = /);
    expect(wholeReads(life)).toEqual([]);
  });

  it('reads each branch of a client’s story by index lookups', async () => {
    expect(wholeReads(await plan(timelineQuery({ from: 0, amount: 25 }, branches({ clientId: ASTRID }, kinds))))).toEqual([]);
  });
});
