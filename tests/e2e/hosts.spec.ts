/**
 * The demo hosts (tests/hosts), each on an origin of its own with a CSP that allows the portal only
 * for scripts and API calls: a page with the strictest CSP (Trusted Types too), a page whose own web
 * component holds the element in its shadow root, a React 18 application and a Vue 3 application
 * that installed the package. In each: the element renders with the portal's look under the host's
 * theme, leaves the host's :root alone, reports no CSP violation, tells the host where the user
 * goes (and stays put when the host prevents it), and says clearly when the host forgot api-base.
 */
import { expect, test, type Page } from '@playwright/test';
import { hostOrigin, type HostName } from '../hosts/origins.ts';

const PORTAL_PORT = Number(process.env.E2E_PORT ?? 8181);
const HOSTS: HostName[] = ['strict-csp', 'shadow', 'react18', 'vue'];

type Watch = { violations: string[]; rootBefore: Record<string, string> | null };

/** Collects CSP violations from the first script on, and the host's :root variables before any of ours ran. */
async function watch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { fspWatch: Watch };
    w.fspWatch = { violations: [], rootBefore: null };
    document.addEventListener('securitypolicyviolation', (e) => w.fspWatch.violations.push(`${e.violatedDirective} ${e.blockedURI}`), true);
    document.addEventListener('DOMContentLoaded', () => {
      w.fspWatch.rootBefore = rootVariables();
    });
    function rootVariables(): Record<string, string> {
      const style = getComputedStyle(document.documentElement);
      const out: Record<string, string> = {};
      for (const name of Array.from(style)) if (name.startsWith('--')) out[name] = style.getPropertyValue(name).trim();
      return out;
    }
    (window as unknown as { fspRootVariables: () => Record<string, string> }).fspRootVariables = rootVariables;
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { fspWatch: Watch }).fspWatch.violations);

