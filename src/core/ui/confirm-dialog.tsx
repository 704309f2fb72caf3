/**
 * A confirmation before anything destructive (spec 2 §5 Confirmations): a dialog with the question,
 * the confirming button (busy while the call runs) and Cancel, which has focus first so Enter does
 * not destroy by accident. A failure is shown inside, and the dialog stays open.
 */
import type { ReactNode } from 'react';
import { Button } from './components.tsx';
import { Dialog } from './dialog.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** A failure to show (e.g. the server's message); the dialog stays open. */
  error?: string | null;
};

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, error }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" autoFocus onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? (
        <p role="alert" className="fsp-field-error">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
