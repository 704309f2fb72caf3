/**
 * The search box: what is typed becomes the `q` of the list 300 ms after the last keystroke (spec 1
 * §5, §9), or at once with Enter. A `q` that changes from outside (the browser's back button, the
 * host) replaces the text, but the element's own search coming back as `q` does not: the user may
 * have typed on in the meantime.
 */
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTexts } from '../../../core/i18n/index.ts';
import { toSearch } from '../folders.ts';
import { NS } from '../ns.ts';

/** Spec 1 §9: search debounce 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

export function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTexts(NS);
  const id = useId();
  const [text, setText] = useState(q);
  // The last q this box searched for, and the last q it was given (state, so render may compare).
  const [emitted, setEmitted] = useState(q);
  const [given, setGiven] = useState(q);
  if (q !== given) {
    setGiven(q);
    if (q !== emitted) {
      setText(q);
      setEmitted(q);
    }
  }

  const commit = (value: string) => {
    const next = toSearch(value);
    if (next === emitted) return;
    setEmitted(next);
    onSearch(next);
  };

  const search = useEffectEvent((next: string) => {
    setEmitted(next);
    onSearch(next);
  });
  // Every keystroke restarts the wait.
  useEffect(() => {
    const next = toSearch(text);
    if (next === emitted) return undefined;
    const timer = setTimeout(() => search(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, emitted]);

  return (
    <form
      role="search"
      className="search"
      onSubmit={(e) => {
        e.preventDefault();
        commit(text);
      }}
    >
      <label htmlFor={id}>{t('search.label')}</label>
      <input id={id} type="search" value={text} maxLength={200} onChange={(e) => setText(e.target.value)} part="search" />
    </form>
  );
}
