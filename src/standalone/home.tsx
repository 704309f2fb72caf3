/** Home when logged in: the start page depends on the user's applications (spec 1 §1). */
import type { AppData, PublicConfiguration } from '../contract/authentication.ts';
import { useApiQuery } from '../core/http/query.ts';
import { formatDateTime } from '../core/format/index.ts';
import { hasApplication } from '../core/session/permissions.ts';
import { Spinner, StateMessage } from '../core/ui/components.tsx';
import { useStandaloneTexts } from './texts.ts';
import { WorkflowStart } from './workflow.tsx';

export type HomeProps = {
  appData: AppData;
  /** The public configuration (the workflow start page needs its addresses); null: fetched when needed. */
  configuration?: PublicConfiguration | null;
};

/**
 * FSP: the welcome page with education content; else COMFLOW: the workflow application's start
 * page (its login and the redirect notice); else "Unknown application".
 */
export function Home({ appData, configuration = null }: HomeProps) {
  const { t } = useStandaloneTexts();
  if (hasApplication(appData, 'FSP')) return <Welcome />;
  if (hasApplication(appData, 'COMFLOW')) return <WorkflowStart configuration={configuration} />;
  return <StateMessage kind="empty" title={t('home.unknownApplication')} />;
}

function Welcome() {
  const { t, lang } = useStandaloneTexts();
  const query = useApiQuery('fsp/v1/page-content');
  if (query.status === 'loading') return <Spinner />;
  if (query.status === 'error') return <StateMessage kind="error" title={t('errors.loadFailed')} />;
  const page = query.data;
  return (
    <article className="welcome-page">
      <h1>{page.title}</h1>
      <p>{page.text}</p>
      <div className="welcome-columns">
        <LinkSection id="links-title" title={page.hyperlinkTitle || t('home.links')} links={page.hyperlinks} />
        <LinkSection id="files-title" title={page.fileTitle || t('home.files')} links={page.files} />
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

/** A titled list of links that open in a new tab; nothing when there are none. */
function LinkSection({ id, title, links }: { id: string; title: string; links: { id: number; url: string; name: string }[] }) {
  if (!links.length) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.id}>
            <a href={l.url} target="_blank" rel="noopener noreferrer">
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
