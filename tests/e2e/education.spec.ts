/**
 * Education on the welcome page (spec 1, Education; §4 Education registration) and the logged-out
 * home's welcome block with the municipality logos, against the real server.
 *
 * The server's database is shared by every test of the run, so no test counts on a seat count it
 * did not read itself: each reads an occasion's count from the page, acts, and expects that count
 * ±1; occasions are found by what they show (a register button, "Fullbokat"), not by position; and
 * whatever a test changes it puts back.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectLoggedIn, expectNoViolations, login, signIn, PASSWORD } from './helpers.ts';

const SEATS = /(\d+) (?:av|of) (\d+) (?:platser|plats|seats|seat) (?:bokade|bokad|booked)/;

/** Booked and seats of an occasion row, as it shows them. */
async function seatsOf(row: Locator): Promise<{ booked: number; max: number }> {
  const match = SEATS.exec((await row.locator('.seats').textContent()) ?? '');
  if (!match) throw new Error('no seat count in the occasion');
  return { booked: Number(match[1]), max: Number(match[2]) };
}

async function welcome(page: Page, lang: 'sv' | 'en' = 'sv') {
  await signIn(page);
  await page.goto(lang === 'sv' ? '/' : '/?lang=en');
  await expectLoggedIn(page);
  const education = page.locator('fsp-education');
  await expect(education.locator('[part=occasion]').first()).toBeVisible();
  return education;
}

/** A row found again by its start time (its button and texts change as the test acts). */
async function sameRow(education: Locator, row: Locator): Promise<Locator> {
  const start = await row.locator('time').first().getAttribute('datetime');
  return education.locator('[part=occasion]').filter({ has: education.page().locator(`time[datetime="${start}"]`) });
}

