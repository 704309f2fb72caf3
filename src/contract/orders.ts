/**
 * Orders (spec 2 §1, §3 Order, Order content line, Delivery, §4 Order status, Content line status,
 * Active order, Cart and sending, Delivery type, Joint delivery, Assembly or installation, Wizards,
 * §5 Quantity counter, ETA date, Delivery update, Price display, §7 Orders; spec 1 §2 New-order
 * popup, Header).
 *
 * An order (a web-order) has one receiver: a client (CLIENT), a base storage (FACILITY) or a client
 * with a protected identity (Secret_ID, whose name and identity number are never answered). Until it
 * is sent its status is 10 (preliminary): it is the user's cart, and its content lines are drafts
 * (5, a wizard not finished) or in the cart (10). SEND moves it to 20 (ordered) with every line. Only
 * the user who created an order (ordered-by) sees or changes it, and only while preliminary; the
 * receiver's rules apply on every call (a client receiver needs the caller's municipal authorization).
 *
 * The active order is the user's current preliminary order (AppData.currentOrder): creating an
 * order makes it active, SET_ACTIVE switches, sending or deleting it leaves none.
 *
 * Sending is idempotent: the client sends an `Idempotency-Key` header (a fresh random key per send
 * attempt, reused on a retry); a SEND repeated with the same key answers the same confirmation and
 * makes no second order. The server checks every send rule again: not empty, no draft line, every
 * line with a delivery address (and, delivered to a client, a delivery method), a client receiver
 * needs municipal authorization, a joint delivery has at least two lines with the same address and
 * method, an installation-mandatory line cannot go to a base storage.
 */
import { z } from '@hono/zod-openapi';
import { COMMENT_MAX, CONTENT_STATUSES, CONTENT_TYPES, ETA_MAX, IDEMPOTENCY_HEADER, ORDER_CONTROLS, ORDER_FILTER_PAGE, ORDER_STATUSES, RECEIVER_TYPES } from './constants.ts';
import { PagingQuery, SignedLinkQuery, errorResponses, jsonResponse, noSession, pageOf, IdParam, defineRoute } from './common.ts';
import { DefaultAddress, HoldingListQuery, HoldingPage } from './clients.ts';
import { MAX_ID } from './shared/query-id.ts';

const Id = IdParam;
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).openapi({ description: 'YYYY-MM-DD', example: '2026-12-01' });
const Labelled = z.object({ value: z.number().int(), label: z.string() });
const Person = z.object({ firstName: z.string(), surname: z.string(), email: z.string() });

const NOT_AUTHORIZED = 'NOT_AUTHORIZED_TO_MUNICIPALITY: the order’s receiver is a client of a municipality the caller is not authorized for';
const NO_ORDER = 'NOT_FOUND: no such order of the caller';
const NO_CONTENT = 'NOT_FOUND: no such order or content line of the caller';
const NOT_EDITABLE = 'ORDER_NOT_EDITABLE: the order is sent (not preliminary) and cannot change';
/** A line that may change: any of a preliminary order; of a sent order, open, only a referenced order's draft (a parent). */
const LINE_NOT_EDITABLE =
  'ORDER_NOT_EDITABLE: the order is sent (not preliminary) and the line is not a draft with a parent (a referenced order’s line, until confirmed), or the order is delivered or cancelled';
const REFERENCED =
  'A sent order (not delivered or cancelled) takes a line only with parentWebOrderContentId a FITTING line of that same order (a referenced order, spec 2 §4): ' +
  'PRODUCT_DELIVERY, PRODUCT_PICKUP or WORK, while the fitting made of the parent is open; the line is then a draft, edited as one of a preliminary order, and confirmed with action=CONFIRM';

export const OrderId = z.object({ order: Id });
export const ContentId = z.object({ order: Id, content: Id });

// ---------------------------------------------------------------------------------------------
// The order and its lines
// ---------------------------------------------------------------------------------------------

export const OrderReceiver = z
  .object({
    type: z.enum(RECEIVER_TYPES),
    id: z.number().int().openapi({ description: 'The client id (CLIENT, Secret_ID) or the facility id (FACILITY)' }),
    value: z.string().openapi({ description: 'CLIENT: the identity number; FACILITY: the facility code; Secret_ID: empty' }),
    label: z.string().openapi({ description: 'What the header shows: the name, the facility, or “Protected identity”' }),
    firstName: z.string().nullable(),
    surname: z.string().nullable(),
    identityNumber: z.string().nullable(),
    defaultAddress: DefaultAddress.extend({
      municipal: z.string().nullable().openapi({ description: 'The municipality’s name' }),
      municipalLogo: z.string().nullable().openapi({ description: 'The municipality’s logo (a path on the portal’s origin)' }),
    }).nullable(),
    hasAuthorizationForMunicipal: z.boolean().openapi({ description: 'Always true for a facility' }),
  })
  .openapi('OrderReceiver');
export type OrderReceiver = z.infer<typeof OrderReceiver>;

/** An address a line is delivered to (or picked up from): one of the receiver’s, by type and id. */
export const AddressRef = z.object({
  id: z.number().int(),
  type: z.enum(['CLIENT_ADDRESS', 'FACILITY']).openapi({ description: 'CLIENT_ADDRESS: an address of the client (GET /clients/{client}/addresses); FACILITY: a facility' }),
});
export const DeliveryAddress = AddressRef.extend({
  description: z.string(),
  careOf: z.string().nullable(),
  street: z.string(),
  postalNo: z.string(),
  city: z.string(),
}).openapi('DeliveryAddress');
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

