/**
 * Fixed assets' rules with logic (spec 3 §2 Base storage: /inventories and the fixed-asset routes,
 * §5 Inventory search): the search's URL (parse and build, one canonical query), its API query (an
 * empty search never asked), the path a hit opens (a base storage's route for a hit lying in one,
 * with the search as its referrer), and a fixed asset's referrer (only the portal's own paths);
 * the detail's back link, the price rule as the detail uses it (spec 3 §5 Other), and the order
 * history's query and its process categories and types as text in both languages.
 */
import { describe, expect, it } from 'vitest';
import { FIXED_ASSET_PROCESS_CATEGORIES } from '../../src/contract/constants.ts';
import { formatPrice } from '../../src/core/format/index.ts';
import en from '../../src/elements/fixed-asset/en.json';
import { historyApiQuery, historyTypeKey, HISTORY_TYPES, processCategoryKey, PRODUCT_STATUSES, referrerOf } from '../../src/elements/fixed-asset/rules.ts';
import sv from '../../src/elements/fixed-asset/sv.json';
import searchEn from '../../src/elements/inventory-search/en.json';
import searchSv from '../../src/elements/inventory-search/sv.json';
import {
  FIXED_ASSET_PAGE_SIZE,
  fixedAssetPageCount,
  fixedAssetPath,
  fixedAssetReferrer,
  hitPath,
  inventorySearchApiQuery,
  inventorySearchAttributes,
  inventorySearchPath,
  parseInventorySearch,
} from '../../src/areas/fixed-assets/fixed-assets.ts';
import { attributeId } from '../../src/contract/shared/query-id.ts';

const parse = (query: string) => parseInventorySearch(new URLSearchParams(query));

describe('the inventory search URL', () => {
  it('reads q (trimmed, at most 100 characters) and page (a whole number from 1)', () => {
    expect(parse('')).toEqual({ q: '', page: 1, pageSize: 10 });
    expect(parse('q=%20HMC4%20&page=3')).toEqual({ q: 'HMC4', page: 3, pageSize: 10 });
    expect(parse(`q=${'x'.repeat(120)}`).q).toHaveLength(100);
    for (const page of ['0', '-1', '1.5', 'två', '01', '']) expect(parse(`q=HMC&page=${page}`).page).toBe(1);
    expect(parse('q=HMC&page=99999999').page).toBe(1);
  });

  it('has no page without a search', () => {
    expect(parse('q=%20%20&page=4')).toEqual({ q: '', page: 1, pageSize: 10 });
  });

  it('reads and writes the hits a page (spec 1 §9): 10 by default and left out, 25 or 50 kept, anything else 10', () => {
    expect(parse('q=HMC&pageSize=25')).toEqual({ q: 'HMC', page: 1, pageSize: 25 });
    expect(parse('pageSize=50').pageSize).toBe(50);
    for (const bad of ['10', '24', '100', '0', '-25', '25.5', 'x', '']) expect(parse(`q=HMC&pageSize=${bad}`).pageSize).toBe(10);
    expect(inventorySearchPath(parse('q=HMC&page=2&pageSize=10'))).toBe('/inventories?q=HMC&page=2');
    expect(inventorySearchPath(parse('pageSize=50&page=2&q=HMC'))).toBe('/inventories?q=HMC&page=2&pageSize=50');
    expect(inventorySearchAttributes(parse('q=HMC&pageSize=25'))).toEqual({ q: 'HMC', page: undefined, 'page-size': '25' });
    expect(inventorySearchApiQuery(parse('q=HMC&page=3&pageSize=25'))).toEqual({ search: 'HMC', from: 50, amount: 25 });
    expect(fixedAssetPageCount(51, 50)).toBe(2);
  });

  it('builds the canonical path, defaults left out, and reads back what it builds', () => {
    expect(inventorySearchPath({ q: '', page: 1, pageSize: 10 })).toBe('/inventories');
    expect(inventorySearchPath({ q: 'HMC400001', page: 1, pageSize: 10 })).toBe('/inventories?q=HMC400001');
    expect(inventorySearchPath({ q: 'hmc 4&x', page: 2, pageSize: 10 })).toBe('/inventories?q=hmc+4%26x&page=2');
    expect(inventorySearchAttributes({ q: '', page: 3, pageSize: 10 })).toEqual({ q: undefined, page: undefined, 'page-size': undefined });
    for (const state of [{ q: 'HMC4', page: 1, pageSize: 10 }, { q: 'å ä/ö?', page: 7, pageSize: 50 }] as const) {
      const path = inventorySearchPath(state);
      expect(parse(path.slice(path.indexOf('?') + 1))).toEqual(state);
    }
  });

  it('asks the API for a page of ten, and never for an empty search (INVALID_SEARCH_QUERY)', () => {
    expect(inventorySearchApiQuery({ q: '', page: 1, pageSize: 10 })).toBeNull();
    expect(inventorySearchApiQuery({ q: '   ', page: 1, pageSize: 25 })).toBeNull();
    expect(inventorySearchApiQuery({ q: 'HMC4', page: 3, pageSize: 10 })).toEqual({ search: 'HMC4', from: 20, amount: FIXED_ASSET_PAGE_SIZE });
    expect(fixedAssetPageCount(0)).toBe(1);
    expect(fixedAssetPageCount(10)).toBe(1);
    expect(fixedAssetPageCount(11)).toBe(2);
  });
});

