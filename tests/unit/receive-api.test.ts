/**
 * Receiving deliveries on the reference server (spec 3 §4 Receive delivery type, §5 Receive
 * delivery, §7, §8): the search for the item to receive, VALIDATE_RECEIVE with each rule's code,
 * RECEIVE of each type raising the balance (stock_items), a fixed asset's inventory number and
 * label, the flag, a serial number already in stock, the idempotent retry (and 422 for its key with
 * another payload, issue 38), and who may receive into which storage. The tests run in order, each on what the one before left.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/contract/products.ts';
import type { DeliveryAction, ReceivableProduct, ReceivePayload, ReceiveResult } from '../../src/contract/receive.ts';
import { IDEMPOTENCY_HEADER, SESSION_HEADER } from '../../src/contract/constants.ts';
import { receiveTypeOf } from '../../src/contract/shared/receive-type.ts';
import { deliveryReceipts, products, stockItems, warehouseLocations, warehouses } from '../../server/db/schema.ts';
import { SERIAL_PRODUCT } from '../../server/seed/world.ts';
import { expectError, json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

type Page<T> = { page: T[]; count: number };

const server = withTestServer();

const BL_MLM = 2;
const BL_LND = 3; // Lund: Petra's, not Leo's
const LEO = 'lager@example.org';
const PETRA = 'planerare@example.org';
const LISA = 'lager-utan-inventarier@example.org'; // BL-MLM, isReceiveDeliveryForFixedAssetsEnabled false
// The first product of a type (server/seed/world.ts PRODUCT_TYPES): a Rollator (fixed asset, serial
// controlled), a Duschpall (neither), a Lyftsele (batch controlled); and the seed's one product
// serial controlled but not a fixed asset (SERIAL_PRODUCT, the last).
const ROLLATOR = 1;
const DUSCHPALL = 4;
const LYFTSELE = 8;
const BATTERY = 241;
const GABORD = 17; // a fixed asset without performance attributes
// The Rollator's performance attributes (server/seed/world.ts).
const HANDLE_HEIGHT = { id: 'HANDLE_HEIGHT', label: 'Handtagshöjd (cm)' };
const MAX_USER_WEIGHT = { id: 'MAX_USER_WEIGHT', label: 'Max brukarvikt (kg)' };
const WIDTH = { id: 'WIDTH', label: 'Totalbredd (cm)' };

const sessions = new Map<string, string>();
async function as(user: string): Promise<string> {
  const known = sessions.get(user);
  if (known) return known;
  const id = await server.login(user);
  sessions.set(user, id);
  return id;
}

async function call(path: string, { method = 'GET', body, user = LEO, key }: { method?: string; body?: unknown; user?: string; key?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { [SESSION_HEADER]: await as(user), 'Accept-Language': 'sv' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (key !== undefined) headers[IDEMPOTENCY_HEADER] = key;
  return server.request(`/rs/fsp/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) expect({ status: res.status, body: await res.text() }).toEqual({ status });
  return json<T>(res);
}

async function productOf(id: number) {
  const [p] = await server.db.select().from(products).where(eq(products.id, id));
  if (!p) throw new Error(`no product ${id}`);
  return p;
}
async function payloadOf(productId: number, extra: Partial<ReceivePayload> = {}): Promise<ReceivePayload> {
  const p = await productOf(productId);
  return { productId, facilityId: BL_MLM, supplierId: p.supplierId, quantity: 1, reference: 'Följesedel 4711', ...extra };
}
const deliver = (action: DeliveryAction['action'], payload: ReceivePayload, opts: { user?: string; key?: string } = {}) =>
  call('/deliveries', { method: 'POST', body: { action, payload }, ...opts });
const validate = (payload: ReceivePayload, user = LEO) => deliver('VALIDATE_RECEIVE', payload, { user });

/** The product's quantity in storage (not held, not fitted) in a facility. */
async function balance(productId: number, facilityId = BL_MLM): Promise<number> {
  const rows = await server.db
    .select({ quantity: stockItems.quantity })
    .from(stockItems)
    .where(and(eq(stockItems.productId, productId), eq(stockItems.facilityId, facilityId), isNull(stockItems.clientId), isNull(stockItems.parentId)));
  return rows.reduce((sum, r) => sum + r.quantity, 0);
}

