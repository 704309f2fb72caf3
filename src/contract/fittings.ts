/**
 * Fittings (spec 3 §1, §2 Fittings user and admin planning, §3 Fitting, Meeting, Comment and file,
 * §4 Fitting status, Meeting status, §5 Fittings and meetings, §6, §7 Fittings; spec 2 §4 Fitting
 * order lines).
 *
 * A fitting is a try-out of an aid for a client, ordered by a prescriber as a FITTING line of an
 * order, with one or more meetings. Its people are a consultant and a technician (resources of the
 * fitting type's resource groups, each possibly a portal user); a planner releases it for booking.
 *
 * Who sees a fitting: its prescriber, its consultant and its technician (as portal users), and a
 * planner (FSP_UpdateUnplannedWebOrderFittingMeeting) authorized for the client's municipality. The
 * user's list (GET /web-orders/fittings) shows the fittings the caller is prescriber, consultant or
 * technician of; the planning view (isAdminCall=true) every fitting of the planner's
 * municipalities, and answers 403 to anyone without that permission.
 *
 * Every change is checked on the server against the permission table of spec 3 §6 and the rules
 * of §4 and §5 (src/contract/shared/fitting-rules.ts): a completed (90) or annulled (99) fitting
 * answers 409 FITTING_CLOSED to any change.
 */
import { z } from '@hono/zod-openapi';
import { COMMENT_MAX, FITTING_GROUPS, FITTING_STATUSES, MEETING_ADDRESS_TYPES, MEETING_STATUSES, RESOURCE_KINDS } from './constants.ts';
import { PagingQuery, SignedLinkQuery, errorResponses, jsonResponse, noSession, pageOf, IdParam, defineRoute } from './common.ts';
import { ContactInformation, DefaultAddress } from './clients.ts';
import { Comment, OrderContent } from './orders.ts';
import { MAX_ID } from './shared/query-id.ts';

const Id = IdParam;
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).openapi({ description: 'YYYY-MM-DD (Swedish date)', example: '2026-12-01' });
const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).openapi({ description: 'HH:mm (Swedish time)', example: '09:30' });
const Labelled = z.object({ value: z.number().int(), label: z.string() });

const NO_FITTING = 'NOT_FOUND: no such fitting the caller may see';
const CLOSED = 'FITTING_CLOSED: the fitting is completed or annulled and allows no change';
const FORBIDDEN = (permission: string) => `FORBIDDEN: without ${permission}, or not a fitting the caller works on`;
const TIME_RULES =
  'FILL_RED_FIELDS: a date, from time or to time missing; MEETING_DATE_IN_PAST: the date before today; ' +
  'MEETING_TIME_IN_PAST: today and the from time before now; TO_TIME_BEFORE_FROM_TIME; ROOM_NOT_ALLOWED: a room where the place is not the provider’s own facility; ' +
  'RESOURCE_NOT_IN_GROUP: a consultant, technician, room or car not of the fitting type’s group; ' +
  'CONSULTANT_REQUIRED / TECHNICIAN_REQUIRED: the meeting would be saved without a consultant or technician the fitting type makes mandatory';

export const FittingId = z.object({ fitting: Id });
export const MeetingId = z.object({ fitting: Id, meeting: Id });

// ---------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------

export const FittingPerson = z
  .object({
    id: z.number().int().openapi({ description: 'The resource’s id (of the fitting type’s consultant or technician group)' }),
    firstName: z.string(),
    surname: z.string(),
    phoneNo: z.string().nullable(),
    email: z.string().nullable(),
  })
  .openapi('FittingPerson');
export type FittingPerson = z.infer<typeof FittingPerson>;

export const MeetingAddress = z
  .object({
    id: z.number().int().nullable().openapi({ description: 'The facility id (PROVIDER); null for the client’s or another address' }),
    type: z.enum(MEETING_ADDRESS_TYPES.map((t) => t.value) as ['CLIENT', 'PROVIDER', 'OTHER']),
    careOf: z.string().nullable(),
    street: z.string(),
    postalNo: z.string(),
    city: z.string(),
  })
  .openapi('MeetingAddress');

