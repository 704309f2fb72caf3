/**
 * Root component of <fsp-stock-balance> (spec 3 §2 Base storage, /base-storages): choose a base
 * storage, search, filter by item class, ISO code, supplier and product status, and order the rows;
 * all of it attributes, every change an `fsp-navigate` (navigation.ts), so the URL keeps the view.
 * The rows (components/rows.tsx) load a page at a time into a virtualized list; each row with
 * something available offers its actions (components/dialogs.tsx): a direct move, an order move
 * and scrapping, as the session's active order and flags allow (areas/stock/balance.ts). The
 * Create base-storage move order button opens a new order for another base storage.
 */
import { usePrefetchInfiniteQuery, useQuery } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { PRODUCT_STATUSES } from '../../contract/constants.ts';
import { BALANCE_SORTS, canCreateMoveOrder, EMPTY_BALANCE_VIEW, isFiltered, parseBalanceQuery, type BalanceView, type MoveContext } from '../../areas/stock/balance.ts';
import { useActiveOrder } from '../../areas/orders/orders.ts';
import { baseStoragesQuery, storageOptions } from '../../areas/stock/reference.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { useAppData } from '../../core/session/app-data.ts';
import { hasFlag } from '../../core/session/permissions.ts';
import { Button, SelectField, TextField } from '../../core/ui/components.tsx';
import { searchOf } from '../../core/ui/links.ts';
import { useFollowingText } from '../../core/ui/following-text.ts';
import { ScanField } from '../../core/ui/scanner/scan-field.tsx';
import type { Gs1Result } from '../../core/format/gs1.ts';
import { balancesQuery, filterOptionsQuery, type BalanceRow } from './api.ts';
import type { RowAction } from './components/dialogs.tsx';
import { Rows } from './components/rows.tsx';
import { useBalanceNavigate } from './navigation.ts';
import { NS } from './ns.ts';
import { lazyPart } from '../../core/element/lazy-part.tsx';

/**
 * The dialogs (with core's stock-item parts, the quantity counter and their texts) load on their
 * own, fetched once the list has rendered, so the first rows do not wait for them and a dialog
 * opens at once.
 */
const loadDialogs = () => import('./components/dialogs.tsx');
const RowDialog = lazyPart(() => loadDialogs().then((m) => m.RowDialog));
const CreateMoveOrderDialog = lazyPart(() => loadDialogs().then((m) => m.CreateMoveOrderDialog));

export type StockBalanceProps = {
  storage: number | null;
  q: string | null;
  itemClass: number | null;
  isoCode: number | null;
  supplier: number | null;
  productStatus: string | null;
  sort: string | null;
};

/** The attributes as the balance's query string, parsed by the same rules as the URL. */
export function viewOf(props: StockBalanceProps): BalanceView {
  const { storage, q, itemClass, isoCode, supplier, productStatus, sort } = props;
  return parseBalanceQuery(searchOf({ storage, q, itemClass, isoCode, supplier, productStatus, sort }));
}

/** What the session allows on the rows: the orderMoveEnabled flag and the active order's receiver. */
function useMoveContext(): MoveContext & { orderLabel: string | null; orderNumber: string | null; orderFacility: number | null } {
  const appData = useAppData();
  const active = useActiveOrder();
  const receiver = active.id !== null ? active.order.data?.receiver : undefined;
  const orderMoveEnabled = hasFlag(appData.data, 'orderMoveEnabled');
  const kind = !receiver ? 'none' : receiver.type === 'FACILITY' ? 'baseStorage' : 'client';
  const facility = receiver?.id ?? 0;
  const orderLabel = receiver?.label ?? null;
  const orderNumber = active.order.data?.orderNumber ?? null;
  // One object while nothing of it changes: the rows (memoized) are not rendered again for it.
  return useMemo(
    () => ({
      orderMoveEnabled,
      receiver: kind === 'baseStorage' ? { kind, facility } : { kind },
      orderLabel,
      orderNumber,
      orderFacility: kind === 'baseStorage' ? facility : null,
    }),
    [orderMoveEnabled, kind, facility, orderLabel, orderNumber],
  );
}

