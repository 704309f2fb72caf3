/**
 * The stock balance (issue 17), as Leo Lagerström (lager@example.org, Baslager Malmö Centrum)
 * against the reference server: the balance filtered with the URL following each choice (and a
 * reload and Back keeping it); part of a row moved to another location; an inventory item scrapped
 * with a reason; a fully allocated row not offered (not listed); a base-storage move order created from the balance and a row moved into it; and a
 * move and a scrap of the last unit racing each other from two browsers, of which exactly one
 * succeeds. BASE_STORAGE_FIXTURES (server/seed/fixtures.ts) are the rows these tests change; no
 * other test touches them. The balance also in a host page on another origin with a strict CSP
 * (tests/hosts/base-storage.html), which routes its `fsp-navigate` itself.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_V1 } from '../../src/contract/constants.ts';
import { BASE_STORAGE_FIXTURES as F, FIXED_ASSET_FIXTURES } from '../../server/seed/fixtures.ts';
import { hostOrigin } from '../hosts/origins.ts';
import { apiSession, standalone } from './fitting-flows.ts';
import { expectNoViolations } from './helpers.ts';

const LEO = 'lager@example.org';
const HOST = hostOrigin(Number(process.env.E2E_PORT ?? 8181), 'strict-csp');
const KAPP = 'Käpp Etac Standard'; // product 100010 (F.plain)
const KRYCKA = 'Armbågskrycka Etac Standard'; // product 100011 (F.lastUnit)

const balance = (page: Page) => page.locator('fsp-stock-balance');
const rows = (page: Page) => balance(page).locator('[part=rows] [role=listitem]');
const rowAt = (page: Page, name: string, location: string) => rows(page).filter({ hasText: name }).filter({ hasText: location });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });
const snackbar = (page: Page) => page.locator('[part=snackbar]');

type Row = { id: number; quantity: number; allocatedQuantity: number; location: { value: string }; product: { productId: number } };

/** Leo's session for the API, with the calls the tests make around the UI. */
async function api(request: APIRequestContext) {
  const headers = await apiSession(request, LEO);
  return {
    headers,
    /** BL-MLM's rows the search finds. */
    rows: async (search: string): Promise<Row[]> => {
      const res = await request.get(`${API_V1}/base-storages/balances?facilityIds=${F.storage.id}&searchValue=${encodeURIComponent(search)}&includeNotOrderable=true&all=true`, { headers });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { page: Row[] }).page;
    },
  };
}

/** Chooses the option of a select whose text contains `text` (the location selects say "warehouse · location (label)"). */
async function chooseContaining(select: Locator, text: string) {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  expect(value).toBeTruthy();
  await select.selectOption(value ?? '');
}

test('the balance filtered from the menu: the URL follows every choice; a reload and Back keep the view', async ({ page }) => {
  await standalone.open(page, LEO, '/');
  await menu(page).getByRole('button', { name: 'Baslager' }).click();
  await menu(page).getByRole('link', { name: 'Lagersaldo' }).click();
  await expect(page).toHaveURL(standalone.at('/base-storages'));
  await expect(balance(page).getByRole('heading', { level: 1, name: 'Lagersaldo' })).toBeVisible();
  // Every storage Leo may work on: product names are not links until a storage is chosen.
  await expect(rows(page).first()).toBeVisible();
  await expect(balance(page).locator('[part=product-link]')).toHaveCount(0);

  const el = balance(page);
  await el.getByLabel('Baslager', { exact: true }).selectOption({ label: `${F.storage.value} Baslager Malmö Centrum` });
  await expect(page).toHaveURL(standalone.at(`/base-storages?storage=${F.storage.id}`));
  await expect(el.locator('[part=product-link]').first()).toBeVisible();

  await el.getByRole('searchbox', { name: 'Sök' }).fill('käpp');
  await el.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page).toHaveURL(standalone.at(`/base-storages?storage=${F.storage.id}&q=k%C3%A4pp`));
  await expect(rows(page).first()).toContainText('Käpp');

  await el.getByLabel('Artikelklass', { exact: true }).selectOption({ label: 'Gånghjälpmedel' });
  await expect(page).toHaveURL(standalone.at(`/base-storages?storage=${F.storage.id}&q=k%C3%A4pp&itemClass=1`));
  await el.getByLabel('Sortera', { exact: true }).selectOption({ label: 'Lagerplats' });
  await expect(page).toHaveURL(standalone.at(`/base-storages?storage=${F.storage.id}&q=k%C3%A4pp&itemClass=1&sort=location%3Aasc`));
  const count = el.locator('[part=count]');
  await expect(count).toHaveText(/^\d+ rader?$/);
  for (const text of await rows(page).allInnerTexts()) expect(text).toContain('Käpp');
  await expectNoViolations(page, 'stock balance, filtered');

  // A reload shows the same view. The filters and the order refine the search's history entry
  // (`replace`), so Back goes to the view before the search.
  await page.reload();
  await expect(balance(page).getByLabel('Sortera', { exact: true })).toHaveValue('location:asc');
  await expect(balance(page).getByLabel('Artikelklass', { exact: true })).toHaveValue('1');
  await expect(balance(page).getByRole('searchbox', { name: 'Sök' })).toHaveValue('käpp');
  await page.goBack();
  await expect(page).toHaveURL(standalone.at(`/base-storages?storage=${F.storage.id}`));
  await expect(balance(page).getByRole('searchbox', { name: 'Sök' })).toHaveValue('');
  await expect(balance(page).getByLabel('Sortera', { exact: true })).toHaveValue('description:asc');
  await page.goForward();
  await expect(page).toHaveURL(standalone.at(`/base-storages?storage=${F.storage.id}&q=k%C3%A4pp&itemClass=1&sort=location%3Aasc`));

  // Clearing keeps the storage and the order.
  await expect(balance(page).getByLabel('Sortera', { exact: true })).toHaveValue('location:asc');
  await balance(page).getByRole('button', { name: 'Rensa sökning och filter' }).click();
  await expect(page).toHaveURL(standalone.at(`/base-storages?storage=${F.storage.id}&sort=location%3Aasc`));
  await expect(balance(page).getByRole('searchbox', { name: 'Sök' })).toHaveValue('');
});

