/** The product catalogue's i18n namespace (`<fsp-product-catalogue>`). */
export const NS = 'product-catalogue';