const ResourceLabel = z.object({ id: z.number().int(), value: z.string(), label: z.string() });

export const Meeting = z
  .object({
    id: z.number().int(),
    fittingId: z.number().int(),
    date: Day,
    fromTime: Time,
    toTime: Time,
    status: z.enum(MEETING_STATUSES),
    released: z.boolean().openapi({ description: 'Released for booking by a planner (RELEASE_MEETINGS)' }),
    comment: z.string().nullable().openapi({ description: 'The booking comment (plain text)' }),
    consultantId: z.number().int().nullable(),
    technicianId: z.number().int().nullable(),
    roomId: z.number().int().nullable(),
    carId: z.number().int().nullable(),
    consultant: FittingPerson.nullable(),
    technician: FittingPerson.nullable(),
    addressType: z.object({ id: z.number().int(), value: z.enum(MEETING_ADDRESS_TYPES.map((t) => t.value) as ['CLIENT', 'PROVIDER', 'OTHER']) }),
    address: MeetingAddress.nullable(),
    room: ResourceLabel.nullable(),
    car: ResourceLabel.nullable(),
  })
  .openapi('Meeting');
export type Meeting = z.infer<typeof Meeting>;

/** A comment on a fitting: the same shape as an order line's. */
export const FittingComment = Comment.openapi('FittingComment');
export type FittingComment = z.infer<typeof FittingComment>;

export const FittingFile = z
  .object({ id: z.number().int(), name: z.string(), url: z.string().openapi({ description: 'A signed link, valid for an hour' }), createdDateTime: z.string(), createdBy: z.string() })
  .openapi('FittingFile');
export type FittingFile = z.infer<typeof FittingFile>;

export const FittingEvent = z
  .object({
    id: z.number().int(),
    dateTime: z.string(),
    event: z.enum([
      'CREATED', 'RELEASED', 'UNRELEASED', 'PEOPLE_CHANGED', 'CONTACT_CHANGED', 'MEETING_CREATED', 'MEETING_BOOKED', 'MEETING_CHANGED', 'MEETING_CANCELED',
      'COMMENT_ADDED', 'FILE_ADDED', 'FILE_DELETED', 'COMPLETED', 'ANNULLED',
    ]),
    by: z.string(),
    text: z.string().nullable().openapi({ description: 'What changed, in the caller’s language (e.g. the meeting’s date and time)' }),
  })
  .openapi('FittingEvent');
export type FittingEvent = z.infer<typeof FittingEvent>;

export const FittingType = z
  .object({
    id: z.number().int(),
    name: z.string(),
    consultantResourceGroup: z.number().int().nullable(),
    technicianResourceGroup: z.number().int().nullable(),
    roomResourceGroup: z.number().int().nullable(),
    carResourceGroup: z.number().int().nullable(),
    consultantMandatory: z.boolean(),
    technicianMandatory: z.boolean(),
    executingFacility: z.object({ id: z.number().int(), value: z.string(), label: z.string() }),
    description: z.string(),
    careOf: z.string().nullable(),
    street: z.string(),
    postalNo: z.string(),
    city: z.string(),
  })
  .openapi('FittingType');
export type FittingType = z.infer<typeof FittingType>;

const FittingStatus = Labelled.extend({
  value: z.number().int().openapi({ description: `One of ${FITTING_STATUSES.join(', ')}: 10 unplanned, 20 waiting, 30 active, 90 completed, 99 annulled` }),
});

export const FittingClient = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    surname: z.string(),
    identityNumber: z.string(),
    defaultAddress: DefaultAddress.nullable(),
    contactInformation: ContactInformation,
    useAdvanceContact: z.boolean().nullable(),
    hasAuthorizationForMunicipal: z.boolean().openapi({
      description: 'Whether the caller may reach the client (its municipality): then the caller may change its contact information (PUT /clients/{client}) and choose the fitting’s contact from its contacts',
    }),
  })
  .openapi('FittingClient');

