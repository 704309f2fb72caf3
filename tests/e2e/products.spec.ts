/**
 * The product catalogue and product detail (spec 2 §2, §5 Price display, §6; issue 11) against the
 * reference server, as users: Frida Förskrivare (her standard location is a care unit, so she
 * chooses a storage) searches and filters and sees the URL follow (replaced, not pushed), opens the
 * copied URL in another browser and sees the same products, changes the page size, switches to the
 * list and finds it again after logging out and in; opens a product that cannot be ordered and
 * checks its price (computed here from the API's answer by the spec's rule) and the label; Similar
 * products lands on the catalogue filtered by the product's ISO code, item class and storage. The
 * same catalogue under /embedded/products with an embedded login token, and <fsp-product-catalogue>
 * in a host page that is not ours.
 *
 * The tests read the catalogue only; the grid/list setting is changed by Leo Lagerström's test
 * alone (a user setting is the user's, on every page and tab).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hostOrigin } from '../hosts/origins.ts';
import { expectLoggedIn, expectNoViolations, login, signIn } from './helpers.ts';

const HOST_ORIGIN = hostOrigin(Number(process.env.E2E_PORT ?? 8181), 'plain');
/** Baslager Lund: Frida's municipality's base storage. */
const LUND = { id: 3, label: 'Baslager Lund' };

const catalogue = (page: Page) => page.locator('fsp-product-catalogue');
const product = (page: Page) => page.locator('fsp-product');
const cards = (page: Page) => catalogue(page).locator('[part=card]');
const searchField = (page: Page) => catalogue(page).getByRole('searchbox', { name: 'Sök produkt' }).or(catalogue(page).getByRole('textbox', { name: 'Sök produkt' }));
const count = (page: Page) => catalogue(page).locator('[part=count]');

/** The names on the cards, in order. */
const names = (page: Page) => catalogue(page).locator('[part=card] h3, [part=card] [part=product-link], [part=card] .name').allTextContents();

async function openCatalogue(page: Page, path = '/products', user = 'forskrivare@example.org', name = 'Frida Förskrivare') {
  await signIn(page, user);
  await page.goto(path);
  await expectLoggedIn(page, name);
  await expect(catalogue(page).getByRole('heading', { level: 1, name: 'Produktkatalog' })).toBeVisible();
}

async function chooseStorage(page: Page, label = LUND.label) {
  const select = catalogue(page).getByLabel('Lagersaldo i');
  const value = await select.locator('option').filter({ hasText: label }).getAttribute('value');
  await select.selectOption(value ?? '');
}

/** The session the page's portal holds (sessionStorage: not remembered), as the API's header. */
async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  return { 'X-Session-Id': (await page.evaluate(() => sessionStorage.getItem('fsp.session'))) ?? '' };
}

test('Frida searches and filters, the URL follows (replaced), and a copied URL shows the same products elsewhere', async ({ page, browser }) => {
  await openCatalogue(page);
  // No storage of her own: no stock and no links until she chooses one.
  await expect(catalogue(page).getByText('Välj ett lager för att se lagersaldot och kunna öppna produkterna.')).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  await expect(catalogue(page).locator('[part=product-link]')).toHaveCount(0);
  await chooseStorage(page);
  await expect(page).toHaveURL(`/products?storage=${LUND.id}`);
  await expect(catalogue(page).locator('[part=product-link]')).toHaveCount(24);

  const historyLength = await page.evaluate(() => history.length);
  await searchField(page).fill('rollator');
  await expect(page).toHaveURL(`/products?q=rollator&storage=${LUND.id}`);
  await expect(count(page)).toContainText('produkter');
  const walkingAids = catalogue(page).locator('fieldset[data-group=itemClasses]').getByRole('checkbox', { name: /^Gånghjälpmedel/ });
  await walkingAids.check();
  await expect(page).toHaveURL(`/products?q=rollator&itemClasses=1&storage=${LUND.id}`);
  const supplier = catalogue(page).locator('fieldset[data-group=suppliers]').getByRole('checkbox', { name: /^Etac/ });
  await supplier.check();
  await expect(page).toHaveURL(`/products?q=rollator&itemClasses=1&suppliers=1&storage=${LUND.id}`);
  expect(await page.evaluate(() => history.length)).toBe(historyLength); // replaced, not pushed
  await expect(cards(page).first()).toContainText('Etac');
  const shown = await names(page);
  expect(shown.length).toBeGreaterThan(0);
  for (const n of shown) expect(n.toLowerCase()).toContain('rollator');
  const counted = await count(page).textContent();

  // The copied URL in another browser (a new login there): the same view.
  const other = await browser.newContext();
  const second = await other.newPage();
  await openCatalogue(second, `/products?q=rollator&itemClasses=1&suppliers=1&storage=${LUND.id}`);
  await expect(second).toHaveURL(`/products?q=rollator&itemClasses=1&suppliers=1&storage=${LUND.id}`);
  await expect(searchField(second)).toHaveValue('rollator');
  await expect(catalogue(second).locator('fieldset[data-group=itemClasses]').getByRole('checkbox', { name: /^Gånghjälpmedel/ })).toBeChecked();
  await expect(count(second)).toHaveText(counted ?? '');
  await expect.poll(() => names(second)).toEqual(shown);
  await other.close();
});

