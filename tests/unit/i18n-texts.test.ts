/**
 * Core i18n's `fixedTexts` (useTexts' `t`): one function per language and namespace, giving what
 * i18next gives (plain texts, the namespace's before core's, interpolation, plurals, the Swedish
 * fallback of a missing English text), remembering it, and forgetting it when a bundle is added.
 */
import { describe, expect, it } from 'vitest';
import { fixedTexts, i18n } from '../../src/core/i18n/index.ts';

// Namespaces of this test's own, so no other module's texts are touched.
i18n.addResourceBundle('sv', 'texts-test', { plain: 'Hej', nested: { label: 'Etikett' }, hello: 'Hej {{name}}', rows_one: '{{count}} rad', rows_other: '{{count}} rader', onlySv: 'Bara svenska', ref: 'Se $t(texts-test:plain)' });
i18n.addResourceBundle('en', 'texts-test', { plain: 'Hello', nested: { label: 'Label' }, hello: 'Hello {{name}}', rows_one: '{{count}} row', rows_other: '{{count}} rows' });
i18n.addResourceBundle('sv', 'core', { 'texts-test-core': 'Från core' }, true, false);

describe('fixedTexts', () => {
  it('is one function for each language and namespace', () => {
    expect(fixedTexts('sv', 'texts-test')).toBe(fixedTexts('sv', 'texts-test'));
    expect(fixedTexts('sv', 'texts-test')).not.toBe(fixedTexts('en', 'texts-test'));
  });

  it('gives what i18next gives', () => {
    const sv = fixedTexts('sv', 'texts-test');
    const en = fixedTexts('en', 'texts-test');
    expect(sv('plain')).toBe('Hej');
    expect(en('plain')).toBe('Hello');
    expect(sv('nested.label')).toBe('Etikett');
    expect(sv('texts-test-core')).toBe('Från core'); // the namespace's, else core's
    expect(en('onlySv')).toBe('Bara svenska'); // English missing: the Swedish fallback
    expect(sv('hello', { name: 'Sven' })).toBe('Hej Sven');
    expect(en('rows', { count: 1 })).toBe('1 row');
    expect(en('rows', { count: 3 })).toBe('3 rows');
    expect(sv('ref')).toBe('Se Hej'); // nesting
    expect(sv('missing.key')).toBe('missing.key');
    // Twice, from what it remembered: the same.
    expect(sv('plain')).toBe('Hej');
    expect(sv('hello', { name: 'Sven' })).toBe('Hej Sven');
    expect(sv('hello', { name: 'Astrid' })).toBe('Hej Astrid');
    expect(en('rows', { count: 1 })).toBe('1 row');
  });

  it('forgets what it gave when a bundle is added', () => {
    const before = fixedTexts('sv', 'texts-test');
    expect(before('later')).toBe('later');
    i18n.addResourceBundle('sv', 'texts-test', { later: 'Senare' }, true, true);
    const after = fixedTexts('sv', 'texts-test');
    expect(after).not.toBe(before);
    expect(after('later')).toBe('Senare');
  });

  it('leaves options that are not plain values to i18next each time', () => {
    const sv = fixedTexts('sv', 'texts-test');
    const name = { toString: () => 'Leo' };
    expect(sv('hello', { name })).toBe('Hej Leo');
    const other = { toString: () => 'Frida' };
    expect(sv('hello', { name: other })).toBe('Hej Frida');
  });
});