export const FittingSummary = z
  .object({
    id: z.number().int(),
    contentNumber: z.string().openapi({ description: 'The order number and line, e.g. 7002001-1' }),
    fittingType: z.object({ id: z.number().int(), name: z.string() }),
    status: FittingStatus,
    group: z.enum(FITTING_GROUPS),
    orderDate: z.string(),
    closedDateTime: z.string().nullable().openapi({ description: 'When it was completed or annulled' }),
    client: z.object({ id: z.number().int(), firstName: z.string(), surname: z.string(), identityNumber: z.string() }),
    prescriber: z.object({ firstName: z.string(), surname: z.string() }),
    consultant: FittingPerson.nullable(),
    technician: FittingPerson.nullable(),
    nextMeeting: Meeting.nullable().openapi({ description: 'The first meeting not canceled and not over' }),
    internalComment: z.string().nullable().openapi({ description: 'The newest internal comment (the planning view; null for a caller who may not read internal comments)' }),
  })
  .openapi('FittingSummary');
export type FittingSummary = z.infer<typeof FittingSummary>;

export const Fitting = z
  .object({
    id: z.number().int(),
    contentNumber: z.string(),
    orderId: z.number().int(),
    contentId: z.number().int().openapi({ description: 'The fitting order’s line: the parent (parentWebOrderContentId) of a line ordered from the fitting' }),
    fittingType: FittingType,
    status: FittingStatus,
    group: z.enum(FITTING_GROUPS),
    released: z.boolean(),
    orderDate: z.string(),
    closedDateTime: z.string().nullable(),
    isNewItem: z.boolean().openapi({ description: 'A new aid is tried out (else the client’s own, product set)' }),
    product: z.object({ name: z.string(), productNumber: z.string(), inventoryNumber: z.string().nullable(), description: z.string() }).nullable(),
    text: z.string().nullable().openapi({ description: 'What the prescriber wrote (plain text)' }),
    prescriber: z.object({ firstName: z.string(), surname: z.string(), phoneNo: z.string().nullable(), email: z.string().nullable() }),
    consultant: FittingPerson.nullable(),
    technician: FittingPerson.nullable(),
    client: FittingClient,
    contact: z.object({ id: z.number().int(), relation: z.string(), firstName: z.string(), surname: z.string(), phoneNo: z.string().nullable(), email: z.string().nullable() }).nullable(),
    nextMeeting: Meeting.nullable(),
    previousMeetings: z.array(Meeting).openapi({ description: 'The meetings that are over or canceled, newest first' }),
    meetings: z.array(Meeting).openapi({ description: 'Every meeting, by date and time (the calendar)' }),
    form: z.array(z.object({ question: z.string(), answer: z.string() })).openapi({ description: 'The answers of the order’s additional-information form (other info); empty: none' }),
    files: z.array(FittingFile),
    fittingComments: z.object({
      internalComments: z.array(FittingComment).nullable().openapi({ description: 'Null (absent) for a caller who is not staff of the fitting (its consultant, technician or a planner)' }),
      externalComments: z.array(FittingComment).nullable(),
    }),
    events: z.array(FittingEvent).openapi({ description: 'What happened, newest first' }),
    address: MeetingAddress.openapi({ description: 'Where meetings are held by default: the client’s address' }),
    category: z.object({ label: z.string(), value: z.string(), type: z.string() }),
  })
  .openapi('Fitting');
export type Fitting = z.infer<typeof Fitting>;

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

export const FittingListQuery = PagingQuery.extend({
  status: z.enum(FITTING_GROUPS).default('ACTIVE').openapi({
    description: 'The tab: ACTIVE, WAITING (for the user also the fittings not released yet), CLOSED; UNPLANNED only with isAdminCall',
  }),
  sort: z.enum(['meetingStartDateTime:asc', 'closedDateTime:desc', 'orderDate:asc']).optional().openapi({
    description: 'Default: meetingStartDateTime:asc (no meeting last) for open tabs, closedDateTime:desc for CLOSED',
  }),
  isAdminCall: z.enum(['true', 'false']).default('false').openapi({ description: 'true: the planning view (needs FSP_UpdateUnplannedWebOrderFittingMeeting)' }),
});
export type FittingListQuery = z.input<typeof FittingListQuery>;

