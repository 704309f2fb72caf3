/**
 * Receiving's rules in the browser (areas/receive/delivery.ts, spec 3 §2, §4, §5, §9): the
 * URLs of the receive page and the wizard, the steps of each type, the fixed amount, and the
 * payload of VALIDATE_RECEIVE and RECEIVE.
 */
import { describe, expect, it } from 'vitest';
import {
  amountIsFixed,
  EMPTY_RECEIVE_DRAFT,
  filledAttributes,
  parseReceiveSearch,
  parseReceiveTarget,
  receiveBody,
  receivePageCount,
  receiveSearchAttributes,
  receiveSearchPath,
  receiveSearchRequest,
  receiveSteps,
  receiveTypeOfSlug,
  receiveWizardPath,
  referenceTooLong,
  type ReceiveTarget,
} from '../../src/areas/receive/delivery.ts';
import { parseQueryId } from '../../src/contract/shared/query-id.ts';
import { receiveTypeOf } from '../../src/contract/shared/receive-type.ts';

const plain = { id: 13, isBatchControlled: false, isSerialNumberControlled: false, isFixedAsset: false, performanceAttributes: [] };
const batch = { ...plain, id: 8, isBatchControlled: true };
const serial = { ...plain, id: 20, isSerialNumberControlled: true };
const rollator = {
  ...plain,
  id: 1,
  isSerialNumberControlled: true,
  isFixedAsset: true,
  performanceAttributes: [
    { id: 'HANDLE_HEIGHT', label: 'Handtagshöjd (cm)' },
    { id: 'MAX_USER_WEIGHT', label: 'Max brukarvikt (kg)' },
    { id: 'WIDTH', label: 'Totalbredd (cm)' },
  ],
};
const target = (over: Partial<ReceiveTarget> = {}): ReceiveTarget => ({ type: 'NOT_LOT_CONTROLLED', supplier: 1, product: 13, baseStorage: 2, ...over });

describe('the receive page URL', () => {
  it('parses storage, search, page and page size, malformed values to the defaults', () => {
    expect(parseReceiveSearch('storage=2&q=%20rollator%20&page=3')).toEqual({ storage: 2, q: 'rollator', page: 3, pageSize: 10 });
    expect(parseReceiveSearch('storage=x&page=0')).toEqual({ storage: null, q: '', page: 1, pageSize: 10 });
    expect(parseReceiveSearch('storage=2147483648&page=-1')).toEqual({ storage: null, q: '', page: 1, pageSize: 10 });
    expect(parseReceiveSearch('storage=2&q=käpp&pageSize=50')).toEqual({ storage: 2, q: 'käpp', page: 1, pageSize: 50 });
    for (const bad of ['10', '24', '100', '0', '-25', '25.5', 'x', '']) expect(parseReceiveSearch(`q=käpp&pageSize=${bad}`).pageSize).toBe(10);
  });
  it('writes only what is set; a page without a search is left out; the page size 10 is left out', () => {
    expect(receiveSearchPath({ storage: null, q: '', page: 1, pageSize: 10 })).toBe('/receive/delivery');
    expect(receiveSearchPath({ storage: 2, q: 'käpp', page: 2, pageSize: 10 })).toBe('/receive/delivery?storage=2&q=k%C3%A4pp&page=2');
    expect(receiveSearchPath({ storage: 2, q: '', page: 4, pageSize: 10 })).toBe('/receive/delivery?storage=2');
    expect(receiveSearchPath({ storage: 2, q: 'käpp', page: 2, pageSize: 25 })).toBe('/receive/delivery?storage=2&q=k%C3%A4pp&page=2&pageSize=25');
    expect(receiveSearchAttributes({ storage: 2, q: 'käpp', page: 1, pageSize: 10 })).toEqual({ storage: '2', q: 'käpp', page: undefined, 'page-size': undefined });
    expect(receiveSearchAttributes({ storage: 2, q: 'käpp', page: 1, pageSize: 50 })).toEqual({ storage: '2', q: 'käpp', page: undefined, 'page-size': '50' });
    // serialize(parse(url)) is the canonical form of url
    const canonical = '/receive/delivery?storage=2&q=rollator&page=3&pageSize=25';
    expect(receiveSearchPath(parseReceiveSearch(canonical.slice(canonical.indexOf('?') + 1)))).toBe(canonical);
  });
  it('asks the server the page size\'s hits a page (ten by default), and nothing without a search (INVALID_SEARCH_QUERY is never sent)', () => {
    expect(receiveSearchRequest({ storage: 2, q: '', page: 1, pageSize: 10 })).toBeNull();
    expect(receiveSearchRequest({ storage: null, q: 'rollator', page: 3, pageSize: 10 })).toEqual({ searchValue: 'rollator', from: 20, amount: 10 });
    expect(receiveSearchRequest({ storage: null, q: 'rollator', page: 3, pageSize: 25 })).toEqual({ searchValue: 'rollator', from: 50, amount: 25 });
    expect(receivePageCount(0)).toBe(1);
    expect(receivePageCount(21)).toBe(3);
    expect(receivePageCount(51, 50)).toBe(2);
  });
});

