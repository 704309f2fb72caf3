/**
 * Writes the OpenAPI 3.1 document of the reference API to docs/openapi.json; `--check` fails when
 * the committed document differs from what the code describes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp, openApiDocument } from '../server/app.ts';
import type { Db } from '../server/db/index.ts';
import { configFromEnv } from '../server/node.ts';

// Describing the routes touches no database: a db that throws proves it.
const noDb = new Proxy({}, { get: () => { throw new Error('the OpenAPI document must not need the database'); } }) as Db;
const text = `${JSON.stringify(openApiDocument(createApp(noDb, configFromEnv({}))), null, 2)}\n`;
const file = join(import.meta.dirname, '..', 'docs', 'openapi.json');

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    /* missing counts as different */
  }
  if (committed !== text) {
    console.error('docs/openapi.json is out of date: run `npm run openapi` and commit it.');
    process.exit(1);
  }
  console.log('docs/openapi.json matches the code');
} else {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
