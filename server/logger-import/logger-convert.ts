// A logger file through its mapping (issue 24 §1, ADR 0097): every data row streamed once, each time
// read in the mapping's zone (or its own), each mapped cell converted to the stored unit of its
// taxon; every refused row and cell kept with its line, column, value and reason. The samples are
// spilled to disk per UTC day as they stream by, so a file of any size is never held; each day is
// then sorted on its own (a day's package file is limited anyway), its repeated times refused, and
// kept sorted on disk for the import to write as a Wakeline package.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  LOGGER_REFUSALS_LISTED_MAX,
  TIME_ZONE_IN_DATA,
  type LoggerDryRun,
  type LoggerMapping,
  type LoggerRefusal,
  type LoggerRefusalRule,
} from '../../domain/contracts/logger-imports.ts';
import { taxonUnits } from '../../domain/import-mapping/column-suggestions.ts';
import { parseLoggerTime, type TimeFormat } from '../../domain/import-mapping/logger-times.ts';
import { medianOfCounts } from '../../domain/log-data/sample-window.ts';
import {
  conversionProblem,
  convert,
  parseUnit,
  storedUnits,
  units,
  type UnitId,
} from '../../domain/units/units.ts';
import {
  loggerRows,
  parseLoggerNumber,
  type LoggerCsvPreview,
  type OpenLoggerFile,
} from '../files/logger-csv.ts';

/** A mapping that does not fit the file: refused as a whole, in plain words. */
export class LoggerMappingError extends Error {}

export type ConvertedVariable = {
  /** The mapped column's index in the mapping's list. */
  index: number;
  variable: string;
  source: string;
  taxon: string | null;
  fromUnit: UnitId;
  storedUnit: UnitId;
  density: number | undefined;
  sampleCount: number;
};

/** One UTC day's samples, sorted by time: `values` holds a row of `variables.length` per time (NaN: none). */
export type ConvertedDay = { day: string; timesMs: Float64Array; values: Float64Array };

export type ConvertedFile = {
  dryRun: LoggerDryRun;
  variables: ConvertedVariable[];
  /** The UTC days (YYYY-MM-DD) that have samples, in order. */
  days: string[];
  /** One day's samples, read back from the spill folder. */
  readDay: (day: string) => Promise<ConvertedDay>;
};

const DAY_MS = 86_400_000;
/** A spilled sample: its time, its file line, its variable's index, its stored value and the number as written. */
const RECORD = 5;
/** Records per chunk of a day's buffer. */
const CHUNK_RECORDS = 256;

/**
 * Samples appended per UTC day to files in `dir`, through buffers flushed when they hold more than
 * `bufferValues` numbers together (the converter's memory, whatever the file's size).
 */
class DaySpill {
  /** Per day, filled chunks of records and the chunk being filled (typed arrays: no per-sample object). */
  private buffers = new Map<number, { full: Float64Array[]; chunk: Float64Array; used: number }>();
  private last: { day: number; buffer: { full: Float64Array[]; chunk: Float64Array; used: number } } | null =
    null;
  private buffered = 0;
  readonly days = new Set<number>();
  constructor(
    private readonly dir: string,
    private readonly bufferValues: number,
  ) {}

  path(day: number, kind: 'raw' | 'sorted'): string {
    return join(this.dir, `logger-${day}.${kind}`);
  }

  add(day: number, atMs: number, line: number, index: number, value: number, written: number): void {
    let buffer = this.last?.day === day ? this.last.buffer : this.buffers.get(day);
    if (!buffer) {
      buffer = { full: [], chunk: new Float64Array(CHUNK_RECORDS * RECORD), used: 0 };
      this.buffers.set(day, buffer);
      this.days.add(day);
    }
    this.last = { day, buffer };
    if (buffer.used === buffer.chunk.length) {
      buffer.full.push(buffer.chunk);
      buffer.chunk = new Float64Array(CHUNK_RECORDS * RECORD);
      buffer.used = 0;
    }
    const at = buffer.used;
    buffer.chunk[at] = atMs;
    buffer.chunk[at + 1] = line;
    buffer.chunk[at + 2] = index;
    buffer.chunk[at + 3] = value;
    buffer.chunk[at + 4] = written;
    buffer.used += RECORD;
    this.buffered += RECORD;
  }

  get full(): boolean {
    return this.buffered >= this.bufferValues;
  }

