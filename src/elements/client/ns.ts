/** The client area's i18n namespace (`<fsp-client>`; the holdings, tasks and history texts are merged into it). */
export const NS = 'client';
