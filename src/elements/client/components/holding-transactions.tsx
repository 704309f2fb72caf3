/**
 * The history of the client's holdings (spec 2 Client sub-pages Holding transactions, §7; spec 3
 * §3 History row): newest first, 25 to a page, with a filter (what happened, a search in the
 * description, product, inventory and batch numbers, and a date range). Each row: when, what
 * happened, the item (description, product number, inventory number or batch), the quantity, and
 * where it went or came from (the base storage, the other client, the scrapping reason) and who
 * did it. The filter applies when it is submitted; a range that ends before it starts is refused
 * with a message, and nothing typed is lost. The search takes a scanned code too (issue 40: the
 * camera's button beside it, or a hand scanner typing into it), applied at once with the rest of
 * the filter: an inventory number or batch as it is, a GS1 code's serial, batch or GTIN (the server
 * matches a GTIN to its product).
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { HOLDING_TRANSACTION_TYPES } from '../../../contract/constants.ts';
import type { HoldingTransaction } from '../../../contract/clients.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, SelectField, StateMessage, TextField } from '../../../core/ui/components.tsx';
import { ScanField } from '../../../core/ui/scanner/scan-field.tsx';
import { Table, type Column } from '../../../core/ui/table.tsx';
import { NO_TRANSACTION_FILTER, transactionsQuery, TRANSACTIONS_PER_PAGE, type TransactionFilter } from '../holdings-api.ts';
import { NS } from '../ns.ts';
import type { ClientTabProps } from './tab-props.ts';
import { useHoldingsStyles } from './holdings/styles.ts';
import { usePageCount } from './list-detail.ts';
import { PagedList } from './paged-list.tsx';

type TransactionType = (typeof HOLDING_TRANSACTION_TYPES)[number];
const isType = (value: string): value is TransactionType => (HOLDING_TRANSACTION_TYPES as readonly string[]).includes(value);
const DATE_MAX = '9999-12-31';

/** True when the filter holds anything. */
const isFiltered = (f: TransactionFilter) => Boolean(f.type || f.searchValue.trim() || f.fromDate || f.toDate);

