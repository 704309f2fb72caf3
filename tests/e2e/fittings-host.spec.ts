/**
 * The fitting elements in a page of another system (issue 14's host demo): the reference server's
 * demo workflow page (/demo/workflow.html, server/routes/demo.ts) on its own strict CSP redeems a
 * one-time embedded login token (from /dev/login-tokens, as the workflow application's server would
 * get one), hands the session to `<fsp-fittings>` and `<fsp-fitting>`, and routes between them by
 * `fsp-navigate` with its own hash, using the elements' attributes and events only. The routing
 * checks are read-only; then issue 14's flows (fitting-flows.ts) run in the demo page and under
 * /embedded: the consultant on fitting 11 and 12 (completed there), the technician without the
 * permissions, the planner releasing and regretting (put back after).
 */
import { expect, test, type Page } from '@playwright/test';
import { API_V1 } from '../../src/contract/constants.ts';
import { hostOrigin } from '../hosts/origins.ts';
import { expectNoShell, expectNoViolations } from './helpers.ts';
import { apiSession, consultantFlow, demoPage, embedded, embeddedToken, plannerFlow, shownIds as idsIn, technicianFlow } from './fitting-flows.ts';

const PORTAL = `http://localhost:${Number(process.env.E2E_PORT ?? 8181)}`;

const shownIds = (page: Page) => idsIn(page.locator('fsp-fittings'));

