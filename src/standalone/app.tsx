/** The standalone portal: session start-up, the route table, and the shell around the elements. */
import { useEffect, useState } from 'react';
import type { PublicConfiguration } from '../contract/authentication.ts';
import { DEFAULT_API_BASE } from '../core/element/context.ts';
import { apiFor } from '../core/http/query.ts';
import { ApiFailure } from '../core/http/client.ts';
import { toLanguage } from '../core/i18n/index.ts';
import { initSession } from '../core/session/bootstrap.ts';
import { session, useSession } from '../core/session/store.ts';
import { FeedbackHost } from '../core/ui/feedback-host.tsx';
import { FspTag } from './fsp-element.tsx';
import { Home } from './home.tsx';
import { LoginPage } from './login.tsx';
import { ErrorPage, errorKindOf, FullScreenSpinner, type ErrorKind } from './pages.tsx';
import { createMatcher, navigate, rememberRequestedPath, useLocation } from './router.ts';
import { Shell } from './shell.tsx';
import { useStandaloneTexts } from './texts.ts';

/**
 * Logged-in routes that exist so far. The other routes of spec 1 §2 are added with their areas;
 * until then their paths show the not-found page, as any unknown path does.
 */
export const matchLoggedIn = createMatcher([
  { name: 'home', pattern: '/', match: 'exact' },
  { name: 'documents', pattern: '/documents/:folder?', match: 'exact' },
]);

/** Element modules, loaded when a route first needs them. */
const ELEMENT_MODULES = {
  'fsp-documents': () => import('../elements/documents/documents.element.ts'),
} as const;

function useElementModule(tag: keyof typeof ELEMENT_MODULES | null) {
  useEffect(() => {
    if (tag && !customElements.get(tag)) void ELEMENT_MODULES[tag]();
  }, [tag]);
}

export function App() {
  const { t, lang } = useStandaloneTexts();
  const { pathname, search } = useLocation();
  const initialized = useSession((s) => s.initialized);
  const sessionId = useSession((s) => s.sessionId);
  const appData = useSession((s) => s.appData);
  const [configuration, setConfiguration] = useState<PublicConfiguration | null>(null);
  const [initFailed, setInitFailed] = useState<ErrorKind | null>(null);
  const queryLang = toLanguage(search.get('lang'));

  useEffect(() => {
    if (queryLang) session.setLanguage(queryLang);
  }, [queryLang]);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = t('appTitle');
  }, [lang, t]);

  // Start-up: the session and the public configuration in parallel, not one after the other.
  useEffect(() => {
    const startLang = toLanguage(new URLSearchParams(location.search).get('lang')) ?? session.get().language;
    initSession(DEFAULT_API_BASE, startLang).catch((error: unknown) => setInitFailed(errorKindOf(error instanceof ApiFailure ? error.status : null)));
    apiFor(DEFAULT_API_BASE, startLang)<PublicConfiguration>('configuration', { notify: false }).then(setConfiguration, () => undefined);
  }, []);

  const loggedIn = Boolean(sessionId && appData);
  const match = loggedIn ? matchLoggedIn(pathname) : null;
  useElementModule(match?.name === 'documents' ? 'fsp-documents' : null);

  // Logged out: every path but home goes home, remembering what was asked for.
  useEffect(() => {
    if (initialized && !loggedIn && pathname !== '/') {
      rememberRequestedPath(pathname + (search.size ? `?${search.toString()}` : ''));
      navigate('/', { replace: true });
    }
  }, [initialized, loggedIn, pathname, search]);

  const feedbackHost = <FeedbackHost supportEmail={configuration?.contact.supportEmail} />;
  if (initFailed && !initialized) {
    return (
      <Shell appData={null} configuration={configuration}>
        <ErrorPage kind={initFailed} />
        {feedbackHost}
      </Shell>
    );
  }
  if (!initialized) {
    return (
      <>
        <FullScreenSpinner />
        {feedbackHost}
      </>
    );
  }

  let content;
  if (!loggedIn || !appData) content = <LoginPage configuration={configuration} />;
  else if (!match) content = <ErrorPage kind="notFound" />;
  else if (match.name === 'home') content = <Home appData={appData} />;
  else content = <FspTag tag="fsp-documents" attributes={{ folder: match.params.folder, lang }} />;

  return (
    <Shell appData={loggedIn ? appData : null} configuration={configuration}>
      {content}
      {feedbackHost}
    </Shell>
  );
}
