/**
 * The count's lines (spec 3 §3 Inventory line, §5 Inventory counts): a virtualized list (core
 * VirtualList; a count of 10,000 lines) fed a page at a time. Each line: the product's name and
 * number, the deviation markers, the inventory number or batch, the location, the balance, the
 * counted quantity (an input), who reported and approved it and when, and its actions (approve,
 * reset, remove).
 *
 * Counting is keyboard work: typing a quantity saves it 500 ms after the last keystroke (only when
 * it differs from the stored one); Enter saves at once and moves to the next line's input, which the
 * list scrolls into view (the next page is fetched first when the line is the last one here); Tab
 * goes through the line's buttons. A refused entry (negative, not a whole number, above 1 for a
 * fixed asset) is said on the line and the input cleared. Each line says whether its quantity is
 * being saved, kept in this browser (not yet saved), refused, or changed meanwhile on the server
 * (both values, and the user's choice).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { checkCount, hasCountDeviation, lineActions, needsSave, SAVE_PAUSE_MS, type InventoryLineFilter } from '../../../areas/inventories/count.ts';
import { formatDayAndTime } from '../../../core/format/index.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts, type Language } from '../../../core/i18n/index.ts';
import { Button, Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { useFetchNearEnd, VirtualList, type VirtualListHandle } from '../../../core/ui/virtual-list.tsx';
import { linesQuery, useDeleteLine, useLineAction, type Line } from '../api.ts';
import { NS } from '../ns.ts';
import type { CountSaver, LineSave } from '../saver.ts';

type Action = 'approve' | 'reset' | 'delete';

export function Lines({ storage, filter, q, saver }: { storage: number; filter: InventoryLineFilter; q: string; saver: CountSaver }) {
  const { t, lang } = useTexts(NS);
  const result = useInfiniteQuery(linesQuery(useApiScope(), storage, filter, q));
  const states = useSyncExternalStore(saver.subscribe, saver.getSnapshot);
  const list = useRef<VirtualListHandle>(null);
  const box = useRef<HTMLDivElement>(null);
  const lineAction = useLineAction(storage);
  const remove = useDeleteLine(storage);
  const [removing, setRemoving] = useState<Line | null>(null);
  const onEndReached = useFetchNearEnd(result);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = result;
  const rows = result.data?.pages.flatMap((p) => p.page) ?? [];
  const labels = useMemo<Labels>(
    () => ({
      product: t('column.product'),
      location: t('column.location'),
      balance: t('column.balance'),
      counted: t('column.counted'),
      reported: t('column.reported'),
      approved: t('column.approved'),
      approve: t('approve'),
      reset: t('reset'),
      remove: t('delete'),
      status: { 20: t('lineStatus.20'), 60: t('lineStatus.60'), 80: t('lineStatus.80') },
    }),
    [t],
  );
  const loaded = rows.length;

  /**
   * Focuses line `index`'s input at once when it is rendered (the next line usually is: a fast
   * typist's next keys must land there), else once the list has scrolled it into view.
   */
  const focusLine = useCallback((index: number) => {
    const find = () => box.current?.querySelector<HTMLInputElement>(`input[data-line-index="${index}"]`);
    const focus = (input: HTMLInputElement) => {
      input.focus();
      input.select();
    };
    const now = find();
    list.current?.scrollToIndex(index, 'auto');
    if (now) return focus(now);
    let tries = 0;
    const attempt = () => {
      const input = find();
      if (input) focus(input);
      else if (tries++ < 20) requestAnimationFrame(attempt);
    };
    requestAnimationFrame(attempt);
  }, []);

  const onEnter = useCallback(
    (index: number) => {
      if (index + 1 < loaded) focusLine(index + 1);
      else if (hasNextPage) void fetchNextPage().then(() => focusLine(index + 1));
    },
    [loaded, hasNextPage, fetchNextPage, focusLine],
  );

  const onAction = useCallback(
    (action: Action, line: Line) => {
      if (action === 'delete') {
        setRemoving(line);
        return;
      }
      lineAction.mutate(
        { line: line.id, action: { action: action === 'approve' ? 'APPROVE' : 'RESET_REPORTING', fetchedTimestamp: line.fetchedTimestamp } },
        {
          onError: (error) => {
            feedback.snack(failureText(error, t), 'error');
            void result.refetch();
          },
        },
      );
    },
    // `lineAction.mutate` and `result.refetch` are stable; the objects around them are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lineAction.mutate, result.refetch, t],
  );

  if (result.status === 'pending') return <Spinner label={t('linesLoading')} />;
  if (result.status === 'error') return <QueryFailure error={result.error} onRetry={() => void result.refetch()} title={t('linesFailed')} notLoggedInText={t('notLoggedInText')} />;
  const count = result.data.pages[0]?.count ?? 0;
  return (
    <div className="results" part="results" aria-busy={result.isPlaceholderData || undefined} ref={box}>
      <p className="muted lines-count" role="status">
        {t('lines', { count })}
      </p>
      <p className="muted" id="count-hint">
        {t('countHint')}
      </p>
      {rows.length ? (
        <div className="line head-row" aria-hidden="true">
          <span>{t('column.product')}</span>
          <span>{t('column.location')}</span>
          <span className="end">{t('column.balance')}</span>
          <span>{t('column.counted')}</span>
          <span>{t('column.reported')}</span>
          <span className="end">{t('column.actions')}</span>
        </div>
      ) : null}
      <VirtualList
        ref={list}
        items={rows}
        getKey={(l) => l.id}
        label={t('linesLabel', { count })}
        estimateSize={92}
        overscan={3}
        maxHeight="min(70vh, 720px)"
        rowClassName="count-line"
        part="lines"
        onEndReached={onEndReached}
        setSize={count}
        empty={<StateMessage kind="empty" title={t('empty')} text={t(q ? 'emptyText.search' : `emptyText.${filter}`)} />}
        renderItem={(line, index) => <LineRow line={line} labels={labels} index={index} save={states.get(line.id)} saver={saver} onEnter={onEnter} onAction={onAction} t={t} lang={lang} />}
      />
      {isFetchingNextPage ? <Spinner label={t('linesLoadingMore')} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('deleteDialog.title')}
        confirmLabel={t('deleteDialog.ok')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        error={remove.error ? failureText(remove.error, t) : null}
        onCancel={() => {
          setRemoving(null);
          remove.reset();
        }}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      >
        <p>{removing ? t('deleteDialog.text', { product: removing.product.name, location: removing.location.value ?? '–' }) : null}</p>
      </ConfirmDialog>
    </div>
  );
}

