/**
 * Mobile BankID through the reference server: the portal shows the animated QR code; a tester
 * acts in the dev "BankID app" (/dev/bankid) in another tab: open the app, approve as a person,
 * cancel, let it expire. Orders are taken newest first, so these tests run one after the other.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectLoggedIn, storedSession } from './helpers.ts';

const FRIDA = '197101169295'; // forskrivare@example.org, from Skatteverket's test list

async function startOnPortal(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Mobilt BankID' }).click();
  await expect(page).toHaveURL(/\/mobile-id-login$/);
  const element = page.locator('fsp-mobile-id');
  await expect(element.getByRole('heading', { name: 'Legitimera dig med mobilt BankID' })).toBeVisible();
  await expect(element.getByRole('img', { name: 'QR-kod att skanna med BankID-appen' })).toBeVisible();
  return element;
}

async function bankIdApp(context: BrowserContext) {
  const app = await context.newPage();
  await app.goto('/dev/bankid');
  const order = app.locator('article').first();
  await expect(order).toBeVisible();
  return { app, order };
}

test('log in by approving in the BankID app: QR redrawn every second, steps, then home with the token', async ({ page, context }) => {
  const element = await startOnPortal(page);
  await expect(element.getByRole('list', { name: 'Så gör du' }).getByRole('listitem')).toHaveCount(3);
  const qr = element.locator('svg.qr');
  const first = await qr.getAttribute('data-content');
  expect(first).toMatch(/^bankid\.[0-9a-f-]{36}\.0\.[0-9a-f]{64}$/);
  await expect.poll(() => qr.getAttribute('data-content'), { timeout: 3000 }).toMatch(/^bankid\.[0-9a-f-]{36}\.[1-3]\.[0-9a-f]{64}$/);
  expect(await qr.getAttribute('width')).toBe('128');

  const { app, order } = await bankIdApp(context);
  await order.getByRole('button', { name: 'Open the app (the user starts signing)' }).click();
  await expect(element.getByRole('status')).toHaveText('Skriv in din säkerhetskod i BankID-appen och välj Legitimera.');

  await app.locator('article').first().getByLabel('Personal identity number').fill(FRIDA);
  await app.locator('article').first().getByRole('button', { name: 'Approve' }).click();
  await expect(app.getByRole('status')).toContainText(`approved as ${FRIDA}`);

  await expectLoggedIn(page);
  await expect(page).toHaveURL(/\/$/); // the token is not left in the address bar
  const stored = await storedSession(page);
  expect(stored.session).toMatch(/^[0-9a-f]{32}$/);
});

test('a login token works once: a reused or unknown one gets token.is.revoked', async ({ page, request }) => {
  const start = await request.post('/rs/mobile-id/authentication');
  const { orderRef } = (await start.json()) as { orderRef: string };
  const app = await page.context().newPage();
  await app.goto('/dev/bankid');
  const order = app.locator('article', { hasText: orderRef });
  await order.getByLabel('Personal identity number').fill(FRIDA);
  await order.getByRole('button', { name: 'Approve' }).click();
  await expect(app.getByRole('status')).toContainText('approved');
  const collect = await request.post('/rs/mobile-id/collect', { data: { orderRef } });
  expect(await collect.json()).toEqual({ status: 'complete', hintCode: null });

  expect((await request.post('/rs/authentication', { data: { token: orderRef, persistent: false } })).status()).toBe(200);
  const again = await request.post('/rs/authentication', { data: { token: orderRef, persistent: false } });
  expect(again.status()).toBe(401);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('token.is.revoked');

  await page.goto('/?loginToken=00000000-0000-4000-8000-000000000000');
  await expect(page.locator('.fsp-snackbar')).toContainText('Inloggningen är inte längre giltig');
  await expect(page).toHaveURL(/\/$/);
  expect(await storedSession(page)).toEqual({ local: null, session: null });
});

test('cancelled in the app: the text and try again, which starts a new order', async ({ page, context }) => {
  const element = await startOnPortal(page);
  const before = await element.locator('svg.qr').getAttribute('data-content');
  const { order } = await bankIdApp(context);
  await order.getByRole('button', { name: 'Cancel' }).click();
  await expect(element.getByRole('alert')).toHaveText('Legitimeringen avbröts.');
  await element.getByRole('button', { name: 'Försök igen' }).click();
  await expect(element.locator('svg.qr')).toBeVisible();
  const after = await element.locator('svg.qr').getAttribute('data-content');
  expect(after?.split('.')[1]).not.toBe(before?.split('.')[1]); // a new qrStartToken
});

test('expired and start-failed orders show their texts', async ({ page, context }) => {
  const element = await startOnPortal(page);
  let { app, order } = await bankIdApp(context);
  await order.getByRole('button', { name: 'Let it expire' }).click();
  await expect(element.getByRole('alert')).toHaveText('Legitimeringen startade inte i tid. Försök igen.');
  await element.getByRole('button', { name: 'Försök igen' }).click();
  await expect(element.locator('svg.qr')).toBeVisible();
  await app.close();
  ({ app, order } = await bankIdApp(context));
  await order.getByRole('button', { name: 'The app fails to start' }).click();
  await expect(element.getByRole('alert')).toHaveText('Legitimeringen misslyckades.');
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 800 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  });

  test('BankID on this device or another; the app not starting in 3 s is said', async ({ page }) => {
    await page.goto('/mobile-id-login');
    const element = page.locator('fsp-mobile-id');
    await element.getByRole('button', { name: 'BankID på en annan enhet' }).click();
    await expect(element.getByRole('img', { name: 'QR-kod att skanna med BankID-appen' })).toBeVisible();

    await page.reload();
    await element.getByRole('button', { name: 'Öppna BankID på den här enheten' }).click();
    await expect(element.getByRole('status')).toHaveText('Väntar på BankID-appen…');
    // No BankID app here: the page is never left, so after 3 s the element says so.
    await expect(element.getByRole('alert')).toContainText('BankID-appen startade inte', { timeout: 6000 });
  });
});

test.describe('on a phone browser not recognised', () => {
  test.use({
    viewport: { width: 390, height: 800 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  });

  test('the app sends the user back to the page, which takes the same order up and logs in', async ({ page, context }) => {
    await page.goto('/mobile-id-login');
    const element = page.locator('fsp-mobile-id');
    await element.getByRole('button', { name: 'Öppna BankID på den här enheten' }).click();
    await expect(element.getByRole('status')).toHaveText('Väntar på BankID-appen…');
    // The BankID app returns to this page's address (redirect = the page): it loads again.
    await page.reload();
    await expect(element.getByRole('status')).toHaveText('Väntar på BankID-appen…');
    const { app, order } = await bankIdApp(context);
    await order.getByLabel('Personal identity number').fill(FRIDA);
    await order.getByRole('button', { name: 'Approve' }).click();
    await expect(app.getByRole('status')).toContainText('approved');
    await app.close();
    await expectLoggedIn(page);
  });
});

test('Mobile BankID the only method: a way back to the login page, where BankID is offered again', async ({ page }) => {
  // The server as configured with LOGIN_METHODS=MOBILE_ID.
  await page.route('**/rs/configuration', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), loginMethods: ['MOBILE_ID'] } });
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/mobile-id-login$/); // the only method: preselected
  await page.getByRole('link', { name: 'Tillbaka till inloggningen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Byt inloggningsmetod' })).toBeHidden();
  await page.getByRole('button', { name: 'Mobilt BankID' }).click();
  await expect(page.locator('fsp-mobile-id svg.qr')).toBeVisible();
});

