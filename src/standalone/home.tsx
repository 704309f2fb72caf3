/** Home when logged in: the start page depends on the user's applications (spec 1 §1). */
import { useQuery } from '@tanstack/react-query';
import type { AppData, PublicConfiguration } from '../contract/authentication.ts';
import { DEFAULT_PAGE_KEY, pageContentQuery } from '../areas/page-content/page-content.ts';
import { useApiScope } from '../core/http/query.ts';
import { hasApplication } from '../core/session/permissions.ts';
import { Spinner, StateMessage } from '../core/ui/components.tsx';
import { QueryFailure } from '../core/ui/query-failure.tsx';
import { FspTag } from './fsp-element.tsx';
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

/**
 * The welcome page (spec 1, Education): the page content's title, text, hyperlinks and files, and
 * its educations in `<fsp-education>`. Both read the same query (src/areas/page-content), so the element
 * finds the page in the cache: one request, and a registration in the element updates it here too.
 */
export function Welcome() {
  const { t, lang } = useStandaloneTexts();
  const query = useQuery(pageContentQuery(useApiScope()));
  if (query.status === 'pending') return <Spinner />;
  if (query.status === 'error') {
    return <QueryFailure error={query.error} onRetry={() => void query.refetch()} title={t('home.loadFailed')} notLoggedInText={t('home.notLoggedInText')} />;
  }
  const page = query.data;
  return (
    <article className="welcome-page" aria-labelledby="welcome-page-title">
      <h1 id="welcome-page-title">{page.title}</h1>
      <PlainText text={page.text} />
      <div className="welcome-layout">
        {page.educations.length ? (
          <div className="welcome-main">
            <FspTag tag="fsp-education" attributes={{ 'page-key': DEFAULT_PAGE_KEY, lang }} />
          </div>
        ) : null}
        {page.hyperlinks.length || page.files.length ? (
          <div className="welcome-side">
            <LinkSection id="links-title" title={page.hyperlinkTitle || t('home.links')} links={page.hyperlinks} newTab={t('home.opensInNewTab')} />
            <LinkSection id="files-title" title={page.fileTitle || t('home.files')} links={page.files} newTab={t('home.opensInNewTab')} />
          </div>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The page's text as plain text, never as HTML: a blank line starts a new paragraph, and a single
 * line break is kept as one (white-space: pre-line).
 */
function PlainText({ text }: { text: string }) {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!paragraphs.length) return null;
  return (
    <div className="welcome-text">
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/**
 * A link of the content, if it is one a page may follow: a web or mail address, or a path of this
 * site. Anything else (a `javascript:` address) is shown as text, never as a link.
 */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url, location.href);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** A titled list of links that open in a new tab; nothing when there are none. */
function LinkSection({ id, title, links, newTab }: { id: string; title: string; links: { id: number; url: string; name: string }[]; newTab: string }) {
  if (!links.length) return null;
  return (
    <section className="welcome-links" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((l) => {
          const href = safeHref(l.url);
          return (
            <li key={l.id}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {l.name}
                  <span className="fsp-visually-hidden"> {newTab}</span>
                </a>
              ) : (
                l.name
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
