/**
 * The reference server's database schema (PostgreSQL dialect: PGlite embedded, or a PostgreSQL
 * server through DATABASE_URL). Areas add their tables here as they arrive; migrations are
 * generated from this file with `npm run db:generate` and committed under server/db/migrations.
 */
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
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

export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey(),
    identityNumber: text('identity_number').notNull().unique(),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    street: text('street').notNull(),
    postalNo: text('postal_no').notNull(),
    city: text('city').notNull(),
    phoneNo: text('phone_no'),
    email: text('email'),
    customerId: text('customer_id').references(() => customers.id),
    useAdvanceContact: boolean('use_advance_contact'),
  },
  (t) => [index('clients_surname_idx').on(t.surname)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    productNumber: text('product_number').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    itemClass: text('item_class').notNull(),
    isoCode: text('iso_code').notNull(),
    supplier: text('supplier').notNull(),
    supplierItemNumber: text('supplier_item_number').notNull(),
    salesPrice: numeric('sales_price', { precision: 12, scale: 2 }).notNull(),
    salesPriceQuantity: integer('sales_price_quantity').notNull(),
    numberOfPriceDecimals: integer('number_of_price_decimals').notNull(),
    salesPriceCurrency: text('sales_price_currency').notNull(),
    isOrderable: boolean('is_orderable').notNull(),
    isFixedAsset: boolean('is_fixed_asset').notNull(),
    unit: text('unit').notNull(),
    orderControl: text('order_control').notNull(),
  },
  (t) => [index('products_name_idx').on(t.name)],
);

export const stockBalances = pgTable(
  'stock_balances',
  {
    id: integer('id').primaryKey(),
    facilityId: integer('facility_id').notNull().references(() => facilities.id),
    productId: integer('product_id').notNull().references(() => products.id),
    location: text('location').notNull(),
    quantity: integer('quantity').notNull(),
    allocatedQuantity: integer('allocated_quantity').notNull(),
    batch: text('batch'),
    inventoryNumber: text('inventory_number'),
  },
  (t) => [index('stock_balances_facility_idx').on(t.facilityId, t.productId)],
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
