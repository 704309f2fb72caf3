/**
 * Fittings' seeded data (spec 3 §3 Fitting, Meeting, Comment and file; docs/world.md): resource
 * groups and resources, fitting types, and fittings in every status group with meetings in every
 * status, comments, files, events and order lines ordered with a fitting as their parent.
 *
 * - Resource groups 1 Konsulenter (Kalle Konsulent is resource 101, the portal user konsulent),
 *   2 Tekniker (Tove Tekniker is 201, the user tekniker), 3 Rum (rooms at the provider's own
 *   facility), 4 Bilar.
 * - Fitting types 1 Utprovning av manuell rullstol, 2 Utprovning av elrullstol (consultant and
 *   technician mandatory), 3 Utprovning av säng och madrass.
 * - The demo's fittings 1–20 (DEMO_FITTINGS; 13–20 for issue 38's e2e only), all ordered by Frida Förskrivare: one sent order per
 *   client (ids from FITTING_ORDER_ID, 61 to 95 days old, so older than ordering's demo orders),
 *   whose FITTING lines they are. Meetings are placed relative to the seed's day, so "the next
 *   meeting" is always to come.
 * - The large seed adds LARGE_FITTINGS fittings of Kalle Konsulent for the list's benchmark.
 *
 * Rows are written with insertRows with explicit ids; the identity sequences are moved past them.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/index.ts';
import { fittingComments, fittingEvents, fittingFiles, fittingMeetings, fittings, fittingTypes, resourceGroups, resources, webOrderContents, webOrderHistory, webOrders, type LineAddress, type MeetingAddressData } from '../db/schema.ts';
import { FIXTURE_CLIENTS } from './fixtures.ts';
import { makePdf } from './pdf.ts';
import { rng } from './random.ts';
import { insertRows, syncIdentity } from './world.ts';

/** The first order id of the fittings' orders (their numbers 7002000 on). */
export const FITTING_ORDER_ID = 2000;
/** Kalle Konsulent's fittings in the large seed (issue 14's benchmark: the list with 1,000 fittings). */
export const LARGE_FITTINGS = 1_000;
/** The large seed's first fitting id (the demo's are below it). */
const LARGE_FIRST_ID = 100;

/** Resources that are the personas: Kalle Konsulent (user 2) and Tove Tekniker (user 3). */
export const PERSONA_RESOURCES = { kalle: 101, tove: 201 } as const;

const GROUPS = [
  { id: 1, kind: 'CONSULTANT', name: 'Konsulenter Syd' },
  { id: 2, kind: 'TECHNICIAN', name: 'Tekniker Syd' },
  { id: 3, kind: 'ROOM', name: 'Rum Hjälpmedelscentralen' },
  { id: 4, kind: 'CAR', name: 'Servicebilar' },
];

const person = (id: number, groupId: number, firstName: string, surname: string, phoneNo: string, userId: number | null = null) => ({
  id, groupId, value: `${firstName.slice(0, 1)}${surname.slice(0, 3)}`.toUpperCase(), label: `${firstName} ${surname}`, userId, firstName, surname, phoneNo,
  email: `${firstName}.${surname}@hmc.example.org`.toLowerCase().replace(/[åä]/g, 'a').replace(/ö/g, 'o'),
});
const thing = (id: number, groupId: number, value: string, label: string) => ({ id, groupId, value, label, userId: null, firstName: null, surname: null, phoneNo: null, email: null });

const RESOURCES = [
  person(101, 1, 'Kalle', 'Konsulent', '070-174 06 06', 2),
  person(102, 1, 'Karin', 'Lund', '040-628 04 21'),
  person(103, 1, 'Jonas', 'Ek', '040-628 04 22'),
  person(201, 2, 'Tove', 'Tekniker', '070-174 06 07', 3),
  person(202, 2, 'Ali', 'Hassan', '040-628 04 31'),
  person(203, 2, 'Maria', 'Berg', '040-628 04 32'),
  thing(301, 3, 'PR1', 'Provrum 1'),
  thing(302, 3, 'PR2', 'Provrum 2'),
  thing(303, 3, 'VST', 'Verkstaden'),
  thing(401, 4, 'ABC123', 'Servicebil ABC 123'),
  thing(402, 4, 'DEF456', 'Servicebil DEF 456'),
];

