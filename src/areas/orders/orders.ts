/**
 * The orders' part of the shared cache (spec 2 §4, §7 Orders), used by every element that orders:
 * the header (the active order and its cart count), the new-order popup, the product's ordering
 * block, the wizards and the cart. One order is under `orderKeys.order(id)`, its lines under it,
 * so a change to a line invalidates that one key and every element showing the order follows at
 * once (the header's count too). Creating, activating, sending or deleting an order also reloads
 * the app data, whose `currentOrder` is the active order.
 *
 * Mutations do not notify (`notify: false`): the element that made the change shows the failure
 * where the user acted (a form keeps what was typed, a dialog says why), not in the snackbar too.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ContentCreate, ContentUpdate, DeliveryUpdate, OrderCreate, OrderListQuery, SendConfirmation } from '../../contract/orders.ts';
import { IDEMPOTENCY_HEADER, OPEN_ORDERS_MENU_MAX, ORDER_STATUS } from '../../contract/constants.ts';
import { apiQuery, useApiScope, type AnswerOf, type ApiScope } from '../../core/http/query.ts';
import { useAppData } from '../../core/session/app-data.ts';
import type { OrderType } from './rules.ts';


export type OrderData = AnswerOf<'get', 'fsp/v1/web-orders/{order}'>;
export type OrderLine = OrderData['content'][number];
export type OrderPage = AnswerOf<'get', 'fsp/v1/web-orders'>;
export type DeliveryData = AnswerOf<'get', 'fsp/v1/web-orders/{order}/content/{content}/delivery'>;
export type MakesData = AnswerOf<'get', 'fsp/v1/web-orders/{order}/content/{content}/makes'>;
export type AccessoriesData = AnswerOf<'get', 'fsp/v1/web-orders/{order}/content/{content}/accessories'>;
export type FormData = AnswerOf<'get', 'fsp/v1/web-orders/{order}/content/{content}/form'>;
export type CommentsData = AnswerOf<'get', 'fsp/v1/web-orders/{order}/content/{content}/comments'>;
export type LineComment = CommentsData['page'][number];

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrderListQuery) => [...orderKeys.lists(), query] as const,
  order: (id: number) => [...orderKeys.all, id] as const,
  content: (order: number, content: number) => [...orderKeys.order(order), 'content', content] as const,
  delivery: (order: number, content: number) => [...orderKeys.content(order, content), 'delivery'] as const,
  makes: (order: number, content: number) => [...orderKeys.content(order, content), 'makes'] as const,
  accessories: (order: number, content: number) => [...orderKeys.content(order, content), 'accessories'] as const,
  form: (order: number, content: number) => [...orderKeys.content(order, content), 'form'] as const,
  deliveryMethods: () => ['delivery-methods'] as const,
  /** A line's comments: apart from the order's key, so that a change to the order (a quantity, an ETA) does not fetch them again. */
  comments: (order: number, content: number) => ['order-comments', order, content] as const,
};

/** The paths of ordering's screens (spec 2 §2), for links and `fsp-navigate` events. */
export const orderRoutes = {
  /**
   * A wizard: its first step for a new line (`/orders/:order/products`, `/orders/:order/work`, …), or
   * at a line (`contentid` kept in the query too, as the spec has it); a referenced order (ordered
   * from a fitting) keeps its parent line and its fitting in the query.
   */
  wizard: (order: number, type: OrderType, content?: number | null, referenced?: { parent: number; fitting: number } | null) => {
    const query = new URLSearchParams();
    if (content) query.set('contentid', String(content));
    if (referenced) {
      query.set('parent', String(referenced.parent));
      query.set('fitting', String(referenced.fitting));
    }
    return `/orders/${order}/${type}${content ? `/${content}` : ''}${query.size ? `?${query.toString()}` : ''}`;
  },
  order: (order: number) => `/orders/${order}`,
  /** The cart; `draft: true` shows the drafts only. */
  cart: (order: number, options: { draft?: boolean } = {}) => `/orders/${order}/cart${options.draft ? '?draft=true' : ''}`,
  /** The confirmation after sending. */
  orderSent: (order: number) => `/order-sent?order=${order}`,
};

export const orderQuery = (scope: ApiScope, id: number) =>
  apiQuery(scope, orderKeys.order(id), 'fsp/v1/web-orders/{order}', { params: { order: id } }, { notify: false });

/** The open-orders menu: the caller's preliminary orders (up to 100), newest first. */
export const openOrdersQuery = (scope: ApiScope) => {
  const query = { status: String(ORDER_STATUS.preliminary), from: 0, amount: OPEN_ORDERS_MENU_MAX, sort: 'orderDate:desc' } as const;
  return apiQuery(scope, orderKeys.list(query), 'fsp/v1/web-orders', { query }, { notify: false });
};

