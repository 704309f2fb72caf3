/**
 * The reference server's crawler and well-known files (server/node.ts): robots.txt and the icons
 * from the build's public folder, security.txt made from the organisation's contact data, and the
 * 404s that keep the app shell from standing in for any file: unknown well-known and file-like
 * paths, and unknown API paths (the JSON error). Runs on a small dist-like folder made here with the
 * real public files, never on the real build.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../../src/contract/common.ts';
import type { Db } from '../../server/db/index.ts';
import { companies } from '../../server/db/schema.ts';
import { configFromEnv, createNodeApp, isFileLikePath, PAGE_CSP, securityTxt } from '../../server/node.ts';
import { cspAllowsScan, parseCsp } from '../../src/core/ui/scanner/scan-csp.ts';
import sv from '../../src/standalone/sv.json';
import { seededDb } from './helpers/server.ts';

const standalone = join(import.meta.dirname, '..', '..', 'src', 'standalone');
const publicDir = join(standalone, 'public');
const HTML = '<!doctype html><html lang="sv"><head><title>FSP</title></head><body><div id="app"></div></body></html>\n';
const NOW = new Date('2025-04-01T08:30:15.123Z');

let base: string;
let db: Db;
let close: () => Promise<void>;
let app: ReturnType<typeof createNodeApp>;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'fsp-well-known-'));
  const dist = join(base, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), HTML);
  // What Vite copies from the public folder to the root of the build.
  for (const name of readdirSync(publicDir)) copyFileSync(join(publicDir, name), join(dist, name));
  ({ db, close } = await seededDb());
  const config = { ...configFromEnv({ DEV_OPENID: 'off', DEV_TOOLS: 'off', LINK_SECRET: 'well-known-test-secret' }), now: () => NOW };
  app = createNodeApp(db, config, dist);
}, 60_000);

afterAll(async () => {
  await close?.();
  rmSync(base, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => Promise.resolve(app.request(path, { headers }));
/** What a browser's navigation asks for: the shell would answer this if anything did. */
const NAVIGATION = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('robots.txt', () => {
  it('answers the robots file: only the start page may be crawled', async () => {
    const res = await get('/robots.txt', NAVIGATION);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toBe(readFileSync(join(publicDir, 'robots.txt'), 'utf8'));
    const directives = text
      .split('\n')
      .map((l) => l.replace(/#.*/, '').trim())
      .filter(Boolean);
    expect(directives).toEqual(['User-agent: *', 'Allow: /$', 'Disallow: /']);
    // Lighthouse's robots-txt audit: a pattern is empty or starts with "/" or "*", "$" only at its end.
    for (const line of directives.filter((l) => /^(?:allow|disallow):/i.test(l))) {
      expect(line.replace(/^[^:]+:\s*/, ''), line).toMatch(/^(?:[/*][^$]*\$?)?$/);
    }
  });
});

describe('icons', () => {
  it('answers /favicon.ico with a real icon file (PNG images in an ICO container)', async () => {
    const res = await get('/favicon.ico', { Accept: 'image/avif,image/webp,image/png,image/svg+xml,image/*,*/*;q=0.8' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/x-icon');
    const body = Buffer.from(await res.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), then the number of images.
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    const count = body.readUInt16LE(4);
    expect(count).toBeGreaterThan(0);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      sizes.push(body.readUInt8(entry) || 256);
      const [length, offset] = [body.readUInt32LE(entry + 8), body.readUInt32LE(entry + 12)];
      expect(offset + length).toBeLessThanOrEqual(body.length);
      expect(body.subarray(offset, offset + 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    }
    expect(sizes).toContain(16);
    expect(sizes).toContain(32);
  });

  it('the page links the ICO icon alone (an SVG icon is a document of its own, parsed on the main thread at each in-app move), which its CSP allows', async () => {
    // Chromium fetches and decodes the page's icon again after each history.pushState: an SVG icon
    // was an isolated SVG document made on the page's main thread each time (13-27 ms at 4x CPU in
    // the timelines' traces, issue 41); the ICO's PNGs are decoded off it.
    expect((await get('/favicon.svg')).status).toBe(404);
    const page = readFileSync(join(standalone, 'index.html'), 'utf8');
    expect([...page.matchAll(/<link rel="icon"[^>]*>/g)].map((m) => m[0])).toEqual(['<link rel="icon" href="/favicon.ico" sizes="32x32" />']);
    // Same-origin icons: img-src 'self' (browsers apply img-src to favicons).
    expect(PAGE_CSP).toMatch(/(?:^|; )img-src 'self'(?: |;|$)/);
  });
});

describe('the page CSP and the scanner (issue 40)', () => {
  it("lets WebAssembly compile ('wasm-unsafe-eval') and nothing else be evaluated, nothing inline", () => {
    expect(PAGE_CSP).toMatch(/(?:^|; )script-src 'self' 'wasm-unsafe-eval'(?:;|$)/);
    // 'wasm-unsafe-eval' contains the letters, not the keyword: eval and new Function stay refused.
    expect(PAGE_CSP).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
  });

  it('is a page scanSupport() finds able to scan: the reader compiled and its file fetched from the portal', () => {
    const portal = 'https://portal.example.org/';
    expect(cspAllowsScan(parseCsp(PAGE_CSP), new URL('/assets/zxing_reader-abc.wasm', portal), portal)).toBe(true);
  });
});

describe('the meta description', () => {
  it('is in index.html in Swedish, the same text the language switch sets', () => {
    const page = readFileSync(join(standalone, 'index.html'), 'utf8');
    const meta = /<meta name="description" content="([^"]+)" \/>/.exec(page);
    expect(meta?.[1]).toBe(sv.appDescription);
  });
});

describe('security.txt', () => {
  it('answers an RFC 9116 file with the support address, expiring a year ahead (less a day) of the request', async () => {
    const res = await get('/.well-known/security.txt', NAVIGATION);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('Contact: mailto:support@example.org\nExpires: 2026-03-31T08:30:15Z\nPreferred-Languages: sv, en\n');
  });

  it('follows the organisation in the database', async () => {
    const [company] = await db.select().from(companies);
    expect(company?.supportEmail).toBe('support@example.org');
    expect(securityTxt({ supportEmail: 'security@example.com' }, new Date('2025-12-31T23:59:59.999Z'))).toBe(
      'Contact: mailto:security@example.com\nExpires: 2026-12-30T23:59:59Z\nPreferred-Languages: sv, en\n',
    );
  });
});

describe('what never gets the app shell', () => {
  it('answers unknown well-known and file-like paths with 404', async () => {
    for (const path of ['/.well-known/anything', '/.well-known/', '/.well-known', '/x.txt', '/x.png', '/security.txt', '/sitemap.xml', '/apple-touch-icon.png', '/some/route/x.js', '/x.html']) {
      const res = await get(path, NAVIGATION);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type') ?? '', path).not.toMatch(/html/);
    }
  });

  it('still answers the portal routes with the shell', async () => {
    for (const path of ['/', '/documents/42', '/password/reset', '/clients/19121212-1212', '/products/100.5']) {
      const res = await get(path, NAVIGATION);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(HTML);
    }
    expect(isFileLikePath('/products/100.5')).toBe(false);
    expect(isFileLikePath('/robots.txt')).toBe(true);
  });

  it('answers unknown API paths with the JSON error, never HTML', async () => {
    const login = await app.request('/rs/authentication', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'forskrivare@example.org', password: 'demo' }),
    });
    expect(login.status).toBe(200);
    const { id } = (await login.json()) as { id: string };
    const cases: [string, Record<string, string>, number, string][] = [
      ['/rs/nope', NAVIGATION, 404, 'NOT_FOUND'],
      ['/rs', NAVIGATION, 404, 'NOT_FOUND'],
      ['/rs/nope.txt', NAVIGATION, 404, 'NOT_FOUND'],
      ['/rs/fsp/v1/nope', { ...NAVIGATION, [SESSION_HEADER]: id }, 404, 'NOT_FOUND'],
      // Without a session every fsp/v1 path answers the session error (OTSS000) first: still JSON.
      ['/rs/fsp/v1/nope', NAVIGATION, 401, 'OTSS000'],
    ];
    for (const [path, headers, status, code] of cases) {
      const res = await get(path, headers);
      expect(res.headers.get('Content-Type'), path).toBe('application/json');
      const body = (await res.json()) as { error: { code: string; errorMessage: string } };
      expect({ path, status: res.status, code: body.error.code }).toEqual({ path, status, code });
      expect(body.error.errorMessage, path).toBeTruthy();
    }
  });
});
