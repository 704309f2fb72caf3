/**
 * Plain constants of the fsp/v1 contract, free of zod: the one contract module that browser code
 * may import as values (every other contract import from src/core, src/elements or src/standalone
 * is type-only, enforced by lint).
 */

export { SESSION_HEADER, SSO_CLAIM_HEADER } from './shared/headers.ts';
/** Roots: login-related calls live under /rs, the rest under /rs/fsp/v1. */
export const API_ROOT = '/rs';
export const API_V1 = '/rs/fsp/v1';
/** The single-sign-on front's cookie (HttpOnly; the browser code never reads it). */
export const SSO_COOKIE = 'fsp_sso';
/** Where the identity provider sends the browser back to, on the portal's origin. */
export const OPEN_ID_CALLBACK_PATH = '/auth/open-id/callback';

/** Message status codes (spec 1 §4, §9): 20 active, 90 archived. */
export const MESSAGE_STATUS = { active: 20, archived: 90 } as const;
/** Uploads (message attachments): at most this many bytes a file, this many files a message. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The largest JSON body the API reads (413 BODY_TOO_LARGE above it): room for the largest request the
 * portal sends (an order's lines, a message's text) many times over, and small enough that one
 * request cannot fill the server's memory. Uploads (multipart) have their own limits.
 */
export const JSON_BODY_MAX_BYTES = 256 * 1024;
export const UPLOAD_MAX_FILES = 10;
/**
 * The upload types accepted by default (spec 1 §5: images, pdf, xls, xlsx, doc, docx and xml), as
 * the file picker's `accept`. The server checks each file's content, not its name or declared type.
 */
export const UPLOAD_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,.pdf,.xls,.xlsx,.doc,.docx,.xml';
/** The separator line set off before the quoted original in a reply (spec 1 §5): 120 characters. */
export const REPLY_SEPARATOR = '-'.repeat(120);

/** The task types of a client's task list (spec 2 §9): CH delivery to the client, CA collection (no from-warehouse). */
export const CLIENT_TASK_TYPES = ['CH', 'CA'] as const;
/** What can happen to a holding; each writes a holding transaction. */
export const HOLDING_TRANSACTION_TYPES = ['HANDED_OVER', 'RETURNED', 'SCRAPPED', 'MOVED_IN', 'MOVED_OUT', 'ACCESSORY_ADDED', 'ACCESSORY_REMOVED'] as const;
/** Facility categories (spec 2 §3, spec 3 §6): 1 central warehouse and 2 base storage (with warehouses and locations), 4 the provider's own, 5 a client location. */
export const FACILITY_CATEGORY = { centralWarehouse: 1, baseStorage: 2, provider: 4, clientLocation: 5 } as const;
/** Accessory titles are cut at this many characters plus an ellipsis (spec 2 §9, spec 3 §5). */
export const ACCESSORY_TITLE_MAX = 40;
/** A product's status (the catalogue's product status filter). */
export const PRODUCT_STATUSES = ['ACTIVE', 'PHASING_OUT', 'DISCONTINUED'] as const;
/** The categories of a product's linked content (spec 2 §2 Product detail): one tab each. */
export const PRODUCT_CONTENT_CATEGORIES = ['IMAGE', 'DOCUMENT', 'VIDEO'] as const;
/** The catalogue's page sizes (spec 1 §9, spec 3 §9): 24 by default, 52 and 100. */
export const CATALOGUE_PAGE_SIZES = [24, 52, 100] as const;
/**
 * The image presets of spec 1 §9: the width in CSS pixels (on a narrow screen `mobile`), and the
 * pixel width of the picture served for it (`scale`, for sharp images on dense screens).
 */
export const IMAGE_PRESETS = {
  icon: { width: 50, scale: 100 },
  tiny: { width: 100, scale: 250 },
  small: { width: 250, mobile: 130, scale: 500 },
  medium: { width: 512, mobile: 400, scale: 1024 },
} as const;
export type ImagePreset = keyof typeof IMAGE_PRESETS;

/** Order statuses (spec 2 §4): 10 preliminary (the cart, not sent), 20 ordered, 30 processed, 80 in process, 90 completed, 99 cancelled. */
export const ORDER_STATUS = { preliminary: 10, ordered: 20, processed: 30, inProcess: 80, completed: 90, cancelled: 99 } as const;
export const ORDER_STATUSES = [10, 20, 30, 80, 90, 99] as const;
/**
 * Content line statuses. The spec names a draft and leaves the codes open; ours: 5 draft (a wizard
 * not finished), 10 in the cart (ready to send); sending moves each line to 20 ordered, and then it
 * follows the order's codes (30 processed, 80 in process, 90 delivered, 99 cancelled).
 */
