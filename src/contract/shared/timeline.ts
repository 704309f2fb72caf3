/**
 * Timelines (issue 41): an aid's life (GET /fixed-assets/{fixedAsset}/timeline) and a client's story
 * (GET /clients/{client}/timeline). Zod-free: the browser imports the kinds, events, links and the
 * lifecycle rule as values; the server answers by the same lists (src/contract/timeline.ts).
 */

/** What a timeline is filtered by (`kinds`): one entry has one kind. */
export const TIMELINE_KINDS = ['STOCK', 'ORDER', 'WORK', 'TASK', 'HOLDING', 'FITTING', 'DEVIATION'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/**
 * What happened, by kind:
 * - STOCK: RECEIVED (a delivery received into a base storage), MOVED (to another warehouse location),
 *   COUNTED (an inventory count confirmed a changed quantity), STOCK_SCRAPPED (scrapped from a storage);
 * - ORDER: ORDER_CREATED, ORDER_SENT, ORDER_CANCELLED, LINE_ORDERED (a pickup line naming the aid),
 *   LINE_CONFIRMED (a referenced line confirmed, e.g. from a fitting), LINE_STATUS (the supply service
 *   moved a line on);
 * - WORK: WORK_ORDERED (a work order naming the aid sent), WORK_STATUS (its status moved on: in
 *   process, done);
 * - TASK: TASK_CREATED (a delivery to or collection from the client planned), TASK_REPORTED (closed);
 * - HOLDING: HANDED_OVER, RETURNED, SCRAPPED, MOVED_IN, MOVED_OUT, ACCESSORY_ADDED, ACCESSORY_REMOVED
 *   (the client's holding transactions);
 * - FITTING: FITTING_CREATED, MEETING_BOOKED, MEETING_CHANGED, MEETING_CANCELED, FITTING_COMPLETED,
 *   FITTING_ANNULLED;
 * - DEVIATION: DEVIATION_REPORTED.
 */
export const TIMELINE_EVENTS = {
  STOCK: ['RECEIVED', 'MOVED', 'COUNTED', 'STOCK_SCRAPPED'],
  ORDER: ['ORDER_CREATED', 'ORDER_SENT', 'ORDER_CANCELLED', 'LINE_ORDERED', 'LINE_CONFIRMED', 'LINE_STATUS'],
  WORK: ['WORK_ORDERED', 'WORK_STATUS'],
  TASK: ['TASK_CREATED', 'TASK_REPORTED'],
  HOLDING: ['HANDED_OVER', 'RETURNED', 'SCRAPPED', 'MOVED_IN', 'MOVED_OUT', 'ACCESSORY_ADDED', 'ACCESSORY_REMOVED'],
  FITTING: ['FITTING_CREATED', 'MEETING_BOOKED', 'MEETING_CHANGED', 'MEETING_CANCELED', 'FITTING_COMPLETED', 'FITTING_ANNULLED'],
  DEVIATION: ['DEVIATION_REPORTED'],
} as const satisfies Record<TimelineKind, readonly string[]>;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[TimelineKind][number];
export const TIMELINE_EVENT_LIST = Object.values(TIMELINE_EVENTS).flat() as readonly TimelineEvent[];

/** The kind an event belongs to. */
export function kindOfEvent(event: TimelineEvent): TimelineKind {
  for (const kind of TIMELINE_KINDS) if ((TIMELINE_EVENTS[kind] as readonly string[]).includes(event)) return kind;
  throw new Error(`unknown timeline event ${event}`);
}

/**
 * What an entry links to, each a page of the portal: ORDER (the order), TASK (the task), FITTING (the
 * fitting), DEVIATION (the deviation: only the reporter's own, as its page), FIXED_ASSET (the aid),
 * CLIENT (the client), INVENTORY (the count).
 */
export const TIMELINE_LINK_TYPES = ['ORDER', 'TASK', 'FITTING', 'DEVIATION', 'FIXED_ASSET', 'CLIENT', 'INVENTORY'] as const;
export type TimelineLinkType = (typeof TIMELINE_LINK_TYPES)[number];

/**
 * The facts an entry's details may show, each a name and a value (a label already in the caller's
 * language, a date-time in ISO 8601, a number or a code as stored).
 */
export const TIMELINE_FACTS = [
  'STATUS',
  'STORAGE',
  'FROM_LOCATION',
  'TO_LOCATION',
  'SUPPLIER',
  'REFERENCE',
  'QUANTITY',
  'QUANTITY_BEFORE',
  'QUANTITY_AFTER',
  'CLIENT',
  'OTHER_CLIENT',
  'REASON',
  'PLANNED_AT',
  'MEETING_AT',
  'CATEGORY',
  'TYPE',
  'DESCRIPTION',
  'WORK_TYPE',
  'PRIORITY',
  'TEXT',
  'COUNT',
  'TASK_TYPE',
  'ORDER_NUMBER',
] as const;
export type TimelineFact = (typeof TIMELINE_FACTS)[number];
/** Facts whose value is an ISO 8601 date-time, shown in the reader's format. */
export const TIMELINE_DATE_FACTS: readonly TimelineFact[] = ['PLANNED_AT', 'MEETING_AT'];

/**
 * Where an aid is now, the lifecycle strip's stages in their order: RECEIVED (received, never yet
 * handed out nor counted), IN_STORAGE, WITH_CLIENT, IN_REPAIR (a work order naming it is sent and
 * not done), RETURNED (back in a storage after a client had it), SCRAPPED (gone).
 */
export const AID_STAGES = ['RECEIVED', 'IN_STORAGE', 'WITH_CLIENT', 'IN_REPAIR', 'RETURNED', 'SCRAPPED'] as const;
export type AidStage = (typeof AID_STAGES)[number];

/** What decides an aid's stage (aidStage). */
export type AidState = {
  /** The stock item still exists (scrapping deletes it). */
  exists: boolean;
  /** A client holds it (or holds what it is fitted to). */
  held: boolean;
  /** A work order naming it is sent and not yet done or cancelled. */
  openWork: boolean;
  /** It has been handed over to a client at least once. */
  everHeld: boolean;
  /** Anything happened to it in storage after it was received (moved, counted). */
  handledInStorage: boolean;
};

/**
 * The lifecycle strip's stage: gone is SCRAPPED; an open work order is IN_REPAIR (wherever the aid
 * is); a client's is WITH_CLIENT; back in a storage after a client is RETURNED; otherwise IN_STORAGE,
 * or RECEIVED while nothing has happened to it since it came in.
 */
export function aidStage(s: AidState): AidStage {
  if (!s.exists) return 'SCRAPPED';
  if (s.openWork) return 'IN_REPAIR';
  if (s.held) return 'WITH_CLIENT';
  if (s.everHeld) return 'RETURNED';
  return s.handledInStorage ? 'IN_STORAGE' : 'RECEIVED';
}

/** A timeline's page size (first page and each "show more"). */
export const TIMELINE_PAGE_SIZE = 25;
