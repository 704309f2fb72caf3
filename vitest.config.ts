import './scripts/require-node24.ts';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { launchOptions } from './scripts/chromium.ts';
import { seededDbMiddleware } from './scripts/seeded-db.ts';

const here = import.meta.dirname;
// A limit for a server test that hangs, not a speed check: in npm test the server tests share the
// 2-core machine with the stories and PostgreSQL's, and the longest took 5.7 s there (2 s alone).
const SERVER_TEST_TIMEOUT = 30_000;
/**
 * The security tests over the whole API (issue 36): the bad-input test and the authorization
 * matrix. `npm test` runs them on PostgreSQL, in the process of the server tests' second run, which
 * ends minutes before the unit tests do: in the unit project they delayed the e2e shards' start
 * (which waits for it) by their time. scripts/test.ts sets FSP_SECURITY_ON_POSTGRES when it runs
 * that task; without it (no PostgreSQL here, or the unit project run alone) they run in the unit project.
 */
const SECURITY_TESTS = ['tests/unit/api-fuzz.test.ts', 'tests/unit/authorization-matrix.test.ts'];
const securityOnPostgres = Boolean(process.env.FSP_SECURITY_ON_POSTGRES);
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: launchOptions() }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  plugins: [react()],
  test: {
    css: true, // ?inline stylesheets must keep their text in tests (toolchain pitfall 2)
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          // scale-out: API processes on one PostgreSQL, so the postgres project's alone.
          exclude: ['tests/unit/**/*.browser.test.*', 'tests/unit/scale-out.test.ts', ...(securityOnPostgres ? SECURITY_TESTS : [])],
          // The files of a worker share its modules: importing the server's module graph again for
          // every file took most of the project's time (84 s of tests in 284 s on the 2-core CI
          // machine). No unit test mocks a module or changes the environment; each server test
          // file opens a database and an app of its own (helpers/server.ts).
          isolate: false,
          // The seeded demo database, made once for the run (each server test file loads it).
          globalSetup: ['tests/unit/helpers/seeded-db-setup.ts'],
          testTimeout: SERVER_TEST_TIMEOUT,
        },
      },
      {
        // The server tests again on a real PostgreSQL (DATABASE_URL path); npm test runs this project
        // on a throwaway cluster (scripts/postgres.ts) with TEST_DATABASE_URL set.
        extends: true,
        test: { name: 'postgres', environment: 'node', include: ['tests/unit/api.test.ts', 'tests/unit/seed.test.ts', 'tests/unit/password-api.test.ts', 'tests/unit/profile-api.test.ts', 'tests/unit/mobile-id.test.ts', 'tests/unit/workflow-api.test.ts', 'tests/unit/open-id-api.test.ts', 'tests/unit/embedded-api.test.ts', 'tests/unit/dev-sessions.test.ts', 'tests/unit/education-api.test.ts', 'tests/unit/messages-api.test.ts', 'tests/unit/clients-api.test.ts', 'tests/unit/holdings-api.test.ts', 'tests/unit/products-api.test.ts', 'tests/unit/orders-api.test.ts', 'tests/unit/ordering-seed.test.ts', 'tests/unit/fittings-api.test.ts', 'tests/unit/deviations-api.test.ts', 'tests/unit/fixed-assets-api.test.ts', 'tests/unit/base-storages-api.test.ts', 'tests/unit/inventories-api.test.ts', 'tests/unit/receive-api.test.ts', 'tests/unit/tasks-api.test.ts', 'tests/unit/throttle-api.test.ts', 'tests/unit/scale-out.test.ts', 'tests/unit/gtin.test.ts', 'tests/unit/timeline-api.test.ts', ...SECURITY_TESTS], fileParallelism: false,
          testTimeout: SERVER_TEST_TIMEOUT,
          // As the unit project: the files share the server's modules (half the project's time was their import).
          isolate: false,
          // The seeded demo database, made once for the run as a template each server test file copies.
          globalSetup: ['tests/unit/helpers/postgres-template-setup.ts'] },
      },
      {
        extends: true,
        test: { name: 'browser', include: ['tests/unit/**/*.browser.test.{ts,tsx}'], browser: browser(), setupFiles: ['tests/unit/helpers/texts-setup.ts'] },
      },
      {
        extends: true,
        plugins: [
          storybookTest({ configDir: resolve(here, '.storybook') }),
          // The seeded demo database, made once for the run and loaded by each story file's in-page server.
          { name: 'fsp-seeded-db', configureServer: (server) => void server.middlewares.use(seededDbMiddleware()) },
        ],
        optimizeDeps: { exclude: ['@electric-sql/pglite'] },
        // One page for every story file (isolate: false; each file's first story resets the in-page
        // server to the seeded world: tests/README.md). 90 s: the run's first story starts the in-page
        // server (PGlite, loaded from the run's seeded folder, which it waits for while it is made):
        // 44 s on the 2-core CI machine, with the unit tests and PostgreSQL's beside it.
        test: { name: 'storybook', browser: browser(), testTimeout: 90_000, isolate: false },
      },
    ],
  },
});
