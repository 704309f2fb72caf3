/**
 * The work list's and the task's rules as the UI applies them (spec 3 §2 Base storage, §4 Task
 * status, §5 Tasks, §9; src/areas/tasks/tasks.ts): the lists' URL with its status filter, the
 * request of a page, which lines may be chosen and what select-all
 * takes, the payload of a report with its close flag, and where the user goes after a report.
 */
import { describe, expect, it } from 'vitest';
import {
  backToListAfter,
  canReport,
  chosenAmounts,
  EMPTY_TASK_VIEW,
  isLineSelectable,
  parseTaskListQuery,
  reportActionsOf,
  reportPayload,
  selectAllLines,
  taskListAttributes,
  taskListPath,
  taskListRequest,
  taskPath,
} from '../../src/areas/tasks/tasks.ts';

describe('the lists’ URL', () => {
  it('parses the status filter: ACTIVE, STARTED, REPORTED, ALL (any case); absent or unknown is ACTIVE', () => {
    expect(parseTaskListQuery('').status).toBe('ACTIVE');
    expect(parseTaskListQuery('status=STARTED').status).toBe('STARTED');
    expect(parseTaskListQuery('status=reported').status).toBe('REPORTED');
    expect(parseTaskListQuery('status=ALL').status).toBe('ALL');
    expect(parseTaskListQuery('status=OPEN').status).toBe('ACTIVE');
    expect(parseTaskListQuery('status=').status).toBe('ACTIVE');
  });

  it('parses every part and leaves out the defaults when written back', () => {
    const view = parseTaskListQuery('storage=2&status=ALL&q=%20Lund%20&executionDateFrom=2026-11-01&executionDateTo=2026-11-30&page=3');
    expect(view).toEqual({ storage: 2, status: 'ALL', q: 'Lund', executionDateFrom: '2026-11-01', executionDateTo: '2026-11-30', page: 3 });
    expect(taskListPath(view)).toBe('/base-storages/work-list?storage=2&status=ALL&q=Lund&executionDateFrom=2026-11-01&executionDateTo=2026-11-30&page=3');
    expect(parseTaskListQuery(taskListPath(view).split('?')[1] ?? '')).toEqual(view);
    expect(taskListPath(EMPTY_TASK_VIEW)).toBe('/base-storages/work-list');
    expect(taskListPath({ ...EMPTY_TASK_VIEW, status: 'STARTED' }, true)).toBe('/my-myloc/tasks?status=STARTED');
  });

  it('drops what is malformed: a storage that is no id, a date that does not exist, a page below 1', () => {
    expect(parseTaskListQuery('storage=0&executionDateFrom=2026-02-30&executionDateTo=30/11/2026&page=0')).toEqual(EMPTY_TASK_VIEW);
    expect(parseTaskListQuery('storage=x&page=-2')).toEqual(EMPTY_TASK_VIEW);
    expect(parseTaskListQuery(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('a task’s path carries its list’s view; the elements’ attributes', () => {
    const view = parseTaskListQuery('status=REPORTED&q=säng');
    expect(taskPath(12, view)).toBe('/base-storages/work-list/12?status=REPORTED&q=s%C3%A4ng');
    expect(taskPath(12, EMPTY_TASK_VIEW, true)).toBe('/my-myloc/tasks/12');
    expect(taskListAttributes(view)).toEqual({ storage: undefined, status: 'REPORTED', q: 'säng', 'execution-date-from': undefined, 'execution-date-to': undefined, page: undefined });
  });
});

describe('the request of a page', () => {
  it('the work list: type Cn of the storage, the filter, the search, the dates and the page', () => {
    const view = parseTaskListQuery('status=STARTED&q=Lund&executionDateFrom=2026-11-01&page=2');
    expect(taskListRequest(view, false, 2)).toEqual({ status: 'STARTED', from: 25, amount: 25, taskTypes: 'Cn', baseStorage: 2, freeTextSearch: 'Lund', executionDateFrom: '2026-11-01' });
  });
  it('My tasks: the user’s own (useResponsible), every type, every storage unless one is chosen', () => {
    expect(taskListRequest(EMPTY_TASK_VIEW, true, null)).toEqual({ status: 'ACTIVE', from: 0, amount: 25, useResponsible: 'true' });
  });
});

const line = (id: number, quantity: number, maxQuantity: number, reportedQuantity = 0, returnedQuantity = 0) => ({ id, quantity, maxQuantity, reportedQuantity, returnedQuantity });

describe('choosing lines', () => {
  it('a line with maxQuantity 0 cannot be chosen; select-all takes only the lines above 0', () => {
    const lines = [line(1, 3, 3), line(2, 2, 0, 2), line(3, 5, 1, 4)];
    expect(lines.map(isLineSelectable)).toEqual([true, false, true]);
    expect([...selectAllLines(lines)]).toEqual([1, 3]);
    expect(selectAllLines([line(2, 2, 0, 2)]).size).toBe(0);
  });
  it('a task can be reported while it is open and a line has something left', () => {
    expect(canReport({ status: 30, lines: [line(1, 3, 3)] })).toBe(true);
    expect(canReport({ status: 50, lines: [line(1, 3, 0, 3)] })).toBe(false);
    expect(canReport({ status: 90, lines: [line(1, 3, 3)] })).toBe(false);
  });
  it('the chosen quantities: 1 to maxQuantity each, what is left when none was set; none chosen or one out of range is no report', () => {
    const lines = [line(1, 3, 3), line(2, 4, 2, 2)];
    expect(chosenAmounts(lines, new Set([1, 2]), new Map([[1, 2]]))).toEqual(new Map([[1, 2], [2, 2]]));
    expect(chosenAmounts(lines, new Set(), new Map())).toBeNull();
    expect(chosenAmounts(lines, new Set([1]), new Map([[1, 4]]))).toBeNull();
    expect(chosenAmounts(lines, new Set([1]), new Map([[1, 0]]))).toBeNull();
    expect(chosenAmounts([line(3, 1, 0, 1)], new Set([3]), new Map())).toBeNull();
  });
});

describe('the report and its close flag', () => {
  it('the actions by type: Report for Sn, In and Cn; Hand over and Return for CH; Return for CA', () => {
    expect(reportActionsOf('Cn')).toEqual(['REPORT']);
    expect(reportActionsOf('Sn')).toEqual(['REPORT']);
    expect(reportActionsOf('CH')).toEqual(['HAND_OVER', 'RETURN']);
    expect(reportActionsOf('CA')).toEqual(['RETURN']);
  });

  it('a delivery: the report closes the task when reported plus new equals ordered on every line', () => {
    const task = { lines: [line(1, 3, 1, 2), line(2, 2, 2)] };
    expect(reportPayload('REPORT', task, new Map([[1, 1], [2, 2]]))).toEqual({ action: 'REPORT', close: true, lines: [{ id: 1, quantity: 1 }, { id: 2, quantity: 2 }] });
    expect(reportPayload('REPORT', task, new Map([[1, 1], [2, 1]]))).toEqual({ action: 'REPORT', close: false, lines: [{ id: 1, quantity: 1 }, { id: 2, quantity: 1 }] });
    expect(reportPayload('REPORT', task, new Map([[2, 2]]))).toMatchObject({ close: false });
  });

  it('an allocation task: each line’s allocation, close when returned plus reported plus new equals the quantity', () => {
    const task = { lines: [line(10, 2, 1, 1), line(11, 3, 2, 0, 1)], allocations: [{ id: 10, taskOrderLine: { id: 10 } }, { id: 11, taskOrderLine: { id: 11 } }] };
    expect(reportPayload('HAND_OVER', task, new Map([[10, 1], [11, 2]]))).toEqual({ action: 'HAND_OVER', close: true, allocations: [{ id: 10, quantity: 1 }, { id: 11, quantity: 2 }] });
    expect(reportPayload('RETURN', task, new Map([[11, 2]]))).toEqual({ action: 'RETURN', close: false, allocations: [{ id: 11, quantity: 2 }] });
    // an allocation with an id of its own is named by it
    expect(reportPayload('RETURN', { ...task, allocations: [{ id: 99, taskOrderLine: { id: 10 } }] }, new Map([[10, 1]]))).toMatchObject({ allocations: [{ id: 99, quantity: 1 }] });
  });

  it('after a report: status 90 (or above) goes back to the list, otherwise the task is fetched again', () => {
    expect(backToListAfter(90)).toBe(true);
    expect(backToListAfter(99)).toBe(true);
    expect(backToListAfter(50)).toBe(false);
  });
});
