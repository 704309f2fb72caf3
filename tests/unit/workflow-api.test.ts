/**
 * The workflow application (COMFLOW) as the reference server plays it: the portal's login page
 * (FSP session in, workflow session id out, in the page text), the license error and the expired
 * session, POST /rs/sessions/comflow/{id}/close-all-comflow-activities, and the workflow portal
 * page that hands its elements an FSP session through a one-time login token.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import { sessions, users, workflowSessions } from '../../server/db/schema.ts';
import { DEMO_OPEN_ACTIVITIES, WORKFLOW_PAGE_SESSION_KIND, WORKFLOW_SESSION_HOURS, workflowPortalPath } from '../../server/routes/workflow.ts';
import { withTestServer } from './helpers/server.ts';
import { expectError, json } from './helpers/http.ts';

const server = withTestServer();
const { request } = server;

const LICENSED = 'comflow@example.org';
const UNLICENSED = 'comflow-utan-licens@example.org';
const PORTAL = '/workflow/portal';

const { login } = server;

const portal = (action: string, sessionId: string, lang?: string) =>
  request(`${PORTAL}?myg-action=${action}&sessionId=${encodeURIComponent(sessionId)}${lang ? `&lang=${lang}` : ''}`);

/** The workflow session id the login page carries (what the portal's client reads). */
function sessionIdOf(page: string): string | null {
  return /<meta name="myg-session-id" content="([^"]*)"/.exec(page)?.[1] ?? null;
}

async function workflowLogin(username = LICENSED): Promise<{ fsp: string; workflow: string }> {
  const fsp = await login(username);
  const res = await portal('login', fsp);
  expect(res.status).toBe(200);
  const workflow = sessionIdOf(await res.text());
  if (!workflow) throw new Error('no workflow session id on the login page');
  return { fsp, workflow };
}

const close = (workflowSession: string, fspSession?: string, lang = 'sv') =>
  request(`/rs/sessions/comflow/${encodeURIComponent(workflowSession)}/close-all-comflow-activities`, {
    method: 'POST',
    headers: { 'Accept-Language': lang, ...(fspSession ? { [SESSION_HEADER]: fspSession } : {}) },
  });

async function workflowRow(id: string) {
  const [row] = await server.db.select().from(workflowSessions).where(eq(workflowSessions.id, id));
  return row;
}

function expectPageHeaders(res: Response) {
  expect(res.headers.get('Content-Type')).toContain('text/html');
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  const csp = res.headers.get('Content-Security-Policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  // Neither 'unsafe-eval' nor 'wasm-unsafe-eval': the page hosts no scan field (pageCsp in server/routes/workflow.ts).
  expect(csp).not.toContain('unsafe-eval');
}

describe('GET /workflow/portal?myg-action=login (the workflow-application login)', () => {
  it('opens a workflow session for a licensed user and carries its id in the page text', async () => {
    const fsp = await login(LICENSED);
    const res = await portal('login', fsp);
    expect(res.status).toBe(200);
    expectPageHeaders(res);
    const page = await res.text();
    const id = sessionIdOf(page);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(page).toContain('<html lang="sv">');
    expect(page).toContain(`Du är inloggad i arbetsflödesapplikationen. Sessionens id: <code id="myg-session-id">${id}</code>`);
    const row = await workflowRow(id ?? '');
    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, LICENSED));
    expect(row).toMatchObject({ userId: user?.id, openActivities: DEMO_OPEN_ACTIVITIES });
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(WORKFLOW_SESSION_HOURS * 3_600_000);
  });

  it('a new workflow session on every login; English with lang=en', async () => {
    const fsp = await login(LICENSED);
    const a = sessionIdOf(await (await portal('login', fsp)).text());
    const en = await (await portal('login', fsp, 'en')).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('You are logged in to the workflow application.');
    expect(sessionIdOf(en)).not.toBe(a);
  });

  it('an unknown, logged-out or idle-expired FSP session: 401, a page saying the session expired, no workflow session', async () => {
    const before = (await server.db.select({ id: workflowSessions.id }).from(workflowSessions)).length;
    const unknown = await portal('login', '0123456789abcdef0123456789abcdef');
    expect(unknown.status).toBe(401);
    expectPageHeaders(unknown);
    const text = await unknown.text();
    expect(text).toContain('<h1>Sessionen har gått ut</h1>');
    expect(sessionIdOf(text)).toBeNull();
    expect((await portal('login', '')).status).toBe(401);
    expect((await portal('login', '<script>alert(1)</script>')).status).toBe(401);

    const loggedOut = await login(LICENSED);
    expect((await request('/rs/authentication', { method: 'DELETE', headers: { [SESSION_HEADER]: loggedOut } })).status).toBe(204);
    const res = await portal('login', loggedOut, 'en');
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('<h1>The session has expired</h1>');

    const idle = await login(LICENSED);
    server.advance(31 * 60_000);
    expect((await portal('login', idle)).status).toBe(401);
    expect(await server.db.select().from(sessions).where(eq(sessions.id, idle))).toEqual([]); // the expired session is gone
    expect((await server.db.select({ id: workflowSessions.id }).from(workflowSessions)).length).toBe(before);
  });

  it('an embedded session (opened for another system) cannot log in to the workflow application: 401 page; nor close activities: 403', async () => {
    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, LICENSED));
    const id = await server.tokenSession(user?.id ?? 0, 'embedded');
    const res = await portal('login', id);
    expect(res.status).toBe(401);
    expect(sessionIdOf(await res.text())).toBeNull();
    const { workflow } = await workflowLogin();
    await expectError(await close(workflow, id), 403, 'FORBIDDEN');
    expect((await workflowRow(workflow))?.openActivities).toBe(DEMO_OPEN_ACTIVITIES);
  });

  it('a user without a workflow license: 403, the license error page, no workflow session', async () => {
    const fsp = await login(UNLICENSED);
    const before = (await server.db.select({ id: workflowSessions.id }).from(workflowSessions)).length;
    const res = await portal('login', fsp);
    expect(res.status).toBe(403);
    expectPageHeaders(res);
    const page = await res.text();
    expect(page).toContain('<h1>Licensfel</h1>');
    expect(sessionIdOf(page)).toBeNull();
    expect(await (await portal('login', fsp, 'en')).text()).toContain('<h1>License error</h1>');
    expect((await server.db.select({ id: workflowSessions.id }).from(workflowSessions)).length).toBe(before);
  });
});

