/** The response check: an answer outside the contract is logged, and with `fail` becomes a 500. */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../server/context.ts';
import { mismatch, responseCheck, type ResponseCheck } from '../../server/response-check.ts';

const Item = z.object({ id: z.number().int(), name: z.string() });
const getItem = createRoute({
  method: 'get',
  path: '/rs/fsp/v1/items/{id}',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: { description: 'The item', content: { 'application/json': { schema: Item } } },
    404: { description: 'No such item', content: { 'application/json': { schema: z.object({ error: z.object({ code: z.string(), errorMessage: z.string() }) }) } } },
  },
});
const searchItems = createRoute({ method: 'get', path: '/rs/fsp/v1/items/search', responses: { 200: { description: 'Found', content: { 'application/json': { schema: z.array(Item) } } } } });

/** An app whose handlers answer what the test asks for through the query. */
function appWith(mode: ResponseCheck) {
  const app = new OpenAPIHono<Env>();
  app.use('*', responseCheck(app, mode));
  app.openapi(searchItems, (c) => c.json([{ id: 1, name: 'Rullator' }], 200));
  app.openapi(getItem, (c) => {
    const kind = c.req.query('answer');
    if (kind === 'extra') return c.json({ id: 1, name: 'Rullator', secret: 'x' } as never, 200);
    if (kind === 'wrong-type') return c.json({ id: 'one', name: 'Rullator' } as never, 200);
    if (kind === 'undocumented') return c.json({ whatever: true } as never, 409 as never);
    if (kind === 'missing') return c.json({ error: { code: 'NOT_FOUND', errorMessage: 'Finns inte' } }, 404);
    return c.json({ id: Number(c.req.valid('param').id), name: 'Rullator' }, 200);
  });
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('response check', () => {
  it('answers inside the contract pass untouched, whatever the mode', async () => {
    for (const mode of ['off', 'log', 'fail'] as const) {
      const app = appWith(mode);
      const ok = await app.request('/rs/fsp/v1/items/7');
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ id: 7, name: 'Rullator' });
      expect((await app.request('/rs/fsp/v1/items/7?answer=missing')).status).toBe(404);
      // The literal path is matched before the parameterized one.
      expect(await (await app.request('/rs/fsp/v1/items/search')).json()).toEqual([{ id: 1, name: 'Rullator' }]);
    }
  });

  it('fail: a wrong type, a field too many or an undocumented status is a 500 naming the problem, and logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = appWith('fail');
    for (const [answer, problem] of [
      ['wrong-type', /id: .*number/i],
      ['extra', /fields the contract does not have: secret/],
      ['undocumented', /status 409 is not documented/],
    ] as const) {
      const res = await app.request(`/rs/fsp/v1/items/7?answer=${answer}`);
      expect(res.status).toBe(500);
      const body = (await res.json()) as { error: { code: string; errorMessage: string } };
      expect(body.error.code).toBe('RESPONSE_SCHEMA');
      expect(body.error.errorMessage).toMatch(problem);
    }
    expect(error).toHaveBeenCalledTimes(3);
    expect(String(error.mock.calls[0]?.[0])).toContain('GET /rs/fsp/v1/items/7 (/rs/fsp/v1/items/{id}) answered 200 outside the contract');
  });

  it('log: the answer goes out as it was, the log says what is wrong; off: nothing is checked', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logged = await appWith('log').request('/rs/fsp/v1/items/7?answer=wrong-type');
    expect(logged.status).toBe(200);
    expect(error).toHaveBeenCalledTimes(1);
    const off = await appWith('off').request('/rs/fsp/v1/items/7?answer=wrong-type');
    expect(off.status).toBe(200);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('mismatch() names the status that has no JSON body', () => {
    expect(mismatch({ responses: { 204: { content: {} } } }, 204, undefined)).toBe('status 204 is documented without a JSON body');
  });
});
