// POST /ImportPackages and the import status calls (issue 4 §1, 003 §2-§4 and §7).
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportRecord, QueueAttributes, VesselImportState } from '../../domain/contracts/imports.ts';
import type { LogDataBatchResponse } from '../../domain/contracts/log-data.ts';
import type { LogVariable } from '../../domain/contracts/log-variables.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import type { PackageSummary } from './package-writer.ts';
import { ZipWriter } from './zip-writer.ts';
import {
  hourlyAggregates,
  simulatedPackage,
  startPipelineTestServer,
  upload,
  waitForImport,
  type PipelineTestServer,
} from '../../tests/support/import-support.ts';

let server: PipelineTestServer;
let dir: string;
let userVessel: Vessel;
let harbourVessel: Vessel;
let good: { file: string; summary: PackageSummary };
let goodPath: string;
const fromMs = Date.UTC(2026, 2, 1);

beforeAll(async () => {
  server = await startPipelineTestServer();
  dir = await mkdtemp(join(tmpdir(), 'wakeline-packages-'));
  userVessel = (await server.as('user')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
  harbourVessel = (await server.as('other')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
  good = await simulatedPackage(dir, { imo: String(userVessel.imoNumber), fromMs, days: 3, fineDays: 1 });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

async function apiKeyOf(account: 'user' | 'other' | 'partner' | 'super'): Promise<string> {
  const me = (await server.as(account)<{ id: string }>('GET', '/api/v1/Users/GetUser')).body;
  const key = await server.as(account)<{ apiKey: string }>('POST', '/api/v1/Users/GenerateApiKey', {
    body: { userId: me.id },
  });
  expect(key.status).toBe(200);
  return key.body.apiKey;
}

describe('the job queue and the read caches', () => {
  it('ADR 0127 the job queue polling its queues and tending its own tables empties no cached answer', async () => {
    const invalidate = vi.spyOn(server.database.readCache, 'invalidate');
    try {
      // Three polls of every queue (the test pipeline polls each 0.5 s) while nothing else runs:
      // each poll is a data-modifying CTE of the queue's schema, which used to empty every answer.
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      expect(invalidate).not.toHaveBeenCalled();
    } finally {
      invalidate.mockRestore();
    }
  });
});

describe('POST /ImportPackages', () => {
  it('401 without credentials; 403 for a sign-in that is not an Administrator, for a partner key and for a key without the vessel', async () => {
    expect((await upload(server, good.file, {})).status).toBe(401);
    expect((await upload(server, good.file, { token: await server.tokenFor('user') })).status).toBe(403);
    expect((await upload(server, good.file, { apiKey: await apiKeyOf('partner') })).status).toBe(403);
    const other = await upload(server, good.file, { apiKey: await apiKeyOf('other') });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You may not send data for this vessel.');
  });

  it('202 with the import path for the API key of a user who reaches the vessel; the import shows as running, then imported', async () => {
    const accepted = await upload(server, good.file, { apiKey: await apiKeyOf('user') });
    expect(accepted.status).toBe(202);
    expect(accepted.body.queued).toBe(true);
    expect(accepted.body.importPath).toMatch(/^\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{64}\.zip$/);
    goodPath = accepted.body.importPath;
    const running = await server.as('admin')<ImportRecord[]>('GET', '/api/v1/RunningImports');
    const mine = running.body.find((record) => record.importPath === goodPath);
    // Either still running or already done on a fast machine; if listed, it is Running.
    if (mine) expect(mine.status).toBe(2);
    const record = await waitForImport(server, goodPath);
    expect(record).toMatchObject({
      status: 0,
      progress: 100,
      webJob: 'Import',
      imoNumber: String(userVessel.imoNumber),
    });
    expect(record.importStatistics.find((s) => s.tableName === 'LoggingHistory')?.rowCount).toBe(
      good.summary.sampleCount,
    );
    expect(record.importDuration).toBeGreaterThan(0);
  });

  it('the samples come back exactly: count, min, max and mean per hour from Find and BatchFind', async () => {
    const expected = await hourlyAggregates(good.file);
    const variables = (
      await server.as('user')<LogVariable[]>(
        'GET',
        `/api/v1/LogVariables/Find?vesselId=${userVessel.id}&hasLogData=true`,
      )
    ).body;
    expect(variables.length).toBe(expected.size);
    const query = `granularity=Hour&fromDate=${new Date(fromMs).toISOString()}&toDate=${new Date(fromMs + 3 * 86_400_000).toISOString()}&dateTimeFormat=UnixEpochMs`;
    const batch = await server.as('user')<LogDataBatchResponse>(
      'GET',
      `/api/v1/LogData/BatchFind?logVariableIds=${variables.map((v) => v.id).join(',')}&${query}`,
    );
    expect(batch.status).toBe(200);
    expect(batch.body.continuationFilter).toBeNull();
    for (const variable of variables) {
      const hours = expected.get(variable.sourceId)!;
      const one = await server.as('user')<LogDataBatchResponse>(
        'GET',
        `/api/v1/LogData/Find?logVariableId=${variable.id}&${query}`,
      );
      for (const answer of [
        one.body.items[0]!,
        batch.body.items.find((item) => item.logVariableId === variable.id)!,
      ]) {
        expect(answer.granularity).toBe('Hour');
        expect(answer.values.map((v) => v.timestamp)).toEqual([...hours.keys()]);
        answer.values.forEach((point) => {
          const hour = hours.get(point.timestamp)!;
          expect([point.count, point.min, point.max]).toEqual([hour.count, hour.min, hour.max]);
          expect(point.value).toBeCloseTo(hour.mean, 9);
        });
      }
    }
  });

  it('the same package twice is imported once: 202 with the first import path and queued false', async () => {
    const again = await upload(server, good.file, { token: await server.tokenFor('admin') });
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ importPath: goodPath, queued: false });
    const imported = (await server.as('admin')<ImportRecord[]>('GET', '/api/v1/SuccessfulImports/GetAll/1'))
      .body;
    expect(imported.filter((record) => record.importPath === goodPath)).toHaveLength(1);
  });

  it('a broken zip is rejected with the reader reason and kept as a failed import for inspection', async () => {
    const broken = join(dir, 'broken.zip');
    await writeFile(broken, 'PK this is not really a zip');
    const rejected = await upload(server, broken, { token: await server.tokenFor('admin') });
    expect(rejected.status).toBe(400);
    expect(rejected.body.message).toBe(
      'The package was rejected: Not a ZIP file: end of central directory not found',
    );
    const failed = (await server.as('admin')<ImportRecord[]>('GET', '/api/v1/FailedImports')).body;
    const record = failed.find(
      (r) => r.errorMessage === 'Not a ZIP file: end of central directory not found',
    );
    expect(record).toMatchObject({ status: 1, webJob: 'Prepare' });
    const download = await fetch(
      `${server.baseUrl}/api/v1/ImportStatus/DownloadImportPackage?path=${encodeURIComponent(record!.importPath)}`,
      {
        headers: { Authorization: `Bearer ${await server.tokenFor('admin')}` },
      },
    );
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe('PK this is not really a zip');
  });

  it('a package with a bad row is accepted, then fails in Prepare naming file and line, and stores nothing', async () => {
    const file = join(dir, 'bad-row.zip');
    const zip = await ZipWriter.create(file);
    await zip.addFile(
      'manifest.json',
      JSON.stringify({
        format: 'wakeline-package',
        formatVersion: 1,
        imoNumber: String(harbourVessel.imoNumber),
        periodStart: '2026-04-01T00:00:00.000Z',
        periodEnd: '2026-04-02T00:00:00.000Z',
        createdAt: '2026-04-02T00:00:00.000Z',
        software: { name: 'test', version: '1' },
        sampleFiles: ['samples/2026-04-01.csv'],
      }),
    );
    await zip.addFile(
      'variables.csv',
      'id,name,unit,system,sampleWindowSeconds,precision,description\r\nSOG,Speed over ground,knot,GPS,60,2,\r\n',
    );
    await zip.addFile(
      'samples/2026-04-01.csv',
      'timestamp,SOG\r\n2026-04-01T00:00:00.000Z,12.5\r\n2026-04-01T00:01:00.000Z,12.x\r\n',
    );
    await zip.close();
    const accepted = await upload(server, file, { apiKey: await apiKeyOf('other') });
    expect(accepted.status).toBe(202);
    const record = await waitForImport(server, accepted.body.importPath);
    expect(record).toMatchObject({
      status: 1,
      webJob: 'Prepare',
      errorMessage: "samples/2026-04-01.csv line 3: SOG value '12.x' is not a number",
    });
    const variables = (
      await server.as('other')<LogVariable[]>('GET', `/api/v1/LogVariables/Find?vesselId=${harbourVessel.id}`)
    ).body;
    expect(variables).toEqual([]);
  });

  it('a package for an unknown IMO number is accepted and waits as unassigned data, stored into no vessel (issue 27)', async () => {
    const unknown = await simulatedPackage(dir, { imo: '1234567', fromMs, days: 1, stepMinutes: 60 });
    const accepted = await upload(server, unknown.file, { token: await server.tokenFor('admin') });
    expect(accepted.status).toBe(202);
    await server.pipeline.start().then((queues) => queues.idle(60_000));
    const entries = (
      await server.as('admin')<{ importPath: string; imoNumber: string }[]>('GET', '/api/v1/UnassignedData')
    ).body;
    expect(entries.find((entry) => entry.importPath === accepted.body.importPath)?.imoNumber).toBe('1234567');
    // An API key of a user reaches no vessel with that number: refused, nothing stored.
    const byKey = await upload(server, unknown.file, { apiKey: await apiKeyOf('user') });
    expect(byKey.status).toBe(403);
    expect(
      (
        await server.as('admin')('DELETE', '/api/v1/UnassignedData', {
          body: { importPath: accepted.body.importPath },
        })
      ).status,
    ).toBe(204);
  });

  it('400 without a file field', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/ImportPackages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await server.tokenFor('admin')}` },
      body: new FormData(),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Send the package as the multipart form field "file".',
    );
  });
  it('400 for two packages in one upload: one package is taken at a time, and neither is stored, recorded or queued', async () => {
    const second = await simulatedPackage(dir, {
      imo: String(userVessel.imoNumber),
      fromMs: Date.UTC(2026, 4, 1),
      days: 1,
      seed: 11,
    });
    const form = new FormData();
    form.append('file', new Blob([await readFile(second.file)]), 'first.zip');
    form.append('file', new Blob([await readFile(good.file)]), 'second.zip');
    const before = await server.pipeline.context.engine.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM imports',
    );
    const response = await fetch(`${server.baseUrl}/api/v1/ImportPackages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await server.tokenFor('admin')}` },
      body: form,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: { path: string; message: string }[] };
    expect(body.message).toBe(
      'One package is taken at a time: send each package in its own upload, as the form field "file".',
    );
    expect(body.errors).toEqual([{ path: 'file', message: body.message }]);
    const after = await server.pipeline.context.engine.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM imports',
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    // The first package, written to disk before the second part arrived, is removed again.
    const sha = createHash('sha256')
      .update(await readFile(second.file))
      .digest('hex');
    const stored = await readdir(join(server.dataDir, 'packages'), { recursive: true });
    expect(stored.filter((name) => String(name).includes(sha))).toEqual([]);
  });
});

describe('import status calls (Administrator only)', () => {
  const reads = [
    '/api/v1/SuccessfulImports/Find/2026-03-01',
    '/api/v1/SuccessfulImports/GetAll/2',
    '/api/v1/FailedImports',
    '/api/v1/FailedImports/Find/zip',
    '/api/v1/RunningImports',
    '/api/v1/VesselImportStates',
    '/api/v1/QueueAttributes/receiveddata',
    '/api/v1/QueueAttributes/pendingimports',
  ];

  it('ADMIN-152 every read: 401 without a token, 403 for SuperUser, User and partner, 200 for an Administrator', async () => {
    for (const path of reads) {
      expect((await server.request('GET', path)).status, path).toBe(401);
      for (const account of ['super', 'user', 'partner'] as const)
        expect((await server.as(account)('GET', path)).status, `${account} ${path}`).toBe(403);
      expect((await server.as('admin')('GET', path)).status, path).toBe(200);
    }
  });

  it('ADMIN-092 successful imports by day and for the last N days; 400 for a bad day or N outside 1-31', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const day = await server.as('admin')<ImportRecord[]>('GET', `/api/v1/SuccessfulImports/Find/${today}`);
    expect(day.body.map((r) => r.importPath)).toContain(goodPath);
    expect(day.body[0]!.partitionKey).toBe(today);
    expect((await server.as('admin')('GET', '/api/v1/SuccessfulImports/Find/2026-13-45')).status).toBe(400);
    expect((await server.as('admin')('GET', '/api/v1/SuccessfulImports/GetAll/0')).status).toBe(400);
    expect((await server.as('admin')('GET', '/api/v1/SuccessfulImports/GetAll/32')).status).toBe(400);
    expect((await server.as('admin')('GET', '/api/v1/QueueAttributes/elsewhere')).status).toBe(400);
  });

  it('ADMIN-088 queue attributes count messages; ADMIN-095 no vessel is being imported when the queues are idle', async () => {
    await server.pipeline.start().then((queues) => queues.idle(60_000));
    const attributes = await server.as('admin')<QueueAttributes>(
      'GET',
      '/api/v1/QueueAttributes/pendingimports',
    );
    expect(attributes.body).toEqual({
      queue: 'pendingimports',
      approximateNumberOfMessages: 0,
      approximateNumberOfMessagesNotVisible: 0,
    });
    expect((await server.as('admin')<VesselImportState[]>('GET', '/api/v1/VesselImportStates')).body).toEqual(
      [],
    );
  });

  it('ADMIN-122 retry of a failed import deletes its record and queues the path again on the queue of its job', async () => {
    const failed = (await server.as('admin')<ImportRecord[]>('GET', '/api/v1/FailedImports')).body;
    const badRow = failed.find((r) => r.errorMessage?.includes("'12.x'"))!;
    expect((await server.as('user')('DELETE', '/api/v1/FailedImports', { body: badRow })).status).toBe(403);
    expect((await server.as('admin')('DELETE', '/api/v1/FailedImports', { body: badRow })).status).toBe(204);
    expect(
      (await server.as('admin')<ImportRecord[]>('GET', '/api/v1/FailedImports')).body.map(
        (r) => r.importPath,
      ),
    ).not.toContain(badRow.importPath);
    expect((await server.as('admin')('DELETE', '/api/v1/FailedImports', { body: badRow })).status).toBe(404);
    expect(
      (await server.as('admin')('POST', '/api/v1/Queue/receiveddata', { body: { path: badRow.importPath } }))
        .status,
    ).toBe(204);
    const again = await waitForImport(server, badRow.importPath);
    expect(again).toMatchObject({ status: 1, webJob: 'Prepare' });
    expect(
      (await server.as('admin')('POST', '/api/v1/Queue/receiveddata', { body: { path: '../../etc/passwd' } }))
        .status,
    ).toBe(404);
    expect((await server.as('admin')('POST', '/api/v1/Queue/receiveddata', { body: {} })).status).toBe(400);
  });

  it('ADMIN-146 retry all queues every failed import again; ADMIN-123 remove deletes it', async () => {
    const before = (await server.as('admin')<ImportRecord[]>('GET', '/api/v1/FailedImports')).body;
    expect(before.length).toBeGreaterThan(0);
    expect((await server.as('super')('POST', '/api/v1/FailedImports/RetryAll')).status).toBe(403);
    const retried = await server.as('admin')<{ retried: number }>('POST', '/api/v1/FailedImports/RetryAll');
    expect(retried.body.retried).toBe(before.length);
    for (const record of before) await waitForImport(server, record.importPath);
    const after = (await server.as('admin')<ImportRecord[]>('GET', '/api/v1/FailedImports')).body;
    expect(after.map((r) => r.importPath).sort()).toEqual(before.map((r) => r.importPath).sort());
    for (const record of after)
      expect((await server.as('admin')('DELETE', '/api/v1/FailedImports', { body: record })).status).toBe(
        204,
      );
    expect((await server.as('admin')<ImportRecord[]>('GET', '/api/v1/FailedImports')).body).toEqual([]);
  });

  it('ADMIN-099 the two downloads give the stored package; 404 for paths outside the package folder', async () => {
    const token = await server.tokenFor('admin');
    for (const kind of ['DownloadImportPackage', 'DownloadZipFile']) {
      const response = await fetch(
        `${server.baseUrl}/api/v1/ImportStatus/${kind}?path=${encodeURIComponent(goodPath)}`,
        {
          headers: { Authorization: `Bearer ${token}` },
        },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/zip');
      expect(Buffer.from(await response.arrayBuffer()).equals(await readFile(good.file))).toBe(true);
      const outside = await fetch(
        `${server.baseUrl}/api/v1/ImportStatus/${kind}?path=..%2F..%2Fpackage.json`,
        {
          headers: { Authorization: `Bearer ${token}` },
        },
      );
      expect(outside.status).toBe(404);
      const asUser = await fetch(
        `${server.baseUrl}/api/v1/ImportStatus/${kind}?path=${encodeURIComponent(goodPath)}`,
        {
          headers: { Authorization: `Bearer ${await server.tokenFor('user')}` },
        },
      );
      expect(asUser.status).toBe(403);
    }
  });
});
