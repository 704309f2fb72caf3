/**
 * The planner's table (spec 3 §2, role=admin): a checkbox per row (and a select-all of the page),
 * fitting, client, internal comment, booking comment (the next meeting's) and meeting. In edit mode
 * (Unplanned only) each row's next meeting's date, from and to time and booking comment are fields;
 * a time error (the shared rules' meetingTimeErrors) shows under its field, and what was typed stays.
 */
import type { ReactNode } from 'react';
import type { FittingListState } from '../../../areas/fittings/list.ts';
import type { MeetingTimeErrors } from '../../../contract/shared/fitting-rules.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { TextField } from '../../../core/ui/components.tsx';
import { Table, type Column } from '../../../core/ui/table.tsx';
import type { FittingRow } from '../api.ts';
import { NS } from '../ns.ts';
import { FittingLink, meetingText, personName } from './cells.tsx';

/** A meeting's fields as typed in edit mode. */
export type MeetingDraft = { date: string; fromTime: string; toTime: string; comment: string };

export const draftOf = (f: FittingRow): MeetingDraft | null =>
  f.nextMeeting ? { date: f.nextMeeting.date, fromTime: f.nextMeeting.fromTime, toTime: f.nextMeeting.toTime, comment: f.nextMeeting.comment ?? '' } : null;

export type PlanningTableProps = {
  rows: readonly FittingRow[];
  /** The list's view, kept in the links to the details (role=admin, the tab, the page). */
  state: FittingListState;
  selected: ReadonlySet<string | number>;
  onSelect: (selected: Set<string | number>) => void;
  /** Edit mode: the drafts by meeting id, their errors, and the change of one. */
  edit: null | {
    drafts: ReadonlyMap<number, MeetingDraft>;
    errors: ReadonlyMap<number, MeetingTimeErrors>;
    onDraft: (meeting: number, draft: MeetingDraft) => void;
  };
};

export function PlanningTable({ rows, state, selected, onSelect, edit }: PlanningTableProps) {
  const { t, lang } = useTexts(NS);
  const field = (f: FittingRow, render: (meeting: number, draft: MeetingDraft, errors: MeetingTimeErrors) => ReactNode, shown: (f: FittingRow) => ReactNode) => {
    const meeting = f.nextMeeting;
    const draft = meeting && edit ? edit.drafts.get(meeting.id) : undefined;
    if (!edit || !meeting || !draft) return shown(f);
    return render(meeting.id, draft, edit.errors.get(meeting.id) ?? {});
  };
  const error = (code: string | undefined) => (code ? t(`fittings:errors.${code}`) : null);
  const columns: Column<FittingRow>[] = [
    { key: 'fitting', header: t('column.fitting'), cell: (f) => <FittingLink fitting={f} from={state} /> },
    { key: 'client', header: t('column.client'), cell: (f) => personName(f.client) },
    { key: 'internal', header: t('column.internalComment'), cell: (f) => <span className="comment">{f.internalComment ?? ''}</span> },
    {
      key: 'booking',
      header: t('column.bookingComment'),
      cell: (f) =>
        field(
          f,
          (id, draft) => (
            <TextField label={t('edit.comment', { fitting: f.contentNumber })} value={draft.comment} maxLength={1000} onValueChange={(comment) => edit?.onDraft(id, { ...draft, comment })} />
          ),
          (row) => <span className="comment">{row.nextMeeting?.comment ?? ''}</span>,
        ),
    },
    {
      key: 'meeting',
      header: t('column.meeting'),
      cell: (f) =>
        field(
          f,
          (id, draft, errors) => (
            <div className="meeting-fields">
              <TextField type="date" label={t('edit.date', { fitting: f.contentNumber })} value={draft.date} error={error(errors.date)} onValueChange={(date) => edit?.onDraft(id, { ...draft, date })} />
              <TextField type="time" label={t('edit.fromTime', { fitting: f.contentNumber })} value={draft.fromTime} error={error(errors.fromTime)} onValueChange={(fromTime) => edit?.onDraft(id, { ...draft, fromTime })} />
              <TextField type="time" label={t('edit.toTime', { fitting: f.contentNumber })} value={draft.toTime} error={error(errors.toTime)} onValueChange={(toTime) => edit?.onDraft(id, { ...draft, toTime })} />
            </div>
          ),
          (row) => <span className="meeting">{meetingText(row, lang) || '–'}</span>,
        ),
    },
  ];
  return (
    <Table<FittingRow>
      caption={t('results')}
      columns={columns}
      rows={rows}
      rowKey={(f) => f.id}
      part="table"
      {...(edit
        ? {}
        : {
            selection: {
              selected,
              onChange: onSelect,
              // The actions act on the next meeting: a fitting without one has nothing to release.
              isSelectable: (f) => f.nextMeeting !== null && f.group !== 'CLOSED',
              rowLabel: (f) => t('select.row', { fitting: `${f.contentNumber} ${f.fittingType.name}` }),
              allLabel: t('select.all'),
            },
          })}
    />
  );
}
