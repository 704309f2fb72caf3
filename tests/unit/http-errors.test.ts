import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { classifyError } from '../../src/core/http/errors.ts';
import { i18n, loadTexts } from '../../src/core/i18n/index.ts';
import coreEn from '../../src/core/i18n/en.json';
import coreSv from '../../src/core/i18n/sv.json';
import standaloneEn from '../../src/standalone/en.json';
import standaloneSv from '../../src/standalone/sv.json';
import documentsEn from '../../src/elements/documents/en.json';
import documentsSv from '../../src/elements/documents/sv.json';

/** Answers the key itself (and any values), so every assertion names the exact text key chosen. */
const t = (key: string, values?: Record<string, string>) => (values ? `${key} ${JSON.stringify(values)}` : key);

const API = 'http://host.example/rs';
/** An answer of the API: JSON, as every answer of the fsp/v1 API is. */
const JSON_ANSWER = { contentType: 'application/json', apiBase: API };
const HTML_ANSWER = { contentType: 'text/html; charset=utf-8', apiBase: API };
const TEXT_ANSWER = { contentType: 'text/plain;charset=UTF-8', apiBase: API };
const NO_TYPE = { contentType: null, apiBase: API };
const UNEXPECTED = { kind: 'unexpected-answer', code: null, text: `errors.unexpectedAnswer {"apiBase":"${API}"}` };
const HTML_404 = '<!DOCTYPE html><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>';

// Core's texts load on demand (a chunk per language), as an element would load them.
beforeAll(() => Promise.all([loadTexts('sv', ['core']), loadTexts('en', ['core'])]));

describe('classifyError: the error catalogue', () => {
  it('no response: reconnect, with the online or offline text', () => {
    expect(classifyError(null, undefined, true, t, JSON_ANSWER)).toEqual({ kind: 'reconnect', text: 'errors.noResponse' });
    expect(classifyError(null, undefined, false, t, JSON_ANSWER)).toEqual({ kind: 'reconnect', text: 'errors.offline' });
  });

  it('503: reconnect with the 503 text, whatever the body says', () => {
    expect(classifyError(503, undefined, true, t, JSON_ANSWER)).toEqual({ kind: 'reconnect', text: 'errors.server503' });
    expect(classifyError(503, { error: { code: 'X', errorMessage: 'Down for maintenance' } }, true, t, JSON_ANSWER)).toEqual({
      kind: 'reconnect',
      text: 'errors.server503',
    });
  });

  it('401 OTSS000 and OTSU002: clear the session silently', () => {
    expect(classifyError(401, { error: { code: 'OTSS000', errorMessage: 'Sessionen har gått ut.' } }, true, t, JSON_ANSWER)).toEqual({
      kind: 'silent-clear',
      code: 'OTSS000',
    });
    expect(classifyError(401, { error: { code: 'OTSU002' } }, true, t, JSON_ANSWER)).toEqual({ kind: 'silent-clear', code: 'OTSU002' });
  });

  it('OTSU001, OTSP001 and token.is.revoked: the server text, else the catalogue text', () => {
    for (const code of ['OTSU001', 'OTSP001', 'token.is.revoked']) {
      expect(classifyError(401, { error: { code, errorMessage: `server says ${code}` } }, true, t, JSON_ANSWER)).toEqual({
        kind: 'message',
        code,
        text: `server says ${code}`,
      });
      expect(classifyError(401, { error: { code } }, true, t, JSON_ANSWER)).toEqual({ kind: 'message', code, text: `errors.${code}` });
    }
  });

  it('a shown code with an empty errorMessage falls back to the catalogue text (no empty message)', () => {
    // "when the body has no text": an empty string is no text; a string body is already treated so.
    expect(classifyError(401, { error: { code: 'OTSU001', errorMessage: '' } }, true, t, JSON_ANSWER)).toEqual({
      kind: 'message',
      code: 'OTSU001',
      text: 'errors.OTSU001',
    });
  });

  it('500: the 500 text, even when the body carries a message', () => {
    expect(classifyError(500, undefined, true, t, JSON_ANSWER)).toEqual({ kind: 'message', code: null, text: 'errors.server500' });
    expect(classifyError(500, { error: { code: 'INTERNAL', errorMessage: 'stack trace' } }, true, t, JSON_ANSWER)).toEqual({
      kind: 'message',
      code: 'INTERNAL',
      text: 'errors.server500',
    });
  });

  it('other statuses: the errorMessage of an object body', () => {
    expect(classifyError(400, { error: { code: 'VALIDATION', errorMessage: 'Ogiltig begäran.' } }, true, t, JSON_ANSWER)).toEqual({
      kind: 'message',
      code: 'VALIDATION',
      text: 'Ogiltig begäran.',
    });
    expect(classifyError(404, { errorMessage: 'Finns inte' }, true, t, JSON_ANSWER)).toEqual({ kind: 'message', code: null, text: 'Finns inte' });
  });

  it('a silent code with another status than 401 is not silent', () => {
    expect(classifyError(403, { error: { code: 'OTSS000', errorMessage: 'nope' } }, true, t, JSON_ANSWER)).toEqual({
      kind: 'message',
      code: 'OTSS000',
      text: 'nope',
    });
  });

  it('a string body (JSON) is shown as it is', () => {
    expect(classifyError(502, 'Bad gateway', true, t, JSON_ANSWER)).toEqual({ kind: 'message', code: null, text: 'Bad gateway' });
  });

  it('anything else of the API: the unknown text', () => {
    expect(classifyError(400, '   ', true, t, JSON_ANSWER)).toEqual({ kind: 'message', code: null, text: 'errors.unknown' });
    expect(classifyError(400, null, true, t, JSON_ANSWER)).toEqual({ kind: 'message', code: null, text: 'errors.unknown' });
    expect(classifyError(400, { foo: 'bar' }, true, t, JSON_ANSWER)).toEqual({ kind: 'message', code: null, text: 'errors.unknown' });
    expect(classifyError(400, { error: { code: 'X' } }, true, t, JSON_ANSWER)).toEqual({ kind: 'message', code: 'X', text: 'errors.unknown' });
    expect(classifyError(401, { error: null }, true, t, JSON_ANSWER)).toEqual({ kind: 'message', code: null, text: 'errors.unknown' });
  });
});

