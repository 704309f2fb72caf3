/**
 * A fixed asset's label as a one-page PDF (GET /fixed-assets/{fixedAsset}/label.pdf): 102 × 64 mm,
 * the product name and number, the inventory number as a Code 128 barcode (bars drawn as filled
 * rectangles, server/code128.ts) with the number in text below it, and where the item is. Written
 * by hand (server/pdf.ts): Helvetica and Helvetica-Bold in WinAnsi (Swedish letters are
 * Latin-1), no compression, so the text can be read back from the bytes.
 */
import { code128Bars, code128Modules } from './code128.ts';
import { escapePdf, pdfFile, streamObject } from './pdf.ts';

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
    streamObject(content),
  ];
  return pdfFile(objects, `<< /Title (${escapePdf(`Etikett ${label.inventoryNumber}`)}) >>`);
}
