// The emission report documents as files (ADR 0072): a spreadsheet (report-xlsx.ts; numbers stay
// numbers, shown with the report's decimals), a PDF (pdfmake with the PDF standard font Helvetica, so no
// font file is read) and the classification society's CSV.
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { ReportDocument, ReportValue } from '../../domain/emissions/report-documents.ts';
import { attachmentDisposition, xlsxResponse } from '../http/file-response.ts';
import { reportXlsx } from './report-xlsx.ts';

export type ReportFormat = 'xlsx' | 'pdf';

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
  if (format === 'xlsx') return xlsxResponse(reportXlsx(document), `${document.fileName}.xlsx`);
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
