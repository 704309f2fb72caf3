/**
 * The product catalogue and product detail (spec 2 §2 Product catalogue, Product detail, §3 Product,
 * Filter definitions, Page content, §5 Price display, §7 Products; spec 1 §9 page sizes and image
 * presets).
 *
 * Filters are lists of ids written comma-separated (`itemClass=1,4`); an empty or absent list does
 * not filter. Within one filter the values are alternatives (any of them); different filters all
 * apply. Two facility lists mean two things:
 * - `inStockAt`: a filter, only products with stock (a quantity above zero) in any of these
 *   facilities (the catalogue's facilities and base storages filters);
 * - `facilityIds`: not a filter, the facilities whose stock each listed product reports in
 *   `storageBalances` (the catalogue's chosen storage).
 */
import { z } from '@hono/zod-openapi';
import { IMAGE_PRESETS, PRODUCT_CONTENT_CATEGORIES, PRODUCT_STATUSES, type ImagePreset } from './constants.ts';
import { IdParam, PagingQuery, errorResponses, jsonResponse, noSession, pageOf, defineRoute } from './common.ts';
import { MAX_ID } from './shared/query-id.ts';
import { ProductImage } from './clients.ts';

const Id = IdParam;

/** A comma-separated list of ids (`1,4,7`), at most 50; empty or absent: no filter. Also the stock balance's filters' (base-storages.ts). */
export const IdList = z
  .string()
  .max(600)
  .regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'a comma-separated list of ids')
  .transform((s) => (s ? [...new Set(s.split(',').map(Number))] : []))
  .refine((ids) => ids.length <= 50 && ids.every((n) => n >= 1 && n <= MAX_ID), 'at most 50 ids, each from 1')
  .optional()
  .openapi({ type: 'string', description: 'Comma-separated ids', example: '1,4' });

/** Comma-separated product statuses (the catalogue's and the stock balance's filter). */
export const StatusList = z
  .string()
  .max(200)
  .transform((s) => (s ? [...new Set(s.split(','))] : []))
  .refine((values) => values.every((v) => (PRODUCT_STATUSES as readonly string[]).includes(v)), `each one of ${PRODUCT_STATUSES.join(', ')}`)
  .optional()
  .openapi({ type: 'string', description: `Comma-separated: ${PRODUCT_STATUSES.join(', ')}`, example: 'ACTIVE' });

/** The product filters the catalogue and the stock balance share: ISO code, supplier, item class and status. */
export const ProductAttributeFilters = {
  isoCode: IdList.openapi({ type: 'string', description: 'Filter: ISO 9999 code ids' }),
  supplier: IdList.openapi({ type: 'string', description: 'Filter: supplier ids' }),
  itemClass: IdList.openapi({ type: 'string', description: 'Filter: item (article) class ids' }),
  productStatus: StatusList,
};

/** The catalogue's filters (GET /products and GET /products/filters). */
export const ProductFilterQuery = z.object({
  searchValue: z
    .string()
    .max(100)
    .optional()
    .openapi({
      description:
        'Product number, name or supplier item number (any case). Each word must match: from three characters anywhere in them, ' +
        'shorter words at the start of one of their words',
    }),
  inStockAt: IdList.openapi({ type: 'string', description: 'Filter: only products with stock in any of these facilities (central and base storages)' }),
  ...ProductAttributeFilters,
  includeNotOrderable: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ description: 'true: products that cannot be ordered are listed too (default false: only orderable ones)' }),
});
export type ProductFilterQuery = z.input<typeof ProductFilterQuery>;

export const ProductListQuery = PagingQuery.extend(ProductFilterQuery.shape).extend({
  facilityIds: IdList.openapi({ type: 'string', description: 'Not a filter: the facilities whose stock each product reports in storageBalances (at most 50)' }),
  sort: z.enum(['description:asc']).default('description:asc').openapi({ description: 'By description, then product number' }),
});
export type ProductListQuery = z.input<typeof ProductListQuery>;

const Labelled = z.object({ id: z.number().int(), label: z.string() });
const StorageRef = z.object({ id: z.number().int(), value: z.string(), label: z.string(), category: z.object({ value: z.number().int(), label: z.string() }) });

