/**
 * Swedish personal identity numbers (personnummer) and coordination numbers (samordningsnummer) as
 * users type them (spec 2 §5: both readings exist, yyyymmdd-nnnn and yymmdd-nnnn): twelve or ten
 * digits, with or without the hyphen, and `+` instead of it for someone aged 100 or more. Parsed to
 * the twelve digits the API takes, or to the reason it is not one, before any call is made.
 *
 * Shared by the browser (src/core/format re-exports it) and the server (which enforces it: the
 * new-order lookup and POST /clients/create). Zod-free, so browser code may import it as a value.
 */

export type IdentityNumberProblem =
  /** Not 12 digits, 10 digits, or either with its one separator. */
  | 'format'
  /** No such date (a coordination number's day is the birth day plus 60). */
  | 'date'
  /** The last digit is not the check digit of the nine before it (Luhn, over yymmddnnn). */
  | 'checkDigit';

export type ParsedIdentityNumber = { ok: true; value: string } | { ok: false; problem: IdentityNumberProblem };

const SHAPE = /^(\d{2})?(\d{6})([-+]?)(\d{4})$/;

/** The Luhn check digit of a string of digits. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

function isDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The century of a ten-digit number: the latest one in which the birth date is not after `today`
 * (the person's age is below 100), and one century earlier with `+` (100 or more).
 */
function fullYear(yy: number, month: number, day: number, plus: boolean, today: Date): number {
  const thisYear = today.getFullYear();
  let year = thisYear - (thisYear % 100) + yy;
  const birthday = new Date(year, month - 1, day);
  if (year > thisYear || (year === thisYear && birthday > today)) year -= 100;
  return plus ? year - 100 : year;
}

/**
 * `19300101-6595`, `193001016595`, `300101-6595`, `3001016595`, `300101+6595` (aged 100 or more)
 * → `193001016595`. Spaces around are ignored. `today` sets the century of a ten-digit number.
 */
export function parseIdentityNumber(input: string, today: Date = new Date()): ParsedIdentityNumber {
  const m = SHAPE.exec(input.trim());
  if (!m) return { ok: false, problem: 'format' };
  const [, century, yymmdd = '', separator, last4 = ''] = m;
  // The + belongs to the ten-digit form only: a twelve-digit number says its century itself.
  if (century && separator === '+') return { ok: false, problem: 'format' };
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const rawDay = Number(yymmdd.slice(4, 6));
  const day = rawDay > 60 ? rawDay - 60 : rawDay; // a coordination number
  const year = century ? Number(century) * 100 + yy : fullYear(yy, month, day, separator === '+', today);
  if (!isDate(year, month, day)) return { ok: false, problem: 'date' };
  const ten = `${yymmdd}${last4}`;
  if (luhnCheckDigit(ten.slice(0, 9)) !== Number(ten[9])) return { ok: false, problem: 'checkDigit' };
  return { ok: true, value: `${String(year).padStart(4, '0').slice(0, 2)}${ten}` };
}
