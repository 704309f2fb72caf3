/**
 * The virtual users of `npm run load` (scripts/load.ts): prescribers, storage staff in pairs and
 * planners, each making the calls its page of the portal makes, with a short think time between
 * them. Every write whose result the checks need afterwards (a sent order, a reported count line)
 * is written down in the journal.
 */
import { randomUUID } from 'node:crypto';
import { sleep, type Called, type Runtime, type Target, type User } from './client.ts';

/** Every persona's password, and so their copies' (server/seed/index.ts DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'demo';

/** What the users pick from, chosen on the database before the run. */
export type Fixtures = {
  /** Clients the prescribers may order for (their municipalities, a registered address). */
  clients: readonly number[];
  /** Orderable products with no order control (no wizard step beyond the delivery). */
  products: readonly number[];
  /** The base storage whose count the storage staff report. */
  storage: number;
  /** Each pair's own count lines (no inventory number: any quantity may be reported). */
  pairLines: readonly (readonly number[])[];
};

export type SentOrder = {
  orderId: number;
  username: string;
  key: string;
  /** The send through the balancer: answered 200, or its answer lost (unknown). */
  send: 'ok' | 'unknown';
  confirmation?: unknown;
  servedBy?: string;
  /** The same send, the same key, straight to the other process. */
  resend?: { to: string; confirmation: unknown } | 'lost';
};

export type Report = { username: string; userId: number; qty: number; result: 'ok' | 'conflict' | 'unknown' | 'error' };
export type ReportRound = { pair: number; round: number; lineId: number; reports: Report[]; loserSaw: (number | null)[] };

export type Journal = { orders: SentOrder[]; rounds: ReportRound[] };

export type LoadRuntime = Runtime & {
  /** The API processes by their X-Served-By name, for the direct resend. */
  backends: ReadonlyMap<string, Target>;
  isUp: (name: string) => boolean;
  deadline: number;
  journal: Journal;
  fixtures: Fixtures;
  userIds: ReadonlyMap<string, number>;
};

const pick = <T>(list: readonly T[]): T => {
  const v = list[Math.floor(Math.random() * list.length)];
  if (v === undefined) throw new Error('picked from an empty list');
  return v;
};
/** A person's pause between two calls: 50-300 ms. */
export const think = () => sleep(50 + Math.random() * 250);
const running = (rt: LoadRuntime) => Date.now() < rt.deadline;

function field<T>(value: unknown, ...path: string[]): T | undefined {
  let v: unknown = value;
  for (const key of path) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return v as T | undefined;
}
const ok = (c: Called): c is Extract<Called, { kind: 'ok' }> => c.kind === 'ok';

/** Logs in, again after a think when the answer was lost; answers whether the user has a session. */
export async function logIn(user: User): Promise<boolean> {
  for (let i = 0; i < 5; i++) {
    const res = await user.call('POST /rs/authentication', 'POST', '/rs/authentication', { body: { username: user.username, password: DEMO_PASSWORD } });
    const id = ok(res) ? field<string>(res.json, 'id') : undefined;
    if (id) {
      user.session = id;
      return true;
    }
    if (res.kind === 'error') return false;
    await think();
  }
  return false;
}

const API = '/rs/fsp/v1';
const CLIENT_SEARCHES = ['identityNumber=19', 'identityNumber=1950', 'identityNumber=194&surname=ber', 'identityNumber=19&surname=son&city=mal', 'identityNumber=196&city=lund', 'identityNumber=solrosen'];
const PRODUCT_SEARCHES = ['searchValue=rollator', 'searchValue=rullstol', 'searchValue=duschpall', 'searchValue=käpp&itemClass=1', 'itemClass=1,2&supplier=1,2,3', 'searchValue=madrass&inStockAt=2,3', 'itemClass=3&inStockAt=2'];

/**
 * A prescriber: searches clients, browses the catalogue and opens a product, builds an order for a
 * client as the ordering wizard does (the order, a product line, its delivery, to the cart), sends
 * it with an Idempotency-Key through the balancer, then sends the same request with the same key
 * straight to the other process: both answer 200 with the same confirmation.
 */