/** A product's stock in one storage: every row of the product there, summed. */
export const StorageBalance = z
  .object({
    facility: StorageRef,
    quantity: z.number().int(),
    allocatedQuantity: z.number().int().openapi({ description: 'Held for orders; quantity minus this is available' }),
  })
  .openapi('StorageBalance');
export type StorageBalance = z.infer<typeof StorageBalance>;

/** A product as the catalogue lists it. */
export const ProductSummary = z
  .object({
    id: z.number().int(),
    productNumber: z.string(),
    name: z.string(),
    description: z.string(),
    images: z.array(ProductImage).openapi({ description: 'The first is the main image; urls are absolute paths on the API’s origin, sized with ?preset=' }),
    isOrderable: z.boolean().openapi({ description: 'False: not orderable (NOT_ORDERABLE_SINGULAR); only picked up in a base storage' }),
    status: z.enum(PRODUCT_STATUSES),
    itemClass: Labelled,
    isoCode: z.object({ id: z.number().int(), value: z.string(), label: z.string() }),
    supplier: Labelled,
    mainSupplierItemNumber: z.string(),
    salesPrice: z.number(),
    salesPriceQuantity: z.number().int(),
    numberOfPriceDecimals: z.number().int(),
    salesPriceCurrency: z.object({ value: z.string() }).nullable(),
    unit: z.string(),
    storageBalances: z.array(StorageBalance).openapi({ description: 'The stock in the facilities asked for (facilityIds) that hold the product' }),
  })
  .openapi('ProductSummary');
export type ProductSummary = z.infer<typeof ProductSummary>;

/** One product with everything the detail page shows. */
export const Product = ProductSummary.extend({
  text: z.string().openapi({ description: 'The long description (plain text)' }),
  makes: z.array(z.object({ id: z.number().int(), label: z.string(), value: z.string() })).openapi({ description: 'Customisation options' }),
  orderControl: z.enum(['NONE', 'INSTALLATION_MANDATORY', 'INSTALLATION_OPTIONAL', 'ASSEMBLY_MANDATORY', 'ASSEMBLY_OPTIONAL']),
  replenishmentGroup: z.object({ label: z.string() }).nullable(),
  isFixedAsset: z.boolean(),
  isBatchControlled: z.boolean(),
  isSerialNumberControlled: z.boolean(),
  performanceAttributes: z
    .array(z.object({ id: z.string(), label: z.string() }))
    .max(7)
    .openapi({
      description:
        'Its performance attributes (0 to 7; most products have none), whose values receiving a fixed asset of it asks for: ' +
        'a RECEIVE’s attribute1..attribute7 each name one of them by id (POST /deliveries). The labels are in Swedish, as the product’s name',
    }),
  accessories: z.array(z.object({ id: z.number().int(), name: z.string(), productNumber: z.string() })),
  storageBalances: z.array(StorageBalance).openapi({ description: 'The stock in every central and base storage, by storage label (zero where it has none)' }),
}).openapi('Product');
export type Product = z.infer<typeof Product>;

export const listProducts = defineRoute({
  operationId: 'listProducts',
  method: 'get',
  path: '/products',
  summary: 'The catalogue: products matching the search and filters, by description',
  request: { query: ProductListQuery },
  responses: {
    200: jsonResponse('Products', pageOf(ProductSummary, 'ProductPage')),
    ...errorResponses(401, 403, { 400: 'VALIDATION: a filter is not a list of ids (or statuses), or paging out of range' }),
  },
});

/** One value of a filter, with the number of products it would list. */
export const FilterValue = z
  .object({
    id: z.union([z.number().int(), z.string()]).openapi({ description: 'What goes into the filter (a status is its code)' }),
    label: z.string(),
    value: z.string().optional().openapi({ description: 'A code beside the label (an ISO code, a storage’s code)' }),
    count: z.number().int().openapi({ description: 'Products matching the search and every other filter, with this value' }),
  })
  .openapi('FilterValue');
export type FilterValue = z.infer<typeof FilterValue>;

const FilterGroup = (name: string) =>
  z
    .object({ title: z.string().openapi({ description: 'The filter’s heading in the caller’s language' }), ids: z.array(FilterValue) })
    .openapi(name);

