/**
 * Root component of <fsp-inventory-search> (spec 3 §2 Base storage: /inventories; §5 Inventory
 * search): a search by inventory number and its hits. The search and its page are attributes;
 * every change is an `fsp-navigate` (navigation.ts), so the URL keeps the search and Back returns
 * to it. An empty search is refused at the field (INVALID_SEARCH_QUERY) and never sent.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fixedAssetKeys, INVENTORY_SEARCH_MAX, inventorySearchApiQuery, parseInventorySearch, type InventorySearchState } from '../../core/content/fixed-assets.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { Button, TextField } from '../../core/ui/components.tsx';
import { Results } from './components/results.tsx';
import { useSearchNavigate } from './navigation.ts';
import { NS } from './ns.ts';

export type InventorySearchProps = { q: string | null; page: number | null };

/** The attributes as the search's query string, parsed by the same rules as the URL (core/content/fixed-assets.ts). */
export function stateOf(props: InventorySearchProps): InventorySearchState {
  const search = new URLSearchParams();
  if (props.q) search.set('q', props.q);
  if (props.page !== null) search.set('page', String(props.page));
  return parseInventorySearch(search);
}

export function InventorySearch(props: InventorySearchProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const state = stateOf(props);
  const query = inventorySearchApiQuery(state);
  const navigate = useSearchNavigate();
  const queryClient = useQueryClient();
  const onSearch = (q: string) => {
    // The same search again (Sök pressed twice): asked of the server again, the URL as it is.
    if (q === state.q && state.page === 1) void queryClient.invalidateQueries({ queryKey: fixedAssetKeys.searches() });
    else navigate({ q, page: 1 });
  };
  return (
    <section className="inventory-search" part="container" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('title')}</h1>
      {query ? null : <p className="intro">{t('intro')}</p>}
      {/* Made again when the search given from outside changes, so Back shows what is listed. */}
      <SearchForm key={state.q} q={state.q} onSearch={onSearch} />
      {query ? <Results state={state} query={query} onState={navigate} /> : null}
    </section>
  );
}

/** The search: applied on submit (one history entry); an empty one is refused at the field, the focus kept there. */
function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTexts(NS);
  const [text, setText] = useState(q);
  const [refused, setRefused] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const fieldRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusRequest > 0) fieldRef.current?.querySelector('input')?.focus();
  }, [focusRequest]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const search = text.trim();
    if (!search) {
      setRefused(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    setRefused(false);
    onSearch(search);
  };
  return (
    <form className="search" role="search" aria-label={t('search.label')} onSubmit={submit} noValidate part="search">
      <div className="search-field" ref={fieldRef}>
        <TextField
          type="search"
          label={t('search.field')}
          value={text}
          onValueChange={(value) => {
            setText(value);
            if (value.trim()) setRefused(false);
          }}
          error={refused ? t('errors.INVALID_SEARCH_QUERY') : null}
          maxLength={INVENTORY_SEARCH_MAX}
          autoComplete="off"
          spellCheck={false}
          aria-required="true"
          placeholder={t('search.placeholder')}
          part="query"
        />
      </div>
      <Button type="submit" part="submit">
        {t('search.submit')}
      </Button>
    </form>
  );
}