/** A sort's text key: `description:asc` is `descriptionAsc` (a colon would be read as a namespace). */
const sortKey = (sort: string) => sort.replace(/:(\w)/, (_m, c: string) => c.toUpperCase());

type Dialog = { kind: RowAction; row: BalanceRow; key: number } | { kind: 'createOrder'; key: number };

export function StockBalance(props: StockBalanceProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const { storage, q, itemClass, isoCode, supplier, productStatus, sort } = props;
  // One object a view: the toolbar and the rows (memoized) render again only when it changes, not
  // when a dialog opens or closes.
  const view = useMemo(() => viewOf({ storage, q, itemClass, isoCode, supplier, productStatus, sort }), [storage, q, itemClass, isoCode, supplier, productStatus, sort]);
  // The rows' call starts now, while the toolbar and the list render, rather than when the list
  // has been committed (the list's own query finds it under way).
  usePrefetchInfiniteQuery(balancesQuery(useApiScope(), view));
  const navigate = useBalanceNavigate();
  const context = useMoveContext();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // The filter options are asked for once the first rows are in: on one database connection their
  // call (the products with stock in the storage) would otherwise hold up the rows' own.
  const [rowsIn, setRowsIn] = useState(false);
  const onRowsIn = useCallback(() => setRowsIn(true), []);
  const onAction = useCallback((kind: RowAction, row: BalanceRow) => setDialog({ kind, row, key: Date.now() }), []);
  useEffect(() => {
    const idle = window.setTimeout(() => void loadDialogs(), 500);
    return () => window.clearTimeout(idle);
  }, []);
  return (
    <section className="stock-balance" part="container" aria-labelledby={titleId}>
      <div className="head">
        <h1 id={titleId}>{t('title')}</h1>
        {canCreateMoveOrder(context) ? (
          <Button variant="secondary" onClick={() => setDialog({ kind: 'createOrder', key: Date.now() })} part="create-move-order">
            {t('createOrder.button')}
          </Button>
        ) : null}
      </div>
      <Toolbar view={view} onView={navigate} optionsWanted={rowsIn} />
      <Rows view={view} context={context} onAction={onAction} onSettled={onRowsIn} />
      {dialog?.kind === 'createOrder' ? (
        <CreateMoveOrderDialog key={dialog.key} viewed={view.storage} onClose={() => setDialog(null)} />
      ) : dialog ? (
        <RowDialog key={dialog.key} kind={dialog.kind} row={dialog.row} order={{ label: context.orderLabel, number: context.orderNumber, facility: context.orderFacility }} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}

/**
 * What the balance searches for a scanned code (issue 40): a plain code as it is (a fixed asset's
 * label: its inventory number); of a GS1 code its batch, else its GTIN (the server matches a
 * product's GTIN), never its serial number, which the balance neither shows nor searches.
 */
function balanceSearchOf(code: string, parsed: Gs1Result): string {
  return parsed.gs1 ? (parsed.batch ?? parsed.gtin ?? code) : code;
}

/**
 * The storage, the search (applied on submit, or at once for a scanned code: the camera's button
 * or a hand scanner typing into the field), the filters and the order (applied when chosen). The
 * field keeps its input when the search changes, so a hand scanner's focus stays for the next scan.
 */
const Toolbar = memo(function Toolbar({ view: given, onView, optionsWanted }: {
  view: BalanceView;
  onView: (view: BalanceView, options?: { replace?: boolean }) => void;
  /** Whether to ask for the filter options yet (after the first rows). */
  optionsWanted: boolean;
}) {
  const { t } = useTexts(NS);
  // A filter or the order chosen is shown at once; the view follows when the attributes come (a
  // host, the standalone too, may set them after the frame that answers the choice).
  const [chosen, setChosen] = useState<{ from: BalanceView; view: BalanceView } | null>(null);
  const view = chosen && chosen.from === given ? chosen.view : given;
  const refine = (next: BalanceView) => {
    setChosen({ from: given, view: next });
    onView(next, { replace: true });
  };
  const scope = useApiScope();
  const storages = useQuery(baseStoragesQuery(scope));
  const options = useQuery({ ...filterOptionsQuery(scope, view), enabled: optionsWanted });
  const [text, setText] = useFollowingText(view.q);
  const field = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onView({ ...view, q: text.trim() });
  };
  const idOption = (value: number | null) => (value === null ? '' : String(value));
  const toId = (value: string) => (value === '' ? null : Number(value));
  const choices = (group: 'itemClasses' | 'isoCodes' | 'suppliers') =>
    (options.data?.[group].ids ?? []).map((v) => ({ value: String(v.id), label: v.value ? `${v.value} ${v.label}` : v.label }));
  // A value chosen in the URL that the options do not (yet) hold still shows as chosen.
  const withChosen = (list: { value: string; label: string }[], chosen: number | null) =>
    chosen === null || list.some((o) => o.value === String(chosen)) ? list : [...list, { value: String(chosen), label: String(chosen) }];
  const all = t('filters.all');

  return (
    <div className="toolbar" part="toolbar">
      <form className="search" role="search" aria-label={t('search.label')} onSubmit={submit} part="search">
        <SelectField
          label={t('storage.label')}
          name="storage"
          value={idOption(view.storage)}
          onValueChange={(value) => onView({ ...view, storage: toId(value) })}
          placeholder={t('storage.all')}
          options={storageOptions(storages.data?.page, view.storage)}
        />
        <TextField ref={field} type="search" label={t('search.field')} value={text} onValueChange={setText} maxLength={100} placeholder={t('search.placeholder')} />
        <ScanField
          inputRef={field}
          label={t('search.scan')}
          onCode={(code, parsed) => {
            const q = balanceSearchOf(code, parsed);
            setText(q);
            onView({ ...view, q });
          }}
        />
        <div className="search-actions">
          <Button type="submit">{t('search.submit')}</Button>
        </div>
      </form>
      <div className="filters" role="group" aria-label={t('filters.label')} aria-busy={options.isFetching || undefined} part="filters">
        <SelectField
          label={t('filters.itemClass')}
          name="itemClass"
          value={idOption(view.itemClass)}
          onValueChange={(value) => refine({ ...view, itemClass: toId(value) })}
          placeholder={all}
          options={withChosen(choices('itemClasses'), view.itemClass)}
        />
        <SelectField
          label={t('filters.isoCode')}
          name="isoCode"
          value={idOption(view.isoCode)}
          onValueChange={(value) => refine({ ...view, isoCode: toId(value) })}
          placeholder={all}
          options={withChosen(choices('isoCodes'), view.isoCode)}
        />
        <SelectField
          label={t('filters.supplier')}
          name="supplier"
          value={idOption(view.supplier)}
          onValueChange={(value) => refine({ ...view, supplier: toId(value) })}
          placeholder={all}
          options={withChosen(choices('suppliers'), view.supplier)}
        />
        <SelectField
          label={t('filters.productStatus')}
          name="productStatus"
          value={view.productStatus ?? ''}
          onValueChange={(value) => refine({ ...view, productStatus: PRODUCT_STATUSES.find((s) => s === value) ?? null })}
          placeholder={all}
          options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <SelectField
          label={t('sort.label')}
          name="sort"
          value={view.sort}
          onValueChange={(value) => refine({ ...view, sort: BALANCE_SORTS.find((s) => s === value) ?? 'description:asc' })}
          options={BALANCE_SORTS.map((s) => ({ value: s, label: t(`sort.${sortKey(s)}`) }))}
        />
        {isFiltered(view) ? (
          <Button
            variant="link"
            onClick={() => {
              setText('');
              onView({ ...EMPTY_BALANCE_VIEW, storage: view.storage, sort: view.sort });
            }}
          >
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
});
