/**
 * The error catalogue of spec 1 §8, in one pure function: what the user sees for any failed call.
 * Components never handle a 401 or a 503 themselves; the http client applies the reaction.
 */
export type ErrorReaction =
  /** Session expired or user disabled: clear the session, say nothing. */
  | { kind: 'silent-clear'; code: string }
  /** Show a message (snackbar for 5 s). */
  | { kind: 'message'; code: string | null; text: string }
  /**
   * The answer was not the API's (an HTML page, an empty or plain-text body, a 2xx that is not
   * JSON): most often `api-base` points at the host page's own server. Shown like a message; the
   * status is the other server's, so it says nothing about the API (a 404 is not "not found").
   */
  | { kind: 'unexpected-answer'; code: null; text: string }
  /** 503 or no response: the blocking reconnect dialog. */
  | { kind: 'reconnect'; text: string };

/** i18next's `t` of the core namespace (a value to interpolate only for texts that name one). */
export type Translate = (key: string, values?: Record<string, string>) => string;

/** What came with the answer, besides its status and body. */
export type AnswerOrigin = {
  /** The answer's Content-Type header, null when it had none. */
  contentType: string | null;
  /** The element's API root, absolute (e.g. `https://portal.example.org/rs`): named in the text. */
  apiBase: string;
};

const SILENT_CODES = new Set(['OTSS000', 'OTSU002']);
const SHOWN_CODES = new Set(['OTSP001', 'OTSU001', 'token.is.revoked']);

/** JSON and its subtypes (`application/problem+json`, `application/vnd.api+json`), as ky reads them. */
export function isJsonContentType(contentType: string | null): boolean {
  const mime = (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return /\/(?:.*[.+-])?json$/.test(mime);
}

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
 * @param body the body as read: parsed JSON when the answer said JSON and it parsed, its text when
 *   the answer said something else, undefined when it was empty or did not parse
 * @param online navigator.onLine
 * @param origin the answer's content type and the API root it was asked of
 */
export function classifyError(status: number | null, body: unknown, online: boolean, t: Translate, origin: AnswerOrigin): ErrorReaction {
  if (status === null) return { kind: 'reconnect', text: t(online ? 'errors.noResponse' : 'errors.offline') };
  // The catalogue's reconnect dialog whatever the body: a 503 means "try again" from any server.
  if (status === 503) return { kind: 'reconnect', text: t('errors.server503') };
  // Only the API's own JSON is read for codes and texts. A 2xx gets here only when its body was
  // not the JSON the call expected.
  const fromApi = status >= 300 && isJsonContentType(origin.contentType) && body !== undefined;
  if (!fromApi) {
    // A 500 keeps the catalogue's text: it is a server fault for the user to report, wherever it came from.
    if (status === 500) return { kind: 'message', code: null, text: t('errors.server500') };
    return { kind: 'unexpected-answer', code: null, text: t('errors.unexpectedAnswer', { apiBase: origin.apiBase }) };
  }
  const { code, message } = bodyError(body);
  if (status === 401 && code && SILENT_CODES.has(code)) return { kind: 'silent-clear', code };
  if (code && SHOWN_CODES.has(code)) return { kind: 'message', code, text: message ?? t(`errors.${code}`) };
  if (status === 500) return { kind: 'message', code, text: t('errors.server500') };
  if (message) return { kind: 'message', code, text: message };
  return { kind: 'message', code, text: t('errors.unknown') };
}
