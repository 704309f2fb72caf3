/**
 * Timelines (issue 41): an aid received into BL-MLM, handed over to Sven Holm (Trelleborg) through a
 * task the back office plans from his order, reported with a deviation, repaired through a work
 * order, and returned, shows every step, in order, in its life (the fixed-asset page) and in Sven's
 * story (the client's Timeline tab, and `<fsp-client-timeline>` in a host page), each entry's link
 * opening its page; a user of another municipality (Leo: Malmö only) gets 403 for both calls while
 * Sven holds the aid. The steps are made through the API the screens call (their own flows are
 * tested in their own specs) and the dev back office (server/routes/back-office.ts).
 *
 * profile.spec.ts changes Leo's name in the same e2e database: nothing here reads it.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hostOrigin } from '../hosts/origins.ts';
import { signIn, watchCsp } from './helpers.ts';

const V1 = '/rs/fsp/v1';
const HOST = hostOrigin(Number(process.env.E2E_PORT ?? 8181), 'strict-csp');
const SVEN = 4;
const BL_MLM = 2;
const ROLLATOR = 1;
const sv = JSON.parse(readFileSync(new URL('../../src/areas/timeline/sv.json', import.meta.url), 'utf8')) as { event: Record<string, string>; stage: Record<string, string>; titleWithNumber: string };
const title = (event: string, number: string) => sv.titleWithNumber.replace('{{title}}', sv.event[event] ?? event).replace('{{number}}', number);

type Json = Record<string, unknown>;
async function sessionOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/rs/authentication', { data: { username, password: 'demo' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}
function api(request: APIRequestContext, session: string) {
  const headers = { 'X-Session-Id': session };
  const call = async <T = Json>(method: 'get' | 'post' | 'put', path: string, data?: unknown, status?: number): Promise<T> => {
    const res = await request[method](`${V1}${path}`, { headers, ...(data === undefined ? {} : { data }) });
    if (status !== undefined) expect(res.status(), await res.text()).toBe(status);
    else expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (res.status() === 204 ? undefined : await res.json()) as T;
  };
  return call;
}

type Flow = { aid: { id: number; inventoryNumber: string }; delivery: { id: number; orderNumber: string }; work: { id: number; orderNumber: string }; task: number; deviation: { id: number; number: string } };

/** Sven's order of one line, sent: the line's delivery chosen as its form would. */
async function sentOrder(call: ReturnType<typeof api>, line: Json, put?: Json): Promise<{ id: number; orderNumber: string; line: number }> {
  const order = await call<{ id: number; orderNumber: string }>('post', '/web-orders', { receiver: { type: 'CLIENT', id: SVEN } }, 201);
  const made = await call<{ id: number }>('post', `/web-orders/${order.id}/content`, line, 201);
  if (put) await call('put', `/web-orders/${order.id}/content/${made.id}`, put);
  const delivery = await call<{ addresses: { id: number; type: string }[]; contacts: { id: number; type: string }[] }>('get', `/web-orders/${order.id}/content/${made.id}/delivery`);
  const [address] = delivery.addresses;
  const [contact] = delivery.contacts;
  if (!address || !contact) throw new Error('no delivery choices');
  await call('put', `/web-orders/${order.id}/content/${made.id}/delivery`, { address, contact, deliveryMethod: { id: 1 } });
  await call('post', `/web-orders/${order.id}/content/${made.id}?action=ADD_TO_CART`);
  await call('post', `/web-orders/${order.id}?action=SEND`);
  return { ...order, line: made.id };
}

