/** The order detail's i18n namespace (ordering's shared texts are `orders:…`, core's). */
export const NS = 'order';
