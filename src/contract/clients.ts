/**
 * Clients and their holdings (spec 2 §2 Client search and sub-pages, §3 Client, Address, Contact,
 * Holding, Task, §5, §6, §7 Clients; spec 3 §3 Holding and stock item, §4 Moves, scrapping,
 * returns, §5, §7 Fixed assets and holdings).
 *
 * Every call under /clients/{client} answers 403 NOT_AUTHORIZED_TO_MUNICIPALITY unless the caller
 * holds a MUNICIPALITY authorization for the client's municipal affiliation; the search lists such
 * clients with `hasAuthorizationForMunicipal: false` (not links). Dates are `YYYY-MM-DD`, date-times
 * ISO 8601.
 */
import { z } from '@hono/zod-openapi';
import { CLIENT_TASK_TYPES, HOLDING_TRANSACTION_TYPES } from './constants.ts';
import { PagingQuery, errorResponses, jsonResponse, pageOf, IdParam, defineRoute } from './common.ts';
import { TaskLine, TaskStatus } from './tasks.ts';
import { MAX_ID } from './shared/query-id.ts';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).openapi({ description: 'YYYY-MM-DD', example: '2025-03-14' });
const Bool = z.enum(['true', 'false']);
const NOT_AUTHORIZED = 'NOT_AUTHORIZED_TO_MUNICIPALITY: the caller is not authorized for the client’s municipality';
const NO_CLIENT = 'NOT_FOUND: no such client';

export const ClientId = z.object({ client: IdParam });

export const DefaultAddress = z
  .object({ street: z.string(), postalNo: z.string().openapi({ description: 'Five digits, no space', example: '21145' }), city: z.string() })
  .openapi('DefaultAddress');

export const MunicipalAffiliation = z.object({ id: z.string().openapi({ example: '1280' }), name: z.string() }).openapi('MunicipalAffiliation');

/** A client as the search lists it. */
export const ClientSummary = z
  .object({
    id: z.number().int(),
    type: z.enum(['PERSON', 'UNIT']).openapi({ description: 'A person, or a unit (a care unit ordering in its own name)' }),
    firstName: z.string(),
    surname: z.string(),
    identityNumber: z.string().openapi({ description: 'A person: twelve digits (yyyymmddnnnn). A unit: its unit number', example: '193801147061' }),
    defaultAddress: DefaultAddress.nullable().openapi({ description: 'The registered address (population register)' }),
    municipalAffiliation: MunicipalAffiliation.nullable().openapi({
      description: 'Null for a client from the population register without one (a coordination number): any user authorized for a municipality may open the client and choose one',
    }),
    hasAuthorizationForMunicipal: z.boolean().openapi({ description: 'False: the caller may not open the client (not a link)' }),
    deregistrationDate: Day.nullable(),
  })
  .openapi('ClientSummary');
export type ClientSummary = z.infer<typeof ClientSummary>;

export const ContactInformation = z
  .object({ phoneNo: z.string().nullable(), email: z.string().nullable() })
  .openapi('ContactInformation');

export const Client = ClientSummary.extend({
  contactInformation: ContactInformation,
  useAdvanceContact: z.boolean().nullable().openapi({ description: 'Contact the client before a visit; null: not answered yet' }),
  deregistrationReason: z.object({ label: z.string() }).nullable(),
}).openapi('Client');
export type Client = z.infer<typeof Client>;

/** A person as the population register (Navet) answers: not a client yet. */
export const PopulationRegisterPerson = z
  .object({
    identityNumber: z.string(),
    firstName: z.string(),
    surname: z.string(),
    defaultAddress: DefaultAddress.nullable(),
    municipalAffiliation: MunicipalAffiliation.nullable().openapi({ description: 'The municipality of registration; null for a coordination number' }),
  })
  .openapi('PopulationRegisterPerson');
export type PopulationRegisterPerson = z.infer<typeof PopulationRegisterPerson>;

