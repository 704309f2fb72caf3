/**
 * Orders (spec 2 §3 Order, Order content line, §4, §5, §7 Orders; src/contract/orders.ts): web-orders
 * of one receiver with their content lines, the active order, sending, and everything a wizard
 * step writes. The contract's header says the rules; this file enforces each on the server.
 *
 * - An order is the caller's (ordered-by) or it does not exist for them (404); a client receiver
 *   needs the caller's municipal authorization on every call (403); anything but reading and
 *   comments needs the order preliminary (409 ORDER_NOT_EDITABLE).
 * - SEND runs in one transaction that locks the order row first (SELECT … FOR UPDATE): of two
 *   sends racing, the second waits and then finds the order sent. The key of the send that sent it
 *   is kept: the same key again answers the same confirmation, another key 409.
 * - An order's lines are read with a fixed number of queries whatever their number (the lines, the
 *   products' accessories, the files), so a cart of 200 lines answers as fast as one of 2.
 *
 * Decided where the spec is silent (docs/api.md, Orders): a pickup line's delivery address is its
 * base storage (where it is picked up), so "every line has a delivery address" holds for it; a
 * base-storage receiver's delivered lines get the base storage's address by default; a delivered
 * product with a mandatory order control gets its sub content type whatever was sent.
 */
