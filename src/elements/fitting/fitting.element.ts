/**
 * `<fsp-fitting>`: one fitting with its meetings (spec 3 §2 Fittings, §3 Fitting, Meeting, §4
 * Fitting status, Meeting status, §5 Fittings and meetings, §6 permissions), at
 * `/my-myloc/fittings/{fitting}/{tab}` of the portal.
 *
 * The heading is the content number and the fitting type's name; under it the client's name and
 * identity number, and the fitting's actions: Complete (FSP_CompleteWebOrderFitting; hidden while the
 * next meeting is booked) and Annul (FSP_CancelWebOrderFitting), each confirmed, after which the
 * element leads back to the list the user came from (`back`: the planning view, the tab). A completed or annulled fitting has no actions. The tabs: Info
 * (type, description, status, order date, product, the prescriber's text, prescriber, consultant and
 * technician), User and contact (the client's phone, e-mail and advance contact, with Edit (a form in
 * its place, the client's own: PUT /clients/{client}) for a user who may reach the client's
 * municipality; the fitting's contact person, with Choose or Change (a dialog of the client's
 * contacts) on an open fitting for a user with GetClientContacts who may reach the client), Next meeting (the next meeting and the later ones, New meeting),
 * Previous meetings (over or annulled: "Annulled"; one not annulled can be annulled, confirmed, on an
 * open fitting), Calendar (the meetings of a week, as lists of
 * days; previous and next week), Other info (the order form's answers),
 * Attachments (upload with FSP_UploadWebOrderFittingFile, delete with FSP_DeleteWebOrderFittingFile,
 * confirmed), Orders (the fitting's order lines by content type; on an open fitting, with the permission, Order product and Order work order open the product or work wizard for a referenced order, `/orders/{order}/{type}?parent=…&fitting=…`), Internal comments (only the fitting's staff) and External comments (add; delete one's
 * own, confirmed), and Events. A closed fitting has no upload, delete or add.
 *
 * A meeting is created (FSP_CreateWebOrderFittingMeeting), edited (a planned one with
 * FSP_UpdatePlannedWebOrderFittingMeeting, a booked one with FSP_UpdateUnplannedWebOrderFittingMeetings),
 * booked ("Book the meeting" in the dialog, or Book on a released planned meeting) and annulled
 * (FSP_CancelWebOrderFittingMeeting, confirmed) in a dialog: date, from, to, place, room (only at
 * the provider's premises), consultant, technician, car, comment. The times, and the consultant and
 * technician the fitting type makes mandatory (their labels say "(required)"), are checked before the
 * call as the server checks them; a missing time is "Fill in the fields marked in red", a missing
 * person "Choose a consultant / technician: this fitting type requires one" at its field. A failed
 * call leaves the dialog as it was, with the reason. The server
 * enforces every permission; the buttons only follow them.
 *
 * @summary One fitting: its facts, client, meetings (create, edit, book, annul), and Complete / Annul.
 * @tag fsp-fitting
 *
 * @attr {number} fitting - The fitting's id (required); absent or not a valid id shows that no fitting is chosen.
 * @attr {string} tab - `info` (default), `user-and-contact`, `next-meeting`, `previous-meetings`, `calendar`, `other-info`, `attachments`, `orders`, `internal-comments`, `external-comments` or `events`; an unknown tab, or a comment tab the user may not see, is `info`.
 * @attr {string} back - The list the user came from, where the element leads after Complete or Annul (default `/my-myloc/fittings`): the list's links to a fitting carry its view in the query (`/my-myloc/fittings/7/info?role=admin&status=waiting`), which the portal gives as `back` (`/my-myloc/fittings?role=admin&status=waiting`); a host passes the same. The tabs' paths keep that query.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin.
 *
 * @prop {number | null} fitting - Same as the attribute.
 * @prop {string | null} tab - Same as the attribute.
 * @prop {string | null} back - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired by a tab (`/my-myloc/fittings/{fitting}/{tab}`, with `back`'s query when `back` is the fitting list) and after Complete or Annul (`back`, else `/my-myloc/fittings`). A host that routes calls `preventDefault()` and shows the path; otherwise a tab is shown by the element itself (its `tab` attribute changes) and any other path is followed as a link.
 *
 * @csspart container - The element's outer section.
 * @csspart heading - The title: content number / fitting type.
 * @csspart client - The client's name and identity number.
 * @csspart actions - Complete and Annul.
 * @csspart tabs - The tab list.
 * @csspart panel - The chosen tab's panel.
 * @csspart info - The info tab's facts.
 * @csspart meetings - A meeting tab's content.
 * @csspart meeting - One meeting.
 * @csspart events - The events' list (core's timeline, newest first); each event `timeline-entry`, its kind `timeline-kind`.
 * @csspart user - The user-and-contact tab's facts of the client.
 * @csspart client-contact - The client's phone, e-mail and advance contact.
 * @csspart edit-contact-information - The button that opens the contact information's form.
 * @csspart contact-information-form - The client's contact information form (in place of its facts).
 * @csspart advance-contact - The advance-contact question of that form.
 * @csspart contact - The fitting's contact person.
 * @csspart choose-contact - The button that chooses or changes the contact person (its dialog is `dialog`).
 * @csspart attachments - The attachments tab.
 * @csspart file-upload - The file chooser of the attachments tab.
 * @csspart comments - A comments tab.
 * @csspart orders - The orders tab.
 * @csspart order-actions - The orders tab's Order product and Order work order (a referenced order from the fitting).
 * @csspart calendar - The calendar tab: the week's days and their meetings.
 * @csspart dialog - The meeting dialog, the contact person's and the confirmations.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links, tabs and buttons.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Numbers, dates and hints.
 * @cssproperty --fsp-color-surface - Background of the meetings.
 * @cssproperty --fsp-color-surface-alt - Status labels and the empty state.
 * @cssproperty --fsp-color-border - Meetings and fields.
 * @cssproperty --fsp-color-danger - Annul buttons, errors and fields marked red.
 * @cssproperty --fsp-color-danger-surface - A failure's background.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { FittingDetail, type FittingProps } from './fitting.tsx';
import { NS } from './ns.ts';
import css from './fitting.css?inline';

export const TAG = 'fsp-fitting';

export const FspFitting = defineElement({
  tag: TAG,
  attributes: { fitting: 'number', tab: 'string', back: 'string' },
  component: (props: FittingProps) => createElement(FittingDetail, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
