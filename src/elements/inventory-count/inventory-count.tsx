/**
 * Root component of <fsp-inventory-count> (spec 3 §2 /base-storages/inventory, §4 Inventory count
 * status, §5 Inventory counts): choose a base storage and search, both attributes (every change an
 * `fsp-navigate`, so the URL keeps them; the storage the view opened on by default is written to
 * the URL too). The storage's open count, or Start count; its status, Confirm and Annul; the line
 * filter; and the lines (components/lines.tsx), counted by typing, each quantity saved through the
 * count's saver (saver.ts: one update at a time, kept in this browser while the connection is lost).
 */
import { usePrefetchInfiniteQuery, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  canConfirm,
  countQuery,
  INVENTORY_LINE_FILTERS,
  inventoryCountAttributes,
  inventoryCountPath,
  parseInventoryCountQuery,
  type Inventory,
  type InventoryCountView,
  type InventoryLineFilter,
} from '../../areas/inventories/count.ts';
import { baseStoragesQuery, storageOptions } from '../../areas/stock/reference.ts';
import { defaultBaseStorage } from '../../areas/stock/storage.ts';
import { failureCode, failureText } from '../../core/http/failure.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { useAppData } from '../../core/session/app-data.ts';
import { Button, SelectField, Spinner, StateMessage, TextField } from '../../core/ui/components.tsx';
import { ScanField } from '../../core/ui/scanner/scan-field.tsx';
import { lazyPart } from '../../core/element/lazy-part.tsx';
import { ConfirmDialog } from '../../core/ui/confirm-dialog.tsx';
import { useFollowingText } from '../../core/ui/following-text.ts';
import { feedback } from '../../core/ui/feedback.ts';
import { searchOf, useViewNavigate } from '../../core/ui/links.ts';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { linesQuery, useAnnulCount, useConfirmCount, useLineAction, useStartCount } from './api.ts';
import { Lines } from './components/lines.tsx';
import { useCountSaver } from './components/use-count-saver.ts';
import { NS } from './ns.ts';
import type { CountSaver } from './saver.ts';

/** Scan-to-count's panel (issue 40): loaded when the mode is first turned on. */
const ScanToCount = lazyPart(() => import('./components/scan-to-count.tsx').then((m) => ({ component: m.ScanToCount, texts: m.SCAN_NS })), {
  fallback: <Spinner />,
});

export type InventoryCountProps = { storage: number | null; q: string | null };

export function InventoryCount(props: InventoryCountProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const view = useMemo(() => parseInventoryCountQuery(searchOf({ storage: props.storage, q: props.q })), [props.storage, props.q]);
  const own = useAppData().data?.user.facility;
  const storage = defaultBaseStorage(view.storage, own);
  const navigate = useViewNavigate(inventoryCountPath, inventoryCountAttributes);
  // The storage opened on by default is written to the URL (spec 3 §2: the URL keeps it).
  useEffect(() => {
    if (view.storage === null && storage !== null) navigate({ ...view, storage }, { replace: true });
  }, [view, storage, navigate]);
  return (
    <section className="inventory-count" part="container" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('title')}</h1>
      <Toolbar key={storage ?? 'none'} view={{ ...view, storage }} onView={navigate} />
      {storage === null ? <StateMessage kind="empty" title={t('noStorage')} text={t('noStorageText')} /> : <Count key={storage} storage={storage} q={view.q} />}
    </section>
  );
}

/**
 * The storage (applied when chosen) and the search (applied on submit, or at once for a scanned
 * code: the camera's button or a hand scanner typing into the field, issue 40). The field keeps
 * its input when the search changes (a scan's, Back's), so a hand scanner's focus stays for the next.
 */
