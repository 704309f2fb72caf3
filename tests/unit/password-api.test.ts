/**
 * /rs/password: the policy, the reset link (outbox and /dev/mailbox), reset with the token and
 * change with the previous password. Passwords change here, so every scenario has its own persona.
 */
import { count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import type { PasswordPolicy } from '../../src/contract/password.ts';
import { outbox } from '../../server/db/schema.ts';
import { passwordPolicy } from '../../server/routes/password.ts';
import { withTestServer } from './helpers/server.ts';
import { expectError, json } from './helpers/http.ts';

type MessageJson = { message: string };

const NEW_PASSWORD = 'Nytt-lösen1';
const RESET_SENT_SV = 'Om användarnamnet finns har vi skickat en länk för att återställa lösenordet.';
const RESET_SENT_EN = 'If the username exists, we have sent a link to reset the password.';
const CHANGED_SV = 'Lösenordet är ändrat.';

const server = withTestServer();

const { request } = server;



function loginRequest(username: string, password = 'demo') {
  return request('/rs/authentication', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

const { login } = server;

const appData = (session: string) => request('/rs/authentication', { headers: { [SESSION_HEADER]: session } });

function sendLink(username: string, headers: Record<string, string> = {}) {
  return request('/rs/password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ username }),
  });
}

function setPassword(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return request('/rs/password', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function outboxCount(): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(outbox);
  return row?.n ?? 0;
}

async function mailsTo(to: string) {
  return server.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
}

const LINK = /\/password\/reset\?resettoken=([0-9a-f]{64})(?![0-9a-f])/;

/** Sends a reset link to the user and answers the token from the mail. */
async function resetToken(username: string): Promise<string> {
  const res = await sendLink(username);
  expect(res.status).toBe(200);
  const [mail] = await mailsTo(username);
  const token = mail?.body.match(LINK)?.[1];
  if (!token) throw new Error(`no reset mail for ${username}`);
  return token;
}

describe('GET /rs/password/rules', () => {
  it('needs no session and answers the server policy in Swedish by default', async () => {
    const res = await request('/rs/password/rules');
    expect(res.status).toBe(200);
    expect(await json<PasswordPolicy>(res)).toEqual(passwordPolicy('sv'));
  });

  it('labels follow Accept-Language', async () => {
    const en = await json<PasswordPolicy>(await request('/rs/password/rules', { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } }));
    expect(en).toEqual(passwordPolicy('en'));
    const sv = await json<PasswordPolicy>(await request('/rs/password/rules', { headers: { 'Accept-Language': 'sv-SE' } }));
    expect(sv).toEqual(passwordPolicy('sv'));
    expect(en.rules.map((r) => r.label)).not.toEqual(sv.rules.map((r) => r.label));
  });
});

describe('POST /rs/password (reset link)', () => {
  it('an existing user: 200 and exactly one mail with a 64-hex reset link', async () => {
    const before = await outboxCount();
    const res = await sendLink('forskrivare@example.org');
    expect(res.status).toBe(200);
    expect(await json<MessageJson>(res)).toEqual({ message: RESET_SENT_SV });
    expect(await outboxCount()).toBe(before + 1);
    const mails = await mailsTo('forskrivare@example.org');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Återställ ditt lösenord');
    expect(mail?.body).toMatch(/http:\/\/localhost\/password\/reset\?resettoken=[0-9a-f]{64}$/);
    expect(mail?.createdAt.getTime()).toBe(server.clock.now.getTime());
  });

  it('an unknown user: the same answer, and no mail', async () => {
    const before = await outboxCount();
    const res = await sendLink('ingen@example.org');
    expect(res.status).toBe(200);
    expect(await json<MessageJson>(res)).toEqual({ message: RESET_SENT_SV });
    expect(await outboxCount()).toBe(before);
  });

  it('a disabled user: the same answer, and no mail', async () => {
    const before = await outboxCount();
    const res = await sendLink('inaktiv@example.org');
    expect(res.status).toBe(200);
    expect(await json<MessageJson>(res)).toEqual({ message: RESET_SENT_SV });
    expect(await outboxCount()).toBe(before);
  });

  it('takes the username in any case; English message and mail with Accept-Language: en', async () => {
    const before = await outboxCount();
    const res = await sendLink('Konsulent@Example.ORG', { 'Accept-Language': 'en' });
    expect(res.status).toBe(200);
    expect(await json<MessageJson>(res)).toEqual({ message: RESET_SENT_EN });
    expect(await outboxCount()).toBe(before + 1);
    const [mail] = await mailsTo('konsulent@example.org');
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.body).toMatch(LINK);
    const unknown = await sendLink('nobody@example.org', { 'Accept-Language': 'en' });
    expect(await json<MessageJson>(unknown)).toEqual({ message: RESET_SENT_EN });
  });

  it('every request gets a new token', async () => {
    const a = await resetToken('okand@example.org');
    const b = await resetToken('okand@example.org');
    expect(a).not.toBe(b);
  });

  it('an empty or missing username: 400 VALIDATION, no mail', async () => {
    const before = await outboxCount();
    await expectError(await sendLink('   '), 400, 'VALIDATION');
    await expectError(await request('/rs/password', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }), 400, 'VALIDATION');
    expect(await outboxCount()).toBe(before);
  });
});

