/**
 * What a deployment of several API processes relies on, in one process (docs/deployment.md; the
 * processes themselves: scale-out.test.ts): which failures mean "the database is out of reach"
 * (503, not 500), the pool's settings from the environment, the client's address behind trusted
 * proxies, the health endpoints, the API-only app (STATIC_FILES=off), and the link secret shared
 * through the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import type { Db } from '../../server/db/index.ts';
import { databaseUnavailable } from '../../server/db/unavailable.ts';
import { configFromEnv, createNodeApp, poolSettingsFromEnv } from '../../server/node.ts';
import { linkSecretOf, sharedSecret } from '../../server/secrets.ts';
import { forwardedClient } from '../../server/throttle.ts';
import { seededDb } from './helpers/server.ts';

const systemError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('databaseUnavailable', () => {
  it.each([
    ['a refused connection', systemError('ECONNREFUSED')],
    ['a reset connection', systemError('ECONNRESET')],
    ['an unknown host', systemError('ENOTFOUND')],
    ['a connection to every address refused', new AggregateError([systemError('ECONNREFUSED'), systemError('ECONNREFUSED')], 'connect failed')],
    ['the pool waiting too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['a connection ended in a query', new Error('Connection terminated unexpectedly')],
    ['the server shutting down (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['the server starting (57P03)', pgError('57P03', 'the database system is starting up')],
    ['too many connections (53300)', pgError('53300', 'sorry, too many clients already')],
    ['a connection exception (08006)', pgError('08006', 'connection failure')],
    ['any of these inside Drizzle’s query error', new DrizzleQueryError('select 1', [], systemError('ECONNREFUSED'))],
  ])('is true for %s', (_, error) => {
    expect(databaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error (42601)', pgError('42601', 'syntax error at or near')],
    ['a bug', new TypeError('x is undefined')],
    ['a query error of Drizzle for a bad statement', new DrizzleQueryError('select x', [], pgError('42703', 'column "x" does not exist'))],
    ['not an error at all', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(databaseUnavailable(error)).toBe(false);
  });
});

describe('poolSettingsFromEnv', () => {
  it('defaults to 10 connections, 5 s to get one, 30 s idle', () => {
    expect(poolSettingsFromEnv({})).toEqual({ max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  });
  it('takes DATABASE_POOL_MAX, DATABASE_CONNECT_TIMEOUT_MS and DATABASE_IDLE_TIMEOUT_MS', () => {
    expect(poolSettingsFromEnv({ DATABASE_POOL_MAX: '25', DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_IDLE_TIMEOUT_MS: '0' })).toEqual({ max: 25, connectionTimeoutMillis: 2000, idleTimeoutMillis: 0 });
  });
  it.each([['0'], ['-1'], ['2.5'], ['many']])('refuses DATABASE_POOL_MAX=%s with a message naming it', (value) => {
    expect(() => poolSettingsFromEnv({ DATABASE_POOL_MAX: value })).toThrow(`DATABASE_POOL_MAX must be a whole number of at least 1, not "${value}"`);
  });
});

describe('forwardedClient', () => {
  const LB = ['10.0.0.5', '10.0.0.6'];
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(forwardedClient('203.0.113.7', '198.51.100.1', [])).toBe('203.0.113.7');
    expect(forwardedClient('::ffff:203.0.113.7', undefined, [])).toBe('203.0.113.7');
  });
  it('is the address the trusted balancer names', () => {
    expect(forwardedClient('10.0.0.5', '198.51.100.1', LB)).toBe('198.51.100.1');
    expect(forwardedClient('::ffff:10.0.0.6', ' 198.51.100.2 ', LB)).toBe('198.51.100.2');
  });
  it('believes no address a client wrote itself: the right-most hop that is not a trusted proxy', () => {
    expect(forwardedClient('10.0.0.5', '1.2.3.4, 198.51.100.1', LB)).toBe('198.51.100.1');
    expect(forwardedClient('10.0.0.5', '1.2.3.4, 198.51.100.1, 10.0.0.6', LB)).toBe('198.51.100.1');
  });
  it('is the peer when the trusted balancer sent no X-Forwarded-For', () => {
    expect(forwardedClient('10.0.0.5', undefined, LB)).toBe('10.0.0.5');
  });
  it('reads TRUSTED_PROXIES as a comma-separated list', () => {
    expect(configFromEnv({ TRUSTED_PROXIES: '10.0.0.5, 10.0.0.6' }).trustedProxies).toEqual(LB);
    expect(configFromEnv({}).trustedProxies).toEqual([]);
  });
});

describe('the API-only app of a process (STATIC_FILES=off)', () => {
  let db: Db;
  let close: () => Promise<void>;
  let draining = false;
  let app: ReturnType<typeof createNodeApp>;
  beforeAll(async () => {
    ({ db, close } = await seededDb());
    app = createNodeApp(db, configFromEnv({ DEV_OPENID: 'off', DEV_TOOLS: 'off', LINK_SECRET: 'deployment-test-secret' }), null, { draining: () => draining });
  }, 60_000);
  afterAll(async () => {
    await close?.();
  });

  it('is live and ready, and says so without being cached', async () => {
    const live = await app.request('/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'live' });
    expect(live.headers.get('Cache-Control')).toBe('no-store');
    const ready = await app.request('/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while it shuts down, and still live', async () => {
    draining = true;
    try {
      const ready = await app.request('/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('Retry-After')).toBe('5');
      expect(await ready.json()).toEqual({ status: 'not-ready', reason: 'shutting-down' });
      expect((await app.request('/health/live')).status).toBe(200);
    } finally {
      draining = false;
    }
  });

  it('serves the API and no page of the portal (the bundles are on a static host)', async () => {
    expect((await app.request('/rs/fsp/v1/openapi.json')).status).toBe(200);
    const page = await app.request('/clients');
    expect(page.status).toBe(404);
    expect(page.headers.get('Content-Type')).toContain('application/json');
    expect((await app.request('/demo/plain.html')).status).toBe(404);
  });

  it('shares one link secret through the database when LINK_SECRET is not set', async () => {
    const first = await linkSecretOf(db, {});
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    // Another process (the same call again) reads the same one; several at once too.
    expect(await linkSecretOf(db, {})).toBe(first);
    expect(new Set(await Promise.all([1, 2, 3].map(() => sharedSecret(db, 'link'))))).toEqual(new Set([first]));
    expect(await linkSecretOf(db, { LINK_SECRET: 'from-the-secret-store' })).toBe('from-the-secret-store');
  });
});
