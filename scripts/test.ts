/**
 * `npm test`: everything, on a fresh checkout after `npm ci`: typecheck, lint, the OpenAPI document
 * and its lint (Redocly), the files generated from the elements' JSDoc, build, size budget, unit +
 * browser tests and the stories as tests (Vitest, Chromium), the server tests again on PostgreSQL,
 * end-to-end (Playwright, Chromium). Runs every task it can, then exits non-zero on any failure,
 * and closes with each task's time, the 20 slowest tests and the real test counts.
 *
 * The tasks are a graph, not a queue: each starts when the tasks it names in `after` have ended,
 * and the output lines of each are prefixed with its label. The 2-core CI machine is busy nearly
 * all the run, so the graph overlaps only where a core would wait: beside the lint (one thread, the
 * longest check) the type check, the build's chain and the hosts' build; beside the stories (one
 * page, one story at a time) the unit and browser tests, PostgreSQL's and then the e2e shards.
 * Overlapping the lint with the tests only slowed them (`.ci/run` in a fresh clone: 1,193-1,242 s
 * in stages; typecheck and lint beside the Vitest step 1,200 s, the lint 282 s instead of 100; the
 * same at the lowest CPU priority 1,182 and 1,288 s).
 */
import './require-node24.ts';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { chromiumHelp, findHeadlessChromium } from './chromium.ts';
import { committedTimes, E2E_DIR, specFiles, splitFiles } from './e2e-shards.ts';
import { findPostgresBin } from './postgres.ts';
import { counts, failures, REPORT_FILE, RESULTS, slowest } from './test-reports.ts';
import { SEEDED_DB_FILE_ENV } from './seeded-db.ts';

const root = join(import.meta.dirname, '..');
mkdirSync(RESULTS, { recursive: true });

