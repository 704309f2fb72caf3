/**
 * Root component of <fsp-client> (spec 2 §2 Client search, Client sub-pages): the client is loaded
 * first; without the user's authorization for the client's municipality (403
 * NOT_AUTHORIZED_TO_MUNICIPALITY) an error dialog says so and nothing of the client is shown.
 * Otherwise the breadcrumbs (from the search: Start > Client search > name; from the receiver
 * menu: Start > name), the header (first name, surname, identity number yyyymmdd-nnnn), the tabs
 * and the tab's sub-page, which gets the loaded client (ClientTabProps).
 *
 * One dependency only: a sub-page mounts, and starts its own queries, once the client has answered,
 * so no sub-page call is made for a client the user may not see (each would answer 403 too). The
 * holdings, tasks and history pages are loaded when their tab is first shown (their code is the
 * larger part of the element).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ComponentType } from 'react';
import { clientQuery } from '../../areas/clients/clients.ts';
import { clientTimelineQuery } from '../../areas/timeline/queries.ts';
import type { Client as ClientData } from '../../contract/clients.ts';
import { formatDate, formatIdentityNumber } from '../../core/format/index.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useLanguage, useTexts } from '../../core/i18n/index.ts';
import { CLIENT_TABS, routes, type ClientTab } from '../../core/routes.ts';
import { Breadcrumbs, Button, HiddenTitle, PageLoading, Spinner, StateMessage, type Crumb } from '../../core/ui/components.tsx';
import { Dialog } from '../../core/ui/dialog.tsx';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { Tabs } from '../../core/ui/tabs.tsx';
import { Addresses } from './components/addresses.tsx';
import { Contacts } from './components/contacts.tsx';
import { failureCode } from './components/failure.ts';
import { Info } from './components/info.tsx';
import { ClientOrders } from './components/orders.tsx';
import { ClientTimelineTab, preloadClientStory } from './components/timeline.tsx';
import { pathOf, toTab, useNavigate, type ClientLocation } from './components/navigation.ts';
import type { ClientTabProps } from './components/tab-props.ts';
import { NS } from './ns.ts';
import { attributeId } from '../../contract/shared/query-id.ts';
import { lazyPart } from '../../core/element/lazy-part.tsx';

const Holdings = lazyPart(() => import('./components/holdings/holdings.tsx').then((m) => m.Holdings), { fallback: <Spinner /> });
const Tasks = lazyPart(() => import('./components/tasks.tsx').then((m) => m.Tasks), { fallback: <Spinner /> });
const HoldingTransactions = lazyPart(() => import('./components/holding-transactions.tsx').then((m) => m.HoldingTransactions), { fallback: <Spinner /> });

/** The sub-page of each tab. */
const PAGES: Record<ClientTab, ComponentType<ClientTabProps>> = {
  info: Info,
  holdings: Holdings,
  addresses: Addresses,
  contacts: Contacts,
  tasks: Tasks,
  orders: ClientOrders,
  'holding-transactions': HoldingTransactions,
  timeline: ClientTimelineTab,
};

export type ClientProps = { client: number | null; tab: string | null; holding: number | null; task: number | null; from: string | null; ordersQuery: string | null };

export function Client(props: ClientProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const id = attributeId(props.client);
  const tab = toTab(props.tab);
  const detail = tab === 'holdings' ? attributeId(props.holding) : tab === 'tasks' ? attributeId(props.task) : null;
  const location: ClientLocation | null = id ? { client: id, tab, detail, from: props.from === 'receiver' ? 'receiver' : null } : null;
  return (
    <section className="client" part="container" aria-labelledby={titleId}>
      {location ? (
        <ClientPage key={location.client} location={location} titleId={titleId} ordersQuery={props.ordersQuery} />
      ) : (
        <>
          <HiddenTitle id={titleId}>{t('title')}</HiddenTitle>
          <StateMessage kind="empty" title={t('noClient')} text={t('noClientText')} />
        </>
      )}
    </section>
  );
}