export const ClientSearchQuery = PagingQuery.extend({
  identityNumber: z
    .string()
    .max(100)
    .optional()
    .openapi({
      description:
        'Required (else INVALID_SEARCH_QUERY): twelve digits match one person exactly; fewer digits match identity numbers starting with them; ' +
        'anything else matches a unit by name or number',
    }),
  firstName: z.string().max(100).optional().openapi({ description: 'Starts with (any case)' }),
  surname: z.string().max(100).optional().openapi({ description: 'Starts with (any case)' }),
  zipCode: z.string().max(10).optional().openapi({ description: 'Postal number of the registered address, starts with (spaces ignored)' }),
  city: z.string().max(100).optional().openapi({ description: 'City of the registered address, starts with (any case)' }),
  newOrder: Bool.optional().openapi({
    description: 'true: the new-order popup’s lookup: identityNumber is one exact identity number (yyyymmddnnnn, yymmdd-nnnn, ...); the other filters are ignored',
  }),
  searchNavet: Bool.optional().openapi({
    description: 'With newOrder: when no client has the number, look in the national population register (Navet); a person found is answered in populationRegister',
  }),
});
export type ClientSearchQuery = z.input<typeof ClientSearchQuery>;

export const listClients = defineRoute({
  operationId: 'listClients',
  method: 'get',
  path: '/clients',
  summary: 'Client search, by surname then first name; clients outside the caller’s municipalities are listed but not authorized',
  request: { query: ClientSearchQuery },
  responses: {
    200: jsonResponse(
      'Clients',
      pageOf(ClientSummary, 'ClientPage').extend({
        populationRegister: PopulationRegisterPerson.nullable().optional().openapi({
          description: 'newOrder and searchNavet, no client found: the person in the population register (null: not there either); POST /clients/create makes them a client',
        }),
      }),
    ),
    ...errorResponses(401, 403, { 400: 'INVALID_SEARCH_QUERY: no identityNumber (or only spaces, or with newOrder not a valid identity number); VALIDATION' }),
  },
});

export const ClientCreate = z
  .object({ identityNumber: z.string().min(10).max(13).openapi({ example: '194107086995' }) })
  .openapi('ClientCreate');
export type ClientCreate = z.infer<typeof ClientCreate>;

export const createClient = defineRoute({
  operationId: 'createClient',
  method: 'post',
  path: '/clients/create',
  summary: 'Makes a person of the population register a client (with the registered address and municipality, if any); an existing client is answered as it is',
  request: { body: { required: true, content: { 'application/json': { schema: ClientCreate } } } },
  responses: {
    201: jsonResponse('The client', Client),
    ...errorResponses(401, 403, { 400: 'VALIDATION: not a valid identity number' }, { 404: 'NOT_FOUND: not in the population register' }),
  },
});

export const getClient = defineRoute({
  operationId: 'getClient',
  method: 'get',
  path: '/clients/{client}',
  summary: 'One client',
  request: { params: ClientId },
  responses: {
    200: jsonResponse('The client', Client),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: NO_CLIENT }),
  },
});

export const ClientUpdate = z
  .object({
    contactInformation: z
      .object({
        phoneNo: z.string().trim().max(40).nullable(),
        email: z.union([z.email().max(320), z.literal('')]).nullable(),
      })
      .optional()
      .openapi({ description: 'Absent: unchanged (the new-order popup sets only the municipality)' }),
    useAdvanceContact: z.boolean().optional().openapi({ description: 'Answered yes or no; absent: unchanged' }),
    municipalAffiliation: z
      .object({ id: z.string() })
      .optional()
      .openapi({ description: 'Changes the municipality; the caller must be authorized for the new one too' }),
  })
  .openapi('ClientUpdate');
export type ClientUpdate = z.input<typeof ClientUpdate>;

export const updateClient = defineRoute({
  operationId: 'updateClient',
  method: 'put',
  path: '/clients/{client}',
  summary: 'Changes the contact information, the advance-contact answer and the municipal affiliation',
  request: { params: ClientId, body: { required: true, content: { 'application/json': { schema: ClientUpdate } } } },
  responses: {
    200: jsonResponse('The client after the change', Client),
    ...errorResponses(400, 401, { 403: `${NOT_AUTHORIZED} (or for the new municipality)` }, { 404: `${NO_CLIENT}, or no such municipality` }),
  },
});

// ---------------------------------------------------------------------------------------- addresses

