import type { Readable } from 'node:stream';
import { parse, type Options } from 'csv-parse';
import { fillMessage, messages } from '../../domain/messages.ts';
import {
  detectTimeFormat,
  parseLoggerTime,
  timeFormatNeedsZone,
  timeFormats,
  type TimeFormat,
} from '../../domain/import-mapping/logger-times.ts';
import { sampleWindowMinutes } from '../../domain/log-data/sample-window.ts';
import { parseUnit } from '../../domain/units/units.ts';

/**
 * Logger CSV exports as fleets make them (issue 24 §1, ADR 0094): the dialect is detected from the
 * first bytes, the header found below any title lines, the shape (wide or long) and the time column
 * told apart; then the rows stream by in a second pass without the file ever being held.
 */

/** A file that cannot be read; the message names the line and the rule in plain words. */
export class LoggerCsvError extends Error {
  constructor(
    message: string,
    readonly line: number | null = null,
  ) {
    super(message);
  }
}

/** What one logger file may cost (ADR 0094, in the style of the package limits of ADR 0088). */
export type LoggerCsvLimits = {
  maxLineChars: number;
  /** Data rows after the header: a year at one row a second. */
  maxRows: number;
  maxColumns: number;
  /** Bytes read to detect the dialect. */
  sniffBytes: number;
  /** Lines searched for the header and the first data row. */
  headerSearchLines: number;
  /** Rows of the preview, and rows read to detect the sample window. */
  previewRows: number;
  windowRows: number;
};

export const defaultLoggerCsvLimits: LoggerCsvLimits = {
  maxLineChars: 64 * 1024,
  maxRows: 31_622_400,
  maxColumns: 2000,
  sniffBytes: 64 * 1024,
  headerSearchLines: 50,
  previewRows: 20,
  windowRows: 500,
};

export type CsvSeparator = ',' | ';' | '\t';

export type CsvDialect = {
  bom: boolean;
  separator: CsvSeparator;
  /** Numbers are written 12,5 (only with a semicolon or tab separator). */
  decimalComma: boolean;
  lineBreak: '\r\n' | '\n';
  /** Some field in the first bytes is quoted with ". */
  quoted: boolean;
};

export type LoggerShape =
  | { kind: 'wide'; timeColumn: number; valueColumns: number[] }
  | { kind: 'long'; timeColumn: number; nameColumn: number; valueColumn: number; unitColumn: number | null };

export type LoggerRow = { line: number; time: string; cells: string[] };

export type LoggerCsvPreview = {
  dialect: CsvDialect;
  /** 1-based line of the header; title and comment lines above it are skipped. */
  headerLine: number;
  header: string[];
  /** A row of unit texts between the header and the data, if the file has one (its line is skipped too). */
  units: string[] | null;
  shape: LoggerShape;
  /** Detected from the first rows; a format without a zone needs one chosen before import. */
  timeFormat: TimeFormat;
  timeNeedsZone: boolean;
  /** The first data rows (at most `previewRows`). */
  rows: LoggerRow[];
  /** The median step between the first times, in minutes; null with fewer than two times. */
  sampleWindowMinutes: number | null;
};

/** Opens the file again from its start (a path, a stored upload): the reader reads it twice. */
export type OpenLoggerFile = () => Readable;

const separators: readonly CsvSeparator[] = ['\t', ';', ','];

/** The records of a text cut at line breaks outside quotes, and the separators outside quotes in each. */
function splitRecords(text: string): { line: string; counts: Record<CsvSeparator, number> }[] {
  const out: { line: string; counts: Record<CsvSeparator, number> }[] = [];
  let counts: Record<CsvSeparator, number> = { '\t': 0, ';': 0, ',': 0 };
  let start = 0;
  let quoted = false;
  for (let i = 0; i <= text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\t' || char === ';' || char === ',')) counts[char]++;
    else if ((!quoted && char === '\n') || i === text.length) {
      const line = text.slice(start, i).replace(/\r$/, '');
      if (line.trim() !== '') out.push({ line, counts });
      counts = { '\t': 0, ';': 0, ',': 0 };
      start = i + 1;
    }
  }
  return out;
}

