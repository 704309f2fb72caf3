/**
 * `npm run load` (issue 39): many users at once on the API as a region would run it, and a check
 * that nothing was lost or doubled.
 *
 *   node scripts/load.ts [--seconds 60] [--users 40] [--kill] [--write] [--database <url>]
 *
 * What it starts: a throwaway PostgreSQL (scripts/postgres.ts), two API processes on one database
 * of it (scripts/api-process.ts: `node server/node.ts`, STATIC_FILES=off, SEED_SCALE=large), both
 * at once as a deployment starts them (the start's advisory lock lets one seed, a couple of
 * minutes, while the other waits), and our round-robin balancer in front (scripts/load/balancer.ts:
 * the next process in turn, a refused connection sent to the other, the answer marked
 * X-Served-By). Ports LOAD_PORT (default 8511), +1 and +2 (the balancer). Every process it starts
 * is stopped at the end, also on failure and on Ctrl-C or SIGTERM, and the cluster removed.
 * `--database <url>` runs on an already seeded database instead (no cluster, no seed: for working
 * on the scenarios; the load users and a new count are made on it).
 *
 * The users (scripts/load/scenarios.ts), for `--seconds` against the balancer, a think time of
 * 50-300 ms between calls (so 40 users are 40 people, not a flood):
 * - prescribers (half): search clients, browse the catalogue, open a product, build an order as the
 *   ordering wizard does and send it with an Idempotency-Key; then the same send, same key, straight
 *   to the other process: both must answer 200 with the same confirmation;
 * - storage staff (a quarter, in pairs): a count is started on their storage before the run; both
 *   of a pair read the same line and report different quantities at once: one 200, the other 409
 *   INVENTORY_LINE_CHANGED, who then reads the line (both values), each pair on its own lines;
 * - planners (the rest): the planning view's fitting list (tabs, pages) and one fitting.
 * Prescribers and storage staff are users of their own, made in the database before the run as
 * copies of the personas forskrivare@ and lager@ (the same authorizations, facility and flags;
 * usernames load-prescriber-NN@ and load-storage-NN@example.org): each has their own active order,
 * and the count's checks tell the two of a pair apart by the line's reporter. Planners only read:
 * they share the persona planerare@, each with a session of their own.
 *
 * Why a scenario script of our own and not autocannon (or k6, artillery): the load is stateful
 * flows (a session per user, ids from one answer in the next call, two users in step on one line,
 * the resend to the process the first send did not reach, writes journaled for the checks), which
 * autocannon's fixed request lists do not express; k6 and artillery are separate runtimes with
 * their own script languages. node:http with keep-alive agents and a nearest-rank percentile over
 * every recorded time (scripts/load/stats.ts) is all the measuring it needs: no new dependency.
 * The balancer is ours too (node:http, about 150 lines) rather than nginx or HAProxy: not on every
 * machine the load runs on, and ours tells the load what it must know, which process answered
 * (X-Served-By, for the resend to the other) and which request was lost after it went out (502
 * upstream-lost: a write's outcome unknown), as opposed to refused before (sent to the other).
 *
 * After the run it checks on the database (scripts/load/checks.ts): every order sent exactly once
 * and both sends answered alike; each count round one 200 and one 409; every line holds the winning
 * report; then it confirms the count as the page's confirm does and checks the balances (each
 * counted row the winning count, nothing else changed); no 5xx; no errors. Exit code 1 when a
 * check fails.
 *
 * `--kill`: the second process is killed (SIGKILL) at the middle of the run and started again 10 s
 * later; the other serves meanwhile, reads lost with it are retried once through the balancer, a
 * send or a report whose answer was lost is "unknown" and checked afterwards (done once or not at
 * all), and the calls lost to the kill are counted apart from errors.
 *
 * `--write` puts the figures into docs/performance.md's section "Load (npm run load)" (a run with
 * --kill its own paragraph there).
 */
