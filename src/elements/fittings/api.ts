/**
 * The fitting list's server state (spec 3 §7 Fittings): a page of GET /web-orders/fittings under
 * core's `fittingKeys.list(query)`, and the planning view's two mutations, POST
 * /web-orders/fittings/meetings?action=RELEASE_MEETINGS|UNRELEASE_MEETINGS and PUT
 * /web-orders/fittings/meetings, which invalidate every fitting (lists and details).
 * Mutations do not notify: the list says what failed where the user acted.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FittingListQuery, MeetingChange } from '../../contract/fittings.ts';
import { fittingKeys } from '../../areas/fittings/fittings.ts';
import { apiQuery, useApiScope, type AnswerOf, type ApiScope } from '../../core/http/query.ts';
import { keepPageOf } from '../../core/ui/paged-query.ts';

export type FittingPage = AnswerOf<'get', 'fsp/v1/web-orders/fittings'>;
export type FittingRow = FittingPage['page'][number];

/** One page of a tab. Another page of the same tab keeps the rows shown (placeholder); another tab shows the loading state. */
export const fittingListQuery = (scope: ApiScope, query: FittingListQuery) => {
  const options = apiQuery(scope, fittingKeys.list(query), 'fsp/v1/web-orders/fittings', { query }, { notify: false });
  return {
    ...options,
    placeholderData: keepPageOf<FittingPage>(options.queryKey),
  };
};

export type MeetingsAction = 'RELEASE_MEETINGS' | 'UNRELEASE_MEETINGS';

/** Release or regret the release of meetings (the planning view's buttons); every fitting reloads. */
export function useMeetingsAction() {
  const scope = useApiScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, meetingIds }: { action: MeetingsAction; meetingIds: number[] }) =>
      scope.api('post', 'fsp/v1/web-orders/fittings/meetings', { query: { action }, json: { meetingIds } }, { notify: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: fittingKeys.all }),
  });
}

/** The planning view's Save: every changed meeting in one call (all or none); every fitting reloads. */
export function useUpdateMeetings() {
  const scope = useApiScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (meetings: MeetingChange[]) => scope.api('put', 'fsp/v1/web-orders/fittings/meetings', { json: { meetings } }, { notify: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: fittingKeys.all }),
  });
}