export const listFittings = defineRoute({
  operationId: 'listFittings',
  method: 'get',
  path: '/web-orders/fittings',
  summary: 'The caller’s fittings (prescriber, consultant or technician), or with isAdminCall=true every fitting of the planner’s municipalities',
  request: { query: FittingListQuery },
  responses: {
    200: jsonResponse('Fittings', pageOf(FittingSummary, 'FittingPage')),
    ...errorResponses(400, 401, { 403: 'FORBIDDEN: isAdminCall without FSP_UpdateUnplannedWebOrderFittingMeeting' }),
  },
});

export const listFittingTypes = defineRoute({
  operationId: 'listFittingTypes',
  method: 'get',
  path: '/web-orders/fittings/types',
  summary: 'The fitting types',
  responses: { 200: jsonResponse('Types', pageOf(FittingType, 'FittingTypePage')), ...errorResponses(401, 403) },
});

export const getFitting = defineRoute({
  operationId: 'getFitting',
  method: 'get',
  path: '/web-orders/fittings/{fitting}',
  summary: 'One fitting with its meetings, comments, files and events',
  request: { params: FittingId },
  responses: { 200: jsonResponse('The fitting', Fitting), ...errorResponses(400, 401, 403, { 404: NO_FITTING }) },
});

export const FittingUpdate = z
  .object({
    consultantId: z.number().int().min(1).max(MAX_ID).nullable().optional().openapi({ description: 'The consultant (null: none; absent: unchanged); with technicianId the people (FSP_UpdateWebOrderFitting)' }),
    technicianId: z.number().int().min(1).max(MAX_ID).nullable().optional().openapi({ description: 'The technician (null: none; absent: unchanged)' }),
    contactId: z
      .number()
      .int()
      .min(1)
      .max(MAX_ID)
      .nullable()
      .optional()
      .openapi({ description: 'The fitting’s contact person: one of the client’s contacts (GetClientContacts, and the client’s municipality); null: none; absent: unchanged' }),
  })
  .openapi('FittingUpdate');
export type FittingUpdate = z.infer<typeof FittingUpdate>;

export const updateFitting = defineRoute({
  operationId: 'updateFitting',
  method: 'put',
  path: '/web-orders/fittings/{fitting}',
  summary: 'Chooses the consultant and technician (the planned next meeting follows), or the contact person; absent fields stay as they are',
  request: { params: FittingId, body: { required: true, content: { 'application/json': { schema: FittingUpdate } } } },
  responses: {
    200: jsonResponse('The fitting', Fitting),
    ...errorResponses(401, {
      400: 'VALIDATION (also a body with none of the fields); CONSULTANT_REQUIRED / TECHNICIAN_REQUIRED: mandatory for the fitting type; RESOURCE_NOT_IN_GROUP; CONTACT_NOT_OF_CLIENT: the contact is not one of the fitting client’s contacts',
    }, {
      403: `${FORBIDDEN('FSP_UpdateWebOrderFitting (the people) or GetClientContacts (the contact)')}; NOT_AUTHORIZED_TO_MUNICIPALITY: the contact chosen without the client’s municipality`,
    }, { 404: NO_FITTING }, { 409: `${CLOSED}; MEETING_BOOKED: the people changed while the next meeting is booked` }),
  },
});

export const FittingAction = z.object({ action: z.enum(['COMPLETE', 'CANCEL']) });
export const fittingAction = defineRoute({
  operationId: 'fittingAction',
  method: 'post',
  path: '/web-orders/fittings/{fitting}',
  summary: 'COMPLETE (90; not while the next meeting is booked) or CANCEL (annul, 99: its open meetings are canceled)',
  request: { params: FittingId, query: FittingAction },
  responses: {
    200: jsonResponse('The fitting', Fitting),
    ...errorResponses(400, 401, { 403: `${FORBIDDEN('FSP_CompleteWebOrderFitting (COMPLETE) or FSP_CancelWebOrderFitting (CANCEL)')}` }, { 404: NO_FITTING }, {
      409: `${CLOSED}; MEETING_BOOKED: COMPLETE while the next meeting is booked`,
    }),
  },
});

// ---------------------------------------------------------------------------------------------
// Meetings
// ---------------------------------------------------------------------------------------------

