/**
 * `<fsp-work-list>`: a base storage's work list (spec 3 §2 Base storage, §3 Task, §4 Task status,
 * §7, §9; the portal's `/base-storages/work-list`), and with `mine` the user's own tasks (My tasks,
 * `/my-myloc/tasks`). The work list shows the tasks of type Cn (delivery to a care unit) of one
 * base storage, by default the user's own facility when it is a base storage; My tasks
 * the tasks the user is responsible for, of every type and storage. Sorted by status descending,
 * then planned date-time ascending; 25 a page. The status filter is a row of tabs: Active (the
 * default: 30 up to below 50), In progress (50), Reported (90 and above), All (20 and above); the
 * storage, a free-text search (number, description, order number, recipient) and the planned dates
 * (from, to) apply on submit. Each row: the task's number (a link to it), description and type, the
 * planned date-time, the status (TASK_STATUS_{status}), the order number, the from-warehouse (none
 * for a collection) and the recipient: a care unit (a client location, facility category 5) is a
 * link to its client when the user is authorized for the client's municipality, else plain text
 * with NOT_AUTHORIZED_TO_MUNICIPALITY (spec 2 §6, spec 3 §6). Loading, failure (with a retry) and
 * "no results found" are said in place.
 *
 * @summary A base storage's work list, or the user's own tasks: filter, search, paging.
 * @tag fsp-work-list
 *
 * @attr {number} storage - The base storage's id (absent: the user's own base storage; with `mine`, every storage).
 * @attr {'ACTIVE' | 'STARTED' | 'REPORTED' | 'ALL'} status - The status filter; absent or unknown is `ACTIVE`.
 * @attr {string} q - The free-text search (absent: none).
 * @attr {string} execution-date-from - Planned on this date (YYYY-MM-DD, in Sweden) or later.
 * @attr {string} execution-date-to - Planned on this date (YYYY-MM-DD, in Sweden) or earlier.
 * @attr {number} page - The page, from 1 (absent is 1).
 * @attr {boolean} mine - Present: the user's own tasks (My tasks) instead of a storage's work list.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {number | null} storage - Same as the attribute.
 * @prop {string | null} status - Same as the attribute.
 * @prop {string | null} q - Same as the attribute.
 * @prop {string | null} executionDateFrom - Same as the attribute `execution-date-from`.
 * @prop {string | null} executionDateTo - Same as the attribute `execution-date-to`.
 * @prop {number | null} page - Same as the attribute.
 * @prop {boolean} mine - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when the list changes (the status, the storage, a search, the dates, a page) with `/base-storages/work-list?…` (`/my-myloc/tasks?…` with `mine`; the query `storage`, `status`, `q`, `executionDateFrom`, `executionDateTo` and `page`, defaults left out; a host that routes calls `preventDefault()` and sets the attributes itself; otherwise the element sets its own); and when a task is opened, with `/base-storages/work-list/{task}?…` (`/my-myloc/tasks/{task}?…` with `mine`), carrying the list's query, or a care unit's client, with `/clients/{client}/info` (a host that routes calls `preventDefault()`; otherwise the browser follows the link).
 *
 * @csspart container - The element's outer section.
 * @csspart search - The storage, search and dates form.
 * @csspart tabs - The status filter's tabs.
 * @csspart panel - The panel of the chosen status.
 * @csspart results - The results: count, table, paging and their states.
 * @csspart count - The number of tasks (a status region).
 * @csspart table - The tasks table (stacked rows below 600 px of width).
 * @csspart task-link - A task's number, the link to it.
 * @csspart client-link - A care unit a task goes to, as the link to its client (with the municipal authorization).
 * @csspart client-name - A care unit whose client the user may not open: plain text, NOT_AUTHORIZED_TO_MUNICIPALITY beside it.
 * @csspart status - A task's status.
 * @csspart pagination - The paging.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links, buttons and the chosen tab.
 * @cssproperty --fsp-color-on-primary - Text on primary buttons.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Counts and secondary text.
 * @cssproperty --fsp-color-border - Row and field borders.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { WorkList, type WorkListProps } from './work-list.tsx';
import { NS } from './ns.ts';
import css from './work-list.css?inline';

export const TAG = 'fsp-work-list';

export const FspWorkList = defineElement({
  tag: TAG,
  attributes: { storage: 'number', status: 'string', q: 'string', executionDateFrom: 'string', executionDateTo: 'string', page: 'number', mine: 'boolean' },
  component: (props: WorkListProps) => createElement(WorkList, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
