/**
 * A PGlite database put back as it was: every table's rows (COPY to a blob) and every sequence's
 * value, as Storybook's in-page server resets between story files (server/browser.ts
 * takeSnapshot/restoreSnapshot, which this copies: that module is the browser entry's). Restoring
 * takes about a third of loading the seeded folder into a new PGlite (startServer).
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../../server/db/index.ts';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The PGlite behind a drizzle database (null on the PostgreSQL path, node-postgres). */
function pgliteOf(db: Db): PGlite | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client && typeof client === 'object' && 'dumpDataDir' in client ? (client as PGlite) : null;
}

/**
 * Takes the snapshot now and answers the function that restores it (null when the database is not
 * a PGlite): the tables emptied and copied back with foreign keys unchecked (the rows were
 * consistent), the sequences set as they were, the statistics gathered again (TRUNCATE reset them).
 */
export async function snapshotOf(db: Db): Promise<(() => Promise<void>) | null> {
  const client = pgliteOf(db);
  if (!client) return null;
  const tables = await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename");
  const sequences = await client.query<{ name: string; value: string; called: boolean }>(
    "select sequencename as name, coalesce(last_value, start_value)::text as value, last_value is not null as called from pg_sequences where schemaname = 'public'",
  );
  const copies: { name: string; rows: Blob | null }[] = [];
  for (const { name } of tables.rows) {
    const { blob } = await client.query(`copy ${quoted(name)} to '/dev/blob'`);
    copies.push({ name, rows: blob?.size ? blob : null });
  }
  return async () => {
    await client.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      await tx.exec(`truncate ${copies.map((t) => quoted(t.name)).join(', ')}`);
      for (const { name, rows } of copies) if (rows) await tx.query(`copy ${quoted(name)} from '/dev/blob'`, [], { blob: rows });
      for (const { name, value, called } of sequences.rows) await tx.query(`select setval('${quoted(name)}', ${Number(value)}, ${called})`);
    });
    await client.exec('analyze');
  };
}