import { and, asc, count, desc, eq, gte, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from '@hono/zod-openapi';
import {
  API_V1,
  CONTENT_STATUS,
  CONTENT_TYPES,
  ETA_MAX,
  FACILITY_CATEGORY,
  FITTING_STATUS,
  IDEMPOTENCY_HEADER,
  ORDER_FILE_PERMISSIONS,
  ORDER_STATUS,
  UPLOAD_MAX_FILES,
  WIZARD_STEPS,
  type ContentType,
  type OrderControl,
} from '../../src/contract/constants.ts';
import {
  orderContentAction,
  createOrderContent,
  createOrderContentComment,
  createOrder,
  deleteOrderContent,
  deleteOrderContentComment,
  deleteOrderContentFile,
  deleteOrder,
  getOrderContent,
  getOrderContentDelivery,
  getOrderContentFile,
  getOrderContentForm,
  getOrderContentMakes,
  getOrderContentAccessories,
  getOrder,
  getOrderFilters,
  listOrderContent,
  listOrderContentCategories,
  listOrderContentComments,
  listOrderContentFiles,
  listDeliveryMethods,
  listFunctionCategories,
  listOrderClientHoldings,
  listOrders,
  type OrderListQuery,
  listOrderContentSubContentTypes,
  orderAction,
  updateOrderContent,
  updateOrderContentAccessories,
  updateOrderContentDelivery,
  updateOrderContentForm,
  updateOrderContentLines,
  updateOrderContentMakes,
  updateOrder,
  uploadOrderContentFile,
  type ContentCreate,
  type ContentUpdate,
  type Delivery,
  type DeliveryAddress,
  type DeliveryContact,
  type LineMake,
  type Order,
  type OrderContent,
  type OrderReceiver,
  type OrderSummary,
  type SendConfirmation,
} from '../../src/contract/orders.ts';
import { contentTypeAllowed } from '../../src/contract/shared/order-types.ts';
import { newRouter } from '../context.ts';
import type { Db } from '../db/index.ts';
import {
  activeOrders,
  authorizations,
  clientAddresses,
  clientContacts,
  clients,
  customers,
  deliveryMethods,
  facilities,
  fittingComments,
  fittingEvents,
  fittings,
  fittingTypes,
  productAccessories,
  products,
  productStock,
  stockItems,
  suppliers,
  users,
  warehouseLocations,
  webOrderComments,
  webOrderContents,
  webOrderFiles,
  webOrderCounts,
  webOrderWords,
  webOrderHistory,
  webOrders,
  type LineAddress,
  type LineContact,
} from '../db/schema.ts';
import { ApiError, type Lang } from '../errors.ts';
import { fileDownload, fullName, requireSignedLink, signedFiles, type FileLink } from '../files.ts';
import { escapeLike, pageWindow } from '../paging.ts';
import { CONTENT_STATUS_LABELS, FUNCTIONS, functionMakes, ORDER_STATUS_LABELS, priorityById, statusLabel, subContentTypeById, subContentTypesOf } from '../order-reference.ts';
import { holdingsPage } from './holdings.ts';
import { readSingleUpload, singleUploadLimit } from './messages.ts';

const TIME_ZONE = 'Europe/Stockholm';
const PRODUCT_TYPES: readonly string[] = ['PRODUCT_DELIVERY', 'PRODUCT_PICKUP'];

/** Today in Swedish time (YYYY-MM-DD). */
function today(now: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function checkEta(day: string | null | undefined, now: Date): void {
  if (day === null || day === undefined) return;
  if (day < today(now) || day > ETA_MAX) throw new ApiError(400, 'ETA_OUT_OF_RANGE');
}

/** A protected identity's receiver label: nothing of the client is answered. */
const secretLabel = (lang: Lang) => (lang === 'en' ? 'Protected identity' : 'Skyddad identitet');


// ---------------------------------------------------------------------------------------------
// Orders: reading

const responsibleUser = alias(users, 'responsible_user');
const facilityCustomers = alias(customers, 'facility_customer');

const orderFields = {
  id: webOrders.id,
  orderNumber: webOrders.orderNumber,
  status: webOrders.status,
  note: webOrders.note,
  createdAt: webOrders.createdAt,
  orderDate: webOrders.orderDate,
  sendKey: webOrders.sendKey,
  receiverType: webOrders.receiverType,
  orderedBy: webOrders.orderedBy,
  clientId: webOrders.clientId,
  facilityId: webOrders.facilityId,
  clientFirstName: clients.firstName,
  clientSurname: clients.surname,
  clientIdentityNumber: clients.identityNumber,
  clientCustomerId: clients.customerId,
  customerName: customers.name,
  street: clientAddresses.street,
  postalNo: clientAddresses.postalNo,
  city: clientAddresses.city,
  facilityValue: facilities.value,
  facilityLabel: facilities.label,
  facilityStreet: facilities.street,
  facilityPostalNo: facilities.postalNo,
  facilityCity: facilities.city,
  facilityCustomerId: facilities.customerId,
  facilityCustomerName: facilityCustomers.name,
  municipalityId: webOrders.municipalityId,
  byFirstName: users.firstName,
  bySurname: users.surname,
  byEmail: users.email,
  respFirstName: responsibleUser.firstName,
  respSurname: responsibleUser.surname,
  respEmail: responsibleUser.email,
  lineCount: sql<number>`(select count(*)::int from ${webOrderContents} where ${webOrderContents.orderId} = ${webOrders.id})`.mapWith(Number),
};

function orderSelect(db: Db) {
  return db
    .select(orderFields)
    .from(webOrders)
    .leftJoin(clients, eq(clients.id, webOrders.clientId))
    .leftJoin(customers, eq(customers.id, clients.customerId))
    .leftJoin(clientAddresses, and(eq(clientAddresses.clientId, clients.id), eq(clientAddresses.isRegistered, true)))
    .leftJoin(facilities, eq(facilities.id, webOrders.facilityId))
    .leftJoin(facilityCustomers, eq(facilityCustomers.id, facilities.customerId))
    .innerJoin(users, eq(users.id, webOrders.orderedBy))
    .innerJoin(responsibleUser, eq(responsibleUser.id, webOrders.responsible));
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderSelect>['where']>>[number];

/** The municipalities the user is authorized for. */
export async function municipalitiesOf(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({ id: authorizations.authId })
    .from(authorizations)
    .where(and(eq(authorizations.userId, userId), eq(authorizations.type, 'MUNICIPALITY')));
  return new Set(rows.map((r) => r.id));
}

const authorizedTo = (row: Pick<OrderRow, 'clientId' | 'clientCustomerId'>, municipalities: Set<string>) =>
  row.clientId === null || (row.clientCustomerId === null ? municipalities.size > 0 : municipalities.has(row.clientCustomerId));

function toReceiver(row: OrderRow, municipalities: Set<string>, lang: Lang): OrderReceiver {
  const authorized = authorizedTo(row, municipalities);
  if (row.receiverType === 'FACILITY') {
    return {
      type: 'FACILITY',
      id: row.facilityId ?? 0,
      value: row.facilityValue ?? '',
      label: row.facilityLabel ?? '',
      firstName: null,
      surname: null,
      identityNumber: null,
      defaultAddress: row.facilityStreet === null ? null : { street: row.facilityStreet, postalNo: row.facilityPostalNo ?? '', city: row.facilityCity ?? '', municipal: row.facilityCustomerName, municipalLogo: null },
      hasAuthorizationForMunicipal: true,
    };
  }
  if (row.receiverType === 'Secret_ID') {
    return {
      type: 'Secret_ID',
      id: row.clientId ?? 0,
      value: '',
      label: secretLabel(lang),
      firstName: null,
      surname: null,
      identityNumber: null,
      defaultAddress: null,
      hasAuthorizationForMunicipal: authorized,
    };
  }
  return {
    type: 'CLIENT',
    id: row.clientId ?? 0,
    value: row.clientIdentityNumber ?? '',
    label: fullName(row.clientFirstName, row.clientSurname),
    firstName: row.clientFirstName,
    surname: row.clientSurname,
    identityNumber: row.clientIdentityNumber,
    defaultAddress: row.street === null ? null : { street: row.street, postalNo: row.postalNo ?? '', city: row.city ?? '', municipal: row.customerName, municipalLogo: null },
    hasAuthorizationForMunicipal: authorized,
  };
}

function toSummary(row: OrderRow, municipalities: Set<string>, lang: Lang): OrderSummary {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    orderDate: (row.orderDate ?? row.createdAt).toISOString(),
    status: statusLabel(ORDER_STATUS_LABELS, row.status, lang),
    receiver: toReceiver(row, municipalities, lang),
    orderedBy: { firstName: row.byFirstName, surname: row.bySurname, email: row.byEmail },
    lineCount: row.lineCount,
  };
}

/**
 * The caller's order, or 404; 403 when its client receiver is of a municipality the caller is not
 * authorized for. `forUpdate`: in a transaction, the order row is locked first.
 */
/** What a call does with an order: reads it (the order list and detail), or anything else. */
type Access = 'read' | 'write';

/**
 * The orders a list shows the caller (a condition on web_orders, web_order_words or web_order_counts,
 * which all carry the maker and the municipality): their own, and, unless
 * `mine`, those other users sent to a client or base storage of a municipality the caller is
 * authorized for (web_orders.municipality_id: the receiver's municipality, set when the order is
 * sent; never for a protected identity, whose orders are their maker's alone).
 */
function seenBy(t: { orderedBy: AnyPgColumn; municipalityId: AnyPgColumn }, userId: number, municipalities: Set<string>, mine: boolean): SQL {
  const own = eq(t.orderedBy, userId);
  if (mine || municipalities.size === 0) return own;
  return or(own, inArray(t.municipalityId, [...municipalities])) ?? own;
}

/** The statuses asked for, or 20 and above (every sent order). */
const statusIn = (column: AnyPgColumn, statuses: readonly number[] | undefined): SQL =>
  statuses?.length ? inArray(column, [...statuses]) : gte(column, ORDER_STATUS.ordered);

/**
 * An order as the caller may reach it (404 otherwise). Their own: every call, a client receiver
 * needing the caller's authorization for its municipality (403). Another user's: reading only, once
 * sent and not to a protected identity (web_orders.municipality_id set; 404 otherwise), and 403
 * NOT_AUTHORIZED_TO_MUNICIPALITY when that municipality is not one of the caller's.
 */
async function requireOrder(db: Db, userId: number, orderId: number, access: Access = 'write'): Promise<{ row: OrderRow; municipalities: Set<string> }> {
  const [[row], municipalities] = await Promise.all([orderSelect(db).where(eq(webOrders.id, orderId)), municipalitiesOf(db, userId)]);
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  if (row.orderedBy !== userId) {
    if (access === 'write' || row.municipalityId === null) throw new ApiError(404, 'NOT_FOUND');
    if (!municipalities.has(row.municipalityId)) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    return { row, municipalities };
  }
  if (!authorizedTo(row, municipalities)) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
  return { row, municipalities };
}

/**
 * Whether the caller sees an order of this number in their order list: a sent one (status 20 or
 * above) of their own, or one another user sent to a client or base storage of a municipality the
 * caller is authorized for (seenBy). What a deviation may refer to by its order number.
 */
export async function orderNumberSeenBy(db: Db, userId: number, orderNumber: string): Promise<boolean> {
  const municipalities = await municipalitiesOf(db, userId);
  const [row] = await db
    .select({ id: webOrders.id })
    .from(webOrders)
    .where(and(eq(webOrders.orderNumber, orderNumber), seenBy(webOrders, userId, municipalities, false), statusIn(webOrders.status, undefined)))
    .limit(1);
  return row !== undefined;
}

function requireEditable(row: { status: number }): void {
  if (row.status !== ORDER_STATUS.preliminary) throw new ApiError(409, 'ORDER_NOT_EDITABLE');
}

/** A sent order still open: not delivered (90) nor cancelled (99). */
const orderOpen = (row: { status: number }): boolean => row.status !== ORDER_STATUS.completed && row.status !== ORDER_STATUS.cancelled;

/**
 * Whether this line may change (its wizard's steps, DELETE): any line of a preliminary order; in a
 * sent order, still open, only a draft with a parent (a referenced order's line, spec 2 §4: ordered
 * from a fitting into the fitting's own order, until it is confirmed). Nothing else of a sent order.
 */
function lineEditable(order: { status: number }, line: { status: number; parentId: number | null }): boolean {
  if (order.status === ORDER_STATUS.preliminary) return true;
  return orderOpen(order) && line.parentId !== null && line.status === CONTENT_STATUS.draft;
}

function requireLineEditable(order: { status: number }, line: { status: number; parentId: number | null }): void {
  if (!lineEditable(order, line)) throw new ApiError(409, 'ORDER_NOT_EDITABLE');
}

// ---------------------------------------------------------------------------------------------
// Lines: reading

const lineFields = {
  line: webOrderContents,
  orderNumber: webOrders.orderNumber,
  productNumber: products.productNumber,
  productName: products.name,
  productDescription: products.description,
  unit: products.unit,
  supplierLabel: suppliers.label,
  orderControl: products.orderControl,
  isOrderable: products.isOrderable,
  isFixedAsset: products.isFixedAsset,
  salesPrice: products.salesPrice,
  salesPriceQuantity: products.salesPriceQuantity,
  numberOfPriceDecimals: products.numberOfPriceDecimals,
  salesPriceCurrency: products.salesPriceCurrency,
  images: products.images,
  makes: products.makes,
  methodSv: deliveryMethods.nameSv,
  methodEn: deliveryMethods.nameEn,
  fromId: facilities.id,
  fromValue: facilities.value,
  fromLabel: facilities.label,
  fromCategoryValue: facilities.categoryValue,
  fromCategoryLabel: facilities.categoryLabel,
  fittingTypeSv: fittingTypes.nameSv,
  fittingTypeEn: fittingTypes.nameEn,
  toLocationValue: warehouseLocations.value,
  toLocationLabel: warehouseLocations.label,
};

function lineSelect(db: Db) {
  return db
    .select(lineFields)
    .from(webOrderContents)
    .innerJoin(webOrders, eq(webOrders.id, webOrderContents.orderId))
    .leftJoin(products, eq(products.id, webOrderContents.productId))
    .leftJoin(suppliers, eq(suppliers.id, products.supplierId))
    .leftJoin(deliveryMethods, eq(deliveryMethods.id, webOrderContents.deliveryMethodId))
    .leftJoin(facilities, eq(facilities.id, webOrderContents.fromFacilityId))
    .leftJoin(fittingTypes, eq(fittingTypes.id, webOrderContents.fittingTypeId))
    .leftJoin(warehouseLocations, eq(warehouseLocations.id, webOrderContents.toWarehouseLocationId));
}
type LineRow = Awaited<ReturnType<ReturnType<typeof lineSelect>['where']>>[number];

type AccessoryRow = { productId: number; id: number; productNumber: string; name: string; salesPrice: string; salesPriceQuantity: number; numberOfPriceDecimals: number; salesPriceCurrency: string };

async function accessoriesOf(db: Db, productIds: number[]): Promise<Map<number, AccessoryRow[]>> {
  const out = new Map<number, AccessoryRow[]>();
  if (!productIds.length) return out;
  const rows = await db
    .select({
      productId: productAccessories.productId,
      id: products.id,
      productNumber: products.productNumber,
      name: products.name,
      salesPrice: products.salesPrice,
      salesPriceQuantity: products.salesPriceQuantity,
      numberOfPriceDecimals: products.numberOfPriceDecimals,
      salesPriceCurrency: products.salesPriceCurrency,
    })
    .from(productAccessories)
    .innerJoin(products, eq(products.id, productAccessories.accessoryId))
    .where(inArray(productAccessories.productId, productIds))
    .orderBy(asc(products.name), asc(products.id));
  for (const r of rows) out.set(r.productId, [...(out.get(r.productId) ?? []), r]);
  return out;
}

type PickupRow = { id: number; name: string; inventoryNumber: string | null; productNumber: string; unit: string; quantity: number; allocated: number };

async function pickupItemsOf(db: Db, ids: number[]): Promise<Map<number, PickupRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: stockItems.id, name: products.name, inventoryNumber: stockItems.inventoryNumber, productNumber: products.productNumber, unit: products.unit, quantity: stockItems.quantity, allocated: stockItems.allocatedQuantity })
    .from(stockItems)
    .innerJoin(products, eq(products.id, stockItems.productId))
    .where(inArray(stockItems.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

const fileLink = (order: number, content: number, file: number): FileLink => ({
  path: `${API_V1}/web-orders/${order}/content/${content}/files/${file}`,
  subject: `order-file:${order}:${content}:${file}`,
});

export type Ctx = { db: Db; lang: Lang; secret: string; now: Date };

/** The files of each line (its id, with its order's), by line. */
function filesOf(ctx: Ctx, lines: { id: number; orderId: number }[]): Promise<Map<number, OrderContent['files']>> {
  const orderOf = new Map(lines.map((l) => [l.id, l.orderId]));
  return signedFiles(ctx.db, 'orderLine', [...orderOf.keys()], (content, file) => fileLink(orderOf.get(content) ?? 0, content, file), ctx);
}

/** filesOf one line of the order. */
async function lineFilesOf(ctx: Ctx, order: number, content: number): Promise<OrderContent['files']> {
  return (await filesOf(ctx, [{ id: content, orderId: order }])).get(content) ?? [];
}

type Make = { id: number; label: string; value: string };
type MakesLine = { contentType: string; functionId: number | null; productId: number | null };

/** The makes a line may choose from: a function order's are its function's (reference data), any other line's its product's. */
function lineMakes(line: MakesLine, productMakes: Make[] | null, lang: Lang): Make[] {
  return line.contentType === 'FUNCTION' ? functionMakes(line.functionId, lang) : (productMakes ?? []);
}

/** lineMakes for one line, its product's makes read when they are the ones offered. */
async function offeredMakes(db: Db, line: MakesLine, lang: Lang): Promise<Make[]> {
  const [p] = line.contentType === 'FUNCTION' || line.productId === null ? [] : await db.select({ makes: products.makes }).from(products).where(eq(products.id, line.productId));
  return lineMakes(line, p?.makes ?? null, lang);
}

function toMakes(makes: Make[] | null, chosen: number[]): LineMake[] {
  return (makes ?? []).map((m) => ({ id: m.id, label: m.label, values: [{ id: m.id, value: m.value, default: true, selected: chosen.length === 0 || chosen.includes(m.id) }] }));
}

/** How many comments each line has, in one query. */
async function commentCountsOf(db: Db, contentIds: number[]): Promise<Map<number, number>> {
  if (!contentIds.length) return new Map();
  const rows = await db
    .select({ contentId: webOrderComments.contentId, n: count() })
    .from(webOrderComments)
    .where(inArray(webOrderComments.contentId, contentIds))
    .groupBy(webOrderComments.contentId);
  return new Map(rows.map((r) => [r.contentId, r.n]));
}

type LineExtras = { accessories: Map<number, AccessoryRow[]>; files: Map<number, OrderContent['files']>; pickup: Map<number, PickupRow>; comments: Map<number, number> };

function toLine(r: LineRow, lang: Lang, { accessories, files, pickup, comments }: LineExtras): OrderContent {
  const l = r.line;
  const sub = l.subContentTypeId === null ? null : subContentTypeById(l.subContentTypeId);
  const priority = l.priorityId === null ? null : priorityById(l.priorityId);
  const fn = l.functionId === null ? null : (FUNCTIONS.find((f) => f.id === l.functionId) ?? null);
  const fnType = fn && l.functionTypeId !== null ? (fn.types.find((t) => t.id === l.functionTypeId) ?? null) : null;
  let product: OrderContent['product'] = null;
  if (l.productId !== null && r.productNumber !== null) {
    product = {
      id: l.productId,
      productNumber: r.productNumber,
      name: r.productName ?? '',
      description: r.productDescription ?? '',
      quantity: l.quantity,
      unit: r.unit ?? 'st',
      supplier: { label: r.supplierLabel ?? '' },
      orderControl: (r.orderControl ?? 'NONE') as OrderControl,
      isOrderable: r.isOrderable ?? true,
      isInventory: r.isFixedAsset ?? false,
      salesPrice: Number(r.salesPrice ?? 0),
      salesPriceQuantity: r.salesPriceQuantity ?? 1,
      numberOfPriceDecimals: r.numberOfPriceDecimals ?? 2,
      salesPriceCurrency: r.salesPriceCurrency ? { value: r.salesPriceCurrency } : null,
      inventoryNumber: null,
      maxQuantity: null,
      image: r.images?.[0] ?? null,
    };
  } else if (l.externalProduct) {
    product = {
      id: null,
      productNumber: l.externalProduct.productNumber,
      name: l.externalProduct.name,
      description: '',
      quantity: l.quantity,
      unit: lang === 'en' ? 'pcs' : 'st',
      supplier: { label: l.externalProduct.supplier },
      orderControl: 'NONE',
      isOrderable: true,
      isInventory: false,
      salesPrice: 0,
      salesPriceQuantity: 1,
      numberOfPriceDecimals: 2,
      salesPriceCurrency: null,
      inventoryNumber: null,
      maxQuantity: null,
      image: null,
    };
  }
  const chosen = new Map(l.accessories.map((a) => [a.id, a.quantity]));
  return {
    id: l.id,
    orderId: l.orderId,
    contentType: l.contentType as ContentType,
    contentNumber: `${r.orderNumber}-${l.lineNo}`,
    status: statusLabel(CONTENT_STATUS_LABELS, l.status, lang),
    externalStatus: l.externalStatus === null ? null : statusLabel(CONTENT_STATUS_LABELS, l.externalStatus, lang),
    externalStatusComment: l.externalStatusComment,
    steps: l.steps,
    currentStep: l.currentStep,
    deliveryDate: l.deliveryDate,
    requestedDeliveryDate: l.requestedDeliveryDate,
    address: l.address,
    fromAddress: l.fromAddress,
    contact: l.contact,
    deliveryMethod: l.deliveryMethodId === null ? null : { id: l.deliveryMethodId, name: (lang === 'en' ? r.methodEn : r.methodSv) ?? '' },
    codeliveryId: l.codeliveryId,
    subContentType: sub && { id: sub.id, value: sub.value, label: sub.label[lang] },
    priority: priority && { id: priority.id, value: priority.value, label: priority.label[lang] },
    text: l.text,
    meetingComment: l.meetingComment,
    product,
    makes: toMakes(lineMakes(l, r.makes, lang), l.makes),
    accessories: (l.productId === null ? [] : (accessories.get(l.productId) ?? [])).map((a) => ({
      id: a.id,
      productNumber: a.productNumber,
      name: a.name,
      quantity: chosen.get(a.id) ?? 1,
      selected: chosen.has(a.id),
      salesPrice: Number(a.salesPrice),
      salesPriceQuantity: a.salesPriceQuantity,
      numberOfPriceDecimals: a.numberOfPriceDecimals,
      salesPriceCurrency: a.salesPriceCurrency ? { value: a.salesPriceCurrency } : null,
    })),
    files: files.get(l.id) ?? [],
    commentCount: comments.get(l.id) ?? 0,
    pickupList: l.pickupList.flatMap((p) => {
      const item = pickup.get(p.id);
      return item ? [{ id: item.id, name: item.name, inventoryNumber: item.inventoryNumber, productNumber: item.productNumber, quantity: p.quantity, unit: item.unit, maxQuantity: Math.max(0, item.quantity - item.allocated) }] : [];
    }),
    function: fn && { id: fn.id, value: fn.label[lang], type: fnType && { id: fnType.id, value: fnType.label[lang] }, quantity: l.quantity, unit: lang === 'en' ? 'pcs' : 'st' },
    fromFacility: r.fromId === null ? null : { id: r.fromId, value: r.fromValue ?? '', label: r.fromLabel ?? '', category: { value: r.fromCategoryValue ?? 0, label: r.fromCategoryLabel ?? '' } },
    toWarehouseLocation:
      l.toWarehouseLocationId === null ? null : { id: l.toWarehouseLocationId, value: r.toLocationValue ?? '', label: r.toLocationLabel ?? '' },
    parentWebOrderContentId: l.parentId,
    fittingType: l.fittingTypeId === null ? null : { id: l.fittingTypeId, name: (lang === 'en' ? r.fittingTypeEn : r.fittingTypeSv) ?? '' },
  };
}

const typeOrder = sql`array_position(${sql.raw(`ARRAY[${CONTENT_TYPES.map((t) => `'${t}'`).join(',')}]::text[]`)}, ${webOrderContents.contentType})`;

/** The lines of an order (or one of them), with a fixed number of queries. */
async function loadLines(ctx: Ctx, orderId: number, contentId?: number): Promise<OrderContent[]> {
  const where = contentId === undefined ? eq(webOrderContents.orderId, orderId) : and(eq(webOrderContents.orderId, orderId), eq(webOrderContents.id, contentId));
  return linesWhere(ctx, where, [typeOrder, asc(webOrderContents.lineNo)]);
}

/**
 * The lines of a fitting (spec 2 §4 Fitting order lines): those ordered with its FITTING line as
 * their parent, of any order, grouped by content type and sorted by status.
 */
export async function childLines(ctx: Ctx, parentContentId: number): Promise<OrderContent[]> {
  return linesWhere(ctx, eq(webOrderContents.parentId, parentContentId), [typeOrder, asc(webOrderContents.status), asc(webOrderContents.id)]);
}

async function linesWhere(ctx: Ctx, where: SQL | undefined, order: SQL[]): Promise<OrderContent[]> {
  const rows = await lineSelect(ctx.db).where(where).orderBy(...order);
  const productIds = [...new Set(rows.map((r) => r.line.productId).filter((id): id is number => id !== null))];
  const pickupIds = [...new Set(rows.flatMap((r) => r.line.pickupList.map((p) => p.id)))];
  const contentIds = rows.map((r) => r.line.id);
  const [accessories, files, pickup, comments] = await Promise.all([
    accessoriesOf(ctx.db, productIds),
    filesOf(ctx, rows.map((r) => r.line)),
    pickupItemsOf(ctx.db, pickupIds),
    commentCountsOf(ctx.db, contentIds),
  ]);
  return rows.map((r) => toLine(r, ctx.lang, { accessories, files, pickup, comments }));
}

async function loadLine(ctx: Ctx, orderId: number, contentId: number): Promise<OrderContent> {
  const [line] = await loadLines(ctx, orderId, contentId);
  if (!line) throw new ApiError(404, 'NOT_FOUND');
  return line;
}

async function loadOrder(ctx: Ctx, userId: number, orderId: number, access: Access = 'write'): Promise<Order> {
  const { row, municipalities } = await requireOrder(ctx.db, userId, orderId, access);
  const [content, history, active] = await Promise.all([
    loadLines(ctx, orderId),
    ctx.db
      .select({ id: webOrderHistory.id, at: webOrderHistory.at, event: webOrderHistory.event, status: webOrderHistory.status, firstName: users.firstName, surname: users.surname })
      .from(webOrderHistory)
      .innerJoin(users, eq(users.id, webOrderHistory.userId))
      .where(eq(webOrderHistory.orderId, orderId))
      .orderBy(asc(webOrderHistory.at), asc(webOrderHistory.id)),
    ctx.db.select({ orderId: activeOrders.orderId }).from(activeOrders).where(eq(activeOrders.userId, userId)),
  ]);
  return {
    ...toSummary(row, municipalities, ctx.lang),
    lineCount: content.length,
    note: row.note,
    responsible: { firstName: row.respFirstName, surname: row.respSurname, email: row.respEmail },
    isActive: active[0]?.orderId === orderId,
    content,
    history: history.map((h) => ({
      id: h.id,
      dateTime: h.at.toISOString(),
      event: h.event as Order['history'][number]['event'],
      status: statusLabel(ORDER_STATUS_LABELS, h.status, ctx.lang),
      by: fullName(h.firstName, h.surname),
    })),
  };
}

/** The line row of a caller's order (404 otherwise), with the order checked as requireOrder does. */
async function requireLine(db: Db, userId: number, orderId: number, contentId: number, access: Access = 'write') {
  const { row } = await requireOrder(db, userId, orderId, access);
  const [line] = await db.select().from(webOrderContents).where(and(eq(webOrderContents.id, contentId), eq(webOrderContents.orderId, orderId)));
  if (!line) throw new ApiError(404, 'NOT_FOUND');
  return { order: row, line };
}

// ---------------------------------------------------------------------------------------------
// Lines: the rules of what a line may be

type ProductFacts = { id: number; isOrderable: boolean; isFixedAsset: boolean; orderControl: OrderControl };

async function productFacts(db: Db, id: number): Promise<ProductFacts> {
  const [row] = await db
    .select({ id: products.id, isOrderable: products.isOrderable, isFixedAsset: products.isFixedAsset, orderControl: products.orderControl })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return { ...row, orderControl: row.orderControl as OrderControl };
}

function dictated(control: OrderControl): 'INSTALLATION' | 'ASSEMBLY' | null {
  if (control.startsWith('INSTALLATION')) return 'INSTALLATION';
  if (control.startsWith('ASSEMBLY')) return 'ASSEMBLY';
  return null;
}

const subIdOf = (value: 'INSTALLATION' | 'ASSEMBLY') => subContentTypeById(value === 'INSTALLATION' ? 1 : 2)?.id ?? null;

/**
 * A product line's sub content type: a mandatory control dictates it; an optional one takes the
 * sent one if it is the dictated one (null: unchecked); NONE has none. INSTALLATION to a base
 * storage is refused.
 */
function productSubType(product: ProductFacts, contentType: string, receiverType: string, sent: number | null | undefined, current: number | null): number | null {
  if (contentType !== 'PRODUCT_DELIVERY') return null;
  const kind = dictated(product.orderControl);
  if (kind === null) {
    if (sent) throw new ApiError(400, 'VALIDATION', 'subContentType: the product has no assembly or installation');
    return null;
  }
  const mandatory = product.orderControl.endsWith('_MANDATORY');
  if (mandatory && receiverType === 'FACILITY' && kind === 'INSTALLATION') throw new ApiError(400, 'INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE');
  const id = subIdOf(kind);
  if (mandatory) return id;
  const wanted = sent === undefined ? current : sent;
  if (wanted === null) return null;
  if (wanted !== id) throw new ApiError(400, 'VALIDATION', `subContentType: this product takes ${kind}`);
  if (receiverType === 'FACILITY' && kind === 'INSTALLATION') throw new ApiError(400, 'INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE');
  return id;
}

function checkDeliveryType(product: ProductFacts, contentType: string): void {
  if (contentType === 'PRODUCT_DELIVERY' && !product.isOrderable) throw new ApiError(400, 'NOT_ORDERABLE');
  if (contentType === 'PRODUCT_PICKUP' && product.isFixedAsset) throw new ApiError(400, 'INVENTORY_PICKUP');
}

async function facilityAddress(db: Db, id: number, requireBase: boolean): Promise<LineAddress> {
  const [f] = await db.select().from(facilities).where(eq(facilities.id, id));
  if (!f) throw new ApiError(404, 'NOT_FOUND');
  if (requireBase && f.categoryValue !== FACILITY_CATEGORY.baseStorage) throw new ApiError(400, 'NOT_A_BASE_STORAGE');
  return { id: f.id, type: 'FACILITY', description: f.label, careOf: null, street: f.street, postalNo: f.postalNo, city: f.city };
}

/** The pickup base storage: the one sent, else the caller's standard location if it is a base storage. */
async function pickupFacility(db: Db, userId: number, sent: number | null | undefined): Promise<number> {
  if (sent) return sent;
  const [u] = await db.select({ facilityId: users.facilityId, category: facilities.categoryValue }).from(users).leftJoin(facilities, eq(facilities.id, users.facilityId)).where(eq(users.id, userId));
  if (u?.facilityId && u.category === FACILITY_CATEGORY.baseStorage) return u.facilityId;
  // No location to pick up in (spec 2 §8 LOCATION_MISSING, a label of the product flow): none sent, and the
  // caller's standard location is no base storage.
  throw new ApiError(400, 'LOCATION_MISSING', 'fromFacility: choose the base storage it is picked up in');
}

/**
 * A pickup's base storage holds some of the product available (quantity less allocated, its
 * product_stock row): else 400 NOT_AVAILABLE_IN_BASE_STORAGE (spec 2 §8, a label of the product
 * flow), the rule behind the wizard offering only base storages that have some, and the product's
 * Add refusing a pickup where there is none.
 */
async function checkAvailableIn(db: Db, productId: number, facilityId: number): Promise<void> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), eq(productStock.facilityId, facilityId), sql`${productStock.quantity} - ${productStock.allocatedQuantity} > 0`));
  if (!row) throw new ApiError(400, 'NOT_AVAILABLE_IN_BASE_STORAGE', 'fromFacility: the base storage has none of the product available');
}

