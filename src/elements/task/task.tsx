/**
 * Root component of <fsp-task> (spec 3 §2 Base storage, §3 Task, §4 Task status, §5 Tasks;
 * /base-storages/work-list/{task}, and /my-myloc/tasks/{task} with `mine`): a link back to the
 * list (with the list's view, given as attributes), and core's task detail (its lines and actions).
 * After a report the task answers as it now is: status 90 (or above) sends the user back to the
 * list (an `fsp-navigate`); otherwise the task is fetched again (the page reloads, spec 3 §4).
 * Mark as finished closes the task and goes back to the list, where it is no longer active.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { TaskDetailView, TaskLoadFailure, useTaskStyles } from '../../areas/tasks/detail.tsx';
import { backToListAfter, taskKeys, taskListPath, taskListViewOf, taskQuery, type TaskListAttributes } from '../../areas/tasks/tasks.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { Spinner, StateMessage } from '../../core/ui/components.tsx';
import { useGo, useNavigateLink } from '../../core/ui/links.ts';
import { NS } from './ns.ts';

export type TaskProps = TaskListAttributes & {
  task: number | null;
  mine: boolean;
};

export function Task(props: TaskProps) {
  useTaskStyles();
  const { t } = useTexts(NS);
  const mine = Boolean(props.mine);
  // The list this task was opened from (its view, given as attributes), for the way back.
  const listPath = taskListPath(taskListViewOf(props), mine);
  const link = useNavigateLink();
  return (
    <section className="task-page" part="container" aria-label={t('title')}>
      <a className="back" href={listPath} onClick={(e) => link(e, listPath)} part="back">
        <span aria-hidden="true">←</span>
        {t(mine ? 'backMine' : 'back')}
      </a>
      {props.task ? <TaskBody key={props.task} id={props.task} listPath={listPath} /> : <StateMessage kind="empty" title={t('tasks:detail.notFound')} text={t('tasks:detail.notFoundText')} />}
    </section>
  );
}

function TaskBody({ id, listPath }: { id: number; listPath: string }) {
  const query = useQuery(taskQuery(useApiScope(), id));
  const queryClient = useQueryClient();
  const go = useGo();
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useTexts('tasks');
  if (query.status === 'pending') return <Spinner label={t('detail.loading')} />;
  if (query.status === 'error') return <TaskLoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <TaskDetailView
      task={query.data}
      headingRef={heading}
      onDone={(answer) => {
        if (backToListAfter(answer.status)) go(listPath);
        else {
          void queryClient.invalidateQueries({ queryKey: taskKeys.task(id) });
          // The lines are made again for the task's new state: the focus goes to its heading, not the page's top.
          heading.current?.focus();
        }
      }}
    />
  );
}
