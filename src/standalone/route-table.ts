/**
 * The standalone's logged-in route table: the routes that exist so far. The other routes of spec 1
 * §2 are added with their areas; until then their paths show the not-found page, as any unknown
 * path does, and the menu leaves out their entries (src/standalone/menu.tsx).
 */
import { balanceAttributes, parseBalanceQuery } from '../areas/stock/balance.ts';
import { inventoryCountAttributes, parseInventoryCountQuery } from '../areas/inventories/count.ts';
import { parseReceiveSearch, parseReceiveTarget, receiveSearchAttributes, receiveWizardAttributes } from '../areas/receive/delivery.ts';
import { MY_TASKS_PATH, parseTaskListQuery, taskListAttributes } from '../areas/tasks/tasks.ts';
import { fixedAssetReferrer, inventorySearchAttributes, parseInventorySearch } from '../areas/fixed-assets/fixed-assets.ts';
import { deviationListAttributes, deviationPath, parseDeviationListQuery } from '../areas/deviations/deviations.ts';
import { fittingBackPath, fittingListAttributes, parseFittingListQuery } from '../areas/fittings/list.ts';
import { orderListAttributes, orderListSearch, parseOrderListQuery } from '../areas/orders/list.ts';
import { parseCatalogueQuery, productReferrer } from '../areas/products/products.ts';
import { parseQueryId } from '../contract/shared/query-id.ts';
import { isClientTab, isMessageFolder, routes } from '../core/routes.ts';
import { DEFAULT_LIST_PAGE_SIZE, parseListPageSize } from '../core/ui/page-size.ts';
import { createMatcher, type Params, type RouteEntry } from './router.ts';