describe('the receive type (shared/receive-type.ts)', () => {
  it('follows issue 19’s reading of spec 3 §4', () => {
    const t = (isBatchedControlled: boolean, isSerialNumberControlled: boolean, isFixedAsset: boolean) => receiveTypeOf({ isBatchedControlled, isSerialNumberControlled, isFixedAsset });
    expect(t(false, false, false)).toBe('NOT_LOT_CONTROLLED');
    expect(t(true, false, false)).toBe('LOT_CONTROLLED');
    expect(t(false, true, false)).toBe('LOT_CONTROLLED');
    expect(t(false, true, true)).toBe('FIXED_ASSET_CONTROLLED');
    expect(t(false, false, true)).toBe('FIXED_ASSET_CONTROLLED');
  });
});

describe('GET /product-suppliers', () => {
  it('needs a search text', async () => {
    await expectError(await call('/product-suppliers'), 400, 'INVALID_SEARCH_QUERY');
    await expectError(await call('/product-suppliers?searchValue=%20%20'), 400, 'INVALID_SEARCH_QUERY');
  });

  it('finds a product by its number, with its supplier, class, flags and type', async () => {
    for (const [id, type] of [
      [ROLLATOR, 'FIXED_ASSET_CONTROLLED'],
      [LYFTSELE, 'LOT_CONTROLLED'],
      [DUSCHPALL, 'NOT_LOT_CONTROLLED'],
    ] as const) {
      const p = await productOf(id);
      const { page, count } = await ok<Page<ReceivableProduct>>(await call(`/product-suppliers?searchValue=${p.productNumber}`));
      const hit = page.find((r) => r.id === id);
      expect(count).toBeGreaterThanOrEqual(1);
      expect(hit).toMatchObject({ name: p.name, productNumber: p.productNumber, supplierProductNumber: p.supplierItemNumber, supplier: { id: p.supplierId }, itemClass: { id: p.itemClassId }, receiveType: type });
      expect(hit?.supplier.label).not.toBe('');
    }
  });

  it('pages', async () => {
    const all = await ok<Page<ReceivableProduct>>(await call('/product-suppliers?searchValue=rollator&amount=500'));
    const second = await ok<Page<ReceivableProduct>>(await call('/product-suppliers?searchValue=rollator&from=2&amount=2'));
    expect(all.count).toBeGreaterThan(3);
    expect(second.count).toBe(all.count);
    expect(second.page.map((r) => r.id)).toEqual(all.page.slice(2, 4).map((r) => r.id));
  });
});

