/**
 * Receiving deliveries (issue 19), as Leo Lagerström (lager@example.org, own facility 2 BL-MLM
 * "Baslager Malmö Centrum", the only base storage he may work on) against the reference server:
 * - a not-lot-controlled product from the menu: the receive page with hits (axe), the reference
 *   through the wizard (axe on a step) and Back in the browser, Receive double-clicked (one receipt),
 *   Continue back with the storage and the reference, the balance risen in `<fsp-stock-balance>`;
 * - a lot-controlled and a fixed-asset-controlled product: BATCH_REQUIRED, SERIAL_NUMBER_REQUIRED and
 *   SERIAL_NUMBER_EXISTS in the refusal dialog, the performance attributes, both received and their
 *   balances risen, the new fixed asset's inventory label a PDF;
 * - the receive page's refusals: INVALID_SEARCH_QUERY and REFERENCE_FIELD_TOO_LONG at their fields,
 *   Choose refused (too long a reference, no storage), and a fixed asset refused to a user whose
 *   isReceiveDeliveryForFixedAssetsEnabled is false (the seed's Lisa Lagerbiträde), by the page and the server;
 * - a storage being counted: said on the page, Choose and the server refuse, nothing received (spec 3 §5);
 * - RECEIVE's answer lost (a gateway's 504 after the server received) and Receive pressed again:
 *   the same Idempotency-Key, received once; and lost with the connection: the portal reloads, the
 *   wizard reopens at its overview with the draft and key kept in the outbox, received once; and
 *   lost, then the draft changed: 422 IDEMPOTENCY_KEY_REUSED said, then a new key receives the change;
 * - the element in a host page on another origin with a strict CSP (tests/hosts/receive-delivery.html),
 *   which routes its `fsp-navigate` itself, the reference included.
 *
 * Every receipt goes to BL-MLM's receiving location (A-01-1), which other specs read (stock balance,
 * inventory count, work list): each test scraps what it received (POST /base-storages/balances/scrap,
 * the stock items the RECEIVE answers named), so the balances are as seeded when it ends. The products
 * are the first of their types (server/seed/world.ts PRODUCT_TYPES: id = the type's index + 1) that
 * no other spec searches for: Stödhandtag (18), Vridplatta (19) and Rullstolsbord (20), plain;
 * Lyftsele (8), batch; Rollator (1), a fixed asset with performance attributes (another spec reads
 * one seeded Rollator by its inventory number only). Serial numbers and batches are unique a run.
 */
import { expect, test, type APIRequestContext, type Page, type Response, type Route } from '@playwright/test';
import { API_V1, IDEMPOTENCY_HEADER } from '../../src/contract/constants.ts';
import { hostOrigin } from '../hosts/origins.ts';
import { annulCountsAfterEach, LEO } from './counts.ts';
import { apiSession, standalone } from './fitting-flows.ts';
import { expectNoViolations } from './helpers.ts';

const LISA = 'lager-utan-inventarier@example.org'; // BL-MLM's too; isReceiveDeliveryForFixedAssetsEnabled false
const BL_MLM = { id: 2, label: 'BL-MLM Baslager Malmö Centrum' };
annulCountsAfterEach(BL_MLM.id);
const RECEIVING_LOCATION = 'A-01-1';
const HOST = hostOrigin(Number(process.env.E2E_PORT ?? 8181), 'strict-csp');
const RUN = Date.now().toString(36).toUpperCase();
const REASON_SCRAP = 1; // a SCRAPPING reason code (GET /reason-codes?category=SCRAPPING)

const receiver = (page: Page) => page.locator('fsp-receive-delivery');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });
const refusal = (page: Page) => page.getByRole('dialog', { name: 'Det gick inte' });
const stepHeading = (page: Page, name: string) => receiver(page).getByRole('heading', { level: 2, name, exact: true });
const balanceRows = (page: Page) => page.locator('fsp-stock-balance [part=rows] [role=listitem]');

type Product = { id: number; name: string; productNumber: string; supplier: { id: number; label: string }; performanceAttributes: { id: string; label: string }[] };
type Row = { id: number; quantity: number; location: { value: string }; product: { productNumber: string; inventoryNumber: string | null } };
type Receipt = { stockItemId: number; inventoryNumber: string | null; labelUrl: string | null; quantity: number };

