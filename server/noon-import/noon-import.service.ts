// Noon report imports (issue 24 §2, ADR 0106): preview, saved mappings, dry run and import of a
// fleet's noon report export. The file is read by the logger import's reader (CSV streamed, XLSX
// through exceljs written as CSV); each row becomes a noon report checked by the noon report
// contract and rules (domain/noon-reports), and the import stores them through the noon reports
// service, the tablet form's own path (synced writer: versioned, in the change feed). A report's id
// is derived from the vessel and its UTC time, so the same file imported twice changes nothing.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import * as v from 'valibot';
import { isSuperOrAdmin } from '../../domain/auth/roles.ts';
import { TIME_ZONE_IN_DATA } from '../../domain/contracts/logger-imports.ts';
import {
  NOON_IMPORT_REFUSALS_LISTED_MAX,
  NoonImportMappingSchema,
  type NoonImportColumnMapping,
  type NoonImportDryRun,
  type NoonImportMapping,
  type NoonImportMappingListItem,
  type NoonImportPreview,
  type NoonImportRefusal,
  type NoonImportResult,
} from '../../domain/contracts/noon-report-imports.ts';
import {
  NoonReportWriteSchema,
  zonedTimeOf,
  type NoonReport,
  type NoonReportWrite,
  type NoonReportWriteInput,
} from '../../domain/contracts/noon-reports.ts';
import {
  detectTimeFormat,
  parseLoggerTime,
  timeFormatLabels,
  zoneProblem,
  type TimeFormat,
} from '../../domain/import-mapping/logger-times.ts';
import { fillMessage, messages } from '../../domain/messages.ts';
import { checkNoonReport } from '../../domain/noon-reports/noon-report-rules.ts';
import {
  noonUnitProblem,
  suggestNoonColumn,
  toStoredNoonValue,
} from '../../domain/noon-reports/noon-import.ts';
import type { Db } from '../db/synced-table.ts';
import type { SqlConnection } from '../db/sql-engine.ts';
import { loggerRows, parseLoggerNumber } from '../files/logger-csv.ts';
import { forbidden, invalidInput, notFound } from '../http/app-error.ts';
import { findVesselById } from '../import/public.ts';
import {
  LoggerFileError,
  mappingOfForm,
  readyLoggerFile,
  type ReadyLoggerFile,
  type ReceivedSpreadsheet,
} from '../logger-import/public.ts';
import {
  noonReportAtSameTime,
  type NoonReportsService,
  noonReportsTable,
  previousNoonReport,
} from '../noon-reports/public.ts';
import type { Actor } from '../security/actor.ts';
import { vesselScopeFor } from '../security/access-policy.ts';
import { isVesselInScope } from '../vessels/public.ts';
import * as repo from './noon-import.repository.ts';

/** A received file in the request's temporary folder. */
export type NoonImportServiceDeps = {
  db: Db;
  engine: SqlConnection;
  now: () => Date;
  noonReports: NoonReportsService;
};

const refused = (message: string) => invalidInput(message, 'file');

