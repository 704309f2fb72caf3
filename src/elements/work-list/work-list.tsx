/**
 * Root component of <fsp-work-list> (spec 3 §2 Base storage, §4 Task status; /base-storages/work-list,
 * and My tasks at /my-myloc/tasks with `mine`): a base storage's tasks of type Cn (My tasks: the
 * user's own, of every type), status descending then planned date-time (the server's order), 25 a
 * page. The status filter (Active, the default; In progress; Reported; All) is a row of tabs (core
 * Tabs, each a navigation); the storage, the free-text search and the planned dates apply on
 * submit. All of it is attributes, every change an `fsp-navigate` (navigation.ts), so the URL
 * keeps the view. A task's number opens it (`fsp-navigate` with its path, carrying the view).
 * The work list's storage defaults to the user's own facility when it is a base storage (areas/stock/storage.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { TASK_STATUS_FILTERS } from '../../contract/shared/task-status.ts';
import { baseStoragesQuery, storageOptions } from '../../areas/stock/reference.ts';
import { ownBaseStorage } from '../../areas/stock/storage.ts';
import { TaskStatus, useTaskStyles } from '../../areas/tasks/detail.tsx';
import { LocationName } from '../../areas/clients/location-name.tsx';
import {
  EMPTY_TASK_VIEW,
  fromWarehouseOf,
  isTaskListFiltered,
  receiverOf,
  taskListPath,
  taskListRequest,
  taskListViewOf,
  taskPageCount,
  taskPath,
  TASKS_NS,
  type TaskListAttributes,
  type TaskListView,
  type TaskSummaryData,
} from '../../areas/tasks/tasks.ts';
import { formatDateTime, formatIdentityNumber } from '../../core/format/index.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { useAppData } from '../../core/session/app-data.ts';
import { Button, SelectField, Spinner, TextField } from '../../core/ui/components.tsx';
import { useNavigateLink } from '../../core/ui/links.ts';
import { PagedResults, pagedTexts } from '../../core/ui/paged-results.tsx';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { Table, type Column } from '../../core/ui/table.tsx';
import { Tabs } from '../../core/ui/tabs.tsx';
import { taskListQuery } from './api.ts';
import { useTaskListNavigate } from './navigation.ts';
import { NS } from './ns.ts';

export type WorkListProps = TaskListAttributes & { mine: boolean };

export function WorkList(props: WorkListProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const mine = Boolean(props.mine);
  const view = taskListViewOf(props);
  const navigate = useTaskListNavigate(mine);
  const appData = useAppData();
  // The work list's storage when the URL names none: the user's own base storage (My tasks: every storage).
  const fallback = mine ? null : ownBaseStorage(appData.data?.user.facility);
  const storage = view.storage ?? fallback;
  let body;
  if (!mine && !view.storage && appData.status !== 'success') {
    body =
      appData.status === 'error' ? (
        <QueryFailure error={appData.error} onRetry={appData.reload} title={t('appDataFailed')} notLoggedInText={t('notLoggedInText')} />
      ) : (
        <Spinner label={t('loading')} />
      );
  } else {
    body = <Results view={view} storage={storage} mine={mine} onView={navigate} />;
  }
  return (
    <section className="work-list" part="container" aria-labelledby={titleId}>
      <div className="head">
        <h1 id={titleId}>{t(mine ? 'titleMine' : 'title')}</h1>
      </div>
      {/* Made again when the view given from outside changes (or the default storage is known), so Back shows what is listed. */}
      <Search key={`${storage}-${view.q}-${view.executionDateFrom}-${view.executionDateTo}`} view={view} storage={storage} fallback={fallback} onView={navigate} />
      <Tabs
        label={t('filter')}
        items={TASK_STATUS_FILTERS.map((f) => ({ id: f, label: t(`${TASKS_NS}:filter.${f}`), href: taskListPath({ ...view, status: f, page: 1 }, mine) }))}
        selected={view.status}
        onSelect={(status) => navigate({ ...view, status, page: 1 })}
        part="tabs"
        panelPart="panel"
      >
        {body}
      </Tabs>
    </section>
  );
}