/** Leo's session for the API: the products, BL-MLM's balance, and putting back what a test received. */
async function api(request: APIRequestContext) {
  const headers = await apiSession(request, LEO);
  const rows = async (search: string): Promise<Row[]> => {
    const res = await request.get(`${API_V1}/base-storages/balances?facilityIds=${BL_MLM.id}&searchValue=${encodeURIComponent(search)}&includeNotOrderable=true&all=true`, { headers });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { page: Row[] }).page;
  };
  return {
    headers,
    product: async (id: number): Promise<Product> => {
      const res = await request.get(`${API_V1}/products/${id}`, { headers });
      expect(res.status()).toBe(200);
      return (await res.json()) as Product;
    },
    rows,
    /** The product's whole balance in BL-MLM. */
    total: async (productNumber: string): Promise<number> => (await rows(productNumber)).filter((r) => r.product.productNumber === productNumber).reduce((n, r) => n + r.quantity, 0),
    /** The serial number of one of the product's fixed assets in BL-MLM. */
    serialInStock: async (productNumber: string): Promise<string> => {
      const row = (await rows(productNumber)).find((r) => r.product.productNumber === productNumber && r.product.inventoryNumber);
      expect(row).toBeDefined();
      const res = await request.get(`${API_V1}/fixed-assets/${row?.id}`, { headers });
      expect(res.status()).toBe(200);
      const serial = ((await res.json()) as { serialNumber: string | null }).serialNumber;
      expect(serial).toBeTruthy();
      return serial ?? '';
    },
    /** Scraps what the receipts added (one a receipt: answers of one Idempotency-Key count once). */
    putBack: async (receipts: Map<string, Receipt>) => {
      const balances = [...receipts.values()].map((r) => ({ balanceId: r.stockItemId, quantity: r.quantity }));
      if (!balances.length) return;
      const res = await request.post(`${API_V1}/base-storages/balances/scrap`, { headers, data: { balances, reasonCodeId: REASON_SCRAP } });
      expect(res.status(), await res.text()).toBe(200);
    },
  };
}

const isReceive = (r: Response) => r.url().endsWith(`${API_V1}/deliveries`) && r.request().method() === 'POST' && (r.request().postDataJSON() as { action?: string } | null)?.action === 'RECEIVE';

/** Every RECEIVE the page makes that answers, by its Idempotency-Key (read when a test puts back). */
function recordReceipts(page: Page) {
  const answers: Promise<void>[] = [];
  const receipts = new Map<string, Receipt>();
  page.on('response', (r) => {
    if (!isReceive(r) || r.status() !== 200) return;
    const key = r.request().headers()[IDEMPOTENCY_HEADER.toLowerCase()] ?? `none-${answers.length}`;
    answers.push(r.json().then((body: Receipt) => void receipts.set(key, body)));
  });
  return async () => {
    await Promise.allSettled(answers);
    return receipts;
  };
}

/** The balance page of one product in BL-MLM: the sum of its rows' quantities ("12 st") as shown. */
async function shownBalance(page: Page, productNumber: string, expected: number) {
  await page.goto(`/base-storages?storage=${BL_MLM.id}&q=${productNumber}`);
  const rows = balanceRows(page).filter({ hasText: productNumber });
  await expect(rows.first()).toBeVisible();
  await expect
    .poll(async () => (await rows.allInnerTexts()).reduce((n, text) => n + Number(/(\d+) (?:st|par)\b/.exec(text)?.[1] ?? 0), 0))
    .toBe(expected);
  return rows;
}

/** Searches the receive page and chooses the product's hit. */
async function choose(page: Page, product: Product) {
  const el = receiver(page);
  await el.getByRole('searchbox', { name: 'Artikel' }).fill(product.productNumber);
  await el.getByRole('button', { name: 'Sök', exact: true }).click();
  await el.getByRole('button', { name: `Välj ${product.name} (${product.productNumber})` }).click();
}

