/**
 * One page of the list (ten orders) with its states: loading, failed, empty (said per tab, or
 * "nothing matches" for a search), and the orders as cards or as the table; the number of orders
 * as a status region (announced without moving the focus), the core Pagination (with its "go to
 * page" field) below. While
 * another page or sort of the same list loads, the rows shown stay, marked busy; after paging the
 * focus goes to the results' heading, so the new page is read from its top.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { OrderSummary } from '../../../contract/orders.ts';
import { isDateRangeInverted, orderListApiQuery, orderPageCount, type OrderListScope, type OrderListState } from '../../../areas/orders/list.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Pagination, Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { PageInput } from '../../../core/ui/pagination.tsx';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { orderListQuery } from '../api.ts';
import { NS } from '../ns.ts';
import { OrderCards } from './cards.tsx';
import { OrderTable } from './table.tsx';

export function Results({ state, scope, onState }: { state: OrderListState; scope: OrderListScope; onState: (state: OrderListState) => void }) {
  const { t } = useTexts(NS);
  const apiScope = useApiScope();
  // An inverted range lists nothing: no call (the form says why when it is typed there).
  const inverted = isDateRangeInverted(state);
  const result = useQuery({ ...orderListQuery(apiScope, orderListApiQuery(state, scope)), enabled: !inverted });
  const heading = useRef<HTMLHeadingElement>(null);
  const paged = useRef(false);
  const ready = result.status === 'success' && !result.isPlaceholderData;
  const moveFocus = useEffectEvent(() => {
    if (!paged.current) return;
    paged.current = false;
    heading.current?.focus();
  });
  useEffect(() => {
    if (ready) moveFocus();
  }, [ready, state.page]);

  const searching = state.q !== '' || state.fromDate !== null || state.toDate !== null || state.clientId !== null || state.facilityId !== null;
  const emptyText = t(searching ? 'emptyText.search' : state.view === 'table' ? 'emptyText.all' : `emptyText.${state.tab}`);
  const data = inverted ? { page: [] as OrderSummary[], count: 0 } : result.status === 'success' ? result.data : null;

  let body;
  if (data === null && result.status === 'error') {
    body = <QueryFailure error={result.error} onRetry={() => void result.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  } else if (data === null) body = <Spinner label={t('loading')} />;
  else if (data.count === 0) body = <StateMessage kind="empty" title={t('empty')} text={emptyText} />;
  else {
    const pages = orderPageCount(data.count);
    body = (
      <>
        <div className="list-area" aria-busy={result.isPlaceholderData || undefined}>
          {state.view === 'table' ? (
            <OrderTable orders={data.page} scope={scope} sort={state.sort} onSort={(sort) => onState({ ...state, sort, page: 1 })} />
          ) : (
            <OrderCards orders={data.page} scope={scope} />
          )}
        </div>
        {pages > 1 ? (
          <Pagination
            page={Math.min(state.page, pages)}
            pages={pages}
            // Thousands of orders make thousands of pages: a page can be typed too.
            pageInput={PageInput}
            onPage={(page) => {
              paged.current = true;
              onState({ ...state, page });
            }}
          />
        ) : null}
      </>
    );
  }
  // Below the list's title: h2 under the page's h1, h3 in a client's tab (under its h2).
  const Sub = scope.kind === 'client' ? 'h3' : 'h2';
  const status = data === null ? '' : data.count === 0 ? t('empty') : t('count', { count: data.count });
  return (
    <div className="results" part="results">
      <div className="results-head">
        {data && data.count > 0 ? (
          <Sub ref={heading} tabIndex={-1} className="fsp-visually-hidden">
            {t('results')}
          </Sub>
        ) : null}
        <p className={data && data.count > 0 ? 'count' : 'count fsp-visually-hidden'} role="status" part="count">
          {status}
        </p>
      </div>
      {body}
    </div>
  );
}
