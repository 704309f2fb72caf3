/**
 * Slowing guesses (issue 36): password tries per account and per client address, reset-link
 * requests per account and per address, Mobile BankID starts per address. A key's first tries are
 * free; from its `free`-th on, each try it lets through starts a wait before the next (the
 * configured base, doubling with every further try, at most 15 minutes), during which tries answer
 * 429 TOO_MANY_ATTEMPTS with Retry-After. Nobody is locked out for good: a wait ends by itself, a
 * quiet hour forgets the count, and a right password forgets its account's.
 *
 * The counts live in the database (`attempt_counters`), so several server processes share them;
 * a try is counted and judged in one statement, so a burst of parallel tries cannot all slip
 * through before the count goes up.
 */
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Env } from './context.ts';
import type { Db } from './db/index.ts';
import { attemptCounters } from './db/schema.ts';
import { ApiError, type Lang } from './errors.ts';

export type AttemptPolicy = {
  /** The key's prefix. */
  kind: string;
  /** Tries without a wait; the `free`-th starts the first. */
  free: number;
};

/** An account is a username (lower-cased); an address the client's IP address. */
export const ATTEMPT_POLICIES = {
  /** Wrong passwords for one account. */
  passwordAccount: { kind: 'password-account', free: 10 },
  /** Wrong passwords from one address, whatever the account (an office behind one address has many users). */
  passwordAddress: { kind: 'password-address', free: 100 },
  /** Reset-link requests for one account (each sends a mail). */
  resetAccount: { kind: 'reset-account', free: 5 },
  /** Reset-link requests from one address. */
  resetAddress: { kind: 'reset-address', free: 50 },
  /** Mobile BankID orders started from one address. */
  mobileIdAddress: { kind: 'mobile-id-address', free: 100 },
} as const satisfies Record<string, AttemptPolicy>;

/** The first wait, unless the configuration sets another (ATTEMPT_WAIT_SECONDS). */
export const DEFAULT_WAIT_SECONDS = 30;
/** The longest wait, whatever the base. */
const MAX_WAIT_SECONDS = 15 * 60;
/** A key without a try for this long starts again from nothing. */
const QUIET_MS = 60 * 60_000;

/** The wait the n-th try of a key starts (n counted from 1), in seconds; 0 below `free`. */
export function waitSeconds(policy: AttemptPolicy, n: number, baseSeconds: number): number {
  if (n < policy.free) return 0;
  return Math.min(Math.max(MAX_WAIT_SECONDS, baseSeconds), baseSeconds * 2 ** (n - policy.free));
}

/**
 * The client's address: the socket's peer (Node), or `unknown` (in-process tests, the browser
 * server). Behind a trusted proxy (config.trustedProxies) it is the address X-Forwarded-For names:
 * the right-most one that is not itself a trusted proxy (the addresses left of it are the client's
 * to write, so never believed).
 */
export function clientAddress(c: Context<Env>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress;
  if (!peer) return 'unknown';
  return forwardedClient(peer, c.req.header('X-Forwarded-For'), c.var.config.trustedProxies ?? []);
}

/** An IPv4 address as Node gives it on a dual-stack socket (`::ffff:10.0.0.1`) is that IPv4 address. */
const plainAddress = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').toLowerCase();

/** The client behind a chain of proxies: the peer unless trusted, else the right-most untrusted hop of X-Forwarded-For. */
export function forwardedClient(peer: string, forwardedFor: string | undefined, trusted: readonly string[]): string {
  const isTrusted = (address: string) => trusted.some((t) => plainAddress(t) === plainAddress(address));
  if (!isTrusted(peer) || !forwardedFor) return plainAddress(peer);
  const hops = forwardedFor.split(',').map(plainAddress).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (hop && !isTrusted(hop)) return hop;
  }
  return hops[0] ?? plainAddress(peer);
}

const keyOf = (policy: AttemptPolicy, id: string) => `${policy.kind}:${id.toLowerCase()}`;

/**
 * Counts a try of the key and says whether it may go ahead: `retryAfter` is the seconds left of a
 * wait that refused it (0: admitted). A refused try is not counted.
 */
