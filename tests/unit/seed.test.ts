import { readFileSync } from 'node:fs';
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '../../server/db/index.ts';
import {
  authorizations,
  deviationFiles,
  deviations,
  clientAddresses,
  clientContacts,
  clients,
  customers,
  facilities,
  holdingTransactions,
  products,
  productAccessories,
  reasonCodes,
  stockItems,
  taskLines,
  tasks,
  users,
  warehouseLocations,
  warehouses,
} from '../../server/db/schema.ts';
import { prepareDatabase, readIdentityNumbers } from '../../server/node.ts';
import {
  CARE_UNIT_CLIENTS,
  DEVIATION_FIXTURES,
  FIXTURE_CLIENTS,
  FIXTURE_DEREGISTRATION_REASON,
  FIXTURE_HOLDINGS,
  FIXTURE_PRESCRIBER,
  PERSONA_IDENTITY_NUMBERS,
  RETURN_LOCATION_VALUE,
  RETURN_WAREHOUSE_SUFFIX,
} from '../../server/seed/fixtures.ts';
import { PRODUCT_IMAGE_SLUGS } from '../../server/product-images.ts';
import { buildWorld, findReturnLocation, isWorldSeeded, PRODUCT_TYPES, SERIAL_PRODUCT } from '../../server/seed/world.ts';
import { seededDb } from './helpers/server.ts';

const TEST_NUMBERS = new Set(
  readFileSync(new URL('../../server/seed/data/testpersonnummer.txt', import.meta.url), 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean),
);

const PERSONAS = ['forskrivare', 'konsulent', 'tekniker', 'planerare', 'lager', 'begransad', 'comflow', 'comflow-utan-licens', 'okand', 'inaktiv', 'utgangen'].map(
  (p) => `${p}@example.org`,
);

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await seededDb());
}, 60_000);

afterAll(async () => {
  await close();
});

