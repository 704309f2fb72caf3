/**
 * Root component of <fsp-inventory-search> (spec 3 §2 Base storage: /inventories; §5 Inventory
 * search): a search by inventory number and its hits. The search, its page and the hits a page are attributes;
 * every change is an `fsp-navigate` (navigation.ts), so the URL keeps the search and Back returns
 * to it. An empty search is refused at the field (INVALID_SEARCH_QUERY) and never sent.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { fixedAssetKeys, INVENTORY_SEARCH_MAX, inventorySearchApiQuery, parseInventorySearch, type InventorySearchState } from '../../areas/fixed-assets/fixed-assets.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { RequiredSearch } from '../../core/ui/required-search.tsx';
import { ScanField } from '../../core/ui/scanner/scan-field.tsx';
import { Results } from './components/results.tsx';
import { useSearchNavigate } from './navigation.ts';
import { NS } from './ns.ts';

export type InventorySearchProps = { q: string | null; page: number | null; pageSize: number | null };

/** The attributes as the search's query string, parsed by the same rules as the URL (areas/fixed-assets/fixed-assets.ts). */
export function stateOf(props: InventorySearchProps): InventorySearchState {
  const search = new URLSearchParams();
  if (props.q) search.set('q', props.q);
  if (props.page !== null) search.set('page', String(props.page));
  if (props.pageSize !== null) search.set('pageSize', String(props.pageSize));
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
    else navigate({ ...state, q, page: 1 });
  };
  return (
    <section className="inventory-search" part="container" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('title')}</h1>
      {query ? null : <p className="intro">{t('intro')}</p>}
      <RequiredSearch
        q={state.q}
        onSearch={onSearch}
        maxLength={INVENTORY_SEARCH_MAX}
        texts={{ form: t('search.label'), field: t('search.field'), placeholder: t('search.placeholder'), submit: t('search.submit'), empty: t('errors.INVALID_SEARCH_QUERY') }}
        // A fixed asset's label (Code 128) read by the camera or a hand scanner: searched at once.
        scan={{ Field: ScanField, label: t('search.scan') }}
      />
      {query ? <Results state={state} query={query} onState={navigate} /> : null}
    </section>
  );
}
