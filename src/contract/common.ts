/**
 * Shared pieces of the fsp/v1 contract. The server imports this module at run time; browser code
 * imports it as types only (enforced by lint), so zod never reaches an element bundle.
 */
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { MAX_ID } from './shared/query-id.ts';

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

/** An id in a path or query: digits, a whole number from 1 to MAX_ID (a database integer). */
export const IdParam = z.coerce.number().int().min(1).max(MAX_ID);

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
type ErrorResponse = ReturnType<typeof errorResponse>;

/** The error statuses an operation of the contract may answer (spec 1 §8, docs/api.md). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/** What each status means when a route says nothing more: the codes of the error catalogue. */
const ERROR_ANSWERS: Record<ErrorStatus, string> = {
  400: 'VALIDATION: the request does not match the contract; errorMessage names the failing fields',
  401: 'OTSS000: no session, or it expired or ended (a single-sign-on session also without its X-OIDC-Claim-Sub); OTSU002: the user is disabled',
  403: 'FORBIDDEN: not allowed to this session (an embedded session may make only its own calls) or user; TERMS_NOT_ACCEPTED: the access message is not accepted yet',
  404: 'NOT_FOUND: no such resource',
  409: 'CONFLICT: the request conflicts with the current state',
  413: 'BODY_TOO_LARGE: the body is larger than the limit (a JSON body 256 KB); FILE_TOO_LARGE: an uploaded file is larger than its limit',
  422: 'IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was sent before with another payload; the first request stands',
  429: 'TOO_MANY_ATTEMPTS: too many tries in a row; wait the seconds of Retry-After',
  503: 'SERVICE_UNAVAILABLE: the database cannot be reached for a moment (down, restarting, every connection busy); try again after the seconds of Retry-After',
};

type StatusesOf<A> = A extends ErrorStatus ? A : A extends Partial<Record<ErrorStatus, string>> ? Extract<keyof A, ErrorStatus> : never;

/**
 * The error answers of an operation, in one line: each a status with the catalogue's meaning, or
 * `{ status: 'CODE: what happened' }` for an answer of this route's own, e.g.
 * `errorResponses(400, 401, 403, { 404: 'NOT_FOUND: no such folder' })`. Every operation states
 * every 4xx it can answer (tests/unit/openapi.test.ts; Redocly's operation-4xx-response).
 */
export function errorResponses<const A extends readonly (ErrorStatus | Partial<Record<ErrorStatus, string>>)[]>(
  ...answers: A
): { [S in StatusesOf<A[number]>]: ErrorResponse } {
  const out: Partial<Record<ErrorStatus, ErrorResponse>> = {};
  for (const answer of answers) {
    if (typeof answer === 'number') out[answer] = errorResponse(ERROR_ANSWERS[answer]);
    else for (const [status, description] of Object.entries(answer)) out[Number(status) as ErrorStatus] = errorResponse(description);
  }
  return out as { [S in StatusesOf<A[number]>]: ErrorResponse };
}

/** The security scheme of the document (components.securitySchemes): the session id in its header. */
export const SESSION_SCHEME = 'session';
/**
 * Security requirements. The document requires a session of every operation (its root
 * `security`); a route without a session says `security: noSession`, and one that works both
 * ways (PUT /rs/password: reset with a token, or change logged in) `security: optionalSession`.
 */
export const sessionSecurity = [{ [SESSION_SCHEME]: [] as string[] }];
export const noSession: { [scheme: string]: string[] }[] = [];
export const optionalSession = [{}, ...sessionSecurity];

/**
 * What a route's security asks of the caller: `required` (the document's default, or every
 * alternative names a scheme), `optional` (one alternative is empty, another names one: PUT
 * /rs/password), `none` (`noSession`). What the document says (defineRoute's 401) and what the
 * server checks first (server/context.ts sessionFirst) read it here.
 */
export function sessionNeed(security: { [scheme: string]: string[] }[] | undefined): 'required' | 'optional' | 'none' {
  if (security === undefined) return 'required';
  const named = security.filter((s) => Object.keys(s).length > 0).length;
  if (named === 0) return 'none';
  return named === security.length ? 'required' : 'optional';
}

/** The query of a signed file link (a file opened in a new tab cannot send the session header): valid until `expires` (Unix seconds), HMAC-SHA256 `signature`. */
export const SignedLinkQuery = z.object({ expires: z.coerce.number().int(), signature: z.string().regex(/^[0-9a-f]{64}$/) });

type Responses = RouteConfig['responses'];

/**
 * The answers any operation of its kind can give, which no route states itself: 400 VALIDATION
 * when it takes path parameters, a query or a body; 413 BODY_TOO_LARGE when it takes a body; 401
 * when it needs a session (alone or as one way); 503 SERVICE_UNAVAILABLE from every operation (the
 * database out of reach, docs/deployment.md). A route's own description of the status stays.
 */
function commonAnswers(route: Pick<RouteConfig, 'request' | 'security'>): Responses {
  const request = route.request;
  const out: Responses = {};
  if (request?.params || request?.query || request?.body) out[400] = errorResponse(ERROR_ANSWERS[400]);
  if (request?.body) out[413] = errorResponse(ERROR_ANSWERS[413]);
  if (sessionNeed(route.security) !== 'none') out[401] = errorResponse(ERROR_ANSWERS[401]);
  out[503] = errorResponse(ERROR_ANSWERS[503]);
  return out;
}

/**
 * createRoute with the common answers (commonAnswers) added: every operation of the contract is
 * made with this, so the document states every 4xx a bad input or a missing session gets.
 */
export function defineRoute<P extends string, R extends Omit<RouteConfig, 'path'> & { path: P }>(route: R): ReturnType<typeof createRoute<P, R>> {
  return createRoute<P, R>({ ...route, responses: { ...commonAnswers(route), ...route.responses } });
}
