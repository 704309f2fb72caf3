/**
 * /rs/fsp/v1: education registration (POST /education-occasions/{id}) and the page content in the
 * caller's language. Also in the `postgres` project: the races below need real concurrent
 * transactions, which PGlite (one connection, everything serial) cannot show.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import type { PageContent } from '../../src/contract/page-content.ts';
import { educationOccasions, educationRegistrations, educations } from '../../server/db/schema.ts';
import { withTestServer } from './helpers/server.ts';
import { expectError, json } from './helpers/http.ts';

const server = withTestServer();
const { request, login } = server;

const V1 = '/rs/fsp/v1';
const FORSKRIVARE = 'forskrivare@example.org';
/** Personas that can log in and use the API (no terms pending, not disabled); user ids in the seed. */
const OTHERS = ['tekniker@example.org', 'planerare@example.org', 'lager@example.org', 'begransad@example.org'] as const;
const OKAND_ID = 8;

type EducationOccasion = PageContent['educations'][number]['educationOccasions'][number];
type Action = 'REGISTER' | 'DEREGISTER';

/** The call as a client could make it: any id and action (the invalid ones answer 400). */
function act(session: string | undefined, occasionId: number | string, action: string, lang = 'sv') {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': lang };
  if (session) headers[SESSION_HEADER] = session;
  return request(`${V1}/education-occasions/${occasionId}`, { method: 'POST', headers, body: JSON.stringify({ action }) });
}

async function actOk(session: string, occasionId: number, action: Action): Promise<EducationOccasion> {
  const res = await act(session, occasionId, action);
  expect(res.status, `${action} ${occasionId}`).toBe(200);
  return json<EducationOccasion>(res);
}

async function pageContent(session: string, lang: string): Promise<PageContent> {
  const res = await request(`${V1}/page-content`, { headers: { [SESSION_HEADER]: session, 'Accept-Language': lang } });
  expect(res.status).toBe(200);
  return json<PageContent>(res);
}

function occasionOf(page: PageContent, id: number): EducationOccasion {
  const found = page.educations.flatMap((e) => e.educationOccasions).find((o) => o.id === id);
  if (!found) throw new Error(`no occasion ${id} on the page`);
  return found;
}

/**
 * An education of the test's own on the welcome page (ids from 900 up, so no test shares seats
 * with another or with the seed): one occasion per entry of `seats`, with `taken[i]` user ids
 * already registered on occasion i. Answers the occasion ids.
 */
let nextId = 900;
async function education(seats: number[], taken: number[][] = [], translations: { en?: { title: string; description: string } } = {}): Promise<number[]> {
  const educationId = nextId++;
  await server.db.insert(educations).values({ id: educationId, pageContentId: 1, title: `Testutbildning ${educationId}`, description: 'För testerna.', translations });
  const start = new Date(server.clock.now.getTime() + 7 * 86_400_000);
  const ids = seats.map(() => nextId++);
  await server.db.insert(educationOccasions).values(
    seats.map((max, i) => ({ id: ids[i] ?? 0, educationId, startDateTime: start, endDateTime: new Date(start.getTime() + 7_200_000), maxNumberOfAttendees: max })),
  );
  const rows = ids.flatMap((occasionId, i) => (taken[i] ?? []).map((userId) => ({ occasionId, userId })));
  if (rows.length) await server.db.insert(educationRegistrations).values(rows);
  return ids;
}

async function attendees(occasionId: number): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(educationRegistrations).where(eq(educationRegistrations.occasionId, occasionId));
  return row?.n ?? 0;
}

async function registrationsIn(occasionIds: number[], userId: number): Promise<number> {
  let n = 0;
  for (const id of occasionIds) {
    const [row] = await server.db
      .select({ n: count() })
      .from(educationRegistrations)
      .where(and(eq(educationRegistrations.occasionId, id), eq(educationRegistrations.userId, userId)));
    n += row?.n ?? 0;
  }
  return n;
}

