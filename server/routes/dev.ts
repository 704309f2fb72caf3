/**
 * Development pages of the reference server (not part of the fsp/v1 contract), on only where
 * config.devTools is set: /dev/mailbox shows the mail the server would have sent (reset links);
 * /dev/bankid is the "BankID app" in which a tester opens, approves, cancels or expires an order;
 * /dev/login-tokens issues a login token for a persona (main or embedded session), and
 * /dev/embedded opens an embedded page as a persona with one;
 * /dev/sessions/:id/expire and /dev/users/:username let a session expire or a user be disabled;
 * /dev/faults makes API calls fail on purpose (see devFaults below).
 * Plain HTML forms, no script, so they work under the page CSP.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { API_ROOT } from '../../src/contract/constants.ts';
import type { Env } from '../context.ts';
import { mobileIdOrders, outbox, sessions, users } from '../db/schema.ts';
import { issueLoginToken } from '../login-tokens.ts';
import { DEMO_WORKFLOW_PATH } from './demo.ts';
import { currentOrder, ORDER_SECONDS } from './mobile-id.ts';
import { escapeHtml } from '../html.ts';


/** Escaped text, with links to this server's own pages made clickable (found in the raw text, each piece escaped once). */
function linkify(text: string, origin: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = m[0];
    out += escapeHtml(text.slice(last, m.index));
    out += url.startsWith(`${origin}/`) ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : escapeHtml(url);
    last = m.index + url.length;
  }
  return out + escapeHtml(text.slice(last));
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

/** What the tester may do with a pending order, and what it does to the order. */
const ACTIONS = {
  open: { label: 'Open the app (the user starts signing)', set: { hintCode: 'userSign' } },
  cancel: { label: 'Cancel', set: { status: 'failed', hintCode: 'userCancel' } },
  expire: { label: 'Let it expire', set: { status: 'failed', hintCode: 'expiredTransaction' } },
  'start-failed': { label: 'The app fails to start', set: { status: 'failed', hintCode: 'startFailed' } },
} as const;

/** POST /dev/login-tokens: who, which kind of session, and how long ago the token was issued. */
const LoginTokenRequest = z.object({
  username: z.string().min(1).max(200),
  sessionKind: z.enum(['main', 'embedded']).default('main'),
  ageMinutes: z.number().min(0).max(24 * 60).default(0),
});

