/**
 * The client search (spec 2 §2 Client search, §5, §6) against the reference server, as users:
 * Frida Förskrivare finds Astrid Nilsson by every form of her identity number and opens her info
 * page (Back returns to the search with its results); Harald Ek (101) by 250101+9216; a wrong check
 * digit and a search without q are refused before any call; Erik Sandberg in Borås is listed but is
 * not a link; the unit Solrosen by name; /clients/1 goes to /clients/1/info; Bo Begränsad (no
 * municipality) sees every client as text; 25 rows a page chosen, in the URL and kept by a reload.
 * And <fsp-clients> in a host page that is not ours.
 *
 * The tests only read: no client is changed here.
 */
import { expect, test, type Page } from '@playwright/test';
import { hostOrigin } from '../hosts/origins.ts';
import { expectLoggedIn, expectNoViolations, signIn } from './helpers.ts';

const HOST_ORIGIN = hostOrigin(Number(process.env.E2E_PORT ?? 8181), 'plain');

const clients = (page: Page) => page.locator('fsp-clients');
const queryField = (page: Page) => clients(page).getByRole('textbox', { name: 'Personnummer eller enhet' });

/** Logs in on the client search (the start page remembers where the user was going). */
async function openSearch(page: Page, user = 'forskrivare@example.org', name = 'Frida Förskrivare') {
  await signIn(page, user);
  await page.goto('/clients');
  await expectLoggedIn(page, name);
  await expect(page).toHaveURL(/\/clients$/);
  await expect(clients(page).getByRole('heading', { level: 1, name: 'Sök brukare' })).toBeVisible();
}

async function search(page: Page, q: string) {
  await queryField(page).fill(q);
  await clients(page).getByRole('button', { name: 'Sök', exact: true }).click();
}

/** The result rows (the table's body rows). */
const rows = (page: Page) => clients(page).getByRole('table', { name: 'Sökresultat' }).locator('tbody tr');

/** Every GET /clients the page makes from now on. */
function searchCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/rs/fsp/v1/clients') calls.push(url.search);
  });
  return calls;
}

