/**
 * The wizards' outbox (issue: nothing lost): a step saved while the connection is lost is kept in
 * this browser (IndexedDB) as the calls it makes, shown as "saved locally, not yet sent", and sent
 * when the connection returns (the `online` event, or the next time the wizard opens online).
 *
 * One record a wizard line: `{user}:{order}:{type}:{line or "new"}`, the newest step's save
 * replacing an older one's (each step's calls carry the whole of that step). A record is only ever
 * sent for the user who made it. Nothing is kept after the session ends: the session's `clear()`
 * (logout, or the session's end) deletes the database.
 *
 * The records are the store `saves` of core's outbox (core/storage/outbox.ts).
 */
import { outboxStore } from '../../core/storage/outbox.ts';

/** One call of a step's save, made as the API client makes any: method, contract path, path params, body. */
export type SaveCall = { method: 'post' | 'put'; path: string; params: Record<string, number>; json: unknown };

/** A step saved locally: where it belongs, the calls to make, and the step to go on to once they are made. */
export type PendingSave = { key: string; order: number; type: string; content: number | null; step: number; calls: SaveCall[]; at: string };

export const outboxKey = (user: string, order: number, type: string, content: number | null) => `${user}:${order}:${type}:${content ?? 'new'}`;

export const outbox = outboxStore<PendingSave>('saves');
