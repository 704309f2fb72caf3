/**
 * `<fsp-product>`: one product of the catalogue (spec 2 §2 Product detail, §5 Price display). The
 * product and the newest page content of each category of its linked content are fetched at once.
 * It shows a breadcrumb back to where the user came from (the catalogue with its filters intact, or
 * a stock balance), the name, the pictures in a keyboard-operable gallery (NOT_ORDERABLE_SINGULAR
 * on the picture of a product that cannot be ordered, with a note that it can only be picked up in
 * a base storage), the price (only with a currency and a price above zero: price / price quantity
 * with the given decimals, the currency upper-cased, per unit: "2 450,00 SEK / st"), Similar
 * products (the catalogue filtered by the product's ISO code and article class, and by the chosen
 * storage as a base storage filter when one is chosen), the product number, description, article
 * class, ISO code, supplier, supplier item number and status, the makes list (customisation
 * options), the long text, the stock per storage (the chosen storage first and marked) and tabs of
 * linked content: images, documents and videos, the newest page content of each. Links to other
 * sites open in a new window. Not found: a message with the way back to the catalogue.
 *
 * The ordering block follows the price (spec 2 §4 Delivery type, Assembly or installation, §5
 * Quantity counter, Add button, Delivery update). It follows the user's active order, on every
 * element of the page at once. Without one it shows the NO_CLIENT_ORDER_SELECTED warning, the
 * quantity counter and New order, which fires `fsp-new-order` with the product and the quantity
 * (a host opens `<fsp-new-order>` with them). With one it names the receiver and offers the
 * quantity (min 1, max 999; locked to 1 for an inventory item that is not delivered), the delivery
 * type (pickup in a base storage or delivery: only the choices the product and receiver allow, by
 * default pickup when the receiver is a client and the base storage has it available; the base
 * storage is the user's own location when it is one, else the chosen `storage` when that is a base
 * storage), the assembly or installation checkbox the product's order control asks for (checked and
 * fixed when mandatory; not for a base-storage receiver) and Add: disabled with the reason said
 * beside it (installation to a base storage, a product that cannot be ordered, no base storage to
 * pick up in), otherwise it makes a draft line of the order and goes to the product wizard for it
 * (`fsp-navigate`). A failed Add says why and keeps every choice.
 *
 * @summary One product: pictures, price, facts, stock per storage and linked content.
 * @tag fsp-product
 *
 * @attr {number} product - Id of the product to show (required); absent shows that no product is chosen.
 * @attr {number} storage - The chosen storage (a central or base storage's facility id): marked first in the stock, and a filter of Similar products; absent: none chosen.
 * @attr {string} from - Where the user came from, with its query: a catalogue path (`/products?isoCodes=3&storage=2`) or a stock balance path (`/base-storages/…`), which the breadcrumb leads back to; absent or anything else (another site) leads to `/products`.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {number | null} product - Same as the attribute.
 * @prop {number | null} storage - Same as the attribute.
 * @prop {string | null} from - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when the user follows the breadcrumb (the `from` path, or `/products`), Similar products (`/products?isoCodes=…&itemClasses=…[&baseStorages=…&storage=…]`) or the not-found state's way back, and after Add with the product wizard of the new line (`/orders/{order}/products/{line}?contentid={line}`). A host that routes calls `preventDefault()` and shows the path; otherwise the browser follows the link.
 * @event {CustomEvent<{ addToCart?: { product: number; quantity: number } }>} fsp-new-order - Bubbles and is composed. Fired by New order when there is no active order: `addToCart` is the product and the counter's quantity (absent for a product that cannot be ordered at all). A host opens `<fsp-new-order>` with `add-product` and `add-quantity` from it; once the order is made the block follows it.
 *
 * @csspart container - The element's outer section.
 * @csspart breadcrumbs - The breadcrumb above the name.
 * @csspart heading - The product's name.
 * @csspart gallery - The pictures: the large one, previous/next, the thumbnails.
 * @csspart not-orderable - The note under the pictures of a product that cannot be ordered.
 * @csspart price - The price per unit (absent when the product has none to show).
 * @csspart ordering - The ordering block: its heading, the warning or the receiver, the quantity, the choices and Add.
 * @csspart ordering-warning - The NO_CLIENT_ORDER_SELECTED warning (no active order).
 * @csspart ordering-delivery - The delivery type's radio group.
 * @csspart ordering-add - The Add button.
 * @csspart counter - The quantity counter of the ordering block.
 * @csspart similar - The Similar products link.
 * @csspart facts - The facts: product number, description, article class, ISO code, supplier, supplier item number, status.
 * @csspart makes - The makes list (customisation options).
 * @csspart text - The long text.
 * @csspart stock - The stock per storage.
 * @csspart stock-table - The table of the stock (cards below 600 px of width).
 * @csspart contents - The linked content: its heading, tabs and panel.
 * @csspart contents-tabs - The tab list of the linked content (images, documents, videos).
 * @csspart contents-panel - The selected category's panel.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links, buttons, the selected tab and thumbnail.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Labels, hints and empty values.
 * @cssproperty --fsp-color-surface - Card background.
 * @cssproperty --fsp-color-surface-alt - Picture and empty-state background.
 * @cssproperty --fsp-color-border - Card and table borders.
 * @cssproperty --fsp-color-danger - The not-orderable label and note.
 * @cssproperty --fsp-color-danger-surface - The not-orderable note's background.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { Product, type ProductProps } from './product.tsx';
import { NS } from './ns.ts';
import css from './product.css?inline';

export const TAG = 'fsp-product';

export const FspProduct = defineElement({
  tag: TAG,
  attributes: { product: 'number', storage: 'number', from: 'string' },
  component: (props: ProductProps) => createElement(Product, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
