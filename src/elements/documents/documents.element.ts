/**
 * `<fsp-documents>`: the portal's company documents — the folder list, and a folder page whose
 * files open in a new tab (spec 1, Documents).
 *
 * @summary Company document folders and their files.
 * @tag fsp-documents
 *
 * @attr {number} folder - Id of the folder to show; absent shows the folder list. Removing it returns to the list.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {number | null} folder - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when the user opens a folder (`/documents/{id}`) or goes back (`/documents`). A host that routes calls `preventDefault()` and sets `folder` itself; otherwise the element switches folder on its own.
 *
 * @csspart container - The element's outer section.
 * @csspart breadcrumbs - The breadcrumb trail on a folder page.
 * @csspart folder-list - The list of folders.
 * @csspart folder - One folder row.
 * @csspart file-list - The list of files in a folder.
 * @csspart file - One file row.
 * @csspart pagination - Paging of a long folder.
 * @csspart snackbar - Messages about failed calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links and buttons.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-surface - Row background.
 * @cssproperty --fsp-color-border - Row border.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { Documents, NS, type DocumentsProps } from './documents.tsx';
import css from './documents.css?inline';

export const TAG = 'fsp-documents';

export const FspDocuments = defineElement({
  tag: TAG,
  attributes: { folder: 'number' },
  component: (props: DocumentsProps) => createElement(Documents, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