import './require-node24.ts';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApiProcess, type ApiProcess } from './api-process.ts';
import { startCluster, type Cluster } from './postgres.ts';
import { createBalancer, type Balancer } from './load/balancer.ts';
import { sleep, target, User, type Target } from './load/client.ts';
import { checkBalances, checkCount, checkOrders, countLines, storageRows, type Check } from './load/checks.ts';
import { logIn, planner, prescriber, storagePair, type Fixtures, type Journal, type LoadRuntime } from './load/scenarios.ts';
import { formatTable, Recorder, type Summary } from './load/stats.ts';

const root = join(import.meta.dirname, '..');
const API = '/rs/fsp/v1';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    users: { type: 'string', default: '40' },
    kill: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
    database: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const USERS = Number(args.users);
if (!(SECONDS > 0) || !(USERS >= 4)) throw new Error('--seconds must be positive and --users at least 4');
const BASE_PORT = Number(process.env.LOAD_PORT ?? 8511);

// ---------------------------------------------------------------------------------------------
// Processes

/** The two API processes, by their X-Served-By name; each started by scripts/api-process.ts. */
type Api = { name: string; port: number; proc?: ApiProcess };

const apis: Api[] = ['1', '2'].map((name, i) => ({ name, port: BASE_PORT + i }));
let cluster: Cluster | undefined;
let balancer: Balancer | undefined;
let db: pg.Client | undefined;

