/**
 * The named clients of the seeded world: the demo's story and what the tests rely on. They are
 * inserted first (ids 1 to 8, in this order) and are the same in the demo and the large seed.
 * Identity numbers come from Skatteverket's test list (server/seed/data); a unit has a unit number.
 *
 * Frida Förskrivare (forskrivare@example.org) is authorized for 1280 Malmö, 1281 Lund, 1287
 * Trelleborg, 1233 Vellinge, 1380 Halmstad and 1383 Varberg; Bo Begränsad for none.
 */
export const FIXTURE_CLIENTS = {
  /** Info and addresses: contact information, advance contact unanswered, one extra address. */
  astrid: { id: 1, identityNumber: '193801147061', firstName: 'Astrid', surname: 'Nilsson', customerId: '1280' },
  /** Contacts: a primary contact (her son) and a non-editable guardian. */
  greta: { id: 2, identityNumber: '194101157545', firstName: 'Greta', surname: 'Lindqvist', customerId: '1281' },
  /** Holdings to scrap and return in the browser tests (see FIXTURE_HOLDINGS.maj). */
  maj: { id: 3, identityNumber: '194401197480', firstName: 'Maj', surname: 'Bergström', customerId: '1280' },
  /** Holdings for the API tests (the same set as Maj's), and tasks CH and CA. */
  sven: { id: 4, identityNumber: '194701222798', firstName: 'Sven', surname: 'Holm', customerId: '1287' },
  /** In Borås (1490): Frida is not authorized (a search lists him, not as a link). */
  erik: { id: 5, identityNumber: '195001232296', firstName: 'Erik', surname: 'Sandberg', customerId: '1490' },
  /** Born 1925-01-01: 101 years old, so his ten-digit form is 250101+9216. */
  harald: { id: 6, identityNumber: '192501019216', firstName: 'Harald', surname: 'Ek', customerId: '1380' },
  /** Deregistered (moved out of the region). */
  nils: { id: 7, identityNumber: '193301299172', firstName: 'Nils', surname: 'Ström', customerId: '1383' },
  /** A unit: a short-term care home in Lund ordering in its own name. */
  solrosen: { id: 8, identityNumber: 'E1281-001', firstName: 'Korttidsboendet', surname: 'Solrosen', customerId: '1281' },
} as const;

/**
 * The holdings of Maj (and the same set for Sven), in this order, by product type name (the first
 * product of that type in the catalogue). Handed over on different dates, newest first as listed:
 * - a Rollator (fixed asset, inventory number), quantity 1;
 * - a Griptång, quantity 4 (batch), none allocated;
 * - a Duschpall, quantity 2, 1 allocated (so 1 available);
 * - a Vårdsäng (fixed asset) with a Tryckavlastande madrass (fixed asset) fitted as its accessory;
 * - a Käpp, quantity 1, fully allocated (not selectable);
 * - a Sittdyna, quantity 2: free to fit as an accessory.
 */
export const FIXTURE_HOLDINGS = ['Rollator', 'Griptång', 'Duschpall', 'Vårdsäng', 'Käpp', 'Sittdyna'] as const;

/**
 * The personas' identity numbers for Mobile BankID, from Skatteverket's test list. No client has
 * one of these (nor a fixture's number): the generated clients take the other numbers of the list.
 */
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

/**
 * The care units' own clients (issue 37; spec 2 §6, spec 3 §6: a location of facility category 5,
 * a care unit, is a client location, shown as a link to its client with the municipal
 * authorization): each care unit is the registered address of one unit client (type UNIT, named as
 * the facility, its address the facility's with `facilityId` set). Made after every other row of
 * the world and without the random sequence, so no other row moves; their ids follow the last
 * generated client's. Frida Förskrivare is authorized for 1281, 1287 and 1383, not 1490; Leo
 * Lagerström only for 1280, so the Cn tasks of his storage BL-MLM, to Hemtjänsten Trelleborg Norr
 * (1287), name a client he may not open.
 */
