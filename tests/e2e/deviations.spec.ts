/**
 * Deviations (issue 16), as Frida Förskrivare against the reference server: a deviation reported
 * from the menu with an inventory-number reference and two files is the first row of My deviations
 * with both attachments, and flags the client's holding; a wrong reference code is refused under
 * its field; choosing another category resets the later steps; another user cannot read it (403);
 * a file refused after the deviation exists is named, the deviation kept once; and the list, the
 * detail and the wizard in a host page on another origin (tests/hosts/deviations.html), which
 * routes their `fsp-navigate` itself.
 *
 * The server is shared by the spec files of a run: every test makes its own deviations (the seeded
 * ones are only read), and nothing here counts what another test could change.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_V1 } from '../../src/contract/constants.ts';
import { DEVIATION_FIXTURES } from '../../server/seed/fixtures.ts';
import { makePdf } from '../../server/seed/pdf.ts';
import { hostOrigin } from '../hosts/origins.ts';
import { apiSession, standalone } from './fitting-flows.ts';
import { expectNoViolations } from './helpers.ts';

const FRIDA = 'forskrivare@example.org';
const LAGER = 'lager@example.org';
const PORTAL = `http://localhost:${Number(process.env.E2E_PORT ?? 8181)}`;
const HOST = hostOrigin(Number(process.env.E2E_PORT ?? 8181), 'strict-csp');

/** A real 1×1 PNG and a real one-page PDF, made here. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(makePdf('Avvikelse', ['Ramen har en spricka vid vänster handtag.']));
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

type Summary = { id: number; deviationNumber: string; description: string; fileCount: number };
type Deviation = Summary & { files: { id: number; name: string; url: string }[] };

/** Frida's session for the API, with the calls the tests make around the UI. */
async function api(request: APIRequestContext, username = FRIDA) {
  const headers = await apiSession(request, username);
  return {
    headers,
    /** The user's deviations (every state), newest first; with a search, only those it finds. */
    list: async (search?: string): Promise<{ page: Summary[]; count: number }> => {
      const query = new URLSearchParams({ state: 'ALL', amount: '10', ...(search ? { freeTextSearch: search } : {}) });
      const res = await request.get(`${API_V1}/deviations?${query}`, { headers });
      expect(res.status()).toBe(200);
      return (await res.json()) as { page: Summary[]; count: number };
    },
    create: async (description: string, file?: { name: string; mimeType: string; buffer: Buffer }): Promise<Deviation> => {
      const res = await request.post(`${API_V1}/deviations`, { headers, data: { categoryId: 1, typeId: 104, description, reference: null } });
      expect(res.status()).toBe(201);
      let deviation = (await res.json()) as Deviation;
      if (file) {
        const attached = await request.post(`${API_V1}/deviations/${deviation.id}/files`, { headers, multipart: { file1: file } });
        expect(attached.status()).toBe(201);
        deviation = (await attached.json()) as Deviation;
      }
      return deviation;
    },
  };
}

const wizard = (page: Page) => page.locator('fsp-deviation-report');
const list = (page: Page) => page.locator('fsp-deviations');
const detail = (page: Page) => page.locator('fsp-deviation');
const next = (scope: Locator) => scope.getByRole('button', { name: 'Nästa', exact: true });
const step = (scope: Locator, name: string) => scope.getByRole('heading', { level: 2, name, exact: true });
const category = (scope: Locator) => scope.getByRole('combobox', { name: 'Kategori', exact: true });
const code = (scope: Locator) => scope.getByRole('combobox', { name: 'Avvikelsekod', exact: true });
const reference = (scope: Locator) => scope.getByRole('combobox', { name: 'Referens', exact: true });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });
const rowOf = (scope: Locator, id: number) => scope.locator('tbody tr', { has: scope.page().locator(`a[href="/my-myloc/deviations/${id}/info"]`) });

/** Step 1 filled and left: a category and a code. */
async function chooseType(scope: Locator, categoryLabel: string, typeLabel: string) {
  await category(scope).selectOption({ label: categoryLabel });
  await code(scope).selectOption({ label: typeLabel });
  await next(scope).click();
  await expect(step(scope, 'Referens')).toBeVisible();
}