type Run = { label: string; cmd: string[]; env?: Record<string, string> };
/** A task: one or more commands at once (the e2e shards), their lines prefixed by their labels. */
type Task = {
  name: string;
  runs: Run[];
  /** The tasks that end before this one starts. */
  after?: string[];
  /** Not run when the build failed (it reads dist/); implies after the build. */
  needsBuild?: boolean;
  skip?: string;
};
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const one = (name: string, cmd: string[], { env, ...options }: Omit<Task, 'name' | 'runs'> & { env?: Record<string, string> } = {}): Task => ({
  name,
  runs: [{ label: name, cmd, ...(env ? { env } : {}) }],
  ...options,
});
const vitest = (name: string, projects: string[]) => [
  bin('vitest'),
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(RESULTS, `${name}.json`)}`,
];

/** The run's seeded demo database (a PGlite data folder as a tar), read by both Vitest processes. */
const SEEDED_DB_FILE = join(RESULTS, 'seeded-db.tar');

const tasks: Task[] = [
  // The typed lint is the longest of the checks (a TypeScript 5 program and its checker in one
  // thread, about 85 s): the type check (TypeScript 7, native, one thread: about 20 s) and the
  // build's chain, one short command after another, take the other core meanwhile.
  one('lint', [bin('eslint'), '--max-warnings', '0', '.']),
  one('typecheck', [process.execPath, join(root, 'node_modules', 'typescript7', 'bin', 'tsc'), '-p', '.', '--singleThreaded']),
  one('openapi', [process.execPath, 'scripts/openapi.ts', '--check'], { after: ['typecheck'] }),
  // Redocly's recommended rules with warnings as errors (redocly.yaml): any problem fails the task.
  one('openapi lint', [bin('redocly'), 'lint', '--format', 'stylish', 'docs/openapi.json'], { after: ['openapi'], env: { REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } }),
  one('elements', [process.execPath, 'scripts/elements.ts', '--check'], { after: ['openapi lint'] }),
  one('build', [bin('vite'), 'build', '--logLevel', 'warn'], { after: ['elements'] }),
  one('size', [process.execPath, 'scripts/size.ts'], { needsBuild: true }),
  // Vitest in two processes, and beside them the server tests again on PostgreSQL. The stories run
  // one after another in one page, about 1.2 cores: once the rest has ended they left a core half
  // idle for three minutes, so the e2e shards start when the unit and browser tests, PostgreSQL's
  // and the hosts' build have ended, beside the stories' tail.
  // The seeded demo database, made once for both Vitest processes (scripts/seeded-db.ts), while
  // the lint and the build's chain run.
  one('seeded db', [process.execPath, 'scripts/seeded-db.ts', SEEDED_DB_FILE], { after: ['typecheck'] }),
  // With PostgreSQL here, the security tests over the whole API run in its process, which has time to
  // spare, not in this one, whose end the e2e shards wait for (vitest.config.ts, SECURITY_TESTS).
  one('vitest (unit, browser)', vitest('vitest', ['unit', 'browser']), {
    after: ['size', 'lint', 'seeded db'],
    env: { [SEEDED_DB_FILE_ENV]: SEEDED_DB_FILE, ...(postgresHere() ? { FSP_SECURITY_ON_POSTGRES: '1' } : {}) },
  }),
  one('vitest (stories)', vitest('vitest-stories', ['storybook']), { after: ['size', 'lint', 'seeded db'], env: { [SEEDED_DB_FILE_ENV]: SEEDED_DB_FILE } }),
  postgresTask(['size', 'lint']),
  // The demo host applications are built once; each e2e shard then only serves them.
  one('e2e hosts build', [process.execPath, 'tests/hosts/build.ts'], { needsBuild: true, after: ['size'] }),
  e2eTask(['vitest (unit, browser)', 'server on PostgreSQL', 'e2e hosts build']),
];

/** Whether the server tests run on PostgreSQL too: TEST_DATABASE_URL given, or a cluster can be made. */
function postgresHere(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL || findPostgresBin());
}

/** The server tests again on PostgreSQL: TEST_DATABASE_URL if given, else a throwaway cluster. */
function postgresTask(after: string[]): Task {
  const name = 'server on PostgreSQL';
  const cmd = vitest('vitest-postgres', ['postgres']);
  if (process.env.TEST_DATABASE_URL) return one(name, cmd, { after });
  if (postgresHere()) return one(name, [process.execPath, 'scripts/postgres.ts', '--', ...cmd], { after });
  return one(name, [], { after, skip: 'no PostgreSQL server here (Debian: apt-get install postgresql, or set TEST_DATABASE_URL)' });
}

/**
 * Playwright in E2E_SHARDS processes at once, each a worker with a server, a data folder and host
 * origins of its own (its E2E_PORT, 100 apart), given its share of the spec files by their time
 * (scripts/e2e-shards.ts: tests/e2e/durations.json), so that the shards end together. By
 * default two (one on a single core): a worker waits on its browser and server most of the time
 * (the cores about 45 % busy with one), so on the 2-core CI machine two took 615 s where one took
 * 930 s, once the servers' data folders were in memory (tests/e2e/data-dir.ts) and axe ran in its
 * legacy mode (tests/e2e/helpers.ts); before those, two were slower than one (1062 s against 999 s).
 */
function e2eTask(after: string[]): Task {
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? Math.min(2, availableParallelism())));
  const lists = shards > 1 ? splitFiles(specFiles(), committedTimes(), shards) : [[]];
  return {
    name: `e2e (playwright, ${shards} worker${shards > 1 ? 's' : ''})`,
    after,
    needsBuild: true,
    runs: lists.map((files, i) => ({
      label: `e2e ${i + 1}/${shards}`,
      // Each file by its path from the root: a filter Playwright matches against the files' paths.
      cmd: [bin('playwright'), 'test', '--reporter=list,json', ...files.map((f) => `${E2E_DIR}/${f}`)],
      env: { E2E_PORT: String(8181 + 100 * i), E2E_HOSTS_BUILT: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: join(RESULTS, `e2e-${i + 1}.json`) },
    })),
  };
}

/** Runs one command, each line of its output prefixed with its label; true when it passes. */
function runOne(run: Run): Promise<boolean> {
  return new Promise((resolve) => {
    const [cmd, ...args] = run.cmd;
    const child = spawn(cmd ?? '', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...run.env } });
    for (const stream of [child.stdout, child.stderr]) {
      const out = stream === child.stderr ? process.stderr : process.stdout;
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${run.label}] ${line}\n`);
      });
      stream.on('end', () => {
        if (rest) out.write(`[${run.label}] ${rest}\n`);
      });
    }
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

