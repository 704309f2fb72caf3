/**
 * The wizards' step rules (steps.ts: the six wizards' steps in the spec's counts, 0-based steps
 * against the server's 1-based currentStep), the wizard routes' attributes (route-table.ts wizardTarget, the step from the
 * location state) and the requested date's rule (core order-rules checkEta, swedishToday).
 */
import { describe, expect, it } from 'vitest';
import { checkEta, swedishToday } from '../../src/areas/orders/rules.ts';
import { CONTENT_TYPE_OF, currentStepAfter, descriptionRequired, PRODUCT_STEPS, reachedOf, toWizardType, WIZARDS, WIZARD_TYPES } from '../../src/elements/order-wizard/steps.ts';
import { WIZARD_STEPS } from '../../src/contract/constants.ts';
import { cartTarget, wizardTarget } from '../../src/standalone/route-table.ts';

const COUNT = PRODUCT_STEPS.length;

describe('the product wizard steps', () => {
  it('has the spec\'s five steps in order', () => {
    expect(PRODUCT_STEPS).toEqual(['product', 'accessories', 'info', 'delivery', 'overview']);
  });
  it('reachedOf: a line resumes at currentStep - 1 (0-based), within the steps; no line: the first', () => {
    expect(reachedOf(null, COUNT)).toBe(0);
    expect(reachedOf({ currentStep: 1 }, COUNT)).toBe(0);
    expect(reachedOf({ currentStep: 3 }, COUNT)).toBe(2);
    expect(reachedOf({ currentStep: 5 }, COUNT)).toBe(4);
    expect(reachedOf({ currentStep: 9 }, COUNT)).toBe(4);
    expect(reachedOf({ currentStep: 0 }, COUNT)).toBe(0);
  });
  it('currentStepAfter: saving a step stores the next (1-based), never less than before, at most the last', () => {
    expect(currentStepAfter(0, null, COUNT)).toBe(2);
    expect(currentStepAfter(0, { currentStep: 1 }, COUNT)).toBe(2);
    expect(currentStepAfter(1, { currentStep: 2 }, COUNT)).toBe(3);
    // Going back and saving an earlier step takes nothing away.
    expect(currentStepAfter(0, { currentStep: 4 }, COUNT)).toBe(4);
    expect(currentStepAfter(3, { currentStep: 4 }, COUNT)).toBe(5);
    expect(currentStepAfter(4, { currentStep: 5 }, COUNT)).toBe(5);
  });
  it('toWizardType: the six wizards, nothing else', () => {
    for (const type of ['products', 'functions', 'pick-ups', 'external-assortments', 'work', 'fittings']) expect(toWizardType(type)).toBe(type);
    for (const other of ['work-orders', 'product', 'cart', '', null, undefined]) expect(toWizardType(other)).toBeNull();
  });
});

describe('the other wizards (spec 2 §4 Wizards: their steps and counts)', () => {
  it('each wizard has the spec\'s steps in order', () => {
    expect(WIZARDS.functions).toEqual(['function', 'makes', 'accessories', 'info', 'delivery', 'overview']);
    expect(WIZARDS['pick-ups']).toEqual(['holdings', 'info', 'delivery', 'overview']);
    expect(WIZARDS['external-assortments']).toEqual(['external', 'info', 'delivery', 'overview']);
    expect(WIZARDS.work).toEqual(['aid', 'accessories', 'workType', 'info', 'delivery', 'overview']);
    expect(WIZARDS.fittings).toEqual(['fittingType', 'aid', 'info', 'delivery', 'meetingComment', 'overview']);
    expect(WIZARD_TYPES).toHaveLength(6);
  });
  it('each wizard ends with the overview, and its count is the server\'s for its content type', () => {
    for (const type of WIZARD_TYPES) expect(WIZARDS[type].at(-1), type).toBe('overview');
    for (const [type, contentType] of Object.entries(CONTENT_TYPE_OF)) expect(WIZARDS[type as keyof typeof CONTENT_TYPE_OF].length, type).toBe(WIZARD_STEPS[contentType as keyof typeof WIZARD_STEPS]);
    expect(PRODUCT_STEPS.length).toBe(WIZARD_STEPS.PRODUCT_DELIVERY);
  });
  it('a six-step wizard resumes and moves on within its own count', () => {
    expect(reachedOf({ currentStep: 6 }, 6)).toBe(5);
    expect(currentStepAfter(4, { currentStep: 5 }, 6)).toBe(6);
    expect(currentStepAfter(2, { currentStep: 3 }, 4)).toBe(4);
  });
  it('descriptionRequired: a pickup, work or fitting line without an aid needs its description; other wizards never', () => {
    for (const type of ['pick-ups', 'work', 'fittings'] as const) {
      expect(descriptionRequired(type, { pickupList: [] }), type).toBe(true);
      expect(descriptionRequired(type, { pickupList: [{ id: 1 }] }), type).toBe(false);
    }
    for (const type of ['products', 'functions', 'external-assortments'] as const) expect(descriptionRequired(type, { pickupList: [] }), type).toBe(false);
  });
});

