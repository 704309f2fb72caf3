/**
 * Formatting per language (spec 1 §9): dates yyyy-MM-dd and HH:mm in Swedish, MM/dd/yyyy and
 * hh:mm a in English, always in Swedish time; postal numbers as "123 45"; identity numbers as
 * yyyymmdd-nnnn; prices as price / price quantity with the given decimals and the currency upper-cased.
 */
import type { Language } from '../i18n/index.ts';

export const TIME_ZONE = 'Europe/Stockholm';

type Parts = { year: string; month: string; day: string; hour: string; minute: string };

/** A Swedish wall-clock day, optionally with a time and no offset: 2026-11-30, 2026-11-30T09:05(:00). */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;
/** A Swedish wall-clock time of day without a day: 09:05 or 09:05:00. */
const CLOCK = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

const validClock = (hour: string, minute: string) => Number(hour) <= 23 && Number(minute) <= 59;

function wallClock(text: string): Parts | null {
  const m = WALL_CLOCK.exec(text);
  if (!m) return null;
  const [, year = '', month = '', day = '', hour = '00', minute = '00'] = m;
  const d = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const exists = d.getUTCFullYear() === Number(year) && d.getUTCMonth() === Number(month) - 1 && d.getUTCDate() === Number(day);
  return exists && validClock(hour, minute) ? { year, month, day, hour, minute } : null;
}

const INSTANT = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/**
 * The Swedish wall-clock parts of a value: an instant (a Date, or an ISO 8601 string with its
 * offset or Z) in Swedish time; a day or a day and a time without an offset (what the API sends
 * as "YYYY-MM-DD, Swedish time") as they are, never moved by the browser's own time zone.
 */
function parts(value: Date | string): Parts | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (WALL_CLOCK.test(text)) return wallClock(text);
    // Only ISO 8601 (what the API sends): Date would read '0905' as the year 905.
    return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) ? parts(new Date(text)) : null;
  }
  if (Number.isNaN(value.getTime())) return null;
  const p = Object.fromEntries(INSTANT.formatToParts(value).map((x) => [x.type, x.value]));
  return { year: p.year ?? '', month: p.month ?? '', day: p.day ?? '', hour: p.hour ?? '', minute: p.minute ?? '' };
}

function clockText(hour: string, minute: string, lang: Language): string {
  if (lang === 'sv') return `${hour}:${minute}`;
  const h = Number(hour);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${minute} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * The one date formatter for every date on screen: yyyy-MM-dd in Swedish, MM/dd/yyyy in English.
 * Takes an instant (Date or ISO 8601 with offset, shown in Swedish time) or a Swedish day
 * (YYYY-MM-DD, with or without a time); anything else, or a day that does not exist, is ''.
 */
export function formatDate(value: Date | string, lang: Language): string {
  const p = parts(value);
  return p ? dateText(p, lang) : '';
}

const dateText = (p: Parts, lang: Language) => (lang === 'en' ? `${p.month}/${p.day}/${p.year}` : `${p.year}-${p.month}-${p.day}`);

/**
 * The one time formatter: HH:mm in Swedish, hh:mm AM/PM in English (midnight 12:00 AM, noon
 * 12:00 PM). Takes what formatDate takes, or a Swedish time of day (HH:mm, as a meeting's from and
 * to are sent); anything else is ''.
 */
export function formatTime(value: Date | string, lang: Language): string {
  if (typeof value === 'string') {
    const clock = CLOCK.exec(value.trim());
    if (clock) return validClock(clock[1] ?? '', clock[2] ?? '') ? clockText(clock[1] ?? '', clock[2] ?? '', lang) : '';
  }
  const p = parts(value);
  return p ? clockText(p.hour, p.minute, lang) : '';
}

/** The date and the time, as formatDate and formatTime give them, with a space between. */
export function formatDateTime(value: Date | string, lang: Language): string {
  // The parts once for both (an instant's are Intl's formatToParts, a timeline's every entry).
  const p = parts(value);
  return p ? `${dateText(p, lang)} ${clockText(p.hour, p.minute, lang)}` : '';
}

/**
 * A Swedish day and a time of day sent apart (YYYY-MM-DD and HH:mm, as an inventory count line's
 * reported and approved ones): both as formatDateTime gives them, only the date when there is no
 * time, '' when there is no (valid) day.
 */
export function formatDayAndTime(day: string | null | undefined, time: string | null | undefined, lang: Language): string {
  const date = day ? formatDate(day, lang) : '';
  if (!date) return '';
  const clock = time ? formatTime(time, lang) : '';
  return clock ? `${date} ${clock}` : date;
}

/** A day with a from and a to time (a meeting): "2026-11-30 09:00–10:00", "11/30/2026 09:00 AM–10:00 AM". */
export function formatDaySpan(day: string, from: string, to: string, lang: Language): string {
  const date = formatDate(day, lang);
  return date ? `${date} ${formatTime(from, lang)}–${formatTime(to, lang)}` : '';
}

/** A five-digit postal number is shown as three digits, a space, two digits; anything else as given. */
export function formatPostalNo(value: string): string {
  const digits = value.replace(/\s/g, '');
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : value;
}

/** Accepted identity number input: eight digits, an optional hyphen, four digits. */
export const IDENTITY_NUMBER_PATTERN = /^(\d{8})-?(\d{4})$/;

export function isIdentityNumber(value: string): boolean {
  return IDENTITY_NUMBER_PATTERN.test(value.trim());
}

/** 197001011234 or 19700101-1234 -> 19700101-1234 */
export function formatIdentityNumber(value: string): string {
  const m = IDENTITY_NUMBER_PATTERN.exec(value.trim());
  return m ? `${m[1]}-${m[2]}` : value;
}

export type Priced = {
  salesPrice?: number | string | null;
  salesPriceQuantity?: number | null;
  numberOfPriceDecimals?: number | null;
  salesPriceCurrency?: { value?: string | null } | null;
};

/** Unit price, or null when it is not to be shown (no currency, or not above zero). */
export function unitPrice(p: Priced): number | null {
  const price = Number(p.salesPrice ?? 0);
  if (!p.salesPriceCurrency?.value || !(price > 0)) return null;
  return price / (p.salesPriceQuantity && p.salesPriceQuantity > 0 ? p.salesPriceQuantity : 1);
}

export function formatPrice(p: Priced, lang: Language, quantity = 1): string | null {
  const unit = unitPrice(p);
  if (unit === null) return null;
  const decimals = p.numberOfPriceDecimals ?? 2;
  const amount = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'sv-SE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(unit * quantity);
  return `${amount} ${(p.salesPriceCurrency?.value ?? '').toUpperCase()}`;
}
