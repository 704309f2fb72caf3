/**
 * `<fsp-messages>`: messages between portal users (spec 1, Messages): the folders Inbox, Sent,
 * Archived and All as tabs, a search (300 ms after the last keystroke) and, on Inbox and All, an
 * All/Unread filter; the folder's messages ten to a page (25 or 50 as chosen under the list: "Rows
 * per page"), newest first; the open message with its
 * sender, receiver, date, read state, text and attachments (opening an unread message marks it
 * read); archive and unarchive; and a dialog to write a new message or a reply, with attachments
 * (images, PDF, Excel, Word, XML; at most 10 files of 10 MB each). A message's text is shown as
 * text, never as markup. Below 720 px of width the list and the open message take turns (the
 * message has a back button); from 720 px they stand side by side.
 *
 * @summary Messages: folders, search, reading, writing and replying, with attachments.
 * @tag fsp-messages
 *
 * @attr {'inbox' | 'sent' | 'archived' | 'all'} folder - The folder (tab) to show; absent or unknown shows the inbox.
 * @attr {number} message - Id of the message to open beside the list; absent shows the list only.
 * @attr {string} q - The search (subject, text, the other party's name); absent or empty lists everything.
 * @attr {'all' | 'unread'} filter - `unread` lists only unread messages (Inbox and All only); absent lists all.
 * @attr {number} page-size - Messages a page: 10 (absent or any other value), 25 or 50, chosen under the list ("Rows per page"); kept from folder to folder.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {string | null} folder - Same as the attribute.
 * @prop {number | null} message - Same as the attribute.
 * @prop {string | null} q - Same as the attribute.
 * @prop {string | null} filter - Same as the attribute.
 * @prop {number | null} pageSize - Same as the `page-size` attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when the user changes folder, searches, filters, chooses the messages a page, opens or closes a message; the path is the portal's, `/messages/{folder}[/{message}][?q=…&filter=unread&pageSize=…]`. A search as it is typed says `replace: true`: a router replaces the current history entry instead of adding one, so Back does not step through every search. A host that routes calls `preventDefault()` and sets the attributes itself; otherwise the element sets its own `folder`, `message`, `q`, `filter` and `page-size`.
 *
 * @csspart container - The element's outer section.
 * @csspart new-message - The button that opens the new-message dialog.
 * @csspart tabs - The folder tabs.
 * @csspart panel - The selected folder's panel (list and open message).
 * @csspart list-pane - The search, filter, list and paging.
 * @csspart search - The search input.
 * @csspart filter - The All/Unread choice.
 * @csspart message-list - The list of messages.
 * @csspart message - One message in the list (`[data-unread]` when unread, `[data-current]` when open).
 * @csspart pagination - Paging of a long folder.
 * @csspart page-size - The "Rows per page" select.
 * @csspart detail - The open message's pane (or the hint to choose one).
 * @csspart subject - The open message's subject.
 * @csspart body - The open message's text.
 * @csspart attachments - The open message's attachment list.
 * @csspart attachment - One attachment link.
 * @csspart actions - Reply, archive or unarchive.
 * @csspart dialog - The new-message and reply dialog.
 * @csspart file-upload - The attachments of the dialog: picker, list and progress.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links, buttons, the selected tab and the unread mark.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Dates, sizes and hints.
 * @cssproperty --fsp-color-surface - Pane and row background.
 * @cssproperty --fsp-color-surface-alt - The open message's row and hover background.
 * @cssproperty --fsp-color-border - Pane, row and field borders.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { Messages, type MessagesProps } from './messages.tsx';
import { NS } from './ns.ts';
import css from './messages.css?inline';

export const TAG = 'fsp-messages';

export const FspMessages = defineElement({
  tag: TAG,
  attributes: { folder: 'string', message: 'number', q: 'string', filter: 'string', pageSize: 'number' },
  component: (props: MessagesProps) => createElement(Messages, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
