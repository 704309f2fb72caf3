/**
 * The error catalogue of spec 1 §8 against the reference server, as a user meets it. The server
 * is made to fail for real through its dev tools: /dev/faults arms the next API calls to answer a
 * status with a JSON, text or empty body, or no answer at all (the connection destroyed);
 * /dev/sessions/:id/expire lets a session go idle past the limit; /dev/users/:username disables a
 * user; /dev/login-tokens issues (or back-dates) a login token. Offline is Chromium's own offline
 * state. No API call is mocked in the browser.
 *
 * Covered elsewhere: OTSU001, OTSP001 and OTSU002 at login (portal.spec.ts), an unknown login token
 * (mobile-id.spec.ts), the reconnect dialog with the API process stopped (reconnect.spec.ts).
 */
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { expectLoggedIn, login, signIn, storedSession } from './helpers.ts';

type Fault = { method?: string; pathPrefix: string; status?: number; body?: 'json' | 'json-string' | 'json-object' | 'text' | 'html' | 'empty' | 'none'; message?: string; code?: string; times?: number };

async function arm(request: APIRequestContext, fault: Fault) {
  const res = await request.post('/dev/faults', { data: fault });
  expect(res.status(), await res.text()).toBe(201);
}

async function disarm(request: APIRequestContext) {
  expect((await request.delete('/dev/faults')).status()).toBe(204);
}

