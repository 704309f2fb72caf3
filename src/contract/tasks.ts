/**
 * Tasks: the base storage's work list and a user's own tasks (spec 3 §2 Base storage, §3 Task, §4
 * Task status, §5 Tasks, §7 Base storage, §9). A client's task list (types CH and CA, under
 * /clients/{client}/tasks) is in clients.ts and shares this file's line shape.
 *
 * A task belongs to one base storage; the caller may list, read and report it only when that is a
 * storage the caller may work on (as in base-storages.ts: authorized for its municipality, or the
 * caller's own location): 403 NOT_AUTHORIZED_TO_MUNICIPALITY otherwise, 404 for no such task.
 *
 * Statuses and filters are the constants TASK_STATUS and TASK_STATUS_RANGES (constants.ts); the
 * quantity and close rules are in shared/task-rules.ts. A task of 90 or above (reported, annulled)
 * is closed: every POST answers 409 TASK_CLOSED.
 *
 * What a report does (decided where the spec is silent; docs/api.md, Tasks):
 * - REPORT (Sn, In, Cn): each line's quantity, 1 to its maxQuantity, is added to its
 *   reportedQuantity and taken off its maxQuantity (what is still open on the line). The task closes
 *   (90) when every line is then reported in full, or when `close` is true; otherwise a task below
 *   50 becomes 50 (running: the work has begun). These lines name no stock item: the stock they
 *   bring in, move or take out is the supply service's to book, as orders allocate nothing here, so
 *   a REPORT changes no stock.
 * - HAND_OVER (CH) and RETURN (CH, CA) report allocations: each line of a client task is one
 *   allocation (its id the line's) of the line's open quantity, on the stock item's location when the
 *   line names one. A hand-over adds to reportedQuantity: a stock item named by the line, in the
 *   storage, becomes the client's holding (HANDED_OVER in its history). A return adds to
 *   returnedQuantity: on a delivery the item stays in the storage and its allocation is released; on
 *   a collection the client's item goes back to the storage's return location (RETURNED), as
 *   RETURN_TO_STORAGE does. `close` is checked, not trusted: it must be true exactly when every line's
 *   returned plus reported plus newly allocated quantity equals its quantity (else 400 VALIDATION);
 *   true closes the task (90).
 * - FINISH (Mark as finished): closes the task (90) as it is; it leaves the ACTIVE list.
 * Each POST runs in one transaction with the task and its lines locked (FOR UPDATE); the answer is
 * the task after the change.
 */
import { z } from '@hono/zod-openapi';
import { TASK_STATUS_FILTERS, TASK_TYPES } from './shared/task-status.ts';
import { PagingQuery, errorResponses, jsonResponse, pageOf, IdParam, defineRoute } from './common.ts';
import { MAX_ID } from './shared/query-id.ts';

const Id = IdParam;
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).openapi({ description: 'YYYY-MM-DD (a date in Sweden)', example: '2025-03-14' });
const NOT_AUTHORIZED = 'NOT_AUTHORIZED_TO_MUNICIPALITY: the task’s base storage (or baseStorage) is not one the caller may work on';
const NO_TASK = 'NOT_FOUND: no such task';

export const TaskId = z.object({ task: Id });

// ---------------------------------------------------------------------------------------------
// Entities

export const TaskStatus = z
  .number()
  .int()
  .openapi({ description: '20 planned, 30 active, 40 started, 50 running, 60 being delivered, 90 reported, 99 annulled (TASK_STATUS)' });

/** A task's line: shared by the work list's task and a client's task (clients.ts). */
export const TaskLine = z
  .object({
    id: z.number().int(),
    quantity: z.number().int().openapi({ description: 'The ordered quantity' }),
    maxQuantity: z.number().int().openapi({ description: 'What may still be reported (1 to it); 0: the line is disabled' }),
    reportedQuantity: z.number().int(),
    returnedQuantity: z.number().int(),
    item: z.object({
      name: z.string(),
      itemNumber: z.string(),
      itemClass: z.string(),
      batch: z.string().nullable(),
      fixedAssetNumber: z.string().nullable().openapi({ description: 'The stock item’s inventory number, when the line names a fixed asset' }),
    }),
  })
  .openapi('TaskLine');
export type TaskLine = z.infer<typeof TaskLine>;

const ToClient = z
  .object({
    firstName: z.string(),
    surname: z.string(),
    identityNumber: z.string(),
    type: z.enum(['PERSON', 'UNIT']),
  })
  .openapi('TaskClientReceiver', { description: 'A client (CH, CA)' });
