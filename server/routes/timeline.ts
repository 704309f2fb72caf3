/**
 * Timelines (issue 41; src/contract/timeline.ts, docs/api.md Timelines): an aid's life
 * (GET /fixed-assets/{fixedAsset}/timeline) and a client's story (GET /clients/{client}/timeline).
 *
 * Each is one query (timelineQuery): a UNION ALL of branches, one a source, each read by an index of
 * its own, newest first: delivery receipts (RECEIVED), the recorded timeline events
 * (server/timeline-events.ts: MOVED, COUNTED, STOCK_SCRAPPED, LINE_STATUS, WORK_STATUS,
 * TASK_REPORTED), holding transactions, tasks (TASK_CREATED at the task's created_at; an aid's by its
 * task lines), order lines naming the aid in their pickup list (WORK_ORDERED, LINE_ORDERED) or of the
 * client's orders (WORK_ORDERED, LINE_CONFIRMED for a referenced line), the order history
 * (ORDER_CREATED, ORDER_SENT, ORDER_CANCELLED), fittings' events, deviations; ordered, cut to the
 * page and counted over the union (a window). Then one more query (namesOf) reads what the page's
 * rows name.
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
import { eq, sql, type SQL } from 'drizzle-orm';
import { CONTENT_STATUS, ORDER_STATUS } from '../../src/contract/constants.ts';
import { aidStage, kindOfEvent, TIMELINE_EVENTS, TIMELINE_KINDS, type AidStage, type TimelineEvent, type TimelineFact, type TimelineKind } from '../../src/contract/shared/timeline.ts';
import { getClientTimeline, getFixedAssetTimeline, type TimelineEntry } from '../../src/contract/timeline.ts';
import { newRouter } from '../context.ts';
import { rowsOf, type Db } from '../db/index.ts';
import { authorizations, clients, facilities, holdingTransactions, stockItems, timelineEvents, webOrderContents } from '../db/schema.ts';
import { deviationCategoryById, deviationNumber, deviationTypeOf } from '../deviation-reference.ts';
import { ApiError, type Lang } from '../errors.ts';
import { CONTENT_STATUS_LABELS, priorityById, subContentTypeById } from '../order-reference.ts';
import { RECORDED_EVENTS } from '../timeline-events.ts';
import { authorizedFor, requireClient } from './clients.ts';
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

const fact = (name: TimelineFact, value: string | number | null | undefined): TimelineEntry['facts'] => (value === null || value === undefined || value === '' ? [] : [{ name, value: String(value) }]);

/** What the caller asks: the page, the kinds, the language. */
type Ask = { db: Db; userId: number; lang: Lang; from: number; amount: number; kinds: ReadonlySet<TimelineKind> };

/**
 * One row of the union (`timelineRows`), in one shape for every source: `src` names the source (R
 * receipts, E recorded events, H holding transactions, T tasks, L order lines, O order history, F
 * fitting events, D deviations), `x` its own values (ids and codes, labelled here), and `total`, the
 * union's count. The names they point to are read by namesOf.
 */
type Row = {
  src: 'R' | 'E' | 'H' | 'T' | 'L' | 'O' | 'F' | 'D';
  row_id: number;
  at: string | Date;
  event: string;
  user_id: number | null;
  stock_item_id: number | null;
  inventory_number: string | null;
  product_id: number | null;
  quantity: number | null;
  batch: string | null;
  client_id: number | null;
  other_client_id: number | null;
  order_id: number | null;
  facility_id: number | null;
  task_id: number | null;
  inventory_id: number | null;
  fitting_id: number | null;
  x: Record<string, string | number | null>;
  total: number | string;
};

const EVENT_BY_CODE: Record<string, Record<string, TimelineEvent>> = { O: ORDER_EVENTS, F: FITTING_EVENTS };
const fitting = Object.keys(FITTING_EVENTS);
const orderHistoryEvents = Object.keys(ORDER_EVENTS);
const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The branches of the union for an aid or a client, of the kinds asked: each its own index's rows
 * (exported with timelineQuery for the test of their plan, tests/unit/timeline-api.test.ts).
 */
