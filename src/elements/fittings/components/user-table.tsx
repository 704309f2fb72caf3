/**
 * The user's table (spec 3 §2): fitting (a link to its detail), client, prescriber, and on Active
 * the meeting time, on Closed the day it was completed or annulled; Waiting has neither (the spec's
 * "meeting time (Active tab only)"). The client column is ours (README: a fitting's number and
 * type alone do not say whose it is).
 */
import type { FittingListState } from '../../../areas/fittings/list.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Table, type Column } from '../../../core/ui/table.tsx';
import type { FittingRow } from '../api.ts';
import { NS } from '../ns.ts';
import { FittingLink, meetingText, personName } from './cells.tsx';

export function UserTable({ rows, state }: { rows: readonly FittingRow[]; state: FittingListState }) {
  const { t, lang } = useTexts(NS);
  const columns: Column<FittingRow>[] = [
    { key: 'fitting', header: t('column.fitting'), cell: (f) => <FittingLink fitting={f} from={state} /> },
    { key: 'client', header: t('column.client'), cell: (f) => personName(f.client) },
    { key: 'prescriber', header: t('column.prescriber'), cell: (f) => personName(f.prescriber) },
  ];
  if (state.tab !== 'waiting') {
    columns.push({ key: 'meeting', header: t(state.tab === 'closed' ? 'column.closed' : 'column.meeting'), cell: (f) => <span className="meeting">{meetingText(f, lang) || '–'}</span> });
  }
  return <Table caption={t('results')} columns={columns} rows={rows} rowKey={(f) => f.id} part="table" />;
}
