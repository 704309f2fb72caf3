/**
 * The fitting list and the planner's planning view (issue 14, `<fsp-fittings>`): the consultant's
 * tabs (Active by next meeting, Waiting, Closed); the planner releasing two unplanned fittings in
 * one action and regretting one release; a user who is not a planner opening the planning view;
 * the planner editing a meeting's time, refused while the to time is before the from time; the
 * same list embedded (/embedded/my-myloc/fittings with a login token, as embedded.spec.ts opens it). The
 * server is shared by the spec files of a run: what this file changes it puts back (the releases),
 * and every check is about the seeded fittings (server/seed/fittings.ts, DEMO_FITTINGS).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoShell, expectNoViolations } from './helpers.ts';
import { plannerFlow, row, shownIds, standalone } from './fitting-flows.ts';

const list = (page: Page) => page.locator('fsp-fittings');

test('the consultant: Active by next meeting, then Waiting and Closed, the URL following', async ({ page }) => {
  await standalone.open(page, 'konsulent@example.org', '/my-myloc/fittings');
  await expect(list(page).getByRole('heading', { name: 'Mina utprovningar', level: 1 })).toBeVisible();
  await expect(list(page).getByRole('tab', { name: 'Aktiva' })).toHaveAttribute('aria-selected', 'true');
  await expect(list(page).locator('[part=count]')).toHaveText('2 utprovningar');
  expect(await shownIds(list(page))).toEqual([1, 10]);
  await expectNoViolations(page, 'fittings, Active');

  await list(page).getByRole('tab', { name: 'Väntande' }).click();
  await expect(page).toHaveURL(/\/my-myloc\/fittings\?status=waiting$/);
  // Fittings 3, 11 and 12 are the consultant flow's (fitting-flows.ts): waiting here, or closed once
  // fitting-detail.spec.ts or fittings-host.spec.ts has completed them.
  const others = (ids: number[]) => ids.filter((id) => ![3, 11, 12].includes(id));
  await expect.poll(async () => others((await shownIds(list(page))).sort((a, b) => a - b))).toEqual([2, 6]);
  await expect(list(page).locator('[part=count]')).toHaveText(`${(await shownIds(list(page))).length} utprovningar`);

  await list(page).getByRole('tab', { name: 'Avslutade' }).click();
  await expect(page).toHaveURL(/status=closed$/);
  await expect(list(page).getByRole('columnheader', { name: 'Avslutad' })).toBeVisible();
  await expect.poll(async () => others(await shownIds(list(page)))).toEqual([7, 8]);
  await expect(list(page).locator('[part=count]')).toHaveText(`${(await shownIds(list(page))).length} utprovningar`);

  // A row opens the fitting's detail.
  await list(page).locator('a[href="/my-myloc/fittings/7/info?status=closed"]').click();
  await expect(page).toHaveURL(/\/my-myloc\/fittings\/7\/info\?status=closed$/);
});

test('the planner releases two unplanned fittings at once and regrets one release', async ({ page, request }) => {
  await plannerFlow(page, request, standalone);
});

test('a user who is not a planner gets a message, not the planning view', async ({ page }) => {
  await standalone.open(page, 'tekniker@example.org', '/my-myloc/fittings?role=admin');
  await expect(list(page).getByRole('heading', { name: 'Du är inte planerare' })).toBeVisible();
  await expect(list(page).getByRole('table')).toHaveCount(0);
  await expect(list(page).getByRole('button', { name: 'Släpp', exact: true })).toHaveCount(0);
  await expectNoViolations(page, 'planning, not a planner');
});

test('the planner edits a meeting: a to time before the from time is refused, then saved', async ({ page }) => {
  await standalone.open(page, 'planerare@example.org', '/my-myloc/fittings?role=admin');
  await expect(row(page, 5)).toBeVisible();
  await list(page).getByRole('button', { name: 'Redigera' }).click();
  const from = row(page, 5).getByLabel(/^Från, /);
  const to = row(page, 5).getByLabel(/^Till, /);
  await from.fill('10:00');
  await to.fill('09:00');
  await list(page).getByRole('button', { name: 'Spara' }).click();
  await expect(row(page, 5)).toContainText('Till-tiden kan inte vara före från-tiden.');
  await expect(to).toHaveValue('09:00');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'planning, edit with a time error');

  await to.fill('11:15');
  await list(page).getByRole('button', { name: 'Spara' }).click();
  await expect(page.locator('.fsp-snackbar')).toContainText('1 möte sparades.');
  await expect(list(page).getByRole('button', { name: 'Redigera' })).toBeVisible();
  await expect(row(page, 5)).toContainText('10:00–11:15');
});

test('embedded: the same list under /embedded/my-myloc/fittings, the reduced layout, the tab in the URL', async ({ page, request }) => {
  const res = await request.post('/dev/login-tokens', { data: { username: 'tekniker@example.org', sessionKind: 'embedded' } });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await page.goto(`/embedded/my-myloc/fittings?loginToken=${token}`);
  await expect(list(page).getByRole('heading', { name: 'Mina utprovningar', level: 1 })).toBeVisible();
  await expectNoShell(page);
  // Tove Tekniker is the technician of 1 and 10 (booked), 2 (released, not booked).
  await expect(list(page).locator('[part=count]')).toHaveText('2 utprovningar');
  expect(await shownIds(list(page))).toEqual([1, 10]);
  await list(page).getByRole('tab', { name: 'Väntande' }).click();
  await expect(page).toHaveURL(/\/embedded\/my-myloc\/fittings\?status=waiting$/);
  await expect(list(page).locator('[part=count]')).toHaveText('1 utprovning');
  expect(await shownIds(list(page))).toEqual([2]);
  await expectNoViolations(page, 'embedded fittings, Waiting');
});
