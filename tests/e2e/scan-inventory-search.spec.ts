/**
 * Scanning in the inventory search (issue 40), as Leo Lagerström: a fixed asset's label read by the
 * camera (Chromium's fake camera showing the label's Code 128, made by the portal's own encoder:
 * fake-camera.ts) searches its inventory number, and the hit opens the fixed asset; the same with a
 * hand scanner that types (keystrokes 5 ms apart and Enter). No CSP violation on the standalone's
 * own policy (script-src 'wasm-unsafe-eval' for the reader).
 */
import { expect, test, type Page } from '@playwright/test';
import { FIXED_ASSET_FIXTURES as F } from '../../server/seed/fixtures.ts';
import { standalone } from './fitting-flows.ts';
import { code128Frame, y4mVideo } from './fake-camera.ts';
import { fakeCameraLaunchOptions, writeFakeCamera } from './fake-camera-file.ts';
import { expectNoViolations, handScan, watchCsp } from './helpers.ts';

const LEO = 'lager@example.org';
// The camera shows the label of Leo's fixture, HMC400001.
test.use({ launchOptions: fakeCameraLaunchOptions(writeFakeCamera('inventory-search-label', y4mVideo(code128Frame(F.inventoryNumber)))) });

const search = (page: Page) => page.locator('fsp-inventory-search');

async function expectFixedAssetOpens(page: Page) {
  const s = search(page);
  await expect(page).toHaveURL(standalone.at(`/inventories?q=${F.inventoryNumber}`));
  await expect(s.getByRole('searchbox', { name: 'Inventarienummer' })).toHaveValue(F.inventoryNumber);
  const hit = s.getByRole('link', { name: F.inventoryNumber });
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/base-storages/${F.storage.id}/fixed-assets/\\d+`));
  await expect(page.locator('fsp-fixed-asset')).toContainText(F.inventoryNumber);
}

test('the camera reads a fixed asset’s label: its inventory number is searched and the hit opens it', async ({ page }) => {
  const violations = await watchCsp(page);
  await standalone.open(page, LEO, '/inventories');
  const s = search(page);
  const scan = s.getByRole('button', { name: 'Skanna inventarienummer' });
  await expect(scan).toBeVisible();
  await expectNoViolations(page, 'inventory search with its scan button');
  await scan.click();
  const dialog = s.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Found, shown a moment, then the dialog closes and the search is made.
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expectFixedAssetOpens(page);
  expect(await violations()).toEqual([]);
});

test('a hand scanner that types (5 ms a key, then Enter) searches the code at once, the focus kept in the field', async ({ page }) => {
  await standalone.open(page, LEO, '/inventories');
  const field = search(page).getByRole('searchbox', { name: 'Inventarienummer' });
  // Something typed before: the scan is the burst's code alone (a person's Enter would search both).
  await field.fill('HMC');
  await handScan(field, F.inventoryNumber);
  await expect(page).toHaveURL(standalone.at(`/inventories?q=${F.inventoryNumber}`));
  await expect(field).toBeFocused();
  await expectFixedAssetOpens(page);
});
