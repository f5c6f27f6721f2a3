import { open, type FileHandle } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { messages } from '../../domain/messages.ts';
import type { PackageManifest } from '../../domain/import-package/format.ts';
import type { FromReader, ToReader } from './package-read-protocol.ts';
import { PackageFormatError, type DayBatch, type OpenedPackage } from './package-reader.ts';

/**
 * A package read in a worker thread with a memory limit (issue 27 §2, ADR 0114). The unzip, the CSV
 * parse and the checks run in the thread; the job gets the manifest, the variables, the events and
 * then one day at a time as typed arrays whose memory is moved, not copied. A package that needs
 * more memory than the limit ends the thread (not the server), and the job's import fails with a
 * reason in the user's words. The job stores what it gets in its own thread (the repositories).
 */

/** The worker thread ran out of memory or stopped with an error; `message` is in the user's words. */
export class PackageReaderStopped extends Error {
  constructor(
    message: string,
    detail: string,
    /** The thread ran out of its memory (ERR_WORKER_OUT_OF_MEMORY). */
    readonly outOfMemory = false,
  ) {
    super(message);
    // The record's details (its stack trace) say what the thread said.
    this.stack = detail;
  }
}

/** The old generation of the thread's heap by default (MiB); the young generation is an eighth of it. */
export const defaultImportWorkerMemoryMb = 256;

/** WAKELINE_IMPORT_WORKER_MEMORY_MB: the memory a package's reading may use (docs/deployment.md). */
export function importWorkerMemoryMb(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.WAKELINE_IMPORT_WORKER_MEMORY_MB);
  return Number.isFinite(value) && value >= 8 ? Math.floor(value) : defaultImportWorkerMemoryMb;
}

export type PackageInWorker = OpenedPackage & {
  /** The samples of each day, counted in the thread: checks every sample file without moving its values. */
  sampleCounts(): AsyncGenerator<number>;
};

/** A reader thread started on a package file: its answers, a way to ask, and its end. */
type ReaderThread = {
  receive(): Promise<FromReader>;
  ask(message: ToReader): void;
  close(): Promise<void>;
};

/**
 * The young generation of a thread that answers counts only (the upload check, Prepare), in MiB: it
 * keeps what it reads in the old generation, whose limit is the import's, so the same packages pass;
 * a small young generation keeps its garbage out of the server's resident memory (ADR 0120: 70 MB
 * of RSS for the heaviest legal package's check with the Import stage's 32 MiB, 53 MB with 4).
 */
const countingYoungGenerationMb = 4;

/**
 * Starts the reader thread on a package. `read`: it answers the manifest, variables and events,
 * then days; `check`: only the manifest and the counts; `count`: those, then each day's count.
 */
