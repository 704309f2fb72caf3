/**
 * The PGlite extensions the schema needs, in one place for every PGlite the project opens (the
 * server's data folder, Storybook's in-memory database, the unit tests): pg_trgm for the
 * catalogue's substring search (migration 0008). A PostgreSQL server has it in its contrib package.
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Where the test run's Vite server serves the seeded demo database's data folder to the in-page
 * server of Storybook's tests (scripts/seeded-db.ts, server/browser.ts).
 */
export const SEEDED_DB_PATH = '/__fsp/seeded-db.tar';