/** The texts every line shows the same, made once for the list rather than by each line. */
type Labels = {
  product: string;
  location: string;
  balance: string;
  counted: string;
  reported: string;
  approved: string;
  approve: string;
  reset: string;
  remove: string;
  status: Record<number, string>;
};

type LineRowProps = {
  line: Line;
  labels: Labels;
  index: number;
  save: LineSave | undefined;
  saver: CountSaver;
  onEnter: (index: number) => void;
  onAction: (action: Action, line: Line) => void;
  t: TFunction;
  lang: Language;
};

/** One line: rendered again when its data or save state change, not when another line's do. */
const LineRow = memo(function LineRow({ line, labels, index, save, saver, onEnter, onAction, t, lang }: LineRowProps) {
  const p = line.product;
  const stored = save && save.kind !== 'error' ? save.value : line.reportedQty;
  const [draft, setDraft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const typed = useRef<string | null>(null);
  const location = line.location.value ?? '–';

  const commit = useCallback(
    (text: string) => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
      typed.current = null;
      const check = checkCount(text, p.inventoryNumber);
      if (check.kind === 'empty') return;
      if (check.kind === 'invalid') {
        setRefusal(t(`errors.${check.code}`, { inventoryNumber: p.inventoryNumber ?? '' }));
        setDraft('');
        return;
      }
      setRefusal(null);
      setDraft(null);
      const current = saver.valueOf(line.id) ?? line.reportedQty;
      if (needsSave(check.value, current)) saver.submit({ line: line.id, value: check.value, fetchedTimestamp: line.fetchedTimestamp, at: new Date().toISOString() });
    },
    [p.inventoryNumber, saver, line.id, line.reportedQty, line.fetchedTimestamp, t],
  );

  // A quantity typed and not yet committed when the line leaves the page (scrolled away) is saved.
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  useEffect(
    () => () => {
      if (typed.current !== null) latestCommit.current(typed.current);
    },
    [],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    commit(e.currentTarget.value);
    onEnter(index);
  };
  const actions = lineActions(line.status);
  const busy = save?.kind === 'saving' || save?.kind === 'pending' || save?.kind === 'conflict';
  const inputId = `count-${line.id}`;
  const messageId = `count-${line.id}-message`;
  const message = refusal ?? (save?.kind === 'error' ? t('save.failed', { text: save.text }) : null);
  return (
    <div className="line" data-status={line.status}>
      <span className="cell product">
        <span className="label">{labels.product}</span>
        <strong>{p.name}</strong>
        <span className="muted">
          {p.productNumber} · {p.inventoryNumber ?? (p.batch ? t('batch', { batch: p.batch }) : '–')}
        </span>
        <span className="markers">
          {hasCountDeviation(line) ? (
            <span className="deviation" part="deviation">
              {t('deviation', { diff: (line.deviation ?? 0) > 0 ? `+${line.deviation}` : String(line.deviation) })}
            </span>
          ) : null}
          {p.hasDeviation ? <span className="deviation">{t('hasDeviation')}</span> : null}
        </span>
      </span>
      <span className="cell">
        <span className="label">{labels.location}</span>
        <span>{location}</span>
      </span>
      <span className="cell end">
        <span className="label">{labels.balance}</span>
        <span>{t('quantity', { count: p.quantity, unit: p.unit })}</span>
      </span>
      <span className="cell counted">
        <label className="label" htmlFor={inputId}>
          {labels.counted}
        </label>
        <input
          id={inputId}
          className="count-input"
          part="count-input"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="next"
          data-line-index={index}
          aria-label={t('countInput', { product: p.name, location })}
          aria-describedby={message ? messageId : 'count-hint'}
          aria-invalid={refusal ? true : undefined}
          value={draft ?? (stored === null ? '' : String(stored))}
          onChange={(e) => {
            const text = e.currentTarget.value;
            setDraft(text);
            setRefusal(null);
            saver.clearError(line.id);
            typed.current = text;
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => commit(text), SAVE_PAUSE_MS);
          }}
          onBlur={(e) => {
            if (timer.current !== undefined) commit(e.currentTarget.value);
            else setDraft(null);
          }}
          onKeyDown={onKeyDown}
        />
        <SaveState save={save} line={line} saver={saver} t={t} />
        {message ? (
          <span className="refusal" id={messageId} role="alert">
            {message}
          </span>
        ) : null}
      </span>
      <span className="cell">
        <span className="label">{labels.reported}</span>
        <span className="line-status">{labels.status[line.status] ?? String(line.status)}</span>
        {line.reportedBy ? <span className="muted">{t('by', { name: line.reportedBy, when: formatDayAndTime(line.reportedDate, line.reportedTime, lang) })}</span> : null}
        {line.approvedBy ? (
          <span className="muted">
            {labels.approved}: {t('by', { name: line.approvedBy, when: formatDayAndTime(line.approvedDate, line.approvedTime, lang) })}
          </span>
        ) : null}
      </span>
      <span className="cell actions" role="group" aria-label={t('lineActionsLabel', { product: p.name, location })}>
        {actions.approve ? (
          <Button variant="secondary" disabled={busy} onClick={() => onAction('approve', line)}>
            {labels.approve}
          </Button>
        ) : null}
        {actions.reset ? (
          <Button variant="secondary" disabled={busy} onClick={() => onAction('reset', line)}>
            {labels.reset}
          </Button>
        ) : null}
        <Button variant="link" disabled={busy} onClick={() => onAction('delete', line)}>
          {labels.remove}
        </Button>
      </span>
    </div>
  );
});