export const devRoutes = new Hono<Env>()
  .use('/dev/*', async (c, next) => {
    // Off unless configured: on a deployed server these would hand anyone others' reset links and logins.
    if (!c.var.config.devTools) return c.notFound();
    c.header('Cache-Control', 'no-store');
    await next();
  })
  .get('/dev/bankid', async (c) => {
    const { db, config } = c.var;
    const since = new Date(config.now().getTime() - ORDER_SECONDS * 1000);
    const [orders, people] = await Promise.all([
      db.select().from(mobileIdOrders).where(and(eq(mobileIdOrders.status, 'pending'), gt(mobileIdOrders.createdAt, since))).orderBy(desc(mobileIdOrders.createdAt)).limit(10),
      db.select({ identityNumber: users.identityNumber, username: users.username }).from(users).where(isNotNull(users.identityNumber)).orderBy(users.id),
    ]);
    const message = c.req.query('message');
    const options = people.map((p) => `<option value="${escapeHtml(p.identityNumber ?? '')}">${escapeHtml(p.identityNumber ?? '')} (${escapeHtml(p.username)})</option>`).join('');
    const items = orders
      .map(
        (o) => `<li><article aria-label="Order ${escapeHtml(o.orderRef)}"><h2>Order ${escapeHtml(o.orderRef)}</h2><p>Started ${escapeHtml(o.createdAt.toISOString())} · hint ${escapeHtml(o.hintCode)}</p>
<form method="post" action="/dev/bankid/${escapeHtml(o.orderRef)}/approve"><label>Personal identity number <input name="identityNumber" list="people" required pattern="\\d{12}"></label> <button>Approve</button></form>
${Object.entries(ACTIONS).map(([action, a]) => `<form method="post" action="/dev/bankid/${escapeHtml(o.orderRef)}/${action}"><button>${escapeHtml(a.label)}</button></form>`).join('\n')}</article></li>`,
      )
      .join('\n');
    return c.html(
      page(
        'Dev BankID app',
        `${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}<p>Pending Mobile BankID orders of the last ${ORDER_SECONDS / 60} minutes, newest first. The personas have these identity numbers:</p><datalist id="people">${options}</datalist><ul>${people.map((p) => `<li>${escapeHtml(p.identityNumber ?? '')}: ${escapeHtml(p.username)}</li>`).join('')}</ul>${orders.length ? `<ol>${items}</ol>` : '<p>No pending order.</p>'}`,
      ),
    );
  })
  .post('/dev/bankid/:orderRef/:action', async (c) => {
    const { db, config } = c.var;
    const { orderRef, action } = c.req.param();
    const order = await currentOrder(db, orderRef, config.now());
    const back = (message: string) => c.redirect(`/dev/bankid?message=${encodeURIComponent(message)}`, 303);
    if (!order || order.status !== 'pending') return back(`Order ${orderRef} is not pending.`);
    if (action === 'approve') {
      const form = await c.req.parseBody();
      const identityNumber = typeof form.identityNumber === 'string' ? form.identityNumber.trim() : '';
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.identityNumber, identityNumber));
      if (!user) return back(`No user has the identity number ${identityNumber}.`);
      await db.update(mobileIdOrders).set({ status: 'complete', hintCode: 'complete', userId: user.id, completedAt: config.now() }).where(eq(mobileIdOrders.orderRef, orderRef));
      return back(`Order ${orderRef} approved as ${identityNumber}.`);
    }
    const a = ACTIONS[action as keyof typeof ACTIONS] as (typeof ACTIONS)[keyof typeof ACTIONS] | undefined;
    if (!a) return back(`Unknown action ${action}.`);
    await db.update(mobileIdOrders).set(a.set).where(eq(mobileIdOrders.orderRef, orderRef));
    return back(`Order ${orderRef}: ${a.label}.`);
  })
  .get('/dev/mailbox', async (c) => {
  const mails = await c.var.db.select().from(outbox).orderBy(desc(outbox.id)).limit(50);
  const origin = new URL(c.req.url).origin;
  const items = mails
    .map(
      (m) =>
        `<li><article><h2>${escapeHtml(m.subject)}</h2><p>To: ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt.toISOString())}</p><pre>${linkify(m.body, origin)}</pre></article></li>`,
    )
    .join('\n');
  return c.html(page('Dev mailbox', `<p>Mail the reference server would have sent (it sends none), newest first.</p>${mails.length ? `<ol>${items}</ol>` : '<p>No mail yet.</p>'}`));
  })
  /**
   * A login token for a persona, as the workflow application would issue one (source COMFLOW):
   * `{ username, sessionKind?: main | embedded, ageMinutes? }` answers `{ token }`; ageMinutes
   * back-dates it (past LOGIN_TOKEN_MINUTES it is expired). Redeemed with POST /rs/authentication.
   */
  .post('/dev/login-tokens', async (c) => {
    const parsed = LoginTokenRequest.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: { code: 'VALIDATION', errorMessage: z.prettifyError(parsed.error) } }, 400);
    const { db, config } = c.var;
    const { username, sessionKind, ageMinutes } = parsed.data;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username.toLowerCase()));
    if (!user) return c.json({ error: { code: 'NOT_FOUND', errorMessage: `No user ${username}` } }, 404);
    const issuedAt = new Date(config.now().getTime() - ageMinutes * 60_000);
    const token = await issueLoginToken(db, { userId: user.id, source: 'COMFLOW', sessionKind }, issuedAt);
    return c.json({ token }, 201);
  })
  /** A form for testers: open an embedded page (or the portal) as a persona, through a fresh login token. */
  .get('/dev/embedded', async (c) => {
    const people = await c.var.db.select({ username: users.username }).from(users).orderBy(users.id);
    const options = people.map((p) => `<option>${escapeHtml(p.username)}</option>`).join('');
    return c.html(
      page(
        'Dev: open the embedded mode',
        `<p>Opens a page of the embedded mode as another system would: with a one-time login token for an embedded session of the persona.</p>
<form method="post" action="/dev/embedded"><p><label>Persona <select name="username">${options}</select></label></p>
<p><label>Path <input name="path" value="/embedded/messages" required pattern="/embedded(/.*)?|/demo/workflow\.html"></label></p>
<p><label>Language <select name="lang"><option>sv</option><option>en</option></select></label></p>
<p><button>Open</button></p></form>`,
      ),
    );
  })
  .post('/dev/embedded', async (c) => {
    const form = await c.req.parseBody();
    const username = typeof form.username === 'string' ? form.username.toLowerCase() : '';
    // An embedded path of the portal, or the demo workflow page (a host page that takes the token too).
    const path = typeof form.path === 'string' && (/^\/embedded(\/[\w\-/]*)?$/.test(form.path) || form.path === DEMO_WORKFLOW_PATH) ? form.path : '/embedded/messages';
    const lang = form.lang === 'en' ? 'en' : 'sv';
    const { db, config } = c.var;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!user) return c.html(page('Dev: open the embedded mode', `<p role="alert">No user ${escapeHtml(username)}.</p>`), 404);
    const token = await issueLoginToken(db, { userId: user.id, source: 'COMFLOW', sessionKind: 'embedded' }, config.now());
    return c.redirect(`${path}?lang=${lang}&loginToken=${encodeURIComponent(token)}`, 303);
  })
  /** Lets a session go idle past the limit, so its next call meets the real expiry (401 OTSS000). */
  .post('/dev/sessions/:id/expire', async (c) => {
    const { db, config } = c.var;
    const idleSince = new Date(config.now().getTime() - (config.sessionIdleMinutes + 1) * 60_000);
    const rows = await db.update(sessions).set({ lastSeenAt: idleSince }).where(eq(sessions.id, c.req.param('id'))).returning({ id: sessions.id });
    return rows.length ? c.body(null, 204) : c.json({ error: { code: 'NOT_FOUND', errorMessage: 'No such session' } }, 404);
  })
  /** Disables or enables a user (`{ disabled }`): a disabled user's sessions die at their next call (401 OTSU002). */
  .put('/dev/users/:username', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const disabled = body && typeof body === 'object' && 'disabled' in body ? body.disabled : undefined;
    if (typeof disabled !== 'boolean') return c.json({ error: { code: 'VALIDATION', errorMessage: 'disabled: a boolean' } }, 400);
    const rows = await c.var.db.update(users).set({ disabled }).where(eq(users.username, c.req.param('username').toLowerCase())).returning({ id: users.id });
    return rows.length ? c.body(null, 204) : c.json({ error: { code: 'NOT_FOUND', errorMessage: 'No such user' } }, 404);
  });

