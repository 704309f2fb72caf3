/**
 * Base storage on the reference server (spec 3 §2, §3, §4 Moves, scrapping, §5, §6, §7 Base
 * storage): one storage, the stock balance's filters, search, sort and paging, who may work on
 * which storage, warehouses and locations, direct moves (split, merge, whole), scrapping, the race
 * of two calls for the last unit, and the order move into a base-storage order. The tests run in
 * order, each on what the one before left; BASE_STORAGE_FIXTURES are for them.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MoveResult, StorageBalance, WarehouseLocation } from '../../src/contract/base-storages.ts';
import type { Order } from '../../src/contract/orders.ts';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import { rowsOf } from '../../server/db/index.ts';
import { products, productStock, stockItems } from '../../server/db/schema.ts';
import { BASE_STORAGE_FIXTURES as F, FIXED_ASSET_FIXTURES } from '../../server/seed/fixtures.ts';
import { expectError, json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

type Page<T> = { page: T[]; count: number };

const server = withTestServer();

const BL_MLM = 2;
const BL_LND = 3;
const BL_BRS = 5; // Borås: neither Frida's nor Leo's
const CENTRAL = 1;
const SCRAPPING = 1;
const OTHER_CATEGORY_REASON = 6;

const sessions = new Map<string, string>();
async function as(user: string): Promise<string> {
  const known = sessions.get(user);
  if (known) return known;
  const id = await server.login(user);
  sessions.set(user, id);
  return id;
}
const FRIDA = 'forskrivare@example.org';
const LEO = 'lager@example.org';
/** Tove Tekniker: authorized for Malmö, without the orderMoveEnabled flag. */
const TOVE = 'tekniker@example.org';

