// Vessel histories (001 §3 'Vessel history', §7, §8; ADR 0053) against three packages a vessel
// exported and one that failed: Find in a window of export dates and by default, Latest, the
// additional information, bad input as 400s, and the 401 → 403 → allowed ladder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LatestVesselHistory,
  VesselHistory,
  VesselHistoryAdditional,
} from '../../domain/contracts/vessel-histories.ts';
import { importStatuses } from '../../domain/contracts/imports.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import {
  simulatedPackage,
  startPipelineTestServer,
  upload,
  waitForImport,
  type PipelineTestServer,
} from '../../tests/support/import-support.ts';
import { engineFromHandle } from '../db/sql-engine.ts';
import type { PackageSummary } from './package-writer.ts';
import { insertImport } from './import-records.repository.ts';
import { noVesselHistoryMessage } from './vessel-histories.service.ts';

const dayMs = 86_400_000;
const fromMs = Date.UTC(2026, 2, 1);
/** Three packages of two days each, made an hour after each period ends. */
const exportedMs = [0, 1, 2].map((i) => fromMs + (i + 1) * 2 * dayMs + 3_600_000);
const iso = (ms: number) => new Date(ms).toISOString();

let server: PipelineTestServer;
let dir: string;
let vessel: Vessel;
let quietVessel: Vessel;
let last: PackageSummary;
let receivedBeforeMs: number;

