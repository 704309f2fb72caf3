/**
 * The list's search (spec 2 §2 Order list): the free-text search q and, behind a disclosure, the
 * filters from date, to date, client (a person receiver; not in a client's own list) and base
 * storage. Nothing applies as it is typed or chosen: Search applies the whole form (one move of
 * the list, back to its first page), Clear empties it. A from date after the to date is said at
 * the field, which gets the focus, and nothing is asked. The comboboxes (core's, with Floating UI
 * and the virtualizer) load when the filters are first opened. The form is made again (a `key`
 * in the parent) when the search given from outside changes, so Back shows what is listed.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { isDateRangeInverted, ORDER_SEARCH_MAX, parseDay, type OrderListScope, type OrderListState } from '../../../areas/orders/list.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, Spinner, TextField } from '../../../core/ui/components.tsx';
import { NS } from '../ns.ts';
import { lazyPart } from '../../../core/element/lazy-part.tsx';

export type SearchFields = Pick<OrderListState, 'q' | 'fromDate' | 'toDate' | 'clientId' | 'facilityId'>;

const Receivers = lazyPart(() => import('./receivers.tsx').then((m) => m.Receivers));

const filterCount = (form: SearchFields) => [form.fromDate, form.toDate, form.clientId, form.facilityId].filter((v) => v !== null).length;

/** The key of a search: the parent makes the form again when the applied one changes. */
export const searchKey = (state: SearchFields) => JSON.stringify([state.q, state.fromDate, state.toDate, state.clientId, state.facilityId]);

export function SearchForm({ state, scope, onSearch }: { state: OrderListState; scope: OrderListScope; onSearch: (form: SearchFields) => void }) {
  const { t } = useTexts(NS);
  const id = useId();
  const hintId = `${id}-hint`;
  const filtersId = `${id}-filters`;
  const given: SearchFields = { q: state.q, fromDate: state.fromDate, toDate: state.toDate, clientId: state.clientId, facilityId: state.facilityId };
  const [form, setForm] = useState(given);
  const [open, setOpen] = useState(() => filterCount(given) > 0);
  const [rangeError, setRangeError] = useState(false);
  const fromField = useRef<HTMLDivElement>(null);

  const setDate = (field: 'fromDate' | 'toDate') => (value: string) => {
    setForm((f) => ({ ...f, [field]: parseDay(value) }));
    setRangeError(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isDateRangeInverted(form)) {
      setRangeError(true);
      setOpen(true);
      fromField.current?.querySelector('input')?.focus();
      return;
    }
    onSearch({ ...form, q: form.q.trim() });
  };
  const clear = () => {
    const empty: SearchFields = { q: '', fromDate: null, toDate: null, clientId: null, facilityId: null };
    setForm(empty);
    setRangeError(false);
    onSearch(empty);
  };

  const count = filterCount(form);
  const changed = searchKey(given) !== searchKey({ q: '', fromDate: null, toDate: null, clientId: null, facilityId: null });
  return (
    <form className="search-form" role="search" part="form" onSubmit={submit} noValidate>
      <div className="query-row">
        <div className="query-field">
          <TextField
            label={t('search.label')}
            value={form.q}
            onValueChange={(q) => setForm((f) => ({ ...f, q }))}
            maxLength={ORDER_SEARCH_MAX}
            type="search"
            autoComplete="off"
            aria-describedby={hintId}
            part="query"
          />
          <p id={hintId} className="hint">
            {t('search.hint')}
          </p>
        </div>
      </div>
      <button type="button" className="filters-toggle" aria-expanded={open} aria-controls={filtersId} onClick={() => setOpen((o) => !o)} part="filters-toggle">
        <svg className="chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M9 6l6 6-6 6" />
        </svg>
        {t('filters.toggle')}
        {count > 0 ? <span className="filter-count">{t('filters.count', { count })}</span> : null}
      </button>
      <div id={filtersId} className="filter-fields" hidden={!open} part="filters">
        <div ref={fromField}>
          <TextField
            label={t('filters.fromDate')}
            type="date"
            value={form.fromDate ?? ''}
            max={form.toDate ?? undefined}
            onValueChange={setDate('fromDate')}
            error={rangeError ? t('problem.dateRange') : null}
          />
        </div>
        <TextField label={t('filters.toDate')} type="date" value={form.toDate ?? ''} min={form.fromDate ?? undefined} onValueChange={setDate('toDate')} />
        {open ? (
          <Receivers
            fallback={<Spinner label={t('filters.loading')} />}
            scope={scope}
            clientId={form.clientId}
            facilityId={form.facilityId}
            onClient={(clientId) => setForm((f) => ({ ...f, clientId }))}
            onFacility={(facilityId) => setForm((f) => ({ ...f, facilityId }))}
          />
        ) : null}
      </div>
      <div className="actions">
        <Button type="submit" part="submit">
          {t('search.submit')}
        </Button>
        {changed || searchKey(form) !== searchKey(given) ? (
          <Button type="button" variant="secondary" onClick={clear} part="clear">
            {t('search.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
