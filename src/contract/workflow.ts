/**
 * The workflow application (COMFLOW): closing the open activities of a workflow session (under /rs).
 *
 * The workflow-application login itself goes through the workflow portal's pages, which are HTML,
 * not JSON, and so not part of this OpenAPI contract (docs/api.md describes them):
 * `GET {workflowPortalUrl}?myg-action=login&sessionId=<FSP session id>` answers a page that carries
 * the new workflow session id in `<meta name="myg-session-id">` (401: the FSP session expired;
 * 403: the user has no workflow license), and
 * `GET {workflowPortalUrl}?myg-action=_startTask&sessionId=<workflow session id>` is the workflow
 * portal page the user is sent to.
 */
import { z } from '@hono/zod-openapi';
import { errorResponses, defineRoute } from './common.ts';

/** The meta element of the portal's login page that carries the workflow session id. */
export const WORKFLOW_SESSION_META = 'myg-session-id';

/** Error codes of the workflow-application login, besides the session's own (OTSS000). */
export type WorkflowErrorCode = 'WORKFLOW_SESSION_EXPIRED' | 'WORKFLOW_LICENSE_ERROR';

export const closeWorkflowActivities = defineRoute({
  operationId: 'closeWorkflowActivities',
  method: 'post',
  path: '/sessions/comflow/{sessionId}/close-all-comflow-activities',
  summary: "Close every open activity (task) of one of the user's workflow sessions",
  request: {
    params: z.object({
      sessionId: z.string().min(1).max(100).openapi({ description: "The workflow session id, read from the workflow portal's login page" }),
    }),
  },
  responses: {
    204: { description: 'Closed' },
    ...errorResponses(400, {
      401: "OTSS000: the FSP session expired; OTSU002: the user is disabled; WORKFLOW_SESSION_EXPIRED: the workflow session is unknown, expired or not the same user's",
      403: 'WORKFLOW_LICENSE_ERROR: the user holds no license for the workflow application; FORBIDDEN: an embedded session (it may make only its own calls)',
    }),
  },
});