/** Closes the refusal dialog, which said `text`. */
async function expectRefusal(page: Page, text: string) {
  const dialog = refusal(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('a not-lot-controlled product from the menu: the reference through the wizard and Back, Receive double-clicked receives once, Continue, the balance risen', async ({ page, request }) => {
  const leo = await api(request);
  const product = await leo.product(18);
  const before = await leo.total(product.productNumber);
  const receipts = recordReceipts(page);
  const reference = `FS-${RUN}-1`;
  const el = receiver(page);
  try {
    await standalone.open(page, LEO, '/');
    await menu(page).getByRole('button', { name: 'Baslager' }).click();
    await menu(page).getByRole('link', { name: 'Inleverans' }).click();
    // Leo's own facility, written to the URL.
    await expect(page).toHaveURL(standalone.at(`/receive/delivery?storage=${BL_MLM.id}`));
    await expect(el.getByRole('heading', { level: 1, name: 'Ta emot leverans' })).toBeVisible();
    await expect(el.getByLabel('Basförråd', { exact: true })).toHaveValue(String(BL_MLM.id));

    await el.getByLabel('Referens (valfri)').fill(reference);
    await el.getByRole('searchbox', { name: 'Artikel' }).fill(product.productNumber);
    await el.getByRole('button', { name: 'Sök', exact: true }).click();
    await expect(page).toHaveURL(standalone.at(`/receive/delivery?storage=${BL_MLM.id}&q=${product.productNumber}`));
    const hit = el.locator('[part=table] tbody tr').filter({ hasText: product.productNumber });
    await expect(hit).toContainText(product.name);
    await expect(hit).toContainText(product.supplier.label);
    await expect(el.getByLabel('Referens (valfri)')).toHaveValue(reference);
    await expectNoViolations(page, 'receive page with hits');

    await hit.getByRole('button', { name: `Välj ${product.name} (${product.productNumber})` }).click();
    const wizardPath = `/receive/delivery/order/not-lot-controlled/${product.supplier.id}/${product.id}/${BL_MLM.id}`;
    await expect(page).toHaveURL(standalone.at(wizardPath));
    await expect(el.getByRole('heading', { level: 1, name: 'Ta emot artikel' })).toBeVisible();
    await expect(stepHeading(page, 'Artikel')).toBeVisible();
    const facts = el.locator('[part=facts]');
    await expect(facts).toContainText(reference);
    await expect(facts).toContainText(BL_MLM.label);
    await expectNoViolations(page, 'wizard, product step');

    // Back in the browser: the receive page with its hits and the reference; Forward: the wizard with it.
    await page.goBack();
    await expect(page).toHaveURL(standalone.at(`/receive/delivery?storage=${BL_MLM.id}&q=${product.productNumber}`));
    await expect(el.getByLabel('Referens (valfri)')).toHaveValue(reference);
    await expect(hit).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(standalone.at(wizardPath));
    await expect(el.locator('[part=facts]')).toContainText(reference);

    await el.getByRole('button', { name: 'Nästa' }).click();
    await expect(stepHeading(page, 'Antal')).toBeVisible();
    await expect(el.locator('[part=receiving]')).toHaveText(`${product.name} (${product.productNumber}) till ${BL_MLM.label}`);
    await el.getByRole('spinbutton', { name: `Antal ${product.name}` }).fill('3');
    await el.getByRole('button', { name: 'Nästa' }).click();
    await expect(stepHeading(page, 'Översikt')).toBeVisible();
    await expect(facts).toContainText(reference);
    await expect(facts).toContainText('3 st');

    // Receive twice at once: one receipt (the same key), one answer shown.
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(`${API_V1}/deliveries`) && (r.postDataJSON() as { action?: string } | null)?.action === 'RECEIVE') keys.push(r.headers()[IDEMPOTENCY_HEADER.toLowerCase()] ?? '');
    });
    await el.getByRole('button', { name: 'Ta emot' }).dblclick();
    const done = el.locator('[part=completion]');
    await expect(done.getByRole('heading', { name: 'Mottaget' })).toBeVisible();
    await expect(done.getByRole('status')).toHaveText(`3 st ${product.name} har tagits emot i ${BL_MLM.label}.`);
    await expect(done.locator('[part=label-link]')).toHaveCount(0); // no inventory number, no label
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size, 'one Idempotency-Key').toBe(1);
    expect(await leo.total(product.productNumber)).toBe(before + 3);

    // Continue: the receive page of the same storage, the reference kept.
    await done.getByRole('button', { name: 'Fortsätt' }).click();
    await expect(page).toHaveURL(standalone.at(`/receive/delivery?storage=${BL_MLM.id}`));
    await expect(el.getByLabel('Referens (valfri)')).toHaveValue(reference);
    await expect(el.getByLabel('Basförråd', { exact: true })).toHaveValue(String(BL_MLM.id));

    // The stock balance: the product's rows add up to 3 more, 3 on the receiving location.
    const rows = await shownBalance(page, product.productNumber, before + 3);
    await expect(rows.filter({ hasText: RECEIVING_LOCATION })).toContainText('3 st');
  } finally {
    await leo.putBack(await receipts());
  }
  expect(await leo.total(product.productNumber)).toBe(before);
});

