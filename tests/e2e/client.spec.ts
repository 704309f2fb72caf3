/**
 * One client (spec 2 §2 Client search and sub-pages, §4 Primary contact change, §5, §6, §7
 * Clients) against the reference server, as users: Frida Förskrivare edits Astrid Nilsson's
 * information (the advance-contact question must be answered) and sees it after a reload; adds an
 * address (21145 shown as "211 45"), changes and deletes it (confirmed); adds a second primary
 * contact for Greta Lindqvist by changing the primary contact, then makes the son primary again.
 * Bo Begränsad, authorized to no municipality, opening Astrid gets the error dialog and nothing of
 * her, and the API itself answers him 403. `<fsp-client>` in a plain host page shows Astrid, and on
 * a phone its tab row scrolls with its arrows.
 *
 * The server is shared by the whole run: each flow uses its own fixture client and names of its
 * own, and restores what others may read (Greta's primary contact).
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import { expectLoggedIn, expectNoViolations, signIn, storedSession } from './helpers.ts';

const FRIDA = 'forskrivare@example.org';
const BO = 'begransad@example.org';

/** A name per run and test: other tests and earlier runs never match it. */
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A page of its own (a browser context: its own session) logged in as `username`, on `path`. */
async function userPage(browser: Browser, username: string, path: string, name?: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, username);
  await page.goto(path);
  if (name) await expectLoggedIn(page, name);
  return page;
}

const client = (page: Page) => page.locator('fsp-client');

