/**
 * Clients on the reference server (spec 2 §2 Client search and sub-pages, §3, §5, §7 Clients): the
 * search (twelve digits, a prefix, a unit by name or number, the filters, paging), the municipal
 * rule on every call under /clients/{client}, the client's change, addresses, contacts with the
 * primary-contact choice, tasks, and the reference data (base storages, reason codes); the
 * new-order popup's lookup, the population register and POST /clients/create, and clients without a
 * municipality.
 */
import { readFileSync } from 'node:fs';
import { and, asc, count, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Address, Client, ClientSummary, ClientTask, ClientTaskDetail, Contact, PopulationRegisterPerson } from '../../src/contract/clients.ts';
import { SESSION_HEADER } from '../../src/contract/constants.ts';
import type { BaseStorage, ReasonCode } from '../../src/contract/reference-data.ts';
import { clientAddresses, clientContacts, clients, facilities } from '../../server/db/schema.ts';
import { FIXTURE_CLIENTS, NOT_IN_POPULATION_REGISTER, POPULATION_REGISTER } from '../../server/seed/fixtures.ts';
import { expectError, json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

type Page<T> = { page: T[]; count: number };
/** The order of the test databases' collation (C, in PGlite and in the throwaway PostgreSQL cluster): by code point. */
const inCollation = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const server = withTestServer();

const { astrid, greta, sven, erik, nils, solrosen } = FIXTURE_CLIENTS;
const FORSKRIVARE_ID = 1;
const KONSULENT_ID = 2;

const sessions = new Map<string, string>();
async function session(username: string): Promise<string> {
  const known = sessions.get(username);
  if (known) return known;
  const id = await server.login(username);
  sessions.set(username, id);
  return id;
}
const frida = () => session('forskrivare@example.org');
const bo = () => session('begransad@example.org');

type Call = { method?: string; body?: unknown; lang?: 'sv' | 'en' };
async function call(sessionId: string, path: string, { method = 'GET', body, lang = 'sv' }: Call = {}): Promise<Response> {
  const headers: Record<string, string> = { [SESSION_HEADER]: sessionId, 'Accept-Language': lang };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return server.request(`/rs/fsp/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) expect({ status: res.status, body: await res.text() }).toEqual({ status });
  return json<T>(res);
}
const get = async <T,>(path: string, sessionId?: string, lang: 'sv' | 'en' = 'sv') => ok<T>(await call(sessionId ?? (await frida()), path, { lang }));
const search = async (query: string, sessionId?: string) => get<Page<ClientSummary>>(`/clients?${query}`, sessionId);

describe('GET /clients: the search', () => {
  it('twelve digits match one person exactly, with the registered address and the municipality', async () => {
    const res = await search(`identityNumber=${astrid.identityNumber}`);
    expect(res.count).toBe(1);
    expect(res.page[0]).toMatchObject({
      id: astrid.id,
      type: 'PERSON',
      firstName: astrid.firstName,
      surname: astrid.surname,
      identityNumber: astrid.identityNumber,
      municipalAffiliation: { id: astrid.customerId, name: 'Malmö' },
      hasAuthorizationForMunicipal: true,
    });
    expect(res.page[0]?.defaultAddress?.postalNo).toMatch(/^\d{5}$/);
    // yyyymmdd-nnnn is the same number.
    const dashed = await search(`identityNumber=${astrid.identityNumber.slice(0, 8)}-${astrid.identityNumber.slice(8)}`);
    expect(dashed.page.map((c) => c.id)).toEqual([astrid.id]);
  });

  it('fewer digits match every identity number starting with them, by surname, first name and id', async () => {
    const prefix = astrid.identityNumber.slice(0, 4);
    const res = await search(`identityNumber=${prefix}&all=true`);
    const [expected] = await server.db.select({ n: count() }).from(clients).where(like(clients.identityNumber, `${prefix}%`));
    expect(res.count).toBe(expected?.n);
    expect(res.page.length).toBe(res.count);
    expect(res.page.some((c) => c.id === astrid.id)).toBe(true);
    expect(res.page.every((c) => c.identityNumber.startsWith(prefix))).toBe(true);
    // In the database's collation (PGlite's is C), by surname, first name, then id.
    const ordered = await server.db
      .select({ id: clients.id })
      .from(clients)
      .where(like(clients.identityNumber, `${prefix}%`))
      .orderBy(asc(clients.surname), asc(clients.firstName), asc(clients.id));
    expect(res.page.map((c) => c.id)).toEqual(ordered.map((c) => c.id));
  });

  it('any other text finds a unit by name or unit number, in any case, and no person', async () => {
    for (const q of ['Solrosen', 'solros', 'KORTTIDSBOENDET SOL', 'E1281-0']) {
      const res = await search(`identityNumber=${encodeURIComponent(q)}&all=true`);
      expect(res.page.map((c) => c.id), q).toContain(solrosen.id);
      expect(res.page.every((c) => c.type === 'UNIT'), q).toBe(true);
    }
    expect((await search('identityNumber=Nilsson')).count).toBe(0); // a person is found by number, not name
    // %, _ and \ are plain characters.
    expect((await search(`identityNumber=${encodeURIComponent('%')}`)).count).toBe(0);
    expect((await search(`identityNumber=${encodeURIComponent('_')}`)).count).toBe(0);
  });

  it('no identityNumber, or only spaces: 400 INVALID_SEARCH_QUERY in the caller’s language', async () => {
    const id = await frida();
    await expectError(await call(id, '/clients'), 400, 'INVALID_SEARCH_QUERY');
    await expectError(await call(id, '/clients?identityNumber=%20%20&surname=Nilsson'), 400, 'INVALID_SEARCH_QUERY');
    const en = await expectError(await call(id, '/clients?identityNumber=', { lang: 'en' }), 400, 'INVALID_SEARCH_QUERY');
    expect(en.error.errorMessage).toMatch(/search/);
  });

  it('filters: first name, surname and city start with (any case), postal number starts with (spaces ignored)', async () => {
    const all = await search('identityNumber=19&all=true');
    const first = await search(`identityNumber=19&firstName=${encodeURIComponent(astrid.firstName.slice(0, 3).toLowerCase())}&all=true`);
    expect(first.page.some((c) => c.id === astrid.id)).toBe(true);
    expect(first.page.every((c) => c.firstName.toLowerCase().startsWith(astrid.firstName.slice(0, 3).toLowerCase()))).toBe(true);
    expect(first.count).toBe(all.page.filter((c) => c.firstName.toLowerCase().startsWith('ast')).length);

    const surname = await search(`identityNumber=19&surname=${encodeURIComponent(astrid.surname.toUpperCase())}&all=true`);
    expect(surname.page.length).toBeGreaterThan(0);
    expect(surname.page.every((c) => c.surname.toUpperCase().startsWith(astrid.surname.toUpperCase()))).toBe(true);

    const address = all.page.find((c) => c.id === astrid.id)?.defaultAddress;
    if (!address) throw new Error('Astrid has a registered address');
    const city = await search(`identityNumber=19&city=${encodeURIComponent(address.city.slice(0, 3).toLowerCase())}&all=true`);
    expect(city.page.some((c) => c.id === astrid.id)).toBe(true);
    expect(city.page.every((c) => c.defaultAddress?.city.toLowerCase().startsWith(address.city.slice(0, 3).toLowerCase()))).toBe(true);
    expect(city.count).toBe(all.page.filter((c) => c.defaultAddress?.city.toLowerCase().startsWith(address.city.slice(0, 3).toLowerCase())).length);

    const zip = `${address.postalNo.slice(0, 3)} ${address.postalNo.slice(3, 4)}`;
    const postal = await search(`identityNumber=19&zipCode=${encodeURIComponent(zip)}&all=true`);
    expect(postal.page.some((c) => c.id === astrid.id)).toBe(true);
    expect(postal.page.every((c) => c.defaultAddress?.postalNo.startsWith(address.postalNo.slice(0, 4)))).toBe(true);

    const none = await search(`identityNumber=${astrid.identityNumber}&surname=Zzz`);
    expect(none).toEqual({ page: [], count: 0 });
  });

  it('pages with from and amount, the count the same on every page', async () => {
    const all = await search('identityNumber=19&all=true');
    const first = await search('identityNumber=19&from=0&amount=5');
    const second = await search('identityNumber=19&from=5&amount=5');
    expect(first.page.map((c) => c.id)).toEqual(all.page.slice(0, 5).map((c) => c.id));
    expect(second.page.map((c) => c.id)).toEqual(all.page.slice(5, 10).map((c) => c.id));
    expect([first.count, second.count]).toEqual([all.count, all.count]);
    expect((await search('identityNumber=19')).page).toHaveLength(10);
  });

  it('lists clients outside the caller’s municipalities with hasAuthorizationForMunicipal false', async () => {
    const res = await search(`identityNumber=${erik.identityNumber}`);
    expect(res.page).toHaveLength(1);
    expect(res.page[0]).toMatchObject({ id: erik.id, hasAuthorizationForMunicipal: false, municipalAffiliation: { id: erik.customerId } });
    // Bo Begränsad is authorized for no municipality: he finds Astrid, not as his.
    const asBo = await search(`identityNumber=${astrid.identityNumber}`, await bo());
    expect(asBo.page[0]).toMatchObject({ id: astrid.id, hasAuthorizationForMunicipal: false });
  });

  it('a deregistered client carries the date; GET gives the reason', async () => {
    const res = await search(`identityNumber=${nils.identityNumber}`);
    expect(res.page[0]?.deregistrationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const client = await get<Client>(`/clients/${nils.id}`);
    expect(client.deregistrationReason?.label).toBeTruthy();
    expect((await get<Client>(`/clients/${astrid.id}`)).deregistrationReason).toBeNull();
  });
});

describe('the name and city filters fold the Swedish letters, on any database', () => {
  it('åke finds Åke, ÅBERG finds Åberg and ö the surnames starting with Ö (also where lower() folds only ASCII)', async () => {
    for (const [column, typed, field] of [
      [clients.firstName, 'åke', 'firstName'],
      [clients.surname, 'ÅBERG', 'surname'],
      [clients.surname, 'ö', 'surname'],
    ] as const) {
      const expected = await server.db
        .select({ id: clients.id })
        .from(clients)
        .where(and(like(column, `${typed.charAt(0).toUpperCase()}${typed.slice(1).toLowerCase()}%`), like(clients.identityNumber, '19%')));
      expect(expected.length, typed).toBeGreaterThan(0);
      const res = await search(`identityNumber=19&${field}=${encodeURIComponent(typed)}&all=true`);
      expect(res.page.map((c) => c.id).sort((a, b) => a - b), typed).toEqual(expected.map((r) => r.id).sort((a, b) => a - b));
    }
  });
});

describe('the municipal rule', () => {
  const subResources = (id: number) => [
    `/clients/${id}`,
    `/clients/${id}/addresses`,
    `/clients/${id}/contacts`,
    `/clients/${id}/holdings`,
    `/clients/${id}/holdings/1`,
    `/clients/${id}/holding-transactions`,
    `/clients/${id}/tasks`,
    `/clients/${id}/tasks/1`,
  ];

  it('Bo Begränsad gets 403 NOT_AUTHORIZED_TO_MUNICIPALITY on the client and every sub-resource, and changes nothing', async () => {
    const id = await bo();
    for (const path of subResources(astrid.id)) await expectError(await call(id, path), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    const en = await expectError(await call(id, `/clients/${astrid.id}`, { lang: 'en' }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    expect(en.error.errorMessage).toBe('You are not authorized to this municipality.');
    const sv = await expectError(await call(id, `/clients/${astrid.id}`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    expect(sv.error.errorMessage).toBe('Du är inte behörig till den här kommunen.');

    const before = await server.db.select().from(clientAddresses).where(eq(clientAddresses.clientId, astrid.id));
    const writes: [string, string, unknown][] = [
      ['PUT', `/clients/${astrid.id}`, { contactInformation: { phoneNo: '1', email: null }, useAdvanceContact: true }],
      ['POST', `/clients/${astrid.id}/addresses`, { description: 'X', street: 'Y 1', postalNo: '21145', city: 'Malmö' }],
      ['PUT', `/clients/${astrid.id}/addresses/${before[0]?.id ?? 1}`, { description: 'X', street: 'Y 1', postalNo: '21145', city: 'Malmö' }],
      ['DELETE', `/clients/${astrid.id}/addresses/${before[0]?.id ?? 1}`, undefined],
      ['POST', `/clients/${astrid.id}/contacts`, { relation: 'Son', firstName: 'A', surname: 'B', phoneNo: '1' }],
      ['PUT', `/clients/${sven.id}/holdings/1`, { note: 'x' }],
      ['POST', `/clients/${sven.id}/holdings`, { action: 'SCRAP', payload: { balances: [{ balanceId: 1, quantity: 1 }], reasonCodeId: 1 } }],
      ['POST', `/clients/${sven.id}/holdings/1/accessories`, { action: 'REMOVE_TO_HOLDING', payload: { accessories: [{ id: 2, quantity: 1 }] } }],
    ];
    for (const [method, path, body] of writes) await expectError(await call(id, path, { method, body }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    expect(await server.db.select().from(clientAddresses).where(eq(clientAddresses.clientId, astrid.id))).toEqual(before);
  });

  it('Frida gets 403 on Erik (Borås), and on his sub-resources', async () => {
    const id = await frida();
    for (const path of subResources(erik.id)) await expectError(await call(id, path), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
  });

  it('a client that does not exist is 404 before any authorization; an id past the integer range is a 400', async () => {
    for (const id of [await frida(), await bo()]) {
      for (const path of subResources(999_999)) await expectError(await call(id, path), 404, 'NOT_FOUND');
    }
    await expectError(await call(await frida(), '/clients/2147483648'), 400, 'VALIDATION');
    await expectError(await call(await frida(), '/clients/abc/addresses'), 400, 'VALIDATION');
  });
});

describe('GET and PUT /clients/{client}', () => {
  it('answers the client with its contact information, advance contact and municipality', async () => {
    const client = await get<Client>(`/clients/${astrid.id}`);
    expect(client).toMatchObject({ id: astrid.id, identityNumber: astrid.identityNumber, municipalAffiliation: { id: '1280', name: 'Malmö' }, hasAuthorizationForMunicipal: true });
    expect(client).toHaveProperty('contactInformation');
    expect(client.defaultAddress).not.toBeNull();
  });

  it('changes the contact information and the advance-contact answer; an empty e-mail is none', async () => {
    const id = await frida();
    const body = { contactInformation: { phoneNo: ' 070-111 22 33 ', email: 'astrid@example.com' }, useAdvanceContact: true };
    const changed = await ok<Client>(await call(id, `/clients/${astrid.id}`, { method: 'PUT', body }));
    expect(changed.contactInformation).toEqual({ phoneNo: '070-111 22 33', email: 'astrid@example.com' });
    expect(changed.useAdvanceContact).toBe(true);
    const cleared = await ok<Client>(await call(id, `/clients/${astrid.id}`, { method: 'PUT', body: { contactInformation: { phoneNo: null, email: '' }, useAdvanceContact: false } }));
    expect(cleared.contactInformation).toEqual({ phoneNo: null, email: null });
    expect(cleared.useAdvanceContact).toBe(false);
    expect(await get<Client>(`/clients/${astrid.id}`)).toEqual(cleared);
  });

  it('bad input is a 400 VALIDATION naming the field: an e-mail that is none, an advance contact that is not yes or no', async () => {
    const id = await frida();
    const bad = await expectError(await call(id, `/clients/${astrid.id}`, { method: 'PUT', body: { contactInformation: { phoneNo: null, email: 'inte-en-adress' }, useAdvanceContact: true } }), 400, 'VALIDATION');
    expect(bad.error.errorMessage).toContain('email');
    await expectError(await call(id, `/clients/${astrid.id}`, { method: 'PUT', body: { contactInformation: { phoneNo: null, email: null }, useAdvanceContact: null } }), 400, 'VALIDATION');
  });

  it('a field left out is unchanged: the contact information, the advance contact', async () => {
    const id = await frida();
    const before = await get<Client>(`/clients/${sven.id}`);
    const onlyAdvance = await ok<Client>(await call(id, `/clients/${sven.id}`, { method: 'PUT', body: { useAdvanceContact: !before.useAdvanceContact } }));
    expect(onlyAdvance.contactInformation).toEqual(before.contactInformation);
    expect(onlyAdvance.useAdvanceContact).toBe(!before.useAdvanceContact);
    const onlyContact = await ok<Client>(await call(id, `/clients/${sven.id}`, { method: 'PUT', body: { contactInformation: { phoneNo: '070-174 06 99', email: null } } }));
    expect(onlyContact.contactInformation).toEqual({ phoneNo: '070-174 06 99', email: null });
    expect(onlyContact.useAdvanceContact).toBe(!before.useAdvanceContact);
    const restored = await ok<Client>(await call(id, `/clients/${sven.id}`, { method: 'PUT', body: { contactInformation: before.contactInformation, useAdvanceContact: before.useAdvanceContact } }));
    expect(restored).toEqual(before);
  });

  it('changes the municipality only to one the caller is authorized for (403), an unknown one is 404', async () => {
    const id = await frida();
    const base = { contactInformation: { phoneNo: null, email: null }, useAdvanceContact: true };
    const moved = await ok<Client>(await call(id, `/clients/${astrid.id}`, { method: 'PUT', body: { ...base, municipalAffiliation: { id: '1281' } } }));
    expect(moved.municipalAffiliation).toEqual({ id: '1281', name: 'Lund' });
    await expectError(await call(id, `/clients/${astrid.id}`, { method: 'PUT', body: { ...base, municipalAffiliation: { id: '1490' } } }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    await expectError(await call(id, `/clients/${astrid.id}`, { method: 'PUT', body: { ...base, municipalAffiliation: { id: '9999' } } }), 404, 'NOT_FOUND');
    expect((await get<Client>(`/clients/${astrid.id}`)).municipalAffiliation?.id).toBe('1281');
    const back = await ok<Client>(await call(id, `/clients/${astrid.id}`, { method: 'PUT', body: { ...base, municipalAffiliation: { id: astrid.customerId } } }));
    expect(back.municipalAffiliation?.id).toBe(astrid.customerId);
  });
});

describe('addresses', () => {
  const input = { description: 'Sommarstugan', careOf: 'Familjen Nilsson', street: 'Strandvägen 3', postalNo: '236 31', city: 'Höllviken' };

  it('lists the registered address first (default, not editable), then the others by description', async () => {
    const list = await get<Page<Address>>(`/clients/${astrid.id}/addresses`);
    expect(list.count).toBe(list.page.length);
    expect(list.page.length).toBeGreaterThanOrEqual(2);
    expect(list.page[0]).toMatchObject({ isDefault: true, isEditable: false });
    expect(list.page.slice(1).every((a) => !a.isDefault && a.isEditable)).toBe(true);
    const descriptions = list.page.slice(1).map((a) => a.description);
    expect(descriptions).toEqual([...descriptions].sort(inCollation));
    const client = await get<Client>(`/clients/${astrid.id}`);
    expect(client.defaultAddress).toEqual({ street: list.page[0]?.street, postalNo: list.page[0]?.postalNo, city: list.page[0]?.city });
  });

  it('adds, changes and deletes an address; the postal number is stored as five digits', async () => {
    const id = await frida();
    const created = await ok<Address>(await call(id, `/clients/${astrid.id}/addresses`, { method: 'POST', body: input }), 201);
    expect(created).toMatchObject({ description: 'Sommarstugan', careOf: 'Familjen Nilsson', street: 'Strandvägen 3', postalNo: '23631', city: 'Höllviken', isEditable: true, isDefault: false, facility: null });
    const changed = await ok<Address>(await call(id, `/clients/${astrid.id}/addresses/${created.id}`, { method: 'PUT', body: { ...input, careOf: '', street: 'Strandvägen 5', postalNo: '23632' } }));
    expect(changed).toMatchObject({ id: created.id, careOf: null, street: 'Strandvägen 5', postalNo: '23632' });
    expect((await get<Page<Address>>(`/clients/${astrid.id}/addresses`)).page.find((a) => a.id === created.id)).toEqual(changed);
    const deleted = await call(id, `/clients/${astrid.id}/addresses/${created.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await get<Page<Address>>(`/clients/${astrid.id}/addresses`)).page.some((a) => a.id === created.id)).toBe(false);
    await expectError(await call(id, `/clients/${astrid.id}/addresses/${created.id}`, { method: 'DELETE' }), 404, 'NOT_FOUND');
  });

  it('the registered address cannot be changed or deleted: 403 NOT_EDITABLE', async () => {
    const id = await frida();
    const registered = (await get<Page<Address>>(`/clients/${astrid.id}/addresses`)).page[0];
    if (!registered) throw new Error('no registered address');
    await expectError(await call(id, `/clients/${astrid.id}/addresses/${registered.id}`, { method: 'PUT', body: input }), 403, 'NOT_EDITABLE');
    await expectError(await call(id, `/clients/${astrid.id}/addresses/${registered.id}`, { method: 'DELETE' }), 403, 'NOT_EDITABLE');
    const [row] = await server.db.select().from(clientAddresses).where(eq(clientAddresses.id, registered.id));
    expect(row).toMatchObject({ street: registered.street, postalNo: registered.postalNo, isRegistered: true });
  });

  it('an address of another client is 404', async () => {
    const id = await frida();
    const greta1 = (await get<Page<Address>>(`/clients/${greta.id}/addresses`)).page.find((a) => a.isEditable) ?? (await get<Page<Address>>(`/clients/${greta.id}/addresses`)).page[0];
    if (!greta1) throw new Error('Greta has an address');
    await expectError(await call(id, `/clients/${astrid.id}/addresses/${greta1.id}`, { method: 'PUT', body: input }), 404, 'NOT_FOUND');
    await expectError(await call(id, `/clients/${astrid.id}/addresses/${greta1.id}`, { method: 'DELETE' }), 404, 'NOT_FOUND');
    await expectError(await call(id, `/clients/${astrid.id}/addresses/999999`, { method: 'DELETE' }), 404, 'NOT_FOUND');
  });

  it('postal number: five digits (one space is ignored), else 400 VALIDATION naming it; the required fields', async () => {
    const id = await frida();
    for (const postalNo of ['2114', '211456', 'abcde', '21 1 4', '']) {
      const bad = await expectError(await call(id, `/clients/${astrid.id}/addresses`, { method: 'POST', body: { ...input, postalNo } }), 400, 'VALIDATION');
      expect(bad.error.errorMessage, postalNo).toContain('postalNo');
    }
    for (const field of ['description', 'street', 'city'] as const) {
      const bad = await expectError(await call(id, `/clients/${astrid.id}/addresses`, { method: 'POST', body: { ...input, [field]: '  ' } }), 400, 'VALIDATION');
      expect(bad.error.errorMessage).toContain(field);
    }
    const [n] = await server.db.select({ n: count() }).from(clientAddresses).where(and(eq(clientAddresses.clientId, astrid.id), eq(clientAddresses.description, 'Sommarstugan')));
    expect(n?.n).toBe(0);
  });
});

