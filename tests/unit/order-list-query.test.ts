/**
 * The order list's URL model (src/areas/orders/list.ts): a query string read into the
 * list's state and written back in its one canonical form, the status tab's statuses (spec 2 §4
 * Order list filters), the GET /web-orders query of each scope, the paths of the list and of an
 * order's detail, the table's sort turning, and `<fsp-orders>`' attributes. (The standalone's
 * route table on top of it is in router.browser.test.tsx.)
 */
import { describe, expect, it } from 'vitest';
import { pageAfterResize } from '../../src/core/ui/page-size.ts';
import {
  DEFAULT_ORDER_SORT,
  EMPTY_ORDER_LIST,
  isDateRangeInverted,
  nextSort,
  orderDetailPath,
  orderListApiQuery,
  orderListAttributes,
  orderListPath,
  orderListSearch,
  orderPageCount,
  parseDay,
  parseOrderListQuery,
  parseSort,
  statusCodes,
} from '../../src/areas/orders/list.ts';

const parse = (query: string) => parseOrderListQuery(new URLSearchParams(query));

describe('the status tabs (spec 2 §4)', () => {
  it('OPEN is 20 up to 80, CLOSED 90 and above, ALL 20 and above; the table 20 through 99 whatever the tab', () => {
    expect(statusCodes({ tab: 'open', view: 'cards' })).toEqual([20, 30, 80]);
    expect(statusCodes({ tab: 'closed', view: 'cards' })).toEqual([90, 99]);
    expect(statusCodes({ tab: 'all', view: 'cards' })).toEqual([20, 30, 80, 90, 99]);
    for (const tab of ['open', 'closed', 'all'] as const) expect(statusCodes({ tab, view: 'table' })).toEqual([20, 30, 80, 90, 99]);
  });
  it('the default is OPEN, sorted by order date, newest first, on page 1', () => {
    expect(parse('')).toEqual(EMPTY_ORDER_LIST);
    expect(EMPTY_ORDER_LIST).toMatchObject({ tab: 'open', view: 'cards', page: 1, sort: { key: 'orderDate', direction: 'desc' } });
    expect(orderListApiQuery(EMPTY_ORDER_LIST, { kind: 'all' })).toEqual({ status: '20,30,80', sort: 'orderDate:desc', mine: 'false', from: 0, amount: 10 });
  });
});

