/** /rs/fsp/v1: the user's own profile (PUT /user), the facilities, the standard location and the user settings. */
import { describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import type { Facility } from '../../src/contract/profile.ts';
import { withTestServer } from './helpers/server.ts';
import { expectError, json } from './helpers/http.ts';

type PageJson<T> = { page: T[]; count: number };
type Information = { id: number; firstName: string; surname: string; phoneNo: string; email: string; referenceId: string };
type AppDataJson = {
  user: {
    username: string;
    information: Information;
    facility: { id: number; description: string; value: string; category: { label: string; value: number } } | null;
  };
};

const server = withTestServer();

const { request } = server;



const { login } = server;

async function appData(session: string): Promise<AppDataJson> {
  const res = await request('/rs/authentication', { headers: { [SESSION_HEADER]: session } });
  expect(res.status).toBe(200);
  return json<AppDataJson>(res);
}

/** A call with a JSON body (if any) and the session header (if any). */
function call(method: string, path: string, session: string | undefined, body?: unknown) {
  const headers: Record<string, string> = {};
  if (session) headers[SESSION_HEADER] = session;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return request(path, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
}

const V1 = '/rs/fsp/v1';

describe('PUT /rs/fsp/v1/user', () => {
  const profile = { firstName: 'Karl', surname: 'Konsult', email: 'karl.konsult@example.org', phoneNo: '+46 (0)70-123 45 67' };

  it('saves, answers the saved profile, and GET /rs/authentication shows it', async () => {
    const session = await login('okand@example.org');
    const res = await call('PUT', `${V1}/user`, session, profile);
    expect(res.status).toBe(200);
    expect(await json<typeof profile>(res)).toEqual(profile);
    const { user } = await appData(session);
    expect(user.information).toMatchObject(profile);
    // The username (login) and the reference id stay.
    expect(user.username).toBe('okand@example.org');
    expect(user.information.referenceId).toBe('P1008');
    // Another session of the same user sees it too.
    expect((await appData(await login('okand@example.org'))).user.information).toMatchObject(profile);
  });

  it('trims the names and the phone number', async () => {
    const session = await login('tekniker@example.org');
    const res = await call('PUT', `${V1}/user`, session, { firstName: '  Tove ', surname: ' Teknik  ', email: 'tove@example.org', phoneNo: ' 070-111 22 33 ' });
    expect(res.status).toBe(200);
    expect((await appData(session)).user.information).toMatchObject({ firstName: 'Tove', surname: 'Teknik', email: 'tove@example.org', phoneNo: '070-111 22 33' });
  });

  it('every field is required: empty, blank or missing answers 400 VALIDATION naming the field, and nothing is saved', async () => {
    const session = await login('okand@example.org');
    for (const field of Object.keys(profile) as (keyof typeof profile)[]) {
      for (const value of ['', '   ', undefined]) {
        const body: Record<string, string | undefined> = { ...profile, firstName: 'Ändrad', [field]: value };
        const res = await call('PUT', `${V1}/user`, session, body);
        const error = await expectError(res, 400, 'VALIDATION');
        expect(error.error.errorMessage, `${field}=${JSON.stringify(value)}`).toContain(field);
      }
    }
    expect((await appData(session)).user.information).toMatchObject(profile);
  });

  it('a bad e-mail or phone number: 400 VALIDATION', async () => {
    const session = await login('okand@example.org');
    for (const email of ['not-an-email', 'a@', '@example.org', 'a b@example.org']) {
      const error = await expectError(await call('PUT', `${V1}/user`, session, { ...profile, email }), 400, 'VALIDATION');
      expect(error.error.errorMessage, email).toContain('email');
    }
    for (const phoneNo of ['12ab', '070-123 45 67 ext', '070/1234567']) {
      const error = await expectError(await call('PUT', `${V1}/user`, session, { ...profile, phoneNo }), 400, 'VALIDATION');
      expect(error.error.errorMessage, phoneNo).toContain('phoneNo');
    }
    await expectError(await call('PUT', `${V1}/user`, session, { ...profile, firstName: 'x'.repeat(101) }), 400, 'VALIDATION');
    await expectError(await call('PUT', `${V1}/user`, session, { ...profile, firstName: 42 }), 400, 'VALIDATION');
    expect((await appData(session)).user.information).toMatchObject(profile);
  });

  it('without a session: 401 OTSS000', async () => {
    await expectError(await call('PUT', `${V1}/user`, undefined, profile), 401, 'OTSS000');
    await expectError(await call('PUT', `${V1}/user`, '0123456789abcdef0123456789abcdef', profile), 401, 'OTSS000');
  });
});

describe('GET /rs/fsp/v1/facilities', () => {
  it('all=true: only the facilities in the municipalities the user is authorized for, by name', async () => {
    const session = await login('forskrivare@example.org');
    const res = await call('GET', `${V1}/facilities?all=true`, session);
    expect(res.status).toBe(200);
    const { page, count } = await json<PageJson<Facility>>(res);
    // 1280 Malmö (1, 2), 1281 Lund (3, 6), 1380 Halmstad (4), 1287 Trelleborg (7), 1383 Varberg (8); not 5 (1490 Borås).
    expect(count).toBe(7);
    expect(page.map((f) => f.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 6, 7, 8]);
    expect(page.map((f) => f.label)).toEqual([
      'Baslager Halmstad',
      'Baslager Lund',
      'Baslager Malmö Centrum',
      'Centrallager Malmö',
      'Hemtjänsten Trelleborg Norr',
      'Rehabenheten Varberg',
      'Vårdboendet Solgläntan',
    ]);
    expect(page.find((f) => f.id === 2)).toEqual({
      id: 2,
      value: 'BL-MLM',
      label: 'Baslager Malmö Centrum',
      category: { label: 'Baslager', value: 2 },
      address: { street: 'Föreningsgatan 7', postalNo: '21144', city: 'Malmö' },
    });
  });

  it('pages with from and amount; count is the total', async () => {
    const session = await login('forskrivare@example.org');
    const first = await json<PageJson<Facility>>(await call('GET', `${V1}/facilities?from=0&amount=2`, session));
    expect(first.count).toBe(7);
    expect(first.page.map((f) => f.label)).toEqual(['Baslager Halmstad', 'Baslager Lund']);
    const last = await json<PageJson<Facility>>(await call('GET', `${V1}/facilities?from=6&amount=2`, session));
    expect(last.count).toBe(7);
    expect(last.page.map((f) => f.label)).toEqual(['Vårdboendet Solgläntan']);
    await expectError(await call('GET', `${V1}/facilities?amount=0`, session), 400, 'VALIDATION');
  });

  it('a user authorized for one municipality sees its facilities only', async () => {
    const session = await login('tekniker@example.org');
    const { page, count } = await json<PageJson<Facility>>(await call('GET', `${V1}/facilities?all=true`, session));
    expect(count).toBe(2);
    expect(page.map((f) => f.id).sort((a, b) => a - b)).toEqual([1, 2]);
  });

  it('a user authorized for no municipality sees none', async () => {
    const session = await login('begransad@example.org');
    const res = await call('GET', `${V1}/facilities?all=true`, session);
    expect(res.status).toBe(200);
    expect(await json<PageJson<Facility>>(res)).toEqual({ page: [], count: 0 });
  });

  it('without a session: 401 OTSS000', async () => {
    await expectError(await call('GET', `${V1}/facilities?all=true`, undefined), 401, 'OTSS000');
  });
});

describe('PUT /rs/fsp/v1/user/location', () => {
  it('a facility in an authorized municipality: 204, and the app data shows it', async () => {
    const session = await login('forskrivare@example.org');
    expect((await appData(session)).user.facility?.id).toBe(6);
    const res = await call('PUT', `${V1}/user/location`, session, { facilityId: 4 });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await appData(session)).user.facility).toEqual({
      id: 4,
      description: 'Baslager Halmstad',
      value: 'BL-HSD',
      category: { label: 'Baslager', value: 2 },
    });
    expect((await call('PUT', `${V1}/user/location`, session, { facilityId: 8 })).status).toBe(204);
    expect((await appData(session)).user.facility).toEqual({
      id: 8,
      description: 'Rehabenheten Varberg',
      value: 'RH-VBG',
      category: { label: 'Vårdenhet', value: 5 },
    });
  });

  it('a user without a location gets one', async () => {
    const session = await login('planerare@example.org');
    expect((await appData(session)).user.facility).toBeNull();
    expect((await call('PUT', `${V1}/user/location`, session, { facilityId: 7 })).status).toBe(204);
    expect((await appData(session)).user.facility?.id).toBe(7);
  });

  it('a facility in a municipality the user is not authorized for: 403 FORBIDDEN, the location stays', async () => {
    const session = await login('lager@example.org');
    expect((await appData(session)).user.facility?.id).toBe(2);
    for (const facilityId of [5, 3, 4]) {
      await expectError(await call('PUT', `${V1}/user/location`, session, { facilityId }), 403, 'FORBIDDEN');
    }
    expect((await appData(session)).user.facility?.id).toBe(2);
    const none = await login('begransad@example.org');
    await expectError(await call('PUT', `${V1}/user/location`, none, { facilityId: 1 }), 403, 'FORBIDDEN');
    expect((await appData(none)).user.facility).toBeNull();
  });

  it('an unknown facility: 404 NOT_FOUND', async () => {
    const session = await login('lager@example.org');
    await expectError(await call('PUT', `${V1}/user/location`, session, { facilityId: 999 }), 404, 'NOT_FOUND');
  });

  it('not a positive whole number: 400 VALIDATION', async () => {
    const session = await login('lager@example.org');
    for (const facilityId of ['4', 'abc', 0, -1, 1.5, null]) {
      await expectError(await call('PUT', `${V1}/user/location`, session, { facilityId }), 400, 'VALIDATION');
    }
    await expectError(await call('PUT', `${V1}/user/location`, session, {}), 400, 'VALIDATION');
    expect((await appData(session)).user.facility?.id).toBe(2);
  });

  it('without a session: 401 OTSS000', async () => {
    await expectError(await call('PUT', `${V1}/user/location`, undefined, { facilityId: 1 }), 401, 'OTSS000');
  });
});