for (const host of HOSTS) {
  const origin = hostOrigin(PORTAL_PORT, host);

  test.describe(`demo host: ${host}`, () => {
    test('renders with the portal look under the host theme, routes fsp-navigate itself, adds nothing to the host', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await watch(page);
      await page.goto(`${origin}/`);
      await expect(page.locator('#status')).toHaveText('Logged in');
      const element = page.locator('fsp-documents');
      await expect(element.locator('[part=folder]')).toHaveCount(6);

      const look = await element.locator('[part=folder] a').first().evaluate((a) => {
        const s = getComputedStyle(a);
        return { color: s.color, fontSize: s.fontSize, fontFamily: s.fontFamily, radius: s.borderTopLeftRadius };
      });
      // The host's wrapper sets --fsp-color-primary, its :root --fsp-radius; the rest is ours.
      expect(look.color).toBe('rgb(138, 21, 56)');
      expect(look.radius).toBe('2px');
      expect(look.fontSize).toBe('16px');
      expect(look.fontFamily).not.toContain('Georgia');
      await expect(element.getByRole('heading', { name: 'Dokument' })).toBeVisible();
      // The session the host handed over is a property: never an attribute in the host's DOM.
      expect(await element.evaluate((el) => el.getAttributeNames().filter((n) => /session/i.test(n)))).toEqual([]);

      // The host's :root variables are what the host set, before and after: nothing of ours there.
      const root = await page.evaluate(() => ({
        before: (window as unknown as { fspWatch: Watch }).fspWatch.rootBefore,
        after: (window as unknown as { fspRootVariables: () => Record<string, string> }).fspRootVariables(),
      }));
      expect(root.after).toEqual(root.before);
      expect(root.after).toMatchObject({ '--host-accent': '#8a1538', '--fsp-radius': '2px' });
      expect(Object.keys(root.after).filter((k) => k.startsWith('--_fsp') || (k.startsWith('--fsp-') && k !== '--fsp-radius'))).toEqual([]);
      // No stylesheet, style element or preload link of ours in the host's document.
      const added = await page.evaluate((portal) => Array.from(document.querySelectorAll('link, style')).map((n) => n.outerHTML).filter((h) => h.includes(portal) || h.startsWith('<style')), `http://localhost:${PORTAL_PORT}`);
      expect(added).toEqual([]);

      // The host routes: it hears the path, prevents the element's own move and shows the folder itself.
      await element.getByRole('link', { name: /Blanketter/ }).click();
      await expect(page.locator('#events li')).toHaveText(['fsp-navigate /documents/2']);
      await expect(page).toHaveURL(/#\/documents\/2$/);
      await expect(element.getByRole('heading', { name: 'Blanketter' })).toBeVisible();
      await expect(element.locator('[part=file]')).toHaveCount(2);

      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('preventDefault() stops the element: a host that goes nowhere keeps the element where it was', async ({ page }) => {
      await page.goto(`${origin}/?route=none`);
      await expect(page.locator('#status')).toHaveText('Logged in');
      const element = page.locator('fsp-documents');
      await element.getByRole('link', { name: /Blanketter/ }).click();
      await expect(page.locator('#events li')).toHaveText(['fsp-navigate /documents/2']);
      // The element moves synchronously when nobody prevents it; so by now it would have.
      await expect(element).not.toHaveAttribute('folder');
      await expect(element.getByRole('heading', { name: 'Dokument', exact: true })).toBeVisible();
      await expect(element.locator('[part=folder]')).toHaveCount(6);
    });

    test('a forgotten api-base: a clear text naming where the element looked, never the host page', async ({ page }) => {
      await watch(page);
      await page.goto(`${origin}/?apibase=none`);
      await expect(page.locator('#status')).toHaveText('Logged in');
      const element = page.locator('fsp-documents');
      const message = new RegExp(`${origin.replaceAll('.', '\\.')}/rs`);
      await expect(element.getByText(message).first()).toBeVisible();
      await expect(element).not.toContainText('Not Found');
      await expect(element).not.toContainText('<');
      expect(await violations(page)).toEqual([]);
    });
  });
}

test('the manifest is served beside the elements, for tools on any origin', async ({ request }) => {
  const res = await request.get('/elements/custom-elements.json', { headers: { 'Accept-Encoding': 'br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['access-control-allow-origin']).toBe('*');
  expect(res.headers()['content-type']).toMatch(/^application\/json/);
  const manifest = (await res.json()) as { schemaVersion: string; modules: { path: string; declarations: { tagName?: string }[] }[] };
  expect(manifest.schemaVersion).toBe('2.1.0');
  const tags = manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName));
  expect(tags).toEqual(expect.arrayContaining(['fsp-documents', 'fsp-profile', 'fsp-mobile-id']));
  // Paths are relative to /elements/ here: each names a file served beside the manifest.
  for (const m of manifest.modules) expect((await request.get(`/elements/${m.path}`)).status()).toBe(200);
});

test.describe('an element and every chunk it needs, requested at once (strict-CSP host)', () => {
  const origin = hostOrigin(PORTAL_PORT, 'strict-csp');
  const portal = `http://localhost:${PORTAL_PORT}/`;

  test('<fsp-cart> added to the page: all its JS chunks are requested before the first of them answers, with no CSP violation and nothing added to the document', async ({ page }) => {
    await watch(page);
    await page.goto(`${origin}/`);
    await expect(page.locator('#status')).toHaveText('Logged in');
    await expect(page.locator('fsp-documents [part=folder]')).toHaveCount(6);

    // From here on: every script of the portal's the page asks for, and when each one answered
    // (in the order the browser reported them).
    let order = 0;
    const requested: { url: string; at: number }[] = [];
    const answered: { url: string; at: number }[] = [];
    const isChunk = (url: string) => url.startsWith(portal) && /\.js$/.test(new URL(url).pathname);
    page.on('request', (r) => {
      if (isChunk(r.url())) requested.push({ url: r.url(), at: order++ });
    });
    page.on('response', (r) => {
      if (isChunk(r.url())) answered.push({ url: r.url(), at: order++ });
    });
    const linksBefore = await page.evaluate(() => document.querySelectorAll('link').length);
    await page.evaluate(() => {
      const cart = document.createElement('fsp-cart');
      cart.setAttribute('lang', 'en');
      document.querySelector('main')?.append(cart);
    });
    const cart = page.locator('fsp-cart');
    await expect(cart.locator('.fsp-root')).toBeVisible();
    await expect(cart.locator('.fsp-root')).toHaveAttribute('lang', 'en');

    const paths = requested.map((r) => new URL(r.url).pathname);
    // The element's entry, its own chunks and its English texts (the runtime is there already).
    expect(paths).toContain('/elements/fsp-cart.js');
    expect(paths.some((p) => /^\/assets\/texts-cart-en-/.test(p))).toBe(true);
    expect(paths.some((p) => /^\/assets\/texts-cart-sv-/.test(p))).toBe(false);
    expect(requested.length).toBeGreaterThan(3);
    const firstAnswer = Math.min(...answered.map((a) => a.at));
    expect(requested.filter((r) => r.at > firstAnswer).map((r) => r.url)).toEqual([]);

    expect(await page.evaluate(() => document.querySelectorAll('link').length)).toBe(linksBefore);
    expect(await violations(page)).toEqual([]);
  });
});
