/**
 * The order list (issue 13, the list's part): an order sent (through the API, as the ordering flow
 * sends it) is under Open and not under Closed; the date range and the client filter, the URL
 * following; the table sorted by each column, its rows really in that order, and 25 rows a page
 * chosen; My orders; the
 * client's Orders tab, showing who ordered. The server is shared by the spec files of a run, so
 * every check is about orders this file sends or the seeded ones, never about the whole list.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import { AXE_VIEWS, PASSWORD, expectNoViolations, signIn } from './helpers.ts';

const FRIDA = 'forskrivare@example.org';
/** Tove Tekniker: municipality 1280 only (Astrid's), so Frida sees the orders Tove sends to Astrid. */
const TOVE = 'tekniker@example.org';
const ASTRID = { type: 'CLIENT', id: 1 } as const;

type Sent = { id: number; orderNumber: string };

async function session(request: APIRequestContext, username: string) {
  const answer = await request.post('/rs/authentication', { data: { username, password: PASSWORD } });
  expect(answer.status()).toBe(200);
  const { id } = (await answer.json()) as { id: string };
  return { [SESSION_HEADER]: id, 'Accept-Language': 'sv' };
}

/** An order to Astrid with one delivered line, sent, as the cart sends it. */
async function sendOrder(request: APIRequestContext, username: string): Promise<Sent> {
  const headers = await session(request, username);
  const made = await request.post('/rs/fsp/v1/web-orders', { headers, data: { receiver: ASTRID } });
  expect(made.status()).toBe(201);
  const order = (await made.json()) as Sent;
  const base = `/rs/fsp/v1/web-orders/${order.id}/content`;
  const line = await request.post(base, { headers, data: { contentType: 'PRODUCT_DELIVERY', product: { id: 5, quantity: 1 }, currentStep: 5 } });
  expect(line.status()).toBe(201);
  const { id: content } = (await line.json()) as { id: number };
  const delivery = (await (await request.get(`${base}/${content}/delivery`, { headers })).json()) as { addresses: { id: number; type: string }[]; contacts: { id: number; type: string }[] };
  const [address] = delivery.addresses;
  const [contact] = delivery.contacts;
  if (!address || !contact) throw new Error('Astrid has no address or contact');
  const put = await request.put(`${base}/${content}/delivery`, { headers, data: { address: { id: address.id, type: address.type }, contact: { id: contact.id, type: contact.type }, deliveryMethod: { id: 1 } } });
  expect(put.status()).toBe(200);
  expect((await request.post(`${base}/${content}?action=ADD_TO_CART`, { headers })).status()).toBe(200);
  const sent = await request.post(`/rs/fsp/v1/web-orders/${order.id}?action=SEND`, { headers: { ...headers, 'Idempotency-Key': `e2e-orders-${order.id}` } });
  expect(sent.status()).toBe(200);
  return order;
}

const list = (page: Page) => page.locator('fsp-orders');
const cards = (scope: Locator) => scope.locator('[part=order-link]');

async function start(page: Page, path: string) {
  await signIn(page);
  await page.goto(path);
  await expect(page.locator('header .user')).toContainText('Frida Förskrivare');
}

/** A day in Swedish time, YYYY-MM-DD, `days` from today. */
function swedishDay(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(d);
}

test('an order sent in the ordering flow is under Open and not under Closed; the tab and search are in the URL', async ({ page, request }) => {
  const order = await sendOrder(request, FRIDA);
  await signIn(page);
  await page.goto('/');
  // From the menu: Orders > Order list.
  await page.getByRole('button', { name: 'Beställningar' }).click();
  await page.getByRole('link', { name: 'Beställningslista' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const orders = list(page);
  await expect(orders.getByRole('heading', { level: 1, name: 'Beställningar' })).toBeVisible();
  await expect(orders.getByRole('tab', { name: 'Pågående' })).toHaveAttribute('aria-selected', 'true');
  // Newest first: the order just sent leads the Open tab.
  await expect(cards(orders).first()).toHaveText(order.orderNumber);
  await orders.getByRole('searchbox', { name: 'Sök beställning' }).fill(order.orderNumber);
  await orders.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?q=${order.orderNumber}$`));
  await expect(cards(orders)).toHaveText([order.orderNumber]);
  const card = orders.locator('[part=card]').first();
  await expect(card).toContainText('Astrid Nilsson');
  await expect(card).toContainText('Beställd');

  await orders.getByRole('tab', { name: 'Avslutade' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?status=closed&q=${order.orderNumber}$`));
  await expect(orders.getByRole('heading', { name: 'Inga beställningar' })).toBeVisible();
  await expect(cards(orders)).toHaveCount(0);
  // Back returns to Open, with the order.
  await page.goBack();
  await expect(cards(orders)).toHaveText([order.orderNumber]);
  // The card opens the order's detail.
  await cards(orders).first().click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
});