/** Starts an API process and waits until it is ready. */
async function startApi(api: Api, databaseUrl: string, what: string): Promise<void> {
  const started = Date.now();
  api.proc = await startApiProcess({ databaseUrl, port: api.port, env: { SEED_SCALE: 'large', DATABASE_POOL_MAX: '10' }, readyTimeoutMs: 20 * 60_000 });
  console.log(`  API ${api.name} ready on :${api.port} (${what}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

/** Says every 15 s how long `what` has taken so far; answers the function that stops it. */
function ticking(what: string): () => void {
  const started = Date.now();
  const timer = setInterval(() => console.log(`  ${what}… ${Math.round((Date.now() - started) / 1000)} s`), 15_000);
  return () => clearInterval(timer);
}

let cleaned = false;
async function cleanup(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  await Promise.all(apis.map(async (api) => void (await api.proc?.stop(10_000))));
  // A process still starting (the signal came during the seed) is not in `apis` yet: our own
  // children, by this process's id.
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(process.pid)], { encoding: 'utf8' }).stdout.split('\n').map(Number).filter((pid) => pid > 0);
  for (const pid of children) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  await balancer?.close();
  await db?.end().catch(() => undefined);
  cluster?.stop();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the processes and removing the cluster`);
    void cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// The database before the run

/**
 * The load's users: copies of a persona (every column but id, username, e-mail and identity
 * number; its authorizations), named load-<role>-NN@example.org. Answers username → id. Kept when
 * they exist (a run with --database on a database a run used before).
 */
async function copyPersona(client: pg.Client, persona: string, role: string, n: number): Promise<Map<string, number>> {
  const { rows: columns } = await client.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'users' ORDER BY ordinal_position");
  const set: Record<string, string> = { id: '$2', username: '$3', email: '$3', identity_number: 'NULL', surname: "surname || ' ' || $4" };
  const names = columns.map((c) => c.column_name);
  const ids = new Map<string, number>();
  for (let i = 1; i <= n; i++) {
    const username = `load-${role}-${String(i).padStart(2, '0')}@example.org`;
    const { rows: found } = await client.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
    let id = found[0]?.id;
    if (id === undefined) {
      const { rows: next } = await client.query<{ id: number }>('SELECT max(id) + 1 AS id FROM users');
      id = Number(next[0]?.id);
      await client.query(`INSERT INTO users (${names.map((c) => `"${c}"`).join(', ')}) SELECT ${names.map((c) => set[c] ?? `"${c}"`).join(', ')} FROM users WHERE username = $1`, [persona, id, username, `${role} ${i}`]);
      await client.query('INSERT INTO authorizations (user_id, type, auth_id) SELECT $2, type, auth_id FROM authorizations WHERE user_id = (SELECT id FROM users WHERE username = $1)', [persona, id]);
    }
    ids.set(username, Number(id));
  }
  return ids;
}

/** Clients the prescriber persona may order for, orderable plain products, the storage persona's storage. */
async function pickFixtures(client: pg.Client): Promise<Omit<Fixtures, 'pairLines'>> {
  const { rows: clients } = await client.query<{ id: number }>(
    `SELECT c.id FROM clients c
     WHERE c.type = 'PERSON' AND c.customer_id IN (SELECT auth_id FROM authorizations WHERE type = 'MUNICIPALITY' AND user_id = (SELECT id FROM users WHERE username = 'forskrivare@example.org'))
       AND EXISTS (SELECT 1 FROM client_addresses a WHERE a.client_id = c.id AND a.is_registered)
     ORDER BY c.id LIMIT 500`,
  );
  const { rows: products } = await client.query<{ id: number }>("SELECT id FROM products WHERE is_orderable AND NOT is_fixed_asset AND order_control = 'NONE' ORDER BY id LIMIT 300");
  const { rows: storage } = await client.query<{ facility_id: number }>("SELECT facility_id FROM users WHERE username = 'lager@example.org'");
  const facility = storage[0]?.facility_id;
  if (clients.length === 0 || products.length === 0 || !facility) throw new Error('the seed lacks clients, products or the storage persona’s storage');
  return { clients: clients.map((r) => Number(r.id)), products: products.map((r) => Number(r.id)), storage: Number(facility) };
}

// ---------------------------------------------------------------------------------------------
// The machine and the report

function machine(postgres: string): string {
  const cpu = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? 'unknown CPU';
  return `${availableParallelism()} CPUs (nproc; ${cpu}), ${Math.round(totalmem() / 2 ** 30)} GB memory, Node ${process.version}, PostgreSQL ${postgres}`;
}

function writeSection(markers: string, text: string): void {
  const path = join(root, 'docs', 'performance.md');
  const doc = readFileSync(path, 'utf8');
  const [start, end] = [`<!-- ${markers}:start -->`, `<!-- ${markers}:end -->`];
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  if (a < 0 || b < a) throw new Error(`docs/performance.md lacks the markers ${start} … ${end}`);
  writeFileSync(path, `${doc.slice(0, a + start.length)}\n${text}\n${doc.slice(b)}`);
}

// ---------------------------------------------------------------------------------------------
// The run

async function main(): Promise<number> {
  const started = Date.now();
  let databaseUrl = args.database;
  if (!databaseUrl) {
    console.log('Starting a throwaway PostgreSQL…');
    cluster = await startCluster();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE fsp_load');
    await admin.end();
    databaseUrl = cluster.url.replace(/\/postgres$/, '/fsp_load');
  }
  const [api1, api2] = apis as [Api, Api];
  // Both at once, as a deployment starts them: the start's advisory lock lets one migrate and seed
  // while the other waits, then finds it done.
  console.log(`API 1 on :${api1.port} and API 2 on :${api2.port}: migrate and seed (large: 100,000 products, 20,000 clients; a couple of minutes)`);
  const ticker = ticking('migrating and seeding (one process; the other waits on the start’s lock)');
  try {
    await Promise.all([startApi(api1, databaseUrl, 'start'), startApi(api2, databaseUrl, 'start')]);
  } finally {
    ticker();
  }

  balancer = createBalancer(apis.map((a) => ({ name: a.name, host: '127.0.0.1', port: a.port })));
  await balancer.listen(BASE_PORT + 2);
  const balancerTarget = target('balancer', '127.0.0.1', BASE_PORT + 2);
  const backends = new Map<string, Target>(apis.map((a) => [a.name, target(a.name, '127.0.0.1', a.port)]));

  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: version } = await db.query<{ server_version: string }>('SHOW server_version');
  const postgres = version[0]?.server_version ?? '?';

  // The users: half prescribers, a quarter storage staff (an even number: pairs), the rest planners.
  const storageCount = Math.max(2, 2 * Math.round(USERS / 8));
  const prescriberCount = Math.round(USERS / 2);
  const plannerCount = USERS - prescriberCount - storageCount;
  const userIds = new Map([...(await copyPersona(db, 'forskrivare@example.org', 'prescriber', prescriberCount)), ...(await copyPersona(db, 'lager@example.org', 'storage', storageCount))]);
  const base = await pickFixtures(db);

  const recorder = new Recorder();
  const journal: Journal = { orders: [], rounds: [] };
  const runtime = { recorder, balancer: balancerTarget, kill: args.kill };
  // The calls before and after the run (the count's start and confirm): not the run's figures.
  const setup = { recorder: new Recorder(), balancer: balancerTarget, kill: false };

  // The count: started on the storage by one of its staff (an open one left by an earlier run on
  // --database is deleted first).
  const starter = new User(setup, 'load-storage-01@example.org');
  if (!(await logIn(starter))) throw new Error('the storage user could not log in');
  const open = await starter.call('GET /base-storages/{facility}/inventories', 'GET', `${API}/base-storages/${base.storage}/inventories`);
  for (const inv of open.kind === 'ok' ? ((open.json as { page: { id: number }[] }).page ?? []) : []) {
    await starter.call('DELETE /inventories/{inventory}', 'DELETE', `${API}/inventories/${inv.id}`, { expect: [204] });
  }
  const count = await starter.call('POST /base-storages/{facility}/inventories', 'POST', `${API}/base-storages/${base.storage}/inventories`, { expect: [201] });
  if (count.kind !== 'ok') throw new Error(`the count did not start: ${setup.recorder.errorSamples.join('\n')}`);
  const inventoryId = (count.json as { id: number }).id;
  const pairs = storageCount / 2;
  const { rows: lineRows } = await db.query<{ id: number }>('SELECT id FROM inventory_lines WHERE inventory_id = $1 AND inventory_number IS NULL AND stock_item_id IS NOT NULL ORDER BY id', [inventoryId]);
  const per = Math.min(500, Math.floor(lineRows.length / pairs));
  const pairLines = Array.from({ length: pairs }, (_, p) => lineRows.slice(p * per, (p + 1) * per).map((r) => Number(r.id)));
  const before = await storageRows(db, base.storage);

  const flags = [...(args.seconds !== '60' ? [`--seconds ${SECONDS}`] : []), ...(args.users !== '40' ? [`--users ${USERS}`] : []), ...(args.kill ? ['--kill'] : [])];
  const command = `npm run load${flags.length ? ` -- ${flags.join(' ')}` : ''}`;
  console.log(`\n${command}: ${USERS} users for ${SECONDS} s (${prescriberCount} prescribers, ${storageCount} storage staff in ${pairs} pairs, ${plannerCount} planners); count ${inventoryId} on storage ${base.storage}, ${per} lines a pair\n`);

  // What else the machine was doing: the 1-minute load average as the run starts (the seed's own
  // work mostly, which has ended; more says something else ran).
  const loadBefore = loadavg()[0] ?? NaN;
  const runStart = Date.now();
  const rt: LoadRuntime = {
    ...runtime,
    backends,
    isUp: (name) => balancer?.isUp(name) ?? false,
    deadline: runStart + SECONDS * 1000,
    journal,
    fixtures: { ...base, pairLines },
    userIds,
  };
  const later = (ms: number) => sleep(Math.random() * ms);
  const users: Promise<void>[] = [];
  for (let i = 1; i <= prescriberCount; i++) users.push(later(2_000).then(() => prescriber(rt, new User(runtime, `load-prescriber-${String(i).padStart(2, '0')}@example.org`))));
  for (let p = 0; p < pairs; p++) {
    const [a, b] = [2 * p + 1, 2 * p + 2].map((i) => new User(runtime, `load-storage-${String(i).padStart(2, '0')}@example.org`)) as [User, User];
    users.push(later(2_000).then(() => storagePair(rt, p, [a, b])));
  }
  for (let i = 0; i < plannerCount; i++) users.push(later(2_000).then(() => planner(rt, new User(runtime, 'planerare@example.org'))));

  const progress = setInterval(() => {
    const s = recorder.summary((Date.now() - runStart) / 1000);
    console.log(`  ${Math.round((Date.now() - runStart) / 1000)} s: ${s.total.count} calls, ${s.total.errors} errors${args.kill ? `, ${s.total.killed} lost to the kill, ${s.total.unknown} unknown` : ''}`);
  }, 10_000);

  // --kill: the second process killed at the middle, started again 10 s later.
  const kill = { answeredWhileDown: 0, servedAfter: 0, downSeconds: 0, sentTo2AtReady: 0, readyAt: 0 };
  const killing = !args.kill
    ? Promise.resolve()
    : (async () => {
        await sleep((SECONDS * 1000) / 2);
        const answered = () => recorder.summary(1).total.count - recorder.summary(1).total.killed - recorder.summary(1).total.unknown;
        const atKill = answered();
        const killedAt = Date.now();
        console.log(`  ${Math.round((killedAt - runStart) / 1000)} s: SIGKILL to API 2`);
        api2.proc?.child.kill('SIGKILL');
        await api2.proc?.exited;
        await sleep(10_000);
        console.log(`  ${Math.round((Date.now() - runStart) / 1000)} s: API 2 starting again`);
        await startApi(api2, databaseUrl, 'restart');
        kill.answeredWhileDown = answered() - atKill;
        kill.downSeconds = (Date.now() - killedAt) / 1000;
        kill.sentTo2AtReady = balancer?.stats.sent['2'] ?? 0;
        kill.readyAt = Date.now();
      })();
  await Promise.all(users);
  await killing;
  kill.servedAfter = (balancer.stats.sent['2'] ?? 0) - kill.sentTo2AtReady;
  clearInterval(progress);
  const summary: Summary = recorder.summary((Date.now() - runStart) / 1000);

  // The checks.
  console.log('\nChecking on the database…');
  const checks: Check[] = [];
  const orders = await checkOrders(db, journal);
  checks.push(...orders.checks);
  const counted = await checkCount(db, journal, inventoryId);
  checks.push(...counted.checks);
  const atConfirm = await storageRows(db, base.storage);
  const confirmer = new User(setup, 'load-storage-01@example.org');
  await logIn(confirmer);
  const confirmed = await confirmer.call('POST /inventories/{inventory} CONFIRM', 'POST', `${API}/inventories/${inventoryId}`, { body: { action: 'CONFIRM' }, expect: [204] });
  checks.push({ name: 'The count confirmed (as the page’s confirm does)', ok: confirmed.kind === 'ok', detail: confirmed.kind === 'ok' ? `count ${inventoryId}` : (setup.recorder.errorSamples.at(-1) ?? confirmed.kind) });
  checks.push(...checkBalances(before, atConfirm, await storageRows(db, base.storage), await countLines(db, inventoryId)));
  const fiveHundreds = [...recorder.serverErrors].map(([k, n]) => `${k}: ${n}`);
  checks.push({ name: 'No 5xx answer', ok: fiveHundreds.length === 0, detail: fiveHundreds.length ? fiveHundreds.join('; ') : 'none' });
  const total = recorder.summary(1).total;
  checks.push({ name: 'No errors', ok: total.errors === 0, detail: total.errors ? recorder.errorSamples.slice(0, 5).join(' | ') : `0 of ${total.count} calls` });
  if (args.kill) {
    checks.push({ name: 'API 1 kept serving while API 2 was down', ok: kill.answeredWhileDown > 0, detail: `${kill.answeredWhileDown} calls answered in the ${kill.downSeconds.toFixed(0)} s until API 2 was ready again` });
    // A short run may end as API 2 comes back: then there was no turn to take.
    const leftAfter = (rt.deadline - kill.readyAt) / 1000;
    checks.push({
      name: 'API 2 took its turn again after its restart',
      ok: kill.servedAfter > 0 || leftAfter < 5,
      detail: `${kill.servedAfter} requests sent to it in the ${Math.max(0, leftAfter).toFixed(0)} s of the run after it was ready`,
    });
  }

  // The report.
  const host = machine(postgres);
  const table = formatTable(summary, args.kill);
  const retries = [...recorder.retries].map(([k, n]) => `${k}: ${n}`);
  const retried = [...recorder.retries.values()].reduce((a, b) => a + b, 0);
  const unknownLine = `Writes whose answer was lost: ${orders.unknown.total} sends (${orders.unknown.sent} sent once, ${orders.unknown.notSent} not sent), ${counted.unknown.total} count reports (${counted.unknown.onLine} on the line, ${counted.unknown.notOnLine} not).`;
  console.log(`\nMachine: ${host}; 1-minute load average at the start of the run ${loadBefore.toFixed(1)}\n\n${table}\n`);
  if (retries.length) console.log(`Reads retried once through the balancer: ${retries.join('; ')}`);
  if (args.kill) console.log(`${unknownLine}\nCalls lost to the kill (not errors): ${total.killed}; balancer: ${balancer.stats.lost} requests lost, ${balancer.stats.refused} refused and sent to the other process.`);
  if (recorder.errorSamples.length) console.log(`\nErrors (the first ${recorder.errorSamples.length}):\n  ${recorder.errorSamples.join('\n  ')}`);
  console.log('\nChecks:');
  for (const c of checks) console.log(`  ${c.ok ? '✓' : '✗'} ${c.name}: ${c.detail}`);
  const passed = checks.every((c) => c.ok);
  console.log(`\n${passed ? 'All checks passed' : 'A check failed'} (${((Date.now() - started) / 1000).toFixed(0)} s in all).`);

  if (args.write && passed) {
    const day = new Date().toISOString().slice(0, 10);
    if (!args.kill) {
      writeSection('load', [`${day}, \`${command}\` (${USERS} users, ${SECONDS} s; one run's figures). Machine: ${host}; the 1-minute load average as the run started (after the seed) ${loadBefore.toFixed(1)}.`, '', table].join('\n'));
    } else {
      const summaryLine = `${summary.total.count} calls (${summary.throughput.toFixed(1)} requests/s), ${summary.total.errors} errors, ${summary.total.killed} calls lost to the kill, p95 ${Math.round(summary.total.p95)} ms`;
      writeSection(
        'load-kill',
        `${day}, \`${command}\` (machine as above): API 2 killed at ${SECONDS / 2} s, ready again ${kill.downSeconds.toFixed(0)} s later; API 1 answered ${kill.answeredWhileDown} calls meanwhile. ${summaryLine}; ${retried} reads lost with it retried once through the balancer. ${unknownLine} Every check passed.`,
      );
    }
    console.log('Wrote docs/performance.md.');
  } else if (args.write) console.log('Not written: a check failed.');
  return passed ? 0 : 1;
}

let status = 1;
try {
  status = await main();
} catch (error) {
  console.error(error);
  for (const api of apis) if (api.proc) console.error(`\nAPI ${api.name}'s last lines:\n${api.proc.output().slice(-3000)}`);
} finally {
  await cleanup();
}
process.exit(status);
