/**
 * Shared pieces of the fsp/v1 contract. The server imports this module at run time; browser code
 * imports it as types only (enforced by lint), so zod never reaches an element bundle.
 */
import { z } from '@hono/zod-openapi';

export { API_ROOT, API_V1, SESSION_HEADER, SSO_CLAIM_HEADER } from './constants.ts';

export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string().optional().openapi({ example: 'OTSU001' }),
      errorMessage: z.string().openapi({ example: 'Felaktigt användarnamn eller lösenord' }),
    }),
  })
  .openapi('ErrorBody');
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A page of a list: `page` holds the items from `from`, `count` the total number. */
export function pageOf<T extends z.ZodType>(item: T, name: string) {
  return z.object({ page: z.array(item), count: z.number().int() }).openapi(name);
}
export type Page<T> = { page: T[]; count: number };

export const PagingQuery = z.object({
  from: z.coerce.number().int().min(0).default(0).openapi({ description: 'Index of the first item' }),
  amount: z.coerce.number().int().min(1).max(500).default(10).openapi({ description: 'Number of items' }),
  all: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ description: 'true: every item, ignoring from and amount' }),
});

/** A JSON response of the given schema. */
export function jsonResponse<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { 'application/json': { schema } } };
}

/** An error response (`{ error: { code, errorMessage } }`). */
export const errorResponse = (description: string) => jsonResponse(description, ErrorBody);

export const errorResponses = {
  400: errorResponse('Invalid request'),
  401: errorResponse('Not authenticated (OTSS000 session expired, and the login codes)'),
} as const;

export const security = [{ session: [] as string[] }];
