/**
 * The reference server's database schema (PostgreSQL dialect: PGlite embedded, or a PostgreSQL
 * server through DATABASE_URL). Areas add their tables here as they arrive; migrations are
 * generated from this file with `npm run db:generate` and committed under server/db/migrations.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Municipalities (customers of the supply service), in two regional groups. */
export const customers = pgTable('customers', {
  id: text('id').primaryKey(), // the official four-digit municipality code
  name: text('name').notNull(),
  regionGroup: integer('region_group').notNull(),
});

/** The organisation running the portal: its contact data is shown in the footer. */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  phone: text('phone').notNull(),
  supportEmail: text('support_email').notNull(),
  cookiePolicyUrl: text('cookie_policy_url').notNull(),
  postalAddress: text('postal_address').notNull(),
});

/** Facilities: warehouses and base storages (category 1, 2), care units and other places. */
export const facilities = pgTable('facilities', {
  id: integer('id').primaryKey(),
  value: text('value').notNull().unique(),
  label: text('label').notNull(),
  categoryValue: integer('category_value').notNull(),
  categoryLabel: text('category_label').notNull(),
  customerId: text('customer_id').references(() => customers.id),
  street: text('street').notNull(),
  postalNo: text('postal_no').notNull(),
  city: text('city').notNull(),
});