describe('POST /deliveries VALIDATE_RECEIVE', () => {
  it('answers 204 for a valid receipt', async () => {
    expect((await validate(await payloadOf(DUSCHPALL, { quantity: 5 }))).status).toBe(204);
    expect((await validate(await payloadOf(LYFTSELE, { batch: 'B-1', quantity: 3 }))).status).toBe(204);
    expect((await validate(await payloadOf(ROLLATOR, { serialNumber: 'SN-NEW-1' }))).status).toBe(204);
  });

  it('answers each rule’s code', async () => {
    await expectError(await validate(await payloadOf(DUSCHPALL, { facilityId: null })), 400, 'BASE_STORAGE_MUST_BE_ASSIGNED_VALUE');
    await expectError(await validate(await payloadOf(DUSCHPALL, { facilityId: undefined })), 400, 'BASE_STORAGE_MUST_BE_ASSIGNED_VALUE');
    expect((await validate(await payloadOf(DUSCHPALL, { reference: 'x'.repeat(60) }))).status).toBe(204);
    await expectError(await validate(await payloadOf(DUSCHPALL, { reference: 'x'.repeat(61) })), 400, 'REFERENCE_FIELD_TOO_LONG');
    await expectError(await validate(await payloadOf(DUSCHPALL, { quantity: 0 })), 400, 'VALIDATION');
    await expectError(await validate(await payloadOf(LYFTSELE, { batch: ' ' })), 400, 'BATCH_REQUIRED');
    await expectError(await validate(await payloadOf(ROLLATOR)), 400, 'SERIAL_NUMBER_REQUIRED');
    await expectError(await validate(await payloadOf(ROLLATOR, { serialNumber: 'SN-NEW-1', quantity: 2 })), 400, 'RECEIVE_QUANTITY_NOT_VALID');
    await expectError(await validate(await payloadOf(DUSCHPALL, { supplierId: (await productOf(DUSCHPALL)).supplierId + 1 })), 400, 'VALIDATION');
    await expectError(await validate({ ...(await payloadOf(DUSCHPALL)), attribute8: { id: 'a', label: 'b', value: 'c' } } as ReceivePayload), 400, 'VALIDATION');
    const height = { ...HANDLE_HEIGHT, value: '78–95' };
    const weight = { ...MAX_USER_WEIGHT, value: '150' };
    expect((await validate(await payloadOf(ROLLATOR, { serialNumber: 'SN-NEW-1', attribute1: height, attribute7: weight }))).status).toBe(204);
    await expectError(await validate({ productId: 99_999_999, facilityId: BL_MLM, supplierId: 1, quantity: 1 }), 404, 'NOT_FOUND');
  });

  it('checks the attributes against the product’s performance attributes', async () => {
    const rollator = (extra: Partial<ReceivePayload>) => payloadOf(ROLLATOR, { serialNumber: 'SN-NEW-1', ...extra });
    const width = { ...WIDTH, value: '60' };
    // Any of them, in any slots, the label sent not compared; none at all.
    expect((await validate(await rollator({ attribute3: { ...width, label: 'Bredd' }, attribute5: { ...HANDLE_HEIGHT, value: ' 80 ' } }))).status).toBe(204);
    expect((await validate(await rollator({}))).status).toBe(204);
    expect((await validate(await payloadOf(GABORD, { serialNumber: 'GB-NEW-1' }))).status).toBe(204);
    // An id not the product's: the Rollator's, another type's, any on a product without them.
    const unknown = await expectError(await validate(await rollator({ attribute1: width, attribute2: { id: 'SEAT_WIDTH', label: 'Sittbredd (cm)', value: '45' } })), 400, 'VALIDATION');
    expect(unknown.error.errorMessage).toContain('attribute2');
    expect(unknown.error.errorMessage).toContain('SEAT_WIDTH');
    await expectError(await validate(await rollator({ attribute1: { ...width, id: 'width' } })), 400, 'VALIDATION');
    await expectError(await validate(await payloadOf(GABORD, { serialNumber: 'GB-NEW-1', attribute1: width })), 400, 'VALIDATION');
    await expectError(await validate(await payloadOf(DUSCHPALL, { attribute1: width })), 400, 'VALIDATION');
    // An id twice.
    const twice = await expectError(await validate(await rollator({ attribute2: width, attribute6: { ...width, value: '62' } })), 400, 'VALIDATION');
    expect(twice.error.errorMessage).toContain('attribute6');
    expect(twice.error.errorMessage).toContain('WIDTH');
    // A value blank, or above 200 characters.
    await expectError(await validate(await rollator({ attribute1: { ...width, value: '  ' } })), 400, 'VALIDATION');
    await expectError(await validate(await rollator({ attribute1: { ...width, value: 'x'.repeat(201) } })), 400, 'VALIDATION');
    expect((await validate(await rollator({ attribute1: { ...width, value: 'x'.repeat(200) } }))).status).toBe(204);
  });

  it('refuses a storage the user may not work on, or none', async () => {
    await expectError(await validate(await payloadOf(DUSCHPALL, { facilityId: BL_LND })), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await validate(await payloadOf(DUSCHPALL, { facilityId: 9 })), 404, 'NOT_FOUND'); // HMC-MLM: not a base storage
  });
});