async function loginToken(request: APIRequestContext, username: string, ageMinutes = 0): Promise<string> {
  const res = await request.post('/dev/login-tokens', { data: { username, ageMinutes } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

const FILES = '/rs/fsp/v1/company-guides';
const TEXTS = {
  server500: 'Servern kunde inte returnera någon data. Kontakta support och beskriv var felet uppstod.',
  server503: 'Tjänsten är för närvarande inte tillgänglig. Försök igen och kontakta support om felet kvarstår.',
  noResponse: 'Det gick inte att nå servern.',
  offline: 'Kontakten med servern bröts, kontrollera din anslutning!',
  unknown: 'Okänt serverfel',
  support: 'Kontakta support@example.org om problemet kvarstår.',
};

/** Logged in on the folder list, ready to open folder 2, "Blanketter" (whose files call is armed). */
async function onDocuments(page: Page, username = 'forskrivare@example.org') {
  await signIn(page, username);
  await page.goto('/documents');
  await expect(page.locator('header .user')).toBeVisible();
  await expect(page.locator('fsp-documents [part=folder]')).toHaveCount(6);
}

/** The reconnect dialog's next poll of app data: answered `status`, or with no answer at all ('failed'). */
function nextPoll(page: Page, status: number | 'failed') {
  const isPoll = (r: Request) => r.method() === 'GET' && new URL(r.url()).pathname === '/rs/authentication';
  if (status === 'failed') return page.waitForEvent('requestfailed', isPoll);
  return page.waitForResponse((r) => isPoll(r.request()) && r.status() === status);
}

const openFolder = (page: Page) => page.locator('fsp-documents [part=folder] a[href="/documents/2"]').click();
const reconnectDialog = (page: Page) => page.getByRole('dialog', { name: 'Ingen kontakt med servern' });

test.beforeEach(async ({ request }) => {
  await disarm(request);
});
test.afterEach(async ({ request }) => {
  await disarm(request);
});

test.describe('fallbacks of a failed call (snackbar)', () => {
  test('500: the catalogue text, not the server body; the snackbar hides itself after 5 s', async ({ page, request }) => {
    await onDocuments(page);
    await arm(request, { method: 'GET', pathPrefix: FILES, status: 500, body: 'json', message: 'NullPointerException at line 42' });
    await openFolder(page);
    const snack = page.locator('.fsp-snackbar');
    await expect(snack).toContainText(TEXTS.server500);
    const shownAt = Date.now();
    await expect(snack).not.toContainText('NullPointerException');
    await expect(page.locator('fsp-documents')).toContainText('Dokumenten kunde inte hämtas'); // the element's error state
    await expect(snack).toBeHidden({ timeout: 7000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(4000);
    expect(shownFor).toBeLessThan(6500);
  });

  test('an object body: its nested errorMessage', async ({ page, request }) => {
    await onDocuments(page);
    await arm(request, { method: 'GET', pathPrefix: FILES, status: 409, body: 'json', code: 'FOLDER_LOCKED', message: 'Mappen är låst medan den uppdateras.' });
    await openFolder(page);
    await expect(page.locator('.fsp-snackbar')).toContainText('Mappen är låst medan den uppdateras.');
  });

  test('a string body (the API\'s JSON): shown as it is', async ({ page, request }) => {
    await onDocuments(page);
    await arm(request, { method: 'GET', pathPrefix: FILES, status: 409, body: 'json-string', message: 'Mappen flyttas just nu.' });
    await openFolder(page);
    await expect(page.locator('.fsp-snackbar')).toContainText('Mappen flyttas just nu.');
  });

  test('an answer of the API without a text: "Unknown server error", in either language', async ({ page, request }) => {
    await onDocuments(page);
    await arm(request, { method: 'GET', pathPrefix: FILES, status: 418, body: 'json-object' });
    await openFolder(page);
    await expect(page.locator('.fsp-snackbar')).toContainText(TEXTS.unknown);

    await page.getByRole('button', { name: 'English' }).click();
    await page.goto('/documents');
    await expect(page.locator('fsp-documents [part=folder]')).toHaveCount(6);
    await arm(request, { method: 'GET', pathPrefix: FILES, status: 400, body: 'json-object' });
    await openFolder(page);
    await expect(page.locator('.fsp-snackbar')).toContainText('Unknown server error');
  });

  test('an answer that is not the API\'s (HTML, text, no body): the clear text naming the API root, never the body', async ({ page, request, baseURL }) => {
    await onDocuments(page);
    for (const body of ['html', 'text', 'empty'] as const) {
      await arm(request, { method: 'GET', pathPrefix: FILES, status: body === 'html' ? 404 : 502, body, message: 'Bad gateway (proxy 10.0.0.7)' });
      await openFolder(page);
      const snackbar = page.locator('.fsp-snackbar');
      await expect(snackbar).toContainText(`Portalens tjänst på ${baseURL ?? ''}/rs svarade inte som förväntat.`);
      await expect(snackbar).not.toContainText('Bad gateway');
      await page.goto('/documents');
      await expect(page.locator('fsp-documents [part=folder]')).toHaveCount(6);
    }
    // The element shows English once its English texts are in, and then reads its list again (the
    // language is in its query's key): that read must be over before the next call is made to fail.
    const relisted = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(FILES) && r.ok());
    await page.getByRole('button', { name: 'English' }).click();
    await relisted;
    await expect(page.locator('fsp-documents [part=folder]')).toHaveCount(6);
    await arm(request, { method: 'GET', pathPrefix: FILES, status: 502, body: 'empty' });
    await openFolder(page);
    await expect(page.locator('.fsp-snackbar')).toContainText(`The portal's service did not answer as expected at ${baseURL ?? ''}/rs.`);
  });
});

test('a stored session whose app data fails with a 500 at start-up: "server error, log in again" (spec 1 §8), which ends it for the login page', async ({ page, request }) => {
  await signIn(page);
  await arm(request, { method: 'GET', pathPrefix: '/rs/authentication', status: 500, body: 'json', times: 1 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Serverfel' })).toBeVisible();
  await expect(page.getByText('Servern kunde inte hämta dina uppgifter. Logga in igen.')).toBeVisible();
  await page.getByRole('button', { name: 'Logga in igen' }).click();
  await expect(page.getByRole('heading', { name: 'Välj inloggningsmetod' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ local: null, session: null });
});

test.describe('the blocking reconnect dialog', () => {
  test('503: the dialog polls app data every second and reloads once the server answers 200', async ({ page, request }) => {
    await onDocuments(page);
    await arm(request, { method: 'GET', pathPrefix: FILES, status: 503, body: 'json', message: 'Maintenance' });
    await arm(request, { method: 'GET', pathPrefix: '/rs/authentication', status: 503, body: 'empty', times: 3 });
    const polls: number[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === '/rs/authentication') polls.push(Date.now());
    });
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await openFolder(page);
    const dialog = reconnectDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(TEXTS.server503);
    await expect(dialog).not.toContainText('Maintenance');
    await expect(dialog).toContainText(TEXTS.support); // online: the support address
    await expect(page.locator('.fsp-snackbar')).toHaveCount(0); // the dialog instead of a snackbar
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible(); // blocking

    await reloaded;
    // Three polls answered 503, the fourth 200, and that one reloaded the page (which asks once more).
    const beforeReload = polls.slice(0, 4);
    expect(beforeReload).toHaveLength(4);
    for (let i = 1; i < beforeReload.length; i++) {
      const gap = (beforeReload[i] ?? 0) - (beforeReload[i - 1] ?? 0);
      expect(gap).toBeGreaterThan(700);
      expect(gap).toBeLessThan(1700);
    }
    await expect(dialog).toBeHidden();
    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/documents\/2$/);
    await expect(page.locator('fsp-documents [part=file]')).toHaveCount(2);
  });

  test('a 401 to the poll reloads too: the session ended meanwhile, so login', async ({ page, request }) => {
    await onDocuments(page);
    await arm(request, { method: 'GET', pathPrefix: FILES, status: 503, body: 'empty' });
    await arm(request, { method: 'GET', pathPrefix: '/rs/authentication', status: 503, body: 'empty', times: 1000 });
    await openFolder(page);
    await expect(reconnectDialog(page)).toBeVisible();
    await nextPoll(page, 503);
    await expect(reconnectDialog(page)).toBeVisible(); // still 503: still waiting

    const { session } = await storedSession(page);
    const reloaded = page.waitForEvent('load', { timeout: 10_000 });
    expect((await request.delete('/rs/authentication', { headers: { 'X-Session-Id': session ?? '' } })).status()).toBe(204);
    await disarm(request);
    await reloaded;
    await expect(page.getByRole('heading', { name: /Välj inloggningsmetod|Logga in/ }).first()).toBeVisible();
    expect(await storedSession(page)).toEqual({ local: null, session: null });
  });

  test('no response (the connection dropped): "could not be reached", until the server answers', async ({ page, request }) => {
    await onDocuments(page);
    // Chromium retries a GET once on a dropped keep-alive connection: arm more than one.
    await arm(request, { method: 'GET', pathPrefix: FILES, body: 'none', times: 10 });
    await arm(request, { method: 'GET', pathPrefix: '/rs/authentication', body: 'none', times: 1000 });
    await openFolder(page);
    const dialog = reconnectDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(TEXTS.noResponse);
    await expect(dialog).toContainText(TEXTS.support);
    await nextPoll(page, 'failed');
    await expect(dialog).toBeVisible(); // still no answer: still waiting

    const reloaded = page.waitForEvent('load', { timeout: 10_000 });
    await disarm(request);
    await reloaded;
    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/documents\/2$/);
    await expect(page.locator('fsp-documents [part=file]')).toHaveCount(2);
  });

  test('offline: "the contact with the server was lost", no support address; back online it reloads', async ({ page, context }) => {
    await onDocuments(page);
    await context.setOffline(true);
    await openFolder(page);
    const dialog = reconnectDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(TEXTS.offline);
    await expect(dialog).not.toContainText('support@example.org');
    await nextPoll(page, 'failed');
    await expect(dialog).toBeVisible(); // still offline: still waiting

    const reloaded = page.waitForEvent('load', { timeout: 10_000 });
    await context.setOffline(false);
    await reloaded;
    await expectLoggedIn(page);
    await expect(page.locator('fsp-documents [part=file]')).toHaveCount(2);
  });
});

test.describe('401 codes met in the middle of use', () => {
  test('OTSS000: an expired session lands on login with nothing lost that was saved, then back on the same page', async ({ page, request }) => {
    await page.goto('/');
    await login(page, 'okand@example.org');
    await expectLoggedIn(page, 'Oskar Okänd');
    await page.goto('/my-myloc/profile');
    const profile = page.locator('fsp-profile');
    const save = profile.getByRole('button', { name: 'Spara', exact: true });
    await profile.getByLabel('Telefonnummer').fill('070-555 12 34');
    await save.click();
    await expect(page.locator('.fsp-snackbar')).toContainText('Ändringarna är sparade.');
    await expect(save).toBeDisabled();

    // The session goes idle past the limit on the server; the next call meets the real expiry.
    const { session } = await storedSession(page);
    expect((await request.post(`/dev/sessions/${session ?? ''}/expire`)).status()).toBe(204);
    await profile.getByLabel('Efternamn').fill('Inte sparad');
    await save.click();

    await expect(page.getByRole('button', { name: /^(Användarnamn och lösenord|Logga in)$/ }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0); // silent
    await expect(page.locator('.fsp-snackbar')).not.toContainText('Sessionen');
    expect(await storedSession(page)).toEqual({ local: null, session: null });

    await login(page, 'okand@example.org');
    await expect(page).toHaveURL(/\/my-myloc\/profile$/);
    await expect(page.locator('fsp-profile').getByLabel('Telefonnummer')).toHaveValue('070-555 12 34');
    await expect(page.locator('fsp-profile').getByLabel('Efternamn')).toHaveValue('Okänd'); // refused, so not saved
  });

  test('OTSU002: a user disabled while logged in is logged out silently at the next call', async ({ page, request }) => {
    try {
      await onDocuments(page, 'begransad@example.org');
      expect((await request.put('/dev/users/begransad@example.org', { data: { disabled: true } })).status()).toBe(204);
      await openFolder(page);
      await expect(page.getByRole('button', { name: /^(Användarnamn och lösenord|Logga in)$/ }).first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('.fsp-snackbar')).toHaveCount(0);
      expect(await storedSession(page)).toEqual({ local: null, session: null });
    } finally {
      await request.put('/dev/users/begransad@example.org', { data: { disabled: false } });
    }
  });
});

test.describe('token.is.revoked: a login token no longer valid shows its text', () => {
  test('a used token', async ({ page, request }) => {
    const token = await loginToken(request, 'konsulent@example.org');
    await page.goto(`/?loginToken=${token}`);
    await expectLoggedIn(page, 'Kalle Konsulent');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Logga ut' }).click();

    await page.goto(`/?loginToken=${token}`);
    await expect(page.locator('.fsp-snackbar')).toContainText('Inloggningen är inte längre giltig. Logga in igen.');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('header .user')).toHaveCount(0);
    expect(await storedSession(page)).toEqual({ local: null, session: null });
  });

  test('an expired token (issued six minutes ago), in English', async ({ page, request }) => {
    const token = await loginToken(request, 'konsulent@example.org', 6);
    await page.goto(`/?lang=en&loginToken=${token}`);
    await expect(page.locator('.fsp-snackbar')).toContainText('The login is no longer valid. Please log in again.');
    await expect(page.locator('header .user')).toHaveCount(0);
    expect(await storedSession(page)).toEqual({ local: null, session: null });
  });
});
