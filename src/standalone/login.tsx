/** Home when logged out: the welcome block, the login methods and forms, the municipality logos. */
import { useEffect, useState, type FormEvent } from 'react';
import type { PublicConfiguration } from '../contract/authentication.ts';
import { useServerAction, waitClock } from '../core/http/server-action.ts';
import { apiFor } from '../core/http/query.ts';
import { DEFAULT_API_BASE } from '../core/element/context.ts';
import { Button, TextField } from '../core/ui/components.tsx';
import { StateMessage } from '../core/ui/state-message.tsx';
import { isPlainClick, onPlainClick } from '../core/ui/links.ts';
import { MunicipalityLogos } from './municipality-logos.tsx';
import { ForgotPasswordForm } from './password.tsx';
import { navigate } from './router.ts';
import { enterPortal } from './enter.ts';
import { FspTag } from './fsp-element.tsx';
import type { Language } from '../core/i18n/index.ts';
import { useStandaloneTexts } from './texts.ts';
import { ssoLabel, SsoLogin } from './open-id.tsx';

type Method = PublicConfiguration['loginMethods'][number];
const METHOD_KEY = 'fsp.loginMethod';

/** Forgets the remembered method, so home shows the selector again. */
export function forgetLoginMethod(): void {
  localStorage.removeItem(METHOD_KEY);
}

/**
 * Set by the Mobile BankID page's back link: home then shows its methods instead of going straight
 * back to BankID, also when BankID is the only method, until a method is chosen (preselected again
 * on the next page load).
 */
let backFromMobileId = false;
function setBackFromMobileId(back: boolean): void {
  backFromMobileId = back;
}

/**
 * Home when logged out: with more than one login method, "Select authentication method" and then
 * the chosen form with "Change authentication method"; with one, that one preselected. The last
 * choice is remembered on this device (not a secret). Under the welcome block, the municipality
 * logos of the two regional groups (municipality-logos.tsx); on a narrow screen they follow the
 * login form, so the form stays near the top.
 */
export function LoginPage({ configuration }: { configuration: PublicConfiguration | null }) {
  const { t } = useStandaloneTexts();
  const methods = configuration?.loginMethods ?? [];
  // The stored choice is read as it is and checked against the methods on every render: the
  // configuration may arrive after this page first renders.
  const [chosen, setChosen] = useState<string | null>(() => localStorage.getItem(METHOD_KEY));
  const [back, setBack] = useState(() => backFromMobileId);
  const only = methods.length === 1 ? (methods[0] ?? null) : null;
  const method = only !== null ? (back && only === 'MOBILE_ID' ? null : only) : (methods.find((m) => m === chosen) ?? null);
  const choose = (m: Method | null) => {
    setBack(false);
    setBackFromMobileId(false);
    if (m) localStorage.setItem(METHOD_KEY, m);
    else forgetLoginMethod();
    setChosen(m);
  };
  // Mobile BankID has a page of its own: a chosen, remembered or only method goes there.
  useEffect(() => {
    if (method === 'MOBILE_ID') navigate('/mobile-id-login', { replace: true });
  }, [method]);
  return (
    <div className="login-page">
      <section className="welcome" aria-labelledby="welcome-title">
        <h1 id="welcome-title">{t('login.welcome')}</h1>
        <p>{t('login.intro')}</p>
      </section>
      <div className="login-panel">
        {configuration && methods.length === 0 ? <p role="alert">{t('login.noMethod')}</p> : null}
        {methods.length > 0 && method === null ? (
          <section className="login-form" aria-labelledby="methods-title">
            <h2 id="methods-title">{t(methods.length > 1 ? 'login.selectMethod' : 'login.title')}</h2>
            {methods.map((m) => (
              <Button key={m} variant="secondary" onClick={() => choose(m)}>
                {m === 'OPEN_ID' || m === 'ENTERPRISE_DIRECTORY' ? ssoLabel(configuration, m, t) : t(`login.methods.${m}`)}
              </Button>
            ))}
          </section>
        ) : (
          <div className="login-column">
            {method === 'LOGIN_FORM' ? <PasswordLogin /> : null}
            {method === 'OPEN_ID' || method === 'ENTERPRISE_DIRECTORY' ? <SsoLogin configuration={configuration} method={method} /> : null}
            {methods.length > 1 ? (
              <Button variant="link" onClick={() => choose(null)}>
                {t('login.changeMethod')}
              </Button>
            ) : null}
          </div>
        )}
      </div>
      <MunicipalityLogos />
    </div>
  );
}