async function startReader(
  path: string,
  memoryMb: number,
  mode: 'read' | 'check' | 'count',
): Promise<ReaderThread> {
  // The main thread owns the file: it closes it once the thread has ended, however it ended.
  let file: FileHandle;
  try {
    file = await open(path, 'r');
  } catch (error) {
    // In the words of the ZIP reader, which opened the file before (a package that went missing).
    throw new PackageFormatError(`Broken ZIP file: ${(error as Error).message}`);
  }
  const worker = new Worker(new URL('./package-read.worker.mjs', import.meta.url), {
    workerData: { fd: file.fd, mode },
    resourceLimits: {
      maxOldGenerationSizeMb: memoryMb,
      maxYoungGenerationSizeMb: Math.max(
        2,
        Math.min(mode === 'read' ? 32 : countingYoungGenerationMb, Math.round(memoryMb / 8)),
      ),
    },
    // The thread registers its own TypeScript loader (package-read.worker.mjs).
    execArgv: [],
  });
  const inbox: FromReader[] = [];
  let stopped: PackageReaderStopped | null = null;
  let closing = false;
  let wake: (() => void) | null = null;
  const woken = () => {
    wake?.();
    wake = null;
  };
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      if (!closing)
        stopped ??= new PackageReaderStopped(
          messages.importReadStopped,
          `The package reader's thread ended (exit code ${code}) without an answer.`,
        );
      void file.close().finally(resolve);
      woken();
    }),
  );
  worker.on('message', (message: FromReader) => {
    inbox.push(message);
    woken();
  });
  worker.on('error', (error: Error & { code?: string }) => {
    stopped ??=
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new PackageReaderStopped(
            messages.importReadOutOfMemory,
            `${error.code}: ${error.message} (the limit: ${memoryMb} MiB)`,
            true,
          )
        : new PackageReaderStopped(messages.importReadStopped, error.stack ?? error.message);
    woken();
  });

  return {
    /** The thread's next answer; its refusals and failures are thrown. */
    async receive(): Promise<FromReader> {
      // A message port hands over the answers that came meanwhile in one go, and the job's writes
      // (PGlite's are synchronous) run from there: without a turn of the event loop per answer, a
      // whole import ran without one (12.7 s, ADR 0114).
      await new Promise((resolve) => setImmediate(resolve));
      for (;;) {
        const message = inbox.shift();
        if (message?.kind === 'refused') throw new PackageFormatError(message.message);
        if (message?.kind === 'failed')
          throw new PackageReaderStopped(messages.importReadStopped, message.detail);
        if (message) return message;
        if (stopped) throw stopped;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    ask: (message: ToReader) => worker.postMessage(message),
    /** Ends the thread (its reads never close the file, ZipReader.fromFd), then the file is closed. */
    async close(): Promise<void> {
      closing = true;
      await worker.terminate();
      await exited;
    },
  };
}

/**
 * Upload checks that may run at once: each is a thread that may use the whole memory setting. One
 * (ADR 0120): two uploads at once of the heaviest legal package grew the server by 136 MB with two
 * check threads (the target is 100); the checks take their turns, the uploads themselves still run
 * side by side.
 */
export const uploadChecksAtOnce = 1;
let checksRunning = 0;
const checksWaiting: (() => void)[] = [];

/** What the upload check of a package found: its manifest and how many variables and events it has. */
export type CheckedPackage = { manifest: PackageManifest; variableCount: number; eventCount: number };

/**
 * The upload check (POST /ImportPackages, ADR 0114): the package is opened and checked (manifest,
 * variables, events: what openPackage checks) in a worker thread with the same memory limit as an
 * import's stages; only the manifest and the counts come back to the main thread. At most
 * `uploadChecksAtOnce` threads run at once; further uploads wait their turn.
 */
export async function checkPackageInWorker(
  path: string,
  memoryMb = importWorkerMemoryMb(),
): Promise<CheckedPackage> {
  if (checksRunning >= uploadChecksAtOnce) await new Promise<void>((resolve) => checksWaiting.push(resolve));
  else checksRunning++;
  try {
    const reader = await startReader(path, memoryMb, 'check');
    try {
      const answer = await reader.receive();
      if (answer.kind !== 'checked')
        throw new PackageReaderStopped(messages.importReadStopped, `Unexpected answer: ${answer.kind}`);
      const { manifest, variableCount, eventCount } = answer;
      return { manifest, variableCount, eventCount };
    } finally {
      await reader.close();
    }
  } finally {
    // The turn passes to the next waiting check (the count stays), else the count drops.
    const next = checksWaiting.shift();
    if (next) next();
    else checksRunning--;
  }
}

/** The thread's first answer, which must be of `kind`; else the thread is closed and the read stops. */
async function firstAnswer<Kind extends FromReader['kind']>(
  reader: ReaderThread,
  kind: Kind,
): Promise<Extract<FromReader, { kind: Kind }>> {
  let first: FromReader;
  try {
    first = await reader.receive();
  } catch (error) {
    await reader.close();
    throw error;
  }
  if (first.kind !== kind) {
    await reader.close();
    throw new PackageReaderStopped(messages.importReadStopped, `Unexpected first answer: ${first.kind}`);
  }
  return first as Extract<FromReader, { kind: Kind }>;
}

/**
 * The thread's answers of one kind, a day each, until the end; the next day is asked for before
 * this one is handed on, so the thread reads it while the job stores or records this one.
 */
async function* answers<Kind extends 'day' | 'counted'>(
  reader: ReaderThread,
  mode: 'values' | 'count',
  kind: Kind,
): AsyncGenerator<Extract<FromReader, { kind: Kind }>> {
  const next: ToReader = { kind: 'next', mode };
  reader.ask(next);
  for (;;) {
    const message = await reader.receive();
    if (message.kind === 'end') return;
    if (message.kind !== kind)
      throw new PackageReaderStopped(messages.importReadStopped, `Unexpected answer: ${message.kind}`);
    reader.ask(next);
    yield message as Extract<FromReader, { kind: Kind }>;
  }
}

/** Opens a package in a worker thread: the same as openPackage, read in the thread. */
export async function openPackageInWorker(
  path: string,
  memoryMb = importWorkerMemoryMb(),
): Promise<PackageInWorker> {
  const reader = await startReader(path, memoryMb, 'read');
  const first = await firstAnswer(reader, 'opened');
  const { manifest, variables } = first;
  const events = Array.from(first.events.atMs, (atMs, i) => ({
    atMs,
    type: first.events.type[i]!,
    port: first.events.port[i]!,
  }));

  return {
    manifest,
    variables,
    events,
    async *days(): AsyncGenerator<DayBatch> {
      for await (const { file, variableIds, timestampsMs, values } of answers(reader, 'values', 'day'))
        yield { file, variableIds, timestampsMs, values };
    },
    async *sampleCounts(): AsyncGenerator<number> {
      for await (const { samples } of answers(reader, 'count', 'counted')) yield samples;
    },
    close: reader.close,
  };
}

/** A package opened for Prepare: its manifest and counts, then each day's sample count. */
export type CountedPackage = CheckedPackage & {
  sampleCounts(): AsyncGenerator<number>;
  close(): Promise<void>;
};

/**
 * Prepare's reading (ADR 0120): the same checks as openPackageInWorker in a thread with the same
 * old generation limit, but only the manifest, the counts and each day's sample count come back;
 * the variables and events stay in the thread (Prepare needs their number only).
 */
export async function countPackageInWorker(
  path: string,
  memoryMb = importWorkerMemoryMb(),
): Promise<CountedPackage> {
  const reader = await startReader(path, memoryMb, 'count');
  const { manifest, variableCount, eventCount } = await firstAnswer(reader, 'checked');
  return {
    manifest,
    variableCount,
    eventCount,
    async *sampleCounts(): AsyncGenerator<number> {
      for await (const { samples } of answers(reader, 'count', 'counted')) yield samples;
    },
    close: reader.close,
  };
}
