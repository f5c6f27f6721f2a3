// Logger imports (issue 24 §1, ADR 0097): preview, saved mappings, dry run and import of a fleet's
// own logger exports. An import converts the file to a Wakeline package and queues it exactly as
// POST /ImportPackages does, so its progress shows on Import Status and trends are recalculated.
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isSuperOrAdmin } from '../../domain/auth/roles.ts';
import { importStatuses } from '../../domain/contracts/imports.ts';
import {
  LoggerMappingSchema,
  TIME_ZONE_IN_DATA,
  type LoggerColumnSuggestion,
  type LoggerDryRun,
  type LoggerImportAccepted,
  type LoggerMapping,
  type LoggerMappingListItem,
  type LoggerPreview,
} from '../../domain/contracts/logger-imports.ts';
import { suggestColumn, taxonUnits } from '../../domain/import-mapping/column-suggestions.ts';
import { zoneProblem } from '../../domain/import-mapping/logger-times.ts';
import {
  PACKAGE_FORMAT,
  PACKAGE_FORMAT_VERSION,
  csvLine,
  eventColumns,
  variableColumns,
  type PackageManifest,
} from '../../domain/import-package/format.ts';
import { fillMessage, messages } from '../../domain/messages.ts';
import { simVariables } from '../../domain/sim/simulate.ts';
import { parseUnit, units, type UnitId } from '../../domain/units/units.ts';
import { AppError, conflict, forbidden, invalidInput, notFound } from '../http/app-error.ts';
import {
  findImportBySha,
  findVesselById,
  type ImportVessel,
  insertImport,
  type PipelineContext,
  storePackage,
  ZipWriter,
} from '../import/public.ts';
import { isUniqueViolation } from '../db/sql-errors.ts';
import type { Actor } from '../security/actor.ts';
import { vesselScopeFor } from '../security/access-policy.ts';
import { isVesselInScope } from '../vessels/public.ts';
import {
  convertLoggerFile,
  LoggerMappingError,
  storedUnitFor,
  type ConvertedFile,
} from './logger-convert.ts';
import { LoggerFileError, readyLoggerFile, type ReadyLoggerFile } from './logger-file.ts';
import { mappingOfForm, type ReceivedSpreadsheet } from './spreadsheet-form.ts';
import * as mappings from './logger-mappings.repository.ts';
import { taxonomyForSuggestions } from '../taxonomy/public.ts';

/** A received file in the request's temporary folder. */
const refused = (message: string) => invalidInput(message, 'file');

async function ready(file: ReceivedSpreadsheet, sheetName: string | null): Promise<ReadyLoggerFile> {
  try {
    return await readyLoggerFile(file.path, file.bytes, join(file.folder, 'sheet.csv'), sheetName);
  } catch (error) {
    if (
      error instanceof LoggerFileError ||
      (error instanceof Error && error.constructor.name === 'LoggerCsvError')
    )
      throw refused(error.message);
    throw error;
  }
}

const shortName = (taxon: string) => taxon.slice(taxon.indexOf(':') + 1);

/** The package variable id of a log variable: the simulator's for a seeded taxon, so packages and files meet. */
function packageIdOf(variable: string, taxon: string | null, used: Set<string>): string {
  const known = taxon
    ? simVariables.find((s) => s.name === shortName(taxon) && s.name === variable)
    : undefined;
  let id = known?.id ?? `L_${variable.replace(/[^A-Za-z0-9_.-]+/g, '_')}`.slice(0, 64);
  for (let n = 2; used.has(id); n++) id = `${id.slice(0, 60)}_${n}`;
  used.add(id);
  return id;
}

/** The unit text a package carries for a stored unit (the words the valid ranges read). */
function packageUnitText(unit: UnitId): string {
  const sim = simVariables.find((s) => parseUnit(s.unit) === unit);
  return sim?.unit ?? units[unit].label;
}

function formatValue(value: number): string {
  return String(Number(value.toPrecision(12)));
}

