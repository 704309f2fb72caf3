/**
 * The catalogue's URL model (src/areas/products/products.ts): reading a query string into the
 * catalogue's state and writing it back in its one canonical form, the calls made of it (GET
 * /products, GET /products/filters), the page count; the routes of the catalogue and the product
 * (src/core/routes.ts) with productReferrer's guard; and what `<fsp-product-catalogue>` builds on it
 * (its filter changes, its attributes, the page input's reading).
 */
import { describe, expect, it } from 'vitest';
import {
  catalogueSearch,
  DEFAULT_PAGE_SIZE,
  EMPTY_CATALOGUE_QUERY,
  pageCount,
  parseCatalogueQuery,
  parseIds,
  parsePageSize,
  parseStatuses,
  productFilterRequest,
  productKeys,
  productListRequest,
  type CatalogueQuery,
} from '../../src/areas/products/products.ts';
import { pageOf } from '../../src/core/ui/pagination.tsx';
import { chosenCount, chosenValues, cleared, isChosen, toggled } from '../../src/elements/product-catalogue/components/filters.ts';
import { attributesOf } from '../../src/elements/product-catalogue/components/navigation.ts';
import { productRoutes, productReferrer } from '../../src/areas/products/products.ts';

const state = (partial: Partial<CatalogueQuery>): CatalogueQuery => ({ ...EMPTY_CATALOGUE_QUERY, ...partial });

const FULL = state({
  q: 'rollator etac',
  facilities: [1],
  baseStorages: [2, 5],
  itemClasses: [1, 4],
  isoCodes: [3],
  suppliers: [7, 9],
  productStatuses: ['ACTIVE', 'PHASING_OUT'],
  includeNotOrderable: true,
  page: 3,
  pageSize: 52,
  storage: 2,
});

