/** Customers (municipalities) the user is authorized for. */
import { z } from '@hono/zod-openapi';
import { PagingQuery, errorResponses, jsonResponse, pageOf, defineRoute } from './common.ts';

export const Customer = z.object({ id: z.string(), name: z.string() }).openapi('Customer');
export type Customer = z.infer<typeof Customer>;
export const CustomerPage = pageOf(Customer, 'CustomerPage');

export const listCustomers = defineRoute({
  operationId: 'listCustomers',
  method: 'get',
  path: '/customers',
  summary: 'The municipalities the user is authorized for, by name',
  request: { query: PagingQuery },
  responses: {
    200: jsonResponse('Customers', CustomerPage),
    ...errorResponses(400, 401, 403),
  },
});
