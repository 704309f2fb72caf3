/**
 * The workflow application (COMFLOW), played by the reference server as a small demo:
 * - POST /rs/sessions/comflow/{sessionId}/close-all-comflow-activities (the contract's one JSON call);
 * - the workflow portal's HTML pages at the configured portal path (default /workflow/portal):
 *   `?myg-action=login&sessionId=<FSP session id>` logs the FSP user in to the workflow application
 *   and answers a page carrying the workflow session id in `<meta name="myg-session-id">`;
 *   `?myg-action=_startTask&sessionId=<workflow session id>` is the workflow portal page, which
 *   lists the user's tasks and hosts `<fsp-documents>`, handing it an FSP session made from a
 *   one-time login token (source COMFLOW) by its script, `<path>.js`.
 * The pages carry their own strict CSP (no inline script or style) and are never cached.
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { and, eq, gt } from 'drizzle-orm';
import { API_ROOT, SESSION_HEADER } from '../../src/contract/common.ts';
import { closeWorkflowActivities, WORKFLOW_SESSION_META } from '../../src/contract/workflow.ts';
import { newRouter, requireSession, type Env, type ServerConfig } from '../context.ts';
import { randomId } from '../crypto.ts';
import type { Db } from '../db/index.ts';
import { users, workflowSessions } from '../db/schema.ts';
import { ApiError, type Lang } from '../errors.ts';
import { issueLoginToken, type SessionKind } from '../login-tokens.ts';

/** Where the demo portal lives when the configured portal address is not a path on this server. */
export const DEMO_PORTAL_PATH = '/workflow/portal';
/** A workflow session lives this long from its login. */
export const WORKFLOW_SESSION_HOURS = 4;
/** Activities a new workflow session starts with, as if left open by an earlier visit (the demo's). */
export const DEMO_OPEN_ACTIVITIES = 2;
/**
 * The kind of FSP session the portal page hands its elements. Not 'embedded': an embedded session
 * may call only what the embedded routes need (server/embedded.ts), and the company documents the
 * page shows are not among them. Switch to 'embedded' when the page hosts an embedded area instead.
 */
export const WORKFLOW_PAGE_SESSION_KIND: SessionKind = 'main';

/** The path the demo portal is served at: the configured address when it is a path here. */
export function workflowPortalPath(config: Pick<ServerConfig, 'workflowPortalUrl'>): string {
  const url = config.workflowPortalUrl;
  if (!url.startsWith('/') || url.startsWith('//')) return DEMO_PORTAL_PATH;
  const path = url.split(/[?#]/)[0]?.replace(/\/+$/, '');
  return path || DEMO_PORTAL_PATH;
}

async function hasLicense(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ license: users.workflowLicense }).from(users).where(eq(users.id, userId));
  return Boolean(row?.license);
}

/** The user's workflow session, if it exists and has not expired. */
async function currentWorkflowSession(db: Db, id: string, now: Date) {
  const [row] = await db
    .select({ id: workflowSessions.id, userId: workflowSessions.userId, openActivities: workflowSessions.openActivities, firstName: users.firstName, surname: users.surname })
    .from(workflowSessions)
    .innerJoin(users, eq(users.id, workflowSessions.userId))
    .where(and(eq(workflowSessions.id, id), gt(workflowSessions.expiresAt, now)));
  return row ?? null;
}

const apiRoutes = newRouter().openapi(closeWorkflowActivities, async (c) => {
  const { userId } = await requireSession(c);
  const { db, config } = c.var;
  if (!(await hasLicense(db, userId))) throw new ApiError(403, 'WORKFLOW_LICENSE_ERROR');
  const { sessionId } = c.req.valid('param');
  const closed = await db
    .update(workflowSessions)
    .set({ openActivities: 0 })
    .where(and(eq(workflowSessions.id, sessionId), eq(workflowSessions.userId, userId), gt(workflowSessions.expiresAt, config.now())))
    .returning({ id: workflowSessions.id });
  if (!closed.length) throw new ApiError(401, 'WORKFLOW_SESSION_EXPIRED');
  return c.body(null, 204);
});

