/**
 * The new-order popup's pure parts (spec 1 New-order popup; spec 2 §4 Delivery type, §5 Client
 * search): what the typed text searches (`readSearch`), the add-to-cart reference's line
 * (`lineForProduct`) and why it is refused before the order is made (`addToCartRefusal`), "the
 * product has stock in base storage" (`hasStockInBaseStorage`), why a pickup cannot be made
 * (`pickupRefusal`, spec 2 §8) and the order types of step 2 (`orderTypeChoices`). Identity numbers
 * from the seed's test list.
 */
import { describe, expect, it } from 'vitest';
import { FACILITY_CATEGORY, SUB_CONTENT_TYPE_IDS, type OrderControl } from '../../src/contract/constants.ts';
import type { FeatureFlag } from '../../src/contract/authentication.ts';
import { hasStockInBaseStorage, orderTypeChoices, pickupRefusal } from '../../src/areas/orders/add-rules.ts';
import { ORDER_TYPES, type OrderType } from '../../src/areas/orders/rules.ts';
import { addToCartRefusal, lineForProduct } from '../../src/elements/new-order/add-to-cart.ts';
import { readSearch } from '../../src/elements/new-order/components/client-finder.tsx';

const TODAY = new Date(2026, 10, 23);
const read = (text: string) => readSearch(text, TODAY);
const person = (identityNumber: string) => ({ ok: true, search: { kind: 'person', identityNumber } });
const unit = (text: string) => ({ ok: true, search: { kind: 'unit', text } });
const problem = (name: string) => ({ ok: false, problem: name });

describe('readSearch: what the client search looks for (spec 2 §5 Client search)', () => {
  it('an empty field, or only spaces, is "empty"', () => {
    expect(read('')).toEqual(problem('empty'));
    expect(read('   ')).toEqual(problem('empty'));
  });

  it('anything but digits, spaces, hyphens and plus is a unit, by name or number, trimmed', () => {
    expect(read('Solrosen')).toEqual(unit('Solrosen'));
    expect(read('  Korttidsboendet Solrosen ')).toEqual(unit('Korttidsboendet Solrosen'));
    expect(read('E1281-001')).toEqual(unit('E1281-001'));
    expect(read('E1')).toEqual(unit('E1'));
  });

  it('an identity number in every form is sent as twelve digits', () => {
    for (const form of ['193801147061', '19380114-7061', '380114-7061', '3801147061', ' 19380114-7061 ']) {
      expect(read(form)).toEqual(person('193801147061'));
    }
  });

  it('ten digits take the latest century in which the person is born; + one earlier (100 or more)', () => {
    expect(read('250101+9216')).toEqual(person('192501019216'));
    expect(read('250101-9216')).toEqual(person('202501019216')); // with a hyphen: born 2025
  });

  it('a coordination number (the day plus 60)', () => {
    expect(read('195410782394')).toEqual(person('195410782394'));
    expect(read('541078-2394')).toEqual(person('195410782394'));
  });

  it('a wrong check digit, an impossible date and a wrong shape are problems, not searches', () => {
    expect(read('19380114-7062')).toEqual(problem('checkDigit'));
    expect(read('3801147062')).toEqual(problem('checkDigit'));
    expect(read('381314-7061')).toEqual(problem('date')); // month 13
    expect(read('19380230-7061')).toEqual(problem('date')); // 30 February
    expect(read('12345')).toEqual(problem('format'));
    expect(read('19380114+7061')).toEqual(problem('format')); // + only in the ten-digit form
    expect(read('19380114--7061')).toEqual(problem('format'));
  });
});

// ----------------------------------------------------------------------------- the add-to-cart line

/** The user's facility: a base storage (id 2) or a care unit (id 6, not a base storage). */
const BASE_STORAGE = { id: 2, category: { value: FACILITY_CATEGORY.baseStorage } };
const CARE_UNIT = { id: 6, category: { value: FACILITY_CATEGORY.clientLocation } };

const product = (over: Partial<Parameters<typeof lineForProduct>[0]> = {}) => ({
  id: 4,
  isOrderable: true,
  isFixedAsset: false,
  orderControl: 'NONE' as OrderControl,
  storageBalances: [{ facility: BASE_STORAGE, quantity: 5, allocatedQuantity: 1 }],
  ...over,
});
/** A base storage's balance (ids 2-5 are base storages). */
const inBase = (id: number, quantity: number, allocatedQuantity = 0) => ({ facility: { id, category: { value: FACILITY_CATEGORY.baseStorage } }, quantity, allocatedQuantity });