/** A meeting as typed: the times may be missing here, so the server answers FILL_RED_FIELDS, as the form does. */
export const MeetingInput = z
  .object({
    date: z.string().max(10).nullable().optional(),
    fromTime: z.string().max(5).nullable().optional(),
    toTime: z.string().max(5).nullable().optional(),
    status: z.enum(['PLANNED', 'BOOKED']).default('PLANNED').openapi({ description: 'BOOKED: the meeting is booked with the client' }),
    comment: z.string().trim().max(COMMENT_MAX).nullable().optional(),
    consultantId: z.number().int().min(1).max(MAX_ID).nullable().optional(),
    technicianId: z.number().int().min(1).max(MAX_ID).nullable().optional(),
    roomId: z.number().int().min(1).max(MAX_ID).nullable().optional(),
    carId: z.number().int().min(1).max(MAX_ID).nullable().optional(),
    addressType: z.enum(['CLIENT', 'PROVIDER', 'OTHER']).default('CLIENT'),
    address: z
      .object({ careOf: z.string().trim().max(100).nullable().optional(), street: z.string().trim().min(1).max(100), postalNo: z.string().trim().regex(/^\d{3} ?\d{2}$/), city: z.string().trim().min(1).max(60) })
      .nullable()
      .optional()
      .openapi({ description: 'OTHER: the address (required); otherwise ignored' }),
  })
  .openapi('MeetingInput');
export type MeetingInput = z.input<typeof MeetingInput>;

export const createMeeting = defineRoute({
  operationId: 'createMeeting',
  method: 'post',
  path: '/web-orders/fittings/{fitting}/meetings',
  summary: 'A new meeting (PLANNED, or BOOKED at once); released when the fitting is',
  request: { params: FittingId, body: { required: true, content: { 'application/json': { schema: MeetingInput } } } },
  responses: {
    201: jsonResponse('The meeting', Meeting),
    ...errorResponses(401, { 400: `VALIDATION; ${TIME_RULES}` }, { 403: FORBIDDEN('FSP_CreateWebOrderFittingMeeting') }, { 404: NO_FITTING }, { 409: CLOSED }),
  },
});

export const updateMeeting = defineRoute({
  operationId: 'updateMeeting',
  method: 'put',
  path: '/web-orders/fittings/{fitting}/meetings/{meeting}',
  summary: 'Changes a meeting (a planned one: FSP_UpdatePlannedWebOrderFittingMeeting; a booked one: FSP_UpdateUnplannedWebOrderFittingMeetings); saving a planned one as BOOKED books it',
  request: { params: MeetingId, body: { required: true, content: { 'application/json': { schema: MeetingInput } } } },
  responses: {
    200: jsonResponse('The meeting', Meeting),
    ...errorResponses(401, { 400: `VALIDATION; ${TIME_RULES}` }, { 403: FORBIDDEN('the permission of the meeting’s status') }, { 404: 'NOT_FOUND: no such meeting of the fitting' }, {
      409: `${CLOSED}; MEETING_CANCELED: the meeting is annulled`,
    }),
  },
});

export const MeetingAction = z.object({ action: z.enum(['CANCEL']) });
export const meetingAction = defineRoute({
  operationId: 'meetingAction',
  method: 'post',
  path: '/web-orders/fittings/{fitting}/meetings/{meeting}',
  summary: 'CANCEL: annuls the meeting',
  request: { params: MeetingId, query: MeetingAction },
  responses: {
    200: jsonResponse('The meeting', Meeting),
    ...errorResponses(400, 401, { 403: FORBIDDEN('FSP_CancelWebOrderFittingMeeting') }, { 404: 'NOT_FOUND: no such meeting of the fitting' }, { 409: `${CLOSED}; MEETING_CANCELED: already annulled` }),
  },
});

export const MeetingChange = z
  .object({
    id: z.number().int().min(1).max(MAX_ID),
    date: z.string().max(10).nullable().optional(),
    fromTime: z.string().max(5).nullable().optional(),
    toTime: z.string().max(5).nullable().optional(),
    comment: z.string().trim().max(COMMENT_MAX).nullable().optional(),
  })
  .openapi('MeetingChange');
