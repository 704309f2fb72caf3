/**
 * Text shortening for display (spec 2 §9, spec 3 §5: an accessory's title is cut at 40 characters
 * plus an ellipsis). Characters are counted as the reader sees them (code points: an emoji or an
 * accented letter written as one is one), so a cut never splits a surrogate pair. The full text
 * belongs beside the short one (a `title`, or visually hidden text) for whoever needs it.
 */
import { ACCESSORY_TITLE_MAX } from '../../contract/constants.ts';

/** The ellipsis put after a cut text: one character (U+2026). */
export const ELLIPSIS = '…';

/**
 * `text` as it is when it has at most `max` characters; otherwise its first `max` characters (the
 * spaces they end with dropped, so no "word …") followed by `…`.
 */
export function truncateTitle(text: string, max: number = ACCESSORY_TITLE_MAX): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const limit = Math.max(0, Math.floor(max));
  return `${chars.slice(0, limit).join('').trimEnd()}${ELLIPSIS}`;
}

/** True when `truncateTitle` would cut the text (the full text then needs showing elsewhere too). */
export function isTruncated(text: string, max: number = ACCESSORY_TITLE_MAX): boolean {
  return Array.from(text).length > max;
}
