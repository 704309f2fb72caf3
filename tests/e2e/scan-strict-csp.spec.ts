/**
 * Scanning on a host page (issue 40): the warehouse system's page (tests/hosts/base-storage.html)
 * on the strict-CSP origin (default-src 'none', the portal only for scripts and calls, Trusted
 * Types) showing the inventory search, as Leo Lagerström.
 * - Its CSP has no 'wasm-unsafe-eval': the search shows no scan button, and nothing is refused on
 *   the way (no `securitypolicyviolation` event, no refusal in the console: the scan button's
 *   check reads the policy, it does not try the reader); typing and Search work, and so does a
 *   hand scanner typing into the field (it needs no camera and no WebAssembly).
 * - The same page with only 'wasm-unsafe-eval' added to script-src (`?csp=scan`, tests/hosts/serve.ts),
 *   what docs/embedding.md ("Scanning") says a host needs: the button shows, and the camera
 *   (Chromium's fake camera showing HMC400001's label) reads the code, which is searched, again
 *   with nothing refused (the reader's chunk and .wasm from the portal, under Trusted Types).
 */
import { expect, test, type Page } from '@playwright/test';
import { FIXED_ASSET_FIXTURES as F } from '../../server/seed/fixtures.ts';
import { hostOrigin } from '../hosts/origins.ts';
import { code128Frame, y4mVideo } from './fake-camera.ts';
import { fakeCameraLaunchOptions, writeFakeCamera } from './fake-camera-file.ts';
import { handScan, watchCsp } from './helpers.ts';

const LEO = 'lager@example.org';
const HOST = hostOrigin(Number(process.env.E2E_PORT ?? 8181), 'strict-csp');
test.use({ launchOptions: fakeCameraLaunchOptions(writeFakeCamera('scan-strict-csp-label', y4mVideo(code128Frame(F.inventoryNumber)))) });

const search = (page: Page) => page.locator('fsp-inventory-search');
const field = (page: Page) => search(page).getByRole('searchbox', { name: 'Inventarienummer' });
const scanButton = (page: Page) => search(page).getByRole('button', { name: 'Skanna inventarienummer' });

async function openSearch(page: Page, query = '') {
  await page.goto(`${HOST}/base-storage.html?user=${encodeURIComponent(LEO)}${query}#/inventories`);
  await expect(page.locator('#status')).toHaveText('Logged in');
  await expect(field(page)).toBeVisible();
}

/** The hit of HMC400001, the search the host routed (its hash and the element's attribute). */
async function expectFound(page: Page) {
  await expect(search(page)).toHaveAttribute('q', F.inventoryNumber);
  await expect(page).toHaveURL(new RegExp(`#/inventories\\?q=${F.inventoryNumber}$`));
  await expect(search(page).getByRole('link', { name: F.inventoryNumber })).toBeVisible();
}

test('a host whose CSP lacks wasm-unsafe-eval: no scan button, nothing refused, typing and a hand scanner search', async ({ page }) => {
  const violations = await watchCsp(page);
  await openSearch(page);
  await expect(search(page).getByRole('button', { name: 'Sök', exact: true })).toBeVisible();
  // The button decides before it renders; give its check (a HEAD of the page) time to answer.
  await page.waitForLoadState('networkidle');
  await expect(scanButton(page)).toHaveCount(0);

  await field(page).fill(F.inventoryNumber);
  await search(page).getByRole('button', { name: 'Sök', exact: true }).click();
  await expectFound(page);

  // A hand scanner types into the field: searched at once, the focus kept.
  await page.goto(`${HOST}/base-storage.html?user=${encodeURIComponent(LEO)}#/inventories`);
  await expect(field(page)).toBeVisible();
  await handScan(field(page), F.inventoryNumber);
  await expectFound(page);
  await expect(field(page)).toBeFocused();
  await expect(scanButton(page)).toHaveCount(0);
  expect(await violations()).toEqual([]);
});

test('the same host allowing wasm-unsafe-eval: the scan button shows and the camera’s code is searched, nothing refused', async ({ page }) => {
  const violations = await watchCsp(page);
  await openSearch(page, '&csp=scan');
  await expect(scanButton(page)).toBeVisible();
  await scanButton(page).click();
  const dialog = search(page).getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expectFound(page);
  expect(await violations()).toEqual([]);
});
