/**
 * `<fsp-client-timeline>`: a client's story (issue 41, beyond the specifications; GET
 * /clients/{client}/timeline): one timeline, newest first, of the client's orders and their lines'
 * statuses, deliveries and pickups, the aids handed over and returned, fittings and meetings, tasks
 * and deviations on the client's aids, for a host system (a case system) to show beside its own
 * case. Above it a filter by kind (a checkbox each: stock, order, work order, task, holding,
 * fitting, deviation; all at first, or those of `kinds`); under it the count ("25 of 512", a
 * polite status) and "Show more" (25 a page; no infinite scroll). Each entry: its time, its kind
 * in words, who did it, a title that links to its page, the aid it concerns, and its details behind a
 * "Show details" button. Loading, empty, not authorized for the client's municipality (403
 * NOT_AUTHORIZED_TO_MUNICIPALITY), no such client (404) and any other failure (with a retry) are said
 * in place. The same story is `<fsp-client>`'s Timeline tab (areas/timeline ClientStory).
 *
 * @summary A client's timeline: orders, deliveries, holdings, fittings, tasks and deviations, newest first, filtered by kind.
 * @tag fsp-client-timeline
 *
 * @attr {number} client - The client's id (absent: it says that no client is chosen).
 * @attr {string} kinds - The kinds shown at first, comma-separated, of STOCK, ORDER, WORK, TASK, HOLDING, FITTING, DEVIATION (absent or none known: all). The filter is the user's afterwards; a new value starts it anew.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {number | null} client - Same as the attribute.
 * @prop {string | null} kinds - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when an entry's link is followed, with the page's path: `/orders/{order}`, `/my-myloc/fittings/{fitting}/info`, `/my-myloc/deviations/{deviation}/info`, `/inventories/{stock item}`, `/clients/{client}/info`, `/clients/{client}/tasks/{task}` or `/base-storages/work-list/{task}`, `/base-storages/inventory` (a host that routes calls `preventDefault()`; otherwise the browser follows the link).
 *
 * @csspart container - The element's outer box.
 * @csspart client-story - The story: its heading, the filter and the timeline.
 * @csspart kind-filter - The filter by kind (a fieldset of checkboxes).
 * @csspart timeline - The list of entries (an `<ol>`, newest first).
 * @csspart timeline-entry - One entry.
 * @csspart timeline-kind - An entry's kind, in words.
 * @csspart timeline-link - An entry's title, the link to its page.
 * @csspart timeline-count - How many are shown of how many (a status region).
 * @csspart timeline-more - The "Show more" button.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links, the chosen kinds and the timeline's dots.
 * @cssproperty --fsp-color-on-primary - Text on primary buttons.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Times, who did it and the count.
 * @cssproperty --fsp-color-border - The timeline's rail, the chips' borders.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { ClientTimeline, type ClientTimelineProps } from './client-timeline.tsx';
import { NS } from './ns.ts';
import css from './client-timeline.css?inline';

export const TAG = 'fsp-client-timeline';

export const FspClientTimeline = defineElement({
  tag: TAG,
  attributes: { client: 'number', kinds: 'string' },
  component: (props: ClientTimelineProps) => createElement(ClientTimeline, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
