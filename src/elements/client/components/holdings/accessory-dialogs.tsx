/**
 * The accessory actions of one holding (spec 2 §2 Holdings, §7 Accessories; spec 3 §4, §5):
 * - add as accessory (ADD_FROM_HOLDING): choose among the client's other holdings with something
 *   available, each with an amount from 1 to what is available (a fixed asset whole);
 * - remove accessories (REMOVE_TO_HOLDING): the accessories chosen in the table, each with an
 *   amount from 1 to its quantity; they become holdings of their own.
 * A failure is shown inside and the dialog stays open with the choices kept.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HoldingAccessory, HoldingDetail } from '../../../../contract/clients.ts';
import { accessoryRow, ActionForm, AmountList, amountRowOf, amountsOf, startAmounts, type AmountRow } from '../../../../areas/stock/items.tsx';
import { useApiScope } from '../../../../core/http/query.ts';
import { useTexts } from '../../../../core/i18n/index.ts';
import { Button, Spinner, StateMessage } from '../../../../core/ui/components.tsx';
import { feedback } from '../../../../core/ui/feedback.ts';
import { QuantityCounter } from '../../../../core/ui/quantity-counter.tsx';
import { availableHoldingsQuery, useAccessoryAction } from '../../holdings-api.ts';
import { NS } from '../../ns.ts';
import { actionFailureText } from './shared.tsx';

type Props = { clientId: number; holding: HoldingDetail; onClose: () => void; onDone: () => void };

/** Fit other holdings of the client to this one. */
export function AddAccessoriesDialog({ clientId, holding, onClose, onDone }: Props) {
  const { t } = useTexts(NS);
  const action = useAccessoryAction(clientId, holding.id);
  const candidates = useQuery(availableHoldingsQuery(useApiScope(), clientId));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [amounts, setAmounts] = useState<ReadonlyMap<number, number>>(new Map());
  const busy = action.isPending;
  // Not itself, nor what it is fitted to (the server refuses both: INVALID_ACCESSORY).
  const rows: AmountRow[] = (candidates.data?.page ?? [])
    .filter((c) => c.id !== holding.id && c.id !== holding.parent?.id)
    .map((c) => amountRowOf(c, t))
    .filter((r) => r.max > 0);
  const picked = rows.filter((r) => chosen.has(r.id));

  const submit = () =>
    action.mutate(
      { action: 'ADD_FROM_HOLDING', payload: { holdings: amountsOf(picked, amounts) } },
      {
        onSuccess: () => {
          feedback.snack(t('holdings.accessories.added', { count: picked.length }), 'success');
          onDone();
        },
      },
    );

  let content;
  if (candidates.status === 'pending') content = <Spinner label={t('holdings.accessories.candidatesLoading')} />;
  else if (candidates.status === 'error') {
    content = (
      <div className="fsp-alert" role="alert">
        <p>{t('holdings.accessories.candidatesFailed')}</p>
        <Button variant="secondary" onClick={() => void candidates.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (!rows.length) content = <StateMessage kind="empty" title={t('holdings.accessories.noCandidates')} text={t('holdings.accessories.noCandidatesText')} />;
  else {
    content = (
      <fieldset className="holdings-choices">
        <legend>{t('holdings.accessories.candidates', { name: holding.name })}</legend>
        <ul className="holdings-amounts">
          {rows.map((r) => {
            const on = chosen.has(r.id);
            const what = r.identifier ? `${r.name}, ${r.identifier}` : r.name;
            return (
              <li key={r.id}>
                <label className="holdings-check">
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={busy}
                    onChange={() => {
                      const next = new Set(chosen);
                      if (on) next.delete(r.id);
                      else next.add(r.id);
                      setChosen(next);
                      if (!on && !amounts.has(r.id)) setAmounts(new Map(amounts).set(r.id, startAmounts([r]).get(r.id) ?? 1));
                    }}
                  />
                  <span className="holdings-amount-name">
                    <strong>{r.name}</strong>
                    {r.identifier ? <span className="holdings-muted">{r.identifier}</span> : null}
                    <span className="holdings-muted">{t('holdings.available', { count: r.max, unit: r.unit })}</span>
                  </span>
                </label>
                {on ? (
                  r.whole ? (
                    <span className="holdings-whole">{t('holdings.whole', { count: r.max, unit: r.unit })}</span>
                  ) : (
                    <QuantityCounter
                      label={t('holdings.amountOf', { what })}
                      value={amounts.get(r.id) ?? 1}
                      min={1}
                      max={r.max}
                      disabled={busy}
                      onChange={(n) => setAmounts(new Map(amounts).set(r.id, n))}
                      texts={{ decrease: t('holdings.decrease', { name: r.name }), increase: t('holdings.increase', { name: r.name }) }}
                    />
                  )
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
    );
  }

  return (
    <ActionForm
      title={t('holdings.accessories.addTitle', { name: holding.name })}
      failedTitle={t('holdings.accessories.addFailed')}
      failure={action.error ? actionFailureText(action.error, t) : null}
      busy={busy}
      ready={picked.length > 0}
      hint={t('holdings.accessories.addHint')}
      confirm={t('holdings.accessories.addConfirm')}
      onSubmit={submit}
      onClose={onClose}
    >
      {content}
    </ActionForm>
  );
}

/** Take the chosen accessories off this holding: each becomes a holding of its own. */
export function RemoveAccessoriesDialog({ clientId, holding, accessories, onClose, onDone }: Props & { accessories: readonly HoldingAccessory[] }) {
  const { t } = useTexts(NS);
  const action = useAccessoryAction(clientId, holding.id);
  const rows = accessories.map(accessoryRow).filter((r) => r.max > 0);
  const [amounts, setAmounts] = useState(() => startAmounts(rows));
  const submit = () =>
    action.mutate(
      { action: 'REMOVE_TO_HOLDING', payload: { accessories: amountsOf(rows, amounts) } },
      {
        onSuccess: () => {
          feedback.snack(t('holdings.accessories.removed', { count: rows.length }), 'success');
          onDone();
        },
      },
    );
  return (
    <ActionForm
      title={t('holdings.accessories.removeTitle', { count: rows.length })}
      failedTitle={t('holdings.accessories.removeFailed')}
      failure={action.error ? actionFailureText(action.error, t) : null}
      busy={action.isPending}
      ready={rows.length > 0}
      hint={t('holdings.accessories.removeHint')}
      confirm={t('holdings.accessories.removeConfirm')}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="holdings-intro">{t('holdings.accessories.removeIntro', { name: holding.name, count: rows.length })}</p>
      <AmountList
        rows={rows}
        amounts={amounts}
        onChange={(id, n) => setAmounts((m) => new Map(m).set(id, n))}
        disabled={action.isPending}
        label={t('holdings.accessories.removeAmounts')}
      />
    </ActionForm>
  );
}
