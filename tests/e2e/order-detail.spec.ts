/**
 * The order detail (issue 13, `<fsp-order>`): an order Frida sends through the API, with lines of two
 * content types, read at /orders/{order} (grouped by content type, the receiver, the history: created
 * and sent by Frida) and at /my-myloc/orders/{order} (the breadcrumb to My orders); the municipality
 * rule (spec 2 §7, the server's): a user of the receiver's municipality reads another user's sent
 * order, a user without it gets 403 NOT_AUTHORIZED_TO_MUNICIPALITY from a direct call and the
 * no-access text in the portal; and the element in a page that is not ours. Sent orders cannot be
 * deleted: they stay in the test server's data, each with its own order number.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import { expectNoViolations, signIn, PASSWORD } from './helpers.ts';

const FRIDA = 'forskrivare@example.org';
/** Leo Lagerström: authorized for Malmö (1280) only. */
const LAGER = 'lager@example.org';
/** Petra Planerare: Malmö, Lund and Trelleborg. */
const PLANERARE = 'planerare@example.org';
const ASTRID = 1; // Malmö
const GRETA = 2; // Lund

type Delivery = { addresses: { id: number; type: string }[]; contacts: { id: number; type: string }[] };

/** A persona through the API, as on another computer. */
async function api(request: APIRequestContext, username = FRIDA) {
  const answer = await request.post('/rs/authentication', { data: { username, password: PASSWORD } });
  expect(answer.status()).toBe(200);
  const { id } = (await answer.json()) as { id: string };
  const headers = { [SESSION_HEADER]: id, 'Accept-Language': 'sv' };
  const call = async <T>(method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> => {
    const response = await request[method](`/rs/fsp/v1${path}`, { headers, ...(data === undefined ? {} : { data }) });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return { headers, call };
}

/**
 * Frida sends an order to a client: a delivered Duschpall (2, standard delivery) and a repair (a
 * work order), each delivered to the client's first address and contact. Answers its id and number.
 */
async function sendOrder(request: APIRequestContext, client: number): Promise<{ id: number; orderNumber: string }> {
  const { call } = await api(request);
  const order = await call<{ id: number; orderNumber: string }>('post', '/web-orders', { receiver: { type: 'CLIENT', id: client } });
  const lines = [
    { body: { contentType: 'PRODUCT_DELIVERY', product: { id: 4, quantity: 2 }, steps: 5, currentStep: 5 }, method: true },
    { body: { contentType: 'WORK', subContentType: { id: 10 }, priority: { id: 103 }, text: 'Bromsen tar dåligt.', steps: 6, currentStep: 6 }, method: false },
  ];
  for (const { body, method } of lines) {
    const line = await call<{ id: number }>('post', `/web-orders/${order.id}/content`, body);
    const delivery = await call<Delivery>('get', `/web-orders/${order.id}/content/${line.id}/delivery`);
    const [address] = delivery.addresses;
    const [contact] = delivery.contacts;
    if (!address || !contact) throw new Error('no address or contact');
    await call('put', `/web-orders/${order.id}/content/${line.id}/delivery`, { address, contact, ...(method ? { deliveryMethod: { id: 1 } } : {}) });
    await call('post', `/web-orders/${order.id}/content/${line.id}?action=ADD_TO_CART`);
  }
  await call('post', `/web-orders/${order.id}?action=SEND`);
  return order;
}

/** Signed in as `username` (through the API: the next page load is signed in). */
async function start(page: Page, username = FRIDA) {
  await signIn(page, username);
}

const element = (page: Page) => page.locator('fsp-order');

test('the sent order, grouped by content type with its receiver and history, at /orders/{order} and /my-myloc/orders/{order}', async ({ page, request }) => {
  const order = await sendOrder(request, ASTRID);
  await start(page);
  await page.goto(`/orders/${order.id}`);
  const detail = element(page);
  await expect(detail.getByRole('heading', { level: 1, name: `Beställning ${order.orderNumber}` })).toBeVisible();
  // The content, grouped: one group a content type, each line in its group.
  await expect(detail.getByRole('heading', { level: 3 })).toHaveText(['Produkter för leverans (1 rad)', 'Arbetsorder (1 rad)']);
  await expect(detail.getByRole('region', { name: /^Produkter för leverans/ }).getByRole('article', { name: 'Duschpall Etac Standard' })).toContainText('2 st');
  await expect(detail.getByRole('region', { name: /^Arbetsorder/ }).getByRole('article')).toContainText('Bromsen tar dåligt.');
  // The receiver, with the municipality's emblem.
  const receiver = detail.getByRole('region', { name: 'Mottagare' });
  await expect(receiver).toContainText('Astrid Nilsson');
  await expect(receiver).toContainText('19380114-7061');
  await expect(receiver.getByRole('img', { name: 'Malmö stad' })).toBeVisible();
  // The history: created and sent, by Frida.
  const rows = detail.getByRole('table', { name: 'Beställningens historik' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/, 'Skapad', 'Preliminär', 'Frida Förskrivare']);
  await expect(rows.nth(2).getByRole('cell')).toHaveText([/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/, 'Skickad', 'Beställd', 'Frida Förskrivare']);
  await expectNoViolations(page, 'order detail');

  // The breadcrumb leads to the order list.
  await expect(detail.getByRole('navigation', { name: 'Du är här' }).getByRole('link', { name: 'Beställningar' })).toHaveAttribute('href', '/orders');

  // The same order under My orders: its breadcrumb leads there.
  await page.goto(`/my-myloc/orders/${order.id}`);
  await expect(detail.getByRole('heading', { level: 1, name: `Beställning ${order.orderNumber}` })).toBeVisible();
  await expect(detail.getByRole('navigation', { name: 'Du är här' }).getByRole('link', { name: 'Mina beställningar' })).toHaveAttribute('href', '/my-myloc/orders');
  await expect(detail.getByRole('heading', { level: 3 })).toHaveCount(2);

  // English, at 375 px: nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/my-myloc/orders/${order.id}?lang=en`);
  await expect(detail.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(detail.getByRole('heading', { level: 3 })).toHaveText(['Products for delivery (1 line)', 'Work order (1 line)']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoViolations(page, 'order detail, 375 px, English');
});

test("another municipality's order: 403 from a direct call, the no-access text in the portal; its own municipality's users read it", async ({ page, request }) => {
  const order = await sendOrder(request, GRETA);
  // A user of Lund (Petra) reads Frida's sent order; Leo (Malmö only) may not.
  const petra = await api(request, PLANERARE);
  const read = await request.get(`/rs/fsp/v1/web-orders/${order.id}`, { headers: petra.headers });
  expect(read.status()).toBe(200);
  expect(((await read.json()) as { orderNumber: string }).orderNumber).toBe(order.orderNumber);
  const leo = await api(request, LAGER);
  const refused = await request.get(`/rs/fsp/v1/web-orders/${order.id}`, { headers: leo.headers });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('NOT_AUTHORIZED_TO_MUNICIPALITY');

  await start(page, LAGER);
  await page.goto(`/orders/${order.id}`);
  const alert = element(page).getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Ingen behörighet till beställningen' })).toBeVisible();
  await expect(alert).toContainText('Du är inte behörig till mottagarens kommun och kan inte se beställningen.');
  await expect(element(page)).not.toContainText('Greta');
  await expectNoViolations(page, 'order detail, no access');

  // An order id that is not one is the portal's not-found page.
  await page.goto('/orders/abc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan finns inte');
});

test('<fsp-order> in a page that is not ours: the host hands over the session and hears where the user goes', async ({ page, request }) => {
  const order = await sendOrder(request, ASTRID);
  await page.goto('/demo/plain.html');
  await expect(page.locator('#status')).toHaveText('Logged in');
  await page.evaluate((id) => {
    const el = document.createElement('fsp-order');
    el.setAttribute('order', String(id));
    el.setAttribute('lang', 'sv');
    document.body.append(el);
    // This host routes the order's links itself.
    el.addEventListener('fsp-navigate', (e) => e.preventDefault());
  }, order.id);
  const detail = element(page);
  await expect(detail.getByRole('heading', { level: 1, name: `Beställning ${order.orderNumber}` })).toBeVisible();
  await expect(detail.getByRole('heading', { level: 3 })).toHaveText(['Produkter för leverans (1 rad)', 'Arbetsorder (1 rad)']);
  // The host's `* { color: red !important }` does not reach inside.
  expect(await detail.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).color)).not.toBe('rgb(255, 0, 0)');
  await detail.getByRole('link', { name: 'Beställningar' }).click();
  await expect(page.locator('#events li')).toHaveText(['fsp-navigate /orders']);
  await expect(page).toHaveURL(/\/demo\/plain\.html$/);
});
