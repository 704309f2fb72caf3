/**
 * The cart's own rules (src/elements/cart/lines.ts) against spec 2 §2 Cart, §4 Content line status,
 * §5 Quantity counter, ETA date, Price display; and its navigation (which paths are its own).
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_STATUS, CONTENT_TYPES, ETA_MAX } from '../../src/contract/constants.ts';
import type { OrderLine } from '../../src/areas/orders/orders.ts';
import en from '../../src/elements/cart/en.json';
import { ownCartView } from '../../src/elements/cart/components/navigation.ts';
import sv from '../../src/elements/cart/sv.json';
import { addressText, contactText, saveEach } from '../../src/elements/cart/components/dialog-rules.ts';
import dialogsEn from '../../src/elements/cart/components/dialogs.en.json';
import dialogsSv from '../../src/elements/cart/components/dialogs.sv.json';
import {
  CART_QUANTITY,
  checkEta,
  editMode,
  formatAmount,
  groupLines,
  isAddressLine,
  isEditableOrder,
  lineTitle,
  offersAddressChange,
  offersJointDelivery,
  pickupItems,
  quantityCounter,
  swedishToday,
} from '../../src/elements/cart/lines.ts';

type Product = NonNullable<OrderLine['product']>;

const product = (over: Partial<Product> = {}): Product => ({
  id: 4,
  productNumber: '12345',
  name: 'Duschpall Etac Standard',
  description: '',
  quantity: 2,
  unit: 'st',
  supplier: { label: 'Etac' },
  orderControl: 'NONE',
  isOrderable: true,
  isInventory: false,
  salesPrice: 100,
  salesPriceQuantity: 1,
  numberOfPriceDecimals: 2,
  salesPriceCurrency: { value: 'sek' },
  inventoryNumber: null,
  maxQuantity: null,
  image: null,
  ...over,
});

const line = (over: Partial<OrderLine> = {}): OrderLine => ({
  id: 1,
  orderId: 1006,
  contentType: 'PRODUCT_DELIVERY',
  contentNumber: '7001006-1',
  status: { value: CONTENT_STATUS.inCart, label: 'I varukorgen' },
  externalStatus: null,
  externalStatusComment: null,
  steps: 5,
  currentStep: 5,
  deliveryDate: null,
  requestedDeliveryDate: null,
  address: null,
  fromAddress: null,
  contact: null,
  deliveryMethod: null,
  codeliveryId: 0,
  subContentType: null,
  priority: null,
  text: null,
  meetingComment: null,
  fittingType: null,
  product: product(),
  makes: [],
  accessories: [],
  files: [],
  commentCount: 0,
  pickupList: [],
  function: null,
  fromFacility: null,
  toWarehouseLocation: null,
  parentWebOrderContentId: null,
  ...over,
});

describe('groupLines: the cart is shown per content type (spec 2 §2 Cart)', () => {
  it('groups in the order of the content types, keeping the line order within a group', () => {
    const lines = [
      line({ id: 1, contentType: 'PRODUCT_PICKUP' }),
      line({ id: 2, contentType: 'PRODUCT_DELIVERY' }),
      line({ id: 3, contentType: 'FUNCTION' }),
      line({ id: 4, contentType: 'PRODUCT_DELIVERY' }),
    ];
    expect(groupLines(lines).map((g) => [g.type, g.lines.map((l) => l.id)])).toEqual([
      ['FUNCTION', [3]],
      ['PRODUCT_DELIVERY', [2, 4]],
      ['PRODUCT_PICKUP', [1]],
    ]);
  });
  it('no lines, no groups', () => {
    expect(groupLines([])).toEqual([]);
  });
});

describe('lineTitle: what a line orders', () => {
  it('a product: its name and number', () => {
    expect(lineTitle(line())).toEqual({ name: 'Duschpall Etac Standard', number: '12345', supplier: null });
  });
  it('an external product: with its supplier', () => {
    expect(lineTitle(line({ contentType: 'NEW_PRODUCT', product: product({ id: null, supplier: { label: 'Acme' } }) }))?.supplier).toBe('Acme');
  });
  it('a function order: the function and its type', () => {
    const fn = { id: 1, value: 'Förflyttning', type: { id: 2, value: 'Inomhus' }, quantity: 1, unit: 'st' };
    expect(lineTitle(line({ contentType: 'FUNCTION', product: null, function: fn }))?.name).toBe('Förflyttning, Inomhus');
    expect(lineTitle(line({ contentType: 'FUNCTION', product: null, function: { ...fn, type: null } }))?.name).toBe('Förflyttning');
  });
  it('a pickup: its items', () => {
    const item = (name: string) => ({ id: 1, name, inventoryNumber: null, productNumber: '1', quantity: 1, unit: 'st', maxQuantity: 1 });
    expect(lineTitle(line({ contentType: 'PICKUP', product: null, pickupList: [item('Rollator'), item('Dyna')] }))?.name).toBe('Rollator, Dyna');
  });
  it('nothing to name it by: null (the content type names it)', () => {
    expect(lineTitle(line({ contentType: 'WORK', product: null }))).toBeNull();
  });
});

describe('editMode (spec 2 §4 Content line status)', () => {
  it('a draft opens its wizard at once', () => {
    expect(editMode(line({ status: { value: CONTENT_STATUS.draft, label: 'Utkast' } }))).toBe('open');
  });
  it('a line in the cart is reverted to a draft first', () => {
    expect(editMode(line())).toBe('revert');
    expect(editMode(line({ contentType: 'PRODUCT_PICKUP' }))).toBe('revert');
  });
  it('not for a referenced order or a base-storage move', () => {
    expect(editMode(line({ parentWebOrderContentId: 9 }))).toBeNull();
    expect(editMode(line({ contentType: 'BASE_STORAGE_MOVE', steps: 0 }))).toBeNull();
  });
  it('only a line that has steps', () => {
    expect(editMode(line({ steps: 0 }))).toBeNull();
  });
  it('every other content type in its own wizard', () => {
    for (const contentType of ['WORK', 'FUNCTION', 'PICKUP', 'NEW_PRODUCT', 'FITTING'] as const) {
      expect(editMode(line({ contentType }))).toBe('revert');
      expect(editMode(line({ contentType, status: { value: CONTENT_STATUS.draft, label: 'Utkast' } }))).toBe('open');
    }
  });
  it('embedded: only a line whose wizard has an embedded page (products, work); the rest would show "not allowed"', () => {
    for (const contentType of ['PRODUCT_DELIVERY', 'PRODUCT_PICKUP', 'WORK'] as const) {
      expect(editMode(line({ contentType }), true), contentType).toBe('revert');
      expect(editMode(line({ contentType, status: { value: CONTENT_STATUS.draft, label: 'Utkast' } }), true), contentType).toBe('open');
    }
    for (const contentType of ['FUNCTION', 'PICKUP', 'NEW_PRODUCT', 'FITTING'] as const) {
      expect(editMode(line({ contentType }), true), contentType).toBeNull();
      expect(editMode(line({ contentType, status: { value: CONTENT_STATUS.draft, label: 'Utkast' } }), true), contentType).toBeNull();
    }
    expect(editMode(line({ parentWebOrderContentId: 9 }), true)).toBeNull();
  });
});

describe('quantityCounter (spec 2 §5: cart counters min 1)', () => {
  it('a product line: its quantity, between 1 and 999', () => {
    expect(quantityCounter(line())).toEqual({ shown: true, value: 2, locked: false });
    expect(CART_QUANTITY).toEqual({ min: 1, max: 999 });
  });
  it('locked for an inventory item picked up, not when delivered', () => {
    expect(quantityCounter(line({ contentType: 'PRODUCT_PICKUP', product: product({ isInventory: true, quantity: 1 }) }))).toMatchObject({ locked: true });
    expect(quantityCounter(line({ product: product({ isInventory: true }) }))).toMatchObject({ locked: false });
  });
  it('none without a product', () => {
    expect(quantityCounter(line({ contentType: 'WORK', product: null }))).toEqual({ shown: false });
  });
});

describe('pickupItems (spec 2 §5: pickup counters have max the item\'s maxQuantity)', () => {
  const item = (id: number, quantity: number, maxQuantity: number) => ({ id, name: `Item ${id}`, inventoryNumber: null, productNumber: 'P1', quantity, unit: 'st', maxQuantity });
  it('gives each item of a pickup line a counter from 1 to its maxQuantity', () => {
    const pickup = line({ contentType: 'PICKUP', product: null, pickupList: [item(1, 1, 3), item(2, 2, 2)] });
    expect(pickupItems(pickup).map((i) => [i.id, i.quantity, i.max])).toEqual([
      [1, 1, 3],
      [2, 2, 2],
    ]);
    expect(pickupItems(line({ contentType: 'PRODUCT_PICKUP', pickupList: [item(5, 1, 4)] })).map((i) => i.max)).toEqual([4]);
  });
  it('keeps the bounds of a cart counter: max at least 1 (nothing free any more), at most 999', () => {
    expect(pickupItems(line({ contentType: 'PICKUP', pickupList: [item(1, 1, 0), item(2, 1, 5000)] })).map((i) => i.max)).toEqual([1, 999]);
  });
  it('none for a line that is not a pickup (a work or fitting order\'s aid is no quantity to change)', () => {
    expect(pickupItems(line({ contentType: 'WORK', pickupList: [item(1, 1, 3)] }))).toEqual([]);
    expect(pickupItems(line({ contentType: 'PRODUCT_DELIVERY' }))).toEqual([]);
  });
});

describe('offersJointDelivery', () => {
  it('delivered product lines only', () => {
    expect(offersJointDelivery(line())).toBe(true);
    expect(offersJointDelivery(line({ contentType: 'PRODUCT_PICKUP' }))).toBe(false);
    expect(offersJointDelivery(line({ contentType: 'WORK' }))).toBe(false);
  });
});

describe('checkEta (spec 2 §5 ETA date: today to 9999-12-31)', () => {
  const today = '2026-05-04';
  it('today and later up to the maximum', () => {
    expect(checkEta('2026-05-04', today)).toEqual({ ok: true, date: '2026-05-04' });
    expect(checkEta(ETA_MAX, today)).toEqual({ ok: true, date: ETA_MAX });
  });
  it('empty removes the ETA', () => {
    expect(checkEta('  ', today)).toEqual({ ok: true, date: null });
  });
  it('before today, or not a date: ETA_OUT_OF_RANGE', () => {
    expect(checkEta('2026-05-03', today)).toEqual({ ok: false, problem: 'ETA_OUT_OF_RANGE' });
    expect(checkEta('2026-13-45', today)).toEqual({ ok: false, problem: 'ETA_OUT_OF_RANGE' });
    expect(checkEta('5/4/2026', today)).toEqual({ ok: false, problem: 'ETA_OUT_OF_RANGE' });
  });
  it('today is counted in Swedish time', () => {
    // 23:30 UTC on 3 May is 01:30 on 4 May in Stockholm (summer time).
    expect(swedishToday(new Date('2026-05-03T23:30:00Z'))).toBe('2026-05-04');
    expect(swedishToday(new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-15');
  });
});

describe('formatAmount (spec 2 §5: the total has 2 decimals)', () => {
  it('Swedish: a space between thousands and a decimal comma; English: a comma and a point', () => {
    expect(formatAmount(1234, 'sv').replace(/\s/g, ' ')).toBe('1 234,00');
    expect(formatAmount(1234.5, 'en')).toBe('1,234.50');
    expect(formatAmount(0, 'sv')).toBe('0,00');
  });
});

describe('isEditableOrder', () => {
  it('only a preliminary order (the cart) changes', () => {
    expect(isEditableOrder({ status: { value: 10 } })).toBe(true);
    expect(isEditableOrder({ status: { value: 20 } })).toBe(false);
  });
});

describe('ownCartView: the moves the element makes itself when no host routes', () => {
  it('its own cart and its drafts', () => {
    expect(ownCartView('/orders/5/cart', 5)).toEqual({ draft: false });
    expect(ownCartView('/orders/5/cart?draft=true', 5)).toEqual({ draft: true });
  });
  it('anything else is not its own', () => {
    expect(ownCartView('/orders/6/cart', 5)).toBeNull();
    expect(ownCartView('/orders/5/products/3?contentid=3', 5)).toBeNull();
    expect(ownCartView('/', 5)).toBeNull();
  });
});

describe('texts', () => {
  it('sv.json and en.json of the cart have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(sv).sort());
  });
  it('the dialogs\' sv and en texts have the same keys', () => {
    expect(Object.keys(dialogsEn).sort()).toEqual(Object.keys(dialogsSv).sort());
  });
});

describe('change address on several lines', () => {
  it('sets the address of the delivered lines only (function, product delivery, new product)', () => {
    const delivered = ['FUNCTION', 'PRODUCT_DELIVERY', 'NEW_PRODUCT'] as const;
    for (const contentType of CONTENT_TYPES) expect(isAddressLine({ contentType })).toBe((delivered as readonly string[]).includes(contentType));
  });

  it('is offered on a preliminary order with two delivered lines or more', () => {
    const two = [{ contentType: 'PRODUCT_DELIVERY' as const }, { contentType: 'FUNCTION' as const }];
    expect(offersAddressChange({ status: { value: 10 }, content: two })).toBe(true);
    expect(offersAddressChange({ status: { value: 20 }, content: two })).toBe(false);
    expect(offersAddressChange({ status: { value: 10 }, content: [{ contentType: 'PRODUCT_DELIVERY' as const }, { contentType: 'PRODUCT_PICKUP' as const }] })).toBe(false);
  });

  it('saves every key at once, counts each one finished and lists the failures in the order of the keys', async () => {
    const finished: number[] = [];
    const started: number[] = [];
    const resolvers = new Map<number, (ok: boolean) => void>();
    const run = saveEach(
      [1, 2, 3],
      (key) =>
        new Promise<void>((resolve, reject) => {
          started.push(key);
          resolvers.set(key, (ok) => (ok ? resolve() : reject(new Error(`no ${key}`))));
        }),
      (n) => finished.push(n),
    );
    // In parallel: all three are under way before any answers.
    expect(started).toEqual([1, 2, 3]);
    resolvers.get(3)?.(false);
    resolvers.get(1)?.(true);
    resolvers.get(2)?.(false);
    const result = await run;
    expect(finished).toEqual([1, 2, 3]);
    expect(result.done).toEqual([1]);
    expect(result.failed.map((f) => f.key)).toEqual([2, 3]);
    expect(result.failed[0]?.error).toBeInstanceOf(Error);
  });
});

describe('the dialogs\' text of an address and a contact', () => {
  it('joins what there is, with the postal number spaced', () => {
    expect(addressText({ id: 1, type: 'CLIENT_ADDRESS', description: 'Sommarboende', careOf: null, street: 'Strandvägen 3', postalNo: '27731', city: 'Kivik' })).toBe('Sommarboende, Strandvägen 3, 277 31 Kivik');
    expect(contactText({ id: 1, type: 'CONTACT', firstName: 'Eva', surname: 'Nilsson', phoneNo: null, email: 'eva@example.org', relation: 'Dotter' })).toBe('Eva Nilsson, Dotter, eva@example.org');
  });
});
