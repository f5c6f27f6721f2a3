// Uploaded Excel workbooks (.xlsx) read within limits (ADR 0093). A workbook is a ZIP file: its parts
// are first inflated once through the ZIP reader's guards (each part's size, its ratio to its
// compressed size, its CRC), so a workbook bomb is refused before a parser sees it; then exceljs
// loads it (every part now at most 64 MiB) in a worker thread with its own memory limit, so the
// server keeps answering meanwhile and a workbook that needs too much memory ends only that thread;
// a sheet with more rows than the caller allows is refused.
import { Worker } from 'node:worker_threads';
import type ExcelJS from 'exceljs';
import { defaultZipLimits, ZipFormatError, ZipReader, type ZipLimits } from './zip-reader.ts';

/** A workbook that cannot be read, or breaks a limit; `message` is in the user's words. */
export class WorkbookError extends Error {}

export type WorkbookLimits = {
  /** Rows with content a sheet may have. */
  maxRows: number;
  /** Columns read per row (cells further right are not read). */
  maxColumns: number;
};

/** A sheet's cells as exceljs gives them, by row number (1 is the first row) and column (1 is A). */
export type SheetRows = {
  name: string;
  /** The last row number with content (0 for an empty sheet). */
  rowCount: number;
  cell: (row: number, column: number) => ExcelJS.CellValue;
  /** The columns of a row that hold a value. */
  columns: (row: number) => number[];
};

/** Limits of a workbook's parts: a sheet of a few MiB unpacks to tens of MiB at most. */
const workbookZipLimits: ZipLimits = {
  ...defaultZipLimits,
  maxEntryBytes: 64 * 1024 * 1024,
  maxEntries: 2_000,
  container: 'workbook',
};

const unpacksTooLarge =
  'The workbook unpacks to more than it may (a part of at most 64 MiB, at most 200 times its packed size); nothing in it was read.';

/** Inflates every part once through the guards, keeping nothing. */
async function checkParts(buffer: Buffer, notAWorkbook: string): Promise<void> {
  let zip: ZipReader;
  try {
    zip = await ZipReader.fromBuffer(buffer, workbookZipLimits);
  } catch {
    throw new WorkbookError(notAWorkbook);
  }
  try {
    for (const entry of zip.entries) {
      if (entry.name.endsWith('/')) continue;
      for await (const chunk of await zip.stream(entry)) void chunk;
    }
  } catch (error) {
    const message = error instanceof ZipFormatError ? error.message : '';
    throw new WorkbookError(/inflates|files; a workbook/.test(message) ? unpacksTooLarge : notAWorkbook);
  } finally {
    await zip.close();
  }
}

/**
 * Every sheet of an .xlsx workbook, in the workbook's order. `notAWorkbook` is the refusal for bytes
 * that are no readable workbook (each upload has its own words for it).
 */
export async function readXlsxSheets(
  buffer: Buffer,
  limits: WorkbookLimits,
  notAWorkbook: string,
): Promise<SheetRows[]> {
  await checkParts(buffer, notAWorkbook);
  // Every part is now known to be within its limits, so the workbook is loaded whole (exceljs's
  // streaming reader failed now and then on its own files in the journeys: ADR 0093).
  const answer = await loadInWorker(buffer, limits);
  if ('refused' in answer) {
    if (answer.refused === 'too-many-rows')
      throw new WorkbookError(
        `The sheet '${answer.sheet}' has more than ${limits.maxRows.toLocaleString('en')} rows; nothing in the workbook was read.`,
      );
    throw new WorkbookError(answer.refused === 'out-of-memory' ? needsTooMuchMemory : notAWorkbook);
  }
  return answer.sheets.map((sheet) => {
    const rows = new Map(sheet.rows.map(([number, cells]) => [number, new Map(cells)]));
    return {
      name: sheet.name,
      rowCount: sheet.rowCount,
      cell: (row: number, column: number) => rows.get(row)?.get(column) ?? null,
      columns: (row: number) => [...(rows.get(row)?.keys() ?? [])].sort((a, b) => a - b),
    };
  });
}

/** The memory a workbook's thread may use (its old generation); above it, the thread ends. */
export const WORKBOOK_THREAD_MEMORY_MB = 768;

const needsTooMuchMemory =
  'The workbook needs more memory to read than Wakeline allows; nothing in it was read. Split it into smaller workbooks.';

type WorkerAnswer =
  | { sheets: { name: string; rowCount: number; rows: [number, [number, ExcelJS.CellValue][]][] }[] }
  | { refused: 'not-a-workbook' | 'out-of-memory' }
  | { refused: 'too-many-rows'; sheet: string };

/** exceljs's load in a thread of its own (xlsx-load.worker.mjs). */
function loadInWorker(
  buffer: Buffer,
  limits: WorkbookLimits,
  memoryMb = WORKBOOK_THREAD_MEMORY_MB,
): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./xlsx-load.worker.mjs', import.meta.url), {
      workerData: { buffer, maxRows: limits.maxRows, maxColumns: limits.maxColumns },
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
      // Plain JavaScript: no loader of the parent's (tsx) is needed.
      execArgv: [],
    });
    let answered = false;
    worker.once('message', (answer: WorkerAnswer) => {
      answered = true;
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', (error: Error & { code?: string }) => {
      if (answered) return;
      answered = true;
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve({ refused: 'out-of-memory' });
      else reject(error);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The workbook reader stopped (exit code ${code}) without an answer.`));
    });
  });
}

/** For tests: the same load with a smaller memory limit. */
export const loadWorkbookInWorkerForTest = loadInWorker;

/** A column's letters: 1 is A, 27 is AA. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
