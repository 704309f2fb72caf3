/**
 * The typed client: its paths are the contract's (checked here against the OpenAPI document, for
 * the roots the server mounts each contract module under), a call that the contract does not have
 * does not compile (the @ts-expect-error lines fail the typecheck step if they ever compile), and
 * the path is built from its parameters and query.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiFor, resolvePath, type AnswerOf, type ApiPath } from '../../src/core/http/query.ts';

const root = join(import.meta.dirname, '..', '..');
/** The root each contract module is served under (server/app.ts), as src/core/http/contract-types.ts says. */
const ROOTS: Record<string, string> = {
  'base-storages': 'fsp/v1',
  inventories: 'fsp/v1',
  receive: 'fsp/v1',
  clients: 'fsp/v1',
  customers: 'fsp/v1',
  deviations: 'fsp/v1',
  documents: 'fsp/v1',
  messages: 'fsp/v1',
  orders: 'fsp/v1',
  'page-content': 'fsp/v1',
  fittings: 'fsp/v1',
  'fixed-assets': 'fsp/v1',
  products: 'fsp/v1',
  profile: 'fsp/v1',
  'reference-data': 'fsp/v1',
  tasks: 'fsp/v1',
  timeline: 'fsp/v1',
  authentication: '',
  'mobile-id': '',
  'open-id': '',
  password: '',
  sessions: '',
  workflow: '',
};

type Operation = { operationId: string };
const document = JSON.parse(readFileSync(join(root, 'docs', 'openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };

describe('the typed client', () => {
  it('knows every route of the contract at the path the server serves it', async () => {
    const modules = readdirSync(join(root, 'src', 'contract')).filter((f) => f.endsWith('.ts') && !['common.ts', 'constants.ts'].includes(f));
    let routes = 0;
    for (const file of modules) {
      const exports = (await import(join(root, 'src', 'contract', file))) as Record<string, unknown>;
      const defined = Object.values(exports).filter((v): v is { method: string; path: string; operationId: string } => Boolean(v && typeof v === 'object' && 'method' in v && 'path' in v && 'responses' in v));
      if (!defined.length) continue;
      const area = file.replace(/\.ts$/, '');
      expect(ROOTS, `${file}: a contract module the typed client does not know (contract-types.ts)`).toHaveProperty([area]);
      for (const route of defined) {
        const full = `/rs${ROOTS[area] ? `/${ROOTS[area]}` : ''}${route.path}`;
        expect(document.paths[full]?.[route.method]?.operationId, `${route.method} ${full}`).toBe(route.operationId);
        routes++;
      }
    }
    const documented = Object.values(document.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(routes).toBe(documented);
  });

  it('builds the path from its parameters and query, leaving out what is undefined', () => {
    expect(resolvePath('fsp/v1/company-guides', { query: { category: 3, from: 0, amount: 25, searchValue: undefined } })).toBe('fsp/v1/company-guides?category=3&from=0&amount=25');
    expect(resolvePath('fsp/v1/user/settings/{userSettingId}/get-user-setting', { params: { userSettingId: 'a b/c' } })).toBe('fsp/v1/user/settings/a%20b%2Fc/get-user-setting');
    expect(() => resolvePath('fsp/v1/company-guides/{id}/content', {})).toThrow('no value for {id}');
    expect(resolvePath('configuration')).toBe('configuration');
  });

  it('types paths, requests and answers from the contract (checked by tsc)', () => {
    expectTypeOf<'fsp/v1/company-guides/categories'>().toExtend<ApiPath<'get'>>();
    expectTypeOf<'authentication'>().toExtend<ApiPath<'post'>>();
    expectTypeOf<AnswerOf<'get', 'fsp/v1/company-guides/categories'>['page'][number]>().toEqualTypeOf<{ id: number; name: string; fileCount: number }>();
    expectTypeOf<AnswerOf<'post', 'authentication'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<AnswerOf<'put', 'fsp/v1/user/location'>>().toEqualTypeOf<void>();

    const api = apiFor('/rs', 'sv');
    // Never called: these lines are for the compiler.
    const calls = () => [
      api('get', 'fsp/v1/company-guides', { query: { category: 2 } }),
      api('post', 'fsp/v1/user/settings/{userSettingId}/set-user-setting', { params: { userSettingId: 'catalogue-view' }, json: { value: 'grid' } }),
      // @ts-expect-error: a path the contract does not have
      api('get', 'fsp/v1/nothing-here'),
      // @ts-expect-error: a method the path does not have
      api('delete', 'fsp/v1/company-guides'),
      // @ts-expect-error: the path's parameter is missing
      api('get', 'fsp/v1/company-guides/{id}/content', {}),
      // @ts-expect-error: a body the contract does not have
      api('put', 'fsp/v1/user/location', { json: { facility: 1 } }),
      // @ts-expect-error: a query value of the wrong kind
      api('get', 'fsp/v1/company-guides/categories', { query: { all: true } }),
    ];
    expect(typeof calls).toBe('function');
  });
});
