/** The inventory search's i18n namespace. */
export const NS = 'inventory-search';