test('Frida changes the page size and the page; the URL keeps both; no product links while her order is for another base storage', async ({ page }) => {
  await openCatalogue(page, `/products?storage=${LUND.id}`);
  await expect(cards(page)).toHaveCount(24);
  await catalogue(page).getByLabel('Per sida').selectOption('52');
  await expect(page).toHaveURL(`/products?pageSize=52&storage=${LUND.id}`);
  await expect(cards(page)).toHaveCount(52);
  await catalogue(page).getByLabel('Per sida').selectOption('100');
  await expect(cards(page)).toHaveCount(100);
  const pages = catalogue(page).getByRole('spinbutton', { name: /Gå till sida/ });
  await pages.fill('2');
  await pages.press('Enter');
  await expect(page).toHaveURL(`/products?page=2&pageSize=100&storage=${LUND.id}`);
  await expect(cards(page)).toHaveCount(100);
  await expect(catalogue(page).locator('[part=product-link]')).toHaveCount(100);

  // An active order for another base storage (Malmö's, not Lund's): no product links, a note says why (spec 2 §6, issue 37).
  const headers = await sessionHeaders(page);
  const made = await page.request.post('/rs/fsp/v1/web-orders', { headers, data: { receiver: { type: 'FACILITY', id: 2 } } });
  expect(made.status()).toBe(201);
  await page.reload();
  await expect(catalogue(page).getByRole('note')).toHaveText('Produkterna öppnas inte härifrån: den aktiva beställningen gäller ett annat baslager (Baslager Malmö Centrum).');
  await expect(cards(page)).toHaveCount(100);
  await expect(catalogue(page).locator('[part=product-link]')).toHaveCount(0);
  await page.request.delete(`/rs/fsp/v1/web-orders/${((await made.json()) as { id: number }).id}`, { headers });
});

test('Leo switches to the list, logs out and in, and finds the list again', async ({ page }) => {
  // Leo's standard location is Baslager Malmö Centrum: his storage is chosen without asking.
  await openCatalogue(page, '/products', 'lager@example.org', 'Leo Lagerström');
  await expect(catalogue(page).locator('[part=product-link]').first()).toBeVisible();
  const grid = catalogue(page).locator('[part=view-toggle]').getByRole('button', { name: 'Rutnät' });
  const list = catalogue(page).locator('[part=view-toggle]').getByRole('button', { name: 'Lista' });
  if ((await list.getAttribute('aria-pressed')) === 'true') await grid.click(); // a rerun: start from the grid
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(catalogue(page).getByRole('table')).toBeVisible();
  await expectNoViolations(page, 'catalogue as a list');

  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('heading', { name: /Välj inloggningsmetod|Logga in/ }).first()).toBeVisible();
  // Logged out, the API sign-in of openCatalogue is spent (it signs in a page once): log in by the form.
  await page.goto('/products');
  await login(page, 'lager@example.org');
  await expectLoggedIn(page, 'Leo Lagerström');
  await expect(catalogue(page).locator('[part=view-toggle]').getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
  await expect(catalogue(page).getByRole('table')).toBeVisible();
  // Back to the grid for the next run.
  await catalogue(page).locator('[part=view-toggle]').getByRole('button', { name: 'Rutnät' }).click();
  await expect(cards(page).first()).toBeVisible();
});

/** The spec's price display (spec 2 §5), computed here: price / price quantity, the given decimals, the currency upper-cased. */
function expectedPrice(p: { salesPrice: number; salesPriceQuantity: number; numberOfPriceDecimals: number; salesPriceCurrency: { value: string } | null; unit: string }): string | null {
  if (!p.salesPriceCurrency?.value || !(p.salesPrice > 0)) return null;
  const amount = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: p.numberOfPriceDecimals, maximumFractionDigits: p.numberOfPriceDecimals }).format(p.salesPrice / p.salesPriceQuantity);
  return `${amount} ${p.salesPriceCurrency.value.toUpperCase()}`;
}

async function firstNotOrderable(request: APIRequestContext, headers: Record<string, string>): Promise<{ id: number; name: string }> {
  const res = await request.get('/rs/fsp/v1/products?includeNotOrderable=true&amount=100', { headers });
  expect(res.status()).toBe(200);
  const { page } = (await res.json()) as { page: { id: number; name: string; isOrderable: boolean }[] };
  const found = page.find((p) => !p.isOrderable);
  if (!found) throw new Error('no product that cannot be ordered among the first 100');
  return found;
}

