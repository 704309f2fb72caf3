/**
 * The unit project's global setup: the seeded demo database's data folder (scripts/seeded-db.ts),
 * made once for the run and written to a temporary file whose path the test files are given
 * (`inject('seededDbFile')`): each server test file loads it (about 1 s) instead of migrating and
 * seeding a database of its own (about 10 s on the 2-core CI machine).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seededDump } from '../../../scripts/seeded-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded demo database's data folder (a tar), or '' when there is none (a PostgreSQL run). */
    seededDbFile: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'fsp-seeded-db-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await (await seededDump()).arrayBuffer()));
  project.provide('seededDbFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
