/** The client's timeline's i18n namespace (`<fsp-client-timeline>`; the timelines' texts are the area's `timeline`). */
export const NS = 'client-timeline';