describe('the seeded education page', () => {
  it('shows forskrivare every state: registered, fully booked, one seat left, open', async () => {
    const page = await pageContent(await login(FORSKRIVARE), 'sv');
    const now = server.clock.now.getTime();
    const seeded = page.educations.filter((e) => e.id < 900);
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    for (const e of seeded) {
      expect(e.educationOccasions.length, e.title).toBeGreaterThanOrEqual(2);
      expect(e.educationOccasions.length, e.title).toBeLessThanOrEqual(4);
      for (const o of e.educationOccasions) {
        expect(Date.parse(o.startDateTime)).toBeGreaterThan(now);
        expect(Date.parse(o.endDateTime)).toBeGreaterThan(Date.parse(o.startDateTime));
      }
    }
    const all = seeded.flatMap((e) => e.educationOccasions);
    const registered = all.filter((o) => o.isRegistered);
    expect(registered).toHaveLength(1);
    // Fully booked by others, and one seat left, each in an education forskrivare may still join.
    const mine = new Set(registered.map((o) => o.educationId));
    const open = all.filter((o) => !mine.has(o.educationId));
    expect(open.some((o) => o.currentNumberOfAttendees === o.maxNumberOfAttendees && !o.isRegistered)).toBe(true);
    expect(open.some((o) => o.maxNumberOfAttendees - o.currentNumberOfAttendees === 1)).toBe(true);
    expect(open.some((o) => o.currentNumberOfAttendees === 0)).toBe(true);
  });

  it('answers the texts in the caller\'s language: English with Accept-Language en, Swedish with sv', async () => {
    const session = await login(FORSKRIVARE);
    const sv = await pageContent(session, 'sv');
    const en = await pageContent(session, 'en-GB,en;q=0.9');
    expect(sv).toMatchObject({ title: 'Välkommen till förskrivarportalen', hyperlinkTitle: 'Bra länkar', fileTitle: 'Utbildningsmaterial' });
    expect(en).toMatchObject({ title: 'Welcome to the prescriber portal', hyperlinkTitle: 'Useful links', fileTitle: 'Education material' });
    expect(en.text).toMatch(/^Here you order/);
    const titles = (p: PageContent) => p.educations.filter((e) => e.id < 900).map((e) => e.title);
    expect(titles(sv)).toContain('Förskrivning av rullstolar');
    expect(titles(en)).toContain('Prescribing wheelchairs');
    expect(titles(en)).not.toContain('Förskrivning av rullstolar');
    // The same educations and occasions either way; hyperlinks and files as stored.
    expect(en.educations.map((e) => e.id).sort()).toEqual(sv.educations.map((e) => e.id).sort());
    expect(en.hyperlinks).toEqual(sv.hyperlinks);
    expect(en.files.map((f) => f.name)).toEqual(sv.files.map((f) => f.name));
  });

  it('an education without an English text answers the Swedish one in English', async () => {
    const [occasionId] = await education([5]);
    const en = await pageContent(await login(FORSKRIVARE), 'en');
    const e = en.educations.find((x) => x.educationOccasions.some((o) => o.id === occasionId));
    expect(e).toMatchObject({ title: expect.stringMatching(/^Testutbildning /) as unknown, description: 'För testerna.' });
  });
});

