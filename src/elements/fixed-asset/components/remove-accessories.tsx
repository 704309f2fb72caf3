/**
 * Removing accessories from a fixed asset in a storage (spec 3 §4 Accessories, §7: POST
 * …/accessories with action REMOVE): the accessories chosen in the table, each with an amount from
 * 1 to its quantity (core's AmountList: a counter, or the whole of one there is only one of). They
 * go back to the fixed asset's location as rows of their own. A refusal (HELD_BY_CLIENT: a client
 * has it by now; QUANTITY_NOT_AVAILABLE: fewer are fitted by now) is said inside and the dialog
 * stays open with the choices kept.
 */
import { useState } from 'react';
import { accessoryRow, ActionForm, AmountList, amountsOf, startAmounts, STOCK_NS } from '../../../areas/stock/items.tsx';
import type { HoldingAccessory } from '../../../contract/clients.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { feedback } from '../../../core/ui/feedback.ts';
import { useRemoveAccessories, type FixedAssetData } from '../api.ts';
import { NS } from '../ns.ts';

type Props = { fixedAsset: FixedAssetData; accessories: readonly HoldingAccessory[]; onClose: () => void; onDone: () => void };

export function RemoveAccessoriesDialog({ fixedAsset, accessories, onClose, onDone }: Props) {
  const { t } = useTexts(NS);
  const { t: ts } = useTexts(STOCK_NS);
  const remove = useRemoveAccessories(fixedAsset.id);
  const rows = accessories.map(accessoryRow).filter((r) => r.max > 0);
  const [amounts, setAmounts] = useState(() => startAmounts(rows));
  const submit = () =>
    remove.mutate(amountsOf(rows, amounts), {
      onSuccess: () => {
        feedback.snack(t('accessories.removed', { count: rows.length }), 'success');
        onDone();
      },
    });
  return (
    <ActionForm
      title={ts('holdings.accessories.removeTitle', { count: rows.length })}
      failedTitle={ts('holdings.accessories.removeFailed')}
      failure={remove.error ? failureText(remove.error, t) : null}
      busy={remove.isPending}
      ready={rows.length > 0}
      hint={ts('holdings.accessories.removeHint')}
      confirm={ts('holdings.accessories.removeConfirm')}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="holdings-intro">
        {t('accessories.removeIntro', { count: rows.length, name: fixedAsset.name, location: fixedAsset.location?.value ?? '' })}
      </p>
      <AmountList
        rows={rows}
        amounts={amounts}
        onChange={(id, n) => setAmounts((m) => new Map(m).set(id, n))}
        disabled={remove.isPending}
        label={ts('holdings.accessories.removeAmounts')}
      />
    </ActionForm>
  );
}
