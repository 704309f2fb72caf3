/**
 * Inventory counts on the reference server (spec 3 §4 Inventory count status, §5 Inventory counts,
 * §7): start (201, one open count a storage), the line filter and search, REPORT_LINE with its
 * validation and the fetchedTimestamp check, APPROVE, RESET_REPORTING, deleting a line, the count's
 * status from its lines, confirm (the balances changed in one transaction, a row counted to 0 gone),
 * annul, and who may work on which storage's count. The tests run in order, each on what the one
 * before left.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Inventory, InventoryLine, LineUpdateResult } from '../../src/contract/inventories.ts';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import { inventoryStatusOf } from '../../server/routes/inventories.ts';
import { stockItems } from '../../server/db/schema.ts';
import { BASE_STORAGE_FIXTURES as F } from '../../server/seed/fixtures.ts';
import { expectError, json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

type Page<T> = { page: T[]; count: number };

const server = withTestServer();

const BL_MLM = 2;
const BL_LND = 3; // Lund: Petra's, not Leo's
const LEO = 'lager@example.org';
const PETRA = 'planerare@example.org';

const sessions = new Map<string, string>();
async function as(user: string): Promise<string> {
  const known = sessions.get(user);
  if (known) return known;
  const id = await server.login(user);
  sessions.set(user, id);
  return id;
}

async function call(path: string, { method = 'GET', body, user = LEO, lang = 'sv' }: { method?: string; body?: unknown; user?: string; lang?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { [SESSION_HEADER]: await as(user), 'Accept-Language': lang };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return server.request(`/rs/fsp/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) expect({ status: res.status, body: await res.text() }).toEqual({ status });
  return json<T>(res);
}
const lines = (query: string, user = LEO) => call(`/inventories/lines?baseStorageId=${BL_MLM}&${query}`, { user }).then((r) => ok<Page<InventoryLine>>(r));
/** The line of a fixture row (BASE_STORAGE_FIXTURES: its product on its location). */
async function lineOf(fixture: { productNumber: string; location: string }): Promise<InventoryLine> {
  const { page } = await lines(`searchValue=${fixture.productNumber}&amount=100`);
  const line = page.find((l) => l.product.productNumber === fixture.productNumber && l.location.value === fixture.location);
  if (!line) throw new Error(`no line of ${fixture.productNumber} on ${fixture.location}`);
  return line;
}
const report = (line: InventoryLine, reportedQty: number, fetchedTimestamp = line.fetchedTimestamp, lang = 'sv') =>
  call(`/inventories/lines/${line.id}`, { method: 'POST', body: { action: 'REPORT_LINE', reportedQty, fetchedTimestamp }, lang });

async function storageRows(facilityId: number): Promise<number> {
  const rows = await server.db.select({ id: stockItems.id, clientId: stockItems.clientId, parentId: stockItems.parentId }).from(stockItems).where(eq(stockItems.facilityId, facilityId));
  return rows.filter((r) => r.clientId === null && r.parentId === null).length;
}
/** The balance row of a line, if it is still in the storage. */
async function rowOf(line: InventoryLine) {
  const [row] = await server.db
    .select({ id: stockItems.id, quantity: stockItems.quantity, allocated: stockItems.allocatedQuantity })
    .from(stockItems)
    .where(and(eq(stockItems.id, line.product.id ?? 0), eq(stockItems.facilityId, F.storage.id)));
  return row;
}

describe('the count status from its lines', () => {
  it('is 20 with none reported, 50 with some, 60 with all', () => {
    expect(inventoryStatusOf(10, 0)).toBe(20);
    expect(inventoryStatusOf(10, 1)).toBe(50);
    expect(inventoryStatusOf(10, 9)).toBe(50);
    expect(inventoryStatusOf(10, 10)).toBe(60);
    expect(inventoryStatusOf(0, 0)).toBe(20);
  });
});

