/**
 * The session itself (under /rs): which kind it is. A main session is the portal's own; an
 * embedded one was opened for another system's page under /embedded/... and may call only the
 * embedded areas (server/embedded.ts), so the page needs to know which it has.
 */
import { z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse, defineRoute } from './common.ts';

export const SessionKind = z.enum(['main', 'embedded']).openapi('SessionKind');
export type SessionKind = z.infer<typeof SessionKind>;

export const CurrentSession = z
  .object({ kind: SessionKind.openapi({ description: 'main: the portal; embedded: only the embedded routes and their calls' }) })
  .openapi('CurrentSession');
export type CurrentSession = z.infer<typeof CurrentSession>;

export const getCurrentSession = defineRoute({
  operationId: 'getCurrentSession',
  method: 'get',
  path: '/sessions/current',
  summary: 'The kind of the calling session (main or embedded)',
  responses: { 200: jsonResponse('The session', CurrentSession), ...errorResponses(401) },
});
