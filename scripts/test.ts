/**
 * `npm test`: everything, in order, on a fresh checkout after `npm ci`: typecheck and lint (side by side), the
 * OpenAPI document and its lint (Redocly), the files generated from the elements' JSDoc, build,
 * size budget, unit + browser + stories-as-tests (Vitest, Chromium), end-to-end (Playwright,
 * Chromium). Runs every step it can, then exits non-zero on any failure, and closes with the real
 * test counts.
 */
import './require-node24.ts';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { chromiumHelp, findHeadlessChromium } from './chromium.ts';
import { committedTimes, E2E_DIR, specFiles, splitFiles } from './e2e-shards.ts';
import { findPostgresBin } from './postgres.ts';

const root = join(import.meta.dirname, '..');
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });

type Run = { cmd: string[]; env?: Record<string, string> };
/** A step: one command, or `parallel` commands at once (their output's lines prefixed by their label). */
type Step = { name: string; cmd: string[]; env?: Record<string, string>; needsBuild?: boolean; skip?: string; parallel?: (Run & { label: string })[] };
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

const steps: Step[] = [
  // Each is one thread: side by side they take the time of the longer (the lint), not the sum.
  {
    name: 'typecheck and lint',
    cmd: [],
    parallel: [
      { label: 'typecheck', cmd: [bin('tsc'), '-p', '.'] },
      { label: 'lint', cmd: [bin('eslint'), '--max-warnings', '0', '.'] },
    ],
  },
  { name: 'openapi', cmd: [process.execPath, 'scripts/openapi.ts', '--check'] },
  // Redocly's recommended rules with warnings as errors (redocly.yaml): any problem fails the step.
  { name: 'openapi lint', cmd: [bin('redocly'), 'lint', '--format', 'stylish', 'docs/openapi.json'], env: { REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  { name: 'elements', cmd: [process.execPath, 'scripts/elements.ts', '--check'] },
  { name: 'build', cmd: [bin('vite'), 'build', '--logLevel', 'warn'] },
  { name: 'size', cmd: [process.execPath, 'scripts/size.ts'], needsBuild: true },
  ...vitestSteps(),
  // The demo host applications are built once; each e2e shard then only serves them.
  { name: 'e2e hosts build', cmd: [process.execPath, 'tests/hosts/build.ts'], needsBuild: true },
  e2eStep(),
];

/**
 * Playwright in E2E_SHARDS processes at once, each a worker with a server, a data folder and host
 * origins of its own (its E2E_PORT, 100 apart), given its share of the spec files by their time
 * (scripts/e2e-shards.ts: tests/e2e/durations.json), so that the shards end together. By
 * default two (one on a single core): a worker waits on its browser and server most of the time
 * (the cores about 45 % busy with one), so on the 2-core CI machine two took 615 s where one took
 * 930 s, once the servers' data folders were in memory (tests/e2e/data-dir.ts) and axe ran in its
 * legacy mode (tests/e2e/helpers.ts); before those, two were slower than one (1062 s against 999 s).
 */
function e2eStep(): Step {
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? Math.min(2, availableParallelism())));
  const lists = shards > 1 ? splitFiles(specFiles(), committedTimes(), shards) : [[]];
  return {
    name: `e2e (playwright, ${shards} worker${shards > 1 ? "s" : ""})`,
    cmd: [],
    needsBuild: true,
    parallel: lists.map((files, i) => ({
      label: `e2e ${i + 1}/${shards}`,
      // Each file by its path from the root: a filter Playwright matches against the files' paths.
      cmd: [bin('playwright'), 'test', '--reporter=list,json', ...files.map((f) => `${E2E_DIR}/${f}`)],
      env: { E2E_PORT: String(8181 + 100 * i), E2E_HOSTS_BUILT: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: join(results, `e2e-${i + 1}.json`) },
    })),
  };
}

