/**
 * The authorization matrix (issue 36): every operation of the served OpenAPI document × six
 * callers, each answer's class compared with the reviewed table in docs/authorization.md. It fails
 * when the server or the table changes alone: an operation in one and not the other, a request
 * the table does not name, or a cell whose answer differs.
 *
 * The world the requests need is prepared once in a fresh seeded database (startServer,
 * helpers/operation-requests.ts prepareWorld) and snapshotted; each caller starts from that world
 * (restored from the snapshot), and every operation's one request is sent as the caller in a
 * fixed order (reads, writes, deletes, then what ends the session), so the answers are the same on
 * every run.
 *
 * AUTHZ_WRITE=1 npx vitest run --project unit tests/unit/authorization-matrix.test.ts
 * writes the table from the server's answers instead of comparing (a cell "403 (today 400)" keeps
 * its expectation while the server still answers otherwise); git diff shows what changed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import { authorizations, users } from '../../server/db/schema.ts';
import { createApp } from '../../server/app.ts';
import { FLAG_DEFAULTS } from '../../server/routes/authentication.ts';
import type { AppData } from '../../src/contract/authentication.ts';
import { issueLoginToken } from '../../server/login-tokens.ts';
import { snapshotOf } from './helpers/db-snapshot.ts';
import { CALLERS, classOf, parseTable, TABLE_FILE, writeTable, type CallerId, type Cell, type Row } from './helpers/authorization-table.ts';
import { OPERATION_REQUESTS, phaseOf, prepareWorld, sessionCall, type World } from './helpers/operation-requests.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const WRITE = process.env.AUTHZ_WRITE === '1';

/** The personas behind the callers (docs/world.md "Who sees what"). */
const FRIDA = 1; // Förskrivare: every municipality of the fixtures, every FUNCTION permission, every flag
const PETRA = 4; // Planerare: 1280, 1281, 1287, the planner's FUNCTION permissions
const LEO = 5; // Lagerström: 1280, his own location BL-MLM, the flags orderMoveEnabled and isReceiveDeliveryForFixedAssetsEnabled
const BO = 6; // Begränsad: no municipality

/** Every feature flag, off: the prescriber column's Frida. */
const NO_FLAGS = Object.fromEntries(Object.keys(FLAG_DEFAULTS).map((flag) => [flag, false])) as AppData['flags'];

type Answer = { status: number; code: string | null };