const TYPES = [
  {
    id: 1, nameSv: 'Utprovning av manuell rullstol', nameEn: 'Manual wheelchair fitting', consultantGroupId: 1, technicianGroupId: 2, roomGroupId: 3, carGroupId: 4,
    consultantMandatory: true, technicianMandatory: false, executingFacilityId: 9,
    descriptionSv: 'Konsulenten provar ut sittposition, sittbredd och drivning tillsammans med brukaren.', descriptionEn: 'The consultant fits the seating, seat width and propulsion together with the client.',
    categoryValue: 'MOBILITY', categoryLabelSv: 'Förflyttning', categoryLabelEn: 'Mobility',
  },
  {
    id: 2, nameSv: 'Utprovning av elrullstol', nameEn: 'Power wheelchair fitting', consultantGroupId: 1, technicianGroupId: 2, roomGroupId: 3, carGroupId: 4,
    consultantMandatory: true, technicianMandatory: true, executingFacilityId: 9,
    descriptionSv: 'Konsulent och tekniker provar ut manöverbox, sits och körprogram. Provkörning ute och inne.', descriptionEn: 'Consultant and technician fit the control box, seat and drive program. Test drive outdoors and indoors.',
    categoryValue: 'MOBILITY', categoryLabelSv: 'Förflyttning', categoryLabelEn: 'Mobility',
  },
  {
    id: 3, nameSv: 'Utprovning av säng och madrass', nameEn: 'Bed and mattress fitting', consultantGroupId: 1, technicianGroupId: 2, roomGroupId: 3, carGroupId: 4,
    consultantMandatory: true, technicianMandatory: false, executingFacilityId: 10,
    descriptionSv: 'Utprovning i hemmet av vårdsäng och tryckavlastande madrass.', descriptionEn: 'Fitting of a care bed and a pressure-relieving mattress in the home.',
    categoryValue: 'CARE', categoryLabelSv: 'Vård och omsorg', categoryLabelEn: 'Care',
  },
];

/** The aid tried out per fitting type (product ids: 2 Manuell rullstol, 3 Elrullstol, 6 Vårdsäng). */
const TYPE_PRODUCT: Record<number, number> = { 1: 2, 2: 3, 3: 6 };

type MeetingSpec = { days: number; from: string; to: string; status: 'PLANNED' | 'BOOKED' | 'CANCELED'; released?: boolean; comment?: string; room?: number; provider?: boolean };
type FittingSpec = {
  id: number;
  clientId: number;
  typeId: number;
  consultantId: number | null;
  technicianId: number | null;
  released: boolean;
  /** 10 open, 90 completed, 99 annulled. */
  status: 10 | 90 | 99;
  orderedDaysAgo: number;
  closedDaysAgo?: number;
  text?: string;
  form?: { question: string; answer: string }[];
  meetings: MeetingSpec[];
  comments?: { type: 'INTERNAL' | 'EXTERNAL'; userId: number; daysAgo: number; comment: string }[];
  file?: string;
  childLines?: { type: 'PRODUCT_DELIVERY' | 'WORK'; productId: number; status: number }[];
};

const F = FIXTURE_CLIENTS;

