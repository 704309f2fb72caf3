/**
 * A side drawer: a panel that slides in from the inline start (or end) of the screen over the
 * page, for what sits beside the content on a wide screen and has no room on a narrow one (the
 * catalogue's filters). Built on the native modal <dialog> like Dialog: the top layer, the rest of
 * the page inert, rendered inside the element's own shadow root. It is labelled by its title; the
 * focus moves into it when it opens (its first focusable control: the close button at its top)
 * and back to what had it before when it closes. Escape, the close button and a click on the
 * backdrop close it. Its content is rendered only while it is open. Styles: drawer.css, loaded
 * with the widget (useSheet), not with the shared runtime.
 */
import { useId, type ReactNode } from 'react';
import { useModalDialog } from './dialog.tsx';
import { useTexts } from '../i18n/index.ts';
import css from './drawer.css?inline';
import { useSheet } from './sheet.ts';

export type DrawerProps = {
  open: boolean;
  /** The drawer's heading and accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shown at the bottom, outside the scrolling content (e.g. a "Show 42 products" button). */
  footer?: ReactNode;
  /** The side it comes from. @default 'start' */
  side?: 'start' | 'end';
  /** The dialog's `part`, for hosts to restyle. @default 'drawer' */
  part?: string;
  /** The close button's label. @default core's "Stäng" / "Close" */
  closeLabel?: string;
};

export function Drawer({ open, title, onClose, children, footer, side = 'start', part = 'drawer', closeLabel }: DrawerProps) {
  useSheet(css);
  const { t } = useTexts();
  const modal = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    <dialog
      {...modal}
      className="fsp-drawer"
      data-side={side}
      aria-labelledby={titleId}
      part={part}
    >
      {open ? (
        <div className="fsp-drawer-box">
          <div className="fsp-drawer-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="fsp-drawer-close" onClick={onClose} aria-label={closeLabel ?? t('close')}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
              </svg>
            </button>
          </div>
          <div className="fsp-drawer-body">{children}</div>
          {footer ? <div className="fsp-drawer-footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