describe('POST /education-occasions/{id}', () => {
  it('REGISTER: 200 with the occasion, one more attendee and isRegistered; the page shows it', async () => {
    const [a = 0] = await education([10], [[OKAND_ID]]);
    const session = await login(FORSKRIVARE);
    const body = await actOk(session, a, 'REGISTER');
    expect(body).toMatchObject({ id: a, currentNumberOfAttendees: 2, maxNumberOfAttendees: 10, isRegistered: true });
    expect(occasionOf(await pageContent(session, 'sv'), a)).toEqual(body);
    // Another user sees the count, but not as their own registration.
    const other = occasionOf(await pageContent(await login(OTHERS[0]), 'sv'), a);
    expect(other).toMatchObject({ currentNumberOfAttendees: 2, isRegistered: false });
  });

  it('REGISTER on another occasion of the same education (or the same one again): 409 ALREADY_REGISTERED', async () => {
    const [a = 0, b = 0] = await education([10, 10]);
    const session = await login(FORSKRIVARE);
    await actOk(session, a, 'REGISTER');
    await expectError(await act(session, b, 'REGISTER'), 409, 'ALREADY_REGISTERED');
    await expectError(await act(session, a, 'REGISTER'), 409, 'ALREADY_REGISTERED');
    expect(await attendees(a)).toBe(1);
    expect(await attendees(b)).toBe(0);
  });

  it('DEREGISTER: one attendee fewer, isRegistered false; then the other occasion is open to the caller', async () => {
    const [a = 0, b = 0] = await education([10, 10], [[OKAND_ID]]);
    const session = await login(FORSKRIVARE);
    await actOk(session, a, 'REGISTER');
    const body = await actOk(session, a, 'DEREGISTER');
    expect(body).toMatchObject({ id: a, currentNumberOfAttendees: 1, isRegistered: false });
    expect(await actOk(session, b, 'REGISTER')).toMatchObject({ id: b, currentNumberOfAttendees: 1, isRegistered: true });
  });

  it('DEREGISTER when not registered on the occasion: 409 NOT_REGISTERED, nothing changes', async () => {
    const [a = 0, b = 0] = await education([10, 10], [[OKAND_ID]]);
    const session = await login(FORSKRIVARE);
    await expectError(await act(session, a, 'DEREGISTER'), 409, 'NOT_REGISTERED');
    // Registered on another occasion of the education does not count.
    await actOk(session, b, 'REGISTER');
    await expectError(await act(session, a, 'DEREGISTER'), 409, 'NOT_REGISTERED');
    expect(await attendees(a)).toBe(1);
    expect(await attendees(b)).toBe(1);
  });

  it('REGISTER on a full occasion: 409 FULLY_BOOKED, in the caller\'s language', async () => {
    const [a = 0] = await education([2], [[OKAND_ID, 3]]);
    const session = await login(FORSKRIVARE);
    await expectError(await act(session, a, 'REGISTER'), 409, 'FULLY_BOOKED');
    const en = await expectError(await act(session, a, 'REGISTER', 'en'), 409, 'FULLY_BOOKED');
    expect(en.error.errorMessage).toBe('The occasion is fully booked.');
    expect(await attendees(a)).toBe(2);
  });

  it('the seeded full occasion answers FULLY_BOOKED to forskrivare', async () => {
    const session = await login(FORSKRIVARE);
    const page = await pageContent(session, 'sv');
    const registeredIn = new Set(page.educations.flatMap((e) => e.educationOccasions).filter((o) => o.isRegistered).map((o) => o.educationId));
    const full = page.educations
      .flatMap((e) => e.educationOccasions)
      .find((o) => o.id < 900 && !registeredIn.has(o.educationId) && o.currentNumberOfAttendees >= o.maxNumberOfAttendees);
    if (!full) throw new Error('the seed has no full occasion');
    await expectError(await act(session, full.id, 'REGISTER'), 409, 'FULLY_BOOKED');
  });

  it('unknown occasion: 404 NOT_FOUND; a bad action or id: 400', async () => {
    const session = await login(FORSKRIVARE);
    await expectError(await act(session, 999_999, 'REGISTER'), 404, 'NOT_FOUND');
    await expectError(await act(session, 999_999, 'DEREGISTER'), 404, 'NOT_FOUND');
    await expectError(await act(session, 1, 'JOIN'), 400, 'VALIDATION');
    await expectError(await act(session, 'abc', 'REGISTER'), 400, 'VALIDATION');
    await expectError(await act(session, 0, 'REGISTER'), 400, 'VALIDATION');
  });

  it('once the occasion has started: 409 OCCASION_STARTED for REGISTER and DEREGISTER, nothing changes', async () => {
    const [open] = await education([5]);
    const session = await login(FORSKRIVARE);
    expect((await act(session, open ?? 0, 'REGISTER')).status).toBe(200);
    // It started a minute ago (the clock stays: a week ahead the sessions would have expired).
    await server.db.update(educationOccasions).set({ startDateTime: new Date(server.clock.now.getTime() - 60_000) }).where(eq(educationOccasions.id, open ?? 0));
    await expectError(await act(session, open ?? 0, 'DEREGISTER'), 409, 'OCCASION_STARTED');
    await expectError(await act(await login(OTHERS[0]), open ?? 0, 'REGISTER'), 409, 'OCCASION_STARTED');
    expect(await attendees(open ?? 0)).toBe(1);
  });

  it('without a session: 401 OTSS000', async () => {
    await expectError(await act(undefined, 1, 'REGISTER'), 401, 'OTSS000');
    await expectError(await act('0'.repeat(32), 1, 'DEREGISTER'), 401, 'OTSS000');
  });
});

