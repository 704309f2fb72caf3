/**
 * Root component of <fsp-deviation> (spec 3 §2 Deviations, /my-myloc/deviations/:deviation with the
 * tabs Info and Attachments): the deviation's number and status badge, the way back to My
 * deviations, and the tabs. States: loading, not found (404), someone else's (403: a deviation is
 * its reporter's alone), any other failure with a retry.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { DeviationStatus } from '../../areas/deviations/status.tsx';
import { DEVIATIONS_NS, DEVIATIONS_PATH, DEVIATION_TABS, deviationPath, toDeviationTab, type DeviationData, type DeviationTab } from '../../areas/deviations/deviations.ts';
import { useElementContext } from '../../core/element/context.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { Breadcrumbs, Spinner, StateMessage } from '../../core/ui/components.tsx';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { Tabs } from '../../core/ui/tabs.tsx';
import { deviationQuery } from './api.ts';
import { Attachments } from './components/attachments.tsx';
import { Info } from './components/info.tsx';
import { NS } from './ns.ts';
import { attributeId } from '../../contract/shared/query-id.ts';

export type DeviationProps = { deviation: number | null; tab: string | null };


/** Moves to a path: an `fsp-navigate`; unprevented, a tab of this deviation sets the element's own `tab`, any other path is followed. */
function useNavigate(id: number | null): (path: string) => void {
  const ctx = useElementContext();
  return useCallback(
    (path: string) => {
      const proceed = ctx?.emit('fsp-navigate', { path }, true) ?? true;
      if (!proceed) return;
      const tab = id !== null && DEVIATION_TABS.find((k) => path === deviationPath(id, k));
      if (tab && ctx) ctx.host.setAttribute('tab', tab);
      else if (!tab) window.location.assign(path);
    },
    [ctx, id],
  );
}

export function DeviationDetail(props: DeviationProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const id = attributeId(props.deviation);
  const navigate = useNavigate(id);
  return (
    <section className="deviation" part="container" aria-labelledby={titleId}>
      <Breadcrumbs items={[{ label: t('list'), href: DEVIATIONS_PATH, onNavigate: () => navigate(DEVIATIONS_PATH) }, { label: t('title') }]} label={t('breadcrumbs')} />
      {id ? (
        <DeviationPage key={id} id={id} tab={toDeviationTab(props.tab)} titleId={titleId} onNavigate={navigate} />
      ) : (
        <>
          <h1 id={titleId}>{t('title')}</h1>
          <StateMessage kind="empty" title={t('noDeviation')} />
        </>
      )}
    </section>
  );
}

function DeviationPage({ id, tab, titleId, onNavigate }: { id: number; tab: DeviationTab; titleId: string; onNavigate: (path: string) => void }) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  const query = useQuery(deviationQuery(scope, id));
  const plainTitle = <h1 id={titleId}>{t('title')}</h1>;
  if (query.isPending) {
    return (
      <>
        {plainTitle}
        <Spinner label={t('loading')} />
      </>
    );
  }
  if (query.error) {
    const error = query.error;
    const status = error instanceof ApiFailure && error.reaction.kind === 'message' ? error.status : null;
    const code = error instanceof ApiFailure && error.reaction.kind === 'message' ? error.reaction.code : null;
    return (
      <>
        {plainTitle}
        {status === 404 ? (
          <StateMessage kind="empty" title={t('notFound')} text={t('notFoundText')} />
        ) : status === 403 && code === 'FORBIDDEN' ? (
          // Not TERMS_NOT_ACCEPTED: that one says what to do (QueryFailure shows the server's text).
          <StateMessage kind="error" title={t('notYours')} text={t(`${DEVIATIONS_NS}:errors.FORBIDDEN`)} />
        ) : (
          <QueryFailure error={error} onRetry={() => void query.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />
        )}
      </>
    );
  }
  return <Detail deviation={query.data} tab={tab} titleId={titleId} onNavigate={onNavigate} />;
}

function Detail({ deviation, tab, titleId, onNavigate }: { deviation: DeviationData; tab: DeviationTab; titleId: string; onNavigate: (path: string) => void }) {
  const { t } = useTexts(NS);
  const tabs = DEVIATION_TABS.map((k) => ({
    id: k,
    label: k === 'attachments' ? t('tab.attachments', { count: deviation.files.length }) : t('tab.info'),
    href: deviationPath(deviation.id, k),
  }));
  return (
    <>
      <div className="head">
        <h1 id={titleId} part="heading">
          {t('heading', { number: deviation.deviationNumber })}
        </h1>
        <DeviationStatus status={deviation.status.id} />
      </div>
      <p className="muted subtitle">
        {deviation.category.label} / {deviation.type.label}
      </p>
      <Tabs label={t('tabs')} items={tabs} selected={tab} onSelect={(k) => onNavigate(deviationPath(deviation.id, k))} part="tabs" panelPart="panel">
        {tab === 'attachments' ? <Attachments deviation={deviation} /> : <Info deviation={deviation} />}
      </Tabs>
    </>
  );
}
