/** A minimal, valid one-page PDF with a title and lines of text (Helvetica, WinAnsi), for seeded documents. */
function latin1(s: string): number[] {
  return Array.from(s, (ch) => {
    const code = ch.charCodeAt(0);
    return code < 256 ? code : 63; // '?'
  });
}

function escapePdf(s: string): string {
  return s.replace(/[\\()]/g, (m) => `\\${m}`);
}

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
    `<< /Length ${latin1(content).length} >>\nstream\n${content}\nendstream`,
  ];
  const bytes: number[] = [];
  const push = (s: string) => bytes.push(...latin1(s));
  push('%PDF-1.4\n');
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(bytes.length);
    push(`${i + 1} 0 obj\n${body}\nendobj\n`);
  });
  const xref = bytes.length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const off of offsets) push(`${String(off).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(bytes);
}
