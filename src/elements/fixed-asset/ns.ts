/** The fixed-asset detail's i18n namespace (the stock-item parts' texts are core's `stock`). */
export const NS = 'fixed-asset';
