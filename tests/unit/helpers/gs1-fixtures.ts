/**
 * Scanned texts as readers hand them over, with what `parseGs1` makes of them and what a plain field
 * gets (`scannedCode`): for the parser's unit test and for the fake camera's codes (tests/e2e/fake-camera.ts).
 * 07350000000016 is a GTIN with a right check digit; 07350000000013 (the example) has a wrong one.
 */
import { GS, type Gs1Result } from '../../../src/core/format/gs1.ts';

export const GTIN = '07350000000016';
export const WRONG_GTIN = '07350000000013';
/** A fixed asset's inventory number as its label's Code 128 carries it (server/label-pdf.ts). */
export const INVENTORY_NUMBER = 'HMC500313';

/** The element string of a delivered product's GS1 code: GTIN, expiry (day 00), batch, serial. */
export const GS1_ELEMENT_STRING = `01${GTIN}1728030010B-42${GS}21SN-1`;

export type Gs1Fixture = { name: string; text: string; parsed: Omit<Gs1Result, 'raw'>; code: string };

const full = { gs1: true, gtin: GTIN, expiry: '2028-03-31', batch: 'B-42', serial: 'SN-1' } as const;

/** Parsed with today 2026-11-30 (the expiry's century). */
export const GS1_FIXTURES: readonly Gs1Fixture[] = [
  { name: 'GS1-128 with its identifier ]C1', text: `]C1${GS1_ELEMENT_STRING}`, parsed: full, code: 'SN-1' },
  { name: 'GS1 DataMatrix ]d2', text: `]d2${GS1_ELEMENT_STRING}`, parsed: full, code: 'SN-1' },
  { name: 'GS1 QR ]Q3', text: `]Q3${GS1_ELEMENT_STRING}`, parsed: full, code: 'SN-1' },
  { name: 'the camera reader\'s text: no identifier, GS between variable values', text: GS1_ELEMENT_STRING, parsed: full, code: 'SN-1' },
  { name: 'FNC1 in first position sent as a leading GS', text: `${GS}01${GTIN}10B-42${GS}21SN-1`, parsed: { gs1: true, gtin: GTIN, batch: 'B-42', serial: 'SN-1' }, code: 'SN-1' },
  { name: 'the human-readable form', text: `(01)${GTIN}(17)280300(10)B-42(21)SN-1`, parsed: full, code: 'SN-1' },
  { name: 'the human-readable form with spaces', text: ` (01) ${GTIN} (10) B-42 `, parsed: { gs1: true, gtin: GTIN, batch: 'B-42' }, code: 'B-42' },
  { name: 'a batch without a serial', text: `]C101${GTIN}10LOT7`, parsed: { gs1: true, gtin: GTIN, batch: 'LOT7' }, code: 'LOT7' },
  { name: 'a GTIN alone, without identifier (starts with (01) and a right GTIN)', text: `01${GTIN}`, parsed: { gs1: true, gtin: GTIN }, code: GTIN },
  {
    name: 'fixed-length AIs (11, 15) and a variable one (30) read past',
    text: `]C101${GTIN}11260101152701013012${GS}10B-42${GS}21SN-1`,
    parsed: { gs1: true, gtin: GTIN, batch: 'B-42', serial: 'SN-1' },
    code: 'SN-1',
  },
  { name: 'an unknown AI (89) ends the parse', text: `]C101${GTIN}10B-42${GS}89XYZ${GS}21SN-1`, parsed: { gs1: true, gtin: GTIN, batch: 'B-42' }, code: 'B-42' },
  { name: 'a wrong check digit: no gtin, the digits kept aside', text: `(01)${WRONG_GTIN}(21)SN-1`, parsed: { gs1: true, invalidGtin: WRONG_GTIN, serial: 'SN-1' }, code: 'SN-1' },
  { name: 'an SSCC only: the text without identifier', text: `]C100373500000000000018`, parsed: { gs1: true }, code: '00373500000000000018' },
  { name: 'a fixed asset\'s inventory number', text: INVENTORY_NUMBER, parsed: { gs1: false }, code: INVENTORY_NUMBER },
  { name: 'a product number (starts like AI 10)', text: '100010', parsed: { gs1: false }, code: '100010' },
  { name: 'a hand scanner\'s trailing CR LF and a leading space', text: ` ${INVENTORY_NUMBER}\r\n`, parsed: { gs1: false }, code: INVENTORY_NUMBER },
  { name: 'a non-GS1 identifier (]C0: plain Code 128) is dropped from the code', text: `]C0${INVENTORY_NUMBER}`, parsed: { gs1: false }, code: INVENTORY_NUMBER },
  { name: 'a wrong check digit without identifier is no element string', text: `01${WRONG_GTIN}`, parsed: { gs1: false }, code: `01${WRONG_GTIN}` },
  { name: 'a batch-like text without identifier or GS is plain', text: '10B-42', parsed: { gs1: false }, code: '10B-42' },
];