export function branches(scope: { aid: Pick<Aid, 'id' | 'inventoryNumber'> } | { clientId: number }, kinds: ReadonlySet<TimelineKind>): SQL[] {
  const out: SQL[] = [];
  const aid = 'aid' in scope ? scope.aid : null;
  const clientId = 'clientId' in scope ? scope.clientId : 0;
  const has = (k: TimelineKind) => kinds.has(k);
  // The order lines naming the aid (its pickup lists: a work order, a fitting order, a pickup).
  const naming = aid ? sql`c.pickup_list @> ${JSON.stringify([{ id: aid.id }])}::jsonb` : sql`false`;
  if (aid && has('STOCK')) {
    out.push(sql`SELECT 'R' AS src, r.id AS row_id, r.created_at AS at, 0 AS rank, 'RECEIVED' AS event, r.user_id, r.stock_item_id, r.result->>'inventoryNumber' AS inventory_number, r.product_id, r.quantity, r.batch, NULL::int, NULL::int, NULL::int, r.facility_id, NULL::int, NULL::int, NULL::int, jsonb_build_object('SUPPLIER', s.label, 'REFERENCE', r.reference) AS x
      FROM delivery_receipts r JOIN suppliers s ON s.id = r.supplier_id WHERE r.stock_item_id = ${aid.id}`);
  }
  const recordedEvents = [...kinds].flatMap((k) => TIMELINE_EVENTS[k] as readonly string[]).filter((e) => RECORDED.has(e));
  if (recordedEvents.length) {
    // An aid's: three indexes (its stock item, its inventory number, the reports of its tasks) in one
    // bitmap; ANY(ARRAY(…)) lets the tasks' arm be read by its index (`IN (SELECT …)` made the
    // whole branch a scan of every event: 3.3 ms of the large seed's call, 2026-12-03).
    const where = aid
      ? sql`(e.stock_item_id = ${aid.id} OR e.inventory_number = ${aid.inventoryNumber}
          OR (e.event = 'TASK_REPORTED' AND e.task_id = ANY(ARRAY(SELECT task_id FROM task_lines WHERE stock_item_id = ${aid.id}))))`
      : sql`e.client_id = ${clientId}`;
    out.push(sql`SELECT 'E', e.id, e.at, 7, e.event, e.user_id, e.stock_item_id, e.inventory_number, e.product_id, e.quantity, NULL::text, e.client_id, NULL::int, e.order_id, e.facility_id, e.task_id, e.inventory_id, NULL::int, e.facts
      FROM timeline_events e WHERE ${where} AND e.event IN (${list(recordedEvents)})`);
  }
  if (has('HOLDING')) {
    const where = aid ? sql`(h.stock_item_id = ${aid.id} OR h.inventory_number = ${aid.inventoryNumber})` : sql`h.client_id = ${clientId}`;
    out.push(sql`SELECT 'H', h.id, h.created_at, 6, h.type, h.user_id, h.stock_item_id, h.inventory_number, h.product_id, h.quantity, h.batch, h.client_id, h.other_client_id, NULL::int, h.facility_id, NULL::int, NULL::int, NULL::int, jsonb_build_object('REASON', h.reason_code_id)
      FROM holding_transactions h WHERE ${where}`);
  }
  if (has('TASK')) {
    const where = aid ? sql`t.id IN (SELECT task_id FROM task_lines WHERE stock_item_id = ${aid.id})` : sql`t.to_client_id = ${clientId}`;
    out.push(sql`SELECT 'T', t.id, t.created_at, 3, 'TASK_CREATED', NULL::int, NULL::int, NULL::text, NULL::int, NULL::int, NULL::text, t.to_client_id, NULL::int, NULL::int, t.base_storage_id, t.id, NULL::int, NULL::int, jsonb_build_object('TASK_TYPE', t.type, 'STATUS', t.status, 'PLANNED_AT', t.planned_date_time, 'ORDER_NUMBER', t.order_number)
      FROM tasks t WHERE ${where} AND t.status <> 99`);
  }
  const types = [...(has('WORK') ? ['WORK'] : []), ...(has('ORDER') ? (aid ? ['PICKUP'] : ['PRODUCT_DELIVERY', 'FUNCTION', 'PICKUP', 'NEW_PRODUCT', 'FITTING']) : [])];
  if (types.length) {
    // The client's: a line of its order is told by ORDER_SENT, but a work order and a referenced line.
    const where = aid ? naming : sql`o.client_id = ${clientId} AND o.status >= ${ORDER_STATUS.ordered} AND (c.content_type = 'WORK' OR c.parent_id IS NOT NULL)`;
    const event = aid ? sql`CASE WHEN c.content_type = 'WORK' THEN 'WORK_ORDERED' ELSE 'LINE_ORDERED' END` : sql`CASE WHEN c.content_type = 'WORK' THEN 'WORK_ORDERED' ELSE 'LINE_CONFIRMED' END`;
    out.push(sql`SELECT 'L', c.id, coalesce(c.ordered_at, o.order_date), 2, ${event}, o.ordered_by, NULL::int, NULL::text, c.product_id, CASE WHEN c.product_id IS NULL THEN NULL ELSE c.quantity END, NULL::text, o.client_id, NULL::int, o.id, NULL::int, NULL::int, NULL::int, NULL::int, jsonb_build_object('STATUS', c.status, 'WORK_TYPE', c.sub_content_type_id, 'PRIORITY', c.priority_id, 'TEXT', c.text)
      FROM web_order_contents c JOIN web_orders o ON o.id = c.order_id
      WHERE ${where} AND c.status >= ${CONTENT_STATUS.ordered} AND c.content_type IN (${list(types)})`);
  }
  if (!aid && has('ORDER')) {
    out.push(sql`SELECT 'O', h.id, h.at, 1, h.event, h.user_id, NULL::int, NULL::text, NULL::int, NULL::int, NULL::text, o.client_id, NULL::int, o.id, NULL::int, NULL::int, NULL::int, NULL::int, '{}'::jsonb
      FROM web_order_history h JOIN web_orders o ON o.id = h.order_id
      WHERE o.client_id = ${clientId} AND o.status >= ${ORDER_STATUS.ordered} AND h.event IN (${list(orderHistoryEvents)})`);
  }
  if (has('FITTING')) {
    const where = aid ? sql`f.content_id IN (SELECT c.id FROM web_order_contents c WHERE ${naming})` : sql`f.client_id = ${clientId}`;
    out.push(sql`SELECT 'F', fe.id, fe.at, 4, fe.event, fe.user_id, NULL::int, NULL::text, NULL::int, NULL::int, NULL::text, f.client_id, NULL::int, f.order_id, NULL::int, NULL::int, NULL::int, f.id,
      jsonb_build_object('TEXT', fe.detail, 'LINE', (SELECT line_no FROM web_order_contents WHERE id = f.content_id))
      FROM fitting_events fe JOIN fittings f ON f.id = fe.fitting_id WHERE ${where} AND fe.event IN (${list(fitting)})`);
  }
  if (has('DEVIATION')) {
    // A client's: on the aids the client holds or has held.
    const where = aid
      ? sql`(d.stock_item_id = ${aid.id} OR (d.reference_type_id = 1 AND d.reference_value = ${aid.inventoryNumber}))`
      : // ANY(ARRAY(…)): the deviations read by their stock item's index, not all of them hashed.
        sql`d.stock_item_id = ANY(ARRAY(SELECT stock_item_id FROM holding_transactions WHERE client_id = ${clientId} AND type IN ('HANDED_OVER', 'MOVED_IN') AND stock_item_id IS NOT NULL
          UNION SELECT id FROM stock_items WHERE client_id = ${clientId}))`;
    out.push(sql`SELECT 'D', d.id, d.created_at, 5, 'DEVIATION_REPORTED', d.user_id, d.stock_item_id, coalesce(si.inventory_number, CASE WHEN d.reference_type_id = 1 THEN d.reference_value END), si.product_id, NULL::int, NULL::text, NULL::int, NULL::int, NULL::int, NULL::int, NULL::int, NULL::int, NULL::int, jsonb_build_object('CATEGORY', d.category_id, 'TYPE', d.type_id, 'STATUS', d.status, 'DESCRIPTION', d.description)
      FROM deviations d LEFT JOIN stock_items si ON si.id = d.stock_item_id WHERE ${where}`);
  }
  return out;
}

