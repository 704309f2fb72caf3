/**
 * Deviations on the reference server (spec 3 §2 Deviations, §3 Deviation, §4 Deviation status, §5,
 * §7, §8 INVALID_REFERENCE_NUMBER): the categories and reference types in both languages, a
 * reference checked against the world (VALIDATE_REFERENCE, and again on create), reporting one (a
 * stock item's hasDeviation set), the caller's own list (OPEN/CLOSED/ALL, free text, both sorts,
 * paging) and nobody else's, one deviation, its files (part file1, by content, at most ten) and
 * their signed links. Runs on the demo seed (server/seed/deviations.ts): Frida's fifteen, Kalle's
 * two; new deviations are reported by Tove, so Frida's list stays the seed's.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviations, stockItems } from '../../server/db/schema.ts';
import { DEMO_DEVIATIONS } from '../../server/seed/deviations.ts';
import { DEVIATION_FIXTURES } from '../../server/seed/fixtures.ts';
import { PNG_1X1 } from '../../server/seed/messages.ts';
import { SESSION_HEADER, UPLOAD_MAX_FILES } from '../../src/contract/constants.ts';
import type { Deviation, DeviationCategory, DeviationInput, DeviationReferenceType, DeviationSummary } from '../../src/contract/deviations.ts';
import { expectError, json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

type Page<T> = { page: T[]; count: number };
const server = withTestServer();

const FRIDA = 'forskrivare@example.org';
const KALLE = 'konsulent@example.org';
const TOVE = 'tekniker@example.org';
const BO = 'begransad@example.org';
const F = DEVIATION_FIXTURES;

const sessions = new Map<string, string>();
async function sessionOf(username: string): Promise<string> {
  let id = sessions.get(username);
  if (!id) {
    id = await server.login(username);
    // Kalle has terms to accept first.
    await server.request('/rs/fsp/v1/user/message', { method: 'PUT', headers: { [SESSION_HEADER]: id, 'Content-Type': 'application/json' }, body: JSON.stringify({ accepted: true }) });
    sessions.set(username, id);
  }
  return id;
}

async function call(path: string, { method = 'GET', body, user = FRIDA, lang = 'en' }: { method?: string; body?: unknown; user?: string; lang?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': lang, [SESSION_HEADER]: await sessionOf(user) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return server.request(`/rs/fsp/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) expect({ status: res.status, body: await res.text() }).toEqual({ status });
  return json<T>(res);
}
const list = (query: string, user = FRIDA, lang = 'en') => call(`/deviations?${query}`, { user, lang }).then((r) => ok<Page<DeviationSummary>>(r));
const numbers = (page: Page<DeviationSummary>) => page.page.map((d) => d.deviationNumber);
/** The numbers of the seeded deviations of Frida matching, newest first (ids follow the creation time). */
const number = (id: number) => String(300_000 + id);
const validate = (category: number, id: number, value: string, user = FRIDA) =>
  call(`/deviations/categories/${category}/references?action=VALIDATE_REFERENCE`, { method: 'POST', body: { id, value }, user });
const create = (body: DeviationInput, user = TOVE) => call('/deviations', { method: 'POST', body, user });

const INVENTORY = 1;
const ORDER = 2;
const PRODUCT = 3;

