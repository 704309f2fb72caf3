/** Sign-in, app data and sign-out: POST/GET/DELETE /rs/authentication, and the public configuration. */
import { z } from '@hono/zod-openapi';
import { ErrorBody, errorResponses, jsonResponse, noSession, defineRoute } from './common.ts';

export const PasswordLogin = z
  .object({
    username: z.string().trim().min(1, 'username is required').max(200),
    password: z.string().min(1, 'password is required').max(200),
  })
  .openapi('PasswordLogin');

/** A login token (e.g. a completed Mobile BankID order's reference); works once. */
export const TokenLogin = z
  .object({
    token: z.string().min(1).max(200).optional(),
    mylocLoginToken: z.string().min(1).max(200).optional(),
    persistent: z.boolean().optional(),
  })
  .refine((b) => Boolean(b.token) !== Boolean(b.mylocLoginToken), { message: 'give token or mylocLoginToken' })
  .openapi('TokenLogin');

export const LoginRequest = z.union([PasswordLogin, TokenLogin]).openapi('LoginRequest');
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ id: z.string().openapi({ description: 'The new session id' }) }).openapi('LoginResponse');
export type LoginResponse = z.infer<typeof LoginResponse>;

const Category = z.object({ label: z.string(), value: z.number().int() });

export const AppData = z
  .object({
    currentOrder: z.object({ id: z.number().int() }).nullable(),
    user: z.object({
      username: z.string(),
      address: z.object({
        addressRow1: z.string(),
        addressRow2: z.string(),
        postalNo: z.string(),
        city: z.string(),
        country: z.string(),
        description: z.string(),
      }),
      company: z.object({ id: z.number().int(), description: z.string() }),
      facility: z
        .object({ id: z.number().int(), description: z.string(), value: z.string(), category: Category })
        .nullable(),
      information: z.object({
        id: z.number().int(),
        firstName: z.string(),
        surname: z.string(),
        phoneNo: z.string(),
        email: z.string(),
        referenceId: z.string(),
      }),
    }),
    flags: z.object({
      isOrderFittingEnabled: z.boolean(),
      isOrderFunctionEnabled: z.boolean(),
      isOrderNewProductEnabled: z.boolean(),
      isOrderPickupEnabled: z.boolean(),
      isOrderWorkEnabled: z.boolean(),
      orderMoveEnabled: z.boolean(),
      isReceiveDeliveryForFixedAssetsEnabled: z.boolean(),
    }),
    applications: z.array(z.object({ id: z.string() })),
    authorizations: z.array(z.object({ type: z.enum(['FUNCTION', 'MUNICIPALITY']), id: z.string() })),
    accessMessage: z.object({ messageDescription: z.string(), message: z.string() }).nullable(),
  })
  .openapi('AppData');
export type AppData = z.infer<typeof AppData>;
export type FeatureFlag = keyof AppData['flags'];

export const login = defineRoute({
  operationId: 'login',
  method: 'post',
  path: '/authentication',
  summary: 'Log in with username and password, or with a login token; always a new session id',
  security: noSession,
  request: { body: { required: true, content: { 'application/json': { schema: LoginRequest } } } },
  responses: {
    200: jsonResponse('Logged in', LoginResponse),
    ...errorResponses(400, { 401: 'OTSU001: wrong username or password; OTSU002: the user is disabled; OTSP001: the password expired; token.is.revoked: the login token is unknown, used or expired' }, {
      429: 'TOO_MANY_ATTEMPTS: too many wrong passwords for the account (the 10th starts a wait) or from the address; Retry-After says the seconds to wait, and errorMessage says it in words',
    }),
  },
});

export const getAppData = defineRoute({
  operationId: 'getAppData',
  method: 'get',
  path: '/authentication',
  summary: 'App data of the session',
  responses: {
    200: jsonResponse('App data', AppData),
    ...errorResponses(401),
  },
});

export const logout = defineRoute({
  operationId: 'logout',
  method: 'delete',
  path: '/authentication',
  summary: 'Log out: the session id stops working at once',
  responses: { 204: { description: 'Logged out' }, ...errorResponses(401) },
});

/**
 * An OpenID Connect provider the portal sends the browser to. clientId and authorizationEndpoint
 * may be missing from a broken configuration: the portal then shows the configuration error.
 */
export const OpenIdProvider = z
  .object({
    label: z.string().openapi({ description: 'The button text' }),
    clientId: z.string().optional(),
    authorizationEndpoint: z.string().optional(),
  })
  .openapi('OpenIdProvider');
export type OpenIdProvider = z.infer<typeof OpenIdProvider>;

export const LoginMethod = z.enum(['LOGIN_FORM', 'MOBILE_ID', 'OPEN_ID', 'ENTERPRISE_DIRECTORY']);
export type LoginMethod = z.infer<typeof LoginMethod>;

export const PublicConfiguration = z
  .object({
    loginMethods: z.array(LoginMethod),
    /** OPEN_ID: the first provider. */
    openId: OpenIdProvider.nullable(),
    /** ENTERPRISE_DIRECTORY: the second provider (response_mode=query), with single-sign-on detection. */
    enterpriseDirectory: OpenIdProvider.extend({
      identityInfoUrl: z.string().openapi({ description: 'Answers { userinfo, id_token } while a directory sign-on is active' }),
    }).nullable(),
    /** Where the browser goes after logging out a single-sign-on session (null: the portal's root). */
    singleSignOutUrl: z.string().nullable(),
    /** The workflow application's (COMFLOW) portal page. */
    workflowPortalUrl: z.string(),
    version: z.string(),
    contact: z.object({
      organisation: z.string(),
      phone: z.string(),
      supportEmail: z.string(),
      cookiePolicyUrl: z.string(),
      postalAddress: z.string(),
    }),
  })
  .openapi('PublicConfiguration');
export type PublicConfiguration = z.infer<typeof PublicConfiguration>;

export const getConfiguration = defineRoute({
  operationId: 'getConfiguration',
  method: 'get',
  path: '/configuration',
  summary: 'Public configuration: login methods, version label and contact data (no session needed)',
  security: noSession,
  responses: {
    200: jsonResponse('Configuration', PublicConfiguration),
  },
});

export { ErrorBody };
