/**
 * GS1 element strings as a scanner hands them over (issue 40): what a GS1 Code 128, DataMatrix or
 * QR code on a delivered product says: (01) its GTIN, (10) the batch, (17) the expiry, (21) the
 * serial number. A plain code (a fixed asset's inventory number HMC500313, a product number 100010)
 * is no element string and is taken as it is.
 *
 * What is read:
 * - A symbology identifier first: `]C1` (GS1-128), `]d2` (GS1 DataMatrix), `]Q3` (GS1 QR) make the
 *   text GS1; any other (`]C0`, `]Q1`, …: a hand scanner set to send them) says it is not, and is
 *   dropped from the code a field gets (`scannedCode`).
 * - The element string: AIs one after the other, a variable-length value ended by FNC1, which a
 *   reader hands over as the GS character (U+001D); a leading GS (FNC1 in first position, as some
 *   hand scanners send it) is accepted, and so is a GS after a fixed-length value.
 * - The human-readable form with parentheses, "(01)07350000000016(10)B-42(21)SN-1" (spaces around
 *   the values allowed), as printed under the code and as people type it.
 * - The camera's reader (barcode-detector, zxing in its plain text mode) drops the identifier: a GS1
 *   code comes back as the bare element string with GS separators, "0107350000000016" "10B-42" GS
 *   "21SN-1". So a text with no identifier is GS1 too when it holds a GS or starts with a known AI
 *   in parentheses; without either, only when it starts with (01) and a GTIN whose check digit is
 *   right and parses to its end (a product number like 100010 is not a batch "0010").
 *
 * The AIs: 01 (14 digits), 10 (batch, at most 20), 17 (YYMMDD, day 00 the month's last day; the
 * century as GS1's General Specifications 7.12 decide it from today) and 21 (serial, at most 20)
 * are kept; every other AI of the GS1 table below whose length is known is read past and dropped;
 * an AI not in the table, or a value of the wrong length or (for a numeric AI) not all digits,
 * ends the parse, and what came before it is kept.
 *
 * Decided: a GTIN whose check digit is wrong is not a GTIN. `gtin` is then left out (a caller looks
 * products up by it and needs no flag to check) and the 14 digits are kept in `invalidGtin`, so a
 * screen can say what was read; the rest of the string is parsed (its length is fixed). An expiry
 * that is no date (month 13) is left out the same way, without a field of its own.
 *
 * Not solvable here: a hand scanner in keyboard-wedge mode that cannot type GS sends the values
 * run together ("010735000000001610B-4221SN-1"), and a batch then runs to the end of the text.
 */

/** FNC1 as readers hand it over: the ASCII group separator. */
export const GS = '\u001d';

export type Gs1Result = {
  /** The text is a GS1 element string (fields below), not a plain code. */
  gs1: boolean;
  /** (01), 14 digits with a right check digit. */
  gtin?: string;
  /** (10), the batch or lot. */
  batch?: string;
  /** (21), the serial number. */
  serial?: string;
  /** (17), the expiry as YYYY-MM-DD. */
  expiry?: string;
  /** (01) read with a wrong check digit: the 14 digits as read (`gtin` is then absent). */
  invalidGtin?: string;
  /** The text as given. */
  raw: string;
};

export type AiSpec = { length: number; fixed: boolean; numeric: boolean };

const N = (length: number): AiSpec => ({ length, fixed: true, numeric: true });
const X = (length: number): AiSpec => ({ length, fixed: true, numeric: false });
const NV = (length: number): AiSpec => ({ length, fixed: false, numeric: true });
const XV = (length: number): AiSpec => ({ length, fixed: false, numeric: false });

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/**
 * The AIs of the GS1 General Specifications (2024) the parser reads past: each with the length of
 * its value (fixed, or at most that) and whether it is numeric. No AI is the start of another, so
 * the first of 2, 3 and 4 digits that is in the table is the AI.
 */
