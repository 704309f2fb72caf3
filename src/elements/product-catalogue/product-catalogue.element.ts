/**
 * `<fsp-product-catalogue>`: the product catalogue (spec 2 §2 Product catalogue, §6, §7 Products).
 * A search box (product number, name or supplier item number; searched 300 ms after the typing
 * rests), a filter side panel (central storages, base storages, item classes, ISO codes, suppliers
 * and product statuses, each value with the number of products it would list, and the
 * show-not-orderable toggle; a drawer when the element is narrower than 900 px), the chosen filters
 * as removable chips, the number of products (announced to screen readers), the storage whose stock
 * the cards show, a grid or list view (saved as the user setting `catalogue-view` and restored on
 * the next visit; grid by default) and 24, 52 or 100 products a page, sorted by description, with a
 * page input. Each product shows its picture (NOT_ORDERABLE_SINGULAR on it when it cannot be
 * ordered), name, product number, supplier, price and the stock available in the chosen storage;
 * its name links to the product only when a storage is chosen.
 *
 * The attributes are the URL's query (`/products?…`, see `productRoutes.products()`): every change of
 * search, filter, storage, page or page size is an `fsp-navigate` with the new path and
 * `replace: true`, so a copied URL opens the same view. Without `storage` the user's standard
 * location is the chosen storage when it is a central or base storage; otherwise none is chosen
 * until the user picks one.
 *
 * @summary Product catalogue: search, filters, grid or list, paging, stock in the chosen storage.
 * @tag fsp-product-catalogue
 *
 * @attr {string} q - The search: product number, name or supplier item number (every word must match). Absent lists every product.
 * @attr {string} facilities - Filter: comma-separated ids of central storages; only products with stock in any of them.
 * @attr {string} base-storages - Filter: comma-separated ids of base storages; only products with stock in any of them (together with `facilities`: in any of either).
 * @attr {string} item-classes - Filter: comma-separated item (article) class ids.
 * @attr {string} iso-codes - Filter: comma-separated ISO 9999 code ids.
 * @attr {string} suppliers - Filter: comma-separated supplier ids.
 * @attr {string} product-statuses - Filter: comma-separated statuses (`ACTIVE`, `PHASING_OUT`, `DISCONTINUED`).
 * @attr {boolean} include-not-orderable - Present: products that cannot be ordered are listed too (absent: only orderable ones).
 * @attr {number} page - The page, from 1 (default 1); a page past the last shows the last.
 * @attr {number} page-size - Products a page: 24 (default), 52 or 100.
 * @attr {number} storage - Id of the chosen storage (a central or base storage): whose stock the products show, and with which they link to their detail. Absent: the user's standard location if it is a storage, else none.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {string | null} q - Same as the attribute.
 * @prop {string | null} facilities - Same as the attribute.
 * @prop {string | null} baseStorages - Same as the `base-storages` attribute.
 * @prop {string | null} itemClasses - Same as the `item-classes` attribute.
 * @prop {string | null} isoCodes - Same as the `iso-codes` attribute.
 * @prop {string | null} suppliers - Same as the attribute.
 * @prop {string | null} productStatuses - Same as the `product-statuses` attribute.
 * @prop {boolean} includeNotOrderable - Same as the `include-not-orderable` attribute.
 * @prop {number | null} page - Same as the attribute.
 * @prop {number | null} pageSize - Same as the `page-size` attribute.
 * @prop {number | null} storage - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired with `replace: true` and the path `/products[?q=…&facilities=…&baseStorages=…&itemClasses=…&isoCodes=…&suppliers=…&productStatuses=…&includeNotOrderable=true&page=…&pageSize=…&storage=…]` when the search (once typing rests), a filter, the storage, the page or the page size changes (a host that routes calls `preventDefault()` and sets the attributes itself; otherwise the element sets its own); and with `/products/{id}?storage=…&from=…` when a product is opened (a host that routes calls `preventDefault()`; otherwise the browser goes there).
 *
 * @csspart container - The element's outer section.
 * @csspart search - The search form.
 * @csspart filters - The filter side panel (a wide element).
 * @csspart filter-toggle - The button that opens the filter drawer (a narrow element).
 * @csspart drawer - The filter drawer (a narrow element).
 * @csspart toolbar - The controls above the results: filter button, storage, view, page size.
 * @csspart storage - The chosen storage's select and its hint.
 * @csspart view-toggle - The grid and list buttons.
 * @csspart page-size - The page size select.
 * @csspart results - The results: heading, count, products, paging and their states.
 * @csspart count - The number of products (a status region).
 * @csspart card - A product's card in the grid.
 * @csspart results-table - The list view's table (cards below 600 px of width).
 * @csspart product-link - A product's name as a link to its detail.
 * @csspart links-hidden - The note that products do not open while the active order is for another base storage (spec 2 §6).
 * @csspart pagination - Paging, with the page input.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links, buttons, chosen filters, the pressed view.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Counts, hints, product numbers.
 * @cssproperty --fsp-color-surface - Card and field background.
 * @cssproperty --fsp-color-surface-alt - Picture background, chips.
 * @cssproperty --fsp-color-border - Card, table and field borders.
 * @cssproperty --fsp-color-danger - The not-orderable label, errors.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { ProductCatalogue, type ProductCatalogueProps } from './product-catalogue.tsx';
import { NS } from './ns.ts';
import css from './product-catalogue.css?inline';

export const TAG = 'fsp-product-catalogue';

export const FspProductCatalogue = defineElement({
  tag: TAG,
  attributes: {
    q: 'string',
    facilities: 'string',
    baseStorages: 'string',
    itemClasses: 'string',
    isoCodes: 'string',
    suppliers: 'string',
    productStatuses: 'string',
    includeNotOrderable: 'boolean',
    page: 'number',
    pageSize: 'number',
    storage: 'number',
  },
  component: (props: ProductCatalogueProps) => createElement(ProductCatalogue, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