export const CARE_UNIT_CLIENTS = [
  { facilityId: 6, identityNumber: 'E1281-002', phoneNo: '040-628 04 21', contact: ['Lena', 'Svensson'] },
  { facilityId: 7, identityNumber: 'E1287-001', phoneNo: '040-628 04 22', contact: ['Maria', 'Åberg'] },
  { facilityId: 8, identityNumber: 'E1383-001', phoneNo: '040-628 04 23', contact: ['Sara', 'Lindahl'] },
  { facilityId: 11, identityNumber: 'E1490-002', phoneNo: '040-628 04 24', contact: ['Karin', 'Nyström'] },
] as const;

/** Who handed over and prescribed the fixture holdings (Frida Förskrivare is user 1). */
export const FIXTURE_PRESCRIBER = { userId: 1, name: 'Frida Förskrivare' } as const;

/** Nils's deregistration reason (FIXTURE_CLIENTS.nils). */
export const FIXTURE_DEREGISTRATION_REASON = 'Utflyttad från regionen';

/**
 * Warehouses of a storage (facility category 1 or 2): `<facility value>-HL` is the main warehouse
 * ('Huvudlager', allocatable locations such as 'A-01-1'), `<facility value>-RET` the returns and
 * reconditioning warehouse ('Returer/rekond', locations 'RET-01' and 'REK-01', not allocatable).
 */
export const MAIN_WAREHOUSE_SUFFIX = '-HL';
export const RETURN_WAREHOUSE_SUFFIX = '-RET';
/**
 * The return location of a base storage: the location with this value in its return warehouse (the
 * warehouse whose value ends with RETURN_WAREHOUSE_SUFFIX); it is also that warehouse's first
 * location (lowest id). Holdings returned to the base storage (RETURN_TO_STORAGE) are put here; it
 * is not allocatable until reconditioned. Look it up with returnLocationQuery (server/seed/world.ts).
 */
export const RETURN_LOCATION_VALUE = 'RET-01';

/**
 * The stock balance's fixtures (issue 17, spec 3 §2 Base storage), for the API and end-to-end tests
 * of moves and scrapping in base storage BL-MLM (facility 2; Frida and Leo Lagerström may work on it).
 * Rows of their own, added after every other stock item (so no other id or inventory number moves),
 * each on a location of the main warehouse (`BL-MLM-HL`) that no other fixture uses:
 * - `plain`: Käpp (product 100010, not an inventory item), quantity 12, 2 allocated: 10 available;
 * - `inventory`: a Rollator (product 100000, a fixed asset) with inventory number HMC499001, not allocated;
 * - `lastUnit`: Armbågskrycka (product 100011), quantity 1, none allocated: the race of two scraps or moves;
 * - `locations`: two empty-of-fixtures locations of the main warehouse to move to.
 * Find a row by its location and product number (GET /base-storages/balances?facilityIds=2&searchValue=…).
 */
export const BASE_STORAGE_FIXTURES = {
  storage: { id: 2, value: 'BL-MLM' },
  mainWarehouse: 'BL-MLM-HL',
  plain: { productNumber: '100010', location: 'F-10-1', quantity: 12, allocatedQuantity: 2 },
  inventory: { productNumber: '100000', location: 'F-10-2', inventoryNumber: 'HMC499001' },
  lastUnit: { productNumber: '100011', location: 'F-10-3', quantity: 1 },
  locations: ['F-09-1', 'F-09-2'],
} as const;

/**
 * The work list's fixtures (issue 18, spec 3 §2 Base storage, §4, §5): open Cn tasks of BL-MLM (Leo
 * Lagerström's storage, and his tasks: My tasks lists them too) for the end-to-end tests, made after
 * every other task of the world and without the random sequence, so nothing else changes. Each is
 * found by its description (GET /tasks?freeTextSearch=…); planned tomorrow at 08:00 (UTC), status 30
 * (active), to the first care unit BL-MLM serves. Lines by product number:
 * - `full`: reported in full in one go (two lines), it leaves the active list;
 * - `partial`: one line of 3, reported in part (the task stays, running at 50);
 * - `maxZero`: one line already reported in full (maxQuantity 0, disabled) and one of 2 left.
 */
