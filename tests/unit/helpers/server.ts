/** A migrated and seeded in-memory PGlite database and the reference app on it, for the API tests. */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { createApp, type App, type ServerConfig } from '../../../server/app.ts';
import { migrate, type Db } from '../../../server/db/index.ts';
import { readIdentityNumbers, readMigrations } from '../../../server/node.ts';
import { seed } from '../../../server/seed/index.ts';

export const ALLOWED_ORIGIN = 'https://host.example.org';

export type TestServer = {
  db: Db;
  client: PGlite;
  app: App;
  config: ServerConfig;
  /** The server's clock: tests move it with setNow/advance. */
  clock: { now: Date };
  advance: (ms: number) => void;
  close: () => Promise<void>;
};

export async function seededDb(): Promise<{ db: Db; client: PGlite }> {
  const client = await PGlite.create();
  const db = drizzle(client) as unknown as Db;
  await migrate(db, readMigrations());
  await seed(db, { scale: 'demo', identityNumbers: readIdentityNumbers(), passwordIterations: 1000 });
  return { db, client };
}

export async function startServer(): Promise<TestServer> {
  const { db, client } = await seededDb();
  const clock = { now: new Date() };
  const config: ServerConfig = {
    sessionIdleMinutes: 30,
    linkSecret: 'test-link-secret-0123456789abcdef',
    allowedOrigins: [ALLOWED_ORIGIN],
    loginMethods: ['LOGIN_FORM'],
    version: 'test',
    now: () => clock.now,
  };
  const app = createApp(db, config);
  return {
    db,
    client,
    app,
    config,
    clock,
    advance: (ms) => {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    close: () => client.close(),
  };
}
