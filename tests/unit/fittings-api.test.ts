/**
 * Fittings on the reference server (spec 3 §4 Fitting status, Meeting status, §5, §6, §7
 * Fittings): who sees which fitting in which tab, the planner's view and its 403, releasing and
 * regretting, the meeting rules enforced on the server whatever the UI shows (times, room,
 * permissions by the meeting's status), booking, completing and annulling, comments, files and the
 * fitting's order lines. Runs on the demo seed (server/seed/fittings.ts).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authorizations } from '../../server/db/schema.ts';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import type { Fitting, FittingComment, FittingFile, FittingSummary, Meeting, Resource } from '../../src/contract/fittings.ts';
import type { OrderContent } from '../../src/contract/orders.ts';
import { swedishNow } from '../../src/contract/shared/fitting-rules.ts';
import { expectError, json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

type Page<T> = { page: T[]; count: number };
const server = withTestServer();

const FRIDA = 'forskrivare@example.org';
const KALLE = 'konsulent@example.org';
const TOVE = 'tekniker@example.org';
const PETRA = 'planerare@example.org';
const BO = 'begransad@example.org';

const sessions = new Map<string, string>();
async function sessionOf(username: string): Promise<string> {
  let id = sessions.get(username);
  if (!id) {
    id = await server.login(username);
    // Kalle has terms to accept first.
    await server.request('/rs/fsp/v1/user/message', { method: 'PUT', headers: { [SESSION_HEADER]: id, 'Content-Type': 'application/json' }, body: JSON.stringify({ accepted: true }) });
    sessions.set(username, id);
  }
  return id;
}

async function call(path: string, { method = 'GET', body, user = KALLE }: { method?: string; body?: unknown; user?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': 'en', [SESSION_HEADER]: await sessionOf(user) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return server.request(`/rs/fsp/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) expect({ status: res.status, body: await res.text() }).toEqual({ status });
  return json<T>(res);
}
const ids = (page: Page<FittingSummary>) => page.page.map((f) => f.id).sort((a, b) => a - b);
const list = (query: string, user = KALLE) => call(`/web-orders/fittings?${query}`, { user }).then((r) => ok<Page<FittingSummary>>(r));

/** A day relative to the server's today, in Sweden (YYYY-MM-DD). */
function day(offset: number): string {
  const base = new Date(`${swedishNow(server.clock.now).date}T12:00:00Z`);
  return new Date(base.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

describe('the lists', () => {
  it('gives the consultant the fittings they work on, by tab (unplanned ones wait too), the active ones by next meeting', async () => {
    const active = await list('status=ACTIVE');
    expect(ids(active)).toEqual([1, 10]);
    // Sorted by the next meeting's start: fitting 1 (in 2 days) before fitting 10 (in 3 days).
    expect(active.page.map((f) => f.id)).toEqual([1, 10]);
    expect(active.page[0]?.nextMeeting?.status).toBe('BOOKED');
    expect(active.page[0]?.status.value).toBe(30);
    expect(ids(await list('status=WAITING'))).toEqual([2, 3, 6, 11, 12]);
    const closed = await list('status=CLOSED');
    expect(closed.page.map((f) => f.id)).toEqual([7, 8]); // closed 10 and 20 days ago: newest first
    expect(closed.page[0]?.status.value).toBe(90);
    expect(closed.page[1]?.status.value).toBe(99);
    expect(closed.page[0]?.closedDateTime).not.toBeNull();
  });

  it('gives the technician theirs, and the prescriber every fitting she ordered', async () => {
    expect(ids(await list('status=ACTIVE', TOVE))).toEqual([1, 10]);
    expect(ids(await list('status=ACTIVE', FRIDA))).toEqual([1, 9, 10]);
    expect((await list('status=WAITING', FRIDA)).count).toBe(15); // 2-6, 11, 12 and issue 38's 13-20 (Harald's)
  });

  it('pages with from and amount and counts the whole tab', async () => {
    const first = await list('status=WAITING&from=0&amount=2');
    expect(first.count).toBe(5);
    expect(first.page).toHaveLength(2);
    const second = await list('status=WAITING&from=4&amount=2');
    expect(second.page).toHaveLength(1);
  });

  it('answers the planning view only to a planner, with the fittings of her municipalities and their internal comments', async () => {
    await expectError(await call('/web-orders/fittings?isAdminCall=true&status=UNPLANNED'), 403, 'FORBIDDEN');
    await expectError(await call('/web-orders/fittings?isAdminCall=true&status=UNPLANNED', { user: TOVE }), 403, 'FORBIDDEN');
    const unplanned = await list('isAdminCall=true&status=UNPLANNED', PETRA);
    expect(ids(unplanned)).toEqual([4, 5, 6]);
    expect(unplanned.page.find((f) => f.id === 4)?.internalComment).toBe('Samordna med hemtjänsten.');
    // Harald (1380) is not of Petra's municipalities: fitting 9 is not hers to plan.
    expect(ids(await list('isAdminCall=true&status=ACTIVE', PETRA))).toEqual([1, 10]);
  });

  it('hides a fitting from anyone who does not work on it (404, not 403)', async () => {
    await expectError(await call('/web-orders/fittings/9'), 404, 'NOT_FOUND');
    await expectError(await call('/web-orders/fittings/1', { user: BO }), 404, 'NOT_FOUND');
    expect((await list('status=ACTIVE', BO)).count).toBe(0);
  });
});

describe('one fitting', () => {
  it('answers the detail: type, people, the next and previous meetings, form, files, comments and events', async () => {
    const f = await ok<Fitting>(await call('/web-orders/fittings/1'));
    expect(f.contentNumber).toMatch(/^7\d{6}-1$/);
    expect(f.fittingType.name).toBe('Manual wheelchair fitting');
    expect(f.client.firstName).toBe('Astrid');
    expect(f.consultant?.firstName).toBe('Kalle');
    expect(f.nextMeeting?.status).toBe('BOOKED');
    expect(f.nextMeeting?.room?.label).toBe('Provrum 1');
    expect(f.previousMeetings.map((m) => m.status)).toEqual(['CANCELED', 'BOOKED']);
    expect(f.form).toHaveLength(3);
    expect(f.files.map((x) => x.name)).toEqual(['Måttblad Astrid Nilsson.pdf']);
    expect(f.fittingComments.internalComments?.map((c) => c.comment)).toEqual(['Beställ hem två provmodeller till provrum 1.']);
    expect(f.fittingComments.externalComments).toHaveLength(1);
    expect(f.events.length).toBeGreaterThan(0);
  });

  it('does not give a prescriber who is not a planner the internal comments (absent, not empty)', async () => {
    // Frida has every permission, planning too; as a prescriber only, she is not staff of the fitting.
    const planning = and(eq(authorizations.userId, 1), eq(authorizations.authId, 'FSP_UpdateUnplannedWebOrderFittingMeeting'));
    await server.db.delete(authorizations).where(planning);
    try {
      const f = await ok<Fitting>(await call('/web-orders/fittings/1', { user: FRIDA }));
      expect(f.fittingComments.internalComments).toBeNull();
      expect(f.fittingComments.externalComments).toHaveLength(1);
      await expectError(await call('/web-orders/fittings/1/comments', { method: 'POST', user: FRIDA, body: { type: 'INTERNAL', comment: 'x' } }), 403, 'FORBIDDEN');
    } finally {
      await server.db.insert(authorizations).values({ userId: 1, type: 'FUNCTION', authId: 'FSP_UpdateUnplannedWebOrderFittingMeeting' });
    }
  });

  it('lists the fitting’s order lines, by content type then status', async () => {
    const lines = await ok<Page<OrderContent>>(await call('/web-orders/fittings/1/content?all=true'));
    expect(lines.page.map((l) => [l.contentType, l.status.value])).toEqual([
      ['PRODUCT_DELIVERY', 20],
      ['WORK', 30],
    ]);
    expect(lines.page.every((l) => l.parentWebOrderContentId !== null)).toBe(true);
  });

  it('lists a resource group, filtered', async () => {
    const consultants = await ok<Page<Resource>>(await call('/resource-groups/1/resources?mainResource=true'));
    expect(consultants.page.map((r) => r.label)).toEqual(['Jonas Ek', 'Kalle Konsulent', 'Karin Lund']);
    expect((await ok<Page<Resource>>(await call('/resource-groups/1/resources?filter=ka'))).count).toBe(2);
    expect((await ok<Page<Resource>>(await call('/resource-groups/3/resources?mainResource=true'))).count).toBe(0);
    await expectError(await call('/resource-groups/99/resources'), 404, 'NOT_FOUND');
  });
});

describe('meetings', () => {
  const body = (over: Record<string, unknown> = {}) => ({ date: day(1), fromTime: '10:00', toTime: '11:00', ...over });

  it('refuses missing times, a date before today, a from time before now today and a to time before the from time', async () => {
    const post = (b: unknown) => call('/web-orders/fittings/3/meetings', { method: 'POST', body: b });
    await expectError(await post(body({ date: null })), 400, 'FILL_RED_FIELDS');
    await expectError(await post(body({ toTime: '' })), 400, 'FILL_RED_FIELDS');
    await expectError(await post(body({ date: day(-1) })), 400, 'MEETING_DATE_IN_PAST');
    await expectError(await post(body({ fromTime: '11:00', toTime: '10:30' })), 400, 'TO_TIME_BEFORE_FROM_TIME');
    await expectError(await post(body({ roomId: 301 })), 400, 'ROOM_NOT_ALLOWED');
    await expectError(await post(body({ consultantId: 201 })), 400, 'RESOURCE_NOT_IN_GROUP');
  });

  it('refuses a from time already past today (00:00 today, the clock moved past midnight if it is just after)', async () => {
    const saved = server.clock.now;
    try {
      // The clock stays near the real time: the sessions of the tests (30 minutes idle) must stay alive.
      if (swedishNow(saved).time < '00:10') server.clock.now = new Date(saved.getTime() + 20 * 60_000);
      const today = swedishNow(server.clock.now);
      await expectError(await call('/web-orders/fittings/3/meetings', { method: 'POST', body: body({ date: today.date, fromTime: '00:00', toTime: '23:59' }) }), 400, 'MEETING_TIME_IN_PAST');
    } finally {
      server.clock.now = saved;
    }
  });

  it('lets the consultant create, book, annul; a user without the permission gets 403 whatever the UI shows', async () => {
    await expectError(await call('/web-orders/fittings/3/meetings', { method: 'POST', user: TOVE, body: body() }), 404, 'NOT_FOUND'); // not Tove's fitting
    await expectError(await call('/web-orders/fittings/1/meetings', { method: 'POST', user: TOVE, body: body() }), 403, 'FORBIDDEN');
    const created = await ok<Meeting>(await call('/web-orders/fittings/3/meetings', { method: 'POST', body: body({ addressType: 'PROVIDER', roomId: 302, comment: 'Ta med dynan.' }) }), 201);
    expect(created).toMatchObject({ status: 'PLANNED', released: true, room: { label: 'Provrum 2' }, addressType: { value: 'PROVIDER' }, consultant: { firstName: 'Kalle' } });
    const booked = await ok<Meeting>(await call(`/web-orders/fittings/3/meetings/${created.id}`, { method: 'PUT', body: body({ status: 'BOOKED', fromTime: '10:30', toTime: '11:30', addressType: 'PROVIDER' }) }));
    expect(booked.status).toBe('BOOKED');
    expect(booked.room?.label).toBe('Provrum 2'); // kept when not sent
    expect(ids(await list('status=ACTIVE'))).toContain(3);
    // A booked meeting is edited only with FSP_UpdateUnplannedWebOrderFittingMeetings, which Kalle lacks.
    await expectError(await call(`/web-orders/fittings/3/meetings/${created.id}`, { method: 'PUT', body: body({ status: 'BOOKED' }) }), 403, 'FORBIDDEN');
    // Nor can people change, nor the fitting be completed, while the next meeting is booked.
    await expectError(await call('/web-orders/fittings/3', { method: 'PUT', body: { consultantId: 102, technicianId: null } }), 409, 'MEETING_BOOKED');
    await expectError(await call('/web-orders/fittings/3?action=COMPLETE', { method: 'POST' }), 409, 'MEETING_BOOKED');
    await expectError(await call(`/web-orders/fittings/3/meetings/${created.id}?action=CANCEL`, { method: 'POST', user: TOVE }), 404, 'NOT_FOUND');
    const annulled = await ok<Meeting>(await call(`/web-orders/fittings/3/meetings/${created.id}?action=CANCEL`, { method: 'POST' }));
    expect(annulled.status).toBe('CANCELED');
    await expectError(await call(`/web-orders/fittings/3/meetings/${created.id}?action=CANCEL`, { method: 'POST' }), 409, 'MEETING_CANCELED');
    const f = await ok<Fitting>(await call('/web-orders/fittings/3'));
    expect(f.nextMeeting).toBeNull();
    expect(f.previousMeetings.map((m) => m.status)).toEqual(['CANCELED']);
    expect(f.events.map((e) => e.event).slice(0, 3)).toEqual(['MEETING_CANCELED', 'MEETING_BOOKED', 'MEETING_CREATED']);
  });

  it('annuls a previous meeting (one over) as a coming one; not one already annulled, nor one of a closed fitting, nor without the permission', async () => {
    const cancel = (fitting: number, meeting: number, user = KALLE) => call(`/web-orders/fittings/${fitting}/meetings/${meeting}?action=CANCEL`, { method: 'POST', user });
    const before = await ok<Fitting>(await call('/web-orders/fittings/1'));
    const over = before.previousMeetings.find((m) => m.status === 'BOOKED');
    const annulled = before.previousMeetings.find((m) => m.status === 'CANCELED');
    const closed = (await ok<Fitting>(await call('/web-orders/fittings/7'))).previousMeetings.find((m) => m.status === 'BOOKED');
    if (!over || !annulled || !closed) throw new Error('seeded: fitting 1 has a meeting over and one annulled, the completed fitting 7 one over');
    await expectError(await cancel(1, over.id, TOVE), 403, 'FORBIDDEN'); // Tove works on fitting 1 but may not annul
    await expectError(await cancel(1, annulled.id), 409, 'MEETING_CANCELED');
    await expectError(await cancel(7, closed.id), 409, 'FITTING_CLOSED');
    expect((await ok<Meeting>(await cancel(1, over.id))).status).toBe('CANCELED');
    const after = await ok<Fitting>(await call('/web-orders/fittings/1'));
    expect(after.previousMeetings.map((m) => [m.id, m.status])).toEqual(before.previousMeetings.map((m) => [m.id, 'CANCELED']));
    expect(after.nextMeeting?.id).toBe(before.nextMeeting?.id); // the coming meeting untouched
    expect(after.events[0]?.event).toBe('MEETING_CANCELED');
    await expectError(await cancel(1, over.id), 409, 'MEETING_CANCELED');
  });

  it('books a released planned meeting with RESERVE_SLOT, and not one that is not released', async () => {
    const f2 = await ok<Fitting>(await call('/web-orders/fittings/2'));
    const m = f2.nextMeeting;
    expect(m?.released).toBe(true);
    const f6 = await ok<Fitting>(await call('/web-orders/fittings/6'));
    await expectError(await call('/web-orders/fittings/meetings?action=RESERVE_SLOT', { method: 'POST', body: { meetingIds: [f6.nextMeeting?.id] } }), 409, 'NOT_RELEASED');
    const [booked] = await ok<Meeting[]>(await call('/web-orders/fittings/meetings?action=RESERVE_SLOT', { method: 'POST', body: { meetingIds: [m?.id] } }));
    expect(booked?.status).toBe('BOOKED');
    expect((await ok<Fitting>(await call('/web-orders/fittings/2'))).group).toBe('ACTIVE');
  });
});

describe('planning', () => {
  it('releases two unplanned fittings in one call and regrets one; not a booked meeting; only a planner', async () => {
    const unplanned = await list('isAdminCall=true&status=UNPLANNED', PETRA);
    const meetingIds = unplanned.page.filter((f) => f.id === 4 || f.id === 5).map((f) => f.nextMeeting?.id);
    await expectError(await call('/web-orders/fittings/meetings?action=RELEASE_MEETINGS', { method: 'POST', body: { meetingIds } }), 403, 'FORBIDDEN');
    const released = await ok<Meeting[]>(await call('/web-orders/fittings/meetings?action=RELEASE_MEETINGS', { method: 'POST', user: PETRA, body: { meetingIds } }));
    expect(released.map((m) => m.released)).toEqual([true, true]);
    expect(ids(await list('isAdminCall=true&status=WAITING', PETRA))).toEqual(expect.arrayContaining([4, 5]));
    expect(ids(await list('isAdminCall=true&status=UNPLANNED', PETRA))).not.toContain(4);
    await ok(await call('/web-orders/fittings/meetings?action=UNRELEASE_MEETINGS', { method: 'POST', user: PETRA, body: { meetingIds: [meetingIds[0]] } }));
    expect(ids(await list('isAdminCall=true&status=UNPLANNED', PETRA))).toContain(4);
    const booked = (await ok<Fitting>(await call('/web-orders/fittings/10'))).nextMeeting?.id;
    await expectError(await call('/web-orders/fittings/meetings?action=UNRELEASE_MEETINGS', { method: 'POST', user: PETRA, body: { meetingIds: [booked] } }), 409, 'MEETING_BOOKED');
  });

  it('saves every changed meeting of the Unplanned tab in one PUT, all or none', async () => {
    const unplanned = await list('isAdminCall=true&status=UNPLANNED', PETRA);
    const m = unplanned.page.find((f) => f.id === 6)?.nextMeeting;
    if (!m) throw new Error('fitting 6 has a meeting');
    await expectError(await call('/web-orders/fittings/meetings', { method: 'PUT', user: PETRA, body: { meetings: [{ id: m.id, date: day(-2) }] } }), 400, 'MEETING_DATE_IN_PAST');
    await expectError(await call('/web-orders/fittings/meetings', { method: 'PUT', user: KALLE, body: { meetings: [{ id: m.id, date: day(9) }] } }), 403, 'FORBIDDEN');
    const [saved] = await ok<Meeting[]>(await call('/web-orders/fittings/meetings', { method: 'PUT', user: PETRA, body: { meetings: [{ id: m.id, date: day(9), fromTime: '08:00', toTime: '09:00', comment: 'Flyttad.' }] } }));
    expect(saved).toMatchObject({ date: day(9), fromTime: '08:00', comment: 'Flyttad.' });
    const active = (await ok<Fitting>(await call('/web-orders/fittings/10', { user: PETRA }))).nextMeeting?.id;
    await expectError(await call('/web-orders/fittings/meetings', { method: 'PUT', user: PETRA, body: { meetings: [{ id: active, date: day(9) }] } }), 409, 'NOT_UNPLANNED');
  });
});

describe('the people a fitting type makes mandatory (spec 3 §5)', () => {
  const body = (over: Record<string, unknown> = {}) => ({ date: day(2), fromTime: '10:00', toTime: '11:00', ...over });

  it('refuses to create a meeting without them, and creates one with them', async () => {
    // 13: type 1 (consultant mandatory), Karin Lund its consultant; 14: type 2 (both), no technician.
    await expectError(await call('/web-orders/fittings/13/meetings', { method: 'POST', user: FRIDA, body: body({ consultantId: null }) }), 400, 'CONSULTANT_REQUIRED');
    await expectError(await call('/web-orders/fittings/14/meetings', { method: 'POST', user: FRIDA, body: body() }), 400, 'TECHNICIAN_REQUIRED');
    await expectError(await call('/web-orders/fittings/14/meetings', { method: 'POST', user: FRIDA, body: body({ consultantId: null, technicianId: 202 }) }), 400, 'CONSULTANT_REQUIRED');
    expect((await ok<Fitting>(await call('/web-orders/fittings/14', { user: FRIDA }))).meetings).toEqual([]);
    // Absent people are the fitting's: 13's consultant makes it whole.
    const created = await ok<Meeting>(await call('/web-orders/fittings/13/meetings', { method: 'POST', user: FRIDA, body: body() }), 201);
    expect(created.consultantId).toBe(102);
    expect((await ok<Meeting>(await call('/web-orders/fittings/14/meetings', { method: 'POST', user: FRIDA, body: body({ technicianId: 202 }) }), 201)).technicianId).toBe(202);
  });

  it('refuses to update a meeting to be without them', async () => {
    // Fitting 2 (type 2): its planned meeting with Kalle and Tove.
    const m = (await ok<Fitting>(await call('/web-orders/fittings/2', { user: FRIDA }))).nextMeeting;
    if (!m) throw new Error('fitting 2 has a meeting');
    const times = { date: m.date, fromTime: m.fromTime, toTime: m.toTime };
    await expectError(await call(`/web-orders/fittings/2/meetings/${m.id}`, { method: 'PUT', user: FRIDA, body: { ...times, technicianId: null } }), 400, 'TECHNICIAN_REQUIRED');
    await expectError(await call(`/web-orders/fittings/2/meetings/${m.id}`, { method: 'PUT', user: FRIDA, body: { ...times, consultantId: null } }), 400, 'CONSULTANT_REQUIRED');
    const after = (await ok<Fitting>(await call('/web-orders/fittings/2', { user: FRIDA }))).nextMeeting;
    expect(after).toMatchObject({ consultantId: 101, technicianId: 201 });
  });

  it('refuses the planning view’s Save of a meeting still without them, all or none', async () => {
    // 15: unplanned, type 1 (consultant mandatory), nobody chosen; 6 is fine on its own.
    const unplanned = await list('isAdminCall=true&status=UNPLANNED', FRIDA);
    const fifteen = unplanned.page.find((f) => f.id === 15)?.nextMeeting;
    const six = unplanned.page.find((f) => f.id === 6)?.nextMeeting;
    if (!fifteen || !six) throw new Error('fittings 15 and 6 have meetings');
    const res = await call('/web-orders/fittings/meetings', { method: 'PUT', user: FRIDA, body: { meetings: [{ id: six.id, comment: 'Inte sparad.' }, { id: fifteen.id, date: day(9) }] } });
    await expectError(res, 400, 'CONSULTANT_REQUIRED');
    const after = await list('isAdminCall=true&status=UNPLANNED', FRIDA);
    expect(after.page.find((f) => f.id === 15)?.nextMeeting?.date).toBe(fifteen.date);
    expect((await ok<Fitting>(await call('/web-orders/fittings/6', { user: FRIDA }))).nextMeeting?.comment).not.toBe('Inte sparad.');
  });
});

describe('people, completing and annulling', () => {
  it('changes the consultant and technician: mandatory ones required, the planned next meeting follows', async () => {
    await expectError(await call('/web-orders/fittings/6', { method: 'PUT', body: { consultantId: null, technicianId: null } }), 400, 'CONSULTANT_REQUIRED');
    await expectError(await call('/web-orders/fittings/6', { method: 'PUT', user: TOVE, body: { consultantId: 101, technicianId: 201 } }), 404, 'NOT_FOUND');
    const f = await ok<Fitting>(await call('/web-orders/fittings/6', { method: 'PUT', body: { consultantId: 101, technicianId: 203 } }));
    expect(f.technician?.firstName).toBe('Maria');
    expect(f.nextMeeting?.technicianId).toBe(203);
  });

  it('completes a fitting, which then allows no change', async () => {
    const done = await ok<Fitting>(await call('/web-orders/fittings/3?action=COMPLETE', { method: 'POST' }));
    expect(done.status.value).toBe(90);
    expect(done.group).toBe('CLOSED');
    await expectError(await call('/web-orders/fittings/3', { method: 'PUT', body: { consultantId: 101, technicianId: null } }), 409, 'FITTING_CLOSED');
    await expectError(await call('/web-orders/fittings/3/meetings', { method: 'POST', body: { date: day(1), fromTime: '10:00', toTime: '11:00' } }), 409, 'FITTING_CLOSED');
    await expectError(await call('/web-orders/fittings/3?action=CANCEL', { method: 'POST', user: FRIDA }), 409, 'FITTING_CLOSED');
  });

  it('annuls a fitting with its meetings to come; only with FSP_CancelWebOrderFittingMeeting… and FSP_CancelWebOrderFitting', async () => {
    await expectError(await call('/web-orders/fittings/10?action=CANCEL', { method: 'POST', user: TOVE }), 403, 'FORBIDDEN');
    const f = await ok<Fitting>(await call('/web-orders/fittings/10?action=CANCEL', { method: 'POST', user: FRIDA }));
    expect(f.status.value).toBe(99);
    expect(f.meetings.every((m) => m.status === 'CANCELED')).toBe(true);
  });
});

describe('comments and files', () => {
  it('adds and deletes one’s own comments only', async () => {
    const c = await ok<FittingComment>(await call('/web-orders/fittings/1/comments', { method: 'POST', body: { type: 'INTERNAL', comment: 'Ring dottern.' } }), 201);
    expect(c).toMatchObject({ own: true, type: 'INTERNAL', createdBy: 'Kalle Konsulent' });
    await expectError(await call(`/web-orders/fittings/comments/${c.id}`, { method: 'DELETE', user: TOVE }), 403, 'FORBIDDEN');
    expect((await call(`/web-orders/fittings/comments/${c.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('uploads a file checked by its content, with the permission only, and serves it by its signed link', async () => {
    const upload = async (user: string, name: string, bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.set('file', new File([bytes], name));
      return server.request('/rs/fsp/v1/web-orders/fittings/1/files', { method: 'POST', headers: { [SESSION_HEADER]: await sessionOf(user) }, body: form });
    };
    const pdf = new TextEncoder().encode('%PDF-1.4\n%…\n');
    await expectError(await upload(KALLE, 'a.pdf', pdf), 403, 'FORBIDDEN');
    await expectError(await upload(FRIDA, 'a.pdf', new TextEncoder().encode('<html></html>')), 400, 'FILE_TYPE_NOT_ALLOWED');
    const files = await ok<FittingFile[]>(await upload(FRIDA, 'protokoll.pdf', pdf), 201);
    const file = files.find((f) => f.name === 'protokoll.pdf');
    if (!file) throw new Error('uploaded');
    const res = await server.request(file.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toContain('protokoll.pdf');
    expect((await server.request(file.url.replace(/signature=\w+/, `signature=${'0'.repeat(64)}`))).status).toBe(403);
    await expectError(await call(`/web-orders/fittings/1/files/${file.id}`, { method: 'DELETE' }), 403, 'FORBIDDEN');
    expect((await call(`/web-orders/fittings/1/files/${file.id}`, { method: 'DELETE', user: FRIDA })).status).toBe(204);
  });
});

describe('the contact person and the client’s contact information (user-and-contact)', () => {
  type ContactRow = { id: number; type?: string; firstName: string; relation: string };
  const contactsOf = async (client: number, user = FRIDA) =>
    (await ok<Page<ContactRow>>(await call(`/clients/${client}/contacts?includeCurrentUserAsPrescriber=false`, { user }))).page;
  const put = (fitting: number, body: unknown, user = FRIDA) => call(`/web-orders/fittings/${fitting}`, { method: 'PUT', body, user });
  const fitting = (id: number, user = FRIDA) => call(`/web-orders/fittings/${id}`, { user }).then((r) => ok<Fitting>(r));

  it('chooses one of the client’s contacts (the prescriber not among them), changes it and takes it away, each an event', async () => {
    // Fitting 9: Harald Ek (1380), Frida's; its next meeting is booked, which stops only a change of the people.
    const harald = await contactsOf(6);
    expect(harald.map((c) => c.firstName)).toEqual(['Ingrid', 'Per']);
    expect(harald.some((c) => c.type === 'PRESCRIBER')).toBe(false);
    const [ingrid, per] = harald;
    if (!ingrid || !per) throw new Error('Harald has two contacts');
    expect((await fitting(9)).contact).toBeNull();
    const chosen = await ok<Fitting>(await put(9, { contactId: ingrid.id }));
    expect(chosen.contact).toMatchObject({ id: ingrid.id, firstName: 'Ingrid', relation: 'Dotter' });
    expect(chosen.consultant?.id).toBe(102); // the people untouched
    expect(chosen.events[0]).toMatchObject({ event: 'CONTACT_CHANGED', text: 'Ingrid Ek (Dotter)', by: 'Frida Förskrivare' });
    expect((await ok<Fitting>(await put(9, { contactId: per.id }))).contact?.id).toBe(per.id);
    const none = await ok<Fitting>(await put(9, { contactId: null }));
    expect(none.contact).toBeNull();
    expect(none.events[0]).toMatchObject({ event: 'CONTACT_CHANGED', text: '–' });
  });

  it('refuses a contact of another client, and a body with nothing to change', async () => {
    const [mats] = await contactsOf(2); // Greta's
    if (!mats) throw new Error('Greta has contacts');
    await expectError(await put(9, { contactId: mats.id }), 400, 'CONTACT_NOT_OF_CLIENT');
    await expectError(await put(9, { contactId: 999_999 }), 400, 'CONTACT_NOT_OF_CLIENT');
    await expectError(await put(9, {}), 400, 'VALIDATION');
    expect((await fitting(9)).contact).toBeNull();
  });

  it('needs GetClientContacts and the client’s municipality, not the people’s permission; an open fitting', async () => {
    const [mats] = await contactsOf(2);
    const [birgitta] = await contactsOf(4); // Sven's (1287)
    if (!mats || !birgitta) throw new Error('contacts');
    // Tove works on fitting 1 (Astrid, 1280, her municipality) without GetClientContacts.
    await expectError(await put(1, { contactId: mats.id }, TOVE), 403, 'FORBIDDEN');
    // Kalle has GetClientContacts but not Sven's municipality (1287): fitting 11 is his, the contacts are not.
    expect((await fitting(11, KALLE)).client.hasAuthorizationForMunicipal).toBe(false);
    await expectError(await put(11, { contactId: birgitta.id }, KALLE), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    // Without FSP_UpdateWebOrderFitting, Kalle still chooses Maj's contact on fitting 2 (Maj, 1280), but not the people.
    const [lena] = await contactsOf(3);
    if (!lena) throw new Error('Maj has a contact');
    const people = and(eq(authorizations.userId, 2), eq(authorizations.authId, 'FSP_UpdateWebOrderFitting'));
    await server.db.delete(authorizations).where(people);
    try {
      expect((await fitting(2, KALLE)).client.hasAuthorizationForMunicipal).toBe(true);
      expect((await ok<Fitting>(await put(2, { contactId: lena.id }, KALLE))).contact?.id).toBe(lena.id);
      await expectError(await put(2, { consultantId: 101, technicianId: 201, contactId: lena.id }, KALLE), 403, 'FORBIDDEN');
    } finally {
      await server.db.insert(authorizations).values({ userId: 2, type: 'FUNCTION', authId: 'FSP_UpdateWebOrderFitting' });
    }
    // Fitting 7 (Greta's) is completed.
    await expectError(await put(7, { contactId: mats.id }, KALLE), 409, 'FITTING_CLOSED');
  });

  it('changes the client’s contact information with the client’s own call and rule (its municipality)', async () => {
    // Kalle, on fitting 11 (Sven, 1287), may not change Sven: the client's PUT answers as for any client.
    await expectError(await call('/clients/4', { method: 'PUT', user: KALLE, body: { contactInformation: { phoneNo: '070-1', email: null }, useAdvanceContact: true } }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    const before = await fitting(9);
    expect(before.client).toMatchObject({ contactInformation: { phoneNo: '040-628 04 17', email: null }, useAdvanceContact: true, hasAuthorizationForMunicipal: true });
    await ok(await call('/clients/6', { method: 'PUT', user: FRIDA, body: { contactInformation: { phoneNo: '040-11 22 33', email: 'harald.ek@example.com' }, useAdvanceContact: false } }));
    expect((await fitting(9)).client).toMatchObject({ contactInformation: { phoneNo: '040-11 22 33', email: 'harald.ek@example.com' }, useAdvanceContact: false });
  });
});
