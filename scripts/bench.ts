/**
 * `npm run bench`: Lighthouse's performance score of the portal's login page and of the demo host
 * page (mobile: its default simulated slow 4G and 4× CPU; Lighthouse 13.5.0, fetched by `npm exec`
 * when the bench runs, not a dependency of the project: 176 MB that no test needs), the size budget (brotli, and the bytes each entry really crosses the wire with
 * from the reference server; the bench fails when those exceed the brotli size), the time from the
 * loader's script tag to the first rendered data of <fsp-documents> in the host page, and the
 * p50/p95 of the reference API's list calls on the large seed (SEED_SCALE=large). Writes the
 * figures into docs/performance.md between the markers. Runs against a fresh build; starts its own
 * servers on ports 8290/8291 with temporary databases.
 */
import './require-node24.ts';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright';
import { browserLaunchOptions, CHROMIUM_ARGS } from './chromium.ts';
import { measure, measureWire, type WireRow } from './size.ts';
import { FIXED_ASSET_FIXTURES, TIMELINE_FIXTURES } from '../server/seed/fixtures.ts';
import { SCANNER_MARKS } from '../src/core/ui/scanner/marks.ts';
import { code128Frame, fakeCameraArgs, y4mVideo } from '../tests/e2e/fake-camera.ts';
import { writeFakeCamera } from '../tests/e2e/fake-camera-file.ts';

const root = join(import.meta.dirname, '..');
const RUNS = 15;
const API_CALLS = 200;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function startServer(port: number, env: Record<string, string>): Promise<{ child: ChildProcess; output: string; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fsp-bench-'));
  const child = spawn(process.execPath, ['server/node.ts', '--reset'], { cwd: root, env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 15 * 60_000);
    const onData = (b: Buffer) => {
      output += b.toString();
      if (output.includes('utgangen@example.org')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, output, dataDir };
}

function stop(server: { child: ChildProcess; dataDir: string }) {
  server.child.kill('SIGKILL');
  rmSync(server.dataDir, { recursive: true, force: true });
}

async function hostPageTiming(base: string): Promise<number[]> {
  const browser = await chromium.launch(browserLaunchOptions());
  const times: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/demo/plain.html`);
      // From the start of the loader's request to the first folder row in the shadow root.
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const check = () => {
              const el = document.querySelector('fsp-documents');
              if (el?.shadowRoot?.querySelector('[part=folder]')) {
                const loader = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/elements/loader.js'));
                resolve(performance.now() - (loader?.startTime ?? 0));
              } else requestAnimationFrame(check);
            };
            check();
          }),
      );
      times.push(ms);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

export type LighthouseRun = { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number };

/** Lighthouse's version: pinned, so the figures of two runs of the bench compare. */
const LIGHTHOUSE = 'lighthouse@13.5.0';
const LIGHTHOUSE_RUNS = 3;

/**
 * One Lighthouse run (performance only, mobile: its defaults) of `url` in the full Chromium the
 * bench uses, headless, in a fresh profile. Needs the npm registry the first time (npm's cache after).
 */
function lighthouseRun(url: string): LighthouseRun {
  const chrome = browserLaunchOptions().executablePath;
  const dir = mkdtempSync(join(tmpdir(), 'fsp-lighthouse-'));
  const out = join(dir, 'report.json');
  try {
    const run = spawnSync(
      'npm',
      ['exec', '--yes', `--package=${LIGHTHOUSE}`, '--', 'lighthouse', url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet', `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`],
      // Lighthouse 13 needs Node 22 or later: the project's own Node (node_modules/.bin) first on the PATH.
      { cwd: root, encoding: 'utf8', env: { ...process.env, CHROME_PATH: chrome, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}` } },
    );
    if (run.status !== 0) throw new Error(`lighthouse ${url} exited with ${run.status}:\n${run.stderr}`);
    type Audit = { numericValue?: number };
    const report = JSON.parse(readFileSync(out, 'utf8')) as { categories: { performance: { score: number } }; audits: Record<string, Audit> };
    const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round(report.categories.performance.score * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      si: value('speed-index'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** LIGHTHOUSE_RUNS runs of each page; the report gives the median run (by score) and the range. */
function lighthouseRuns(url: string): LighthouseRun[] {
  return Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouseRun(url));
}

/** A session of a persona (the demo password), made through the API as the login form would. */
async function apiSession(base: string, username: string): Promise<string> {
  const login = await fetch(`${base}/rs/authentication`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: 'demo' }) });
  return ((await login.json()) as { id: string }).id;
}

/** The large seed's busy aid (TIMELINE_FIXTURES): the client's first holding of the product, with an inventory number. */
async function busyAid(base: string, session: string): Promise<number> {
  const busy = TIMELINE_FIXTURES;
  const held = (await (await fetch(`${base}/rs/fsp/v1/clients/${busy.clientId}/holdings?from=0&amount=100`, { headers: { 'X-Session-Id': session } })).json()) as { page: { id: number; name: string; inventoryNumber: string | null }[] };
  const aid = held.page.find((h) => h.inventoryNumber !== null && h.name.startsWith(busy.aidProduct));
  if (!aid) throw new Error(`no ${busy.aidProduct} held by client ${busy.clientId}`);
  return aid.id;
}