describe('the path a hit opens', () => {
  const from = '/inventories?q=HMC4';
  const bases = new Set([2, 3]);
  const inStorage = { id: 41, canOpen: true, storage: { id: 2, value: 'BL-MLM', label: 'Baslager Malmö Centrum' } };

  it('a hit in a base storage opens the base storage route, with the search as referrer', () => {
    expect(hitPath(inStorage, bases, from)).toBe('/base-storages/2/fixed-assets/41?from=%2Finventories%3Fq%3DHMC4');
  });

  it('a hit in another storage (a central warehouse), held by a client, or while the base storages are unknown opens /inventories/{id}', () => {
    expect(hitPath({ ...inStorage, storage: { id: 1, value: 'CL-MLM', label: 'Centrallager Malmö' } }, bases, from)).toBe('/inventories/41?from=%2Finventories%3Fq%3DHMC4');
    expect(hitPath({ ...inStorage, storage: null }, bases, from)).toBe('/inventories/41?from=%2Finventories%3Fq%3DHMC4');
    expect(hitPath(inStorage, null, from)).toBe('/inventories/41?from=%2Finventories%3Fq%3DHMC4');
  });

  it('a hit that cannot open (no inventory number) has none', () => {
    expect(hitPath({ ...inStorage, canOpen: false }, bases, from)).toBeNull();
  });
});

describe('a fixed asset path and its referrer', () => {
  it('is /inventories/{id}, or the base storage route for a valid storage id', () => {
    expect(fixedAssetPath(7)).toBe('/inventories/7');
    expect(fixedAssetPath(7, 2)).toBe('/base-storages/2/fixed-assets/7');
    expect(fixedAssetPath(7, 0)).toBe('/inventories/7');
    expect(fixedAssetPath(7, null, '/base-storages?storage=2&q=rullstol')).toBe('/inventories/7?from=%2Fbase-storages%3Fstorage%3D2%26q%3Drullstol');
  });

  it('takes only the search and the base storage pages as the referrer', () => {
    for (const ok of ['/inventories', '/inventories?q=HMC4&page=2', '/base-storages?storage=2', '/base-storages/2/products/5']) expect(fixedAssetReferrer(ok)).toBe(ok);
    for (const bad of [null, '', 'https://evil.example/inventories', '//evil.example', 'javascript:alert(1)', '/clients/1', '/inventories#x', `/inventories?q=${'x'.repeat(2000)}`]) {
      expect(fixedAssetReferrer(bad)).toBeNull();
    }
    expect(fixedAssetPath(7, null, 'https://evil.example')).toBe('/inventories/7');
  });
});