export const Address = z
  .object({
    id: z.number().int(),
    description: z.string(),
    careOf: z.string().nullable(),
    street: z.string(),
    postalNo: z.string(),
    city: z.string(),
    isEditable: z.boolean().openapi({ description: 'False for the registered address (population register)' }),
    isDefault: z.boolean().openapi({ description: 'The registered address' }),
    facility: z.object({ id: z.number().int(), label: z.string() }).nullable().openapi({ description: 'The facility when the address is a care unit' }),
  })
  .openapi('Address');
export type Address = z.infer<typeof Address>;

export const AddressInput = z
  .object({
    description: z.string().trim().min(1).max(100),
    careOf: z.string().trim().max(100).nullable().optional(),
    street: z.string().trim().min(1).max(100),
    postalNo: z
      .string()
      .transform((s) => s.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{5}$/))
      .openapi({ type: 'string', description: 'Five digits (a space is ignored)', example: '21145' }),
    city: z.string().trim().min(1).max(100),
  })
  .openapi('AddressInput');
export type AddressInput = z.input<typeof AddressInput>;

export const AddressId = ClientId.extend({ address: IdParam });

export const listClientAddresses = defineRoute({
  operationId: 'listClientAddresses',
  method: 'get',
  path: '/clients/{client}/addresses',
  summary: 'The client’s addresses: the registered address first, then the others by description',
  request: { params: ClientId },
  responses: {
    200: jsonResponse('Addresses', pageOf(Address, 'AddressPage')),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: NO_CLIENT }),
  },
});

export const createClientAddress = defineRoute({
  operationId: 'createClientAddress',
  method: 'post',
  path: '/clients/{client}/addresses',
  summary: 'Adds an address',
  request: { params: ClientId, body: { required: true, content: { 'application/json': { schema: AddressInput } } } },
  responses: {
    201: jsonResponse('The address added', Address),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: NO_CLIENT }),
  },
});

export const updateClientAddress = defineRoute({
  operationId: 'updateClientAddress',
  method: 'put',
  path: '/clients/{client}/addresses/{address}',
  summary: 'Changes an editable address',
  request: { params: AddressId, body: { required: true, content: { 'application/json': { schema: AddressInput } } } },
  responses: {
    200: jsonResponse('The address after the change', Address),
    ...errorResponses(400, 401, { 403: `${NOT_AUTHORIZED}; NOT_EDITABLE: the address is not editable` }, { 404: 'NOT_FOUND: no such client or address' }),
  },
});

export const deleteClientAddress = defineRoute({
  operationId: 'deleteClientAddress',
  method: 'delete',
  path: '/clients/{client}/addresses/{address}',
  summary: 'Deletes an editable address',
  request: { params: AddressId },
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses(400, 401, { 403: `${NOT_AUTHORIZED}; NOT_EDITABLE: the address is not editable` }, { 404: 'NOT_FOUND: no such client or address' }),
  },
});

// ----------------------------------------------------------------------------------------- contacts

export const Contact = z
  .object({
    id: z.number().int(),
    type: z.enum(['CONTACT', 'PRESCRIBER']).openapi({ description: 'PRESCRIBER: the caller, listed when includeCurrentUserAsPrescriber; id is the user id' }),
    relation: z.string(),
    firstName: z.string(),
    surname: z.string(),
    phoneNo: z.string(),
    email: z.string().nullable(),
    isPrimaryContact: z.boolean(),
    isEditable: z.boolean(),
  })
  .openapi('Contact');
export type Contact = z.infer<typeof Contact>;

export const ContactInput = z
  .object({
    relation: z.string().trim().min(1).max(100),
    firstName: z.string().trim().min(1).max(100),
    surname: z.string().trim().min(1).max(100),
    phoneNo: z.string().trim().min(1).max(40),
    email: z.union([z.email().max(320), z.literal('')]).nullable().optional(),
    isPrimaryContact: z.boolean().default(false),
    primaryContactChoice: z
      .enum(['KEEP', 'CHANGE'])
      .optional()
      .openapi({
        description:
          'When isPrimaryContact and another contact is primary: KEEP adds the contact without changing the primary, CHANGE makes it the primary. ' +
          'Without a choice the call answers 409 PRIMARY_CONTACT_EXISTS',
      }),
  })
  .openapi('ContactInput');
export type ContactInput = z.input<typeof ContactInput>;

