/**
 * Referenced orders (issue 15): Order product offers delivery only (issue 37: a product ordered from a
 * fitting is delivered). Order work order from a fitting's orders tab opens the work wizard
 * for a new line of the fitting's order with the fitting's line as its parent; the overview's
 * Confirm order (no cart) returns to the fitting's orders tab, where the new line shows. In the
 * portal (fitting 10, Greta Lindqvist) and under /embedded with an embedded login token (fitting 9,
 * Harald Ek): the same flow, `host` says where.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_V1 } from '../../src/contract/constants.ts';
import { apiSession, embedded, embeddedToken, standalone, type FittingHost } from './fitting-flows.ts';

const FRIDA = 'forskrivare@example.org';

const wizard = (page: Page) => page.locator('fsp-order-wizard');
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Spara och fortsätt' });
const stepHeading = (page: Page, name: string) => wizard(page).getByRole('heading', { level: 2, name });

async function workOrderFromFitting(page: Page, request: APIRequestContext, host: FittingHost, fitting: number, text: string) {
  const headers = await apiSession(request, FRIDA);
  const before = (await (await request.get(`${API_V1}/web-orders/fittings/${fitting}/content?all=true`, { headers })).json()) as { page: unknown[] };
  await host.open(page, FRIDA, `/my-myloc/fittings/${fitting}/orders`);
  const tab = page.locator('fsp-fitting');
  // Order product: a product ordered from a fitting is delivered (spec 2 §4), the product step offers delivery only.
  await tab.getByRole('link', { name: 'Beställ produkt' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\/products\?parent=\d+&fitting=\d+$/);
  await wizard(page).getByRole('textbox', { name: 'Sök produkt' }).fill('Duschpall Etac Standard');
  await wizard(page).getByRole('button', { name: 'Sök', exact: true }).click();
  await wizard(page).getByRole('button', { name: 'Välj Duschpall Etac Standard' }).click();
  await expect(wizard(page).getByRole('radio', { name: 'Leverans' })).toBeChecked();
  await expect(wizard(page).getByRole('radio')).toHaveCount(1);
  await page.goBack();
  await tab.getByRole('link', { name: 'Beställ arbetsorder' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\/work\?parent=\d+&fitting=\d+$/);
  await expect(stepHeading(page, 'Hjälpmedel')).toBeVisible();
  await expect(wizard(page).getByRole('link', { name: 'Utprovning' })).toBeVisible(); // the breadcrumb back to the fitting
  await wizard(page).getByLabel('Beskrivning av arbetet').fill(text);
  await next(page).click();
  await expect(page).toHaveURL(/\/work\/\d+\?contentid=\d+&parent=\d+&fitting=\d+$/);
  await expect(stepHeading(page, 'Tillbehör')).toBeVisible();
  await next(page).click();
  await wizard(page).getByRole('radio', { name: 'Service' }).check();
  await wizard(page).getByLabel('Prioritet').selectOption({ label: 'Normal (inom 10 dagar)' });
  await next(page).click();
  await expect(stepHeading(page, 'Övrig information')).toBeVisible();
  await expect(wizard(page).getByLabel('Beskrivning')).toHaveValue(text);
  await next(page).click();
  await expect(stepHeading(page, 'Adress och kontakt')).toBeVisible();
  await next(page).click();
  await expect(stepHeading(page, 'Översikt')).toBeVisible();
  await expect(wizard(page).getByRole('button', { name: 'Lägg i varukorgen' })).toHaveCount(0);
  await wizard(page).getByRole('button', { name: 'Bekräfta beställning' }).click();
  // Back in the fitting's orders tab, with the new line, ordered.
  await expect(page).toHaveURL(host.at(`/my-myloc/fittings/${fitting}/orders`));
  const work = tab.getByRole('region', { name: 'Arbetsorder' });
  await expect(work).toBeVisible();
  await expect(work.getByText('Beställd').first()).toBeVisible();
  const after = (await (await request.get(`${API_V1}/web-orders/fittings/${fitting}/content?all=true`, { headers })).json()) as { page: { contentType: string; status: { value: number }; text: string | null }[] };
  expect(after.page.length).toBe(before.page.length + 1);
  expect(after.page.find((l) => l.text === text)).toMatchObject({ contentType: 'WORK', status: { value: 20 } });
}

test('Order work order from a fitting in the portal, confirmed, back to its orders tab', async ({ page, request }) => {
  await workOrderFromFitting(page, request, standalone, 10, 'Byt däck på rullstolen före utprovningen.');
});

test('Order work order from a fitting under /embedded, confirmed, back to its orders tab', async ({ page, request }) => {
  await workOrderFromFitting(page, request, embedded(request), 9, 'Justera fotstöden.');
});

test('no ordering buttons for a user without the permission', async ({ page, request }) => {
  // Tove the technician sees the fitting but may not order from it (by a login token: profile.spec.ts changes her password).
  await page.goto(`/embedded/my-myloc/fittings/1/orders?loginToken=${await embeddedToken(request, 'tekniker@example.org')}`);
  await expect(page.locator('fsp-fitting').getByRole('tabpanel')).toBeVisible();
  await expect(page.locator('fsp-fitting').getByRole('link', { name: /Beställ/ })).toHaveCount(0);
});
