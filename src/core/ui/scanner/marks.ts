/**
 * The scanner dialog's User Timing marks, made on each open (issue 40): the camera's first frame
 * in the page (decoded: what the reader can look at; the code is in view from then on when it is
 * held up before the dialog opens), that frame shown (its presentation time), the reader ready, a
 * code read. They time the scanner in the field (a RUM tool reads
 * `performance.getEntriesByName`) and in `npm run bench` (scripts/bench.ts, which imports these names).
 */
export const SCANNER_MARKS = {
  inView: 'fsp-scanner:first-frame',
  shown: 'fsp-scanner:first-frame-shown',
  ready: 'fsp-scanner:reader-ready',
  read: 'fsp-scanner:code-read',
} as const;
