/**
 * Issue 38: back to where the user came from, and the people a fitting type makes mandatory.
 *
 * - Complete and Annul (spec 3 §4) return to the list the user came from: Frida, a planner of 1380,
 *   annuls an unplanned fitting opened from the planning view and is back on it (role=admin kept),
 *   in the portal (16), under /embedded (17) and in the demo workflow page, whose own list the
 *   element's fsp-navigate leads to (18); from her Waiting tab she completes a fitting and is back
 *   on Waiting (19 in the portal, 20 under /embedded).
 * - Mandatory people (spec 3 §5): the meeting dialog refuses a meeting without the consultant (13,
 *   type 1) or the technician (14, type 2) at the field, nothing typed lost (portal, /embedded);
 *   the server refuses it too: the API, and the planning view's Save of 15's meeting, which has no
 *   consultant (400 CONSULTANT_REQUIRED, shown, the typed time kept).
 *
 * Fittings 13-20 are Harald Ek's (1380), seeded for this file only (docs/world.md): no other spec
 * and no persona's list but Frida's sees them. 13-15 are left as seeded (nothing saved).
 */
import { expect, test, type Page } from '@playwright/test';
import { API_V1 } from '../../src/contract/constants.ts';
import { expectNoViolations } from './helpers.ts';
import { apiSession, day, demoPage, embedded, row, standalone, type FittingHost } from './fitting-flows.ts';

const FRIDA = 'forskrivare@example.org';
const fitting = (page: Page) => page.locator('fsp-fitting');
const list = (page: Page) => page.locator('fsp-fittings');

/** Annuls the fitting shown, confirmed. */
async function annul(page: Page) {
  await fitting(page).getByRole('button', { name: 'Makulera', exact: true }).click();
  const confirm = fitting(page).getByRole('dialog', { name: 'Makulera utprovningen?' });
  await confirm.getByRole('button', { name: 'Makulera', exact: true }).click();
}

/** Frida opens the planning view, a fitting from it, changes tab, annuls it: back on the planning view. */
async function annulFromPlanning(page: Page, host: FittingHost, id: number) {
  await host.open(page, FRIDA, '/my-myloc/fittings?role=admin');
  await expect(list(page).getByRole('tab', { name: 'Oplanerade' })).toHaveAttribute('aria-selected', 'true');
  await row(page, id).getByRole('link').click();
  await expect(page).toHaveURL(host.at(`/my-myloc/fittings/${id}/info?role=admin`));
  await expect(fitting(page).getByRole('heading', { level: 1 })).toContainText('/');
  // A tab keeps where the user came from.
  await fitting(page).getByRole('tab', { name: 'Händelser' }).click();
  await expect(page).toHaveURL(host.at(`/my-myloc/fittings/${id}/events?role=admin`));
  await annul(page);
  await expect(page).toHaveURL(host.at('/my-myloc/fittings?role=admin'));
  await expect(list(page).getByRole('tab', { name: 'Oplanerade' })).toHaveAttribute('aria-selected', 'true');
  await expect(list(page).getByRole('checkbox').first()).toBeVisible();
  await expect(row(page, 15)).toBeVisible();
  await expect(row(page, id)).toHaveCount(0);
}

test('the planner annuls a fitting opened from the planning view and is back on the planning view', async ({ page }) => {
  await annulFromPlanning(page, standalone, 16);
});

test('embedded: the planner annuls a fitting opened from the planning view and is back on /embedded’s planning view', async ({ page, request }) => {
  await annulFromPlanning(page, embedded(request), 17);
});

test('a host page: after Annul the element’s fsp-navigate leads the host to its own planning view', async ({ page, request }) => {
  const host = demoPage(request);
  await host.open(page, FRIDA, '/my-myloc/fittings?role=admin');
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    document.addEventListener('fsp-navigate', (e) => seen.push((e as CustomEvent<{ path: string }>).detail.path));
  });
  await row(page, 18).getByRole('link').click();
  await expect(page).toHaveURL(host.at('/my-myloc/fittings/18/info?role=admin'));
  await expect(fitting(page)).toHaveAttribute('back', '/my-myloc/fittings?role=admin');
  await annul(page);
  await expect(page).toHaveURL(host.at('/my-myloc/fittings?role=admin'));
  await expect(list(page)).toHaveAttribute('admin', '');
  await expect(row(page, 15)).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen).toContain('/my-myloc/fittings/18/info?role=admin');
  expect(seen.at(-1)).toBe('/my-myloc/fittings?role=admin');
});