/** Whom the deliverer contacts: the prescriber (a user), a contact of the client, or the client. */
export const ContactRef = z.object({
  id: z.number().int(),
  type: z.enum(['PRESCRIBER', 'CONTACT', 'CLIENT']).openapi({ description: 'PRESCRIBER: a user (id); CONTACT: a contact of the client; CLIENT: the client themself (id the client id)' }),
});
export const DeliveryContact = ContactRef.extend({
  firstName: z.string(),
  surname: z.string(),
  phoneNo: z.string().nullable(),
  email: z.string().nullable(),
  relation: z.string().nullable(),
}).openapi('DeliveryContact');
export type DeliveryContact = z.infer<typeof DeliveryContact>;

export const DeliveryMethod = z.object({ id: z.number().int(), name: z.string() }).openapi('DeliveryMethod');
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

export const SubContentType = z.object({ id: z.number().int(), value: z.string(), label: z.string() }).openapi('SubContentType');
export type SubContentType = z.infer<typeof SubContentType>;
export const Priority = z.object({ id: z.number().int(), value: z.string(), label: z.string() }).openapi('Priority');

/** The product of a line, with what its price and its quantity rules need. */
export const LineProduct = z
  .object({
    id: z.number().int().nullable().openapi({ description: 'The product id; null for a product outside the range (NEW_PRODUCT)' }),
    productNumber: z.string(),
    name: z.string(),
    description: z.string(),
    quantity: z.number().int(),
    unit: z.string(),
    supplier: z.object({ label: z.string() }),
    orderControl: z.enum(ORDER_CONTROLS),
    isOrderable: z.boolean(),
    isInventory: z.boolean().openapi({ description: 'An inventory item (a fixed asset, one a piece)' }),
    salesPrice: z.number(),
    salesPriceQuantity: z.number().int(),
    numberOfPriceDecimals: z.number().int(),
    salesPriceCurrency: z.object({ value: z.string() }).nullable(),
    inventoryNumber: z.string().nullable(),
    maxQuantity: z.number().int().nullable(),
    image: z.object({ name: z.string(), url: z.string() }).nullable(),
  })
  .openapi('LineProduct');
export type LineProduct = z.infer<typeof LineProduct>;

export const MakeValue = z.object({ id: z.number().int(), value: z.string(), default: z.boolean(), selected: z.boolean() });
export const LineMake = z.object({ id: z.number().int(), label: z.string(), values: z.array(MakeValue) }).openapi('LineMake');
export type LineMake = z.infer<typeof LineMake>;

export const LineAccessory = z
  .object({
    id: z.number().int().openapi({ description: 'The accessory’s product id' }),
    productNumber: z.string(),
    name: z.string(),
    quantity: z.number().int().min(1),
    selected: z.boolean(),
    salesPrice: z.number(),
    salesPriceQuantity: z.number().int(),
    numberOfPriceDecimals: z.number().int(),
    salesPriceCurrency: z.object({ value: z.string() }).nullable(),
  })
  .openapi('LineAccessory');
export type LineAccessory = z.infer<typeof LineAccessory>;

export const OrderFile = z
  .object({ id: z.number().int(), name: z.string(), url: z.string(), createdDateTime: z.string(), createdBy: z.string() })
  .openapi('OrderFile');
export type OrderFile = z.infer<typeof OrderFile>;

export const PickupItem = z
  .object({
    id: z.number().int().openapi({ description: 'The holding (inventory id)' }),
    name: z.string(),
    inventoryNumber: z.string().nullable(),
    productNumber: z.string(),
    quantity: z.number().int(),
    unit: z.string(),
    maxQuantity: z.number().int(),
  })
  .openapi('PickupItem');

const FacilityRef = z.object({ id: z.number().int(), value: z.string(), label: z.string(), category: Labelled });

export const OrderContent = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    contentType: z.enum(CONTENT_TYPES),
    contentNumber: z.string().openapi({ description: 'The order number and the line’s number, e.g. 7000123-2' }),
    status: z.object({ value: z.number().int().openapi({ description: `One of ${CONTENT_STATUSES.join(', ')} (5 draft, 10 in the cart)` }), label: z.string() }),
    externalStatus: Labelled.nullable().openapi({ description: 'The supplier’s status, shown instead of status when present' }),
    externalStatusComment: z.string().nullable(),
    steps: z.number().int().openapi({ description: 'The wizard’s number of steps; 0: no wizard (a base-storage move)' }),
    currentStep: z.number().int().openapi({ description: 'The step the wizard resumes at (1-based)' }),
    deliveryDate: Day.nullable().openapi({ description: 'The ETA: the date the line is expected' }),
    requestedDeliveryDate: Day.nullable(),
    address: DeliveryAddress.nullable().openapi({ description: 'Where it is delivered (null: Missing delivery address)' }),
    fromAddress: DeliveryAddress.nullable().openapi({ description: 'Where it is picked up (PICKUP)' }),
    contact: DeliveryContact.nullable(),
    deliveryMethod: DeliveryMethod.nullable(),
    codeliveryId: z.number().int().openapi({ description: 'Joint delivery: 1 delivered together with the other lines of 1, 0 not' }),
    subContentType: SubContentType.nullable().openapi({ description: 'PRODUCT_DELIVERY: INSTALLATION or ASSEMBLY (null: none); WORK: the work type' }),
    priority: Priority.nullable(),
    text: z.string().nullable().openapi({ description: 'Additional information (plain text)' }),
    meetingComment: z.string().nullable().openapi({ description: 'FITTING: the wish for the meeting time; sent, it becomes an external comment of the fitting' }),
    product: LineProduct.nullable(),
    makes: z.array(LineMake),
    accessories: z.array(LineAccessory).openapi({ description: 'The product’s accessories; the selected ones are ordered with it' }),
    files: z.array(OrderFile),
    commentCount: z.number().int().openapi({ description: 'The number of the line’s comments (its messages), read with GET …/comments' }),
    pickupList: z.array(PickupItem),
    function: z
      .object({ id: z.number().int(), value: z.string(), type: z.object({ id: z.number().int(), value: z.string() }).nullable(), quantity: z.number().int(), unit: z.string() })
      .nullable(),
    fromFacility: FacilityRef.nullable().openapi({ description: 'PRODUCT_PICKUP: the base storage it is picked up in; PRODUCT_DELIVERY: the storage it is sent from' }),
    toWarehouseLocation: z.object({ id: z.number().int(), value: z.string(), label: z.string() }).nullable(),
    parentWebOrderContentId: z.number().int().nullable(),
    fittingType: z.object({ id: z.number().int(), name: z.string() }).nullable().openapi({ description: 'FITTING: the fitting type chosen (GET /web-orders/fittings/types)' }),
  })
  .openapi('OrderContent');
