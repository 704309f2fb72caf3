/**
 * Timelines (issue 41; src/contract/timeline.ts, docs/api.md Timelines): an aid's life
 * (GET /fixed-assets/{fixedAsset}/timeline) and a client's story (GET /clients/{client}/timeline).
 *
 * Each is a merge of sources, every one an indexed query of the data already kept, newest first:
 * delivery receipts (RECEIVED), the recorded timeline events (server/timeline-events.ts: MOVED,
 * COUNTED, STOCK_SCRAPPED, LINE_STATUS, WORK_STATUS, TASK_REPORTED), holding transactions, task
 * lines and their tasks (TASK_CREATED at the task's created_at), order lines naming the aid in their
 * pickup list (WORK_ORDERED, LINE_ORDERED) or of the client's orders (WORK_ORDERED, LINE_CONFIRMED
 * for a referenced line), the order history (ORDER_CREATED, ORDER_SENT, ORDER_CANCELLED), fittings
 * and their events, deviations. A page `from`, `amount` needs at most from + amount rows of each
 * source (each read by its index in date order, LIMIT from + amount); the merge sorts those and
 * slices the page. A source is counted (for `count`) only when it filled its limit.
 *
 * Rules (those of the screens the entries come from):
 * - the client's story: whoever may read the client (requireClient: 404, 403); an order not yet sent
 *   (a preliminary order, someone's cart) is not part of it;
 * - an aid's life: whoever may see the aid now (fixed-assets.ts' rule); an aid scrapped (its stock
 *   item gone) whoever could see it where it was scrapped (the client's or the storage's
 *   municipality); 404 for no such aid with an inventory number, 403 for one the caller may not see;
 * - within an entry: a client the caller may not reach is neither named nor linked (an earlier
 *   holder of the aid), nor their orders and fittings linked; another user's deviation shows its
 *   category, type and status, not its description, reporter or link (a deviation is its reporter's
 *   alone, deviations.ts).
 */
import { and, desc, eq, gte, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CONTENT_STATUS, ORDER_STATUS } from '../../src/contract/constants.ts';
import { aidStage, kindOfEvent, TIMELINE_EVENTS, TIMELINE_KINDS, type AidStage, type TimelineEvent, type TimelineFact, type TimelineKind } from '../../src/contract/shared/timeline.ts';
import { getClientTimeline, getFixedAssetTimeline, type TimelineEntry } from '../../src/contract/timeline.ts';
import { newRouter } from '../context.ts';
import { rowsOf, type Db } from '../db/index.ts';
import {
  authorizations,
  clients,
  deliveryReceipts,
  deviations,
  facilities,
  fittingEvents,
  fittings,
  holdingTransactions,
  products,
  reasonCodes,
  stockItems,
  suppliers,
  taskLines,
  tasks,
  timelineEvents,
  users,
  warehouseLocations,
  webOrderContents,
  webOrderHistory,
  webOrders,
} from '../db/schema.ts';
import { deviationCategoryById, deviationNumber, deviationTypeOf } from '../deviation-reference.ts';
import { ApiError, type Lang } from '../errors.ts';
import { CONTENT_STATUS_LABELS, priorityById, subContentTypeById } from '../order-reference.ts';
import { requireClient } from './clients.ts';
import { MAX_ID } from '../../src/contract/shared/query-id.ts';

type Labels = Record<Lang, string>;
const TASK_TYPE_LABELS: Record<string, Labels> = {
  CH: { sv: 'Leverans till brukare', en: 'Delivery to the client' },
  CA: { sv: 'Hämtning hos brukare', en: 'Collection from the client' },
  Cn: { sv: 'Leverans till vårdenhet', en: 'Delivery to a care unit' },
  Sn: { sv: 'Leverans till basförråd', en: 'Delivery to a base storage' },
  In: { sv: 'Flytt inom basförråd', en: 'Move within a base storage' },
};
const TASK_STATUS_LABELS: Record<number, Labels> = {
  20: { sv: 'Planerad', en: 'Planned' },
  30: { sv: 'Aktiv', en: 'Active' },
  40: { sv: 'Startad', en: 'Started' },
  50: { sv: 'Pågående', en: 'In progress' },
  60: { sv: 'Under leverans', en: 'Being delivered' },
  90: { sv: 'Rapporterad', en: 'Reported' },
  99: { sv: 'Annullerad', en: 'Annulled' },
};
const DEVIATION_STATUS_LABELS: Record<number, Labels> = {
  10: { sv: 'Registrerad', en: 'Registered' },
  20: { sv: 'Ej åtgärdad', en: 'Not fixed' },
  30: { sv: 'Åtgärd ej nödvändig', en: 'Fix not needed' },
  40: { sv: 'Åtgärdad', en: 'Fixed' },
};
const label = (labels: Record<string | number, Labels>, key: string | number, lang: Lang) => labels[key]?.[lang] ?? String(key);