describe('inventory counts', () => {
  let inventory: Inventory;

  it('a storage without a count lists none, and its lines are empty', async () => {
    expect(await ok<Page<Inventory>>(await call(`/base-storages/${BL_MLM}/inventories`))).toEqual({ page: [], count: 0 });
    expect(await lines('status=ALL')).toEqual({ page: [], count: 0 });
  });

  it('starting a count gives one line a balance row, status 20 (201); a second start is 409', async () => {
    inventory = await ok<Inventory>(await call(`/base-storages/${BL_MLM}/inventories`, { method: 'POST' }), 201);
    expect(inventory).toMatchObject({ status: 20, warehouse: { id: BL_MLM, value: 'BL-MLM' }, reportedLines: 0 });
    expect(inventory.inventoryId).toMatch(/^INV-\d{6}$/);
    expect(inventory.lines).toBe(await storageRows(BL_MLM));
    expect(await ok<Page<Inventory>>(await call(`/base-storages/${BL_MLM}/inventories`))).toEqual({ page: [inventory], count: 1 });
    await expectError(await call(`/base-storages/${BL_MLM}/inventories`, { method: 'POST' }), 409, 'INVENTORY_ALREADY_STARTED');
  });

  it('lists the lines by filter, with paging and search', async () => {
    const all = await lines('status=ALL&amount=5');
    expect(all.count).toBe(inventory.lines);
    expect(all.page).toHaveLength(5);
    expect(all.page[0]).toMatchObject({ status: 20, reportedQty: null, deviation: null, reportedBy: null });
    expect((await lines('status=NOT_REPORTED&amount=1')).count).toBe(inventory.lines);
    expect((await lines('status=REPORTED&amount=1')).count).toBe(0);
    const plain = await lineOf(F.plain);
    expect(plain).toMatchObject({ location: { value: F.plain.location }, product: { quantity: F.plain.quantity, allocatedQuantity: F.plain.allocatedQuantity, inventoryNumber: null } });
    const found = await lines(`searchValue=${F.inventory.inventoryNumber.toLowerCase()}`);
    expect(found.page.map((l) => l.product.inventoryNumber)).toEqual([F.inventory.inventoryNumber]);
  });

  it('a count with nothing reported cannot be confirmed', async () => {
    await expectError(await call(`/inventories/${inventory.id}`, { method: 'POST', body: { action: 'CONFIRM' } }), 409, 'INVENTORY_NOT_CONFIRMABLE');
  });

  it('REPORT_LINE saves the quantity, the balance then and the deviation; the count goes to 50', async () => {
    const plain = await lineOf(F.plain);
    const result = await ok<LineUpdateResult>(await report(plain, F.plain.quantity + 2));
    expect(result.inventory).toMatchObject({ id: inventory.id, status: 50, reportedLines: 1 });
    expect(result.inventoryLine).toMatchObject({ status: 60, reportedQty: F.plain.quantity + 2, balanceAtReportedTime: F.plain.quantity, deviation: 2, reportedBy: 'Leo Lagerström' });
    expect(result.inventoryLine?.reportedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(result.inventoryLine?.reportedTime).toMatch(/^\d{2}:\d{2}$/);
    expect(result.inventoryLine?.fetchedTimestamp).toBeGreaterThan(plain.fetchedTimestamp);
    expect((await lines('status=REPORTED')).count).toBe(1);
    expect((await lines('status=NOT_REPORTED&amount=1')).count).toBe(inventory.lines - 1);
  });

  it('an update on an older fetchedTimestamp changes nothing (409); the line is read as it is', async () => {
    const current = await lineOf(F.plain);
    await expectError(await report(current, 5, current.fetchedTimestamp - 1), 409, 'INVENTORY_LINE_CHANGED');
    expect(await ok<InventoryLine>(await call(`/inventories/lines/${current.id}`))).toEqual(current);
    expect(await lineOf(F.plain)).toEqual(current);
  });

  it('refuses a negative quantity and above 1 for a fixed asset, naming its inventory number', async () => {
    const plain = await lineOf(F.plain);
    await expectError(await report(plain, -1), 400, 'MINIMUM_VALUE_IS_ZERO');
    const asset = await lineOf(F.inventory);
    expect(asset.product.inventoryNumber).toBe(F.inventory.inventoryNumber);
    const res = await report(asset, 2, asset.fetchedTimestamp, 'en');
    expect(res.status).toBe(400);
    expect(await json<{ error: { code: string; errorMessage: string } }>(res)).toEqual({
      error: { code: 'REPORTED_INVENTORY_QUANTITY_NOT_VALID', errorMessage: `Reported quantity is not valid for fixed asset ${F.inventory.inventoryNumber}, must be 0 or 1.` },
    });
    expect(await lineOf(F.inventory)).toEqual(asset);
    await ok(await report(asset, 1));
  });

  it('APPROVE needs a reported line; RESET_REPORTING takes a line back to 20', async () => {
    const lastUnit = await lineOf(F.lastUnit);
    await expectError(await call(`/inventories/lines/${lastUnit.id}`, { method: 'POST', body: { action: 'APPROVE', fetchedTimestamp: lastUnit.fetchedTimestamp } }), 400, 'LINE_NOT_REPORTED');
    const asset = await lineOf(F.inventory);
    const approved = await ok<LineUpdateResult>(await call(`/inventories/lines/${asset.id}`, { method: 'POST', body: { action: 'APPROVE', fetchedTimestamp: asset.fetchedTimestamp } }));
    expect(approved.inventoryLine).toMatchObject({ status: 80, approvedBy: 'Leo Lagerström', reportedQty: 1 });
    // REPORTED covers 60 up to 80.
    expect((await lines('status=REPORTED')).count).toBe(2);
    const reset = await ok<LineUpdateResult>(
      await call(`/inventories/lines/${asset.id}`, { method: 'POST', body: { action: 'RESET_REPORTING', fetchedTimestamp: approved.inventoryLine?.fetchedTimestamp } }),
    );
    expect(reset.inventoryLine).toMatchObject({ status: 20, reportedQty: null, approvedBy: null, reportedBy: null, deviation: null });
    expect(reset.inventory.reportedLines).toBe(1);
    await ok(await report(reset.inventoryLine as InventoryLine, 1));
  });

  it('a user of another storage gets 403 on its count and lines', async () => {
    const lund = await ok<Inventory>(await call(`/base-storages/${BL_LND}/inventories`, { method: 'POST', user: PETRA }), 201);
    await expectError(await call(`/base-storages/${BL_LND}/inventories`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await call(`/base-storages/${BL_LND}/inventories`, { method: 'POST' }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await call(`/inventories/lines?baseStorageId=${BL_LND}`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    const { page } = await ok<Page<InventoryLine>>(await call(`/inventories/lines?baseStorageId=${BL_LND}&amount=1`, { user: PETRA }));
    const line = page[0] as InventoryLine;
    await expectError(await report(line, 1), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await call(`/inventories/lines/${line.id}`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await call(`/inventories/lines/${line.id}`, { method: 'DELETE' }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await call(`/inventories/${lund.id}`, { method: 'POST', body: { action: 'CONFIRM' } }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await call(`/inventories/${lund.id}`, { method: 'DELETE' }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    expect(await call(`/inventories/${lund.id}`, { method: 'DELETE', user: PETRA }).then((r) => r.status)).toBe(204);
    await expectError(await call('/inventories/lines/2147483647', { method: 'DELETE' }), 404, 'NOT_FOUND');
  });

  it('deleting a line takes it out of the count', async () => {
    const { page } = await lines('status=NOT_REPORTED&amount=1');
    const line = page[0] as InventoryLine;
    const result = await ok<LineUpdateResult>(await call(`/inventories/lines/${line.id}`, { method: 'DELETE' }));
    expect(result).toMatchObject({ inventory: { lines: inventory.lines - 1 }, inventoryLine: null });
    expect((await lines('status=ALL&amount=1')).count).toBe(inventory.lines - 1);
    inventory = result.inventory;
  });

  it('confirm sets the balances to what was counted, in one step; a row counted to 0 leaves the storage (204)', async () => {
    const lastUnit = await lineOf(F.lastUnit);
    await ok(await report(lastUnit, 0));
    const plain = await lineOf(F.plain);
    const asset = await lineOf(F.inventory);
    expect(await call(`/inventories/${inventory.id}`, { method: 'POST', body: { action: 'CONFIRM' } }).then((r) => r.status)).toBe(204);
    expect(await rowOf(plain)).toEqual({ id: plain.product.id, quantity: F.plain.quantity + 2, allocated: F.plain.allocatedQuantity });
    expect(await rowOf(lastUnit)).toBeUndefined();
    expect(await rowOf(asset)).toMatchObject({ quantity: 1 });
    // Closed: no longer the storage's count; its lines cannot change.
    expect(await ok<Page<Inventory>>(await call(`/base-storages/${BL_MLM}/inventories`))).toEqual({ page: [], count: 0 });
    expect(await lines('status=ALL')).toEqual({ page: [], count: 0 });
    await expectError(await report(lastUnit, 1, lastUnit.fetchedTimestamp + 1_000_000), 409, 'INVENTORY_CLOSED');
    await expectError(await call(`/inventories/${inventory.id}`, { method: 'DELETE' }), 409, 'INVENTORY_CLOSED');
  });

  it('a row changed after it was counted keeps the change; annul leaves the balances as they are', async () => {
    const next = await ok<Inventory>(await call(`/base-storages/${BL_MLM}/inventories`, { method: 'POST' }), 201);
    expect(next.id).not.toBe(inventory.id);
    const plain = await lineOf(F.plain);
    await ok(await report(plain, 20));
    // Two units leave the row after it was counted (as a move would).
    await server.db.update(stockItems).set({ quantity: F.plain.quantity }).where(eq(stockItems.id, plain.product.id ?? 0));
    const listed = await ok<Page<Inventory>>(await call(`/base-storages/${BL_MLM}/inventories`));
    expect(listed.page[0]?.status).toBe(50);
    expect(await call(`/inventories/${next.id}`, { method: 'DELETE' }).then((r) => r.status)).toBe(204);
    expect((await rowOf(plain))?.quantity).toBe(F.plain.quantity);
    const again = await ok<Inventory>(await call(`/base-storages/${BL_MLM}/inventories`, { method: 'POST' }), 201);
    const line = await lineOf(F.plain);
    await ok(await report(line, 20));
    await server.db.update(stockItems).set({ quantity: F.plain.quantity - 2 }).where(eq(stockItems.id, line.product.id ?? 0));
    expect(await call(`/inventories/${again.id}`, { method: 'POST', body: { action: 'CONFIRM' } }).then((r) => r.status)).toBe(204);
    expect((await rowOf(line))?.quantity).toBe(18);
  });
});
