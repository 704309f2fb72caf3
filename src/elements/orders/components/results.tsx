/**
 * One page of the list (ten orders, or 25 or 50 as chosen under it) in the core PagedResults frame: loading, failed, empty (said
 * per tab, or "nothing matches" for a search), and the orders as cards or as the table; the number
 * of orders as a status region (announced without moving the focus), the core Pagination (with its
 * "go to page" field) and the "Rows per page" select (spec 1 §9) below. While another page or sort of the same list loads, the rows shown
 * stay, marked busy; after paging the focus goes to the results' heading (for screen readers only),
 * so the new page is read from its top.
 */
import { useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '../../../contract/orders.ts';
import { isDateRangeInverted, orderListApiQuery, orderPageCount, type OrderListScope, type OrderListState } from '../../../areas/orders/list.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { PagedResults, pagedTexts, type PagedResult } from '../../../core/ui/paged-results.tsx';
import { LIST_PAGE_SIZES, pageAfterResize, parseListPageSize } from '../../../core/ui/page-size.ts';
import { PageInput, PageSizeSelect } from '../../../core/ui/pagination.tsx';
import { orderListQuery } from '../api.ts';
import { NS } from '../ns.ts';
import { OrderCards } from './cards.tsx';
import { OrderTable } from './table.tsx';

export function Results({ state, scope, onState }: { state: OrderListState; scope: OrderListScope; onState: (state: OrderListState) => void }) {
  const { t } = useTexts(NS);
  const apiScope = useApiScope();
  // An inverted range lists nothing: no call (the form says why when it is typed there).
  const inverted = isDateRangeInverted(state);
  const query = useQuery({ ...orderListQuery(apiScope, orderListApiQuery(state, scope)), enabled: !inverted });
  const result: PagedResult<OrderSummary> = inverted ? { status: 'success', data: { page: [], count: 0 }, error: null, isPlaceholderData: false, refetch: query.refetch } : query;

  const searching = state.q !== '' || state.fromDate !== null || state.toDate !== null || state.clientId !== null || state.facilityId !== null;
  const emptyText = t(searching ? 'emptyText.search' : state.view === 'table' ? 'emptyText.all' : `emptyText.${state.tab}`);
  return (
    <PagedResults
      result={result}
      texts={pagedTexts(t, emptyText)}
      page={state.page}
      pageCount={(count) => orderPageCount(count, state.pageSize)}
      onPage={(page) => onState({ ...state, page })}
      // Below the list's title: h2 under the page's h1, h3 in a client's tab (under its h2).
      heading={{ level: scope.kind === 'client' ? 'h3' : 'h2', text: t('results'), hidden: true }}
      // Thousands of orders make thousands of pages: a page can be typed too.
      pageInput={PageInput}
      // Another size keeps the first order shown on the page shown.
      pageSize={{
        size: state.pageSize,
        choices: LIST_PAGE_SIZES,
        onSize: (size) => onState({ ...state, pageSize: parseListPageSize(size), page: pageAfterResize(state.page, state.pageSize, size) }),
        select: PageSizeSelect,
      }}
    >
      {(orders) =>
        state.view === 'table' ? (
          <OrderTable orders={orders} scope={scope} sort={state.sort} onSort={(sort) => onState({ ...state, sort, page: 1 })} />
        ) : (
          <OrderCards orders={orders} scope={scope} />
        )
      }
    </PagedResults>
  );
}
