/**
 * The size budget (brotli, per entry): loader <= 5 KB, the shared runtime chunk <= 90 KB, each
 * element's own chunk <= 30 KB. Reads dist/ (run the build first); exits non-zero over budget.
 * `--json` prints the figures as JSON (used by the bench).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export const BUDGETS = { loader: 5 * 1024, runtime: 90 * 1024, element: 30 * 1024 } as const;

export type SizeRow = { file: string; kind: keyof typeof BUDGETS; raw: number; brotli: number; budget: number };

function brotli(buf: Buffer): number {
  return brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

export function measure(dist = join(import.meta.dirname, '..', 'dist')): SizeRow[] {
  const rows: SizeRow[] = [];
  const add = (file: string, kind: keyof typeof BUDGETS) => {
    const buf = readFileSync(join(dist, file));
    rows.push({ file, kind, raw: buf.length, brotli: brotli(buf), budget: BUDGETS[kind] });
  };
  const elements = readdirSync(join(dist, 'elements')).filter((f) => f.endsWith('.js'));
  if (!elements.includes('loader.js')) throw new Error('dist/elements/loader.js is missing: run `npm run build` first');
  add('elements/loader.js', 'loader');
  for (const f of elements.filter((f) => f.startsWith('fsp-'))) add(`elements/${f}`, 'element');
  const runtime = readdirSync(join(dist, 'assets')).filter((f) => /^runtime-.*\.js$/.test(f));
  if (runtime.length !== 1) throw new Error(`expected one shared runtime chunk, found ${runtime.length}`);
  add(`assets/${runtime[0]}`, 'runtime');
  return rows;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

if (import.meta.main) {
  const rows = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows));
  } else {
    let failed = 0;
    for (const r of rows) {
      const ok = r.brotli <= r.budget;
      if (!ok) failed++;
      console.log(`${ok ? 'ok  ' : 'OVER'} ${r.file.padEnd(40)} ${kb(r.brotli).padStart(9)} brotli  (budget ${kb(r.budget)}, raw ${kb(r.raw)})`);
    }
    console.log(`size: ${rows.length - failed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
  }
}
