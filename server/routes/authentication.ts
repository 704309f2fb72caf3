/** POST/GET/DELETE /rs/authentication and GET /rs/configuration. */
import { eq } from 'drizzle-orm';
import { getAppData, getConfiguration, login, logout, type AppData } from '../../src/contract/authentication.ts';
import { newRouter, requireSession, type OpenIdClientConfig } from '../context.ts';
import { randomId, verifyPassword } from '../crypto.ts';
import { activeOrders, authorizations, companies, facilities, sessions, users } from '../db/schema.ts';
import { redeemLoginToken, type RedeemedToken } from '../login-tokens.ts';
import { ApiError } from '../errors.ts';
import { admitAttempt, ATTEMPT_POLICIES, clientAddress, countTry, forgetAttempts, tooManyAttempts, waitingFor } from '../throttle.ts';

/** Every flag a user row may set; a missing key takes its default. */
export const FLAG_DEFAULTS: AppData['flags'] = {
  isOrderFittingEnabled: false,
  isOrderFunctionEnabled: false,
  isOrderNewProductEnabled: false,
  isOrderPickupEnabled: false,
  isOrderWorkEnabled: false,
  orderMoveEnabled: false,
  isReceiveDeliveryForFixedAssetsEnabled: true,
};

/** mod_auth_openidc's convention: the single-sign-on front's redirect URI answers ?info=json. */
export const IDENTITY_INFO_PATH = '/redirect_uri?info=json';

/** What the browser may know of a provider: never the client secret. */
function publicProvider(p: OpenIdClientConfig) {
  return { label: p.label, clientId: p.clientId, authorizationEndpoint: p.authorizationEndpoint };
}

// A hash to verify against when the username is unknown, so both cases take the same time.
const DUMMY_HASH = 'pbkdf2$210000$00000000000000000000000000000000$0000000000000000000000000000000000000000000000000000000000000000';

export const authenticationRoutes = newRouter()
  .openapi(login, async (c) => {
    const body = c.req.valid('json');
    const { db, config } = c.var;
    const now = config.now();
    let opened: RedeemedToken;
    if ('username' in body) {
      // Guessing is slowed per account and per address (server/throttle.ts): the address's wait is
      // only read (its count grows with wrong passwords), the account's try counted before the check.
      const username = body.username.toLowerCase();
      const address = clientAddress(c);
      const addressWait = await waitingFor(db, ATTEMPT_POLICIES.passwordAddress, address, now);
      if (addressWait) throw tooManyAttempts(addressWait, c.var.lang);
      await admitAttempt(c, [[ATTEMPT_POLICIES.passwordAccount, username]]);
      const [user] = await db.select().from(users).where(eq(users.username, username));
      const ok = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok) {
        await countTry(c, ATTEMPT_POLICIES.passwordAddress, address);
        throw new ApiError(401, 'OTSU001');
      }
      await forgetAttempts(db, ATTEMPT_POLICIES.passwordAccount, username);
      if (user.disabled) throw new ApiError(401, 'OTSU002');
      if (user.passwordExpired) throw new ApiError(401, 'OTSP001');
      opened = { userId: user.id, kind: 'main', ssoSubject: null };
    } else {
      opened = await redeemLoginToken(db, body.token ?? body.mylocLoginToken ?? '', now);
    }
    // A new id on every login: an id known before login is never promoted (session fixation).
    const id = randomId();
    await db.insert(sessions).values({ id, userId: opened.userId, kind: opened.kind, ssoSubject: opened.ssoSubject, createdAt: now, lastSeenAt: now });
    return c.json({ id }, 200);
  })
  .openapi(getAppData, async (c) => {
    const { userId } = await requireSession(c);
    const { db } = c.var;
    const [row] = await db
      .select({ user: users, company: companies, facility: facilities })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(facilities, eq(facilities.id, users.facilityId))
      .where(eq(users.id, userId));
    if (!row) throw new ApiError(401, 'OTSS000');
    const [auths, [active]] = await Promise.all([
      db.select({ type: authorizations.type, id: authorizations.authId }).from(authorizations).where(eq(authorizations.userId, userId)),
      // The active order (spec 2 §4): the caller's preliminary order, if any (gone with the order).
      db.select({ id: activeOrders.orderId }).from(activeOrders).where(eq(activeOrders.userId, userId)),
    ]);
    const { user, company, facility } = row;
    const body: AppData = {
      currentOrder: active ? { id: active.id } : null,
      user: {
        username: user.username,
        address: user.address,
        company: { id: company.id, description: company.description },
        facility: facility
          ? {
              id: facility.id,
              description: facility.label,
              value: facility.value,
              category: { label: facility.categoryLabel, value: facility.categoryValue },
            }
          : null,
        information: {
          id: user.id,
          firstName: user.firstName,
          surname: user.surname,
          phoneNo: user.phoneNo,
          email: user.email,
          referenceId: user.referenceId,
        },
      },
      flags: { ...FLAG_DEFAULTS, ...user.flags },
      applications: user.applications.map((id) => ({ id })),
      authorizations: auths.map((a) => ({ type: a.type === 'MUNICIPALITY' ? 'MUNICIPALITY' : 'FUNCTION', id: a.id })),
      accessMessage: user.accessMessage ?? null,
    };
    return c.json(body, 200);
  })
  .openapi(logout, async (c) => {
    const { id } = await requireSession(c);
    await c.var.db.delete(sessions).where(eq(sessions.id, id));
    return c.body(null, 204);
  })
  .openapi(getConfiguration, async (c) => {
    const { db, config } = c.var;
    const [company] = await db.select().from(companies).limit(1);
    if (!company) throw new ApiError(500, 'INTERNAL', 'no organisation seeded');
    return c.json(
      {
        loginMethods: config.loginMethods,
        openId: config.openId && publicProvider(config.openId),
        enterpriseDirectory: config.enterpriseDirectory && { ...publicProvider(config.enterpriseDirectory), identityInfoUrl: IDENTITY_INFO_PATH },
        singleSignOutUrl: config.singleSignOutUrl,
        workflowPortalUrl: config.workflowPortalUrl,
        version: config.version,
        contact: {
          organisation: company.description,
          phone: company.phone,
          supportEmail: company.supportEmail,
          cookiePolicyUrl: company.cookiePolicyUrl,
          postalAddress: company.postalAddress,
        },
      },
      200,
    );
  });