describe('contacts', () => {
  const person = { relation: 'Barnbarn', firstName: 'Olle', surname: 'Lindqvist', phoneNo: '070-555 01 01', email: 'olle@example.com' };
  const contacts = async (query = '') => get<Page<Contact>>(`/clients/${greta.id}/contacts${query}`);
  const primaries = async () => (await contacts('?includeCurrentUserAsPrescriber=false')).page.filter((c) => c.isPrimaryContact);

  it('lists the caller first as the prescriber (not editable), then the primary contact, then the others by surname', async () => {
    const list = await contacts();
    expect(list.count).toBe(list.page.length);
    expect(list.page[0]).toMatchObject({ type: 'PRESCRIBER', id: FORSKRIVARE_ID, firstName: 'Frida', surname: 'Förskrivare', relation: 'Förskrivare', isEditable: false, isPrimaryContact: false });
    expect(list.page[1]).toMatchObject({ type: 'CONTACT', isPrimaryContact: true });
    const rest = list.page.slice(2);
    expect(rest.every((c) => c.type === 'CONTACT' && !c.isPrimaryContact)).toBe(true);
    const surnames = rest.map((c) => c.surname);
    expect(surnames).toEqual([...surnames].sort(inCollation));
    expect(list.page.some((c) => !c.isEditable && c.type === 'CONTACT')).toBe(true); // the guardian

    const en = await get<Page<Contact>>(`/clients/${greta.id}/contacts`, undefined, 'en');
    expect(en.page[0]?.relation).toBe('Prescriber');
    const other = await contacts(`?prescriberId=${KONSULENT_ID}`);
    expect(other.page[0]).toMatchObject({ type: 'PRESCRIBER', id: KONSULENT_ID, firstName: 'Kalle' });
    const without = await contacts('?includeCurrentUserAsPrescriber=false');
    expect(without.page.every((c) => c.type === 'CONTACT')).toBe(true);
    expect(without.count).toBe(list.count - 1);
    const one = await contacts(`?contactid=${list.page[1]?.id ?? 0}`);
    expect(one.page.map((c) => c.id)).toEqual([list.page[1]?.id]);
  });

  it('a new primary contact while another is primary: 409 PRIMARY_CONTACT_EXISTS without a choice, and nothing is saved', async () => {
    const id = await frida();
    const [before] = await server.db.select({ n: count() }).from(clientContacts).where(eq(clientContacts.clientId, greta.id));
    const res = await call(id, `/clients/${greta.id}/contacts`, { method: 'POST', body: { ...person, isPrimaryContact: true } });
    await expectError(res, 409, 'PRIMARY_CONTACT_EXISTS');
    const [after] = await server.db.select({ n: count() }).from(clientContacts).where(eq(clientContacts.clientId, greta.id));
    expect(after?.n).toBe(before?.n);
  });

  it('KEEP adds it without changing the primary; CHANGE makes it the primary and the former one is not', async () => {
    const id = await frida();
    const [primary] = await primaries();
    const kept = await ok<Contact>(await call(id, `/clients/${greta.id}/contacts`, { method: 'POST', body: { ...person, isPrimaryContact: true, primaryContactChoice: 'KEEP' } }), 201);
    expect(kept).toMatchObject({ ...person, type: 'CONTACT', isPrimaryContact: false, isEditable: true });
    expect((await primaries()).map((c) => c.id)).toEqual([primary?.id]);

    const changed = await ok<Contact>(
      await call(id, `/clients/${greta.id}/contacts`, { method: 'POST', body: { ...person, firstName: 'Stina', isPrimaryContact: true, primaryContactChoice: 'CHANGE' } }),
      201,
    );
    expect(changed.isPrimaryContact).toBe(true);
    expect((await primaries()).map((c) => c.id)).toEqual([changed.id]);

    // PUT with isPrimaryContact makes another the primary, in one step.
    const made = await ok<Contact>(await call(id, `/clients/${greta.id}/contacts/${kept.id}`, { method: 'PUT', body: { ...person, phoneNo: '070-555 01 02', isPrimaryContact: true } }));
    expect(made).toMatchObject({ id: kept.id, isPrimaryContact: true, phoneNo: '070-555 01 02' });
    expect((await primaries()).map((c) => c.id)).toEqual([kept.id]);

    // Back as the seed had it, for the other tests.
    if (primary) await ok<Contact>(await call(id, `/clients/${greta.id}/contacts/${primary.id}`, { method: 'PUT', body: { relation: primary.relation, firstName: primary.firstName, surname: primary.surname, phoneNo: primary.phoneNo, email: primary.email, isPrimaryContact: true } }));
    for (const c of [kept, changed]) expect((await call(id, `/clients/${greta.id}/contacts/${c.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await primaries()).map((c) => c.id)).toEqual([primary?.id]);
  });

  it('a contact that is not primary is added without a choice; an empty e-mail is none; bad input names the field', async () => {
    const id = await frida();
    const added = await ok<Contact>(await call(id, `/clients/${greta.id}/contacts`, { method: 'POST', body: { ...person, email: '' } }), 201);
    expect(added).toMatchObject({ isPrimaryContact: false, email: null });
    expect((await call(id, `/clients/${greta.id}/contacts/${added.id}`, { method: 'DELETE' })).status).toBe(204);
    for (const field of ['relation', 'firstName', 'surname', 'phoneNo'] as const) {
      const bad = await expectError(await call(id, `/clients/${greta.id}/contacts`, { method: 'POST', body: { ...person, [field]: ' ' } }), 400, 'VALIDATION');
      expect(bad.error.errorMessage).toContain(field);
    }
    const email = await expectError(await call(id, `/clients/${greta.id}/contacts`, { method: 'POST', body: { ...person, email: 'olle' } }), 400, 'VALIDATION');
    expect(email.error.errorMessage).toContain('email');
  });

  it('the guardian (not editable) cannot be changed or deleted: 403 NOT_EDITABLE; another client’s contact is 404', async () => {
    const id = await frida();
    const guardian = (await contacts()).page.find((c) => c.type === 'CONTACT' && !c.isEditable);
    if (!guardian) throw new Error('Greta has a guardian');
    await expectError(await call(id, `/clients/${greta.id}/contacts/${guardian.id}`, { method: 'PUT', body: person }), 403, 'NOT_EDITABLE');
    await expectError(await call(id, `/clients/${greta.id}/contacts/${guardian.id}`, { method: 'DELETE' }), 403, 'NOT_EDITABLE');
    expect((await contacts()).page.find((c) => c.id === guardian.id)).toEqual(guardian);
    const svens = await get<Page<Contact>>(`/clients/${sven.id}/contacts?includeCurrentUserAsPrescriber=false`);
    const other = svens.page[0];
    if (!other) throw new Error('Sven has contacts');
    await expectError(await call(id, `/clients/${greta.id}/contacts/${other.id}`, { method: 'PUT', body: person }), 404, 'NOT_FOUND');
    await expectError(await call(id, `/clients/${greta.id}/contacts/${other.id}`, { method: 'DELETE' }), 404, 'NOT_FOUND');
  });
});

describe('tasks', () => {
  it('lists the client’s CH and CA tasks, planned date-time descending; CA has no from-warehouse', async () => {
    const list = await get<Page<ClientTask>>(`/clients/${sven.id}/tasks?all=true`);
    expect(list.count).toBe(list.page.length);
    expect(new Set(list.page.map((t) => t.type))).toEqual(new Set(['CH', 'CA']));
    const planned = list.page.map((t) => t.plannedDateTime);
    expect(planned).toEqual([...planned].sort().reverse());
    for (const t of list.page) {
      expect(t.to).toEqual({ firstName: sven.firstName, surname: sven.surname, identityNumber: sven.identityNumber });
      if (t.type === 'CA') expect(t.fromWarehouse).toBeNull();
    }
    expect(list.page.some((t) => t.type === 'CH' && t.fromWarehouse !== null)).toBe(true);
    const onlyCa = await get<Page<ClientTask>>(`/clients/${sven.id}/tasks?taskTypes=CA`);
    expect(onlyCa.page.length).toBeGreaterThan(0);
    expect(onlyCa.page.every((t) => t.type === 'CA')).toBe(true);
    expect(onlyCa.count + (await get<Page<ClientTask>>(`/clients/${sven.id}/tasks?taskTypes=CH`)).count).toBe(list.count);
    await expectError(await call(await frida(), `/clients/${sven.id}/tasks?taskTypes=XX`), 400, 'VALIDATION');
  });

  it('one task with its lines (product name, number, item class, batch and inventory number of the stock item)', async () => {
    const list = await get<Page<ClientTask>>(`/clients/${sven.id}/tasks?all=true`);
    const ch = list.page.find((t) => t.type === 'CH' && t.fromWarehouse !== null);
    if (!ch) throw new Error('Sven has a CH task');
    const detail = await get<ClientTaskDetail>(`/clients/${sven.id}/tasks/${ch.id}`);
    expect(detail).toMatchObject({ ...ch });
    expect(detail.lines.length).toBeGreaterThan(0);
    for (const line of detail.lines) {
      expect(line.item.name).toBeTruthy();
      expect(line.item.itemNumber).toBeTruthy();
      expect(line.item.itemClass).toBeTruthy();
    }
    const withItem = await Promise.all(list.page.map((t) => get<ClientTaskDetail>(`/clients/${sven.id}/tasks/${t.id}`)));
    expect(withItem.flatMap((t) => t.lines).some((l) => l.item.fixedAssetNumber !== null)).toBe(true);
  });

  it('a task of another client, or none, is 404', async () => {
    const id = await frida();
    const majs = await get<Page<ClientTask>>(`/clients/${FIXTURE_CLIENTS.maj.id}/tasks`);
    const theirs = majs.page[0];
    if (!theirs) throw new Error('Maj has tasks');
    await expectError(await call(id, `/clients/${sven.id}/tasks/${theirs.id}`), 404, 'NOT_FOUND');
    await expectError(await call(id, `/clients/${sven.id}/tasks/999999`), 404, 'NOT_FOUND');
  });
});

describe('reference data', () => {
  it('GET /base-storages: the category-2 facilities by label, with their municipality', async () => {
    const list = await get<Page<BaseStorage>>('/base-storages?all=true');
    const [expected] = await server.db.select({ n: count() }).from(facilities).where(eq(facilities.categoryValue, 2));
    expect(list.count).toBe(expected?.n);
    expect(list.page.length).toBe(list.count);
    expect(list.page.every((s) => s.category.value === 2)).toBe(true);
    const labels = list.page.map((s) => s.label);
    expect(labels).toEqual([...labels].sort(inCollation));
    expect(list.page.find((s) => s.value === 'BL-MLM')).toMatchObject({ municipality: { id: '1280', name: 'Malmö' }, address: { city: 'Malmö' } });
  });

  it('GET /reason-codes?category=SCRAPPING: labelled in the caller’s language; a category is required', async () => {
    const sv = await get<Page<ReasonCode>>('/reason-codes?category=SCRAPPING&all=true');
    const en = await get<Page<ReasonCode>>('/reason-codes?category=SCRAPPING&all=true', undefined, 'en');
    expect(sv.count).toBeGreaterThan(0);
    expect(en.page.map((r) => r.id)).toEqual(sv.page.map((r) => r.id));
    expect(en.page.map((r) => r.label)).not.toEqual(sv.page.map((r) => r.label));
    await expectError(await call(await frida(), '/reason-codes'), 400, 'VALIDATION');
    await expectError(await call(await frida(), '/reason-codes?category=OTHER'), 400, 'VALIDATION');
  });
});

describe('the new-order popup: one person by identity number, the population register, POST /clients/create', () => {
  type Lookup = Page<ClientSummary> & { populationRegister?: PopulationRegisterPerson | null };
  const lookup = async (identityNumber: string, extra = '', sessionId?: string) =>
    get<Lookup>(`/clients?newOrder=true&identityNumber=${encodeURIComponent(identityNumber)}${extra}`, sessionId);
  const person = (n: number) => {
    const p = POPULATION_REGISTER[n];
    if (!p) throw new Error(`no register person ${n}`);
    return p;
  };
  const create = async (identityNumber: string, sessionId?: string) =>
    call(sessionId ?? (await frida()), '/clients/create', { method: 'POST', body: { identityNumber } });

  it('answers exactly the client with that number, in every accepted form; the other filters are ignored', async () => {
    const n = astrid.identityNumber; // 193801147061
    for (const form of [n, `${n.slice(0, 8)}-${n.slice(8)}`, `${n.slice(2, 8)}-${n.slice(8)}`, n.slice(2)]) {
      const res = await lookup(form, '&surname=Zzz&from=5&amount=1');
      expect(res.count, form).toBe(1);
      expect(res.page.map((c) => c.id)).toEqual([astrid.id]);
      expect(res.populationRegister).toBeUndefined();
    }
    // A prefix is not a lookup: nothing near matches.
    await expectError(await call(await frida(), `/clients?newOrder=true&identityNumber=${n.slice(0, 8)}`), 400, 'INVALID_SEARCH_QUERY');
  });

  it('refuses what is not a valid personal identity number with 400 INVALID_SEARCH_QUERY: a unit number, a wrong check digit, no date, blank', async () => {
    const id = await frida();
    const wrongCheck = `${astrid.identityNumber.slice(0, 11)}${(Number(astrid.identityNumber[11]) + 1) % 10}`;
    for (const bad of [solrosen.identityNumber, wrongCheck, '19381314-7061', '', '   ', 'Solrosen']) {
      await expectError(await call(id, `/clients?newOrder=true&identityNumber=${encodeURIComponent(bad)}`), 400, 'INVALID_SEARCH_QUERY');
    }
    await expectError(await call(id, '/clients?newOrder=true'), 400, 'INVALID_SEARCH_QUERY');
  });

  it('a client Frida is not authorized for is answered as the search lists it (not a link)', async () => {
    const res = await lookup(erik.identityNumber, '&searchNavet=true');
    expect(res.page).toMatchObject([{ id: erik.id, hasAuthorizationForMunicipal: false }]);
    expect(res.populationRegister).toBeUndefined();
  });

  it('without a client: nothing, or with searchNavet the person of the population register, or null when not there either', async () => {
    const gunnar = person(0);
    expect(await lookup(gunnar.identityNumber)).toEqual({ page: [], count: 0 });
    expect(await lookup(gunnar.identityNumber, '&searchNavet=true')).toEqual({
      page: [],
      count: 0,
      populationRegister: {
        identityNumber: gunnar.identityNumber,
        firstName: gunnar.firstName,
        surname: gunnar.surname,
        defaultAddress: { street: gunnar.street, postalNo: gunnar.postalNo, city: gunnar.city },
        municipalAffiliation: { id: '1280', name: 'Malmö' },
      },
    });
    // A coordination number: no municipality, no address.
    const elsa = person(8);
    expect((await lookup(elsa.identityNumber, '&searchNavet=true')).populationRegister).toEqual({
      identityNumber: elsa.identityNumber,
      firstName: elsa.firstName,
      surname: elsa.surname,
      defaultAddress: null,
      municipalAffiliation: null,
    });
    expect(await lookup(NOT_IN_POPULATION_REGISTER, '&searchNavet=true')).toEqual({ page: [], count: 0, populationRegister: null });
    // The register is searched only for a user authorized for some municipality.
    await expectError(await call(await bo(), `/clients?newOrder=true&searchNavet=true&identityNumber=${gunnar.identityNumber}`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
  });

  it('the register people come from the test lists and are not clients; one number is in neither', async () => {
    const read = (file: string) => new Set(readFileSync(new URL(`../../server/seed/data/${file}`, import.meta.url), 'utf8').split(/\r?\n/));
    const persons = read('testpersonnummer.txt');
    const coordination = read('testsamordningsnummer.txt');
    for (const p of POPULATION_REGISTER) {
      expect(p.customerId === null ? coordination.has(p.identityNumber) : persons.has(p.identityNumber), p.identityNumber).toBe(true);
    }
    expect(persons.has(NOT_IN_POPULATION_REGISTER)).toBe(true);
    const numbers = [...POPULATION_REGISTER.map((p) => p.identityNumber), NOT_IN_POPULATION_REGISTER];
    expect(await server.db.select({ id: clients.id }).from(clients).where(inArray(clients.identityNumber, numbers))).toEqual([]);
  });

  it('POST /clients/create makes the register person a client: the registered address (not editable), the municipality; again: the same client', async () => {
    const solveig = person(1);
    const created = await ok<Client>(await create(`${solveig.identityNumber.slice(2, 8)}-${solveig.identityNumber.slice(8)}`), 201);
    expect(created).toMatchObject({
      type: 'PERSON',
      identityNumber: solveig.identityNumber,
      firstName: solveig.firstName,
      surname: solveig.surname,
      defaultAddress: { street: solveig.street, postalNo: solveig.postalNo, city: solveig.city },
      municipalAffiliation: { id: '1281', name: 'Lund' },
      hasAuthorizationForMunicipal: true,
      contactInformation: { phoneNo: null, email: null },
      useAdvanceContact: null,
      deregistrationDate: null,
    });
    const addresses = await get<Page<Address>>(`/clients/${created.id}/addresses`);
    expect(addresses.page).toMatchObject([{ description: 'Folkbokföringsadress', street: solveig.street, isDefault: true, isEditable: false }]);
    // Idempotent: the existing client is answered as it is, and the lookup now finds the client.
    expect(await ok<Client>(await create(solveig.identityNumber), 201)).toEqual(created);
    expect((await lookup(solveig.identityNumber, '&searchNavet=true')).page.map((c) => c.id)).toEqual([created.id]);
    // Two at once make one client.
    const leif = person(7);
    const [a, b] = await Promise.all([create(leif.identityNumber), create(leif.identityNumber)]);
    const [first, second] = [await ok<Client>(a, 201), await ok<Client>(b, 201)];
    expect(first.id).toBe(second.id);
    expect(await server.db.select({ id: clients.id }).from(clients).where(eq(clients.identityNumber, leif.identityNumber))).toHaveLength(1);
  });

  it('an existing client is answered as it is; one of a municipality the caller may not reach is 403', async () => {
    expect((await ok<Client>(await create(astrid.identityNumber), 201)).id).toBe(astrid.id);
    await expectError(await create(erik.identityNumber), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
  });

  it('refuses what is not in the register (404 NOT_FOUND), not a valid number (400 VALIDATION), and a caller authorized for no municipality (403)', async () => {
    await expectError(await create(NOT_IN_POPULATION_REGISTER), 404, 'NOT_FOUND');
    await expectError(await create(`${astrid.identityNumber.slice(0, 11)}${(Number(astrid.identityNumber[11]) + 1) % 10}`), 400, 'VALIDATION');
    await expectError(await create('E1281-001'), 400, 'VALIDATION');
    await expectError(await call(await frida(), '/clients/create', { method: 'POST', body: {} }), 400, 'VALIDATION');
    await expectError(await create(person(2).identityNumber, await bo()), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    expect(await server.db.select({ id: clients.id }).from(clients).where(eq(clients.identityNumber, person(2).identityNumber))).toEqual([]);
  });

  it('a client without a municipality: made from a coordination number, reachable by any user authorized for a municipality, who sets one', async () => {
    const ake = person(9);
    const created = await ok<Client>(await create(ake.identityNumber), 201);
    expect(created).toMatchObject({ identityNumber: ake.identityNumber, defaultAddress: null, municipalAffiliation: null, hasAuthorizationForMunicipal: true });
    expect((await get<Page<Address>>(`/clients/${created.id}/addresses`)).page).toEqual([]);
    // Listed by the search (a left join), reachable by Petra (1280, 1281, 1287) too, not by Bo (none).
    const listed = await search(`identityNumber=${ake.identityNumber}`);
    expect(listed.page).toMatchObject([{ id: created.id, municipalAffiliation: null, defaultAddress: null, hasAuthorizationForMunicipal: true }]);
    const petra = await session('planerare@example.org');
    expect((await get<Client>(`/clients/${created.id}`, petra)).municipalAffiliation).toBeNull();
    expect((await search(`identityNumber=${ake.identityNumber}`, await bo())).page).toMatchObject([{ id: created.id, hasAuthorizationForMunicipal: false }]);
    await expectError(await call(await bo(), `/clients/${created.id}`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    // Only a municipality the caller is authorized for: the new-order popup sends just that.
    await expectError(await call(await frida(), `/clients/${created.id}`, { method: 'PUT', body: { municipalAffiliation: { id: '1490' } } }), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    const set = await ok<Client>(await call(await frida(), `/clients/${created.id}`, { method: 'PUT', body: { municipalAffiliation: { id: '1383' } } }));
    expect(set).toMatchObject({ municipalAffiliation: { id: '1383', name: 'Varberg' }, hasAuthorizationForMunicipal: true, contactInformation: { phoneNo: null, email: null }, useAdvanceContact: null });
    // Now in Varberg: Petra no longer reaches the client.
    await expectError(await call(petra, `/clients/${created.id}`), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
  });

  it('a person of the register in a municipality the caller may not reach is not made a client (403)', async () => {
    const kjell = person(6); // Borås
    expect((await lookup(kjell.identityNumber, '&searchNavet=true')).populationRegister?.municipalAffiliation).toEqual({ id: '1490', name: 'Borås' });
    await expectError(await create(kjell.identityNumber), 403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    expect(await lookup(kjell.identityNumber)).toEqual({ page: [], count: 0 });
  });
});