async function apiTimings(base: string): Promise<Record<string, number[]>> {
  const id = await apiSession(base, 'forskrivare@example.org');
  const orders = '/rs/fsp/v1/web-orders?from=0&amount=10';
  // A day relative to today (YYYY-MM-DD): the large seed's orders span the two years before it.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  // The timelines (issue 41: target p95 ≤ 25 ms for an item or client with 500 events): the large
  // seed's busy client and aid (TIMELINE_FIXTURES).
  const busy = TIMELINE_FIXTURES;
  const aid = { id: await busyAid(base, id) };
  const calls = {
    'GET /customers?all=true': '/rs/fsp/v1/customers?all=true',
    'GET /company-guides/categories?all=true': '/rs/fsp/v1/company-guides/categories?all=true',
    'GET /company-guides?category=1': '/rs/fsp/v1/company-guides?category=1&from=0&amount=25',
    'GET /page-content': '/rs/fsp/v1/page-content',
    'GET /messages (inbox, page 1)': '/rs/fsp/v1/messages?isSender=false&status=20&from=0&amount=10',
    'GET /messages (all, search)': '/rs/fsp/v1/messages?searchValue=leverans&from=0&amount=10',
    'GET /messages (unread count)': '/rs/fsp/v1/messages?isSender=false&status=20&isRead=false&amount=1',
    'GET /messages/receivers?all=true': '/rs/fsp/v1/messages/receivers?all=true',
    // Client search (issue 10: target p95 ≤ 25 ms over loopback on 20,000 clients).
    'GET /clients (12 digits)': '/rs/fsp/v1/clients?identityNumber=193801147061&from=0&amount=10',
    'GET /clients (prefix 1950)': '/rs/fsp/v1/clients?identityNumber=1950&from=0&amount=10',
    'GET /clients (prefix 19, surname and city)': '/rs/fsp/v1/clients?identityNumber=19&surname=ber&city=mal&from=0&amount=10',
    'GET /clients (unit name)': '/rs/fsp/v1/clients?identityNumber=solrosen&from=0&amount=10',
    'GET /clients/{client}/holdings': '/rs/fsp/v1/clients/3/holdings?from=0&amount=25',
    'GET /clients/{client}/holding-transactions': '/rs/fsp/v1/clients/3/holding-transactions?from=0&amount=25',
    // The catalogue (issue 11: targets p95 ≤ 25 ms for the list, ≤ 50 ms for the filters, on 100,000 products).
    'GET /products (first page, no filter)': '/rs/fsp/v1/products?from=0&amount=24&facilityIds=3',
    'GET /products (text: rollator)': '/rs/fsp/v1/products?searchValue=rollator&from=0&amount=24&facilityIds=3',
    'GET /products (3 filters: item classes, suppliers, in stock at 2 storages)': '/rs/fsp/v1/products?itemClass=1,2&supplier=1,2,3&inStockAt=2,3&from=0&amount=24&facilityIds=3',
    'GET /products (100 a page, page 400)': '/rs/fsp/v1/products?from=39900&amount=100&facilityIds=3',
    'GET /products/filters (no filter)': '/rs/fsp/v1/products/filters',
    'GET /products/filters (text: rollator)': '/rs/fsp/v1/products/filters?searchValue=rollator',
    'GET /products/filters (3 filters)': '/rs/fsp/v1/products/filters?itemClass=1,2&supplier=1,2,3&inStockAt=2,3',
    'GET /products/{product}': '/rs/fsp/v1/products/1',
    'GET /products/{product}/page-contents': '/rs/fsp/v1/products/1/page-contents?category=DOCUMENT&sort=publishDate:desc&amount=1',
    // The order list (issue 13: target p95 ≤ 25 ms on 200,000 orders for the default list, a text search and a date range).
    'GET /web-orders (Open, newest first: the default)': `${orders}&status=20,30,80&sort=orderDate:desc`,
    'GET /web-orders (Open, text: berg)': `${orders}&status=20,30,80&sort=orderDate:desc&freeTextSearch=berg`,
    'GET /web-orders (Open, one month)': `${orders}&status=20,30,80&sort=orderDate:desc&fromOrderDate=${day(-60)}&toOrderDate=${day(-31)}`,
    'GET /web-orders (table: 20-99 by receiver, page 50)': '/rs/fsp/v1/web-orders?from=490&amount=10&status=20,30,80,90,99&sort=receiver:asc',
    'GET /web-orders (table: by ordered-by)': `${orders}&status=20,30,80,90,99&sort=orderedBy:asc`,
    'GET /web-orders (mine, Closed)': `${orders}&status=90,99&mine=true`,
    'GET /web-orders (a client)': `${orders}&status=20,30,80,90,99&clientId=3`,
    // The receiver filters (issue 35: target p95 ≤ 25 ms and at most 5 KB): a first page, and a name typed.
    'GET /web-orders/filters (clients, first page)': '/rs/fsp/v1/web-orders/filters?clients=true&facilities=false',
    'GET /web-orders/filters (clients, text: berg)': '/rs/fsp/v1/web-orders/filters?clients=true&facilities=false&searchValue=berg',
    'GET /web-orders/filters (base storages, first page)': '/rs/fsp/v1/web-orders/filters?clients=false&facilities=true',
    // Fittings (issue 14): the prescriber of the large seed's 1,012 fittings; the list's tabs and the planning view.
    'GET /web-orders/fittings (Active, page 1)': '/rs/fsp/v1/web-orders/fittings?status=ACTIVE&from=0&amount=20',
    'GET /web-orders/fittings (Waiting, page 10)': '/rs/fsp/v1/web-orders/fittings?status=WAITING&from=180&amount=20',
    'GET /web-orders/fittings (Closed)': '/rs/fsp/v1/web-orders/fittings?status=CLOSED&from=0&amount=20',
    'GET /web-orders/fittings (planning: Unplanned)': '/rs/fsp/v1/web-orders/fittings?status=UNPLANNED&isAdminCall=true&from=0&amount=20',
    'GET /web-orders/fittings/{fitting}': '/rs/fsp/v1/web-orders/fittings/1',
    // The stock balance (issue 17: target p95 ≤ 25 ms on 10,000 balance rows a storage): a storage's first page, a search, a filter.
    'GET /base-storages/balances (BL-MLM, first page)': '/rs/fsp/v1/base-storages/balances?facilityIds=2&from=0&amount=10',
    'GET /base-storages/balances (BL-MLM, text: rollator)': '/rs/fsp/v1/base-storages/balances?facilityIds=2&searchValue=rollator&from=0&amount=10',
    'GET /base-storages/balances (BL-MLM, item classes and a supplier)': '/rs/fsp/v1/base-storages/balances?facilityIds=2&itemClass=1,2&supplier=3&from=0&amount=10',
    // What the balance page asks since issue 38: only rows with something available (the total less the fully allocated rows).
    'GET /base-storages/balances (BL-MLM, the page’s first 50, available only)': '/rs/fsp/v1/base-storages/balances?facilityIds=2&includeNotOrderable=true&availableOnly=true&from=0&amount=50',
    'GET /base-storages/balances (BL-MLM, item classes and a supplier, the page’s first 50, available only)': '/rs/fsp/v1/base-storages/balances?facilityIds=2&itemClass=1,2&supplier=3&includeNotOrderable=true&availableOnly=true&from=0&amount=50',
    'GET /fixed-assets/{fixedAsset}/timeline (500+ events, first page)': `/rs/fsp/v1/fixed-assets/${aid.id}/timeline?from=0&amount=25`,
    'GET /fixed-assets/{fixedAsset}/timeline (500+ events, page 10)': `/rs/fsp/v1/fixed-assets/${aid.id}/timeline?from=225&amount=25`,
    'GET /clients/{client}/timeline (500+ events, first page)': `/rs/fsp/v1/clients/${busy.clientId}/timeline?from=0&amount=25`,
    'GET /clients/{client}/timeline (500+ events, page 10)': `/rs/fsp/v1/clients/${busy.clientId}/timeline?from=225&amount=25`,
    'GET /clients/{client}/timeline (kinds: ORDER, TASK)': `/rs/fsp/v1/clients/${busy.clientId}/timeline?kinds=ORDER,TASK&from=0&amount=25`,
  };
  const out: Record<string, number[]> = {};
  for (const [name, path] of Object.entries(calls)) {
    const times: number[] = [];
    for (let i = 0; i < API_CALLS; i++) {
      const t0 = performance.now();
      const r = await fetch(`${base}${path}`, { headers: { 'X-Session-Id': id } });
      await r.arrayBuffer();
      if (!r.ok) throw new Error(`${name} answered ${r.status}`);
      times.push(performance.now() - t0);
    }
    out[name] = times.slice(10); // the first calls warm the caches
  }
  return out;
}

