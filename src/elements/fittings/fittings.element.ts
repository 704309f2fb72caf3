/**
 * `<fsp-fittings>`: the fitting list (spec 3 §2 Fittings user and admin planning, §7 Fittings).
 * The user's list has the tabs Active (the default), Waiting and Closed, twenty fittings a page
 * (the server pages and sorts: next meeting first; Closed newest closed first), with the columns
 * fitting (its number and type, a link to its detail), client, prescriber and, on Active, meeting
 * time (the next meeting's date and times), on Closed the day it was completed or annulled; Waiting
 * has no time column (spec 3 §2: meeting time on Active only).
 * With `admin` (the URL's `role=admin`) it is the planner's planning view: the tabs Unplanned (the default), Active,
 * Waiting and Closed, a checkbox per row (and one for the whole page), the columns internal
 * comment, booking comment and meeting, and the actions Release and Regret release (on the chosen
 * rows' next meetings) and, on Unplanned while no row is chosen, Edit: each row's meeting date,
 * from and to time and booking comment become fields, checked as typed times are on the server,
 * and Save sends every changed meeting in one call. A user who is not a planner is told so.
 *
 * @summary The fitting list and the planner's planning view: status tabs, server paging, release and edit.
 * @tag fsp-fittings
 *
 * @attr {'active' | 'waiting' | 'closed' | 'unplanned'} status - The tab; absent or unknown is `active` (`unplanned` with `admin`). `unplanned` only with `admin`.
 * @attr {number} page - The page, from 1 (absent is 1).
 * @attr {boolean} admin - Present: the planner's planning view (the URL's `role=admin`; needs the permission to plan fittings). Not named `role`: that is the host's ARIA role.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {string | null} status - Same as the attribute.
 * @prop {number | null} page - Same as the attribute.
 * @prop {boolean} admin - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when the list changes (a tab, a page), with `/my-myloc/fittings?…` (the query `role=admin`, `status` and `page`, defaults left out; a host that routes calls `preventDefault()` and sets the attributes itself; otherwise the element sets its own); and when a fitting is opened, with `/my-myloc/fittings/{fitting}/info` and the list's query (`?role=admin&status=waiting`; none for the default view: the detail's `back` is that list, where Complete and Annul lead) (a host that routes calls `preventDefault()`; otherwise the browser follows the link).
 *
 * @csspart container - The element's outer section.
 * @csspart tabs - The status tabs.
 * @csspart panel - The panel of the selected tab.
 * @csspart results - The results: count, actions, table, paging and their states.
 * @csspart count - The number of fittings (a status region).
 * @csspart actions - The planning view's buttons (Release, Regret release, Edit; Save and Cancel in edit mode).
 * @csspart table - The fittings table (stacked rows below 600 px of width).
 * @csspart fitting-link - A fitting's number and type, the link to the fitting.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links, buttons and the chosen tab.
 * @cssproperty --fsp-color-on-primary - Text on primary buttons.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Counts, labels and headers.
 * @cssproperty --fsp-color-surface - Table and field background.
 * @cssproperty --fsp-color-border - Table and field borders.
 * @cssproperty --fsp-color-danger - Messages about what was typed.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { Fittings, type FittingsProps } from './fittings.tsx';
import { NS } from './ns.ts';
import css from './fittings.css?inline';

export const TAG = 'fsp-fittings';

export const FspFittings = defineElement({
  tag: TAG,
  attributes: { status: 'string', page: 'number', admin: 'boolean' },
  component: (props: FittingsProps) => createElement(Fittings, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
