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
import { keepPreviousData } from '@tanstack/react-query';

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

/**
 * The receivers of the orders the list can show, one kind a query (people for the client filter,
 * base storages for the facility filter): a first page matching what was typed, and the one
 * already chosen by its id (its label). While another search loads, the matches shown stay.
 */
export const orderFiltersQuery = (
  scope: ApiScope,
  options: { mine: boolean; kind: 'clients' | 'facilities'; searchValue: string; chosen: number | null },
) => {
  const query = {
    clients: options.kind === 'clients' ? 'true' : 'false',
    facilities: options.kind === 'facilities' ? 'true' : 'false',
    mine: options.mine ? 'true' : 'false',
    ...(options.searchValue ? { searchValue: options.searchValue } : {}),
    ...(options.chosen === null ? {} : options.kind === 'clients' ? { clientId: options.chosen } : { facilityId: options.chosen }),
  } as const;
  return {
    ...apiQuery(scope, [...orderKeys.lists(), 'filters', query], 'fsp/v1/web-orders/filters', { query }, { notify: false }),
    placeholderData: keepPreviousData,
  };
};