describe('reference data', () => {
  it('lists the categories with their types in the caller’s language, type ids unique across categories', async () => {
    const en = await ok<DeviationCategory[]>(await call('/deviations/categories'));
    expect(en.map((c) => [c.id, c.value, c.label])).toEqual([
      [1, 'PRODUCT', 'Product'],
      [2, 'DELIVERY', 'Delivery'],
      [3, 'SERVICE_AND_REPAIR', 'Service and repair'],
      [4, 'CLEANING_AND_HYGIENE', 'Cleaning and hygiene'],
      [5, 'CONDUCT_AND_INFORMATION', 'Conduct and information'],
    ]);
    expect(en[0]?.types).toEqual([
      { id: 101, label: 'Broken on delivery' },
      { id: 102, label: 'Parts missing' },
      { id: 103, label: 'Wrong product delivered' },
      { id: 104, label: 'Malfunction' },
    ]);
    const typeIds = en.flatMap((c) => c.types.map((t) => t.id));
    expect(new Set(typeIds).size).toBe(typeIds.length);
    const sv = await ok<DeviationCategory[]>(await call('/deviations/categories', { lang: 'sv' }));
    expect(sv.map((c) => c.label)).toEqual(['Produkt', 'Leverans', 'Service och reparation', 'Rengöring och hygien', 'Bemötande och information']);
    expect(sv[1]?.types.map((t) => t.label)).toEqual(['Försenad leverans', 'Fel leveransadress', 'Skadat gods']);
  });

  it('lists a category’s reference types (never “no reference”), none for some, 404 for no category', async () => {
    expect(await ok<DeviationReferenceType[]>(await call('/deviations/categories/1/references'))).toEqual([
      { id: INVENTORY, value: 'INVENTORY_NUMBER', label: 'Inventory number' },
      { id: PRODUCT, value: 'PRODUCT_NUMBER', label: 'Product number' },
      { id: ORDER, value: 'ORDER_NUMBER', label: 'Order number' },
    ]);
    expect((await ok<DeviationReferenceType[]>(await call('/deviations/categories/3/references', { lang: 'sv' }))).map((r) => r.label)).toEqual(['Inventarienummer', 'Ordernummer']);
    expect(await ok<DeviationReferenceType[]>(await call('/deviations/categories/2/references'))).toEqual([{ id: ORDER, value: 'ORDER_NUMBER', label: 'Order number' }]);
    expect(await ok<DeviationReferenceType[]>(await call('/deviations/categories/5/references'))).toEqual([]);
    await expectError(await call('/deviations/categories/9/references'), 404, 'NOT_FOUND');
  });
});

describe('VALIDATE_REFERENCE', () => {
  it('answers 204 for an inventory number, a product number and an order number of the world (trimmed)', async () => {
    expect((await validate(1, INVENTORY, F.inventoryNumber)).status).toBe(204);
    expect((await validate(4, INVENTORY, F.flaggedInventoryNumbers[0])).status).toBe(204);
    expect((await validate(1, PRODUCT, F.productNumber)).status).toBe(204);
    expect((await validate(2, ORDER, F.orderNumber)).status).toBe(204);
    expect((await validate(2, ORDER, `  ${F.orderNumber} `)).status).toBe(204);
  });

  it('refuses a code that refers to nothing of its type with INVALID_REFERENCE_NUMBER, in the caller’s language', async () => {
    const body = await expectError(await validate(1, INVENTORY, F.invalidCode), 400, 'INVALID_REFERENCE_NUMBER');
    expect(body.error.errorMessage).toMatch(/not valid/);
    await expectError(await validate(1, PRODUCT, F.invalidCode), 400, 'INVALID_REFERENCE_NUMBER');
    await expectError(await validate(2, ORDER, F.invalidCode), 400, 'INVALID_REFERENCE_NUMBER');
    // A code of another type is not one of this type.
    await expectError(await validate(1, PRODUCT, F.inventoryNumber), 400, 'INVALID_REFERENCE_NUMBER');
    await expectError(await validate(1, INVENTORY, F.productNumber), 400, 'INVALID_REFERENCE_NUMBER');
    const sv = await call('/deviations/categories/1/references?action=VALIDATE_REFERENCE', { method: 'POST', body: { id: INVENTORY, value: F.invalidCode }, lang: 'sv' });
    expect((await expectError(sv, 400, 'INVALID_REFERENCE_NUMBER')).error.errorMessage).toMatch(/ogiltigt/);
  });

  it('accepts an order number only of an order the caller’s order list shows', async () => {
    // Frida's sent order to Greta in Lund: Tove (Malmö only) does not see it; to Astrid in Malmö: she does.
    await expectError(await validate(2, ORDER, F.orderNumber, TOVE), 400, 'INVALID_REFERENCE_NUMBER');
    expect((await validate(2, ORDER, '7001000', TOVE)).status).toBe(204);
    // Bo is authorized for no municipality: none of Frida's orders is his to see.
    await expectError(await validate(2, ORDER, '7001000', BO), 400, 'INVALID_REFERENCE_NUMBER');
  });

  it('answers 404 for a reference type that is not the category’s, or no category; 400 without the action', async () => {
    await expectError(await validate(4, ORDER, F.orderNumber), 404, 'NOT_FOUND');
    await expectError(await validate(5, INVENTORY, F.inventoryNumber), 404, 'NOT_FOUND');
    await expectError(await validate(1, 7, F.inventoryNumber), 404, 'NOT_FOUND');
    await expectError(await validate(9, INVENTORY, F.inventoryNumber), 404, 'NOT_FOUND');
    await expectError(await call('/deviations/categories/1/references', { method: 'POST', body: { id: INVENTORY, value: F.inventoryNumber } }), 400, 'VALIDATION');
    await expectError(await validate(1, INVENTORY, '   '), 400, 'VALIDATION');
  });
});