describe('classifyError: an answer that is not the API\'s', () => {
  it('an HTML 404 (api-base forgotten: the host page\'s own server answered): the text naming the API root, never the page', () => {
    const reaction = classifyError(404, HTML_404, true, t, HTML_ANSWER);
    expect(reaction).toEqual(UNEXPECTED);
    expect(JSON.stringify(reaction)).not.toContain('Not Found');
  });

  it('an HTML 200 on a JSON call (a single-page app\'s fallback page)', () => {
    expect(classifyError(200, '<!doctype html><html><body><div id="app"></div></body></html>', true, t, HTML_ANSWER)).toEqual(UNEXPECTED);
  });

  it('a 2xx is never read as an error of the API, even when it says JSON (its body did not parse)', () => {
    expect(classifyError(200, undefined, true, t, JSON_ANSWER)).toEqual(UNEXPECTED);
    expect(classifyError(201, { error: { code: 'OTSU001', errorMessage: 'x' } }, true, t, JSON_ANSWER)).toEqual(UNEXPECTED);
  });

  it('an empty body: a 502 from a proxy, a 418 with or without a JSON content type', () => {
    expect(classifyError(502, undefined, true, t, NO_TYPE)).toEqual(UNEXPECTED);
    expect(classifyError(418, undefined, true, t, NO_TYPE)).toEqual(UNEXPECTED);
    expect(classifyError(400, undefined, true, t, JSON_ANSWER)).toEqual(UNEXPECTED);
  });

  it('text/plain (a proxy\'s or a framework\'s default page): not shown as it is', () => {
    expect(classifyError(502, 'Bad gateway (proxy 10.0.0.7)', true, t, TEXT_ANSWER)).toEqual(UNEXPECTED);
    expect(classifyError(404, '404 Not Found', true, t, TEXT_ANSWER)).toEqual(UNEXPECTED);
    expect(classifyError(401, 'OTSS000', true, t, TEXT_ANSWER)).toEqual(UNEXPECTED); // no code read from it: nothing cleared
  });

  it('500 keeps the catalogue text whatever the body; 503 and no response keep the reconnect dialog', () => {
    expect(classifyError(500, '<html><body>Internal Server Error</body></html>', true, t, HTML_ANSWER)).toEqual({ kind: 'message', code: null, text: 'errors.server500' });
    expect(classifyError(500, undefined, true, t, NO_TYPE)).toEqual({ kind: 'message', code: null, text: 'errors.server500' });
    expect(classifyError(503, '<html><body>Service Unavailable</body></html>', true, t, HTML_ANSWER)).toEqual({ kind: 'reconnect', text: 'errors.server503' });
    expect(classifyError(503, undefined, true, t, NO_TYPE)).toEqual({ kind: 'reconnect', text: 'errors.server503' });
    expect(classifyError(null, undefined, true, t, HTML_ANSWER)).toEqual({ kind: 'reconnect', text: 'errors.noResponse' });
  });

  it('the API\'s JSON error body keeps the catalogue, also with a charset or a +json type', () => {
    const body = { error: { code: 'VALIDATION', errorMessage: 'Ogiltig begäran.' } };
    for (const contentType of ['application/json', 'application/json; charset=UTF-8', 'application/problem+json']) {
      expect(classifyError(400, body, true, t, { contentType, apiBase: API })).toEqual({ kind: 'message', code: 'VALIDATION', text: 'Ogiltig begäran.' });
      expect(classifyError(401, { error: { code: 'OTSS000' } }, true, t, { contentType, apiBase: API })).toEqual({ kind: 'silent-clear', code: 'OTSS000' });
    }
  });

  it('the text in both languages names the API root', () => {
    for (const lng of ['sv', 'en'] as const) {
      const tr = i18n.getFixedT(lng, 'core');
      const text = tr('errors.unexpectedAnswer', { apiBase: API });
      expect(text).toContain(API);
      expect(text).not.toContain('{{');
    }
    expect(i18n.getFixedT('sv', 'core')('errors.unexpectedAnswer', { apiBase: API })).toBe(`Portalens tjänst på ${API} svarade inte som förväntat.`);
    expect(i18n.getFixedT('en', 'core')('errors.unexpectedAnswer', { apiBase: API })).toBe(`The portal's service did not answer as expected at ${API}.`);
  });
});

