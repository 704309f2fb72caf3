/**
 * The next-meeting and previous-meetings tabs (spec 3 §2, §4 Meeting status, §5): the next meeting
 * (the first not canceled and not over) and the later ones, or the meetings that are over or
 * annulled. A meeting's buttons follow the session's permissions and the rules of fitting-rules.ts:
 * Edit (mayEditMeeting) and Book (a released planned meeting: RESERVE_SLOT) on the coming ones,
 * Annul (mayCancelMeeting, confirmed) on every meeting, a previous one too: spec 3 §4 lets a
 * previous meeting be annulled unless the fitting is closed or it already is. New meeting with
 * FSP_CreateWebOrderFittingMeeting on an open fitting.
 */
import { useState } from 'react';
import { FITTING_PERMISSIONS } from '../../../contract/constants.ts';
import { isClosedStatus, mayCancelMeeting, mayEditMeeting } from '../../../contract/shared/fitting-rules.ts';
import { FITTINGS_NS } from '../../../areas/fittings/fittings.ts';
import { formatDaySpan, formatPostalNo } from '../../../core/format/index.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, StateMessage } from '../../../core/ui/components.tsx';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { useCancelMeeting, useReserveSlot, type FittingData, type MeetingData } from '../api.ts';
import { usePermissions } from '../permissions.ts';
import { NS } from '../ns.ts';
import { Fact, Facts } from '../../../core/ui/facts.tsx';
import { Person } from './person.tsx';
import { MeetingDialog } from './meeting-dialog.tsx';

export function Meetings({ fitting, which }: { fitting: FittingData; which: 'next' | 'previous' }) {
  const { t, lang } = useTexts(NS);
  const permissions = usePermissions();
  const closed = isClosedStatus(fitting.status.value);
  const [editing, setEditing] = useState<MeetingData | 'new' | null>(null);
  const [annulling, setAnnulling] = useState<MeetingData | null>(null);
  const cancel = useCancelMeeting(fitting.id);
  const previousIds = new Set(fitting.previousMeetings.map((m) => m.id));
  const next = fitting.nextMeeting;
  const upcoming = fitting.meetings.filter((m) => !previousIds.has(m.id) && m.id !== next?.id);
  const list = which === 'next' ? [...(next ? [next] : []), ...upcoming] : fitting.previousMeetings;
  const mayCreate = which === 'next' && !closed && permissions.has(FITTING_PERMISSIONS.createMeeting);

  return (
    <div className="stack" part="meetings">
      <div className="head">
        <h2>{t(which === 'next' ? 'meetings.next' : 'meetings.previous')}</h2>
        {mayCreate ? <Button onClick={() => setEditing('new')}>{t('meetings.create')}</Button> : null}
      </div>
      {list.length === 0 ? (
        <StateMessage kind="empty" title={t(which === 'next' ? 'meetings.noNext' : 'meetings.noPrevious')} />
      ) : (
        <ul className="plain meetings">
          {list.map((m, i) => (
            <MeetingCard
              key={m.id}
              meeting={m}
              heading={which === 'next' ? t(i === 0 ? 'meetings.nextOne' : 'meetings.later') : null}
              fitting={fitting}
              onEdit={() => setEditing(m)}
              onAnnul={() => (cancel.reset(), setAnnulling(m))}
              permissions={permissions}
              active={which === 'next'}
            />
          ))}
        </ul>
      )}
      {editing ? <MeetingDialog fitting={fitting} meeting={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={annulling !== null}
        title={t('meetings.annulTitle')}
        confirmLabel={t('meetings.annul')}
        cancelLabel={t('cancel')}
        onConfirm={() => annulling && cancel.mutate(annulling.id, { onSuccess: () => setAnnulling(null) })}
        onCancel={() => setAnnulling(null)}
        busy={cancel.isPending}
        error={cancel.error ? failureText(cancel.error, t, `${FITTINGS_NS}:errors`) : null}
      >
        <p>{annulling ? t('meetings.annulText', { when: formatDaySpan(annulling.date, annulling.fromTime, annulling.toTime, lang) }) : null}</p>
      </ConfirmDialog>
    </div>
  );
}

function MeetingCard(props: {
  meeting: MeetingData;
  heading: string | null;
  fitting: FittingData;
  permissions: ReadonlySet<string>;
  active: boolean;
  onEdit: () => void;
  onAnnul: () => void;
}) {
  const { meeting: m, fitting, permissions } = props;
  const { t, lang } = useTexts(NS);
  const reserve = useReserveSlot();
  const facts = { status: m.status, fittingClosed: isClosedStatus(fitting.status.value) };
  const edit = props.active && mayEditMeeting(facts, permissions);
  const annul = mayCancelMeeting(facts, permissions);
  const book = props.active && !facts.fittingClosed && m.status === 'PLANNED' && m.released && permissions.has(FITTING_PERMISSIONS.updatePlannedMeeting);
  const place = m.addressType.value === 'CLIENT' ? t('place.CLIENT') : m.addressType.value === 'PROVIDER' ? t('place.PROVIDER') : t('place.OTHER');
  const address = m.address ? [m.address.careOf ? `c/o ${m.address.careOf}` : null, m.address.street, `${formatPostalNo(m.address.postalNo)} ${m.address.city}`].filter(Boolean).join(', ') : null;
  const when = formatDaySpan(m.date, m.fromTime, m.toTime, lang);
  return (
    <li className="meeting" part="meeting" data-status={m.status}>
      {props.heading ? <h3>{props.heading}</h3> : null}
      <Facts>
        <Fact label={t('meeting.when')}>{when}</Fact>
        <Fact label={t('meeting.status')}>
          <span className="status">{t(`${FITTINGS_NS}:meetingStatus.${m.status}`)}</span>
          {m.status === 'PLANNED' && m.released ? <span className="muted"> {t('meeting.released')}</span> : null}
        </Fact>
        <Fact label={t('meeting.place')}>
          {place}
          {address ? <span className="muted">: {address}</span> : null}
        </Fact>
        {m.room ? <Fact label={t('meeting.room')}>{m.room.label}</Fact> : null}
        <Fact label={t('meeting.consultant')}>
          <Person person={m.consultant} />
        </Fact>
        <Fact label={t('meeting.technician')}>
          <Person person={m.technician} />
        </Fact>
        {m.car ? <Fact label={t('meeting.car')}>{m.car.label}</Fact> : null}
        {m.comment ? (
          <Fact label={t('meeting.comment')}>
            <span className="pre">{m.comment}</span>
          </Fact>
        ) : null}
      </Facts>
      {edit || annul || book ? (
        <div className="actions">
          {book ? (
            <Button busy={reserve.isPending} onClick={() => reserve.mutate(m.id)}>
              {t('meetings.book')}
            </Button>
          ) : null}
          {edit ? (
            <Button variant="secondary" onClick={props.onEdit} aria-label={t('meetings.editOne', { when })}>
              {t('meetings.edit')}
            </Button>
          ) : null}
          {annul ? (
            <Button variant="danger" onClick={props.onAnnul} aria-label={t('meetings.annulOne', { when })}>
              {t('meetings.annul')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {reserve.error ? (
        <p role="alert" className="fsp-field-error">
          {failureText(reserve.error, t, `${FITTINGS_NS}:errors`)}
        </p>
      ) : null}
    </li>
  );
}
