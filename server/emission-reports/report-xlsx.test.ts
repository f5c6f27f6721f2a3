// The report workbook writer (ADR 0072): a document written as .xlsx and read back with exceljs
// gives its cells, number formats, bold title and headings and column widths; text is escaped.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ReportDocument } from '../../domain/emissions/report-documents.ts';
import { columnName, reportNumberFormat, reportXlsx, xmlText } from './report-xlsx.ts';

const document: ReportDocument = {
  title: 'EU MRV emissions report 2024: Ship & "Co" <1>',
  fileName: 'MRV-2024-Ship',
  sections: [
    {
      kind: 'fields',
      title: 'CO2 emissions (Art. 10)',
      fields: [
        { label: 'Total CO2 emitted', value: 1234.5678, unit: 't', decimals: 3 },
        { label: 'Voyages', value: 400 },
        { label: 'Ship name', value: ' Northwind\u0001 ' },
        { label: 'IMO number', value: null },
      ],
    },
    {
      kind: 'table',
      title: 'Voyages',
      columns: [
        { header: 'Voyage' },
        { header: 'Distance (nm)', decimals: 1 },
        { header: 'Average', decimals: 2 },
      ],
      rows: [
        ['Rotterdam-Hamburg', 300, 1.005],
        ['Open', null, 0],
      ],
    },
  ],
};

async function readBack(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return { workbook, sheet: workbook.worksheets[0]! };
}

describe('the report workbook', () => {
  it('EMIS-009 reads back with exceljs: values, number formats of the decimals, bold title and headings, widths', async () => {
    const { workbook, sheet } = await readBack(reportXlsx(document, new Date(Date.UTC(2025, 0, 2, 3, 4, 5))));
    expect(workbook.worksheets).toHaveLength(1);
    expect(sheet.name).toBe('Report');
    expect(workbook.creator).toBe('Wakeline');
    expect(sheet.columns.slice(0, 6).map((column) => column.width)).toEqual([48, 26, 22, 22, 22, 16]);
    // Row 1 the title, 2 empty, 3 the heading, 4-7 the fields, 8 empty, 9 the heading, 10 the header.
    expect(sheet.getCell('A1').value).toBe('EU MRV emissions report 2024: Ship & "Co" <1>');
    expect(sheet.getCell('A1').font).toMatchObject({ bold: true, size: 14 });
    expect(sheet.getRow(2).cellCount).toBe(0);
    expect(sheet.getCell('A3').value).toBe('CO2 emissions (Art. 10)');
    expect(sheet.getCell('A3').font).toMatchObject({ bold: true });
    expect(sheet.getCell('B4').value).toBe(1234.5678);
    expect(sheet.getCell('B4').numFmt).toBe('#,##0.000');
    expect(sheet.getCell('C4').value).toBe('t');
    expect(sheet.getCell('B5').value).toBe(400);
    expect(sheet.getCell('B5').numFmt).toBe('#,##0');
    // Leading and trailing spaces kept, a control character (not allowed in XML) left out.
    expect(sheet.getCell('B6').value).toBe(' Northwind ');
    expect(sheet.getCell('A7').value).toBe('IMO number');
    expect(sheet.getCell('B7').value).toBeNull();
    expect(sheet.getCell('A9').value).toBe('Voyages');
    expect(['A10', 'B10', 'C10'].map((ref) => sheet.getCell(ref).value)).toEqual([
      'Voyage',
      'Distance (nm)',
      'Average',
    ]);
    expect(sheet.getCell('B10').font).toMatchObject({ bold: true });
    expect(sheet.getCell('A11').value).toBe('Rotterdam-Hamburg');
    expect(sheet.getCell('A11').font?.bold).toBeFalsy();
    expect(sheet.getCell('B11').numFmt).toBe('#,##0.0');
    expect(sheet.getCell('C11').value).toBe(1.005);
    expect(sheet.getCell('C11').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('B12').value).toBeNull();
    expect(sheet.getCell('C12').value).toBe(0);
    expect(sheet.rowCount).toBe(12);
  });

  it('EMIS-009 column letters, number formats and XML text', () => {
    expect([0, 1, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
    expect([undefined, 0, 1, 3].map(reportNumberFormat)).toEqual(['#,##0', '#,##0', '#,##0.0', '#,##0.000']);
    expect(xmlText('a<b>&"c"\u0000\td\u000b\n')).toBe('a&lt;b&gt;&amp;&quot;c&quot;\td\n');
  });
});
