/**
 * Receiving deliveries, the shared parts (spec 3 §2 Receive delivery, §4 Receive delivery type),
 * used by `<fsp-receive-delivery>` and the standalone's route table:
 * - the search page's URL: `/receive/delivery?storage=&q=&page=&pageSize=`, parsed by the same rules as the
 *   attributes; the reference is not in it (spec 3 §2: it goes in the location state);
 * - the wizard's URL: `/receive/delivery/order/{type}/{supplier}/{product}/{baseStorage}`, the type
 *   being the route segment of the product's receive type (contract/shared/receive-type.ts);
 * - the wizard's steps of each type, and the payload of VALIDATE_RECEIVE and RECEIVE;
 * - the cache keys of the search.
 * Decided where the spec is silent (docs/api.md, Receive delivery): the storage opened on is the
 * user's own facility when it is a base storage the search page's list has; Continue after a
 * receipt returns to the search page with the same storage and reference (a delivery's items are
 * received one after another under one delivery note).
 */
import { parseQueryId } from '../../contract/shared/query-id.ts';
import { RECEIVE_ATTRIBUTES_MAX, RECEIVE_REFERENCE_MAX, RECEIVE_TYPE_SLUGS, RECEIVE_TYPES, type ReceiveType } from '../../contract/shared/receive-type.ts';
import { DEFAULT_LIST_PAGE_SIZE, pagesOf, parseListPageSize, type ListPageSize } from '../../core/ui/page-size.ts';

export { RECEIVE_ATTRIBUTES_MAX, RECEIVE_REFERENCE_MAX, RECEIVE_TYPE_SLUGS, type ReceiveType };

export const RECEIVE_PATH = '/receive/delivery';
/** Hits a page of the search by default (spec 3 §9: amount 10); the page offers core's LIST_PAGE_SIZES (spec 1 §9). */
export const RECEIVE_SEARCH_PAGE_SIZE: ListPageSize = DEFAULT_LIST_PAGE_SIZE;
/** The search text's length at most (the server takes 200). */
export const RECEIVE_SEARCH_MAX = 100;
/** The highest amount the amount step offers. */
export const RECEIVE_AMOUNT_MAX = 9999;

/** `pageSize`: hits a page, the user's choice (kept without a search too: the next search has it). */
export type ReceiveSearchView = { storage: number | null; q: string; page: number; pageSize: ListPageSize };

/** The view from a query string (or attributes put into one); malformed values are the defaults (a page size other than 25 or 50 is 10). */
export function parseReceiveSearch(search: URLSearchParams | string): ReceiveSearchView {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = parseQueryId(p.get('page'));
  return { storage: parseQueryId(p.get('storage')), q: (p.get('q') ?? '').trim().slice(0, RECEIVE_SEARCH_MAX), page: page ?? 1, pageSize: parseListPageSize(p.get('pageSize')) };
}

/** `/receive/delivery` with the view in its query (defaults left out). */
export function receiveSearchPath(view: ReceiveSearchView): string {
  const out = new URLSearchParams();
  if (view.storage) out.set('storage', String(view.storage));
  if (view.q) out.set('q', view.q);
  if (view.q && view.page > 1) out.set('page', String(view.page));
  if (view.pageSize !== RECEIVE_SEARCH_PAGE_SIZE) out.set('pageSize', String(view.pageSize));
  const search = out.toString();
  return `${RECEIVE_PATH}${search ? `?${search}` : ''}`;
}

/** `<fsp-receive-delivery>`'s attributes of a search view (what is absent is left out). */
export function receiveSearchAttributes(view: ReceiveSearchView): Record<string, string | undefined> {
  return {
    storage: view.storage ? String(view.storage) : undefined,
    q: view.q || undefined,
    page: view.q && view.page > 1 ? String(view.page) : undefined,
    'page-size': view.pageSize !== RECEIVE_SEARCH_PAGE_SIZE ? String(view.pageSize) : undefined,
  };
}

/** What the wizard receives: the type from the route, the supplier, product and base storage. */
export type ReceiveTarget = { type: ReceiveType; supplier: number; product: number; baseStorage: number };

const TYPE_OF_SLUG = new Map<string, ReceiveType>(RECEIVE_TYPES.map((type) => [RECEIVE_TYPE_SLUGS[type], type]));

/** The receive type of a route segment (`lot-controlled`, …), or null. */
export const receiveTypeOfSlug = (slug: string | null | undefined): ReceiveType | null => (slug ? (TYPE_OF_SLUG.get(slug) ?? null) : null);

/** The wizard's target from its route's segments; null when a segment is not what it should be (not found). */
export function parseReceiveTarget(segments: { type?: string | undefined; supplier?: string | undefined; product?: string | undefined; baseStorage?: string | undefined }): ReceiveTarget | null {
  const type = receiveTypeOfSlug(segments.type);
  const supplier = parseQueryId(segments.supplier);
  const product = parseQueryId(segments.product);
  const baseStorage = parseQueryId(segments.baseStorage);
  if (!type || !supplier || !product || !baseStorage) return null;
  return { type, supplier, product, baseStorage };
}

