/**
 * The validation of the function, pickup, external assortment, work and fitting wizards' own steps
 * (spec 2 §5 Function order, Pickup order, External product, Work order, Fitting order steps):
 * src/elements/order-wizard/wizards/rules.ts, what a step's Next is disabled by and why; which
 * referenced orders a fitting offers; the outbox's keys.
 */
import { describe, expect, it } from 'vitest';
import {
  aidProblem,
  externalProductErrors,
  fittingTypeProblem,
  functionProblem,
  MAX_AIDS,
  prioritiesOf,
  priorityAfterTypeChange,
  typeAfterFunctionChange,
  workTypeProblem,
  type ChosenAid,
} from '../../src/elements/order-wizard/wizards/rules.ts';
import { outboxKey } from '../../src/elements/order-wizard/outbox.ts';
import { OUTBOX_DB } from '../../src/core/storage/outbox.ts';
import { OUTBOX_DB as SESSION_OUTBOX_DB } from '../../src/core/session/store.ts';
import { referencedOrderPath, referencedOrderTypes } from '../../src/elements/fitting/referenced-orders.ts';

const FUNCTIONS = [
  { id: 1, types: [{ id: 11 }, { id: 12 }] },
  { id: 2, types: [] },
];

describe('the function step: a function, and its type when it has types', () => {
  it('nothing chosen, or a function not offered: FUNCTION_REQUIRED', () => {
    expect(functionProblem(FUNCTIONS, null, null)).toBe('FUNCTION_REQUIRED');
    expect(functionProblem(FUNCTIONS, 9, null)).toBe('FUNCTION_REQUIRED');
  });
  it('a function with types needs one of its own types', () => {
    expect(functionProblem(FUNCTIONS, 1, null)).toBe('FUNCTION_TYPE_REQUIRED');
    expect(functionProblem(FUNCTIONS, 1, 31)).toBe('FUNCTION_TYPE_REQUIRED');
    expect(functionProblem(FUNCTIONS, 1, 12)).toBeNull();
  });
  it('a function without types needs none', () => {
    expect(functionProblem(FUNCTIONS, 2, null)).toBeNull();
  });
  it('changing the function keeps the type only if the new function has it', () => {
    expect(typeAfterFunctionChange(FUNCTIONS, 2, 11)).toBeNull();
    expect(typeAfterFunctionChange(FUNCTIONS, 1, 11)).toBe(11);
    expect(typeAfterFunctionChange(FUNCTIONS, 1, null)).toBeNull();
  });
});

const aid = (id: number, over: Partial<ChosenAid> = {}): ChosenAid => ({ id, quantity: 1, maxQuantity: 3, productNumber: `P${id}`, ...over });

describe('the aid step of a pickup order: holdings or a description', () => {
  it('neither: AID_OR_DESCRIPTION_REQUIRED; a description or any number of aids: valid', () => {
    expect(aidProblem('pick-ups', [], '')).toBe('AID_OR_DESCRIPTION_REQUIRED');
    expect(aidProblem('pick-ups', [], '   ')).toBe('AID_OR_DESCRIPTION_REQUIRED');
    expect(aidProblem('pick-ups', [], 'Rollator i förrådet')).toBeNull();
    expect(aidProblem('pick-ups', [aid(1), aid(2), aid(3)], '')).toBeNull();
  });
  it('each quantity from 1 to what is not allocated (maxQuantity)', () => {
    expect(aidProblem('pick-ups', [aid(1, { quantity: 3 })], '')).toBeNull();
    expect(aidProblem('pick-ups', [aid(1, { quantity: 4 })], '')).toBe('QUANTITY_NOT_AVAILABLE');
    expect(aidProblem('pick-ups', [aid(1, { quantity: 0 })], '')).toBe('QUANTITY_NOT_AVAILABLE');
    expect(aidProblem('pick-ups', [aid(1, { quantity: 1.5 })], '')).toBe('QUANTITY_NOT_AVAILABLE');
  });
});

describe('the aid step of a work order: one aid at most, or a description', () => {
  it('the limit is one aid (spec 2 §9)', () => {
    expect(MAX_AIDS).toBe(1);
  });
  it('none and no text: Next disabled (AID_OR_DESCRIPTION_REQUIRED)', () => {
    expect(aidProblem('work', [], '')).toBe('AID_OR_DESCRIPTION_REQUIRED');
  });
  it('one aid, or a description alone: valid', () => {
    expect(aidProblem('work', [aid(1)], '')).toBeNull();
    expect(aidProblem('work', [], 'Byt hjul')).toBeNull();
  });
  it('an aid without a product number needs a description (as the server refuses it: DESCRIPTION_REQUIRED)', () => {
    expect(aidProblem('work', [aid(1, { productNumber: '' })], '')).toBe('DESCRIPTION_REQUIRED');
    expect(aidProblem('work', [aid(1, { productNumber: '' })], 'Byt hjul')).toBeNull();
  });
    it('more than one aid: MAX_ONE_AID, whatever is written', () => {
    expect(aidProblem('work', [aid(1), aid(2)], '')).toBe('MAX_ONE_AID');
    expect(aidProblem('work', [aid(1), aid(2)], 'Byt hjul')).toBe('MAX_ONE_AID');
  });
});

