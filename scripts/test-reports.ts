/**
 * The JSON reports `npm test` leaves in test-results/ (Vitest's `vitest*.json`, one a process;
 * Playwright's `e2e-<shard>.json`), read once here for the run's summary (scripts/test.ts: the
 * counts, the failures, the slowest tests) and for the e2e shards' file times
 * (scripts/e2e-shards.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
export const RESULTS = join(root, 'test-results');

/** The report files this module reads: a run removes them before it starts. */
export const REPORT_FILE = /^(vitest(-[a-z]+)?|e2e-\d+)\.json$/;

type VitestAssertion = { fullName: string; status: string; duration?: number | null; failureMessages: string[] };
type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; message?: string; status: string; assertionResults: VitestAssertion[] }[];
};
type PlaywrightResult = { duration: number; error?: { message?: string } };
type PlaywrightSpec = { title: string; file: string; ok: boolean; tests: { results: PlaywrightResult[] }[] };
/** A suite of a Playwright JSON report: specs, and the suites of its describe blocks. */
export type PlaywrightSuite<Spec = PlaywrightSpec> = { specs?: Spec[]; suites?: PlaywrightSuite<Spec>[] };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: PlaywrightSuite[] };

function read<T>(name: string, dir: string): T {
  return JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;
}

function names(pattern: RegExp, dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => pattern.test(f)).sort() : [];
}

/** Vitest's reports by file name (`vitest.json`, `vitest-stories.json`, `vitest-postgres.json`). */
export function vitestReports(dir = RESULTS): { name: string; report: VitestReport }[] {
  return names(/^vitest(-[a-z]+)?\.json$/, dir).map((name) => ({ name, report: read<VitestReport>(name, dir) }));
}

/** Playwright's reports, one a shard. */
export function playwrightReports(dir = RESULTS): PlaywrightReport[] {
  return names(/^e2e-\d+\.json$/, dir).map((name) => read<PlaywrightReport>(name, dir));
}

/** Every spec of a Playwright report, however deep its describe blocks nest. */
export function playwrightSpecs<Spec = PlaywrightSpec>(report: { suites: PlaywrightSuite<Spec>[] }): Spec[] {
  const out: Spec[] = [];
  const walk = (suite: PlaywrightSuite<Spec>) => {
    out.push(...(suite.specs ?? []));
    for (const s of suite.suites ?? []) walk(s);
  };
  for (const s of report.suites) walk(s);
  return out;
}

export function counts(dir = RESULTS): { passed: number; failed: number; skipped: number } {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const { report: v } of vitestReports(dir)) {
    passed += v.numPassedTests;
    failed += v.numFailedTests;
    skipped += v.numPendingTests + v.numTodoTests;
  }
  for (const e of playwrightReports(dir)) {
    passed += e.stats.expected;
    failed += e.stats.unexpected + e.stats.flaky;
    skipped += e.stats.skipped;
  }
  return { passed, failed, skipped };
}

const firstLine = (m: string | undefined) =>
  (m ?? '')
    .split('\n')
    .find((l) => l.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? '';

/** The names of the tests that failed, with the first line of each message, so a CI log's tail says which. */
export function failures(dir = RESULTS): string[] {
  const out: string[] = [];
  for (const { report } of vitestReports(dir)) {
    for (const file of report.testResults) {
      const failed = file.assertionResults.filter((a) => a.status === 'failed');
      for (const a of failed) out.push(`${relative(root, file.name)} › ${a.fullName}: ${firstLine(a.failureMessages[0])}`);
      if (file.status === 'failed' && failed.length === 0) out.push(`${relative(root, file.name)}: ${firstLine(file.message)}`);
    }
  }
  for (const report of playwrightReports(dir)) {
    for (const spec of playwrightSpecs(report)) {
      if (!spec.ok) out.push(`tests/e2e/${spec.file} › ${spec.title}: ${firstLine(spec.tests.flatMap((t) => t.results).find((r) => r.error)?.error?.message)}`);
    }
  }
  return out;
}

/** The `count` slowest tests of every report, slowest first. */
export function slowest(count: number, dir = RESULTS): { seconds: number; file: string; name: string }[] {
  const all: { seconds: number; file: string; name: string }[] = [];
  for (const { name, report } of vitestReports(dir)) {
    const suffix = name === 'vitest-postgres.json' ? ' (PostgreSQL)' : '';
    for (const file of report.testResults) {
      for (const a of file.assertionResults) all.push({ seconds: (a.duration ?? 0) / 1000, file: relative(root, file.name) + suffix, name: a.fullName });
    }
  }
  for (const report of playwrightReports(dir)) {
    for (const spec of playwrightSpecs(report)) {
      for (const t of spec.tests) for (const r of t.results) all.push({ seconds: r.duration / 1000, file: `tests/e2e/${spec.file}`, name: spec.title });
    }
  }
  return all.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}
