/** TEST_DATABASE_URL's server for the postgres project: its databases made and dropped by name. */
import pg from 'pg';

/** The same server's address with another database. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.href;
}

/** One statement on the server's own database (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
