/**
 * `npm start`: the reference API, the built standalone portal, the element bundles and the demo
 * host pages on one port. Embedded PGlite under DATA_DIR by default; DATABASE_URL=postgres://…
 * runs the same schema on a PostgreSQL server. `--reset` reseeds.
 */
import { readFileSync, readdirSync, rmSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApp, type ServerConfig } from './app.ts';
import type { OpenIdClientConfig } from './context.ts';
import { purgeExpiredSessions } from './context.ts';
import { migrate, type Db, type MigrationFile } from './db/index.ts';
import { isSeeded, PERSONAS, DEMO_PASSWORD, seed } from './seed/index.ts';
import { createDevProviders, devClientConfig, devSingleSignOutUrl } from './oidc/dev-provider.ts';

const here = dirname(fileURLToPath(import.meta.url));
const projectRoot = resolve(here, '..');

export function readMigrations(): MigrationFile[] {
  const dir = join(here, 'db', 'migrations');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

export function readIdentityNumbers(): string[] {
  return readFileSync(join(here, 'seed', 'data', 'testpersonnummer.txt'), 'utf8')
    .split(/\r?\n/)
    .filter((l) => /^\d{12}$/.test(l));
}

export type OpenedDb = { db: Db; close: () => Promise<void>; kind: string };

/** Opens the database: PGlite on disk under dataDir, or PostgreSQL when a URL is given. */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string | undefined; reset: boolean }): Promise<OpenedDb> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl });
    if (opts.reset) await pool.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    return { db: drizzle(pool) as unknown as Db, close: () => pool.end(), kind: 'PostgreSQL (DATABASE_URL)' };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = resolve(opts.dataDir, 'pglite');
  if (opts.reset) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dirname(dir), { recursive: true });
  const client = await PGlite.create(dir);
  return { db: drizzle(client) as unknown as Db, close: () => client.close(), kind: `PGlite (${dir})` };
}

export async function prepareDatabase(db: Db, scale: 'demo' | 'large'): Promise<boolean> {
  await migrate(db, readMigrations());
  if (await isSeeded(db)) return false;
  await seed(db, { scale, identityNumbers: readIdentityNumbers() });
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

/** Content-Security-Policy for our pages: no inline script or style, no eval. */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export function createNodeApp(db: Db, config: ServerConfig, distDir = join(projectRoot, 'dist')) {
  // Embedded pages run inside another system (spec 1 §1): the allowed origins may frame them.
  const embeddedCsp = PAGE_CSP.replace("frame-ancestors 'self'", ["frame-ancestors 'self'", ...config.allowedOrigins].join(' '));
  const app = createApp(db, config, { pageCsp: (path) => (path === '/embedded' || path.startsWith('/embedded/') ? embeddedCsp : PAGE_CSP) });
  app.use('*', async (c, next) => {
    await next();
    if (!c.req.path.startsWith('/rs/')) {
      // Element bundles keep stable names for host pages: revalidate them; hashed assets never change.
      if (c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      else c.header('Cache-Control', 'no-cache');
      // Element code is public and loaded as module scripts by host pages on other origins.
      if (c.req.path.startsWith('/assets/') || c.req.path.startsWith('/elements/')) c.header('Access-Control-Allow-Origin', '*');
    }
  });
  app.get('/demo/*', serveStatic({ root: join(projectRoot, 'tests', 'hosts'), rewriteRequestPath: (p) => p.replace(/^\/demo/, '') }));
  app.get('*', serveStatic({ root: distDir }));
  // The portal's own routes: every other path that is not an API path gets the app shell, which
  // shows its not-found page for unknown paths.
  app.get('*', async (c, next) => (c.req.path.startsWith('/rs/') ? next() : serveStatic({ path: join(distDir, 'index.html') })(c, next)));
  return app;
}

async function main() {
  const args = process.argv.slice(2);
  const reset = args.includes('--reset');
  const port = Number(process.env.PORT ?? 8080);
  const scale = process.env.SEED_SCALE === 'large' ? 'large' : 'demo';
  const distDir = join(projectRoot, 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error('No build found in dist/: run `npm start` (which builds first) or `npm run build`.');
    process.exit(1);
  }
  const { db, close, kind } = await openDatabase({ dataDir: process.env.DATA_DIR ?? join(projectRoot, 'data'), databaseUrl: process.env.DATABASE_URL, reset });
  const started = Date.now();
  const seeded = await prepareDatabase(db, scale);
  const origin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  const config = configFromEnv(process.env, origin);
  await purgeExpiredSessions(db, config);
  const purge = setInterval(() => void purgeExpiredSessions(db, config), 5 * 60_000);
  const app = createNodeApp(db, config, distDir);
  const honoListener = getRequestListener(app.fetch);
  // The dev OpenID providers (Koa) answer their own paths; everything else is the Hono app.
  const providers = devOpenIdOn(process.env) ? createDevProviders(db, origin) : null;
  const server = createServer((req, res) => {
    if (providers?.handle(req, res)) return;
    void honoListener(req, res);
  });
  server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
    const url = origin;
    console.log(`\nFSP portal: ${url}\n`);
    console.log(`  database   ${kind}${seeded ? `, seeded (${scale}) in ${Date.now() - started} ms` : ', reused'}`);
    console.log(`  API        ${url}/rs and ${url}/rs/fsp/v1 (OpenAPI: ${url}/rs/fsp/v1/openapi.json)`);
    console.log(`  host page  ${url}/demo/plain.html`);
    if (providers) console.log(`  OpenID     ${url}/oidc and ${url}/oidc-directory (dev providers; personas sign in with their password)`);
    console.log(`\n  Demo logins, all with password "${DEMO_PASSWORD}":`);
    for (const p of PERSONAS) console.log(`    ${p.username.padEnd(26)} ${p.role}`);
    console.log('');
  });
  const stop = async () => {
    clearInterval(purge);
    server.close();
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
