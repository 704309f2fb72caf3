/**
 * Renders an `<fsp-*>` tag and routes its `fsp-navigate` events through the standalone's history.
 * The standalone only sets attributes and listens to events: it never reaches inside an element.
 */
import { createElement, useCallback } from 'react';
import { navigate } from './router.ts';

function onNavigate(e: CustomEvent<{ path: string }>) {
  e.preventDefault();
  navigate(e.detail.path);
}

export function FspTag({ tag, attributes }: { tag: `fsp-${string}`; attributes: Record<string, string | number | null | undefined> }) {
  const ref = useCallback((el: HTMLElement | null) => {
    if (!el) return;
    el.addEventListener('fsp-navigate', onNavigate);
    return () => el.removeEventListener('fsp-navigate', onNavigate);
  }, []);
  const attrs = Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, String(v)]));
  return createElement(tag, { ref, ...attrs });
}
