/**
 * OpenID Connect sign-in (spec 1 §4): the redirect to the provider with client_id, response_type
 * code, scope "openid profile email pnr", the callback as redirect_uri, a state and a PKCE (S256)
 * challenge, and response_mode=query for the second provider (the enterprise directory); then the
 * callback page /auth/open-id/callback, which exchanges the code through the API and logs in.
 */
import { useEffect, useState } from 'react';
import type { OpenIdProvider, PublicConfiguration } from '../contract/authentication.ts';
import { OPEN_ID_CALLBACK_PATH } from '../contract/constants.ts';
import { DEFAULT_API_BASE } from '../core/element/context.ts';
import { ApiFailure } from '../core/http/client.ts';
import { apiFor } from '../core/http/query.ts';
import type { Language } from '../core/i18n/index.ts';
import { fetchSignOn } from '../core/session/bootstrap.ts';
import { Button, Spinner } from '../core/ui/components.tsx';
import { navigate } from './router.ts';
import { enterPortal } from './enter.ts';
import { useStandaloneTexts } from './texts.ts';

export type SsoMethod = 'OPEN_ID' | 'ENTERPRISE_DIRECTORY';
export const OPEN_ID_SCOPE = 'openid profile email pnr';
/** The sign-in under way: kept in this tab only, for the callback to check and use once. */
export const PENDING_KEY = 'fsp.openId';

type Pending = { state: string; verifier: string; method: SsoMethod; identityInfoUrl: string | null };

/** A configuration without a client id or an authorization endpoint (spec: raises an error). */
export class OpenIdConfigurationError extends Error {
  readonly missing: ('clientId' | 'authorizationEndpoint')[];
  constructor(missing: ('clientId' | 'authorizationEndpoint')[]) {
    super(`OpenID configuration is missing ${missing.join(' and ')}`);
    this.name = 'OpenIdConfigurationError';
    this.missing = missing;
  }
}

/** The provider of a method from the public configuration, or null when it has none. */
export function providerFor(configuration: PublicConfiguration | null, method: SsoMethod): OpenIdProvider | null {
  return (method === 'OPEN_ID' ? configuration?.openId : configuration?.enterpriseDirectory) ?? null;
}