const TEXTS = {
  sv: {
    app: 'Arbetsflöde',
    demo: 'Demo av arbetsflödesapplikationen i referensservern',
    loggedInAs: 'Inloggad som {name}',
    loginTitle: 'Inloggad i arbetsflödesapplikationen',
    loginText: 'Du är inloggad i arbetsflödesapplikationen. Sessionens id:',
    expiredTitle: 'Sessionen har gått ut',
    expiredText: 'Din session har gått ut. Logga in igen i förskrivarportalen för att öppna arbetsflödet.',
    licenseTitle: 'Licensfel',
    licenseText: 'Du har ingen licens för arbetsflödesapplikationen. Kontakta din administratör.',
    indexTitle: 'Arbetsflödesapplikationen',
    indexText: 'Arbetsflödesapplikationen öppnas från förskrivarportalen.',
    toPortal: 'Till förskrivarportalen',
    tasksTitle: 'Mina uppgifter',
    openActivities: 'Öppna aktiviteter från tidigare besök',
    task: 'Uppgift',
    caseNo: 'Ärende',
    due: 'Klar senast',
    tasks: [
      ['Granska inkommen beställning', '10427', '2025-05-06'],
      ['Planera utprovning av elrullstol', '2207', '2025-05-09'],
      ['Besvara fråga från Hjälpmedelscentralen', '3318', '2025-05-14'],
    ],
    documentsTitle: 'Dokument från förskrivarportalen',
    connecting: 'Ansluter till förskrivarportalen…',
    connected: 'Ansluten till förskrivarportalen.',
    connectFailed: 'Det gick inte att ansluta till förskrivarportalen. Ladda om sidan för att försöka igen.',
  },
  en: {
    app: 'Workflow',
    demo: "The reference server's demo of the workflow application",
    loggedInAs: 'Logged in as {name}',
    loginTitle: 'Logged in to the workflow application',
    loginText: 'You are logged in to the workflow application. The session id:',
    expiredTitle: 'The session has expired',
    expiredText: 'Your session has expired. Log in again in the prescriber portal to open the workflow.',
    licenseTitle: 'License error',
    licenseText: 'You have no license for the workflow application. Contact your administrator.',
    indexTitle: 'The workflow application',
    indexText: 'The workflow application is opened from the prescriber portal.',
    toPortal: 'To the prescriber portal',
    tasksTitle: 'My tasks',
    openActivities: 'Open activities from earlier visits',
    task: 'Task',
    caseNo: 'Case',
    due: 'Due',
    tasks: [
      ['Review an incoming order', '10427', '2025-05-06'],
      ['Plan a power wheelchair fitting', '2207', '2025-05-09'],
      ['Answer a question from the assistive aid centre', '3318', '2025-05-14'],
    ],
    documentsTitle: 'Documents from the prescriber portal',
    connecting: 'Connecting to the prescriber portal…',
    connected: 'Connected to the prescriber portal.',
    connectFailed: 'Could not connect to the prescriber portal. Reload the page to try again.',
  },
} as const satisfies Record<Lang, unknown>;

/**
 * The CSP of the pages this server writes (the demo portal's, the demo workflow host's): scripts,
 * styles, pictures and calls from this origin only, nothing inline; framed by `frameAncestors`.
 * Decided (issue 40): no 'wasm-unsafe-eval', unlike the standalone's own pages (server/node.ts).
 * It lets the scanner's reader (WebAssembly) compile, and these pages host no field that scans:
 * the workflow portal page `<fsp-documents>`, the demo host `<fsp-fittings>` and `<fsp-fitting>`
 * (the elements with a scan field: the inventory search and count, the stock balance, a task, the
 * deviation report, the receive delivery). So it would allow something nothing here uses; a page
 * that comes to host one of those adds it, as docs/embedding.md ("Scanning") tells a host to.
 * Pinned by workflow-api.test.ts and demo-page.test.ts (no 'unsafe-eval' of either kind).
 */
export const pageCsp = (frameAncestors: "'self'" | "'none'") =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');

/** Our pages: never framed by others. */
const PORTAL_CSP = pageCsp("'self'");

/** The page's language: `lang=sv|en` in the query (the portal passes its own), else Accept-Language. */
export function pageLang(c: Context<Env>): Lang {
  const asked = c.req.query('lang');
  return asked === 'en' || asked === 'sv' ? asked : c.var.lang;
}

type Page = { lang: Lang; title: string; head?: unknown; body: unknown; user?: string | undefined };

function respond(c: Context<Env>, status: 200 | 401 | 403, page: Page, assets: string) {
  c.header('Content-Security-Policy', PORTAL_CSP);
  c.header('Cache-Control', 'no-store');
  const t = TEXTS[page.lang];
  return c.html(
    html`<!doctype html>
<html lang="${page.lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${page.title} – ${t.app}</title>
    <link rel="stylesheet" href="${assets}.css" />
    ${page.head ?? ''}
  </head>
  <body>
    <header class="wf-header">
      <p class="wf-brand">${t.app}</p>
      ${page.user ? html`<p class="wf-user">${t.loggedInAs.replace('{name}', page.user)}</p>` : ''}
    </header>
    <main class="wf-main">${page.body}</main>
    <footer class="wf-footer"><p>${t.demo}</p></footer>
  </body>
</html>`,
    status,
  );
}

