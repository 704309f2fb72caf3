/** The identity-number parsing of the client search (spec 2 §5), on numbers from shared/data only. */
import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, parseIdentityNumber } from '../../src/core/format/identity-number.ts';

const TODAY = new Date(2026, 10, 23);
const parse = (input: string) => parseIdentityNumber(input, TODAY);

describe('parseIdentityNumber', () => {
  it('takes twelve digits with or without the hyphen', () => {
    expect(parse('193001016595')).toEqual({ ok: true, value: '193001016595' });
    expect(parse('19300101-6595')).toEqual({ ok: true, value: '193001016595' });
    expect(parse(' 201001012382 ')).toEqual({ ok: true, value: '201001012382' });
  });

  it('takes ten digits, the century the latest in which the person is born by today', () => {
    expect(parse('300101-6595')).toEqual({ ok: true, value: '193001016595' }); // 2030 is after today
    expect(parse('3001016595')).toEqual({ ok: true, value: '193001016595' });
    expect(parse('100101-2382')).toEqual({ ok: true, value: '201001012382' });
    expect(parse('850113-9995')).toEqual({ ok: true, value: '198501139995' });
  });

  it('takes + for an age of 100 or more: one century earlier', () => {
    expect(parse('900101+9802')).toEqual({ ok: true, value: '189001019802' });
    expect(parse('900101-9802')).toEqual({ ok: true, value: '199001019802' });
  });

  it('takes coordination numbers (the day plus 60)', () => {
    expect(parse('191401682396')).toEqual({ ok: true, value: '191401682396' });
    expect(parse('140168+2396')).toEqual({ ok: true, value: '191401682396' });
  });

  it('says what is wrong: the shape, the date, the check digit', () => {
    expect(parse('')).toEqual({ ok: false, problem: 'format' });
    expect(parse('19300101--6595')).toEqual({ ok: false, problem: 'format' });
    expect(parse('19300101+6595')).toEqual({ ok: false, problem: 'format' }); // + only in the ten-digit form
    expect(parse('30010165951')).toEqual({ ok: false, problem: 'format' }); // eleven digits
    expect(parse('1930010x6595')).toEqual({ ok: false, problem: 'format' });
    expect(parse('19301301-6595')).toEqual({ ok: false, problem: 'date' }); // month 13
    expect(parse('19300230-6595')).toEqual({ ok: false, problem: 'date' }); // 30 February
    expect(parse('19300101-6596')).toEqual({ ok: false, problem: 'checkDigit' });
    expect(parse('300101-6594')).toEqual({ ok: false, problem: 'checkDigit' });
  });

  it('computes the Luhn check digit over yymmddnnn', () => {
    expect(luhnCheckDigit('300101659')).toBe(5);
    expect(luhnCheckDigit('100101238')).toBe(2);
  });
});