/**
 * Fault injection for tests of the error catalogue (spec 1 §8) against the real server:
 * `POST /dev/faults { method?, pathPrefix, status, body, message?, code?, times }` arms the next
 * `times` API calls whose path starts with `pathPrefix` (and whose method matches, if given) to
 * answer `status` with a JSON error body (`json`: `{ error: { code, errorMessage } }`), the message
 * as a JSON string (`json-string`), a JSON object without a message (`json-object`), a plain text
 * body (`text`), an HTML page (`html`: a proxy's or another server's error page), no body
 * (`empty`), or no answer at all (`none`: the connection is destroyed
 * before anything is written). `GET /dev/faults` lists what is armed, `DELETE /dev/faults` disarms
 * everything. Faults live in the memory of one app and are created only when config.devTools is
 * on (server/app.ts), so a deployed server has neither the routes nor the middleware.
 */
const FaultSpec = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
  pathPrefix: z.string().startsWith(`${API_ROOT}/`).max(300),
  status: z.number().int().min(400).max(599).default(500),
  body: z.enum(['json', 'json-string', 'json-object', 'text', 'html', 'empty', 'none']).default('json'),
  message: z.string().max(500).optional(),
  code: z.string().max(60).optional(),
  times: z.number().int().min(1).max(1000).default(1),
});
export type Fault = z.infer<typeof FaultSpec> & { id: number };

/** What tells the in-browser server (server/browser.ts) to fail the fetch, where there is no socket to destroy. */
export const NO_RESPONSE_HEADER = 'X-Dev-Fault';

type NodeBindings = { incoming?: { socket?: { destroy: () => void } | null } } | undefined;

export function devFaults() {
  const armed: Fault[] = [];
  let nextId = 1;

  const middleware: MiddlewareHandler<Env> = async (c, next) => {
    const fault = armed.find((f) => (!f.method || f.method === c.req.method) && c.req.path.startsWith(f.pathPrefix));
    if (!fault) return next();
    fault.times -= 1;
    if (fault.times <= 0) armed.splice(armed.indexOf(fault), 1);
    const message = fault.message ?? `Injected fault ${fault.status}`;
    switch (fault.body) {
      case 'none': {
        // Node: close the connection without a byte written, so the browser sees no response.
        (c.env as NodeBindings)?.incoming?.socket?.destroy();
        return c.body(null, 502, { [NO_RESPONSE_HEADER]: 'no-response' });
      }
      case 'json':
        return c.json({ error: { code: fault.code ?? 'DEV_FAULT', errorMessage: message } }, fault.status as ContentfulStatusCode);
      case 'json-string':
        return c.json(message, fault.status as ContentfulStatusCode);
      case 'json-object':
        return c.json({ status: fault.status }, fault.status as ContentfulStatusCode);
      case 'text':
        return c.text(message, fault.status as ContentfulStatusCode);
      case 'html':
        return c.html(`<!doctype html><html><head><title>${fault.status}</title></head><body><h1>${escapeHtml(message)}</h1></body></html>`, fault.status as ContentfulStatusCode);
      case 'empty':
        return c.body(null, fault.status as ContentfulStatusCode);
    }
  };

  const routes = new Hono<Env>()
    .get('/dev/faults', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ faults: armed });
    })
    .post('/dev/faults', async (c) => {
      const parsed = FaultSpec.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return c.json({ error: { code: 'VALIDATION', errorMessage: z.prettifyError(parsed.error) } }, 400);
      const fault: Fault = { ...parsed.data, id: nextId++ };
      armed.push(fault);
      return c.json(fault, 201);
    })
    .delete('/dev/faults', (c) => {
      armed.length = 0;
      return c.body(null, 204);
    });

  return { middleware, routes };
}
