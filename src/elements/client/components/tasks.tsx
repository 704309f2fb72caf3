/**
 * The client's tasks (spec 2 Client sub-pages Tasks, §3 Task; spec 3 §4 Task status): tasks of
 * types CH (delivery to the client) and CA (collection from the client), 25 to a page, each with
 * its description, referenced order number, planned date and time, status (TASK_STATUS_{status}),
 * from-warehouse as "value - label" (not for CA, which has none) and recipient (name and identity
 * number). A task's number opens it: core's task detail (areas/tasks/detail.tsx, the same as
 * `<fsp-task>`), with its lines and, when the task is of a storage the user works on, its actions
 * (Hand over and Return for CH, Return for CA, Mark as finished); otherwise the client's task is
 * shown without actions.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ClientTask } from '../../../contract/clients.ts';
import { clientKeys } from '../../../areas/clients/clients.ts';
import { TaskDetailView } from '../../../areas/tasks/detail.tsx';
import { backToListAfter, taskKeys as workTaskKeys, taskQuery as workTaskQuery } from '../../../areas/tasks/tasks.ts';
import { formatDateTime, formatIdentityNumber } from '../../../core/format/index.ts';
import { ApiFailure } from '../../../core/http/client.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { routes } from '../../../core/routes.ts';
import { Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { Table, type Column } from '../../../core/ui/table.tsx';
import { taskQuery, tasksQuery, TASKS_PER_PAGE } from '../holdings-api.ts';
import { NS } from '../ns.ts';
import { useDetailList, useListDetailFocus } from './list-detail.ts';
import { PagedList } from './paged-list.tsx';
import type { ClientTabProps } from './tab-props.ts';
import { useHoldingsStyles } from './holdings/styles.ts';
import { onPlainClick } from '../../../core/ui/links.ts';

/** The statuses with a text of their own (spec 3 §4); any other shows its number. */
const KNOWN_STATUSES = new Set([20, 30, 40, 50, 60, 90, 99]);

function useStatusText() {
  const { t } = useTexts(NS);
  return (status: number) => (KNOWN_STATUSES.has(status) ? t(`tasks.status.${status}`) : t('tasks.statusOther', { status }));
}

export function Tasks(props: ClientTabProps) {
  useHoldingsStyles();
  const [page, setPage] = useState(1);
  const { detail, onDetail } = props;
  const { open, takeFocus, takeBack } = useListDetailFocus(detail, onDetail);
  if (detail) {
    return <TaskDetail key={detail} {...props} task={detail} onDetail={open} takeFocus={takeFocus} />;
  }
  return <TaskList {...props} onDetail={open} page={page} onPage={setPage} takeBack={takeBack} />;
}

const recipientOf = (to: ClientTask['to']) => `${to.firstName} ${to.surname}`;
const warehouseOf = (task: ClientTask) => (task.type === 'CA' || !task.fromWarehouse ? null : `${task.fromWarehouse.value} - ${task.fromWarehouse.label}`);

function TaskList({ client, onDetail, page, onPage, takeBack }: ClientTabProps & { page: number; onPage: (page: number) => void; takeBack: () => number | null }) {
  const { t, lang } = useTexts(NS);
  const statusText = useStatusText();
  const query = useQuery(tasksQuery(useApiScope(), client.id, page));
  const { list, rowLink } = useDetailList(query, { perPage: TASKS_PER_PAGE, page, onPage, takeBack, onDetail, href: (id) => routes.client(client.id, 'tasks', id) });

  const columns: Column<ClientTask>[] = [
    {
      key: 'task',
      header: t('tasks.column.task'),
      cell: (task) => (
        <span className="holdings-name">
          <a {...rowLink(task.id)}>{t('tasks.number', { id: task.id })}</a>
          <span>{task.description}</span>
          <span className="holdings-muted">{t(`tasks.type.${task.type}`)}</span>
        </span>
      ),
    },
    { key: 'order', header: t('tasks.column.order'), cell: (task) => task.referenceOrderLine?.orderNumber ?? '' },
    { key: 'planned', header: t('tasks.column.planned'), cell: (task) => <time dateTime={task.plannedDateTime}>{formatDateTime(task.plannedDateTime, lang)}</time> },
    { key: 'status', header: t('tasks.column.status'), cell: (task) => <span className="holdings-status" data-status={task.status}>{statusText(task.status)}</span> },
    { key: 'from', header: t('tasks.column.from'), cell: (task) => warehouseOf(task) ?? <span className="holdings-muted">{t('holdings.none')}</span> },
    {
      key: 'to',
      header: t('tasks.column.to'),
      cell: (task) => (
        <span className="holdings-name">
          <span>{recipientOf(task.to)}</span>
          <span className="holdings-muted">{formatIdentityNumber(task.to.identityNumber)}</span>
        </span>
      ),
    },
  ];

  return (
    <PagedList
      kind="tasks"
      {...list}
      table={(rows) => <Table<ClientTask> caption={t('tasks.caption', { name: `${client.firstName} ${client.surname}` })} columns={columns} rows={rows} rowKey={(task) => task.id} part="tasks-table" />}
    />
  );
}

function TaskDetail({ client, task, onDetail, takeFocus }: ClientTabProps & { task: number; takeFocus: () => boolean }) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  // The client's task (the client's authorization: is it the client's?), and the same task as the
  // work list reads it (its allocations, and whether the user may report it: a storage they work on).
  const query = useQuery(taskQuery(scope, client.id, task));
  const work = useQuery({ ...workTaskQuery(scope, task), retry: false });
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = query.status === 'success' && work.status !== 'pending';
  const moveFocus = useEffectEvent(() => {
    if (takeFocus()) heading.current?.focus();
  });
  useEffect(() => {
    if (shown) moveFocus();
  }, [shown]);
  let content;
  if (query.status === 'pending' || (query.status === 'success' && work.status === 'pending')) content = <Spinner label={t('tasks.detail.loading')} />;
  else if (query.status === 'error') {
    const error = query.error;
    content =
      error instanceof ApiFailure && error.status === 404 && error.reaction.kind === 'message' ? (
        <StateMessage kind="empty" title={t('tasks.detail.notFound')} text={t('tasks.detail.notFoundText')} />
      ) : (
        <QueryFailure error={error} onRetry={() => void query.refetch()} title={t('tasks.detail.loadFailed')} notLoggedInText={t('notLoggedInText')} />
      );
  } else if (work.status === 'success') {
    content = (
      <TaskDetailView
        task={work.data}
        level={2}
        headingRef={heading}
        onDone={(answer) => {
          void queryClient.invalidateQueries({ queryKey: clientKeys.client(client.id) });
          // Spec 3 §4: a reported task goes back to the list; otherwise the task is fetched again.
          if (backToListAfter(answer.status)) onDetail(null);
          else void queryClient.invalidateQueries({ queryKey: workTaskKeys.task(task) });
        }}
      />
    );
  } else {
    // Not one the user may report (another storage's): shown as the client's task, without actions.
    content = <TaskDetailView task={query.data} level={2} headingRef={heading} interactive={false} />;
  }
  return (
    <div className="task" part="task">
      <a className="holdings-back" href={routes.client(client.id, 'tasks')} onClick={onPlainClick(() => onDetail(null))}>
        <span aria-hidden="true">←</span>
        {t('tasks.detail.back')}
      </a>
      {content}
    </div>
  );
}
