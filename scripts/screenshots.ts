/**
 * Screenshots of the main screens at 375 px and 1366 px in both languages, for looking at what we
 * build as a person would: `node scripts/screenshots.ts [base URL] [out dir]` against a running portal.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright';
import { launchOptions } from './chromium.ts';

const base = process.argv[2] ?? 'http://localhost:8080';
const out = process.argv[3] ?? 'test-results/screens';
mkdirSync(out, { recursive: true });

async function login(page: Page) {
  await page.goto(`${base}/`);
  // With more than one login method, the selector comes first.
  const choice = page.getByRole('button', { name: /^(Användarnamn och lösenord|Username and password)$/ });
  await choice.or(page.locator('input[name=username]')).first().waitFor();
  if (await choice.isVisible()) await choice.click();
  await page.locator('input[name=username]').fill('forskrivare@example.org');
  await page.locator('input[name=password]').fill('demo');
  await page.locator('form button[type=submit]').click();
  await page.locator('.user').waitFor();
}

const browser = await chromium.launch(launchOptions());
for (const lang of ['sv', 'en']) {
  for (const width of [375, 1366]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const shot = async (name: string) => {
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${name}-${lang}-${width}.png`, fullPage: true });
    };
    await page.goto(`${base}/?lang=${lang}`);
    await page.locator('.login-form').first().waitFor();
    await shot('login');
    await login(page);
    await page.locator('.welcome-page, .fsp-state').first().waitFor();
    await page.locator('fsp-education').locator('[part=occasion]').first().waitFor();
    await shot('home');
    await page.goto(`${base}/messages`);
    const messages = page.locator('fsp-messages');
    await messages.locator('[part=message] a, [part=message] button').first().waitFor();
    await shot('messages');
    await messages.locator('[part=message] a, [part=message] button').first().click();
    await messages.locator('[part=body]').waitFor();
    await shot('message');
    await messages.locator('[part=new-message]').click();
    await messages.locator('dialog[open]').waitFor();
    await shot('new-message');
    await page.keyboard.press('Escape');
    await page.goto(`${base}/documents`);
    await page.locator('fsp-documents').locator('a').first().waitFor();
    await shot('documents');
    await page.locator('fsp-documents').locator('a').first().click();
    await page.locator('fsp-documents').locator('[part=file-list]').waitFor();
    await shot('folder');
    await page.goto(`${base}/clients?q=19`);
    await page.locator('fsp-clients').locator('[part=table] a').first().waitFor();
    await shot('clients');
    await page.goto(`${base}/clients/3/info`);
    await page.locator('fsp-client').locator('[part=info]').waitFor();
    await shot('client-info');
    await page.goto(`${base}/clients/2/contacts`);
    await page.locator('fsp-client').locator('[part=contact-table]').waitFor();
    await shot('client-contacts');
    await page.goto(`${base}/clients/3/holdings`);
    await page.locator('fsp-client').locator('[part=holdings-table]').waitFor();
    await shot('client-holdings');
    await page.goto(`${base}/clients/3/holding-transactions`);
    await page.locator('fsp-client').locator('[part=transactions-table]').waitFor();
    await shot('client-transactions');
    await page.goto(`${base}/products?storage=3`);
    const catalogue = page.locator('fsp-product-catalogue');
    await catalogue.locator('[part=card]').first().waitFor();
    await shot('products');
    await page.goto(`${base}/products/2?storage=3&from=%2Fproducts%3Fstorage%3D3`);
    await page.locator('fsp-product').locator('[part=price]').waitFor();
    await shot('product');
    await page.goto(`${base}/nowhere`);
    await shot('not-found');
    await context.close();
  }
}
const host = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await host.goto(`${base}/demo/plain.html`);
await host.locator('fsp-documents').locator('a').first().waitFor();
await host.screenshot({ path: `${out}/host-plain-1366.png`, fullPage: true });
await browser.close();
console.log(`screenshots in ${out}`);
