/**
 * <fsp-documents> in pages that are not ours: same origin (/demo/plain.html) and a second origin
 * (tests/hosts/serve.ts), with one script tag, a session the host got from the API, and a host
 * stylesheet that tries hard to restyle everything.
 */
import { expect, test, type Page } from '@playwright/test';
import { hostOrigin } from '../hosts/origins.ts';

const HOST_ORIGIN = hostOrigin(Number(process.env.E2E_PORT ?? 8181), 'plain');

async function expectIsolated(page: Page) {
  const element = page.locator('fsp-documents');
  await expect(element.locator('[part=folder]')).toHaveCount(6);
  // The host's `* { color: red !important; font: 40px serif !important }` changes nothing inside.
  const style = await element.locator('[part=folder] a').first().evaluate((a) => {
    const s = getComputedStyle(a);
    return { color: s.color, fontSize: s.fontSize, fontFamily: s.fontFamily, letterSpacing: s.letterSpacing, textDecoration: s.textDecorationLine };
  });
  expect(style.color).toBe('rgb(0, 95, 115)'); // --fsp-color-primary
  expect(style.fontSize).toBe('16px');
  expect(style.fontFamily).not.toMatch(/^serif$/);
  expect(style.letterSpacing).toBe('normal');
  expect(style.textDecoration).toBe('none');
  const heading = await element.getByRole('heading', { name: 'Dokument' }).evaluate((h) => getComputedStyle(h).color);
  expect(heading).not.toBe('rgb(255, 0, 0)');
  // ...while the host's own text is styled as the host wants.
  expect(await page.locator('body > h1').evaluate((h) => getComputedStyle(h).color)).toBe('rgb(255, 0, 0)');
}

for (const [name, url] of [
  ['same origin', '/demo/plain.html'],
  ['another origin', `${HOST_ORIGIN}/plain.html`],
] as const) {
  test(`host page (${name}): renders with the portal design, emits fsp-navigate, opens a folder`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await expect(page.locator('#status')).toHaveText('Logged in');
    await expectIsolated(page);

    // One script tag: the loader fetched the element's code on its own.
    expect(await page.locator('script[src*="elements/"]').count()).toBe(1);

    const element = page.locator('fsp-documents');
    await element.getByRole('link', { name: /Blanketter/ }).click();
    await expect(page.locator('#events li')).toHaveText(['fsp-navigate /documents/2']);
    // Nobody routes on this page (the event was not prevented): the element moved on its own.
    await expect(element).toHaveAttribute('folder', '2');
    await expect(element.getByRole('heading', { name: 'Blanketter' })).toBeVisible();
    await expect(element.locator('[part=file]')).toHaveCount(2);
    // The file link points at the portal's origin, whatever the host's origin is.
    const href = await element.locator('[part=file] a').first().getAttribute('href');
    expect(new URL(href ?? '').pathname).toMatch(/^\/rs\/fsp\/v1\/company-guides\/\d+\/content$/);
    expect(errors).toEqual([]);
  });
}

test('the element follows its lang attribute and its folder attribute', async ({ page }) => {
  await page.goto('/demo/plain.html');
  const element = page.locator('fsp-documents');
  await expect(element.locator('[part=folder]')).toHaveCount(6);
  await element.evaluate((el) => el.setAttribute('lang', 'en'));
  await expect(element.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await element.evaluate((el) => el.setAttribute('folder', '5'));
  await expect(element.getByRole('heading', { name: 'The folder is empty' })).toBeVisible();
  await element.evaluate((el) => el.removeAttribute('folder'));
  await expect(element.locator('[part=folder]')).toHaveCount(6);
});

test('a host page without a session shows "not logged in", and the host can hand one over later', async ({ page }) => {
  await page.goto('/demo/plain.html?user=nobody@example.org');
  await expect(page.locator('#status')).toHaveText(/Login failed/);
  const element = page.locator('fsp-documents');
  await expect(element.getByRole('heading', { name: 'Du är inte inloggad' })).toBeVisible();
  const id = await page.evaluate(async () => {
    const r = await fetch('/rs/authentication', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'lager@example.org', password: 'demo' }) });
    return ((await r.json()) as { id: string }).id;
  });
  await element.evaluate((el, sid) => {
    (el as HTMLElement & { sessionId: string }).sessionId = sid;
  }, id);
  await expect(element.locator('[part=folder]')).toHaveCount(6);
});

test('the host page reserves the documents\' height: nothing below them moves as they load (no layout shift)', async ({ page }) => {
  await page.goto('/demo/plain.html');
  await expect(page.locator('fsp-documents [part=folder]')).toHaveCount(6);
  // Every layout shift since the page started (buffered), the host's heading below the element's included.
  const shifts = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const values: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) values.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(values), 300);
      }),
  );
  expect(shifts).toEqual([]);
});