export const users = pgTable('users', {
  id: integer('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** For Mobile BankID: the person's identity number (from Skatteverket's test list). */
  identityNumber: text('identity_number').unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  surname: text('surname').notNull(),
  phoneNo: text('phone_no').notNull(),
  email: text('email').notNull(),
  referenceId: text('reference_id').notNull(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  facilityId: integer('facility_id').references(() => facilities.id),
  disabled: boolean('disabled').notNull().default(false),
  passwordExpired: boolean('password_expired').notNull().default(false),
  /** Terms the user must accept before using the service (null: nothing to accept). */
  accessMessage: jsonb('access_message').$type<{ messageDescription: string; message: string }>(),
  /** Holds a license for the workflow application (COMFLOW); without one its login answers a license error. */
  workflowLicense: boolean('workflow_license').notNull().default(false),
  applications: jsonb('applications').$type<string[]>().notNull(),
  flags: jsonb('flags').$type<Record<string, boolean>>().notNull(),
  address: jsonb('address')
    .$type<{ addressRow1: string; addressRow2: string; postalNo: string; city: string; country: string; description: string }>()
    .notNull(),
});

/** What a user may do: FUNCTION permissions and MUNICIPALITY authorizations. */
export const authorizations = pgTable(
  'authorizations',
  {
    userId: integer('user_id').notNull().references(() => users.id),
    type: text('type').notNull(),
    authId: text('auth_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.authId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** main, or embedded: a session handed to elements inside another system (embedded routes only). */
    kind: text('kind').notNull().default('main'),
    /** For an enterprise-directory single-sign-on session: the id token's subject, which calls must carry. */
    ssoSubject: text('sso_subject'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Warehouses of a facility of category 1 or 2 (central warehouse, base storage), and their
 * locations: a stock item in storage lies on a warehouse location.
 */
export const warehouses = pgTable(
  'warehouses',
  {
    id: integer('id').primaryKey(),
    facilityId: integer('facility_id').notNull().references(() => facilities.id),
    value: text('value').notNull().unique(),
    label: text('label').notNull(),
  },
  (t) => [index('warehouses_facility_idx').on(t.facilityId)],
);

export const warehouseLocations = pgTable(
  'warehouse_locations',
  {
    id: integer('id').primaryKey(),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    value: text('value').notNull(),
    label: text('label').notNull(),
    /** False for locations stock may not be allocated from (e.g. the reconditioning shelf). */
    isAllocatable: boolean('is_allocatable').notNull().default(true),
  },
  (t) => [index('warehouse_locations_warehouse_idx').on(t.warehouseId), uniqueIndex('warehouse_locations_value_idx').on(t.warehouseId, t.value)],
);

/**
 * Clients: a person (identity number from Skatteverket's test list) or a unit (a care unit ordering
 * in its own name; its identityNumber is the unit's number, e.g. E1281-001). The municipality
 * (customer) is the client's municipal affiliation: a user reaches the client only with a MUNICIPALITY
 * authorization for it.
 */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** PERSON or UNIT */
    type: text('type').notNull().default('PERSON'),
    identityNumber: text('identity_number').notNull(),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    phoneNo: text('phone_no'),
    email: text('email'),
    /** Null for a person created from the population register without a municipality (a coordination number). */
    customerId: text('customer_id').references(() => customers.id),
    /** Whether to contact the client before a visit; null until someone has answered. */
    useAdvanceContact: boolean('use_advance_contact'),
    deregistrationDate: date('deregistration_date'),
    deregistrationReason: text('deregistration_reason'),
  },
  (t) => [
    uniqueIndex('clients_identity_number_idx').using('btree', t.identityNumber.op('text_pattern_ops')),
    // The search's order (surname, first name, id): a page of a broad search is read in index order.
    index('clients_surname_idx').on(t.surname, t.firstName, t.id),
    index('clients_customer_idx').on(t.customerId),
    // The search's name filters (starts with, any case: lower(x) LIKE 'y%') and its units.
    index('clients_first_name_lower_idx').using('btree', sql`lower(${t.firstName}) text_pattern_ops`),
    index('clients_surname_lower_idx').using('btree', sql`lower(${t.surname}) text_pattern_ops`),
    index('clients_unit_idx').on(t.id).where(sql`${t.type} = 'UNIT'`),
  ],
);

/**
 * A client's addresses. The registered address (folkbokföringsadress, from the population register)
 * is the default address and not editable; the others are added by users.
 */
export const clientAddresses = pgTable(
  'client_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    description: text('description').notNull(),
    careOf: text('care_of'),
    street: text('street').notNull(),
    postalNo: text('postal_no').notNull(),
    city: text('city').notNull(),
    isRegistered: boolean('is_registered').notNull().default(false),
    /** For an address at a facility (a care unit where the client lives). */
    facilityId: integer('facility_id').references(() => facilities.id),
  },
  (t) => [
    index('client_addresses_client_idx').on(t.clientId, t.isRegistered),
    index('client_addresses_postal_idx').using('btree', t.postalNo.op('text_pattern_ops')),
    index('client_addresses_city_lower_idx').using('btree', sql`lower(${t.city}) text_pattern_ops`),
  ],
);

/** The columns an address is shown by (the client's address routes; the seed's order lines' addresses). */
export const clientAddressFields = {
  id: clientAddresses.id,
  description: clientAddresses.description,
  careOf: clientAddresses.careOf,
  street: clientAddresses.street,
  postalNo: clientAddresses.postalNo,
  city: clientAddresses.city,
  isRegistered: clientAddresses.isRegistered,
};

/** A client's contacts (relatives, guardians, staff). At most one primary contact a client. */
export const clientContacts = pgTable(
  'client_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    relation: text('relation').notNull(),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    phoneNo: text('phone_no').notNull(),
    email: text('email'),
    isPrimaryContact: boolean('is_primary_contact').notNull().default(false),
    /** False for a contact from the population register (a guardian): shown, not changed here. */
    isEditable: boolean('is_editable').notNull().default(true),
  },
  (t) => [
    index('client_contacts_client_idx').on(t.clientId),
    uniqueIndex('client_contacts_primary_idx').on(t.clientId).where(sql`${t.isPrimaryContact}`),
  ],
);

/** Reference data of products: item classes (article classes), ISO 9999 codes, suppliers. */
export const itemClasses = pgTable('item_classes', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
});

export const isoCodes = pgTable('iso_codes', {
  id: integer('id').primaryKey(),
  value: text('value').notNull().unique(),
  label: text('label').notNull(),
});

export const suppliers = pgTable('suppliers', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
});

export type ProductImage = { name: string; url: string };

/**
 * Lower case that does not depend on the database's locale: PostgreSQL's lower() folds only ASCII
 * under the C locale, so the Swedish capitals are folded explicitly (the server lower-cases a
 * search in JavaScript, which folds every letter). `${FOLD_OPEN}x${FOLD_CLOSE}` around an expression.
 */
export const FOLD_OPEN = sql.raw('translate(lower(');
export const FOLD_CLOSE = sql.raw(`), 'ÅÄÖÉÈÜ', 'åäöéèü')`);
export type ProductMake = { id: number; label: string; value: string };
export type ProductPerformanceAttribute = { id: string; label: string };

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    productNumber: text('product_number').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    text: text('text').notNull().default(''),
    itemClassId: integer('item_class_id').notNull().references(() => itemClasses.id),
    isoCodeId: integer('iso_code_id').notNull().references(() => isoCodes.id),
    supplierId: integer('supplier_id').notNull().references(() => suppliers.id),
    supplierItemNumber: text('supplier_item_number').notNull(),
    salesPrice: numeric('sales_price', { precision: 12, scale: 2 }).notNull(),
    salesPriceQuantity: integer('sales_price_quantity').notNull(),
    numberOfPriceDecimals: integer('number_of_price_decimals').notNull(),
    salesPriceCurrency: text('sales_price_currency').notNull(),
    /** ACTIVE, PHASING_OUT or DISCONTINUED (the catalogue's product status filter). */
    status: text('status').notNull().default('ACTIVE'),
    isOrderable: boolean('is_orderable').notNull(),
    isFixedAsset: boolean('is_fixed_asset').notNull(),
    isBatchControlled: boolean('is_batch_controlled').notNull().default(false),
    isSerialNumberControlled: boolean('is_serial_number_controlled').notNull().default(false),
    unit: text('unit').notNull(),
    /** NONE, INSTALLATION_MANDATORY, INSTALLATION_OPTIONAL, ASSEMBLY_MANDATORY, ASSEMBLY_OPTIONAL */
    orderControl: text('order_control').notNull(),
    replenishmentGroup: text('replenishment_group'),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    makes: jsonb('makes').$type<ProductMake[]>().notNull().default([]),
    /** Its performance attributes (spec 3 §4 Receive delivery, up to 7), whose values receiving a fixed asset asks for; [] for most. */
    performanceAttributes: jsonb('performance_attributes').$type<ProductPerformanceAttribute[]>().notNull().default([]),
    /** The storages holding stock of it (a quantity above zero), ascending; kept by a trigger on product_stock (migration 0008). */
    stockFacilities: integer('stock_facilities').array().notNull().default(sql`'{}'::integer[]`),
    /**
     * The product's GTIN-14 (server/gtin.ts), made from its id: the GS1 prefix 735, company 735000,
     * the id as the item reference, the check digit. A scanned GS1 code's (01) finds the product.
     */
    gtin: text('gtin').generatedAlwaysAs(
      sql`CASE WHEN id < 1000000 THEN '0735000' || lpad(id::text, 6, '0') || ((10 - (21 + (id / 100000 % 10) + 3 * (id / 10000 % 10) + (id / 1000 % 10) + 3 * (id / 100 % 10) + (id / 10 % 10) + 3 * (id % 10)) % 10) % 10)::text END`,
    ),
    /** What the catalogue's text search matches: product number, name and supplier item number, in lower case. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`${FOLD_OPEN}product_number || ' ' || name || ' ' || supplier_item_number${FOLD_CLOSE}`),
  },
  (t) => [
    uniqueIndex('products_gtin_idx').on(t.gtin),
    index('products_name_idx').on(t.name),
    index('products_item_class_idx').on(t.itemClassId),
    index('products_iso_code_idx').on(t.isoCodeId),
    index('products_supplier_idx').on(t.supplierId),
    // The catalogue (server/routes/products.ts): its filters, its text search (the trigram index:
    // words from three characters anywhere, shorter ones at the start of a word, whose first
    // trigrams the index holds too). Migration 0008 adds products_order_idx, the catalogue's order
    // (description, product number) covering the filter columns (INCLUDE, which this schema cannot
    // express), so a page anywhere in the list is read from the index alone.
    index('products_filter_idx').on(t.isOrderable, t.itemClassId, t.isoCodeId, t.supplierId, t.status),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Linked content of products (spec 2 §2 Product detail, §3 Page content): images, documents or
 * videos, either of one product or of every product with an ISO code (a product family's manual).
 */
export type ContentLink = { id: number; url: string; name: string };
export const productContents = pgTable(
  'product_contents',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id').references(() => products.id),
    isoCodeId: integer('iso_code_id').references(() => isoCodes.id),
    /** IMAGE, DOCUMENT or VIDEO */
    category: text('category').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    publishDate: date('publish_date').notNull(),
    hyperlinkTitle: text('hyperlink_title').notNull().default(''),
    hyperlinks: jsonb('hyperlinks').$type<ContentLink[]>().notNull().default([]),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    documents: jsonb('documents').$type<ContentLink[]>().notNull().default([]),
    videos: jsonb('videos').$type<ContentLink[]>().notNull().default([]),
  },
  (t) => [
    index('product_contents_product_idx').on(t.productId, t.category, t.publishDate),
    index('product_contents_iso_code_idx').on(t.isoCodeId, t.category, t.publishDate),
    check('product_contents_owner', sql`(${t.productId} IS NULL) <> (${t.isoCodeId} IS NULL)`),
  ],
);

