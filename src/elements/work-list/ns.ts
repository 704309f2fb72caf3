/** The work list's i18n namespace (`<fsp-work-list>`). */
export const NS = 'work-list';