export const LOGGED_IN_ROUTES = [
  { name: 'home', pattern: '/', match: 'exact' },
  { name: 'documents', pattern: '/documents/:folder?', match: 'exact' },
  { name: 'profile', pattern: '/my-myloc/profile', match: 'exact' },
  { name: 'settings', pattern: '/settings', match: 'prefix' },
  // Messages match by prefix (spec 1 §2): /messages/{folder}/{message id}, see messagesTarget().
  { name: 'messages', pattern: '/messages/:folder?/:message?', match: 'prefix' },
  // The client search (spec 2 §2): its search in the query, see clientsSearch().
  { name: 'clients', pattern: '/clients', match: 'exact' },
  // One client (spec 2 §2): /clients/{id}[/{tab}[/{holding or task id}]], see clientTarget().
  { name: 'client', pattern: '/clients/:id/:tab?/:detail?', match: 'exact' },
  // The product catalogue (spec 2 §2): its search, filters, page and storage in the query, see catalogueAttributes().
  { name: 'products', pattern: '/products', match: 'exact' },
  // One product (spec 2 §2): /products/{id}, with ?storage= and ?from=, see productTarget().
  { name: 'product', pattern: '/products/:product', match: 'exact' },
  // The order wizards (spec 2 §2): /orders/{order}/{type}[/{content}], the step in the location state, a referenced
  // order's parent and fitting in the query, see wizardTarget().
  { name: 'orderProducts', pattern: '/orders/:order/products/:content?', match: 'exact' },
  { name: 'orderFunctions', pattern: '/orders/:order/functions/:content?', match: 'exact' },
  { name: 'orderPickUps', pattern: '/orders/:order/pick-ups/:content?', match: 'exact' },
  { name: 'orderExternalAssortments', pattern: '/orders/:order/external-assortments/:content?', match: 'exact' },
  { name: 'orderWork', pattern: '/orders/:order/work/:content?', match: 'exact' },
  { name: 'orderFittings', pattern: '/orders/:order/fittings/:content?', match: 'exact' },
  // The cart (spec 2 §2; matched by prefix, spec 1 §2): /orders/{order}/cart, ?draft=true for the drafts only.
  { name: 'cart', pattern: '/orders/:order/cart', match: 'prefix' },
  // The order confirmation after sending (matched by prefix): /order-sent?order={order}.
  { name: 'orderSent', pattern: '/order-sent', match: 'prefix' },
  // The order list (spec 2 §2): its tab, search, filters, view, sort and page in the query, see orderListTarget().
  { name: 'orders', pattern: '/orders', match: 'exact' },
  // My pages (spec 1 §2: /tasks is the default of the personal area): /my-myloc goes to My tasks.
  { name: 'myPages', pattern: '/my-myloc', match: 'exact' },
  // My tasks (spec 3 §2): `<fsp-work-list mine>`, the view in the query, see taskListTarget().
  { name: 'myTasks', pattern: '/my-myloc/tasks', match: 'exact' },
  // One of My tasks (spec 3 §2): `<fsp-task mine>`, the list's view in the query, see taskTarget().
  { name: 'myTask', pattern: '/my-myloc/tasks/:id', match: 'exact' },
  // My orders (spec 2 §2): the same list of the user's own orders.
  { name: 'myOrders', pattern: '/my-myloc/orders', match: 'exact' },
  // One order, read-only (spec 2 §2): /orders/{order}, and the same under My orders, see orderTarget().
  { name: 'order', pattern: '/orders/:order', match: 'exact' },
  { name: 'myOrder', pattern: '/my-myloc/orders/:order', match: 'exact' },
  // My fittings and, with ?role=admin, the planner's planning view (spec 3 §2).
  { name: 'myFittings', pattern: '/my-myloc/fittings', match: 'exact' },
  // One fitting (spec 3 §2): /my-myloc/fittings/{fitting}[/{tab}], see fittingTarget().
  { name: 'fitting', pattern: '/my-myloc/fittings/:fitting/:tab?', match: 'exact' },
  // The deviation report wizard (spec 3 §2).
  { name: 'deviation', pattern: '/deviation', match: 'exact' },
  // My deviations (spec 3 §2): the filter, search and page in the query, see deviationListTarget().
  { name: 'myDeviations', pattern: '/my-myloc/deviations', match: 'exact' },
  // One deviation (spec 3 §2; matched by prefix, spec 1 §2): /my-myloc/deviations/{deviation}/{info|attachments}, see deviationTarget().
  { name: 'myDeviation', pattern: '/my-myloc/deviations/:deviation/:tab?', match: 'prefix' },
  // The stock balance (spec 3 §2): the storage, search, filters and order in the query, see stockBalanceTarget().
  { name: 'baseStorages', pattern: '/base-storages', match: 'exact' },
  // The inventory count (spec 3 §2): the storage and search in the query, see inventoryCountTarget().
  { name: 'baseStorageInventory', pattern: '/base-storages/inventory', match: 'exact' },
  // The work list (spec 3 §2): the storage, status, search, execution dates and page in the query, see taskListTarget().
  { name: 'workList', pattern: '/base-storages/work-list', match: 'exact' },
  // One task of the work list (spec 3 §2): /base-storages/work-list/{task}, the list's view in the query, see taskTarget().
  { name: 'workListTask', pattern: '/base-storages/work-list/:task', match: 'exact' },
  // A product from the stock balance (spec 3 §2): `<fsp-product>` with the storage and ?from=, see baseStorageProductTarget().
  { name: 'baseStorageProduct', pattern: '/base-storages/:baseStorage/products/:product', match: 'exact' },
  // A fixed asset (spec 3 §2): from a base storage, and from the inventory search; see fixedAssetTarget().
  { name: 'baseStorageFixedAsset', pattern: '/base-storages/:baseStorage/fixed-assets/:product', match: 'exact' },
  { name: 'inventory', pattern: '/inventories/:product', match: 'exact' },
  // The inventory search (spec 3 §2): the search and page in the query, see inventorySearchTarget().
  { name: 'inventories', pattern: '/inventories', match: 'exact' },
  // Receive delivery (spec 3 §2): the storage, search and page in the query, the reference in the location state, see receiveTarget().
  { name: 'receiveDelivery', pattern: '/receive/delivery', match: 'exact' },
  // The receiving wizard (spec 3 §2): /receive/delivery/order/{type}/{supplier}/{product}/{baseStorage}, see receiveWizardTarget().
  { name: 'receiveDeliveryOrder', pattern: '/receive/delivery/order/:type/:supplier/:product/:baseStorage', match: 'exact' },
] as const satisfies readonly RouteEntry<string>[];

export type LoggedInRoute = (typeof LOGGED_IN_ROUTES)[number]['name'];

export const matchLoggedIn = createMatcher<LoggedInRoute>([...LOGGED_IN_ROUTES]);

const built = new Set<string>(LOGGED_IN_ROUTES.map((r) => r.name));
/** Whether a route (by name) is registered: its screen is built. */
export const isBuiltRoute = (name: string): boolean => built.has(name);