async function backOffice(request: APIRequestContext, path: string, data: unknown): Promise<Json | undefined> {
  const res = await request.post(`/dev/back-office${path}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.status() === 204 ? undefined : ((await res.json()) as Json);
}

/** The aid's whole life, made through the API; Leo's 403s checked while Sven holds it. */
async function liveTheLife(request: APIRequestContext): Promise<Flow> {
  const leo = api(request, await sessionOf(request, 'lager@example.org'));
  const frida = api(request, await sessionOf(request, 'forskrivare@example.org'));
  const [product] = (await frida<{ page: { id: number; supplier: { id: number } }[] }>('get', '/product-suppliers?searchValue=100000')).page.filter((p) => p.id === ROLLATOR);
  if (!product) throw new Error('no Rollator to receive');
  const received = await leo<{ stockItemId: number; inventoryNumber: string }>('post', '/deliveries', {
    action: 'RECEIVE',
    payload: { productId: ROLLATOR, facilityId: BL_MLM, supplierId: product.supplier.id, quantity: 1, serialNumber: `E2E-${Date.now()}`, reference: 'Följesedel e2e' },
  });
  const aid = { id: received.stockItemId, inventoryNumber: received.inventoryNumber };
  const delivery = await sentOrder(frida, { contentType: 'PRODUCT_DELIVERY', product: { id: ROLLATOR, quantity: 1 } });
  const task = Number((await backOffice(request, `/lines/${delivery.line}/task`, { stockItemId: aid.id }))?.taskId);
  const detail = await leo<{ allocations: { id: number }[] }>('get', `/tasks/${task}`);
  await leo('post', `/tasks/${task}`, { action: 'HAND_OVER', close: true, allocations: detail.allocations.map((a) => ({ id: a.id, quantity: 1 })) });
  // Leo works in Malmö only: Sven (Trelleborg) and the aid while Sven holds it are not his.
  for (const path of [`/clients/${SVEN}/timeline`, `/fixed-assets/${aid.id}/timeline`]) {
    const body = await leo<{ error: { code: string } }>('get', path, undefined, 403);
    expect(body.error.code).toBe('NOT_AUTHORIZED_TO_MUNICIPALITY');
  }
  const made = await frida<{ id: number; deviationNumber: string }>('post', '/deviations', { categoryId: 1, typeId: 104, description: 'Bromsen tar inte.', reference: { id: 1, value: aid.inventoryNumber } }, 201);
  const work = await sentOrder(frida, { contentType: 'WORK', pickupList: [{ id: aid.id, quantity: 1 }], text: 'Byt bromsvajer.' }, { subContentType: { id: 10 }, priority: { id: 101 } });
  await backOffice(request, `/lines/${work.line}/status`, { status: 80 });
  await backOffice(request, `/lines/${work.line}/status`, { status: 90 });
  await frida('post', `/clients/${SVEN}/holdings`, { action: 'RETURN_TO_STORAGE', payload: { holdings: [{ id: aid.id, quantity: 1 }], toStorageId: BL_MLM } });
  return { aid, delivery, work, task, deviation: { id: made.id, number: made.deviationNumber } };
}

/** The titles of the entries of a timeline list, in their order on screen. */
async function titles(page: Page, listName: string): Promise<string[]> {
  const list = page.getByRole('list', { name: listName });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return list.locator('li.fsp-timeline-entry').evaluateAll((items) => items.map((li) => li.querySelector('.fsp-timeline-title')?.textContent?.trim() ?? ''));
}

test.describe('timelines', () => {
  test.describe.configure({ mode: 'serial' });
  let flow: Flow;

  test.beforeAll(async ({ request }) => {
    flow = await liveTheLife(request);
  });

  test('the aid’s life tells every step, newest first, with the strip at Returned, and its links open their pages', async ({ page }) => {
    await signIn(page);
    await page.goto(`/inventories/${flow.aid.id}`);
    const expected = [
      title('RETURNED', 'Sven Holm'),
      title('WORK_STATUS', flow.work.orderNumber),
      title('WORK_STATUS', flow.work.orderNumber),
      title('WORK_ORDERED', flow.work.orderNumber),
      title('DEVIATION_REPORTED', flow.deviation.number),
      title('TASK_REPORTED', String(flow.task)),
      title('HANDED_OVER', 'Sven Holm'),
      title('TASK_CREATED', String(flow.task)),
      sv.event.RECEIVED ?? 'RECEIVED',
    ];
    await expect.poll(() => titles(page, 'Det som hänt hjälpmedlet, senaste först')).toEqual(expected);
    const strip = page.getByRole('list', { name: 'Var hjälpmedlet är nu' });
    await expect(strip.locator('[aria-current="step"]')).toContainText(sv.stage.RETURNED ?? 'RETURNED');

    await page.getByRole('link', { name: title('DEVIATION_REPORTED', flow.deviation.number) }).click();
    await expect(page).toHaveURL(new RegExp(`/my-myloc/deviations/${flow.deviation.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(flow.deviation.number);
    await page.goBack();
    await page.getByRole('link', { name: title('WORK_ORDERED', flow.work.orderNumber) }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${flow.work.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(flow.work.orderNumber);
    await page.goBack();
    await page.getByRole('link', { name: title('HANDED_OVER', 'Sven Holm') }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/${SVEN}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sven Holm');
  });

  test('Sven’s story tells the same steps in order, filters by kind, and links the aid', async ({ page }) => {
    await signIn(page);
    await page.goto(`/clients/${SVEN}/timeline`);
    const ours = new Set([flow.delivery.orderNumber, flow.work.orderNumber, String(flow.task), flow.deviation.number, flow.aid.inventoryNumber]);
    const mine = (all: string[]) => all.filter((t) => [...ours].some((n) => t.endsWith(`: ${n}`)));
    const listName = 'Det som hänt brukaren, senaste först';
    await expect
      .poll(async () => mine(await titles(page, listName)))
      .toEqual([
        title('RETURNED', flow.aid.inventoryNumber),
        title('WORK_STATUS', flow.work.orderNumber),
        title('WORK_STATUS', flow.work.orderNumber),
        title('WORK_ORDERED', flow.work.orderNumber),
        title('ORDER_SENT', flow.work.orderNumber),
        title('ORDER_CREATED', flow.work.orderNumber),
        title('DEVIATION_REPORTED', flow.deviation.number),
        title('TASK_REPORTED', String(flow.task)),
        title('HANDED_OVER', flow.aid.inventoryNumber),
        title('LINE_STATUS', flow.delivery.orderNumber),
        title('TASK_CREATED', String(flow.task)),
        title('ORDER_SENT', flow.delivery.orderNumber),
        title('ORDER_CREATED', flow.delivery.orderNumber),
      ]);
    // Only the holdings: the hand-over and the return are left (of ours).
    const filter = page.getByRole('group', { name: /Visa händelser av slagen/ });
    await filter.getByRole('checkbox', { name: 'Alla', exact: true }).uncheck();
    await filter.getByRole('checkbox', { name: 'Innehav', exact: true }).check();
    await expect.poll(async () => mine(await titles(page, listName))).toEqual([title('RETURNED', flow.aid.inventoryNumber), title('HANDED_OVER', flow.aid.inventoryNumber)]);
    await page.getByRole('link', { name: title('HANDED_OVER', flow.aid.inventoryNumber) }).click();
    await expect(page).toHaveURL(new RegExp(`/inventories/${flow.aid.id}$`));
    await expect(page.getByRole('navigation', { name: 'Du är här' })).toContainText(flow.aid.inventoryNumber);
  });
});

test('a case system shows Sven’s story with <fsp-client-timeline> beside its case, on its own origin and CSP; a link is an fsp-navigate the host routes', async ({ page, request }) => {
  const flow = await liveTheLife(request);
  const violations = await watchCsp(page);
  await page.goto(`${HOST}/case.html`);
  await expect(page.locator('#status')).toHaveText('Logged in');
  const story = page.locator('fsp-client-timeline');
  const link = story.getByRole('link', { name: title('WORK_ORDERED', flow.work.orderNumber) });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.locator('#events li')).toHaveText([`fsp-navigate /orders/${flow.work.id}`]);
  // The host prevented the move: the page is still the case, the path in its own hash.
  await expect(page).toHaveURL(`${HOST}/case.html#/orders/${flow.work.id}`);
  await expect(story).toBeVisible();
  expect(await violations()).toEqual([]);
});
