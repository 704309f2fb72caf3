/**
 * Products' GTINs (server/gtin.ts, migration 0023; issue 40): the check digit, which search words
 * are GTINs, the database's generated column equal to the rule for every seeded product, and a
 * GTIN finding its product in each search a scanned code goes to: the catalogue, the receive
 * search, the stock balance and the count's lines, a client's holdings and their history; and a
 * deviation's product-number reference taking a GTIN for its product's number.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gtinCheckDigit, gtinOfWord, productGtin } from '../../server/gtin.ts';
import { products } from '../../server/db/schema.ts';
import { SESSION_HEADER } from '../../src/contract/common.ts';
import { withTestServer } from './helpers/server.ts';

const server = withTestServer();
const LEO = 'lager@example.org';
const FRIDA = 'forskrivare@example.org';
const BL_MLM = 2;
const DUSCHPALL = 4;

describe('the GS1 check digit and GTIN words', () => {
  it('computes GS1’s check digit (weights 3 and 1 from the right)', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(gtinCheckDigit('9638507')).toBe(4); // EAN-8 96385074
    expect(gtinCheckDigit('0735000000001')).toBe(Number(productGtin(1)[13]));
  });
  it('takes 8, 12, 13 and 14 digits with a right check digit as a GTIN-14', () => {
    expect(gtinOfWord('4006381333931')).toBe('04006381333931');
    expect(gtinOfWord('04006381333931')).toBe('04006381333931');
    expect(gtinOfWord('96385074')).toBe('00000096385074');
    expect(gtinOfWord('036000291452')).toBe('00036000291452'); // UPC-A
  });
  it('refuses a wrong check digit, other lengths and anything not digits', () => {
    expect(gtinOfWord('4006381333932')).toBeNull();
    expect(gtinOfWord('100004')).toBeNull(); // a product number
    expect(gtinOfWord('hmc500313')).toBeNull();
    expect(gtinOfWord('040063813339311')).toBeNull();
  });
  it('gives every product a GTIN-14 of prefix 735000 with a right check digit', () => {
    expect(productGtin(4)).toMatch(/^0735000000004\d$/);
    for (const id of [1, 42, 100_001, 999_999]) expect(gtinOfWord(productGtin(id))).toBe(productGtin(id));
  });
});

describe('products.gtin', () => {
  it('is the rule’s GTIN for every seeded product (the generated column and server/gtin.ts agree)', async () => {
    const rows = await server.db.select({ id: products.id, gtin: products.gtin }).from(products);
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) expect(r.gtin, `product ${r.id}`).toBe(productGtin(r.id));
  });
});

describe('a GTIN in a search finds its product', () => {
  const sessions = new Map<string, string>();
  async function call(path: string, user: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
    let session = sessions.get(user);
    if (!session) {
      session = await server.login(user);
      sessions.set(user, session);
    }
    const headers: Record<string, string> = { [SESSION_HEADER]: session, 'Accept-Language': 'sv' };
    if (init.body === undefined) return server.request(`/rs/fsp/v1${path}`, { method: init.method ?? 'GET', headers });
    return server.request(`/rs/fsp/v1${path}`, { method: init.method ?? 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) });
  }
  async function page<T>(res: Response): Promise<T[]> {
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { page: T[] }).page;
  }
  const gtin13 = () => productGtin(DUSCHPALL).slice(1); // as on a retail package (EAN-13)

  it('in the catalogue (GET /products)', async () => {
    const found = await page<{ id: number }>(await call(`/products?searchValue=${productGtin(DUSCHPALL)}`, FRIDA));
    expect(found.map((p) => p.id)).toEqual([DUSCHPALL]);
  });

  it('in the receive search (GET /product-suppliers), as a GTIN-13 too', async () => {
    for (const word of [productGtin(DUSCHPALL), gtin13()]) {
      const found = await page<{ id: number }>(await call(`/product-suppliers?searchValue=${word}`, LEO));
      expect(found.map((p) => p.id), word).toEqual([DUSCHPALL]);
    }
  });

  it('in the stock balance (GET /base-storages/balances) and the count’s lines', async () => {
    const [product] = await server.db.select({ productNumber: products.productNumber }).from(products).where(eq(products.id, DUSCHPALL));
    const rows = await page<{ product: { productNumber: string } }>(await call(`/base-storages/balances?facilityIds=${BL_MLM}&searchValue=${gtin13()}&amount=100`, LEO));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.product.productNumber))).toEqual(new Set([product?.productNumber]));
    expect((await call(`/base-storages/${BL_MLM}/inventories`, LEO, { method: 'POST' })).status).toBe(201);
    const lines = await page<{ product: { productNumber: string } }>(await call(`/inventories/lines?baseStorageId=${BL_MLM}&searchValue=${productGtin(DUSCHPALL)}&amount=100`, LEO));
    expect(lines.length).toBe(rows.length);
    expect(new Set(lines.map((l) => l.product.productNumber))).toEqual(new Set([product?.productNumber]));
  });

  it('in a deviation’s product-number reference (VALIDATE_REFERENCE and create): the deviation keeps the product number', async () => {
    const PRODUCT_CATEGORY = 1;
    const PRODUCT_NUMBER_REFERENCE = 3;
    const [product] = await server.db.select({ productNumber: products.productNumber }).from(products).where(eq(products.id, DUSCHPALL));
    const validate = (value: string) => call(`/deviations/categories/${PRODUCT_CATEGORY}/references?action=VALIDATE_REFERENCE`, FRIDA, { body: { id: PRODUCT_NUMBER_REFERENCE, value } });
    for (const word of [productGtin(DUSCHPALL), gtin13()]) expect((await validate(word)).status, word).toBe(204);
    // A GTIN with a wrong check digit, or of no product, refers to nothing.
    expect((await validate(`${productGtin(DUSCHPALL).slice(0, 13)}9`)).status).toBe(400);
    expect((await validate(productGtin(999_999))).status).toBe(400);
    const created = await call('/deviations', FRIDA, { body: { categoryId: PRODUCT_CATEGORY, typeId: 102, description: 'Saknar skruvar.', reference: { id: PRODUCT_NUMBER_REFERENCE, value: gtin13() } } });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(((await created.json()) as { reference: unknown }).reference).toMatchObject({ id: PRODUCT_NUMBER_REFERENCE, value: product?.productNumber });
  });

  it('in a client’s holdings and their history (GET /clients/{client}/holdings, /holding-transactions)', async () => {
    const CLIENT = 86; // holds the fixture HMC500313
    type Held = { inventoryNumber: string | null; productNumber: string };
    const all = await page<Held>(await call(`/clients/${CLIENT}/holdings?amount=100`, FRIDA));
    const held = all.find((h) => h.inventoryNumber === 'HMC500313');
    expect(held).toBeDefined();
    const [product] = await server.db.select({ id: products.id }).from(products).where(eq(products.productNumber, held?.productNumber ?? ''));
    const gtin = productGtin(product?.id ?? 0);
    const found = await page<Held>(await call(`/clients/${CLIENT}/holdings?searchValue=${gtin}&amount=100`, FRIDA));
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((h) => h.productNumber)).toEqual(all.filter((h) => h.productNumber === held?.productNumber).map((h) => h.productNumber));
    const history = await page<{ itemNumber: string }>(await call(`/clients/${CLIENT}/holding-transactions?searchValue=${gtin.slice(1)}&amount=100`, FRIDA));
    expect(history.length).toBeGreaterThan(0);
    expect(new Set(history.map((r) => r.itemNumber))).toEqual(new Set([held?.productNumber]));
  });

  it('a number that is not a GTIN is searched as text, as before', async () => {
    expect(await page(await call(`/products?searchValue=${productGtin(DUSCHPALL).slice(0, 13)}9`, FRIDA))).toEqual([]);
  });
});