/** What a messages path shows: another path (redirect), the not-found page, or the element with these attributes. */
export type MessagesTarget =
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }
  | { kind: 'show'; attributes: { folder: string; message: string | undefined; q: string | undefined; filter: string | undefined; 'page-size': string | undefined } };

/**
 * The messages route (spec 1 §2), the same in the portal (`root` '') and in embedded mode
 * (`root` '/embedded'): `{root}/messages` goes to `{root}/messages/inbox` (its query kept);
 * `{root}/messages/{folder}` is a folder, `{root}/messages/{folder}/{id}` a message open beside it;
 * `?q=` and `?filter=unread` are the list's search and filter, `?pageSize=` its messages a page (25
 * or 50; anything else is 10, the default). Another folder, or an id that is not a positive whole
 * number, is not found.
 */
export function messagesTarget(params: Params, search: URLSearchParams, root = ''): MessagesTarget {
  const { folder, message } = params;
  if (!folder) return { kind: 'redirect', to: `${root}/messages/inbox${search.size ? `?${search.toString()}` : ''}` };
  if (!isMessageFolder(folder) || (message !== undefined && !isId(message))) return { kind: 'notFound' };
  const pageSize = parseListPageSize(search.get('pageSize'));
  return {
    kind: 'show',
    attributes: { folder, message, q: search.get('q') ?? undefined, filter: search.get('filter') ?? undefined, 'page-size': pageSize === DEFAULT_LIST_PAGE_SIZE ? undefined : String(pageSize) },
  };
}

/** The client search's attributes from the query of `/clients` (spec 2 §2: q, firstName, surname, zipCode, city; spec 1 §9: pageSize, 25 or 50). */
export function clientsSearch(search: URLSearchParams): Record<'q' | 'first-name' | 'surname' | 'zip-code' | 'city' | 'page-size', string | undefined> {
  const get = (key: string) => search.get(key)?.trim() || undefined;
  const pageSize = parseListPageSize(search.get('pageSize'));
  return {
    q: get('q'),
    'first-name': get('firstName'),
    surname: get('surname'),
    'zip-code': get('zipCode'),
    city: get('city'),
    'page-size': pageSize === DEFAULT_LIST_PAGE_SIZE ? undefined : String(pageSize),
  };
}

/** What a client path shows: another path (redirect), the not-found page, or `<fsp-client>` with these attributes. */
export type ClientTarget =
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }
  | { kind: 'show'; attributes: { client: string; tab: string; holding: string | undefined; task: string | undefined; from: 'receiver' | undefined; 'orders-query': string | undefined } };

/**
 * A path segment that is an id (parseQueryId: 1 to 2^31 - 1) written as the element writes it:
 * digits only, no leading zeros, no spaces (another spelling of the same id is not found).
 */
function isId(value: string | undefined): value is string {
  const id = parseQueryId(value);
  return id !== null && String(id) === value;
}

/**
 * The client route (spec 2 §2): `/clients/{id}` goes to `/clients/{id}/info` (a bare client path
 * redirects to the info page, `?from=receiver` kept); `/clients/{id}/{tab}` is one of the client's
 * sub-pages (CLIENT_TABS); `/clients/{id}/holdings/{holding}` and `/clients/{id}/tasks/{task}` are
 * a single holding and a single task; on `/clients/{id}/orders` the query is the client's order
 * list's (`orders-query`, canonical: areas/orders/list.ts). An id that is not a positive
 * whole number, another tab, or a detail id on another tab is not found.
 */
export function clientTarget(params: Params, search: URLSearchParams): ClientTarget {
  const { id, tab, detail } = params;
  if (!isId(id)) return { kind: 'notFound' };
  const from = search.get('from') === 'receiver' ? 'receiver' : undefined;
  if (tab === undefined) return { kind: 'redirect', to: routes.client(Number(id), 'info', null, from) };
  if (!isClientTab(tab)) return { kind: 'notFound' };
  if (detail !== undefined && (!isId(detail) || (tab !== 'holdings' && tab !== 'tasks'))) return { kind: 'notFound' };
  return {
    kind: 'show',
    attributes: {
      client: id,
      tab,
      holding: tab === 'holdings' ? detail : undefined,
      task: tab === 'tasks' ? detail : undefined,
      from,
      'orders-query': tab === 'orders' ? orderListSearch(parseOrderListQuery(search)) || undefined : undefined,
    },
  };
}