/**
 * The catalogue's interactions on a page of 100 cards (issue 11), in Chromium with the CPU slowed
 * down four times: from the click to the next frame (the Event Timing API: an interaction's
 * longest event entry, the time from the input to the paint after its handlers ran). Event Timing
 * reports only entries of 16 ms or more: an interaction without one reached its frame sooner and
 * is counted as 16 ms. Switching the view (grid to list and back) and ticking a filter (and
 * unticking it), INTERACTION_RUNS times each, with the large seed's data.
 */
const INTERACTION_RUNS = 10;

type InteractionWindow = { fspInteractions: Map<number, number> };

/** Records each interaction's longest Event Timing duration in the page (window.fspInteractions). */
async function observeInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as InteractionWindow;
    w.fspInteractions = new Map();
    new PerformanceObserver((list) => {
      // interactionId: in Chromium and the Event Timing draft, not yet in TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (!entry.interactionId) continue;
        w.fspInteractions.set(entry.interactionId, Math.max(w.fspInteractions.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** The duration of the interaction a click starts (16 when Event Timing reported none), once it has settled. */
async function timedInteraction(page: Page, click: () => Promise<unknown>, settled: () => Promise<unknown>): Promise<number> {
  const before = await page.evaluate(() => [...(window as unknown as InteractionWindow).fspInteractions.keys()]);
  await click();
  await settled();
  await page.waitForTimeout(300);
  const after = await page.evaluate(() => [...(window as unknown as InteractionWindow).fspInteractions.entries()]);
  const added = after.filter(([id]) => !before.includes(id)).map(([, d]) => d);
  return added.length ? Math.max(...added) : 16;
}

/**
 * A user's click on what `target` shows: the mouse pressed and released at its centre. Not
 * `locator.click()`: its actionability checks run script in the page between the pointer events
 * (a hit-target check on pointerdown and pointerup), which Event Timing would count as the page's.
 */
async function mouseClick(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the target of a click is not on screen');
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // A sticky bar may cover what was scrolled just into view: the click would land on the bar.
  const hits = await target.evaluate((element, { x, y }) => {
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit !== null && element.contains(hit);
  }, at);
  if (!hits) throw new Error('the target of a click is covered by something else');
  await page.mouse.click(at.x, at.y);
}

/** Logs a persona in on the portal's start page, as a user does (password "demo"). */
async function logIn(page: Page, base: string, username: string): Promise<void> {
  await page.goto(`${base}/`);
  const choice = page.getByRole('button', { name: 'Användarnamn och lösenord' });
  const field = page.getByLabel('Användarnamn', { exact: true });
  await choice.or(field).first().waitFor();
  if (await choice.isVisible()) await choice.click();
  await field.fill(username);
  await page.getByLabel('Lösenord', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.locator('header .user').waitFor();
}
async function catalogueInteractions(base: string): Promise<{ view: number[]; filter: number[] }> {
  const browser = await chromium.launch(browserLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await logIn(page, base, 'lager@example.org');
    await page.goto(`${base}/products?pageSize=100&storage=2`);
    const catalogue = page.locator('fsp-product-catalogue');
    await catalogue.locator('[part=card]').nth(99).waitFor({ timeout: 60_000 });
    await observeInteractions(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const timed = (click: () => Promise<unknown>, settled: () => Promise<unknown>) => timedInteraction(page, click, settled);
    const view: number[] = [];
    const filter: number[] = [];
    const buttons = catalogue.locator('[part=view-toggle] button');
    const firstFilter = catalogue.locator('fieldset[data-group=itemClasses] input[type=checkbox]').first();
    for (let i = 0; i < INTERACTION_RUNS; i++) {
      view.push(await timed(() => mouseClick(page, buttons.nth(1)), () => buttons.nth(1).and(page.locator('[aria-pressed=true]')).waitFor()));
      view.push(await timed(() => mouseClick(page, buttons.nth(0)), () => catalogue.locator('[part=card]').nth(99).waitFor()));
      filter.push(await timed(() => mouseClick(page, firstFilter), () => catalogue.locator('[part=card]').first().waitFor()));
      if (!(await firstFilter.isChecked())) throw new Error('the click did not tick the filter');
      filter.push(await timed(() => mouseClick(page, firstFilter), () => catalogue.locator('[part=card]').nth(99).waitFor()));
      if (await firstFilter.isChecked()) throw new Error('the click did not untick the filter');
    }
    return { view, filter };
  } finally {
    await browser.close();
  }
}

/** What shows that a screen is there: the first element of `tag`'s shadow root (`tag` may be a path of elements in each other's shadow roots) matching `selector` (and, if given, whose text or accessible label matches `text`). */
type Probe = { tag: string; selector: string; text?: string };

/**
 * `runs` in-app moves to `path` (history.pushState and popstate, as the portal's own links move),
 * each after a fresh load of the start page (loaded: no request for 500 ms): the milliseconds from the move until the frame that
 * first shows `probe` has been painted. The page looks for it itself, once a frame (an animation
 * frame callback), and takes the time in a task after that frame: Playwright's own waiting (its
 * role queries, run in the page) cost tens of ms at 4x and was counted as the page's. Then the
 * element found is checked to be `check`'s, which Playwright finds by role and name, or, when a
 * later render replaced it (a long list shows its first rows plainly, then swaps in its virtualized
 * rows: core/ui/virtual-list.tsx), to have been the same kind of element with the same name.
 */
async function inAppMoves(page: Page, base: string, path: string, runs: number, probe: Probe, check: Locator): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(`${base}/`);
    await page.locator('header .user').waitFor();
    // The start page loaded (its calls answered, its education list's element rendered: no request
    // for 500 ms), as a person sees it before moving on. Until 2026-12-01 the move came once the
    // header showed, while the start page was still loading, and its work (a few hundred ms at 4x)
    // was counted as the screen's.
    await page.waitForLoadState('networkidle');
    const ms = await page.evaluate(
      ({ to, tag, selector, text }) =>
        new Promise<number>((resolve, reject) => {
          const started = performance.now();
          const pattern = text ? new RegExp(text) : null;
          const look = () => {
            // `tag` may name a path of elements, each in the shadow root of the one before (an element rendering another: "fsp-client fsp-orders").
            let root: ParentNode | null | undefined = document;
            for (const name of tag.split(' ')) root = root?.querySelector(name)?.shadowRoot;
            const found = [...(root?.querySelectorAll(selector) ?? [])];
            const hit = pattern ? found.find((e) => pattern.test(e.getAttribute('aria-label') ?? e.textContent ?? '')) : found[0];
            if (hit) {
              (window as unknown as { probeHit: Element }).probeHit = hit;
              // This frame shows it: the time once it has been painted.
              setTimeout(() => resolve(performance.now() - started), 0);
            } else if (performance.now() - started > 60_000) reject(new Error(`${tag} ${selector}: not shown within 60 s`));
            else requestAnimationFrame(look);
          };
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
          requestAnimationFrame(look);
        }),
      { to: path, ...probe },
    );
    const same = await check.evaluate((e) => {
      const hit = (window as unknown as { probeHit: Element }).probeHit;
      return e === hit || (!hit.isConnected && e.tagName === hit.tagName && e.getAttribute('aria-label') === hit.getAttribute('aria-label') && e.textContent === hit.textContent);
    });
    if (!same) throw new Error(`${path}: the element found is not ${check.toString()}`);
    times.push(ms);
  }
  return times;
}

/**
 * The cart of the large seed's active order (200 lines; spec: within 100 ms at 4x CPU): how long
 * from navigating to the cart to its first line and its total on screen, and a quantity change (a
 * click on a line's "more") from the click to the next frame (Event Timing, as the catalogue's).
 */
async function cartInteractions(base: string): Promise<{ render: number[]; quantity: number[] }> {
  const browser = await chromium.launch(browserLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await logIn(page, base, 'forskrivare@example.org');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const cart = page.locator('fsp-cart');
    // An in-app move, as from the header's cart link: the element and the order load, then the lines.
    const render = await inAppMoves(page, base, '/orders/1006/cart', 5, { tag: 'fsp-cart', selector: 'button[aria-label="Öka antalet"]' }, cart.getByRole('button', { name: 'Öka antalet' }).first());
    await observeInteractions(page);
    const quantity: number[] = [];
    for (let i = 0; i < INTERACTION_RUNS * 2; i++) {
      const more = cart.getByRole('button', { name: 'Öka antalet' }).nth(i % 5);
      // The change is saved a moment after the last press: wait for that save, so each click is measured alone.
      let saved: Promise<unknown> = Promise.resolve();
      const click = async () => {
        saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/content\/\d+\/lines$/.test(new URL(r.url()).pathname));
        await mouseClick(page, more);
      };
      quantity.push(await timedInteraction(page, click, () => saved));
    }
    return { render, quantity };
  } finally {
    await browser.close();
  }
}

/**
 * The timelines' first entries (issue 41: target within 300 ms at 4x CPU) on the large seed's busy
 * client and aid (500 events and more each): from an in-app move to the client's Timeline tab
 * (<fsp-client>, the story a part of its own) and to the aid's page (<fsp-fixed-asset>, the aid's
 * life below its facts) until the frame showing the first entry has been painted, 10 runs each
 * (until 2026-12-01, 5: two runs of the same build an hour apart differed by 80 ms at the median).
 */
async function timelineFirstEntries(base: string): Promise<{ client: number[]; aid: number[] }> {
  const browser = await chromium.launch(browserLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await logIn(page, base, 'forskrivare@example.org');
    const aid = await busyAid(base, await apiSession(base, 'forskrivare@example.org'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const entry = 'li.fsp-timeline-entry';
    const client = await inAppMoves(page, base, `/clients/${TIMELINE_FIXTURES.clientId}/timeline`, 10, { tag: 'fsp-client', selector: entry }, page.locator('fsp-client').locator(entry).first());
    const aidLife = await inAppMoves(page, base, `/inventories/${aid}`, 10, { tag: 'fsp-fixed-asset', selector: entry }, page.locator('fsp-fixed-asset').locator(entry).first());
    return { client, aid: aidLife };
  } finally {
    await browser.close();
  }
}

/**
 * The first render of <fsp-fittings> (issue 14: target ≤ 300 ms to the first rows, over loopback)
 * for the prescriber of the large seed's 1,012 fittings: from an in-app move to /my-myloc/fittings
 * until the first row's link is on screen (the element's code, the list call and the render), 10
 * runs, each after a fresh load of the start page (so the element's code is fetched once, then cached).
 */
async function fittingsFirstRender(base: string): Promise<number[]> {
  const browser = await chromium.launch(browserLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await logIn(page, base, 'forskrivare@example.org');
    return await inAppMoves(page, base, '/my-myloc/fittings', 10, { tag: 'fsp-fittings', selector: 'a', text: '^7\\d{6}-\\d+' }, page.locator('fsp-fittings').getByRole('link', { name: /^7\d{6}-\d+/ }).first());
  } finally {
    await browser.close();
  }
}

/**
 * The stock balance of a base storage of 10,000 rows (issue 17), in Chromium with the CPU slowed
 * down four times (1366 px wide), as Leo of BL-MLM: from an in-app move to /base-storages?storage=2
 * until the frame showing the first row's Move button has been painted (5 runs); a scroll of the rows' box by 3,000 px
 * until the frame after it (its scroll event handled, the rows in view rendered); a filter chosen
 * with the keyboard (the item class's select, ArrowDown and ArrowUp) and a row's Move dialog opened
 * with a click, each from the input to the next frame (Event Timing, as the catalogue's).
 */
async function stockBalanceInteractions(base: string): Promise<{ render: number[]; scroll: number[]; filter: number[]; dialog: number[] }> {
  const browser = await chromium.launch(browserLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await logIn(page, base, 'lager@example.org');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const el = page.locator('fsp-stock-balance');
    const firstMove = el.locator('[part=rows] [role=listitem]').first().getByRole('button', { name: /^Flytta / });
    const render = await inAppMoves(page, base, '/base-storages?storage=2', 5, { tag: 'fsp-stock-balance', selector: '[part=rows] [role=listitem] button', text: '^Flytta ' }, firstMove);
    const count = await el.locator('[part=count]').textContent();
    // The page lists the rows with something available (the fully allocated ones are left out, spec 3 §2): about 9,200 of its 10,000.
    if (!/^9\s?\d{3} rader/.test(count ?? '')) throw new Error(`the storage does not list some 9,000 of its 10,000 rows: ${count}`);
    await page.waitForTimeout(1000); // the dialogs' code, fetched after the first rows
    await observeInteractions(page);

    const scroll: number[] = [];
    for (let i = 0; i < INTERACTION_RUNS * 2; i++) {
      scroll.push(
        await el.locator('[part=rows]').evaluate(async (box) => {
          const started = performance.now();
          box.scrollTop += 3000;
          await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
          return performance.now() - started;
        }),
      );
      await page.waitForTimeout(200); // the next page of rows, when the end came near
    }

    const filter: number[] = [];
    const itemClass = el.getByLabel('Artikelklass', { exact: true });
    for (let i = 0; i < INTERACTION_RUNS; i++) {
      for (const key of ['ArrowDown', 'ArrowUp']) {
        await itemClass.focus();
        const url = page.url();
        filter.push(await timedInteraction(page, () => page.keyboard.press(key), () => page.waitForURL((u) => u.toString() !== url)));
        await firstMove.waitFor({ timeout: 60_000 });
      }
    }

    const dialog: number[] = [];
    const moveDialog = page.getByRole('dialog');
    // Back to the first rows: scrolled into view from above, a row would lie under the sticky toolbar.
    await el.locator('[part=rows]').evaluate((box) => {
      box.scrollTop = 0;
    });
    await firstMove.waitFor();
    for (let i = 0; i < INTERACTION_RUNS * 2; i++) {
      dialog.push(await timedInteraction(page, () => mouseClick(page, el.locator('[part=rows] [role=listitem]').nth(i % 5).getByRole('button', { name: /^Flytta / })), () => moveDialog.waitFor()));
      await page.keyboard.press('Escape');
      await moveDialog.waitFor({ state: 'hidden' });
    }
    return { render, scroll, filter, dialog };
  } finally {
    await browser.close();
  }
}

/**
 * The inventory count of a base storage of 10,000 lines (issue 18), in Chromium with the CPU slowed
 * down four times (1366 px wide), as Leo of BL-MLM (the count started through the API first): from
 * an in-app move to /base-storages/inventory?storage=2 until the frame showing the first line's
 * input has been painted (5 runs); and a quantity typed (one digit into a line's input) from the
 * key to the next frame (Event Timing, as the catalogue's).
 */
async function inventoryCountInteractions(base: string): Promise<{ render: number[]; typed: number[] }> {
  const session = await apiSession(base, 'lager@example.org');
  const started = await fetch(`${base}/rs/fsp/v1/base-storages/2/inventories`, { method: 'POST', headers: { 'X-Session-Id': session } });
  if (started.status !== 201 && started.status !== 409) throw new Error(`the count could not be started: ${started.status}`);
  const browser = await chromium.launch(browserLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await logIn(page, base, 'lager@example.org');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const el = page.locator('fsp-inventory-count');
    const inputs = el.locator('[part=lines] [role=listitem] input');
    const render = await inAppMoves(page, base, '/base-storages/inventory?storage=2', 5, { tag: 'fsp-inventory-count', selector: '[part=lines] [role=listitem] input' }, inputs.first());
    const lines = await el.getByRole('status').filter({ hasText: /rader räknade/ }).textContent();
    if (!/av 10\s?\d{3} rader/.test(lines ?? '')) throw new Error(`the count does not have 10,000 lines: ${lines}`);
    await observeInteractions(page);
    const typed: number[] = [];
    for (let i = 0; i < INTERACTION_RUNS * 2; i++) {
      const input = inputs.nth(i % 8);
      await input.focus();
      await input.fill('');
      const digit = String((i % 9) + 1);
      typed.push(await timedInteraction(page, () => page.keyboard.press(digit), () => page.waitForFunction((d) => (document.querySelector('fsp-inventory-count')?.shadowRoot?.activeElement as HTMLInputElement | null)?.value === d, digit)));
      await page.waitForTimeout(700); // saved, 500 ms after the key
    }
    return { render, typed };
  } finally {
    await browser.close();
  }
}

/**
 * The scanner (issue 40) in Chromium with 4× CPU throttling and its fake camera showing a fixed
 * asset's label (the portal's own Code 128, as the e2e tests make it), as Leo in the inventory
 * search: a click on the scan button to the camera's first frame in the page (decoded: the dialog's
 * chunk, its texts, the camera's start) and to that frame shown (its presentation time), and from
 * that frame, the code in view from the first, to the code read (the reader's chunk and WASM fetched and compiled on the first open, then each look at the
 * picture FRAME_MS apart). The times from the dialog's User Timing marks and the click's event
 * time. The first open, and the median and max of SCANNER_RUNS - 1 more in the same page.
 */
const SCANNER_RUNS = 6;

type ScannerRun = { open: number; shown: number; read: number; ready: number };

async function scannerTimings(base: string): Promise<ScannerRun[]> {
  const video = writeFakeCamera('bench-label', y4mVideo(code128Frame(FIXED_ASSET_FIXTURES.inventoryNumber)));
  const options = browserLaunchOptions();
  const browser = await chromium.launch({ ...options, args: [...(options.args ?? CHROMIUM_ARGS), ...fakeCameraArgs(video)] });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await logIn(page, base, 'lager@example.org');
    await page.evaluate(() => window.history.pushState(null, '', '/inventories'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    const el = page.locator('fsp-inventory-search');
    const button = el.getByRole('button', { name: 'Skanna inventarienummer' });
    await button.waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => document.addEventListener('pointerdown', (e) => ((window as unknown as { fspClickAt: number }).fspClickAt = e.timeStamp), { capture: true }));
    const runs: ScannerRun[] = [];
    for (let i = 0; i < SCANNER_RUNS; i++) {
      await page.evaluate(() => performance.clearMarks());
      await mouseClick(page, button);
      await el.getByRole('dialog').waitFor();
      await el.getByRole('dialog').waitFor({ state: 'hidden', timeout: 60_000 });
      runs.push(
        await page.evaluate((marks) => {
          const at = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? NaN;
          const click = (window as unknown as { fspClickAt: number }).fspClickAt;
          const frame = at(marks.inView);
          return { open: frame - click, shown: at(marks.shown) - click, read: at(marks.read) - frame, ready: at(marks.ready) - click };
        }, SCANNER_MARKS),
      );
      await button.waitFor();
    }
    return runs;
  } finally {
    await browser.close();
  }
}

console.log('building…');
if (spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
const sizes = measure();

console.log('host page timing (demo seed)…');
const demo = await startServer(8290, {});
let host: number[];
let wire: WireRow[];
let lighthouse: { login: LighthouseRun[]; host: LighthouseRun[] };
try {
  // What a browser downloads: each entry with `Accept-Encoding: br, gzip`, counted as received.
  wire = await measureWire('http://localhost:8290', sizes);
  host = await hostPageTiming('http://localhost:8290');
  console.log('Lighthouse: the login page and the host page (mobile)…');
  lighthouse = { login: lighthouseRuns('http://localhost:8290/'), host: lighthouseRuns('http://localhost:8290/demo/plain.html') };
} finally {
  stop(demo);
}

console.log('API list calls (large seed: 100,000 products, 20,000 clients with their holdings, 10,000 balance rows a base storage, 200,000 orders, 1,012 fittings)…');
const seedStart = Date.now();
const large = await startServer(8291, { SEED_SCALE: 'large' });
const seedSeconds = (Date.now() - seedStart) / 1000;
// The server prints the seed's own time ("seeded (large) in N ms"); the start of the server is the rest.
const seedBuildMs = Number(/seeded \(large\) in (\d+) ms/.exec(large.output)?.[1] ?? NaN);
let api: Record<string, number[]>;
let interactions: { view: number[]; filter: number[] };
let cartTimes: { render: number[]; quantity: number[] };
let fittingTimes: number[];
let balanceTimes: { render: number[]; scroll: number[]; filter: number[]; dialog: number[] };
let countTimes: { render: number[]; typed: number[] };
let scannerRuns: ScannerRun[];
let timelineTimes: { client: number[]; aid: number[] };
try {
  api = await apiTimings('http://localhost:8291');
  console.log('the fitting list, first render (large seed)…');
  fittingTimes = await fittingsFirstRender('http://localhost:8291');
  console.log('catalogue interactions (large seed, 4x CPU throttling)…');
  interactions = await catalogueInteractions('http://localhost:8291');
  console.log('the cart of 200 lines (large seed, 4x CPU throttling)…');
  cartTimes = await cartInteractions('http://localhost:8291');
  console.log('the stock balance of 10,000 rows (large seed, 4x CPU throttling)…');
  balanceTimes = await stockBalanceInteractions('http://localhost:8291');
  console.log('the inventory count of 10,000 lines (large seed, 4x CPU throttling)…');
  countTimes = await inventoryCountInteractions('http://localhost:8291');
  console.log('the scanner with the fake camera (4x CPU throttling)…');
  scannerRuns = await scannerTimings('http://localhost:8291');
  console.log('the timelines, first entries (large seed, 4x CPU throttling)…');
  timelineTimes = await timelineFirstEntries('http://localhost:8291');
} finally {
  stop(large);
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on this project's CI machine kind (2 cores), Node ${process.versions.node}, Chromium headless.`,
  '',
  '| Entry | Brotli | On the wire | Budget (brotli) |',
  '|---|---|---|---|',
  ...wire.map((r) => `| ${r.file.replace(/^(assets\/.+)-[\w-]{8}\.js$/, '$1-[hash].js')} | ${kb(r.brotli)} | ${kb(r.wire)} (${r.encoding}) | ${(r.budget / 1024).toFixed(0)} KB |`),
  '',
  'The whole of one element in a host page: the loader and every chunk the element imports, followed to the end (brotli, summed):',
  '',
  '| Element | Files | Brotli | Budget | Loaded on demand (its own import()) |',
  '|---|---|---|---|---|',
  ...sizes.filter((r) => r.kind === 'whole').map((r) => {
    const [, file, count, later] = /^(\S+) \(whole: (\d+) files(?:, ([\d.]+ KB) more on demand)?\)$/.exec(r.file) ?? [];
    return `| ${file ?? r.file} | ${count ?? '?'} | ${kb(r.brotli)} | ${(r.budget / 1024).toFixed(0)} KB | ${later ?? '–'} |`;
  }),
  '',
  'On the wire: the body bytes received for `GET` with `Accept-Encoding: br, gzip` from the reference server (`server/node.ts`), as a browser fetches them.',
  '',
  `Lighthouse ${LIGHTHOUSE.split('@')[1]} (performance, mobile: its simulated slow 4G and 4× CPU slowdown; the full Chromium, headless), ${LIGHTHOUSE_RUNS} runs of each page on the demo seed; the median run by score, and the range of the scores. Target: the login page at least 95.`,
  '',
  '| Page | Score (range) | FCP | LCP | TBT | CLS | Speed Index |',
  '|---|---|---|---|---|---|---|',
  ...(
    [
      ['Login page (/)', lighthouse.login],
      ['Host page (/demo/plain.html: <fsp-documents>)', lighthouse.host],
    ] as const
  ).map(([name, runs]) => {
    const sorted = [...runs].sort((x, y) => x.score - y.score);
    const m = sorted[Math.floor(sorted.length / 2)] as LighthouseRun;
    return `| ${name} | ${m.score} (${sorted[0]?.score}–${sorted.at(-1)?.score}) | ${ms(m.fcp)} | ${ms(m.lcp)} | ${ms(m.tbt)} | ${m.cls.toFixed(3)} | ${ms(m.si)} |`;
  }),
  '',
  `Host page (tests/hosts/plain.html, same origin, fresh browser context each run, ${RUNS} runs): from the start of the loader's request to the first folder row rendered, including the host's own login call: median ${ms(percentile(host, 50))}, p95 ${ms(percentile(host, 95))}.`,
  '',
  `Large seed: migrated and seeded in ${(seedBuildMs / 1000).toFixed(1)} s (bulk inserts into PGlite); the server answered ${seedSeconds.toFixed(0)} s after it was started.`,
  '',
  `Reference API on the large seed, ${API_CALLS - 10} sequential calls each after 10 warm-up calls, over loopback:`,
  '',
  '| Call | p50 | p95 |',
  '|---|---|---|',
  ...Object.entries(api).map(([name, t]) => `| ${name} | ${ms(percentile(t, 50))} | ${ms(percentile(t, 95))} |`),
  '',
  `The catalogue in Chromium with 4× CPU throttling, on a page of 100 cards of the large seed (1366 px wide), ${INTERACTION_RUNS * 2} interactions each: from the click (the mouse pressed and released on the control) to the next frame (Event Timing; 16 ms where it reported nothing, i.e. sooner). Target: within 100 ms.`,
  '',
  '| Interaction | p50 | max |',
  '|---|---|---|',
  `| Grid ↔ list | ${ms(percentile(interactions.view, 50))} | ${ms(Math.max(...interactions.view))} |`,
  `| Tick or untick a filter (item class) | ${ms(percentile(interactions.filter, 50))} | ${ms(Math.max(...interactions.filter))} |`,
  '',
  `The cart of the large seed's active order (200 lines, virtualized) in Chromium with 4× CPU throttling (1366 px wide): from an in-app move (each after the start page has loaded: no request for 500 ms) to the cart until the frame showing its first line's counter has been painted (order fetched and rendered; timed in the page), 5 runs; and a quantity change (a click on a line's "more"), ${INTERACTION_RUNS * 2} clicks, from the click to the next frame (Event Timing; 16 ms where it reported nothing). Target: within 100 ms.`,
  '',
  '| Cart | p50 | max |',
  '|---|---|---|',
  `| Open the cart (to the first line on screen) | ${ms(percentile(cartTimes.render, 50))} | ${ms(Math.max(...cartTimes.render))} |`,
  `| Change a line's quantity (to the next frame) | ${ms(percentile(cartTimes.quantity, 50))} | ${ms(Math.max(...cartTimes.quantity))} |`,
  '',
  `The stock balance of a base storage of the large seed (10,000 balance rows, the 9,200 or so with something available listed, fifty fetched at a time into a virtualized list) in Chromium with 4× CPU throttling (1366 px wide), as Leo of BL-MLM: from an in-app move (each after the start page has loaded: no request for 500 ms) to /base-storages?storage=2 until the frame showing the first row's Move button has been painted (timed in the page; the element's code fetched on the first run, 5 runs; target 300 ms); a scroll of the rows' box by 3,000 px until the frame after it; a filter chosen with the keyboard (the item class's select) and a row's Move dialog opened with a click, each from the input to the next frame (Event Timing; 16 ms where it reported nothing), ${INTERACTION_RUNS * 2} each. Target: within 100 ms.`,
  '',
  '| Stock balance | p50 | max |',
  '|---|---|---|',
  `| First rows (in-app move to the first row on screen) | ${ms(percentile(balanceTimes.render, 50))} | ${ms(Math.max(...balanceTimes.render))} |`,
  `| Scroll 3,000 px (to the frame after) | ${ms(percentile(balanceTimes.scroll, 50))} | ${ms(Math.max(...balanceTimes.scroll))} |`,
  `| Choose a filter (item class, keyboard) | ${ms(percentile(balanceTimes.filter, 50))} | ${ms(Math.max(...balanceTimes.filter))} |`,
  `| Open a row's Move dialog | ${ms(percentile(balanceTimes.dialog, 50))} | ${ms(Math.max(...balanceTimes.dialog))} |`,
  '',
  `The inventory count of a base storage of the large seed (10,000 lines, fifty fetched at a time into a virtualized list) in Chromium with 4× CPU throttling (1366 px wide), as Leo of BL-MLM: from an in-app move (each after the start page has loaded: no request for 500 ms) to /base-storages/inventory?storage=2 until the frame showing the first line's input has been painted (timed in the page; 5 runs; target 300 ms); and a quantity typed, one digit into a line's input, from the key to the next frame (Event Timing; 16 ms where it reported nothing), ${INTERACTION_RUNS * 2} keys (each saved 500 ms later). Target: within 100 ms.`,
  '',
  '| Inventory count | p50 | max |',
  '|---|---|---|',
  `| First lines (in-app move to the first line's input on screen) | ${ms(percentile(countTimes.render, 50))} | ${ms(Math.max(...countTimes.render))} |`,
  `| Type a quantity (to the next frame) | ${ms(percentile(countTimes.typed, 50))} | ${ms(Math.max(...countTimes.typed))} |`,
  '',
  `The scanner (issue 40) in Chromium with 4× CPU throttling (1366 px wide) and its fake camera showing a fixed asset's label (Code 128), as Leo in the inventory search: from the click on the scan button to the camera's first frame in the page (decoded; the dialog's chunk and texts, the camera's start) and to that frame shown (its presentation time), and from that first frame (the code in view from the first) to the code read (on the first open the reader's chunk and WASM are fetched and compiled meanwhile; then one look at the picture every 100 ms), from the dialog's User Timing marks. The first open, then the median and max of ${SCANNER_RUNS - 1} more in the same page.`,
  '',
  '| Scanner | First open | Later opens p50 | Later opens max |',
  '|---|---|---|---|',
  ...(
    [
      ['Click to the camera’s first frame in the page', (r: ScannerRun) => r.open],
      ['Click to that frame shown', (r: ScannerRun) => r.shown],
      ['Click to the reader ready', (r: ScannerRun) => r.ready],
      ['Code in view (the first frame in the page) to the code read', (r: ScannerRun) => r.read],
    ] as const
  ).map(([name, of]) => {
    const later = scannerRuns.slice(1).map(of);
    return `| ${name} | ${ms(of(scannerRuns[0] as ScannerRun))} | ${ms(percentile(later, 50))} | ${ms(Math.max(...later))} |`;
  }),
  '',
  `The timelines (issue 41) on the large seed's busy client and aid (Sven Holm and his Rollator: 500 entries and more each) in Chromium with 4× CPU throttling (1366 px wide), as Frida: from an in-app move (each after the start page has loaded: no request for 500 ms) to the client's Timeline tab (<fsp-client>, the story a part of its own) and to the aid's page (<fsp-fixed-asset>, its life below its facts) until the frame showing the first entry has been painted (timed in the page; the code fetched on the first run), 10 runs each. Target: within 300 ms. The calls themselves: the API table above.`,
  '',
  '| Timeline | p50 | max |',
  '|---|---|---|',
  `| A client's story (first entries on screen) | ${ms(percentile(timelineTimes.client, 50))} | ${ms(Math.max(...timelineTimes.client))} |`,
  `| An aid's life (first entries on screen) | ${ms(percentile(timelineTimes.aid, 50))} | ${ms(Math.max(...timelineTimes.aid))} |`,
  '',
  `<fsp-fittings> for the prescriber of the large seed's 1,012 fittings (Chromium, no throttling, loopback), 10 runs: from an in-app move (each after the start page has loaded: no request for 500 ms) to /my-myloc/fittings until the frame showing the first row has been painted (timed in the page; the element's code, fetched on the first run and cached after, the list call and the render): median ${ms(percentile(fittingTimes, 50))}, max ${ms(Math.max(...fittingTimes))}. Target: within 300 ms.`,
];
const report = lines.join('\n');
console.log(`\n${report}\n`);

const docPath = join(root, 'docs', 'performance.md');
const doc = readFileSync(docPath, 'utf8');
const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';
const a = doc.indexOf(start);
const b = doc.indexOf(end);
if (a < 0 || b < a) throw new Error('docs/performance.md lacks the bench markers');
writeFileSync(docPath, `${doc.slice(0, a + start.length)}\n${report}\n${doc.slice(b)}`);
console.log('figures written to docs/performance.md');
const over = sizes.filter((r) => r.brotli > r.budget);
process.exit(over.length ? 1 : 0);