describe('the list', () => {
  const frida = DEMO_DEVIATIONS.map((d, i) => ({ ...d, i })).filter((d) => d.userId === 1);
  const open = frida.filter((d) => d.status === 10 || d.status === 20);

  it('shows the caller’s own OPEN ones by default (10 and 20), newest first, a page of ten of all counted', async () => {
    expect(open.length).toBeGreaterThan(10);
    const first = await list('');
    expect(first.count).toBe(open.length);
    expect(first.page).toHaveLength(10);
    expect(first.page.every((d) => d.status.id === 10 || d.status.id === 20)).toBe(true);
    const times = first.page.map((d) => d.createdDateTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.page[0]).toMatchObject({ deviationNumber: number(17), category: { id: 1, value: 'PRODUCT', label: 'Product' }, type: { id: 101, label: 'Broken on delivery' }, reference: null, fileCount: 0 });
    const second = await list('from=10');
    expect(second.count).toBe(open.length);
    expect(second.page).toHaveLength(open.length - 10);
    expect(new Set([...numbers(first), ...numbers(second)]).size).toBe(open.length);
    expect((await list('amount=3&from=2')).page.map((d) => d.deviationNumber)).toEqual(numbers(first).slice(2, 5));
  });

  it('filters CLOSED (30 and 40) and ALL, and sorts oldest first on request', async () => {
    const closed = await list('state=CLOSED');
    expect(closed.count).toBe(frida.length - open.length);
    expect(closed.page.every((d) => d.status.id === 30 || d.status.id === 40)).toBe(true);
    const all = await list('state=ALL&all=true');
    expect(all.count).toBe(frida.length);
    expect(new Set(all.page.map((d) => d.status.id))).toEqual(new Set([10, 20, 30, 40]));
    // The seeded files: one each on 5, 8 and 13.
    expect(all.page.filter((d) => d.fileCount > 0).map((d) => [d.id, d.fileCount])).toEqual([[13, 1], [8, 1], [5, 1]]);
    const asc = await list('state=ALL&all=true&sort=createdDateTime:asc');
    expect(numbers(asc)).toEqual([...numbers(all)].reverse());
    expect(asc.page[0]).toMatchObject({ deviationNumber: number(1), reference: { id: PRODUCT, value: '100000', valueLabel: 'Product number' }, status: { id: 40 } });
    await expectError(await call('/deviations?state=SOME'), 400, 'VALIDATION');
  });

  it('never lists another user’s: Kalle sees his two, Tove none; userId of another user is 403', async () => {
    const kalle = await list('state=ALL', KALLE);
    expect(numbers(kalle)).toEqual([number(15), number(9)]);
    expect(numbers(await list('state=ALL', BO))).toEqual([]);
    expect((await list(`userId=1`)).count).toBe(open.length);
    await expectError(await call('/deviations?userId=2'), 403, 'FORBIDDEN');
    await expectError(await call('/deviations?userId=1', { user: KALLE }), 403, 'FORBIDDEN');
  });

  it('searches every word, case-insensitive, in the number, the description, the reference code and the labels in the caller’s language', async () => {
    const search = async (text: string, lang = 'en') => numbers(await list(`state=ALL&freeTextSearch=${encodeURIComponent(text)}`, FRIDA, lang));
    expect(await search('elrullstol')).toEqual([number(16), number(8), number(3)]);
    expect(await search('ELRULLSTOLEN e12')).toEqual([number(8)]);
    expect(await search(number(8))).toEqual([number(8)]);
    expect(await search('HMC500063')).toEqual([number(8)]);
    expect(await search('hmc5000')).toEqual([number(8), number(5)]);
    // Kalle's deviation on the same order is not hers.
    expect(await search('7001000')).toEqual([number(2)]);
    expect(await search('BÖJD')).toEqual([number(17)]);
    // Labels in the caller's language: a type's, and a category's with the types that say it.
    expect(await search('malfunction')).toEqual([number(16), number(8)]);
    expect(await search('funktionsfel')).toEqual([]);
    expect(await search('FUNKTIONSFEL', 'sv')).toEqual([number(16), number(8)]);
    expect(await search('FÖRSENAD', 'sv')).toEqual([number(2)]);
    expect(await search('rengjord', 'sv')).toEqual([number(14), number(5)]);
    expect(await search('delivery')).toEqual([number(17), number(13), number(7), number(5), number(2), number(1)]);
    expect(await search('delivery damaged')).toEqual([number(13)]);
    expect(await search('100%')).toEqual([]);
    const open = await list('freeTextSearch=elrullstol');
    expect(numbers(open)).toEqual([number(16), number(8)]);
    expect(open.count).toBe(2);
  });
});