/** `<fsp-fittings>`' attributes from the query of `/my-myloc/fittings` (areas/fittings/list.ts: the list's URL). */
export function fittingListTarget(search: URLSearchParams): Record<string, string | undefined> {
  return fittingListAttributes(parseFittingListQuery(search));
}

/** `<fsp-orders>`' attributes from the query of `/orders` or `/my-myloc/orders` (areas/orders/list.ts: the list's URL). */
export function orderListTarget(route: 'orders' | 'myOrders', search: URLSearchParams): Record<string, string | undefined> {
  return { ...orderListAttributes(parseOrderListQuery(search)), mine: route === 'myOrders' ? 'true' : undefined };
}

/** `<fsp-product-catalogue>`'s attributes from the query of `/products` (areas/products/products.ts: the catalogue's URL). */
export function catalogueAttributes(search: URLSearchParams): Record<string, string | undefined> {
  const q = parseCatalogueQuery(search);
  const list = (ids: readonly (number | string)[]) => (ids.length ? ids.join(',') : undefined);
  return {
    q: q.q || undefined,
    facilities: list(q.facilities),
    'base-storages': list(q.baseStorages),
    'item-classes': list(q.itemClasses),
    'iso-codes': list(q.isoCodes),
    suppliers: list(q.suppliers),
    'product-statuses': list(q.productStatuses),
    'include-not-orderable': q.includeNotOrderable ? 'true' : undefined,
    page: q.page > 1 ? String(q.page) : undefined,
    'page-size': String(q.pageSize),
    storage: q.storage ? String(q.storage) : undefined,
  };
}

/** What a product path shows: the not-found page, or `<fsp-product>` with these attributes. */
export type ProductTarget = { kind: 'notFound' } | { kind: 'show'; attributes: { product: string; storage: string | undefined; from: string | undefined } };

/** The product route (spec 2 §2): `/products/{id}` with `?storage=` (the chosen storage) and `?from=` (where the breadcrumb leads back). */
export function productTarget(params: Params, search: URLSearchParams): ProductTarget {
  if (!isId(params.product)) return { kind: 'notFound' };
  const storage = search.get('storage') ?? undefined;
  return {
    kind: 'show',
    attributes: { product: params.product, storage: isId(storage) ? storage : undefined, from: productReferrer(search.get('from')) ?? undefined },
  };
}

/** What a wizard path shows: the not-found page, or `<fsp-order-wizard>` with these attributes. */
export type WizardTarget = { kind: 'notFound' } | { kind: 'show'; attributes: { type: string; order: string; content: string | undefined; step: string | undefined; parent: string | undefined; fitting: string | undefined } };

/** The wizards' routes by name, and each one's `type` (the path segment). */
export const WIZARD_ROUTES = {
  orderProducts: 'products',
  orderFunctions: 'functions',
  orderPickUps: 'pick-ups',
  orderExternalAssortments: 'external-assortments',
  orderWork: 'work',
  orderFittings: 'fittings',
} as const satisfies Partial<Record<LoggedInRoute, string>>;

export function isWizardRoute(name: string): name is keyof typeof WIZARD_ROUTES {
  return name in WIZARD_ROUTES;
}

/**
 * A wizard route (spec 2 §2 Wizard shell): `/orders/{order}/{type}[/{content}]`, the line also in
 * the query as `contentid` (the path's wins; the query alone is taken when the path has none), the
 * step from the location state. An order or line id that is not a positive whole number is not found.
 */
export function wizardTarget(type: string, params: Params, search: URLSearchParams, state: { step?: number }): WizardTarget {
  const content = params.content ?? search.get('contentid') ?? undefined;
  const parent = search.get('parent') ?? undefined;
  const fitting = search.get('fitting') ?? undefined;
  if (!isId(params.order) || (content !== undefined && !isId(content))) return { kind: 'notFound' };
  // A referenced order (ordered from a fitting) has both its parent line and its fitting, or neither.
  if ((parent !== undefined || fitting !== undefined) && !(isId(parent) && isId(fitting))) return { kind: 'notFound' };
  return { kind: 'show', attributes: { type, order: params.order, content, step: state.step === undefined ? undefined : String(state.step), parent, fitting } };
}

/** What the cart or the confirmation shows: the not-found page, or `<fsp-cart>` with these attributes. */
export type CartTarget = { kind: 'notFound' } | { kind: 'show'; attributes: { order: string; draft: string | undefined; view: string | undefined } };

