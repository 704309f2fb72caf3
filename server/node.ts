/**
 * `npm start`: the reference API, the built standalone portal, the element bundles and the demo
 * host pages on one port. Embedded PGlite under DATA_DIR by default; DATABASE_URL=postgres://…
 * runs the same schema on a PostgreSQL server. `--reset` reseeds.
 */
import { readFileSync, readdirSync, rmSync, mkdirSync, existsSync, createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { createApp, type ServerConfig } from './app.ts';
import { companies } from './db/schema.ts';
import type { OpenIdClientConfig } from './context.ts';
import { purgeExpiredSessions } from './context.ts';
import { migrate, type Db, type MigrationFile } from './db/index.ts';
import { isSeeded, parseIdentityNumbers, PERSONAS, DEMO_PASSWORD, seed } from './seed/index.ts';
import { isWorldSeeded, seedWorld, upgradeWorld, vacuumWorld } from './seed/world.ts';
import { createDevProviders, devClientConfig, devSingleSignOutUrl } from './oidc/dev-provider.ts';
import { databaseAnswers, healthRoutes, type Readiness } from './health.ts';
import { linkSecretOf } from './secrets.ts';

const here = dirname(fileURLToPath(import.meta.url));
const projectRoot = resolve(here, '..');

export function readMigrations(): MigrationFile[] {
  const dir = join(here, 'db', 'migrations');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

export function readIdentityNumbers(): string[] {
  return parseIdentityNumbers(readFileSync(join(here, 'seed', 'data', 'testpersonnummer.txt'), 'utf8'));
}

export type OpenedDb = {
  db: Db;
  close: () => Promise<void>;
  kind: string;
  /**
   * Runs `fn` as the only process doing so on this database: on PostgreSQL under an advisory lock
   * held on a connection of its own, so processes of one deployment started at once migrate and
   * seed one after another (the later ones find it done); on PGlite, which one process owns, as is.
   */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
};

/** The connection pool's settings (PostgreSQL): DATABASE_POOL_MAX and friends, docs/deployment.md. */
export type PoolSettings = { max: number; connectionTimeoutMillis: number; idleTimeoutMillis: number };

export function poolSettingsFromEnv(env: NodeJS.ProcessEnv): PoolSettings {
  const whole = (name: string, fallback: number, min: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}"`);
    return n;
  };
  return {
    // Connections this process opens at most; the database's max_connections (or the pooler's
    // pool) must hold this times the number of processes, with room for the rest.
    max: whole('DATABASE_POOL_MAX', 10, 1),
    // How long a request waits for a connection (a new one, or one of a full pool coming free)
    // before it is answered 503 SERVICE_UNAVAILABLE.
    connectionTimeoutMillis: whole('DATABASE_CONNECT_TIMEOUT_MS', 5000, 1),
    // An idle connection is closed after this long (0: kept).
    idleTimeoutMillis: whole('DATABASE_IDLE_TIMEOUT_MS', 30_000, 0),
  };
}

/** The advisory lock key of the start (migrate and seed): a fixed number of our own ('FSP' in ASCII). */
const STARTUP_LOCK = 0x465350;

/** Opens the database: PGlite on disk under dataDir, or PostgreSQL when a URL is given. */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string | undefined; reset: boolean; pool?: PoolSettings }): Promise<OpenedDb> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const connectionString = opts.databaseUrl;
    const pool = new pg.Pool({ connectionString, application_name: 'fsp-portal', ...(opts.pool ?? poolSettingsFromEnv({})) });
    // An idle connection the server ends (a restart, a dropped test database: 57P01) is an 'error'
    // of the pool: said, not an uncaught exception; the pool makes a new connection for the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection ended (${error.message})`));
    if (opts.reset) await pool.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
      // A connection of its own, not the pool's: a pool of one would be held by the lock.
      const client = new pg.Client({ connectionString, application_name: 'fsp-portal (start)' });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await fn();
      } finally {
        // Ending the connection releases the lock too.
        await client.end();
      }
    };
    return { db: drizzle(pool) as unknown as Db, close: () => pool.end(), kind: 'PostgreSQL (DATABASE_URL)', exclusive };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = resolve(opts.dataDir, 'pglite');
  mkdirSync(dirname(dir), { recursive: true });
  const { PGLITE_EXTENSIONS } = await import('./db/pglite.ts');
  const opened = (client: InstanceType<typeof PGlite>): OpenedDb => ({ db: drizzle(client) as unknown as Db, close: () => client.close(), kind: `PGlite (${dir})`, exclusive: (fn) => fn() });
  if (opts.reset && existsSync(dir)) {
    // --reset empties the database in its folder, as on PostgreSQL, rather than making a new
    // cluster (PGlite's initdb, about 5 s); a folder that does not open is made again.
    try {
      const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
      await client.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
      return opened(client);
    } catch {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return opened(await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS }));
}

