/** The client forms' field rules (spec 2 §5 Contact form, Address form, Client edit), pure. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9 +()-]*\d[0-9 +()-]*$/;

/** An e-mail address as the server takes one (local@domain.tld, no spaces). */
export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 320 && EMAIL.test(v);
}

/** Digits, with spaces, +, - and parentheses as people write them. */
export function isPhone(value: string): boolean {
  const v = value.trim();
  return v.length <= 40 && PHONE.test(v);
}

/** A postal number as typed ("21145", "211 45") as the API's five digits, or null when it is not one. */
export function toPostalNo(value: string): string | null {
  const digits = value.replace(/\s/g, '');
  return /^\d{5}$/.test(digits) ? digits : null;
}
