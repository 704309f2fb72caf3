/**
 * A modal dialog on the native <dialog> (top layer, focus trapped by the browser, rendered inside
 * the element's own shadow root). Escape and a click outside close it (spec 1, Shell), unless it is
 * `blocking`. Focus returns to what had it before.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons, shown at the bottom. */
  actions?: ReactNode;
};

export function Dialog({ open, title, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const before = (dialog.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
      dialog.showModal();
      return () => before?.focus?.();
    }
    if (!open && dialog.open) dialog.close();
    return undefined;
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="fsp-dialog"
      aria-labelledby={titleId}
      part="dialog"
      onCancel={(e) => {
        e.preventDefault(); // we close through state, so React and the DOM agree
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (e.target !== e.currentTarget) return;
        const r = e.currentTarget.getBoundingClientRect();
        const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
        if (!inside) onClose();
      }}
    >
      {open ? (
        <>
          <h2 id={titleId}>{title}</h2>
          <div className="fsp-dialog-body">{children}</div>
          {actions ? <div className="fsp-dialog-actions">{actions}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