describe('the wizard URL', () => {
  it('round-trips every type', () => {
    for (const type of ['LOT_CONTROLLED', 'NOT_LOT_CONTROLLED', 'FIXED_ASSET_CONTROLLED'] as const) {
      const path = receiveWizardPath(target({ type }));
      const [, , , , slug, supplier, product, storage] = path.split('/');
      expect(parseReceiveTarget({ type: slug, supplier, product, baseStorage: storage })).toEqual(target({ type }));
    }
    expect(receiveWizardPath(target({ type: 'FIXED_ASSET_CONTROLLED', product: 1 }))).toBe('/receive/delivery/order/fixed-asset-controlled/1/1/2');
  });
  it('is not found with another type or an id that is not one', () => {
    expect(receiveTypeOfSlug('LOT_CONTROLLED')).toBeNull();
    expect(parseReceiveTarget({ type: 'batch', supplier: '1', product: '1', baseStorage: '2' })).toBeNull();
    expect(parseReceiveTarget({ type: 'lot-controlled', supplier: '0', product: '1', baseStorage: '2' })).toBeNull();
    expect(parseReceiveTarget({ type: 'lot-controlled', supplier: '1', product: '1e3', baseStorage: '2' })).toBeNull();
    expect(parseReceiveTarget({ type: 'lot-controlled', supplier: '1', product: '1' })).toBeNull();
    expect(parseQueryId(' 7 ')).toBe(7);
  });
});

describe('the steps (spec 3 §4)', () => {
  it('follows the type read from the flags', () => {
    expect(receiveTypeOf({ isBatchedControlled: false, isSerialNumberControlled: false, isFixedAsset: false })).toBe('NOT_LOT_CONTROLLED');
    expect(receiveSteps('NOT_LOT_CONTROLLED', 0)).toEqual(['product', 'amount', 'overview']);
    expect(receiveSteps('LOT_CONTROLLED', 0)).toEqual(['lot', 'amount', 'overview']);
    expect(receiveSteps('FIXED_ASSET_CONTROLLED', 3)).toEqual(['lot', 'attributes', 'overview']);
    expect(receiveSteps('FIXED_ASSET_CONTROLLED', 0)).toEqual(['lot', 'overview']);
  });
  it('fixes the amount to 1 for a fixed asset or a serial number', () => {
    expect(amountIsFixed(rollator)).toBe(true);
    expect(amountIsFixed(serial)).toBe(true);
    expect(amountIsFixed(batch)).toBe(false);
    expect(amountIsFixed(plain)).toBe(false);
  });
  it('refuses a reference above 60 characters, spaces around it not counted', () => {
    expect(referenceTooLong('x'.repeat(60))).toBe(false);
    expect(referenceTooLong(` ${'x'.repeat(60)} `)).toBe(false);
    expect(referenceTooLong('x'.repeat(61))).toBe(true);
  });
});

describe('the payload of VALIDATE_RECEIVE and RECEIVE', () => {
  it('a plain product: the amount and the reference, no batch or serial number', () => {
    expect(receiveBody(target(), plain, '  FS-1234 ', { ...EMPTY_RECEIVE_DRAFT, quantity: 5, batch: 'B1' })).toEqual({ productId: 13, facilityId: 2, supplierId: 1, quantity: 5, reference: 'FS-1234' });
    expect(receiveBody(target(), plain, '   ', EMPTY_RECEIVE_DRAFT)).not.toHaveProperty('reference');
  });
  it('a batch product: the batch as typed, blank sent empty so the server says BATCH_REQUIRED', () => {
    expect(receiveBody(target({ type: 'LOT_CONTROLLED' }), batch, '', { ...EMPTY_RECEIVE_DRAFT, batch: ' L-77 ', quantity: 3 })).toMatchObject({ batch: 'L-77', quantity: 3 });
    expect(receiveBody(target({ type: 'LOT_CONTROLLED' }), batch, '', EMPTY_RECEIVE_DRAFT)).toMatchObject({ batch: '' });
  });
  it('a serial number: one at a time whatever the counter said', () => {
    expect(receiveBody(target({ type: 'LOT_CONTROLLED' }), serial, '', { ...EMPTY_RECEIVE_DRAFT, serialNumber: 'SN-1', quantity: 4 })).toMatchObject({ serialNumber: 'SN-1', quantity: 1 });
  });
  it('a fixed asset: the attributes filled, numbered in the product’s order, blank ones left out', () => {
    const body = receiveBody(target({ type: 'FIXED_ASSET_CONTROLLED', product: 1 }), rollator, '', { ...EMPTY_RECEIVE_DRAFT, serialNumber: 'SN-9', attributes: { WIDTH: ' 62 ', HANDLE_HEIGHT: '', MAX_USER_WEIGHT: '150' } });
    expect(body).toEqual({
      productId: 1,
      facilityId: 2,
      supplierId: 1,
      quantity: 1,
      serialNumber: 'SN-9',
      attribute1: { id: 'MAX_USER_WEIGHT', label: 'Max brukarvikt (kg)', value: '150' },
      attribute2: { id: 'WIDTH', label: 'Totalbredd (cm)', value: '62' },
    });
  });
  it('at most seven attributes', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ id: `A${i}`, label: `L${i}` }));
    expect(filledAttributes(many, Object.fromEntries(many.map((a) => [a.id, 'v'])))).toHaveLength(7);
  });
});
