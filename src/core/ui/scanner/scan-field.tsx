/**
 * Scanning for a field that takes a code (issue 40), both ways a code arrives: the camera (the
 * ScanButton beside the field) and a hand scanner that types into it (useWedgeScan). Either hands
 * `onCode` what the field should get of the code read (`scannedCode`: a GS1 code's serial, batch
 * or GTIN, a plain code as it is, without a symbology identifier), so a caller treats both alike,
 * usually by searching it. The GS1 parser is fetched with the first scan, not with the element.
 */
import type { RefObject } from 'react';
import { ScanButton } from './scan-button.tsx';
import { useWedgeScan } from './wedge.ts';

export type ScanFieldProps = {
  /** The field a hand scanner types into; it gets the focus back after a camera scan. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The code as the field should take it. */
  onCode: (code: string) => void;
  /** The scan button's accessible name: what is scanned ("Skanna inventarienummer"). */
  label: string;
};

export function ScanField({ inputRef, onCode, label }: ScanFieldProps) {
  const take = (text: string) => {
    void import('../../format/gs1.ts').then(({ scannedCode }) => {
      const code = scannedCode(text);
      if (code) onCode(code);
    });
  };
  useWedgeScan(inputRef, take);
  return <ScanButton onScan={take} label={label} inputRef={inputRef} />;
}
