import * as v from 'valibot';
import {
  PACKAGE_FORMAT,
  PACKAGE_FORMAT_VERSION,
  PackageManifestSchema,
  PackageVariableSchema,
  eventColumns,
  parseCsv,
  variableColumns,
  type PackageManifest,
  type PackageVariable,
} from '../../domain/import-package/format.ts';
import { ZipFormatError, ZipReader } from './zip-reader.ts';

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

async function readText(zip: ZipReader, name: string, required: boolean): Promise<string | null> {
  const entry = zip.find(name);
  if (!entry) {
    if (required) throw new PackageFormatError(`${name} is missing`);
    return null;
  }
  return (await zip.read(entry)).toString('utf8');
}

function parseRows(text: string, file: string): string[][] {
  try {
    return parseCsv(text).filter((row) => !(row.length === 1 && row[0] === ''));
  } catch (error) {
    throw new PackageFormatError(`${file}: ${(error as Error).message}`);
  }
}

function expectHeader(rows: string[][], file: string, expected: readonly string[]): string[][] {
  const [header, ...body] = rows;
  if (!header || header.join(',') !== expected.join(',')) {
    throw new PackageFormatError(`${file}: the header must be ${expected.join(',')}`);
  }
  return body;
}

/** Opens a package, checks its manifest, variables and events; samples are checked as they are read. */
export async function openPackage(path: string): Promise<OpenedPackage> {
  let zip: ZipReader;
  try {
    zip = await ZipReader.open(path);
  } catch (error) {
    if (error instanceof ZipFormatError) throw new PackageFormatError(error.message);
    throw error;
  }
  try {
    const manifestText = await readText(zip, 'manifest.json', true);
    let manifestJson: unknown;
    try {
      manifestJson = JSON.parse(manifestText!);
    } catch {
      throw new PackageFormatError('manifest.json is not valid JSON');
    }
    const format = (manifestJson as { format?: unknown; formatVersion?: unknown }) ?? {};
    if (format.format !== PACKAGE_FORMAT)
      throw new PackageFormatError(`manifest.json: format must be ${PACKAGE_FORMAT}`);
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
      if (!zip.find(file)) throw new PackageFormatError(`${file} is listed in manifest.json but missing`);
    }

    const variableRows = expectHeader(
      parseRows((await readText(zip, 'variables.csv', true))!, 'variables.csv'),
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

    const eventsText = await readText(zip, 'events.csv', false);
    const events = eventsText
      ? expectHeader(parseRows(eventsText, 'events.csv'), 'events.csv', eventColumns).map((row, i) => {
          const atMs = Date.parse(row[0] ?? '');
          if (Number.isNaN(atMs) || !row[1])
            throw new PackageFormatError(`events.csv line ${i + 2}: needs a timestamp and a type`);
          return { atMs, type: row[1], port: row[2] ?? '' };
        })
      : [];

    async function* days(): AsyncGenerator<DayBatch> {
      for (const file of manifest.sampleFiles) {
        let text: string;
        try {
          text = (await readText(zip, file, true))!;
        } catch (error) {
          if (error instanceof ZipFormatError) throw new PackageFormatError(error.message);
          throw error;
        }
        const rows = parseRows(text, file);
        const [header, ...body] = rows;
        if (!header || header[0] !== 'timestamp')
          throw new PackageFormatError(`${file}: the header must start with timestamp`);
        const variableIds = header.slice(1);
        for (const id of variableIds) {
          if (!knownIds.has(id))
            throw new PackageFormatError(`${file}: column ${id} is not in variables.csv`);
        }
        if (new Set(variableIds).size !== variableIds.length)
          throw new PackageFormatError(`${file}: a variable column repeats`);
        const day = file.slice('samples/'.length, 'samples/'.length + 10);
        const timestampsMs = new Float64Array(body.length);
        const values = variableIds.map(() => new Float64Array(body.length));
        let previous = -Infinity;
        body.forEach((row, r) => {
          const line = r + 2;
          if (row.length !== header.length)
            throw new PackageFormatError(
              `${file} line ${line}: expected ${header.length} fields, found ${row.length}`,
            );
          const atMs = Date.parse(row[0]!);
          if (Number.isNaN(atMs) || !row[0]!.startsWith(day))
            throw new PackageFormatError(
              `${file} line ${line}: timestamp ${row[0]} is not an instant of ${day}`,
            );
          if (atMs <= previous) throw new PackageFormatError(`${file} line ${line}: timestamps must ascend`);
          if (atMs < periodStartMs || atMs >= periodEndMs)
            throw new PackageFormatError(`${file} line ${line}: ${row[0]} is outside the manifest's period`);
          previous = atMs;
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
        });
        yield { file, variableIds, timestampsMs, values };
      }
    }

    return { manifest, variables, events, days, close: () => zip.close() };
  } catch (error) {
    await zip.close();
    if (error instanceof ZipFormatError) throw new PackageFormatError(error.message);
    throw error;
  }
}
