/**
 * Issue 38, base storage (spec 3 §4 Moves, §5 Moves, scrap, holdings, §7 Base storage, §8), as Leo
 * Lagerström (lager@example.org, Baslager Malmö Centrum) in the standalone: the stock balance has
 * no embedded route (spec 3 §2 lists /embedded forms only for the fittings list and detail).
 * - An order move says where the goods go: with an active order to Baslager Lund (a storage Leo
 *   may not work on), the move-order dialog offers Lund's locations, sends the one chosen as
 *   toWarehouseLocation, and the order's line has it (the cart's View says it); without one the
 *   server answers LOCATION_MISSING. In English, a refused move keeps the location and the amount.
 * - NO_CLIENT_ORDER_SELECTED with New order where spec 3 §8 puts it, "adding from a base storage
 *   without receiver or order": the product page reached from the balance, whose New order starts
 *   a new order (the popup), after which the block orders into it.
 * Data: the Käpp row of BASE_STORAGE_FIXTURES (F-10-1) is only read (an order move allocates
 * nothing); every order a test makes is Leo's and is deleted after it, so he has no active order
 * for the tests after these.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_V1 } from '../../src/contract/constants.ts';
import { BASE_STORAGE_FIXTURES as F, FIXTURE_CLIENTS } from '../../server/seed/fixtures.ts';
import { apiSession, standalone } from './fitting-flows.ts';
import { expectNoViolations } from './helpers.ts';

const LEO = 'lager@example.org';
const KAPP = 'Käpp Etac Standard'; // product 100010 (F.plain)
const LUND = 3; // BL-LND, 1281: not Leo's municipality
const LUND_LOCATION = 'BL-LND-HL · F-09-1 (Gång F, hylla 09, plan 1)';

const balance = (page: Page) => page.locator('fsp-stock-balance');
const kappRow = (page: Page) => balance(page).locator('[part=rows] [role=listitem]').filter({ hasText: KAPP }).filter({ hasText: F.plain.location });
const snackbar = (page: Page) => page.locator('[part=snackbar]');

type OrderLine = { id: number; contentType: string; product: { productNumber: string; quantity: number } | null; toWarehouseLocation: { id: number; value: string; label: string } | null };

async function leo(request: APIRequestContext) {
  const headers = await apiSession(request, LEO);
  const activeOrder = async () => ((await (await request.get('/rs/authentication', { headers })).json()) as { currentOrder: { id: number } | null }).currentOrder;
  return {
    headers,
    activeOrder,
    /** A new order to a base storage, Leo's active order. */
    orderTo: async (facility: number): Promise<number> => {
      const res = await request.post(`${API_V1}/web-orders`, { headers, data: { receiver: { type: 'FACILITY', id: facility } } });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    },
    lines: async (order: number): Promise<OrderLine[]> => ((await (await request.get(`${API_V1}/web-orders/${order}`, { headers })).json()) as { content: OrderLine[] }).content,
    /** Leo's active order, if any, deleted: the tests after these start without one. */
    cleanUp: async () => {
      const active = await activeOrder();
      if (active) expect((await request.delete(`${API_V1}/web-orders/${active.id}`, { headers })).status()).toBe(204);
    },
  };
}

/** The option of a select whose text contains `text`, chosen. */
async function chooseContaining(select: Locator, text: string) {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  expect(value).toBeTruthy();
  await select.selectOption(value ?? '');
}

test('an order move says where the goods go: the receiving storage\'s locations offered, the one chosen sent and in the order', async ({ page, request }) => {
  const api = await leo(request);
  const order = await api.orderTo(LUND);
  try {
    await standalone.open(page, LEO, `/base-storages?storage=${F.storage.id}&q=${F.plain.productNumber}`);
    await kappRow(page).getByRole('button', { name: `Flytta till order: ${KAPP} på ${F.plain.location}` }).click();
    const dialog = page.getByRole('dialog', { name: `Flytta ${KAPP} till baslagerordern` });
    const confirm = dialog.getByRole('button', { name: 'Lägg till i ordern' });
    // Nothing to send until a location of Lund is chosen (LOCATION_MISSING, spec 3 §5).
    await expect(confirm).toBeDisabled();
    await expect(dialog.getByText('Välj en lagerplats i det mottagande baslagret.')).toBeVisible();
    const location = dialog.getByLabel('Till lagerplats i Baslager Lund');
    await expect(location.locator('option', { hasText: LUND_LOCATION })).toHaveCount(1);
    await expect(location.locator('option', { hasText: 'BL-MLM' })).toHaveCount(0); // none of the row's own storage
    await expectNoViolations(page, 'move-order dialog');
    await chooseContaining(location, LUND_LOCATION);
    await dialog.getByRole('button', { name: `Öka antal ${KAPP}` }).click();
    await expect(confirm).toBeEnabled();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/base-storages\/balances\/\d+\/move$/.test(r.url()));
    await confirm.click();
    expect((await sent).postDataJSON()).toMatchObject({ contentType: 'BASE_STORAGE_MOVE', fromFacility: { id: F.storage.id }, product: { quantity: 2 }, toWarehouseLocation: { id: expect.any(Number) } });
    await expect(snackbar(page)).toContainText('Artikeln är flyttad.');
    await expect(dialog).toBeHidden();

    // The order's line has the location; the cart's View says it.
    const [line, ...rest] = await api.lines(order);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ contentType: 'BASE_STORAGE_MOVE', product: { productNumber: F.plain.productNumber, quantity: 2 }, toWarehouseLocation: { value: 'F-09-1', label: 'Gång F, hylla 09, plan 1' } });
    await page.goto(`/orders/${order}/cart`);
    await page.locator('fsp-cart').getByRole('button', { name: `Visa ${KAPP}` }).click();
    const view = page.getByRole('dialog').filter({ hasText: 'Till lagerplats' });
    await expect(view).toContainText('F-09-1 (Gång F, hylla 09, plan 1)');

    // The server refuses an order move that does not say where (spec 3 §5 LOCATION_MISSING).
    const rows = (await (await request.get(`${API_V1}/base-storages/balances?facilityIds=${F.storage.id}&searchValue=${F.plain.productNumber}&all=true`, { headers: api.headers })).json()) as {
      page: { id: number; location: { value: string }; product: { productId: number } }[];
    };
    const row = rows.page.find((r) => r.location.value === F.plain.location);
    if (!row) throw new Error('no Käpp on F-10-1');
    const missing = await request.post(`${API_V1}/base-storages/balances/${row.id}/move`, {
      headers: api.headers,
      data: { contentType: 'BASE_STORAGE_MOVE', fromFacility: { id: F.storage.id }, product: { id: row.product.productId, quantity: 1 } },
    });
    expect(missing.status()).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { code: 'LOCATION_MISSING' } });
    expect(await api.lines(order)).toHaveLength(1);
  } finally {
    await api.cleanUp();
  }
});

