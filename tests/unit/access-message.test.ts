/** The access message: terms in app data; until accepted, the service answers nothing else. */
import { expect, it } from 'vitest';
import { withTestServer } from './helpers/server.ts';

const server = withTestServer();

const call = (method: string, path: string, session: string, body?: unknown) =>
  Promise.resolve(server.app.request(path, { method, headers: { 'X-Session-Id': session, 'Content-Type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) }));

it('konsulent has terms to accept; fsp/v1 answers 403 TERMS_NOT_ACCEPTED until PUT /user/message', async () => {
  const login = await server.app.request('/rs/authentication', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'konsulent@example.org', password: 'demo' }) });
  const { id } = (await login.json()) as { id: string };
  const appData = async () => (await (await call('GET', '/rs/authentication', id)).json()) as { accessMessage: { messageDescription: string; message: string } | null };
  expect((await appData()).accessMessage?.messageDescription).toBe('Villkor för användning av förskrivarportalen');

  const blocked = await call('GET', '/rs/fsp/v1/company-guides/categories', id);
  expect(blocked.status).toBe(403);
  expect(((await blocked.json()) as { error: { code: string } }).error.code).toBe('TERMS_NOT_ACCEPTED');
  expect((await call('PUT', '/rs/fsp/v1/user/message', id, { accepted: false })).status).toBe(400);

  expect((await call('PUT', '/rs/fsp/v1/user/message', id, { accepted: true })).status).toBe(204);
  expect((await appData()).accessMessage).toBeNull();
  expect((await call('GET', '/rs/fsp/v1/company-guides/categories', id)).status).toBe(200);
});

it('a user without terms is not blocked', async () => {
  const login = await server.app.request('/rs/authentication', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'forskrivare@example.org', password: 'demo' }) });
  const { id } = (await login.json()) as { id: string };
  expect((await call('GET', '/rs/fsp/v1/customers', id)).status).toBe(200);
});