describe('POST /rs/sessions/comflow/{sessionId}/close-all-comflow-activities', () => {
  it("closes the workflow session's open activities: 204, and 0 left", async () => {
    const { fsp, workflow } = await workflowLogin();
    expect((await workflowRow(workflow))?.openActivities).toBe(DEMO_OPEN_ACTIVITIES);
    const res = await close(workflow, fsp);
    expect(res.status).toBe(204);
    expect((await workflowRow(workflow))?.openActivities).toBe(0);
    expect((await close(workflow, fsp)).status).toBe(204); // closing none is no error
  });

  it('without a valid FSP session: 401 OTSS000, nothing closed', async () => {
    const { workflow } = await workflowLogin();
    await expectError(await close(workflow), 401, 'OTSS000');
    await expectError(await close(workflow, 'ffffffffffffffffffffffffffffffff'), 401, 'OTSS000');
    expect((await workflowRow(workflow))?.openActivities).toBe(DEMO_OPEN_ACTIVITIES);
  });

  it('an unknown workflow session, or one of another user: 401 WORKFLOW_SESSION_EXPIRED, with its text', async () => {
    const { fsp } = await workflowLogin();
    const body = await expectError(await close('0123456789abcdef0123456789abcdef', fsp), 401, 'WORKFLOW_SESSION_EXPIRED');
    expect(body.error.errorMessage).toBe('Sessionen i arbetsflödesapplikationen har gått ut. Logga in igen.');
    const en = await expectError(await close('nope', fsp, 'en'), 401, 'WORKFLOW_SESSION_EXPIRED');
    expect(en.error.errorMessage).toBe('The workflow application session has expired. Please log in again.');

    // Another licensed user's workflow session is not this user's to close.
    const [other] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'forskrivare@example.org'));
    const now = server.clock.now;
    await server.db.insert(workflowSessions).values({ id: 'b'.repeat(32), userId: other?.id ?? 0, createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000), openActivities: 3 });
    await expectError(await close('b'.repeat(32), fsp), 401, 'WORKFLOW_SESSION_EXPIRED');
    expect((await workflowRow('b'.repeat(32)))?.openActivities).toBe(3);
  });

  it(`a workflow session older than ${WORKFLOW_SESSION_HOURS} hours has expired: 401 WORKFLOW_SESSION_EXPIRED`, async () => {
    const { workflow } = await workflowLogin();
    server.advance(WORKFLOW_SESSION_HOURS * 3_600_000 + 1000);
    const fsp = await login(LICENSED); // the first FSP session went idle meanwhile
    await expectError(await close(workflow, fsp), 401, 'WORKFLOW_SESSION_EXPIRED');
    expect((await workflowRow(workflow))?.openActivities).toBe(DEMO_OPEN_ACTIVITIES);
  });

  it('a user without a workflow license: 403 WORKFLOW_LICENSE_ERROR, with its text', async () => {
    const fsp = await login(UNLICENSED);
    const sv = await expectError(await close('0123456789abcdef0123456789abcdef', fsp), 403, 'WORKFLOW_LICENSE_ERROR');
    expect(sv.error.errorMessage).toBe('Licensfel: du har ingen licens för arbetsflödesapplikationen.');
    const en = await expectError(await close('0123456789abcdef0123456789abcdef', fsp, 'en'), 403, 'WORKFLOW_LICENSE_ERROR');
    expect(en.error.errorMessage).toBe('License error: you have no license for the workflow application.');
  });

  it('is in the OpenAPI document under /rs', async () => {
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(await request('/rs/fsp/v1/openapi.json'));
    expect(Object.keys(doc.paths['/rs/sessions/comflow/{sessionId}/close-all-comflow-activities'] ?? {})).toEqual(['post']);
  });
});

