// Issue 27 §2 (ADR 0114): a package read in a worker thread gives exactly what openPackage gives,
// refuses in the reader's words, and a thread that runs out of memory ends alone: the reading fails
// in words, the file is closed, and the main thread's event loop keeps turning while a package is read.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLine, variableColumns } from '../../domain/import-package/format.ts';
import { messages } from '../../domain/messages.ts';
import { presetVessel } from '../../domain/sim/fleet-presets.ts';
import { writeHeavyPackage } from '../../tests/support/zip-bomb.ts';
import {
  checkPackageInWorker,
  countPackageInWorker,
  importWorkerMemoryMb,
  openPackageInWorker,
  PackageReaderStopped,
  type PackageInWorker,
} from './package-read-worker.ts';
import { openPackage, type DayBatch, type OpenedPackage } from './package-reader.ts';
import { writeSimulatedPackage } from './package-writer.ts';
import { testManifest } from './test-package-manifest.ts';
import { ZipWriter } from './zip-writer.ts';

const dir = mkdtempSync(join(tmpdir(), 'wakeline-read-worker-'));
let simulated: string;
let sampleCount: number;
beforeAll(async () => {
  simulated = join(dir, 'simulated.zip');
  ({ sampleCount } = await writeSimulatedPackage({
    vessel: presetVessel('9300001', 'bulk_carrier'),
    fromMs: Date.UTC(2026, 0, 1),
    days: 4,
    stepMinutes: 15,
    fineDays: 1,
    seed: 5,
    outPath: simulated,
  }));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function readAll(opened: OpenedPackage) {
  const days: DayBatch[] = [];
  try {
    for await (const day of opened.days()) days.push(day);
  } finally {
    await opened.close();
  }
  const { manifest, variables, events } = opened;
  return { manifest, variables, events, days };
}

/** The file descriptors this process holds (Linux). */
const openFiles = () => readdirSync('/proc/self/fd').length;

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: Error) => `${error.constructor.name}: ${error.message}`,
  );

