import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'demo';
export const SESSION_KEY = 'fsp.session';

/**
 * The views the standalone's screens are scanned with axe in: each language and each width once
 * (Swedish on a phone, English on a desktop). Every story is scanned too, in both languages and at
 * both widths where they differ (the stories' English, 375 and 1366 states).
 */
export const AXE_VIEWS = [
  { lang: 'sv', width: 375 },
  { lang: 'en', width: 1366 },
] as const;

/** Shows the username form: picks "Username and password" when the method selector is shown. */
export async function chooseUsernameLogin(page: Page) {
  const choice = page.getByRole('button', { name: /^(Användarnamn och lösenord|Username and password)$/ });
  const field = page.getByLabel(/^(Användarnamn|Username)$/);
  await expect(choice.or(field).first()).toBeVisible();
  if (await choice.isVisible()) await choice.click();
  await expect(field).toBeVisible();
}

export async function login(page: Page, username = 'forskrivare@example.org', options: { remember?: boolean; password?: string } = {}) {
  await chooseUsernameLogin(page);
  await page.getByLabel(/^(Användarnamn|Username)$/).fill(username);
  await page.getByLabel(/^(Lösenord|Password)$/).fill(options.password ?? PASSWORD);
  if (options.remember) await page.getByLabel(/Kom ihåg mig|Remember me/).check();
  await page.getByRole('button', { name: /^(Logga in|Log in)$/ }).click();
}

/**
 * Signs `page` in as `username` through the API (POST /rs/authentication, what the login form
 * sends), for the tests that are not about logging in (those use `login`): no login page is loaded
 * and no form filled. The session id is put in the portal's sessionStorage (where a login without
 * "remember me" keeps it) before the first script of the page's first portal load, which then
 * starts signed in, as after a reload: the portal restores the stored id and fetches its app data
 * (src/core/session/bootstrap.ts). Put there once only, so a logout in the test stays a logout.
 * With `acceptTerms`, a user's pending access message is accepted through the API, as the dialog
 * would (access-message.spec.ts tests the dialog). Answers the session id.
 */
export async function signIn(page: Page, username = 'forskrivare@example.org', options: { acceptTerms?: boolean } = {}): Promise<string> {
  const res = await page.request.post('/rs/authentication', { data: { username, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()) as { id: string };
  if (options.acceptTerms) await acceptAccessMessage(page.request, id);
  await startWithSession(page, id, new URL(res.url()).origin);
  return id;
}

/**
 * The page starts signed in with session `id` (made however the test made it: a password, a
 * one-time login token) on `origin`, as signIn's: put in the tab's storage once, before the first load.
 */
export async function startWithSession(page: Page, id: string, origin: string) {
  await page.addInitScript(
    ({ key, id, origin }) => {
      if (location.origin !== origin || sessionStorage.getItem('fsp.e2e.signedIn')) return;
      sessionStorage.setItem('fsp.e2e.signedIn', '1');
      sessionStorage.setItem(key, id);
    },
    { key: SESSION_KEY, id, origin },
  );
}

/** The session's pending access message, if any, accepted through the API (as the dialog would). */
async function acceptAccessMessage(request: APIRequestContext, id: string) {
  const headers = { 'X-Session-Id': id };
  const appData = await request.get('/rs/authentication', { headers });
  expect(appData.status()).toBe(200);
  if (((await appData.json()) as { accessMessage?: unknown }).accessMessage) {
    const accepted = await request.put('/rs/fsp/v1/user/message', { headers, data: { accepted: true } });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
}

/**
 * `username`'s pending access message accepted through the API, in a session of its own that is
 * then ended: for a test that logs in through a login page of its own and is not about the access
 * message (access-message.spec.ts is), whatever ran before it in its worker.
 */
export async function acceptTermsOf(request: APIRequestContext, username: string) {
  const res = await request.post('/rs/authentication', { data: { username, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()) as { id: string };
  await acceptAccessMessage(request, id);
  expect((await request.delete('/rs/authentication', { headers: { 'X-Session-Id': id } })).ok()).toBe(true);
}

export async function storedSession(page: Page) {
  return page.evaluate((key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }), SESSION_KEY);
}

export async function expectLoggedIn(page: Page, name = 'Frida Förskrivare') {
  await expect(page.locator('header .user')).toContainText(name);
}

/**
 * axe (WCAG 2.1 A and AA) on the page as it is, or on the part `include` selects (an element with
 * its shadow tree and dialogs): no violations. In axe's legacy mode (`axe.run` in the page): the
 * default mode runs `axe.runPartial` in every frame and then `axe.finishRun` in a blank page of its
 * own, which only adds cross-origin frames to the scan; no page of ours has a frame, and that blank
 * page made every scan about twice as slow (1.3 s against 0.6 s on the 2-core CI machine).
 */
/**
 * No shell (the reduced layout under /embedded, a host page): none of the portal's header, footer,
 * menu or skip link in the page's own tree. Read there, not by a locator, which also finds an
 * element's own landmarks in its shadow root (the product wizard's stepper is a nav).
 */
export async function expectNoShell(page: Page) {
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('header, footer, nav, .skip-link').length)).toBe(0);
}

export async function expectNoViolations(page: Page, screen: string, options: { include?: string } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode();
  if (options.include) builder = builder.include(options.include);
  const result = await builder.analyze();
  const summary = result.violations.map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * Watches the page for CSP violations from now on (every navigation): its `securitypolicyviolation`
 * events (captured on the document, so those of shadow trees and workers' fetches too) and the
 * console's errors that say a policy refused something (Chromium logs a refusal there, Trusted
 * Types' too). The returned function answers what was seen so far.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Trusted ?Types?|Refused to/i.test(m.text())) logged.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`), true);
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...logged];
}

/**
 * A hand scanner that types (a keyboard wedge, issue 40) scanning `text` into `field`: the field
 * focused as it is (no click: the caret stays where the last scan left it), each key then Enter
 * sent as Chromium's own input (CDP), so the browser types them and does Enter's default as it does
 * a device's; FNC1 as the GS character, a keystroke of its own (key U+001D, as a scanner set to
 * transmit it sends it; Playwright's keyboard has no such key). Each key is stamped 5 ms after the
 * one before (the page's `event.timeStamp`, which core's wedge.ts reads, as a device's keys carry
 * the time they were sent): stamped, not timed, since on a busy 2-core machine keys sent 5 ms apart
 * arrived up to 58 ms apart, which no scanner does, and a separate `press('Enter')` 100 ms and more
 * after the last, which is a person's Enter.
 */
export async function handScan(field: Locator, text: string) {
  const page = field.page();
  await field.focus();
  const cdp = await page.context().newCDPSession(page);
  const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13, text: '\r' };
  const keys = [...[...text].map((key) => ({ key, text: key, unmodifiedText: key })), enter];
  const start = Date.now() / 1000;
  try {
    for (const [i, key] of keys.entries()) {
      const timestamp = start + i * 0.005;
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key, timestamp });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: key.key, timestamp: timestamp + 0.001 });
    }
  } finally {
    await cdp.detach();
  }
}
