/** /dev/mailbox exists only where configured: a deployed server must not hand out reset links. */
import { expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/node.ts';
import { withTestServer } from './helpers/server.ts';

const server = withTestServer();

it('answers when devTools is on, and is not found when it is off', async () => {
  expect((await server.app.request('/dev/mailbox')).status).toBe(200);
  const off = createApp(server.db, { ...server.config, devTools: false });
  expect((await off.request('/dev/mailbox')).status).toBe(404);
});

it('is off by default in production and when DEV_TOOLS=off', () => {
  expect(configFromEnv({ NODE_ENV: 'production' }).devTools).toBe(false);
  expect(configFromEnv({ DEV_TOOLS: 'off' }).devTools).toBe(false);
  expect(configFromEnv({}).devTools).toBe(true);
});

it('the node app gives every page a CSP, the dev pages too, and keeps a page CSP of its own', async () => {
  const { createNodeApp, PAGE_CSP } = await import('../../server/node.ts');
  const app = createNodeApp(server.db, server.config);
  for (const path of ['/dev/mailbox', '/dev/bankid']) expect((await app.request(path)).headers.get('Content-Security-Policy')).toBe(PAGE_CSP);
  const own = (await app.request('/workflow/portal')).headers.get('Content-Security-Policy');
  expect(own).toContain("base-uri 'none'");
  expect((await app.request('/rs/configuration')).headers.get('Content-Security-Policy')).toBeNull();
  // Embedded pages may be framed by the allowed origins (the other system), the others only by us.
  const embedded = await app.request('/embedded/messages');
  expect(embedded.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self' https://host.example.org");
  expect((await app.request('/documents')).headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'self'$/);
});