beforeAll(async () => {
  server = await startPipelineTestServer({ checkResponses: true });
  dir = await mkdtemp(join(tmpdir(), 'wakeline-histories-'));
  vessel = (await server.as('user')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
  quietVessel = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body.find(
    (v) => v.id !== vessel.id,
  )!;
  const token = await server.tokenFor('admin');
  receivedBeforeMs = Date.now();
  for (const [i, createdAtMs] of exportedMs.entries()) {
    const made = await simulatedPackage(dir, {
      imo: String(vessel.imoNumber),
      fromMs: fromMs + i * 2 * dayMs,
      days: 2,
      createdAtMs,
    });
    const accepted = await upload(server, made.file, { token });
    expect(accepted.status).toBe(202);
    expect((await waitForImport(server, accepted.body.importPath)).status).toBe(importStatuses.Imported);
    last = made.summary;
  }
  // A package of the vessel that could not be imported: not a history entry, counted as failed.
  await insertImport(engineFromHandle(server.database as never), {
    importPath: '2026/03/09/failed.zip',
    sha256: 'failed',
    fileName: 'failed.zip',
    imoNumber: String(vessel.imoNumber),
    vesselId: vessel.id,
    webJob: 'Import',
    status: importStatuses.Failed,
    errorMessage: 'samples/2026-03-09.csv line 2: not a number',
  });
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const findPath = (query: string) => `/api/v1/VesselHistories/Find?vesselId=${vessel.id}${query}`;

describe('VesselHistories', () => {
  it('PERF-092 PERF-172 PERF-173 Find answers the packages exported between fromDate and toDate (ISO UTC), oldest first, with the days back from the last export', async () => {
    const all = await server.as('user')<VesselHistory>(
      'GET',
      findPath(`&fromDate=${iso(fromMs)}&toDate=${iso(fromMs + 30 * dayMs)}`),
    );
    expect(all.status).toBe(200);
    expect(all.body.vesselId).toBe(vessel.id);
    expect(all.body.histories.map((h) => h.exportDate)).toEqual(exportedMs.map(iso));
    expect(new Set(all.body.histories.map((h) => h.id)).size).toBe(3);
    // From 1 March to the last export (7 March, 01:00): 7 days back, counted in whole days.
    expect(all.body.timespan).toBe(7);

    // Both ends are inclusive; a window before the first export is empty, not an error.
    const second = await server.as('user')<VesselHistory>(
      'GET',
      findPath(`&fromDate=${iso(exportedMs[1]!)}&toDate=${iso(exportedMs[1]!)}`),
    );
    expect(second.body.histories).toEqual([all.body.histories[1]]);
    expect(second.body.timespan).toBe(2);
    const before = await server.as('user')<VesselHistory>(
      'GET',
      findPath(`&fromDate=${iso(fromMs - 10 * dayMs)}&toDate=${iso(fromMs)}`),
    );
    expect(before.status).toBe(200);
    expect(before.body.histories).toEqual([]);
  });

  it('PERF-092 without dates Find answers the 30 days up to the last export date', async () => {
    const { body } = await server.as('user')<VesselHistory>('GET', findPath(''));
    expect(body.timespan).toBe(30);
    expect(body.histories.map((h) => h.exportDate)).toEqual(exportedMs.map(iso));
    // A toDate alone reaches 30 days back from it.
    const upToSecond = await server.as('user')<VesselHistory>(
      'GET',
      findPath(`&toDate=${iso(exportedMs[1]!)}`),
    );
    expect(upToSecond.body.histories.map((h) => h.exportDate)).toEqual(exportedMs.slice(0, 2).map(iso));
    // A vessel without exports: nothing, over the default window.
    const quiet = await server.as('super')<VesselHistory>(
      'GET',
      `/api/v1/VesselHistories/Find?vesselId=${quietVessel.id}`,
    );
    expect(quiet.body).toEqual({ vesselId: quietVessel.id, histories: [], timespan: 30 });
  });

  it('PERF-172 Latest answers the newest export; a vessel without one is a 404 saying so', async () => {
    const latest = await server.as('user')<LatestVesselHistory>(
      'GET',
      `/api/v1/VesselHistories/Latest/${vessel.id}`,
    );
    expect(latest.status).toBe(200);
    const all = (await server.as('user')<VesselHistory>('GET', findPath(''))).body.histories;
    expect(latest.body).toEqual({ vesselId: vessel.id, ...all[2] });

    const none = await server.as('super')('GET', `/api/v1/VesselHistories/Latest/${quietVessel.id}`);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ message: noVesselHistoryMessage, code: 'NOT_FOUND' });
  });

  it('PERF-172 VesselHistoryAdditional counts the packages and says what the newest one carried', async () => {
    const { status, body } = await server.as('user')<VesselHistoryAdditional>(
      'GET',
      `/api/v1/VesselHistoryAdditional/Find/${vessel.id}`,
    );
    expect(status).toBe(200);
    const latest = (
      await server.as('user')<LatestVesselHistory>('GET', `/api/v1/VesselHistories/Latest/${vessel.id}`)
    ).body;
    expect(body).toMatchObject({
      vesselId: vessel.id,
      packageCount: 3,
      failedPackageCount: 1,
      firstExportDate: iso(exportedMs[0]!),
      lastExport: {
        id: latest.id,
        exportDate: iso(exportedMs[2]!),
        dataFromDate: last.manifest.periodStart,
        dataToDate: last.manifest.periodEnd,
        sampleCount: last.sampleCount,
      },
    });
    expect(body.lastExport!.variableCount).toBeGreaterThan(5);
    expect(Date.parse(body.lastReceivedDate!)).toBeGreaterThanOrEqual(receivedBeforeMs - 1000);
    expect(Date.parse(body.lastExport!.receivedDate)).toBeGreaterThanOrEqual(receivedBeforeMs - 1000);

    const quiet = await server.as('super')<VesselHistoryAdditional>(
      'GET',
      `/api/v1/VesselHistoryAdditional/Find/${quietVessel.id}`,
    );
    expect(quiet.body).toEqual({
      vesselId: quietVessel.id,
      packageCount: 0,
      failedPackageCount: 0,
      firstExportDate: null,
      lastReceivedDate: null,
      lastExport: null,
    });
  });

  it('a package imported before export dates were kept is dated by when it was received', async () => {
    const engine = engineFromHandle(server.database as never);
    const [first] = (await server.as('user')<VesselHistory>('GET', findPath(''))).body.histories;
    const [row] = await engine.query<{ received_at: Date | string }>(
      'SELECT received_at FROM imports WHERE id = $1',
      [first!.id],
    );
    await engine.query('UPDATE imports SET exported_at = NULL WHERE id = $1', [first!.id]);
    try {
      const { body } = await server.as('user')<VesselHistory>(
        'GET',
        findPath(`&fromDate=${iso(fromMs)}&toDate=${iso(Date.now() + dayMs)}`),
      );
      expect(body.histories.find((h) => h.id === first!.id)?.exportDate).toBe(
        new Date(row!.received_at).toISOString(),
      );
    } finally {
      await engine.query('UPDATE imports SET exported_at = $2 WHERE id = $1', [first!.id, first!.exportDate]);
    }
  });
});

describe('bad input and access', () => {
  it('bad input is a 400 with a message: the vessel id, the dates, their order and the window', async () => {
    const cases: [string, string][] = [
      ['/api/v1/VesselHistories/Find', 'The vesselId is required.'],
      ['/api/v1/VesselHistories/Find?vesselId=42', 'The vesselId must be a UUID.'],
      [findPath('&fromDate=yesterday'), 'The from date must be an ISO 8601 date and time in UTC.'],
      [findPath('&toDate=2026-03-01'), 'The to date must be an ISO 8601 date and time in UTC.'],
      [
        findPath(`&fromDate=${iso(fromMs + dayMs)}&toDate=${iso(fromMs)}`),
        'The from date must not be after the to date.',
      ],
      [
        findPath(`&fromDate=${iso(fromMs - 400 * dayMs)}&toDate=${iso(fromMs)}`),
        'The window may be at most 366 days.',
      ],
      ['/api/v1/VesselHistories/Latest/42', 'The vesselId must be a UUID.'],
      ['/api/v1/VesselHistoryAdditional/Find/42', 'The vesselId must be a UUID.'],
    ];
    for (const [path, message] of cases) {
      const answer = await server.as('user')('GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toMatchObject({ message });
    }
    // An unknown vessel is a 404, as for every vessel call.
    const unknown = crypto.randomUUID();
    for (const path of [
      `/api/v1/VesselHistories/Find?vesselId=${unknown}`,
      `/api/v1/VesselHistories/Latest/${unknown}`,
      `/api/v1/VesselHistoryAdditional/Find/${unknown}`,
    ])
      expect((await server.as('admin')('GET', path)).status, path).toBe(404);
  });

  it('401 → 403 → allowed: without a token, the partner type and another company are refused; every role that sees the vessel reads it', async () => {
    const paths = [
      findPath(''),
      `/api/v1/VesselHistories/Latest/${vessel.id}`,
      `/api/v1/VesselHistoryAdditional/Find/${vessel.id}`,
    ];
    for (const path of paths) {
      expect((await server.request('GET', path)).status, path).toBe(401);
      expect((await server.as('partner')('GET', path)).status, `partner ${path}`).toBe(403);
      expect((await server.as('other')('GET', path)).status, `other ${path}`).toBe(403);
      for (const account of ['user', 'super', 'admin'] as const)
        expect((await server.as(account)('GET', path)).status, `${account} ${path}`).toBe(200);
    }
  });
});
