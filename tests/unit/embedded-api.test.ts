/**
 * Embedded sessions on the server: opened by a token issued for one, they may make only the calls
 * of server/embedded.ts's allow-list; every other call with the session answers 403 FORBIDDEN.
 */
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../server/app.ts';
import { EMBEDDED_CALLS, embeddedMayCall } from '../../server/embedded.ts';
import { expectError, json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

const server = withTestServer();

const openSession = (userId: number, sessionKind: 'main' | 'embedded') => server.tokenSession(userId, sessionKind);

const call = (method: string, path: string, session: string, body?: unknown) =>
  server.request(path, {
    method,
    headers: { 'X-Session-Id': session, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const TEKNIKER = 3; // tekniker@example.org: no terms to accept
const KONSULENT = 2; // konsulent@example.org: terms to accept

describe('embeddedMayCall: the allow-list', () => {
  it('matches the method and the whole path, nothing around it', () => {
    expect(embeddedMayCall('GET', '/rs/authentication')).toBe(true);
    expect(embeddedMayCall('get', '/rs/authentication/')).toBe(true);
    expect(embeddedMayCall('DELETE', '/rs/authentication')).toBe(true);
    expect(embeddedMayCall('POST', '/rs/authentication')).toBe(false);
    expect(embeddedMayCall('GET', '/rs/authenticationx')).toBe(false);
    expect(embeddedMayCall('DELETE', '/rs/authentication/sso')).toBe(false);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/company-guides/categories')).toBe(false);
    expect(embeddedMayCall('PUT', '/rs/fsp/v1/user/message')).toBe(true);
    expect(embeddedMayCall('PUT', '/rs/fsp/v1/user')).toBe(false);
    expect(embeddedMayCall('', '')).toBe(false);
  });

  it('lets messages through, a `{…}` standing for exactly one segment (an id)', () => {
    expect(embeddedMayCall('GET', '/rs/fsp/v1/messages')).toBe(true);
    expect(embeddedMayCall('POST', '/rs/fsp/v1/messages')).toBe(true);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/messages/receivers')).toBe(true);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/messages/12')).toBe(true);
    expect(embeddedMayCall('POST', '/rs/fsp/v1/messages/12')).toBe(true);
    expect(embeddedMayCall('DELETE', '/rs/fsp/v1/messages/12')).toBe(false);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/messages/12/attachments/3/content')).toBe(false); // no session needed: never asked
    expect(embeddedMayCall('GET', '/rs/fsp/v1/messagesx')).toBe(false);
    expect(embeddedMayCall('POST', '/rs/fsp/v1/messages/receivers')).toBe(false); // `{id}` is digits only
  });

  it('lets the catalogue and a product through, and the view setting, nothing else of products or settings', () => {
    expect(embeddedMayCall('GET', '/rs/fsp/v1/products')).toBe(true);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/products/filters')).toBe(true);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/products/12')).toBe(true);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/products/12/page-contents')).toBe(true);
    expect(embeddedMayCall('POST', '/rs/fsp/v1/user/settings/catalogue-view/get-user-setting')).toBe(true);
    expect(embeddedMayCall('POST', '/rs/fsp/v1/user/settings/catalogue-view/set-user-setting')).toBe(true);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/product-suppliers')).toBe(false); // the catalogue does not ask
    expect(embeddedMayCall('POST', '/rs/fsp/v1/products')).toBe(false);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/products/12/page-contents/3')).toBe(false);
    expect(embeddedMayCall('PUT', '/rs/fsp/v1/user/location')).toBe(false);
  });

  it('lets the product wizard through: the order, its line and the line’s steps and files, the delivery methods; not the rest of ordering', () => {
    const line = '/rs/fsp/v1/web-orders/1000/content/7';
    expect(embeddedMayCall('GET', '/rs/fsp/v1/web-orders/1000')).toBe(true);
    for (const method of ['GET', 'PUT', 'POST']) expect(embeddedMayCall(method, line), `${method} ${line}`).toBe(true);
    for (const step of ['makes', 'accessories', 'form', 'delivery']) {
      expect(embeddedMayCall('GET', `${line}/${step}`)).toBe(true);
      expect(embeddedMayCall('PUT', `${line}/${step}`)).toBe(true);
      expect(embeddedMayCall('POST', `${line}/${step}`)).toBe(false);
    }
    expect(embeddedMayCall('GET', `${line}/sub-content-types`)).toBe(true);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/delivery-methods')).toBe(true);
    // A new order, the list, the filters, the line's files, clients.
    expect(embeddedMayCall('POST', '/rs/fsp/v1/web-orders')).toBe(false);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/web-orders')).toBe(false);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/web-orders/filters')).toBe(false); // `{order}` is an id (digits), not any segment
    // The line's files (the additional-information step): listed, uploaded, one deleted; not PUT, not another path.
    expect(embeddedMayCall('GET', `${line}/files`)).toBe(true);
    expect(embeddedMayCall('POST', `${line}/files`)).toBe(true);
    expect(embeddedMayCall('DELETE', `${line}/files/3`)).toBe(true);
    expect(embeddedMayCall('DELETE', `${line}/files`)).toBe(false);
    expect(embeddedMayCall('PUT', `${line}/files/3`)).toBe(false);
    expect(embeddedMayCall('DELETE', `${line}/files/all`)).toBe(false);
    expect(embeddedMayCall('POST', '/rs/fsp/v1/clients/create')).toBe(false);
  });

  it('lets the cart the wizards lead to through (issue 37): quantity, deleting a line, messages, the note, SEND, deleting the order', () => {
    const line = '/rs/fsp/v1/web-orders/1000/content/7';
    expect(embeddedMayCall('PUT', `${line}/lines`)).toBe(true);
    expect(embeddedMayCall('DELETE', line)).toBe(true);
    expect(embeddedMayCall('GET', `${line}/comments`)).toBe(true);
    expect(embeddedMayCall('POST', `${line}/comments`)).toBe(true);
    expect(embeddedMayCall('DELETE', `${line}/comments/3`)).toBe(true);
    expect(embeddedMayCall('PUT', '/rs/fsp/v1/web-orders/1000')).toBe(true);
    expect(embeddedMayCall('POST', '/rs/fsp/v1/web-orders/1000')).toBe(true);
    expect(embeddedMayCall('DELETE', '/rs/fsp/v1/web-orders/1000')).toBe(true);
    // Only the cart's: not the order's files, not another comment path, not the list.
    expect(embeddedMayCall('PUT', `${line}/comments/3`)).toBe(false);
    expect(embeddedMayCall('DELETE', '/rs/fsp/v1/web-orders/1000/content')).toBe(false);
    expect(embeddedMayCall('DELETE', '/rs/fsp/v1/web-orders/filters')).toBe(false);
  });

  it('lets the work wizard and a referenced order’s lines through: a new line of the order, the client’s holdings, the line’s categories', () => {
    expect(embeddedMayCall('POST', '/rs/fsp/v1/web-orders/1000/content')).toBe(true);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/web-orders/1000/client-holdings')).toBe(true);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/web-orders/1000/content/7/categories')).toBe(true);
    // Only those: not the line list, not a new order, not another order's holdings list by name.
    expect(embeddedMayCall('GET', '/rs/fsp/v1/web-orders/1000/content')).toBe(false);
    expect(embeddedMayCall('PUT', '/rs/fsp/v1/web-orders/1000/content')).toBe(false);
    expect(embeddedMayCall('POST', '/rs/fsp/v1/web-orders/1000/client-holdings')).toBe(false);
    expect(embeddedMayCall('POST', '/rs/fsp/v1/web-orders/filters/content')).toBe(false);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/clients/12/holdings')).toBe(false);
  });

  it('lets the fitting’s user-and-contact tab read the client’s contacts and change its contact information (issue 38), no other client call', () => {
    expect(embeddedMayCall('GET', '/rs/fsp/v1/clients/6/contacts')).toBe(true);
    expect(embeddedMayCall('PUT', '/rs/fsp/v1/clients/6')).toBe(true);
    expect(embeddedMayCall('GET', '/rs/fsp/v1/clients/6')).toBe(false);
    expect(embeddedMayCall('POST', '/rs/fsp/v1/clients/6/contacts')).toBe(false);
    expect(embeddedMayCall('PUT', '/rs/fsp/v1/clients/6/contacts/3')).toBe(false);
    expect(embeddedMayCall('PUT', '/rs/fsp/v1/clients/create')).toBe(false);
  });

  it('names a reason for every entry', () => {
    for (const entry of EMBEDDED_CALLS) expect(entry.why.length, `${entry.method} ${entry.path}`).toBeGreaterThan(5);
  });
});

