/** GET /rs/password/rules, POST /rs/password (reset link), PUT /rs/password (reset or change). */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { SESSION_HEADER } from '../../src/contract/common.ts';
import { getPasswordRules, sendResetLink, setPassword, type PasswordPolicy } from '../../src/contract/password.ts';
import { meetsPolicy } from '../../src/contract/shared/password-rules.ts';
import { newRouter, requireSession } from '../context.ts';
import { hashPassword, randomToken, sha256Hex, verifyPassword } from '../crypto.ts';
import { outbox, passwordResetTokens, sessions, users } from '../db/schema.ts';
import { ApiError, errorText, type Lang } from '../errors.ts';
import { admitAttempt, ATTEMPT_POLICIES, clientAddress } from '../throttle.ts';

const RESET_LINK_MINUTES = 60;

/** The policy: 10 to 64 characters without spaces, upper and lower case, a digit and another sign. */
export function passwordPolicy(lang: Lang): PasswordPolicy {
  const sv = lang === 'sv';
  return {
    regexValidation: '^\\S{10,64}$',
    rules: [
      { label: sv ? 'Minst 10 tecken' : 'At least 10 characters', regex: '\\S', amount: 10 },
      { label: sv ? 'En stor bokstav' : 'An upper-case letter', regex: '\\p{Lu}', amount: 1 },
      { label: sv ? 'En liten bokstav' : 'A lower-case letter', regex: '\\p{Ll}', amount: 1 },
      { label: sv ? 'En siffra' : 'A digit', regex: '\\d', amount: 1 },
      { label: sv ? 'Ett specialtecken, till exempel ! ? # %' : 'A special character, such as ! ? # %', regex: '[^\\p{L}\\d\\s]', amount: 1 },
    ],
  };
}

const router = newRouter();
// Without a session only a reset, a body with the link's token, is public: a change needs a
// session and says so (401) before anything about the body is checked.
router.use('/password', async (c, next) => {
  if (c.req.method === 'PUT' && c.req.header(SESSION_HEADER) === undefined) {
    const body: unknown = await c.req.json().catch(() => null);
    if (!(body && typeof body === 'object' && 'token' in body && typeof body.token === 'string')) throw new ApiError(401, 'OTSS000');
  }
  await next();
});

export const passwordRoutes = router
  .openapi(getPasswordRules, (c) => c.json(passwordPolicy(c.var.lang), 200))
  .openapi(sendResetLink, async (c) => {
    const { db, config, lang } = c.var;
    const { username } = c.req.valid('json');
    // Each request sends a mail: slowed per address and per account (server/throttle.ts), whether or not the account exists.
    await admitAttempt(c, [
      [ATTEMPT_POLICIES.resetAddress, clientAddress(c)],
      [ATTEMPT_POLICIES.resetAccount, username.toLowerCase()],
    ]);
    const [user] = await db.select({ id: users.id, email: users.email, disabled: users.disabled }).from(users).where(eq(users.username, username.toLowerCase()));
    // The same answer whether or not the user exists: the form must not reveal who has an account.
    if (user && !user.disabled) {
      const token = randomToken();
      const now = config.now();
      await db.insert(passwordResetTokens).values({ tokenHash: await sha256Hex(token), userId: user.id, expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000) });
      const link = `${new URL(c.req.url).origin}/password/reset?resettoken=${token}`;
      const sv = lang === 'sv';
      await db.insert(outbox).values({
        to: user.email,
        subject: sv ? 'Återställ ditt lösenord' : 'Reset your password',
        body: `${sv ? 'Öppna länken inom en timme för att välja ett nytt lösenord' : 'Open the link within an hour to choose a new password'}:\n${link}`,
        createdAt: now,
      });
      console.log(`[mail] password reset link for ${user.email}: ${link}`);
    }
    return c.json({ message: errorText('RESET_LINK_SENT', lang) }, 200);
  })
  .openapi(setPassword, async (c) => {
    const { db, config, lang } = c.var;
    const body = c.req.valid('json');
    // A change needs a session: checked before anything about the new password is said.
    const session = body.token ? null : await requireSession(c);
    if (body.password !== body.passwordRepeat) throw new ApiError(400, 'PASSWORD_MISMATCH');
    if (!meetsPolicy(passwordPolicy(lang), body.password)) throw new ApiError(400, 'PASSWORD_RULES');
    const now = config.now();
    if (body.token) {
      const tokenHash = await sha256Hex(body.token);
      // Claimed in one statement, so two requests with the same token cannot both succeed.
      const [token] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
        .returning({ userId: passwordResetTokens.userId });
      if (!token) throw new ApiError(400, 'RESET_TOKEN_INVALID');
      await db.update(users).set({ passwordHash: await hashPassword(body.password), passwordExpired: false }).where(eq(users.id, token.userId));
      // A reset ends every session of the user: whoever knew the old password is out.
      await db.delete(sessions).where(eq(sessions.userId, token.userId));
    } else if (session) {
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, session.userId));
      if (!user || !(await verifyPassword(body.previousPassword ?? '', user.passwordHash))) throw new ApiError(400, 'PASSWORD_WRONG');
      await db.update(users).set({ passwordHash: await hashPassword(body.password), passwordExpired: false }).where(eq(users.id, session.userId));
      // The other sessions of the user end; this one goes on.
      await db.delete(sessions).where(and(eq(sessions.userId, session.userId), ne(sessions.id, session.id)));
    }
    return c.json({ message: errorText('PASSWORD_CHANGED', lang) }, 200);
  });
