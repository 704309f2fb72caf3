/**
 * The inventory count (issue 18), as Leo Lagerström (lager@example.org, Baslager Malmö Centrum)
 * against the reference server: the count started from the menu (the storage written to the URL),
 * lines counted by keyboard (Enter saves and moves on), a negative quantity and a 2 on a fixed
 * asset refused with the input cleared, three lines counted with the network cut (kept, said "not
 * yet saved") and saved when it returns, the count confirmed and one balance changed; and another
 * storage's count refused (403); and the count in a host page on another origin with a strict CSP
 * (tests/hosts/base-storage.html), which routes its `fsp-navigate` itself: started, a line counted,
 * annulled; a user whose own facility is not a base storage (Frida) opens on none. Every line is counted to its own balance but one, whose row the
 * test sets back afterwards through the API, so the balances other tests read are as seeded.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_V1 } from '../../src/contract/constants.ts';
import type { Inventory, InventoryLine } from '../../src/contract/inventories.ts';
import { BASE_STORAGE_FIXTURES as F } from '../../server/seed/fixtures.ts';
import { hostOrigin } from '../hosts/origins.ts';
import { annulCountsAfterEach, LEO } from './counts.ts';
import { apiSession, standalone } from './fitting-flows.ts';
import { expectNoViolations } from './helpers.ts';

const FRIDA = 'forskrivare@example.org';
const BL_MLM = F.storage.id;
annulCountsAfterEach(BL_MLM);
const BL_LND = 3;
const HOST = hostOrigin(Number(process.env.E2E_PORT ?? 8181), 'strict-csp');

const count = (page: Page) => page.locator('fsp-inventory-count');
const inputs = (page: Page) => count(page).locator('[part=count-input]');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });

async function api(request: APIRequestContext) {
  const headers = await apiSession(request, LEO);
  return {
    headers,
    lines: async (query: string): Promise<{ page: InventoryLine[]; count: number }> => {
      const res = await request.get(`${API_V1}/inventories/lines?baseStorageId=${BL_MLM}&${query}`, { headers });
      expect(res.status()).toBe(200);
      return (await res.json()) as { page: InventoryLine[]; count: number };
    },
    quantityOf: async (stockItem: number, productNumber: string): Promise<number | undefined> => {
      const res = await request.get(`${API_V1}/base-storages/balances?facilityIds=${BL_MLM}&searchValue=${productNumber}&includeNotOrderable=true&all=true`, { headers });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { page: { id: number; quantity: number }[] }).page.find((r) => r.id === stockItem)?.quantity;
    },
  };
}

/** The value a line is counted to: its balance (fixed assets 1 or 0 as they are), or for `changed` 3 more. */
const valueOf = (line: InventoryLine, changed: number) => String(line.product.quantity + (line.id === changed ? 3 : 0));

