/**
 * The error catalogue of spec 1 §8, in one pure function: what the user sees for any failed call.
 * Components never handle a 401 or a 503 themselves; the http client applies the reaction.
 */
export type ErrorReaction =
  /** Session expired or user disabled: clear the session, say nothing. */
  | { kind: 'silent-clear'; code: string }
  /** Show a message (snackbar for 5 s). */
  | { kind: 'message'; code: string | null; text: string }
  /** 503 or no response: the blocking reconnect dialog. */
  | { kind: 'reconnect'; text: string };

type Translate = (key: string) => string;

const SILENT_CODES = new Set(['OTSS000', 'OTSU002']);
const SHOWN_CODES = new Set(['OTSP001', 'OTSU001', 'token.is.revoked']);

function bodyError(body: unknown): { code: string | null; message: string | null } {
  if (typeof body === 'string') return { code: null, message: body.trim() || null };
  if (body && typeof body === 'object' && 'error' in body) {
    const err = body.error;
    if (err && typeof err === 'object') {
      const code = 'code' in err && typeof err.code === 'string' ? err.code : null;
      const message = 'errorMessage' in err && typeof err.errorMessage === 'string' ? err.errorMessage.trim() || null : null;
      return { code, message };
    }
  }
  if (body && typeof body === 'object' && 'errorMessage' in body && typeof body.errorMessage === 'string') {
    return { code: null, message: body.errorMessage.trim() || null };
  }
  return { code: null, message: null };
}

/**
 * @param status HTTP status, or null when no response came
 * @param body the parsed body (object or string), or undefined
 * @param online navigator.onLine
 */
export function classifyError(status: number | null, body: unknown, online: boolean, t: Translate): ErrorReaction {
  if (status === null) return { kind: 'reconnect', text: t(online ? 'errors.noResponse' : 'errors.offline') };
  if (status === 503) return { kind: 'reconnect', text: t('errors.server503') };
  const { code, message } = bodyError(body);
  if (status === 401 && code && SILENT_CODES.has(code)) return { kind: 'silent-clear', code };
  if (code && SHOWN_CODES.has(code)) return { kind: 'message', code, text: message ?? t(`errors.${code}`) };
  if (status === 500) return { kind: 'message', code, text: t('errors.server500') };
  if (message) return { kind: 'message', code, text: message };
  return { kind: 'message', code, text: t('errors.unknown') };
}