const commaNumber = /^[+-]?\d+,\d+$/;
const dotNumber = /^[+-]?\d*\.\d+(?:[eE][+-]?\d+)?$/;

/**
 * The dialect of a file from its first bytes: the separator found on the most lines with the same
 * count (tab, then semicolon, then comma on a tie), a decimal comma when, with a semicolon or tab,
 * more fields read as 12,5 than as 12.5.
 */
export function sniffDialect(head: string): CsvDialect {
  const bom = head.startsWith('\uFEFF');
  const text = bom ? head.slice(1) : head;
  const cut = text.lastIndexOf('\n');
  const found = splitRecords(cut >= 0 && cut < text.length - 1 ? text.slice(0, cut) : text);
  const counts = found.map((r) => r.counts);
  const lines = found.map((r) => r.line);
  let separator: CsvSeparator = ',';
  let bestLines = 0;
  for (const candidate of separators) {
    const tally = new Map<number, number>();
    for (const count of counts)
      if (count[candidate] > 0) tally.set(count[candidate], (tally.get(count[candidate]) ?? 0) + 1);
    const mostLines = Math.max(0, ...tally.values());
    if (mostLines > bestLines) {
      separator = candidate;
      bestLines = mostLines;
    }
  }
  let commas = 0;
  let dots = 0;
  if (separator !== ',')
    for (const line of lines)
      for (const field of line.split(separator)) {
        const value = field.trim().replace(/^"(.*)"$/, '$1');
        if (commaNumber.test(value)) commas++;
        else if (dotNumber.test(value)) dots++;
      }
  const firstBreak = text.indexOf('\n');
  return {
    bom,
    separator,
    decimalComma: commas > dots,
    lineBreak: firstBreak > 0 && text[firstBreak - 1] === '\r' ? '\r\n' : '\n',
    quoted: text.includes('"'),
  };
}

/** A logger's number text: '12.5', '-3e2', or with a decimal comma '12,5'; null when empty, NaN when not a number. */
export function parseLoggerNumber(text: string, decimalComma: boolean): number | null {
  const t = text.trim();
  if (t === '') return null;
  const plain = decimalComma ? t.replace(',', '.') : t;
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

async function readHead(open: OpenLoggerFile, bytes: number): Promise<Buffer> {
  const source = open();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= bytes) break;
    }
  } finally {
    source.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

/** How long parsing may hold the event loop before it lets other work run (ms), as ADR 0088. */
const sliceMs = 20;

/** The records of the file from `fromLine` on, with the line each ends on; trailing empty cells dropped. */
async function* records(
  open: OpenLoggerFile,
  dialect: CsvDialect,
  limits: LoggerCsvLimits,
  fromLine = 1,
): AsyncGenerator<{ line: number; cells: string[] }> {
  const options: Options = {
    delimiter: dialect.separator,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    comment: '#',
    comment_no_infix: true,
    max_record_size: limits.maxLineChars,
    info: true,
    from_line: fromLine,
  };
  const source = open();
  const parser = parse(options);
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let sliceStart = Date.now();
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      let end = record.length;
      while (end > 0 && record[end - 1] === '') end--;
      if (end === 0) continue;
      yield { line: info.lines, cells: end === record.length ? record : record.slice(0, end) };
      if (Date.now() - sliceStart > sliceMs) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = Date.now();
      }
    }
  } catch (error) {
    const e = error as { code?: string; lines?: number; message?: string };
    const line = String(e.lines ?? '?');
    if (e.code === 'CSV_MAX_RECORD_SIZE')
      throw new LoggerCsvError(
        fillMessage(messages.loggerCsvLineTooLong, { line, limit: limits.maxLineChars.toLocaleString('en') }),
        e.lines ?? null,
      );
    if (typeof e.code === 'string' && e.code.startsWith('CSV_'))
      throw new LoggerCsvError(
        fillMessage(messages.loggerCsvUnreadable, {
          line,
          reason: (e.message ?? '').replace(/^Invalid Record Length: |:.*$/g, '').toLowerCase(),
        }),
        e.lines ?? null,
      );
    throw error;
  } finally {
    parser.destroy();
    source.destroy();
  }
}

