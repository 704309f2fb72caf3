/**
 * The text of a failed holding action: ours for the codes a holding call answers, else the
 * catalogue's (the server's message). The amounts, names and dialog frame the holdings share with
 * other stock items are core's (areas/stock/items.tsx).
 */
import type { TFunction } from 'i18next';
import { failureCode, failureText } from '../failure.ts';

/** The user's text of a failed action: ours for the codes we know, else the catalogue's (the server's message). */
export function actionFailureText(error: unknown, t: TFunction): string {
  const code = failureCode(error);
  const own = code ? t(`holdings.errors.${code}`, { defaultValue: '' }) : '';
  return own || failureText(error, t);
}
