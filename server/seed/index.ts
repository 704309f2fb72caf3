/**
 * Seeded Swedish demo data: two regional groups of municipalities, the company, the demo personas
 * (password `demo`) and their authorizations, the world (server/seed/world.ts: facilities,
 * warehouses, products with stock, clients with holdings and tasks), ordering (server/seed/orders.ts:
 * delivery methods, the population register, orders), fittings, deviations (server/seed/deviations.ts),
 * the fixed-asset fixtures (server/seed/fixed-assets.ts),
 * documents, the welcome page, educations and messages. `scale: 'large'` makes the world big enough for benchmarks (100,000
 * products, 20,000 clients, 10,000 stock rows a storage). docs/world.md describes it all.
 * Identity numbers come only from Skatteverket's test list (server/seed/data).
 */
import { sql } from 'drizzle-orm';
import { migrate, rowsOf, type Db, type MigrationFile } from '../db/index.ts';
import {
  authorizations,
  companies,
  customers,
  documentFolders,
  documents,
  educationOccasions,
  educationRegistrations,
  educations,
  pageContents,
  users,
} from '../db/schema.ts';
import { hashPassword } from '../crypto.ts';
import { makePdf } from './pdf.ts';
import { seedMessages } from './messages.ts';
import { PERSONA_IDENTITY_NUMBERS } from './fixtures.ts';
import { seedDeviations } from './deviations.ts';
import { seedFixedAssets } from './fixed-assets.ts';
import { seedTimeline } from './timeline.ts';
import { seedFittings } from './fittings.ts';
import { seedOrderingReference, seedOrders } from './orders.ts';
import { GROUP_1, GROUP_2, seedFacilities, seedWorld, vacuumWorld } from './world.ts';

export { PERSONA_IDENTITY_NUMBERS };

export type SeedOptions = {
  scale: 'demo' | 'large';
  /** Test personal identity numbers (12 digits), from server/seed/data/testpersonnummer.txt. */
  identityNumbers: string[];
  /** PBKDF2 iterations for the persona passwords (lower only in the in-browser Storybook server). */
  passwordIterations?: number;
  now?: Date;
};

export const DEMO_PASSWORD = 'demo';

export const PERSONAS = [
  { username: 'forskrivare@example.org', role: 'Förskrivare: flera kommuner, alla beställningar och behörigheter' },
  { username: 'konsulent@example.org', role: 'Konsulent' },
  { username: 'tekniker@example.org', role: 'Tekniker' },
  { username: 'planerare@example.org', role: 'Utprovningsplanerare' },
  { username: 'lager@example.org', role: 'Baslagerpersonal (egen enhet kategori 2)' },
  { username: 'lager-utan-inventarier@example.org', role: 'Baslagerpersonal som inte får ta emot inventarier' },
  { username: 'begransad@example.org', role: 'Behörig för ingen kommun' },
  { username: 'comflow@example.org', role: 'Endast applikationen COMFLOW, med licens för arbetsflödet' },
  { username: 'comflow-utan-licens@example.org', role: 'Endast applikationen COMFLOW, utan licens (licensfel)' },
  { username: 'okand@example.org', role: 'Ingen känd applikation' },
  { username: 'inaktiv@example.org', role: 'Inaktiverad (OTSU002)' },
  { username: 'utgangen@example.org', role: 'Lösenordet har gått ut (OTSP001)' },
] as const;

/** Every FUNCTION permission the specification names. */
export const FUNCTION_PERMISSIONS = [
  'FSP_UpdateWebOrderFitting', 'FSP_CompleteWebOrderFitting', 'FSP_CancelWebOrderFitting', 'FSP_CreateWebOrderFittingMeeting',
  'FSP_UpdatePlannedWebOrderFittingMeeting', 'FSP_UpdateUnplannedWebOrderFittingMeeting', 'FSP_UpdateUnplannedWebOrderFittingMeetings',
  'FSP_CancelWebOrderFittingMeeting', 'GetClientContacts', 'FSP_UploadWebOrderContentFile', 'FSP_DeleteWebOrderContentFile',
  'FSP_UploadWebOrderFittingFile', 'FSP_DeleteWebOrderFittingFile', 'FSP_CreateWebOrderContentWithParent',
] as const;