test('a lot-controlled and a fixed-asset-controlled product: batch and serial number required, a serial number in stock refused, both received, the label a PDF', async ({ page, request }) => {
  const leo = await api(request);
  const [batched, fixed] = await Promise.all([leo.product(8), leo.product(1)]);
  expect(fixed.performanceAttributes.map((a) => a.id)).toEqual(['HANDLE_HEIGHT', 'MAX_USER_WEIGHT', 'WIDTH']);
  const [batchedBefore, fixedBefore, serialInStock] = await Promise.all([leo.total(batched.productNumber), leo.total(fixed.productNumber), leo.serialInStock(fixed.productNumber)]);
  const receipts = recordReceipts(page);
  const el = receiver(page);
  const facts = el.locator('[part=facts]');
  const done = el.locator('[part=completion]');
  const batch = `E2E-${RUN}`;
  const serial = `E2E-SN-${RUN}`;
  try {
    await standalone.open(page, LEO, `/receive/delivery?storage=${BL_MLM.id}`);

    // Lot-controlled: the batch step refuses an empty batch in the dialog.
    await choose(page, batched);
    await expect(page).toHaveURL(standalone.at(`/receive/delivery/order/lot-controlled/${batched.supplier.id}/${batched.id}/${BL_MLM.id}`));
    await expect(stepHeading(page, 'Batch eller serienummer')).toBeVisible();
    await el.getByRole('button', { name: 'Nästa' }).click();
    await expectRefusal(page, 'Artikeln är batchstyrd: ange batchnummer.');
    await expect(stepHeading(page, 'Batch eller serienummer')).toBeVisible();
    await el.getByRole('textbox', { name: 'Batchnummer', exact: true }).fill(batch);
    await el.getByRole('button', { name: 'Nästa' }).click();
    await expect(stepHeading(page, 'Antal')).toBeVisible();
    await el.getByRole('button', { name: 'Öka antalet' }).click();
    await el.getByRole('button', { name: 'Nästa' }).click();
    await expect(stepHeading(page, 'Översikt')).toBeVisible();
    await expect(facts).toContainText(batch);
    await expect(facts).toContainText('2 st');
    await el.getByRole('button', { name: 'Ta emot' }).click();
    await expect(done.getByRole('status')).toHaveText(`2 st ${batched.name} har tagits emot i ${BL_MLM.label}.`);
    await done.getByRole('button', { name: 'Fortsätt' }).click();
    await expect(page).toHaveURL(standalone.at(`/receive/delivery?storage=${BL_MLM.id}`));

    // Fixed-asset-controlled: the serial number required, then one in stock refused, then a new one.
    await choose(page, fixed);
    await expect(page).toHaveURL(standalone.at(`/receive/delivery/order/fixed-asset-controlled/${fixed.supplier.id}/${fixed.id}/${BL_MLM.id}`));
    await expect(stepHeading(page, 'Batch eller serienummer')).toBeVisible();
    await el.getByRole('button', { name: 'Nästa' }).click();
    await expectRefusal(page, 'Artikeln är serienummerstyrd: ange serienummer.');
    const serialField = el.getByRole('textbox', { name: 'Serienummer', exact: true });
    await serialField.fill(serialInStock);
    await el.getByRole('button', { name: 'Nästa' }).click();
    await expectRefusal(page, 'Serienumret finns redan på en artikel i lager. Kontrollera numret.');
    await expect(serialField).toHaveValue(serialInStock); // nothing typed is lost
    await serialField.fill(serial);
    await el.getByRole('button', { name: 'Nästa' }).click();

    // The performance attributes: two of three filled in; the overview shows those.
    await expect(stepHeading(page, 'Prestanda')).toBeVisible();
    const [height, weight] = fixed.performanceAttributes;
    await el.getByLabel(height?.label ?? '').fill('92');
    await el.getByLabel(weight?.label ?? '').fill('150');
    await expectNoViolations(page, 'wizard, performance attributes');
    await el.getByRole('button', { name: 'Nästa' }).click();
    await expect(stepHeading(page, 'Översikt')).toBeVisible();
    await expect(facts).toContainText(serial);
    await expect(facts).toContainText(`${height?.label}92`);
    await expect(facts).toContainText(`${weight?.label}150`);
    await expect(facts).toContainText('1 st');
    await el.getByRole('button', { name: 'Ta emot' }).click();
    await expect(done.getByRole('heading', { name: 'Mottaget' })).toBeVisible();
    await expect(done.getByRole('status')).toHaveText(`1 st ${fixed.name} har tagits emot i ${BL_MLM.label}.`);

    // The label of the new fixed asset: its link answers a real PDF.
    const label = done.locator('[part=label-link]');
    await expect(label).toHaveText(/^Öppna inventarieetikett HMC\d+ \(PDF\)$/);
    const inventoryNumber = /HMC\d+/.exec((await label.textContent()) ?? '')?.[0] ?? '';
    await expect(facts).toContainText(inventoryNumber);
    const pdf = await request.get((await label.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The balances risen, as the stock balance shows them: the batch, and the new inventory item.
    const batchRows = await shownBalance(page, batched.productNumber, batchedBefore + 2);
    await expect(batchRows.filter({ hasText: batch })).toContainText(RECEIVING_LOCATION);
    const fixedRows = await shownBalance(page, fixed.productNumber, fixedBefore + 1);
    await expect(fixedRows.filter({ hasText: inventoryNumber })).toContainText(RECEIVING_LOCATION);
  } finally {
    await leo.putBack(await receipts());
  }
  expect([await leo.total(batched.productNumber), await leo.total(fixed.productNumber)]).toEqual([batchedBefore, fixedBefore]);
});

test('the receive page’s refusals: an empty search and a reference too long at their fields, Choose without a storage, a fixed asset not allowed', async ({ page, request, browser }) => {
  const leo = await api(request);
  const [plain, fixed] = await Promise.all([leo.product(18), leo.product(1)]);
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`${API_V1}/product-suppliers`)) searches.push(r.url());
  });
  await standalone.open(page, LEO, `/receive/delivery?storage=${BL_MLM.id}`);
  const el = receiver(page);

  // An empty search: refused at the field, nothing asked, the address as it was.
  const search = el.getByRole('searchbox', { name: 'Artikel' });
  await el.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(el.getByText('Skriv vad du söker efter.')).toBeVisible();
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  await expect(search).toBeFocused();
  await expect(page).toHaveURL(standalone.at(`/receive/delivery?storage=${BL_MLM.id}`));
  expect(searches).toEqual([]);

  // A reference of 61 characters: said at the field; Choose refused in the dialog, the reference kept.
  await search.fill(plain.productNumber);
  await el.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(search).not.toHaveAttribute('aria-invalid', 'true');
  // The search is the specs' GET /product-suppliers with searchValue and paging (issue 37).
  await expect.poll(() => searches.length).toBeGreaterThan(0);
  const asked = new URL(searches[0] ?? '');
  expect(asked.pathname).toMatch(/\/rs\/fsp\/v1\/product-suppliers$/);
  expect(asked.searchParams.get('searchValue')).toBe(plain.productNumber);
  expect(asked.searchParams.get('from')).toBe('0');
  const reference = el.getByLabel('Referens (valfri)');
  await reference.fill('R'.repeat(61));
  await expect(el.getByText('Referensen får vara högst 60 tecken.')).toBeVisible();
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await el.getByRole('button', { name: `Välj ${plain.name} (${plain.productNumber})` }).click();
  await expectRefusal(page, 'Referensen får vara högst 60 tecken.');
  await expect(page).toHaveURL(standalone.at(`/receive/delivery?storage=${BL_MLM.id}&q=${plain.productNumber}`));
  await expect(reference).toHaveValue('R'.repeat(61));
  await reference.fill('R'.repeat(60));
  await expect(el.getByText('Referensen får vara högst 60 tecken.')).toHaveCount(0);

  // No storage chosen: the empty option (it stays empty: no default again), then Choose.
  await el.getByLabel('Basförråd', { exact: true }).selectOption({ label: 'Välj basförråd' });
  await expect(page).toHaveURL(standalone.at(`/receive/delivery?q=${plain.productNumber}`));
  await expect(el.getByLabel('Basförråd', { exact: true })).toHaveValue('');
  await el.getByRole('button', { name: `Välj ${plain.name} (${plain.productNumber})` }).click();
  await expectRefusal(page, 'Välj basförrådet som tar emot leveransen.');
  await expect(page).not.toHaveURL(/\/receive\/delivery\/order\//);

  // A fixed asset, for a user whose isReceiveDeliveryForFixedAssetsEnabled is false: Lisa
  // Lagerbiträde (BL-MLM's, as Leo). The page refuses Choose; the server refuses the receipt.
  const lisaContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const lisaPage = await lisaContext.newPage();
    await standalone.open(lisaPage, LISA, `/receive/delivery?storage=${BL_MLM.id}&q=${fixed.productNumber}`);
    await receiver(lisaPage).getByRole('button', { name: `Välj ${fixed.name} (${fixed.productNumber})` }).click();
    await expectRefusal(lisaPage, 'Du har inte behörighet att ta emot inventarier.');
    await expect(lisaPage).toHaveURL(standalone.at(`/receive/delivery?storage=${BL_MLM.id}&q=${fixed.productNumber}`));
  } finally {
    await lisaContext.close();
  }
  const lisa = await apiSession(request, LISA);
  const refused = await request.post(`${API_V1}/deliveries`, {
    headers: lisa,
    data: { action: 'VALIDATE_RECEIVE', payload: { productId: fixed.id, facilityId: BL_MLM.id, supplierId: fixed.supplier.id, quantity: 1, serialNumber: `SN-${RUN}-LISA` } },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RECEIVE_DELIVERY_FOR_FIXED_ASSETS_IS_NOT_ALLOWED');
});