/** Runs the commands at once, each line of their output prefixed with its label; true when all pass. */
async function runParallel(runs: (Run & { label: string })[]): Promise<boolean> {
  const codes = await Promise.all(
    runs.map(
      (run) =>
        new Promise<number>((resolve) => {
          const [cmd, ...args] = run.cmd;
          const child = spawn(cmd ?? '', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...run.env } });
          for (const stream of [child.stdout, child.stderr]) {
            let rest = '';
            stream.setEncoding('utf8');
            stream.on('data', (chunk: string) => {
              const lines = (rest + chunk).split('\n');
              rest = lines.pop() ?? '';
              for (const line of lines) (stream === child.stderr ? process.stderr : process.stdout).write(`[${run.label}] ${line}\n`);
            });
            stream.on('end', () => {
              if (rest) process.stdout.write(`[${run.label}] ${rest}\n`);
            });
          }
          child.on('error', () => resolve(1));
          child.on('close', (code) => resolve(code ?? 1));
        }),
    ),
  );
  return codes.every((c) => c === 0);
}

/**
 * Vitest's projects, and beside them (another process, its lines prefixed) the server tests again on
 * PostgreSQL: that one is mostly the PostgreSQL server's and Node's work while the stories keep the
 * browser busy, so side by side they take about the time of the first alone.
 */
