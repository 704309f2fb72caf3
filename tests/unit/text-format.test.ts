/** Accessory titles cut at 40 characters plus an ellipsis (spec 2 §9, spec 3 §5): src/core/format/text.ts. */
import { describe, expect, it } from 'vitest';
import { ACCESSORY_TITLE_MAX } from '../../src/contract/constants.ts';
import { ELLIPSIS, isTruncated, truncateTitle } from '../../src/core/format/text.ts';

describe('truncateTitle', () => {
  it('cuts at 40 characters by default', () => {
    expect(ACCESSORY_TITLE_MAX).toBe(40);
    const long = 'Tryckavlastande madrass med överdrag i polyuretan, storlek 90x200';
    const cut = truncateTitle(long);
    expect(cut).toBe(`${long.slice(0, 40)}${ELLIPSIS}`);
    expect(Array.from(cut)).toHaveLength(41);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('keeps a title of at most 40 characters as it is', () => {
    expect(truncateTitle('Rollator')).toBe('Rollator');
    expect(truncateTitle('')).toBe('');
    const forty = 'x'.repeat(40);
    expect(truncateTitle(forty)).toBe(forty);
    expect(truncateTitle(`${forty}y`)).toBe(`${forty}…`);
  });

  it('takes another limit', () => {
    expect(truncateTitle('Griptång lång modell', 8)).toBe('Griptång…');
    expect(truncateTitle('Käpp', 4)).toBe('Käpp');
    expect(truncateTitle('Käpp', 0)).toBe('…');
  });

  it('drops the spaces the cut ends with, so no "word …"', () => {
    expect(truncateTitle(`${'a'.repeat(39)}  bcd`)).toBe(`${'a'.repeat(39)}…`);
  });

  it('counts characters, not UTF-16 units: never splits an emoji', () => {
    const emoji = '🦽'.repeat(41); // each is two UTF-16 units
    expect(truncateTitle(emoji)).toBe(`${'🦽'.repeat(40)}…`);
    expect(truncateTitle('🦽'.repeat(40))).toBe('🦽'.repeat(40));
  });

  it('says whether a title is cut', () => {
    expect(isTruncated('x'.repeat(40))).toBe(false);
    expect(isTruncated('x'.repeat(41))).toBe(true);
    expect(isTruncated('abc', 2)).toBe(true);
  });
});
