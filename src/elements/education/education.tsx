/**
 * Root component of <fsp-education>: the educations of a page of content, each with its occasions,
 * and registration on them (spec 1, Education; §4 Education registration).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_PAGE_KEY, type Education, type EducationOccasion } from '../../areas/page-content/page-content.ts';
import { useElementContext } from '../../core/element/context.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { Button, Spinner, StateMessage } from '../../core/ui/components.tsx';
import { Dialog } from '../../core/ui/dialog.tsx';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { pageContentQuery, useOccasionAction } from './api.ts';
import { actionFor, isConflictCode, occasionState, occasionTime, type OccasionAction } from './registration.ts';

export const NS = 'education';

/** The event told to the host after a registration or deregistration succeeded. */
export const REGISTRATION_EVENT = 'fsp-education-registration';
export type RegistrationDetail = { educationId: number; occasionId: number; registered: boolean };

export type EducationProps = { pageKey: string | null };

type Translate = ReturnType<typeof useTexts>['t'];
type Announce = (text: string) => void;

/** What the user is told about a failed action: the server's text (in their language). */
function failureText(error: Error, t: Translate): string | null {
  if (!(error instanceof ApiFailure)) return t('errors.unknown');
  const reaction = error.reaction;
  if (reaction.kind === 'silent-clear') return null; // the session ended: the element shows "not logged in"
  // An answer with the code but no text of its own gets the catalogue's text of the code.
  if (reaction.kind === 'message' && isConflictCode(reaction.code) && reaction.text === t('errors.unknown')) return t(`errors.${reaction.code}`);
  return reaction.text;
}

function Occasion({ education, occasion, announce }: { education: Education; occasion: EducationOccasion; announce: Announce }) {
  const { t, lang } = useTexts(NS);
  const ctx = useElementContext();
  const mutation = useOccasionAction();
  const [confirming, setConfirming] = useState(false);
  const state = occasionState(education, occasion);
  const action = actionFor(state);
  const { start, end } = occasionTime(occasion, lang);
  const when = t('when', { start, end });
  const busy = mutation.isPending;
  // The button is disabled while its call runs, which takes the focus from it: once the call is
  // done, the focus goes back to it (flipped to the other action, or not, on a failure).
  const actionRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    actionRef.current?.focus();
  }, [busy]);

  const run = (act: OccasionAction) => {
    if (act === 'REGISTER') refocus.current = true;
    mutation.mutate(
      { occasionId: occasion.id, action: act },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          announce(t(answer.isRegistered ? 'registeredOn' : 'deregisteredFrom', { education: education.title, when }));
          const detail: RegistrationDetail = { educationId: answer.educationId, occasionId: answer.id, registered: answer.isRegistered };
          ctx?.host.dispatchEvent(new CustomEvent(REGISTRATION_EVENT, { detail, bubbles: true, composed: true }));
        },
        onError: () => setConfirming(false),
      },
    );
  };

  const error = mutation.error ? failureText(mutation.error, t) : null;
  // A refused registration may take the button away (the occasion is full now): focus goes to
  // the message that says why, rather than being lost.
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error && !action) errorRef.current?.focus();
  }, [error, action]);
  const badge =
    state === 'registered' ? t('state.registered') : state === 'full' ? t('state.full') : state === 'last-seat' ? t('state.lastSeat') : state === 'closed' ? t('state.closed') : null;

  return (
    <li className="occasion" part="occasion" data-state={state}>
      <p className="when">
        <time dateTime={occasion.startDateTime}>{start}</time>
        {' – '}
        <time dateTime={occasion.endDateTime}>{end}</time>
      </p>
      <p className="seats">
        {t('attendees', { booked: occasion.currentNumberOfAttendees, count: occasion.maxNumberOfAttendees })}
        {badge ? (
          <span className="badge" data-state={state}>
            {badge}
          </span>
        ) : null}
      </p>
      {action ? (
        <div className="action">
          {/* One button in one place for both actions, so focus stays on it when it flips. */}
          <Button
            variant={action === 'REGISTER' ? 'primary' : 'secondary'}
            busy={busy}
            ref={actionRef}
            part="action"
            aria-label={t(action === 'REGISTER' ? 'registerLabel' : 'deregisterLabel', { education: education.title, when })}
            onClick={() => (action === 'REGISTER' ? run('REGISTER') : setConfirming(true))}
          >
            {t(action === 'REGISTER' ? 'register' : 'deregister')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p className="error" role="alert" part="occasion-error" ref={errorRef} tabIndex={-1}>
          {error}
        </p>
      ) : null}
      {occasion.isRegistered || confirming ? (
        <Dialog
          open={confirming}
          title={t('confirmTitle')}
          onClose={() => {
            if (!busy) setConfirming(false);
          }}
          actions={
            <>
              <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
                {t('cancel')}
              </Button>
              <Button busy={busy} className="danger" onClick={() => run('DEREGISTER')}>
                {t('confirmDeregister')}
              </Button>
            </>
          }
        >
          <p>{t('confirmText', { education: education.title, when })}</p>
        </Dialog>
      ) : null}
    </li>
  );
}

function EducationCard({ education, announce }: { education: Education; announce: Announce }) {
  const { t } = useTexts(NS);
  const titleId = useId();
  return (
    <li className="education-item" part="education">
      <article aria-labelledby={titleId}>
        <h3 id={titleId}>{education.title}</h3>
        {education.description ? <p className="description">{education.description}</p> : null}
        {education.educationOccasions.length ? (
          <ul className="occasions" part="occasion-list" aria-label={t('occasionsOf', { education: education.title })}>
            {education.educationOccasions.map((o) => (
              <Occasion key={o.id} education={education} occasion={o} announce={announce} />
            ))}
          </ul>
        ) : (
          <p className="no-occasions">{t('noOccasions')}</p>
        )}
      </article>
    </li>
  );
}

function Educations({ pageKey, announce }: { pageKey: string; announce: Announce }) {
  const { t } = useTexts(NS);
  const query = useQuery(pageContentQuery(useApiScope(), pageKey));
  // What was read stays on screen while it is fetched again (after an action, on focus).
  if (query.data) {
    const { educations } = query.data;
    if (!educations.length) return <StateMessage kind="empty" title={t('empty')} text={t('emptyText')} />;
    return (
      <ul className="educations" part="education-list">
        {educations.map((e) => (
          <EducationCard key={e.id} education={e} announce={announce} />
        ))}
      </ul>
    );
  }
  if (query.status === 'pending') return <Spinner />;
  const error = query.error;
  if (error instanceof ApiFailure && error.status === 404 && error.reaction.kind === 'message') {
    return <StateMessage kind="empty" title={t('pageNotFound')} text={t('pageNotFoundText')} />;
  }
  return <QueryFailure error={error ?? new Error('no data')} onRetry={() => void query.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
}

export function EducationArea({ pageKey }: EducationProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const [announcement, setAnnouncement] = useState('');
  return (
    <section className="education" part="container" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('title')}</h2>
      <Educations pageKey={pageKey || DEFAULT_PAGE_KEY} announce={setAnnouncement} />
      {/* The result of an action, for screen readers (the page itself shows it in the occasion). */}
      <p className="fsp-visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
