/**
 * The seeded world every area uses: facilities of each category, the storages' warehouses and
 * locations, product reference data (item classes, ISO 9999 codes, suppliers, reason codes), the
 * products and their accessories, stock in storage, and the clients with their addresses, contacts,
 * holdings, holding history and tasks. docs/world.md describes it in prose.
 *
 * The fixture clients of fixtures.ts come first (ids 1 to 8), then generated people (numbers from
 * Skatteverket's test list, never a persona's or a fixture's) and a few units. Everything is drawn
 * from a seeded random sequence of its own and dated relative to `now`, so a run gives the same rows
 * (at other dates). Built as plain rows first, then written with one INSERT … SELECT FROM
 * json_to_recordset per few thousand rows: the large scale (100,000 products, 20,000 clients) builds
 * in seconds. Platform-neutral (it also runs in the browser entry): no Node modules.
 */
import { and, asc, eq, getTableColumns, like, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../db/index.ts';
import {
  clientAddresses,
  clientContacts,
  clients,
  facilities,
  holdingTransactions,
  isoCodes,
  itemClasses,
  productAccessories,
  productContents,
  products,
  reasonCodes,
  stockItems,
  suppliers,
  taskLines,
  tasks,
  warehouseLocations,
  warehouses,
  type ProductPerformanceAttribute,
} from '../db/schema.ts';
import { FACILITY_CATEGORY } from '../../src/contract/constants.ts';
import {
  CARE_UNIT_CLIENTS,
  FIXTURE_CLIENTS,
  FIXTURE_DEREGISTRATION_REASON,
  FIXTURE_HOLDINGS,
  FIXTURE_PRESCRIBER,
  BASE_STORAGE_FIXTURES,
  WORK_LIST_FIXTURES,
  MAIN_WAREHOUSE_SUFFIX,
  NOT_IN_POPULATION_REGISTER,
  PERSONA_IDENTITY_NUMBERS,
  POPULATION_REGISTER,
  RETURN_LOCATION_VALUE,
  RETURN_WAREHOUSE_SUFFIX,
} from './fixtures.ts';
import { seedOrderingReference } from './orders.ts';
import { rng } from './random.ts';

export type WorldOptions = {
  scale: 'demo' | 'large';
  /** Test personal identity numbers (12 digits), from server/seed/data/testpersonnummer.txt. */
  identityNumbers: string[];
  now: Date;
};

// ------------------------------------------------------------------------------------ municipalities

/** The municipalities (customers), by regional group: code and name. */
export const GROUP_1 = [
  ['1280', 'Malmö'], ['1281', 'Lund'], ['1287', 'Trelleborg'], ['1233', 'Vellinge'], ['1263', 'Svedala'], ['1230', 'Staffanstorp'],
] as const;
export const GROUP_2 = [
  ['1380', 'Halmstad'], ['1381', 'Laholm'], ['1382', 'Falkenberg'], ['1383', 'Varberg'], ['1384', 'Kungsbacka'], ['1315', 'Hylte'],
  ['1490', 'Borås'], ['1491', 'Ulricehamn'], ['1463', 'Mark'], ['1465', 'Svenljunga'], ['1452', 'Tranemo'],
] as const;
const MUNICIPALITY_IDS: string[] = [...GROUP_1, ...GROUP_2].map(([id]) => id);
/** The goods owner of a client's fixed assets: the client's municipality. */
const MUNICIPALITY_NAMES: Record<string, string> = Object.fromEntries([...GROUP_1, ...GROUP_2].map(([id, name]) => [id, `${name} kommun`]));

/** Postal numbers and post towns in each municipality (the registered addresses draw from them). */
const POSTAL: Record<string, readonly (readonly [string, string])[]> = {
  '1280': [['21145', 'Malmö'], ['21216', 'Malmö'], ['21421', 'Malmö'], ['21532', 'Malmö'], ['21763', 'Malmö']],
  '1281': [['22221', 'Lund'], ['22350', 'Lund'], ['22465', 'Lund'], ['22737', 'Lund']],
  '1287': [['23142', 'Trelleborg'], ['23166', 'Trelleborg']],
  '1233': [['23531', 'Vellinge'], ['23632', 'Höllviken']],
  '1263': [['23331', 'Svedala']],
  '1230': [['24530', 'Staffanstorp']],
  '1380': [['30241', 'Halmstad'], ['30245', 'Halmstad'], ['30260', 'Halmstad']],
  '1381': [['31231', 'Laholm']],
  '1382': [['31130', 'Falkenberg']],
  '1383': [['43230', 'Varberg'], ['43241', 'Varberg']],
  '1384': [['43430', 'Kungsbacka']],
  '1315': [['31431', 'Hyltebruk']],
  '1490': [['50330', 'Borås'], ['50335', 'Borås'], ['50457', 'Borås']],
  '1491': [['52330', 'Ulricehamn']],
  '1463': [['51130', 'Kinna']],
  '1465': [['51250', 'Svenljunga']],
  '1452': [['51430', 'Tranemo']],
};

// ---------------------------------------------------------------------------------------- facilities

type FacilityRow = typeof facilities.$inferInsert;
const CATEGORY_LABEL: Record<number, string> = {
  [FACILITY_CATEGORY.centralWarehouse]: 'Centrallager',
  [FACILITY_CATEGORY.baseStorage]: 'Baslager',
  [FACILITY_CATEGORY.provider]: 'Hjälpmedelscentral',
  [FACILITY_CATEGORY.clientLocation]: 'Vårdenhet',
};
const facility = (id: number, value: string, label: string, category: number, customerId: string | null, street: string, postalNo: string, city: string): FacilityRow => ({
  id, value, label, categoryValue: category, categoryLabel: CATEGORY_LABEL[category] ?? '', customerId, street, postalNo, city,
});

/**
 * Facilities: 1 the central warehouse, 2-5 the base storages, 6-8 and 11 care units (client
 * locations), 9-10 the provider's own sites (no municipality, so no user's location list shows them).
 */
export const FACILITIES: FacilityRow[] = [
  facility(1, 'CL-MLM', 'Centrallager Malmö', 1, '1280', 'Industrigatan 12', '21214', 'Malmö'),
  facility(2, 'BL-MLM', 'Baslager Malmö Centrum', 2, '1280', 'Föreningsgatan 7', '21144', 'Malmö'),
  facility(3, 'BL-LND', 'Baslager Lund', 2, '1281', 'Bangatan 3', '22221', 'Lund'),
  facility(4, 'BL-HSD', 'Baslager Halmstad', 2, '1380', 'Kristinebergsvägen 20', '30241', 'Halmstad'),
  facility(5, 'BL-BRS', 'Baslager Borås', 2, '1490', 'Åsbogatan 4', '50335', 'Borås'),
  facility(6, 'VB-SOL', 'Vårdboendet Solgläntan', 5, '1281', 'Solvägen 2', '22465', 'Lund'),
  facility(7, 'HT-TRB', 'Hemtjänsten Trelleborg Norr', 5, '1287', 'Hedvägen 40', '23166', 'Trelleborg'),
  facility(8, 'RH-VBG', 'Rehabenheten Varberg', 5, '1383', 'Västra vägen 9', '43230', 'Varberg'),
  facility(9, 'HMC-MLM', 'Hjälpmedelscentralen Malmö, teknik och utprovning', 4, null, 'Industrigatan 14', '21214', 'Malmö'),
  facility(10, 'HMC-HSD', 'Hjälpmedelscentralen Halmstad, teknik och utprovning', 4, null, 'Stationsgatan 50', '30245', 'Halmstad'),
  facility(11, 'AB-BRS', 'Äldreboendet Almåsgården', 5, '1490', 'Almåsgatan 17', '50457', 'Borås'),
];

/** The base storage serving each municipality: deliveries (CH) come from it, collections (CA) go to it. */
const SERVING_STORAGE: Record<string, number> = {
  '1280': 2, '1233': 2, '1263': 2, '1230': 2, '1287': 2, '1281': 3,
  '1380': 4, '1381': 4, '1382': 4, '1383': 4, '1384': 4, '1315': 4,
  '1490': 5, '1491': 5, '1463': 5, '1465': 5, '1452': 5,
};

/** Inserts the facilities, or brings existing ones up to date (a data folder seeded before them). */
export async function seedFacilities(db: Db): Promise<void> {
  await db
    .insert(facilities)
    .values(FACILITIES)
    .onConflictDoUpdate({
      target: facilities.id,
      set: {
        value: sql`excluded.value`,
        label: sql`excluded.label`,
        categoryValue: sql`excluded.category_value`,
        categoryLabel: sql`excluded.category_label`,
        customerId: sql`excluded.customer_id`,
        street: sql`excluded.street`,
        postalNo: sql`excluded.postal_no`,
        city: sql`excluded.city`,
      },
    });
}

// ------------------------------------------------------------------------- warehouses and locations

type WarehouseRow = typeof warehouses.$inferInsert;
type LocationRow = typeof warehouseLocations.$inferInsert;
const AISLES = ['A', 'B', 'C', 'D', 'E', 'F'];
const SHELVES = 10;
const LEVELS = 3;

/** The storages' warehouses (main and returns) and their locations; the same at every scale. */
function buildWarehouses() {
  const warehouseRows: WarehouseRow[] = [];
  const locationRows: LocationRow[] = [];
  /** By storage facility id: the main warehouse's locations and the return warehouse's. */
  const byStorage = new Map<number, { main: WarehouseRow; ret: WarehouseRow; mainLocations: LocationRow[]; returnLocations: LocationRow[] }>();
  let locationId = 0;
  for (const f of FACILITIES.filter((x) => x.categoryValue === FACILITY_CATEGORY.centralWarehouse || x.categoryValue === FACILITY_CATEGORY.baseStorage)) {
    const id = f.id ?? 0;
    const main: WarehouseRow = { id: 2 * id - 1, facilityId: id, value: `${f.value}${MAIN_WAREHOUSE_SUFFIX}`, label: 'Huvudlager' };
    const ret: WarehouseRow = { id: 2 * id, facilityId: id, value: `${f.value}${RETURN_WAREHOUSE_SUFFIX}`, label: 'Returer/rekond' };
    warehouseRows.push(main, ret);
    const mainLocations: LocationRow[] = [];
    for (const aisle of AISLES) {
      for (let shelf = 1; shelf <= SHELVES; shelf++) {
        for (let level = 1; level <= LEVELS; level++) {
          const s = String(shelf).padStart(2, '0');
          mainLocations.push({ id: ++locationId, warehouseId: main.id, value: `${aisle}-${s}-${level}`, label: `Gång ${aisle}, hylla ${s}, plan ${level}`, isAllocatable: true });
        }
      }
    }
    // The return location first (lowest id of its warehouse), then the reconditioning bench.
    const returnLocations: LocationRow[] = [
      { id: ++locationId, warehouseId: ret.id, value: RETURN_LOCATION_VALUE, label: 'Returhylla', isAllocatable: false },
      { id: ++locationId, warehouseId: ret.id, value: 'REK-01', label: 'Rekonditionering', isAllocatable: false },
    ];
    locationRows.push(...mainLocations, ...returnLocations);
    byStorage.set(id, { main, ret, mainLocations, returnLocations });
  }
  return { warehouseRows, locationRows, byStorage };
}

/**
 * The return location of a base storage (or the central warehouse): where RETURN_TO_STORAGE puts
 * holdings. The first location of the storage's warehouse whose value ends with
 * RETURN_WAREHOUSE_SUFFIX (its value is RETURN_LOCATION_VALUE); null when the facility has none.
 */
export async function findReturnLocation(db: Db, facilityId: number): Promise<{ id: number; value: string; warehouseId: number } | null> {
  const [row] = await db
    .select({ id: warehouseLocations.id, value: warehouseLocations.value, warehouseId: warehouseLocations.warehouseId })
    .from(warehouseLocations)
    .innerJoin(warehouses, eq(warehouses.id, warehouseLocations.warehouseId))
    .where(and(eq(warehouses.facilityId, facilityId), like(warehouses.value, `%${RETURN_WAREHOUSE_SUFFIX}`)))
    .orderBy(asc(warehouseLocations.id))
    .limit(1);
  return row ?? null;
}

// ----------------------------------------------------------------------------------- reference data

/** Item classes; `slug` names the class's product image, served at /rs/fsp/v1/product-images/<slug>.svg. */
export const ITEM_CLASSES = [
  { id: 1, label: 'Gånghjälpmedel', slug: 'ganghjalpmedel' },
  { id: 2, label: 'Rullstolar', slug: 'rullstolar' },
  { id: 3, label: 'Hygienhjälpmedel', slug: 'hygien' },
  { id: 4, label: 'Sängar och madrasser', slug: 'sangar' },
  { id: 5, label: 'Lyftar och selar', slug: 'lyftar' },
  { id: 6, label: 'Vardagshjälpmedel', slug: 'vardagshjalpmedel' },
  { id: 7, label: 'Förflyttningshjälpmedel', slug: 'forflyttning' },
  { id: 8, label: 'Sittdynor och positionering', slug: 'sittdynor' },
] as const;

/** ISO 9999 codes (six digits: class, subclass, division) with their Swedish labels. */
export const ISO_CODES = [
  { id: 1, value: '120606', label: 'Rollatorer' },
  { id: 2, value: '120609', label: 'Gåbord' },
  { id: 3, value: '120303', label: 'Käppar' },
  { id: 4, value: '120306', label: 'Armbågskryckor' },
  { id: 5, value: '120712', label: 'Korgar och brickor till gånghjälpmedel' },
  { id: 6, value: '122203', label: 'Manuella rullstolar med drivringar' },
  { id: 7, value: '122306', label: 'Elrullstolar med manuell styrning' },
  { id: 8, value: '122424', label: 'Rullstolsbord' },
  { id: 9, value: '093303', label: 'Dusch- och badstolar, pallar' },
  { id: 10, value: '091215', label: 'Toalettförhöjningar' },
  { id: 11, value: '181210', label: 'Sängar med motordriven inställning' },
  { id: 12, value: '043306', label: 'Tryckfördelande madrasser' },
  { id: 13, value: '043303', label: 'Tryckfördelande sittdynor' },
  { id: 14, value: '123612', label: 'Fast monterade lyftar' },
  { id: 15, value: '123621', label: 'Lyftselar' },
  { id: 16, value: '242103', label: 'Griptänger' },
  { id: 17, value: '123103', label: 'Glidbrädor, glidmattor och vändlakan' },
  { id: 18, value: '123109', label: 'Vridplattor' },
  { id: 19, value: '181810', label: 'Stödhandtag och handtag' },
] as const;

export const SUPPLIERS = [
  { id: 1, label: 'Etac', code: 'ETA' },
  { id: 2, label: 'Invacare', code: 'INV' },
  { id: 3, label: 'Permobil', code: 'PER' },
  { id: 4, label: 'Sunrise Medical', code: 'SUN' },
  { id: 5, label: 'Handicare', code: 'HAN' },
  { id: 6, label: 'Human Care', code: 'HUM' },
  { id: 7, label: 'Mediq', code: 'MED' },
  { id: 8, label: 'Arjo', code: 'ARJ' },
  { id: 9, label: 'Vermeiren', code: 'VER' },
] as const;

/** Reason codes: SCRAPPING (why stock is scrapped) and one of another category (stocktaking). */
export const REASON_CODES = [
  { id: 1, category: 'SCRAPPING', value: 'TRASIG', label: 'Trasig', labelEn: 'Broken' },
  { id: 2, category: 'SCRAPPING', value: 'SLITEN', label: 'Sliten', labelEn: 'Worn out' },
  { id: 3, category: 'SCRAPPING', value: 'SAKNAS', label: 'Saknas', labelEn: 'Missing' },
  { id: 4, category: 'SCRAPPING', value: 'FORALDRAD', label: 'Föråldrad', labelEn: 'Obsolete' },
  { id: 5, category: 'SCRAPPING', value: 'HYGIEN', label: 'Hygienskäl', labelEn: 'Hygiene reasons' },
  { id: 6, category: 'INVENTORY', value: 'INVENTERING', label: 'Inventeringsdifferens', labelEn: 'Stocktaking difference' },
] as const;

type StockKind = 'fixed' | 'batch' | 'plain';
type ProductType = {
  name: string;
  iso: string;
  itemClass: number;
  price: number;
  unit: string;
  /** fixed: a fixed asset (serial-number controlled, quantity 1, inventory number); batch: batch controlled. */
  kind: StockKind;
  suppliers: readonly number[];
  text: string;
  /**
   * Its performance attributes (spec 3 §4 Receive delivery: up to 7), whose values receiving a
   * fixed asset of the type asks for; every product of the type has them. Only fixed types have
   * any, and all but Gåbord do (the receive's path without attributes).
   */
  attributes?: readonly ProductPerformanceAttribute[];
};

const MAX_USER_WEIGHT = { id: 'MAX_USER_WEIGHT', label: 'Max brukarvikt (kg)' };

/**
 * The product types: product i is of type i modulo the number of types, so product id n (n from 1
 * to the number of types) is the first product of type n-1 (FIXTURE_HOLDINGS names them).
 */
export const PRODUCT_TYPES: readonly ProductType[] = [
  { name: 'Rollator', iso: '120606', itemClass: 1, price: 2450, unit: 'st', kind: 'fixed', suppliers: [1, 6, 2, 9], text: 'Fyrhjulig rollator med korg, bricka och parkeringsbroms. Fälls ihop med ett handgrepp och ryms i ett bagageutrymme.', attributes: [{ id: 'HANDLE_HEIGHT', label: 'Handtagshöjd (cm)' }, MAX_USER_WEIGHT, { id: 'WIDTH', label: 'Totalbredd (cm)' }] },
  { name: 'Manuell rullstol', iso: '122203', itemClass: 2, price: 8900, unit: 'st', kind: 'fixed', suppliers: [2, 4, 9, 1], text: 'Hopfällbar rullstol med drivringar, avtagbara benstöd och justerbar ryggvinkel. Sittbredd och sitthöjd ställs in vid utprovningen.', attributes: [{ id: 'SEAT_WIDTH', label: 'Sittbredd (cm)' }, { id: 'SEAT_DEPTH', label: 'Sittdjup (cm)' }, { id: 'SEAT_HEIGHT', label: 'Sitthöjd (cm)' }, MAX_USER_WEIGHT] },
  { name: 'Elrullstol', iso: '122306', itemClass: 2, price: 48500, unit: 'st', kind: 'fixed', suppliers: [3, 2, 4], text: 'Elrullstol för inom- och utomhusbruk med joystickstyrning, elektrisk sitthöjd och tiltfunktion. Levereras och instrueras av tekniker.', attributes: [{ id: 'SEAT_WIDTH', label: 'Sittbredd (cm)' }, { id: 'SEAT_DEPTH', label: 'Sittdjup (cm)' }, { id: 'SEAT_HEIGHT', label: 'Sitthöjd (cm)' }, MAX_USER_WEIGHT, { id: 'BATTERY', label: 'Batterikapacitet (Ah)' }, { id: 'MAX_SPEED', label: 'Maxhastighet (km/h)' }, { id: 'RANGE', label: 'Räckvidd (km)' }] },
  { name: 'Duschpall', iso: '093303', itemClass: 3, price: 690, unit: 'st', kind: 'plain', suppliers: [1, 5, 7], text: 'Duschpall med halkskydd på benen och handtag på sitsen. Höjdinställbar.' },
  { name: 'Toalettförhöjning', iso: '091215', itemClass: 3, price: 520, unit: 'st', kind: 'plain', suppliers: [1, 5, 7], text: 'Toalettförhöjning som fästs på toalettstolen utan verktyg. Finns med och utan armstöd.' },
  { name: 'Vårdsäng', iso: '181210', itemClass: 4, price: 16400, unit: 'st', kind: 'fixed', suppliers: [2, 8, 5], text: 'Elektriskt reglerbar vårdsäng med höj- och sänkbar liggyta, ryggstöd och knäbrytning. Sänggrindar ingår.', attributes: [{ id: 'BED_LENGTH', label: 'Liggytans längd (cm)' }, { id: 'BED_WIDTH', label: 'Liggytans bredd (cm)' }, { id: 'MIN_HEIGHT', label: 'Lägsta höjd (cm)' }, { id: 'MAX_HEIGHT', label: 'Högsta höjd (cm)' }, { id: 'SAFE_WORKING_LOAD', label: 'Max belastning (kg)' }] },
  { name: 'Tryckavlastande madrass', iso: '043306', itemClass: 4, price: 5200, unit: 'st', kind: 'fixed', suppliers: [8, 2, 5], text: 'Tryckfördelande madrass i formskuren skumplast för personer med risk för trycksår. Tvättbart överdrag.', attributes: [{ id: 'LENGTH', label: 'Längd (cm)' }, { id: 'WIDTH', label: 'Bredd (cm)' }, { id: 'THICKNESS', label: 'Tjocklek (cm)' }, MAX_USER_WEIGHT] },
  { name: 'Lyftsele', iso: '123621', itemClass: 5, price: 1850, unit: 'st', kind: 'batch', suppliers: [8, 5, 1], text: 'Lyftsele med delade benstöd för förflyttning med tak- eller golvlyft. Storlek efter brukarens mått.' },
  { name: 'Taklyft', iso: '123612', itemClass: 5, price: 27600, unit: 'st', kind: 'fixed', suppliers: [8, 5, 1], text: 'Taklyft för rälssystem med maxlast 200 kg. Installeras av tekniker; besiktas årligen.', attributes: [{ id: 'MAX_LOAD', label: 'Maxlast (kg)' }, { id: 'LIFT_RANGE', label: 'Lyfthöjd (cm)' }, { id: 'BATTERY', label: 'Batterikapacitet (Ah)' }] },
  { name: 'Griptång', iso: '242103', itemClass: 6, price: 185, unit: 'st', kind: 'batch', suppliers: [1, 7, 6], text: 'Lätt griptång med magnet i spetsen och vridbart grepp. Längd 75 cm.' },
  { name: 'Käpp', iso: '120303', itemClass: 1, price: 240, unit: 'st', kind: 'plain', suppliers: [1, 6, 7], text: 'Justerbar käpp i aluminium med anatomiskt handtag och halkskydd.' },
  { name: 'Armbågskrycka', iso: '120306', itemClass: 1, price: 310, unit: 'par', kind: 'plain', suppliers: [1, 6, 7], text: 'Armbågskryckor i par, höjdjusterbara, med mjukt handtag.' },
  { name: 'Glidlakan', iso: '123103', itemClass: 7, price: 640, unit: 'st', kind: 'batch', suppliers: [5, 8, 1], text: 'Glidlakan med låg friktion för vändning och förflyttning i säng.' },
  { name: 'Sittdyna', iso: '043303', itemClass: 8, price: 1290, unit: 'st', kind: 'plain', suppliers: [4, 2, 1], text: 'Tryckfördelande sittdyna för rullstol, med halkfri undersida och tvättbart överdrag.' },
  { name: 'Rollatorkorg', iso: '120712', itemClass: 1, price: 260, unit: 'st', kind: 'plain', suppliers: [1, 6, 9], text: 'Korg som hakas på rollatorns framkant. Bär upp till 5 kg.' },
  { name: 'Duschstol med hjul', iso: '093303', itemClass: 3, price: 4200, unit: 'st', kind: 'fixed', suppliers: [1, 5, 2], text: 'Dusch- och toalettstol med fyra låsbara hjul, uppfällbara armstöd och fotstöd.', attributes: [{ id: 'SEAT_HEIGHT', label: 'Sitthöjd (cm)' }, { id: 'SEAT_WIDTH', label: 'Sittbredd (cm)' }, MAX_USER_WEIGHT] },
  { name: 'Gåbord', iso: '120609', itemClass: 1, price: 6900, unit: 'st', kind: 'fixed', suppliers: [1, 6, 9], text: 'Höjdinställbart gåbord med underarmsstöd och bromsar, för gångträning inomhus.' },
  { name: 'Stödhandtag', iso: '181810', itemClass: 6, price: 350, unit: 'st', kind: 'plain', suppliers: [1, 7, 5], text: 'Stödhandtag för vägg, 40 cm, med räfflat grepp.' },
  { name: 'Vridplatta', iso: '123109', itemClass: 7, price: 1450, unit: 'st', kind: 'plain', suppliers: [5, 8, 1], text: 'Vridplatta för stående förflyttning, med handtag och halkfri yta.' },
  { name: 'Rullstolsbord', iso: '122424', itemClass: 2, price: 980, unit: 'st', kind: 'plain', suppliers: [2, 4, 9], text: 'Bord i genomskinlig plast som fästs på rullstolens armstöd.' },
];

/** Which product types are ordered as accessories of which: main type, accessory type. */
const ACCESSORY_LINKS: readonly (readonly [string, string])[] = [
  ['Manuell rullstol', 'Sittdyna'],
  ['Manuell rullstol', 'Rullstolsbord'],
  ['Elrullstol', 'Sittdyna'],
  ['Elrullstol', 'Rullstolsbord'],
  ['Vårdsäng', 'Tryckavlastande madrass'],
  ['Rollator', 'Rollatorkorg'],
  ['Taklyft', 'Lyftsele'],
];

const VARIANTS = ['Standard', 'Smal', 'Bred', 'Låg', 'Hög', 'Lätt', 'XL', 'Junior', 'Plus', 'Komfort', 'Classic', 'Active'];
const ORDER_CONTROLS = ['NONE', 'NONE', 'NONE', 'INSTALLATION_OPTIONAL', 'ASSEMBLY_OPTIONAL', 'INSTALLATION_MANDATORY', 'ASSEMBLY_MANDATORY'] as const;

const typeIndex = (name: string) => {
  const i = PRODUCT_TYPES.findIndex((t) => t.name === name);
  if (i < 0) throw new Error(`no product type ${name}`);
  return i;
};
/** The id of the n-th product (from 0) of a product type. */
const productIdOf = (type: string, n = 0) => n * PRODUCT_TYPES.length + typeIndex(type) + 1;

/** A product image of an item class, as the server serves it (server/routes/products.ts, server/seed/images.ts). */
/**
 * The product serial-number controlled that is not a fixed asset (issue 38): the last product of
 * either seed, of the Elrullstol type's class and ISO code, in no storage and not orderable.
 */
export const SERIAL_PRODUCT = { type: 'Elrullstol', productNumber: '300001', name: 'Batteripaket Permobil 50 Ah' } as const;

export const productImage = (slug: string) => ({ name: `${slug}.svg`, url: `/rs/fsp/v1/product-images/${slug}.svg` });

/** The suppliers' sites, where their manuals and films are (the links of the linked content). */
const SUPPLIER_SITES: Record<number, string> = {
  1: 'https://www.etac.com', 2: 'https://www.invacare.eu.com', 3: 'https://www.permobil.com', 4: 'https://www.sunrisemedical.se', 5: 'https://www.handicare.com',
  6: 'https://www.humancaregroup.com', 7: 'https://www.mediq.se', 8: 'https://www.arjo.com', 9: 'https://www.vermeiren.com',
};

/**
 * The products' linked content (spec 2 §2 Product detail): for every ISO code its pictures, its
 * documents (manual, product sheet) and, for some, a film, each in two editions of which the newer
 * is the one shown; and the first product of a few types has newer pictures and a product sheet of
 * its own. Ids and dates are fixed relative to `now`; the same at every scale.
 */
export function buildProductContents(now: Date) {
  const DAY = 86_400_000;
  const dayOf = (offsetDays: number) => new Date(now.getTime() + offsetDays * DAY).toISOString().slice(0, 10);
  type ContentRow = typeof productContents.$inferInsert;
  const rows: ContentRow[] = [];
  // insertRows writes what a row names (a missing field would be null, not the column's default).
  const empty = { text: '', hyperlinkTitle: '', hyperlinks: [], images: [], documents: [], videos: [] } satisfies Partial<ContentRow>;
  let linkId = 0;
  const link = (url: string, name: string) => ({ id: ++linkId, url, name });
  const FILMED = new Set(['120606', '122203', '122306', '181210', '123612', '123621']);
  for (const iso of ISO_CODES) {
    const type = PRODUCT_TYPES.find((t) => t.iso === iso.value) ?? PRODUCT_TYPES[0];
    if (!type) continue;
    const itemClass = ITEM_CLASSES[type.itemClass - 1] ?? ITEM_CLASSES[0];
    const site = SUPPLIER_SITES[type.suppliers[0] ?? 1] ?? SUPPLIER_SITES[1] ?? '';
    const base = { isoCodeId: iso.id, productId: null };
    for (const [edition, age] of [[1, 900 + iso.id * 7], [2, 120 + iso.id * 5]] as const) {
      const current = edition === 2;
      rows.push({
        ...empty, ...base, id: rows.length + 1, category: 'IMAGE', title: `${iso.label}: bilder`, publishDate: dayOf(-age),
        text: current ? `Bilder på ${type.name.toLowerCase()} i sortimentet.` : `Äldre bilder på ${type.name.toLowerCase()}.`,
        images: [productImage(itemClass.slug)],
      });
      rows.push({
        ...empty, ...base, id: rows.length + 1, category: 'DOCUMENT', title: `${iso.label}: dokument`, publishDate: dayOf(-age - 3),
        text: current ? `Bruksanvisning och produktblad, utgåva ${new Date(now.getTime() - (age + 3) * DAY).getUTCFullYear()}.` : 'Tidigare utgåva.',
        hyperlinkTitle: 'Mer hos leverantören',
        hyperlinks: [link(site, `Leverantörens webbplats`)],
        documents: [link(`${site}/manuals/${iso.value}`, `Bruksanvisning ${type.name.toLowerCase()}`), link(`${site}/products/${iso.value}`, `Produktblad ${type.name.toLowerCase()}`)],
      });
      if (FILMED.has(iso.value)) {
        rows.push({
          ...empty, ...base, id: rows.length + 1, category: 'VIDEO', title: `${iso.label}: film`, publishDate: dayOf(-age - 10),
          text: current ? `Så ställer du in och använder en ${type.name.toLowerCase()}.` : 'Tidigare film.',
          videos: [link(`${site}/videos/${iso.value}`, `Instruktionsfilm ${type.name.toLowerCase()}`)],
        });
      }
    }
  }
  // The first product of the first four types: newer pictures of its own (shown before the ISO code's).
  for (const [t, type] of PRODUCT_TYPES.slice(0, 4).entries()) {
    const itemClass = ITEM_CLASSES[type.itemClass - 1] ?? ITEM_CLASSES[0];
    rows.push({
      ...empty, id: rows.length + 1, productId: t + 1, isoCodeId: null, category: 'IMAGE', title: `${type.name}: bilder på modellen`, publishDate: dayOf(-20 - t),
      text: `Bilder på just den här modellen.`, images: [productImage(itemClass.slug)],
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------- people

const FIRST_F = ['Anna', 'Eva', 'Maria', 'Karin', 'Kristina', 'Lena', 'Ingrid', 'Birgitta', 'Margareta', 'Elisabeth', 'Marianne', 'Gunilla', 'Ulla', 'Inger', 'Barbro', 'Britt', 'Gun', 'Elsa', 'Siv', 'Solveig'];
const FIRST_M = ['Lars', 'Anders', 'Johan', 'Per', 'Karl', 'Nils', 'Erik', 'Jan', 'Bengt', 'Gunnar', 'Sven', 'Göran', 'Lennart', 'Bo', 'Åke', 'Rolf', 'Stig', 'Ove', 'Kjell', 'Leif'];
const SURNAMES = ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Pettersson', 'Jonsson', 'Jansson', 'Hansson', 'Bengtsson', 'Jönsson', 'Lindberg', 'Jakobsson', 'Magnusson', 'Lindström', 'Olofsson', 'Lindqvist', 'Lindgren', 'Berg', 'Axelsson', 'Bergström', 'Lundberg', 'Lind', 'Lundgren', 'Lundqvist', 'Mattsson', 'Berglund', 'Fredriksson', 'Sandberg', 'Henriksson', 'Ali', 'Mohammed', 'Forsberg', 'Sjöberg', 'Wallin', 'Åberg', 'Öberg', 'Ekström', 'Holm', 'Nyström'];
const STREETS = ['Storgatan', 'Kyrkogatan', 'Skolgatan', 'Parkvägen', 'Björkvägen', 'Ringvägen', 'Södra vägen', 'Norra Allén', 'Lärkgatan', 'Ekvägen', 'Stationsgatan', 'Tallvägen', 'Villagatan', 'Trädgårdsgatan', 'Ängsvägen', 'Lindvägen', 'Rosengatan', 'Kvarngatan'];
const SUMMER_PLACES = [['Strandvägen', '27732', 'Kivik'], ['Sjövägen', '26976', 'Mellbystrand'], ['Hamnvägen', '27454', 'Skanör'], ['Badvägen', '43276', 'Träslövsläge'], ['Skogsstigen', '51495', 'Ambjörnarp']] as const;
const RELATIVES: readonly (readonly [string, 'F' | 'M' | 'any'])[] = [['Son', 'M'], ['Dotter', 'F'], ['Make', 'M'], ['Maka', 'F'], ['Sambo', 'any'], ['Barnbarn', 'any'], ['Syster', 'F'], ['Bror', 'M'], ['Granne', 'any']];
/** Prescribers of the generated holdings (Frida Förskrivare, user 1, and colleagues without an account). */
const PRESCRIBERS = ['Frida Förskrivare', 'Frida Förskrivare', 'Kalle Konsulent', 'Sara Holmgren', 'Mikael Dahl', 'Jenny Ekberg'];
const HAND_OVER_NOTES = [
  'Utprovad i hemmet, brukaren instruerad i användning och skötsel.',
  'Levererad och monterad. Anhörig närvarade vid genomgången.',
  'Överlämnad på mottagningen efter utprovning.',
  'Inställd efter brukarens mått. Uppföljning om tre månader.',
];
/** The fictitious phone range (070-174 06 xx) the personas use 05 to 15 of. */
const phone = (n: number) => `070-174 06 ${String(n).padStart(2, '0')}`;
const ascii = (s: string) => s.toLowerCase().replace(/å|ä/g, 'a').replace(/ö/g, 'o').replace(/é/g, 'e').replace(/[^a-z]/g, '');

// -------------------------------------------------------------------------------------------- rows

type Row<T extends PgTable> = T['$inferInsert'] & { id?: number };
type ClientRow = Row<typeof clients> & { id: number };
type AddressRow = Row<typeof clientAddresses>;
type ContactRow = Row<typeof clientContacts>;
type ProductRow = typeof products.$inferInsert;
type StockRow = Row<typeof stockItems> & { id: number };
type TransactionRow = Row<typeof holdingTransactions>;
type TaskRow = Row<typeof tasks> & { id: number };
type TaskLineRow = Row<typeof taskLines>;

export type World = ReturnType<typeof buildWorld>;

/** The world as rows, without touching a database (ids assigned here, so rows can refer to each other). */
export function buildWorld(options: WorldOptions) {
  const r = rng(20250610);
  const large = options.scale === 'large';
  const now = options.now;
  const DAY = 86_400_000;
  const dayOf = (offsetDays: number) => new Date(now.getTime() + offsetDays * DAY).toISOString().slice(0, 10);
  /** A date-time offsetDays from today at a given UTC hour and minute. */
  const at = (offsetDays: number, hour: number, minute = 0) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offsetDays, hour, minute));
  const dayToDate = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

  // --- warehouses
  const { warehouseRows, locationRows, byStorage } = buildWarehouses();
  const storage = (id: number) => {
    const s = byStorage.get(id);
    if (!s) throw new Error(`no storage ${id}`);
    return s;
  };

  // --- products
  const productCount = large ? 100_000 : 12 * PRODUCT_TYPES.length;
  const productRows: ProductRow[] = [];
  const productType: ProductType[] = [];
  // Large: every 97th product beyond the first of each type is free (a price of 0, which the cart's
  // total leaves out; the large seed's cart has some).
  const priced = (i: number, price: string) => (large && i >= PRODUCT_TYPES.length && i % 97 === 0 ? '0.00' : price);
  for (let i = 0; i < productCount; i++) {
    const type = PRODUCT_TYPES[i % PRODUCT_TYPES.length] ?? PRODUCT_TYPES[0];
    if (!type) throw new Error('no product types');
    const round = Math.floor(i / PRODUCT_TYPES.length);
    const supplierId = i < PRODUCT_TYPES.length ? (type.suppliers[0] ?? 1) : r.pick(type.suppliers);
    const supplier = SUPPLIERS[supplierId - 1] ?? SUPPLIERS[0];
    const variant = VARIANTS[round % VARIANTS.length] ?? 'Standard';
    const series = Math.floor(round / VARIANTS.length);
    const itemClass = ITEM_CLASSES[type.itemClass - 1] ?? ITEM_CLASSES[0];
    const iso = ISO_CODES.find((c) => c.value === type.iso) ?? ISO_CODES[0];
    // The first product of each type is active and orderable (the fixtures use them).
    const roll = i < PRODUCT_TYPES.length ? 0 : r.next();
    const status = roll < 0.86 ? 'ACTIVE' : roll < 0.95 ? 'PHASING_OUT' : 'DISCONTINUED';
    const name = `${type.name} ${supplier.label} ${variant}${series > 0 ? ` ${series + 1}` : ''}`;
    productRows.push({
      id: i + 1,
      productNumber: String(100000 + i),
      name,
      description: `${type.name}, modell ${variant.toLowerCase()}, från ${supplier.label}.`,
      text: type.text,
      itemClassId: itemClass.id,
      isoCodeId: iso.id,
      supplierId: supplier.id,
      supplierItemNumber: `${supplier.code}-${r.int(10000, 99999)}`,
      salesPrice: priced(i, (type.price * (0.8 + r.next() * 0.5)).toFixed(2)),
      salesPriceQuantity: 1,
      numberOfPriceDecimals: 2,
      salesPriceCurrency: 'SEK',
      status,
      isOrderable: status !== 'DISCONTINUED' && (i < PRODUCT_TYPES.length || r.next() > 0.04),
      isFixedAsset: type.kind === 'fixed',
      isBatchControlled: type.kind === 'batch',
      isSerialNumberControlled: type.kind === 'fixed',
      unit: type.unit,
      orderControl: type.kind === 'fixed' && i >= PRODUCT_TYPES.length ? r.pick(ORDER_CONTROLS) : 'NONE',
      replenishmentGroup: type.kind === 'fixed' ? null : r.pick(['A', 'B', 'C']),
      images: [productImage(itemClass.slug)],
      makes: [{ id: supplier.id, label: supplier.label, value: supplier.code }],
      performanceAttributes: type.attributes ? [...type.attributes] : [],
    });
    productType.push(type);
  }
  // Issue 38: one product serial-number controlled but not a fixed asset (received lot-controlled:
  // a serial number, one at a time, no inventory number), after the catalogue's products so that
  // none of theirs moves, in no storage and not orderable (it is to be received, then handed out).
  {
    const type = PRODUCT_TYPES[typeIndex(SERIAL_PRODUCT.type)] as ProductType;
    const supplier = SUPPLIERS[2] ?? SUPPLIERS[0];
    const itemClass = ITEM_CLASSES[type.itemClass - 1] ?? ITEM_CLASSES[0];
    productRows.push({
      id: productCount + 1,
      productNumber: SERIAL_PRODUCT.productNumber,
      name: SERIAL_PRODUCT.name,
      description: 'Batteripaket till elrullstol, 24 V 50 Ah, med serienummer för spårbarhet.',
      text: 'Batteripaket till elrullstol. Varje paket har ett serienummer som följer det från mottagning till brukare.',
      itemClassId: itemClass.id,
      isoCodeId: (ISO_CODES.find((c) => c.value === type.iso) ?? ISO_CODES[0]).id,
      supplierId: supplier.id,
      supplierItemNumber: `${supplier.code}-50024`,
      salesPrice: '3450.00',
      salesPriceQuantity: 1,
      numberOfPriceDecimals: 2,
      salesPriceCurrency: 'SEK',
      status: 'ACTIVE',
      isOrderable: false,
      isFixedAsset: false,
      isBatchControlled: false,
      isSerialNumberControlled: true,
      unit: 'st',
      orderControl: 'NONE',
      replenishmentGroup: 'A',
      images: [productImage(itemClass.slug)],
      makes: [{ id: supplier.id, label: supplier.label, value: supplier.code }],
      performanceAttributes: [],
    });
    productType.push({ name: type.name, iso: type.iso, itemClass: type.itemClass, price: 3450, unit: 'st', kind: 'plain', suppliers: [supplier.id], text: type.text });
  }
  const typeOf = (productId: number): ProductType => productType[productId - 1] ?? (PRODUCT_TYPES[0] as ProductType);
  const productOf = (productId: number): ProductRow => {
    const p = productRows[productId - 1];
    if (!p) throw new Error(`no product ${productId}`);
    return p;
  };
  const perType = Math.floor(productCount / PRODUCT_TYPES.length);

  // --- product accessories: two of the accessory type per main product (the first main product of
  // a type takes the first accessory product of each linked type).
  const accessoryRows: (typeof productAccessories.$inferInsert)[] = [];
  for (let n = 0; n < perType; n++) {
    for (const [main, accessory] of ACCESSORY_LINKS) {
      const productId = productIdOf(main, n);
      const picks = new Set<number>();
      if (n === 0) picks.add(productIdOf(accessory, 0));
      while (picks.size < 2) picks.add(productIdOf(accessory, r.int(0, perType - 1)));
      for (const accessoryId of picks) accessoryRows.push({ productId, accessoryId });
    }
  }

  // --- stock items: storage first
  const stockRows: StockRow[] = [];
  let inventorySeq = 500_000;
  let serialSeq = 10_000;
  const stockFields = (productId: number, quantity: number) => {
    const type = typeOf(productId);
    const p = productOf(productId);
    const supplier = SUPPLIERS[(p.supplierId ?? 1) - 1] ?? SUPPLIERS[0];
    const acquiredDaysAgo = r.int(30, 2400);
    const fixed = type.kind === 'fixed';
    return {
      id: stockRows.length + 1,
      productId,
      quantity: fixed ? 1 : quantity,
      allocatedQuantity: 0,
      inventoryNumber: fixed ? `HMC${++inventorySeq}` : null,
      batch: type.kind === 'batch' ? `B${r.int(2401, 2552)}` : null,
      serialNumber: fixed ? `${supplier.code}${dayOf(-acquiredDaysAgo).slice(2, 4)}-${++serialSeq}` : null,
      goodsOwner: fixed ? 'Hjälpmedelscentralen Sydväst' : null,
      acquisitionDate: dayOf(-acquiredDaysAgo),
      serviceDate: fixed && r.next() < 0.6 ? dayOf(-r.int(10, Math.min(acquiredDaysAgo, 400))) : null,
      inspectionDate: fixed ? dayOf(r.int(-60, 330)) : null,
      warrantyToDate: fixed ? dayOf(-acquiredDaysAgo + 365 * r.int(2, 5)) : null,
    } satisfies Partial<StockRow>;
  };
  /** Storage rows of fixed assets by storage, free to allocate to a delivery (CH). */
  const freeFixedInStorage = new Map<number, StockRow[]>();
  const addStorageItem = (facilityId: number, productId: number, location: LocationRow, quantity: number, allocated = 0, note: string | null = null) => {
    const row: StockRow = { ...stockFields(productId, quantity), facilityId, warehouseLocationId: location.id ?? null, clientId: null, note };
    row.allocatedQuantity = Math.min(allocated, row.quantity);
    stockRows.push(row);
    if (row.inventoryNumber && location.isAllocatable && row.allocatedQuantity === 0) {
      const list = freeFixedInStorage.get(facilityId) ?? [];
      list.push(row);
      freeFixedInStorage.set(facilityId, list);
    }
    return row;
  };
  const storageIds = [...byStorage.keys()];
  for (const facilityId of storageIds) {
    const { mainLocations, returnLocations } = storage(facilityId);
    // Every storage keeps the first product of each type (three of a fixed asset): what the
    // fixtures' deliveries take.
    for (const [t, type] of PRODUCT_TYPES.entries()) {
      for (let k = 0; k < (type.kind === 'fixed' ? 3 : 1); k++) addStorageItem(facilityId, t + 1, r.pick(mainLocations), r.int(2, 30));
    }
    const rows = large ? 10_000 - PRODUCT_TYPES.length : facilityId === 1 ? 60 : 40; // large: 10,000 rows with the above
    // Large: a distinct product a row (a stride through the catalogue); demo: drawn at random.
    const stride = 7919;
    for (let k = 0; k < rows; k++) {
      const productId = large ? ((k * stride + facilityId * 1009) % productCount) + 1 : r.int(1, productCount);
      const quantity = r.int(1, 40);
      const allocated = r.next() < 0.15 ? r.int(1, Math.max(1, Math.floor(quantity / 3))) : 0;
      addStorageItem(facilityId, productId, r.pick(mainLocations), quantity, allocated);
    }
    // A few items back from clients, waiting on the return shelf and the reconditioning bench.
    for (const location of returnLocations) {
      for (let k = 0; k < 2; k++) {
        addStorageItem(facilityId, productIdOf(r.pick(['Rollator', 'Manuell rullstol', 'Vårdsäng', 'Duschstol med hjul']), r.int(0, perType - 1)), location, 1, 0,
          location.value === RETURN_LOCATION_VALUE ? 'Återlämnad, väntar på rengöring' : 'Under rekonditionering');
      }
    }
  }
  const takeFreeFixed = (facilityId: number, productId?: number): StockRow | null => {
    const list = freeFixedInStorage.get(facilityId) ?? [];
    const index = productId === undefined ? list.findIndex(() => true) : list.findIndex((row) => row.productId === productId);
    if (index < 0) return null;
    const [row] = list.splice(index, 1);
    return row ?? null;
  };

  // --- reason codes, clients
  const reserved = new Set<string>([...Object.values(FIXTURE_CLIENTS).map((c) => c.identityNumber), ...Object.values(PERSONA_IDENTITY_NUMBERS)]);
  // The list repeats a few numbers: each is used once.
  const eligible = [...new Set(options.identityNumbers)].filter((n) => /^\d{12}$/.test(n) && !reserved.has(n));
  const generatedCount = large ? 20_000 : 80;
  // Demo: people born 1925-1975, spread over the list; large: those born 1920 or later first.
  // The population register's people (fixtures.ts) are not clients: the demo's picks miss them, the
  // large seed leaves them out.
  const inRegister = new Set<string>(POPULATION_REGISTER.map((p) => p.identityNumber));
  const numbers = large
    ? [...eligible.filter((n) => n >= '1920'), ...eligible.filter((n) => n < '1920')].filter((n) => !inRegister.has(n)).slice(0, generatedCount)
    : eligible.filter((n) => n >= '1925' && n < '1976').filter((_, i) => i % 11 === 0).slice(0, generatedCount);
  if (numbers.length < generatedCount) throw new Error(`only ${numbers.length} test identity numbers for ${generatedCount} clients`);
  if (numbers.some((n) => inRegister.has(n) || (!large && n === NOT_IN_POPULATION_REGISTER))) throw new Error('a client has a number of the population register fixtures');

  const clientRows: ClientRow[] = [];
  const addressRows: AddressRow[] = [];
  const contactRows: ContactRow[] = [];
  const registered = (clientId: number, street: string, postalNo: string, city: string, careOf: string | null = null): AddressRow => ({
    clientId, description: 'Folkbokföringsadress', careOf, street, postalNo, city, isRegistered: true, facilityId: null,
  });
  const contact = (clientId: number, relation: string, firstName: string, surname: string, phoneNo: string, extra: Partial<ContactRow> = {}): ContactRow => ({
    clientId, relation, firstName, surname, phoneNo, email: null, isPrimaryContact: false, isEditable: true, ...extra,
  });

  // The fixtures (ids 1 to 8).
  const F = FIXTURE_CLIENTS;
  const fixture = (c: (typeof F)[keyof typeof F], extra: Partial<ClientRow> = {}): ClientRow => ({
    id: c.id, type: 'PERSON', identityNumber: c.identityNumber, firstName: c.firstName, surname: c.surname, customerId: c.customerId,
    phoneNo: null, email: null, useAdvanceContact: false, deregistrationDate: null, deregistrationReason: null, ...extra,
  });
  clientRows.push(
    fixture(F.astrid, { phoneNo: phone(16), email: 'astrid.nilsson@example.com', useAdvanceContact: null }),
    fixture(F.greta, { phoneNo: phone(17), useAdvanceContact: true }),
    fixture(F.maj, { phoneNo: phone(18), useAdvanceContact: true }),
    fixture(F.sven, { phoneNo: phone(19), useAdvanceContact: false }),
    fixture(F.erik, { phoneNo: phone(20), useAdvanceContact: true }),
    fixture(F.harald, { phoneNo: '040-628 04 17', useAdvanceContact: true }),
    fixture(F.nils, { useAdvanceContact: false, deregistrationDate: dayOf(-45), deregistrationReason: FIXTURE_DEREGISTRATION_REASON }),
    fixture(F.solrosen, { type: 'UNIT', phoneNo: '040-628 04 18', email: 'solrosen@example.org', useAdvanceContact: true }),
  );
  addressRows.push(
    registered(F.astrid.id, 'Storgatan 14', '21145', 'Malmö'),
    { clientId: F.astrid.id, description: 'Sommarboende', careOf: null, street: 'Strandvägen 3', postalNo: '27732', city: 'Kivik', isRegistered: false, facilityId: null },
    registered(F.greta.id, 'Bangatan 11', '22221', 'Lund'),
    { clientId: F.greta.id, description: 'Vårdboende', careOf: 'Vårdboendet Solgläntan', street: 'Solvägen 2', postalNo: '22465', city: 'Lund', isRegistered: false, facilityId: 6 },
    registered(F.maj.id, 'Lärkgatan 8', '21421', 'Malmö'),
    registered(F.sven.id, 'Hedvägen 12', '23166', 'Trelleborg'),
    registered(F.erik.id, 'Åsbogatan 21', '50335', 'Borås'),
    registered(F.harald.id, 'Kristinebergsvägen 5', '30241', 'Halmstad'),
    registered(F.nils.id, 'Västra vägen 30', '43230', 'Varberg'),
    { clientId: F.solrosen.id, description: 'Besöksadress', careOf: 'Korttidsboendet Solrosen', street: 'Rosenvägen 4', postalNo: '22465', city: 'Lund', isRegistered: true, facilityId: null },
  );
  contactRows.push(
    contact(F.greta.id, 'Son', 'Mats', 'Lindqvist', phone(21), { email: 'mats.lindqvist@example.com', isPrimaryContact: true }),
    contact(F.greta.id, 'God man', 'Karin', 'Holmberg', phone(22), { isEditable: false }),
    contact(F.greta.id, 'Dotter', 'Eva', 'Lindqvist', phone(23), { email: 'eva.lindqvist@example.com' }),
    contact(F.maj.id, 'Dotter', 'Lena', 'Bergström', phone(24), { email: 'lena.bergstrom@example.com', isPrimaryContact: true }),
    contact(F.sven.id, 'Maka', 'Birgitta', 'Holm', phone(25), { isPrimaryContact: true }),
    contact(F.sven.id, 'Granne', 'Ove', 'Persson', phone(26)),
    contact(F.erik.id, 'Son', 'Johan', 'Sandberg', phone(27), { isPrimaryContact: true }),
    contact(F.harald.id, 'Dotter', 'Ingrid', 'Ek', phone(28), { isPrimaryContact: true }),
    contact(F.harald.id, 'God man', 'Per', 'Åkesson', phone(29), { isEditable: false }),
    contact(F.solrosen.id, 'Enhetschef', 'Anna', 'Rosén', '040-628 04 19', { email: 'anna.rosen@example.org', isPrimaryContact: true }),
  );

  // The generated people.
  const careUnits = FACILITIES.filter((f) => f.categoryValue === FACILITY_CATEGORY.clientLocation);
  for (const identityNumber of numbers) {
    const id = clientRows.length + 1;
    const male = Number(identityNumber.charAt(10)) % 2 === 1;
    const customerId = r.pick(MUNICIPALITY_IDS);
    const firstName = r.pick(male ? FIRST_M : FIRST_F);
    const surname = r.pick(SURNAMES);
    const deregistered = r.next() < 0.03;
    const contactRoll = r.next();
    clientRows.push({
      id, type: 'PERSON', identityNumber, firstName, surname, customerId,
      phoneNo: contactRoll < 0.75 ? phone(r.int(30, 99)) : null,
      email: contactRoll < 0.25 ? `${ascii(firstName)}.${ascii(surname)}@example.com` : null,
      useAdvanceContact: r.next() < 0.15 ? null : r.next() < 0.5,
      deregistrationDate: deregistered ? dayOf(-r.int(5, 700)) : null,
      deregistrationReason: deregistered ? r.pick([FIXTURE_DEREGISTRATION_REASON, 'Avliden']) : null,
    });
    const [postalNo, city] = r.pick(POSTAL[customerId] ?? [['21145', 'Malmö']]);
    addressRows.push(registered(id, `${r.pick(STREETS)} ${r.int(1, 80)}`, postalNo, city));
    const extra = r.next();
    const unit = careUnits.find((f) => f.customerId === customerId);
    if (unit && extra < 0.3) {
      addressRows.push({ clientId: id, description: 'Vårdboende', careOf: unit.label, street: unit.street, postalNo: unit.postalNo, city: unit.city, isRegistered: false, facilityId: unit.id ?? null });
    } else if (extra > 0.85) {
      const [street, summerPostal, summerCity] = r.pick(SUMMER_PLACES);
      addressRows.push({ clientId: id, description: 'Sommarboende', careOf: null, street: `${street} ${r.int(1, 40)}`, postalNo: summerPostal, city: summerCity, isRegistered: false, facilityId: null });
    }
    const contacts = r.pick([0, 1, 1, 1, 2, 2, 3]);
    for (let k = 0; k < contacts; k++) {
      const [relation, gender] = r.pick(RELATIVES);
      const female = gender === 'F' || (gender === 'any' && r.next() < 0.5);
      const sameName = ['Son', 'Dotter', 'Make', 'Maka', 'Syster', 'Bror'].includes(relation);
      contactRows.push(contact(id, relation, r.pick(female ? FIRST_F : FIRST_M), sameName ? surname : r.pick(SURNAMES), phone(r.int(30, 99)), {
        isPrimaryContact: k === 0 && r.next() < 0.7,
      }));
    }
    if (r.next() < 0.04) contactRows.push(contact(id, 'God man', r.pick(FIRST_F), r.pick(SURNAMES), phone(r.int(30, 99)), { isEditable: false }));
  }
  // A couple more units.
  const units: [string, string, string, string, string, string][] = [
    ['E1280-001', 'Korttidsboendet', 'Lindgården', '1280', 'Lindgårdsvägen 6', '21532'],
    ['E1380-001', 'Hemtjänsten', 'Halmstad Centrum', '1380', 'Storgatan 40', '30245'],
    ['E1490-001', 'Dagverksamheten', 'Almen', '1490', 'Almåsgatan 15', '50457'],
  ];
  for (const [identityNumber, firstName, surname, customerId, street, postalNo] of units) {
    const id = clientRows.length + 1;
    const city = (POSTAL[customerId]?.[0] ?? ['', 'Malmö'])[1];
    clientRows.push({ id, type: 'UNIT', identityNumber, firstName, surname, customerId, phoneNo: '040-628 04 20', email: null, useAdvanceContact: true, deregistrationDate: null, deregistrationReason: null });
    addressRows.push({ clientId: id, description: 'Besöksadress', careOf: `${firstName} ${surname}`, street, postalNo, city, isRegistered: true, facilityId: null });
    contactRows.push(contact(id, 'Enhetschef', r.pick(FIRST_F), r.pick(SURNAMES), phone(r.int(30, 99)), { isPrimaryContact: true }));
  }

  // --- holdings, their history and the clients' tasks
  const transactionRows: TransactionRow[] = [];
  const taskRows: TaskRow[] = [];
  const lineRows: TaskLineRow[] = [];
  let orderSeq = 123;
  const orderNumber = (day: string) => `WO-${day.slice(0, 4)}-${String(orderSeq++).padStart(5, '0')}`;

  type HoldingSpec = { productId: number; quantity: number; allocated?: number; daysAgo: number; prescriber: string; userId: number; parent?: StockRow };
  const addHolding = (client: ClientRow, spec: HoldingSpec): StockRow => {
    const handedOverDate = dayOf(-spec.daysAgo);
    const base = stockFields(spec.productId, spec.quantity);
    // Bought before it was handed over.
    const acquisitionDate = base.acquisitionDate < handedOverDate ? base.acquisitionDate : dayOf(-spec.daysAgo - r.int(10, 200));
    const row: StockRow = {
      ...base,
      acquisitionDate,
      facilityId: null,
      warehouseLocationId: null,
      clientId: client.id,
      parentId: spec.parent?.id ?? null,
      allocatedQuantity: Math.min(spec.allocated ?? 0, base.quantity),
      goodsOwner: base.inventoryNumber ? (MUNICIPALITY_NAMES[client.customerId ?? ''] ?? null) : null,
      handedOverDate,
      handedOverBy: spec.prescriber,
      handedOverInformation: r.pick(HAND_OVER_NOTES),
      prescriberName: spec.prescriber,
      prescriptionDate: dayOf(-spec.daysAgo - r.int(7, 30)),
    };
    stockRows.push(row);
    const createdAt = dayToDate(handedOverDate, 9 + (row.id % 7));
    transactionRows.push({
      clientId: client.id, stockItemId: row.id, productId: row.productId, type: 'HANDED_OVER', quantity: row.quantity, allocatedQuantity: 0,
      inventoryNumber: row.inventoryNumber ?? null, batch: row.batch ?? null, facilityId: null, otherClientId: null, reasonCodeId: null, userId: spec.userId, createdAt,
    });
    if (spec.parent) {
      transactionRows.push({
        clientId: client.id, stockItemId: row.id, productId: row.productId, type: 'ACCESSORY_ADDED', quantity: row.quantity, allocatedQuantity: 0,
        inventoryNumber: row.inventoryNumber ?? null, batch: row.batch ?? null, facilityId: null, otherClientId: null, reasonCodeId: null, userId: spec.userId,
        createdAt: new Date(createdAt.getTime() + 15 * 60_000),
      });
    }
    return row;
  };
  /** An aid the client once held: handed over, then returned to a base storage or scrapped. */
  const addHistory = (client: ClientRow, productId: number, handedDaysAgo: number, endDaysAgo: number, end: 'RETURNED' | 'SCRAPPED', userId: number) => {
    const type = typeOf(productId);
    const inventoryNumber = type.kind === 'fixed' ? `HMC${++inventorySeq}` : null;
    const batch = type.kind === 'batch' ? `B${r.int(2201, 2452)}` : null;
    const quantity = type.kind === 'fixed' ? 1 : r.int(1, 3);
    const common = { clientId: client.id, stockItemId: null, productId, quantity, allocatedQuantity: 0, inventoryNumber, batch, otherClientId: null, userId };
    transactionRows.push({ ...common, type: 'HANDED_OVER', facilityId: null, reasonCodeId: null, createdAt: at(-handedDaysAgo, 9) });
    transactionRows.push({
      ...common,
      type: end,
      facilityId: end === 'RETURNED' ? (SERVING_STORAGE[client.customerId ?? ''] ?? 2) : null,
      reasonCodeId: end === 'SCRAPPED' ? r.pick(REASON_CODES.filter((c) => c.category === 'SCRAPPING')).id : null,
      createdAt: at(-endDaysAgo, 13, 30),
    });
  };
  type LineSpec = { productId: number; stockItemId: number | null; quantity: number };
  const addTask = (spec: {
    type: string; description: string; status: number; planned: Date; baseStorageId: number; fromWarehouse: boolean; toClientId?: number | null;
    toFacilityId?: number | null; responsibleUserId?: number | null; order?: boolean; lines: LineSpec[];
  }) => {
    const id = taskRows.length + 1;
    taskRows.push({
      id,
      type: spec.type,
      description: spec.description,
      status: spec.status,
      plannedDateTime: spec.planned,
      orderNumber: spec.order === false ? null : orderNumber(spec.planned.toISOString()),
      baseStorageId: spec.baseStorageId,
      fromWarehouseId: spec.fromWarehouse ? (storage(spec.baseStorageId).main.id ?? null) : null,
      toClientId: spec.toClientId ?? null,
      toFacilityId: spec.toFacilityId ?? null,
      responsibleUserId: spec.responsibleUserId ?? null,
    });
    for (const line of spec.lines) {
      lineRows.push({
        taskId: id, productId: line.productId, stockItemId: line.stockItemId, quantity: line.quantity, maxQuantity: line.quantity,
        reportedQuantity: spec.status === 90 ? line.quantity : 0, returnedQuantity: 0,
      });
    }
    return id;
  };
  /** A delivery line: a fixed asset is taken (and allocated) from the storage, anything else by quantity. */
  const deliveryLine = (baseStorageId: number, productId: number, quantity: number, allocate: boolean): LineSpec => {
    if (typeOf(productId).kind !== 'fixed') return { productId, stockItemId: null, quantity };
    const item = takeFreeFixed(baseStorageId, productId) ?? takeFreeFixed(baseStorageId);
    if (!item) return { productId, stockItemId: null, quantity: 1 };
    if (allocate) item.allocatedQuantity = 1;
    return { productId: item.productId, stockItemId: item.id, quantity: 1 };
  };

  // Maj's and Sven's holdings (FIXTURE_HOLDINGS, newest first), the same set for both.
  const FIXTURE_DAYS_AGO = [10, 40, 75, 120, 200, 260];
  const FIXTURE_AMOUNTS: Record<(typeof FIXTURE_HOLDINGS)[number], { quantity: number; allocated: number }> = {
    Rollator: { quantity: 1, allocated: 0 },
    Griptång: { quantity: 4, allocated: 0 },
    Duschpall: { quantity: 2, allocated: 1 },
    Vårdsäng: { quantity: 1, allocated: 0 },
    Käpp: { quantity: 1, allocated: 1 },
    Sittdyna: { quantity: 2, allocated: 0 },
  };
  const clientById = (id: number) => {
    const c = clientRows[id - 1];
    if (!c) throw new Error(`no client ${id}`);
    return c;
  };
  for (const c of [F.maj, F.sven]) {
    const client = clientById(c.id);
    const held = new Map<string, StockRow>();
    FIXTURE_HOLDINGS.forEach((name, i) => {
      const daysAgo = FIXTURE_DAYS_AGO[i] ?? 300;
      const amounts = FIXTURE_AMOUNTS[name];
      const prescriber = { prescriber: FIXTURE_PRESCRIBER.name, userId: FIXTURE_PRESCRIBER.userId };
      const row = addHolding(client, { productId: productIdOf(name), quantity: amounts.quantity, allocated: amounts.allocated, daysAgo, ...prescriber });
      row.handedOverInformation = `Utprovad och överlämnad av ${FIXTURE_PRESCRIBER.name}. Brukaren instruerad i användning och skötsel.`;
      held.set(name, row);
      if (name === 'Vårdsäng') {
        const madrass = addHolding(client, { productId: productIdOf('Tryckavlastande madrass'), quantity: 1, daysAgo, ...prescriber, parent: row });
        madrass.handedOverInformation = row.handedOverInformation;
      }
    });
    const storageId = SERVING_STORAGE[client.customerId ?? ''] ?? 2;
    // A delivery on its way (a wheelchair with a cushion), a collection of what is allocated, and an
    // older delivery that was reported (the rollator) and one that was annulled.
    addTask({
      type: 'CH', description: 'Leverans av manuell rullstol med sittdyna', status: 30, planned: at(2, 8), baseStorageId: storageId, fromWarehouse: true,
      toClientId: client.id, responsibleUserId: 3,
      lines: [deliveryLine(storageId, productIdOf('Manuell rullstol'), 1, true), { productId: productIdOf('Sittdyna'), stockItemId: null, quantity: 1 }],
    });
    const kapp = held.get('Käpp');
    const duschpall = held.get('Duschpall');
    const rollator = held.get('Rollator');
    addTask({
      type: 'CA', description: 'Hämtning av käpp och duschpall', status: 20, planned: at(5, 12), baseStorageId: storageId, fromWarehouse: false,
      toClientId: client.id, responsibleUserId: 3,
      lines: [
        { productId: productIdOf('Käpp'), stockItemId: kapp?.id ?? null, quantity: 1 },
        { productId: productIdOf('Duschpall'), stockItemId: duschpall?.id ?? null, quantity: 1 },
      ],
    });
    addTask({
      type: 'CH', description: 'Leverans av rollator', status: 90, planned: dayToDate(rollator?.handedOverDate ?? dayOf(-10), 8), baseStorageId: storageId, fromWarehouse: true,
      toClientId: client.id, responsibleUserId: 3, lines: [{ productId: productIdOf('Rollator'), stockItemId: rollator?.id ?? null, quantity: 1 }],
    });
    addTask({
      type: 'CH', description: 'Leverans av toalettförhöjning', status: 99, planned: at(-30, 10), baseStorageId: storageId, fromWarehouse: true,
      toClientId: client.id, lines: [{ productId: productIdOf('Toalettförhöjning'), stockItemId: null, quantity: 1 }],
    });
    // What they held before: a toilet seat raiser returned, a worn-out rollator scrapped.
    addHistory(client, productIdOf('Toalettförhöjning'), 700, 380, 'RETURNED', FIXTURE_PRESCRIBER.userId);
    addHistory(client, productIdOf('Rollator', 1), 1100, 20, 'SCRAPPED', FIXTURE_PRESCRIBER.userId);
  }

  // The other fixtures: Erik (Borås) holds an electric wheelchair; Astrid holds nothing.
  const frida = { prescriber: FIXTURE_PRESCRIBER.name, userId: FIXTURE_PRESCRIBER.userId };
  addHolding(clientById(F.erik.id), { productId: productIdOf('Elrullstol'), quantity: 1, daysAgo: 90, ...frida });
  addHolding(clientById(F.erik.id), { productId: productIdOf('Käpp', 1), quantity: 1, daysAgo: 400, ...frida });
  addHolding(clientById(F.greta.id), { productId: productIdOf('Rollator', 2), quantity: 1, daysAgo: 150, ...frida });
  addHolding(clientById(F.harald.id), { productId: productIdOf('Duschstol med hjul'), quantity: 1, daysAgo: 60, ...frida });
  addHolding(clientById(F.harald.id), { productId: productIdOf('Stödhandtag'), quantity: 2, daysAgo: 60, ...frida });
  addHolding(clientById(F.nils.id), { productId: productIdOf('Gåbord'), quantity: 1, daysAgo: 500, ...frida });
  addHistory(clientById(F.nils.id), productIdOf('Käpp', 2), 900, 60, 'RETURNED', FIXTURE_PRESCRIBER.userId);
  const solrosenBed = addHolding(clientById(F.solrosen.id), { productId: productIdOf('Vårdsäng', 1), quantity: 1, daysAgo: 300, ...frida });
  addHolding(clientById(F.solrosen.id), { productId: productIdOf('Tryckavlastande madrass', 1), quantity: 1, daysAgo: 300, ...frida, parent: solrosenBed });
  addHolding(clientById(F.solrosen.id), { productId: productIdOf('Glidlakan'), quantity: 6, daysAgo: 120, ...frida });
  addHolding(clientById(F.solrosen.id), { productId: productIdOf('Taklyft'), quantity: 1, daysAgo: 700, ...frida });

  // The generated clients: 0-4 holdings each, a fitted accessory now and then, some history and tasks.
  const MAIN_TYPES = new Set(ACCESSORY_LINKS.map(([main]) => main));
  const accessoryTypesOf = (name: string) => ACCESSORY_LINKS.filter(([main]) => main === name).map(([, accessory]) => accessory);
  const people = [1, 2, 4];
  const firstGenerated = Object.keys(F).length + 1;
  for (const client of clientRows.slice(firstGenerated - 1)) {
    const count = r.pick([0, 1, 1, 2, 2, 2, 3, 3, 4]);
    const held: StockRow[] = [];
    for (let k = 0; k < count; k++) {
      const productId = r.int(1, productCount);
      const type = typeOf(productId);
      const quantity = type.kind === 'fixed' ? 1 : type.kind === 'batch' ? r.int(1, 6) : r.int(1, 3);
      const prescriber = r.pick(PRESCRIBERS);
      const userId = prescriber === FIXTURE_PRESCRIBER.name ? FIXTURE_PRESCRIBER.userId : r.pick(people);
      const daysAgo = r.int(3, 1500);
      const row = addHolding(client, { productId, quantity, daysAgo, prescriber, userId });
      held.push(row);
      if (MAIN_TYPES.has(type.name) && r.next() < 0.35) {
        const accessoryType = r.pick(accessoryTypesOf(type.name));
        const accessoryId = productIdOf(accessoryType, r.int(0, perType - 1));
        addHolding(client, { productId: accessoryId, quantity: 1, daysAgo, prescriber, userId, parent: row });
      }
    }
    if (r.next() < 0.12) {
      const end = r.next() < 0.5 ? 'RETURNED' : 'SCRAPPED';
      const handed = r.int(400, 2000);
      addHistory(client, r.int(1, productCount), handed, r.int(5, handed - 30), end, r.pick(people));
    }
    if (client.deregistrationDate) continue;
    const storageId = SERVING_STORAGE[client.customerId ?? ''] ?? 2;
    const taskRoll = r.next();
    if (taskRoll < 0.12) {
      const status = r.pick([20, 30, 30, 40, 50, 60, 99]);
      const productId = r.int(1, productCount);
      const type = typeOf(productId);
      addTask({
        type: 'CH', description: `Leverans av ${type.name.toLowerCase()}`, status, planned: at(r.int(-3, 21), r.int(7, 15)), baseStorageId: storageId, fromWarehouse: true,
        toClientId: client.id, responsibleUserId: r.next() < 0.5 ? 3 : null,
        lines: [deliveryLine(storageId, productId, type.kind === 'fixed' ? 1 : r.int(1, 4), status !== 99)],
      });
    } else if (taskRoll < 0.2 && held.length > 0) {
      const item = r.pick(held);
      const status = r.pick([20, 30, 40, 99]);
      const quantity = item.quantity;
      if (status !== 99) item.allocatedQuantity = quantity;
      addTask({
        type: 'CA', description: `Hämtning av ${typeOf(item.productId).name.toLowerCase()}`, status, planned: at(r.int(-2, 14), r.int(7, 15)), baseStorageId: storageId,
        fromWarehouse: false, toClientId: client.id, responsibleUserId: r.next() < 0.5 ? 3 : null, order: false,
        lines: [{ productId: item.productId, stockItemId: item.id, quantity }],
      });
    } else if (taskRoll < 0.26 && held.length > 0) {
      const item = r.pick(held);
      addTask({
        type: 'CH', description: `Leverans av ${typeOf(item.productId).name.toLowerCase()}`, status: 90, planned: dayToDate(item.handedOverDate ?? dayOf(-30), 8),
        baseStorageId: storageId, fromWarehouse: true, toClientId: client.id, lines: [{ productId: item.productId, stockItemId: item.id, quantity: item.quantity }],
      });
    }
  }

  // Base-storage tasks for the later areas: deliveries in (Sn), moves (In) and the work list (Cn).
  const baseStorages = FACILITIES.filter((f) => f.categoryValue === FACILITY_CATEGORY.baseStorage).map((f) => f.id ?? 0);
  const storageTasks = large ? 60 : 6;
  for (const baseStorageId of baseStorages) {
    for (let k = 0; k < storageTasks; k++) {
      const kind = (['Sn', 'In', 'Cn'] as const)[k % 3] ?? 'Sn';
      const status = r.pick([20, 30, 30, 40, 50, 60, 90, 99]);
      const planned = status >= 90 ? at(-r.int(1, 60), r.int(7, 15)) : at(r.int(-2, 14), r.int(7, 15));
      const responsibleUserId = baseStorageId === 2 && r.next() < 0.7 ? 5 : null;
      const lines = Array.from({ length: r.int(1, 2) }, () => {
        const productId = r.int(1, productCount);
        return { productId, stockItemId: null, quantity: typeOf(productId).kind === 'fixed' ? 1 : r.int(1, 10) };
      });
      if (kind === 'Sn') {
        addTask({ type: 'Sn', description: 'Påfyllnad från centrallagret', status, planned, baseStorageId, fromWarehouse: false, toFacilityId: baseStorageId, responsibleUserId, lines });
        const task = taskRows[taskRows.length - 1];
        if (task) task.fromWarehouseId = storage(1).main.id ?? null;
      } else if (kind === 'In') {
        addTask({ type: 'In', description: 'Flytt från returhyllan till huvudlagret', status, planned, baseStorageId, fromWarehouse: false, toFacilityId: baseStorageId, responsibleUserId, order: false, lines });
        const task = taskRows[taskRows.length - 1];
        if (task) task.fromWarehouseId = storage(baseStorageId).ret.id ?? null;
      } else {
        const unit = careUnits.find((f) => SERVING_STORAGE[f.customerId ?? ''] === baseStorageId);
        addTask({
          type: 'Cn', description: unit ? `Leverans till ${unit.label}` : 'Leverans till vårdenhet', status, planned, baseStorageId, fromWarehouse: true,
          toFacilityId: unit?.id ?? baseStorageId, responsibleUserId, lines,
        });
      }
    }
  }

  // --- the stock balance's fixtures (BASE_STORAGE_FIXTURES): rows of their own, after every other
  // stock item and without the random sequence, so nothing above changes.
  {
    const f = BASE_STORAGE_FIXTURES;
    const located = (value: string) => {
      const location = storage(f.storage.id).mainLocations.find((l) => l.value === value);
      if (location?.id === undefined) throw new Error(`no location ${value}`);
      return location.id;
    };
    const productByNumber = (n: string) => Number(n) - 100000 + 1;
    const base = { facilityId: f.storage.id, clientId: null, acquisitionDate: dayOf(-400) };
    stockRows.push(
      { ...base, id: stockRows.length + 1, productId: productByNumber(f.plain.productNumber), warehouseLocationId: located(f.plain.location), quantity: f.plain.quantity, allocatedQuantity: f.plain.allocatedQuantity },
      {
        ...base,
        id: stockRows.length + 2,
        productId: productByNumber(f.inventory.productNumber),
        warehouseLocationId: located(f.inventory.location),
        quantity: 1,
        allocatedQuantity: 0,
        inventoryNumber: f.inventory.inventoryNumber,
        serialNumber: 'ETA24-99001',
        goodsOwner: 'Hjälpmedelscentralen Sydväst',
      },
      { ...base, id: stockRows.length + 3, productId: productByNumber(f.lastUnit.productNumber), warehouseLocationId: located(f.lastUnit.location), quantity: f.lastUnit.quantity, allocatedQuantity: 0 },
    );
  }

  // --- the work list's fixtures (WORK_LIST_FIXTURES): open Cn tasks of their own, after every other
  // task and without the random sequence, so nothing above changes.
  {
    const f = WORK_LIST_FIXTURES;
    const unit = careUnits.find((c) => SERVING_STORAGE[c.customerId ?? ''] === f.storage.id);
    const productByNumber = (n: string) => Number(n) - 100000 + 1;
    for (const fixture of [f.full, f.partial, f.maxZero]) {
      const id = addTask({
        type: 'Cn', description: fixture.description, status: 30, planned: at(1, 8), baseStorageId: f.storage.id, fromWarehouse: true,
        toFacilityId: unit?.id ?? f.storage.id, responsibleUserId: f.responsibleUserId,
        lines: fixture.lines.map((l) => ({ productId: productByNumber(l.productNumber), stockItemId: null, quantity: l.quantity })),
      });
      fixture.lines.forEach((l, i) => {
        const row = lineRows.filter((r) => r.taskId === id)[i];
        const reported = 'reported' in l ? l.reported : 0;
        if (row && reported) Object.assign(row, { reportedQuantity: reported, maxQuantity: l.quantity - reported });
      });
    }
  }

  // --- the care units' own clients (CARE_UNIT_CLIENTS): a care unit (category 5) is a client
  // location, the registered address of a unit client named as it; after every other row and
  // without the random sequence, so nothing above changes.
  for (const c of CARE_UNIT_CLIENTS) {
    const unit = careUnits.find((f) => f.id === c.facilityId);
    if (!unit) throw new Error(`no care unit ${c.facilityId}`);
    const [kind = unit.label, ...rest] = unit.label.split(' ');
    const id = clientRows.length + 1;
    clientRows.push({
      id, type: 'UNIT', identityNumber: c.identityNumber, firstName: kind, surname: rest.join(' '), customerId: unit.customerId ?? null,
      phoneNo: c.phoneNo, email: null, useAdvanceContact: true, deregistrationDate: null, deregistrationReason: null,
    });
    addressRows.push({ clientId: id, description: 'Besöksadress', careOf: unit.label, street: unit.street, postalNo: unit.postalNo, city: unit.city, isRegistered: true, facilityId: c.facilityId });
    contactRows.push(contact(id, 'Enhetschef', c.contact[0], c.contact[1], c.phoneNo, { isPrimaryContact: true }));
  }

  return {
    facilities: FACILITIES,
    warehouses: warehouseRows,
    locations: locationRows,
    itemClasses: ITEM_CLASSES.map(({ id, label }) => ({ id, label })),
    isoCodes: ISO_CODES.map(({ id, value, label }) => ({ id, value, label })),
    suppliers: SUPPLIERS.map(({ id, label }) => ({ id, label })),
    reasonCodes: REASON_CODES.map((c) => ({ ...c })),
    products: productRows,
    productAccessories: accessoryRows,
    productContents: buildProductContents(options.now),
    clients: clientRows,
    addresses: addressRows,
    contacts: contactRows,
    stockItems: stockRows,
    transactions: transactionRows,
    tasks: taskRows,
    taskLines: lineRows,
  };
}

// ------------------------------------------------------------------------------------------ writing

/**
 * Inserts rows with INSERT … SELECT FROM json_to_recordset: one parameter (the rows as JSON) per
 * chunk, explicit ids kept (OVERRIDING SYSTEM VALUE for identity columns). The columns are those the
 * rows name, typed from the Drizzle table.
 */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: readonly Row<T>[], chunk = 2_000): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  const used = [...keys].map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`no column ${key}`);
    return { key, name: column.name, type: column.getSQLType() };
  });
  const names = used.map((c) => `"${c.name}"`).join(', ');
  const definitions = used.map((c) => `"${c.name}" ${c.type}`).join(', ');
  const tableName = sql`${table}`;
  for (let i = 0; i < rows.length; i += chunk) {
    const json = JSON.stringify(
      rows.slice(i, i + chunk).map((row) => {
        const out: Record<string, unknown> = {};
        const source = row as Record<string, unknown>;
        for (const c of used) out[c.name] = source[c.key] ?? null;
        return out;
      }),
    );
    await db.execute(
      sql`INSERT INTO ${tableName} (${sql.raw(names)}) OVERRIDING SYSTEM VALUE SELECT ${sql.raw(names)} FROM json_to_recordset(${json}::json) AS x(${sql.raw(definitions)})`,
    );
  }
}

