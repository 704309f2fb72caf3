/**
 * Finding a count line by scanning (issue 40), as Leo Lagerström in a count of Baslager Malmö
 * Centrum started for the test (and annulled after it, so the storage is as seeded for other
 * specs): the camera (Chromium's fake camera showing the fixture HMC400001's label, the portal's own
 * Code 128) and a hand scanner typing into the search field (5 ms a key, then Enter) each search
 * the code at once: the list shows that line, its quantity field there to count it, and the
 * search field keeps the focus for the next scan.
 * Scan to count: the camera's scan of the label reports the item counted (1); a hand scanner's
 * scans of a product number and of a GS1 code with the product's GTIN each add one to its line,
 * Undo takes the last back, a code on no line is said; what the page shows is what the server has.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_V1 } from '../../src/contract/constants.ts';
import { FIXED_ASSET_FIXTURES as F } from '../../server/seed/fixtures.ts';
import { productGtin } from '../../server/gtin.ts';
import type { InventoryLine } from '../../src/contract/inventories.ts';
import { annulCountsAfterEach, LEO } from './counts.ts';
import { apiSession, standalone } from './fitting-flows.ts';
import { code128Frame, y4mVideo } from './fake-camera.ts';
import { fakeCameraLaunchOptions, writeFakeCamera } from './fake-camera-file.ts';
import { expectNoViolations, handScan } from './helpers.ts';

const BL_MLM = F.storage.id;
annulCountsAfterEach(BL_MLM);
test.use({ launchOptions: fakeCameraLaunchOptions(writeFakeCamera('inventory-count-label', y4mVideo(code128Frame(F.inventoryNumber)))) });

const count = (page: Page) => page.locator('fsp-inventory-count');

/** A count of BL-MLM for the test (annulled after it, passed or not, by annulCountsAfterEach, which checks the 204). */
async function withCount(request: APIRequestContext, run: (lines: () => Promise<InventoryLine[]>) => Promise<void>) {
  const headers = await apiSession(request, LEO);
  const started = await request.post(`${API_V1}/base-storages/${BL_MLM}/inventories`, { headers });
  expect(started.status()).toBe(201);
  const lines = async () => {
    const res = await request.get(`${API_V1}/inventories/lines?baseStorageId=${BL_MLM}&status=ALL&from=0&amount=500`, { headers });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { page: InventoryLine[] }).page;
  };
  await run(lines);
}

async function expectTheLineFound(page: Page) {
  await expect(page).toHaveURL(standalone.at(`/base-storages/inventory?storage=${BL_MLM}&q=${F.inventoryNumber}`));
  const c = count(page);
  await expect(c.getByRole('searchbox', { name: 'Sök' })).toHaveValue(F.inventoryNumber);
  await expect(c.locator('[part=count-input]')).toHaveCount(1);
  await expect(c.getByText(F.inventoryNumber)).toBeVisible();
}

test('the camera reads a fixed asset’s label and the count shows its line', async ({ page, request }) => {
  await withCount(request, async () => {
    await standalone.open(page, LEO, `/base-storages/inventory?storage=${BL_MLM}`);
    const scan = count(page).getByRole('button', { name: 'Skanna en kod för att hitta raden' });
    await expect(scan).toBeVisible();
    await expectNoViolations(page, 'inventory count with its scan button');
    await scan.click();
    const dialog = count(page).getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expectTheLineFound(page);
  });
});

test('a hand scanner typing into the search finds the line, the focus kept for the next scan', async ({ page, request }) => {
  await withCount(request, async () => {
    await standalone.open(page, LEO, `/base-storages/inventory?storage=${BL_MLM}`);
    const field = count(page).getByRole('searchbox', { name: 'Sök' });
    // Something typed before: the scan is the burst's code alone (a person's Enter would search both).
    await field.fill('HMC');
    await handScan(field, F.inventoryNumber);
    await expectTheLineFound(page);
    await expect(field).toBeFocused();
  });
});

/** Scan-to-count's result of the last scan (a live region; the scanner dialog has one of its own). */
const said = (panel: Locator) => panel.locator('[part=scan-result]');

/** Turns on Scan to count; its code field has the focus. */
async function scanToCount(page: Page) {
  const c = count(page);
  await c.getByRole('button', { name: 'Skanna och räkna' }).click();
  const panel = c.getByRole('region', { name: 'Skanna och räkna' });
  await expect(panel.getByRole('textbox', { name: 'Skannad kod' })).toBeFocused();
  return panel;
}

test('scan to count: the camera’s scan of a fixed asset’s label reports it counted', async ({ page, request }) => {
  await withCount(request, async (lines) => {
    await standalone.open(page, LEO, `/base-storages/inventory?storage=${BL_MLM}`);
    const panel = await scanToCount(page);
    await expectNoViolations(page, 'scan to count');
    await panel.getByRole('button', { name: 'Skanna en kod med kameran för att räkna den' }).click();
    const dialog = count(page).getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(said(panel)).toHaveText(new RegExp(`^Räknad: .*${F.inventoryNumber}.*: 1$`));
    await expect(panel.getByText('1 skanning')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Skannad kod' })).toBeFocused();
    await expect.poll(async () => (await lines()).find((l) => l.product.inventoryNumber === F.inventoryNumber)?.reportedQty).toBe(1);
  });
});

test('scan to count with a hand scanner: a product and its GS1 code add one each, Undo takes one back, an unknown code is said', async ({ page, request }) => {
  await withCount(request, async (lines) => {
    const all = await lines();
    // A product counted by quantity on one line of its own (no batch, no other location).
    const line = all.find((l) => l.product.inventoryNumber === null && l.product.batch === null && all.filter((o) => o.product.productId === l.product.productId).length === 1);
    expect(line, 'a product on one line of BL-MLM').toBeDefined();
    const { productNumber, productId } = line!.product;
    await standalone.open(page, LEO, `/base-storages/inventory?storage=${BL_MLM}`);
    const panel = await scanToCount(page);
    const field = panel.getByRole('textbox', { name: 'Skannad kod' });
    const scan = (code: string) => handScan(field, code);
    const reported = async () => (await lines()).find((l) => l.id === line!.id)?.reportedQty ?? null;

    await scan(productNumber);
    await expect(said(panel)).toHaveText(/^Räknad: .*: 1$/);
    await scan(`(01)${productGtin(productId)}`);
    await expect(said(panel)).toHaveText(/^Räknad: .*: 2$/);
    await expect(panel.getByText('2 skanningar')).toBeVisible();
    await expect(field).toBeFocused();
    await expect.poll(reported).toBe(2);
    // The line in the list shows it too.
    await expect(count(page).getByRole('textbox', { name: new RegExp(`^Räknat antal, ${line!.product.name}`) }).first()).toHaveValue('2');

    await panel.getByRole('button', { name: 'Ångra senaste skanning' }).click();
    await expect(said(panel)).toHaveText(/^Ångrat: .* är 1 igen\.$/);
    await expect.poll(reported).toBe(1);
    await panel.getByRole('button', { name: 'Ångra senaste skanning' }).click();
    await expect(said(panel)).toHaveText(/^Ångrat: .* är inte räknad igen\.$/);
    await expect.poll(reported).toBeNull();
    await expect(panel.getByRole('button', { name: 'Ångra senaste skanning' })).toBeDisabled();

    // The field holds the last code, not selected (Undo had the focus): the scan is its own code.
    await field.click();
    await scan('HMC000000');
    await expect(said(panel)).toHaveText('Ingen rad i inventeringen matchar HMC000000.');
  });
});