describe('POST /deliveries RECEIVE', () => {
  it('adds a product neither batch nor serial controlled to the receiving location’s row', async () => {
    const before = await balance(DUSCHPALL);
    const first = await ok<ReceiveResult>(await deliver('RECEIVE', await payloadOf(DUSCHPALL, { quantity: 5 })));
    expect(first).toMatchObject({ inventoryNumber: null, labelUrl: null, quantity: 5 });
    const second = await ok<ReceiveResult>(await deliver('RECEIVE', await payloadOf(DUSCHPALL, { quantity: 2 })));
    expect(second.stockItemId).toBe(first.stockItemId);
    expect(await balance(DUSCHPALL)).toBe(before + 7);
    const [place] = await server.db
      .select({ location: warehouseLocations.value, warehouse: warehouses.value })
      .from(stockItems)
      .innerJoin(warehouseLocations, eq(warehouseLocations.id, stockItems.warehouseLocationId))
      .innerJoin(warehouses, eq(warehouses.id, warehouseLocations.warehouseId))
      .where(eq(stockItems.id, first.stockItemId));
    expect(place).toEqual({ location: 'A-01-1', warehouse: 'BL-MLM-HL' }); // the receiving location: the main warehouse's first
    const [receipt] = await server.db.select().from(deliveryReceipts).where(eq(deliveryReceipts.stockItemId, first.stockItemId));
    expect(receipt).toMatchObject({ reference: 'Följesedel 4711', facilityId: BL_MLM });
  });

  it('receives a batch onto a row of that batch', async () => {
    const before = await balance(LYFTSELE);
    const a = await ok<ReceiveResult>(await deliver('RECEIVE', await payloadOf(LYFTSELE, { batch: 'B-2026-1', quantity: 3 })));
    const b = await ok<ReceiveResult>(await deliver('RECEIVE', await payloadOf(LYFTSELE, { batch: 'B-2026-2', quantity: 4 })));
    expect(b.stockItemId).not.toBe(a.stockItemId);
    const [row] = await server.db.select().from(stockItems).where(eq(stockItems.id, a.stockItemId));
    expect(row).toMatchObject({ batch: 'B-2026-1', quantity: 3, facilityId: BL_MLM, inventoryNumber: null });
    expect(await balance(LYFTSELE)).toBe(before + 7);
  });

  it('receives a serial-controlled item one a serial number, and refuses a serial number in stock', async () => {
    expect(await productOf(BATTERY)).toMatchObject({ productNumber: SERIAL_PRODUCT.productNumber, isSerialNumberControlled: true, isFixedAsset: false, isBatchControlled: false });
    const hit = await ok<Page<ReceivableProduct>>(await call(`/product-suppliers?searchValue=${SERIAL_PRODUCT.productNumber}`));
    expect(hit.page.find((r) => r.id === BATTERY)?.receiveType).toBe('LOT_CONTROLLED');
    await expectError(await validate(await payloadOf(BATTERY)), 400, 'SERIAL_NUMBER_REQUIRED');
    const before = await balance(BATTERY);
    const r = await ok<ReceiveResult>(await deliver('RECEIVE', await payloadOf(BATTERY, { serialNumber: 'TF-0001' })));
    expect(r).toMatchObject({ inventoryNumber: null, quantity: 1 });
    expect(await balance(BATTERY)).toBe(before + 1);
    await expectError(await validate(await payloadOf(BATTERY, { serialNumber: 'TF-0001' })), 409, 'SERIAL_NUMBER_EXISTS');
    await expectError(await deliver('RECEIVE', await payloadOf(BATTERY, { serialNumber: 'TF-0001' })), 409, 'SERIAL_NUMBER_EXISTS');
    expect(await balance(BATTERY)).toBe(before + 1);
  });

  it('makes a fixed asset a new row with a new inventory number and its label', async () => {
    const before = await balance(ROLLATOR);
    const r = await ok<ReceiveResult>(await deliver('RECEIVE', await payloadOf(ROLLATOR, { serialNumber: 'RL-0001' })));
    expect(r.inventoryNumber).toMatch(/^HMC6\d{5}$/);
    expect(r.quantity).toBe(1);
    const [row] = await server.db.select().from(stockItems).where(eq(stockItems.id, r.stockItemId));
    expect(row).toMatchObject({ inventoryNumber: r.inventoryNumber, serialNumber: 'RL-0001', quantity: 1, facilityId: BL_MLM });
    expect(await balance(ROLLATOR)).toBe(before + 1);
    expect(r.labelUrl).toContain(`/fixed-assets/${r.stockItemId}/label.pdf`);
    const label = await server.request(r.labelUrl ?? '');
    expect(label.status).toBe(200);
    expect(label.headers.get('Content-Type')).toContain('pdf');
    const next = await ok<ReceiveResult>(
      await deliver('RECEIVE', await payloadOf(ROLLATOR, { serialNumber: 'RL-0002', attribute1: { ...WIDTH, label: 'Bredd', value: ' 62 ' }, attribute4: { ...MAX_USER_WEIGHT, value: '150' } })),
    );
    expect(next.inventoryNumber).not.toBe(r.inventoryNumber);
    // The receipt keeps the attributes with the product's labels, the values trimmed.
    const [receipt] = await server.db.select().from(deliveryReceipts).where(eq(deliveryReceipts.stockItemId, next.stockItemId));
    expect(receipt?.attributes).toEqual([{ ...WIDTH, value: '62' }, { ...MAX_USER_WEIGHT, value: '150' }]);
    await expectError(await deliver('RECEIVE', await payloadOf(ROLLATOR, { serialNumber: 'RL-0001' })), 409, 'SERIAL_NUMBER_EXISTS');
  });

  it('refuses a fixed asset to a user whose isReceiveDeliveryForFixedAssetsEnabled is false (the seed’s Lisa)', async () => {
    const fixed = await payloadOf(ROLLATOR, { serialNumber: 'RL-LISA' });
    await expectError(await validate(fixed, LISA), 403, 'RECEIVE_DELIVERY_FOR_FIXED_ASSETS_IS_NOT_ALLOWED');
    await expectError(await deliver('RECEIVE', fixed, { user: LISA }), 403, 'RECEIVE_DELIVERY_FOR_FIXED_ASSETS_IS_NOT_ALLOWED');
    // Other items she may receive into her storage; Leo that fixed asset.
    expect((await validate(await payloadOf(DUSCHPALL), LISA)).status).toBe(204);
    expect((await validate(fixed)).status).toBe(204);
  });

  it('refuses a storage with an open inventory count (spec 3 §5: counts cannot be received), then receives once it is confirmed or deleted', async () => {
    const started = await call(`/base-storages/${BL_MLM}/inventories`, { method: 'POST' });
    const count = await ok<{ id: number; inventoryId: string }>(started, 201);
    const before = await balance(DUSCHPALL);
    const payload = await payloadOf(DUSCHPALL, { quantity: 2 });
    await expectError(await validate(payload), 409, 'INVENTORY_IN_PROGRESS');
    await expectError(await deliver('RECEIVE', payload, { key: 'receive-key-count-1' }), 409, 'INVENTORY_IN_PROGRESS');
    await expectError(await deliver('RECEIVE', await payloadOf(ROLLATOR, { serialNumber: 'RL-COUNT' })), 409, 'INVENTORY_IN_PROGRESS');
    expect(await balance(DUSCHPALL)).toBe(before);
    // Another storage is not held up: Petra receives into BL-LND meanwhile.
    expect((await validate(await payloadOf(DUSCHPALL, { facilityId: BL_LND }), PETRA)).status).toBe(204);
    // The count deleted: the same key now receives (the refused RECEIVE kept nothing).
    expect((await call(`/inventories/${count.id}`, { method: 'DELETE' })).status).toBe(204);
    await ok<ReceiveResult>(await deliver('RECEIVE', payload, { key: 'receive-key-count-1' }));
    expect(await balance(DUSCHPALL)).toBe(before + 2);
  });

  it('receives once when a RECEIVE is sent again with the same key', async () => {
    const before = await balance(DUSCHPALL);
    const key = 'receive-key-0001';
    const payload = await payloadOf(DUSCHPALL, { quantity: 3 });
    const first = await ok<ReceiveResult>(await deliver('RECEIVE', payload, { key }));
    const again = await ok<ReceiveResult>(await deliver('RECEIVE', payload, { key }));
    expect(again).toEqual(first);
    expect(await balance(DUSCHPALL)).toBe(before + 3);
    // Another key receives again; a fixed asset's retry answers the same inventory number.
    await ok<ReceiveResult>(await deliver('RECEIVE', payload, { key: 'receive-key-0002' }));
    expect(await balance(DUSCHPALL)).toBe(before + 6);
    const asset = await payloadOf(ROLLATOR, { serialNumber: 'RL-KEY' });
    const a1 = await ok<ReceiveResult>(await deliver('RECEIVE', asset, { key: 'receive-key-0003' }));
    const a2 = await ok<ReceiveResult>(await deliver('RECEIVE', asset, { key: 'receive-key-0003' }));
    expect(a2).toEqual(a1);
    await expectError(await deliver('RECEIVE', payload, { key: 'short' }), 400, 'VALIDATION');
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for a key sent again with another payload, and receives nothing', async () => {
    const before = await balance(DUSCHPALL);
    const beforeLund = await balance(DUSCHPALL, BL_LND);
    const key = 'receive-key-0422';
    const payload = await payloadOf(DUSCHPALL, { quantity: 2 });
    const first = await ok<ReceiveResult>(await deliver('RECEIVE', payload, { key }));
    // The same payload with its keys in another order and a nullish field null, not absent: the same receipt.
    const reordered = Object.fromEntries(Object.entries({ ...payload, batch: null }).reverse()) as ReceivePayload;
    expect(await ok<ReceiveResult>(await deliver('RECEIVE', reordered, { key }))).toEqual(first);
    // Any change, even one the receipt would not keep (a space the server trims), is another payload;
    // the 422 comes before any check (another user's storage is no 403 here), in the catalogue's shape.
    for (const changed of [
      { ...payload, quantity: 3 },
      { ...payload, reference: 'Följesedel 4712' },
      { ...payload, reference: ' Följesedel 4711' },
      { ...payload, reference: null },
      { ...payload, facilityId: BL_LND },
    ]) {
      const body = await expectError(await deliver('RECEIVE', changed, { key }), 422, 'IDEMPOTENCY_KEY_REUSED');
      expect(body.error.errorMessage).toContain('Idempotency-Key');
    }
    expect(await balance(DUSCHPALL)).toBe(before + 2);
    expect(await balance(DUSCHPALL, BL_LND)).toBe(beforeLund);
    // The first payload still answers the first receipt.
    expect(await ok<ReceiveResult>(await deliver('RECEIVE', payload, { key }))).toEqual(first);
    const [kept] = await server.db.select().from(deliveryReceipts).where(eq(deliveryReceipts.idempotencyKey, key));
    expect(kept?.payloadHash).toMatch(/^[0-9a-f]{64}$/);
    // Sent at once with two payloads (one storage: the second waits for the lock): one receives, the other is refused.
    const both = await Promise.all([
      deliver('RECEIVE', await payloadOf(DUSCHPALL, { quantity: 1 }), { key: 'receive-key-0424' }),
      deliver('RECEIVE', await payloadOf(DUSCHPALL, { quantity: 4 }), { key: 'receive-key-0424' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    const received = both.find((r) => r.status === 200);
    if (!received) throw new Error('neither received');
    expect(await balance(DUSCHPALL)).toBe(before + 2 + (await json<ReceiveResult>(received)).quantity);
    // A key is the user's own: another user's same key is another receipt.
    const petra = await ok<ReceiveResult>(await deliver('RECEIVE', await payloadOf(DUSCHPALL, { facilityId: BL_LND }), { key, user: PETRA }));
    expect(petra.stockItemId).not.toBe(first.stockItemId);
  });

  it('lets a key whose RECEIVE was refused receive another payload, and a receipt kept before payloads were hashed answer any', async () => {
    const key = 'receive-key-0425';
    await expectError(await deliver('RECEIVE', await payloadOf(ROLLATOR, { serialNumber: 'RL-0001' }), { key }), 409, 'SERIAL_NUMBER_EXISTS');
    const asset = await ok<ReceiveResult>(await deliver('RECEIVE', await payloadOf(ROLLATOR, { serialNumber: 'RL-0425' }), { key }));
    expect(asset.inventoryNumber).toMatch(/^HMC6\d{5}$/);
    // A row from before migration 0020 has no hash: its key answers its result for any payload, as then.
    await server.db.update(deliveryReceipts).set({ payloadHash: null }).where(eq(deliveryReceipts.idempotencyKey, key));
    const before = await balance(ROLLATOR);
    expect(await ok<ReceiveResult>(await deliver('RECEIVE', await payloadOf(ROLLATOR, { serialNumber: 'RL-0426' }), { key }))).toEqual(asset);
    expect(await balance(ROLLATOR)).toBe(before);
  });

  it('receives a fixed asset without performance attributes', async () => {
    const r = await ok<ReceiveResult>(await deliver('RECEIVE', await payloadOf(GABORD, { serialNumber: 'GB-0001' })));
    expect(r.inventoryNumber).toMatch(/^HMC6\d{5}$/);
    const [receipt] = await server.db.select().from(deliveryReceipts).where(eq(deliveryReceipts.stockItemId, r.stockItemId));
    expect(receipt?.attributes).toEqual([]);
  });

  it('refuses a storage the user may not work on, and changes nothing', async () => {
    const before = await balance(DUSCHPALL, BL_LND);
    await expectError(await deliver('RECEIVE', await payloadOf(DUSCHPALL, { facilityId: BL_LND })), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    expect(await balance(DUSCHPALL, BL_LND)).toBe(before);
  });
});

describe('GET /products/{product}: the performance attributes', () => {
  it('a fixed asset’s type has them (the Rollator’s three), a Gåbord and a plain or batch product none', async () => {
    const detail = async (id: number) => ok<Product>(await call(`/products/${id}`));
    const rollator = await detail(ROLLATOR);
    expect(rollator.isFixedAsset).toBe(true);
    expect(rollator.performanceAttributes).toEqual([HANDLE_HEIGHT, MAX_USER_WEIGHT, WIDTH]);
    const wheelchair = await detail(ROLLATOR + 1); // Manuell rullstol
    expect(wheelchair.performanceAttributes.map((a) => a.id)).toEqual(['SEAT_WIDTH', 'SEAT_DEPTH', 'SEAT_HEIGHT', 'MAX_USER_WEIGHT']);
    expect((await detail(ROLLATOR + 2)).performanceAttributes).toHaveLength(7); // Elrullstol
    const gabord = await detail(GABORD);
    expect({ name: gabord.name.split(' ')[0], isFixedAsset: gabord.isFixedAsset, performanceAttributes: gabord.performanceAttributes }).toEqual({ name: 'Gåbord', isFixedAsset: true, performanceAttributes: [] });
    expect((await detail(DUSCHPALL)).performanceAttributes).toEqual([]);
    expect((await detail(LYFTSELE)).performanceAttributes).toEqual([]);
  });
});
