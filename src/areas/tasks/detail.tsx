/**
 * A task's detail (spec 3 §3 Task, §4 Task status, §5 Tasks), the one component of `<fsp-task>`
 * (the work list's and My tasks' task) and the client's Tasks tab in `<fsp-client>`:
 * - the head: number, description and status (TASK_STATUS_{status}); the facts: type, planned
 *   date-time, order number, from-warehouse (not for a collection, CA), recipient, base storage;
 * - the lines (core Table: cards below 600 px): item, item number, class, batch, inventory number,
 *   quantity, reported, returned and what is left (maxQuantity); an open task's line with something
 *   left may be chosen (a checkbox; select-all takes only those) with its quantity, 1 to
 *   maxQuantity (core QuantityCounter); a line with maxQuantity 0 is disabled; a line with a fixed
 *   asset may also be chosen by confirming its inventory number, scanned or typed (confirm-item.tsx);
 * - the actions of the type: Report (Sn, In, Cn), Hand over and Return (CH), Return (CA), each with
 *   the close flag of the rules (areas/tasks/tasks.ts), and Mark as finished after a confirmation.
 *   A failure (TASK_QUANTITY_NOT_VALID, TASK_CLOSED, …) is shown under the actions, the choices
 *   kept. After a report the caller is told the task as it now is (`onReported`): status 90 goes
 *   back to the list, otherwise the task is fetched again (spec 3 §4).
 * Also the failure states of loading a task: 404 not found, 403 not authorized, others with a retry.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type Ref } from 'react';
import type { TaskAction, TaskType } from '../../contract/shared/task-status.ts';
import type { TaskActionInput } from '../../contract/tasks.ts';
import { formatDateTime, formatIdentityNumber } from '../../core/format/index.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { failureCode, failureText } from '../../core/http/failure.ts';
import { useApi } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { Button, StateMessage } from '../../core/ui/components.tsx';
import { ConfirmDialog } from '../../core/ui/confirm-dialog.tsx';
import { Fact, Facts } from '../../core/ui/facts.tsx';
import { feedback } from '../../core/ui/feedback.ts';
import { QuantityCounter } from '../../core/ui/quantity-counter.tsx';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { useSheet } from '../../core/ui/sheet.ts';
import { Table, type Column } from '../../core/ui/table.tsx';
import { LocationName } from '../clients/location-name.tsx';
import css from './detail.css?inline';
import { lazyPart } from '../../core/element/lazy-part.tsx';
import {
  canReport,
  chosenAmounts,
  fromWarehouseOf,
  isLineSelectable,
  isTaskClosed,
  KNOWN_TASK_STATUSES,
  receiverOf,
  reportActionsOf,
  reportPayload,
  startQuantity,
  taskKeys,
  TASKS_NS,
  type TaskData,
  type TaskLineData,
} from './tasks.ts';
import { completesTask } from '../../contract/shared/task-rules.ts';

/**
 * The confirmation of a line's item by its inventory number, scanned or typed (issue 40), in a chunk
 * of its own with the scanner's code: only a reportable task with a fixed asset on a line shows it,
 * and the work list, which shares this module, never does.
 */
const ConfirmItem = lazyPart(() => import('./confirm-item.tsx').then((m) => m.ConfirmItem));

/** What the detail shows of a task: the work list's task (GET /tasks/{task}) or a client's (GET /clients/{client}/tasks/{task}, no allocations). */
export type TaskShown = Pick<TaskData, 'id' | 'description' | 'status' | 'plannedDateTime' | 'referenceOrderLine' | 'fromWarehouse' | 'lines'> & {
  type: TaskType;
  to: TaskData['to'] | { firstName: string; surname: string; identityNumber: string };
  baseStorage?: TaskData['baseStorage'];
  allocations?: TaskData['allocations'];
};

export function useTaskStyles(): void {
  useSheet(css);
}

/** A task's status, by its label (TASK_STATUS_{status}) or its number. */
export function TaskStatus({ status }: { status: number }) {
  const { t } = useTexts(TASKS_NS);
  return (
    <span className="task-status" data-status={status} part="status">
      {KNOWN_TASK_STATUSES.includes(status) ? t(`status.${status}`) : t('statusOther', { status })}
    </span>
  );
}

/** A task's load failure: not found (404), not authorized (403), not logged in, or the failure card with a retry. */
export function TaskLoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTexts(TASKS_NS);
  if (error instanceof ApiFailure && error.status === 404 && error.reaction.kind === 'message') {
    return <StateMessage kind="empty" title={t('detail.notFound')} text={t('detail.notFoundText')} />;
  }
  if (error instanceof ApiFailure && error.status === 403 && failureCode(error) !== null) {
    return <StateMessage kind="error" title={t('detail.notAuthorized')} text={t('detail.notAuthorizedText')} />;
  }
  return <QueryFailure error={error} onRetry={onRetry} title={t('detail.loadFailed')} notLoggedInText={t('detail.notLoggedInText')} />;
}

