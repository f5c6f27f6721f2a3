// Issue 27 §2 "hostile files cannot hurt the server" (ADR 0114): an import reads its package in a
// worker thread with a memory limit (WAKELINE_IMPORT_WORKER_MEMORY_MB). A package within every file
// limit whose reading needs more memory than that ends only the thread: the import fails in words
// and is not run again, the server keeps answering, and no vessel's data changes. A normal package
// imports every sample as before.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRecord } from '../../domain/contracts/imports.ts';
import type { LogDataBatchResponse } from '../../domain/contracts/log-data.ts';
import type { LogVariable } from '../../domain/contracts/log-variables.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { messages } from '../../domain/messages.ts';
import type { PackageSummary } from './package-writer.ts';
import {
  hourlyAggregates,
  simulatedPackage,
  startPipelineTestServer,
  upload,
  waitForImport,
  type PipelineTestServer,
  whileHealthPolled,
} from '../../tests/support/import-support.ts';
import { writeHeavyPackage } from '../../tests/support/zip-bomb.ts';

let server: PipelineTestServer;
let dir: string;
let userVessel: Vessel;
let harbourVessel: Vessel;
let good: { file: string; summary: PackageSummary };
const fromMs = Date.UTC(2026, 5, 1);

beforeAll(async () => {
  server = await startPipelineTestServer();
  dir = await mkdtemp(join(tmpdir(), 'wakeline-import-worker-'));
  userVessel = (await server.as('user')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
  harbourVessel = (await server.as('other')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
  good = await simulatedPackage(dir, { imo: String(userVessel.imoNumber), fromMs, days: 3, fineDays: 1 });
}, 120_000);
afterAll(async () => {
  delete process.env.WAKELINE_IMPORT_WORKER_MEMORY_MB;
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** What the API answers of a vessel's data: its variables with data and their hourly values. */
async function dataOf(vessel: Vessel) {
  const variables = (
    await server.as('admin')<LogVariable[]>(
      'GET',
      `/api/v1/LogVariables/Find?vesselId=${vessel.id}&hasLogData=true`,
    )
  ).body;
  if (variables.length === 0) return { variables, values: null };
  const query = `granularity=Hour&fromDate=${new Date(fromMs).toISOString()}&toDate=${new Date(fromMs + 3 * 86_400_000).toISOString()}&dateTimeFormat=UnixEpochMs`;
  const batch = await server.as('admin')<LogDataBatchResponse>(
    'GET',
    `/api/v1/LogData/BatchFind?logVariableIds=${variables.map((v) => v.id).join(',')}&${query}`,
  );
  expect(batch.status).toBe(200);
  return { variables, values: batch.body.items };
}

const sampleStatistic = (record: ImportRecord) =>
  record.importStatistics.find((entry) => entry.tableName === 'LoggingHistory')?.rowCount;

describe('an import reads its package in a worker thread (issue 27 §2)', () => {
  it('ADMIN-120 a normal package still imports every sample, read in the worker: Imported with the same sample count', async () => {
    const accepted = await upload(server, good.file, { token: await server.tokenFor('admin') });
    expect(accepted.status).toBe(202);
    const record = await waitForImport(server, accepted.body.importPath);
    expect(record).toMatchObject({ status: 0, progress: 100, webJob: 'Import' });
    expect(sampleStatistic(record)).toBe(good.summary.sampleCount);
    const expected = await hourlyAggregates(good.file);
    const { variables, values } = await dataOf(userVessel);
    expect(variables.length).toBe(expected.size);
    // Every sample is stored once: the hourly counts add up to the package's samples.
    const stored = values!.flatMap((item) => item.values).reduce((sum, point) => sum + (point.count ?? 0), 0);
    expect(stored).toBe(good.summary.sampleCount);
  });

  it('ADMIN-110 ADMIN-120 a package whose reading needs more than the worker may use fails in words and is not run again; /health answers during and after; no vessel data changes', async () => {
    const before = await dataOf(userVessel);
    const harbourBefore = await dataOf(harbourVessel);
    // Legal in every file limit; its reading keeps tens of MiB (tests/support/zip-bomb.ts).
    // Its IMO number is no vessel's: checked at upload with the default limit, it waits as
    // unassigned data. Queued again on Prepare with a 16 MiB thread, its reading runs out there.
    // (With 16 MiB at upload it is refused at once: the next test.)
    const heavy = join(dir, 'heavy.zip');
    await writeHeavyPackage(heavy, '9999991');
    const accepted = await upload(server, heavy, { token: await server.tokenFor('admin') });
    expect(accepted.status).toBe(202);
    await server.pipeline.idle(60_000);
    process.env.WAKELINE_IMPORT_WORKER_MEMORY_MB = '16';
    try {
      const queued = await server.as('admin')('POST', '/api/v1/Queue/receiveddata', {
        body: { path: accepted.body.importPath },
      });
      expect(queued.status).toBeLessThan(300);
      // /health answers while the import runs, every time.
      const { result: record, health } = await whileHealthPolled(server.baseUrl, () =>
        waitForImport(server, accepted.body.importPath),
      );
      expect(health.every((status) => status === 200)).toBe(true);
      expect(record).toMatchObject({
        status: 1,
        webJob: 'Prepare',
        errorMessage: messages.importReadOutOfMemory,
      });
      expect(record.stackTrace).toMatch(/^ERR_WORKER_OUT_OF_MEMORY: .* \(the limit: 16 MiB\)$/);
      // The thread's end is no crash of the server: it leaves no crash note (ADR 0088).
      expect(await readdir(join(server.dataDir, 'crash-notes')).catch(() => [])).toEqual([]);
      // Not run again: the queues are idle and the record stays Failed.
      await server.pipeline.idle(60_000);
      const running = (await server.as('admin')<ImportRecord[]>('GET', '/api/v1/RunningImports')).body;
      expect(running.find((entry) => entry.importPath === accepted.body.importPath)).toBeUndefined();
      const failed = (await server.as('admin')<ImportRecord[]>('GET', '/api/v1/FailedImports')).body;
      expect(failed.find((entry) => entry.importPath === accepted.body.importPath)?.status).toBe(1);
    } finally {
      delete process.env.WAKELINE_IMPORT_WORKER_MEMORY_MB;
    }
    expect((await fetch(`${server.baseUrl}/api/v1/health`)).status).toBe(200);
    expect(await dataOf(userVessel)).toEqual(before);
    expect(await dataOf(harbourVessel)).toEqual(harbourBefore);
    expect(harbourBefore.variables).toEqual([]);
  });

  it('ADMIN-110 a package whose upload check needs more than the worker may use is refused at upload in words (400), nothing stored; /health answers during and after', async () => {
    const before = await dataOf(userVessel);
    const harbourBefore = await dataOf(harbourVessel);
    const heavy = join(dir, 'heavy-upload.zip');
    await writeHeavyPackage(heavy, String(harbourVessel.imoNumber));
    const storedBefore = await storedPackages();
    process.env.WAKELINE_IMPORT_WORKER_MEMORY_MB = '16';
    try {
      const { result: refused, health } = await whileHealthPolled(
        server.baseUrl,
        async () => upload(server, heavy, { token: await server.tokenFor('admin') }),
        50,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(`The package was rejected: ${messages.packageCheckOutOfMemory}`);
      expect(health.every((status) => status === 200)).toBe(true);
    } finally {
      delete process.env.WAKELINE_IMPORT_WORKER_MEMORY_MB;
    }
    expect((await fetch(`${server.baseUrl}/api/v1/health`)).status).toBe(200);
    // Nothing stored: no package file, no import record in any list, no unassigned data, no crash note.
    expect(await storedPackages()).toEqual(storedBefore);
    const lists = await Promise.all(
      ['/api/v1/SuccessfulImports/GetAll/31', '/api/v1/FailedImports', '/api/v1/RunningImports'].map((path) =>
        server.as('admin')<ImportRecord[]>('GET', path),
      ),
    );
    expect(
      lists
        .flatMap((list) => list.body)
        .filter((record) => record.imoNumber === String(harbourVessel.imoNumber)),
    ).toEqual([]);
    const unassigned = (await server.as('admin')<{ imoNumber: string }[]>('GET', '/api/v1/UnassignedData'))
      .body;
    expect(unassigned.filter((entry) => entry.imoNumber === String(harbourVessel.imoNumber))).toEqual([]);
    expect(await readdir(join(server.dataDir, 'crash-notes')).catch(() => [])).toEqual([]);
    expect(await dataOf(userVessel)).toEqual(before);
    expect(await dataOf(harbourVessel)).toEqual(harbourBefore);
    // With the default limit the same package passes its check and is taken.
    const taken = await upload(server, heavy, { token: await server.tokenFor('admin') });
    expect(taken.status).toBe(202);
    await server.pipeline.idle(120_000);
    // A heavy package read twice and imported once: minutes on a busy 2-core machine, not seconds.
  }, 240_000);
});

/** The stored package files (their import paths). */
async function storedPackages(): Promise<string[]> {
  const root = join(server.dataDir, 'packages');
  const files = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith('.zip')).sort();
}
