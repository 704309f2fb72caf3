/**
 * The stock balance's server state (spec 3 §7 Base storage): the rows of a view as an infinite
 * list (GET /base-storages/balances, a page of BALANCE_PAGE_SIZE at a time, the next fetched as
 * the list nears its end), the filter options (the catalogue's GET /products/filters for the
 * products with stock in the storage), the storage's locations (the direct move's targets), and
 * the move and scrap mutations. A move or scrap invalidates `baseStorageKeys.all` (every balance
 * on the page) and, for an order move, the active order (the header's count and the cart follow).
 * Failures of the mutations are shown in their dialog, not the snackbar.
 */
import { infiniteQueryOptions, keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MoveInput, ScrapInput } from '../../contract/base-storages.ts';
import { BALANCE_PAGE_SIZE, balanceFilterRequest, balanceRequest, type BalanceView } from '../../areas/stock/balance.ts';
import { baseStorageKeys } from '../../areas/stock/balance-keys.ts';
import { useInvalidateOrder } from '../../areas/orders/orders.ts';
import { apiQuery, scopedGet, useApi, type AnswerOf, type ApiScope } from '../../core/http/query.ts';

export type BalancePage = AnswerOf<'get', 'fsp/v1/base-storages/balances'>;
export type BalanceRow = BalancePage['page'][number];

/** The view's rows, a page at a time; a new view keeps the rows shown (busy) until its first page is there. */
export const balancesQuery = (scope: ApiScope, view: BalanceView) =>
  infiniteQueryOptions({
    queryKey: [...baseStorageKeys.balances(view), scope.key],
    queryFn: ({ pageParam, signal }) => scopedGet(scope, signal, 'fsp/v1/base-storages/balances', { query: balanceRequest(view, pageParam) }, { notify: false }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.length * BALANCE_PAGE_SIZE;
      return loaded < last.count ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });

/** The item classes, ISO codes, suppliers and statuses of the products with stock in the storage. */
export const filterOptionsQuery = (scope: ApiScope, view: BalanceView) => ({
  ...apiQuery(scope, baseStorageKeys.filters(view), 'fsp/v1/products/filters', { query: balanceFilterRequest(view) }, { notify: false }),
  staleTime: 5 * 60_000,
});

/** Every location of the storage's warehouses (a move's targets). */
export const locationsQuery = (scope: ApiScope, storage: number) => ({
  ...apiQuery(scope, baseStorageKeys.locations(storage), 'fsp/v1/base-storages/{facility}/warehouses/locations', { params: { facility: storage }, query: { all: 'true' } }, { notify: false }),
  staleTime: 5 * 60_000,
});

/** A direct move or an order move of one row. */
export function useMoveBalance() {
  const api = useApi();
  const queryClient = useQueryClient();
  const invalidateOrder = useInvalidateOrder();
  return useMutation({
    mutationFn: ({ balance, move }: { balance: number; move: MoveInput }) =>
      api('post', 'fsp/v1/base-storages/balances/{balance}/move', { params: { balance }, json: move }, { notify: false }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: baseStorageKeys.all });
      if (result.content) void invalidateOrder(result.content.orderId);
    },
    // What is available may have changed under us (another user): the list follows, the dialog keeps the choices.
    onError: () => void queryClient.invalidateQueries({ queryKey: baseStorageKeys.all }),
  });
}

/** Scraps rows (all or none). */
export function useScrapBalances() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScrapInput) => api('post', 'fsp/v1/base-storages/balances/scrap', { json: input }, { notify: false }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: baseStorageKeys.all }),
  });
}
