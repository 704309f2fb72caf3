/**
 * `<fsp-cart>`: the cart of an order (spec 2 §2 Cart, §4 Content line status, Cart and sending,
 * Joint delivery, §5 Quantity counter, ETA date, Price display, Confirmations), and with
 * `view="sent"` the order confirmation after sending.
 *
 * The lines are grouped per content type, a heading per group, each group a virtualized list (a
 * cart of 200 lines renders only the rows in view). A line shows what it orders (the product and
 * its number, the function, the items of a pickup, an external product and its supplier), its
 * status (Missing delivery address or Draft for a draft, else its status or the supplier's), where
 * it goes, its ETA with a dialog to change it (today to 9999-12-31), its price when there is one to
 * show, and, while the order is preliminary: a quantity counter (min 1; the change is saved a
 * moment after the last press, "Quantity updated"; a refusal puts the old value back and says why;
 * a pickup line has one per item, at most the item's maxQuantity, saved without making the line a
 * draft again),
 * the joint-delivery checkbox (delivered product lines), Edit (a draft opens its wizard; a line in
 * the cart is reverted to a draft first; product lines only, whose wizard is built) and Delete
 * after a confirmation. Every line has View (a read-only dialog with everything of the line: what
 * it orders, the accessories and makes chosen, the additional information, the requested date,
 * the address, contact and method, the ETA, the status) and Messages (n) (the line's comments,
 * also on a sent order: author, date, text as plain text; a new message of at most 2000
 * characters, counted; Delete on one's own after a confirmation).
 *
 * Each group's heading has Overview (a dialog listing the group's lines read-only: name, quantity,
 * address, ETA, status; Edit per line as the row's, and Cancel). A preliminary order with two
 * delivered lines or more (function, product delivery, new product) has Change address above the
 * lines: a dialog with those lines as checkboxes (all checked), the address, contact and (when
 * required) method of the first line chosen; Save puts them on every line chosen at once ("n of
 * m" while it runs); a failure lists the lines not changed and keeps the choices, success says
 * "Address changed on n lines". These dialogs load when first opened.
 *
 * Below the lines: the total (delivery and pickup lines, SEK, 2 decimals), Send (disabled, with
 * the reason beside it, while a draft, a missing address, an empty cart, a receiver the user is
 * not authorized for or a lone joint delivery blocks it; else a confirmation, then the order is
 * sent with one idempotency key per confirmation, so a doubled click or a retry sends once, and
 * the user goes to the confirmation; a failure closes the confirmation, reloads the cart and says
 * why) and Delete order (a confirmation, "Order deleted", then the start page; the cart says in
 * place that the order is deleted, whatever the host does with that move). With `draft` only
 * the drafts are listed, with a link to the whole cart. An empty cart links to the product
 * catalogue; an order that is sent shows its lines without any editing; one that is not the
 * user's says so.
 *
 * @summary The cart: the order's lines per content type, quantities, ETA, joint delivery, total, Send; or the order confirmation.
 * @tag fsp-cart
 *
 * @attr {number} order - The order's id. Absent: the NO_CLIENT_ORDER_SELECTED warning with New order (`fsp-new-order`).
 * @attr {boolean} draft - Present: only the draft lines are listed (the drafts of the order), with a link to the whole cart.
 * @attr {'sent'} view - `sent`: the order confirmation after sending (order number, date, receiver, number of lines, a link to the start page); absent: the cart.
 * @attr {boolean} embedded - Present: the cart is shown where the portal's start page and stock balance are not (the portal's embedded mode sets it under `/embedded/orders/{order}/cart` and `/embedded/order-sent`): no link to the start page, none to a base-storage receiver's stock balance, and Edit only on lines whose wizard has an embedded page (products, work). After the order is deleted the `fsp-navigate` to `/` is still fired for the host to act on; unprevented, the element stays and says the order is deleted.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin.
 *
 * @prop {number | null} order - Same as the attribute.
 * @prop {boolean} draft - Same as the attribute.
 * @prop {string | null} view - Same as the attribute.
 * @prop {boolean} embedded - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired by Edit (the line's wizard, `/orders/{order}/products/{content}?contentid={content}`), after sending (`/order-sent?order={order}`), after deleting the order (`/`; with `embedded`, unprevented, the element stays), and by the links (the whole cart or its drafts, `/orders/{order}/cart[?draft=true]`; the catalogue, `/products`; a base-storage receiver's stock balance, `/base-storages?storage={facility}`; the start page, `/`). A host that routes calls `preventDefault()`; otherwise the element switches between the cart and its drafts itself and the browser follows the others. With `embedded` the links to `/` and to the stock balance are not shown, and neither is Edit on a line of another wizard than products or work.
 *
 * @event {CustomEvent<{ addToCart?: { product: number; quantity: number } }>} fsp-new-order - Bubbles and is composed. Fired by New order when the cart has no order (no `order`): a host opens `<fsp-new-order>`.
 *
 * @csspart container - The element's outer section.
 * @csspart heading - The title with the order number and the receiver.
 * @csspart group - A content type's group: its heading (with Overview) and its lines.
 * @csspart virtual-list - A group's scrolling list of lines.
 * @csspart line - One line.
 * @csspart counter - A line's quantity counter.
 * @csspart new-order - New order, when the cart has no order.
 * @csspart pickup-items - A pickup line's items, each with its quantity counter (max the item's maxQuantity).
 * @csspart total - The cart's total.
 * @csspart send - The Send area: the reason Send is blocked, the errors, Send and Delete order.
 * @csspart confirmation - The order confirmation (`view="sent"`).
 * @csspart dialog - The dialogs (ETA, Change address, Overview, View, Messages, confirmations).
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Buttons, links and checkboxes.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Numbers, addresses and hints.
 * @cssproperty --fsp-color-surface - Background of the lines.
 * @cssproperty --fsp-color-surface-alt - Status labels and the empty state.
 * @cssproperty --fsp-color-border - Lines and groups.
 * @cssproperty --fsp-color-danger - Errors, Missing delivery address, Delete.
 * @cssproperty --fsp-color-danger-surface - An error's background.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 * @cssproperty --fsp-virtual-list-max-height - The greatest height of a group's list before it scrolls (default 480px).
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { Cart, type CartProps } from './cart.tsx';
import { NS } from './ns.ts';
import css from './cart.css?inline';

export const TAG = 'fsp-cart';

export const FspCart = defineElement({
  tag: TAG,
  attributes: { order: 'number', draft: 'boolean', view: 'string', embedded: 'boolean' },
  component: (props: CartProps) => createElement(Cart, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
