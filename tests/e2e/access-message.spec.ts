/** The access message as a user meets it: a modal after 1 s; declining logs out, accepting lets in. */
import { expect, test } from '@playwright/test';
import { expectLoggedIn, login, storedSession } from './helpers.ts';

test('terms: declining logs out with "not accepted"; accepting needs the GDPR box and lets the user in', async ({ page }) => {
  await page.goto('/');
  await login(page, 'konsulent@example.org');
  await expectLoggedIn(page, 'Kalle Konsulent');
  await expect(page.getByRole('status').filter({ hasText: 'Godkänn villkoren för att använda portalen.' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Villkor för användning av förskrivarportalen' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('dataskyddsförordningen (GDPR)');
  await dialog.getByRole('button', { name: 'Godkänn inte' }).click();
  await expect(page.locator('.fsp-snackbar')).toContainText('Användarmeddelandet godkändes inte.');
  expect(await storedSession(page)).toEqual({ local: null, session: null });

  await login(page, 'konsulent@example.org');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Godkänn', exact: true });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Välkommen till förskrivarportalen', level: 1 })).toBeVisible();
  await page.goto('/documents');
  await expect(page.locator('fsp-documents [part=folder]')).toHaveCount(6);
});
