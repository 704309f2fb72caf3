/**
 * Two API processes on one PostgreSQL behave as one server (issue 39, docs/deployment.md): each a
 * real `node server/node.ts` (scripts/api-process.ts) on a copy of the run's seeded database, the
 * second through a TCP relay the test can cut. A session made on one works on the other and ends
 * on both; the same Idempotency-Key sent to both at once makes one order and one receipt (and the
 * receipt's signed label link, made by one, opens on the other); a stale count report on one after
 * a report on the other answers 409; the password throttle counts the tries made on both; a
 * process whose database is cut answers 503 with Retry-After and recovers; a process told to stop
 * (SIGTERM) says it is not ready, finishes the request in flight and exits 0 while the other serves.
 * Runs in the postgres project only (npm test runs it on a throwaway cluster).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { startApiProcess, type ApiProcess } from '../../scripts/api-process.ts';
import { openDatabase, type OpenedDb } from '../../server/node.ts';
import { clientAddresses, clients, deliveryReceipts, products, webOrderHistory, webOrders } from '../../server/db/schema.ts';
import { IDEMPOTENCY_HEADER } from '../../src/contract/constants.ts';
import { SESSION_HEADER } from '../../src/contract/common.ts';
import { adminQuery, databaseUrl } from './helpers/postgres.ts';

const FRIDA = 'forskrivare@example.org';
const LEO = 'lager@example.org';
const BL_MLM = 2;
const ROLLATOR = 1; // a fixed asset, serial controlled: its receipt has a signed label link

const url = process.env.TEST_DATABASE_URL ?? '';
const dbName = `fsp_scale_${randomUUID().replaceAll('-', '')}`;
let a: ApiProcess;
let b: ApiProcess;
let relay: Relay;
let opened: OpenedDb;

/** A TCP relay in front of PostgreSQL: `cut()` drops every connection and refuses new ones, `restore()` lets them through again. */
type Relay = { port: number; cut: () => Promise<void>; restore: () => Promise<void>; close: () => Promise<void> };
async function startRelay(target: { host: string; port: number }): Promise<Relay> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((inbound) => {
        const outbound = connect(target.port, target.host);
        for (const s of [inbound, outbound]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        inbound.pipe(outbound).pipe(inbound);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });
  const cut = async () => {
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const s of sockets) s.destroy();
    await closed;
  };
  await listen();
  return { get port() { return port; }, cut, restore: listen, close: cut };
}

