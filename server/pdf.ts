/**
 * A PDF written by hand (the seeded documents, server/seed/pdf.ts; a fixed asset's label,
 * server/label-pdf.ts): uncompressed objects and their cross-reference table, text in WinAnsi
 * (Swedish letters are Latin-1), so the text can be read back from the bytes.
 */

/** The string's bytes in Latin-1; a character outside it becomes '?'. */
export function latin1(s: string): number[] {
  return Array.from(s, (ch) => {
    const code = ch.charCodeAt(0);
    return code < 256 ? code : 63; // '?'
  });
}

/** Text for a PDF string literal `( … )`: backslashes and parentheses escaped. */
export const escapePdf = (s: string) => s.replace(/[\\()]/g, (m) => `\\${m}`);

/** A content stream's object: its length and the stream. */
export const streamObject = (content: string) => `<< /Length ${latin1(content).length} >>\nstream\n${content}\nendstream`;

/**
 * The file of `objects` (object 1 the catalog), numbered from 1 in order, with the cross-reference
 * table and the trailer; `info` is the trailer's document information dictionary when there is one.
 */
export function pdfFile(objects: string[], info?: string): Uint8Array {
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
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${info ? ` /Info ${info}` : ''} >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(bytes);
}
