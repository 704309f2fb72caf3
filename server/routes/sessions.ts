/** GET /rs/sessions/current: the kind of the calling session (main or embedded). */
import { getCurrentSession } from '../../src/contract/sessions.ts';
import { newRouter, requireSession } from '../context.ts';

export const sessionRoutes = newRouter().openapi(getCurrentSession, async (c) => {
  const { kind } = await requireSession(c);
  return c.json({ kind }, 200);
});
