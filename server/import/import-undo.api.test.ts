// Undoing an import (issue 24 §1, ADR 0101): POST /SuccessfulImports/Undo queues the undo, a job of
// the import queues does it (ADR 0114), reading the packages in the import's worker thread.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStatuses, type ImportRecord, type ImportUndoResult } from '../../domain/contracts/imports.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { messages } from '../../domain/messages.ts';
import * as records from './import-records.repository.ts';
import { openPackage } from './package-reader.ts';
import {
  simulatedPackage,
  startPipelineTestServer,
  upload,
  waitForImport,
  type PipelineTestServer,
  whileHealthPolled,
} from '../../tests/support/import-support.ts';
import { writeHeavyPackage } from '../../tests/support/zip-bomb.ts';

const dayMs = 86_400_000;
const fromMs = Date.UTC(2026, 3, 1);
const undoPath = '/api/v1/SuccessfulImports/Undo';

let server: PipelineTestServer;
let dir: string;
let vessel: Vessel;
let harbourVessel: Vessel;
let first: { file: string; path: string };
let second: { file: string; path: string };

async function importPackage(file: string): Promise<string> {
  const accepted = await upload(server, file, { token: await server.tokenFor('admin') });
  expect(accepted.status).toBe(202);
  const record = await waitForImport(server, accepted.body.importPath);
  expect(record.status).toBe(importStatuses.Imported);
  return accepted.body.importPath;
}

const engine = () => server.pipeline.context.engine;

/** The import as the Imported list answers it. */
async function listed(importPath: string): Promise<ImportRecord | undefined> {
  const answer = await server.as('admin')<ImportRecord[]>('GET', '/api/v1/SuccessfulImports/GetAll/31');
  return answer.body.find((row) => row.importPath === importPath);
}

