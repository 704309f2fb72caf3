/**
 * OpenID Connect sign-in (under /rs): the portal exchanges the authorization code through the API,
 * which holds the client secret and checks the id token; the answer is a one-time login token for
 * POST /authentication. Also the enterprise directory's identity-info and single-sign-on logout.
 */
import { z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse, noSession, defineRoute } from './common.ts';

export const OpenIdExchange = z
  .object({
    code: z.string().min(1).max(2000),
    redirect_uri: z.string().url().max(2000),
    /** PKCE (RFC 7636): the verifier whose S256 challenge went with the authorization request. */
    code_verifier: z.string().regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'a PKCE code verifier of 43 to 128 characters'),
    /** Which provider the code comes from. */
    provider: z.enum(['OPEN_ID', 'ENTERPRISE_DIRECTORY']),
    /** The authorization response's iss parameter (RFC 9207), when the provider sent one. */
    iss: z.string().max(2000).optional(),
  })
  .openapi('OpenIdExchange');
export type OpenIdExchange = z.infer<typeof OpenIdExchange>;

export const OpenIdToken = z.object({ token: z.string().openapi({ description: 'A login token for POST /authentication, valid once for 5 minutes' }) }).openapi('OpenIdToken');
export type OpenIdToken = z.infer<typeof OpenIdToken>;

export const exchangeOpenIdToken = defineRoute({
  operationId: 'exchangeOpenIdToken',
  method: 'post',
  path: '/authentication/open-id/exchange-token',
  summary: 'Exchange an authorization code (with its PKCE verifier) for a login token',
  security: noSession,
  request: { body: { required: true, content: { 'application/json': { schema: OpenIdExchange } } } },
  responses: {
    200: jsonResponse('A login token', OpenIdToken),
    ...errorResponses(400, {
      401: 'OPEN_ID_FAILED: the code, verifier or id token was not accepted, or no user has the identity; OTSU002: user disabled',
      503: 'OPEN_ID_NOT_CONFIGURED: the provider is not configured; SERVICE_UNAVAILABLE: the database cannot be reached for a moment (Retry-After)',
    }),
  },
});

export const IdentityInfo = z
  .object({
    userinfo: z.object({ sub: z.string(), name: z.string().optional(), email: z.string().optional() }),
    id_token: z.string(),
  })
  .openapi('IdentityInfo');
export type IdentityInfo = z.infer<typeof IdentityInfo>;

export const ssoLogout = defineRoute({
  operationId: 'ssoLogout',
  method: 'delete',
  path: '/authentication/sso',
  summary: 'Log out a single-sign-on session: the session and the directory sign-on cookie both end',
  responses: { 204: { description: 'Logged out' }, ...errorResponses(401, { 403: 'FORBIDDEN: an embedded session (it may make only its own calls)' }) },
});
