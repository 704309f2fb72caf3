/**
 * A form in a dialog (a meeting, the people of a fitting, a client's address or contact): core's
 * Dialog with the form inside and its buttons below, Cancel and the submitting button (its label
 * Save unless told). While the call runs (`busy`) the submitting button is busy, Cancel disabled,
 * and Escape or a click outside do not close it. A failure (`error`: the server's message, or what
 * the check before the call found) is an alert inside the dialog, above the fields or below them
 * (`errorAt`); the dialog stays open and the form keeps everything typed, since the form is the
 * caller's state. Focus: the dialog's first field has it when it opens and it returns to what had
 * it when it closes (Dialog); a refused submit may send it to the first invalid field
 * (focusFirstInvalid). The form is `noValidate`: the caller checks and marks the fields itself.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTexts } from '../i18n/index.ts';
import { Button } from './components.tsx';
import { Dialog } from './dialog.tsx';

export type FormDialogProps = {
  title: string;
  /** Cancel, Escape and a click outside; not while `busy`. */
  onClose: () => void;
  /** The submit (Enter in a field, or the submitting button), its default already prevented: check the form, then call. */
  onSubmit: (form: HTMLFormElement) => void;
  /** The call is running. */
  busy?: boolean;
  /** What failed, shown as an alert in the dialog; null or absent when nothing did. */
  error?: ReactNode;
  /** Where the failure shows: by the buttons (`end`, the default) or above the fields (`start`, a "fill in the red fields" summary). */
  errorAt?: 'start' | 'end';
  /** The submitting button's label; core's Save unless given. */
  submitLabel?: string;
  /** Cancel's label; core's Cancel unless given. */
  cancelLabel?: string;
  /** The submitting button disabled (a choice still to make). */
  submitDisabled?: boolean;
  /** The form's class and `part`. */
  className?: string;
  part?: string;
  children: ReactNode;
};

export function FormDialog({ title, onClose, onSubmit, busy = false, error, errorAt = 'end', submitLabel, cancelLabel, submitDisabled = false, className, part, children }: FormDialogProps) {
  const { t } = useTexts();
  const formId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // A second Enter while the call runs does not call again.
    if (!busy) onSubmit(e.currentTarget);
  };
  const alert =
    error !== null && error !== undefined && error !== false ? (
      <p role="alert" className="fsp-alert">
        {error}
      </p>
    ) : null;
  return (
    <Dialog
      open
      title={title}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy} disabled={submitDisabled}>
            {submitLabel ?? t('save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={className} onSubmit={submit} noValidate part={part}>
        {errorAt === 'start' ? alert : null}
        {children}
        {errorAt === 'end' ? alert : null}
      </form>
    </Dialog>
  );
}

/** Sends the focus to the form's first field marked invalid (`aria-invalid="true"`), once the marks are rendered. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
