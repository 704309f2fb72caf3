/**
 * Tasks' shared parts (spec 3 §2 Base storage, §3 Task, §4 Task status, §5 Tasks, §7, §9), used by
 * the work list `<fsp-work-list>`, the task `<fsp-task>` (also My tasks: `mine`), the client's
 * Tasks tab in `<fsp-client>` and the standalone's route table:
 * - the namespace `tasks`: the status labels (TASK_STATUS_{status}), the types, the task's and its
 *   lines' words, the actions and their answers, in sv and en;
 * - the lists' URL: `/base-storages/work-list?storage=&status=&q=&executionDateFrom=&executionDateTo=&page=`
 *   and `/my-myloc/tasks?…` (the same query), one canonical query a view (defaults left out), parsed
 *   by the same rules as the attributes; a task's path carries its list's query, so its back link
 *   returns to the same view;
 * - the request of a page (GET /tasks): the work list is type Cn of one storage; My tasks is
 *   useResponsible=true, every type; sorted by the server (status descending, then planned date-time);
 * - the cache keys: a report or FINISH invalidates `taskKeys.all`, so the list and the task follow;
 * - the report rules as the UI applies them (the server checks them again): which lines may be
 *   chosen (maxQuantity above 0), what select-all takes, a line's quantity (1 to maxQuantity), the
 *   action's payload and its close flag (completesTask of contract/shared/task-rules.ts).
 * Decided where the spec is silent: the status filter defaults to ACTIVE (what is left to do); the
 * storage of the work list defaults to the user's own facility when it is a base storage (as the
 * inventory count: areas/stock/storage.ts), and with no such facility to every storage the user may work on; the
 * page is in the URL too (`page`, from 1), 25 tasks a page.
 * Not in the shared runtime (vite.config.ts): it loads with the elements that use it.
 */
import { TASK_ACTIONS_BY_TYPE, TASK_CLOSED_FROM, TASK_STATUS, TASK_STATUS_FILTERS, type TaskAction, type TaskStatusFilter, type TaskType } from '../../contract/shared/task-status.ts';
import { parseQueryId } from '../../contract/shared/query-id.ts';
import type { TaskActionInput, TaskListQuery } from '../../contract/tasks.ts';
import { completesTask, isTaskQuantityValid, type TaskLineAmounts } from '../../contract/shared/task-rules.ts';
import { apiQuery, type AnswerOf, type ApiScope } from '../../core/http/query.ts';
import { addTexts } from '../../core/i18n/index.ts';
import { searchOf } from '../../core/ui/links.ts';
import type { LocationFacility } from '../clients/location.ts';

export const TASKS_NS = 'tasks';
addTexts(TASKS_NS, { sv: () => import('./sv.json'), en: () => import('./en.json') });

export type TaskData = AnswerOf<'get', 'fsp/v1/tasks/{task}'>;
export type TaskSummaryData = AnswerOf<'get', 'fsp/v1/tasks'>['page'][number];
export type TaskLineData = TaskData['lines'][number];

// ---------------------------------------------------------------------------------------------
// Paths and the lists' URL

export const WORK_LIST_PATH = '/base-storages/work-list';
export const MY_TASKS_PATH = '/my-myloc/tasks';
/** Tasks a page (spec 3 §9: the page size of task lists is not shown). */
export const TASK_PAGE_SIZE = 25;
/** The work list's task type (spec 3 §4: the base-storage work list uses type Cn). */
export const WORK_LIST_TASK_TYPES = 'Cn';

export type TaskListView = {
  /** The chosen base storage; null: the default (the work list) or every storage (My tasks). */
  storage: number | null;
  status: TaskStatusFilter;
  q: string;
  /** YYYY-MM-DD or ''. */
  executionDateFrom: string;
  executionDateTo: string;
  page: number;
};

/**
 * A task list's view as element attributes, each as given (null: absent): the work list's own, and
 * the task page's way back to the list it was opened from.
 */
export type TaskListAttributes = {
  storage: number | null;
  status: string | null;
  q: string | null;
  executionDateFrom: string | null;
  executionDateTo: string | null;
  page: number | null;
};

/** The attributes as the list's query string, parsed by the same rules as the URL. */
export function taskListViewOf(attributes: TaskListAttributes): TaskListView {
  const { storage, status, q, executionDateFrom, executionDateTo, page } = attributes;
  return parseTaskListQuery(searchOf({ storage, status, q, executionDateFrom, executionDateTo, page }));
}

export const DEFAULT_TASK_STATUS: TaskStatusFilter = 'ACTIVE';
export const EMPTY_TASK_VIEW: TaskListView = { storage: null, status: DEFAULT_TASK_STATUS, q: '', executionDateFrom: '', executionDateTo: '', page: 1 };

const MAX_PAGE = 1_000_000;
const Q_MAX = 100;

/** A calendar date YYYY-MM-DD that exists, else ''. */
function day(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return '';
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : '';
}

