/** Home when logged in: the start page depends on the user's applications (spec 1 §1). */
import type { AppData } from '../contract/authentication.ts';
import type { PageContent } from '../contract/page-content.ts';
import { useApiQuery } from '../core/http/query.ts';
import { formatDateTime } from '../core/format/index.ts';
import { hasApplication } from '../core/session/permissions.ts';
import { Spinner, StateMessage } from '../core/ui/components.tsx';
import { useStandaloneTexts } from './texts.ts';

export function Home({ appData }: { appData: AppData }) {
  const { t } = useStandaloneTexts();
  if (!hasApplication(appData, 'FSP')) {
    return <StateMessage kind="empty" title={t('home.unknownApplication')} />;
  }
  return <Welcome />;
}

function Welcome() {
  const { t, lang } = useStandaloneTexts();
  const query = useApiQuery<PageContent>('fsp/v1/page-content');
  if (query.status === 'loading') return <Spinner />;
  if (query.status === 'error') return <StateMessage kind="error" title={t('errors.loadFailed')} />;
  const page = query.data;
  return (
    <article className="welcome-page">
      <h1>{page.title}</h1>
      <p>{page.text}</p>
      <div className="welcome-columns">
        {page.hyperlinks.length ? (
          <section aria-labelledby="links-title">
            <h2 id="links-title">{page.hyperlinkTitle || t('home.links')}</h2>
            <ul>
              {page.hyperlinks.map((l) => (
                <li key={l.id}>
                  <a href={l.url} target="_blank" rel="noopener noreferrer">
                    {l.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {page.files.length ? (
          <section aria-labelledby="files-title">
            <h2 id="files-title">{page.fileTitle || t('home.files')}</h2>
            <ul>
              {page.files.map((f) => (
                <li key={f.id}>
                  <a href={f.url} target="_blank" rel="noopener noreferrer">
                    {f.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {page.educations.length ? (
          <section aria-labelledby="educations-title">
            <h2 id="educations-title">{t('home.educations')}</h2>
            <ul>
              {page.educations.map((e) => (
                <li key={e.id}>
                  <strong>{e.title}</strong>
                  <p>{e.description}</p>
                  <ul>
                    {e.educationOccasions.map((o) => (
                      <li key={o.id}>
                        <time dateTime={o.startDateTime}>{formatDateTime(o.startDateTime, lang)}</time> ({o.currentNumberOfAttendees}/{o.maxNumberOfAttendees})
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}
