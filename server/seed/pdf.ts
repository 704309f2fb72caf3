import { escapePdf, pdfFile, streamObject } from '../pdf.ts';

/** A minimal, valid one-page PDF with a title and lines of text (Helvetica, WinAnsi), for seeded documents. */
export function makePdf(title: string, lines: string[]): Uint8Array {
  const content = [
    'BT /F1 20 Tf 56 780 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 15 TL',
    ...lines.map((l) => `(${escapePdf(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    streamObject(content),
  ];
  return pdfFile(objects);
}
