/**
 * Ordering as a prescriber (issue 12): the new-order popup from the menu (a client found by
 * identity number, the population register, a base storage), the header's active order, and the
 * product wizard with a reload in the middle; the labels of the product flow (spec 2 §8
 * LOCATION_MISSING, ACCESSORIES_MISSING, NOT_AVAILABLE_IN_BASE_STORAGE); a completed line's files, which no longer change (the
 * seed's completed order 7001000). Every order a test makes is deleted afterwards (through the
 * API), so the prescriber has no active order for the next test.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import { embedded } from './fitting-flows.ts';
import { signIn, PASSWORD } from './helpers.ts';

const FRIDA = 'forskrivare@example.org';

/** Frida through the API, as on another computer: her preliminary orders, and deleting them. */
async function api(request: APIRequestContext, username = FRIDA) {
  const answer = await request.post('/rs/authentication', { data: { username, password: PASSWORD } });
  expect(answer.status()).toBe(200);
  const { id } = (await answer.json()) as { id: string };
  const headers = { [SESSION_HEADER]: id, 'Accept-Language': 'sv' };
  return {
    headers,
    openOrders: async () => ((await (await request.get('/rs/fsp/v1/web-orders?status=10&amount=100', { headers })).json()) as { page: { id: number; receiver: { label: string } }[] }).page,
    deleteOpenOrders: async () => {
      const open = ((await (await request.get('/rs/fsp/v1/web-orders?status=10&amount=100', { headers })).json()) as { page: { id: number }[] }).page;
      for (const o of open) expect((await request.delete(`/rs/fsp/v1/web-orders/${o.id}`, { headers })).status()).toBe(204);
    },
  };
}

test.afterEach(async ({ request }) => {
  await (await api(request)).deleteOpenOrders();
});

/** A PNG of one pixel, as a file the user picks. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1X1 });

/** In the wizard's additional-information step: the files picked and uploaded (spec 2 §6), each then a link. */
async function uploadFiles(page: Page, names: string[]) {
  const files = page.locator('fsp-order-wizard').getByRole('region', { name: 'Filer' });
  await files.locator('input[type=file]').setInputFiles(names.map(png));
  await files.getByRole('button', { name: 'Ladda upp' }).click();
  for (const name of names) await expect(files.getByRole('link', { name: new RegExp(`^${name.replace('.', '\\.')}`) })).toBeVisible();
}

async function start(page: Page) {
  await signIn(page);
  await page.goto('/');
  await expect(page.locator('header .user')).toContainText('Frida Förskrivare');
}

/** Orders → New order in the menu: the popup opens. */
async function openPopup(page: Page) {
  await page.getByRole('button', { name: 'Beställningar' }).click();
  await page.getByRole('button', { name: 'Ny beställning' }).first().click();
  const popup = page.getByRole('dialog', { name: 'Ny beställning' });
  await expect(popup).toBeVisible();
  return popup;
}

test('a person of the population register becomes a client, and the order is made for them', async ({ page, request }) => {
  await start(page);
  const popup = await openPopup(page);
  const field = popup.getByRole('textbox', { name: 'Personnummer eller enhet' });
  const search = popup.getByRole('button', { name: 'Sök', exact: true });
  await expect(search).toBeDisabled();
  await field.fill('19311231-6710');
  await field.fill('');
  await expect(popup.getByText('Personnumret är tomt.')).toBeVisible();
  await field.fill('19311231-6710');
  await search.click();
  // Not a client: the population register is offered, not searched until chosen (spec 1 §4).
  await expect(popup.getByText('Ingen brukare med personnumret 19311231-6710 finns i portalen.')).toBeVisible();
  await expect(popup.getByText('Gunnar Lindberg')).toBeHidden();
  await popup.getByRole('button', { name: 'Sök i folkbokföringen' }).click();
  await expect(popup.getByText('Inte brukare ännu')).toBeVisible();
  await expect(popup.getByText('Gunnar Lindberg')).toBeVisible();
  const next = popup.getByRole('button', { name: 'Nästa' });
  await expect(next).toBeDisabled();
  await popup.getByRole('button', { name: 'Skapa brukaren från folkbokföringen' }).click();
  // Now a client of Malmö, which Frida is authorized for.
  await expect(popup.getByRole('heading', { name: 'Gunnar Lindberg' })).toBeVisible();
  await expect(popup.getByText('Kommun: Malmö')).toBeVisible();
  const { headers } = await api(request);
  const clients = (await (await request.get('/rs/fsp/v1/clients?identityNumber=193112316710', { headers })).json()) as { page: { firstName: string }[] };
  expect(clients.page.map((c) => c.firstName)).toEqual(['Gunnar']);
  await next.click();
  const step2 = page.getByRole('dialog', { name: 'Vad vill du beställa?' });
  await expect(step2.getByRole('link', { name: 'Produkter' })).toBeVisible();
  // The header follows at once: the new order is the active one.
  await expect(page.getByTestId('active-order')).toContainText('Gunnar Lindberg');
  await step2.getByRole('button', { name: 'Stäng' }).click();
  await expect(step2).toBeHidden();
});