test('Frida opens a product that cannot be ordered: its price by the spec, the label; Similar products filters the catalogue', async ({ page, request }) => {
  await openCatalogue(page, `/products?pageSize=100&storage=${LUND.id}`);
  await expect(cards(page)).toHaveCount(100);
  const headers = await sessionHeaders(page);
  const target = await firstNotOrderable(request, headers);

  await catalogue(page).getByRole('checkbox', { name: 'Visa även produkter som inte kan beställas' }).check();
  await expect(page).toHaveURL(`/products?includeNotOrderable=true&pageSize=100&storage=${LUND.id}`);
  const card = cards(page).filter({ has: page.locator(`[data-product="${target.id}"]`) });
  await expect(card.getByText('Ej beställningsbar')).toBeVisible();
  await card.getByRole('link', { name: target.name }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${target.id}\\?storage=${LUND.id}&from=`));

  const detail = (await (await request.get(`/rs/fsp/v1/products/${target.id}`, { headers })).json()) as Parameters<typeof expectedPrice>[0] & {
    name: string;
    isoCode: { id: number };
    itemClass: { id: number };
  };
  await expect(product(page).getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
  const price = expectedPrice(detail);
  expect(price).not.toBeNull();
  await expect(product(page).locator('[part=price]')).toContainText(price ?? '');
  await expect(product(page).locator('[part=gallery]').getByText('Ej beställningsbar')).toBeVisible();
  await expectNoViolations(page, 'product detail');

  // The breadcrumb leads back to the catalogue as it was.
  await product(page).locator('[part=breadcrumbs]').getByRole('link', { name: 'Produkter' }).click();
  await expect(page).toHaveURL(`/products?includeNotOrderable=true&pageSize=100&storage=${LUND.id}`);
  await expect(catalogue(page).getByRole('checkbox', { name: 'Visa även produkter som inte kan beställas' })).toBeChecked();

  await page.goBack();
  await expect(product(page).getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
  await product(page).getByRole('link', { name: 'Liknande produkter' }).click();
  await expect(page).toHaveURL(`/products?baseStorages=${LUND.id}&itemClasses=${detail.itemClass.id}&isoCodes=${detail.isoCode.id}&storage=${LUND.id}`);
  await expect(catalogue(page).locator('fieldset[data-group=isoCodes] input:checked')).toHaveCount(1);
  await expect(cards(page).first()).toBeVisible();
});

test('the catalogue embedded in another system: /embedded/products with an embedded login token', async ({ page, request }) => {
  const res = await request.post('/dev/login-tokens', { data: { username: 'lager@example.org', sessionKind: 'embedded' } });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await page.goto(`/embedded/products?loginToken=${token}`);
  await expect(catalogue(page).getByRole('heading', { level: 1, name: 'Produktkatalog' })).toBeVisible();
  const chrome = page.locator('.shell-embedded > header, .shell-embedded > footer, .shell-embedded > nav, header .user');
  await expect(page.locator('.shell-embedded main')).toBeVisible();
  await expect(chrome).toHaveCount(0);
  await expect(page).toHaveURL('/embedded/products');
  await searchField(page).fill('rullstol');
  await expect(page).toHaveURL('/embedded/products?q=rullstol');
  const first = catalogue(page).locator('[part=product-link]').first();
  await expect(first).toContainText(/rullstol/i); // the search's answer, not the page before it
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/embedded\/products\/\d+\?/);
  await expect(product(page).getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(chrome).toHaveCount(0);
  await product(page).locator('[part=breadcrumbs]').getByRole('link', { name: 'Produkter' }).click();
  await expect(page).toHaveURL('/embedded/products?q=rullstol');
  await expectNoViolations(page, 'embedded catalogue');
});

test('host page: <fsp-product-catalogue> in a page that is not ours lists products and tells the host where it goes', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${HOST_ORIGIN}/plain.html`);
  await expect(page.locator('#status')).toHaveText('Logged in');
  await page.evaluate((storage) => {
    const el = document.createElement('fsp-product-catalogue');
    el.setAttribute('lang', 'sv');
    el.setAttribute('storage', String(storage));
    el.setAttribute('api-base', document.querySelector('fsp-documents')?.getAttribute('api-base') ?? '');
    document.body.append(el);
  }, LUND.id);
  await expect(cards(page)).toHaveCount(24);
  // The pictures come from the API's origin, not the host's.
  const src = await cards(page).first().locator('img').getAttribute('src');
  expect(src).toMatch(/\/rs\/fsp\/v1\/product-images\/[a-z]+\.svg\?preset=small$/);
  expect(new URL(src ?? '').origin).not.toBe(new URL(HOST_ORIGIN).origin);
  await searchField(page).fill('säng');
  await expect(page.locator('#events li').last()).toHaveText(`fsp-navigate /products?q=s%C3%A4ng&storage=${LUND.id}`);
  // nobody routes on this page: the element took the search as its own attribute
  await expect(catalogue(page)).toHaveAttribute('q', 'säng');
  await expect(cards(page).first()).toContainText(/säng/i);
  expect(errors).toEqual([]);
});
