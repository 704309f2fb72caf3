/**
 * One-time login tokens: the reference of a completed Mobile BankID order, or a token from
 * server/db/schema.ts `login_tokens` (OpenID Connect exchange, workflow application). Each works
 * once, within five minutes, for a user who is not disabled; anything else answers token.is.revoked.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import { randomToken } from './crypto.ts';
import { loginTokens, mobileIdOrders, users } from './db/schema.ts';
import { ApiError } from './errors.ts';
import type { SessionKind } from '../src/contract/sessions.ts';

export type { SessionKind };

export const LOGIN_TOKEN_MINUTES = 5;

export type LoginTokenSource = 'OPEN_ID' | 'ENTERPRISE_DIRECTORY' | 'COMFLOW';

/** What a redeemed token opens: the user, the kind of session and, for single sign-on, the subject. */
export type RedeemedToken = { userId: number; kind: SessionKind; ssoSubject: string | null };

export async function issueLoginToken(
  db: Db,
  opts: { userId: number; source: LoginTokenSource; subject?: string | null; sessionKind?: SessionKind },
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.insert(loginTokens).values({
    token,
    userId: opts.userId,
    source: opts.source,
    subject: opts.subject ?? null,
    sessionKind: opts.sessionKind ?? 'main',
    createdAt: now,
  });
  return token;
}

export async function redeemLoginToken(db: Db, token: string, now: Date): Promise<RedeemedToken> {
  const since = new Date(now.getTime() - LOGIN_TOKEN_MINUTES * 60_000);
  let redeemed: RedeemedToken | undefined;
  const [order] = await db
    .update(mobileIdOrders)
    .set({ tokenUsedAt: now })
    .where(and(eq(mobileIdOrders.orderRef, token), eq(mobileIdOrders.status, 'complete'), isNull(mobileIdOrders.tokenUsedAt), gt(mobileIdOrders.completedAt, since)))
    .returning({ userId: mobileIdOrders.userId });
  if (order?.userId) redeemed = { userId: order.userId, kind: 'main', ssoSubject: null };
  if (!redeemed) {
    const [row] = await db
      .update(loginTokens)
      .set({ usedAt: now })
      .where(and(eq(loginTokens.token, token), isNull(loginTokens.usedAt), gt(loginTokens.createdAt, since)))
      .returning({ userId: loginTokens.userId, source: loginTokens.source, subject: loginTokens.subject, kind: loginTokens.sessionKind });
    if (row) {
      redeemed = {
        userId: row.userId,
        kind: row.kind === 'embedded' ? 'embedded' : 'main',
        ssoSubject: row.source === 'ENTERPRISE_DIRECTORY' ? row.subject : null,
      };
    }
  }
  if (!redeemed) throw new ApiError(401, 'token.is.revoked');
  const [user] = await db.select({ disabled: users.disabled }).from(users).where(eq(users.id, redeemed.userId));
  if (!user || user.disabled) throw new ApiError(401, 'OTSU002');
  return redeemed;
}