describe('lineForProduct: the add-to-cart reference as a draft line (spec 1 New-order popup, spec 2 §4)', () => {
  it('a client receiver, stock in the user’s base storage: picked up, the quantity asked, the wizard’s first step', () => {
    expect(lineForProduct(product(), 3, { receiverType: 'CLIENT', userFacility: BASE_STORAGE })).toEqual({
      contentType: 'PRODUCT_PICKUP',
      product: { id: 4, quantity: 3 },
      currentStep: 1,
    });
    // a protected identity is a normal user too
    expect(lineForProduct(product(), 3, { receiverType: 'Secret_ID', userFacility: BASE_STORAGE })?.contentType).toBe('PRODUCT_PICKUP');
  });

  it('a client receiver without stock in the user’s base storage: delivered', () => {
    const ctx = { receiverType: 'CLIENT', userFacility: BASE_STORAGE } as const;
    // stock elsewhere only
    expect(lineForProduct(product({ storageBalances: [inBase(3, 5)] }), 1, ctx)?.contentType).toBe('PRODUCT_DELIVERY');
    // all of it allocated
    expect(lineForProduct(product({ storageBalances: [inBase(2, 2, 2)] }), 1, ctx)?.contentType).toBe('PRODUCT_DELIVERY');
    // no balances
    expect(lineForProduct(product({ storageBalances: [] }), 1, ctx)?.contentType).toBe('PRODUCT_DELIVERY');
    // the user works in no base storage, or in none at all
    expect(lineForProduct(product(), 1, { receiverType: 'CLIENT', userFacility: CARE_UNIT })?.contentType).toBe('PRODUCT_DELIVERY');
    expect(lineForProduct(product(), 1, { receiverType: 'CLIENT', userFacility: null })?.contentType).toBe('PRODUCT_DELIVERY');
  });

  it('a base-storage receiver: delivered, stock or not', () => {
    expect(lineForProduct(product(), 2, { receiverType: 'FACILITY', userFacility: BASE_STORAGE })).toEqual({
      contentType: 'PRODUCT_DELIVERY',
      product: { id: 4, quantity: 2 },
      currentStep: 1,
    });
  });

  it('a product that cannot be ordered: picked up, for any receiver', () => {
    for (const receiverType of ['CLIENT', 'FACILITY', 'Secret_ID'] as const) {
      expect(lineForProduct(product({ isOrderable: false, storageBalances: [] }), 2, { receiverType, userFacility: null })).toEqual({
        contentType: 'PRODUCT_PICKUP',
        product: { id: 4, quantity: 2 },
        currentStep: 1,
      });
    }
  });

  it('a fixed asset that cannot be ordered: no line at all', () => {
    for (const receiverType of ['CLIENT', 'FACILITY', 'Secret_ID'] as const) {
      expect(lineForProduct(product({ isOrderable: false, isFixedAsset: true }), 1, { receiverType, userFacility: BASE_STORAGE })).toBeNull();
    }
  });

  it('a fixed asset is delivered (never picked up), so its quantity is the one asked; never below 1', () => {
    const asset = product({ isFixedAsset: true });
    // stock in the user's base storage does not make a fixed asset a pickup
    expect(lineForProduct(asset, 3, { receiverType: 'CLIENT', userFacility: BASE_STORAGE })).toEqual({
      contentType: 'PRODUCT_DELIVERY',
      product: { id: 4, quantity: 3 },
      currentStep: 1,
    });
    expect(lineForProduct(asset, 0, { receiverType: 'FACILITY', userFacility: null })?.product).toEqual({ id: 4, quantity: 1 });
    expect(lineForProduct(product(), -2, { receiverType: 'CLIENT', userFacility: null })?.product).toEqual({ id: 4, quantity: 1 });
  });

  it('a mandatory control dictates the sub content type of a delivery to a client', () => {
    const ctx = { receiverType: 'CLIENT', userFacility: null } as const;
    expect(lineForProduct(product({ orderControl: 'INSTALLATION_MANDATORY' }), 1, ctx)?.subContentType).toEqual({ id: SUB_CONTENT_TYPE_IDS.INSTALLATION });
    expect(lineForProduct(product({ orderControl: 'ASSEMBLY_MANDATORY' }), 1, ctx)?.subContentType).toEqual({ id: SUB_CONTENT_TYPE_IDS.ASSEMBLY });
    expect(lineForProduct(product({ orderControl: 'ASSEMBLY_MANDATORY' }), 1, { receiverType: 'Secret_ID', userFacility: null })?.subContentType).toEqual({
      id: SUB_CONTENT_TYPE_IDS.ASSEMBLY,
    });
  });

  it('no sub content type for a base storage, an optional or no control, or a pickup', () => {
    const facility = lineForProduct(product({ orderControl: 'ASSEMBLY_MANDATORY' }), 1, { receiverType: 'FACILITY', userFacility: null });
    expect(facility?.contentType).toBe('PRODUCT_DELIVERY');
    expect(facility).not.toHaveProperty('subContentType');
    for (const orderControl of ['NONE', 'INSTALLATION_OPTIONAL', 'ASSEMBLY_OPTIONAL'] as const) {
      expect(lineForProduct(product({ orderControl }), 1, { receiverType: 'CLIENT', userFacility: null })).not.toHaveProperty('subContentType');
    }
    const pickup = lineForProduct(product({ orderControl: 'INSTALLATION_MANDATORY' }), 1, { receiverType: 'CLIENT', userFacility: BASE_STORAGE });
    expect(pickup?.contentType).toBe('PRODUCT_PICKUP');
    expect(pickup).not.toHaveProperty('subContentType');
  });
});