/** POST /tasks/{task}: a report or FINISH; every task query and list follows. Failures are shown by the detail, not the snackbar. */
export function useTaskAction(task: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskActionInput) => api('post', 'fsp/v1/tasks/{task}', { params: { task }, json: input }, { notify: false }),
    onSuccess: (answer) => {
      queryClient.setQueryData(taskKeys.task(task), answer);
      void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
    },
    // What is left may have changed under us (another user): the task follows, the choices stay.
    onError: () => void queryClient.invalidateQueries({ queryKey: taskKeys.task(task) }),
  });
}

export type TaskDetailProps = {
  task: TaskShown;
  /** The heading's level: 1 in `<fsp-task>`, 2 inside the client's tab. */
  level?: 1 | 2;
  headingRef?: Ref<HTMLHeadingElement>;
  /** False: shown without actions (a client's task of a storage the user does not work on). */
  interactive?: boolean;
  /** After a report or FINISH, with the task as it now is. */
  onDone?: (task: TaskData, action: TaskAction) => void;
};

export function TaskDetailView({ task, level = 1, headingRef, interactive = true, onDone }: TaskDetailProps) {
  useTaskStyles();
  const { t, lang } = useTexts(TASKS_NS);
  const headingId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  const Sub = level === 1 ? 'h2' : 'h3';
  const from = fromWarehouseOf(task);
  const to = receiverOf(task.to);
  return (
    <article className="task-detail" aria-labelledby={headingId} part="task">
      <header className="task-head">
        <Heading id={headingId} ref={headingRef} tabIndex={-1}>
          {t('number', { id: task.id })}: {task.description}
        </Heading>
        <TaskStatus status={task.status} />
      </header>
      <section className="task-card" aria-labelledby={`${headingId}-facts`}>
        <Sub id={`${headingId}-facts`}>{t('detail.facts')}</Sub>
        <Facts layout="tiles">
          <Fact label={t('field.type')}>{t(`type.${task.type}`)}</Fact>
          <Fact label={t('field.planned')}>
            <time dateTime={task.plannedDateTime}>{formatDateTime(task.plannedDateTime, lang)}</time>
          </Fact>
          {task.referenceOrderLine ? <Fact label={t('field.order')}>{task.referenceOrderLine.orderNumber}</Fact> : null}
          {from ? <Fact label={t('field.from')}>{from}</Fact> : null}
          {to ? (
            <Fact label={t('field.to')}>
              {to.facility ? (
                <LocationName facility={to.facility} name={to.name} linkClassName="task-client-link" noteClassName="task-muted task-block" />
              ) : to.identityNumber ? (
                `${to.name}, ${formatIdentityNumber(to.identityNumber)}`
              ) : (
                to.name
              )}
            </Fact>
          ) : null}
          {task.baseStorage ? <Fact label={t('field.baseStorage')}>{`${task.baseStorage.value} ${task.baseStorage.label}`}</Fact> : null}
        </Facts>
      </section>
      {/* Made again for each state of the task: the choices of a report are not kept past it. */}
      <TaskLines key={`${task.id}-${task.status}-${task.lines.map((l) => l.maxQuantity).join(',')}`} task={task} headingId={headingId} Sub={Sub} interactive={interactive} onDone={onDone} />
    </article>
  );
}

