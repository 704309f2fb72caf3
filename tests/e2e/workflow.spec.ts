/**
 * The workflow application (COMFLOW) as its users meet it: a COMFLOW user logs in, the portal logs
 * them in to the workflow application (reading the workflow session id from the portal's page and
 * closing its open activities), the redirect notice counts down 5 s and the workflow portal page
 * opens, hosting <fsp-documents> on the session it hands over. A user without a license sees the
 * license error; an expired session logs the user out. axe on every screen, both languages.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectLoggedIn, expectNoViolations, login, SESSION_KEY, storedSession } from './helpers.ts';

const LICENSED = 'comflow@example.org';
const UNLICENSED = 'comflow-utan-licens@example.org';
const START_TASK = /\/workflow\/portal\?myg-action=_startTask&sessionId=[0-9a-f]{32}&lang=(sv|en)$/;

/** Nothing wider than the viewport (no sideways scrolling at 375 px). */
async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('COMFLOW: login, the redirect notice counts down 5 s, the workflow portal page shows documents through the handed session', async ({ page }) => {
  // The session the workflow portal page's script opens with its one-time token, and the session the documents are read with.
  const handed = page.waitForResponse((r) => r.url().endsWith('/rs/authentication') && r.request().method() === 'POST' && r.request().postData()?.includes('mylocLoginToken') === true);
  const documentsCall = page.waitForRequest((r) => r.url().includes('/rs/fsp/v1/company-guides/categories'));
  const closeCall = page.waitForResponse((r) => r.url().includes('/close-all-comflow-activities'));

  // Every number the countdown shows, with the time it showed it.
  const counts: { text: string; at: number }[] = [];
  await page.exposeFunction('recordCount', (text: string, at: number) => counts.push({ text, at }));

  await page.goto('/');
  await login(page, LICENSED);
  await expectLoggedIn(page, 'Cecilia Comflow');

  const notice = page.getByRole('region', { name: 'Du skickas vidare till en annan applikation' });
  await expect(notice).toBeVisible();
  await page.evaluate(() => {
    const count = document.querySelector('.redirect-count');
    const recordCount = (window as unknown as { recordCount: (text: string, at: number) => void }).recordCount;
    if (!count) throw new Error('no count');
    // The time is taken in the page, when the number changed, not when the test hears of it.
    const record = () => recordCount(count.textContent, performance.now());
    record();
    new MutationObserver(record).observe(count, { childList: true, characterData: true, subtree: true });
  });
  expect((await closeCall).status()).toBe(204); // the activities were closed before the countdown began
  await expect(notice.getByText('Autentisering pågår…')).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Gå vidare till arbetsflödet' })).toHaveAttribute('href', START_TASK);
  await expect(notice.locator('.redirect-countdown')).toHaveText(/^Du skickas vidare om [2-5] sekunder\.$/);
  // (axe checks this screen in the next test: here it would hold up the page while the seconds are timed.)

  await page.waitForURL(START_TASK, { timeout: 8000 });
  // 5 (or 4, if the first second passed before the observer was in place) down to 0, a second apart.
  const shown = counts.map((c) => c.text);
  expect(shown.slice(-5)).toEqual(['4', '3', '2', '1', '0']);
  const steps = counts.slice(-5).map((c, i, all) => (i ? c.at - (all[i - 1]?.at ?? 0) : 1000));
  for (const step of steps) expect(step).toBeGreaterThan(700);
  for (const step of steps) expect(step).toBeLessThan(1500);

  await expect(page.getByRole('heading', { level: 1, name: 'Mina uppgifter' })).toBeVisible();
  await expect(page.getByText('Inloggad som Cecilia Comflow')).toBeVisible();
  await expect(page.locator('#open-activities')).toHaveText('0'); // the portal closed them before the redirect
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
  const documents = page.locator('fsp-documents');
  await expect(documents.locator('[part=folder]')).toHaveCount(6);
  await expect(page.getByRole('status').filter({ hasText: 'Ansluten till förskrivarportalen.' })).toBeVisible();
  const { id } = (await (await handed).json()) as { id: string };
  const main = await storedSession(page);
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(id).not.toBe(main.session);
  expect((await documentsCall).headers()['x-session-id']).toBe(id);
  await expectNoViolations(page, 'workflow portal page');

  // The page under the page CSP: no inline script or style.
  const response = await page.request.get(page.url());
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response.headers()['content-security-policy']).not.toContain('unsafe-inline');

  // Inside the element the user moves on as anywhere: open a folder.
  await documents.locator('[part=folder]').first().getByRole('link').click();
  await expect(documents.locator('[part=file]').first()).toBeVisible();
});

test('COMFLOW in English at 375 px: the fallback link goes at once, with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/?lang=en');
  await login(page, LICENSED);
  const notice = page.getByRole('region', { name: 'You are being redirected to another application' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('Authentication in progress…')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoViolations(page, 'redirect notice (en, 375)');
  const link = notice.getByRole('link', { name: 'Continue to the workflow' });
  await link.focus();
  await expect(link).toBeFocused();
  const pressedAt = Date.now();
  await page.keyboard.press('Enter');
  await page.waitForURL(START_TASK);
  expect(page.url()).toMatch(/lang=en$/);
  expect(Date.now() - pressedAt).toBeLessThan(3000); // the link did not wait for the countdown
  await expect(page.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible();
  await expect(page.locator('fsp-documents [part=folder]')).toHaveCount(6);
  await expect(page.locator('fsp-documents').getByRole('heading', { level: 1 })).toHaveText('Documents');
  await expectNoHorizontalScroll(page);
  await expectNoViolations(page, 'workflow portal page (en, 375)');
});

test('axe: the redirect notice in Swedish at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/?lang=sv');
  await login(page, LICENSED);
  const notice = page.getByRole('region', { name: 'Du skickas vidare till en annan applikation' });
  await expect(notice).toBeVisible();
  await expectNoViolations(page, 'redirect notice (sv, 1366)');
  // Then the countdown takes the user on.
  await page.waitForURL(START_TASK);
  await expect(page.getByRole('heading', { level: 1, name: 'Mina uppgifter' })).toBeVisible();
});

