/**
 * The fitting list and the planner's planning view (issue 14, `<fsp-fittings>`): the consultant's
 * tabs (Active by next meeting, Waiting, Closed); the planner releasing two unplanned fittings in
 * one action and regretting one release; a user who is not a planner opening the planning view;
 * the planner editing a meeting's time, refused while the to time is before the from time; the
 * same list embedded (/embedded/my-myloc/fittings with a login token, as embedded.spec.ts opens it). The
 * server is shared by the spec files of a run: what this file changes it puts back (the releases),
 * and every check is about the seeded fittings (server/seed/fittings.ts, DEMO_FITTINGS).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import { expectNoViolations, login, PASSWORD } from './helpers.ts';

const list = (page: Page) => page.locator('fsp-fittings');
/** The ids of the fittings shown, in order (from their links to the detail). */
async function shownIds(scope: Locator): Promise<number[]> {
  const hrefs = await scope.locator('[part=fitting-link]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => Number(/\/fittings\/(\d+)\/info$/.exec(h)?.[1] ?? 0));
}
const row = (page: Page, id: number) => list(page).locator('tr', { has: page.locator(`a[href="/my-myloc/fittings/${id}/info"]`) });

/** Logs in; accepts the terms if the user has them to accept (Kalle, once per server). */
async function start(page: Page, username: string, name: string) {
  await page.goto('/');
  await login(page, username);
  await expect(page.locator('header .user')).toContainText(name);
  const terms = page.getByRole('dialog', { name: 'Villkor för användning av förskrivarportalen' });
  const welcome = page.getByRole('heading', { name: 'Välkommen till förskrivarportalen', level: 1 });
  await expect(terms.or(welcome).first()).toBeVisible();
  if (await terms.isVisible()) {
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Godkänn', exact: true }).click();
    await expect(terms).toBeHidden();
  }
}

test('the consultant: Active by next meeting, then Waiting and Closed, the URL following', async ({ page }) => {
  await start(page, 'konsulent@example.org', 'Kalle Konsulent');
  await page.goto('/my-myloc/fittings');
  await expect(list(page).getByRole('heading', { name: 'Mina utprovningar', level: 1 })).toBeVisible();
  await expect(list(page).getByRole('tab', { name: 'Aktiva' })).toHaveAttribute('aria-selected', 'true');
  await expect(list(page).locator('[part=count]')).toHaveText('2 utprovningar');
  expect(await shownIds(list(page))).toEqual([1, 10]);
  await expectNoViolations(page, 'fittings, Active');

  await list(page).getByRole('tab', { name: 'Väntande' }).click();
  await expect(page).toHaveURL(/\/my-myloc\/fittings\?status=waiting$/);
  // Fitting 3 is fitting-detail.spec.ts's: waiting here, or closed once that file has completed it.
  const without3 = (ids: number[]) => ids.filter((id) => id !== 3);
  await expect.poll(async () => without3((await shownIds(list(page))).sort((a, b) => a - b))).toEqual([2, 6]);
  await expect(list(page).locator('[part=count]')).toHaveText(`${(await shownIds(list(page))).length} utprovningar`);

  await list(page).getByRole('tab', { name: 'Avslutade' }).click();
  await expect(page).toHaveURL(/status=closed$/);
  await expect(list(page).getByRole('columnheader', { name: 'Avslutad' })).toBeVisible();
  await expect.poll(async () => without3(await shownIds(list(page)))).toEqual([7, 8]);
  await expect(list(page).locator('[part=count]')).toHaveText(`${(await shownIds(list(page))).length} utprovningar`);

  // A row opens the fitting's detail.
  await list(page).locator('a[href="/my-myloc/fittings/7/info"]').click();
  await expect(page).toHaveURL(/\/my-myloc\/fittings\/7\/info$/);
});

test('the planner releases two unplanned fittings at once and regrets one release', async ({ page, request }) => {
  await start(page, 'planerare@example.org', 'Petra');
  await page.goto('/my-myloc/fittings?role=admin');
  await expect(list(page).getByRole('tab', { name: 'Oplanerade' })).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 4)).toBeVisible();
  const release = list(page).getByRole('button', { name: 'Släpp', exact: true });
  await expect(release).toBeDisabled();
  await row(page, 4).getByRole('checkbox').check();
  await row(page, 5).getByRole('checkbox').check();
  await expect(list(page).getByRole('button', { name: 'Redigera' })).toBeDisabled();
  await expectNoViolations(page, 'planning, two chosen');
  await release.click();
  await expect(page.locator('.fsp-snackbar')).toContainText('2 möten släpptes för bokning.');
  await expect(row(page, 4)).toHaveCount(0);
  await expect(row(page, 5)).toHaveCount(0);

  await list(page).getByRole('tab', { name: 'Väntande' }).click();
  await expect(page).toHaveURL(/role=admin&status=waiting$/);
  await expect(row(page, 4)).toBeVisible();
  await expect(row(page, 5)).toBeVisible();
  await row(page, 4).getByRole('checkbox').check();
  await list(page).getByRole('button', { name: 'Ångra släpp' }).click();
  await expect(page.locator('.fsp-snackbar')).toContainText('Släppet av 1 möte ångrades.');
  await expect(row(page, 4)).toHaveCount(0);
  await expect(row(page, 5)).toBeVisible();

  await list(page).getByRole('tab', { name: 'Oplanerade' }).click();
  await expect(row(page, 4)).toBeVisible();

  // Fitting 5 back as seeded (unplanned), for the other spec files.
  const login = await request.post('/rs/authentication', { data: { username: 'planerare@example.org', password: PASSWORD } });
  const { id } = (await login.json()) as { id: string };
  const headers = { [SESSION_HEADER]: id };
  const fitting = (await (await request.get('/rs/fsp/v1/web-orders/fittings/5', { headers })).json()) as { nextMeeting: { id: number } };
  const back = await request.post('/rs/fsp/v1/web-orders/fittings/meetings?action=UNRELEASE_MEETINGS', { headers, data: { meetingIds: [fitting.nextMeeting.id] } });
  expect(back.status()).toBe(200);
});

test('a user who is not a planner gets a message, not the planning view', async ({ page }) => {
  await start(page, 'tekniker@example.org', 'Tove');
  await page.goto('/my-myloc/fittings?role=admin');
  await expect(list(page).getByRole('heading', { name: 'Du är inte planerare' })).toBeVisible();
  await expect(list(page).getByRole('table')).toHaveCount(0);
  await expect(list(page).getByRole('button', { name: 'Släpp', exact: true })).toHaveCount(0);
  await expectNoViolations(page, 'planning, not a planner');
});

test('the planner edits a meeting: a to time before the from time is refused, then saved', async ({ page }) => {
  await start(page, 'planerare@example.org', 'Petra');
  await page.goto('/my-myloc/fittings?role=admin');
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
  await expect(page.locator('header, footer, nav')).toHaveCount(0);
  // Tove Tekniker is the technician of 1 and 10 (booked), 2 (released, not booked).
  await expect(list(page).locator('[part=count]')).toHaveText('2 utprovningar');
  expect(await shownIds(list(page))).toEqual([1, 10]);
  await list(page).getByRole('tab', { name: 'Väntande' }).click();
  await expect(page).toHaveURL(/\/embedded\/my-myloc\/fittings\?status=waiting$/);
  await expect(list(page).locator('[part=count]')).toHaveText('1 utprovning');
  expect(await shownIds(list(page))).toEqual([2]);
  await expectNoViolations(page, 'embedded fittings, Waiting');
});