describe('one deviation', () => {
  it('answers the caller’s own with its reference and files, oldest first, with links', async () => {
    const d = await ok<Deviation>(await call('/deviations/8'));
    expect(d).toMatchObject({
      id: 8,
      deviationNumber: '300008',
      category: { id: 1, value: 'PRODUCT', label: 'Product' },
      type: { id: 104, label: 'Malfunction' },
      reference: { id: INVENTORY, value: 'HMC500063', valueLabel: 'Inventory number' },
      status: { id: 20 },
    });
    expect(d.files).toHaveLength(1);
    expect(d.files[0]).toMatchObject({ name: 'Felrapport elrullstol.pdf', owner: 'Frida Förskrivare' });
    expect(d.files[0]?.url).toMatch(/^\/rs\/fsp\/v1\/deviations\/8\/files\/\d+\?expires=\d+&signature=[0-9a-f]{64}$/);
    const sv = await ok<Deviation>(await call('/deviations/8', { lang: 'sv' }));
    expect(sv).toMatchObject({ category: { label: 'Produkt' }, type: { label: 'Funktionsfel' }, reference: { valueLabel: 'Inventarienummer' } });
  });

  it('answers 403 for another user’s, 404 for none, 400 for no id', async () => {
    await expectError(await call('/deviations/8', { user: KALLE }), 403, 'FORBIDDEN');
    await expectError(await call('/deviations/9'), 403, 'FORBIDDEN');
    await expectError(await call('/deviations/99999'), 404, 'NOT_FOUND');
    await expectError(await call('/deviations/abc'), 400, 'VALIDATION');
  });
});

