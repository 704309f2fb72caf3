/**
 * The work list and a task (issue 18), as Leo Lagerström (lager@example.org, BL-MLM) against the
 * reference server: a delivery task reported in full closes and leaves the active list (the user
 * is sent back to it); a partial report stays on the task, fetched again with the new reported
 * quantity; another storage's task is 403 on the API and "not authorized" in the UI; axe on the
 * work list, a task (with a line done) and its Mark as finished dialog, and My tasks (/my-myloc goes
 * there), in both languages at 375 and 1366 px. The tasks are
 * WORK_LIST_FIXTURES (server/seed/fixtures.ts), which no other test touches; the other storage's
 * task is found through the API as Frida (who works on BL-LND), not picked from random data.
 */
import { expect, test, type Page } from '@playwright/test';
import { API_V1 } from '../../src/contract/constants.ts';
import type { Task } from '../../src/contract/tasks.ts';
import { WORK_LIST_FIXTURES as F } from '../../server/seed/fixtures.ts';
import { apiSession, standalone } from './fitting-flows.ts';
import { AXE_VIEWS, expectNoViolations } from './helpers.ts';

const LEO = 'lager@example.org';
const FRIDA = 'forskrivare@example.org';
const BL_LND = 3;

const list = (page: Page) => page.locator('fsp-work-list');
const task = (page: Page) => page.locator('fsp-task');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });
const rowOf = (page: Page, description: string) => list(page).locator('[part=table] tbody tr').filter({ hasText: description });
const lineOf = (page: Page, name: string) => task(page).locator('[part=task-lines] tbody tr').filter({ hasText: name });

test('a delivery task reported in full: it closes, the user is back at the list, and the task has left the active tasks', async ({ page }) => {
  await standalone.open(page, LEO, '/');
  await menu(page).getByRole('button', { name: 'Baslager' }).click();
  await menu(page).getByRole('link', { name: 'Arbetslista' }).click();
  await expect(page).toHaveURL(standalone.at('/base-storages/work-list'));
  // Leo's own base storage is the default; Active is the default filter.
  await expect(list(page).getByRole('combobox', { name: 'Baslager' })).toHaveValue(String(F.storage.id));
  await expect(list(page).getByRole('tab', { name: 'Aktiva' })).toHaveAttribute('aria-selected', 'true');

  await list(page).getByRole('searchbox', { name: 'Sök' }).fill('Testleverans arbetslista');
  await list(page).getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page).toHaveURL(standalone.at('/base-storages/work-list?q=Testleverans+arbetslista'));
  await expect(rowOf(page, F.full.description)).toBeVisible();
  await expectNoViolations(page, 'work list');

  await rowOf(page, F.full.description).getByRole('link').click();
  await expect(page).toHaveURL(/\/base-storages\/work-list\/\d+\?q=Testleverans\+arbetslista$/);
  await expect(task(page).getByRole('heading', { level: 1 })).toContainText(F.full.description);
  const report = task(page).getByRole('button', { name: 'Rapportera' });
  await expect(report).toBeDisabled();
  // Select-all takes both lines, each with what is left on it.
  await task(page).getByRole('checkbox', { name: 'Välj alla rader med något kvar' }).check();
  await expect(task(page).getByText('2 rader valda. Uppdraget avslutas med den här rapporten.')).toBeVisible();
  await expectNoViolations(page, 'task');
  await report.click();

  // Status 90: back to the list with its view, where the task is no longer active.
  await expect(page).toHaveURL(standalone.at('/base-storages/work-list?q=Testleverans+arbetslista'));
  await expect(rowOf(page, F.partial.description)).toBeVisible();
  await expect(rowOf(page, F.full.description)).toHaveCount(0);
  await list(page).getByRole('tab', { name: 'Rapporterade' }).click();
  await expect(rowOf(page, F.full.description)).toContainText('Rapporterad');
});