export type OrderContent = z.infer<typeof OrderContent>;

export const OrderHistoryEntry = z
  .object({
    id: z.number().int(),
    dateTime: z.string(),
    event: z.enum(['CREATED', 'SENT', 'NOTE_CHANGED', 'STATUS_CHANGED', 'CANCELLED']),
    status: Labelled,
    by: z.string().openapi({ description: 'Who did it (first name and surname)' }),
  })
  .openapi('OrderHistoryEntry');

export const OrderSummary = z
  .object({
    id: z.number().int(),
    orderNumber: z.string(),
    orderDate: z.string().openapi({ description: 'When the order was sent (ISO 8601); a preliminary order: when it was created' }),
    status: Labelled.openapi({ description: `One of ${ORDER_STATUSES.join(', ')}` }),
    receiver: OrderReceiver,
    orderedBy: Person,
    lineCount: z.number().int().openapi({ description: 'The number of content lines (the cart link’s count)' }),
  })
  .openapi('OrderSummary');
export type OrderSummary = z.infer<typeof OrderSummary>;

export const Order = OrderSummary.extend({
  note: z.string().nullable(),
  responsible: Person,
  isActive: z.boolean().openapi({ description: 'The caller’s active order' }),
  content: z.array(OrderContent).openapi({ description: 'The lines, by content type then line number' }),
  history: z.array(OrderHistoryEntry),
}).openapi('Order');
export type Order = z.infer<typeof Order>;

// ---------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------

const StatusList = z
  .string()
  .max(100)
  .regex(/^(\d{1,2}(,\d{1,2})*)?$/)
  .transform((s) => (s ? [...new Set(s.split(',').map(Number))] : []))
  .refine((codes) => codes.every((c) => (ORDER_STATUSES as readonly number[]).includes(c)), `each one of ${ORDER_STATUSES.join(', ')}`)
  .optional()
  .openapi({ type: 'string', description: `Comma-separated order statuses (${ORDER_STATUSES.join(', ')}); absent: 20 and above`, example: '20,30,80' });

export const OrderListQuery = PagingQuery.extend({
  status: StatusList,
  sort: z
    .enum(['orderDate:desc', 'orderDate:asc', 'orderNumber:asc', 'orderNumber:desc', 'receiver:asc', 'receiver:desc', 'orderedBy:asc', 'orderedBy:desc', 'status:asc', 'status:desc'])
    .default('orderDate:desc'),
  freeTextSearch: z
    .string()
    .max(100)
    .optional()
    .openapi({ description: 'The start of a word of the order number, the client’s identity number, first name or surname, or the base storage’s name (a protected identity: the order number only)' }),
  clientId: Id.optional(),
  facilityId: Id.optional(),
  fromOrderDate: Day.optional().openapi({ description: 'From this day (Swedish time), included' }),
  toOrderDate: Day.optional().openapi({ description: 'To this day (Swedish time), included' }),
  mine: z.enum(['true', 'false']).default('false').openapi({ description: 'true: only the caller’s own orders (My orders, /my-myloc/orders)' }),
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

export const listOrders = defineRoute({
  operationId: 'listOrders',
  method: 'get',
  path: '/web-orders',
  summary:
    'The orders the caller may see: their own, and those other users sent to a client or base storage of a municipality the caller is authorized for (mine=true: their own only); status 10 lists the caller’s open (preliminary) orders, for the open-orders menu',
  request: { query: OrderListQuery },
  responses: {
    200: jsonResponse('Orders', pageOf(OrderSummary, 'OrderPage')),
    ...errorResponses(400, 401, 403),
  },
});

const ReceiverRef = z.object({ type: z.enum(RECEIVER_TYPES), id: z.number().int().min(1).max(MAX_ID) });
/**
 * The receiver of a new order: as the specs write it (spec 1 §7, spec 2 §7: "id and type (CLIENT or
 * FACILITY)", `{id, type}`), or inside `receiver` (`{receiver: {type, id}}`, what the portal's
 * elements send). Issue 37: the spec's own payload was refused.
 */
export const OrderCreate = z
  .union([z.object({ receiver: ReceiverRef }), ReceiverRef])
  .openapi('OrderCreate', { description: '`{id, type}` (the specs’ payload) or `{receiver: {type, id}}`' });
export type OrderCreate = z.infer<typeof OrderCreate>;

export const createOrder = defineRoute({
  operationId: 'createOrder',
  method: 'post',
  path: '/web-orders',
  summary: 'A new preliminary order for a receiver; it becomes the caller’s active order',
  request: { body: { required: true, content: { 'application/json': { schema: OrderCreate } } } },
  responses: {
    201: jsonResponse('The new order', Order),
    ...errorResponses(400, 401, 403, {
      404: 'RECEIVER_NOT_FOUND: no such client or base storage',
      409: 'NO_MUNICIPAL_AFFILIATION: the client has no municipal affiliation yet (choose one first)',
    }),
  },
});

export const getOrder = defineRoute({
  operationId: 'getOrder',
  method: 'get',
  path: '/web-orders/{order}',
  summary: 'One order with its lines and history',
  request: { params: OrderId },
  responses: {
    200: jsonResponse('The order', Order),
    ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_ORDER }),
  },
});

