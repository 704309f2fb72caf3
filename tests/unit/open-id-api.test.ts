/**
 * The OpenID relying-party side of the reference API, without a provider: configuration errors,
 * request validation, the identity-info endpoint, the claim binding of single-sign-on sessions and
 * their logout. The full sign-in through the dev providers is in tests/e2e/open-id.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../server/db/schema.ts';
import { randomId } from '../../server/crypto.ts';
import { expectError } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

const server = withTestServer();

const exchange = (body: Record<string, unknown>) =>
  server.request('/rs/authentication/open-id/exchange-token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const valid = { code: 'abc', redirect_uri: 'http://localhost/auth/open-id/callback', code_verifier: 'a'.repeat(43), provider: 'OPEN_ID' };

async function ssoSession(subject: string): Promise<string> {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'tekniker@example.org'));
  const id = randomId();
  const now = server.config.now();
  await server.db.insert(sessions).values({ id, userId: user!.id, createdAt: now, lastSeenAt: now, ssoSubject: subject });
  return id;
}

describe('POST /rs/authentication/open-id/exchange-token', () => {
  it('answers 503 OPEN_ID_NOT_CONFIGURED when the provider is not configured or not offered', async () => {
    await expectError(await exchange(valid), 503, 'OPEN_ID_NOT_CONFIGURED');
    server.config.openId = { label: 'X', issuer: 'http://127.0.0.1:9/oidc', clientId: 'c', clientSecret: 's', authorizationEndpoint: '/oidc/auth' };
    try {
      // Configured but not among the login methods: still refused.
      await expectError(await exchange(valid), 503, 'OPEN_ID_NOT_CONFIGURED');
      server.config.loginMethods = ['LOGIN_FORM', 'OPEN_ID'];
      // Offered, but the provider cannot be reached: the exchange fails, nobody is logged in.
      await expectError(await exchange(valid), 401, 'OPEN_ID_FAILED');
      server.config.openId = { ...server.config.openId, clientId: undefined };
      await expectError(await exchange(valid), 503, 'OPEN_ID_NOT_CONFIGURED');
    } finally {
      server.config.openId = null;
      server.config.loginMethods = ['LOGIN_FORM'];
    }
  });

  it('validates the request: a PKCE verifier of 43 to 128 unreserved characters, a known provider, a URL', async () => {
    await expectError(await exchange({ ...valid, code_verifier: 'short' }), 400, 'VALIDATION');
    await expectError(await exchange({ ...valid, code_verifier: `${'a'.repeat(42)}!` }), 400, 'VALIDATION');
    await expectError(await exchange({ ...valid, provider: 'GOOGLE' }), 400, 'VALIDATION');
    await expectError(await exchange({ ...valid, redirect_uri: 'not a url' }), 400, 'VALIDATION');
    await expectError(await exchange({ ...valid, code: undefined }), 400, 'VALIDATION');
  });
});

describe('GET /redirect_uri?info=json (identity-info)', () => {
  it('answers 401 without a directory sign-on, and 400 without info=json', async () => {
    expect((await server.request('/redirect_uri?info=json')).status).toBe(401);
    expect((await server.request('/redirect_uri?info=json', { headers: { Cookie: 'fsp_sso=not.a.token' } })).status).toBe(401);
    expect((await server.request('/redirect_uri')).status).toBe(400);
  });
});

describe('single-sign-on sessions', () => {
  it('need the claim header with the subject they were opened for; without it the session ends', async () => {
    const id = await ssoSession('u42');
    const ok = await server.request('/rs/authentication', { headers: { 'X-Session-Id': id, 'X-OIDC-Claim-Sub': 'u42' } });
    expect(ok.status).toBe(200);
    await expectError(await server.request('/rs/authentication', { headers: { 'X-Session-Id': id, 'X-OIDC-Claim-Sub': 'u43' } }), 401, 'OTSS000');
    // Ended: not even the right claim brings it back.
    await expectError(await server.request('/rs/authentication', { headers: { 'X-Session-Id': id, 'X-OIDC-Claim-Sub': 'u42' } }), 401, 'OTSS000');
    const id2 = await ssoSession('u42');
    await expectError(await server.request('/rs/fsp/v1/page-content', { headers: { 'X-Session-Id': id2 } }), 401, 'OTSS000');
  });

  it('DELETE /rs/authentication/sso ends the session and the directory sign-on cookie', async () => {
    const id = await ssoSession('u7');
    const res = await server.request('/rs/authentication/sso', { method: 'DELETE', headers: { 'X-Session-Id': id, 'X-OIDC-Claim-Sub': 'u7' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('Set-Cookie')).toMatch(/^fsp_sso=;.*Max-Age=0/);
    const rows = await server.db.select().from(sessions).where(eq(sessions.id, id));
    expect(rows).toHaveLength(0);
    await expectError(await server.request('/rs/authentication/sso', { method: 'DELETE', headers: { 'X-Session-Id': id, 'X-OIDC-Claim-Sub': 'u7' } }), 401, 'OTSS000');
  });

  it('the CORS preflight allows the claim header', async () => {
    const res = await server.request('/rs/authentication', {
      method: 'OPTIONS',
      headers: { Origin: 'https://host.example.org', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-session-id,x-oidc-claim-sub' },
    });
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('x-oidc-claim-sub');
  });
});
