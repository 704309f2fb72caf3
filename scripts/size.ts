/**
 * The size budget (brotli, per entry): loader <= 5 KB and the catalog chunk it imports (every tag's
 * class and the list of elements) <= 5 KB, the shared runtime chunk <= 90 KB, each element's own
 * chunk <= 30 KB. Reads dist/ (run the build first); exits non-zero over budget.
 * `--json` prints the figures as JSON. `--wire <base URL>` also fetches each entry from a running
 * reference server (`server/node.ts`) as a browser would (`Accept-Encoding: br, gzip`), counts the
 * bytes that cross the wire and fails when they exceed the brotli size (the bench does this too).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export const BUDGETS = { loader: 5 * 1024, catalog: 5 * 1024, runtime: 90 * 1024, element: 30 * 1024 } as const;

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
  const assets = readdirSync(join(dist, 'assets'));
  for (const kind of ['catalog', 'runtime'] as const) {
    const chunk = assets.filter((f) => new RegExp(`^${kind}-.*\\.js$`).test(f));
    if (chunk.length !== 1) throw new Error(`expected one ${kind} chunk, found ${chunk.length}`);
    add(`assets/${chunk[0]}`, kind);
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

/** Each entry fetched from a running server at `base`; throws when one crosses the wire larger than its brotli size. */
export async function measureWire(base: string, rows: SizeRow[]): Promise<WireRow[]> {
  const out = await Promise.all(
    rows.map(async (r) => {
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
  const measured: (SizeRow & Partial<WireRow>)[] = base ? await measureWire(base, rows) : rows;
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
    console.log(`size: ${measured.length - failed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
  }
}