/** The accessories a product can be ordered with (other products). */
export const productAccessories = pgTable(
  'product_accessories',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    accessoryId: integer('accessory_id').notNull().references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.accessoryId] })],
);

/** Reason codes, by category (SCRAPPING: why stock is scrapped). */
export const reasonCodes = pgTable('reason_codes', {
  id: integer('id').primaryKey(),
  category: text('category').notNull(),
  value: text('value').notNull(),
  label: text('label').notNull(),
  labelEn: text('label_en').notNull(),
});

/**
 * Stock items: a quantity of one product, either in storage (facility and warehouse location: a
 * stock balance row) or held by a client (a holding: clientId set, with the hand-over data), or
 * fitted to another stock item as its accessory (parentId). A fixed asset has an inventory number
 * and quantity 1; a batch- or serial-controlled product carries its batch or serial number.
 */
export const stockItems = pgTable(
  'stock_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull().references(() => products.id),
    /** The storage (category 1 or 2) the item is in; null when a client holds it. */
    facilityId: integer('facility_id').references(() => facilities.id),
    warehouseLocationId: integer('warehouse_location_id').references(() => warehouseLocations.id),
    /** The client holding the item (a holding); null in storage. */
    clientId: integer('client_id').references(() => clients.id),
    /** The stock item this one is fitted to as an accessory. */
    parentId: integer('parent_id'),
    quantity: integer('quantity').notNull(),
    allocatedQuantity: integer('allocated_quantity').notNull().default(0),
    inventoryNumber: text('inventory_number'),
    batch: text('batch'),
    serialNumber: text('serial_number'),
    customizationNumber: text('customization_number'),
    goodsOwner: text('goods_owner'),
    note: text('note'),
    hasDeviation: boolean('has_deviation').notNull().default(false),
    acquisitionDate: date('acquisition_date'),
    serviceDate: date('service_date'),
    inspectionDate: date('inspection_date'),
    warrantyToDate: date('warranty_to_date'),
    handedOverDate: date('handed_over_date'),
    handedOverBy: text('handed_over_by'),
    handedOverInformation: text('handed_over_information'),
    prescriberName: text('prescriber_name'),
    prescriptionDate: date('prescription_date'),
    /**
     * What the stock balance's text search reads (migration 0015): the product's search_text, the
     * inventory number and the batch, folded. Kept by a trigger on the row and one on its product;
     * a GIN trigram index over the balance rows answers a search within a storage from the index.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    // Migration 0015 adds stock_items_search_trgm_idx (GIN, WHERE: not expressible here).
    // Migration 0014 adds stock_items_balance_idx: the stock balance's rows (not held, not fitted) by
    // storage and product, covering id and location (INCLUDE and WHERE: not expressible here).
    // Migration 0021 adds stock_items_fully_allocated_idx: those rows with nothing available (the
    // stock balance's availableOnly total subtracts them; a partial index, kept here by hand too).
    index('stock_items_facility_idx').on(t.facilityId, t.productId),
    index('stock_items_client_idx').on(t.clientId, t.handedOverDate),
    index('stock_items_parent_idx').on(t.parentId),
    uniqueIndex('stock_items_inventory_number_idx').on(t.inventoryNumber),
  ],
);

/**
 * A product's stock per storage: the storage rows of stock_items summed (quantity, allocated). Kept
 * by a trigger on stock_items (migration 0008); the large seed loads with triggers off and fills it
 * in one statement (server/seed/world.ts).
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    facilityId: integer('facility_id').notNull().references(() => facilities.id),
    quantity: integer('quantity').notNull(),
    allocatedQuantity: integer('allocated_quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.facilityId] })],
);

/**
 * The catalogue's products counted by everything it filters on but the text: orderable, item
 * class, ISO code, supplier, status and the set of storages holding stock. A few hundred rows
 * (thousands on the large seed) from which the list's total and every filter's counts are summed
 * without reading the products. Kept by a trigger on products (migration 0008).
 */
export const catalogueGroups = pgTable(
  'catalogue_groups',
  {
    isOrderable: boolean('is_orderable').notNull(),
    itemClassId: integer('item_class_id').notNull(),
    isoCodeId: integer('iso_code_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    status: text('status').notNull(),
    stockFacilities: integer('stock_facilities').array().notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.isOrderable, t.itemClassId, t.isoCodeId, t.supplierId, t.status, t.stockFacilities] })],
);

/**
 * The stock balance's rows (stock_items in a storage, not held, not fitted) counted by storage and
 * by what the balance filters on of their product: the balance's total without a text search is a
 * sum over these few rows instead of a join of a storage's 10,000 rows with the products. Kept by
 * triggers on stock_items and products (migration 0014).
 */