/** What became of the line's typed quantity: saving, kept here, or changed meanwhile (with the choice). */
function SaveState({ save, line, saver, t }: { save: LineSave | undefined; line: Line; saver: CountSaver; t: TFunction }) {
  if (!save || save.kind === 'error') return null;
  if (save.kind === 'saving') return <span className="muted save-state">{t('save.saving')}</span>;
  if (save.kind === 'pending') {
    return (
      <span className="save-state pending" title={t('save.pendingTitle')} part="not-saved">
        {t('save.pending')}
      </span>
    );
  }
  const theirs = save.theirs.reportedQty === null ? t('save.notCounted') : String(save.theirs.reportedQty);
  const values = { theirs, mine: String(save.value), name: save.theirs.reportedBy ?? '' };
  return (
    <span className="conflict" role="alert" part="conflict">
      <span>{save.theirs.reportedBy ? t('save.conflict', values) : t('save.conflictNoName', values)}</span>
      <span className="conflict-actions">
        <Button variant="secondary" onClick={() => saver.resolve(line.id, 'mine')}>
          {t('save.keepMine', values)}
        </Button>
        <Button variant="secondary" onClick={() => saver.resolve(line.id, 'theirs')}>
          {t('save.useTheirs', values)}
        </Button>
      </span>
    </span>
  );
}