/**
 * Migrates, then seeds what is missing: everything on an empty database; only the world (clients,
 * products, stock) on a data folder whose world a migration emptied (0006), keeping its users,
 * sessions and messages. Answers whether it seeded anything.
 */
export async function prepareDatabase(db: Db, scale: 'demo' | 'large'): Promise<boolean> {
  await migrate(db, readMigrations());
  if (!(await isSeeded(db))) {
    await seed(db, { scale, identityNumbers: readIdentityNumbers() });
    return true;
  }
  if (await isWorldSeeded(db)) {
    if (!(await upgradeWorld(db, new Date()))) return false;
    await vacuumWorld(db);
    return true;
  }
  await seedWorld(db, { scale, identityNumbers: readIdentityNumbers(), now: new Date() });
  await vacuumWorld(db);
  return true;
}

/**
 * The server's configuration from the environment. `origin` is where browsers reach this server:
 * the dev OpenID providers' issuers live under it, unless OPEN_ID_ISSUER and friends name real ones.
 */
export function configFromEnv(env: NodeJS.ProcessEnv, origin = 'http://localhost:8080'): ServerConfig {
  const devProviders = devOpenIdOn(env);
  return {
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 30),
    ...(env.ATTEMPT_WAIT_SECONDS ? { attemptWaitSeconds: Number(env.ATTEMPT_WAIT_SECONDS) } : {}),
    // The load balancers in front (comma-separated addresses): their X-Forwarded-For names the client.
    trustedProxies: (env.TRUSTED_PROXIES ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    linkSecret: env.LINK_SECRET ?? randomBytes(32).toString('hex'),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    // The login methods offered (comma-separated LOGIN_METHODS); only methods that are built.
    loginMethods: loginMethodsFrom(env.LOGIN_METHODS),
    openId: providerFromEnv(env, 'OPEN_ID', devProviders ? devClientConfig(origin, 'openId') : null),
    enterpriseDirectory: providerFromEnv(env, 'DIRECTORY', devProviders ? devClientConfig(origin, 'enterpriseDirectory') : null),
    // Single sign-out after a directory session's logout: SINGLE_SIGN_OUT_URL, "off", or the dev directory's.
    singleSignOutUrl: env.SINGLE_SIGN_OUT_URL === 'off' ? null : env.SINGLE_SIGN_OUT_URL || (devProviders ? devSingleSignOutUrl(origin) : null),
    workflowPortalUrl: env.WORKFLOW_PORTAL_URL ?? '/workflow/portal',
    version: '202504',
    // The reference server's dev mailbox: on unless DEV_TOOLS=off or NODE_ENV=production.
    devTools: env.DEV_TOOLS ? env.DEV_TOOLS !== 'off' : env.NODE_ENV !== 'production',
    now: () => new Date(),
  };
}

