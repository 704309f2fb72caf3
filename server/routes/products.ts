/**
 * The product catalogue and product detail (spec 2 §2, §3 Product, Filter definitions, Page
 * content, §7 Products): the list with its search and filters, the filters with their counts, one
 * product with its stock per storage, its linked content, the suppliers, and the product pictures.
 *
 * Built for 100,000 products on PGlite (docs/performance.md has the figures), on summaries that
 * triggers keep (migration 0008):
 * - catalogue_groups counts the products by everything the catalogue filters on but the text
 *   (orderable, item class, ISO code, supplier, status, the set of storages holding stock): the
 *   list's total without a search, and every filter's counts, are sums over its few hundred rows;
 * - products.stock_facilities (the storages holding stock of a product) is the stock filter;
 * - product_stock holds a product's stock per storage (the cards' and the detail's balances);
 * - a page of the list reads ids from products_order_idx (description, product number, covering
 *   the filter columns), then the page's details by id;
 * - a text search reads the trigram index on the stored search text, and counts (or groups, for
 *   the filters) only what it matched.
 */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { FACILITY_CATEGORY, IMAGE_PRESETS, PRODUCT_STATUSES } from '../../src/contract/constants.ts';
import {
  getProduct,
  getProductFilters,
  getProductImage,
  listProductPageContents,
  listProducts,
  type FilterValue,
  type Product,
  type ProductFilters,
  type ProductSummary,
  type StorageBalance,
} from '../../src/contract/products.ts';
import { newRouter } from '../context.ts';
import { rowsOf, type Db } from '../db/index.ts';
import { facilities, isoCodes, itemClasses, productAccessories, productContents, products, suppliers } from '../db/schema.ts';
import { ApiError, type Lang } from '../errors.ts';
import { productImageSvg } from '../product-images.ts';
import { escapeLike, pageWindow } from '../paging.ts';
import { gtinOfWord, wordOrGtin } from '../gtin.ts';

type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The catalogue's filters as the contract hands them over (id lists already parsed). */
export type CatalogueFilter = {
  searchValue?: string | undefined;
  inStockAt?: number[] | undefined;
  isoCode?: number[] | undefined;
  supplier?: number[] | undefined;
  itemClass?: number[] | undefined;
  productStatus?: string[] | undefined;
  includeNotOrderable?: 'true' | 'false' | undefined;
};

const STORAGE_CATEGORIES = [FACILITY_CATEGORY.centralWarehouse, FACILITY_CATEGORY.baseStorage];

