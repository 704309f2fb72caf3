/** The text of a failed call for a form or a confirmation: the area's text of its code, else the catalogue's. */
import type { TFunction } from 'i18next';
import { ApiFailure } from '../../../core/http/client.ts';

/** The error code of a failed call (`PRIMARY_CONTACT_EXISTS`), or null. */
export function failureCode(error: unknown): string | null {
  return error instanceof ApiFailure && error.reaction.kind === 'message' ? error.reaction.code : null;
}

/**
 * What the user is told: this namespace's `errors.<code>` when there is one (sv and en), else the
 * text the catalogue made of the answer (the server's message, or "no contact with the server").
 */
export function failureText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiFailure)) return t('errors.unknown');
  const code = failureCode(error);
  const own = code ? t(`errors.${code}`, { defaultValue: '' }) : '';
  if (own) return own;
  return error.reaction.kind === 'silent-clear' ? t('notLoggedIn') : error.reaction.text;
}