/** Frida opens a fitting from her Waiting tab and completes it: back on Waiting. */
async function completeFromWaiting(page: Page, host: FittingHost, id: number) {
  await host.open(page, FRIDA, '/my-myloc/fittings?status=waiting');
  await expect(list(page).getByRole('tab', { name: 'Väntande' })).toHaveAttribute('aria-selected', 'true');
  await list(page).locator(`[part=fitting-link][href="/my-myloc/fittings/${id}/info?status=waiting"]`).click();
  await expect(page).toHaveURL(host.at(`/my-myloc/fittings/${id}/info?status=waiting`));
  await fitting(page).getByRole('button', { name: 'Slutför', exact: true }).click();
  const confirm = fitting(page).getByRole('dialog', { name: 'Slutför utprovningen?' });
  await confirm.getByRole('button', { name: 'Slutför', exact: true }).click();
  await expect(page).toHaveURL(host.at('/my-myloc/fittings?status=waiting'));
  await expect(list(page).getByRole('tab', { name: 'Väntande' })).toHaveAttribute('aria-selected', 'true');
  await expect(list(page).locator(`[part=fitting-link][href^="/my-myloc/fittings/${id}/info"]`)).toHaveCount(0);
  await list(page).getByRole('tab', { name: 'Avslutade' }).click();
  await expect(list(page).locator(`[part=fitting-link][href="/my-myloc/fittings/${id}/info?status=closed"]`)).toBeVisible();
}

test('a user completes a fitting opened from the Waiting tab and is back on Waiting', async ({ page }) => {
  await completeFromWaiting(page, standalone, 19);
});

test('embedded: a user completes a fitting opened from the Waiting tab and is back on /embedded’s Waiting', async ({ page, request }) => {
  await completeFromWaiting(page, embedded(request), 20);
});

test('the meeting dialog refuses a meeting without the mandatory consultant at the field, nothing typed lost', async ({ page }) => {
  await standalone.open(page, FRIDA, '/my-myloc/fittings/13/next-meeting');
  await fitting(page).getByRole('button', { name: 'Nytt möte' }).click();
  const dialog = fitting(page).getByRole('dialog', { name: 'Nytt möte' });
  const consultant = dialog.getByRole('combobox', { name: 'Konsulent (obligatorisk)' });
  await expect(consultant).toHaveValue('102'); // the fitting's, Karin Lund
  await dialog.getByLabel('Datum', { exact: true }).fill(day(3));
  await dialog.getByLabel('Från', { exact: true }).fill('10:00');
  await dialog.getByLabel('Till', { exact: true }).fill('11:00');
  await dialog.getByLabel('Kommentar').fill('Hembesök hos Harald.');
  await consultant.selectOption('');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Välj en konsulent: det krävs för den här utprovningstypen.');
  await expect(consultant).toHaveAttribute('aria-invalid', 'true');
  await expect(consultant).toBeFocused();
  await expect(dialog.getByLabel('Kommentar')).toHaveValue('Hembesök hos Harald.');
  await expect(dialog.getByLabel('Från', { exact: true })).toHaveValue('10:00');
  await expectNoViolations(page, 'meeting dialog, the mandatory consultant missing');
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(fitting(page).getByText('Inget kommande möte')).toBeVisible();
});

test('embedded: the meeting dialog refuses a meeting without the mandatory technician at the field', async ({ page, request }) => {
  await embedded(request).open(page, FRIDA, '/my-myloc/fittings/14/next-meeting');
  await fitting(page).getByRole('button', { name: 'Nytt möte' }).click();
  const dialog = fitting(page).getByRole('dialog', { name: 'Nytt möte' });
  await dialog.getByLabel('Datum', { exact: true }).fill(day(4));
  await dialog.getByLabel('Från', { exact: true }).fill('13:00');
  await dialog.getByLabel('Till', { exact: true }).fill('14:00');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  const technician = dialog.getByRole('combobox', { name: 'Tekniker (obligatorisk)' });
  await expect(dialog.getByRole('alert')).toHaveText('Välj en tekniker: det krävs för den här utprovningstypen.');
  await expect(technician).toHaveAttribute('aria-invalid', 'true');
  await expect(technician).toBeFocused();
  await expect(dialog.getByLabel('Till', { exact: true })).toHaveValue('14:00');
  await expectNoViolations(page, 'embedded meeting dialog, the mandatory technician missing');
});

test('the server refuses a meeting without a mandatory person: the API, and the planning view’s Save', async ({ page, request }) => {
  const headers = await apiSession(request, FRIDA);
  const create = await request.post(`${API_V1}/web-orders/fittings/13/meetings`, { headers, data: { date: day(3), fromTime: '10:00', toTime: '11:00', consultantId: null } });
  expect(create.status()).toBe(400);
  expect(((await create.json()) as { error: { code: string } }).error.code).toBe('CONSULTANT_REQUIRED');

  // 15 (type 1) has no consultant: the Save of its changed time is refused, the time kept.
  await standalone.open(page, FRIDA, '/my-myloc/fittings?role=admin');
  await expect(row(page, 15)).toBeVisible();
  await list(page).getByRole('button', { name: 'Redigera' }).click();
  const from = row(page, 15).getByLabel(/^Från, /);
  const to = row(page, 15).getByLabel(/^Till, /);
  await from.fill('09:15');
  await to.fill('10:15');
  await list(page).getByRole('button', { name: 'Spara' }).click();
  await expect(list(page).getByRole('alert')).toContainText('Välj en konsulent: det krävs för den här utprovningstypen.');
  await expect(from).toHaveValue('09:15');
  await expect(list(page).getByRole('button', { name: 'Spara' })).toBeVisible();
  await expectNoViolations(page, 'planning view, Save refused for a mandatory consultant');
});