/** A gateway's 504 in place of the server's answer. */
const gatewayTimeout = (route: Route) =>
  route.fulfill({ status: 504, contentType: 'text/html', body: '<!doctype html><title>504 Gateway Time-out</title><h1>504 Gateway Time-out</h1>' });

/**
 * Opens the not-lot-controlled wizard of `product` and goes to its overview (the amount raised
 * `more` times); the first RECEIVE then reaches the server, which receives, and `lose` answers the
 * page instead, given the receipt the page never saw (the keys of every RECEIVE are pushed to `keys`).
 */
async function toOverviewLosingFirstReceive(page: Page, product: Product, more: number, keys: string[], lose: (route: Route, received: Receipt) => Promise<void>) {
  const el = receiver(page);
  await standalone.open(page, LEO, `/receive/delivery/order/not-lot-controlled/${product.supplier.id}/${product.id}/${BL_MLM.id}`);
  await expect(stepHeading(page, 'Artikel')).toBeVisible();
  await el.getByRole('button', { name: 'Nästa' }).click();
  await expect(stepHeading(page, 'Antal')).toBeVisible();
  for (let i = 0; i < more; i++) await el.getByRole('button', { name: 'Öka antalet' }).click();
  await el.getByRole('button', { name: 'Nästa' }).click();
  await expect(stepHeading(page, 'Översikt')).toBeVisible();
  await page.route(`**${API_V1}/deliveries`, async (route) => {
    const body = route.request().postDataJSON() as { action?: string };
    if (body.action !== 'RECEIVE') return route.continue();
    keys.push((await route.request().headerValue(IDEMPOTENCY_HEADER)) ?? '');
    if (keys.length > 1) return route.continue();
    const real = await route.fetch();
    return lose(route, (await real.json()) as Receipt);
  });
}