/** The demo's fittings; docs/world.md lists what each is for. */
export const DEMO_FITTINGS: FittingSpec[] = [
  {
    id: 1, clientId: F.astrid.id, typeId: 1, consultantId: 101, technicianId: 201, released: true, status: 10, orderedDaysAgo: 95,
    text: 'Astrid har svårt att köra sin nuvarande rullstol själv. Prova en lättare modell med bättre ryggstöd.',
    form: [
      { question: 'Brukarens längd (cm)', answer: '162' },
      { question: 'Brukarens vikt (kg)', answer: '58' },
      { question: 'Nuvarande hjälpmedel', answer: 'Manuell rullstol, standardmodell' },
    ],
    meetings: [
      { days: -7, from: '10:00', to: '11:00', status: 'BOOKED', released: true, comment: 'Första mötet: mätning.' },
      { days: -3, from: '13:00', to: '14:00', status: 'CANCELED', released: true, comment: 'Brukaren var sjuk.' },
      { days: 2, from: '10:00', to: '11:30', status: 'BOOKED', released: true, comment: 'Provkörning av två modeller.', provider: true, room: 301 },
    ],
    comments: [
      { type: 'INTERNAL', userId: 2, daysAgo: 6, comment: 'Beställ hem två provmodeller till provrum 1.' },
      { type: 'EXTERNAL', userId: 1, daysAgo: 5, comment: 'Astrid vill gärna att dottern är med vid nästa möte.' },
    ],
    file: 'Måttblad Astrid Nilsson.pdf',
    childLines: [
      { type: 'PRODUCT_DELIVERY', productId: 14, status: 20 },
      { type: 'WORK', productId: 2, status: 30 },
    ],
  },
  {
    id: 2, clientId: F.maj.id, typeId: 2, consultantId: 101, technicianId: 201, released: true, status: 10, orderedDaysAgo: 75,
    text: 'Maj behöver en elrullstol för utomhusbruk.',
    meetings: [{ days: 5, from: '09:00', to: '10:00', status: 'PLANNED', released: true, comment: 'Förslag från planeringen.' }],
  },
  { id: 3, clientId: F.greta.id, typeId: 1, consultantId: 101, technicianId: null, released: true, status: 10, orderedDaysAgo: 85, meetings: [], form: [] },
  {
    id: 4, clientId: F.astrid.id, typeId: 3, consultantId: 102, technicianId: null, released: false, status: 10, orderedDaysAgo: 95,
    meetings: [{ days: 4, from: '13:00', to: '14:00', status: 'PLANNED', comment: 'Hembesök.' }],
    comments: [{ type: 'INTERNAL', userId: 4, daysAgo: 1, comment: 'Samordna med hemtjänsten.' }],
  },
  {
    id: 5, clientId: F.sven.id, typeId: 1, consultantId: 103, technicianId: 202, released: false, status: 10, orderedDaysAgo: 70,
    meetings: [{ days: 6, from: '08:30', to: '09:30', status: 'PLANNED' }],
  },
  {
    id: 6, clientId: F.maj.id, typeId: 3, consultantId: 101, technicianId: null, released: false, status: 10, orderedDaysAgo: 75,
    meetings: [{ days: 8, from: '14:00', to: '15:00', status: 'PLANNED' }],
  },
  {
    id: 7, clientId: F.greta.id, typeId: 1, consultantId: 101, technicianId: 201, released: true, status: 90, orderedDaysAgo: 85, closedDaysAgo: 10,
    meetings: [{ days: -12, from: '10:00', to: '11:00', status: 'BOOKED', released: true }],
    comments: [{ type: 'EXTERNAL', userId: 2, daysAgo: 10, comment: 'Utprovningen är klar. Rullstolen levereras.' }],
  },
  {
    id: 8, clientId: F.astrid.id, typeId: 2, consultantId: 101, technicianId: 201, released: true, status: 99, orderedDaysAgo: 95, closedDaysAgo: 20,
    meetings: [{ days: -18, from: '09:00', to: '10:00', status: 'CANCELED', released: true }],
  },
  {
    id: 9, clientId: F.harald.id, typeId: 1, consultantId: 102, technicianId: null, released: true, status: 10, orderedDaysAgo: 65,
    meetings: [{ days: 1, from: '11:00', to: '12:00', status: 'BOOKED', released: true }],
  },
  {
    id: 10, clientId: F.greta.id, typeId: 2, consultantId: 101, technicianId: 201, released: true, status: 10, orderedDaysAgo: 85,
    meetings: [{ days: 3, from: '15:00', to: '16:00', status: 'BOOKED', released: true, comment: 'Provkörning inne.' }],
  },
  // Released, no meeting yet, like 3: the consultant's flow inside a host system's page (the demo
  // workflow page, 11) and under /embedded (12), each ending with the fitting completed.
  { id: 11, clientId: F.sven.id, typeId: 3, consultantId: 101, technicianId: null, released: true, status: 10, orderedDaysAgo: 70, meetings: [] },
  { id: 12, clientId: F.maj.id, typeId: 1, consultantId: 101, technicianId: null, released: true, status: 10, orderedDaysAgo: 75, meetings: [] },
  // Issue 38's e2e only (tests/e2e/fitting-return.spec.ts): Harald's (1380), so Frida (the
  // prescriber, a planner of 1380) sees them and no persona's list does. 13 (type 1, consultant
  // mandatory) and 14 (type 2, the technician mandatory and not chosen): the meeting dialog's
  // refusal, nothing saved. 15 (type 1, no consultant): unplanned, its meeting refused by the
  // planning view's Save. 16-18 unplanned, annulled from the planning view (standalone, /embedded,
  // the demo workflow page); 19-20 waiting, completed from Frida's Waiting tab (standalone, /embedded).
  { id: 13, clientId: F.harald.id, typeId: 1, consultantId: 102, technicianId: null, released: true, status: 10, orderedDaysAgo: 60, meetings: [] },
  { id: 14, clientId: F.harald.id, typeId: 2, consultantId: 102, technicianId: null, released: true, status: 10, orderedDaysAgo: 60, meetings: [] },
  { id: 15, clientId: F.harald.id, typeId: 1, consultantId: null, technicianId: null, released: false, status: 10, orderedDaysAgo: 60, meetings: [{ days: 1, from: '09:00', to: '10:00', status: 'PLANNED' }] },
  ...[16, 17, 18].map((id): FittingSpec => ({ id, clientId: F.harald.id, typeId: 3, consultantId: 102, technicianId: null, released: false, status: 10, orderedDaysAgo: 60, meetings: [{ days: 1, from: '10:00', to: '11:00', status: 'PLANNED' }] })),
  ...[19, 20].map((id): FittingSpec => ({ id, clientId: F.harald.id, typeId: 3, consultantId: 102, technicianId: null, released: true, status: 10, orderedDaysAgo: 60, meetings: [{ days: 1, from: '13:00', to: '14:00', status: 'PLANNED', released: true }] })),
];

