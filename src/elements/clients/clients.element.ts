/**
 * `<fsp-clients>`: the client search (spec 2 §2 Client search, §5, §7). A personal identity number
 * (yyyymmdd-nnnn or yymmdd-nnnn, with or without the hyphen, `+` instead of it for someone aged 100
 * or more; its date and check digit are checked before any call and it is sent as twelve digits),
 * the start of one (a birth date such as 19380114), or a unit's name or number; narrowed by first
 * name, surname, postal number and city. The search runs when it is submitted, never as it is
 * typed. The results come ten to a page (25 or 50 as chosen under them: "Rows per page"): name, identity number, registered address (postal number
 * as "123 45") and municipality. A client in a municipality the user is not authorized for is
 * listed as text, marked "Ej behörig" / "Not authorized", not as a link; a deregistered client is
 * marked so. The number of results is announced to screen readers without moving the focus.
 *
 * @summary Client search by identity number or unit, with name and address filters.
 * @tag fsp-clients
 *
 * @attr {string} q - The search: a personal identity number (any of the forms above) or a unit. Required for a search to run; absent shows the empty form.
 * @attr {string} first-name - Filter: first names starting with it (any case).
 * @attr {string} surname - Filter: surnames starting with it (any case).
 * @attr {string} zip-code - Filter: postal numbers of the registered address starting with it (digits; spaces ignored).
 * @attr {string} city - Filter: cities of the registered address starting with it (any case).
 * @attr {number} page-size - Results a page: 10 (absent or any other value), 25 or 50, chosen under the results ("Rows per page").
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {string | null} q - Same as the attribute.
 * @prop {string | null} firstName - Same as the `first-name` attribute.
 * @prop {string | null} surname - Same as the attribute.
 * @prop {string | null} zipCode - Same as the `zip-code` attribute.
 * @prop {string | null} city - Same as the attribute.
 * @prop {number | null} pageSize - Same as the `page-size` attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when a search is submitted or another number of results a page is chosen, with the path `/clients?q=…[&firstName=…&surname=…&zipCode=…&city=…][&pageSize=…]` (a host that routes calls `preventDefault()` and sets the attributes itself; otherwise the element sets its own), and when a client is opened, with `/clients/{id}/info` (a host that routes calls `preventDefault()`; otherwise the browser follows the link).
 *
 * @csspart container - The element's outer section.
 * @csspart form - The search form.
 * @csspart query - The identity number or unit input.
 * @csspart submit - The search button.
 * @csspart filters-toggle - The button that shows or hides the filters.
 * @csspart filters - The filter inputs (first name, surname, postal number, city).
 * @csspart results - The results: heading, count, table, paging and their states.
 * @csspart count - The number of results (a status region).
 * @csspart table - The results table (cards below 600 px of width).
 * @csspart client-link - A client's name as a link to the client.
 * @csspart client-name - A client's name as text (not authorized).
 * @csspart pagination - Paging of a long result.
 * @csspart page-size - The "Rows per page" select.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links and buttons.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Hints, headers and marks.
 * @cssproperty --fsp-color-surface - Field and card background.
 * @cssproperty --fsp-color-surface-alt - Marks' background.
 * @cssproperty --fsp-color-border - Table, card and field borders.
 * @cssproperty --fsp-color-danger - Messages about what was typed.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { Clients, type ClientsProps } from './clients.tsx';
import { NS } from './ns.ts';
import css from './clients.css?inline';

export const TAG = 'fsp-clients';

export const FspClients = defineElement({
  tag: TAG,
  attributes: { q: 'string', firstName: 'string', surname: 'string', zipCode: 'string', city: 'string', pageSize: 'number' },
  component: (props: ClientsProps) => createElement(Clients, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
