/**
 * How receiving moves: every move is a cancelable `fsp-navigate` with the page's path and, when
 * there is one, the reference in the location state (spec 3 §2: the reference passes through the
 * location state). A host that routes prevents it and sets the attributes itself (the standalone
 * gives the state back as the `reference` attribute); otherwise the element sets its own.
 */
import { useCallback } from 'react';
import { RECEIVE_TYPE_SLUGS, receiveSearchAttributes, receiveSearchPath, receiveWizardPath, type ReceiveSearchView, type ReceiveTarget } from '../../core/content/receive-delivery.ts';
import { useElementContext } from '../../core/element/context.ts';

export type ReceiveMove = { kind: 'search'; view: ReceiveSearchView; reference: string } | { kind: 'wizard'; target: ReceiveTarget; reference: string };

/** The element's attributes on arriving where a move goes (every other one removed). */
function attributesOf(move: ReceiveMove): Record<string, string | undefined> {
  const none = { storage: undefined, q: undefined, page: undefined, type: undefined, supplier: undefined, product: undefined, 'base-storage': undefined };
  const reference = move.reference.trim() || undefined;
  if (move.kind === 'search') return { ...none, ...receiveSearchAttributes(move.view), reference };
  const { target } = move;
  return { ...none, type: RECEIVE_TYPE_SLUGS[target.type], supplier: String(target.supplier), product: String(target.product), 'base-storage': String(target.baseStorage), reference };
}

export function useReceiveNavigate(): (move: ReceiveMove, options?: { replace?: boolean }) => void {
  const ctx = useElementContext();
  return useCallback(
    (move: ReceiveMove, options: { replace?: boolean } = {}) => {
      const path = move.kind === 'search' ? receiveSearchPath(move.view) : receiveWizardPath(move.target);
      const reference = move.reference.trim();
      const proceed = ctx?.emit('fsp-navigate', { path, ...(options.replace ? { replace: true } : {}), state: reference ? { reference } : {} }, true) ?? true;
      if (!proceed || !ctx) return;
      for (const [name, value] of Object.entries(attributesOf(move))) {
        if (value === undefined) ctx.host.removeAttribute(name);
        else if (ctx.host.getAttribute(name) !== value) ctx.host.setAttribute(name, value);
      }
    },
    [ctx],
  );
}
