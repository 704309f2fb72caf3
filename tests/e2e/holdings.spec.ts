/**
 * A client's holdings (spec 2 Client sub-pages Holdings, Holding transactions, §5; spec 3 §4, §5,
 * §7) against the reference server, as Frida Förskrivare on Maj Bergström (client 3, fixture
 * holdings: server/seed/fixtures.ts): the fully allocated Käpp cannot be chosen; one Griptång of
 * four is scrapped with a reason and three remain; the Rollator is returned to Baslager Malmö
 * Centrum and leaves the list; the history shows both; the Vårdsäng's madrass is removed to a
 * holding of its own and a note is saved; moving asks for another client the user may see; and the
 * server refuses to scrap more than is available (the Duschpall: 2 held, 1 allocated), changing
 * nothing.
 *
 * The server is shared by the whole run: each test works on holdings of Maj's that no other test
 * touches (Griptång and Rollator; the Vårdsäng and its madrass; the Sittdyna, not moved; the
 * Duschpall, refused), so none depends on another's changes.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoViolations, signIn, storedSession } from './helpers.ts';

const MAJ = 3;

/** Frida, in a browser context of her own, on `path`. */
async function fridaOn(browser: Browser, path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page);
  await page.goto(path);
  await expect(page.locator('fsp-client').getByRole('heading', { level: 1, name: 'Maj Bergström' })).toBeVisible();
  return page;
}

const client = (page: Page) => page.locator('fsp-client');
const holdingRow = (page: Page, name: string) => client(page).locator('[part=holdings-table] tbody tr').filter({ hasText: name });
const actions = (page: Page) => client(page).getByRole('group', { name: 'Åtgärder för valda hjälpmedel' });

async function sessionId(page: Page): Promise<string> {
  const { local, session } = await storedSession(page);
  const id = session ?? local;
  if (!id) throw new Error('no session');
  return id;
}