describe('parseCatalogueQuery and catalogueSearch', () => {
  it('reads nothing as the defaults, and writes the defaults as nothing', () => {
    expect(parseCatalogueQuery('')).toEqual(EMPTY_CATALOGUE_QUERY);
    expect(catalogueSearch(EMPTY_CATALOGUE_QUERY)).toBe('');
    expect(catalogueSearch({})).toBe('');
    expect(EMPTY_CATALOGUE_QUERY.pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(DEFAULT_PAGE_SIZE).toBe(24);
  });

  it('round-trips every field: parse(serialize(x)) is x', () => {
    const search = catalogueSearch(FULL);
    expect(search).toBe(
      'q=rollator+etac&facilities=1&baseStorages=2%2C5&itemClasses=1%2C4&isoCodes=3&suppliers=7%2C9&productStatuses=ACTIVE%2CPHASING_OUT&includeNotOrderable=true&page=3&pageSize=52&storage=2',
    );
    expect(parseCatalogueQuery(search)).toEqual(FULL);
    expect(parseCatalogueQuery(new URLSearchParams(search))).toEqual(FULL);
    for (const one of [state({ q: 'x' }), state({ isoCodes: [19] }), state({ productStatuses: ['DISCONTINUED'] }), state({ pageSize: 100 }), state({ storage: 1 }), state({ page: 2 })]) {
      expect(parseCatalogueQuery(catalogueSearch(one))).toEqual(one);
    }
  });

  it('writes one canonical form: lists sorted and once each, statuses in their order, defaults left out', () => {
    const messy = '?storage=2&pageSize=24&page=1&productStatuses=DISCONTINUED,ACTIVE,ACTIVE&isoCodes=9,3,9&q=%20rollator%20&includeNotOrderable=false';
    const canonical = catalogueSearch(parseCatalogueQuery(messy.slice(1)));
    expect(canonical).toBe('q=rollator&isoCodes=3%2C9&productStatuses=ACTIVE%2CDISCONTINUED&storage=2');
    // serialize(parse(url)) is idempotent
    expect(catalogueSearch(parseCatalogueQuery(canonical))).toBe(canonical);
    // the order of the parameters does not matter
    expect(catalogueSearch(parseCatalogueQuery('storage=2&q=rollator'))).toBe(catalogueSearch(parseCatalogueQuery('q=rollator&storage=2')));
    // a state built by hand, unsorted and with repeats, is written sorted
    expect(catalogueSearch(state({ suppliers: [9, 2, 9], productStatuses: ['DISCONTINUED', 'ACTIVE'] }))).toBe('suppliers=2%2C9&productStatuses=ACTIVE%2CDISCONTINUED');
  });

  it('drops what is malformed rather than failing', () => {
    const parsed = parseCatalogueQuery('facilities=1,x,-3,0,2.5,4&isoCodes=abc&productStatuses=ACTIVE,SOLD,active&page=0&pageSize=25&storage=-1&includeNotOrderable=yes');
    expect(parsed).toEqual(state({ facilities: [1, 4], productStatuses: ['ACTIVE'] }));
    expect(parseCatalogueQuery('page=2.5&storage=abc&pageSize=100abc')).toEqual(EMPTY_CATALOGUE_QUERY);
    expect(parseCatalogueQuery('page=99999999999')).toEqual(EMPTY_CATALOGUE_QUERY);
    expect(parseCatalogueQuery('storage=2147483648')).toEqual(EMPTY_CATALOGUE_QUERY);
    expect(parseCatalogueQuery('storage=2147483647').storage).toBe(2147483647);
  });

  it('trims the search and keeps at most 100 characters of it', () => {
    expect(parseCatalogueQuery('q=%20%20').q).toBe('');
    expect(parseCatalogueQuery(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
    expect(catalogueSearch(state({ q: '   ' }))).toBe('');
  });

  it('reads ids once each, sorted, at most 50', () => {
    expect(parseIds('4, 1 ,4,2')).toEqual([1, 2, 4]);
    expect(parseIds(null)).toEqual([]);
    expect(parseIds('')).toEqual([]);
    expect(parseIds(Array.from({ length: 60 }, (_, i) => i + 1).join(','))).toHaveLength(50);
    expect(parseStatuses('PHASING_OUT,ACTIVE,x')).toEqual(['ACTIVE', 'PHASING_OUT']);
    expect(parseStatuses(undefined)).toEqual([]);
    expect(parsePageSize('52')).toBe(52);
    expect(parsePageSize(100)).toBe(100);
    expect(parsePageSize('50')).toBe(24);
    expect(parsePageSize(null)).toBe(24);
  });
});

describe('the calls of a state', () => {
  it('asks GET /products/filters for the search and the filters (storages as inStockAt, together)', () => {
    expect(productFilterRequest(FULL)).toEqual({
      searchValue: 'rollator etac',
      inStockAt: '1,2,5',
      itemClass: '1,4',
      isoCode: '3',
      supplier: '7,9',
      productStatus: 'ACTIVE,PHASING_OUT',
      includeNotOrderable: 'true',
    });
    // the chosen storage is not a filter; nothing chosen is nothing sent
    expect(productFilterRequest(state({ storage: 2 }))).toEqual({
      searchValue: undefined,
      inStockAt: undefined,
      itemClass: undefined,
      isoCode: undefined,
      supplier: undefined,
      productStatus: undefined,
      includeNotOrderable: undefined,
    });
    // a storage in both storage filters is asked for once
    expect(productFilterRequest(state({ facilities: [3], baseStorages: [3, 1] })).inStockAt).toBe('1,3');
  });

  it('asks GET /products for a page: the filters, the chosen storage’s stock, sorted by description', () => {
    expect(productListRequest(FULL)).toEqual({
      ...productFilterRequest(FULL),
      facilityIds: '2',
      sort: 'description:asc',
      from: 104,
      amount: 52,
    });
    expect(productListRequest(EMPTY_CATALOGUE_QUERY)).toMatchObject({ facilityIds: undefined, sort: 'description:asc', from: 0, amount: 24 });
    expect(productListRequest(state({ page: 10, pageSize: 100 }))).toMatchObject({ from: 900, amount: 100 });
  });

  it('keys the cache by the request: the same view, the same entry', () => {
    const a = productListRequest(parseCatalogueQuery('isoCodes=9,3&q=rollator'));
    const b = productListRequest(parseCatalogueQuery('q=rollator&isoCodes=3,9'));
    expect(productKeys.list(a)).toEqual(productKeys.list(b));
    expect(productKeys.list(a).slice(0, 2)).toEqual(productKeys.lists());
    expect(productKeys.filters(productFilterRequest(FULL))[1]).toBe('filters');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(229, 24)).toBe(10);
    expect(pageCount(229, 100)).toBe(3);
    expect(pageCount(100_000, 52)).toBe(1924);
  });
});

describe('routes', () => {
  it('routes.products: /products with the canonical query', () => {
    expect(productRoutes.products()).toBe('/products');
    expect(productRoutes.products({ isoCodes: [9, 3], q: ' rollator ', page: 1 })).toBe('/products?q=rollator&isoCodes=3%2C9');
    expect(parseCatalogueQuery(new URL(productRoutes.products(FULL), 'http://x').search)).toEqual(FULL);
  });

  it('routes.product: the storage and the way back, when they are there', () => {
    expect(productRoutes.product(7)).toBe('/products/7');
    expect(productRoutes.product(7, { storage: 2 })).toBe('/products/7?storage=2');
    const from = productRoutes.products({ q: 'rollator', isoCodes: [1], storage: 2 });
    const path = productRoutes.product(7, { storage: 2, from });
    expect(path).toBe('/products/7?storage=2&from=%2Fproducts%3Fq%3Drollator%26isoCodes%3D1%26storage%3D2');
    expect(new URL(path, 'http://x').searchParams.get('from')).toBe(from);
    // a way back that is not ours is left out
    expect(productRoutes.product(7, { storage: null, from: 'https://evil.example/' })).toBe('/products/7');
  });

  it('productReferrer: only a catalogue or stock balance path of the portal', () => {
    expect(productReferrer('/products')).toBe('/products');
    expect(productReferrer('/products?q=rollator&isoCodes=1')).toBe('/products?q=rollator&isoCodes=1');
    expect(productReferrer('/base-storages/2/stock?q=x')).toBe('/base-storages/2/stock?q=x');
    for (const bad of [null, undefined, '', 'https://evil.example/products', '//evil.example/products', 'javascript:alert(1)', '/products/7', '/clients', '/products#x', '/products?q=a b', `/products?q=${'a'.repeat(2000)}`]) {
      expect(productReferrer(bad), String(bad)).toBeNull();
    }
  });
});

describe('the catalogue element’s state changes', () => {
  it('chooses and unchooses values, starting again at page 1', () => {
    const start = state({ isoCodes: [3], page: 4, storage: 2 });
    const more = toggled(start, 'isoCodes', 1, true);
    expect(more).toEqual({ ...start, isoCodes: [1, 3], page: 1 });
    expect(isChosen(more, 'isoCodes', 1)).toBe(true);
    expect(isChosen(more, 'isoCodes', '3')).toBe(true);
    expect(toggled(more, 'isoCodes', 3, false).isoCodes).toEqual([1]);
    // choosing twice keeps one
    expect(toggled(more, 'isoCodes', 1, true).isoCodes).toEqual([1, 3]);
    const statuses = toggled(start, 'productStatuses', 'DISCONTINUED', true);
    expect(statuses.productStatuses).toEqual(['DISCONTINUED']);
    expect(isChosen(statuses, 'productStatuses', 'DISCONTINUED')).toBe(true);
    expect(catalogueSearch(toggled(statuses, 'productStatuses', 'ACTIVE', true))).toBe('isoCodes=3&productStatuses=ACTIVE%2CDISCONTINUED&storage=2');
  });

  it('counts and clears the chosen filters; the search, storage and page size stay', () => {
    expect(chosenCount(FULL)).toBe(11); // ten values and the show-not-orderable toggle
    expect(chosenValues(FULL).map((v) => `${v.group}:${v.id}`)).toEqual([
      'facilities:1',
      'baseStorages:2',
      'baseStorages:5',
      'itemClasses:1',
      'itemClasses:4',
      'isoCodes:3',
      'suppliers:7',
      'suppliers:9',
      'productStatuses:ACTIVE',
      'productStatuses:PHASING_OUT',
    ]);
    expect(cleared(FULL)).toEqual(state({ q: FULL.q, pageSize: 52, storage: 2 }));
    expect(chosenCount(cleared(FULL))).toBe(0);
  });

  it('writes the state as the element’s attributes (kebab-case; a boolean present or absent; defaults removed)', () => {
    expect(attributesOf(FULL)).toEqual({
      q: 'rollator etac',
      facilities: '1',
      'base-storages': '2,5',
      'item-classes': '1,4',
      'iso-codes': '3',
      suppliers: '7,9',
      'product-statuses': 'ACTIVE,PHASING_OUT',
      'include-not-orderable': '',
      page: '3',
      'page-size': '52',
      storage: '2',
    });
    expect(Object.values(attributesOf(EMPTY_CATALOGUE_QUERY)).every((v) => v === null)).toBe(true);
  });

  it('reads the page input: a whole page from 1 to the last, nothing else', () => {
    expect(pageOf('3', 3)).toBe(3);
    expect(pageOf(' 1 ', 3)).toBe(1);
    for (const bad of ['0', '4', '', ' ', '2.5', '-1', '1e1', 'x', '9999999999']) expect(pageOf(bad, 3), bad).toBeNull();
  });
});
