/** The product detail's i18n namespace (`<fsp-product>`); missing keys fall back to core's (error texts, NOT_ORDERABLE_SINGULAR). */
export const NS = 'product';
