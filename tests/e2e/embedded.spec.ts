/**
 * Embedded mode (spec 1 §1, §2, §6) against the reference server: another system opens
 * /embedded/...?loginToken=… with a token issued for an embedded session (here from the dev tool
 * /dev/login-tokens, as the other system's server would get one). The page has the reduced layout,
 * a path of no embedded area is not found (every embedded area of spec 1 §2 is built: messages.spec.ts, products.spec.ts, fittings.spec.ts, referenced-orders.spec.ts),
 * a main route is refused, the embedded session is kept apart from the main one, and the server
 * refuses its other calls (403).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AXE_VIEWS, expectLoggedIn, expectNoShell, expectNoViolations, signIn, storedSession } from './helpers.ts';
import { apiSession } from './fitting-flows.ts';

const EMBEDDED_KEY = 'fsp.session.embedded';
const PERSONA = 'tekniker@example.org'; // no terms to accept

async function embeddedToken(request: APIRequestContext, username = PERSONA): Promise<string> {
  const res = await request.post('/dev/login-tokens', { data: { username, sessionKind: 'embedded' } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

const embeddedId = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), EMBEDDED_KEY);

/** No main chrome: no header, menu, footer or skip link; only the page's content. */
async function expectReducedLayout(page: Page) {
  await expect(page.locator('.shell-embedded main')).toBeVisible();
  await expectNoShell(page);
  await expect(page.getByRole('button', { name: /Logga ut|Log out/ })).toHaveCount(0);
}

test('an embedded session on a path of no embedded area: the reduced layout, and not-found', async ({ page, request }) => {
  const token = await embeddedToken(request);
  await page.goto(`/embedded/orders/1?loginToken=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
  await expectReducedLayout(page);
  await expect(page.getByRole('link', { name: 'Till startsidan' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/embedded\/orders\/1$/); // the token left the address bar
  await expect(page).toHaveTitle('Förskrivarportalen');

  // The session is the embedded one, kept apart from the main one.
  const id = await embeddedId(page);
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(await storedSession(page)).toEqual({ local: null, session: null });

  // Paths of no embedded area (an order's detail, a product wizard without a line outside a referenced order, unknown ones): not found, same layout.
  for (const path of ['/embedded/products/12/x', '/embedded/products/0', '/embedded/orders/1/products', '/embedded/orders/1', '/embedded/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' }), path).toBeVisible();
    await expectReducedLayout(page);
  }
  expect(await embeddedId(page)).toBe(id); // restored from its key on every load
});

test('the server answers an embedded session 403 outside the embedded areas', async ({ page, request }) => {
  const token = await embeddedToken(request);
  await page.goto(`/embedded/orders/1?loginToken=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
  const headers = { 'X-Session-Id': (await embeddedId(page)) ?? '' };

  expect((await request.get('/rs/authentication', { headers })).status()).toBe(200);
  expect(await (await request.get('/rs/sessions/current', { headers })).json()).toEqual({ kind: 'embedded' });
  for (const path of ['/rs/fsp/v1/company-guides/categories?all=true', '/rs/fsp/v1/customers?all=true', '/rs/fsp/v1/page-content?key=welcome', '/rs/fsp/v1/facilities']) {
    const res = await request.get(path, { headers });
    expect(res.status(), path).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
  }
  const profile = await request.put('/rs/fsp/v1/user', { headers, data: { firstName: 'X', surname: 'Y', email: 'x@example.org', phoneNo: '1' } });
  expect(profile.status()).toBe(403);
  // Refused, not ended: the page still has its session.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
});

test('a main route with the embedded session is refused', async ({ page, request, context }) => {
  const token = await embeddedToken(request);
  await page.goto(`/embedded/orders/1?loginToken=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
  const id = await embeddedId(page);

  // Inside the embedded page (as an element's navigation would go): not allowed, no chrome.
  await page.evaluate(() => {
    history.pushState(null, '', '/documents');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Åtkomst nekad' })).toBeVisible();
  await expectReducedLayout(page);
  await expect(page.locator('fsp-documents')).toHaveCount(0);

  // A page load of a main route: the main portal, which never takes the embedded session.
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: /Välj inloggningsmetod|Logga in/ }).first()).toBeVisible();
  expect(await storedSession(page)).toEqual({ local: null, session: null });
  expect(await embeddedId(page)).toBe(id);

  // Even handed to the main portal as its own, the session is embedded (the server says so): refused.
  const second = await context.newPage();
  await second.goto('/rs/configuration'); // the origin, to write its sessionStorage before the app starts
  await second.evaluate((session) => sessionStorage.setItem('fsp.session', session ?? ''), id);
  const categories: number[] = [];
  second.on('response', (r) => {
    if (r.url().includes('/company-guides')) categories.push(r.status());
  });
  await second.goto('/documents');
  await expect(second.getByRole('heading', { level: 1, name: 'Åtkomst nekad' })).toBeVisible();
  await expectReducedLayout(second);
  await expect(second.locator('fsp-documents')).toHaveCount(0);
  expect(categories).toEqual([]); // the element never mounted, so nothing was asked for
  await second.close();
});

test('no embedded session: not authenticated; a used token says so; the main session is not carried in', async ({ page, request }) => {
  await page.goto('/embedded/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Felaktig autentisering' })).toBeVisible();
  await expectReducedLayout(page);

  const token = await embeddedToken(request);
  expect((await request.post('/rs/authentication', { data: { mylocLoginToken: token, persistent: false } })).status()).toBe(200);
  await page.goto(`/embedded/orders/1?loginToken=${token}`);
  await expect(page.locator('.fsp-snackbar')).toContainText('Inloggningen är inte längre giltig. Logga in igen.');
  await expect(page.getByRole('heading', { level: 1, name: 'Felaktig autentisering' })).toBeVisible();
  expect(await embeddedId(page)).toBeNull();

  // Logged in to the main portal, a link into the embedded part loads a page that does not take that session.
  await signIn(page);
  await page.goto('/');
  await expectLoggedIn(page);
  const main = (await storedSession(page)).session;
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/embedded/products';
    a.textContent = 'Produkter (inbäddat)';
    document.querySelector('main')?.append(a);
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.getByRole('link', { name: 'Produkter (inbäddat)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Felaktig autentisering' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined(); // a new page
  expect((await storedSession(page)).session).toBe(main); // still there for the main portal
  await page.goto('/documents');
  await expectLoggedIn(page);
});

test('English when the other system asks for it, without changing the main portal\'s language', async ({ page, request }) => {
  const token = await embeddedToken(request);
  await page.goto(`/embedded/orders/1?lang=en&loginToken=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/embedded\/orders\/1\?lang=en$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Välj inloggningsmetod' })).toBeVisible();
});

for (const { lang, width } of AXE_VIEWS) {
  test(`axe: the embedded not-found, not-allowed and not-authenticated pages (${lang}, ${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/embedded/products?lang=${lang}`);
    await expect(page.locator('.error-page h1')).toBeVisible();
    await expectNoViolations(page, 'not authenticated');

    await page.goto(`/embedded/orders/1?lang=${lang}&loginToken=${await embeddedToken(request)}`);
    await expect(page.getByRole('heading', { level: 1, name: lang === 'sv' ? 'Sidan finns inte' : 'Page not found' })).toBeVisible();
    await expectNoViolations(page, 'not found');

    await page.evaluate(() => {
      history.pushState(null, '', '/documents');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: lang === 'sv' ? 'Åtkomst nekad' : 'Forbidden' })).toBeVisible();
    await expectNoViolations(page, 'not allowed');
  });
}

