/** The cart's i18n namespace. */
export const NS = 'cart';
