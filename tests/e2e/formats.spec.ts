/**
 * Dates, times and postal numbers on screen (issue 38, spec 3 §9): Swedish yyyy-MM-dd and HH:mm,
 * English MM/dd/yyyy and hh:mm AM/PM, postal numbers "123 45", and the user's fitting list's
 * columns (spec 3 §2) and a stock item's image preset.
 *
 * Read only but for one count: fitting 1's next meeting (booked, in two days, at the provider's:
 * no spec changes it; its values are read from the API, not assumed) on the fitting detail, in the
 * standalone portal and under /embedded; the fitting list's Closed and Waiting tabs (Closed also
 * under /embedded); the fixed asset
 * HMC400001's picture. The inventory count's "by" line is on a count of BL-HSD (4), which no other
 * spec counts: Frida starts it and reports one line through the API, and the count is annulled at
 * the end, so nothing is left for the other specs.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_V1 } from '../../src/contract/constants.ts';
import type { Inventory, InventoryLine } from '../../src/contract/inventories.ts';
import { FIXED_ASSET_FIXTURES as FA } from '../../server/seed/fixtures.ts';
import { annulOpenCount } from './counts.ts';
import { apiSession, embedded, standalone } from './fitting-flows.ts';
import { expectNoViolations } from './helpers.ts';

const FRIDA = 'forskrivare@example.org';
const LEO = 'lager@example.org';
const BL_HSD = 4;

/** A Swedish day (YYYY-MM-DD) as English writes it. */
const englishDay = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
};
/** A time of day (HH:mm) as English writes it: hh:mm AM/PM, midnight 12 AM, noon 12 PM. */
const englishTime = (time: string) => {
  const [hh = '00', mm = '00'] = time.split(':');
  const h = Number(hh);
  return `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
};

type Meeting = { date: string; fromTime: string; toTime: string; address: { postalNo: string } | null };

/** Fitting 1's next meeting as the API has it. */
async function nextMeetingOf1(request: APIRequestContext): Promise<Meeting> {
  const res = await request.get(`${API_V1}/web-orders/fittings/1`, { headers: await apiSession(request, FRIDA) });
  expect(res.status()).toBe(200);
  const fitting = (await res.json()) as { nextMeeting: { id: number } | null; meetings: (Meeting & { id: number })[] };
  const next = fitting.meetings.find((m) => m.id === fitting.nextMeeting?.id);
  if (!next) throw new Error('fitting 1 has no next meeting');
  return next;
}

/** The value of a fact (dt/dd) of a meeting card by its label. */
const fact = (card: Locator, label: string) => card.locator('div').filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

test('a meeting on the fitting detail: yyyy-MM-dd HH:mm in Swedish, MM/dd/yyyy hh:mm AM/PM in English; the postal number "123 45"', async ({ page, request }) => {
  const m = await nextMeetingOf1(request);
  await standalone.open(page, FRIDA, '/my-myloc/fittings/1/next-meeting');
  const card = page.locator('fsp-fitting [part=meeting]');
  await expect(card).toHaveCount(1);
  await expect(fact(card, 'Tid')).toHaveText(`${m.date} ${m.fromTime}–${m.toTime}`);
  await expect(fact(card, 'Tid')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}–\d{2}:\d{2}$/);
  if (m.address) await expect(fact(card, 'Plats')).toContainText(`${m.address.postalNo.slice(0, 3)} ${m.address.postalNo.slice(3)} `);

  await page.getByRole('button', { name: 'English' }).click();
  const english = `${englishDay(m.date)} ${englishTime(m.fromTime)}–${englishTime(m.toTime)}`;
  await expect(fact(card, 'Time')).toHaveText(english);
  await expect(fact(card, 'Time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)–\d{2}:\d{2} (AM|PM)$/);
  if (m.address) await expect(fact(card, 'Place')).toContainText(`${m.address.postalNo.slice(0, 3)} ${m.address.postalNo.slice(3)} `);
  await expectNoViolations(page, 'next meeting, English');

  // The calendar's week and the meeting's times too.
  await page.locator('fsp-fitting').getByRole('tab', { name: 'Calendar' }).click();
  const calendar = page.locator('fsp-fitting [part=calendar]');
  await expect(calendar.getByRole('heading', { level: 2 })).toHaveText(/^Week \d{1,2}, \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/);
  await expect(calendar.getByText(`${englishTime(m.fromTime)}–${englishTime(m.toTime)}`)).toBeVisible();
});

test('the same meeting under /embedded, in English and in Swedish', async ({ page, request }) => {
  const m = await nextMeetingOf1(request);
  const host = embedded(request);
  await host.open(page, FRIDA, '/my-myloc/fittings/1/next-meeting?lang=en');
  const card = page.locator('fsp-fitting [part=meeting]');
  await expect(fact(card, 'Time')).toHaveText(`${englishDay(m.date)} ${englishTime(m.fromTime)}–${englishTime(m.toTime)}`);
  await host.open(page, FRIDA, '/my-myloc/fittings/1/next-meeting?lang=sv');
  await expect(fact(card, 'Tid')).toHaveText(`${m.date} ${m.fromTime}–${m.toTime}`);
});

test('the user’s fitting list: Closed shows the day closed (English MM/dd/yyyy), Waiting no meeting time', async ({ page }) => {
  await standalone.open(page, FRIDA, '/my-myloc/fittings?status=waiting');
  const list = page.locator('fsp-fittings');
  await expect(list.locator('[part=fitting-link]').first()).toBeVisible();
  await expect(list.getByRole('columnheader')).toHaveText(['Utprovning', 'Brukare', 'Förskrivare']);
  await page.goto('/my-myloc/fittings?status=closed');
  await expect(list.getByRole('columnheader')).toHaveText(['Utprovning', 'Brukare', 'Förskrivare', 'Avslutad']);
  const days = list.locator('.meeting');
  await expect(days.first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(list.getByRole('columnheader')).toHaveText(['Fitting', 'Client', 'Prescriber', 'Closed']);
  await expect(days.first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  for (const text of await days.allTextContents()) expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
});

test('the user’s fitting list under /embedded: Closed’s days MM/dd/yyyy in English, yyyy-MM-dd in Swedish', async ({ page, request }) => {
  const host = embedded(request);
  await host.open(page, FRIDA, '/my-myloc/fittings?status=closed&lang=en');
  const list = page.locator('fsp-fittings');
  await expect(list.getByRole('columnheader')).toHaveText(['Fitting', 'Client', 'Prescriber', 'Closed']);
  await expect(list.locator('.meeting').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await host.open(page, FRIDA, '/my-myloc/fittings?status=closed&lang=sv');
  await expect(list.getByRole('columnheader')).toHaveText(['Utprovning', 'Brukare', 'Förskrivare', 'Avslutad']);
  await expect(list.locator('.meeting').first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
});

/** Frida's session headers and the open count of BL-HSD she starts. */
async function hsdCount(request: APIRequestContext) {
  const headers = await apiSession(request, FRIDA);
  await annulOpenCount(request, BL_HSD, headers);
  const res = await request.post(`${API_V1}/base-storages/${BL_HSD}/inventories`, { headers });
  expect(res.status()).toBe(201);
  return { headers, count: (await res.json()) as Inventory };
}

/** The row of a line in the count's list (its input is `count-{id}`). */
const rowOf = (page: Page, line: InventoryLine) => page.locator('fsp-inventory-count [role=listitem]').filter({ has: page.locator(`#count-${line.id}`) });

test('the inventory count’s "by" line: yyyy-MM-dd HH:mm in Swedish, MM/dd/yyyy hh:mm AM/PM in English', async ({ page, request }) => {
  const { headers, count } = await hsdCount(request);
  try {
    const lines = ((await (await request.get(`${API_V1}/inventories/lines?baseStorageId=${BL_HSD}&status=ALL&from=0&amount=20`, { headers })).json()) as { page: InventoryLine[] }).page;
    const line = lines.find((l) => l.product.inventoryNumber === null) ?? lines[0];
    if (!line) throw new Error('no line in the count of BL-HSD');
    const reported = await request.post(`${API_V1}/inventories/lines/${line.id}`, {
      headers,
      data: { action: 'REPORT_LINE', reportedQty: line.product.inventoryNumber === null ? line.product.quantity : 1, fetchedTimestamp: line.fetchedTimestamp },
    });
    expect(reported.status()).toBe(200);
    const saved = ((await reported.json()) as { inventoryLine: InventoryLine }).inventoryLine;
    if (!saved.reportedDate || !saved.reportedTime) throw new Error('the line has no reported day and time');

    await standalone.open(page, FRIDA, `/base-storages/inventory?storage=${BL_HSD}`);
    const row = rowOf(page, line);
    await expect(row.getByText(/^Frida Förskrivare, /)).toHaveText(`Frida Förskrivare, ${saved.reportedDate} ${saved.reportedTime}`);
    await expect(row.getByText(/^Frida Förskrivare, /)).toHaveText(/^Frida Förskrivare, \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('fsp-inventory-count').getByRole('heading', { level: 1, name: 'Inventory count' })).toBeVisible();
    await expect(row.getByText(/^Frida Förskrivare, /)).toHaveText(`Frida Förskrivare, ${englishDay(saved.reportedDate)} ${englishTime(saved.reportedTime)}`);
    await expect(row.getByText(/^Frida Förskrivare, /)).toHaveText(/^Frida Förskrivare, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
    await expectNoViolations(page, 'inventory count, a line reported, English');
  } finally {
    expect((await request.delete(`${API_V1}/inventories/${count.id}`, { headers })).ok()).toBe(true);
  }
});

test('a fixed asset’s picture in the spec’s small preset (250 px, asked for at that width)', async ({ page }) => {
  await standalone.open(page, LEO, `/inventories?q=${FA.inventoryNumber}`);
  await page.locator('fsp-inventory-search').getByRole('link', { name: FA.inventoryNumber }).click();
  const image = page.locator('fsp-fixed-asset').getByRole('img', { name: 'rullstolar.svg' });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('width', '250');
  await expect(image).toHaveAttribute('src', /[?&]preset=small$/);
  expect((await image.boundingBox())?.width).toBeCloseTo(250, 0);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