/** A fitting's events that tell its story (comments, files and people changed are its own tab's). */
const FITTING_EVENTS: Record<string, TimelineEvent> = {
  CREATED: 'FITTING_CREATED',
  MEETING_BOOKED: 'MEETING_BOOKED',
  MEETING_CHANGED: 'MEETING_CHANGED',
  MEETING_CANCELED: 'MEETING_CANCELED',
  COMPLETED: 'FITTING_COMPLETED',
  ANNULLED: 'FITTING_ANNULLED',
};
const ORDER_EVENTS: Record<string, TimelineEvent> = { CREATED: 'ORDER_CREATED', SENT: 'ORDER_SENT', CANCELLED: 'ORDER_CANCELLED' };
const HOLDING_EVENTS = TIMELINE_EVENTS.HOLDING as readonly string[];

/** One source's rows: the entries (at most the limit) and how many there are in all. */
type Sourced = { entries: Dated[]; count: number };
type Dated = { at: Date; rank: number; entry: TimelineEntry };
type Item = NonNullable<TimelineEntry['item']>;
type Ctx = { db: Db; userId: number; lang: Lang; limit: number; kinds: ReadonlySet<TimelineKind> };

const fact = (name: TimelineFact, value: string | number | null | undefined): TimelineEntry['facts'] => (value === null || value === undefined || value === '' ? [] : [{ name, value: String(value) }]);
const nameOf = (u: { firstName: string | null; surname: string | null }) => (u.firstName === null ? null : `${u.firstName} ${u.surname ?? ''}`.trim());
const actor = alias(users, 'actor');
const actorFields = { actorFirstName: actor.firstName, actorSurname: actor.surname };
const actorName = (r: { actorFirstName: string | null; actorSurname: string | null }) => nameOf({ firstName: r.actorFirstName, surname: r.actorSurname });

