/**
 * Development pages of the reference server (not part of the fsp/v1 contract): /dev/mailbox shows
 * the mail the server would have sent, newest first, so a tester can follow a reset link.
 */
import { Hono } from 'hono';
import { desc } from 'drizzle-orm';
import type { Env } from '../context.ts';
import { outbox } from '../db/schema.ts';

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

export const devRoutes = new Hono<Env>().get('/dev/mailbox', async (c, next) => {
  // Off unless configured: on a deployed server it would hand anyone the reset links of others.
  if (!c.var.config.devMailbox) return next();
  const mails = await c.var.db.select().from(outbox).orderBy(desc(outbox.id)).limit(50);
  const origin = new URL(c.req.url).origin;
  const items = mails
    .map(
      (m) =>
        `<li><article><h2>${escape(m.subject)}</h2><p>To: ${escape(m.to)} · ${escape(m.createdAt.toISOString())}</p><pre>${linkify(m.body, origin)}</pre></article></li>`,
    )
    .join('\n');
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title></head><body><h1>Dev mailbox</h1><p>Mail the reference server would have sent (it sends none), newest first.</p>${mails.length ? `<ol>${items}</ol>` : '<p>No mail yet.</p>'}</body></html>`,
  );
});
