/**
 * The demo world as a PGlite data folder (a tar), made once per test run and loaded by each test
 * file instead of migrating and seeding its own database: on the 2-core CI machine the migrations
 * and the seed took about 10 s a file, loading the folder about 1 s.
 *
 * - Storybook's tests (the `storybook` Vitest project): `seededDbMiddleware()` serves it at
 *   SEEDED_DB_PATH on the test run's Vite server; server/browser.ts loads it when it is there, and
 *   migrates and seeds in the page when it is not (Storybook's own dev server, for designers).
 * - The server's unit tests on PGlite (tests/unit/helpers/server.ts): `seededDump()`.
 *
 * Each is the same migrations and the same demo seed (server/seed/index.ts migrateAndSeedDemo:
 * the identity numbers of the project's file, the passwords hashed at 1,000 PBKDF2 iterations), so
 * a file sees what it saw before: a fresh seeded database of its own.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect } from 'vite';
import type { Db } from '../server/db/index.ts';
import { SEEDED_DB_PATH } from '../server/db/pglite.ts';

/**
 * The folder being made or made, once per process: on the process's global object, since Vitest
 * loads this module twice in its one process (vitest.config.ts imports it for Storybook's
 * middleware; the unit project's global setup through its own module runner), and each instance
 * would migrate and seed a database of its own (about 10 s of CPU while the tests start).
 */
const DUMP = Symbol.for('fsp.seededDump');
const processCache = globalThis as typeof globalThis & { [DUMP]?: Promise<Blob> | undefined };

/**
 * `npm test` makes the folder once before its Vitest processes start (`node scripts/seeded-db.ts
 * <file>`) and names the file in this variable: both processes (the unit tests', the stories')
 * then read it instead of each migrating and seeding at the same moment.
 */
export const SEEDED_DB_FILE_ENV = 'FSP_SEEDED_DB_FILE';

/** The migrated and seeded demo database's data folder, made on the first call of the process (or read from the run's file). */
export function seededDump(): Promise<Blob> {
  const made = process.env[SEEDED_DB_FILE_ENV];
  if (made && existsSync(made)) processCache[DUMP] ??= readFile(made).then((bytes) => new Blob([bytes]));
  processCache[DUMP] ??= (async () => {
    // Loaded here, not with the module: vitest.config.ts imports this for every project.
    const [{ PGlite }, { drizzle }, { PGLITE_EXTENSIONS }, { readIdentityNumbers, readMigrations }, { migrateAndSeedDemo }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('../server/db/pglite.ts'),
      import('../server/node.ts'),
      import('../server/seed/index.ts'),
    ]);
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      const db = drizzle(client) as unknown as Db;
      await migrateAndSeedDemo(db, { migrations: readMigrations(), identityNumbers: readIdentityNumbers() });
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  const dump = processCache[DUMP];
  dump.catch(() => {
    processCache[DUMP] = undefined;
  });
  return dump;
}

let bytes: Promise<Buffer> | undefined;

/** Serves the folder at SEEDED_DB_PATH (a Vite `configureServer` middleware). */
export function seededDbMiddleware(): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (req.url !== SEEDED_DB_PATH) {
      next();
      return;
    }
    bytes ??= seededDump().then(async (blob) => Buffer.from(await blob.arrayBuffer()));
    bytes.then(
      (body) => {
        res.setHeader('Content-Type', 'application/x-tar');
        res.setHeader('Cache-Control', 'no-store');
        res.end(body);
      },
      (error: unknown) => {
        bytes = undefined;
        next(error);
      },
    );
  };
}

// `node scripts/seeded-db.ts <file>`: writes the folder to the file (npm test, before Vitest).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node scripts/seeded-db.ts <file>');
  writeFileSync(file, Buffer.from(await (await seededDump()).arrayBuffer()));
}
