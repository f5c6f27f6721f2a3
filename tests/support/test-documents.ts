// Small real documents for the vessel-file tests: a one-page PDF with a line of text (built with
// correct cross-reference offsets, so pdf.js opens it), a Word and an Excel package's first bytes.

/** A one-page PDF showing `text` (ASCII). */
export function pdfWithText(text: string): Uint8Array<ArrayBuffer> {
  const content = `BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

export const minimalPdf = pdfWithText('Wakeline test document');

/** The start of a ZIP package with the entries a Word (`word/`) or Excel (`xl/`) file has. */
export function officePackage(kind: 'word' | 'xl'): Uint8Array<ArrayBuffer> {
  const local = (name: string) => [
    0x50,
    0x4b,
    0x03,
    0x04,
    ...new Array<number>(26).fill(0),
    ...Array.from(new TextEncoder().encode(name)),
  ];
  return new Uint8Array([...local('[Content_Types].xml'), ...local(`${kind}/document.xml`)]);
}

/** An OLE2 compound file's signature (doc, xls) and some bytes. */
export const oleDocument = new Uint8Array([
  0xd0,
  0xcf,
  0x11,
  0xe0,
  0xa1,
  0xb1,
  0x1a,
  0xe1,
  ...new Array<number>(504).fill(0),
]);
