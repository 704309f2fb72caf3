/**
 * The standalone portal, as a user: log in, the shell, Documents, a file in a new tab, log out;
 * the error codes at login; not-found; session restore on reload; languages.
 */
import { expect, test } from '@playwright/test';
import { chooseUsernameLogin, expectLoggedIn, login, signIn, storedSession } from './helpers.ts';

test('log in, see the shell, open Documents, a folder and a file, log out', async ({ page, context }) => {
  await page.goto('/');
  // Two login methods: the selector first.
  await expect(page.getByRole('heading', { name: 'Välj inloggningsmetod' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mobilt BankID' })).toBeVisible();
  await login(page);
  await expectLoggedIn(page);

  // The shell: menu entries only for areas that exist; footer with contact data and version.
  const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(menu.getByRole('link')).toHaveText(['Produkter', 'Dokument']);
  const footer = page.locator('footer');
  await expect(footer).toContainText('Hjälpmedelscentralen Sydväst');
  await expect(footer).toContainText('040-628 04 00');
  await expect(footer).toContainText('support@example.org');
  await expect(footer).toContainText('Box 4711, 211 45 Malmö');
  await expect(footer.getByRole('link', { name: 'Om kakor' })).toBeVisible();
  await expect(footer).toContainText('Version 202504');

  await menu.getByRole('link', { name: 'Dokument' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  const documents = page.locator('fsp-documents');
  await expect(documents.getByRole('heading', { name: 'Dokument' })).toBeVisible();
  await expect(documents.locator('[part=folder]')).toHaveCount(6);

  await documents.getByRole('link', { name: /Rutiner och riktlinjer/ }).click();
  await expect(page).toHaveURL(/\/documents\/1$/);
  await expect(documents.getByRole('heading', { name: 'Rutiner och riktlinjer' })).toBeVisible();
  await expect(documents.locator('[part=file]')).toHaveCount(3);

  // The file opens in a new tab at its signed link (a PDF viewer shows it, or the headless shell the
  // tests run in downloads it); the same link fetched shows what it serves.
  const fileLink = documents.getByRole('link', { name: /Rutin vid avvikelse\.pdf/ });
  await expect(fileLink).toHaveAttribute('target', '_blank');
  const href = new URL((await fileLink.getAttribute('href')) ?? '', page.url()).href;
  expect(href).toMatch(/\/rs\/fsp\/v1\/company-guides\/\d+\/content\?expires=\d+&signature=[0-9a-f]{64}$/);
  const [tab] = await Promise.all([context.waitForEvent('page'), fileLink.click()]);
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();

  // Back through the breadcrumb, then the browser's back button.
  await documents.getByRole('link', { name: 'Dokument' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/documents\/1$/);

  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ local: null, session: null });
});

test('a wrong password shows the server text for OTSU001 and keeps what was typed', async ({ page }) => {
  await page.goto('/');
  await login(page, 'forskrivare@example.org', { password: 'fel' });
  await expect(page.getByRole('alert')).toHaveText('Felaktigt användarnamn eller lösenord.');
  await expect(page.getByLabel('Användarnamn')).toHaveValue('forskrivare@example.org');
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeEnabled();
});

test('an expired password shows the server text for OTSP001', async ({ page }) => {
  await page.goto('/');
  await login(page, 'utgangen@example.org');
  await expect(page.getByRole('alert')).toContainText('Ditt lösenord har gått ut');
});

test('the disabled persona gets nothing: OTSU002 clears silently', async ({ page }) => {
  await page.goto('/');
  await login(page, 'inaktiv@example.org');
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('.fsp-snackbar')).toHaveCount(0);
  expect(await storedSession(page)).toEqual({ local: null, session: null });
});

test('empty fields are flagged without a call', async ({ page }) => {
  await page.goto('/');
  await chooseUsernameLogin(page);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Fyll i användarnamn.')).toBeVisible();
  await expect(page.getByText('Fyll i lösenord.')).toBeVisible();
});

test('an unknown path shows the not-found page; logged out it goes to login and back after', async ({ page }) => {
  await page.goto('/documents/2');
  await expect(page).toHaveURL(/\/$/);
  await login(page);
  await expect(page).toHaveURL(/\/documents\/2$/);
  await expect(page.locator('fsp-documents').getByRole('heading', { name: 'Blanketter' })).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
  await page.goto('/receive/delivery/order/lot-controlled');
  await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
});

test('a reload restores the session from sessionStorage; logout kills it on the server', async ({ page, request }) => {
  await page.goto('/');
  await login(page);
  await expectLoggedIn(page);
  const stored = await storedSession(page);
  expect(stored.local).toBeNull();
  expect(stored.session).toMatch(/^[0-9a-f]{32}$/);

  await page.goto('/documents/3');
  await page.reload();
  await expectLoggedIn(page);
  await expect(page.locator('fsp-documents').getByRole('heading', { name: 'Produktinformation' })).toBeVisible();

  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ local: null, session: null });
  const old = await request.get('/rs/authentication', { headers: { 'X-Session-Id': stored.session ?? '' } });
  expect(old.status()).toBe(401);
  expect(((await old.json()) as { error: { code: string } }).error.code).toBe('OTSS000');
});

test('"remember me" keeps the session in localStorage, across a new tab', async ({ page, context }) => {
  await page.goto('/');
  await login(page, 'forskrivare@example.org', { remember: true });
  await expectLoggedIn(page);
  const stored = await storedSession(page);
  expect(stored.session).toBeNull();
  expect(stored.local).toMatch(/^[0-9a-f]{32}$/);

  const second = await context.newPage();
  await second.goto('/documents');
  await expectLoggedIn(second);
  await second.close();

  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ local: null, session: null });
});

