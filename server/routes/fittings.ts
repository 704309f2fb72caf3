/**
 * Fittings (src/contract/fittings.ts; spec 3 §2–§7): the user's list and the planner's, one
 * fitting, its people, meetings, comments, files and order lines, and the resource groups.
 *
 * Every call checks who the caller is to the fitting (server-side, whatever the UI shows):
 * - its prescriber, or its consultant or technician (resources that are the caller as a user):
 *   they see it and act on it with their FUNCTION permissions;
 * - a planner (FSP_UpdateUnplannedWebOrderFittingMeeting) authorized for the client's
 *   municipality: sees every such fitting in the planning view and plans it.
 * Anyone else gets 404 (a fitting is not even said to exist). A permission missing answers 403.
 * The rules of the times are src/contract/shared/fitting-rules.ts, the same the form shows.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { API_V1, FITTING_PERMISSIONS, FITTING_STATUS, MEETING_ADDRESS_TYPES, UPLOAD_MAX_FILES, type FittingGroup, type MeetingStatus, type ResourceKind } from '../../src/contract/constants.ts';
import {
  createFittingComment,
  createMeeting,
  deleteFittingComment,
  deleteFittingFile,
  fittingAction,
  getFitting,
  getFittingFile,
  listFittingContent,
  listFittingFiles,
  listFittings,
  listFittingTypes,
  listResources,
  meetingAction,
  meetingsAction,
  updateFitting,
  updateMeeting,
  updateMeetings,
  uploadFittingFile,
  type Fitting,
  type FittingComment,
  type FittingEvent,
  type FittingFile,
  type FittingPerson,
  type FittingSummary,
  type FittingType,
  type Meeting,
  type MeetingInput,
  type Resource,
} from '../../src/contract/fittings.ts';
import { firstMeetingPeopleError, firstMeetingTimeError, fittingGroup, groupsOfTab, isClosedStatus, meetingIsOver, roomAllowed, statusOfGroup, swedishNow } from '../../src/contract/shared/fitting-rules.ts';
import { newRouter } from '../context.ts';
import { rowsOf, type Db } from '../db/index.ts';
import { authorizations, clientAddresses, clientContacts, clients, facilities, fittingComments, fittingEvents, fittingFiles, fittingMeetings, fittings, fittingTypes, products, resourceGroups, resources, users, webOrders, webOrderContents, type MeetingAddressData } from '../db/schema.ts';
import { ApiError, type Lang } from '../errors.ts';
import { fileDownload, fullName, requireSignedLink, signedFilesOf, type FileLink } from '../files.ts';
import { pageWindow } from '../paging.ts';
import { readSingleUpload, singleUploadLimit } from './messages.ts';
import { isAuthorizedToMunicipality } from './clients.ts';
import { childLines, ctxOf } from './orders.ts';

const P = FITTING_PERMISSIONS;

// ---------------------------------------------------------------------------------------------
// Who the caller is

type Caller = { userId: number; permissions: Set<string>; municipalities: Set<string>; resourceIds: Set<number> };

async function callerOf(db: Db, userId: number): Promise<Caller> {
  const [auths, own] = await Promise.all([
    db.select({ type: authorizations.type, id: authorizations.authId }).from(authorizations).where(eq(authorizations.userId, userId)),
    db.select({ id: resources.id }).from(resources).where(eq(resources.userId, userId)),
  ]);
  return {
    userId,
    permissions: new Set(auths.filter((a) => a.type === 'FUNCTION').map((a) => a.id)),
    municipalities: new Set(auths.filter((a) => a.type === 'MUNICIPALITY').map((a) => a.id)),
    resourceIds: new Set(own.map((r) => r.id)),
  };
}

const isPlanner = (caller: Caller) => caller.permissions.has(P.updateUnplannedMeeting);

function needs(caller: Caller, permission: string): void {
  if (!caller.permissions.has(permission)) throw new ApiError(403, 'FORBIDDEN');
}

type FittingRow = typeof fittings.$inferSelect & { customerId: string | null };

/** What the caller is to a fitting: null when they may not see it. */
function roleOf(caller: Caller, f: FittingRow): { participant: boolean; worker: boolean; planner: boolean } | null {
  const worker = (f.consultantId !== null && caller.resourceIds.has(f.consultantId)) || (f.technicianId !== null && caller.resourceIds.has(f.technicianId));
  const participant = worker || f.prescriberId === caller.userId;
  const planner = isPlanner(caller) && f.customerId !== null && caller.municipalities.has(f.customerId);
  if (!participant && !planner) return null;
  return { participant, worker, planner };
}

/** Staff see the internal comments and write them: the fitting's consultant or technician, or a planner. */
const isStaff = (role: NonNullable<ReturnType<typeof roleOf>>) => role.worker || role.planner;

async function requireFitting(db: Db, caller: Caller, id: number) {
  const [row] = await db
    .select({ f: fittings, customerId: clients.customerId })
    .from(fittings)
    .innerJoin(clients, eq(clients.id, fittings.clientId))
    .where(eq(fittings.id, id));
  const f: FittingRow | undefined = row && { ...row.f, customerId: row.customerId };
  const role = f && roleOf(caller, f);
  if (!f || !role) throw new ApiError(404, 'NOT_FOUND');
  return { f, role };
}

function requireOpen(f: { status: number }): void {
  if (isClosedStatus(f.status)) throw new ApiError(409, 'FITTING_CLOSED');
}

// ---------------------------------------------------------------------------------------------
// Reading

type MeetingRow = typeof fittingMeetings.$inferSelect;
type ResourceRow = typeof resources.$inferSelect;

