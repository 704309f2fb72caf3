/**
 * Root component of <fsp-fitting> (spec 3 §2 Fittings, /my-myloc/fittings/:fitting/:tab): the
 * fitting (GET /web-orders/fittings/{fitting}) with its heading (content number / fitting type), the
 * client's name and identity number, the actions Complete and Annul (each confirmed, then back to the
 * list), and the tabs. States: loading, not found (404), no access (403), any other failure with a retry.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FITTING_PERMISSIONS } from '../../contract/constants.ts';
import { isClosedStatus, mayComplete } from '../../contract/shared/fitting-rules.ts';
import { FITTINGS_NS } from '../../areas/fittings/fittings.ts';
import { formatIdentityNumber } from '../../core/format/index.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { failureCode, failureText } from '../../core/http/failure.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { Button, Spinner, StateMessage } from '../../core/ui/components.tsx';
import { ConfirmDialog } from '../../core/ui/confirm-dialog.tsx';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { Tabs } from '../../core/ui/tabs.tsx';
import { fittingQuery, useFittingAction, type FittingData } from './api.ts';
import { lazyPart } from '../../core/element/lazy-part.tsx';
import { Calendar } from './components/calendar.tsx';
import { Comments } from './components/comments.tsx';
import { Info } from './components/info.tsx';
import { Meetings } from './components/meetings.tsx';
import { Orders } from './components/orders.tsx';
import { OtherInfo, UserAndContact } from './components/tabs.tsx';
import { FITTING_LIST, FITTING_TABS, tabPath, toTab, useNavigate, type FittingTab } from './components/navigation.ts';
import { NS } from './ns.ts';
import { usePermissions } from './permissions.ts';
import { attributeId } from '../../contract/shared/query-id.ts';

/** The Attachments tab (with core's file upload) loads when first opened: the fitting's size budget. */
const Attachments = lazyPart(() => import('./components/attachments.tsx').then((m) => m.Attachments));
/** The events tab: core's Timeline, a part of its own (the element's size budget). */
const Events = lazyPart(() => import('./components/events.tsx').then((m) => ({ component: m.Events, texts: m.EVENTS_TEXTS })));

export type FittingProps = { fitting: number | null; tab: string | null; back: string | null };


export function FittingDetail(props: FittingProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const id = attributeId(props.fitting);
  return (
    <section className="fitting" part="container" aria-labelledby={titleId}>
      {id ? (
        <FittingPage key={id} id={id} tab={toTab(props.tab)} back={props.back || FITTING_LIST} titleId={titleId} />
      ) : (
        <>
          <h1 id={titleId}>{t('title')}</h1>
          <StateMessage kind="empty" title={t('noFitting')} />
        </>
      )}
    </section>
  );
}

function FittingPage({ id, tab, back, titleId }: { id: number; tab: FittingTab; back: string; titleId: string }) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  const query = useQuery(fittingQuery(scope, id));
  const plainTitle = <h1 id={titleId}>{t('title')}</h1>;
  if (query.isPending) {
    return (
      <>
        {plainTitle}
        <Spinner />
      </>
    );
  }
  if (query.error) {
    const error = query.error;
    const status = error instanceof ApiFailure && error.reaction.kind === 'message' ? error.status : null;
    return (
      <>
        {plainTitle}
        {status === 404 ? (
          <StateMessage kind="empty" title={t('notFound')} text={t('notFoundText')} />
        ) : status === 403 && failureCode(error) === 'FORBIDDEN' ? (
          // Not TERMS_NOT_ACCEPTED: that one says what to do (QueryFailure shows the server's text).
          <StateMessage kind="error" title={t('notAuthorized')} />
        ) : (
          <QueryFailure error={error} onRetry={() => void query.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />
        )}
      </>
    );
  }
  return <Detail fitting={query.data} tab={tab} back={back} titleId={titleId} />;
}