async function userId(username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

describe('seed', () => {
  it('the test list is read (sanity)', () => {
    expect(TEST_NUMBERS.size).toBeGreaterThan(20_000);
    expect(TEST_NUMBERS.has('193001016595')).toBe(true);
  });

  it("every person client's identity number comes from testpersonnummer.txt, none a persona's; units have unit numbers", async () => {
    const rows = await db.select({ type: clients.type, identityNumber: clients.identityNumber }).from(clients);
    const people = rows.filter((r) => r.type === 'PERSON').map((r) => r.identityNumber);
    expect(people.length).toBeGreaterThan(80);
    expect(people.filter((n) => !TEST_NUMBERS.has(n))).toEqual([]);
    expect(people.filter((n) => Object.values(PERSONA_IDENTITY_NUMBERS).includes(n))).toEqual([]);
    const units = rows.filter((r) => r.type !== 'PERSON');
    expect(units.length).toBeGreaterThanOrEqual(3);
    for (const unit of units) {
      expect(unit.type).toBe('UNIT');
      expect(unit.identityNumber).toMatch(/^E\d{4}-\d{3}$/);
    }
  });

  it("every persona's identity number comes from testpersonnummer.txt and is its own", async () => {
    const rows = await db.select({ username: users.username, identityNumber: users.identityNumber }).from(users).where(inArray(users.username, PERSONAS));
    const numbers = rows.map((r) => r.identityNumber);
    expect(numbers.filter((n) => !n || !TEST_NUMBERS.has(n))).toEqual([]);
    expect(new Set(numbers).size).toBe(PERSONAS.length);
  });

  it('a base-storage user who may not receive fixed assets: Lisa Lagerbiträde, BL-MLM, isReceiveDeliveryForFixedAssetsEnabled false', async () => {
    const [lisa] = await db.select().from(users).where(eq(users.username, 'lager-utan-inventarier@example.org'));
    expect(lisa).toMatchObject({ facilityId: 2, identityNumber: null, flags: { isReceiveDeliveryForFixedAssetsEnabled: false } });
  });

  it('the 11 personas exist', async () => {
    const rows = await db.select({ username: users.username }).from(users).where(inArray(users.username, PERSONAS));
    expect(rows.map((r) => r.username).sort()).toEqual([...PERSONAS].sort());
  });

  it('inaktiv is disabled and utgangen has an expired password', async () => {
    const rows = await db
      .select({ username: users.username, disabled: users.disabled, passwordExpired: users.passwordExpired })
      .from(users)
      .where(inArray(users.username, ['inaktiv@example.org', 'utgangen@example.org', 'forskrivare@example.org']));
    const byName = Object.fromEntries(rows.map((r) => [r.username, r]));
    expect(byName['inaktiv@example.org']).toMatchObject({ disabled: true, passwordExpired: false });
    expect(byName['utgangen@example.org']).toMatchObject({ disabled: false, passwordExpired: true });
    expect(byName['forskrivare@example.org']).toMatchObject({ disabled: false, passwordExpired: false });
  });

  it("lager's facility has category value 2", async () => {
    const [row] = await db
      .select({ categoryValue: facilities.categoryValue })
      .from(users)
      .innerJoin(facilities, eq(facilities.id, users.facilityId))
      .where(eq(users.username, 'lager@example.org'));
    expect(row?.categoryValue).toBe(2);
  });

  it('begransad has no MUNICIPALITY authorization', async () => {
    const id = await userId('begransad@example.org');
    const [row] = await db
      .select({ n: count() })
      .from(authorizations)
      .where(and(eq(authorizations.userId, id), eq(authorizations.type, 'MUNICIPALITY')));
    expect(row?.n).toBe(0);
    // …while forskrivare has some, so the query finds them when they exist.
    const [other] = await db
      .select({ n: count() })
      .from(authorizations)
      .where(and(eq(authorizations.userId, await userId('forskrivare@example.org')), eq(authorizations.type, 'MUNICIPALITY')));
    expect(other?.n).toBe(6);
  });

  it("comflow's applications are ['COMFLOW']", async () => {
    const [row] = await db.select({ applications: users.applications }).from(users).where(eq(users.username, 'comflow@example.org'));
    expect(row?.applications).toEqual(['COMFLOW']);
  });

  it('of the two COMFLOW-only personas, comflow holds a workflow license and comflow-utan-licens does not', async () => {
    const rows = await db
      .select({ username: users.username, applications: users.applications, license: users.workflowLicense })
      .from(users)
      .where(inArray(users.username, ['comflow@example.org', 'comflow-utan-licens@example.org', 'forskrivare@example.org']));
    expect(Object.fromEntries(rows.map((r) => [r.username, { applications: r.applications, license: r.license }]))).toEqual({
      'comflow@example.org': { applications: ['COMFLOW'], license: true },
      'comflow-utan-licens@example.org': { applications: ['COMFLOW'], license: false },
      'forskrivare@example.org': { applications: ['FSP'], license: false },
    });
  });

  it('6 municipalities in region group 1 and 11 in group 2', async () => {
    const rows = await db.select({ group: customers.regionGroup, n: count() }).from(customers).groupBy(customers.regionGroup);
    const byGroup = Object.fromEntries(rows.map((r) => [r.group, r.n]));
    expect(byGroup).toEqual({ 1: 6, 2: 11 });
  });
});

/** Rows of a raw query. */
async function query<T>(text: string): Promise<T[]> {
  return rowsOf<T>(await db.execute(sql.raw(text)));
}

describe('the world: facilities, warehouses, reference data', () => {
  it('facilities of each category: 1 central warehouse, 2-5 base storages, client locations 5, the provider 4 (no municipality)', async () => {
    const rows = await db.select().from(facilities).orderBy(asc(facilities.id));
    const byId = new Map(rows.map((f) => [f.id, f]));
    expect(byId.get(1)).toMatchObject({ value: 'CL-MLM', label: 'Centrallager Malmö', categoryValue: 1, categoryLabel: 'Centrallager' });
    expect([2, 3, 4, 5].map((id) => byId.get(id)?.categoryValue)).toEqual([2, 2, 2, 2]);
    expect(byId.get(2)).toMatchObject({ value: 'BL-MLM', label: 'Baslager Malmö Centrum', categoryLabel: 'Baslager', customerId: '1280' });
    for (const id of [6, 7, 8]) expect(byId.get(id)).toMatchObject({ categoryValue: 5, categoryLabel: 'Vårdenhet' });
    const providers = rows.filter((f) => f.categoryValue === 4);
    expect(providers.length).toBeGreaterThanOrEqual(2);
    for (const f of providers) expect(f).toMatchObject({ categoryLabel: 'Hjälpmedelscentral', customerId: null });
    expect(new Set(rows.map((f) => f.categoryValue))).toEqual(new Set([1, 2, 4, 5]));
  });

  it('every storage (category 1 and 2) has a main and a return warehouse with locations, and a return location that is not allocatable', async () => {
    const storages = await db.select({ id: facilities.id, value: facilities.value }).from(facilities).where(inArray(facilities.categoryValue, [1, 2]));
    expect(storages).toHaveLength(5);
    for (const storage of storages) {
      const rows = await db.select().from(warehouses).where(eq(warehouses.facilityId, storage.id));
      expect(rows.map((w) => w.value).sort()).toEqual([`${storage.value}-HL`, `${storage.value}${RETURN_WAREHOUSE_SUFFIX}`]);
      for (const warehouse of rows) {
        const [n] = await db.select({ n: count() }).from(warehouseLocations).where(eq(warehouseLocations.warehouseId, warehouse.id));
        expect(n?.n).toBeGreaterThan(0);
      }
      const location = await findReturnLocation(db, storage.id);
      expect(location?.value).toBe(RETURN_LOCATION_VALUE);
      const [row] = await db.select().from(warehouseLocations).where(eq(warehouseLocations.id, location?.id ?? 0));
      expect(row?.isAllocatable).toBe(false);
    }
    expect(await findReturnLocation(db, 6)).toBeNull();
    const main = await query<{ value: string; is_allocatable: boolean }>(
      `SELECT l.value, l.is_allocatable FROM warehouse_locations l JOIN warehouses w ON w.id = l.warehouse_id WHERE w.value = 'BL-MLM-HL' ORDER BY l.id LIMIT 2`,
    );
    expect(main).toEqual([{ value: 'A-01-1', is_allocatable: true }, { value: 'A-01-2', is_allocatable: true }]);
  });

  it('reason codes of category SCRAPPING, in Swedish and English', async () => {
    const rows = await db.select().from(reasonCodes).where(eq(reasonCodes.category, 'SCRAPPING')).orderBy(asc(reasonCodes.id));
    expect(rows.map((r) => [r.label, r.labelEn])).toEqual([
      ['Trasig', 'Broken'],
      ['Sliten', 'Worn out'],
      ['Saknas', 'Missing'],
      ['Föråldrad', 'Obsolete'],
      ['Hygienskäl', 'Hygiene reasons'],
    ]);
  });

  it('products: 240 and one more, fixed assets are serial-number controlled, some consumables batch controlled, images by item class', async () => {
    const rows = await db.select().from(products);
    expect(rows).toHaveLength(241);
    expect(rows.filter((p) => p.isFixedAsset && !p.isSerialNumberControlled)).toEqual([]);
    // The one serial-number-controlled product that is not a fixed asset (issue 38), last, in no storage.
    expect(rows.filter((p) => p.isSerialNumberControlled && !p.isFixedAsset)).toMatchObject([
      { id: 241, productNumber: SERIAL_PRODUCT.productNumber, name: SERIAL_PRODUCT.name, isBatchControlled: false, isOrderable: false },
    ]);
    expect(await db.select({ n: count() }).from(stockItems).where(eq(stockItems.productId, 241))).toEqual([{ n: 0 }]);
    expect(rows.filter((p) => p.isBatchControlled && p.isFixedAsset)).toEqual([]);
    expect(rows.some((p) => p.isBatchControlled)).toBe(true);
    for (const p of rows) {
      expect(p.images).toHaveLength(1);
      // Served by GET /product-images/{name}: one picture per item class.
      const [, slug] = /^\/rs\/fsp\/v1\/product-images\/([a-z]+)\.svg$/.exec(p.images[0]?.url ?? '') ?? [];
      expect(PRODUCT_IMAGE_SLUGS).toContain(slug);
      expect(p.makes.length).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((p) => p.status))).toEqual(new Set(['ACTIVE', 'PHASING_OUT', 'DISCONTINUED']));
    // Product n (1 to the number of types) is the first of type n-1, active and orderable.
    for (const [i, type] of PRODUCT_TYPES.entries()) {
      const p = rows.find((x) => x.id === i + 1);
      expect(p?.name.startsWith(`${type.name} `)).toBe(true);
      expect(p).toMatchObject({ status: 'ACTIVE', isOrderable: true });
    }
  });

  it('accessories: a seat cushion for wheelchairs, a mattress for beds, a basket for rollators', async () => {
    const rows = await query<{ main: string; accessory: string }>(
      `SELECT m.name AS main, a.name AS accessory FROM product_accessories pa JOIN products m ON m.id = pa.product_id JOIN products a ON a.id = pa.accessory_id`,
    );
    const pairs = new Set(rows.map((r) => `${r.main.split(' ')[0]}>${r.accessory.split(' ')[0]}`));
    for (const pair of ['Manuell>Sittdyna', 'Elrullstol>Sittdyna', 'Vårdsäng>Tryckavlastande', 'Rollator>Rollatorkorg']) expect(pairs).toContain(pair);
    const [first] = await db.select({ n: count() }).from(productAccessories).where(and(eq(productAccessories.productId, 6), eq(productAccessories.accessoryId, 7)));
    expect(first?.n).toBe(1); // the first Vårdsäng takes the first Tryckavlastande madrass
  });
});