/** The files of an Attachments tab: their links, and that the first answers its file's bytes. */
async function expectFiles(scope: Locator, request: APIRequestContext, names: string[], first: Buffer) {
  const links = scope.locator('[part=attachments] .files a');
  await expect(links).toHaveText(names);
  for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank');
  // The signed link is the portal's, wherever the element is (a host page on another origin too), and
  // is read without a session: the link as the browser resolves it.
  const href = await links.first().evaluate((a: HTMLAnchorElement) => a.href);
  expect(new URL(href).origin).toBe(PORTAL);
  const file = await request.get(href);
  expect(file.status()).toBe(200);
  expect(Buffer.from(await file.body()).equals(first)).toBe(true);
}

test('report a deviation on an inventory number with two files from the menu; first in My deviations with both; the holding is flagged', async ({ page, request }) => {
  const { heldItem } = DEVIATION_FIXTURES;
  const frida = await api(request);
  const holding = `${API_V1}/clients/${heldItem.clientId}/holdings/${heldItem.holdingId}`;
  // The fixture's holding is Frida's to see, and not flagged before.
  const before = await request.get(holding, { headers: frida.headers });
  expect(before.status()).toBe(200);
  expect(((await before.json()) as { hasDeviation: boolean }).hasDeviation).toBe(false);

  await standalone.open(page, FRIDA, '/');
  await menu(page).getByRole('button', { name: 'Avvikelser' }).click();
  await menu(page).getByRole('link', { name: 'Rapportera avvikelse' }).click();
  await expect(page).toHaveURL(standalone.at('/deviation'));
  const w = wizard(page);
  await expect(w.getByRole('heading', { level: 1, name: 'Rapportera avvikelse' })).toBeVisible();

  // Step 1: Next waits for both a category and a code.
  await expect(step(w, 'Kategori och avvikelsekod')).toBeVisible();
  await expect(next(w)).toBeDisabled();
  await expect(code(w)).toBeDisabled();
  await category(w).selectOption({ label: 'Produkt' });
  await expect(next(w)).toBeDisabled();
  await expect(code(w).locator('option')).toHaveText(['Välj avvikelsekod', 'Trasig vid leverans', 'Saknar delar', 'Fel produkt levererad', 'Funktionsfel']);
  await code(w).selectOption({ label: 'Trasig vid leverans' });
  await expect(next(w)).toBeEnabled();
  await next(w).click();

  // Step 2: the inventory number, checked by the server.
  await expect(step(w, 'Referens')).toBeVisible();
  await expect(reference(w).locator('option')).toHaveText(['Ingen referens', 'Inventarienummer', 'Artikelnummer', 'Ordernummer']);
  await reference(w).selectOption({ label: 'Inventarienummer' });
  await w.getByRole('textbox', { name: 'Inventarienummer' }).fill(heldItem.inventoryNumber);
  await next(w).click();

  // Step 3: the summary, a description and two files.
  await expect(step(w, 'Beskrivning och bilagor')).toBeVisible();
  await expect(w.locator('[part=summary]')).toContainText(`Inventarienummer: ${heldItem.inventoryNumber}`);
  const description = 'Rollatorns broms tar inte på vänster sida (e2e: rapport med två bilagor).';
  await w.getByRole('textbox', { name: 'Beskrivning' }).fill(description);
  await w.locator('input[type=file]').setInputFiles([png('bromsen.png'), pdf('felrapport.pdf')]);
  await expect(w.getByRole('list', { name: 'Valda filer' }).getByRole('listitem')).toHaveCount(2);
  await w.getByRole('button', { name: 'Rapportera avvikelse' }).click();
  await expect(page.locator('.fsp-snackbar')).toContainText('Avvikelsen är rapporterad.');
  await expect(page).toHaveURL(standalone.at('/'));

  // The newest of Frida's (the highest number) is this one, with both files.
  const [newest] = (await frida.list()).page;
  expect(newest).toMatchObject({ description, fileCount: 2 });
  const id = newest?.id ?? 0;
  const number = newest?.deviationNumber ?? '';

  // My deviations from the menu: the first row.
  await menu(page).getByRole('button', { name: 'Avvikelser' }).click();
  await menu(page).getByRole('link', { name: 'Mina avvikelser' }).click();
  await expect(page).toHaveURL(standalone.at('/my-myloc/deviations'));
  const first = list(page).locator('tbody tr').first();
  await expect(first.locator('[part=deviation-link]')).toHaveText(number);
  await expect(first).toContainText('2 bilagor');
  await expect(first).toContainText(`Inventarienummer: ${heldItem.inventoryNumber}`);
  await expect(first).toContainText('Trasig vid leverans');

  // Its detail: Info, then Attachments with both files.
  await first.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(standalone.at(`/my-myloc/deviations/${id}/info`));
  const d = detail(page);
  await expect(d.getByRole('heading', { level: 1 })).toHaveText(`Avvikelse ${number}`);
  await expect(d.locator('[part=info]')).toContainText(`Inventarienummer: ${heldItem.inventoryNumber}`);
  await expect(d.locator('[part=info] .description')).toHaveText(description);
  await d.getByRole('tab', { name: 'Bilagor (2)' }).click();
  await expect(page).toHaveURL(standalone.at(`/my-myloc/deviations/${id}/attachments`));
  await expectFiles(d, request, ['bromsen.png', 'felrapport.pdf'], PNG);
  await expectNoViolations(page, 'a deviation, attachments');

  // The client's holding says it has a deviation now.
  await page.goto(`/clients/${heldItem.clientId}/holdings/${heldItem.holdingId}`);
  await expect(page.locator('fsp-client').getByText('Har en avvikelse')).toBeVisible();
});

