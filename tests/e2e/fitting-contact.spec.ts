/**
 * The fitting's user-and-contact tab (issue 38; spec 3 §3 Fitting client and contact, §6
 * GetClientContacts, §7 the client's contacts and PUT): Frida Förskrivare edits Harald Ek's phone,
 * e-mail and advance contact on fitting 9 and chooses its contact person from Harald's contacts,
 * in the standalone portal and under /embedded (spec 3 §2: each fitting tab is reachable there);
 * the client's page shows the same contact information (one client, one call). Tove Tekniker on
 * fitting 1 (Astrid: her municipality, no GetClientContacts) may edit the contact information but
 * gets no choice of contact person, and the API refuses her the change (403).
 *
 * Fitting 9 and Harald's contact information are this spec's alone (fitting-detail.spec.ts only
 * attaches a file to fitting 9). Each test sets its own values, so they pass in any order.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_V1 } from '../../src/contract/constants.ts';
import { apiSession, embedded, standalone, type FittingHost } from './fitting-flows.ts';
import { expectNoViolations } from './helpers.ts';

const TAB = '/my-myloc/fittings/9/user-and-contact';

/** The value of a fact by its label, inside a Facts part. */
const fact = (page: Page, part: string, label: string) => page.locator(`fsp-fitting [part=${part}] dt:text-is("${label}") + dd`);

async function editAndChoose(page: Page, host: FittingHost, values: { phoneNo: string; email: string; advance: 'Ja' | 'Nej'; contact: 'Ingrid Ek (Dotter)' | 'Per Åkesson (God man)' }) {
  await host.open(page, 'forskrivare@example.org', TAB);
  const el = page.locator('fsp-fitting');
  await expect(el.getByRole('heading', { name: 'Kontaktuppgifter' })).toBeVisible();
  await expect(fact(page, 'client-contact', 'Telefonnummer')).not.toBeEmpty();

  // The client's contact information, edited in place.
  await el.getByRole('button', { name: 'Ändra kontaktuppgifter' }).click();
  const form = el.getByRole('form', { name: 'Ändra kontaktuppgifter' });
  await form.getByRole('textbox', { name: 'Telefonnummer' }).fill(values.phoneNo);
  await form.getByRole('textbox', { name: 'E-post' }).fill('harald.ek@');
  await form.getByRole('radio', { name: values.advance }).check();
  await form.getByRole('button', { name: 'Spara' }).click();
  // Checked before the call; nothing typed lost.
  await expect(form.getByRole('textbox', { name: 'E-post' })).toHaveAccessibleDescription('Ange en giltig e-postadress, t.ex. namn@exempel.se.');
  await expect(form.getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue(values.phoneNo);
  await expectNoViolations(page, 'the contact information form with an error');
  await form.getByRole('textbox', { name: 'E-post' }).fill(values.email);
  await form.getByRole('button', { name: 'Spara' }).click();
  await expect(form).toHaveCount(0);
  await expect(fact(page, 'client-contact', 'Telefonnummer')).toHaveText(values.phoneNo);
  await expect(fact(page, 'client-contact', 'E-post')).toHaveText(values.email);
  await expect(fact(page, 'client-contact', 'Förhandskontakt')).toHaveText(values.advance);

  // The contact person, chosen from Harald's contacts (not the user as prescriber).
  await el.getByRole('button', { name: /^(Välj|Byt) kontaktperson$/ }).click();
  const dialog = el.getByRole('dialog', { name: /^(Välj|Byt) kontaktperson$/ });
  const select = dialog.getByRole('combobox', { name: 'Kontaktperson' });
  await expect(select.getByRole('option')).toHaveText(['Ingen kontaktperson', 'Ingrid Ek (Dotter)', 'Per Åkesson (God man)']);
  await expectNoViolations(page, 'the contact person dialog');
  await select.selectOption({ label: values.contact });
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(el.locator('[part=contact]')).toContainText(values.contact.replace(/ \(.*/, ''));
  await expect(el.getByRole('button', { name: 'Byt kontaktperson' })).toBeVisible();

  // The event says so.
  await el.getByRole('tab', { name: 'Händelser' }).click();
  await expect(el.locator('[part=events] li').first()).toContainText(`Kontaktperson ändrad ${values.contact}`);
}

/** The client's own page shows what the fitting changed (one client, one call). */
async function clientShows(page: Page, request: APIRequestContext, phoneNo: string) {
  const headers = await apiSession(request, 'forskrivare@example.org');
  const client = (await (await request.get(`${API_V1}/clients/6`, { headers })).json()) as { contactInformation: { phoneNo: string } };
  expect(client.contactInformation.phoneNo).toBe(phoneNo);
}

test('Frida edits Harald’s contact information and chooses fitting 9’s contact person (standalone)', async ({ page, request }) => {
  const phoneNo = `040-${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  await editAndChoose(page, standalone, { phoneNo, email: 'harald.ek@example.com', advance: 'Nej', contact: 'Ingrid Ek (Dotter)' });
  await clientShows(page, request, phoneNo);
  // The client's page (the same client, the same form's values).
  await page.goto('/clients/6/info');
  await expect(page.locator('fsp-client')).toContainText(phoneNo);
});

test('Frida edits Harald’s contact information and chooses fitting 9’s contact person under /embedded', async ({ page, request }) => {
  const phoneNo = `040-${String((Date.now() + 7) % 1_000_000).padStart(6, '0')}`;
  await editAndChoose(page, embedded(request), { phoneNo, email: 'ek.harald@example.com', advance: 'Ja', contact: 'Per Åkesson (God man)' });
  await clientShows(page, request, phoneNo);
});

test('Tove Tekniker on fitting 1 may edit Astrid’s contact information but not choose a contact person; the API refuses it 403', async ({ page, request }) => {
  await standalone.open(page, 'tekniker@example.org', '/my-myloc/fittings/1/user-and-contact');
  const el = page.locator('fsp-fitting');
  await expect(el.getByRole('button', { name: 'Ändra kontaktuppgifter' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(el.getByRole('heading', { name: 'Kontaktperson' })).toBeVisible();
  await expect(el.getByRole('button', { name: /kontaktperson$/ })).toHaveCount(0);
  const headers = await apiSession(request, 'tekniker@example.org');
  const res = await request.put(`${API_V1}/web-orders/fittings/1`, { headers, data: { contactId: null } });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
});
