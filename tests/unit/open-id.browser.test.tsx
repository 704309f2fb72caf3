/** The OpenID authorization request (PKCE, state, response_mode), its configuration errors, and logout's outcomes. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicConfiguration } from '../../src/contract/authentication.ts';
import { authorizationUrl, base64Url, OpenIdConfigurationError, PENDING_KEY, pkceChallenge, randomUrlSafe, startOpenIdLogin } from '../../src/standalone/open-id.tsx';
import { setTransport, getTransport } from '../../src/core/http/client.ts';
import { logout } from '../../src/core/session/bootstrap.ts';
import { SSO_KEY, session } from '../../src/core/session/store.ts';

const provider = { label: 'Demo-ID', clientId: 'fsp-portal', authorizationEndpoint: '/oidc/auth' };
const opts = { redirectUri: 'https://portal.example.org/auth/open-id/callback', state: 'st', challenge: 'ch', base: 'https://portal.example.org/rs' };

function configuration(over: Partial<PublicConfiguration> = {}): PublicConfiguration {
  return {
    loginMethods: ['OPEN_ID', 'ENTERPRISE_DIRECTORY'],
    openId: provider,
    enterpriseDirectory: { label: 'Demo AD', clientId: 'dir', authorizationEndpoint: 'https://ad.example.org/authorize', identityInfoUrl: '/redirect_uri?info=json' },
    singleSignOutUrl: 'https://ad.example.org/logout',
    workflowPortalUrl: '/workflow/portal',
    version: 'test',
    contact: { organisation: '', phone: '', supportEmail: '', cookiePolicyUrl: '', postalAddress: '' },
    ...over,
  };
}

describe('PKCE', () => {
  it('matches the S256 example of RFC 7636 appendix B', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
  it('makes 43-character verifiers of unreserved characters, different every time', () => {
    const a = randomUrlSafe(32);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomUrlSafe(32)).not.toBe(a);
    expect(base64Url(new Uint8Array([251, 255]))).toBe('-_8');
  });
});

describe('the authorization request', () => {
  it('carries client_id, response_type code, the scope, the callback, state and the S256 challenge', () => {
    const url = new URL(authorizationUrl(provider, 'OPEN_ID', opts));
    expect(url.origin + url.pathname).toBe('https://portal.example.org/oidc/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'fsp-portal',
      response_type: 'code',
      scope: 'openid profile email pnr',
      redirect_uri: opts.redirectUri,
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
  });
  it('adds response_mode=query for the second provider only', () => {
    expect(new URL(authorizationUrl(provider, 'ENTERPRISE_DIRECTORY', opts)).searchParams.get('response_mode')).toBe('query');
    expect(new URL(authorizationUrl(provider, 'OPEN_ID', opts)).searchParams.has('response_mode')).toBe(false);
  });
  it('raises the configuration error when the client id or the authorization endpoint is missing', () => {
    expect(() => authorizationUrl({ label: 'x', authorizationEndpoint: '/a' }, 'OPEN_ID', opts)).toThrow(OpenIdConfigurationError);
    try {
      authorizationUrl({ label: 'x' }, 'OPEN_ID', opts);
    } catch (e) {
      expect((e as OpenIdConfigurationError).missing).toEqual(['clientId', 'authorizationEndpoint']);
    }
  });
  it('start: keeps state and verifier in this tab, and goes to the provider', async () => {
    sessionStorage.clear();
    let went = '';
    await startOpenIdLogin(configuration(), 'ENTERPRISE_DIRECTORY', (u) => (went = u));
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '{}') as { state: string; verifier: string; method: string; identityInfoUrl: string };
    const url = new URL(went);
    expect(url.origin).toBe('https://ad.example.org');
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(url.searchParams.get('code_challenge')).toBe(await pkceChallenge(pending.verifier));
    expect(pending).toMatchObject({ method: 'ENTERPRISE_DIRECTORY', identityInfoUrl: '/redirect_uri?info=json' });
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
  });
  it('start without a provider in the configuration raises the configuration error, and goes nowhere', async () => {
    let went = '';
    await expect(startOpenIdLogin(configuration({ openId: null }), 'OPEN_ID', (u) => (went = u))).rejects.toBeInstanceOf(OpenIdConfigurationError);
    expect(went).toBe('');
  });
});

describe('logout', () => {
  const A = '0123456789abcdef0123456789abcdef';
  const original = getTransport();
  let calls: { url: string; method: string }[] = [];
  const answer = (status: number) =>
    setTransport((input, init) => {
      const request = new Request(input, init);
      calls.push({ url: request.url, method: request.method });
      return Promise.resolve(status === 204 ? new Response(null, { status }) : Response.json({ error: { code: status === 401 ? 'OTSS000' : 'INTERNAL', errorMessage: 'x' } }, { status }));
    });
  beforeEach(() => {
    calls = [];
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => setTransport(original));

  it('a failed logout keeps the session and throws, so the user can try again', async () => {
    answer(500);
    session.start(A, false);
    await expect(logout('/rs', 'sv')).rejects.toThrow();
    expect(session.get().sessionId).toBe(A);
    expect(sessionStorage.getItem('fsp.session')).toBe(A);
  });
  it('force (closing the access message) clears this device even so', async () => {
    answer(500);
    session.start(A, false);
    await logout('/rs', 'sv', { force: true });
    expect(session.get().sessionId).toBeNull();
  });
  it('a session the server no longer knows counts as logged out', async () => {
    answer(401);
    session.start(A, false);
    await expect(logout('/rs', 'sv')).resolves.toBeNull();
    expect(session.get().sessionId).toBeNull();
  });
  it('a single-sign-on session uses its own call and goes on to the single sign-out address', async () => {
    answer(204);
    session.start(A, false, { identityInfoUrl: '/redirect_uri?info=json' });
    expect(sessionStorage.getItem(SSO_KEY)).toContain('identityInfoUrl');
    await expect(logout('/rs', 'sv', { singleSignOutUrl: 'https://ad.example.org/logout' })).resolves.toBe('https://ad.example.org/logout');
    expect(calls).toEqual([{ url: `${location.origin}/rs/authentication/sso`, method: 'DELETE' }]);
    expect(sessionStorage.getItem(SSO_KEY)).toBeNull();
  });
  it('an ordinary session uses DELETE /authentication and goes to the root', async () => {
    answer(204);
    session.start(A, true);
    await expect(logout('/rs', 'sv', { singleSignOutUrl: 'https://ad.example.org/logout' })).resolves.toBeNull();
    expect(calls).toEqual([{ url: `${location.origin}/rs/authentication`, method: 'DELETE' }]);
    expect(localStorage.getItem('fsp.session')).toBeNull();
  });
});
