/** The fitting list's i18n namespace. */
export const NS = 'fitting-list';
