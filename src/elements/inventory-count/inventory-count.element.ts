/**
 * `<fsp-inventory-count>`: a base storage's inventory count (stocktaking; spec 3 §2
 * /base-storages/inventory, §3 Inventory count and line, §4 Inventory count status, §5 Inventory
 * counts, §7). Choose a base storage (by default the user's own facility when it is a base storage, else none until one is chosen) and search its lines.
 * The storage's open count, with its number, status and progress, Confirm (from status 50: the
 * balances are set to what was counted) and Annul (the count deleted), both confirmed first; or,
 * without one, Start count. The lines (up to 10,000, a virtualized list filtered by All, Not
 * counted and Counted): product, inventory number or batch, location, balance, the counted
 * quantity, reported and approved by whom and when, deviation markers, and Approve, Reset and
 * Remove. Counting is typing: a quantity is saved 500 ms after the last keystroke (Enter saves and
 * moves to the next line), one update at a time; while the connection is lost the quantities are
 * kept in this browser (IndexedDB), each line saying "not yet saved", and sent in order when it
 * returns; a line changed meanwhile on the server shows both values and lets the user choose.
 * Scanning (issue 40): the search field takes a code from the camera (a scan button where the page
 * can scan) or a hand scanner; **Scan to count** turns on a mode where each scan counts: an
 * inventory number reports its item counted (1), a product number, GTIN (GS1) or batch adds one to
 * its line (a code on several lines offers them to choose from), with the running count, an undo of
 * the last scan, and each result said in text and, unless turned off, by a tone and a vibration.
 *
 * @summary A base storage's inventory count: count lines by keyboard, confirm or annul.
 * @tag fsp-inventory-count
 *
 * @attr {number} storage - The base storage's id (absent: the user's own facility when it is a base storage, which is then written to the URL by an `fsp-navigate` with `replace`).
 * @attr {string} q - The search of the lines (absent: none).
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {number | null} storage - Same as the attribute.
 * @prop {string | null} q - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when the storage or the search changes, with `/base-storages/inventory?storage=…&q=…` (and with `replace: true` when the storage the element opened on by default is written to the URL); a host that routes calls `preventDefault()` and sets the attributes itself; otherwise the element sets its own.
 *
 * @csspart container - The element's outer section.
 * @csspart toolbar - The storage and search form.
 * @csspart start - No count in progress, with Start count.
 * @csspart count - The open count: its head, the filter and the lines.
 * @csspart status - The count's status.
 * @csspart confirm - The Confirm count button.
 * @csspart annul - The Annul count button.
 * @csspart pending - The banner that says how many quantities are not yet saved.
 * @csspart filter - The line filter's buttons.
 * @csspart results - The number of lines and the lines with their states.
 * @csspart lines - The lines' scroll box (a list; its height is at most 70% of the viewport, or `--fsp-virtual-list-max-height`).
 * @csspart count-input - A line's counted-quantity input.
 * @csspart scan-toggle - The Scan to count button (pressed while the mode is on).
 * @csspart scan-count - Scan-to-count's panel: the code field, the result, the list to choose from, the running count and Undo.
 * @csspart scan-result - Scan-to-count's result of the last scan (a live region).
 * @csspart scan-tally - Scan-to-count's running count, the last scan and Undo.
 * @csspart not-saved - A line's "not yet saved" marker.
 * @csspart conflict - A line changed meanwhile on the server: both values and the choice.
 * @csspart deviation - A line's deviation marker.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links and buttons.
 * @cssproperty --fsp-color-on-primary - Text on primary buttons.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Counts, labels and secondary text.
 * @cssproperty --fsp-color-surface - The lines' and fields' background.
 * @cssproperty --fsp-color-border - Line and field borders.
 * @cssproperty --fsp-color-danger - Deviation markers and refusals.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 * @cssproperty --fsp-virtual-list-max-height - The lines' scroll box's greatest height.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { InventoryCount, type InventoryCountProps } from './inventory-count.tsx';
import { NS } from './ns.ts';
import css from './inventory-count.css?inline';

export const TAG = 'fsp-inventory-count';

export const FspInventoryCount = defineElement({
  tag: TAG,
  attributes: { storage: 'number', q: 'string' },
  component: (props: InventoryCountProps) => createElement(InventoryCount, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