test('part of a row moved to another location: the row keeps the rest, the location gets the part', async ({ page, request }) => {
  const leo = await api(request);
  const before = (await leo.rows(F.plain.productNumber)).find((r) => r.location.value === F.plain.location);
  expect(before).toMatchObject({ quantity: F.plain.quantity, allocatedQuantity: F.plain.allocatedQuantity });

  await standalone.open(page, LEO, `/base-storages?storage=${F.storage.id}&q=${F.plain.productNumber}`);
  const row = rowAt(page, KAPP, F.plain.location);
  await expect(row).toContainText(`${F.plain.quantity} st`);
  await expect(row).toContainText(`${F.plain.allocatedQuantity} reserverat`);
  await expect(row).toContainText(`${F.plain.quantity - F.plain.allocatedQuantity} tillgängligt`);
  await row.getByRole('button', { name: `Flytta ${KAPP} på ${F.plain.location}` }).click();

  const dialog = page.getByRole('dialog', { name: `Flytta ${KAPP}` });
  const confirm = dialog.getByRole('button', { name: 'Flytta', exact: true });
  await expect(confirm).toBeDisabled();
  await expect(dialog).toContainText('Välj en lagerplats att flytta till.');
  await chooseContaining(dialog.getByLabel('Till lagerplats'), F.locations[0]);
  await expect(dialog.getByLabel('Till lagerplats').locator('option', { hasText: F.plain.location })).toHaveCount(0); // not its own
  const increase = dialog.getByRole('button', { name: `Öka antal ${KAPP}` });
  await increase.click();
  await increase.click();
  await expect(dialog.getByRole('spinbutton')).toHaveValue('3');
  await confirm.click();
  await expect(snackbar(page)).toContainText('Artikeln är flyttad.');
  await expect(dialog).toBeHidden();

  await expect(rowAt(page, KAPP, F.plain.location)).toContainText(`${F.plain.quantity - 3} st`);
  await expect(rowAt(page, KAPP, F.locations[0])).toContainText('3 st');
  const after = await leo.rows(F.plain.productNumber);
  expect(after.find((r) => r.location.value === F.plain.location)).toMatchObject({ quantity: F.plain.quantity - 3, allocatedQuantity: F.plain.allocatedQuantity });
  expect(after.find((r) => r.location.value === F.locations[0])).toMatchObject({ quantity: 3, allocatedQuantity: 0 });
});

