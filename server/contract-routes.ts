/**
 * The routes of the contract as the app registered them (its OpenAPI registry), matched against
 * request paths: what the response check (response-check.ts) and the session check before
 * validation (context.ts, sessionFirst) read of each route.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from './context.ts';

export type ContractRoute = {
  method: string;
  pattern: RegExp;
  /** The OpenAPI path (`/rs/fsp/v1/company-guides/{id}`). */
  path: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  /** The route's own security; undefined: the document's, a session. */
  security: Record<string, string[]>[] | undefined;
};

/** OpenAPI paths as regular expressions over request paths; a literal segment beats a parameter (`/customers/search` before `/customers/{id}`). */
export function contractRoutes(app: OpenAPIHono<Env>): ContractRoute[] {
  const routes: ContractRoute[] = [];
  for (const d of app.openAPIRegistry.definitions) {
    if (d.type !== 'route') continue;
    const { method, path, responses, security } = d.route;
    const segments = path.split('/').map((seg) => (/^\{[^}]+\}$/.test(seg) ? '[^/]+' : seg.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&')));
    routes.push({ method: method.toUpperCase(), pattern: new RegExp(`^${segments.join('/')}$`), path, responses: responses as ContractRoute['responses'], security });
  }
  return routes.sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
}

/** The route a request is for, or undefined (not a route of the contract). */
export function routeOf(routes: readonly ContractRoute[], method: string, path: string): ContractRoute | undefined {
  return routes.find((r) => r.method === method && r.pattern.test(path));
}