  async flush(): Promise<void> {
    for (const [day, buffer] of this.buffers) {
      const parts = [...buffer.full, buffer.chunk.subarray(0, buffer.used)]
        .filter((part) => part.length > 0)
        .map((part) => new Uint8Array(part.buffer, part.byteOffset, part.byteLength));
      if (parts.length > 0) await appendFile(this.path(day, 'raw'), Buffer.concat(parts));
    }
    this.buffers.clear();
    this.last = null;
    this.buffered = 0;
  }
}

async function readFloats(path: string): Promise<Float64Array> {
  const bytes = await readFile(path);
  return new Float64Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The unit a column is stored in: its taxon's (what the analysis reads), else its family's. */
export function storedUnitFor(taxon: string | null, from: UnitId): UnitId {
  const known = taxon ? taxonUnits[taxon] : undefined;
  if (known && known.family === units[from].family) return known.unit;
  return storedUnits[units[from].family];
}

const zoned = (text: string) => parseLoggerTime(text, 'iso-zoned') !== null;

/**
 * The log variable a column is stored under. A column mapped to a taxon by the taxon's own name
 * ('Navigation:Speed through water', as the mapping page offers it) is stored under the taxon's
 * variable name ('Speed through water'): the long trends and the other analyses find a vessel's
 * variables by that name (the taxonomy's log variables), never by 'Group:Name'.
 */
export function storedVariableName(variable: string, taxon: string | null): string {
  if (taxon && variable.trim().toLowerCase() === taxon.toLowerCase() && taxon.includes(':'))
    return taxon.slice(taxon.indexOf(':') + 1);
  return variable;
}

function columnIndex(header: string[], name: string, what: string): number {
  const i = header.findIndex((h) => h === name);
  if (i < 0) throw new LoggerMappingError(`The file has no column '${name}' (the mapping's ${what}).`);
  return i;
}

export type ConvertOptions = {
  /** A folder of the request's own where the samples are spilled (removed with the request). */
  spillDir: string;
  /** Numbers held before the spill is written out; 5 per sample (default 2 M, 16 MB). */
  bufferValues?: number;
};

export async function convertLoggerFile(
  open: OpenLoggerFile,
  preview: LoggerCsvPreview,
  mapping: LoggerMapping,
  fileName: string,
  options: ConvertOptions,
): Promise<ConvertedFile> {
  const header = preview.header;
  const timeColumn = columnIndex(header, mapping.timeColumn, 'time column');
  const inData = mapping.timeZone === TIME_ZONE_IN_DATA;
  const variables: ConvertedVariable[] = mapping.columns.map((column, index) => {
    const storedUnit = storedUnitFor(column.taxon ?? null, column.unit);
    if (
      column.taxon &&
      taxonUnits[column.taxon] &&
      taxonUnits[column.taxon]!.family !== units[column.unit].family
    )
      throw new LoggerMappingError(
        `The column '${column.source}' is mapped to ${column.taxon}, which is not measured in ${units[column.unit].label}.`,
      );
    const problem = conversionProblem(column.unit, storedUnit, column.densityKgPerM3 ?? undefined);
    if (problem) throw new LoggerMappingError(`The column '${column.source}' cannot be stored: ${problem}.`);
    return {
      index,
      variable: storedVariableName(column.variable, column.taxon ?? null),
      source: column.source,
      taxon: column.taxon ?? null,
      fromUnit: column.unit,
      storedUnit,
      density: column.densityKgPerM3 ?? undefined,
      sampleCount: 0,
    };
  });
  const seenVariable = new Set<string>();
  for (const v of variables) {
    if (seenVariable.has(v.variable.toLowerCase()))
      throw new LoggerMappingError(`Two columns are mapped to the log variable '${v.variable}'.`);
    seenVariable.add(v.variable.toLowerCase());
  }
  // Wide: the header column of each mapped variable. Long: the names of the name column.
  let wideColumns: number[] = [];
  let long: { name: number; value: number; unit: number | null; byName: Map<string, number> } | null = null;
  if (mapping.shape === 'wide') {
    wideColumns = mapping.columns.map((c) => columnIndex(header, c.source, 'column'));
  } else {
    if (!mapping.long) throw new LoggerMappingError('A long file needs its name and value columns.');
    long = {
      name: columnIndex(header, mapping.long.nameColumn, 'name column'),
      value: columnIndex(header, mapping.long.valueColumn, 'value column'),
      unit: mapping.long.unitColumn ? columnIndex(header, mapping.long.unitColumn, 'unit column') : null,
      byName: new Map(mapping.columns.map((c, i) => [c.source, i])),
    };
  }

  const refusals: LoggerRefusal[] = [];
  let refusalCount = 0;
  const refuse = (
    line: number,
    column: string | null,
    value: string,
    rule: LoggerRefusalRule,
    reason: string,
  ) => {
    refusalCount++;
    if (refusals.length < LOGGER_REFUSALS_LISTED_MAX) refusals.push({ line, column, value, rule, reason });
  };
  const spill = new DaySpill(options.spillDir, options.bufferValues ?? 2_000_000);
  const ignoredNames = new Set<string>();
  let firstKind: 'zoned' | 'local' | null = null;
  let rowCount = 0;
  let rowsRefused = 0;
  let cellCount = 0;
  let cellsRefused = 0;
  let minMs = Infinity;
  let maxMs = -Infinity;
  const localFormat: TimeFormat = preview.timeFormat === 'iso-zoned' ? 'iso-local' : preview.timeFormat;

  const store = (line: number, atMs: number, v: ConvertedVariable, value: number, written: number) =>
    spill.add(Math.floor(atMs / DAY_MS), atMs, line, v.index, value, written);
  const asWritten = (n: number) => (preview.dialect.decimalComma ? String(n).replace('.', ',') : String(n));

  const judge = (line: number, atMs: number, v: ConvertedVariable, raw: string, rowUnit: UnitId | null) => {
    if (raw.trim() === '') return;
    cellCount++;
    const number = parseLoggerNumber(raw, preview.dialect.decimalComma);
    if (number === null) return;
    if (!Number.isFinite(number)) {
      cellsRefused++;
      refuse(line, v.source, raw, 'not-a-number', `'${raw}' is not a number`);
      return;
    }
    let from = v.fromUnit;
    if (rowUnit !== null && rowUnit !== from) {
      if (
        units[rowUnit].family !== units[from].family ||
        conversionProblem(rowUnit, v.storedUnit, v.density)
      ) {
        cellsRefused++;
        refuse(
          line,
          v.source,
          raw,
          'unit-mismatch',
          `the row is in ${units[rowUnit].label}, which cannot be stored as ${units[v.storedUnit].label}`,
        );
        return;
      }
      from = rowUnit;
    }
    const value = convert(number, from, v.storedUnit, v.density);
    if (!Number.isFinite(value)) {
      cellsRefused++;
      refuse(
        line,
        v.source,
        raw,
        'unit-conversion',
        `'${raw}' cannot be converted to ${units[v.storedUnit].label}`,
      );
      return;
    }
    store(line, atMs, v, value, number);
  };

  for await (const row of loggerRows(open, preview)) {
    rowCount++;
    const text = row.cells[timeColumn] ?? '';
    const isZoned = zoned(text);
    const kind = isZoned ? 'zoned' : 'local';
    let atMs: number | null = null;
    let rule: LoggerRefusalRule | null = null;
    let reason = '';
    if (firstKind !== null && kind !== firstKind) {
      rule = 'time-mixed-zones';
      reason =
        kind === 'zoned'
          ? `the time ${text} carries a zone while the rows before it carry none`
          : `the time ${text} carries no zone while the rows before it carry one`;
    } else if (isZoned) {
      atMs = parseLoggerTime(text, 'iso-zoned');
    } else if (inData) {
      const readable = parseLoggerTime(text, localFormat, 'UTC') !== null;
      rule = readable ? 'time-needs-zone' : 'time-unreadable';
      reason = readable
        ? `the time ${text} has no zone and the mapping sets none; choose the zone the logger writes`
        : `'${text}' is not a time written ${localFormat}`;
    } else {
      atMs = parseLoggerTime(text, localFormat, mapping.timeZone);
      if (atMs === null) {
        rule = 'time-unreadable';
        reason = text.trim() === '' ? 'the row has no time' : `'${text}' is not a time in the file's format`;
      }
    }
    if (firstKind === null && rule === null) firstKind = kind;
    if (rule !== null || atMs === null) {
      rowsRefused++;
      refuse(row.line, mapping.timeColumn, text, rule ?? 'time-unreadable', reason);
      continue;
    }
    minMs = Math.min(minMs, atMs);
    maxMs = Math.max(maxMs, atMs);
    if (long) {
      const name = row.cells[long.name] ?? '';
      const index = long.byName.get(name);
      if (index === undefined) {
        if (name !== '' && ignoredNames.size < 1000) ignoredNames.add(name);
        continue;
      }
      const unitText = long.unit === null ? '' : (row.cells[long.unit] ?? '').trim();
      const rowUnit = unitText === '' ? null : parseUnit(unitText);
      if (unitText !== '' && rowUnit === null) {
        cellsRefused++;
        refuse(
          row.line,
          mapping.long!.unitColumn!,
          unitText,
          'unit-mismatch',
          `'${unitText}' is not a unit Wakeline converts`,
        );
        continue;
      }
      judge(row.line, atMs, variables[index]!, row.cells[long.value] ?? '', rowUnit);
    } else {
      variables.forEach((v, i) => judge(row.line, atMs, v, row.cells[wideColumns[i]!] ?? '', null));
    }
    if (spill.full) await spill.flush();
  }
  await spill.flush();

  // Day by day: sort, keep the first value of a variable at a time (the earlier line), refuse the
  // rest, and write the day sorted. The steps between distinct times are counted for the window.
  const width = variables.length;
  const steps = new Map<number, number>();
  let previousTime: number | null = null;
  let sampleCount = 0;
  const repeats: LoggerRefusal[] = [];
  const keepFirstRepeats = () => {
    repeats.sort((a, b) => a.line - b.line);
    repeats.length = Math.min(repeats.length, LOGGER_REFUSALS_LISTED_MAX);
  };
  const days = [...spill.days].sort((a, b) => a - b);
  for (const day of days) {
    const records = await readFloats(spill.path(day, 'raw'));
    const count = records.length / RECORD;
    const order = new Uint32Array(count);
    for (let i = 0; i < count; i++) order[i] = i;
    order.sort(
      (a, b) =>
        records[a * RECORD]! - records[b * RECORD]! ||
        records[a * RECORD + 2]! - records[b * RECORD + 2]! ||
        records[a * RECORD + 1]! - records[b * RECORD + 1]!,
    );
    const times: number[] = [];
    const rows: number[] = [];
    for (let k = 0; k < count; k++) {
      const r = order[k]! * RECORD;
      const atMs = records[r]!;
      const index = records[r + 2]!;
      if (times.length === 0 || times[times.length - 1] !== atMs) {
        if (previousTime !== null) steps.set(atMs - previousTime, (steps.get(atMs - previousTime) ?? 0) + 1);
        previousTime = atMs;
        times.push(atMs);
        for (let c = 0; c < width; c++) rows.push(Number.NaN);
      }
      const cell = (times.length - 1) * width + index;
      const v = variables[index]!;
      if (!Number.isNaN(rows[cell]!)) {
        cellsRefused++;
        refusalCount++;
        repeats.push({
          line: records[r + 1]!,
          column: v.source,
          value: asWritten(records[r + 4]!),
          rule: 'time-repeated',
          reason: `${v.variable} already has a value at ${new Date(atMs).toISOString()}`,
        });
        if (repeats.length >= 2 * LOGGER_REFUSALS_LISTED_MAX) keepFirstRepeats();
        continue;
      }
      rows[cell] = records[r + 3]!;
      v.sampleCount++;
      sampleCount++;
    }
    const sorted = new Float64Array(1 + times.length * (width + 1));
    sorted[0] = times.length;
    sorted.set(times, 1);
    sorted.set(rows, 1 + times.length);
    await writeFile(spill.path(day, 'sorted'), new Uint8Array(sorted.buffer));
  }
  keepFirstRepeats();
  const listed = [...refusals, ...repeats].sort((a, b) => a.line - b.line);
  listed.length = Math.min(listed.length, LOGGER_REFUSALS_LISTED_MAX);

  return {
    variables,
    days: days.map(isoDay),
    async readDay(day) {
      const sorted = await readFloats(spill.path(Date.parse(`${day}T00:00:00Z`) / DAY_MS, 'sorted'));
      const n = sorted[0]!;
      return { day, timesMs: sorted.subarray(1, 1 + n), values: sorted.subarray(1 + n) };
    },
    dryRun: {
      fileName,
      rowCount,
      rowsAccepted: rowCount - rowsRefused,
      rowsRefused,
      cellCount,
      cellsRefused,
      sampleCount,
      variables: variables.map((v) => ({
        variable: v.variable,
        source: v.source,
        fromUnit: v.fromUnit,
        storedUnit: v.storedUnit,
        sampleCount: v.sampleCount,
      })),
      ignoredNames: [...ignoredNames],
      firstSampleAt: Number.isFinite(minMs) ? new Date(minMs).toISOString() : null,
      lastSampleAt: Number.isFinite(maxMs) ? new Date(maxMs).toISOString() : null,
      sampleWindowMinutes: windowMinutes(steps),
      refusals: listed,
      refusalsTruncated: refusalCount > listed.length,
    },
  };
}

/** The median step between distinct times, in minutes, from the steps counted. */
function windowMinutes(steps: Map<number, number>): number | null {
  const median = medianOfCounts(steps);
  return median === null ? null : median / 60_000;
}
