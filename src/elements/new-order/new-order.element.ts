/**
 * `<fsp-new-order>`: the new-order popup (spec 1 New-order popup; spec 2 §5 Client search, §7). A
 * modal in two steps, shown while the `open` attribute is there.
 *
 * Step 1, "New order", chooses the receiver: a user (a client), a base storage, or, only when the
 * host sets `secret-id`, a user with a protected identity. A user is found by personal identity
 * number (checked before any call: "The personal identity number is empty" when the field is
 * emptied, its form, date and check digit) or a unit by name or number; Search is enabled only
 * when the field is not empty. The client found is shown with its registered address and
 * municipality and a button that opens its holdings read-only. A valid number that is no client
 * is looked up in the national population register; a person found there is made a client with
 * one click (POST /clients/create). A client without a municipality gets one chosen from the
 * user's municipalities first; a client of a municipality the user is not authorized for cannot be
 * chosen. A base storage is chosen from a list. Next stays disabled until the receiver is ready,
 * then makes the order (POST /web-orders), which becomes the user's active order on every element
 * of the page at once.
 *
 * Step 2 lists the order types (function order, products, fitting, work order, pickup order,
 * external assortment), each a link with the new order's id, hidden by its feature flag; fitting,
 * work, pickup and external assortment are hidden for a base storage; only the types whose wizard
 * is built are listed. With `close-after-create` the popup closes after the order is made instead.
 * With `add-product`, the product (in `add-quantity`, default 1) is added to the new order as a
 * draft line with its default delivery type, and the user goes to the product wizard for it.
 *
 * Escape, a click outside, Cancel and Close close the popup: it removes its `open` attribute and
 * fires `fsp-close`. Reopened, it starts afresh.
 *
 * @summary The new-order popup: choose the receiver, make the order, choose what to order.
 * @tag fsp-new-order
 *
 * @attr {boolean} open - Present: the popup is shown. The popup removes it when it closes.
 * @attr {boolean} secret-id - Present: "Protected identity" is offered as a receiver type.
 * @attr {number} add-product - A product to add to the new order (an add-to-cart reference, e.g. from `fsp-new-order`'s `addToCart`).
 * @attr {number} add-quantity - The quantity of `add-product` (default 1).
 * @attr {boolean} close-after-create - Present: the popup closes once the order is made, without step 2.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin.
 *
 * @prop {boolean} open - Same as the attribute.
 * @prop {boolean} secretId - Same as the attribute.
 * @prop {number | null} addProduct - Same as the attribute.
 * @prop {number | null} addQuantity - Same as the attribute.
 * @prop {boolean} closeAfterCreate - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page.
 *
 * @event {CustomEvent<{ order: number }>} fsp-order-created - The order is made (the user's active order now).
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when the user follows an order type of step 2 (`/orders/{order}/products`, …) or, after adding a product, goes to its wizard (`/orders/{order}/products/{content}?contentid={content}`). A host that routes calls `preventDefault()`; otherwise the browser follows the link. The popup closes.
 * @event {CustomEvent<Record<string, never>>} fsp-close - The popup closed itself and removed `open`.
 *
 * @csspart dialog - The modal dialog.
 * @csspart popup - The dialog's content.
 * @csspart receiver-type - The receiver type radio group.
 * @csspart client - The card of the client found.
 * @csspart register-person - The card of a person found in the population register.
 * @csspart base-storage - The base storage picker.
 * @csspart order-types - Step 2's list of order types.
 * @csspart holdings - The table of the holdings modal.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Buttons, links and the chosen radio.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - The step label and hints.
 * @cssproperty --fsp-color-surface - The dialog's background.
 * @cssproperty --fsp-color-surface-alt - An order type's background when pointed at.
 * @cssproperty --fsp-color-border - Cards and order types.
 * @cssproperty --fsp-color-danger - Errors.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { NewOrder, type NewOrderProps } from './new-order.tsx';
import { NS } from './ns.ts';
import css from './new-order.css?inline';

export const TAG = 'fsp-new-order';

export const FspNewOrder = defineElement({
  tag: TAG,
  attributes: { open: 'boolean', secretId: 'boolean', addProduct: 'number', addQuantity: 'number', closeAfterCreate: 'boolean' },
  component: (props: NewOrderProps) => createElement(NewOrder, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
