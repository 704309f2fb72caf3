/**
 * The work list's server state (spec 3 §7 Base storage): a page of GET /tasks under core's
 * `taskKeys.list(request)`, so a report or FINISH of a task on the page refreshes it. Another page
 * of the same list keeps the rows shown while it loads; a failure is shown in the list, not the
 * snackbar.
 */
import type { TaskListQuery } from '../../contract/tasks.ts';
import { taskKeys } from '../../areas/tasks/tasks.ts';
import { apiQuery, type AnswerOf, type ApiScope } from '../../core/http/query.ts';
import { keepPageOf } from '../../core/ui/paged-query.ts';

export type TaskPage = AnswerOf<'get', 'fsp/v1/tasks'>;

export const taskListQuery = (scope: ApiScope, request: TaskListQuery) => {
  const options = apiQuery(scope, taskKeys.list(request), 'fsp/v1/tasks', { query: request }, { notify: false });
  return { ...options, placeholderData: keepPageOf<TaskPage>(options.queryKey) };
};
