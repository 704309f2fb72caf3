/**
 * How the fitting list moves: a tab or a page is a cancelable `fsp-navigate` with the list's path
 * (`/my-myloc/fittings?…`); a host that routes prevents it and sets the attributes itself,
 * otherwise the element sets its own. Opening a fitting is an `fsp-navigate` to its detail
 * (`/my-myloc/fittings/{id}/info`); a host that routes prevents it, otherwise the browser follows the href.
 */
import { useCallback, type MouseEvent } from 'react';
import { fittingDetailPath, fittingListAttributes, fittingListPath, type FittingListState } from '../../areas/fittings/list.ts';
import { useElementContext } from '../../core/element/context.ts';
import { isPlainClick } from '../../core/ui/links.ts';

function setAttribute(host: HTMLElement, name: string, value: string | undefined) {
  if (value === undefined || value === '') host.removeAttribute(name);
  else if (host.getAttribute(name) !== value) host.setAttribute(name, value);
}

/** Shows another state of the list: its path in an `fsp-navigate`; unless a router takes it, the element's own attributes. */
export function useListNavigate(): (state: FittingListState) => void {
  const ctx = useElementContext();
  return useCallback(
    (state: FittingListState) => {
      const proceed = ctx?.emit('fsp-navigate', { path: fittingListPath(state) }, true) ?? true;
      if (!proceed || !ctx) return;
      for (const [name, value] of Object.entries(fittingListAttributes(state))) setAttribute(ctx.host, name, value);
    },
    [ctx],
  );
}

/** The click handler of a fitting's link: a plain click is an `fsp-navigate` to the detail; one with a modifier is the browser's. */
export function useOpenFitting(): (e: MouseEvent<HTMLAnchorElement>, fitting: number) => void {
  const ctx = useElementContext();
  return useCallback(
    (e: MouseEvent<HTMLAnchorElement>, fitting: number) => {
      if (!isPlainClick(e)) return;
      const proceed = ctx?.emit('fsp-navigate', { path: fittingDetailPath(fitting) }, true) ?? true;
      if (!proceed) e.preventDefault();
    },
    [ctx],
  );
}
