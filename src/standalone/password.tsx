/** Forgot password (on the login page) and the reset page reached from the mailed link. */
import { useState, type FormEvent } from 'react';
import { DEFAULT_API_BASE } from '../core/element/context.ts';
import { ApiFailure } from '../core/http/client.ts';
import { useServerAction, waitClock } from '../core/http/server-action.ts';
import { useQuery } from '@tanstack/react-query';
import { passwordPolicyQuery } from '../core/http/password-policy.ts';
import { apiFor, useApiScope } from '../core/http/query.ts';
import { Button, Spinner, StateMessage, TextField } from '../core/ui/components.tsx';
import { NewPasswordFields, newPasswordReady } from '../core/ui/password-checklist.tsx';
import { feedback } from '../core/ui/feedback.ts';
import { navigate } from './router.ts';
import { useStandaloneTexts } from './texts.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Username (an e-mail) and a reset button; a 401 counts as success (spec 1 §7). */
export function ForgotPasswordForm({ onDone }: { onDone: (message: string) => void }) {
  const { t, lang } = useStandaloneTexts();
  const [username, setUsername] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, error, run, waitSeconds } = useServerAction();
  const invalid = !EMAIL.test(username.trim());

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (invalid || waitSeconds) return;
    await run(async () => {
      try {
        const { message } = await apiFor(DEFAULT_API_BASE, lang)('post', 'password', { json: { username: username.trim() } }, { notify: false });
        onDone(message || t('password.linkSent'));
      } catch (failure) {
        if (failure instanceof ApiFailure && failure.status === 401) onDone(t('password.linkSent'));
        else throw failure; // shown in the form (too many requests: how long to wait)
      }
    });
  }

  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="forgot-title">
      <h2 id="forgot-title">{t('password.forgotTitle')}</h2>
      <p>{t('password.forgotIntro')}</p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <TextField
        label={t('login.username')}
        name="username"
        type="email"
        autoComplete="username"
        required
        value={username}
        onValueChange={setUsername}
        error={touched && invalid ? t('password.emailRequired') : null}
      />
      <div className="form-actions">
        <Button variant="secondary" onClick={() => onDone('')}>
          {t('cancel')}
        </Button>
        <Button type="submit" busy={busy} disabled={waitSeconds > 0}>
          {waitSeconds ? t('login.waitButton', { time: waitClock(waitSeconds) }) : t('password.sendLink')}
        </Button>
      </div>
    </form>
  );
}

/** /password/reset?resettoken=…: a new password twice, the rules live; then back to the start page. */
export function ResetPasswordPage({ token }: { token: string | null }) {
  const { t, lang } = useStandaloneTexts();
  const policy = useQuery(passwordPolicyQuery(useApiScope()));
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { busy, error, run } = useServerAction();
  if (!token || !/^[0-9a-f]{64}$/.test(token)) {
    return <StateMessage kind="error" title={t('password.resetTitle')} text={t('password.badLink')} action={<a href="/">{t('pages.toHome')}</a>} />;
  }
  if (policy.status === 'pending') return <Spinner />;
  if (policy.status === 'error') return <StateMessage kind="error" title={t('errors.loadFailed')} action={<Button variant="secondary" onClick={() => void policy.refetch()}>{t('retry')}</Button>} />;
  const ready = newPasswordReady(policy.data, password, repeat);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready) return;
    await run(async () => {
      const { message } = await apiFor(DEFAULT_API_BASE, lang)('put', 'password', { json: { ...(token ? { token } : {}), password, passwordRepeat: repeat } }, { notify: false });
      // Spec 1: the server's message is shown and the user returns to the start page (the token
      // leaves the address bar and history with it).
      feedback.snack(message, 'success');
      navigate('/', { replace: true });
    });
  }

  return (
    <form className="login-form reset-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="reset-title">
      <h1 id="reset-title">{t('password.resetTitle')}</h1>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <NewPasswordFields policy={policy.data} password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} />
      <Button type="submit" busy={busy} disabled={!ready}>
        {t('password.save')}
      </Button>
    </form>
  );
}