export const ContactId = ClientId.extend({ contact: IdParam });

export const ContactListQuery = z.object({
  contactid: IdParam.optional().openapi({ description: 'Only this contact' }),
  prescriberId: IdParam.optional().openapi({ description: 'List this user as the prescriber instead of the caller' }),
  includeCurrentUserAsPrescriber: Bool.default('true').openapi({ description: 'List the caller (or prescriberId) as a PRESCRIBER contact first; false for a fitting' }),
});

export const listClientContacts = defineRoute({
  operationId: 'listClientContacts',
  method: 'get',
  path: '/clients/{client}/contacts',
  summary: 'The client’s contacts: the prescriber (unless left out), the primary contact, then the others by surname',
  request: { params: ClientId, query: ContactListQuery },
  responses: {
    200: jsonResponse('Contacts', pageOf(Contact, 'ContactPage')),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: NO_CLIENT }),
  },
});

const PRIMARY_CONFLICT = {
  409: 'PRIMARY_CONTACT_EXISTS: another contact is primary; say primaryContactChoice KEEP or CHANGE',
} as const;

export const createClientContact = defineRoute({
  operationId: 'createClientContact',
  method: 'post',
  path: '/clients/{client}/contacts',
  summary: 'Adds a contact, as primary if asked (see primaryContactChoice)',
  request: { params: ClientId, body: { required: true, content: { 'application/json': { schema: ContactInput } } } },
  responses: {
    201: jsonResponse('The contact added', Contact),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: NO_CLIENT }, PRIMARY_CONFLICT),
  },
});

export const updateClientContact = defineRoute({
  operationId: 'updateClientContact',
  method: 'put',
  path: '/clients/{client}/contacts/{contact}',
  summary: 'Changes an editable contact; isPrimaryContact true makes it the primary (the former primary is no longer)',
  request: { params: ContactId, body: { required: true, content: { 'application/json': { schema: ContactInput } } } },
  responses: {
    200: jsonResponse('The contact after the change', Contact),
    ...errorResponses(400, 401, { 403: `${NOT_AUTHORIZED}; NOT_EDITABLE: the contact is not editable` }, { 404: 'NOT_FOUND: no such client or contact' }, PRIMARY_CONFLICT),
  },
});

export const deleteClientContact = defineRoute({
  operationId: 'deleteClientContact',
  method: 'delete',
  path: '/clients/{client}/contacts/{contact}',
  summary: 'Deletes an editable contact',
  request: { params: ContactId },
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses(400, 401, { 403: `${NOT_AUTHORIZED}; NOT_EDITABLE: the contact is not editable` }, { 404: 'NOT_FOUND: no such client or contact' }),
  },
});

// ----------------------------------------------------------------------------------------- holdings

const Labelled = z.object({ label: z.string() });
export const ProductImage = z.object({ name: z.string(), url: z.string() }).openapi('ProductImage');

/** A holding as the list shows it. */
export const Holding = z
  .object({
    id: z.number().int().openapi({ description: 'The inventory (stock item) id' }),
    productId: z.number().int(),
    name: z.string(),
    productNumber: z.string(),
    quantity: z.number().int(),
    allocatedQuantity: z.number().int().openapi({ description: 'Held for an order (a pickup, a work order): not available to act on' }),
    maxQuantity: z.number().int().openapi({ description: 'What an action may take: quantity minus allocatedQuantity' }),
    unit: z.string(),
    inventoryNumber: z.string().nullable(),
    isFixedAsset: z.boolean(),
    batch: z.string().nullable(),
    serialNumber: z.string().nullable(),
    itemClass: Labelled,
    isoCode: z.object({ value: z.string(), label: z.string() }),
    handedOverDate: Day.nullable(),
    handedOverBy: z.string().nullable(),
    handedOverInformation: z.string().nullable(),
    prescriberName: z.string().nullable(),
    prescriptionDate: Day.nullable(),
    accessoryCount: z.number().int(),
  })
  .openapi('Holding');
export type Holding = z.infer<typeof Holding>;

export const HoldingAccessory = z
  .object({
    id: z.number().int(),
    description: z.string(),
    productNumber: z.string(),
    itemClass: Labelled,
    inventoryNumber: z.string().nullable(),
    quantity: z.number().int(),
    unit: z.string(),
    images: z.array(ProductImage),
  })
  .openapi('HoldingAccessory');
