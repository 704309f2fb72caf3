/**
 * The search box: what is typed becomes the `q` of the list 300 ms after the last keystroke (spec 1
 * §5, §9), or at once with Enter (core useSearchAsYouType). A `q` that changes from outside (the
 * browser's back button, the host) replaces the text, but the element's own search coming back as
 * `q` does not: the user may have typed on in the meantime.
 */
import { useId } from 'react';
import { useTexts } from '../../../core/i18n/index.ts';
import { useSearchAsYouType } from '../../../core/ui/search-as-you-type.ts';
import { toSearch } from '../folders.ts';
import { NS } from '../ns.ts';

export function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTexts(NS);
  const id = useId();
  const { text, setText, searchNow } = useSearchAsYouType({ q, onSearch, normalize: toSearch });
  return (
    <form
      role="search"
      className="search"
      onSubmit={(e) => {
        e.preventDefault();
        searchNow();
      }}
    >
      <label htmlFor={id}>{t('search.label')}</label>
      <input id={id} type="search" value={text} maxLength={200} onChange={(e) => setText(e.target.value)} part="search" />
    </form>
  );
}
