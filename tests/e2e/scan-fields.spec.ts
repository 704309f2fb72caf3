/**
 * Scanning in the other fields that take a code (issue 40), with Chromium's fake camera showing a
 * fixed asset's label (the portal's own Code 128, fake-camera.ts, of DEVIATION_FIXTURES'
 * HMC500103: in BL-LND, Frida Förskrivare's storage, not allocated, and no test moves it) and a
 * hand scanner that types (keystrokes 5 ms apart, then Enter):
 * - the stock balance's search: the camera's code is searched and its row shown (Frida, BL-LND);
 *   a hand scanner's GS1 code (symbology identifier ]C1, (01) a product's GTIN) searches the GTIN,
 *   which the server matches to its product, the focus kept in the field (Leo Lagerström, BL-MLM);
 * - a task line confirmed by its inventory number, as Tove Tekniker (the CH delivery to Maj
 *   Bergström: a wheelchair, a fixed asset, and a cushion): a number on no line is said so and
 *   chooses nothing; the wheelchair's chooses its line;
 * - the deviation report's reference code, as Frida: the camera's inventory number fills the field
 *   and is checked on Next; a hand scanner's GS1 code of a product fills a product-number reference
 *   with its GTIN, which the server takes for the product. Nothing is reported (the wizard is left
 *   at step 3).
 * None of them changes the world: a search, a choice not reported, a wizard not finished.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_V1, SESSION_HEADER } from '../../src/contract/constants.ts';
import type { TaskDetail } from '../../src/contract/tasks.ts';
import { productGtin } from '../../server/gtin.ts';
import { DEVIATION_FIXTURES as D, FIXED_ASSET_FIXTURES as F } from '../../server/seed/fixtures.ts';
import { standalone, tokenSession } from './fitting-flows.ts';
import { code128Frame, y4mVideo } from './fake-camera.ts';
import { fakeCameraLaunchOptions, writeFakeCamera } from './fake-camera-file.ts';
import { expectNoViolations, handScan, startWithSession, watchCsp } from './helpers.ts';

const LEO = 'lager@example.org';
const TOVE = 'tekniker@example.org';
const FRIDA = 'forskrivare@example.org';
const MAJ = '194401197480';
/** Duschpall, a product with stock in BL-MLM (tests/unit/gtin.test.ts). */
const DUSCHPALL = 4;
/** Frida's base storage, where the label's fixed asset is. */
const BL_LND = 3;
test.use({ launchOptions: fakeCameraLaunchOptions(writeFakeCamera('scan-fields-label', y4mVideo(code128Frame(D.inventoryNumber)))) });

