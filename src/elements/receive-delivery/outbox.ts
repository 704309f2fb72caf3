/**
 * A receipt under way, kept in this browser (core's outbox, store `receipts`): the wizard's draft,
 * step and idempotency key, written when a step is passed and before Receive is sent. When the
 * page is reloaded meanwhile (the portal reloads after the connection returns; a RECEIVE whose
 * answer was lost may have been received), the wizard opens where it was with the same key, so
 * Receive pressed again answers the first receipt instead of receiving twice. Deleted once
 * received; nothing is kept after the session ends (the outbox database is deleted then).
 *
 * One record a user and wizard path: `{username}:/receive/delivery/order/{type}/{supplier}/{product}/{baseStorage}`.
 */
import type { ReceiveDraft } from '../../areas/receive/delivery.ts';
import { outboxStore } from '../../core/storage/outbox.ts';

export type PendingReceipt = { key: string; idempotencyKey: string; draft: ReceiveDraft; step: number; reached: number; at: string };

export const receiptKey = (user: string, path: string) => `${user}:${path}`;

export const receipts = outboxStore<PendingReceipt>('receipts');
