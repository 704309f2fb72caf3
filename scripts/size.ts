/**
 * The size budget (brotli, per entry): loader <= 5 KB and the catalog chunk it imports (every tag's
 * class, the list of elements and of their chunks) <= 5 KB, the shared runtime chunk (React, the
 * query cache, i18n, the HTTP client, core's element, http and session) <= 96 KB, each element's
 * own chunk <= 30 KB; and the whole of one element in a host page (the loader and every chunk the
 * element's entry imports, followed to the end: catalog, runtime, shared chunks, the element; and
 * the texts of one language, Swedish, the default: each language's are a chunk of their own that
 * the element loads when it is in use) <= 125 KB. A part an element loads only when it is
 * needed (`import()` of its own: the new-message dialog; and a part's own parts, followed to the
 * end: the scanner's reader, which its dialog imports) is a row of its own, with an element's
 * budget, and the whole's row says what the element weighs with them too. Reads dist/ (run the
 * build first); exits non-zero over budget.
 * Growth: scripts/size-growth.json holds each element's whole before a change that promised to add
 * at most `allowance` bytes to it (issue 40's scanning: 2 KB); a whole more than that over its row fails.
 * `--json` prints the figures as JSON. `--wire <base URL>` also fetches each entry from a running
 * reference server (`server/node.ts`) as a browser would (`Accept-Encoding: br, gzip`), counts the
 * bytes that cross the wire and fails when they exceed the brotli size (the bench does this too).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { textsLanguage } from './element-chunks.ts';

export const BUDGETS = { loader: 5 * 1024, catalog: 5 * 1024, runtime: 96 * 1024, element: 30 * 1024, lazy: 30 * 1024, whole: 125 * 1024 } as const;


export type SizeRow = { file: string; kind: keyof typeof BUDGETS; raw: number; brotli: number; budget: number };

function brotli(buf: Buffer): number {
  return brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The files (relative to dist) a module loads with `import()`. */
export function dynamicImports(dist: string, file: string): string[] {
  const code = readFileSync(join(dist, file), 'utf8');
  return [...code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => relative(dist, resolve(dirname(join(dist, file)), m[1] ?? '')));
}

/** The files (relative to dist) a module imports statically, followed to the end, itself included. */
export function staticClosure(dist: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  // Static imports and re-exports only (`import(...)` loads later, on demand).
  for (const m of code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    const target = relative(dist, resolve(dirname(join(dist, file)), m[1] ?? ''));
    staticClosure(dist, target, seen);
  }
  return seen;
}

export function measure(dist = join(import.meta.dirname, '..', 'dist')): SizeRow[] {
  const rows: SizeRow[] = [];
  const sizes = new Map<string, { raw: number; brotli: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const buf = readFileSync(join(dist, file));
      size = { raw: buf.length, brotli: brotli(buf) };
      sizes.set(file, size);
    }
    return size;
  };
  const add = (file: string, kind: keyof typeof BUDGETS) => {
    rows.push({ file, kind, ...sizeOf(file), budget: BUDGETS[kind] });
  };
  const elements = readdirSync(join(dist, 'elements')).filter((f) => f.endsWith('.js'));
  if (!elements.includes('loader.js')) throw new Error('dist/elements/loader.js is missing: run `npm run build` first');
  add('elements/loader.js', 'loader');
  for (const f of elements.filter((f) => f.startsWith('fsp-'))) add(`elements/${f}`, 'element');
  const assets = readdirSync(join(dist, 'assets'));
  for (const kind of ['catalog', 'runtime'] as const) {
    const chunk = assets.filter((f) => new RegExp(`^${kind}-.*\\.js$`).test(f));
    if (chunk.length !== 1) throw new Error(`expected one ${kind} chunk, found ${chunk.length}`);
    add(`assets/${chunk[0]}`, kind);
  }
  // The whole of one element in a host page: the loader's closure and the element entry's. The
  // parts it loads on demand (its own import()s: not the catalog's and the runtime's, which load
  // elements) are rows of their own, and are named in the whole's row with what they add.
  const shared = new Set([...staticClosure(dist, 'elements/loader.js')]);
  const sum = (files: Iterable<string>) => [...files].reduce((acc, file) => ({ raw: acc.raw + sizeOf(file).raw, brotli: acc.brotli + sizeOf(file).brotli }), { raw: 0, brotli: 0 });
  for (const f of elements.filter((f) => f.startsWith('fsp-'))) {
    const files = new Set([...shared, ...staticClosure(dist, `elements/${f}`)]);
    // The texts it registers, in Swedish (the default language): loaded with the element.
    for (const file of [...files]) for (const target of dynamicImports(dist, file)) if (textsLanguage(target) === 'sv') files.add(target);
    const own = [...files].filter((file) => !shared.has(file) && !/^assets\/runtime-/.test(file));
    // A part's own parts too (the scanner's dialog imports the reader when it opens): followed to the end.
    const lazy = new Set<string>();
    const importers = [...own];
    for (let file = importers.shift(); file !== undefined; file = importers.shift()) {
      for (const target of dynamicImports(dist, file)) {
        for (const part of staticClosure(dist, target)) {
          if (files.has(part) || lazy.has(part)) continue;
          lazy.add(part);
          importers.push(part);
        }
      }
    }
    for (const part of lazy) add(part, 'lazy');
    const total = sum(files);
    const onDemand = lazy.size ? `, ${(sum(lazy).brotli / 1024).toFixed(1)} KB more on demand` : '';
    rows.push({ file: `elements/${f} (whole: ${files.size} files${onDemand})`, kind: 'whole', ...total, budget: BUDGETS.whole });
  }
  return rows;
}

