/**
 * The search form (spec 2 §2, §5): q (a personal identity number or a unit) and, behind a
 * disclosure, the filters first name, surname, postal number and city. Nothing is searched as it
 * is typed: a submit checks the search (q required, an identity number's date and check digit, the
 * postal number) and either runs it or says, at the field, what is wrong, moving the focus there
 * and keeping everything typed. A search that changes from outside (Back, the host) replaces the
 * text; the form's own search coming back as attributes does not (the user may have typed on).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, TextField } from '../../../core/ui/components.tsx';
import { NS } from '../ns.ts';
import { checkSearch, isBlank, MAX_LENGTH, type SearchField, type SearchForm as Form, type SearchProblem } from '../search.ts';

const FILTERS = ['firstName', 'surname', 'zipCode', 'city'] as const;

/** The search's key: what it is, trimmed. */
const keyOf = (form: Form) => JSON.stringify([form.q, form.firstName, form.surname, form.zipCode, form.city].map((v) => v.trim()));

/** What is wrong with a search given from outside (a URL typed or shared); nothing for no search. */
function problemOf(form: Form): SearchProblem | null {
  if (isBlank(form)) return null;
  const checked = checkSearch(form);
  return checked.ok ? null : checked.problem;
}

const filterCount = (form: Form) => FILTERS.filter((f) => form[f].trim() !== '').length;

export function SearchForm({ given, onSearch }: { given: Form; onSearch: (form: Form) => void }) {
  const { t } = useTexts(NS);
  const id = useId();
  const hintId = `${id}-hint`;
  const filtersId = `${id}-filters`;
  const [form, setForm] = useState(given);
  const [problem, setProblem] = useState<SearchProblem | null>(() => problemOf(given));
  const [filtersOpen, setFiltersOpen] = useState(() => filterCount(given) > 0);
  // The last search this form ran, and the last one it was given (state, so render may compare).
  const [emitted, setEmitted] = useState(() => keyOf(given));
  const [givenKey, setGivenKey] = useState(() => keyOf(given));
  if (keyOf(given) !== givenKey) {
    setGivenKey(keyOf(given));
    if (keyOf(given) !== emitted) {
      setForm(given);
      setEmitted(keyOf(given));
      setProblem(problemOf(given));
      if (filterCount(given) > 0) setFiltersOpen(true);
    }
  }

  // The field to focus once the render that shows its message is done (a submit refused).
  const fields = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: SearchField; n: number } | null>(null);
  useEffect(() => {
    if (focusRequest) fields.current?.querySelector<HTMLInputElement>(`[data-field=${focusRequest.field}]`)?.focus();
  }, [focusRequest]);

  const set = (field: SearchField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    // The message goes once the field it is about is changed; what was typed stays either way.
    if (problem?.field === field) setProblem(null);
  };
  // No q is the catalogue's INVALID_SEARCH_QUERY (core's text); the others are this form's own.
  const errorOf = (field: SearchField) =>
    problem?.field === field ? t(problem.problem === 'required' ? 'errors.INVALID_SEARCH_QUERY' : `problem.${problem.problem}`) : null;

  const submit = () => {
    const checked = checkSearch(form);
    if (!checked.ok) {
      setProblem(checked.problem);
      if (checked.problem.field === 'zipCode') setFiltersOpen(true);
      setFocusRequest((r) => ({ field: checked.problem.field, n: (r?.n ?? 0) + 1 }));
      return;
    }
    setProblem(null);
    setEmitted(keyOf(form));
    onSearch(form);
  };

  const count = filterCount(form);
  return (
    <form
      role="search"
      aria-label={t('form.label')}
      className="search-form"
      part="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div ref={fields} className="fields">
        <div className="query-row">
          <div className="query-field">
            <TextField
              label={t('form.q')}
              value={form.q}
              onValueChange={set('q')}
              error={errorOf('q')}
              maxLength={MAX_LENGTH.q}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={hintId}
              aria-required="true"
              data-field="q"
              part="query"
            />
            <p id={hintId} className="fsp-field-hint">
              {t('form.qHint')}
            </p>
          </div>
          <Button type="submit" part="submit">
            {t('form.submit')}
          </Button>
        </div>
        <div className="filters">
          <button type="button" className="filters-toggle" aria-expanded={filtersOpen} aria-controls={filtersId} onClick={() => setFiltersOpen(!filtersOpen)} part="filters-toggle">
            <svg className="chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8.6 5.6 15 12l-6.4 6.4L7.2 17l5-5-5-5z" />
            </svg>
            {count > 0 ? t('form.filtersActive', { count }) : t('form.filters')}
          </button>
          <div id={filtersId} className="filter-fields" hidden={!filtersOpen} part="filters">
            {FILTERS.map((field) => (
              <TextField
                key={field}
                label={t(`form.${field}`)}
                value={form[field]}
                onValueChange={set(field)}
                error={errorOf(field)}
                maxLength={MAX_LENGTH[field]}
                autoComplete="off"
                inputMode={field === 'zipCode' ? 'numeric' : undefined}
                data-field={field}
              />
            ))}
          </div>
        </div>
      </div>
    </form>
  );
}
