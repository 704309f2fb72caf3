/**
 * `<fsp-order-wizard>`: the order wizards (spec 2 §2 Wizard shell, §4 Wizards), by `type`:
 * - `products` (5 steps): product, accessories, additional information, address and contact, overview;
 * - `functions` (6): function and type, customization, accessories, additional information, delivery address and contact, overview;
 * - `pick-ups` (4): aids from the client's holdings (or a description), additional information, pickup address and contact, overview;
 * - `external-assortments` (4): the product outside the assortment, additional information, delivery address and contact, overview;
 * - `work` (6): one aid at most (or a description), accessories, work type and priority, additional information, address and contact, overview;
 * - `fittings` (6): fitting type, the aid (new or the client's), additional information, work-order address and contact, meeting time, overview.
 * Another type shows that there is no such wizard. The page has breadcrumbs, the title with the
 * order and its receiver, a reload button and the step indicator (a later step is disabled until
 * reached). The order and the line are fetched at once; the product wizard's steps load with the
 * element, the other wizards' own steps in one part loaded when one of them opens.
 *
 * Each step saves the line's draft (the first step creates it when there is no `content`, else
 * updates it) with the next `currentStep`, so a user who leaves or reloads resumes where they were;
 * a failed save keeps everything typed and says why. The step shown is the `step` attribute (the
 * location state of the page), else where the line was left, never one ahead of what was reached.
 * The overview's Add to cart puts the line in the cart (ADD_TO_CART) and goes to the cart. A line
 * that is no longer a draft, or an order already sent, is not edited here.
 *
 * A referenced order (ordered from a fitting: `parent` and `fitting` given): the line is created in
 * the fitting's order with the fitting's line as its parent, and the overview's Confirm order
 * (CONFIRM, no cart) returns to the fitting's orders tab (`/my-myloc/fittings/{fitting}/orders`).
 *
 * @summary The order wizards: products, functions, pickups, external assortment, work and fitting orders.
 * @tag fsp-order-wizard
 *
 * @attr {string} type - The wizard: `products`, `functions`, `pick-ups`, `external-assortments`, `work` or `fittings`. Another value shows that there is no such wizard.
 * @attr {number} order - The order's id (required).
 * @attr {number} content - The line's id; absent: a new line (the first step creates it).
 * @attr {number} parent - A referenced order: the fitting's order line the new line refers to (with `fitting`).
 * @attr {number} fitting - A referenced order: the fitting whose orders tab the wizard returns to (with `parent`).
 * @attr {number} step - The step to show, 0-based (the page's location state); absent: where the line was left.
 * @attr {boolean} embedded - Present: the wizard is shown where the portal's start page is not (the portal's embedded mode sets it under `/embedded/orders/{order}/products|work`): the breadcrumbs start at the cart (or the fitting), with no Home.
 * @attr {string} lang - `sv` or `en`; absent follows the portal's language (Swedish by default).
 * @attr {string} api-base - Root of the API (default `/rs`), e.g. `https://portal.example.org/rs` for a host on another origin.
 *
 * @prop {string | null} type - Same as the attribute.
 * @prop {number | null} order - Same as the attribute.
 * @prop {number | null} content - Same as the attribute.
 * @prop {number | null} step - Same as the attribute.
 * @prop {number | null} parent - Same as the attribute.
 * @prop {number | null} fitting - Same as the attribute.
 * @prop {boolean} embedded - Same as the attribute.
 * @prop {string | null} sessionId - Write-only in spirit: a session id the host obtained from `POST /rs/authentication`. Kept in memory only, shared by every fsp element on the page.
 *
 * @event {CustomEvent<{ path: string; replace?: boolean; state?: { step?: number; reference?: string } }>} fsp-navigate - Cancelable; bubbles and is composed. A step change: the wizard's path (`/orders/{order}/{type}/{content}?contentid={content}`, with `&parent=…&fitting=…` for a referenced order) with `state.step`, which a routing host keeps in the location state and gives back as `step`; unprevented, the element sets its own `content` and `step`. Add to cart: the cart (`/orders/{order}/cart`); Confirm order: the fitting's orders tab; a breadcrumb: its path. Unprevented, the browser follows those.
 *
 * @csspart container - The element's outer section.
 * @csspart wizard - The wizard shell: breadcrumbs, title, reload, step indicator, step.
 * @csspart breadcrumbs - The breadcrumb trail.
 * @csspart stepper - The step indicator.
 * @csspart snackbar - Messages about calls (shown by the first fsp element on the page).
 *
 * @cssproperty --fsp-color-primary - Buttons, links, the current step.
 * @cssproperty --fsp-color-text - Body text.
 * @cssproperty --fsp-color-text-muted - Hints and product numbers.
 * @cssproperty --fsp-color-surface - Background.
 * @cssproperty --fsp-color-border - Cards and fields.
 * @cssproperty --fsp-color-danger - Errors.
 * @cssproperty --fsp-color-danger-surface - An error's background.
 * @cssproperty --fsp-font-family - Font of everything inside.
 * @cssproperty --fsp-radius - Corner radius.
 */
import { createElement } from 'react';
import { defineElement } from '../../core/element/define.tsx';
import { OrderWizard, type OrderWizardProps } from './order-wizard.tsx';
import { NS } from './ns.ts';
import css from './order-wizard.css?inline';

export const TAG = 'fsp-order-wizard';

export const FspOrderWizard = defineElement({
  tag: TAG,
  attributes: { type: 'string', order: 'number', content: 'number', step: 'number', parent: 'number', fitting: 'number', embedded: 'boolean' },
  component: (props: OrderWizardProps) => createElement(OrderWizard, props),
  css,
  texts: { ns: NS, sv: () => import('./sv.json'), en: () => import('./en.json') },
});