test('a wrong reference code is refused under its field; a corrected one lets the wizard go on', async ({ page }) => {
  const { invalidCode, inventoryNumber } = DEVIATION_FIXTURES;
  await standalone.open(page, FRIDA, '/deviation');
  const w = wizard(page);
  await chooseType(w, 'Service och reparation', 'Återkommande fel');
  await expect(reference(w).locator('option')).toHaveText(['Ingen referens', 'Inventarienummer', 'Ordernummer']);
  await reference(w).selectOption({ label: 'Inventarienummer' });
  const field = w.getByRole('textbox', { name: 'Inventarienummer' });
  await field.fill(invalidCode);
  await next(w).click();

  await expect(w.getByText('Referensnumret finns inte. Kontrollera det och försök igen.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Referensnumret finns inte\. Kontrollera det och försök igen\./);
  await expect(next(w)).toBeDisabled();
  await expect(w.getByText('Ändra referensnumret eller välj Ingen referens.')).toBeVisible();
  await expect(step(w, 'Referens')).toBeVisible();
  await expectNoViolations(page, 'report a deviation, a refused reference');

  await field.fill(inventoryNumber);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(next(w)).toBeEnabled();
  await next(w).click();
  await expect(step(w, 'Beskrivning och bilagor')).toBeVisible();
  await expect(w.locator('[part=summary]')).toContainText(`Inventarienummer: ${inventoryNumber}`);
});

test('choosing another category resets the code and the reference', async ({ page }) => {
  const { productNumber } = DEVIATION_FIXTURES;
  await standalone.open(page, FRIDA, '/deviation');
  const w = wizard(page);
  await chooseType(w, 'Produkt', 'Saknar delar');
  await reference(w).selectOption({ label: 'Artikelnummer' });
  await w.getByRole('textbox', { name: 'Artikelnummer' }).fill(productNumber);
  await next(w).click();
  await expect(step(w, 'Beskrivning och bilagor')).toBeVisible();
  await expect(w.locator('[part=summary]')).toContainText(`Artikelnummer: ${productNumber}`);

  // Back to step 1, another category: the code is empty, Next disabled, the later steps out of reach.
  await w.getByRole('button', { name: 'Tillbaka' }).click();
  await expect(step(w, 'Referens')).toBeVisible();
  await w.getByRole('button', { name: 'Tillbaka' }).click();
  await expect(step(w, 'Kategori och avvikelsekod')).toBeVisible();
  await expect(code(w)).toHaveValue(String(102));
  await category(w).selectOption({ label: 'Leverans' });
  await expect(code(w)).toHaveValue('');
  await expect(code(w).locator('option:checked')).toHaveText('Välj avvikelsekod');
  await expect(next(w)).toBeDisabled();
  const stepper = w.locator('[part=stepper]');
  await expect(stepper.getByRole('button', { name: /Referens/ })).toBeDisabled();
  await expect(stepper.getByRole('button', { name: /Beskrivning och bilagor/ })).toBeDisabled();

  // A code of the new category: step 2 has no reference chosen and no code field.
  await code(w).selectOption({ label: 'Försenad leverans' });
  await next(w).click();
  await expect(step(w, 'Referens')).toBeVisible();
  await expect(reference(w).locator('option:checked')).toHaveText('Ingen referens');
  await expect(reference(w).locator('option')).toHaveText(['Ingen referens', 'Ordernummer']);
  await expect(w.getByRole('textbox')).toHaveCount(0);
  await next(w).click();
  await expect(w.locator('[part=summary]')).toContainText('Leverans');
  await expect(w.locator('[part=summary]')).toContainText('Försenad leverans');
  await expect(w.locator('[part=summary]')).toContainText('Ingen referens');
});

test('another user cannot read a deviation: the detail says so, the API answers 403, their list does not show it', async ({ page, request }) => {
  const frida = await api(request);
  const deviation = await frida.create('Hjulet lossnade (e2e: någon annans avvikelse).', png('hjulet.png'));

  const lager = await api(request, LAGER);
  const read = await request.get(`${API_V1}/deviations/${deviation.id}`, { headers: lager.headers });
  expect(read.status()).toBe(403);
  expect(await read.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  const attach = await request.post(`${API_V1}/deviations/${deviation.id}/files`, { headers: lager.headers, multipart: { file1: png('intrång.png') } });
  expect(attach.status()).toBe(403);
  expect((await lager.list()).page.map((d) => d.id)).not.toContain(deviation.id);
  expect((await lager.list(deviation.deviationNumber)).count).toBe(0);

  await standalone.open(page, LAGER, `/my-myloc/deviations/${deviation.id}/info`);
  const d = detail(page);
  await expect(d.getByRole('alert')).toContainText('Du kan inte se avvikelsen');
  await expect(d.getByRole('alert')).toContainText('Avvikelsen är någon annans. Du kan bara se dina egna avvikelser.');
  await expect(d).not.toContainText(deviation.description);
  await expect(d.getByRole('tab')).toHaveCount(0);

  await page.goto('/my-myloc/deviations?state=all');
  const l = list(page);
  await expect(l.locator('[part=count]')).toHaveText(/avvikelse|Inga resultat hittades/);
  await expect(l.locator(`a[href="/my-myloc/deviations/${deviation.id}/info"]`)).toHaveCount(0);
  await expect(l.getByRole('link', { name: deviation.deviationNumber })).toHaveCount(0);
});

test('a file the server refuses after the deviation exists: named with the reason, the deviation kept once, the good file attached', async ({ page, request }) => {
  const frida = await api(request);
  const description = 'Informationen om hämtningen kom aldrig (e2e: en fil vägrad).';
  const countBefore = (await frida.list()).count;

  await standalone.open(page, FRIDA, '/deviation');
  const w = wizard(page);
  await chooseType(w, 'Bemötande och information', 'Bristande information');
  await expect(reference(w).locator('option')).toHaveText(['Ingen referens']);
  await next(w).click();
  await expect(step(w, 'Beskrivning och bilagor')).toBeVisible();
  await w.getByRole('textbox', { name: 'Beskrivning' }).fill(description);
  // A .pdf by name that is text inside: the picker takes it (by name), the server refuses it (by content).
  await w.locator('input[type=file]').setInputFiles([{ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Det här är ingen PDF.\n') }, png('brevet.png')]);
  await expect(w.getByRole('list', { name: 'Valda filer' }).getByRole('listitem')).toHaveCount(2);
  await w.getByRole('button', { name: 'Rapportera avvikelse' }).click();

  const outcome = w.locator('[part=outcome]');
  await expect(outcome.getByRole('heading', { level: 2 })).toHaveText(/^Avvikelse 3\d{5} är rapporterad$/);
  const number = /(3\d{5})/.exec((await outcome.getByRole('heading', { level: 2 }).textContent()) ?? '')?.[1] ?? '';
  await expect(outcome.getByRole('alert')).toContainText('Men en fil kunde inte bifogas:');
  await expect(outcome.getByRole('alert').getByRole('listitem')).toHaveText(['fake.pdf: Filtypen är inte tillåten. Bifoga bilder, PDF, Excel, Word eller XML.']);
  await expect(page).toHaveURL(standalone.at('/deviation'));
  await expectNoViolations(page, 'report a deviation, a file refused');

  // Exactly one new deviation, this one, with the PNG only.
  const found = await frida.list(description);
  expect(found.count).toBe(1);
  expect(found.page[0]).toMatchObject({ deviationNumber: number, fileCount: 1 });
  expect((await frida.list()).count).toBe(countBefore + 1);
  const id = found.page[0]?.id ?? 0;

  await outcome.getByRole('link', { name: 'Öppna avvikelsens bilagor' }).click();
  await expect(page).toHaveURL(standalone.at(`/my-myloc/deviations/${id}/attachments`));
  const d = detail(page);
  await expect(d.getByRole('heading', { level: 1 })).toHaveText(`Avvikelse ${number}`);
  await expect(d.getByRole('tab', { name: 'Bilagor (1)' })).toHaveAttribute('aria-selected', 'true');
  await expectFiles(d, request, ['brevet.png'], PNG);
  expect((await frida.list(description)).count).toBe(1);
});

test('host page: the list, a deviation and the report wizard in a page on another origin that routes fsp-navigate itself', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // CSP violations from the first script on (the page never leaves its document: the host routes by the hash).
  await page.addInitScript(() => {
    const w = window as unknown as { fspViolations: string[] };
    w.fspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.fspViolations.push(`${e.violatedDirective} ${e.blockedURI}`), true);
  });
  const frida = await api(request);
  const deviation = await frida.create('Batteriet laddar inte (e2e: i en värdsida).', pdf('laddaren.pdf'));

  await page.goto(`${HOST}/deviations.html`);
  await expect(page.locator('#status')).toHaveText('Logged in');
  const l = list(page);
  await expect(l.getByRole('heading', { level: 1, name: 'Mina avvikelser' })).toBeVisible();
  // Frida's, newest first: the one just made.
  const first = l.locator('tbody tr').first();
  await expect(first.locator('[part=deviation-link]')).toHaveText(deviation.deviationNumber);
  await expect(first).toContainText('1 bilaga');
  await expect(l.locator('[part=deviation-link]')).toHaveCount(10);

  // The host prevents the move and shows the deviation itself, in the same document.
  await first.getByRole('link', { name: deviation.deviationNumber }).click();
  const path = `/my-myloc/deviations/${deviation.id}/info`;
  await expect(page).toHaveURL(`${HOST}/deviations.html#${path}`);
  await expect(page.locator('#events li')).toHaveText([`fsp-navigate ${path}`]);
  const d = detail(page);
  await expect(d.getByRole('heading', { level: 1 })).toHaveText(`Avvikelse ${deviation.deviationNumber}`);
  await expect(d.locator('[part=info] .description')).toHaveText(deviation.description);
  await d.getByRole('tab', { name: 'Bilagor (1)' }).click();
  await expect(page).toHaveURL(`${HOST}/deviations.html#/my-myloc/deviations/${deviation.id}/attachments`);
  await expect(d.getByRole('tab', { name: 'Bilagor (1)' })).toHaveAttribute('aria-selected', 'true');
  await expectFiles(d, request, ['laddaren.pdf'], PDF);

  // Back to the list by the breadcrumb, then a report from the list's link, no reference, a file.
  await d.getByRole('navigation', { name: 'Du är här' }).getByRole('link', { name: 'Mina avvikelser' }).click();
  await expect(page).toHaveURL(`${HOST}/deviations.html#/my-myloc/deviations`);
  await l.getByRole('link', { name: 'Rapportera avvikelse' }).click();
  await expect(page).toHaveURL(`${HOST}/deviations.html#/deviation`);
  const w = wizard(page);
  await chooseType(w, 'Bemötande och information', 'Bemötande');
  await next(w).click();
  const description = 'Chauffören var otrevlig vid leveransen (e2e: rapporterad i en värdsida).';
  await w.getByRole('textbox', { name: 'Beskrivning' }).fill(description);
  await w.locator('input[type=file]').setInputFiles([png('kvittot.png')]);
  await w.getByRole('button', { name: 'Rapportera avvikelse' }).click();
  // Reported with its file: the wizard asks for the start page, which this host has as the list.
  await expect(page.locator('#events li').last()).toHaveText('fsp-navigate /');
  await expect(page.locator('.fsp-snackbar')).toContainText('Avvikelsen är rapporterad.');
  await expect(page).toHaveURL(`${HOST}/deviations.html#/my-myloc/deviations`);
  const [made] = (await frida.list(description)).page;
  expect(made).toMatchObject({ description, fileCount: 1 });
  await expect(l.locator('tbody tr').first().locator('[part=deviation-link]')).toHaveText(made?.deviationNumber ?? '');
  await expect(rowOf(l, made?.id ?? 0)).toContainText('1 bilaga');

  expect(page.url().startsWith(HOST)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { fspViolations: string[] }).fspViolations)).toEqual([]);
  expect(errors).toEqual([]);
});
