/**
 * `<fsp-fixed-asset>`: one fixed asset, a stock item with an inventory number (spec 3 §2 Base
 * storage, the portal's `/inventories/{id}` and `/base-storages/{storage}/fixed-assets/{id}`; §3
 * Fixed asset (stock item) and History row; §5 Other; §7 Fixed assets and holdings). The heading is
 * the product's name with its inventory and serial numbers and a deviation marker; where it is (its
 * storage and location, or the client holding it, and the item it is fitted to); every field that
 * has a value (the price only when there is a currency and it is above zero, per unit, in the
 * currency upper case; dates in the language's format), its location with warehouse and facility,
 * images, makes and allocations. Its accessories: for an item in a storage, chosen in the table
 * and removed (each 1 up to its quantity) back to the item's location; a refusal is said inside
 * the dialog, the choices kept. Its note, changed in place (saving it unchanged makes no call).
 * Print label opens the label (a PDF with the inventory number as a barcode) in a new window. The
 * aid's life (issue 41): a lifecycle strip (received → in storage → with client → in repair →
 * returned or scrapped, where it is now marked) and everything that happened to it, newest first,
 * 25 at a time with Show more, each entry linking to its page. The order history (deliveries,
 * returns, moves, scrapping) ten a page, newest first. A fixed asset the user may not see answers
 * as one that does not exist.
 *
 * @summary One fixed asset: its fields, accessories, note, label, its life and order history.
 * @tag fsp-fixed-asset
 *
 * @attr {number} fixed-asset - The stock item's id (the routes' `:product`).
 * @attr {number} base-storage - The base storage it was opened from (the base storage route's `:baseStorage`); absent for `/inventories/{id}`. When the item no longer lies there, a notice says so.
 * @attr {string} from - Where the back link leads, with its query: the inventory search (`/inventories?q=HMC4`) or a base storage page (`/base-storages?storage=2`); absent or anything else leads to `/inventories`.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {number | null} fixedAsset - Same as the attribute.
 * @prop {number | null} baseStorage - Same as the attribute.
 * @prop {string | null} from - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when the user follows the back link (the `from` path, or `/inventories`) or the link to the client holding the item (`/clients/{client}/holdings[/{id}]`), or an entry of the aid's life (its page's path: `/clients/{client}/info`, `/clients/{client}/tasks/{task}`, `/base-storages/work-list/{task}`, `/orders/{order}`, `/my-myloc/fittings/{fitting}/info`, `/my-myloc/deviations/{deviation}/info`, `/base-storages/inventory`). A host that routes calls `preventDefault()` and shows the path; otherwise the browser follows the link.
 *
 * @csspart container - The element's outer section.
 * @csspart breadcrumbs - The way back (the search or the stock balance).
 * @csspart heading - The product's name.
 * @csspart deviation - The deviation marker.
 * @csspart whereabouts - Where the item is: its storage, or the client holding it, and what it is fitted to.
 * @csspart client-link - The client holding the item, a link to the holding.
 * @csspart actions - The actions on the item (the label).
 * @csspart label-button - Print label.
 * @csspart accessories - The accessories: the table and its action.
 * @csspart accessories-table - The accessories table (stacked rows below 600 px of width).
 * @csspart remove-accessories - The button that removes the chosen accessories.
 * @csspart note - The note and its form.
 * @csspart aid-life - The aid's life (issue 41): its lifecycle strip and its timeline, before the order history.
 * @csspart lifecycle - The aid's lifecycle strip: received, in storage, with client, in repair, returned or scrapped (the current `aria-current="step"`).
 * @csspart timeline - The aid's timeline (an `<ol>`, newest first); each entry `timeline-entry`, its kind `timeline-kind`, its link `timeline-link`, its count `timeline-count`, Show more `timeline-more`.
 * @csspart history - The order history.
 * @csspart results - The order history's count, table, paging and their states.
 * @csspart count - The number of events in the order history (a status region).
 * @csspart history-table - The order history table (stacked rows below 600 px of width).
 * @csspart pagination - The order history's paging.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links and buttons.
 * @cssproperty --fsp-color-on-primary - Text on primary buttons.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Labels, numbers and counts.
 * @cssproperty --fsp-color-surface - Cards, table and field background.
 * @cssproperty --fsp-color-border - Card, table and field borders.
 * @cssproperty --fsp-color-danger - The deviation marker and refusals.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { FixedAssetDetail, type FixedAssetProps } from './fixed-asset.tsx';
import { NS } from './ns.ts';
import css from './fixed-asset.css?inline';

export const TAG = 'fsp-fixed-asset';

export const FspFixedAsset = defineElement({
  tag: TAG,
  attributes: { fixedAsset: 'number', baseStorage: 'number', from: 'string' },
  component: (props: FixedAssetProps) => createElement(FixedAssetDetail, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
