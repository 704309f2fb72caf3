/**
 * The fitting flows of issue 14's "Done means", written once and run in three places: the standalone
 * portal (fitting-detail.spec.ts, fittings.spec.ts), the demo workflow page of a host system and
 * /embedded with an embedded login token (fittings-host.spec.ts). A `FittingHost` says how to open a
 * portal path as a user there and what the address is once the path is shown; the flows use the
 * elements only (`<fsp-fittings>`, `<fsp-fitting>`), which are the same in every place.
 *
 * The server is shared by the spec files of a run: each flow works on its own seeded fittings
 * (docs/world.md "Fittings") and puts back what it changes unless the change is the point (a
 * completed fitting).
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_V1, SESSION_HEADER } from '../../src/contract/constants.ts';
import { swedishNow } from '../../src/contract/shared/fitting-rules.ts';
import { expectNoShell, expectNoViolations, signIn, PASSWORD } from './helpers.ts';

export type FittingHost = {
  name: string;
  /** Opens a portal path (`/my-myloc/fittings…`, with its query) logged in as the user. */
  open(page: Page, username: string, path: string): Promise<void>;
  /** The page's address once the portal path is shown. */
  at(path: string): RegExp;
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The portal itself: signed in through the API (the terms accepted if asked), opened on the path. */
export const standalone: FittingHost = {
  name: 'standalone',
  async open(page, username, path) {
    await signIn(page, username, { acceptTerms: true });
    await page.goto(path);
  },
  at: (path) => new RegExp(`^[^#]*://[^/]+${escape(path)}$`),
};

/** A one-time embedded login token, as the workflow application's server would get one. */
export async function embeddedToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/dev/login-tokens', { data: { username, sessionKind: 'embedded' } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

