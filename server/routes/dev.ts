/**
 * Development pages of the reference server (not part of the fsp/v1 contract), on only where
 * config.devTools is set: /dev/mailbox shows the mail the server would have sent (reset links);
 * /dev/bankid is the "BankID app" in which a tester opens, approves, cancels or expires an order.
 * Plain HTML forms, no script, so they work under the page CSP.
 */
import { Hono } from 'hono';
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Env } from '../context.ts';
import { mobileIdOrders, outbox, users } from '../db/schema.ts';
import { currentOrder, ORDER_SECONDS } from './mobile-id.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Escaped text, with links to this server's own pages made clickable (found in the raw text, each piece escaped once). */
function linkify(text: string, origin: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = m[0];
    out += escape(text.slice(last, m.index));
    out += url.startsWith(`${origin}/`) ? `<a href="${escape(url)}">${escape(url)}</a>` : escape(url);
    last = m.index + url.length;
  }
  return out + escape(text.slice(last));
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>${body}</body></html>`;

/** What the tester may do with a pending order, and what it does to the order. */
const ACTIONS = {
  open: { label: 'Open the app (the user starts signing)', set: { hintCode: 'userSign' } },
  cancel: { label: 'Cancel', set: { status: 'failed', hintCode: 'userCancel' } },
  expire: { label: 'Let it expire', set: { status: 'failed', hintCode: 'expiredTransaction' } },
  'start-failed': { label: 'The app fails to start', set: { status: 'failed', hintCode: 'startFailed' } },
} as const;

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
    const options = people.map((p) => `<option value="${escape(p.identityNumber ?? '')}">${escape(p.identityNumber ?? '')} (${escape(p.username)})</option>`).join('');
    const items = orders
      .map(
        (o) => `<li><article aria-label="Order ${escape(o.orderRef)}"><h2>Order ${escape(o.orderRef)}</h2><p>Started ${escape(o.createdAt.toISOString())} · hint ${escape(o.hintCode)}</p>
<form method="post" action="/dev/bankid/${escape(o.orderRef)}/approve"><label>Personal identity number <input name="identityNumber" list="people" required pattern="\\d{12}"></label> <button>Approve</button></form>
${Object.entries(ACTIONS).map(([action, a]) => `<form method="post" action="/dev/bankid/${escape(o.orderRef)}/${action}"><button>${escape(a.label)}</button></form>`).join('\n')}</article></li>`,
      )
      .join('\n');
    return c.html(
      page(
        'Dev BankID app',
        `${message ? `<p role="status">${escape(message)}</p>` : ''}<p>Pending Mobile BankID orders of the last ${ORDER_SECONDS / 60} minutes, newest first. The personas have these identity numbers:</p><datalist id="people">${options}</datalist><ul>${people.map((p) => `<li>${escape(p.identityNumber ?? '')}: ${escape(p.username)}</li>`).join('')}</ul>${orders.length ? `<ol>${items}</ol>` : '<p>No pending order.</p>'}`,
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
        `<li><article><h2>${escape(m.subject)}</h2><p>To: ${escape(m.to)} · ${escape(m.createdAt.toISOString())}</p><pre>${linkify(m.body, origin)}</pre></article></li>`,
    )
    .join('\n');
  return c.html(page('Dev mailbox', `<p>Mail the reference server would have sent (it sends none), newest first.</p>${mails.length ? `<ol>${items}</ol>` : '<p>No mail yet.</p>'}`));
});