/** The view from a query string (or attributes put into one); unknown or malformed values are the defaults. */
export function parseTaskListQuery(search: URLSearchParams | string): TaskListView {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const status = (p.get('status') ?? '').trim().toUpperCase();
  const pageText = (p.get('page') ?? '').trim();
  return {
    storage: parseQueryId(p.get('storage')),
    status: (TASK_STATUS_FILTERS as readonly string[]).includes(status) ? (status as TaskStatusFilter) : DEFAULT_TASK_STATUS,
    q: (p.get('q') ?? '').trim().slice(0, Q_MAX),
    executionDateFrom: day(p.get('executionDateFrom')),
    executionDateTo: day(p.get('executionDateTo')),
    page: /^[1-9]\d{0,6}$/.test(pageText) ? Math.min(Number(pageText), MAX_PAGE) : 1,
  };
}

/** The canonical query string of a view (without `?`; empty for the defaults). */
export function taskListSearch(view: TaskListView): string {
  const out = new URLSearchParams();
  if (view.storage) out.set('storage', String(view.storage));
  if (view.status !== DEFAULT_TASK_STATUS) out.set('status', view.status);
  if (view.q.trim()) out.set('q', view.q.trim().slice(0, Q_MAX));
  if (view.executionDateFrom) out.set('executionDateFrom', view.executionDateFrom);
  if (view.executionDateTo) out.set('executionDateTo', view.executionDateTo);
  if (view.page > 1) out.set('page', String(view.page));
  return out.toString();
}

const withSearch = (path: string, search: string) => `${path}${search ? `?${search}` : ''}`;

/** The list's path: the work list, or My tasks (`mine`). */
export const taskListPath = (view: TaskListView, mine = false): string => withSearch(mine ? MY_TASKS_PATH : WORK_LIST_PATH, taskListSearch(view));
/** A task's path, carrying its list's view (its back link returns there). */
export const taskPath = (task: number, view: TaskListView = EMPTY_TASK_VIEW, mine = false): string =>
  withSearch(`${mine ? MY_TASKS_PATH : WORK_LIST_PATH}/${task}`, taskListSearch(view));

/** The elements' attributes of a view (what is absent is left out): the same for `<fsp-work-list>` and `<fsp-task>`. */
export function taskListAttributes(view: TaskListView): Record<string, string | undefined> {
  const p = new URLSearchParams(taskListSearch(view));
  return {
    storage: p.get('storage') ?? undefined,
    status: p.get('status') ?? undefined,
    q: p.get('q') ?? undefined,
    'execution-date-from': p.get('executionDateFrom') ?? undefined,
    'execution-date-to': p.get('executionDateTo') ?? undefined,
    page: p.get('page') ?? undefined,
  };
}

/** Whether the search or a date narrows the list (the storage and the status do not). */
export const isTaskListFiltered = (view: TaskListView): boolean => view.q !== '' || view.executionDateFrom !== '' || view.executionDateTo !== '';

/** A page of the list as GET /tasks takes it: the work list's type Cn of the storage, or the user's own tasks of every type. */
export function taskListRequest(view: TaskListView, mine: boolean, storage: number | null): TaskListQuery {
  const request: TaskListQuery = { status: view.status, from: (view.page - 1) * TASK_PAGE_SIZE, amount: TASK_PAGE_SIZE };
  if (mine) request.useResponsible = 'true';
  else request.taskTypes = WORK_LIST_TASK_TYPES;
  if (storage) request.baseStorage = storage;
  if (view.q) request.freeTextSearch = view.q;
  if (view.executionDateFrom) request.executionDateFrom = view.executionDateFrom;
  if (view.executionDateTo) request.executionDateTo = view.executionDateTo;
  return request;
}

export const taskPageCount = (count: number): number => Math.max(1, Math.ceil(count / TASK_PAGE_SIZE));

export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (request: TaskListQuery) => [...taskKeys.lists(), request] as const,
  task: (task: number) => [...taskKeys.all, 'detail', task] as const,
};

/** One task with its lines and allocations (GET /tasks/{task}); its failures (403, 404) are shown in place. */
export const taskQuery = (scope: ApiScope, task: number) => apiQuery(scope, taskKeys.task(task), 'fsp/v1/tasks/{task}', { params: { task } }, { notify: false });

// ---------------------------------------------------------------------------------------------
// Statuses and types

/** The statuses with a label of their own (TASK_STATUS_{status}); any other shows its number. */
export const KNOWN_TASK_STATUSES: readonly number[] = Object.values(TASK_STATUS);
/** A task of 90 or above takes no more reports (409 TASK_CLOSED). */
export const isTaskClosed = (status: number): boolean => status >= TASK_CLOSED_FROM;

/**
 * The receiver of a task as one line: a client's name, or a facility's value and label; for a
 * facility also what its name is shown as (`facility`: a care unit is a client location, a link to
 * its client with the municipal authorization, areas/clients/location.ts).
 */
