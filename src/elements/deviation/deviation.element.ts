/**
 * `<fsp-deviation>`: one of the user's deviations (spec 3 §2 Deviations, §3, §4, §7; the portal's
 * `/my-myloc/deviations/{deviation}/{info|attachments}`). The heading is the deviation's number
 * with its status badge (none for 10 registered), the category and deviation code under it, and a
 * way back to My deviations. Tabs: Info (number, when reported, status, category, code, reference,
 * the description as plain text) and Attachments (the files, opened in a new window, and more
 * attached one by one with a progress bar; where a file not attached when reporting is tried
 * again). A deviation is its reporter's alone: another user's says so (403), an unknown one says it
 * does not exist (404).
 *
 * @summary One deviation: Info and Attachments.
 * @tag fsp-deviation
 *
 * @attr {number} deviation - The deviation's id.
 * @attr {'info' | 'attachments'} tab - The tab; absent or unknown is `info`.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {number | null} deviation - Same as the attribute.
 * @prop {string | null} tab - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired with `/my-myloc/deviations/{deviation}/{tab}` when a tab is chosen (a host that routes calls `preventDefault()` and sets `tab`; otherwise the element sets its own), and with `/my-myloc/deviations` from the breadcrumb (unprevented, the browser goes there).
 *
 * @csspart container - The element's outer section.
 * @csspart breadcrumbs - The way back to My deviations.
 * @csspart heading - The deviation's number.
 * @csspart status - The status badge.
 * @csspart tabs - The tabs.
 * @csspart panel - The chosen tab's panel.
 * @csspart info - The Info tab's facts and description.
 * @csspart attachments - The Attachments tab.
 * @csspart file-upload - Attaching more files: the picker, the chosen files and the progress bar.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links, buttons and the chosen tab.
 * @cssproperty --fsp-color-on-primary - Text on primary buttons.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Labels and dates.
 * @cssproperty --fsp-color-border - Borders.
 * @cssproperty --fsp-color-danger - The badge of a deviation not fixed, refusals.
 * @cssproperty --fsp-color-success - The badge of a fixed deviation.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { DeviationDetail, type DeviationProps } from './deviation.tsx';
import { NS } from './ns.ts';
import css from './deviation.css?inline';

export const TAG = 'fsp-deviation';

export const FspDeviation = defineElement({
  tag: TAG,
  attributes: { deviation: 'number', tab: 'string' },
  component: (props: DeviationProps) => createElement(DeviationDetail, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