export const balanceGroups = pgTable(
  'balance_groups',
  {
    facilityId: integer('facility_id').notNull(),
    isOrderable: boolean('is_orderable').notNull(),
    itemClassId: integer('item_class_id').notNull(),
    isoCodeId: integer('iso_code_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    status: text('status').notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.isOrderable, t.itemClassId, t.isoCodeId, t.supplierId, t.status] })],
);

/**
 * What happened to a client's holdings: handed over, returned to a base storage, scrapped, moved
 * to or from another client, fitted or taken off as an accessory. The product data is copied, so
 * the history stays true after the stock item is gone.
 */
export const holdingTransactions = pgTable(
  'holding_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    stockItemId: integer('stock_item_id'),
    productId: integer('product_id').notNull().references(() => products.id),
    /** HANDED_OVER, RETURNED, SCRAPPED, MOVED_IN, MOVED_OUT, ACCESSORY_ADDED, ACCESSORY_REMOVED */
    type: text('type').notNull(),
    quantity: integer('quantity').notNull(),
    allocatedQuantity: integer('allocated_quantity').notNull().default(0),
    inventoryNumber: text('inventory_number'),
    batch: text('batch'),
    /** The base storage returned to (RETURNED). */
    facilityId: integer('facility_id').references(() => facilities.id),
    /** The other client (MOVED_IN, MOVED_OUT). */
    otherClientId: integer('other_client_id').references(() => clients.id),
    reasonCodeId: integer('reason_code_id').references(() => reasonCodes.id),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('holding_transactions_client_idx').on(t.clientId, t.createdAt),
    // An aid's life (server/routes/timeline.ts): its transactions by stock item and by inventory number.
    index('holding_transactions_stock_item_idx').on(t.stockItemId, t.createdAt),
    index('holding_transactions_inventory_number_idx').on(t.inventoryNumber, t.createdAt),
  ],
);

/**
 * Inventory counts (stocktaking) of a base storage (spec 3 §3 Inventory count, §4 Inventory count
 * status, §5 Inventory counts). Status: 20 not started (no line reported), 50 in progress (some
 * reported), 60 in progress (every line reported or approved), 90 confirmed (the balances set; no
 * longer open). At most one open count (below 90) a storage: inventories_open_idx (migration 0016,
 * WHERE: not expressible here).
 */
export const inventories = pgTable('inventories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The display number (the spec's inventoryId), e.g. INV-000012. */
  number: text('number').notNull().unique(),
  facilityId: integer('facility_id').notNull().references(() => facilities.id),
  status: integer('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  createdBy: integer('created_by').references(() => users.id),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  confirmedBy: integer('confirmed_by').references(() => users.id),
});

/**
 * A count's lines: one a balance row of the storage when the count was started, its product,
 * location, inventory number and batch copied (the row may move or go meanwhile: its stock item is
 * then null). Status: 20 not reported, 60 reported, 80 approved. `changedMs` is the line's version
 * (the spec's fetchedTimestamp), strictly increasing with every change: an update that names an
 * older one answers 409 with the line as it is.
 */
export const inventoryLines = pgTable(
  'inventory_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inventoryId: integer('inventory_id').notNull().references(() => inventories.id, { onDelete: 'cascade' }),
    stockItemId: integer('stock_item_id').references(() => stockItems.id, { onDelete: 'set null' }),
    productId: integer('product_id').notNull().references(() => products.id),
    warehouseLocationId: integer('warehouse_location_id').references(() => warehouseLocations.id),
    inventoryNumber: text('inventory_number'),
    batch: text('batch'),
    /** The stock item's words when the count was started (stock_items.search_text): the line search. */
    searchText: text('search_text').notNull().default(''),
    status: integer('status').notNull().default(20),
    reportedQty: integer('reported_qty'),
    balanceAtReportedTime: integer('balance_at_reported_time'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedBy: integer('reported_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id),
    changedMs: bigint('changed_ms', { mode: 'number' }).notNull(),
  },
  (t) => [
    // The lines in the list's order, their ids: made in location then product order when the
    // count starts. Migration 0016 adds inventory_lines_search_trgm_idx (GIN over search_text).
    index('inventory_lines_inventory_idx').on(t.inventoryId, t.id),
    index('inventory_lines_stock_item_idx').on(t.stockItemId),
    check('inventory_lines_reported_qty_check', sql`${t.reportedQty} >= 0`),
  ],
);

/**
 * Deliveries received into a base storage (spec 3 §3 Receive-delivery payload; POST /deliveries
 * RECEIVE in server/routes/receive.ts): one row a receipt, with what was asked (reference,
 * performance attributes) and the answer. A RECEIVE carrying an Idempotency-Key keeps it here with
 * the hash of its payload (`payload_hash`, migration 0020): the same user's same key again answers
 * `result` and receives nothing when the payload is the same, and 422 IDEMPOTENCY_KEY_REUSED when
 * it is not (a row from before 0020 has no hash and answers `result`).
 */
export const deliveryReceipts = pgTable(
  'delivery_receipts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 (hex) of the payload's canonical JSON (server/routes/receive.ts payloadHash); with a key. */
    payloadHash: text('payload_hash'),
    facilityId: integer('facility_id').notNull().references(() => facilities.id),
    productId: integer('product_id').notNull().references(() => products.id),
    supplierId: integer('supplier_id').notNull().references(() => suppliers.id),
    stockItemId: integer('stock_item_id').references(() => stockItems.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    batch: text('batch'),
    serialNumber: text('serial_number'),
    reference: text('reference'),
    attributes: jsonb('attributes').$type<{ id: string; label: string; value: string }[]>().notNull().default([]),
    result: jsonb('result').$type<{ stockItemId: number; inventoryNumber: string | null; labelUrl: string | null; quantity: number }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('delivery_receipts_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('delivery_receipts_facility_idx').on(t.facilityId, t.createdAt),
    index('delivery_receipts_stock_item_idx').on(t.stockItemId, t.createdAt),
  ],
);

/** Inventory numbers of fixed assets received (HMC600001 up; the seed's are HMC4xxxxx and HMC5xxxxx). */
export const inventoryNumberSeq = pgSequence('inventory_number_seq', { startWith: 600001 });

/**
 * Tasks: deliveries (S…), base-storage moves (I…), the base-storage work list (C…), and the
 * client task types CH (deliver to the client's home) and CA (collect from the client).
 * Status: 20 planned, 30 active, 40 started, 50 running, 60 being delivered, 90 reported, 99 annulled.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    status: integer('status').notNull(),
    plannedDateTime: timestamp('planned_date_time', { withTimezone: true }).notNull(),
    /** The order number of the order line the task was created for. */
    orderNumber: text('order_number'),
    baseStorageId: integer('base_storage_id').references(() => facilities.id),
    fromWarehouseId: integer('from_warehouse_id').references(() => warehouses.id),
    toClientId: integer('to_client_id').references(() => clients.id),
    toFacilityId: integer('to_facility_id').references(() => facilities.id),
    responsibleUserId: integer('responsible_user_id').references(() => users.id),
    /** When the task was made (migration 0024; earlier tasks: a day before their planned time). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tasks_client_idx').on(t.toClientId, t.type), index('tasks_storage_idx').on(t.baseStorageId, t.status)],
);

export const taskLines = pgTable(
  'task_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id').notNull().references(() => tasks.id),
    productId: integer('product_id').notNull().references(() => products.id),
    stockItemId: integer('stock_item_id').references(() => stockItems.id),
    quantity: integer('quantity').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    reportedQuantity: integer('reported_quantity').notNull().default(0),
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [index('task_lines_task_idx').on(t.taskId), index('task_lines_stock_item_idx').on(t.stockItemId)],
);

/** Document folders (company guide categories) and their files. */
export const documentFolders = pgTable('document_folders', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey(),
    folderId: integer('folder_id').notNull().references(() => documentFolders.id),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [uniqueIndex('documents_folder_name_idx').on(t.folderId, t.name)],
);

/** Page content (the welcome page and education pages). */
export const pageContents = pgTable('page_contents', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  hyperlinkTitle: text('hyperlink_title').notNull(),
  hyperlinks: jsonb('hyperlinks').$type<{ id: number; url: string; name: string }[]>().notNull(),
  fileTitle: text('file_title').notNull(),
  /** The page's files are the documents of this folder. */
  fileFolderId: integer('file_folder_id').references(() => documentFolders.id),
  /** The texts in other languages than Swedish (title, text, hyperlinkTitle, fileTitle), by language. */
  translations: jsonb('translations').$type<Partial<Record<'en', PageContentTexts>>>().notNull().default({}),
});

export type PageContentTexts = { title: string; text: string; hyperlinkTitle: string; fileTitle: string };

export const educations = pgTable('educations', {
  id: integer('id').primaryKey(),
  pageContentId: integer('page_content_id').notNull().references(() => pageContents.id),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** The title and description in other languages than Swedish. */
  translations: jsonb('translations').$type<Partial<Record<'en', { title: string; description: string }>>>().notNull().default({}),
});

export const educationOccasions = pgTable('education_occasions', {
  id: integer('id').primaryKey(),
  educationId: integer('education_id').notNull().references(() => educations.id),
  startDateTime: timestamp('start_date_time', { withTimezone: true }).notNull(),
  endDateTime: timestamp('end_date_time', { withTimezone: true }).notNull(),
  maxNumberOfAttendees: integer('max_number_of_attendees').notNull(),
});

export const educationRegistrations = pgTable(
  'education_registrations',
  {
    occasionId: integer('occasion_id').notNull().references(() => educationOccasions.id),
    userId: integer('user_id').notNull().references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.occasionId, t.userId] })],
);