/** The camera's scan from `button`: its dialog shows, finds the code, and closes. */
async function cameraScan(scope: Locator, button: Locator) {
  await button.click();
  const dialog = scope.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

// ---- the stock balance -------------------------------------------------------------------------------

const balance = (page: Page) => page.locator('fsp-stock-balance');
const balanceSearch = (page: Page) => balance(page).getByRole('searchbox', { name: 'Sök' });

test('the stock balance: the camera reads a fixed asset’s label and its row is searched', async ({ page }) => {
  const violations = await watchCsp(page);
  await standalone.open(page, FRIDA, `/base-storages?storage=${BL_LND}`);
  const scan = balance(page).getByRole('button', { name: 'Skanna inventarienummer, batch eller artikel' });
  await expect(scan).toBeVisible();
  await expectNoViolations(page, 'stock balance with its scan button');
  await cameraScan(balance(page), scan);
  await expect(page).toHaveURL(standalone.at(`/base-storages?storage=${BL_LND}&q=${D.inventoryNumber}`));
  await expect(balanceSearch(page)).toHaveValue(D.inventoryNumber);
  await expect(balance(page).locator('[part=count]')).toHaveText('1 rad');
  await expect(balance(page).getByRole('link', { name: `Inventarie ${D.inventoryNumber}` })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the stock balance: a hand scanner’s GS1 code searches its GTIN, the focus kept for the next scan', async ({ page }) => {
  await standalone.open(page, LEO, `/base-storages?storage=${F.storage.id}`);
  const field = balanceSearch(page);
  await handScan(field, `]C101${productGtin(DUSCHPALL)}`);
  await expect(page).toHaveURL(standalone.at(`/base-storages?storage=${F.storage.id}&q=${productGtin(DUSCHPALL)}`));
  await expect(field).toHaveValue(productGtin(DUSCHPALL));
  await expect(field).toBeFocused();
  const rows = balance(page).locator('[part=rows] [role=listitem]');
  await expect(rows.first()).toContainText('Duschpall');
  for (const text of await rows.allTextContents()) expect(text).toContain('Duschpall');
  // The next scan replaces the code (the field's text is selected).
  await handScan(field, F.inventoryNumber);
  await expect(page).toHaveURL(standalone.at(`/base-storages?storage=${F.storage.id}&q=${F.inventoryNumber}`));
  await expect(field).toHaveValue(F.inventoryNumber);
});

// ---- a task line -------------------------------------------------------------------------------------

test('a task line confirmed by its inventory number from a hand scanner; a number on no line is said so', async ({ page, request }) => {
  // Tove's session from a one-time login token: profile.spec.ts changes her password in the same e2e database.
  const tokenAnswer = await request.post('/dev/login-tokens', { data: { username: TOVE, sessionKind: 'main' } });
  expect(tokenAnswer.status()).toBe(201);
  const headers = await tokenSession(request, ((await tokenAnswer.json()) as { token: string }).token);
  const found = await request.get(`${API_V1}/tasks`, { headers, params: { freeTextSearch: `rullstol sittdyna ${MAJ}`, useResponsible: 'true', status: 'ACTIVE' } });
  expect(found.status()).toBe(200);
  const [summary] = ((await found.json()) as { page: { id: number }[] }).page;
  if (!summary) throw new Error('no delivery task of Maj’s for Tove');
  const taskAnswer = await request.get(`${API_V1}/tasks/${summary.id}`, { headers });
  const task = (await taskAnswer.json()) as TaskDetail;
  const chair = task.lines.find((l) => l.item.fixedAssetNumber);
  if (!chair?.item.fixedAssetNumber) throw new Error('no fixed asset on the task');

  await startWithSession(page, headers[SESSION_HEADER] ?? '', new URL(tokenAnswer.url()).origin);
  await page.goto(`/my-myloc/tasks/${task.id}`);
  const t = page.locator('fsp-task');
  const form = t.getByRole('form', { name: 'Bekräfta artikel med inventarienummer' });
  const field = form.getByRole('textbox', { name: 'Bekräfta inventarienummer' });
  await expect(form.getByRole('button', { name: 'Skanna inventarienummer' })).toBeVisible();
  const checkbox = t.getByRole('checkbox', { name: `Välj ${chair.item.name}` });
  await expect(checkbox).not.toBeChecked();

  await handScan(field, F.inventoryNumber);
  await expect(field).toHaveAccessibleDescription(`${F.inventoryNumber} finns inte på någon rad i det här uppdraget.`);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(checkbox).not.toBeChecked();
  await expect(field).toBeFocused();
  await expectNoViolations(page, 'task, an inventory number on no line');

  await handScan(field, chair.item.fixedAssetNumber);
  await expect(form.getByRole('status')).toHaveText(`${chair.item.fixedAssetNumber} bekräftad: ${chair.item.name}. Raden är vald.`);
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expect(checkbox).toBeChecked();
  await expect(t.getByText('1 rad vald.')).toBeVisible();
  await expect(field).toBeFocused();
});

// ---- the deviation report's reference -----------------------------------------------------------------

const wizard = (page: Page) => page.locator('fsp-deviation-report');

async function toReference(page: Page, reference: string) {
  await standalone.open(page, FRIDA, '/deviation');
  const w = wizard(page);
  await w.getByRole('combobox', { name: 'Kategori', exact: true }).selectOption({ label: 'Produkt' });
  await w.getByRole('combobox', { name: 'Avvikelsekod', exact: true }).selectOption({ label: 'Trasig vid leverans' });
  await w.getByRole('button', { name: 'Nästa', exact: true }).click();
  await w.getByRole('combobox', { name: 'Referens', exact: true }).selectOption({ label: reference });
  return w;
}

test('the deviation report: the camera’s inventory number fills the reference code, checked on Next', async ({ page }) => {
  const w = await toReference(page, 'Inventarienummer');
  const field = w.getByRole('textbox', { name: 'Inventarienummer' });
  await cameraScan(w, w.getByRole('button', { name: 'Skanna inventarienummer' }));
  await expect(field).toHaveValue(D.inventoryNumber);
  await expect(field).toBeFocused();
  // The wizard stays on the step until Next.
  await expect(w.getByRole('heading', { level: 2, name: 'Referens', exact: true })).toBeVisible();
  await w.getByRole('button', { name: 'Nästa', exact: true }).click();
  await expect(w.getByRole('heading', { level: 2, name: 'Beskrivning och bilagor', exact: true })).toBeVisible();
  await expect(w.locator('[part=summary]')).toContainText(`Inventarienummer: ${D.inventoryNumber}`);
});

test('the deviation report: a product’s GS1 code fills a product-number reference with its GTIN, which the server takes', async ({ page }) => {
  const w = await toReference(page, 'Artikelnummer');
  const field = w.getByRole('textbox', { name: 'Artikelnummer' });
  await expect(w.getByRole('button', { name: 'Skanna artikelnummer' })).toBeVisible();
  // (01) the GTIN, (10) a batch: a product number takes the GTIN, not the batch. The scan's Enter
  // is the scan's: the wizard stays on the step until Next.
  await handScan(field, `]C101${productGtin(17)}10B-2291`);
  await expect(field).toHaveValue(productGtin(17));
  await expect(field).toBeFocused();
  await expect(w.getByRole('heading', { level: 2, name: 'Referens', exact: true })).toBeVisible();
  await w.getByRole('button', { name: 'Nästa', exact: true }).click();
  await expect(w.getByRole('heading', { level: 2, name: 'Beskrivning och bilagor', exact: true })).toBeVisible();
});
