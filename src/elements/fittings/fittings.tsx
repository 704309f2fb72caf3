/**
 * Root component of <fsp-fittings> (spec 3 §2 Fittings user and admin planning): the user's list
 * (tabs Active, Waiting, Closed) or, with `role="admin"`, the planner's planning view (tabs
 * Unplanned, Active, Waiting, Closed). The tab and page are attributes; every change is an
 * `fsp-navigate` (core's useViewNavigate), so the URL keeps the list.
 */
import { useId } from 'react';
import { fittingListAttributes, fittingListPath, fittingTabs, parseFittingListQuery, type FittingListState } from '../../areas/fittings/list.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { useViewNavigate } from '../../core/ui/links.ts';
import { Tabs } from '../../core/ui/tabs.tsx';
import { Results } from './components/results.tsx';
import { NS } from './ns.ts';

export type FittingsProps = { status: string | null; page: number | null; admin: boolean };

/** The attributes as the list's query string, parsed by the same rules as the URL (areas/fittings/list.ts). */
export function stateOf(props: FittingsProps): FittingListState {
  const search = new URLSearchParams();
  if (props.status) search.set('status', props.status);
  if (props.page !== null) search.set('page', String(props.page));
  if (props.admin) search.set('role', 'admin');
  return parseFittingListQuery(search);
}

export function Fittings(props: FittingsProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const state = stateOf(props);
  // A host that routes prevents the move and sets the attributes itself; otherwise the element sets its own.
  const navigate = useViewNavigate(fittingListPath, fittingListAttributes);
  return (
    <section className="fittings" part="container" aria-labelledby={titleId} data-admin={state.admin || undefined}>
      <h1 id={titleId}>{t(state.admin ? 'title.admin' : 'title.mine')}</h1>
      <Tabs
        label={t('tabs')}
        items={fittingTabs(state.admin).map((tab) => ({ id: tab, label: t(`tab.${tab}`), href: fittingListPath({ ...state, tab, page: 1 }) }))}
        selected={state.tab}
        onSelect={(tab) => navigate({ ...state, tab, page: 1 })}
        part="tabs"
        panelPart="panel"
      >
        <Results key={`${state.admin}-${state.tab}`} state={state} onState={navigate} />
      </Tabs>
    </section>
  );
}
