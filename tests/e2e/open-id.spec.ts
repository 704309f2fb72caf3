/**
 * OpenID Connect through the reference server's dev providers (oidc-provider, on the same port):
 * the portal redirects with state and PKCE, the persona signs in on the provider's login page,
 * the callback exchanges the code through the API and logs in. The enterprise directory is the
 * second provider: response_mode=query, single-sign-on detection, its own logout and single sign-out.
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptTermsOf, AXE_VIEWS, expectLoggedIn, expectNoViolations, PASSWORD, storedSession } from './helpers.ts';

async function chooseMethod(page: Page, label: RegExp) {
  await page.goto('/');
  await page.getByRole('button', { name: label }).click();
}

async function signInAtProvider(page: Page, username: string, password = PASSWORD) {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Demo/);
  await page.getByLabel(/Användare/).selectOption(username);
  await page.getByLabel(/Lösenord/).fill(password);
  await page.getByRole('button', { name: /^Logga in/ }).click();
}

test('sign in with OpenID: the authorization request, the provider login page, back logged in', async ({ page }) => {
  await chooseMethod(page, /^Logga in med Demo-ID$/);
  await expect(page.getByRole('heading', { name: 'Logga in med Demo-ID' })).toBeVisible();
  const request = page.waitForRequest((r) => r.url().includes('/oidc/auth?'));
  await page.getByRole('button', { name: 'Logga in med Demo-ID' }).click();
  const url = new URL((await request).url());
  expect(url.searchParams.get('client_id')).toBe('fsp-portal');
  expect(url.searchParams.get('response_type')).toBe('code');
  expect(url.searchParams.get('scope')).toBe('openid profile email pnr');
  expect(url.searchParams.get('redirect_uri')).toMatch(/\/auth\/open-id\/callback$/);
  expect(url.searchParams.get('state')).toMatch(/^[\w-]{22}$/);
  expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('response_mode')).toBeNull();

  await signInAtProvider(page, 'forskrivare@example.org');
  await expectLoggedIn(page);
  await expect(page).toHaveURL(/\/$/);
  expect((await storedSession(page)).session).toMatch(/^[0-9a-f]{32}$/);
});

test('a wrong password stays on the provider; cancelling there comes back with "Authentication failed"', async ({ page }) => {
  await chooseMethod(page, /^Logga in med Demo-ID$/);
  await page.getByRole('button', { name: 'Logga in med Demo-ID' }).click();
  await signInAtProvider(page, 'tekniker@example.org', 'wrong');
  await expect(page.getByRole('alert')).toContainText('Fel användare eller lösenord');
  await page.getByRole('button', { name: /^Avbryt/ }).click();
  await expect(page).toHaveURL(/\/auth\/open-id\/callback\?error=access_denied/);
  await expect(page.getByRole('heading', { name: 'Autentiseringen misslyckades' })).toBeVisible();
  await page.getByRole('button', { name: 'Tillbaka till inloggningen' }).click();
  await expect(page.getByRole('button', { name: 'Logga in med Demo-ID' })).toBeVisible();
});

test('the callback without a code, or with a state that is not ours, shows "Authentication failed"', async ({ page }) => {
  await page.goto('/auth/open-id/callback');
  await expect(page.getByRole('heading', { name: 'Autentiseringen misslyckades' })).toBeVisible();
  await page.goto('/auth/open-id/callback?code=abc&state=forged');
  await expect(page.getByRole('heading', { name: 'Autentiseringen misslyckades' })).toBeVisible();
});

test('a code that was already used: the exchange is refused and the user is back home, told why', async ({ page }) => {
  await chooseMethod(page, /^Logga in med Demo-ID$/);
  await page.getByRole('button', { name: 'Logga in med Demo-ID' }).click();
  const callback = page.waitForURL(/\/auth\/open-id\/callback\?code=/);
  await signInAtProvider(page, 'planerare@example.org');
  await callback;
  const used = page.url();
  await expect(page.locator('header .user')).toBeVisible();
  const pending = await page.evaluate(() => sessionStorage.getItem('fsp.openId'));
  expect(pending).toBeNull();
  // Replay: the same code (and a state planted as if ours) must not log in again.
  await page.getByRole('button', { name: /Logga ut/ }).click();
  await expect(page.getByRole('button', { name: 'Logga in med Demo-ID' }).or(page.getByRole('heading', { name: 'Välj inloggningsmetod' })).first()).toBeVisible();
  const state = new URL(used).searchParams.get('state');
  await page.evaluate((s) => sessionStorage.setItem('fsp.openId', JSON.stringify({ state: s, verifier: 'a'.repeat(43), method: 'OPEN_ID', identityInfoUrl: null })), state);
  await page.goto(used);
  await expect(page.getByText('Autentiseringen misslyckades.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await storedSession(page)).session).toBeNull();
});

test('enterprise directory: response_mode=query, single sign-on detected, claim header, its own logout and single sign-out', async ({ page }) => {
  await chooseMethod(page, /^Logga in med Demo AD$/);
  const request = page.waitForRequest((r) => r.url().includes('/oidc-directory/auth?'));
  await page.getByRole('button', { name: 'Logga in med Demo AD' }).click();
  const url = new URL((await request).url());
  expect(url.searchParams.get('client_id')).toBe('fsp-portal-directory');
  expect(url.searchParams.get('response_mode')).toBe('query');

  await signInAtProvider(page, 'lager@example.org');
  await expect(page.locator('header .user')).toBeVisible();

  // After a reload the sign-on is detected through identity-info, and calls carry the claim header.
  const info = page.waitForResponse((r) => r.url().includes('/redirect_uri?info=json'));
  const appData = page.waitForRequest((r) => r.url().endsWith('/rs/authentication') && r.method() === 'GET');
  await page.reload();
  expect((await info).status()).toBe(200);
  expect((await appData).headers()['x-oidc-claim-sub']).toMatch(/^u\d+$/);
  await expect(page.locator('header .user')).toBeVisible();

  // The single-sign-on logout call, then single sign-out at the directory, then back to the portal.
  const logoutCall = page.waitForRequest((r) => r.url().endsWith('/rs/authentication/sso') && r.method() === 'DELETE');
  await page.getByRole('button', { name: /Logga ut/ }).click();
  await logoutCall;
  await expect(page.getByRole('heading', { name: /Logga ut från Demo AD/ })).toBeVisible();
  await page.getByRole('button', { name: /Ja, logga ut/ }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('heading', { name: 'Välkommen till förskrivarportalen' })).toBeVisible();
  expect((await storedSession(page)).session).toBeNull();
  const after = await page.request.get('/redirect_uri?info=json');
  expect(after.status()).toBe(401);
});

test('a directory session whose sign-on has ended is logged out at start-up', async ({ page, context }) => {
  await chooseMethod(page, /^Logga in med Demo AD$/);
  await page.getByRole('button', { name: 'Logga in med Demo AD' }).click();
  await signInAtProvider(page, 'begransad@example.org');
  await expect(page.locator('header .user')).toBeVisible();
  const id = (await storedSession(page)).session;
  await context.clearCookies({ name: 'fsp_sso' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Välkommen till förskrivarportalen' })).toBeVisible();
  expect((await storedSession(page)).session).toBeNull();
  // The server ended that session too: the id alone, without the directory's claim, is refused.
  const response = await page.request.get('/rs/authentication', { headers: { 'X-Session-Id': id ?? '' } });
  expect(response.status()).toBe(401);
});

for (const { lang, width } of AXE_VIEWS) {
  test(`axe: the single-sign-on choice, the provider's login page, the callback (${lang}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/?lang=${lang}`);
    const button = page.getByRole('button', { name: lang === 'sv' ? 'Logga in med Demo-ID' : 'Log in with Demo-ID' });
    await button.click();
    await expect(page.locator('#sso-title')).toBeVisible();
    await expectNoViolations(page, 'single-sign-on choice');
    await button.click();
    await expect(page.getByLabel(/Lösenord/)).toBeVisible();
    await expectNoViolations(page, 'provider login page');
    await page.goto('/auth/open-id/callback?state=x');
    await expect(page.locator('.open-id-callback h1')).toBeVisible();
    await expectNoViolations(page, 'callback failed');
  });
}

test('a logout the server refuses: the error dialog, still logged in; trying again logs out', async ({ page }) => {
  await acceptTermsOf(page.request, 'konsulent@example.org');
  await chooseMethod(page, /^Logga in med Demo-ID$/);
  await page.getByRole('button', { name: 'Logga in med Demo-ID' }).click();
  await signInAtProvider(page, 'konsulent@example.org');
  await expect(page.locator('header .user')).toBeVisible();
  const armed = await page.request.post('/dev/faults', { data: { method: 'DELETE', pathPrefix: '/rs/authentication', status: 500, times: 1 } });
  expect(armed.status()).toBe(201);
  await page.getByRole('button', { name: 'Logga ut' }).click();
  const dialog = page.getByRole('dialog', { name: 'Det gick inte att logga ut' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, 'logout failed');
  expect((await storedSession(page)).session).toMatch(/^[0-9a-f]{32}$/);
  await dialog.getByRole('button', { name: 'Försök igen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Välkommen till förskrivarportalen' })).toBeVisible();
  expect((await storedSession(page)).session).toBeNull();
});