export const CONTENT_STATUS = { draft: 5, inCart: 10, ordered: 20, processed: 30, inProcess: 80, done: 90, cancelled: 99 } as const;
export const CONTENT_STATUSES = [5, 10, 20, 30, 80, 90, 99] as const;
/** The content types of an order line (spec 2 §1). */
export const CONTENT_TYPES = ['FUNCTION', 'PRODUCT_DELIVERY', 'PRODUCT_PICKUP', 'NEW_PRODUCT', 'PICKUP', 'FITTING', 'WORK', 'BASE_STORAGE_MOVE'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
/** The wizard steps of each content type (spec 2 §4 Wizards); a base-storage move has no wizard. */
export const WIZARD_STEPS = { PRODUCT_DELIVERY: 5, PRODUCT_PICKUP: 5, WORK: 6, FUNCTION: 6, PICKUP: 4, NEW_PRODUCT: 4, FITTING: 6 } as const;
/**
 * The ids of the product lines' sub content types (the reference data of GET
 * /web-orders/{order}/content/{content}/sub-content-types for a PRODUCT_DELIVERY line), for a line
 * made before it exists: the ordering block sends the one the product's order control dictates.
 */
export const SUB_CONTENT_TYPE_IDS = { INSTALLATION: 1, ASSEMBLY: 2 } as const;
/** The order receiver types (spec 2 §1): a client (a person or unit), a facility (base storage), a client with a protected identity. */
export const RECEIVER_TYPES = ['CLIENT', 'FACILITY', 'Secret_ID'] as const;
export type ReceiverType = (typeof RECEIVER_TYPES)[number];
/** A product's order control (spec 2 §3). */
export const ORDER_CONTROLS = ['NONE', 'INSTALLATION_MANDATORY', 'INSTALLATION_OPTIONAL', 'ASSEMBLY_MANDATORY', 'ASSEMBLY_OPTIONAL'] as const;
export type OrderControl = (typeof ORDER_CONTROLS)[number];
/** The header's open-orders menu loads up to this many (spec 2 §4 Active order). */
export const OPEN_ORDERS_MENU_MAX = 100;
/** How many receivers of a kind the order list's filters answer at once (GET /web-orders/filters): a first page, the rest found by typing. */
export const ORDER_FILTER_PAGE = 20;
/** The last day an ETA may be (spec 2 §5 ETA date); the first is today. */
export const ETA_MAX = '9999-12-31';

/** A comment's (a line's message's) greatest length. */
export const COMMENT_MAX = 2000;
/** The cart total's currency (spec 2 §5, §9). */
export const DEFAULT_CURRENCY = 'SEK';
/** The header of a SEND that makes it idempotent: a retried or doubled send with the same key makes one order. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Fittings (spec 3 §4 Fitting status, §9): 90 completed and 99 annulled are closed. The open
 * statuses are the reference server's, one per group of spec 3 §4 (kept by the server as meetings
 * and releases change): 10 unplanned (not released, no booked meeting), 20 waiting (released, no
 * booked meeting), 30 active (the next meeting is booked).
 */
export const FITTING_STATUS = { unplanned: 10, waiting: 20, active: 30, completed: 90, annulled: 99 } as const;
export const FITTING_STATUSES = [10, 20, 30, 90, 99] as const;
/** The list tabs: the user's Active, Waiting and Closed; the planner's (role=admin) Unplanned first. */
export const FITTING_GROUPS = ['UNPLANNED', 'WAITING', 'ACTIVE', 'CLOSED'] as const;
export type FittingGroup = (typeof FITTING_GROUPS)[number];
/** Meeting statuses (spec 3 §4 Meeting status). */
export const MEETING_STATUSES = ['PLANNED', 'BOOKED', 'CANCELED'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
/**
 * Where a meeting is held (spec 3 §3 Meeting addressType): at the client's address (the default),
 * at the provider's own facility (the fitting type's executing facility; only there can a room be
 * booked), or at another address typed in.
 */
export const MEETING_ADDRESS_TYPES = [
  { id: 1, value: 'CLIENT' },
  { id: 2, value: 'PROVIDER' },
  { id: 3, value: 'OTHER' },
] as const;
export type MeetingAddressType = (typeof MEETING_ADDRESS_TYPES)[number]['value'];
/** The kinds of resource group (GET /resource-groups/{resource}/resources). */
export const RESOURCE_KINDS = ['CONSULTANT', 'TECHNICIAN', 'ROOM', 'CAR'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
/** The fitting list's page size (spec 3 §9 leaves it open): 20 rows. */
export const FITTING_PAGE_SIZE = 20;
/** The FUNCTION permissions of fittings (spec 3 §6). */
export const FITTING_PERMISSIONS = {
  update: 'FSP_UpdateWebOrderFitting',
  complete: 'FSP_CompleteWebOrderFitting',
  cancel: 'FSP_CancelWebOrderFitting',
  createMeeting: 'FSP_CreateWebOrderFittingMeeting',
  updatePlannedMeeting: 'FSP_UpdatePlannedWebOrderFittingMeeting',
  /** Edit meetings in the planner's Unplanned tab; also what the planning view (role=admin) needs. */
  updateUnplannedMeeting: 'FSP_UpdateUnplannedWebOrderFittingMeeting',
  /** Edit a booked meeting. */
  updateBookedMeeting: 'FSP_UpdateUnplannedWebOrderFittingMeetings',
  cancelMeeting: 'FSP_CancelWebOrderFittingMeeting',
  chooseContact: 'GetClientContacts',
  uploadFile: 'FSP_UploadWebOrderFittingFile',
  deleteFile: 'FSP_DeleteWebOrderFittingFile',
  createContentWithParent: 'FSP_CreateWebOrderContentWithParent',
} as const;

/** The FUNCTION permissions of an order line's files (spec 2 §6): upload and delete, each hidden (and refused) on a completed line. */
export const ORDER_FILE_PERMISSIONS = { upload: 'FSP_UploadWebOrderContentFile', delete: 'FSP_DeleteWebOrderContentFile' } as const;

/** Deviation statuses (spec 3 §4): 10 registered (no badge shown), 20 not fixed, 30 fix not needed, 40 fixed. */
export const DEVIATION_STATUS = { registered: 10, notFixed: 20, fixNotNeeded: 30, fixed: 40 } as const;
export const DEVIATION_STATUSES = [10, 20, 30, 40] as const;
/** The list's filter (spec 3 §2): OPEN (the default), CLOSED, ALL. */
export const DEVIATION_STATES = ['OPEN', 'CLOSED', 'ALL'] as const;
export type DeviationState = (typeof DEVIATION_STATES)[number];
/**
 * The statuses of each filter (the spec leaves the mapping open; decided): a deviation is open
 * while nobody has settled it (10 registered, 20 not fixed), closed once it is settled either way
 * (30 fix not needed, 40 fixed).
 */
export const DEVIATION_STATE_STATUSES: Record<DeviationState, readonly number[]> = { OPEN: [10, 20], CLOSED: [30, 40], ALL: DEVIATION_STATUSES };
/** What a reference type's code is checked against in the seeded world (VALIDATE_REFERENCE). */
export const DEVIATION_REFERENCE_KINDS = ['INVENTORY_NUMBER', 'ORDER_NUMBER', 'PRODUCT_NUMBER'] as const;
export type DeviationReferenceKind = (typeof DEVIATION_REFERENCE_KINDS)[number];
/** "No reference" (spec 3 §5): id 0, sent as a null reference. */
export const NO_DEVIATION_REFERENCE = 0;
/** A deviation's description (required) and a reference code: at most this many characters. */
export const DEVIATION_DESCRIPTION_MAX = 2000;
export const DEVIATION_REFERENCE_MAX = 60;
/** The deviation list's page size (spec 3 §9: default paging 10). */
export const DEVIATION_PAGE_SIZE = 10;
/** The part name of a deviation's file upload (spec 3 §5: one request per file, part `file1`). */
export const DEVIATION_FILE_PART = 'file1';

/** A fixed asset's note (PUT /fixed-assets/{fixedAsset}): at most this many characters, as a holding's. */
export const FIXED_ASSET_NOTE_MAX = 2000;
/**
 * The order-history process categories (spec 3 §7, §9): 5 delivery to a client or care unit, 6 return
 * to a base storage, 7 a move between storages or clients, 9 scrapping. The filter's form is
 * `5:=;6:=;7:=;9:=` (FIXED_ASSET_PROCESS_FILTER).
 */
export const FIXED_ASSET_PROCESS_CATEGORIES = [5, 6, 7, 9] as const;
/** Written out (tests/unit/constants.test.ts checks it against the categories): this module is in the runtime chunk, where every byte counts. */
export const FIXED_ASSET_PROCESS_FILTER = '5:=;6:=;7:=;9:=';
