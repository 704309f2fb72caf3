/**
 * `<fsp-deviations>`: the user's own deviations (spec 3 §2 Deviations, §4, §7; the portal's
 * `/my-myloc/deviations`), newest first, ten a page (25 or 50 as chosen under the list: "Rows per
 * page"). The filter Open (the default: statuses 10
 * registered and 20 not fixed), Closed (30 fix not needed, 40 fixed) and All is a row of tabs; the
 * free-text search looks in the number, description, reference and the category's and code's
 * labels. Each row: the deviation's number (a link to its detail) and its number of attachments,
 * when it was reported, category and deviation code, reference, and the status badge (none for 10
 * registered). Loading, failure (with a retry) and "no results found" are said in place.
 *
 * @summary The user's own deviations: filter, search, paging.
 * @tag fsp-deviations
 *
 * @attr {'open' | 'closed' | 'all'} state - The filter; absent or unknown is `open`.
 * @attr {string} q - The free-text search (absent: none).
 * @attr {number} page - The page, from 1 (absent is 1).
 * @attr {number} page-size - Deviations a page: 10 (absent or any other value), 25 or 50, chosen under the list ("Rows per page").
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {string | null} state - Same as the attribute.
 * @prop {string | null} q - Same as the attribute.
 * @prop {number | null} page - Same as the attribute.
 * @prop {number | null} pageSize - Same as the `page-size` attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when the list changes (the filter, a search, a page, the rows a page) with `/my-myloc/deviations?…` (the query `state`, `q`, `page` and `pageSize`, defaults left out; a host that routes calls `preventDefault()` and sets the attributes itself; otherwise the element sets its own); when a deviation is opened, with `/my-myloc/deviations/{deviation}/info`; and from Report a deviation, with `/deviation` (for these two a host that routes calls `preventDefault()`; otherwise the browser follows the link).
 *
 * @csspart container - The element's outer section.
 * @csspart report-link - The Report a deviation link.
 * @csspart search - The search form.
 * @csspart tabs - The filter's tabs.
 * @csspart panel - The panel of the chosen filter.
 * @csspart results - The results: count, table, paging and their states.
 * @csspart count - The number of deviations (a status region).
 * @csspart pagination - The paging (previous, page x of y, next).
 * @csspart page-size - The "Rows per page" select.
 * @csspart table - The deviations table (stacked rows below 600 px of width).
 * @csspart deviation-link - A deviation's number, the link to it.
 * @csspart status - A status badge.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links, buttons and the chosen tab.
 * @cssproperty --fsp-color-on-primary - Text on primary buttons.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Counts, labels and headers.
 * @cssproperty --fsp-color-surface - Table and field background.
 * @cssproperty --fsp-color-border - Table and field borders.
 * @cssproperty --fsp-color-danger - The badge of a deviation not fixed.
 * @cssproperty --fsp-color-success - The badge of a fixed deviation.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { Deviations, type DeviationsProps } from './deviations.tsx';
import { NS } from './ns.ts';
import css from './deviations.css?inline';

export const TAG = 'fsp-deviations';

export const FspDeviations = defineElement({
  tag: TAG,
  attributes: { state: 'string', q: 'string', page: 'number', pageSize: 'number' },
  component: (props: DeviationsProps) => createElement(Deviations, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