/** The value of a fact (`<dt>` label, `<dd>` value) on the information page. */
const fact = (page: Page, label: string) => client(page).locator('.fsp-facts > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

/** The row of a table part holding `text`. */
const row = (page: Page, part: 'address-table' | 'contact-table', text: string): Locator => client(page).locator(`[part=${part}] tbody tr`).filter({ hasText: text });

test('Astrid’s information: the advance contact must be answered; the change is there after a reload', async ({ browser }) => {
  const page = await userPage(browser, FRIDA, '/clients/1/info', 'Frida Förskrivare');
  await expect(page).toHaveURL(/\/clients\/1\/info$/);
  await expect(client(page).getByRole('heading', { level: 1, name: 'Astrid Nilsson' })).toBeVisible();
  await expect(client(page).locator('[part=identity-number]')).toHaveText(/19380114-7061$/);
  await expect(client(page).getByRole('navigation', { name: 'Du är här' }).getByRole('listitem')).toHaveText(['Start', 'Sök brukare', 'Astrid Nilsson']);
  await expect(client(page).getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
  await expect(fact(page, 'Förhandskontakt')).toHaveText(/^(Inte besvarat|Ja|Nej)$/);
  await expectNoViolations(page, 'info', { include: 'fsp-client' });

  await client(page).getByRole('button', { name: 'Ändra uppgifter' }).click();
  const form = client(page).getByRole('form', { name: 'Ändra brukarens uppgifter' });
  const phone = form.getByRole('textbox', { name: 'Telefonnummer' });
  await expect(phone).toBeFocused();
  const phoneNo = `040-${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  await phone.fill(phoneNo);
  const answered = await form.getByRole('radio', { name: 'Ja' }).isChecked() || (await form.getByRole('radio', { name: 'Nej' }).isChecked());
  if (!answered) {
    // Astrid as seeded: the question unanswered, and saving says so
    await form.getByRole('button', { name: 'Spara' }).click();
    await expect(form.getByText('Måste välja förhandskontakt')).toBeVisible();
    await expect(form.locator('[part=advance-contact] legend')).toHaveText('Förhandskontakt *');
    await expect(phone).toHaveValue(phoneNo);
    await expectNoViolations(page, 'info form with the advance-contact message', { include: 'fsp-client' });
  }
  await form.getByRole('radio', { name: 'Nej' }).check();
  await form.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Ändringarna är sparade.')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(fact(page, 'Telefonnummer')).toHaveText(phoneNo);

  await page.reload();
  await expect(client(page).getByRole('heading', { level: 1, name: 'Astrid Nilsson' })).toBeVisible();
  await expect(fact(page, 'Telefonnummer')).toHaveText(phoneNo);
  await expect(fact(page, 'Förhandskontakt')).toHaveText('Nej');
  await page.context().close();
});

test('Astrid’s addresses: add one (21145 shows as 211 45), change it, delete it after a confirmation', async ({ browser }) => {
  const page = await userPage(browser, FRIDA, '/clients/1/info', 'Frida Förskrivare');
  await client(page).getByRole('tab', { name: 'Adresser' }).click();
  await expect(page).toHaveURL(/\/clients\/1\/addresses$/);
  await expect(row(page, 'address-table', 'Folkbokföringsadress').first()).toContainText('211 45');
  await expect(row(page, 'address-table', 'Folkbokföringsadress').first().getByRole('button')).toHaveCount(0);

  const description = unique('Korttidsvistelse');
  await client(page).getByRole('button', { name: 'Lägg till adress' }).click();
  let dialog = client(page).getByRole('dialog', { name: 'Lägg till adress' });
  await expect(dialog.getByRole('textbox', { name: 'Beskrivning' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Beskrivning' }).fill(description);
  await dialog.getByRole('textbox', { name: 'Gatuadress' }).fill('Regementsgatan 2');
  await dialog.getByRole('textbox', { name: 'Postnummer' }).fill('2114');
  await dialog.getByRole('textbox', { name: 'Ort' }).fill('Malmö');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByText('Postnumret ska vara fem siffror, t.ex. 123 45.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Postnummer' })).toBeFocused();
  await expectNoViolations(page, 'address form with a message', { include: 'fsp-client' });
  await dialog.getByRole('textbox', { name: 'Postnummer' }).fill('21145');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Adressen är uppdaterad')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const added = row(page, 'address-table', description);
  await expect(added).toContainText('Regementsgatan 2');
  await expect(added).toContainText('211 45');

  await added.getByRole('button', { name: `Ändra ${description}` }).click();
  dialog = client(page).getByRole('dialog', { name: 'Ändra adress' });
  await expect(dialog.getByRole('textbox', { name: 'Postnummer' })).toHaveValue('211 45');
  await dialog.getByRole('textbox', { name: 'Gatuadress' }).fill('Regementsgatan 4');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(added).toContainText('Regementsgatan 4');

  await added.getByRole('button', { name: `Ta bort ${description}` }).click();
  const confirm = client(page).getByRole('dialog', { name: 'Ta bort adressen?' });
  await expect(confirm).toContainText(`Adressen ”${description}” (Regementsgatan 4, Malmö) tas bort från brukaren.`);
  await expect(confirm.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await expectNoViolations(page, 'delete confirmation', { include: 'fsp-client' });
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(page.getByText('Adressen är borttagen')).toBeVisible();
  await expect(added).toHaveCount(0);
  await page.reload();
  await expect(row(page, 'address-table', 'Folkbokföringsadress').first()).toBeVisible();
  await expect(row(page, 'address-table', description)).toHaveCount(0);
  await page.context().close();
});

test('Greta’s contacts: a second primary contact through the choice (change), then the son primary again', async ({ browser }) => {
  const page = await userPage(browser, FRIDA, '/clients/2/contacts', 'Frida Förskrivare');
  await expect(client(page).getByRole('heading', { level: 1, name: 'Greta Lindqvist' })).toBeVisible();
  const mats = row(page, 'contact-table', 'Mats Lindqvist');
  await expect(mats.locator('[part=primary]')).toHaveText('Primär kontakt');
  await expect(row(page, 'contact-table', 'Frida Förskrivare')).toContainText('Förskrivare');
  await expect(row(page, 'contact-table', 'Karin Holmberg').getByRole('button')).toHaveCount(0);
  await expectNoViolations(page, 'contacts', { include: 'fsp-client' });

  const surname = unique('Lindqvist');
  await client(page).getByRole('button', { name: 'Lägg till kontakt' }).click();
  const dialog = client(page).getByRole('dialog', { name: 'Lägg till kontakt' });
  await dialog.getByRole('textbox', { name: 'Relation' }).fill('Barnbarn');
  await dialog.getByRole('textbox', { name: 'Förnamn' }).fill('Elsa');
  await dialog.getByRole('textbox', { name: 'Efternamn' }).fill(surname);
  await dialog.getByRole('textbox', { name: 'Telefonnummer' }).fill('070-555 12 34');
  await dialog.getByRole('textbox', { name: 'E-post (frivilligt)' }).fill('elsa@example.com');
  await dialog.getByRole('checkbox', { name: 'Primär kontakt' }).check();
  const choice = dialog.getByRole('group', { name: /Primär kontakt finns redan/ });
  await expect(choice).toContainText('Mats Lindqvist är primär kontakt. Vad vill du göra?');
  await expect(dialog.getByRole('button', { name: 'Spara' })).toBeDisabled();
  await expectNoViolations(page, 'primary-contact choice', { include: 'fsp-client' });
  await choice.getByRole('radio', { name: 'Byt primär kontakt' }).check();
  await expect(dialog.getByRole('button', { name: 'Spara' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Kontakten är sparad')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const elsa = row(page, 'contact-table', `Elsa ${surname}`);
  await expect(elsa.locator('[part=primary]')).toHaveText('Primär kontakt');
  await expect(mats.locator('[part=primary]')).toHaveCount(0);

  // "Set as primary" on the son puts things back (other tests read Greta's primary contact).
  await mats.getByRole('button', { name: 'Gör till primär Mats Lindqvist' }).click();
  await expect(page.getByText('Mats Lindqvist är nu primär kontakt')).toBeVisible();
  await expect(mats.locator('[part=primary]')).toHaveText('Primär kontakt');
  await expect(elsa.locator('[part=primary]')).toHaveCount(0);
  await elsa.getByRole('button', { name: `Ta bort Elsa ${surname}` }).click();
  const confirm = client(page).getByRole('dialog', { name: 'Ta bort kontakten?' });
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(elsa).toHaveCount(0);
  await page.context().close();
});

test('Bo, authorized to no municipality: the error dialog and nothing of Astrid; the API answers 403', async ({ browser }) => {
  const page = await userPage(browser, BO, '/clients/1/info', 'Bo Begränsad');
  const dialog = client(page).getByRole('dialog', { name: 'Ingen behörighet' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Du är inte behörig till den här kommunen.');
  await expect(page.getByText(/Astrid|Nilsson|19380114/)).toHaveCount(0);
  await expect(client(page).getByRole('tablist')).toHaveCount(0);
  await expectNoViolations(page, 'not authorized', { include: 'fsp-client' });
  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(client(page).getByRole('alert')).toContainText('Du är inte behörig till den här kommunen.');
  await expect(page.getByText(/Astrid|Nilsson/)).toHaveCount(0);

  const { local, session } = await storedSession(page);
  const id = session ?? local ?? '';
  expect(id).not.toBe('');
  const answer = await page.request.get('/rs/fsp/v1/clients/1', { headers: { [SESSION_HEADER]: id } });
  expect(answer.status()).toBe(403);
  expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('NOT_AUTHORIZED_TO_MUNICIPALITY');
  for (const path of ['addresses', 'contacts']) {
    expect((await page.request.get(`/rs/fsp/v1/clients/1/${path}`, { headers: { [SESSION_HEADER]: id } })).status()).toBe(403);
  }
  await page.context().close();
});

test('<fsp-client> in a plain host page: Astrid’s information, and its own tab switch', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let arrowsFetched = false;
  page.on('request', (r) => {
    if (/\/scroll-arrow-[\w-]+\.js$/.test(new URL(r.url()).pathname)) arrowsFetched = true;
  });
  await page.goto('/demo/plain.html');
  await expect(page.locator('#status')).toHaveText('Logged in');
  // The host adds the element after logging in: the loader fetches its code, the page's session is shared.
  await page.evaluate(() => {
    const element = document.createElement('fsp-client');
    element.setAttribute('client', '1');
    element.setAttribute('lang', 'sv');
    document.body.append(element);
  });
  await expect(client(page).getByRole('heading', { level: 1, name: 'Astrid Nilsson' })).toBeVisible();
  await expect(fact(page, 'Kommuntillhörighet')).toHaveText('Malmö');
  await expect(fact(page, 'Folkbokföringsadress')).toContainText('211 45 Malmö');
  await client(page).getByRole('tab', { name: 'Kontakter' }).click();
  await expect(page.locator('#events li').last()).toHaveText('fsp-navigate /clients/1/contacts');
  // Nobody routes on this page: the element switched its own tab.
  await expect(client(page)).toHaveAttribute('tab', 'contacts');
  await expect(client(page).getByRole('heading', { level: 2, name: 'Kontakter' })).toBeVisible();

  // On a phone the tabs overflow their row: it scrolls sideways, 100 px a click of an arrow, each
  // arrow only while there is more its way (spec 1 §9); none when every tab fits, whose code is
  // then not even fetched (core/ui/scroll-arrow-part.ts).
  await expect(client(page).locator('.fsp-scroll-arrow')).toHaveCount(0);
  expect(arrowsFetched).toBe(false);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(client(page).locator('.fsp-scroll-arrow')).toHaveCount(2);
  expect(arrowsFetched).toBe(true);
  const tabs = client(page).getByRole('tablist');
  const scrolled = () => tabs.evaluate((el) => el.scrollLeft);
  await tabs.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
  await expect(client(page).getByRole('button', { name: 'Rulla bakåt' })).toBeHidden();
  await client(page).getByRole('button', { name: 'Rulla framåt' }).click();
  await expect.poll(scrolled).toBe(100);
  await client(page).getByRole('button', { name: 'Rulla framåt' }).click();
  await expect.poll(scrolled).toBe(200);
  await client(page).getByRole('button', { name: 'Rulla bakåt' }).click();
  await expect.poll(scrolled).toBe(100);
  await tabs.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
  await expect(client(page).getByRole('button', { name: 'Rulla framåt' })).toBeHidden();
  await expect(client(page).getByRole('button', { name: 'Rulla bakåt' })).toBeVisible();
  expect(errors).toEqual([]);
});
