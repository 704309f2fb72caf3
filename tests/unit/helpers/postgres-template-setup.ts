/**
 * The postgres project's global setup: the demo database migrated and seeded once for the run, in a
 * database of its own on TEST_DATABASE_URL's server, which each server test file copies
 * (`CREATE DATABASE … TEMPLATE`, a file copy on the server) instead of migrating and seeding the
 * one test database again. Its name is given to the files (`inject('seededPgTemplate')`); '' when
 * the server refuses to create databases, and the files then seed their own as before.
 */
import type { TestProject } from 'vitest/node';
import { openDatabase, readIdentityNumbers, readMigrations } from '../../../server/node.ts';
import { migrateAndSeedDemo } from '../../../server/seed/index.ts';
import { adminQuery, databaseUrl } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template database's name on TEST_DATABASE_URL's server, or '' when there is none. */
    seededPgTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  const template = `fsp_seeded_${process.pid}`;
  project.provide('seededPgTemplate', '');
  if (!url) return undefined;
  try {
    await adminQuery(url, `CREATE DATABASE ${template}`);
  } catch (error) {
    console.warn(`No seeded template database (each file seeds its own): ${String(error)}`);
    return undefined;
  }
  const { db, close } = await openDatabase({ dataDir: '', databaseUrl: databaseUrl(url, template), reset: false });
  try {
    await migrateAndSeedDemo(db, { migrations: readMigrations(), identityNumbers: readIdentityNumbers() });
  } finally {
    await close();
  }
  project.provide('seededPgTemplate', template);
  return () => adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
}
