/**
 * How the deviation list moves: a filter, a search or a page is a cancelable `fsp-navigate` with
 * the list's path (`/my-myloc/deviations?…`, core's canonical query); a host that routes prevents
 * it and sets the attributes itself, otherwise the element sets its own.
 */
import { useCallback } from 'react';
import { deviationListAttributes, deviationListPath, type DeviationListState } from '../../core/content/deviations.ts';
import { useElementContext } from '../../core/element/context.ts';

export function useListNavigate(): (state: DeviationListState) => void {
  const ctx = useElementContext();
  return useCallback(
    (state: DeviationListState) => {
      const proceed = ctx?.emit('fsp-navigate', { path: deviationListPath(state) }, true) ?? true;
      if (!proceed || !ctx) return;
      for (const [name, value] of Object.entries(deviationListAttributes(state))) {
        if (value === undefined) ctx.host.removeAttribute(name);
        else if (ctx.host.getAttribute(name) !== value) ctx.host.setAttribute(name, value);
      }
    },
    [ctx],
  );
}
