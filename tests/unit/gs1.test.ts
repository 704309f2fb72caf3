/** GS1 element strings from a scan (issue 40): src/core/format/gs1.ts. */
import { describe, expect, it } from 'vitest';
import { GS, GS1_AIS, gs1Date, isValidGtin, parseGs1, scannedCode } from '../../src/core/format/gs1.ts';
import { GS1_ELEMENT_STRING, GS1_FIXTURES, GTIN, INVENTORY_NUMBER, WRONG_GTIN } from './helpers/gs1-fixtures.ts';

const today = new Date('2026-11-30T12:00:00Z');
const parse = (text: string) => parseGs1(text, { today });

describe('parseGs1: the fixtures', () => {
  it.each(GS1_FIXTURES)('$name', ({ text, parsed }) => {
    expect(parse(text)).toEqual({ ...parsed, raw: text });
  });
});

describe('scannedCode: what a plain field gets', () => {
  it.each(GS1_FIXTURES)('$name', ({ text, code }) => {
    expect(scannedCode(text)).toBe(code);
    expect(scannedCode(parse(text))).toBe(code);
  });
});

describe('parseGs1', () => {
  it('reads AIs 01, 10, 17 and 21 in any order', () => {
    const text = `]C121SN-9${GS}10B-1${GS}1729123101${GTIN}`;
    expect(parse(text)).toEqual({ gs1: true, serial: 'SN-9', batch: 'B-1', expiry: '2029-12-31', gtin: GTIN, raw: text });
  });
  it('a GS after a fixed-length value is accepted', () => {
    expect(parse(`]d201${GTIN}${GS}17280115${GS}10X`)).toMatchObject({ gtin: GTIN, expiry: '2028-01-15', batch: 'X' });
  });
  it('a batch or serial of up to 20 characters; a longer one ends the parse', () => {
    expect(parse(`]C110${'A'.repeat(20)}${GS}21S`)).toMatchObject({ batch: 'A'.repeat(20), serial: 'S' });
    expect(parse(`]C101${GTIN}10${'A'.repeat(21)}${GS}21S`)).toEqual({ gs1: true, gtin: GTIN, raw: `]C101${GTIN}10${'A'.repeat(21)}${GS}21S` });
  });
  it('a numeric AI with letters in it ends the parse', () => {
    expect(parse(`]C11728AB01${GS}21S`)).toEqual({ gs1: true, raw: `]C11728AB01${GS}21S` });
  });
  it('an expiry that is no date is left out, and the parse goes on', () => {
    expect(parse(`(17)281301(21)S`)).toEqual({ gs1: true, serial: 'S', raw: '(17)281301(21)S' });
    expect(parse(`]C117270230${GS}10B`)).toEqual({ gs1: true, batch: 'B', raw: `]C117270230${GS}10B` });
  });
  it('an unknown AI in the human-readable form ends the parse there', () => {
    expect(parse(`(01)${GTIN}(89)XYZ(21)S`)).toEqual({ gs1: true, gtin: GTIN, raw: `(01)${GTIN}(89)XYZ(21)S` });
  });
  it('the GS-separated string without an identifier (zxing\'s plain text of a GS1 QR) is GS1', () => {
    expect(parse(GS1_ELEMENT_STRING)).toMatchObject({ gs1: true, gtin: GTIN, batch: 'B-42', serial: 'SN-1' });
    // A GS makes the text GS1 even when it does not start with a GTIN.
    expect(parse(`10B-42${GS}21SN-1`)).toEqual({ gs1: true, batch: 'B-42', serial: 'SN-1', raw: `10B-42${GS}21SN-1` });
  });
  it('a text without identifier, GS or parentheses is GS1 only when it starts with a right GTIN and parses to its end', () => {
    expect(parse(`01${GTIN}10B-42`)).toMatchObject({ gs1: true, gtin: GTIN, batch: 'B-42' });
    expect(parse(`01${WRONG_GTIN}10B-42`)).toEqual({ gs1: false, raw: `01${WRONG_GTIN}10B-42` });
    expect(parse(`01${GTIN}89X`)).toEqual({ gs1: false, raw: `01${GTIN}89X` });
    expect(parse('2110042')).toEqual({ gs1: false, raw: '2110042' });
  });
  it('a GS1 identifier alone makes the text GS1, with no fields when its first AI is unknown', () => {
    expect(parse(']C1HMC500313')).toEqual({ gs1: true, raw: ']C1HMC500313' });
  });
  it('a text that is not GS1: whitespace, empty, parentheses that are no AI', () => {
    expect(parse('')).toEqual({ gs1: false, raw: '' });
    expect(parse('   ')).toEqual({ gs1: false, raw: '   ' });
    expect(parse('(abc) 12')).toEqual({ gs1: false, raw: '(abc) 12' });
    expect(parse(`x(01)${GTIN}`)).toEqual({ gs1: false, raw: `x(01)${GTIN}` });
    expect(parse(`ABC${GS}DEF`)).toEqual({ gs1: false, raw: `ABC${GS}DEF` });
  });
  it('the first of a repeated AI is kept', () => {
    expect(parse(`(10)A(10)B`)).toMatchObject({ batch: 'A' });
  });
});

