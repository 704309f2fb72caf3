/**
 * Accessory titles cut at 40 characters plus an ellipsis (spec 2 §9, spec 3 §5), names on a phone at
 * 10 or 18 (spec 1 §9): src/core/format/text.ts, src/standalone/short-name.ts.
 */
import { describe, expect, it } from 'vitest';
import { ACCESSORY_TITLE_MAX } from '../../src/contract/constants.ts';
import { ELLIPSIS, isTruncated, truncateTitle } from '../../src/core/format/text.ts';
import { MOBILE_NAME_LONG, MOBILE_NAME_SHORT, shortName } from '../../src/standalone/short-name.ts';

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

describe('shortName (spec 1 §9: mobile name truncation 10 or 18 characters)', () => {
  it('cuts at 10 in the header and at 18 in the drawer', () => {
    expect([MOBILE_NAME_SHORT, MOBILE_NAME_LONG]).toEqual([10, 18]);
    expect(shortName(['Frida', 'Förskrivare'], MOBILE_NAME_SHORT)).toBe('Frida Förs…');
    expect(shortName(['Frida', 'Förskrivare'], MOBILE_NAME_LONG)).toBe('Frida Förskrivare');
    expect(shortName(['Maria-Kristina', 'Andersson Lindqvist'], MOBILE_NAME_LONG)).toBe('Maria-Kristina And…');
  });

  it('keeps a name of exactly the limit, and cuts one character more', () => {
    expect(shortName(['Anna', 'Berg'], MOBILE_NAME_SHORT)).toBe('Anna Berg');
    expect(shortName(['Anna', 'Bergs'], MOBILE_NAME_SHORT)).toBe('Anna Bergs');
    expect(shortName(['Anna', 'Bergsö'], MOBILE_NAME_SHORT)).toBe('Anna Bergs…');
  });

  it('never ends the cut on a space: "Annabella …" becomes "Annabella…"', () => {
    expect(shortName(['Annabella', 'Ek'], MOBILE_NAME_SHORT)).toBe('Annabella…');
  });

  it('joins the parts by one space and leaves blank ones out', () => {
    expect(shortName(['  Per ', null, '', ' Ås  '], MOBILE_NAME_SHORT)).toBe('Per Ås');
    expect(shortName(['Lars  Erik', 'Öberg'], MOBILE_NAME_LONG)).toBe('Lars Erik Öberg');
    expect(shortName([undefined, '  '], MOBILE_NAME_SHORT)).toBe('');
  });

  it('counts characters as read: an accent written as one is one', () => {
    expect(shortName(['Åsa-Märta', 'Öhlén'], MOBILE_NAME_SHORT)).toBe('Åsa-Märta…');
    expect(shortName(['🦽🦽🦽🦽🦽', '🦽🦽🦽🦽🦽🦽'], MOBILE_NAME_SHORT)).toBe('🦽🦽🦽🦽🦽 🦽🦽🦽🦽…');
  });
});