test('filter by a date range and by client: the URL follows, and a reload shows the same list', async ({ page, request }) => {
  const order = await sendOrder(request, FRIDA);
  await start(page, '/orders?status=all');
  const orders = list(page);
  await expect(cards(orders).first()).toBeVisible();
  await orders.getByRole('button', { name: 'Filter' }).click();
  const from = swedishDay(-7);
  const to = swedishDay(1);
  await orders.getByLabel('Från orderdatum').fill(from);
  await orders.getByLabel('Till orderdatum').fill(to);
  const client = orders.getByRole('combobox', { name: 'Brukare' });
  // The filter searches the server as the user types (a first page of names, never every client).
  const searched = page.waitForRequest((r) => r.url().includes('/web-orders/filters') && new URL(r.url()).searchParams.get('searchValue') === 'Astrid');
  await client.fill('Astrid');
  await searched;
  await orders.getByRole('option', { name: /Astrid Nilsson/ }).click();
  await expect(client).toHaveValue('Astrid Nilsson');
  await orders.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?status=all&fromDate=${from}&toDate=${to}&clientId=1$`));
  // Astrid's orders of the last week: the one sent now; her seeded order of 60 days ago is not.
  await expect(cards(orders).filter({ hasText: order.orderNumber })).toHaveCount(1);
  await expect(cards(orders).filter({ hasText: '7001000' })).toHaveCount(0);
  for (const card of await orders.locator('[part=card]').all()) await expect(card).toContainText('Astrid Nilsson');

  await page.reload();
  await expect(cards(orders).filter({ hasText: order.orderNumber })).toHaveCount(1);
  await expect(orders.getByRole('button', { name: /^Filter/ })).toHaveAttribute('aria-expanded', 'true');
  // The chosen client is named from the URL's id alone.
  await expect(client).toHaveValue('Astrid Nilsson');
  await expect(orders.getByLabel('Från orderdatum')).toHaveValue(from);

  // Without the date range, her older order is there too.
  await orders.getByLabel('Från orderdatum').fill('');
  await orders.getByLabel('Till orderdatum').fill('');
  await orders.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\?status=all&clientId=1$/);
  await expect(cards(orders).filter({ hasText: '7001000' })).toHaveCount(1);
});

/** The table's column values, row by row. */
async function column(orders: Locator, index: number): Promise<string[]> {
  return orders.locator('[part=table] tbody tr').evaluateAll((rows, i) => rows.map((r) => (r.querySelectorAll('td')[i]?.textContent ?? '').trim()), index);
}

const STATUS_ORDER = ['Beställd', 'Behandlad', 'Under behandling', 'Slutförd', 'Makulerad'];
const inOrder = <T>(values: T[], compare: (a: T, b: T) => number) => values.every((v, i) => i === 0 || compare(values[i - 1] as T, v) <= 0);
const swedish = (a: string, b: string) => a.localeCompare(b, 'sv', { sensitivity: 'base' });

test('the table sorts by each column, its rows really in that order; the sort is in the URL', async ({ page, request }) => {
  // An order by someone else, so "ordered by" has two people to sort; and more than a page of orders.
  const tove = await sendOrder(request, TOVE);
  for (let i = 0; i < 4; i++) await sendOrder(request, FRIDA);
  await start(page, '/orders?view=table');
  const orders = list(page);
  const table = orders.locator('[part=table]');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const header = (name: string) => orders.getByRole('columnheader', { name });
  await expect(header('Orderdatum')).toHaveAttribute('aria-sort', 'descending');
  // Ten a page; the dates newest first.
  const dates = await column(orders, 0);
  expect(dates.length).toBeGreaterThan(1);
  expect(inOrder(dates, (a, b) => swedish(b, a))).toBe(true);

  const sortBy = async (name: string, direction: 'ascending' | 'descending', url: RegExp) => {
    const button = orders.getByRole('button', { name, exact: true });
    await button.click();
    await expect(header(name)).toHaveAttribute('aria-sort', direction);
    await expect(page).toHaveURL(url);
    await expect(orders.locator('[aria-busy=true]')).toHaveCount(0);
  };

  await sortBy('Ordernummer', 'ascending', /sort=orderNumber%3Aasc/);
  await expect.poll(async () => (await column(orders, 1)).slice(0, 6)).toEqual(['7001000', '7001001', '7001002', '7001003', '7001004', '7001005']);
  expect(inOrder(await column(orders, 1), (a, b) => Number(a) - Number(b))).toBe(true);
  await sortBy('Ordernummer', 'descending', /sort=orderNumber%3Adesc/);
  await expect.poll(async () => (await column(orders, 1))[0]).not.toBe('7001000');
  expect(inOrder(await column(orders, 1), (a, b) => Number(b) - Number(a))).toBe(true);

  await sortBy('Mottagare', 'ascending', /sort=receiver%3Aasc/);
  await expect.poll(async () => inOrder(await column(orders, 2), swedish)).toBe(true);
  await sortBy('Mottagare', 'descending', /sort=receiver%3Adesc/);
  await expect.poll(async () => inOrder(await column(orders, 2), (a, b) => swedish(b, a))).toBe(true);

  // Ordered by: surname first on the server (Förskrivare before Tekniker).
  await sortBy('Beställd av', 'ascending', /sort=orderedBy%3Aasc/);
  await expect.poll(async () => (await column(orders, 3))[0]).toBe('Frida Förskrivare');
  await sortBy('Beställd av', 'descending', /sort=orderedBy%3Adesc/);
  await expect.poll(async () => (await column(orders, 3))[0]).toBe('Tove Tekniker');
  expect((await column(orders, 1))).toContain(tove.orderNumber);

  await sortBy('Status', 'ascending', /sort=status%3Aasc/);
  await expect.poll(async () => inOrder(await column(orders, 4), (a, b) => STATUS_ORDER.indexOf(a) - STATUS_ORDER.indexOf(b))).toBe(true);
  await sortBy('Status', 'descending', /sort=status%3Adesc/);
  await expect.poll(async () => (await column(orders, 4))[0]).toBe('Makulerad');

  // The order date starts newest first (the default, so no sort in the URL); again, oldest first.
  await sortBy('Orderdatum', 'descending', /\/orders\?view=table$/);
  await expect.poll(async () => inOrder(await column(orders, 0), (a, b) => swedish(b, a))).toBe(true);
  // The oldest: the order of Astrid's fittings (95 days old), then of Greta's (85 days).
  await sortBy('Orderdatum', 'ascending', /sort=orderDate%3Aasc/);
  await expect.poll(async () => (await column(orders, 1)).slice(0, 2)).toEqual(['7002000', '7002002']);

  // More than ten orders: the next page keeps the sort, and the page is in the URL.
  await orders.getByRole('button', { name: 'Nästa' }).click();
  await expect(page).toHaveURL(/\/orders\?view=table&sort=orderDate%3Aasc&page=2$/);
  await expect(orders.getByText('Sida 2 av')).toBeVisible();
  await expect.poll(async () => (await column(orders, 1)).includes('7002000')).toBe(false);

  // Rows per page (spec 1 §9): 25 keeps the sort, goes to the page that holds the first row shown
  // (row 11: page 1 of 25), and is in the URL; the page holds 25 rows (or all there are), with the oldest again.
  const perPage = orders.getByRole('combobox', { name: 'Rader per sida' });
  await expect(perPage).toHaveValue('10');
  const count = Number((await orders.locator('[part=count]').textContent())?.replace(/\D/g, ''));
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(10, count - 10));
  await perPage.selectOption('25');
  await expect(page).toHaveURL(/\/orders\?view=table&sort=orderDate%3Aasc&pageSize=25$/);
  await expect(orders.locator('[aria-busy=true]')).toHaveCount(0);
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(25, count));
  await expect.poll(async () => (await column(orders, 1)).slice(0, 2)).toEqual(['7002000', '7002002']);
  await page.reload();
  await expect(list(page).getByRole('combobox', { name: 'Rader per sida' })).toHaveValue('25');
});

test('My orders lists only the user\'s own; an order opens under /my-myloc/orders', async ({ page, request }) => {
  const tove = await sendOrder(request, TOVE);
  const mine = await sendOrder(request, FRIDA);
  await start(page, '/orders?q=700');
  const orders = list(page);
  await expect(cards(orders).filter({ hasText: tove.orderNumber })).toHaveCount(1);
  await page.getByRole('button', { name: 'Beställningar' }).click();
  await page.getByRole('link', { name: 'Mina beställningar' }).click();
  await expect(page).toHaveURL(/\/my-myloc\/orders$/);
  await expect(orders.getByRole('heading', { level: 1, name: 'Mina beställningar' })).toBeVisible();
  await expect(cards(orders).first()).toHaveText(mine.orderNumber);
  await expect(cards(orders).filter({ hasText: tove.orderNumber })).toHaveCount(0);
  await cards(orders).first().click();
  await expect(page).toHaveURL(new RegExp(`/my-myloc/orders/${mine.id}$`));
});

test('the client\'s Orders tab: the list of that client, with who ordered; its state in the URL', async ({ page, request }) => {
  const tove = await sendOrder(request, TOVE);
  await start(page, '/clients/1/info');
  const client = page.locator('fsp-client');
  await client.getByRole('tab', { name: 'Beställningar' }).click();
  await expect(page).toHaveURL(/\/clients\/1\/orders$/);
  const orders = client.locator('fsp-orders');
  await expect(orders.getByRole('heading', { level: 2, name: 'Beställningar' })).toBeVisible();
  const card = orders.locator('[part=card]').filter({ hasText: tove.orderNumber });
  await expect(card).toContainText('Beställd av');
  await expect(card).toContainText('Tove Tekniker');
  await expect(card).not.toContainText('Astrid Nilsson');
  // Only Astrid's orders: Greta's seeded open order is not there.
  await expect(cards(orders).filter({ hasText: '7001001' })).toHaveCount(0);
  await orders.getByRole('tab', { name: 'Avslutade' }).click();
  await expect(page).toHaveURL(/\/clients\/1\/orders\?status=closed$/);
  await expect(cards(orders).filter({ hasText: '7001000' })).toHaveCount(1);
  await page.reload();
  await expect(client.locator('fsp-orders').getByRole('tab', { name: 'Avslutade' })).toHaveAttribute('aria-selected', 'true');
  // The table shows who ordered, not the receiver.
  await client.locator('fsp-orders').getByRole('button', { name: 'Tabell' }).click();
  await expect(page).toHaveURL(/\/clients\/1\/orders\?view=table$/);
  await expect(client.locator('fsp-orders').getByRole('columnheader', { name: 'Beställd av' })).toBeVisible();
  await expect(client.locator('fsp-orders').getByRole('columnheader', { name: 'Mottagare' })).toHaveCount(0);
});

for (const { lang, width } of AXE_VIEWS) {
  test(`axe: the order list (cards, filters open, table), My orders, the client's Orders tab (${lang}, ${width} px)`, async ({ page }) => {
    // Several screens, each scanned: up to 21 s of the default 30 s on the 2-core CI machine.
    test.slow();
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await start(page, `/orders?status=all&lang=${lang}`);
    const orders = list(page);
    await expect(cards(orders).first()).toBeVisible();
    await expectNoViolations(page, 'order list');
    await orders.getByRole('button', { name: lang === 'sv' ? 'Filter' : 'Filters' }).click();
    await expect(orders.getByRole('combobox').first()).toBeVisible();
    await expectNoViolations(page, 'order list, filters open');
    await page.goto(`/orders?view=table&lang=${lang}`);
    await expect(orders.locator('[part=table] tbody tr').first()).toBeVisible();
    await expectNoViolations(page, 'order table');
    await page.goto(`/my-myloc/orders?lang=${lang}`);
    await expect(cards(orders).first()).toBeVisible();
    await expectNoViolations(page, 'my orders');
    await page.goto(`/clients/1/orders?status=all&lang=${lang}`);
    await expect(cards(page.locator('fsp-client fsp-orders')).first()).toBeVisible();
    await expectNoViolations(page, "the client's orders");
  });
}
