import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStatuses } from '../../domain/contracts/imports.ts';
import { presetVessel } from '../../domain/sim/fleet-presets.ts';
import type PgBoss from 'pg-boss';
import { startJobQueue } from '../jobs/job-queue.ts';
import { startImportQueues, type ImportQueues } from './import-queues.ts';
import * as records from './import-records.repository.ts';
import type { SqlEngine } from '../db/sql-engine.ts';
import { openMigratedTestDatabase } from '../db/test-database.ts';
import { importPackage } from './import-runner.ts';
import { storePackageFile } from './package-store.ts';
import { findUnassigned } from './unassigned-data.repository.ts';
import { writeSimulatedPackage, type PackageSummary } from './package-writer.ts';

const dir = mkdtempSync(join(tmpdir(), 'wakeline-import-'));
const dataDir = join(dir, 'data');
let engine: SqlEngine;
let close: () => Promise<void>;
let queues: ImportQueues;
let boss: PgBoss | undefined;
const vesselId = randomUUID();
const imo = '9321483';
let summary: PackageSummary;
let importPath: string;

async function receive(file: string) {
  const stored = await storePackageFile(dataDir, file);
  await records.insertImport(engine, {
    importPath: stored.importPath,
    sha256: stored.sha256,
    fileName: 'test.zip',
    imoNumber: null,
    vesselId: null,
    webJob: 'Prepare',
    status: importStatuses.Running,
  });
  await queues.enqueue('receiveddata', stored.importPath);
  return stored.importPath;
}

beforeAll(async () => {
  ({ engine, close } = await openMigratedTestDatabase());
  const [company] = await engine.query<{ id: string }>(
    "INSERT INTO companies (name) VALUES ('Test Shipping') RETURNING id",
  );
  await engine.query(
    "INSERT INTO vessels (id, company_id, name, imo_number) VALUES ($1, $2, 'Test Bulk', $3)",
    [vesselId, company!.id, Number(imo)],
  );
  summary = await writeSimulatedPackage({
    vessel: presetVessel(imo, 'bulk_carrier'),
    fromMs: Date.UTC(2026, 4, 30),
    days: 4,
    stepMinutes: 15,
    fineDays: 1,
    seed: 7,
    outPath: join(dir, 'good.zip'),
  });
  boss = await startJobQueue(engine, (error) => console.warn(error.message));
  queues = await startImportQueues(boss, {
    engine,
    dataDir,
    pollingIntervalSeconds: 0.5,
    samplesPerTransaction: 5_000,
  });
}, 120_000);
afterAll(async () => {
  await boss?.stop({ graceful: true, wait: true, timeout: 30_000 });
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});

const sampleCount = async () =>
  (
    await engine.query<{ n: number }>('SELECT count(*)::int AS n FROM samples WHERE vessel_id = $1', [
      vesselId,
    ])
  )[0]!.n;

describe('import through the queues', () => {
  it('a simulated package goes through receiveddata and pendingimports and every sample is stored once', async () => {
    importPath = await receive(join(dir, 'good.zip'));
    await queues.idle(60_000);
    const record = await records.findImport(engine, importPath);
    expect(record).toMatchObject({
      status: importStatuses.Imported,
      webJob: 'Import',
      progress: 100,
      imoNumber: imo,
    });
    expect(record!.durationTicks).toBeGreaterThan(0);
    expect(await sampleCount()).toBe(summary.sampleCount);
    const samplesStat = record!.statistics.find((s) => s.tableName === 'LoggingHistory');
    expect(samplesStat?.rowCount).toBe(summary.sampleCount);
    const [rollups] = await engine.query<{ n: number }>(
      'SELECT sum(sample_count)::int AS n FROM sample_rollups_1d WHERE vessel_id = $1',
      [vesselId],
    );
    expect(rollups!.n).toBe(summary.sampleCount);
  });

  it('importing the same package again stores nothing twice and keeps exact statistics', async () => {
    await importPackage({ engine, dataDir }, importPath);
    expect(await sampleCount()).toBe(summary.sampleCount);
    const [rollups] = await engine.query<{ n: number }>(
      'SELECT sum(sample_count)::int AS n FROM sample_rollups_15m WHERE vessel_id = $1',
      [vesselId],
    );
    expect(rollups!.n).toBe(summary.sampleCount);
    const record = await records.findImport(engine, importPath);
    expect(record!.statistics.find((s) => s.tableName === 'LoggingHistory')?.rowCount).toBe(
      summary.sampleCount,
    );
  });

  it('a package with a bad row is rejected in Prepare with the reason, and nothing of it is stored', async () => {
    const before = await sampleCount();
    const { ZipWriter } = await import('./zip-writer.ts');
    const broken = join(dir, 'broken.zip');
    const zip = await ZipWriter.create(broken);
    await zip.addFile(
      'manifest.json',
      JSON.stringify({
        format: 'wakeline-package',
        formatVersion: 1,
        imoNumber: imo,
        periodStart: '2026-07-01T00:00:00.000Z',
        periodEnd: '2026-07-02T00:00:00.000Z',
        createdAt: '2026-07-02T00:00:00.000Z',
        software: { name: 'test', version: '1' },
        sampleFiles: ['samples/2026-07-01.csv'],
      }),
    );
    await zip.addFile(
      'variables.csv',
      'id,name,unit,system,sampleWindowSeconds,precision,description\r\nSOG,Speed,knot,GPS,60,2,\r\n',
    );
    await zip.addFile(
      'samples/2026-07-01.csv',
      'timestamp,SOG\r\n2026-07-01T00:00:00.000Z,12.5\r\n2026-07-01T00:01:00.000Z,fast\r\n',
    );
    await zip.close();
    const path = await receive(broken);
    await queues.idle(60_000);
    const record = await records.findImport(engine, path);
    expect(record).toMatchObject({ status: importStatuses.Failed, webJob: 'Prepare' });
    expect(record!.errorMessage).toBe("samples/2026-07-01.csv line 3: SOG value 'fast' is not a number");
    expect(await sampleCount()).toBe(before);
  });

  it('a package for an unknown IMO number waits as unassigned data with its facts; its import record goes (issue 27)', async () => {
    const file = join(dir, 'unknown.zip');
    const summary = await writeSimulatedPackage({
      vessel: presetVessel('1234567', 'tanker'),
      fromMs: Date.UTC(2026, 4, 30),
      days: 1,
      stepMinutes: 60,
      outPath: file,
    });
    const path = await receive(file);
    await queues.idle(60_000);
    expect(await records.findImport(engine, path)).toBeNull();
    const entry = await findUnassigned(engine, path);
    expect(entry).toMatchObject({ imoNumber: '1234567', sampleCount: summary.sampleCount });
    expect(entry!.periodStart.toISOString()).toBe('2026-05-30T00:00:00.000Z');
  });

  it('a file that is not a ZIP is rejected with the reader reason', async () => {
    const file = join(dir, 'not-a-zip.zip');
    writeFileSync(file, 'hello, this is not a zip');
    const path = await receive(file);
    await queues.idle(60_000);
    const record = await records.findImport(engine, path);
    expect(record?.status).toBe(importStatuses.Failed);
    expect(record?.errorMessage).toMatch(/Not a ZIP file/);
  });
});
