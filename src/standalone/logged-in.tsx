/**
 * The logged-in part of the portal: a chunk of its own (app.tsx loads it with React.lazy once there
 * is a session), so the login page loads neither the route table, the areas' route rules it
 * imports, the menu nor the home page. Here: an embedded session's refusal, the route table's
 * match and the element each route shows, in the logged-in shell.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { AppData, PublicConfiguration } from '../contract/authentication.ts';
import type { SessionKind } from '../contract/sessions.ts';
import { useApiScope } from '../core/http/query.ts';
import { FspTag } from './fsp-element.tsx';
import { Home } from './home.tsx';
import { AccessMessage } from './access-message.tsx';
import { embeddedSessionGate } from './embedded.tsx';
import { ErrorPage } from './pages.tsx';
import { onNavigation, useLocation } from './router.ts';
import { LoggedInShell } from './logged-in-shell.tsx';
import { MY_PAGES_DEFAULT, taskListTarget, taskTarget, baseStorageProductTarget, fixedAssetTarget, inventorySearchTarget, stockBalanceTarget, inventoryCountTarget, receiveTarget, receiveWizardTarget, catalogueAttributes, clientsSearch, clientTarget, deviationListTarget, deviationTarget, fittingListTarget, fittingTarget, matchLoggedIn, messagesTarget, orderListTarget, productTarget, cartTarget, wizardTarget, orderTarget, isWizardRoute, WIZARD_ROUTES } from './route-table.ts';
import { prefetchLocation } from './prefetch.ts';
import { Redirect } from './redirect.tsx';
import { useStandaloneTexts } from './texts.ts';

/** @param sessionKind the server's word on the session (app.tsx asks with the app data): null while it is not known */
export type LoggedInProps = { appData: AppData; sessionKind: SessionKind | null; configuration: PublicConfiguration | null; feedbackHost: ReactNode };

export function LoggedIn({ appData, sessionKind, configuration, feedbackHost }: LoggedInProps) {
  const { lang } = useStandaloneTexts();
  const { pathname, search, state } = useLocation();
  const queryClient = useQueryClient();
  const scope = useApiScope();
  // An embedded session sees only the embedded routes (src/standalone/embedded.tsx): here, not allowed.
  const embeddedGate = embeddedSessionGate(true, sessionKind, feedbackHost);
  // A move's first data: asked for as the location changes (before this renders the new route), and
  // here for the path the page was loaded at (each query once: prefetch.ts). Not for a session
  // refused here, nor behind an access message.
  const prefetching = !embeddedGate && !appData.accessMessage;
  useEffect(
    () => (prefetching ? onNavigation(() => prefetchLocation(queryClient, scope, location.pathname, new URLSearchParams(location.search), lang)) : undefined),
    [prefetching, queryClient, scope, lang],
  );
  if (embeddedGate) return embeddedGate;
  if (prefetching) prefetchLocation(queryClient, scope, pathname, search, lang);
  const match = matchLoggedIn(pathname);

  let content;
  if (appData.accessMessage) content = <AccessMessage message={appData.accessMessage} />;
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
    const target = fittingTarget(match.params, search);
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
    <LoggedInShell appData={appData} configuration={configuration}>
      {content}
      {feedbackHost}
    </LoggedInShell>
  );
}
