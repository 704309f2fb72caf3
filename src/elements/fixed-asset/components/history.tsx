/**
 * The order history (spec 3 §3 History row, §7: GET …/logistics-orders with the process categories
 * 5, 6, 7 and 9, ten a page, newest first): when, the process category and the event (a holding
 * transaction's or a task's type, with its order number) as text, the item with its numbers, and
 * the quantity (what of it an open task still holds). Its own paging: the page is not in the URL.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { fixedAssetPageCount } from '../../../areas/fixed-assets/fixed-assets.ts';
import { STOCK_NS } from '../../../areas/stock/items.tsx';
import { formatDateTime } from '../../../core/format/index.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { PagedResults } from '../../../core/ui/paged-results.tsx';
import { Table, type Column } from '../../../core/ui/table.tsx';
import { historyQuery, type HistoryRow } from '../api.ts';
import { NS } from '../ns.ts';
import { historyTypeKey, processCategoryKey } from '../rules.ts';

export function History({ id }: { id: number }) {
  const { t } = useTexts(NS);
  const headingId = useId();
  const [page, setPage] = useState(1);
  const result = useQuery(historyQuery(useApiScope(), id, page));
  return (
    <section className="history" aria-labelledby={headingId} part="history">
      <h2 id={headingId}>{t('history.title')}</h2>
      <PagedResults
        result={result}
        texts={{
          loading: t('history.loading'),
          loadFailed: t('history.loadFailed'),
          notLoggedInText: t('notLoggedInText'),
          empty: t('history.empty'),
          emptyText: t('history.emptyText'),
          count: (count) => t('history.count', { count }),
        }}
        page={page}
        pageCount={fixedAssetPageCount}
        onPage={setPage}
      >
        {(rows) => <HistoryTable rows={rows} />}
      </PagedResults>
    </section>
  );
}

function HistoryTable({ rows }: { rows: readonly HistoryRow[] }) {
  const { t, lang } = useTexts(NS);
  const { t: ts } = useTexts(STOCK_NS);
  const columns: Column<HistoryRow>[] = [
    { key: 'time', header: t('history.column.time'), cell: (r) => <span className="nowrap">{formatDateTime(r.transactionTimestamp, lang)}</span> },
    { key: 'category', header: t('history.column.category'), cell: (r) => t(processCategoryKey(r.processCategory)) },
    {
      key: 'event',
      header: t('history.column.event'),
      cell: (r) => {
        const type = historyTypeKey(r.type);
        return (
          <span className="stacked">
            <span>{type ? t(type) : r.type}</span>
            {r.orderNumber ? <span className="muted">{t('history.order', { number: r.orderNumber })}</span> : null}
          </span>
        );
      },
    },
    {
      key: 'item',
      header: t('history.column.item'),
      cell: (r) => (
        <span className="stacked">
          <span>{r.itemDescription}</span>
          <span className="muted">{[ts('holdings.productNumberShort', { value: r.itemNumber }), r.itemClass].filter(Boolean).join(' · ')}</span>
          {r.fixedAssetNumber || r.batchNumber ? (
            <span className="muted">
              {[r.fixedAssetNumber ? ts('holdings.inventoryNumberShort', { value: r.fixedAssetNumber }) : null, r.batchNumber ? ts('holdings.batchShort', { value: r.batchNumber }) : null]
                .filter(Boolean)
                .join(', ')}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'quantity',
      header: t('history.column.quantity'),
      align: 'end',
      cell: (r) => (
        <span className="stacked end">
          <span className="nowrap">{ts('holdings.quantity', { count: r.quantity, unit: r.unit })}</span>
          {r.allocatedQuantity > 0 ? <span className="muted nowrap">{ts('holdings.allocated', { count: r.allocatedQuantity })}</span> : null}
        </span>
      ),
    },
  ];
  return <Table caption={t('history.caption')} columns={columns} rows={rows} rowKey={(r) => r.id} part="history-table" />;
}