export const OrderUpdate = z.object({ note: z.string().trim().max(2000).nullable() }).openapi('OrderUpdate');
export const updateOrder = defineRoute({
  operationId: 'updateOrder',
  method: 'put',
  path: '/web-orders/{order}',
  summary: 'Sets the order’s note',
  request: { params: OrderId, body: { required: true, content: { 'application/json': { schema: OrderUpdate } } } },
  responses: {
    200: jsonResponse('The order', Order),
    ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_ORDER }, { 409: NOT_EDITABLE }),
  },
});

export const deleteOrder = defineRoute({
  operationId: 'deleteOrder',
  method: 'delete',
  path: '/web-orders/{order}',
  summary: 'Deletes a preliminary order with its lines (no longer active)',
  request: { params: OrderId },
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_ORDER }, { 409: NOT_EDITABLE }),
  },
});

export const SendConfirmation = z
  .object({
    id: z.number().int(),
    orderNumber: z.string(),
    orderDate: z.string(),
    receiver: OrderReceiver,
    lineCount: z.number().int(),
    email: z.string().openapi({ description: 'Where the order confirmation is e-mailed (the caller)' }),
  })
  .openapi('SendConfirmation');
export type SendConfirmation = z.infer<typeof SendConfirmation>;

export const OrderAction = z.object({ action: z.enum(['SET_ACTIVE', 'SEND']) });
export const orderAction = defineRoute({
  operationId: 'orderAction',
  method: 'post',
  path: '/web-orders/{order}',
  summary:
    'SET_ACTIVE: makes a preliminary order the caller’s active order (answers its id). SEND: sends it (answers the confirmation): ' +
    `with the header ${IDEMPOTENCY_HEADER}, a repeated send answers the first one’s confirmation`,
  request: {
    params: OrderId,
    query: OrderAction,
    headers: z.object({
      [IDEMPOTENCY_HEADER.toLowerCase()]: z.string().min(8).max(100).optional().openapi({ description: 'SEND: a random key per send attempt, the same on a retry' }),
    }),
  },
  responses: {
    200: jsonResponse('SET_ACTIVE: the active order; SEND: the confirmation', z.union([SendConfirmation, z.object({ id: z.number().int() })])),
    ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_ORDER }, {
      409:
        'ORDER_NOT_EDITABLE: already sent (with another key); CART_EMPTY: no line; CART_DRAFT_INFO_MESSAGE: a draft line; ' +
        'NO_ADDRESS_OR_CONTACT: a line without a delivery address; NO_DELIVERY_METHOD: a line delivered to a client without a method; ' +
        'MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY: joint delivery on fewer than two lines, or on lines of different addresses or methods; ' +
        'INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE: an installation-mandatory line to a base storage; ' +
        'a line its wizard has not finished (as ADD_TO_CART: FITTING_TYPE_REQUIRED, AID_OR_DESCRIPTION_REQUIRED, DESCRIPTION_REQUIRED, WORK_TYPE_AND_PRIORITY_REQUIRED, FUNCTION_REQUIRED, EXTERNAL_PRODUCT_REQUIRED). ' +
        'Sent, each FITTING line becomes a fitting (open, not released: Unplanned in the planning view), its meetingComment, when given, the fitting’s external comment',
    }),
  },
});

// ---------------------------------------------------------------------------------------------
// Content lines
// ---------------------------------------------------------------------------------------------

const ProductQuantity = z.object({ id: z.number().int().min(1).max(MAX_ID), quantity: z.number().int().min(1).max(999) });
const ExternalProduct = z.object({
  productNumber: z.string().trim().min(1).max(50),
  name: z.string().trim().min(1).max(200),
  supplier: z.object({ label: z.string().trim().min(1).max(200) }),
  quantity: z.number().int().min(1).max(999).default(1),
});

/** What a wizard step writes; every field optional on update (only those sent change). */
const ContentFields = z.object({
  subContentType: z.object({ id: z.number().int() }).nullable().optional().openapi({ description: 'null: none (the installation checkbox unchecked)' }),
  product: z.union([ProductQuantity, ExternalProduct]).optional().openapi({ description: 'A product of the range {id, quantity}, or for NEW_PRODUCT one outside it' }),
  fromFacility: z.object({ id: z.number().int() }).nullable().optional(),
  parentWebOrderContentId: z.number().int().nullable().optional(),
  steps: z.number().int().min(0).max(10).optional(),
  currentStep: z.number().int().min(1).max(10).optional(),
  priority: z.object({ id: z.number().int() }).nullable().optional(),
  text: z.string().trim().max(2000).nullable().optional(),
  meetingComment: z.string().trim().max(2000).nullable().optional().openapi({ description: 'FITTING: the wish for the meeting time (an external comment of the fitting when sent)' }),
  accessories: z.array(z.object({ id: z.number().int(), selected: z.boolean(), quantity: z.number().int().min(1).max(999).optional() })).optional(),
  pickupList: z.array(z.object({ id: z.number().int(), quantity: z.number().int().min(1).max(999) })).optional(),
  function: z.object({ id: z.number().int(), type: z.object({ id: z.number().int() }).nullable().optional() }).nullable().optional(),
  fittingType: z.object({ id: z.number().int() }).nullable().optional(),
  deliveryDate: Day.refine((d) => d <= ETA_MAX).nullable().optional().openapi({ description: `The ETA: today to ${ETA_MAX}` }),
  codeliveryId: z.union([z.literal(0), z.literal(1)]).optional().openapi({ description: 'Joint delivery on (1) or off (0)' }),
});

