import { loggingHistoryTableName, type ImportStatistic } from '../../domain/contracts/imports.ts';
import * as records from './import-records.repository.ts';
import { findVesselById, findVesselByImo, storePackageEvents } from './import-vessels.repository.ts';
import {
  ensureSamplePartitions,
  loadNewSamples,
  loadSamples,
  removeSamplesToReplace,
  type SampleBatch,
  upsertPackageVariables,
} from '../log-data/public.ts';
import { isUniqueViolation } from '../db/sql-errors.ts';
import { moveToUnassigned } from './unassigned-data.repository.ts';
import type { SqlEngine } from '../db/sql-engine.ts';
import { PackageFormatError, type DayBatch } from './package-reader.ts';
import { countPackageInWorker, openPackageInWorker, PackageReaderStopped } from './package-read-worker.ts';
import { packageFile } from './package-store.ts';

/**
 * The two stages of an import (003 §4, issue 4 §1). Prepare checks the whole package (manifest,
 * variables, every sample row) and finds the vessel by IMO number; Import stores variables, events
 * and samples. Samples go in batches of whole days, each batch in one transaction together with the
 * record's progress and statistics, and each sample is stored at most once (ON CONFLICT DO NOTHING),
 * so an import interrupted at any point and run again completes with every sample stored once and
 * exact statistics. The record turns Imported only after the last batch.
 * Both stages read the package in a worker thread with a memory limit (issue 27 §2, ADR 0114): a
 * package that needs more ends that thread, and its import fails in words, without being run again.
 */

export type ImportRunnerDeps = { engine: SqlEngine; dataDir: string; samplesPerTransaction?: number };

export class ImportRejectedError extends Error {}

const ticksPerMs = 10_000;
const prepareShare = 10;

export const statisticTables = {
  samples: loggingHistoryTableName,
  quarter: `${loggingHistoryTableName}QuarterHour`,
  hour: `${loggingHistoryTableName}Hour`,
  day: `${loggingHistoryTableName}Day`,
  variables: 'LogVariables',
  events: 'VesselEvents',
} as const;

function addStatistic(statistics: ImportStatistic[], tableName: string, rowCount: number, ticks: number) {
  const existing = statistics.find((entry) => entry.tableName === tableName);
  if (existing) {
    existing.rowCount += rowCount;
    existing.importDuration += ticks;
  } else statistics.push({ tableName, rowCount, importDuration: ticks });
}

function errorDetails(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) return { message: error.message, stack: error.stack ?? null };
  return { message: String(error), stack: null };
}

/** Failures that are the package's (it breaks the format, or needs too much to read): the record says why. */
const isPackageFailure = (error: unknown) =>
  error instanceof PackageFormatError ||
  error instanceof ImportRejectedError ||
  error instanceof PackageReaderStopped;

async function requireRecord(engine: SqlEngine, importPath: string) {
  const record = await records.findImport(engine, importPath);
  if (!record) throw new ImportRejectedError(`No import is recorded for ${importPath}`);
  return record;
}

/** The samples a day carries: an empty field is no sample (docs/import-format.md). */
function countSamples(day: DayBatch): number {
  let count = 0;
  for (const column of day.values) for (const value of column) if (Number.isFinite(value)) count++;
  return count;
}

/**
 * Prepare: answers true when the package is ready for the Import stage; false when it was rejected
 * (the record is then Failed with the reason) or no live vessel has its IMO number (it then waits
 * as unassigned data, ADR 0087: never stored into another vessel without a person deciding).
 */
