/** The order wizards' i18n namespace. */
export const NS = 'order-wizard';