export function createLoggerImportService(ctx: PipelineContext) {
  const { engine } = ctx;

  /** Administrators and SuperUsers, for a vessel they reach (Administrators: of their company). */
  async function vesselFor(actor: Actor, vesselId: string): Promise<ImportVessel> {
    if (!isSuperOrAdmin(actor.role)) throw forbidden(messages.loggerImportNotAllowed);
    const vessel = await findVesselById(engine, vesselId);
    if (!vessel || !(await isVesselInScope(ctx.db, vessel.id, vesselScopeFor(actor))))
      throw forbidden(messages.loggerImportNoVessel);
    return vessel;
  }

  function present(row: mappings.LoggerMappingRow): LoggerMappingListItem {
    return {
      id: row.id,
      vesselId: row.vesselId,
      sourceName: row.sourceName,
      mapping: row.mapping as LoggerMapping,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    };
  }

  function checkZone(mapping: LoggerMapping) {
    if (mapping.timeZone === TIME_ZONE_IN_DATA) return;
    const problem = zoneProblem(mapping.timeZone);
    if (problem) throw invalidInput(fillMessage(messages.loggerImportZone, { reason: problem }), 'timeZone');
  }

  function checkMapping(mapping: LoggerMapping) {
    checkZone(mapping);
    if (mapping.shape === 'long' && !mapping.long)
      throw invalidInput('A long file needs its name and value columns.', 'long');
  }

  async function mappingOf(vesselId: string, id: string): Promise<mappings.LoggerMappingRow> {
    const row = await mappings.findLoggerMapping(engine, vesselId, id);
    if (!row) throw notFound(messages.loggerImportNoMapping);
    return row;
  }

  async function convert(file: ReceivedSpreadsheet, mapping: LoggerMapping): Promise<ConvertedFile> {
    const opened = await ready(file, mapping.sheetName ?? null);
    try {
      return await convertLoggerFile(opened.open, opened.preview, mapping, file.name, {
        spillDir: file.folder,
      });
    } catch (error) {
      if (error instanceof LoggerMappingError) throw invalidInput(error.message, 'mapping');
      if (error instanceof Error && error.constructor.name === 'LoggerCsvError') throw refused(error.message);
      throw error;
    }
  }

  /** Writes the converted samples as a Wakeline package (docs/import-format.md) at `path`. */
  async function writePackage(path: string, vessel: ImportVessel, converted: ConvertedFile): Promise<void> {
    const zip = await ZipWriter.create(path);
    const used = new Set<string>();
    const ids = converted.variables.map((variable) => packageIdOf(variable.variable, variable.taxon, used));
    const header = csvLine(['timestamp', ...ids]);
    const sampleFiles: string[] = [];
    const width = converted.variables.length;
    for (const day of converted.days) {
      const { timesMs, values } = await converted.readDay(day);
      const lines: string[] = [];
      for (let t = 0; t < timesMs.length; t++) {
        const row = [...values.subarray(t * width, (t + 1) * width)];
        lines.push(
          csvLine([
            new Date(timesMs[t]!).toISOString(),
            ...row.map((value) => (Number.isNaN(value) ? '' : formatValue(value))),
          ]),
        );
      }
      const name = `samples/${day}.csv`;
      await zip.addFile(name, header + lines.join(''));
      sampleFiles.push(name);
    }
    const windowSeconds = Math.max(1, Math.round((converted.dryRun.sampleWindowMinutes ?? 1) * 60));
    await zip.addFile(
      'variables.csv',
      csvLine([...variableColumns]) +
        converted.variables
          .map((variable, i) =>
            csvLine([
              ids[i]!,
              variable.variable,
              packageUnitText(variable.storedUnit),
              'Logger import',
              windowSeconds,
              4,
              `From the column '${variable.source}' in ${units[variable.fromUnit].label}`.slice(0, 1000),
            ]),
          )
          .join(''),
    );
    await zip.addFile('events.csv', csvLine([...eventColumns]));
    const manifest: PackageManifest = {
      format: PACKAGE_FORMAT,
      formatVersion: PACKAGE_FORMAT_VERSION,
      imoNumber: vessel.imoNumber,
      periodStart: converted.dryRun.firstSampleAt!,
      // The period's end is after its last sample.
      periodEnd: new Date(Date.parse(converted.dryRun.lastSampleAt!) + 1000).toISOString(),
      // The same file makes the same package: sent twice, the second is the duplicate answer.
      createdAt: converted.dryRun.lastSampleAt!,
      software: { name: 'wakeline-logger-import', version: '1' },
      sampleFiles,
    };
    await zip.addFile('manifest.json', JSON.stringify(manifest, null, 2));
    await zip.close();
  }

  return {
    /** Before a file is read: the caller may import into the vessel (403 otherwise). */
    async checkAccess(actor: Actor, vesselId: string): Promise<void> {
      await vesselFor(actor, vesselId);
    },

    async preview(
      actor: Actor,
      vesselId: string,
      file: ReceivedSpreadsheet,
      sheetName: string | null,
    ): Promise<LoggerPreview> {
      await vesselFor(actor, vesselId);
      const opened = await ready(file, sheetName);
      const p = opened.preview;
      const taxonomy = await taxonomyForSuggestions(engine);
      const examples = (column: number) =>
        p.rows
          .map((r) => r.cells[column] ?? '')
          .filter((c) => c !== '')
          .slice(0, 5);
      const suggest = (
        columnIndex: number,
        source: string,
        unitHint: string | null,
        values: string[],
      ): LoggerColumnSuggestion => {
        const reading = suggestColumn(source, taxonomy);
        const unitText = reading.unitText ?? (unitHint && unitHint.trim() !== '' ? unitHint.trim() : null);
        const detectedUnit =
          reading.unit ?? (unitText ? parseUnit(unitText.replace(/^[[(]\s*|\s*[\])]$/g, '')) : null);
        const best = reading.suggestions[0];
        const taxon = best && best.confidence >= 0.5 ? best.taxon : null;
        const taxonUnit = taxon ? (taxonUnits[taxon]?.unit ?? null) : null;
        const unit = detectedUnit ?? taxonUnit;
        return {
          columnIndex,
          source,
          sourceName: reading.name,
          unitText,
          detectedUnit,
          ignore: taxon === null,
          variable: taxon ? shortName(taxon) : reading.name || source,
          taxon,
          unit,
          storedUnit: unit ? storedUnitFor(taxon, unit) : null,
          suggestions: reading.suggestions,
          exampleValues: values,
        };
      };
      let columns: LoggerColumnSuggestion[];
      if (p.shape.kind === 'wide') {
        columns = p.shape.valueColumns.map((i) =>
          suggest(i, p.header[i] ?? '', p.units?.[i] ?? null, examples(i)),
        );
      } else {
        const shape = p.shape;
        const names = new Map<string, { unit: string | null; values: string[] }>();
        for (const row of p.rows) {
          const name = row.cells[shape.nameColumn] ?? '';
          if (name === '') continue;
          const entry = names.get(name) ?? {
            unit: shape.unitColumn === null ? null : (row.cells[shape.unitColumn] ?? null),
            values: [],
          };
          if (entry.values.length < 5) entry.values.push(row.cells[shape.valueColumn] ?? '');
          names.set(name, entry);
        }
        columns = [...names].map(([name, entry]) =>
          suggest(shape.nameColumn, name, entry.unit, entry.values),
        );
      }
      const valueSources = new Set(columns.map((c) => c.source));
      const saved = await mappings.listLoggerMappings(engine, vesselId);
      const matching = saved.find((row) => {
        const m = row.mapping as LoggerMapping;
        return (
          m.timeColumn === p.header[p.shape.timeColumn] &&
          m.shape === p.shape.kind &&
          m.columns.every((c) =>
            p.shape.kind === 'wide' ? p.header.includes(c.source) : valueSources.has(c.source),
          )
        );
      });
      return {
        fileName: file.name,
        fileKind: opened.kind,
        dialect: opened.kind === 'csv' ? p.dialect : null,
        sheetName: opened.sheetName,
        sheetNames: opened.sheetNames,
        headerLine: p.headerLine,
        header: p.header,
        unitRow: p.units,
        shape: p.shape.kind,
        timeColumnIndex: p.shape.timeColumn,
        timeColumn: p.header[p.shape.timeColumn] ?? '',
        nameColumn: p.shape.kind === 'long' ? (p.header[p.shape.nameColumn] ?? null) : null,
        valueColumn: p.shape.kind === 'long' ? (p.header[p.shape.valueColumn] ?? null) : null,
        unitColumn:
          p.shape.kind === 'long' && p.shape.unitColumn !== null
            ? (p.header[p.shape.unitColumn] ?? null)
            : null,
        timeFormat: p.timeFormat,
        timeNeedsZone: p.timeNeedsZone,
        rows: p.rows.map((r) => ({ line: r.line, cells: r.cells })),
        sampleWindowMinutes: p.sampleWindowMinutes,
        columns,
        matchingMappingId: matching?.id ?? null,
      };
    },

    async listMappings(actor: Actor, vesselId: string): Promise<LoggerMappingListItem[]> {
      await vesselFor(actor, vesselId);
      return (await mappings.listLoggerMappings(engine, vesselId)).map(present);
    },

    async createMapping(
      actor: Actor,
      vesselId: string,
      mapping: LoggerMapping,
    ): Promise<LoggerMappingListItem> {
      await vesselFor(actor, vesselId);
      checkMapping(mapping);
      const row = await mappings.insertLoggerMapping(engine, vesselId, mapping.sourceName, mapping);
      if (!row)
        throw conflict(fillMessage(messages.loggerImportSourceTaken, { name: `'${mapping.sourceName}'` }));
      return present(row);
    },

    async updateMapping(
      actor: Actor,
      vesselId: string,
      id: string,
      mapping: LoggerMapping,
    ): Promise<LoggerMappingListItem> {
      await vesselFor(actor, vesselId);
      checkMapping(mapping);
      const row = await mappings.updateLoggerMapping(engine, vesselId, id, mapping.sourceName, mapping);
      if (row === 'missing') throw notFound(messages.loggerImportNoMapping);
      if (row === 'taken')
        throw conflict(fillMessage(messages.loggerImportSourceTaken, { name: `'${mapping.sourceName}'` }));
      return present(row);
    },

    async deleteMapping(actor: Actor, vesselId: string, id: string): Promise<void> {
      await vesselFor(actor, vesselId);
      if (!(await mappings.deleteLoggerMapping(engine, vesselId, id)))
        throw notFound(messages.loggerImportNoMapping);
    },

    /** The mapping of a form: a saved one by "mappingId", else one sent as JSON in "mapping". */
    async formMapping(
      actor: Actor,
      vesselId: string,
      fields: Map<string, string>,
      allowInline: boolean,
    ): Promise<{ mapping: LoggerMapping; id: string | null }> {
      await vesselFor(actor, vesselId);
      return mappingOfForm(fields, {
        allowInline,
        schema: LoggerMappingSchema,
        saved: (id) => mappingOf(vesselId, id),
        check: checkMapping,
      });
    },

    async dryRun(
      actor: Actor,
      vesselId: string,
      file: ReceivedSpreadsheet,
      mapping: LoggerMapping,
    ): Promise<LoggerDryRun> {
      await vesselFor(actor, vesselId);
      return (await convert(file, mapping)).dryRun;
    },

    /**
     * Converts the file and queues it as a package on the received-data queue. Refused whole (4xx,
     * nothing stored) when any row or value is refused, or nothing would be stored.
     */
    async import(
      actor: Actor,
      vesselId: string,
      file: ReceivedSpreadsheet,
      mappingId: string,
      mapping: LoggerMapping,
    ): Promise<LoggerImportAccepted> {
      const vessel = await vesselFor(actor, vesselId);
      const converted = await convert(file, mapping);
      const { dryRun } = converted;
      const first = dryRun.refusals[0];
      if (first)
        throw refused(
          fillMessage(messages.loggerImportRefused, {
            count: String(dryRun.rowsRefused + dryRun.cellsRefused),
            line: String(first.line),
            reason: first.reason,
          }),
        );
      if (dryRun.sampleCount === 0) throw refused(messages.loggerImportNothing);
      const started = ctx.queues();
      if (!started) throw new AppError('CONFLICT', 'The import queues are starting; try again in a moment.');
      const packagePath = join(file.folder, 'package.zip');
      await writePackage(packagePath, vessel, converted);
      const stored = await storePackage(ctx.dataDir, createReadStream(packagePath), ctx.now());
      await rm(packagePath, { force: true });
      const earlier = await findImportBySha(engine, stored.sha256);
      let importPath = earlier?.importPath ?? stored.importPath;
      if (!earlier) {
        try {
          await insertImport(engine, {
            importPath: stored.importPath,
            sha256: stored.sha256,
            fileName: file.name.slice(0, 200),
            imoNumber: vessel.imoNumber,
            vesselId: vessel.id,
            webJob: 'Prepare',
            status: importStatuses.Running,
            uploadedBy: actor.userId,
          });
          await started.enqueue('receiveddata', stored.importPath);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          importPath = stored.importPath;
        }
      }
      await mappings.markLoggerMappingUsed(engine, mappingId, ctx.now());
      return { importPath, vesselId: vessel.id, imoNumber: vessel.imoNumber, mappingId, dryRun };
    },
  };
}

export type LoggerImportService = ReturnType<typeof createLoggerImportService>;