describe('reading and writing the query', () => {
  it('reads every part and writes it back the same', () => {
    const query = 'status=closed&q=7001&fromDate=2026-01-01&toDate=2026-02-28&clientId=4&facilityId=3&page=3&pageSize=25';
    const state = parse(query);
    expect(state).toEqual({ tab: 'closed', q: '7001', fromDate: '2026-01-01', toDate: '2026-02-28', clientId: 4, facilityId: 3, view: 'cards', sort: DEFAULT_ORDER_SORT, page: 3, pageSize: 25 });
    expect(orderListSearch(state)).toBe(query);
    const table = parse('view=table&sort=receiver:asc&page=2');
    expect(table).toMatchObject({ view: 'table', sort: { key: 'receiver', direction: 'asc' }, page: 2 });
    expect(orderListSearch(table)).toBe('view=table&sort=receiver%3Aasc&page=2');
    expect(parse(orderListSearch(table))).toEqual(table);
  });
  it('leaves out the defaults and what does not apply to the view: one URL a list', () => {
    expect(orderListSearch(parse('status=open&page=1&sort=orderDate:desc&view=cards'))).toBe('');
    // the cards have no sort; the table has no status tab
    expect(parse('sort=status:asc')).toMatchObject({ sort: DEFAULT_ORDER_SORT });
    expect(parse('view=table&status=closed')).toMatchObject({ tab: 'open', view: 'table' });
    expect(orderListSearch(parse('view=table&status=closed&sort=orderDate:desc'))).toBe('view=table');
  });
  it('drops what is not valid: an unknown tab, sort or view, an impossible day, an id or page that is not a positive whole number', () => {
    const state = parse('status=pending&view=list&fromDate=2026-02-30&toDate=26-01-01&clientId=0&facilityId=x&page=-2');
    expect(state).toEqual(EMPTY_ORDER_LIST);
    expect(parse('view=table&sort=price:asc').sort).toEqual(DEFAULT_ORDER_SORT);
    expect(parse('view=table&sort=orderNumber:up').sort).toEqual(DEFAULT_ORDER_SORT);
    expect(parse('clientId=2147483648').clientId).toBeNull();
    // An id is read as every URL model reads one (parseQueryId): a leading zero or spaces are the same id, written back plainly.
    expect(orderListSearch(parse('clientId=%2007&page=02'))).toBe('clientId=7&page=2');
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseSort('status:desc')).toEqual({ key: 'status', direction: 'desc' });
  });
  it('trims the search and keeps it to the API\'s 100 characters', () => {
    expect(parse('q=%20%20Astrid%20').q).toBe('Astrid');
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('the GET /web-orders query', () => {
  const state = parse('status=all&q=Ek&fromDate=2026-01-01&toDate=2026-01-31&clientId=6&facilityId=3&page=4');
  it('carries the search, filters and page of the list', () => {
    expect(orderListApiQuery(state, { kind: 'all' })).toEqual({
      status: '20,30,80,90,99',
      sort: 'orderDate:desc',
      freeTextSearch: 'Ek',
      clientId: 6,
      facilityId: 3,
      fromOrderDate: '2026-01-01',
      toOrderDate: '2026-01-31',
      mine: 'false',
      from: 30,
      amount: 10,
    });
  });
  it('My orders asks for mine=true; a client\'s list for that client whatever the client filter', () => {
    expect(orderListApiQuery(state, { kind: 'mine' })).toMatchObject({ mine: 'true', clientId: 6 });
    expect(orderListApiQuery(state, { kind: 'client', client: 1 })).toMatchObject({ mine: 'false', clientId: 1 });
  });
  it('the table sends its sort and every status from 20 through 99', () => {
    expect(orderListApiQuery(parse('view=table&sort=orderedBy:asc'), { kind: 'all' })).toMatchObject({ status: '20,30,80,90,99', sort: 'orderedBy:asc' });
  });
  it('pages of a count', () => {
    expect([0, 1, 10, 11, 200_000].map((n) => orderPageCount(n))).toEqual([1, 1, 1, 2, 20_000]);
    expect([0, 25, 26, 51].map((n) => orderPageCount(n, 25))).toEqual([1, 1, 2, 3]);
  });
  it('rows a page (spec 1 §9): 10 by default and left out, 25 or 50 kept, anything else the default', () => {
    expect(parse('').pageSize).toBe(10);
    expect(parse('pageSize=25').pageSize).toBe(25);
    expect(parse('pageSize=50&page=3').pageSize).toBe(50);
    for (const bad of ['10', '24', '100', '0', '-25', '25.5', 'x', '']) expect(parse(`pageSize=${bad}`).pageSize).toBe(10);
    expect(orderListSearch(parse('pageSize=10&page=2'))).toBe('page=2');
    expect(orderListSearch(parse('page=2&pageSize=50'))).toBe('page=2&pageSize=50');
    expect(orderListApiQuery(parse('pageSize=25&page=3'), { kind: 'all' })).toMatchObject({ from: 50, amount: 25 });
    expect(orderListApiQuery(parse(''), { kind: 'all' })).toMatchObject({ from: 0, amount: 10 });
    expect(orderListAttributes(parse('pageSize=50'))['page-size']).toBe('50');
  });
  it('a new size keeps the first row shown in view: the page that holds it', () => {
    expect(pageAfterResize(1, 10, 50)).toBe(1);
    expect(pageAfterResize(3, 10, 25)).toBe(1); // row 21 is on page 1 of 25
    expect(pageAfterResize(4, 10, 25)).toBe(2); // row 31 is on page 2 (26-50)
    expect(pageAfterResize(2, 50, 10)).toBe(6); // row 51 is on page 6 of 10
    expect(pageAfterResize(0, 10, 25)).toBe(1);
  });
  it('a from date after the to date is an inverted range', () => {
    expect(isDateRangeInverted({ fromDate: '2026-02-01', toDate: '2026-01-31' })).toBe(true);
    expect(isDateRangeInverted({ fromDate: '2026-01-31', toDate: '2026-01-31' })).toBe(false);
    expect(isDateRangeInverted({ fromDate: null, toDate: '2026-01-31' })).toBe(false);
  });
});

describe('paths, sort and attributes', () => {
  it('the list\'s path in each scope, and an order\'s detail (under /my-myloc for My orders)', () => {
    const closed = parse('status=closed&page=2');
    expect(orderListPath({ kind: 'all' })).toBe('/orders');
    expect(orderListPath({ kind: 'all' }, closed)).toBe('/orders?status=closed&page=2');
    expect(orderListPath({ kind: 'mine' }, closed)).toBe('/my-myloc/orders?status=closed&page=2');
    expect(orderListPath({ kind: 'client', client: 5 }, closed)).toBe('/clients/5/orders?status=closed&page=2');
    expect(orderDetailPath({ kind: 'all' }, 1003)).toBe('/orders/1003');
    expect(orderDetailPath({ kind: 'client', client: 5 }, 1003)).toBe('/orders/1003');
    expect(orderDetailPath({ kind: 'mine' }, 1003)).toBe('/my-myloc/orders/1003');
  });
  it('a header click: the same column turns around; another starts ascending (the order date descending)', () => {
    expect(nextSort(DEFAULT_ORDER_SORT, 'orderDate')).toEqual({ key: 'orderDate', direction: 'asc' });
    expect(nextSort({ key: 'orderDate', direction: 'asc' }, 'orderDate')).toEqual({ key: 'orderDate', direction: 'desc' });
    expect(nextSort(DEFAULT_ORDER_SORT, 'receiver')).toEqual({ key: 'receiver', direction: 'asc' });
    expect(nextSort({ key: 'receiver', direction: 'asc' }, 'orderDate')).toEqual({ key: 'orderDate', direction: 'desc' });
  });
  it('the element\'s attributes, defaults left out', () => {
    expect(orderListAttributes(EMPTY_ORDER_LIST)).toEqual(Object.fromEntries(Object.keys(orderListAttributes(EMPTY_ORDER_LIST)).map((k) => [k, undefined])));
    expect(orderListAttributes(parse('view=table&sort=status:asc&q=70&clientId=2&toDate=2026-03-01&page=5'))).toEqual({
      status: undefined,
      q: '70',
      'from-date': undefined,
      'to-date': '2026-03-01',
      'client-id': '2',
      'facility-id': undefined,
      view: 'table',
      sort: 'status:asc',
      page: '5',
      'page-size': undefined,
    });
  });
});
