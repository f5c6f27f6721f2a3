// What an uploaded file is, from its bytes rather than its name (ADR 0073): a PDF starts with
// '%PDF-'; the older Word and Excel files (doc, dot, xls, xlt, xlm) are OLE2 compound files; the
// newer ones (docx, docm, dotx, dotm; xlsx, xlsm, xltx, xltm) are ZIP packages whose entries lie
// under word/ or xl/. A file is accepted only when its bytes are of the family its extension says.
import { documentFamilyOf, extensionOf, type DocumentFamily } from '../../domain/contracts/vessel-files.ts';

const PDF = Buffer.from('%PDF-');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ooxmlExtensions = new Set(['docx', 'docm', 'dotx', 'dotm', 'xlsx', 'xlsm', 'xltx', 'xltm']);

/** The content type a stored file is served with, by its (checked) extension. */
const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  dot: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  dotx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.template',
  docm: 'application/vnd.ms-word.document.macroEnabled.12',
  dotm: 'application/vnd.ms-word.template.macroEnabled.12',
  xls: 'application/vnd.ms-excel',
  xlt: 'application/vnd.ms-excel',
  xlm: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xltx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.template',
  xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.12',
  xltm: 'application/vnd.ms-excel.template.macroEnabled.12',
};

export const contentTypeOf = (extension: string) => contentTypes[extension] ?? 'application/octet-stream';

/** True when the bytes are of the document family the name's extension claims. */
export function contentMatchesName(fileName: string, bytes: Uint8Array): boolean {
  const family: DocumentFamily | null = documentFamilyOf(fileName);
  if (!family) return false;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const startsWith = (magic: Buffer) => buffer.subarray(0, magic.length).equals(magic);
  if (family === 'pdf') return startsWith(PDF);
  const extension = extensionOf(fileName);
  if (!ooxmlExtensions.has(extension)) return startsWith(OLE2);
  // A ZIP's local headers name their entries in clear: a Word package has word/..., Excel xl/....
  if (!startsWith(ZIP) || !buffer.includes('[Content_Types].xml')) return false;
  return buffer.includes(family === 'word' ? 'word/' : 'xl/');
}
