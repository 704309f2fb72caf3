/**
 * The catalogue's search box: product number, name or supplier item number. What is typed is
 * searched once the typing has rested for 300 ms (Enter searches at once); each search is handed
 * to `onSearch`, which puts it in the URL. The field keeps what the user types while the URL
 * follows: its own search coming back as `q` leaves the field alone (the user may have typed on),
 * a `q` from elsewhere (Back, a link, the host) replaces it.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTexts } from '../../../core/i18n/index.ts';
import { TextField } from '../../../core/ui/components.tsx';
import { NS } from '../ns.ts';

/** How long typing rests before it is searched. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The contract's longest search value. */
const MAX_LENGTH = 100;

export function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTexts(NS);
  const [text, setText] = useState(q);
  // The last search this box sent, and the last q it was given (state, so render may compare).
  const [sent, setSent] = useState(q);
  const [given, setGiven] = useState(q);
  if (q !== given) {
    setGiven(q);
    if (q !== sent) {
      setText(q);
      setSent(q);
    }
  }

  const search = (value: string) => {
    if (value === sent && value === q) return;
    setSent(value);
    if (value !== q) onSearch(value);
  };
  const searchLater = useEffectEvent(search);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const value = text.trim();
    timer.current = setTimeout(() => searchLater(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [text]);

  return (
    <form
      role="search"
      aria-label={t('search.form')}
      className="search"
      part="search"
      onSubmit={(e) => {
        e.preventDefault();
        clearTimeout(timer.current);
        search(text.trim());
      }}
    >
      <TextField
        label={t('search.label')}
        type="search"
        value={text}
        onValueChange={setText}
        placeholder={t('search.placeholder')}
        maxLength={MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
      />
    </form>
  );
}