/** A session of the user from a password login, for calling the API directly. */
export async function apiSession(request: APIRequestContext, username: string): Promise<Record<string, string>> {
  const res = await request.post('/rs/authentication', { data: { username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return { [SESSION_HEADER]: ((await res.json()) as { id: string }).id };
}

/** A session of the user from a one-time login token (for a user whose password another test changes). */
export async function tokenSession(request: APIRequestContext, token: string): Promise<Record<string, string>> {
  const res = await request.post('/rs/authentication', { data: { mylocLoginToken: token, persistent: false } });
  expect(res.status()).toBe(200);
  return { [SESSION_HEADER]: ((await res.json()) as { id: string }).id };
}

/**
 * Accepts the user's terms if they are still to accept: a host page has no terms dialog (the
 * portal's shell shows it), so the user has accepted them in the portal before.
 */
async function acceptTerms(request: APIRequestContext, username: string) {
  const headers = await apiSession(request, username);
  const app = (await (await request.get('/rs/authentication', { headers })).json()) as { accessMessage: unknown };
  if (app.accessMessage !== null) expect((await request.put(`${API_V1}/user/message`, { headers, data: { accepted: true } })).ok()).toBe(true);
}

/**
 * The demo workflow page (/demo/workflow.html, server/routes/demo.ts): it redeems the token and
 * shows the portal path of its address's hash, routing by `fsp-navigate` with its own hash.
 */
export const demoPage = (request: APIRequestContext): FittingHost => ({
  name: 'demo workflow page',
  async open(page, username, path) {
    await acceptTerms(request, username);
    await page.goto(`/demo/workflow.html?lang=sv&loginToken=${await embeddedToken(request, username)}#${path}`);
    await expect(page.getByRole('status').filter({ hasText: 'Ansluten till förskrivarportalen.' })).toBeVisible();
  },
  at: (path) => new RegExp(`/demo/workflow\\.html\\?lang=sv#${escape(path)}$`),
});

/** The reduced layout under /embedded, opened with an embedded login token (left out of the address). */
export const embedded = (request: APIRequestContext): FittingHost => ({
  name: '/embedded',
  async open(page, username, path) {
    await acceptTerms(request, username);
    const url = new URL(path, 'http://host');
    url.searchParams.set('loginToken', await embeddedToken(request, username));
    await page.goto(`/embedded${url.pathname}${url.search}`);
    await expectNoShell(page);
  },
  at: (path) => new RegExp(`/embedded${escape(path)}$`),
});

const fitting = (page: Page) => page.locator('fsp-fitting');
/** A day relative to today in Sweden (YYYY-MM-DD). */
export const day = (offset: number) => swedishNow(new Date(Date.now() + offset * 86_400_000)).date;

async function fillTimes(dialog: Locator, date: string, from: string, to: string) {
  await dialog.getByLabel('Datum', { exact: true }).fill(date);
  await dialog.getByLabel('Från', { exact: true }).fill(from);
  await dialog.getByLabel('Till', { exact: true }).fill(to);
}

/**
 * Kalle Konsulent on a released fitting without meetings (3, 11 or 12): the time rules (a date before
 * today, a to time before the from time: refused, the field marked, nothing typed lost), a booked
 * meeting created (no Edit for him, no Complete while it is booked), annulled (confirmed, then under
 * Previous meetings), a planned one created, edited, booked by its Book button and annulled, an
 * external comment, and the fitting completed (confirmed), which leads to the list's path.
 */
export async function consultantFlow(page: Page, host: FittingHost, id: number) {
  await host.open(page, 'konsulent@example.org', `/my-myloc/fittings/${id}/next-meeting`);
  const el = fitting(page);
  await expect(el.getByRole('heading', { level: 1 })).toContainText('/');
  await expect(el.getByRole('tab', { name: 'Nästa möte' })).toHaveAttribute('aria-selected', 'true');
  await expect(el.getByText('Inget kommande möte')).toBeVisible();
  await expectNoViolations(page, `${host.name}: next meeting, none`);

  // Nothing filled in, then a date before today: refused before any call, the date marked.
  await el.getByRole('button', { name: 'Nytt möte' }).click();
  const dialog = el.getByRole('dialog', { name: 'Nytt möte' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Fyll i de rödmarkerade fälten.');
  await expect(dialog.getByLabel('Datum', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await fillTimes(dialog, day(-1), '10:00', '11:00');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Datumet kan inte vara före i dag.');
  await expect(dialog.getByLabel('Från', { exact: true })).toHaveValue('10:00');
  await expectNoViolations(page, `${host.name}: meeting dialog with an error`);

  // The to time before the from time.
  await fillTimes(dialog, day(2), '10:00', '09:00');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Till-tiden kan inte vara före från-tiden.');
  await expect(dialog.getByLabel('Till', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Datum', { exact: true })).toHaveValue(day(2));

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
  await expect(page).toHaveURL(host.at(`/my-myloc/fittings/${id}/previous-meetings`));
  await expect(el.locator('[part=meeting]').first()).toContainText('Makulerat');

  // A planned meeting, then edited.
  await el.getByRole('tab', { name: 'Nästa möte' }).click();
  await expect(page).toHaveURL(host.at(`/my-myloc/fittings/${id}/next-meeting`));
  await el.getByRole('button', { name: 'Nytt möte' }).click();
  await fillTimes(dialog, day(3), '13:00', '14:00');
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

  // The planned meeting (released with the fitting) booked by its Book button (RESERVE_SLOT), then
  // annulled too: both annulled meetings are under Previous meetings.
  await planned.getByRole('button', { name: 'Boka mötet' }).click();
  await expect(planned).toContainText('Bokat');
  await expect(planned.getByRole('button', { name: /^Ändra/ })).toHaveCount(0);
  await expect(el.getByRole('button', { name: 'Slutför' })).toHaveCount(0);
  await planned.getByRole('button', { name: /^Makulera mötet/ }).click();
  await confirm.getByRole('button', { name: 'Makulera' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(el.getByText('Inget kommande möte')).toBeVisible();
  await el.getByRole('tab', { name: 'Tidigare möten' }).click();
  await expect(el.locator('[part=meeting]', { hasText: 'Makulerat' })).toHaveCount(2);

  // An external comment, added and shown as typed (plain text).
  await el.getByRole('tab', { name: 'Externa kommentarer' }).click();
  await el.getByLabel('Ny kommentar').fill('Ring <b>före</b> besöket.');
  await el.getByRole('button', { name: 'Lägg till' }).click();
  await expect(el.getByText('Ring <b>före</b> besöket.')).toBeVisible();
  await expect(el.getByLabel('Ny kommentar')).toHaveValue('');

  // Complete, confirmed: back to the list's path, where it is under Closed.
  await el.getByRole('button', { name: 'Slutför' }).click();
  const complete = el.getByRole('dialog', { name: 'Slutför utprovningen?' });
  await complete.getByRole('button', { name: 'Slutför' }).click();
  await expect(page).toHaveURL(host.at('/my-myloc/fittings'));
  const list = page.locator('fsp-fittings');
  await list.getByRole('tab', { name: 'Avslutade' }).click();
  await expect(list.locator(`[part=fitting-link][href="/my-myloc/fittings/${id}/info?status=closed"]`)).toBeVisible();
}

/**
 * Tove Tekniker on fitting 1 (booked): no New meeting, Annul or Complete, and the API refuses her a
 * meeting and completing (403).
 */
export async function technicianFlow(page: Page, request: APIRequestContext, host: FittingHost) {
  await host.open(page, 'tekniker@example.org', '/my-myloc/fittings/1/next-meeting');
  const el = fitting(page);
  await expect(el.locator('[part=meeting]').first()).toContainText('Bokat');
  await expect(el.getByRole('button', { name: 'Nytt möte' })).toHaveCount(0);
  await expect(el.getByRole('button', { name: /^Makulera/ })).toHaveCount(0);
  await expect(el.getByRole('button', { name: 'Slutför' })).toHaveCount(0);
  await expectNoViolations(page, `${host.name}: next meeting, tekniker`);

  const headers = await apiSession(request, 'tekniker@example.org');
  const meeting = await request.post(`${API_V1}/web-orders/fittings/1/meetings`, { headers, data: { date: day(4), fromTime: '10:00', toTime: '11:00' } });
  expect(meeting.status()).toBe(403);
  expect((await request.post(`${API_V1}/web-orders/fittings/1?action=COMPLETE`, { headers })).status()).toBe(403);
}

const list = (page: Page) => page.locator('fsp-fittings');
/** The ids of the fittings a list shows, in order (from their links to the detail). */
export async function shownIds(scope: Locator): Promise<number[]> {
  const hrefs = await scope.locator('[part=fitting-link]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => Number(/\/fittings\/(\d+)\/info(?:\?|$)/.exec(h)?.[1] ?? 0));
}
/** The planning view's row of a fitting (its link keeps the view: `?role=admin…`). */
export const row = (page: Page, id: number) => list(page).locator('tr', { has: page.locator(`a[href^="/my-myloc/fittings/${id}/info?role=admin"]`) });

/**
 * Petra the planner releases the unplanned fittings 4 and 5 in one action, finds them under Waiting
 * and regrets the release of 4, which is unplanned again; 5 is put back (unreleased) by the API.
 */
export async function plannerFlow(page: Page, request: APIRequestContext, host: FittingHost) {
  await host.open(page, 'planerare@example.org', '/my-myloc/fittings?role=admin');
  await expect(list(page).getByRole('tab', { name: 'Oplanerade' })).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 4)).toBeVisible();
  const release = list(page).getByRole('button', { name: 'Släpp', exact: true });
  await expect(release).toBeDisabled();
  await row(page, 4).getByRole('checkbox').check();
  await row(page, 5).getByRole('checkbox').check();
  await expect(list(page).getByRole('button', { name: 'Redigera' })).toBeDisabled();
  await expectNoViolations(page, `${host.name}: planning, two chosen`);
  await release.click();
  await expect(page.locator('.fsp-snackbar')).toContainText('2 möten släpptes för bokning.');
  await expect(row(page, 4)).toHaveCount(0);
  await expect(row(page, 5)).toHaveCount(0);

  await list(page).getByRole('tab', { name: 'Väntande' }).click();
  await expect(page).toHaveURL(host.at('/my-myloc/fittings?role=admin&status=waiting'));
  await expect(row(page, 4)).toBeVisible();
  await expect(row(page, 5)).toBeVisible();
  await row(page, 4).getByRole('checkbox').check();
  await list(page).getByRole('button', { name: 'Ångra släpp' }).click();
  await expect(page.locator('.fsp-snackbar')).toContainText('Släppet av 1 möte ångrades.');
  await expect(row(page, 4)).toHaveCount(0);
  await expect(row(page, 5)).toBeVisible();

  await list(page).getByRole('tab', { name: 'Oplanerade' }).click();
  await expect(row(page, 4)).toBeVisible();

  // Fitting 5 back as seeded (unplanned), for the other flows and spec files.
  const headers = await apiSession(request, 'planerare@example.org');
  const five = (await (await request.get(`${API_V1}/web-orders/fittings/5`, { headers })).json()) as { nextMeeting: { id: number } };
  const back = await request.post(`${API_V1}/web-orders/fittings/meetings?action=UNRELEASE_MEETINGS`, { headers, data: { meetingIds: [five.nextMeeting.id] } });
  expect(back.status()).toBe(200);
}