type ItemAmount = { id: number; quantity: number };
type StockItemPlace = { id: number; productId: number; facilityId: number | null; clientId: number | null };

/**
 * A line's `pickupList`: each stock item once, each one `belongs` accepts (else 400 VALIDATION),
 * each at most what is not allocated (quantity less allocated; 400 QUANTITY_NOT_AVAILABLE).
 */
async function checkedItems(db: Db, list: ItemAmount[], belongs: (item: StockItemPlace) => boolean, notOurs: string): Promise<ItemAmount[]> {
  if (!list.length) return [];
  const ids = [...new Set(list.map((p) => p.id))];
  if (ids.length !== list.length) throw new ApiError(400, 'VALIDATION', 'pickupList: an item twice');
  const rows = await db
    .select({ id: stockItems.id, productId: stockItems.productId, facilityId: stockItems.facilityId, clientId: stockItems.clientId, quantity: stockItems.quantity, allocated: stockItems.allocatedQuantity })
    .from(stockItems)
    .where(inArray(stockItems.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const p of list) {
    const item = byId.get(p.id);
    if (!item || !belongs(item)) throw new ApiError(400, 'VALIDATION', `pickupList: ${notOurs}`);
    if (p.quantity > item.quantity - item.allocated) throw new ApiError(400, 'QUANTITY_NOT_AVAILABLE');
  }
  return list.map(({ id, quantity }) => ({ id, quantity }));
}

/** A pickup line's items: stock items of its product in its base storage. */
function checkedPickupList(db: Db, list: ItemAmount[], productId: number, facilityId: number | null): Promise<ItemAmount[]> {
  return checkedItems(db, list, (i) => i.productId === productId && i.clientId === null && i.facilityId === facilityId, 'not an item of the product in the base storage');
}

/** The content types whose aids are holdings of the order's client (their `pickupList`). */
const HOLDING_TYPES: readonly string[] = ['PICKUP', 'WORK', 'FITTING'];

/**
 * A pickup's, a work order's or a fitting order's aids (spec 2 §5 Work order, Fitting order steps,
 * Pickup order): holdings of the order's client; a work order or a fitting order takes one aid at
 * most (MAX_ONE_AID).
 */
async function checkedHoldings(db: Db, list: ItemAmount[], clientId: number | null, contentType: string): Promise<ItemAmount[]> {
  if (!list.length) return [];
  if (contentType !== 'PICKUP' && list.length > 1) throw new ApiError(400, 'MAX_ONE_AID');
  if (clientId === null) throw new ApiError(400, 'VALIDATION', 'pickupList: the receiver holds no aids');
  return checkedItems(db, list, (i) => i.clientId === clientId, 'not a holding of the client');
}

/** The codes of what a line lacks (lineNotReady). */
type LineGap = 'WORK_TYPE_AND_PRIORITY_REQUIRED' | 'AID_OR_DESCRIPTION_REQUIRED' | 'DESCRIPTION_REQUIRED' | 'FITTING_TYPE_REQUIRED' | 'FUNCTION_REQUIRED' | 'EXTERNAL_PRODUCT_REQUIRED';

type ReadyLine = Pick<
  typeof webOrderContents.$inferSelect,
  'contentType' | 'pickupList' | 'productId' | 'text' | 'subContentTypeId' | 'priorityId' | 'functionId' | 'functionTypeId' | 'externalProduct' | 'fittingTypeId'
>;

/**
 * What a line still lacks to go into the cart and be sent, by its wizard's rules (spec 2 §5): a
 * work order its work type and a priority of that type, and an aid or a description; a pickup an aid
 * or a description; a fitting order its fitting type, and a description when no aid of the client's
 * is chosen (a new aid); a work or fitting order whose aid (an existing one, of the client's) is of a
 * product without a product number a description as well (DESCRIPTION_REQUIRED); a function order
 * its function, and its type when the function has types; an external product the product. Null:
 * ready. `unnumbered`: the stock items (of the lines checked) whose product has no product number
 * (unnumberedItems, one query for them all).
 */
function lineNotReady(line: ReadyLine, unnumbered: ReadonlySet<number>): LineGap | null {
  const hasAid = line.pickupList.length > 0 || line.productId !== null;
  const described = (line.text ?? '').trim() !== '';
  const aidUnnumbered = line.pickupList.some((p) => unnumbered.has(p.id));
  switch (line.contentType) {
    case 'WORK': {
      const type = subContentTypeById(line.subContentTypeId ?? 0);
      if (!type || !type.priorities.some((p) => p.id === line.priorityId)) return 'WORK_TYPE_AND_PRIORITY_REQUIRED';
      if (aidUnnumbered && !described) return 'DESCRIPTION_REQUIRED';
      return hasAid || described ? null : 'AID_OR_DESCRIPTION_REQUIRED';
    }
    case 'PICKUP':
      return hasAid || described ? null : 'AID_OR_DESCRIPTION_REQUIRED';
    case 'FITTING':
      if (line.fittingTypeId === null) return 'FITTING_TYPE_REQUIRED';
      if (aidUnnumbered && !described) return 'DESCRIPTION_REQUIRED';
      return hasAid || described ? null : 'AID_OR_DESCRIPTION_REQUIRED';
    case 'FUNCTION': {
      const fn = FUNCTIONS.find((f) => f.id === line.functionId);
      if (!fn || (fn.types.length > 0 && line.functionTypeId === null)) return 'FUNCTION_REQUIRED';
      return null;
    }
    case 'NEW_PRODUCT':
      return line.externalProduct ? null : 'EXTERNAL_PRODUCT_REQUIRED';
    default:
      return null;
  }
}

/** Of the lines' pickupList items (holdings, base-storage items), those whose product has no product number (''). */
async function unnumberedItems(db: Db, lines: readonly { pickupList: readonly ItemAmount[] }[]): Promise<Set<number>> {
  const ids = [...new Set(lines.flatMap((l) => l.pickupList.map((p) => p.id)))];
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: stockItems.id })
    .from(stockItems)
    .innerJoin(products, eq(products.id, stockItems.productId))
    .where(and(inArray(stockItems.id, ids), eq(products.productNumber, '')));
  return new Set(rows.map((r) => r.id));
}

