/** The messages area's i18n namespace. */
export const NS = 'messages';
