/**
 * The controls above the results: the filter button (a narrow screen: it opens the drawer), the
 * storage whose stock the cards show ("Lagersaldo i": the central and base storages of GET
 * /products/filters), the grid or list view (two toggle buttons) and the page size (24, 52, 100).
 */
import { useId, type Ref } from 'react';
import { CATALOGUE_PAGE_SIZES } from '../../../contract/constants.ts';
import { parsePageSize, type CataloguePageSize, type CatalogueView } from '../../../areas/products/products.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { SelectField } from '../../../core/ui/components.tsx';
import type { Filters } from '../api.ts';
import { NS } from '../ns.ts';

export function FilterToggle({ count, expanded, onOpen, ref }: { count: number; expanded: boolean; onOpen: () => void; ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTexts(NS);
  return (
    <button ref={ref} type="button" className="fsp-button filter-toggle" data-variant="secondary" aria-haspopup="dialog" aria-expanded={expanded} onClick={onOpen} part="filter-toggle">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 5h18v2H3zm4 6h10v2H7zm3 6h4v2h-4z" />
      </svg>
      {count > 0 ? t('filters.toggleCount', { count }) : t('filters.toggle')}
    </button>
  );
}

/**
 * The chosen storage. With none chosen (and none to default to) the first option asks for one and
 * a hint says why; once one is chosen there is always one (the URL has no "none" to go back to).
 */
export function StorageSelect({ storage, filters, onStorage }: { storage: number | null; filters: Filters | undefined; onStorage: (storage: number) => void }) {
  const { t } = useTexts(NS);
  const id = useId();
  const hintId = `${id}-hint`;
  const groups = filters ? [filters.facilities, filters.baseStorages].filter((g) => g.ids.length > 0) : [];
  const known = groups.some((g) => g.ids.some((v) => Number(v.id) === storage));
  return (
    <div className="storage" part="storage">
      <div className="fsp-field">
        <label htmlFor={id}>{t('storage.label')}</label>
        <select id={id} value={storage === null ? '' : String(storage)} onChange={(e) => e.target.value && onStorage(Number(e.target.value))} aria-describedby={storage === null ? hintId : undefined}>
          {storage === null ? <option value="">{t('storage.choose')}</option> : null}
          {storage !== null && !known ? <option value={String(storage)}>{t('storage.unknown', { id: storage })}</option> : null}
          {groups.map((g) => (
            <optgroup key={g.title} label={g.title}>
              {g.ids.map((v) => (
                <option key={v.id} value={String(v.id)}>
                  {v.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {storage === null ? (
        <p id={hintId} className="storage-hint">
          {t('storage.hint')}
        </p>
      ) : null}
    </div>
  );
}

const VIEW_ICONS: Record<CatalogueView, string> = {
  grid: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
  list: 'M4 5h3v3H4zm5 0h11v3H9zM4 10.5h3v3H4zm5 0h11v3H9zM4 16h3v3H4zm5 0h11v3H9z',
};

/** Grid or list: two toggle buttons, the current one pressed. */
export function ViewToggle({ view, onView }: { view: CatalogueView; onView: (view: CatalogueView) => void }) {
  const { t } = useTexts(NS);
  const id = useId();
  return (
    <div className="view-toggle" part="view-toggle">
      <span id={id} className="view-label">
        {t('view.label')}
      </span>
      <div role="group" aria-labelledby={id} className="view-buttons">
        {(['grid', 'list'] as const).map((v) => (
          <button key={v} type="button" aria-pressed={view === v} onClick={() => view !== v && onView(v)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={VIEW_ICONS[v]} />
            </svg>
            {t(`view.${v}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

export function PageSizeSelect({ pageSize, onPageSize }: { pageSize: CataloguePageSize; onPageSize: (size: CataloguePageSize) => void }) {
  const { t } = useTexts(NS);
  return (
    <div className="page-size" part="page-size">
      <SelectField
        label={t('pageSize')}
        value={String(pageSize)}
        onValueChange={(v) => onPageSize(parsePageSize(v))}
        options={CATALOGUE_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
      />
    </div>
  );
}