export type MeetingChange = z.infer<typeof MeetingChange>;

export const updateMeetings = defineRoute({
  operationId: 'updateMeetings',
  method: 'put',
  path: '/web-orders/fittings/meetings',
  summary:
    'The planning view’s Save: every changed meeting of unplanned fittings at once (all or none); needs FSP_UpdateUnplannedWebOrderFittingMeeting. ' +
    'errorMessage names the meeting of a time error.',
  request: { body: { required: true, content: { 'application/json': { schema: z.object({ meetings: z.array(MeetingChange).min(1).max(200) }) } } } },
  responses: {
    200: jsonResponse('The meetings', z.array(Meeting)),
    ...errorResponses(401, { 400: `VALIDATION; ${TIME_RULES}` }, { 403: FORBIDDEN('FSP_UpdateUnplannedWebOrderFittingMeeting') }, { 404: 'NOT_FOUND: a meeting the planner may not see' }, {
      409: 'NOT_UNPLANNED: a meeting of a fitting that is not unplanned, or canceled',
    }),
  },
});

export const MeetingsAction = z.object({ action: z.enum(['RELEASE_MEETINGS', 'UNRELEASE_MEETINGS', 'RESERVE_SLOT']) });
export const meetingsAction = defineRoute({
  operationId: 'meetingsAction',
  method: 'post',
  path: '/web-orders/fittings/meetings',
  summary:
    'RELEASE_MEETINGS: releases the meetings (and their fittings) for booking; UNRELEASE_MEETINGS: regrets it (a booked one cannot be); both need ' +
    'FSP_UpdateUnplannedWebOrderFittingMeeting. RESERVE_SLOT: books released planned meetings of the caller’s fittings (FSP_UpdatePlannedWebOrderFittingMeeting). All or none.',
  request: { query: MeetingsAction, body: { required: true, content: { 'application/json': { schema: z.object({ meetingIds: z.array(z.number().int().min(1).max(MAX_ID)).min(1).max(200) }) } } } },
  responses: {
    200: jsonResponse('The meetings', z.array(Meeting)),
    ...errorResponses(400, 401, { 403: 'FORBIDDEN: without the action’s permission' }, { 404: 'NOT_FOUND: a meeting the caller may not see' }, {
      409: `${CLOSED}; MEETING_BOOKED: UNRELEASE_MEETINGS of a booked meeting; NOT_RELEASED: RESERVE_SLOT of a meeting not released; MEETING_CANCELED; MEETING_OVER: RESERVE_SLOT of a meeting that is over`,
    }),
  },
});

// ---------------------------------------------------------------------------------------------
// Comments, files, the fitting's order lines, resources
// ---------------------------------------------------------------------------------------------

export const FittingCommentCreate = z
  .object({ comment: z.string().trim().min(1).max(COMMENT_MAX), type: z.enum(['INTERNAL', 'EXTERNAL']) })
  .openapi('FittingCommentCreate');

export const createFittingComment = defineRoute({
  operationId: 'createFittingComment',
  method: 'post',
  path: '/web-orders/fittings/{fitting}/comments',
  summary: 'Adds a comment (INTERNAL: staff of the fitting only)',
  request: { params: FittingId, body: { required: true, content: { 'application/json': { schema: FittingCommentCreate } } } },
  responses: { 201: jsonResponse('The comment', FittingComment), ...errorResponses(400, 401, { 403: 'FORBIDDEN: an internal comment by a caller who is not staff' }, { 404: NO_FITTING }, { 409: CLOSED }) },
});

export const deleteFittingComment = defineRoute({
  operationId: 'deleteFittingComment',
  method: 'delete',
  path: '/web-orders/fittings/comments/{comment}',
  summary: 'Deletes one of the caller’s own comments',
  request: { params: z.object({ comment: Id }) },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, { 403: 'FORBIDDEN: not the caller’s comment' }, { 404: 'NOT_FOUND: no such comment' }, { 409: CLOSED }) },
});

