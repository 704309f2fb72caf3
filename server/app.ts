/**
 * The reference fsp/v1 API as one web-standard fetch handler. Platform-neutral: the Node entry
 * (server/node.ts) serves it with the built portal; the browser entry (server/browser.ts) runs it
 * in-page for Storybook.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { API_ROOT, API_V1, SESSION_HEADER, SESSION_SCHEME, SSO_CLAIM_HEADER, sessionSecurity } from '../src/contract/common.ts';
import { IDEMPOTENCY_HEADER, JSON_BODY_MAX_BYTES } from '../src/contract/constants.ts';
import { NUL_MESSAGE, requireSession, sessionFirst, type Env, type ServerConfig } from './context.ts';
import type { Db } from './db/index.ts';
import { databaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './db/unavailable.ts';
import { ApiError, errorText, langOf } from './errors.ts';
import { responseCheck } from './response-check.ts';
import { authenticationRoutes } from './routes/authentication.ts';
import { clientRoutes } from './routes/clients.ts';
import { customerRoutes } from './routes/customers.ts';
import { documentContentRoutes, documentRoutes } from './routes/documents.ts';
import { messageAttachmentRoutes, messageRoutes, UPLOAD_MAX_REQUEST_BYTES } from './routes/messages.ts';
import { pageContentRoutes } from './routes/page-content.ts';
import { passwordRoutes } from './routes/password.ts';
import { devFaults, devRoutes } from './routes/dev.ts';
import { mobileIdRoutes } from './routes/mobile-id.ts';
import { fixedAssetLabelRoutes, fixedAssetRoutes } from './routes/fixed-assets.ts';
import { timelineRoutes } from './routes/timeline.ts';
import { holdingRoutes } from './routes/holdings.ts';
import { identityInfoRoutes, openIdRoutes } from './routes/open-id.ts';
import { demoRoutes } from './routes/demo.ts';
import { deviationFileRoutes, deviationRoutes } from './routes/deviations.ts';
import { fittingFileRoutes, fittingRoutes } from './routes/fittings.ts';
import { orderFileRoutes, orderRoutes } from './routes/orders.ts';
import { profileRoutes } from './routes/profile.ts';
import { productImageRoutes, productRoutes } from './routes/products.ts';
import { referenceDataRoutes } from './routes/reference-data.ts';
import { baseStorageRoutes } from './routes/base-storages.ts';
import { inventoryRoutes } from './routes/inventories.ts';
import { receiveRoutes } from './routes/receive.ts';
import { taskRoutes } from './routes/tasks.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { workflowRoutes } from './routes/workflow.ts';

export type { ServerConfig };

export const API_TITLE = 'FSP prescriber portal API (fsp/v1)';

export type AppOptions = {
  /** Content-Security-Policy for a page (every non-API answer that sets none of its own), by path. */
  pageCsp?: (path: string) => string;
};

