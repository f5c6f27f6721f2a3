import * as v from 'valibot';
import {
  PACKAGE_FORMAT,
  PACKAGE_FORMAT_VERSION,
  PackageManifestSchema,
  PackageVariableSchema,
  eventColumns,
  variableColumns,
  type PackageManifest,
  type PackageVariable,
} from '../../domain/import-package/format.ts';
import { parse } from 'csv-parse';
import { fillMessage, messages } from '../../domain/messages.ts';
import { defaultZipLimits, ZipFormatError, ZipReader, type ZipLimits } from '../files/zip-reader.ts';

/** A package that breaks the format (docs/import-format.md); the message says where and why. */
export class PackageFormatError extends Error {}

export type PackageEvent = { atMs: number; type: string; port: string };

/** The samples of one day in columns: `values[i]` belongs to `variableIds[i]`; NaN means no sample. */
export type DayBatch = {
  file: string;
  variableIds: string[];
  timestampsMs: Float64Array;
  values: Float64Array[];
};

export type OpenedPackage = {
  manifest: PackageManifest;
  variables: PackageVariable[];
  events: PackageEvent[];
  /** Reads and checks the sample files one day at a time. */
  days(): AsyncGenerator<DayBatch>;
  close(): Promise<void>;
};

const issuesText = (issues: v.BaseIssue<unknown>[]) =>
  issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');

/**
 * What one CSV of a package may cost (ADR 0088); a file over a limit is refused as its rows stream
 * by, before it is held. Rows are data rows (the header not counted).
 */
export type CsvLimits = {
  maxLineChars: number;
  maxVariableRows: number;
  maxEventRows: number;
  /** One a second of a UTC day. */
  maxSampleRows: number;
  /** Values of one sample file (rows × variable columns): what a day costs in memory, 8 bytes each. */
  maxSampleValues: number;
};

export const defaultCsvLimits: CsvLimits = {
  maxLineChars: 64 * 1024,
  maxVariableRows: 10_000,
  maxEventRows: 100_000,
  maxSampleRows: 86_400,
  maxSampleValues: 10_000_000,
};

export type PackageLimits = { zip: ZipLimits; csv: CsvLimits; manifestBytes: number };
export const defaultPackageLimits: PackageLimits = {
  zip: defaultZipLimits,
  csv: defaultCsvLimits,
  manifestBytes: 1024 * 1024,
};

const formatError = (error: unknown, file: string): unknown => {
  if (error instanceof PackageFormatError) return error;
  if (error instanceof ZipFormatError) return new PackageFormatError(error.message);
  const code = (error as { code?: string }).code;
  if (typeof code === 'string' && code.startsWith('CSV_'))
    return new PackageFormatError(`${file}: ${(error as Error).message}`);
  return error;
};

/** How long parsing may hold the event loop before it lets other work run (ms). */
const sliceMs = 20;

/**
 * The rows of one CSV entry, streamed (csv-parse): never more than a chunk of the file in memory.
 * Empty lines are skipped; a line over the length limit or a file over its row limit is refused.
 */
async function* csvRows(
  zip: ZipReader,
  file: string,
  maxRows: number,
  limits: CsvLimits,
): AsyncGenerator<string[]> {
  const entry = zip.find(file);
  if (!entry) throw new PackageFormatError(`${file} is missing`);
  let source;
  try {
    source = await zip.stream(entry);
  } catch (error) {
    throw formatError(error, file);
  }
  const parser = parse({
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: limits.maxLineChars,
  });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let rows = 0;
  let sliceStart = Date.now();
  try {
    for await (const row of parser as AsyncIterable<string[]>) {
      if (rows++ > maxRows)
        throw new PackageFormatError(
          `${file}: more than ${maxRows} rows; a ${file.startsWith('samples/') ? 'sample file' : 'file'} may hold at most ${maxRows} rows after its header`,
        );
      yield row;
      if (Date.now() - sliceStart > sliceMs) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = Date.now();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE')
      throw new PackageFormatError(
        `${file}: a line is longer than ${limits.maxLineChars} characters; a line may hold at most ${limits.maxLineChars} characters`,
      );
    throw formatError(error, file);
  } finally {
    parser.destroy();
    source.destroy();
  }
}

async function readRows(
  zip: ZipReader,
  file: string,
  maxRows: number,
  limits: CsvLimits,
): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of csvRows(zip, file, maxRows, limits)) rows.push(row);
  return rows;
}

