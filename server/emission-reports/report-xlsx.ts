// A report document as an .xlsx workbook of one sheet (ADR 0072), written directly as its
// SpreadsheetML parts in a zip: the same sheet as the exceljs workbook model wrote (cells, shared
// strings, the bold title and headings, the report's decimals as number formats, the column
// widths), at a small part of its time. A report is a list of rows of strings and numbers, so the
// general writer's cell objects, style rendering and zip library are not needed; the API tests read
// the file back with exceljs. Deflate and CRC-32 are node:zlib's.
import { crc32, deflateRawSync } from 'node:zlib';
import type { ReportDocument, ReportValue } from '../../domain/emissions/report-documents.ts';

/** The number format of a value shown with `decimals` decimals. */
export const reportNumberFormat = (decimals: number | undefined) =>
  decimals === undefined || decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(decimals)}`;

const columnWidths = [48, 26, 22, 22, 22, 16];

/** SpreadsheetML's built-in number formats that the reports use; the others are numbered from 164. */
const builtInFormats: Record<string, number> = { '#,##0': 3, '#,##0.00': 4 };

/** Cell styles: 0 plain, 1 title (bold 14 pt), 2 heading (bold), then one per number format. */
const TITLE = 1;
const HEADING = 2;

const xmlHeader = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const mainNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const escapes: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' };

/** Text as XML character data: the markup characters escaped, the characters XML 1.0 forbids left out. */
export function xmlText(text: string): string {
  let xml = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const code = text.charCodeAt(i);
    if (
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
      code === 0xfffe ||
      code === 0xffff
    )
      continue;
    xml += escapes[char] ?? char;
  }
  return xml;
}

/** The column letters of a 0-based column index: A … Z, AA … */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

type Cell = { value: ReportValue; style: number };

/** The workbook's parts as text, by path in the package. */
export function reportWorkbookParts(document: ReportDocument, now: Date): Map<string, string> {
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const formats: string[] = [];
  const formatStyle = new Map<string, number>();
  const numberStyle = (decimals: number | undefined) => {
    const format = reportNumberFormat(decimals);
    let style = formatStyle.get(format);
    if (style === undefined) {
      style = HEADING + 1 + formats.length;
      formats.push(format);
      formatStyle.set(format, style);
    }
    return style;
  };
  const rows: string[] = [];
  let rowNumber = 0;
  /** A row of cells; a heading row carries its style on the row too. */
  const addRow = (cells: Cell[], rowStyle = 0) => {
    rowNumber += 1;
    let xml = '';
    cells.forEach((cell, index) => {
      const { value } = cell;
      if (value === null || (typeof value === 'number' && !Number.isFinite(value))) return;
      const ref = `${columnName(index)}${rowNumber}`;
      const style = cell.style === 0 ? '' : ` s="${cell.style}"`;
      if (typeof value === 'number') {
        xml += `<c r="${ref}"${style}><v>${value}</v></c>`;
        return;
      }
      let shared = stringIndex.get(value);
      if (shared === undefined) {
        shared = strings.length;
        strings.push(value);
        stringIndex.set(value, shared);
      }
      xml += `<c r="${ref}"${style} t="s"><v>${shared}</v></c>`;
    });
    if (xml === '') return;
    const style = rowStyle === 0 ? '' : ` s="${rowStyle}" customFormat="1"`;
    rows.push(`<row r="${rowNumber}"${style}>${xml}</row>`);
  };
  const heading = (values: ReportValue[], style: number) =>
    addRow(
      values.map((value) => ({ value, style })),
      style,
    );
  const valueCell = (value: ReportValue, decimals: number | undefined): Cell => ({
    value,
    style: typeof value === 'number' ? numberStyle(decimals) : 0,
  });

  heading([document.title], TITLE);
  for (const section of document.sections) {
    addRow([]);
    heading([section.title], HEADING);
    if (section.kind === 'fields') {
      for (const field of section.fields)
        addRow([
          { value: field.label, style: 0 },
          valueCell(field.value, field.decimals),
          { value: field.unit ?? null, style: 0 },
        ]);
    } else {
      heading(
        section.columns.map((column) => column.header),
        HEADING,
      );
      for (const values of section.rows)
        addRow(values.map((value, index) => valueCell(value, section.columns[index]?.decimals)));
    }
  }

  const cols = columnWidths
    .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  const sheet =
    `${xmlHeader}<worksheet xmlns="${mainNs}" xmlns:r="${relNs}"><cols>${cols}</cols>` +
    `<sheetData>${rows.join('')}</sheetData>` +
    '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';
  const sharedStrings =
    `${xmlHeader}<sst xmlns="${mainNs}" uniqueCount="${strings.length}">` +
    strings
      .map((text) =>
        /^\s|\s$/.test(text)
          ? `<si><t xml:space="preserve">${xmlText(text)}</t></si>`
          : `<si><t>${xmlText(text)}</t></si>`,
      )
      .join('') +
    '</sst>';
  let customFormat = 164;
  const formatIds = formats.map((format) => builtInFormats[format] ?? customFormat++);
  const customFormats = formats
    .map((format, index) => ({ format, id: formatIds[index]! }))
    .filter(({ id }) => id >= 164);
  const styles =
    `${xmlHeader}<styleSheet xmlns="${mainNs}">` +
    (customFormats.length === 0
      ? ''
      : `<numFmts count="${customFormats.length}">${customFormats
          .map(({ format, id }) => `<numFmt numFmtId="${id}" formatCode="${xmlText(format)}"/>`)
          .join('')}</numFmts>`) +
    '<fonts count="3"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
    '<font><b/><sz val="14"/></font><font><b/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${3 + formats.length}">` +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
    '<xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
    formatIds
      .map((id) => `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`)
      .join('') +
    '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';
  const timestamp = `${now.toISOString().slice(0, 19)}Z`;
  const type = (name: string) => `application/vnd.openxmlformats-officedocument.${name}`;
  return new Map([
    [
      '[Content_Types].xml',
      `${xmlHeader}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${type('spreadsheetml.sheet.main+xml')}"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type('spreadsheetml.worksheet+xml')}"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${type('spreadsheetml.styles+xml')}"/>` +
        `<Override PartName="/xl/sharedStrings.xml" ContentType="${type('spreadsheetml.sharedStrings+xml')}"/>` +
        '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
        `<Override PartName="/docProps/app.xml" ContentType="${type('extended-properties+xml')}"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${xmlHeader}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${relNs}/officeDocument" Target="xl/workbook.xml"/>` +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
        `<Relationship Id="rId3" Type="${relNs}/extended-properties" Target="docProps/app.xml"/></Relationships>`,
    ],
    [
      'docProps/core.xml',
      `${xmlHeader}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
        'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
        `<dc:title>${xmlText(document.title)}</dc:title><dc:creator>Wakeline</dc:creator>` +
        '<cp:lastModifiedBy>Wakeline</cp:lastModifiedBy>' +
        `<dcterms:created xsi:type="dcterms:W3CDTF">${timestamp}</dcterms:created>` +
        `<dcterms:modified xsi:type="dcterms:W3CDTF">${timestamp}</dcterms:modified></cp:coreProperties>`,
    ],
    [
      'docProps/app.xml',
      `${xmlHeader}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
        '<Application>Wakeline</Application></Properties>',
    ],
    [
      'xl/workbook.xml',
      `${xmlHeader}<workbook xmlns="${mainNs}" xmlns:r="${relNs}">` +
        '<sheets><sheet name="Report" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${xmlHeader}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${relNs}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${relNs}/styles" Target="styles.xml"/>` +
        `<Relationship Id="rId3" Type="${relNs}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    ['xl/worksheets/sheet1.xml', sheet],
    ['xl/styles.xml', styles],
    ['xl/sharedStrings.xml', sharedStrings],
  ]);
}

/** The date and time of a zip entry, MS-DOS format (local fields, as zip readers show them). */
function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((Math.max(date.getFullYear(), 1980) - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** A zip archive (PKWARE APPNOTE 4.3: local headers, deflated data, central directory) of `files`. */
export function zipArchive(files: Map<string, string>, modified: Date): Uint8Array {
  const { time, date } = dosDateTime(modified);
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [path, text] of files) {
    const name = Buffer.from(path, 'utf8');
    const raw = Buffer.from(text, 'utf8');
    const data = deflateRawSync(raw);
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by: 2.0
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(date, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(raw.length, 24);
    entry.writeUInt16LE(name.length, 28);
    // Extra and comment lengths, disk number, attributes: 0.
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.size, 8);
  end.writeUInt16LE(files.size, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The document as an .xlsx file. */
export function reportXlsx(document: ReportDocument, now = new Date()): Uint8Array {
  return zipArchive(reportWorkbookParts(document, now), now);
}