test('scrap one Griptång and return the Rollator from the list; the history shows both', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await fridaOn(browser, `/clients/${MAJ}/holdings`);
  await expect(client(page).getByRole('tab', { name: 'Innehav', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(holdingRow(page, 'Griptång')).toContainText('4 st');
  // fully allocated: not selectable, and it says why
  await expect(holdingRow(page, 'Käpp').getByRole('checkbox')).toBeDisabled();
  await expect(holdingRow(page, 'Käpp')).toContainText('Allt reserverat');
  await expect(actions(page).getByRole('button', { name: 'Skrota' })).toBeDisabled();
  await expectNoViolations(page, 'holdings', { include: 'fsp-client' });

  // scrap: the reason is required, one of four
  await holdingRow(page, 'Griptång').getByRole('checkbox').check();
  await expect(actions(page)).toContainText('1 hjälpmedel valt');
  await actions(page).getByRole('button', { name: 'Skrota' }).click();
  const scrap = client(page).getByRole('dialog', { name: 'Skrota hjälpmedel' });
  await expect(scrap).toBeVisible();
  const confirmScrap = scrap.getByRole('button', { name: 'Skrota' });
  await expect(confirmScrap).toBeDisabled();
  await expect(scrap.getByText('Välj en orsak för att kunna skrota.')).toBeVisible();
  const amount = scrap.getByRole('spinbutton', { name: /^Antal av Griptång/ });
  await expect(amount).toHaveValue('1');
  await expect(amount).toHaveAttribute('max', '4');
  await expect(scrap.getByRole('button', { name: /^Minska antal Griptång/ })).toBeDisabled();
  await scrap.getByLabel('Orsak').selectOption({ label: 'Trasig' });
  await expect(confirmScrap).toBeEnabled();
  await expectNoViolations(page, 'scrap dialog', { include: 'fsp-client' });
  await confirmScrap.click();
  await expect(page.getByText('Hjälpmedlet är skrotat.')).toBeVisible();
  await expect(scrap).toHaveCount(0);
  await expect(holdingRow(page, 'Griptång')).toContainText('3 st');
  await expect(holdingRow(page, 'Griptång').getByRole('checkbox')).not.toBeChecked();

  // return: the base storage is required; a fixed asset goes whole
  await holdingRow(page, 'Rollator').getByRole('checkbox').check();
  await actions(page).getByRole('button', { name: 'Återlämna till baslager' }).click();
  const back = client(page).getByRole('dialog', { name: 'Återlämna till baslager' });
  await expect(back).toBeVisible();
  const confirmReturn = back.getByRole('button', { name: 'Återlämna', exact: true });
  await expect(confirmReturn).toBeDisabled();
  await expect(back).toContainText('Hela: 1 st');
  await expect(back.getByRole('spinbutton')).toHaveCount(0);
  await back.getByLabel('Baslager').selectOption({ label: 'Baslager Malmö Centrum' });
  await confirmReturn.click();
  await expect(page.getByText('Hjälpmedlet är återlämnat.')).toBeVisible();
  await expect(holdingRow(page, 'Rollator')).toHaveCount(0);
  await expect(client(page).getByText('5 hjälpmedel')).toBeVisible();

  // the history: both, newest first, with the reason and the storage
  await client(page).getByRole('tab', { name: 'Innehavshistorik' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${MAJ}/holding-transactions$`));
  const rows = client(page).locator('[part=transactions-table] tbody tr');
  const scrapped = rows.filter({ hasText: 'Skrotad' }).filter({ hasText: 'Griptång' });
  await expect(scrapped).toHaveCount(1);
  await expect(scrapped).toContainText('1 st');
  await expect(scrapped).toContainText('Orsak: Trasig');
  await expect(scrapped).toContainText('Av: Frida Förskrivare');
  const returned = rows.filter({ hasText: 'Återlämnad' }).filter({ hasText: 'Rollator Etac' });
  await expect(returned).toHaveCount(1);
  await expect(returned).toContainText('Baslager: Baslager Malmö Centrum');
  await expect(rows.first()).toContainText(/Skrotad|Återlämnad/);
  await expectNoViolations(page, 'holding history', { include: 'fsp-client' });

  // the filter: only what was scrapped
  await client(page).getByLabel('Händelse').selectOption({ label: 'Skrotad' });
  await client(page).getByRole('button', { name: 'Filtrera' }).click();
  await expect(rows.filter({ hasText: 'Griptång' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Återlämnad' })).toHaveCount(0);
  for (const text of await rows.allTextContents()) expect(text).toContain('Skrotad');
  // a range that ends before it starts is refused, and what was typed stays
  await client(page).getByLabel('Från och med').fill('2026-12-31');
  await client(page).getByLabel('Till och med').fill('2026-01-01');
  await client(page).getByRole('button', { name: 'Filtrera' }).click();
  await expect(client(page).getByText('Till-datumet kan inte vara före från-datumet.')).toBeVisible();
  await expect(client(page).getByLabel('Från och med')).toHaveValue('2026-12-31');
  await page.context().close();
});

test('the Vårdsäng: its madrass removed to a holding of its own, and a note saved', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await fridaOn(browser, `/clients/${MAJ}/holdings`);
  await client(page).getByRole('link', { name: 'Vårdsäng Invacare Standard' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${MAJ}/holdings/\\d+$`));
  await expect(client(page).getByRole('heading', { level: 2, name: 'Vårdsäng Invacare Standard' })).toBeFocused();
  const accessories = client(page).locator('[part=accessories]');
  await expect(accessories.getByRole('heading', { name: 'Tillbehör (1)' })).toBeVisible();
  await expect(accessories).toContainText('Tryckavlastande madrass');
  await expectNoViolations(page, 'holding', { include: 'fsp-client' });

  // remove the madrass: it becomes a holding of its own
  await accessories.getByRole('checkbox', { name: /^Välj Tryckavlastande madrass/ }).check();
  await accessories.getByRole('button', { name: 'Ta bort valt tillbehör' }).click();
  const remove = client(page).getByRole('dialog', { name: 'Ta bort tillbehör' });
  await expect(remove).toContainText('Hela: 1 st');
  await remove.getByRole('button', { name: 'Ta bort', exact: true }).click();
  await expect(page.getByText('Tillbehöret är borttaget och är nu ett eget hjälpmedel.')).toBeVisible();
  await expect(accessories.getByRole('heading', { name: 'Tillbehör (0)' })).toBeVisible();
  await expect(accessories).toContainText('Inga tillbehör är monterade.');

  // a note: unchanged closes without a call; a change is saved
  const note = client(page).locator('[part=note]');
  await note.getByRole('button', { name: 'Skriv anteckning' }).click();
  const field = note.getByRole('textbox', { name: 'Anteckning' });
  await expect(field).toBeFocused();
  await note.getByRole('button', { name: 'Spara' }).click();
  await expect(field).toHaveCount(0);
  await expect(note).toContainText('Ingen anteckning.');
  await note.getByRole('button', { name: 'Skriv anteckning' }).click();
  const text = `Madrassen bytt mot ny modell ${Date.now().toString(36)}.`;
  await note.getByRole('textbox', { name: 'Anteckning' }).fill(text);
  await note.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Ändringarna är sparade.')).toBeVisible();
  await expect(note).toContainText(text);
  await expect(note.getByRole('button', { name: 'Ändra anteckning' })).toBeFocused();
  await page.reload();
  await expect(client(page).locator('[part=note]')).toContainText(text);

  // back to the list: the madrass is there on its own
  await client(page).getByRole('link', { name: 'Alla hjälpmedel' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${MAJ}/holdings$`));
  await expect(holdingRow(page, 'Tryckavlastande madrass')).toHaveCount(1);
  await expect(holdingRow(page, 'Vårdsäng')).not.toContainText('tillbehör');
  await expect(client(page).getByRole('link', { name: 'Vårdsäng Invacare Standard' })).toBeFocused();
  await page.context().close();
});

test('moving asks for another client the user is authorized for', async ({ browser }) => {
  const page = await fridaOn(browser, `/clients/${MAJ}/holdings`, 375);
  await holdingRow(page, 'Sittdyna').getByRole('checkbox').check();
  await actions(page).getByRole('button', { name: 'Flytta' }).click();
  const move = client(page).getByRole('dialog', { name: 'Flytta till annan brukare' });
  const field = move.getByRole('textbox', { name: 'Mottagarens personnummer' });
  const confirm = move.getByRole('button', { name: 'Flytta', exact: true });
  await expect(confirm).toBeDisabled();
  // not an identity number: said before any call
  await field.fill('Maj');
  await field.press('Enter');
  await expect(move.getByText('Skriv personnumret som ÅÅÅÅMMDD-NNNN eller ÅÅMMDD-NNNN.')).toBeVisible();
  // the same client
  await field.fill('19440119-7480');
  await move.getByRole('button', { name: 'Hämta brukare' }).click();
  await expect(move.getByText('Det är samma brukare. Ange en annan mottagare.')).toBeVisible();
  // Erik in Borås: Frida is not authorized there
  await field.fill('500123-2296');
  await field.press('Enter');
  await expect(move.getByText('Du har inte behörighet till kommunen som Erik Sandberg tillhör.')).toBeVisible();
  await expect(confirm).toBeDisabled();
  // Astrid: found, and the move could be confirmed (it is not: nothing changes here)
  await field.fill('193801147061');
  await field.press('Enter');
  await expect(move.getByRole('status')).toHaveText('Flyttas till Astrid Nilsson, 19380114-7061.');
  await expect(confirm).toBeEnabled();
  await expect(move.getByRole('spinbutton', { name: /^Antal av Sittdyna/ })).toHaveAttribute('max', '2');
  await expectNoViolations(page, 'move dialog', { include: 'fsp-client' });
  await move.getByRole('button', { name: 'Avbryt' }).click();
  await expect(move).toHaveCount(0);
  await expect(holdingRow(page, 'Sittdyna')).toContainText('2 st');
  await page.context().close();
});

test('the server refuses to scrap more than is available, and nothing changes', async ({ browser }) => {
  const page = await fridaOn(browser, `/clients/${MAJ}/holdings`);
  const headers = { 'X-Session-Id': await sessionId(page) };
  const list = async () => {
    const answer = await page.request.get(`/rs/fsp/v1/clients/${MAJ}/holdings`, { headers });
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { page: { id: number; name: string; quantity: number; allocatedQuantity: number }[] };
    const duschpall = body.page.find((h) => h.name.startsWith('Duschpall'));
    if (!duschpall) throw new Error('no Duschpall');
    return duschpall;
  };
  const before = await list();
  expect(before).toMatchObject({ quantity: 2, allocatedQuantity: 1 });
  const reasons = await page.request.get('/rs/fsp/v1/reason-codes?category=SCRAPPING', { headers });
  const reasonCodeId = ((await reasons.json()) as { page: { id: number }[] }).page[0]?.id;
  const refused = await page.request.post(`/rs/fsp/v1/clients/${MAJ}/holdings`, {
    headers,
    data: { action: 'SCRAP', payload: { reasonCodeId, balances: [{ balanceId: before.id, quantity: 2 }] } },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('QUANTITY_NOT_AVAILABLE');
  expect(await list()).toMatchObject({ id: before.id, quantity: 2, allocatedQuantity: 1 });
  // the list in the browser says the same
  await expect(holdingRow(page, 'Duschpall')).toContainText('2 st');
  await expect(holdingRow(page, 'Duschpall')).toContainText('varav 1 reserverad');
  await page.context().close();
});
