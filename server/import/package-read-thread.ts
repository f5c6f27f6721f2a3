// The import's worker thread (ADR 0114): reads one package (unzip, CSV parse, checks) with its own
// memory limit, so a package that needs too much memory ends this thread, not the server, and the
// parse never holds the server's event loop. Started by package-read.worker.mjs.
import { parentPort, workerData } from 'node:worker_threads';
import { openPackage, PackageFormatError, type DayBatch, type OpenedPackage } from './package-reader.ts';
import type { FromReader, ToReader } from './package-read-protocol.ts';

const port = parentPort!;
/** `check`: the upload check (the counts, then nothing); `count`: the counts, then each day's count. */
const { fd, mode } = workerData as { fd: number; mode: 'read' | 'check' | 'count' };

const post = (message: FromReader, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

function failure(error: unknown): FromReader {
  if (error instanceof PackageFormatError) return { kind: 'refused', message: error.message };
  return { kind: 'failed', detail: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

function countSamples(day: DayBatch): number {
  let count = 0;
  for (const column of day.values) for (const value of column) if (Number.isFinite(value)) count++;
  return count;
}

let opened: OpenedPackage | null = null;
let days: AsyncGenerator<DayBatch> | null = null;

async function answer(message: ToReader): Promise<void> {
  if (!opened) return;
  try {
    days ??= opened.days();
    const next = await days.next();
    if (next.done) return post({ kind: 'end' });
    const { file, variableIds, timestampsMs, values } = next.value;
    if (message.mode === 'count') return post({ kind: 'counted', file, samples: countSamples(next.value) });
    post({ kind: 'day', file, variableIds, timestampsMs, values }, [
      timestampsMs.buffer as ArrayBuffer,
      ...values.map((column) => column.buffer as ArrayBuffer),
    ]);
  } catch (error) {
    post(failure(error));
  }
}

// Messages are answered one after another, in the order they came.
let answering = Promise.resolve();
port.on('message', (message: ToReader) => {
  answering = answering.then(() => answer(message));
});

try {
  const read = await openPackage({ fd });
  if (mode !== 'read') {
    // The upload check and Prepare hand over the manifest and the counts only; the rest stays in
    // this thread (Prepare then asks for each day's sample count).
    if (mode === 'count') opened = read;
    post({
      kind: 'checked',
      manifest: read.manifest,
      variableCount: read.variables.length,
      eventCount: read.events.length,
    });
  } else {
    opened = read;
    const atMs = Float64Array.from(read.events, (event) => event.atMs);
    post(
      {
        kind: 'opened',
        manifest: read.manifest,
        variables: read.variables,
        events: {
          atMs,
          type: read.events.map((event) => event.type),
          port: read.events.map((event) => event.port),
        },
      },
      [atMs.buffer],
    );
  }
} catch (error) {
  post(failure(error));
}