export async function prescriber(rt: LoadRuntime, user: User): Promise<void> {
  if (!(await logIn(user))) return;
  while (running(rt)) {
    await think();
    await user.call('GET /clients (search)', 'GET', `${API}/clients?${pick(CLIENT_SEARCHES)}&from=0&amount=10`);
    await think();
    const list = await user.call('GET /products (search, filters)', 'GET', `${API}/products?${encodeURI(pick(PRODUCT_SEARCHES))}&from=0&amount=24&facilityIds=3`);
    const shown = ok(list) ? (field<{ id: number }[]>(list.json, 'page') ?? []) : [];
    if (shown.length > 0) {
      await think();
      await user.call('GET /products/{product}', 'GET', `${API}/products/${pick(shown).id}`);
    }
    if (!running(rt)) break;
    await think();
    await order(rt, user);
  }
}

async function order(rt: LoadRuntime, user: User): Promise<void> {
  const created = await user.call('POST /web-orders', 'POST', `${API}/web-orders`, { body: { receiver: { type: 'CLIENT', id: pick(rt.fixtures.clients) } }, expect: [201] });
  const orderId = ok(created) ? field<number>(created.json, 'id') : undefined;
  if (orderId === undefined) return;
  await think();
  const line = await user.call('POST /web-orders/{order}/content', 'POST', `${API}/web-orders/${orderId}/content`, {
    body: { contentType: 'PRODUCT_DELIVERY', product: { id: pick(rt.fixtures.products), quantity: 1 + Math.floor(Math.random() * 3) } },
    expect: [201],
  });
  const lineId = ok(line) ? field<number>(line.json, 'id') : undefined;
  if (lineId === undefined) return;
  await think();
  const delivery = await user.call('GET …/content/{line}/delivery', 'GET', `${API}/web-orders/${orderId}/content/${lineId}/delivery`);
  const address = ok(delivery) ? field<{ id: number; type: string }[]>(delivery.json, 'addresses')?.[0] : undefined;
  const contact = ok(delivery) ? field<{ id: number; type: string }[]>(delivery.json, 'contacts')?.[0] : undefined;
  if (!address || !contact) {
    if (ok(delivery)) rt.recorder.fail('GET …/content/{line}/delivery', `order ${orderId}: no address or contact to choose`);
    return;
  }
  await think();
  const chosen = await user.call('PUT …/content/{line}/delivery', 'PUT', `${API}/web-orders/${orderId}/content/${lineId}/delivery`, {
    body: { address: { id: address.id, type: address.type }, contact: { id: contact.id, type: contact.type }, deliveryMethod: { id: 1 } },
  });
  if (!ok(chosen)) return;
  await think();
  const carted = await user.call('POST …/content/{line} ADD_TO_CART', 'POST', `${API}/web-orders/${orderId}/content/${lineId}?action=ADD_TO_CART`);
  if (!ok(carted)) return;
  await think();
  const key = `load-${orderId}-${randomUUID()}`;
  const path = `${API}/web-orders/${orderId}?action=SEND`;
  const sent = await user.call('POST /web-orders/{order} SEND', 'POST', path, { headers: { 'Idempotency-Key': key }, checked: true });
  if (sent.kind === 'error') return;
  const entry: SentOrder = { orderId, username: user.username, key, send: ok(sent) ? 'ok' : 'unknown' };
  rt.journal.orders.push(entry);
  if (!ok(sent)) return;
  entry.confirmation = sent.json;
  entry.servedBy = sent.servedBy ?? '';
  const other = [...rt.backends.keys()].find((name) => name !== sent.servedBy);
  const to = other === undefined ? undefined : rt.backends.get(other);
  if (other === undefined || to === undefined) {
    rt.recorder.fail('POST /web-orders/{order} SEND', `order ${orderId}: served by ${String(sent.servedBy)}, no other process to resend to`);
    return;
  }
  // The same send to the other process. With a process killed, that one may be down for a while:
  // the resend waits for it (the key makes any number of tries one send), for at most 40 s.
  for (let attempt = 0; attempt < 40; attempt++) {
    if (rt.kill && !rt.isUp(other)) {
      await sleep(1_000);
      continue;
    }
    const again = await user.call('POST /web-orders/{order} SEND (again, the other process)', 'POST', path, { headers: { 'Idempotency-Key': key }, to });
    if (ok(again)) {
      entry.resend = { to: other, confirmation: again.json };
      return;
    }
    if (again.kind === 'error' || !rt.kill) break;
    await sleep(1_000);
  }
  entry.resend = 'lost';
}

