/**
 * A Code 128 encoder (code set B: printable ASCII, 32-126), for the fixed-asset label's inventory
 * number (server/label-pdf.ts). Hand-written rather than a dependency: set B alone covers every
 * inventory number, the whole symbology is the table below plus a weighted check digit, and the PDF
 * draws the bars as rectangles, so no image or font library is needed. Tested against the
 * standard's known encodings (tests/unit/fixed-assets-api.test.ts).
 */

/**
 * The 107 symbols' bar and space widths in modules (bar, space, bar, space, bar, space), values 0 to
 * 105 and the stop pattern (106, seven elements: it ends with a 2-module bar). Each symbol is 11
 * modules wide, the stop 13.
 */
export const CODE128_WIDTHS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const START_B = 104;
export const STOP = 106;

/** The symbol values of `text` in code set B: the start, one per character, the check digit, the stop. */
export function code128Values(text: string): number[] {
  if (text.length === 0) throw new RangeError('Code 128: nothing to encode');
  const data = Array.from(text, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch.length !== 1 || code < 32 || code > 126) throw new RangeError(`Code 128 set B cannot encode ${JSON.stringify(ch)}`);
    return code - 32;
  });
  const check = data.reduce((sum, value, i) => sum + value * (i + 1), START_B) % 103;
  return [START_B, ...data, check, STOP];
}

/** The modules of `text`'s symbol, '1' a bar and '0' a space (quiet zones not included). */
export function code128Modules(text: string): string {
  return code128Values(text)
    .map((v) =>
      Array.from(CODE128_WIDTHS[v] ?? '', (w, i) => (i % 2 === 0 ? '1' : '0').repeat(Number(w))).join(''),
    )
    .join('');
}

/** The bars of `text`'s symbol: each a start module and a width in modules. */
export function code128Bars(text: string): { x: number; width: number }[] {
  const bars: { x: number; width: number }[] = [];
  const modules = code128Modules(text);
  for (let i = 0; i < modules.length; ) {
    let j = i;
    while (j < modules.length && modules[j] === modules[i]) j++;
    if (modules[i] === '1') bars.push({ x: i, width: j - i });
    i = j;
  }
  return bars;
}
