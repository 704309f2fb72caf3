/**
 * OpenID Connect, the relying-party side (under /rs), on openid-client (an OpenID Certified
 * relying-party library): the code exchange with PKCE, the id token's checks (signature, issuer,
 * audience, expiry), and the enterprise directory's single-sign-on front: the identity-info
 * endpoint (mod_auth_openidc's `/redirect_uri?info=json`) and the single-sign-on logout.
 */
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { eq } from 'drizzle-orm';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { Hono } from 'hono';
import { exchangeOpenIdToken, ssoLogout } from '../../src/contract/open-id.ts';
import { SSO_COOKIE } from '../../src/contract/constants.ts';
import { newRouter, requireSession, type Env, type OpenIdClientConfig, type ServerConfig } from '../context.ts';
import { sessions, users } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { issueLoginToken } from '../login-tokens.ts';

/** Discovery once per issuer (its metadata and keys); a failed discovery is tried again next time. */
const discovered = new Map<string, Promise<client.Configuration>>();

function configurationOf(p: OpenIdClientConfig): Promise<client.Configuration> {
  const key = `${p.issuer} ${p.clientId ?? ''}`;
  let found = discovered.get(key);
  if (!found) {
    const insecure = new URL(p.issuer).protocol === 'http:';
    found = client.discovery(new URL(p.issuer), p.clientId ?? '', undefined, client.ClientSecretBasic(p.clientSecret), {
      // Only the reference server's loopback dev providers run on plain http.
      ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      timeout: 10,
    });
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

function providerOf(config: ServerConfig, which: 'OPEN_ID' | 'ENTERPRISE_DIRECTORY'): OpenIdClientConfig {
  const p = which === 'OPEN_ID' ? config.openId : config.enterpriseDirectory;
  if (!p?.clientId || !config.loginMethods.includes(which)) throw new ApiError(503, 'OPEN_ID_NOT_CONFIGURED');
  return p;
}

/** Checks a directory id token (from the single-sign-on cookie): signature, issuer, audience, expiry. */
async function verifyDirectoryToken(config: ServerConfig, idToken: string): Promise<JWTPayload | null> {
  const p = config.enterpriseDirectory;
  if (!p?.clientId) return null;
  try {
    const metadata = (await configurationOf(p)).serverMetadata();
    if (!metadata.jwks_uri) return null;
    const { payload } = await jwtVerify(idToken, jwks(metadata.jwks_uri), { issuer: metadata.issuer, audience: p.clientId });
    return payload;
  } catch {
    return null;
  }
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function jwks(uri: string) {
  let set = keySets.get(uri);
  if (!set) {
    set = createRemoteJWKSet(new URL(uri));
    keySets.set(uri, set);
  }
  return set;
}

export const openIdRoutes = newRouter()
  .openapi(exchangeOpenIdToken, async (c) => {
    const body = c.req.valid('json');
    const { db, config } = c.var;
    const provider = providerOf(config, body.provider);
    let claims: client.IDToken | undefined;
    let idToken: string | undefined;
    try {
      const oidc = await configurationOf(provider);
      const callback = new URL(body.redirect_uri);
      callback.searchParams.set('code', body.code);
      if (body.iss) callback.searchParams.set('iss', body.iss);
      const tokens = await client.authorizationCodeGrant(oidc, callback, { pkceCodeVerifier: body.code_verifier, idTokenExpected: true });
      claims = tokens.claims();
      idToken = tokens.id_token;
    } catch (error) {
      console.warn(`OpenID exchange failed (${body.provider}): ${error instanceof Error ? error.message : String(error)}`);
      throw new ApiError(401, 'OPEN_ID_FAILED');
    }
    const pnr = typeof claims?.pnr === 'string' ? claims.pnr : null;
    if (!claims || !idToken || !pnr) throw new ApiError(401, 'OPEN_ID_FAILED');
    const [user] = await db.select({ id: users.id, disabled: users.disabled }).from(users).where(eq(users.identityNumber, pnr));
    if (!user) throw new ApiError(401, 'OPEN_ID_FAILED');
    if (user.disabled) throw new ApiError(401, 'OTSU002');
    const now = config.now();
    const token = await issueLoginToken(db, { userId: user.id, source: body.provider, subject: claims.sub }, now);
    if (body.provider === 'ENTERPRISE_DIRECTORY') {
      // The single-sign-on front's own sign-on: the directory's id token, for identity-info.
      const maxAge = Math.max(0, (claims.exp ?? 0) - Math.floor(now.getTime() / 1000));
      setCookie(c, SSO_COOKIE, idToken, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge, secure: new URL(c.req.url).protocol === 'https:' });
    }
    return c.json({ token }, 200);
  })
  .openapi(ssoLogout, async (c) => {
    const { id } = await requireSession(c);
    await c.var.db.delete(sessions).where(eq(sessions.id, id));
    deleteCookie(c, SSO_COOKIE, { path: '/' });
    return c.body(null, 204);
  });

/**
 * The identity-info endpoint of the single-sign-on front, at the site root as mod_auth_openidc
 * has it: `GET /redirect_uri?info=json` answers the directory sign-on's user info and id token,
 * or 401 when there is none (no cookie, or an id token that no longer verifies).
 */
export const identityInfoRoutes = new Hono<Env>().get('/redirect_uri', async (c) => {
  if (c.req.query('info') !== 'json') return c.json({ error: { code: 'VALIDATION', errorMessage: 'info=json expected' } }, 400);
  const idToken = getCookie(c, SSO_COOKIE);
  const payload = idToken ? await verifyDirectoryToken(c.var.config, idToken) : null;
  c.header('Cache-Control', 'no-store');
  if (!idToken || !payload?.sub) return c.json({ error: { code: 'OTSS000', errorMessage: 'No single sign-on' } }, 401);
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return c.json({ userinfo: { sub: payload.sub, name: str(payload.name), email: str(payload.email) }, id_token: idToken }, 200);
});