function expectHeader(rows: string[][], file: string, expected: readonly string[]): string[][] {
  const [header, ...body] = rows;
  if (!header || header.join(',') !== expected.join(',')) {
    throw new PackageFormatError(`${file}: the header must be ${expected.join(',')}`);
  }
  return body;
}

/**
 * A sample or event time: ISO 8601 with its zone, Z or ±hh:mm (docs/import-format.md). A time
 * without one would be read in the server's own zone, so the same row would be another instant on
 * another server.
 */
const zonedTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function zonedInstant(text: string, place: string): number {
  if (!zonedTime.test(text)) {
    const looksLikeTime = !Number.isNaN(Date.parse(text));
    throw new PackageFormatError(
      looksLikeTime
        ? `${place}: time ${text} has no zone; ${messages.packageTimeNeedsZone}`
        : `${place}: ${text === '' ? 'the time is empty' : `${text} is not a time`}; ${messages.packageTimeNeedsZone}`,
    );
  }
  return Date.parse(text);
}

/**
 * Opens a package, checks its manifest, variables and events; samples are checked as they are read.
 * The package is a path, or a file descriptor its caller opened and closes (the import's worker
 * thread, ADR 0114).
 */
export async function openPackage(
  source: string | { fd: number },
  limits: PackageLimits = defaultPackageLimits,
): Promise<OpenedPackage> {
  let zip: ZipReader;
  try {
    zip =
      typeof source === 'string'
        ? await ZipReader.open(source, limits.zip)
        : await ZipReader.fromFd(source.fd, limits.zip);
  } catch (error) {
    if (error instanceof ZipFormatError) throw new PackageFormatError(error.message);
    throw error;
  }
  const csv = limits.csv;
  try {
    const manifestEntry = zip.find('manifest.json');
    if (!manifestEntry) throw new PackageFormatError('manifest.json is missing');
    const manifestText = (await zip.read(manifestEntry, limits.manifestBytes)).toString('utf8');
    let manifestJson: unknown;
    try {
      manifestJson = JSON.parse(manifestText);
    } catch {
      throw new PackageFormatError('manifest.json is not valid JSON');
    }
    const format = (manifestJson as { format?: unknown; formatVersion?: unknown }) ?? {};
    if (format.format !== PACKAGE_FORMAT)
      throw new PackageFormatError(`manifest.json: format must be ${PACKAGE_FORMAT}`);
    if (
      typeof format.formatVersion === 'string' &&
      format.formatVersion.trim() === String(PACKAGE_FORMAT_VERSION)
    )
      throw new PackageFormatError(
        `manifest.json: ${fillMessage(messages.packageFormatVersionText, { text: format.formatVersion })}`,
      );
    if (format.formatVersion !== PACKAGE_FORMAT_VERSION) {
      throw new PackageFormatError(
        `manifest.json: formatVersion ${String(format.formatVersion)} is not supported (supported: ${PACKAGE_FORMAT_VERSION})`,
      );
    }
    const parsedManifest = v.safeParse(PackageManifestSchema, manifestJson);
    if (!parsedManifest.success)
      throw new PackageFormatError(`manifest.json: ${issuesText(parsedManifest.issues)}`);
    const manifest = parsedManifest.output;
    const periodStartMs = Date.parse(manifest.periodStart);
    const periodEndMs = Date.parse(manifest.periodEnd);
    if (!(periodStartMs < periodEndMs))
      throw new PackageFormatError('manifest.json: periodStart must be before periodEnd');
    for (const file of manifest.sampleFiles) {
      const entry = zip.find(file);
      if (!entry) throw new PackageFormatError(`${file} is listed in manifest.json but missing`);
      zip.check(entry);
    }

    const variableRows = expectHeader(
      await readRows(zip, 'variables.csv', csv.maxVariableRows, csv),
      'variables.csv',
      variableColumns,
    );
    const variables = variableRows.map((row, i) => {
      const [id, name, unit, system, window, precision, description] = row;
      const parsed = v.safeParse(PackageVariableSchema, {
        id,
        name,
        unit,
        system,
        sampleWindowSeconds: Number(window),
        precision: Number(precision),
        description,
      });
      if (!parsed.success)
        throw new PackageFormatError(`variables.csv line ${i + 2}: ${issuesText(parsed.issues)}`);
      return parsed.output;
    });
    const knownIds = new Set(variables.map((variable) => variable.id));
    if (knownIds.size !== variables.length)
      throw new PackageFormatError('variables.csv: variable ids must be unique');

    const events: PackageEvent[] = [];
    if (zip.find('events.csv')) {
      let line = 0;
      for await (const row of csvRows(zip, 'events.csv', csv.maxEventRows, csv)) {
        line++;
        if (line === 1) {
          if (row.join(',') !== eventColumns.join(','))
            throw new PackageFormatError(`events.csv: the header must be ${eventColumns.join(',')}`);
          continue;
        }
        if (!row[0] || !row[1])
          throw new PackageFormatError(`events.csv line ${line}: needs a timestamp and a type`);
        const atMs = zonedInstant(row[0], `events.csv line ${line}`);
        events.push({ atMs, type: row[1], port: row[2] ?? '' });
      }
      if (line === 0)
        throw new PackageFormatError(`events.csv: the header must be ${eventColumns.join(',')}`);
    }

    async function* days(): AsyncGenerator<DayBatch> {
      for (const file of manifest.sampleFiles) {
        const day = file.slice('samples/'.length, 'samples/'.length + 10);
        let header: string[] | null = null;
        let variableIds: string[] = [];
        let line = 0;
        let previous = -Infinity;
        // Columns grow by doubling: a day's memory follows its rows, never the file's size.
        let capacity = 0;
        let timestampsMs = new Float64Array(0);
        let values: Float64Array[] = [];
        const grow = () => {
          capacity = Math.min(csv.maxSampleRows, Math.max(1024, capacity * 2));
          const next = new Float64Array(capacity);
          next.set(timestampsMs);
          timestampsMs = next;
          values = values.map((column) => {
            const wider = new Float64Array(capacity);
            wider.set(column);
            return wider;
          });
        };
        let r = 0;
        for await (const row of csvRows(zip, file, csv.maxSampleRows, csv)) {
          line++;
          if (!header) {
            if (row[0] !== 'timestamp')
              throw new PackageFormatError(`${file}: the header must start with timestamp`);
            header = row;
            variableIds = header.slice(1);
            for (const id of variableIds) {
              if (!knownIds.has(id))
                throw new PackageFormatError(`${file}: column ${id} is not in variables.csv`);
            }
            if (new Set(variableIds).size !== variableIds.length)
              throw new PackageFormatError(`${file}: a variable column repeats`);
            values = variableIds.map(() => new Float64Array(0));
            continue;
          }
          if (row.length !== header.length)
            throw new PackageFormatError(
              `${file} line ${line}: expected ${header.length} fields, found ${row.length}`,
            );
          if ((r + 1) * variableIds.length > csv.maxSampleValues)
            throw new PackageFormatError(
              `${file}: more than ${csv.maxSampleValues} values; a sample file may hold at most ${csv.maxSampleValues} values (rows times variable columns)`,
            );
          const atMs = zonedInstant(row[0]!, `${file} line ${line}`);
          if (!row[0]!.startsWith(day))
            throw new PackageFormatError(
              `${file} line ${line}: timestamp ${row[0]} is not an instant of ${day}`,
            );
          if (atMs <= previous) throw new PackageFormatError(`${file} line ${line}: timestamps must ascend`);
          if (atMs < periodStartMs || atMs >= periodEndMs)
            throw new PackageFormatError(`${file} line ${line}: ${row[0]} is outside the manifest's period`);
          previous = atMs;
          if (r === capacity) grow();
          timestampsMs[r] = atMs;
          for (let c = 1; c < row.length; c++) {
            const cell = row[c]!;
            const value = cell === '' ? Number.NaN : Number(cell);
            if (cell !== '' && !Number.isFinite(value)) {
              throw new PackageFormatError(
                `${file} line ${line}: ${variableIds[c - 1]} value '${cell}' is not a number`,
              );
            }
            values[c - 1]![r] = value;
          }
          r++;
        }
        if (!header) throw new PackageFormatError(`${file}: the header must start with timestamp`);
        yield {
          file,
          variableIds,
          timestampsMs: timestampsMs.slice(0, r),
          values: values.map((column) => column.slice(0, r)),
        };
      }
    }

    return { manifest, variables, events, days, close: () => zip.close() };
  } catch (error) {
    await zip.close();
    if (error instanceof ZipFormatError) throw new PackageFormatError(error.message);
    throw error;
  }
}
