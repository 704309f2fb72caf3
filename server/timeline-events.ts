/**
 * Recording what no other table keeps, for the timelines (issue 41; schema.ts timelineEvents,
 * server/routes/timeline.ts): each writer calls `recordEvents` in its own transaction, so an event
 * is kept exactly when what it tells is.
 */
import type { Db } from './db/index.ts';
import { timelineEvents } from './db/schema.ts';
import type { TimelineEvent } from '../src/contract/shared/timeline.ts';

/** The events recorded here (the others are read from the tables that keep them). */
export const RECORDED_EVENTS = ['MOVED', 'STOCK_SCRAPPED', 'COUNTED', 'LINE_STATUS', 'WORK_STATUS', 'TASK_REPORTED'] as const satisfies readonly TimelineEvent[];
export type RecordedEvent = (typeof RECORDED_EVENTS)[number];

export type EventRow = Omit<typeof timelineEvents.$inferInsert, 'id' | 'event'> & { event: RecordedEvent };

export async function recordEvents(tx: Db, rows: readonly EventRow[]): Promise<void> {
  if (rows.length) await tx.insert(timelineEvents).values([...rows]);
}