/** `/orders/{order}/cart[?draft=true]` and `/order-sent?order={order}`: an order id that is not a positive whole number is not found. */
export function cartTarget(route: 'cart' | 'orderSent', params: Params, search: URLSearchParams): CartTarget {
  const order = route === 'cart' ? params.order : (search.get('order') ?? undefined);
  if (!isId(order)) return { kind: 'notFound' };
  if (route === 'orderSent') return { kind: 'show', attributes: { order, draft: undefined, view: 'sent' } };
  return { kind: 'show', attributes: { order, draft: search.get('draft') === 'true' ? 'true' : undefined, view: undefined } };
}

/** What an order path shows: the not-found page, or `<fsp-order>` with these attributes. */
export type OrderTarget = { kind: 'notFound' } | { kind: 'show'; attributes: { order: string; mine: string | undefined } };

/** `/orders/{order}` and `/my-myloc/orders/{order}` (`mine`: the breadcrumb leads to My orders); an id that is not a positive whole number is not found. */
export function orderTarget(route: 'order' | 'myOrder', params: Params): OrderTarget {
  if (!isId(params.order)) return { kind: 'notFound' };
  return { kind: 'show', attributes: { order: params.order, mine: route === 'myOrder' ? 'true' : undefined } };
}

/** What a fitting path shows: the not-found page, or `<fsp-fitting>` with these attributes. */
export type FittingTarget = { kind: 'notFound' } | { kind: 'show'; attributes: { fitting: string; tab: string | undefined; back: string | undefined } };

/**
 * `/my-myloc/fittings/{fitting}` (the info tab) and `/my-myloc/fittings/{fitting}/{tab}`, the same
 * under /embedded; an id that is not a positive whole number is not found. The tab goes to the
 * element as it is: an unknown one is its info tab. The query is the list the user came from
 * (`?role=admin&status=…`, areas/fittings/list.ts' fittingBackPath): the element's `back`, where
 * Complete and Annul lead (a portal path; under /embedded the embedded part maps it to its twin).
 */
export function fittingTarget(params: Params, search: URLSearchParams = new URLSearchParams()): FittingTarget {
  if (!isId(params.fitting)) return { kind: 'notFound' };
  return { kind: 'show', attributes: { fitting: params.fitting, tab: params.tab, back: fittingBackPath(search) } };
}

/** `<fsp-deviations>`' attributes from the query of `/my-myloc/deviations` (areas/deviations/deviations.ts: the list's URL). */
export function deviationListTarget(search: URLSearchParams): Record<string, string | undefined> {
  return deviationListAttributes(parseDeviationListQuery(search));
}

/** What a deviation path shows: another path (redirect), the not-found page, or `<fsp-deviation>` with these attributes. */
export type DeviationTarget = { kind: 'redirect'; to: string } | { kind: 'notFound' } | { kind: 'show'; attributes: { deviation: string; tab: string } };

/**
 * One deviation (spec 3 §2): `/my-myloc/deviations/{deviation}` goes to its Info tab;
 * `/my-myloc/deviations/{deviation}/info` and `/attachments` are its tabs. Matched by prefix (spec 1
 * §2), so a longer path is its tab's; an id that is not a positive whole number, or another tab, is not found.
 */
export function deviationTarget(params: Params): DeviationTarget {
  const { deviation, tab } = params;
  if (!isId(deviation)) return { kind: 'notFound' };
  if (tab === undefined) return { kind: 'redirect', to: deviationPath(Number(deviation)) };
  if (tab !== 'info' && tab !== 'attachments') return { kind: 'notFound' };
  return { kind: 'show', attributes: { deviation, tab } };
}

/** `<fsp-stock-balance>`'s attributes from the query of `/base-storages` (areas/stock/balance.ts: the balance's URL). */
export function stockBalanceTarget(search: URLSearchParams): Record<string, string | undefined> {
  return balanceAttributes(parseBalanceQuery(search));
}

/** `<fsp-inventory-count>`'s attributes from the query of `/base-storages/inventory` (areas/inventories/count.ts). */
export function inventoryCountTarget(search: URLSearchParams): Record<string, string | undefined> {
  return inventoryCountAttributes(parseInventoryCountQuery(search));
}

