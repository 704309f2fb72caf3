/**
 * The balance's dialogs (spec 3 §4 Moves, scrapping, returns; §5 Moves, scrap, holdings), each on
 * core's action-dialog frame (a failure is shown inside and every choice is kept):
 * - move: a target location of the row's own storage (required, LOCATION_MISSING) and an amount
 *   from 1 to what is available (a fixed asset whole); "Item moved";
 * - order move: the amount goes into the active base-storage order as a move line, to a location of
 *   the receiving storage (required, LOCATION_MISSING; spec 3 §5, §7's toWarehouseLocation): its
 *   locations load with the dialog, and a storage without any says so (nothing can be sent);
 * - scrap: a reason (required) and the amount; the list reloads after success;
 * - create a base-storage move order: the receiving base storage (another than the viewed one).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreateOrder } from '../../../areas/orders/orders.ts';
import { ActionForm, AmountList, amountRowOf, amountsOf, ReasonSelect, ReferenceSelect, startAmounts, STOCK_NS, type AmountRow } from '../../../areas/stock/items.tsx';
import { baseStoragesQuery } from '../../../areas/stock/reference.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { feedback } from '../../../core/ui/feedback.ts';
import type { TFunction } from 'i18next';
import { locationsQuery, useMoveBalance, useScrapBalances, type BalanceRow } from '../api.ts';
import { NS } from '../ns.ts';

export type RowAction = 'move' | 'orderMove' | 'scrap';

/** A balance row as the dialog's amount row: at most what is available, a fixed asset whole (`t` of the stock namespace: its identifier's texts). */
export function amountRowOfBalance(row: BalanceRow, t: TFunction): AmountRow {
  const p = row.product;
  return amountRowOf(
    { id: row.id, name: p.name, inventoryNumber: p.inventoryNumber, batch: p.batch, unit: p.unit, quantity: row.quantity, allocatedQuantity: row.allocatedQuantity, isFixedAsset: row.isFixedAsset },
    t,
  );
}

export function RowDialog({ kind, row, order, onClose }: {
  kind: RowAction;
  row: BalanceRow;
  /** The active order (for the order move: its text, and the receiving storage whose locations are offered). */
  order: { label: string | null; number: string | null; facility: number | null };
  onClose: () => void;
}) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  const move = useMoveBalance();
  const scrap = useScrapBalances();
  const stock = useTexts(STOCK_NS).t;
  const rows = [amountRowOfBalance(row, stock)];
  const [amounts, setAmounts] = useState(() => startAmounts(rows));
  const [location, setLocation] = useState('');
  const [reason, setReason] = useState('');
  // Where the goods go: a location of the row's own storage (a direct move) or of the receiving one (an order move).
  const target = kind === 'move' ? row.facilityId : kind === 'orderMove' ? order.facility : null;
  const locations = useQuery({ ...locationsQuery(scope, target ?? 0), enabled: target !== null });
  const mutation = kind === 'scrap' ? scrap : move;
  const busy = mutation.isPending;
  const quantity = amountsOf(rows, amounts)[0]?.quantity ?? 1;
  const name = row.product.name;

  const done = (text: string) => {
    feedback.snack(text, 'success');
    onClose();
  };
  const submit = () => {
    if (kind === 'scrap') {
      scrap.mutate({ balances: [{ balanceId: row.id, quantity }], reasonCodeId: Number(reason) }, { onSuccess: () => done(t('scrap.done', { name })) });
    } else if (kind === 'move') {
      move.mutate({ balance: row.id, move: { quantity, toWarehouseLocation: { id: Number(location) } } }, { onSuccess: () => done(t('move.done')) });
    } else {
      move.mutate(
        {
          balance: row.id,
          move: { contentType: 'BASE_STORAGE_MOVE', fromFacility: { id: row.facilityId }, product: { id: row.product.productId, quantity }, toWarehouseLocation: { id: Number(location) } },
        },
        { onSuccess: () => done(t('move.done')) },
      );
    }
  };

  let choice = null;
  if (kind === 'scrap') choice = <ReasonSelect value={reason} onChange={setReason} disabled={busy} />;
  else if (kind === 'move') {
    choice = (
      <ReferenceSelect
        query={locations}
        texts={{ label: t('move.location'), loading: t('move.locationsLoading'), failed: t('move.locationsFailed') }}
        option={(l) => `${l.warehouse.value} · ${l.value}${l.label ? ` (${l.label})` : ''}`}
        include={(l) => l.id !== row.location.id}
        value={location}
        onChange={setLocation}
        disabled={busy}
        name="location"
      />
    );
  } else {
    const receiver = order.label ?? '';
    choice = (
      <>
        <p className="dialog-text">{t('orderMove.into', { number: order.number ?? '', receiver })}</p>
        <ReferenceSelect
          query={locations}
          texts={{
            label: t('orderMove.location', { receiver }),
            loading: t('orderMove.locationsLoading', { receiver }),
            failed: t('orderMove.locationsFailed', { receiver }),
            empty: t('orderMove.noLocations', { receiver }),
          }}
          option={(l) => `${l.warehouse.value} · ${l.value}${l.label ? ` (${l.label})` : ''}`}
          value={location}
          onChange={setLocation}
          disabled={busy}
          name="location"
        />
      </>
    );
  }

  const ready = kind === 'scrap' ? reason !== '' : location !== '';
  return (
    <ActionForm
      title={t(`${kind}.title`, { name })}
      failedTitle={t(`${kind}.failed`)}
      failure={mutation.error ? failureText(mutation.error, t) : null}
      busy={busy}
      ready={ready}
      hint={t(`${kind}.hint`)}
      confirm={t(`${kind}.confirm`)}
      danger={kind === 'scrap'}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="dialog-text">{t('from', { location: row.location.value, warehouse: row.location.warehouse.label, storage: row.label })}</p>
      {choice}
      <AmountList rows={rows} amounts={amounts} onChange={(id, n) => setAmounts((m) => new Map(m).set(id, n))} disabled={busy} label={t(`${kind}.amount`)} />
    </ActionForm>
  );
}

/** A new order for another base storage: it becomes the active order, and order moves go into it. */
export function CreateMoveOrderDialog({ viewed, onClose }: { viewed: number | null; onClose: () => void }) {
  const { t } = useTexts(NS);
  const storages = useQuery(baseStoragesQuery(useApiScope()));
  const create = useCreateOrder();
  const [storage, setStorage] = useState('');
  const busy = create.isPending;
  const submit = () =>
    create.mutate(
      { receiver: { type: 'FACILITY', id: Number(storage) } },
      {
        onSuccess: (order) => {
          feedback.snack(t('createOrder.done', { number: order.orderNumber, receiver: order.receiver.label }), 'success');
          onClose();
        },
      },
    );
  return (
    <ActionForm
      title={t('createOrder.title')}
      failedTitle={t('createOrder.failed')}
      failure={create.error ? failureText(create.error, t) : null}
      busy={busy}
      ready={storage !== ''}
      hint={t('createOrder.hint')}
      confirm={t('createOrder.confirm')}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="dialog-text">{t('createOrder.intro')}</p>
      <ReferenceSelect
        query={storages}
        texts={{ label: t('createOrder.storage'), loading: t('createOrder.storagesLoading'), failed: t('createOrder.storagesFailed') }}
        option={(s) => `${s.value} ${s.label}`}
        include={(s) => s.id !== viewed}
        value={storage}
        onChange={setStorage}
        disabled={busy}
        name="receiver"
      />
    </ActionForm>
  );
}
