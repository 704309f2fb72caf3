/**
 * /dev/faults: API calls made to fail on purpose, for the error-catalogue e2e tests. It exists only
 * where dev tools are on: a deployed server has neither the routes nor the middleware.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { NO_RESPONSE_HEADER } from '../../server/routes/dev.ts';
import { json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

const server = withTestServer();

const arm = (fault: Record<string, unknown>) =>
  server.request('/dev/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fault) });

afterEach(async () => {
  await server.request('/dev/faults', { method: 'DELETE' });
});

describe('with dev tools on', () => {
  it('a JSON fault answers its status and error body, `times` times, then the call works again', async () => {
    const armed = await arm({ pathPrefix: '/rs/configuration', status: 500, body: 'json', message: 'Boom', code: 'X1', times: 2 });
    expect(armed.status).toBe(201);
    expect(await json(armed)).toMatchObject({ pathPrefix: '/rs/configuration', status: 500, times: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await server.request('/rs/configuration');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: { code: 'X1', errorMessage: 'Boom' } });
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff'); // the answer still gets the security headers
    }
    expect((await server.request('/rs/configuration')).status).toBe(200);
    expect(await json(await server.request('/dev/faults'))).toEqual({ faults: [] });
  });

  it('text, HTML, JSON string and object, empty and no-response bodies', async () => {
    await arm({ pathPrefix: '/rs/password/rules', status: 502, body: 'text', message: 'Bad gateway from the proxy' });
    let res = await server.request('/rs/password/rules');
    expect(res.status).toBe(502);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('Bad gateway from the proxy');

    await arm({ pathPrefix: '/rs/password/rules', status: 404, body: 'html', message: '<Not found>' });
    res = await server.request('/rs/password/rules');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<h1>&#60;Not found&#62;</h1>');

    await arm({ pathPrefix: '/rs/password/rules', status: 409, body: 'json-string', message: 'Locked' });
    res = await server.request('/rs/password/rules');
    expect(res.status).toBe(409);
    expect(await res.json()).toBe('Locked');

    await arm({ pathPrefix: '/rs/password/rules', status: 400, body: 'json-object' });
    res = await server.request('/rs/password/rules');
    expect(await res.json()).toEqual({ status: 400 });

    await arm({ pathPrefix: '/rs/password/rules', status: 418, body: 'empty' });
    res = await server.request('/rs/password/rules');
    expect(res.status).toBe(418);
    expect(await res.text()).toBe('');

    // Without a socket (this in-process request) the answer carries the marker the in-browser server turns into a failed fetch.
    await arm({ pathPrefix: '/rs/password/rules', body: 'none' });
    res = await server.request('/rs/password/rules');
    expect(res.headers.get(NO_RESPONSE_HEADER)).toBe('no-response');
    expect((await server.request('/rs/password/rules')).status).toBe(200);
  });

  it('matches the method and the path prefix only', async () => {
    await arm({ method: 'POST', pathPrefix: '/rs/password', status: 503, times: 5 });
    expect((await server.request('/rs/password/rules')).status).toBe(200); // a GET: not armed
    const res = await server.request('/rs/password', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"username":"x@example.org"}' });
    expect(res.status).toBe(503);
    expect(await json(await server.request('/dev/faults'))).toMatchObject({ faults: [{ method: 'POST', times: 4 }] });
    expect((await server.request('/dev/faults', { method: 'DELETE' })).status).toBe(204);
    expect(await json(await server.request('/dev/faults'))).toEqual({ faults: [] });
  });

  it('refuses a fault outside the API or with a bad status', async () => {
    expect((await arm({ pathPrefix: '/dev/bankid', status: 500 })).status).toBe(400);
    expect((await arm({ pathPrefix: '/rs/configuration', status: 200 })).status).toBe(400);
    expect((await arm({ pathPrefix: '/rs/configuration', body: 'xml' })).status).toBe(400);
    expect(await json(await server.request('/dev/faults'))).toEqual({ faults: [] });
  });
});

describe('with dev tools off', () => {
  it('has no fault routes, and faults armed on another app never reach it', async () => {
    const off = createApp(server.db, { ...server.config, devTools: false });
    expect((await off.request('/dev/faults')).status).toBe(404);
    const post = await off.request('/dev/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pathPrefix: '/rs/configuration', status: 500 }),
    });
    expect(post.status).toBe(404);
    expect((await off.request('/dev/faults', { method: 'DELETE' })).status).toBe(404);
    // The dev app's faults are its own: armed there, the app without dev tools answers normally.
    await arm({ pathPrefix: '/rs/configuration', status: 500, times: 3 });
    expect((await off.request('/rs/configuration')).status).toBe(200);
    expect((await server.request('/rs/configuration')).status).toBe(500);
  });
});