const timeHeader = /time|date|stamp|utc|zeit|datum/i;
const nameHeader = /^(name|variable|tag|tag ?name|signal|channel|parameter|sensor|point|id)$/i;
const valueHeader = /^(value|val|reading|measurement|wert)$/i;
const unitHeader = /^(unit|units|uom|eng ?unit)$/i;

/**
 * The time column: the first column whose cells in the first data rows are all times in one format.
 * Excel date numbers count only under a header that says time or date (a column of kW could read
 * as 1954-2173 dates).
 */
function findTimeColumn(header: string[], rows: string[][]): { column: number; format: TimeFormat } | null {
  const candidates: { column: number; format: TimeFormat }[] = [];
  const width = Math.max(header.length, ...rows.map((r) => r.length));
  for (let column = 0; column < width; column++) {
    const samples = rows.map((r) => r[column] ?? '');
    const allowSerial = timeHeader.test(header[column] ?? '');
    const format = detectTimeFormat(
      samples,
      allowSerial ? timeFormats : timeFormats.filter((f) => f !== 'excel-serial'),
    );
    if (format && samples.some((s) => s !== '')) candidates.push({ column, format });
  }
  return candidates.find((c) => timeHeader.test(header[c.column] ?? '')) ?? candidates[0] ?? null;
}

/** A row that holds data: one of its cells is a time in some format. */
const holdsTime = (cells: string[]) =>
  cells.some(
    (cell, i) =>
      detectTimeFormat(
        [cell],
        timeFormats.filter((f) => f !== 'excel-serial' || i === 0),
      ) !== null,
  );

function shapeOf(header: string[], timeColumn: number): LoggerShape {
  const find = (pattern: RegExp) => {
    const i = header.findIndex((h, column) => column !== timeColumn && pattern.test(h.trim()));
    return i < 0 ? null : i;
  };
  const nameColumn = find(nameHeader);
  const valueColumn = find(valueHeader);
  if (nameColumn !== null && valueColumn !== null && header.length <= 6)
    return { kind: 'long', timeColumn, nameColumn, valueColumn, unitColumn: find(unitHeader) };
  return { kind: 'wide', timeColumn, valueColumns: header.map((_, i) => i).filter((i) => i !== timeColumn) };
}

async function dialectOf(open: OpenLoggerFile, limits: LoggerCsvLimits): Promise<CsvDialect> {
  const head = await readHead(open, limits.sniffBytes);
  if (head.length === 0) throw new LoggerCsvError(messages.loggerCsvEmpty);
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
    throw new LoggerCsvError(messages.loggerCsvUtf16);
  return sniffDialect(head.toString('utf8'));
}

/**
 * The first pass: the dialect, the header row (the row above the first row holding a time), the
 * shape and the time column, the first rows and the sample window. Reads at most the header search
 * lines and `windowRows` data rows.
 */
