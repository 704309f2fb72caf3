/** The mobile-id area's i18n namespace. */
export const NS = 'mobile-id';