/** The storage, the free-text search and the planned dates: applied on submit (one history entry), cleared with Clear. */
function Search({ view, storage, fallback, onView }: { view: TaskListView; storage: number | null; fallback: number | null; onView: (view: TaskListView) => void }) {
  const { t } = useTexts(NS);
  const storages = useQuery(baseStoragesQuery(useApiScope()));
  const [form, setForm] = useState({ storage: storage === null ? '' : String(storage), q: view.q, from: view.executionDateFrom, to: view.executionDateTo });
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = form.storage === '' ? null : Number(form.storage);
    onView({
      ...view,
      // The default storage is left out of the URL, as every default is.
      storage: chosen === fallback ? null : chosen,
      q: form.q.trim(),
      executionDateFrom: form.from,
      executionDateTo: form.to,
      page: 1,
    });
  };
  return (
    <form className="search" role="search" aria-label={t('search.label')} onSubmit={submit} part="search">
      <SelectField
        label={t('storage.label')}
        name="storage"
        value={form.storage}
        onValueChange={set('storage')}
        options={storageOptions(storages.data?.page, form.storage ? Number(form.storage) : null)}
        // With a default storage there is no "every storage": an absent storage is the default.
        {...(fallback === null ? { placeholder: t('storage.all') } : {})}
      />
      <TextField type="search" label={t('search.field')} value={form.q} onValueChange={set('q')} maxLength={100} placeholder={t('search.placeholder')} />
      <TextField type="date" label={t('search.from')} value={form.from} onValueChange={set('from')} max={form.to || undefined} name="executionDateFrom" />
      <TextField type="date" label={t('search.to')} value={form.to} onValueChange={set('to')} min={form.from || undefined} name="executionDateTo" />
      <div className="search-actions">
        <Button type="submit">{t('search.submit')}</Button>
        {isTaskListFiltered(view) ? (
          <Button variant="secondary" onClick={() => onView({ ...EMPTY_TASK_VIEW, storage: view.storage, status: view.status })}>
            {t('search.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Results({ view, storage, mine, onView }: { view: TaskListView; storage: number | null; mine: boolean; onView: (view: TaskListView) => void }) {
  const { t } = useTexts(NS);
  const result = useQuery(taskListQuery(useApiScope(), taskListRequest(view, mine, storage)));
  return (
    <PagedResults
      result={result}
      texts={pagedTexts(t, t(isTaskListFiltered(view) ? 'emptyText.search' : `emptyText.${view.status}`))}
      page={view.page}
      pageCount={taskPageCount}
      onPage={(page) => onView({ ...view, page })}
    >
      {(rows) => <TaskTable rows={rows} view={view} mine={mine} />}
    </PagedResults>
  );
}

function TaskTable({ rows, view, mine }: { rows: readonly TaskSummaryData[]; view: TaskListView; mine: boolean }) {
  useTaskStyles();
  const { t, lang } = useTexts(NS);
  const link = useNavigateLink();
  const columns: Column<TaskSummaryData>[] = [
    {
      key: 'task',
      header: t(`${TASKS_NS}:field.task`),
      cell: (task) => {
        const path = taskPath(task.id, view, mine);
        return (
          <span className="stacked">
            <a className="task-link" href={path} onClick={(e) => link(e, path)} part="task-link">
              {t(`${TASKS_NS}:number`, { id: task.id })}
            </a>
            <span>{task.description}</span>
            <span className="muted">{t(`${TASKS_NS}:type.${task.type}`)}</span>
          </span>
        );
      },
    },
    { key: 'planned', header: t(`${TASKS_NS}:field.planned`), cell: (task) => <time className="nowrap" dateTime={task.plannedDateTime}>{formatDateTime(task.plannedDateTime, lang)}</time> },
    { key: 'status', header: t(`${TASKS_NS}:field.status`), cell: (task) => <TaskStatus status={task.status} /> },
    { key: 'order', header: t(`${TASKS_NS}:field.order`), cell: (task) => task.referenceOrderLine?.orderNumber ?? task.orderNumber ?? '–' },
    { key: 'from', header: t(`${TASKS_NS}:field.from`), cell: (task) => fromWarehouseOf(task) ?? '–' },
    {
      key: 'to',
      header: t(`${TASKS_NS}:field.to`),
      cell: (task) => {
        const to = receiverOf(task.to);
        if (!to) return '–';
        return (
          <span className="stacked">
            {to.facility ? <LocationName facility={to.facility} name={to.name} linkClassName="client-link" noteClassName="muted" /> : <span>{to.name}</span>}
            {to.identityNumber ? <span className="muted">{formatIdentityNumber(to.identityNumber)}</span> : null}
          </span>
        );
      },
    },
  ];
  return <Table caption={t('results')} columns={columns} rows={rows} rowKey={(task) => task.id} part="table" />;
}