async function call(proc: ApiProcess, path: string, init: { method?: string; session?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': 'sv', ...(init.headers ?? {}) };
  if (init.session) headers[SESSION_HEADER] = init.session;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${proc.url}${path}`, { method: init.method ?? 'GET', headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
}
async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect({ status: res.status, body: res.status === status ? '' : text }).toEqual({ status, body: '' });
  return JSON.parse(text) as T;
}
async function login(proc: ApiProcess, username: string, password = 'demo'): Promise<Response> {
  return call(proc, '/rs/authentication', { method: 'POST', body: { username, password } });
}
async function sessionOn(proc: ApiProcess, username: string): Promise<string> {
  return (await ok<{ id: string }>(await login(proc, username))).id;
}
const v1 = (path: string) => `/rs/fsp/v1${path}`;

describe.runIf(url)('two API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    const template = inject('seededPgTemplate');
    if (!template) throw new Error('no seeded template database (tests/unit/helpers/postgres-template-setup.ts)');
    await adminQuery(url, `CREATE DATABASE ${dbName} TEMPLATE ${template}`);
    const own = databaseUrl(url, dbName);
    const pgAddress = new URL(own);
    relay = await startRelay({ host: pgAddress.hostname, port: Number(pgAddress.port) });
    const viaRelay = new URL(own);
    viaRelay.port = String(relay.port);
    // B: a short connect timeout, so a cut database answers 503 in a second; a delay before its
    // listener closes on SIGTERM, in which readiness says not ready.
    [a, b] = await Promise.all([
      startApiProcess({ databaseUrl: own }),
      startApiProcess({ databaseUrl: viaRelay.href, env: { DATABASE_CONNECT_TIMEOUT_MS: '1000', SHUTDOWN_DELAY_SECONDS: '1' } }),
    ]);
    opened = await openDatabase({ dataDir: '', databaseUrl: own, reset: false });
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(5000), b?.stop(5000)]);
    await opened?.close();
    await relay?.close();
    if (url) await adminQuery(url, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }, 30_000);

  it('share sessions: made on one, it works on the other, and a logout on either ends it on both', async () => {
    const session = await sessionOn(a, FRIDA);
    expect((await call(b, '/rs/sessions/current', { session })).status).toBe(200);
    expect((await call(b, '/rs/authentication', { method: 'DELETE', session })).status).toBe(204);
    expect((await call(a, '/rs/sessions/current', { session })).status).toBe(401);
    expect((await call(b, '/rs/sessions/current', { session })).status).toBe(401);
  });

  it('send an order once when the same Idempotency-Key reaches both at once', async () => {
    const db = opened.db;
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isOrderable, true), eq(products.isFixedAsset, false), eq(products.orderControl, 'NONE')))
      .orderBy(asc(products.id))
      .limit(1);
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .innerJoin(clientAddresses, and(eq(clientAddresses.clientId, clients.id), eq(clientAddresses.isRegistered, true)))
      .where(and(eq(clients.customerId, '1280'), eq(clients.type, 'PERSON')))
      .orderBy(asc(clients.id))
      .limit(1);
    if (!product || !client) throw new Error('seeded product or client missing');
    const session = await sessionOn(a, FRIDA);
    // The wizard's calls, spread over both processes.
    const order = await ok<{ id: number }>(await call(a, v1('/web-orders'), { method: 'POST', session, body: { receiver: { type: 'CLIENT', id: client.id } } }), 201);
    const line = await ok<{ id: number }>(await call(b, v1(`/web-orders/${order.id}/content`), { method: 'POST', session, body: { contentType: 'PRODUCT_DELIVERY', product: { id: product.id, quantity: 1 } } }), 201);
    const delivery = await ok<{ addresses: { id: number; type: string }[]; contacts: { id: number; type: string }[] }>(await call(a, v1(`/web-orders/${order.id}/content/${line.id}/delivery`), { session }));
    const [address] = delivery.addresses;
    const [contact] = delivery.contacts;
    if (!address || !contact) throw new Error('no delivery choices');
    await ok(await call(b, v1(`/web-orders/${order.id}/content/${line.id}/delivery`), { method: 'PUT', session, body: { address, contact, deliveryMethod: { id: 1 } } }));
    await ok(await call(a, v1(`/web-orders/${order.id}/content/${line.id}?action=ADD_TO_CART`), { method: 'POST', session }));

    const key = `send-${randomUUID()}`;
    const send = (proc: ApiProcess) => call(proc, v1(`/web-orders/${order.id}?action=SEND`), { method: 'POST', session, headers: { [IDEMPOTENCY_HEADER]: key } });
    const [onA, onB] = await Promise.all([send(a), send(b)]);
    const [first, second] = [await ok<unknown>(onA), await ok<unknown>(onB)];
    expect(second).toEqual(first);
    const sent = await db.select().from(webOrderHistory).where(and(eq(webOrderHistory.orderId, order.id), eq(webOrderHistory.event, 'SENT')));
    expect(sent).toHaveLength(1);
    const [row] = await db.select({ status: webOrders.status, sendKey: webOrders.sendKey }).from(webOrders).where(eq(webOrders.id, order.id));
    expect(row?.sendKey).toBe(key);
  });

  it('receive a delivery once when the same Idempotency-Key reaches both at once, and its signed label opens on either', async () => {
    const db = opened.db;
    const [product] = await db.select({ supplierId: products.supplierId }).from(products).where(eq(products.id, ROLLATOR));
    if (!product) throw new Error('no seeded Rollator');
    const session = await sessionOn(b, LEO);
    const key = `receive-${randomUUID()}`;
    const payload = { productId: ROLLATOR, facilityId: BL_MLM, supplierId: product.supplierId, quantity: 1, reference: 'Följesedel 39', serialNumber: `SCALE-${key.slice(-8)}` };
    const receive = (proc: ApiProcess) => call(proc, v1('/deliveries'), { method: 'POST', session, body: { action: 'RECEIVE', payload }, headers: { [IDEMPOTENCY_HEADER]: key } });
    const [onA, onB] = await Promise.all([receive(a), receive(b)]);
    const first = await ok<{ stockItemId: number; labelUrl: string | null }>(onA);
    expect(await ok<unknown>(onB)).toEqual(first);
    const receipts = await db.select().from(deliveryReceipts).where(and(eq(deliveryReceipts.idempotencyKey, key), isNotNull(deliveryReceipts.userId)));
    expect(receipts).toHaveLength(1);
    // The link was signed by one process with the deployment's shared secret: both open it.
    expect(first.labelUrl).toBeTruthy();
    for (const proc of [a, b]) {
      const label = await fetch(`${proc.url}${first.labelUrl}`);
      expect(label.status, `the label on ${proc.url}`).toBe(200);
      expect(label.headers.get('Content-Type')).toContain('application/pdf');
    }
  });

  it('answer 409 to a count report made on a stale line, whichever process took the other report', async () => {
    const session = await sessionOn(a, LEO);
    await ok(await call(a, v1(`/base-storages/${BL_MLM}/inventories`), { method: 'POST', session }), 201);
    const { page } = await ok<{ page: { id: number; fetchedTimestamp: number }[] }>(await call(b, v1(`/inventories/lines?baseStorageId=${BL_MLM}&amount=1`), { session }));
    const line = page[0];
    if (!line) throw new Error('the count has no line');
    const report = (proc: ApiProcess, reportedQty: number) =>
      call(proc, v1(`/inventories/lines/${line.id}`), { method: 'POST', session, body: { action: 'REPORT_LINE', reportedQty, fetchedTimestamp: line.fetchedTimestamp } });
    await ok(await report(b, 1));
    const stale = await report(a, 0);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe('INVENTORY_LINE_CHANGED');
    const now = await ok<{ reportedQty: number }>(await call(a, v1(`/inventories/lines/${line.id}`), { session }));
    expect(now.reportedQty).toBe(1);
  });

  it('count wrong passwords made on both processes against one account', async () => {
    const username = 'konsulent@example.org';
    // Ten wrong passwords, taking turns: each answers 401.
    for (let i = 0; i < 10; i++) expect((await login(i % 2 ? b : a, username, `wrong-${i}`)).status).toBe(401);
    // The next try waits, on either process, even with the right password.
    for (const proc of [a, b]) {
      const res = await login(proc, username);
      expect(res.status, proc.url).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
  });

  it('answer 503 with Retry-After while the database is out of reach, say not ready, and recover', async () => {
    const session = await sessionOn(b, FRIDA);
    await relay.cut();
    try {
      const res = await call(b, '/rs/sessions/current', { session });
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('5');
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
      const ready = await fetch(`${b.url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not-ready', reason: 'database-unavailable' });
      expect((await fetch(`${b.url}/health/live`)).status).toBe(200);
      // The other process, on its own connection, goes on.
      expect((await call(a, '/rs/sessions/current', { session })).status).toBe(200);
    } finally {
      await relay.restore();
    }
    expect((await call(b, '/rs/sessions/current', { session })).status).toBe(200);
    expect((await fetch(`${b.url}/health/ready`)).status).toBe(200);
  });

  it('stop gracefully on SIGTERM: not ready at once, the request in flight answered, exit 0, the other serving', async () => {
    // A login whose body is still on its way when B is told to stop.
    const inFlight = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      const req = httpRequest(`${b.url}/rs/authentication`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      });
      req.on('error', reject);
      req.write('{"username":"forskrivare@example.org",');
      setTimeout(() => {
        b.child.kill('SIGTERM');
        setTimeout(() => req.end('"password":"demo"}'), 300);
      }, 200);
    });
    // Within SHUTDOWN_DELAY_SECONDS: still listening, not ready.
    await new Promise((r) => setTimeout(r, 400));
    const ready = await fetch(`${b.url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not-ready', reason: 'shutting-down' });
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(answered.connection).toBe('close');
    const session = (JSON.parse(answered.body) as { id: string }).id;
    expect(await b.exited).toBe(0);
    // The session B made in its last moment works on A.
    expect((await call(a, '/rs/sessions/current', { session })).status).toBe(200);
  });
});