describe('gs1Date: (17) YYMMDD', () => {
  it('day 00 is the month\'s last day, leap years included', () => {
    expect(gs1Date('280300', today)).toBe('2028-03-31');
    expect(gs1Date('280200', today)).toBe('2028-02-29');
    expect(gs1Date('270200', today)).toBe('2027-02-28');
    expect(gs1Date('000200', today)).toBe('2000-02-29');
    expect(gs1Date('261100', today)).toBe('2026-11-30');
  });
  it('the century: up to 50 years ahead, else in the past (GS1 General Specifications 7.12)', () => {
    expect(gs1Date('760101', today)).toBe('2076-01-01');
    expect(gs1Date('770101', today)).toBe('1977-01-01');
    expect(gs1Date('991231', today)).toBe('1999-12-31');
    expect(gs1Date('991231', new Date('2060-06-01T00:00:00Z'))).toBe('2099-12-31');
    expect(gs1Date('100101', new Date('2060-06-01T00:00:00Z'))).toBe('2110-01-01');
  });
  it('no date: month 00 or 13, 30 February, not six digits', () => {
    expect(gs1Date('280001', today)).toBeNull();
    expect(gs1Date('281301', today)).toBeNull();
    expect(gs1Date('270230', today)).toBeNull();
    expect(gs1Date('2801', today)).toBeNull();
  });
});

describe('the AI table', () => {
  it('no AI is the start of another (the first of 2, 3 and 4 digits found is the AI)', () => {
    const ais = [...GS1_AIS.keys()];
    expect(ais.filter((a) => ais.some((b) => b !== a && b.startsWith(a)))).toEqual([]);
    expect(ais.every((a) => /^\d{2,4}$/.test(a))).toBe(true);
  });
  it('the four AIs kept and some read past', () => {
    expect([GS1_AIS.get('01'), GS1_AIS.get('10'), GS1_AIS.get('17'), GS1_AIS.get('21')]).toEqual([
      { length: 14, fixed: true, numeric: true },
      { length: 20, fixed: false, numeric: false },
      { length: 6, fixed: true, numeric: true },
      { length: 20, fixed: false, numeric: false },
    ]);
    expect(GS1_AIS.get('3103')).toEqual({ length: 6, fixed: true, numeric: true });
    expect(GS1_AIS.has('89')).toBe(false);
  });
});

describe('isValidGtin', () => {
  it('GS1\'s mod-10 check digit', () => {
    expect(isValidGtin(GTIN)).toBe(true);
    expect(isValidGtin('09501101530003')).toBe(true); // GS1's own example
    expect(isValidGtin(WRONG_GTIN)).toBe(false);
    expect(isValidGtin('0735000000001')).toBe(false);
    expect(isValidGtin(INVENTORY_NUMBER)).toBe(false);
  });
});