test('the product wizard finished under /embedded lands on the cart under /embedded, in the reduced layout; the cart links to no page outside it and stays after Delete order (issue 37)', async ({ page, request }) => {
  const FRIDA = 'forskrivare@example.org';
  const headers = await apiSession(request, FRIDA);
  // The host's order and line (a base storage: no delivery method to choose), made as the other system would.
  const made = await request.post('/rs/fsp/v1/web-orders', { headers, data: { receiver: { type: 'FACILITY', id: 2 } } });
  expect(made.status()).toBe(201);
  const order = ((await made.json()) as { id: number }).id;
  const found = (await (await request.get('/rs/fsp/v1/products?searchValue=Duschpall%20Etac%20Standard&from=0&amount=1', { headers })).json()) as { page: { id: number }[] };
  const line = await request.post(`/rs/fsp/v1/web-orders/${order}/content`, { headers, data: { contentType: 'PRODUCT_DELIVERY', product: { id: found.page[0]?.id ?? 0, quantity: 1 } } });
  expect(line.status()).toBe(201);
  const content = ((await line.json()) as { id: number }).id;

  await page.goto(`/embedded/orders/${order}/products/${content}?loginToken=${await embeddedToken(request, FRIDA)}`);
  const wizard = page.locator('fsp-order-wizard');
  // The start page has no embedded twin: the trail starts at the cart (`embedded`).
  await expect(wizard.getByRole('link', { name: 'Varukorg' })).toBeVisible();
  await expect(wizard.getByRole('link', { name: 'Start', exact: true })).toHaveCount(0);
  for (const step of ['Tillbehör', 'Övrig information', 'Adress och kontakt', 'Översikt']) {
    await wizard.getByRole('button', { name: 'Spara och fortsätt' }).click();
    await expect(wizard.getByRole('button', { name: new RegExp(`^${step}`) })).toHaveAttribute('aria-current', 'step');
  }
  await wizard.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  await expect(page).toHaveURL(`/embedded/orders/${order}/cart`);
  const cart = page.locator('fsp-cart');
  await expect(cart.getByText('Duschpall Etac Standard').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Åtkomst nekad' })).toHaveCount(0);
  await expectReducedLayout(page);
  // The cart under /embedded (`embedded`): no link to the base storage's stock balance, which has no
  // embedded page; Delete order stays on the page and says so, instead of the portal's start page.
  await expect(cart.getByText(/^Beställning .* · Baslager Malmö Centrum$/)).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Baslagrets lagersaldo' })).toHaveCount(0);
  await cart.getByRole('button', { name: 'Ta bort beställningen' }).click();
  await cart.getByRole('dialog').getByRole('button', { name: 'Ta bort beställningen' }).click();
  await expect(cart.getByRole('heading', { level: 2, name: /^Beställning .* är borttagen\.$/ })).toBeVisible();
  await expect(page).toHaveURL(`/embedded/orders/${order}/cart`);
  await expect(cart.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Åtkomst nekad' })).toHaveCount(0);
  expect((await request.get(`/rs/fsp/v1/web-orders/${order}`, { headers })).status()).toBe(404);
});
