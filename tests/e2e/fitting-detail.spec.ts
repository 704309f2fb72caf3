/**
 * The fitting detail in the portal (issue 14, `<fsp-fitting>`), by the flows of fitting-flows.ts:
 * Kalle Konsulent on fitting 3 (no meetings yet): the meeting time rules, a booked meeting he may
 * not edit and annuls, a planned one created and edited, a comment, the fitting completed. Tove
 * Tekniker on fitting 1: no New meeting, Annul or Complete, and the API answers a direct call 403.
 * Kalle annuls fitting 1's meeting that is over under Previous meetings (the annulled one has no
 * button; it stays annulled: the change is the point).
 * Frida Förskrivare attaches and deletes a file (fitting 9; a file whose content is not what its
 * name says refused by the server) and changes fitting 2's technician (and puts it back); the
 * calendar of fitting 1 moves by weeks.
 * fittings-host.spec.ts runs the same flows in a host system's page and under /embedded.
 */
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './helpers.ts';
import { consultantFlow, standalone, technicianFlow } from './fitting-flows.ts';

test('Kalle creates, books, annuls and edits meetings of fitting 3 and completes it', async ({ page }) => {
  await consultantFlow(page, standalone, 3);
});

test('Tove Tekniker sees fitting 1 without creating, annulling or completing; the API answers 403', async ({ page, request }) => {
  await technicianFlow(page, request, standalone);
});

test('Kalle annuls fitting 1’s meeting that is over, under Previous meetings (confirmed): it shows annulled, its button gone', async ({ page }) => {
  await standalone.open(page, 'konsulent@example.org', '/my-myloc/fittings/1/previous-meetings');
  const el = page.locator('fsp-fitting');
  const meetings = el.locator('[part=meeting]');
  await expect(meetings).toHaveCount(2);
  // The one annulled three days ago has no button; the one a week ago (booked, over) has Annul.
  await expect(meetings.filter({ hasText: 'Brukaren var sjuk.' }).getByRole('button')).toHaveCount(0);
  const over = meetings.filter({ hasText: 'Första mötet: mätning.' });
  await expect(over).toContainText('Bokat');
  await over.getByRole('button', { name: /^Makulera mötet/ }).click();
  const confirm = el.getByRole('dialog', { name: 'Makulera mötet?' });
  await expect(confirm).toContainText('10:00–11:00');
  await expectNoViolations(page, 'previous meetings, annul asked');
  await confirm.getByRole('button', { name: 'Makulera' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(over).toContainText('Makulerat');
  await expect(over.getByRole('button')).toHaveCount(0);
  await expect(meetings.filter({ hasText: 'Makulerat' })).toHaveCount(2);
  // The coming meeting is untouched.
  await el.getByRole('tab', { name: 'Nästa möte' }).click();
  await expect(meetings.first()).toContainText('Bokat');
});

test('Frida attaches files to fitting 9: a PDF uploaded and opened, a file that only claims to be a PDF refused by the server, the PDF deleted (confirmed)', async ({ page }) => {
  await standalone.open(page, 'forskrivare@example.org', '/my-myloc/fittings/9/attachments');
  const el = page.locator('fsp-fitting');
  await expect(el.getByText('Inga bilagor')).toBeVisible();
  const input = el.locator('input[type=file]');

  await input.setInputFiles({ name: 'Mått Harald.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
  await el.getByRole('button', { name: 'Ladda upp' }).click();
  const link = el.getByRole('link', { name: 'Mått Harald.pdf' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  const file = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Text named .pdf: the browser lets it through by its name; the server reads its content and refuses it.
  await input.setInputFiles({ name: 'inte en pdf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Det här är bara text.') });
  await el.getByRole('button', { name: 'Ladda upp' }).click();
  await expect(el.getByRole('alert')).toContainText('Filtypen är inte tillåten.');
  await expect(el.getByRole('button', { name: 'Ta bort inte en pdf.pdf ur urvalet' })).toBeVisible(); // still chosen
  await expect(el.getByRole('link', { name: 'inte en pdf.pdf' })).toHaveCount(0);
  await expectNoViolations(page, 'attachments, a file refused');

  await el.getByRole('button', { name: 'Ta bort Mått Harald.pdf' }).click();
  const confirm = el.getByRole('dialog', { name: 'Ta bort bilagan?' });
  await expect(confirm).toContainText('Mått Harald.pdf');
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(link).toHaveCount(0);
  await expect(el.getByText('Inga bilagor')).toBeVisible();
});

test('Frida changes the technician of fitting 2 (a power wheelchair: a technician is required), then puts Tove back', async ({ page }) => {
  await standalone.open(page, 'forskrivare@example.org', '/my-myloc/fittings/2/info');
  const el = page.locator('fsp-fitting');
  await expect(el).toContainText('Tove Tekniker');
  const choose = async (technician: string) => {
    await el.getByRole('button', { name: 'Ändra konsulent och tekniker' }).click();
    const dialog = el.getByRole('dialog', { name: 'Konsulent och tekniker' });
    await dialog.getByLabel('Tekniker (obligatorisk)').selectOption({ label: technician });
    return dialog;
  };

  // None: refused before any call, the field marked; the dialog stays.
  await el.getByRole('button', { name: 'Ändra konsulent och tekniker' }).click();
  const dialog = el.getByRole('dialog', { name: 'Konsulent och tekniker' });
  await dialog.getByLabel('Tekniker (obligatorisk)').selectOption({ value: '' });
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Fyll i de rödmarkerade fälten.');
  await expect(dialog.getByLabel('Tekniker (obligatorisk)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'people, a required field missing');
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toHaveCount(0);

  // Ali Hassan: the planned meeting follows, as the dialog warns.
  await choose('Ali Hassan');
  await expect(dialog.getByRole('status')).toHaveText('Utprovningen har möten: det planerade nästa mötet får de nya personerna.');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(el).toContainText('Ali Hassan');
  await el.getByRole('tab', { name: 'Nästa möte' }).click();
  await expect(el.locator('[part=meeting]').first()).toContainText('Ali Hassan');

  // Tove back, as seeded (fittings.spec.ts lists fitting 2 as hers).
  await el.getByRole('tab', { name: 'Info', exact: true }).click();
  await choose('Tove Tekniker');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(el).toContainText('Tove Tekniker');
});

test('the calendar: fitting 1’s week with its booked meeting, the weeks after it without, and back', async ({ page }) => {
  await standalone.open(page, 'tekniker@example.org', '/my-myloc/fittings/1/calendar');
  const calendar = page.locator('fsp-fitting [part=calendar]');
  await expect(calendar.getByRole('heading', { level: 3 })).toHaveCount(7);
  await expect(calendar.getByText('10:00–11:30')).toBeVisible();
  const week = calendar.getByRole('heading', { level: 2 });
  const first = await week.textContent();
  await calendar.getByRole('button', { name: 'Nästa vecka' }).click();
  await calendar.getByRole('button', { name: 'Nästa vecka' }).click();
  await expect(week).not.toHaveText(first ?? '');
  await expect(calendar.getByText('Inga möten')).toHaveCount(7);
  await calendar.getByRole('button', { name: 'Föregående vecka' }).click();
  await calendar.getByRole('button', { name: 'Föregående vecka' }).click();
  await expect(week).toHaveText(first ?? '');
  await expect(calendar.getByText('10:00–11:30')).toBeVisible();
  await expectNoViolations(page, 'calendar');
});
