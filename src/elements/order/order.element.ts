/**
 * `<fsp-order>`: one order, read-only (spec 2 §2 Order detail, §3 Order, Order content line, §4
 * Order status, Content line status, Fitting order lines), at `/orders/{order}` and
 * `/my-myloc/orders/{order}` of the portal.
 *
 * Above, the breadcrumb back to the order list (Orders, or My orders with `mine`) and the order
 * number; then the order's facts (order date, status, ordered by, responsible, the note), the
 * receiver (a person with their identity number, a base storage with its code, or a protected
 * identity; the registered address; the municipality with its emblem), the lines grouped by content
 * type (function, product delivery, product pickup, external assortment, pickup, fitting, work,
 * base-storage move), and the history (date and time, event, status, by). A line shows its content
 * number, what it orders (product name, number and picture; the function; the external product and
 * its supplier; the items of a pickup), quantity and unit, its status (the supplier's status
 * instead when there is one), address, delivery method, ETA, contact, the additional text, the
 * accessories and makes chosen, its files (links opening in a new window) and Messages (n), which
 * shows the line's comments read-only. No line has an ordering button; a completed fitting says so.
 * A content type of more than 40 lines shows the first 40 and "Show all n lines".
 *
 * The server answers only orders the user may see: their own, and those sent to a client or base
 * storage of a municipality the user is authorized for. Another municipality's order shows "no
 * access" (403 NOT_AUTHORIZED_TO_MUNICIPALITY); an unknown order, or a preliminary order of
 * someone else, "the order does not exist" (404). The user's own preliminary order is their cart:
 * the element says it is not sent and links to the cart. Loading shows a spinner; any other
 * failure the failure card with a retry.
 *
 * @summary One order, read-only: facts, receiver with municipality emblem, lines per content type, files, comments and history.
 * @tag fsp-order
 *
 * @attr {number} order - The order's id (required); absent or not a valid id shows that no order is chosen.
 * @attr {boolean} mine - Present: the order is opened from My orders (`/my-myloc/orders`), where the breadcrumb leads back; absent: the order list (`/orders`).
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin.
 *
 * @prop {number | null} order - Same as the attribute.
 * @prop {boolean} mine - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired by the breadcrumb and the way back of the not-found and no-access states (`/orders`, or `/my-myloc/orders` with `mine`) and by a preliminary order's link to its cart (`/orders/{order}/cart`). A host that routes calls `preventDefault()` and shows the path; otherwise the browser follows the link.
 *
 * @csspart container - The element's outer section.
 * @csspart breadcrumbs - The breadcrumb above the title.
 * @csspart heading - The title with the order number.
 * @csspart facts - The order's facts: order date, status, ordered by, responsible, note.
 * @csspart receiver - The receiver's section: its facts and the emblem.
 * @csspart emblem - The municipality's emblem.
 * @csspart content - The lines' section.
 * @csspart group - A content type's group: its heading and its lines.
 * @csspart show-all - A large group's "Show all n lines" button (more than 40 lines).
 * @csspart line - One line.
 * @csspart history - The history's section.
 * @csspart history-table - The history's table (cards below 600 px of width).
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links and buttons.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Numbers, dates and hints.
 * @cssproperty --fsp-color-surface - Background of the lines.
 * @cssproperty --fsp-color-surface-alt - Status labels and the empty state.
 * @cssproperty --fsp-color-border - Lines, groups and the table.
 * @cssproperty --fsp-color-danger - The no-access and failure states.
 * @cssproperty --fsp-color-danger-surface - A failure's background.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { OrderDetail, type OrderProps } from './order.tsx';
import { NS } from './ns.ts';
import css from './order.css?inline';

export const TAG = 'fsp-order';

export const FspOrder = defineElement({
  tag: TAG,
  attributes: { order: 'number', mine: 'boolean' },
  component: (props: OrderProps) => createElement(OrderDetail, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
