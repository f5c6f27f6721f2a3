// ADR 0093: uploaded workbooks are read within limits. A workbook bomb (a sheet of millions of rows
// packed into under a megabyte) is refused before the parser sees it; a sheet with more rows than its
// upload allows is refused when the row past the limit arrives; a real workbook is read cell by cell.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBombZip, type BombEntry } from '../../tests/support/zip-bomb.ts';
import { columnLetter, loadWorkbookInWorkerForTest, readXlsxSheets, WorkbookError } from './xlsx-reader.ts';

const notAWorkbook = 'The file is not an Excel Workbook (.xlsx).';
const MiB = 1024 * 1024;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'wakeline-xlsx-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The parts every workbook has, around one sheet entry. */
const workbookParts = (sheet: BombEntry): BombEntry[] => [
  {
    name: '[Content_Types].xml',
    content:
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  },
  {
    name: '_rels/.rels',
    content:
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  },
  {
    name: 'xl/workbook.xml',
    content:
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>',
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    content:
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  },
  sheet,
];

const sheetHead =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const inlineRow = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';

async function bytesOf(entries: BombEntry[], name: string): Promise<Buffer> {
  const path = join(folder, name);
  await writeBombZip(path, entries);
  return readFile(path);
}

describe('workbooks within limits', () => {
  it('a sheet of 7 million rows packed into about a megabyte is refused before it is parsed', async () => {
    const bomb = await bytesOf(
      workbookParts({
        name: 'xl/worksheets/sheet1.xml',
        head: sheetHead,
        repeat: inlineRow,
        inflatedBytes: 7_000_000 * inlineRow.length,
      }),
      'bomb.xlsx',
    );
    expect(bomb.length).toBeLessThan(2 * MiB);
    const reading = readXlsxSheets(bomb, { maxRows: 100_000, maxColumns: 10 }, notAWorkbook);
    await expect(reading).rejects.toBeInstanceOf(WorkbookError);
    await expect(reading).rejects.toThrow(/^The workbook unpacks to more than it may/);
  });

  it('a sheet that declares a small size and inflates past it is stopped on the stream', async () => {
    const liar = await bytesOf(
      workbookParts({
        name: 'xl/worksheets/sheet1.xml',
        head: sheetHead,
        repeat: inlineRow,
        inflatedBytes: 20 * MiB,
        declaredSize: 4096,
      }),
      'liar.xlsx',
    );
    await expect(readXlsxSheets(liar, { maxRows: 100_000, maxColumns: 10 }, notAWorkbook)).rejects.toThrow(
      /^The workbook unpacks to more than it may/,
    );
  });

  it('a sheet with more rows than the upload allows is refused, naming the sheet and the limit', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Events');
    for (let r = 1; r <= 151; r++) sheet.addRow([`row ${r}`, r]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(readXlsxSheets(bytes, { maxRows: 150, maxColumns: 5 }, notAWorkbook)).rejects.toThrow(
      "The sheet 'Events' has more than 150 rows; nothing in the workbook was read.",
    );
    const read = await readXlsxSheets(bytes, { maxRows: 151, maxColumns: 5 }, notAWorkbook);
    expect(read[0]!.rowCount).toBe(151);
  });

  it('a real workbook is read: every sheet by name, texts, numbers, dates and formulas, cells right of the limit left out', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('Identity');
    first.getCell('B1').value = 'vessel-1';
    const data = workbook.addWorksheet('Data');
    data.addRow(['Event', 'Time', 'Distance', 'Twice', 'Far']);
    data.getCell('A3').value = 'Departure';
    data.getCell('B3').value = new Date(Date.UTC(2026, 4, 2, 10, 30));
    data.getCell('B3').numFmt = 'yyyy-mm-dd hh:mm';
    data.getCell('C3').value = 120.5;
    data.getCell('D3').value = { formula: 'C3*2', result: 241 };
    data.getCell('E3').value = 'not read';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const sheets = await readXlsxSheets(bytes, { maxRows: 10, maxColumns: 4 }, notAWorkbook);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Identity', 'Data']);
    expect(sheets[0]!.cell(1, 2)).toBe('vessel-1');
    const read = sheets[1]!;
    expect(read.rowCount).toBe(3);
    expect(read.columns(2)).toEqual([]);
    expect(read.columns(3)).toEqual([1, 2, 3, 4]);
    expect(read.cell(3, 1)).toBe('Departure');
    expect(read.cell(3, 2)).toEqual(new Date(Date.UTC(2026, 4, 2, 10, 30)));
    expect(read.cell(3, 3)).toBe(120.5);
    expect(read.cell(3, 4)).toMatchObject({ formula: 'C3*2', result: 241 });
    expect(read.cell(3, 5)).toBeNull();
  });

  it('the load runs beside the event loop, and a workbook needing more than its thread may is refused while the server lives on', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    for (let row = 0; row < 20_000; row++) sheet.addRow([`text ${row}`, row, row / 7, `more ${row}`]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    let turns = 0;
    let turning = true;
    const turn = () => {
      turns++;
      if (turning) setImmediate(turn);
    };
    setImmediate(turn);
    const loaded = await loadWorkbookInWorkerForTest(bytes, { maxRows: 50_000, maxColumns: 4 });
    turning = false;
    expect('sheets' in loaded && loaded.sheets[0]!.rowCount).toBe(20_000);
    // A load on the event loop would let no turn pass until it ended.
    expect(turns).toBeGreaterThan(100);
    expect(await loadWorkbookInWorkerForTest(bytes, { maxRows: 50_000, maxColumns: 4 }, 8)).toEqual({
      refused: 'out-of-memory',
    });
  });

  it('bytes that are no workbook are refused in the caller words', async () => {
    await expect(
      readXlsxSheets(Buffer.from('Log variable,Taxa\n'), { maxRows: 10, maxColumns: 2 }, notAWorkbook),
    ).rejects.toThrow(notAWorkbook);
  });

  it('column letters run A to Z, then AA', () => {
    expect([1, 2, 26, 27, 52, 53, 702, 703].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
