/**
 * How the inventory search moves: a search or a page is a cancelable `fsp-navigate` with the
 * search's path (`/inventories?q=…`, core's canonical query); a host that routes prevents it and
 * sets the attributes itself, otherwise the element sets its own.
 */
import { useCallback } from 'react';
import { inventorySearchAttributes, inventorySearchPath, type InventorySearchState } from '../../areas/fixed-assets/fixed-assets.ts';
import { useElementContext } from '../../core/element/context.ts';

export function useSearchNavigate(): (state: InventorySearchState) => void {
  const ctx = useElementContext();
  return useCallback(
    (state: InventorySearchState) => {
      const proceed = ctx?.emit('fsp-navigate', { path: inventorySearchPath(state) }, true) ?? true;
      if (!proceed || !ctx) return;
      for (const [name, value] of Object.entries(inventorySearchAttributes(state))) {
        if (value === undefined) ctx.host.removeAttribute(name);
        else if (ctx.host.getAttribute(name) !== value) ctx.host.setAttribute(name, value);
      }
    },
    [ctx],
  );
}
