/**
 * A modal dialog on the native <dialog> (top layer, focus trapped by the browser, rendered inside
 * the element's own shadow root). Escape and a click outside close it (spec 1, Shell), unless it is
 * `blocking`. Focus returns to what had it before.
 */
import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from './components.tsx';

/**
 * The native modal <dialog>'s wiring, shared by Dialog and the Drawer: showModal() and close()
 * follow `open`, the focus returns to what had it, Escape and a click on the backdrop call onClose
 * (the dialog is closed through state, so React and the DOM agree). Spread on the <dialog>.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const before = (dialog.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        before?.focus?.();
      };
    }
    if (!open && dialog.open) dialog.close();
    return undefined;
  }, [open]);
  return {
    ref,
    onCancel: (e: SyntheticEvent<HTMLDialogElement>) => {
      e.preventDefault();
      onClose();
    },
    onClick: (e: MouseEvent<HTMLDialogElement>) => {
      // A click on the backdrop lands on the <dialog> itself, outside its box.
      if (e.target !== e.currentTarget) return;
      const r = e.currentTarget.getBoundingClientRect();
      const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
      if (!inside) onClose();
    },
  };
}

export type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons, shown at the bottom. */
  actions?: ReactNode;
  /** The label of a secondary button that closes the dialog (Cancel, Close), first of the actions. */
  closeLabel?: string | undefined;
};

export function Dialog({ open, title, onClose, children, actions, closeLabel }: DialogProps) {
  const modal = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    <dialog {...modal} className="fsp-dialog" aria-labelledby={titleId} part="dialog">
      {open ? (
        <>
          <h2 id={titleId}>{title}</h2>
          <div className="fsp-dialog-body">{children}</div>
          {actions || closeLabel ? (
            <div className="fsp-dialog-actions">
              {closeLabel ? (
                <Button variant="secondary" onClick={onClose}>
                  {closeLabel}
                </Button>
              ) : null}
              {actions}
            </div>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}
