/** Page content: the welcome page with its hyperlinks, files and educations. */
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse } from './common.ts';

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

export const getPageContent = createRoute({
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
