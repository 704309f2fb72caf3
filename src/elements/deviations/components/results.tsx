/**
 * One page of the list with its states: loading, failed (with a retry), empty ("no results found",
 * said per filter and search), and the table (core Table: cards below 600 px): the deviation's
 * number (a link to its detail) and how many files it has, when it was reported, category and
 * deviation code, reference, and the status badge (none for 10 registered, spec 3 §4). The number
 * of deviations is a status region; the core Pagination below.
 */
import { useQuery } from '@tanstack/react-query';
import {
  DEVIATIONS_NS,
  deviationListApiQuery,
  deviationPageCount,
  deviationPath,
  type DeviationListState,
  type DeviationSummaryData,
} from '../../../core/content/deviations.ts';
import { DeviationStatus } from '../../../core/content/deviation-status.tsx';
import { formatDateTime } from '../../../core/format/index.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Pagination, Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { useNavigateLink } from '../../../core/ui/links.ts';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { Table, type Column } from '../../../core/ui/table.tsx';
import { deviationListQuery } from '../api.ts';
import { NS } from '../ns.ts';

export function Results({ state, onState }: { state: DeviationListState; onState: (state: DeviationListState) => void }) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  const result = useQuery(deviationListQuery(scope, deviationListApiQuery(state)));
  const data = result.status === 'success' ? result.data : null;

  let body;
  if (data === null && result.status === 'error') {
    body = <QueryFailure error={result.error} onRetry={() => void result.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  } else if (data === null) body = <Spinner label={t('loading')} />;
  else if (data.count === 0) body = <StateMessage kind="empty" title={t('empty')} text={t(state.q ? 'emptyText.search' : `emptyText.${state.state}`)} />;
  else {
    const pages = deviationPageCount(data.count);
    body = (
      <>
        <div className="list-area" aria-busy={result.isPlaceholderData || undefined}>
          <DeviationTable rows={data.page} />
        </div>
        {pages > 1 ? <Pagination page={Math.min(state.page, pages)} pages={pages} onPage={(page) => onState({ ...state, page })} /> : null}
      </>
    );
  }
  const status = data === null ? '' : data.count === 0 ? t('empty') : t('count', { count: data.count });
  return (
    <div className="results" part="results">
      <p className={data && data.count > 0 ? 'count' : 'count fsp-visually-hidden'} role="status" part="count">
        {status}
      </p>
      {body}
    </div>
  );
}

function DeviationTable({ rows }: { rows: readonly DeviationSummaryData[] }) {
  const { t, lang } = useTexts(NS);
  const link = useNavigateLink();
  const columns: Column<DeviationSummaryData>[] = [
    {
      key: 'number',
      header: t(`${DEVIATIONS_NS}:field.number`),
      cell: (d) => (
        <span className="stacked">
          <a className="deviation-link" href={deviationPath(d.id)} onClick={(e) => link(e, deviationPath(d.id))} part="deviation-link">
            {d.deviationNumber}
          </a>
          {d.fileCount > 0 ? <span className="muted files">{t('files', { count: d.fileCount })}</span> : null}
        </span>
      ),
    },
    { key: 'reported', header: t(`${DEVIATIONS_NS}:field.reported`), cell: (d) => <span className="nowrap">{formatDateTime(d.createdDateTime, lang)}</span> },
    {
      key: 'type',
      header: t('column.type'),
      cell: (d) => (
        <span className="stacked">
          <span>{d.category.label}</span>
          <span className="muted">{d.type.label}</span>
        </span>
      ),
    },
    {
      key: 'reference',
      header: t(`${DEVIATIONS_NS}:field.reference`),
      cell: (d) => (d.reference ? t(`${DEVIATIONS_NS}:referenceText`, { label: d.reference.valueLabel, code: d.reference.value }) : <span className="muted">{t(`${DEVIATIONS_NS}:field.noReference`)}</span>),
    },
    { key: 'status', header: t(`${DEVIATIONS_NS}:field.status`), cell: (d) => <DeviationStatus status={d.status.id} /> },
  ];
  return <Table caption={t('results')} columns={columns} rows={rows} rowKey={(d) => d.id} part="table" />;
}
