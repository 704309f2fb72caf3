/**
 * The order list's server state (spec 2 §7 Orders: GET /web-orders with status, sort,
 * freeTextSearch, clientId, facilityId, fromOrderDate, toOrderDate and paging; GET
 * /web-orders/filters). A page is an entry under core's `orderKeys.list(query)`, and the filters one
 * under `orderKeys.lists()` too, so every order mutation (a send, above all) refreshes them.
 */
import type { OrderListQuery } from '../../contract/orders.ts';
import { orderKeys, type OrderPage } from '../../areas/orders/orders.ts';
import { apiQuery, type AnswerOf, type ApiScope } from '../../core/http/query.ts';
import { keepPageOf } from '../../core/ui/paged-query.ts';

export type OrderFilterOptions = AnswerOf<'get', 'fsp/v1/web-orders/filters'>;

/**
 * One page of a list. While another page or sort of the same list loads, the rows shown stay
 * (marked as placeholder, shown busy); another list (a tab, a search, a filter) shows the loading
 * state, so no list ever shows another's orders. A failure is shown in the list, not the snackbar.
 */
export const orderListQuery = (scope: ApiScope, query: OrderListQuery) => {
  const options = apiQuery(scope, orderKeys.list(query), 'fsp/v1/web-orders', { query }, { notify: false });
  return {
    ...options,
    placeholderData: keepPageOf<OrderPage>(options.queryKey, ['sort']),
  };
};

/** The receivers of the orders the list can show: people for the client filter, base storages for the facility filter. */
export const orderFiltersQuery = (scope: ApiScope, options: { mine: boolean; clients: boolean }) => {
  const query = { clients: options.clients ? 'true' : 'false', facilities: 'true', mine: options.mine ? 'true' : 'false' } as const;
  return apiQuery(scope, [...orderKeys.lists(), 'filters', query], 'fsp/v1/web-orders/filters', { query }, { notify: false });
};
