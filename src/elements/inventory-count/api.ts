/**
 * The inventory count's server state (spec 3 §7 Inventory counts): the storage's open count (the
 * first of GET /base-storages/{facility}/inventories), its lines by filter and search as an
 * infinite list (GET /inventories/lines, INVENTORY_LINE_PAGE_SIZE at a time), and the mutations:
 * start (201), a line's approve, reset and delete, confirm and annul (204). A line's reported
 * quantity goes through the saver (saver.ts), whose answers are written into the caches
 * (`useApplyLineResult`): the line in every list of the storage, and the count (its status and
 * reported lines). Start, confirm and annul invalidate `inventoryKeys.all`; confirm also the stock
 * balance (`baseStorageKeys.all`), whose quantities it changes.
 */
import { infiniteQueryOptions, keepPreviousData, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LineAction } from '../../contract/inventories.ts';
import { baseStorageKeys } from '../../areas/stock/balance-keys.ts';
import { INVENTORY_LINE_PAGE_SIZE, inventoryKeys, type Inventory, type InventoryLineFilter } from '../../areas/inventories/count.ts';
import { scopedGet, useApi, type AnswerOf, type ApiScope } from '../../core/http/query.ts';

export type LinePage = AnswerOf<'get', 'fsp/v1/inventories/lines'>;
export type Line = LinePage['page'][number];
export type LineResult = AnswerOf<'post', 'fsp/v1/inventories/lines/{line}'>;

/** The count's lines of a filter and search, a page at a time; a new filter keeps the lines shown (busy) until its first page. */
export const linesQuery = (scope: ApiScope, storage: number, filter: InventoryLineFilter, q: string) =>
  infiniteQueryOptions({
    queryKey: [...inventoryKeys.lines(storage, filter, q), scope.key],
    queryFn: ({ pageParam, signal }) =>
      scopedGet(
        scope,
        signal,
        'fsp/v1/inventories/lines',
        { query: { baseStorageId: storage, status: filter, from: pageParam, amount: INVENTORY_LINE_PAGE_SIZE, ...(q ? { searchValue: q } : {}) } },
        { notify: false },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.length * INVENTORY_LINE_PAGE_SIZE;
      return loaded < last.count ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });

/** Writes an answer into the caches: the line in every list of the storage, and the count. */
export function useApplyLineResult(storage: number | null) {
  const queryClient = useQueryClient();
  return useCallback(
    (result: { inventory?: Inventory; inventoryLine: Line | null }, removed?: number) => {
      if (storage === null) return;
      const line = result.inventoryLine;
      queryClient.setQueriesData<InfiniteData<LinePage>>({ queryKey: [...inventoryKeys.all, storage, 'lines'] }, (data) => {
        if (!data) return data;
        const gone = removed !== undefined && data.pages.some((p) => p.page.some((l) => l.id === removed));
        return {
          ...data,
          pages: data.pages.map((p) => ({
            // Every page carries the total: one line fewer on each when one is removed.
            count: gone ? p.count - 1 : p.count,
            page: p.page.flatMap((l) => (l.id === removed ? [] : line && l.id === line.id ? [line] : [l])),
          })),
        };
      });
      if (result.inventory) {
        const inventory = result.inventory;
        queryClient.setQueriesData<AnswerOf<'get', 'fsp/v1/base-storages/{facility}/inventories'>>({ queryKey: inventoryKeys.count(storage) }, (page) =>
          page ? { ...page, page: [inventory] } : page,
        );
      }
    },
    [queryClient, storage],
  );
}

/** Starts a count of the storage (201). */
export function useStartCount() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storage: number) => api('post', 'fsp/v1/base-storages/{facility}/inventories', { params: { facility: storage } }, { notify: false }),
    // Awaited: Start count stays busy until the count is shown.
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

/** Approve or reset a line (the saver handles REPORT_LINE). */
export function useLineAction(storage: number | null) {
  const api = useApi();
  const apply = useApplyLineResult(storage);
  return useMutation({
    mutationFn: ({ line, action }: { line: number; action: Exclude<LineAction, { action: 'REPORT_LINE' }> }) =>
      api('post', 'fsp/v1/inventories/lines/{line}', { params: { line }, json: action }, { notify: false }),
    onSuccess: (result) => apply(result),
  });
}

export function useDeleteLine(storage: number | null) {
  const api = useApi();
  const apply = useApplyLineResult(storage);
  return useMutation({
    mutationFn: (line: number) => api('delete', 'fsp/v1/inventories/lines/{line}', { params: { line } }, { notify: false }),
    onSuccess: (result, line) => apply(result, line),
  });
}

/** Confirms the count: the balances change (the stock balance on the page follows). */
export function useConfirmCount() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inventory: number) => api('post', 'fsp/v1/inventories/{inventory}', { params: { inventory }, json: { action: 'CONFIRM' } }, { notify: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      void queryClient.invalidateQueries({ queryKey: baseStorageKeys.all });
    },
  });
}

/** Annuls the count (DELETE, 204): the view is cleared. */
export function useAnnulCount() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inventory: number) => api('delete', 'fsp/v1/inventories/{inventory}', { params: { inventory } }, { notify: false }),
    // Not awaited: the count read again as none unmounts the dialog whose callbacks say "annulled".
    onSettled: () => void queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
