/**
 * The catalogue's search box: product number, name or supplier item number. What is typed is
 * searched once the typing has rested for 300 ms (Enter searches at once; core useSearchAsYouType);
 * each search is handed to `onSearch`, which puts it in the URL. The field keeps what the user
 * types while the URL follows: its own search coming back as `q` leaves the field alone (the user
 * may have typed on), a `q` from elsewhere (Back, a link, the host) replaces it.
 */
import { useTexts } from '../../../core/i18n/index.ts';
import { TextField } from '../../../core/ui/components.tsx';
import { useSearchAsYouType } from '../../../core/ui/search-as-you-type.ts';
import { NS } from '../ns.ts';

/** The contract's longest search value. */
const MAX_LENGTH = 100;

export function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTexts(NS);
  const { text, setText, searchNow } = useSearchAsYouType({ q, onSearch });
  return (
    <form
      role="search"
      aria-label={t('search.form')}
      className="search"
      part="search"
      onSubmit={(e) => {
        e.preventDefault();
        searchNow();
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