async function call(path: string, { method = 'GET', body, user = LEO }: { method?: string; body?: unknown; user?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { [SESSION_HEADER]: await as(user), 'Accept-Language': 'sv' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return server.request(`/rs/fsp/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) expect({ status: res.status, body: await res.text() }).toEqual({ status });
  return json<T>(res);
}
const balances = async (query: string, user = LEO) => ok<Page<StorageBalance>>(await call(`/base-storages/balances?${query}`, { user }));
const scrap = (list: { balanceId: number; quantity: number }[], reasonCodeId: number | null = SCRAPPING, user = LEO) =>
  call('/base-storages/balances/scrap', { method: 'POST', body: { balances: list, reasonCodeId }, user });
const move = (balance: number, body: unknown, user = LEO) => call(`/base-storages/balances/${balance}/move`, { method: 'POST', body, user });

/** The fixture row of a product on a location of BL-MLM. */
async function fixture(productNumber: string, location: string): Promise<StorageBalance> {
  const { page } = await balances(`facilityIds=${BL_MLM}&searchValue=${productNumber}&all=true`);
  const row = page.find((b) => b.product.productNumber === productNumber && b.location.value === location);
  if (!row) throw new Error(`no ${productNumber} on ${location}`);
  return row;
}
let locationIds: Map<string, number>;
async function locationId(value: string): Promise<number> {
  if (!locationIds) {
    const { page } = await ok<Page<WarehouseLocation>>(await call(`/base-storages/${BL_MLM}/warehouses/locations?all=true`));
    locationIds = new Map(page.map((l) => [l.value, l.id]));
  }
  const id = locationIds.get(value);
  if (id === undefined) throw new Error(`no location ${value}`);
  return id;
}
const item = async (id: number) => (await server.db.select().from(stockItems).where(eq(stockItems.id, id)))[0];
const stockOf = async (productId: number) =>
  (await server.db.select().from(productStock).where(and(eq(productStock.productId, productId), eq(productStock.facilityId, BL_MLM))))[0];
/** Every unit of a product in BL-MLM, summed from the rows. */
async function productIdOf(productNumber: string): Promise<number> {
  const [row] = await server.db.select({ id: products.id }).from(products).where(eq(products.productNumber, productNumber));
  if (!row) throw new Error(`no product ${productNumber}`);
  return row.id;
}

async function unitsOf(productId: number): Promise<number> {
  const res = await server.db.execute(sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM stock_items WHERE product_id = ${productId} AND facility_id = ${BL_MLM}`);
  return rowsOf<{ n: number }>(res)[0]?.n ?? 0;
}

describe('GET /base-storages/{facility}, warehouses and locations', () => {
  it('one base storage (any user); 404 for a facility that is no base storage', async () => {
    expect(await ok(await call(`/base-storages/${BL_BRS}`, { user: FRIDA }))).toMatchObject({ id: BL_BRS, value: 'BL-BRS', category: { value: 2 }, municipality: { id: '1490' } });
    await expectError(await call(`/base-storages/${CENTRAL}`), 404, 'NOT_FOUND');
  });

  it('warehouses and their locations of a storage the caller may work on; another municipality’s storage: 403', async () => {
    const warehouses = await ok<Page<{ value: string }>>(await call(`/base-storages/${BL_MLM}/warehouses`));
    expect(warehouses.page.map((w) => w.value)).toEqual(['BL-MLM-HL', 'BL-MLM-RET']);
    const locations = await ok<Page<WarehouseLocation>>(await call(`/base-storages/${BL_MLM}/warehouses/locations?all=true`));
    expect(locations.count).toBe(182);
    expect(locations.page[0]).toMatchObject({ value: 'A-01-1', label: 'Gång A, hylla 01, plan 1', isAllocatable: true, warehouse: { value: F.mainWarehouse } });
    await expectError(await call(`/base-storages/${BL_LND}/warehouses`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await call(`/base-storages/${BL_BRS}/warehouses/locations`, { user: FRIDA }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
  });
});

describe('GET /base-storages/balances', () => {
  it('a storage’s rows by description, paged, with the total; each row with its product, location and storage', async () => {
    const first = await balances(`facilityIds=${BL_MLM}&from=0&amount=10`);
    expect(first.page).toHaveLength(10);
    expect(first.count).toBeGreaterThan(50);
    const all = await balances(`facilityIds=${BL_MLM}&all=true&includeNotOrderable=true`);
    expect(all.count).toBeGreaterThanOrEqual(first.count);
    const second = await balances(`facilityIds=${BL_MLM}&from=10&amount=10`);
    const ordered = await balances(`facilityIds=${BL_MLM}&all=true`);
    expect([...first.page, ...second.page].map((b) => b.id)).toEqual(ordered.page.slice(0, 20).map((b) => b.id));
    expect(first.page.every((b) => b.value === 'BL-MLM' && b.category.value === 2)).toBe(true);
    const plain = await fixture(F.plain.productNumber, F.plain.location);
    expect(plain).toMatchObject({
      quantity: 12,
      allocatedQuantity: 2,
      isFixedAsset: false,
      inventoryId: null,
      product: { productNumber: '100010', quantity: 12, allocatedQuantity: 2, inventoryNumber: null, hasDeviation: false },
      location: { value: F.plain.location, warehouse: { value: F.mainWarehouse } },
    });
    const inventory = await fixture(F.inventory.productNumber, F.inventory.location);
    expect(inventory).toMatchObject({ isFixedAsset: true, inventoryId: inventory.id, quantity: 1, product: { inventoryNumber: F.inventory.inventoryNumber } });
    // Sorted: descending reverses the default order.
    // The total (summed from balance_groups without a search) is the number of rows.
    expect(ordered.page).toHaveLength(ordered.count);
    expect(all.page).toHaveLength(all.count);
    const desc = await balances(`facilityIds=${BL_MLM}&all=true&sort=description:desc`);
    expect(desc.page.map((b) => b.id)).toEqual([...ordered.page.map((b) => b.id)].reverse());
    const byLocation = await balances(`facilityIds=${BL_MLM}&all=true&sort=location:asc`);
    const keys = byLocation.page.map((b) => `${b.location.warehouse.id}:${b.location.value}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('a search matches the product number, name, inventory number or batch; filters by item class, supplier, status, ISO code and stock elsewhere', async () => {
    const hit = await balances(`facilityIds=${BL_MLM}&searchValue=${F.inventory.inventoryNumber.toLowerCase()}`);
    expect(hit.page.map((b) => b.product.inventoryNumber)).toEqual([F.inventory.inventoryNumber]);
    const byName = await balances(`facilityIds=${BL_MLM}&searchValue=käpp&all=true`);
    expect(byName.count).toBeGreaterThan(0);
    expect(byName.page.every((b) => b.product.name.toLowerCase().includes('käpp'))).toBe(true);
    const flagged = await balances(`facilityIds=${BL_MLM}&searchValue=HMC500063&includeNotOrderable=true`);
    expect(flagged.page[0]?.product.hasDeviation).toBe(true);
    const all = (await balances(`facilityIds=${BL_MLM}&all=true&includeNotOrderable=true`)).page;
    const itemClass = all[0]?.product.itemClass.id ?? 1;
    const classed = await balances(`facilityIds=${BL_MLM}&all=true&includeNotOrderable=true&itemClass=${itemClass}`);
    expect(classed.count).toBe(all.filter((b) => b.product.itemClass.id === itemClass).length);
    const supplier = all[0]?.product.supplier.id ?? 1;
    const supplied = await balances(`facilityIds=${BL_MLM}&all=true&includeNotOrderable=true&supplier=${supplier}`);
    expect(supplied.count).toBe(all.filter((b) => b.product.supplier.id === supplier).length);
    const active = await balances(`facilityIds=${BL_MLM}&all=true&includeNotOrderable=true&productStatus=ACTIVE`);
    expect(active.count).toBeLessThanOrEqual(all.length);
    expect((await balances(`facilityIds=${BL_MLM}&all=true`)).count).toBeLessThanOrEqual(all.length);
    const iso = await balances(`facilityIds=${BL_MLM}&isoCode=999999`);
    expect(iso.count).toBe(0);
    const inLund = await balances(`facilityIds=${BL_MLM}&all=true&includeNotOrderable=true&inStockAt=${BL_LND}`, FRIDA);
    expect(inLund.count).toBeGreaterThan(0);
    expect(inLund.count).toBeLessThan(all.length);
    expect((await balances(`facilityIds=${BL_MLM}&searchValue=zzzzqqq`)).count).toBe(0);
  });

  it('availableOnly leaves out the fully allocated rows (spec 3 §5: not offered to move or scrap), from the pages and the count, with a search and filters too', async () => {
    const every = (await balances(`facilityIds=${BL_MLM}&all=true&includeNotOrderable=true`)).page;
    const full = every.filter((b) => b.quantity <= b.allocatedQuantity);
    expect(full.length).toBeGreaterThan(0); // the seed's fixed assets on open deliveries (docs/world.md)
    const offered = await balances(`facilityIds=${BL_MLM}&all=true&includeNotOrderable=true&availableOnly=true`);
    expect(offered.page.map((b) => b.id)).toEqual(every.filter((b) => b.quantity > b.allocatedQuantity).map((b) => b.id));
    expect(offered.count).toBe(every.length - full.length); // summed from balance_groups, less the fully allocated
    // A page of it: the same rows, the same total.
    const page = await balances(`facilityIds=${BL_MLM}&from=10&amount=10&includeNotOrderable=true&availableOnly=true`);
    expect(page.page.map((b) => b.id)).toEqual(offered.page.slice(10, 20).map((b) => b.id));
    expect(page.count).toBe(offered.count);
    // A partly allocated row stays (the Käpp fixture: 12, 2 allocated).
    expect(offered.page.some((b) => b.product.productNumber === F.plain.productNumber && b.location.value === F.plain.location)).toBe(true);
    // Searched: a fully allocated row is found without it, not with it (a counted total).
    const asset = full[0];
    const words = asset?.product.inventoryNumber ?? asset?.product.productNumber ?? '';
    expect((await balances(`facilityIds=${BL_MLM}&searchValue=${words}&includeNotOrderable=true&all=true`)).page.some((b) => b.id === asset?.id)).toBe(true);
    const searched = await balances(`facilityIds=${BL_MLM}&searchValue=${words}&includeNotOrderable=true&availableOnly=true&all=true`);
    expect(searched.page.some((b) => b.id === asset?.id)).toBe(false);
    expect(searched.count).toBe(searched.page.length);
    // Filtered (an item class): summed, less that class's fully allocated rows.
    const itemClass = asset?.product.itemClass.id ?? 0;
    const classed = await balances(`facilityIds=${BL_MLM}&all=true&includeNotOrderable=true&availableOnly=true&itemClass=${itemClass}`);
    expect(classed.count).toBe(every.filter((b) => b.product.itemClass.id === itemClass && b.quantity > b.allocatedQuantity).length);
    expect(classed.page).toHaveLength(classed.count);
    await expectError(await call(`/base-storages/balances?availableOnly=yes`), 400, 'VALIDATION');
  });

  it('who may see which storage: Leo his own (Malmö), Frida those of her municipalities; another storage answers 403, no base storage 404', async () => {
    const leos = await balances('amount=500&all=true&includeNotOrderable=true');
    expect(new Set(leos.page.map((b) => b.value))).toEqual(new Set(['BL-MLM']));
    const fridas = await balances('all=true&includeNotOrderable=true', FRIDA);
    expect(new Set(fridas.page.map((b) => b.value))).toEqual(new Set(['BL-MLM', 'BL-LND', 'BL-HSD']));
    await expectError(await call(`/base-storages/balances?facilityIds=${BL_LND}`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await call(`/base-storages/balances?facilityIds=${BL_BRS}`, { user: FRIDA }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await call(`/base-storages/balances?facilityIds=${CENTRAL}`), 404, 'NOT_FOUND');
    const [brs] = (await server.db.select({ id: stockItems.id }).from(stockItems).where(eq(stockItems.facilityId, BL_BRS)).limit(1));
    await expectError(await scrap([{ balanceId: brs?.id ?? 0, quantity: 1 }], SCRAPPING, FRIDA), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
  });
});

describe('POST /base-storages/balances/{balance}/move (direct)', () => {
  it('a part of a row: the row keeps the rest, a new row on the target; again: merged into it; product_stock unchanged', async () => {
    const plain = await fixture(F.plain.productNumber, F.plain.location);
    const productId = plain.product.productId;
    const units = await unitsOf(productId);
    const stock = await stockOf(productId);
    const target = await locationId(F.locations[0]);
    const total = async () => (await balances(`facilityIds=${BL_MLM}&amount=1`)).count;
    const rowsBefore = await total();
    const moved = await ok<MoveResult>(await move(plain.id, { quantity: 3, toWarehouseLocation: { id: target } }));
    expect(await total()).toBe(rowsBefore + 1);
    expect(moved.message).toBe('ITEM_MOVED');
    expect(moved.balance).toMatchObject({ quantity: 3, allocatedQuantity: 0, location: { value: F.locations[0] }, product: { productId } });
    expect(moved.balance?.id).not.toBe(plain.id);
    expect(await item(plain.id)).toMatchObject({ quantity: 9, allocatedQuantity: 2 });
    const again = await ok<MoveResult>(await move(plain.id, { quantity: 2, toWarehouseLocation: { id: target } }));
    expect(again.balance).toMatchObject({ id: moved.balance?.id, quantity: 5 });
    expect(await item(plain.id)).toMatchObject({ quantity: 7, allocatedQuantity: 2 });
    expect(await unitsOf(productId)).toBe(units);
    expect(await stockOf(productId)).toEqual(stock);
  });

  it('more than available (allocated units stay), 0, or a missing, foreign or own location: refused, nothing changes', async () => {
    const plain = await fixture(F.plain.productNumber, F.plain.location);
    const target = await locationId(F.locations[1]);
    await expectError(await move(plain.id, { quantity: 6, toWarehouseLocation: { id: target } }), 409, 'QUANTITY_NOT_AVAILABLE');
    await expectError(await move(plain.id, { quantity: 0, toWarehouseLocation: { id: target } }), 400, 'VALIDATION');
    await expectError(await move(plain.id, { quantity: 1 }), 400, 'LOCATION_MISSING');
    await expectError(await move(plain.id, { quantity: 1, toWarehouseLocation: null }), 400, 'LOCATION_MISSING');
    const lund = await ok<Page<WarehouseLocation>>(await call(`/base-storages/${BL_LND}/warehouses/locations?amount=1`, { user: FRIDA }));
    await expectError(await move(plain.id, { quantity: 1, toWarehouseLocation: { id: lund.page[0]?.id ?? 0 } }), 400, 'LOCATION_NOT_IN_STORAGE');
    await expectError(await move(plain.id, { quantity: 1, toWarehouseLocation: { id: plain.location.id } }), 400, 'SAME_LOCATION');
    await expectError(await move(999_999_999, { quantity: 1, toWarehouseLocation: { id: target } }), 404, 'NOT_FOUND');
    expect(await item(plain.id)).toMatchObject({ quantity: 7, allocatedQuantity: 2 });
  });

  it('the last available unit moved at once twice: one 200, one 409', async () => {
    const plain = await fixture(F.plain.productNumber, F.plain.location);
    // 7 with 2 allocated: 5 available. Leave exactly 1 available: 3 allocated of 4.
    await server.db.update(stockItems).set({ quantity: 4, allocatedQuantity: 3 }).where(eq(stockItems.id, plain.id));
    const target = await locationId(F.locations[1]);
    const both = await Promise.all([move(plain.id, { quantity: 1, toWarehouseLocation: { id: target } }), move(plain.id, { quantity: 1, toWarehouseLocation: { id: target } })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.status === 409);
    if (refused) await expectError(refused, 409, 'QUANTITY_NOT_AVAILABLE');
    expect(await item(plain.id)).toMatchObject({ quantity: 3, allocatedQuantity: 3 });
    // Fully allocated now: nothing to move.
    await expectError(await move(plain.id, { quantity: 1, toWarehouseLocation: { id: target } }), 409, 'QUANTITY_NOT_AVAILABLE');
  });

  it('an inventory item moves whole (the same stock item, its id kept); a part of it is refused', async () => {
    const inventory = await fixture(F.inventory.productNumber, F.inventory.location);
    const target = await locationId(F.locations[1]);
    await expectError(await move(inventory.id, { quantity: 2, toWarehouseLocation: { id: target } }), 409, 'QUANTITY_NOT_AVAILABLE');
    const moved = await ok<MoveResult>(await move(inventory.id, { quantity: 1, toWarehouseLocation: { id: target } }));
    expect(moved.balance).toMatchObject({ id: inventory.id, quantity: 1, location: { value: F.locations[1] }, product: { inventoryNumber: F.inventory.inventoryNumber } });
    // Back where the fixture has it.
    await ok(await move(inventory.id, { quantity: 1, toWarehouseLocation: { id: await locationId(F.inventory.location) } }));
  });
});

describe('POST /base-storages/balances/scrap', () => {
  it('a reason is required, of the scrapping category', async () => {
    const plain = await fixture(F.plain.productNumber, F.locations[0]);
    await expectError(await scrap([{ balanceId: plain.id, quantity: 1 }], null), 400, 'REASON_CODE_MISSING');
    await expectError(await call('/base-storages/balances/scrap', { method: 'POST', body: { balances: [{ balanceId: plain.id, quantity: 1 }] } }), 400, 'REASON_CODE_MISSING');
    await expectError(await scrap([{ balanceId: plain.id, quantity: 1 }], OTHER_CATEGORY_REASON), 400, 'INVALID_REASON_CODE');
    expect(await item(plain.id)).toMatchObject({ quantity: 5 });
  });

  it('a part of a row, and product_stock follows; more than available refused with nothing changed', async () => {
    const plain = await fixture(F.plain.productNumber, F.locations[0]);
    const stock = await stockOf(plain.product.productId);
    expect(await ok(await scrap([{ balanceId: plain.id, quantity: 2 }]))).toEqual({ scrapped: 1 });
    expect(await item(plain.id)).toMatchObject({ quantity: 3 });
    expect(await stockOf(plain.product.productId)).toMatchObject({ quantity: (stock?.quantity ?? 0) - 2, allocatedQuantity: stock?.allocatedQuantity });
    // The same row twice counts once with both quantities: 2 + 2 > 3.
    await expectError(await scrap([{ balanceId: plain.id, quantity: 2 }, { balanceId: plain.id, quantity: 2 }]), 409, 'QUANTITY_NOT_AVAILABLE');
    expect(await item(plain.id)).toMatchObject({ quantity: 3 });
  });

  it('an inventory item is scrapped whole: the row is gone, the product’s stock follows', async () => {
    const inventory = await fixture(F.inventory.productNumber, F.inventory.location);
    const before = await stockOf(inventory.product.productId);
    const total = async () => (await balances(`facilityIds=${BL_MLM}&amount=1&includeNotOrderable=true`)).count;
    const rowsBefore = await total();
    await expectError(await scrap([{ balanceId: inventory.id, quantity: 2 }]), 409, 'QUANTITY_NOT_AVAILABLE');
    expect(await ok(await scrap([{ balanceId: inventory.id, quantity: 1 }]))).toEqual({ scrapped: 1 });
    expect(await item(inventory.id)).toBeUndefined();
    expect((await stockOf(inventory.product.productId))?.quantity).toBe((before?.quantity ?? 0) - 1);
    expect(await total()).toBe(rowsBefore - 1);
    // Gone: a second scrap finds its units taken.
    await expectError(await scrap([{ balanceId: inventory.id, quantity: 1 }]), 409, 'QUANTITY_NOT_AVAILABLE');
  });

  it('a fully allocated row, or more than a row’s unallocated part, is neither scrapped nor moved: 409, nothing changes', async () => {
    const target = { id: await locationId(F.locations[1]) };
    // HMC400001: a fixed asset allocated to an open delivery (1 of 1).
    const [asset] = (await balances(`facilityIds=${BL_MLM}&searchValue=${FIXED_ASSET_FIXTURES.inventoryNumber}&includeNotOrderable=true`)).page;
    if (!asset) throw new Error('no HMC400001 in BL-MLM');
    expect(asset).toMatchObject({ quantity: 1, allocatedQuantity: 1 });
    await expectError(await scrap([{ balanceId: asset.id, quantity: 1 }]), 409, 'QUANTITY_NOT_AVAILABLE');
    await expectError(await move(asset.id, { quantity: 1, toWarehouseLocation: target }), 409, 'QUANTITY_NOT_AVAILABLE');
    expect(await item(asset.id)).toMatchObject({ quantity: 1, allocatedQuantity: 1, warehouseLocationId: asset.location.id });
    // A row of 5 with 3 allocated: 2 to take, not 3.
    const [made] = await server.db
      .insert(stockItems)
      .values({ productId: await productIdOf(F.plain.productNumber), facilityId: BL_MLM, warehouseLocationId: await locationId(F.locations[0]), quantity: 5, allocatedQuantity: 3 })
      .returning({ id: stockItems.id });
    if (!made) throw new Error('no row made');
    await expectError(await scrap([{ balanceId: made.id, quantity: 3 }]), 409, 'QUANTITY_NOT_AVAILABLE');
    await expectError(await move(made.id, { quantity: 3, toWarehouseLocation: target }), 409, 'QUANTITY_NOT_AVAILABLE');
    expect(await item(made.id)).toMatchObject({ quantity: 5, allocatedQuantity: 3 });
    await server.db.delete(stockItems).where(eq(stockItems.id, made.id));
  });

  it('two scraps of the last unit at once: one 200, one 409; the unit is scrapped once', async () => {
    const last = await fixture(F.lastUnit.productNumber, F.lastUnit.location);
    const units = await unitsOf(last.product.productId);
    const both = await Promise.all([scrap([{ balanceId: last.id, quantity: 1 }]), scrap([{ balanceId: last.id, quantity: 1 }])]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.status === 409);
    if (refused) await expectError(refused, 409, 'QUANTITY_NOT_AVAILABLE');
    expect(await item(last.id)).toBeUndefined();
    expect(await unitsOf(last.product.productId)).toBe(units - 1);
  });

  it('a move and a scrap of the last unit at once: exactly one succeeds, the unit moved or scrapped once', async () => {
    const [made] = await server.db
      .insert(stockItems)
      .values({ productId: await productIdOf(F.lastUnit.productNumber), facilityId: BL_MLM, warehouseLocationId: await locationId(F.lastUnit.location), quantity: 1, allocatedQuantity: 0 })
      .returning({ id: stockItems.id, productId: stockItems.productId });
    if (!made) throw new Error('no row made');
    const units = await unitsOf(made.productId);
    const [moved, scrapped] = await Promise.all([move(made.id, { quantity: 1, toWarehouseLocation: { id: await locationId(F.locations[1]) } }), scrap([{ balanceId: made.id, quantity: 1 }])]);
    const statuses = [moved.status, scrapped.status];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The loser finds the row gone (404) or emptied but kept for a task line (409).
    expect(statuses.find((s) => s !== 200)).toBeOneOf([404, 409]);
    expect(await item(made.id)).toBeUndefined();
    expect(await unitsOf(made.productId)).toBe(moved.status === 200 ? units : units - 1);
  });
});

describe('POST /base-storages/balances/{balance}/move (order move, BASE_STORAGE_MOVE)', () => {
  const orderMove = (row: StorageBalance, quantity: number, extra: object = {}) => ({
    contentType: 'BASE_STORAGE_MOVE',
    fromFacility: { id: BL_MLM },
    product: { id: row.product.productId, quantity },
    ...extra,
  });

  it('needs the orderMoveEnabled flag (403), and an active order to another base storage', async () => {
    const plain = await fixture(F.plain.productNumber, F.locations[0]);
    await expectError(await move(plain.id, orderMove(plain, 1), TOVE), 403, 'FORBIDDEN');
    await expectError(await move(plain.id, orderMove(plain, 1)), 400, 'NO_ACTIVE_BASE_STORAGE_ORDER');
    // An order to the row's own storage.
    await ok<Order>(await call('/web-orders', { method: 'POST', body: { receiver: { type: 'FACILITY', id: BL_MLM } } }), 201);
    await expectError(await move(plain.id, orderMove(plain, 1)), 400, 'SAME_BASE_STORAGE');
  });

  it('to another storage: a BASE_STORAGE_MOVE line in the cart of the active order, to a location of the receiving storage, nothing allocated', async () => {
    const plain = await fixture(F.plain.productNumber, F.locations[0]);
    // Leo may not work on BL-LND: its locations are not his to list until it receives his active order.
    await expectError(await call(`/base-storages/${BL_LND}/warehouses/locations?all=true`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    const order = await ok<Order>(await call('/web-orders', { method: 'POST', body: { receiver: { type: 'FACILITY', id: BL_LND } } }), 201);
    const lund = await ok<Page<WarehouseLocation>>(await call(`/base-storages/${BL_LND}/warehouses/locations?all=true`));
    expect(lund.count).toBeGreaterThan(0);
    const target = lund.page[0];
    if (!target) throw new Error('no location of BL-LND');
    // Its stock stays out of reach; another storage's locations too.
    await expectError(await call(`/base-storages/balances?facilityIds=${BL_LND}`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await call(`/base-storages/${BL_BRS}/warehouses/locations?all=true`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    const to = { toWarehouseLocation: { id: target.id } };
    // Where the goods go is required (spec 3 §5 LOCATION_MISSING), a location of the receiving storage.
    await expectError(await move(plain.id, orderMove(plain, 1)), 400, 'LOCATION_MISSING');
    await expectError(await move(plain.id, orderMove(plain, 1, { toWarehouseLocation: null })), 400, 'LOCATION_MISSING');
    await expectError(await move(plain.id, orderMove(plain, 1, { toWarehouseLocation: { id: plain.location.id } })), 400, 'LOCATION_NOT_IN_STORAGE');
    await expectError(await move(plain.id, orderMove(plain, 1, { toWarehouseLocation: { id: 999_999 } })), 400, 'LOCATION_NOT_IN_STORAGE');
    await expectError(await move(plain.id, orderMove(plain, 4, to)), 409, 'QUANTITY_NOT_AVAILABLE');
    await expectError(await move(plain.id, { ...orderMove(plain, 1, to), fromFacility: { id: BL_LND } }), 400, 'VALIDATION');
    const res = await ok<MoveResult>(await move(plain.id, orderMove(plain, 2, to)));
    expect(res).toMatchObject({ message: 'ITEM_MOVED', balance: null, content: { orderId: order.id } });
    const full = await ok<Order>(await call(`/web-orders/${order.id}`));
    const line = full.content.find((l) => l.id === res.content?.contentId);
    expect(line).toMatchObject({
      contentType: 'BASE_STORAGE_MOVE',
      status: { value: 10 },
      product: { id: plain.product.productId, quantity: 2 },
      fromFacility: { id: BL_MLM },
      address: { id: BL_LND, type: 'FACILITY' },
      pickupList: [{ id: plain.id, quantity: 2 }],
      toWarehouseLocation: { id: target.id, value: target.value, label: target.label },
    });
    expect(await item(plain.id)).toMatchObject({ quantity: 3, allocatedQuantity: 0 });
    // The order no longer active (deleted): BL-LND's locations are out of reach again.
    expect((await call(`/web-orders/${order.id}`, { method: 'DELETE' })).status).toBe(204);
    await expectError(await call(`/base-storages/${BL_LND}/warehouses/locations?all=true`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
  });
});