test('a count counted by keyboard, refusals, counting offline, and the confirm changing a balance', async ({ page, context, request }) => {
  const calls = await api(request);
  await standalone.open(page, LEO, '/');
  await menu(page).getByRole('button', { name: 'Baslager' }).click();
  await menu(page).getByRole('link', { name: 'Inventering' }).click();
  // Leo's own facility, written to the URL.
  await expect(page).toHaveURL(standalone.at(`/base-storages/inventory?storage=${BL_MLM}`));
  await count(page).getByRole('button', { name: 'Starta inventering' }).click();
  await expect(count(page).getByRole('heading', { name: /^Inventering INV-\d{6}$/ })).toBeVisible();
  await expect(count(page).locator('[part=status]')).toHaveText('Ej påbörjad');
  await expect(count(page).locator('[part=confirm]')).toBeDisabled();

  const { page: first } = await calls.lines('status=ALL&amount=6');
  const changed = first.find((l) => l.product.inventoryNumber === null && l.product.quantity > 0 && first.indexOf(l) < 3);
  expect(changed, 'a line without an inventory number among the first three').toBeDefined();
  const changedId = changed?.id ?? 0;

  // Three lines by keyboard: type, Enter saves and goes to the next line's input.
  await inputs(page).first().click();
  for (const [i, line] of first.slice(0, 3).entries()) {
    await expect(inputs(page).nth(i)).toBeFocused();
    await page.keyboard.type(valueOf(line, changedId));
    await page.keyboard.press('Enter');
  }
  await expect(inputs(page).nth(3)).toBeFocused();
  await expect(count(page).locator('[part=status]')).toHaveText('Pågår');
  await expect(count(page).getByRole('status').filter({ hasText: /^3 av \d+ rader räknade$/ })).toBeVisible();
  await expect(count(page).locator('[part=confirm]')).toBeEnabled();

  // A negative quantity: refused on the line, the input cleared, nothing saved.
  await page.keyboard.type('-2');
  await page.keyboard.press('Enter');
  await expect(count(page).getByRole('alert').filter({ hasText: 'Antalet kan inte vara mindre än 0.' })).toBeVisible();
  await expect(inputs(page).nth(3)).toHaveValue('');

  // A 2 on a fixed asset: refused, naming its inventory number.
  await count(page).getByLabel('Sök', { exact: true }).fill(F.inventory.inventoryNumber);
  await count(page).getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page).toHaveURL(standalone.at(`/base-storages/inventory?storage=${BL_MLM}&q=${F.inventory.inventoryNumber}`));
  await expect(inputs(page)).toHaveCount(1);
  await inputs(page).fill('2');
  await inputs(page).press('Enter');
  await expect(count(page).getByRole('alert')).toHaveText(`Rapporterat antal är inte giltigt för inventarie ${F.inventory.inventoryNumber}, det måste vara 0 eller 1.`);
  await expect(inputs(page)).toHaveValue('');
  await count(page).getByRole('button', { name: 'Rensa sökningen' }).click();
  await expect(inputs(page).nth(5)).toBeVisible();
  await expectNoViolations(page, 'inventory count');

  // The network cut: three more lines are kept in the browser, each "not yet saved".
  await context.setOffline(true);
  await expect(count(page).getByRole('status').filter({ hasText: 'Ingen anslutning' })).toBeVisible();
  await inputs(page).nth(3).click();
  for (const [i, line] of first.slice(3, 6).entries()) {
    await expect(inputs(page).nth(3 + i)).toBeFocused();
    await page.keyboard.type(valueOf(line, changedId));
    await page.keyboard.press('Enter');
  }
  await expect(count(page).locator('[part=not-saved]')).toHaveCount(3);
  await expect(count(page).locator('[part=pending]')).toContainText('3 räknade antal är inte sparade än');
  expect((await calls.lines('status=REPORTED&amount=10')).count).toBe(3);

  // Back online: sent in order, saved.
  await context.setOffline(false);
  await expect(count(page).locator('[part=not-saved]')).toHaveCount(0);
  await expect(count(page).locator('[part=pending]')).toHaveCount(0);
  await expect(count(page).getByRole('status').filter({ hasText: /^6 av \d+ rader räknade$/ })).toBeVisible();
  const reported = await calls.lines('status=REPORTED&amount=10');
  expect(reported.page.map((l) => [l.id, l.reportedQty])).toEqual(first.map((l) => [l.id, Number(valueOf(l, changedId))]));

  // Confirm: the balance of the changed line's row is what was counted.
  const before = changed?.product.quantity ?? 0;
  await count(page).locator('[part=confirm]').click();
  const dialog = page.getByRole('dialog', { name: 'Bekräfta inventeringen?' });
  await dialog.getByRole('button', { name: 'Bekräfta', exact: true }).click();
  await expect(page.locator('[part=snackbar]')).toContainText('Inventeringen är bekräftad');
  await expect(count(page).getByRole('button', { name: 'Starta inventering' })).toBeVisible();
  expect(await calls.quantityOf(changed?.product.id ?? 0, changed?.product.productNumber ?? '')).toBe(before + 3);

  // Set the row back through the API (other tests read the seeded balances).
  const started = await request.post(`${API_V1}/base-storages/${BL_MLM}/inventories`, { headers: calls.headers });
  expect(started.status()).toBe(201);
  const restore = (await calls.lines(`status=ALL&all=true`)).page.find((l) => l.product.id === changed?.product.id);
  expect(restore).toBeDefined();
  const back = await request.post(`${API_V1}/inventories/lines/${restore?.id}`, {
    headers: calls.headers,
    data: { action: 'REPORT_LINE', reportedQty: before, fetchedTimestamp: restore?.fetchedTimestamp },
  });
  expect(back.status()).toBe(200);
  const confirmed = await request.post(`${API_V1}/inventories/${((await started.json()) as Inventory).id}`, { headers: calls.headers, data: { action: 'CONFIRM' } });
  expect(confirmed.status()).toBe(204);
  expect(await calls.quantityOf(changed?.product.id ?? 0, changed?.product.productNumber ?? '')).toBe(before);
});

