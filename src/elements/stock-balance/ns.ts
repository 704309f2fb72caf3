/** The stock balance's i18n namespace (`<fsp-stock-balance>`). */
export const NS = 'stock-balance';
