/** The standalone portal: session start-up, the route table, and the shell around the elements. */
import { useEffect, useState } from 'react';
import { DEFAULT_API_BASE } from '../core/element/context.ts';
import { useConfiguration } from '../core/http/public-configuration.ts';
import { ApiFailure } from '../core/http/client.ts';
import { toLanguage } from '../core/i18n/index.ts';
import { initSession } from '../core/session/bootstrap.ts';
import { session, useSession } from '../core/session/store.ts';
import { FeedbackHost } from '../core/ui/feedback-host.tsx';
import { FspTag } from './fsp-element.tsx';
import { Home } from './home.tsx';
import { LoginPage, MobileIdPage, useTokenLogin } from './login.tsx';
import { OpenIdCallbackPage } from './open-id.tsx';
import { OPEN_ID_CALLBACK_PATH } from '../contract/constants.ts';
import { AccessMessage } from './access-message.tsx';
import { embeddedSessionGate } from './embedded.tsx';
import { useSessionKind } from './embedded-session.ts';
import { ResetPasswordPage } from './password.tsx';
import { ErrorPage, errorKindOf, FullScreenSpinner, type ErrorKind } from './pages.tsx';
import { createMatcher, navigate, rememberRequestedPath, useLocation } from './router.ts';
import { Shell } from './shell.tsx';
import { MY_PAGES_DEFAULT, taskListTarget, taskTarget, baseStorageProductTarget, fixedAssetTarget, inventorySearchTarget, stockBalanceTarget, inventoryCountTarget, receiveTarget, receiveWizardTarget, catalogueAttributes, clientsSearch, clientTarget, deviationListTarget, deviationTarget, fittingListTarget, fittingTarget, matchLoggedIn, messagesTarget, orderListTarget, productTarget, cartTarget, wizardTarget, orderTarget, isWizardRoute, WIZARD_ROUTES } from './route-table.ts';
import { Redirect } from './redirect.tsx';
import { usePageLanguage, useStandaloneTexts } from './texts.ts';

