/**
 * The document cannot drift from the server: every JSON answer of a route of the contract is
 * checked against the response schema the contract gives for its status. A mismatch (a field the
 * schema does not allow, a missing one, a status the route does not document) is an error in the
 * log, and with `fail` also a 500 in place of the answer, so the API and e2e tests, which run with
 * `fail`, prove the document. Production runs without the check (`off`).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import type { Env } from './context.ts';
import { API_ROOT } from '../src/contract/common.ts';
import { contractRoutes, routeOf, type ContractRoute } from './contract-routes.ts';

export type ResponseCheck = 'off' | 'log' | 'fail';

function isZod(schema: unknown): schema is ZodType {
  return Boolean(schema && typeof schema === 'object' && 'safeParse' in schema);
}

/** What is wrong with an answer, or null when it is what the contract says. */
export function mismatch(route: Pick<ContractRoute, 'responses'>, status: number, body: unknown): string | null {
  const documented = route.responses[String(status)];
  if (!documented) return `status ${status} is not documented (documented: ${Object.keys(route.responses).join(', ')})`;
  const schema = documented.content?.['application/json']?.schema;
  if (!schema) return `status ${status} is documented without a JSON body`;
  if (!isZod(schema)) return null; // a reference or a plain JSON schema: nothing to check it with
  const result = schema.safeParse(body);
  if (!result.success) return result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
  // Objects of the contract drop fields they do not know when parsing: a field the answer has and
  // the parsed value lacks is one the document does not describe.
  const extra = extraFields(body, result.data, '');
  return extra.length ? `fields the contract does not have: ${extra.join(', ')}` : null;
}

function extraFields(sent: unknown, parsed: unknown, at: string): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((v, i) => extraFields(v, parsed[i], `${at}[${i}]`));
  if (!sent || typeof sent !== 'object' || !parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  return Object.entries(sent).flatMap(([k, v]) => {
    const path = at ? `${at}.${k}` : k;
    if (!(k in parsed)) return v === undefined ? [] : [path];
    return extraFields(v, (parsed as Record<string, unknown>)[k], path);
  });
}

export function responseCheck(app: OpenAPIHono<Env>, mode: ResponseCheck): MiddlewareHandler<Env> {
  let routes: ContractRoute[] | null = null;
  return async (c, next) => {
    await next();
    if (mode === 'off' || !c.req.path.startsWith(`${API_ROOT}/`)) return;
    if (!(c.res.headers.get('Content-Type') ?? '').startsWith('application/json')) return;
    routes ??= contractRoutes(app); // after every route is registered
    const route = routeOf(routes, c.req.method, c.req.path);
    if (!route) return; // not a route of the contract (the document itself, dev tools, a 404)
    const body: unknown = await c.res.clone().json().catch(() => undefined);
    const problem = mismatch(route, c.res.status, body);
    if (!problem) return;
    console.error(`response check: ${c.req.method} ${c.req.path} (${route.path}) answered ${c.res.status} outside the contract: ${problem}`);
    if (mode === 'fail') {
      c.res = new Response(JSON.stringify({ error: { code: 'RESPONSE_SCHEMA', errorMessage: `The answer to ${c.req.method} ${route.path} broke the contract: ${problem}` } }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      });
    }
  };
}
