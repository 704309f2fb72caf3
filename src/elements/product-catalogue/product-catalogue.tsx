/**
 * Root component of <fsp-product-catalogue> (spec 2 §2 Product catalogue, §6, §7 Products): the
 * search box, the filter panel (a drawer below 900 px of the element's width), the chosen filters
 * as chips, the toolbar (count, storage, view, page size), the page of products as a grid or a list,
 * and paging with a page input.
 *
 * The state is the URL's (areas/products/products.ts): the attributes are read into a
 * CatalogueQuery, and every change is an `fsp-navigate` with the new path (navigation.ts). Until the
 * new attributes arrive the element shows the change it asked for, so a host that routes
 * asynchronously still gets an instant answer. The products, the filters and the view setting load
 * side by side; a change keeps the current page on screen, marked busy, until the next arrives.
 *
 * The chosen storage (whose stock the cards show, and without which products are not links, spec
 * 2 §6; nor are they when the active order is for another base storage, with a note saying so) is
 * the URL's `storage`; without one, the user's standard location when that is a central or
 * base storage; else none.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { FACILITY_CATEGORY } from '../../contract/constants.ts';
import { catalogueSearch, pageCount, parseCatalogueQuery, productFilterRequest, productListRequest, type CatalogueQuery, type CatalogueView, productRoutes } from '../../areas/products/products.ts';
import { useActiveOrder } from '../../areas/orders/orders.ts';
import { settingQuery, useWriteSetting } from '../../areas/profile/settings.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { useAppData } from '../../core/session/app-data.ts';
import { Button, Pagination, Spinner, StateMessage } from '../../core/ui/components.tsx';
import { Drawer } from '../../core/ui/drawer.tsx';
import { PageInput } from '../../core/ui/pagination.tsx';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { productFiltersQuery, productListQuery, type Product } from './api.ts';
import { Chips } from './components/chips.tsx';
import { FilterPanel } from './components/filter-panel.tsx';
import { chosenCount, cleared } from './components/filters.ts';
import { useNarrow } from './components/narrow.ts';
import { useCatalogueNavigate, useOpenProduct } from './components/navigation.ts';
import { ProductResults, useProductViews } from './components/results.tsx';
import { SearchBox } from './components/search-box.tsx';
import { FilterToggle, PageSizeSelect, StorageSelect, ViewToggle } from './components/toolbar.tsx';
import { NS } from './ns.ts';

export type ProductCatalogueProps = {
  q: string | null;
  facilities: string | null;
  baseStorages: string | null;
  itemClasses: string | null;
  isoCodes: string | null;
  suppliers: string | null;
  productStatuses: string | null;
  includeNotOrderable: boolean;
  page: number | null;
  pageSize: number | null;
  storage: number | null;
};

const NO_PRODUCTS: Product[] = [];

/** Below this width of the element the filters are a drawer. */
export const NARROW_BELOW = 900;

const LISTS = ['q', 'facilities', 'baseStorages', 'itemClasses', 'isoCodes', 'suppliers', 'productStatuses'] as const;

/** The state the attributes describe, read as the URL's query is (malformed values fall back to the defaults). */
export function queryOf(props: ProductCatalogueProps): CatalogueQuery {
  const search = new URLSearchParams();
  for (const key of LISTS) {
    const value = props[key];
    if (value) search.set(key, value);
  }
  if (props.includeNotOrderable) search.set('includeNotOrderable', 'true');
  if (props.page !== null) search.set('page', String(props.page));
  if (props.pageSize !== null) search.set('pageSize', String(props.pageSize));
  if (props.storage !== null) search.set('storage', String(props.storage));
  return parseCatalogueQuery(search);
}

/** `flag`, once it has been true for `ms` (false again at once). */
function useAfter(flag: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setLate(true), ms);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [flag, ms]);
  return flag && late;
}

