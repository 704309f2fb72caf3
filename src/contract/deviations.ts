/**
 * Deviations (spec 3 §1, §2 Deviations, §3 Deviation, §4 Deviation status, §5 Deviations, §7
 * Deviations, §8 INVALID_REFERENCE_NUMBER).
 *
 * A deviation is a fault or issue a user reports against a category and its type (deviation code),
 * optionally referring to an object of the world by a code: an inventory number (a stock item), an
 * order number or a product number, each checked by the server (VALIDATE_REFERENCE, and again
 * when the deviation is created). Files are attached after creation, one request per file
 * (multipart part `file1`). Any logged-in user may report one; a deviation is its reporter's
 * alone: the list shows only the caller's, and another user's answers 403 to every call.
 *
 * Decided where the spec is silent: the categories, their types and their reference types are
 * reference data (labels in the caller's language); "no reference" (id 0) is the client's own
 * choice, never listed, and sent as `reference: null`; a reference's `value` is the code typed and
 * its `valueLabel` the reference type's label; the list's OPEN is statuses 10 and 20, CLOSED 30
 * and 40 (DEVIATION_STATE_STATUSES); the description is required. A deviation on an inventory
 * number sets that stock item's hasDeviation.
 */
import { z } from '@hono/zod-openapi';
import { DEVIATION_DESCRIPTION_MAX, DEVIATION_REFERENCE_KINDS, DEVIATION_REFERENCE_MAX, DEVIATION_STATES, DEVIATION_STATUSES } from './constants.ts';
import { PagingQuery, SignedLinkQuery, errorResponses, jsonResponse, noSession, pageOf, IdParam, defineRoute } from './common.ts';

const Id = IdParam;
const NO_DEVIATION = 'NOT_FOUND: no such deviation';
const NOT_YOURS = 'FORBIDDEN: another user’s deviation';

export const DeviationId = z.object({ deviation: Id });
export const CategoryId = z.object({ category: Id });

// ---------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------

export const DeviationType = z.object({ id: z.number().int(), label: z.string() }).openapi('DeviationType');
export type DeviationType = z.infer<typeof DeviationType>;

export const DeviationCategory = z
  .object({
    id: z.number().int(),
    value: z.string().openapi({ example: 'PRODUCT' }),
    label: z.string().openapi({ example: 'Produkt' }),
    types: z.array(DeviationType).openapi({ description: 'The category’s deviation codes' }),
  })
  .openapi('DeviationCategory');
export type DeviationCategory = z.infer<typeof DeviationCategory>;

export const DeviationReferenceType = z
  .object({
    id: z.number().int().min(1),
    value: z.enum(DEVIATION_REFERENCE_KINDS).openapi({ description: 'What the code is checked against' }),
    label: z.string().openapi({ example: 'Inventarienummer' }),
  })
  .openapi('DeviationReferenceType');
export type DeviationReferenceType = z.infer<typeof DeviationReferenceType>;

export const DeviationReference = z
  .object({
    id: z.number().int().openapi({ description: 'The reference type' }),
    value: z.string().openapi({ description: 'The code typed', example: 'HMC1042' }),
    valueLabel: z.string().openapi({ description: 'The reference type’s label', example: 'Inventarienummer' }),
  })
  .openapi('DeviationReference');

export const DeviationFile = z
  .object({
    id: z.number().int(),
    name: z.string(),
    url: z.string().openapi({ description: 'A signed link to the file (an hour), to open in a new window' }),
    createdAt: z.string().openapi({ description: 'ISO date-time' }),
    owner: z.string().openapi({ description: 'Who attached it (first name and surname)' }),
  })
  .openapi('DeviationFile');
export type DeviationFile = z.infer<typeof DeviationFile>;

const deviationFields = {
  id: z.number().int(),
  deviationNumber: z.string().openapi({ example: '300042' }),
  description: z.string().openapi({ description: 'Plain text' }),
  category: z.object({ id: z.number().int(), value: z.string(), label: z.string() }),
  type: z.object({ id: z.number().int(), label: z.string() }),
  reference: DeviationReference.nullable().openapi({ description: 'Null: no reference' }),
  status: z.object({ id: z.number().int().openapi({ description: `One of ${DEVIATION_STATUSES.join(', ')} (10 registered, 20 not fixed, 30 fix not needed, 40 fixed)` }) }),
  createdDateTime: z.string().openapi({ description: 'ISO date-time' }),
};

export const DeviationSummary = z
  .object({ ...deviationFields, fileCount: z.number().int() })
  .openapi('DeviationSummary');
export type DeviationSummary = z.infer<typeof DeviationSummary>;

export const Deviation = z
  .object({ ...deviationFields, files: z.array(DeviationFile).openapi({ description: 'Oldest first' }) })
  .openapi('Deviation');
export type Deviation = z.infer<typeof Deviation>;

const ReferenceInput = z.object({
  id: z.number().int().min(1).openapi({ description: 'The reference type (one of the category’s)' }),
  value: z.string().trim().min(1).max(DEVIATION_REFERENCE_MAX).openapi({ description: 'The code' }),
});

/**
 * "No reference" as spec 3 writes the wizard's choice (id 0, "sent as null with an empty value"):
 * `{ id: null, value: "" }`, or `{ id: 0 }`; the same as `reference: null`.
 */
const NoReference = z.object({
  id: z.union([z.null(), z.literal(0)]),
  value: z.literal('').optional(),
});

