/**
 * `<fsp-profile>`: the user's own profile and settings (spec 1, My profile and settings): first
 * name, surname, phone and e-mail (all required, saved only when changed), the standard location (a
 * facility in an authorized municipality), the change-password dialog with the rules as a live
 * checklist, and the catalogue view setting (grid or list).
 *
 * @summary My profile and settings.
 * @tag fsp-profile
 *
 * @attr {'profile' | 'settings'} tab - Which page to show; default `profile`.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`).
 *
 * @prop {string | null} tab - Same as the attribute.
 * @prop {string | null} sessionId - The session a host page hands over (memory only, shared by every fsp element).
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired when the user switches between `/my-myloc/profile` and `/settings`. If not prevented, the element switches its own `tab`.
 *
 * @csspart container - The element's outer section.
 * @csspart tabs - The profile/settings tabs.
 * @csspart dialog - The change-password dialog.
 * @csspart snackbar - Messages (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Links, buttons, the current tab.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-border - Field and section borders.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { Profile, type ProfileProps } from './profile.tsx';
import { NS } from './ns.ts';
import css from './profile.css?inline';

export const TAG = 'fsp-profile';

export const FspProfile = defineElement({
  tag: TAG,
  attributes: { tab: 'string' },
  component: (props: ProfileProps) => createElement(Profile, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
