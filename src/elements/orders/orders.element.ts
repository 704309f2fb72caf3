/**
 * `<fsp-orders>`: the order list (spec 2 §2 Order list, §4 Order list filters, §7 Orders). Cards
 * under the status tabs Open (the default: status 20 up to 80), Closed (90 and above) and All (20
 * and above), newest first, ten to a page (the server pages, so thousands of orders cost one page):
 * each card shows the order number (a link to the order), the order date, the receiver (a person's
 * name, a base storage's label; a protected identity by its label only) and the status. The table
 * variant (`view="table"`, the list's search mode) lists every status from 20 through 99 in the
 * core table, sortable by order date, order number, receiver, ordered-by and status (the headers
 * are buttons and state `aria-sort`); below 600 px of the element's width its rows stack as cards
 * and a "Sort by" select takes the headers' place. The search (order number, the receiver's name
 * or identity number, their start) and the filters (from and to order date, client, base storage:
 * the receivers of the orders the user can see) apply together when submitted. `mine` lists the
 * user's own orders (My orders, whose orders open under /my-myloc/orders/{order}); `client` lists
 * one client's orders (the Orders tab of `<fsp-client>`), with who ordered in place of the receiver.
 * The number of orders is announced to screen readers without moving the focus.
 *
 * @summary The order list: status tabs, search and filters, cards or a sortable table, server paging.
 * @tag fsp-orders
 *
 * @attr {'open' | 'closed' | 'all'} status - The status tab of the cards; absent or unknown is `open`. Not used by the table.
 * @attr {string} q - The free-text search (at most 100 characters); absent lists without one.
 * @attr {string} from-date - Filter: orders from this order date (YYYY-MM-DD), inclusive.
 * @attr {string} to-date - Filter: orders up to this order date (YYYY-MM-DD), inclusive. A range whose from date is after its to date lists nothing.
 * @attr {number} client-id - Filter: orders whose receiver is this client (a person). Not used with `client`.
 * @attr {number} facility-id - Filter: orders whose receiver is this base storage.
 * @attr {'cards' | 'table'} view - `table` for the table variant; absent or unknown shows the cards.
 * @attr {string} sort - The table's sort, `{column}:{asc|desc}` with column `orderDate`, `orderNumber`, `receiver`, `orderedBy` or `status`; absent is `orderDate:desc`. The cards are always newest first.
 * @attr {number} page - The page, from 1 (absent is 1).
 * @attr {number} page-size - Orders a page: 10 (absent or any other value), 25 or 50, chosen under the list ("Rows per page").
 * @attr {boolean} mine - Present: only the user's own orders (My orders).
 * @attr {number} client - Id of a client: only that client's orders, with who ordered instead of the receiver, and no client filter.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {string | null} status - Same as the attribute.
 * @prop {string | null} q - Same as the attribute.
 * @prop {string | null} fromDate - Same as the `from-date` attribute.
 * @prop {string | null} toDate - Same as the `to-date` attribute.
 * @prop {number | null} clientId - Same as the `client-id` attribute.
 * @prop {number | null} facilityId - Same as the `facility-id` attribute.
 * @prop {string | null} view - Same as the attribute.
 * @prop {string | null} sort - Same as the attribute.
 * @prop {number | null} page - Same as the attribute.
 * @prop {number | null} pageSize - Same as the `page-size` attribute.
 * @prop {boolean} mine - Same as the attribute.
 * @prop {number | null} client - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when the list changes (a tab, a search, filters, the view, a sort, a page, the rows a page), with the list's path and query: `/orders?…`, `/my-myloc/orders?…` (with `mine`) or `/clients/{client}/orders?…` (with `client`), the query `status`, `q`, `fromDate`, `toDate`, `clientId`, `facilityId`, `view=table`, `sort`, `page` and `pageSize`, defaults left out (a host that routes calls `preventDefault()` and sets the attributes itself; otherwise the element sets its own); and when an order is opened, with `/orders/{order}` (`/my-myloc/orders/{order}` with `mine`) (a host that routes calls `preventDefault()`; otherwise the browser follows the link).
 *
 * @csspart container - The element's outer section.
 * @csspart view-switch - The Cards/Table toggle buttons.
 * @csspart form - The search form.
 * @csspart query - The free-text search input.
 * @csspart filters-toggle - The button that shows or hides the filters.
 * @csspart filters - The filter fields (dates, client, base storage).
 * @csspart submit - The search button.
 * @csspart clear - The button that clears the search and filters.
 * @csspart tabs - The status tabs (cards).
 * @csspart panel - The panel of the selected status tab.
 * @csspart results - The results: count, cards or table, paging and their states.
 * @csspart count - The number of orders (a status region).
 * @csspart pagination - The paging (previous, page x of y, next, go to page).
 * @csspart page-size - The "Rows per page" select.
 * @csspart cards - The list of order cards.
 * @csspart card - One order's card.
 * @csspart order-link - An order number, the link to the order.
 * @csspart status - An order's status label.
 * @csspart table - The orders table (stacked rows below 600 px of width).
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links, buttons and the chosen view.
 * @cssproperty --fsp-color-on-primary - Text on the chosen view's button.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Hints, labels and headers.
 * @cssproperty --fsp-color-surface - Card and field background.
 * @cssproperty --fsp-color-surface-alt - Status labels' background.
 * @cssproperty --fsp-color-border - Card, table and field borders.
 * @cssproperty --fsp-color-danger - Messages about what was typed.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { Orders, type OrdersProps } from './orders.tsx';
import { NS } from './ns.ts';
import css from './orders.css?inline';

export const TAG = 'fsp-orders';

export const FspOrders = defineElement({
  tag: TAG,
  attributes: {
    status: 'string',
    q: 'string',
    fromDate: 'string',
    toDate: 'string',
    clientId: 'number',
    facilityId: 'number',
    view: 'string',
    sort: 'string',
    page: 'number',
    pageSize: 'number',
    mine: 'boolean',
    client: 'number',
  },
  component: (props: OrdersProps) => createElement(Orders, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
