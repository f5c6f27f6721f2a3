// The taxonomy's Excel sheet (003 §2, §5, §7): written for the download, read back from an upload.
// One row per log variable name; taxa in one cell, separated by semicolons.
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import type { FieldError } from '../../domain/contracts/common.ts';
import {
  TaxonTextSchema,
  splitTaxon,
  taxaCellSeparator,
  taxonomySheetColumns,
  taxonomySheetName,
  taxonomyVersionLabel,
  taxonomyVersionSheetName,
} from '../../domain/contracts/taxonomy.ts';
import { AppError } from '../http/app-error.ts';
import { readXlsxSheets, WorkbookError, type SheetRows } from '../files/xlsx-reader.ts';
import { cellText, isLegacyExcelFile } from '../http/spreadsheet-upload.ts';

export type SheetRow = { row: number; name: string; taxa: string[] };
/**
 * The rows with a usable name (their well-written taxa) and the errors of the sheet, each naming
 * its cell (A7, B7). With no errors, `rows` is the whole sheet.
 */
export type SheetReading = {
  rows: SheetRow[];
  errors: FieldError[];
  /** The taxonomy version the downloaded sheet was made from; null for a sheet without one (made by hand). */
  basedOn: number | null;
};

const maxNameLength = 200;

/** A whole-file problem: there are no rows to list. */
const unreadable = (message: string, path = 'file') =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/**
 * The first two columns of the taxonomy sheet as text, row by row (index 0 is the sheet's row 1),
 * and the version sheet's first row (label, version) when the workbook has one.
 */
type SheetCells = { cells: string[][]; version: [string, string] | null };

/** The version of a version sheet's first row: a whole number of at least 1 after its label, else none. */
function versionOf(version: [string, string] | null): number | null {
  if (!version || version[0].trim() !== taxonomyVersionLabel) return null;
  const text = version[1].trim();
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

/** Rows a taxonomy sheet may have: far more than the log variables any fleet has. */
const maxSheetRows = 100_000;

/** An Excel Workbook (.xlsx), read with exceljs's streaming reader within limits (ADR 0093). */
async function readXlsxCells(buffer: ArrayBuffer): Promise<SheetCells> {
  let sheets: SheetRows[];
  try {
    sheets = await readXlsxSheets(
      Buffer.from(buffer),
      { maxRows: maxSheetRows, maxColumns: 2 },
      'The file is neither an Excel Workbook (.xlsx) nor an Excel 97-2003 Workbook (.xls).',
    );
  } catch (error) {
    if (error instanceof WorkbookError) throw unreadable(error.message);
    throw error;
  }
  const sheet =
    sheets.find((candidate) => candidate.name === taxonomySheetName) ??
    sheets.find((candidate) => candidate.name !== taxonomyVersionSheetName);
  if (!sheet) throw unreadable('The workbook has no sheet.');
  const cells: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++)
    cells.push([cellText(sheet.cell(r, 1)), cellText(sheet.cell(r, 2))]);
  const about = sheets.find((candidate) => candidate.name === taxonomyVersionSheetName);
  return {
    cells,
    version: about ? [cellText(about.cell(1, 1)), cellText(about.cell(1, 2))] : null,
  };
}

/** An Excel 97-2003 Workbook (.xls, BIFF8), read with SheetJS (ADR 0060 addendum). */
function readXlsCells(buffer: ArrayBuffer): SheetCells {
  let workbook: XLSX.WorkBook;
  try {
    // At most one row past the limit is parsed, so a sheet claiming a million rows costs nothing.
    workbook = XLSX.read(new Uint8Array(buffer), { type: 'array', dense: true, sheetRows: maxSheetRows + 1 });
  } catch {
    throw unreadable('The file is not a readable Excel 97-2003 Workbook (.xls).');
  }
  const sheet =
    workbook.Sheets[taxonomySheetName] ??
    workbook.Sheets[workbook.SheetNames.find((name) => name !== taxonomyVersionSheetName) ?? ''];
  if (!sheet) throw unreadable('The workbook has no sheet.');
  const about = workbook.Sheets[taxonomyVersionSheetName];
  const aboutRow = about
    ? (XLSX.utils.sheet_to_json<unknown[]>(about, { header: 1, raw: false, defval: '' })[0] ?? [])
    : null;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: true,
  });
  if (rows.length > maxSheetRows)
    throw unreadable(
      `The sheet has more than ${maxSheetRows.toLocaleString('en')} rows; nothing in the workbook was read.`,
    );
  return {
    cells: rows.map((row) => [String(row[0] ?? ''), String(row[1] ?? '')]),
    version: aboutRow ? [String(aboutRow[0] ?? ''), String(aboutRow[1] ?? '')] : null,
  };
}