describe('GET /workflow/portal?myg-action=_startTask (the workflow portal page)', () => {
  /** The one-time login token the page hands its script. */
  const tokenOf = (page: string) => /<meta name="fsp-login-token" content="([^"]+)"/.exec(page)?.[1] ?? null;

  it("lists the user's tasks, shows the open activities and hosts <fsp-documents> with its script", async () => {
    const { fsp, workflow } = await workflowLogin();
    await close(workflow, fsp);
    const res = await portal('_startTask', workflow);
    expect(res.status).toBe(200);
    expectPageHeaders(res);
    const page = await res.text();
    expect(page).toContain('<h1>Mina uppgifter</h1>');
    expect(page).toContain('Inloggad som Cecilia Comflow');
    expect(page).toContain('<strong id="open-activities">0</strong>');
    expect(page).toContain('Granska inkommen beställning');
    expect(page).toContain('<fsp-documents lang="sv" api-base="/rs"></fsp-documents>');
    expect(page).toContain('<script type="module" src="/workflow/portal.js"></script>');
    // The elements' loader comes from the page's script, once it has handed them the session.
    expect(page).not.toContain('/elements/loader.js');
    const script = await (await request('/workflow/portal.js')).text();
    expect(script.indexOf("await import('/elements/loader.js')")).toBeGreaterThan(script.indexOf('element.sessionId = id'));
    expect(page).not.toMatch(/<script>|<script type="module">|<style|style="/); // nothing inline
    const en = await (await portal('_startTask', workflow, 'en')).text();
    expect(en).toContain('<h1>My tasks</h1>');
    expect(en).toContain('<fsp-documents lang="en" api-base="/rs"></fsp-documents>');
  });

  it('its login token opens an FSP session once, which reads the documents', async () => {
    const { workflow } = await workflowLogin();
    const token = tokenOf(await (await portal('_startTask', workflow)).text());
    expect(token).toBeTruthy();
    const redeem = () =>
      request('/rs/authentication', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mylocLoginToken: token, persistent: false }) });
    const first = await redeem();
    expect(first.status).toBe(200);
    const { id } = await json<{ id: string }>(first);
    const [row] = await server.db.select({ kind: sessions.kind, userId: sessions.userId }).from(sessions).where(eq(sessions.id, id));
    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, LICENSED));
    expect(row).toEqual({ kind: WORKFLOW_PAGE_SESSION_KIND, userId: user?.id });
    const folders = await request('/rs/fsp/v1/company-guides/categories', { headers: { [SESSION_HEADER]: id } });
    expect(folders.status).toBe(200);
    expect((await json<{ count: number }>(folders)).count).toBeGreaterThan(0);
    await expectError(await redeem(), 401, 'token.is.revoked');
    // Each visit of the page gets a token of its own.
    expect(tokenOf(await (await portal('_startTask', workflow)).text())).not.toBe(token);
  });

  it('an unknown or expired workflow session: 401, a page saying so with a link back to the portal, no token', async () => {
    const unknown = await portal('_startTask', '0123456789abcdef0123456789abcdef');
    expect(unknown.status).toBe(401);
    expectPageHeaders(unknown);
    const text = await unknown.text();
    expect(text).toContain('<h1>Sessionen har gått ut</h1>');
    expect(text).toContain('<a href="/">Till förskrivarportalen</a>');
    expect(tokenOf(text)).toBeNull();

    const { workflow } = await workflowLogin();
    server.advance(WORKFLOW_SESSION_HOURS * 3_600_000 + 1000);
    const expired = await portal('_startTask', workflow, 'en');
    expect(expired.status).toBe(401);
    const page = await expired.text();
    expect(page).toContain('<h1>The session has expired</h1>');
    expect(page).toContain('<a href="/">To the prescriber portal</a>');
    expect(tokenOf(page)).toBeNull();
  });
});

describe('the demo portal', () => {
  it('without an action, a page saying the workflow application opens from the portal', async () => {
    const res = await request(PORTAL);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Arbetsflödesapplikationen öppnas från förskrivarportalen.');
  });

  it("serves the page's script and stylesheet as files", async () => {
    const js = await request(`${PORTAL}.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('Content-Type')).toContain('text/javascript');
    expect(await js.text()).toContain("JSON.stringify({ mylocLoginToken: token, persistent: false })");
    const css = await request(`${PORTAL}.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('Content-Type')).toContain('text/css');
  });

  it('lives at the configured portal path when that is a path here, else at /workflow/portal', () => {
    expect(workflowPortalPath({ workflowPortalUrl: '/workflow/portal' })).toBe('/workflow/portal');
    expect(workflowPortalPath({ workflowPortalUrl: '/comflow/portal/?x=1' })).toBe('/comflow/portal');
    expect(workflowPortalPath({ workflowPortalUrl: 'https://workflow.example.org/portal' })).toBe('/workflow/portal');
    expect(workflowPortalPath({ workflowPortalUrl: '//workflow.example.org/portal' })).toBe('/workflow/portal');
  });
});
