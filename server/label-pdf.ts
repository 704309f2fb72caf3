/**
 * A fixed asset's label as a one-page PDF (GET /fixed-assets/{fixedAsset}/label.pdf): 102 × 64 mm,
 * the product name and number, the inventory number as a Code 128 barcode (bars drawn as filled
 * rectangles, server/code128.ts) with the number in text below it, and where the item is. Written
 * by hand like server/seed/pdf.ts: Helvetica and Helvetica-Bold in WinAnsi (Swedish letters are
 * Latin-1), no compression, so the text can be read back from the bytes.
 */
import { code128Bars, code128Modules } from './code128.ts';

const MM = 72 / 25.4;
export const LABEL_WIDTH = Math.round(102 * MM); // 289 pt
export const LABEL_HEIGHT = Math.round(64 * MM); // 181 pt
const MARGIN = 14;
/** Light margin on each side of the bars that a scanner needs, in modules (the standard asks for at least 10). */
const QUIET_ZONE = 10;

export type LabelContent = {
  name: string;
  productNumber: string;
  inventoryNumber: string;
  /** Where the item is: the storage, or that a client holds it. */
  place: string;
};

function latin1(s: string): number[] {
  return Array.from(s, (ch) => {
    const code = ch.charCodeAt(0);
    return code < 256 ? code : 63; // '?'
  });
}

const escapePdf = (s: string) => s.replace(/[\\()]/g, (m) => `\\${m}`);
const fit = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 3)}...` : s);
const num = (n: number) => (Math.round(n * 100) / 100).toString();

export function makeLabelPdf(label: LabelContent): Uint8Array {
  const modules = code128Modules(label.inventoryNumber).length;
  const module = Math.min(1.5, (LABEL_WIDTH - 2 * MARGIN) / (modules + 2 * QUIET_ZONE));
  const barsWidth = modules * module;
  const left = (LABEL_WIDTH - barsWidth) / 2;
  const barBottom = 62;
  const barHeight = 62;
  const bars = code128Bars(label.inventoryNumber).map((b) => `${num(left + b.x * module)} ${barBottom} ${num(b.width * module)} ${barHeight} re`);
  // Helvetica's digits and capitals are about 0.6 em wide: centred well enough under the bars.
  const numberSize = 12;
  const numberLeft = (LABEL_WIDTH - label.inventoryNumber.length * numberSize * 0.6) / 2;
  const content = [
    '0 g',
    ...bars,
    'f',
    'BT',
    `/F2 11 Tf ${MARGIN} ${LABEL_HEIGHT - 24} Td (${escapePdf(fit(label.name, 44))}) Tj`,
    'ET',
    'BT',
    `/F1 9 Tf ${MARGIN} ${LABEL_HEIGHT - 38} Td (${escapePdf(`Artikelnr ${label.productNumber}`)}) Tj`,
    'ET',
    'BT',
    `/F2 ${numberSize} Tf ${num(numberLeft)} ${barBottom - 16} Td (${escapePdf(label.inventoryNumber)}) Tj`,
    'ET',
    'BT',
    `/F1 8 Tf ${MARGIN} ${MARGIN} Td (${escapePdf(fit(label.place, 60))}) Tj`,
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${LABEL_WIDTH} ${LABEL_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${latin1(content).length} >>\nstream\n${content}\nendstream`,
  ];
  const bytes: number[] = [];
  const push = (s: string) => {
    for (const b of latin1(s)) bytes.push(b);
  };
  push('%PDF-1.4\n');
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(bytes.length);
    push(`${i + 1} 0 obj\n${body}\nendobj\n`);
  });
  const xref = bytes.length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const off of offsets) push(`${String(off).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info << /Title (${escapePdf(`Etikett ${label.inventoryNumber}`)}) >> >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(bytes);
}
