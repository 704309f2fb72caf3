/**
 * The standalone portal: session start-up, the logged-out pages (login, password reset, mobile ID,
 * the OpenID callback) and, once there is a session, the logged-in part (logged-in.tsx: the route
 * table, the menu and the home page), a chunk of its own that the login page does not load.
 */
import { useEffect, useState } from 'react';
import { DEFAULT_API_BASE } from '../core/element/context.ts';
import { useConfiguration } from '../core/http/public-configuration.ts';
import { ApiFailure } from '../core/http/client.ts';
import { lazyPart } from '../core/element/lazy-part.tsx';
import { toLanguage } from '../core/i18n/index.ts';
import { initSession } from '../core/session/bootstrap.ts';
import { session, useSession } from '../core/session/store.ts';
import { FeedbackHost } from '../core/ui/feedback-host.tsx';
import { LoginPage, MobileIdPage, useTokenLogin } from './login.tsx';
import { OpenIdCallbackPage } from './open-id.tsx';
import { OPEN_ID_CALLBACK_PATH } from '../contract/constants.ts';
import { useSessionKind } from './embedded-session.ts';
import { ResetPasswordPage } from './password.tsx';
import { ErrorPage, FullScreenSpinner, startErrorKindOf, type ErrorKind } from './pages.tsx';
import { createMatcher, navigate, rememberRequestedPath, useLocation } from './router.ts';
import { Shell } from './shell.tsx';
import { usePageLanguage, useStandaloneTexts } from './texts.ts';

/** The logged-in part's chunk: asked for as soon as there is a session id, beside the app data. */
const LoggedIn = lazyPart(() => import('./logged-in.tsx').then((m) => m.LoggedIn));

/** Logged-out routes; every other path goes to home, remembering what was asked for. */
export const matchLoggedOut = createMatcher([
  { name: 'home', pattern: '/', match: 'exact' },
  { name: 'reset', pattern: '/password/reset', match: 'exact' },
  { name: 'register', pattern: '/account/register', match: 'exact' },
  { name: 'mobileId', pattern: '/mobile-id-login', match: 'exact' },
  { name: 'openIdCallback', pattern: OPEN_ID_CALLBACK_PATH, match: 'exact' },
]);

export function App() {
  const { lang } = useStandaloneTexts();
  const { pathname, search } = useLocation();
  const initialized = useSession((s) => s.initialized);
  const sessionId = useSession((s) => s.sessionId);
  const appData = useSession((s) => s.appData);
  const sessionKind = useSessionKind(sessionId, DEFAULT_API_BASE);
  // One cached query, shared with the feedback hosts of the elements on the page (public-configuration.ts).
  const configuration = useConfiguration(DEFAULT_API_BASE) ?? null;
  const [initFailed, setInitFailed] = useState<ErrorKind | null>(null);
  const queryLang = toLanguage(search.get('lang'));

  usePageLanguage(queryLang, true);

  // A session (a stored one found at start-up, or a login's): its part of the portal loads beside its app data.
  useEffect(() => {
    if (sessionId) void LoggedIn.preload();
  }, [sessionId]);

  // Start-up: the session, in parallel with the public configuration (its query starts above).
  useEffect(() => {
    const startLang = toLanguage(new URLSearchParams(location.search).get('lang')) ?? session.get().language;
    initSession(DEFAULT_API_BASE, startLang).catch((error: unknown) => setInitFailed(startErrorKindOf(error instanceof ApiFailure ? error.status : null)));
  }, []);

  const loggedIn = Boolean(sessionId && appData);
  const loggedOutMatch = !loggedIn ? matchLoggedOut(pathname) : null;
  const loginToken = !loggedIn ? search.get('loginToken') : null;
  // A token logs in once the language asked for shows (its texts load first): a refusal is said in it.
  const languageComing = queryLang !== null && queryLang !== lang;
  const tokenLogin = useTokenLogin(initialized && !languageComing ? loginToken : null, lang) || (loginToken !== null && languageComing);

  // Logged in on a logged-out-only page (the mobile-ID page once it has logged in): home.
  useEffect(() => {
    if (loggedIn && pathname === '/mobile-id-login') navigate('/', { replace: true });
  }, [loggedIn, pathname]);
  // The OpenID callback goes on to the remembered page itself once it has logged in.
  const finishingOpenId = loggedIn && pathname === OPEN_ID_CALLBACK_PATH;

  // Logged out: every path but home goes home, remembering what was asked for.
  useEffect(() => {
    if (initialized && !loggedIn && !matchLoggedOut(pathname)) {
      rememberRequestedPath(pathname + (search.size ? `?${search.toString()}` : ''));
      navigate('/', { replace: true });
    }
  }, [initialized, loggedIn, pathname, search]);

  const feedbackHost = <FeedbackHost supportEmail={configuration?.contact.supportEmail} />;
  const spinner = (
    <>
      <FullScreenSpinner />
      {feedbackHost}
    </>
  );
  if (initFailed && !initialized) {
    return (
      <Shell configuration={configuration}>
        <ErrorPage kind={initFailed} />
        {feedbackHost}
      </Shell>
    );
  }
  if (!initialized || tokenLogin || finishingOpenId) return spinner;

  if (loggedIn && appData) {
    // The logged-in part's chunk, loading since the session id came (usually there before the app data).
    return <LoggedIn fallback={spinner} appData={appData} sessionKind={sessionKind} configuration={configuration} feedbackHost={feedbackHost} />;
  }

  let content;
  if (loggedOutMatch?.name === 'reset') content = <ResetPasswordPage token={search.get('resettoken')} />;
  else if (loggedOutMatch?.name === 'mobileId') content = <MobileIdPage configuration={configuration} />;
  else if (loggedOutMatch?.name === 'openIdCallback') content = <OpenIdCallbackPage search={search} lang={lang} />;
  else content = <LoginPage configuration={configuration} />;
  return (
    <Shell configuration={configuration}>
      {content}
      {feedbackHost}
    </Shell>
  );
}
