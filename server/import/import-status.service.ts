import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  importStatuses,
  type ImportPackageAccepted,
  type ImportRecord,
  type ImportUndoResult,
  type QueueAttributes,
  type QueueName,
  type VesselImportState,
} from '../../domain/contracts/imports.ts';
import { isAdmin, isKognifai } from '../../domain/auth/roles.ts';
import { AppError, conflict, forbidden, notFound } from '../http/app-error.ts';
import { attachmentDisposition } from '../http/file-response.ts';
import { PackageFormatError } from './package-reader.ts';
import { checkPackageInWorker, PackageReaderStopped } from './package-read-worker.ts';
import { PackageTooLargeError, packageFile, storePackage, type StoredPackage } from './package-store.ts';
import { queueOfWebJob, webJobOfQueue } from './import-queues.ts';
import type { Actor } from '../security/actor.ts';
import { requireAdmin, vesselScopeFor } from '../security/access-policy.ts';
import * as records from './import-records.repository.ts';
import { findVesselByImo } from './import-vessels.repository.ts';
import { findUnassignedBySha } from './unassigned-data.repository.ts';
import { isUniqueViolation } from '../db/sql-errors.ts';
import { importOutcome } from '../../domain/import-package/outcome.ts';
import { isVesselInScope } from '../vessels/public.ts';
import type { PipelineContext } from './pipeline-context.ts';
import * as undoSql from './import-undo.repository.ts';
import { messages } from '../../domain/messages.ts';

/**
 * Receiving packages (POST /ImportPackages) and the import status calls of 003 §7, with the retry
 * semantics of 003 §4 (ADMIN-122): a retry deletes the record, then queues the path again on
 * receiveddata when the job was Prepare, else on pendingimports.
 */

const dayMs = 86_400_000;

export function presentImport(row: records.ImportRow): ImportRecord {
  const counts =
    row.samplesRead === null
      ? null
      : {
          read: row.samplesRead,
          stored: row.samplesStored ?? 0,
          duplicate: row.samplesDuplicate ?? 0,
          replaced: row.samplesReplaced ?? 0,
        };
  return {
    importPath: row.importPath,
    zipPath: null,
    timestamp: row.receivedAt.toISOString(),
    importDuration: row.durationTicks,
    importDurationInSeconds: row.durationTicks / 10_000_000,
    status: row.status,
    progress: Math.round(row.progress * 10) / 10,
    webJob: row.webJob,
    startTime: row.startTime ? row.startTime.toISOString() : null,
    errorMessage: row.errorMessage,
    stackTrace: row.stackTrace,
    importStatistics: row.statistics,
    partitionKey: row.receivedAt.toISOString().slice(0, 10),
    imoNumber: row.imoNumber,
    sampleCounts: counts,
    correction: row.correction,
    outcome: importOutcome(counts, row.correction),
    dataFrom: row.dataFrom ? row.dataFrom.toISOString() : null,
    dataTo: row.dataTo ? row.dataTo.toISOString() : null,
    undoneAt: row.undoneAt ? row.undoneAt.toISOString() : null,
    samplesRemoved: row.samplesRemoved,
  };
}

const rejected = (reason: string) =>
  new AppError('VALIDATION_FAILED', `The package was rejected: ${reason}`, [
    { path: 'file', message: reason },
  ]);

