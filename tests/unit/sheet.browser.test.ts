/**
 * src/core/ui/sheet.ts: a widget's stylesheet is parsed once for the page, when its module prepares
 * it (prepareSheet, before the render that shows it) or else at its first adoption, and is adopted
 * once per root.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptSheet, prepareSheet } from '../../src/core/ui/sheet.ts';

afterEach(() => vi.restoreAllMocks());

describe('prepareSheet and adoptSheet', () => {
  it('a prepared sheet is parsed as it is prepared, and adopting it parses nothing more', () => {
    const parse = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
    const css = '.sheet-test-prepared { color: rgb(1, 2, 3); }';
    prepareSheet(css);
    expect(parse).toHaveBeenCalledTimes(1);
    prepareSheet(css);
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    adoptSheet(root, css);
    adoptSheet(root, css);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(root.adoptedStyleSheets[0]?.cssRules[0]?.cssText).toContain('sheet-test-prepared');
  });

  it('a sheet not prepared is parsed at its first adoption, the same sheet in every root', () => {
    const parse = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
    const css = '.sheet-test-late { color: rgb(4, 5, 6); }';
    const roots = [0, 1].map(() => document.createElement('div').attachShadow({ mode: 'open' }));
    for (const root of roots) adoptSheet(root, css);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(roots[0]?.adoptedStyleSheets[0]).toBe(roots[1]?.adoptedStyleSheets[0]);
  });
});
