// The emission report documents as files (ADR 0072): a spreadsheet (exceljs; numbers stay numbers,
// shown with the report's decimals), a PDF (pdfmake with the PDF standard font Helvetica, so no
// font file is read) and the classification society's CSV.
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { ReportDocument, ReportValue } from '../../domain/emissions/report-documents.ts';
import { attachmentDisposition, xlsxResponse } from '../http/file-response.ts';

export type ReportFormat = 'xlsx' | 'pdf';

const numberFormat = (decimals: number | undefined) =>
  decimals === undefined || decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(decimals)}`;

type CellStyle = Partial<ExcelJS.Style>;

/**
 * The styles of a workbook, one object per distinct style: exceljs keys the styles it has seen by
 * object (a WeakMap), so cells that share an object cost one lookup instead of a style rendered
 * and compared per cell.
 */
function sharedStyles() {
  const byFormat = new Map<string, CellStyle>();
  return {
    plain: {} as CellStyle,
    title: { font: { bold: true, size: 14 } } as CellStyle,
    bold: { font: { bold: true } } as CellStyle,
    number(decimals: number | undefined): CellStyle {
      const format = numberFormat(decimals);
      let style = byFormat.get(format);
      if (!style) byFormat.set(format, (style = { numFmt: format }));
      return style;
    },
  };
}

/**
 * The document as a workbook of one sheet: the title and section headings bold, numbers with the
 * report's decimals. Written with exceljs's streaming writer (rows committed as they are added,
 * the zip deflated by Node's zlib) and shared style objects: the same cells, values and formats
 * as the workbook model would write, at a fraction of its time (ADR 0072).
 */
export async function reportXlsx(document: ReportDocument): Promise<Uint8Array> {
  // Collected as written: the writer resolves its commit on the stream's 'finish', after every write.
  const chunks: Buffer[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: true,
  });
  workbook.creator = 'Wakeline';
  workbook.lastModifiedBy = 'Wakeline';
  const sheet = workbook.addWorksheet('Report');
  sheet.columns = [{ width: 48 }, { width: 26 }, { width: 22 }, { width: 22 }, { width: 22 }, { width: 16 }];
  const styles = sharedStyles();
  /** A row whose cells all take `style` (a heading), or, per cell, a number format or none. */
  const addRow = (values: ReportValue[], style: CellStyle | ((index: number) => CellStyle)) => {
    const row = sheet.addRow(values);
    // A heading's font on the row too, as `row.font` sets it (before the cells take the shared style).
    if (typeof style !== 'function' && style.font) row.font = style.font;
    row.eachCell((cell, column) => {
      cell.style = typeof style === 'function' ? style(column - 1) : style;
    });
    row.commit();
  };
  const numberOr = (value: ReportValue, decimals: number | undefined) =>
    typeof value === 'number' ? styles.number(decimals) : styles.plain;
  addRow([document.title], styles.title);
  for (const section of document.sections) {
    addRow([], styles.plain);
    addRow([section.title], styles.bold);
    if (section.kind === 'fields') {
      for (const field of section.fields)
        addRow([field.label, field.value, field.unit ?? null], (index) =>
          index === 1 ? numberOr(field.value, field.decimals) : styles.plain,
        );
    } else {
      addRow(
        section.columns.map((column) => column.header),
        styles.bold,
      );
      for (const values of section.rows)
        addRow(values, (index) => numberOr(values[index] ?? null, section.columns[index]?.decimals));
    }
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** A value as the PDF shows it: numbers with the report's decimals, '-' for none. */
export function formatReportValue(value: ReportValue, decimals?: number): string {
  if (value === null || value === '') return '-';
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return '-';
  return value.toLocaleString('en-GB', {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 0,
  });
}

let fontsSet = false;
const standardFonts = new Set(['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique']);

export async function reportPdf(document: ReportDocument): Promise<Buffer> {
  if (!fontsSet) {
    pdfmake.setFonts({
      Helvetica: {
        normal: 'Helvetica',
        bold: 'Helvetica-Bold',
        italics: 'Helvetica-Oblique',
        bolditalics: 'Helvetica-BoldOblique',
      },
    });
    // The documents name no image or font file: refuse every URL, and every file but the names of
    // the standard fonts (which pdfkit has built in).
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => standardFonts.has(path));
    fontsSet = true;
  }
  const content: Content[] = [{ text: document.title, style: 'title' }];
  for (const section of document.sections) {
    content.push({ text: section.title, style: 'heading' });
    if (section.kind === 'fields') {
      content.push({
        table: {
          widths: ['*', 'auto'],
          body: section.fields.map((field) => [
            field.label,
            {
              text: `${formatReportValue(field.value, field.decimals)}${field.unit && field.value !== null ? ` ${field.unit}` : ''}`,
              alignment: typeof field.value === 'number' ? 'right' : 'left',
            },
          ]),
        },
        layout: 'lightHorizontalLines',
      });
    } else {
      content.push({
        table: {
          headerRows: 1,
          body: [
            section.columns.map((column) => ({ text: column.header, bold: true })),
            ...section.rows.map((row) =>
              row.map((value, index) => ({
                text: formatReportValue(value, section.columns[index]?.decimals),
                alignment: typeof value === 'number' ? ('right' as const) : ('left' as const),
              })),
            ),
          ],
        },
        layout: 'lightHorizontalLines',
        fontSize: 8,
      });
    }
  }
  const definition: TDocumentDefinitions = {
    info: { title: document.title, creator: 'Wakeline' },
    pageOrientation: 'landscape',
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    styles: {
      title: { fontSize: 14, bold: true, margin: [0, 0, 0, 8] },
      heading: { fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
    },
    content,
  };
  return pdfmake.createPdf(definition).getBuffer();
}

export async function reportResponse(document: ReportDocument, format: ReportFormat): Promise<Response> {
  if (format === 'xlsx') return xlsxResponse(await reportXlsx(document), `${document.fileName}.xlsx`);
  const pdf = await reportPdf(document);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(`${document.fileName}.pdf`),
      'Cache-Control': 'no-store',
    },
  });
}

export function csvResponse(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentDisposition(fileName),
      'Cache-Control': 'no-store',
    },
  });
}