/** Waits until the import is undone or its undo failed; answers its record. */
async function undoSettled(importPath: string, timeoutMs = 120_000): Promise<ImportRecord> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const record = await listed(importPath);
    if (record?.undoneAt || record?.undoState === 'Failed') return record;
    if (Date.now() > until) throw new Error(`the undo of ${importPath} did not finish in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** POST /SuccessfulImports/Undo: queued (202), then done by its job; answers the record. */
async function undo(importPath: string): Promise<ImportRecord> {
  const answer = await server.as('admin')<ImportUndoResult>('POST', undoPath, { body: { importPath } });
  expect(answer.status).toBe(202);
  expect(answer.body).toEqual({ importPath, samplesRemoved: 0, queued: true });
  return undoSettled(importPath);
}

/** Stored samples and hour and day rollup counts of the vessel per UTC day. */
async function perDay(vesselId: string) {
  const rows = await engine().query<{ day: string; n: number | string }>(
    `SELECT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS n FROM samples
      WHERE vessel_id = $1 GROUP BY 1 ORDER BY 1`,
    [vesselId],
  );
  const rollups = async (table: string) =>
    (
      await engine().query<{ day: string; n: number | string }>(
        `SELECT to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(sample_count) AS n FROM ${table}
          WHERE vessel_id = $1 GROUP BY 1 ORDER BY 1`,
        [vesselId],
      )
    ).map((row) => [row.day, Number(row.n)]);
  return {
    samples: Object.fromEntries(rows.map((row) => [row.day, Number(row.n)])),
    hour: Object.fromEntries(await rollups('sample_rollups_1h')),
    day: Object.fromEntries(await rollups('sample_rollups_1d')),
  };
}

async function trendsComputedAt(vesselId: string): Promise<number> {
  const [row] = await engine().query<{ at: Date | null }>(
    'SELECT max(computed_at) AS at FROM long_trends WHERE vessel_id = $1',
    [vesselId],
  );
  return row?.at ? new Date(row.at).getTime() : 0;
}

beforeAll(async () => {
  server = await startPipelineTestServer();
  dir = await mkdtemp(join(tmpdir(), 'wakeline-undo-'));
  vessel = (await server.as('user')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
  harbourVessel = (await server.as('other')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
  const imo = String(vessel.imoNumber);
  // The second package overlaps the first on its third day (1-3 April and 3-4 April).
  const a = await simulatedPackage(dir, { imo, fromMs, days: 3 });
  const b = await simulatedPackage(dir, { imo, fromMs: fromMs + 2 * dayMs, days: 2 });
  first = { file: a.file, path: await importPackage(a.file) };
  second = { file: b.file, path: await importPackage(b.file) };
}, 300_000);
afterAll(async () => {
  delete process.env.WAKELINE_IMPORT_WORKER_MEMORY_MB;
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('POST /SuccessfulImports/Undo (issue 24 §1)', () => {
  it('ADMIN-152 401 without a token; 403 for a SuperUser, a User and the partner; nothing is removed', async () => {
    const before = await perDay(vessel.id);
    const body = { importPath: first.path };
    expect((await server.request('POST', undoPath, { body })).status).toBe(401);
    for (const account of ['super', 'user', 'partner', 'other', 'harbourSuper'] as const)
      expect((await server.as(account)('POST', undoPath, { body })).status).toBe(403);
    expect(await perDay(vessel.id)).toEqual(before);
  });

  it('400 for a missing or malformed import path, 404 for a path no import has; never a 500', async () => {
    for (const body of [{}, { importPath: '' }, { importPath: 7 }, { importPath: 'x'.repeat(301) }, null]) {
      const answer = await server.as('admin')<{ message: string }>('POST', undoPath, { body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
    const malformed = await server.as('admin')('POST', undoPath, {
      rawBody: '{"importPath":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    for (const importPath of ['2026/01/01/nothing.zip', '../../etc/passwd']) {
      const answer = await server.as('admin')<{ message: string }>('POST', undoPath, {
        body: { importPath },
      });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(messages.importUndoNotFound);
    }
  });

  it('409 in words for an import that is still running', async () => {
    await records.insertImport(engine(), {
      importPath: '2026/04/20/running.zip',
      sha256: 'running',
      fileName: 'running.zip',
      imoNumber: String(vessel.imoNumber),
      vesselId: vessel.id,
      webJob: 'Import',
      status: importStatuses.Running,
    });
    const answer = await server.as('admin')<{ message: string }>('POST', undoPath, {
      body: { importPath: '2026/04/20/running.zip' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(messages.importUndoRunning);
    await records.deleteImport(engine(), '2026/04/20/running.zip', importStatuses.Running);
  });

  it('ADMIN-165 an Administrator undoes an import through its job: its own samples go, the ones the overlapping import also holds stay, the rollups and long trends are recalculated; the list says it was undone; a second undo is 409', async () => {
    const before = await perDay(vessel.id);
    const days = ['2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04'];
    for (const day of days) expect(before.samples[day]).toBeGreaterThan(0);
    // What the first package alone holds: its samples at a variable and time the second lacks.
    const keys = async (file: string) => {
      const held = new Set<string>();
      const opened = await openPackage(file);
      for await (const day of opened.days())
        day.variableIds.forEach((id, c) =>
          day.timestampsMs.forEach((ms, r) => {
            if (Number.isFinite(day.values[c]![r]!)) held.add(`${id} ${ms}`);
          }),
        );
      await opened.close();
      return held;
    };
    const kept = await keys(second.file);
    const own = [...(await keys(first.file))].filter((key) => !kept.has(key)).length;
    expect(own).toBeGreaterThan(before.samples['2026-04-01']! + before.samples['2026-04-02']!);
    const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    const trendsBefore = await trendsComputedAt(vessel.id);

    const undone = await undo(first.path);
    expect(undone.samplesRemoved).toBe(own);
    expect(undone.undoState).toBeUndefined();

    const after = await perDay(vessel.id);
    expect(Object.keys(after.samples)).toEqual(['2026-04-03', '2026-04-04']);
    expect(after.samples['2026-04-04']).toBe(before.samples['2026-04-04']);
    expect(total(after.samples)).toBe(total(before.samples) - own);
    // The rollups of the removed days are gone, those of the kept days still count every sample.
    for (const level of [after.hour, after.day]) expect(level).toEqual(after.samples);

    // The long trends are recalculated as after an import.
    const until = Date.now() + 60_000;
    while ((await trendsComputedAt(vessel.id)) <= trendsBefore && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await trendsComputedAt(vessel.id)).toBeGreaterThan(trendsBefore);

    const listed = await server.as('admin')<ImportRecord[]>('GET', '/api/v1/SuccessfulImports/GetAll/31');
    const record = listed.body.find((row) => row.importPath === first.path)!;
    expect(record.undoneAt).not.toBeNull();
    expect(record.samplesRemoved).toBe(own);
    expect(listed.body.find((row) => row.importPath === second.path)?.undoneAt).toBeNull();

    const again = await server.as('admin')<{ message: string }>('POST', undoPath, {
      body: { importPath: first.path },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.importUndoAgain);
    expect(await perDay(vessel.id)).toEqual(after);
  });

  it('undoing the second import then removes the samples the first (undone) import shared with it; an undo asked for twice at once is queued once, the other answer is 409 in words', async () => {
    const body = { importPath: second.path };
    const answers = await Promise.all([
      server.as('admin')<{ message?: string }>('POST', undoPath, { body }),
      server.as('admin')<{ message?: string }>('POST', undoPath, { body }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    expect([messages.importUndoBeingUndone, messages.importUndoAgain]).toContain(
      answers.find((answer) => answer.status === 409)!.body.message,
    );
    const record = await undoSettled(second.path);
    expect(record.undoneAt).not.toBeNull();
    const after = await perDay(vessel.id);
    expect(after).toEqual({ samples: {}, hour: {}, day: {} });
  });

  it("403 for an Administrator undoing an import of another company's vessel; nothing is removed", async () => {
    const harbour = await simulatedPackage(dir, {
      imo: String(harbourVessel.imoNumber),
      fromMs: fromMs + 10 * dayMs,
      days: 1,
    });
    const path = await importPackage(harbour.file);
    const before = await perDay(harbourVessel.id);
    const answer = await server.as('admin')<{ message: string }>('POST', undoPath, {
      body: { importPath: path },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(messages.importUndoOtherCompany);
    expect(await perDay(harbourVessel.id)).toEqual(before);
  });

  it('ADMIN-120 an undo whose package needs more memory to read than the worker may use stops in words (undoState Failed, kept after the queue forgets the job), removes nothing and leaves /health answering; undone again with the default limit it goes', async () => {
    // Legal in every file limit; its reading keeps tens of MiB (tests/support/zip-bomb.ts).
    const heavy = join(dir, 'heavy.zip');
    await writeHeavyPackage(heavy, String(vessel.imoNumber));
    const path = await importPackage(heavy);
    const before = await perDay(vessel.id);
    expect(before.samples['2026-04-01']).toBe(1);
    process.env.WAKELINE_IMPORT_WORKER_MEMORY_MB = '16';
    let stopped: ImportRecord;
    try {
      const polled = await whileHealthPolled(server.baseUrl, () => undo(path));
      stopped = polled.result;
      expect(polled.health.every((status) => status === 200)).toBe(true);
    } finally {
      delete process.env.WAKELINE_IMPORT_WORKER_MEMORY_MB;
    }
    expect(stopped).toMatchObject({
      undoneAt: null,
      undoState: 'Failed',
      undoError: messages.importUndoReadOutOfMemory,
    });
    expect(await perDay(vessel.id)).toEqual(before);
    // The record keeps the failure (ADR 0120): still shown after the job queue forgot the job.
    await engine().query(`DELETE FROM pgboss.job WHERE name = 'undoimports' AND singleton_key = $1`, [path]);
    expect(await listed(path)).toMatchObject({
      undoneAt: null,
      undoState: 'Failed',
      undoError: messages.importUndoReadOutOfMemory,
    });
    const undone = await undo(path);
    expect(undone.samplesRemoved).toBe(1);
    expect(undone.undoState).toBeUndefined();
    expect(await perDay(vessel.id)).toEqual({ samples: {}, hour: {}, day: {} });
  });

  it('an undo the record has as under way whose job the queue does not have (a process stopped between the claim and the send) refuses a new undo in words, and is queued again and done when the job runner starts', async () => {
    const pack = await simulatedPackage(dir, {
      imo: String(vessel.imoNumber),
      fromMs: fromMs + 20 * dayMs,
      days: 1,
    });
    const path = await importPackage(pack.file);
    await engine().query(`UPDATE imports SET undo_state = 'Waiting' WHERE import_path = $1`, [path]);
    const refused = await server.as('admin')<{ message: string }>('POST', undoPath, {
      body: { importPath: path },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messages.importUndoBeingUndone);
    expect(await listed(path)).toMatchObject({ undoneAt: null, undoState: 'Waiting' });
    await server.pipeline.stop();
    await server.pipeline.start();
    const done = await undoSettled(path);
    expect(done.undoneAt).not.toBeNull();
    expect(done.samplesRemoved).toBeGreaterThan(0);
    expect(done.undoState).toBeUndefined();
  });
});
