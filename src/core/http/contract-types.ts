/**
 * The typed client's types, derived from the contract (src/contract) at compile time: which paths
 * exist for which method (relative to the API root, as the elements call them), what each takes
 * (path parameters, query, JSON body) and what it answers. Types only: nothing of the contract or
 * of zod reaches a bundle. So an area cannot call a path, send a query or a body, or read an
 * answer that the contract does not have (tests/unit/contract-types.test.ts).
 */
import type { z } from 'zod';
import type * as authentication from '../../contract/authentication.ts';
import type * as baseStorages from '../../contract/base-storages.ts';
import type * as clients from '../../contract/clients.ts';
import type * as customers from '../../contract/customers.ts';
import type * as deviations from '../../contract/deviations.ts';
import type * as documents from '../../contract/documents.ts';
import type * as fittings from '../../contract/fittings.ts';
import type * as fixedAssets from '../../contract/fixed-assets.ts';
import type * as inventories from '../../contract/inventories.ts';
import type * as receive from '../../contract/receive.ts';
import type * as messages from '../../contract/messages.ts';
import type * as mobileId from '../../contract/mobile-id.ts';
import type * as openId from '../../contract/open-id.ts';
import type * as orders from '../../contract/orders.ts';
import type * as pageContent from '../../contract/page-content.ts';
import type * as password from '../../contract/password.ts';
import type * as products from '../../contract/products.ts';
import type * as profile from '../../contract/profile.ts';
import type * as referenceData from '../../contract/reference-data.ts';
import type * as sessions from '../../contract/sessions.ts';
import type * as tasks from '../../contract/tasks.ts';
import type * as timeline from '../../contract/timeline.ts';
import type * as workflow from '../../contract/workflow.ts';

export type Method = 'get' | 'post' | 'put' | 'delete';

type RouteShape = { method: Method; path: string; responses: object };
/** The routes of some contract modules, with their paths under the root they are served at. */
type RoutesOf<Modules, Root extends string> = {
  [K in keyof Modules]: Modules[K] extends RouteShape ? Omit<Modules[K], 'path'> & { path: `${Root}${Modules[K]['path']}` } : never;
}[keyof Modules];

/**
 * Every route with its path relative to the API root (`/rs`): the modules the server mounts under
 * `/rs/fsp/v1` (server/app.ts) and those under `/rs`. tests/unit/contract-types.test.ts checks
 * this against the OpenAPI document, operation by operation.
 */
export type Routes =
  | RoutesOf<typeof baseStorages & typeof clients & typeof customers & typeof deviations & typeof documents & typeof fittings & typeof fixedAssets & typeof inventories & typeof messages & typeof receive & typeof orders & typeof pageContent & typeof products & typeof profile & typeof referenceData & typeof tasks & typeof timeline, 'fsp/v1'>
  | RoutesOf<typeof authentication & typeof mobileId & typeof openId & typeof password & typeof sessions & typeof workflow, ''>;

/** `/company-guides` -> `company-guides`: paths as the client's prefix (the API root) takes them. */
type Relative<P extends string> = P extends `/${infer Rest}` ? Rest : P;

/** The paths there are for a method, relative to the API root (`fsp/v1/company-guides/{id}/content`). */
export type ApiPath<M extends Method> = Relative<Extract<Routes, { method: M }>['path']>;

type RouteOf<M extends Method, P extends string> = Extract<Routes, { method: M; path: `/${P}` | P }>;

type JsonSchema<C> = C extends { content: { 'application/json': { schema: infer S extends z.ZodType } } } ? S : never;
type ParamsOf<R> = R extends { request: { params: infer S extends z.ZodType } } ? { params: z.input<S> } : unknown;
type QueryOf<R> = R extends { request: { query: infer S extends z.ZodType } } ? { query?: z.input<S> } : unknown;
type BodyOf<R> = R extends { request: { body: infer B } } ? ([JsonSchema<B>] extends [never] ? unknown : { json: z.input<JsonSchema<B>> }) : unknown;

/** What a call takes besides its path: `params` for `{…}` in the path, `query`, and `json` (the body). */
export type RequestOf<M extends Method, P extends string> = RequestOfRoute<RouteOf<M, P>>;
/**
 * Per route, distributed over a union of routes: a union of N intersections, not the N³ cross
 * product that intersecting three distributed unions would build (which TypeScript gives up on).
 */
type RequestOfRoute<R> = R extends unknown ? ParamsOf<R> & QueryOf<R> & BodyOf<R> : never;

type SuccessSchema<R> = R extends { responses: infer Rs } ? { [K in keyof Rs]: K extends 200 | 201 | '200' | '201' ? JsonSchema<Rs[K]> : never }[keyof Rs] : never;

/** What a call answers when it succeeds: the parsed 200/201 body, or nothing (204). */
export type AnswerOf<M extends Method, P extends string> = [SuccessSchema<RouteOf<M, P>>] extends [never] ? void : z.output<SuccessSchema<RouteOf<M, P>>>;

/** The request argument: required when the route needs params or a body, else optional. */
export type RequestArgs<M extends Method, P extends string, O> = object extends RequestOf<M, P>
  ? [request?: RequestOf<M, P>, options?: O]
  : [request: RequestOf<M, P>, options?: O];