/** Moves an identity column's sequence past the ids inserted explicitly. */
export async function syncIdentity(db: Db, table: string): Promise<void> {
  await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM "${table}"), 1), (SELECT count(*) > 0 FROM "${table}"))`));
}

/**
 * Seeds the world (everything but the users, the documents and the messages): on a fresh database
 * after the users, or alone on a data folder whose world was emptied by a migration (0006). The
 * facilities are upserted, every other table must be empty. One transaction: all or nothing.
 *
 * The large scale skips the per-row foreign-key triggers while it loads (session_replication_role
 * replica, where the database role may set it: PGlite always, PostgreSQL as a superuser): the rows
 * are built consistent, and the demo scale, which the tests check, loads with every check on.
 */
export async function seedWorld(db: Db, options: WorldOptions): Promise<void> {
  const world = buildWorld(options);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (options.scale === 'large') {
      const res = await t.execute(sql`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`);
      if (rowsOf<{ rolsuper: boolean }>(res)[0]?.rolsuper) await t.execute(sql`SET LOCAL session_replication_role = replica`);
    }
    await seedFacilities(t);
    // Large: the tables' secondary indexes are built once after the load, not row by row.
    const indexes = options.scale === 'large' ? await dropSecondaryIndexes(t, WORLD_TABLES) : [];
    await insertRows(t, warehouses, world.warehouses);
    await insertRows(t, warehouseLocations, world.locations);
    await insertRows(t, itemClasses, world.itemClasses);
    await insertRows(t, isoCodes, world.isoCodes);
    await insertRows(t, suppliers, world.suppliers);
    await insertRows(t, reasonCodes, world.reasonCodes);
    await insertRows(t, products, world.products);
    await insertRows(t, productAccessories, world.productAccessories);
    await insertRows(t, productContents, world.productContents);
    await insertRows(t, clients, world.clients);
    await insertRows(t, clientAddresses, world.addresses);
    await insertRows(t, clientContacts, world.contacts);
    await insertRows(t, stockItems, world.stockItems);
    await insertRows(t, holdingTransactions, world.transactions);
    await insertRows(t, tasks, world.tasks);
    await insertRows(t, taskLines, world.taskLines);
    for (const definition of indexes) await t.execute(sql.raw(definition));
    // The catalogue's summaries: the triggers keep them from here on (the large load ran without them).
    await rebuildCatalogueSummaries(t);
    for (const table of ['clients', 'client_addresses', 'client_contacts', 'stock_items', 'holding_transactions', 'tasks', 'task_lines']) await syncIdentity(t, table);
  });
}

const WORLD_TABLES = [
  'warehouses', 'warehouse_locations', 'products', 'product_accessories', 'product_contents', 'product_stock', 'catalogue_groups', 'balance_groups', 'clients', 'client_addresses', 'client_contacts',
  'stock_items', 'holding_transactions', 'tasks', 'task_lines',
];

/** Drops the indexes of the tables that back no constraint; answers their definitions, to create them again. */
async function dropSecondaryIndexes(db: Db, tables: string[]): Promise<string[]> {
  const res = await db.execute(sql`
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename IN (${sql.join(tables.map((name) => sql`${name}`), sql`, `)})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`);
  const rows = rowsOf<{ indexname: string; indexdef: string }>(res);
  for (const row of rows) await db.execute(sql.raw(`DROP INDEX "${row.indexname}"`));
  return rows.map((row) => row.indexdef);
}

/**
 * The catalogue's summaries computed from scratch (migration 0008's triggers keep them after):
 * each product's stock per storage, the storages holding stock of each product, and the products
 * counted by their filter columns.
 */
export async function rebuildCatalogueSummaries(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM product_stock`);
  await db.execute(sql`
    INSERT INTO product_stock (product_id, facility_id, quantity, allocated_quantity)
    SELECT product_id, facility_id, sum(quantity), sum(allocated_quantity) FROM stock_items WHERE facility_id IS NOT NULL GROUP BY product_id, facility_id`);
  await db.execute(sql`
    UPDATE products p SET stock_facilities = coalesce(f.ids, '{}')
    FROM products q LEFT JOIN (
      SELECT product_id, array_agg(facility_id ORDER BY facility_id) AS ids FROM product_stock WHERE quantity > 0 GROUP BY product_id
    ) f ON f.product_id = q.id
    WHERE p.id = q.id AND p.stock_facilities IS DISTINCT FROM coalesce(f.ids, '{}')`);
  // The stock balance's rows by storage and product filter columns (migration 0014).
  await db.execute(sql`DELETE FROM balance_groups`);
  await db.execute(sql`
    INSERT INTO balance_groups (facility_id, is_orderable, item_class_id, iso_code_id, supplier_id, status, rows)
    SELECT s.facility_id, p.is_orderable, p.item_class_id, p.iso_code_id, p.supplier_id, p.status, count(*)::int
    FROM stock_items s JOIN products p ON p.id = s.product_id
    WHERE s.facility_id IS NOT NULL AND s.client_id IS NULL AND s.parent_id IS NULL
    GROUP BY 1, 2, 3, 4, 5, 6`);
  // The balance rows' words for the stock balance's text search (migration 0015).
  await db.execute(sql`
    UPDATE stock_items s SET search_text = p.search_text || ' ' || translate(lower(coalesce(s.inventory_number, '') || ' ' || coalesce(s.batch, '')), 'ÅÄÖÉÈÜ', 'åäöéèü')
    FROM products p WHERE p.id = s.product_id AND s.client_id IS NULL AND s.parent_id IS NULL`);
  await db.execute(sql`DELETE FROM catalogue_groups`);
  await db.execute(sql`
    INSERT INTO catalogue_groups (is_orderable, item_class_id, iso_code_id, supplier_id, status, stock_facilities, products)
    SELECT is_orderable, item_class_id, iso_code_id, supplier_id, status, stock_facilities, count(*) FROM products GROUP BY 1, 2, 3, 4, 5, 6`);
}