const DAY = 86_400_000;
const dayOf = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

export async function seedFittings(db: Db, options: { scale: 'demo' | 'large'; now: Date }): Promise<void> {
  const now = options.now;
  await db.insert(resourceGroups).values(GROUPS);
  await db.insert(resources).values(RESOURCES);
  await db.insert(fittingTypes).values(TYPES);

  const specs = [...DEMO_FITTINGS];
  if (options.scale === 'large') specs.push(...(await largeFittings(db)));

  const [maxes] = rowsOf<{ content: number; order: number }>(
    await db.execute(sql`SELECT coalesce(max(id), 0)::int AS content, (SELECT coalesce(max(id), 0) FROM web_orders)::int AS "order" FROM web_order_contents`),
  );
  let contentId = (maxes?.content ?? 0) + 1;
  let orderId = Math.max(FITTING_ORDER_ID, (maxes?.order ?? 0) + 1);
  const addresses = new Map(
    rowsOf<{ client_id: number; id: number; description: string; care_of: string | null; street: string; postal_no: string; city: string }>(
      await db.execute(sql`SELECT DISTINCT ON (client_id) client_id, id, description, care_of, street, postal_no, city FROM client_addresses ORDER BY client_id, is_registered DESC, id`),
    ).map((a) => [Number(a.client_id), a]),
  );

  const orders: (typeof webOrders.$inferInsert & { id: number })[] = [];
  const contents: (typeof webOrderContents.$inferInsert & { id: number })[] = [];
  const history: (typeof webOrderHistory.$inferInsert)[] = [];
  const fittingRows: (typeof fittings.$inferInsert & { id: number })[] = [];
  const meetings: (typeof fittingMeetings.$inferInsert)[] = [];
  const comments: (typeof fittingComments.$inferInsert)[] = [];
  const events: (typeof fittingEvents.$inferInsert)[] = [];
  const files: (typeof fittingFiles.$inferInsert)[] = [];
  const frida = { id: 1, firstName: 'Frida', surname: 'Förskrivare', phoneNo: '070-174 06 05', email: 'forskrivare@example.org' };

  // One order per client in the demo (its fittings are the order's FITTING lines), one per fitting in the large seed.
  const groups = new Map<string, FittingSpec[]>();
  for (const s of specs) {
    const key = s.id < LARGE_FIRST_ID ? `client ${s.clientId}` : `fitting ${s.id}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  for (const group of groups.values()) {
    const first = group[0];
    if (!first) continue;
    const a = addresses.get(first.clientId);
    const address: LineAddress | null = a ? { id: Number(a.id), type: 'CLIENT_ADDRESS', description: a.description, careOf: a.care_of, street: a.street, postalNo: a.postal_no, city: a.city } : null;
    const meetingAddress: MeetingAddressData = { id: null, type: 'CLIENT', careOf: a?.care_of ?? null, street: a?.street ?? '', postalNo: a?.postal_no ?? '', city: a?.city ?? '' };
    const orderedAt = new Date(now.getTime() - Math.max(...group.map((g) => g.orderedDaysAgo)) * DAY - 5 * 3_600_000);
    // In process while a fitting of it is open; else completed, or cancelled when every fitting was annulled.
    const orderStatus = group.some((g) => g.status === 10) ? 80 : group.some((g) => g.status === 90) ? 90 : 99;
    orders.push({
      id: orderId, orderNumber: String(7_000_000 + orderId), receiverType: 'CLIENT', clientId: first.clientId, facilityId: null, status: orderStatus,
      note: null, orderedBy: 1, responsible: 1, createdAt: new Date(orderedAt.getTime() - 3_600_000), orderDate: orderedAt, sendKey: null,
    });
    history.push(
      { orderId, at: new Date(orderedAt.getTime() - 3_600_000), event: 'CREATED', status: 10, userId: 1 },
      { orderId, at: orderedAt, event: 'SENT', status: 20, userId: 1 },
      { orderId, at: new Date(orderedAt.getTime() + DAY), event: 'STATUS_CHANGED', status: orderStatus, userId: 1 },
    );
    let lineNo = 1;
    for (const s of group) {
      const type = TYPES.find((t) => t.id === s.typeId);
      if (!type) throw new Error(`no fitting type ${s.typeId}`);
      const fittingContentId = contentId++;
      const line = (id: number, contentType: string, productId: number, status: number, parentId: number | null) => ({
        id, orderId, lineNo: lineNo++, contentType, status, steps: contentType === 'FITTING' || contentType === 'WORK' ? 6 : 5, currentStep: contentType === 'FITTING' || contentType === 'WORK' ? 6 : 5,
        address, contact: { id: frida.id, type: 'PRESCRIBER' as const, firstName: frida.firstName, surname: frida.surname, phoneNo: frida.phoneNo, email: frida.email, relation: 'Förskrivare' },
        deliveryMethodId: contentType === 'PRODUCT_DELIVERY' ? 1 : null, productId, quantity: 1, fittingTypeId: contentType === 'FITTING' ? s.typeId : null, parentId,
        text: contentType === 'FITTING' ? (s.text ?? null) : null, createdAt: orderedAt,
      });
      contents.push(line(fittingContentId, 'FITTING', TYPE_PRODUCT[s.typeId] ?? 2, s.status === 10 ? 80 : s.status, null));
      for (const c of s.childLines ?? []) contents.push(line(contentId++, c.type, c.productId, c.status, fittingContentId));
      fittingRows.push({
        id: s.id, contentId: fittingContentId, orderId, typeId: s.typeId, clientId: s.clientId, prescriberId: 1, consultantId: s.consultantId, technicianId: s.technicianId,
        status: s.status, released: s.released, orderDate: orderedAt, closedAt: s.closedDaysAgo === undefined ? null : new Date(now.getTime() - s.closedDaysAgo * DAY), isNewItem: true,
        productId: TYPE_PRODUCT[s.typeId] ?? null, text: s.text ?? null, form: s.form ?? [],
      });
      events.push({ fittingId: s.id, at: orderedAt, userId: 1, event: 'CREATED', detail: null });
      for (const m of s.meetings) {
        const date = dayOf(new Date(now.getTime() + m.days * DAY));
        meetings.push({
          fittingId: s.id, date, fromTime: m.from, toTime: m.to, status: m.status, released: m.released ?? false, comment: m.comment ?? null,
          consultantId: s.consultantId, technicianId: s.technicianId, roomId: m.room ?? null, carId: null,
          addressType: m.provider ? 'PROVIDER' : 'CLIENT',
          address: m.provider ? { id: 9, type: 'PROVIDER', careOf: 'Hjälpmedelscentralen Malmö, teknik och utprovning', street: 'Industrigatan 14', postalNo: '21214', city: 'Malmö' } : meetingAddress,
        });
        events.push({ fittingId: s.id, at: new Date(orderedAt.getTime() + DAY), userId: 4, event: m.status === 'BOOKED' ? 'MEETING_BOOKED' : 'MEETING_CREATED', detail: `${date} ${m.from}–${m.to}` });
      }
      if (s.released) events.push({ fittingId: s.id, at: new Date(orderedAt.getTime() + DAY + 60_000), userId: 4, event: 'RELEASED', detail: null });
      if (s.status !== 10 && s.closedDaysAgo !== undefined) events.push({ fittingId: s.id, at: new Date(now.getTime() - s.closedDaysAgo * DAY), userId: 2, event: s.status === 90 ? 'COMPLETED' : 'ANNULLED', detail: null });
      for (const c of s.comments ?? []) comments.push({ fittingId: s.id, userId: c.userId, at: new Date(now.getTime() - c.daysAgo * DAY), comment: c.comment, type: c.type });
      if (s.file) files.push({ fittingId: s.id, userId: 2, at: new Date(orderedAt.getTime() + 2 * DAY), name: s.file, contentType: 'application/pdf', content: makePdf('Måttblad', ['Sittbredd 42 cm', 'Sittdjup 44 cm', 'Sitthöjd 48 cm']) });
    }
    orderId++;
  }

  await insertRows(db, webOrders, orders);
  await insertRows(db, webOrderContents, contents);
  await insertRows(db, webOrderHistory, history);
  await insertRows(db, fittings, fittingRows);
  await insertRows(db, fittingMeetings, meetings);
  await insertRows(db, fittingComments, comments);
  await insertRows(db, fittingEvents, events);
  if (files.length) await db.insert(fittingFiles).values(files);
  for (const table of ['web_orders', 'web_order_contents', 'web_order_history', 'fittings', 'fitting_meetings', 'fitting_comments', 'fitting_events', 'fitting_files']) await syncIdentity(db, table);
  await db.execute(sql`ANALYZE fittings, fitting_meetings`);
}

/** Kalle Konsulent's 1,000 fittings (large seed), for clients of his municipalities, in every group. */
async function largeFittings(db: Db): Promise<FittingSpec[]> {
  const r = rng(14_014);
  const clientIds = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT c.id FROM clients c WHERE c.customer_id IN ('1280', '1281') AND c.type = 'PERSON' AND c.deregistration_date IS NULL AND EXISTS (SELECT 1 FROM client_addresses a WHERE a.client_id = c.id) ORDER BY c.id LIMIT 5000`),
  ).map((c) => Number(c.id));
  const out: FittingSpec[] = [];
  const times = ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00'];
  for (let n = 0; n < LARGE_FITTINGS; n++) {
    const kind = n % 10; // 0-4 active, 5-7 waiting, 8 unplanned, 9 closed
    const from = r.pick(times);
    const to = `${String(Number(from.slice(0, 2)) + 1).padStart(2, '0')}:00`;
    const status: 10 | 90 | 99 = kind === 9 ? (r.next() < 0.8 ? 90 : 99) : 10;
    const meetings: MeetingSpec[] =
      kind <= 4
        ? [{ days: r.int(1, 60), from, to, status: 'BOOKED', released: true }]
        : kind <= 7
          ? [{ days: r.int(1, 60), from, to, status: 'PLANNED', released: true }]
          : kind === 8
            ? [{ days: r.int(1, 60), from, to, status: 'PLANNED' }]
            : [{ days: -r.int(1, 300), from, to, status: 'BOOKED', released: true }];
    const orderedDaysAgo = r.int(1, 400);
    out.push({
      id: LARGE_FIRST_ID + n, clientId: r.pick(clientIds), typeId: r.int(1, 3), consultantId: PERSONA_RESOURCES.kalle, technicianId: r.next() < 0.5 ? PERSONA_RESOURCES.tove : 202,
      released: kind !== 8, status, orderedDaysAgo, ...(status !== 10 ? { closedDaysAgo: r.int(0, Math.min(orderedDaysAgo, 300)) } : {}), meetings,
    });
  }
  return out;
}
