/**
 * The chosen filters as removable chips above the results: each names its value ("Rollatorer")
 * and, to assistive technology, its group and what the button does ("Remove the filter ISO code:
 * Rollatorer"). Removing one gives the focus to the chip that takes its place (or the one before);
 * when none is left, to `onEmptied`'s target (the results' heading).
 */
import { useEffect, useRef, useState } from 'react';
import type { CatalogueQuery } from '../../../areas/products/products.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button } from '../../../core/ui/components.tsx';
import type { Filters } from '../api.ts';
import { NS } from '../ns.ts';
import { chosenValues, cleared, toggled } from './filters.ts';

export function Chips({ query, filters, onChange, onEmptied }: {
  query: CatalogueQuery;
  filters: Filters | undefined;
  onChange: (next: CatalogueQuery) => void;
  /** Called when the last chip was removed, to put the focus somewhere sensible. */
  onEmptied: () => void;
}) {
  const { t } = useTexts(NS);
  const list = useRef<HTMLUListElement>(null);
  const [focusAt, setFocusAt] = useState<{ index: number } | null>(null);
  const chips = [
    ...chosenValues(query).map(({ group, id }) => {
      const values = filters?.[group];
      const label = values?.ids.find((v) => String(v.id) === String(id))?.label ?? String(id);
      return { key: `${group}:${id}`, label, group: values?.title ?? '', next: () => toggled(query, group, id, false) };
    }),
    ...(query.includeNotOrderable
      ? [{ key: 'includeNotOrderable', label: t('chips.notOrderable'), group: t('chips.notOrderableGroup'), next: () => ({ ...query, includeNotOrderable: false, page: 1 }) }]
      : []),
  ];

  useEffect(() => {
    if (!focusAt) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button.chip');
    const target = buttons && buttons.length > 0 ? buttons[Math.min(focusAt.index, buttons.length - 1)] : null;
    if (target) target.focus();
    else onEmptied();
  }, [focusAt, onEmptied]);

  if (chips.length === 0) return null;
  return (
    <div className="chips">
      <ul ref={list} aria-label={t('chips.label')}>
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chip"
              aria-label={t('chips.remove', { label: chip.group ? `${chip.group}: ${chip.label}` : chip.label })}
              onClick={() => {
                setFocusAt({ index });
                onChange(chip.next());
              }}
            >
              <span>{chip.label}</span>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
              </svg>
            </button>
          </li>
        ))}
        {chips.length > 1 ? (
          <li>
            <Button
              variant="link"
              className="clear-all"
              onClick={() => {
                setFocusAt({ index: 0 });
                onChange(cleared(query));
              }}
            >
              {t('chips.clearAll')}
            </Button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