/**
 * Brings a data folder seeded before migration 0008 up to date: the products' linked content and
 * the catalogue's summaries; before migration 0009: the delivery methods and the population
 * register (not the orders). Answers whether it changed anything.
 */
export async function upgradeWorld(db: Db, now: Date): Promise<boolean> {
  const ordering = await seedOrderingReference(db);
  const res = await db.execute(sql`SELECT (SELECT count(*) FROM product_contents)::int AS contents, (SELECT count(*) FROM catalogue_groups)::int AS groups`);
  const row = rowsOf<{ contents: number; groups: number }>(res)[0];
  if (row && row.contents > 0 && row.groups > 0) return ordering;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (!row?.contents) await insertRows(t, productContents, buildProductContents(now));
    if (!row?.groups) await rebuildCatalogueSummaries(t);
  });
  return true;
}

/**
 * After a seed: the products in the catalogue's order, statistics for the planner and the
 * visibility map for index-only scans (PGlite has no autovacuum: the catalogue reads its pages from
 * products_order_idx alone only on a vacuumed table). Outside a transaction.
 */
export async function vacuumWorld(db: Db): Promise<void> {
  // The products in the catalogue's order on disk: a page, or what a search for a kind of product
  // matched, sits on few pages (the catalogue is read far more than it changes).
  await db.execute(sql`CLUSTER products USING products_order_idx`);
  // stock_items too: the stock balance reads a storage's rows from stock_items_balance_idx alone.
  await db.execute(sql`VACUUM ANALYZE products, product_stock, catalogue_groups, balance_groups, stock_items`);
  await db.execute(sql`ANALYZE`);
}

/** Whether the world is there (a data folder seeded before migration 0006 has users but no products). */
export async function isWorldSeeded(db: Db): Promise<boolean> {
  const res = await db.execute(sql`SELECT count(*)::int AS n FROM products`);
  return (rowsOf<{ n: number }>(res)[0]?.n ?? 0) > 0;
}