describe('reporting', () => {
  const hasDeviation = async (inventoryNumber: string) => {
    const [row] = await server.db.select({ flag: stockItems.hasDeviation, id: stockItems.id }).from(stockItems).where(eq(stockItems.inventoryNumber, inventoryNumber));
    return row;
  };
  const total = async () => (await server.db.select({ n: count() }).from(deviations))[0]?.n ?? 0;

  it('reports one without a reference: registered (10), numbered from its id, first in the reporter’s list', async () => {
    const d = await ok<Deviation>(await create({ categoryId: 5, typeId: 502, description: '  Ingen ringde tillbaka.  ', reference: null }), 201);
    expect(d).toMatchObject({ deviationNumber: number(d.id), description: 'Ingen ringde tillbaka.', category: { id: 5 }, type: { id: 502, label: 'Conduct' }, reference: null, status: { id: 10 }, files: [] });
    expect(Date.parse(d.createdDateTime)).toBe(server.clock.now.getTime());
    expect(numbers(await list('', TOVE))[0]).toBe(d.deviationNumber);
    expect(await ok<Deviation>(await call(`/deviations/${d.id}`, { user: TOVE }))).toEqual(d);
  });

  it('takes "no reference" as spec 3 writes it, { id: null, value: "" } (or the wizard\'s id 0), as reference: null', async () => {
    for (const reference of [{ id: null, value: '' }, { id: null }, { id: 0 }] as const) {
      const d = await ok<Deviation>(await create({ categoryId: 5, typeId: 502, description: 'Utan referens.', reference }), 201);
      expect(d.reference).toBeNull();
    }
    // A code without a reference type is no "no reference": refused.
    await expectError(await create({ categoryId: 5, typeId: 502, description: 'Utan typ.', reference: { id: null, value: 'HMC400001' } as unknown as DeviationInput['reference'] }), 400, 'VALIDATION');
  });

  it('reports one on an inventory number: the stock item keeps it and gets hasDeviation, in one go', async () => {
    expect((await hasDeviation(F.inventoryNumber))?.flag).toBe(false);
    const d = await ok<Deviation>(await create({ categoryId: 1, typeId: 104, description: 'Stannar i uppförsbackar.', reference: { id: INVENTORY, value: ` ${F.inventoryNumber}` } }), 201);
    expect(d.reference).toEqual({ id: INVENTORY, value: F.inventoryNumber, valueLabel: 'Inventory number' });
    const item = await hasDeviation(F.inventoryNumber);
    expect(item?.flag).toBe(true);
    const [row] = await server.db.select({ stockItemId: deviations.stockItemId }).from(deviations).where(eq(deviations.id, d.id));
    expect(row?.stockItemId).toBe(item?.id);
  });

  it('shows the flag of a holding reported on in the holding’s detail', async () => {
    const held = F.heldItem;
    const holding = `/clients/${held.clientId}/holdings/${held.holdingId}`;
    expect((await ok<{ hasDeviation: boolean }>(await call(holding))).hasDeviation).toBe(false);
    await ok<Deviation>(await create({ categoryId: 3, typeId: 303, description: 'Bromsen släpper igen.', reference: { id: INVENTORY, value: held.inventoryNumber } }), 201);
    expect((await ok<{ hasDeviation: boolean }>(await call(holding))).hasDeviation).toBe(true);
  });

  it('reports one on a product number and on an order number the reporter sees', async () => {
    const p = await ok<Deviation>(await create({ categoryId: 1, typeId: 102, description: 'Saknar skruvar.', reference: { id: PRODUCT, value: F.productNumber } }), 201);
    expect(p.reference).toEqual({ id: PRODUCT, value: F.productNumber, valueLabel: 'Product number' });
    const o = await ok<Deviation>(await create({ categoryId: 2, typeId: 201, description: 'En vecka sen.', reference: { id: ORDER, value: '7001000' } }), 201);
    expect(o.reference).toEqual({ id: ORDER, value: '7001000', valueLabel: 'Order number' });
    const [row] = await server.db.select({ stockItemId: deviations.stockItemId }).from(deviations).where(eq(deviations.id, o.id));
    expect(row?.stockItemId).toBeNull();
  });

  it('checks the reference again, and refuses a type or reference type not of the category, an unknown category, an empty description', async () => {
    const before = await total();
    await expectError(await create({ categoryId: 2, typeId: 201, description: 'Sen.', reference: { id: ORDER, value: F.orderNumber } }), 400, 'INVALID_REFERENCE_NUMBER');
    await expectError(await create({ categoryId: 1, typeId: 101, description: 'Trasig.', reference: { id: INVENTORY, value: F.invalidCode } }), 400, 'INVALID_REFERENCE_NUMBER');
    await expectError(await create({ categoryId: 1, typeId: 201, description: 'Fel typ.', reference: null }), 400, 'VALIDATION');
    await expectError(await create({ categoryId: 4, typeId: 401, description: 'Smutsig.', reference: { id: ORDER, value: '7001000' } }), 400, 'VALIDATION');
    await expectError(await create({ categoryId: 5, typeId: 501, description: 'Ingen info.', reference: { id: INVENTORY, value: F.inventoryNumber } }), 400, 'VALIDATION');
    await expectError(await create({ categoryId: 9, typeId: 901, description: 'Okänd.', reference: null }), 400, 'VALIDATION');
    await expectError(await create({ categoryId: 1, typeId: 101, description: '   ', reference: null }), 400, 'VALIDATION');
    await expectError(await create({ categoryId: 1, typeId: 101, description: 'x'.repeat(2001), reference: null }), 400, 'VALIDATION');
    expect(await total()).toBe(before);
  });
});