describe('a package read in a worker thread (issue 27 §2)', () => {
  it('gives what the main thread reads: manifest, variables, events and every day as typed arrays', async () => {
    const inWorker = await readAll(await openPackageInWorker(simulated));
    const inMain = await readAll(await openPackage(simulated));
    expect(inWorker).toEqual(inMain);
    expect(inWorker.days[0]!.timestampsMs).toBeInstanceOf(Float64Array);
    expect(inWorker.days[0]!.values[0]).toBeInstanceOf(Float64Array);
    expect(inWorker.events.length).toBeGreaterThan(0);
  });

  it('counts every sample of the package in the thread', async () => {
    const opened = await openPackageInWorker(simulated);
    let counted = 0;
    let days = 0;
    try {
      for await (const samples of opened.sampleCounts()) {
        counted += samples;
        days++;
      }
    } finally {
      await opened.close();
    }
    expect(days).toBe(4);
    expect(counted).toBe(sampleCount);
  });

  it("Prepare's reading (ADR 0120): the manifest and the counts of what openPackage reads, then every sample counted in the thread", async () => {
    const inMain = await openPackage(simulated);
    await inMain.close();
    const counted = await countPackageInWorker(simulated);
    let samples = 0;
    let days = 0;
    try {
      expect(counted.manifest).toEqual(inMain.manifest);
      expect([counted.variableCount, counted.eventCount]).toEqual([
        inMain.variables.length,
        inMain.events.length,
      ]);
      for await (const day of counted.sampleCounts()) {
        samples += day;
        days++;
      }
    } finally {
      await counted.close();
    }
    expect(days).toBe(4);
    expect(samples).toBe(sampleCount);
  });

  it("refuses a broken package in the reader's own words, when opened and when a day is read", async () => {
    const bad = join(dir, 'bad-row.zip');
    const zip = await ZipWriter.create(bad);
    await zip.addFile('manifest.json', testManifest());
    await zip.addFile(
      'variables.csv',
      csvLine([...variableColumns]) + csvLine(['SOG', 'Speed over ground', 'knot', 'GPS', 900, 2, '']),
    );
    await zip.addFile(
      'samples/2026-01-01.csv',
      csvLine(['timestamp', 'SOG']) + csvLine(['2026-01-01T00:00:00.000Z', 'fast']),
    );
    await zip.close();
    const dayReason = await reasonOf(readAll(await openPackageInWorker(bad)));
    expect(dayReason).toBe(await reasonOf(readAll(await openPackage(bad))));
    expect(dayReason).toMatch(/^PackageFormatError: samples\/2026-01-01.csv line 2: SOG value 'fast'/);
    const notZip = join(dir, 'not-a-zip.zip');
    writeFileSync(notZip, 'not a zip file at all');
    const openReason = await reasonOf(openPackageInWorker(notZip));
    expect(openReason).toBe(await reasonOf(openPackage(notZip)));
    expect(openReason).toMatch(/^PackageFormatError: Not a ZIP file/);
  });

  it('a thread out of memory ends alone: the reading fails in words, the file is closed, nothing is left running', async () => {
    const heavy = join(dir, 'heavy.zip');
    await writeHeavyPackage(heavy, '9300001');
    const filesBefore = openFiles();
    const error = await openPackageInWorker(heavy, 16).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(PackageReaderStopped);
    expect((error as Error).message).toBe(messages.importReadOutOfMemory);
    expect((error as Error).stack).toMatch(/^ERR_WORKER_OUT_OF_MEMORY: .* \(the limit: 16 MiB\)$/);
    expect(openFiles()).toBe(filesBefore);
    // The same package within the default limit is read.
    const opened = await openPackageInWorker(heavy);
    expect(opened.variables).toHaveLength(5_000);
    expect(opened.events).toHaveLength(50_000);
    await opened.close();
    expect(openFiles()).toBe(filesBefore);
  }, 60_000);

  it('the main thread waits at most 100 ms at a time while a package of 30 one-minute days is read', async () => {
    const large = join(dir, 'large.zip');
    const { sampleCount: samples } = await writeSimulatedPackage({
      vessel: presetVessel('9300001', 'bulk_carrier'),
      fromMs: Date.UTC(2026, 0, 1),
      days: 30,
      stepMinutes: 1,
      seed: 3,
      outPath: large,
    });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let opened: PackageInWorker | null = null;
    let counted = 0;
    try {
      opened = await openPackageInWorker(large);
      for await (const day of opened.days())
        for (const column of day.values) for (const value of column) if (Number.isFinite(value)) counted++;
    } finally {
      await opened?.close();
      delay.disable();
    }
    expect(counted).toBe(samples);
    expect(delay.max / 1e6).toBeLessThan(100);
  }, 60_000);

  it('the upload check answers the manifest and the counts of what openPackage reads, refuses in its words, and runs out of memory alone (ADR 0114)', async () => {
    const inMain = await openPackage(simulated);
    await inMain.close();
    expect(await checkPackageInWorker(simulated)).toEqual({
      manifest: inMain.manifest,
      variableCount: inMain.variables.length,
      eventCount: inMain.events.length,
    });
    const notZip = join(dir, 'not-a-zip-check.zip');
    writeFileSync(notZip, 'not a zip file at all');
    expect(await reasonOf(checkPackageInWorker(notZip))).toBe(await reasonOf(openPackage(notZip)));
    const heavy = join(dir, 'heavy-check.zip');
    await writeHeavyPackage(heavy, '9300001');
    const filesBefore = openFiles();
    // More checks than run at once: each gets its turn, each ends out of memory alone.
    const errors = await Promise.all(
      [1, 2, 3].map(() =>
        checkPackageInWorker(heavy, 16).then(
          () => null,
          (thrown: unknown) => thrown,
        ),
      ),
    );
    for (const error of errors) {
      expect(error).toBeInstanceOf(PackageReaderStopped);
      expect(error).toMatchObject({ message: messages.importReadOutOfMemory, outOfMemory: true });
    }
    expect(openFiles()).toBe(filesBefore);
    expect(await checkPackageInWorker(heavy)).toMatchObject({ variableCount: 5_000, eventCount: 50_000 });
    expect(openFiles()).toBe(filesBefore);
  }, 90_000);

  it('WAKELINE_IMPORT_WORKER_MEMORY_MB sets the limit; 256 MiB unless it is a number of at least 8', () => {
    expect(importWorkerMemoryMb({})).toBe(256);
    expect(importWorkerMemoryMb({ WAKELINE_IMPORT_WORKER_MEMORY_MB: '512' })).toBe(512);
    expect(importWorkerMemoryMb({ WAKELINE_IMPORT_WORKER_MEMORY_MB: 'lots' })).toBe(256);
    expect(importWorkerMemoryMb({ WAKELINE_IMPORT_WORKER_MEMORY_MB: '4' })).toBe(256);
  });
});