export function createImportStatusService(ctx: PipelineContext) {
  const { engine } = ctx;

  function queues() {
    const started = ctx.queues();
    if (!started) throw new AppError('CONFLICT', 'The import queues are starting; try again in a moment.');
    return started;
  }

  /**
   * Imported records as answered, with the state of an undo that is not done (ADR 0114), as the
   * record keeps it (ADR 0120): a failed undo stays shown after the job queue forgets its job.
   */
  function withUndoStates(rows: records.ImportRow[]): ImportRecord[] {
    return rows.map((row) =>
      row.undoState && !row.undoneAt
        ? { ...presentImport(row), undoState: row.undoState, undoError: row.undoError }
        : presentImport(row),
    );
  }

  /** Queues a stored package on a stage, with a fresh Running record when it has none. */
  async function requeue(queue: QueueName, importPath: string) {
    const file = packageFile(ctx.dataDir, importPath);
    if (
      !file ||
      !(await stat(file).then(
        (s) => s.isFile(),
        () => false,
      ))
    ) {
      throw notFound('There is no stored package with that path.');
    }
    const existing = await records.findImport(engine, importPath);
    if (existing?.status === importStatuses.Running)
      throw conflict('This package is already being imported.');
    if (existing) await records.forgetImport(engine, importPath);
    await records.insertImport(engine, {
      importPath,
      sha256: importPath.slice(-68, -4),
      fileName: existing?.fileName ?? '',
      imoNumber: existing?.imoNumber ?? null,
      vesselId: existing?.vesselId ?? null,
      webJob: webJobOfQueue(queue),
      status: importStatuses.Running,
    });
    await queues().enqueue(queue, importPath);
  }

  return {
    /**
     * POST /ImportPackages: an Administrator (token or key), or the API key of a user who reaches
     * the package's vessel. The package is stored, its manifest checked at once, then queued.
     */
    async receive(
      actor: Actor,
      upload: { name: string; stream: ReadableStream<Uint8Array> | Readable },
    ): Promise<ImportPackageAccepted> {
      return this.register(actor, await this.store(actor, upload));
    },

    /**
     * The first half of `receive`: the caller is checked and the package streamed to disk, nothing
     * recorded or queued yet (an upload refused as a whole after its first file is `discard`ed).
     */
    async store(
      actor: Actor,
      upload: { name: string; stream: ReadableStream<Uint8Array> | Readable },
    ): Promise<ReceivedPackage> {
      if (isKognifai(actor.role)) throw forbidden();
      if (!isAdmin(actor.role) && actor.sessionTokenHash !== null) {
        throw forbidden(
          'Vessels send packages with an API key; only an Administrator may upload with a sign-in.',
        );
      }
      try {
        return { name: upload.name, stored: await storePackage(ctx.dataDir, upload.stream, ctx.now()) };
      } catch (error) {
        if (error instanceof PackageTooLargeError) throw rejected(error.message);
        throw error;
      }
    },

    /** Removes a stored package that will not be registered (unless the same bytes were stored before). */
    async discard(received: ReceivedPackage): Promise<void> {
      if (received.stored.fresh) await rm(received.stored.absolutePath, { force: true });
    },

    /** The second half of `receive`: the manifest checked, the import recorded and queued. */
    async register(actor: Actor, received: ReceivedPackage): Promise<ImportPackageAccepted> {
      const { stored } = received;
      const upload = { name: received.name };
      const earlier =
        (await records.findImportBySha(engine, stored.sha256)) ??
        (await findUnassignedBySha(engine, stored.sha256));
      const duplicate = earlier ? { importPath: earlier.importPath } : null;
      /**
       * The same package at two processes at once: both find no record, the second insert meets the
       * primary key (the path is the day and the checksum): it is the duplicate answer, not a 500.
       */
      const insertOnce = async (record: records.NewImport): Promise<boolean> => {
        try {
          await records.insertImport(engine, record);
          return true;
        } catch (error) {
          if (isUniqueViolation(error)) return false;
          throw error;
        }
      };

      // The manifest says which vessel; a broken package is kept for inspection as a Failed import.
      // The check reads the package in a worker thread with the import's memory limit (ADR 0114):
      // a package whose check needs more is refused now, in words, and nothing of it is kept.
      let imoNumber: string;
      try {
        imoNumber = (await checkPackageInWorker(stored.absolutePath)).manifest.imoNumber;
      } catch (error) {
        // A thread that ran out of memory, or stopped any other way, took nothing: never a 500.
        if (error instanceof PackageReaderStopped) {
          if (!duplicate) await rm(stored.absolutePath, { force: true });
          throw rejected(error.outOfMemory ? messages.packageCheckOutOfMemory : messages.packageCheckStopped);
        }
        if (!(error instanceof PackageFormatError)) throw error;
        if (!isAdmin(actor.role)) {
          // Not stored for callers whose vessel cannot be told: only for Administrators.
          if (!duplicate) await rm(stored.absolutePath, { force: true });
          throw rejected(error.message);
        }
        if (!duplicate) {
          await insertOnce({
            importPath: stored.importPath,
            sha256: stored.sha256,
            fileName: upload.name,
            imoNumber: null,
            vesselId: null,
            webJob: 'Prepare',
            status: importStatuses.Failed,
            errorMessage: error.message,
            uploadedBy: actor.userId,
          });
        }
        throw rejected(error.message);
      }
      // Routed by the IMO number to exactly that vessel (issue 27, ADR 0087), within the sender's
      // reach; an IMO number no vessel has only from an Administrator, and it waits as unassigned data.
      const vessel = await findVesselByImo(engine, imoNumber);
      const allowed =
        isAdmin(actor.role) ||
        (vessel !== null && (await isVesselInScope(ctx.db, vessel.id, vesselScopeFor(actor))));
      if (!allowed) {
        if (!duplicate) await rm(stored.absolutePath, { force: true });
        throw forbidden('You may not send data for this vessel.');
      }
      if (duplicate) return { importPath: duplicate.importPath, queued: false };
      const inserted = await insertOnce({
        importPath: stored.importPath,
        sha256: stored.sha256,
        fileName: upload.name,
        imoNumber,
        vesselId: vessel?.id ?? null,
        webJob: 'Prepare',
        status: importStatuses.Running,
        uploadedBy: actor.userId,
      });
      if (!inserted) return { importPath: stored.importPath, queued: false };
      await queues().enqueue('receiveddata', stored.importPath);
      return { importPath: stored.importPath, queued: true };
    },

    async successfulOfDay(actor: Actor, day: string): Promise<ImportRecord[]> {
      requireAdmin(actor);
      const from = new Date(`${day}T00:00:00.000Z`);
      const rows = await records.listImports(engine, importStatuses.Imported, {
        from,
        to: new Date(from.getTime() + dayMs),
      });
      return withUndoStates(rows);
    },

    async successfulOfLastDays(actor: Actor, days: number): Promise<ImportRecord[]> {
      requireAdmin(actor);
      const to = ctx.now();
      const rows = await records.listImports(engine, importStatuses.Imported, {
        from: new Date(to.getTime() - days * dayMs),
        to: new Date(to.getTime() + 1),
      });
      return withUndoStates(rows);
    },

    async failed(actor: Actor): Promise<ImportRecord[]> {
      requireAdmin(actor);
      return (await records.listImports(engine, importStatuses.Failed)).map(presentImport);
    },

    /** FailedImports/Find/{x}: the failed imports whose path or IMO number contains x. */
    async findFailed(actor: Actor, text: string): Promise<ImportRecord[]> {
      requireAdmin(actor);
      const needle = text.toLowerCase();
      return (await records.listImports(engine, importStatuses.Failed))
        .filter(
          (row) => row.importPath.toLowerCase().includes(needle) || (row.imoNumber ?? '').includes(needle),
        )
        .map(presentImport);
    },

    async running(actor: Actor): Promise<ImportRecord[]> {
      requireAdmin(actor);
      return (await records.listImports(engine, importStatuses.Running)).map(presentImport);
    },

    /** ADMIN-095: per vessel, the import a worker is on and the paths waiting. */
    async vesselStates(actor: Actor, imoNumbers: string[] | null): Promise<VesselImportState[]> {
      requireAdmin(actor);
      const states = new Map<string, VesselImportState>();
      for (const row of await records.listRunningForImos(engine, imoNumbers)) {
        const imo = row.imoNumber!;
        const state = states.get(imo) ?? {
          imoNumber: imo,
          currentImport: null,
          currentImportSetAt: null,
          pendingImportPaths: [],
        };
        if (row.stageStartedAt && !state.currentImport) {
          state.currentImport = row.importPath;
          state.currentImportSetAt = row.stageStartedAt.toISOString();
        } else state.pendingImportPaths.push(row.importPath);
        states.set(imo, state);
      }
      return [...states.values()].sort((a, b) => a.imoNumber.localeCompare(b.imoNumber));
    },

    async queueAttributes(actor: Actor, queue: QueueName): Promise<QueueAttributes> {
      requireAdmin(actor);
      const counts = await queues().counts(queue);
      return {
        queue,
        approximateNumberOfMessages: counts.waiting,
        approximateNumberOfMessagesNotVisible: counts.active,
      };
    },

    async remove(
      actor: Actor,
      importPath: string,
      status: typeof importStatuses.Failed | typeof importStatuses.Running,
    ) {
      requireAdmin(actor);
      if (!(await records.deleteImport(engine, importPath, status))) {
        throw notFound(
          status === importStatuses.Failed
            ? 'There is no failed import with that path.'
            : 'There is no running import with that path.',
        );
      }
    },

    /**
     * Undoes an imported package (issue 24 §1, ADR 0101): checks the request, then queues the undo
     * (ADR 0114). The job removes the samples the import stored that no other import holds,
     * rebuilds the rollups of their buckets, marks the record undone and asks for the long trends
     * and the outlier search as a finished import does; the import's answers show where it stands.
     */
    async undo(actor: Actor, importPath: string): Promise<ImportUndoResult> {
      requireAdmin(actor);
      const target = await undoSql.findUndoTarget(engine, importPath);
      if (!target) throw notFound(messages.importUndoNotFound);
      // Vessel data is changed: only within the Administrator's company (vesselScopeFor).
      if (target.vesselId && !(await isVesselInScope(ctx.db, target.vesselId, vesselScopeFor(actor))))
        throw forbidden(messages.importUndoOtherCompany);
      if (target.status === importStatuses.Running) throw conflict(messages.importUndoRunning);
      if (target.undoneAt) throw conflict(messages.importUndoAgain);
      if (target.status !== importStatuses.Imported || !target.vesselId)
        throw conflict(messages.importUndoNotImported);
      const file = packageFile(ctx.dataDir, importPath);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) throw conflict(messages.importUndoNoPackage);
      // One request of all the API processes on the database claims the undo in the record (one
      // conditional UPDATE, ADR 0120); the others are refused, however their requests interleave.
      const started = queues();
      if (!(await undoSql.claimUndo(engine, importPath, actor.userId))) {
        const now = await undoSql.findUndoTarget(engine, importPath);
        if (now?.undoneAt) throw conflict(messages.importUndoAgain);
        if (now && now.status !== importStatuses.Imported) throw conflict(messages.importUndoNotImported);
        throw conflict(messages.importUndoBeingUndone);
      }
      try {
        // A null answer (a job for the import is waiting already, e.g. one queued again at a start
        // of the job runner) still leaves the undo queued: that job does it.
        await started.enqueueUndo({ importPath, undoneBy: actor.userId });
      } catch (error) {
        await undoSql.releaseUndo(engine, importPath).catch(() => undefined);
        throw error;
      }
      return { importPath, samplesRemoved: 0, queued: true };
    },

    async queue(actor: Actor, queue: QueueName, path: string) {
      requireAdmin(actor);
      await requeue(queue, path);
    },

    async retryAllFailed(actor: Actor): Promise<{ retried: number }> {
      requireAdmin(actor);
      let retried = 0;
      for (const row of await records.listImports(engine, importStatuses.Failed)) {
        await records.deleteImport(engine, row.importPath, importStatuses.Failed);
        await requeue(queueOfWebJob(row.webJob), row.importPath);
        retried++;
      }
      return { retried };
    },

    /** The stored package as a download. */
    async download(actor: Actor, path: string): Promise<Response> {
      requireAdmin(actor);
      const file = packageFile(ctx.dataDir, path);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) throw notFound('There is no stored package with that path.');
      const record = await records.findImport(engine, path);
      const name = `${record?.imoNumber ?? 'package'}-${path.slice(-68, -60)}.zip`;
      return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Length': String(info.size),
          'Content-Disposition': attachmentDisposition(name),
          'Cache-Control': 'no-store',
        },
      });
    },
  };
}

export type ImportStatusService = ReturnType<typeof createImportStatusService>;

/** A package on disk, not yet recorded: the name it was sent under and where it lies. */
export type ReceivedPackage = { name: string; stored: StoredPackage };
