/**
 * Reference data the areas share (spec 2 §7 Reference data, spec 3 §7): the base storages (facility
 * category 2) and the reason codes (SCRAPPING: why stock is scrapped).
 */
import { z } from '@hono/zod-openapi';
import { PagingQuery, errorResponses, jsonResponse, pageOf, defineRoute } from './common.ts';

export const BaseStorage = z
  .object({
    id: z.number().int(),
    value: z.string().openapi({ example: 'BL-MLM' }),
    label: z.string(),
    category: z.object({ label: z.string(), value: z.number().int() }),
    address: z.object({ street: z.string(), postalNo: z.string(), city: z.string() }),
    municipality: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .openapi('BaseStorage');
export type BaseStorage = z.infer<typeof BaseStorage>;

export const listBaseStorages = defineRoute({
  operationId: 'listBaseStorages',
  method: 'get',
  path: '/base-storages',
  summary: 'The base storages (facility category 2), by label',
  request: { query: PagingQuery },
  responses: {
    200: jsonResponse('Base storages', pageOf(BaseStorage, 'BaseStoragePage')),
    ...errorResponses(400, 401, 403),
  },
});

export const ReasonCode = z.object({ id: z.number().int(), value: z.string(), label: z.string() }).openapi('ReasonCode');
export type ReasonCode = z.infer<typeof ReasonCode>;

export const listReasonCodes = defineRoute({
  operationId: 'listReasonCodes',
  method: 'get',
  path: '/reason-codes',
  summary: 'Reason codes of a category, labelled in the caller’s language',
  request: { query: PagingQuery.extend({ category: z.enum(['SCRAPPING']) }) },
  responses: {
    200: jsonResponse('Reason codes', pageOf(ReasonCode, 'ReasonCodePage')),
    ...errorResponses(400, 401, 403),
  },
});