export const ContentCreate = ContentFields.extend({ contentType: z.enum(CONTENT_TYPES) }).openapi('ContentCreate');
export type ContentCreate = z.input<typeof ContentCreate>;
export const ContentUpdate = ContentFields.extend({
  contentType: z.enum(['PRODUCT_DELIVERY', 'PRODUCT_PICKUP']).optional().openapi({ description: 'A product line’s delivery type may change while a draft' }),
}).openapi('ContentUpdate');
export type ContentUpdate = z.input<typeof ContentUpdate>;

const CONTENT_RULES =
  'INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE: installation-mandatory to a base storage; NOT_ORDERABLE: a product not orderable delivered (pick it up); ' +
  'INVENTORY_PICKUP: an inventory item cannot be picked up; QUANTITY_LOCKED: an inventory item picked up takes quantity 1; ETA_OUT_OF_RANGE: an ETA before today; ' +
  'LOCATION_MISSING: a pickup (PRODUCT_PICKUP) without fromFacility while the caller’s standard location is no base storage; ' +
  'NOT_AVAILABLE_IN_BASE_STORAGE: a pickup’s base storage (fromFacility, or the caller’s standard location) has none of the product available (quantity less allocated), checked when the pickup is made, a line becomes one, or a base storage is sent for it; ' +
  'CONTENT_TYPE_NOT_ALLOWED: a line with a parent (ordered from a fitting) picked up: it is delivered; ' +
  "MAX_ONE_AID: more than one aid for a work or fitting order; QUANTITY_NOT_AVAILABLE: more of an item (a base storage's, or for PICKUP, WORK and FITTING a holding of the order's client in pickupList) than is not allocated";

export const listOrderContent = defineRoute({
  operationId: 'listOrderContent',
  method: 'get',
  path: '/web-orders/{order}/content',
  summary: 'The order’s lines',
  request: { params: OrderId },
  responses: {
    200: jsonResponse('Lines', pageOf(OrderContent, 'OrderContentPage')),
    ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_ORDER }),
  },
});

export const createOrderContent = defineRoute({
  operationId: 'createOrderContent',
  method: 'post',
  path: '/web-orders/{order}/content',
  summary: 'A new line, a draft (or, with parentWebOrderContentId, a line of a referenced order: needs FSP_CreateWebOrderContentWithParent)',
  description: REFERENCED,
  request: { params: OrderId, body: { required: true, content: { 'application/json': { schema: ContentCreate } } } },
  responses: {
    201: jsonResponse('The new line', OrderContent),
    ...errorResponses(
      401,
      {
        400:
          `VALIDATION; ${CONTENT_RULES}; CONTENT_TYPE_NOT_ALLOWED: the content type's order type is switched off in the user's flags, or not for the receiver (no FUNCTION, FITTING, WORK, PICKUP or NEW_PRODUCT for a base storage; BASE_STORAGE_MOVE from no wizard), ` +
          'or in a sent order not PRODUCT_DELIVERY or WORK',
      },
      { 403: `FORBIDDEN (a parent without FSP_CreateWebOrderContentWithParent); ${NOT_AUTHORIZED}` },
      { 404: `${NO_ORDER}, or no such product, or the parent is not a line of the caller's` },
      { 409: `${NOT_EDITABLE} (in a sent order, open: the line has no parent, or its parent is not a line of this order with a fitting); FITTING_CLOSED: the parent's fitting is completed or annulled` },
    ),
  },
});

export const getOrderContent = defineRoute({
  operationId: 'getOrderContent',
  method: 'get',
  path: '/web-orders/{order}/content/{content}',
  summary: 'One line',
  request: { params: ContentId },
  responses: {
    200: jsonResponse('The line', OrderContent),
    ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }),
  },
});

export const updateOrderContent = defineRoute({
  operationId: 'updateOrderContent',
  method: 'put',
  path: '/web-orders/{order}/content/{content}',
  summary: 'Changes a line: only the fields sent',
  request: { params: ContentId, body: { required: true, content: { 'application/json': { schema: ContentUpdate } } } },
  responses: {
    200: jsonResponse('The line', OrderContent),
    ...errorResponses(401, { 400: `VALIDATION; ${CONTENT_RULES}` }, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }, { 409: `${LINE_NOT_EDITABLE} (also: a referenced order’s line changing its parent)` }),
  },
});

export const deleteOrderContent = defineRoute({
  operationId: 'deleteOrderContent',
  method: 'delete',
  path: '/web-orders/{order}/content/{content}',
  summary: 'Deletes a line (ORDER_ITEM_DELETED)',
  request: { params: ContentId },
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }, { 409: LINE_NOT_EDITABLE }),
  },
});

