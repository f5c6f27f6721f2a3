// Issue 27: a ship's data goes to that ship only. One live vessel per IMO number, packages routed to
// exactly their vessel, unknown IMO numbers wait as unassigned data, sample counts, corrections, and
// the same package twice at once (ADR 0087).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRecord, UnassignedData } from '../../domain/contracts/imports.ts';
import type { LogVariable } from '../../domain/contracts/log-variables.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { messages } from '../../domain/messages.ts';
import { writeSimulatedPackage } from './package-writer.ts';
import { presetVessel } from '../../domain/sim/fleet-presets.ts';
import { ZipWriter } from './zip-writer.ts';
import { openPackage } from './package-reader.ts';
import {
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
const fromMs = Date.UTC(2026, 4, 1);
const particulars = { draftMean: 10, maxContinuousRating: 8000 };

beforeAll(async () => {
  server = await startPipelineTestServer();
  dir = await mkdtemp(join(tmpdir(), 'wakeline-unassigned-'));
  userVessel = (await server.as('user')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
  harbourVessel = (await server.as('other')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const idle = () => server.pipeline.start().then((queues) => queues.idle(60_000));
const unassignedList = async () =>
  (await server.as('admin')<UnassignedData[]>('GET', '/api/v1/UnassignedData')).body;
const samplesOf = (record: ImportRecord) =>
  record.importStatistics.find((s) => s.tableName === 'LoggingHistory')?.rowCount ?? 0;

/** The package rewritten with `correction: true` in its manifest and every value changed. */
async function correctionOf(source: string, out: string) {
  const opened = await openPackage(source);
  const zip = await ZipWriter.create(out);
  try {
    await zip.addFile('manifest.json', JSON.stringify({ ...opened.manifest, correction: true }));
    const variables = opened.variables;
    await zip.addFile(
      'variables.csv',
      'id,name,unit,system,sampleWindowSeconds,precision,description\r\n' +
        variables
          .map((v) => [v.id, v.name, v.unit, v.system, v.sampleWindowSeconds, 6, ''].join(','))
          .join('\r\n') +
        '\r\n',
    );
    for await (const day of opened.days()) {
      const lines = [`timestamp,${day.variableIds.join(',')}`];
      for (let r = 0; r < day.timestampsMs.length; r++) {
        const values = day.variableIds.map((_, c) => {
          const value = day.values[c]![r]!;
          return Number.isFinite(value) ? String(value + 1) : '';
        });
        lines.push([new Date(day.timestampsMs[r]!).toISOString(), ...values].join(','));
      }
      await zip.addFile(
        `samples/${new Date(day.timestampsMs[0]!).toISOString().slice(0, 10)}.csv`,
        `${lines.join('\r\n')}\r\n`,
      );
    }
  } finally {
    await opened.close();
    await zip.close();
  }
}

describe('one live vessel per IMO number', () => {
  it("the measured Harbour Lines case is refused: a vessel with a Northwind ship's IMO number in another company is 409 in words, naming the company to an Administrator", async () => {
    const companies = (await server.as('admin')<{ id: string; name: string }[]>('GET', '/api/v1/Companies'))
      .body;
    const harbour = companies.find((c) => c.id === harbourVessel.companyId)!;
    const owner = companies.find((c) => c.id === userVessel.companyId)!;
    const created = await server.as('admin')<{ message: string }>('POST', '/api/v1/VesselAdministrations', {
      body: { name: 'Copy', imoNumber: userVessel.imoNumber, companyId: harbour.id, ...particulars },
    });
    expect(created.status).toBe(409);
    expect(created.body.message).toBe(
      `The vessel "${userVessel.name}" of ${owner.name} already has the IMO number ${userVessel.imoNumber}. An IMO number names one vessel.`,
    );
    // Unassigned to any company: the same refusal.
    const loose = await server.as('admin')('POST', '/api/v1/VesselAdministrations', {
      body: { name: 'Copy', imoNumber: userVessel.imoNumber, ...particulars },
    });
    expect(loose.status).toBe(409);
  });

  it('two creations of one new IMO number at once: one 201, the other the same 409, never a 500', async () => {
    const body = { name: 'Twin', imoNumber: 7_100_001, ...particulars };
    const answers = await Promise.all([
      server.as('admin')('POST', '/api/v1/VesselAdministrations', { body }),
      server.as('admin')('POST', '/api/v1/VesselAdministrations', { body }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});

describe('unassigned data (Administrator only)', () => {
  let first: string;
  let second: string;
  let stranger: Awaited<ReturnType<typeof simulatedPackage>>;

  it('two unknown ships the same day are two entries; none is stored into the data receiver', async () => {
    const receiver = await server.as('admin')<{ id: string }>('POST', '/api/v1/VesselAdministrations', {
      body: { name: 'Data receiver', imoNumber: 7_000_017, ...particulars },
    });
    expect(receiver.status).toBe(201);
    await server.as('admin')('POST', `/api/v1/VesselAdministrations/${receiver.body.id}/SetDataReceiver`);
    stranger = await simulatedPackage(dir, { imo: '7654321', fromMs, days: 1, stepMinutes: 15, seed: 3 });
    const other = await simulatedPackage(dir, { imo: '7654322', fromMs, days: 1, stepMinutes: 15, seed: 4 });
    const token = await server.tokenFor('admin');
    first = (await upload(server, stranger.file, { token })).body.importPath;
    second = (await upload(server, other.file, { token })).body.importPath;
    await idle();
    const list = await unassignedList();
    expect(list.find((e) => e.importPath === first)).toMatchObject({
      imoNumber: '7654321',
      sampleCount: stranger.summary.sampleCount,
      periodStart: new Date(fromMs).toISOString(),
    });
    expect(list.find((e) => e.importPath === second)).toMatchObject({
      imoNumber: '7654322',
      sampleCount: other.summary.sampleCount,
    });
    const receiverVariables = (
      await server.as('admin')<LogVariable[]>('GET', `/api/v1/LogVariables/Find?vesselId=${receiver.body.id}`)
    ).body;
    expect(receiverVariables).toEqual([]);
    // The same unknown package again: the duplicate answer, no second entry.
    expect((await upload(server, stranger.file, { token })).body).toEqual({
      importPath: first,
      queued: false,
    });
  });

  it('every call: 401 without a token, 403 for SuperUser, User and partner, allowed for an Administrator', async () => {
    const calls = [
      ['GET', '/api/v1/UnassignedData', undefined],
      ['POST', '/api/v1/UnassignedData/Assign', { importPath: second, vesselId: harbourVessel.id }],
      ['POST', '/api/v1/UnassignedData/CreateVessel', { importPath: second, name: 'X', ...particulars }],
      ['DELETE', '/api/v1/UnassignedData', { importPath: second }],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await server.request(method, path, { body })).status, path).toBe(401);
      for (const account of ['super', 'user', 'partner'] as const)
        expect((await server.as(account)(method, path, { body })).status, `${account} ${path}`).toBe(403);
    }
    expect((await server.as('admin')('GET', '/api/v1/UnassignedData')).status).toBe(200);
    expect(
      (await server.as('admin')('POST', '/api/v1/UnassignedData/Assign', { body: { importPath: 'x' } }))
        .status,
    ).toBe(400);
    expect((await unassignedList()).map((e) => e.importPath)).toContain(second);
  });

  it('assigning to a vessel of another IMO number needs the confirmation; then every sample is stored once', async () => {
    const receiver = (
      await server.as('admin')<{ id: string }[]>(
        'GET',
        '/api/v1/VesselAdministrations/Find?isDataReceiver=true',
      )
    ).body[0]!;
    const refused = await server.as('admin')<{ message: string }>('POST', '/api/v1/UnassignedData/Assign', {
      body: { importPath: first, vesselId: receiver.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The package is from IMO number 7654321, the vessel "Data receiver" has IMO number 7000017. Confirm to store it into this vessel anyway.',
    );
    const assigned = await server.as('admin')('POST', '/api/v1/UnassignedData/Assign', {
      body: { importPath: first, vesselId: receiver.id, confirmImoMismatch: true },
    });
    expect(assigned.status).toBe(202);
    const record = await waitForImport(server, first);
    expect(record).toMatchObject({ status: 0, imoNumber: '7654321', outcome: null });
    expect(samplesOf(record)).toBe(stranger.summary.sampleCount);
    expect(record.sampleCounts).toEqual({
      read: stranger.summary.sampleCount,
      stored: stranger.summary.sampleCount,
      duplicate: 0,
      replaced: 0,
    });
    expect((await unassignedList()).map((e) => e.importPath)).not.toContain(first);
    // Assigned once: a second assignment finds nothing.
    expect(
      (
        await server.as('admin')('POST', '/api/v1/UnassignedData/Assign', {
          body: { importPath: first, vesselId: receiver.id, confirmImoMismatch: true },
        })
      ).status,
    ).toBe(404);
  });

  it("creating the vessel from unassigned data gives it the package's IMO number and imports into it", async () => {
    const created = await server.as('admin')<{ vesselId: string; importPath: string }>(
      'POST',
      '/api/v1/UnassignedData/CreateVessel',
      { body: { importPath: second, name: 'Newcomer', ...particulars } },
    );
    expect(created.status).toBe(201);
    const record = await waitForImport(server, second);
    expect(record.status).toBe(0);
    const vessel = await server.as('admin')<{ imoNumber: number }>(
      'GET',
      `/api/v1/VesselAdministrations/${created.body.vesselId}`,
    );
    expect(vessel.body.imoNumber).toBe(7_654_322);
  });

  it('remove deletes the entry; 404 the second time', async () => {
    const lone = await simulatedPackage(dir, { imo: '7654323', fromMs, days: 1, stepMinutes: 60, seed: 8 });
    const path = (await upload(server, lone.file, { token: await server.tokenFor('admin') })).body.importPath;
    await idle();
    expect(
      (await server.as('admin')('DELETE', '/api/v1/UnassignedData', { body: { importPath: path } })).status,
    ).toBe(204);
    expect(
      (await server.as('admin')('DELETE', '/api/v1/UnassignedData', { body: { importPath: path } })).status,
    ).toBe(404);
    expect((await unassignedList()).map((e) => e.importPath)).not.toContain(path);
  });
});

describe('routing, counts, corrections and the same package at once', () => {
  it('a package is stored into exactly the vessel of its IMO number; a key without that vessel is 403 and nothing is stored', async () => {
    const own = await simulatedPackage(dir, {
      imo: String(harbourVessel.imoNumber),
      fromMs,
      days: 1,
      stepMinutes: 60,
      seed: 21,
    });
    const me = (await server.as('user')<{ id: string }>('GET', '/api/v1/Users/GetUser')).body;
    const key = (
      await server.as('user')<{ apiKey: string }>('POST', '/api/v1/Users/GenerateApiKey', {
        body: { userId: me.id },
      })
    ).body.apiKey;
    const refused = await upload(server, own.file, { apiKey: key });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You may not send data for this vessel.');
  });

  it('the same package twice: "nothing new" in words; a correction replaces the stored values', async () => {
    const file = join(dir, 'once.zip');
    const summary = await writeSimulatedPackage({
      vessel: presetVessel(String(harbourVessel.imoNumber), 'bulk_carrier'),
      fromMs: fromMs + 10 * 86_400_000,
      days: 1,
      stepMinutes: 30,
      seed: 31,
      createdAtMs: fromMs + 11 * 86_400_000,
      outPath: file,
    });
    const token = await server.tokenFor('admin');
    const firstRecord = await waitForImport(server, (await upload(server, file, { token })).body.importPath);
    expect(firstRecord.outcome).toBeNull();
    // The same samples in another package (another createdAt): nothing new, said in words.
    const again = join(dir, 'again.zip');
    await writeSimulatedPackage({
      vessel: presetVessel(String(harbourVessel.imoNumber), 'bulk_carrier'),
      fromMs: fromMs + 10 * 86_400_000,
      days: 1,
      stepMinutes: 30,
      seed: 31,
      createdAtMs: fromMs + 12 * 86_400_000,
      outPath: again,
    });
    const second = await waitForImport(server, (await upload(server, again, { token })).body.importPath);
    expect(second.status).toBe(0);
    expect(second.sampleCounts).toEqual({
      read: summary.sampleCount,
      stored: 0,
      duplicate: summary.sampleCount,
      replaced: 0,
    });
    expect(second.outcome).toBe(
      messages.importOutcomeNothingNew.replace('{read}', String(summary.sampleCount)),
    );
    // The correction: every value + 1 replaces the stored one.
    const corrected = join(dir, 'corrected.zip');
    await correctionOf(file, corrected);
    const third = await waitForImport(server, (await upload(server, corrected, { token })).body.importPath);
    expect(third.status).toBe(0);
    expect(third.correction).toBe(true);
    expect(third.sampleCounts).toMatchObject({ replaced: summary.sampleCount, stored: 0, duplicate: 0 });
    const variable = (
      await server.as('other')<LogVariable[]>('GET', `/api/v1/LogVariables/Find?vesselId=${harbourVessel.id}`)
    ).body.find((v) => v.sourceId === 'SOG')!;
    const from = new Date(fromMs + 10 * 86_400_000).toISOString();
    const to = new Date(fromMs + 11 * 86_400_000).toISOString();
    const day = await server.as('other')<{ items: { values: { count: number; value: number }[] }[] }>(
      'GET',
      `/api/v1/LogData/Find?logVariableId=${variable.id}&granularity=Day&fromDate=${from}&toDate=${to}&dateTimeFormat=UnixEpochMs`,
    );
    const opened = await openPackage(file);
    let sum = 0;
    let count = 0;
    for await (const d of opened.days()) {
      const c = d.variableIds.indexOf('SOG');
      for (const value of d.values[c]!) {
        if (!Number.isFinite(value)) continue;
        sum += value;
        count++;
      }
    }
    await opened.close();
    expect(day.body.items[0]!.values[0]!.count).toBe(count);
    expect(day.body.items[0]!.values[0]!.value).toBeCloseTo(sum / count + 1, 6);
  });

  it('the same package posted twice at once: one 202 queued, the other 202 queued:false with the same path, never a 500', async () => {
    for (let round = 0; round < 3; round++) {
      const race = await simulatedPackage(dir, {
        imo: String(harbourVessel.imoNumber),
        fromMs: fromMs + (20 + round) * 86_400_000,
        days: 1,
        stepMinutes: 60,
        seed: 40 + round,
      });
      const token = await server.tokenFor('admin');
      const answers = await Promise.all([
        upload(server, race.file, { token }),
        upload(server, race.file, { token }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([202, 202]);
      expect(answers.map((a) => a.body.queued).sort()).toEqual([false, true]);
      expect(answers[0]!.body.importPath).toBe(answers[1]!.body.importPath);
      await waitForImport(server, answers[0]!.body.importPath);
    }
  });
});