function isExternal<T extends object>(p: T): p is Extract<T, { productNumber: string }> {
  return 'productNumber' in p;
}

type LineValues = Partial<typeof webOrderContents.$inferInsert>;

/**
 * What a create or an update writes, after every rule: `current` is the line as it is (an update),
 * null for a new line.
 */
async function lineValues(
  db: Db,
  userId: number,
  order: OrderRow,
  body: ContentCreate | ContentUpdate,
  current: typeof webOrderContents.$inferSelect | null,
  now: Date,
): Promise<LineValues> {
  const contentType = body.contentType ?? current?.contentType ?? 'PRODUCT_DELIVERY';
  const out: LineValues = {};
  if (body.contentType !== undefined) out.contentType = body.contentType;
  if (body.steps !== undefined) out.steps = body.steps;
  if (body.currentStep !== undefined) out.currentStep = body.currentStep;
  if (body.text !== undefined) out.text = body.text;
  if (body.meetingComment !== undefined) out.meetingComment = body.meetingComment || null;
  if (body.codeliveryId !== undefined) out.codeliveryId = body.codeliveryId;
  if (body.deliveryDate !== undefined) {
    checkEta(body.deliveryDate, now);
    out.deliveryDate = body.deliveryDate;
  }
  if (body.priority !== undefined) {
    if (body.priority !== null && !priorityById(body.priority.id)) throw new ApiError(400, 'VALIDATION', 'priority: no such priority');
    out.priorityId = body.priority?.id ?? null;
  }
  if (body.function !== undefined) {
    const fn = body.function === null ? null : FUNCTIONS.find((f) => f.id === body.function?.id);
    if (body.function !== null && !fn) throw new ApiError(400, 'VALIDATION', 'function: no such function');
    const typeId = body.function?.type?.id ?? null;
    if (fn && typeId !== null && !fn.types.some((t) => t.id === typeId)) throw new ApiError(400, 'VALIDATION', 'function.type: not a type of the function');
    out.functionId = fn?.id ?? null;
    out.functionTypeId = typeId;
  }
  if (body.fittingType !== undefined) {
    const typeId = body.fittingType?.id ?? null;
    if (typeId !== null && (await db.select({ id: fittingTypes.id }).from(fittingTypes).where(eq(fittingTypes.id, typeId))).length === 0) {
      throw new ApiError(400, 'VALIDATION', 'fittingType: no such fitting type');
    }
    out.fittingTypeId = typeId;
  }
  if (body.parentWebOrderContentId !== undefined) out.parentId = body.parentWebOrderContentId;
  // A product ordered from a fitting (a line with a parent, spec 2 §4 "a referenced order is active, it is
  // delivery") is delivered: no pickup in a base storage, on create or on any change of the line.
  const parent = out.parentId !== undefined ? out.parentId : (current?.parentId ?? null);
  if (parent !== null && contentType === 'PRODUCT_PICKUP') throw new ApiError(400, 'CONTENT_TYPE_NOT_ALLOWED', 'a product ordered from a fitting is delivered (PRODUCT_DELIVERY)');

  const productTyped = PRODUCT_TYPES.includes(contentType);
  if (productTyped) {
    const sentProduct = body.product && !isExternal(body.product) ? body.product : undefined;
    const productId = sentProduct?.id ?? current?.productId ?? null;
    if (productId === null) throw new ApiError(400, 'VALIDATION', 'product: a product line needs a product');
    const product = await productFacts(db, productId);
    checkDeliveryType(product, contentType);
    out.productId = product.id;
    if (sentProduct) out.quantity = sentProduct.quantity;
    const quantity = out.quantity ?? current?.quantity ?? 1;
    if (product.isFixedAsset && contentType !== 'PRODUCT_DELIVERY' && quantity !== 1) throw new ApiError(400, 'QUANTITY_LOCKED');
    const sentSub = body.subContentType === undefined ? undefined : (body.subContentType?.id ?? null);
    out.subContentTypeId = productSubType(product, contentType, order.receiverType, sentSub, current?.subContentTypeId ?? null);
    const typeChanged = current !== null && body.contentType !== undefined && body.contentType !== current.contentType;
    if (contentType === 'PRODUCT_PICKUP') {
      if (body.fromFacility !== undefined || current === null || typeChanged || current.fromFacilityId === null) {
        const from = await pickupFacility(db, userId, body.fromFacility?.id ?? (typeChanged ? null : current?.fromFacilityId));
        // Independent reads of the chosen storage: at once.
        const [address] = await Promise.all([facilityAddress(db, from, true), checkAvailableIn(db, product.id, from)]);
        out.fromFacilityId = from;
        out.address = address;
        out.deliveryMethodId = null;
        out.codeliveryId = 0;
      }
    } else if (current === null || typeChanged) {
      out.fromFacilityId = body.fromFacility?.id ?? null;
      out.address = order.receiverType === 'FACILITY' && order.facilityId !== null ? await facilityAddress(db, order.facilityId, false) : null;
    }
    if (contentType !== 'PRODUCT_PICKUP' && current?.pickupList.length) out.pickupList = [];
    else if (out.fromFacilityId !== undefined && out.fromFacilityId !== current?.fromFacilityId && body.pickupList === undefined) out.pickupList = [];
    if (body.pickupList !== undefined) {
      if (contentType !== 'PRODUCT_PICKUP' && body.pickupList.length) throw new ApiError(400, 'VALIDATION', 'pickupList: only a pickup line has one');
      out.pickupList = await checkedPickupList(db, body.pickupList, product.id, out.fromFacilityId ?? current?.fromFacilityId ?? null);
    }
  } else {
    if (body.pickupList !== undefined) {
      if (!HOLDING_TYPES.includes(contentType) && body.pickupList.length) throw new ApiError(400, 'VALIDATION', 'pickupList: only a pickup, a work order or a fitting order has aids');
      out.pickupList = await checkedHoldings(db, body.pickupList, order.clientId, contentType);
      // A work or fitting order's one aid is the line's product: its accessories are the accessories step's,
      // and a fitting tries it out (no aid: a new one). A changed aid drops the accessories chosen for another.
      if (contentType === 'WORK' || contentType === 'FITTING') {
        const [aid] = out.pickupList.length ? await db.select({ productId: stockItems.productId }).from(stockItems).where(eq(stockItems.id, out.pickupList[0]?.id ?? 0)) : [];
        out.productId = aid?.productId ?? null;
        if (out.productId !== (current?.productId ?? null)) out.accessories = [];
      }
    }
    if (body.product !== undefined) {
      if (contentType === 'NEW_PRODUCT' && isExternal(body.product)) {
        out.externalProduct = { productNumber: body.product.productNumber, name: body.product.name, supplier: body.product.supplier.label };
        out.quantity = body.product.quantity ?? 1;
      } else if (!isExternal(body.product)) {
        await productFacts(db, body.product.id);
        out.productId = body.product.id;
        out.quantity = body.product.quantity;
      } else throw new ApiError(400, 'VALIDATION', 'product: a product outside the range is for NEW_PRODUCT');
    }
    if (body.subContentType !== undefined) {
      const sub = body.subContentType === null ? null : subContentTypeById(body.subContentType.id);
      if (body.subContentType !== null && (!sub || !(sub.contentTypes as readonly string[]).includes(contentType))) throw new ApiError(400, 'VALIDATION', 'subContentType: not one of this content type');
      if (sub?.value === 'INSTALLATION' && order.receiverType === 'FACILITY') throw new ApiError(400, 'INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE');
      out.subContentTypeId = sub?.id ?? null;
    }
    if (body.fromFacility !== undefined) out.fromFacilityId = body.fromFacility?.id ?? null;
    if (current === null && order.receiverType === 'FACILITY' && order.facilityId !== null) out.address = await facilityAddress(db, order.facilityId, false);
  }
  return out;
}

/**
 * FSP_CreateWebOrderContentWithParent, and the parent a line of one of the caller's orders: the
 * parent's order (null: no parent).
 */
async function checkParent(db: Db, userId: number, parent: number | null | undefined): Promise<number | null> {
  if (parent === null || parent === undefined) return null;
  const [perm] = await db
    .select({ one: sql`1` })
    .from(authorizations)
    .where(and(eq(authorizations.userId, userId), eq(authorizations.type, 'FUNCTION'), eq(authorizations.authId, 'FSP_CreateWebOrderContentWithParent')));
  if (!perm) throw new ApiError(403, 'FORBIDDEN');
  const [line] = await db
    .select({ orderId: webOrderContents.orderId })
    .from(webOrderContents)
    .innerJoin(webOrders, eq(webOrders.id, webOrderContents.orderId))
    .where(and(eq(webOrderContents.id, parent), eq(webOrders.orderedBy, userId)));
  if (!line) throw new ApiError(404, 'NOT_FOUND');
  return line.orderId;
}

/** What a referenced order's line may be (spec 2 §4, ordered from a fitting into its order): a product is delivered. */
const REFERENCED_TYPES: readonly string[] = ['PRODUCT_DELIVERY', 'WORK'];