test('every form of an identity number finds Astrid Nilsson and opens her info page; Back returns to the results', async ({ page }) => {
  await openSearch(page);
  const calls = searchCalls(page);
  const forms = ['193801147061', '19380114-7061', '380114-7061', '3801147061'];
  for (const [i, q] of forms.entries()) {
    if (i > 0) await page.goto('/clients');
    await search(page, q);
    await expect(page).toHaveURL(`/clients?q=${q}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(clients(page).getByRole('status').filter({ hasText: 'träff' })).toHaveText('1 träff');
    const link = rows(page).getByRole('link', { name: 'Astrid Nilsson' });
    await expect(link).toHaveAttribute('href', '/clients/1/info');
    await expect(rows(page)).toContainText('19380114-7061');
    await expect(rows(page)).toContainText('211 45 Malmö');
    // sent as twelve digits, whatever the form typed
    expect(new URLSearchParams(calls.at(-1)).get('identityNumber')).toBe('193801147061');
    if (i === 0) await expectNoViolations(page, 'client search with results');
    await link.click();
    await expect(page).toHaveURL('/clients/1/info');
    await expect(page.locator('fsp-client').getByRole('heading', { name: /Astrid Nilsson/ })).toBeVisible();
    if (i === 0) {
      // Back: the search as it was, its results and what was typed
      await page.goBack();
      await expect(page).toHaveURL(`/clients?q=${q}`);
      await expect(rows(page).getByRole('link', { name: 'Astrid Nilsson' })).toBeVisible();
      await expect(queryField(page)).toHaveValue(q);
    }
  }
});

test('Harald Ek, 101 years old, by 250101+9216', async ({ page }) => {
  await openSearch(page);
  await search(page, '250101+9216');
  await expect(page).toHaveURL('/clients?q=250101%2B9216');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByRole('link', { name: 'Harald Ek' })).toBeVisible();
  await expect(rows(page)).toContainText('19250101-9216');
  // a reload keeps the search (it is in the URL) and runs it again
  await page.reload();
  await expect(rows(page).getByRole('link', { name: 'Harald Ek' })).toBeVisible();
  await expect(queryField(page)).toHaveValue('250101+9216');
});

test('a wrong check digit, an impossible date and a search without q are refused before any call, keeping what was typed', async ({ page }) => {
  await openSearch(page);
  const calls = searchCalls(page);
  await search(page, '193801147062');
  await expect(clients(page).getByText(/kontrollsiffran \(den sista siffran\) stämmer inte/)).toBeVisible();
  await expect(queryField(page)).toHaveValue('193801147062');
  await expect(queryField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(queryField(page)).toBeFocused();

  await search(page, '19381314-7061');
  await expect(clients(page).getByText(/inget giltigt datum/)).toBeVisible();

  // No q, a filter given: INVALID_SEARCH_QUERY's text; the filter stays
  await queryField(page).fill('');
  await clients(page).getByRole('button', { name: 'Fler sökfilter' }).click();
  await clients(page).getByRole('textbox', { name: 'Efternamn' }).fill('Nilsson');
  await clients(page).getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(clients(page).getByText('Ange ett personnummer, ett enhetsnummer eller ett enhetsnamn att söka på.')).toBeVisible();
  await expect(clients(page).getByRole('textbox', { name: 'Efternamn' })).toHaveValue('Nilsson');
  await expect(queryField(page)).toBeFocused();

  await page.waitForTimeout(300);
  expect(calls).toEqual([]);
  await expect(page).toHaveURL(/\/clients$/);
  await expectNoViolations(page, 'client search with a message');
});

test('Erik Sandberg in Borås is listed but not a link; the unit Solrosen by name', async ({ page }) => {
  await openSearch(page);
  await search(page, '195001232296');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Erik Sandberg');
  await expect(rows(page).getByRole('link')).toHaveCount(0);
  await expect(rows(page).getByText('Ej behörig')).toBeVisible();

  await search(page, 'Solrosen');
  await expect(page).toHaveURL('/clients?q=Solrosen');
  const link = rows(page).getByRole('link', { name: 'Korttidsboendet Solrosen' });
  await expect(link).toHaveAttribute('href', '/clients/8/info');
  const row = rows(page).filter({ has: page.getByRole('link', { name: 'Korttidsboendet Solrosen' }) });
  await expect(row).toContainText('E1281-001');
  await expect(row).toContainText('Enhet');
});

test('the client routes: /clients/1 goes to /clients/1/info; an unknown tab or id is not found; the menu leads to the search', async ({ page }) => {
  await openSearch(page);
  await page.goto('/clients/1');
  await expect(page).toHaveURL('/clients/1/info');
  await expect(page.locator('fsp-client').getByRole('heading', { name: /Astrid Nilsson/ })).toBeVisible();
  // the redirect replaced its own history entry: Back goes to the search, not to /clients/1
  await page.goBack();
  await expect(page).toHaveURL(/\/clients$/);

  for (const path of ['/clients/1/orders/5', '/clients/1/nowhere', '/clients/abc/info', '/clients/0/info']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
  }

  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
  await menu.getByRole('button', { name: 'Sök' }).click();
  await menu.getByRole('link', { name: 'Brukare' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(clients(page).getByRole('heading', { level: 1, name: 'Sök brukare' })).toBeVisible();
});

test('rows per page (spec 1 §9): 25 asks for 25, shows 25 and is in the URL; a reload keeps it', async ({ page }) => {
  await openSearch(page);
  const calls = searchCalls(page);
  await search(page, '19');
  await expect(rows(page)).toHaveCount(10);
  const perPage = clients(page).getByRole('combobox', { name: 'Rader per sida' });
  await expect(perPage).toHaveValue('10');
  await perPage.selectOption('25');
  await expect(page).toHaveURL('/clients?q=19&pageSize=25');
  await expect(rows(page)).toHaveCount(25);
  expect(new URLSearchParams(calls.at(-1)).get('amount')).toBe('25');
  await page.reload();
  await expect(perPage).toHaveValue('25');
  await expect(rows(page)).toHaveCount(25);
});

test('Bo Begränsad (no municipality) finds clients but opens none: every one is text', async ({ page }) => {
  await openSearch(page, 'begransad@example.org', 'Bo Begränsad');
  await search(page, '193801147061');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Astrid Nilsson');
  await expect(rows(page).getByRole('link')).toHaveCount(0);
  await expect(rows(page).getByText('Ej behörig')).toBeVisible();
});

test('host page: <fsp-clients> in a page that is not ours searches and tells the host where it goes', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${HOST_ORIGIN}/plain.html`);
  await expect(page.locator('#status')).toHaveText('Logged in');
  // The host adds the element after its login (the session handed over is the page's, shared), with
  // the same api-base as the page's other element.
  await page.evaluate(() => {
    const el = document.createElement('fsp-clients');
    el.setAttribute('lang', 'sv');
    el.setAttribute('api-base', document.querySelector('fsp-documents')?.getAttribute('api-base') ?? '');
    document.body.append(el);
  });
  await expect(clients(page).getByRole('heading', { level: 1, name: 'Sök brukare' })).toBeVisible();
  await search(page, '19380114-7061');
  await expect(page.locator('#events li')).toHaveText(['fsp-navigate /clients?q=19380114-7061']);
  // nobody routes on this page: the element took the search as its own attribute
  await expect(clients(page)).toHaveAttribute('q', '19380114-7061');
  await expect(rows(page).getByRole('link', { name: 'Astrid Nilsson' })).toHaveAttribute('href', '/clients/1/info');
  expect(errors).toEqual([]);
});