export async function previewLoggerCsv(
  open: OpenLoggerFile,
  limits: LoggerCsvLimits = defaultLoggerCsvLimits,
): Promise<LoggerCsvPreview> {
  const dialect = await dialectOf(open, limits);
  const raw: { line: number; cells: string[] }[] = [];
  let first = -1;
  for await (const record of records(open, dialect, limits)) {
    raw.push(record);
    if (first < 0) {
      // The first data row: it and the row after it hold a time (a title line may hold a date).
      const i = raw.length - 2;
      if (i >= 0 && raw[i]!.cells.length >= 2 && holdsTime(raw[i]!.cells) && holdsTime(record.cells))
        first = i;
      else if (raw.length > limits.headerSearchLines) break;
    } else if (raw.length - first >= limits.windowRows) break;
  }
  if (raw.length === 0) throw new LoggerCsvError(messages.loggerCsvEmpty);
  if (first < 0) {
    const only = raw.length <= 2 ? raw.findIndex((r) => r.cells.length >= 2 && holdsTime(r.cells)) : -1;
    if (only < 0)
      throw new LoggerCsvError(
        fillMessage(messages.loggerCsvNoTimes, {
          count: String(Math.min(raw.length, limits.headerSearchLines)),
        }),
      );
    first = only;
  }
  // A row of units between the header and the data ('', 'kn', 'kW', …) is the header's units.
  let headerAt = first - 1;
  let unitRow: string[] | null = null;
  const isUnitRow = (cells: string[]) => {
    const filled = cells.filter((c) => c !== '');
    return filled.length > 0 && filled.every((c) => parseUnit(c.replace(/^[[(]\s*|\s*[\])]$/g, '')) !== null);
  };
  if (headerAt >= 1 && isUnitRow(raw[headerAt]!.cells) && !isUnitRow(raw[headerAt - 1]!.cells)) {
    unitRow = raw[headerAt]!.cells;
    headerAt--;
  }
  const header = raw[headerAt];
  if (!header || header.cells.length < 2 || holdsTime(header.cells))
    throw new LoggerCsvError(
      fillMessage(messages.loggerCsvNoHeader, { line: String(raw[first]!.line) }),
      raw[first]!.line,
    );
  if (header.cells.length > limits.maxColumns)
    throw new LoggerCsvError(
      fillMessage(messages.loggerCsvTooManyColumns, {
        line: String(header.line),
        count: String(header.cells.length),
        limit: String(limits.maxColumns),
      }),
      header.line,
    );
  const rows: LoggerRow[] = [];
  const body = raw.slice(first);
  const time = findTimeColumn(
    header.cells,
    body.map((r) => r.cells),
  );
  if (time === null)
    throw new LoggerCsvError(
      fillMessage(messages.loggerCsvNoTimes, { count: String(header.line + body.length) }),
    );
  for (const r of body.slice(0, limits.previewRows))
    rows.push({ line: r.line, time: r.cells[time.column] ?? '', cells: r.cells });
  const times = body
    .map((r) => parseLoggerTime(r.cells[time.column] ?? '', time.format, 'UTC'))
    .filter((t): t is number => t !== null);
  return {
    dialect,
    headerLine: header.line,
    header: header.cells,
    units: unitRow,
    shape: shapeOf(header.cells, time.column),
    timeFormat: time.format,
    timeNeedsZone: timeFormatNeedsZone(time.format),
    rows,
    sampleWindowMinutes: sampleWindowMinutes(times),
  };
}

/**
 * The second pass: every data row after the header as its time text and cells, one at a time. A row
 * with more values than the header has columns, a line over the length limit or a file over the row
 * limit is refused with its line; judging the values is the mapping's work.
 */
export async function* loggerRows(
  open: OpenLoggerFile,
  preview: Pick<LoggerCsvPreview, 'dialect' | 'headerLine' | 'header' | 'units' | 'shape'>,
  limits: LoggerCsvLimits = defaultLoggerCsvLimits,
): AsyncGenerator<LoggerRow> {
  const columns = preview.header.length;
  const timeColumn = preview.shape.timeColumn;
  let rows = 0;
  let skipUnits = preview.units !== null;
  for await (const { line, cells } of records(open, preview.dialect, limits, preview.headerLine + 1)) {
    if (skipUnits) {
      skipUnits = false;
      continue;
    }
    if (++rows > limits.maxRows)
      throw new LoggerCsvError(
        fillMessage(messages.loggerCsvTooManyRows, { limit: limits.maxRows.toLocaleString('en') }),
        line,
      );
    if (cells.length > columns)
      throw new LoggerCsvError(
        fillMessage(messages.loggerCsvTooManyCells, {
          line: String(line),
          count: String(cells.length),
          columns: String(columns),
        }),
        line,
      );
    yield { line, time: cells[timeColumn] ?? '', cells };
  }
}
