/**
 * Nothing of ours sizes by the host page's root font: inside a shadow root `rem` is the HOST page's
 * <html> font size, so a host with a large root font got huge table headers. Sizes are px or the
 * design tokens (src/core/styles/tokens.css), as host.css says. No rem length anywhere under src/:
 * the stylesheets and the TypeScript (inline styles, CSS in strings). The standalone's stylesheet
 * is no exception: its own document would allow rem, but it shares the tokens, classes and px
 * scale of the elements, and one rule with no exception is the one that stays kept.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');
/** A CSS length in rem: a number right before `rem` (`0.875rem`, `13rem`, `.5rem`), not a word like "Lorem". */
export const REM_LENGTH = /(?<![\w.-])-?\d*\.?\d+rem\b/g;

function remLengths(extensions: string[]): string[] {
  const found: string[] = [];
  for (const file of readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
    if (!extensions.some((ext) => file.endsWith(ext))) continue;
    const lines = readFileSync(join(SRC, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const m of line.matchAll(REM_LENGTH)) found.push(`${relative(SRC, join(SRC, file))}:${i + 1}: ${m[0]}`);
    });
  }
  return found;
}

describe('no rem under src/', () => {
  it('the pattern finds rem lengths and nothing else', () => {
    const hits = (text: string) => [...text.matchAll(REM_LENGTH)].map((m) => m[0]);
    expect(hits('th { font-size: 0.875rem; width: 13rem; margin: -.5rem 2rem; }')).toEqual(['0.875rem', '13rem', '-.5rem', '2rem']);
    expect(hits("style={{ width: '12rem' }}")).toEqual(['12rem']);
    expect(hits('Lorem ipsum; remove(); item2rem; font-size: 14px; 1em')).toEqual([]);
  });
  it('no stylesheet has a rem length', () => {
    expect(remLengths(['.css'])).toEqual([]);
  });
  it('no TypeScript (inline styles, CSS in strings) has a rem length', () => {
    expect(remLengths(['.ts', '.tsx'])).toEqual([]);
  });
});
