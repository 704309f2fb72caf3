/**
 * How the deviation list moves: a filter, a search or a page is a cancelable `fsp-navigate` with
 * the list's path (`/my-myloc/deviations?…`, core's canonical query); a host that routes prevents
 * it and sets the attributes itself, otherwise the element sets its own (core useViewNavigate).
 */
import { deviationListAttributes, deviationListPath, type DeviationListState } from '../../areas/deviations/deviations.ts';
import { useViewNavigate } from '../../core/ui/links.ts';

export function useListNavigate(): (state: DeviationListState) => void {
  return useViewNavigate(deviationListPath, deviationListAttributes);
}