test('another storage’s count is refused (403): the API and the screen say so', async ({ page, request }) => {
  const calls = await api(request);
  const res = await request.post(`${API_V1}/base-storages/${BL_LND}/inventories`, { headers: calls.headers });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_AUTHORIZED_TO_MUNICIPALITY');
  await standalone.open(page, LEO, `/base-storages/inventory?storage=${BL_LND}`);
  await expect(count(page).getByText('Du får inte arbeta i det här baslagret. Välj ett av dina baslager.')).toBeVisible();
  await expect(count(page).getByRole('button', { name: 'Starta inventering' })).toHaveCount(0);
});

test('a user whose own facility is not a base storage opens on no storage, and chooses one', async ({ page }) => {
  // Frida Förskrivare's own facility is a care unit (VB-SOL, category 5): not a storage to count.
  await standalone.open(page, FRIDA, '/base-storages/inventory');
  await expect(count(page).getByRole('heading', { level: 2, name: 'Välj ett baslager' })).toBeVisible();
  const select = count(page).getByRole('combobox', { name: 'Baslager' });
  await expect(select).toHaveValue('');
  await expect(count(page).getByText(/inget baslager/)).toHaveCount(0);
  await expect(page).toHaveURL(standalone.at('/base-storages/inventory'));
  await select.selectOption({ label: 'BL-MLM Baslager Malmö Centrum' });
  await expect(page).toHaveURL(standalone.at(`/base-storages/inventory?storage=${BL_MLM}`));
  await expect(count(page).getByText(/inget baslager/)).toHaveCount(0);
});

test('<fsp-inventory-count> in a host page on another origin: the storage and search routed by the host, a count started, counted and annulled', async ({ page, request }) => {
  const calls = await api(request);
  await page.goto(`${HOST}/base-storage.html?user=${encodeURIComponent(LEO)}#/base-storages/inventory`);
  await expect(page.locator('#status')).toHaveText('Logged in');
  // The storage the element opened on (Leo's own) goes to the host's address.
  const path = `/base-storages/inventory?storage=${BL_MLM}`;
  await expect(page).toHaveURL(`${HOST}/base-storage.html?user=${encodeURIComponent(LEO)}#${path}`);
  await expect(page.locator('#events li')).toHaveText([`fsp-navigate ${path}`]);
  await expect(count(page)).toHaveAttribute('storage', String(BL_MLM));
  await count(page).getByRole('button', { name: 'Starta inventering' }).click();
  await expect(count(page).locator('[part=status]')).toHaveText('Ej påbörjad');
  const { page: [line] } = await calls.lines('status=ALL&amount=1');
  await inputs(page).first().fill(String(line?.product.quantity));
  await inputs(page).first().press('Enter');
  await expect(count(page).locator('[part=status]')).toHaveText('Pågår');
  await count(page).locator('[part=annul]').click();
  const dialog = page.getByRole('dialog', { name: 'Makulera inventeringen?' });
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Makulera', exact: true }).click();
  await expect(count(page).getByRole('button', { name: 'Starta inventering' })).toBeVisible();
  expect((await calls.lines('status=ALL&amount=1')).count).toBe(0);
});
