/**
 * `<fsp-education>`: the educations of a page of the portal's content (by default the welcome
 * page), each with its title, description and occasions — when, and how many of the seats are
 * booked — and registration on them (spec 1, Education; §4 Education registration). The user may
 * register on an occasion that is not full when they are on no occasion of the same education,
 * and deregister from theirs (after confirming); a full occasion says "Fully booked". If someone
 * takes the last seat first, the occasion shows the server's answer and the counts are read again.
 *
 * @summary Educations and registration on their occasions.
 * @tag fsp-education
 *
 * @attr {string} page-key - Key of the page of content whose educations to show; default `welcome` (the portal's home).
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default). The server answers the educations in this language where it has them.
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin (that origin must be allowed by the server's CORS list).
 *
 * @prop {string | null} pageKey - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page, never written to an attribute.
 *
 * @event {CustomEvent<{ educationId: number; occasionId: number; registered: boolean }>} fsp-education-registration - Bubbles and is composed. Fired after the user registered on an occasion (`registered: true`) or deregistered from it (`false`), once the server has confirmed it.
 *
 * @csspart container - The element's outer section.
 * @csspart education-list - The list of educations.
 * @csspart education - One education: title, description, occasions.
 * @csspart occasion-list - The occasions of one education.
 * @csspart occasion - One occasion row: when, seats booked, its state and its button.
 * @csspart action - The register or deregister button of an occasion.
 * @csspart occasion-error - Why an action failed (for example, the last seat was just taken), under the occasion.
 * @csspart dialog - The dialog that confirms a deregistration.
 * @csspart snackbar - Messages about failed calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - The register button, links.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Descriptions and seat counts.
 * @cssproperty --fsp-color-surface - Background of an education.
 * @cssproperty --fsp-color-border - Borders of educations and occasions.
 * @cssproperty --fsp-color-success - The "You are registered" label.
 * @cssproperty --fsp-color-danger - "Fully booked", errors, the confirming deregister button.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { EducationArea, NS, type EducationProps, type RegistrationDetail } from './education.tsx';
import css from './education.css?inline';

export const TAG = 'fsp-education';

export const FspEducation = defineElement({
  tag: TAG,
  attributes: { pageKey: 'string' },
  component: (props: EducationProps) => createElement(EducationArea, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});

declare global {
  interface GlobalEventHandlersEventMap {
    'fsp-education-registration': CustomEvent<RegistrationDetail>;
  }
}