const ALL_FLAGS = {
  isOrderFittingEnabled: true, isOrderFunctionEnabled: true, isOrderNewProductEnabled: true, isOrderPickupEnabled: true,
  isOrderWorkEnabled: true, orderMoveEnabled: true, isReceiveDeliveryForFixedAssetsEnabled: true,
};

/** Inserts rows in batches: PostgreSQL allows at most 65,535 parameters in one statement. */
export async function insertBatched<T extends Record<string, unknown>>(rows: T[], columns: number, insert: (batch: T[]) => Promise<unknown>) {
  const size = Math.max(1, Math.floor(60_000 / columns));
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The identity numbers of a test list (server/seed/data/testpersonnummer.txt): its lines of 12 digits. */
export function parseIdentityNumbers(text: string): string[] {
  return text.split(/\r?\n/).filter((l) => /^\d{12}$/.test(l));
}

/**
 * The demo database of the test runs (scripts/seeded-db.ts, the server tests) and of the in-browser
 * server when no seeded folder is handed to it (server/browser.ts): every migration, then the demo
 * seed with the passwords hashed at 1,000 PBKDF2 iterations (the public demo password, and every
 * story and test logs in). The caller reads the migrations and the identity numbers its own way:
 * from the files on Node (server/node.ts), bundled by Vite in the browser.
 */
export async function migrateAndSeedDemo(db: Db, sources: { migrations: MigrationFile[]; identityNumbers: string[] }): Promise<void> {
  await migrate(db, sources.migrations);
  await seed(db, { scale: 'demo', identityNumbers: sources.identityNumbers, passwordIterations: 1000 });
}

export async function isSeeded(db: Db): Promise<boolean> {
  const res = await db.execute(sql`SELECT count(*)::int AS n FROM users`);
  return (rowsOf<{ n: number }>(res)[0]?.n ?? 0) > 0;
}

export async function seed(db: Db, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const large = options.scale === 'large';

  await db.insert(customers).values([
    ...GROUP_1.map(([id, name]) => ({ id, name, regionGroup: 1 })),
    ...GROUP_2.map(([id, name]) => ({ id, name, regionGroup: 2 })),
  ]);
  await db.insert(companies).values({
    id: 1,
    description: 'Hjälpmedelscentralen Sydväst',
    phone: '040-628 04 00',
    supportEmail: 'support@example.org',
    cookiePolicyUrl: 'https://www.example.org/kakor',
    postalAddress: 'Box 4711, 211 45 Malmö',
  });

  await seedFacilities(db);

  const passwordHash = await hashPassword(DEMO_PASSWORD, options.passwordIterations);
  const address = (row1: string, postalNo: string, city: string) => ({ addressRow1: row1, addressRow2: '', postalNo, city, country: 'Sverige', description: 'Arbetsplats' });
  const person = (id: number, username: string, firstName: string, surname: string, phoneNo: string, extra: Partial<typeof users.$inferInsert>) => ({
    id, username, identityNumber: PERSONA_IDENTITY_NUMBERS[username] ?? null, passwordHash, firstName, surname, phoneNo, email: username, referenceId: `P${1000 + id}`, companyId: 1,
    applications: ['FSP'], flags: ALL_FLAGS, address: address('Rådhusgatan 1', '21145', 'Malmö'), ...extra,
  });
  await db.insert(users).values([
    person(1, 'forskrivare@example.org', 'Frida', 'Förskrivare', '070-174 06 05', { facilityId: 6 }),
    person(2, 'konsulent@example.org', 'Kalle', 'Konsulent', '070-174 06 06', {
      flags: { ...ALL_FLAGS, orderMoveEnabled: false },
      accessMessage: {
        messageDescription: 'Villkor för användning av förskrivarportalen',
        message:
          'I portalen behandlar du personuppgifter om brukare. Du får bara söka och öppna uppgifter om brukare som du har ett uppdrag för, och du ansvarar för att uppgifterna hanteras enligt dataskyddsförordningen (GDPR). All åtkomst loggas.',
      },
    }),
    person(3, 'tekniker@example.org', 'Tove', 'Tekniker', '070-174 06 07', { flags: { isOrderWorkEnabled: true, isOrderFittingEnabled: true } }),
    person(4, 'planerare@example.org', 'Petra', 'Planerare', '070-174 06 08', { flags: { isOrderFittingEnabled: true } }),
    person(5, 'lager@example.org', 'Leo', 'Lagerström', '070-174 06 09', { facilityId: 2, flags: { orderMoveEnabled: true, isReceiveDeliveryForFixedAssetsEnabled: true } }),
    person(6, 'begransad@example.org', 'Bo', 'Begränsad', '070-174 06 10', { flags: { isOrderNewProductEnabled: true } }),
    person(7, 'comflow@example.org', 'Cecilia', 'Comflow', '070-174 06 11', { applications: ['COMFLOW'], workflowLicense: true }),
    person(8, 'okand@example.org', 'Oskar', 'Okänd', '070-174 06 12', { applications: ['OTHER'] }),
    person(9, 'inaktiv@example.org', 'Ingrid', 'Inaktiv', '070-174 06 13', { disabled: true }),
    person(10, 'utgangen@example.org', 'Ulf', 'Utgången', '070-174 06 14', { passwordExpired: true }),
    person(11, 'comflow-utan-licens@example.org', 'Linus', 'Licenslös', '070-174 06 15', { applications: ['COMFLOW'] }),
    // Issue 38: base-storage staff whose isReceiveDeliveryForFixedAssetsEnabled is false (spec 1 §3,
    // spec 3 §5): receives into BL-MLM, as Leo, everything but fixed assets. No identity number (no
    // Mobile BankID): the generated clients take the test list's other numbers, which must not move.
    person(12, 'lager-utan-inventarier@example.org', 'Lisa', 'Lagerbiträde', '070-174 06 16', { identityNumber: null, facilityId: 2, flags: { orderMoveEnabled: true, isReceiveDeliveryForFixedAssetsEnabled: false } }),
  ]);
  const muni = (userId: number, ids: string[]) => ids.map((authId) => ({ userId, type: 'MUNICIPALITY', authId }));
  const fn = (userId: number, ids: readonly string[]) => ids.map((authId) => ({ userId, type: 'FUNCTION', authId }));
  await db.insert(authorizations).values([
    ...muni(1, ['1280', '1281', '1287', '1233', '1380', '1383']),
    ...fn(1, FUNCTION_PERMISSIONS),
    ...muni(2, ['1280', '1281']),
    ...fn(2, ['FSP_UpdateWebOrderFitting', 'FSP_CompleteWebOrderFitting', 'FSP_CreateWebOrderFittingMeeting', 'FSP_UpdatePlannedWebOrderFittingMeeting', 'FSP_CancelWebOrderFittingMeeting', 'GetClientContacts']),
    ...muni(3, ['1280']),
    ...fn(3, ['FSP_UpdatePlannedWebOrderFittingMeeting']),
    ...muni(4, ['1280', '1281', '1287']),
    ...fn(4, ['FSP_UpdateWebOrderFitting', 'FSP_UpdateUnplannedWebOrderFittingMeeting', 'FSP_UpdateUnplannedWebOrderFittingMeetings', 'FSP_CreateWebOrderFittingMeeting']),
    ...muni(5, ['1280']),
    ...muni(12, ['1280']),
    ...muni(7, ['1280']),
    ...muni(8, ['1280']),
  ]);

  // The world: warehouses, products and stock, clients with their holdings and tasks (server/seed/world.ts).
  await seedWorld(db, { scale: options.scale, identityNumbers: options.identityNumbers, now });
  // Ordering (server/seed/orders.ts): the delivery methods, the population register and the orders.
  await seedOrderingReference(db);
  await seedOrders(db, { scale: options.scale, now });
  // Fittings (server/seed/fittings.ts): resources, types, and fittings with their orders and meetings.
  await seedFittings(db, { scale: options.scale, now });
  // Deviations (server/seed/deviations.ts): Frida's and Kalle's, on stock items and orders of the above.
  await seedDeviations(db, { scale: options.scale, now });
  // Fixed assets (server/seed/fixed-assets.ts): FIXED_ASSET_FIXTURES, after everything whose ids they must not move.
  await seedFixedAssets(db, { now });
  // Timelines (server/seed/timeline.ts): the tasks' made times and reported events; the large seed's busy client and aid.
  await seedTimeline(db, { scale: options.scale, now });

  const folders = [
    { id: 1, name: 'Rutiner och riktlinjer', sortOrder: 1 },
    { id: 2, name: 'Blanketter', sortOrder: 2 },
    { id: 3, name: 'Produktinformation', sortOrder: 3 },
    { id: 4, name: 'Utbildningsmaterial', sortOrder: 4 },
    { id: 5, name: 'Arkiv', sortOrder: 5 },
    { id: 6, name: 'Protokoll från samverkansgruppen', sortOrder: 6 },
  ];
  await db.insert(documentFolders).values(folders);
  const docs: [number, string, string[]][] = [
    [1, 'Riktlinjer för förskrivning av hjälpmedel', ['Gäller för förskrivare i kommunerna inom avtalet.', 'Förskrivning görs efter behovsbedömning.']],
    [1, 'Rutin vid avvikelse', ['Rapportera avvikelser i portalen under Avvikelse.', 'Ange kategori, referens och beskrivning.']],
    [1, 'Rutin för rekonditionering', ['Återlämnade hjälpmedel rengörs och kontrolleras innan nytt utlån.']],
    [2, 'Blankett för specialanpassning', ['Fyll i blanketten och bifoga den till beställningen.']],
    [2, 'Fullmakt för ombud', ['Brukaren ger ombudet rätt att företräda brukaren i hjälpmedelsfrågor.']],
    [3, 'Sortimentslista 2025', ['Aktuellt sortiment med artikelnummer och priser.']],
    [3, 'Produktblad rollatorer', ['Jämförelse av rollatorer i sortimentet: vikt, bredd och maxbelastning.']],
    [4, 'Introduktion för nya förskrivare', ['Så använder du förskrivarportalen: sök brukare, beställ och följ upp.']],
  ];
  // Monthly minutes over three years: a folder long enough to page through (25 files a page).
  for (const year of [2023, 2024, 2025]) {
    for (let month = 1; month <= 12; month++) {
      const ym = `${year}-${String(month).padStart(2, '0')}`;
      docs.push([6, `Protokoll samverkansgruppen ${ym}`, [`Möte i samverkansgruppen för hjälpmedel, ${ym}.`, 'Närvarande: representanter för kommunerna i avtalet.']]);
    }
  }
  await db.insert(documents).values(
    docs.map(([folderId, name, lines], i) => ({ id: i + 1, folderId, name: `${name}.pdf`, contentType: 'application/pdf', content: makePdf(name, lines) })),
  );

  await db.insert(pageContents).values({
    id: 1,
    key: 'welcome',
    title: 'Välkommen till förskrivarportalen',
    text: 'Här beställer du hjälpmedel och tjänster, följer dina beställningar och utprovningar och hittar dokument och utbildningar.',
    hyperlinkTitle: 'Bra länkar',
    hyperlinks: [
      { id: 1, url: 'https://www.1177.se/', name: '1177 Vårdguiden' },
      { id: 2, url: 'https://www.socialstyrelsen.se/', name: 'Socialstyrelsen' },
    ],
    fileTitle: 'Utbildningsmaterial',
    fileFolderId: 4,
    translations: {
      en: {
        title: 'Welcome to the prescriber portal',
        text: 'Here you order assistive aids and services, follow your orders and fittings, and find documents and education.',
        hyperlinkTitle: 'Useful links',
        fileTitle: 'Education material',
      },
    },
  });
  await db.insert(educations).values([
    {
      id: 1,
      pageContentId: 1,
      title: 'Portalen för nya förskrivare',
      description: 'Två timmar om att söka brukare, beställa hjälpmedel, använda kundvagnen och följa upp beställningar och utprovningar.',
      translations: {
        en: { title: 'The portal for new prescribers', description: 'Two hours on finding clients, ordering aids, using the cart and following up orders and fittings.' },
      },
    },
    {
      id: 2,
      pageContentId: 1,
      title: 'Förskrivning av rullstolar',
      description: 'Behovsbedömning, val av manuell rullstol eller elrullstol, sittdynor och inställningar. Halvdag med praktiska övningar.',
      translations: {
        en: { title: 'Prescribing wheelchairs', description: 'Needs assessment, choosing a manual or powered wheelchair, cushions and adjustments. Half a day with practical exercises.' },
      },
    },
    {
      id: 3,
      pageContentId: 1,
      title: 'Lyft och förflyttning',
      description: 'Praktisk utbildning om taklyftar, mobila lyftar, lyftselar och glidlakan för säkra förflyttningar.',
      translations: {
        en: { title: 'Lifts and transfers', description: 'Hands-on training on ceiling lifts, mobile lifts, slings and slide sheets for safe transfers.' },
      },
    },
    {
      id: 4,
      pageContentId: 1,
      title: 'Trycksårsprevention och madrasser',
      description: 'Riskbedömning och val av tryckavlastande madrass och sittdyna. Digitalt via Teams.',
      translations: {
        en: { title: 'Pressure ulcer prevention and mattresses', description: 'Risk assessment and choosing a pressure-relieving mattress and seat cushion. Online via Teams.' },
      },
    },
  ]);
  // Occasions in the coming weeks, covering every state of the education page for forskrivare
  // (user 1): registered (occasion 2), fully booked (4), exactly one seat left (7), open, and an
  // education whose other occasions are closed to them because they are registered on one.
  // The seats are taken by other personas, at most one occasion per education each.
  const day = (d: number, h: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + d, h));
  const occasion = (id: number, educationId: number, startDay: number, startHour: number, hours: number, maxNumberOfAttendees: number) => ({
    id, educationId, startDateTime: day(startDay, startHour), endDateTime: day(startDay, startHour + hours), maxNumberOfAttendees,
  });
  await db.insert(educationOccasions).values([
    occasion(1, 1, 8, 8, 2, 20),
    occasion(2, 1, 22, 12, 2, 20),
    occasion(3, 1, 43, 8, 2, 20),
    occasion(4, 2, 10, 7, 4, 6),
    occasion(5, 2, 31, 7, 4, 6),
    occasion(6, 2, 52, 12, 4, 8),
    occasion(7, 3, 16, 7, 6, 5),
    occasion(8, 3, 37, 7, 6, 8),
    occasion(9, 4, 9, 13, 2, 30),
    occasion(10, 4, 23, 13, 2, 30),
    occasion(11, 4, 44, 13, 2, 30),
    occasion(12, 4, 65, 13, 2, 30),
  ]);
  const register = (occasionId: number, userIds: number[]) => userIds.map((userId) => ({ occasionId, userId }));
  await db.insert(educationRegistrations).values([
    ...register(1, [3, 4]),
    ...register(2, [1, 5, 11]),
    ...register(4, [2, 3, 4, 5, 6, 7]), // full: 6 of 6
    ...register(5, [8, 10]),
    ...register(7, [2, 3, 5, 6]), // one seat left: 4 of 5
    ...register(8, [7]),
    ...register(10, [2, 4, 8]),
  ]);

  // Messages between the personas (last: it looks the personas up by username).
  await seedMessages(db, { now, large });
  // Statistics for the planner: PGlite never gathers them on its own (no autovacuum), and without
  // them a large seed's holdings list scans an index over every stock item.
  await vacuumWorld(db);
}