/** The clients (by id) the caller may reach: the municipal rule of /clients. */
async function reachable(db: Db, userId: number, ids: Iterable<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: clients.id, firstName: clients.firstName, surname: clients.surname })
    .from(clients)
    .where(
      and(
        inArray(clients.id, wanted),
        sql`EXISTS (SELECT 1 FROM ${authorizations} a WHERE a.user_id = ${userId} AND a.type = 'MUNICIPALITY' AND (${clients.customerId} IS NULL OR a.auth_id = ${clients.customerId}))`,
      ),
    );
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.surname}`]));
}

/** Rows of a source, newest first, at most the limit, and their number (counted only when the limit is reached). */
async function sourced(ctx: Ctx, rows: Dated[], countAll: () => Promise<number>): Promise<Sourced> {
  return { entries: rows, count: rows.length < ctx.limit ? rows.length : await countAll() };
}

async function countOf(q: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await q;
  return Number(row?.n ?? 0);
}
const countStar = sql<number>`count(*)::int`;

function itemOf(r: { stockItemId: number | null; productName: string | null; productNumber: string | null; inventoryNumber: string | null; batch: string | null; quantity: number | null }): Item | null {
  return r.productName === null ? null : { stockItemId: r.stockItemId, productName: r.productName, productNumber: r.productNumber, inventoryNumber: r.inventoryNumber, batch: r.batch, quantity: r.quantity };
}

// ---------------------------------------------------------------------------------------------
// Sources

/** RECEIVED: the delivery receipts of the stock item. */
async function receipts(ctx: Ctx, stockItemId: number): Promise<Sourced> {
  const where = eq(deliveryReceipts.stockItemId, stockItemId);
  const rows = await ctx.db
    .select({
      id: deliveryReceipts.id,
      at: deliveryReceipts.createdAt,
      quantity: deliveryReceipts.quantity,
      batch: deliveryReceipts.batch,
      reference: deliveryReceipts.reference,
      inventoryNumber: sql<string | null>`${deliveryReceipts.result}->>'inventoryNumber'`,
      productName: products.name,
      productNumber: products.productNumber,
      storage: facilities.label,
      supplier: suppliers.label,
      ...actorFields,
    })
    .from(deliveryReceipts)
    .innerJoin(products, eq(products.id, deliveryReceipts.productId))
    .innerJoin(facilities, eq(facilities.id, deliveryReceipts.facilityId))
    .innerJoin(suppliers, eq(suppliers.id, deliveryReceipts.supplierId))
    .leftJoin(actor, eq(actor.id, deliveryReceipts.userId))
    .where(where)
    .orderBy(desc(deliveryReceipts.createdAt), desc(deliveryReceipts.id))
    .limit(ctx.limit);
  return sourced(
    ctx,
    rows.map((r) => ({
      at: r.at,
      rank: 0,
      entry: {
        id: `R${r.id}`,
        at: r.at.toISOString(),
        kind: 'STOCK',
        event: 'RECEIVED',
        actor: actorName(r),
        item: itemOf({ stockItemId, productName: r.productName, productNumber: r.productNumber, inventoryNumber: r.inventoryNumber, batch: r.batch, quantity: r.quantity }),
        link: null,
        facts: [...fact('STORAGE', r.storage), ...fact('SUPPLIER', r.supplier), ...fact('REFERENCE', r.reference), ...fact('QUANTITY', r.quantity)],
      },
    })),
    () => countOf(ctx.db.select({ n: countStar }).from(deliveryReceipts).where(where)),
  );
}

/** The recorded events (timeline_events) matching `where`, of the wanted kinds. */
async function recorded(ctx: Ctx, scope: SQL): Promise<Sourced> {
  const wanted = [...ctx.kinds].flatMap((k) => TIMELINE_EVENTS[k] as readonly string[]);
  const where = and(scope, inArray(timelineEvents.event, wanted));
  const rows = await ctx.db
    .select({
      e: timelineEvents,
      productName: products.name,
      productNumber: products.productNumber,
      storage: facilities.label,
      orderNumber: webOrders.orderNumber,
      orderClientId: webOrders.clientId,
      ...actorFields,
    })
    .from(timelineEvents)
    .leftJoin(products, eq(products.id, timelineEvents.productId))
    .leftJoin(facilities, eq(facilities.id, timelineEvents.facilityId))
    .leftJoin(webOrders, eq(webOrders.id, timelineEvents.orderId))
    .leftJoin(actor, eq(actor.id, timelineEvents.userId))
    .where(where)
    .orderBy(desc(timelineEvents.at), desc(timelineEvents.id))
    .limit(ctx.limit);
  // What the facts name by id: locations (MOVED) and reason codes (STOCK_SCRAPPED).
  const locationIds = rows.flatMap((r) => [r.e.facts.FROM_LOCATION, r.e.facts.TO_LOCATION]).filter((v): v is number => typeof v === 'number' && v > 0);
  const reasonIds = rows.map((r) => r.e.facts.REASON).filter((v): v is number => typeof v === 'number');
  const taskClients = rows.filter((r) => r.e.taskId !== null).map((r) => r.e.clientId);
  const [locations, reasons, reach] = await Promise.all([
    locationIds.length ? ctx.db.select({ id: warehouseLocations.id, value: warehouseLocations.value }).from(warehouseLocations).where(inArray(warehouseLocations.id, locationIds)) : [],
    reasonIds.length ? ctx.db.select({ id: reasonCodes.id, label: reasonCodes.label, labelEn: reasonCodes.labelEn }).from(reasonCodes).where(inArray(reasonCodes.id, reasonIds)) : [],
    reachable(ctx.db, ctx.userId, [...rows.map((r) => r.orderClientId), ...taskClients]),
  ]);
  const locationOf = new Map(locations.map((l) => [l.id, l.value]));
  const reasonOf = new Map(reasons.map((r) => [r.id, ctx.lang === 'sv' ? r.label : r.labelEn]));
  const entries = rows.map((r): Dated => {
    const e = r.e;
    const event = e.event as TimelineEvent;
    const f = e.facts;
    const facts: TimelineEntry['facts'] = [];
    let link: TimelineEntry['link'] = null;
    if (event === 'MOVED') facts.push(...fact('STORAGE', r.storage), ...fact('FROM_LOCATION', locationOf.get(Number(f.FROM_LOCATION))), ...fact('TO_LOCATION', locationOf.get(Number(f.TO_LOCATION))), ...fact('QUANTITY', e.quantity));
    if (event === 'STOCK_SCRAPPED') facts.push(...fact('STORAGE', r.storage), ...fact('REASON', reasonOf.get(Number(f.REASON))), ...fact('QUANTITY', e.quantity));
    if (event === 'COUNTED') {
      facts.push(...fact('STORAGE', r.storage), ...fact('QUANTITY_BEFORE', f.QUANTITY_BEFORE), ...fact('QUANTITY_AFTER', f.QUANTITY_AFTER));
      if (e.inventoryId !== null) link = { type: 'INVENTORY', id: e.inventoryId, number: String(f.COUNT ?? e.inventoryId), parentId: null };
    }
    if (event === 'LINE_STATUS' || event === 'WORK_STATUS') {
      facts.push(...fact('ORDER_NUMBER', r.orderNumber), ...fact('STATUS', label(CONTENT_STATUS_LABELS, Number(f.STATUS), ctx.lang)));
      if (e.orderId !== null && r.orderNumber !== null && (r.orderClientId === null || reach.has(r.orderClientId))) link = { type: 'ORDER', id: e.orderId, number: r.orderNumber, parentId: null };
    }
    if (event === 'TASK_REPORTED' && e.taskId !== null) {
      facts.push(...fact('TASK_TYPE', label(TASK_TYPE_LABELS, String(f.TASK_TYPE), ctx.lang)));
      const clientId = e.clientId !== null && reach.has(e.clientId) ? e.clientId : null;
      link = { type: 'TASK', id: e.taskId, number: String(e.taskId), parentId: clientId };
    }
    return {
      at: e.at,
      rank: 1,
      entry: {
        id: `E${e.id}`,
        at: e.at.toISOString(),
        kind: kindOfEvent(event),
        event,
        actor: actorName(r),
        item: itemOf({ stockItemId: e.stockItemId, productName: r.productName, productNumber: r.productNumber, inventoryNumber: e.inventoryNumber, batch: null, quantity: e.quantity }),
        link,
        facts,
      },
    };
  });
  return sourced(ctx, entries, () => countOf(ctx.db.select({ n: countStar }).from(timelineEvents).where(where)));
}

const returnedTo = alias(facilities, 'returned_to');

/** HOLDING: holding transactions matching `where`. */
async function transactions(ctx: Ctx, where: SQL, linkTo: 'CLIENT' | 'FIXED_ASSET'): Promise<Sourced> {
  const rows = await ctx.db
    .select({
      t: holdingTransactions,
      productName: products.name,
      productNumber: products.productNumber,
      storage: returnedTo.label,
      reason: reasonCodes.label,
      reasonEn: reasonCodes.labelEn,
      ...actorFields,
    })
    .from(holdingTransactions)
    .innerJoin(products, eq(products.id, holdingTransactions.productId))
    .leftJoin(returnedTo, eq(returnedTo.id, holdingTransactions.facilityId))
    .leftJoin(reasonCodes, eq(reasonCodes.id, holdingTransactions.reasonCodeId))
    .leftJoin(actor, eq(actor.id, holdingTransactions.userId))
    .where(where)
    .orderBy(desc(holdingTransactions.createdAt), desc(holdingTransactions.id))
    .limit(ctx.limit);
  const reach = await reachable(ctx.db, ctx.userId, rows.flatMap((r) => [r.t.clientId, r.t.otherClientId]));
  const entries = rows.map((r): Dated => {
    const t = r.t;
    const client = reach.get(t.clientId);
    const other = t.otherClientId === null ? undefined : reach.get(t.otherClientId);
    return {
      at: t.createdAt,
      rank: 2,
      entry: {
        id: `H${t.id}`,
        at: t.createdAt.toISOString(),
        kind: 'HOLDING',
        event: HOLDING_EVENTS.includes(t.type) ? (t.type) : 'HANDED_OVER',
        actor: actorName(r),
        item: itemOf({ stockItemId: t.stockItemId, productName: r.productName, productNumber: r.productNumber, inventoryNumber: t.inventoryNumber, batch: t.batch, quantity: t.quantity }),
        // An aid's life links the client (one the caller may reach), a client's story the aid.
        link:
          linkTo === 'CLIENT'
            ? client === undefined
              ? null
              : { type: 'CLIENT', id: t.clientId, number: client, parentId: null }
            : t.stockItemId !== null && t.inventoryNumber !== null
              ? { type: 'FIXED_ASSET', id: t.stockItemId, number: t.inventoryNumber, parentId: null }
              : null,
        facts: [...fact('CLIENT', client), ...fact('OTHER_CLIENT', other), ...fact('STORAGE', r.storage), ...fact('REASON', ctx.lang === 'sv' ? r.reason : r.reasonEn), ...fact('QUANTITY', t.quantity)],
      },
    };
  });
  return sourced(ctx, entries, () => countOf(ctx.db.select({ n: countStar }).from(holdingTransactions).where(where)));
}

/** TASK_CREATED: the tasks matching `where` (on tasks and, for an aid, its task lines), annulled ones left out. */
async function taskEntries(ctx: Ctx, where: SQL, stockItemId: number | null): Promise<Sourced> {
  const base = and(where, ne(tasks.status, 99));
  const q = ctx.db
    .selectDistinct({
      id: tasks.id,
      at: tasks.createdAt,
      type: tasks.type,
      status: tasks.status,
      planned: tasks.plannedDateTime,
      orderNumber: tasks.orderNumber,
      clientId: tasks.toClientId,
      storage: facilities.label,
    })
    .from(tasks)
    .leftJoin(facilities, eq(facilities.id, tasks.baseStorageId));
  const rows = await (stockItemId === null ? q : q.innerJoin(taskLines, and(eq(taskLines.taskId, tasks.id), eq(taskLines.stockItemId, stockItemId))))
    .where(base)
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(ctx.limit);
  const reach = await reachable(ctx.db, ctx.userId, rows.map((r) => r.clientId));
  const entries = rows.map(
    (r): Dated => ({
      at: r.at,
      rank: 3,
      entry: {
        id: `T${r.id}`,
        at: r.at.toISOString(),
        kind: 'TASK',
        event: 'TASK_CREATED',
        actor: null,
        item: null,
        link: { type: 'TASK', id: r.id, number: String(r.id), parentId: r.clientId !== null && reach.has(r.clientId) ? r.clientId : null },
        facts: [
          ...fact('TASK_TYPE', label(TASK_TYPE_LABELS, r.type, ctx.lang)),
          ...fact('PLANNED_AT', r.planned.toISOString()),
          ...fact('STATUS', label(TASK_STATUS_LABELS, r.status, ctx.lang)),
          ...fact('STORAGE', r.storage),
          ...fact('ORDER_NUMBER', r.orderNumber),
        ],
      },
    }),
  );
  const counted = ctx.db.select({ n: sql<number>`count(DISTINCT ${tasks.id})::int` }).from(tasks);
  return sourced(ctx, entries, () => countOf((stockItemId === null ? counted : counted.innerJoin(taskLines, and(eq(taskLines.taskId, tasks.id), eq(taskLines.stockItemId, stockItemId)))).where(base)));
}

const lineAt = sql<Date>`coalesce(${webOrderContents.orderedAt}, ${webOrders.orderDate})`.mapWith((v: string | Date) => new Date(v));

/**
 * The order lines matching `where` (ordered: status 20 up), as WORK_ORDERED (a work order), LINE_ORDERED
 * (a pickup naming the aid: `aid`) or LINE_CONFIRMED (a referenced line of the client's: not `aid`).
 */
async function lineEntries(ctx: Ctx, where: SQL, aid: boolean): Promise<Sourced> {
  const types: string[] = [];
  if (ctx.kinds.has('WORK')) types.push('WORK');
  if (ctx.kinds.has('ORDER')) types.push(...(aid ? ['PICKUP'] : ['PRODUCT_DELIVERY', 'FUNCTION', 'PICKUP', 'NEW_PRODUCT', 'FITTING']));
  if (!types.length) return { entries: [], count: 0 };
  const scope = and(
    where,
    gte(webOrderContents.status, CONTENT_STATUS.ordered),
    inArray(webOrderContents.contentType, types),
    // The client's: a line of its own order is told by ORDER_SENT, but a work order and a referenced line.
    aid ? undefined : or(eq(webOrderContents.contentType, 'WORK'), isNotNull(webOrderContents.parentId)),
  );
  const rows = await ctx.db
    .select({
      id: webOrderContents.id,
      at: lineAt,
      contentType: webOrderContents.contentType,
      status: webOrderContents.status,
      text: webOrderContents.text,
      subType: webOrderContents.subContentTypeId,
      priority: webOrderContents.priorityId,
      orderId: webOrders.id,
      orderNumber: webOrders.orderNumber,
      clientId: webOrders.clientId,
      productName: products.name,
      productNumber: products.productNumber,
      quantity: webOrderContents.quantity,
      ...actorFields,
    })
    .from(webOrderContents)
    .innerJoin(webOrders, eq(webOrders.id, webOrderContents.orderId))
    .leftJoin(products, eq(products.id, webOrderContents.productId))
    .leftJoin(actor, eq(actor.id, webOrders.orderedBy))
    .where(scope)
    .orderBy(desc(lineAt), desc(webOrderContents.id))
    .limit(ctx.limit);
  const reach = await reachable(ctx.db, ctx.userId, rows.map((r) => r.clientId));
  const entries = rows.map((r): Dated => {
    const event: TimelineEvent = r.contentType === 'WORK' ? 'WORK_ORDERED' : aid ? 'LINE_ORDERED' : 'LINE_CONFIRMED';
    const sub = subContentTypeById(r.subType ?? 0);
    return {
      at: r.at,
      rank: 4,
      entry: {
        id: `L${r.id}`,
        at: r.at.toISOString(),
        kind: kindOfEvent(event),
        event,
        actor: actorName(r),
        item: itemOf({ stockItemId: null, productName: r.productName, productNumber: r.productNumber, inventoryNumber: null, batch: null, quantity: r.productName === null ? null : r.quantity }),
        link: r.clientId === null || reach.has(r.clientId) ? { type: 'ORDER', id: r.orderId, number: r.orderNumber, parentId: null } : null,
        facts: [
          ...fact('ORDER_NUMBER', r.orderNumber),
          ...fact('STATUS', label(CONTENT_STATUS_LABELS, r.status, ctx.lang)),
          ...fact('WORK_TYPE', sub?.label[ctx.lang]),
          ...fact('PRIORITY', priorityById(r.priority ?? 0)?.label[ctx.lang]),
          ...fact('TEXT', r.text),
        ],
      },
    };
  });
  return sourced(ctx, entries, () => countOf(ctx.db.select({ n: countStar }).from(webOrderContents).innerJoin(webOrders, eq(webOrders.id, webOrderContents.orderId)).where(scope)));
}

/** ORDER_CREATED, ORDER_SENT, ORDER_CANCELLED: the history of the client's sent orders. */
async function orderHistory(ctx: Ctx, clientId: number): Promise<Sourced> {
  const where = and(eq(webOrders.clientId, clientId), gte(webOrders.status, ORDER_STATUS.ordered), inArray(webOrderHistory.event, Object.keys(ORDER_EVENTS)));
  const rows = await ctx.db
    .select({ id: webOrderHistory.id, at: webOrderHistory.at, event: webOrderHistory.event, orderId: webOrders.id, orderNumber: webOrders.orderNumber, ...actorFields })
    .from(webOrderHistory)
    .innerJoin(webOrders, eq(webOrders.id, webOrderHistory.orderId))
    .leftJoin(actor, eq(actor.id, webOrderHistory.userId))
    .where(where)
    .orderBy(desc(webOrderHistory.at), desc(webOrderHistory.id))
    .limit(ctx.limit);
  const entries = rows.map(
    (r): Dated => ({
      at: r.at,
      rank: 5,
      entry: {
        id: `O${r.id}`,
        at: r.at.toISOString(),
        kind: 'ORDER',
        event: ORDER_EVENTS[r.event] ?? 'ORDER_CREATED',
        actor: actorName(r),
        item: null,
        link: { type: 'ORDER', id: r.orderId, number: r.orderNumber, parentId: null },
        facts: fact('ORDER_NUMBER', r.orderNumber),
      },
    }),
  );
  return sourced(ctx, entries, () => countOf(ctx.db.select({ n: countStar }).from(webOrderHistory).innerJoin(webOrders, eq(webOrders.id, webOrderHistory.orderId)).where(where)));
}

/** FITTING: the events of the fittings matching `where` (on fittings and, for an aid, its fitting line). */
async function fittingEntries(ctx: Ctx, where: SQL, aid: boolean): Promise<Sourced> {
  const scope = and(where, inArray(fittingEvents.event, Object.keys(FITTING_EVENTS)));
  const q = ctx.db
    .select({
      id: fittingEvents.id,
      at: fittingEvents.at,
      event: fittingEvents.event,
      detail: fittingEvents.detail,
      fittingId: fittings.id,
      clientId: fittings.clientId,
      orderNumber: webOrders.orderNumber,
      ...actorFields,
    })
    .from(fittingEvents)
    .innerJoin(fittings, eq(fittings.id, fittingEvents.fittingId))
    .innerJoin(webOrders, eq(webOrders.id, fittings.orderId))
    .leftJoin(actor, eq(actor.id, fittingEvents.userId));
  const rows = await (aid ? q.innerJoin(webOrderContents, eq(webOrderContents.id, fittings.contentId)) : q)
    .where(scope)
    .orderBy(desc(fittingEvents.at), desc(fittingEvents.id))
    .limit(ctx.limit);
  const reach = await reachable(ctx.db, ctx.userId, rows.map((r) => r.clientId));
  const entries = rows.map(
    (r): Dated => ({
      at: r.at,
      rank: 6,
      entry: {
        id: `F${r.id}`,
        at: r.at.toISOString(),
        kind: 'FITTING',
        event: FITTING_EVENTS[r.event] ?? 'FITTING_CREATED',
        actor: actorName(r),
        item: null,
        link: reach.has(r.clientId) ? { type: 'FITTING', id: r.fittingId, number: r.orderNumber, parentId: null } : null,
        facts: [...fact('ORDER_NUMBER', r.orderNumber), ...fact('TEXT', r.detail)],
      },
    }),
  );
  const counted = ctx.db.select({ n: countStar }).from(fittingEvents).innerJoin(fittings, eq(fittings.id, fittingEvents.fittingId));
  return sourced(ctx, entries, () => countOf((aid ? counted.innerJoin(webOrderContents, eq(webOrderContents.id, fittings.contentId)) : counted).where(scope)));
}

/** DEVIATION_REPORTED: the deviations matching `where`; another user's without description, reporter or link. */
async function deviationEntries(ctx: Ctx, where: SQL): Promise<Sourced> {
  const rows = await ctx.db
    .select({
      d: deviations,
      productName: products.name,
      productNumber: products.productNumber,
      inventoryNumber: stockItems.inventoryNumber,
      ...actorFields,
    })
    .from(deviations)
    .leftJoin(stockItems, eq(stockItems.id, deviations.stockItemId))
    .leftJoin(products, eq(products.id, stockItems.productId))
    .leftJoin(actor, eq(actor.id, deviations.userId))
    .where(where)
    .orderBy(desc(deviations.createdAt), desc(deviations.id))
    .limit(ctx.limit);
  const entries = rows.map((r): Dated => {
    const d = r.d;
    const own = d.userId === ctx.userId;
    const category = deviationCategoryById(d.categoryId);
    const type = category ? deviationTypeOf(category, d.typeId) : null;
    return {
      at: d.createdAt,
      rank: 7,
      entry: {
        id: `D${d.id}`,
        at: d.createdAt.toISOString(),
        kind: 'DEVIATION',
        event: 'DEVIATION_REPORTED',
        actor: own ? actorName(r) : null,
        item: itemOf({ stockItemId: d.stockItemId, productName: r.productName, productNumber: r.productNumber, inventoryNumber: r.inventoryNumber ?? (d.referenceTypeId === 1 ? d.referenceValue : null), batch: null, quantity: null }),
        link: own ? { type: 'DEVIATION', id: d.id, number: deviationNumber(d.id), parentId: null } : null,
        facts: [
          ...fact('CATEGORY', category?.label[ctx.lang]),
          ...fact('TYPE', type?.label[ctx.lang]),
          ...fact('STATUS', label(DEVIATION_STATUS_LABELS, d.status, ctx.lang)),
          ...(own ? fact('DESCRIPTION', d.description) : []),
        ],
      },
    };
  });
  return sourced(ctx, entries, () => countOf(ctx.db.select({ n: countStar }).from(deviations).where(where)));
}

// ---------------------------------------------------------------------------------------------
// Merging

function kindsOf(param: string | undefined): Set<TimelineKind> {
  if (param === undefined) return new Set(TIMELINE_KINDS);
  const asked = param.split(',');
  const unknown = asked.filter((k) => !(TIMELINE_KINDS as readonly string[]).includes(k));
  if (unknown.length) throw new ApiError(400, 'VALIDATION', `kinds: ${unknown.join(', ')} is not one of ${TIMELINE_KINDS.join(', ')}`);
  return new Set(asked as TimelineKind[]);
}

/** The page of the merged sources: newest first; at the same time by source, then the newer row first. */
function merged(sources: Sourced[], from: number, amount: number): { page: TimelineEntry[]; count: number } {
  const all = sources.flatMap((s) => s.entries);
  all.sort((a, b) => b.at.getTime() - a.at.getTime() || b.rank - a.rank || b.entry.id.localeCompare(a.entry.id, 'en', { numeric: true }));
  return { page: all.slice(from, from + amount).map((d) => d.entry), count: sources.reduce((n, s) => n + s.count, 0) };
}

const none: Promise<Sourced> = Promise.resolve({ entries: [], count: 0 });

// ---------------------------------------------------------------------------------------------
// An aid

type Aid = { id: number; inventoryNumber: string; exists: boolean; clientId: number | null };

/**
 * The aid by stock item id, and whether the caller may see it (else 403): a stock item with an inventory
 * number (a holding of a client the caller may reach, or an item in a storage of the caller's
 * municipalities, also when fitted); one scrapped is found by its last SCRAPPED / STOCK_SCRAPPED row.
 */
async function requireAid(db: Db, userId: number, id: number): Promise<Aid> {
  if (id > MAX_ID) throw new ApiError(404, 'NOT_FOUND');
  const municipalities = sql`(SELECT a.auth_id FROM ${authorizations} a WHERE a.user_id = ${userId} AND a.type = 'MUNICIPALITY')`;
  const anyMunicipality = sql`EXISTS (SELECT 1 FROM ${authorizations} a WHERE a.user_id = ${userId} AND a.type = 'MUNICIPALITY')`;
  const [item] = await db
    .select({
      inventoryNumber: stockItems.inventoryNumber,
      clientId: stockItems.clientId,
      visible: sql<boolean>`CASE WHEN ${stockItems.clientId} IS NOT NULL
        THEN ${anyMunicipality} AND (${clients.customerId} IS NULL OR ${clients.customerId} IN ${municipalities})
        ELSE ${facilities.customerId} IN ${municipalities} END`.mapWith(Boolean),
    })
    .from(stockItems)
    .leftJoin(clients, eq(clients.id, stockItems.clientId))
    .leftJoin(facilities, eq(facilities.id, stockItems.facilityId))
    .where(eq(stockItems.id, id));
  if (item) {
    if (item.inventoryNumber === null) throw new ApiError(404, 'NOT_FOUND');
    if (!item.visible) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    return { id, inventoryNumber: item.inventoryNumber, exists: true, clientId: item.clientId };
  }
  // Gone: scrapped from a client's holding or from a storage.
  const [gone] = rowsOf<{ inventory_number: string | null; visible: boolean }>(
    await db.execute(sql`
    SELECT inventory_number, visible FROM (
      SELECT h.inventory_number, h.created_at AS at,
             ${anyMunicipality} AND (c.customer_id IS NULL OR c.customer_id IN ${municipalities}) AS visible
      FROM ${holdingTransactions} h JOIN ${clients} c ON c.id = h.client_id
      WHERE h.stock_item_id = ${id} AND h.type = 'SCRAPPED'
      UNION ALL
      SELECT e.inventory_number, e.at, f.customer_id IN ${municipalities}
      FROM ${timelineEvents} e JOIN ${facilities} f ON f.id = e.facility_id
      WHERE e.stock_item_id = ${id} AND e.event = 'STOCK_SCRAPPED'
    ) s ORDER BY at DESC LIMIT 1`),
  );
  if (!gone || gone.inventory_number === null) throw new ApiError(404, 'NOT_FOUND');
  if (!gone.visible) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
  return { id, inventoryNumber: gone.inventory_number, exists: false, clientId: null };
}

/** Where the aid is now (the lifecycle strip: aidStage). */
async function stageOf(db: Db, aid: Aid): Promise<AidStage> {
  if (!aid.exists) return aidStage({ exists: false, held: false, openWork: false, everHeld: true, handledInStorage: true });
  const [row] = rowsOf<{ open_work: boolean; ever_held: boolean; handled: boolean }>(
    await db.execute(sql`
    SELECT
      EXISTS (SELECT 1 FROM ${webOrderContents} c WHERE c.pickup_list @> ${JSON.stringify([{ id: aid.id }])}::jsonb
              AND c.content_type = 'WORK' AND c.status >= ${CONTENT_STATUS.ordered} AND c.status < ${CONTENT_STATUS.done}) AS open_work,
      EXISTS (SELECT 1 FROM ${holdingTransactions} h WHERE (h.stock_item_id = ${aid.id} OR h.inventory_number = ${aid.inventoryNumber}) AND h.type IN ('HANDED_OVER', 'MOVED_IN')) AS ever_held,
      EXISTS (SELECT 1 FROM ${timelineEvents} e WHERE e.stock_item_id = ${aid.id} AND e.event IN ('MOVED', 'COUNTED')) AS handled`),
  );
  return aidStage({ exists: true, held: aid.clientId !== null, openWork: row?.open_work === true, everHeld: row?.ever_held === true, handledInStorage: row?.handled === true });
}

function aidSources(ctx: Ctx, aid: Aid): Promise<Sourced>[] {
  const k = ctx.kinds;
  return [
    k.has('STOCK') ? receipts(ctx, aid.id) : none,
    recorded(
      ctx,
      or(
        eq(timelineEvents.stockItemId, aid.id),
        eq(timelineEvents.inventoryNumber, aid.inventoryNumber),
        // A task naming the aid, reported.
        and(eq(timelineEvents.event, 'TASK_REPORTED'), sql`${timelineEvents.taskId} IN (SELECT task_id FROM ${taskLines} WHERE stock_item_id = ${aid.id})`),
      ) as SQL,
    ),
    k.has('HOLDING') ? transactions(ctx, or(eq(holdingTransactions.stockItemId, aid.id), eq(holdingTransactions.inventoryNumber, aid.inventoryNumber)) as SQL, 'CLIENT') : none,
    k.has('TASK') ? taskEntries(ctx, sql`true`, aid.id) : none,
    lineEntries(ctx, sql`${webOrderContents.pickupList} @> ${JSON.stringify([{ id: aid.id }])}::jsonb`, true),
    k.has('FITTING') ? fittingEntries(ctx, sql`${webOrderContents.pickupList} @> ${JSON.stringify([{ id: aid.id }])}::jsonb`, true) : none,
    k.has('DEVIATION')
      ? deviationEntries(ctx, or(eq(deviations.stockItemId, aid.id), and(eq(deviations.referenceTypeId, 1), eq(deviations.referenceValue, aid.inventoryNumber))) as SQL)
      : none,
  ];
}

// ---------------------------------------------------------------------------------------------
// A client

function clientSources(ctx: Ctx, clientId: number): Promise<Sourced>[] {
  const k = ctx.kinds;
  // The aids the client holds or has held: the deviations on them are part of the client's story.
  const aids = sql`(SELECT stock_item_id FROM ${holdingTransactions} WHERE client_id = ${clientId} AND type IN ('HANDED_OVER', 'MOVED_IN') AND stock_item_id IS NOT NULL
                    UNION SELECT id FROM ${stockItems} WHERE client_id = ${clientId})`;
  return [
    recorded(ctx, eq(timelineEvents.clientId, clientId)),
    k.has('HOLDING') ? transactions(ctx, eq(holdingTransactions.clientId, clientId), 'FIXED_ASSET') : none,
    k.has('TASK') ? taskEntries(ctx, eq(tasks.toClientId, clientId), null) : none,
    lineEntries(ctx, and(eq(webOrders.clientId, clientId), gte(webOrders.status, ORDER_STATUS.ordered)) as SQL, false),
    k.has('ORDER') ? orderHistory(ctx, clientId) : none,
    k.has('FITTING') ? fittingEntries(ctx, eq(fittings.clientId, clientId), false) : none,
    k.has('DEVIATION') ? deviationEntries(ctx, sql`${deviations.stockItemId} IN ${aids}`) : none,
  ];
}

// ---------------------------------------------------------------------------------------------
// Routes

export const timelineRoutes = newRouter()
  .openapi(getFixedAssetTimeline, async (c) => {
    const { db, session, lang } = c.var;
    const { fixedAsset } = c.req.valid('param');
    const q = c.req.valid('query');
    const aid = await requireAid(db, session.userId, fixedAsset);
    const ctx: Ctx = { db, userId: session.userId, lang, limit: q.from + q.amount, kinds: kindsOf(q.kinds) };
    const [stage, ...sources] = await Promise.all([stageOf(db, aid), ...aidSources(ctx, aid)]);
    return c.json({ ...merged(sources, q.from, q.amount), stage: stage }, 200);
  })
  .openapi(getClientTimeline, async (c) => {
    const { db, session, lang } = c.var;
    const { client } = c.req.valid('param');
    const q = c.req.valid('query');
    await requireClient(db, session.userId, client);
    const ctx: Ctx = { db, userId: session.userId, lang, limit: q.from + q.amount, kinds: kindsOf(q.kinds) };
    return c.json(merged(await Promise.all(clientSources(ctx, client)), q.from, q.amount), 200);
  });