test('RECEIVE’s answer lost (a gateway timeout): Receive pressed again sends the same Idempotency-Key and the product is received once', async ({ page, request }) => {
  const leo = await api(request);
  const product = await leo.product(19);
  const before = await leo.total(product.productNumber);
  const receipts = recordReceipts(page);
  const el = receiver(page);
  const keys: string[] = [];
  try {
    // The first RECEIVE reaches the server, which receives; a gateway answers 504 instead of its
    // answer. (No answer at all is the next test's.)
    await toOverviewLosingFirstReceive(page, product, 0, keys, gatewayTimeout);
    await el.getByRole('button', { name: 'Ta emot' }).click();
    await expect(refusal(page)).toBeVisible();
    await expect(stepHeading(page, 'Översikt')).toBeVisible();
    expect(await leo.total(product.productNumber)).toBe(before + 1);
    await refusal(page).getByRole('button', { name: 'OK' }).click();

    // Again: the same key, the first receipt's answer, nothing more received.
    await el.getByRole('button', { name: 'Ta emot' }).click();
    await expect(el.locator('[part=completion]').getByRole('status')).toHaveText(`1 st ${product.name} har tagits emot i ${BL_MLM.label}.`);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^.{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await leo.total(product.productNumber)).toBe(before + 1);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await leo.putBack(await receipts());
  }
  expect(await leo.total(product.productNumber)).toBe(before);
});

test('RECEIVE’s answer lost with the connection: the portal reloads, the wizard reopens at the overview with its draft and key, and the product is received once', async ({ page, request }) => {
  const leo = await api(request);
  const product = await leo.product(18);
  const before = await leo.total(product.productNumber);
  const receipts = recordReceipts(page);
  const el = receiver(page);
  const keys: string[] = [];
  try {
    // The first RECEIVE reaches the server, which receives; its answer never comes back.
    await toOverviewLosingFirstReceive(page, product, 1, keys, (route) => route.abort('connectionreset'));
    const reloaded = page.waitForEvent('load');
    await el.getByRole('button', { name: 'Ta emot' }).click();
    // The portal's reconnect dialog reloads the page once the server answers again.
    await reloaded;
    await expect(stepHeading(page, 'Översikt')).toBeVisible();
    await expect(el.locator('[part=facts]')).toContainText('2 st');
    expect(await leo.total(product.productNumber)).toBe(before + 2);

    await el.getByRole('button', { name: 'Ta emot' }).click();
    await expect(el.locator('[part=completion]').getByRole('status')).toHaveText(`2 st ${product.name} har tagits emot i ${BL_MLM.label}.`);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await leo.total(product.productNumber)).toBe(before + 2);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await leo.putBack(await receipts());
  }
  expect(await leo.total(product.productNumber)).toBe(before);
});

