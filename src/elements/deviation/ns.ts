/** The deviation detail's i18n namespace (its shared texts are core's `deviations`). */
export const NS = 'deviation-detail';