export async function preparePackage(deps: ImportRunnerDeps, importPath: string): Promise<boolean> {
  const { engine } = deps;
  const record = await requireRecord(engine, importPath);
  const startedMs = Date.now();
  const baseTicks = record.durationTicks;
  const ticks = () => baseTicks + (Date.now() - startedMs) * ticksPerMs;
  await records.markStageStarted(engine, importPath, 'Prepare');
  try {
    const file = packageFile(deps.dataDir, importPath);
    if (!file) throw new ImportRejectedError(`${importPath} is not a stored package`);
    const opened = await countPackageInWorker(file);
    try {
      // The vessel chosen when the package was received or assigned, else the one with its IMO number.
      const vessel = record.vesselId
        ? await findVesselById(engine, record.vesselId)
        : await findVesselByImo(engine, opened.manifest.imoNumber);
      if (!vessel && record.vesselId)
        throw new ImportRejectedError('The vessel this package was for no longer exists');
      if (vessel) await records.setVessel(engine, importPath, opened.manifest.imoNumber, vessel.id);
      const dayCount = opened.manifest.sampleFiles.length;
      let checked = 0;
      let sampleCount = 0;
      for await (const daySamples of opened.sampleCounts()) {
        sampleCount += daySamples;
        checked++;
        if (checked % 30 === 0 || checked === dayCount) {
          await records.setProgress(
            engine,
            importPath,
            (checked / Math.max(1, dayCount)) * prepareShare,
            record.statistics,
            ticks(),
          );
        }
      }
      await records.setPackageFacts(engine, importPath, {
        exportedAt: new Date(opened.manifest.createdAt),
        dataFrom: new Date(opened.manifest.periodStart),
        dataTo: new Date(opened.manifest.periodEnd),
        variableCount: opened.variableCount,
        sampleCount,
      });
      if (!vessel) {
        await moveToUnassigned(engine, importPath, {
          imoNumber: opened.manifest.imoNumber,
          periodStart: new Date(opened.manifest.periodStart),
          periodEnd: new Date(opened.manifest.periodEnd),
          sampleCount,
          variableCount: opened.variableCount,
        });
        return false;
      }
    } finally {
      await opened.close();
    }
    await records.setProgress(engine, importPath, prepareShare, record.statistics, ticks());
    return true;
  } catch (error) {
    await records.markFailed(engine, importPath, errorDetails(error), ticks());
    if (!isPackageFailure(error)) throw error;
    return false;
  }
}

function toSampleBatch(days: DayBatch[], variableIds: Map<string, string>): SampleBatch {
  const length = days.reduce((sum, day) => sum + day.timestampsMs.length, 0);
  const timestampsMs = new Float64Array(length);
  const columns = new Map<string, Float64Array>();
  let offset = 0;
  for (const day of days) {
    timestampsMs.set(day.timestampsMs, offset);
    day.variableIds.forEach((sourceId, c) => {
      const id = variableIds.get(sourceId)!;
      let values = columns.get(id);
      if (!values) {
        values = new Float64Array(length).fill(Number.NaN);
        columns.set(id, values);
      }
      values.set(day.values[c]!, offset);
    });
    offset += day.timestampsMs.length;
  }
  return {
    timestampsMs,
    columns: [...columns].map(([logVariableId, values]) => ({ logVariableId, values })),
  };
}

const samplesIn = (day: DayBatch) => day.values.reduce((sum, column) => sum + column.length, 0);

