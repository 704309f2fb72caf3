/** The order list's i18n namespace. */
export const NS = 'order-list';
