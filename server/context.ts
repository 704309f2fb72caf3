/** What every route handler gets: the database, the configuration, the caller's language and session. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { ResponseCheck } from './response-check.ts';
import type { Context, MiddlewareHandler } from 'hono';
import { eq, lt, sql } from 'drizzle-orm';
import { SESSION_HEADER, SSO_CLAIM_HEADER, sessionNeed } from '../src/contract/common.ts';
import { contractRoutes, routeOf, type ContractRoute } from './contract-routes.ts';
import type { SessionKind } from '../src/contract/sessions.ts';
import type { Db } from './db/index.ts';
import { sessions, users } from './db/schema.ts';
import { embeddedMayCall } from './embedded.ts';
import { purgeQuietAttempts } from './throttle.ts';
import { ApiError, errorText, langOf, type Lang } from './errors.ts';

export type ServerConfig = {
  /** Minutes of inactivity after which a session expires. */
  sessionIdleMinutes: number;
  /** Secret for signed file links. */
  linkSecret: string;
  /** Origins allowed to call the API from another origin (CORS). */
  allowedOrigins: string[];
  loginMethods: ('LOGIN_FORM' | 'MOBILE_ID' | 'OPEN_ID' | 'ENTERPRISE_DIRECTORY')[];
  /** OPEN_ID: the first OpenID Connect provider (the reference server's own dev provider by default). */
  openId: OpenIdClientConfig | null;
  /** ENTERPRISE_DIRECTORY: the second provider, whose sign-on the identity-info endpoint reports. */
  enterpriseDirectory: OpenIdClientConfig | null;
  /** Single sign-out: where the browser goes after a single-sign-on logout (null: the portal's root). */
  singleSignOutUrl: string | null;
  /** The workflow application's (COMFLOW) portal page: absolute, or a path on this server. */
  workflowPortalUrl: string;
  version: string;
  /** Serve /dev/mailbox (the mail the server would have sent). Never on a deployed server. */
  devTools: boolean;
  /**
   * The first wait after too many tries (password guesses, reset-link requests, Mobile BankID
   * starts: server/throttle.ts), in seconds; each further try doubles it, up to 15 minutes.
   * Default 30 (ATTEMPT_WAIT_SECONDS).
   */
  attemptWaitSeconds?: number;
  /**
   * The load balancers and proxies in front of the server (TRUSTED_PROXIES, their addresses): a
   * request from one of them is from the address its X-Forwarded-For names (server/throttle.ts
   * clientAddress), so the per-address limits count each user's address, not the balancer's.
   */
  trustedProxies?: readonly string[];
  /** Injected clock, so tests can move time. */
  now: () => Date;
  /**
   * Check every JSON answer of the contract's routes against its response schema
   * (server/response-check.ts): `fail` answers a mismatch with a 500, `log` only logs it. Absent:
   * `fail` with dev tools on (development and tests), `off` without (production).
   */
  responseCheck?: ResponseCheck;
};

/** The relying-party side of one OpenID Connect provider. */
export type OpenIdClientConfig = {
  /** The login button's text. */
  label: string;
  /** The provider's issuer, for discovery (its keys, token endpoint and metadata). */
  issuer: string;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  /** As the browser reaches it: absolute, or a path on this server. */
  authorizationEndpoint?: string | undefined;
};

export type SessionInfo = {
  id: string;
  userId: number;
  /** The user has terms to accept first. */
  termsPending: boolean;
  /** main, or embedded: opened for another system's page, limited to server/embedded.ts's calls. */
  kind: SessionKind;
  /** The user's feature flags (users.flags), read with the session. */
  flags: Record<string, boolean>;
};

export type Env = {
  Variables: { db: Db; config: ServerConfig; lang: Lang; session: SessionInfo };
};

type Issue = { path: PropertyKey[]; message: string; code?: string; errors?: Issue[][] };

/** Readable validation messages; for a union, the problems of its first alternative (e.g. a password login). */
export function describeIssues(issues: readonly Issue[]): string {
  return issues
    .map((i) => {
      const first = i.code === 'invalid_union' ? i.errors?.[0] : undefined;
      if (first?.length) return describeIssues(first);
      return i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message;
    })
    .join('; ');
}

export const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000).';

/** Whether a value holds the NUL character in a string (a key or a value): PostgreSQL's text cannot. */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v));
  return false;
}

