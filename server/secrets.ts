/**
 * Secrets shared by every process of a deployment (docs/deployment.md). The signed-link secret is
 * LINK_SECRET when set (from the deployment's secret store: the preferred way); otherwise the
 * first process to start makes one and keeps it in the database, and every other process reads
 * that one, so a file link signed by one process opens on any other and after a restart.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import { serverSecrets } from './db/schema.ts';

/** The shared secret of this name: made at random (32 bytes, hex) by the first caller, read by every later one. */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  // Two processes starting at once both try; the primary key keeps the first, and both read it.
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`no shared secret ${name}`);
  return row.value;
}

/** The signed-link secret: LINK_SECRET, else the deployment's shared one. */
export async function linkSecretOf(db: Db, env: NodeJS.ProcessEnv): Promise<string> {
  return env.LINK_SECRET || sharedSecret(db, 'link');
}
