/**
 * The reference server's static files (server/node.ts): precompressed variants chosen by
 * Accept-Encoding, Vary on every answer, caching and revalidation, the app shell fallback. Runs on a
 * small dist-like folder made here, never on the real build.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate, type Db } from '../../server/db/index.ts';
import { acceptedEncodings, configFromEnv, createNodeApp, readMigrations } from '../../server/node.ts';
import { PGLITE_EXTENSIONS } from '../../server/db/pglite.ts';

const JS = `export const greeting = ${JSON.stringify('hej '.repeat(500))};\n`;
const HTML = `<!doctype html><html lang="sv"><head><title>FSP</title></head><body>${'<p>portal</p>'.repeat(50)}</body></html>\n`;

let base: string;
let dist: string;
let client: PGlite;
let app: ReturnType<typeof createNodeApp>;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'fsp-static-'));
  dist = join(base, 'dist');
  // A file beside the folder served: never reachable.
  writeFileSync(join(base, 'secret.txt'), 'secret');
  // A .wasm as the scanner's reader is: the magic number and version, then anything.
  const WASM = `\0asm\u0001\0\0\0${'\u0001'.repeat(400)}`;
  const files: Record<string, string> = { 'assets/runtime-abc12345.js': JS, 'assets/zxing_reader-abc12345.wasm': WASM, 'elements/loader.js': JS, 'index.html': HTML };
  for (const [name, text] of Object.entries(files)) {
    const path = join(dist, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
    writeFileSync(`${path}.br`, brotliCompressSync(text));
    writeFileSync(`${path}.gz`, gzipSync(text, { level: 9 }));
  }
  client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = drizzle(client) as unknown as Db;
  await migrate(db, readMigrations());
  app = createNodeApp(db, configFromEnv({ DEV_OPENID: 'off', DEV_TOOLS: 'off', LINK_SECRET: 'static-test-secret' }), dist);
}, 60_000);

afterAll(async () => {
  await client?.close();
  rmSync(base, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => Promise.resolve(app.request(path, { method, headers }));
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const file = (name: string) => readFileSync(join(dist, name));

describe('encodings', () => {
  it('sends brotli when the browser accepts it', async () => {
    const res = await get('/assets/runtime-abc12345.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const body = await bytes(res);
    expect(body.equals(file('assets/runtime-abc12345.js.br'))).toBe(true);
    expect(res.headers.get('Content-Length')).toBe(String(body.length));
  });

  it('sends gzip when only gzip is accepted', async () => {
    const res = await get('/elements/loader.js', { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const body = await bytes(res);
    expect(body.equals(file('elements/loader.js.gz'))).toBe(true);
    expect(res.headers.get('Content-Length')).toBe(String(body.length));
  });

  it('sends the plain file when no encoding is accepted, still with Vary', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }]) {
      const res = await get('/elements/loader.js', headers);
      expect(res.headers.get('Content-Encoding')).toBeNull();
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
      const body = await bytes(res);
      expect(body.toString()).toBe(JS);
      expect(res.headers.get('Content-Length')).toBe(String(body.length));
    }
  });

  it('follows q-values: brotli first on a tie, else the higher q', () => {
    expect(acceptedEncodings('gzip, deflate, br').map((e) => e.name)).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip').map((e) => e.name)).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br;q=0, gzip').map((e) => e.name)).toEqual(['gzip']);
    expect(acceptedEncodings('*').map((e) => e.name)).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('deflate')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it('answers HEAD with the headers of the variant and no body', async () => {
    const res = await get('/assets/runtime-abc12345.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Length')).toBe(String(file('assets/runtime-abc12345.js.br').length));
    expect((await bytes(res)).length).toBe(0);
  });

  it("serves the scanner's WebAssembly as application/wasm, compressed, to any origin (issue 40)", async () => {
    // WebAssembly.instantiateStreaming refuses any other type; a host page on another origin fetches it (CORS).
    const res = await get('/assets/zxing_reader-abc12345.wasm', { 'Accept-Encoding': 'br', Origin: 'http://host.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/wasm');
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await bytes(res)).equals(file('assets/zxing_reader-abc12345.wasm.br'))).toBe(true);
  });

  it('serves a byte range of the variant sent', async () => {
    const res = await get('/assets/runtime-abc12345.js', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    const br = file('assets/runtime-abc12345.js.br');
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe(`bytes 0-9/${br.length}`);
    expect(res.headers.get('Content-Length')).toBe('10');
    expect((await bytes(res)).equals(br.subarray(0, 10))).toBe(true);
    const beyond = await get('/elements/loader.js', { Range: `bytes=${JS.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${JS.length}`);
  });
});

describe('caching', () => {
  it('marks hashed assets immutable and public to other origins', async () => {
    const res = await get('/assets/runtime-abc12345.js', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('revalidates everything else, with a validator per encoding', async () => {
    const br = await get('/elements/loader.js', { 'Accept-Encoding': 'br' });
    const gzip = await get('/elements/loader.js', { 'Accept-Encoding': 'gzip' });
    const plain = await get('/elements/loader.js');
    for (const res of [br, gzip, plain]) {
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
      expect(res.headers.get('Last-Modified')).toBeTruthy();
    }
    const tags = [br, gzip, plain].map((r) => r.headers.get('ETag'));
    expect(new Set(tags).size).toBe(3);
  });

  it('answers 304 to a revalidation of the same variant, 200 to another', async () => {
    const first = await get('/elements/loader.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('ETag') ?? '';
    const again = await get('/elements/loader.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Vary')).toBe('Accept-Encoding');
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    expect((await bytes(again)).length).toBe(0);
    const otherVariant = await get('/elements/loader.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(otherVariant.status).toBe(200);
    expect(otherVariant.headers.get('Content-Encoding')).toBe('gzip');
    const lastModified = first.headers.get('Last-Modified') ?? '';
    const byDate = await get('/elements/loader.js', { 'Accept-Encoding': 'br', 'If-Modified-Since': lastModified });
    expect(byDate.status).toBe(304);
  });
});

describe('the app shell', () => {
  it('answers unknown non-API paths with index.html, compressed and revalidated', async () => {
    for (const path of ['/', '/some/route', '/index.html']) {
      const res = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('Content-Encoding')).toBe('br');
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(res.headers.get('ETag')).toBeTruthy();
      expect((await bytes(res)).equals(file('index.html.br'))).toBe(true);
    }
    const plain = await get('/some/route');
    expect(await plain.text()).toBe(HTML);
    const revalidated = await get('/some/route', { 'If-None-Match': plain.headers.get('ETag') ?? '' });
    expect(revalidated.status).toBe(304);
  });

  it('does not stand in for API paths, missing files of the build, or files outside the folder', async () => {
    expect((await get('/rs/nothing-here')).status).toBe(404);
    for (const path of ['/assets/missing-abc12345.js', '/elements/fsp-missing.js']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
    }
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const res = await get(path);
      expect(await res.text(), path).not.toBe('secret');
    }
  });
});