/** `<fsp-receive-delivery>`'s attributes on `/receive/delivery`: the query's storage, search and page, and the location state's reference. */
export function receiveTarget(search: URLSearchParams, state: { reference?: string }): Record<string, string | undefined> {
  return { ...receiveSearchAttributes(parseReceiveSearch(search)), reference: state.reference || undefined };
}

/** What the receiving wizard's path shows: the not-found page (a type or id that is not one), or `<fsp-receive-delivery>` with these attributes. */
export type ReceiveWizardTarget = { kind: 'notFound' } | { kind: 'show'; attributes: Record<string, string | undefined> };

export function receiveWizardTarget(params: Params, state: { reference?: string }): ReceiveWizardTarget {
  const target = parseReceiveTarget(params);
  if (!target) return { kind: 'notFound' };
  return { kind: 'show', attributes: { ...receiveWizardAttributes(target), reference: state.reference || undefined } };
}

/**
 * A product from the stock balance (spec 3 §2): `/base-storages/{storage}/products/{product}` is
 * `<fsp-product>` for that storage, its breadcrumb leading back to `?from=` (the balance with its
 * view) or, without one, to the storage's balance. A storage or product that is not an id is not found.
 */
export function baseStorageProductTarget(params: Params, search: URLSearchParams): ProductTarget {
  const { baseStorage, product } = params;
  if (!isId(baseStorage) || !isId(product)) return { kind: 'notFound' };
  return { kind: 'show', attributes: { product, storage: baseStorage, from: productReferrer(search.get('from')) ?? `/base-storages?storage=${baseStorage}` } };
}

/** `<fsp-inventory-search>`'s attributes from the query of `/inventories` (areas/fixed-assets/fixed-assets.ts). */
export function inventorySearchTarget(search: URLSearchParams): Record<string, string | undefined> {
  return inventorySearchAttributes(parseInventorySearch(search));
}

/** What a fixed-asset path shows: the not-found page, or `<fsp-fixed-asset>` with these attributes. */
export type FixedAssetTarget = { kind: 'notFound' } | { kind: 'show'; attributes: { 'fixed-asset': string; 'base-storage': string | undefined; from: string | undefined } };

/**
 * A fixed asset (spec 3 §2): `/base-storages/{baseStorage}/fixed-assets/{item}` and
 * `/inventories/{item}`, its back link leading to `?from=` (the inventory search or a base storage
 * page, with its query) or, without one, to the base storage's balance or the inventory search.
 * An id that is none is not found.
 */
export function fixedAssetTarget(params: Params, search: URLSearchParams): FixedAssetTarget {
  const { baseStorage, product } = params;
  if (!isId(product) || (baseStorage !== undefined && !isId(baseStorage))) return { kind: 'notFound' };
  const from = fixedAssetReferrer(search.get('from')) ?? (baseStorage ? `/base-storages?storage=${baseStorage}` : undefined);
  return { kind: 'show', attributes: { 'fixed-asset': product, 'base-storage': baseStorage, from } };
}

/** The personal pages' own path (spec 1 §2 My pages: /tasks is the default): `/my-myloc` goes to My tasks. */
export const MY_PAGES_DEFAULT = MY_TASKS_PATH;

/** `<fsp-work-list>`'s attributes from the query of `/base-storages/work-list` or, with `mine`, `/my-myloc/tasks` (areas/tasks/tasks.ts: the list's URL). */
export function taskListTarget(route: 'workList' | 'myTasks', search: URLSearchParams): Record<string, string | undefined> {
  return { ...taskListAttributes(parseTaskListQuery(search)), mine: route === 'myTasks' ? 'true' : undefined };
}

/** What a task path shows: the not-found page, or `<fsp-task>` with these attributes. */
export type TaskTarget = { kind: 'notFound' } | { kind: 'show'; attributes: Record<string, string | undefined> };

/**
 * One task (spec 3 §2): `/base-storages/work-list/{task}` and `/my-myloc/tasks/{task}` (`mine`),
 * with the list's view in the query (the way back keeps it). An id that is not a positive whole
 * number is not found.
 */
export function taskTarget(route: 'workListTask' | 'myTask', params: Params, search: URLSearchParams): TaskTarget {
  const task = params.task ?? params.id;
  if (!isId(task)) return { kind: 'notFound' };
  return { kind: 'show', attributes: { task, ...taskListAttributes(parseTaskListQuery(search)), mine: route === 'myTask' ? 'true' : undefined } };
}