const RECORDED: ReadonlySet<string> = new Set(RECORDED_EVENTS);

/**
 * The page, in one query: the union of the branches (each read by its own index), ordered and cut
 * to the page, its total counted over the union (a window). What the page's rows name is read by
 * `namesOf`, one more query: joining it here made the planner's work (a dozen joins and subplans
 * over the union) cost more than the rows. (Counting a CTE of the union read twice instead of the
 * window: no faster, measured warm, 2026-12-03.)
 */
export function timelineQuery(ask: Pick<Ask, 'from' | 'amount'>, parts: SQL[]): SQL {
  return sql`
    WITH e (src, row_id, at, rank, event, user_id, stock_item_id, inventory_number, product_id, quantity, batch, client_id, other_client_id, order_id, facility_id, task_id, inventory_id, fitting_id, x) AS (
      ${sql.join(parts, sql` UNION ALL `)}
    )
    SELECT e.*, count(*) OVER () AS total FROM e ORDER BY at DESC, rank DESC, row_id DESC LIMIT ${ask.amount} OFFSET ${ask.from}`;
}

/** What a page's rows name, by kind and id: users, products, storages, orders, clients (only those the caller may reach), locations, reasons. */
type Names = { user: Map<number, string>; product: Map<number, { name: string; number: string | null }>; storage: Map<number, string>; order: Map<number, { number: string; clientId: number | null }>; client: Map<number, string>; location: Map<number, string>; reason: Map<number, { sv: string; en: string }> };