test('in English: a refused order move keeps the location and the amount, and goes through when sent again', async ({ page, request }) => {
  const api = await leo(request);
  const order = await api.orderTo(LUND);
  try {
    await standalone.open(page, LEO, `/base-storages?storage=${F.storage.id}&q=${F.plain.productNumber}`);
    await page.getByRole('button', { name: 'English' }).click();
    await kappRow(page).getByRole('button', { name: `Move to order: ${KAPP} on ${F.plain.location}` }).click();
    const dialog = page.getByRole('dialog', { name: `Move ${KAPP} into the base-storage order` });
    const location = dialog.getByLabel('To location in Baslager Lund');
    await chooseContaining(location, LUND_LOCATION);
    await dialog.getByRole('button', { name: `Increase quantity of ${KAPP}` }).click();
    // The first call is refused (someone took the units meanwhile): said in the dialog, the choices kept.
    let refused = false;
    await page.route(/\/base-storages\/balances\/\d+\/move$/, async (route) => {
      if (refused) return route.fallback();
      refused = true;
      await route.fulfill({ status: 409, json: { error: { code: 'QUANTITY_NOT_AVAILABLE', errorMessage: 'Not available.' } } });
    });
    await dialog.getByRole('button', { name: 'Add to the order' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The move could not be added to the order.');
    await expect(location.locator('option:checked')).toHaveText(LUND_LOCATION);
    await expect(dialog.getByRole('spinbutton', { name: `Quantity of ${KAPP}` })).toHaveValue('2');
    expect(await api.lines(order)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add to the order' }).click();
    await expect(snackbar(page)).toContainText('Item moved.');
    expect(await api.lines(order)).toMatchObject([{ product: { quantity: 2 }, toWarehouseLocation: { value: 'F-09-1' } }]);
  } finally {
    await api.cleanUp();
  }
});

test('adding from a base storage without an order: NO_CLIENT_ORDER_SELECTED on the product page from the balance, whose New order starts one', async ({ page, request }) => {
  const api = await leo(request);
  expect(await api.activeOrder()).toBeNull();
  try {
    await standalone.open(page, LEO, `/base-storages?storage=${F.storage.id}&q=${F.plain.productNumber}`);
    // The balance itself adds nothing to an order (issue 37's decision): no warning there.
    await expect(kappRow(page)).toBeVisible();
    await expect(balance(page)).not.toContainText('Ingen beställning är vald');
    await kappRow(page).locator('[part=product-link]').click();
    await expect(page).toHaveURL(new RegExp(`/base-storages/${F.storage.id}/products/\\d+`));
    const ordering = page.locator('fsp-product').getByRole('region', { name: 'Beställ produkten' });
    await expect(ordering.locator('[part=ordering-warning]')).toHaveText('Ingen beställning är vald för brukaren. Skapa en ny beställning först.');
    await expect(ordering.getByRole('button', { name: 'Lägg till' })).toHaveCount(0);
    await expectNoViolations(page, 'product from the balance, no order');

    // NEW_ORDER: the popup, with the product to add; an order for Astrid Nilsson (Malmö) is made.
    await ordering.getByRole('button', { name: 'Ny beställning' }).click();
    const popup = page.getByRole('dialog', { name: 'Ny beställning' });
    await expect(popup.getByText('Produkten du valde läggs till i den nya beställningen.')).toBeVisible();
    await popup.getByRole('textbox', { name: 'Personnummer eller enhet' }).fill(FIXTURE_CLIENTS.astrid.identityNumber);
    await popup.getByRole('button', { name: 'Sök', exact: true }).click();
    await expect(popup.getByRole('heading', { name: 'Astrid Nilsson' })).toBeVisible();
    await popup.getByRole('button', { name: 'Nästa' }).click();

    // The order is made and active, with the product as a draft line, and its wizard opens for it.
    await expect(page).toHaveURL(/\/orders\/\d+\/products\/\d+/);
    const active = await api.activeOrder();
    expect(active).not.toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: /^Beställ produkter: beställning \d+, Astrid Nilsson$/ })).toBeVisible();
    expect((await api.lines(active?.id ?? 0)).map((l) => l.product?.productNumber)).toEqual([F.plain.productNumber]);
    // Back on the product page: no warning now, the block orders into the new order.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/base-storages/${F.storage.id}/products/\\d+`));
    await expect(ordering.locator('[part=ordering-warning]')).toHaveCount(0);
    await expect(ordering).toContainText('Astrid Nilsson');
    await expect(ordering.getByRole('button', { name: 'Lägg till' })).toBeVisible();
  } finally {
    await api.cleanUp();
  }
});