test('a partial report stays on the task, fetched again with the new reported quantity', async ({ page }) => {
  await standalone.open(page, LEO, `/base-storages/work-list?q=${encodeURIComponent(F.partial.description)}`);
  await rowOf(page, F.partial.description).getByRole('link').click();
  await expect(task(page).getByRole('heading', { level: 1 })).toContainText(F.partial.description);
  const line = task(page).locator('[part=task-lines] tbody tr').first();
  await expect(line.locator('td[data-label=Kvar]')).toHaveText('3');
  const counter = line.getByRole('spinbutton');
  await expect(counter).toHaveValue('3');
  // Two fewer than what is left: setting the quantity chooses the line.
  await line.getByRole('button', { name: 'Minska' }).click();
  await line.getByRole('button', { name: 'Minska' }).click();
  await expect(counter).toHaveValue('1');
  await expect(line.getByRole('checkbox')).toBeChecked();
  await task(page).getByRole('button', { name: 'Rapportera' }).click();

  await expect(page.locator('[part=snackbar]')).toContainText('Rapporten är sparad.');
  await expect(page).toHaveURL(/\/base-storages\/work-list\/\d+\?q=/);
  await expect(task(page).locator('[part=status]')).toHaveText('Pågår');
  await expect(line.locator('td[data-label=Rapporterat]')).toHaveText('1');
  await expect(line.locator('td[data-label=Kvar]')).toHaveText('2');
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
  await expect(line.getByRole('checkbox')).not.toBeChecked();
  // The same after a reload: it was the server's.
  await page.reload();
  await expect(lineOf(page, '100020').locator('td[data-label=Rapporterat]')).toHaveText('1');
});

test('another storage’s task: 403 on the API, not authorized in the UI', async ({ page, request }) => {
  // A task of BL-LND, where Frida works and Leo does not.
  const frida = await apiSession(request, FRIDA);
  const res = await request.get(`${API_V1}/tasks?baseStorage=${BL_LND}&status=ALL&amount=1`, { headers: frida });
  expect(res.status()).toBe(200);
  const other = ((await res.json()) as { page: Task[] }).page[0];
  expect(other).toBeDefined();
  const id = other?.id ?? 0;

  const leo = await apiSession(request, LEO);
  const answer = await request.get(`${API_V1}/tasks/${id}`, { headers: leo });
  expect(answer.status()).toBe(403);
  expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('NOT_AUTHORIZED_TO_MUNICIPALITY');
  expect((await request.post(`${API_V1}/tasks/${id}`, { headers: leo, data: { action: 'FINISH' } })).status()).toBe(403);

  await standalone.open(page, LEO, `/base-storages/work-list/${id}`);
  await expect(task(page).getByRole('alert')).toContainText('Du har inte behörighet till uppdraget');
  await expect(task(page).getByRole('link', { name: 'Till arbetslistan' })).toHaveAttribute('href', '/base-storages/work-list');
  await expect(task(page).getByRole('button', { name: 'Rapportera' })).toHaveCount(0);
});

for (const { lang, width } of AXE_VIEWS) {
  test(`axe: the work list, a task with a line done and its Mark as finished dialog, My tasks (${lang}, ${width} px)`, async ({ page }) => {
    // Several screens, each scanned: up to 21 s of the default 30 s on the 2-core CI machine.
    test.slow();
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await standalone.open(page, LEO, `/base-storages/work-list?status=ALL&lang=${lang}`);
    await expect(rowOf(page, F.maxZero.description)).toBeVisible();
    await expectNoViolations(page, 'work list');
    await rowOf(page, F.maxZero.description).getByRole('link').click();
    await expect(task(page).locator('[part=task-lines] tbody tr')).toHaveCount(2);
    await expect(task(page).locator('[part=task-lines] input[type=checkbox]:disabled')).toHaveCount(1);
    await expectNoViolations(page, 'task');
    await task(page).getByRole('button', { name: lang === 'sv' ? 'Markera som klar' : 'Mark as finished' }).click();
    await expect(task(page).locator('dialog[open]')).toBeVisible();
    await expectNoViolations(page, 'Mark as finished dialog');
    await task(page).locator('dialog[open]').getByRole('button', { name: lang === 'sv' ? 'Avbryt' : 'Cancel' }).click();
    await expect(task(page).locator('dialog[open]')).toHaveCount(0);
    await page.goto(`/my-myloc?lang=${lang}`);
    await expect(page).toHaveURL(/\/my-myloc\/tasks/);
    await expect(rowOf(page, F.maxZero.description)).toBeVisible();
    await expectNoViolations(page, 'My tasks');
  });
}
