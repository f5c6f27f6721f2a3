import { mkdirSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * How a restart tells a crash from an interruption (ADR 0088). The process that runs the import
 * jobs leaves a note when it dies of a fatal error: Node's own diagnostic report on a fatal error
 * (the V8 heap running out, a failed assertion) and a note of ours on an uncaught exception (an
 * allocation that failed, a WebAssembly memory that could not grow). A stop, a deploy or a kill
 * leaves none. The recovery after the restart reads the notes: an import whose stage was running
 * when such a note was written is quarantined as Failed, not run into the same crash again.
 */

export type ProcessCrash = { atMs: number; reason: string };

export const crashNotesDir = (dataDir: string) => join(dataDir, 'crash-notes');

let armedFor: string | null = null;

/** Once per process (the job runner): fatal errors and uncaught exceptions leave a note in the data folder. */
export function armCrashNotes(dataDir: string): void {
  const dir = crashNotesDir(dataDir);
  if (armedFor === dir) return;
  mkdirSync(dir, { recursive: true });
  process.report.directory = dir;
  process.report.reportOnFatalError = true;
  if (armedFor === null) {
    process.on('uncaughtExceptionMonitor', (error) => {
      // Only an exception that ends the process: one a listener handles leaves it running.
      if (!armedFor || process.listenerCount('uncaughtException') > 0) return;
      try {
        writeFileSync(
          join(armedFor, `uncaught-${process.pid}-${Date.now()}.json`),
          JSON.stringify({
            atMs: Date.now(),
            reason: error instanceof Error ? error.message : String(error),
          }),
        );
      } catch {
        // The note is best effort: the process is ending either way.
      }
    });
  }
  armedFor = dir;
}

type NodeReport = { header?: { event?: string; trigger?: string; dumpEventTimeStamp?: string } };

/** The crashes noted since the notes were last cleared, oldest first. */
export async function readCrashNotes(dataDir: string): Promise<ProcessCrash[]> {
  const dir = crashNotesDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  const crashes: ProcessCrash[] = [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    try {
      const note = JSON.parse(await readFile(join(dir, name), 'utf8')) as
        (NodeReport & Partial<ProcessCrash>) | null;
      if (note && typeof note.atMs === 'number' && typeof note.reason === 'string') {
        crashes.push({ atMs: note.atMs, reason: note.reason });
      } else if (note?.header) {
        const atMs = Number(note.header.dumpEventTimeStamp);
        crashes.push({
          atMs: Number.isNaN(atMs) ? 0 : atMs,
          reason: note.header.event ?? note.header.trigger ?? 'a fatal error',
        });
      }
    } catch {
      // A note cut short by the crash itself still says the process crashed; its time is unknown.
      crashes.push({ atMs: Number.POSITIVE_INFINITY, reason: 'a fatal error' });
    }
  }
  return crashes.sort((a, b) => a.atMs - b.atMs);
}

export async function clearCrashNotes(dataDir: string): Promise<void> {
  const dir = crashNotesDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) await rm(join(dir, name), { force: true });
}