describe('the aid step of a fitting order: a new aid described, or one of the client’s', () => {
  it('a new aid needs a description', () => {
    expect(aidProblem('fittings', [], '', 'new')).toBe('DESCRIPTION_REQUIRED');
    expect(aidProblem('fittings', [], 'Ny elrullstol', 'new')).toBeNull();
  });
  it('an existing aid: exactly one', () => {
    expect(aidProblem('fittings', [], '', 'existing')).toBe('AID_REQUIRED');
    expect(aidProblem('fittings', [aid(1)], '', 'existing')).toBeNull();
    expect(aidProblem('fittings', [aid(1), aid(2)], 'text', 'existing')).toBe('MAX_ONE_AID');
  });
  it('an existing aid without a product number needs a description', () => {
    expect(aidProblem('fittings', [aid(1, { productNumber: '' })], '', 'existing')).toBe('DESCRIPTION_REQUIRED');
    expect(aidProblem('fittings', [aid(1, { productNumber: ' ' })], '', 'existing')).toBe('DESCRIPTION_REQUIRED');
    expect(aidProblem('fittings', [aid(1, { productNumber: '' })], 'Egen ramp', 'existing')).toBeNull();
  });
});

describe('the external product: product number, name, supplier and quantity all required', () => {
  const ok = { productNumber: 'X-100', name: 'Specialsits', supplier: 'Acme AB', quantity: '1' };
  it('all filled in: no errors', () => {
    expect(externalProductErrors(ok)).toEqual({});
    expect(externalProductErrors({ ...ok, quantity: '999' })).toEqual({});
  });
  it('each empty field is required', () => {
    expect(externalProductErrors({ productNumber: '', name: ' ', supplier: '', quantity: '' })).toEqual({ productNumber: 'REQUIRED', name: 'REQUIRED', supplier: 'REQUIRED', quantity: 'REQUIRED' });
  });
  it('the quantity is a whole number from 1 to 999', () => {
    for (const quantity of ['0', '-1', '1.5', 'två', '1000', '1e2']) expect(externalProductErrors({ ...ok, quantity }), quantity).toEqual({ quantity: 'QUANTITY' });
  });
});

const TYPES = [
  { id: 3, priorities: [{ id: 31 }, { id: 32 }] },
  { id: 4, priorities: [{ id: 41 }] },
];

describe('the work type step: a type and one of its priorities', () => {
  it('the priorities are those of the chosen type; none before one is chosen', () => {
    expect(prioritiesOf(TYPES, 3).map((p) => p.id)).toEqual([31, 32]);
    expect(prioritiesOf(TYPES, 4).map((p) => p.id)).toEqual([41]);
    expect(prioritiesOf(TYPES, null)).toEqual([]);
  });
  it('both required: Next disabled without a priority', () => {
    expect(workTypeProblem(TYPES, null, null)).toBe('WORK_TYPE_REQUIRED');
    expect(workTypeProblem(TYPES, 3, null)).toBe('PRIORITY_REQUIRED');
    expect(workTypeProblem(TYPES, 3, 41)).toBe('PRIORITY_REQUIRED'); // another type's priority
    expect(workTypeProblem(TYPES, 3, 32)).toBeNull();
  });
  it('the priority is reset when the type changes, kept when the same type is chosen again', () => {
    expect(priorityAfterTypeChange(3, 4, 31)).toBeNull();
    expect(priorityAfterTypeChange(null, 3, null)).toBeNull();
    expect(priorityAfterTypeChange(3, 3, 31)).toBe(31);
  });
});

describe('the fitting type step: a receiver, then a fitting type', () => {
  const types = [{ id: 1 }, { id: 2 }];
  it('without a receiver the step is disabled', () => {
    expect(fittingTypeProblem(false, types, 1)).toBe('NO_RECEIVER_SELECTED');
  });
  it('a fitting type of those offered is required', () => {
    expect(fittingTypeProblem(true, types, null)).toBe('FITTING_TYPE_REQUIRED');
    expect(fittingTypeProblem(true, types, 7)).toBe('FITTING_TYPE_REQUIRED');
    expect(fittingTypeProblem(true, types, 2)).toBeNull();
  });
});

describe('referenced orders from a fitting (spec 2 §4, §5 Add button)', () => {
  const ALL_FLAGS = { isOrderWorkEnabled: true } as const;
  const PERMITTED = ['FSP_CreateWebOrderContentWithParent'];
  it('on an open fitting with the permission: Order product, and Order work order with the work flag', () => {
    expect(referencedOrderTypes({ status: 30 }, PERMITTED, ALL_FLAGS)).toEqual(['products', 'work']);
    expect(referencedOrderTypes({ status: 10 }, new Set(PERMITTED), {})).toEqual(['products']);
  });
  it('none on a completed or annulled fitting, or without the permission', () => {
    expect(referencedOrderTypes({ status: 90 }, PERMITTED, ALL_FLAGS)).toEqual([]);
    expect(referencedOrderTypes({ status: 99 }, PERMITTED, ALL_FLAGS)).toEqual([]);
    expect(referencedOrderTypes({ status: 30 }, ['FSP_UpdateWebOrderFitting'], ALL_FLAGS)).toEqual([]);
  });
  it('the wizard opens for a new line of the fitting’s order, its line the parent, the fitting to return to', () => {
    expect(referencedOrderPath({ id: 10, orderId: 2002, contentId: 40 }, 'work')).toBe('/orders/2002/work?parent=40&fitting=10');
  });
});

describe('the outbox', () => {
  it('is the database the session’s end deletes', () => {
    expect(OUTBOX_DB).toBe(SESSION_OUTBOX_DB);
  });
  it('keeps one record a user’s wizard line (a new line until the first step made it)', () => {
    expect(outboxKey('frida', 7, 'work', null)).toBe('frida:7:work:new');
    expect(outboxKey('frida', 7, 'work', 12)).toBe('frida:7:work:12');
    expect(outboxKey('kalle', 7, 'work', 12)).not.toBe(outboxKey('frida', 7, 'work', 12));
  });
});