test('RECEIVE’s answer lost, then the amount changed: Receive answers 422 IDEMPOTENCY_KEY_REUSED, said in the dialog, nothing more received; Receive again receives the change with a new key', async ({ page, request }) => {
  const leo = await api(request);
  const product = await leo.product(19);
  const before = await leo.total(product.productNumber);
  const receipts = recordReceipts(page);
  const el = receiver(page);
  const keys: string[] = [];
  const unseen = new Map<string, Receipt>();
  try {
    // 1 received; the page is told 504 instead.
    await toOverviewLosingFirstReceive(page, product, 0, keys, async (route, received) => {
      unseen.set('lost', received);
      await gatewayTimeout(route);
    });
    await el.getByRole('button', { name: 'Ta emot' }).click();
    await refusal(page).getByRole('button', { name: 'OK' }).click();
    expect(await leo.total(product.productNumber)).toBe(before + 1);

    // The amount changed to 2, Receive: the same key with another payload, refused.
    await el.getByRole('button', { name: 'Tillbaka' }).click();
    await expect(stepHeading(page, 'Antal')).toBeVisible();
    await el.getByRole('button', { name: 'Öka antalet' }).click();
    await el.getByRole('button', { name: 'Nästa' }).click();
    await expect(stepHeading(page, 'Översikt')).toBeVisible();
    // (The answer went through the test's route: its body is not readable here; the text is the code's.)
    const refused = page.waitForResponse((r) => isReceive(r) && r.status() === 422);
    await el.getByRole('button', { name: 'Ta emot' }).click();
    await refused;
    await expect(refusal(page).getByRole('alert')).toContainText('Mottagningen är redan gjord, med uppgifterna som de var när Ta emot trycktes första gången, inte de här. Inget mer har tagits emot.');
    await refusal(page).getByRole('button', { name: 'OK' }).click();
    await expect(stepHeading(page, 'Översikt')).toBeVisible();
    await expect(el.locator('[part=facts]')).toContainText('2 st');
    expect(await leo.total(product.productNumber)).toBe(before + 1);

    // Receive once more, knowingly: a new key, the 2 received.
    await el.getByRole('button', { name: 'Ta emot' }).click();
    await expect(el.locator('[part=completion]').getByRole('status')).toHaveText(`2 st ${product.name} har tagits emot i ${BL_MLM.label}.`);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(await leo.total(product.productNumber)).toBe(before + 3);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await leo.putBack(new Map([...unseen, ...(await receipts())]));
  }
  expect(await leo.total(product.productNumber)).toBe(before);
});

