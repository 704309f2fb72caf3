/**
 * Receiving's server state (spec 3 §7 Receive delivery): the search (GET
 * /product-suppliers, another page of the same search keeping the hits shown while it
 * loads), the product and the storage the wizard was given (core's product query, GET
 * /base-storages/{facility}), VALIDATE_RECEIVE and RECEIVE (POST /deliveries). RECEIVE carries one
 * idempotency key a receipt, so a retry after a lost answer receives nothing twice; once received
 * it invalidates what a receipt changes: the stock balances, the product's balances and the
 * inventory search. Nothing here notifies: the page says what failed, in a dialog or in place.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '../../contract/constants.ts';
import { baseStorageKeys } from '../../areas/stock/balance-keys.ts';
import { fixedAssetKeys } from '../../areas/fixed-assets/fixed-assets.ts';
import { productKeys } from '../../areas/products/products.ts';
import { receiveKeys, type ReceiveBody, type ReceiveSearchRequest } from '../../areas/receive/delivery.ts';
import { apiQuery, useApiScope, type AnswerOf, type ApiScope } from '../../core/http/query.ts';
import { keepPageOf } from '../../core/ui/paged-query.ts';

export type ReceivablePage = AnswerOf<'get', 'fsp/v1/product-suppliers'>;
export type Receivable = ReceivablePage['page'][number];
export type ReceiveProduct = AnswerOf<'get', 'fsp/v1/products/{product}'>;
export type ReceiveStorage = AnswerOf<'get', 'fsp/v1/base-storages/{facility}'>;
export type ReceiveResult = NonNullable<AnswerOf<'post', 'fsp/v1/deliveries'>>;

export const receivableQuery = (scope: ApiScope, request: ReceiveSearchRequest) => {
  const options = apiQuery(scope, receiveKeys.search(request), 'fsp/v1/product-suppliers', { query: request }, { notify: false });
  return { ...options, placeholderData: keepPageOf<ReceivablePage>(options.queryKey) };
};

export const storageQuery = (scope: ApiScope, facility: number) =>
  apiQuery(scope, [...baseStorageKeys.all, facility] as const, 'fsp/v1/base-storages/{facility}', { params: { facility } }, { notify: false });

/** VALIDATE_RECEIVE: resolves when the receipt so far is valid (204), else throws the refusal. */
export function useValidateReceipt() {
  const scope = useApiScope();
  return useMutation({
    mutationFn: async (payload: ReceiveBody): Promise<void> => {
      await scope.api('post', 'fsp/v1/deliveries', { json: { action: 'VALIDATE_RECEIVE', payload } }, { notify: false });
    },
  });
}

/** RECEIVE with the wizard's idempotency key; on success the stock shown anywhere on the page is asked for again. */
export function useReceive() {
  const scope = useApiScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, key }: { payload: ReceiveBody; key: string }): Promise<ReceiveResult> => {
      const answer = await scope.api('post', 'fsp/v1/deliveries', { json: { action: 'RECEIVE', payload } }, { notify: false, headers: { [IDEMPOTENCY_HEADER]: key } });
      // RECEIVE answers 200 with the receipt (204 is VALIDATE_RECEIVE's).
      if (!answer) throw new Error('RECEIVE answered no receipt');
      return answer;
    },
    onSuccess: (_result, { payload }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: baseStorageKeys.all }),
        client.invalidateQueries({ queryKey: productKeys.product(payload.productId) }),
        client.invalidateQueries({ queryKey: fixedAssetKeys.all }),
      ]),
  });
}
