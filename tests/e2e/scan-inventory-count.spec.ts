/**
 * Finding a count line by scanning (issue 40), as Leo Lagerström in a count of Baslager Malmö
 * Centrum started for the test (and annulled after it, so the storage is as seeded for other
 * specs): the camera (Chromium's fake camera showing the fixture HMC400001's label, the portal's own
 * Code 128) and a hand scanner typing into the search field (5 ms a key, then Enter) each search
 * the code at once: the list shows that line, its quantity field there to count it, and the
 * search field keeps the focus for the next scan.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_V1 } from '../../src/contract/constants.ts';
import { FIXED_ASSET_FIXTURES as F } from '../../server/seed/fixtures.ts';
import { apiSession, standalone } from './fitting-flows.ts';
import { code128Frame, y4mVideo } from './fake-camera.ts';
import { fakeCameraLaunchOptions, writeFakeCamera } from './fake-camera-file.ts';
import { expectNoViolations } from './helpers.ts';

const LEO = 'lager@example.org';
const BL_MLM = F.storage.id;
test.use({ launchOptions: fakeCameraLaunchOptions(writeFakeCamera('inventory-count-label', y4mVideo(code128Frame(F.inventoryNumber)))) });

const count = (page: Page) => page.locator('fsp-inventory-count');

/** A count of BL-MLM for the test, annulled afterwards. */
async function withCount(request: APIRequestContext, run: () => Promise<void>) {
  const headers = await apiSession(request, LEO);
  const started = await request.post(`${API_V1}/base-storages/${BL_MLM}/inventories`, { headers });
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as { id: number };
  try {
    await run();
  } finally {
    expect((await request.delete(`${API_V1}/inventories/${id}`, { headers })).status()).toBe(204);
  }
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
    await field.click();
    await field.pressSequentially(F.inventoryNumber, { delay: 5 });
    await field.press('Enter');
    await expectTheLineFound(page);
    await expect(field).toBeFocused();
  });
});
