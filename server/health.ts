/**
 * Health endpoints for a load balancer or an orchestrator (docs/deployment.md), outside the API
 * (no session, not in the contract):
 * - `GET /health/live`: 200 while the process runs and answers; a failing liveness means restart it.
 * - `GET /health/ready`: 200 when the process takes requests (its database answers `SELECT 1`
 *   within 2 s and it is not shutting down); else 503 with Retry-After and the reason, so the
 *   balancer sends requests to the other processes. Never restart a process for this one.
 */
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './db/unavailable.ts';

export const HEALTH_PATHS = { live: '/health/live', ready: '/health/ready' } as const;

/** How long readiness waits for the database's answer. */
const PING_TIMEOUT_MS = 2000;

export type Readiness = {
  /** True once the process is shutting down (SIGTERM): it finishes what it has, takes nothing new. */
  draining: () => boolean;
  /** Calls the listener once the process starts shutting down (the HTTP server marks the answers in flight). */
  onDrain?: (listener: () => void) => void;
};

/** Whether the database answers within the timeout. */
export async function databaseAnswers(db: Db, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`SELECT 1`).then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(db: Db, readiness: Readiness) {
  const noStore = { 'Cache-Control': 'no-store' };
  return new Hono()
    .get(HEALTH_PATHS.live, (c) => c.json({ status: 'live' }, 200, noStore))
    .get(HEALTH_PATHS.ready, async (c) => {
      const notReady = (reason: 'shutting-down' | 'database-unavailable') =>
        c.json({ status: 'not-ready', reason }, 503, { ...noStore, 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
      if (readiness.draining()) return notReady('shutting-down');
      if (!(await databaseAnswers(db))) return notReady('database-unavailable');
      return c.json({ status: 'ready' }, 200, noStore);
    });
}