test('a session that ends mid-use lands on login, and back on the same page after login', async ({ page, request }) => {
  await page.goto('/');
  await login(page);
  await expectLoggedIn(page);
  // The home page's own calls answered first: a call still to come would meet the ended session
  // before the click below and land on login with no menu to click (CI's slower machine did).
  await expect(page.locator('.welcome-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { session } = await storedSession(page);
  // The session ends on the server (as after idle expiry); the next call answers OTSS000.
  await request.delete('/rs/authentication', { headers: { 'X-Session-Id': session ?? '' } });
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Dokument' }).click();
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ local: null, session: null });
  await login(page);
  await expect(page).toHaveURL(/\/documents$/);
});

test('languages: ?lang=en, the switch in the shell (remembered), Swedish by default', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Välj inloggningsmetod' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');

  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { name: 'Select authentication method' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await login(page);
  await expectLoggedIn(page);
  await page.goto('/documents/1');
  await expect(page.locator('fsp-documents').getByRole('link', { name: 'Documents' })).toBeVisible();
  await expect(page.locator('fsp-documents')).toContainText('(opens in a new tab)');

  await page.getByRole('button', { name: /Svenska/ }).click();
  await expect(page.locator('fsp-documents').getByRole('link', { name: 'Dokument' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  await expect(page.locator('fsp-documents').getByRole('link', { name: 'Dokument' })).toBeVisible();

  await page.getByRole('button', { name: /English/ }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: /Svenska/ }).click();
});

test('mobile: the menu is a drawer below 600 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Meny' });
  await expect(toggle).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Dokument' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Meny' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Dokument' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('button', { name: 'Meny' })).toHaveAttribute('aria-expanded', 'false');

  // Every route change starts at the top of the page.
  await page.locator('fsp-documents').getByRole('link', { name: /Protokoll från samverkansgruppen/ }).click();
  await expect(page.locator('fsp-documents [part=file]')).toHaveCount(25);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.locator('fsp-documents').getByRole('link', { name: 'Dokument' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The name is cut at 10 in the header and 18 in the drawer (spec 1 §9), read whole; Log out is in the drawer.
  const user = page.locator('header .user');
  await expect(user).toHaveAccessibleName('Inloggad som Frida Förskrivare');
  await expect(user.locator('.user-name-short')).toHaveText('Frida Förs…');
  await expect(user.locator('.user-name')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeHidden();
  await page.getByRole('button', { name: 'Meny' }).click();
  const drawer = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(drawer.locator('.drawer-user [aria-hidden=true]')).toHaveText('Frida Förskrivare');
  await drawer.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('heading', { name: 'Välj inloggningsmetod' })).toBeVisible();
  await expect(user).toHaveCount(0);
});

