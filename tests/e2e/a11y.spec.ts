/** axe on the standalone's screens, in both languages, at 375 and 1366 px: no violations. */
import { expect, test } from '@playwright/test';
import { AXE_VIEWS, chooseUsernameLogin, expectLoggedIn, expectNoViolations, login, signIn } from './helpers.ts';

for (const { lang, width } of AXE_VIEWS) {
  test(`axe: login, forgot, reset, home, documents, folder, profile, settings, not-found (${lang}, ${width} px)`, async ({ page }) => {
    // Nine screens, each scanned: more than the default 30 s on a busy 2-core machine.
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator('#methods-title')).toBeVisible();
    await expectNoViolations(page, 'login method selector');
    await chooseUsernameLogin(page);
    await expectNoViolations(page, 'login');
    await page.getByRole('button', { name: lang === 'sv' ? 'Glömt lösenordet?' : 'Forgot password?' }).click();
    await expectNoViolations(page, 'forgot password');
    await page.goto(`/password/reset?resettoken=${'0'.repeat(64)}`);
    await expect(page.locator('.reset-form')).toBeVisible();
    await expectNoViolations(page, 'reset password');
    await page.goto('/');
    await page.goto('/mobile-id-login');
    await expect(page.locator('fsp-mobile-id svg')).toBeVisible();
    await expectNoViolations(page, 'mobile BankID');
    await page.goto('/');

    await login(page);
    await expectLoggedIn(page);
    await expect(page.locator('.welcome-page')).toBeVisible();
    await expectNoViolations(page, 'home');

    await page.goto('/documents');
    await expect(page.locator('fsp-documents [part=folder]')).toHaveCount(6);
    await expectNoViolations(page, 'documents');

    await page.goto('/documents/1');
    await expect(page.locator('fsp-documents [part=file]')).toHaveCount(3);
    await expectNoViolations(page, 'folder');

    await page.goto('/my-myloc/profile');
    await expect(page.locator('fsp-profile select')).toBeVisible();
    await expectNoViolations(page, 'profile');
    await page.locator('fsp-profile').getByRole('button', { name: lang === 'sv' ? 'Byt lösenord' : 'Change password' }).click();
    await expect(page.locator('fsp-profile dialog')).toBeVisible();
    await expectNoViolations(page, 'change password');
    await page.keyboard.press('Escape');
    await page.goto('/settings');
    await expect(page.locator('fsp-profile input[type=radio]').first()).toBeVisible();
    await expectNoViolations(page, 'settings');

    await page.goto('/nowhere');
    await expect(page.locator('.error-page')).toBeVisible();
    await expectNoViolations(page, 'not-found');
  });
}

for (const { lang, width } of AXE_VIEWS) {
  test(`axe: report a deviation, my deviations, a deviation (${lang}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await page.goto(`/?lang=${lang}`);
    await expectLoggedIn(page);

    await page.goto('/deviation');
    await expect(page.locator('fsp-deviation-report h1')).toHaveText(lang === 'sv' ? 'Rapportera avvikelse' : 'Report a deviation');
    await expect(page.locator('fsp-deviation-report select[name=category]')).toBeVisible();
    await expectNoViolations(page, 'report a deviation, step 1');

    await page.goto('/my-myloc/deviations');
    await expect(page.locator('fsp-deviations h1')).toHaveText(lang === 'sv' ? 'Mina avvikelser' : 'My deviations');
    await expect(page.locator('fsp-deviations [part=deviation-link]').first()).toBeVisible();
    await expectNoViolations(page, 'my deviations');

    await page.goto('/my-myloc/deviations/5/info');
    await expect(page.locator('fsp-deviation h1')).toHaveText(lang === 'sv' ? 'Avvikelse 300005' : 'Deviation 300005');
    await expect(page.locator('fsp-deviation [part=info]')).toBeVisible();
    await expectNoViolations(page, 'a deviation, info');
  });
}

for (const { lang, width } of AXE_VIEWS) {
  test(`axe: the stock balance and its move dialog, the inventory count, the inventory search, a fixed asset (${lang}, ${width} px)`, async ({ page }) => {
    // Several screens, each scanned: up to 21 s of the default 30 s on the 2-core CI machine.
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'lager@example.org');
    await page.goto(`/?lang=${lang}`);
    await expectLoggedIn(page, 'Leo Lagerström');

    await page.goto('/base-storages?storage=2');
    const balance = page.locator('fsp-stock-balance');
    await expect(balance.locator('h1')).toHaveText(lang === 'sv' ? 'Lagersaldo' : 'Stock balance');
    const move = balance.locator('[part=rows] [role=listitem]').first().getByRole('button', { name: lang === 'sv' ? /^Flytta / : /^Move / });
    await expect(move).toBeVisible();
    await expectNoViolations(page, 'stock balance');
    await move.click();
    await expect(page.getByRole('dialog').getByRole('combobox')).toBeVisible(); // the locations have come
    await expectNoViolations(page, 'stock balance, move dialog');

    // The inventory count: no count, then one started (its lines), and the annul dialog, which
    // ends it (nothing left for the other tests).
    await page.goto('/base-storages/inventory?storage=2');
    const inventory = page.locator('fsp-inventory-count');
    const start = inventory.getByRole('button', { name: lang === 'sv' ? 'Starta inventering' : 'Start count' });
    await expect(start).toBeVisible();
    await expectNoViolations(page, 'inventory count, none');
    await start.click();
    await expect(inventory.locator('[part=count-input]').first()).toBeVisible();
    await expectNoViolations(page, 'inventory count, lines');
    await inventory.locator('[part=annul]').click();
    const annul = page.getByRole('dialog');
    await expect(annul).toBeVisible();
    await expectNoViolations(page, 'inventory count, annul dialog');
    await annul.getByRole('button', { name: lang === 'sv' ? 'Makulera' : 'Annul', exact: true }).click();
    await expect(start).toBeVisible();

    await page.goto('/inventories?q=HMC40000');
    const hit = page.locator('fsp-inventory-search').getByRole('link', { name: 'HMC400001' });
    await expect(hit).toBeVisible();
    await expectNoViolations(page, 'inventory search');
    await hit.click();
    await expect(page.locator('fsp-fixed-asset [part=note]')).toBeVisible();
    await expectNoViolations(page, 'fixed asset');
  });
}
