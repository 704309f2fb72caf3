/**
 * Scanning for a field that takes a code (issue 40), both ways a code arrives: the camera (the
 * ScanButton beside the field) and a hand scanner that types into it (useWedgeScan). Either hands
 * `onCode` what the field should get of the code read (`scannedCode`: a GS1 code's serial, batch
 * or GTIN, a plain code as it is, without a symbology identifier), so a caller treats both alike,
 * usually by searching it, and what the GS1 parser made of it (`parsed`), for a caller that fills
 * several fields from one code (the receive wizard's batch and serial) or counts by it. The GS1
 * parser is fetched with the first scan, not with the element; if it cannot be fetched, the
 * snackbar says so and the field keeps what was typed.
 */
import type { RefObject } from 'react';
import type { Gs1Result } from '../../format/gs1.ts';
import { useTexts } from '../../i18n/index.ts';
import { feedback } from '../feedback.ts';
import { ScanButton, type ScanButtonProps } from './scan-button.tsx';
import { useWedgeScan } from './wedge.ts';

export type ScanFieldProps = {
  /** The field a hand scanner types into; it gets the focus back after a camera scan. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The code as the field should take it, and the whole of what was read. */
  onCode: (code: string, parsed: Gs1Result) => void;
  /** The scan button's accessible name: what is scanned ("Skanna inventarienummer"). */
  label: string;
  /** The scanner dialog's title (the scanner's own by default). */
  title?: ScanButtonProps['title'];
};

/**
 * What a code read or typed gives a field: the code as the field takes it and what the GS1 parser
 * made of it (null: nothing to take), the parser fetched on first use. Rejects when the parser's
 * chunk cannot be fetched.
 */
export async function readScan(text: string): Promise<{ code: string; parsed: Gs1Result } | null> {
  const { parseGs1, scannedCode } = await import('../../format/gs1.ts');
  const parsed = parseGs1(text);
  const code = scannedCode(parsed);
  return code ? { code, parsed } : null;
}

export function ScanField({ inputRef, onCode, label, title }: ScanFieldProps) {
  const { t } = useTexts();
  const take = (text: string) => {
    readScan(text).then(
      (read) => read && onCode(read.code, read.parsed),
      () => feedback.snack(t('errors.noResponse'), 'error'),
    );
  };
  useWedgeScan(inputRef, take);
  return <ScanButton onScan={take} label={label} inputRef={inputRef} {...(title ? { title } : {})} />;
}