/** `<fsp-receive-delivery>`'s attributes of a wizard target (the reference is the location state's, apart). */
export const receiveWizardAttributes = (target: ReceiveTarget): Record<string, string> => ({
  type: RECEIVE_TYPE_SLUGS[target.type],
  supplier: String(target.supplier),
  product: String(target.product),
  'base-storage': String(target.baseStorage),
});

/** `/receive/delivery/order/{type}/{supplier}/{product}/{baseStorage}`. */
export const receiveWizardPath = (target: ReceiveTarget): string =>
  `${RECEIVE_PATH}/order/${RECEIVE_TYPE_SLUGS[target.type]}/${target.supplier}/${target.product}/${target.baseStorage}`;

// ---------------------------------------------------------------------------------------------
// The wizard

export type ReceiveStep = 'product' | 'lot' | 'amount' | 'attributes' | 'overview';

/**
 * The steps of a type (spec 3 §4): not-lot-controlled: product, amount, overview; lot-controlled:
 * batch or serial number, amount, overview; fixed-asset-controlled: batch or serial number, the
 * performance attributes when the product has any, overview (the amount fixed to 1).
 */
export function receiveSteps(type: ReceiveType, attributeCount: number): ReceiveStep[] {
  if (type === 'NOT_LOT_CONTROLLED') return ['product', 'amount', 'overview'];
  if (type === 'LOT_CONTROLLED') return ['lot', 'amount', 'overview'];
  return attributeCount > 0 ? ['lot', 'attributes', 'overview'] : ['lot', 'overview'];
}

/** A fixed asset, or an item with a serial number, is received one at a time (the server's RECEIVE_QUANTITY_NOT_VALID). */
export const amountIsFixed = (product: { isFixedAsset: boolean; isSerialNumberControlled: boolean }): boolean => product.isFixedAsset || product.isSerialNumberControlled;

/** What the user has entered in the wizard so far. */
export type ReceiveDraft = { batch: string; serialNumber: string; quantity: number; attributes: Record<string, string> };
export const EMPTY_RECEIVE_DRAFT: ReceiveDraft = { batch: '', serialNumber: '', quantity: 1, attributes: {} };

export type ReceiveAttribute = { id: string; label: string; value: string };

/** The performance attributes filled in, in the product's order, at most seven (blank ones left out). */
export function filledAttributes(definitions: readonly { id: string; label: string }[], values: Record<string, string>): ReceiveAttribute[] {
  return definitions
    .slice(0, RECEIVE_ATTRIBUTES_MAX)
    .map((d) => ({ id: d.id, label: d.label, value: (values[d.id] ?? '').trim() }))
    .filter((a) => a.value !== '');
}

export type ReceiveProductFacts = { id: number; isBatchControlled: boolean; isSerialNumberControlled: boolean; isFixedAsset: boolean; performanceAttributes?: readonly { id: string; label: string }[] };

export type ReceiveBody = {
  productId: number;
  facilityId: number;
  supplierId: number;
  quantity: number;
  batch?: string;
  serialNumber?: string;
  reference?: string;
} & Partial<Record<`attribute${1 | 2 | 3 | 4 | 5 | 6 | 7}`, ReceiveAttribute>>;

/**
 * The payload of VALIDATE_RECEIVE and RECEIVE: the batch and serial number only of a product
 * controlled by them (as typed, trimmed: a blank one is sent empty so the server says it is
 * required), the amount (1 when fixed), the reference when there is one, the attributes filled.
 */
export function receiveBody(target: ReceiveTarget, product: ReceiveProductFacts, reference: string, draft: ReceiveDraft): ReceiveBody {
  const body: ReceiveBody = {
    productId: product.id,
    facilityId: target.baseStorage,
    supplierId: target.supplier,
    quantity: amountIsFixed(product) ? 1 : draft.quantity,
  };
  if (product.isBatchControlled) body.batch = draft.batch.trim();
  if (product.isSerialNumberControlled) body.serialNumber = draft.serialNumber.trim();
  if (reference.trim()) body.reference = reference.trim();
  if (product.isFixedAsset) {
    filledAttributes(product.performanceAttributes ?? [], draft.attributes).forEach((a, i) => {
      body[`attribute${(i + 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7}`] = a;
    });
  }
  return body;
}

/** A reference longer than the server takes (REFERENCE_FIELD_TOO_LONG). */
export const referenceTooLong = (reference: string): boolean => reference.trim().length > RECEIVE_REFERENCE_MAX;

export const receiveKeys = {
  all: ['deliveries'] as const,
  searches: () => [...receiveKeys.all, 'search'] as const,
  search: (request: ReceiveSearchRequest) => [...receiveKeys.all, 'search', request] as const,
};

export type ReceiveSearchRequest = { searchValue: string; from: number; amount: number };

/** The search call's query of a view (a view without search text asks nothing). */
export const receiveSearchRequest = (view: ReceiveSearchView): ReceiveSearchRequest | null =>
  view.q ? { searchValue: view.q, from: (view.page - 1) * view.pageSize, amount: view.pageSize } : null;

/** Pages of a count at a page size (at least 1). */
export const receivePageCount = (count: number, size: number = RECEIVE_SEARCH_PAGE_SIZE): number => pagesOf(count, size);