export const DeviationInput = z
  .object({
    categoryId: z.number().int().min(1),
    typeId: z.number().int().min(1).openapi({ description: 'A type of the category' }),
    description: z.string().trim().min(1).max(DEVIATION_DESCRIPTION_MAX),
    reference: z
      .union([ReferenceInput, NoReference])
      .nullable()
      .openapi({ description: 'Null, or { id: null, value: "" } (spec 3), or { id: 0 }: no reference (id 0 in the wizard)' }),
  })
  .openapi('DeviationInput');
export type DeviationInput = z.input<typeof DeviationInput>;

export const DeviationListQuery = PagingQuery.extend({
  state: z.enum(DEVIATION_STATES).default('OPEN').openapi({ description: 'OPEN: statuses 10 and 20; CLOSED: 30 and 40; ALL' }),
  freeTextSearch: z
    .string()
    .max(100)
    .optional()
    .openapi({ description: 'Words each found in the deviation number, the description, the reference code or the category’s or type’s label' }),
  sort: z.enum(['createdDateTime:desc', 'createdDateTime:asc']).default('createdDateTime:desc'),
  userId: Id.optional().openapi({ description: 'The reporter: only the caller (another user’s id answers 403)' }),
});
export type DeviationListQuery = z.input<typeof DeviationListQuery>;

// ---------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------

export const listDeviationCategories = defineRoute({
  operationId: 'listDeviationCategories',
  method: 'get',
  path: '/deviations/categories',
  summary: 'The deviation categories with their types (deviation codes)',
  responses: { 200: jsonResponse('Categories', z.array(DeviationCategory)), ...errorResponses(401, 403) },
});

export const listDeviationReferences = defineRoute({
  operationId: 'listDeviationReferences',
  method: 'get',
  path: '/deviations/categories/{category}/references',
  summary: 'The reference types a category’s deviation may refer to (“no reference” is not listed: it is always possible)',
  request: { params: CategoryId },
  responses: { 200: jsonResponse('Reference types', z.array(DeviationReferenceType)), ...errorResponses(400, 401, 403, { 404: 'NOT_FOUND: no such category' }) },
});

export const validateDeviationReference = defineRoute({
  operationId: 'validateDeviationReference',
  method: 'post',
  path: '/deviations/categories/{category}/references',
  summary: 'action=VALIDATE_REFERENCE: checks a code against the world (an inventory number of a stock item, an order number the caller may see, a product number or the product’s GTIN)',
  request: {
    params: CategoryId,
    query: z.object({ action: z.enum(['VALIDATE_REFERENCE']) }),
    body: { required: true, content: { 'application/json': { schema: ReferenceInput.openapi('DeviationReferenceInput') } } },
  },
  responses: {
    204: { description: 'The code refers to something' },
    ...errorResponses(401, 403, { 400: 'VALIDATION; INVALID_REFERENCE_NUMBER: the code refers to nothing of its type' }, { 404: 'NOT_FOUND: no such category, or the reference type is not the category’s' }),
  },
});

export const listDeviations = defineRoute({
  operationId: 'listDeviations',
  method: 'get',
  path: '/deviations',
  summary: 'The caller’s own deviations, newest first',
  request: { query: DeviationListQuery },
  responses: { 200: jsonResponse('A page of deviations', pageOf(DeviationSummary, 'DeviationPage')), ...errorResponses(400, 401, { 403: 'FORBIDDEN: userId is another user' }) },
});

export const createDeviation = defineRoute({
  operationId: 'createDeviation',
  method: 'post',
  path: '/deviations',
  summary: 'Reports a deviation (its files follow, one request each)',
  request: { body: { required: true, content: { 'application/json': { schema: DeviationInput } } } },
  responses: {
    201: jsonResponse('The deviation', Deviation),
    ...errorResponses(401, 403, { 400: 'VALIDATION (a type or reference type not of the category); INVALID_REFERENCE_NUMBER' }),
  },
});

export const getDeviation = defineRoute({
  operationId: 'getDeviation',
  method: 'get',
  path: '/deviations/{deviation}',
  summary: 'One of the caller’s deviations with its files',
  request: { params: DeviationId },
  responses: { 200: jsonResponse('The deviation', Deviation), ...errorResponses(400, 401, { 403: NOT_YOURS }, { 404: NO_DEVIATION }) },
});

export const uploadDeviationFile = defineRoute({
  operationId: 'uploadDeviationFile',
  method: 'post',
  path: '/deviations/{deviation}/files',
  summary: 'Attaches one file (multipart, part `file1`; images, pdf, xls, xlsx, doc, docx, xml by content) to one of the caller’s deviations',
  request: {
    params: DeviationId,
    body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file1: z.any().openapi({ type: 'string', format: 'binary' }) }) } } },
  },
  responses: {
    201: jsonResponse('The deviation with its files', Deviation),
    ...errorResponses(401, { 400: 'VALIDATION; FILE_TYPE_NOT_ALLOWED; TOO_MANY_FILES' }, { 403: NOT_YOURS }, { 404: NO_DEVIATION }, 413),
  },
});

export const getDeviationFile = defineRoute({
  operationId: 'getDeviationFile',
  method: 'get',
  path: '/deviations/{deviation}/files/{file}',
  summary: 'A file, through its signed link (no session: the signature is the permission), as a download',
  security: noSession,
  request: { params: DeviationId.extend({ file: Id }), query: SignedLinkQuery },
  responses: {
    200: { description: 'The file, with Content-Disposition: attachment' },
    ...errorResponses(400, { 403: 'LINK_EXPIRED: a wrong signature, or the link is more than an hour old' }, { 404: 'NOT_FOUND: no such file' }),
  },
});