/** Another user, acting through the API on another computer. */
async function otherUser(request: APIRequestContext, username: string) {
  const login = await request.post('/rs/authentication', { data: { username, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { id } = (await login.json()) as { id: string };
  const headers = { 'X-Session-Id': id, 'Accept-Language': 'sv' };
  return {
    act: (occasionId: number, action: 'REGISTER' | 'DEREGISTER') => request.post(`/rs/fsp/v1/education-occasions/${occasionId}`, { headers, data: { action } }),
    /** The id of the occasion of that education that starts then. */
    occasionId: async (education: string, start: string) => {
      const page = (await (await request.get('/rs/fsp/v1/page-content', { headers })).json()) as {
        educations: { title: string; educationOccasions: { id: number; startDateTime: string }[] }[];
      };
      const found = page.educations.find((e) => e.title === education)?.educationOccasions.find((o) => o.startDateTime === start);
      if (!found) throw new Error(`no occasion of ${education} at ${start}`);
      return found.id;
    },
  };
}

test('register on an occasion (count +1, the button flips), then deregister after confirming (count −1)', async ({ page }) => {
  const education = await welcome(page);
  // An education the prescriber is on no occasion of, and one of its occasions with a free seat.
  const article = education.getByRole('article', { name: 'Trycksårsprevention och madrasser' });
  const open = article.locator('[part=occasion]').filter({ has: page.getByRole('button', { name: /^Anmäl mig/ }) }).first();
  await expect(open).toBeVisible();
  const row = await sameRow(education, open);
  const before = await seatsOf(row);

  await row.getByRole('button', { name: /^Anmäl mig till Trycksårsprevention och madrasser, \d{4}-\d{2}-\d{2} \d{2}:\d{2} – \d{2}:\d{2}$/ }).click();
  await expect(row.locator('.seats')).toContainText(`${before.booked + 1} av ${before.max} platser bokade`);
  await expect(row).toContainText('Du är anmäld');
  const deregister = row.getByRole('button', { name: /^Avanmäl mig från Trycksårsprevention och madrasser, / });
  await expect(deregister).toBeFocused(); // the same button, flipped: focus stayed
  await expect(education.locator('.education > [role=status]')).toHaveText(/^Du är anmäld till Trycksårsprevention och madrasser, /);
  // The education's other occasions are closed to them now.
  await expect(article.getByRole('button', { name: /^Anmäl mig/ })).toHaveCount(0);
  await expect(article.getByText('Du är anmäld till ett annat tillfälle').first()).toBeVisible();

  // Still so after a reload: the server has it.
  await page.reload();
  await expect(row.locator('.seats')).toContainText(`${before.booked + 1} av ${before.max} platser bokade`);

  await row.getByRole('button', { name: /^Avanmäl mig/ }).click();
  const dialog = education.getByRole('dialog', { name: 'Vill du avanmäla dig?' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, 'deregister confirmation');
  await dialog.getByRole('button', { name: 'Ja, avanmäl mig' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.locator('.seats')).toContainText(`${before.booked} av ${before.max} platser bokade`);
  // Focus is back on the occasion's button, which registers again.
  await expect(row.getByRole('button', { name: /^Anmäl mig till Trycksårsprevention och madrasser, / })).toBeFocused();
  await expect(education.locator('.education > [role=status]')).toHaveText(/^Du är avanmäld från Trycksårsprevention och madrasser, /);
});

test('a full occasion says "Fullbokat" and offers no button; the page and the element share one request', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/rs/fsp/v1/page-content')) reads.push(r.url());
  });
  const education = await welcome(page);
  const full = education.locator('[part=occasion]').filter({ hasText: 'Fullbokat' });
  await expect(full.first()).toBeVisible();
  for (const row of await full.all()) {
    const { booked, max } = await seatsOf(row);
    expect(booked).toBeGreaterThanOrEqual(max);
    await expect(row.getByRole('button')).toHaveCount(0);
  }
  await expectNoViolations(page, 'welcome page with educations');
  // The welcome page's title and text and the element's educations came from one GET.
  expect(reads).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Välkommen till förskrivarportalen' })).toBeVisible();
});

test('someone else takes the last seat first: the server says so at the occasion and the count is read again', async ({ page, request }) => {
  const education = await welcome(page);
  const title = 'Lyft och förflyttning';
  const last = education.getByRole('article', { name: title }).locator('[part=occasion]').filter({ hasText: '1 plats kvar' }).first();
  await expect(last).toBeVisible();
  const row = await sameRow(education, last);
  const { max } = await seatsOf(row);
  const other = await otherUser(request, 'planerare@example.org');
  const occasionId = await other.occasionId(title, (await row.locator('time').first().getAttribute('datetime')) ?? '');
  expect((await other.act(occasionId, 'REGISTER')).status()).toBe(200);
  try {
    await row.getByRole('button', { name: /^Anmäl mig/ }).click();
    await expect(row.getByRole('alert')).toHaveText('Tillfället är fullbokat.');
    await expect(row.locator('.seats')).toContainText(`${max} av ${max} platser bokade`);
    await expect(row).toContainText('Fullbokat');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(row.getByRole('alert')).toBeFocused();
  } finally {
    await other.act(occasionId, 'DEREGISTER');
  }
});

test('the logged-out home: the welcome text and 17 municipality logos in two regional groups', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Välkommen till förskrivarportalen' })).toBeVisible();
  await expect(page.getByText('Inloggningsuppgifter beställer du hos budget- eller hjälpmedelsansvarig i din kommun.')).toBeVisible();
  const logos = page.getByRole('region', { name: 'Kommuner i samverkan' });
  await expect(logos.getByRole('heading', { level: 3 })).toHaveText(['Skåne', 'Halland och Sjuhärad']);
  await expect(logos.getByRole('img')).toHaveCount(17);
  const skane = logos.getByRole('list', { name: 'Skåne' }).getByRole('img');
  await expect(skane).toHaveCount(6);
  await expect(skane.first()).toHaveAccessibleName('Malmö stad');
  const west = logos.getByRole('list', { name: 'Halland och Sjuhärad' }).getByRole('img');
  await expect(west).toHaveCount(11);
  for (const name of ['Halmstads kommun', 'Kungsbacka kommun', 'Borås stad', 'Tranemo kommun']) {
    await expect(logos.getByRole('list', { name: 'Halland och Sjuhärad' }).getByRole('img', { name })).toBeVisible();
  }
  for (const img of await logos.getByRole('img').all()) await expect(img).toHaveAttribute('aria-label', /\S/);
  // Drawn in the page: no image files or data: addresses (the CSP allows neither).
  await expect(logos.locator('img')).toHaveCount(0);
  await expectNoViolations(page, 'logged-out home');
});

test('English: the welcome text logged out, and the welcome page and its educations logged in', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the prescriber portal' })).toBeVisible();
  await expect(page.getByText('Login credentials are requested from the budget or assistive-device officer of your own municipality.')).toBeVisible();
  const logos = page.getByRole('region', { name: 'Municipalities in the partnership' });
  await expect(logos.getByRole('img', { name: 'City of Malmö' })).toBeVisible();
  await expect(logos.getByRole('list', { name: 'Halland and Sjuhärad' }).getByRole('img')).toHaveCount(11);

  await login(page);
  await expectLoggedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the prescriber portal' })).toBeVisible();
  await expect(page.getByText(/^Here you order assistive aids and services/)).toBeVisible();
  const education = page.locator('fsp-education');
  await expect(education.getByRole('heading', { level: 2, name: 'Education' })).toBeVisible();
  await expect(education.getByRole('article', { name: 'The portal for new prescribers' })).toBeVisible();
  await expect(education.locator('.when').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M – \d{2}:\d{2} [AP]M$/);
  await expect(education.getByText('Fully booked').first()).toBeVisible();

  // The language switch brings the Swedish page back, educations and all.
  await page.getByRole('button', { name: 'Svenska' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Välkommen till förskrivarportalen' })).toBeVisible();
  await expect(education.getByRole('article', { name: 'Portalen för nya förskrivare' })).toBeVisible();
});
