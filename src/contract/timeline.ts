/**
 * Timelines (issue 41; beyond the specifications, docs/api.md Timelines): an aid's life and a
 * client's story, each one call, newest first, paged (`from`, `amount`), filtered by kind.
 *
 * Both answer from what the server already keeps (delivery receipts, holding transactions, task
 * lines, orders and their history, fittings and their events, deviations) and from the timeline
 * events it records where nothing else did (a direct move, a storage scrap, a count's changed
 * quantity, a confirmed referenced line, a task reported, a line moved on by the supply service).
 *
 * Who may read: the client's story whoever may read the client (404 no such client, 403
 * NOT_AUTHORIZED_TO_MUNICIPALITY); an aid's life whoever may see the aid now (its storage's
 * municipality, or the holding client's), 404 for no aid with an inventory number by that id, 403
 * NOT_AUTHORIZED_TO_MUNICIPALITY for one the caller may not see. Within an entry, what comes from a
 * screen the caller may not open is left out: another client's name and link (an aid's earlier
 * holder), another user's deviation's description and link (a deviation is its reporter's alone).
 */
import { z } from '@hono/zod-openapi';
import { defineRoute, errorResponses, IdParam, jsonResponse, PagingQuery } from './common.ts';
import { AID_STAGES, TIMELINE_EVENT_LIST, TIMELINE_FACTS, TIMELINE_KINDS, TIMELINE_LINK_TYPES } from './shared/timeline.ts';

export const TimelineQuery = PagingQuery.omit({ all: true }).extend({
  kinds: z
    .string()
    .max(200)
    .regex(/^[A-Z]+(,[A-Z]+)*$/)
    .optional()
    .openapi({ description: `The kinds to list, comma-separated, of ${TIMELINE_KINDS.join(', ')} (absent: all)`, example: 'ORDER,TASK' }),
});
export type TimelineQuery = z.input<typeof TimelineQuery>;

export const TimelineEntry = z
  .object({
    id: z.string().openapi({ description: 'Unique within the timeline and stable (its source and row)' }),
    at: z.string().openapi({ description: 'When it happened (ISO 8601)' }),
    kind: z.enum(TIMELINE_KINDS),
    event: z.enum(TIMELINE_EVENT_LIST as [string, ...string[]]).openapi({ description: 'What happened (src/contract/shared/timeline.ts TIMELINE_EVENTS)' }),
    actor: z.string().nullable().openapi({ description: 'Who did it (the user’s name); null when not kept' }),
    item: z
      .object({
        stockItemId: z.number().int().nullable(),
        productName: z.string(),
        productNumber: z.string().nullable(),
        inventoryNumber: z.string().nullable(),
        batch: z.string().nullable(),
        quantity: z.number().int().nullable(),
      })
      .nullable()
      .openapi({ description: 'The aid it concerns (null: none, e.g. an order)' }),
    link: z
      .object({
        type: z.enum(TIMELINE_LINK_TYPES),
        id: z.number().int(),
        number: z.string().openapi({ description: 'What the link reads, e.g. the order number' }),
        parentId: z.number().int().nullable().openapi({ description: 'What the page is under: a TASK’s client (a task in the client’s task list), an INVENTORY count’s base storage; else null' }),
      })
      .nullable()
      .openapi({ description: 'The page the entry comes from; null when there is none the caller may open' }),
    facts: z.array(z.object({ name: z.enum(TIMELINE_FACTS), value: z.string() })).openapi({ description: 'The details, each a name and a value (labels in the caller’s language)' }),
  })
  .openapi('TimelineEntry');
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const TimelinePage = z.object({ page: z.array(TimelineEntry), count: z.number().int() }).openapi('TimelinePage');
export type TimelinePage = z.infer<typeof TimelinePage>;

export const AidTimelinePage = TimelinePage.extend({
  stage: z.enum(AID_STAGES).openapi({ description: 'Where the aid is now (the lifecycle strip): src/contract/shared/timeline.ts aidStage' }),
}).openapi('AidTimelinePage');
export type AidTimelinePage = z.infer<typeof AidTimelinePage>;

export const getFixedAssetTimeline = defineRoute({
  operationId: 'getFixedAssetTimeline',
  method: 'get',
  path: '/fixed-assets/{fixedAsset}/timeline',
  summary: 'An aid’s life: everything that happened to the stock item, newest first, with where it is now',
  request: { params: z.object({ fixedAsset: IdParam.openapi({ description: 'The stock item’s id' }) }), query: TimelineQuery },
  responses: {
    200: jsonResponse('The page of entries, their total and the aid’s stage', AidTimelinePage),
    ...errorResponses(400, 401, {
      403: 'NOT_AUTHORIZED_TO_MUNICIPALITY: the aid is in a storage or with a client of a municipality the caller is not authorized for; FORBIDDEN: not allowed to this session',
      404: 'NOT_FOUND: no stock item with an inventory number by that id',
    }),
  },
});

export const getClientTimeline = defineRoute({
  operationId: 'getClientTimeline',
  method: 'get',
  path: '/clients/{client}/timeline',
  summary: 'A client’s story: orders and their lines, deliveries and pickups, aids handed over and returned, fittings and meetings, deviations on the client’s aids; newest first',
  request: { params: z.object({ client: IdParam }), query: TimelineQuery },
  responses: {
    200: jsonResponse('The page of entries and their total', TimelinePage),
    ...errorResponses(400, 401, {
      403: 'NOT_AUTHORIZED_TO_MUNICIPALITY: the caller is not authorized for the client’s municipality; FORBIDDEN: not allowed to this session',
      404: 'NOT_FOUND: no such client',
    }),
  },
});
