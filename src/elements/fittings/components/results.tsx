/**
 * One page of a tab (twenty fittings) with its states: loading, failed (a 403 to the planning view
 * says the user is not a planner), empty (said per tab), and the table; the number of fittings as a
 * status region and the core Pagination below. The planning view adds the selection, its actions
 * (Release, Regret release: on the selected rows' next meetings) and, on Unplanned, edit mode.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { meetingTimeErrors, type MeetingTimeErrors } from '../../../contract/shared/fitting-rules.ts';
import { fittingListApiQuery, fittingPageCount, type FittingListState } from '../../../areas/fittings/list.ts';
import '../../../areas/fittings/fittings.ts';
import { failureCode, failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, StateMessage } from '../../../core/ui/components.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { PagedResults, pagedTexts } from '../../../core/ui/paged-results.tsx';
import { fittingListQuery, useMeetingsAction, useUpdateMeetings, type FittingRow, type MeetingsAction } from '../api.ts';
import { NS } from '../ns.ts';
import { draftOf, PlanningTable, type MeetingDraft } from './planning-table.tsx';
import { UserTable } from './user-table.tsx';

export function Results({ state, onState }: { state: FittingListState; onState: (state: FittingListState) => void }) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  const result = useQuery(fittingListQuery(scope, fittingListApiQuery(state)));
  return (
    <PagedResults
      result={result}
      texts={pagedTexts(t, t(`emptyText.${state.tab}`))}
      page={state.page}
      pageCount={fittingPageCount}
      onPage={(page) => onState({ ...state, page })}
      // FORBIDDEN: not a planner. TERMS_NOT_ACCEPTED says what to do instead (the failure card shows the server's text).
      failure={(error) => (state.admin && failureCode(error) === 'FORBIDDEN' ? <StateMessage kind="error" title={t('notPlanner')} text={t('notPlannerText')} /> : null)}
    >
      {(rows) => (state.admin ? <Planning key={`${state.tab}-${state.page}`} rows={rows} state={state} /> : <UserTable rows={rows} state={state} />)}
    </PagedResults>
  );
}

/** The planning view's page: selection, Release and Regret release, and on Unplanned the edit mode. */
function Planning({ rows, state }: { rows: readonly FittingRow[]; state: FittingListState }) {
  const { t } = useTexts(NS);
  const [selected, setSelected] = useState<ReadonlySet<string | number>>(new Set());
  const [drafts, setDrafts] = useState<Map<number, MeetingDraft> | null>(null);
  const [errors, setErrors] = useState<Map<number, MeetingTimeErrors>>(new Map());
  const action = useMeetingsAction();
  const save = useUpdateMeetings();
  const chosen = rows.filter((f) => selected.has(f.id) && f.nextMeeting);
  const area = useRef<HTMLDivElement>(null);
  // After a refused Save the focus goes to the first field with an error.
  useEffect(() => {
    if (errors.size > 0) area.current?.querySelector<HTMLInputElement>('input[aria-invalid=true]')?.focus();
  }, [errors]);

  const act = (kind: MeetingsAction) => {
    const meetingIds = chosen.map((f) => f.nextMeeting?.id).filter((id): id is number => typeof id === 'number');
    if (meetingIds.length === 0) return;
    action.mutate(
      { action: kind, meetingIds },
      {
        onSuccess: () => {
          setSelected(new Set());
          feedback.snack(t(kind === 'RELEASE_MEETINGS' ? 'released' : 'unreleased', { count: meetingIds.length }), 'success');
        },
      },
    );
  };

  const startEdit = () => {
    save.reset();
    setErrors(new Map());
    setDrafts(new Map(rows.flatMap((f) => (f.nextMeeting ? [[f.nextMeeting.id, draftOf(f) as MeetingDraft] as const] : []))));
  };

  const submit = () => {
    if (!drafts) return;
    const now = new Date();
    const found = new Map<number, MeetingTimeErrors>();
    const changes = [];
    for (const f of rows) {
      const m = f.nextMeeting;
      const draft = m ? drafts.get(m.id) : undefined;
      const before = draftOf(f);
      if (!m || !draft || !before) continue;
      const changed = draft.date !== before.date || draft.fromTime !== before.fromTime || draft.toTime !== before.toTime || draft.comment.trim() !== before.comment.trim();
      if (!changed) continue;
      const timeErrors = meetingTimeErrors(draft, now);
      if (Object.keys(timeErrors).length > 0) found.set(m.id, timeErrors);
      changes.push({ id: m.id, date: draft.date, fromTime: draft.fromTime, toTime: draft.toTime, comment: draft.comment.trim() || null });
    }
    setErrors(found);
    if (found.size > 0) return;
    if (changes.length === 0) {
      setDrafts(null);
      return;
    }
    save.mutate(changes, {
      onSuccess: () => {
        setDrafts(null);
        feedback.snack(t('saved', { count: changes.length }), 'success');
      },
    });
  };

  const editing = drafts !== null;
  return (
    <div ref={area}>
      <div className="actions" part="actions">
        {editing ? (
          <>
            <Button onClick={submit} busy={save.isPending}>
              {t('action.save')}
            </Button>
            <Button variant="secondary" onClick={() => setDrafts(null)} disabled={save.isPending}>
              {t('action.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => act('RELEASE_MEETINGS')} disabled={chosen.length === 0 || action.isPending} busy={action.isPending && action.variables.action === 'RELEASE_MEETINGS'}>
              {t('action.release')}
            </Button>
            <Button variant="secondary" onClick={() => act('UNRELEASE_MEETINGS')} disabled={chosen.length === 0 || action.isPending} busy={action.isPending && action.variables.action === 'UNRELEASE_MEETINGS'}>
              {t('action.unrelease')}
            </Button>
            {state.tab === 'unplanned' ? (
              <Button variant="secondary" onClick={startEdit} disabled={selected.size > 0 || action.isPending}>
                {t('action.edit')}
              </Button>
            ) : null}
            {selected.size > 0 ? <span className="selected-count">{t('select.count', { count: chosen.length })}</span> : null}
          </>
        )}
      </div>
      {action.isError ? (
        <p className="fsp-error" role="alert">
          {failureText(action.error, t, 'fittings:errors')}
        </p>
      ) : null}
      {editing && save.isError ? (
        <p className="fsp-error" role="alert">
          {failureText(save.error, t, 'fittings:errors')}
        </p>
      ) : null}
      {editing && errors.size > 0 ? (
        <p className="fsp-error" role="alert">
          {t('edit.invalid')}
        </p>
      ) : null}
      <PlanningTable
        rows={rows}
        state={state}
        selected={selected}
        onSelect={setSelected}
        edit={
          drafts
            ? {
                drafts,
                errors,
                onDraft: (meeting, draft) => setDrafts((d) => new Map(d ?? []).set(meeting, draft)),
              }
            : null
        }
      />
    </div>
  );
}
