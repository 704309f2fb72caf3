import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, SESSION_HEADER } from '../../src/contract/constants.ts';
import { users } from '../../server/db/schema.ts';
import { ALLOWED_ORIGIN, withTestServer } from './helpers/server.ts';
import { json, type ErrorJson } from './helpers/http.ts';

type PageJson<T> = { page: T[]; count: number };
type FileJson = { id: number; name: string; url: string; contentType: string; size: number };
type FolderJson = { id: number; name: string; fileCount: number };
type AppDataJson = {
  user: { username: string; facility: { category: { value: number } } | null };
  flags: Record<string, boolean>;
  applications: { id: string }[];
  authorizations: { type: string; id: string }[];
};

const server = withTestServer();

const { request } = server;


function loginRequest(username: string, password = 'demo', headers: Record<string, string> = {}) {
  return request('/rs/authentication', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ username, password }),
  });
}

const { login } = server;

const withSession = (id: string, init: RequestInit = {}): RequestInit => ({ ...init, headers: { [SESSION_HEADER]: id, ...(init.headers as Record<string, string> | undefined) } });

describe('POST /rs/authentication (login)', () => {
  it('answers a 32-hex session id, a new one on every login', async () => {
    const a = await login('forskrivare@example.org');
    const b = await login('forskrivare@example.org');
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('takes the username in any case', async () => {
    expect(await login('Forskrivare@Example.org')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('wrong password: 401 OTSU001 in Swedish, or English with Accept-Language: en', async () => {
    const sv = await loginRequest('forskrivare@example.org', 'wrong');
    expect(sv.status).toBe(401);
    expect(await json<ErrorJson>(sv)).toEqual({ error: { code: 'OTSU001', errorMessage: 'Felaktigt användarnamn eller lösenord.' } });
    const en = await loginRequest('forskrivare@example.org', 'wrong', { 'Accept-Language': 'en' });
    expect(en.status).toBe(401);
    expect(await json<ErrorJson>(en)).toEqual({ error: { code: 'OTSU001', errorMessage: 'Invalid username or password.' } });
  });

  it('unknown user: 401 OTSU001', async () => {
    const res = await loginRequest('ingen@example.org');
    expect(res.status).toBe(401);
    expect((await json<ErrorJson>(res)).error.code).toBe('OTSU001');
  });

  it('disabled user: 401 OTSU002', async () => {
    const res = await loginRequest('inaktiv@example.org');
    expect(res.status).toBe(401);
    expect(await json<ErrorJson>(res)).toEqual({ error: { code: 'OTSU002', errorMessage: 'Användaren är inaktiverad.' } });
  });

  it('disabled user with a wrong password: OTSU001 (the state is not revealed)', async () => {
    const res = await loginRequest('inaktiv@example.org', 'wrong');
    expect((await json<ErrorJson>(res)).error.code).toBe('OTSU001');
  });

  it('expired password: 401 OTSP001', async () => {
    const res = await loginRequest('utgangen@example.org');
    expect(res.status).toBe(401);
    expect((await json<ErrorJson>(res)).error.code).toBe('OTSP001');
  });

  it('empty username: 400 VALIDATION with a message', async () => {
    const res = await loginRequest('');
    expect(res.status).toBe(400);
    const body = await json<ErrorJson>(res);
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.errorMessage).toContain('Ogiltig begäran.');
    expect(body.error.errorMessage).toContain('username');
    const blank = await loginRequest('   ');
    expect(blank.status).toBe(400);
  });
});

describe('GET /rs/authentication (app data)', () => {
  it('without a session header: 401 OTSS000', async () => {
    const res = await request('/rs/authentication');
    expect(res.status).toBe(401);
    expect((await json<ErrorJson>(res)).error.code).toBe('OTSS000');
  });

  it('with a bogus id: 401 OTSS000', async () => {
    for (const id of ['bogus', '0123456789abcdef0123456789abcdef']) {
      const res = await request('/rs/authentication', withSession(id));
      expect(res.status, id).toBe(401);
      expect((await json<ErrorJson>(res)).error.code, id).toBe('OTSS000');
    }
  });

  it('with a valid id: the app data of forskrivare', async () => {
    const id = await login('forskrivare@example.org');
    const res = await request('/rs/authentication', withSession(id));
    expect(res.status).toBe(200);
    const data = await json<AppDataJson>(res);
    expect(data.user.username).toBe('forskrivare@example.org');
    expect(Object.keys(data.flags).sort()).toEqual([
      'isOrderFittingEnabled',
      'isOrderFunctionEnabled',
      'isOrderNewProductEnabled',
      'isOrderPickupEnabled',
      'isOrderWorkEnabled',
      'isReceiveDeliveryForFixedAssetsEnabled',
      'orderMoveEnabled',
    ]);
    expect(Object.values(data.flags).every((v) => v === true)).toBe(true);
    expect(data.applications).toEqual([{ id: 'FSP' }]);
    expect(data.authorizations).toContainEqual({ type: 'FUNCTION', id: 'FSP_CompleteWebOrderFitting' });
    const municipalities = data.authorizations.filter((a) => a.type === 'MUNICIPALITY').map((a) => a.id).sort();
    expect(municipalities).toEqual(['1233', '1280', '1281', '1287', '1380', '1383']);
  });

  it('fills missing flags with their defaults (planerare)', async () => {
    const id = await login('planerare@example.org');
    const data = await json<AppDataJson>(await request('/rs/authentication', withSession(id)));
    expect(data.flags).toEqual({
      isOrderFittingEnabled: true,
      isOrderFunctionEnabled: false,
      isOrderNewProductEnabled: false,
      isOrderPickupEnabled: false,
      isOrderWorkEnabled: false,
      orderMoveEnabled: false,
      isReceiveDeliveryForFixedAssetsEnabled: true,
    });
  });

  it('a session of a user disabled after login answers 401 OTSU002', async () => {
    const id = await login('okand@example.org');
    await server.db.update(users).set({ disabled: true }).where(eq(users.username, 'okand@example.org'));
    try {
      const res = await request('/rs/authentication', withSession(id));
      expect(res.status).toBe(401);
      expect((await json<ErrorJson>(res)).error.code).toBe('OTSU002');
    } finally {
      await server.db.update(users).set({ disabled: false }).where(eq(users.username, 'okand@example.org'));
    }
  });
});

describe('session lifetime', () => {
  it('a session used within the idle limit stays alive (sliding expiry)', async () => {
    const id = await login('konsulent@example.org');
    const step = (server.config.sessionIdleMinutes - 1) * 60_000;
    server.advance(step);
    expect((await request('/rs/authentication', withSession(id))).status).toBe(200);
    server.advance(step);
    expect((await request('/rs/authentication', withSession(id))).status).toBe(200);
  });

  it('a session idle past sessionIdleMinutes answers 401 OTSS000 and stays dead', async () => {
    const id = await login('konsulent@example.org');
    expect((await request('/rs/authentication', withSession(id))).status).toBe(200);
    const before = server.clock.now;
    server.advance((server.config.sessionIdleMinutes + 1) * 60_000);
    const expired = await request('/rs/authentication', withSession(id));
    expect(expired.status).toBe(401);
    expect((await json<ErrorJson>(expired)).error.code).toBe('OTSS000');
    // Even with the clock back, the session is gone.
    server.clock.now = before;
    for (const path of ['/rs/authentication', '/rs/fsp/v1/customers']) {
      const again = await request(path, withSession(id));
      expect(again.status, path).toBe(401);
      expect((await json<ErrorJson>(again)).error.code, path).toBe('OTSS000');
    }
  });

  it('DELETE /rs/authentication: 204, then the old id answers 401 OTSS000', async () => {
    const id = await login('tekniker@example.org');
    const res = await request('/rs/authentication', withSession(id, { method: 'DELETE' }));
    expect(res.status).toBe(204);
    const after = await request('/rs/authentication', withSession(id));
    expect(after.status).toBe(401);
    expect((await json<ErrorJson>(after)).error.code).toBe('OTSS000');
  });

  it('DELETE without a session: 401 OTSS000', async () => {
    const res = await request('/rs/authentication', { method: 'DELETE' });
    expect(res.status).toBe(401);
    expect((await json<ErrorJson>(res)).error.code).toBe('OTSS000');
  });
});

describe('/rs/fsp/v1', () => {
  it.each(['/rs/fsp/v1/customers', '/rs/fsp/v1/company-guides/categories', '/rs/fsp/v1/company-guides?category=1', '/rs/fsp/v1/page-content'])(
    '%s answers 401 OTSS000 without a session',
    async (path) => {
      const res = await request(path);
      expect(res.status).toBe(401);
      expect((await json<ErrorJson>(res)).error.code).toBe('OTSS000');
    },
  );

  it('customers: only the authorized municipalities', async () => {
    const id = await login('forskrivare@example.org');
    const res = await request('/rs/fsp/v1/customers?all=true', withSession(id));
    expect(res.status).toBe(200);
    const body = await json<PageJson<{ id: string; name: string }>>(res);
    expect(body.count).toBe(6);
    expect(body.page).toHaveLength(6);
    expect(body.page).toContainEqual({ id: '1280', name: 'Malmö' });
    expect(body.page.map((c) => c.id).sort()).toEqual(['1233', '1280', '1281', '1287', '1380', '1383']);
    expect(body.page.map((c) => c.name)).not.toContain('Borås');

    const none = await request('/rs/fsp/v1/customers?all=true', withSession(await login('begransad@example.org')));
    expect(await json<PageJson<unknown>>(none)).toEqual({ page: [], count: 0 });
  });

  it('company-guides/categories: 6 folders with their file counts', async () => {
    const id = await login('forskrivare@example.org');
    const res = await request('/rs/fsp/v1/company-guides/categories?all=true', withSession(id));
    expect(res.status).toBe(200);
    const body = await json<PageJson<FolderJson>>(res);
    expect(body.count).toBe(6);
    expect(body.page.map((f) => [f.id, f.fileCount])).toEqual([
      [1, 3],
      [2, 2],
      [3, 2],
      [4, 1],
      [5, 0],
      [6, 36],
    ]);
    expect(body.page[0]?.name).toBe('Rutiner och riktlinjer');
  });

  describe('company-guides?category=1 and the signed links', () => {
    let sessionId: string;
    beforeAll(async () => {
      sessionId = await login('forskrivare@example.org');
    });

    async function files(query = ''): Promise<PageJson<FileJson> & { folder: FolderJson }> {
      const res = await request(`/rs/fsp/v1/company-guides?category=1${query}`, withSession(sessionId));
      expect(res.status).toBe(200);
      return json(res);
    }

    it('lists 3 files of the folder with signed urls', async () => {
      const body = await files();
      expect(body.count).toBe(3);
      expect(body.page).toHaveLength(3);
      expect(body.folder).toEqual({ id: 1, name: 'Rutiner och riktlinjer', fileCount: 3 });
      for (const f of body.page) {
        expect(f.url).toMatch(new RegExp(`^/rs/fsp/v1/company-guides/${f.id}/content\\?expires=\\d+&signature=[0-9a-f]{64}$`));
        expect(f.contentType).toBe('application/pdf');
        expect(f.size).toBeGreaterThan(0);
      }
    });

    it('the url serves the PDF without a session, sandboxed', async () => {
      const [file] = (await files()).page;
      if (!file) throw new Error('no file');
      const res = await request(file.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('application/pdf');
      expect(res.headers.get('Content-Security-Policy')).toContain('sandbox');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
      expect(bytes.length).toBe(file.size);
    });

    it('a tampered signature: 403', async () => {
      const [file] = (await files()).page;
      if (!file) throw new Error('no file');
      const sig = /signature=([0-9a-f]{64})/.exec(file.url)?.[1] ?? '';
      const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
      const res = await request(file.url.replace(sig, flipped));
      expect(res.status).toBe(403);
      expect((await json<ErrorJson>(res)).error.code).toBe('LINK_EXPIRED');
      // The signature of one file does not open another.
      const other = await request(file.url.replace(`/company-guides/${file.id}/`, `/company-guides/${file.id + 1}/`));
      expect(other.status).toBe(403);
      // Nor does a later expiry with the same signature.
      const expires = Number(/expires=(\d+)/.exec(file.url)?.[1]);
      const extended = await request(file.url.replace(`expires=${expires}`, `expires=${expires + 3600}`));
      expect(extended.status).toBe(403);
    });

    it('an expired link (more than an hour later): 403', async () => {
      const [file] = (await files()).page;
      if (!file) throw new Error('no file');
      expect((await request(file.url)).status).toBe(200);
      server.advance(3601 * 1000);
      const res = await request(file.url);
      expect(res.status).toBe(403);
      expect((await json<ErrorJson>(res)).error.code).toBe('LINK_EXPIRED');
      sessionId = await login('forskrivare@example.org');
    });

    it('category=999: 404, category=abc: 400', async () => {
      const missing = await request('/rs/fsp/v1/company-guides?category=999', withSession(sessionId));
      expect(missing.status).toBe(404);
      expect((await json<ErrorJson>(missing)).error.code).toBe('NOT_FOUND');
      const bad = await request('/rs/fsp/v1/company-guides?category=abc', withSession(sessionId));
      expect(bad.status).toBe(400);
      expect((await json<ErrorJson>(bad)).error.code).toBe('VALIDATION');
    });

    it('pages with from and amount', async () => {
      const all = (await files()).page.map((f) => f.id);
      const first = await files('&amount=1');
      expect(first.page).toHaveLength(1);
      expect(first.count).toBe(3);
      expect(first.page[0]?.id).toBe(all[0]);
      const second = await files('&from=1&amount=1');
      expect(second.page.map((f) => f.id)).toEqual([all[1]]);
      const rest = await files('&from=2&amount=5');
      expect(rest.page.map((f) => f.id)).toEqual([all[2]]);
      expect(rest.count).toBe(3);
    });

    it('searchValue filters by name', async () => {
      const body = await files('&searchValue=avvikelse');
      expect(body.page.map((f) => f.name)).toEqual(['Rutin vid avvikelse.pdf']);
      expect(body.count).toBe(1);
    });
  });

  it('page-content answers the welcome page with a session', async () => {
    const id = await login('forskrivare@example.org');
    const res = await request('/rs/fsp/v1/page-content', withSession(id));
    expect(res.status).toBe(200);
    const body = await json<{ title: string; files: { name: string; url: string }[]; educations: unknown[] }>(res);
    expect(body.title).toBe('Välkommen till förskrivarportalen');
    expect(body.files.map((f) => f.name)).toEqual(['Introduktion för nya förskrivare.pdf']);
    expect(body.educations).toHaveLength(4);
  });
});

describe('headers', () => {
  it('API answers carry nosniff and no-store, errors too', async () => {
    const ok = await loginRequest('forskrivare@example.org');
    const err = await request('/rs/fsp/v1/customers');
    for (const res of [ok, err]) {
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('CORS: an allowed origin is answered, another is not', async () => {
    const allowed = await request('/rs/fsp/v1/customers', { headers: { Origin: ALLOWED_ORIGIN } });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED_ORIGIN);
    const other = await request('/rs/fsp/v1/customers', { headers: { Origin: 'https://evil.example.com' } });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('CORS preflight allows the session header for an allowed origin', async () => {
    const res = await request('/rs/fsp/v1/customers', {
      method: 'OPTIONS',
      headers: { Origin: ALLOWED_ORIGIN, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': SESSION_HEADER },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED_ORIGIN);
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain(SESSION_HEADER.toLowerCase());
  });

  it('CORS preflight allows the idempotency key (RECEIVE, an order’s SEND) for an allowed origin', async () => {
    const res = await request('/rs/fsp/v1/deliveries', {
      method: 'OPTIONS',
      headers: { Origin: ALLOWED_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': `content-type,${SESSION_HEADER},${IDEMPOTENCY_HEADER}`.toLowerCase() },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain(IDEMPOTENCY_HEADER.toLowerCase());
  });
});

describe('/rs/fsp/v1/openapi.json', () => {
  it('is OpenAPI 3.1 and lists the paths', async () => {
    const res = await request('/rs/fsp/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = await json<{ openapi: string; paths: Record<string, unknown> }>(res);
    expect(doc.openapi).toMatch(/^3\.1\./);
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/rs/authentication',
      '/rs/fsp/v1/customers',
      '/rs/fsp/v1/company-guides',
      '/rs/fsp/v1/company-guides/categories',
      '/rs/fsp/v1/page-content',
    ]) {
      expect(paths, p).toContain(p);
    }
  });
});
