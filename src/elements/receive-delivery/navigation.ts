/**
 * How receiving moves: every move is a cancelable `fsp-navigate` with the page's path and the
 * reference typed in the location state (spec 3 §2: the reference passes through the location
 * state; none typed: an empty state). A host that routes prevents it and sets the attributes itself
 * (the standalone gives the state back as the `reference` attribute); otherwise the element sets its
 * own (core's useViewNavigate).
 */
import { useCallback } from 'react';
import { receiveSearchAttributes, receiveSearchPath, receiveWizardAttributes, receiveWizardPath, type ReceiveSearchView, type ReceiveTarget } from '../../areas/receive/delivery.ts';
import { useViewNavigate } from '../../core/ui/links.ts';

export type ReceiveMove = { kind: 'search'; view: ReceiveSearchView; reference: string } | { kind: 'wizard'; target: ReceiveTarget; reference: string };

const pathOf = (move: ReceiveMove): string => (move.kind === 'search' ? receiveSearchPath(move.view) : receiveWizardPath(move.target));

/** The element's attributes on arriving where a move goes (every other one removed). */
function attributesOf(move: ReceiveMove): Record<string, string | undefined> {
  const none = { storage: undefined, q: undefined, page: undefined, 'page-size': undefined, type: undefined, supplier: undefined, product: undefined, 'base-storage': undefined };
  const reference = move.reference.trim() || undefined;
  return { ...none, ...(move.kind === 'search' ? receiveSearchAttributes(move.view) : receiveWizardAttributes(move.target)), reference };
}

export function useReceiveNavigate(): (move: ReceiveMove, options?: { replace?: boolean }) => void {
  const navigate = useViewNavigate(pathOf, attributesOf);
  return useCallback(
    (move: ReceiveMove, options: { replace?: boolean } = {}) => {
      const reference = move.reference.trim();
      navigate(move, { ...options, state: reference ? { reference } : {} });
    },
    [navigate],
  );
}