describe('races (real concurrency on PostgreSQL)', () => {
  it('users racing for the last seat: exactly one gets it, the others 409 FULLY_BOOKED, the count ends at max', async () => {
    const sessions = await Promise.all(OTHERS.map((u) => login(u)));
    for (let round = 0; round < 5; round++) {
      const [a = 0] = await education([2], [[OKAND_ID]]);
      const answers = await Promise.all(sessions.map((s) => act(s, a, 'REGISTER')));
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200), `round ${round}: ${statuses.join(',')}`).toHaveLength(1);
      for (const res of answers.filter((r) => r.status !== 200)) await expectError(res, 409, 'FULLY_BOOKED');
      const winner = answers.find((r) => r.status === 200);
      if (!winner) throw new Error('no winner');
      expect(await json<EducationOccasion>(winner)).toMatchObject({ id: a, currentNumberOfAttendees: 2, maxNumberOfAttendees: 2, isRegistered: true });
      expect(await attendees(a)).toBe(2);
    }
  });

  it('two users for the last seat at once: one 200 and one 409 FULLY_BOOKED', async () => {
    const [s1 = '', s2 = ''] = await Promise.all([login(OTHERS[0]), login(OTHERS[1])]);
    const [a = 0] = await education([3], [[OKAND_ID, 2]]);
    const [r1, r2] = await Promise.all([act(s1, a, 'REGISTER'), act(s2, a, 'REGISTER')]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const loser = r1.status === 409 ? r1 : r2;
    await expectError(loser, 409, 'FULLY_BOOKED');
    expect(await attendees(a)).toBe(3);
  });

  it('one user on two occasions of one education at once: exactly one registration', async () => {
    const session = await login(FORSKRIVARE);
    for (let round = 0; round < 5; round++) {
      const ids = await education([10, 10, 10]);
      const answers = await Promise.all(ids.map((id) => act(session, id, 'REGISTER')));
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200), `round ${round}: ${statuses.join(',')}`).toHaveLength(1);
      for (const res of answers.filter((r) => r.status !== 200)) await expectError(res, 409, 'ALREADY_REGISTERED');
      expect(await registrationsIn(ids, 1)).toBe(1);
    }
  });

  it('one user registering and deregistering at once never leaves a double registration', async () => {
    const session = await login(OTHERS[2]);
    const ids = await education([10, 10]);
    const [a = 0, b = 0] = ids;
    await actOk(session, a, 'REGISTER');
    // Deregister from a while registering on b: b succeeds only if it runs after the deregistration.
    const [off, on] = await Promise.all([act(session, a, 'DEREGISTER'), act(session, b, 'REGISTER')]);
    expect(off.status).toBe(200);
    expect([200, 409]).toContain(on.status);
    expect(await registrationsIn(ids, 5)).toBe(on.status === 200 ? 1 : 0);
  });
});