describe('wizardTarget: /orders/{order}/{type}[/{content}] with contentid and the step state', () => {
  const q = (s = '') => new URLSearchParams(s);
  it('the order, the line from the path or else from contentid, the step from the location state', () => {
    const none = { parent: undefined, fitting: undefined };
    expect(wizardTarget('products', { order: '7' }, q(), {})).toEqual({ kind: 'show', attributes: { type: 'products', order: '7', content: undefined, step: undefined, ...none } });
    expect(wizardTarget('products', { order: '7', content: '12' }, q('contentid=12'), { step: 3 })).toEqual({ kind: 'show', attributes: { type: 'products', order: '7', content: '12', step: '3', ...none } });
    expect(wizardTarget('work', { order: '7' }, q('contentid=12'), { step: 0 })).toEqual({ kind: 'show', attributes: { type: 'work', order: '7', content: '12', step: '0', ...none } });
    // The path's line wins over the query's.
    expect(wizardTarget('products', { order: '7', content: '12' }, q('contentid=13'), {})).toMatchObject({ attributes: { content: '12' } });
  });
  it('a referenced order: its parent line and its fitting, both or neither', () => {
    expect(wizardTarget('work', { order: '7' }, q('parent=40&fitting=3'), {})).toMatchObject({ kind: 'show', attributes: { type: 'work', parent: '40', fitting: '3' } });
    expect(wizardTarget('work', { order: '7', content: '41' }, q('contentid=41&parent=40&fitting=3'), { step: 2 })).toMatchObject({ attributes: { content: '41', parent: '40', fitting: '3', step: '2' } });
    for (const bad of ['parent=40', 'fitting=3', 'parent=x&fitting=3', 'parent=40&fitting=0']) expect(wizardTarget('work', { order: '7' }, q(bad), {}), bad).toEqual({ kind: 'notFound' });
  });
  it('a bad order or line id is not found', () => {
    for (const order of ['0', 'x', '-1', '007', '99999999999']) expect(wizardTarget('products', { order }, q(), {}), order).toEqual({ kind: 'notFound' });
    expect(wizardTarget('products', { order: '7', content: 'x' }, q(), {})).toEqual({ kind: 'notFound' });
    expect(wizardTarget('products', { order: '7' }, q('contentid=0'), {})).toEqual({ kind: 'notFound' });
  });
});

describe('cartTarget: the cart and the confirmation', () => {
  it('the cart with draft=true only, the confirmation with ?order=', () => {
    expect(cartTarget('cart', { order: '7' }, new URLSearchParams('draft=true'))).toEqual({ kind: 'show', attributes: { order: '7', draft: 'true', view: undefined } });
    expect(cartTarget('cart', { order: '7' }, new URLSearchParams('draft=yes'))).toEqual({ kind: 'show', attributes: { order: '7', draft: undefined, view: undefined } });
    expect(cartTarget('orderSent', {}, new URLSearchParams('order=7'))).toEqual({ kind: 'show', attributes: { order: '7', draft: undefined, view: 'sent' } });
    expect(cartTarget('orderSent', {}, new URLSearchParams())).toEqual({ kind: 'notFound' });
    expect(cartTarget('cart', { order: 'x' }, new URLSearchParams())).toEqual({ kind: 'notFound' });
  });
});

describe('the requested date and the ETA: today (Swedish time) to 9999-12-31', () => {
  it('swedishToday follows Stockholm, not UTC, around midnight', () => {
    expect(swedishToday(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(swedishToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(swedishToday(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-25');
  });
  it('checkEta: empty is none; before today or after 9999-12-31 or not a date is out of range', () => {
    const today = '2026-11-25';
    expect(checkEta('', today)).toEqual({ ok: true, date: null });
    expect(checkEta('2026-11-25', today)).toEqual({ ok: true, date: '2026-11-25' });
    expect(checkEta('9999-12-31', today)).toEqual({ ok: true, date: '9999-12-31' });
    for (const bad of ['2026-11-24', '10000-01-01', '2026-13-01', 'tomorrow']) expect(checkEta(bad, today), bad).toEqual({ ok: false, problem: 'ETA_OUT_OF_RANGE' });
  });
});