export type WireRow = SizeRow & { wire: number; encoding: string };

/** How many bytes over the brotli size an entry may cross the wire with: none, but a little slack. */
export const WIRE_SLACK = 16;

/**
 * The body bytes as received (still compressed: node:http, unlike fetch, does not decode) of a GET
 * with `Accept-Encoding: br, gzip`, and the encoding the server chose.
 */
export function wireBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`GET ${url} answered ${res.statusCode}`));
        else resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Each entry (each file: not the wholes) fetched from a running server at `base`; throws when one crosses the wire larger than its brotli size. */
export async function measureWire(base: string, rows: SizeRow[]): Promise<WireRow[]> {
  const out = await Promise.all(
    rows.filter((r) => r.kind !== 'whole').map(async (r) => {
      const { bytes, encoding } = await wireBytes(`${base}/${r.file}`);
      return { ...r, wire: bytes, encoding };
    }),
  );
  const bad = out.filter((r) => r.wire - r.brotli > WIRE_SLACK);
  if (bad.length) {
    const lines = bad.map((r) => `  ${r.file}: ${r.wire} bytes on the wire (${r.encoding}), brotli ${r.brotli}, raw ${r.raw}`);
    throw new Error(`entries cross the wire larger than their brotli size: is the build precompressed (scripts/precompress.ts) and does the server send the .br?\n${lines.join('\n')}`);
  }
  return out;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

if (import.meta.main) {
  const rows = measure();
  const wireAt = process.argv.indexOf('--wire');
  const base = wireAt >= 0 ? process.argv[wireAt + 1]?.replace(/\/$/, '') : undefined;
  if (wireAt >= 0 && !base) throw new Error('--wire needs the base URL of a running server, e.g. --wire http://localhost:8080');
  const measured: (SizeRow & Partial<WireRow>)[] = base ? [...(await measureWire(base, rows)), ...rows.filter((r) => r.kind === 'whole')] : rows;
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(measured));
  } else {
    let failed = 0;
    for (const r of measured) {
      const ok = r.brotli <= r.budget;
      if (!ok) failed++;
      const wire = r.wire === undefined ? '' : `, wire ${kb(r.wire)} ${r.encoding}`;
      console.log(`${ok ? 'ok  ' : 'OVER'} ${r.file.padEnd(40)} ${kb(r.brotli).padStart(9)} brotli  (budget ${kb(r.budget)}, raw ${kb(r.raw)}${wire})`);
    }
    const growth = JSON.parse(readFileSync(join(import.meta.dirname, 'size-growth.json'), 'utf8')) as { since: string; allowance: number; wholes: Record<string, number> };
    for (const r of rows.filter((row) => row.kind === 'whole')) {
      const name = /^elements\/(fsp-[\w-]+)\.js/.exec(r.file)?.[1] ?? '';
      const before = growth.wholes[name];
      if (before === undefined) continue;
      const ok = r.brotli - before <= growth.allowance;
      if (!ok) failed++;
      const sign = r.brotli >= before ? '+' : '−';
      console.log(`${ok ? 'ok  ' : 'OVER'} ${`${name} since ${growth.since}`.padEnd(40)} ${`${sign}${kb(Math.abs(r.brotli - before))}`.padStart(9)}         (at most +${kb(growth.allowance)}: scripts/size-growth.json)`);
    }
    console.log(`size: ${measured.length + Object.keys(growth.wholes).length - failed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
  }
}
