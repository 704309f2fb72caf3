/** Error pages of the shell: each with a description and a contact-support hint. */
import { useStandaloneTexts } from './texts.ts';

export type ErrorKind = 'notFound' | 'serverError' | 'noConnection' | 'notAllowed' | 'notAuthenticated';

/** Which error page a failed start-up call leads to. */
export function errorKindOf(status: number | null): Exclude<ErrorKind, 'notFound'> {
  if (status === null) return 'noConnection';
  if (status === 401) return 'notAuthenticated';
  if (status === 403) return 'notAllowed';
  return 'serverError';
}

/** @param home the link to the start page; off in embedded mode, whose pages have no start page */
export function ErrorPage({ kind, home = true }: { kind: ErrorKind; home?: boolean }) {
  const { t } = useStandaloneTexts();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{t(`pages.${kind}`)}</h1>
      <p>{t(`pages.${kind}Text`)}</p>
      <p>{t('pages.contactSupport')}</p>
      {home ? (
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
