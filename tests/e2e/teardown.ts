/** Playwright's global teardown: the run's server data folder removed (it lives in memory: data-dir.ts). */
import { rmSync } from 'node:fs';
import { serverDataDir } from './data-dir.ts';

export default function teardown() {
  rmSync(serverDataDir(Number(process.env.E2E_PORT ?? 8181)), { recursive: true, force: true });
}
