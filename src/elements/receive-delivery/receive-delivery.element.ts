/**
 * `<fsp-receive-delivery>`: receiving deliveries into a base storage (spec 3 §2 Receive delivery,
 * §4 Receive delivery type, §5, §7, §8). Two pages in one element:
 * - the receive page (`/receive/delivery`): the base storage (the user's own by default when it is
 *   a base storage), an optional reference (at most 60 characters) and a search for the item to
 *   receive, ten hits a page (25 or 50 as chosen under them: "Rows per page"): name, product number, supplier product number, article class,
 *   supplier and Choose. An empty search is refused at the field (INVALID_SEARCH_QUERY) and never
 *   sent; Choose without a storage, with a reference too long, or on a fixed asset the user may not
 *   receive is refused in a dialog.
 * - the wizard (`/receive/delivery/order/{type}/{supplier}/{product}/{baseStorage}`) of the
 *   product's type: not-lot-controlled (product, amount, overview), lot-controlled (batch or serial
 *   number, amount, overview) or fixed-asset-controlled (batch or serial number, the performance
 *   attributes if any, overview; one at a time). Each step is checked by the server; Receive
 *   receives once (an idempotency key a receipt), then the completion screen links the new fixed
 *   asset's inventory label and Continue returns to the receive page.
 * The reference travels in the location state: the `reference` attribute.
 *
 * @summary Receive deliveries into a base storage: search the item, then the receiving wizard of its type.
 * @tag fsp-receive-delivery
 *
 * @attr {number} storage - The receive page: the base storage chosen (absent: the user's own facility when it is a base storage, else none).
 * @attr {string} q - The receive page: the search (absent: none, nothing is asked).
 * @attr {number} page - The receive page: the page of hits, from 1 (absent is 1).
 * @attr {number} page-size - The receive page: hits a page, 10 (absent or any other value), 25 or 50, chosen under the hits ("Rows per page").
 * @attr {string} reference - The reference (delivery note, at most 60 characters), kept from page to page; a host that routes gives back what `fsp-navigate`'s `state.reference` carried.
 * @attr {string} type - The wizard: `not-lot-controlled`, `lot-controlled` or `fixed-asset-controlled` (another value: there is no such wizard). With `supplier`, `product` and `base-storage`; absent: the receive page.
 * @attr {number} supplier - The wizard: the product's supplier.
 * @attr {number} product - The wizard: the product to receive.
 * @attr {number} base-storage - The wizard: the base storage received into.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {number | null} storage - Same as the attribute.
 * @prop {string | null} q - Same as the attribute.
 * @prop {number | null} page - Same as the attribute.
 * @prop {number | null} pageSize - Same as the `page-size` attribute.
 * @prop {string | null} reference - Same as the attribute.
 * @prop {string | null} type - Same as the attribute.
 * @prop {number | null} supplier - Same as the attribute.
 * @prop {number | null} product - Same as the attribute.
 * @prop {number | null} baseStorage - Same as the attribute `base-storage`.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when the storage is chosen, a search made, another page or number of hits a page chosen (`/receive/delivery?storage=…&q=…[&page=…][&pageSize=…]`), when a product is chosen (`/receive/delivery/order/{type}/{supplier}/{product}/{baseStorage}`) and on Continue (`/receive/delivery?storage=…`); `state.reference` is the reference typed. A host that routes calls `preventDefault()` and sets the attributes itself (the reference too); otherwise the element sets its own.
 *
 * @csspart container - The element's outer section.
 * @csspart settings - The storage and the reference.
 * @csspart reference - The reference’s field.
 * @csspart count-open - The notice that the chosen storage is being counted (nothing can be received), with a link to its count.
 * @csspart search - The search form.
 * @csspart query - The search's input.
 * @csspart submit - The search button.
 * @csspart results - The hits: count, table, paging and their states.
 * @csspart count - The number of hits (a status region).
 * @csspart pagination - The paging below the hits.
 * @csspart page-size - The "Rows per page" select.
 * @csspart table - The hits table (stacked rows below 600 px of width).
 * @csspart choose - A hit's Choose button.
 * @csspart wizard - The wizard's page (breadcrumbs, title, steps).
 * @csspart stepper - The wizard's step indicator.
 * @csspart batch - The batch field.
 * @csspart serial-number - The serial number field.
 * @csspart receiving - The line naming the product and storage above a step's fields.
 * @csspart counter - The amount's counter.
 * @csspart facts - The receipt's facts (the product step, the overview, the completion).
 * @csspart completion - The completion screen.
 * @csspart label-link - The link to the new fixed asset's inventory label (a PDF).
 * @csspart continue - The completion screen's Continue button.
 * @csspart dialog - The refusal dialog.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links and buttons.
 * @cssproperty --fsp-color-on-primary - Text on primary buttons.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Hints, headers and missing values.
 * @cssproperty --fsp-color-surface - Table, field and dialog background.
 * @cssproperty --fsp-color-border - Table and field borders.
 * @cssproperty --fsp-color-danger - Refusals at a field.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { ReceiveDelivery, type ReceiveDeliveryProps } from './receive-delivery.tsx';
import { NS } from './ns.ts';
import css from './receive-delivery.css?inline';

export const TAG = 'fsp-receive-delivery';

export const FspReceiveDelivery = defineElement({
  tag: TAG,
  attributes: { storage: 'number', q: 'string', page: 'number', pageSize: 'number', reference: 'string', type: 'string', supplier: 'number', product: 'number', baseStorage: 'number' },
  component: (props: ReceiveDeliveryProps) => createElement(ReceiveDelivery, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
