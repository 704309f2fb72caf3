import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo';
export const SESSION_KEY = 'fsp.session';

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

export async function storedSession(page: Page) {
  return page.evaluate((key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }), SESSION_KEY);
}

export async function expectLoggedIn(page: Page, name = 'Frida Förskrivare') {
  await expect(page.locator('header .user')).toContainText(name);
}

/** axe (WCAG 2.1 A and AA) on the page as it is: no violations. */
export async function expectNoViolations(page: Page, screen: string) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = result.violations.map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