export type HoldingAccessory = z.infer<typeof HoldingAccessory>;

/** One holding with the stock-item (fixed asset) fields of spec 3 §3. */
export const HoldingDetail = Holding.extend({
  description: z.string(),
  extendedDescription: z.string(),
  supplier: Labelled,
  mainSupplierItemNumber: z.string(),
  goodsOwner: Labelled.nullable(),
  customizationNumber: z.string().nullable(),
  salesPrice: z.number(),
  salesPriceQuantity: z.number().int(),
  numberOfPriceDecimals: z.number().int(),
  salesPriceCurrency: z.object({ value: z.string() }),
  serviceDate: Day.nullable(),
  acquisitionDate: Day.nullable(),
  inspectionDate: Day.nullable(),
  warrantyToDate: Day.nullable(),
  images: z.array(ProductImage),
  makes: z.array(z.object({ id: z.number().int(), label: z.string(), value: z.string() })),
  note: z.string().nullable(),
  hasDeviation: z.boolean(),
  accessories: z.array(HoldingAccessory),
  allocations: z.array(z.object({ referencedOrderLine: z.object({ orderType: z.string(), orderNumber: z.string() }) })),
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable().openapi({ description: 'The holding this one is fitted to as an accessory' }),
}).openapi('HoldingDetail');
export type HoldingDetail = z.infer<typeof HoldingDetail>;

export const HoldingId = ClientId.extend({ holding: IdParam });

export const HoldingListQuery = PagingQuery.extend({
  inventoryId: IdParam.optional().openapi({ description: 'Only this holding' }),
  searchValue: z.string().max(200).optional().openapi({ description: 'Name, product number, inventory, batch or serial number contains; a GTIN (8, 12, 13 or 14 digits, right check digit) also matches its product' }),
  inventoryOnly: Bool.optional().openapi({ description: 'true: only fixed assets (with an inventory number)' }),
  availableOnly: Bool.optional().openapi({ description: 'true: only holdings with quantity minus allocatedQuantity above zero' }),
});
export type HoldingListQuery = z.input<typeof HoldingListQuery>;

export const HoldingPage = pageOf(Holding, 'HoldingPage');

export const listClientHoldings = defineRoute({
  operationId: 'listClientHoldings',
  method: 'get',
  path: '/clients/{client}/holdings',
  summary: 'The aids the client holds (not those fitted to another as accessories), handed-over date descending',
  request: { params: ClientId, query: HoldingListQuery },
  responses: {
    200: jsonResponse('Holdings', HoldingPage),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: NO_CLIENT }),
  },
});

export const getClientHolding = defineRoute({
  operationId: 'getClientHolding',
  method: 'get',
  path: '/clients/{client}/holdings/{holding}',
  summary: 'One holding with its stock-item fields and accessories',
  request: { params: HoldingId },
  responses: {
    200: jsonResponse('The holding', HoldingDetail),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: 'NOT_FOUND: no such client, or the client holds no such item' }),
  },
});

export const HoldingNote = z.object({ note: z.string().max(2000) }).openapi('HoldingNote');

export const updateClientHolding = defineRoute({
  operationId: 'updateClientHolding',
  method: 'put',
  path: '/clients/{client}/holdings/{holding}',
  summary: 'Saves the holding’s note (an empty note removes it)',
  request: { params: HoldingId, body: { required: true, content: { 'application/json': { schema: HoldingNote } } } },
  responses: {
    200: jsonResponse('The holding after the change', HoldingDetail),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: 'NOT_FOUND: no such client, or the client holds no such item' }),
  },
});

const Amount = z.object({ id: z.number().int().min(1).max(MAX_ID), quantity: z.number().int().min(1).max(999) });

