/** Mobile BankID (the "mobile ID" login method): start an order and collect its status (under /rs). */
import { z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse, noSession, defineRoute } from './common.ts';

export const MobileIdStart = z
  .object({ autoStartToken: z.string(), qrStartToken: z.string(), qrStartSecret: z.string(), orderRef: z.string() })
  .openapi('MobileIdStart');
export type MobileIdStart = z.infer<typeof MobileIdStart>;

export const MOBILE_ID_STATUSES = ['pending', 'complete', 'failed'] as const;
export const MOBILE_ID_HINTS = ['outstandingTransaction', 'userSign', 'started', 'userCancel', 'expiredTransaction', 'startFailed'] as const;

export const MobileIdCollect = z
  .object({ status: z.enum(MOBILE_ID_STATUSES), hintCode: z.enum(MOBILE_ID_HINTS).nullable() })
  .openapi('MobileIdCollect');
export type MobileIdCollect = z.infer<typeof MobileIdCollect>;
export type MobileIdHint = (typeof MOBILE_ID_HINTS)[number];

export const startMobileId = defineRoute({
  operationId: 'startMobileId',
  method: 'post',
  path: '/mobile-id/authentication',
  summary: 'Start a Mobile BankID authentication (no session needed); the order expires after 3 minutes',
  security: noSession,
  responses: { 200: jsonResponse('The order', MobileIdStart), ...errorResponses({ 429: 'TOO_MANY_ATTEMPTS: too many orders started from the address; Retry-After says the seconds to wait' }) },
});

export const collectMobileId = defineRoute({
  operationId: 'collectMobileId',
  method: 'post',
  path: '/mobile-id/collect',
  summary: 'The status of an order; poll every 2 seconds while pending. On complete, log in with the order reference as token.',
  security: noSession,
  request: { body: { required: true, content: { 'application/json': { schema: z.object({ orderRef: z.string().uuid() }) } } } },
  responses: { 200: jsonResponse('Status', MobileIdCollect), ...errorResponses(400, { 404: 'NOT_FOUND: no such order' }) },
});