/** The fitting made of the parent line still open (409 FITTING_CLOSED when completed or annulled; 409 ORDER_NOT_EDITABLE when none). */
async function requireOpenFitting(db: Db, parent: number): Promise<void> {
  const [fitting] = await db.select({ status: fittings.status }).from(fittings).where(eq(fittings.contentId, parent));
  if (!fitting) throw new ApiError(409, 'ORDER_NOT_EDITABLE');
  if (fitting.status === FITTING_STATUS.completed || fitting.status === FITTING_STATUS.annulled) throw new ApiError(409, 'FITTING_CLOSED');
}

export async function hasFunction(db: Db, userId: number, id: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(authorizations)
    .where(and(eq(authorizations.userId, userId), eq(authorizations.type, 'FUNCTION'), eq(authorizations.authId, id)));
  return Boolean(row);
}

// ---------------------------------------------------------------------------------------------
// Delivery

/**
 * A sent order's FITTING lines become fittings (spec 2 Fitting order steps, spec 3 §2): each open
 * (10), not released, so the planner finds it under Unplanned in the planning view; no consultant,
 * technician or meeting yet (the planner chooses them). The line's aid (a product, else a new item)
 * and text are the fitting's; its meeting comment (the wish for the meeting time), when given, the
 * fitting's first external comment.
 */
async function createFittings(
  tx: Db,
  lines: readonly { id: number; fittingTypeId: number | null; productId: number | null; text: string | null; meetingComment: string | null }[],
  at: { orderId: number; clientId: number | null; prescriberId: number; now: Date },
): Promise<void> {
  const { clientId } = at;
  if (lines.length === 0) return;
  // A base storage's order (no client) cannot have been given a fitting line since lines are checked
  // when made (contentTypeAllowed); one made before that rule is refused here, and the send rolls back.
  if (clientId === null) throw new ApiError(409, 'CONTENT_TYPE_NOT_ALLOWED');
  const made = await tx
    .insert(fittings)
    .values(
      lines.map((l) => ({
        contentId: l.id,
        orderId: at.orderId,
        typeId: l.fittingTypeId ?? 0,
        clientId,
        prescriberId: at.prescriberId,
        status: FITTING_STATUS.unplanned, // stored open; the list computes 10, 20 or 30 when it reads
        released: false,
        orderDate: at.now,
        isNewItem: l.productId === null,
        productId: l.productId,
        text: l.text,
      })),
    )
    .returning({ id: fittings.id, contentId: fittings.contentId });
  await tx.insert(fittingEvents).values(made.map((f) => ({ fittingId: f.id, at: at.now, userId: at.prescriberId, event: 'CREATED', detail: null })));
  // The wish for the meeting time, for the consultant and the planner: an external comment by the prescriber.
  const wishes = made.flatMap((f) => {
    const comment = lines.find((l) => l.id === f.contentId)?.meetingComment?.trim() ?? '';
    return comment ? [{ fittingId: f.id, userId: at.prescriberId, at: at.now, comment, type: 'EXTERNAL' }] : [];
  });
  if (wishes.length) await tx.insert(fittingComments).values(wishes);
}

/**
 * The caller's active order if it is preliminary and to a base storage (a FACILITY receiver of
 * category 2): where an order move (spec 3 §4, ORDER_MOVE) puts its line; null otherwise.
 */
export async function activeBaseStorageOrder(db: Db, userId: number): Promise<{ id: number; facilityId: number } | null> {
  const [row] = await db
    .select({ id: webOrders.id, facilityId: webOrders.facilityId, status: webOrders.status, category: facilities.categoryValue })
    .from(activeOrders)
    .innerJoin(webOrders, eq(webOrders.id, activeOrders.orderId))
    .leftJoin(facilities, eq(facilities.id, webOrders.facilityId))
    .where(and(eq(activeOrders.userId, userId), eq(webOrders.orderedBy, userId)));
  if (!row || row.status !== ORDER_STATUS.preliminary || row.facilityId === null || row.category !== FACILITY_CATEGORY.baseStorage) return null;
  return { id: row.id, facilityId: row.facilityId };
}

/**
 * A BASE_STORAGE_MOVE line (made by no wizard: by an order move from the stock balance, server/routes/
 * base-storages.ts) in a preliminary base-storage order: in the cart at once (nothing to fill in),
 * delivered to the receiving storage's address, from the row's storage, the row in its pickupList.
 * The order row is locked for the line number, as createOrderContent does. Answers the line's id.
 */
export async function addBaseStorageMoveLine(
  db: Db,
  m: { orderId: number; receiverFacilityId: number; productId: number; quantity: number; fromFacilityId: number; toWarehouseLocationId: number | null; stockItemId: number; now: Date },
): Promise<number> {
  const address = await facilityAddress(db, m.receiverFacilityId, false);
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ status: webOrders.status }).from(webOrders).where(eq(webOrders.id, m.orderId)).for('update');
    if (order?.status !== ORDER_STATUS.preliminary) throw new ApiError(409, 'ORDER_NOT_EDITABLE');
    const [last] = await tx.select({ n: max(webOrderContents.lineNo) }).from(webOrderContents).where(eq(webOrderContents.orderId, m.orderId));
    const [line] = await tx
      .insert(webOrderContents)
      .values({
        orderId: m.orderId,
        lineNo: (last?.n ?? 0) + 1,
        contentType: 'BASE_STORAGE_MOVE',
        status: CONTENT_STATUS.inCart,
        steps: 0,
        currentStep: 1,
        productId: m.productId,
        quantity: m.quantity,
        fromFacilityId: m.fromFacilityId,
        toWarehouseLocationId: m.toWarehouseLocationId,
        pickupList: [{ id: m.stockItemId, quantity: m.quantity }],
        address,
        createdAt: m.now,
      })
      .returning({ id: webOrderContents.id });
    if (!line) throw new Error('the line was not inserted');
    return line.id;
  });
}

/** A delivery to a user or unit needs its method: a product delivered, or a function order (spec 2 §5 Delivery update, Function order). */
const deliveryMethodRequired = (receiverType: string, contentType: string) => receiverType !== 'FACILITY' && (contentType === 'PRODUCT_DELIVERY' || contentType === 'FUNCTION');

async function deliveryChoices(db: Db, userId: number, order: OrderRow, line: typeof webOrderContents.$inferSelect): Promise<{ addresses: DeliveryAddress[]; contacts: DeliveryContact[] }> {
  const [caller] = await db.select({ id: users.id, firstName: users.firstName, surname: users.surname, phoneNo: users.phoneNo, email: users.email }).from(users).where(eq(users.id, userId));
  const prescriber: DeliveryContact[] = caller
    ? [{ id: caller.id, type: 'PRESCRIBER', firstName: caller.firstName, surname: caller.surname, phoneNo: caller.phoneNo, email: caller.email, relation: null }]
    : [];
  let addresses: DeliveryAddress[];
  if (line.contentType === 'PRODUCT_PICKUP' && line.fromFacilityId !== null) addresses = [await facilityAddress(db, line.fromFacilityId, false)];
  else if (order.receiverType === 'FACILITY' && order.facilityId !== null) addresses = [await facilityAddress(db, order.facilityId, false)];
  else if (order.clientId !== null) {
    const rows = await db.select().from(clientAddresses).where(eq(clientAddresses.clientId, order.clientId)).orderBy(desc(clientAddresses.isRegistered), asc(clientAddresses.description), asc(clientAddresses.id));
    addresses = rows.map((a) => ({ id: a.id, type: 'CLIENT_ADDRESS', description: a.description, careOf: a.careOf, street: a.street, postalNo: a.postalNo, city: a.city }));
    // A function order is delivered to the default base storage (spec 2 §5 Function order): the
    // client's municipality's base storage, offered first (the step's default), then the client's own.
    if (line.contentType === 'FUNCTION') {
      const [base] = await db
        .select({ id: facilities.id })
        .from(facilities)
        .innerJoin(clients, eq(clients.customerId, facilities.customerId))
        .where(and(eq(clients.id, order.clientId), eq(facilities.categoryValue, FACILITY_CATEGORY.baseStorage)))
        .orderBy(asc(facilities.id))
        .limit(1);
      if (base) addresses = [await facilityAddress(db, base.id, false), ...addresses];
    }
  } else addresses = [];
  if (order.clientId === null) return { addresses, contacts: prescriber };
  const [client, contacts] = await Promise.all([
    db.select().from(clients).where(eq(clients.id, order.clientId)),
    db.select().from(clientContacts).where(eq(clientContacts.clientId, order.clientId)).orderBy(desc(clientContacts.isPrimaryContact), asc(clientContacts.surname), asc(clientContacts.id)),
  ]);
  const self: DeliveryContact[] = client[0]
    ? [{ id: client[0].id, type: 'CLIENT', firstName: client[0].firstName, surname: client[0].surname, phoneNo: client[0].phoneNo, email: client[0].email, relation: null }]
    : [];
  return {
    addresses,
    contacts: [
      ...prescriber,
      ...self,
      ...contacts.map((c): DeliveryContact => ({ id: c.id, type: 'CONTACT', firstName: c.firstName, surname: c.surname, phoneNo: c.phoneNo, email: c.email, relation: c.relation })),
    ],
  };
}

async function deliveryOf(db: Db, userId: number, order: OrderRow, line: typeof webOrderContents.$inferSelect, lang: Lang): Promise<Delivery> {
  const [choices, method] = await Promise.all([
    deliveryChoices(db, userId, order, line),
    line.deliveryMethodId === null ? Promise.resolve([]) : db.select().from(deliveryMethods).where(eq(deliveryMethods.id, line.deliveryMethodId)),
  ]);
  const m = method[0];
  return {
    address: line.address,
    contact: line.contact,
    deliveryMethod: m ? { id: m.id, name: lang === 'en' ? m.nameEn : m.nameSv } : null,
    deliveryMethodRequired: deliveryMethodRequired(order.receiverType, line.contentType),
    ...choices,
  };
}

// ---------------------------------------------------------------------------------------------
// Sending

function jointDeliveryBroken(lines: { codeliveryId: number; address: LineAddress | null; deliveryMethodId: number | null }[]): boolean {
  const joint = lines.filter((l) => l.codeliveryId > 0);
  if (joint.length === 0) return false;
  const [first] = joint;
  const same = joint.every((l) => l.address?.id === first?.address?.id && l.address?.type === first?.address?.type && l.deliveryMethodId === first?.deliveryMethodId);
  return joint.length < 2 || !same;
}

async function confirmationOf(ctx: Ctx, userId: number, orderId: number): Promise<SendConfirmation> {
  const order = await loadOrder(ctx, userId, orderId);
  const [caller] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { id: order.id, orderNumber: order.orderNumber, orderDate: order.orderDate, receiver: order.receiver, lineCount: order.lineCount, email: caller?.email ?? '' };
}

// ---------------------------------------------------------------------------------------------
// Routes

export const ctxOf = (c: { var: { db: Db; lang: Lang; config: { linkSecret: string; now: () => Date } } }): Ctx => ({ db: c.var.db, lang: c.var.lang, secret: c.var.config.linkSecret, now: c.var.config.now() });

/**
 * The list's sorts, each read in the order of an index of web_orders (migration 0010), ties broken
 * by the order's id (see findOrders): order date (listed_at), order number, receiver (receiver_sort: the name as
 * shown, folded; a protected identity has none and comes first), ordered-by (maker_sort: the
 * maker's surname and first name, folded), status.
 */
const SORTS = {
  orderDate: sql`${webOrders.listedAt}`,
  orderNumber: sql`${webOrders.orderNumber}`,
  receiver: sql`${webOrders.receiverSort}`,
  orderedBy: sql`${webOrders.makerSort}`,
  status: sql`${webOrders.status}`,
} satisfies Record<string, SQL>;

/** The start of a day in the portal's time zone, as a timestamp to compare listed_at with (an index range). */
const startOfDay = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;

/** GET /web-orders's query as validated. */
type ListQuery = z.output<typeof OrderListQuery>;

/** The columns the list filters on, which web_orders and web_order_words both have. */
type Filterable = typeof webOrders | typeof webOrderWords;

/** The list's filters but the text, on web_orders or on web_order_words. */
function listFilters(t: Filterable, q: ListQuery, userId: number, municipalities: Set<string>): SQL[] {
  const conditions: SQL[] = [seenBy(t, userId, municipalities, q.mine === 'true'), statusIn(t.status, q.status)];
  if (q.clientId) conditions.push(eq(t.clientId, q.clientId));
  if (q.facilityId) conditions.push(eq(t.facilityId, q.facilityId));
  if (q.fromOrderDate) conditions.push(sql`${t.listedAt} >= ${startOfDay(q.fromOrderDate)}`);
  if (q.toOrderDate) conditions.push(sql`${t.listedAt} < ${startOfDay(q.toOrderDate, 1)}`);
  return conditions;
}

