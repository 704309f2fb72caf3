/**
 * The deviation list's server state (spec 3 §7 Deviations): a page of GET /deviations (the
 * caller's own, newest first) under core's `deviationKeys.list(query)`, so reporting a deviation
 * or attaching a file on the same page refreshes it. Another page of the same list keeps the rows
 * shown while it loads; a failure is shown in the list, not the snackbar.
 */
import type { DeviationListQuery } from '../../contract/deviations.ts';
import { deviationKeys } from '../../areas/deviations/deviations.ts';
import { apiQuery, type AnswerOf, type ApiScope } from '../../core/http/query.ts';
import { keepPageOf } from '../../core/ui/paged-query.ts';

export type DeviationPage = AnswerOf<'get', 'fsp/v1/deviations'>;

export const deviationListQuery = (scope: ApiScope, query: DeviationListQuery) => {
  const options = apiQuery(scope, deviationKeys.list(query), 'fsp/v1/deviations', { query }, { notify: false });
  return { ...options, placeholderData: keepPageOf<DeviationPage>(options.queryKey) };
};
