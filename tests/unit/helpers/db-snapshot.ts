/**
 * A test's database put back as it was (server/db/pglite.ts takeSnapshot/restoreSnapshot, what
 * Storybook's in-page server resets with between story files). Restoring takes about a third of
 * loading the seeded folder into a new PGlite (startServer).
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../../server/db/index.ts';
import { restoreSnapshot, takeSnapshot } from '../../../server/db/pglite.ts';

/** The PGlite behind a drizzle database (null on the PostgreSQL path, node-postgres). */
function pgliteOf(db: Db): PGlite | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client && typeof client === 'object' && 'dumpDataDir' in client ? (client as PGlite) : null;
}

/** Takes the snapshot now and answers the function that restores it (null when the database is not a PGlite). */
export async function snapshotOf(db: Db): Promise<(() => Promise<void>) | null> {
  const client = pgliteOf(db);
  if (!client) return null;
  const snapshot = await takeSnapshot(client);
  return () => restoreSnapshot(client, snapshot);
}
