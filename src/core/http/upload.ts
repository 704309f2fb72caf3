/**
 * Multipart uploads with progress (message attachments; later order and fitting files). fetch
 * reports no upload progress over HTTP/1.1, so an upload is an XMLHttpRequest with the same
 * headers and the same error catalogue as every other call (client.ts). Where the network is
 * replaced (Storybook runs the reference API in the page, setTransport), the upload goes through
 * that transport and reports its progress when it is done.
 */
import type { Language } from '../i18n/index.ts';
import { sessionStore } from '../session/store.ts';
import { absoluteApiRoot, callHeaders, failureOf, getTransport, isDefaultTransport } from './client.ts';

/** Bytes sent of the total (the whole multipart body, files and data). */
export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Set false where the caller shows the message itself (it still gets the ApiFailure). */
  notify?: boolean;
};

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** POSTs `form` to `path` under the API root `apiBase`; resolves the JSON answer, or throws ApiFailure. */
export function upload<T>(apiBase: string, lang: Language, path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal, notify = true } = options;
  const context = { apiBase, lang, notify, sessionAtCall: sessionStore.getState().sessionId };
  const url = `${absoluteApiRoot(apiBase)}/${path.replace(/^\//, '')}`;
  const answer = (status: number, text: string, contentType: string | null): T => {
    const body = text.trim() ? parse(text) : { ok: false as const };
    if (status >= 200 && status < 300 && body.ok) return body.value as T;
    throw failureOf(status, body.ok ? body.value : text.trim() || undefined, contentType, context);
  };

  if (!isDefaultTransport()) {
    return getTransport()(url, { method: 'POST', body: form, headers: callHeaders(lang), signal: signal ?? null }).then(
      async (response) => {
        const text = await response.text();
        const result = answer(response.status, text, response.headers.get('Content-Type'));
        onProgress?.({ loaded: 1, total: 1 });
        return result;
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw failureOf(null, undefined, null, context);
      },
    );
  }

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(callHeaders(lang))) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      try {
        resolve(answer(xhr.status, xhr.responseText, xhr.getResponseHeader('Content-Type')));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => reject(failureOf(null, undefined, null, context));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
