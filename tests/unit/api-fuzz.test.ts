/**
 * Bad input over the whole API (issue 36): every operation of the served OpenAPI document gets
 * malformed path parameters, queries and bodies, over a real socket (the Node server of
 * `npm start`, server/node.ts's createNodeServer) with a valid session, from a fixed corpus and from
 * fast-check with a fixed seed (so a failure is reproducible: the failing request is named). It
 * fails on a connection that ends without an answer, any 5xx (RESPONSE_SCHEMA among them), an
 * answer over 2 s, a status the operation does not document, an error answer without the
 * catalogue's shape, an unhandled rejection, and on the server no longer answering afterwards.
 * Without a session, every operation that needs one answers 401 before any of that is looked at.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_MAX_BYTES } from '../../src/contract/constants.ts';
import { SESSION_HEADER } from '../../src/contract/common.ts';
import { createNodeServer } from '../../server/node.ts';
import { startServer, type TestServer } from './helpers/server.ts';

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> }; security: Record<string, string[]>[] };

/** What each request may not do. */
const LIMIT_MS = 2_000;
const SEED = 36;

/** Malformed values for an id or any other path parameter. */
const BAD_PATH_VALUES = ['abc', '-1', '0', '1.5', '99999999999999999999', "1' OR '1'='1", '%00', 'x'.repeat(4000)];
/** Malformed values for a query parameter (each sent alone, the others absent or valid). */
const BAD_QUERY_VALUES = ['abc', '-1', '99999999999999999999', "' OR 1=1 --", '%_\\', '\u0000', 'x'.repeat(4000)];
/** Bodies that are not the JSON of any operation (the first two to every operation, of the rest some). */
const BAD_RAW_BODIES = ['not json at all', '{"unterminated": ', '', 'null', '[]', '"text"', '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}', `${'['.repeat(2000)}${']'.repeat(2000)}`];
const LONG_TEXT = 'x'.repeat(200 * 1024);
/** Values put in place of one property of a well-formed body, by the property's type: the wrong type, out of range, injection-shaped, huge. */
const BAD_PROPERTY_VALUES: Record<string, unknown[]> = {
  string: [12345, null, "'; DROP TABLE clients; --", '<img src=x onerror=alert(1)>', '\u0000\u202e', LONG_TEXT],
  integer: ['x', -1, 1.5, 2 ** 53 + 1, 1e308],
  number: ['x', -1, 1e308],
  boolean: ['yes', 1],
  array: [{ not: 'a list' }, Array.from({ length: 2000 }, (_, i) => i)],
  object: ['x', []],
  other: [null, 'x', -1],
};

let server: TestServer;
let http: Server;
let base: string;
let doc: Document;
let session = '';
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => void rejections.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  server = await startServer();
  http = createNodeServer(server.app);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  doc = (await (await fetch(`${base}/rs/fsp/v1/openapi.json`)).json()) as Document;
  session = await login();
}, 60_000);

afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  // A connection left open (a request the server never answered) would hold close() until the hook's timeout.
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
  await server.close();
});

async function login(): Promise<string> {
  const res = await fetch(`${base}/rs/authentication`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'forskrivare@example.org', password: 'demo' }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

type Op = { method: string; path: string; operation: Operation };
const operations = (): Op[] => Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })));
const needsSession = (op: Operation) => {
  const requirements = op.security ?? doc.security;
  return requirements.some((r) => Object.keys(r).length > 0);
};
/** One way needs a session, another none (`[{}, { session: [] }]`). */
const sessionOptional = (op: Operation) => Boolean(op.security?.some((r) => Object.keys(r).length === 0) && needsSession(op));

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map(resolve)) as Schema;
  return schema;
}

const typeOf = (schema: Schema): string | undefined => {
  const s = resolve(schema);
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  return t ?? (s.anyOf ?? s.oneOf)?.map(resolve).map(typeOf).find(Boolean);
};

/** A value the schema accepts, as plain as can be: enough for a body to reach the operation's own checks. */
function example(schema: Schema | undefined, depth = 0): unknown {
  const s = resolve(schema);
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alternative = (s.anyOf ?? s.oneOf)?.[0];
  if (alternative) return example(alternative, depth);
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      if (depth > 4) return {};
      return Object.fromEntries((s.required ?? []).map((name) => [name, example(s.properties?.[name], depth + 1)]));
    case 'string':
      return 'x';
    default:
      return null;
  }
}

