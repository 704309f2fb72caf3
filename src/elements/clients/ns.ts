/** The client search's i18n namespace. */
export const NS = 'clients';
