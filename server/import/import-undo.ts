import { stat } from 'node:fs/promises';
import { importStatuses } from '../../domain/contracts/imports.ts';
import { addSampleKeys, undoCandidates } from '../../domain/import-package/undo.ts';
import { messages } from '../../domain/messages.ts';
import type { SqlEngine } from '../db/sql-engine.ts';
import * as undoSql from './import-undo.repository.ts';
import { openPackageInWorker, PackageReaderStopped } from './package-read-worker.ts';
import { packageFile } from './package-store.ts';

/**
 * The undo of an import as a job of the `undoimports` queue (issue 24 §1, ADR 0101, ADR 0114):
 * POST /SuccessfulImports/Undo checks the request and queues it; this removes the samples, marks
 * the record undone and asks for the recalculations. The packages are read in the import's worker
 * thread with its memory limit, not on the main thread.
 */

export type UndoJob = { importPath: string; undoneBy: string | null };

/** Days of the undone package removed per transaction (each one short; PGlite has one connection). */
const undoDaysPerTransaction = 7;

/** An undo that cannot be done (the record changed, the package is gone): its words are the job's output. */
export class UndoRefusedError extends Error {}

/**
 * Removes the samples an import stored (ADR 0101): the package is read again; a sample goes when
 * no other import of the vessel that still stands holds one at its variable and time (that import
 * stored it too, or replaced it, or will own it once this one is gone). Batches of days, each in one
 * transaction with its rollup rebuild; run again after an interruption, it removes what is left.
 */
async function removeImportedSamples(
  engine: SqlEngine,
  dataDir: string,
  target: undoSql.UndoTarget & { vesselId: string },
): Promise<number> {
  const file = packageFile(dataDir, target.importPath);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) throw new UndoRefusedError(messages.importUndoNoPackage);
  const opened = await openPackageInWorker(file);
  try {
    const fromMs = Date.parse(opened.manifest.periodStart);
    const toMs = Date.parse(opened.manifest.periodEnd);
    const kept = new Set<string>();
    for (const other of await undoSql.overlappingImports(
      engine,
      target.vesselId,
      target.importPath,
      new Date(fromMs),
      new Date(toMs),
    )) {
      const otherFile = packageFile(dataDir, other);
      if (!otherFile || !(await stat(otherFile).catch(() => null))) continue;
      const otherPackage = await openPackageInWorker(otherFile);
      try {
        for await (const day of otherPackage.days()) addSampleKeys(kept, day, fromMs, toMs);
      } finally {
        await otherPackage.close();
      }
    }
    const ids = await undoSql.variableIdsBySource(
      engine,
      target.vesselId,
      opened.variables.map((variable) => variable.id),
    );
    let removed = 0;
    let pending: { variableIds: string[]; times: string[] } = { variableIds: [], times: [] };
    let days = 0;
    const flush = async () => {
      const batch = pending;
      pending = { variableIds: [], times: [] };
      days = 0;
      if (batch.variableIds.length === 0) return;
      removed += await engine.transaction((tx) => undoSql.removeUndoneSamples(tx, target.vesselId, batch));
    };
    for await (const day of opened.days()) {
      const candidates = undoCandidates(day, kept);
      candidates.variableIds.forEach((sourceId, i) => {
        const id = ids.get(sourceId);
        if (!id) return;
        pending.variableIds.push(id);
        pending.times.push(new Date(candidates.timesMs[i]!).toISOString());
      });
      if (++days >= undoDaysPerTransaction) await flush();
    }
    await flush();
    return removed;
  } finally {
    await opened.close();
  }
}

/**
 * Runs an undo: answers the vessel whose data changed, or null when there was nothing to do (the
 * import was undone meanwhile, e.g. by an undo queued twice). An import that is no longer Imported
 * or whose package is gone is refused in words (UndoRefusedError).
 */
export async function runUndo(
  deps: { engine: SqlEngine; dataDir: string },
  job: UndoJob,
): Promise<{ vesselId: string; samplesRemoved: number } | null> {
  const target = await undoSql.findUndoTarget(deps.engine, job.importPath);
  if (!target) throw new UndoRefusedError(messages.importUndoNotFound);
  if (target.undoneAt) return null;
  if (target.status === importStatuses.Running) throw new UndoRefusedError(messages.importUndoRunning);
  if (target.status !== importStatuses.Imported || !target.vesselId)
    throw new UndoRefusedError(messages.importUndoNotImported);
  const vesselId = target.vesselId;
  let removed: number;
  try {
    removed = await removeImportedSamples(deps.engine, deps.dataDir, { ...target, vesselId });
  } catch (error) {
    // The thread's end, in the undo's words (what was removed stays removed; a new undo goes on).
    if (error instanceof PackageReaderStopped && error.outOfMemory)
      throw new UndoRefusedError(messages.importUndoReadOutOfMemory);
    throw error;
  }
  if (!(await undoSql.markUndone(deps.engine, job.importPath, job.undoneBy, removed))) return null;
  return { vesselId, samplesRemoved: removed };
}
