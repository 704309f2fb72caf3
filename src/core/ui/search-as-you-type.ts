/**
 * Search as the user types (the messages' and the catalogue's search boxes): what is typed is
 * searched once the typing has rested for 300 ms (spec 1 §9; every keystroke restarts the wait),
 * or at once with Enter (`searchNow`, the form's submit), which also ends the wait. Each search is
 * handed to `onSearch` (the element's move, which puts it in the URL), once: the same search is not
 * sent again, whether or not the `q` given back has caught up with it.
 *
 * The field keeps what the user types while the URL follows: the box's own search coming back as
 * `q` (late, from a host that routes) leaves the field alone, for the user may have typed on; a host
 * that ignores the move (prevents it and does not move) leaves `q` as it was, and the field keeps
 * the text typed. A `q` that is not the box's last search (Back to an older one, a link, the host)
 * replaces the field's text, and is not searched again.
 */
import { useEffect, useEffectEvent, useState } from 'react';

/** Spec 1 §9: search debounce 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

const trim = (text: string) => text.trim();

export type SearchAsYouTypeOptions = {
  /** The search in effect (the element's `q`). */
  q: string;
  /** Searches for `q` (the element moves there). */
  onSearch: (q: string) => void;
  /** The search a text is (trimmed, cut to the contract's length, …). @default trim */
  normalize?: (text: string) => string;
};

export type SearchAsYouType = {
  /** What the field holds. */
  text: string;
  /** The field's change (a keystroke). */
  setText: (text: string) => void;
  /** Searches what is typed now (Enter): instead of the search waiting, not besides it. */
  searchNow: () => void;
};

export function useSearchAsYouType({ q, onSearch, normalize = trim }: SearchAsYouTypeOptions): SearchAsYouType {
  const [text, setText] = useState(q);
  // The last search this box sent (or the q it took over), and the last q it was given (state, so
  // render may compare).
  const [sent, setSent] = useState(q);
  const [given, setGiven] = useState(q);
  if (q !== given) {
    setGiven(q);
    if (q !== sent) {
      setText(q);
      setSent(q);
    }
  }

  const search = (next: string) => {
    if (next === sent) return;
    setSent(next);
    onSearch(next);
  };
  const searchLater = useEffectEvent(search);
  const typed = normalize(text);
  // Every keystroke restarts the wait; a search sent (Enter) ends it.
  useEffect(() => {
    if (typed === sent) return undefined;
    const timer = setTimeout(() => searchLater(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, typed, sent]);

  return { text, setText, searchNow: () => search(typed) };
}
