/**
 * The stock balance's rules (spec 3 §2 Base storage, §5 Moves, scrap, holdings, §6 feature flags):
 * its URL, the request of a page of rows, and what the session's active order and flags offer.
 */
import { describe, expect, it } from 'vitest';
import {
  availableOf,
  balanceAttributes,
  balancePath,
  balanceProductPath,
  balanceRequest,
  canCreateMoveOrder,
  canMoveDirectly,
  canOrderMove,
  EMPTY_BALANCE_VIEW,
  isFiltered,
  offeredRows,
  parseBalanceQuery,
  showsProductLinks,
  type MoveContext,
} from '../../src/areas/stock/balance.ts';

describe('the balance URL', () => {
  it('parses every part and leaves out the defaults when written back', () => {
    const view = parseBalanceQuery('storage=2&q=%20käpp%20&itemClass=7&isoCode=12&supplier=3&productStatus=ACTIVE&sort=location:asc');
    expect(view).toEqual({ storage: 2, q: 'käpp', itemClass: 7, isoCode: 12, supplier: 3, productStatus: 'ACTIVE', sort: 'location:asc' });
    expect(balancePath(view)).toBe('/base-storages?storage=2&q=k%C3%A4pp&itemClass=7&isoCode=12&supplier=3&productStatus=ACTIVE&sort=location%3Aasc');
    expect(balancePath(EMPTY_BALANCE_VIEW)).toBe('/base-storages');
    expect(parseBalanceQuery(balancePath(view).split('?')[1] ?? '')).toEqual(view);
  });

  it('drops what is malformed or unknown', () => {
    expect(parseBalanceQuery('storage=0&itemClass=x&isoCode=-1&supplier=99999999999&productStatus=SOLD&sort=price:asc')).toEqual(EMPTY_BALANCE_VIEW);
    expect(parseBalanceQuery(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('gives the element its attributes', () => {
    const view = parseBalanceQuery('storage=2&itemClass=7&sort=description:desc');
    expect(balanceAttributes(view)).toEqual({ storage: '2', q: undefined, 'item-class': '7', 'iso-code': undefined, supplier: undefined, 'product-status': undefined, sort: 'description:desc' });
  });

  it('knows when the list is narrowed (the storage and the order do not narrow it)', () => {
    expect(isFiltered({ ...EMPTY_BALANCE_VIEW, storage: 2, sort: 'location:asc' })).toBe(false);
    expect(isFiltered({ ...EMPTY_BALANCE_VIEW, q: 'x' })).toBe(true);
    expect(isFiltered({ ...EMPTY_BALANCE_VIEW, productStatus: 'DISCONTINUED' })).toBe(true);
  });
});

describe('the request of a page', () => {
  it('sends what is set, every product (also not orderable), and the page', () => {
    expect(balanceRequest(parseBalanceQuery('storage=2&q=rollator&supplier=3'), 200)).toEqual({
      from: 200,
      amount: 50,
      sort: 'description:asc',
      includeNotOrderable: 'true',
      availableOnly: 'true',
      facilityIds: '2',
      searchValue: 'rollator',
      supplier: '3',
    });
    expect(balanceRequest(EMPTY_BALANCE_VIEW, 0)).toEqual({ from: 0, amount: 50, sort: 'description:asc', includeNotOrderable: 'true', availableOnly: 'true' });
  });
});

describe('what a row offers', () => {
  const none: MoveContext = { orderMoveEnabled: true, receiver: { kind: 'none' } };
  const client: MoveContext = { orderMoveEnabled: true, receiver: { kind: 'client' } };
  const toLund: MoveContext = { orderMoveEnabled: true, receiver: { kind: 'baseStorage', facility: 3 } };

  it('available is quantity less allocated, never below zero', () => {
    expect(availableOf({ quantity: 12, allocatedQuantity: 2 })).toBe(10);
    expect(availableOf({ quantity: 1, allocatedQuantity: 1 })).toBe(0);
    expect(availableOf({ quantity: 1, allocatedQuantity: 3 })).toBe(0);
  });

  it('only rows with something available are offered: a fully allocated row is left out, not listed without actions (spec 3 §5)', () => {
    const rows = [
      { id: 1, quantity: 12, allocatedQuantity: 2 },
      { id: 2, quantity: 1, allocatedQuantity: 1 }, // a fixed asset on an open delivery
      { id: 3, quantity: 4, allocatedQuantity: 0 },
      { id: 4, quantity: 2, allocatedQuantity: 3 },
      { id: 5, quantity: 5, allocatedQuantity: 4 }, // one left
    ];
    expect(offeredRows(rows).map((r) => r.id)).toEqual([1, 3, 5]);
    expect(offeredRows([{ quantity: 1, allocatedQuantity: 1 }])).toEqual([]);
    expect(offeredRows([])).toEqual([]);
  });

  it('a direct move needs no active order or a client receiver', () => {
    expect(canMoveDirectly(none)).toBe(true);
    expect(canMoveDirectly(client)).toBe(true);
    expect(canMoveDirectly(toLund)).toBe(false);
  });

  it('an order move needs the flag and an active order for another base storage than the row’s', () => {
    expect(canOrderMove(toLund, 2)).toBe(true);
    expect(canOrderMove(toLund, 3)).toBe(false);
    expect(canOrderMove({ ...toLund, orderMoveEnabled: false }, 2)).toBe(false);
    expect(canOrderMove(none, 2)).toBe(false);
    expect(canOrderMove(client, 2)).toBe(false);
  });

  it('Create base-storage move order needs the flag and no order or a non-base-storage receiver', () => {
    expect(canCreateMoveOrder(none)).toBe(true);
    expect(canCreateMoveOrder(client)).toBe(true);
    expect(canCreateMoveOrder(toLund)).toBe(false);
    expect(canCreateMoveOrder({ ...none, orderMoveEnabled: false })).toBe(false);
  });

  it('product links: hidden with no storage chosen or an active order for another base storage', () => {
    expect(showsProductLinks(none, 2)).toBe(true);
    expect(showsProductLinks(none, null)).toBe(false);
    expect(showsProductLinks(toLund, 2)).toBe(false);
    expect(showsProductLinks(toLund, 3)).toBe(true);
    expect(showsProductLinks(client, 2)).toBe(true);
  });
});

describe('the product from the balance', () => {
  it('leads back to the balance with its view', () => {
    const view = parseBalanceQuery('storage=2&q=käpp');
    expect(balanceProductPath(2, 10, view)).toBe(`/base-storages/2/products/10?from=${encodeURIComponent('/base-storages?storage=2&q=k%C3%A4pp')}`);
  });
});
