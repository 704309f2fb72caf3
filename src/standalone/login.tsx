/** Home when logged out: the welcome block and the username-and-password form. */
import { useState, type FormEvent } from 'react';
import type { LoginResponse, PublicConfiguration } from '../contract/authentication.ts';
import { ApiFailure } from '../core/http/client.ts';
import { apiFor } from '../core/http/query.ts';
import { DEFAULT_API_BASE } from '../core/element/context.ts';
import { loadAppData } from '../core/session/bootstrap.ts';
import { session } from '../core/session/store.ts';
import { Button, TextField } from '../core/ui/components.tsx';
import { ForgotPasswordForm } from './password.tsx';
import { navigate, takeRequestedPath } from './router.ts';
import { useStandaloneTexts } from './texts.ts';

export function LoginPage({ configuration }: { configuration: PublicConfiguration | null }) {
  const { t } = useStandaloneTexts();
  const methods = configuration?.loginMethods ?? [];
  const [forgot, setForgot] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="login-page">
      <section className="welcome" aria-labelledby="welcome-title">
        <h1 id="welcome-title">{t('login.welcome')}</h1>
        <p>{t('login.intro')}</p>
      </section>
      {configuration && methods.length === 0 ? <p role="alert">{t('login.noMethod')}</p> : null}
      {methods.includes('LOGIN_FORM') ? (
        forgot ? (
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
        )
      ) : null}
    </div>
  );
}

function UsernameForm({ onForgot }: { onForgot: () => void }) {
  const { t, lang } = useStandaloneTexts();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const userMissing = touched && !username.trim();
  const passMissing = touched && !password;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    setError(null);
    if (!username.trim() || !password) return;
    setBusy(true);
    try {
      const { id } = await apiFor(DEFAULT_API_BASE, lang)<LoginResponse>('authentication', {
        method: 'post',
        json: { username: username.trim(), password },
        notify: false,
      });
      session.start(id, remember);
      await loadAppData(DEFAULT_API_BASE, lang);
      navigate(takeRequestedPath() ?? '/', { replace: true });
    } catch (err) {
      // The catalogue decided: OTSU002 clears silently, the others come with their text.
      if (err instanceof ApiFailure && err.reaction.kind === 'message') setError(err.reaction.text);
      setBusy(false);
    }
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
      <Button type="submit" busy={busy}>
        {t('login.submit')}
      </Button>
      <Button variant="link" onClick={onForgot}>
        {t('password.forgotLink')}
      </Button>
    </form>
  );
}