const chromium = findHeadlessChromium();
if (!chromium) {
  console.error(chromiumHelp);
  process.exit(1);
}
console.log(`Chromium: ${chromium}`);
for (const f of readdirSync(RESULTS)) if (REPORT_FILE.test(f)) rmSync(join(RESULTS, f), { force: true });

const t0 = Date.now();
const since = (t: number) => (t - t0) / 1000;
type Outcome = { ok: boolean; start: number; seconds: number; skipped?: boolean; notRun?: boolean };
const outcome = new Map<string, Outcome>();
const running = new Map<string, Promise<void>>();
const waiting = [...tasks];

for (const task of tasks) {
  for (const name of task.after ?? []) if (!tasks.some((t) => t.name === name)) throw new Error(`${task.name}: no task named ${name}`);
}

const ready = (task: Task) => [...(task.after ?? []), ...(task.needsBuild ? ['build'] : [])].every((name) => outcome.has(name));
while (waiting.length > 0 || running.size > 0) {
  for (const task of [...waiting]) {
    if (!ready(task)) continue;
    waiting.splice(waiting.indexOf(task), 1);
    const now = Date.now();
    if (task.skip) {
      console.log(`\n=== ${task.name}: skipped, ${task.skip}`);
      outcome.set(task.name, { ok: true, start: since(now), seconds: 0, skipped: true });
    } else if (task.needsBuild && !outcome.get('build')?.ok) {
      console.log(`\n=== ${task.name}: not run, the build failed`);
      outcome.set(task.name, { ok: false, start: since(now), seconds: 0, notRun: true });
    } else {
      console.log(`\n=== ${task.name}: started at ${since(now).toFixed(0)} s`);
      running.set(
        task.name,
        Promise.all(task.runs.map(runOne)).then((oks) => {
          const ok = oks.every(Boolean);
          const seconds = (Date.now() - now) / 1000;
          outcome.set(task.name, { ok, start: since(now), seconds });
          console.log(`\n=== ${task.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
          running.delete(task.name);
        }),
      );
    }
  }
  // Skipped and not-run tasks end at once: look again before waiting.
  if (waiting.some(ready)) continue;
  if (running.size > 0) await Promise.race(running.values());
  else if (waiting.length > 0) throw new Error(`tasks that can never start: ${waiting.map((t) => t.name).join(', ')}`);
}

console.log(`\n=== summary (${since(Date.now()).toFixed(0)} s in all)`);
for (const task of tasks) {
  const o = outcome.get(task.name);
  if (!o) continue;
  const status = o.skipped ? 'skip' : o.ok ? 'ok  ' : 'FAIL';
  console.log(`${status} ${task.name.padEnd(34)} ${o.seconds.toFixed(1).padStart(6)} s${o.skipped || o.notRun ? '' : `  (from ${o.start.toFixed(0)} s)`}`);
}
const slow = slowest(20);
if (slow.length > 0) {
  console.log('slowest tests:');
  for (const t of slow) console.log(`${t.seconds.toFixed(1).padStart(6)} s  ${t.file} › ${t.name}`);
}
const failedTests = failures();
if (failedTests.length > 0) {
  console.log('failed:');
  for (const f of failedTests.slice(0, 30)) console.log(`  ${f}`);
}
// These two lines stay last: CI reads the final "N passed, N failed".
const failedTasks = [...outcome.values()].filter((o) => !o.ok).length;
const c = counts();
console.log(`steps: ${outcome.size - failedTasks} passed, ${failedTasks} failed`);
console.log(`tests: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`);
process.exit(failedTasks || c.failed ? 1 : 0);
