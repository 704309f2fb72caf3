/**
 * Seeded Swedish demo data: two regional groups of municipalities, facilities and base storages,
 * the demo personas (password `demo`), clients, products with stock, documents and the welcome page.
 * `scale: 'large'` adds enough rows for benchmarks (100,000 products and stock rows, 20,000 clients).
 * Identity numbers come only from Skatteverket's test list (server/seed/data).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/index.ts';
import {
  authorizations,
  clients,
  companies,
  customers,
  documentFolders,
  documents,
  educationOccasions,
  educationRegistrations,
  educations,
  facilities,
  pageContents,
  products,
  stockBalances,
  users,
} from '../db/schema.ts';
import { hashPassword } from '../crypto.ts';
import { makePdf } from './pdf.ts';
import { seedMessages } from './messages.ts';
import { rng } from './random.ts';

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
  { username: 'begransad@example.org', role: 'Behörig för ingen kommun' },
  { username: 'comflow@example.org', role: 'Endast applikationen COMFLOW, med licens för arbetsflödet' },
  { username: 'comflow-utan-licens@example.org', role: 'Endast applikationen COMFLOW, utan licens (licensfel)' },
  { username: 'okand@example.org', role: 'Ingen känd applikation' },
  { username: 'inaktiv@example.org', role: 'Inaktiverad (OTSU002)' },
  { username: 'utgangen@example.org', role: 'Lösenordet har gått ut (OTSP001)' },
] as const;

/** The personas' identity numbers for Mobile BankID, from Skatteverket's test list. */
export const PERSONA_IDENTITY_NUMBERS: Record<string, string> = {
  'forskrivare@example.org': '197101169295',
  'konsulent@example.org': '198209189292',
  'tekniker@example.org': '198610109996',
  'planerare@example.org': '199001162396',
  'lager@example.org': '199003062388',
  'begransad@example.org': '199004232394',
  'comflow@example.org': '199006112388',
  'comflow-utan-licens@example.org': '199012012382',
  'okand@example.org': '199007292395',
  'inaktiv@example.org': '199009152399',
  'utgangen@example.org': '199011032381',
};

