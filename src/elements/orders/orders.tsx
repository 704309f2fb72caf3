/**
 * Root component of <fsp-orders> (spec 2 §2 Order list, §4 Order list filters): the list given as
 * attributes (status tab, search, filters, view, sort, page) in one of three scopes: every order
 * the user may see (/orders), the user's own (`mine`, /my-myloc/orders), or one client's (`client`,
 * the Orders tab of `<fsp-client>`, where a receiver column would repeat the client: it shows who
 * ordered instead). Every change is an `fsp-navigate` (core's useViewNavigate), so the URL keeps the list.
 */
import { useCallback, useId, useMemo } from 'react';
import { EMPTY_ORDER_LIST, orderListAttributes, orderListPath, ORDER_TABS, parseOrderListQuery, type OrderListScope, type OrderListState } from '../../areas/orders/list.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { Tabs } from '../../core/ui/tabs.tsx';
import { searchOf, useViewNavigate } from '../../core/ui/links.ts';
import { Results } from './components/results.tsx';
import { SearchForm, searchKey } from './components/search-form.tsx';
import { ViewSwitch } from './components/view-switch.tsx';
import { NS } from './ns.ts';

export type OrdersProps = {
  status: string | null;
  q: string | null;
  fromDate: string | null;
  toDate: string | null;
  clientId: number | null;
  facilityId: number | null;
  view: string | null;
  sort: string | null;
  page: number | null;
  pageSize: number | null;
  mine: boolean;
  client: number | null;
};

/** The attributes as the list's query string, parsed by the same rules as the URL (areas/orders/list.ts). */
export function stateOf(props: OrdersProps): OrderListState {
  const { status, q, fromDate, toDate, clientId, facilityId, view, sort, page, pageSize } = props;
  return parseOrderListQuery(searchOf({ status, q, fromDate, toDate, clientId, facilityId, view, sort, page, pageSize }));
}

export function Orders(props: OrdersProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const client = typeof props.client === 'number' && Number.isInteger(props.client) && props.client > 0 ? props.client : null;
  const kind = client ? 'client' : props.mine ? 'mine' : 'all';
  const scope = useMemo<OrderListScope>(() => (client ? { kind: 'client', client } : { kind: props.mine ? 'mine' : 'all' }), [client, props.mine]);
  const given = stateOf(props);
  // A client's list is that client's: its own client filter does not apply.
  const state = scope.kind === 'client' ? { ...given, clientId: null } : given;
  // Every change of the list is a cancelable `fsp-navigate` with its path and query; a host that
  // routes prevents it and sets the attributes itself, otherwise the element sets its own.
  const pathOf = useCallback((next: OrderListState) => orderListPath(scope, next), [scope]);
  const navigate = useViewNavigate(pathOf, orderListAttributes);
  /** Another list: back to its first page. */
  const go = (patch: Partial<OrderListState>) => navigate({ ...state, page: 1, ...patch });
  const Heading = scope.kind === 'client' ? 'h2' : 'h1';

  const results = <Results state={state} scope={scope} onState={navigate} />;
  return (
    <section className="orders" part="container" aria-labelledby={titleId} data-scope={kind}>
      <div className="head">
        <Heading id={titleId}>{t(`title.${kind}`)}</Heading>
        <ViewSwitch view={state.view} onView={(view) => go({ view, tab: EMPTY_ORDER_LIST.tab, sort: EMPTY_ORDER_LIST.sort })} />
      </div>
      <SearchForm key={searchKey(state)} state={state} scope={scope} onSearch={(form) => go(form)} />
      {state.view === 'cards' ? (
        <Tabs
          label={t('tabs')}
          items={ORDER_TABS.map((tab) => ({ id: tab, label: t(`tab.${tab}`), href: orderListPath(scope, { ...state, tab, page: 1 }) }))}
          selected={state.tab}
          onSelect={(tab) => go({ tab })}
          part="tabs"
          panelPart="panel"
        >
          {results}
        </Tabs>
      ) : (
        results
      )}
    </section>
  );
}
