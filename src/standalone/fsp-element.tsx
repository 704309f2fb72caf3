/**
 * Renders an `<fsp-*>` tag and routes its `fsp-navigate` events through the standalone's history.
 * The standalone only sets attributes and listens to events: it never reaches inside an element.
 */
import { createElement, useCallback } from 'react';
import { navigate } from './router.ts';

const samePath = (path: string) => path;

export function FspTag({ tag, attributes, pathFor = samePath }: {
  tag: `fsp-${string}`;
  attributes: Record<string, string | number | null | undefined>;
  /** Where an element's path leads in this app (embedded mode: its /embedded twin); stable, e.g. a module function. */
  pathFor?: (path: string) => string;
}) {
  const ref = useCallback(
    (el: HTMLElement | null) => {
      if (!el) return;
      const onNavigate = (e: CustomEvent<{ path: string; replace?: boolean }>) => {
        e.preventDefault();
        navigate(pathFor(e.detail.path), { replace: e.detail.replace === true });
      };
      el.addEventListener('fsp-navigate', onNavigate);
      return () => el.removeEventListener('fsp-navigate', onNavigate);
    },
    [pathFor],
  );
  const attrs = Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, String(v)]));
  return createElement(tag, { ref, ...attrs });
}