function Toolbar({ view, onView }: { view: InventoryCountView; onView: (view: InventoryCountView) => void }) {
  const { t } = useTexts(NS);
  const storages = useQuery(baseStoragesQuery(useApiScope()));
  const [text, setText] = useFollowingText(view.q);
  const field = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onView({ ...view, q: text.trim() });
  };
  return (
    <form className="toolbar" role="search" aria-label={t('search.label')} onSubmit={submit} part="toolbar">
      <SelectField
        label={t('storage.label')}
        name="storage"
        value={view.storage === null ? '' : String(view.storage)}
        onValueChange={(value) => onView({ storage: value ? Number(value) : null, q: '' })}
        placeholder={t('storage.choose')}
        options={storageOptions(storages.data?.page, view.storage)}
      />
      <TextField ref={field} type="search" label={t('search.field')} value={text} onValueChange={setText} maxLength={100} placeholder={t('search.placeholder')} />
      <ScanField
        inputRef={field}
        label={t('search.scan')}
        onCode={(code) => {
          setText(code);
          onView({ ...view, q: code });
        }}
      />
      <div className="toolbar-actions">
        <Button type="submit">{t('search.submit')}</Button>
        {view.q ? (
          <Button
            variant="link"
            onClick={() => {
              setText('');
              onView({ ...view, q: '' });
            }}
          >
            {t('search.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The storage's open count, or Start count. */
function Count({ storage, q }: { storage: number; q: string }) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  // Both calls start while this renders, the count's first, not once the count is in (no
  // waterfall): the first view is all lines (an empty page when the storage has no open count).
  usePrefetchQuery(countQuery(scope, storage));
  usePrefetchInfiniteQuery(linesQuery(scope, storage, 'ALL', q));
  const count = useQuery(countQuery(scope, storage));
  const start = useStartCount();
  const saver = useCountSaver(storage);
  if (count.status === 'pending') return <Spinner label={t('loading')} />;
  if (count.status === 'error') {
    // The element's own text of the answer's code (another storage, no base storage) says what to do; else the general title.
    const code = failureCode(count.error);
    const own = code ? t(`errors.${code}`, { defaultValue: '' }) : '';
    return <QueryFailure error={count.error} onRetry={() => void count.refetch()} title={own || t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  }
  const inventory = count.data;
  if (!inventory) {
    return (
      <div className="none" part="start">
        <StateMessage
          kind="empty"
          title={t('none')}
          text={t('noneText')}
          action={
            <Button busy={start.isPending} onClick={() => start.mutate(storage)}>
              {t('start')}
            </Button>
          }
        />
        {start.error ? (
          <p className="fsp-alert" role="alert">
            {t('startFailed')} {failureText(start.error, t)}
          </p>
        ) : null}
      </div>
    );
  }
  return <OpenCount key={inventory.id} inventory={inventory} storage={storage} q={q} saver={saver} />;
}

function OpenCount({ inventory, storage, q, saver }: { inventory: Inventory; storage: number; q: string; saver: CountSaver }) {
  const { t } = useTexts(NS);
  const [filter, setFilter] = useState<InventoryLineFilter>('ALL');
  const [dialog, setDialog] = useState<'confirm' | 'annul' | null>(null);
  const [scanning, setScanning] = useState(false);
  const scanToggle = useRef<HTMLButtonElement>(null);
  const lineAction = useLineAction(storage);
  const confirm = useConfirmCount();
  const annul = useAnnulCount();
  const states = useSyncExternalStore(saver.subscribe, saver.getSnapshot);
  const pending = [...states.values()].filter((s) => s.kind === 'pending').length;
  const online = useOnline();
  const filterId = useId();
  const close = () => {
    setDialog(null);
    confirm.reset();
    annul.reset();
  };
  return (
    <div className="count" part="count">
      <div className="count-head">
        <div className="count-title">
          <h2>{t('count.label', { number: inventory.inventoryId })}</h2>
          <p className="muted">
            <span className="status" part="status">
              {t(`count.INVENTORY_STATUS_${inventory.status}`, { defaultValue: String(inventory.status) })}
            </span>{' '}
            · <span role="status">{t('count.progress', { reported: inventory.reportedLines, lines: inventory.lines })}</span>
          </p>
        </div>
        <div className="count-actions">
          <Button disabled={!canConfirm(inventory.status)} aria-describedby={canConfirm(inventory.status) ? undefined : `${filterId}-hint`} onClick={() => setDialog('confirm')} part="confirm">
            {t('count.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('annul')} part="annul">
            {t('count.annul')}
          </Button>
          {canConfirm(inventory.status) ? null : (
            <p id={`${filterId}-hint`} className="muted hint">
              {t('count.confirmHint')}
            </p>
          )}
        </div>
      </div>
      {!online ? (
        <p className="pending-banner offline" role="status">
          {t('offline')}
        </p>
      ) : null}
      {pending > 0 ? (
        <p className="pending-banner" role="status" part="pending">
          {t('pendingBanner', { count: pending })}
        </p>
      ) : null}
      <div className="filter" role="group" aria-labelledby={`${filterId}-label`} part="filter">
        <span id={`${filterId}-label`} className="filter-label">
          {t('filter.label')}
        </span>
        {INVENTORY_LINE_FILTERS.map((f) => (
          <Button key={f} variant={f === filter ? 'primary' : 'secondary'} aria-pressed={f === filter} onClick={() => setFilter(f)}>
            {t(`filter.${f}`)}
          </Button>
        ))}
      </div>
      <div className="scan-mode">
        <Button
          ref={scanToggle}
          variant={scanning ? 'primary' : 'secondary'}
          aria-pressed={scanning}
          part="scan-toggle"
          onClick={() => setScanning(!scanning)}
        >
          {t('scanMode')}
        </Button>
      </div>
      {scanning ? (
        <ScanToCount
          storage={storage}
          saver={saver}
          resetLine={(line, fetchedTimestamp) => lineAction.mutateAsync({ line, action: { action: 'RESET_REPORTING', fetchedTimestamp } })}
          failure={(error) => failureText(error, t)}
          onClose={() => {
            setScanning(false);
            scanToggle.current?.focus();
          }}
        />
      ) : null}
      <Lines storage={storage} filter={filter} q={q} saver={saver} />
      <ConfirmDialog
        open={dialog === 'confirm'}
        title={t('confirmDialog.title')}
        confirmLabel={t('confirmDialog.ok')}
        cancelLabel={t('cancel')}
        busy={confirm.isPending}
        error={confirm.error ? failureText(confirm.error, t) : null}
        onCancel={close}
        onConfirm={() =>
          confirm.mutate(inventory.id, {
            onSuccess: () => {
              close();
              feedback.snack(t('confirmDialog.done'), 'success');
            },
          })
        }
      >
        <p>{t('confirmDialog.text')}</p>
        {pending > 0 ? <p className="fsp-alert">{t('confirmDialog.textPending', { count: pending })}</p> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'annul'}
        title={t('annulDialog.title')}
        confirmLabel={t('annulDialog.ok')}
        cancelLabel={t('cancel')}
        busy={annul.isPending}
        error={annul.error ? failureText(annul.error, t) : null}
        onCancel={close}
        onConfirm={() =>
          annul.mutate(inventory.id, {
            onSuccess: () => {
              close();
              feedback.snack(t('annulDialog.done'), 'success');
            },
          })
        }
      >
        <p>{t('annulDialog.text')}</p>
      </ConfirmDialog>
    </div>
  );
}

/** navigator.onLine, following the online and offline events. */
function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('online', notify);
      window.addEventListener('offline', notify);
      return () => {
        window.removeEventListener('online', notify);
        window.removeEventListener('offline', notify);
      };
    },
    () => navigator.onLine,
  );
}