export const HoldingAction = z
  .discriminatedUnion('action', [
    z.object({
      action: z.literal('RETURN_TO_STORAGE'),
      payload: z.object({
        holdings: z.array(Amount).min(1).max(100),
        toStorageId: z.number().int().min(1).max(MAX_ID).openapi({ description: 'A base storage (facility category 2)' }),
      }),
    }),
    z.object({
      action: z.literal('SCRAP'),
      payload: z.object({
        balances: z.array(z.object({ balanceId: z.number().int().min(1).max(MAX_ID), quantity: z.number().int().min(1).max(999) })).min(1).max(100),
        reasonCodeId: z.number().int().min(1).max(MAX_ID).openapi({ description: 'A reason code of category SCRAPPING' }),
      }),
    }),
    z.object({
      action: z.literal('MOVE'),
      payload: z.object({
        holdings: z.array(Amount).min(1).max(100),
        toClientId: z.number().int().min(1).max(MAX_ID).openapi({ description: 'Another client the caller is authorized for' }),
      }),
    }),
  ])
  .openapi('HoldingAction', {
    description:
      'Acts on holdings of the client in one transaction: each amount must be at most quantity minus allocatedQuantity (a fixed asset: whole). ' +
      'RETURN_TO_STORAGE puts the amounts on the base storage’s return location, SCRAP takes them out of stock, MOVE hands them to another client. ' +
      'Each writes holding transactions; if any amount is not available nothing changes.',
  });
export type HoldingAction = z.input<typeof HoldingAction>;

export const HoldingActionResult = z
  .object({ transactions: z.number().int().openapi({ description: 'Holding transactions written' }) })
  .openapi('HoldingActionResult');

const QUANTITY_CONFLICT = {
  409: 'QUANTITY_NOT_AVAILABLE: an amount is more than quantity minus allocatedQuantity, or part of a fixed asset; nothing changed',
} as const;

export const actOnClientHoldings = defineRoute({
  operationId: 'actOnClientHoldings',
  method: 'post',
  path: '/clients/{client}/holdings',
  summary: 'RETURN_TO_STORAGE, SCRAP or MOVE selected holdings',
  request: { params: ClientId, body: { required: true, content: { 'application/json': { schema: HoldingAction } } } },
  responses: {
    200: jsonResponse('Done', HoldingActionResult),
    ...errorResponses(
      401,
      { 400: 'VALIDATION; INVALID_REASON_CODE: not a scrapping reason; NOT_A_BASE_STORAGE: toStorageId is not a base storage' },
      { 403: `${NOT_AUTHORIZED} (for MOVE, also the receiving client’s)` },
      { 404: 'NOT_FOUND: no such client, or the client holds no such item' },
      QUANTITY_CONFLICT,
    ),
  },
});

export const AccessoryAction = z
  .discriminatedUnion('action', [
    z.object({
      action: z.literal('ADD_FROM_HOLDING'),
      payload: z.object({ holdings: z.array(Amount).min(1).max(100).openapi({ description: 'Other holdings of the client, fitted to this one' }) }),
    }),
    z.object({
      action: z.literal('REMOVE_TO_HOLDING'),
      payload: z.object({
        accessories: z.array(Amount).min(1).max(100).openapi({ description: 'Accessories of this holding (1 up to the accessory’s quantity), back to holdings of their own' }),
      }),
    }),
  ])
  .openapi('AccessoryAction');
export type AccessoryAction = z.input<typeof AccessoryAction>;

export const actOnHoldingAccessories = defineRoute({
  operationId: 'actOnHoldingAccessories',
  method: 'post',
  path: '/clients/{client}/holdings/{holding}/accessories',
  summary: 'ADD_FROM_HOLDING (fit other holdings as accessories) or REMOVE_TO_HOLDING (take accessories off)',
  request: { params: HoldingId, body: { required: true, content: { 'application/json': { schema: AccessoryAction } } } },
  responses: {
    200: jsonResponse('The holding after the change', HoldingDetail),
    ...errorResponses(
      401,
      { 400: 'VALIDATION; INVALID_ACCESSORY: a holding cannot be fitted to itself or to one of its own accessories' },
      { 403: NOT_AUTHORIZED },
      { 404: 'NOT_FOUND: no such client, holding or accessory' },
      QUANTITY_CONFLICT,
    ),
  },
});

// ----------------------------------------------------------------------------- holding transactions

