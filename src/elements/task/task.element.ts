/**
 * `<fsp-task>`: one task of the work list or of My tasks (spec 3 §2 Base storage, §3 Task, §4 Task
 * status, §5 Tasks, §7; the portal's `/base-storages/work-list/{task}` and, with `mine`,
 * `/my-myloc/tasks/{task}`). The head (number, description, status), the facts (type, planned
 * date-time, order number, from-warehouse, recipient, base storage; a care unit as recipient is a
 * client location: a link to its client with the municipal authorization, else plain text with
 * NOT_AUTHORIZED_TO_MUNICIPALITY, spec 2 §6, spec 3 §6) and the lines: item, item
 * number, class, batch, inventory number, quantity, reported, returned and what is left. On an
 * open task a line with something left may be chosen (select-all takes only those) with a quantity
 * from 1 to what is left; a line with nothing left is disabled. The type's actions: Report (Sn, In,
 * Cn: closes the task when every line is then reported in full), Hand over and Return (CH), Return
 * (CA), each sending the close flag of the rules; and Mark as finished, after a confirmation, which
 * closes the task as it is. A failed action (TASK_QUANTITY_NOT_VALID, TASK_CLOSED, …) is said under
 * the actions. After a report a task of status 90 goes back to the list; otherwise it is fetched
 * again. A task of a storage the user does not work on is not authorized (403); an unknown one not
 * found (404). The same detail is the client's task in `<fsp-client>`.
 *
 * @summary One task: its lines, reporting them, marking it finished.
 * @tag fsp-task
 *
 * @attr {number} task - The task's id.
 * @attr {boolean} mine - Present: the task is one of My tasks (the way back leads to `/my-myloc/tasks`).
 * @attr {number} storage - The list's view, for the way back: the base storage.
 * @attr {string} status - The list's view: the status filter.
 * @attr {string} q - The list's view: the search.
 * @attr {string} execution-date-from - The list's view: planned from (YYYY-MM-DD).
 * @attr {string} execution-date-to - The list's view: planned to (YYYY-MM-DD).
 * @attr {number} page - The list's view: the page.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {number | null} task - Same as the attribute.
 * @prop {boolean} mine - Same as the attribute.
 * @prop {number | null} storage - Same as the attribute.
 * @prop {string | null} status - Same as the attribute.
 * @prop {string | null} q - Same as the attribute.
 * @prop {string | null} executionDateFrom - Same as the attribute `execution-date-from`.
 * @prop {string | null} executionDateTo - Same as the attribute `execution-date-to`.
 * @prop {number | null} page - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired by the way back, and after a report that closes the task or Mark as finished, with the list's path and view (`/base-storages/work-list?…`, or `/my-myloc/tasks?…` with `mine`), and by a care unit's link to its client (`/clients/{client}/info`); a host that routes calls `preventDefault()`; otherwise the browser goes there.
 *
 * @csspart container - The element's outer section.
 * @csspart back - The link back to the list.
 * @csspart task - The task's detail.
 * @csspart client-link - A care unit the task goes to, as the link to its client (with the municipal authorization).
 * @csspart client-name - A care unit whose client the user may not open: plain text, NOT_AUTHORIZED_TO_MUNICIPALITY beside it.
 * @csspart status - The task's status.
 * @csspart task-lines - The lines' table (stacked rows below 600 px of width).
 * @csspart counter - A line's quantity counter.
 * @csspart task-actions - The actions (Report, Hand over, Return, Mark as finished).
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links and buttons.
 * @cssproperty --fsp-color-on-primary - Text on primary buttons.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Labels and secondary text.
 * @cssproperty --fsp-color-border - Row, card and field borders.
 * @cssproperty --fsp-color-success - A reported task's status.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { Task, type TaskProps } from './task.tsx';
import { NS } from './ns.ts';
import css from './task.css?inline';

export const TAG = 'fsp-task';

export const FspTask = defineElement({
  tag: TAG,
  attributes: { task: 'number', mine: 'boolean', storage: 'number', status: 'string', q: 'string', executionDateFrom: 'string', executionDateTo: 'string', page: 'number' },
  component: (props: TaskProps) => createElement(Task, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
