/**
 * The balance's rows (spec 3 §3 Storage balance): a virtualized list (core VirtualList: only the
 * rows in view are in the page, with the whole count told to screen readers) fed a page of rows at
 * a time, the next asked for as the list nears its end. Each row: the product's name (a link to its
 * detail when product links are shown, spec 3 §6) and number, a deviation marker, the inventory
 * number (a link to the fixed asset) or batch, the warehouse and location, quantity, allocated and
 * available with the unit, supplier and item class; and its actions. Only rows with something
 * available are listed (spec 3 §5, `offeredRows`: the server leaves the fully allocated ones out of
 * the pages and the count). Loading, failure (with a retry), "nothing found" (or nothing here to
 * move or scrap) and the count are said in place; while another view loads, the rows shown stay
 * (marked busy).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { memo, useEffect, type MouseEvent } from 'react';
import type { TFunction } from 'i18next';
import { availableOf, balancePath, balanceProductPath, canMoveDirectly, canOrderMove, isFiltered, offeredRows, showsProductLinks, type BalanceView, type MoveContext } from '../../../areas/stock/balance.ts';
import { fixedAssetPath } from '../../../areas/fixed-assets/fixed-assets.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { useNavigateLink } from '../../../core/ui/links.ts';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { useFetchNearEnd, VirtualList } from '../../../core/ui/virtual-list.tsx';
import { balancesQuery, type BalanceRow } from '../api.ts';
import { NS } from '../ns.ts';
import type { RowAction } from './dialogs.tsx';

export const Rows = memo(function Rows({ view, context, onAction, onSettled }: {
  view: BalanceView;
  context: MoveContext;
  onAction: (kind: RowAction, row: BalanceRow) => void;
  /** Called once the view's first rows (or its failure) are in. */
  onSettled?: () => void;
}) {
  const { t } = useTexts(NS);
  const link = useNavigateLink();
  const result = useInfiniteQuery(balancesQuery(useApiScope(), view));
  const settled = result.status !== 'pending';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  const onEndReached = useFetchNearEnd(result);

  if (result.status === 'pending') return <Spinner label={t('loading')} />;
  if (result.status === 'error') {
    return <QueryFailure error={result.error} onRetry={() => void result.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  }
  const rows = offeredRows(result.data.pages.flatMap((p) => p.page));
  const count = result.data.pages[0]?.count ?? 0;
  const busy = result.isPlaceholderData;
  const links = showsProductLinks(context, view.storage);
  return (
    <div className="results" part="results" aria-busy={busy || undefined}>
      <p className="count" role="status" part="count">
        {t('count', { count })}
      </p>
      {rows.length ? (
        <div className="row head-row" aria-hidden="true">
          <span>{t('column.product')}</span>
          <span>{t('column.identifier')}</span>
          <span>{t('column.location')}</span>
          <span className="end">{t('column.quantity')}</span>
          <span>{t('column.supplier')}</span>
          <span className="end">{t('column.actions')}</span>
        </div>
      ) : null}
      <VirtualList
        items={rows}
        getKey={(r) => r.id}
        label={t('rowsLabel', { count })}
        estimateSize={76}
        overscan={3}
        maxHeight="min(70vh, 720px)"
        rowClassName="balance-row"
        part="rows"
        onEndReached={onEndReached}
        setSize={count}
        empty={<StateMessage kind="empty" title={t('empty')} text={t(isFiltered(view) ? 'emptyText.filtered' : 'emptyText.storage')} />}
        renderItem={(row) => <Row row={row} view={view} context={context} links={links} onAction={onAction} t={t} link={link} />}
      />
      {result.isFetchingNextPage ? <Spinner label={t('loadingMore')} /> : null}
    </div>
  );
});

type RowProps = {
  row: BalanceRow;
  view: BalanceView;
  context: MoveContext;
  links: boolean;
  onAction: (kind: RowAction, row: BalanceRow) => void;
  /** The list's texts and link handler, given once rather than asked for by each row. */
  t: TFunction;
  link: (e: MouseEvent<HTMLElement>, path: string) => void;
};

/** One row: rendered again only when its data, the view, what is offered or the language change (not on a scroll or a dialog). */
const Row = memo(function Row({ row, view, context, links, onAction, t, link }: RowProps) {
  const p = row.product;
  const productPath = balanceProductPath(row.facilityId, p.productId, view);
  const assetPath = fixedAssetPath(row.inventoryId ?? row.id, row.facilityId, balancePath(view));
  const unit = (count: number) => t('quantity', { count, unit: p.unit });
  return (
    <div className="row">
      <span className="cell product">
        <span className="label">{t('column.product')}</span>
        {links ? (
          <a href={productPath} onClick={(e) => link(e, productPath)} part="product-link">
            {p.name}
          </a>
        ) : (
          <strong>{p.name}</strong>
        )}
        <span className="muted">
          {p.productNumber}
          {view.storage === null ? ` · ${row.value}` : ''}
        </span>
        {p.hasDeviation ? (
          <span className="deviation" part="deviation">
            {t('hasDeviation')}
          </span>
        ) : null}
      </span>
      <span className="cell">
        <span className="label">{t('column.identifier')}</span>
        {p.inventoryNumber ? (
          <a href={assetPath} onClick={(e) => link(e, assetPath)} part="fixed-asset-link" aria-label={t('openFixedAsset', { number: p.inventoryNumber })}>
            {p.inventoryNumber}
          </a>
        ) : p.batch ? (
          t('batch', { batch: p.batch })
        ) : (
          <span className="muted">–</span>
        )}
      </span>
      <span className="cell">
        <span className="label">{t('column.location')}</span>
        <span>{row.location.value}</span>
        <span className="muted">{row.location.warehouse.label}</span>
      </span>
      <span className="cell end">
        <span className="label">{t('column.quantity')}</span>
        <span>{unit(row.quantity)}</span>
        {row.allocatedQuantity > 0 ? <span className="muted">{t('allocated', { count: row.allocatedQuantity })}</span> : null}
        <span className="available">{t('available', { count: availableOf(row) })}</span>
      </span>
      <span className="cell">
        <span className="label">{t('column.supplier')}</span>
        <span>{p.supplier.label}</span>
        <span className="muted">{p.itemClass.label}</span>
      </span>
      <span className="cell actions end">
        {canMoveDirectly(context) ? (
          <Button variant="secondary" onClick={() => onAction('move', row)} aria-label={t('move.buttonOf', { name: p.name, location: row.location.value })}>
            {t('move.button')}
          </Button>
        ) : null}
        {canOrderMove(context, row.facilityId) ? (
          <Button variant="secondary" onClick={() => onAction('orderMove', row)} aria-label={t('orderMove.buttonOf', { name: p.name, location: row.location.value })}>
            {t('orderMove.button')}
          </Button>
        ) : null}
        <Button variant="danger" onClick={() => onAction('scrap', row)} aria-label={t('scrap.buttonOf', { name: p.name, location: row.location.value })}>
          {t('scrap.button')}
        </Button>
      </span>
    </div>
  );
});
