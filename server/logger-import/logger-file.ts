// A received logger file on disk (issue 24 §1, ADR 0097): told CSV or XLSX by its bytes; a workbook's
// sheet is written out as CSV beside it, so both are read by the one streamed CSV reader.
import { createReadStream, createWriteStream } from 'node:fs';
import { open as openFile, readFile } from 'node:fs/promises';
import type ExcelJS from 'exceljs';
import { LOGGER_WORKBOOK_MAX_BYTES } from '../../domain/contracts/logger-imports.ts';
import { csvLine } from '../../domain/import-package/format.ts';
import { fillMessage, messages } from '../../domain/messages.ts';
import { previewLoggerCsv, type LoggerCsvPreview, type OpenLoggerFile } from '../files/logger-csv.ts';
import { readXlsxSheets, WorkbookError } from '../files/xlsx-reader.ts';

/** A file that cannot be taken, in the user's words (4xx). */
export class LoggerFileError extends Error {}

export type ReadyLoggerFile = {
  kind: 'csv' | 'xlsx';
  open: OpenLoggerFile;
  preview: LoggerCsvPreview;
  sheetName: string | null;
  sheetNames: string[];
};

async function head(path: string, bytes: number): Promise<Buffer> {
  const handle = await openFile(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A cell as the text a logger CSV would hold; a date is Excel's wall-clock time, without a zone. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

/**
 * The file at `path` ready to read: its kind told by its bytes (a ZIP is a workbook; text with NUL
 * bytes is refused), a workbook's sheet (`sheetName`, else the first a time column is found on)
 * written as CSV to `csvPath`, and the preview of the CSV reader.
 */
export async function readyLoggerFile(
  path: string,
  bytes: number,
  csvPath: string,
  sheetName: string | null,
): Promise<ReadyLoggerFile> {
  const first = await head(path, 64 * 1024);
  if (first.length === 0) throw new LoggerFileError(messages.loggerCsvEmpty);
  const isZip = first[0] === 0x50 && first[1] === 0x4b && first[2] === 0x03 && first[3] === 0x04;
  if (!isZip) {
    const utf16 = (first[0] === 0xff && first[1] === 0xfe) || (first[0] === 0xfe && first[1] === 0xff);
    if (!utf16 && first.includes(0)) throw new LoggerFileError(messages.loggerImportNotCsv);
    const open = () => createReadStream(path);
    return { kind: 'csv', open, preview: await previewLoggerCsv(open), sheetName: null, sheetNames: [] };
  }
  if (bytes > LOGGER_WORKBOOK_MAX_BYTES)
    throw new LoggerFileError(
      fillMessage(messages.loggerImportTooLarge, {
        limit: `${LOGGER_WORKBOOK_MAX_BYTES / 1024 / 1024} MB for a workbook`,
      }),
    );
  let sheets;
  try {
    sheets = await readXlsxSheets(
      await readFile(path),
      { maxRows: 1_100_000, maxColumns: 2000 },
      messages.loggerImportNotCsv,
    );
  } catch (error) {
    if (error instanceof WorkbookError) throw new LoggerFileError(error.message);
    throw error;
  }
  const sheetNames = sheets.map((s) => s.name);
  const candidates = sheetName === null ? sheets : sheets.filter((s) => s.name === sheetName);
  if (candidates.length === 0)
    throw new LoggerFileError(fillMessage(messages.loggerImportNoSheet, { name: `'${sheetName}'` }));
  let lastError: unknown = new LoggerFileError(messages.loggerCsvEmpty);
  for (const sheet of candidates) {
    const out = createWriteStream(csvPath);
    for (let row = 1; row <= sheet.rowCount; row++) {
      const columns = sheet.columns(row);
      // An empty row stays a line, so a line of the CSV is the sheet's row number.
      if (columns.length === 0) {
        out.write('\r\n');
        continue;
      }
      const width = columns[columns.length - 1]!;
      const cells: string[] = [];
      for (let column = 1; column <= width; column++) cells.push(cellText(sheet.cell(row, column)));
      if (!out.write(csvLine(cells)))
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    const open = () => createReadStream(csvPath);
    try {
      return { kind: 'xlsx', open, preview: await previewLoggerCsv(open), sheetName: sheet.name, sheetNames };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
