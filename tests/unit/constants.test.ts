/** Constants written out by hand in src/contract/constants.ts agree with what they are made of. */
import { describe, expect, it } from 'vitest';
import { FIXED_ASSET_PROCESS_CATEGORIES, FIXED_ASSET_PROCESS_FILTER } from '../../src/contract/constants.ts';

describe('contract constants', () => {
  it('the fixed asset history filter is every process category, as `category:=` joined by `;`', () => {
    expect(FIXED_ASSET_PROCESS_FILTER).toBe(FIXED_ASSET_PROCESS_CATEGORIES.map((c) => `${c}:=`).join(';'));
  });
});
