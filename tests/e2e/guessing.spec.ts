/**
 * Password guessing is slowed (issue 36, server/throttle.ts): after 10 wrong passwords for one
 * account the next tries answer 429 with Retry-After; the login page says how long to wait, in
 * Swedish and in English, counts it down on its button, and the right password works once the wait
 * is over. The e2e server's first wait is 4 s (ATTEMPT_WAIT_SECONDS, playwright.config.ts).
 */
import { expect, test } from '@playwright/test';
import { chooseUsernameLogin, expectLoggedIn, PASSWORD } from './helpers.ts';

// A persona no other spec logs in, so its count is this spec's alone.
const USERNAME = 'okand@example.org';

test('after 10 wrong passwords the login page says how long to wait, and the right password works after it', async ({ page }) => {
  for (let i = 1; i <= 10; i++) {
    const res = await page.request.post('/rs/authentication', { data: { username: USERNAME, password: `wrong-${i}` } });
    expect(res.status()).toBe(401);
  }
  await page.goto('/');
  await chooseUsernameLogin(page);
  await page.getByLabel('Användarnamn').fill(USERNAME);
  await page.getByLabel('Lösenord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^För många försök\. Vänta \d sekunder? och försök igen\.$/);
  const waiting = page.getByRole('button', { name: /^Vänta 0:0\d$/ });
  await expect(waiting).toBeDisabled();

  // In English too (the fields keep what was typed).
  await page.getByRole('button', { name: /English/ }).click();
  await expect(page.getByLabel('Username')).toHaveValue(USERNAME);
  await expect(page.getByRole('button', { name: /^Wait 0:0\d$/ })).toBeDisabled();
  // The wait is over: the button is back, and the right password logs in.
  const submit = page.getByRole('button', { name: 'Log in' });
  await expect(submit).toBeEnabled({ timeout: 8_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await submit.click();
  await expectLoggedIn(page, 'Oskar Okänd');
});

test('a wait refused in English says so in English', async ({ page, request }) => {
  // An unknown username is counted the same (a 429 tells nothing about who has an account).
  const username = 'nobody@example.org';
  for (let i = 1; i <= 10; i++) expect((await request.post('/rs/authentication', { data: { username, password: 'wrong' } })).status()).toBe(401);
  await page.goto('/');
  await page.getByRole('button', { name: /English/ }).click();
  await chooseUsernameLogin(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('still wrong');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Wait \d seconds? and try again\.$/);
  await expect(page.getByRole('button', { name: /^Wait 0:0\d$/ })).toBeDisabled();
});