export function HoldingTransactions({ client }: ClientTabProps) {
  useHoldingsStyles();
  const { t, lang } = useTexts(NS);
  const [draft, setDraft] = useState<TransactionFilter>(NO_TRANSACTION_FILTER);
  const [filter, setFilter] = useState<TransactionFilter>(NO_TRANSACTION_FILTER);
  const [rangeError, setRangeError] = useState(false);
  const [page, setPage] = useState(1);
  const query = useQuery(transactionsQuery(useApiScope(), client.id, filter, page));
  const heading = useRef<HTMLHeadingElement>(null);
  // A page past the end (the history shrank under a filter): the last page instead.
  const pages = usePageCount(query, TRANSACTIONS_PER_PAGE, page, setPage);

  const set = <K extends keyof TransactionFilter>(key: K, value: TransactionFilter[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (key === 'fromDate' || key === 'toDate') setRangeError(false);
  };
  const search = useRef<HTMLInputElement>(null);
  const applyFilter = (next: TransactionFilter) => {
    if (next.fromDate && next.toDate && next.toDate < next.fromDate) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    setFilter({ ...next, searchValue: next.searchValue.trim() });
    setPage(1);
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    applyFilter(draft);
  };
  const clear = () => {
    setDraft(NO_TRANSACTION_FILTER);
    setFilter(NO_TRANSACTION_FILTER);
    setRangeError(false);
    setPage(1);
  };

  const typeText = (type: TransactionType) => t(`transactions.type.${type}`);
  const columns: Column<HoldingTransaction>[] = [
    { key: 'time', header: t('transactions.column.time'), cell: (r) => <time dateTime={r.transactionTimestamp}>{formatDateTime(r.transactionTimestamp, lang)}</time> },
    { key: 'type', header: t('transactions.column.type'), cell: (r) => <span className="holdings-status" data-type={r.type}>{typeText(r.type)}</span> },
    {
      key: 'item',
      header: t('transactions.column.item'),
      cell: (r) => (
        <span className="holdings-name">
          <span>{r.itemDescription}</span>
          {r.itemClass ? <span className="holdings-muted">{r.itemClass}</span> : null}
        </span>
      ),
    },
    { key: 'itemNumber', header: t('transactions.column.itemNumber'), cell: (r) => r.itemNumber },
    {
      key: 'identifier',
      header: t('transactions.column.identifier'),
      cell: (r) =>
        [r.fixedAssetNumber ? t('holdings.inventoryNumberShort', { value: r.fixedAssetNumber }) : null, r.batchNumber ? t('holdings.batchShort', { value: r.batchNumber }) : null]
          .filter(Boolean)
          .join(', '),
    },
    { key: 'quantity', header: t('transactions.column.quantity'), cell: (r) => t('holdings.quantity', { count: r.quantity, unit: r.unit }), align: 'end' },
    { key: 'details', header: t('transactions.column.details'), cell: (r) => <Details row={r} /> },
  ];

  return (
    <PagedList
      kind="transactions"
      query={query}
      heading={heading}
      page={page}
      pages={pages}
      onPage={setPage}
      empty={isFiltered(filter) ? <StateMessage kind="empty" title={t('transactions.emptyFiltered')} text={t('transactions.emptyFilteredText')} /> : undefined}
      table={(rows) => (
        <Table<HoldingTransaction>
          caption={t('transactions.caption', { name: `${client.firstName} ${client.surname}` })}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          part="transactions-table"
        />
      )}
    >
      <form className="transactions-filter" role="search" aria-label={t('transactions.filter.label')} onSubmit={apply} noValidate part="filter">
        <SelectField
          label={t('transactions.filter.type')}
          value={draft.type}
          onValueChange={(v) => set('type', isType(v) ? v : '')}
          placeholder={t('transactions.filter.allTypes')}
          options={HOLDING_TRANSACTION_TYPES.map((type) => ({ value: type, label: typeText(type) }))}
          name="type"
        />
        <div className="transactions-search">
          <TextField
            ref={search}
            label={t('transactions.filter.search')}
            type="search"
            value={draft.searchValue}
            onValueChange={(v) => set('searchValue', v)}
            maxLength={200}
            name="searchValue"
          />
          <ScanField
            inputRef={search}
            label={t('transactions.filter.scan')}
            onCode={(code) => {
              const next = { ...draft, searchValue: code };
              setDraft(next);
              applyFilter(next);
            }}
          />
        </div>
        <TextField label={t('transactions.filter.fromDate')} type="date" value={draft.fromDate} onValueChange={(v) => set('fromDate', v)} max={draft.toDate || DATE_MAX} name="fromDate" />
        <TextField
          label={t('transactions.filter.toDate')}
          type="date"
          value={draft.toDate}
          onValueChange={(v) => set('toDate', v)}
          min={draft.fromDate || undefined}
          max={DATE_MAX}
          error={rangeError ? t('transactions.filter.rangeError') : null}
          name="toDate"
        />
        <div className="transactions-filter-actions">
          <Button type="submit">{t('transactions.filter.apply')}</Button>
          {isFiltered(draft) || isFiltered(filter) ? (
            <Button variant="secondary" onClick={clear}>
              {t('transactions.filter.clear')}
            </Button>
          ) : null}
        </div>
      </form>
    </PagedList>
  );
}

/** Where it went or came from, why, and who did it. */
function Details({ row: r }: { row: HoldingTransaction }) {
  const { t } = useTexts(NS);
  const parts = [
    r.facility ? t('transactions.detail.storage', { name: r.facility.label }) : null,
    r.otherClient ? t(r.type === 'MOVED_IN' ? 'transactions.detail.fromClient' : 'transactions.detail.toClient', { name: `${r.otherClient.firstName} ${r.otherClient.surname}` }) : null,
    r.reason ? t('transactions.detail.reason', { reason: r.reason.label }) : null,
    r.user ? t('transactions.detail.user', { name: `${r.user.firstName} ${r.user.surname}` }) : null,
  ].filter((p): p is string => Boolean(p));
  return (
    <span className="holdings-name">
      {parts.map((p) => (
        <span key={p}>{p}</span>
      ))}
    </span>
  );
}
