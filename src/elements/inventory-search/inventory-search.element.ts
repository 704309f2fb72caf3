/**
 * `<fsp-inventory-search>`: the inventory search (spec 3 §2 Base storage, the portal's
 * `/inventories`; §5 Inventory search; §7 Fixed assets): a search by inventory number (a part of
 * one, any case; a serial number or a whole product number is found too) among the stock items the
 * user may see, ten hits a page (25 or 50 as chosen under the hits: "Rows per page") in
 * inventory-number order. An empty search is refused at the field
 * (INVALID_SEARCH_QUERY) and never sent. Each hit: its inventory number (a link to the fixed asset
 * when it has one), the product's name and number, the serial number, the quantity, and where it
 * is (its storage, the client holding it, the item it is fitted to). A hit in a base storage opens
 * `/base-storages/{storage}/fixed-assets/{id}`, any other `/inventories/{id}`, both with `from`
 * (the search's path) so the fixed asset's back link returns to the search. Loading, failure (with
 * a retry) and "no hits" are said in place.
 *
 * @summary The inventory search: find fixed assets by inventory number.
 * @tag fsp-inventory-search
 *
 * @attr {string} q - The search (absent or only spaces: none, nothing is asked).
 * @attr {number} page - The page of hits, from 1 (absent is 1).
 * @attr {number} page-size - Hits a page: 10 (absent or any other value), 25 or 50, chosen under the hits ("Rows per page").
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {string | null} q - Same as the attribute.
 * @prop {number | null} page - Same as the attribute.
 * @prop {number | null} pageSize - Same as the `page-size` attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when a search is made, another page or another number of hits a page chosen, with `/inventories?q=…[&page=…][&pageSize=…]` (a host that routes calls `preventDefault()` and sets the attributes itself; otherwise the element sets its own); and when a hit is opened, with `/inventories/{id}?from=…` or `/base-storages/{storage}/fixed-assets/{id}?from=…` (a host that routes calls `preventDefault()`; otherwise the browser follows the link).
 *
 * @csspart container - The element's outer section.
 * @csspart search - The search form.
 * @csspart query - The search's input.
 * @csspart submit - The search button.
 * @csspart results - The results: count, table, paging and their states.
 * @csspart count - The number of hits (a status region).
 * @csspart table - The hits table (stacked rows below 600 px of width).
 * @csspart hit-link - A hit's inventory number, the link to its fixed asset.
 * @csspart pagination - The paging below the table.
 * @csspart page-size - The "Rows per page" select.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links and buttons.
 * @cssproperty --fsp-color-on-primary - Text on primary buttons.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Counts, product numbers and headers.
 * @cssproperty --fsp-color-surface - Table and field background.
 * @cssproperty --fsp-color-border - Table and field borders.
 * @cssproperty --fsp-color-danger - The refusal of an empty search.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { InventorySearch, type InventorySearchProps } from './inventory-search.tsx';
import { NS } from './ns.ts';
import css from './inventory-search.css?inline';

export const TAG = 'fsp-inventory-search';

export const FspInventorySearch = defineElement({
  tag: TAG,
  attributes: { q: 'string', page: 'number', pageSize: 'number' },
  component: (props: InventorySearchProps) => createElement(InventorySearch, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
