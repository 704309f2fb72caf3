/**
 * A hand scanner that types (a keyboard wedge, issue 40): it sends the code as keystrokes a few
 * milliseconds apart and ends it with Enter, into whichever field has the focus. `useWedgeScan`
 * tells such a burst from a person typing by the gaps between the keystrokes (`event.timeStamp`):
 * at least `minLength` characters each at most `maxGapMs` after the one before, and Enter at most
 * `maxGapMs` after the last. Then it
 * - hands the burst's text to `onScan` (only the burst's: what the field held before is not part of it;
 *   the field itself already shows the characters, which went in as typed);
 * - consumes the Enter. Decided: the scan is the one thing a burst's Enter does. It is prevented
 *   (no implicit submit of the field's form) and stopped at the field (no Enter handler of the
 *   caller's, which React runs from its root, sees it), so a field whose Enter submits a search
 *   does not search twice: the caller does in `onScan` what the scan should do, usually the same;
 * - keeps the focus in the field and selects its text (after the caller's update has rendered),
 *   so the next scan replaces it instead of being appended. If `onScan` moved the focus elsewhere
 *   on purpose (a dialog), it stays there.
 * A person typing (slower than `maxGapMs` between keys, or fewer than `minLength` characters at
 * that speed) is left alone: Enter then does what it did before. Shift (scanners press it for
 * capitals) neither adds to a burst nor ends it; any other key that types nothing (Backspace, an
 * arrow, Tab), a shortcut with Ctrl, Alt or Meta, and IME composition end it. Paste is no burst.
 *
 * The defaults: a scanner's keystrokes come 1-10 ms apart (most are configurable, and some
 * Bluetooth ones send in packets with 20-30 ms between them); a fast typist's rarely under 60 ms,
 * and never four in a row followed by Enter that fast.
 */
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

export const WEDGE_MAX_GAP_MS = 35;
export const WEDGE_MIN_LENGTH = 4;

export type WedgeScanOptions = {
  /** The most time between two keystrokes of one burst, and between its last and Enter. @default 35 */
  maxGapMs?: number;
  /** The fewest characters a burst has. @default 4 */
  minLength?: number;
};

type Burst = { text: string; last: number };

const fresh = (): Burst => ({ text: '', last: Number.NEGATIVE_INFINITY });

/** A key that types one character, not a shortcut (AltGr, which some systems report as Ctrl and Alt, still types). */
const typesCharacter = (e: KeyboardEvent) => e.key.length === 1 && !e.metaKey && e.ctrlKey === e.altKey;

function selectIfFocused(input: HTMLInputElement) {
  const root = input.getRootNode();
  const active = root instanceof Document || root instanceof ShadowRoot ? root.activeElement : null;
  if (active === input) input.select();
}

export function useWedgeScan(inputRef: RefObject<HTMLInputElement | null>, onScan: (text: string) => void, opts: WedgeScanOptions = {}): void {
  const { maxGapMs = WEDGE_MAX_GAP_MS, minLength = WEDGE_MIN_LENGTH } = opts;
  const burst = useRef<Burst>(fresh());
  const scan = useEffectEvent(onScan);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    const onKeyDown = (e: KeyboardEvent) => {
      const current = burst.current;
      const gap = e.timeStamp - current.last;
      if (e.isComposing) {
        burst.current = fresh();
      } else if (e.key === 'Enter') {
        burst.current = fresh();
        if (gap > maxGapMs || current.text.length < minLength) return;
        e.preventDefault();
        e.stopPropagation();
        scan(current.text);
        selectIfFocused(input);
        // Again once the caller's state update has rendered (setting a value moves the caret to its end).
        setTimeout(() => selectIfFocused(input), 0);
      } else if (typesCharacter(e)) {
        burst.current = { text: gap <= maxGapMs ? current.text + e.key : e.key, last: e.timeStamp };
      } else if (e.key !== 'Shift') {
        burst.current = fresh();
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
    // No dependency list: the field may be rendered later or anew; the burst lives in a ref across renders.
  });
}
