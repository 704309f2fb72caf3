/**
 * The PGlite extensions the schema needs, in one place for every PGlite the project opens (the
 * server's data folder, Storybook's in-memory database, the unit tests): pg_trgm for the
 * catalogue's substring search (migration 0008). A PostgreSQL server has it in its contrib package.
 */
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Where the test run's Vite server serves the seeded demo database's data folder to the in-page
 * server of Storybook's tests (scripts/seeded-db.ts, server/browser.ts).
 */
export const SEEDED_DB_PATH = '/__fsp/seeded-db.tar';

/**
 * A PGlite database put back as it was at a moment: Storybook's in-page server between story files
 * (server/browser.ts), the authorization matrix between its callers
 * (tests/unit/helpers/db-snapshot.ts). Restoring takes about a third of loading a data folder into
 * a new PGlite.
 */
/** A sequence's value to set again: its last value, or (never used yet) its start, to be returned next. */
type SequenceValue = { name: string; value: number; called: boolean };
export type Snapshot = { tables: { name: string; rows: Blob | null }[]; sequences: SequenceValue[] };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table's rows (COPY TO a blob) and every sequence's value in the public schema. */
export async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  const tables = await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename");
  const sequences = await client.query<{ name: string; value: string; called: boolean }>(
    "select sequencename as name, coalesce(last_value, start_value)::text as value, last_value is not null as called from pg_sequences where schemaname = 'public'",
  );
  const copies = [];
  for (const { name } of tables.rows) {
    const { blob } = await client.query(`copy ${quoted(name)} to '/dev/blob'`);
    copies.push({ name, rows: blob?.size ? blob : null });
  }
  return { tables: copies, sequences: sequences.rows.map(({ name, value, called }) => ({ name, value: Number(value), called })) };
}

/**
 * Empties every table and copies its snapshot back, foreign keys unchecked meanwhile (the rows were
 * consistent), sets every sequence as it was and gathers the tables' statistics again.
 */
export async function restoreSnapshot(client: PGlite, snapshot: Snapshot): Promise<void> {
  await client.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica');
    await tx.exec(`truncate ${snapshot.tables.map((t) => quoted(t.name)).join(', ')}`);
    for (const { name, rows } of snapshot.tables) if (rows) await tx.query(`copy ${quoted(name)} from '/dev/blob'`, [], { blob: rows });
    for (const { name, value, called } of snapshot.sequences) await tx.query(`select setval('${quoted(name)}', ${value}, ${called})`);
  });
  // TRUNCATE reset the tables' size estimates (relpages, reltuples): gathered again, so queries are
  // planned as on the freshly loaded folder.
  await client.exec('analyze');
}
