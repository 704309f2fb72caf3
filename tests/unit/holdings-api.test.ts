/**
 * A client's holdings on the reference server (spec 2 §2 Holdings, spec 3 §3, §4, §5, §7): the
 * list and its filters, one holding with accessories and note, SCRAP / RETURN_TO_STORAGE / MOVE in
 * one transaction each (nothing changes when an amount is not available; concurrent calls take the
 * same stock once), fitting and taking off accessories, and the history. Sven's holdings
 * (FIXTURE_HOLDINGS) are for these tests; the tests run in order, each on what the one before left.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Holding, HoldingDetail, HoldingTransaction, ClientTask, ClientTaskDetail } from '../../src/contract/clients.ts';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import { holdingTransactions, stockItems, taskLines } from '../../server/db/schema.ts';
import { FIXTURE_CLIENTS, RETURN_LOCATION_VALUE } from '../../server/seed/fixtures.ts';
import { findReturnLocation } from '../../server/seed/world.ts';
import { stockholmDay, stockholmDayStart } from '../../server/routes/holdings.ts';
import { expectError, json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

type Page<T> = { page: T[]; count: number };

const server = withTestServer();

const { sven, maj, astrid, erik } = FIXTURE_CLIENTS;
const FORSKRIVARE = { id: 1, firstName: 'Frida', surname: 'Förskrivare' };
/** A base storage (facility category 2) and the central warehouse (category 1). */
const BASE_STORAGE = 2;
const CENTRAL_WAREHOUSE = 1;
const SCRAPPING_REASON = 1;

let fridaSession: string | undefined;
async function frida(): Promise<string> {
  fridaSession ??= await server.login('forskrivare@example.org');
  return fridaSession;
}