export function ProductCatalogue(props: ProductCatalogueProps) {
  const { t, lang } = useTexts(NS);
  const titleId = useId();
  const scope = useApiScope();
  const navigate = useCatalogueNavigate();
  const openProduct = useOpenProduct();

  // The attributes' state; the change asked for wins until the attributes change.
  const givenKey = catalogueSearch(queryOf(props));
  const given = useMemo(() => parseCatalogueQuery(givenKey), [givenKey]);
  const [asked, setAsked] = useState<{ base: string; query: CatalogueQuery } | null>(null);
  const query = asked && asked.base === givenKey ? asked.query : given;
  const change = useCallback(
    (next: CatalogueQuery) => {
      setAsked({ base: givenKey, query: next });
      navigate(next);
    },
    [givenKey, navigate],
  );

  // The chosen storage: the URL's, else the standard location when it is a storage.
  const appData = useAppData();
  const location = appData.status === 'success' ? appData.data.user.facility : null;
  const standardStorage =
    location && (location.category.value === FACILITY_CATEGORY.centralWarehouse || location.category.value === FACILITY_CATEGORY.baseStorage) ? location.id : null;
  const storage = query.storage ?? standardStorage;

  // What is asked of the server follows the state a moment later (a transition): the frame after a
  // click shows its answer (the box checked, the chip) without waiting for the new queries to be
  // set up; the calls start right after.
  const asking = useDeferredValue(query);
  const askingStorage = asking.storage ?? standardStorage;
  // Products wait for the app data only when the URL names no storage (its stock is asked for with the page).
  const storageKnown = asking.storage !== null || appData.status !== 'loading';
  const listRequest = useMemo(() => productListRequest({ ...asking, storage: askingStorage }), [asking, askingStorage]);
  const filterRequest = useMemo(() => productFilterRequest(asking), [asking]);
  const list = useQuery({ ...productListQuery(scope, listRequest), enabled: storageKnown });
  const filters = useQuery(productFiltersQuery(scope, filterRequest));
  const setting = useQuery(settingQuery(scope, 'catalogue-view'));
  const writeView = useWriteSetting('catalogue-view');
  const view: CatalogueView = setting.data === 'list' ? 'list' : 'grid';

  // What the cards are made of: the page's products, the chosen storage (their stock) and the
  // catalogue's path (their links' way back).
  // - While the previous page stays on screen (a change is loading) it keeps the storage and path it
  //   was made with: no stock of another storage shown as 0, no 100 cards made twice for one change.
  // - A new page is made a moment after the change that brings it (a transition): the frame after a
  //   click shows the click's answer (the box checked, the chip, the count) with the current cards
  //   marked busy, and the new cards follow without holding that frame up. The first page to
  //   arrive is shown at once (there is nothing to keep), and the view switches at once (its own
  //   render of 100 cards or rows is within a frame's budget).
  const from = productRoutes.products(asking);
  const [made, setMade] = useState({ storage: askingStorage, from });
  if ((made.storage !== askingStorage || made.from !== from) && !list.isPlaceholderData) setMade({ storage: askingStorage, from });
  const basis = list.isPlaceholderData ? made : { storage: askingStorage, from };
  const page = list.data?.page ?? NO_PRODUCTS;
  const wanted = useMemo(() => ({ page, storage: basis.storage, from: basis.from }), [page, basis.storage, basis.from]);
  const deferred = useDeferredValue(wanted);
  const shown = deferred.page.length === 0 ? wanted : deferred;
  // Spec 2 §6: product links are hidden when no storage is chosen or the active order is for another
  // base storage (issue 37; the same rule as the stock balance's, areas/stock/balance.ts).
  const active = useActiveOrder();
  const receiver = active.id !== null ? active.order.data?.receiver : undefined;
  const otherBaseStorage = receiver?.type === 'FACILITY' && shown.storage !== null && receiver.id !== shown.storage ? receiver : null;
  const products = useProductViews(shown.page, shown.storage, shown.from, lang, otherBaseStorage === null);
  const count = list.data?.count;
  const pages = count === undefined ? 1 : pageCount(count, query.pageSize);
  const busy = list.isPlaceholderData || shown !== wanted || asking !== query;
  // Marked busy only when the next page takes a while: a change answered within 200 ms never dims
  // the cards, and the frame after a click does not restyle and repaint them.
  const slow = useAfter(busy, 200);

  // A page past the end (a shorter list, or a URL's page too far): the last page, once the count is
  // known (the URL is put right; the paging shows the last page meanwhile).
  const settled = list.status === 'success' && !list.isPlaceholderData && asking === query;
  useEffect(() => {
    if (settled && query.page > pages) navigate({ ...query, page: pages });
  }, [settled, query, pages, navigate]);

  // After paging, the results' heading takes the focus once the new page is there.
  const heading = useRef<HTMLHeadingElement>(null);
  const paged = useRef(false);
  const focusHeading = useEffectEvent(() => {
    if (!paged.current) return;
    paged.current = false;
    heading.current?.focus();
  });
  useEffect(() => {
    if (settled) focusHeading();
  }, [settled, query.page]);
  const toPage = useCallback(
    (page: number) => {
      paged.current = true;
      change({ ...query, page });
    },
    [change, query],
  );
  const focusResults = useCallback(() => heading.current?.focus(), []);

  // Below 900 px the filters are a drawer, opened by the filter button.
  const section = useRef<HTMLElement>(null);
  const narrow = useNarrow(section, NARROW_BELOW);
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!narrow && drawerOpen) setDrawerOpen(false);
  const refetchFilters = filters.refetch;
  const retryFilters = useCallback(() => void refetchFilters(), [refetchFilters]);
  const panel = (
    <FilterPanel query={query} onChange={change} filters={filters.data} error={filters.error} onRetry={retryFilters} busy={filters.isPlaceholderData} />
  );

  const formatted = count === undefined ? '' : new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'sv-SE').format(count);
  const countText = count === undefined ? '' : t('count', { count, formatted });
  const resultsLabel = t('results');

  let body;
  if (list.status === 'error') {
    body = <QueryFailure error={list.error} onRetry={() => void list.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  } else if (list.status === 'pending' || setting.status === 'pending') {
    body = <Spinner label={t('loading')} />;
  } else if (list.data.count === 0) {
    const filtered = chosenCount(query) > 0;
    body = (
      <StateMessage
        kind="empty"
        title={t('empty')}
        text={t('emptyText')}
        action={
          filtered ? (
            <Button variant="secondary" onClick={() => change(cleared(query))}>
              {t('filters.clear')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        {otherBaseStorage ? (
          <p className="fsp-notice" role="note" part="links-hidden">
            {t('otherBaseStorage', { receiver: otherBaseStorage.label })}
          </p>
        ) : null}
        <div className="results-body" aria-busy={slow || undefined} onClick={openProduct}>
          <ProductResults view={view} products={products} label={resultsLabel} withStock={shown.storage !== null} />
        </div>
        <Pagination page={Math.min(query.page, pages)} pages={pages} onPage={toPage} pageInput={PageInput} />
      </>
    );
  }
  const hasRows = list.status === 'success' && list.data.count > 0;

  return (
    <section ref={section} className="catalogue" data-narrow={narrow || undefined} part="container" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('title')}</h1>
      <SearchBox q={query.q} onSearch={(q) => change({ ...query, q, page: 1 })} />
      <div className="layout">
        {narrow ? null : (
          <aside className="filters" part="filters" aria-labelledby={`${titleId}-filters`}>
            <h2 id={`${titleId}-filters`}>{t('filters.title')}</h2>
            {panel}
          </aside>
        )}
        <div className="main">
          <div className="toolbar" part="toolbar">
            {narrow ? <FilterToggle count={chosenCount(query)} expanded={drawerOpen} onOpen={() => setDrawerOpen(true)} /> : null}
            <StorageSelect storage={storage} filters={filters.data} onStorage={(s) => change({ ...query, storage: s })} />
            <ViewToggle view={view} onView={(v) => writeView.mutate(v)} />
            <PageSizeSelect pageSize={query.pageSize} onPageSize={(pageSize) => change({ ...query, pageSize, page: 1 })} />
          </div>
          <Chips query={query} filters={filters.data} onChange={change} onEmptied={focusResults} />
          <div className="results" part="results">
            <div className="results-head">
              {hasRows ? (
                <h2 ref={heading} tabIndex={-1}>
                  {resultsLabel}
                </h2>
              ) : null}
              <p className={hasRows ? 'count' : 'count fsp-visually-hidden'} role="status" part="count">
                {list.status === 'error' ? '' : count === 0 ? t('empty') : countText}
              </p>
            </div>
            {body}
          </div>
        </div>
      </div>
      {narrow ? (
        <Drawer
          open={drawerOpen}
          title={t('filters.title')}
          onClose={() => setDrawerOpen(false)}
          closeLabel={t('filters.close')}
          footer={
            <Button onClick={() => setDrawerOpen(false)} disabled={count === undefined}>
              {count === undefined ? t('loading') : t('filters.show', { count, formatted })}
            </Button>
          }
        >
          {panel}
        </Drawer>
      ) : null}
    </section>
  );
}
