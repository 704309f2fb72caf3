/**
 * The OpenAPI document's conventions (docs/api.md): every operation has an operationId, unique,
 * equal to the name of its route in src/contract; a session is required unless the operation says
 * otherwise, and the server agrees; every error answer has the shared error body.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../server/app.ts';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import { json, type ErrorJson } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type Document = { security: Record<string, string[]>[]; paths: Record<string, Record<string, Operation>> };

const server = withTestServer();
const documentOf = () => openApiDocument(server.app) as unknown as Document;

function operationsOf(doc: Document) {
  return Object.entries(doc.paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({ method, path, operation })));
}

/** Every `createRoute` of src/contract, by the name it is exported under. */
async function contractRoutes(): Promise<Map<string, { method: string; path: string; operationId?: string }>> {
  const dir = join(import.meta.dirname, '..', '..', 'src', 'contract');
  const routes = new Map<string, { method: string; path: string; operationId?: string }>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value && typeof value === 'object' && 'method' in value && 'path' in value && 'responses' in value) {
        routes.set(name, value as { method: string; path: string; operationId?: string });
      }
    }
  }
  return routes;
}

describe('operationId', () => {
  it('every operation has one, unique and camelCase', () => {
    const ids = operationsOf(documentOf()).map(({ method, path, operation }) => {
      expect(operation.operationId, `${method.toUpperCase()} ${path}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      return operation.operationId;
    });
    expect(ids.length).toBeGreaterThan(20);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is the name the contract exports its route under, for every route of the contract', async () => {
    const routes = await contractRoutes();
    for (const [name, route] of routes) expect(route.operationId, `${name} (${route.method} ${route.path})`).toBe(name);
    // Every operation of the document comes from a route of the contract, by that name.
    for (const { method, path, operation } of operationsOf(documentOf())) {
      const route = routes.get(operation.operationId ?? '');
      expect(route, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(route?.method).toBe(method);
      expect(path.endsWith(route?.path ?? '?')).toBe(true);
    }
  });
});

describe('security', () => {
  const needsSession = (doc: Document, operation: Operation) => {
    const requirements = operation.security ?? doc.security;
    // Required: every alternative names a scheme (an empty requirement means "none needed").
    return requirements.length > 0 && requirements.every((r) => Object.keys(r).length > 0);
  };
  const call = (method: string, path: string) =>
    server.request(path.replace(/\{[^}]+\}/g, '1'), {
      method: method.toUpperCase(),
      ...(method === 'get' || method === 'delete' ? {} : { headers: { 'Content-Type': 'application/json' }, body: '{}' }),
    });

  it('the document requires the session scheme, an apiKey in the session header, unless an operation says otherwise', () => {
    const doc = openApiDocument(server.app) as unknown as Document & { components: { securitySchemes: Record<string, unknown> } };
    expect(doc.security).toEqual([{ session: [] }]);
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'header', name: SESSION_HEADER });
  });

  it('an operation that needs a session answers 401 OTSS000 without one; a public one never does', async () => {
    const doc = documentOf();
    const publicOnes: string[] = [];
    for (const { method, path, operation } of operationsOf(doc)) {
      const res = await call(method, path);
      const code = res.headers.get('Content-Type')?.includes('json') ? (await json<Partial<ErrorJson>>(res)).error?.code : undefined;
      const label = `${method.toUpperCase()} ${path}`;
      // PUT /rs/password's session is optional: without one only a reset (a body with the link's
      // token) is public, so `{}` is a change without a session.
      if (needsSession(doc, operation) || label === 'PUT /rs/password') {
        expect({ label, status: res.status, code }).toEqual({ label, status: 401, code: 'OTSS000' });
      } else {
        expect({ label, expired: res.status === 401 && code === 'OTSS000' }).toEqual({ label, expired: false });
        publicOnes.push(label);
      }
    }
    expect(publicOnes.sort()).toEqual([
      'GET /rs/configuration',
      'GET /rs/fsp/v1/company-guides/{id}/content',
      'GET /rs/fsp/v1/deviations/{deviation}/files/{file}',
      'GET /rs/fsp/v1/fixed-assets/{fixedAsset}/label.pdf',
      'GET /rs/fsp/v1/messages/{id}/attachments/{attachmentId}/content',
      'GET /rs/fsp/v1/product-images/{name}',
      'GET /rs/fsp/v1/web-orders/fittings/{fitting}/files/{file}',
      'GET /rs/fsp/v1/web-orders/{order}/content/{content}/files/{file}',
      'GET /rs/password/rules',
      'POST /rs/authentication',
      'POST /rs/authentication/open-id/exchange-token',
      'POST /rs/mobile-id/authentication',
      'POST /rs/mobile-id/collect',
      'POST /rs/password',
    ]);
  });
});

describe('error answers', () => {
  it('have the shared error body', () => {
    for (const { method, path, operation } of operationsOf(documentOf())) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(response.content?.['application/json']?.schema?.$ref, `${method.toUpperCase()} ${path} ${status}`).toBe('#/components/schemas/ErrorBody');
      }
    }
  });
});
