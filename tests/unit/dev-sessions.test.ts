/**
 * The dev tools that put sessions into the states of the error catalogue for real: a login token
 * for a persona (fresh, back-dated, main or embedded), a session let go idle, a user disabled.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { expectError, json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

const server = withTestServer();

const post = (path: string, body: unknown, method = 'POST') =>
  server.request(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function tokenFor(body: Record<string, unknown>): Promise<string> {
  const res = await post('/dev/login-tokens', body);
  expect(res.status).toBe(201);
  return (await json<{ token: string }>(res)).token;
}

async function redeem(token: string): Promise<Response> {
  return post('/rs/authentication', { mylocLoginToken: token, persistent: false });
}

const appData = (id: string) => server.request('/rs/authentication', { headers: { 'X-Session-Id': id } });

describe('/dev/login-tokens', () => {
  it('issues a token that logs the persona in once; a back-dated one is expired', async () => {
    const token = await tokenFor({ username: 'konsulent@example.org' });
    const first = await redeem(token);
    expect(first.status).toBe(200);
    const { id } = await json<{ id: string }>(first);
    expect((await json<{ user: { username: string } }>(await appData(id))).user.username).toBe('konsulent@example.org');
    await expectError(await redeem(token), 401, 'token.is.revoked');

    const old = await tokenFor({ username: 'konsulent@example.org', ageMinutes: 6 });
    await expectError(await redeem(old), 401, 'token.is.revoked');
  });

  it('refuses an unknown user and a bad kind', async () => {
    expect((await post('/dev/login-tokens', { username: 'nobody@example.org' })).status).toBe(404);
    expect((await post('/dev/login-tokens', { username: 'konsulent@example.org', sessionKind: 'other' })).status).toBe(400);
  });
});

describe('/dev/embedded', () => {
  it('a form for testers; sending it opens the embedded page with a token for an embedded session', async () => {
    const form = await server.request('/dev/embedded');
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<option>tekniker@example.org</option>');

    const open = (fields: Record<string, string>) => server.request('/dev/embedded', { method: 'POST', body: new URLSearchParams(fields) });
    const res = await open({ username: 'tekniker@example.org', path: '/embedded/products/12', lang: 'en' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('Location') ?? '', 'http://x');
    expect(location.pathname + '?lang=' + location.searchParams.get('lang')).toBe('/embedded/products/12?lang=en');
    const { id } = await json<{ id: string }>(await redeem(location.searchParams.get('loginToken') ?? ''));
    expect(await json(await server.request('/rs/sessions/current', { headers: { 'X-Session-Id': id } }))).toEqual({ kind: 'embedded' });

    // Only paths of the embedded mode on this server.
    for (const path of ['//evil.example.org/embedded', '/documents', 'https://evil.example.org/']) {
      const other = await open({ username: 'tekniker@example.org', path });
      expect(new URL(other.headers.get('Location') ?? '', 'http://x').pathname, path).toBe('/embedded/messages');
    }
    expect((await open({ username: 'nobody@example.org', path: '/embedded' })).status).toBe(404);
  });
});

describe('/dev/sessions/:id/expire and /dev/users/:username', () => {
  it('an expired session answers OTSS000 at its next call', async () => {
    const { id } = await json<{ id: string }>(await redeem(await tokenFor({ username: 'tekniker@example.org' })));
    expect((await appData(id)).status).toBe(200);
    expect((await post(`/dev/sessions/${id}/expire`, {})).status).toBe(204);
    await expectError(await appData(id), 401, 'OTSS000');
    expect((await post(`/dev/sessions/${id}/expire`, {})).status).toBe(404); // the expiry removed it
  });

  it('a disabled user gets OTSU002 at the next call; enabled again, a new login works', async () => {
    const { id } = await json<{ id: string }>(await redeem(await tokenFor({ username: 'begransad@example.org' })));
    expect((await post('/dev/users/begransad@example.org', { disabled: true }, 'PUT')).status).toBe(204);
    await expectError(await appData(id), 401, 'OTSU002');
    expect((await post('/dev/users/begransad@example.org', { disabled: false }, 'PUT')).status).toBe(204);
    expect((await redeem(await tokenFor({ username: 'begransad@example.org' }))).status).toBe(200);
    expect((await post('/dev/users/begransad@example.org', { disabled: 'yes' }, 'PUT')).status).toBe(400);
    expect((await post('/dev/users/nobody@example.org', { disabled: true }, 'PUT')).status).toBe(404);
  });
});

it('none of them exists with dev tools off', async () => {
  const off = createApp(server.db, { ...server.config, devTools: false });
  const json = { method: 'POST', headers: { 'Content-Type': 'application/json' } };
  expect((await off.request('/dev/login-tokens', { ...json, body: '{"username":"konsulent@example.org"}' })).status).toBe(404);
  expect((await off.request('/dev/sessions/0123/expire', { ...json, body: '{}' })).status).toBe(404);
  expect((await off.request('/dev/users/konsulent@example.org', { ...json, method: 'PUT', body: '{"disabled":true}' })).status).toBe(404);
  expect((await off.request('/dev/embedded')).status).toBe(404);
  expect((await off.request('/dev/embedded', { method: 'POST', body: new URLSearchParams({ username: 'konsulent@example.org' }) })).status).toBe(404);
});