describe('files', () => {
  const upload = async (deviation: number, { user = TOVE, part = 'file1', name = 'foto.png', bytes = PNG_1X1 }: { user?: string; part?: string; name?: string; bytes?: Uint8Array<ArrayBuffer> } = {}) => {
    const form = new FormData();
    form.set(part, new File([bytes], name));
    return server.request(`/rs/fsp/v1/deviations/${deviation}/files`, { method: 'POST', headers: { [SESSION_HEADER]: await sessionOf(user), 'Accept-Language': 'en' }, body: form });
  };

  it('attaches a file in part file1, checked by its content, only the reporter, at most ten; its signed link serves it', async () => {
    const d = await ok<Deviation>(await create({ categoryId: 4, typeId: 402, description: 'Ingen märkning.', reference: null }), 201);
    const withFile = await ok<Deviation>(await upload(d.id), 201);
    expect(withFile).toMatchObject({ id: d.id, deviationNumber: d.deviationNumber, description: 'Ingen märkning.' });
    expect(withFile.files).toHaveLength(1);
    const file = withFile.files[0];
    if (!file) throw new Error('uploaded');
    expect(file).toMatchObject({ name: 'foto.png', owner: 'Tove Tekniker', createdAt: server.clock.now.toISOString() });

    const res = await server.request(file.url);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_1X1);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="foto.png"/);
    expect(res.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await server.request(file.url.replace(/signature=\w+/, `signature=${'0'.repeat(64)}`))).status).toBe(403);
    expect((await server.request(file.url.replace(`/deviations/${d.id}/`, '/deviations/8/'))).status).toBe(403);

    await expectError(await upload(d.id, { part: 'file' }), 400, 'VALIDATION');
    await expectError(await upload(d.id, { name: 'sida.png', bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>') }), 400, 'FILE_TYPE_NOT_ALLOWED');
    await expectError(await upload(d.id, { user: FRIDA }), 403, 'FORBIDDEN');
    await expectError(await upload(8), 403, 'FORBIDDEN');
    await expectError(await upload(99999), 404, 'NOT_FOUND');

    // A PDF, and then up to ten files in all: the eleventh is refused.
    const pdf = await ok<Deviation>(await upload(d.id, { name: 'intyg.pdf', bytes: new TextEncoder().encode('%PDF-1.4\n%…\n') }), 201);
    expect(pdf.files.map((f) => f.name)).toEqual(['foto.png', 'intyg.pdf']);
    for (let n = pdf.files.length; n < UPLOAD_MAX_FILES; n++) await ok<Deviation>(await upload(d.id, { name: `foto-${n}.png` }), 201);
    await expectError(await upload(d.id, { name: 'en-till.png' }), 400, 'TOO_MANY_FILES');
    const listed = (await list('', TOVE)).page.find((x) => x.id === d.id);
    expect(listed?.fileCount).toBe(UPLOAD_MAX_FILES);
  });
});
