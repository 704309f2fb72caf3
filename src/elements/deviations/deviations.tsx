/**
 * Root component of <fsp-deviations> (spec 3 §2 Deviations, /my-myloc/deviations): the user's own
 * deviations, newest first, ten a page (or 25 or 50, "Rows per page" under the list), with the
 * filter Open (the default), Closed and All as tabs (core Tabs: each a navigation) and a free-text
 * search. The filter, search, page and page size are attributes; every change is an
 * `fsp-navigate` (navigation.ts), so the URL keeps the list.
 */
import { useId, useState, type FormEvent } from 'react';
import { DEVIATION_FILTERS, DEVIATION_REPORT_PATH, deviationListPath, parseDeviationListQuery, type DeviationListState } from '../../areas/deviations/deviations.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { Button, TextField } from '../../core/ui/components.tsx';
import { useNavigateLink } from '../../core/ui/links.ts';
import { Tabs } from '../../core/ui/tabs.tsx';
import { Results } from './components/results.tsx';
import { useListNavigate } from './navigation.ts';
import { NS } from './ns.ts';

export type DeviationsProps = { state: string | null; q: string | null; page: number | null; pageSize: number | null };

/** The attributes as the list's query string, parsed by the same rules as the URL (areas/deviations/deviations.ts). */
export function stateOf(props: DeviationsProps): DeviationListState {
  const search = new URLSearchParams();
  if (props.state) search.set('state', props.state);
  if (props.q) search.set('q', props.q);
  if (props.page !== null) search.set('page', String(props.page));
  if (props.pageSize !== null) search.set('pageSize', String(props.pageSize));
  return parseDeviationListQuery(search);
}

export function Deviations(props: DeviationsProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const state = stateOf(props);
  const navigate = useListNavigate();
  const link = useNavigateLink();
  return (
    <section className="deviations" part="container" aria-labelledby={titleId}>
      <div className="head">
        <h1 id={titleId}>{t('title')}</h1>
        <a className="fsp-button" href={DEVIATION_REPORT_PATH} onClick={(e) => link(e, DEVIATION_REPORT_PATH)} part="report-link">
          {t('report')}
        </a>
      </div>
      {/* Made again when the search given from outside changes, so Back shows what is listed. */}
      <Search key={state.q} q={state.q} onSearch={(q) => navigate({ ...state, q, page: 1 })} />
      <Tabs
        label={t('filter')}
        items={DEVIATION_FILTERS.map((f) => ({ id: f, label: t(`state.${f}`), href: deviationListPath({ ...state, state: f, page: 1 }) }))}
        selected={state.state}
        onSelect={(f) => navigate({ ...state, state: f, page: 1 })}
        part="tabs"
        panelPart="panel"
      >
        <Results state={state} onState={navigate} />
      </Tabs>
    </section>
  );
}

/** The free-text search: applied on submit (one history entry), cleared with Clear. */
function Search({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTexts(NS);
  const [text, setText] = useState(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="search" role="search" aria-label={t('search.label')} onSubmit={submit} part="search">
      <TextField type="search" label={t('search.field')} value={text} onValueChange={setText} maxLength={100} placeholder={t('search.placeholder')} />
      <div className="search-actions">
        <Button type="submit">{t('search.submit')}</Button>
        {q ? (
          <Button
            variant="secondary"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            {t('search.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