// Clicked as soon as the notice shows: the scan above may take longer than the countdown's 5 s on
// a slow machine, after which there is no link left to click.
test('the redirect notice in Swedish at 1366 px: the fallback link with the mouse', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/?lang=sv');
  await login(page, LICENSED);
  const notice = page.getByRole('region', { name: 'Du skickas vidare till en annan applikation' });
  await notice.getByRole('link', { name: 'Gå vidare till arbetsflödet' }).click();
  await page.waitForURL(START_TASK);
  await expect(page.getByRole('heading', { level: 1, name: 'Mina uppgifter' })).toBeVisible();
});

test('COMFLOW without a license: the license error, try again with the keyboard, log out', async ({ page }) => {
  await page.goto('/');
  await login(page, UNLICENSED);
  await expectLoggedIn(page, 'Linus Licenslös');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Licensfel' })).toBeVisible();
  await expect(alert).toContainText('Du har ingen licens för arbetsflödesapplikationen. Kontakta din administratör.');
  await expect(page.getByRole('region', { name: /skickas vidare/ })).toHaveCount(0);
  await expectNoViolations(page, 'license error');

  const portalCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('myg-action=login')) portalCalls.push(r.url());
  });
  const retry = alert.getByRole('button', { name: 'Försök igen' });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => portalCalls.length).toBe(1);
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Licensfel' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');

  await page.getByRole('alert').getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByLabel(/^(Användarnamn|Username)$/).or(page.getByRole('button', { name: 'Användarnamn och lösenord' })).first()).toBeVisible();
  expect(await storedSession(page)).toEqual({ local: null, session: null });
});

test('COMFLOW without a license, in English', async ({ page }) => {
  await page.goto('/?lang=en');
  await login(page, UNLICENSED);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'License error' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expectNoViolations(page, 'license error (en)');
});

test('COMFLOW: a session that expired before the workflow login logs the user out, saying so', async ({ page }) => {
  // Hold the portal's login page until the FSP session has been ended on the server.
  await page.route('**/workflow/portal?myg-action=login*', async (route) => {
    const id = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const ended = await page.request.delete('/rs/authentication', { headers: { 'X-Session-Id': id ?? '' } });
    expect(ended.status()).toBe(204);
    await route.continue();
  });
  await page.goto('/');
  await login(page, LICENSED);
  await expect(page.locator('.fsp-snackbar')).toContainText('Sessionen har gått ut. Logga in igen.');
  await expect(page.getByLabel(/^(Användarnamn|Username)$/).or(page.getByRole('button', { name: 'Användarnamn och lösenord' })).first()).toBeVisible();
  await expect(page.locator('header .user')).toHaveCount(0);
  expect(await storedSession(page)).toEqual({ local: null, session: null });
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('region', { name: /skickas vidare/ })).toHaveCount(0);
});

test('COMFLOW: a session that expired, met first by another call (the header’s unread count, which logs out silently): still logged out saying so', async ({ page }) => {
  // The header's unread-count call waits until the session has been ended, so it meets the end
  // first; the portal's login page is held until that call has been answered (401).
  let ended: () => void = () => undefined;
  const sessionEnded = new Promise<void>((resolve) => (ended = resolve));
  await page.route('**/rs/fsp/v1/messages?*', async (route) => {
    await sessionEnded;
    await route.continue();
  });
  await page.route('**/workflow/portal?myg-action=login*', async (route) => {
    const id = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
    const unread = page.waitForResponse((r) => r.url().includes('/rs/fsp/v1/messages?') && r.status() === 401);
    const response = await page.request.delete('/rs/authentication', { headers: { 'X-Session-Id': id ?? '' } });
    expect(response.status()).toBe(204);
    ended();
    await unread;
    await expect(page.locator('header .user')).toHaveCount(0); // the silent logout has happened
    await route.continue();
  });
  await page.goto('/');
  await login(page, LICENSED);
  await expect(page.locator('.fsp-snackbar')).toContainText('Sessionen har gått ut. Logga in igen.');
  await expect(page.locator('header .user')).toHaveCount(0);
  expect(await storedSession(page)).toEqual({ local: null, session: null });
});

test('the workflow portal page with an unknown or expired workflow session says so, with a link back to the portal', async ({ page }) => {
  const response = await page.goto('/workflow/portal?myg-action=_startTask&sessionId=0123456789abcdef0123456789abcdef&lang=sv');
  expect(response?.status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1, name: 'Sessionen har gått ut' })).toBeVisible();
  await expectNoViolations(page, 'workflow session expired');
  await page.getByRole('link', { name: 'Till förskrivarportalen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Välkommen till förskrivarportalen' })).toBeVisible();
});
