import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayAndTime,
  formatDaySpan,
  formatIdentityNumber,
  formatPostalNo,
  formatPrice,
  formatTime,
  isIdentityNumber,
  unitPrice,
} from '../../src/core/format/index.ts';

// Summer (CEST, UTC+2) and winter (CET, UTC+1) instants.
const SUMMER = '2024-07-15T10:30:00Z'; // 12:30 in Stockholm
const WINTER = '2024-01-15T10:30:00Z'; // 11:30 in Stockholm

describe('formatDate / formatTime / formatDateTime', () => {
  it('formats Swedish as yyyy-MM-dd and HH:mm in Stockholm time', () => {
    expect(formatDate(SUMMER, 'sv')).toBe('2024-07-15');
    expect(formatTime(SUMMER, 'sv')).toBe('12:30');
    expect(formatDateTime(SUMMER, 'sv')).toBe('2024-07-15 12:30');
    expect(formatDate(WINTER, 'sv')).toBe('2024-01-15');
    expect(formatTime(WINTER, 'sv')).toBe('11:30');
    expect(formatDateTime(WINTER, 'sv')).toBe('2024-01-15 11:30');
  });

  it('formats English as MM/dd/yyyy and hh:mm AM/PM in Stockholm time', () => {
    expect(formatDate(SUMMER, 'en')).toBe('07/15/2024');
    expect(formatTime(SUMMER, 'en')).toBe('12:30 PM');
    expect(formatDateTime(WINTER, 'en')).toBe('01/15/2024 11:30 AM');
    expect(formatTime('2024-01-15T14:05:00Z', 'en')).toBe('03:05 PM');
    expect(formatTime('2024-01-15T14:05:00Z', 'sv')).toBe('15:05');
  });

  it('shows midnight as 12 AM and noon as 12 PM in English', () => {
    // 23:05 UTC on 14 January is 00:05 on 15 January in Stockholm (winter).
    expect(formatDateTime('2024-01-14T23:05:00Z', 'en')).toBe('01/15/2024 12:05 AM');
    expect(formatDateTime('2024-01-14T23:05:00Z', 'sv')).toBe('2024-01-15 00:05');
    // 22:00 UTC on 14 July is midnight on 15 July in Stockholm (summer).
    expect(formatDateTime('2024-07-14T22:00:00Z', 'en')).toBe('07/15/2024 12:00 AM');
    // Noon in Stockholm.
    expect(formatTime('2024-07-15T10:00:00Z', 'en')).toBe('12:00 PM');
    expect(formatTime('2024-01-15T11:00:00Z', 'en')).toBe('12:00 PM');
    expect(formatTime('2024-01-15T11:00:00Z', 'sv')).toBe('12:00');
  });

  it('uses the Stockholm date, not the UTC date, near midnight', () => {
    expect(formatDate(new Date('2024-07-14T22:30:00Z'), 'sv')).toBe('2024-07-15');
    expect(formatDate(new Date('2024-12-31T23:30:00Z'), 'sv')).toBe('2025-01-01');
  });

  it('accepts Date objects and answers an empty string for invalid dates', () => {
    expect(formatDate(new Date(Date.UTC(2025, 2, 3, 9, 7)), 'sv')).toBe('2025-03-03');
    expect(formatTime(new Date(Date.UTC(2025, 2, 3, 9, 7)), 'sv')).toBe('10:07');
    expect(formatDate('not a date', 'sv')).toBe('');
    expect(formatTime('not a date', 'en')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});

describe('Swedish days and times of day (as the API sends a meeting or a count line)', () => {
  it('shows a day (YYYY-MM-DD) as it is, in each language', () => {
    expect(formatDate('2026-11-30', 'sv')).toBe('2026-11-30');
    expect(formatDate('2026-11-30', 'en')).toBe('11/30/2026');
    expect(formatDate('2026-01-01', 'en')).toBe('01/01/2026');
    expect(formatDate(' 2026-12-31 ', 'en')).toBe('12/31/2026');
  });

  it('shows a day and a time without an offset as Swedish wall-clock, never moved', () => {
    expect(formatDateTime('2026-11-30T00:00', 'sv')).toBe('2026-11-30 00:00');
    expect(formatDateTime('2026-11-30T00:00:00', 'en')).toBe('11/30/2026 12:00 AM');
    expect(formatDateTime('2026-11-30 12:00', 'en')).toBe('11/30/2026 12:00 PM');
  });

  it('shows a time of day (HH:mm) with the 12 AM and 12 PM edges in English', () => {
    const en = (t: string) => formatTime(t, 'en');
    expect(en('00:00')).toBe('12:00 AM'); // midnight
    expect(en('00:59')).toBe('12:59 AM');
    expect(en('01:00')).toBe('01:00 AM');
    expect(en('11:59')).toBe('11:59 AM');
    expect(en('12:00')).toBe('12:00 PM'); // noon
    expect(en('12:59')).toBe('12:59 PM');
    expect(en('13:00')).toBe('01:00 PM');
    expect(en('23:59')).toBe('11:59 PM');
    expect(en('09:05:00')).toBe('09:05 AM');
    expect(formatTime('00:00', 'sv')).toBe('00:00');
    expect(formatTime('12:00', 'sv')).toBe('12:00');
    expect(formatTime('23:59', 'sv')).toBe('23:59');
  });

  it('answers an empty string for what is not a day or a time', () => {
    for (const bad of ['', '  ', 'not a date', '2026-02-30', '2026-13-01', '2026-00-10', '2026-11-30T24:00', '2026-11-30T09:60', '30/11/2026']) {
      expect(formatDate(bad, 'sv'), bad).toBe('');
      expect(formatDate(bad, 'en'), bad).toBe('');
      expect(formatDateTime(bad, 'en'), bad).toBe('');
    }
    for (const bad of ['24:00', '09:60', '9:05', '0905', 'noon']) {
      expect(formatTime(bad, 'sv'), bad).toBe('');
      expect(formatTime(bad, 'en'), bad).toBe('');
    }
    expect(formatDate(new Date(Number.NaN), 'en')).toBe('');
  });

  it('keeps a leap day and refuses one that does not exist', () => {
    expect(formatDate('2028-02-29', 'en')).toBe('02/29/2028');
    expect(formatDate('2026-02-29', 'en')).toBe('');
  });

  it('does not move a day or a time of day by the browser’s own time zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatDate('2026-11-30', 'en')).toBe('11/30/2026');
      expect(formatDateTime('2026-11-30T00:30', 'sv')).toBe('2026-11-30 00:30');
      expect(formatDateTime('2026-11-29T23:30:00Z', 'sv')).toBe('2026-11-30 00:30');
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});

describe('daylight saving time in Europe/Stockholm', () => {
  it('springs forward on the last Sunday of March: 01:59 CET is followed by 03:00 CEST', () => {
    expect(formatDateTime('2026-03-29T00:59:00Z', 'sv')).toBe('2026-03-29 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z', 'sv')).toBe('2026-03-29 03:00');
    expect(formatDateTime('2026-03-29T01:00:00Z', 'en')).toBe('03/29/2026 03:00 AM');
  });

  it('falls back on the last Sunday of October: 02:30 comes twice', () => {
    expect(formatDateTime('2026-10-25T00:30:00Z', 'sv')).toBe('2026-10-25 02:30'); // CEST
    expect(formatDateTime('2026-10-25T01:30:00Z', 'sv')).toBe('2026-10-25 02:30'); // CET
    expect(formatDateTime('2026-10-25T01:30:00Z', 'en')).toBe('10/25/2026 02:30 AM');
  });

  it('shows the Swedish day around midnight on either side of the change', () => {
    expect(formatDateTime('2026-03-28T23:00:00Z', 'en')).toBe('03/29/2026 12:00 AM'); // CET, UTC+1
    expect(formatDateTime('2026-03-29T22:00:00Z', 'en')).toBe('03/30/2026 12:00 AM'); // CEST, UTC+2
    expect(formatDateTime('2026-10-25T22:59:00Z', 'sv')).toBe('2026-10-25 23:59'); // CET
  });

  it('leaves a wall-clock day and time as sent on the days of the change', () => {
    expect(formatDaySpan('2026-03-29', '02:30', '03:30', 'sv')).toBe('2026-03-29 02:30–03:30');
    expect(formatDayAndTime('2026-10-25', '02:30', 'en')).toBe('10/25/2026 02:30 AM');
  });
});

describe('formatDayAndTime / formatDaySpan', () => {
  it('formats a day and a time sent apart; the date alone without a time; nothing without a day', () => {
    expect(formatDayAndTime('2026-11-30', '14:05', 'sv')).toBe('2026-11-30 14:05');
    expect(formatDayAndTime('2026-11-30', '14:05', 'en')).toBe('11/30/2026 02:05 PM');
    expect(formatDayAndTime('2026-11-30', null, 'en')).toBe('11/30/2026');
    expect(formatDayAndTime('2026-11-30', 'bad', 'en')).toBe('11/30/2026');
    expect(formatDayAndTime(null, '14:05', 'en')).toBe('');
    expect(formatDayAndTime('bad', '14:05', 'sv')).toBe('');
  });

  it('formats a meeting’s day with its from and to times', () => {
    expect(formatDaySpan('2026-11-30', '09:00', '10:30', 'sv')).toBe('2026-11-30 09:00–10:30');
    expect(formatDaySpan('2026-11-30', '11:30', '12:15', 'en')).toBe('11/30/2026 11:30 AM–12:15 PM');
    expect(formatDaySpan('2026-11-30', '00:00', '00:30', 'en')).toBe('11/30/2026 12:00 AM–12:30 AM');
    expect(formatDaySpan('', '09:00', '10:00', 'en')).toBe('');
  });
});

describe('formatPostalNo', () => {
  it('shows five digits as "123 45"', () => {
    expect(formatPostalNo('21145')).toBe('211 45');
    expect(formatPostalNo('211 45')).toBe('211 45');
  });

  it('leaves anything else unchanged', () => {
    expect(formatPostalNo('2114')).toBe('2114');
    expect(formatPostalNo('211456')).toBe('211456');
    expect(formatPostalNo('SE-21145')).toBe('SE-21145');
    expect(formatPostalNo('')).toBe('');
  });
});

describe('identity numbers', () => {
  // From server/seed/data/testpersonnummer.txt only.
  const A = '193001016595';
  const B = '193001017072';

  it('accepts 8 digits, an optional hyphen, 4 digits', () => {
    expect(isIdentityNumber(A)).toBe(true);
    expect(isIdentityNumber('19300101-6595')).toBe(true);
    expect(isIdentityNumber(` ${B} `)).toBe(true);
  });

  it('rejects other shapes', () => {
    expect(isIdentityNumber('3001016595')).toBe(false); // 10 digits
    expect(isIdentityNumber('300101-6595')).toBe(false);
    expect(isIdentityNumber('19300101+6595')).toBe(false);
    expect(isIdentityNumber('19300101--6595')).toBe(false);
    expect(isIdentityNumber(`${A}0`)).toBe(false);
    expect(isIdentityNumber('1930010x6595')).toBe(false);
    expect(isIdentityNumber('')).toBe(false);
  });

  it('formats as yyyymmdd-nnnn and leaves invalid input unchanged', () => {
    expect(formatIdentityNumber(A)).toBe('19300101-6595');
    expect(formatIdentityNumber('19300101-7072')).toBe('19300101-7072');
    expect(formatIdentityNumber(` ${B}`)).toBe('19300101-7072');
    expect(formatIdentityNumber('3001016595')).toBe('3001016595');
    expect(formatIdentityNumber('abc')).toBe('abc');
  });
});

describe('unitPrice / formatPrice', () => {
  const sek = { value: 'sek' };

  it('is null without a currency or without a price above zero', () => {
    expect(unitPrice({ salesPrice: 100 })).toBeNull();
    expect(unitPrice({ salesPrice: 100, salesPriceCurrency: null })).toBeNull();
    expect(unitPrice({ salesPrice: 100, salesPriceCurrency: { value: '' } })).toBeNull();
    expect(unitPrice({ salesPrice: 100, salesPriceCurrency: { value: null } })).toBeNull();
    expect(unitPrice({ salesPrice: 0, salesPriceCurrency: sek })).toBeNull();
    expect(unitPrice({ salesPrice: -5, salesPriceCurrency: sek })).toBeNull();
    expect(unitPrice({ salesPrice: null, salesPriceCurrency: sek })).toBeNull();
    expect(unitPrice({ salesPrice: 'abc', salesPriceCurrency: sek })).toBeNull();
    expect(formatPrice({ salesPrice: 100 }, 'sv')).toBeNull();
    expect(formatPrice({ salesPrice: 0, salesPriceCurrency: sek }, 'en')).toBeNull();
  });

  it('divides the price by the price quantity', () => {
    expect(unitPrice({ salesPrice: 100, salesPriceQuantity: 4, salesPriceCurrency: sek })).toBe(25);
    expect(unitPrice({ salesPrice: '12.50', salesPriceCurrency: sek })).toBe(12.5);
    expect(unitPrice({ salesPrice: 30, salesPriceQuantity: 0, salesPriceCurrency: sek })).toBe(30);
    expect(unitPrice({ salesPrice: 30, salesPriceQuantity: null, salesPriceCurrency: sek })).toBe(30);
  });

  it('formats with the given decimals and the currency upper-cased', () => {
    expect(formatPrice({ salesPrice: 1234.5, salesPriceCurrency: sek }, 'sv')).toBe('1\u00a0234,50 SEK');
    expect(formatPrice({ salesPrice: 1234.5, salesPriceCurrency: sek }, 'en')).toBe('1,234.50 SEK');
    expect(formatPrice({ salesPrice: 1234.5, numberOfPriceDecimals: 0, salesPriceCurrency: { value: 'eur' } }, 'en')).toBe('1,235 EUR');
    expect(formatPrice({ salesPrice: 10, numberOfPriceDecimals: 3, salesPriceQuantity: 4, salesPriceCurrency: sek }, 'sv')).toBe('2,500 SEK');
  });

  it('multiplies the unit price by the quantity asked for', () => {
    expect(formatPrice({ salesPrice: 100, salesPriceQuantity: 4, salesPriceCurrency: sek }, 'en', 3)).toBe('75.00 SEK');
  });
});