function ClientPage({ location, titleId, ordersQuery }: { location: ClientLocation; titleId: string; ordersQuery: string | null }) {
  const { t } = useTexts(NS);
  const navigate = useNavigate();
  const scope = useApiScope();
  const query = useQuery(clientQuery(scope, location.client));
  // The Timeline tab's story asks beside the client, and its part's code and texts come meanwhile:
  // not one after the other once the client has come (issue 41: first entries within 300 ms at 4x).
  // In the render, as usePrefetchInfiniteQuery does (each asks once): an effect would wait for the
  // first commit's layout and paint.
  const queryClient = useQueryClient();
  const lang = useLanguage();
  if (location.tab === 'timeline') {
    const options = clientTimelineQuery(scope, location.client);
    if (!queryClient.getQueryState(options.queryKey)) void queryClient.prefetchInfiniteQuery(options);
    void preloadClientStory(lang);
  }
  const crumbs = (name: string | null): Crumb[] => [
    { label: t('home'), href: routes.home(), onNavigate: () => navigate(routes.home()) },
    ...(location.from === 'receiver' ? [] : [{ label: t('search'), href: routes.clients(), onNavigate: () => navigate(routes.clients()) }]),
    ...(name ? [{ label: name }] : []),
  ];
  const hiddenTitle = <HiddenTitle id={titleId}>{t('title')}</HiddenTitle>;

  if (query.status === 'pending') return <PageLoading titleId={titleId} title={t('title')} />;
  if (query.status === 'error') {
    const error = query.error;
    const code = failureCode(error);
    let body;
    if (code === 'NOT_AUTHORIZED_TO_MUNICIPALITY') {
      body = <NotAuthorized text={t('errors.NOT_AUTHORIZED_TO_MUNICIPALITY')} onSearch={() => navigate(routes.clients())} />;
    } else if (error instanceof ApiFailure && error.status === 404 && error.reaction.kind === 'message') {
      body = <StateMessage kind="empty" title={t('notFound')} text={t('notFoundText')} />;
    } else {
      body = <QueryFailure error={error} onRetry={() => void query.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
    }
    return (
      <>
        <Breadcrumbs label={t('breadcrumbs')} items={crumbs(null)} />
        {hiddenTitle}
        {body}
      </>
    );
  }

  const client = query.data;
  const name = `${client.firstName} ${client.surname}`;
  const Page = PAGES[location.tab];
  const tabProps: ClientTabProps = {
    client,
    detail: location.detail,
    onDetail: (detail) => navigate(pathOf({ ...location, detail })),
    onNavigate: navigate,
    ordersQuery,
  };
  return (
    <>
      <Breadcrumbs label={t('breadcrumbs')} items={crumbs(name)} />
      <ClientHeader client={client} titleId={titleId} />
      <Tabs
        label={t('tabs')}
        items={CLIENT_TABS.map((k) => ({ id: k, label: t(`tab.${k}`), href: pathOf({ ...location, tab: k, detail: null }) }))}
        selected={location.tab}
        onSelect={(k) => navigate(pathOf({ ...location, tab: k, detail: null }))}
        part="tabs"
        panelPart="panel"
      >
        <Page key={location.tab} {...tabProps} />
      </Tabs>
    </>
  );
}

function ClientHeader({ client, titleId }: { client: ClientData; titleId: string }) {
  const { t, lang } = useTexts(NS);
  return (
    <header className="head" part="header">
      <h1 id={titleId}>
        {client.firstName} {client.surname}
      </h1>
      <p className="identity" part="identity-number">
        <span className="fsp-visually-hidden">{t(client.type === 'UNIT' ? 'unitNumber' : 'identityNumber')}: </span>
        {formatIdentityNumber(client.identityNumber)}
      </p>
      {client.deregistrationDate ? (
        <p className="badge" data-kind="deregistered">
          {t('info.deregisteredOn', { date: formatDate(client.deregistrationDate, lang) })}
        </p>
      ) : null}
    </header>
  );
}

/**
 * The catalogue's NOT_AUTHORIZED_TO_MUNICIPALITY as an error dialog; once closed, the same text
 * stays on the page (with the way back to the search), and still nothing of the client.
 */
function NotAuthorized({ text, onSearch }: { text: string; onSearch: () => void }) {
  const { t } = useTexts(NS);
  const [open, setOpen] = useState(true);
  return (
    <>
      <Dialog
        open={open}
        title={t('notAuthorized')}
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" autoFocus onClick={() => setOpen(false)}>
              {t('close')}
            </Button>
            <Button onClick={onSearch}>{t('toSearch')}</Button>
          </>
        }
      >
        <p className="dialog-text">{text}</p>
      </Dialog>
      {open ? null : (
        <StateMessage
          kind="error"
          title={t('notAuthorized')}
          text={text}
          action={
            <Button variant="secondary" onClick={onSearch}>
              {t('toSearch')}
            </Button>
          }
        />
      )}
    </>
  );
}
