/**
 * `<fsp-mobile-id>`: log in with Mobile BankID (spec 1, Mobile-ID login page). Starts an order at
 * once, shows the animated QR code (redrawn every second, up to 60 ticks, 128 px) with three steps,
 * or on a mobile device offers BankID on this device (with a 3-second app-start check) or on
 * another; polls the status every 2 seconds and shows every status text with a try-again button.
 *
 * @summary Mobile BankID login.
 * @tag fsp-mobile-id
 *
 * @attr {'mobile' | 'desktop'} device - Force the layout; absent detects the device from the browser.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`).
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. Fired on success with `/?loginToken=<order reference>`: the host logs in with that token (`POST /rs/authentication { token }`). If not prevented, the browser goes to that address.
 *
 * @csspart container - The element's outer section.
 * @csspart snackbar - Messages (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Buttons and links.
 * @cssproperty --fsp-font-family - Font of everything inside.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { MobileId, type MobileIdProps } from './mobile-id.tsx';
import { NS } from './ns.ts';
import css from './mobile-id.css?inline';

export const TAG = 'fsp-mobile-id';

export const FspMobileId = defineElement({
  tag: TAG,
  attributes: { device: 'string' },
  component: (props: MobileIdProps) => createElement(MobileId, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
