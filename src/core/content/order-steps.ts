/**
 * The calls only the order wizards' steps make (spec 2 §7 Orders: a line's makes, accessories and
 * additional information), apart from orders.ts so that the elements sharing ordering's cache (the
 * cart, the header, the order detail) do not carry them. Same keys, under the line's
 * (`orderKeys`), so a change to the line reloads them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentForm } from '../../contract/orders.ts';
import { apiQuery, useApiScope, type ApiScope } from '../http/query.ts';
import { orderKeys, useInvalidateOrder } from './orders.ts';

export const makesQuery = (scope: ApiScope, order: number, content: number) =>
  apiQuery(scope, orderKeys.makes(order, content), 'fsp/v1/web-orders/{order}/content/{content}/makes', { params: { order, content } }, { notify: false });
export const accessoriesQuery = (scope: ApiScope, order: number, content: number) =>
  apiQuery(scope, orderKeys.accessories(order, content), 'fsp/v1/web-orders/{order}/content/{content}/accessories', { params: { order, content } }, { notify: false });
export const formQuery = (scope: ApiScope, order: number, content: number) =>
  apiQuery(scope, orderKeys.form(order, content), 'fsp/v1/web-orders/{order}/content/{content}/form', { params: { order, content } }, { notify: false });

type Selection = { id: number; selected: boolean; quantity?: number }[];

/** PUT a line's makes: make value ids with selected (one value a make). */
export function useUpdateMakes(order: number) {
  const scope = useApiScope();
  const client = useQueryClient();
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: ({ content, selection }: { content: number; selection: Selection }) =>
      scope.api('put', 'fsp/v1/web-orders/{order}/content/{content}/makes', { params: { order, content }, json: selection }, { notify: false }),
    onSuccess: async (makes, { content }) => {
      client.setQueryData(makesQuery(scope, order, content).queryKey, makes);
      await invalidate(order);
    },
  });
}

/** PUT a line's accessories: product ids with selected and quantity. */
export function useUpdateAccessories(order: number) {
  const scope = useApiScope();
  const client = useQueryClient();
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: ({ content, selection }: { content: number; selection: Selection }) =>
      scope.api('put', 'fsp/v1/web-orders/{order}/content/{content}/accessories', { params: { order, content }, json: selection }, { notify: false }),
    onSuccess: async (accessories, { content }) => {
      client.setQueryData(accessoriesQuery(scope, order, content).queryKey, accessories);
      await invalidate(order);
    },
  });
}

/** PUT a line's additional information. */
export function useUpdateForm(order: number) {
  const scope = useApiScope();
  const client = useQueryClient();
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: ({ content, form }: { content: number; form: ContentForm }) =>
      scope.api('put', 'fsp/v1/web-orders/{order}/content/{content}/form', { params: { order, content }, json: form }, { notify: false }),
    onSuccess: async (form, { content }) => {
      client.setQueryData(formQuery(scope, order, content).queryKey, form);
      await invalidate(order);
    },
  });
}

