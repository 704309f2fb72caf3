/**
 * Products' GTINs (issue 40: a scanned GS1 code's (01) finds the product). Every product has one,
 * made by the database from its id (products.gtin, migration 0023): GS1 prefix 735 (Sweden), the
 * company prefix 735000, the id as the six-digit item reference, and the check digit, as GTIN-14
 * (a leading 0: the GTIN-13 on a retail package). A search word that is a GTIN (8, 12, 13 or 14
 * digits with a right check digit) also matches the product with that GTIN.
 */
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from './paging.ts';

/** GS1's check digit of the digits before it (any length): weights 3 and 1 from the right. */
export function gtinCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** The GTIN-14 a seeded product has (what the database's generated column makes). */
export function productGtin(id: number): string {
  const first13 = `0735000${String(id).padStart(6, '0')}`;
  return `${first13}${gtinCheckDigit(first13)}`;
}

/** The word as a GTIN-14 when it is a GTIN-8, -12, -13 or -14 with a right check digit; else null. */
export function gtinOfWord(word: string): string | null {
  if (!/^(?:\d{8}|\d{12,14})$/.test(word)) return null;
  const gtin = word.padStart(14, '0');
  return gtinCheckDigit(gtin.slice(0, 13)) === Number(gtin[13]) ? gtin : null;
}

/**
 * A search word's condition: the row's words contain it (`text`, already folded to lower case),
 * or, when it is a GTIN, the row's product (`productId`) is the product with that GTIN.
 */
export function wordOrGtin(word: string, text: SQL, productId: SQL): SQL {
  const like = sql`${text} LIKE ${`%${escapeLike(word)}%`}`;
  const gtin = gtinOfWord(word);
  return gtin === null ? like : sql`(${like} OR ${productId} = (SELECT id FROM products WHERE gtin = ${gtin}))`;
}
