// What every spreadsheet upload needs (the taxonomy sheet, ADR 0060; the voyage-data template,
// ADR 0077): the one file of a multipart request, refused by size while it is read (ADR 0093); a cell's text
// whatever exceljs made of it; and the test for an Excel 97-2003 workbook by its first bytes.
import type ExcelJS from 'exceljs';
import type { Context } from 'hono';
import type { AppEnv } from './api-router.ts';
import type { FieldError } from '../../domain/contracts/common.ts';
import { MultipartFormError, readMultipart, readWhole, UploadTooLargeError } from '../files/multipart.ts';
import { AppError } from './app-error.ts';

export type UploadedSheet = { name: string; buffer: ArrayBuffer };

/**
 * The multipart field "file" of the request, at most `maxBytes` long. `texts` are the refusals'
 * messages (400 with the field error on `file`).
 */
export async function readUploadedSheet(
  c: Context<AppEnv>,
  maxBytes: number,
  texts: { missing: string; missingField: string; tooLarge: string },
): Promise<UploadedSheet> {
  const missing = () =>
    new AppError('VALIDATION_FAILED', texts.missing, [{ path: 'file', message: texts.missingField }]);
  const tooLarge = () =>
    new AppError('VALIDATION_FAILED', texts.tooLarge, [{ path: 'file', message: texts.tooLarge }]);
  if (Number(c.req.header('Content-Length') ?? 0) > maxBytes + 64 * 1024) throw tooLarge();
  try {
    const { files } = await readMultipart(
      c.req.raw,
      { fileFields: ['file'], maxFileBytes: maxBytes, maxFiles: 1 },
      async ({ name, stream }) => {
        const bytes = await readWhole(stream);
        return { name, buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) };
      },
    );
    const file = files[0];
    if (!file) throw missing();
    return file as UploadedSheet;
  } catch (error) {
    if (error instanceof UploadTooLargeError) throw tooLarge();
    if (error instanceof MultipartFormError) throw missing();
    throw error;
  }
}

/** The first bytes of an OLE2 compound file: Excel 97-2003 (.xls, BIFF8) workbooks are one. */
const compoundFileSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** True for an Excel 97-2003 workbook, found by its first bytes whatever its name. */
export function isLegacyExcelFile(buffer: ArrayBuffer): boolean {
  const head = new Uint8Array(buffer, 0, Math.min(buffer.byteLength, compoundFileSignature.length));
  return (
    head.length === compoundFileSignature.length &&
    compoundFileSignature.every((byte, index) => head[index] === byte)
  );
}

/** A cell's value as text: rich text joined, a formula's result, a date as an ISO instant. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) {
      const result = value.result;
      return result instanceof Date ? result.toISOString() : String(result ?? '');
    }
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

const rowOf = (error: FieldError) => Number(/\d+$/.exec(error.path)?.[0] ?? 0);

/**
 * All the row errors of an uploaded sheet in one refusal, in row order, the first `max` listed:
 * '<subject> has 3 errors; nothing was <outcome>.' (400; nothing is written).
 */
export function sheetRefusal(
  errors: readonly FieldError[],
  texts: { subject: string; outcome: string; max: number },
): AppError {
  const sorted = [...errors].sort((a, b) => rowOf(a) - rowOf(b) || a.path.localeCompare(b.path));
  const count = sorted.length === 1 ? 'an error' : `${sorted.length} errors`;
  const listed = sorted.length > texts.max ? ` The first ${texts.max} are listed.` : '';
  return new AppError(
    'VALIDATION_FAILED',
    `${texts.subject} has ${count}; nothing was ${texts.outcome}.${listed}`,
    sorted.slice(0, texts.max),
  );
}