export const WORK_LIST_FIXTURES = {
  storage: { id: 2, value: 'BL-MLM' },
  responsibleUserId: 5,
  full: { description: 'Testleverans arbetslista hel', lines: [{ productNumber: '100010', quantity: 2 }, { productNumber: '100011', quantity: 1 }] },
  partial: { description: 'Testleverans arbetslista del', lines: [{ productNumber: '100020', quantity: 3 }] },
  maxZero: { description: 'Testleverans arbetslista rest', lines: [{ productNumber: '100010', quantity: 2, reported: 2 }, { productNumber: '100030', quantity: 2 }] },
} as const;

/**
 * The national population register (Navet) as the reference server plays it: people who are not
 * clients, found by the new-order popup's register search (GET /clients?newOrder=true&searchNavet=true)
 * and made clients by POST /clients/create. The tests use them.
 *
 * The eight people come from Skatteverket's test list (server/seed/data/testpersonnummer.txt): every
 * 118th number of people born 1930-1959 that the demo's generated clients do not use (the large seed
 * leaves them out too); no client and no persona has one. Kjell Hansson is registered in Borås (1490),
 * where Frida Förskrivare is not authorized. The last two are coordination numbers
 * (testsamordningsnummer.txt, day of birth + 60): registered in **no municipality** and with **no
 * address**; made clients, they have no municipal affiliation until a user chooses one.
 */
export const POPULATION_REGISTER = [
  { identityNumber: '193112316710', firstName: 'Gunnar', surname: 'Lindberg', street: 'Kvarngatan 12', postalNo: '21216', city: 'Malmö', customerId: '1280' },
  { identityNumber: '193512128467', firstName: 'Solveig', surname: 'Magnusson', street: 'Trädgårdsgatan 4', postalNo: '22350', city: 'Lund', customerId: '1281' },
  { identityNumber: '193908199163', firstName: 'Birgitta', surname: 'Jakobsson', street: 'Tallvägen 9', postalNo: '23142', city: 'Trelleborg', customerId: '1287' },
  { identityNumber: '194211307444', firstName: 'Gunilla', surname: 'Olofsson', street: 'Ängsvägen 3', postalNo: '23632', city: 'Höllviken', customerId: '1233' },
  { identityNumber: '194604063075', firstName: 'Stig', surname: 'Lindström', street: 'Villagatan 17', postalNo: '30260', city: 'Halmstad', customerId: '1380' },
  { identityNumber: '194907282315', firstName: 'Rolf', surname: 'Bengtsson', street: 'Rosengatan 6', postalNo: '43241', city: 'Varberg', customerId: '1383' },
  { identityNumber: '195305232570', firstName: 'Kjell', surname: 'Hansson', street: 'Ekvägen 22', postalNo: '50330', city: 'Borås', customerId: '1490' },
  { identityNumber: '195706012274', firstName: 'Leif', surname: 'Jönsson', street: 'Parkvägen 31', postalNo: '22737', city: 'Lund', customerId: '1281' },
  { identityNumber: '194004792380', firstName: 'Elsa', surname: 'Lindgren', street: null, postalNo: null, city: null, customerId: null },
  { identityNumber: '195410782394', firstName: 'Åke', surname: 'Gustafsson', street: null, postalNo: null, city: null, customerId: null },
] as const;

/**
 * A valid test personal identity number (from the list) that is neither a client of the demo seed
 * nor in the population register: the register search answers null for it.
 */
export const NOT_IN_POPULATION_REGISTER = '195001182046';

