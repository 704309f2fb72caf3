/** Error pages of the shell: each with a description and a contact-support hint. */
import { useState } from 'react';
import { DEFAULT_API_BASE } from '../core/element/context.ts';
import { logout } from '../core/session/bootstrap.ts';
import { Button } from '../core/ui/components.tsx';
import { navigate } from './router.ts';
import { useStandaloneTexts } from './texts.ts';

/**
 * serverErrorLogin: spec 1 §8's "server error with a variant asking the user to log in again": a
 * session that a server error left unusable (its app data could not be loaded at start-up).
 */
export type ErrorKind = 'notFound' | 'serverError' | 'serverErrorLogin' | 'noConnection' | 'notAllowed' | 'notAuthenticated';

/**
 * Which error page the start-up's failed app-data call leads to: with a session (the only case
 * that calls), a server error (not 503, which the reconnect dialog waits out) asks to log in again.
 */
export function startErrorKindOf(status: number | null): Exclude<ErrorKind, 'notFound'> {
  return status !== null && status >= 500 && status !== 503 ? 'serverErrorLogin' : errorKindOf(status);
}

/** Which error page a failed start-up call leads to. */
export function errorKindOf(status: number | null): Exclude<ErrorKind, 'notFound'> {
  if (status === null) return 'noConnection';
  if (status === 401) return 'notAuthenticated';
  if (status === 403) return 'notAllowed';
  return 'serverError';
}

/** @param home the link to the start page; off in embedded mode, whose pages have no start page */
export function ErrorPage({ kind, home = true }: { kind: ErrorKind; home?: boolean }) {
  const { t, lang } = useStandaloneTexts();
  const [leaving, setLeaving] = useState(false);
  // Log in again: the session ended (on the server when it can still answer, here in any case); logged out, the app shows the login page.
  const logInAgain = () => {
    setLeaving(true);
    void logout(DEFAULT_API_BASE, lang, { force: true })
      .catch(() => undefined)
      .finally(() => navigate('/', { replace: true }));
  };
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{t(`pages.${kind}`)}</h1>
      <p>{t(`pages.${kind}Text`)}</p>
      <p>{t('pages.contactSupport')}</p>
      {kind === 'serverErrorLogin' ? (
        <p>
          <Button busy={leaving} onClick={logInAgain}>
            {t('pages.logInAgain')}
          </Button>
        </p>
      ) : home ? (
        <p>
          <a href="/">{t('pages.toHome')}</a>
        </p>
      ) : null}
    </section>
  );
}

export function FullScreenSpinner() {
  const { t } = useStandaloneTexts();
  return (
    <div className="fullscreen-spinner fsp-spinner" role="status" aria-live="polite">
      {t('loading')}
    </div>
  );
}
