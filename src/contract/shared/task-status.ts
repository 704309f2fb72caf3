/**
 * The tasks' statuses, types, status filters and actions (zod-free: browser code imports them as
 * values). Not in constants.ts: that module is in the shared runtime chunk, where each export costs
 * every element bytes; this one goes with the task elements alone.
 */
/**
 * Task statuses (spec 3 §4 Task status): 20 planned, 30 active, 40 started, 50 running (in
 * progress), 60 being delivered, 90 reported (finished), 99 annulled. A task of 90 or above is
 * closed: it takes no more reports. Labels come from TASK_STATUS_{status}.
 */
export const TASK_STATUS = { planned: 20, active: 30, started: 40, running: 50, beingDelivered: 60, reported: 90, annulled: 99 } as const;
/** The task types (spec 3 §4): Sn delivery into a base storage, In a move within one, Cn the work list's delivery to a care unit, CH and CA a client's (CLIENT_TASK_TYPES). */
export const TASK_TYPES = ['Sn', 'In', 'Cn', 'CH', 'CA'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
/** The task list's status filter (spec 3 §4, §9). */
export const TASK_STATUS_FILTERS = ['ACTIVE', 'STARTED', 'REPORTED', 'ALL'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];
/**
 * The statuses of each filter, inclusive (`max` null: no upper bound), from the spec's thresholds 20,
 * 30, 50 and 90: ACTIVE 30 up to below 50, STARTED 50, REPORTED 90 or more, ALL 20 or more. So 60
 * (being delivered) is in ALL only.
 */
export const TASK_STATUS_RANGES: Record<TaskStatusFilter, { readonly min: number; readonly max: number | null }> = {
  ACTIVE: { min: 30, max: 49 },
  STARTED: { min: 50, max: 50 },
  REPORTED: { min: 90, max: null },
  ALL: { min: 20, max: null },
};
/** Whether a task of this status is listed under the filter. */
export function inTaskStatusFilter(filter: TaskStatusFilter, status: number): boolean {
  const { min, max } = TASK_STATUS_RANGES[filter];
  return status >= min && (max === null || status <= max);
}
/** A task at or above this status is closed (reported or annulled): POST /tasks/{task} answers 409 TASK_CLOSED. */
export const TASK_CLOSED_FROM = TASK_STATUS.reported;
/**
 * What POST /tasks/{task} may do, by the task's type: REPORT the lines of a delivery, move or work
 * list task (Sn, In, Cn); HAND_OVER (to the receiver) and RETURN (back to the base storage) the
 * allocations of a client's delivery (CH); only RETURN those of a collection (CA); FINISH any.
 */
export const TASK_ACTIONS = ['REPORT', 'HAND_OVER', 'RETURN', 'FINISH'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];
export const TASK_ACTIONS_BY_TYPE: Record<TaskType, readonly TaskAction[]> = {
  Sn: ['REPORT', 'FINISH'],
  In: ['REPORT', 'FINISH'],
  Cn: ['REPORT', 'FINISH'],
  CH: ['HAND_OVER', 'RETURN', 'FINISH'],
  CA: ['RETURN', 'FINISH'],
};