const ids = (values: (number | string | null | undefined)[]) => [...new Set(values.map(Number).filter((v) => Number.isInteger(v) && v > 0))];
const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

async function namesOf(ask: Ask, rows: Row[]): Promise<Names> {
  const orders = ids(rows.map((r) => r.order_id));
  const clientIds = ids(rows.flatMap((r) => [r.client_id, r.other_client_id]));
  // A branch only for what the page names (a page of an aid's moves names no order): each branch
  // left out is one less the planner plans.
  const branch = (values: number[], select: (list: SQL) => SQL) => (values.length ? [select(intArray(values))] : []);
  const selects = [
    ...branch(ids(rows.map((r) => r.user_id)), (list) => sql`SELECT 'u', id, first_name || ' ' || surname, NULL FROM users WHERE id = ANY(${list})`),
    ...branch(ids(rows.map((r) => r.product_id)), (list) => sql`SELECT 'p', id, name, product_number FROM products WHERE id = ANY(${list})`),
    ...branch(ids(rows.map((r) => r.facility_id)), (list) => sql`SELECT 's', id, label, NULL FROM facilities WHERE id = ANY(${list})`),
    ...branch(orders, (list) => sql`SELECT 'o', id, order_number, client_id::text FROM web_orders WHERE id = ANY(${list})`),
    ...(clientIds.length || orders.length
      ? [
          // One list of ids (the page's and its orders' clients), read by the key: the two as
          // `… OR id IN (…)` read all 20,000 clients of the large seed (PGlite, warm: 5-7.6 ms against
          // 1-1.7, 2026-12-03).
          sql`SELECT 'c', clients.id, clients.first_name || ' ' || clients.surname, NULL FROM ${clients}
        WHERE clients.id = ANY(${intArray(clientIds)} || ARRAY(SELECT client_id FROM web_orders WHERE id = ANY(${intArray(orders)})))
          AND ${authorizedFor(ask.db, ask.userId)}`,
        ]
      : []),
    ...branch(ids(rows.flatMap((r) => [r.x.FROM_LOCATION, r.x.TO_LOCATION])), (list) => sql`SELECT 'l', id, value, NULL FROM warehouse_locations WHERE id = ANY(${list})`),
    ...branch(ids(rows.map((r) => r.x.REASON)), (list) => sql`SELECT 'r', id, label, label_en FROM reason_codes WHERE id = ANY(${list})`),
  ];
  // Named outside the union: its first branch may be any of them.
  const found = selects.length ? rowsOf<{ k: string; id: number; a: string | null; b: string | null }>(await ask.db.execute(sql`SELECT * FROM (${sql.join(selects, sql` UNION ALL `)}) AS n (k, id, a, b)`)) : [];
  const names: Names = { user: new Map(), product: new Map(), storage: new Map(), order: new Map(), client: new Map(), location: new Map(), reason: new Map() };
  for (const f of found) {
    const a = f.a ?? '';
    if (f.k === 'u') names.user.set(f.id, a);
    else if (f.k === 'p') names.product.set(f.id, { name: a, number: f.b });
    else if (f.k === 's') names.storage.set(f.id, a);
    else if (f.k === 'o') names.order.set(f.id, { number: a, clientId: f.b === null ? null : Number(f.b) });
    else if (f.k === 'c') names.client.set(f.id, a);
    else if (f.k === 'l') names.location.set(f.id, a);
    else names.reason.set(f.id, { sv: a, en: f.b ?? a });
  }
  return names;
}

