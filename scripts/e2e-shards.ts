/**
 * The e2e spec files split between the shards by their time, not by their count: Playwright's
 * `--shard` gives each shard an equal number of tests in file order, which left one of the two
 * 2-core CI shards 80 s longer than the other (the server-starting and axe specs fell together).
 * Each file's time is read from tests/e2e/durations.json (seconds, from a run's reports); a file not
 * listed there counts as the mean of those listed. The longest file goes first, each to the shard
 * with the least time so far.
 *
 * `node scripts/e2e-shards.ts --write` rewrites tests/e2e/durations.json from the last `npm test`'s
 * Playwright reports (test-results/e2e-*.json): worth doing when specs were added or changed much.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { playwrightReports, playwrightSpecs, type PlaywrightSuite } from './test-reports.ts';

const root = join(import.meta.dirname, '..');
export const E2E_DIR = 'tests/e2e';
const DURATIONS = join(root, E2E_DIR, 'durations.json');

/** Seconds per spec file (its name in tests/e2e) summed over Playwright JSON reports. */
export function fileTimes(reports: readonly { suites: PlaywrightSuite<{ file: string; tests: { results: { duration: number }[] }[] }>[] }[]): Record<string, number> {
  const times: Record<string, number> = {};
  for (const report of reports) {
    for (const spec of playwrightSpecs(report)) for (const t of spec.tests) for (const r of t.results) times[spec.file] = (times[spec.file] ?? 0) + r.duration / 1000;
  }
  return Object.fromEntries(Object.entries(times).map(([file, seconds]) => [file, Math.round(seconds * 10) / 10]));
}

/**
 * `files` in `shards` lists of about equal time (the longest first, each to the shard with the
 * least so far; ties to the lower shard), each list in the files' own order. A file without a time
 * counts as the mean of the known ones (1 when none is known). No list is empty while there are
 * files enough.
 */
export function splitFiles(files: readonly string[], times: Readonly<Record<string, number>>, shards: number): string[][] {
  const known = files.map((f) => times[f]).filter((t): t is number => t !== undefined);
  const mean = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const weight = (f: string) => times[f] ?? mean;
  const order = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  const lists: string[][] = Array.from({ length: Math.max(1, shards) }, () => []);
  const sums: number[] = lists.map(() => 0);
  for (const file of order) {
    const least = sums.indexOf(Math.min(...sums));
    lists[least]?.push(file);
    sums[least] = (sums[least] ?? 0) + weight(file);
  }
  return lists.map((list) => files.filter((f) => list.includes(f)));
}

/** The spec files of tests/e2e, by name. */
export function specFiles(): string[] {
  return readdirSync(join(root, E2E_DIR))
    .filter((f) => f.endsWith('.spec.ts'))
    .sort();
}

/** The committed times (tests/e2e/durations.json); none when it is missing or unreadable. */
export function committedTimes(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(DURATIONS, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

if (import.meta.main && process.argv.includes('--write')) {
  const reports = playwrightReports();
  if (reports.length === 0) {
    console.error('No Playwright reports in test-results/ (e2e-*.json): run `npm test` first.');
    process.exit(1);
  }
  const times = fileTimes(reports);
  const sorted = Object.fromEntries(Object.entries(times).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(DURATIONS, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`tests/e2e/durations.json: ${Object.keys(sorted).length} files, ${Object.values(sorted).reduce((a, b) => a + b, 0).toFixed(0)} s`);
}
