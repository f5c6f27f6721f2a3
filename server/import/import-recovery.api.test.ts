// Issue 27 (ADR 0088): what a restart does with an import the last life of the job process left
// Running. A stage that was running when the process died of a fatal error (here a real V8 heap
// exhaustion of a child process, noted as the job process notes it) is quarantined as Failed with
// the reason, not run into the same crash; a plain interruption (a stop, a kill) is resumed and
// counted, and only interruptions are counted. A retried import's record shows all its samples.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRecord } from '../../domain/contracts/imports.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import {
  simulatedPackage,
  startPipelineTestServer,
  upload,
  waitForImport,
  type PipelineTestServer,
} from '../../tests/support/import-support.ts';
import type { PackageSummary } from './package-writer.ts';
import { crashNotesDir } from './import-crash.ts';
import * as records from './import-records.repository.ts';

let server: PipelineTestServer;
let dir: string;
let vessel: Vessel;
let made: { file: string; summary: PackageSummary };
let importPath: string;
const root = join(import.meta.dirname, '..', '..');

beforeAll(async () => {
  server = await startPipelineTestServer();
  dir = await mkdtemp(join(tmpdir(), 'wakeline-recovery-'));
  vessel = (await server.as('admin')<Vessel[]>('GET', '/api/v1/Vessels?IgnoreCompany=true')).body[0]!;
  made = await simulatedPackage(dir, {
    imo: String(vessel.imoNumber),
    fromMs: Date.UTC(2026, 5, 1),
    days: 2,
    stepMinutes: 30,
  });
  const accepted = await upload(server, made.file, { token: await server.tokenFor('admin') });
  expect(accepted.status).toBe(202);
  importPath = accepted.body.importPath;
  expect((await waitForImport(server, importPath)).status).toBe(0);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const engine = () => server.pipeline.context.engine;
const samplesOf = (record: { statistics?: { tableName: string; rowCount: number }[] } | null) =>
  record?.statistics?.find((s) => s.tableName === 'LoggingHistory')?.rowCount;

/** Leaves the record as a process that died in the stage leaves it, then restarts the job runner. */
async function dieIn(stage: 'Prepare' | 'Import', beforeRestart?: () => void) {
  await server.pipeline.stop();
  await engine().query(
    `UPDATE imports SET status = 2, web_job = $2, stage_started_at = now(), job_id = NULL WHERE import_path = $1`,
    [importPath, stage],
  );
  beforeRestart?.();
  await server.pipeline.start();
  await server.pipeline.idle(120_000);
  return (await records.findImport(engine(), importPath))!;
}

describe('recovery of imports after the job process ended', () => {
  it('an import interrupted twice is resumed and completes; the third interruption stops it, counted as 3, not the stages', async () => {
    await engine().query('UPDATE imports SET attempts = 0 WHERE import_path = $1', [importPath]);
    const first = await dieIn('Import');
    expect(first).toMatchObject({ status: 0, attempts: 1 });
    const second = await dieIn('Prepare');
    expect(second).toMatchObject({ status: 0, attempts: 2 });
    expect(samplesOf(second)).toBe(made.summary.sampleCount);
    const third = await dieIn('Import');
    expect(third).toMatchObject({
      status: 1,
      attempts: 3,
      errorMessage:
        'The import stopped 3 times while storing the samples of this package, each time because the server stopped (it ran out of memory or was stopped or restarted), so it is not run again by itself; check the package, then retry it.',
    });
  });

  it('an import whose process ran out of memory is quarantined as Failed with the reason at the first restart, not run again', async () => {
    const notes = crashNotesDir(server.dataDir);
    const before = await engine().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM samples WHERE vessel_id = $1',
      [vessel.id],
    );
    const record = await dieIn('Prepare', () => {
      // A real crash: a child process noting its fatal errors as the job runner does, then running
      // out of V8 heap (the way a whole package held in memory ended the server).
      const child = spawnSync(
        process.execPath,
        [
          '--max-old-space-size=32',
          '--import',
          'tsx',
          '-e',
          `const { armCrashNotes } = await import('./server/import/import-crash.ts');
           armCrashNotes(${JSON.stringify(server.dataDir)});
           const held = [];
           for (;;) held.push(new Array(100_000).fill(Math.random()));`,
        ],
        { cwd: root, encoding: 'utf8', timeout: 60_000 },
      );
      expect(child.status === 0).toBe(false);
    });
    expect(record.status).toBe(1);
    expect(record.webJob).toBe('Prepare');
    expect(record.errorMessage).toMatch(
      /^The import stopped the server while it ran \(for example by running out of memory\), so it is not run again by itself; check the package, then retry it\. \(Prepare: .*heap out of memory.*\)$/i,
    );
    expect(record.attempts).toBe(3);
    expect(await readdir(notes)).toEqual([]);
    const after = await engine().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM samples WHERE vessel_id = $1',
      [vessel.id],
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('ADMIN-122 a retried import (record deleted, path queued again) shows all its samples, not only the ones the retry added', async () => {
    const failed = (await server.as('admin')<ImportRecord[]>('GET', '/api/v1/FailedImports')).body.find(
      (r) => r.importPath === importPath,
    )!;
    expect((await server.as('admin')('DELETE', '/api/v1/FailedImports', { body: failed })).status).toBe(204);
    expect(
      (await server.as('admin')('POST', '/api/v1/Queue/receiveddata', { body: { path: importPath } })).status,
    ).toBe(204);
    const again = await waitForImport(server, importPath);
    expect(again.status).toBe(0);
    expect(again.importStatistics.find((s) => s.tableName === 'LoggingHistory')?.rowCount).toBe(
      made.summary.sampleCount,
    );
  });
});