test('an inventory item scrapped with a reason: whole, and gone from the balance', async ({ page, request }) => {
  const leo = await api(request);
  expect(await leo.rows(F.inventory.inventoryNumber)).toHaveLength(1);

  await standalone.open(page, LEO, `/base-storages?storage=${F.storage.id}&q=${F.inventory.inventoryNumber}`);
  const row = rows(page).filter({ hasText: F.inventory.inventoryNumber });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Skrota / }).click();
  const dialog = page.getByRole('dialog', { name: /^Skrota / });
  const confirm = dialog.getByRole('button', { name: 'Skrota', exact: true });
  await expect(confirm).toBeDisabled();
  await expect(dialog).toContainText('Välj en orsak för att kunna skrota.');
  await expect(dialog).toContainText('Hela: 1 st'); // a fixed asset goes whole: no counter
  await expect(dialog.getByRole('spinbutton')).toHaveCount(0);
  await dialog.getByLabel('Orsak').selectOption({ index: 1 });
  await expectNoViolations(page, 'stock balance, scrap dialog');
  await confirm.click();
  await expect(snackbar(page)).toContainText('är skrotad.');
  await expect(dialog).toBeHidden();
  // The list reloads: the row is gone.
  await expect(balance(page).getByText('Inga resultat hittades')).toBeVisible();
  expect(await leo.rows(F.inventory.inventoryNumber)).toHaveLength(0);
});

test('a fully allocated row is not offered to move or scrap: not listed, and said why (spec 3 §5)', async ({ page, request }) => {
  const leo = await api(request);
  const asset = FIXED_ASSET_FIXTURES.inventoryNumber; // HMC400001, allocated to an open delivery
  expect(await leo.rows(asset)).toMatchObject([{ quantity: 1, allocatedQuantity: 1 }]);

  await standalone.open(page, LEO, `/base-storages?storage=${F.storage.id}&q=${asset}`);
  await expect(balance(page).getByRole('heading', { level: 2, name: 'Inga resultat hittades' })).toBeVisible();
  await expect(balance(page)).toContainText('Det som är helt reserverat visas inte.');
  await expect(balance(page).locator('[part=count]')).toHaveText('0 rader');
  await expect(rows(page)).toHaveCount(0);
});

test('a base-storage move order from the balance, and part of a row moved into it', async ({ page, request }) => {
  const leo = await api(request);
  await standalone.open(page, LEO, `/base-storages?storage=${F.storage.id}&q=${F.plain.productNumber}`);
  const el = balance(page);
  const row = rowAt(page, KAPP, F.plain.location);
  // No active order: a direct move, product links, and the button.
  await expect(row.getByRole('button', { name: `Flytta ${KAPP} på ${F.plain.location}` })).toBeVisible();
  await el.getByRole('button', { name: 'Skapa baslagerflyttorder' }).click();
  const create = page.getByRole('dialog', { name: 'Skapa baslagerflyttorder' });
  const receiver = create.getByLabel('Mottagande baslager');
  await expect(receiver.locator('option', { hasText: 'Baslager Malmö Centrum' })).toHaveCount(0); // not the viewed storage
  await chooseContaining(receiver, 'Baslager Lund');
  await create.getByRole('button', { name: 'Skapa order' }).click();
  await expect(snackbar(page)).toContainText('till Baslager Lund är skapad och aktiv.');
  await expect(create).toBeHidden();

  const app = (await (await request.get('/rs/authentication', { headers: leo.headers })).json()) as { currentOrder: { id: number } | null };
  const orderId = app.currentOrder?.id;
  expect(orderId).toBeTruthy();
  try {
    // The active order is for another base storage: order moves instead of direct ones, no product links, no button.
    await expect(row.getByRole('button', { name: `Flytta till order: ${KAPP} på ${F.plain.location}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Flytta ${KAPP} på ${F.plain.location}`, exact: true })).toHaveCount(0);
    await expect(el.locator('[part=product-link]')).toHaveCount(0);
    await expect(el.getByRole('button', { name: 'Skapa baslagerflyttorder' })).toHaveCount(0);

    await row.getByRole('button', { name: `Flytta till order: ${KAPP} på ${F.plain.location}` }).click();
    const dialog = page.getByRole('dialog', { name: `Flytta ${KAPP} till baslagerordern` });
    await expect(dialog).toContainText('Baslager Lund');
    // Where the goods go: a location of the receiving storage (tests/e2e/move-order.spec.ts has more).
    await chooseContaining(dialog.getByLabel('Till lagerplats i Baslager Lund'), 'F-09-1');
    await dialog.getByRole('button', { name: `Öka antal ${KAPP}` }).click();
    await dialog.getByRole('button', { name: 'Lägg till i ordern' }).click();
    await expect(snackbar(page)).toContainText('Artikeln är flyttad.');
    await expect(dialog).toBeHidden();

    const order = (await (await request.get(`${API_V1}/web-orders/${orderId}`, { headers: leo.headers })).json()) as { content: { contentType: string; product: { productNumber: string; quantity: number } | null }[] };
    expect(order.content).toHaveLength(1);
    expect(order.content[0]).toMatchObject({ contentType: 'BASE_STORAGE_MOVE', product: { productNumber: F.plain.productNumber, quantity: 2 } });
  } finally {
    // Leo has no active order for the tests after this one.
    await request.delete(`${API_V1}/web-orders/${orderId}`, { headers: leo.headers });
  }
});

