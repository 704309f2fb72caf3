/**
 * How the stock balance moves: a storage, a search, a filter or the order is a cancelable
 * `fsp-navigate` with the balance's path (`/base-storages?…`, core's canonical query); a host that
 * routes prevents it and sets the attributes itself, otherwise the element sets its own.
 */
import { balanceAttributes, balancePath, type BalanceView } from '../../areas/stock/balance.ts';
import { useViewNavigate } from '../../core/ui/links.ts';

export function useBalanceNavigate(): (view: BalanceView, options?: { replace?: boolean }) => void {
  return useViewNavigate(balancePath, balanceAttributes);
}