async function resourcesById(db: Db, ids: Iterable<number | null>): Promise<Map<number, ResourceRow>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(resources).where(inArray(resources.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

function toPerson(r: ResourceRow | undefined): FittingPerson | null {
  if (!r) return null;
  return { id: r.id, firstName: r.firstName ?? r.label, surname: r.surname ?? '', phoneNo: r.phoneNo, email: r.email };
}

const labelOf = (r: ResourceRow | undefined) => (r ? { id: r.id, value: r.value, label: r.label } : null);
const addressTypeOf = (value: string) => MEETING_ADDRESS_TYPES.find((t) => t.value === value) ?? MEETING_ADDRESS_TYPES[0];

function toMeeting(m: MeetingRow, res: Map<number, ResourceRow>): Meeting {
  const at = (id: number | null) => (id === null ? undefined : res.get(id));
  return {
    id: m.id,
    fittingId: m.fittingId,
    date: m.date,
    fromTime: m.fromTime,
    toTime: m.toTime,
    status: m.status as MeetingStatus,
    released: m.released,
    comment: m.comment,
    consultantId: m.consultantId,
    technicianId: m.technicianId,
    roomId: m.roomId,
    carId: m.carId,
    consultant: toPerson(at(m.consultantId)),
    technician: toPerson(at(m.technicianId)),
    addressType: addressTypeOf(m.addressType),
    address: m.address,
    room: labelOf(at(m.roomId)),
    car: labelOf(at(m.carId)),
  };
}

const meetingResourceIds = (ms: MeetingRow[]) => ms.flatMap((m) => [m.consultantId, m.technicianId, m.roomId, m.carId]);

/** The next meeting: the first not canceled and not over (by date and from time). */
function nextOf(ms: MeetingRow[], now: Date): MeetingRow | null {
  return [...ms].filter((m) => m.status !== 'CANCELED' && !meetingIsOver(m, now)).sort(byTime)[0] ?? null;
}
const byTime = (a: MeetingRow, b: MeetingRow) => a.date.localeCompare(b.date) || a.fromTime.localeCompare(b.fromTime) || a.id - b.id;

function statusOf(f: { status: number; released: boolean }, next: MeetingRow | null): { value: number; group: FittingGroup } {
  const group = fittingGroup({ status: f.status, released: f.released, nextMeetingStatus: (next?.status as MeetingStatus | undefined) ?? null });
  return { group, value: group === 'CLOSED' ? f.status : statusOfGroup(group) };
}

const STATUS_LABELS: Record<number, Record<Lang, string>> = {
  [FITTING_STATUS.unplanned]: { sv: 'Ej planerad', en: 'Unplanned' },
  [FITTING_STATUS.waiting]: { sv: 'Väntar på bokning', en: 'Waiting for booking' },
  [FITTING_STATUS.active]: { sv: 'Bokad', en: 'Booked' },
  [FITTING_STATUS.completed]: { sv: 'Avslutad', en: 'Completed' },
  [FITTING_STATUS.annulled]: { sv: 'Makulerad', en: 'Annulled' },
};
const statusLabel = (value: number, lang: Lang) => STATUS_LABELS[value]?.[lang] ?? String(value);

type TypeRow = typeof fittingTypes.$inferSelect & { facilityValue: string; facilityLabel: string; street: string; postalNo: string; city: string };

async function typesById(db: Db, ids?: number[]): Promise<Map<number, TypeRow>> {
  const rows = await db
    .select({ t: fittingTypes, facilityValue: facilities.value, facilityLabel: facilities.label, street: facilities.street, postalNo: facilities.postalNo, city: facilities.city })
    .from(fittingTypes)
    .innerJoin(facilities, eq(facilities.id, fittingTypes.executingFacilityId))
    .where(ids ? inArray(fittingTypes.id, ids.length ? ids : [0]) : undefined)
    .orderBy(asc(fittingTypes.id));
  return new Map(rows.map((r) => [r.t.id, { ...r.t, facilityValue: r.facilityValue, facilityLabel: r.facilityLabel, street: r.street, postalNo: r.postalNo, city: r.city }]));
}

function toType(t: TypeRow, lang: Lang): FittingType {
  return {
    id: t.id,
    name: lang === 'en' ? t.nameEn : t.nameSv,
    consultantResourceGroup: t.consultantGroupId,
    technicianResourceGroup: t.technicianGroupId,
    roomResourceGroup: t.roomGroupId,
    carResourceGroup: t.carGroupId,
    consultantMandatory: t.consultantMandatory,
    technicianMandatory: t.technicianMandatory,
    executingFacility: { id: t.executingFacilityId, value: t.facilityValue, label: t.facilityLabel },
    description: lang === 'en' ? t.descriptionEn : t.descriptionSv,
    careOf: null,
    street: t.street,
    postalNo: t.postalNo,
    city: t.city,
  };
}

const fileLink = (fitting: number, file: number): FileLink => ({ path: `${API_V1}/web-orders/fittings/${fitting}/files/${file}`, subject: `fitting-file:${fitting}:${file}` });

function filesOf(db: Db, secret: string, fitting: number, now: Date): Promise<FittingFile[]> {
  return signedFilesOf(db, 'fitting', fitting, fileLink, { secret, now });
}

/** The client's registered address, where meetings are held by default. */
async function clientAddressOf(db: Db, clientId: number): Promise<MeetingAddressData> {
  const [a] = await db
    .select()
    .from(clientAddresses)
    .where(eq(clientAddresses.clientId, clientId))
    .orderBy(desc(clientAddresses.isRegistered), asc(clientAddresses.id))
    .limit(1);
  return { id: null, type: 'CLIENT', careOf: a?.careOf ?? null, street: a?.street ?? '', postalNo: a?.postalNo ?? '', city: a?.city ?? '' };
}

async function loadFitting(db: Db, caller: Caller, id: number, lang: Lang, secret: string, now: Date): Promise<Fitting> {
  const { f, role } = await requireFitting(db, caller, id);
  const prescriber = alias(users, 'prescriber');
  const [[base], meetings, types, comments, files, events, address, authorized] = await Promise.all([
    db
      .select({
        contentLine: webOrderContents.lineNo,
        orderNumber: webOrders.orderNumber,
        client: clients,
        prescriber: { firstName: prescriber.firstName, surname: prescriber.surname, phoneNo: prescriber.phoneNo, email: prescriber.email },
        contact: clientContacts,
        product: { name: products.name, productNumber: products.productNumber, description: products.description },
      })
      .from(fittings)
      .innerJoin(webOrderContents, eq(webOrderContents.id, fittings.contentId))
      .innerJoin(webOrders, eq(webOrders.id, fittings.orderId))
      .innerJoin(clients, eq(clients.id, fittings.clientId))
      .innerJoin(prescriber, eq(prescriber.id, fittings.prescriberId))
      .leftJoin(clientContacts, eq(clientContacts.id, fittings.contactId))
      .leftJoin(products, eq(products.id, fittings.productId))
      .where(eq(fittings.id, id)),
    db.select().from(fittingMeetings).where(eq(fittingMeetings.fittingId, id)),
    typesById(db, [f.typeId]),
    db
      .select({ c: fittingComments, firstName: users.firstName, surname: users.surname })
      .from(fittingComments)
      .innerJoin(users, eq(users.id, fittingComments.userId))
      .where(eq(fittingComments.fittingId, id))
      .orderBy(asc(fittingComments.at), asc(fittingComments.id)),
    filesOf(db, secret, id, now),
    db
      .select({ e: fittingEvents, firstName: users.firstName, surname: users.surname })
      .from(fittingEvents)
      .innerJoin(users, eq(users.id, fittingEvents.userId))
      .where(eq(fittingEvents.fittingId, id))
      .orderBy(desc(fittingEvents.at), desc(fittingEvents.id)),
    clientAddressOf(db, f.clientId),
    isAuthorizedToMunicipality(db, caller.userId, f.customerId),
  ]);
  const type = types.get(f.typeId);
  if (!base || !type) throw new ApiError(404, 'NOT_FOUND');
  const res = await resourcesById(db, [f.consultantId, f.technicianId, ...meetingResourceIds(meetings)]);
  const next = nextOf(meetings, now);
  const status = statusOf(f, next);
  const toComment = (r: (typeof comments)[number]): FittingComment => ({
    id: r.c.id, createdBy: fullName(r.firstName, r.surname), createdDateTime: r.c.at.toISOString(), comment: r.c.comment, type: r.c.type as 'INTERNAL' | 'EXTERNAL', own: r.c.userId === caller.userId,
  });
  const c = base.client;
  return {
    id: f.id,
    contentNumber: `${base.orderNumber}-${base.contentLine}`,
    orderId: f.orderId,
    contentId: f.contentId,
    fittingType: toType(type, lang),
    status: { value: status.value, label: statusLabel(status.value, lang) },
    group: status.group,
    released: f.released,
    orderDate: f.orderDate.toISOString(),
    closedDateTime: f.closedAt?.toISOString() ?? null,
    isNewItem: f.isNewItem,
    product: base.product && { ...base.product, inventoryNumber: null },
    text: f.text,
    prescriber: base.prescriber,
    consultant: toPerson(f.consultantId === null ? undefined : res.get(f.consultantId)),
    technician: toPerson(f.technicianId === null ? undefined : res.get(f.technicianId)),
    client: {
      id: c.id,
      firstName: c.firstName,
      surname: c.surname,
      identityNumber: c.identityNumber,
      defaultAddress: address.street ? { street: address.street, postalNo: address.postalNo, city: address.city } : null,
      contactInformation: { phoneNo: c.phoneNo, email: c.email },
      useAdvanceContact: c.useAdvanceContact,
      hasAuthorizationForMunicipal: authorized,
    },
    contact: base.contact && { id: base.contact.id, relation: base.contact.relation, firstName: base.contact.firstName, surname: base.contact.surname, phoneNo: base.contact.phoneNo, email: base.contact.email },
    nextMeeting: next && toMeeting(next, res),
    previousMeetings: meetings.filter((m) => m.id !== next?.id && (m.status === 'CANCELED' || meetingIsOver(m, now))).sort((a, b) => byTime(b, a)).map((m) => toMeeting(m, res)),
    meetings: [...meetings].sort(byTime).map((m) => toMeeting(m, res)),
    form: f.form,
    files,
    fittingComments: {
      internalComments: isStaff(role) ? comments.filter((r) => r.c.type === 'INTERNAL').map(toComment) : null,
      externalComments: comments.filter((r) => r.c.type === 'EXTERNAL').map(toComment),
    },
    events: events.map((r) => ({
      id: r.e.id, dateTime: r.e.at.toISOString(), event: r.e.event as FittingEvent['event'], by: fullName(r.firstName, r.surname), text: r.e.detail,
    })),
    address,
    category: { value: type.categoryValue, label: lang === 'en' ? type.categoryLabelEn : type.categoryLabelSv, type: 'FITTING' },
  };
}

// ---------------------------------------------------------------------------------------------
// The list

/**
 * The fittings of a scope with their group and next meeting, computed in one statement: the next
 * meeting of each (the first not canceled whose to time is not past, in Swedish time) by a lateral
 * read of its meetings' index, the group from it, then the tab's rows sorted and paged, with the
 * total counted in the same pass.
 */
async function findFittings(db: Db, caller: Caller, q: { groups: FittingGroup[]; admin: boolean; sort: string; limit: number; offset: number }, now: Date) {
  if (!q.groups.length) return { rows: [] as { id: number; nm: number | null }[], total: 0 };
  const today = swedishNow(now);
  const own = [...caller.resourceIds];
  const scope = q.admin
    ? sql`c.customer_id IN (${sql.join([...caller.municipalities, ''].map((m) => sql`${m}`), sql`, `)})`
    : sql`(f.prescriber_id = ${caller.userId}${own.length ? sql` OR f.consultant_id IN (${sql.join(own.map((r) => sql`${r}`), sql`, `)}) OR f.technician_id IN (${sql.join(own.map((r) => sql`${r}`), sql`, `)})` : sql``})`;
  const order =
    q.sort === 'closedDateTime:desc'
      ? sql`closed_at DESC NULLS LAST, id DESC`
      : q.sort === 'orderDate:asc'
        ? sql`order_date ASC, id ASC`
        : sql`nm_date ASC NULLS LAST, nm_from ASC NULLS LAST, order_date ASC, id ASC`;
  const res = await db.execute(sql`
    WITH f AS (
      SELECT f.id, f.order_date, f.closed_at, nm.id AS nm, nm.date AS nm_date, nm.from_time AS nm_from,
        CASE WHEN f.status IN (${FITTING_STATUS.completed}, ${FITTING_STATUS.annulled}) THEN 'CLOSED'
             WHEN nm.status = 'BOOKED' THEN 'ACTIVE'
             WHEN f.released THEN 'WAITING'
             ELSE 'UNPLANNED' END AS grp
      FROM fittings f
      JOIN clients c ON c.id = f.client_id
      LEFT JOIN LATERAL (
        SELECT m.id, m.status, m.date, m.from_time FROM fitting_meetings m
        WHERE m.fitting_id = f.id AND m.status <> 'CANCELED'
          AND (m.date > ${today.date}::date OR (m.date = ${today.date}::date AND m.to_time >= ${today.time}))
        ORDER BY m.date, m.from_time, m.id LIMIT 1
      ) nm ON true
      WHERE ${scope}
    )
    SELECT id, nm, count(*) OVER ()::int AS total FROM f
    WHERE grp IN (${sql.join(q.groups.map((g) => sql`${g}`), sql`, `)})
    ORDER BY ${order}
    LIMIT ${q.limit} OFFSET ${q.offset}`);
  const rows = rowsOf<{ id: number; nm: number | null; total: number }>(res);
  if (!rows.length && q.offset > 0) {
    const [count] = rowsOf<{ total: number }>(
      await db.execute(sql`SELECT count(*)::int AS total FROM fittings f JOIN clients c ON c.id = f.client_id WHERE ${scope}`),
    );
    return { rows: [], total: Math.min(count?.total ?? 0, q.offset) };
  }
  return { rows: rows.map((r) => ({ id: Number(r.id), nm: r.nm === null ? null : Number(r.nm) })), total: rows[0]?.total ?? 0 };
}

async function summaries(db: Db, caller: Caller, rows: { id: number; nm: number | null }[], admin: boolean, lang: Lang): Promise<FittingSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const prescriber = alias(users, 'prescriber');
  const [base, meetings, types, comments] = await Promise.all([
    db
      .select({
        f: fittings,
        customerId: clients.customerId,
        orderNumber: webOrders.orderNumber,
        lineNo: webOrderContents.lineNo,
        client: { id: clients.id, firstName: clients.firstName, surname: clients.surname, identityNumber: clients.identityNumber },
        prescriber: { firstName: prescriber.firstName, surname: prescriber.surname },
      })
      .from(fittings)
      .innerJoin(webOrderContents, eq(webOrderContents.id, fittings.contentId))
      .innerJoin(webOrders, eq(webOrders.id, fittings.orderId))
      .innerJoin(clients, eq(clients.id, fittings.clientId))
      .innerJoin(prescriber, eq(prescriber.id, fittings.prescriberId))
      .where(inArray(fittings.id, ids)),
    db.select().from(fittingMeetings).where(inArray(fittingMeetings.id, rows.map((r) => r.nm).filter((id): id is number => id !== null).concat(0))),
    typesById(db),
    admin
      ? db
          .selectDistinctOn([fittingComments.fittingId], { fittingId: fittingComments.fittingId, comment: fittingComments.comment })
          .from(fittingComments)
          .where(and(inArray(fittingComments.fittingId, ids), eq(fittingComments.type, 'INTERNAL')))
          .orderBy(fittingComments.fittingId, desc(fittingComments.at), desc(fittingComments.id))
      : Promise.resolve([]),
  ]);
  const byId = new Map(base.map((b) => [b.f.id, b]));
  const meetingById = new Map(meetings.map((m) => [m.id, m]));
  const res = await resourcesById(db, [...base.flatMap((b) => [b.f.consultantId, b.f.technicianId]), ...meetingResourceIds(meetings)]);
  const internal = new Map(comments.map((c) => [c.fittingId, c.comment]));
  const out: FittingSummary[] = [];
  for (const r of rows) {
    const b = byId.get(r.id);
    const type = b && types.get(b.f.typeId);
    if (!b || !type) continue;
    const next = r.nm === null ? null : (meetingById.get(r.nm) ?? null);
    const status = statusOf(b.f, next);
    const role = roleOf(caller, { ...b.f, customerId: b.customerId });
    out.push({
      id: b.f.id,
      contentNumber: `${b.orderNumber}-${b.lineNo}`,
      fittingType: { id: type.id, name: lang === 'en' ? type.nameEn : type.nameSv },
      status: { value: status.value, label: statusLabel(status.value, lang) },
      group: status.group,
      orderDate: b.f.orderDate.toISOString(),
      closedDateTime: b.f.closedAt?.toISOString() ?? null,
      client: b.client,
      prescriber: b.prescriber,
      consultant: toPerson(b.f.consultantId === null ? undefined : res.get(b.f.consultantId)),
      technician: toPerson(b.f.technicianId === null ? undefined : res.get(b.f.technicianId)),
      nextMeeting: next && toMeeting(next, res),
      internalComment: role && isStaff(role) ? (internal.get(b.f.id) ?? null) : null,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Writing

async function event(db: Db, fittingId: number, userId: number, now: Date, ev: FittingEvent['event'], detail: string | null = null): Promise<void> {
  await db.insert(fittingEvents).values({ fittingId, userId, at: now, event: ev, detail });
}

const when = (m: { date: string; fromTime: string; toTime: string }) => `${m.date} ${m.fromTime}–${m.toTime}`;

/** A resource chosen for a role must be of the fitting type's group of that role. */
async function checkInGroup(db: Db, id: number | null | undefined, groupId: number | null): Promise<void> {
  if (id === null || id === undefined) return;
  const [row] = await db.select({ groupId: resources.groupId }).from(resources).where(eq(resources.id, id));
  if (!row || groupId === null || row.groupId !== groupId) throw new ApiError(400, 'RESOURCE_NOT_IN_GROUP');
}

/** The meeting row a body makes, checked against the rules of spec 3 §5 (times, room, groups, address). */
async function meetingValues(db: Db, f: FittingRow, body: MeetingInput, now: Date, current?: MeetingRow) {
  const error = firstMeetingTimeError(body, now);
  if (error) throw new ApiError(400, error);
  const addressType = body.addressType ?? 'CLIENT';
  const roomId = body.roomId === undefined ? (current?.roomId ?? null) : body.roomId;
  if (roomId !== null && !roomAllowed(addressType)) throw new ApiError(400, 'ROOM_NOT_ALLOWED');
  const [type] = (await typesById(db, [f.typeId])).values();
  if (!type) throw new ApiError(404, 'NOT_FOUND');
  const consultantId = body.consultantId === undefined ? (current?.consultantId ?? f.consultantId) : body.consultantId;
  const technicianId = body.technicianId === undefined ? (current?.technicianId ?? f.technicianId) : body.technicianId;
  const carId = body.carId === undefined ? (current?.carId ?? null) : body.carId;
  // The people the fitting type makes mandatory (spec 3 §5), as the meeting will be saved.
  const missing = firstMeetingPeopleError(type, { consultantId, technicianId });
  if (missing) throw new ApiError(400, missing);
  await Promise.all([
    checkInGroup(db, consultantId, type.consultantGroupId),
    checkInGroup(db, technicianId, type.technicianGroupId),
    checkInGroup(db, roomId, type.roomGroupId),
    checkInGroup(db, carId, type.carGroupId),
  ]);
  let address: MeetingAddressData;
  if (addressType === 'PROVIDER') address = { id: type.executingFacilityId, type: 'PROVIDER', careOf: type.facilityLabel, street: type.street, postalNo: type.postalNo, city: type.city };
  else if (addressType === 'OTHER') {
    if (!body.address) throw new ApiError(400, 'FILL_RED_FIELDS');
    address = { id: null, type: 'OTHER', careOf: body.address.careOf ?? null, street: body.address.street, postalNo: body.address.postalNo.replace(/\s/g, ''), city: body.address.city };
  } else address = await clientAddressOf(db, f.clientId);
  return {
    date: body.date as string,
    fromTime: body.fromTime as string,
    toTime: body.toTime as string,
    status: body.status ?? 'PLANNED',
    comment: body.comment === undefined ? (current?.comment ?? null) : body.comment || null,
    consultantId,
    technicianId,
    roomId,
    carId,
    addressType,
    address,
  };
}

async function requireMeeting(db: Db, fittingId: number, meetingId: number): Promise<MeetingRow> {
  const [m] = await db.select().from(fittingMeetings).where(and(eq(fittingMeetings.id, meetingId), eq(fittingMeetings.fittingId, fittingId)));
  if (!m) throw new ApiError(404, 'NOT_FOUND');
  return m;
}

async function answerMeeting(db: Db, id: number): Promise<Meeting> {
  const [m] = await db.select().from(fittingMeetings).where(eq(fittingMeetings.id, id));
  if (!m) throw new ApiError(404, 'NOT_FOUND');
  return toMeeting(m, await resourcesById(db, meetingResourceIds([m])));
}

/** The meetings of the ids, each with its fitting, all visible to the caller (else 404). */
async function meetingsOf(db: Db, caller: Caller, ids: number[]) {
  const rows = await db
    .select({ m: fittingMeetings, f: fittings, customerId: clients.customerId })
    .from(fittingMeetings)
    .innerJoin(fittings, eq(fittings.id, fittingMeetings.fittingId))
    .innerJoin(clients, eq(clients.id, fittings.clientId))
    .where(inArray(fittingMeetings.id, ids));
  const unique = new Set(ids);
  if (rows.length !== unique.size) throw new ApiError(404, 'NOT_FOUND');
  return rows.map((r) => {
    const f: FittingRow = { ...r.f, customerId: r.customerId };
    const role = roleOf(caller, f);
    if (!role) throw new ApiError(404, 'NOT_FOUND');
    return { m: r.m, f, role };
  });
}

async function allMeetingsOf(db: Db, fittingIds: number[]): Promise<Map<number, MeetingRow[]>> {
  const out = new Map<number, MeetingRow[]>();
  if (!fittingIds.length) return out;
  for (const m of await db.select().from(fittingMeetings).where(inArray(fittingMeetings.fittingId, fittingIds))) out.set(m.fittingId, [...(out.get(m.fittingId) ?? []), m]);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Routes (mounted before the orders' routes: /web-orders/fittings is not an order id)

export const fittingRoutes = newRouter()
  .openapi(listFittings, async (c) => {
    const { db, session, lang, config } = c.var;
    const q = c.req.valid('query');
    const admin = q.isAdminCall === 'true';
    const caller = await callerOf(db, session.userId);
    if (admin && !isPlanner(caller)) throw new ApiError(403, 'FORBIDDEN');
    const groups = groupsOfTab(q.status, admin);
    const sort = q.sort ?? (q.status === 'CLOSED' ? 'closedDateTime:desc' : 'meetingStartDateTime:asc');
    const { limit, offset } = pageWindow(q);
    const now = config.now();
    const found = await findFittings(db, caller, { groups, admin, sort, limit, offset }, now);
    return c.json({ page: await summaries(db, caller, found.rows, admin, lang), count: found.total }, 200);
  })
  .openapi(listFittingTypes, async (c) => {
    const { db, lang } = c.var;
    const types = [...(await typesById(db)).values()].map((t) => toType(t, lang));
    return c.json({ page: types, count: types.length }, 200);
  })
  .openapi(updateMeetings, async (c) => {
    const { db, session, config } = c.var;
    const { meetings: changes } = c.req.valid('json');
    const caller = await callerOf(db, session.userId);
    needs(caller, P.updateUnplannedMeeting);
    const now = config.now();
    const rows = await meetingsOf(db, caller, changes.map((m) => m.id));
    const all = await allMeetingsOf(db, [...new Set(rows.map((r) => r.f.id))]);
    for (const r of rows) {
      if (!r.role.planner) throw new ApiError(404, 'NOT_FOUND');
      const next = nextOf(all.get(r.f.id) ?? [], now);
      if (r.m.status === 'CANCELED' || statusOf(r.f, next).group !== 'UNPLANNED') throw new ApiError(409, 'NOT_UNPLANNED');
    }
    const byId = new Map(rows.map((r) => [r.m.id, r]));
    const types = await typesById(db, [...new Set(rows.map((r) => r.f.typeId))]);
    const updates = changes.map((change) => {
      const r = byId.get(change.id);
      if (!r) throw new ApiError(404, 'NOT_FOUND');
      const values = {
        date: change.date === undefined ? r.m.date : change.date,
        fromTime: change.fromTime === undefined ? r.m.fromTime : change.fromTime,
        toTime: change.toTime === undefined ? r.m.toTime : change.toTime,
      };
      const error = firstMeetingTimeError(values, now);
      if (error) throw new ApiError(400, error);
      // The bulk edit changes times and comments only; a meeting still without the people its type
      // makes mandatory is not saved either (spec 3 §5).
      const type = types.get(r.f.typeId);
      const missing = type ? firstMeetingPeopleError(type, r.m) : null;
      if (missing) throw new ApiError(400, missing);
      return { r, values: { ...values, comment: change.comment === undefined ? r.m.comment : change.comment || null } as { date: string; fromTime: string; toTime: string; comment: string | null } };
    });
    await db.transaction(async (tx) => {
      for (const { r, values } of updates) {
        await tx.update(fittingMeetings).set(values).where(eq(fittingMeetings.id, r.m.id));
        await event(tx, r.f.id, session.userId, now, 'MEETING_CHANGED', when(values));
      }
    });
    const res = await db.select().from(fittingMeetings).where(inArray(fittingMeetings.id, changes.map((m) => m.id)));
    const people = await resourcesById(db, meetingResourceIds(res));
    return c.json(res.sort(byTime).map((m) => toMeeting(m, people)), 200);
  })
  .openapi(meetingsAction, async (c) => {
    const { db, session, config } = c.var;
    const { action } = c.req.valid('query');
    const { meetingIds } = c.req.valid('json');
    const caller = await callerOf(db, session.userId);
    needs(caller, action === 'RESERVE_SLOT' ? P.updatePlannedMeeting : P.updateUnplannedMeeting);
    const now = config.now();
    const rows = await meetingsOf(db, caller, meetingIds);
    for (const r of rows) {
      if (action === 'RESERVE_SLOT' ? !r.role.participant : !r.role.planner) throw new ApiError(404, 'NOT_FOUND');
      requireOpen(r.f);
      if (r.m.status === 'CANCELED') throw new ApiError(409, 'MEETING_CANCELED');
      if (action === 'UNRELEASE_MEETINGS' && r.m.status === 'BOOKED') throw new ApiError(409, 'MEETING_BOOKED');
      if (action === 'RESERVE_SLOT' && !r.m.released) throw new ApiError(409, 'NOT_RELEASED');
      if (action === 'RESERVE_SLOT' && meetingIsOver(r.m, now)) throw new ApiError(409, 'MEETING_OVER');
    }
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      for (const r of rows) {
        if (action === 'RESERVE_SLOT') {
          await t.update(fittingMeetings).set({ status: 'BOOKED' }).where(eq(fittingMeetings.id, r.m.id));
          await event(t, r.f.id, session.userId, now, 'MEETING_BOOKED', when(r.m));
        } else {
          const released = action === 'RELEASE_MEETINGS';
          await t.update(fittingMeetings).set({ released }).where(eq(fittingMeetings.id, r.m.id));
          await t.update(fittings).set({ released }).where(eq(fittings.id, r.f.id));
          await event(t, r.f.id, session.userId, now, released ? 'RELEASED' : 'UNRELEASED', when(r.m));
        }
      }
    });
    const res = await db.select().from(fittingMeetings).where(inArray(fittingMeetings.id, meetingIds));
    const people = await resourcesById(db, meetingResourceIds(res));
    return c.json(res.sort(byTime).map((m) => toMeeting(m, people)), 200);
  })
  .openapi(deleteFittingComment, async (c) => {
    const { db, session } = c.var;
    const { comment } = c.req.valid('param');
    const [row] = await db.select().from(fittingComments).where(eq(fittingComments.id, comment));
    const caller = await callerOf(db, session.userId);
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    const { f } = await requireFitting(db, caller, row.fittingId);
    if (row.userId !== session.userId) throw new ApiError(403, 'FORBIDDEN');
    requireOpen(f);
    await db.delete(fittingComments).where(eq(fittingComments.id, comment));
    return c.body(null, 204);
  })
  .openapi(getFitting, async (c) => {
    const { db, session, lang, config } = c.var;
    const caller = await callerOf(db, session.userId);
    return c.json(await loadFitting(db, caller, c.req.valid('param').fitting, lang, config.linkSecret, config.now()), 200);
  })
  .openapi(updateFitting, async (c) => {
    const { db, session, lang, config } = c.var;
    const { fitting } = c.req.valid('param');
    const body = c.req.valid('json');
    const caller = await callerOf(db, session.userId);
    const { f } = await requireFitting(db, caller, fitting);
    // The people and the contact person are changed apart: each only when sent, each with its own permission.
    const people = body.consultantId !== undefined || body.technicianId !== undefined;
    const contact = body.contactId !== undefined;
    if (!people && !contact) throw new ApiError(400, 'VALIDATION');
    if (people) needs(caller, P.update);
    if (contact) {
      // The contacts are the client's (spec 3 §6 GetClientContacts: choose a contact), read under the municipal rule.
      needs(caller, P.chooseContact);
      if (!(await isAuthorizedToMunicipality(db, caller.userId, f.customerId))) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    }
    requireOpen(f);
    const now = config.now();
    const consultantId = body.consultantId === undefined ? f.consultantId : body.consultantId;
    const technicianId = body.technicianId === undefined ? f.technicianId : body.technicianId;
    const contactId = body.contactId === undefined ? f.contactId : body.contactId;
    const meetings = people ? await db.select().from(fittingMeetings).where(eq(fittingMeetings.fittingId, fitting)) : [];
    const next = nextOf(meetings, now);
    if (people) {
      if (next?.status === 'BOOKED') throw new ApiError(409, 'MEETING_BOOKED');
      const [type] = (await typesById(db, [f.typeId])).values();
      if (!type) throw new ApiError(404, 'NOT_FOUND');
      const missing = firstMeetingPeopleError(type, { consultantId, technicianId });
      if (missing) throw new ApiError(400, missing);
      await Promise.all([checkInGroup(db, consultantId, type.consultantGroupId), checkInGroup(db, technicianId, type.technicianGroupId)]);
    }
    const [chosen] = contactId === null ? [] : await db.select().from(clientContacts).where(and(eq(clientContacts.id, contactId), eq(clientContacts.clientId, f.clientId)));
    if (contactId !== null && !chosen) throw new ApiError(400, 'CONTACT_NOT_OF_CLIENT');
    const peopleChanged = consultantId !== f.consultantId || technicianId !== f.technicianId;
    const contactChanged = contactId !== f.contactId;
    if (peopleChanged || contactChanged) {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        await t.update(fittings).set({ consultantId, technicianId, contactId }).where(eq(fittings.id, fitting));
        if (peopleChanged) {
          // The planned next meeting follows the change (spec 3 §4).
          if (next?.status === 'PLANNED') await t.update(fittingMeetings).set({ consultantId, technicianId }).where(eq(fittingMeetings.id, next.id));
          const res = await resourcesById(t, [consultantId, technicianId]);
          const name = (id: number | null) => (id === null ? '–' : (res.get(id)?.label ?? '–'));
          await event(t, fitting, session.userId, now, 'PEOPLE_CHANGED', `${name(consultantId)} / ${name(technicianId)}`);
        }
        if (contactChanged) await event(t, fitting, session.userId, now, 'CONTACT_CHANGED', chosen ? `${fullName(chosen.firstName, chosen.surname)} (${chosen.relation})` : '–');
      });
    }
    return c.json(await loadFitting(db, caller, fitting, lang, config.linkSecret, now), 200);
  })
  .openapi(fittingAction, async (c) => {
    const { db, session, lang, config } = c.var;
    const { fitting } = c.req.valid('param');
    const { action } = c.req.valid('query');
    const caller = await callerOf(db, session.userId);
    const { f } = await requireFitting(db, caller, fitting);
    needs(caller, action === 'COMPLETE' ? P.complete : P.cancel);
    requireOpen(f);
    const now = config.now();
    const meetings = await db.select().from(fittingMeetings).where(eq(fittingMeetings.fittingId, fitting));
    if (action === 'COMPLETE' && nextOf(meetings, now)?.status === 'BOOKED') throw new ApiError(409, 'MEETING_BOOKED');
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const status = action === 'COMPLETE' ? FITTING_STATUS.completed : FITTING_STATUS.annulled;
      await t.update(fittings).set({ status, closedAt: now }).where(eq(fittings.id, fitting));
      // Annulled: its meetings still to come are canceled with it.
      if (action === 'CANCEL') {
        const open = meetings.filter((m) => m.status !== 'CANCELED' && !meetingIsOver(m, now)).map((m) => m.id);
        if (open.length) await t.update(fittingMeetings).set({ status: 'CANCELED' }).where(inArray(fittingMeetings.id, open));
      }
      await event(t, fitting, session.userId, now, action === 'COMPLETE' ? 'COMPLETED' : 'ANNULLED');
    });
    return c.json(await loadFitting(db, caller, fitting, lang, config.linkSecret, now), 200);
  })
  .openapi(createMeeting, async (c) => {
    const { db, session, config } = c.var;
    const { fitting } = c.req.valid('param');
    const body = c.req.valid('json');
    const caller = await callerOf(db, session.userId);
    const { f } = await requireFitting(db, caller, fitting);
    needs(caller, P.createMeeting);
    requireOpen(f);
    const now = config.now();
    const values = await meetingValues(db, f, body, now);
    const [row] = await db
      .insert(fittingMeetings)
      .values({ ...values, fittingId: fitting, released: f.released || values.status === 'BOOKED' })
      .returning({ id: fittingMeetings.id });
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    await event(db, fitting, session.userId, now, values.status === 'BOOKED' ? 'MEETING_BOOKED' : 'MEETING_CREATED', when(values));
    return c.json(await answerMeeting(db, row.id), 201);
  })
  .openapi(updateMeeting, async (c) => {
    const { db, session, config } = c.var;
    const { fitting, meeting } = c.req.valid('param');
    const body = c.req.valid('json');
    const caller = await callerOf(db, session.userId);
    const { f } = await requireFitting(db, caller, fitting);
    const current = await requireMeeting(db, fitting, meeting);
    // A planned meeting is edited with one permission, a booked one only with the other (spec 3 §4, §6).
    needs(caller, current.status === 'BOOKED' ? P.updateBookedMeeting : P.updatePlannedMeeting);
    requireOpen(f);
    if (current.status === 'CANCELED') throw new ApiError(409, 'MEETING_CANCELED');
    const now = config.now();
    const values = await meetingValues(db, f, body, now, current);
    const booked = current.status !== 'BOOKED' && values.status === 'BOOKED';
    await db.update(fittingMeetings).set({ ...values, released: current.released || booked }).where(eq(fittingMeetings.id, meeting));
    await event(db, fitting, session.userId, now, booked ? 'MEETING_BOOKED' : 'MEETING_CHANGED', when(values));
    return c.json(await answerMeeting(db, meeting), 200);
  })
  .openapi(meetingAction, async (c) => {
    const { db, session, config } = c.var;
    const { fitting, meeting } = c.req.valid('param');
    const caller = await callerOf(db, session.userId);
    const { f } = await requireFitting(db, caller, fitting);
    const current = await requireMeeting(db, fitting, meeting);
    needs(caller, P.cancelMeeting);
    requireOpen(f);
    if (current.status === 'CANCELED') throw new ApiError(409, 'MEETING_CANCELED');
    await db.update(fittingMeetings).set({ status: 'CANCELED' }).where(eq(fittingMeetings.id, meeting));
    await event(db, fitting, session.userId, config.now(), 'MEETING_CANCELED', when(current));
    return c.json(await answerMeeting(db, meeting), 200);
  })
  .openapi(createFittingComment, async (c) => {
    const { db, session, config } = c.var;
    const { fitting } = c.req.valid('param');
    const body = c.req.valid('json');
    const caller = await callerOf(db, session.userId);
    const { f, role } = await requireFitting(db, caller, fitting);
    if (body.type === 'INTERNAL' && !isStaff(role)) throw new ApiError(403, 'FORBIDDEN');
    requireOpen(f);
    const now = config.now();
    const [row] = await db.insert(fittingComments).values({ fittingId: fitting, userId: session.userId, at: now, comment: body.comment, type: body.type }).returning();
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    await event(db, fitting, session.userId, now, 'COMMENT_ADDED', body.type);
    const [me] = await db.select({ firstName: users.firstName, surname: users.surname }).from(users).where(eq(users.id, session.userId));
    return c.json({ id: row.id, createdBy: fullName(me?.firstName ?? null, me?.surname ?? null), createdDateTime: row.at.toISOString(), comment: row.comment, type: body.type, own: true }, 201);
  })
  .openapi(listFittingFiles, async (c) => {
    const { db, session, config } = c.var;
    const { fitting } = c.req.valid('param');
    await requireFitting(db, await callerOf(db, session.userId), fitting);
    return c.json(await filesOf(db, config.linkSecret, fitting, config.now()), 200);
  })
  // A multipart form, read and checked here (as the messages' upload): the contract's body schema
  // describes it for the document (registered below).
  .openapi({ ...uploadFittingFile, request: { params: uploadFittingFile.request.params }, hide: true, middleware: [singleUploadLimit] }, async (c) => {
    const { db, session, config } = c.var;
    const { fitting } = c.req.valid('param');
    const caller = await callerOf(db, session.userId);
    const { f } = await requireFitting(db, caller, fitting);
    needs(caller, P.uploadFile);
    requireOpen(f);
    const upload = await readSingleUpload(c.req);
    const existing = await db.select({ id: fittingFiles.id }).from(fittingFiles).where(eq(fittingFiles.fittingId, fitting));
    if (existing.length >= UPLOAD_MAX_FILES) throw new ApiError(400, 'TOO_MANY_FILES');
    const now = config.now();
    await db.insert(fittingFiles).values({ fittingId: fitting, userId: session.userId, at: now, name: upload.name, contentType: upload.kind.contentType, content: upload.bytes });
    await event(db, fitting, session.userId, now, 'FILE_ADDED', upload.name);
    return c.json(await filesOf(db, config.linkSecret, fitting, now), 201);
  })
  .openapi(deleteFittingFile, async (c) => {
    const { db, session, config } = c.var;
    const { fitting, file } = c.req.valid('param');
    const caller = await callerOf(db, session.userId);
    const { f } = await requireFitting(db, caller, fitting);
    needs(caller, P.deleteFile);
    requireOpen(f);
    const deleted = await db.delete(fittingFiles).where(and(eq(fittingFiles.id, file), eq(fittingFiles.fittingId, fitting))).returning({ name: fittingFiles.name });
    if (!deleted[0]) throw new ApiError(404, 'NOT_FOUND');
    await event(db, fitting, session.userId, config.now(), 'FILE_DELETED', deleted[0].name);
    return c.body(null, 204);
  })
  .openapi(listFittingContent, async (c) => {
    const { db, session } = c.var;
    const { fitting } = c.req.valid('param');
    const { f } = await requireFitting(db, await callerOf(db, session.userId), fitting);
    const lines = await childLines(ctxOf(c), f.contentId);
    return c.json({ page: lines, count: lines.length }, 200);
  })
  .openapi(listResources, async (c) => {
    const { db } = c.var;
    const { resource } = c.req.valid('param');
    const q = c.req.valid('query');
    const [group] = await db.select().from(resourceGroups).where(eq(resourceGroups.id, resource));
    if (!group) throw new ApiError(404, 'NOT_FOUND');
    const kind = group.kind as ResourceKind;
    const main = kind === 'CONSULTANT' || kind === 'TECHNICIAN';
    if ((q.mainResource === 'true' && !main) || (q.subResource === 'true' && main)) return c.json({ page: [], count: 0 }, 200);
    const filter = q.filter?.trim().toLowerCase();
    const rows = await db.select().from(resources).where(eq(resources.groupId, resource)).orderBy(asc(resources.label), asc(resources.id));
    const page: Resource[] = rows
      .filter((r) => !filter || r.label.toLowerCase().split(/\s+/).some((w) => w.startsWith(filter)))
      .map((r) => ({ id: r.id, kind, value: r.value, label: r.label, firstName: r.firstName, surname: r.surname, phoneNo: r.phoneNo, email: r.email, mainResource: main }));
    return c.json({ page, count: page.length }, 200);
  });
fittingRoutes.openAPIRegistry.registerPath(uploadFittingFile);

/** A fitting's file behind its signed link: no session header, since a download link cannot send one. */
export const fittingFileRoutes = newRouter().openapi(getFittingFile, async (c) => {
  const { db, config } = c.var;
  const { fitting, file } = c.req.valid('param');
  await requireSignedLink(config.linkSecret, fileLink(fitting, file).subject, c.req.valid('query'), config.now());
  const [f] = await db.select().from(fittingFiles).where(and(eq(fittingFiles.id, file), eq(fittingFiles.fittingId, fitting)));
  if (!f) throw new ApiError(404, 'NOT_FOUND');
  return fileDownload(c, f);
});