describe('the world: clients', () => {
  it('the fixtures have ids 1 to 8 in order, with their data', async () => {
    const rows = await db.select().from(clients).where(inArray(clients.id, Object.values(FIXTURE_CLIENTS).map((c) => c.id)));
    for (const fixture of Object.values(FIXTURE_CLIENTS)) {
      const row = rows.find((r) => r.id === fixture.id);
      expect(row).toMatchObject({ identityNumber: fixture.identityNumber, firstName: fixture.firstName, surname: fixture.surname, customerId: fixture.customerId });
    }
    const by = (id: number) => rows.find((r) => r.id === id);
    expect(by(FIXTURE_CLIENTS.astrid.id)).toMatchObject({ type: 'PERSON', useAdvanceContact: null });
    expect(by(FIXTURE_CLIENTS.astrid.id)?.phoneNo).toBeTruthy();
    expect(by(FIXTURE_CLIENTS.astrid.id)?.email).toBeTruthy();
    expect(by(FIXTURE_CLIENTS.nils.id)?.deregistrationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(by(FIXTURE_CLIENTS.nils.id)?.deregistrationReason).toBe(FIXTURE_DEREGISTRATION_REASON);
    expect(by(FIXTURE_CLIENTS.solrosen.id)?.type).toBe('UNIT');
    for (const c of Object.values(FIXTURE_CLIENTS)) if (c.id !== FIXTURE_CLIENTS.nils.id) expect(by(c.id)?.deregistrationDate).toBeNull();
  });

  it('every client has exactly one registered address; Astrid one extra editable address; Greta a care-unit address at a category 5 facility', async () => {
    const registered = await query<{ client_id: number; n: number }>(
      `SELECT c.id AS client_id, count(a.id)::int AS n FROM clients c LEFT JOIN client_addresses a ON a.client_id = c.id AND a.is_registered GROUP BY c.id HAVING count(a.id) <> 1`,
    );
    expect(registered).toEqual([]);
    const astrid = await db.select().from(clientAddresses).where(eq(clientAddresses.clientId, FIXTURE_CLIENTS.astrid.id));
    expect(astrid.filter((a) => !a.isRegistered)).toHaveLength(1);
    const greta = await db
      .select({ categoryValue: facilities.categoryValue })
      .from(clientAddresses)
      .innerJoin(facilities, eq(facilities.id, clientAddresses.facilityId))
      .where(eq(clientAddresses.clientId, FIXTURE_CLIENTS.greta.id));
    expect(greta).toEqual([{ categoryValue: 5 }]);
    const others = await query<{ category_value: number }>(`SELECT DISTINCT f.category_value FROM client_addresses a JOIN facilities f ON f.id = a.facility_id`);
    expect(others).toEqual([{ category_value: 5 }]);
  });

  it('each care unit (category 5) is the registered address of one unit client, named as it, in its municipality (CARE_UNIT_CLIENTS)', async () => {
    const rows = await query<{ facility: number; label: string; customer: string | null; type: string; identity: string; name: string; client_customer: string | null }>(
      `SELECT f.id AS facility, f.label, f.customer_id AS customer, c.type, c.identity_number AS identity, c.first_name || ' ' || c.surname AS name, c.customer_id AS client_customer
       FROM facilities f JOIN client_addresses a ON a.facility_id = f.id AND a.is_registered JOIN clients c ON c.id = a.client_id
       WHERE f.category_value = 5 ORDER BY f.id`,
    );
    const units = await db.select({ id: facilities.id }).from(facilities).where(eq(facilities.categoryValue, 5)).orderBy(asc(facilities.id));
    expect(rows.map((r) => r.facility)).toEqual(units.map((u) => u.id));
    expect(rows.map((r) => r.identity)).toEqual(CARE_UNIT_CLIENTS.map((c) => c.identityNumber));
    for (const r of rows) expect(r).toMatchObject({ type: 'UNIT', name: r.label, client_customer: r.customer });
  });

  it('at most one primary contact a client; Greta: her son primary and editable, a guardian not editable, one more', async () => {
    const twice = await query<{ client_id: number }>(`SELECT client_id FROM client_contacts WHERE is_primary_contact GROUP BY client_id HAVING count(*) > 1`);
    expect(twice).toEqual([]);
    const greta = await db.select().from(clientContacts).where(eq(clientContacts.clientId, FIXTURE_CLIENTS.greta.id)).orderBy(asc(clientContacts.id));
    expect(greta.map((c) => [c.relation, c.isPrimaryContact, c.isEditable])).toEqual([
      ['Son', true, true],
      ['God man', false, false],
      ['Dotter', false, true],
    ]);
    const [astrid] = await db.select({ n: count() }).from(clientContacts).where(eq(clientContacts.clientId, FIXTURE_CLIENTS.astrid.id));
    expect(astrid?.n).toBe(0);
  });

  it('Frida is authorized for Astrid, Greta, Maj, Sven, Harald and Nils but not Erik (Borås); Bo for nobody', async () => {
    const frida = await db
      .select({ authId: authorizations.authId })
      .from(authorizations)
      .where(and(eq(authorizations.userId, await userId('forskrivare@example.org')), eq(authorizations.type, 'MUNICIPALITY')));
    const municipalities = new Set(frida.map((a) => a.authId));
    const { erik, ...others } = FIXTURE_CLIENTS;
    expect(municipalities.has(erik.customerId)).toBe(false);
    for (const c of Object.values(others)) expect(municipalities.has(c.customerId), c.firstName).toBe(true);
  });
});

describe('the world: stock and holdings', () => {
  it('every stock item is in storage (a storage and its location) or held by a client, never both', async () => {
    const bad = await query<{ id: number }>(
      `SELECT s.id FROM stock_items s LEFT JOIN warehouse_locations l ON l.id = s.warehouse_location_id LEFT JOIN warehouses w ON w.id = l.warehouse_id
       WHERE NOT ((s.client_id IS NULL AND s.facility_id IS NOT NULL AND w.facility_id = s.facility_id)
               OR (s.client_id IS NOT NULL AND s.facility_id IS NULL AND s.warehouse_location_id IS NULL))`,
    );
    expect(bad).toEqual([]);
    const [stored] = await db.select({ n: count() }).from(stockItems).where(isNotNull(stockItems.facilityId));
    expect(stored?.n).toBeGreaterThan(200);
    // Accessories belong to a holding of the same client.
    const orphans = await query<{ id: number }>(
      `SELECT s.id FROM stock_items s LEFT JOIN stock_items p ON p.id = s.parent_id WHERE s.parent_id IS NOT NULL AND (p.id IS NULL OR p.client_id IS DISTINCT FROM s.client_id OR p.parent_id IS NOT NULL)`,
    );
    expect(orphans).toEqual([]);
  });

  it('fixed assets have quantity 1, an inventory number (unique) and a serial number; batch-controlled items a batch', async () => {
    const rows = await db
      .select({ quantity: stockItems.quantity, inventoryNumber: stockItems.inventoryNumber, serialNumber: stockItems.serialNumber, batch: stockItems.batch, isFixedAsset: products.isFixedAsset, isBatchControlled: products.isBatchControlled })
      .from(stockItems)
      .innerJoin(products, eq(products.id, stockItems.productId));
    const fixed = rows.filter((r) => r.isFixedAsset);
    expect(fixed.length).toBeGreaterThan(50);
    expect(fixed.filter((r) => r.quantity !== 1 || !r.inventoryNumber?.match(/^HMC\d{6}$/) || !r.serialNumber)).toEqual([]);
    expect(new Set(fixed.map((r) => r.inventoryNumber)).size).toBe(fixed.length);
    expect(rows.filter((r) => !r.isFixedAsset && r.inventoryNumber)).toEqual([]);
    expect(rows.filter((r) => r.isBatchControlled && !r.batch)).toEqual([]);
  });

  it('0 <= allocatedQuantity <= quantity, and some stock is allocated', async () => {
    const bad = await query<{ id: number }>(`SELECT id FROM stock_items WHERE allocated_quantity < 0 OR allocated_quantity > quantity OR quantity < 1`);
    expect(bad).toEqual([]);
    const [allocated] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM stock_items WHERE allocated_quantity > 0 AND client_id IS NULL`);
    expect(allocated?.n).toBeGreaterThan(0);
  });

  it("Maj's holdings: FIXTURE_HOLDINGS in order, newest handed over first, the madrass fitted to the Vårdsäng", async () => {
    for (const client of [FIXTURE_CLIENTS.maj, FIXTURE_CLIENTS.sven]) {
      const rows = await db
        .select({ id: stockItems.id, name: products.name, parentId: stockItems.parentId, quantity: stockItems.quantity, allocated: stockItems.allocatedQuantity, handedOverDate: stockItems.handedOverDate, prescriberName: stockItems.prescriberName, handedOverBy: stockItems.handedOverBy, info: stockItems.handedOverInformation, prescriptionDate: stockItems.prescriptionDate })
        .from(stockItems)
        .innerJoin(products, eq(products.id, stockItems.productId))
        .where(eq(stockItems.clientId, client.id))
        .orderBy(sql`${stockItems.handedOverDate} DESC`, asc(stockItems.id));
      const top = rows.filter((r) => r.parentId === null);
      expect(top.map((r) => r.name.split(' ')[0])).toEqual(FIXTURE_HOLDINGS.map((n) => n.split(' ')[0]));
      expect(top.map((r) => [r.quantity, r.allocated])).toEqual([[1, 0], [4, 0], [2, 1], [1, 0], [1, 1], [2, 0]]);
      const dates = top.map((r) => r.handedOverDate ?? '');
      expect(new Set(dates).size).toBe(dates.length);
      const bed = top[3];
      const fitted = rows.filter((r) => r.parentId !== null);
      expect(fitted).toHaveLength(1);
      expect(fitted[0]?.parentId).toBe(bed?.id);
      expect(fitted[0]?.name.startsWith('Tryckavlastande madrass')).toBe(true);
      for (const r of rows) {
        expect(r).toMatchObject({ prescriberName: FIXTURE_PRESCRIBER.name, handedOverBy: FIXTURE_PRESCRIBER.name });
        expect(r.info).toBeTruthy();
        expect((r.prescriptionDate ?? '') < (r.handedOverDate ?? '')).toBe(true);
      }
    }
    const [erik] = await db.select({ n: count() }).from(stockItems).where(eq(stockItems.clientId, FIXTURE_CLIENTS.erik.id));
    expect(erik?.n).toBeGreaterThan(0);
  });

  it('every holding has a HANDED_OVER transaction on its hand-over date; the history has RETURNED (to a base storage) and SCRAPPED (with a reason)', async () => {
    const missing = await query<{ id: number }>(
      `SELECT s.id FROM stock_items s WHERE s.client_id IS NOT NULL AND NOT EXISTS (
         SELECT 1 FROM holding_transactions t WHERE t.stock_item_id = s.id AND t.type = 'HANDED_OVER' AND t.client_id = s.client_id AND (t.created_at AT TIME ZONE 'UTC')::date = s.handed_over_date)`,
    );
    expect(missing).toEqual([]);
    const returned = await query<{ category_value: number | null }>(
      `SELECT f.category_value FROM holding_transactions t LEFT JOIN facilities f ON f.id = t.facility_id WHERE t.type = 'RETURNED'`,
    );
    expect(returned.length).toBeGreaterThan(0);
    expect(returned.filter((r) => r.category_value !== 2)).toEqual([]);
    const scrapped = await query<{ category: string | null }>(
      `SELECT r.category FROM holding_transactions t LEFT JOIN reason_codes r ON r.id = t.reason_code_id WHERE t.type = 'SCRAPPED'`,
    );
    expect(scrapped.length).toBeGreaterThan(0);
    expect(scrapped.filter((r) => r.category !== 'SCRAPPING')).toEqual([]);
    const types = await db.selectDistinct({ type: holdingTransactions.type }).from(holdingTransactions).where(eq(holdingTransactions.clientId, FIXTURE_CLIENTS.maj.id));
    expect(types.map((t) => t.type).sort()).toEqual(['ACCESSORY_ADDED', 'HANDED_OVER', 'RETURNED', 'SCRAPPED']);
    const [frida] = await db.select({ n: count() }).from(holdingTransactions).where(and(eq(holdingTransactions.clientId, FIXTURE_CLIENTS.maj.id), eq(holdingTransactions.userId, FIXTURE_PRESCRIBER.userId)));
    expect(frida?.n).toBeGreaterThan(0);
  });
});

describe('the world: tasks', () => {
  it('client tasks: CH from a base storage warehouse with an order number, CA without a from-warehouse; statuses from the list; 1-2 lines', async () => {
    const rows = await db.select().from(tasks);
    const statuses = new Set([20, 30, 40, 50, 60, 90, 99]);
    expect(rows.filter((t) => !statuses.has(t.status))).toEqual([]);
    const client = rows.filter((t) => t.type === 'CH' || t.type === 'CA');
    expect(client.length).toBeGreaterThan(10);
    for (const t of client) {
      expect(t.toClientId).not.toBeNull();
      expect(t.baseStorageId).not.toBeNull();
      if (t.type === 'CA') expect(t.fromWarehouseId).toBeNull();
      else {
        expect(t.fromWarehouseId).not.toBeNull();
        expect(t.orderNumber).toMatch(/^WO-\d{4}-\d{5}$/);
      }
    }
    const lines = await query<{ task_id: number; n: number }>(`SELECT task_id, count(*)::int AS n FROM task_lines GROUP BY task_id`);
    const byTask = new Map(lines.map((l) => [l.task_id, l.n]));
    for (const t of rows) expect(byTask.get(t.id) ?? 0, `task ${t.id}`).toBeGreaterThanOrEqual(1);
    for (const t of rows) expect(byTask.get(t.id) ?? 0, `task ${t.id}`).toBeLessThanOrEqual(2);
    // The planned times lie around now: some before, some after.
    const now = Date.now();
    expect(client.some((t) => t.plannedDateTime.getTime() < now)).toBe(true);
    expect(client.some((t) => t.plannedDateTime.getTime() > now)).toBe(true);
  });

  it('Maj and Sven each have a CH and a CA; fixed-asset lines name the stock item, which is allocated while the task is open', async () => {
    for (const c of [FIXTURE_CLIENTS.maj, FIXTURE_CLIENTS.sven]) {
      const rows = await db.select({ type: tasks.type }).from(tasks).where(eq(tasks.toClientId, c.id));
      expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['CH', 'CA']));
    }
    const fixedLines = await query<{ stock_item_id: number | null; status: number; allocated: number | null }>(
      `SELECT l.stock_item_id, t.status, s.allocated_quantity AS allocated FROM task_lines l JOIN tasks t ON t.id = l.task_id JOIN products p ON p.id = l.product_id
       LEFT JOIN stock_items s ON s.id = l.stock_item_id WHERE t.type IN ('CH', 'CA') AND p.is_fixed_asset`,
    );
    expect(fixedLines.filter((l) => l.stock_item_id === null)).toEqual([]);
    expect(fixedLines.filter((l) => l.status < 90 && (l.allocated ?? 0) < 1)).toEqual([]);
  });

  it('base-storage tasks of types Sn, In and Cn', async () => {
    const rows = await db.select().from(tasks).where(inArray(tasks.type, ['Sn', 'In', 'Cn']));
    expect(new Set(rows.map((t) => t.type))).toEqual(new Set(['Sn', 'In', 'Cn']));
    for (const t of rows) {
      expect(t.baseStorageId).not.toBeNull();
      expect(t.toFacilityId).not.toBeNull();
      expect(t.toClientId).toBeNull();
    }
    const [lines] = await db.select({ n: count() }).from(taskLines);
    expect(lines?.n).toBeGreaterThan(rows.length);
  });
});

describe('deviations', () => {
  it("Frida has fifteen (eleven open: more than a page), Kalle two, nobody else any; all before now, numbered by creation", async () => {
    const rows = await db.select().from(deviations).orderBy(asc(deviations.id));
    const of = (userId: number) => rows.filter((r) => r.userId === userId);
    expect(of(1)).toHaveLength(15);
    expect(of(1).filter((r) => r.status === 10 || r.status === 20)).toHaveLength(11);
    expect(of(1).filter((r) => r.status === 30 || r.status === 40)).toHaveLength(4);
    expect(new Set(of(1).map((r) => r.status))).toEqual(new Set([10, 20, 30, 40]));
    expect(new Set(of(1).map((r) => r.categoryId))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(of(2)).toHaveLength(2);
    expect(rows).toHaveLength(17);
    const times = rows.map((r) => r.createdAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(Math.max(...times)).toBeLessThan(Date.now());
    // The newest of Frida's is the last one: 300017.
    expect(of(1).at(-1)?.id).toBe(17);
    const files = await db.select({ deviationId: deviationFiles.deviationId, userId: deviationFiles.userId, contentType: deviationFiles.contentType }).from(deviationFiles).orderBy(asc(deviationFiles.id));
    expect(files).toEqual([
      { deviationId: 5, userId: 1, contentType: 'image/png' },
      { deviationId: 8, userId: 1, contentType: 'application/pdf' },
      { deviationId: 13, userId: 1, contentType: 'image/png' },
    ]);
  });

  it('the stock items referred to by inventory number are flagged; the fixture is a base storage\'s, unflagged and unreferred', async () => {
    const referred = await db.select({ value: deviations.referenceValue, stockItemId: deviations.stockItemId }).from(deviations).where(eq(deviations.referenceTypeId, 1));
    expect(new Set(referred.map((r) => r.value))).toEqual(new Set(DEVIATION_FIXTURES.flaggedInventoryNumbers));
    const flagged = await db.select({ id: stockItems.id, inventoryNumber: stockItems.inventoryNumber }).from(stockItems).where(eq(stockItems.hasDeviation, true));
    expect(new Set(flagged.map((f) => f.inventoryNumber))).toEqual(new Set(DEVIATION_FIXTURES.flaggedInventoryNumbers));
    expect(new Set(referred.map((r) => r.stockItemId))).toEqual(new Set(flagged.map((f) => f.id)));
    const [fixture] = await db
      .select({ hasDeviation: stockItems.hasDeviation, category: facilities.categoryValue, allocated: stockItems.allocatedQuantity })
      .from(stockItems)
      .innerJoin(facilities, eq(facilities.id, stockItems.facilityId))
      .where(eq(stockItems.inventoryNumber, DEVIATION_FIXTURES.inventoryNumber));
    expect(fixture).toEqual({ hasDeviation: false, category: 2, allocated: 0 });
    const held = DEVIATION_FIXTURES.heldItem;
    const [holding] = await db
      .select({ id: stockItems.id, clientId: stockItems.clientId, hasDeviation: stockItems.hasDeviation, customerId: clients.customerId })
      .from(stockItems)
      .innerJoin(clients, eq(clients.id, stockItems.clientId))
      .where(eq(stockItems.inventoryNumber, held.inventoryNumber));
    expect(holding).toEqual({ id: held.holdingId, clientId: held.clientId, hasDeviation: false, customerId: '1280' });
  });

  it("the fixture order number is a sent order of Frida's, the product number a product's, the invalid code nothing's", async () => {
    const res = await db.execute(sql`
      SELECT (SELECT ordered_by FROM web_orders WHERE order_number = ${DEVIATION_FIXTURES.orderNumber} AND status >= 20) AS by,
             (SELECT count(*)::int FROM products WHERE product_number = ${DEVIATION_FIXTURES.productNumber}) AS products,
             (SELECT count(*)::int FROM web_orders WHERE order_number = ${DEVIATION_FIXTURES.invalidCode})
             + (SELECT count(*)::int FROM products WHERE product_number = ${DEVIATION_FIXTURES.invalidCode})
             + (SELECT count(*)::int FROM stock_items WHERE inventory_number = ${DEVIATION_FIXTURES.invalidCode}) AS invalid`);
    expect(rowsOf<{ by: number; products: number; invalid: number }>(res)[0]).toEqual({ by: 1, products: 1, invalid: 0 });
  });
});

describe('the world, built without a database', () => {
  it('is the same on every run (for the same now)', () => {
    const now = new Date('2025-06-01T10:00:00Z');
    const a = buildWorld({ scale: 'demo', identityNumbers: readIdentityNumbers(), now });
    const b = buildWorld({ scale: 'demo', identityNumbers: readIdentityNumbers(), now });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.clients.length).toBeGreaterThanOrEqual(85);
    expect(a.clients.length).toBeLessThanOrEqual(100);
  });

  it("large: 100,000 products and the serial one, 20,000 people (test numbers, each once), 10,000 stock rows a storage, about two holdings a client", () => {
    const world = buildWorld({ scale: 'large', identityNumbers: readIdentityNumbers(), now: new Date('2025-06-01T10:00:00Z') });
    expect(world.products).toHaveLength(100_001);
    const people = world.clients.filter((c) => c.type === 'PERSON');
    expect(people.length).toBeGreaterThanOrEqual(20_000);
    expect(people.filter((c) => !TEST_NUMBERS.has(c.identityNumber))).toEqual([]);
    expect(new Set(people.map((c) => c.identityNumber)).size).toBe(people.length);
    const perStorage = new Map<number, number>();
    for (const s of world.stockItems) if (s.facilityId) perStorage.set(s.facilityId, (perStorage.get(s.facilityId) ?? 0) + 1);
    expect([...perStorage.values()].every((n) => n >= 10_000)).toBe(true);
    const held = world.stockItems.filter((s) => s.clientId !== null && s.parentId === null).length;
    expect(held / world.clients.length).toBeGreaterThan(1.5);
    expect(held / world.clients.length).toBeLessThan(2.5);
    const inventory = world.stockItems.map((s) => s.inventoryNumber).filter((n) => n);
    expect(new Set(inventory).size).toBe(inventory.length);
    expect(world.contacts.length).toBeGreaterThan(world.clients.length);
  }, 30_000);
});

describe('a data folder whose world migration 0006 emptied', () => {
  let old: Db;
  let closeOld: () => Promise<void>;
  beforeAll(async () => {
    ({ db: old, close: closeOld } = await seededDb());
    // What the data folder looks like after 0006: users and messages kept, the world gone, the
    // care units still of the former category 3.
    for (const table of ['web_orders', 'task_lines', 'tasks', 'holding_transactions', 'stock_items', 'product_stock', 'catalogue_groups', 'product_contents', 'client_contacts', 'client_addresses', 'clients', 'product_accessories', 'products', 'reason_codes', 'suppliers', 'iso_codes', 'item_classes', 'warehouse_locations', 'warehouses']) {
      await old.execute(sql.raw(`DELETE FROM "${table}"`));
    }
    await old.execute(sql`UPDATE facilities SET category_value = 3 WHERE id IN (6, 7, 8)`);
  }, 60_000);
  afterAll(async () => {
    await closeOld();
  });

  it('prepareDatabase reseeds the world and keeps the users', async () => {
    const [before] = await old.select({ n: count() }).from(users);
    expect(await isWorldSeeded(old)).toBe(false);
    expect(await prepareDatabase(old, 'demo')).toBe(true);
    expect(await isWorldSeeded(old)).toBe(true);
    const [after] = await old.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
    const [astrid] = await old.select().from(clients).where(eq(clients.id, FIXTURE_CLIENTS.astrid.id));
    expect(astrid?.firstName).toBe('Astrid');
    const care = await old.select({ c: facilities.categoryValue }).from(facilities).where(inArray(facilities.id, [6, 7, 8]));
    expect(care.map((f) => f.c)).toEqual([5, 5, 5]);
    // The identity sequences go on after the seeded ids.
    const [added] = await old.insert(clientContacts).values({ clientId: 1, relation: 'Granne', firstName: 'Test', surname: 'Testsson', phoneNo: '070-174 06 99' }).returning({ id: clientContacts.id });
    const [max] = await old.select({ n: sql<number>`max(${clientContacts.id})::int` }).from(clientContacts);
    expect(added?.id).toBe(max?.n);
    expect(await prepareDatabase(old, 'demo')).toBe(false);
  });
});