/** A value for a path parameter that passes validation (an id of 1, an enum's first value). */
const pathValue = (p: Parameter) => {
  const value = p.schema ? example(p.schema) : 'x';
  return typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' ? String(value) : 'x';
};
const params = (op: Operation, where: Parameter['in']) => (op.parameters ?? []).filter((p) => p.in === where);
const bodySchema = (op: Operation) => op.requestBody?.content?.['application/json']?.schema;

type Case = { label: string; path: string; query?: string; body?: string; contentType?: string; expect?: number; session?: boolean };

function urlOf(op: Op, pathOverride?: [string, string]): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (pathOverride?.[0] === name ? pathOverride[1] : encodeURIComponent(pathValue(params(op.operation, 'path').find((p) => p.name === name) ?? { name, in: 'path' }))));
}

function requiredQuery(op: Operation): Record<string, string> {
  return Object.fromEntries(params(op, 'query').filter((p) => p.required).map((p) => [p.name, pathValue(p)]));
}

function casesOf(op: Op): Case[] {
  const cases: Case[] = [];
  const valid = urlOf(op);
  const query = requiredQuery(op.operation);
  const qs = (extra: Record<string, string>) => new URLSearchParams({ ...query, ...extra }).toString();
  const schema = bodySchema(op.operation);
  const goodBody = schema ? JSON.stringify(example(schema)) : undefined;
  for (const p of params(op.operation, 'path')) {
    for (const value of some(BAD_PATH_VALUES, 3, rotation++)) cases.push({ label: `path ${p.name}=${value.slice(0, 40)}`, path: urlOf(op, [p.name, value.includes('%') ? value : encodeURIComponent(value)]), query: qs({}), ...(goodBody === undefined ? {} : { body: goodBody }) });
  }
  for (const p of params(op.operation, 'query')) {
    for (const value of some(BAD_QUERY_VALUES, 3, rotation++)) cases.push({ label: `query ${p.name}=${value.slice(0, 40)}`, path: valid, query: qs({ [p.name]: value }), ...(goodBody === undefined ? {} : { body: goodBody }) });
  }
  if (schema) {
    for (const raw of [...BAD_RAW_BODIES.slice(0, 2), ...some(BAD_RAW_BODIES.slice(2), 2, rotation++)]) cases.push({ label: `body ${raw.slice(0, 30) || '(empty)'}`, path: valid, query: qs({}), body: raw });
    cases.push({ label: 'body as text/plain', path: valid, query: qs({}), body: goodBody ?? '{}', contentType: 'text/plain' });
    const good = example(schema);
    const properties = Object.keys(resolve(schema).properties ?? {});
    if (good && typeof good === 'object' && !Array.isArray(good)) {
      for (const name of properties) {
        for (const value of some(BAD_PROPERTY_VALUES[typeOf(resolve(schema).properties?.[name] ?? {}) ?? 'other'] ?? BAD_PROPERTY_VALUES.other ?? [], 3, rotation++)) {
          cases.push({ label: `body .${name}=${JSON.stringify(value).slice(0, 30)}`, path: valid, query: qs({}), body: JSON.stringify({ ...good, [name]: value }) });
        }
      }
    }
    // Property-based: bodies of the schema's property names with arbitrary JSON values, and arbitrary JSON.
    const names = properties.length ? properties : ['x'];
    const shaped = fc.dictionary(fc.constantFrom(...names), fc.jsonValue({ maxDepth: 2 }), { maxKeys: names.length });
    for (const value of fc.sample(fc.oneof(shaped, fc.jsonValue({ maxDepth: 3 })), { seed: SEED + op.path.length, numRuns: 4 })) {
      cases.push({ label: `fast-check body ${JSON.stringify(value).slice(0, 40)}`, path: valid, query: qs({}), body: JSON.stringify(value) });
    }
    cases.push({ label: 'body over the limit', path: valid, query: qs({}), body: JSON.stringify({ x: 'a'.repeat(JSON_BODY_MAX_BYTES) }), expect: 413 });
  }
  return cases;
}

/**
 * `count` of the values, starting at `offset` and wrapping: each parameter gets a few of a corpus's
 * values, and over the document's parameters every value is sent many times (all of them to every
 * parameter took about 40 s; this keeps the file near 15 s). Deterministic, so a failure repeats.
 */
function some<T>(values: readonly T[], count: number, offset: number): T[] {
  return Array.from({ length: Math.min(count, values.length) }, (_, i) => values[(offset + i) % values.length] as T);
}
let rotation = 0;

type Answer = { status: number; code?: string; message?: string; ms: number; failure?: string };

