/**
 * The product catalogue on the reference server (spec 2 §2 Product catalogue, Product detail, §3
 * Product, Filter definitions, Page content, §7 Products; spec 1 §9 image presets): the list with
 * its paging, order, filters and text search, the filters with their counts, one product, its
 * linked content, the suppliers and the product pictures, and the summaries the catalogue reads
 * (product_stock, products.stock_facilities, catalogue_groups, kept by triggers) following changes
 * of the stock and the products.
 *
 * Every expectation is computed here from the plain tables (products, stock_items, …) read with
 * plain queries, never from the summaries the server reads. The tests run in order; the last
 * describe blocks change the stock and the products, so they come after everything that reads the
 * seeded state.
 */
import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product, ProductFilters, ProductPageContent, ProductSummary } from '../../src/contract/products.ts';
import type { ReceivableProduct } from '../../src/contract/receive.ts';
import { FACILITY_CATEGORY, IMAGE_PRESETS, PRODUCT_STATUSES, SESSION_HEADER, type ImagePreset } from '../../src/contract/constants.ts';
import { rowsOf } from '../../server/db/index.ts';
import {
  authorizations,
  catalogueGroups,
  clients,
  facilities,
  isoCodes,
  itemClasses,
  productAccessories,
  productContents,
  productStock,
  products,
  stockItems,
  suppliers,
} from '../../server/db/schema.ts';
import { expectError, json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

type Page<T> = { page: T[]; count: number };

const server = withTestServer();

const FORSKRIVARE_ID = 1;
const CENTRAL_WAREHOUSE = 1;
const BASE_STORAGE = 2;

let fridaSession: string | undefined;
async function frida(): Promise<string> {
  fridaSession ??= await server.login('forskrivare@example.org');
  return fridaSession;
}

type Call = { method?: string; body?: unknown; lang?: 'sv' | 'en'; session?: string | null; headers?: Record<string, string> };
async function call(path: string, { method = 'GET', body, lang = 'sv', session, headers: extra = {} }: Call = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': lang, ...extra };
  const id = session === undefined ? await frida() : session;
  if (id !== null) headers[SESSION_HEADER] = id;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return server.request(`/rs/fsp/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) expect({ status: res.status, body: await res.text() }).toEqual({ status });
  return json<T>(res);
}
const get = async <T,>(path: string, lang: 'sv' | 'en' = 'sv') => ok<T>(await call(path, { lang }));

// ------------------------------------------------------------------- the catalogue as plain rows

/** What the catalogue filters on: the contract's query, with lists as arrays. */
type Filter = {
  searchValue?: string;
  inStockAt?: number[];
  isoCode?: number[];
  supplier?: number[];
  itemClass?: number[];
  productStatus?: string[];
  includeNotOrderable?: boolean;
};
const FACETS = ['itemClass', 'isoCode', 'supplier', 'productStatus'] as const;
type Facet = (typeof FACETS)[number];

/** A product as the tests see it: its columns, and its stock per storage summed from stock_items. */
type Row = {
  id: number;
  productNumber: string;
  name: string;
  supplierItemNumber: string;
  itemClass: number;
  isoCode: number;
  supplier: number;
  productStatus: string;
  isOrderable: boolean;
  /** facility → summed quantity and allocated quantity of the product's storage rows there */
  stock: Map<number, { quantity: number; allocatedQuantity: number }>;
};

/** Every product in the catalogue's order (a plain ORDER BY over the table), with its stock. */
async function catalogue(): Promise<Row[]> {
  const [list, stock] = await Promise.all([
    server.db
      .select({
        id: products.id,
        productNumber: products.productNumber,
        name: products.name,
        supplierItemNumber: products.supplierItemNumber,
        itemClass: products.itemClassId,
        isoCode: products.isoCodeId,
        supplier: products.supplierId,
        productStatus: products.status,
        isOrderable: products.isOrderable,
      })
      .from(products)
      .orderBy(asc(products.description), asc(products.productNumber)),
    server.db
      .select({
        productId: stockItems.productId,
        facilityId: sql<number>`${stockItems.facilityId}`.mapWith(Number),
        quantity: sql<number>`sum(${stockItems.quantity})::int`.mapWith(Number),
        allocatedQuantity: sql<number>`sum(${stockItems.allocatedQuantity})::int`.mapWith(Number),
      })
      .from(stockItems)
      .where(isNotNull(stockItems.facilityId))
      .groupBy(stockItems.productId, stockItems.facilityId),
  ]);
  const byProduct = new Map<number, Row['stock']>();
  for (const s of stock) {
    const m: Row['stock'] = byProduct.get(s.productId) ?? new Map<number, { quantity: number; allocatedQuantity: number }>();
    m.set(s.facilityId, { quantity: s.quantity, allocatedQuantity: s.allocatedQuantity });
    byProduct.set(s.productId, m);
  }
  return list.map((p) => ({ ...p, stock: byProduct.get(p.id) ?? new Map<number, { quantity: number; allocatedQuantity: number }>() }));
}

const hasStockAt = (p: Row, facility: number) => (p.stock.get(facility)?.quantity ?? 0) > 0;

/** The contract's text rule: every word; from three characters anywhere, shorter ones at the start of a word of the fields. */
function matchesText(p: Row, searchValue: string | undefined): boolean {
  const words = (searchValue ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${p.productNumber} ${p.name} ${p.supplierItemNumber}`.toLowerCase();
  return words.every((w) => (w.length >= 3 ? text.includes(w) : text.split(' ').some((word) => word.startsWith(w))));
}

/** Whether the product passes the filter, leaving out one filter (a filter's own counts ignore it). */
function passes(p: Row, f: Filter, except?: Facet | 'inStockAt'): boolean {
  if (!f.includeNotOrderable && !p.isOrderable) return false;
  if (!matchesText(p, f.searchValue)) return false;
  if (except !== 'inStockAt' && f.inStockAt?.length && !f.inStockAt.some((s) => hasStockAt(p, s))) return false;
  return FACETS.every((k) => {
    const chosen: readonly (number | string)[] = f[k] ?? [];
    return k === except || !chosen.length || chosen.includes(p[k]);
  });
}

const expectedIds = (rows: Row[], f: Filter) => rows.filter((p) => passes(p, f)).map((p) => p.id);

function queryOf(f: Filter, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  if (f.searchValue !== undefined) q.set('searchValue', f.searchValue);
  for (const k of ['inStockAt', ...FACETS] as const) {
    const list = f[k];
    if (list) q.set(k, list.join(','));
  }
  if (f.includeNotOrderable !== undefined) q.set('includeNotOrderable', String(f.includeNotOrderable));
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q.toString();
}

const list = (f: Filter, extra: Record<string, string> = { all: 'true' }) => get<Page<ProductSummary>>(`/products?${queryOf(f, extra)}`);
const filters = (f: Filter, lang: 'sv' | 'en' = 'sv') => get<ProductFilters>(`/products/filters?${queryOf(f)}`, lang);

/** The storages (central and base), by the plain table. */
async function storages() {
  return server.db
    .select({ id: facilities.id, value: facilities.value, label: facilities.label, category: facilities.categoryValue, categoryLabel: facilities.categoryLabel })
    .from(facilities)
    .where(or(eq(facilities.categoryValue, FACILITY_CATEGORY.centralWarehouse), eq(facilities.categoryValue, FACILITY_CATEGORY.baseStorage)))
    .orderBy(asc(facilities.label), asc(facilities.id));
}

/**
 * Each filter's counts as the contract defines them, from the rows: a value's count is the
 * products with that value passing the search and every other filter; a storage's, the products
 * with stock there passing the search and every filter but the stock filter.
 */
function expectedCounts(rows: Row[], f: Filter, storageIds: number[]) {
  const counts = Object.fromEntries(FACETS.map((k) => [k, new Map<number | string, number>()])) as Record<Facet, Map<number | string, number>>;
  for (const k of FACETS) {
    for (const p of rows) if (passes(p, f, k)) counts[k].set(p[k], (counts[k].get(p[k]) ?? 0) + 1);
  }
  const storage = new Map<number, number>();
  for (const s of storageIds) storage.set(s, rows.filter((p) => passes(p, f, 'inStockAt') && hasStockAt(p, s)).length);
  return { ...counts, storage };
}

const countsOf = (group: { ids: { id: number | string; count: number }[] }) => Object.fromEntries(group.ids.map((v) => [String(v.id), v.count]));

/** Asserts every count of GET /products/filters against the rows, for one filter; answers the response. */
async function expectFilterCounts(rows: Row[], f: Filter): Promise<ProductFilters> {
  const res = await filters(f);
  const stores = await storages();
  const want = expectedCounts(rows, f, stores.map((s) => s.id));
  const of = <K extends number | string>(ids: readonly K[], m: Map<number | string, number>) => Object.fromEntries(ids.map((id) => [String(id), m.get(id) ?? 0]));
  expect({
    facilities: countsOf(res.facilities),
    baseStorages: countsOf(res.baseStorages),
    itemClasses: countsOf(res.itemClasses),
    isoCodes: countsOf(res.isoCodes),
    suppliers: countsOf(res.suppliers),
    productStatuses: countsOf(res.productStatuses),
  }).toEqual({
    facilities: of(stores.filter((s) => s.category === FACILITY_CATEGORY.centralWarehouse).map((s) => s.id), want.storage),
    baseStorages: of(stores.filter((s) => s.category === FACILITY_CATEGORY.baseStorage).map((s) => s.id), want.storage),
    itemClasses: of((await server.db.select({ id: itemClasses.id }).from(itemClasses)).map((r) => r.id), want.itemClass),
    isoCodes: of((await server.db.select({ id: isoCodes.id }).from(isoCodes)).map((r) => r.id), want.isoCode),
    suppliers: of((await server.db.select({ id: suppliers.id }).from(suppliers)).map((r) => r.id), want.supplier),
    productStatuses: of(PRODUCT_STATUSES, want.productStatus),
  });
  return res;
}

/**
 * The summaries against a recomputation from the plain tables: product_stock is stock_items'
 * storage rows summed (a row left at zero by a change counts as none), products.stock_facilities
 * the storages with a quantity above zero, catalogue_groups the products grouped by their filter
 * columns and stock_facilities.
 */
async function expectSummariesInStep(): Promise<void> {
  const rows = await catalogue();
  const stock = (await server.db.select().from(productStock))
    .filter((s) => s.quantity !== 0 || s.allocatedQuantity !== 0)
    .map((s) => `${s.productId}@${s.facilityId}: ${s.quantity}/${s.allocatedQuantity}`)
    .sort();
  const wantStock = rows
    .flatMap((p) => [...p.stock].filter(([, s]) => s.quantity !== 0 || s.allocatedQuantity !== 0).map(([f, s]) => `${p.id}@${f}: ${s.quantity}/${s.allocatedQuantity}`))
    .sort();
  expect(stock).toEqual(wantStock);

  const held = await server.db.select({ id: products.id, stockFacilities: products.stockFacilities }).from(products).orderBy(asc(products.id));
  const wantHeld = new Map(rows.map((p) => [p.id, [...p.stock].filter(([, s]) => s.quantity > 0).map(([f]) => f).sort((a, b) => a - b)]));
  expect(held.map((p) => [p.id, p.stockFacilities])).toEqual(held.map((p) => [p.id, wantHeld.get(p.id)]));

  const key = (g: { isOrderable: boolean; itemClassId: number; isoCodeId: number; supplierId: number; status: string; stockFacilities: number[] }) =>
    `${g.isOrderable}|${g.itemClassId}|${g.isoCodeId}|${g.supplierId}|${g.status}|${g.stockFacilities.join(',')}`;
  const groups = (await server.db.select().from(catalogueGroups)).map((g) => `${key(g)}: ${g.products}`).sort();
  const grouped = await server.db
    .select({
      isOrderable: products.isOrderable,
      itemClassId: products.itemClassId,
      isoCodeId: products.isoCodeId,
      supplierId: products.supplierId,
      status: products.status,
      stockFacilities: products.stockFacilities,
      n: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(products)
    .groupBy(products.isOrderable, products.itemClassId, products.isoCodeId, products.supplierId, products.status, products.stockFacilities);
  expect(groups).toEqual(grouped.map((g) => `${key(g)}: ${g.n}`).sort());
}

/** A product row to insert as a copy: without the columns the database fills (the search text, the storages holding stock). */
const copyOf = ({ searchText: _s, stockFacilities: _f, ...fields }: typeof products.$inferSelect) => fields;

// ------------------------------------------------------------------------------------------ tests

describe('the seeded summaries', () => {
  it('product_stock, products.stock_facilities and catalogue_groups agree with the plain tables', async () => {
    await expectSummariesInStep();
  });
});

describe('GET /products: paging and order', () => {
  it('by description then product number, as a plain ORDER BY; not orderable products left out by default', async () => {
    const rows = await catalogue();
    const orderable = rows.filter((p) => p.isOrderable).map((p) => p.id);
    expect(orderable.length).toBeLessThan(rows.length);
    const res = await list({});
    expect(res.count).toBe(orderable.length);
    expect(res.page.map((p) => p.id)).toEqual(orderable);
    expect(res.page.every((p) => p.isOrderable)).toBe(true);
    const all = await list({ includeNotOrderable: true });
    expect(all.count).toBe(rows.length);
    expect(all.page.map((p) => p.id)).toEqual(rows.map((p) => p.id));
    expect((await list({ includeNotOrderable: false })).count).toBe(orderable.length);
    // The sort the contract names is the default and the only one.
    expect((await list({}, { all: 'true', sort: 'description:asc' })).page.map((p) => p.id)).toEqual(orderable);
    await expectError(await call('/products?sort=name:asc'), 400, 'VALIDATION');
  });

  it('from and amount: the page at that offset, count the total; default 10; a page past the end has the count and no rows', async () => {
    const rows = (await catalogue()).filter((p) => p.isOrderable).map((p) => p.id);
    const page = await list({}, { from: '5', amount: '7' });
    expect(page).toMatchObject({ count: rows.length });
    expect(page.page.map((p) => p.id)).toEqual(rows.slice(5, 12));
    expect((await list({}, {})).page.map((p) => p.id)).toEqual(rows.slice(0, 10));
    const last = await list({}, { from: String(rows.length - 3), amount: '24' });
    expect(last.page.map((p) => p.id)).toEqual(rows.slice(-3));
    expect(await list({}, { from: String(rows.length + 50), amount: '24' })).toEqual({ page: [], count: rows.length });
    // The same with a text search (another way to the total).
    const all = await catalogue();
    const searched = expectedIds(all, { searchValue: 'rollator' });
    expect(searched.length).toBeGreaterThan(4);
    const p2 = await list({ searchValue: 'rollator' }, { from: '2', amount: '3' });
    expect(p2).toMatchObject({ count: searched.length });
    expect(p2.page.map((p) => p.id)).toEqual(searched.slice(2, 5));
    expect(await list({ searchValue: 'rollator' }, { from: '1000', amount: '24' })).toEqual({ page: [], count: searched.length });
    await expectError(await call('/products?amount=501'), 400, 'VALIDATION');
    await expectError(await call('/products?amount=0'), 400, 'VALIDATION');
    await expectError(await call('/products?from=-1'), 400, 'VALIDATION');
  });

  it('a card has the product’s fields and no stock unless facilityIds asks for it', async () => {
    const [p] = (await list({}, { amount: '1' })).page;
    if (!p) throw new Error('a product');
    const [row] = await server.db.select().from(products).where(eq(products.id, p.id));
    expect(p).toMatchObject({
      productNumber: row?.productNumber,
      name: row?.name,
      description: row?.description,
      mainSupplierItemNumber: row?.supplierItemNumber,
      salesPrice: Number(row?.salesPrice),
      unit: row?.unit,
      images: row?.images,
      storageBalances: [],
    });
  });
});

describe('GET /products: filters', () => {
  it('each filter, comma lists and combinations list exactly what a plain query finds', async () => {
    const rows = await catalogue();
    const one = rows.find((p) => p.id === 1);
    const two = rows.find((p) => p.id === 2 && p.itemClass !== one?.itemClass);
    if (!one || !two) throw new Error('products 1 and 2 are of two classes');
    const cases: { f: Filter; empty?: true }[] = [
      { f: { itemClass: [2] } },
      { f: { itemClass: [1, 4] } },
      { f: { isoCode: [3] } },
      { f: { isoCode: [1, 2, 19] } },
      { f: { supplier: [8] } },
      { f: { supplier: [2, 4, 9] } },
      { f: { productStatus: ['PHASING_OUT'] } },
      { f: { productStatus: ['ACTIVE', 'DISCONTINUED'], includeNotOrderable: true } },
      { f: { productStatus: ['DISCONTINUED'] }, empty: true }, // discontinued are never orderable
      { f: { productStatus: ['DISCONTINUED'], includeNotOrderable: true } },
      { f: { inStockAt: [CENTRAL_WAREHOUSE] } },
      { f: { inStockAt: [3, 5] } },
      { f: { inStockAt: [1, 2, 3, 4, 5], includeNotOrderable: true } },
      { f: { inStockAt: [6] }, empty: true }, // a care unit holds no stock
      { f: { itemClass: [2], supplier: [2, 4] } },
      { f: { itemClass: [1, 2], inStockAt: [2, 4], productStatus: ['ACTIVE'] } },
      { f: { isoCode: [1, 2, 3, 4, 5], supplier: [1], inStockAt: [1], includeNotOrderable: true } },
      { f: { searchValue: 'rullstol', itemClass: [2], inStockAt: [1, 3] } },
      { f: { itemClass: [one.itemClass], isoCode: [two.isoCode] }, empty: true }, // another class's ISO code
      { f: { itemClass: [], supplier: [] } }, // empty lists do not filter
    ];
    for (const { f, empty } of cases) {
      const want = expectedIds(rows, f);
      expect(want.length > 0, JSON.stringify(f)).toBe(!empty);
      const res = await list(f);
      expect({ f, ids: res.page.map((p) => p.id), count: res.count }).toEqual({ f, ids: want, count: want.length });
    }
    // Duplicates in a list count once.
    expect((await list({ itemClass: [2, 2] })).count).toBe(expectedIds(rows, { itemClass: [2] }).length);
  });

  it('bad lists: 400 VALIDATION', async () => {
    for (const q of ['itemClass=abc', 'itemClass=1,,2', 'itemClass=0', 'isoCode=-1', 'supplier=1;2', 'inStockAt=2147483648', 'facilityIds=x', 'productStatus=FOO', 'productStatus=ACTIVE,active', 'includeNotOrderable=yes']) {
      const body = await expectError(await call(`/products?${q}`), 400, 'VALIDATION');
      expect(body.error.errorMessage, q).toBeTruthy();
    }
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    await expectError(await call(`/products?isoCode=${many}`), 400, 'VALIDATION');
    await expectError(await call(`/products/filters?supplier=abc`), 400, 'VALIDATION');
    await expectError(await call(`/products/filters?productStatus=FOO`), 400, 'VALIDATION');
  });

  it('without a session: 401 OTSS000', async () => {
    for (const path of ['/products', '/products/filters', '/products/1', '/products/1/page-contents?category=IMAGE', '/product-suppliers']) {
      await expectError(await call(path, { session: null }), 401, 'OTSS000');
    }
    await expectError(await call('/products', { session: '0123456789abcdef0123456789abcdef' }), 401, 'OTSS000');
  });
});

describe('GET /products: text search', () => {
  const searchOf = async (searchValue: string) => {
    const res = await list({ searchValue, includeNotOrderable: true });
    return { ids: res.page.map((p) => p.id), count: res.count };
  };
  const expected = async (searchValue: string) => {
    const ids = expectedIds(await catalogue(), { searchValue, includeNotOrderable: true });
    return { ids, count: ids.length };
  };

  it('a product number exactly, a prefix of one, a supplier item number in any case', async () => {
    const [one] = await server.db.select().from(products).where(eq(products.id, 1));
    if (!one) throw new Error('product 1');
    expect(await searchOf(one.productNumber)).toEqual({ ids: [1], count: 1 });
    const prefix = one.productNumber.slice(0, 5); // 10000: products 100000–100009
    const byPrefix = await searchOf(prefix);
    expect(byPrefix).toEqual(await expected(prefix));
    const numbered = (await server.db.select({ id: products.id }).from(products).where(sql`${products.productNumber} LIKE ${`${prefix}%`}`)).map((p) => p.id);
    expect(numbered.length).toBe(10);
    expect(byPrefix.ids).toEqual(expect.arrayContaining(numbered));
    expect((await searchOf(one.supplierItemNumber)).ids).toEqual([1]);
    expect((await searchOf(one.supplierItemNumber.toLowerCase())).ids).toEqual([1]);
    // A part of a supplier item number from three characters: anywhere in it.
    const digits = one.supplierItemNumber.slice(-4);
    const byDigits = await searchOf(digits);
    expect(byDigits).toEqual(await expected(digits));
    expect(byDigits.ids).toContain(1);
  });

  it('a word of a name in any case, anywhere in it (from three characters); two words must both match', async () => {
    const word = await searchOf('ROLLATOR');
    expect(word).toEqual(await expected('rollator'));
    expect(word.count).toBeGreaterThan(12); // Rollator and Rollatorkorg
    const inside = await searchOf('stol'); // inside Elrullstol, Duschstol, Rullstolsbord, …
    expect(inside).toEqual(await expected('stol'));
    expect(inside.count).toBeGreaterThan(24);
    const two = await searchOf('  Rollator   ETAC ');
    expect(two).toEqual(await expected('rollator etac'));
    expect(two.count).toBeGreaterThan(0);
    expect(two.count).toBeLessThan(word.count);
    const names = await server.db.select({ id: products.id, name: products.name }).from(products);
    const named = new Map(names.map((p) => [p.id, p.name.toLowerCase()]));
    expect(two.ids.every((id) => named.get(id)?.includes('rollator') && named.get(id)?.includes('etac'))).toBe(true);
    // The order of the words does not matter.
    expect(await searchOf('etac rollator')).toEqual(two);
  });

  it('a word of one or two characters matches only at the start of a word of the name, product number or supplier item number', async () => {
    // "XL" is a variant at the end of names: found as a word of its own.
    const xl = await searchOf('XL');
    expect(xl).toEqual(await expected('xl'));
    expect(xl.count).toBeGreaterThan(0);
    expect(await searchOf('Etac XL')).toEqual(await expected('etac xl'));
    const short = await searchOf('ta');
    expect(short).toEqual(await expected('ta'));
    expect(short.count).toBeGreaterThan(0); // Taklyft …
    // "ta" inside a word (Etac, Vridplatta) does not count.
    const anywhere = (await server.db.select({ id: products.id }).from(products).where(sql`${products.searchText} LIKE '%ta%'`)).map((p) => p.id);
    expect(anywhere.length).toBeGreaterThan(short.count);
    const [etacOnly] = await server.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.name} LIKE 'Rollator Etac%'`)
      .limit(1);
    expect(short.ids).not.toContain(etacOnly?.id);
    const one = await searchOf('E'); // Elrullstol…, ETA-…
    expect(one).toEqual(await expected('e'));
    expect(one.count).toBeGreaterThan(0);
    // Short and long words together.
    expect(await searchOf('ta arjo')).toEqual(await expected('ta arjo'));
  });

  it('% and _ match themselves; no match is an empty page with count 0', async () => {
    for (const value of ['%', '_', '%%', 'r_l', '100%', '10_00', '\\', 'zzzqqq']) {
      expect({ value, ...(await searchOf(value)) }).toEqual({ value, ids: [], count: 0 });
    }
    await expectError(await call(`/products?searchValue=${'x'.repeat(101)}`), 400, 'VALIDATION');
  });
});

describe('GET /products: facilityIds', () => {
  it('reports the stock of only the asked facilities, only where the product has stock; it does not filter', async () => {
    const rows = await catalogue();
    const stores = await storages();
    const asked = [2, 4];
    const res = await list({ includeNotOrderable: true }, { all: 'true', facilityIds: asked.join(',') });
    expect(res.page.map((p) => p.id)).toEqual(rows.map((p) => p.id));
    const byId = new Map(rows.map((p) => [p.id, p]));
    let reported = 0;
    for (const p of res.page) {
      const row = byId.get(p.id);
      const want = stores
        .filter((s) => asked.includes(s.id) && row?.stock.has(s.id))
        .map((s) => ({
          facility: { id: s.id, value: s.value, label: s.label, category: { value: s.category, label: s.categoryLabel } },
          ...row?.stock.get(s.id),
        }));
      expect({ id: p.id, storageBalances: p.storageBalances }).toEqual({ id: p.id, storageBalances: want });
      reported += want.length;
    }
    expect(reported).toBeGreaterThan(20);
    // A facility that holds no stock: nothing reported.
    const none = await list({}, { amount: '24', facilityIds: '6' });
    expect(none.page.every((p) => p.storageBalances.length === 0)).toBe(true);
  });
});

describe('GET /products/filters', () => {
  it('titles in Swedish and English; every value listed, storages and classes by label, statuses in their order', async () => {
    const sv = await filters({});
    const en = await filters({}, 'en');
    const titles = (f: ProductFilters) => [f.facilities, f.baseStorages, f.itemClasses, f.isoCodes, f.suppliers, f.productStatuses].map((g) => g.title);
    expect(titles(sv)).toEqual(['Centrallager', 'Baslager', 'Artikelklass', 'ISO-kod', 'Leverantör', 'Produktstatus']);
    expect(titles(en)).toEqual(['Central storages', 'Base storages', 'Item class', 'ISO code', 'Supplier', 'Product status']);
    expect(sv.productStatuses.ids.map((v) => [v.id, v.label])).toEqual([['ACTIVE', 'Aktiv'], ['PHASING_OUT', 'Utgående'], ['DISCONTINUED', 'Utgången']]);
    expect(en.productStatuses.ids.map((v) => [v.id, v.label])).toEqual([['ACTIVE', 'Active'], ['PHASING_OUT', 'Phasing out'], ['DISCONTINUED', 'Discontinued']]);
    const stores = await storages();
    expect(sv.facilities.ids.map((v) => ({ id: v.id, label: v.label, value: v.value }))).toEqual(
      stores.filter((s) => s.category === FACILITY_CATEGORY.centralWarehouse).map((s) => ({ id: s.id, label: s.label, value: s.value })),
    );
    expect(sv.baseStorages.ids.map((v) => ({ id: v.id, label: v.label, value: v.value }))).toEqual(
      stores.filter((s) => s.category === FACILITY_CATEGORY.baseStorage).map((s) => ({ id: s.id, label: s.label, value: s.value })),
    );
    expect(sv.facilities.ids.map((v) => v.id)).toEqual([CENTRAL_WAREHOUSE]);
    expect(sv.baseStorages.ids).toHaveLength(4);
    expect(sv.itemClasses.ids.map((v) => ({ id: v.id, label: v.label }))).toEqual(await server.db.select({ id: itemClasses.id, label: itemClasses.label }).from(itemClasses).orderBy(asc(itemClasses.label)));
    expect(sv.suppliers.ids.map((v) => ({ id: v.id, label: v.label }))).toEqual(await server.db.select({ id: suppliers.id, label: suppliers.label }).from(suppliers).orderBy(asc(suppliers.label)));
    const codes = await server.db.select().from(isoCodes);
    expect(sv.isoCodes.ids.map((v) => ({ id: v.id, label: v.label, value: v.value })).sort((a, b) => Number(a.id) - Number(b.id))).toEqual(
      codes.map((c) => ({ id: c.id, label: c.label, value: c.value })).sort((a, b) => a.id - b.id),
    );
    expect(sv.includeNotOrderable).toBe(false);
    expect((await filters({ includeNotOrderable: true })).includeNotOrderable).toBe(true);
    expect((await filters({ includeNotOrderable: false })).includeNotOrderable).toBe(false);
  });

  it('every value is listed even at zero', async () => {
    const rows = await catalogue();
    // A search only Taklyft products match: most classes, codes and suppliers count zero.
    const f: Filter = { searchValue: 'taklyft' };
    const res = await expectFilterCounts(rows, f);
    expect(res.itemClasses.ids.filter((v) => v.count === 0).length).toBeGreaterThan(0);
    expect(res.isoCodes.ids.filter((v) => v.count === 0).length).toBeGreaterThan(0);
    expect(res.itemClasses.ids).toHaveLength((await server.db.select().from(itemClasses)).length);
    expect(res.isoCodes.ids).toHaveLength((await server.db.select().from(isoCodes)).length);
    expect(res.suppliers.ids).toHaveLength((await server.db.select().from(suppliers)).length);
    const nothing = await filters({ searchValue: 'zzzqqq' });
    for (const g of [nothing.facilities, nothing.baseStorages, nothing.itemClasses, nothing.isoCodes, nothing.suppliers, nothing.productStatuses]) {
      expect(g.ids.length).toBeGreaterThan(0);
      expect(g.ids.every((v) => v.count === 0)).toBe(true);
    }
  });

  it('a value’s count: the products with that value under the search and every other filter (its own ignored)', async () => {
    const rows = await catalogue();
    const cases: Filter[] = [
      {},
      { includeNotOrderable: true },
      { itemClass: [2], supplier: [2, 4] },
      { searchValue: 'rullstol', itemClass: [2], supplier: [2, 4] },
      { searchValue: 'rullstol', inStockAt: [1, 3], productStatus: ['ACTIVE'] },
      { searchValue: 'modell', supplier: [1, 8], inStockAt: [2], includeNotOrderable: true }, // "modell" is in descriptions only
      { searchValue: 'sta', productStatus: ['ACTIVE', 'PHASING_OUT'], isoCode: [1, 2, 3, 4, 5, 6], includeNotOrderable: true },
      { inStockAt: [4, 5], itemClass: [1, 3, 4], isoCode: [1, 2, 3, 4, 5, 6, 7, 8] },
      { productStatus: ['PHASING_OUT', 'DISCONTINUED'], inStockAt: [1], includeNotOrderable: true },
    ];
    for (const f of cases) await expectFilterCounts(rows, f);
    // The counts are real: a value's count is what the list shows when it is chosen instead.
    const f: Filter = { searchValue: 'rullstol', itemClass: [2], supplier: [2, 4] };
    const res = await filters(f);
    for (const v of res.suppliers.ids) expect((await list({ ...f, supplier: [Number(v.id)] }, { amount: '1' })).count, `supplier ${v.id}`).toBe(v.count);
    for (const v of res.baseStorages.ids) expect((await list({ ...f, inStockAt: [Number(v.id)] }, { amount: '1' })).count, `storage ${v.id}`).toBe(v.count);
  });
});

describe('GET /products/{product}', () => {
  /** The detail as the contract describes it, built from the plain tables. */
  async function expectedProduct(id: number): Promise<Product> {
    const [p] = await server.db.select().from(products).where(eq(products.id, id));
    if (!p) throw new Error(`no product ${id}`);
    const [[ic], [iso], [sup], accessoryRows, stores, stock] = await Promise.all([
      server.db.select().from(itemClasses).where(eq(itemClasses.id, p.itemClassId)),
      server.db.select().from(isoCodes).where(eq(isoCodes.id, p.isoCodeId)),
      server.db.select().from(suppliers).where(eq(suppliers.id, p.supplierId)),
      server.db
        .select({ id: products.id, name: products.name, productNumber: products.productNumber })
        .from(productAccessories)
        .innerJoin(products, eq(products.id, productAccessories.accessoryId))
        .where(eq(productAccessories.productId, id))
        .orderBy(asc(products.name)),
      storages(),
      server.db
        .select({
          facilityId: sql<number>`${stockItems.facilityId}`.mapWith(Number),
          quantity: sql<number>`sum(${stockItems.quantity})::int`.mapWith(Number),
          allocatedQuantity: sql<number>`sum(${stockItems.allocatedQuantity})::int`.mapWith(Number),
        })
        .from(stockItems)
        .where(and(eq(stockItems.productId, id), isNotNull(stockItems.facilityId)))
        .groupBy(stockItems.facilityId),
    ]);
    if (!ic || !iso || !sup) throw new Error('references');
    return {
      id: p.id,
      productNumber: p.productNumber,
      name: p.name,
      description: p.description,
      images: p.images,
      isOrderable: p.isOrderable,
      status: p.status as Product['status'],
      itemClass: { id: ic.id, label: ic.label },
      isoCode: { id: iso.id, value: iso.value, label: iso.label },
      supplier: { id: sup.id, label: sup.label },
      mainSupplierItemNumber: p.supplierItemNumber,
      salesPrice: Number(p.salesPrice),
      salesPriceQuantity: p.salesPriceQuantity,
      numberOfPriceDecimals: p.numberOfPriceDecimals,
      salesPriceCurrency: { value: p.salesPriceCurrency },
      unit: p.unit,
      storageBalances: stores.map((s) => {
        const held = stock.find((r) => r.facilityId === s.id);
        return {
          facility: { id: s.id, value: s.value, label: s.label, category: { value: s.category, label: s.categoryLabel } },
          quantity: held?.quantity ?? 0,
          allocatedQuantity: held?.allocatedQuantity ?? 0,
        };
      }),
      text: p.text,
      makes: p.makes,
      orderControl: p.orderControl as Product['orderControl'],
      replenishmentGroup: p.replenishmentGroup === null ? null : { label: p.replenishmentGroup },
      isFixedAsset: p.isFixedAsset,
      isBatchControlled: p.isBatchControlled,
      isSerialNumberControlled: p.isSerialNumberControlled,
      performanceAttributes: p.performanceAttributes,
      accessories: accessoryRows,
    };
  }

  it('every field, the stock in every central and base storage (zero where none), accessories and makes', async () => {
    const [notOrderable] = await server.db.select({ id: products.id }).from(products).where(eq(products.isOrderable, false)).limit(1);
    const [controlled] = await server.db.select({ id: products.id }).from(products).where(sql`${products.orderControl} <> 'NONE'`).limit(1);
    const [stockless] = await server.db.select({ id: products.id }).from(products).where(sql`${products.stockFacilities} = '{}'`).limit(1);
    const [oneStorage] = await server.db.select({ id: products.id }).from(products).where(sql`cardinality(${products.stockFacilities}) = 1`).limit(1);
    const ids = [1, 2, 10, notOrderable?.id, controlled?.id, stockless?.id, oneStorage?.id];
    for (const id of ids) {
      if (id === undefined) throw new Error('the seed has products of every kind');
      expect(await get<Product>(`/products/${id}`)).toEqual(await expectedProduct(id));
    }
    const one = await get<Product>('/products/1');
    expect(one.storageBalances.map((b) => b.facility.id).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(one.storageBalances.map((b) => b.facility.label)).toEqual([...one.storageBalances.map((b) => b.facility.label)].sort());
    expect(one.storageBalances.every((b) => b.quantity > 0)).toBe(true);
    expect(one.accessories.length).toBeGreaterThan(0);
    expect(one.makes.length).toBeGreaterThan(0);
    expect(one.salesPriceCurrency).toEqual({ value: 'SEK' });
    const none = await get<Product>(`/products/${stockless?.id}`);
    expect(none.storageBalances).toHaveLength(5);
    expect(none.storageBalances.every((b) => b.quantity === 0 && b.allocatedQuantity === 0)).toBe(true);
  });

  it('the product’s picture is served where its url says', async () => {
    const p = await get<Product>('/products/1');
    const url = p.images[0]?.url ?? '';
    expect(url).toMatch(/^\/rs\/fsp\/v1\/product-images\/[a-z0-9-]+\.svg$/);
    const res = await server.request(`${url}?preset=small`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
  });

  it('an unknown product is 404 NOT_FOUND; id 0 or not a number is 400 VALIDATION', async () => {
    await expectError(await call('/products/999999'), 404, 'NOT_FOUND');
    await expectError(await call('/products/0'), 400, 'VALIDATION');
    await expectError(await call('/products/abc'), 400, 'VALIDATION');
    await expectError(await call('/products/2147483648'), 400, 'VALIDATION');
  });
});

describe('GET /products/{product}/page-contents', () => {
  const contents = (product: number, query: string) => get<Page<ProductPageContent>>(`/products/${product}/page-contents?${query}`);
  /** A product's content of a category, its own and its ISO code's, newest first: from the plain table. */
  async function expectedContents(product: number, category: string) {
    const [p] = await server.db.select().from(products).where(eq(products.id, product));
    const rows = await server.db
      .select()
      .from(productContents)
      .where(and(eq(productContents.category, category), or(eq(productContents.productId, product), eq(productContents.isoCodeId, p?.isoCodeId ?? 0))))
      .orderBy(desc(productContents.publishDate), desc(productContents.id));
    return rows.map((r) => ({
      id: r.id,
      category: r.category,
      title: r.title,
      text: r.text,
      publishDate: r.publishDate,
      hyperlinkTitle: r.hyperlinkTitle,
      hyperlinks: r.hyperlinks,
      images: r.images,
      documents: r.documents,
      videos: r.videos,
      own: r.productId === product,
    }));
  }
  const strip = <T extends { own: boolean }>({ own: _own, ...rest }: T) => rest;

  it('the newest by publish date: product 1’s own pictures before its ISO code’s; count is all of them', async () => {
    const want = await expectedContents(1, 'IMAGE');
    expect(want.length).toBe(3); // its own and the ISO code's two editions
    expect(want[0]?.own).toBe(true);
    const res = await contents(1, 'category=IMAGE&amount=1');
    expect(res.count).toBe(3);
    expect(res.page).toEqual(want.slice(0, 1).map(strip));
    expect(res.page[0]?.images.length).toBeGreaterThan(0);
    const second = await contents(1, 'category=IMAGE&from=1&amount=1&sort=publishDate:desc');
    expect(second.page).toEqual(want.slice(1, 2).map(strip));
    expect((second.page[0]?.publishDate ?? '') < (res.page[0]?.publishDate ?? '')).toBe(true);
    const docs = await contents(1, 'category=DOCUMENT&amount=1');
    const wantDocs = await expectedContents(1, 'DOCUMENT');
    expect(docs).toEqual({ page: wantDocs.slice(0, 1).map(strip), count: wantDocs.length });
    expect(docs.page[0]?.documents.length).toBeGreaterThan(0);
    expect(docs.page[0]?.hyperlinks.length).toBeGreaterThan(0);
  });

  it('a product without its own content shows its ISO code’s newest; a category without content is an empty page', async () => {
    const [own] = await server.db.select({ ids: sql<number[]>`array_agg(DISTINCT ${productContents.productId})` }).from(productContents).where(isNotNull(productContents.productId));
    const [other] = await server.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.id} <> ALL(${sql.raw(`ARRAY[${(own?.ids ?? [0]).join(',')}]::int[]`)})`)
      .orderBy(asc(products.id))
      .limit(1);
    if (!other) throw new Error('a product without content of its own');
    const want = await expectedContents(other.id, 'IMAGE');
    expect(want.length).toBe(2);
    expect(want.every((c) => !c.own)).toBe(true);
    expect(await contents(other.id, 'category=IMAGE&amount=1')).toEqual({ page: want.slice(0, 1).map(strip), count: 2 });
    // A product whose ISO code has no film.
    const [unfilmed] = await server.db
      .select({ id: products.id })
      .from(products)
      .where(sql`NOT EXISTS (SELECT 1 FROM product_contents c WHERE c.category = 'VIDEO' AND (c.iso_code_id = ${products.isoCodeId} OR c.product_id = ${products.id}))`)
      .limit(1);
    if (!unfilmed) throw new Error('a product without a film');
    expect(await contents(unfilmed.id, 'category=VIDEO&amount=1')).toEqual({ page: [], count: 0 });
    const [filmed] = await server.db
      .select({ id: products.id })
      .from(products)
      .where(sql`EXISTS (SELECT 1 FROM product_contents c WHERE c.category = 'VIDEO' AND c.iso_code_id = ${products.isoCodeId})`)
      .limit(1);
    const films = await contents(filmed?.id ?? 0, 'category=VIDEO&amount=1');
    expect(films.count).toBe(2);
    expect(films.page[0]?.videos.length).toBeGreaterThan(0);
  });

  it('404 for an unknown product; 400 for a bad category, sort or id', async () => {
    await expectError(await call('/products/999999/page-contents?category=IMAGE&amount=1'), 404, 'NOT_FOUND');
    await expectError(await call('/products/1/page-contents?category=AUDIO&amount=1'), 400, 'VALIDATION');
    await expectError(await call('/products/1/page-contents?category=image&amount=1'), 400, 'VALIDATION');
    await expectError(await call('/products/1/page-contents?amount=1'), 400, 'VALIDATION');
    await expectError(await call('/products/1/page-contents?category=IMAGE&sort=publishDate:asc'), 400, 'VALIDATION');
    await expectError(await call('/products/0/page-contents?category=IMAGE'), 400, 'VALIDATION');
  });
});

describe('GET /product-suppliers', () => {
  // The one call spec 2 §7 (Products) and spec 3 §7 (Receive delivery) name for product–supplier
  // rows (issue 37): a row is a product with its supplier; the receive search's words are in receive-api.test.ts.
  it('answers the spec’s payload (searchValue and paging): products with their supplier, the total', async () => {
    const first = await get<Page<ReceivableProduct>>('/product-suppliers?searchValue=rollator&from=0&amount=10');
    expect(first.page.length).toBeGreaterThan(0);
    expect(first.count).toBeGreaterThanOrEqual(first.page.length);
    for (const row of first.page) {
      expect(row.name.toLowerCase()).toContain('rollator');
      const product = await get<Product>(`/products/${row.id}`);
      expect(row.supplier.label).toBe(product.supplier.label);
      expect(row.productNumber).toBe(product.productNumber);
    }
    const second = await get<Page<ReceivableProduct>>('/product-suppliers?searchValue=rollator&from=1&amount=1');
    expect(second.page).toEqual(first.page.slice(1, 2));
    expect(second.count).toBe(first.count);
  });

  it('needs a search text and valid paging', async () => {
    await expectError(await call('/product-suppliers'), 400, 'INVALID_SEARCH_QUERY');
    await expectError(await call('/product-suppliers?searchValue=rollator&amount=0'), 400, 'VALIDATION');
  });
});

describe('GET /product-images/{name}', () => {
  const image = (path: string, headers: Record<string, string> = {}) => server.request(`/rs/fsp/v1/product-images/${path}`, { headers });

  it('needs no session; each preset at its scale, with ETag and Cache-Control', async () => {
    const etags = new Set<string>();
    for (const [preset, { scale }] of Object.entries(IMAGE_PRESETS) as [ImagePreset, (typeof IMAGE_PRESETS)[ImagePreset]][]) {
      const res = await image(`rullstolar.svg?preset=${preset}`);
      expect(res.status, preset).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
      const body = await res.text();
      expect(body).toContain(`width="${scale}" height="${scale}"`);
      expect(body).not.toMatch(/<script|href=/i);
      const etag = res.headers.get('ETag') ?? '';
      expect(etag).toMatch(/^"[^"]+"$/);
      etags.add(etag);
    }
    expect(etags.size).toBe(Object.keys(IMAGE_PRESETS).length);
    // Without a preset: medium.
    expect(await (await image('rullstolar.svg')).text()).toContain(`width="${IMAGE_PRESETS.medium.scale}"`);
  });

  it('If-None-Match with the ETag: 304 without a body; another ETag: 200', async () => {
    const first = await image('hygien.svg?preset=tiny');
    const etag = first.headers.get('ETag') ?? '';
    const again = await image('hygien.svg?preset=tiny', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'));
    expect((await image('hygien.svg?preset=small', { 'If-None-Match': etag })).status).toBe(200);
  });

  it('an unknown name is 404; a bad name or preset 400', async () => {
    await expectError(await image('nosuch.svg'), 404, 'NOT_FOUND');
    await expectError(await image('..%2Fx.svg'), 400, 'VALIDATION');
    await expectError(await image('x.png'), 400, 'VALIDATION');
    await expectError(await image('Rullstolar.svg'), 400, 'VALIDATION');
    await expectError(await image('rullstolar.svg?preset=huge'), 400, 'VALIDATION');
  });
});

// ------------------------------------------------------ the summaries follow the stock and products

/** The available stock of a product in a storage as the list reports it with facilityIds (undefined: not reported). */
async function listedBalance(productNumber: string, facility: number) {
  const res = await list({ searchValue: productNumber, includeNotOrderable: true }, { amount: '10', facilityIds: String(facility) });
  expect(res.page).toHaveLength(1);
  const b = res.page[0]?.storageBalances.find((x) => x.facility.id === facility);
  return b && { quantity: b.quantity, allocatedQuantity: b.allocatedQuantity };
}
const inStockAt = async (facility: number) => (await list({ inStockAt: [facility], includeNotOrderable: true })).page.map((p) => p.id);
const storageCount = async (facility: number, f: Filter = { includeNotOrderable: true }) => {
  const res = await filters(f);
  return [...res.facilities.ids, ...res.baseStorages.ids].find((v) => v.id === facility)?.count;
};

describe('the summaries follow changes of the stock', () => {
  it('a holding returned to a base storage through the API: the stock filter, its count and the balances there', async () => {
    // A holding of a client Frida may act for, of a product the base storage has none of.
    const [holding] = await server.db
      .select({ id: stockItems.id, clientId: stockItems.clientId, productId: stockItems.productId, quantity: stockItems.quantity, productNumber: products.productNumber })
      .from(stockItems)
      .innerJoin(products, eq(products.id, stockItems.productId))
      .innerJoin(clients, eq(clients.id, stockItems.clientId))
      .innerJoin(authorizations, and(eq(authorizations.userId, FORSKRIVARE_ID), eq(authorizations.type, 'MUNICIPALITY'), eq(authorizations.authId, clients.customerId)))
      .where(
        and(
          isNull(stockItems.parentId),
          eq(stockItems.allocatedQuantity, 0),
          sql`NOT EXISTS (SELECT 1 FROM stock_items s WHERE s.product_id = ${stockItems.productId} AND s.facility_id = ${BASE_STORAGE})`,
          sql`NOT EXISTS (SELECT 1 FROM stock_items a WHERE a.parent_id = ${stockItems.id})`,
        ),
      )
      .orderBy(asc(stockItems.id))
      .limit(1);
    if (!holding?.clientId) throw new Error('a holding to return');
    expect(await inStockAt(BASE_STORAGE)).not.toContain(holding.productId);
    const countBefore = await storageCount(BASE_STORAGE);
    expect(await listedBalance(holding.productNumber, BASE_STORAGE)).toBeUndefined();

    const res = await call(`/clients/${holding.clientId}/holdings`, {
      method: 'POST',
      body: { action: 'RETURN_TO_STORAGE', payload: { holdings: [{ id: holding.id, quantity: holding.quantity }], toStorageId: BASE_STORAGE } },
    });
    expect(res.status).toBe(200);

    expect(await inStockAt(BASE_STORAGE)).toContain(holding.productId);
    expect(await storageCount(BASE_STORAGE)).toBe((countBefore ?? 0) + 1);
    expect(await listedBalance(holding.productNumber, BASE_STORAGE)).toEqual({ quantity: holding.quantity, allocatedQuantity: 0 });
    const detail = await get<Product>(`/products/${holding.productId}`);
    expect(detail.storageBalances.find((b) => b.facility.id === BASE_STORAGE)).toMatchObject({ quantity: holding.quantity, allocatedQuantity: 0 });
    await expectSummariesInStep();
    await expectFilterCounts(await catalogue(), { inStockAt: [BASE_STORAGE], includeNotOrderable: true });
  });

  it('stock rows changed, moved, deleted and added directly: the list, the counts and the balances follow', async () => {
    // A product with stock in exactly one storage.
    const [product] = await server.db
      .select({ id: products.id, productNumber: products.productNumber, stockFacilities: products.stockFacilities })
      .from(products)
      .where(sql`cardinality(${products.stockFacilities}) = 1 AND ${products.isOrderable}`)
      .orderBy(asc(products.id))
      .limit(1);
    const storage = product?.stockFacilities[0];
    if (!product || storage === undefined) throw new Error('a product in one storage');
    const other = [1, 2, 3, 4, 5].find((s) => s !== storage) ?? 0;
    const rowsThere = await server.db.select().from(stockItems).where(and(eq(stockItems.productId, product.id), eq(stockItems.facilityId, storage)));
    expect(rowsThere.length).toBeGreaterThan(0);
    const count = await storageCount(storage);
    const otherCount = await storageCount(other);
    expect(await inStockAt(storage)).toContain(product.id);

    // Every row there at zero: no stock there any more.
    await server.db.update(stockItems).set({ quantity: 0, allocatedQuantity: 0 }).where(and(eq(stockItems.productId, product.id), eq(stockItems.facilityId, storage)));
    expect(await inStockAt(storage)).not.toContain(product.id);
    expect(await storageCount(storage)).toBe((count ?? 0) - 1);
    expect((await list({ inStockAt: [storage], searchValue: product.productNumber })).count).toBe(0);
    expect((await get<Product>(`/products/${product.id}`)).storageBalances.find((b) => b.facility.id === storage)).toMatchObject({ quantity: 0, allocatedQuantity: 0 });
    await expectSummariesInStep();

    // Back, partly allocated.
    const [first, ...rest] = rowsThere;
    if (!first) throw new Error('a row');
    await server.db.update(stockItems).set({ quantity: 5, allocatedQuantity: 2 }).where(eq(stockItems.id, first.id));
    expect(await inStockAt(storage)).toContain(product.id);
    expect(await storageCount(storage)).toBe(count);
    expect(await listedBalance(product.productNumber, storage)).toEqual({ quantity: 5, allocatedQuantity: 2 });
    await expectSummariesInStep();

    // Moved to another storage.
    await server.db.update(stockItems).set({ facilityId: other, warehouseLocationId: null }).where(eq(stockItems.id, first.id));
    expect(await inStockAt(storage)).not.toContain(product.id);
    expect(await inStockAt(other)).toContain(product.id);
    expect(await storageCount(storage)).toBe((count ?? 0) - 1);
    expect(await storageCount(other)).toBe((otherCount ?? 0) + 1);
    expect(await listedBalance(product.productNumber, other)).toEqual({ quantity: 5, allocatedQuantity: 2 });
    await expectSummariesInStep();

    // Deleted, every row of the product in storage.
    for (const r of rest) await server.db.delete(stockItems).where(eq(stockItems.id, r.id));
    await server.db.delete(stockItems).where(eq(stockItems.id, first.id));
    expect(await inStockAt(other)).not.toContain(product.id);
    expect(await storageCount(other)).toBe(otherCount);
    const [{ stockFacilities } = { stockFacilities: [0] }] = await server.db.select({ stockFacilities: products.stockFacilities }).from(products).where(eq(products.id, product.id));
    expect(stockFacilities).toEqual([]);
    // No stock rows there any more: no balance reported (not one of zero).
    expect(await listedBalance(product.productNumber, other)).toBeUndefined();
    expect(await listedBalance(product.productNumber, storage)).toBeUndefined();
    await expectSummariesInStep();

    // Added: two rows in two storages at once.
    await server.db.insert(stockItems).values([
      { productId: product.id, facilityId: storage, quantity: 3, allocatedQuantity: 1 },
      { productId: product.id, facilityId: other, quantity: 4, allocatedQuantity: 0 },
      { productId: product.id, facilityId: other, quantity: 1, allocatedQuantity: 1 },
    ]);
    expect(await inStockAt(storage)).toContain(product.id);
    expect(await inStockAt(other)).toContain(product.id);
    expect(await listedBalance(product.productNumber, storage)).toEqual({ quantity: 3, allocatedQuantity: 1 });
    expect(await listedBalance(product.productNumber, other)).toEqual({ quantity: 5, allocatedQuantity: 1 });
    expect(await storageCount(storage)).toBe(count);
    expect(await storageCount(other)).toBe((otherCount ?? 0) + 1);
    await expectSummariesInStep();
    const rows = await catalogue();
    await expectFilterCounts(rows, {});
    await expectFilterCounts(rows, { inStockAt: [storage, other], itemClass: [rows.find((p) => p.id === product.id)?.itemClass ?? 0] });
  });

  it('a row handed to a client leaves the storage; one taken back returns to it', async () => {
    const [row] = await server.db
      .select({ id: stockItems.id, productId: stockItems.productId, facilityId: stockItems.facilityId, quantity: stockItems.quantity })
      .from(stockItems)
      .innerJoin(products, eq(products.id, stockItems.productId))
      .where(and(isNotNull(stockItems.facilityId), sql`cardinality(${products.stockFacilities}) = 1`, sql`${stockItems.quantity} > 0`))
      .orderBy(asc(stockItems.id))
      .limit(1);
    if (!row?.facilityId) throw new Error('a storage row');
    const siblings = await server.db.select({ id: stockItems.id }).from(stockItems).where(and(eq(stockItems.productId, row.productId), eq(stockItems.facilityId, row.facilityId)));
    const holdingClient = 1;
    await server.db.update(stockItems).set({ facilityId: null, warehouseLocationId: null, clientId: holdingClient }).where(and(eq(stockItems.productId, row.productId), eq(stockItems.facilityId, row.facilityId)));
    expect(await inStockAt(row.facilityId)).not.toContain(row.productId);
    await expectSummariesInStep();
    for (const s of siblings) await server.db.update(stockItems).set({ facilityId: row.facilityId, clientId: null }).where(eq(stockItems.id, s.id));
    expect(await inStockAt(row.facilityId)).toContain(row.productId);
    await expectSummariesInStep();
  });
});

describe('the summaries follow changes of the products', () => {
  it('a product made not orderable, then discontinued, then moved to another class: the list and every count follow', async () => {
    const rows = await catalogue();
    const target = rows.find((p) => p.isOrderable && p.productStatus === 'ACTIVE' && p.id > 20 && p.stock.size > 0);
    if (!target) throw new Error('an orderable product');
    const before = await list({}, { amount: '1' });
    const beforeAll = await list({ includeNotOrderable: true }, { amount: '1' });
    const beforeFilters = await filters({});

    await server.db.update(products).set({ isOrderable: false }).where(eq(products.id, target.id));
    expect((await list({}, { amount: '1' })).count).toBe(before.count - 1);
    expect((await list({ includeNotOrderable: true }, { amount: '1' })).count).toBe(beforeAll.count);
    expect((await list({})).page.map((p) => p.id)).not.toContain(target.id);
    const after = await filters({});
    const countOf = (f: ProductFilters, group: 'itemClasses' | 'suppliers' | 'isoCodes' | 'productStatuses', id: number | string) => f[group].ids.find((v) => v.id === id)?.count ?? -1;
    expect(countOf(after, 'itemClasses', target.itemClass)).toBe(countOf(beforeFilters, 'itemClasses', target.itemClass) - 1);
    expect(countOf(after, 'suppliers', target.supplier)).toBe(countOf(beforeFilters, 'suppliers', target.supplier) - 1);
    expect(countOf(after, 'productStatuses', 'ACTIVE')).toBe(countOf(beforeFilters, 'productStatuses', 'ACTIVE') - 1);
    await expectSummariesInStep();
    await expectFilterCounts(await catalogue(), {});

    await server.db.update(products).set({ status: 'DISCONTINUED' }).where(eq(products.id, target.id));
    const withAll = await filters({ includeNotOrderable: true });
    expect((await list({ productStatus: ['DISCONTINUED'], includeNotOrderable: true })).page.map((p) => p.id)).toContain(target.id);
    expect((await list({ productStatus: ['ACTIVE'], includeNotOrderable: true })).page.map((p) => p.id)).not.toContain(target.id);
    await expectSummariesInStep();
    await expectFilterCounts(await catalogue(), { includeNotOrderable: true });
    expect(countOf(withAll, 'productStatuses', 'DISCONTINUED')).toBe(rows.filter((p) => p.productStatus === 'DISCONTINUED').length + 1);

    const otherClass = target.itemClass === 1 ? 2 : 1;
    await server.db.update(products).set({ itemClassId: otherClass, isOrderable: true, status: 'ACTIVE' }).where(eq(products.id, target.id));
    expect((await list({ itemClass: [otherClass] })).page.map((p) => p.id)).toContain(target.id);
    expect((await list({ itemClass: [target.itemClass] })).page.map((p) => p.id)).not.toContain(target.id);
    expect((await list({}, { amount: '1' })).count).toBe(before.count);
    await expectSummariesInStep();
    await expectFilterCounts(await catalogue(), { searchValue: 'standard', itemClass: [otherClass], inStockAt: [1, 2, 3] });
  });

  it('a new product is listed and counted; a changed name is searched; equal descriptions go by product number', async () => {
    const [template] = await server.db.select().from(products).where(eq(products.id, 1));
    if (!template) throw new Error('product 1');
    const before = (await list({ includeNotOrderable: true }, { amount: '1' })).count;
    // Same description as product 1, a smaller product number: listed just before it.
    await server.db.insert(products).values({ ...copyOf(template), id: 100_001, productNumber: '099999', name: 'Rollator 50% r_l special', supplierItemNumber: 'ETA-00001' });
    expect((await list({ includeNotOrderable: true }, { amount: '1' })).count).toBe(before + 1);
    const ids = (await list({ includeNotOrderable: true })).page.map((p) => p.id);
    expect(ids.indexOf(100_001)).toBe(ids.indexOf(1) - 1);
    expect(ids).toEqual((await catalogue()).map((p) => p.id));
    // Its name has % and _: they match themselves, and only there.
    expect((await list({ searchValue: '50%', includeNotOrderable: true })).page.map((p) => p.id)).toEqual([100_001]);
    expect((await list({ searchValue: 'r_l', includeNotOrderable: true })).page.map((p) => p.id)).toEqual([100_001]);
    await server.db.update(products).set({ name: 'Rollator special' }).where(eq(products.id, 100_001));
    expect((await list({ searchValue: 'r_l', includeNotOrderable: true })).count).toBe(0);
    expect((await list({ searchValue: 'special', includeNotOrderable: true })).page.map((p) => p.id)).toEqual([100_001]);
    await expectSummariesInStep();
    await expectFilterCounts(await catalogue(), { searchValue: 'rollator' });
    // And gone again.
    await server.db.delete(products).where(eq(products.id, 100_001));
    expect((await list({ includeNotOrderable: true }, { amount: '1' })).count).toBe(before);
    await expectSummariesInStep();
  });
});

describe('GET /products: letters outside ASCII', () => {
  it('Å, Ä, Ö in upper case are found in any case (a supplier such as Össur), whatever the database’s locale', async () => {
    const [template] = await server.db.select().from(products).where(eq(products.id, 1));
    if (!template) throw new Error('product 1');
    await server.db.insert(products).values({ ...copyOf(template), id: 100_002, productNumber: '099998', name: 'Överflyttningsbräda ÖSSUR Ål', supplierItemNumber: 'ÖSS-00002' });
    try {
      for (const word of ['össur', 'ÖSSUR', 'Össur', 'överflyttning', 'BRÄDA', 'öv', 'Ö', 'öss-0']) {
        expect({ word, ids: (await list({ searchValue: word, includeNotOrderable: true })).page.map((p) => p.id) }).toEqual({ word, ids: [100_002] });
      }
    } finally {
      await server.db.delete(products).where(eq(products.id, 100_002));
    }
  });
});

describe('the summaries against the plain tables at the end', () => {
  it('every count and the whole list still agree', async () => {
    const rows = await catalogue();
    expect((await list({ includeNotOrderable: true })).page.map((p) => p.id)).toEqual(rows.map((p) => p.id));
    await expectFilterCounts(rows, {});
    await expectFilterCounts(rows, { includeNotOrderable: true, inStockAt: [1, 2, 3, 4, 5] });
    const rowsRaw = rowsOf<{ n: number }>(await server.db.execute(sql`SELECT count(*)::int AS n FROM catalogue_groups WHERE products <= 0`));
    expect(rowsRaw[0]?.n).toBe(0);
  });
});