export const listFittingFiles = defineRoute({
  operationId: 'listFittingFiles',
  method: 'get',
  path: '/web-orders/fittings/{fitting}/files',
  summary: 'The fitting’s files',
  request: { params: FittingId },
  responses: { 200: jsonResponse('Files', z.array(FittingFile)), ...errorResponses(400, 401, 403, { 404: NO_FITTING }) },
});

export const uploadFittingFile = defineRoute({
  operationId: 'uploadFittingFile',
  method: 'post',
  path: '/web-orders/fittings/{fitting}/files',
  summary: 'Attaches a file (multipart, field `file`; images, pdf, xls, xlsx, doc, docx, xml by content): needs FSP_UploadWebOrderFittingFile',
  request: {
    params: FittingId,
    body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }) } } },
  },
  responses: {
    201: jsonResponse('The fitting’s files', z.array(FittingFile)),
    ...errorResponses(401, { 400: 'VALIDATION; FILE_TYPE_NOT_ALLOWED; TOO_MANY_FILES' }, { 403: FORBIDDEN('FSP_UploadWebOrderFittingFile') }, { 404: NO_FITTING }, { 409: CLOSED }, 413),
  },
});

export const deleteFittingFile = defineRoute({
  operationId: 'deleteFittingFile',
  method: 'delete',
  path: '/web-orders/fittings/{fitting}/files/{file}',
  summary: 'Deletes a file: needs FSP_DeleteWebOrderFittingFile',
  request: { params: FittingId.extend({ file: Id }) },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, { 403: FORBIDDEN('FSP_DeleteWebOrderFittingFile') }, { 404: 'NOT_FOUND: no such file of the fitting' }, { 409: CLOSED }) },
});

export const getFittingFile = defineRoute({
  operationId: 'getFittingFile',
  method: 'get',
  path: '/web-orders/fittings/{fitting}/files/{file}',
  summary: 'A file, through its signed link (no session: the signature is the permission), as a download',
  security: noSession,
  request: {
    params: FittingId.extend({ file: Id }),
    query: SignedLinkQuery,
  },
  responses: {
    200: { description: 'The file, with Content-Disposition: attachment' },
    ...errorResponses(400, { 403: 'LINK_EXPIRED: a wrong signature, or the link is more than an hour old' }, { 404: 'NOT_FOUND: no such file' }),
  },
});

export const listFittingContent = defineRoute({
  operationId: 'listFittingContent',
  method: 'get',
  path: '/web-orders/fittings/{fitting}/content',
  summary: 'The fitting’s order lines (ordered with the fitting as their parent), by content type then status',
  request: { params: FittingId, query: z.object({ all: z.enum(['true', 'false']).optional() }) },
  responses: { 200: jsonResponse('Lines', pageOf(OrderContent, 'FittingContentPage')), ...errorResponses(400, 401, 403, { 404: NO_FITTING }) },
});

export const Resource = z
  .object({
    id: z.number().int(),
    kind: z.enum(RESOURCE_KINDS),
    value: z.string().openapi({ description: 'A short code' }),
    label: z.string(),
    firstName: z.string().nullable(),
    surname: z.string().nullable(),
    phoneNo: z.string().nullable(),
    email: z.string().nullable(),
    mainResource: z.boolean().openapi({ description: 'A person who leads a meeting (consultant, technician); rooms and cars are sub resources' }),
  })
  .openapi('Resource');
export type Resource = z.infer<typeof Resource>;

export const listResources = defineRoute({
  operationId: 'listResources',
  method: 'get',
  path: '/resource-groups/{resource}/resources',
  summary: 'The resources of a resource group (consultants, technicians, rooms or cars)',
  request: {
    params: z.object({ resource: Id.openapi({ description: 'The resource group’s id (a fitting type’s consultantResourceGroup, …)' }) }),
    query: z.object({
      mainResource: z.enum(['true', 'false']).optional(),
      subResource: z.enum(['true', 'false']).optional(),
      filter: z.string().max(100).optional().openapi({ description: 'The start of a word of the label' }),
    }),
  },
  responses: { 200: jsonResponse('Resources', pageOf(Resource, 'ResourcePage')), ...errorResponses(400, 401, 403, { 404: 'NOT_FOUND: no such resource group' }) },
});
