import { createContext, useContext } from 'react';

export const DEFAULT_API_BASE = '/rs';

/** What a component learns from the element that hosts it. */
export type ElementContextValue = {
  host: HTMLElement;
  /** The shadow root: floating things and dialogs render here. */
  root: ShadowRoot;
  lang: string | null;
  apiBase: string;
  /** Dispatches a bubbling, composed `fsp-*` event; returns false when a listener prevented it. */
  emit: <K extends keyof FspEventDetail>(name: K, detail: FspEventDetail[K], cancelable?: boolean) => boolean;
};

/** Every `fsp-*` event and its detail. */
export type FspEventDetail = {
  /** `replace`: the move refines the current view (a search as it is typed); a router replaces the history entry. */
  'fsp-navigate': { path: string; replace?: boolean };
};

export const ElementContext = createContext<ElementContextValue | null>(null);

export function useElementContext(): ElementContextValue | null {
  return useContext(ElementContext);
}

declare global {
  interface GlobalEventHandlersEventMap {
    'fsp-navigate': CustomEvent<FspEventDetail['fsp-navigate']>;
  }
}
