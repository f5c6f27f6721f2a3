import { importStatuses, type QueueName, type WebJob } from '../../domain/contracts/imports.ts';
import { registerLocalWorker, wakeLocalWorkers } from '../jobs/local-workers.ts';
import * as records from './import-records.repository.ts';
import type PgBoss from 'pg-boss';
import { recordImport } from '../observability/metrics.ts';
import { fillMessage, messages } from '../../domain/messages.ts';
import { armCrashNotes, clearCrashNotes, readCrashNotes } from './import-crash.ts';
import { importPackage, preparePackage, statisticTables, type ImportRunnerDeps } from './import-runner.ts';
import { runUndo, type UndoJob } from './import-undo.ts';
import * as undoSql from './import-undo.repository.ts';

/**
 * The two import queues of 003 on pg-boss 10 (ADMIN-166): `receiveddata` runs Prepare,
 * `pendingimports` runs Import, on the job queue of server/jobs/.
 * pg-boss never retries by itself (retryLimit 0): the import record says what happened, an
 * Administrator retries (ADMIN-122), and a restart recovers imports that were interrupted.
 * A third queue, `undoimports`, runs the undo of an import (issue 24 §1, ADR 0101, ADR 0114).
 */

/** The queue of import undos (not one of the 003 queues of the API contract). */
export const undoQueue = 'undoimports';

/** Where an undo stands while it is not done: waiting or running on its queue, or stopped in words. */
export type UndoState = { state: 'Waiting' | 'Running' | 'Failed'; error: string | null };

export const queueOfWebJob = (webJob: WebJob): QueueName =>
  webJob === 'Prepare' ? 'receiveddata' : 'pendingimports';
export const webJobOfQueue = (queue: QueueName): WebJob => (queue === 'receiveddata' ? 'Prepare' : 'Import');

/**
 * An import interrupted this many times (by restarts) is marked Failed instead of run again; a
 * crash of the process while it ran quarantines it at once (ADR 0088).
 */
export const maxImportAttempts = 3;

export type ImportQueues = {
  /** Marks the record Running on the queue's stage and queues its path. */
  enqueue(queue: QueueName, importPath: string): Promise<void>;
  counts(queue: QueueName): Promise<{ waiting: number; active: number }>;
  /** Queues the undo of an import; false when one is waiting already. */
  enqueueUndo(job: UndoJob): Promise<boolean>;
  /**
   * The state of the last undo job of these imports on the queue, for those whose last job is not
   * done (ADR 0114); the answers read the record's undo_state instead (ADR 0120).
   */
  undoStates(importPaths: readonly string[]): Promise<Map<string, UndoState>>;
  /** Resolves when no job is waiting or running (tests, the demo seed). */
  idle(timeoutMs?: number): Promise<void>;
};

type JobData = { importPath: string };

export type ImportQueueDeps = ImportRunnerDeps & {
  pollingIntervalSeconds?: number;
  log?: (message: string) => void;
  /**
   * Told of every package that was imported (the long trends are recalculated for the vessel, the
   * alert rules evaluated over the package's range).
   */
  onImported?: (vesselId: string, importPath: string) => Promise<void>;
  /** Told of every import that was undone (the long trends and the outlier search are asked for). */
  onUndone?: (vesselId: string, importPath: string) => Promise<void>;
};

/** Creates the queues and their workers on the job queue (whose owner stops it). */
export async function startImportQueues(boss: PgBoss, deps: ImportQueueDeps): Promise<ImportQueues> {
  const queues = await createImportQueues(boss, deps);
  await workImportQueues(boss, deps, queues);
  return queues;
}

/**
 * Creates the queues (once per database) and answers the sending side: what an API process needs
 * when the workers run elsewhere (`npm run worker`, ADR 0066).
 */
