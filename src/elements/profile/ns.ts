/** The profile area's i18n namespace. */
export const NS = 'profile';
