/**
 * The quantity counter's rules (spec 2 §5 Quantity counter, spec 3 §5, §9): default bounds 0 to 999
 * and start 1, a value above the maximum clamped, one below the minimum kept as typed and said
 * ("The lowest acceptable number is 0", spec 1 §5), an empty input reset to the minimum when it
 * loses focus, and what a holding or balance row allows an action to take (maxQuantity, or
 * quantity minus allocatedQuantity). The widget itself is shown and exercised in
 * stories/core/quantity-counter.stories.tsx.
 */
import { describe, expect, it } from 'vitest';
import { availableQuantity, clampQuantity, committedQuantity, COUNTER_DEFAULTS, isBelowMinimum } from '../../src/core/ui/quantity-counter.tsx';

describe('COUNTER_DEFAULTS', () => {
  it('are min 0, max 999, start 1', () => {
    expect(COUNTER_DEFAULTS).toEqual({ min: 0, max: 999, start: 1 });
  });
});

describe('clampQuantity', () => {
  it('keeps a value within the default bounds 0..999', () => {
    expect(clampQuantity(5)).toBe(5);
    expect(clampQuantity(0)).toBe(0);
    expect(clampQuantity(999)).toBe(999);
    expect(clampQuantity(-1)).toBe(0);
    expect(clampQuantity(1000)).toBe(999);
    expect(clampQuantity(123_456)).toBe(999);
  });

  it('keeps a value within given bounds (a cart counter: min 1; a holding: max = available)', () => {
    expect(clampQuantity(0, 1)).toBe(1);
    expect(clampQuantity(-7, 1, 3)).toBe(1);
    expect(clampQuantity(4, 1, 3)).toBe(3);
    expect(clampQuantity(2, 1, 3)).toBe(2);
    expect(clampQuantity(1, 1, 1)).toBe(1);
  });

  it('rounds a fraction down, within bounds', () => {
    expect(clampQuantity(2.9, 1, 5)).toBe(2);
    expect(clampQuantity(0.5, 1, 5)).toBe(1);
    expect(clampQuantity(5.5, 1, 5)).toBe(5);
  });

  it('turns what is not a number into the minimum', () => {
    expect(clampQuantity(Number.NaN)).toBe(0);
    expect(clampQuantity(Number.NaN, 1, 5)).toBe(1);
    expect(clampQuantity(Number.POSITIVE_INFINITY, 1, 5)).toBe(1);
    expect(clampQuantity(Number.NEGATIVE_INFINITY, 2, 5)).toBe(2);
  });
});

describe('committedQuantity (what the input holds when it loses focus)', () => {
  it('resets an empty input to the minimum', () => {
    expect(committedQuantity('')).toBe(0);
    expect(committedQuantity('   ')).toBe(0);
    expect(committedQuantity('', 1, 10)).toBe(1);
    expect(committedQuantity('', 3, 10)).toBe(3);
  });

  it('resets what is not a whole number to the minimum', () => {
    expect(committedQuantity('abc', 1, 10)).toBe(1);
    expect(committedQuantity('2.5', 1, 10)).toBe(1);
    expect(committedQuantity('1e3', 1, 10)).toBe(1);
    expect(committedQuantity('--2', 1, 10)).toBe(1);
  });

  it('takes a whole number, one above the maximum clamped to it', () => {
    expect(committedQuantity('4', 1, 10)).toBe(4);
    expect(committedQuantity(' 7 ', 1, 10)).toBe(7);
    expect(committedQuantity('007', 1, 10)).toBe(7);
    expect(committedQuantity('1', 1, 10)).toBe(1);
    expect(committedQuantity('11', 1, 10)).toBe(10);
    expect(committedQuantity('5000')).toBe(999);
  });

  it('commits nothing below the minimum: the typed number stays for the user to correct', () => {
    expect(committedQuantity('0', 1, 10)).toBeNull(); // a cart counter, min 1
    expect(committedQuantity('-3', 1, 10)).toBeNull();
    expect(committedQuantity('-1')).toBeNull(); // the default minimum 0
    expect(committedQuantity('0')).toBe(0);
  });
});

describe('isBelowMinimum (the counter says "The lowest acceptable number is …")', () => {
  it('is true for a whole number below the minimum', () => {
    expect(isBelowMinimum('-1')).toBe(true);
    expect(isBelowMinimum(' -12 ')).toBe(true);
    expect(isBelowMinimum('0', 1)).toBe(true);
    expect(isBelowMinimum('2', 3)).toBe(true);
  });

  it('is false at or above the minimum, and for what is not a whole number (empty resets on blur)', () => {
    expect(isBelowMinimum('0')).toBe(false);
    expect(isBelowMinimum('1', 1)).toBe(false);
    expect(isBelowMinimum('1000')).toBe(false);
    expect(isBelowMinimum('')).toBe(false);
    expect(isBelowMinimum('-')).toBe(false);
    expect(isBelowMinimum('-0.5')).toBe(false);
  });
});

describe('availableQuantity (what an action may take of a holding)', () => {
  it('is quantity minus allocatedQuantity', () => {
    expect(availableQuantity({ quantity: 4, allocatedQuantity: 0 })).toBe(4); // a Griptång
    expect(availableQuantity({ quantity: 2, allocatedQuantity: 1 })).toBe(1); // a Duschpall, one held for an order
    expect(availableQuantity({ quantity: 1, allocatedQuantity: 1 })).toBe(0); // a Käpp, fully allocated: not selectable
  });

  it('is never below zero (more allocated than held)', () => {
    expect(availableQuantity({ quantity: 1, allocatedQuantity: 3 })).toBe(0);
  });

  it('is limited by maxQuantity when given', () => {
    expect(availableQuantity({ quantity: 5, allocatedQuantity: 1, maxQuantity: 2 })).toBe(2);
    expect(availableQuantity({ quantity: 5, allocatedQuantity: 1, maxQuantity: 10 })).toBe(4);
    expect(availableQuantity({ quantity: 5, allocatedQuantity: 0, maxQuantity: 0 })).toBe(0);
    expect(availableQuantity({ quantity: 5, allocatedQuantity: 0, maxQuantity: -1 })).toBe(0);
  });

  it('ignores a missing maxQuantity (null or undefined)', () => {
    expect(availableQuantity({ quantity: 3, allocatedQuantity: 1, maxQuantity: null })).toBe(2);
    expect(availableQuantity({ quantity: 3, allocatedQuantity: 1 })).toBe(2);
  });

  it('gives the counter its bounds: min 1 and max the available amount', () => {
    const row = { quantity: 4, allocatedQuantity: 1 };
    const max = availableQuantity(row);
    expect(clampQuantity(10, 1, max)).toBe(3);
    expect(committedQuantity('', 1, max)).toBe(1);
  });
});