/** The dev OpenID providers run unless DEV_OPENID=off or NODE_ENV=production, like the dev tools. */
export function devOpenIdOn(env: NodeJS.ProcessEnv): boolean {
  return env.DEV_OPENID ? env.DEV_OPENID !== 'off' : env.NODE_ENV !== 'production';
}

/**
 * A provider from <PREFIX>_ISSUER, _CLIENT_ID, _CLIENT_SECRET, _AUTHORIZATION_ENDPOINT and _LABEL,
 * each falling back to the dev provider's. An empty _CLIENT_ID or _AUTHORIZATION_ENDPOINT is kept
 * empty: the portal then shows the configuration error, as it would for a broken deployment.
 */
function providerFromEnv(env: NodeJS.ProcessEnv, prefix: string, dev: OpenIdClientConfig | null): OpenIdClientConfig | null {
  const issuer = env[`${prefix}_ISSUER`] ?? dev?.issuer;
  if (!issuer) return null;
  const pick = (key: string, fallback: string | undefined) => {
    const v = env[`${prefix}_${key}`];
    return v === undefined ? fallback : v || undefined;
  };
  return {
    issuer,
    label: pick('LABEL', dev?.label) ?? issuer,
    clientId: pick('CLIENT_ID', dev?.clientId),
    clientSecret: pick('CLIENT_SECRET', dev?.clientSecret),
    authorizationEndpoint: pick('AUTHORIZATION_ENDPOINT', dev?.authorizationEndpoint),
  };
}

const BUILT_METHODS = ['LOGIN_FORM', 'MOBILE_ID', 'OPEN_ID', 'ENTERPRISE_DIRECTORY'] as const;

export function loginMethodsFrom(value: string | undefined): ServerConfig['loginMethods'] {
  if (!value) return [...BUILT_METHODS];
  const wanted = value.split(',').map((s) => s.trim().toUpperCase());
  return BUILT_METHODS.filter((m) => wanted.includes(m));
}

/**
 * Content-Security-Policy for our pages: no inline script or style, no eval. 'wasm-unsafe-eval'
 * allows WebAssembly.compile/instantiate and nothing else (not eval, not new Function): the
 * scanner's code reader (src/core/ui/scanner/reader.ts) is WebAssembly, its file served from
 * /assets/ here. Without it the reader could not start; scanSupport() would find it refused and
 * show no scan button (issue 40). A MediaStream in a video's srcObject needs no media-src or img-src.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** The precompressed siblings the build writes (scripts/precompress.ts), in order of preference. */
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

/**
 * The encodings a request accepts (`Accept-Encoding` with q-values; `*` stands for any encoding not
 * named), best first: higher q first, then brotli before gzip.
 */
export function acceptedEncodings(header: string | undefined): (typeof ENCODINGS)[number][] {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!token) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(token, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: string) => q.get(name) ?? (name === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  return ENCODINGS.filter((e) => weight(e.name) > 0).sort((a, b) => weight(b.name) - weight(a.name));
}

/** Strong ETags from the bytes sent, kept per file while its size and mtime stay the same. */
const etags = new Map<string, { size: number; mtimeMs: number; etag: string }>();
async function etagOf(path: string, size: number, mtimeMs: number, encoding: string | undefined): Promise<string> {
  const known = etags.get(path);
  if (known && known.size === size && known.mtimeMs === mtimeMs) return known.etag;
  const hash = createHash('sha256').update(await readFile(path)).digest('base64url').slice(0, 22);
  // The suffix names the encoding, so no two variants of a path ever share a tag.
  const etag = `"${hash}${encoding ? `-${encoding}` : ''}"`;
  etags.set(path, { size, mtimeMs, etag });
  return etag;
}

/** The file at `path`, or the index.html of a folder there; undefined when there is none. */
async function findFile(path: string, folderIndex = true): Promise<{ path: string; stats: Stats } | undefined> {
  try {
    const stats = await stat(path);
    if (stats.isFile()) return { path, stats };
    if (stats.isDirectory() && folderIndex) return findFile(join(path, 'index.html'), false);
  } catch {
    // not there
  }
  return undefined;
}

