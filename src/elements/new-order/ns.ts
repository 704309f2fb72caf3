/** The new-order popup's i18n namespace. */
export const NS = 'new-order';