/**
 * Two storage users on the same count lines, round after round, each round on the pair's next
 * line: both read the line (the same fetchedTimestamp), both report a different quantity at once;
 * one gets 200, the other 409 INVENTORY_LINE_CHANGED and reads the line again, as the page does, so
 * has both values.
 */
export async function storagePair(rt: LoadRuntime, pair: number, users: readonly [User, User]): Promise<void> {
  if (!(await logIn(users[0])) || !(await logIn(users[1]))) return;
  const lines = rt.fixtures.pairLines[pair] ?? [];
  const kind = 'POST /inventories/lines/{line} REPORT_LINE';
  for (let round = 0; running(rt) && lines.length > 0; round++) {
    const lineId = lines[round % lines.length] ?? 0;
    await think();
    const reads = await Promise.all(users.map((u) => u.call('GET /inventories/lines/{line}', 'GET', `${API}/inventories/lines/${lineId}`)));
    const seen = reads.map((r) => (ok(r) ? { fetched: field<number>(r.json, 'fetchedTimestamp'), quantity: field<number>(r.json, 'product', 'quantity') ?? 0 } : undefined));
    const [a, b] = seen;
    if (!a || !b || a.fetched === undefined) continue;
    if (a.fetched !== b.fetched) {
      rt.recorder.fail('GET /inventories/lines/{line}', `line ${lineId}: the pair read different fetchedTimestamps (${a.fetched}, ${b.fetched}); nobody else reports it`);
      continue;
    }
    await think();
    // Never 0 (a row counted to 0 leaves the storage at the confirm), and the two always differ.
    const quantities = [a.quantity + 1 + (round % 3), a.quantity + 2 + (round % 3)];
    const answers = await Promise.all(
      users.map((u, i) => u.call(kind, 'POST', `${API}/inventories/lines/${lineId}`, { body: { action: 'REPORT_LINE', reportedQty: quantities[i], fetchedTimestamp: a.fetched }, expect: [200, 409], checked: true })),
    );
    const reports: Report[] = answers.map((res, i) => {
      const u = users[i] as User;
      const base = { username: u.username, userId: rt.userIds.get(u.username) ?? 0, qty: quantities[i] ?? 0 };
      if (res.kind === 'lost') return { ...base, result: 'unknown' };
      if (res.kind === 'error') return { ...base, result: 'error' };
      if (res.status === 200) return { ...base, result: 'ok' };
      const code = field<string>(res.json, 'error', 'code');
      if (code !== 'INVENTORY_LINE_CHANGED') rt.recorder.fail(kind, `line ${lineId}: 409 ${String(code)}, not INVENTORY_LINE_CHANGED`);
      return { ...base, result: code === 'INVENTORY_LINE_CHANGED' ? 'conflict' : 'error' };
    });
    const entry: ReportRound = { pair, round, lineId, reports, loserSaw: [] };
    rt.journal.rounds.push(entry);
    // The one told 409 reads the line again, as the page does: the other's count beside its own.
    for (const [i, r] of reports.entries()) {
      if (r.result !== 'conflict') continue;
      await think();
      const again = await (users[i] as User).call('GET /inventories/lines/{line} (after 409)', 'GET', `${API}/inventories/lines/${lineId}`);
      entry.loserSaw.push(ok(again) ? (field<number | null>(again.json, 'reportedQty') ?? null) : null);
    }
  }
}

const FITTING_TABS = ['UNPLANNED', 'ACTIVE', 'WAITING'] as const;

/** A planner: the planning view's fitting list (a tab, a page), then one fitting of the page. */
export async function planner(rt: LoadRuntime, user: User): Promise<void> {
  if (!(await logIn(user))) return;
  while (running(rt)) {
    await think();
    const tab = pick(FITTING_TABS);
    const from = Math.random() < 0.6 ? 0 : 20 * Math.floor(Math.random() * 4);
    const list = await user.call('GET /web-orders/fittings (planning)', 'GET', `${API}/web-orders/fittings?status=${tab}&isAdminCall=true&from=${from}&amount=20`);
    const page = ok(list) ? (field<{ id: number }[]>(list.json, 'page') ?? []) : [];
    if (page.length === 0) continue;
    await think();
    await user.call('GET /web-orders/fittings/{fitting}', 'GET', `${API}/web-orders/fittings/${pick(page).id}`);
  }
}