export const ProductFilters = z
  .object({
    facilities: FilterGroup('FacilityFilter').openapi({ description: 'Central storages (category 1)' }),
    baseStorages: FilterGroup('BaseStorageFilter').openapi({ description: 'Base storages (category 2)' }),
    itemClasses: FilterGroup('ItemClassFilter'),
    isoCodes: FilterGroup('IsoCodeFilter'),
    suppliers: FilterGroup('SupplierFilter'),
    productStatuses: FilterGroup('ProductStatusFilter'),
    includeNotOrderable: z.boolean(),
  })
  .openapi('ProductFilters');
export type ProductFilters = z.infer<typeof ProductFilters>;
export type ProductFilterName = Exclude<keyof ProductFilters, 'includeNotOrderable'>;

export const getProductFilters = defineRoute({
  operationId: 'getProductFilters',
  method: 'get',
  path: '/products/filters',
  summary: 'Every value of each catalogue filter, with counts under the current search and the other filters',
  description:
    'A value’s count is the number of products the catalogue would list with that value chosen in its own filter instead of the ' +
    'current choice there, and every other filter as given (so choosing more values of one filter adds to the list). Values are ' +
    'listed even at zero; storages, item classes and suppliers by label, ISO codes by their code, statuses in their life order (ACTIVE, PHASING_OUT, DISCONTINUED).',
  request: { query: ProductFilterQuery },
  responses: {
    200: jsonResponse('Filters', ProductFilters),
    ...errorResponses(401, 403, { 400: 'VALIDATION: a filter is not a list of ids (or statuses)' }),
  },
});

export const ProductId = z.object({ product: Id });

export const getProduct = defineRoute({
  operationId: 'getProduct',
  method: 'get',
  path: '/products/{product}',
  summary: 'One product, with its stock in every storage',
  request: { params: ProductId },
  responses: {
    200: jsonResponse('The product', Product),
    ...errorResponses(400, 401, 403, { 404: 'NOT_FOUND: no such product' }),
  },
});

const Link = z.object({ id: z.number().int(), url: z.string(), name: z.string() });

/** Linked content of a product: images, documents or videos, with their links. */
export const ProductPageContent = z
  .object({
    id: z.number().int(),
    category: z.enum(PRODUCT_CONTENT_CATEGORIES),
    title: z.string(),
    text: z.string().openapi({ description: 'Plain text' }),
    publishDate: z.string().openapi({ description: 'YYYY-MM-DD' }),
    hyperlinkTitle: z.string(),
    hyperlinks: z.array(Link),
    images: z.array(ProductImage),
    documents: z.array(Link),
    videos: z.array(Link),
  })
  .openapi('ProductPageContent');
export type ProductPageContent = z.infer<typeof ProductPageContent>;

export const listProductPageContents = defineRoute({
  operationId: 'listProductPageContents',
  method: 'get',
  path: '/products/{product}/page-contents',
  summary: 'A product’s linked content of one category, newest first (the detail asks for amount 1)',
  request: {
    params: ProductId,
    query: PagingQuery.extend({
      category: z.enum(PRODUCT_CONTENT_CATEGORIES),
      sort: z.enum(['publishDate:desc']).default('publishDate:desc'),
    }),
  },
  responses: {
    200: jsonResponse('Page contents', pageOf(ProductPageContent, 'ProductPageContentPage')),
    ...errorResponses(400, 401, 403, { 404: 'NOT_FOUND: no such product' }),
  },
});

export const getProductImage = defineRoute({
  operationId: 'getProductImage',
  method: 'get',
  path: '/product-images/{name}',
  summary: 'A product image in a preset size; public (no session), cached a day and revalidated by its ETag',
  security: noSession,
  request: {
    params: z.object({ name: z.string().regex(/^[a-z0-9-]{1,60}\.svg$/).openapi({ example: 'rullstolar.svg' }) }),
    query: z.object({ preset: z.enum(Object.keys(IMAGE_PRESETS) as [ImagePreset, ...ImagePreset[]]).default('medium') }),
  },
  responses: {
    200: { description: 'The image (SVG drawn at the preset’s size)', content: { 'image/svg+xml': { schema: z.string() } } },
    304: { description: 'Not modified (If-None-Match matched the ETag)' },
    ...errorResponses(400, { 404: 'NOT_FOUND: no such image' }),
  },
});