export const ContentAction = z.object({ action: z.enum(['ADD_TO_CART', 'REVERT_TO_DRAFT', 'CONFIRM']) });
export const orderContentAction = defineRoute({
  operationId: 'orderContentAction',
  method: 'post',
  path: '/web-orders/{order}/content/{content}',
  summary:
    'ADD_TO_CART: a finished draft goes into the cart (status 10; a delivery line needs its address, and delivered to a client its method); ' +
    'REVERT_TO_DRAFT: a line in the cart becomes a draft again, to be edited in its wizard; ' +
    'CONFIRM: a referenced order’s line (a draft with a parent, in a sent order) is ordered (status 20) after the checks of ADD_TO_CART; it has no cart',
  request: { params: ContentId, query: ContentAction },
  responses: {
    200: jsonResponse('The line', OrderContent),
    ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }, {
      409:
        `${LINE_NOT_EDITABLE} (ADD_TO_CART and REVERT_TO_DRAFT: the order is not preliminary; use CONFIRM); NOT_A_REFERENCED_LINE: CONFIRM of a line without a parent, or in a preliminary order; ` +
        'FITTING_CLOSED: CONFIRM when the parent’s fitting is completed or annulled; ' +
        "what the line's wizard needs: FITTING_TYPE_REQUIRED (a fitting order's type), AID_OR_DESCRIPTION_REQUIRED (a pickup, work or fitting order with neither an aid nor a text), " +
        'DESCRIPTION_REQUIRED (a work or fitting order whose aid is of a product without a product number, and no text), ' +
        'WORK_TYPE_AND_PRIORITY_REQUIRED (a work order without its type and a priority of that type), FUNCTION_REQUIRED (a function order without its function, or its type when it has types), ' +
        'EXTERNAL_PRODUCT_REQUIRED (an external product without the product); NO_ADDRESS_OR_CONTACT; NO_DELIVERY_METHOD; INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE',
    }),
  },
});

/** Additional information (the wizards’ additional-info step). */
export const ContentForm = z
  .object({
    text: z.string().trim().max(2000).nullable().openapi({ description: 'A message to the supplier or technician' }),
    requestedDeliveryDate: Day.nullable(),
    contactBeforeDelivery: z.boolean().openapi({ description: 'Call the contact before delivering' }),
  })
  .openapi('ContentForm');
export type ContentForm = z.infer<typeof ContentForm>;

export const getOrderContentForm = defineRoute({
  operationId: 'getOrderContentForm',
  method: 'get',
  path: '/web-orders/{order}/content/{content}/form',
  summary: 'The line’s additional information',
  request: { params: ContentId },
  responses: { 200: jsonResponse('The form', ContentForm), ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }) },
});

export const updateOrderContentForm = defineRoute({
  operationId: 'updateOrderContentForm',
  method: 'put',
  path: '/web-orders/{order}/content/{content}/form',
  summary: 'Sets the line’s additional information',
  request: { params: ContentId, body: { required: true, content: { 'application/json': { schema: ContentForm } } } },
  responses: {
    200: jsonResponse('The form', ContentForm),
    ...errorResponses(401, { 400: 'VALIDATION; ETA_OUT_OF_RANGE: a requested date before today' }, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }, { 409: LINE_NOT_EDITABLE }),
  },
});

export const Comment = z
  .object({
    id: z.number().int(),
    createdBy: z.string(),
    createdDateTime: z.string(),
    comment: z.string(),
    type: z.enum(['INTERNAL', 'EXTERNAL']),
    own: z.boolean().openapi({ description: 'Written by the caller: only these can be deleted' }),
  })
  .openapi('OrderComment');
export type Comment = z.infer<typeof Comment>;
export const CommentCreate = z.object({ comment: z.string().trim().min(1).max(COMMENT_MAX), type: z.enum(['INTERNAL', 'EXTERNAL']).default('EXTERNAL') }).openapi('OrderCommentCreate');
export const CommentId = ContentId.extend({ comment: Id });

export const listOrderContentComments = defineRoute({
  operationId: 'listOrderContentComments',
  method: 'get',
  path: '/web-orders/{order}/content/{content}/comments',
  summary: 'The line’s comments (messages), oldest first',
  request: { params: ContentId },
  responses: { 200: jsonResponse('Comments', pageOf(Comment, 'OrderCommentPage')), ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }) },
});
export const createOrderContentComment = defineRoute({
  operationId: 'createOrderContentComment',
  method: 'post',
  path: '/web-orders/{order}/content/{content}/comments',
  summary: 'Adds a comment (also to a sent order)',
  request: { params: ContentId, body: { required: true, content: { 'application/json': { schema: CommentCreate } } } },
  responses: { 201: jsonResponse('The comment', Comment), ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }) },
});
export const deleteOrderContentComment = defineRoute({
  operationId: 'deleteOrderContentComment',
  method: 'delete',
  path: '/web-orders/{order}/content/{content}/comments/{comment}',
  summary: 'Deletes one of the caller’s own comments',
  request: { params: CommentId },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, { 403: `FORBIDDEN: not the caller’s comment; ${NOT_AUTHORIZED}` }, { 404: 'NOT_FOUND: no such comment' }) },
});

/** The line's delivery, and what can be chosen for it (the address-and-contact step). */
export const Delivery = z
  .object({
    address: DeliveryAddress.nullable(),
    contact: DeliveryContact.nullable(),
    deliveryMethod: DeliveryMethod.nullable(),
    deliveryMethodRequired: z.boolean().openapi({ description: 'True when delivered to a client (a user or unit)' }),
    addresses: z.array(DeliveryAddress).openapi({ description: 'The receiver’s addresses: a client’s (registered first), or the base storage' }),
    contacts: z.array(DeliveryContact).openapi({ description: 'The prescriber (the caller), the client, the client’s contacts; none for a base storage' }),
  })
  .openapi('Delivery');
export type Delivery = z.infer<typeof Delivery>;
export const DeliveryUpdate = z
  .object({ address: AddressRef.nullable(), contact: ContactRef.nullable(), deliveryMethod: z.object({ id: z.number().int() }).nullable().optional() })
  .openapi('DeliveryUpdate');
