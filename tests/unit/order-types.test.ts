/**
 * Which order types a receiver may be given (src/contract/shared/order-types.ts; spec 1 New-order
 * popup, spec 2 §4 Wizards): the new-order popup offers them, the server refuses any other line.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../src/contract/constants.ts';
import { contentTypeAllowed, ORDER_TYPE_OF, orderTypeAllowed } from '../../src/contract/shared/order-types.ts';

const ALL_ON = { isOrderFittingEnabled: true, isOrderFunctionEnabled: true, isOrderNewProductEnabled: true, isOrderPickupEnabled: true, isOrderWorkEnabled: true };

describe('contentTypeAllowed', () => {
  it('gives a client every content type of a wizard when every flag is on, and no move between base storages', () => {
    for (const type of CONTENT_TYPES) expect(contentTypeAllowed(type, 'CLIENT', ALL_ON), type).toBe(type !== 'BASE_STORAGE_MOVE');
    expect(contentTypeAllowed('FITTING', 'Secret_ID', ALL_ON)).toBe(true);
  });

  it('gives a base storage products only (spec 2 §6 hides the function order too)', () => {
    const allowed = CONTENT_TYPES.filter((t) => contentTypeAllowed(t, 'FACILITY', ALL_ON));
    expect(allowed).toEqual(['PRODUCT_DELIVERY', 'PRODUCT_PICKUP']);
    expect(orderTypeAllowed('functions', 'FACILITY', ALL_ON)).toBe(false);
  });

  it('follows each flag; products need none, and no flags at all leave products only', () => {
    expect(contentTypeAllowed('FITTING', 'CLIENT', { ...ALL_ON, isOrderFittingEnabled: false })).toBe(false);
    expect(contentTypeAllowed('WORK', 'CLIENT', { ...ALL_ON, isOrderWorkEnabled: false })).toBe(false);
    expect(contentTypeAllowed('PICKUP', 'CLIENT', { ...ALL_ON, isOrderPickupEnabled: false })).toBe(false);
    expect(contentTypeAllowed('NEW_PRODUCT', 'CLIENT', { ...ALL_ON, isOrderNewProductEnabled: false })).toBe(false);
    expect(contentTypeAllowed('FUNCTION', 'CLIENT', { ...ALL_ON, isOrderFunctionEnabled: false })).toBe(false);
    expect(CONTENT_TYPES.filter((t) => contentTypeAllowed(t, 'CLIENT', null))).toEqual(['PRODUCT_DELIVERY', 'PRODUCT_PICKUP']);
    expect(CONTENT_TYPES.filter((t) => contentTypeAllowed(t, 'CLIENT', {}))).toEqual(['PRODUCT_DELIVERY', 'PRODUCT_PICKUP']);
  });

  it('maps each content type to its wizard, and an unknown order type is never allowed', () => {
    expect(ORDER_TYPE_OF.NEW_PRODUCT).toBe('external-assortments');
    expect(ORDER_TYPE_OF.PICKUP).toBe('pick-ups');
    expect(ORDER_TYPE_OF.PRODUCT_PICKUP).toBe('products');
    expect(orderTypeAllowed('no-such' as never, 'CLIENT', ALL_ON)).toBe(false);
  });
});
