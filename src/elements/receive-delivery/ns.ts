/** The receive-delivery element's i18n namespace. */
export const NS = 'receive-delivery';