function messagePage(c: Context<Env>, status: 200 | 401 | 403, lang: Lang, kind: 'expired' | 'license' | 'index', assets: string) {
  const t = TEXTS[lang];
  const title = kind === 'expired' ? t.expiredTitle : kind === 'license' ? t.licenseTitle : t.indexTitle;
  const text = kind === 'expired' ? t.expiredText : kind === 'license' ? t.licenseText : t.indexText;
  return respond(c, status, { lang, title, body: html`<h1>${title}</h1><p>${text}</p><p><a href="/">${t.toPortal}</a></p>` }, assets);
}

/** The portal's login for an FSP user: checks the FSP session and the license, opens a workflow session. */
async function loginPage(c: Context<Env>, fspSessionId: string, lang: Lang, assets: string) {
  const { db, config } = c.var;
  let userId: number;
  try {
    // The same check as every API call's, with the id from the query instead of the header.
    ({ userId } = await requireSession({ var: c.var, set: c.set, req: { header: (name) => (name === SESSION_HEADER ? fspSessionId : undefined) } }));
  } catch (error) {
    // 401: unknown, idle-expired or disabled. 403: a session that may not do this (an embedded one).
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return messagePage(c, 401, lang, 'expired', assets);
    throw error;
  }
  if (!(await hasLicense(db, userId))) return messagePage(c, 403, lang, 'license', assets);
  const now = config.now();
  const id = randomId();
  await db.insert(workflowSessions).values({
    id,
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + WORKFLOW_SESSION_HOURS * 3_600_000),
    openActivities: DEMO_OPEN_ACTIVITIES,
  });
  const t = TEXTS[lang];
  return respond(
    c,
    200,
    {
      lang,
      title: t.loginTitle,
      head: html`<meta name="${WORKFLOW_SESSION_META}" content="${id}" />`,
      body: html`<h1>${t.loginTitle}</h1><p>${t.loginText} <code id="${WORKFLOW_SESSION_META}">${id}</code></p>`,
    },
    assets,
  );
}

/** The workflow portal page: the user's tasks, and `<fsp-documents>` on a session handed over by token. */
async function taskPage(c: Context<Env>, workflowSessionId: string, lang: Lang, assets: string) {
  const { db, config } = c.var;
  const now = config.now();
  const workflow = await currentWorkflowSession(db, workflowSessionId, now);
  if (!workflow) return messagePage(c, 401, lang, 'expired', assets);
  const token = await issueLoginToken(db, { userId: workflow.userId, source: 'COMFLOW', sessionKind: WORKFLOW_PAGE_SESSION_KIND }, now);
  const t = TEXTS[lang];
  return respond(
    c,
    200,
    {
      lang,
      title: t.tasksTitle,
      user: `${workflow.firstName} ${workflow.surname}`,
      head: html`<meta name="fsp-login-token" content="${token}" />
    <meta name="fsp-api-base" content="${API_ROOT}" />
    <script type="module" src="${assets}.js"></script>`,
      body: html`<h1>${t.tasksTitle}</h1>
      <p class="wf-activities">${t.openActivities}: <strong id="open-activities">${workflow.openActivities}</strong></p>
      <div class="wf-table-wrap">
        <table class="wf-tasks">
          <thead><tr><th scope="col">${t.task}</th><th scope="col">${t.caseNo}</th><th scope="col">${t.due}</th></tr></thead>
          <tbody>${t.tasks.map(([task, caseNo, due]) => html`<tr><td>${task}</td><td>${caseNo}</td><td class="wf-date"><time datetime="${due}">${due}</time></td></tr>`)}</tbody>
        </table>
      </div>
      <section class="wf-documents" aria-label="${t.documentsTitle}">
        <p id="fsp-status" role="status" data-connected="${t.connected}" data-failed="${t.connectFailed}">${t.connecting}</p>
        <fsp-documents lang="${lang}" api-base="${API_ROOT}"></fsp-documents>
      </section>`,
    },
    assets,
  );
}

/**
 * The page's script (a file, for the CSP): redeems the one-time login token for an FSP session
 * (POST /rs/authentication `{ mylocLoginToken, persistent: false }`) and hands it to the elements.
 */