function Detail({ fitting, tab: asked, back, titleId }: { fitting: FittingData; tab: FittingTab; back: string; titleId: string }) {
  const { t } = useTexts(NS);
  const navigate = useNavigate(fitting.id);
  const comments = fitting.fittingComments;
  const shown = FITTING_TABS.filter((k) => (k === 'internal-comments' ? comments.internalComments !== null : k === 'external-comments' ? comments.externalComments !== null : true));
  const tabs = shown.map((k) => ({ id: k, label: t(`tab.${k}`), href: tabPath(fitting.id, k, back) }));
  // A comment tab the user may not see is the info tab, as an unknown one is.
  const tab = shown.includes(asked) ? asked : 'info';
  let panel;
  if (tab === 'next-meeting') panel = <Meetings fitting={fitting} which="next" />;
  else if (tab === 'previous-meetings') panel = <Meetings fitting={fitting} which="previous" />;
  else if (tab === 'user-and-contact') panel = <UserAndContact fitting={fitting} />;
  else if (tab === 'other-info') panel = <OtherInfo fitting={fitting} />;
  else if (tab === 'events') panel = <Events fitting={fitting} fallback={<Spinner />} />;
  else if (tab === 'attachments') panel = <Attachments fitting={fitting} fallback={<Spinner />} />;
  else if (tab === 'orders') panel = <Orders fitting={fitting} />;
  else if (tab === 'calendar') panel = <Calendar fitting={fitting} />;
  else if (tab === 'internal-comments') panel = <Comments fitting={fitting} type="INTERNAL" />;
  else if (tab === 'external-comments') panel = <Comments fitting={fitting} type="EXTERNAL" />;
  else panel = <Info fitting={fitting} />;
  return (
    <>
      <div className="head">
        <h1 id={titleId} part="heading">
          {fitting.contentNumber} / {fitting.fittingType.name}
        </h1>
        <Actions fitting={fitting} back={back} />
      </div>
      <p className="client" part="client">
        <span>
          {fitting.client.firstName} {fitting.client.surname}
        </span>{' '}
        <span className="muted">{formatIdentityNumber(fitting.client.identityNumber)}</span>
      </p>
      <Tabs label={t('tabs')} items={tabs} selected={tab} onSelect={(k) => navigate(tabPath(fitting.id, k, back))} part="tabs" panelPart="panel">
        {panel}
      </Tabs>
    </>
  );
}

/** Complete and Annul (spec 3 §6): each with its permission, confirmed; then back to the list. None on a closed fitting. */
function Actions({ fitting, back }: { fitting: FittingData; back: string }) {
  const { t } = useTexts(NS);
  const permissions = usePermissions();
  const navigate = useNavigate(fitting.id);
  const action = useFittingAction(fitting.id);
  const [asked, setAsked] = useState<'COMPLETE' | 'CANCEL' | null>(null);
  if (isClosedStatus(fitting.status.value)) return null;
  const complete = mayComplete({ status: fitting.status.value, nextMeetingStatus: fitting.nextMeeting?.status ?? null }, permissions);
  const annul = permissions.has(FITTING_PERMISSIONS.cancel);
  if (!complete && !annul) return null;
  const confirm = () => {
    if (!asked) return;
    action.mutate(asked, {
      onSuccess: () => {
        setAsked(null);
        navigate(back);
      },
    });
  };
  return (
    <div className="actions" part="actions">
      {complete ? (
        <Button variant="secondary" onClick={() => (action.reset(), setAsked('COMPLETE'))}>
          {t('complete')}
        </Button>
      ) : null}
      {annul ? (
        <Button variant="danger" onClick={() => (action.reset(), setAsked('CANCEL'))}>
          {t('annul')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        title={t(asked === 'COMPLETE' ? 'completeTitle' : 'annulTitle')}
        confirmLabel={t(asked === 'COMPLETE' ? 'complete' : 'annul')}
        cancelLabel={t('cancel')}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
        busy={action.isPending}
        error={action.error ? failureText(action.error, t, `${FITTINGS_NS}:errors`) : null}
      >
        <p>{t(asked === 'COMPLETE' ? 'completeText' : 'annulText')}</p>
      </ConfirmDialog>
    </div>
  );
}