describe('addToCartRefusal: refused before the order is made (spec 1 New-order popup)', () => {
  it('a non-orderable product (only picked up) with none available where it would be: NOT_AVAILABLE_IN_BASE_STORAGE', () => {
    const none = product({ isOrderable: false, storageBalances: [inBase(2, 3, 3), inBase(3, 0)] });
    expect(addToCartRefusal(none, { receiverType: 'CLIENT', userFacility: CARE_UNIT })).toBe('NOT_AVAILABLE_IN_BASE_STORAGE');
    expect(addToCartRefusal(none, { receiverType: 'CLIENT', userFacility: BASE_STORAGE })).toBe('NOT_AVAILABLE_IN_BASE_STORAGE');
    // Some in another base storage than the user's own: the pickup would be made in the own one.
    expect(addToCartRefusal(product({ isOrderable: false, storageBalances: [inBase(3, 4)] }), { receiverType: 'CLIENT', userFacility: BASE_STORAGE })).toBe('NOT_AVAILABLE_IN_BASE_STORAGE');
    expect(addToCartRefusal(product({ isOrderable: false, storageBalances: [inBase(2, 4)] }), { receiverType: 'CLIENT', userFacility: BASE_STORAGE })).toBeNull();
  });

  it('a delivered product is never refused for the base storages’ stock; the other refusals stay', () => {
    expect(addToCartRefusal(product({ storageBalances: [] }), { receiverType: 'CLIENT', userFacility: BASE_STORAGE })).toBeNull();
    expect(addToCartRefusal(product({ orderControl: 'INSTALLATION_MANDATORY' }), { receiverType: 'FACILITY', userFacility: null })).toBe('INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE');
    expect(addToCartRefusal(product({ isOrderable: false, isFixedAsset: true }), { receiverType: 'CLIENT', userFacility: null })).toBe('NOT_ORDERABLE');
  });
});

describe('pickupRefusal: why a pickup cannot be made (spec 2 §8 NOT_AVAILABLE_IN_BASE_STORAGE, LOCATION_MISSING)', () => {
  const central = { facility: { id: 1, category: { value: FACILITY_CATEGORY.centralWarehouse } }, quantity: 50, allocatedQuantity: 0 };

  it('in a known base storage: none when some is available there, else NOT_AVAILABLE_IN_BASE_STORAGE', () => {
    expect(pickupRefusal([inBase(2, 3, 2)], 2)).toBeNull();
    expect(pickupRefusal([inBase(2, 3, 3), inBase(3, 9)], 2)).toBe('NOT_AVAILABLE_IN_BASE_STORAGE');
    expect(pickupRefusal([inBase(2, 0)], 2)).toBe('NOT_AVAILABLE_IN_BASE_STORAGE');
    expect(pickupRefusal([], 2)).toBe('NOT_AVAILABLE_IN_BASE_STORAGE');
  });

  it('with none known: LOCATION_MISSING when a base storage has some, NOT_AVAILABLE_IN_BASE_STORAGE when none has (the central storage does not count)', () => {
    expect(pickupRefusal([inBase(2, 0), inBase(4, 1)], null)).toBe('LOCATION_MISSING');
    expect(pickupRefusal([inBase(2, 2, 2), central], null)).toBe('NOT_AVAILABLE_IN_BASE_STORAGE');
    expect(pickupRefusal([], null)).toBe('NOT_AVAILABLE_IN_BASE_STORAGE');
  });
});