/**
 * The client a client location (a facility of category 5, a care unit) belongs to (spec 2 §6, spec 3
 * §6: "location links of facility category 5 (client link)"), with the caller's municipal
 * authorization for it as the server computes it: the UI links to the client only when it is true.
 */
export const LocationClient = z
  .object({
    id: z.number().int().openapi({ description: 'The client: GET /clients/{id}' }),
    hasAuthorizationForMunicipal: z.boolean().openapi({
      description: 'Whether the caller may open the client (a MUNICIPALITY authorization for its municipality, the rule of /clients); false: not a link, NOT_AUTHORIZED_TO_MUNICIPALITY shown',
    }),
  })
  .openapi('LocationClient');
export type LocationClient = z.infer<typeof LocationClient>;

const ToFacility = z
  .object({
    value: z.string(),
    label: z.string(),
    category: z
      .object({ value: z.number().int(), label: z.string() })
      .openapi({ description: 'The facility category (FACILITY_CATEGORY): 2 the base storage itself (Sn, In), 5 a care unit, a client location (Cn)' }),
    client: LocationClient.nullable().openapi({
      description:
        'For a client location (category 5): the unit client (type UNIT) whose registered address is at the facility, the lowest id when several are; ' +
        'null for any other facility, or a care unit no unit is registered at',
    }),
  })
  .openapi('TaskFacilityReceiver', { description: 'A facility: the base storage itself (Sn, In) or a care unit (Cn)' });

export const Task = z
  .object({
    id: z.number().int(),
    type: z.enum(TASK_TYPES).openapi({ description: 'Sn delivery into the storage, In a move within it, Cn a delivery to a care unit, CH a delivery to a client, CA a collection from a client' }),
    description: z.string(),
    status: TaskStatus,
    plannedDateTime: z.string().openapi({ description: 'ISO 8601 date and time (the execution date filters’ date)' }),
    orderNumber: z.string().nullable(),
    referenceOrderLine: z.object({ orderNumber: z.string() }).nullable(),
    baseStorage: z.object({ id: z.number().int(), value: z.string(), label: z.string() }).openapi({ description: 'The base storage the task belongs to' }),
    fromWarehouse: z.object({ value: z.string(), label: z.string() }).nullable().openapi({ description: 'Null for a collection (CA)' }),
    to: z.union([ToClient, ToFacility]).nullable(),
    toLocation: z
      .object({ value: z.string(), facility: z.object({ value: z.string(), label: z.string() }) })
      .nullable()
      .openapi({ description: 'A planned target location; this server plans none (always null)' }),
  })
  .openapi('Task');
export type Task = z.infer<typeof Task>;

export const TaskAllocation = z
  .object({
    id: z.number().int().openapi({ description: 'The allocation: {id} of a HAND_OVER’s or RETURN’s allocations (the line’s id)' }),
    location: z.object({ value: z.string() }).nullable().openapi({ description: 'Where the allocated stock item is (null: held by the client, or no item named)' }),
    quantity: z.number().int().openapi({ description: 'Still allocated: the line’s quantity less reported and returned' }),
    taskOrderLine: z.object({ id: z.number().int() }),
  })
  .openapi('TaskAllocation');
export type TaskAllocation = z.infer<typeof TaskAllocation>;

export const TaskDetail = Task.extend({
  lines: z.array(TaskLine),
  allocations: z.array(TaskAllocation).openapi({ description: 'A client task’s (CH, CA): one a line with something open; empty for Sn, In and Cn' }),
}).openapi('TaskDetail');
export type TaskDetail = z.infer<typeof TaskDetail>;

// ---------------------------------------------------------------------------------------------
// Reading

export const TaskListQuery = PagingQuery.extend({
  freeTextSearch: z
    .string()
    .max(100)
    .optional()
    .openapi({ description: 'Words, each found (any case) in the id, description, order number, or the receiver’s name, identity number, value or label' }),
  executionDateFrom: Day.optional().openapi({ description: 'Planned on this date (in Sweden) or later' }),
  executionDateTo: Day.optional().openapi({ description: 'Planned on this date (in Sweden) or earlier' }),
  taskTypes: z
    .string()
    .regex(/^(Sn|In|Cn|CH|CA)(,(Sn|In|Cn|CH|CA))*$/)
    .optional()
    .openapi({ description: 'Comma-separated: Sn, In, Cn, CH, CA (absent: every type)' }),
  baseStorage: Id.optional().openapi({ description: 'Only this base storage’s tasks (one the caller may work on: else 403); absent: every storage the caller may work on' }),
  status: z
    .enum(TASK_STATUS_FILTERS)
    .default('ALL')
    .openapi({ description: 'ACTIVE: 30 up to below 50; STARTED: 50; REPORTED: 90 or more; ALL: 20 or more (TASK_STATUS_RANGES)' }),
  useResponsible: z.enum(['true', 'false']).optional().openapi({ description: 'true: only tasks the caller is responsible for' }),
});
export type TaskListQuery = z.input<typeof TaskListQuery>;

