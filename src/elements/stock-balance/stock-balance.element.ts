/**
 * `<fsp-stock-balance>`: a base storage's stock balance (spec 3 §2 Base storage, §3 Storage
 * balance, §4 Moves, scrapping, returns, §5 Moves, scrap, holdings, §6, §7; the portal's
 * `/base-storages`). Choose a base storage (none: every base storage the user may work on),
 * search (product number, name, supplier item number, inventory number
 * and batch), filter by item class, ISO code, supplier and product status, and order by
 * name or location. The rows with something available (a fully allocated row is not listed: it
 * may not be moved or scrapped) load fifty at a time into a virtualized
 * list (up to 10,000 a storage): product name and number (a link to the product's detail when a storage is chosen and the
 * active order is not for another base storage), a deviation marker, the inventory number (a link
 * to the fixed asset) or batch, warehouse and location, quantity, allocated and available with the
 * unit, supplier and item class. Each row offers: Move (to another location
 * of its storage; with no active order or a client receiver), Move to order (a move line into the
 * active order, to a location of the receiving storage chosen in the dialog, with the
 * orderMoveEnabled flag, when that order's receiver is another base storage) and Scrap (with a
 * reason). Create base-storage move order (orderMoveEnabled, and no
 * order or a non-base-storage receiver) opens a new order for another base storage.
 *
 * @summary A base storage's stock balance: filter, move, scrap.
 * @tag fsp-stock-balance
 *
 * @attr {number} storage - The base storage's id (absent: every base storage the user may work on).
 * @attr {string} q - The search (absent: none).
 * @attr {number} item-class - Filter: an item class id.
 * @attr {number} iso-code - Filter: an ISO code id.
 * @attr {number} supplier - Filter: a supplier id.
 * @attr {'ACTIVE' | 'PHASING_OUT' | 'DISCONTINUED'} product-status - Filter: a product status.
 * @attr {'description:asc' | 'description:desc' | 'location:asc'} sort - The order (absent: `description:asc`).
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {number | null} storage - Same as the attribute.
 * @prop {string | null} q - Same as the attribute.
 * @prop {number | null} itemClass - Same as the attribute `item-class`.
 * @prop {number | null} isoCode - Same as the attribute `iso-code`.
 * @prop {number | null} supplier - Same as the attribute.
 * @prop {string | null} productStatus - Same as the attribute `product-status`.
 * @prop {string | null} sort - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when the view changes (the storage, a search, a filter, the order) with `/base-storages?…` (the query `storage`, `q`, `itemClass`, `isoCode`, `supplier`, `productStatus`, `sort`, defaults left out; a filter or the order chosen carries `replace: true`, a refinement a host may follow after the frame and put in place of the current history entry, while the element shows the choice at once; a host that routes calls `preventDefault()` and sets the attributes itself; otherwise the element sets its own); when a product is opened, with `/base-storages/{storage}/products/{product}?from=…`; and when a fixed asset is opened, with `/base-storages/{storage}/fixed-assets/{item}?from=…` (for these two a host that routes calls `preventDefault()`; otherwise the browser follows the link).
 *
 * @csspart container - The element's outer section.
 * @csspart create-move-order - The Create base-storage move order button.
 * @csspart toolbar - The storage, search and filters.
 * @csspart search - The storage and search form.
 * @csspart filters - The filters and the order.
 * @csspart results - The count and the rows with their states.
 * @csspart count - The number of rows (a status region).
 * @csspart rows - The rows' scroll box (a list; its height is at most 70% of the viewport, or `--fsp-virtual-list-max-height`).
 * @csspart product-link - A product's name, the link to its detail.
 * @csspart fixed-asset-link - An inventory number, the link to the fixed asset.
 * @csspart deviation - The deviation marker of a row.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links and buttons.
 * @cssproperty --fsp-color-on-primary - Text on primary buttons.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Counts, labels and secondary text.
 * @cssproperty --fsp-color-surface - The rows' and fields' background.
 * @cssproperty --fsp-color-border - Row and field borders.
 * @cssproperty --fsp-color-danger - The deviation marker and Scrap.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 * @cssproperty --fsp-virtual-list-max-height - The rows' scroll box's greatest height.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { StockBalance, type StockBalanceProps } from './stock-balance.tsx';
import { NS } from './ns.ts';
import css from './stock-balance.css?inline';

export const TAG = 'fsp-stock-balance';

export const FspStockBalance = defineElement({
  tag: TAG,
  attributes: { storage: 'number', q: 'string', itemClass: 'number', isoCode: 'number', supplier: 'number', productStatus: 'string', sort: 'string' },
  component: (props: StockBalanceProps) => createElement(StockBalance, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