export type DeliveryUpdate = z.infer<typeof DeliveryUpdate>;

export const getOrderContentDelivery = defineRoute({
  operationId: 'getOrderContentDelivery',
  method: 'get',
  path: '/web-orders/{order}/content/{content}/delivery',
  summary: 'The line’s delivery address, contact and method, with the choices',
  request: { params: ContentId },
  responses: { 200: jsonResponse('The delivery', Delivery), ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }) },
});
export const updateOrderContentDelivery = defineRoute({
  operationId: 'updateOrderContentDelivery',
  method: 'put',
  path: '/web-orders/{order}/content/{content}/delivery',
  summary: 'Sets the line’s delivery address, contact and method',
  request: { params: ContentId, body: { required: true, content: { 'application/json': { schema: DeliveryUpdate } } } },
  responses: {
    200: jsonResponse('The delivery', Delivery),
    ...errorResponses(401, {
      400: 'VALIDATION; NO_ADDRESS_OR_CONTACT: no address or contact (or not one of the receiver’s); NO_DELIVERY_METHOD: delivered to a client without a method; INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE',
    }, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }, { 409: LINE_NOT_EDITABLE }),
  },
});

const Selection = z.array(z.object({ id: z.number().int(), selected: z.boolean(), quantity: z.number().int().min(1).max(999).optional() }));
export const getOrderContentMakes = defineRoute({
  operationId: 'getOrderContentMakes',
  method: 'get',
  path: '/web-orders/{order}/content/{content}/makes',
  summary: 'The product’s makes (customisation options) with the line’s choice',
  request: { params: ContentId },
  responses: { 200: jsonResponse('Makes', z.array(LineMake)), ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }) },
});
export const updateOrderContentMakes = defineRoute({
  operationId: 'updateOrderContentMakes',
  method: 'put',
  path: '/web-orders/{order}/content/{content}/makes',
  summary: 'Chooses make values: a list of value ids and selected (one value a make)',
  request: { params: ContentId, body: { required: true, content: { 'application/json': { schema: Selection } } } },
  responses: { 200: jsonResponse('Makes', z.array(LineMake)), ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }, { 409: LINE_NOT_EDITABLE }) },
});
export const getOrderContentAccessories = defineRoute({
  operationId: 'getOrderContentAccessories',
  method: 'get',
  path: '/web-orders/{order}/content/{content}/accessories',
  summary: 'The product’s accessories with the line’s choice',
  request: { params: ContentId },
  responses: { 200: jsonResponse('Accessories', z.array(LineAccessory)), ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }) },
});
export const updateOrderContentAccessories = defineRoute({
  operationId: 'updateOrderContentAccessories',
  method: 'put',
  path: '/web-orders/{order}/content/{content}/accessories',
  summary: 'Chooses accessories: a list of product ids, selected and quantity',
  request: { params: ContentId, body: { required: true, content: { 'application/json': { schema: Selection } } } },
  responses: {
    200: jsonResponse('Accessories', z.array(LineAccessory)),
    ...errorResponses(401, { 400: 'VALIDATION; ACCESSORIES_MISSING: not an accessory of the product' }, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }, { 409: LINE_NOT_EDITABLE }),
  },
});