/** The username form, or the forgot-password form in its place. */
function PasswordLogin() {
  const [forgot, setForgot] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return forgot ? (
          <ForgotPasswordForm
            onDone={(message) => {
              setNotice(message || null);
              setForgot(false);
            }}
          />
        ) : (
          <div className="login-column">
            {notice ? (
              <p className="fsp-notice" role="status">
                {notice}
              </p>
            ) : null}
            <UsernameForm onForgot={() => setForgot(true)} />
          </div>
        );
}

/** /mobile-id-login: the Mobile BankID element, and the way back to the other methods. */
export function MobileIdPage({ configuration }: { configuration: PublicConfiguration | null }) {
  const { t, lang } = useStandaloneTexts();
  const others = (configuration?.loginMethods.length ?? 0) > 1;
  // Reached by its address where Mobile BankID is not offered: said so, and nothing started.
  if (configuration && !configuration.loginMethods.includes('MOBILE_ID')) {
    return (
      <StateMessage
        kind="error"
        title={t('login.mobileIdNotAvailable')}
        action={
          <a href="/" onClick={onPlainClick(() => navigate('/'))}>
            {t('login.toStart')}
          </a>
        }
      />
    );
  }
  // The way back (spec 1: "a back link to home"), also when BankID is the only method: home then
  // shows it as a button instead of coming straight back here.
  return (
    <div className="mobile-id-page">
      <p>
        {others ? (
          <Button
            variant="link"
            onClick={() => {
              forgetLoginMethod();
              navigate('/');
            }}
          >
            {t('login.changeMethod')}
          </Button>
        ) : (
          <a
            href="/"
            // In the capture phase: before the app's link interception (router.ts) has home render.
            onClickCapture={(e) => {
              if (isPlainClick(e)) setBackFromMobileId(true);
            }}
            onClick={onPlainClick(() => navigate('/'))}
          >
            {t('login.backToLogin')}
          </a>
        )}
      </p>
      <FspTag tag="fsp-mobile-id" attributes={{ lang }} />
    </div>
  );
}

/**
 * `/?loginToken=…` (Mobile BankID's redirect): log in with the token once, then go on to the
 * remembered page or home, the token out of the address bar. True while it runs.
 */
export function useTokenLogin(token: string | null, lang: Language): boolean {
  const [finished, setFinished] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    apiFor(DEFAULT_API_BASE, lang)('post', 'authentication', { json: { token, persistent: false } })
      // Logging in re-renders the app and ends this effect, so the navigation does not wait for it.
      .then(({ id }) => enterPortal(id, lang))
      .catch(() => navigate('/', { replace: true })) // the catalogue showed why (token.is.revoked)
      .finally(() => live && setFinished(token));
    return () => {
      live = false;
    };
  }, [token, lang]);
  return token !== null && finished !== token;
}

function UsernameForm({ onForgot }: { onForgot: () => void }) {
  const { t, lang } = useStandaloneTexts();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [touched, setTouched] = useState(false);
  const { busy, error, run, clearError, waitSeconds } = useServerAction();
  const userMissing = touched && !username.trim();
  const passMissing = touched && !password;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    clearError();
    if (!username.trim() || !password || waitSeconds) return;
    await run(async () => {
      const { id } = await apiFor(DEFAULT_API_BASE, lang)('post', 'authentication', { json: { username: username.trim(), password } }, { notify: false });
      await enterPortal(id, lang, { remember });
    });
  }

  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="login-title">
      <h2 id="login-title">{t('login.title')}</h2>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <TextField
        label={t('login.username')}
        name="username"
        type="text"
        autoComplete="username"
        required
        value={username}
        onValueChange={setUsername}
        error={userMissing ? t('login.required', { field: t('login.username').toLowerCase() }) : null}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
        error={passMissing ? t('login.required', { field: t('login.password').toLowerCase() }) : null}
      />
      <label className="checkbox">
        <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {t('login.remember')}
      </label>
      {/* Too many wrong passwords: the message says how long to wait, the button counts it down. */}
      <Button type="submit" busy={busy} disabled={waitSeconds > 0}>
        {waitSeconds ? t('login.waitButton', { time: waitClock(waitSeconds) }) : t('login.submit')}
      </Button>
      <Button variant="link" onClick={onForgot}>
        {t('password.forgotLink')}
      </Button>
    </form>
  );
}
