/**
 * The fixed-asset detail's server state (spec 3 §7 Fixed assets and holdings), in core's
 * `fixedAssetKeys`: the fixed asset (GET /fixed-assets/{id}) and its order history (GET
 * …/logistics-orders, ten a page). Mutations: the note (PUT, answered with the fixed asset),
 * removing accessories (POST …/accessories REMOVE, answered with the fixed asset; the removed
 * amounts become rows of the storage, so the searches are asked again), and the label's link
 * (GET …/label, asked afresh each time: the link is signed for an hour). A change to an item a
 * client holds also refreshes that client's holdings.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FixedAssetAccessoryAction } from '../../contract/fixed-assets.ts';
import { clientKeys } from '../../areas/clients/clients.ts';
import { fixedAssetKeys, fixedAssetQuery } from '../../areas/fixed-assets/fixed-assets.ts';
import { apiQuery, useApi, useApiScope, type AnswerOf, type ApiScope } from '../../core/http/query.ts';
import { keepPageOf } from '../../core/ui/paged-query.ts';
import { historyApiQuery } from './rules.ts';

export type FixedAssetData = AnswerOf<'get', 'fsp/v1/fixed-assets/{fixedAsset}'>;
export type HistoryPage = AnswerOf<'get', 'fsp/v1/fixed-assets/{fixedAsset}/logistics-orders'>;
export type HistoryRow = HistoryPage['page'][number];

/** A page of the order history (from 1); another page keeps the rows shown while it loads. */
export const historyQuery = (scope: ApiScope, id: number, page: number) => {
  const query = historyApiQuery(page);
  const options = apiQuery(scope, fixedAssetKeys.history(id, query), 'fsp/v1/fixed-assets/{fixedAsset}/logistics-orders', { params: { fixedAsset: id }, query }, { notify: false });
  return { ...options, placeholderData: keepPageOf<HistoryPage>(options.queryKey) };
};

/** The fixed asset as the server answered a change: shown at once; a client holding it follows. */
function changed(queryClient: QueryClient, scope: ApiScope, id: number, answer: FixedAssetData): void {
  queryClient.setQueryData(fixedAssetQuery(scope, id).queryKey, answer);
  if (answer.client) void queryClient.invalidateQueries({ queryKey: clientKeys.client(answer.client.id) });
}

/** Saves the note (PUT /fixed-assets/{id}; an empty note removes it). */
export function useSaveNote(id: number) {
  const api = useApi();
  const scope = useApiScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => api('put', 'fsp/v1/fixed-assets/{fixedAsset}', { params: { fixedAsset: id }, json: { note } }, { notify: false }),
    onSuccess: (answer) => changed(queryClient, scope, id, answer),
  });
}

/** Takes accessories off the fixed asset (POST …/accessories REMOVE): they go back to its storage location. */
export function useRemoveAccessories(id: number) {
  const api = useApi();
  const scope = useApiScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessories: FixedAssetAccessoryAction['payload']['accessories']) =>
      api('post', 'fsp/v1/fixed-assets/{fixedAsset}/accessories', { params: { fixedAsset: id }, json: { action: 'REMOVE', payload: { accessories } } }, { notify: false }),
    onSuccess: (answer) => {
      changed(queryClient, scope, id, answer);
      void queryClient.invalidateQueries({ queryKey: fixedAssetKeys.searches() });
    },
  });
}

/** The label's link (GET …/label answers `{ url }`), asked afresh each time. */
export function useLabelLink(id: number) {
  const api = useApi();
  return useMutation({ mutationFn: () => api('get', 'fsp/v1/fixed-assets/{fixedAsset}/label', { params: { fixedAsset: id } }, { notify: false }) });
}