const CATALOGUE = ['OTSS000', 'OTSU002', 'OTSP001', 'OTSU001', 'token.is.revoked', 'noResponse', 'offline', 'server500', 'server503', 'unknown', 'unexpectedAnswer'];

describe('texts of the catalogue', () => {
  it.each([
    ['sv', coreSv],
    ['en', coreEn],
  ] as const)('every code has a text in %s.json', (_lang, texts) => {
    const errors: Record<string, unknown> = texts.errors;
    for (const code of CATALOGUE) {
      const text = errors[code];
      expect(typeof text, `errors.${code}`).toBe('string');
      expect((text as string).trim().length, `errors.${code}`).toBeGreaterThan(0);
    }
  });

  it('the texts differ between the languages', () => {
    const sv: Record<string, unknown> = coreSv.errors;
    const en: Record<string, unknown> = coreEn.errors;
    for (const code of CATALOGUE) expect(sv[code], code).not.toBe(en[code]);
  });

  it('i18next resolves every key of the catalogue, including the dotted token.is.revoked', () => {
    for (const lng of ['sv', 'en'] as const) {
      const tr = i18n.getFixedT(lng, 'core');
      const errors: Record<string, string> = (lng === 'sv' ? coreSv : coreEn).errors;
      for (const code of CATALOGUE) expect(tr(`errors.${code}`), `${lng} errors.${code}`).toBe(errors[code]);
    }
  });
});

/** Every leaf path of a JSON object, e.g. errors.unknown. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}\u241f${k}` : k));
}

describe('sv.json and en.json have the same keys', () => {
  it('keyPaths finds nested differences (the comparison can fail)', () => {
    expect(keyPaths({ a: { b: 'x', c: 'y' } }).sort()).not.toEqual(keyPaths({ a: { b: 'x' }, c: 'y' }).sort());
  });

  it.each([
    ['src/core/i18n', coreSv, coreEn],
    ['src/standalone', standaloneSv, standaloneEn],
    ['src/elements/documents', documentsSv, documentsEn],
  ] as const)('%s', (_dir, sv, en) => {
    const svKeys = keyPaths(sv).sort();
    const enKeys = keyPaths(en).sort();
    expect(svKeys.length).toBeGreaterThan(0);
    expect(enKeys).toEqual(svKeys);
  });
});

describe('every text file of src has its twin with the same keys', () => {
  // Every `sv.json` / `<name>.sv.json` under src, with its `en` twin: an element's, core's, ordering's.
  const pairs = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((f) => /(^|[\\/])(\w[\w-]*\.)?sv\.json$/.test(f))
    .map((f) => [join('src', f), join('src', f.replace(/sv\.json$/, 'en.json'))] as const);
  it('finds the text files (the list can fail)', () => {
    expect(pairs.length).toBeGreaterThan(10);
  });
  it.each(pairs)('%s and %s', (svFile, enFile) => {
    const sv: unknown = JSON.parse(readFileSync(svFile, 'utf8'));
    const en: unknown = JSON.parse(readFileSync(enFile, 'utf8'));
    expect(keyPaths(en).sort()).toEqual(keyPaths(sv).sort());
  });
});

