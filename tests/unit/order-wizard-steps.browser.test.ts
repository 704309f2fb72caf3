/**
 * The product wizard's step rules (steps.ts: 0-based steps against the server's 1-based
 * currentStep), the wizard routes' attributes (route-table.ts wizardTarget, the step from the
 * location state) and the requested date's rule (core order-rules checkEta, swedishToday).
 */
import { describe, expect, it } from 'vitest';
import { checkEta, swedishToday } from '../../src/core/content/order-rules.ts';
import { currentStepAfter, PRODUCT_STEPS, reachedOf, toWizardType } from '../../src/elements/order-wizard/steps.ts';
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
  it('toWizardType: only the built wizards', () => {
    expect(toWizardType('products')).toBe('products');
    for (const other of ['work', 'functions', 'pick-ups', '', null, undefined]) expect(toWizardType(other)).toBeNull();
  });
});

describe('wizardTarget: /orders/{order}/{type}[/{content}] with contentid and the step state', () => {
  const q = (s = '') => new URLSearchParams(s);
  it('the order, the line from the path or else from contentid, the step from the location state', () => {
    expect(wizardTarget('products', { order: '7' }, q(), {})).toEqual({ kind: 'show', attributes: { type: 'products', order: '7', content: undefined, step: undefined } });
    expect(wizardTarget('products', { order: '7', content: '12' }, q('contentid=12'), { step: 3 })).toEqual({ kind: 'show', attributes: { type: 'products', order: '7', content: '12', step: '3' } });
    expect(wizardTarget('products', { order: '7' }, q('contentid=12'), { step: 0 })).toEqual({ kind: 'show', attributes: { type: 'products', order: '7', content: '12', step: '0' } });
    // The path's line wins over the query's.
    expect(wizardTarget('products', { order: '7', content: '12' }, q('contentid=13'), {})).toMatchObject({ attributes: { content: '12' } });
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
