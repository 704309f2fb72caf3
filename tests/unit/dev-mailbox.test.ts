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
