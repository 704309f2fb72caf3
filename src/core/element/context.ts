import { createContext, useContext } from 'react';
import type { Language } from '../i18n/index.ts';

export const DEFAULT_API_BASE = '/rs';

/** What a component learns from the element that hosts it. */
export type ElementContextValue = {
  host: HTMLElement;
  /** The shadow root: floating things and dialogs render here. */
  root: ShadowRoot;
  lang: string | null;
  /** The language the element renders in: `lang`, else the session's, once its texts are loaded. */
  language: Language;
  /** The text namespaces the element has used (useTexts adds them): loaded before a language shows. */
  namespaces: Set<string>;
  apiBase: string;
  /** Dispatches a bubbling, composed `fsp-*` event; returns false when a listener prevented it. */
  emit: <K extends keyof FspEventDetail>(name: K, detail: FspEventDetail[K], cancelable?: boolean) => boolean;
};

/** Every `fsp-*` event and its detail. */
export type FspEventDetail = {
  /** `replace`: the move refines the current view (a search as it is typed); a router replaces the history entry. */
  'fsp-navigate': { path: string; replace?: boolean; state?: NavigationState };
  /**
   * The user asks for a new order (the ordering block's New order button, the menu): a host opens
   * `<fsp-new-order>` (the standalone does). `addToCart`: a product to add to the new order.
   */
  'fsp-new-order': { addToCart?: AddToCartReference };
  /** A popup element (`<fsp-new-order>`) closed itself: cancelled, or done. It has removed its `open` attribute. */
  'fsp-close': Record<string, never>;
  /** A new order was made (it is the user's active order now). */
  'fsp-order-created': { order: number };
};

/**
 * What a move keeps in the location state (history.state) rather than in the path: a wizard's step
 * (spec 2 §2 Wizard shell), so a reload or Back shows the same step; receiving's reference (spec 3
 * §2). A router that follows the event stores it and gives it back to the element
 * (`<fsp-order-wizard step>`, `<fsp-receive-delivery reference>`).
 */
export type NavigationState = { step?: number; reference?: string };

/** A product to add to an order as soon as there is one (the new-order popup's add-to-cart reference). */
export type AddToCartReference = { product: number; quantity: number };

export const ElementContext = createContext<ElementContextValue | null>(null);

export function useElementContext(): ElementContextValue | null {
  return useContext(ElementContext);
}

declare global {
  interface GlobalEventHandlersEventMap {
    'fsp-navigate': CustomEvent<FspEventDetail['fsp-navigate']>;
    'fsp-new-order': CustomEvent<FspEventDetail['fsp-new-order']>;
    'fsp-close': CustomEvent<FspEventDetail['fsp-close']>;
    'fsp-order-created': CustomEvent<FspEventDetail['fsp-order-created']>;
  }
}