export const GS1_AIS: ReadonlyMap<string, AiSpec> = new Map<string, AiSpec>([
  ['00', N(18)], ['01', N(14)], ['02', N(14)],
  ['10', XV(20)],
  ...range(11, 17).map((ai): [string, AiSpec] => [ai, N(6)]),
  ['20', N(2)], ['21', XV(20)], ['22', XV(20)],
  ['235', XV(28)], ['240', XV(30)], ['241', XV(30)], ['242', NV(6)], ['243', XV(20)],
  ['250', XV(30)], ['251', XV(30)], ['253', XV(30)], ['254', XV(20)], ['255', NV(25)],
  ['30', NV(8)], ['37', NV(8)],
  // Measures: 310n-316n, 320n-329n, 330n-337n, 340n-357n, 360n-369n, six digits each.
  ...[...range(310, 316), ...range(320, 337), ...range(340, 357), ...range(360, 369)].flatMap((p) => range(0, 9).map((d): [string, AiSpec] => [`${p}${d}`, N(6)])),
  ...range(0, 9).flatMap((d): [string, AiSpec][] => [[`390${d}`, NV(15)], [`391${d}`, NV(18)], [`392${d}`, NV(15)], [`393${d}`, NV(18)], [`394${d}`, N(4)], [`395${d}`, N(6)]]),
  ['400', XV(30)], ['401', XV(30)], ['402', N(17)], ['403', XV(30)],
  ...range(410, 417).map((ai): [string, AiSpec] => [ai, N(13)]),
  ['420', XV(20)], ['421', XV(12)], ['422', N(3)], ['423', NV(15)], ['424', N(3)], ['425', NV(15)], ['426', N(3)], ['427', XV(3)],
  ['7001', N(13)], ['7002', XV(30)], ['7003', N(10)], ['7004', NV(4)], ['7005', XV(12)], ['7006', N(6)], ['7007', NV(12)],
  ['7008', XV(3)], ['7009', XV(10)], ['7010', XV(2)], ['7020', XV(20)], ['7021', XV(20)], ['7022', XV(20)], ['7023', XV(30)], ['7040', X(4)],
  ...range(710, 716).map((ai): [string, AiSpec] => [ai, XV(20)]),
  ...range(7230, 7239).map((ai): [string, AiSpec] => [ai, XV(30)]),
  ['7240', XV(20)], ['7241', N(2)], ['7250', N(8)], ['7251', N(12)], ['7252', N(1)],
  ['8001', N(14)], ['8002', XV(20)], ['8003', XV(30)], ['8004', XV(30)], ['8005', N(6)], ['8006', N(18)], ['8007', XV(34)],
  ['8008', NV(12)], ['8009', XV(50)], ['8010', XV(30)], ['8011', NV(12)], ['8012', XV(20)], ['8013', XV(25)],
  ['8017', N(18)], ['8018', N(18)], ['8019', NV(10)], ['8020', XV(25)], ['8026', N(18)],
  ['8110', XV(70)], ['8111', N(4)], ['8112', XV(70)], ['8200', XV(70)],
  ['90', XV(30)], ...range(91, 99).map((ai): [string, AiSpec] => [ai, XV(90)]),
]);

const GS1_IDENTIFIERS = new Set([']C1', ']d2', ']Q3']);
/** An AIM symbology identifier: ']', the symbology's letter, a modifier. */
const IDENTIFIER = /^\][A-Za-z][0-9A-Za-z]/;
const DIGITS = /^\d+$/;

function aiAt(text: string, at: number): { ai: string; spec: AiSpec } | null {
  for (const length of [2, 3, 4]) {
    const ai = text.slice(at, at + length);
    const spec = GS1_AIS.get(ai);
    if (ai.length === length && spec) return { ai, spec };
  }
  return null;
}

