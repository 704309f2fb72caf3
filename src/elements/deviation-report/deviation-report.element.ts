/**
 * `<fsp-deviation-report>`: the deviation report wizard (spec 3 §2 Deviations, §5, §7; the portal's
 * `/deviation`). Three steps: (1) the category and its deviation code, Next disabled until both are
 * chosen; (2) the reference: "No reference", or a reference type of the category (inventory,
 * order or product number) whose code the server checks before the wizard goes on (a wrong code is
 * said under the field: INVALID_REFERENCE_NUMBER); (3) the description (required) and attachments
 * (images, PDF, Excel, Word, XML; several files; a progress bar). Choosing another category resets
 * the deviation code, the reference and its code. Report creates the deviation, then attaches the
 * files one request each; when all are taken it says DEVIATION_SUCCESS and goes to the start page.
 * A file refused after the deviation exists is named with the reason, and can be tried again (on
 * the same deviation) or attached later from the deviation's attachments.
 *
 * @summary The three-step deviation report wizard with attachments.
 * @tag fsp-deviation-report
 *
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired with `/` when the deviation is reported with all its files (and from "To the start page"): a host that routes calls `preventDefault()` and shows its start page; otherwise the element starts a new, empty report. Also fired with `/my-myloc/deviations/{deviation}/attachments` when the user opens a deviation whose files were not all attached (unprevented, the browser follows the link).
 *
 * @csspart container - The element's outer section.
 * @csspart wizard - The wizard shell (breadcrumbs, title, steps, the step's content).
 * @csspart stepper - The step indicator.
 * @csspart summary - The last step's summary of the choices made.
 * @csspart file-upload - The attachments: the picker, the chosen files and the progress bar.
 * @csspart outcome - What is said when a file could not be attached to the reported deviation.
 * @csspart snackbar - Messages about calls, and DEVIATION_SUCCESS (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Buttons, the current step and links.
 * @cssproperty --fsp-color-on-primary - Text on primary buttons and the current step.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Hints, labels and the character count.
 * @cssproperty --fsp-color-surface - Field background.
 * @cssproperty --fsp-color-border - Field and summary borders.
 * @cssproperty --fsp-color-danger - Messages about what was typed.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { DeviationReport } from './deviation-report.tsx';
import { NS } from './ns.ts';
import css from './deviation-report.css?inline';

export const TAG = 'fsp-deviation-report';

export const FspDeviationReport = defineElement({
  tag: TAG,
  attributes: {},
  component: () => createElement(DeviationReport),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