describe('an embedded session', () => {
  it('reads its app data and its kind, and logs out', async () => {
    const id = await openSession(TEKNIKER, 'embedded');
    expect((await json<{ user: { username: string } }>(await call('GET', '/rs/authentication', id))).user.username).toBe('tekniker@example.org');
    expect(await json(await call('GET', '/rs/sessions/current', id))).toEqual({ kind: 'embedded' });
    expect((await call('DELETE', '/rs/authentication', id)).status).toBe(204);
    await expectError(await call('GET', '/rs/sessions/current', id), 401, 'OTSS000');
  });

  it('is refused every other call of the contract that needs a session, with 403 FORBIDDEN', async () => {
    const id = await openSession(TEKNIKER, 'embedded');
    const doc = openApiDocument(server.app) as unknown as { security: object[]; paths: Record<string, Record<string, { security?: object[] }>> };
    const refused: string[] = [];
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // A session call: its security (else the document's) names a scheme.
        if (!(operation.security ?? doc.security).some((requirement) => Object.keys(requirement).length)) continue;
        const path = template.replace(/\{[^}]+\}/g, '1');
        if (embeddedMayCall(method, path)) continue;
        // A valid body where the route validates one before it checks the session (login-related calls).
        const body = path === '/rs/password' ? { previousPassword: 'demo', password: 'x', passwordRepeat: 'x' } : method === 'get' || method === 'delete' ? undefined : {};
        const res = await call(method.toUpperCase(), path, id, body);
        if (res.status === 400) continue; // validated before the session is looked at: it never reaches the data either
        await expectError(res, 403, 'FORBIDDEN');
        refused.push(`${method.toUpperCase()} ${path}`);
      }
    }
    // The areas built so far, none of them embedded.
    expect(refused).toEqual(
      expect.arrayContaining([
        'GET /rs/fsp/v1/customers',
        'GET /rs/fsp/v1/company-guides/categories',
        'GET /rs/fsp/v1/company-guides',
        'GET /rs/fsp/v1/page-content',
        'PUT /rs/fsp/v1/user',
        'GET /rs/fsp/v1/facilities',
      ]),
    );
    // A session call when it changes the password (optional security: a reset needs none), refused too.
    await expectError(await call('PUT', '/rs/password', id, { previousPassword: 'demo', password: 'Hjälpmedel#2026', passwordRepeat: 'Hjälpmedel#2026' }), 403, 'FORBIDDEN');
    // The refusals did not end the session.
    expect((await call('GET', '/rs/authentication', id)).status).toBe(200);
  });

  it('may list, read and send messages, and still not read the documents', async () => {
    const id = await openSession(TEKNIKER, 'embedded');
    const list = await call('GET', '/rs/fsp/v1/messages?isSender=false&status=20', id);
    expect(list.status).toBe(200);
    const inbox = await json<{ page: { isSender: boolean }[]; count: number }>(list);
    expect(inbox.count).toBeGreaterThanOrEqual(inbox.page.length);
    expect(inbox.page.every((m) => !m.isSender)).toBe(true);
    expect((await call('GET', '/rs/fsp/v1/messages/receivers?all=true', id)).status).toBe(200);
    await expectError(await call('GET', '/rs/fsp/v1/company-guides/categories', id), 403, 'FORBIDDEN');
    // The same refusal for a main session would be a 200: it is the kind that is refused.
    expect((await call('GET', '/rs/fsp/v1/company-guides/categories', await openSession(TEKNIKER, 'main'))).status).toBe(200);
  });

  it('may browse the catalogue, open a product and keep its view, and still not search clients', async () => {
    const id = await openSession(TEKNIKER, 'embedded');
    const list = await json<{ page: { id: number }[]; count: number }>(await call('GET', '/rs/fsp/v1/products?from=0&amount=24', id));
    expect(list.page.length).toBe(24);
    const first = list.page[0]?.id ?? 0;
    expect((await call('GET', '/rs/fsp/v1/products/filters', id)).status).toBe(200);
    expect((await call('GET', `/rs/fsp/v1/products/${first}`, id)).status).toBe(200);
    expect((await call('GET', `/rs/fsp/v1/products/${first}/page-contents?category=IMAGE&amount=1`, id)).status).toBe(200);
    expect((await call('POST', '/rs/fsp/v1/user/settings/catalogue-view/set-user-setting', id, { value: 'list' })).status).toBe(200);
    expect(await json(await call('POST', '/rs/fsp/v1/user/settings/catalogue-view/get-user-setting', id))).toEqual({ value: 'list' });
    await expectError(await call('GET', '/rs/fsp/v1/clients?identityNumber=19', id), 403, 'FORBIDDEN');
    await expectError(await call('GET', '/rs/fsp/v1/product-suppliers', id), 403, 'FORBIDDEN');
  });

  it('may read an order and its line for the product wizard, and neither list orders nor make one', async () => {
    const FRIDA = 1; // forskrivare@example.org: her seeded sent order 1000 and its first line (server/seed/orders.ts)
    const id = await openSession(FRIDA, 'embedded');
    expect((await call('GET', '/rs/fsp/v1/web-orders/1000', id)).status).toBe(200);
    expect((await call('GET', '/rs/fsp/v1/web-orders/1000/content/1', id)).status).toBe(200);
    expect((await call('GET', '/rs/fsp/v1/web-orders/1000/content/1/delivery', id)).status).toBe(200);
    expect((await call('GET', '/rs/fsp/v1/delivery-methods?all=true', id)).status).toBe(200);
    await expectError(await call('GET', '/rs/fsp/v1/web-orders', id), 403, 'FORBIDDEN');
    await expectError(await call('POST', '/rs/fsp/v1/web-orders', id, { receiver: { type: 'CLIENT', id: 1 } }), 403, 'FORBIDDEN');
    await expectError(await call('GET', '/rs/fsp/v1/web-orders/filters', id), 403, 'FORBIDDEN');
    // The cart's calls reach the routes, whose own rules still hold: order 1000 is sent, so not editable.
    expect((await call('DELETE', '/rs/fsp/v1/web-orders/1000', id)).status).toBe(409);
    expect((await call('DELETE', '/rs/fsp/v1/web-orders/1000/content/1', id)).status).toBe(409);
    const main = await openSession(FRIDA, 'main');
    expect((await call('GET', '/rs/fsp/v1/web-orders', main)).status).toBe(200);
  });

  it('may use the cart of its own order: a line’s quantity, deleting the line, then the order (issue 37)', async () => {
    const FRIDA = 1;
    const main = await openSession(FRIDA, 'main');
    const made = await call('POST', '/rs/fsp/v1/web-orders', main, { receiver: { type: 'FACILITY', id: 2 } });
    expect(made.status).toBe(201);
    const order = (await json<{ id: number }>(made)).id;
    const { page } = await json<{ page: { id: number }[] }>(await call('GET', '/rs/fsp/v1/products?from=0&amount=1', main));
    const created = await call('POST', `/rs/fsp/v1/web-orders/${order}/content`, main, { contentType: 'PRODUCT_DELIVERY', product: { id: page[0]?.id ?? 0, quantity: 1 } });
    expect(created.status).toBe(201);
    const line = (await json<{ id: number }>(created)).id;
    const id = await openSession(FRIDA, 'embedded');
    const quantity = await call('PUT', `/rs/fsp/v1/web-orders/${order}/content/${line}/lines`, id, { quantity: 2 });
    expect(quantity.status).not.toBe(403);
    expect(quantity.status).toBeLessThan(300);
    expect((await call('DELETE', `/rs/fsp/v1/web-orders/${order}/content/${line}`, id)).status).toBe(204);
    expect((await call('DELETE', `/rs/fsp/v1/web-orders/${order}`, id)).status).toBe(204);
  });

  it('may accept the access message, which gates every area', async () => {
    const id = await openSession(KONSULENT, 'embedded');
    expect((await call('PUT', '/rs/fsp/v1/user/message', id, { accepted: true })).status).toBe(204);
    await expectError(await call('GET', '/rs/fsp/v1/company-guides/categories', id), 403, 'FORBIDDEN');
  });
});

describe('a main session opened by a token', () => {
  it('is main and reaches the built areas', async () => {
    const id = await openSession(TEKNIKER, 'main');
    expect(await json(await call('GET', '/rs/sessions/current', id))).toEqual({ kind: 'main' });
    expect((await call('GET', '/rs/fsp/v1/company-guides/categories?all=true', id)).status).toBe(200);
  });

  it('a password login is main too', async () => {
    const login = await server.request('/rs/authentication', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'tekniker@example.org', password: 'demo' }),
    });
    const { id } = await json<{ id: string }>(login);
    expect(await json(await call('GET', '/rs/sessions/current', id))).toEqual({ kind: 'main' });
  });
});

it('without a session: OTSS000', async () => {
  await expectError(await server.request('/rs/sessions/current'), 401, 'OTSS000');
});
