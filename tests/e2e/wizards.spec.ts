/**
 * The function, pickup, external assortment, work and fitting order wizards (issue 15), as Frida
 * Förskrivare in the portal: each from its first step to the cart with a reload in the middle; the
 * pickup's quantity limits; the work order's one-aid rule and priority reset; a fitting order that,
 * once sent, is an unplanned fitting in the planner's view; a step filled while the network is cut,
 * saved when it returns. Referenced orders (Order work order from a fitting) are in
 * referenced-orders.spec.ts. Each test makes its order through the API and deletes what is left open.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_V1 } from '../../src/contract/constants.ts';
import { apiSession, embeddedToken, standalone, tokenSession } from './fitting-flows.ts';

const FRIDA = 'forskrivare@example.org';
type Holding = { id: number; name: string; unit: string; maxQuantity: number; allocatedQuantity: number };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Maj Bergström (client 3): a Griptång of 4, a Duschpall of 2 with 1 allocated, a Rollator (in the seed; other tests may allocate some). */
const MAJ = 3;
/** Sven Holm (client 4): the same aids as Maj (a Rollator 428, a Griptång 429). */
const SVEN = 4;

async function frida(request: APIRequestContext) {
  const headers = await apiSession(request, FRIDA);
  return {
    headers,
    newOrder: async (client: number) => {
      const res = await request.post(`${API_V1}/web-orders`, { headers, data: { receiver: { type: 'CLIENT', id: client } } });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    },
    line: async (order: number, content: number) => (await (await request.get(`${API_V1}/web-orders/${order}/content/${content}`, { headers })).json()) as Record<string, unknown>,
    deleteOpenOrders: async () => {
      const open = ((await (await request.get(`${API_V1}/web-orders?status=10&amount=100`, { headers })).json()) as { page: { id: number }[] }).page;
      for (const o of open) await request.delete(`${API_V1}/web-orders/${o.id}`, { headers });
    },
  };
}

test.afterEach(async ({ request }) => {
  await (await frida(request)).deleteOpenOrders();
});

const wizard = (page: Page) => page.locator('fsp-order-wizard');
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Spara och fortsätt' });
const stepHeading = (page: Page, name: string) => wizard(page).getByRole('heading', { level: 2, name });

/** The line's id, from the wizard's address once the first step made it. */
async function lineId(page: Page, type: string): Promise<number> {
  await expect(page).toHaveURL(new RegExp(`/orders/\\d+/${type}/\\d+`));
  return Number(new RegExp(`/${type}/(\\d+)`).exec(page.url())?.[1]);
}

/** Reloads and waits for the step to be shown again (the line resumes where it was). */
async function reloadAt(page: Page, heading: string) {
  await page.reload();
  await expect(stepHeading(page, heading)).toBeVisible();
}

/** The address and contact step with its defaults (and a delivery method when one is asked for), then the overview. */
async function throughDelivery(page: Page, heading: string, method?: string) {
  await expect(stepHeading(page, heading)).toBeVisible();
  if (method) await wizard(page).getByLabel('Leveranssätt').selectOption({ label: method });
  await next(page).click();
  await expect(stepHeading(page, 'Översikt')).toBeVisible();
}