describe('GET /dev/mailbox', () => {
  it('lists the reset mail, its link clickable', async () => {
    const token = await resetToken('comflow@example.org');
    const res = await request('/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    const url = `http://localhost/password/reset?resettoken=${token}`;
    expect(html).toContain(`<a href="${url}">${url}</a>`);
    expect(html).toContain('To: comflow@example.org');
    expect(html).toContain('<h2>Återställ ditt lösenord</h2>');
  });

  it('escapes the mail and links only this server’s own pages', async () => {
    await server.db.insert(outbox).values({
      to: 'x@example.org',
      subject: '<script>alert(1)</script>',
      body: 'Se http://localhost/password/reset?a=1&b=2 och <b>fet</b>, https://evil.example/x och http://localhost.evil.example/y',
      createdAt: server.clock.now,
    });
    const html = await (await request('/dev/mailbox')).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<h2>&#60;script&#62;alert(1)&#60;/script&#62;</h2>');
    expect(html).toContain('<a href="http://localhost/password/reset?a=1&#38;b=2">http://localhost/password/reset?a=1&#38;b=2</a> och &#60;b&#62;fet&#60;/b&#62;');
    expect(html).not.toContain('href="https://evil.example');
    expect(html).not.toContain('href="http://localhost.evil.example');
    expect(html).toContain('https://evil.example/x');
  });

  it('a link ends at a following "<", and its href is the link as shown', async () => {
    await server.db.insert(outbox).values({
      to: 'y@example.org',
      subject: 'Länk',
      body: 'Länk: http://localhost/password/reset?a=1<b>',
      createdAt: server.clock.now,
    });
    const html = await (await request('/dev/mailbox')).text();
    expect(html).toContain('<a href="http://localhost/password/reset?a=1">http://localhost/password/reset?a=1</a>&#60;b&#62;');
  });
});

describe('PUT /rs/password with a reset token', () => {
  it('mismatch, weak password, then a valid reset; the token works once and every old session ends', async () => {
    const user = 'tekniker@example.org';
    const before = await login(user);
    const token = await resetToken(user);

    const mismatch = await expectError(await setPassword({ token, password: NEW_PASSWORD, passwordRepeat: `${NEW_PASSWORD}x` }), 400, 'PASSWORD_MISMATCH');
    expect(mismatch.error.errorMessage).toBe('Lösenorden är inte lika.');
    for (const weak of ['Ab1!', 'abcdefgh1!', 'Abcd efgh1!', 'Abcdefghi1']) {
      await expectError(await setPassword({ token, password: weak, passwordRepeat: weak }), 400, 'PASSWORD_RULES');
    }
    const en = await expectError(await setPassword({ token, password: 'Ab1!', passwordRepeat: 'Ab1!' }, { 'Accept-Language': 'en' }), 400, 'PASSWORD_RULES');
    expect(en.error.errorMessage).toBe('The password does not meet the requirements.');
    // The failed attempts left the password and the session alone.
    expect((await appData(before)).status).toBe(200);

    const ok = await setPassword({ token, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    expect(await json<MessageJson>(ok)).toEqual({ message: CHANGED_SV });

    await expectError(await appData(before), 401, 'OTSS000');
    await expectError(await loginRequest(user, 'demo'), 401, 'OTSU001');
    expect((await appData(await login(user, NEW_PASSWORD))).status).toBe(200);

    await expectError(await setPassword({ token, password: 'Annat-lösen2', passwordRepeat: 'Annat-lösen2' }), 400, 'RESET_TOKEN_INVALID');
    await login(user, NEW_PASSWORD);
  });

  it('an unknown token: 400 RESET_TOKEN_INVALID; a malformed one: 400 VALIDATION', async () => {
    const body = await expectError(await setPassword({ token: 'a'.repeat(64), password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD }), 400, 'RESET_TOKEN_INVALID');
    expect(body.error.errorMessage).toContain('ogiltig');
    await expectError(await setPassword({ token: 'abc', password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD }), 400, 'VALIDATION');
    await expectError(await setPassword({ token: 'A'.repeat(64), password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD }), 400, 'VALIDATION');
  });

  it('a token older than 60 minutes: RESET_TOKEN_INVALID, the password stays', async () => {
    const user = 'planerare@example.org';
    const expired = await resetToken(user);
    server.advance(60 * 60_000 + 1000);
    await expectError(await setPassword({ token: expired, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD }), 400, 'RESET_TOKEN_INVALID');
    await login(user, 'demo');

    const fresh = await resetToken(user);
    server.advance(59 * 60_000);
    const res = await setPassword({ token: fresh, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD });
    expect(res.status).toBe(200);
    await login(user, NEW_PASSWORD);
  });

  it('a user whose password expired (OTSP001) can reset it and then log in', async () => {
    const user = 'utgangen@example.org';
    await expectError(await loginRequest(user), 401, 'OTSP001');
    const token = await resetToken(user);
    expect((await setPassword({ token, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD })).status).toBe(200);
    expect((await appData(await login(user, NEW_PASSWORD))).status).toBe(200);
  });

  it('eight requests with the same token at once: exactly one succeeds, and its password is the one that works', async () => {
    const user = 'begransad@example.org';
    const token = await resetToken(user);
    // Open a connection per request first (PostgreSQL: the pool grows on demand; PGlite has one).
    await Promise.all(Array.from({ length: 8 }, () => sendLink('ingen@example.org')));
    const passwords = Array.from({ length: 8 }, (_, i) => `Samtidigt-${i}!`);
    const results = await Promise.all(passwords.map((password) => setPassword({ token, password, passwordRepeat: password })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200), statuses.join(',')).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(7);
    const winner = passwords[statuses.indexOf(200)] ?? '';
    await login(user, winner);
  });
});

describe('PUT /rs/password with the previous password', () => {
  it('without a session: 401 OTSS000', async () => {
    await expectError(await setPassword({ previousPassword: 'demo', password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD }), 401, 'OTSS000');
    await expectError(
      await setPassword({ previousPassword: 'demo', password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD }, { [SESSION_HEADER]: '0123456789abcdef0123456789abcdef' }),
      401,
      'OTSS000',
    );
  });

  it('a wrong previous password: 400 PASSWORD_WRONG, nothing changes', async () => {
    const user = 'konsulent@example.org';
    const session = await login(user);
    const other = await login(user);
    const body = await expectError(
      await setPassword({ previousPassword: 'fel', password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD }, { [SESSION_HEADER]: session }),
      400,
      'PASSWORD_WRONG',
    );
    expect(body.error.errorMessage).toBe('Det nuvarande lösenordet är fel.');
    expect((await appData(other)).status).toBe(200);
    await login(user, 'demo');
  });

  it('the right previous password: 200; this session goes on, the other sessions of the user end', async () => {
    const user = 'lager@example.org';
    const session = await login(user);
    const other = await login(user);
    const someoneElse = await login('forskrivare@example.org');
    const res = await setPassword({ previousPassword: 'demo', password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD }, { [SESSION_HEADER]: session });
    expect(res.status).toBe(200);
    expect(await json<MessageJson>(res)).toEqual({ message: CHANGED_SV });
    expect((await appData(session)).status).toBe(200);
    await expectError(await appData(other), 401, 'OTSS000');
    expect((await appData(someoneElse)).status).toBe(200);
    await expectError(await loginRequest(user, 'demo'), 401, 'OTSU001');
    await login(user, NEW_PASSWORD);
  });

  it('both token and previousPassword, or neither: 400 VALIDATION', async () => {
    const session = await login('forskrivare@example.org');
    const headers = { [SESSION_HEADER]: session };
    const both = { token: 'b'.repeat(64), previousPassword: 'demo', password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD };
    await expectError(await setPassword(both, headers), 400, 'VALIDATION');
    await expectError(await setPassword({ password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD }, headers), 400, 'VALIDATION');
    await expectError(await setPassword({ previousPassword: 'demo', password: NEW_PASSWORD }, headers), 400, 'VALIDATION');
    await login('forskrivare@example.org', 'demo');
  });
});