/** The report id of a vessel's report at an instant: the same row of the same file is the same report. */
export function importedReportId(vesselId: string, utcIso: string): string {
  const hex = createHash('sha1').update(`wakeline-noon-import:${vesselId}:${utcIso}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The values a report is compared by (jsonb does not keep key order). */
function comparable(report: NoonReportWrite | NoonReport): string {
  return JSON.stringify([
    report.reportTime,
    report.latitude,
    report.longitude,
    report.hoursSteamed,
    report.distanceOverGroundNm,
    report.distanceThroughWaterNm,
    report.averageSpeedKn,
    report.mainEnginePowerKw,
    report.shaftSpeedRpm,
    report.fuel.map((line) => [line.fuelTypeId, line.consumer, line.tonnes]),
    report.rob.map((line) => [line.fuelTypeId, line.robTonnes, line.bunkeredTonnes]),
    report.draftForwardM,
    report.draftAftM,
    report.windForceBeaufort,
    report.windDirectionDeg,
    report.seaStateDouglas,
    report.cargoTonnes,
    report.remarks,
  ]);
}

const zoneSuffix = /(Z|[+-]\d{2}:?\d{2})$/i;

/** One accepted row: the report, its line and whether it is new, changed or already stored. */
type PlannedReport = {
  line: number;
  report: NoonReportWrite;
  status: 'new' | 'changed' | 'unchanged';
  version: number | null;
};

type Conversion = { dryRun: NoonImportDryRun; planned: PlannedReport[] };

export function createNoonImportService({ db, engine, now, noonReports }: NoonImportServiceDeps) {
  /** Administrators and SuperUsers, for a vessel they reach (Administrators: of their company). */
  async function vesselFor(actor: Actor, vesselId: string): Promise<void> {
    if (!isSuperOrAdmin(actor.role)) throw forbidden(messages.loggerImportNotAllowed);
    const vessel = await findVesselById(engine, vesselId);
    if (!vessel || !(await isVesselInScope(db, vessel.id, vesselScopeFor(actor))))
      throw forbidden(messages.loggerImportNoVessel);
  }

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

  function present(row: repo.NoonMappingRow): NoonImportMappingListItem {
    return {
      id: row.id,
      vesselId: row.vesselId,
      sourceName: row.sourceName,
      mapping: row.mapping as NoonImportMapping,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    };
  }

  /** The mapping's own refusals (400 before the file is read): zone, units, fuel types. */
  async function checkMapping(vesselId: string, mapping: NoonImportMapping): Promise<void> {
    if (mapping.timeZone !== TIME_ZONE_IN_DATA) {
      const problem = zoneProblem(mapping.timeZone);
      if (problem)
        throw invalidInput(fillMessage(messages.loggerImportZone, { reason: problem }), 'timeZone');
    }
    const fuelTypes = new Set((await repo.vesselFuelTypes(engine, vesselId)).map((f) => f.id));
    for (const column of mapping.columns) {
      const name = { name: `'${column.source}'` };
      const problem = noonUnitProblem(column);
      if (problem)
        throw invalidInput(fillMessage(messages.noonImportUnit, { ...name, reason: problem }), 'columns');
      if (column.field === 'fuel' || column.field === 'rob' || column.field === 'bunkered') {
        if (!column.fuelTypeId)
          throw invalidInput(fillMessage(messages.noonImportFuelTypeNeeded, name), 'columns');
        if (!fuelTypes.has(column.fuelTypeId))
          throw invalidInput(messages.noonReportUnknownFuelType, 'columns');
      }
      if (column.field === 'fuel' && !column.consumer)
        throw invalidInput(fillMessage(messages.noonImportConsumerNeeded, name), 'columns');
      if (
        column.field === 'bunkered' &&
        !mapping.columns.some((c) => c.field === 'rob' && c.fuelTypeId === column.fuelTypeId)
      )
        throw invalidInput(fillMessage(messages.noonImportBunkeredNeedsRob, name), 'columns');
    }
  }

  async function mappingOf(vesselId: string, id: string): Promise<repo.NoonMappingRow> {
    const row = await repo.findNoonMapping(engine, vesselId, id);
    if (!row) throw notFound(messages.loggerImportNoMapping);
    return row;
  }

  /** Reads the whole file through the mapping and judges every report; nothing is stored. */
  async function convert(
    vesselId: string,
    file: ReceivedSpreadsheet,
    mapping: NoonImportMapping,
  ): Promise<Conversion> {
    const opened = await ready(file, mapping.sheetName ?? null);
    const { preview } = opened;
    const indexOf = (source: string) => {
      const i = preview.header.indexOf(source);
      if (i < 0)
        throw invalidInput(fillMessage(messages.noonImportColumnMissing, { name: `'${source}'` }), 'mapping');
      return i;
    };
    const timeIndex = indexOf(mapping.timeColumn);
    const mapped = mapping.columns.map((column) => ({ column, index: indexOf(column.source) }));
    const format: TimeFormat =
      preview.shape.timeColumn === timeIndex
        ? preview.timeFormat
        : (detectTimeFormat(preview.rows.map((r) => r.cells[timeIndex] ?? '')) ?? preview.timeFormat);
    const fieldColumn = new Map<string, string>();
    for (const { column } of mapped)
      if (!fieldColumn.has(column.field)) fieldColumn.set(column.field, column.source);

    const refusals: NoonImportRefusal[] = [];
    let refusalCount = 0;
    const refuse = (refusal: NoonImportRefusal) => {
      refusalCount++;
      if (refusals.length < NOON_IMPORT_REFUSALS_LISTED_MAX) refusals.push(refusal);
    };
    const decimalComma = opened.kind === 'csv' && preview.dialect.decimalComma;
    const rows: { line: number; report: NoonReportWrite }[] = [];
    const seen = new Set<string>();
    let rowCount = 0;
    let rowsRefused = 0;

    const rowsOf = { ...preview, shape: { ...preview.shape, timeColumn: timeIndex } } as typeof preview;
    try {
      for await (const row of loggerRows(opened.open, rowsOf)) {
        if (row.cells.every((cell) => cell.trim() === '')) continue;
        rowCount++;
        const before = refusalCount;
        const timeText = (row.cells[timeIndex] ?? '').trim();
        let utcMs: number | null = null;
        let offsetMinutes = 0;
        if (format === 'iso-zoned') {
          utcMs = parseLoggerTime(timeText, format);
          const suffix = zoneSuffix.exec(timeText)?.[1]?.toUpperCase();
          if (suffix && suffix !== 'Z') {
            const digits = suffix.replace(':', '');
            offsetMinutes =
              (digits[0] === '-' ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
          }
        } else if (mapping.timeZone === TIME_ZONE_IN_DATA) {
          refuse({
            line: row.line,
            column: mapping.timeColumn,
            value: timeText,
            rule: 'time-needs-zone',
            reason: fillMessage(messages.noonImportTimeNeedsZone, { value: timeText }),
          });
        } else {
          utcMs = parseLoggerTime(timeText, format, mapping.timeZone);
          const wall = parseLoggerTime(timeText, format, 'UTC');
          if (utcMs !== null && wall !== null) offsetMinutes = Math.round((wall - utcMs) / 60_000);
        }
        if (utcMs === null && refusalCount === before)
          refuse({
            line: row.line,
            column: mapping.timeColumn,
            value: timeText,
            rule: 'time-unreadable',
            reason: fillMessage(messages.noonImportTimeUnreadable, {
              value: timeText === '' ? '(empty)' : timeText,
              format: timeFormatLabels[format],
            }),
          });
        const utcIso = utcMs === null ? null : new Date(utcMs).toISOString();
        if (utcIso !== null && seen.has(utcIso)) {
          refuse({
            line: row.line,
            column: mapping.timeColumn,
            value: timeText,
            rule: 'time-repeated',
            reason: fillMessage(messages.noonImportTimeRepeated, { time: utcIso }),
          });
        }
        const values: Record<string, unknown> = {};
        const fuel = new Map<string, { fuelTypeId: string; consumer: string; tonnes: number }>();
        const rob = new Map<string, { fuelTypeId: string; robTonnes?: number; bunkeredTonnes: number }>();
        const cellText = new Map<string, string>();
        for (const { column, index } of mapped) {
          const text = (row.cells[index] ?? '').trim();
          if (text === '') continue;
          if (!cellText.has(column.field)) cellText.set(column.field, text);
          if (column.field === 'remarks') {
            values.remarks = text;
            continue;
          }
          const number = parseLoggerNumber(text, decimalComma);
          if (number === null || !Number.isFinite(number)) {
            refuse({
              line: row.line,
              column: column.source,
              value: text,
              rule: 'not-a-number',
              reason: fillMessage(messages.noonImportNotNumber, { value: text }),
            });
            continue;
          }
          const stored = toStoredNoonValue(number, column as NoonImportColumnMapping);
          if (column.field === 'fuel') {
            const key = `${column.fuelTypeId} ${column.consumer}`;
            const line = fuel.get(key) ?? {
              fuelTypeId: column.fuelTypeId!,
              consumer: column.consumer!,
              tonnes: 0,
            };
            line.tonnes += stored;
            fuel.set(key, line);
          } else if (column.field === 'rob' || column.field === 'bunkered') {
            const line = rob.get(column.fuelTypeId!) ?? { fuelTypeId: column.fuelTypeId!, bunkeredTonnes: 0 };
            if (column.field === 'rob') line.robTonnes = (line.robTonnes ?? 0) + stored;
            else line.bunkeredTonnes += stored;
            rob.set(column.fuelTypeId!, line);
          } else values[column.field] = stored;
        }
        if (utcIso !== null && refusalCount === before) {
          const input = {
            id: importedReportId(vesselId, utcIso),
            vesselId,
            reportTime: zonedTimeOf(new Date(utcMs!), offsetMinutes),
            ...values,
            fuel: [...fuel.values()],
            rob: [...rob.values()],
          } as unknown as NoonReportWriteInput;
          const parsed = v.safeParse(NoonReportWriteSchema, input);
          if (parsed.success) {
            seen.add(utcIso);
            rows.push({ line: row.line, report: parsed.output });
          } else {
            for (const issue of parsed.issues) {
              const key = String(issue.path?.[0]?.key ?? '');
              const field = key === 'fuel' ? 'fuel' : key === 'rob' ? 'rob' : key;
              refuse({
                line: row.line,
                column: fieldColumn.get(field) ?? null,
                value: cellText.get(field) ?? '',
                rule: 'invalid-value',
                reason: issue.message,
              });
            }
          }
        }
        if (refusalCount > before) rowsRefused++;
      }
    } catch (error) {
      if (error instanceof Error && error.constructor.name === 'LoggerCsvError') throw refused(error.message);
      throw error;
    }

    // The rules in time order: each report against the one before it, in the file or stored.
    rows.sort((a, b) => Date.parse(a.report.reportTime) - Date.parse(b.report.reportTime));
    const fuelNames = new Map((await repo.vesselFuelTypes(engine, vesselId)).map((f) => [f.id, f.shortName]));
    const planned: PlannedReport[] = [];
    const warnings: NoonImportDryRun['warnings'] = [];
    let lastAccepted: PlannedReport | null = null;
    for (const { line, report } of rows) {
      const utc = new Date(report.reportTime).toISOString();
      if (await noonReportAtSameTime(db, vesselId, utc, report.id)) {
        refuse({
          line,
          column: mapping.timeColumn,
          value: report.reportTime,
          rule: 'same-time',
          reason: messages.noonReportSameTime,
        });
        rowsRefused++;
        continue;
      }
      const stored = await previousNoonReport(db, vesselId, utc, report.id);
      const fromFile = lastAccepted
        ? {
            reportTimeUtc: new Date(lastAccepted.report.reportTime).toISOString(),
            latitude: lastAccepted.report.latitude,
            longitude: lastAccepted.report.longitude,
            rob: lastAccepted.report.rob,
          }
        : null;
      const previous =
        fromFile && (!stored || Date.parse(fromFile.reportTimeUtc) >= Date.parse(stored.reportTimeUtc))
          ? fromFile
          : stored;
      const findings = checkNoonReport(report, previous, (id) => fuelNames.get(id) ?? id);
      if (findings.refusals[0]) {
        refuse({
          line,
          column: fieldColumn.get('hoursSteamed') ?? null,
          value: String(report.hoursSteamed),
          rule: 'hours-steamed',
          reason: findings.refusals[0],
        });
        rowsRefused++;
        continue;
      }
      for (const warning of findings.warnings)
        warnings.push({ line, reportTime: report.reportTime, rule: warning.rule, message: warning.message });
      const existing = await noonReportsTable.findById(db, report.id);
      const status: PlannedReport['status'] =
        !existing || existing.isDeleted
          ? existing
            ? 'unchanged'
            : 'new'
          : comparable(existing) === comparable(report)
            ? 'unchanged'
            : 'changed';
      const plan: PlannedReport = { line, report, status, version: existing?.version ?? null };
      planned.push(plan);
      lastAccepted = plan;
    }
    refusals.sort((a, b) => a.line - b.line);
    const times = planned.map((p) => new Date(p.report.reportTime).toISOString());
    return {
      planned,
      dryRun: {
        fileName: file.name,
        rowCount,
        rowsAccepted: planned.length,
        rowsRefused,
        newReports: planned.filter((p) => p.status === 'new').length,
        changedReports: planned.filter((p) => p.status === 'changed').length,
        unchangedReports: planned.filter((p) => p.status === 'unchanged').length,
        firstReportAt: times[0] ?? null,
        lastReportAt: times.at(-1) ?? null,
        refusals,
        refusalsTruncated: refusalCount > refusals.length,
        warnings,
      },
    };
  }

  return {
    /** Before a file is read: the caller may import into the vessel (403 otherwise). */
    checkAccess: vesselFor,

    async preview(
      actor: Actor,
      vesselId: string,
      file: ReceivedSpreadsheet,
      sheetName: string | null,
    ): Promise<NoonImportPreview> {
      await vesselFor(actor, vesselId);
      const opened = await ready(file, sheetName);
      const p = opened.preview;
      const fuelTypes = await repo.vesselFuelTypes(engine, vesselId);
      const columns = p.header.flatMap((source, columnIndex) => {
        if (columnIndex === p.shape.timeColumn) return [];
        const guess = suggestNoonColumn(source, fuelTypes);
        const exampleValues = p.rows
          .map((r) => r.cells[columnIndex] ?? '')
          .filter((c) => c !== '')
          .slice(0, 5);
        return [{ columnIndex, source, ...guess, exampleValues }];
      });
      const saved = await repo.listNoonMappings(engine, vesselId);
      const matching = saved.find((row) => {
        const m = row.mapping as NoonImportMapping;
        return p.header.includes(m.timeColumn) && m.columns.every((c) => p.header.includes(c.source));
      });
      return {
        fileName: file.name,
        fileKind: opened.kind,
        dialect: opened.kind === 'csv' ? p.dialect : null,
        sheetName: opened.sheetName,
        sheetNames: opened.sheetNames,
        headerLine: p.headerLine,
        header: p.header,
        timeColumn: p.header[p.shape.timeColumn] ?? '',
        timeFormat: p.timeFormat,
        timeNeedsZone: p.timeNeedsZone,
        rows: p.rows.slice(0, 10).map((r) => ({ line: r.line, cells: r.cells })),
        columns,
        fuelTypes,
        matchingMappingId: matching?.id ?? null,
      };
    },

    async listMappings(actor: Actor, vesselId: string): Promise<NoonImportMappingListItem[]> {
      await vesselFor(actor, vesselId);
      return (await repo.listNoonMappings(engine, vesselId)).map(present);
    },

    async saveMapping(
      actor: Actor,
      vesselId: string,
      mapping: NoonImportMapping,
    ): Promise<NoonImportMappingListItem> {
      await vesselFor(actor, vesselId);
      await checkMapping(vesselId, mapping);
      return present(await repo.saveNoonMapping(engine, vesselId, mapping.sourceName, mapping));
    },

    /** The mapping of a form: a saved one by "mappingId", else one sent as JSON in "mapping". */
    async formMapping(
      actor: Actor,
      vesselId: string,
      fields: Map<string, string>,
      allowInline: boolean,
    ): Promise<{ mapping: NoonImportMapping; id: string | null }> {
      await vesselFor(actor, vesselId);
      return mappingOfForm(fields, {
        allowInline,
        schema: NoonImportMappingSchema,
        saved: (id) => mappingOf(vesselId, id),
        check: (mapping) => checkMapping(vesselId, mapping),
      });
    },

    async dryRun(
      actor: Actor,
      vesselId: string,
      file: ReceivedSpreadsheet,
      mapping: NoonImportMapping,
    ): Promise<NoonImportDryRun> {
      await vesselFor(actor, vesselId);
      return (await convert(vesselId, file, mapping)).dryRun;
    },

    /**
     * Stores the file's reports in time order through the noon reports service. Refused whole (400,
     * nothing stored) when any row or value is refused.
     */
    async import(
      actor: Actor,
      vesselId: string,
      file: ReceivedSpreadsheet,
      mappingId: string,
      mapping: NoonImportMapping,
    ): Promise<NoonImportResult> {
      await vesselFor(actor, vesselId);
      const { dryRun, planned } = await convert(vesselId, file, mapping);
      const first = dryRun.refusals[0];
      if (first)
        throw refused(
          fillMessage(messages.noonImportRefused, {
            count: String(dryRun.refusals.length),
            line: String(first.line),
            reason: first.reason,
          }),
        );
      if (planned.length === 0) throw refused(messages.noonImportNothing);
      const result = { created: 0, updated: 0, unchanged: 0 };
      for (const plan of planned) {
        const write = { key: null, ifMatch: plan.version, deviceId: null, requestHash: '' };
        if (plan.status === 'new') {
          await noonReports.create(actor, plan.report, write);
          result.created++;
        } else if (plan.status === 'changed') {
          await noonReports.update(actor, plan.report.id, plan.report, write);
          result.updated++;
        } else result.unchanged++;
      }
      await repo.markNoonMappingUsed(engine, mappingId, now());
      return { vesselId, mappingId, ...result, dryRun };
    },
  };
}

export type NoonImportService = ReturnType<typeof createNoonImportService>;