export const FileId = ContentId.extend({ file: Id });
export const listOrderContentFiles = defineRoute({
  operationId: 'listOrderContentFiles',
  method: 'get',
  path: '/web-orders/{order}/content/{content}/files',
  summary: 'The line’s files',
  request: { params: ContentId },
  responses: { 200: jsonResponse('Files', z.array(OrderFile)), ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }) },
});
export const uploadOrderContentFile = defineRoute({
  operationId: 'uploadOrderContentFile',
  method: 'post',
  path: '/web-orders/{order}/content/{content}/files',
  summary: 'Attaches a file (multipart, field `file`; images, pdf, xls, xlsx, doc, docx, xml by content): needs FSP_UploadWebOrderContentFile',
  request: {
    params: ContentId,
    body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }) } } },
  },
  responses: {
    201: jsonResponse('The line’s files', z.array(OrderFile)),
    ...errorResponses(401, { 400: 'VALIDATION; FILE_TYPE_NOT_ALLOWED; TOO_MANY_FILES' }, { 403: `FORBIDDEN: without FSP_UploadWebOrderContentFile, or the line is completed; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }, 413),
  },
});
export const getOrderContentFile = defineRoute({
  operationId: 'getOrderContentFile',
  method: 'get',
  path: '/web-orders/{order}/content/{content}/files/{file}',
  summary: 'A file, through its signed link (a file’s url; no session: the signature is the permission), as a download',
  security: noSession,
  request: {
    params: FileId,
    query: SignedLinkQuery,
  },
  responses: {
    200: { description: 'The file, with Content-Disposition: attachment' },
    ...errorResponses(400, { 403: 'LINK_EXPIRED: the link expired or was altered', 404: 'NOT_FOUND: no such file' }),
  },
});

export const deleteOrderContentFile = defineRoute({
  operationId: 'deleteOrderContentFile',
  method: 'delete',
  path: '/web-orders/{order}/content/{content}/files/{file}',
  summary: 'Removes a file: needs FSP_DeleteWebOrderContentFile',
  request: { params: FileId },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, { 403: `FORBIDDEN: without FSP_DeleteWebOrderContentFile, or the line is completed; ${NOT_AUTHORIZED}` }, { 404: 'NOT_FOUND: no such file' }) },
});

export const LinesUpdate = z
  .union([z.object({ quantity: z.number().int().min(1).max(999) }), z.object({ pickupList: z.array(z.object({ id: z.number().int(), quantity: z.number().int().min(1).max(999) })) })])
  .openapi('LinesUpdate');
export const updateOrderContentLines = defineRoute({
  operationId: 'updateOrderContentLines',
  method: 'put',
  path: '/web-orders/{order}/content/{content}/lines',
  summary: 'The cart’s quantity counter: the quantity of a line, or of a pickup line’s items (each at most its maxQuantity)',
  request: { params: ContentId, body: { required: true, content: { 'application/json': { schema: LinesUpdate } } } },
  responses: {
    200: jsonResponse('The line', OrderContent),
    ...errorResponses(401, { 400: 'VALIDATION; QUANTITY_LOCKED: an inventory item picked up; QUANTITY_NOT_AVAILABLE: more than maxQuantity' }, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }, { 409: LINE_NOT_EDITABLE }),
  },
});

export const listOrderContentSubContentTypes = defineRoute({
  operationId: 'listOrderContentSubContentTypes',
  method: 'get',
  path: '/web-orders/{order}/content/{content}/sub-content-types',
  summary: 'The sub content types a line of this content type may have',
  request: { params: ContentId },
  responses: { 200: jsonResponse('Sub content types', z.array(SubContentType)), ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }) },
});

export const ContentCategory = SubContentType.extend({ priorities: z.array(Priority) }).openapi('ContentCategory');
export const listOrderContentCategories = defineRoute({
  operationId: 'listOrderContentCategories',
  method: 'get',
  path: '/web-orders/{order}/content/{content}/categories',
  summary: 'The sub content types of the line’s content type with their priorities (a work order’s work types)',
  request: { params: ContentId },
  responses: { 200: jsonResponse('Categories', z.array(ContentCategory)), ...errorResponses(400, 401, { 403: `FORBIDDEN; ${NOT_AUTHORIZED}` }, { 404: NO_CONTENT }) },
});

export const FunctionCategory = z
  .object({ id: z.number().int(), value: z.string(), label: z.string(), types: z.array(z.object({ id: z.number().int(), value: z.string(), label: z.string() })) })
  .openapi('FunctionCategory');

export const listOrderClientHoldings = defineRoute({
  operationId: 'listOrderClientHoldings',
  method: 'get',
  path: '/web-orders/{order}/client-holdings',
  summary:
    "The aids of the order's client that a pickup, a work order or a fitting order may take (the wizards' aid step): its holdings with something not allocated, " +
    'handed-over date descending; none for a base storage. The same list as GET /clients/{client}/holdings?availableOnly=true, by the order',
  request: { params: OrderId, query: HoldingListQuery.omit({ availableOnly: true }) },
  responses: {
    200: jsonResponse('Holdings', HoldingPage),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: NO_ORDER }),
  },
});

export const listFunctionCategories = defineRoute({
  operationId: 'listFunctionCategories',
  method: 'get',
  path: '/web-orders/functions/categories',
  summary: 'The functions a function order can ask for, with their types',
  responses: { 200: jsonResponse('Functions', z.array(FunctionCategory)), ...errorResponses(401, 403) },
});

const OrderReceiverOption = z.object({ id: z.number().int(), label: z.string() }).openapi('OrderReceiverOption');
export const OrderFilters = z
  .object({
    clients: z.array(OrderReceiverOption).openapi({ description: 'The first page of the clients matching searchValue, by surname, first name' }),
    facilities: z.array(OrderReceiverOption).openapi({ description: 'The first page of the facilities matching searchValue, by name' }),
    more: z
      .object({ clients: z.boolean(), facilities: z.boolean() })
      .openapi({ description: 'true: more receivers match than the page holds (a longer searchValue narrows them down)' }),
    chosen: z
      .object({ client: OrderReceiverOption.nullable(), facility: OrderReceiverOption.nullable() })
      .openapi({ description: 'The receivers named by clientId and facilityId (the filters already chosen), when the caller’s list has orders of theirs; null otherwise' }),
  })
  .openapi('OrderFilters');
export const getOrderFilters = defineRoute({
  operationId: 'getOrderFilters',
  method: 'get',
  path: '/web-orders/filters',
  summary: 'The receivers of the orders the list shows the caller, for its client and facility filters, searched by name a first page at a time',
  request: {
    query: z.object({
      clients: z.enum(['true', 'false']).default('true'),
      facilities: z.enum(['true', 'false']).default('true'),
      mine: z.enum(['true', 'false']).default('false').openapi({ description: 'true: the receivers of the caller’s own orders only' }),
      searchValue: z
        .string()
        .trim()
        .max(100)
        .optional()
        .openapi({ description: 'Words that each appear in the receiver’s name (a client’s first name and surname, a facility’s name), any case' }),
      amount: z.coerce.number().int().min(1).max(50).default(ORDER_FILTER_PAGE).openapi({ description: 'How many receivers of each kind at most' }),
      clientId: Id.optional().openapi({ description: 'A chosen client, answered in chosen.client' }),
      facilityId: Id.optional().openapi({ description: 'A chosen facility, answered in chosen.facility' }),
    }),
  },
  responses: { 200: jsonResponse('Filters', OrderFilters), ...errorResponses(400, 401, 403) },
});

export const listDeliveryMethods = defineRoute({
  operationId: 'listDeliveryMethods',
  method: 'get',
  path: '/delivery-methods',
  summary: 'The delivery methods, by name',
  request: { query: PagingQuery },
  responses: { 200: jsonResponse('Delivery methods', pageOf(DeliveryMethod, 'DeliveryMethodPage')), ...errorResponses(400, 401, 403) },
});