export const contentQuery = (scope: ApiScope, order: number, content: number) =>
  apiQuery(scope, orderKeys.content(order, content), 'fsp/v1/web-orders/{order}/content/{content}', { params: { order, content } }, { notify: false });
export const deliveryQuery = (scope: ApiScope, order: number, content: number) =>
  apiQuery(scope, orderKeys.delivery(order, content), 'fsp/v1/web-orders/{order}/content/{content}/delivery', { params: { order, content } }, { notify: false });
export const commentsQuery = (scope: ApiScope, order: number, content: number) =>
  apiQuery(scope, orderKeys.comments(order, content), 'fsp/v1/web-orders/{order}/content/{content}/comments', { params: { order, content } }, { notify: false });
export const deliveryMethodsQuery = (scope: ApiScope) =>
  apiQuery(scope, orderKeys.deliveryMethods(), 'fsp/v1/delivery-methods', { query: { all: 'true' } }, { notify: false });

/**
 * The active order (AppData.currentOrder) and its data: `id` null when there is none. The header,
 * the ordering block and the wizards read it; everything that changes the order invalidates it.
 */
export function useActiveOrder() {
  const appData = useAppData();
  const id = appData.data?.currentOrder?.id ?? null;
  const scope = useApiScope();
  const order = useQuery({ ...orderQuery(scope, id ?? 0), enabled: id !== null });
  return { id, order, appDataStatus: appData.status };
}

/** Invalidates one order (its lines, the header's count) and the order lists; `appData` too when the active order may have changed. */
export function useInvalidateOrder() {
  const client = useQueryClient();
  const { reload } = useAppData();
  return useCallback(
    async (order: number | null, options: { appData?: boolean } = {}) => {
      if (options.appData) reload();
      await Promise.all([
        order === null ? Promise.resolve() : client.invalidateQueries({ queryKey: orderKeys.order(order) }),
        client.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]);
    },
    [client, reload],
  );
}

/** POST /web-orders: a new order for a receiver; it becomes the active order. */
export function useCreateOrder() {
  const scope = useApiScope();
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: (body: OrderCreate) => scope.api('post', 'fsp/v1/web-orders', { json: body }, { notify: false }),
    onSuccess: (order) => invalidate(order.id, { appData: true }),
  });
}

/** SET_ACTIVE: another open order becomes the active one (the open-orders menu). */
export function useSetActiveOrder() {
  const scope = useApiScope();
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: (order: number) => scope.api('post', 'fsp/v1/web-orders/{order}', { params: { order }, query: { action: 'SET_ACTIVE' } }, { notify: false }),
    onSuccess: (_answer, order) => invalidate(order, { appData: true }),
  });
}

/** A random key for one send attempt: the same key on a retry makes the send idempotent. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * SEND: the order is sent. The caller passes one idempotency key per attempt (newIdempotencyKey)
 * and reuses it on a retry, so a doubled click or a retried call makes one order.
 */
export function useSendOrder() {
  const scope = useApiScope();
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: ({ order, key }: { order: number; key: string }) =>
      scope.api('post', 'fsp/v1/web-orders/{order}', { params: { order }, query: { action: 'SEND' } }, { notify: false, headers: { [IDEMPOTENCY_HEADER]: key } }) as Promise<SendConfirmation>,
    onSettled: (_answer, _error, { order }) => invalidate(order, { appData: true }),
  });
}

/** DELETE the order (ORDER_DELETED). */
export function useDeleteOrder() {
  const scope = useApiScope();
  const client = useQueryClient();
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: (order: number) => scope.api('delete', 'fsp/v1/web-orders/{order}', { params: { order } }, { notify: false }),
    onSuccess: async (_answer, order) => {
      client.removeQueries({ queryKey: orderKeys.order(order) });
      await invalidate(null, { appData: true });
    },
  });
}

/** PUT the order's note. */
export function useUpdateOrderNote(order: number) {
  const scope = useApiScope();
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: (note: string | null) => scope.api('put', 'fsp/v1/web-orders/{order}', { params: { order }, json: { note } }, { notify: false }),
    onSuccess: () => invalidate(order),
  });
}

/** POST a line (a draft). */
export function useCreateContent(order: number) {
  const scope = useApiScope();
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: (body: ContentCreate) => scope.api('post', 'fsp/v1/web-orders/{order}/content', { params: { order }, json: body }, { notify: false }),
    onSuccess: () => invalidate(order),
  });
}

