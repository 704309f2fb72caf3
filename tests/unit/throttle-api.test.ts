/**
 * Slowing guesses (issue 36, server/throttle.ts): wrong passwords per account and per address,
 * reset-link requests, Mobile BankID starts; 429 TOO_MANY_ATTEMPTS with Retry-After, waits that
 * grow and end, counts in the database that a second server process on it shares.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { attemptCounters } from '../../server/db/schema.ts';
import { ATTEMPT_POLICIES, DEFAULT_WAIT_SECONDS, waitSeconds, waitText } from '../../server/throttle.ts';
import { withTestServer } from './helpers/server.ts';
import { expectError, json } from './helpers/http.ts';

const server = withTestServer();

const post = (path: string, body: unknown, lang = 'sv') =>
  server.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': lang }, body: JSON.stringify(body) });
const loginAs = (username: string, password: string, lang = 'sv') => post('/rs/authentication', { username, password }, lang);

/** The in-process tests have no socket: every request comes from the address `unknown`. */
const ADDRESS = 'unknown';

async function presetCount(kind: string, id: string, attempts: number) {
  await server.db
    .insert(attemptCounters)
    .values({ key: `${kind}:${id}`, attempts, lastAttemptAt: server.clock.now, blockedUntil: null, admitted: true })
    .onConflictDoUpdate({ target: attemptCounters.key, set: { attempts, lastAttemptAt: server.clock.now, blockedUntil: null } });
}

describe('the waits', () => {
  it('start at the free-th try with the base and double with each further one, at most 15 minutes', () => {
    const policy = ATTEMPT_POLICIES.passwordAccount;
    expect([1, 9, 10, 11, 12, 13, 14, 15, 16, 40].map((n) => waitSeconds(policy, n, 30))).toEqual([0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
    expect(waitSeconds(policy, 10, 2)).toBe(2);
  });

  it('are said in words in both languages', () => {
    expect([waitText(1, 'sv'), waitText(30, 'sv'), waitText(60, 'sv'), waitText(61, 'sv')]).toEqual(['1 sekund', '30 sekunder', '1 minut', '2 minuter']);
    expect([waitText(1, 'en'), waitText(45, 'en'), waitText(900, 'en')]).toEqual(['1 second', '45 seconds', '15 minutes']);
  });
});

describe('wrong passwords for one account', () => {
  const username = 'tekniker@example.org';

  it('after 10 the next tries answer 429 with Retry-After, even with the right password; after the wait the right one works', async () => {
    for (let i = 1; i <= 10; i++) await expectError(await loginAs(username, `wrong-${i}`), 401, 'OTSU001');
    const refused = await loginAs(username, 'demo');
    const body = await expectError(refused, 429, 'TOO_MANY_ATTEMPTS');
    expect(refused.headers.get('Retry-After')).toBe(String(DEFAULT_WAIT_SECONDS));
    expect(body.error.errorMessage).toBe('För många försök. Vänta 30 sekunder och försök igen.');
    const english = await expectError(await loginAs(username, 'demo', 'en'), 429, 'TOO_MANY_ATTEMPTS');
    expect(english.error.errorMessage).toBe('Too many attempts. Wait 30 seconds and try again.');

    server.advance(29_000);
    const almost = await loginAs(username, 'demo');
    expect({ status: almost.status, retryAfter: almost.headers.get('Retry-After') }).toEqual({ status: 429, retryAfter: '1' });
    server.advance(1_000);
    expect((await loginAs(username, 'demo')).status).toBe(200);
    // The right password forgot the count: a wrong one is a plain 401 again.
    await expectError(await loginAs(username, 'wrong'), 401, 'OTSU001');
  });

  it('waits grow with every try let through after a wait, and a quiet hour forgets the count', async () => {
    const other = 'planerare@example.org';
    for (let i = 1; i <= 10; i++) await loginAs(other, 'wrong');
    server.advance(30_000);
    await expectError(await loginAs(other, 'wrong'), 401, 'OTSU001');
    expect((await loginAs(other, 'wrong')).headers.get('Retry-After')).toBe('60');
    server.advance(60_000);
    await expectError(await loginAs(other, 'wrong'), 401, 'OTSU001');
    expect((await loginAs(other, 'demo')).headers.get('Retry-After')).toBe('120');
    server.advance(2 * 60 * 60_000);
    await expectError(await loginAs(other, 'wrong'), 401, 'OTSU001');
    expect((await loginAs(other, 'demo')).status).toBe(200);
  });

  it('counts an unknown username the same, so a 429 tells nothing about who has an account', async () => {
    for (let i = 1; i <= 10; i++) await expectError(await loginAs('nobody@example.org', 'wrong'), 401, 'OTSU001');
    await expectError(await loginAs('nobody@example.org', 'wrong'), 429, 'TOO_MANY_ATTEMPTS');
  });

  it('lets no more than 10 through of a burst sent at once', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, () => loginAs('lager@example.org', 'wrong')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    server.advance(60 * 60_000);
    expect((await loginAs('lager@example.org', 'demo')).status).toBe(200);
  });

  it('keeps the count in the database: a second server process on it refuses too', async () => {
    const username = 'konsulent@example.org';
    for (let i = 1; i <= 10; i++) await loginAs(username, 'wrong');
    const second = createApp(server.db, server.config);
    const res = await second.request('/rs/authentication', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: 'demo' }) });
    expect(res.status).toBe(429);
    server.advance(60 * 60_000);
  });
});

describe('wrong passwords from one address', () => {
  it('after 100, whatever the account, every login from it waits; other addresses do not', async () => {
    // 99 wrong passwords already counted for the address (each costs a password hash: set, not sent).
    await presetCount(ATTEMPT_POLICIES.passwordAddress.kind, ADDRESS, 99);
    await expectError(await loginAs('comflow@example.org', 'wrong'), 401, 'OTSU001');
    const refused = await loginAs('forskrivare@example.org', 'demo');
    await expectError(refused, 429, 'TOO_MANY_ATTEMPTS');
    expect(refused.headers.get('Retry-After')).toBe('30');
    server.advance(30_000);
    expect((await loginAs('forskrivare@example.org', 'demo')).status).toBe(200);
    await server.db.delete(attemptCounters).where(eq(attemptCounters.key, `${ATTEMPT_POLICIES.passwordAddress.kind}:${ADDRESS}`));
  });
});

describe('reset links', () => {
  it('the 6th request for one username within the hour waits, whether or not it exists; another username does not', async () => {
    for (const username of ['okand@example.org', 'nobody-at-all@example.org']) {
      for (let i = 1; i <= 5; i++) expect((await post('/rs/password', { username })).status).toBe(200);
      const refused = await post('/rs/password', { username });
      await expectError(refused, 429, 'TOO_MANY_ATTEMPTS');
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    expect((await post('/rs/password', { username: 'forskrivare@example.org' })).status).toBe(200);
  });
});

describe('Mobile BankID starts', () => {
  it('after 100 from one address the next waits', async () => {
    await presetCount(ATTEMPT_POLICIES.mobileIdAddress.kind, ADDRESS, 99);
    expect((await post('/rs/mobile-id/authentication', {})).status).toBe(200);
    const refused = await post('/rs/mobile-id/authentication', {});
    await expectError(refused, 429, 'TOO_MANY_ATTEMPTS');
    expect(refused.headers.get('Retry-After')).toBe('30');
    const body = await json<{ error: { errorMessage: string } }>(await post('/rs/mobile-id/authentication', {}, 'en'));
    expect(body.error.errorMessage).toBe('Too many attempts. Wait 30 seconds and try again.');
  });
});
