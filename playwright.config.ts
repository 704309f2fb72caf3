import './scripts/require-node24.ts';
import { defineConfig } from '@playwright/test';
import { launchOptions } from './scripts/chromium.ts';
import { serverDataDir } from './tests/e2e/data-dir.ts';
import { allHostOrigins, hostOrigin } from './tests/hosts/origins.ts';

const PORT = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'tests/e2e',
  // One worker a process: npm test runs two processes at once (scripts/test.ts, --shard), each with
  // its own E2E_PORT, server, data folder, host origins and output folder.
  outputDir: `test-results/playwright-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  globalTeardown: './tests/e2e/teardown.ts',
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: launchOptions(),
    // A trace costs about a fifth of the run's time on the 2-core CI machine, so it is recorded on
    // demand (E2E_TRACE=1); a failure always leaves its error context (the page's ARIA snapshot)
    // and a screenshot.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // A fresh database for every run, in a data folder of its own in memory (tests/e2e/data-dir.ts); the host origin below may call it.
      command: `node server/node.ts --reset`,
      // The first wait after too many wrong passwords 4 s, not 30: guessing.spec.ts waits it out.
      env: { PORT: String(PORT), DATA_DIR: serverDataDir(PORT), ALLOWED_ORIGINS: allHostOrigins(PORT).join(','), LINK_SECRET: 'e2e', ATTEMPT_WAIT_SECONDS: '4' },
      url: `http://localhost:${PORT}/rs/configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      // The demo hosts, each on an origin of its own, to embed elements across origins (built
      // already when npm test runs the shards: E2E_HOSTS_BUILT).
      command: process.env.E2E_HOSTS_BUILT ? 'node tests/hosts/serve.ts' : 'node tests/hosts/build.ts && node tests/hosts/serve.ts',
      env: { PORT: String(PORT), PORTAL: `http://localhost:${PORT}` },
      url: `${hostOrigin(PORT, 'plain')}/plain.html`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