/** PUT a line: only the fields sent change. The answer is put in the cache at once. */
export function useUpdateContent(order: number) {
  const scope = useApiScope();
  const client = useQueryClient();
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: ({ content, body }: { content: number; body: ContentUpdate }) =>
      scope.api('put', 'fsp/v1/web-orders/{order}/content/{content}', { params: { order, content }, json: body }, { notify: false }),
    onSuccess: async (line) => {
      client.setQueryData(contentQuery(scope, order, line.id).queryKey, line);
      await invalidate(order);
    },
  });
}

/** ADD_TO_CART, REVERT_TO_DRAFT, or CONFIRM (a referenced order's line, ordered at once). */
export function useContentAction(order: number) {
  const scope = useApiScope();
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: ({ content, action }: { content: number; action: 'ADD_TO_CART' | 'REVERT_TO_DRAFT' | 'CONFIRM' }) =>
      scope.api('post', 'fsp/v1/web-orders/{order}/content/{content}', { params: { order, content }, query: { action } }, { notify: false }),
    onSuccess: () => invalidate(order),
  });
}

/** DELETE a line (ORDER_ITEM_DELETED). */
export function useDeleteContent(order: number) {
  const scope = useApiScope();
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: (content: number) => scope.api('delete', 'fsp/v1/web-orders/{order}/content/{content}', { params: { order, content } }, { notify: false }),
    onSuccess: () => invalidate(order),
  });
}

/** What PUT lines changes: the line's quantity, or the quantities of a pickup line's items (those not sent keep theirs). */
export type LinesChange = { quantity: number } | { pickupList: { id: number; quantity: number }[] };

/**
 * PUT lines: the cart's quantity counters (QUANTITY_UPDATED), a line's or a pickup line's items'; the
 * line keeps its status (no revert to a draft). The answer is the line: it is written
 * into the order and the line in the cache (a 200-line order is not fetched again for one
 * quantity); the order lists are invalidated.
 */
export function useUpdateQuantity(order: number) {
  const scope = useApiScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ content, ...change }: { content: number } & LinesChange) =>
      scope.api('put', 'fsp/v1/web-orders/{order}/content/{content}/lines', { params: { order, content }, json: change }, { notify: false }),
    onSuccess: async (line) => {
      client.setQueryData(orderQuery(scope, order).queryKey, (old: OrderData | undefined) => (old ? { ...old, content: old.content.map((l) => (l.id === line.id ? line : l)) } : old));
      client.setQueryData(contentQuery(scope, order, line.id).queryKey, line);
      await client.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}

/** PUT a line's delivery (address, contact, method). */
export function useUpdateDelivery(order: number) {
  const scope = useApiScope();
  const client = useQueryClient();
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: ({ content, body }: { content: number; body: DeliveryUpdate }) =>
      scope.api('put', 'fsp/v1/web-orders/{order}/content/{content}/delivery', { params: { order, content }, json: body }, { notify: false }),
    onSuccess: async (delivery, { content }) => {
      client.setQueryData(deliveryQuery(scope, order, content).queryKey, delivery);
      await invalidate(order);
    },
  });
}

/**
 * Reloads a line's comments and the order (its lines carry commentCount, shown as "Messages (n)");
 * comments are allowed on a sent order too.
 */
function useInvalidateComments(order: number) {
  const client = useQueryClient();
  return useCallback(
    (content: number) =>
      Promise.all([client.invalidateQueries({ queryKey: orderKeys.comments(order, content) }), client.invalidateQueries({ queryKey: orderKeys.order(order) })]),
    [client, order],
  );
}

/** POST a comment (a message) on a line. */
export function useCreateComment(order: number) {
  const scope = useApiScope();
  const invalidate = useInvalidateComments(order);
  return useMutation({
    mutationFn: ({ content, body }: { content: number; body: { comment: string; type?: 'INTERNAL' | 'EXTERNAL' } }) =>
      scope.api('post', 'fsp/v1/web-orders/{order}/content/{content}/comments', { params: { order, content }, json: body }, { notify: false }),
    onSuccess: (_answer, { content }) => invalidate(content),
  });
}

/** DELETE one of the caller's own comments on a line (another's: 403 FORBIDDEN). */
export function useDeleteComment(order: number) {
  const scope = useApiScope();
  const invalidate = useInvalidateComments(order);
  return useMutation({
    mutationFn: ({ content, comment }: { content: number; comment: number }) =>
      scope.api('delete', 'fsp/v1/web-orders/{order}/content/{content}/comments/{comment}', { params: { order, content, comment } }, { notify: false }),
    onSuccess: (_answer, { content }) => invalidate(content),
  });
}
