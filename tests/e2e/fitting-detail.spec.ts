/**
 * The fitting detail (issue 14, `<fsp-fitting>`): Kalle Konsulent opens fitting 3 (no meetings yet)
 * at its next-meeting tab and creates meetings in the dialog: a date before today and a to time
 * before the from time are refused with their messages (nothing typed lost), then a booked meeting
 * is created. He may not edit a booked meeting (no Edit), and Complete is hidden while it is booked;
 * he annuls it (confirmed, then under Previous meetings as Annulled), creates a planned one and edits
 * it, and completes the fitting, which leads to the list's path. Tove Tekniker opens fitting 1: no
 * New meeting, Annul or Complete, and the API answers a direct call 403.
 */
import { expect, test, type Page } from '@playwright/test';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import { swedishNow } from '../../src/contract/shared/fitting-rules.ts';
import { expectLoggedIn, expectNoViolations, login, storedSession } from './helpers.ts';

const fitting = (page: Page) => page.locator('fsp-fitting');
const day = (offset: number) => swedishNow(new Date(Date.now() + offset * 86_400_000)).date;

/**
 * Logs in at the start page; Kalle accepts the terms if they are still asked (once per server: an
 * earlier spec file of the run may have accepted them already).
 */
async function loginAs(page: Page, username: string, name: string, acceptTerms: boolean) {
  await page.goto('/');
  await login(page, username);
  await expectLoggedIn(page, name);
  const terms = page.getByRole('dialog', { name: 'Villkor för användning av förskrivarportalen' });
  const welcome = page.getByRole('heading', { name: 'Välkommen till förskrivarportalen', level: 1 });
  if (acceptTerms) await expect(terms.or(welcome).first()).toBeVisible();
  if (acceptTerms && (await terms.isVisible())) {
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Godkänn', exact: true }).click();
    await expect(terms).toBeHidden();
  }
}

async function fillTimes(page: Page, date: string, from: string, to: string) {
  const dialog = fitting(page).getByRole('dialog');
  await dialog.getByLabel('Datum', { exact: true }).fill(date);
  await dialog.getByLabel('Från', { exact: true }).fill(from);
  await dialog.getByLabel('Till', { exact: true }).fill(to);
}

test('Kalle creates, annuls and edits meetings of fitting 3 and completes it', async ({ page }) => {
  await loginAs(page, 'konsulent@example.org', 'Kalle Konsulent', true);
  await page.goto('/my-myloc/fittings/3/next-meeting');
  const el = fitting(page);
  await expect(el.getByRole('heading', { level: 1 })).toContainText('/');
  await expect(el.getByRole('tab', { name: 'Nästa möte' })).toHaveAttribute('aria-selected', 'true');
  await expect(el.getByText('Inget kommande möte')).toBeVisible();
  await expectNoViolations(page, 'next meeting, none');

  // A date before today: refused before any call, the date marked.
  await el.getByRole('button', { name: 'Nytt möte' }).click();
  const dialog = el.getByRole('dialog', { name: 'Nytt möte' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Fyll i de rödmarkerade fälten.');
  await expect(dialog.getByLabel('Datum', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await fillTimes(page, day(-1), '10:00', '11:00');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Datumet kan inte vara före i dag.');
  await expectNoViolations(page, 'meeting dialog with an error');

  // The to time before the from time.
  await fillTimes(page, day(2), '10:00', '09:00');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Till-tiden kan inte vara före från-tiden.');
  await expect(dialog.getByLabel('Till', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // A valid one, booked.
  await dialog.getByLabel('Till', { exact: true }).fill('11:00');
  await dialog.getByLabel('Kommentar').fill('Första provningen.');
  await dialog.getByLabel('Boka mötet').check();
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toHaveCount(0);
  const booked = el.locator('[part=meeting]').first();
  await expect(booked).toContainText('Bokat');
  await expect(booked).toContainText('10:00–11:00');
  await expect(booked).toContainText('Första provningen.');
  // Kalle may not edit a booked meeting; Complete waits while it is booked.
  await expect(booked.getByRole('button', { name: /^Ändra/ })).toHaveCount(0);
  await expect(el.getByRole('button', { name: 'Slutför' })).toHaveCount(0);

  // Annul it, confirmed.
  await booked.getByRole('button', { name: /^Makulera mötet/ }).click();
  const confirm = el.getByRole('dialog', { name: 'Makulera mötet?' });
  await confirm.getByRole('button', { name: 'Makulera' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(el.getByText('Inget kommande möte')).toBeVisible();
  await el.getByRole('tab', { name: 'Tidigare möten' }).click();
  await expect(page).toHaveURL(/\/my-myloc\/fittings\/3\/previous-meetings$/);
  await expect(el.locator('[part=meeting]').first()).toContainText('Makulerat');

  // A planned meeting, then edited.
  await el.getByRole('tab', { name: 'Nästa möte' }).click();
  await el.getByRole('button', { name: 'Nytt möte' }).click();
  await fillTimes(page, day(3), '13:00', '14:00');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toHaveCount(0);
  const planned = el.locator('[part=meeting]').first();
  await expect(planned).toContainText('Planerat');
  await planned.getByRole('button', { name: /^Ändra mötet/ }).click();
  const edit = el.getByRole('dialog', { name: 'Ändra möte' });
  await expect(edit.getByLabel('Från', { exact: true })).toHaveValue('13:00');
  await edit.getByLabel('Till', { exact: true }).fill('14:30');
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(edit).toHaveCount(0);
  await expect(planned).toContainText('13:00–14:30');

  // An external comment, added and shown as typed (plain text).
  await el.getByRole('tab', { name: 'Externa kommentarer' }).click();
  await el.getByLabel('Ny kommentar').fill('Ring <b>före</b> besöket.');
  await el.getByRole('button', { name: 'Lägg till' }).click();
  await expect(el.getByText('Ring <b>före</b> besöket.')).toBeVisible();
  await expect(el.getByLabel('Ny kommentar')).toHaveValue('');

  // Complete, confirmed: back to the list's path.
  await el.getByRole('button', { name: 'Slutför' }).click();
  const complete = el.getByRole('dialog', { name: 'Slutför utprovningen?' });
  await complete.getByRole('button', { name: 'Slutför' }).click();
  await expect(page).toHaveURL(/\/my-myloc\/fittings$/);
});

test('Tove Tekniker sees fitting 1 without creating, annulling or completing; the API answers 403', async ({ page }) => {
  await loginAs(page, 'tekniker@example.org', 'Tove Tekniker', false);
  await page.goto('/my-myloc/fittings/1/next-meeting');
  const el = fitting(page);
  const meeting = el.locator('[part=meeting]').first();
  await expect(meeting).toContainText('Bokat');
  await expect(el.getByRole('button', { name: 'Nytt möte' })).toHaveCount(0);
  await expect(el.getByRole('button', { name: /^Makulera/ })).toHaveCount(0);
  await expect(el.getByRole('button', { name: 'Slutför' })).toHaveCount(0);
  await expectNoViolations(page, 'next meeting, tekniker');

  const { local, session } = await storedSession(page);
  const id = session ?? local ?? '';
  expect(id).not.toBe('');
  const answer = await page.request.post('/rs/fsp/v1/web-orders/fittings/1/meetings', {
    headers: { [SESSION_HEADER]: id },
    data: { date: day(4), fromTime: '10:00', toTime: '11:00' },
  });
  expect(answer.status()).toBe(403);
  expect((await page.request.post('/rs/fsp/v1/web-orders/fittings/1?action=COMPLETE', { headers: { [SESSION_HEADER]: id } })).status()).toBe(403);
});
