/**
 * Ordering's rules (src/areas/orders/rules.ts) against spec 2: §4 Delivery type of a product
 * line, Joint delivery, Assembly or installation, Content line status, Cart and sending; §5 Add
 * button, Price display. Each `describe` names the rule and each case the spec's sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_STATUS, ORDER_CONTROLS, RECEIVER_TYPES, SUB_CONTENT_TYPE_IDS, type OrderControl, type ReceiverType } from '../../src/contract/constants.ts';
import { addDisabledReason, defaultDeliveryType, deliveryTypeChoices, dictatedSubContentType, installationCheckbox, isMandatoryControl, productLine } from '../../src/areas/orders/add-rules.ts';
import { cartTotal, isDraft, isQuantityLocked, jointDeliveryCheckbox, jointDeliveryError, linePrice, lineStatusLabel, sendBlock, type DeliveryType, unitOrFallback } from '../../src/areas/orders/rules.ts';

const ORDERABLE = { isOrderable: true, isInventory: false };
const NOT_ORDERABLE = { isOrderable: false, isInventory: false };
const INVENTORY = { isOrderable: true, isInventory: true };
const NOT_ORDERABLE_INVENTORY = { isOrderable: false, isInventory: true };

describe('delivery type (spec 2 §4 Delivery type of a product line)', () => {
  it('a client with stock in base storage: pickup by default, delivery to choose', () => {
    const ctx = { receiverType: 'CLIENT' as const, inBaseStorage: true };
    expect(deliveryTypeChoices(ORDERABLE, ctx)).toEqual(['PRODUCT_PICKUP', 'PRODUCT_DELIVERY']);
    expect(defaultDeliveryType(ORDERABLE, ctx)).toBe('PRODUCT_PICKUP');
  });

  it('a client without stock in base storage: delivery by default, pickup still offered', () => {
    const ctx = { receiverType: 'CLIENT' as const, inBaseStorage: false };
    expect(deliveryTypeChoices(ORDERABLE, ctx)).toEqual(['PRODUCT_PICKUP', 'PRODUCT_DELIVERY']);
    expect(defaultDeliveryType(ORDERABLE, ctx)).toBe('PRODUCT_DELIVERY');
  });

  it('a client with a protected identity is a normal user too', () => {
    expect(defaultDeliveryType(ORDERABLE, { receiverType: 'Secret_ID', inBaseStorage: true })).toBe('PRODUCT_PICKUP');
    expect(defaultDeliveryType(ORDERABLE, { receiverType: 'Secret_ID', inBaseStorage: false })).toBe('PRODUCT_DELIVERY');
  });

  it('a base-storage receiver: delivery only, stock or not', () => {
    for (const inBaseStorage of [true, false]) {
      const ctx = { receiverType: 'FACILITY' as const, inBaseStorage };
      expect(deliveryTypeChoices(ORDERABLE, ctx)).toEqual(['PRODUCT_DELIVERY']);
      expect(defaultDeliveryType(ORDERABLE, ctx)).toBe('PRODUCT_DELIVERY');
    }
  });

  it('a referenced order: delivery only, whoever the receiver', () => {
    for (const receiverType of [null, ...RECEIVER_TYPES]) {
      const ctx = { receiverType, referencedOrder: true, inBaseStorage: true };
      expect(deliveryTypeChoices(ORDERABLE, ctx)).toEqual(['PRODUCT_DELIVERY']);
      expect(defaultDeliveryType(ORDERABLE, ctx)).toBe('PRODUCT_DELIVERY');
    }
  });

  it('no receiver yet: both offered, delivery by default (not a normal user)', () => {
    const ctx = { receiverType: null, inBaseStorage: true };
    expect(deliveryTypeChoices(ORDERABLE, ctx)).toEqual(['PRODUCT_PICKUP', 'PRODUCT_DELIVERY']);
    expect(defaultDeliveryType(ORDERABLE, ctx)).toBe('PRODUCT_DELIVERY');
  });

  it('a product that cannot be ordered: pickup in base storage only, for any receiver, stock or not', () => {
    for (const receiverType of [null, ...RECEIVER_TYPES]) {
      for (const inBaseStorage of [true, false]) {
        const ctx = { receiverType, inBaseStorage };
        expect(deliveryTypeChoices(NOT_ORDERABLE, ctx)).toEqual(['PRODUCT_PICKUP']);
        expect(defaultDeliveryType(NOT_ORDERABLE, ctx)).toBe('PRODUCT_PICKUP');
      }
    }
  });

  it('an inventory item: never picked up (it cannot be ordered so), so delivery only', () => {
    for (const receiverType of [null, ...RECEIVER_TYPES]) {
      for (const inBaseStorage of [true, false]) {
        const ctx = { receiverType, inBaseStorage };
        expect(deliveryTypeChoices(INVENTORY, ctx)).toEqual(['PRODUCT_DELIVERY']);
        expect(defaultDeliveryType(INVENTORY, ctx)).toBe('PRODUCT_DELIVERY');
      }
    }
  });

  it('an inventory item that cannot be ordered: no delivery type at all (pickup only, and an inventory item cannot be picked up)', () => {
    const ctx = { receiverType: 'CLIENT' as const, inBaseStorage: true };
    expect(deliveryTypeChoices(NOT_ORDERABLE_INVENTORY, ctx)).toEqual([]);
    expect(defaultDeliveryType(NOT_ORDERABLE_INVENTORY, ctx)).toBeNull();
  });

  it('the default is always one of the choices', () => {
    for (const product of [ORDERABLE, NOT_ORDERABLE, INVENTORY, NOT_ORDERABLE_INVENTORY]) {
      for (const receiverType of [null, ...RECEIVER_TYPES]) {
        for (const referencedOrder of [false, true]) {
          for (const inBaseStorage of [false, true]) {
            const ctx = { receiverType, referencedOrder, inBaseStorage };
            const chosen = defaultDeliveryType(product, ctx);
            const choices = deliveryTypeChoices(product, ctx);
            if (chosen === null) expect(choices).toEqual([]);
            else expect(choices).toContain(chosen);
          }
        }
      }
    }
  });
});

describe('isQuantityLocked (spec 2 §4: the quantity is locked for inventory items unless delivery)', () => {
  it('locks an inventory item picked up, or with no delivery type', () => {
    expect(isQuantityLocked(INVENTORY, 'PRODUCT_PICKUP')).toBe(true);
    expect(isQuantityLocked(NOT_ORDERABLE_INVENTORY, null)).toBe(true);
  });
  it('frees an inventory item delivered', () => {
    expect(isQuantityLocked(INVENTORY, 'PRODUCT_DELIVERY')).toBe(false);
  });
  it('never locks anything else', () => {
    for (const type of ['PRODUCT_PICKUP', 'PRODUCT_DELIVERY', null] as const) {
      expect(isQuantityLocked(ORDERABLE, type)).toBe(false);
      expect(isQuantityLocked(NOT_ORDERABLE, type)).toBe(false);
    }
  });
});

describe('order controls', () => {
  it('dictate INSTALLATION, ASSEMBLY or nothing', () => {
    expect(dictatedSubContentType('NONE')).toBeNull();
    expect(dictatedSubContentType('INSTALLATION_MANDATORY')).toBe('INSTALLATION');
    expect(dictatedSubContentType('INSTALLATION_OPTIONAL')).toBe('INSTALLATION');
    expect(dictatedSubContentType('ASSEMBLY_MANDATORY')).toBe('ASSEMBLY');
    expect(dictatedSubContentType('ASSEMBLY_OPTIONAL')).toBe('ASSEMBLY');
  });
  it('are mandatory only as *_MANDATORY', () => {
    expect(ORDER_CONTROLS.filter(isMandatoryControl)).toEqual(['INSTALLATION_MANDATORY', 'ASSEMBLY_MANDATORY']);
  });
});

describe('installationCheckbox (spec 2 §4 Assembly or installation)', () => {
  const deliveryTypes: (DeliveryType | null)[] = ['PRODUCT_DELIVERY', 'PRODUCT_PICKUP', null];
  const receivers: (ReceiverType | null)[] = ['CLIENT', 'Secret_ID', 'FACILITY', null];

  // Every control × delivery type × receiver × checked × read-only × disabled by the parent.
  for (const control of ORDER_CONTROLS) {
    for (const deliveryType of deliveryTypes) {
      for (const receiverType of receivers) {
        for (const checked of [false, true]) {
          for (const readOnly of [false, true]) {
            for (const disabledByParent of [false, true]) {
              const name = `${control}, ${deliveryType}, ${receiverType}, ${checked ? 'checked' : 'unchecked'}${readOnly ? ', read-only' : ''}${disabledByParent ? ', disabled by the parent' : ''}`;
              it(name, () => {
                const box = installationCheckbox(control, { deliveryType, receiverType, checked, readOnly, disabledByParent });
                // shown only when delivery is chosen, the receiver is not a base storage and the control is not NONE
                const shown = deliveryType === 'PRODUCT_DELIVERY' && receiverType !== 'FACILITY' && control !== 'NONE';
                if (!shown) {
                  expect(box).toEqual({ shown: false });
                  return;
                }
                const mandatory = control.endsWith('_MANDATORY');
                expect(box).toEqual({
                  shown: true,
                  kind: control.startsWith('INSTALLATION') ? 'INSTALLATION' : 'ASSEMBLY',
                  // mandatory controls are pre-checked and cannot be unchecked; optional ones follow the user
                  checked: mandatory || checked,
                  // disabled when mandatory, read-only or disabled by the parent
                  disabled: mandatory || readOnly || disabledByParent,
                });
              });
            }
          }
        }
      }
    }
  }

  it('without read-only and parent flags: an optional control is enabled', () => {
    expect(installationCheckbox('ASSEMBLY_OPTIONAL', { deliveryType: 'PRODUCT_DELIVERY', receiverType: 'CLIENT', checked: false })).toEqual({
      shown: true,
      kind: 'ASSEMBLY',
      checked: false,
      disabled: false,
    });
  });
});

describe('addDisabledReason (spec 2 §5 Add button)', () => {
  const delivery = 'PRODUCT_DELIVERY' as const;

  it('no receiver and no referenced order: NO_RECEIVER_SELECTED, whatever else', () => {
    for (const control of ORDER_CONTROLS) {
      for (const deliveryType of ['PRODUCT_PICKUP', 'PRODUCT_DELIVERY', null] as const) {
        expect(addDisabledReason(control, { receiverType: null, deliveryType })).toBe('NO_RECEIVER_SELECTED');
        expect(addDisabledReason(control, { receiverType: null, referencedOrder: false, deliveryType })).toBe('NO_RECEIVER_SELECTED');
      }
    }
  });

  it('a referenced order without a receiver may add', () => {
    expect(addDisabledReason('NONE', { receiverType: null, referencedOrder: true, deliveryType: delivery })).toBeNull();
  });

  it('installation mandatory to a base storage: INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE', () => {
    expect(addDisabledReason('INSTALLATION_MANDATORY', { receiverType: 'FACILITY', deliveryType: delivery })).toBe('INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE');
  });

  it('installation mandatory to a client, and every other control to a base storage, may add', () => {
    expect(addDisabledReason('INSTALLATION_MANDATORY', { receiverType: 'CLIENT', deliveryType: delivery })).toBeNull();
    expect(addDisabledReason('INSTALLATION_MANDATORY', { receiverType: 'Secret_ID', deliveryType: delivery })).toBeNull();
    for (const control of ORDER_CONTROLS.filter((c) => c !== 'INSTALLATION_MANDATORY')) {
      expect(addDisabledReason(control, { receiverType: 'FACILITY', deliveryType: delivery })).toBeNull();
    }
  });

  it('no delivery type (an inventory item that cannot be ordered): NOT_ORDERABLE', () => {
    expect(addDisabledReason('NONE', { receiverType: 'CLIENT', deliveryType: null })).toBe('NOT_ORDERABLE');
  });

  it('a receiver and a delivery type: enabled, pickup or delivery', () => {
    const controls: OrderControl[] = ['NONE', 'ASSEMBLY_OPTIONAL', 'ASSEMBLY_MANDATORY', 'INSTALLATION_OPTIONAL'];
    for (const control of controls) {
      for (const receiverType of RECEIVER_TYPES) {
        for (const deliveryType of ['PRODUCT_PICKUP', 'PRODUCT_DELIVERY'] as const) {
          expect(addDisabledReason(control, { receiverType, deliveryType })).toBeNull();
        }
      }
    }
  });
});

describe('productLine: the body of a product line (the ordering block’s Add, the new-order popup’s add-to-cart, the wizard’s product step)', () => {
  it('a delivery: the type, the product and its quantity, at the wizard’s first step unless another is given', () => {
    expect(productLine(4, { deliveryType: 'PRODUCT_DELIVERY', quantity: 3, locked: false })).toEqual({ contentType: 'PRODUCT_DELIVERY', product: { id: 4, quantity: 3 }, currentStep: 1 });
    expect(productLine(4, { deliveryType: 'PRODUCT_DELIVERY', quantity: 3, locked: false, currentStep: 2 }).currentStep).toBe(2);
  });
  it('a locked quantity is sent as 1, whatever was typed', () => {
    expect(productLine(4, { deliveryType: 'PRODUCT_PICKUP', quantity: 7, locked: true }).product).toEqual({ id: 4, quantity: 1 });
  });
  it('the installation or assembly: left out when not offered, none when unchecked, its id when checked', () => {
    expect(productLine(4, { deliveryType: 'PRODUCT_DELIVERY', quantity: 1, locked: false })).not.toHaveProperty('subContentType');
    expect(productLine(4, { deliveryType: 'PRODUCT_DELIVERY', quantity: 1, locked: false, subContentType: null }).subContentType).toBeNull();
    expect(productLine(4, { deliveryType: 'PRODUCT_DELIVERY', quantity: 1, locked: false, subContentType: 'INSTALLATION' }).subContentType).toEqual({ id: SUB_CONTENT_TYPE_IDS.INSTALLATION });
    expect(productLine(4, { deliveryType: 'PRODUCT_DELIVERY', quantity: 1, locked: false, subContentType: 'ASSEMBLY' }).subContentType).toEqual({ id: SUB_CONTENT_TYPE_IDS.ASSEMBLY });
  });
  it('the pickup storage: sent for a pickup only (none when null), left out when not given', () => {
    expect(productLine(4, { deliveryType: 'PRODUCT_PICKUP', quantity: 1, locked: false, fromFacility: 3 }).fromFacility).toEqual({ id: 3 });
    expect(productLine(4, { deliveryType: 'PRODUCT_PICKUP', quantity: 1, locked: false, fromFacility: null }).fromFacility).toBeNull();
    expect(productLine(4, { deliveryType: 'PRODUCT_PICKUP', quantity: 1, locked: false })).not.toHaveProperty('fromFacility');
    expect(productLine(4, { deliveryType: 'PRODUCT_DELIVERY', quantity: 1, locked: false, fromFacility: 3 })).not.toHaveProperty('fromFacility');
  });
});

// ----------------------------------------------------------------------------------------- lines

type Line = { id: number; codeliveryId: number; address: { id: number } | null; deliveryMethod: { id: number } | null };
const line = (id: number, codeliveryId: number, address: number | null = 1, method: number | null = 1): Line => ({
  id,
  codeliveryId,
  address: address === null ? null : { id: address },
  deliveryMethod: method === null ? null : { id: method },
});

describe('jointDeliveryCheckbox (spec 2 §4 Joint delivery)', () => {
  it('is checked when codeliveryId is set', () => {
    const lines = [line(1, 1), line(2, 0)];
    expect(jointDeliveryCheckbox(lines[0] as Line, lines).checked).toBe(true);
    expect(jointDeliveryCheckbox(lines[1] as Line, lines).checked).toBe(false);
  });

  it('is enabled when nothing is checked yet, or the first checked line has the same address and method', () => {
    const none = [line(1, 0, 1, 1), line(2, 0, 2, 2)];
    expect(jointDeliveryCheckbox(none[0] as Line, none)).toEqual({ checked: false, disabled: false });
    expect(jointDeliveryCheckbox(none[1] as Line, none)).toEqual({ checked: false, disabled: false });
    const same = [line(1, 1, 5, 7), line(2, 0, 5, 7)];
    expect(jointDeliveryCheckbox(same[1] as Line, same)).toEqual({ checked: false, disabled: false });
  });

  it('is disabled when the first checked line has another address id', () => {
    const lines = [line(1, 1, 5, 7), line(2, 0, 6, 7)];
    expect(jointDeliveryCheckbox(lines[1] as Line, lines)).toEqual({ checked: false, disabled: true });
  });

  it('is disabled when the first checked line has another delivery method id', () => {
    const lines = [line(1, 0, 5, 7), line(2, 1, 5, 7), line(3, 0, 5, 8)];
    expect(jointDeliveryCheckbox(lines[2] as Line, lines)).toEqual({ checked: false, disabled: true });
    expect(jointDeliveryCheckbox(lines[0] as Line, lines)).toEqual({ checked: false, disabled: false });
  });

  it('the first checked line itself stays enabled (it can be unchecked)', () => {
    const lines = [line(1, 1, 5, 7), line(2, 0, 6, 8)];
    expect(jointDeliveryCheckbox(lines[0] as Line, lines)).toEqual({ checked: true, disabled: false });
  });

  it('is disabled when read-only or disabled by the parent, checked or not', () => {
    const lines = [line(1, 1), line(2, 0)];
    for (const l of lines) {
      expect(jointDeliveryCheckbox(l, lines, { readOnly: true }).disabled).toBe(true);
      expect(jointDeliveryCheckbox(l, lines, { disabledByParent: true }).disabled).toBe(true);
    }
  });
});

describe('jointDeliveryError (spec 2 §4: at least two items must be selected)', () => {
  it('no joint delivery: fine', () => {
    expect(jointDeliveryError([])).toBeNull();
    expect(jointDeliveryError([line(1, 0), line(2, 0)])).toBeNull();
  });
  it('one line only: MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY', () => {
    expect(jointDeliveryError([line(1, 1), line(2, 0)])).toBe('MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY');
  });
  it('two lines with the same address and method: fine', () => {
    expect(jointDeliveryError([line(1, 1, 3, 4), line(2, 1, 3, 4), line(3, 0, 9, 9)])).toBeNull();
  });
  it('two lines of different addresses or methods: MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY', () => {
    expect(jointDeliveryError([line(1, 1, 3, 4), line(2, 1, 5, 4)])).toBe('MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY');
    expect(jointDeliveryError([line(1, 1, 3, 4), line(2, 1, 3, 6)])).toBe('MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY');
  });
});

// ---------------------------------------------------------------------------------------- prices

type Priced = {
  contentType: string;
  product: { salesPrice: number | string | null; salesPriceQuantity: number | null; numberOfPriceDecimals: number | null; salesPriceCurrency: { value: string } | null; quantity: number } | null;
};
const priced = (contentType: string, salesPrice: number | string | null, quantity: number, salesPriceQuantity: number | null = 1, currency: string | null = 'SEK'): Priced => ({
  contentType,
  product: { salesPrice, salesPriceQuantity, numberOfPriceDecimals: 2, salesPriceCurrency: currency === null ? null : { value: currency }, quantity },
});

describe('linePrice (spec 2 §5: quantity times price divided by price quantity)', () => {
  it('multiplies the unit price by the quantity', () => {
    expect(linePrice(priced('PRODUCT_DELIVERY', 100, 3))).toBe(300);
    expect(linePrice(priced('PRODUCT_DELIVERY', 4900, 3, 2))).toBe(7350);
    expect(linePrice(priced('PRODUCT_PICKUP', '12.50', 2))).toBe(25);
  });
  it('a missing or zero price quantity counts as 1', () => {
    expect(linePrice(priced('PRODUCT_DELIVERY', 10, 2, null))).toBe(20);
    expect(linePrice(priced('PRODUCT_DELIVERY', 10, 2, 0))).toBe(20);
  });
  it('no price shown without a currency or a price above zero', () => {
    expect(linePrice(priced('PRODUCT_DELIVERY', 100, 1, 1, null))).toBeNull();
    expect(linePrice(priced('PRODUCT_DELIVERY', 0, 1))).toBeNull();
    expect(linePrice(priced('PRODUCT_DELIVERY', -5, 1))).toBeNull();
    expect(linePrice(priced('PRODUCT_DELIVERY', null, 1))).toBeNull();
  });
  it('a line without a product has no price', () => {
    expect(linePrice({ contentType: 'WORK', product: null })).toBeNull();
  });
});

describe('cartTotal (spec 2 §5: 2 decimals, SEK, delivery and pickup lines with a positive price)', () => {
  it('sums the delivery and pickup lines, in SEK', () => {
    expect(cartTotal([priced('PRODUCT_DELIVERY', 100, 2), priced('PRODUCT_PICKUP', 50, 1, 2)])).toEqual({ amount: 225, currency: 'SEK' });
  });
  it('leaves out other content types, lines without a price and lines without a currency', () => {
    const lines = [
      priced('PRODUCT_DELIVERY', 10, 1),
      priced('NEW_PRODUCT', 1000, 1),
      priced('FUNCTION', 1000, 1),
      priced('PRODUCT_PICKUP', 0, 5),
      priced('PRODUCT_DELIVERY', 999, 1, 1, null),
      { contentType: 'WORK', product: null },
    ];
    expect(cartTotal(lines)).toEqual({ amount: 10, currency: 'SEK' });
  });
  it('rounds to 2 decimals', () => {
    expect(cartTotal([priced('PRODUCT_DELIVERY', 0.1, 1), priced('PRODUCT_DELIVERY', 0.2, 1)]).amount).toBe(0.3);
    expect(cartTotal([priced('PRODUCT_DELIVERY', 10, 1, 3)]).amount).toBe(3.33);
    expect(cartTotal([priced('PRODUCT_DELIVERY', 20, 1, 3)]).amount).toBe(6.67);
  });
  it('an empty cart is 0 SEK', () => {
    expect(cartTotal([])).toEqual({ amount: 0, currency: 'SEK' });
  });
});

// ----------------------------------------------------------------------------- status and send

const status = (value: number, label = `status ${value}`) => ({ value, label });

describe('lineStatusLabel (spec 2 §4 Content line status)', () => {
  it('a draft without an address: Missing delivery address', () => {
    expect(lineStatusLabel({ status: status(CONTENT_STATUS.draft), externalStatus: null, address: null })).toEqual({ key: 'orders:contentStatus.missingAddress' });
  });
  it('a draft with an address: Draft', () => {
    expect(lineStatusLabel({ status: status(CONTENT_STATUS.draft), externalStatus: null, address: { id: 1 } })).toEqual({ key: 'orders:contentStatus.5' });
  });
  it('a draft says draft even with an external status', () => {
    expect(lineStatusLabel({ status: status(CONTENT_STATUS.draft), externalStatus: status(3, 'Plockad'), address: { id: 1 } })).toEqual({ key: 'orders:contentStatus.5' });
  });
  it('other lines: their status label, or the external status label when there is one', () => {
    expect(lineStatusLabel({ status: status(CONTENT_STATUS.inCart, 'I varukorgen'), externalStatus: null, address: { id: 1 } })).toEqual({ text: 'I varukorgen' });
    expect(lineStatusLabel({ status: status(CONTENT_STATUS.ordered, 'Beställd'), externalStatus: status(3, 'Plockad'), address: { id: 1 } })).toEqual({ text: 'Plockad' });
    // no address on a sent line still shows its status (the address rule is the draft's)
    expect(lineStatusLabel({ status: status(CONTENT_STATUS.ordered, 'Beställd'), externalStatus: null, address: null })).toEqual({ text: 'Beställd' });
  });
  it('isDraft is the draft constant', () => {
    expect(isDraft({ status: status(CONTENT_STATUS.draft) })).toBe(true);
    expect(isDraft({ status: status(CONTENT_STATUS.inCart) })).toBe(false);
  });
});

describe('sendBlock (spec 2 §4 Cart and sending)', () => {
  const client = { type: 'CLIENT' as const, hasAuthorizationForMunicipal: true };
  const inCart = (id: number, codeliveryId = 0, address: number | null = 1) => ({ ...line(id, codeliveryId, address), status: status(CONTENT_STATUS.inCart) });

  it('an empty cart', () => {
    expect(sendBlock({ receiver: client, content: [] })).toBe('CART_EMPTY');
  });
  it('a draft line', () => {
    expect(sendBlock({ receiver: client, content: [inCart(1), { ...inCart(2), status: status(CONTENT_STATUS.draft) }] })).toBe('CART_DRAFT_INFO_MESSAGE');
  });
  it('a line without a delivery address', () => {
    expect(sendBlock({ receiver: client, content: [inCart(1), inCart(2, 0, null)] })).toBe('NO_ADDRESS_OR_CONTACT');
  });
  it('a client receiver without municipal authorization (a protected identity is a client too)', () => {
    expect(sendBlock({ receiver: { type: 'CLIENT', hasAuthorizationForMunicipal: false }, content: [inCart(1)] })).toBe('NOT_AUTHORIZED_TO_MUNICIPALITY');
    expect(sendBlock({ receiver: { type: 'Secret_ID', hasAuthorizationForMunicipal: false }, content: [inCart(1)] })).toBe('NOT_AUTHORIZED_TO_MUNICIPALITY');
  });
  it('a base-storage receiver needs no municipal authorization', () => {
    expect(sendBlock({ receiver: { type: 'FACILITY', hasAuthorizationForMunicipal: false }, content: [inCart(1)] })).toBeNull();
  });
  it('joint delivery on one line only', () => {
    expect(sendBlock({ receiver: client, content: [inCart(1, 1), inCart(2)] })).toBe('MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY');
    expect(sendBlock({ receiver: client, content: [inCart(1, 1), inCart(2, 1)] })).toBeNull();
  });
  it('a cart ready to send', () => {
    expect(sendBlock({ receiver: client, content: [inCart(1), inCart(2)] })).toBeNull();
  });
});

describe('the unit shown (spec 2 §9)', () => {
  it('is the line\'s own, or the fallback (Styck, pcs) where it has none', () => {
    expect(unitOrFallback('par', 'Styck')).toBe('par');
    expect(unitOrFallback('', 'Styck')).toBe('Styck');
    expect(unitOrFallback('  ', 'pcs')).toBe('pcs');
    expect(unitOrFallback(null, 'Styck')).toBe('Styck');
    expect(unitOrFallback(undefined, 'pcs')).toBe('pcs');
  });
});