/** Import: stores the package's variables, events and samples; the record ends Imported. */
export async function importPackage(deps: ImportRunnerDeps, importPath: string): Promise<void> {
  const { engine } = deps;
  const record = await requireRecord(engine, importPath);
  const startedMs = Date.now();
  const baseTicks = record.durationTicks;
  const ticks = () => baseTicks + (Date.now() - startedMs) * ticksPerMs;
  const statistics = record.statistics.map((entry) => ({ ...entry }));
  await records.markStageStarted(engine, importPath, 'Import');
  try {
    const file = packageFile(deps.dataDir, importPath);
    if (!file) throw new ImportRejectedError(`${importPath} is not a stored package`);
    const opened = await openPackageInWorker(file);
    try {
      const { manifest } = opened;
      const vessel = record.vesselId
        ? await findVesselById(engine, record.vesselId)
        : await findVesselByImo(engine, manifest.imoNumber);
      if (!vessel) throw new ImportRejectedError(`No vessel with IMO number ${manifest.imoNumber} is known`);
      // Only an Administrator's assignment sends a package to a vessel of another IMO number (ADR 0087).
      if (manifest.imoNumber !== vessel.imoNumber && !record.assignedBy)
        throw new ImportRejectedError('The package names another vessel');
      const correction = manifest.correction === true;
      let replaced = 0;
      if (!record.vesselId) await records.setVessel(engine, importPath, manifest.imoNumber, vessel.id);
      const setupStartedMs = Date.now();
      const variableIds = await engine.transaction(async (tx) => {
        const ids = await upsertPackageVariables(tx, vessel.id, opened.variables);
        const events = await storePackageEvents(tx, vessel.id, opened.events);
        const setupTicks = (Date.now() - setupStartedMs) * ticksPerMs;
        if (!statistics.some((entry) => entry.tableName === statisticTables.variables)) {
          addStatistic(statistics, statisticTables.variables, ids.size, setupTicks / 2);
        }
        addStatistic(statistics, statisticTables.events, events, setupTicks / 2);
        await records.setProgress(tx, importPath, prepareShare, statistics, ticks());
        return ids;
      });
      await ensureSamplePartitions(
        engine,
        Date.parse(manifest.periodStart),
        Date.parse(manifest.periodEnd) - 1,
      );

      const dayCount = manifest.sampleFiles.length;
      // PGlite has one connection: short transactions keep the API answering while an import runs.
      const limit = deps.samplesPerTransaction ?? (engine.kind === 'pglite' ? 10_000 : 200_000);
      // A record that starts this stage without a sample count (a first run, or a retry, whose
      // record is new) counts every sample of the package that is stored, by it or before it; a
      // resumed run counts only what it adds to the count its interrupted run committed. Either
      // way the count ends at the package's samples (a retry's record once showed only the retry's).
      // The record's sample statistic and the import's own stored count (issue 27 §1) differ on
      // such a first run: the statistic counts the package's stored samples, the stored count only
      // the samples this run inserted (the rest were stored before it: duplicates).
      const countingAll = !statistics.some((entry) => entry.tableName === statisticTables.samples);
      let insertedThisRun = 0;
      let pending: DayBatch[] = [];
      let pendingSamples = 0;
      let done = 0;
      const flush = async () => {
        if (pending.length === 0) return;
        const batch = toSampleBatch(pending, variableIds);
        const batchSamples = pending.reduce((sum, day) => sum + countSamples(day), 0);
        done += pending.length;
        pending = [];
        pendingSamples = 0;
        // New samples go the fast way (COPY into samples); a batch holding samples stored before
        // (a retried or resumed import, an overlapping package) fails on the primary key, is rolled
        // back and goes through the staging table with ON CONFLICT DO NOTHING.
        const store = (load: typeof loadSamples) =>
          engine.transaction(async (tx) => {
            const loadStartedMs = Date.now();
            // A correction first takes out the stored samples it replaces (issue 27 §4).
            const removed = correction ? await removeSamplesToReplace(tx, vessel.id, batch) : 0;
            const result = await load(tx, vessel.id, batch);
            batchRemoved = removed;
            batchInserted = result.inserted;
            const loadTicks = (Date.now() - loadStartedMs) * ticksPerMs;
            const next = statistics.map((entry) => ({ ...entry }));
            addStatistic(
              next,
              statisticTables.samples,
              countingAll ? batchSamples : result.inserted,
              loadTicks,
            );
            addStatistic(next, statisticTables.quarter, result.quarterRows, 0);
            addStatistic(next, statisticTables.hour, result.hourRows, 0);
            addStatistic(next, statisticTables.day, result.dayRows, 0);
            const progress = prepareShare + ((100 - prepareShare) * done) / Math.max(1, dayCount);
            await records.setProgress(tx, importPath, Math.min(99.9, progress), next, ticks());
            return next;
          });
        let next: ImportStatistic[];
        let batchRemoved = 0;
        let batchInserted = 0;
        try {
          next = await store(loadNewSamples);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          next = await store(loadSamples);
        }
        replaced += batchRemoved;
        insertedThisRun += batchInserted;
        statistics.splice(0, statistics.length, ...next);
      };
      for await (const day of opened.days()) {
        pending.push(day);
        pendingSamples += samplesIn(day);
        if (pendingSamples >= limit) await flush();
      }
      await flush();
      const written = countingAll
        ? insertedThisRun
        : (statistics.find((entry) => entry.tableName === statisticTables.samples)?.rowCount ?? 0);
      await records.setSampleCounts(
        engine,
        importPath,
        { stored: Math.max(0, written - replaced), replaced },
        correction,
      );
    } finally {
      await opened.close();
    }
    await records.markImported(engine, importPath, ticks());
  } catch (error) {
    await records.markFailed(engine, importPath, errorDetails(error), ticks());
    if (!isPackageFailure(error)) throw error;
  }
}