const GROUP_1 = [
  ['1280', 'Malmö'], ['1281', 'Lund'], ['1287', 'Trelleborg'], ['1233', 'Vellinge'], ['1263', 'Svedala'], ['1230', 'Staffanstorp'],
] as const;
const GROUP_2 = [
  ['1380', 'Halmstad'], ['1381', 'Laholm'], ['1382', 'Falkenberg'], ['1383', 'Varberg'], ['1384', 'Kungsbacka'], ['1315', 'Hylte'],
  ['1490', 'Borås'], ['1491', 'Ulricehamn'], ['1463', 'Mark'], ['1465', 'Svenljunga'], ['1452', 'Tranemo'],
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

const FIRST_F = ['Anna', 'Eva', 'Maria', 'Karin', 'Kristina', 'Lena', 'Ingrid', 'Birgitta', 'Margareta', 'Elisabeth', 'Marianne', 'Gunilla', 'Ulla', 'Inger', 'Barbro'];
const FIRST_M = ['Lars', 'Anders', 'Johan', 'Per', 'Karl', 'Nils', 'Erik', 'Jan', 'Bengt', 'Gunnar', 'Sven', 'Göran', 'Lennart', 'Bo', 'Åke'];
const SURNAMES = ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Pettersson', 'Jonsson', 'Jansson', 'Hansson', 'Bengtsson', 'Jönsson', 'Lindberg', 'Jakobsson', 'Magnusson', 'Lindström', 'Olofsson', 'Lindqvist', 'Lindgren', 'Berg', 'Axelsson', 'Bergström', 'Lundberg', 'Lind', 'Lundgren', 'Lundqvist', 'Mattsson', 'Berglund', 'Fredriksson', 'Sandberg', 'Henriksson', 'Ali', 'Mohammed', 'Forsberg', 'Sjöberg', 'Wallin'];
const STREETS = ['Storgatan', 'Kyrkogatan', 'Skolgatan', 'Parkvägen', 'Björkvägen', 'Ringvägen', 'Södra vägen', 'Norra Allén', 'Lärkgatan', 'Ekvägen', 'Stationsgatan', 'Tallvägen', 'Villagatan', 'Trädgårdsgatan', 'Ängsvägen'];
const POSTAL: Record<string, [string, string]> = {
  '1280': ['21145', 'Malmö'], '1281': ['22350', 'Lund'], '1287': ['23142', 'Trelleborg'], '1233': ['23531', 'Vellinge'],
  '1263': ['23331', 'Svedala'], '1230': ['24530', 'Staffanstorp'], '1380': ['30245', 'Halmstad'], '1381': ['31231', 'Laholm'],
  '1382': ['31130', 'Falkenberg'], '1383': ['43241', 'Varberg'], '1384': ['43430', 'Kungsbacka'], '1315': ['31431', 'Hyltebruk'],
  '1490': ['50330', 'Borås'], '1491': ['52330', 'Ulricehamn'], '1463': ['51130', 'Kinna'], '1465': ['51250', 'Svenljunga'], '1452': ['51430', 'Tranemo'],
};

const PRODUCT_TYPES = [
  { name: 'Rollator', iso: '120606', itemClass: 'Gånghjälpmedel', price: 2450, unit: 'st', fixed: true },
  { name: 'Manuell rullstol', iso: '122203', itemClass: 'Rullstolar', price: 8900, unit: 'st', fixed: true },
  { name: 'Elrullstol', iso: '122306', itemClass: 'Rullstolar', price: 48500, unit: 'st', fixed: true },
  { name: 'Duschpall', iso: '093303', itemClass: 'Hygien', price: 690, unit: 'st', fixed: false },
  { name: 'Toalettförhöjning', iso: '091215', itemClass: 'Hygien', price: 520, unit: 'st', fixed: false },
  { name: 'Vårdsäng', iso: '181210', itemClass: 'Sängar', price: 16400, unit: 'st', fixed: true },
  { name: 'Tryckavlastande madrass', iso: '043306', itemClass: 'Sängar', price: 5200, unit: 'st', fixed: true },
  { name: 'Lyftsele', iso: '123612', itemClass: 'Lyftar', price: 1850, unit: 'st', fixed: false },
  { name: 'Taklyft', iso: '123612', itemClass: 'Lyftar', price: 27600, unit: 'st', fixed: true },
  { name: 'Griptång', iso: '241803', itemClass: 'Vardagshjälpmedel', price: 185, unit: 'st', fixed: false },
  { name: 'Käpp', iso: '120303', itemClass: 'Gånghjälpmedel', price: 240, unit: 'st', fixed: false },
  { name: 'Armbågskrycka', iso: '120306', itemClass: 'Gånghjälpmedel', price: 310, unit: 'par', fixed: false },
  { name: 'Glidlakan', iso: '123106', itemClass: 'Förflyttning', price: 640, unit: 'st', fixed: false },
  { name: 'Sittdyna', iso: '183015', itemClass: 'Rullstolar', price: 1290, unit: 'st', fixed: false },
] as const;
const SUPPLIERS = ['Etac', 'Invacare', 'Permobil', 'Sunrise Medical', 'Handicare', 'Human Care', 'Mediq', 'Arjo'];
const VARIANTS = ['Standard', 'Smal', 'Bred', 'Låg', 'Hög', 'Lätt', 'XL', 'Junior', 'Plus', 'Komfort'];
const ORDER_CONTROLS = ['NONE', 'NONE', 'NONE', 'INSTALLATION_OPTIONAL', 'ASSEMBLY_OPTIONAL', 'INSTALLATION_MANDATORY', 'ASSEMBLY_MANDATORY'];

/** Inserts rows in batches: PostgreSQL allows at most 65,535 parameters in one statement. */
export async function insertBatched<T extends Record<string, unknown>>(rows: T[], columns: number, insert: (batch: T[]) => Promise<unknown>) {
  const size = Math.max(1, Math.floor(60_000 / columns));
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function isSeeded(db: Db): Promise<boolean> {
  const res = await db.execute(sql`SELECT count(*)::int AS n FROM users`);
  return (rowsOf<{ n: number }>(res)[0]?.n ?? 0) > 0;
}

export async function seed(db: Db, options: SeedOptions): Promise<void> {
  const r = rng(20250401);
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

  const facilityRows = [
    { id: 1, value: 'CL-MLM', label: 'Centrallager Malmö', categoryValue: 1, categoryLabel: 'Centrallager', customerId: '1280', street: 'Industrigatan 12', postalNo: '21214', city: 'Malmö' },
    { id: 2, value: 'BL-MLM', label: 'Baslager Malmö Centrum', categoryValue: 2, categoryLabel: 'Baslager', customerId: '1280', street: 'Föreningsgatan 7', postalNo: '21144', city: 'Malmö' },
    { id: 3, value: 'BL-LND', label: 'Baslager Lund', categoryValue: 2, categoryLabel: 'Baslager', customerId: '1281', street: 'Bangatan 3', postalNo: '22221', city: 'Lund' },
    { id: 4, value: 'BL-HSD', label: 'Baslager Halmstad', categoryValue: 2, categoryLabel: 'Baslager', customerId: '1380', street: 'Kristinebergsvägen 20', postalNo: '30241', city: 'Halmstad' },
    { id: 5, value: 'BL-BRS', label: 'Baslager Borås', categoryValue: 2, categoryLabel: 'Baslager', customerId: '1490', street: 'Åsbogatan 4', postalNo: '50335', city: 'Borås' },
    { id: 6, value: 'VB-SOL', label: 'Vårdboendet Solgläntan', categoryValue: 3, categoryLabel: 'Vårdenhet', customerId: '1281', street: 'Solvägen 2', postalNo: '22465', city: 'Lund' },
    { id: 7, value: 'HT-TRB', label: 'Hemtjänsten Trelleborg Norr', categoryValue: 3, categoryLabel: 'Vårdenhet', customerId: '1287', street: 'Hedvägen 40', postalNo: '23166', city: 'Trelleborg' },
    { id: 8, value: 'RH-VBG', label: 'Rehabenheten Varberg', categoryValue: 3, categoryLabel: 'Vårdenhet', customerId: '1383', street: 'Västra vägen 9', postalNo: '43230', city: 'Varberg' },
  ];
  await db.insert(facilities).values(facilityRows);

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
  ]);
  const muni = (userId: number, ids: string[]) => ids.map((authId) => ({ userId, type: 'MUNICIPALITY', authId }));
  const fn = (userId: number, ids: readonly string[]) => ids.map((authId) => ({ userId, type: 'FUNCTION', authId }));
  await db.insert(authorizations).values([
    ...muni(1, ['1280', '1281', '1287', '1233', '1380', '1383']),
    ...fn(1, FUNCTION_PERMISSIONS),
    ...muni(2, ['1280', '1281']),
    ...fn(2, ['FSP_UpdateWebOrderFitting', 'FSP_CreateWebOrderFittingMeeting', 'FSP_UpdatePlannedWebOrderFittingMeeting', 'FSP_CancelWebOrderFittingMeeting', 'GetClientContacts']),
    ...muni(3, ['1280']),
    ...fn(3, ['FSP_UpdatePlannedWebOrderFittingMeeting']),
    ...muni(4, ['1280', '1281', '1287']),
    ...fn(4, ['FSP_UpdateWebOrderFitting', 'FSP_UpdateUnplannedWebOrderFittingMeeting', 'FSP_UpdateUnplannedWebOrderFittingMeetings', 'FSP_CreateWebOrderFittingMeeting']),
    ...muni(5, ['1280']),
    ...muni(7, ['1280']),
    ...muni(8, ['1280']),
  ]);

  // Clients: born 1925-1965 in the demo seed; the large seed takes as many numbers as it needs.
  const numbers = large ? options.identityNumbers.slice(0, 20_000) : options.identityNumbers.filter((n) => n >= '1925' && n < '1966').filter((_, i) => i % 12 === 0).slice(0, 80);
  const muniIds = [...GROUP_1, ...GROUP_2].map(([id]) => id);
  const clientRows = numbers.map((identityNumber, i) => {
    const male = Number(identityNumber.charAt(10)) % 2 === 1;
    const customerId = r.pick(muniIds);
    const [postalNo, city] = POSTAL[customerId] ?? ['21145', 'Malmö'];
    return {
      id: i + 1,
      identityNumber,
      firstName: r.pick(male ? FIRST_M : FIRST_F),
      surname: r.pick(SURNAMES),
      street: `${r.pick(STREETS)} ${r.int(1, 60)}`,
      postalNo,
      city,
      phoneNo: `070-174 06 ${String(r.int(15, 99)).padStart(2, '0')}`,
      email: null,
      customerId,
      useAdvanceContact: r.next() < 0.5,
    };
  });
  await insertBatched(clientRows, 11, (b) => db.insert(clients).values(b));

  const productCount = large ? 100_000 : 240;
  const productRows = Array.from({ length: productCount }, (_, i) => {
    const type = PRODUCT_TYPES[i % PRODUCT_TYPES.length] ?? PRODUCT_TYPES[0];
    const supplier = r.pick(SUPPLIERS);
    const variant = r.pick(VARIANTS);
    return {
      id: i + 1,
      productNumber: String(100000 + i),
      name: `${type.name} ${supplier} ${variant}`,
      description: `${type.name}, modell ${variant.toLowerCase()}, från ${supplier}.`,
      itemClass: type.itemClass,
      isoCode: type.iso,
      supplier,
      supplierItemNumber: `${supplier.slice(0, 3).toUpperCase()}-${r.int(10000, 99999)}`,
      salesPrice: (type.price * (0.8 + r.next() * 0.5)).toFixed(2),
      salesPriceQuantity: 1,
      numberOfPriceDecimals: 2,
      salesPriceCurrency: 'SEK',
      isOrderable: r.next() > 0.08,
      isFixedAsset: type.fixed,
      unit: type.unit,
      orderControl: type.fixed ? r.pick(ORDER_CONTROLS) : 'NONE',
    };
  });
  await insertBatched(productRows, 16, (b) => db.insert(products).values(b));

  const storages = facilityRows.filter((f) => f.categoryValue <= 2).map((f) => f.id);
  const balanceCount = large ? 100_000 : 400;
  const balanceRows = Array.from({ length: balanceCount }, (_, i) => {
    const product = productRows[i % productRows.length] ?? productRows[0];
    if (!product) throw new Error('no products');
    const quantity = product.isFixedAsset ? 1 : r.int(0, 40);
    return {
      id: i + 1,
      facilityId: storages[Math.floor(i / productRows.length) % storages.length] ?? 2,
      productId: product.id,
      location: `${String.fromCharCode(65 + r.int(0, 5))}-${r.int(1, 20)}-${r.int(1, 6)}`,
      quantity,
      allocatedQuantity: quantity > 0 && r.next() < 0.2 ? 1 : 0,
      batch: product.isFixedAsset ? null : r.next() < 0.3 ? `B${r.int(2400, 2599)}` : null,
      inventoryNumber: product.isFixedAsset ? `HMC${String(500000 + i)}` : null,
    };
  });
  await insertBatched(balanceRows, 8, (b) => db.insert(stockBalances).values(b));

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
}
