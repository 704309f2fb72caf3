/** Error pages of the shell: each with a description and a contact-support hint. */
import { useStandaloneTexts } from './texts.ts';

export function ErrorPage({ kind }: { kind: 'notFound' | 'serverError' }) {
  const { t } = useStandaloneTexts();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{t(`pages.${kind}`)}</h1>
      <p>{t(`pages.${kind}Text`)}</p>
      <p>{t('pages.contactSupport')}</p>
      <p>
        <a href="/">{t('pages.toHome')}</a>
      </p>
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
