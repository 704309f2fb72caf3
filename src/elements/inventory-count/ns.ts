/** The inventory count's i18n namespace (`<fsp-inventory-count>`). */
export const NS = 'inventory-count';