async function call(path: string, { method = 'GET', body, lang = 'sv' }: { method?: string; body?: unknown; lang?: 'sv' | 'en' } = {}): Promise<Response> {
  const headers: Record<string, string> = { [SESSION_HEADER]: await frida(), 'Accept-Language': lang };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return server.request(`/rs/fsp/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) expect({ status: res.status, body: await res.text() }).toEqual({ status });
  return json<T>(res);
}
const get = async <T,>(path: string, lang: 'sv' | 'en' = 'sv') => ok<T>(await call(path, { lang }));

const holdings = async (clientId: number, query = '') => (await get<Page<Holding>>(`/clients/${clientId}/holdings?all=true${query}`)).page;
const detail = async (clientId: number, id: number) => get<HoldingDetail>(`/clients/${clientId}/holdings/${id}`);
/** A product type's holding (the names are `<type> <supplier> <variant>`). */
const isType = (name: string, type: string) => name === type || name.startsWith(`${type} `);
function named(list: Holding[], type: string): Holding {
  const found = list.find((h) => isType(h.name, type));
  if (!found) throw new Error(`no ${type} among ${list.map((h) => h.name).join(', ')}`);
  return found;
}
const svensHolding = async (type: string) => named(await holdings(sven.id), type);

const act = (clientId: number, body: unknown, lang: 'sv' | 'en' = 'sv') => call(`/clients/${clientId}/holdings`, { method: 'POST', body, lang });
const scrap = (clientId: number, balances: { balanceId: number; quantity: number }[], reasonCodeId = SCRAPPING_REASON) =>
  act(clientId, { action: 'SCRAP', payload: { balances, reasonCodeId } });
const returnTo = (clientId: number, amounts: { id: number; quantity: number }[], toStorageId = BASE_STORAGE) =>
  act(clientId, { action: 'RETURN_TO_STORAGE', payload: { holdings: amounts, toStorageId } });
const move = (clientId: number, amounts: { id: number; quantity: number }[], toClientId: number) => act(clientId, { action: 'MOVE', payload: { holdings: amounts, toClientId } });
const accessories = (clientId: number, holding: number, body: unknown) => call(`/clients/${clientId}/holdings/${holding}/accessories`, { method: 'POST', body });

/** Every stock item and holding transaction: what "nothing changed" compares. */
async function snapshot() {
  const [items, history] = await Promise.all([
    server.db.select().from(stockItems).orderBy(asc(stockItems.id)),
    server.db.select().from(holdingTransactions).orderBy(asc(holdingTransactions.id)),
  ]);
  return { items, history };
}
const historyOf = async (clientId: number) => server.db.select().from(holdingTransactions).where(eq(holdingTransactions.clientId, clientId)).orderBy(asc(holdingTransactions.id));
const stockItem = async (id: number) => (await server.db.select().from(stockItems).where(eq(stockItems.id, id)))[0];

describe('GET /clients/{client}/holdings', () => {
  it('lists what the client holds, handed-over date descending, accessories inside their holding', async () => {
    const list = await holdings(sven.id);
    expect(list.map((h) => h.name.split(' ')[0])).toEqual(['Rollator', 'Griptång', 'Duschpall', 'Vårdsäng', 'Käpp', 'Sittdyna']);
    const dates = list.map((h) => h.handedOverDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.some((h) => isType(h.name, 'Tryckavlastande madrass'))).toBe(false);
    expect(named(list, 'Vårdsäng').accessoryCount).toBe(1);
    expect(named(list, 'Rollator')).toMatchObject({ isFixedAsset: true, quantity: 1, allocatedQuantity: 0, maxQuantity: 1, accessoryCount: 0 });
    expect(named(list, 'Rollator').inventoryNumber).toBeTruthy();
    expect(named(list, 'Griptång')).toMatchObject({ isFixedAsset: false, quantity: 4, maxQuantity: 4, inventoryNumber: null });
    expect(named(list, 'Griptång').batch).toBeTruthy();
    expect(named(list, 'Duschpall')).toMatchObject({ quantity: 2, allocatedQuantity: 1, maxQuantity: 1 });
    expect(named(list, 'Käpp')).toMatchObject({ quantity: 1, allocatedQuantity: 1, maxQuantity: 0 });
    for (const h of list) {
      expect(h.itemClass.label).toBeTruthy();
      expect(h.isoCode.value).toMatch(/^\d{6}$/);
      expect(h.handedOverBy).toBe('Frida Förskrivare');
      expect(h.prescriberName).toBe('Frida Förskrivare');
    }
    const page = await get<Page<Holding>>(`/clients/${sven.id}/holdings?from=1&amount=2`);
    expect(page.count).toBe(list.length);
    expect(page.page.map((h) => h.id)).toEqual(list.slice(1, 3).map((h) => h.id));
  });

  it('filters: inventoryOnly (fixed assets), availableOnly, searchValue, inventoryId', async () => {
    const list = await holdings(sven.id);
    expect((await holdings(sven.id, '&inventoryOnly=true')).map((h) => h.id)).toEqual(list.filter((h) => h.inventoryNumber !== null).map((h) => h.id));
    const available = await holdings(sven.id, '&availableOnly=true');
    expect(available.map((h) => h.id)).toEqual(list.filter((h) => h.maxQuantity > 0).map((h) => h.id));
    expect(available.some((h) => isType(h.name, 'Käpp'))).toBe(false);
    const rollator = named(list, 'Rollator');
    expect((await holdings(sven.id, `&searchValue=${encodeURIComponent(rollator.inventoryNumber ?? '')}`)).map((h) => h.id)).toEqual([rollator.id]);
    expect((await holdings(sven.id, '&searchValue=gRiPt')).map((h) => h.name.split(' ')[0])).toEqual(['Griptång']);
    const griptang = named(list, 'Griptång');
    expect((await holdings(sven.id, `&searchValue=${griptang.batch ?? ''}`)).map((h) => h.id)).toContain(griptang.id);
    expect((await holdings(sven.id, `&inventoryId=${griptang.id}`)).map((h) => h.id)).toEqual([griptang.id]);
    expect(await holdings(sven.id, '&searchValue=%25')).toEqual([]);
  });
});

describe('GET and PUT /clients/{client}/holdings/{holding}', () => {
  it('one holding with the product’s fields and its accessories; an accessory names its parent', async () => {
    const bed = await svensHolding('Vårdsäng');
    const d = await detail(sven.id, bed.id);
    expect(d).toMatchObject({ ...bed, parent: null, allocations: [] });
    expect(d.supplier.label).toBeTruthy();
    expect(d.salesPrice).toBeGreaterThan(0);
    expect(d.salesPriceCurrency.value).toBe('SEK');
    expect(d.accessories).toHaveLength(1);
    const mattress = d.accessories[0];
    if (!mattress) throw new Error('the bed has a mattress');
    expect(isType(mattress.description, 'Tryckavlastande madrass')).toBe(true);
    expect(mattress.inventoryNumber).toBeTruthy();
    const m = await detail(sven.id, mattress.id);
    expect(m.parent).toEqual({ id: bed.id, name: bed.name });
  });

  it('a holding of another client, or none, is 404', async () => {
    const majs = named(await holdings(maj.id), 'Rollator');
    await expectError(await call(`/clients/${sven.id}/holdings/${majs.id}`), 404, 'NOT_FOUND');
    await expectError(await call(`/clients/${sven.id}/holdings/999999`), 404, 'NOT_FOUND');
    await expectError(await call(`/clients/${sven.id}/holdings/${majs.id}`, { method: 'PUT', body: { note: 'x' } }), 404, 'NOT_FOUND');
    await expectError(await call(`/clients/${sven.id}/holdings/2147483648`), 400, 'VALIDATION');
  });

  it('PUT saves the note; an empty note removes it', async () => {
    const rollator = await svensHolding('Rollator');
    const saved = await ok<HoldingDetail>(await call(`/clients/${sven.id}/holdings/${rollator.id}`, { method: 'PUT', body: { note: 'Bromsen drar åt vänster.\nKolla vid nästa besök.' } }));
    expect(saved.note).toBe('Bromsen drar åt vänster.\nKolla vid nästa besök.');
    expect((await detail(sven.id, rollator.id)).note).toBe(saved.note);
    const removed = await ok<HoldingDetail>(await call(`/clients/${sven.id}/holdings/${rollator.id}`, { method: 'PUT', body: { note: '' } }));
    expect(removed.note).toBeNull();
    await expectError(await call(`/clients/${sven.id}/holdings/${rollator.id}`, { method: 'PUT', body: { note: 'x'.repeat(2001) } }), 400, 'VALIDATION');
  });
});

/**
 * Sven's stock items by role, as the tests below change them (ids stay with a row; a split makes a
 * new row, noted here).
 */
const ids = { rollator: 0, grip: 0, gripSplit: 0, gripFitted: 0, shower: 0, bed: 0, mattress: 0, stick: 0, cushion: 0 };

describe('POST /clients/{client}/holdings: what is refused changes nothing', () => {
  it('the fixture holdings', async () => {
    const list = await holdings(sven.id);
    ids.rollator = named(list, 'Rollator').id;
    ids.grip = named(list, 'Griptång').id;
    ids.shower = named(list, 'Duschpall').id;
    ids.bed = named(list, 'Vårdsäng').id;
    ids.stick = named(list, 'Käpp').id;
    ids.cushion = named(list, 'Sittdyna').id;
    ids.mattress = (await detail(sven.id, ids.bed)).accessories[0]?.id ?? 0;
    expect(ids.mattress).toBeGreaterThan(0);
  });

  it('scrapping more than is available: 409 QUANTITY_NOT_AVAILABLE and no row changed, even with a valid amount beside it', async () => {
    const before = await snapshot();
    const cases = [
      [{ balanceId: ids.grip, quantity: 5 }],
      [{ balanceId: ids.grip, quantity: 1 }, { balanceId: ids.shower, quantity: 2 }], // 1 of 2 allocated
      [{ balanceId: ids.stick, quantity: 1 }], // fully allocated
      [{ balanceId: ids.rollator, quantity: 2 }],
      [{ balanceId: ids.grip, quantity: 3 }, { balanceId: ids.grip, quantity: 2 }], // the same item twice: 5 of 4
    ];
    for (const balances of cases) await expectError(await scrap(sven.id, balances), 409, 'QUANTITY_NOT_AVAILABLE');
    const en = await expectError(await act(sven.id, { action: 'SCRAP', payload: { balances: cases[2], reasonCodeId: SCRAPPING_REASON } }, 'en'), 409, 'QUANTITY_NOT_AVAILABLE');
    expect(en.error.errorMessage).toMatch(/no longer available/);
    await expectError(await returnTo(sven.id, [{ id: ids.stick, quantity: 1 }]), 409, 'QUANTITY_NOT_AVAILABLE');
    await expectError(await move(sven.id, [{ id: ids.shower, quantity: 2 }], astrid.id), 409, 'QUANTITY_NOT_AVAILABLE');
    expect(await snapshot()).toEqual(before);
  });

  it('a reason that is not for scrapping, a storage that is no base storage, a stock item the client does not hold, bad amounts', async () => {
    const before = await snapshot();
    await expectError(await scrap(sven.id, [{ balanceId: ids.grip, quantity: 1 }], 999_999), 400, 'INVALID_REASON_CODE');
    await expectError(await returnTo(sven.id, [{ id: ids.grip, quantity: 1 }], CENTRAL_WAREHOUSE), 400, 'NOT_A_BASE_STORAGE');
    await expectError(await returnTo(sven.id, [{ id: ids.grip, quantity: 1 }], 999_999), 400, 'NOT_A_BASE_STORAGE');
    const majs = named(await holdings(maj.id), 'Griptång');
    await expectError(await scrap(sven.id, [{ balanceId: majs.id, quantity: 1 }]), 404, 'NOT_FOUND');
    await expectError(await scrap(sven.id, [{ balanceId: 999_999, quantity: 1 }]), 404, 'NOT_FOUND');
    // A stock item in storage is nobody's holding.
    const [inStorage] = await server.db.select({ id: stockItems.id }).from(stockItems).where(eq(stockItems.facilityId, BASE_STORAGE)).limit(1);
    await expectError(await scrap(sven.id, [{ balanceId: inStorage?.id ?? 0, quantity: 1 }]), 404, 'NOT_FOUND');
    for (const quantity of [0, -1, 1000, 1.5]) await expectError(await scrap(sven.id, [{ balanceId: ids.grip, quantity }]), 400, 'VALIDATION');
    await expectError(await scrap(sven.id, [{ balanceId: 2_147_483_648, quantity: 1 }]), 400, 'VALIDATION');
    await expectError(await act(sven.id, { action: 'SCRAP', payload: { balances: [], reasonCodeId: 1 } }), 400, 'VALIDATION');
    await expectError(await act(sven.id, { action: 'BURN', payload: {} }), 400, 'VALIDATION');
    // An accessory and the item it is fitted to together: the item takes it along.
    await expectError(await returnTo(sven.id, [{ id: ids.bed, quantity: 1 }, { id: ids.mattress, quantity: 1 }]), 400, 'VALIDATION');
    expect(await snapshot()).toEqual(before);
  });
});

describe('accessories', () => {
  it('ADD_FROM_HOLDING fits a part of one holding (split off) and the whole of another (moved); answers the holding', async () => {
    const fitted = await ok<HoldingDetail>(
      await accessories(sven.id, ids.rollator, { action: 'ADD_FROM_HOLDING', payload: { holdings: [{ id: ids.grip, quantity: 2 }, { id: ids.cushion, quantity: 2 }] } }),
    );
    expect(fitted.id).toBe(ids.rollator);
    expect(fitted.accessoryCount).toBe(2);
    const grip = fitted.accessories.find((a) => isType(a.description, 'Griptång'));
    expect(grip).toMatchObject({ quantity: 2 });
    ids.gripFitted = grip?.id ?? 0;
    expect(ids.gripFitted).not.toBe(ids.grip);
    expect(fitted.accessories.find((a) => a.id === ids.cushion)).toMatchObject({ quantity: 2 });
    const list = await holdings(sven.id);
    expect(list.find((h) => h.id === ids.grip)).toMatchObject({ quantity: 2 });
    expect(list.some((h) => h.id === ids.cushion || h.id === ids.gripFitted)).toBe(false);
    expect(list.find((h) => h.id === ids.rollator)?.accessoryCount).toBe(2);
    expect((await detail(sven.id, ids.gripFitted)).parent).toEqual({ id: ids.rollator, name: fitted.name });
    const added = (await historyOf(sven.id)).slice(-2);
    expect(added.map((t) => [t.type, t.stockItemId, t.quantity]).sort()).toEqual(
      [
        ['ACCESSORY_ADDED', ids.gripFitted, 2],
        ['ACCESSORY_ADDED', ids.cushion, 2],
      ].sort(),
    );
  });

  it('REMOVE_TO_HOLDING takes accessories off into holdings of their own: a part split off, the whole moved; 1 to the accessory’s quantity', async () => {
    const remove = (accessoriesOff: { id: number; quantity: number }[]) => accessories(sven.id, ids.rollator, { action: 'REMOVE_TO_HOLDING', payload: { accessories: accessoriesOff } });
    await expectError(await remove([{ id: ids.gripFitted, quantity: 3 }]), 409, 'QUANTITY_NOT_AVAILABLE');
    const after = await ok<HoldingDetail>(await remove([{ id: ids.gripFitted, quantity: 1 }, { id: ids.cushion, quantity: 2 }]));
    expect(after.accessories.map((a) => [a.id, a.quantity])).toEqual([[ids.gripFitted, 1]]);
    const list = await holdings(sven.id);
    expect(list.find((h) => h.id === ids.cushion)).toMatchObject({ quantity: 2, accessoryCount: 0 });
    const split = list.filter((h) => isType(h.name, 'Griptång') && h.id !== ids.grip);
    expect(split.map((h) => h.quantity)).toEqual([1]);
    ids.gripSplit = split[0]?.id ?? 0;
    expect((await detail(sven.id, ids.gripSplit)).parent).toBeNull();
    const removed = (await historyOf(sven.id)).slice(-2);
    expect(removed.every((t) => t.type === 'ACCESSORY_REMOVED')).toBe(true);
    expect(removed.map((t) => t.stockItemId).sort()).toEqual([ids.cushion, ids.gripSplit].sort());
  });

  it('refused: itself, an item it is fitted to, an accessory already, not available, not the client’s, not its accessory', async () => {
    const before = await snapshot();
    const add = (holding: number, id: number, quantity = 1) => accessories(sven.id, holding, { action: 'ADD_FROM_HOLDING', payload: { holdings: [{ id, quantity }] } });
    await expectError(await add(ids.rollator, ids.rollator), 400, 'INVALID_ACCESSORY');
    await expectError(await add(ids.gripFitted, ids.rollator), 400, 'INVALID_ACCESSORY'); // the rollator is above it
    await expectError(await add(ids.bed, ids.gripFitted), 400, 'INVALID_ACCESSORY'); // fitted already
    await expectError(await add(ids.mattress, ids.bed), 400, 'INVALID_ACCESSORY');
    await expectError(await add(ids.rollator, ids.stick), 409, 'QUANTITY_NOT_AVAILABLE'); // fully allocated
    await expectError(await add(ids.rollator, ids.grip, 3), 409, 'QUANTITY_NOT_AVAILABLE');
    await expectError(await add(ids.rollator, named(await holdings(maj.id), 'Griptång').id), 404, 'NOT_FOUND');
    await expectError(await add(named(await holdings(maj.id), 'Rollator').id, ids.grip), 404, 'NOT_FOUND');
    await expectError(await accessories(sven.id, ids.rollator, { action: 'REMOVE_TO_HOLDING', payload: { accessories: [{ id: ids.mattress, quantity: 1 }] } }), 404, 'NOT_FOUND');
    await expectError(await accessories(sven.id, ids.rollator, { action: 'REMOVE_TO_HOLDING', payload: { accessories: [] } }), 400, 'VALIDATION');
    expect(await snapshot()).toEqual(before);
  });
});

describe('SCRAP', () => {
  it('two scraps of the same stock at once: one takes it (a SCRAPPED transaction with the reason, at the server’s time), the other finds it gone: 409', async () => {
    const before = await historyOf(sven.id);
    // The shower stool: 2, 1 of them allocated, so 1 to take.
    const both = await Promise.all([scrap(sven.id, [{ balanceId: ids.shower, quantity: 1 }]), scrap(sven.id, [{ balanceId: ids.shower, quantity: 1 }])]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const done = both.find((r) => r.status === 200);
    expect(done && (await json<{ transactions: number }>(done))).toEqual({ transactions: 1 });
    const refused = both.find((r) => r.status !== 200);
    if (refused) await expectError(refused, 409, 'QUANTITY_NOT_AVAILABLE');
    expect((await holdings(sven.id)).find((h) => h.id === ids.shower)).toMatchObject({ quantity: 1, allocatedQuantity: 1, maxQuantity: 0 });
    const written = (await historyOf(sven.id)).slice(before.length);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ type: 'SCRAPPED', stockItemId: ids.shower, quantity: 1, allocatedQuantity: 1, reasonCodeId: SCRAPPING_REASON, userId: FORSKRIVARE.id });
    expect(written[0]?.createdAt.getTime()).toBe(server.clock.now.getTime());
  });

  it('the last units scrapped: the row is deleted, and a second scrap at once finds no such holding: 404', async () => {
    const before = await historyOf(sven.id);
    const both = await Promise.all([scrap(sven.id, [{ balanceId: ids.cushion, quantity: 2 }]), scrap(sven.id, [{ balanceId: ids.cushion, quantity: 2 }])]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await stockItem(ids.cushion)).toBeUndefined();
    const after = await historyOf(sven.id);
    expect(after.slice(before.length).map((t) => [t.type, t.stockItemId, t.quantity])).toEqual([['SCRAPPED', ids.cushion, 2]]);
  });
});

describe('RETURN_TO_STORAGE', () => {
  it('a part of a quantity: the holding decreases, the stock at the storage’s return location increases', async () => {
    const location = await findReturnLocation(server.db, BASE_STORAGE);
    expect(location?.value).toBe(RETURN_LOCATION_VALUE);
    const grip = await stockItem(ids.grip);
    if (!grip) throw new Error('Sven has a grabber');
    expect(grip.quantity).toBe(2);
    const pileOf = async () =>
      (await server.db.select().from(stockItems).where(eq(stockItems.warehouseLocationId, location?.id ?? 0))).filter(
        (s) => s.productId === grip.productId && s.batch === grip.batch && s.clientId === null && s.inventoryNumber === null,
      );
    const before = (await pileOf()).reduce((n, s) => n + s.quantity, 0);
    const res = await ok<{ transactions: number }>(await returnTo(sven.id, [{ id: ids.grip, quantity: 1 }]));
    expect(res.transactions).toBe(1);
    expect(await stockItem(ids.grip)).toMatchObject({ quantity: 1, clientId: sven.id });
    const pile = await pileOf();
    expect(pile).toHaveLength(1);
    expect(pile[0]).toMatchObject({ facilityId: BASE_STORAGE, parentId: null, handedOverDate: null });
    expect(pile.reduce((n, s) => n + s.quantity, 0)).toBe(before + 1);
    expect((await historyOf(sven.id)).at(-1)).toMatchObject({ type: 'RETURNED', stockItemId: ids.grip, quantity: 1, facilityId: BASE_STORAGE, userId: FORSKRIVARE.id });
  });

  it('a fixed asset moves itself to the return location, its accessory with it; a RETURNED transaction each', async () => {
    const bed = await detail(sven.id, ids.bed);
    const location = await findReturnLocation(server.db, BASE_STORAGE);
    const res = await ok<{ transactions: number }>(await returnTo(sven.id, [{ id: ids.bed, quantity: 1 }]));
    expect(res.transactions).toBe(2);
    expect(await stockItem(ids.bed)).toMatchObject({
      clientId: null,
      parentId: null,
      facilityId: BASE_STORAGE,
      warehouseLocationId: location?.id,
      inventoryNumber: bed.inventoryNumber,
      quantity: 1,
      handedOverDate: null,
      handedOverBy: null,
      handedOverInformation: null,
    });
    expect(await stockItem(ids.mattress)).toMatchObject({ clientId: null, parentId: ids.bed, facilityId: BASE_STORAGE, warehouseLocationId: location?.id });
    expect((await holdings(sven.id)).some((h) => h.id === ids.bed)).toBe(false);
    await expectError(await call(`/clients/${sven.id}/holdings/${ids.mattress}`), 404, 'NOT_FOUND');
    const returned = (await historyOf(sven.id)).slice(-2);
    expect(returned.map((t) => [t.type, t.stockItemId, t.facilityId])).toEqual([
      ['RETURNED', ids.bed, BASE_STORAGE],
      ['RETURNED', ids.mattress, BASE_STORAGE],
    ]);
    // Returned: not Sven's to act on any more.
    await expectError(await returnTo(sven.id, [{ id: ids.bed, quantity: 1 }]), 404, 'NOT_FOUND');
  });
});

describe('MOVE', () => {
  it('hands a quantity to another client the caller is authorized for: MOVED_OUT and MOVED_IN', async () => {
    const grip = await stockItem(ids.grip);
    if (!grip) throw new Error('Sven has a grabber');
    const astridsBefore = await holdings(astrid.id);
    const res = await ok<{ transactions: number }>(await move(sven.id, [{ id: ids.grip, quantity: 1 }], astrid.id));
    expect(res.transactions).toBe(2);
    const received = (await holdings(astrid.id)).filter((h) => !astridsBefore.some((b) => b.id === h.id));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ productId: grip.productId, quantity: 1, batch: grip.batch, handedOverBy: 'Frida Förskrivare', handedOverDate: stockholmDay(server.clock.now) });
    expect((await historyOf(sven.id)).at(-1)).toMatchObject({ type: 'MOVED_OUT', otherClientId: astrid.id, stockItemId: ids.grip, quantity: 1 });
    expect((await historyOf(astrid.id)).at(-1)).toMatchObject({ type: 'MOVED_IN', otherClientId: sven.id, stockItemId: received[0]?.id, quantity: 1 });
  });

  it('a fixed asset moves with its accessories', async () => {
    const rollator = await detail(sven.id, ids.rollator);
    expect(rollator.accessories.length).toBeGreaterThan(0);
    const res = await ok<{ transactions: number }>(await move(sven.id, [{ id: ids.rollator, quantity: 1 }], astrid.id));
    expect(res.transactions).toBe(2 * (1 + rollator.accessories.length));
    const moved = await detail(astrid.id, ids.rollator);
    expect(moved.accessories.map((a) => a.id)).toEqual(rollator.accessories.map((a) => a.id));
    expect(moved.handedOverDate).toBe(stockholmDay(server.clock.now));
    await expectError(await call(`/clients/${sven.id}/holdings/${ids.rollator}`), 404, 'NOT_FOUND');
    // Back to Sven, for what follows.
    await ok(await move(astrid.id, [{ id: ids.rollator, quantity: 1 }], sven.id));
    expect((await detail(sven.id, ids.rollator)).accessories.map((a) => a.id)).toEqual(rollator.accessories.map((a) => a.id));
  });

  it('to a client the caller is not authorized for: 403; to none: 404; to the same client: 400; nothing changes', async () => {
    const before = await snapshot();
    await expectError(await move(sven.id, [{ id: ids.rollator, quantity: 1 }], erik.id), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await move(sven.id, [{ id: ids.rollator, quantity: 1 }], 999_999), 404, 'NOT_FOUND');
    await expectError(await move(sven.id, [{ id: ids.rollator, quantity: 1 }], sven.id), 400, 'VALIDATION');
    expect(await snapshot()).toEqual(before);
  });
});

describe('SCRAP of a fixed asset with accessories', () => {
  it('the accessories become holdings of their own; a stock item a task refers to stays, held by no one', async () => {
    const rollator = await detail(sven.id, ids.rollator);
    const fitted = rollator.accessories.map((a) => a.id);
    expect(fitted).toEqual([ids.gripFitted]);
    const [line] = await server.db.select().from(taskLines).where(eq(taskLines.stockItemId, ids.rollator));
    expect(line).toBeDefined(); // the delivery of the rollator (seed)
    const res = await ok<{ transactions: number }>(await scrap(sven.id, [{ balanceId: ids.rollator, quantity: 1 }]));
    expect(res.transactions).toBe(2);
    const list = await holdings(sven.id);
    expect(list.some((h) => h.id === ids.rollator)).toBe(false);
    expect(list.find((h) => h.id === ids.gripFitted)).toMatchObject({ quantity: 1 });
    expect(await stockItem(ids.rollator)).toMatchObject({ quantity: 0, clientId: null, facilityId: null, parentId: null });
    expect((await historyOf(sven.id)).slice(-2).map((t) => [t.type, t.stockItemId])).toEqual([
      ['SCRAPPED', ids.rollator],
      ['ACCESSORY_REMOVED', ids.gripFitted],
    ]);
    // The task still says which rollator it delivered.
    const tasks = await get<Page<ClientTask>>(`/clients/${sven.id}/tasks?all=true`);
    const lines = (await Promise.all(tasks.page.map((t) => get<ClientTaskDetail>(`/clients/${sven.id}/tasks/${t.id}`)))).flatMap((t) => t.lines);
    expect(lines.some((l) => l.item.fixedAssetNumber === rollator.inventoryNumber)).toBe(true);
  });
});

describe('GET /clients/{client}/holding-transactions', () => {
  const list = async (query = '', lang: 'sv' | 'en' = 'sv') => get<Page<HoldingTransaction>>(`/clients/${sven.id}/holding-transactions?all=true${query}`, lang);

  it('the history, newest first, with the facility, the other client, the reason and who did it', async () => {
    const all = await list();
    const [rows] = await Promise.all([historyOf(sven.id)]);
    expect(all.count).toBe(rows.length);
    const stamps = all.page.map((t) => t.transactionTimestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const scrapped = all.page.find((t) => t.type === 'SCRAPPED' && t.user?.firstName === 'Frida');
    expect(scrapped?.reason?.label).toBeTruthy();
    expect(all.page.find((t) => t.type === 'RETURNED')?.facility).toMatchObject({ id: BASE_STORAGE });
    expect(all.page.find((t) => t.type === 'MOVED_OUT')?.otherClient).toEqual({ id: astrid.id, firstName: astrid.firstName, surname: astrid.surname });
    expect(all.page.find((t) => t.type === 'HANDED_OVER')).toBeDefined();
    for (const t of all.page) {
      expect(t.itemDescription).toBeTruthy();
      expect(t.itemNumber).toBeTruthy();
      expect(t.itemClass).toBeTruthy();
    }
    const en = await list('&type=SCRAPPED', 'en');
    const sv = await list('&type=SCRAPPED');
    expect(en.page.map((t) => t.id)).toEqual(sv.page.map((t) => t.id));
    expect(en.page.find((t) => t.id === scrapped?.id)?.reason?.label).not.toBe(scrapped?.reason?.label);
  });

  it('filters: type, searchValue, fromDate and toDate (Swedish days, inclusive), paging', async () => {
    const all = await list();
    const returned = await list('&type=RETURNED');
    expect(returned.count).toBe(all.page.filter((t) => t.type === 'RETURNED').length);
    expect(returned.page.every((t) => t.type === 'RETURNED')).toBe(true);
    const someNumber = all.page.find((t) => t.fixedAssetNumber)?.fixedAssetNumber ?? '';
    const byNumber = await list(`&searchValue=${encodeURIComponent(someNumber.toLowerCase())}`);
    expect(byNumber.page.length).toBeGreaterThan(0);
    expect(byNumber.page.every((t) => t.fixedAssetNumber === someNumber || t.itemNumber.includes(someNumber) || t.itemDescription.includes(someNumber))).toBe(true);
    const today = stockholmDay(server.clock.now);
    const todays = await list(`&fromDate=${today}&toDate=${today}`);
    expect(todays.count).toBe(all.page.filter((t) => stockholmDay(new Date(t.transactionTimestamp)) === today).length);
    expect(todays.count).toBeGreaterThan(5);
    expect((await list('&toDate=2000-01-01')).count).toBe(0);
    const page = await get<Page<HoldingTransaction>>(`/clients/${sven.id}/holding-transactions?from=2&amount=3`);
    expect(page.page.map((t) => t.id)).toEqual(all.page.slice(2, 5).map((t) => t.id));
    await expectError(await call(`/clients/${sven.id}/holding-transactions?type=LOST`), 400, 'VALIDATION');
    await expectError(await call(`/clients/${sven.id}/holding-transactions?fromDate=14-03-2025`), 400, 'VALIDATION');
  });

  it('Swedish days: the first instant of a day in winter and in summer', () => {
    expect(stockholmDayStart('2025-01-15').toISOString()).toBe('2025-01-14T23:00:00.000Z');
    expect(stockholmDayStart('2025-07-15').toISOString()).toBe('2025-07-14T22:00:00.000Z');
    expect(stockholmDayStart('2025-03-30', 1).toISOString()).toBe('2025-03-30T22:00:00.000Z'); // the day after the switch to summer time
    expect(stockholmDay(new Date('2025-07-14T22:30:00Z'))).toBe('2025-07-15');
  });
});