function TaskLines({ task, headingId, Sub, interactive, onDone }: { task: TaskShown; headingId: string; Sub: 'h2' | 'h3'; interactive: boolean; onDone: TaskDetailProps['onDone'] }) {
  const { t } = useTexts(TASKS_NS);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [quantities, setQuantities] = useState<ReadonlyMap<number, number>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState<TaskAction | null>(null);
  const mutation = useTaskAction(task.id);
  const open = interactive && canReport(task);
  const finishable = interactive && !isTaskClosed(task.status);
  const amounts = chosenAmounts(task.lines, selected, quantities);
  const closes = amounts !== null && completesTask(task.lines, amounts);
  const quantityOf = (line: TaskLineData) => quantities.get(line.id) ?? startQuantity(line);

  const run = (action: TaskAction, input: TaskActionInput) => {
    setRunning(action);
    mutation.mutate(input, {
      onSuccess: (answer) => {
        setConfirming(false);
        feedback.snack(t(action === 'FINISH' ? 'action.finished' : isTaskClosed(answer.status) ? 'action.reported' : 'action.saved'), 'success');
        onDone?.(answer, action);
      },
      onSettled: () => setRunning(null),
    });
  };

  const columns: Column<TaskLineData>[] = [
    {
      key: 'item',
      header: t('line.item'),
      cell: (l) => (
        <span className="task-stacked">
          <span className="task-item">{l.item.name}</span>
          <span className="task-muted">{l.item.itemNumber}</span>
        </span>
      ),
    },
    { key: 'class', header: t('line.itemClass'), cell: (l) => l.item.itemClass },
    { key: 'batch', header: t('line.batch'), cell: (l) => l.item.batch ?? '–' },
    { key: 'inventory', header: t('line.inventoryNumber'), cell: (l) => l.item.fixedAssetNumber ?? '–' },
    { key: 'quantity', header: t('line.quantity'), cell: (l) => l.quantity, align: 'end' },
    { key: 'reported', header: t('line.reported'), cell: (l) => l.reportedQuantity, align: 'end' },
    { key: 'returned', header: t('line.returned'), cell: (l) => l.returnedQuantity, align: 'end' },
    { key: 'max', header: t('line.max'), cell: (l) => l.maxQuantity, align: 'end' },
  ];
  if (open) {
    columns.push({
      key: 'amount',
      header: t('line.amount'),
      cell: (l) =>
        isLineSelectable(l) ? (
          <QuantityCounter
            label={t('line.amountOf', { name: l.item.name })}
            value={quantityOf(l)}
            min={1}
            max={l.maxQuantity}
            disabled={running !== null}
            onChange={(value) => {
              setQuantities((q) => new Map(q).set(l.id, value));
              // Setting a quantity chooses the line.
              setSelected((s) => (s.has(l.id) ? s : new Set(s).add(l.id)));
            }}
            texts={{ decrease: t('line.decrease'), increase: t('line.increase') }}
          />
        ) : (
          <span className="task-muted">{t('line.nothingLeft')}</span>
        ),
    });
  }

  return (
    <section className="task-lines" aria-labelledby={`${headingId}-lines`}>
      <Sub id={`${headingId}-lines`}>{t('detail.lines', { count: task.lines.length })}</Sub>
      {!interactive ? <p className="task-note">{t('detail.readOnly')}</p> : isTaskClosed(task.status) ? <p className="task-note">{t('detail.closed')}</p> : open ? <p className="task-note">{t('detail.chooseHint')}</p> : null}
      {open && task.lines.some((l) => l.item.fixedAssetNumber) ? (
        <ConfirmItem lines={task.lines} disabled={running !== null} onConfirm={(line) => setSelected((s) => (s.has(line.id) ? s : new Set(s).add(line.id)))} />
      ) : null}
      {task.lines.length ? (
        <Table<TaskLineData>
          caption={t('detail.linesCaption', { id: task.id })}
          columns={columns}
          rows={task.lines}
          rowKey={(l) => l.id}
          part="task-lines"
          {...(open
            ? {
                selection: {
                  selected,
                  onChange: (next) => setSelected(new Set([...next].filter((k): k is number => typeof k === 'number'))),
                  isSelectable: (l: TaskLineData) => isLineSelectable(l) && running === null,
                  rowLabel: (l: TaskLineData) => t('line.choose', { name: l.item.name }),
                  allLabel: t('line.chooseAll'),
                },
              }
            : {})}
        />
      ) : (
        <p className="task-muted">{t('detail.noLines')}</p>
      )}
      {open || finishable ? (
        <div className="task-actions" role="group" aria-label={t('action.label')} part="task-actions">
          {open ? (
            <p className="task-chosen" role="status">
              {selected.size ? t('action.chosen', { count: selected.size }) : ''}
              {closes ? ` ${t('action.closes')}` : ''}
            </p>
          ) : null}
          <div className="task-buttons">
            {open
              ? reportActionsOf(task.type).map((action, i) => (
                  <Button
                    key={action}
                    variant={i === 0 ? 'primary' : 'secondary'}
                    disabled={amounts === null || (running !== null && running !== action)}
                    busy={running === action}
                    onClick={() => amounts && run(action, reportPayload(action, task, amounts))}
                  >
                    {t(`action.${action}`)}
                  </Button>
                ))
              : null}
            {finishable ? (
              <Button variant="secondary" disabled={running !== null} onClick={() => { mutation.reset(); setConfirming(true); }}>
                {t('action.FINISH')}
              </Button>
            ) : null}
          </div>
          {mutation.error && !confirming ? (
            <p className="fsp-field-error" role="alert">
              {failureText(mutation.error, t)}
            </p>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('action.finishTitle', { id: task.id })}
        confirmLabel={t('action.finishConfirm')}
        cancelLabel={t('action.cancel')}
        busy={running === 'FINISH'}
        error={mutation.error && confirming ? failureText(mutation.error, t) : null}
        onConfirm={() => run('FINISH', { action: 'FINISH' })}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('action.finishText')}</p>
      </ConfirmDialog>
    </section>
  );
}