/** A single byte range of a file of `size` bytes; null when unsatisfiable, undefined when not one range we serve. */
function byteRange(header: string, size: number): { start: number; end: number } | null | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined; // several ranges or bad syntax: the whole file
  const [first, last] = [m[1] ?? '', m[2] ?? ''];
  if (first === '') {
    const n = Number(last);
    return n === 0 || size === 0 ? null : { start: Math.max(size - n, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start >= size || start > end ? null : { start, end };
}

function notModified(c: Context, etag: string, mtime: Date): boolean {
  const inm = c.req.header('If-None-Match');
  if (inm !== undefined) return inm.trim() === '*' || inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
  const ims = Date.parse(c.req.header('If-Modified-Since') ?? '');
  return Number.isFinite(ims) && Math.floor(mtime.getTime() / 1000) * 1000 <= ims;
}

/**
 * Static files for GET and HEAD: a file under `root` (by the request path, optionally rewritten) or
 * one fixed `file`. Sends the precompressed `.br`/`.gz` sibling the request accepts, with the
 * original's Content-Type; `Vary: Accept-Encoding` on every answer; a strong ETag per variant and
 * Last-Modified, answering 304 to a matching revalidation; single byte ranges (of the variant sent).
 * (@hono/node-server's serveStatic has a `precompressed` option, but sets Vary only on compressed
 * answers, ignores q-values, gives no ETag and never answers 304.)
 */
export function staticFiles(opts: { root: string; rewrite?: (path: string) => string } | { file: string }): MiddlewareHandler {
  const root = 'root' in opts ? resolve(opts.root) : undefined;
  return async (c, next) => {
    if (c.finalized || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    let requested: string;
    if ('file' in opts) requested = opts.file;
    else {
      const path = 'rewrite' in opts && opts.rewrite ? opts.rewrite(c.req.path) : c.req.path;
      // Hono has decoded the path: refuse what is left encoded, dot segments, empty segments, backslashes.
      if (/%|\\|\0|\/\/|(?:^|\/)\.\.?(?:\/|$)/.test(path)) return next();
      requested = join(root ?? '', path);
      if (root === undefined || !(requested === root || requested.startsWith(root + sep))) return next();
    }
    const original = await findFile(requested, !('file' in opts));
    if (!original) return next();
    let { path, stats } = original;
    let encoding: string | undefined;
    for (const e of acceptedEncodings(c.req.header('Accept-Encoding'))) {
      const variant = await findFile(original.path + e.ext, false);
      if (variant) {
        ({ path, stats } = variant);
        encoding = e.name;
        break;
      }
    }
    c.header('Vary', 'Accept-Encoding', { append: true });
    const etag = await etagOf(path, stats.size, stats.mtimeMs, encoding);
    c.header('ETag', etag);
    c.header('Last-Modified', stats.mtime.toUTCString());
    if (notModified(c, etag, stats.mtime)) return c.body(null, 304);
    c.header('Content-Type', getMimeType(original.path) ?? 'application/octet-stream');
    if (encoding) c.header('Content-Encoding', encoding);
    c.header('Accept-Ranges', 'bytes');
    const rangeHeader = c.req.header('Range');
    const ifRange = c.req.header('If-Range');
    const range = rangeHeader && (!ifRange || ifRange === etag) ? byteRange(rangeHeader, stats.size) : undefined;
    if (range === null) {
      c.header('Content-Range', `bytes */${stats.size}`);
      return c.body(null, 416);
    }
    const { start, end } = range ?? { start: 0, end: stats.size - 1 };
    c.header('Content-Length', String(end - start + 1));
    if (range) c.header('Content-Range', `bytes ${start}-${end}/${stats.size}`);
    const status = range ? 206 : 200;
    if (c.req.method === 'HEAD' || stats.size === 0) return c.body(null, status);
    return c.body(Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>, status);
  };
}

/** The build's own folders: hashed chunks and the element bundles, code any origin may load. */
const isBuildFile = (path: string) => path.startsWith('/assets/') || path.startsWith('/elements/');

/**
 * Paths that name a file rather than a page of the portal: the build's folders, the well-known
 * locations (RFC 8615) and a last segment with a file extension of the web. They never get the app
 * shell, so a crawler's `/robots.txt` or an icon's URL is the file or a 404, never HTML (and the
 * shell is never cached under a script's name). A list rather than any dot, so a route parameter
 * with a dot in it stays a page.
 */
export function isFileLikePath(path: string): boolean {
  return (
    isBuildFile(path) ||
    path === '/.well-known' ||
    path.startsWith('/.well-known/') ||
    /\.(?:txt|xml|json|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|bmp|css|m?js|map|wasm|woff2?|ttf|otf|pdf|html?|php|aspx?|jsp|cgi|env|ini|ya?ml|bak|zip|gz|br)$/i.test(path)
  );
}

/**
 * `/.well-known/security.txt` (RFC 9116): the organisation's support address (the contact data of
 * the public configuration) as the security contact. Made at each request, so `Expires` is always a
 * year ahead less a day (the RFC recommends less than a year) and follows the database.
 */
export function securityTxt(contact: { supportEmail: string }, now: Date): string {
  const expires = new Date(now.getTime() + 364 * 24 * 60 * 60 * 1000);
  expires.setUTCMilliseconds(0);
  return [`Contact: mailto:${contact.supportEmail}`, `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`, 'Preferred-Languages: sv, en', ''].join('\n');
}

/**
 * The app a Node process serves: the API, the health endpoints (server/health.ts) and, unless
 * `distDir` is null (STATIC_FILES=off: the bundles on a static host or CDN, docs/deployment.md),
 * the built portal, the element bundles and the demo host pages.
 */
export function createNodeApp(db: Db, config: ServerConfig, distDir: string | null = join(projectRoot, 'dist'), readiness: Readiness = { draining: () => false }) {
  // Embedded pages run inside another system (spec 1 §1): the allowed origins may frame them.
  const embeddedCsp = PAGE_CSP.replace("frame-ancestors 'self'", ["frame-ancestors 'self'", ...config.allowedOrigins].join(' '));
  const app = createApp(db, config, { pageCsp: (path) => (path === '/embedded' || path.startsWith('/embedded/') ? embeddedCsp : PAGE_CSP) });
  app.use('*', async (c, next) => {
    await next();
    if (!c.req.path.startsWith('/rs/') && !c.res.headers.has('Cache-Control')) {
      // Hashed assets never change; everything else (element bundles keep stable names for host
      // pages, the app shell, pages) is revalidated with its ETag.
      if (c.req.path.startsWith('/assets/') && (c.res.ok || c.res.status === 304)) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      else c.header('Cache-Control', 'no-cache');
      // Element code is public and loaded as module scripts by host pages on other origins.
      if (isBuildFile(c.req.path)) c.header('Access-Control-Allow-Origin', '*');
    }
  });
  app.route('/', healthRoutes(db, readiness));
  app.get('/.well-known/security.txt', async (c) => {
    const [company] = await db.select({ supportEmail: companies.supportEmail }).from(companies).limit(1);
    if (!company) return c.notFound();
    return c.text(securityTxt(company, config.now()), 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  });
  if (distDir === null) return app;
  app.get('/demo/*', staticFiles({ root: join(projectRoot, 'tests', 'hosts'), rewrite: (p) => p.replace(/^\/demo/, '') }));
  app.get('*', staticFiles({ root: distDir }));
  // The portal's own routes: every other path that is not an API path or a file of the build gets
  // the app shell, which shows its not-found page for unknown paths. A missing file (under the
  // build's folders, well-known or file-like: `/robots.txt`, `/x.png`) is a 404: the shell under a
  // script's name would be cached as that script, and a crawler would read HTML as robots.txt.
  const shell = staticFiles({ file: join(distDir, 'index.html') });
  app.get('*', async (c, next) => (c.req.path === '/rs' || c.req.path.startsWith('/rs/') || isFileLikePath(c.req.path) ? next() : shell(c, next)));
  return app;
}

/**
 * The HTTP server of the portal: the dev OpenID providers (when on) answer their own paths, the
 * Hono app everything else. The API tests that need a real socket (tests/unit/api-fuzz.test.ts)
 * serve the app through this too.
 */
export function createNodeServer(
  app: { fetch: Parameters<typeof getRequestListener>[0] },
  providers: { handle: (req: IncomingMessage, res: ServerResponse) => boolean } | null = null,
  readiness: Readiness = { draining: () => false },
): Server {
  const honoListener = getRequestListener(app.fetch);
  // Shutting down: every answer not yet begun closes its connection, so the client's next request
  // opens a new one, which the load balancer gives to another process.
  const open = new Set<ServerResponse>();
  const closeAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  readiness.onDrain?.(() => open.forEach(closeAfterAnswer));
  const server = createServer((req, res) => {
    if (readiness.draining()) closeAfterAnswer(res);
    open.add(res);
    res.once('close', () => open.delete(res));
    if (providers?.handle(req, res)) return;
    // The listener answers every failure of the app itself (a 500 at worst); a rejection here
    // would be its own bug, logged rather than left to end the process.
    honoListener(req, res).catch((err: unknown) => console.error('request listener failed', err));
  });
  // An idle keep-alive connection is closed by its client before the server closes it: Node's
  // clients (an http.Agent's free sockets, Playwright's request context) wait 5 s, as the server did
  // by default, and a request sent on the socket the server was closing at that moment failed with
  // ECONNRESET (seen in the e2e tests with two workers).
  server.keepAliveTimeout = 65_000;
  return server;
}

/** Waits for the database to answer (a process started before it, or while it restarts), up to `seconds`. */
async function waitForDatabase(db: Db, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (let attempt = 1; !(await databaseAnswers(db)); attempt++) {
    if (Date.now() >= until) throw new Error(`the database did not answer within ${seconds} s (DATABASE_WAIT_SECONDS)`);
    if (attempt === 1) console.warn('Waiting for the database to answer…');
    await new Promise((r) => setTimeout(r, Math.min(1000 * attempt, 5000)));
  }
}

async function main() {
  const args = process.argv.slice(2);
  const reset = args.includes('--reset');
  // `--migrate-only`: migrate (and seed what is missing), then exit: a deployment's release step.
  const migrateOnly = args.includes('--migrate-only');
  const port = Number(process.env.PORT ?? 8080);
  // `npm start -- --seed large` (or SEED_SCALE=large): the bench's world, on a fresh database.
  const seedArg = args.indexOf('--seed');
  const scale = (seedArg >= 0 ? args[seedArg + 1] : process.env.SEED_SCALE) === 'large' ? 'large' : 'demo';
  // STATIC_FILES=off: the API and the health endpoints only (the bundles on a static host or CDN).
  const distDir = process.env.STATIC_FILES === 'off' ? null : join(projectRoot, 'dist');
  if (distDir !== null && !migrateOnly && !existsSync(join(distDir, 'index.html'))) {
    console.error('No build found in dist/: run `npm start` (which builds first) or `npm run build`, or set STATIC_FILES=off for the API alone.');
    process.exit(1);
  }
  const { db, close, kind, exclusive } = await openDatabase({
    dataDir: process.env.DATA_DIR ?? join(projectRoot, 'data'),
    databaseUrl: process.env.DATABASE_URL,
    reset,
    pool: poolSettingsFromEnv(process.env),
  });
  await waitForDatabase(db, Number(process.env.DATABASE_WAIT_SECONDS ?? 60));
  const started = Date.now();
  // Processes started at once take turns here; the later ones find the database ready.
  const seeded = await exclusive(() => prepareDatabase(db, scale));
  if (migrateOnly) {
    console.log(`Database ${kind}: ${seeded ? `migrated and seeded (${scale}) in ${Date.now() - started} ms` : 'up to date'}`);
    await close();
    return;
  }
  const origin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  const config = { ...configFromEnv(process.env, origin), linkSecret: await linkSecretOf(db, process.env) };
  await purgeExpiredSessions(db, config);
  // Every process purges; the deletes are idempotent. A failed purge (the database away for a
  // moment) is logged and tried again next time, never a rejection left to end the process.
  const purge = setInterval(() => void purgeExpiredSessions(db, config).catch((err: unknown) => console.error('purging expired sessions failed', err)), 5 * 60_000);
  let draining = false;
  const drainListeners: (() => void)[] = [];
  const readiness: Readiness = { draining: () => draining, onDrain: (listener) => void drainListeners.push(listener) };
  const app = createNodeApp(db, config, distDir, readiness);
  // The dev OpenID providers (Koa) answer their own paths; everything else is the Hono app.
  const providers = devOpenIdOn(process.env) ? createDevProviders(db, origin) : null;
  const server = createNodeServer(app, providers, readiness);
  server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
    const url = origin;
    console.log(`\nFSP portal: ${url}${distDir === null ? ' (API only: STATIC_FILES=off)' : ''}\n`);
    console.log(`  database   ${kind}${seeded ? `, seeded (${scale}) in ${Date.now() - started} ms` : ', reused'}`);
    console.log(`  API        ${url}/rs and ${url}/rs/fsp/v1 (OpenAPI: ${url}/rs/fsp/v1/openapi.json)`);
    console.log(`  health     ${url}/health/live and ${url}/health/ready`);
    if (distDir !== null) console.log(`  host page  ${url}/demo/plain.html`);
    if (providers) console.log(`  OpenID     ${url}/oidc and ${url}/oidc-directory (dev providers; personas sign in with their password)`);
    console.log(`\n  Demo logins, all with password "${DEMO_PASSWORD}":`);
    for (const p of PERSONAS) console.log(`    ${p.username.padEnd(26)} ${p.role}`);
    console.log('');
  });
  /**
   * Graceful shutdown (SIGTERM, SIGINT): readiness answers 503 at once and every answer closes
   * its connection; after SHUTDOWN_DELAY_SECONDS (default 0: for a balancer that polls readiness,
   * its interval) the listening socket closes (a new connection goes to another process), idle
   * connections close, the requests in flight finish, then the pool ends and the process exits.
   * After SHUTDOWN_GRACE_SECONDS more (default 25) whatever is left is cut.
   */
  const stop = async (signal: string) => {
    if (draining) return;
    draining = true;
    for (const listener of drainListeners) listener();
    console.log(`${signal}: finishing the requests in flight, taking no new ones`);
    clearInterval(purge);
    const delay = Number(process.env.SHUTDOWN_DELAY_SECONDS ?? 0) * 1000;
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    const grace = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 25) * 1000;
    const cut = setTimeout(() => {
      console.warn(`Requests still open after ${grace / 1000} s: their connections are cut`);
      server.closeAllConnections();
    }, grace);
    cut.unref();
    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeIdleConnections();
    });
    clearTimeout(cut);
    await close();
    process.exit(0);
  };
  // The last line of defence: every request's failure is that request's answer (the app's error
  // handler, the listener's catch), so a rejection nobody handled is a bug to log, never the end
  // of a process serving everyone else.
  process.on('unhandledRejection', (reason) => console.error('unhandled rejection (the server goes on):', reason));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