test('a base storage being counted receives nothing (spec 3 §5): the page says so with a link to the count, Choose and the server refuse; the count deleted, it receives', async ({ page, request }) => {
  const leo = await api(request);
  const product = await leo.product(18);
  const started = await request.post(`${API_V1}/base-storages/${BL_MLM.id}/inventories`, { headers: leo.headers });
  expect(started.status()).toBe(201);
  const count = (await started.json()) as { id: number; inventoryId: string };
  const el = receiver(page);
  try {
    await standalone.open(page, LEO, `/receive/delivery?storage=${BL_MLM.id}&q=${product.productNumber}`);
    const notice = el.locator('[part=count-open]');
    await expect(notice).toHaveText(`${BL_MLM.label} inventeras (${count.inventoryId}): ingenting kan tas emot dit förrän inventeringen är bekräftad eller borttagen. Öppna inventeringen`);
    await choose(page, product);
    await expect(refusal(page).getByRole('alert')).toHaveText('Basförrådet inventeras: ingenting kan tas emot dit förrän inventeringen är bekräftad eller borttagen.');
    await refusal(page).getByRole('button', { name: 'OK' }).click();
    await expect(page).not.toHaveURL(/\/receive\/delivery\/order\//);
    // The server refuses too (a wizard opened before the count started would be told the same).
    const payload = { productId: product.id, facilityId: BL_MLM.id, supplierId: product.supplier.id, quantity: 1 };
    const validated = await request.post(`${API_V1}/deliveries`, { headers: leo.headers, data: { action: 'VALIDATE_RECEIVE', payload } });
    expect(validated.status()).toBe(409);
    expect(((await validated.json()) as { error: { code: string } }).error.code).toBe('INVENTORY_IN_PROGRESS');
    // The link leads to the count, which can be deleted there; back on the receive page, nothing said.
    await notice.getByRole('link', { name: 'Öppna inventeringen' }).click();
    await expect(page).toHaveURL(standalone.at(`/base-storages/inventory?storage=${BL_MLM.id}`));
    await expect(page.locator('fsp-inventory-count')).toContainText(count.inventoryId);
  } finally {
    expect((await request.delete(`${API_V1}/inventories/${count.id}`, { headers: leo.headers })).status()).toBe(204);
  }
  await page.goto(`/receive/delivery?storage=${BL_MLM.id}&q=${product.productNumber}`);
  await expect(el.getByRole('table', { name: 'Artiklar att ta emot' })).toBeVisible();
  await expect(el.locator('[part=count-open]')).toHaveCount(0);
  await choose(page, product);
  await expect(stepHeading(page, 'Artikel')).toBeVisible();
});

test('<fsp-receive-delivery> in a host page on another origin: its moves and the reference routed by the host, a product received', async ({ page, request }) => {
  const leo = await api(request);
  const product = await leo.product(20);
  const before = await leo.total(product.productNumber);
  const receipts = recordReceipts(page);
  const el = receiver(page);
  const page0 = `${HOST}/receive-delivery.html?user=${encodeURIComponent(LEO)}`;
  const reference = `FS-${RUN}-HOST`;
  try {
    await page.goto(page0);
    await expect(page.locator('#status')).toHaveText('Logged in');
    // The storage the element opened on (Leo's own) goes to the host's address.
    const start = `/receive/delivery?storage=${BL_MLM.id}`;
    await expect(page).toHaveURL(`${page0}#${start}`);
    await expect(page.locator('#events li')).toHaveText([`fsp-navigate ${start}`]);
    await expect(el).toHaveAttribute('storage', String(BL_MLM.id));

    await el.getByLabel('Referens (valfri)').fill(reference);
    await choose(page, product);
    const wizard = `/receive/delivery/order/not-lot-controlled/${product.supplier.id}/${product.id}/${BL_MLM.id}`;
    await expect(page).toHaveURL(`${page0}#${wizard}`);
    await expect(page.locator('#events li')).toHaveText([`fsp-navigate ${start}`, `fsp-navigate ${start}&q=${product.productNumber}`, `fsp-navigate ${wizard}`]);
    await expect(el).toHaveAttribute('reference', reference);
    await expect(el).toHaveAttribute('type', 'not-lot-controlled');
    await expect(el).not.toHaveAttribute('q', /./);
    await expect(el.locator('[part=facts]')).toContainText(reference);
    // Back: the host's receive page with the search and the reference of its entry; Forward: the wizard.
    await page.goBack();
    await expect(page).toHaveURL(`${page0}#${start}&q=${product.productNumber}`);
    await expect(el).toHaveAttribute('reference', reference);
    await expect(el.getByLabel('Referens (valfri)')).toHaveValue(reference);
    await page.goForward();
    await expect(page).toHaveURL(`${page0}#${wizard}`);
    await expect(el.locator('[part=facts]')).toContainText(reference);

    await el.getByRole('button', { name: 'Nästa' }).click();
    await el.getByRole('button', { name: 'Nästa' }).click();
    await expect(stepHeading(page, 'Översikt')).toBeVisible();
    await el.getByRole('button', { name: 'Ta emot' }).click();
    await expect(el.locator('[part=completion]').getByRole('status')).toHaveText(`1 st ${product.name} har tagits emot i ${BL_MLM.label}.`);
    expect(await leo.total(product.productNumber)).toBe(before + 1);

    // Continue: the host shows the receive page of the storage, with the reference given back.
    await el.getByRole('button', { name: 'Fortsätt' }).click();
    await expect(page).toHaveURL(`${page0}#${start}`);
    await expect(page.locator('#events li').last()).toHaveText(`fsp-navigate ${start}`);
    await expect(el).toHaveAttribute('reference', reference);
    await expect(el).not.toHaveAttribute('type', /./);
    await expect(el.getByLabel('Referens (valfri)')).toHaveValue(reference);
  } finally {
    await leo.putBack(await receipts());
  }
  expect(await leo.total(product.productNumber)).toBe(before);
});
