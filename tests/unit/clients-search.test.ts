/**
 * The client search's pure rules (src/elements/clients/search.ts): how q is read (spec 2 §5), the
 * checks made before any call, the query of a page, and the route of a search. Identity numbers
 * from server/seed/data/testpersonnummer.txt only (the fixture clients').
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/core/routes.ts';
import { checkSearch, CLIENTS_PER_PAGE, EMPTY_FORM, isBlank, pageCount, pageQuery, readQuery, readZipCode, sameSearch, toForm, toRouteSearch } from '../../src/elements/clients/search.ts';

const TODAY = new Date(2026, 10, 23);
const read = (q: string) => readQuery(q, TODAY);
const person = (value: string) => ({ ok: true, reading: { kind: 'person', value } });

describe('readQuery', () => {
  it('reads every form of an identity number as its twelve digits (Astrid Nilsson)', () => {
    for (const q of ['193801147061', '19380114-7061', '380114-7061', '3801147061', ' 19380114 7061 ', '380114 7061']) {
      expect(read(q), q).toEqual(person('193801147061'));
    }
  });

  it('reads + as 100 years or more (Harald Ek, born 1925)', () => {
    expect(read('250101+9216')).toEqual(person('192501019216'));
    // without the +, the same digits are someone born in 2025
    expect(read('250101-9216')).toEqual(person('202501019216'));
  });

  it('refuses a wrong check digit, an impossible date or a misshapen number before any call', () => {
    expect(read('193801147062')).toEqual({ ok: false, problem: 'checkDigit' });
    expect(read('380114-7062')).toEqual({ ok: false, problem: 'checkDigit' });
    expect(read('19381314-7061')).toEqual({ ok: false, problem: 'date' });
    expect(read('1938011-47061')).toEqual({ ok: false, problem: 'format' });
    expect(read('1938011470611')).toEqual({ ok: false, problem: 'format' }); // thirteen digits
    expect(read('19380114+7061')).toEqual({ ok: false, problem: 'format' }); // + belongs to the ten-digit form
  });

  it('searches other digits alone as the start of twelve digits (a birth date)', () => {
    expect(read('19380114')).toEqual({ ok: true, reading: { kind: 'prefix', value: '19380114' } });
    expect(read('1938 0114')).toEqual({ ok: true, reading: { kind: 'prefix', value: '19380114' } });
  });

  it('searches anything with a letter as a unit, as typed', () => {
    expect(read('Solrosen')).toEqual({ ok: true, reading: { kind: 'unit', value: 'Solrosen' } });
    expect(read(' E1281-001 ')).toEqual({ ok: true, reading: { kind: 'unit', value: 'E1281-001' } });
  });

  it('requires q (INVALID_SEARCH_QUERY)', () => {
    expect(read('')).toEqual({ ok: false, problem: 'required' });
    expect(read('   ')).toEqual({ ok: false, problem: 'required' });
  });
});

describe('readZipCode', () => {
  it('takes up to five digits, spaces ignored', () => {
    expect(readZipCode('211 45')).toEqual({ ok: true, value: '21145' });
    expect(readZipCode('21')).toEqual({ ok: true, value: '21' });
    expect(readZipCode('')).toEqual({ ok: true, value: '' });
    expect(readZipCode('2114a')).toEqual({ ok: false });
    expect(readZipCode('211456')).toEqual({ ok: false });
  });
});

describe('checkSearch', () => {
  it('the query of a valid search: q normalised, filters trimmed, empty ones left out', () => {
    const form = { ...EMPTY_FORM, q: '380114-7061', surname: ' Nils ', zipCode: '211 4' };
    expect(checkSearch(form, TODAY)).toEqual({ ok: true, query: { identityNumber: '193801147061', surname: 'Nils', zipCode: '2114' } });
  });

  it('says the first problem and its field', () => {
    expect(checkSearch({ ...EMPTY_FORM, surname: 'Nilsson' }, TODAY)).toEqual({ ok: false, problem: { field: 'q', problem: 'required' } });
    expect(checkSearch({ ...EMPTY_FORM, q: 'Solrosen', zipCode: 'abc' }, TODAY)).toEqual({ ok: false, problem: { field: 'zipCode', problem: 'zipCode' } });
  });
});

describe('paging, forms and routes', () => {
  it('ten a page, from 0', () => {
    expect(pageQuery({ identityNumber: 'Solrosen' }, 1)).toEqual({ identityNumber: 'Solrosen', from: 0, amount: CLIENTS_PER_PAGE });
    expect(pageQuery({ identityNumber: 'Solrosen' }, 3)).toEqual({ identityNumber: 'Solrosen', from: 20, amount: 10 });
    expect(pageQuery({ identityNumber: 'Solrosen' }, 0).from).toBe(0);
    expect([pageCount(0), pageCount(10), pageCount(11)]).toEqual([1, 1, 2]);
  });

  it('25 or 50 a page as chosen (spec 1 §9)', () => {
    expect(pageQuery({ identityNumber: '19' }, 3, 25)).toEqual({ identityNumber: '19', from: 50, amount: 25 });
    expect(pageQuery({ identityNumber: '19' }, 1, 50)).toEqual({ identityNumber: '19', from: 0, amount: 50 });
    expect([pageCount(25, 25), pageCount(26, 25), pageCount(101, 50)]).toEqual([1, 2, 3]);
  });

  it('a form from attributes, blank and the same search', () => {
    const form = toForm({ q: ' 193801147061 ', firstName: null, city: 'Malmö' });
    expect(form).toEqual({ q: '193801147061', firstName: '', surname: '', zipCode: '', city: 'Malmö' });
    expect(isBlank(toForm({}))).toBe(true);
    expect(isBlank(form)).toBe(false);
    expect(sameSearch(form, { ...form, q: '193801147061 ' })).toBe(true);
    expect(sameSearch(form, { ...form, city: 'Lund' })).toBe(false);
  });

  it('the route keeps the search as typed, empty filters left out', () => {
    expect(routes.clients(toForm({ q: '380114-7061', surname: 'Nilsson' }))).toBe('/clients?q=380114-7061&surname=Nilsson');
    expect(routes.clients(toForm({ q: '250101+9216' }))).toBe('/clients?q=250101%2B9216');
    expect(routes.clients(toForm({}))).toBe('/clients');
  });

  it('the route keeps the page size, but the default 10', () => {
    expect(routes.clients(toRouteSearch(toForm({ q: '19' }), 25))).toBe('/clients?q=19&pageSize=25');
    expect(routes.clients(toRouteSearch(toForm({ q: '19', city: 'Lund' }), 50))).toBe('/clients?q=19&city=Lund&pageSize=50');
    expect(routes.clients(toRouteSearch(toForm({ q: '19' }), 10))).toBe('/clients?q=19');
    expect(routes.clients(toRouteSearch(toForm({ q: '19' })))).toBe('/clients?q=19');
  });
});
