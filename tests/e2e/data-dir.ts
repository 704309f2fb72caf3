/**
 * Where the e2e tests' servers keep their data folders: in memory (/dev/shm, a tmpfs on Linux)
 * when there is one, else the system's temporary folder. Each server still has a data folder of its
 * own (PGlite's files, as `npm start` keeps them), but on a tmpfs its writes cost no disk syncs:
 * the API server of a run of three spec files used 25 s of CPU instead of 43 s on the 2-core CI
 * machine, where the two e2e workers and their browsers share the cores.
 */
import { accessSync, constants, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function memoryRoot(): string | null {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return null;
  }
}

export const DATA_ROOT = memoryRoot() ?? tmpdir();

/** The data folder of the e2e run's server on `port` (reset by the server's `--reset` at its start; removed by teardown.ts). */
export function serverDataDir(port: number): string {
  return join(DATA_ROOT, `fsp-e2e-data-${port}`);
}

/** A new empty data folder for a test's own server (start.spec.ts, reconnect.spec.ts). */
export function newDataDir(prefix: string): string {
  return mkdtempSync(join(DATA_ROOT, prefix));
}
