/**
 * Pieces the holdings list, the single holding and their dialogs share: how a holding is named
 * (name and inventory number, batch or serial number), its quantity, the amounts chosen in a
 * dialog (a counter from 1 to what is available; a fixed asset whole), and the text of a failure.
 */
import type { TFunction } from 'i18next';
import type { Holding } from '../../../../contract/clients.ts';
import { availableQuantity, QuantityCounter } from '../../../../core/ui/quantity-counter.tsx';
import { failureCode, failureText } from '../failure.ts';

/** A row an action takes an amount of: a holding, or an accessory of one. */
export type AmountRow = {
  id: number;
  name: string;
  /** Inventory number, batch, serial number: what tells it from another of the same name. */
  identifier: string | null;
  unit: string;
  /** The most the action may take (at least 1 for a row offered). */
  max: number;
  /** Taken whole: a fixed asset, or a row with only one to take. No counter. */
  whole: boolean;
};

/** "Inv.nr 12345", "Batch B-7", "Serienr S-1", joined; null when the holding has none. */
export function identifierOf(h: Pick<Holding, 'inventoryNumber' | 'batch' | 'serialNumber'>, t: TFunction): string | null {
  const parts = [
    h.inventoryNumber ? t('holdings.inventoryNumberShort', { value: h.inventoryNumber }) : null,
    h.batch ? t('holdings.batchShort', { value: h.batch }) : null,
    h.serialNumber ? t('holdings.serialNumberShort', { value: h.serialNumber }) : null,
  ].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(', ') : null;
}

/** A holding as a row of an action dialog: at most what is available, a fixed asset whole. */
export function amountRowOf(h: Holding, t: TFunction): AmountRow {
  const max = availableQuantity(h);
  return { id: h.id, name: h.name, identifier: identifierOf(h, t), unit: h.unit, max, whole: h.isFixedAsset || max <= 1 };
}

/** Every row at its start amount: 1, or the whole of a row taken whole. */
export function startAmounts(rows: readonly AmountRow[]): Map<number, number> {
  return new Map(rows.map((r) => [r.id, r.whole ? r.max : 1]));
}

/** The amounts to send: each row's chosen amount, within 1..max. */
export function amountsOf(rows: readonly AmountRow[], amounts: ReadonlyMap<number, number>): { id: number; quantity: number }[] {
  return rows.map((r) => ({ id: r.id, quantity: r.whole ? r.max : Math.min(r.max, Math.max(1, amounts.get(r.id) ?? 1)) }));
}

/** The rows of a dialog, each with its amount: a counter (1..max), or the whole of it as text. */
export function AmountList({ rows, amounts, onChange, disabled, t, label }: {
  rows: readonly AmountRow[];
  amounts: ReadonlyMap<number, number>;
  onChange: (id: number, amount: number) => void;
  disabled?: boolean;
  t: TFunction;
  /** The list's accessible name ("Antal att skrota"). */
  label: string;
}) {
  return (
    <ul className="holdings-amounts" aria-label={label}>
      {rows.map((r) => (
        <li key={r.id}>
          <span className="holdings-amount-name">
            <strong>{r.name}</strong>
            {r.identifier ? <span className="holdings-muted">{r.identifier}</span> : null}
            {r.whole ? null : <span className="holdings-muted">{t('holdings.available', { count: r.max, unit: r.unit })}</span>}
          </span>
          {r.whole ? (
            <span className="holdings-whole">{t('holdings.whole', { count: r.max, unit: r.unit })}</span>
          ) : (
            <QuantityCounter
              label={t('holdings.amountOf', { what: r.identifier ? `${r.name}, ${r.identifier}` : r.name })}
              value={amounts.get(r.id) ?? 1}
              min={1}
              max={r.max}
              onChange={(n) => onChange(r.id, n)}
              disabled={disabled ?? false}
              texts={{ decrease: t('holdings.decrease', { name: r.name }), increase: t('holdings.increase', { name: r.name }) }}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The user's text of a failed action: ours for the codes we know, else the catalogue's (the server's message). */
export function actionFailureText(error: unknown, t: TFunction): string {
  const code = failureCode(error);
  const own = code ? t(`holdings.errors.${code}`, { defaultValue: '' }) : '';
  return own || failureText(error, t);
}