test('one cache for the page: the public configuration is fetched once while the shell and an element both use it', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await expectLoggedIn(page);
  const configurations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/rs/configuration') configurations.push(request.url());
  });
  // A fresh page load: the footer (the standalone) and the documents element's feedback host both read it.
  await page.goto('/documents');
  await expect(page.locator('fsp-documents').locator('[part=folder]')).toHaveCount(6);
  await expect(page.locator('footer')).toContainText('support@example.org');
  await page.locator('fsp-documents').getByRole('link', { name: /Rutiner och riktlinjer/ }).click();
  await expect(page.locator('fsp-documents').locator('[part=file]')).toHaveCount(3);
  expect(configurations).toHaveLength(1);
});

test('the shell with a base-storage order: its buttons named by their words (no drawn triangle), no order types the receiver cannot have, the receiver\'s page from the active order (issue 37)', async ({ page }) => {
  const session = await signIn(page);
  // An active order, so the header's active-order button shows (a base storage: Frida's own world stays as it is).
  const made = await page.request.post('/rs/fsp/v1/web-orders', { headers: { 'X-Session-Id': session }, data: { receiver: { type: 'FACILITY', id: 2 } } });
  expect(made.status()).toBe(201);
  await page.goto('/');
  await expect(page.getByTestId('active-order')).toContainText('Baslager Malmö Centrum');
  // The names Chromium computes (what a screen reader is given), not the page's text: CSS content counts in them.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value?: string }; name?: { value?: string } }[] };
  const buttons = nodes.filter((n) => n.role?.value === 'button').map((n) => String(n.name?.value ?? ''));
  expect(buttons.filter((name) => name.includes('▾'))).toEqual([]);
  expect(buttons).toEqual(expect.arrayContaining(['Beställningar', 'Sök']));
  expect(buttons.some((name) => name.includes('Baslager Malmö Centrum'))).toBe(true);

  // The menu follows the active order's receiver (spec 2 §6): for a base storage no function, fitting,
  // work, pickup or external-assortment order, though Frida's flags allow them all.
  const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
  const group = menu.getByRole('button', { name: 'Beställningar' });
  await group.click();
  const entries = menu.locator(`[id="${await group.getAttribute('aria-controls')}"]`).getByRole('link');
  await expect(entries.filter({ hasText: 'Produkter' })).toBeVisible();
  for (const absent of ['Funktionsbeställning', 'Utprovning', 'Arbetsorder', 'Hämtorder', 'Extern sortimentsprodukt']) await expect(entries.filter({ hasText: new RegExp(`^${absent}$`) })).toHaveCount(0);
  await group.click();

  // The active order's menu leads to its receiver's page (issue 37): the base storage's stock balance…
  await page.getByTestId('active-order').click();
  await page.getByTestId('active-order-receiver').click();
  await expect(page).toHaveURL('/base-storages?storage=2');
  await expect(page.locator('fsp-stock-balance')).toBeVisible();
  // …and a client's information, its breadcrumbs those of one who came from the receiver menu (no client search).
  const clientOrder = await page.request.post('/rs/fsp/v1/web-orders', { headers: { 'X-Session-Id': session }, data: { receiver: { type: 'CLIENT', id: 3 } } });
  expect(clientOrder.status()).toBe(201);
  await page.reload();
  await page.getByTestId('active-order').click();
  await expect(page.getByTestId('active-order-receiver')).toContainText('Till brukaren Maj Bergström');
  await page.getByTestId('active-order-receiver').click();
  await expect(page).toHaveURL('/clients/3/info?from=receiver');
  const crumbs = page.locator('fsp-client').getByRole('navigation', { name: 'Du är här' });
  await expect(crumbs).toContainText('Maj Bergström');
  await expect(crumbs.getByRole('link', { name: 'Sök brukare' })).toHaveCount(0);
  for (const o of [made, clientOrder]) await page.request.delete(`/rs/fsp/v1/web-orders/${((await o.json()) as { id: number }).id}`, { headers: { 'X-Session-Id': session } });
});