export async function createImportQueues(
  boss: PgBoss,
  deps: Pick<ImportQueueDeps, 'engine'>,
): Promise<ImportQueues> {
  const { engine } = deps;
  for (const name of ['receiveddata', 'pendingimports'] as const) {
    await boss.createQueue(name, { name, retryLimit: 0, expireInHours: 6, retentionDays: 7 });
  }
  // One undo per import waiting at a time (stately: one created, one active per singleton key).
  await boss.createQueue(undoQueue, {
    name: undoQueue,
    policy: 'stately',
    retryLimit: 0,
    expireInHours: 6,
    retentionDays: 7,
  });

  async function enqueue(queue: QueueName, importPath: string) {
    await records.markQueued(engine, importPath, webJobOfQueue(queue), null);
    const jobId = await boss.send(queue, { importPath } satisfies JobData, { retryLimit: 0 });
    wakeLocalWorkers(boss, queue);
    if (jobId) await records.setJobId(engine, importPath, jobId);
  }

  async function counts(queue: QueueName | typeof undoQueue) {
    const waiting = await boss.getQueueSize(queue, { before: 'active' });
    const upToActive = await boss.getQueueSize(queue, { before: 'completed' });
    return { waiting, active: Math.max(0, upToActive - waiting) };
  }

  async function enqueueUndo(job: UndoJob): Promise<boolean> {
    const jobId = await boss.send(undoQueue, job, { retryLimit: 0, singletonKey: job.importPath });
    wakeLocalWorkers(boss, undoQueue);
    return jobId !== null;
  }

  async function undoStates(importPaths: readonly string[]): Promise<Map<string, UndoState>> {
    const states = new Map<string, UndoState>();
    if (importPaths.length === 0) return states;
    // The last undo job of each import (pg-boss keeps them for retentionDays, then archives them).
    const rows = await undoSql.lastUndoJobs(engine, undoQueue, importPaths);
    for (const row of rows) {
      if (row.state === 'created' || row.state === 'retry')
        states.set(row.path, { state: 'Waiting', error: null });
      else if (row.state === 'active') states.set(row.path, { state: 'Running', error: null });
      else if (row.state === 'failed') states.set(row.path, { state: 'Failed', error: row.error });
    }
    return states;
  }

  return {
    enqueue,
    enqueueUndo,
    undoStates,
    counts,
    async idle(timeoutMs = 600_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const [received, pending] = await Promise.all([counts('receiveddata'), counts('pendingimports')]);
        const undos = await counts(undoQueue);
        if (
          received.waiting +
            received.active +
            pending.waiting +
            pending.active +
            undos.waiting +
            undos.active ===
          0
        )
          return;
        if (Date.now() > until) throw new Error('The import queues did not become idle in time');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}

/**
 * The workers of both queues, then the recovery of interrupted imports. One process of a
 * deployment runs this (the job runner lock, server/jobs/job-runner-lock.ts), so a record still
 * Running whose job is active was interrupted, not taken by another worker.
 */
export async function workImportQueues(
  boss: PgBoss,
  deps: ImportQueueDeps,
  queues: ImportQueues,
): Promise<void> {
  const { engine } = deps;
  const { enqueue } = queues;
  const log = deps.log ?? ((message: string) => console.warn(message));
  const polling = { batchSize: 1, pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 1 };
  registerLocalWorker(
    boss,
    'receiveddata',
    await boss.work<JobData>('receiveddata', polling, async ([job]) => {
      if (!job) return;
      const ready = await preparePackage(deps, job.data.importPath);
      if (ready) await enqueue('pendingimports', job.data.importPath);
    }),
  );
  registerLocalWorker(
    boss,
    'pendingimports',
    await boss.work<JobData>('pendingimports', polling, async ([job]) => {
      if (!job) return;
      await importPackage(deps, job.data.importPath);
      const record = await records.findImport(engine, job.data.importPath);
      if (record?.status === importStatuses.Imported || record?.status === importStatuses.Failed)
        recordImport(
          record.status === importStatuses.Imported ? 'Imported' : 'Failed',
          record.statistics.find((entry) => entry.tableName === statisticTables.samples)?.rowCount ?? 0,
        );
      if (deps.onImported && record?.vesselId && record.status === importStatuses.Imported)
        await deps
          .onImported(record.vesselId, job.data.importPath)
          .catch((error: Error) => log(`after the import: ${error.message}`));
    }),
  );

  registerLocalWorker(
    boss,
    undoQueue,
    await boss.work<UndoJob>(undoQueue, polling, async ([job]) => {
      if (!job) return;
      const { importPath } = job.data;
      // The record says where the undo stands (ADR 0120): Running now, then done (undone_at, no
      // state), nothing to do (no state), or Failed with its words, which stay after the job is gone.
      await undoSql.markUndoRunning(engine, importPath);
      let undone: Awaited<ReturnType<typeof runUndo>>;
      try {
        undone = await runUndo(deps, job.data);
      } catch (error) {
        // A refusal or an error also fails the job (its output has the same words).
        await undoSql
          .markUndoFailed(engine, importPath, (error as Error).message)
          .catch((failure: Error) => log(`the undo's state: ${failure.message}`));
        throw error;
      }
      if (!undone) await undoSql.clearUndoState(engine, importPath);
      if (undone && deps.onUndone)
        await deps
          .onUndone(undone.vesselId, job.data.importPath)
          .catch((error: Error) => log(`after the undo: ${error.message}`));
      return undone;
    }),
  );
  // An undo that was running when the process stopped goes on where it was (it removes what is
  // left): one worker process, so an active undo job was interrupted.
  const interrupted = await undoSql.activeUndoJobs<UndoJob>(engine, undoQueue);
  for (const job of interrupted) {
    await boss.fail(undoQueue, job.id, { message: 'interrupted' }).catch(() => undefined);
    log(`import queues: resuming the undo of ${job.data.importPath}`);
    await queues.enqueueUndo(job.data);
  }
  // An undo the record has as Waiting or Running whose job the queue no longer has (a process that
  // stopped between the claim and the send, a job the queue dropped) is queued again: otherwise the
  // record would refuse every new undo of the import (ADR 0120). A claim made at this moment whose
  // send comes after this one finds a job waiting, and that job does the undo.
  const underWay = await undoSql.undosUnderWay(engine);
  const jobs = await queues.undoStates(underWay.map((undo) => undo.importPath));
  for (const undo of underWay) {
    const job = jobs.get(undo.importPath);
    if (job && job.state !== 'Failed') continue;
    log(`import queues: queuing the undo of ${undo.importPath} again`);
    await queues.enqueueUndo(undo);
  }

  // Recovery: records still Running whose job is not waiting were interrupted (one worker process).
  // One whose stage was running when the process died of a fatal error is quarantined: run again,
  // it would most likely bring the process down again (ADR 0088).
  const crashes = await readCrashNotes(deps.dataDir);
  armCrashNotes(deps.dataDir);
  for (const record of await records.listImports(engine, importStatuses.Running)) {
    const queue = queueOfWebJob(record.webJob);
    const job = record.jobId ? await boss.getJobById(queue, record.jobId).catch(() => null) : null;
    if (job && (job.state === 'created' || job.state === 'retry')) continue;
    if (job && job.state === 'active') await boss.fail(queue, job.id).catch(() => undefined);
    const startedMs = record.stageStartedAt?.getTime();
    // The notes are of the last life of the process (cleared below at every start), and a record
    // whose stage had started and is still Running was running when that life ended.
    const crash = startedMs === undefined ? undefined : crashes.at(-1);
    if (crash) {
      log(`import queues: ${record.importPath} was running when the process crashed (${crash.reason})`);
      await records.markFailed(engine, record.importPath, {
        message: `${messages.importCrashedQuarantined} (${record.webJob}: ${crash.reason})`,
        stack: null,
      });
      continue;
    }
    if (startedMs === undefined) {
      // Queued but never taken up: nothing was interrupted.
      log(`import queues: queuing ${record.importPath} on ${queue} again`);
      await enqueue(queue, record.importPath);
      continue;
    }
    const interruptions = await records.countInterruption(engine, record.importPath);
    if (interruptions >= maxImportAttempts) {
      await records.markFailed(engine, record.importPath, {
        message: fillMessage(messages.importInterruptedTooOften, {
          count: String(interruptions),
          stage: record.webJob === 'Prepare' ? 'checking' : 'storing the samples of',
        }),
        stack: null,
      });
      continue;
    }
    log(`import queues: resuming ${record.importPath} on ${queue}`);
    await enqueue(queue, record.importPath);
  }
  await clearCrashNotes(deps.dataDir);
}