/** An OpenAPIHono whose validation failures answer 400 with a readable message; a text with a NUL character is one. */
export function newRouter(): OpenAPIHono<Env> {
  return new OpenAPIHono<Env>({
    defaultHook: (result, c) => {
      const problem = result.success ? (hasNul(result.data) ? NUL_MESSAGE : null) : describeIssues(result.error.issues);
      if (problem === null) return undefined;
      const lang = langOf(c.req.header('Accept-Language'));
      return c.json({ error: { code: 'VALIDATION', errorMessage: `${errorText('VALIDATION', lang)} ${problem}` } }, 400);
    },
  });
}

/**
 * Checks the session header: unknown, missing or idle-expired ids answer 401 OTSS000. Touches
 * the session at most once a minute so that reads do not turn into writes.
 */
/** The parts of a request context the session check needs (any route's context has them). */
type SessionContext = Pick<Context<Env>, 'var' | 'set'> & {
  /** method and path: the call being made, which an embedded session may make only if allowed (none given: not allowed). */
  req: { header: (name: string) => string | undefined; method?: string; path?: string };
};

export async function requireSession(c: SessionContext): Promise<SessionInfo> {
  // Checked once a request: sessionFirst may have done it before the route's validation.
  const checked = c.var.session as SessionInfo | undefined;
  if (checked) return checked;
  const id = c.req.header(SESSION_HEADER);
  if (!id || !/^[0-9a-f]{32}$/.test(id)) throw new ApiError(401, 'OTSS000');
  const { db, config } = c.var;
  const now = config.now();
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, kind: sessions.kind, lastSeenAt: sessions.lastSeenAt, ssoSubject: sessions.ssoSubject, disabled: users.disabled, flags: users.flags, termsPending: sql<boolean>`${users.accessMessage} is not null` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) throw new ApiError(401, 'OTSS000');
  const idleLimit = new Date(now.getTime() - config.sessionIdleMinutes * 60_000);
  // A single-sign-on session is bound to the directory identity it was opened for: every call
  // carries the id token's subject as a claim header, and another (or none) ends the session.
  const claimMismatch = row.ssoSubject !== null && c.req.header(SSO_CLAIM_HEADER) !== row.ssoSubject;
  if (row.lastSeenAt < idleLimit || row.disabled || claimMismatch) {
    await db.delete(sessions).where(eq(sessions.id, id));
    throw new ApiError(401, row.disabled ? 'OTSU002' : 'OTSS000');
  }
  // An embedded session sees only the embedded areas: their calls are listed in server/embedded.ts.
  const kind = row.kind === 'embedded' ? 'embedded' : 'main';
  if (kind === 'embedded' && !embeddedMayCall(c.req.method ?? '', c.req.path ?? '')) throw new ApiError(403, 'FORBIDDEN');
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  const session: SessionInfo = { id: row.id, userId: row.userId, termsPending: row.termsPending, kind, flags: row.flags };
  c.set('session', session);
  return session;
}

/**
 * The session is checked before anything about the request is read: an operation that needs one
 * (the document's default security) answers 401 without one, whatever its parameters and body; one
 * whose session is optional (PUT /rs/password) checks the session when one is sent. Runs before
 * every route's validation; the contract's routes are read from the app's registry once.
 */
export function sessionFirst(app: OpenAPIHono<Env>): MiddlewareHandler<Env> {
  let routes: ContractRoute[] | null = null;
  return async (c, next) => {
    routes ??= contractRoutes(app); // after every route is registered
    const route = routeOf(routes, c.req.method, c.req.path);
    // Not a route of the contract: v1's own check (app.ts), or none.
    const need = route ? sessionNeed(route.security) : 'none';
    if (need === 'required' || (need === 'optional' && c.req.header(SESSION_HEADER) !== undefined)) await requireSession(c);
    await next();
  };
}

/** Removes sessions idle past the limit (run at start and every few minutes). */
export async function purgeExpiredSessions(db: Db, config: ServerConfig): Promise<void> {
  const idleLimit = new Date(config.now().getTime() - config.sessionIdleMinutes * 60_000);
  await db.delete(sessions).where(lt(sessions.lastSeenAt, idleLimit));
  // The guess counters nobody has tried for an hour go with them (a client's address is personal data).
  await purgeQuietAttempts(db, config.now());
}
