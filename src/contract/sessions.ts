/**
 * The session itself (under /rs): which kind it is. A main session is the portal's own; an
 * embedded one was opened for another system's page under /embedded/... and may call only the
 * embedded areas (server/embedded.ts), so the page needs to know which it has.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, errorResponses, jsonResponse, security } from './common.ts';

export const SessionKind = z.enum(['main', 'embedded']).openapi('SessionKind');
export type SessionKind = z.infer<typeof SessionKind>;

export const CurrentSession = z
  .object({ kind: SessionKind.openapi({ description: 'main: the portal; embedded: only the embedded routes and their calls' }) })
  .openapi('CurrentSession');
export type CurrentSession = z.infer<typeof CurrentSession>;

export const getCurrentSession = createRoute({
  method: 'get',
  path: '/sessions/current',
  summary: 'The kind of the calling session (main or embedded)',
  security,
  responses: { 200: jsonResponse('The session', CurrentSession), 403: errorResponse('Not allowed'), ...errorResponses },
});
