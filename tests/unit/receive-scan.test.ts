/**
 * Scanning in receiving (issue 40, src/elements/receive-delivery/scan.ts): what the receive search
 * searches for a scanned code, the batch and serial a code scanned there takes to the wizard, and
 * what a code scanned into the wizard's batch or serial field fills. The codes go through the real
 * GS1 parser, in each form a reader or a hand scanner hands them over.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_RECEIVE_DRAFT } from '../../src/areas/receive/delivery.ts';
import { GS, parseGs1, scannedCode } from '../../src/core/format/gs1.ts';
import { draftAfterScan, lotOfScan, receiveSearchOfScan, withLot } from '../../src/elements/receive-delivery/scan.ts';

/** Product 8's GTIN (server/gtin.ts: 735000, the id, the check digit). */
const GTIN = '07350000000085';
const scan = (text: string) => {
  const parsed = parseGs1(text);
  return { code: scannedCode(parsed), parsed };
};
const FORMS = {
  parentheses: `(01)${GTIN}(10)B-42(21)SN-1`,
  'the camera’s bare text with GS': `01${GTIN}10B-42${GS}21SN-1`,
  'a symbology identifier and GS': `]d201${GTIN}10B-42${GS}21SN-1`,
};

describe('the receive search', () => {
  it.each(Object.entries(FORMS))('searches a GS1 code’s GTIN (%s)', (_form, text) => {
    const { code, parsed } = scan(text);
    expect(receiveSearchOfScan(code, parsed)).toBe(GTIN);
  });
  it('searches a plain code as it is (a product number, a supplier’s)', () => {
    for (const text of ['100007', 'ARJ-12345']) {
      const { code, parsed } = scan(text);
      expect(receiveSearchOfScan(code, parsed)).toBe(text);
    }
  });
  it('searches what the field takes of a GS1 code without a right GTIN', () => {
    const { code, parsed } = scan(`(01)07350000000086(10)B-42`);
    expect(parsed.gtin).toBeUndefined();
    expect(receiveSearchOfScan(code, parsed)).toBe('B-42');
  });
});

describe('the lot a code scanned in the search takes to the wizard', () => {
  it.each(Object.entries(FORMS))('batch and serial from (10) and (21) (%s)', (_form, text) => {
    expect(lotOfScan(scan(text).parsed)).toEqual({ batch: 'B-42', serialNumber: 'SN-1' });
  });
  it('either alone', () => {
    expect(lotOfScan(scan(`(01)${GTIN}(10)B-42`).parsed)).toEqual({ batch: 'B-42' });
    expect(lotOfScan(scan(`(01)${GTIN}(21)SN-1`).parsed)).toEqual({ serialNumber: 'SN-1' });
  });
  it('none from a GTIN alone, an expiry or a plain code', () => {
    expect(lotOfScan(scan(`(01)${GTIN}`).parsed)).toBeNull();
    expect(lotOfScan(scan(`(01)${GTIN}(17)271231`).parsed)).toBeNull();
    expect(lotOfScan(scan('100007').parsed)).toBeNull();
  });
  it('fills the wizard’s fields it has a value for, keeping the others', () => {
    const draft = { ...EMPTY_RECEIVE_DRAFT, batch: 'typed', quantity: 3 };
    expect(withLot(draft, { serialNumber: 'SN-1' })).toEqual({ ...draft, serialNumber: 'SN-1' });
    expect(withLot(draft, null)).toBe(draft);
  });
});

describe('a code scanned into the wizard’s batch or serial field', () => {
  const draft = { ...EMPTY_RECEIVE_DRAFT, batch: 'OLD', serialNumber: 'OLD-SN' };
  it.each(['batch', 'serialNumber'] as const)('a GS1 code with (10) and (21) fills both, scanned into the %s field', (field) => {
    const { code, parsed } = scan(FORMS.parentheses);
    expect(draftAfterScan(draft, field, code, parsed)).toEqual({ ...draft, batch: 'B-42', serialNumber: 'SN-1' });
  });
  it('a GS1 code with only (21) scanned into the batch field fills the serial and empties the batch', () => {
    const { code, parsed } = scan(`(01)${GTIN}(21)SN-1`);
    expect(draftAfterScan(draft, 'batch', code, parsed)).toEqual({ ...draft, batch: '', serialNumber: 'SN-1' });
  });
  it('a GS1 code with only (10) scanned into the serial field fills the batch and empties the serial', () => {
    const { code, parsed } = scan(`01${GTIN}10B-42`);
    expect(draftAfterScan(draft, 'serialNumber', code, parsed)).toEqual({ ...draft, batch: 'B-42', serialNumber: '' });
  });
  it('a plain code fills just the field', () => {
    const { code, parsed } = scan('LOT-2026-11');
    expect(draftAfterScan(draft, 'batch', code, parsed)).toEqual({ ...draft, batch: 'LOT-2026-11' });
    expect(draftAfterScan(draft, 'serialNumber', code, parsed)).toEqual({ ...draft, serialNumber: 'LOT-2026-11' });
  });
});