/** Password reset tokens: only a hash is stored; single use, one hour. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Slowing guesses (server/throttle.ts): one row per key (an account's password tries, a client
 * address's, an account's reset-link requests, an address's Mobile BankID starts). In the
 * database, so every server process sharing it counts the same tries.
 */
export const attemptCounters = pgTable('attempt_counters', {
  /** `<kind>:<account or address>`, e.g. `password-account:frida@example.org`. */
  key: text('key').primaryKey(),
  /** Tries counted since the last success or the last quiet hour. */
  attempts: integer('attempts').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  /** No try is let through before this (null: none waiting). */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  /** Whether the last try was let through (the answer of the statement that counted it). */
  admitted: boolean('admitted').notNull(),
});

/** Mail the reference server would send: it sends none, a tester reads them on /dev/mailbox. */
export const outbox = pgTable('outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Per-user settings by id (e.g. the catalogue view: grid or list). */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer('user_id').notNull().references(() => users.id),
    settingId: text('setting_id').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.settingId] })],
);

/**
 * Mobile BankID orders of the reference server, which plays the BankID relying-party service:
 * a tester moves an order on /dev/bankid (open the app, approve as a person, cancel, expire).
 */
export const mobileIdOrders = pgTable('mobile_id_orders', {
  orderRef: text('order_ref').primaryKey(),
  autoStartToken: text('auto_start_token').notNull(),
  qrStartToken: text('qr_start_token').notNull(),
  qrStartSecret: text('qr_start_secret').notNull(),
  /** pending, complete or failed */
  status: text('status').notNull(),
  /** outstandingTransaction, userSign, started; or for failed: userCancel, expiredTransaction, startFailed */
  hintCode: text('hint_code').notNull(),
  userId: integer('user_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** The login token (the order reference) works once. */
  tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
});

/**
 * One-time login tokens other than Mobile BankID's: issued after an OpenID Connect code exchange
 * (source OPEN_ID or ENTERPRISE_DIRECTORY) or by the workflow application (COMFLOW), redeemed
 * once by POST /rs/authentication within a few minutes.
 */
export const loginTokens = pgTable('login_tokens', {
  token: text('token').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  source: text('source').notNull(),
  /** The identity provider's subject, for single-sign-on sessions. */
  subject: text('subject'),
  /** main or embedded: the kind of session the token opens. */
  sessionKind: text('session_kind').notNull().default('main'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Sessions of the workflow application (COMFLOW) that the reference server plays. */
export const workflowSessions = pgTable('workflow_sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Workflow activities (tasks) left open on this session; closing them sets this to 0. */
  openActivities: integer('open_activities').notNull().default(0),
});

/**
 * Messages between users (spec 1 §3 Message). One receiver a message; each side has its own status
 * (20 active, 90 archived), so archiving hides the message from the archiving user's folders only.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer('sender_id').notNull().references(() => users.id),
    receiverId: integer('receiver_id').notNull().references(() => users.id),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
    senderStatus: integer('sender_status').notNull().default(20),
    receiverStatus: integer('receiver_status').notNull().default(20),
  },
  (t) => [
    index('messages_receiver_idx').on(t.receiverId, t.receiverStatus, t.sentAt),
    index('messages_sender_idx').on(t.senderId, t.senderStatus, t.sentAt),
  ],
);

/** A message's files, stored in the database (checked by size and content on upload). */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id').notNull().references(() => messages.id),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);

/**
 * Orders (spec 2 §3 Order, §4): web-orders of one receiver, made by a user (ordered-by). Status 10
 * (preliminary) is the cart; SEND moves it to 20 and stamps order_date. A send carries an
 * idempotency key, kept here: the same key again answers the same confirmation.
 */
export const webOrders = pgTable(
  'web_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1000 }),
    orderNumber: text('order_number').notNull().unique(),
    /** CLIENT, FACILITY or Secret_ID */
    receiverType: text('receiver_type').notNull(),
    clientId: integer('client_id').references(() => clients.id),
    facilityId: integer('facility_id').references(() => facilities.id),
    status: integer('status').notNull().default(10),
    note: text('note'),
    orderedBy: integer('ordered_by').notNull().references(() => users.id),
    responsible: integer('responsible').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When it was sent (null while preliminary). */
    orderDate: timestamp('order_date', { withTimezone: true }),
    sendKey: text('send_key'),
    /** What the order list sorts and filters by date: when it was sent, a preliminary order when it was created. */
    listedAt: timestamp('listed_at', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(order_date, created_at)`),
    /**
     * The municipality whose users see the order besides its maker (the order list and detail): the
     * receiver's (the client's or the base storage's) as it was when the order was sent; null while
     * it is preliminary (its maker's cart) and for a protected identity (its maker's alone). Kept by
     * the trigger web_orders_receiver (migration 0010), with search_text and receiver_sort.
     */
    municipalityId: text('municipality_id'),
    /**
     * What the list's free-text search matches, folded to lower case, each word after a space: the
     * order number, and the client's identity number, first name and surname or the base storage's
     * label (a protected identity: the order number only). Its words are web_order_words; a search
     * of several words is checked against it as a phrase (LIKE '% astrid nil%').
     */
    searchText: text('search_text').notNull().default(''),
    /** The receiver's name as the list sorts it (folded; a protected identity: empty, first). */
    receiverSort: text('receiver_sort').notNull().default(''),
    /** The maker's name as the list sorts it (surname, first name; folded). */
    makerSort: text('maker_sort').notNull().default(''),
  },
  (t) => [
    // The order list (server/routes/orders.ts): each sort's order from an index, the page found by
    // reading it until the page is full. Migration 0010 adds web_orders_listed_idx on (listed_at,
    // id) covering status, ordered_by and municipality_id (INCLUDE, which this schema cannot
    // express), so a date range is counted from the index alone.
    index('web_orders_ordered_by_idx').on(t.orderedBy, t.listedAt, t.id),
    index('web_orders_client_idx').on(t.clientId, t.listedAt),
    index('web_orders_facility_idx').on(t.facilityId, t.listedAt),
    index('web_orders_status_idx').on(t.status, t.id),
    index('web_orders_receiver_sort_idx').on(t.receiverSort, t.id),
    index('web_orders_maker_sort_idx').on(t.makerSort, t.id),
    check('web_orders_receiver', sql`(${t.clientId} IS NULL) <> (${t.facilityId} IS NULL)`),
  ],
);

/**
 * The words of each order's search_text, each with what the list filters by: a text search reads
 * the words starting with what was typed from one index (migration 0010 adds
 * web_order_words_word_idx on (word text_pattern_ops, listed_at, order_id), covering the rest), and
 * counts and sorts the matches without reading an order. Kept by triggers on web_orders.
 */
export const webOrderWords = pgTable(
  'web_order_words',
  {
    word: text('word').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => webOrders.id, { onDelete: 'cascade' }),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
    status: integer('status').notNull(),
    orderedBy: integer('ordered_by').notNull(),
    municipalityId: text('municipality_id'),
    clientId: integer('client_id'),
    facilityId: integer('facility_id'),
  },
  (t) => [index('web_order_words_order_idx').on(t.orderId)],
);

/**
 * How many orders there are of each municipality (web_orders.municipality_id, '' for none), maker
 * and status: the order list's total when it is filtered by status only, summed over a few hundred
 * rows instead of counting up to 200,000 orders. Kept by the trigger web_order_counts_follow
 * (migration 0010).
 */
export const webOrderCounts = pgTable(
  'web_order_counts',
  {
    municipalityId: text('municipality_id').notNull(),
    orderedBy: integer('ordered_by').notNull(),
    status: integer('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.municipalityId, t.orderedBy, t.status] })],
);

/** The user's active order (spec 2 §4 Active order): at most one; gone with the order. */
export const activeOrders = pgTable('active_orders', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  orderId: integer('order_id').notNull().references(() => webOrders.id, { onDelete: 'cascade' }),
});

export type LineAddress = { id: number; type: 'CLIENT_ADDRESS' | 'FACILITY'; description: string; careOf: string | null; street: string; postalNo: string; city: string };
export type LineContact = { id: number; type: 'PRESCRIBER' | 'CONTACT' | 'CLIENT'; firstName: string; surname: string; phoneNo: string | null; email: string | null; relation: string | null };
export type ExternalProductData = { productNumber: string; name: string; supplier: string };

/**
 * Content lines of an order (spec 2 §3 Order content line), of every content type. The delivery
 * address and contact are copied onto the line when chosen (what was ordered stays as it was, even
 * if the client's address changes later). Choices of a wizard (makes, accessories, pickup list,
 * function, form) are kept as JSON: they are read and written whole with the line.
 */
export const webOrderContents = pgTable(
  'web_order_contents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull().references(() => webOrders.id, { onDelete: 'cascade' }),
    /** The line's number within its order (contentNumber: order number and this). */
    lineNo: integer('line_no').notNull(),
    contentType: text('content_type').notNull(),
    /** 5 draft, 10 in the cart, then 20.. as the order (src/contract/constants.ts CONTENT_STATUS). */
    status: integer('status').notNull(),
    externalStatus: integer('external_status'),
    externalStatusComment: text('external_status_comment'),
    steps: integer('steps').notNull().default(0),
    currentStep: integer('current_step').notNull().default(1),
    deliveryDate: date('delivery_date'),
    requestedDeliveryDate: date('requested_delivery_date'),
    contactBeforeDelivery: boolean('contact_before_delivery').notNull().default(false),
    address: jsonb('address').$type<LineAddress>(),
    fromAddress: jsonb('from_address').$type<LineAddress>(),
    contact: jsonb('contact').$type<LineContact>(),
    deliveryMethodId: integer('delivery_method_id').references(() => deliveryMethods.id),
    codeliveryId: integer('codelivery_id').notNull().default(0),
    subContentTypeId: integer('sub_content_type_id'),
    priorityId: integer('priority_id'),
    text: text('text'),
    /** FITTING: the prescriber's wish for the meeting time, made the fitting's external comment when sent. */
    meetingComment: text('meeting_comment'),
    productId: integer('product_id').references(() => products.id),
    externalProduct: jsonb('external_product').$type<ExternalProductData>(),
    quantity: integer('quantity').notNull().default(1),
    /** The chosen make value ids. */
    makes: jsonb('makes').$type<number[]>().notNull().default([]),
    /** The chosen accessories (product ids) and how many of each. */
    accessories: jsonb('accessories').$type<{ id: number; quantity: number }[]>().notNull().default([]),
    /** PICKUP: the holdings (inventory ids) to pick up and how many of each. */
    pickupList: jsonb('pickup_list').$type<{ id: number; quantity: number }[]>().notNull().default([]),
    functionId: integer('function_id'),
    functionTypeId: integer('function_type_id'),
    fittingTypeId: integer('fitting_type_id'),
    fromFacilityId: integer('from_facility_id').references(() => facilities.id),
    toWarehouseLocationId: integer('to_warehouse_location_id').references(() => warehouseLocations.id),
    parentId: integer('parent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * When the line was ordered (migration 0024): sent with its order, or a referenced line confirmed
     * (CONFIRM). Null on lines ordered before 0024: the order's order_date tells it (a timeline reads both).
     */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
  },
  (t) => [
    index('web_order_contents_order_idx').on(t.orderId, t.lineNo),
    uniqueIndex('web_order_contents_line_idx').on(t.orderId, t.lineNo),
    // Migration 0024 adds web_order_contents_pickup_list_idx (GIN jsonb_path_ops over pickup_list): the
    // work, fitting and pickup lines naming an aid (an aid's life, server/routes/timeline.ts).
  ],
);

/** An order's history: created, sent, note changed, statuses later. */
export const webOrderHistory = pgTable(
  'web_order_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull().references(() => webOrders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    event: text('event').notNull(),
    status: integer('status').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
  },
  (t) => [index('web_order_history_order_idx').on(t.orderId, t.at)],
);

/** Comments on a line (messages about it), INTERNAL or EXTERNAL. */
export const webOrderComments = pgTable(
  'web_order_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contentId: integer('content_id').notNull().references(() => webOrderContents.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    comment: text('comment').notNull(),
    type: text('type').notNull(),
  },
  (t) => [index('web_order_comments_content_idx').on(t.contentId, t.at)],
);

/** Files of a line, stored in the database (checked by size and content on upload). */
export const webOrderFiles = pgTable(
  'web_order_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contentId: integer('content_id').notNull().references(() => webOrderContents.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('web_order_files_content_idx').on(t.contentId)],
);

/** Delivery methods (GET /delivery-methods), named in both languages. */
export const deliveryMethods = pgTable('delivery_methods', {
  id: integer('id').primaryKey(),
  nameSv: text('name_sv').notNull(),
  nameEn: text('name_en').notNull(),
});

/**
 * The national population register (Navet) as the reference server plays it: people who are not
 * clients yet (test identity numbers from Skatteverket's lists), found by the new-order popup's
 * register search and made clients by POST /clients/create.
 */
export const populationRegister = pgTable('population_register', {
  identityNumber: text('identity_number').primaryKey(),
  firstName: text('first_name').notNull(),
  surname: text('surname').notNull(),
  street: text('street'),
  postalNo: text('postal_no'),
  city: text('city'),
  customerId: text('customer_id').references(() => customers.id),
});

// ---------------------------------------------------------------------------------------------
// Fittings (spec 3 §3 Fitting, Meeting, Comment and file; src/contract/fittings.ts)

/** A resource group: the consultants, technicians, rooms or cars a fitting type draws on. */
export const resourceGroups = pgTable('resource_groups', {
  id: integer('id').primaryKey(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
});

/** A resource of a group: a person (possibly a portal user, who then sees the fittings they work on), a room or a car. */
export const resources = pgTable(
  'resources',
  {
    id: integer('id').primaryKey(),
    groupId: integer('group_id').notNull().references(() => resourceGroups.id),
    value: text('value').notNull(),
    label: text('label').notNull(),
    userId: integer('user_id').references(() => users.id),
    firstName: text('first_name'),
    surname: text('surname'),
    phoneNo: text('phone_no'),
    email: text('email'),
  },
  (t) => [index('resources_group_idx').on(t.groupId), index('resources_user_idx').on(t.userId)],
);

/** Fitting types (GET /web-orders/fittings/types): their resource groups, mandatory people and the executing facility. */
export const fittingTypes = pgTable('fitting_types', {
  id: integer('id').primaryKey(),
  nameSv: text('name_sv').notNull(),
  nameEn: text('name_en').notNull(),
  consultantGroupId: integer('consultant_group_id').references(() => resourceGroups.id),
  technicianGroupId: integer('technician_group_id').references(() => resourceGroups.id),
  roomGroupId: integer('room_group_id').references(() => resourceGroups.id),
  carGroupId: integer('car_group_id').references(() => resourceGroups.id),
  consultantMandatory: boolean('consultant_mandatory').notNull(),
  technicianMandatory: boolean('technician_mandatory').notNull(),
  executingFacilityId: integer('executing_facility_id').notNull().references(() => facilities.id),
  descriptionSv: text('description_sv').notNull(),
  descriptionEn: text('description_en').notNull(),
  categoryValue: text('category_value').notNull(),
  categoryLabelSv: text('category_label_sv').notNull(),
  categoryLabelEn: text('category_label_en').notNull(),
});

/**
 * A fitting: the FITTING line of an order (content_id), for its client. `status` is 10 while open,
 * 90 completed, 99 annulled; the open groups (unplanned, waiting, active) follow from `released`
 * and the next meeting when read (src/contract/shared/fitting-rules.ts).
 */
export const fittings = pgTable(
  'fittings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contentId: integer('content_id').notNull().unique().references(() => webOrderContents.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull().references(() => webOrders.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull().references(() => fittingTypes.id),
    clientId: integer('client_id').notNull().references(() => clients.id),
    prescriberId: integer('prescriber_id').notNull().references(() => users.id),
    consultantId: integer('consultant_id').references(() => resources.id),
    technicianId: integer('technician_id').references(() => resources.id),
    contactId: integer('contact_id').references(() => clientContacts.id),
    status: integer('status').notNull(),
    released: boolean('released').notNull().default(false),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    isNewItem: boolean('is_new_item').notNull(),
    productId: integer('product_id').references(() => products.id),
    text: text('text'),
    /** The additional-information form's answers (other info). */
    form: jsonb('form').$type<{ question: string; answer: string }[]>().notNull().default([]),
  },
  (t) => [
    index('fittings_prescriber_idx').on(t.prescriberId),
    index('fittings_consultant_idx').on(t.consultantId),
    index('fittings_technician_idx').on(t.technicianId),
    index('fittings_client_idx').on(t.clientId),
    index('fittings_status_idx').on(t.status, t.closedAt),
  ],
);

export type MeetingAddressData = { id: number | null; type: 'CLIENT' | 'PROVIDER' | 'OTHER'; careOf: string | null; street: string; postalNo: string; city: string };

/** A fitting's meetings: a date with a from and a to time (Swedish wall-clock), PLANNED, BOOKED or CANCELED. */
export const fittingMeetings = pgTable(
  'fitting_meetings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fittingId: integer('fitting_id').notNull().references(() => fittings.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
    status: text('status').notNull(),
    released: boolean('released').notNull().default(false),
    comment: text('comment'),
    consultantId: integer('consultant_id').references(() => resources.id),
    technicianId: integer('technician_id').references(() => resources.id),
    roomId: integer('room_id').references(() => resources.id),
    carId: integer('car_id').references(() => resources.id),
    addressType: text('address_type').notNull().default('CLIENT'),
    address: jsonb('address').$type<MeetingAddressData>(),
  },
  (t) => [index('fitting_meetings_fitting_idx').on(t.fittingId, t.date, t.fromTime)],
);

/** Comments on a fitting, INTERNAL (staff only) or EXTERNAL. */
export const fittingComments = pgTable(
  'fitting_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fittingId: integer('fitting_id').notNull().references(() => fittings.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    comment: text('comment').notNull(),
    type: text('type').notNull(),
  },
  (t) => [index('fitting_comments_fitting_idx').on(t.fittingId, t.at)],
);

/** Files of a fitting, stored in the database (checked by size and content on upload). */
export const fittingFiles = pgTable(
  'fitting_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fittingId: integer('fitting_id').notNull().references(() => fittings.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('fitting_files_fitting_idx').on(t.fittingId)],
);

/** What happened to a fitting (the events tab); `detail` is language-neutral (a date and time, a name). */
export const fittingEvents = pgTable(
  'fitting_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fittingId: integer('fitting_id').notNull().references(() => fittings.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    event: text('event').notNull(),
    detail: text('detail'),
  },
  (t) => [index('fitting_events_fitting_idx').on(t.fittingId, t.at)],
);

/**
 * Deviations (spec 3; server/routes/deviations.ts): a fault or issue a user reports against a
 * category and its type (server/deviation-reference.ts), optionally referring to something by a
 * code (reference_type_id 1 inventory number, 2 order number, 3 product number, with the code as
 * typed: both null for "no reference"). A deviation on an inventory number keeps the stock item it
 * found (set null if the item is later deleted, e.g. scrapped: the code stays). `status`: 10
 * registered, 20 not fixed, 30 fix not needed, 40 fixed. The deviation number is not stored: it is
 * derived from the id, `String(300000 + id)` (deviationNumber()).
 */
export const deviations = pgTable(
  'deviations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    categoryId: integer('category_id').notNull(),
    typeId: integer('type_id').notNull(),
    referenceTypeId: integer('reference_type_id'),
    referenceValue: text('reference_value'),
    stockItemId: integer('stock_item_id').references(() => stockItems.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    status: integer('status').notNull().default(10),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The list (the caller's own of some statuses, newest first, paged): the user's rows in date
    // order, read backwards, the status filtered from the index entry itself.
    index('deviations_user_idx').on(t.userId, t.createdAt, t.id, t.status),
    // An aid's life and a client's story (server/routes/timeline.ts): the deviations on a stock item.
    index('deviations_stock_item_idx').on(t.stockItemId, t.createdAt),
    // An aid's life: the deviations reported by its inventory number (without the stock item's id),
    // so that the aid's branch is read by two indexes, not by scanning every deviation.
    index('deviations_inventory_number_idx').on(t.referenceValue).where(sql`${t.referenceTypeId} = 1`),
    check('deviations_reference', sql`(${t.referenceTypeId} IS NULL) = (${t.referenceValue} IS NULL)`),
  ],
);

/** Files of a deviation, stored in the database (checked by size and content on upload), oldest first. */
export const deviationFiles = pgTable(
  'deviation_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deviationId: integer('deviation_id').notNull().references(() => deviations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('deviation_files_deviation_idx').on(t.deviationId, t.at)],
);

/**
 * Secrets every process of one deployment must share, made by the first process that needs one
 * (server/secrets.ts): the signed-link secret when LINK_SECRET is not set, so a link signed by one
 * process opens on another.
 */
export const serverSecrets = pgTable('server_secrets', {
  /** What the secret is for, e.g. `link`. */
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What happened that no other table keeps (issue 41, migration 0024; server/timeline-events.ts):
 * a direct move of a stock item (MOVED), a storage scrap (STOCK_SCRAPPED), a count that changed a
 * row's quantity (COUNTED), a line moved on by the supply service (LINE_STATUS, WORK_STATUS), a task reported closed (TASK_REPORTED). Read by the
 * timelines (server/routes/timeline.ts) by stock item, inventory number and client. The ids are
 * plain integers, not references: the row outlives a scrapped stock item or a deleted order.
 * `facts` holds language-neutral values (codes, numbers, ISO dates); the reader labels them.
 */
export const timelineEvents = pgTable(
  'timeline_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    event: text('event').notNull(),
    userId: integer('user_id').references(() => users.id),
    stockItemId: integer('stock_item_id'),
    inventoryNumber: text('inventory_number'),
    productId: integer('product_id'),
    quantity: integer('quantity'),
    clientId: integer('client_id'),
    orderId: integer('order_id'),
    contentId: integer('content_id'),
    taskId: integer('task_id'),
    inventoryId: integer('inventory_id'),
    facilityId: integer('facility_id'),
    facts: jsonb('facts').$type<Record<string, string | number>>().notNull().default({}),
  },
  (t) => [
    index('timeline_events_stock_item_idx').on(t.stockItemId, t.at),
    index('timeline_events_inventory_number_idx').on(t.inventoryNumber, t.at),
    index('timeline_events_client_idx').on(t.clientId, t.at),
    // An aid's life: the reports of the tasks that carried the aid (by the task, as their rows name no stock item).
    index('timeline_events_task_reported_idx').on(t.taskId).where(sql`${t.event} = 'TASK_REPORTED'`),
  ],
);
