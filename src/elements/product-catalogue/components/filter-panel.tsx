/**
 * The filter panel (spec 2 §2 Product catalogue): the show-not-orderable toggle and the six groups
 * of GET /products/filters (central storages, base storages, item classes, ISO codes, suppliers,
 * product statuses), each a fieldset with the group's title as its legend and a checkbox per value
 * with the number of products it would list ("Rollatorer (12)"). A group of more than ten values
 * shows the first eight (and any chosen further down) and "Show all". Beside the results on a wide
 * screen; in the drawer on a narrow one.
 */
import { memo, useId, useState } from 'react';
import type { CatalogueQuery } from '../../../areas/products/products.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button } from '../../../core/ui/components.tsx';
import { isNotLoggedIn } from '../../../core/ui/query-failure.tsx';
import type { Filters } from '../api.ts';
import { NS } from '../ns.ts';
import { chosenCount, cleared, FILTER_GROUPS, isChosen, toggled, type FilterGroup } from './filters.ts';

/** Values shown before "Show all", in a group of more than COLLAPSE_ABOVE (hiding one or two would only cost a click). */
export const FIRST_VALUES = 8;
export const COLLAPSE_ABOVE = 10;

export type FilterPanelProps = {
  query: CatalogueQuery;
  onChange: (next: CatalogueQuery) => void;
  filters: Filters | undefined;
  /** The filters' query failed (shown with a retry, unless it failed for want of a session). */
  error: Error | null;
  onRetry: () => void;
  /** A newer answer is on its way: the counts shown are the previous ones. */
  busy: boolean;
};

export const FilterPanel = memo(function FilterPanel({ query, onChange, filters, error, onRetry, busy }: FilterPanelProps) {
  const { t } = useTexts(NS);
  const id = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<FilterGroup>>(new Set());
  const count = chosenCount(query);

  return (
    <div className="filter-panel" aria-busy={busy || undefined}>
      <div className="filter-actions">
        <label className="check not-orderable">
          <input type="checkbox" checked={query.includeNotOrderable} onChange={(e) => onChange({ ...query, includeNotOrderable: e.target.checked, page: 1 })} />
          <span>{t('filters.includeNotOrderable')}</span>
        </label>
        {count > 0 ? (
          <Button variant="link" className="clear-filters" onClick={() => onChange(cleared(query))}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
      {error && !filters ? (
        isNotLoggedIn(error) ? null : (
          <div className="filters-failed" role="alert">
            <p>{t('filters.loadFailed')}</p>
            <Button variant="secondary" onClick={onRetry}>
              {t('retry')}
            </Button>
          </div>
        )
      ) : !filters ? (
        <p className="filters-loading">{t('filters.loading')}</p>
      ) : (
        FILTER_GROUPS.map((group) => {
          const { title, ids } = filters[group];
          if (ids.length === 0) return null;
          const open = expanded.has(group);
          const many = ids.length > COLLAPSE_ABOVE;
          const shown = open || !many ? ids : ids.filter((v, i) => i < FIRST_VALUES || isChosen(query, group, v.id));
          const listId = `${id}-${group}`;
          return (
            <fieldset key={group} className="filter-group" data-group={group}>
              <legend>{title}</legend>
              <ul id={listId}>
                {shown.map((v) => (
                  <li key={v.id}>
                    <label className="check" data-empty={v.count === 0 || undefined}>
                      <input type="checkbox" checked={isChosen(query, group, v.id)} onChange={(e) => onChange(toggled(query, group, v.id, e.target.checked))} />
                      <span>
                        {group === 'isoCodes' && v.value ? <><span className="code">{v.value}</span>{' '}</> : null}
                        {v.label} <span className="value-count">({v.count})</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              {many ? (
                <Button
                  variant="link"
                  className="show-all"
                  aria-expanded={open}
                  aria-controls={listId}
                  onClick={() => {
                    const next = new Set(expanded);
                    if (open) next.delete(group);
                    else next.add(group);
                    setExpanded(next);
                  }}
                >
                  {open ? t('filters.showFewer') : t('filters.showAll', { total: ids.length })}
                </Button>
              ) : null}
            </fieldset>
          );
        })
      )}
    </div>
  );
});