test('the demo workflow page: the technician’s list, a fitting opened and back, all routed by the host', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused/.test(m.text())) errors.push(m.text());
  });
  await page.goto(`/demo/workflow.html?lang=sv&loginToken=${await embeddedToken(request, 'tekniker@example.org')}`);
  await expect(page.getByRole('status').filter({ hasText: 'Ansluten till förskrivarportalen.' })).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/workflow\.html\?lang=sv$/); // the token left the address bar
  const list = page.locator('fsp-fittings');
  await expect(list.getByRole('tab', { name: 'Aktiva' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => shownIds(page)).toEqual([1, 10]);
  await expectNoViolations(page, 'demo workflow page, the list');

  // A tab: the host routes (its hash) and sets the attribute; the element does not move the page.
  await list.getByRole('tab', { name: 'Avslutade' }).click();
  await expect(page).toHaveURL(/\?lang=sv#\/my-myloc\/fittings\?status=closed$/);
  await expect(list).toHaveAttribute('status', 'closed');
  await expect.poll(() => shownIds(page)).toEqual([7, 8]);
  await page.goBack();
  await expect(list).not.toHaveAttribute('status', 'closed');
  await expect.poll(() => shownIds(page)).toEqual([1, 10]);

  // A fitting: the host swaps the list for <fsp-fitting> with the fitting and tab from the path.
  await list.locator('[part=fitting-link][href="/my-myloc/fittings/1/info"]').click();
  await expect(page).toHaveURL(/#\/my-myloc\/fittings\/1\/info$/);
  const fitting = page.locator('fsp-fitting');
  await expect(fitting).toHaveAttribute('fitting', '1');
  await expect(fitting).toHaveAttribute('tab', 'info');
  await expect(fitting.getByRole('heading', { level: 1 })).toContainText('Utprovning av manuell rullstol');
  await expect(fitting).toContainText('Astrid Nilsson');
  await expectNoViolations(page, 'demo workflow page, a fitting');
  await page.goBack();
  await expect.poll(() => shownIds(page)).toEqual([1, 10]);
  expect(errors).toEqual([]);
});

test('the demo workflow page in English, the planner’s planning view from the host’s own link', async ({ page, request }) => {
  await page.goto(`/demo/workflow.html?lang=en&loginToken=${await embeddedToken(request, 'planerare@example.org')}`);
  await expect(page.getByRole('status').filter({ hasText: 'Connected to the prescriber portal.' })).toBeVisible();
  await page.getByRole('link', { name: 'Planning' }).click();
  const list = page.locator('fsp-fittings');
  await expect(list).toHaveAttribute('admin', '');
  await expect(list.getByRole('tab', { name: 'Unplanned' })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('checkbox').first()).toBeVisible();
});

test('the demo workflow page without a token, or with a used one, says it could not connect and shows no element', async ({ page, request }) => {
  await page.goto('/demo/workflow.html?lang=sv');
  await expect(page.getByRole('status').filter({ hasText: 'Det gick inte att ansluta till förskrivarportalen.' })).toBeVisible();
  await expect(page.locator('fsp-fittings, fsp-fitting')).toHaveCount(0);
  const token = await embeddedToken(request, 'tekniker@example.org');
  expect((await request.post('/rs/authentication', { data: { mylocLoginToken: token, persistent: false } })).status()).toBe(200);
  await page.goto(`/demo/workflow.html?lang=sv&loginToken=${token}`);
  await expect(page.getByRole('status').filter({ hasText: 'Det gick inte att ansluta till förskrivarportalen.' })).toBeVisible();
});

test('under /embedded with an embedded login token: the list and a fitting in the reduced layout', async ({ page, request }) => {
  await page.goto(`/embedded/my-myloc/fittings?loginToken=${await embeddedToken(request, 'tekniker@example.org')}`);
  await expect.poll(() => shownIds(page)).toEqual([1, 10]);
  await expectNoShell(page);
  await page.locator('fsp-fittings [part=fitting-link][href="/my-myloc/fittings/1/info"]').click();
  await expect(page).toHaveURL(/\/embedded\/my-myloc\/fittings\/1\/info$/);
  await expect(page.locator('fsp-fitting').getByRole('heading', { level: 1 })).toContainText('Utprovning av manuell rullstol');
});

for (const [name, host, consultantFitting] of [
  ['the demo workflow page', demoPage, 11],
  ['/embedded', embedded, 12],
] as const) {
  test(`${name}: Kalle books, annuls, edits meetings (the time rules refused) and completes fitting ${consultantFitting}`, async ({ page, request }) => {
    await consultantFlow(page, host(request), consultantFitting);
  });

  test(`${name}: Tove Tekniker has no New meeting, Annul or Complete; the API answers 403`, async ({ page, request }) => {
    await technicianFlow(page, request, host(request));
  });

  test(`${name}: the planner releases two unplanned fittings at once and regrets one release`, async ({ page, request }) => {
    await plannerFlow(page, request, host(request));
  });
}

test('a fitting in a host page of another origin: its attachment links to the portal and opens the file', async ({ page, request }) => {
  // An open fitting of Frida's (other tests close some: the last of her active ones) gets a file
  // through the API, deleted again after; the host page shows fitting 3 until it is told this one.
  const headers = await apiSession(request, 'forskrivare@example.org');
  const active = await request.get(`${API_V1}/web-orders/fittings?status=ACTIVE&from=0&amount=50`, { headers });
  expect(active.status()).toBe(200);
  const fitting = ((await active.json()) as { page: { id: number }[] }).page.at(-1)?.id;
  if (fitting === undefined) throw new Error('Frida has no active fitting');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const uploaded = await request.post(`${API_V1}/web-orders/fittings/${fitting}/files`, { headers, multipart: { file: { name: 'Mått i värdsidan.pdf', mimeType: 'application/pdf', buffer: pdf } } });
  expect(uploaded.status()).toBe(201);
  const files = (await uploaded.json()) as { id: number; name: string }[];
  const made = files.find((f) => f.name === 'Mått i värdsidan.pdf');
  try {
    await page.goto(`${hostOrigin(Number(process.env.E2E_PORT ?? 8181), 'strict-csp')}/fitting.html`);
    await expect(page.locator('#status')).toHaveText('Logged in');
    await page.locator('fsp-fitting').evaluate((el, id) => el.setAttribute('fitting', id), String(fitting));
    const link = page.locator('fsp-fitting').getByRole('link', { name: 'Mått i värdsidan.pdf' });
    await expect(link).toBeVisible();
    // The server's link is root-relative: rendered as it is, it would point at the host page's origin.
    const href = await link.evaluate((a: HTMLAnchorElement) => a.href);
    expect(href.startsWith(`${PORTAL}/`)).toBe(true);
    const file = await request.get(href);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    if (made) await request.delete(`${API_V1}/web-orders/fittings/${fitting}/files/${made.id}`, { headers });
  }
});
