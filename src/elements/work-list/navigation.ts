/**
 * How the work list moves: the storage, a status, a search, the dates or a page is a cancelable
 * `fsp-navigate` with the list's path (`/base-storages/work-list?…` or, with `mine`,
 * `/my-myloc/tasks?…`, core's canonical query); a host that routes prevents it and sets the
 * attributes itself, otherwise the element sets its own (core useViewNavigate).
 */
import { useCallback } from 'react';
import { taskListAttributes, taskListPath, type TaskListView } from '../../areas/tasks/tasks.ts';
import { useViewNavigate } from '../../core/ui/links.ts';

const myTasksPath = (view: TaskListView) => taskListPath(view, true);

export function useTaskListNavigate(mine: boolean): (view: TaskListView) => void {
  const path = useCallback((view: TaskListView) => (mine ? myTasksPath(view) : taskListPath(view)), [mine]);
  return useViewNavigate(path, taskListAttributes);
}