/** GS1's mod-10 check digit of a GTIN-14 (weights 3, 1, 3, … from the left). */
export function isValidGtin(digits: string): boolean {
  if (!/^\d{14}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(digits[13]);
}

/**
 * (17)'s YYMMDD as YYYY-MM-DD, or null when it is no date. Day 00 is the month's last day; the
 * century is the one that puts the year nearest today (GS1 General Specifications 7.12: up to 50
 * years ahead, else in the past).
 */
export function gs1Date(yymmdd: string, today: Date = new Date()): string | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd);
  if (!m) return null;
  const [yy, mm, dd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const current = today.getUTCFullYear();
  const diff = yy - (current % 100);
  const century = current - (current % 100) + (diff >= 51 ? -100 : diff <= -50 ? 100 : 0);
  const year = century + yy;
  if (mm < 1 || mm > 12) return null;
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  const day = dd === 0 ? last : dd;
  if (day > last) return null;
  return `${String(year).padStart(4, '0')}-${String(mm).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type Element = { ai: string; value: string };

/** A value fits its AI: its length (exact, or 1 to the most), digits where numeric, no GS. */
function fits(spec: AiSpec, value: string): boolean {
  if (spec.fixed ? value.length !== spec.length : value.length === 0 || value.length > spec.length) return false;
  return spec.numeric ? DIGITS.test(value) : !value.includes(GS);
}

/** The elements of a raw element string until its end or the first AI or value that is not right; `complete` when it reached the end. */
function parseRaw(body: string): { elements: Element[]; complete: boolean } {
  const elements: Element[] = [];
  let at = 0;
  while (at < body.length) {
    if (body[at] === GS) {
      at++;
      continue;
    }
    const found = aiAt(body, at);
    if (!found) return { elements, complete: false };
    const start = at + found.ai.length;
    let end: number;
    if (found.spec.fixed) end = start + found.spec.length;
    else {
      const gs = body.indexOf(GS, start);
      end = gs < 0 ? body.length : gs;
    }
    const value = body.slice(start, end);
    if (!fits(found.spec, value)) return { elements, complete: false };
    elements.push({ ai: found.ai, value });
    at = end;
  }
  return { elements, complete: true };
}

const HRI_AI = /\((\d{2,4})\)/g;

/** The elements of the human-readable form, "(01)…(10)…": every "(digits)" that is an AI starts one; one that is not ends the parse. */
function parseHri(body: string): { elements: Element[]; complete: boolean } {
  const elements: Element[] = [];
  const marks = [...body.matchAll(HRI_AI)];
  if (marks[0]?.index !== 0) return { elements, complete: false };
  for (const [i, mark] of marks.entries()) {
    const ai = mark[1] ?? '';
    const spec = GS1_AIS.get(ai);
    if (!spec) return { elements, complete: false };
    const next = marks[i + 1];
    const value = body.slice(mark.index + mark[0].length, next ? next.index : body.length).trim();
    if (!fits(spec, value)) return { elements, complete: false };
    elements.push({ ai, value });
  }
  return { elements, complete: true };
}

function collect(raw: string, elements: Element[], today: Date | undefined): Gs1Result {
  const result: Gs1Result = { gs1: true, raw };
  for (const { ai, value } of elements) {
    if (ai === '01' && result.gtin === undefined && result.invalidGtin === undefined) {
      if (isValidGtin(value)) result.gtin = value;
      else result.invalidGtin = value;
    } else if (ai === '10') result.batch ??= value;
    else if (ai === '21') result.serial ??= value;
    else if (ai === '17' && result.expiry === undefined) {
      const date = gs1Date(value, today);
      if (date) result.expiry = date;
    }
  }
  return result;
}

/** The text without surrounding whitespace and without a leading symbology identifier, and that identifier. */
function split(text: string): { identifier: string | null; body: string } {
  const trimmed = text.trim();
  const identifier = IDENTIFIER.exec(trimmed)?.[0] ?? null;
  return { identifier, body: identifier ? trimmed.slice(identifier.length).trim() : trimmed };
}

/** A scanned text as GS1 fields, or `{ gs1: false, raw }` for a plain code (see above). `today` decides (17)'s century. */
export function parseGs1(text: string, options: { today?: Date } = {}): Gs1Result {
  const { identifier, body } = split(text);
  const plain: Gs1Result = { gs1: false, raw: text };
  if (identifier && !GS1_IDENTIFIERS.has(identifier)) return plain;
  const hri = body.startsWith('(');
  const { elements, complete } = hri ? parseHri(body) : parseRaw(body);
  if (identifier) return collect(text, elements, options.today);
  if (elements.length === 0) return plain;
  if (hri || body.includes(GS)) return collect(text, elements, options.today);
  // No identifier, no GS, no parentheses: GS1 only when it is unmistakably so.
  const first = elements[0];
  const gtinFirst = first?.ai === '01' && isValidGtin(first.value);
  return gtinFirst && complete ? collect(text, elements, options.today) : plain;
}

/**
 * What a plain field (an inventory number, a search, a reference) gets from a scan: the GS1
 * serial, else the batch, else the GTIN; a code that is no element string as it is, trimmed and
 * without a symbology identifier. Decided: the most specific identity the code carries wins. A
 * serial names the one item (a fixed asset's own number where a supplier's label is used), a
 * batch a group of items, a GTIN only the product; a field that wants a particular one reads
 * `parseGs1` itself (the receive wizard's batch and serial). A GS1 code with none of the three
 * (only an SSCC, say) gives its text without the identifier and with its separators as spaces,
 * so no invisible GS lands in a field. Takes the text, or what `parseGs1` made of it.
 */
export function scannedCode(scan: string | Gs1Result): string {
  const text = typeof scan === 'string' ? scan : scan.raw;
  const parsed = typeof scan === 'string' ? parseGs1(text) : scan;
  const code = parsed.serial ?? parsed.batch ?? parsed.gtin;
  if (code !== undefined) return code;
  const { body } = split(text);
  return parsed.gs1 ? body.split(GS).map((part) => part.trim()).filter(Boolean).join(' ') : body;
}