/** The search's words, in lower case, once each (at most eight). */
export function searchWords(value: string | undefined): string[] {
  return [...new Set((value ?? '').toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
}

/**
 * The text condition on products `p`: every word matches the search text (product number, name,
 * supplier item number); from three characters anywhere, shorter ones at the start of a word
 * ("xl" finds "Rollator Etac XL", not "Axle"). Both read the trigram index, which holds the
 * first trigrams of every word.
 */
function textCondition(words: string[]): SQL | null {
  if (!words.length) return null;
  return sql.join(
    words.map((w) => {
      const escaped = escapeLike(w);
      // A GTIN (a scanned code's (01)) also finds its product.
      if (gtinOfWord(w) !== null) return wordOrGtin(w, sql`p.search_text`, sql`p.id`);
      return w.length >= 3
        ? sql`p.search_text LIKE ${`%${escaped}%`}`
        : sql`(p.search_text LIKE ${`${escaped}%`} OR p.search_text LIKE ${`% ${escaped}%`})`;
    }),
    sql` AND `,
  );
}

const ids = (list: readonly number[]) => sql.join(list.map((n) => sql`${n}`), sql`, `);

/** The four product filters, by the column that holds them (in products and in product_stock). */
const FACETS = [
  { key: 'itemClass', column: 'item_class_id' },
  { key: 'isoCode', column: 'iso_code_id' },
  { key: 'supplier', column: 'supplier_id' },
  { key: 'productStatus', column: 'status' },
] as const;
type FacetKey = (typeof FACETS)[number]['key'];

function facetValues(filter: CatalogueFilter, key: FacetKey): readonly (number | string)[] {
  return filter[key] ?? [];
}

/** `alias.column IN (…)` for one product filter, or null when it does not filter. */
function facetCondition(alias: string, filter: CatalogueFilter, key: FacetKey): SQL | null {
  const values = facetValues(filter, key);
  if (!values.length) return null;
  const column = FACETS.find((f) => f.key === key)?.column ?? '';
  return sql`${sql.raw(`${alias}.${column}`)} IN (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;
}

const orderable = (alias: string, filter: CatalogueFilter) => (filter.includeNotOrderable === 'true' ? null : sql`${sql.raw(alias)}.is_orderable`);

/** `alias.stock_facilities && ARRAY[…]`: stock in any of the storages, or null when it does not filter. */
const stockCondition = (alias: string, filter: CatalogueFilter) =>
  filter.inStockAt?.length ? sql`${sql.raw(alias)}.stock_facilities && ARRAY[${ids(filter.inStockAt)}]::integer[]` : null;

function all(parts: (SQL | null)[]): SQL {
  const present = parts.filter((p): p is SQL => p !== null);
  return present.length ? sql.join(present, sql` AND `) : sql`TRUE`;
}

/** Every condition of the filter but the text, on products or catalogue_groups (the same columns). */
function filterCondition(alias: string, filter: CatalogueFilter): SQL {
  return all([orderable(alias, filter), stockCondition(alias, filter), ...FACETS.map((f) => facetCondition(alias, filter, f.key))]);
}

/** The ids of one page in the catalogue's order, and the total. */
async function findProducts(db: Db, filter: CatalogueFilter, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
  const text = textCondition(searchWords(filter.searchValue));
  if (text) {
    // What the search matched is few enough to count while sorting it (one pass over the matches).
    const where = sql`${filterCondition('p', filter)} AND ${text}`;
    const res = await db.execute(sql`
      SELECT p.id, count(*) OVER ()::int AS total FROM products p WHERE ${where}
      ORDER BY p.description, p.product_number LIMIT ${limit} OFFSET ${offset}`);
    const rows = rowsOf<{ id: number; total: number }>(res);
    if (rows.length || offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
    // A page past the end: the total still.
    const counted = await db.execute(sql`SELECT count(*)::int AS n FROM products p WHERE ${where}`);
    return { ids: [], total: rowsOf<{ n: number }>(counted)[0]?.n ?? 0 };
  }
  const [page, counted] = await Promise.all([
    db.execute(sql`SELECT p.id FROM products p WHERE ${filterCondition('p', filter)} ORDER BY p.description, p.product_number LIMIT ${limit} OFFSET ${offset}`),
    db.execute(sql`SELECT coalesce(sum(g.products), 0)::int AS n FROM catalogue_groups g WHERE ${filterCondition('g', filter)}`),
  ]);
  return { ids: rowsOf<{ id: number }>(page).map((r) => r.id), total: rowsOf<{ n: number }>(counted)[0]?.n ?? 0 };
}

type ProductRow = {
  id: number;
  productNumber: string;
  name: string;
  description: string;
  text: string;
  images: { name: string; url: string }[];
  isOrderable: boolean;
  status: string;
  itemClassId: number;
  itemClassLabel: string;
  isoCodeId: number;
  isoCodeValue: string;
  isoCodeLabel: string;
  supplierId: number;
  supplierLabel: string;
  supplierItemNumber: string;
  salesPrice: string;
  salesPriceQuantity: number;
  numberOfPriceDecimals: number;
  salesPriceCurrency: string;
  unit: string;
  makes: { id: number; label: string; value: string }[];
  orderControl: string;
  replenishmentGroup: string | null;
  isFixedAsset: boolean;
  isBatchControlled: boolean;
  isSerialNumberControlled: boolean;
  performanceAttributes: { id: string; label: string }[];
};

async function productRows(db: Db, productIds: number[]): Promise<ProductRow[]> {
  if (!productIds.length) return [];
  return db
    .select({
      id: products.id,
      productNumber: products.productNumber,
      name: products.name,
      description: products.description,
      text: products.text,
      images: products.images,
      isOrderable: products.isOrderable,
      status: products.status,
      itemClassId: itemClasses.id,
      itemClassLabel: itemClasses.label,
      isoCodeId: isoCodes.id,
      isoCodeValue: isoCodes.value,
      isoCodeLabel: isoCodes.label,
      supplierId: suppliers.id,
      supplierLabel: suppliers.label,
      supplierItemNumber: products.supplierItemNumber,
      salesPrice: products.salesPrice,
      salesPriceQuantity: products.salesPriceQuantity,
      numberOfPriceDecimals: products.numberOfPriceDecimals,
      salesPriceCurrency: products.salesPriceCurrency,
      unit: products.unit,
      makes: products.makes,
      orderControl: products.orderControl,
      replenishmentGroup: products.replenishmentGroup,
      isFixedAsset: products.isFixedAsset,
      isBatchControlled: products.isBatchControlled,
      isSerialNumberControlled: products.isSerialNumberControlled,
      performanceAttributes: products.performanceAttributes,
    })
    .from(products)
    .innerJoin(itemClasses, eq(itemClasses.id, products.itemClassId))
    .innerJoin(isoCodes, eq(isoCodes.id, products.isoCodeId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(inArray(products.id, productIds));
}

type BalanceRow = { productId: number; facilityId: number; value: string; label: string; categoryValue: number; categoryLabel: string; quantity: number; allocatedQuantity: number };

/**
 * The stock of the products in the given storages: `onlyHeld` lists only where a product has
 * stock rows (the catalogue); otherwise every storage, zero where it has none (the detail).
 */
async function balances(db: Db, productIds: number[], facilityIds: number[] | 'storages', onlyHeld: boolean): Promise<Map<number, StorageBalance[]>> {
  const out = new Map<number, StorageBalance[]>();
  if (!productIds.length || (facilityIds !== 'storages' && !facilityIds.length)) return out;
  const which = facilityIds === 'storages' ? sql`f.category_value IN (${ids(STORAGE_CATEGORIES)})` : sql`f.id IN (${ids(facilityIds)})`;
  const res = await db.execute(sql`
    SELECT p.id AS "productId", f.id AS "facilityId", f.value, f.label, f.category_value AS "categoryValue", f.category_label AS "categoryLabel",
           coalesce(ps.quantity, 0)::int AS quantity, coalesce(ps.allocated_quantity, 0)::int AS "allocatedQuantity"
    FROM products p CROSS JOIN facilities f
    ${onlyHeld ? sql`JOIN` : sql`LEFT JOIN`} product_stock ps ON ps.product_id = p.id AND ps.facility_id = f.id${onlyHeld ? sql` AND (ps.quantity <> 0 OR ps.allocated_quantity <> 0)` : sql``}
    WHERE p.id IN (${ids(productIds)}) AND ${which}
    ORDER BY f.label, f.id`);
  for (const r of rowsOf<BalanceRow>(res)) {
    const list = out.get(r.productId) ?? [];
    list.push({
      facility: { id: r.facilityId, value: r.value, label: r.label, category: { value: r.categoryValue, label: r.categoryLabel } },
      quantity: r.quantity,
      allocatedQuantity: r.allocatedQuantity,
    });
    out.set(r.productId, list);
  }
  return out;
}

function summaryOf(r: ProductRow, storageBalances: StorageBalance[]): ProductSummary {
  return {
    id: r.id,
    productNumber: r.productNumber,
    name: r.name,
    description: r.description,
    images: r.images,
    isOrderable: r.isOrderable,
    status: r.status as ProductStatus,
    itemClass: { id: r.itemClassId, label: r.itemClassLabel },
    isoCode: { id: r.isoCodeId, value: r.isoCodeValue, label: r.isoCodeLabel },
    supplier: { id: r.supplierId, label: r.supplierLabel },
    mainSupplierItemNumber: r.supplierItemNumber,
    salesPrice: Number(r.salesPrice),
    salesPriceQuantity: r.salesPriceQuantity,
    numberOfPriceDecimals: r.numberOfPriceDecimals,
    salesPriceCurrency: r.salesPriceCurrency ? { value: r.salesPriceCurrency } : null,
    unit: r.unit,
    storageBalances,
  };
}

// ------------------------------------------------------------------------------------ filter counts

const TITLES: Record<Lang, Record<Exclude<keyof ProductFilters, 'includeNotOrderable'>, string>> = {
  sv: { facilities: 'Centrallager', baseStorages: 'Baslager', itemClasses: 'Artikelklass', isoCodes: 'ISO-kod', suppliers: 'Leverantör', productStatuses: 'Produktstatus' },
  en: { facilities: 'Central storages', baseStorages: 'Base storages', itemClasses: 'Item class', isoCodes: 'ISO code', suppliers: 'Supplier', productStatuses: 'Product status' },
};

const STATUS_LABELS: Record<Lang, Record<ProductStatus, string>> = {
  sv: { ACTIVE: 'Aktiv', PHASING_OUT: 'Utgående', DISCONTINUED: 'Utgången' },
  en: { ACTIVE: 'Active', PHASING_OUT: 'Phasing out', DISCONTINUED: 'Discontinued' },
};

/** Products counted by the filter columns and the storages holding stock (a catalogue_groups row, or the same grouping of a search's matches). */
export type CatalogueGroup = { item_class_id: number; iso_code_id: number; supplier_id: number; status: string; stock_facilities: number[]; n: number };

export type FilterCounts = Record<FacetKey, Map<number | string, number>> & { storage: Map<number, number> };

/**
 * Every filter's counts from the groups: a value's count is the products with that value that pass
 * every other filter (its own filter's choice left out, so choosing more of one filter adds). The
 * storages' counts are the products with stock there.
 */
export function filterCountsOf(groups: readonly CatalogueGroup[], filter: CatalogueFilter): FilterCounts {
  const chosen = Object.fromEntries(FACETS.map((f) => [f.key, new Set<number | string>(facetValues(filter, f.key))])) as Record<FacetKey, Set<number | string>>;
  const stockChosen = new Set(filter.inStockAt ?? []);
  const valueOf = (g: CatalogueGroup, key: FacetKey): number | string => g[FACETS.find((f) => f.key === key)?.column ?? 'status'];
  const passes = (g: CatalogueGroup, key: FacetKey) => chosen[key].size === 0 || chosen[key].has(valueOf(g, key));
  const passesStock = (g: CatalogueGroup) => stockChosen.size === 0 || g.stock_facilities.some((f) => stockChosen.has(f));
  const out = { ...Object.fromEntries(FACETS.map((f) => [f.key, new Map<number | string, number>()])), storage: new Map<number, number>() } as FilterCounts;
  for (const g of groups) {
    const failing = FACETS.filter((f) => !passes(g, f.key));
    const stockOk = passesStock(g);
    // Counted under a filter only when every other filter passes.
    for (const { key } of FACETS) {
      if (!stockOk || failing.some((f) => f.key !== key)) continue;
      const v = valueOf(g, key);
      out[key].set(v, (out[key].get(v) ?? 0) + g.n);
    }
    if (failing.length === 0) for (const f of g.stock_facilities) out.storage.set(f, (out.storage.get(f) ?? 0) + g.n);
  }
  return out;
}

async function filterCounts(db: Db, filter: CatalogueFilter, lang: Lang): Promise<ProductFilters> {
  const text = textCondition(searchWords(filter.searchValue));
  const [groupsRes, storages, classes, codes, supplierRows] = await Promise.all([
    text
      ? db.execute(sql`
          SELECT p.item_class_id, p.iso_code_id, p.supplier_id, p.status, p.stock_facilities, count(*)::int AS n FROM products p
          WHERE ${all([orderable('p', filter), text])} GROUP BY 1, 2, 3, 4, 5`)
      : db.execute(sql`
          SELECT g.item_class_id, g.iso_code_id, g.supplier_id, g.status, g.stock_facilities, g.products AS n FROM catalogue_groups g
          WHERE ${all([orderable('g', filter)])}`),
    db
      .select({ id: facilities.id, value: facilities.value, label: facilities.label, category: facilities.categoryValue })
      .from(facilities)
      .where(inArray(facilities.categoryValue, STORAGE_CATEGORIES))
      .orderBy(asc(facilities.label)),
    db.select().from(itemClasses).orderBy(asc(itemClasses.label)),
    db.select().from(isoCodes).orderBy(asc(isoCodes.value)),
    db.select().from(suppliers).orderBy(asc(suppliers.label)),
  ]);
  const counts = filterCountsOf(rowsOf<CatalogueGroup>(groupsRes), filter);
  const titles = TITLES[lang];
  const group = (title: string, values: FilterValue[]) => ({ title, ids: values });
  const storageValues = (category: number) =>
    storages.filter((s) => s.category === category).map((s) => ({ id: s.id, label: s.label, value: s.value, count: counts.storage.get(s.id) ?? 0 }));
  return {
    facilities: group(titles.facilities, storageValues(FACILITY_CATEGORY.centralWarehouse)),
    baseStorages: group(titles.baseStorages, storageValues(FACILITY_CATEGORY.baseStorage)),
    itemClasses: group(titles.itemClasses, classes.map((c) => ({ id: c.id, label: c.label, count: counts.itemClass.get(c.id) ?? 0 }))),
    isoCodes: group(titles.isoCodes, codes.map((c) => ({ id: c.id, label: c.label, value: c.value, count: counts.isoCode.get(c.id) ?? 0 }))),
    suppliers: group(titles.suppliers, supplierRows.map((s) => ({ id: s.id, label: s.label, count: counts.supplier.get(s.id) ?? 0 }))),
    productStatuses: group(titles.productStatuses, PRODUCT_STATUSES.map((s) => ({ id: s, label: STATUS_LABELS[lang][s], count: counts.productStatus.get(s) ?? 0 }))),
    includeNotOrderable: filter.includeNotOrderable === 'true',
  };
}

// ------------------------------------------------------------------------------------------ images

const imageCache = new Map<string, { body: string; etag: string }>();

/** A 53-bit hash of a text (cyrb53): enough to tell two versions of a picture apart; synchronous, and the server runs in browsers too. */
function contentHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function image(slug: string, pixels: number): { body: string; etag: string } | null {
  const key = `${slug}@${pixels}`;
  const cached = imageCache.get(key);
  if (cached) return cached;
  const body = productImageSvg(slug, pixels);
  if (body === null) return null;
  const made = { body, etag: `"${contentHash(body)}"` };
  imageCache.set(key, made);
  return made;
}

// ------------------------------------------------------------------------------------------ routes

/** The product pictures: no session (an <img> sends none), so mounted before the session check. */
export const productImageRoutes = newRouter().openapi(getProductImage, (c) => {
  const { name } = c.req.valid('param');
  const { preset } = c.req.valid('query');
  const found = image(name.replace(/\.svg$/, ''), IMAGE_PRESETS[preset].scale);
  if (!found) throw new ApiError(404, 'NOT_FOUND');
  const headers = {
    ETag: found.etag,
    'Cache-Control': 'public, max-age=86400',
    // Opened on its own, the picture can do nothing: no scripts, nothing fetched.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
    // Other origins' pages (hosts embedding the elements) show it in an <img>.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
  if (c.req.header('If-None-Match') === found.etag) return c.body(null, 304, headers);
  return c.body(found.body, 200, { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' });
});

export const productRoutes = newRouter()
  .openapi(listProducts, async (c) => {
    const { db } = c.var;
    const query = c.req.valid('query');
    const { limit, offset } = pageWindow(query);
    const found = await findProducts(db, query, limit, offset);
    const [rows, stock] = await Promise.all([productRows(db, found.ids), balances(db, found.ids, query.facilityIds ?? [], true)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const page = found.ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [summaryOf(r, stock.get(id) ?? [])] : [];
    });
    return c.json({ page, count: found.total }, 200);
  })
  .openapi(getProductFilters, async (c) => {
    const { db, lang } = c.var;
    return c.json(await filterCounts(db, c.req.valid('query'), lang), 200);
  })
  .openapi(getProduct, async (c) => {
    const { db } = c.var;
    const { product: id } = c.req.valid('param');
    const [rows, stock, accessories] = await Promise.all([
      productRows(db, [id]),
      balances(db, [id], 'storages', false),
      db
        .select({ id: products.id, name: products.name, productNumber: products.productNumber })
        .from(productAccessories)
        .innerJoin(products, eq(products.id, productAccessories.accessoryId))
        .where(eq(productAccessories.productId, id))
        .orderBy(asc(products.name)),
    ]);
    const [r] = rows;
    if (!r) throw new ApiError(404, 'NOT_FOUND');
    const detail: Product = {
      ...summaryOf(r, stock.get(id) ?? []),
      text: r.text,
      makes: r.makes,
      orderControl: r.orderControl as Product['orderControl'],
      replenishmentGroup: r.replenishmentGroup ? { label: r.replenishmentGroup } : null,
      isFixedAsset: r.isFixedAsset,
      isBatchControlled: r.isBatchControlled,
      isSerialNumberControlled: r.isSerialNumberControlled,
      performanceAttributes: r.performanceAttributes,
      accessories,
    };
    return c.json(detail, 200);
  })
  .openapi(listProductPageContents, async (c) => {
    const { db } = c.var;
    const { product: id } = c.req.valid('param');
    const query = c.req.valid('query');
    const { limit, offset } = pageWindow(query);
    const [product] = await db.select({ isoCodeId: products.isoCodeId }).from(products).where(eq(products.id, id));
    if (!product) throw new ApiError(404, 'NOT_FOUND');
    // The product's own content and its ISO code's (a product family's manual), newest first.
    const where = and(eq(productContents.category, query.category), or(eq(productContents.productId, id), eq(productContents.isoCodeId, product.isoCodeId)));
    const [rows, [total]] = await Promise.all([
      db.select().from(productContents).where(where).orderBy(desc(productContents.publishDate), desc(productContents.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(productContents).where(where),
    ]);
    return c.json(
      {
        page: rows.map((r) => ({
          id: r.id,
          category: r.category as 'IMAGE' | 'DOCUMENT' | 'VIDEO',
          title: r.title,
          text: r.text,
          publishDate: r.publishDate,
          hyperlinkTitle: r.hyperlinkTitle,
          hyperlinks: r.hyperlinks,
          images: r.images,
          documents: r.documents,
          videos: r.videos,
        })),
        count: total?.n ?? 0,
      },
      200,
    );
  });