/**
 * The ids of a page of the order list and the list's total, each from what answers it with the
 * least reading (docs/performance.md):
 * - a text search: web_order_words, the words starting with the longest word typed (the last one
 *   typed is a word's start, the others whole words), with every filter on the same index entry;
 *   several words are then checked as a phrase against the order's search_text;
 * - the tabs alone: the total a sum over web_order_counts, the page read in its sort's index order;
 * - other filters: the matching orders counted (a date range from the covering web_orders_listed_idx).
 */
async function findOrders(db: Db, q: ListQuery, userId: number, municipalities: Set<string>): Promise<{ ids: number[]; total: number }> {
  const [field, direction] = q.sort.split(':') as [keyof typeof SORTS, 'asc' | 'desc'];
  const by = SORTS[field] ?? SORTS.orderDate;
  // Ties newest first when newest first is the order (the dates), else in the sort's direction, so
  // one index on (key, id) answers both directions.
  const dir = direction === 'asc' ? asc : desc;
  const order = (key: SQL | AnyPgColumn, id: AnyPgColumn) => [dir(key), field === 'orderDate' ? desc(id) : dir(id)] as const;
  const { limit, offset } = pageWindow(q);
  const text = q.freeTextSearch?.trim().toLowerCase().replace(/\s+/g, ' ');

  if (text) {
    const terms = text.split(' ');
    const lastIndex = terms.length - 1;
    const probeIndex = terms.reduce((best, term, i) => (term.length > (terms[best]?.length ?? 0) || (i === lastIndex && term.length === terms[best]?.length) ? i : best), 0);
    const probe = terms[probeIndex] ?? text;
    const w = webOrderWords;
    const conditions = [probeIndex === lastIndex ? sql`${w.word} like ${`${escapeLike(probe)}%`}` : eq(w.word, probe), ...listFilters(w, q, userId, municipalities)];
    if (terms.length > 1) {
      conditions.push(sql`exists (select 1 from ${webOrders} where ${webOrders.id} = ${w.orderId} and ${webOrders.searchText} like ${`% ${escapeLike(text)}%`})`);
    }
    const where = and(...conditions);
    // The page and the total in one pass over the matches (count(*) over the matched orders, an
    // order once however many of its words match); past the last page the total is counted alone.
    const total = sql<number>`count(*) over ()`.mapWith(Number);
    const matched = db.select({ id: w.orderId, listedAt: w.listedAt }).from(w).where(where).groupBy(w.orderId, w.listedAt).as('matched');
    const page =
      field === 'orderDate'
        ? await db.select({ id: matched.id, total }).from(matched).orderBy(...order(matched.listedAt, matched.id)).limit(limit).offset(offset)
        : await db
            .select({ id: webOrders.id, total })
            .from(webOrders)
            .where(inArray(webOrders.id, db.select({ id: matched.id }).from(matched)))
            .orderBy(...order(by, webOrders.id))
            .limit(limit)
            .offset(offset);
    if (page.length > 0 || offset === 0) return { ids: page.map((r) => r.id), total: page[0]?.total ?? 0 };
    const [counted] = await db.select({ n: count() }).from(matched);
    return { ids: [], total: counted?.n ?? 0 };
  }

  const where = and(...listFilters(webOrders, q, userId, municipalities));
  const byStatusOnly = !q.clientId && !q.facilityId && !q.fromOrderDate && !q.toOrderDate;
  const [page, total] = await Promise.all([
    db
      .select({ id: webOrders.id })
      .from(webOrders)
      .where(where)
      .orderBy(...order(by, webOrders.id))
      .limit(limit)
      .offset(offset),
    byStatusOnly ? summedTotal(db, q, userId, municipalities) : db.select({ n: count() }).from(webOrders).where(where).then(([row]) => row?.n ?? 0),
  ]);
  return { ids: page.map((r) => r.id), total };
}

