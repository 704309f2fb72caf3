/** Text for an HTML page the server writes itself: every character that could open markup, escaped. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