describe('the fixed-asset detail', () => {
  it('leads back to a valid referrer, else to the inventory search', () => {
    expect(referrerOf('/inventories?q=HMC4&page=2')).toEqual({ path: '/inventories?q=HMC4&page=2', kind: 'search' });
    expect(referrerOf('/base-storages?storage=2&q=rullstol')).toEqual({ path: '/base-storages?storage=2&q=rullstol', kind: 'stock' });
    for (const bad of [null, undefined, '', 'https://evil.example/', '/clients/3']) expect(referrerOf(bad)).toEqual({ path: '/inventories', kind: 'search' });
  });

  it('takes only ids an API id can be', () => {
    expect(attributeId(638)).toBe(638);
    for (const bad of [null, undefined, 0, -1, 1.5, Number.NaN, 2_147_483_648]) expect(attributeId(bad)).toBeNull();
  });

  it('shows the price by the rule: a currency and above zero, per unit, its decimals, the currency upper case', () => {
    const fa = { salesPrice: 9354.84, salesPriceQuantity: 1, numberOfPriceDecimals: 2, salesPriceCurrency: { value: 'SEK' } };
    expect(formatPrice(fa, 'sv')).toBe('9\u00a0354,84 SEK');
    expect(formatPrice(fa, 'en')).toBe('9,354.84 SEK');
    expect(formatPrice({ ...fa, salesPrice: 100, salesPriceQuantity: 4, numberOfPriceDecimals: 3, salesPriceCurrency: { value: 'eur' } }, 'en')).toBe('25.000 EUR');
    expect(formatPrice({ ...fa, numberOfPriceDecimals: 0 }, 'en')).toBe('9,355 SEK');
    expect(formatPrice({ ...fa, salesPrice: 0 }, 'sv')).toBeNull();
    expect(formatPrice({ ...fa, salesPriceCurrency: { value: '' } }, 'sv')).toBeNull();
  });

  it('asks for the four process categories in the spec\'s form, ten a page', () => {
    expect(historyApiQuery(1)).toEqual({ processCategory: '5:=;6:=;7:=;9:=', from: 0, amount: 10 });
    expect(historyApiQuery(3)).toEqual({ processCategory: '5:=;6:=;7:=;9:=', from: 20, amount: 10 });
    expect(historyApiQuery(0).from).toBe(0);
  });

  it('says every process category, type and product status in Swedish and English', () => {
    const at = (texts: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
    for (const category of FIXED_ASSET_PROCESS_CATEGORIES) {
      expect(processCategoryKey(category)).toBe(`history.category.${category}`);
      for (const texts of [sv, en]) expect(at(texts, processCategoryKey(category))).toEqual(expect.any(String));
    }
    expect(at(sv, processCategoryKey(5))).toBe('Leverans');
    expect(at(en, processCategoryKey(9))).toBe('Scrapping');
    expect(processCategoryKey(8)).toBe('history.category.other');
    for (const texts of [sv, en]) expect(at(texts, 'history.category.other')).toEqual(expect.any(String));
    for (const type of HISTORY_TYPES) for (const texts of [sv, en]) expect(at(texts, historyTypeKey(type) ?? '')).toEqual(expect.any(String));
    expect(historyTypeKey('ACCESSORY_ADDED')).toBeNull();
    for (const status of PRODUCT_STATUSES) for (const texts of [sv, en]) expect(at(texts, `status.${status}`)).toEqual(expect.any(String));
  });

  it('has a text for every error code its calls and the search answer, in both languages', () => {
    const codes = ['NOT_FOUND', 'QUANTITY_NOT_AVAILABLE', 'HELD_BY_CLIENT', 'VALIDATION', 'FORBIDDEN', 'TERMS_NOT_ACCEPTED'];
    for (const texts of [sv, en]) for (const code of codes) expect(texts.errors[code as keyof typeof texts.errors]).toEqual(expect.any(String));
    const searchCodes = ['INVALID_SEARCH_QUERY', 'VALIDATION', 'FORBIDDEN', 'TERMS_NOT_ACCEPTED'];
    for (const texts of [searchSv, searchEn]) for (const code of searchCodes) expect(texts.errors[code as keyof typeof texts.errors]).toEqual(expect.any(String));
  });
});