export const listTasks = defineRoute({
  operationId: 'listTasks',
  method: 'get',
  path: '/tasks',
  summary: 'Tasks of the base storages the caller may work on: status descending, then planned date-time ascending, then id',
  request: { query: TaskListQuery },
  responses: {
    200: jsonResponse('A page of tasks', pageOf(Task, 'TaskPage')),
    ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: 'NOT_FOUND: baseStorage is no base storage' }),
  },
});

export const getTask = defineRoute({
  operationId: 'getTask',
  method: 'get',
  path: '/tasks/{task}',
  summary: 'One task with its lines and allocations',
  request: { params: TaskId },
  responses: {
    200: jsonResponse('The task', TaskDetail),
    ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_TASK }),
  },
});

// ---------------------------------------------------------------------------------------------
// Reporting

const Amount = z.object({
  id: z.number().int().min(1).max(MAX_ID),
  quantity: z.number().int().min(-999_999).max(999_999).openapi({ description: '1 to the line’s maxQuantity (else 400 TASK_QUANTITY_NOT_VALID)' }),
});
const Amounts = z.array(Amount).min(1).max(200);

export const TaskReport = z
  .object({
    action: z.literal('REPORT'),
    close: z.boolean().default(false).openapi({ description: 'true: close the task (90) even with lines not reported in full' }),
    lines: Amounts.openapi({ description: 'Lines of the task ({id} a line’s id), each once or summed' }),
  })
  .strict()
  .openapi('TaskReport');

export const TaskAllocationReport = z
  .object({
    action: z.enum(['HAND_OVER', 'RETURN']),
    close: z.boolean().openapi({
      description: 'Must be true exactly when, on every line, returned plus reported plus newly allocated equals the line’s quantity (else 400 VALIDATION); true closes the task',
    }),
    allocations: Amounts.openapi({ description: 'Allocations of the task ({id} an allocation’s id), each once or summed' }),
  })
  .strict()
  .openapi('TaskAllocationReport');

export const TaskFinish = z.object({ action: z.literal('FINISH') }).strict().openapi('TaskFinish');

export const TaskActionInput = z.union([TaskReport, TaskAllocationReport, TaskFinish]).openapi('TaskActionInput');
export type TaskActionInput = z.input<typeof TaskActionInput>;

export const actOnTask = defineRoute({
  operationId: 'actOnTask',
  method: 'post',
  path: '/tasks/{task}',
  summary: 'Reports a task: REPORT its lines, HAND_OVER or RETURN its allocations, or FINISH it',
  description:
    'REPORT (Sn, In, Cn): each line’s quantity is added to its reportedQuantity and taken off its maxQuantity; the task closes (90) when every line is reported in full or close is true, ' +
    'else a task below 50 becomes 50 (running); no stock changes. HAND_OVER (CH): adds to reportedQuantity; a stock item the line names becomes the client’s holding. ' +
    'RETURN (CH, CA): adds to returnedQuantity; a delivery’s item stays in the storage, its allocation released; a collection’s item goes back to the storage. ' +
    'close must equal the server’s own computation. FINISH: closes the task (90) as it is. One transaction, the task and its lines locked.',
  request: { params: TaskId, body: { required: true, content: { 'application/json': { schema: TaskActionInput } } } },
  responses: {
    200: jsonResponse('The task after the change', TaskDetail),
    ...errorResponses(
      401,
      {
        400:
          'VALIDATION (also: an action not for the task’s type, a line or allocation not of the task, a close flag that does not match); ' +
          'TASK_QUANTITY_NOT_VALID: a quantity below 1 or above the line’s maxQuantity (a line with maxQuantity 0 takes none)',
      },
      { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` },
      { 404: NO_TASK },
      {
        409:
          'TASK_CLOSED: the task is reported or annulled (status 90 or above); QUANTITY_NOT_AVAILABLE: the stock item a line names is no longer where the task has it ' +
          '(scrapped, moved away, or no longer held by the client)',
      },
    ),
  },
});
