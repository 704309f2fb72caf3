/**
 * The scan button beside a field that takes a code (issue 40): an icon button named by the caller
 * ("Skanna inventarienummer") that opens the ScannerDialog and hands the code read to `onScan`,
 * then puts the focus back in the field (`inputRef`); cancelled, the focus goes back to the button.
 * Nothing is rendered while `scanSupport()` is pending or where the page cannot scan (an insecure
 * context, no camera API, a host's Permissions-Policy or CSP that forbids it): the field is typed
 * in as before, and a strict host gets no button and no CSP violation.
 * The dialog's code, its texts and the reader load on the first open, not with the element: this
 * file and scan-support.ts are all an element's whole gets. A dialog chunk that cannot be fetched
 * is said in the snackbar; the field still works.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { lazyPart } from '../../element/lazy-part.tsx';
import { useTexts } from '../../i18n/index.ts';
import { Button } from '../components.tsx';
import { feedback } from '../feedback.ts';
import { scanSupport, type ScanFormat } from './scan-support.ts';

export type { ScanFormat } from './scan-support.ts';

const ScannerPart = lazyPart(() => import('./scanner-dialog.tsx').then((m) => ({ component: m.ScannerDialog, texts: m.SCANNER_NS })));

export type ScanButtonProps = {
  /** The text of the code read (the reader's rawValue, as it is). */
  onScan: (text: string) => void;
  /** The button's accessible name (and tooltip), naming what is scanned: "Skanna inventarienummer". */
  label: string;
  /** @default code_128, data_matrix, qr_code */
  formats?: readonly ScanFormat[];
  /** The field the code goes to: it gets the focus back after a result. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The dialog's title; the scanner's own ("Skanna kod") by default. */
  title?: string;
};

export function ScanButton({ onScan, label, formats, inputRef, title }: ScanButtonProps) {
  const { t } = useTexts();
  const [available, setAvailable] = useState(false);
  const [open, setOpen] = useState(false);
  // Rendered from the first open on (its chunk has come), so closing it returns the focus as a dialog does.
  const [opened, setOpened] = useState(false);
  const [loading, setLoading] = useState(false);
  const refocus = useRef(false);

  useEffect(() => {
    let live = true;
    void scanSupport().then((support) => live && setAvailable(support.available));
    return () => {
      live = false;
    };
  }, []);

  // After a result: the dialog's closing gave the focus to this button (its effects run first); the field takes it.
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    inputRef?.current?.focus();
  }, [open, inputRef]);

  if (!available) return null;
  return (
    <>
      <Button
        variant="secondary"
        className="fsp-scan-button"
        aria-label={label}
        title={label}
        busy={loading}
        onClick={() => {
          setLoading(true);
          ScannerPart.preload()
            .then(
              () => {
                setOpened(true);
                setOpen(true);
              },
              () => feedback.snack(t('errors.noResponse'), 'error'),
            )
            .finally(() => setLoading(false));
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 8V4h4M17 4h4v4M21 16v4h-4M7 20H3v-4" />
          <path d="M7 8v8M10.5 8v8M14 8v8M17 8v8" strokeWidth="1.5" />
        </svg>
      </Button>
      {opened ? (
        <ScannerPart
          open={open}
          {...(formats ? { formats } : {})}
          {...(title ? { title } : {})}
          onResult={(text) => {
            refocus.current = true;
            onScan(text);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