test('a client without a municipality gets one chosen before the order is made', async ({ page }) => {
  await start(page);
  const popup = await openPopup(page);
  await popup.getByRole('textbox', { name: 'Personnummer eller enhet' }).fill('194004792380');
  await popup.getByRole('button', { name: 'Sök', exact: true }).click();
  await popup.getByRole('button', { name: 'Sök i folkbokföringen' }).click();
  await popup.getByRole('button', { name: 'Skapa brukaren från folkbokföringen' }).click();
  await expect(popup.getByText('Brukaren har ingen kommun ännu')).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Nästa' })).toBeDisabled();
  await popup.getByRole('combobox', { name: 'Kommun' }).selectOption({ label: 'Lund' });
  await popup.getByRole('button', { name: 'Spara kommunen' }).click();
  await expect(popup.getByText('Kommun: Lund')).toBeVisible();
  await popup.getByRole('button', { name: 'Nästa' }).click();
  await expect(page.getByTestId('active-order')).toContainText('Elsa Lindgren');
});

test('a client found by identity number → the product wizard, resumed after a reload → the cart: quantity, ETA, joint delivery → send (double-clicked) → the confirmation', async ({ page, request }) => {
  await start(page);
  const popup = await openPopup(page);
  await popup.getByRole('textbox', { name: 'Personnummer eller enhet' }).fill('193801147061');
  await popup.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(popup.getByRole('heading', { name: 'Astrid Nilsson' })).toBeVisible();
  // Her holdings, read-only.
  await popup.getByRole('button', { name: 'Visa innehav' }).click();
  const holdings = page.getByRole('dialog', { name: 'Innehav för Astrid Nilsson' });
  await expect(holdings).toBeVisible();
  await holdings.getByRole('button', { name: 'Stäng' }).click();
  await popup.getByRole('button', { name: 'Nästa' }).click();
  await page.getByRole('dialog', { name: 'Vad vill du beställa?' }).getByRole('button', { name: 'Stäng' }).click();

  // The product from the catalogue: its ordering block adds it to the active order.
  // (Products are links once a storage is chosen, spec 2 §6: Frida's own location is a care unit.)
  await page.goto('/products?storage=2');
  const catalogue = page.locator('fsp-product-catalogue');
  const search = catalogue.getByRole('searchbox', { name: 'Sök produkt' });
  await search.fill('Duschpall Etac Standard');
  await search.press('Enter');
  await catalogue.getByRole('link', { name: 'Duschpall Etac Standard' }).first().click();
  const product = page.locator('fsp-product');
  await expect(product.getByText('Astrid Nilsson')).toBeVisible();
  await product.getByRole('radio', { name: 'Leverans' }).check();
  await product.getByRole('button', { name: 'Öka antalet' }).click();
  await product.getByRole('button', { name: 'Lägg till' }).click();

  const wizard = page.locator('fsp-order-wizard');
  await expect(wizard.getByRole('heading', { level: 1 })).toContainText('Astrid Nilsson');
  await expect(wizard.getByText('Duschpall Etac Standard', { exact: true })).toBeVisible();
  await expect(wizard.getByRole('radio', { name: 'Leverans' })).toBeChecked();
  await wizard.getByRole('button', { name: 'Spara och fortsätt' }).click();
  await expect(wizard.getByRole('button', { name: /Tillbehör/ })).toHaveAttribute('aria-current', 'step');
  await expect(page).toHaveURL(/\/orders\/\d+\/products\/\d+\?contentid=\d+$/);

  // A reload in the middle: the same step, what was saved still there.
  await page.reload();
  await expect(wizard.getByRole('button', { name: /Tillbehör/ })).toHaveAttribute('aria-current', 'step');
  await wizard.getByRole('button', { name: 'Spara och fortsätt' }).click();
  await wizard.getByRole('textbox', { name: 'Meddelande till leverantör eller tekniker' }).fill('Ring på porttelefonen.');
  // The line's files (spec 2 §6): two uploaded here, the message typed kept.
  await uploadFiles(page, ['ritning.png', 'foto.png']);
  await expect(wizard.getByRole('textbox', { name: 'Meddelande till leverantör eller tekniker' })).toHaveValue('Ring på porttelefonen.');
  await wizard.getByRole('button', { name: 'Spara och fortsätt' }).click();
  // Delivered to a client: a method is needed, and nothing chosen is lost on the refusal.
  await wizard.getByRole('radio', { name: /Sommarboende/ }).check();
  await wizard.getByRole('button', { name: 'Spara och fortsätt' }).click();
  await expect(wizard.getByText('Inget leveranssätt valt')).toBeVisible();
  await expect(wizard.getByRole('radio', { name: /Sommarboende/ })).toBeChecked();
  await wizard.getByRole('combobox', { name: 'Leveranssätt' }).selectOption({ index: 1 });
  await wizard.getByRole('button', { name: 'Spara och fortsätt' }).click();

  const overview = wizard.getByRole('form', { name: 'Översikt' });
  await expect(overview).toContainText('Duschpall Etac Standard');
  await expect(overview).toContainText('2 st');
  await expect(overview).toContainText('Ring på porttelefonen.');
  await expect(overview).toContainText('Strandvägen 3');
  // Back to the first step by its Edit, and the step indicator lets every reached step be chosen.
  await overview.getByRole('button', { name: 'Ändra Produkt' }).click();
  await expect(wizard.getByRole('button', { name: /^Produkt/ })).toHaveAttribute('aria-current', 'step');
  await wizard.getByRole('button', { name: /^Översikt/ }).click();
  await wizard.getByRole('button', { name: 'Lägg i varukorgen' }).click();

  // The cart, and the header's count follows.
  await expect(page).toHaveURL(/\/orders\/(\d+)\/cart$/);
  const orderId = Number(/\/orders\/(\d+)\/cart/.exec(page.url())?.[1]);
  const cart = page.locator('fsp-cart');
  await expect(cart.getByRole('heading', { level: 1, name: 'Varukorg' })).toBeVisible();
  // Spec 2 §9: CART_ADDED_ITEM, with the line's name.
  await expect(page.getByText('Duschpall Etac Standard är tillagd i varukorgen.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toContainText('1');
  await cart.getByRole('button', { name: 'Öka antalet' }).click();
  await expect(cart.getByRole('spinbutton', { name: 'Antal av Duschpall Etac Standard' }).or(cart.getByRole('textbox', { name: 'Antal av Duschpall Etac Standard' }))).toHaveValue('3');
  await expect(page.getByText('Antalet är uppdaterat.').first()).toBeVisible();
  // Below the cart's minimum 1: said (spec 1 §5), never changed silently, nothing sent; corrected, the message goes.
  const quantity = cart.getByRole('spinbutton', { name: 'Antal av Duschpall Etac Standard' });
  await quantity.fill('0');
  await expect(cart.getByRole('alert').filter({ hasText: 'Lägsta godtagbara antal är 1' })).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await quantity.press('Tab');
  await expect(quantity).toHaveValue('0');
  await expect(cart.getByRole('button', { name: 'Minska antalet' }).first()).toBeEnabled(); // the line is still 3
  await quantity.fill('3');
  await expect(cart.getByText('Lägsta godtagbara antal är 1')).toBeHidden();
  await expect(quantity).not.toHaveAttribute('aria-invalid');

  // The ETA: a week from today.
  const eta = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await cart.getByRole('button', { name: 'Ändra datum för Duschpall Etac Standard' }).click();
  const etaDialog = page.getByRole('dialog', { name: 'Leveransdatum för Duschpall Etac Standard' });
  await etaDialog.getByLabel('Leveransdatum (ETA)').fill(eta);
  await etaDialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Leveransdatumet är sparat.').first()).toBeVisible();

  // The line's View: both files as links; one deleted after a confirmation.
  await cart.getByRole('button', { name: 'Visa Duschpall Etac Standard' }).click();
  const view = page.getByRole('dialog', { name: 'Duschpall Etac Standard' });
  const viewFiles = view.getByRole('region', { name: 'Filer' });
  await expect(viewFiles.getByRole('link', { name: /^ritning\.png/ })).toBeVisible();
  await viewFiles.getByRole('button', { name: 'Ta bort foto.png' }).click();
  await page.getByRole('dialog', { name: 'Ta bort filen?' }).getByRole('button', { name: 'Ta bort' }).click();
  await expect(viewFiles.getByRole('link', { name: /^foto\.png/ })).toHaveCount(0);
  await view.getByRole('button', { name: 'Stäng' }).click();

  // A second delivered line to the same address with the same method (made through the API, as from another tab).
  const frida = await api(request);
  const first = (await (await request.get(`/rs/fsp/v1/web-orders/${orderId}`, { headers: frida.headers })).json()) as { content: { id: number; address: { id: number; type: string }; contact: { id: number; type: string }; deliveryMethod: { id: number } }[] };
  const [line] = first.content;
  if (!line) throw new Error('no line in the cart');
  const made = await request.post(`/rs/fsp/v1/web-orders/${orderId}/content`, { headers: frida.headers, data: { contentType: 'PRODUCT_DELIVERY', product: { id: 5, quantity: 1 }, currentStep: 5 } });
  expect(made.status()).toBe(201);
  const second = (await made.json()) as { id: number; product: { name: string } };
  expect((await request.put(`/rs/fsp/v1/web-orders/${orderId}/content/${second.id}/delivery`, { headers: frida.headers, data: { address: line.address, contact: line.contact, deliveryMethod: line.deliveryMethod } })).status()).toBe(200);
  expect((await request.post(`/rs/fsp/v1/web-orders/${orderId}/content/${second.id}?action=ADD_TO_CART`, { headers: frida.headers })).status()).toBe(200);
  await page.reload();
  await expect(cart.getByText(second.product.name).first()).toBeVisible();

  // The order's note, written in the cart while preliminary (issue 37): saved, and kept on a reload.
  const note = cart.getByRole('textbox', { name: 'Meddelande' });
  await note.fill('Leverans efter klockan 10.\nRing först.');
  await cart.getByRole('button', { name: 'Spara meddelandet' }).click();
  await expect(page.getByText('Ändringarna är sparade.').first()).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Spara meddelandet' })).toBeDisabled();

  // Joint delivery: one line alone is refused, two are fine.
  const send = cart.getByRole('button', { name: 'Skicka beställningen' });
  // The box follows the saved line (codeliveryId), so it is ticked once the server has answered.
  const joint1 = cart.getByRole('checkbox', { name: 'Samleverans av Duschpall Etac Standard' });
  await joint1.click();
  await expect(joint1).toBeChecked();
  await expect(send).toBeDisabled();
  await expect(cart.getByText('minst två', { exact: false }).first()).toBeVisible();
  const joint2 = cart.getByRole('checkbox', { name: `Samleverans av ${second.product.name}` });
  await joint2.click();
  await expect(joint2).toBeChecked();
  await expect(send).toBeEnabled();

  // Send, with the confirmation's button double-clicked: one order.
  await send.click();
  const confirm = page.getByRole('dialog', { name: /Skicka beställning/ });
  await confirm.getByRole('button', { name: 'Skicka beställningen' }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/order-sent\\?order=${orderId}$`));
  await expect(page.locator('fsp-cart').getByRole('heading', { name: 'Beställningen är skickad' })).toBeVisible();
  const sent = (await (await request.get(`/rs/fsp/v1/web-orders?status=20&amount=100`, { headers: frida.headers })).json()) as { page: { id: number }[] };
  expect(sent.page.filter((o) => o.id === orderId)).toHaveLength(1);
  // The order is no longer open, and the header has no active order.
  expect((await frida.openOrders()).map((o) => o.id)).not.toContain(orderId);
  await expect(page.getByText('Ingen aktiv beställning')).toBeVisible();

  // The order list (issue 13): the order just sent is under Open, not under Closed.
  const { orderNumber, note: savedNote } = (await (await request.get(`/rs/fsp/v1/web-orders/${orderId}`, { headers: frida.headers })).json()) as { orderNumber: string; note: string | null };
  expect(savedNote).toBe('Leverans efter klockan 10.\nRing först.');
  // The note on the order's detail once sent, and the line's file: a link that downloads it.
  await page.goto(`/orders/${orderId}`);
  await expect(page.locator('fsp-order').getByText('Leverans efter klockan 10.')).toBeVisible();
  const fileLink = page.locator('fsp-order').getByRole('link', { name: /^ritning\.png/ });
  await expect(fileLink).toHaveAttribute('target', '_blank');
  await expect(page.locator('fsp-order').getByRole('link', { name: /^foto\.png/ })).toHaveCount(0);
  const download = await request.get((await fileLink.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await download.body()).equals(PNG_1X1)).toBe(true);
  await page.goto('/orders');
  const orders = page.locator('fsp-orders');
  await expect(orders.getByRole('tab', { name: 'Pågående' })).toHaveAttribute('aria-selected', 'true');
  await expect(orders.getByRole('link', { name: orderNumber, exact: true })).toBeVisible();
  await orders.getByRole('tab', { name: 'Avslutade' }).click();
  await expect(page).toHaveURL(/\/orders\?status=closed$/);
  // The demo's completed order 7001000 is there; the one just sent is not.
  await expect(orders.getByRole('link', { name: '7001000', exact: true })).toBeVisible();
  await expect(orders.getByRole('link', { name: orderNumber, exact: true })).toHaveCount(0);
});

test('no active order: NO_CLIENT_ORDER_SELECTED at add to cart with New order; then a pickup line\'s items get counters in the cart, saved without a revert to a draft', async ({ page, request }) => {
  await start(page);
  // Spec 2 §8: the product's add to cart without an active order warns NO_CLIENT_ORDER_SELECTED; its New order opens the popup.
  await page.goto('/products/4');
  const noOrder = page.locator('fsp-product');
  await expect(noOrder.getByText('Ingen beställning är vald för brukaren. Skapa en ny beställning först.')).toBeVisible();
  await noOrder.getByRole('button', { name: 'Ny beställning' }).click();
  await page.getByRole('dialog', { name: 'Ny beställning' }).getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('dialog', { name: 'Ny beställning' })).toBeHidden();

  // A pickup in a base storage with one of its items, in the cart (made through the API): spec 2 §5, pickup counters have max the item's maxQuantity.
  const frida = await api(request);
  const made = await request.post('/rs/fsp/v1/web-orders', { headers: frida.headers, data: { receiver: { type: 'CLIENT', id: 1 } } });
  expect(made.status()).toBe(201);
  const orderId = ((await made.json()) as { id: number }).id;
  type Row = { id: number; facilityId: number; quantity: number; allocatedQuantity: number; isFixedAsset: boolean; product: { productId: number; name: string } };
  const rows = ((await (await request.get('/rs/fsp/v1/base-storages/balances?amount=100', { headers: frida.headers })).json()) as { page: Row[] }).page;
  const row = rows.find((r) => !r.isFixedAsset && r.quantity - r.allocatedQuantity >= 2);
  if (!row) throw new Error('no base-storage row with two free');
  const line = await request.post(`/rs/fsp/v1/web-orders/${orderId}/content`, {
    headers: frida.headers,
    data: { contentType: 'PRODUCT_PICKUP', product: { id: row.product.productId, quantity: 1 }, fromFacility: { id: row.facilityId }, pickupList: [{ id: row.id, quantity: 1 }], currentStep: 5 },
  });
  expect(line.status()).toBe(201);
  const pickup = (await line.json()) as { id: number };
  expect((await request.post(`/rs/fsp/v1/web-orders/${orderId}/content/${pickup.id}?action=ADD_TO_CART`, { headers: frida.headers })).status()).toBe(200);
  await page.goto(`/orders/${orderId}/cart`);
  const items = page.locator('fsp-cart').locator('[part=pickup-items]');
  const counter = items.getByRole('spinbutton', { name: `Antal att hämta av ${row.product.name}` });
  await expect(counter).toHaveValue('1');
  await expect(counter).toHaveAttribute('max', String(Math.min(999, row.quantity - row.allocatedQuantity)));
  await items.getByRole('button', { name: 'Öka antalet' }).click();
  await expect(counter).toHaveValue('2');
  await expect(page.getByText('Antalet är uppdaterat.').first()).toBeVisible();
  // Saved, and the line is still in the cart (no revert to a draft).
  const now = (await (await request.get(`/rs/fsp/v1/web-orders/${orderId}/content/${pickup.id}`, { headers: frida.headers })).json()) as { status: { value: number }; pickupList: { quantity: number }[] };
  expect(now.pickupList[0]?.quantity).toBe(2);
  expect(now.status.value).toBe(10);
});

test('the product wizard under /embedded: a file uploaded to the line in its additional-information step', async ({ page, request }) => {
  const frida = await api(request);
  const order = (await (await request.post('/rs/fsp/v1/web-orders', { headers: frida.headers, data: { receiver: { type: 'CLIENT', id: 1 } } })).json()) as { id: number };
  const made = await request.post(`/rs/fsp/v1/web-orders/${order.id}/content`, { headers: frida.headers, data: { contentType: 'PRODUCT_DELIVERY', product: { id: 4, quantity: 1 }, currentStep: 3 } });
  expect(made.status()).toBe(201);
  const line = (await made.json()) as { id: number };
  await embedded(request).open(page, FRIDA, `/orders/${order.id}/products/${line.id}`);
  await expect(page.locator('fsp-order-wizard').getByRole('heading', { level: 2, name: 'Övrig information' })).toBeVisible();
  await uploadFiles(page, ['ritning.png']);
  const files = (await (await request.get(`/rs/fsp/v1/web-orders/${order.id}/content/${line.id}/files`, { headers: frida.headers })).json()) as { name: string }[];
  expect(files.map((f) => f.name)).toEqual(['ritning.png']);
});

test('a retried SEND with the same idempotency key answers the same confirmation and makes one order', async ({ request }) => {
  const frida = await api(request);
  const order = (await (await request.post('/rs/fsp/v1/web-orders', { headers: frida.headers, data: { receiver: { type: 'FACILITY', id: 2 } } })).json()) as { id: number };
  const line = (await (await request.post(`/rs/fsp/v1/web-orders/${order.id}/content`, { headers: frida.headers, data: { contentType: 'PRODUCT_DELIVERY', product: { id: 4, quantity: 1 }, currentStep: 5 } })).json()) as { id: number };
  expect((await request.post(`/rs/fsp/v1/web-orders/${order.id}/content/${line.id}?action=ADD_TO_CART`, { headers: frida.headers })).status()).toBe(200);
  const key = { ...frida.headers, 'Idempotency-Key': 'e2e-retried-send-0001' };
  const [a, b] = await Promise.all([
    request.post(`/rs/fsp/v1/web-orders/${order.id}?action=SEND`, { headers: key }),
    request.post(`/rs/fsp/v1/web-orders/${order.id}?action=SEND`, { headers: key }),
  ]);
  expect([a.status(), b.status()]).toEqual([200, 200]);
  const [ca, cb] = (await Promise.all([a.json(), b.json()])) as { orderNumber: string }[];
  expect(ca?.orderNumber).toBe(cb?.orderNumber);
  const again = await request.post(`/rs/fsp/v1/web-orders/${order.id}?action=SEND`, { headers: key });
  expect(again.status()).toBe(200);
  // Another key after it was sent: refused, nothing new.
  const other = await request.post(`/rs/fsp/v1/web-orders/${order.id}?action=SEND`, { headers: { ...frida.headers, 'Idempotency-Key': 'e2e-retried-send-0002' } });
  expect(other.status()).toBe(409);
});

test('a base storage receiver: only its order types, an installation-mandatory product refused, another one through the cart and sent', async ({ page, request }) => {
  await start(page);
  const popup = await openPopup(page);
  await popup.getByRole('radio', { name: 'Baslager' }).check();
  const next = popup.getByRole('button', { name: 'Nästa' });
  await expect(next).toBeDisabled();
  await popup.getByRole('combobox', { name: 'Baslager' }).selectOption({ index: 1 });
  await next.click();
  const step2 = page.getByRole('dialog', { name: 'Vad vill du beställa?' });
  await expect(step2.getByRole('link')).toHaveText(['Produkter']); // a base storage: products only (spec 2 §6)
  await step2.getByRole('link', { name: 'Produkter' }).click();

  const wizard = page.locator('fsp-order-wizard');
  await wizard.getByRole('textbox', { name: 'Sök produkt' }).fill('Tryckavlastande madrass Invacare Hög');
  await wizard.getByRole('button', { name: 'Sök', exact: true }).click();
  await wizard.getByRole('button', { name: 'Välj Tryckavlastande madrass Invacare Hög' }).click();
  await expect(wizard.getByText('Installationsbeställning är inte tillåten till baslager.')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Spara och fortsätt' })).toBeDisabled();
  await expect(wizard.getByRole('radio', { name: 'Hämta i baslager' })).toHaveCount(0);

  // The server refuses it too, when called directly.
  const frida = await api(request);
  const [order] = await frida.openOrders();
  expect(order).toBeDefined();
  const refused = await request.post(`/rs/fsp/v1/web-orders/${order?.id}/content`, {
    headers: frida.headers,
    data: { contentType: 'PRODUCT_DELIVERY', product: { id: 87, quantity: 1 }, subContentType: { id: 1 } },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE');
  // No function order for a base storage (spec 2 §6), as the popup offers none.
  const fn = await request.post(`/rs/fsp/v1/web-orders/${order?.id}/content`, { headers: frida.headers, data: { contentType: 'FUNCTION', function: { id: 1 } } });
  expect(fn.status()).toBe(400);
  expect(((await fn.json()) as { error: { code: string } }).error.code).toBe('CONTENT_TYPE_NOT_ALLOWED');

  // Another product goes: through the wizard (the base storage is the address), the cart, and sent.
  await wizard.getByRole('button', { name: 'Välj en annan produkt' }).click();
  await wizard.getByRole('textbox', { name: 'Sök produkt' }).fill('Duschpall Etac Standard');
  await wizard.getByRole('button', { name: 'Sök', exact: true }).click();
  await wizard.getByRole('button', { name: 'Välj Duschpall Etac Standard' }).click();
  await expect(wizard.getByRole('radio', { name: 'Leverans' })).toBeChecked();
  for (const step of ['Tillbehör', 'Övrig information', 'Adress och kontakt', 'Översikt']) {
    await wizard.getByRole('button', { name: 'Spara och fortsätt' }).click();
    await expect(wizard.getByRole('button', { name: new RegExp(`^${step}`) })).toHaveAttribute('aria-current', 'step');
  }
  await wizard.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  const cart = page.locator('fsp-cart');
  await cart.getByRole('button', { name: 'Skicka beställningen' }).click();
  await page.getByRole('dialog', { name: /Skicka beställning/ }).getByRole('button', { name: 'Skicka beställningen' }).click();
  await expect(page.locator('fsp-cart').getByRole('heading', { name: 'Beställningen är skickad' })).toBeVisible();
});

test('the labels of the product flow (spec 2 §8): LOCATION_MISSING for a pickup with no base storage, on the product and in the wizard; ACCESSORIES_MISSING for a product without accessories', async ({ page, request }) => {
  // Frida's own place is a care unit, no base storage; her active order is to Astrid (made through the API).
  const frida = await api(request);
  const made = await request.post('/rs/fsp/v1/web-orders', { headers: frida.headers, data: { receiver: { type: 'CLIENT', id: 1 } } });
  expect(made.status()).toBe(201);
  const orderId = ((await made.json()) as { id: number }).id;
  await signIn(page);
  // The product with no base storage chosen on the page: pickup is offered, with nowhere to pick it up.
  await page.goto('/products/4');
  const product = page.locator('fsp-product');
  await expect(product.getByText('Astrid Nilsson')).toBeVisible();
  const add = product.getByRole('button', { name: 'Lägg till' });
  await product.getByRole('radio', { name: 'Hämta i baslager' }).check();
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Lagerplats saknas: välj baslagret att hämta i, eller välj leverans.');
  // The server says the same of such a pickup.
  const refused = await request.post(`/rs/fsp/v1/web-orders/${orderId}/content`, { headers: frida.headers, data: { contentType: 'PRODUCT_PICKUP', product: { id: 4, quantity: 1 }, currentStep: 1 } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('LOCATION_MISSING');
  await product.getByRole('radio', { name: 'Leverans' }).check();
  await add.click();

  // The wizard's first step: a pickup there needs its base storage; with none chosen, Next says LOCATION_MISSING and saves nothing.
  const wizard = page.locator('fsp-order-wizard');
  const next = wizard.getByRole('button', { name: 'Spara och fortsätt' });
  await wizard.getByRole('radio', { name: 'Hämta i baslager' }).check();
  await wizard.getByRole('combobox', { name: 'Baslager att hämta i' }).selectOption('');
  await next.click();
  await expect(wizard.getByRole('alert')).toHaveText('Lagerplats saknas: välj baslagret att hämta i, eller välj leverans.');
  const lineId = Number(/\/products\/(\d+)/.exec(page.url())?.[1]);
  const line = (await (await request.get(`/rs/fsp/v1/web-orders/${orderId}/content/${lineId}`, { headers: frida.headers })).json()) as { contentType: string; currentStep: number };
  expect(line).toMatchObject({ contentType: 'PRODUCT_DELIVERY', currentStep: 1 });

  // Delivered: on to the accessories, of which the Duschpall has none: ACCESSORIES_MISSING, and Next goes on.
  await wizard.getByRole('radio', { name: 'Leverans' }).check();
  await next.click();
  await expect(wizard.getByRole('button', { name: /^Tillbehör/ })).toHaveAttribute('aria-current', 'step');
  await expect(wizard.getByRole('status').filter({ hasText: 'Tillbehör saknas' })).toHaveText('Tillbehör saknas Produkten har inga tillbehör.');
  await next.click();
  await expect(wizard.getByRole('button', { name: /^Övrig information/ })).toHaveAttribute('aria-current', 'step');
});

test('NOT_AVAILABLE_IN_BASE_STORAGE (spec 2 §8): a pickup where no base storage has the product, refused by the server, said on the product and in the wizard', async ({ page, request }) => {
  // Duschpall Handicare Smal (24) is in no base storage; Duschpall Handicare Bred (44) neither, and it is not orderable (docs/world.md).
  const frida = await api(request);
  const made = await request.post('/rs/fsp/v1/web-orders', { headers: frida.headers, data: { receiver: { type: 'CLIENT', id: 1 } } });
  expect(made.status()).toBe(201);
  const orderId = ((await made.json()) as { id: number }).id;
  for (const id of [24, 44]) {
    const refused = await request.post(`/rs/fsp/v1/web-orders/${orderId}/content`, { headers: frida.headers, data: { contentType: 'PRODUCT_PICKUP', product: { id, quantity: 1 }, fromFacility: { id: 2 }, currentStep: 1 } });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('NOT_AVAILABLE_IN_BASE_STORAGE');
  }
  await signIn(page);
  const product = page.locator('fsp-product');
  const add = product.getByRole('button', { name: 'Lägg till' });
  // Not orderable: a pickup is its only way, and Add says why there is none.
  await page.goto('/products/44');
  await expect(product.getByRole('radio', { name: 'Hämta i baslager' })).toBeChecked();
  await expect(add).toHaveAccessibleDescription('Finns inte i baslager: inget baslager har den tillgänglig att hämta.');
  await expect(add).toBeDisabled();
  // Orderable: delivered by default; a pickup says the same, with delivery the way out.
  await page.goto('/products/24');
  await expect(product.getByText('Astrid Nilsson')).toBeVisible();
  await product.getByRole('radio', { name: 'Hämta i baslager' }).check();
  await expect(add).toHaveAccessibleDescription('Finns inte i baslager: inget baslager har den tillgänglig att hämta. Välj leverans i stället.');
  await expect(add).toBeDisabled();
  await product.getByRole('radio', { name: 'Leverans' }).check();
  await add.click();

  // The wizard's first step: a pickup shows the label where the base storage would be chosen, and Next is disabled.
  const wizard = page.locator('fsp-order-wizard');
  const next = wizard.getByRole('button', { name: 'Spara och fortsätt' });
  await wizard.getByRole('radio', { name: 'Hämta i baslager' }).check();
  await expect(wizard.getByText('Finns inte i baslager', { exact: true })).toBeVisible();
  await expect(wizard.getByRole('combobox', { name: 'Baslager att hämta i' })).toHaveCount(0);
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription('Finns inte i baslager Inget baslager har den tillgänglig att hämta. Välj leverans i stället.');
  const lineId = Number(/\/products\/(\d+)/.exec(page.url())?.[1]);
  const line = (await (await request.get(`/rs/fsp/v1/web-orders/${orderId}/content/${lineId}`, { headers: frida.headers })).json()) as { contentType: string };
  expect(line.contentType).toBe('PRODUCT_DELIVERY');
});

test('a completed line’s files are links only, and the server refuses an upload or a delete there; a draft line offers both (spec 2 §6)', async ({ page, request }) => {
  const frida = await api(request);
  // The seed's completed order 7001000: its delivered Rollator (status 90) has a file (docs/world.md).
  type Line = { id: number; status: { value: number }; product: { name: string } | null; files: { id: number; name: string }[] };
  const done = (await (await request.get('/rs/fsp/v1/web-orders/1000', { headers: frida.headers })).json()) as { content: Line[] };
  const completed = done.content.find((l) => l.files.length > 0);
  const [file] = completed?.files ?? [];
  if (!completed || !file) throw new Error('no completed line with a file in the seed');
  expect(completed.status.value).toBe(90);
  const files = `/rs/fsp/v1/web-orders/1000/content/${completed.id}/files`;
  expect((await request.post(files, { headers: frida.headers, multipart: { file: png('ritning.png') } })).status()).toBe(403);
  expect((await request.delete(`${files}/${file.id}`, { headers: frida.headers })).status()).toBe(403);

  // A draft line of another order, at its additional-information step, with a file (uploaded through the API).
  const order = (await (await request.post('/rs/fsp/v1/web-orders', { headers: frida.headers, data: { receiver: { type: 'CLIENT', id: 1 } } })).json()) as { id: number };
  const draft = (await (await request.post(`/rs/fsp/v1/web-orders/${order.id}/content`, { headers: frida.headers, data: { contentType: 'PRODUCT_DELIVERY', product: { id: 4, quantity: 1 }, currentStep: 3 } })).json()) as { id: number };
  expect((await request.post(`/rs/fsp/v1/web-orders/${order.id}/content/${draft.id}/files`, { headers: frida.headers, multipart: { file: png('ritning.png') } })).status()).toBe(201);

  // The completed order's detail: the file a link to the PDF, neither the chooser nor a delete beside it.
  // (The detail is read-only for every line, spec 2 §2; the line's own rule, filesChangeable, matters
  // where a line's files may change, and a completed line is never there: the server is what holds it.)
  await signIn(page);
  await page.goto('/orders/1000');
  const line = page.locator('fsp-order').getByRole('article', { name: completed.product?.name ?? '' });
  const link = line.getByRole('link', { name: new RegExp(`^${file.name.replace('.', '\\.')}`) });
  await expect(link).toHaveAttribute('target', '_blank');
  expect((await request.get((await link.getAttribute('href')) ?? '')).headers()['content-type']).toBe('application/pdf');
  await expect(line.getByRole('button', { name: 'Välj filer' })).toHaveCount(0);
  await expect(line.getByRole('button', { name: /^Ta bort/ })).toHaveCount(0);

  // The draft, in its wizard: the file with its delete, and the chooser to add more.
  await page.goto(`/orders/${order.id}/products/${draft.id}`);
  const draftFiles = page.locator('fsp-order-wizard').getByRole('region', { name: 'Filer' });
  await expect(draftFiles.getByRole('link', { name: /^ritning\.png/ })).toBeVisible();
  await expect(draftFiles.getByRole('button', { name: 'Ta bort ritning.png' })).toBeVisible();
  await expect(draftFiles.getByRole('button', { name: 'Välj filer' })).toBeVisible();
});
