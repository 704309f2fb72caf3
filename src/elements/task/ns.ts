/** The task's i18n namespace (`<fsp-task>`). */
export const NS = 'task';