export function createApp(db: Db, config: ServerConfig, options: AppOptions = {}) {
  const app = new OpenAPIHono<Env>();

  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('lang', langOf(c.req.header('Accept-Language')));
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    // Registered before every route, so dev and workflow pages get it too; a page's own CSP stays.
    if (options.pageCsp && !c.req.path.startsWith(`${API_ROOT}/`) && !c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', options.pageCsp(c.req.path));
    c.header('Referrer-Policy', 'no-referrer');
    if (c.req.path.startsWith(`${API_ROOT}/`) && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  app.use(
    `${API_ROOT}/*`,
    cors({
      origin: (origin) => (config.allowedOrigins.includes(origin) ? origin : null),
      // Idempotency-Key: RECEIVE and an order's SEND from a host page on another origin.
      allowHeaders: ['Content-Type', 'Accept-Language', SESSION_HEADER, SSO_CLAIM_HEADER, IDEMPOTENCY_HEADER],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
      maxAge: 600,
    }),
  );

  // The session before anything else about the request (its body's size, its validation).
  app.use(`${API_ROOT}/*`, sessionFirst(app));

  // Every body the API reads has a limit, checked before it is read (by Content-Length, or while it
  // streams): a JSON body JSON_BODY_MAX_BYTES, a multipart one the largest upload (each upload route
  // checks its own, smaller limit too).
  const tooLarge = () => {
    throw new ApiError(413, 'BODY_TOO_LARGE');
  };
  const jsonLimit: MiddlewareHandler<Env> = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: tooLarge });
  const multipartLimit: MiddlewareHandler<Env> = bodyLimit({
    maxSize: UPLOAD_MAX_REQUEST_BYTES,
    onError: () => {
      throw new ApiError(413, 'FILE_TOO_LARGE');
    },
  });
  const limitBody: MiddlewareHandler<Env> = (c, next) => (/^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '') ? multipartLimit(c, next) : jsonLimit(c, next));
  app.use(`${API_ROOT}/*`, limitBody);
  // No text the API keeps may hold a NUL character (PostgreSQL's text cannot): one in the path or
  // the query is refused here, one in a JSON body by the validation (newRouter's hook).
  app.use(`${API_ROOT}/*`, async (c, next) => {
    if (/%00/.test(c.req.url)) throw new ApiError(400, 'VALIDATION', `${errorText('VALIDATION', c.var.lang)} ${NUL_MESSAGE}`);
    await next();
  });

  // Dev fault injection (POST /dev/faults): the middleware and its routes exist only with dev tools on.
  if (config.devTools) {
    const faults = devFaults();
    app.use(`${API_ROOT}/*`, faults.middleware);
    app.route('/', faults.routes);
  }

  // Every JSON answer of a route of the contract is checked against its schema (not in production).
  // After the dev faults, whose answers are outside the contract on purpose.
  app.use(`${API_ROOT}/*`, responseCheck(app, config.responseCheck ?? (config.devTools ? 'fail' : 'off')));

  app.onError((err, c) => {
    const lang = c.var.lang ?? 'sv';
    if (err instanceof ApiError) {
      // A body over the limit is answered without being read: the connection closes after the
      // answer, so no client sends its next request on a socket still full of this one's body.
      if (err.status === 413) c.header('Connection', 'close');
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
      return c.json({ error: { code: err.code, errorMessage: err.detail && (err.code === 'VALIDATION' || err.code === 'INVALID_SEARCH_QUERY') ? err.detail : errorText(err.code, lang, err.values) } }, err.status);
    }
    // Hono's own 413 (a body limit without our onError) is answered as ours is.
    if (err instanceof HTTPException && err.status === 413) return c.json({ error: { code: 'BODY_TOO_LARGE', errorMessage: errorText('BODY_TOO_LARGE', lang) } }, 413, { Connection: 'close' });
    // Hono's other refusals (a body that is not JSON, "Malformed JSON in request body"; one not of
    // the operation's media type, 415) are the caller's bad input: the catalogue's 400.
    if (err instanceof HTTPException && err.status >= 400 && err.status < 500) {
      return c.json({ error: { code: 'VALIDATION', errorMessage: `${errorText('VALIDATION', lang)} ${err.message}`.trim() } }, 400);
    }
    // The database out of reach (down, restarting, every connection busy): "try again", not a 500.
    if (databaseUnavailable(err)) {
      console.warn(`${c.req.method} ${c.req.path}: 503, the database is unavailable (${err.message})`);
      return c.json({ error: { code: 'SERVICE_UNAVAILABLE', errorMessage: errorText('SERVICE_UNAVAILABLE', lang) } }, 503, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
    }
    console.error(err);
    return c.json({ error: { code: 'INTERNAL', errorMessage: errorText('INTERNAL', lang) } }, 500);
  });

  // Session check for everything under /rs/fsp/v1 except the signed file links, the product pictures and the document.
  const v1 = new OpenAPIHono<Env>();
  v1.route('/', documentContentRoutes);
  v1.route('/', messageAttachmentRoutes);
  v1.route('/', productImageRoutes);
  v1.route('/', orderFileRoutes);
  v1.route('/', fittingFileRoutes);
  v1.route('/', deviationFileRoutes);
  v1.route('/', fixedAssetLabelRoutes);
  v1.use('*', async (c, next) => {
    if (c.req.path !== `${API_V1}/openapi.json`) {
      const session = await requireSession(c);
      // Terms must be accepted to use the service: until then only accepting them is allowed.
      if (session.termsPending && !(c.req.path === `${API_V1}/user/message` && c.req.method === 'PUT')) throw new ApiError(403, 'TERMS_NOT_ACCEPTED');
    }
    await next();
  });
  v1.route('/', customerRoutes);
  v1.route('/', clientRoutes);
  v1.route('/', holdingRoutes);
  v1.route('/', fixedAssetRoutes);
  v1.route('/', timelineRoutes);
  v1.route('/', referenceDataRoutes);
  v1.route('/', productRoutes);
  // Before the orders: /web-orders/fittings… is not /web-orders/{order}.
  v1.route('/', fittingRoutes);
  v1.route('/', orderRoutes);
  v1.route('/', deviationRoutes);
  v1.route('/', baseStorageRoutes);
  v1.route('/', inventoryRoutes);
  v1.route('/', receiveRoutes);
  v1.route('/', taskRoutes);
  v1.route('/', documentRoutes);
  v1.route('/', messageRoutes);
  v1.route('/', pageContentRoutes);
  v1.route('/', profileRoutes);

  app.route(API_ROOT, authenticationRoutes);
  app.route(API_ROOT, passwordRoutes);
  app.route(API_ROOT, mobileIdRoutes);
  app.route(API_ROOT, sessionRoutes);
  app.route(API_ROOT, openIdRoutes);
  app.route('/', identityInfoRoutes);
  app.route('/', devRoutes);
  app.route('/', workflowRoutes(config));
  app.route('/', demoRoutes);
  app.route(API_V1, v1);

  app.openAPIRegistry.registerComponent('securitySchemes', SESSION_SCHEME, {
    type: 'apiKey',
    in: 'header',
    name: SESSION_HEADER,
    description: `The session id that POST ${API_ROOT}/authentication answers. A single-sign-on (enterprise directory) session also needs ${SSO_CLAIM_HEADER}, the subject of the directory's id token.`,
  });
  app.get(`${API_V1}/openapi.json`, (c) => c.json(openApiDocument(app)));

  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', errorMessage: errorText('NOT_FOUND', c.var.lang ?? 'sv') } }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * The project is the customer's: no open-source license, all rights with the organisation running
 * the portal. `identifier` is OpenAPI 3.1's SPDX field (LicenseRef-: a license not on SPDX's list);
 * @hono/zod-openapi types the document's config as 3.0's, which lacks it, hence a constant.
 */
const LICENSE = { name: 'Proprietary: all rights reserved by the organisation running the portal', identifier: 'LicenseRef-Proprietary' };

export function openApiDocument(app: App) {
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: '1',
      description:
        'Reference implementation of the portal API. Login-related calls are under /rs, the rest under /rs/fsp/v1. ' +
        `Every call carries the language in Accept-Language, and the session id in the ${SESSION_HEADER} header unless its security is empty (login, configuration, password rules and reset, Mobile BankID, the OpenID exchange, the signed file link). ` +
        'Errors answer `{ error: { code, errorMessage } }`.',
      license: LICENSE,
      contact: { name: `The support of the organisation running the portal (its phone and e-mail: GET ${API_ROOT}/configuration, contact)` },
    },
    // The paths carry their whole prefix (/rs/... and /rs/fsp/v1/...), as the server routes them, so
    // the one server is the portal's origin: a relative URL, resolved against where the document is read.
    servers: [{ url: '/', description: `The portal's origin: login-related calls under ${API_ROOT}, the rest under ${API_V1}` }],
    // Every operation needs a session unless it says otherwise (security: [] on the public ones).
    security: sessionSecurity,
  });
}
