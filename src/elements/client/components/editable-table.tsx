/**
 * A client sub-page listing rows the user may add, change and delete (the addresses and the
 * contacts): its heading and Add button, the table (cards on a narrow screen) with its loading,
 * failure and empty states, the form in a dialog (new or for a row), and the delete confirmation;
 * after a delete the row (and its button) is gone, so the heading takes the focus. The texts are
 * those of `kind` (`<kind>.title`, `.add`, `.loadFailed`, `.empty`, `.emptyText`, `.deleted`,
 * `.deleteTitle`); the parts `<part>`, `add-<row part>` and `<row part>-table`.
 */
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { Table, type Column } from '../../../core/ui/table.tsx';
import { NS } from '../ns.ts';
import { failureText } from './failure.ts';

/** What a row's action cells may do: open the form on it, or ask to delete it. */
export type RowActions<T> = { edit: (row: T) => void; remove: (row: T) => void };

type Props<T extends { id: number }> = {
  kind: 'addresses' | 'contacts';
  /** The part of a row: `address` gives the parts `add-address` and `address-table`. */
  rowPart: string;
  query: UseQueryResult<{ page: T[] }>;
  columns: (actions: RowActions<T>) => Column<T>[];
  rowKey: (row: T) => string | number;
  /** Deletes a row by its id. */
  remove: UseMutationResult<unknown, Error, number>;
  /** The form in its dialog, for a new row (null) or a row to change. */
  form: (row: T | null, onClose: () => void) => ReactNode;
  /** The confirmation's text for the row to delete. */
  deleteText: (row: T) => string;
};

export function EditableTable<T extends { id: number }>({ kind, rowPart, query, columns, rowKey, remove, form, deleteText }: Props<T>) {
  const { t } = useTexts(NS);
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const actions: RowActions<T> = {
    edit: (row) => setEditing({ row }),
    remove: (row) => {
      remove.reset();
      setDeleting(row);
    },
  };

  let content;
  if (query.status === 'pending') content = <Spinner />;
  else if (query.status === 'error') {
    content = <QueryFailure error={query.error} onRetry={() => void query.refetch()} title={t(`${kind}.loadFailed`)} notLoggedInText={t('notLoggedInText')} />;
  } else if (!query.data.page.length) {
    content = <StateMessage kind="empty" title={t(`${kind}.empty`)} text={t(`${kind}.emptyText`)} />;
  } else {
    content = <Table caption={t(`${kind}.title`)} columns={columns(actions)} rows={query.data.page} rowKey={rowKey} part={`${rowPart}-table`} />;
  }

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        feedback.snack(t(`${kind}.deleted`), 'success');
        // The row (and its button) is gone: the list's heading takes the focus.
        requestAnimationFrame(() => heading.current?.focus());
      },
    });
  };

  return (
    <div className="sub-page" part={kind}>
      <div className="section-head">
        <h2 ref={heading} tabIndex={-1}>
          {t(`${kind}.title`)}
        </h2>
        <Button onClick={() => setEditing({ row: null })} part={`add-${rowPart}`}>
          {t(`${kind}.add`)}
        </Button>
      </div>
      {content}
      {/* A fresh form (its own state) each time the dialog opens: it is unmounted when it closes. */}
      {editing ? <Fragment key={editing.row ? rowKey(editing.row) : 'new'}>{form(editing.row, () => setEditing(null))}</Fragment> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t(`${kind}.deleteTitle`)}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        error={remove.isError ? failureText(remove.error, t) : null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? <p className="dialog-text">{deleteText(deleting)}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
