/** A migrated and seeded in-memory PGlite database and the reference app on it, for the API tests. */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { createApp, type App, type ServerConfig } from '../../../server/app.ts';
import type { Db } from '../../../server/db/index.ts';
import { openDatabase, readIdentityNumbers, readMigrations } from '../../../server/node.ts';
import { issueLoginToken } from '../../../server/login-tokens.ts';
import { migrateAndSeedDemo } from '../../../server/seed/index.ts';
import { PGLITE_EXTENSIONS } from '../../../server/db/pglite.ts';
import { adminQuery, databaseUrl } from './postgres.ts';

export const ALLOWED_ORIGIN = 'https://host.example.org';

export type TestServer = {
  db: Db;
  app: App;
  config: ServerConfig;
  /** The server's clock: tests move it with setNow/advance. */
  clock: { now: Date };
  advance: (ms: number) => void;
  close: () => Promise<void>;
};

/**
 * In-memory PGlite by default; with TEST_DATABASE_URL (the `postgres` Vitest project, run by
 * `npm test` on a throwaway cluster) the same tests run on a real PostgreSQL server through the
 * server's DATABASE_URL path: in a copy of the run's seeded template database
 * (helpers/postgres-template-setup.ts), made for the call and dropped on close, or without one in
 * TEST_DATABASE_URL's own database, the schema dropped and recreated first.
 */
export async function seededDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  let db: Db;
  let close: () => Promise<void>;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = inject('seededPgTemplate');
    if (template) {
      const name = `fsp_copy_${randomUUID().replaceAll('-', '')}`;
      await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      const opened = await openDatabase({ dataDir: '', databaseUrl: databaseUrl(url, name), reset: false });
      return {
        db: opened.db,
        close: async () => {
          await opened.close();
          await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        },
      };
    }
    ({ db, close } = await openDatabase({ dataDir: '', databaseUrl: url, reset: true }));
  } else {
    // The run's seeded folder (helpers/seeded-db-setup.ts) when there is one: the same migrations
    // and seed, made once.
    const file = inject('seededDbFile');
    if (file) {
      const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([readFileSync(file)]) });
      return { db: drizzle(client) as unknown as Db, close: () => client.close() };
    }
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    db = drizzle(client) as unknown as Db;
    close = () => client.close();
  }
  await migrateAndSeedDemo(db, { migrations: readMigrations(), identityNumbers: readIdentityNumbers() });
  return { db, close };
}

export async function startServer(): Promise<TestServer> {
  const { db, close } = await seededDb();
  const clock = { now: new Date() };
  const config: ServerConfig = {
    sessionIdleMinutes: 30,
    linkSecret: 'test-link-secret-0123456789abcdef',
    allowedOrigins: [ALLOWED_ORIGIN],
    loginMethods: ['LOGIN_FORM'],
    openId: null,
    enterpriseDirectory: null,
    singleSignOutUrl: null,
    workflowPortalUrl: '/workflow/portal',
    version: 'test',
    devTools: true,
    now: () => clock.now,
  };
  const app = createApp(db, config);
  return {
    db,
    app,
    config,
    clock,
    advance: (ms) => {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    close,
  };
}

export type TestServerHandle = TestServer & {
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** Logs a persona in with username and password (default the demo password); the new session id. */
  login: (username: string, password?: string) => Promise<string>;
  /** Opens a session of `sessionKind` for a user as a host system does: a login token issued for it, then POST /authentication; the new session id. */
  tokenSession: (userId: number, sessionKind: 'main' | 'embedded') => Promise<string>;
};

/**
 * Starts a seeded server before the tests of the file (or describe block) and closes it after.
 * The handle reads the server when it is used, so it can be taken at the top of a file.
 */
export function withTestServer(): TestServerHandle {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startServer();
  }, 60_000);
  afterAll(async () => {
    await current?.close();
  });
  const get = (): TestServer => {
    if (!current) throw new Error('the test server starts in beforeAll');
    return current;
  };
  return {
    get db() {
      return get().db;
    },
    get app() {
      return get().app;
    },
    get config() {
      return get().config;
    },
    get clock() {
      return get().clock;
    },
    advance: (ms) => get().advance(ms),
    close: () => get().close(),
    request: (path, init) => Promise.resolve(get().app.request(path, init)),
    login: async (username, password = 'demo') => {
      const res = await get().app.request('/rs/authentication', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      expect(res.status, `login ${username}`).toBe(200);
      return ((await res.json()) as { id: string }).id;
    },
    tokenSession: async (userId, sessionKind) => {
      const token = await issueLoginToken(get().db, { userId, source: 'COMFLOW', sessionKind }, get().clock.now);
      const res = await get().app.request('/rs/authentication', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mylocLoginToken: token, persistent: false }),
      });
      expect(res.status, `a ${sessionKind} session of user ${userId}`).toBe(200);
      return ((await res.json()) as { id: string }).id;
    },
  };
}