// ------------------------------------------------------------------------------ base-storage stock

describe('hasStockInBaseStorage (spec 2 §4: "the product has stock in base storage")', () => {
  const balance = (facility: number, quantity: number, allocatedQuantity: number) => ({ facility: { id: facility }, quantity, allocatedQuantity });

  it('something available (quantity less allocated) in the user’s own base storage', () => {
    expect(hasStockInBaseStorage([balance(1, 10, 0), balance(2, 3, 2)], BASE_STORAGE)).toBe(true);
  });

  it('not when all of it is allocated, or none is there', () => {
    expect(hasStockInBaseStorage([balance(2, 3, 3)], BASE_STORAGE)).toBe(false);
    expect(hasStockInBaseStorage([balance(2, 0, 0)], BASE_STORAGE)).toBe(false);
    expect(hasStockInBaseStorage([], BASE_STORAGE)).toBe(false);
  });

  it('not when the stock is in another storage', () => {
    expect(hasStockInBaseStorage([balance(1, 10, 0), balance(3, 4, 0)], BASE_STORAGE)).toBe(false);
  });

  it('not when the user’s facility is no base storage, or the user has none', () => {
    expect(hasStockInBaseStorage([balance(6, 10, 0)], CARE_UNIT)).toBe(false);
    expect(hasStockInBaseStorage([balance(1, 10, 0)], { id: 1, category: { value: FACILITY_CATEGORY.centralWarehouse } })).toBe(false);
    expect(hasStockInBaseStorage([balance(2, 10, 0)], null)).toBe(false);
    expect(hasStockInBaseStorage([balance(2, 10, 0)], undefined)).toBe(false);
  });
});

// ----------------------------------------------------------------------------------- order types

describe('orderTypeChoices: step 2 of the new-order popup (spec 1 New-order popup)', () => {
  const ALL: OrderType[] = ORDER_TYPES.map((o) => o.key);
  const FLAGS: FeatureFlag[] = ['isOrderFittingEnabled', 'isOrderFunctionEnabled', 'isOrderNewProductEnabled', 'isOrderPickupEnabled', 'isOrderWorkEnabled', 'orderMoveEnabled', 'isReceiveDeliveryForFixedAssetsEnabled'];
  const flags = (on: boolean, except: Partial<Record<FeatureFlag, boolean>> = {}) => ({ ...(Object.fromEntries(FLAGS.map((f) => [f, on])) as Record<FeatureFlag, boolean>), ...except });

  it('the six types in the spec’s order; products has no flag', () => {
    expect(ALL).toEqual(['functions', 'products', 'fittings', 'work', 'pick-ups', 'external-assortments']);
    expect(ORDER_TYPES.find((o) => o.key === 'products')?.flag).toBeNull();
    expect(ORDER_TYPES.filter((o) => o.flag === null).map((o) => o.key)).toEqual(['products']);
  });

  it('every flag on, a client: all of them', () => {
    expect(orderTypeChoices(flags(true), 'CLIENT')).toEqual(ALL);
    expect(orderTypeChoices(flags(true), 'Secret_ID')).toEqual(ALL);
  });

  it('each type is hidden by its own flag, products by none', () => {
    const byFlag: [FeatureFlag, OrderType][] = [
      ['isOrderFunctionEnabled', 'functions'],
      ['isOrderFittingEnabled', 'fittings'],
      ['isOrderWorkEnabled', 'work'],
      ['isOrderPickupEnabled', 'pick-ups'],
      ['isOrderNewProductEnabled', 'external-assortments'],
    ];
    for (const [flag, type] of byFlag) {
      expect(orderTypeChoices(flags(true, { [flag]: false }), 'CLIENT')).toEqual(ALL.filter((t) => t !== type));
    }
    expect(orderTypeChoices(flags(false), 'CLIENT')).toEqual(['products']);
    // app data not loaded yet: only what needs no flag
    expect(orderTypeChoices(null, 'CLIENT')).toEqual(['products']);
    expect(orderTypeChoices(undefined, 'CLIENT')).toEqual(['products']);
  });

  it('a base-storage receiver: products only (spec 2 §6: no function order either), whatever the flags', () => {
    expect(orderTypeChoices(flags(true), 'FACILITY')).toEqual(['products']);
    expect(orderTypeChoices(flags(false), 'FACILITY')).toEqual(['products']);
  });
});