/**
 * Reads every row of an uploaded sheet (.xlsx or .xls). Problems of the file as a whole (not a workbook,
 * wrong headers) throw; problems of a row are collected so the whole sheet is reported at once.
 */
export async function readTaxonomySheet(buffer: ArrayBuffer): Promise<SheetReading> {
  const { cells, version } = isLegacyExcelFile(buffer) ? readXlsCells(buffer) : await readXlsxCells(buffer);
  const header = [0, 1].map((column) => (cells[0]?.[column] ?? '').trim());
  if (header[0] !== taxonomySheetColumns[0] || header[1] !== taxonomySheetColumns[1]) {
    throw unreadable(`Row 1: the first row must be the headers ${taxonomySheetColumns.join(', ')}.`, 'A1');
  }

  const rows: SheetRow[] = [];
  const errors: FieldError[] = [];
  const firstRowOf = new Map<string, number>();
  for (let r = 2; r <= cells.length; r++) {
    const name = (cells[r - 1]?.[0] ?? '').trim();
    const taxaText = cells[r - 1]?.[1] ?? '';
    if (name === '' && taxaText.trim() === '') continue;
    const fail = (column: 'A' | 'B', text: string) =>
      errors.push({ path: `${column}${r}`, message: `Row ${r}: ${text}` });
    let hasUsableName = false;
    if (name === '') fail('A', 'the log variable name is missing.');
    else if (name.length > maxNameLength)
      fail('A', `the log variable name is longer than ${maxNameLength} characters.`);
    else {
      const first = firstRowOf.get(name.toLowerCase());
      if (first !== undefined) fail('A', `'${name}' is already in row ${first}.`);
      else {
        firstRowOf.set(name.toLowerCase(), r);
        hasUsableName = true;
      }
    }
    const taxa: string[] = [];
    for (const part of taxaText.split(taxaCellSeparator)) {
      if (part.trim() === '') continue;
      const parsed = v.safeParse(TaxonTextSchema, part);
      if (!parsed.success) {
        fail('B', `'${part.trim()}': ${parsed.issues[0].message}`);
        continue;
      }
      const { category, name: shortName } = splitTaxon(parsed.output);
      const taxon = `${category}:${shortName}`;
      if (!taxa.includes(taxon)) taxa.push(taxon);
    }
    if (hasUsableName) rows.push({ row: r, name, taxa });
  }
  return { rows, errors, basedOn: versionOf(version) };
}

/**
 * The download: the headers and one row per log variable, in the order given, and a hidden sheet
 * with the taxonomy version the download was made from (ADR 0092).
 */
export async function writeTaxonomySheet(
  variables: readonly { name: string; taxa: string[] }[],
  version: number,
) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Wakeline';
  const sheet = workbook.addWorksheet(taxonomySheetName);
  sheet.columns = [
    { header: taxonomySheetColumns[0], key: 'name', width: 36 },
    { header: taxonomySheetColumns[1], key: 'taxa', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const variable of variables) {
    sheet.addRow({ name: variable.name, taxa: variable.taxa.join(`${taxaCellSeparator} `) });
  }
  const about = workbook.addWorksheet(taxonomyVersionSheetName, { state: 'hidden' });
  about.addRow([taxonomyVersionLabel, version]);
  return workbook.xlsx.writeBuffer();
}