async function addToCart(page: Page, order: number): Promise<Locator> {
  await wizard(page).getByRole('button', { name: 'Lägg i varukorgen' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order}/cart$`));
  return page.locator('fsp-cart');
}

test('the pickup wizard: the client’s aids within what is available, a reload, to the cart', async ({ page, request }) => {
  const api = await frida(request);
  const order = await api.newOrder(MAJ);
  await standalone.open(page, FRIDA, `/orders/${order}/pick-ups`);
  await expect(wizard(page).getByRole('heading', { level: 1 })).toContainText('Hämtorder');
  await expect(wizard(page).getByRole('heading', { level: 1 })).toContainText('Maj Bergström');
  await expect(stepHeading(page, 'Hjälpmedel att hämta')).toBeVisible();
  // Neither an aid nor a description: Next is disabled, and says why.
  await expect(next(page)).toBeDisabled();
  await expect(wizard(page).getByText('Välj ett hjälpmedel eller beskriv vad som behövs.')).toBeVisible();
  // What Maj holds now (other tests may have allocated some): one aid of two or more available, and one partly allocated.
  const held = ((await (await request.get(`${API_V1}/web-orders/${order}/client-holdings?amount=50`, { headers: api.headers })).json()) as { page: Holding[] }).page;
  const many = held.find((h) => h.maxQuantity >= 2);
  const partly = held.find((h) => h.allocatedQuantity > 0 && h.id !== many?.id);
  if (!many || !partly) throw new Error('Maj holds no aid of two available, or none partly allocated');
  const aids = wizard(page).getByRole('list', { name: 'Brukarens hjälpmedel' });
  await aids.getByRole('checkbox', { name: new RegExp(escape(many.name)) }).check();
  await aids.getByRole('checkbox', { name: new RegExp(escape(partly.name)) }).check();
  await expect(aids.getByText(`${partly.allocatedQuantity} reserverade för en annan order`)).toBeVisible();
  // Each counter stops at what is available: what is held less what is allocated.
  const chosen = (name: string) => wizard(page).locator('.chosen-aids li').filter({ hasText: name });
  const counter = chosen(many.name).getByRole('spinbutton');
  const increase = chosen(many.name).getByRole('button', { name: 'Öka antalet' });
  for (let i = 1; i < many.maxQuantity; i++) await increase.click();
  await expect(counter).toHaveValue(String(many.maxQuantity));
  await expect(increase).toBeDisabled();
  await counter.fill('99');
  await counter.blur();
  await expect(counter).toHaveValue(String(many.maxQuantity));
  await expect(chosen(partly.name).getByRole('spinbutton')).toHaveValue('1');
  if (partly.maxQuantity === 1) await expect(chosen(partly.name).getByRole('button', { name: 'Öka antalet' })).toBeDisabled();
  await next(page).click();
  const content = await lineId(page, 'pick-ups');
  await expect(stepHeading(page, 'Övrig information')).toBeVisible();
  await reloadAt(page, 'Övrig information');
  await wizard(page).getByLabel('Beskrivning').fill('Hämtas i entrén, ring på.');
  await next(page).click();
  await throughDelivery(page, 'Hämtadress och kontakt');
  await expect(wizard(page).getByText(`× ${many.maxQuantity} ${many.unit}`)).toBeVisible();
  const cart = await addToCart(page, order);
  await expect(cart.getByText(/Hämtning/).first()).toBeVisible();
  const line = await api.line(order, content);
  expect(line['contentType']).toBe('PICKUP');
  const picked = new Map((line['pickupList'] as { id: number; quantity: number }[]).map((p) => [p.id, p.quantity]));
  expect(picked).toEqual(new Map([[many.id, many.maxQuantity], [partly.id, 1]]));
  expect(line['text']).toBe('Hämtas i entrén, ring på.');
});

test('the work wizard: one aid at most, the priority reset when the work type changes, a reload, to the cart', async ({ page, request }) => {
  const api = await frida(request);
  const order = await api.newOrder(SVEN);
  await standalone.open(page, FRIDA, `/orders/${order}/work`);
  await expect(stepHeading(page, 'Hjälpmedel')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  const aids = wizard(page).getByRole('list', { name: 'Brukarens hjälpmedel' });
  await aids.getByRole('checkbox', { name: /Rollator/ }).check();
  await aids.getByRole('checkbox', { name: /Griptång/ }).check();
  await expect(wizard(page).getByRole('alert')).toHaveText('Bara ett hjälpmedel kan väljas. Ta bort de andra.');
  await expect(next(page)).toBeDisabled();
  await wizard(page).getByRole('button', { name: /Ta bort Griptång/ }).click();
  await expect(next(page)).toBeEnabled();
  // The server holds the same rule.
  const refused = await request.post(`${API_V1}/web-orders/${order}/content`, { headers: api.headers, data: { contentType: 'WORK', pickupList: [{ id: 428, quantity: 1 }, { id: 429, quantity: 1 }] } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('MAX_ONE_AID');
  await next(page).click();
  const content = await lineId(page, 'work');
  await expect(stepHeading(page, 'Tillbehör')).toBeVisible();
  await next(page).click();
  await expect(stepHeading(page, 'Arbetstyp')).toBeVisible();
  const priority = wizard(page).getByLabel('Prioritet');
  await expect(priority).toBeDisabled();
  await expect(next(page)).toBeDisabled();
  await wizard(page).getByRole('radio', { name: 'Reparation' }).check();
  await priority.selectOption({ label: 'Akut (inom 24 timmar)' });
  await expect(next(page)).toBeEnabled();
  // Another work type: its own priorities, and the chosen one reset.
  await wizard(page).getByRole('radio', { name: 'Anpassning' }).check();
  await expect(priority).toHaveValue('');
  await expect(priority.getByRole('option', { name: 'Akut (inom 24 timmar)' })).toHaveCount(0);
  await expect(next(page)).toBeDisabled();
  await priority.selectOption({ label: 'Hög (inom 3 dagar)' });
  await next(page).click();
  await expect(stepHeading(page, 'Övrig information')).toBeVisible();
  await reloadAt(page, 'Övrig information');
  await wizard(page).getByLabel('Beskrivning').fill('Bromsen tar dåligt.');
  await next(page).click();
  await throughDelivery(page, 'Adress och kontakt');
  await expect(wizard(page).getByText('Anpassning, prioritet Hög (inom 3 dagar)')).toBeVisible();
  await addToCart(page, order);
  const line = await api.line(order, content);
  expect(line['contentType']).toBe('WORK');
  expect((line['subContentType'] as { value: string }).value).toBe('ADJUSTMENT');
  expect((line['priority'] as { value: string }).value).toBe('HIGH');
  expect((line['pickupList'] as { id: number }[]).map((p) => p.id)).toEqual([428]);
});

test('the function wizard: a function and its type, the customization, a reload, to the cart', async ({ page, request }) => {
  const api = await frida(request);
  const order = await api.newOrder(MAJ);
  await standalone.open(page, FRIDA, `/orders/${order}/functions`);
  await expect(stepHeading(page, 'Funktion')).toBeVisible();
  await next(page).click();
  await expect(wizard(page).getByRole('alert')).toHaveText('Välj en funktion.');
  await wizard(page).getByRole('radio', { name: 'Förflyttning', exact: true }).check();
  await next(page).click();
  await expect(wizard(page).getByRole('alert')).toHaveText('Välj typ av funktion.');
  await wizard(page).getByRole('radio', { name: 'Lyft' }).check();
  await next(page).click();
  const content = await lineId(page, 'functions');
  await expect(stepHeading(page, 'Anpassning')).toBeVisible();
  await expect(wizard(page).getByRole('checkbox', { name: /Storlek M/ })).toBeChecked();
  await reloadAt(page, 'Anpassning');
  await wizard(page).getByRole('checkbox', { name: /Storlek M/ }).uncheck();
  await next(page).click();
  await expect(stepHeading(page, 'Tillbehör')).toBeVisible();
  await next(page).click();
  await expect(stepHeading(page, 'Övrig information')).toBeVisible();
  await next(page).click();
  // Delivered to the default base storage unless another address is chosen, with a delivery method.
  await expect(wizard(page).getByRole('radio', { name: /Baslager Malmö Centrum/ })).toBeChecked();
  await throughDelivery(page, 'Leveransadress och kontakt', 'Ordinarie leverans');
  await expect(wizard(page).getByText('Förflyttning, Lyft')).toBeVisible();
  await expect(wizard(page).getByText(/Baslager Malmö Centrum/)).toBeVisible();
  await addToCart(page, order);
  const line = await api.line(order, content);
  expect((line['function'] as { type: { value: string } }).type.value).toBe('Lyft');
});

test('the external assortment: every field required, the quantity a number, a reload, to the cart', async ({ page, request }) => {
  const api = await frida(request);
  const order = await api.newOrder(MAJ);
  await standalone.open(page, FRIDA, `/orders/${order}/external-assortments`);
  await expect(stepHeading(page, 'Produkt')).toBeVisible();
  await expect(wizard(page).getByLabel('Antal')).toHaveValue('1');
  await next(page).click();
  await expect(wizard(page).getByText('Obligatoriskt.')).toHaveCount(3);
  await wizard(page).getByLabel('Artikelnummer').fill('EXT-4411');
  await wizard(page).getByLabel('Benämning').fill('Specialanpassad arbetsstol');
  await wizard(page).getByLabel('Leverantör').fill('Stolverkstan AB');
  await wizard(page).getByLabel('Antal').fill('två');
  await next(page).click();
  await expect(wizard(page).getByText('Ett heltal från 1 till 999.')).toBeVisible();
  // Nothing typed is lost.
  await expect(wizard(page).getByLabel('Benämning')).toHaveValue('Specialanpassad arbetsstol');
  await wizard(page).getByLabel('Antal').fill('2');
  await next(page).click();
  const content = await lineId(page, 'external-assortments');
  await expect(stepHeading(page, 'Övrig information')).toBeVisible();
  await reloadAt(page, 'Övrig information');
  await next(page).click();
  await throughDelivery(page, 'Leveransadress och kontakt');
  await expect(wizard(page).getByText('Leverantör: Stolverkstan AB')).toBeVisible();
  await addToCart(page, order);
  const line = await api.line(order, content);
  expect(line['product']).toMatchObject({ productNumber: 'EXT-4411', name: 'Specialanpassad arbetsstol', quantity: 2, supplier: { label: 'Stolverkstan AB' } });
});

test('the fitting order: a fitting type, a new aid described, the meeting time, sent: an unplanned fitting for the planner', async ({ page, request }) => {
  const api = await frida(request);
  const order = await api.newOrder(MAJ);
  await standalone.open(page, FRIDA, `/orders/${order}/fittings`);
  await expect(stepHeading(page, 'Utprovningstyp')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await wizard(page).getByRole('radio', { name: 'Utprovning av manuell rullstol' }).check();
  await next(page).click();
  const content = await lineId(page, 'fittings');
  await expect(stepHeading(page, 'Hjälpmedel')).toBeVisible();
  await wizard(page).getByRole('radio', { name: 'Ett nytt hjälpmedel' }).check();
  await expect(next(page)).toBeDisabled();
  await wizard(page).getByLabel('Beskrivning').fill('Lätt manuell rullstol för inomhusbruk.');
  await next(page).click();
  await expect(stepHeading(page, 'Övrig information')).toBeVisible();
  await reloadAt(page, 'Övrig information');
  await next(page).click();
  await expect(stepHeading(page, 'Adress och kontakt för arbetsordern')).toBeVisible();
  await next(page).click();
  await expect(stepHeading(page, 'Mötestid')).toBeVisible();
  await wizard(page).getByLabel('När kan brukaren träffas?').fill('Förmiddagar, inte fredagar.');
  await next(page).click();
  await expect(stepHeading(page, 'Översikt')).toBeVisible();
  await expect(wizard(page).getByText('Förmiddagar, inte fredagar.')).toBeVisible();
  const cart = await addToCart(page, order);
  await expect(cart).toBeVisible();
  // Sent (through the API, as the cart's Send does), the line becomes a fitting, unplanned.
  const sent = await request.post(`${API_V1}/web-orders/${order}?action=SEND`, { headers: api.headers });
  expect(sent.status()).toBe(200);
  // Petra by a login token: profile.spec.ts changes her password.
  const petraToken = await embeddedToken(request, 'planerare@example.org');
  const petra = await tokenSession(request, await embeddedToken(request, 'planerare@example.org'));
  const unplanned = (await (await request.get(`${API_V1}/web-orders/fittings?status=UNPLANNED&isAdminCall=true&amount=100`, { headers: petra })).json()) as {
    page: { id: number; contentNumber: string; client: { firstName: string } }[];
  };
  const made = unplanned.page.find((f) => f.contentNumber.endsWith('-1') && f.client.firstName === 'Maj');
  expect(made, 'the new fitting is in the planner’s Unplanned tab').toBeTruthy();
  expect((await api.line(order, content))['status']).toMatchObject({ value: 20 });
  // And in the planning view itself, in another tab (Petra's embedded session).
  const planner = await page.context().newPage();
  await planner.goto(`/embedded/my-myloc/fittings?role=admin&loginToken=${petraToken}`);
  await expect(planner.locator('fsp-fittings').getByText(made?.contentNumber ?? 'none')).toBeVisible();
});

test('a step filled while the network is cut is kept locally, and saved once the connection returns', async ({ page, request, context }) => {
  const api = await frida(request);
  const order = await api.newOrder(SVEN);
  await standalone.open(page, FRIDA, `/orders/${order}/pick-ups`);
  await wizard(page).getByRole('list', { name: 'Brukarens hjälpmedel' }).getByRole('checkbox', { name: /Rollator/ }).check();
  await next(page).click();
  const content = await lineId(page, 'pick-ups');
  await expect(stepHeading(page, 'Övrig information')).toBeVisible();
  await context.setOffline(true);
  await wizard(page).getByLabel('Beskrivning').fill('Skrivet utan anslutning.');
  await next(page).click();
  await expect(wizard(page).getByRole('status').filter({ hasText: 'är sparat lokalt men inte skickat' })).toBeVisible();
  // Still on the step, with what was typed.
  await expect(stepHeading(page, 'Övrig information')).toBeVisible();
  await expect(wizard(page).getByLabel('Beskrivning')).toHaveValue('Skrivet utan anslutning.');
  expect((await api.line(order, content))['text']).toBeNull();
  await context.setOffline(false);
  await expect(stepHeading(page, 'Hämtadress och kontakt')).toBeVisible();
  await expect(wizard(page).getByText('sparat lokalt')).toHaveCount(0);
  expect((await api.line(order, content))['text']).toBe('Skrivet utan anslutning.');
  // Nothing is left in the browser once sent.
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('fsp-outbox');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('saves')) return resolve(0);
          const count = db.transaction('saves').objectStore('saves').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );
  expect(kept).toBe(0);
});
