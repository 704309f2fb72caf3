/**
 * Spec 1 §9 and spec 2 §9: "mobile name truncation 10 or 18 characters". Decided (the specs name
 * no place, see the standalone README): the signed-in user's name in a phone's crowded header row
 * is cut at 10, the same name at the end of the menu drawer, which has a line of its own, at 18.
 * The standalone's only (no element shows the user's name), so not in core's shared format chunk.
 */
import { truncateTitle } from '../core/format/text.ts';

export const MOBILE_NAME_SHORT = 10;
export const MOBILE_NAME_LONG = 18;

/**
 * A person's name for a narrow place: its parts (first name, surname, …) joined by one space, blank
 * parts left out, cut at `max` characters as core's `truncateTitle` cuts (counted as read, the
 * spaces before the cut dropped, then `…`).
 */
export function shortName(parts: readonly (string | null | undefined)[], max: number): string {
  const whole = parts
    .map((p) => (p ?? '').trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(' ');
  return truncateTitle(whole, max);
}