/** The list's total filtered by status alone (the tabs): a sum over web_order_counts, a few hundred rows kept by triggers. */
async function summedTotal(db: Db, q: ListQuery, userId: number, municipalities: Set<string>): Promise<number> {
  const c = webOrderCounts;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${c.n}), 0)::int`.mapWith(Number) })
    .from(c)
    .where(and(seenBy(c, userId, municipalities, q.mine === 'true'), statusIn(c.status, q.status)));
  return row?.n ?? 0;
}

export const orderRoutes = newRouter()
  .openapi(listOrders, async (c) => {
    const { db, session, lang } = c.var;
    const q = c.req.valid('query');
    const municipalities = await municipalitiesOf(db, session.userId);
    const { ids, total } = await findOrders(db, q, session.userId, municipalities);
    // Only the page's orders are read whole.
    const rows = ids.length ? await orderSelect(db).where(inArray(webOrders.id, ids)) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const page = ids.flatMap((id) => byId.get(id) ?? []);
    return c.json({ page: page.map((r) => toSummary(r, municipalities, lang)), count: total }, 200);
  })
  .openapi(getOrderFilters, async (c) => {
    const { db, session } = c.var;
    const q = c.req.valid('query');
    const municipalities = await municipalitiesOf(db, session.userId);
    const listed = and(seenBy(webOrders, session.userId, municipalities, q.mine === 'true'), statusIn(webOrders.status, undefined));
    // A receiver is offered when the list has an order of theirs: probed per receiver on the
    // receiver's index (web_orders_client_idx, _facility_idx), walking the receivers in their
    // order (clients_surname_idx) until a page is found, so a first page costs a page of probes
    // however many orders there are. Every word typed appears in the name, any case.
    const hasClientOrder = sql`exists (select 1 from ${webOrders} where ${webOrders.clientId} = ${clients.id} and ${webOrders.receiverType} = 'CLIENT' and ${listed})`;
    const hasFacilityOrder = sql`exists (select 1 from ${webOrders} where ${webOrders.facilityId} = ${facilities.id} and ${webOrders.receiverType} = 'FACILITY' and ${listed})`;
    const words = (q.searchValue ?? '').toLocaleLowerCase('sv').split(/\s+/).filter(Boolean);
    const clientName = sql`lower(coalesce(${clients.firstName}, '') || ' ' || coalesce(${clients.surname}, ''))`;
    const named = (name: SQL) => words.map((word) => sql`${name} like ${`%${escapeLike(word)}%`}`);
    const clientColumns = { id: clients.id, firstName: clients.firstName, surname: clients.surname };
    const page = q.amount + 1; // one more than asked: whether there are more
    const [clientRows, facilityRows, chosenClient, chosenFacility] = await Promise.all([
      q.clients === 'true'
        ? db
            .select(clientColumns)
            .from(clients)
            .where(and(hasClientOrder, ...named(clientName)))
            .orderBy(asc(clients.surname), asc(clients.firstName), asc(clients.id))
            .limit(page)
        : Promise.resolve([]),
      q.facilities === 'true'
        ? db
            .select({ id: facilities.id, label: facilities.label })
            .from(facilities)
            .where(and(hasFacilityOrder, ...named(sql`lower(${facilities.label})`)))
            .orderBy(asc(facilities.label), asc(facilities.id))
            .limit(page)
        : Promise.resolve([]),
      q.clients === 'true' && q.clientId !== undefined
        ? db.select(clientColumns).from(clients).where(and(eq(clients.id, q.clientId), hasClientOrder))
        : Promise.resolve([]),
      q.facilityId !== undefined && q.facilities === 'true'
        ? db.select({ id: facilities.id, label: facilities.label }).from(facilities).where(and(eq(facilities.id, q.facilityId), hasFacilityOrder))
        : Promise.resolve([]),
    ]);
    const client = (r: { id: number; firstName: string | null; surname: string | null }) => ({ id: r.id, label: fullName(r.firstName, r.surname) });
    return c.json(
      {
        clients: clientRows.slice(0, q.amount).map(client),
        facilities: facilityRows.slice(0, q.amount),
        more: { clients: clientRows.length > q.amount, facilities: facilityRows.length > q.amount },
        chosen: { client: chosenClient[0] ? client(chosenClient[0]) : null, facility: chosenFacility[0] ?? null },
      },
      200,
    );
  })
  .openapi(listFunctionCategories, (c) => {
    const { lang } = c.var;
    return c.json(FUNCTIONS.map((f) => ({ id: f.id, value: f.value, label: f.label[lang], types: f.types.map((t) => ({ id: t.id, value: t.value, label: t.label[lang] })) })), 200);
  })
  .openapi(listDeliveryMethods, async (c) => {
    const { db, lang } = c.var;
    const q = c.req.valid('query');
    const { limit, offset } = pageWindow(q);
    const name = lang === 'en' ? deliveryMethods.nameEn : deliveryMethods.nameSv;
    const [rows, [total]] = await Promise.all([
      db.select({ id: deliveryMethods.id, name }).from(deliveryMethods).orderBy(asc(name), asc(deliveryMethods.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(deliveryMethods),
    ]);
    return c.json({ page: rows, count: total?.n ?? 0 }, 200);
  })
  .openapi(createOrder, async (c) => {
    const { db, session, config } = c.var;
    const body = c.req.valid('json');
    const receiver = 'receiver' in body ? body.receiver : body;
    let clientId: number | null = null;
    let facilityId: number | null = null;
    if (receiver.type === 'FACILITY') {
      const [f] = await db.select({ id: facilities.id, category: facilities.categoryValue }).from(facilities).where(eq(facilities.id, receiver.id));
      if (!f || f.category !== FACILITY_CATEGORY.baseStorage) throw new ApiError(404, 'RECEIVER_NOT_FOUND');
      facilityId = f.id;
    } else {
      const [client] = await db.select({ id: clients.id, customerId: clients.customerId }).from(clients).where(eq(clients.id, receiver.id));
      if (!client) throw new ApiError(404, 'RECEIVER_NOT_FOUND');
      const municipalities = await municipalitiesOf(db, session.userId);
      if (!authorizedTo({ clientId: client.id, clientCustomerId: client.customerId }, municipalities)) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
      if (client.customerId === null) throw new ApiError(409, 'NO_MUNICIPAL_AFFILIATION');
      clientId = client.id;
    }
    const now = config.now();
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(webOrders)
        .values({ orderNumber: sql`(7000000 + currval(pg_get_serial_sequence('web_orders', 'id')))::text`, receiverType: receiver.type, clientId, facilityId, orderedBy: session.userId, responsible: session.userId, createdAt: now })
        .returning({ id: webOrders.id });
      if (!row) throw new Error('the order was not inserted');
      await tx.insert(webOrderHistory).values({ orderId: row.id, at: now, event: 'CREATED', status: ORDER_STATUS.preliminary, userId: session.userId });
      await tx.insert(activeOrders).values({ userId: session.userId, orderId: row.id }).onConflictDoUpdate({ target: activeOrders.userId, set: { orderId: row.id } });
      return row.id;
    });
    return c.json(await loadOrder(ctxOf(c), session.userId, id), 201);
  })
  .openapi(getOrder, async (c) => {
    const { order } = c.req.valid('param');
    return c.json(await loadOrder(ctxOf(c), c.var.session.userId, order, 'read'), 200);
  })
  .openapi(updateOrder, async (c) => {
    const { db, session, config } = c.var;
    const { order } = c.req.valid('param');
    const { note } = c.req.valid('json');
    const { row } = await requireOrder(db, session.userId, order);
    requireEditable(row);
    await db.transaction(async (tx) => {
      await tx.update(webOrders).set({ note: note || null }).where(eq(webOrders.id, order));
      await tx.insert(webOrderHistory).values({ orderId: order, at: config.now(), event: 'NOTE_CHANGED', status: row.status, userId: session.userId });
    });
    return c.json(await loadOrder(ctxOf(c), session.userId, order), 200);
  })
  .openapi(deleteOrder, async (c) => {
    const { db, session } = c.var;
    const { order } = c.req.valid('param');
    const { row } = await requireOrder(db, session.userId, order);
    requireEditable(row);
    await db.delete(webOrders).where(eq(webOrders.id, order));
    return c.body(null, 204);
  })
  .openapi(orderAction, async (c) => {
    const { db, session, config } = c.var;
    const { order } = c.req.valid('param');
    const { action } = c.req.valid('query');
    const { row } = await requireOrder(db, session.userId, order);
    if (action === 'SET_ACTIVE') {
      requireEditable(row);
      await db.insert(activeOrders).values({ userId: session.userId, orderId: order }).onConflictDoUpdate({ target: activeOrders.userId, set: { orderId: order } });
      return c.json({ id: order }, 200);
    }
    const key = c.req.header(IDEMPOTENCY_HEADER)?.trim() || null;
    if (key !== null && (key.length < 8 || key.length > 100)) throw new ApiError(400, 'VALIDATION', `${IDEMPOTENCY_HEADER}: 8 to 100 characters`);
    const now = config.now();
    await db.transaction(async (tx) => {
      const [locked] = await tx.select({ status: webOrders.status, sendKey: webOrders.sendKey }).from(webOrders).where(eq(webOrders.id, order)).for('update');
      if (!locked) throw new ApiError(404, 'NOT_FOUND');
      if (locked.status !== ORDER_STATUS.preliminary) {
        // A repeat of the send that sent it (the same key): answered with the same confirmation.
        if (key !== null && locked.sendKey === key) return;
        throw new ApiError(409, 'ORDER_NOT_EDITABLE');
      }
      const lines = await tx
        .select({
          id: webOrderContents.id,
          status: webOrderContents.status,
          contentType: webOrderContents.contentType,
          address: webOrderContents.address,
          deliveryMethodId: webOrderContents.deliveryMethodId,
          codeliveryId: webOrderContents.codeliveryId,
          subContentTypeId: webOrderContents.subContentTypeId,
          orderControl: products.orderControl,
          fittingTypeId: webOrderContents.fittingTypeId,
          productId: webOrderContents.productId,
          text: webOrderContents.text,
          meetingComment: webOrderContents.meetingComment,
          pickupList: webOrderContents.pickupList,
          priorityId: webOrderContents.priorityId,
          functionId: webOrderContents.functionId,
          functionTypeId: webOrderContents.functionTypeId,
          externalProduct: webOrderContents.externalProduct,
        })
        .from(webOrderContents)
        .leftJoin(products, eq(products.id, webOrderContents.productId))
        .where(eq(webOrderContents.orderId, order));
      if (lines.length === 0) throw new ApiError(409, 'CART_EMPTY');
      if (lines.some((l) => l.status === CONTENT_STATUS.draft)) throw new ApiError(409, 'CART_DRAFT_INFO_MESSAGE');
      if (lines.some((l) => l.address === null)) throw new ApiError(409, 'NO_ADDRESS_OR_CONTACT');
      if (lines.some((l) => deliveryMethodRequired(row.receiverType, l.contentType) && l.deliveryMethodId === null)) throw new ApiError(409, 'NO_DELIVERY_METHOD');
      if (row.clientId !== null) {
        const municipalities = await municipalitiesOf(tx, session.userId);
        if (!authorizedTo(row, municipalities)) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
      }
      if (jointDeliveryBroken(lines)) throw new ApiError(409, 'MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY');
      const installation = (l: (typeof lines)[number]) =>
        subContentTypeById(l.subContentTypeId ?? 0)?.value === 'INSTALLATION' || (l.contentType === 'PRODUCT_DELIVERY' && l.orderControl === 'INSTALLATION_MANDATORY');
      if (row.receiverType === 'FACILITY' && lines.some(installation)) throw new ApiError(409, 'INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE');
      // Each line as its wizard left it: the rules of ADD_TO_CART, again (a line may have got into the cart before a rule).
      const unnumbered = await unnumberedItems(tx, lines);
      const missing = lines.map((l) => lineNotReady(l, unnumbered)).find((m) => m !== null);
      if (missing) throw new ApiError(409, missing);
      await tx.update(webOrders).set({ status: ORDER_STATUS.ordered, orderDate: now, sendKey: key }).where(eq(webOrders.id, order));
      await tx.update(webOrderContents).set({ status: CONTENT_STATUS.ordered, orderedAt: now }).where(eq(webOrderContents.orderId, order));
      await tx.insert(webOrderHistory).values({ orderId: order, at: now, event: 'SENT', status: ORDER_STATUS.ordered, userId: session.userId });
      await createFittings(tx, lines.filter((l) => l.contentType === 'FITTING'), { orderId: order, clientId: row.clientId, prescriberId: session.userId, now });
      await tx.delete(activeOrders).where(eq(activeOrders.orderId, order));
    });
    return c.json(await confirmationOf(ctxOf(c), session.userId, order), 200);
  })

  // Lines
  .openapi(listOrderContent, async (c) => {
    const { db, session } = c.var;
    const { order } = c.req.valid('param');
    await requireOrder(db, session.userId, order, 'read');
    const lines = await loadLines(ctxOf(c), order);
    return c.json({ page: lines, count: lines.length }, 200);
  })
  .openapi(createOrderContent, async (c) => {
    const { db, session, config } = c.var;
    const { order } = c.req.valid('param');
    const body = c.req.valid('json');
    const { row } = await requireOrder(db, session.userId, order);
    // A sent order takes one kind of line: a referenced order's, with a parent (below).
    const referenced = row.status !== ORDER_STATUS.preliminary;
    if (referenced && (!orderOpen(row) || body.parentWebOrderContentId === undefined || body.parentWebOrderContentId === null)) throw new ApiError(409, 'ORDER_NOT_EDITABLE');
    // The wizard of the content type must be the user's (its feature flag) and the receiver's (no function order,
    // fitting, work, pickup or external assortment for a base storage, spec 2 §6): what the new-order popup and
    // the menu offer, enforced here.
    if (!contentTypeAllowed(body.contentType, row.receiverType, session.flags)) throw new ApiError(400, 'CONTENT_TYPE_NOT_ALLOWED');
    const parentOrder = await checkParent(db, session.userId, body.parentWebOrderContentId);
    if (referenced && body.parentWebOrderContentId) {
      // A referenced order (spec 2 §4): the fitting's own order, sent, takes a delivered product or a work
      // order whose parent is its FITTING line, while the fitting is open.
      if (parentOrder !== order) throw new ApiError(409, 'ORDER_NOT_EDITABLE');
      if (!REFERENCED_TYPES.includes(body.contentType)) throw new ApiError(400, 'CONTENT_TYPE_NOT_ALLOWED');
      await requireOpenFitting(db, body.parentWebOrderContentId);
    }
    const now = config.now();
    const values = await lineValues(db, session.userId, row, body, null, now);
    const steps = body.steps ?? (body.contentType in WIZARD_STEPS ? WIZARD_STEPS[body.contentType as keyof typeof WIZARD_STEPS] : 0);
    const id = await db.transaction(async (tx) => {
      await tx.select({ id: webOrders.id }).from(webOrders).where(eq(webOrders.id, order)).for('update');
      const [last] = await tx.select({ n: max(webOrderContents.lineNo) }).from(webOrderContents).where(eq(webOrderContents.orderId, order));
      const [line] = await tx
        .insert(webOrderContents)
        .values({ ...values, orderId: order, lineNo: (last?.n ?? 0) + 1, contentType: body.contentType, status: CONTENT_STATUS.draft, steps, currentStep: body.currentStep ?? 1, createdAt: now })
        .returning({ id: webOrderContents.id });
      if (!line) throw new Error('the line was not inserted');
      return line.id;
    });
    return c.json(await loadLine(ctxOf(c), order, id), 201);
  })
  .openapi(listOrderClientHoldings, async (c) => {
    const { db, session } = c.var;
    const { order } = c.req.valid('param');
    const { row } = await requireOrder(db, session.userId, order, 'read');
    if (row.clientId === null) return c.json({ page: [], count: 0 }, 200); // a base storage holds no aids
    return c.json(await holdingsPage(db, row.clientId, { ...c.req.valid('query'), availableOnly: 'true' }), 200);
  })
  .openapi(getOrderContent, async (c) => {
    const { db, session } = c.var;
    const { order, content } = c.req.valid('param');
    await requireOrder(db, session.userId, order, 'read');
    return c.json(await loadLine(ctxOf(c), order, content), 200);
  })
  .openapi(updateOrderContent, async (c) => {
    const { db, session, config } = c.var;
    const { order, content } = c.req.valid('param');
    const body = c.req.valid('json');
    const { order: row, line } = await requireLine(db, session.userId, order, content);
    requireLineEditable(row, line);
    // A referenced order's line keeps its parent (what made it editable).
    if (row.status !== ORDER_STATUS.preliminary && body.parentWebOrderContentId !== undefined && body.parentWebOrderContentId !== line.parentId) throw new ApiError(409, 'ORDER_NOT_EDITABLE');
    await checkParent(db, session.userId, body.parentWebOrderContentId);
    const values = await lineValues(db, session.userId, row, body, line, config.now());
    if (Object.keys(values).length) await db.update(webOrderContents).set(values).where(eq(webOrderContents.id, content));
    return c.json(await loadLine(ctxOf(c), order, content), 200);
  })
  .openapi(deleteOrderContent, async (c) => {
    const { db, session } = c.var;
    const { order, content } = c.req.valid('param');
    const { order: row, line } = await requireLine(db, session.userId, order, content);
    requireLineEditable(row, line);
    await db.delete(webOrderContents).where(eq(webOrderContents.id, content));
    return c.body(null, 204);
  })
  .openapi(orderContentAction, async (c) => {
    const { db, session } = c.var;
    const { order, content } = c.req.valid('param');
    const { action } = c.req.valid('query');
    const { order: row, line } = await requireLine(db, session.userId, order, content);
    // CONFIRM: a referenced order's line (a draft with a parent in a sent order) is ordered at once; the rest go through the cart.
    if (action === 'CONFIRM' && (line.parentId === null || row.status === ORDER_STATUS.preliminary)) throw new ApiError(409, 'NOT_A_REFERENCED_LINE');
    if (action !== 'CONFIRM') requireEditable(row);
    requireLineEditable(row, line);
    if (action === 'ADD_TO_CART' || action === 'CONFIRM') {
      const missing = lineNotReady(line, await unnumberedItems(db, [line]));
      if (missing) throw new ApiError(409, missing);
      if (line.address === null) throw new ApiError(409, 'NO_ADDRESS_OR_CONTACT');
      if (deliveryMethodRequired(row.receiverType, line.contentType) && line.deliveryMethodId === null) throw new ApiError(409, 'NO_DELIVERY_METHOD');
      if (row.receiverType === 'FACILITY' && subContentTypeById(line.subContentTypeId ?? 0)?.value === 'INSTALLATION') throw new ApiError(409, 'INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE');
      if (action === 'CONFIRM' && line.parentId !== null) await requireOpenFitting(db, line.parentId);
      const status = action === 'CONFIRM' ? CONTENT_STATUS.ordered : CONTENT_STATUS.inCart;
      // Still as read (a draft, for CONFIRM): two confirmations racing order the line once, the other is refused.
      const moved = await db
        .update(webOrderContents)
        // A confirmed referenced line is ordered now: its orderedAt is the timeline's LINE_CONFIRMED / WORK_ORDERED.
        .set({ status, currentStep: Math.max(1, line.steps), ...(action === 'CONFIRM' ? { orderedAt: c.var.config.now() } : {}) })
        .where(and(eq(webOrderContents.id, content), eq(webOrderContents.status, line.status)))
        .returning({ id: webOrderContents.id });
      if (!moved.length) throw new ApiError(409, 'ORDER_NOT_EDITABLE');
    } else {
      await db.update(webOrderContents).set({ status: CONTENT_STATUS.draft }).where(eq(webOrderContents.id, content));
    }
    return c.json(await loadLine(ctxOf(c), order, content), 200);
  })
  .openapi(updateOrderContentLines, async (c) => {
    const { db, session } = c.var;
    const { order, content } = c.req.valid('param');
    const body = c.req.valid('json');
    const { order: row, line } = await requireLine(db, session.userId, order, content);
    requireLineEditable(row, line);
    if ('quantity' in body) {
      if (line.productId !== null && line.contentType !== 'PRODUCT_DELIVERY') {
        const product = await productFacts(db, line.productId);
        if (product.isFixedAsset && body.quantity !== 1) throw new ApiError(400, 'QUANTITY_LOCKED');
      }
      await db.update(webOrderContents).set({ quantity: body.quantity }).where(eq(webOrderContents.id, content));
    } else {
      // Only the line's own items, each at most what is free (the rule the items were chosen by).
      const listed = new Set(line.pickupList.map((p) => p.id));
      await checkedItems(db, body.pickupList, (i) => listed.has(i.id), 'not an item of the line');
      const next = line.pickupList.map((p) => ({ id: p.id, quantity: body.pickupList.find((q) => q.id === p.id)?.quantity ?? p.quantity }));
      await db.update(webOrderContents).set({ pickupList: next }).where(eq(webOrderContents.id, content));
    }
    return c.json(await loadLine(ctxOf(c), order, content), 200);
  })
  .openapi(getOrderContentForm, async (c) => {
    const { db, session } = c.var;
    const { order, content } = c.req.valid('param');
    const { line } = await requireLine(db, session.userId, order, content);
    return c.json({ text: line.text, requestedDeliveryDate: line.requestedDeliveryDate, contactBeforeDelivery: line.contactBeforeDelivery }, 200);
  })
  .openapi(updateOrderContentForm, async (c) => {
    const { db, session, config } = c.var;
    const { order, content } = c.req.valid('param');
    const form = c.req.valid('json');
    const { order: row, line } = await requireLine(db, session.userId, order, content);
    requireLineEditable(row, line);
    checkEta(form.requestedDeliveryDate, config.now());
    const text = form.text || null;
    await db.update(webOrderContents).set({ text, requestedDeliveryDate: form.requestedDeliveryDate, contactBeforeDelivery: form.contactBeforeDelivery }).where(eq(webOrderContents.id, content));
    return c.json({ text, requestedDeliveryDate: form.requestedDeliveryDate, contactBeforeDelivery: form.contactBeforeDelivery }, 200);
  })
  .openapi(getOrderContentDelivery, async (c) => {
    const { db, session, lang } = c.var;
    const { order, content } = c.req.valid('param');
    const { order: row, line } = await requireLine(db, session.userId, order, content);
    return c.json(await deliveryOf(db, session.userId, row, line, lang), 200);
  })
  .openapi(updateOrderContentDelivery, async (c) => {
    const { db, session, lang } = c.var;
    const { order, content } = c.req.valid('param');
    const body = c.req.valid('json');
    const { order: row, line } = await requireLine(db, session.userId, order, content);
    requireLineEditable(row, line);
    if (!body.address || !body.contact) throw new ApiError(400, 'NO_ADDRESS_OR_CONTACT');
    const { addresses, contacts } = await deliveryChoices(db, session.userId, row, line);
    const address = addresses.find((a) => a.id === body.address?.id && a.type === body.address.type);
    const contact = contacts.find((k) => k.id === body.contact?.id && k.type === body.contact.type);
    if (!address || !contact) throw new ApiError(400, 'NO_ADDRESS_OR_CONTACT');
    const required = deliveryMethodRequired(row.receiverType, line.contentType);
    const methodId = body.deliveryMethod?.id ?? null;
    if (required && methodId === null) throw new ApiError(400, 'NO_DELIVERY_METHOD');
    if (methodId !== null) {
      const [m] = await db.select({ id: deliveryMethods.id }).from(deliveryMethods).where(eq(deliveryMethods.id, methodId));
      if (!m) throw new ApiError(400, 'NO_DELIVERY_METHOD');
    }
    if (row.receiverType === 'FACILITY' && subContentTypeById(line.subContentTypeId ?? 0)?.value === 'INSTALLATION') throw new ApiError(400, 'INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE');
    const values: LineValues = { address: { ...address } satisfies LineAddress, contact: { ...contact } satisfies LineContact, deliveryMethodId: methodId };
    await db.update(webOrderContents).set(values).where(eq(webOrderContents.id, content));
    const [updated] = await db.select().from(webOrderContents).where(eq(webOrderContents.id, content));
    if (!updated) throw new ApiError(404, 'NOT_FOUND');
    return c.json(await deliveryOf(db, session.userId, row, updated, lang), 200);
  })
  .openapi(getOrderContentMakes, async (c) => {
    const { db, session } = c.var;
    const { order, content } = c.req.valid('param');
    const { line } = await requireLine(db, session.userId, order, content);
    return c.json(toMakes(await offeredMakes(db, line, c.var.lang), line.makes), 200);
  })
  .openapi(updateOrderContentMakes, async (c) => {
    const { db, session } = c.var;
    const { order, content } = c.req.valid('param');
    const selection = c.req.valid('json');
    const { order: row, line } = await requireLine(db, session.userId, order, content);
    requireLineEditable(row, line);
    const offered = await offeredMakes(db, line, c.var.lang);
    const valid = new Set(offered.map((m) => m.id));
    if (selection.some((s) => !valid.has(s.id))) throw new ApiError(400, 'VALIDATION', 'makes: not a value of the product’s makes');
    const chosen = new Set(line.makes);
    for (const s of selection) {
      if (s.selected) chosen.add(s.id);
      else chosen.delete(s.id);
    }
    const makes = [...chosen].sort((a, b) => a - b);
    await db.update(webOrderContents).set({ makes }).where(eq(webOrderContents.id, content));
    return c.json(toMakes(offered, makes), 200);
  })
  .openapi(getOrderContentAccessories, async (c) => {
    const { db, session } = c.var;
    const { order, content } = c.req.valid('param');
    await requireLine(db, session.userId, order, content);
    return c.json((await loadLine(ctxOf(c), order, content)).accessories, 200);
  })
  .openapi(updateOrderContentAccessories, async (c) => {
    const { db, session } = c.var;
    const { order, content } = c.req.valid('param');
    const selection = c.req.valid('json');
    const { order: row, line } = await requireLine(db, session.userId, order, content);
    requireLineEditable(row, line);
    const offered = line.productId === null ? [] : ((await accessoriesOf(db, [line.productId])).get(line.productId) ?? []);
    const valid = new Set(offered.map((a) => a.id));
    if (selection.some((s) => !valid.has(s.id))) throw new ApiError(400, 'ACCESSORIES_MISSING');
    const chosen = new Map(line.accessories.map((a) => [a.id, a.quantity]));
    for (const s of selection) {
      if (s.selected) chosen.set(s.id, s.quantity ?? chosen.get(s.id) ?? 1);
      else chosen.delete(s.id);
    }
    await db
      .update(webOrderContents)
      .set({ accessories: [...chosen].map(([id, quantity]) => ({ id, quantity })) })
      .where(eq(webOrderContents.id, content));
    return c.json((await loadLine(ctxOf(c), order, content)).accessories, 200);
  })
  .openapi(listOrderContentSubContentTypes, async (c) => {
    const { db, session, lang } = c.var;
    const { order, content } = c.req.valid('param');
    const { line } = await requireLine(db, session.userId, order, content);
    return c.json(subContentTypesOf(line.contentType, lang).map(({ id, value, label }) => ({ id, value, label })), 200);
  })
  .openapi(listOrderContentCategories, async (c) => {
    const { db, session, lang } = c.var;
    const { order, content } = c.req.valid('param');
    const { line } = await requireLine(db, session.userId, order, content);
    return c.json(subContentTypesOf(line.contentType, lang), 200);
  })

  // Comments
  .openapi(listOrderContentComments, async (c) => {
    const { db, session } = c.var;
    const { order, content } = c.req.valid('param');
    await requireLine(db, session.userId, order, content, 'read');
    const rows = await db
      .select({ id: webOrderComments.id, userId: webOrderComments.userId, at: webOrderComments.at, comment: webOrderComments.comment, type: webOrderComments.type, firstName: users.firstName, surname: users.surname })
      .from(webOrderComments)
      .innerJoin(users, eq(users.id, webOrderComments.userId))
      .where(eq(webOrderComments.contentId, content))
      .orderBy(asc(webOrderComments.at), asc(webOrderComments.id));
    const page = rows.map((r) => ({
      id: r.id,
      createdBy: fullName(r.firstName, r.surname),
      createdDateTime: r.at.toISOString(),
      comment: r.comment,
      type: r.type === 'INTERNAL' ? ('INTERNAL' as const) : ('EXTERNAL' as const),
      own: r.userId === session.userId,
    }));
    return c.json({ page, count: page.length }, 200);
  })
  .openapi(createOrderContentComment, async (c) => {
    const { db, session, config } = c.var;
    const { order, content } = c.req.valid('param');
    const body = c.req.valid('json');
    await requireLine(db, session.userId, order, content);
    const [row] = await db.insert(webOrderComments).values({ contentId: content, userId: session.userId, at: config.now(), comment: body.comment, type: body.type }).returning();
    const [caller] = await db.select({ firstName: users.firstName, surname: users.surname }).from(users).where(eq(users.id, session.userId));
    if (!row) throw new Error('the comment was not inserted');
    return c.json({ id: row.id, createdBy: fullName(caller?.firstName ?? '', caller?.surname ?? ''), createdDateTime: row.at.toISOString(), comment: row.comment, type: body.type, own: true }, 201);
  })
  .openapi(deleteOrderContentComment, async (c) => {
    const { db, session } = c.var;
    const { order, content, comment } = c.req.valid('param');
    await requireLine(db, session.userId, order, content);
    const [row] = await db.select({ userId: webOrderComments.userId }).from(webOrderComments).where(and(eq(webOrderComments.id, comment), eq(webOrderComments.contentId, content)));
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    if (row.userId !== session.userId) throw new ApiError(403, 'FORBIDDEN');
    await db.delete(webOrderComments).where(eq(webOrderComments.id, comment));
    return c.body(null, 204);
  })

  // Files
  .openapi(listOrderContentFiles, async (c) => {
    const { db, session } = c.var;
    const { order, content } = c.req.valid('param');
    await requireLine(db, session.userId, order, content, 'read');
    return c.json(await lineFilesOf(ctxOf(c), order, content), 200);
  })
  // A multipart form, read and checked here (as the messages' upload): the contract's body schema
  // describes it for the document (registered below).
  .openapi({ ...uploadOrderContentFile, request: { params: uploadOrderContentFile.request.params }, hide: true, middleware: [singleUploadLimit] }, async (c) => {
    const { db, session, config } = c.var;
    const { order, content } = c.req.valid('param');
    const { line } = await requireLine(db, session.userId, order, content);
    if (!(await hasFunction(db, session.userId, ORDER_FILE_PERMISSIONS.upload))) throw new ApiError(403, 'FORBIDDEN');
    if (line.status === CONTENT_STATUS.done || line.status === CONTENT_STATUS.cancelled) throw new ApiError(403, 'FORBIDDEN');
    const upload = await readSingleUpload(c.req);
    const [existing] = await db.select({ n: count() }).from(webOrderFiles).where(eq(webOrderFiles.contentId, content));
    if ((existing?.n ?? 0) >= UPLOAD_MAX_FILES) throw new ApiError(400, 'TOO_MANY_FILES');
    await db.insert(webOrderFiles).values({ contentId: content, userId: session.userId, at: config.now(), name: upload.name, contentType: upload.kind.contentType, content: upload.bytes });
    return c.json(await lineFilesOf(ctxOf(c), order, content), 201);
  })
  .openapi(deleteOrderContentFile, async (c) => {
    const { db, session } = c.var;
    const { order, content, file } = c.req.valid('param');
    const { line } = await requireLine(db, session.userId, order, content);
    if (!(await hasFunction(db, session.userId, ORDER_FILE_PERMISSIONS.delete))) throw new ApiError(403, 'FORBIDDEN');
    if (line.status === CONTENT_STATUS.done || line.status === CONTENT_STATUS.cancelled) throw new ApiError(403, 'FORBIDDEN');
    const deleted = await db.delete(webOrderFiles).where(and(eq(webOrderFiles.id, file), eq(webOrderFiles.contentId, content))).returning({ id: webOrderFiles.id });
    if (!deleted.length) throw new ApiError(404, 'NOT_FOUND');
    return c.body(null, 204);
  });
orderRoutes.openAPIRegistry.registerPath(uploadOrderContentFile);

/** A file behind its signed link: no session header, since a download link cannot send one. */
export const orderFileRoutes = newRouter().openapi(getOrderContentFile, async (c) => {
  const { db, config } = c.var;
  const { order, content, file } = c.req.valid('param');
  await requireSignedLink(config.linkSecret, fileLink(order, content, file).subject, c.req.valid('query'), config.now());
  const [row] = await db
    .select()
    .from(webOrderFiles)
    .innerJoin(webOrderContents, eq(webOrderContents.id, webOrderFiles.contentId))
    .where(and(eq(webOrderFiles.id, file), eq(webOrderFiles.contentId, content), eq(webOrderContents.orderId, order)));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return fileDownload(c, row.web_order_files);
});
