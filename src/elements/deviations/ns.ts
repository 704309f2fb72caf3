/** The deviation list's i18n namespace (its shared texts are core's `deviations`). */
export const NS = 'deviation-list';
