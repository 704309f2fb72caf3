/** Page content: the welcome page with its hyperlinks, files and educations. */
import { z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse, defineRoute } from './common.ts';

export const EducationOccasion = z.object({
  id: z.number().int(),
  educationId: z.number().int(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  currentNumberOfAttendees: z.number().int(),
  maxNumberOfAttendees: z.number().int(),
  isRegistered: z.boolean(),
});

export const PageContent = z
  .object({
    title: z.string(),
    text: z.string(),
    hyperlinkTitle: z.string(),
    hyperlinks: z.array(z.object({ id: z.number().int(), url: z.string(), name: z.string() })),
    fileTitle: z.string(),
    files: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
    educations: z.array(
      z.object({ id: z.number().int(), title: z.string(), description: z.string(), educationOccasions: z.array(EducationOccasion) }),
    ),
  })
  .openapi('PageContent');
export type PageContent = z.infer<typeof PageContent>;

export const getPageContent = defineRoute({
  operationId: 'getPageContent',
  method: 'get',
  path: '/page-content',
  summary: 'Page content by key (default: the welcome page)',
  request: { query: z.object({ key: z.string().max(100).default('welcome') }) },
  responses: {
    200: jsonResponse('Page content', PageContent),
    ...errorResponses(400, 401, 403, { 404: 'NOT_FOUND: no page with that key' }),
  },
});

export const EducationOccasionAction = z.object({ action: z.enum(['REGISTER', 'DEREGISTER']) }).openapi('EducationOccasionAction');
export type EducationOccasionAction = z.infer<typeof EducationOccasionAction>['action'];

export const actOnEducationOccasion = defineRoute({
  operationId: 'actOnEducationOccasion',
  method: 'post',
  path: '/education-occasions/{id}',
  summary: 'Registers the caller on an occasion, or deregisters them',
  description:
    'REGISTER needs a free seat and no registration of the caller on any occasion of the same education; two callers racing for ' +
    'the last seat: exactly one succeeds. DEREGISTER needs a registration on this occasion. Neither is possible once the occasion has started.',
  request: {
    params: z.object({ id: z.coerce.number().int().min(1) }),
    body: { required: true, content: { 'application/json': { schema: EducationOccasionAction } } },
  },
  responses: {
    200: jsonResponse('The occasion after the action', EducationOccasion),
    ...errorResponses(400, 401, 403, { 404: 'NOT_FOUND: no such occasion' }, {
      409:
        'FULLY_BOOKED: no seat left; ALREADY_REGISTERED: registered on an occasion of the same education; NOT_REGISTERED: nothing to deregister; ' +
        'OCCASION_STARTED: the occasion has started (or is over): registrations no longer change',
    }),
  },
});
