/**
 * Whether a failure is the database being out of reach (not the request's fault, not a bug): the
 * server could not connect, the connection broke, the server is shutting down or full, or no
 * connection of the pool came free in time. The API answers it 503 SERVICE_UNAVAILABLE with a
 * Retry-After (server/app.ts) instead of a 500, and readiness (server/health.ts) says not ready.
 */

/** Errors of the socket to the database (Node's system error codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * PostgreSQL's SQLSTATEs of an unreachable server: class 08 (connection exception), 57P01-57P03
 * (admin or crash shutdown, cannot connect now: starting or in recovery), 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(?:08...|57P0[123]|53300)$/;

/** node-postgres' own messages for a connection that failed, ended or never came free. */
const POOL_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

/** The error and its causes (Drizzle wraps a failed query's error; a connection to several addresses fails with an AggregateError). */
function* chain(error: unknown, depth = 0): Generator<unknown> {
  if (error === null || error === undefined || depth > 5) return;
  yield error;
  if (error instanceof AggregateError) for (const e of error.errors) yield* chain(e, depth + 1);
  if (error instanceof Error && error.cause !== undefined) yield* chain(error.cause, depth + 1);
}

export function databaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e !== 'object' || e === null) continue;
    const code = 'code' in e && typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code)) return true;
    if (e instanceof Error && POOL_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** The seconds a 503 of an unreachable database asks the caller to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
