/** The text of a failed call for a form, a dialog or a confirmation: an area's text of its code, else the catalogue's. */
import type { TFunction } from 'i18next';
import { ApiFailure } from './client.ts';

/** The error code of a failed call (`PRIMARY_CONTACT_EXISTS`), or null. */
export function failureCode(error: unknown): string | null {
  return error instanceof ApiFailure && error.reaction.kind === 'message' ? error.reaction.code : null;
}

/**
 * What the user is told: `<prefix>.<code>` of the caller's namespace when there is one (sv and en;
 * e.g. `errors` of the element's own, or `orders:errors`), else the text the catalogue made of the
 * answer (the server's message, or "no contact with the server").
 */
export function failureText(error: unknown, t: TFunction, prefix = 'errors'): string {
  if (!(error instanceof ApiFailure)) return t('core:errors.unknown');
  const code = failureCode(error);
  const own = code ? t(`${prefix}.${code}`, { defaultValue: '' }) : '';
  if (own) return own;
  return error.reaction.kind === 'silent-clear' ? t('core:notLoggedIn') : error.reaction.text;
}