export const HoldingTransaction = z
  .object({
    id: z.number().int(),
    type: z.enum(HOLDING_TRANSACTION_TYPES),
    itemDescription: z.string(),
    itemNumber: z.string().openapi({ description: 'The product number' }),
    itemClass: z.string(),
    quantity: z.number().int(),
    unit: z.string(),
    allocatedQuantity: z.number().int(),
    fixedAssetNumber: z.string().nullable().openapi({ description: 'The inventory number' }),
    batchNumber: z.string().nullable(),
    transactionTimestamp: z.string().openapi({ description: 'ISO 8601 date and time' }),
    facility: z.object({ id: z.number().int(), label: z.string() }).nullable().openapi({ description: 'The base storage (RETURNED)' }),
    otherClient: z.object({ id: z.number().int(), firstName: z.string(), surname: z.string() }).nullable().openapi({ description: 'MOVED_IN, MOVED_OUT' }),
    reason: Labelled.nullable().openapi({ description: 'SCRAPPED: the reason code' }),
    user: z.object({ firstName: z.string(), surname: z.string() }).nullable().openapi({ description: 'Who did it' }),
  })
  .openapi('HoldingTransaction');
export type HoldingTransaction = z.infer<typeof HoldingTransaction>;

export const HoldingTransactionQuery = PagingQuery.extend({
  type: z.enum(HOLDING_TRANSACTION_TYPES).optional(),
  searchValue: z.string().max(200).optional().openapi({ description: 'Description, product number, inventory or batch number contains; a GTIN (8, 12, 13 or 14 digits, right check digit) also matches its product' }),
  fromDate: Day.optional(),
  toDate: Day.optional().openapi({ description: 'Inclusive' }),
});
export type HoldingTransactionQuery = z.input<typeof HoldingTransactionQuery>;

export const listClientHoldingTransactions = defineRoute({
  operationId: 'listClientHoldingTransactions',
  method: 'get',
  path: '/clients/{client}/holding-transactions',
  summary: 'The history of the client’s holdings, newest first',
  request: { params: ClientId, query: HoldingTransactionQuery },
  responses: {
    200: jsonResponse('Holding transactions', pageOf(HoldingTransaction, 'HoldingTransactionPage')),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: NO_CLIENT }),
  },
});

// -------------------------------------------------------------------------------------------- tasks

export const ClientTask = z
  .object({
    id: z.number().int(),
    type: z.enum(CLIENT_TASK_TYPES).openapi({ description: 'CH: delivery to the client; CA: collection from the client (no from-warehouse)' }),
    description: z.string(),
    status: TaskStatus,
    plannedDateTime: z.string().openapi({ description: 'ISO 8601 date and time' }),
    referenceOrderLine: z.object({ orderNumber: z.string() }).nullable(),
    fromWarehouse: z.object({ value: z.string(), label: z.string() }).nullable(),
    to: z.object({ firstName: z.string(), surname: z.string(), identityNumber: z.string() }),
  })
  .openapi('ClientTask');
export type ClientTask = z.infer<typeof ClientTask>;

export const ClientTaskDetail = ClientTask.extend({
  lines: z.array(TaskLine),
}).openapi('ClientTaskDetail');
export type ClientTaskDetail = z.infer<typeof ClientTaskDetail>;

export const ClientTaskQuery = PagingQuery.extend({
  taskTypes: z
    .string()
    .regex(/^(CH|CA)(,(CH|CA))*$/)
    .default('CH,CA')
    .openapi({ description: 'Comma-separated: CH, CA (default both)' }),
});

export const listClientTasks = defineRoute({
  operationId: 'listClientTasks',
  method: 'get',
  path: '/clients/{client}/tasks',
  summary: 'The client’s tasks of types CH and CA, planned date-time descending',
  request: { params: ClientId, query: ClientTaskQuery },
  responses: {
    200: jsonResponse('Tasks', pageOf(ClientTask, 'ClientTaskPage')),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: NO_CLIENT }),
  },
});

export const getClientTask = defineRoute({
  operationId: 'getClientTask',
  method: 'get',
  path: '/clients/{client}/tasks/{task}',
  summary: 'One task of the client, with its lines',
  request: { params: ClientId.extend({ task: IdParam }) },
  responses: {
    200: jsonResponse('The task', ClientTaskDetail),
    ...errorResponses(400, 401, { 403: NOT_AUTHORIZED }, { 404: 'NOT_FOUND: no such client, or no such task of the client' }),
  },
});