test('a move and a scrap of the last unit racing from two browsers: exactly one succeeds, the other is told in its dialog', async ({ browser, request }) => {
  const leo = await api(request);
  const last = (await leo.rows(F.lastUnit.productNumber)).find((r) => r.location.value === F.lastUnit.location);
  expect(last).toMatchObject({ quantity: 1, allocatedQuantity: 0, location: { value: F.lastUnit.location } });

  const path = `/base-storages?storage=${F.storage.id}&q=${F.lastUnit.productNumber}`;
  const [a, b] = await Promise.all([browser.newPage(), browser.newPage()]);
  try {
    await standalone.open(a, LEO, path);
    await standalone.open(b, LEO, path);
    await rowAt(a, KRYCKA, F.lastUnit.location).getByRole('button', { name: `Flytta ${KRYCKA} på ${F.lastUnit.location}` }).click();
    const move = a.getByRole('dialog', { name: `Flytta ${KRYCKA}` });
    await chooseContaining(move.getByLabel('Till lagerplats'), F.locations[1]);
    await rowAt(b, KRYCKA, F.lastUnit.location).getByRole('button', { name: `Skrota ${KRYCKA} på ${F.lastUnit.location}` }).click();
    const scrap = b.getByRole('dialog', { name: `Skrota ${KRYCKA}` });
    await scrap.getByLabel('Orsak').selectOption({ index: 1 });

    await Promise.all([move.getByRole('button', { name: 'Flytta', exact: true }).click(), scrap.getByRole('button', { name: 'Skrota', exact: true }).click()]);
    // One dialog closes with its success; the other stays open, saying why.
    const moveAlert = move.getByRole('alert');
    const scrapAlert = scrap.getByRole('alert');
    await expect.poll(async () => (await move.count()) + (await scrap.count())).toBe(1);
    const moveWon = await move.isHidden();
    if (moveWon) {
      await expect(snackbar(a)).toContainText('Artikeln är flyttad.');
      await expect(scrapAlert).toContainText('Det gick inte att skrota.');
    } else {
      await expect(snackbar(b)).toContainText('är skrotad.');
      await expect(moveAlert).toContainText('Det gick inte att flytta.');
    }
    // The unit is on the target, or scrapped: once.
    const after = await leo.rows(F.lastUnit.productNumber);
    expect(after.filter((r) => r.location.value === F.lastUnit.location)).toHaveLength(0);
    expect(after.filter((r) => r.location.value === F.locations[1]).reduce((n, r) => n + r.quantity, 0)).toBe(moveWon ? 1 : 0);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});

test('<fsp-stock-balance> in a host page on another origin: its rows, and its moves routed by the host', async ({ page }) => {
  await page.goto(`${HOST}/base-storage.html?user=${encodeURIComponent(LEO)}`);
  await expect(page.locator('#status')).toHaveText('Logged in');
  const el = balance(page);
  await expect(el.getByRole('heading', { level: 1, name: 'Lagersaldo' })).toBeVisible();
  await expect(el.getByLabel('Baslager', { exact: true })).toHaveValue(String(F.storage.id));
  await expect(rows(page).first().getByRole('button', { name: /^Flytta / })).toBeVisible();

  // A search: the host prevents the move, keeps it in its own address and sets the attributes.
  await el.getByRole('searchbox', { name: 'Sök' }).fill(F.plain.productNumber);
  await el.getByRole('button', { name: 'Sök', exact: true }).click();
  const path = `/base-storages?storage=${F.storage.id}&q=${F.plain.productNumber}`;
  await expect(page).toHaveURL(`${HOST}/base-storage.html?user=${encodeURIComponent(LEO)}#${path}`);
  await expect(page.locator('#events li')).toHaveText([`fsp-navigate ${path}`]);
  await expect(el).toHaveAttribute('q', F.plain.productNumber);
  await expect(rowAt(page, KAPP, F.plain.location)).toBeVisible();
  for (const text of await rows(page).allInnerTexts()) expect(text).toContain(F.plain.productNumber);

  // A product's link is the host's to follow: an event, and the balance stays.
  await rowAt(page, KAPP, F.plain.location).locator('[part=product-link]').click();
  await expect(page.locator('#events li').nth(1)).toHaveText(/^fsp-navigate \/base-storages\/2\/products\/\d+\?from=/);
  await expect(el).toBeVisible();
});