export async function countAttempt(db: Db, policy: AttemptPolicy, id: string, now: Date, baseSeconds: number): Promise<{ retryAfter: number }> {
  const key = keyOf(policy, id);
  const quietSince = new Date(now.getTime() - QUIET_MS);
  const t = attemptCounters;
  const waiting = sql`(${t.blockedUntil} is not null and ${t.blockedUntil} > ${now})`;
  const next = sql`(case when ${t.lastAttemptAt} < ${quietSince} then 1 else ${t.attempts} + 1 end)`;
  const wait = (n: SQL) => sql`${now}::timestamptz + make_interval(secs => least(${Math.max(MAX_WAIT_SECONDS, baseSeconds)}, ${baseSeconds} * power(2, ${n} - ${policy.free})))`;
  const firstWait = waitSeconds(policy, 1, baseSeconds);
  const [row] = await db
    .insert(t)
    .values({ key, attempts: 1, lastAttemptAt: now, blockedUntil: firstWait ? new Date(now.getTime() + firstWait * 1000) : null, admitted: true })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        admitted: sql`not ${waiting}`,
        attempts: sql`case when ${waiting} then ${t.attempts} else ${next} end`,
        lastAttemptAt: sql`case when ${waiting} then ${t.lastAttemptAt} else ${now} end`,
        blockedUntil: sql`case when ${waiting} then ${t.blockedUntil} when ${next} >= ${policy.free} then ${wait(next)} else null end`,
      },
    })
    .returning({ admitted: t.admitted, blockedUntil: t.blockedUntil });
  if (!row || row.admitted || !row.blockedUntil) return { retryAfter: 0 };
  return { retryAfter: Math.max(1, Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000)) };
}

/** The seconds left of the key's wait, without counting a try (0: none). */
export async function waitingFor(db: Db, policy: AttemptPolicy, id: string, now: Date): Promise<number> {
  const [row] = await db.select({ blockedUntil: attemptCounters.blockedUntil }).from(attemptCounters).where(eq(attemptCounters.key, keyOf(policy, id)));
  const until = row?.blockedUntil?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Forgets the key's tries (a right password forgets its account's). */
export async function forgetAttempts(db: Db, policy: AttemptPolicy, id: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, keyOf(policy, id)));
}

/** Removes the counters nobody has tried for an hour whose wait is over (with the expired sessions). */
export async function purgeQuietAttempts(db: Db, now: Date): Promise<void> {
  const quietSince = new Date(now.getTime() - QUIET_MS);
  await db.delete(attemptCounters).where(and(lt(attemptCounters.lastAttemptAt, quietSince), or(isNull(attemptCounters.blockedUntil), lt(attemptCounters.blockedUntil, now))));
}

/** "2 minutes", "30 sekunder": the wait as the 429's text says it. */
export function waitText(seconds: number, lang: Lang): string {
  if (seconds < 60) return lang === 'sv' ? `${seconds} ${seconds === 1 ? 'sekund' : 'sekunder'}` : `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return lang === 'sv' ? `${minutes} ${minutes === 1 ? 'minut' : 'minuter'}` : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The 429 of a refused try: TOO_MANY_ATTEMPTS, its text naming the wait, and Retry-After. */
export function tooManyAttempts(retryAfter: number, lang: Lang): ApiError {
  return new ApiError(429, 'TOO_MANY_ATTEMPTS', undefined, { wait: waitText(retryAfter, lang) }, { 'Retry-After': String(retryAfter) });
}

/** countAttempt on the request's database, clock and configured wait: the seconds of a wait that refused the try (0: admitted). */
export async function countTry(c: Context<Env>, policy: AttemptPolicy, id: string): Promise<number> {
  const { db, config } = c.var;
  return (await countAttempt(db, policy, id, config.now(), config.attemptWaitSeconds ?? DEFAULT_WAIT_SECONDS)).retryAfter;
}

/** Counts a try of each key in turn; the first that must wait answers 429. */
export async function admitAttempt(c: Context<Env>, keys: readonly [AttemptPolicy, string][]): Promise<void> {
  for (const [policy, id] of keys) {
    const retryAfter = await countTry(c, policy, id);
    if (retryAfter) throw tooManyAttempts(retryAfter, c.var.lang);
  }
}
