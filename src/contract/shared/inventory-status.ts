/**
 * The inventory count's statuses and line filter (zod-free: browser code imports them as values).
 * Not in constants.ts: that module is in the shared runtime chunk, where each export costs every
 * element bytes; this one goes with `<fsp-inventory-count>` alone.
 */
/**
 * Inventory counts (spec 3 §4 Inventory count status): a count is 20 not started, 50 in progress
 * (some lines reported), 60 in progress (every line reported), 90 confirmed (ours: closed); it may
 * be confirmed at 50 or above. A line is 20 not reported, 60 reported, 80 approved.
 */
export const INVENTORY_STATUS = { notStarted: 20, inProgress: 50, allReported: 60, confirmed: 90 } as const;
export const INVENTORY_LINE_STATUS = { notReported: 20, reported: 60, approved: 80 } as const;
export const INVENTORY_LINE_FILTERS = ['ALL', 'NOT_REPORTED', 'REPORTED'] as const;
/** The line filter's statuses, inclusive: NOT_REPORTED below 60, REPORTED 60 up to 80. */
export const INVENTORY_LINE_FILTER_RANGES: Record<(typeof INVENTORY_LINE_FILTERS)[number], { min: number; max: number }> = {
  ALL: { min: 0, max: 99 },
  NOT_REPORTED: { min: 0, max: 59 },
  REPORTED: { min: 60, max: 80 },
};
