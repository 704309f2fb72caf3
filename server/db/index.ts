import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type * as schema from './schema.ts';

/** The database as the routes see it: PGlite (embedded) or node-postgres (DATABASE_URL). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of a raw `db.execute()` result (PGlite and node-postgres both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  return [];
}

export type MigrationFile = { name: string; sql: string };

/**
 * Applies the generated SQL migrations in order, once each, recording them in a table of its
 * own. Platform-neutral: the Node entry reads the files from disk, the browser entry bundles them.
 */
export async function migrate(db: Db, files: MigrationFile[]): Promise<void> {
  await db.execute(sql.raw('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())'));
  const done = await db.execute(sql.raw('SELECT name FROM schema_migrations'));
  const applied = new Set(rowsOf<{ name: string }>(done).map((r) => r.name));
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
    if (applied.has(file.name)) continue;
    for (const statement of file.sql.split('--> statement-breakpoint')) {
      if (statement.trim()) await db.execute(sql.raw(statement));
    }
    await db.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file.name})`);
  }
}
