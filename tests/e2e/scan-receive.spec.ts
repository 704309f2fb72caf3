/**
 * Scanning in receiving (issue 40), as Leo Lagerström (own facility BL-MLM, the receive page's
 * storage): a GS1 code on a delivered product's package, (01) GTIN, (10) batch, (21) serial,
 * - read by the camera (Chromium's fake camera showing a GS1 QR code, fake-camera.ts) in the
 *   receive search: its GTIN is searched, the one hit is the product, and the wizard chosen from it
 *   starts with the code's batch filled (Lyftsele Arjo Standard, 8, batch controlled); read by the
 *   camera into the wizard's serial field (Batteripaket Permobil 50 Ah, 241, serial controlled): the
 *   serial filled;
 * - typed by a hand scanner (5 ms a key, then Enter) into the search, in the parentheses form and
 *   with GS between the values: the same, for the serial product and the batch product; and into the
 *   wizard's batch field, a plain code filling just that field.
 * Nothing is received: the world stays as seeded for other specs.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { productGtin } from '../../server/gtin.ts';
import { SERIAL_PRODUCT } from '../../server/seed/world.ts';
import { standalone } from './fitting-flows.ts';
import { qrFrame, y4mVideo } from './fake-camera.ts';
import { fakeCameraLaunchOptions, writeFakeCamera } from './fake-camera-file.ts';
import { expectNoViolations, handScan } from './helpers.ts';

const LEO = 'lager@example.org';
const BL_MLM = 2;
const GS = '\u001d';
const SLING = { id: 8, name: 'Lyftsele Arjo Standard', supplier: 8, type: 'lot-controlled' };
const BATTERY = { id: 241, name: SERIAL_PRODUCT.name, supplier: 3, type: 'lot-controlled' };
const BATCH = 'LOT-2611A';
const SERIAL = 'PMB-50-0042';
// The package's GS1 QR code: the sling's GTIN, a batch and a serial number (GS after the batch, a variable-length value).
const PACKAGE = `01${productGtin(SLING.id)}10${BATCH}${GS}21${SERIAL}`;
test.use({ launchOptions: fakeCameraLaunchOptions(writeFakeCamera('receive-gs1-package', y4mVideo(qrFrame(PACKAGE)))) });

const receiver = (page: Page) => page.locator('fsp-receive-delivery');
const searchField = (page: Page) => receiver(page).getByRole('searchbox', { name: 'Artikel' });

/** The camera's dialog opened by `button`, the code found and the dialog closed. */
async function scanWithCamera(page: Page, button: Locator) {
  await button.click();
  const dialog = receiver(page).getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

/** The search made of the GTIN, its one hit the product, chosen: the wizard's batch or serial step. */
async function chooseTheHit(page: Page, product: typeof SLING) {
  await expect(page).toHaveURL(standalone.at(`/receive/delivery?storage=${BL_MLM}&q=${productGtin(product.id)}`));
  await expect(searchField(page)).toHaveValue(productGtin(product.id));
  const choose = receiver(page).getByRole('button', { name: new RegExp(`^Välj ${product.name} `) });
  await expect(choose).toHaveCount(1);
  await choose.click();
  await expect(page).toHaveURL(standalone.at(`/receive/delivery/order/${product.type}/${product.supplier}/${product.id}/${BL_MLM}`));
  await expect(receiver(page).getByRole('heading', { level: 2, name: 'Batch eller serienummer' })).toBeVisible();
}

const batchField = (page: Page) => receiver(page).getByRole('textbox', { name: 'Batchnummer' });
const serialField = (page: Page) => receiver(page).getByRole('textbox', { name: 'Serienummer' });

test('the camera reads a package’s GS1 code in the search: its product found, and the wizard starts with its batch', async ({ page }) => {
  await standalone.open(page, LEO, '/receive/delivery');
  const scan = receiver(page).getByRole('button', { name: 'Skanna artikel' });
  await expect(scan).toBeVisible();
  await expectNoViolations(page, 'receive search with its scan button');
  await scanWithCamera(page, scan);
  await chooseTheHit(page, SLING);
  await expect(batchField(page)).toHaveValue(BATCH);
  await expect(receiver(page).getByText('Ifyllt från koden som skannades i sökningen.', { exact: false })).toBeVisible();
  await expectNoViolations(page, 'the wizard’s batch filled from a scan');
});

test('the camera reads a GS1 code into the wizard’s serial field: the serial filled', async ({ page }) => {
  await standalone.open(page, LEO, `/receive/delivery/order/${BATTERY.type}/${BATTERY.supplier}/${BATTERY.id}/${BL_MLM}`);
  await expect(serialField(page)).toHaveValue('');
  await scanWithCamera(page, receiver(page).getByRole('button', { name: 'Skanna serienummer' }));
  await expect(serialField(page)).toHaveValue(SERIAL);
  await expect(serialField(page)).toBeFocused();
});

test('a hand scanner types a GS1 code in parentheses into the search: the serial product found, its wizard with the serial', async ({ page }) => {
  await standalone.open(page, LEO, '/receive/delivery');
  await handScan(searchField(page), `(01)${productGtin(BATTERY.id)}(21)${SERIAL}`);
  await expect(searchField(page)).toBeFocused();
  await chooseTheHit(page, BATTERY);
  await expect(serialField(page)).toHaveValue(SERIAL);
});

test('a hand scanner types a GS1 code with GS into the search: the batch product’s wizard with the batch; a plain code into the batch field fills just it', async ({ page }) => {
  await standalone.open(page, LEO, '/receive/delivery');
  await handScan(searchField(page), PACKAGE);
  await chooseTheHit(page, SLING);
  await expect(batchField(page)).toHaveValue(BATCH);
  await handScan(batchField(page), 'LOT-PLAIN-7');
  await expect(batchField(page)).toHaveValue('LOT-PLAIN-7');
  await expect(batchField(page)).toBeFocused();
  await handScan(batchField(page), `(01)${productGtin(SLING.id)}(10)${BATCH}(21)${SERIAL}`);
  await expect(batchField(page)).toHaveValue(BATCH);
});
