/**
 * Formatting per language (spec 1 §9): dates yyyy-MM-dd and HH:mm in Swedish, MM/dd/yyyy and
 * hh:mm a in English, always in Swedish time; postal numbers as "123 45"; identity numbers as
 * yyyymmdd-nnnn; prices as price / price quantity with the given decimals and the currency upper-cased.
 */
import type { Language } from '../i18n/index.ts';

export const TIME_ZONE = 'Europe/Stockholm';

function parts(value: Date | string): Record<string, string> | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const fmt = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  });
  return Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
}

export function formatDate(value: Date | string, lang: Language): string {
  const p = parts(value);
  if (!p) return '';
  return lang === 'en' ? `${p.month}/${p.day}/${p.year}` : `${p.year}-${p.month}-${p.day}`;
}

export function formatTime(value: Date | string, lang: Language): string {
  const p = parts(value);
  if (!p) return '';
  if (lang === 'sv') return `${p.hour}:${p.minute}`;
  const h = Number(p.hour);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${p.minute} ${h < 12 ? 'AM' : 'PM'}`;
}

export function formatDateTime(value: Date | string, lang: Language): string {
  const d = formatDate(value, lang);
  return d ? `${d} ${formatTime(value, lang)}` : '';
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
