/**
 * Renders an `<fsp-*>` tag and routes its `fsp-navigate` events through the standalone's history.
 * The standalone only sets attributes and listens to events: it never reaches inside an element.
 *
 * A move that refines the screen (`replace`: a filter ticked, a search typed) is taken at once
 * (prevented) but followed after the next frame: the element shows the change it asked for
 * straight away, and the app's re-render for the new URL does not hold up the frame that answers
 * the click (the catalogue's filters, issue 11: the next frame within 100 ms at 4x CPU throttling).
 * Several in one frame make one move, the last; a move to another screen goes first to where the
 * waiting one was going, so the history stays in order.
 */
import { createElement, useCallback } from 'react';
import { navigate, type LocationState } from './router.ts';

const samePath = (path: string) => path;

let waiting: string | null = null;

function flushWaiting() {
  const to = waiting;
  waiting = null;
  if (to !== null) navigate(to, { replace: true });
}

/** After the next paint: a task queued from the frame's animation callback. */
function afterNextPaint(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0));
}

function follow(path: string, replace: boolean) {
  if (!replace) {
    flushWaiting();
    navigate(path);
    return;
  }
  if (waiting === null) afterNextPaint(flushWaiting);
  waiting = path;
}

export function FspTag({ tag, attributes, pathFor = samePath }: {
  tag: `fsp-${string}`;
  attributes: Record<string, string | number | null | undefined>;
  /**
   * Where an element's path leads in this app (embedded mode: its /embedded twin); null: the app does
   * not route it (not prevented: the element's own default). Stable, e.g. a module function.
   */
  pathFor?: (path: string) => string | null;
}) {
  const ref = useCallback(
    (el: HTMLElement | null) => {
      if (!el) return;
      const onNavigate = (e: CustomEvent<{ path: string; replace?: boolean; state?: LocationState }>) => {
        const to = pathFor(e.detail.path);
        if (to === null) return;
        e.preventDefault();
        // A move with a location state (a wizard's step) is its own history entry, taken at once.
        if (e.detail.state) {
          flushWaiting();
          navigate(to, { state: e.detail.state, ...(e.detail.replace ? { replace: true } : {}) });
          return;
        }
        follow(to, e.detail.replace === true);
      };
      el.addEventListener('fsp-navigate', onNavigate);
      return () => el.removeEventListener('fsp-navigate', onNavigate);
    },
    [pathFor],
  );
  const attrs = Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, String(v)]));
  return createElement(tag, { ref, ...attrs });
}
