/**
 * Spec 1, profile and passwords, as a user: forgot password -> the mailed link -> a new password;
 * edit the profile; the standard location; change the password; the catalogue-view setting.
 * Each test uses its own persona: they change passwords and names in the shared e2e database.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseUsernameLogin, expectLoggedIn, login } from './helpers.ts';

const NEW_PASSWORD = 'Hjälpmedel#2026';

async function latestResetLink(page: Page, to: string): Promise<string> {
  await page.goto('/dev/mailbox');
  const mail = page.locator('article', { hasText: `To: ${to}` }).first();
  await expect(mail).toBeVisible();
  const href = await mail.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/\/password\/reset\?resettoken=[0-9a-f]{64}$/);
  return href ?? '';
}

test('forgot password: the link from the mailbox sets a new password; the old one stops working', async ({ page }) => {
  await page.goto('/');
  await chooseUsernameLogin(page);
  await page.getByRole('button', { name: 'Glömt lösenordet?' }).click();
  await expect(page.getByRole('heading', { name: 'Glömt lösenordet' })).toBeVisible();
  await page.getByRole('button', { name: 'Återställ lösenord' }).click();
  await expect(page.getByText('Ange ditt användarnamn, en e-postadress.')).toBeVisible();
  await page.getByLabel('Användarnamn').fill('tekniker@example.org');
  await page.getByRole('button', { name: 'Återställ lösenord' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Om användarnamnet finns har vi skickat en länk' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();

  const link = await latestResetLink(page, 'tekniker@example.org');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Välj ett nytt lösenord' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Spara nytt lösenord' });
  await page.getByLabel('Nytt lösenord', { exact: true }).fill('kort');
  await expect(page.getByRole('list', { name: 'Lösenordskrav' }).getByRole('listitem').filter({ hasText: '(uppfyllt)' })).toHaveCount(1);
  await expect(save).toBeDisabled();
  await page.getByLabel('Nytt lösenord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Upprepa nytt lösenord').fill(`${NEW_PASSWORD}x`);
  await expect(page.getByText('Lösenorden är inte lika.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Upprepa nytt lösenord').fill(NEW_PASSWORD);
  await expect(page.getByRole('list', { name: 'Lösenordskrav' }).getByRole('listitem').filter({ hasText: '(uppfyllt)' })).toHaveCount(5);
  await save.click();
  // Spec 1: the server's message shown, and back on the start page (the token left the address bar and history).
  await expect(page.getByText('Lösenordet är ändrat.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Välkommen till förskrivarportalen' })).toBeVisible();

  // The same link again: used.
  await page.goto(link);
  await page.getByLabel('Nytt lösenord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Upprepa nytt lösenord').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(page.getByRole('alert')).toContainText('ogiltig eller har redan använts');

  await page.goto('/');
  await login(page, 'tekniker@example.org');
  await expect(page.getByRole('alert')).toHaveText('Felaktigt användarnamn eller lösenord.');
  await page.getByLabel('Lösenord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expectLoggedIn(page, 'Tove Tekniker');
});

test('profile: required fields, save only when changed, the header shows the new name', async ({ page }) => {
  await page.goto('/');
  await login(page, 'lager@example.org');
  await expectLoggedIn(page, 'Leo Lagerström');
  await page.locator('header .user').click();
  await expect(page).toHaveURL(/\/my-myloc\/profile$/);
  const profile = page.locator('fsp-profile');
  await expect(profile.getByRole('heading', { name: 'Min profil', level: 1 })).toBeVisible();
  const save = profile.getByRole('button', { name: 'Spara', exact: true });
  await expect(profile.getByLabel('Förnamn')).toHaveValue('Leo');
  await expect(save).toBeDisabled();

  await profile.getByLabel('Förnamn').fill('');
  await expect(profile.getByText('Fyll i förnamn.')).toBeVisible();
  await expect(save).toBeDisabled();
  await profile.getByLabel('E-post').fill('inte-en-adress');
  await expect(profile.getByText('Ange en giltig e-postadress.')).toBeVisible();
  await profile.getByLabel('Förnamn').fill('Leona');
  await profile.getByLabel('E-post').fill('lager@example.org');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.locator('fsp-profile .fsp-snackbar, .fsp-snackbar').first()).toContainText('Ändringarna är sparade.');
  await expectLoggedIn(page, 'Leona Lagerström');
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.locator('fsp-profile').getByLabel('Förnamn')).toHaveValue('Leona');
});

test('standard location: only facilities of authorized municipalities; the choice is saved', async ({ page }) => {
  await page.goto('/');
  await login(page, 'lager@example.org');
  await expect(page.locator('header .user')).toContainText('Lagerström');
  await page.goto('/my-myloc/profile');
  const select = page.locator('fsp-profile').getByRole('combobox', { name: 'Standardplats' });
  await expect(select).toHaveValue('2');
  const options = await select.locator('option').allTextContents();
  expect(options).toEqual(['Välj en plats', 'Baslager Malmö Centrum (Baslager)', 'Centrallager Malmö (Centrallager)']);
  const saveLocation = page.locator('fsp-profile').getByRole('button', { name: 'Spara standardplats' });
  await expect(saveLocation).toBeDisabled();
  await select.selectOption('1');
  await saveLocation.click();
  await expect(page.locator('.fsp-snackbar').first()).toContainText('Ändringarna är sparade.');
  await page.reload();
  const reloaded = page.locator('fsp-profile').getByRole('combobox', { name: 'Standardplats' });
  await expect(reloaded).toHaveValue('1');
  // Back to Baslager Malmö Centrum: the base-storage tests open Leo's own storage by default.
  await reloaded.selectOption('2');
  await page.locator('fsp-profile').getByRole('button', { name: 'Spara standardplats' }).click();
  await expect(page.locator('.fsp-snackbar').first()).toContainText('Ändringarna är sparade.');
});

test('change password: the rules, the server message in the dialog, Escape closes, then a new password', async ({ page }) => {
  await page.goto('/');
  await login(page, 'planerare@example.org');
  await expectLoggedIn(page, 'Petra Planerare');
  await page.goto('/my-myloc/profile');
  const profile = page.locator('fsp-profile');
  await profile.getByRole('button', { name: 'Byt lösenord' }).click();
  const dialog = profile.getByRole('dialog', { name: 'Byt lösenord' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await profile.getByRole('button', { name: 'Byt lösenord' }).click();
  const submit = dialog.getByRole('button', { name: 'Byt lösenord' });
  await dialog.getByLabel('Nuvarande lösenord').fill('fel-lösenord');
  await dialog.getByLabel('Nytt lösenord', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Upprepa nytt lösenord').fill(NEW_PASSWORD);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Det nuvarande lösenordet är fel.');
  await expect(dialog.getByLabel('Nytt lösenord', { exact: true })).toHaveValue(NEW_PASSWORD); // nothing typed is lost

  await dialog.getByLabel('Nuvarande lösenord').fill('demo');
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.fsp-snackbar').first()).toContainText('Lösenordet är ändrat.');

  await page.getByRole('button', { name: 'Logga ut' }).click();
  await login(page, 'planerare@example.org', { password: NEW_PASSWORD });
  await expectLoggedIn(page, 'Petra Planerare');
});

test('settings: the catalogue view is saved per user and shown again', async ({ page }) => {
  await page.goto('/');
  await login(page, 'comflow@example.org');
  await expect(page.locator('header .user')).toBeVisible();
  await page.goto('/settings');
  const settings = page.locator('fsp-profile');
  await expect(settings.getByRole('heading', { name: 'Inställningar', level: 1 })).toBeVisible();
  await expect(settings.getByRole('radio', { name: 'Rutnät' })).toBeChecked(); // never set: the default
  await settings.getByRole('radio', { name: 'Lista' }).check();
  await expect(page.locator('.fsp-snackbar').first()).toContainText('Ändringarna är sparade.');
  await page.reload();
  await expect(page.locator('fsp-profile').getByRole('radio', { name: 'Lista' })).toBeChecked();
  await page.locator('fsp-profile').getByRole('link', { name: 'Min profil' }).click();
  await expect(page).toHaveURL(/\/my-myloc\/profile$/);
});