function vitestSteps(): Step[] {
  const vitest: Run = { cmd: [bin('vitest'), 'run', '--project', 'unit', '--project', 'browser', '--project', 'storybook', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest.json')}`] };
  const postgres = postgresStep();
  if (postgres.skip) return [{ name: 'vitest (unit, browser, stories)', ...vitest }, postgres];
  return [{ name: 'vitest (unit, browser, stories) ∥ server on PostgreSQL', cmd: [], parallel: [{ label: 'vitest', ...vitest }, { label: 'postgres', cmd: postgres.cmd }] }];
}

/** The server tests again on PostgreSQL: TEST_DATABASE_URL if given, else a throwaway cluster. */
function postgresStep(): Step {
  const vitest = [bin('vitest'), 'run', '--project', 'postgres', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest-postgres.json')}`];
  if (process.env.TEST_DATABASE_URL) return { name: 'vitest (server on PostgreSQL)', cmd: vitest };
  if (findPostgresBin()) return { name: 'vitest (server on PostgreSQL)', cmd: [process.execPath, 'scripts/postgres.ts', '--', ...vitest] };
  return { name: 'vitest (server on PostgreSQL)', cmd: [], skip: 'no PostgreSQL server here (Debian: apt-get install postgresql, or set TEST_DATABASE_URL)' };
}

const chromium = findHeadlessChromium();
if (!chromium) {
  console.error(chromiumHelp);
  process.exit(1);
}
console.log(`Chromium: ${chromium}`);
for (const f of readdirSync(results)) if (/^(vitest(-postgres)?|e2e(-\d+)?)\.json$/.test(f)) rmSync(join(results, f), { force: true });

const outcome: { name: string; ok: boolean; seconds: number; skipped?: boolean }[] = [];
let built = false;
for (const step of steps) {
  if (step.needsBuild && !built) {
    outcome.push({ name: step.name, ok: false, seconds: 0 });
    console.log(`\n=== ${step.name}: not run, the build failed`);
    continue;
  }
  if (step.skip) {
    console.log(`\n=== ${step.name}: skipped, ${step.skip}`);
    outcome.push({ name: step.name, ok: true, seconds: 0, skipped: true });
    continue;
  }
  console.log(`\n=== ${step.name}`);
  const started = Date.now();
  let ok: boolean;
  if (step.parallel) {
    ok = await runParallel(step.parallel);
  } else {
    const [cmd, ...args] = step.cmd;
    ok = spawnSync(cmd ?? '', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } }).status === 0;
  }
  if (step.name === 'build') built = ok;
  outcome.push({ name: step.name, ok, seconds: (Date.now() - started) / 1000 });
}

function counts(): { passed: number; failed: number; skipped: number } {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const name of ['vitest.json', 'vitest-postgres.json']) {
    const vitestFile = join(results, name);
    if (!existsSync(vitestFile)) continue;
    const v = JSON.parse(readFileSync(vitestFile, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    passed += v.numPassedTests;
    failed += v.numFailedTests;
    skipped += v.numPendingTests + v.numTodoTests;
  }
  for (const name of readdirSync(results).filter((f) => /^e2e-\d+\.json$/.test(f))) {
    const e = JSON.parse(readFileSync(join(results, name), 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    passed += e.stats.expected;
    failed += e.stats.unexpected + e.stats.flaky;
    skipped += e.stats.skipped;
  }
  return { passed, failed, skipped };
}

/** The names of the tests that failed, with the first line of each message, so a CI log's tail says which. */
function failures(): string[] {
  const out: string[] = [];
  const first = (m: string | undefined) => (m ?? '').split('\n').find((l) => l.trim() !== '')?.trim().slice(0, 200) ?? '';
  for (const name of ['vitest.json', 'vitest-postgres.json']) {
    const vitestFile = join(results, name);
    if (!existsSync(vitestFile)) continue;
    const v = JSON.parse(readFileSync(vitestFile, 'utf8')) as {
      testResults: { name: string; message?: string; status: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
    };
    for (const file of v.testResults) {
      const failed = file.assertionResults.filter((a) => a.status === 'failed');
      for (const a of failed) out.push(`${relative(root, file.name)} › ${a.fullName}: ${first(a.failureMessages[0])}`);
      if (file.status === 'failed' && failed.length === 0) out.push(`${relative(root, file.name)}: ${first(file.message)}`);
    }
  }
  type Suite = { title: string; specs?: { title: string; ok: boolean; tests: { results: { error?: { message?: string } }[] }[] }[]; suites?: Suite[] };
  const walk = (suite: Suite, file: string) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) out.push(`${file} › ${spec.title}: ${first(spec.tests.flatMap((t) => t.results).find((r) => r.error)?.error?.message)}`);
    }
    for (const s of suite.suites ?? []) walk(s, file);
  };
  for (const name of readdirSync(results).filter((f) => /^e2e-\d+\.json$/.test(f))) {
    const e = JSON.parse(readFileSync(join(results, name), 'utf8')) as { suites: Suite[] };
    for (const s of e.suites) walk(s, s.title);
  }
  return out;
}

/** The `count` slowest tests of every step's report (Vitest's and Playwright's JSON), slowest first. */
function slowest(count: number): { seconds: number; file: string; name: string }[] {
  const all: { seconds: number; file: string; name: string }[] = [];
  for (const name of ['vitest.json', 'vitest-postgres.json']) {
    const vitestFile = join(results, name);
    if (!existsSync(vitestFile)) continue;
    const v = JSON.parse(readFileSync(vitestFile, 'utf8')) as { testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[] };
    const project = name === 'vitest.json' ? '' : ' (PostgreSQL)';
    for (const file of v.testResults) {
      for (const a of file.assertionResults) all.push({ seconds: (a.duration ?? 0) / 1000, file: relative(root, file.name) + project, name: a.fullName });
    }
  }
  type Suite = { file?: string; specs?: { title: string; file: string; tests: { results: { duration: number }[] }[] }[]; suites?: Suite[] };
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) for (const r of t.results) all.push({ seconds: r.duration / 1000, file: `tests/e2e/${spec.file}`, name: spec.title });
    }
    for (const s of suite.suites ?? []) walk(s);
  };
  for (const name of readdirSync(results).filter((f) => /^e2e-\d+\.json$/.test(f))) {
    for (const s of (JSON.parse(readFileSync(join(results, name), 'utf8')) as { suites: Suite[] }).suites) walk(s);
  }
  return all.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

console.log('\n=== summary');
for (const o of outcome) console.log(`${o.skipped ? 'skip' : o.ok ? 'ok  ' : 'FAIL'} ${o.name.padEnd(34)} ${o.seconds.toFixed(1).padStart(6)} s`);
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
const failedSteps = outcome.filter((o) => !o.ok).length;
const c = counts();
console.log(`steps: ${outcome.length - failedSteps} passed, ${failedSteps} failed`);
console.log(`tests: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`);
process.exit(failedSteps || c.failed ? 1 : 0);
