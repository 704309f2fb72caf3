/** The fitting detail's i18n namespace (fittings' shared texts, the codes and statuses, are `fittings:…`, core's). */
export const NS = 'fitting';