export { matchLoggedIn } from './route-table.ts';

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
  const { pathname, search, state } = useLocation();
  const initialized = useSession((s) => s.initialized);
  const sessionId = useSession((s) => s.sessionId);
  const appData = useSession((s) => s.appData);
  const sessionKind = useSessionKind(sessionId, DEFAULT_API_BASE);
  // One cached query, shared with the feedback hosts of the elements on the page (public-configuration.ts).
  const configuration = useConfiguration(DEFAULT_API_BASE) ?? null;
  const [initFailed, setInitFailed] = useState<ErrorKind | null>(null);
  const queryLang = toLanguage(search.get('lang'));

  usePageLanguage(queryLang, true);

  // Start-up: the session, in parallel with the public configuration (its query starts above).
  useEffect(() => {
    const startLang = toLanguage(new URLSearchParams(location.search).get('lang')) ?? session.get().language;
    initSession(DEFAULT_API_BASE, startLang).catch((error: unknown) => setInitFailed(errorKindOf(error instanceof ApiFailure ? error.status : null)));
  }, []);

  const loggedIn = Boolean(sessionId && appData);
  const match = loggedIn ? matchLoggedIn(pathname) : null;
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
  // An embedded session sees only the embedded routes (src/standalone/embedded.tsx): here, not allowed.
  const embeddedGate = embeddedSessionGate(Boolean(sessionId && appData), sessionKind, feedbackHost);
  if (embeddedGate) return embeddedGate;
  if (initFailed && !initialized) {
    return (
      <Shell appData={null} configuration={configuration}>
        <ErrorPage kind={initFailed} />
        {feedbackHost}
      </Shell>
    );
  }
  if (!initialized || tokenLogin || finishingOpenId) {
    return (
      <>
        <FullScreenSpinner />
        {feedbackHost}
      </>
    );
  }

  let content;
  if (!loggedIn || !appData) {
    if (loggedOutMatch?.name === 'reset') content = <ResetPasswordPage token={search.get('resettoken')} />;
    else if (loggedOutMatch?.name === 'mobileId') content = <MobileIdPage configuration={configuration} />;
    else if (loggedOutMatch?.name === 'openIdCallback') content = <OpenIdCallbackPage search={search} lang={lang} />;
    else content = <LoginPage configuration={configuration} />;
  }
  else if (appData.accessMessage) content = <AccessMessage message={appData.accessMessage} />;
  else if (!match) content = <ErrorPage kind="notFound" />;
  else if (match.name === 'home') content = <Home appData={appData} configuration={configuration} />;
  else if (match.name === 'documents') content = <FspTag tag="fsp-documents" attributes={{ folder: match.params.folder, lang }} />;
  else if (match.name === 'messages') {
    const target = messagesTarget(match.params, search);
    if (target.kind === 'redirect') content = <Redirect to={target.to} />;
    else if (target.kind === 'notFound') content = <ErrorPage kind="notFound" />;
    else content = <FspTag tag="fsp-messages" attributes={{ ...target.attributes, lang }} />;
  }
  else if (match.name === 'clients') content = <FspTag tag="fsp-clients" attributes={{ ...clientsSearch(search), lang }} />;
  else if (match.name === 'client') {
    const target = clientTarget(match.params, search);
    if (target.kind === 'redirect') content = <Redirect to={target.to} />;
    else if (target.kind === 'notFound') content = <ErrorPage kind="notFound" />;
    else content = <FspTag tag="fsp-client" attributes={{ ...target.attributes, lang }} />;
  }
  else if (match.name === 'products') content = <FspTag tag="fsp-product-catalogue" attributes={{ ...catalogueAttributes(search), lang }} />;
  else if (match.name === 'product') {
    const target = productTarget(match.params, search);
    content = target.kind === 'notFound' ? <ErrorPage kind="notFound" /> : <FspTag tag="fsp-product" attributes={{ ...target.attributes, lang }} />;
  }
  else if (isWizardRoute(match.name)) {
    const target = wizardTarget(WIZARD_ROUTES[match.name], match.params, search, state);
    content = target.kind === 'notFound' ? <ErrorPage kind="notFound" /> : <FspTag tag="fsp-order-wizard" attributes={{ ...target.attributes, lang }} />;
  }
  else if (match.name === 'cart' || match.name === 'orderSent') {
    const target = cartTarget(match.name, match.params, search);
    content = target.kind === 'notFound' ? <ErrorPage kind="notFound" /> : <FspTag tag="fsp-cart" attributes={{ ...target.attributes, lang }} />;
  }
  else if (match.name === 'myFittings') content = <FspTag tag="fsp-fittings" attributes={{ ...fittingListTarget(search), lang }} />;
  else if (match.name === 'orders' || match.name === 'myOrders') content = <FspTag tag="fsp-orders" attributes={{ ...orderListTarget(match.name, search), lang }} />;
  else if (match.name === 'order' || match.name === 'myOrder') {
    const target = orderTarget(match.name, match.params);
    content = target.kind === 'notFound' ? <ErrorPage kind="notFound" /> : <FspTag tag="fsp-order" attributes={{ ...target.attributes, lang }} />;
  }
  else if (match.name === 'fitting') {
    const target = fittingTarget(match.params);
    content = target.kind === 'notFound' ? <ErrorPage kind="notFound" /> : <FspTag tag="fsp-fitting" attributes={{ ...target.attributes, lang }} />;
  }
  else if (match.name === 'deviation') content = <FspTag tag="fsp-deviation-report" attributes={{ lang }} />;
  else if (match.name === 'myDeviations') content = <FspTag tag="fsp-deviations" attributes={{ ...deviationListTarget(search), lang }} />;
  else if (match.name === 'myDeviation') {
    const target = deviationTarget(match.params);
    if (target.kind === 'redirect') content = <Redirect to={target.to} />;
    else if (target.kind === 'notFound') content = <ErrorPage kind="notFound" />;
    else content = <FspTag tag="fsp-deviation" attributes={{ ...target.attributes, lang }} />;
  }
  else if (match.name === 'myPages') content = <Redirect to={MY_PAGES_DEFAULT} />;
  else if (match.name === 'workList' || match.name === 'myTasks') content = <FspTag tag="fsp-work-list" attributes={{ ...taskListTarget(match.name, search), lang }} />;
  else if (match.name === 'workListTask' || match.name === 'myTask') {
    const target = taskTarget(match.name, match.params, search);
    content = target.kind === 'notFound' ? <ErrorPage kind="notFound" /> : <FspTag tag="fsp-task" attributes={{ ...target.attributes, lang }} />;
  }
  else if (match.name === 'baseStorages') content = <FspTag tag="fsp-stock-balance" attributes={{ ...stockBalanceTarget(search), lang }} />;
  else if (match.name === 'baseStorageInventory') content = <FspTag tag="fsp-inventory-count" attributes={{ ...inventoryCountTarget(search), lang }} />;
  else if (match.name === 'baseStorageProduct') {
    const target = baseStorageProductTarget(match.params, search);
    content = target.kind === 'notFound' ? <ErrorPage kind="notFound" /> : <FspTag tag="fsp-product" attributes={{ ...target.attributes, lang }} />;
  }
  else if (match.name === 'baseStorageFixedAsset' || match.name === 'inventory') {
    const target = fixedAssetTarget(match.params, search);
    content = target.kind === 'notFound' ? <ErrorPage kind="notFound" /> : <FspTag tag="fsp-fixed-asset" attributes={{ ...target.attributes, lang }} />;
  }
  else if (match.name === 'inventories') content = <FspTag tag="fsp-inventory-search" attributes={{ ...inventorySearchTarget(search), lang }} />;
  else if (match.name === 'receiveDelivery') content = <FspTag tag="fsp-receive-delivery" attributes={{ ...receiveTarget(search, state), lang }} />;
  else if (match.name === 'receiveDeliveryOrder') {
    const target = receiveWizardTarget(match.params, state);
    content = target.kind === 'notFound' ? <ErrorPage kind="notFound" /> : <FspTag tag="fsp-receive-delivery" attributes={{ ...target.attributes, lang }} />;
  }
  else content = <FspTag tag="fsp-profile" attributes={{ tab: match.name, lang }} />;

  return (
    <Shell appData={loggedIn ? appData : null} configuration={configuration}>
      {content}
      {feedbackHost}
    </Shell>
  );
}