async function timelineRows(ask: Ask, parts: SQL[]): Promise<{ rows: Row[]; total: number }> {
  if (!parts.length) return { rows: [], total: 0 };
  const rows = rowsOf<Row>(await ask.db.execute(timelineQuery(ask, parts)));
  if (rows.length || ask.from === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  // A page past the end: the total alone.
  const [counted] = rowsOf<{ n: number }>(await ask.db.execute(sql`SELECT count(*)::int AS n FROM (${sql.join(parts, sql` UNION ALL `)}) e`));
  return { rows, total: Number(counted?.n ?? 0) };
}

/** A row as the contract's entry, labelled in the caller's language; what the caller may not open left out. */
function toEntry(r: Row, ask: Ask, names: Names, linkHolding: 'CLIENT' | 'FIXED_ASSET'): TimelineEntry {
  const lang = ask.lang;
  const order = r.order_id === null ? undefined : names.order.get(r.order_id);
  const product = r.product_id === null ? undefined : names.product.get(r.product_id);
  const reason = names.reason.get(Number(r.x.REASON));
  const named = {
    storage: r.facility_id === null ? null : (names.storage.get(r.facility_id) ?? null),
    orderNumber: order?.number ?? null,
    orderReachable: order !== undefined && (order.clientId === null || names.client.has(order.clientId)),
    clientName: r.client_id === null ? null : (names.client.get(r.client_id) ?? null),
    otherClientName: r.other_client_id === null ? null : (names.client.get(r.other_client_id) ?? null),
    fromLocation: names.location.get(Number(r.x.FROM_LOCATION)) ?? null,
    toLocation: names.location.get(Number(r.x.TO_LOCATION)) ?? null,
    reason: reason ? reason[lang] : null,
  };
  const x = r.x;
  const event = (EVENT_BY_CODE[r.src]?.[r.event] ?? r.event) as TimelineEvent;
  const at = new Date(r.at);
  const facts: TimelineEntry['facts'] = [];
  let link: TimelineEntry['link'] = null;
  let actor = r.user_id === null ? null : (names.user.get(r.user_id) ?? null);
  const orderLink = (): TimelineEntry['link'] => (r.order_id !== null && named.orderNumber !== null && named.orderReachable ? { type: 'ORDER', id: r.order_id, number: named.orderNumber, parentId: null } : null);
  const taskLink = (): TimelineEntry['link'] => (r.task_id === null ? null : { type: 'TASK', id: r.task_id, number: String(r.task_id), parentId: r.client_id !== null && named.clientName !== null ? r.client_id : null });
  switch (r.src) {
    case 'R':
      facts.push(...fact('STORAGE', named.storage), ...fact('SUPPLIER', x.SUPPLIER), ...fact('REFERENCE', x.REFERENCE), ...fact('QUANTITY', r.quantity));
      break;
    case 'E':
      if (event === 'MOVED') facts.push(...fact('STORAGE', named.storage), ...fact('FROM_LOCATION', named.fromLocation), ...fact('TO_LOCATION', named.toLocation), ...fact('QUANTITY', r.quantity));
      if (event === 'STOCK_SCRAPPED') facts.push(...fact('STORAGE', named.storage), ...fact('REASON', named.reason), ...fact('QUANTITY', r.quantity));
      if (event === 'COUNTED') {
        facts.push(...fact('STORAGE', named.storage), ...fact('QUANTITY_BEFORE', x.QUANTITY_BEFORE), ...fact('QUANTITY_AFTER', x.QUANTITY_AFTER));
        if (r.inventory_id !== null) link = { type: 'INVENTORY', id: r.inventory_id, number: String(x.COUNT ?? r.inventory_id), parentId: r.facility_id };
      }
      if (event === 'LINE_STATUS' || event === 'WORK_STATUS') {
        facts.push(...fact('ORDER_NUMBER', named.orderNumber), ...fact('STATUS', label(CONTENT_STATUS_LABELS, Number(x.STATUS), lang)));
        link = orderLink();
      }
      if (event === 'TASK_REPORTED') {
        facts.push(...fact('TASK_TYPE', label(TASK_TYPE_LABELS, String(x.TASK_TYPE), lang)));
        link = taskLink();
      }
      break;
    case 'H':
      facts.push(...fact('CLIENT', named.clientName), ...fact('OTHER_CLIENT', named.otherClientName), ...fact('STORAGE', named.storage), ...fact('REASON', named.reason), ...fact('QUANTITY', r.quantity));
      // An aid's life links the client (one the caller may reach), a client's story the aid.
      if (linkHolding === 'CLIENT') link = r.client_id !== null && named.clientName !== null ? { type: 'CLIENT', id: r.client_id, number: named.clientName, parentId: null } : null;
      else link = r.stock_item_id !== null && r.inventory_number !== null ? { type: 'FIXED_ASSET', id: r.stock_item_id, number: r.inventory_number, parentId: null } : null;
      break;
    case 'T':
      facts.push(
        ...fact('TASK_TYPE', label(TASK_TYPE_LABELS, String(x.TASK_TYPE), lang)),
        ...fact('PLANNED_AT', x.PLANNED_AT === null || x.PLANNED_AT === undefined ? null : new Date(String(x.PLANNED_AT)).toISOString()),
        ...fact('STATUS', label(TASK_STATUS_LABELS, Number(x.STATUS), lang)),
        ...fact('STORAGE', named.storage),
        ...fact('ORDER_NUMBER', x.ORDER_NUMBER),
      );
      link = taskLink();
      break;
    case 'L': {
      const sub = subContentTypeById(Number(x.WORK_TYPE ?? 0));
      facts.push(
        ...fact('ORDER_NUMBER', named.orderNumber),
        ...fact('STATUS', label(CONTENT_STATUS_LABELS, Number(x.STATUS), lang)),
        ...fact('WORK_TYPE', sub?.label[lang]),
        ...fact('PRIORITY', priorityById(Number(x.PRIORITY ?? 0))?.label[lang]),
        ...fact('TEXT', x.TEXT),
      );
      link = orderLink();
      break;
    }
    case 'O':
      facts.push(...fact('ORDER_NUMBER', named.orderNumber));
      link = orderLink();
      break;
    case 'F':
      facts.push(...fact('ORDER_NUMBER', named.orderNumber), ...fact('TEXT', x.TEXT));
      link = r.fitting_id !== null && named.clientName !== null && named.orderNumber !== null ? { type: 'FITTING', id: r.fitting_id, number: x.LINE === null || x.LINE === undefined ? named.orderNumber : `${named.orderNumber}-${x.LINE}`, parentId: null } : null;
      break;
    case 'D': {
      // Another user's deviation: its category, type and status, not its description, reporter or link.
      const own = r.user_id === ask.userId;
      const category = deviationCategoryById(Number(x.CATEGORY));
      const type = category ? deviationTypeOf(category, Number(x.TYPE)) : null;
      facts.push(...fact('CATEGORY', category?.label[lang]), ...fact('TYPE', type?.label[lang]), ...fact('STATUS', label(DEVIATION_STATUS_LABELS, Number(x.STATUS), lang)), ...(own ? fact('DESCRIPTION', x.DESCRIPTION) : []));
      if (own) link = { type: 'DEVIATION', id: r.row_id, number: deviationNumber(r.row_id), parentId: null };
      else actor = null;
      break;
    }
  }
  return {
    id: `${r.src}${r.row_id}`,
    at: at.toISOString(),
    kind: kindOfEvent(event),
    event,
    actor,
    item:
      product === undefined
        ? null
        : { stockItemId: r.stock_item_id, productName: product.name, productNumber: product.number, inventoryNumber: r.inventory_number, batch: r.batch, quantity: r.quantity === null ? null : Number(r.quantity) },
    link,
    facts,
  };
}

function kindsOf(param: string | undefined): Set<TimelineKind> {
  if (param === undefined) return new Set(TIMELINE_KINDS);
  const asked = param.split(',');
  const unknown = asked.filter((k) => !(TIMELINE_KINDS as readonly string[]).includes(k));
  if (unknown.length) throw new ApiError(400, 'VALIDATION', `kinds: ${unknown.join(', ')} is not one of ${TIMELINE_KINDS.join(', ')}`);
  return new Set(asked as TimelineKind[]);
}

async function timeline(ask: Ask, scope: { aid: Aid } | { clientId: number }): Promise<{ page: TimelineEntry[]; count: number }> {
  const { rows, total } = await timelineRows(ask, branches(scope, ask.kinds));
  const names = rows.length ? await namesOf(ask, rows) : null;
  return { page: names ? rows.map((r) => toEntry(r, ask, names, 'aid' in scope ? 'CLIENT' : 'FIXED_ASSET')) : [], count: total };
}

// ---------------------------------------------------------------------------------------------
// An aid

type Aid = { id: number; inventoryNumber: string; exists: boolean; clientId: number | null; stage: AidStage };

/**
 * The aid by stock item id, and whether the caller may see it (else 403): a stock item with an inventory
 * number (a holding of a client the caller may reach, or an item in a storage of the caller's
 * municipalities, also when fitted); one gone (scrapped, counted to 0) by its last SCRAPPED,
 * STOCK_SCRAPPED or COUNTED row.
 */
async function requireAid(db: Db, userId: number, id: number): Promise<Aid> {
  if (id > MAX_ID) throw new ApiError(404, 'NOT_FOUND');
  // A client's: the municipal rule of /clients (authorizedFor); a storage's: its municipality one of the caller's.
  const municipalities = sql`(SELECT a.auth_id FROM ${authorizations} a WHERE a.user_id = ${userId} AND a.type = 'MUNICIPALITY')`;
  const clientVisible = authorizedFor(db, userId);
  const [item] = await db
    .select({
      inventoryNumber: stockItems.inventoryNumber,
      clientId: stockItems.clientId,
      facilityId: stockItems.facilityId,
      visible: sql<boolean>`CASE WHEN ${stockItems.clientId} IS NOT NULL
        THEN ${clientVisible}
        ELSE ${facilities.customerId} IN ${municipalities} END`.mapWith(Boolean),
      // Where it is now (the lifecycle strip), in the same query.
      ...stageFacts(sql`${stockItems.id}`, sql`${stockItems.inventoryNumber}`),
    })
    .from(stockItems)
    .leftJoin(clients, eq(clients.id, stockItems.clientId))
    .leftJoin(facilities, eq(facilities.id, stockItems.facilityId))
    .where(eq(stockItems.id, id));
  // A row emptied but kept for a task line that names it (base-storages.ts removeRow) is gone too.
  if (item && (item.clientId !== null || item.facilityId !== null)) {
    if (item.inventoryNumber === null) throw new ApiError(404, 'NOT_FOUND');
    if (!item.visible) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    const stage = aidStage({ exists: true, held: item.clientId !== null, openWork: item.openWork, everHeld: item.everHeld, handledInStorage: item.handled });
    return { id, inventoryNumber: item.inventoryNumber, exists: true, clientId: item.clientId, stage };
  }
  // Gone: scrapped from a client's holding or from a storage, or counted to 0 (where it was last).
  const [gone] = rowsOf<{ inventory_number: string | null; visible: boolean }>(
    await db.execute(sql`
    SELECT inventory_number, visible FROM (
      SELECT h.inventory_number, h.created_at AS at, ${clientVisible} AS visible
      FROM ${holdingTransactions} h JOIN ${clients} ON ${clients.id} = h.client_id
      WHERE h.stock_item_id = ${id} AND h.type = 'SCRAPPED'
      UNION ALL
      SELECT e.inventory_number, e.at, f.customer_id IN ${municipalities}
      FROM ${timelineEvents} e JOIN ${facilities} f ON f.id = e.facility_id
      WHERE e.stock_item_id = ${id} AND e.event IN ('STOCK_SCRAPPED', 'COUNTED')
    ) s ORDER BY at DESC LIMIT 1`),
  );
  if (!gone || gone.inventory_number === null) throw new ApiError(404, 'NOT_FOUND');
  if (!gone.visible) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
  const stage = aidStage({ exists: false, held: false, openWork: false, everHeld: true, handledInStorage: true });
  return { id, inventoryNumber: gone.inventory_number, exists: false, clientId: null, stage };
}

/**
 * What the lifecycle strip's stage (aidStage) is made of, for a stock item's id and inventory
 * number: open work naming it in a pickup list, ever handed over or moved in to a client, moved or
 * counted in a storage. Columns of requireAid's own query: one round trip less a call.
 */
function stageFacts(id: SQL, inventoryNumber: SQL) {
  return {
    openWork: sql<boolean>`EXISTS (SELECT 1 FROM ${webOrderContents} c WHERE c.pickup_list @> jsonb_build_array(jsonb_build_object('id', ${id}))
              AND c.content_type = 'WORK' AND c.status >= ${CONTENT_STATUS.ordered} AND c.status < ${CONTENT_STATUS.done})`.mapWith(Boolean),
    everHeld: sql<boolean>`EXISTS (SELECT 1 FROM ${holdingTransactions} h WHERE (h.stock_item_id = ${id} OR h.inventory_number = ${inventoryNumber}) AND h.type IN ('HANDED_OVER', 'MOVED_IN'))`.mapWith(Boolean),
    handled: sql<boolean>`EXISTS (SELECT 1 FROM ${timelineEvents} e WHERE e.stock_item_id = ${id} AND e.event IN ('MOVED', 'COUNTED'))`.mapWith(Boolean),
  };
}

// ---------------------------------------------------------------------------------------------
// Routes

export const timelineRoutes = newRouter()
  .openapi(getFixedAssetTimeline, async (c) => {
    const { db, session, lang } = c.var;
    const { fixedAsset } = c.req.valid('param');
    const q = c.req.valid('query');
    const aid = await requireAid(db, session.userId, fixedAsset);
    const ask: Ask = { db, userId: session.userId, lang, from: q.from, amount: q.amount, kinds: kindsOf(q.kinds) };
    return c.json({ ...(await timeline(ask, { aid })), stage: aid.stage }, 200);
  })
  .openapi(getClientTimeline, async (c) => {
    const { db, session, lang } = c.var;
    const { client } = c.req.valid('param');
    const q = c.req.valid('query');
    await requireClient(db, session.userId, client);
    const ask: Ask = { db, userId: session.userId, lang, from: q.from, amount: q.amount, kinds: kindsOf(q.kinds) };
    return c.json(await timeline(ask, { clientId: client }), 200);
  });