export function receiverOf(to: TaskData['to'] | { firstName: string; surname: string; identityNumber: string }): {
  name: string;
  identityNumber: string | null;
  facility: LocationFacility | null;
} | null {
  if (!to) return null;
  if ('firstName' in to) return { name: `${to.firstName} ${to.surname}`, identityNumber: to.identityNumber, facility: null };
  return { name: `${to.value} ${to.label}`, identityNumber: null, facility: { category: to.category, client: to.client } };
}

/** The from-warehouse as "value - label"; none for a collection (CA, spec 3 §4: its from field is hidden). */
export const fromWarehouseOf = (task: { type: string; fromWarehouse: { value: string; label: string } | null }): string | null =>
  task.type === 'CA' || !task.fromWarehouse ? null : `${task.fromWarehouse.value} - ${task.fromWarehouse.label}`;

// ---------------------------------------------------------------------------------------------
// The report rules as the UI applies them

/** Spec 3 §5: a line with maxQuantity 0 is disabled and cannot be chosen. */
export const isLineSelectable = (line: Pick<TaskLineAmounts, 'maxQuantity'>): boolean => line.maxQuantity > 0;

/** The line whose item has the inventory number (a scanned or typed code, case and spaces aside), if any. */
export function lineOfInventoryNumber<L extends { item: { fixedAssetNumber?: string | null | undefined } }>(lines: readonly L[], code: string): L | undefined {
  const wanted = code.trim().toUpperCase();
  return wanted ? lines.find((l) => l.item.fixedAssetNumber?.trim().toUpperCase() === wanted) : undefined;
}

/** Spec 3 §5: select-all takes only the lines with something left (maxQuantity above 0). */
export function selectAllLines(lines: readonly Pick<TaskLineAmounts, 'id' | 'maxQuantity'>[]): Set<number> {
  return new Set(lines.filter(isLineSelectable).map((l) => l.id));
}

/** A line's quantity when it is chosen: what is left on it (the usual report is in full). */
export const startQuantity = (line: Pick<TaskLineAmounts, 'maxQuantity'>): number => Math.max(1, line.maxQuantity);

/** The actions the task's type offers besides FINISH: REPORT (Sn, In, Cn), HAND_OVER and RETURN (CH), RETURN (CA). */
export function reportActionsOf(type: TaskType): Exclude<TaskAction, 'FINISH'>[] {
  return TASK_ACTIONS_BY_TYPE[type].filter((a): a is Exclude<TaskAction, 'FINISH'> => a !== 'FINISH');
}

/** Whether the task can be reported now: open, and at least one line still has something left. */
export const canReport = (task: { status: number; lines: readonly Pick<TaskLineAmounts, 'maxQuantity'>[] }): boolean =>
  !isTaskClosed(task.status) && task.lines.some(isLineSelectable);

/** The chosen lines' quantities, each valid (1 to the line's maxQuantity); null when none is chosen or one is not valid. */
export function chosenAmounts(lines: readonly TaskLineAmounts[], selected: ReadonlySet<number>, quantities: ReadonlyMap<number, number>): Map<number, number> | null {
  const out = new Map<number, number>();
  for (const line of lines) {
    if (!selected.has(line.id)) continue;
    const quantity = quantities.get(line.id) ?? startQuantity(line);
    if (!isLineSelectable(line) || !isTaskQuantityValid(line, quantity)) return null;
    out.set(line.id, quantity);
  }
  return out.size ? out : null;
}

/**
 * The payload of a report (spec 3 §4): REPORT of a delivery's lines, whose close flag says the
 * report completes the task (reported plus new equals ordered on every line); HAND_OVER or RETURN
 * of an allocation task's allocations (the allocation of each chosen line), whose close flag is
 * true exactly when returned plus reported plus newly allocated equals the line's quantity on every
 * line (the server checks it: 400 VALIDATION otherwise).
 */
export function reportPayload(
  action: Exclude<TaskAction, 'FINISH'>,
  task: { lines: readonly TaskLineAmounts[]; allocations?: readonly { id: number; taskOrderLine: { id: number } }[] },
  amounts: ReadonlyMap<number, number>,
): TaskActionInput {
  const close = completesTask(task.lines, amounts);
  if (action === 'REPORT') return { action, close, lines: [...amounts].map(([line, quantity]) => ({ id: line, quantity })) };
  const allocationOf = (line: number) => task.allocations?.find((a) => a.taskOrderLine.id === line)?.id ?? line;
  return { action, close, allocations: [...amounts].map(([line, quantity]) => ({ id: allocationOf(line), quantity })) };
}

/** Spec 3 §4: after a report a task of status 90 (or above) sends the user back to the list; otherwise the page reloads. */
export const backToListAfter = (status: number): boolean => status >= TASK_STATUS.reported;