test('a page asked for before a BankID login is where the login ends', async ({ page, context }) => {
  await page.goto('/documents/3');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Mobilt BankID' }).click();
  await expect(page.locator('fsp-mobile-id svg.qr')).toBeVisible();
  const { app, order } = await bankIdApp(context);
  await order.getByLabel('Personal identity number').fill(FRIDA);
  await order.getByRole('button', { name: 'Approve' }).click();
  await expect(app.getByRole('status')).toContainText('approved'); // the POST has landed
  await app.close();
  await expect(page).toHaveURL(/\/documents\/3$/);
  await expect(page.locator('fsp-documents').getByRole('heading', { name: 'Produktinformation' })).toBeVisible();
});

test('the chosen method is remembered on this device; "change method" forgets it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Mobilt BankID' }).click();
  await expect(page.locator('fsp-mobile-id svg.qr')).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/mobile-id-login$/); // remembered: straight to BankID
  await page.getByRole('button', { name: 'Byt inloggningsmetod' }).click();
  await expect(page.getByRole('heading', { name: 'Välj inloggningsmetod' })).toBeVisible();
  await page.getByRole('button', { name: 'Användarnamn och lösenord' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible(); // remembered after the configuration arrives
  await expect(page.getByRole('button', { name: 'Byt inloggningsmetod' })).toBeVisible();
});

test('a failed start or status check shows the server’s text, and trying again starts anew (spec 1 §8)', async ({ page, request }) => {
  // The start refused as the guessing limit refuses it (429 with its text), once.
  const wait = 'För många försök. Vänta 30 sekunder och försök igen.';
  expect((await request.post('/dev/faults', { data: { method: 'POST', pathPrefix: '/rs/mobile-id/authentication', status: 429, code: 'TOO_MANY_ATTEMPTS', message: wait, times: 1 } })).status()).toBe(201);
  await page.goto('/');
  await page.getByRole('button', { name: 'Mobilt BankID' }).click();
  const element = page.locator('fsp-mobile-id');
  await expect(element.getByRole('alert')).toHaveText(wait);
  // The status check failing (its own text): shown in place of the code.
  expect((await request.post('/dev/faults', { data: { method: 'POST', pathPrefix: '/rs/mobile-id/collect', status: 404, code: 'NOT_FOUND', message: 'Ordern finns inte längre.', times: 1 } })).status()).toBe(201);
  await element.getByRole('button', { name: 'Försök igen' }).click();
  await expect(element.getByRole('img', { name: 'QR-kod att skanna med BankID-appen' })).toBeVisible();
  await expect(element.getByRole('alert')).toHaveText('Ordern finns inte längre.');
  await request.delete('/dev/faults');
});