const PORTAL_SCRIPT = `// The workflow portal page hands its elements an FSP session made from the page's one-time token.
const tokenMeta = document.querySelector('meta[name="fsp-login-token"]');
const apiBase = document.querySelector('meta[name="fsp-api-base"]')?.content || '/rs';
const status = document.getElementById('fsp-status');

async function connect() {
  if (!tokenMeta) return;
  const token = tokenMeta.content;
  tokenMeta.remove(); // it works once; nothing on the page needs it any more
  try {
    const response = await fetch(apiBase + '/authentication', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': document.documentElement.lang },
      body: JSON.stringify({ mylocLoginToken: token, persistent: false }),
    });
    if (!response.ok) throw new Error('login answered ' + response.status);
    const { id } = await response.json();
    for (const element of document.querySelectorAll('fsp-documents')) element.sessionId = id;
    if (status) status.textContent = status.dataset.connected;
  } catch (error) {
    console.error(error);
    if (status) status.textContent = status.dataset.failed;
  }
  // The elements' code only now: they start with the handed session, never with another one this
  // origin may have stored (the portal's own, in this tab).
  await import('/elements/loader.js');
}

void connect();
`;

/** The look the demo portal's pages and the demo workflow host share: the page, its header (the footer's colours are in each). */
export const PAGE_BASE_STYLES = `:root { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2933; background: #f4f1fa; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; }
.wf-header { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 8px 24px; padding: 12px 24px; background: #4a2c7a; color: #fff; }
.wf-header p { margin: 0; }
`;

const PORTAL_STYLES = `${PAGE_BASE_STYLES}.wf-brand { font-size: 20px; font-weight: 700; letter-spacing: 0.02em; }
.wf-main { flex: 1; width: 100%; max-width: 1100px; margin: 0 auto; padding: 24px; box-sizing: border-box; }
.wf-main h1 { margin: 0 0 16px; font-size: 28px; }
.wf-main a { color: #4a2c7a; }
.wf-main code { word-break: break-all; }
.wf-activities { margin: 0 0 16px; }
.wf-table-wrap { overflow-x: auto; margin-bottom: 32px; background: #fff; border: 1px solid #d6cde6; border-radius: 6px; }
.wf-tasks { width: 100%; border-collapse: collapse; }
.wf-tasks th, .wf-tasks td { text-align: start; padding: 10px 12px; border-bottom: 1px solid #e6e0f0; vertical-align: top; }
.wf-tasks tbody tr:last-child td { border-bottom: 0; }
.wf-tasks th { background: #ede7f6; font-weight: 600; }
.wf-tasks .wf-date { white-space: nowrap; }
.wf-documents { background: #fff; border: 1px solid #d6cde6; border-radius: 6px; padding: 16px; }
.wf-documents fsp-documents { display: block; }
#fsp-status { margin: 0 0 4px; font-size: 14px; color: #4b5563; }
.wf-footer { padding: 12px 24px; background: #2e1b4d; color: #e9e3f5; font-size: 14px; }
.wf-footer p { margin: 0; }
@media (max-width: 599.98px) {
  .wf-header, .wf-main, .wf-footer { padding-left: 12px; padding-right: 12px; }
  .wf-main h1 { font-size: 24px; }
  .wf-tasks th, .wf-tasks td { padding: 8px; }
  .wf-documents { padding: 12px; }
}
`;

/** A page's script or stylesheet: asked again (no-cache), so a changed server serves the new one. */
export const pageAsset = (body: string, type: 'text/javascript' | 'text/css') => (c: Context<Env>) => {
  c.header('Cache-Control', 'no-cache');
  return c.body(body, 200, { 'Content-Type': `${type}; charset=utf-8` });
};

/** The close call under /rs, and the demo portal's pages and their script and stylesheet. */
export function workflowRoutes(config: Pick<ServerConfig, 'workflowPortalUrl'>) {
  const path = workflowPortalPath(config);
  const pages = new Hono<Env>()
    .get(`${path}.js`, pageAsset(PORTAL_SCRIPT, 'text/javascript'))
    .get(`${path}.css`, pageAsset(PORTAL_STYLES, 'text/css'))
    .get(path, async (c) => {
      const lang = pageLang(c);
      const sessionId = c.req.query('sessionId') ?? '';
      const action = c.req.query('myg-action');
      if (action === 'login') return loginPage(c, sessionId, lang, path);
      if (action === '_startTask') return taskPage(c, sessionId, lang, path);
      return messagePage(c, 200, lang, 'index', path);
    });
  return newRouter().route(API_ROOT, apiRoutes).route('/', pages);
}
