import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { isLegacyExcelFile } from '../http/spreadsheet-upload.ts';
import { readTaxonomySheet, writeTaxonomySheet } from './taxonomy-sheet.ts';

async function sheetOf(rows: (string | null)[][], header = ['Log variable', 'Taxa']): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Taxonomy');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

describe('the taxonomy sheet', () => {
  it('ADMIN-085 ADMIN-086 the written sheet reads back as the same variables and taxa, and the taxonomy version it was made from', async () => {
    const variables = [
      { name: 'Shaft power', taxa: ['Propulsion:Shaft power', 'Engine:Load'] },
      { name: 'Heading', taxa: [] },
    ];
    const reading = await readTaxonomySheet((await writeTaxonomySheet(variables, 7)) as ArrayBuffer);
    expect(reading).toEqual({
      rows: [
        { row: 2, name: 'Shaft power', taxa: ['Propulsion:Shaft power', 'Engine:Load'] },
        { row: 3, name: 'Heading', taxa: [] },
      ],
      errors: [],
      basedOn: 7,
    });
  });

  it('ADMIN-086 a sheet made by hand has no version; the version sheet is hidden and is not read as the taxonomy', async () => {
    const reading = await readTaxonomySheet(await sheetOf([['Shaft power', 'Propulsion:Shaft power']]));
    expect(reading.basedOn).toBeNull();
    const written = new ExcelJS.Workbook();
    await written.xlsx.load((await writeTaxonomySheet([], 3)) as ArrayBuffer);
    expect(written.getWorksheet('Version')?.state).toBe('hidden');
    expect(written.getWorksheet('Version')?.getRow(1).values).toEqual([undefined, 'Taxonomy version', 3]);
  });

  it('ADMIN-086 taxa are trimmed around the colon, repeats dropped and blank rows skipped', async () => {
    const reading = await readTaxonomySheet(
      await sheetOf([
        ['Shaft power', ' Propulsion : Shaft power ;Propulsion:Shaft power;; '],
        [null, null],
        ['Heading', 'Navigation:Heading'],
      ]),
    );
    expect(reading.errors).toEqual([]);
    expect(reading.rows).toEqual([
      { row: 2, name: 'Shaft power', taxa: ['Propulsion:Shaft power'] },
      { row: 4, name: 'Heading', taxa: ['Navigation:Heading'] },
    ]);
  });

  it('ADMIN-086 every bad row is reported with its row and cell, not only the first', async () => {
    const reading = await readTaxonomySheet(
      await sheetOf([
        ['Shaft power', 'no colon here'],
        [null, 'Propulsion:Shaft speed'],
        ['shaft POWER', 'Propulsion:Shaft power'],
        ['Heading', 'Navigation:Heading; a:b:c'],
      ]),
    );
    expect(reading.errors).toEqual([
      { path: 'B2', message: "Row 2: 'no colon here': A taxon must be written as Category:Name." },
      { path: 'A3', message: 'Row 3: the log variable name is missing.' },
      { path: 'A4', message: "Row 4: 'shaft POWER' is already in row 2." },
      { path: 'B5', message: "Row 5: 'a:b:c': A taxon must be written as Category:Name." },
    ]);
    // Rows with a usable name stay, so the upload can also check those names against the vessels.
    expect(reading.rows.map((row) => row.name)).toEqual(['Shaft power', 'Heading']);
  });

  it('ADMIN-086 a sheet without the two headers is refused as a whole', async () => {
    await expect(
      readTaxonomySheet(await sheetOf([['Shaft power', 'A:B']], ['Name', 'Taxa'])),
    ).rejects.toThrow('Row 1: the first row must be the headers Log variable, Taxa.');
    await expect(readTaxonomySheet(new TextEncoder().encode('not a workbook').buffer)).rejects.toThrow(
      'The file is neither an Excel Workbook (.xlsx) nor an Excel 97-2003 Workbook (.xls).',
    );
  });

  it('ADMIN-145 an Excel 97-2003 workbook is known by its first bytes, whatever its name', () => {
    const compound = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]).buffer;
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]).buffer;
    expect(isLegacyExcelFile(compound)).toBe(true);
    expect(isLegacyExcelFile(zip)).toBe(false);
    expect(isLegacyExcelFile(new ArrayBuffer(2))).toBe(false);
  });

  it('ADMIN-086 ADMIN-145 an .xls sheet is read with the same rules as an .xlsx one', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Log variable', 'Taxa'],
        ['Shaft power', 'Propulsion:Shaft power; Propulsion:Shaft power'],
        ['Heading', 'no colon'],
      ]),
      'Taxonomy',
    );
    const xls = XLSX.write(book, { bookType: 'xls', type: 'array' }) as ArrayBuffer;
    const reading = await readTaxonomySheet(xls);
    expect(reading.rows).toEqual([
      { row: 2, name: 'Shaft power', taxa: ['Propulsion:Shaft power'] },
      { row: 3, name: 'Heading', taxa: [] },
    ]);
    expect(reading.errors.map((error) => error.path)).toEqual(['B3']);
  });
});