describe('user settings', () => {
  const settings = `${V1}/user/settings`;
  const get = (session: string | undefined, id = 'catalogue-view') => call('POST', `${settings}/${id}/get-user-setting`, session);
  const set = (session: string | undefined, value: unknown, id = 'catalogue-view') => call('POST', `${settings}/${id}/set-user-setting`, session, { value });

  it('404 NOT_FOUND before it is set; set list, read list; set grid overwrites', async () => {
    const session = await login('comflow@example.org');
    await expectError(await get(session), 404, 'NOT_FOUND');
    const saved = await set(session, 'list');
    expect(saved.status).toBe(200);
    expect(await json<{ value: string }>(saved)).toEqual({ value: 'list' });
    const read = await get(session);
    expect(read.status).toBe(200);
    expect(await json<{ value: string }>(read)).toEqual({ value: 'list' });
    expect((await set(session, 'grid')).status).toBe(200);
    expect(await json<{ value: string }>(await get(session))).toEqual({ value: 'grid' });
    // Another session of the same user reads the same setting.
    expect(await json<{ value: string }>(await get(await login('comflow@example.org')))).toEqual({ value: 'grid' });
  });

  it('a value the setting does not allow: 400 VALIDATION naming the allowed ones; the saved value stays', async () => {
    const session = await login('okand@example.org');
    expect((await set(session, 'list')).status).toBe(200);
    for (const value of ['tiles', 'LIST', '', 42, null]) {
      const error = await expectError(await set(session, value), 400, 'VALIDATION');
      if (typeof value === 'string') expect(error.error.errorMessage, value).toContain('grid, list');
    }
    await expectError(await call('POST', `${settings}/catalogue-view/set-user-setting`, session, {}), 400, 'VALIDATION');
    expect(await json<{ value: string }>(await get(session))).toEqual({ value: 'list' });
  });

  it('an unknown setting id: 400 VALIDATION', async () => {
    const session = await login('okand@example.org');
    await expectError(await get(session, 'colour'), 400, 'VALIDATION');
    await expectError(await set(session, 'list', 'colour'), 400, 'VALIDATION');
  });

  it('settings are per user', async () => {
    const first = await login('okand@example.org');
    const second = await login('tekniker@example.org');
    expect((await set(first, 'list')).status).toBe(200);
    await expectError(await get(second), 404, 'NOT_FOUND');
    expect((await set(second, 'grid')).status).toBe(200);
    expect(await json<{ value: string }>(await get(first))).toEqual({ value: 'list' });
    expect(await json<{ value: string }>(await get(second))).toEqual({ value: 'grid' });
  });

  it('without a session: 401 OTSS000', async () => {
    await expectError(await get(undefined), 401, 'OTSS000');
    await expectError(await set(undefined, 'list'), 401, 'OTSS000');
  });
});