async function send(op: Op, c: Case): Promise<Answer> {
  const headers: Record<string, string> = { 'Accept-Language': 'en' };
  if (c.session !== false && session) headers[SESSION_HEADER] = session;
  if (c.body !== undefined) headers['Content-Type'] = c.contentType ?? 'application/json';
  const started = performance.now();
  let res: Response;
  let text: string;
  try {
    // A request the server never answers fails here, named, after the limit and a margin (not at the test's timeout).
    res = await fetch(`${base}${c.path}${c.query ? `?${c.query}` : ''}`, {
      method: op.method,
      headers,
      signal: AbortSignal.timeout(LIMIT_MS + 3_000),
      ...(c.body === undefined || op.method === 'GET' ? {} : { body: c.body }),
    });
    text = await res.text();
  } catch (err) {
    return { status: 0, ms: performance.now() - started, failure: `no answer: ${String((err as { cause?: unknown }).cause ?? err)}` };
  }
  const ms = performance.now() - started;
  const answer: Answer = { status: res.status, ms };
  if (res.status >= 400) {
    try {
      const body = JSON.parse(text) as { error?: { code?: unknown; errorMessage?: unknown } };
      if (typeof body.error?.code !== 'string' || typeof body.error.errorMessage !== 'string') answer.failure = `error answer without the catalogue's shape: ${text.slice(0, 120)}`;
      else {
        answer.code = body.error.code;
        answer.message = body.error.errorMessage;
      }
    } catch {
      answer.failure = `error answer that is not JSON: ${text.slice(0, 120)}`;
    }
  }
  return answer;
}

function problemOf(op: Op, c: Case, a: Answer): string | null {
  if (a.failure) return a.failure;
  if (a.status >= 500) return `${a.status} ${a.code ?? ''} ${a.message?.slice(0, 200) ?? ''}`;
  if (a.ms > LIMIT_MS) return `answered in ${Math.round(a.ms)} ms`;
  if (c.expect !== undefined && a.status !== c.expect) return `expected ${c.expect}, got ${a.status} ${a.code ?? ''}`;
  if (!(String(a.status) in op.operation.responses)) return `status ${a.status} ${a.code ?? ''} is not documented (documented: ${Object.keys(op.operation.responses).join(', ')}): ${a.message?.slice(0, 120) ?? ''}`;
  return null;
}

describe('bad input over the whole API, with a session', () => {
  it('answers every malformed request with a documented 4xx (or a 2xx), in time, and stays up', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const op of operations()) {
      for (const c of casesOf(op)) {
        let answer = await send(op, c);
        // A case may end the session (logout, a password change): log in again and repeat it.
        if (answer.status === 401 && answer.code === 'OTSS000' && needsSession(op.operation)) {
          session = await login();
          answer = await send(op, c);
        }
        sent++;
        const problem = problemOf(op, c, answer);
        if (problem) problems.push(`${op.method} ${op.path} [${c.label}]: ${problem}`);
      }
    }
    const alive = await fetch(`${base}/rs/configuration`);
    expect(alive.status, 'the server answers after the run').toBe(200);
    expect(problems, `${problems.length} of ${sent} requests`).toEqual([]);
    expect(rejections.map(String)).toEqual([]);
    expect(sent).toBeGreaterThan(1200);
  }, 240_000);
});

describe('without a session', () => {
  it('every operation that needs one answers 401 OTSS000 before it looks at the input, even at a body over the limit', async () => {
    const problems: string[] = [];
    const overLimit = JSON.stringify({ x: 'a'.repeat(JSON_BODY_MAX_BYTES) });
    for (const op of operations()) {
      const first = params(op.operation, 'path')[0];
      const path = first ? urlOf(op, [first.name, 'abc']) : urlOf(op);
      const bodies = bodySchema(op.operation) ? ['{"unterminated": ', overLimit] : [undefined];
      for (const body of bodies) {
        const c: Case = { label: 'no session', path, query: 'from=abc', session: false, ...(body === undefined ? {} : { body }) };
        const a = await send(op, c);
        // An operation whose session is optional (PUT /rs/password: public as a reset, the body's
        // token decides) refuses a body over the limit as any public one does, before reading it.
        const required = needsSession(op.operation) && !(body === overLimit && sessionOptional(op.operation));
        const label = `${op.method} ${op.path}${body === overLimit ? ' (a body over the limit)' : ''}`;
        if (required && (a.status !== 401 || a.code !== 'OTSS000')) problems.push(`${label}: ${a.status} ${a.code ?? ''}`);
        if (!required && a.status === 401 && a.code === 'OTSS000') problems.push(`${label} is public but answered 401`);
      }
    }
    expect(problems).toEqual([]);
  });
});
