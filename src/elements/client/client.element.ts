/**
 * `<fsp-client>`: one client (spec 2 §2 Client search, Client sub-pages): the client is loaded
 * first, and a user without authorization for the client's municipality sees an error dialog
 * (NOT_AUTHORIZED_TO_MUNICIPALITY) and nothing of the client. Otherwise the breadcrumbs (from the
 * client search: Start > Client search > name; from the receiver menu: Start > name), the header
 * (first name, surname, identity number yyyymmdd-nnnn) and the tabs: Information (contact
 * information, advance contact, municipal affiliation, registered address, deregistration; edited
 * in place), Holdings (the aids the client holds, and a single holding), Addresses and Contacts
 * (lists with adding, changing and deleting where the entry is editable; the primary contact),
 * Tasks (CH and CA, and a single task), Orders (the client's orders: the `<fsp-orders>` element with
 * its `client`, which shows who ordered instead of the receiver), Holding history and Timeline (the
 * client's story, filterable by kind, each entry a link: the story `<fsp-client-timeline>` shows; issue 41). A holding with an
 * inventory number ends with the aid's life (its lifecycle strip and timeline). A tab's data
 * is fetched once the client has answered. Tables turn into cards when the element is narrower than 600 px.
 *
 * @summary One client: information, holdings, addresses, contacts, tasks, orders and holding history.
 * @tag fsp-client
 *
 * @attr {number} client - Id of the client to show; absent shows that no client is chosen.
 * @attr {'info' | 'holdings' | 'addresses' | 'contacts' | 'tasks' | 'orders' | 'holding-transactions' | 'timeline'} tab - The sub-page (tab) to show; absent or unknown shows `info`.
 * @attr {number} holding - On the `holdings` tab: id of the holding whose page to show; absent shows the list.
 * @attr {number} task - On the `tasks` tab: id of the task whose page to show; absent shows the list.
 * @attr {'receiver'} from - `receiver` when the user came from the receiver menu: the breadcrumbs leave out the client search.
 * @attr {string} orders-query - On the `orders` tab: the order list's query (`status=closed&page=2`, as `<fsp-orders>`' `fsp-navigate` paths have it), given to the `<fsp-orders>` inside; absent shows the list's default.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {number | null} client - Same as the attribute.
 * @prop {string | null} tab - Same as the attribute.
 * @prop {number | null} holding - Same as the attribute.
 * @prop {number | null} task - Same as the attribute.
 * @prop {string | null} from - Same as the attribute.
 * @prop {string | null} ordersQuery - Same as the `orders-query` attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when the user changes tab, opens or leaves a holding or a task, follows a breadcrumb or an entry of a holding's aid's life (its page's path, as `<fsp-client-timeline>`'s); the path is the portal's: `/clients/{client}/{tab}[/{holding or task}][?from=receiver]`, `/clients` (the client search) or `/` (the start page). A host that routes calls `preventDefault()` and sets the attributes itself; otherwise the element follows a client's path on its own (its `client`, `tab`, `holding`, `task` and `from`), and leaves the search and the start page to the host. The Orders tab's `<fsp-orders>` fires its own, which bubble out of this element: the list's `/clients/{client}/orders?…` (a host that routes sets `orders-query` to its query) and an order's `/orders/{order}`; and the Timeline tab's `<fsp-client-timeline>` its entries' paths.
 *
 * @csspart container - The element's outer section.
 * @csspart breadcrumbs - The breadcrumbs above the header.
 * @csspart header - The client's name and identity number.
 * @csspart identity-number - The identity number (a unit's number for a unit).
 * @csspart tabs - The tab list.
 * @csspart panel - The selected tab's panel.
 * @csspart info - The information page.
 * @csspart edit - The button that opens the information form.
 * @csspart info-form - The information form (in place of the page).
 * @csspart advance-contact - The advance-contact question of the form.
 * @csspart no-municipality - The message that the user is authorized to no municipality.
 * @csspart addresses - The addresses page.
 * @csspart add-address - The button that opens the new-address dialog.
 * @csspart address-table - The table of addresses.
 * @csspart registered - The mark of the registered address.
 * @csspart address-form - The address form (in its dialog).
 * @csspart contacts - The contacts page.
 * @csspart add-contact - The button that opens the new-contact dialog.
 * @csspart contact-table - The table of contacts.
 * @csspart primary - The mark of the primary contact.
 * @csspart contact-form - The contact form (in its dialog).
 * @csspart primary-choice - The choice between keeping and changing the primary contact.
 * @csspart holdings - The holdings page (the list).
 * @csspart holdings-actions - The actions on the chosen holdings: scrap, return to a base storage, move.
 * @csspart holdings-table - The table of holdings (a checkbox a row; rows with nothing available are disabled).
 * @csspart holding - The single holding's page.
 * @csspart holding-actions - The actions on the single holding, its accessories included.
 * @csspart accessories - The single holding's accessories.
 * @csspart accessories-table - The table of accessories (titles cut at 40 characters).
 * @csspart note - The single holding's note.
 * @csspart aid-life - A holding's aid's life (issue 41): its lifecycle strip and its timeline.
 * @csspart lifecycle - The aid's lifecycle strip (the current position `aria-current="step"`).
 * @csspart timeline - The aid's timeline (an `<ol>`, newest first); each entry `timeline-entry`, its kind `timeline-kind`, its link `timeline-link`, its count `timeline-count`, Show more `timeline-more`.
 * @csspart tasks - The tasks page (the list).
 * @csspart tasks-table - The table of tasks.
 * @csspart task - The single task's page.
 * @csspart task-lines - The single task's lines.
 * @csspart transactions - The holding history page.
 * @csspart filter - The holding history's filter.
 * @csspart transactions-table - The table of the holding history.
 * @csspart counter - A quantity counter (the amounts of an action).
 * @csspart pagination - Paging of a long list.
 * @csspart dialog - Every dialog: the forms, the confirmations, the actions, the not-authorized message.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links, buttons, the selected tab.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Labels, hints and empty values.
 * @cssproperty --fsp-color-surface - Card and field background.
 * @cssproperty --fsp-color-surface-alt - Marks and hover background.
 * @cssproperty --fsp-color-border - Card, table and field borders.
 * @cssproperty --fsp-color-danger - Field errors and the not-authorized message.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { Client, type ClientProps } from './client.tsx';
import { NS } from './ns.ts';
import css from './client.css?inline';

/** The element's texts in one language: its own, the stock area's and the holdings' in one namespace. */
const texts = (parts: Promise<{ default: Record<string, unknown> }>[]) => Promise.all(parts).then((loaded) => ({ default: Object.assign({}, ...loaded.map((m) => m.default)) as Record<string, unknown> }));

export const TAG = 'fsp-client';

export const FspClient = defineElement({
  tag: TAG,
  attributes: { client: 'number', tab: 'string', holding: 'number', task: 'number', from: 'string', ordersQuery: 'string' },
  component: (props: ClientProps) => createElement(Client, props),
  css,
  texts: {
    ns: NS,
    sv: () => texts([import('./sv.json'), import('../../areas/stock/sv.json'), import('./holdings.sv.json')]),
    en: () => texts([import('./en.json'), import('../../areas/stock/en.json'), import('./holdings.en.json')]),
  },
});
