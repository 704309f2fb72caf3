/**
 * The reference fsp/v1 API inside the browser, for Storybook: PGlite in memory, the migrations
 * and the test identity numbers bundled by Vite, the demo seed. No network: callers hand
 * `fetch` a Request and get the app's Response. One server per page (memoized), started on first use.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { API_ROOT } from '../src/contract/common.ts';
import { createApp, type ServerConfig } from './app.ts';
import { toHex } from './crypto.ts';
import type { Db, MigrationFile } from './db/index.ts';
import { NO_RESPONSE_HEADER } from './routes/dev.ts';
import { DEMO_PASSWORD, migrateAndSeedDemo, parseIdentityNumbers } from './seed/index.ts';
import identityNumbersText from './seed/data/testpersonnummer.txt?raw';
import { PGLITE_EXTENSIONS, restoreSnapshot, SEEDED_DB_PATH, takeSnapshot } from './db/pglite.ts';

const migrationSources = import.meta.glob<string>('./db/migrations/*.sql', { query: '?raw', import: 'default', eager: true });

export type BrowserServer = {
  /** The app's fetch handler (web-standard Request in, Response out). */
  fetch(request: Request): Promise<Response>;
  /** Logs a persona in with the demo password; answers the new session id. */
  login(username: string): Promise<string>;
  /**
   * Puts the data back as it was when the server started (every table's rows and every sequence),
   * with a new app (no state of its own kept): a fresh seeded world in well under a second, where
   * loading the seeded folder again takes seconds.
   */
  reset(): Promise<void>;
};

function migrations(): MigrationFile[] {
  return Object.entries(migrationSources).map(([path, sql]) => ({ name: path.slice(path.lastIndexOf('/') + 1), sql }));
}

/** configFromEnv (server/node.ts) without an environment: a fresh secret per page, same origin only. */
function browserConfig(): ServerConfig {
  return {
    sessionIdleMinutes: 30,
    linkSecret: toHex(crypto.getRandomValues(new Uint8Array(32))),
    allowedOrigins: [],
    loginMethods: ['LOGIN_FORM', 'MOBILE_ID'],
    openId: null,
    enterpriseDirectory: null,
    singleSignOutUrl: null,
    workflowPortalUrl: '/workflow/portal',
    version: '202504',
    // The dev pages (the "BankID app" stories move orders with) exist only inside this page, never on a network.
    devTools: true,
    now: () => new Date(),
  };
}

/** The seeded demo database's data folder when the page's server offers it (a test run, scripts/seeded-db.ts); else null. */
async function seededFolder(): Promise<Blob | null> {
  try {
    const response = await globalThis.fetch(SEEDED_DB_PATH);
    return response.ok && response.headers.get('Content-Type') === 'application/x-tar' ? await response.blob() : null;
  } catch {
    return null;
  }
}

async function start(): Promise<BrowserServer> {
  // A test run's Vite server hands every test file the same migrated and seeded folder (about 1 s
  // to load, against about 10 s to migrate and seed); Storybook's own server does not, and the
  // page migrates and seeds.
  const folder = await seededFolder();
  const client = await PGlite.create(folder ? { extensions: PGLITE_EXTENSIONS, loadDataDir: folder } : { extensions: PGLITE_EXTENSIONS });
  const db = drizzle(client) as unknown as Db;
  if (!folder) await migrateAndSeedDemo(db, { migrations: migrations(), identityNumbers: parseIdentityNumbers(identityNumbersText) });
  const snapshot = await takeSnapshot(client);
  let app = createApp(db, browserConfig());
  const fetch = async (request: Request) => {
    const response = await app.fetch(request);
    // A dev fault of kind "none" (server/routes/dev.ts): no answer at all, as a network failure is.
    if (response.headers.get(NO_RESPONSE_HEADER) === 'no-response') throw new TypeError('Failed to fetch');
    return response;
  };
  return {
    fetch,
    async login(username) {
      const response = await fetch(
        new Request(`http://fsp.invalid${API_ROOT}/authentication`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password: DEMO_PASSWORD }),
        }),
      );
      if (!response.ok) throw new Error(`Login as ${username} failed: ${response.status} ${await response.text()}`);
      const { id } = (await response.json()) as { id: string };
      return id;
    },
    async reset() {
      await restoreSnapshot(client, snapshot);
      app = createApp(db, browserConfig());
    },
  };
}

let server: Promise<BrowserServer> | undefined;

/** Resets the page's server to its seeded data when it has started (else there is nothing to reset). */
export async function resetBrowserServer(): Promise<void> {
  if (server) await (await server).reset();
}

/** The page's one in-browser server (created on the first call; a failed start is retried). */
export function startBrowserServer(): Promise<BrowserServer> {
  server ??= start().catch((error: unknown) => {
    server = undefined;
    throw error;
  });
  return server;
}
