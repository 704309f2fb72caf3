/**
 * One page of the list with its states: loading, failed (with a retry), empty ("no results found",
 * said per filter and search), and the table (core Table: cards below 600 px): the deviation's
 * number (a link to its detail) and how many files it has, when it was reported, category and
 * deviation code, reference, and the status badge (none for 10 registered, spec 3 §4). The number
 * of deviations is a status region; the core Pagination and "Rows per page" (spec 1 §9) below; another
 * size shows the page holding the first deviation shown before.
 */
import { useQuery } from '@tanstack/react-query';
import {
  DEVIATIONS_NS,
  deviationListApiQuery,
  deviationPageCount,
  deviationPath,
  type DeviationListState,
  type DeviationSummaryData,
} from '../../../areas/deviations/deviations.ts';
import { DeviationStatus } from '../../../areas/deviations/status.tsx';
import { formatDateTime } from '../../../core/format/index.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { useNavigateLink } from '../../../core/ui/links.ts';
import { PagedResults, pagedTexts } from '../../../core/ui/paged-results.tsx';
import { LIST_PAGE_SIZES, pageAfterResize, parseListPageSize } from '../../../core/ui/page-size.ts';
import { PageSizeSelect } from '../../../core/ui/pagination.tsx';
import { Table, type Column } from '../../../core/ui/table.tsx';
import { deviationListQuery } from '../api.ts';
import { NS } from '../ns.ts';

export function Results({ state, onState }: { state: DeviationListState; onState: (state: DeviationListState) => void }) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  const result = useQuery(deviationListQuery(scope, deviationListApiQuery(state)));
  return (
    <PagedResults
      result={result}
      texts={pagedTexts(t, t(state.q ? 'emptyText.search' : `emptyText.${state.state}`))}
      page={state.page}
      pageCount={(count) => deviationPageCount(count, state.pageSize)}
      onPage={(page) => onState({ ...state, page })}
      pageSize={{
        size: state.pageSize,
        choices: LIST_PAGE_SIZES,
        onSize: (size) => onState({ ...state, pageSize: parseListPageSize(size), page: pageAfterResize(state.page, state.pageSize, size) }),
        select: PageSizeSelect,
      }}
    >
      {(rows) => <DeviationTable rows={rows} />}
    </PagedResults>
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
