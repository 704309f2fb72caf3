/**
 * Fixed assets and the inventory search on the reference server (spec 3 §2, §3 Fixed asset and
 * History row, §5 Inventory search, §7 Fixed assets and holdings): the search, one fixed asset,
 * its note, its label (a signed link to a PDF with a Code 128 barcode), its order history and
 * removing its accessories; who may see what. FIXED_ASSET_FIXTURES are for these tests; they run
 * in order, each on what the one before left.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIXED_ASSET_NOTE_MAX, FIXED_ASSET_PROCESS_FILTER, SESSION_HEADER } from '../../src/contract/constants.ts';
import type { FixedAsset, FixedAssetHistoryRow, FixedAssetHit } from '../../src/contract/fixed-assets.ts';
import type { HoldingAccessory } from '../../src/contract/clients.ts';
import { CODE128_WIDTHS, code128Modules, code128Values } from '../../server/code128.ts';
import { stockItems } from '../../server/db/schema.ts';
import { FIXED_ASSET_FIXTURES } from '../../server/seed/fixtures.ts';
import { expectError, json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

type Page<T> = { page: T[]; count: number };

const server = withTestServer();
const F = FIXED_ASSET_FIXTURES;

const sessions = new Map<string, string>();
async function sessionOf(user: string): Promise<string> {
  let s = sessions.get(user);
  if (!s) {
    s = await server.login(user);
    sessions.set(user, s);
  }
  return s;
}
const FRIDA = 'forskrivare@example.org';
const LEO = 'lager@example.org';
const BO = 'begransad@example.org'; // no MUNICIPALITY authorization at all

async function call(path: string, { method = 'GET', body, lang = 'sv', user = FRIDA }: { method?: string; body?: unknown; lang?: 'sv' | 'en'; user?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { [SESSION_HEADER]: await sessionOf(user), 'Accept-Language': lang };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return server.request(`/rs/fsp/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) expect({ status: res.status, body: await res.text() }).toEqual({ status });
  return json<T>(res);
}
const get = async <T,>(path: string, user = FRIDA) => ok<T>(await call(path, { user }));
const searchFor = (q: string, user = FRIDA, extra = '') => get<Page<FixedAssetHit>>(`/fixed-assets?search=${encodeURIComponent(q)}${extra}`, user);

async function idOf(inventoryNumber: string): Promise<number> {
  const [row] = await server.db.select({ id: stockItems.id }).from(stockItems).where(eq(stockItems.inventoryNumber, inventoryNumber));
  if (!row) throw new Error(`no stock item ${inventoryNumber}`);
  return row.id;
}

describe('Code 128 (set B)', () => {
  it('has 107 distinct symbols of 11 modules (the stop 13), each three bars and three spaces', () => {
    expect(CODE128_WIDTHS).toHaveLength(107);
    expect(new Set(CODE128_WIDTHS).size).toBe(107);
    CODE128_WIDTHS.forEach((w, i) => {
      const sum = Array.from(w).reduce((a, d) => a + Number(d), 0);
      expect(sum, `symbol ${i}`).toBe(i === 106 ? 13 : 11);
      expect(w.length, `symbol ${i}`).toBe(i === 106 ? 7 : 6);
    });
  });

  it('encodes the standard’s examples, check digit included', () => {
    // PJJ123C: 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879, 879 mod 103 = 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    // Wikipedia: 3281 mod 103 = 88.
    expect(code128Values('Wikipedia')).toEqual([104, 55, 73, 75, 73, 80, 69, 68, 73, 65, 88, 106]);
    expect(code128Values('HMC400001').at(-2)).toBe((104 + [40, 45, 35, 20, 16, 16, 16, 16, 17].reduce((s, v, i) => s + v * (i + 1), 0)) % 103);
  });

  it('draws the known bit patterns: start B, the data, the stop with its final bar', () => {
    const modules = code128Modules('A');
    // Start B 11010010000, 'A' (33) 10100011000, check (104 + 33) % 103 = 34 10001011000, stop 1100011101011.
    expect(modules).toBe('11010010000' + '10100011000' + '10001011000' + '1100011101011');
    expect(code128Modules('HMC400001')).toHaveLength(11 * 11 + 13);
    // The fixture's number, symbol by symbol from the standard's table (start B, H M C 4 0 0 0 0 1, check 61, stop).
    expect(code128Values('HMC400001')).toEqual([104, 40, 45, 35, 20, 16, 16, 16, 16, 17, 61, 106]);
    expect(code128Modules('HMC400001')).toBe(
      '11010010000' + '11000101000' + '10111011000' + '10001000110' + '11001001110' + '10011101100' + '10011101100' + '10011101100' + '10011101100' +
        '10011100110' + '11001000010' + '1100011101011',
    );
    expect(() => code128Values('')).toThrow();
    expect(() => code128Values('Å')).toThrow();
  });
});

describe('GET /fixed-assets (the inventory search)', () => {
  it('answers 400 INVALID_SEARCH_QUERY without a search, or with only spaces', async () => {
    const none = await expectError(await call('/fixed-assets'), 400, 'INVALID_SEARCH_QUERY');
    expect(none.error.errorMessage).toBe('Ange ett inventarienummer att söka på.');
    const spaces = await expectError(await call('/fixed-assets?search=%20%20', { lang: 'en' }), 400, 'INVALID_SEARCH_QUERY');
    expect(spaces.error.errorMessage).toBe('Enter an inventory number to search for.');
  });

  it('finds the fixture by its inventory number (any case), in its storage, openable', async () => {
    const { page, count } = await searchFor(F.inventoryNumber.toLowerCase());
    expect(count).toBe(1);
    expect(page[0]).toMatchObject({
      inventoryNumber: F.inventoryNumber,
      name: expect.stringMatching(/^Manuell rullstol /) as unknown,
      storage: { id: F.storage.id, value: F.storage.value, label: 'Baslager Malmö Centrum' },
      client: null,
      parent: null,
      canOpen: true,
    });
  });

  it('names the client holding a held item; an accessory names its fixed asset', async () => {
    const held = await searchFor(F.held.inventoryNumber);
    expect(held.page).toHaveLength(1);
    expect(held.page[0]).toMatchObject({ storage: null, client: { id: F.held.clientId }, canOpen: true });
  });

  it('finds nothing for an unknown number', async () => {
    expect(await searchFor(F.unknownInventoryNumber)).toEqual({ page: [], count: 0 });
  });

  it('pages: a part of the number matches many; count is the total', async () => {
    const first = await searchFor('HMC5000', FRIDA, '&from=0&amount=3');
    expect(first.page).toHaveLength(3);
    expect(first.count).toBeGreaterThan(3);
    const second = await searchFor('HMC5000', FRIDA, '&from=3&amount=3');
    expect(second.count).toBe(first.count);
    expect(second.page[0]?.inventoryNumber && first.page[2]?.inventoryNumber && second.page[0].inventoryNumber > first.page[2].inventoryNumber).toBe(true);
    const past = await searchFor('HMC5000', FRIDA, `&from=${first.count + 5}&amount=3`);
    expect(past).toEqual({ page: [], count: first.count });
  });

  it('leaves out what the caller may not see: BL-BRS for Frida and Leo; everything for a user without municipalities', async () => {
    expect((await searchFor('HMC40000')).page.map((h) => h.inventoryNumber)).toEqual([F.inventoryNumber]);
    expect((await searchFor(F.otherMunicipality.inventoryNumber, LEO)).count).toBe(0);
    expect((await searchFor(F.inventoryNumber, LEO)).count).toBe(1);
    expect((await searchFor(F.inventoryNumber, BO)).count).toBe(0);
  });
});

describe('GET /fixed-assets/{fixedAsset}', () => {
  it('answers every stock-item field of the fixture', async () => {
    const id = await idOf(F.inventoryNumber);
    const a = await get<FixedAsset>(`/fixed-assets/${id}`);
    expect(a).toMatchObject({
      id,
      inventoryNumber: F.inventoryNumber,
      name: expect.stringMatching(/^Manuell rullstol /) as unknown,
      productNumber: expect.stringMatching(/^\d{6}$/) as unknown,
      serialNumber: 'INV-400001',
      customizationNumber: 'ANP-4001',
      goodsOwner: { label: 'Hjälpmedelscentralen Sydväst' },
      isoCode: { value: expect.stringMatching(/^\d{6}$/) as unknown },
      itemClass: { label: 'Rullstolar' },
      salesPriceCurrency: { value: 'SEK' },
      numberOfPriceDecimals: 2,
      quantity: 1,
      allocatedQuantity: 1,
      maxQuantity: 0,
      unit: expect.any(String) as unknown,
      note: F.note,
      hasDeviation: false,
      status: { value: expect.stringMatching(/^(ACTIVE|PHASING_OUT|DISCONTINUED)$/) as unknown },
      handedOverDate: null,
      client: null,
      parent: null,
      location: {
        value: F.location,
        isAllocatable: true,
        warehouse: { value: 'BL-MLM-HL', label: 'Huvudlager' },
        facility: { id: F.storage.id, value: F.storage.value, category: { value: 2 } },
      },
      allocations: [{ referencedOrderLine: { orderType: 'Cn', orderNumber: expect.stringMatching(/^WO-\d{4}-40002$/) as unknown } }],
    });
    expect(a.salesPrice).toBeGreaterThan(0);
    for (const d of [a.acquisitionDate, a.serviceDate, a.inspectionDate, a.warrantyToDate]) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(a.images.length).toBeGreaterThan(0);
    expect(a.makes.length).toBeGreaterThan(0);
    expect(a.description.length).toBeGreaterThan(0);
    expect(a.accessories.map((x) => [x.description.split(' ')[0], x.quantity])).toEqual(F.accessories.map((x) => [x.type, x.quantity]));
  });

  it('a held item names its client and has no location', async () => {
    const a = await get<FixedAsset>(`/fixed-assets/${await idOf(F.held.inventoryNumber)}`);
    expect(a).toMatchObject({ inventoryNumber: F.held.inventoryNumber, client: { id: F.held.clientId }, location: null });
    expect(a.handedOverDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers 404 for what the caller may not see, a stock item without an inventory number, and no such id', async () => {
    const boras = await idOf(F.otherMunicipality.inventoryNumber);
    await expectError(await call(`/fixed-assets/${boras}`), 404, 'NOT_FOUND');
    await expectError(await call(`/fixed-assets/${await idOf(F.inventoryNumber)}`, { user: BO }), 404, 'NOT_FOUND');
    const [plain] = await server.db.select({ id: stockItems.id }).from(stockItems).where(and(isNull(stockItems.inventoryNumber), eq(stockItems.facilityId, 2))).limit(1);
    await expectError(await call(`/fixed-assets/${plain?.id ?? 0}`), 404, 'NOT_FOUND');
    await expectError(await call('/fixed-assets/2147483647'), 404, 'NOT_FOUND');
    await expectError(await call('/fixed-assets/abc'), 400, 'VALIDATION');
    for (const path of ['', '/label', '/logistics-orders', '/accessories']) await expectError(await call(`/fixed-assets/${boras}${path}`, { user: LEO }), 404, 'NOT_FOUND');
  });
});

describe('PUT /fixed-assets/{fixedAsset} (the note)', () => {
  it('saves a note, removes it when empty, and refuses one too long', async () => {
    const id = await idOf(F.inventoryNumber);
    const saved = await ok<FixedAsset>(await call(`/fixed-assets/${id}`, { method: 'PUT', body: { note: 'Bromsarna justerade.' } }));
    expect(saved.note).toBe('Bromsarna justerade.');
    expect((await get<FixedAsset>(`/fixed-assets/${id}`)).note).toBe('Bromsarna justerade.');
    const cleared = await ok<FixedAsset>(await call(`/fixed-assets/${id}`, { method: 'PUT', body: { note: '  ' } }));
    expect(cleared.note).toBeNull();
    await expectError(await call(`/fixed-assets/${id}`, { method: 'PUT', body: { note: 'x'.repeat(FIXED_ASSET_NOTE_MAX + 1) } }), 400, 'VALIDATION');
    const longest = await ok<FixedAsset>(await call(`/fixed-assets/${id}`, { method: 'PUT', body: { note: 'x'.repeat(FIXED_ASSET_NOTE_MAX) } }));
    expect(longest.note).toHaveLength(FIXED_ASSET_NOTE_MAX);
    await expectError(await call(`/fixed-assets/${await idOf(F.otherMunicipality.inventoryNumber)}`, { method: 'PUT', body: { note: 'x' } }), 404, 'NOT_FOUND');
  });
});

describe('GET /fixed-assets/{fixedAsset}/label', () => {
  it('answers a signed link to a one-page PDF with the inventory number, shown inline in a sandbox', async () => {
    const id = await idOf(F.inventoryNumber);
    const { url } = await get<{ url: string }>(`/fixed-assets/${id}/label`);
    expect(url).toMatch(new RegExp(`^/rs/fsp/v1/fixed-assets/${id}/label\\.pdf\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    // No session: the signature is the permission.
    const res = await server.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toMatch(/^inline; filename="etikett-HMC400001\.pdf"$/);
    expect(res.headers.get('Content-Security-Policy')).toContain('sandbox');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain(`(${F.inventoryNumber}) Tj`);
    expect(text).toContain('/Count 1');
    expect(text).toContain('(Baslager Malmö Centrum \\(BL-MLM\\)) Tj'); // parentheses escaped in a PDF string
    // The barcode: one filled rectangle per bar of the Code 128 symbol.
    const bars = code128Modules(F.inventoryNumber).match(/1+/g)?.length ?? 0;
    expect(text.match(/ re\n/g)?.length ?? 0).toBe(bars);
  });

  it('refuses a wrong signature and another item’s link', async () => {
    const id = await idOf(F.inventoryNumber);
    const { url } = await get<{ url: string }>(`/fixed-assets/${id}/label`);
    await expectError(await server.request(url.replace(/signature=[0-9a-f]/, (m) => (m.endsWith('0') ? `${m.slice(0, -1)}1` : `${m.slice(0, -1)}0`))), 403, 'LINK_EXPIRED');
    await expectError(await server.request(url.replace(`/fixed-assets/${id}/`, `/fixed-assets/${id + 1}/`)), 403, 'LINK_EXPIRED');
  });

  it('a held item’s label says it is with a client, without naming the client', async () => {
    const { url } = await get<{ url: string }>(`/fixed-assets/${await idOf(F.held.inventoryNumber)}/label`);
    const text = new TextDecoder('latin1').decode(new Uint8Array(await (await server.request(url)).arrayBuffer()));
    expect(text).toContain(`(${F.held.inventoryNumber}) Tj`);
    expect(text).toContain('Utlämnad till brukare');
  });
});

describe('GET /fixed-assets/{fixedAsset}/logistics-orders', () => {
  it('lists the fixture’s life newest first, all four categories by default and with the spec’s filter', async () => {
    const id = await idOf(F.inventoryNumber);
    const all = await get<Page<FixedAssetHistoryRow>>(`/fixed-assets/${id}/logistics-orders?all=true`);
    expect(all.count).toBe(F.historyCategories.length);
    expect(all.page.map((r) => r.processCategory)).toEqual(F.historyCategories);
    expect(all.page.map((r) => r.type)).toEqual(['Cn', 'In', 'RETURNED', 'MOVED_IN', 'MOVED_OUT', 'HANDED_OVER', 'Sn']);
    const filtered = await get<Page<FixedAssetHistoryRow>>(`/fixed-assets/${id}/logistics-orders?all=true&processCategory=${encodeURIComponent(FIXED_ASSET_PROCESS_FILTER)}`);
    expect(filtered).toEqual(all);
    const times = all.page.map((r) => r.transactionTimestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.page[0]).toMatchObject({
      orderNumber: expect.stringMatching(/^WO-\d{4}-40002$/) as unknown,
      itemDescription: expect.stringMatching(/^Manuell rullstol /) as unknown,
      itemNumber: expect.stringMatching(/^\d{6}$/) as unknown,
      itemClass: 'Rullstolar',
      fixedAssetNumber: F.inventoryNumber,
      quantity: 1,
      allocatedQuantity: 1,
      batchNumber: null,
      unit: expect.any(String) as unknown,
    });
    expect(all.page.find((r) => r.type === 'RETURNED')).toMatchObject({ orderNumber: null, allocatedQuantity: 0, fixedAssetNumber: F.inventoryNumber });
  });

  it('filters by process category and pages', async () => {
    const id = await idOf(F.inventoryNumber);
    const deliveries = await get<Page<FixedAssetHistoryRow>>(`/fixed-assets/${id}/logistics-orders?processCategory=${encodeURIComponent('5:=')}`);
    expect(deliveries.page.map((r) => r.type)).toEqual(['Cn', 'HANDED_OVER']);
    const returnsAndScrap = await get<Page<FixedAssetHistoryRow>>(`/fixed-assets/${id}/logistics-orders?processCategory=${encodeURIComponent('6:=;9:=')}`);
    expect(returnsAndScrap.page.map((r) => r.type)).toEqual(['RETURNED']);
    const page2 = await get<Page<FixedAssetHistoryRow>>(`/fixed-assets/${id}/logistics-orders?from=3&amount=3`);
    expect(page2.count).toBe(7);
    expect(page2.page.map((r) => r.type)).toEqual(['MOVED_IN', 'MOVED_OUT', 'HANDED_OVER']);
    await expectError(await call(`/fixed-assets/${id}/logistics-orders?processCategory=five`), 400, 'VALIDATION');
  });
});

describe('GET and POST /fixed-assets/{fixedAsset}/accessories', () => {
  const remove = (id: number, accessories: { id: number; quantity: number }[], user = FRIDA) =>
    call(`/fixed-assets/${id}/accessories`, { method: 'POST', body: { action: 'REMOVE', payload: { accessories } }, user });

  it('lists the accessories', async () => {
    const id = await idOf(F.inventoryNumber);
    const { page, count } = await get<Page<HoldingAccessory>>(`/fixed-assets/${id}/accessories`);
    expect(count).toBe(2);
    expect(page.map((a) => [a.description.split(' ')[0], a.quantity, a.itemClass.label.length > 0, a.images.length > 0])).toEqual([
      ['Sittdyna', 2, true, true],
      ['Rullstolsbord', 1, true, true],
    ]);
  });

  it('refuses 0, more than the accessory’s quantity, and an item that is not its accessory; nothing changes', async () => {
    const id = await idOf(F.inventoryNumber);
    const [cushion, tray] = (await get<Page<HoldingAccessory>>(`/fixed-assets/${id}/accessories`)).page;
    if (!cushion || !tray) throw new Error('the fixture has two accessories');
    const inStorage = () => server.db.select().from(stockItems).where(eq(stockItems.facilityId, F.storage.id)).orderBy(asc(stockItems.id));
    const before = await inStorage();
    await expectError(await remove(id, [{ id: cushion.id, quantity: 0 }]), 400, 'VALIDATION');
    await expectError(await remove(id, [{ id: tray.id, quantity: 1 }, { id: cushion.id, quantity: 3 }]), 409, 'QUANTITY_NOT_AVAILABLE');
    await expectError(await remove(id, [{ id: cushion.id, quantity: 1 }, { id: cushion.id, quantity: 2 }]), 409, 'QUANTITY_NOT_AVAILABLE');
    await expectError(await remove(id, [{ id: tray.id, quantity: 1 }, { id, quantity: 1 }]), 404, 'NOT_FOUND');
    await expectError(await call(`/fixed-assets/${id}/accessories`, { method: 'POST', body: { action: 'ADD', payload: { accessories: [{ id: tray.id, quantity: 1 }] } } }), 400, 'VALIDATION');
    await expectError(await remove(id, [{ id: tray.id, quantity: 1 }], BO), 404, 'NOT_FOUND');
    expect(await inStorage()).toEqual(before);
  });

  it('removes part of one (a new balance row on the asset’s location) and the whole of another (its row, no longer fitted)', async () => {
    const id = await idOf(F.inventoryNumber);
    const [cushion, tray] = (await get<Page<HoldingAccessory>>(`/fixed-assets/${id}/accessories`)).page;
    if (!cushion || !tray) throw new Error('the fixture has two accessories');
    const [asset] = await server.db.select().from(stockItems).where(eq(stockItems.id, id));
    const [cushionRow] = await server.db.select({ productId: stockItems.productId }).from(stockItems).where(eq(stockItems.id, cushion.id));
    const looseCushions = () =>
      server.db
        .select()
        .from(stockItems)
        .where(and(eq(stockItems.productId, cushionRow?.productId ?? 0), eq(stockItems.warehouseLocationId, asset?.warehouseLocationId ?? 0), isNull(stockItems.parentId)));
    const before = new Set((await looseCushions()).map((r) => r.id));
    const after = await ok<FixedAsset>(await remove(id, [{ id: cushion.id, quantity: 1 }, { id: tray.id, quantity: 1 }]));
    expect(after.accessories.map((a) => [a.id, a.quantity])).toEqual([[cushion.id, 1]]);
    const [trayRow] = await server.db.select().from(stockItems).where(eq(stockItems.id, tray.id));
    expect(trayRow).toMatchObject({ parentId: null, clientId: null, facilityId: F.storage.id, warehouseLocationId: asset?.warehouseLocationId, quantity: 1 });
    const added = (await looseCushions()).filter((r) => !before.has(r.id));
    expect(added.map((r) => [r.quantity, r.facilityId, r.clientId, r.allocatedQuantity])).toEqual([[1, F.storage.id, null, 0]]);
    // The rest of the cushion, whole, asked for twice at once: the fixed asset's row lock lets one call take it, the other finds it no longer fitted.
    const both = await Promise.all([remove(id, [{ id: cushion.id, quantity: 1 }]), remove(id, [{ id: cushion.id, quantity: 1 }])]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    const [cushionAfter] = await server.db.select().from(stockItems).where(eq(stockItems.id, cushion.id));
    expect(cushionAfter).toMatchObject({ parentId: null, facilityId: F.storage.id, warehouseLocationId: asset?.warehouseLocationId, quantity: 1 });
    expect((await get<FixedAsset>(`/fixed-assets/${id}`)).accessories).toEqual([]);
    expect((await get<Page<HoldingAccessory>>(`/fixed-assets/${id}/accessories`)).count).toBe(0);
  });

  it('answers 409 HELD_BY_CLIENT for an item a client holds', async () => {
    const [bed] = await server.db
      .select({ parentId: stockItems.parentId })
      .from(stockItems)
      .where(eq(stockItems.clientId, 4))
      .then((rows) => rows.filter((r) => r.parentId !== null));
    if (!bed?.parentId) throw new Error('Sven’s bed has a mattress fitted');
    const [mattress] = await server.db.select({ id: stockItems.id }).from(stockItems).where(eq(stockItems.parentId, bed.parentId));
    await expectError(await remove(bed.parentId, [{ id: mattress?.id ?? 0, quantity: 1 }]), 409, 'HELD_BY_CLIENT');
  });
});

describe('the label link an hour later (last: the clock moves)', () => {
  it('has expired', async () => {
    const { url } = await get<{ url: string }>(`/fixed-assets/${await idOf(F.inventoryNumber)}/label`);
    expect((await server.request(url)).status).toBe(200);
    server.advance(3601_000);
    await expectError(await server.request(url), 403, 'LINK_EXPIRED');
  });
});