/** base64url without padding (RFC 4648 §5). */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random URL-safe string of `bytes` random bytes (32 bytes: a 43-character PKCE verifier). */
export function randomUrlSafe(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The PKCE S256 challenge of a verifier (RFC 7636 §4.2). */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/**
 * The authorization request's address. Throws OpenIdConfigurationError when the client id or the
 * authorization endpoint is missing. A relative endpoint is resolved against `base`.
 */
export function authorizationUrl(
  provider: OpenIdProvider,
  method: SsoMethod,
  opts: { redirectUri: string; state: string; challenge: string; base: string },
): string {
  const missing: ('clientId' | 'authorizationEndpoint')[] = [];
  if (!provider.clientId) missing.push('clientId');
  if (!provider.authorizationEndpoint) missing.push('authorizationEndpoint');
  if (missing.length || !provider.clientId || !provider.authorizationEndpoint) throw new OpenIdConfigurationError(missing);
  const url = new URL(provider.authorizationEndpoint, opts.base);
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', OPEN_ID_SCOPE);
  url.searchParams.set('redirect_uri', opts.redirectUri);
  url.searchParams.set('state', opts.state);
  url.searchParams.set('code_challenge', opts.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  if (method === 'ENTERPRISE_DIRECTORY') url.searchParams.set('response_mode', 'query');
  return url.href;
}

/** The callback's address on this origin. */
export function callbackUrl(): string {
  return new URL(OPEN_ID_CALLBACK_PATH, location.origin).href;
}

/** Sends the browser to the provider; throws OpenIdConfigurationError for a broken configuration. */
export async function startOpenIdLogin(configuration: PublicConfiguration | null, method: SsoMethod, go: (url: string) => void = (u) => location.assign(u)): Promise<void> {
  const provider = providerFor(configuration, method);
  if (!provider) throw new OpenIdConfigurationError(['clientId', 'authorizationEndpoint']);
  const state = randomUrlSafe(16);
  const verifier = randomUrlSafe(32);
  const base = new URL(DEFAULT_API_BASE, location.href).href;
  const url = authorizationUrl(provider, method, { redirectUri: callbackUrl(), state, challenge: await pkceChallenge(verifier), base });
  const identityInfoUrl = method === 'ENTERPRISE_DIRECTORY' ? (configuration?.enterpriseDirectory?.identityInfoUrl ?? null) : null;
  const pending: Pending = { state, verifier, method, identityInfoUrl };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  go(url);
}

function takePending(): Pending | null {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  try {
    const v = JSON.parse(raw ?? 'null') as Partial<Pending> | null;
    if (v && typeof v.state === 'string' && typeof v.verifier === 'string' && (v.method === 'OPEN_ID' || v.method === 'ENTERPRISE_DIRECTORY')) {
      return { state: v.state, verifier: v.verifier, method: v.method, identityInfoUrl: typeof v.identityInfoUrl === 'string' ? v.identityInfoUrl : null };
    }
  } catch {
    // damaged: no sign-in under way
  }
  return null;
}

/** The SSO button of a chosen OpenID method, with the configuration error in place when it has one. */
export function SsoLogin({ configuration, method }: { configuration: PublicConfiguration | null; method: SsoMethod }) {
  const { t } = useStandaloneTexts();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = ssoLabel(configuration, method, t);
  async function start() {
    setError(null);
    setBusy(true);
    try {
      await startOpenIdLogin(configuration, method);
    } catch (e) {
      setBusy(false);
      if (e instanceof OpenIdConfigurationError) {
        const missing = e.missing.map((m) => t(m === 'clientId' ? 'login.openIdClientId' : 'login.openIdEndpoint')).join(', ');
        setError(t('login.openIdMisconfigured', { missing }));
      } else setError(t('login.openIdFailedToStart'));
    }
  }
  return (
    <section className="login-form" aria-labelledby="sso-title">
      <h2 id="sso-title">{label}</h2>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <p>{t('login.ssoIntro', { label: providerFor(configuration, method)?.label ?? label })}</p>
      <Button onClick={() => void start()} busy={busy}>
        {label}
      </Button>
    </section>
  );
}

/** "Log in with <configured label>", or the method's own name when the configuration has no label. */
export function ssoLabel(configuration: PublicConfiguration | null, method: SsoMethod, t: ReturnType<typeof useStandaloneTexts>['t']): string {
  const label = providerFor(configuration, method)?.label;
  return label ? t('login.ssoButton', { label }) : t(`login.methods.${method}`);
}

type CallbackState = { kind: 'validating' } | { kind: 'failed'; message: string | null };

/**
 * /auth/open-id/callback: "Validating authentication"; a missing code (or a state that is not
 * ours) shows "Authentication failed"; an unsuccessful exchange or no token goes home; an exception
 * shows failed with its message. On success: the remembered page, or home.
 */
export function OpenIdCallbackPage({ search, lang }: { search: URLSearchParams; lang: Language }) {
  const { t } = useStandaloneTexts();
  const [state, setState] = useState<CallbackState>({ kind: 'validating' });
  const code = search.get('code');
  const returnedState = search.get('state');
  const iss = search.get('iss');
  useEffect(() => {
    let live = true;
    const pending = takePending();
    const api = apiFor(DEFAULT_API_BASE, lang);
    (async () => {
      if (!code || !pending || pending.state !== returnedState) {
        if (live) setState({ kind: 'failed', message: null });
        return;
      }
      let token: string | undefined;
      try {
        ({ token } = await api('post', 'authentication/open-id/exchange-token', {
          json: { code, redirect_uri: callbackUrl(), code_verifier: pending.verifier, provider: pending.method, ...(iss ? { iss } : {}) },
        }));
      } catch (error) {
        // Not accepted: home, where the snackbar says why. No answer at all: the reconnect dialog.
        if (error instanceof ApiFailure && error.status !== null) navigate('/', { replace: true });
        else if (live) setState({ kind: 'failed', message: error instanceof Error ? error.message : null });
        return;
      }
      if (!token) {
        navigate('/', { replace: true });
        return;
      }
      const { id } = await api('post', 'authentication', { json: { token, persistent: false } });
      // A directory session starts with its sign-on, so its very first call carries the claim.
      const signOn = pending.identityInfoUrl ? await fetchSignOn(DEFAULT_API_BASE, pending.identityInfoUrl) : null;
      await enterPortal(id, lang, { sso: pending.identityInfoUrl ? { identityInfoUrl: pending.identityInfoUrl } : null, signOn });
    })().catch((error: unknown) => {
      if (live) setState({ kind: 'failed', message: error instanceof Error ? error.message : null });
    });
    return () => {
      live = false;
    };
    // One attempt per arrival: the code works once.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- lang changing mid-exchange must not exchange again
  }, [code, returnedState, iss]);

  if (state.kind === 'validating') {
    return (
      <section className="open-id-callback" aria-labelledby="open-id-title" aria-busy="true">
        <h1 id="open-id-title">{t('openId.validating')}</h1>
        <Spinner />
      </section>
    );
  }
  return (
    <section className="open-id-callback" aria-labelledby="open-id-title">
      <h1 id="open-id-title">{t('openId.failed')}</h1>
      {state.message ? <p role="alert">{t('openId.failedWithMessage', { message: state.message })}</p> : null}
      <Button variant="secondary" onClick={() => navigate('/', { replace: true })}>
        {t('openId.back')}
      </Button>
    </section>
  );
}