/**
 * Deviations (server/seed/deviations.ts; docs/world.md "Deviations"): codes to report with, as
 * Frida Förskrivare (user 1), in the demo seed.
 *
 * - `inventoryNumber`: a fixed asset (Elrullstol Permobil Standard) in base storage BL-LND
 *   (facility 3, main warehouse, not allocated) that no seeded deviation refers to, so its
 *   hasDeviation is false until a test reports a deviation on it.
 * - `orderNumber`: Frida's sent order 1001 (Greta Lindqvist, in process).
 * - `productNumber`: product 17, Gåbord Etac Standard.
 * - `invalidCode`: neither an inventory number, an order number nor a product number.
 * - `heldItem`: the same for a holding (a Rollator Etac Låg held by client 86, a generated client of
 *   Malmö whom Frida may open): its flag can be read through the API, GET
 *   /clients/86/holdings/625 (`hasDeviation`), which no call answers for an item in storage yet.
 * - `flaggedInventoryNumbers`: the stock items the seed's deviations refer to, whose hasDeviation
 *   the seed sets: HMC500063 (Elrullstol Permobil Standard in BL-MLM's main warehouse), HMC500093
 *   (Rollator Etac Plus on BL-MLM's return location RET-01) and HMC500304 (an Elrullstol held by a
 *   generated client of Malmö, client 75).
 */
export const DEVIATION_FIXTURES = {
  inventoryNumber: 'HMC500103',
  orderNumber: '7001001',
  productNumber: '100016',
  invalidCode: 'HMC000000',
  heldItem: { inventoryNumber: 'HMC500313', clientId: 86, holdingId: 625 },
  flaggedInventoryNumbers: ['HMC500063', 'HMC500093', 'HMC500304'],
} as const;

/**
 * Fixed assets and the inventory search (server/seed/fixed-assets.ts; docs/world.md "Fixed
 * assets"), the same in the demo and the large seed. Their inventory numbers are HMC4xxxxx, which
 * the world's sequence (HMC500001 up) never reaches.
 *
 * - `inventoryNumber`: a Manuell rullstol in base storage BL-MLM (main warehouse, location A-01-2),
 *   with two accessories fitted (`accessories`: a Sittdyna, quantity 2, and a Rullstolsbord,
 *   quantity 1), a note, every date, and an order history of seven rows (process categories 5, 6
 *   and 7; see `historyCategories`, newest first), the newest an open Cn delivery to Hemtjänsten
 *   Trelleborg Norr that allocates it.
 * - `otherMunicipality`: a Rollator in BL-BRS (Borås, 1490), which Frida Förskrivare and Leo
 *   Lagerström may not see (404, and left out of their searches).
 * - `held`: the fixed asset held by a client (DEVIATION_FIXTURES.heldItem: HMC500313, a Rollator
 *   Etac Låg held by client 86 of Malmö).
 * - `unknownInventoryNumber`: no stock item has it.
 */
export const FIXED_ASSET_FIXTURES = {
  inventoryNumber: 'HMC400001',
  storage: { id: 2, value: 'BL-MLM' },
  location: 'A-01-2',
  note: 'Nya drivringar monterade. Kontrollera bromsarna vid nästa service.',
  accessories: [
    { type: 'Sittdyna', quantity: 2 },
    { type: 'Rullstolsbord', quantity: 1 },
  ],
  /** The history's process categories, newest first: Cn (open), In, RETURNED, MOVED_IN, MOVED_OUT, HANDED_OVER, Sn. */
  historyCategories: [5, 7, 6, 7, 7, 5, 7],
  otherMunicipality: { inventoryNumber: 'HMC400002', storage: { id: 5, value: 'BL-BRS' } },
  held: { inventoryNumber: 'HMC500313', clientId: 86 },
  unknownInventoryNumber: 'HMC000000',
} as const;

/**
 * The timelines (issue 41; server/seed/timeline.ts): on the large seed, Sven (client 4) and his
 * Rollator (his first holding, FIXTURE_HOLDINGS) carry `largeEvents` more entries each (hand-overs
 * and returns of the Rollator, moves and counts of it, line status changes of his orders) over the
 * years before the seed's day: the bench's "an item or client with 500 events".
 */
export const TIMELINE_FIXTURES = {
  clientId: FIXTURE_CLIENTS.sven.id,
  aidProduct: 'Rollator',
  largeEvents: 500,
} as const;