/** Opens a session of this user and kind with a one-time login token (no password: PUT /rs/password changes it). */
async function openSession(server: TestServer, userId: number, sessionKind: 'main' | 'embedded'): Promise<string> {
  const token = await issueLoginToken(server.db, { userId, source: 'COMFLOW', sessionKind }, server.clock.now);
  const res = await server.app.request('/rs/authentication', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mylocLoginToken: token, persistent: false }),
  });
  if (res.status !== 200) throw new Error(`a session of user ${userId}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** How each caller's session is made (null: no session), after its database is prepared. */
const SESSIONS: Record<CallerId, (server: TestServer) => Promise<string | null>> = {
  none: () => Promise.resolve(null),
  embedded: (server) => openSession(server, FRIDA, 'embedded'),
  noMunicipality: (server) => openSession(server, BO, 'main'),
  baseStorage: (server) => openSession(server, LEO, 'main'),
  prescriber: async (server) => {
    // Frida, the prescriber of every fixture order and fitting, without a feature flag or a FUNCTION permission.
    await server.db.update(users).set({ flags: NO_FLAGS }).where(eq(users.id, FRIDA));
    await server.db.delete(authorizations).where(and(eq(authorizations.userId, FRIDA), eq(authorizations.type, 'FUNCTION')));
    return openSession(server, FRIDA, 'main');
  },
  planner: (server) => openSession(server, PETRA, 'main'),
};

/** The operations of an OpenAPI document, "METHOD path", in its order. */
function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
}

/** The keys in the order they are sent: by phase, then as the document lists them. */
const sendOrder = (keys: string[]) => keys.map((key, i) => ({ key, i })).sort((a, b) => phaseOf(a.key) - phaseOf(b.key) || a.i - b.i).map((k) => k.key);

/**
 * The seeded database with the world prepared (as Frida with every right), and the snapshot taken
 * then: each caller after the first starts from it again (restored, and a new app on it), so every
 * caller meets the same fresh seeded, prepared world. Without a snapshot (not a PGlite) a new
 * database is opened and prepared instead.
 */
type Database = { server: TestServer; world: World; restore: (() => Promise<void>) | null; caller: CallerId | null };

async function openDatabase(): Promise<Database> {
  const server = await startServer();
  try {
    const world = await prepareWorld(server, sessionCall(server, await openSession(server, FRIDA, 'main')));
    return { server, world, restore: await snapshotOf(server.db), caller: null };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** The database for this caller: the one open if it has served nobody yet, else the prepared world again. */
async function databaseFor(current: Database | undefined, caller: CallerId): Promise<Database> {
  if (current && current.caller === null) return { ...current, caller };
  if (current?.restore) {
    await current.restore();
    return { ...current, server: { ...current.server, app: createApp(current.server.db, current.server.config) }, caller };
  }
  await current?.server.close();
  return { ...(await openDatabase()), caller };
}

/** One caller's answers: the caller's session, then every request in the send order. */
async function answersOf({ server, world }: Database, caller: CallerId, operations: string[]): Promise<Map<string, Answer>> {
  let session = await SESSIONS[caller](server);
  const answers = new Map<string, Answer>();
  for (const key of sendOrder(operations.filter((k) => k in OPERATION_REQUESTS))) {
    const op = OPERATION_REQUESTS[key];
    if (!op) continue;
    await op.before?.(sessionCall(server, session), world);
    const sent = op.send(world);
    const method = key.split(' ')[0] ?? 'GET';
    const headers: Record<string, string> = { ...sent.headers };
    if (session) headers[SESSION_HEADER] = session;
    let body: BodyInit | undefined;
    if (sent.form) body = sent.form();
    else if (sent.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(sent.body);
    }
    const res = await server.app.request(sent.path, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await res.text();
    let code: string | null = null;
    try {
      code = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? null;
    } catch {
      code = null;
    }
    answers.set(key, { status: res.status, code });
    if (op.endsSession && session) session = await SESSIONS[caller](server);
  }
  return answers;
}

const answered = new Map<CallerId, Map<string, Answer>>();
let operations: string[] = [];
let table = new Map<string, Row>();
let database: Database | undefined;

/** The cells this caller's answers contradict, each named: operation, caller, expected, got and the error code. */
function wrongCells(caller: (typeof CALLERS)[number], answers: Map<string, Answer>): string[] {
  const wrong: string[] = [];
  for (const key of operations) {
    const cell = table.get(key)?.cells[caller.id];
    const got = answers.get(key);
    if (!cell || !got) continue; // the first test names what is missing
    const gotClass = classOf(got.status);
    const what = `${key} × ${caller.header}`;
    const code = got.code ? ` ${got.code}` : '';
    if (cell.today !== null) {
      if (gotClass === cell.expected) wrong.push(`${what}: fixed, answers ${got.status}${code}: make the cell "${cell.expected}"`);
      else if (gotClass !== cell.today) wrong.push(`${what}: expected ${cell.expected} (today ${cell.today}), got ${got.status}${code}`);
    } else if (gotClass !== cell.expected) wrong.push(`${what}: expected ${cell.expected}, got ${got.status}${code}`);
  }
  return wrong;
}

describe('the authorization matrix (docs/authorization.md)', () => {
  beforeAll(async () => {
    table = parseTable(readFileSync(TABLE_FILE, 'utf8'));
    database = await openDatabase();
    const doc = (await (await database.server.app.request('/rs/fsp/v1/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    operations = operationsOf(doc);
  }, 60_000);

  it('has a request for every operation of the served document, and the table a row for each', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect({ withoutRequest: operations.filter((k) => !(k in OPERATION_REQUESTS)), requestOfNoOperation: Object.keys(OPERATION_REQUESTS).filter((k) => !operations.includes(k)) }).toEqual({
      withoutRequest: [],
      requestOfNoOperation: [],
    });
    if (WRITE) return;
    expect({ notInTable: operations.filter((k) => !table.has(k)), notServed: [...table.keys()].filter((k) => !operations.includes(k)) }).toEqual({ notInTable: [], notServed: [] });
    const stale = operations.filter((k) => table.get(k)?.request !== OPERATION_REQUESTS[k]?.why).map((k) => `${k}: the table says "${table.get(k)?.request}", the request is "${OPERATION_REQUESTS[k]?.why}"`);
    expect(stale).toEqual([]);
  });

  for (const caller of CALLERS) {
    it(`answers ${caller.header} as the table says`, async () => {
      database = await databaseFor(database, caller.id);
      const answers = await answersOf(database, caller.id, operations);
      answered.set(caller.id, answers);
      if (WRITE) return;
      expect(wrongCells(caller, answers)).toEqual([]);
    }, 60_000);
  }

  afterAll(async () => {
    await database?.server.close();
    if (!WRITE || answered.size !== CALLERS.length) return;
    const rows: Row[] = operations.map((key) => {
      const old = table.get(key);
      const cells = {} as Record<CallerId, Cell>;
      for (const caller of CALLERS) {
        const got = answered.get(caller.id)?.get(key);
        const gotClass = got ? classOf(got.status) : '000';
        const before = old?.cells[caller.id];
        // A known difference keeps its expectation while the server still answers otherwise.
        cells[caller.id] = before && before.today !== null && before.expected !== gotClass ? { expected: before.expected, today: gotClass } : { expected: gotClass, today: null };
      }
      return { key, cells, request: OPERATION_REQUESTS[key]?.why ?? '' };
    });
    writeFileSync(TABLE_FILE, writeTable(readFileSync(TABLE_FILE, 'utf8'), rows));
    console.log(`${TABLE_FILE}: ${rows.length} rows written`);
  });
});
