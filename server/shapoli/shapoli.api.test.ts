// EEXI ShaPoLi (001 §2/§7, PERF-071, PERF-167, PERF-174, PERF-175; ADR 0081) on Northwind Fjord
// (Shapoli feature, MCR 9,500 kW) with one hand-made day of shaft power: the limit set to
// 7,000 kW (release level 6,860 kW), two breaches, a spike too short to count, and the power
// reserve unlocked and restored on board. Every figure below is worked out by hand.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { versionEtag } from '../../domain/contracts/sync.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLine, eventColumns, variableColumns } from '../../domain/import-package/format.ts';
import type { LogVariable } from '../../domain/contracts/log-variables.ts';
import type {
  BreachDetails,
  Breaches,
  ShapoliAverage,
  ShapoliEvent,
  ShapoliSettings,
} from '../../domain/contracts/shapoli.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import {
  startPipelineTestServer,
  upload,
  waitForImport,
  type PipelineTestServer,
} from '../../tests/support/import-support.ts';
import { ZipWriter } from '../import/zip-writer.ts';

const DAY = Date.UTC(2026, 2, 2);
const MINUTE = 60_000;
const at = (hhmm: string) => DAY + (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))) * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

/** 96 quarter-hour values: 6,500 kW but where the day's story says otherwise. */
const special: Record<string, number> = {
  '04:00': 7100,
  '04:15': 7300,
  '04:30': 6900,
  '04:45': 6800,
  '10:00': 7200,
  '20:00': 7050,
  '20:15': 7050,
  '20:30': 7050,
  '20:45': 7050,
  '21:00': 7050,
  '21:15': 6000,
};
const quarter = (i: number) =>
  `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
const values = Array.from({ length: 96 }, (_, i) => special[quarter(i)] ?? 6500);

let server: PipelineTestServer;
let dir: string;
let fjord: Vessel;
let meridian: Vessel;

async function handMadePackage(): Promise<string> {
  const file = join(dir, 'fjord-shapoli.zip');
  const zip = await ZipWriter.create(file);
  await zip.addFile(
    'samples/2026-03-02.csv',
    csvLine(['timestamp', 'ShaftPower']) +
      values.map((v, i) => csvLine([iso(DAY + i * 15 * MINUTE), v])).join(''),
  );
  await zip.addFile(
    'variables.csv',
    csvLine([...variableColumns]) + csvLine(['ShaftPower', 'Shaft power', 'kW', 'Torque meter', 900, 0, '']),
  );
  await zip.addFile(
    'events.csv',
    csvLine([...eventColumns]) +
      csvLine([iso(at('19:55')), 'PowerReserveUnlocked', '']) +
      csvLine([iso(at('21:20')), 'PowerReserveRestored', '']),
  );
  await zip.addFile(
    'manifest.json',
    JSON.stringify({
      format: 'wakeline-package',
      formatVersion: 1,
      imoNumber: '9476123',
      periodStart: iso(DAY),
      periodEnd: iso(DAY + 86_400_000),
      createdAt: iso(DAY + 86_400_000),
      software: { name: 'test', version: '1' },
      sampleFiles: ['samples/2026-03-02.csv'],
    }),
  );
  await zip.close();
  return file;
}

beforeAll(async () => {
  server = await startPipelineTestServer();
  dir = await mkdtemp(join(tmpdir(), 'wakeline-shapoli-'));
  const vessels = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body;
  fjord = vessels.find((v) => v.imoNumber === 9476123)!;
  meridian = vessels.find((v) => v.name === 'Northwind Meridian')!;
  const accepted = await upload(server, await handMadePackage(), { token: await server.tokenFor('admin') });
  await waitForImport(server, accepted.body.importPath);
  await server.pipeline.idle(120_000);
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const range = (vesselId = fjord.id) =>
  new URLSearchParams({ vesselId, fromDate: iso(DAY), toDate: iso(DAY + 86_400_000) }).toString();
const super_ = () => server.as('super');

describe('the limit', () => {
  it('PERF-071 the demo limit is in force; a SuperUser sets 7,000 kW; bad limits are refused in words and change nothing', async () => {
    const path = `/api/v1/Shapoli/Settings?vesselId=${fjord.id}`;
    const seeded = await server.as('user')<ShapoliSettings>('GET', path);
    expect(seeded.status).toBe(200);
    expect(seeded.body).toMatchObject({
      limitKw: 7125,
      maxContinuousRatingKw: 9500,
      changedByName: 'Ada Admin',
    });

    const put = (body: unknown, as = super_()) => as('PUT', '/api/v1/Shapoli/Settings', { body });
    for (const [body, message] of [
      [{ vesselId: fjord.id, limitKw: 0 }, 'The limit must be greater than 0 kW.'],
      [{ vesselId: fjord.id, limitKw: 'x' }, 'The limit must be a number.'],
      [{ vesselId: fjord.id, limitKw: 9600 }, "The limit can be at most the vessel's MCR of 9,500 kW."],
      [
        { vesselId: fjord.id, limitKw: 7000, logVariableId: crypto.randomUUID() },
        'The power log variable is not a shaft power variable of this vessel.',
      ],
    ] as const) {
      const refused = await put(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((refused.body as { message: string }).message).toBe(message);
    }
    expect((await put({ vesselId: fjord.id, limitKw: 7000 }, server.as('user'))).status).toBe(403);
    expect((await server.as('user')<ShapoliSettings>('GET', path)).body.limitKw).toBe(7125);

    // ADR 0092: the demo limit is the settings' version 1; a new limit names it in If-Match.
    expect(seeded.body.version).toBe(1);
    expect(seeded.headers.get('ETag')).toBe('"1"');
    expect((await put({ vesselId: fjord.id, limitKw: 7000 })).status).toBe(428);
    const withVersion = (version: number) => (as: ReturnType<typeof server.as>) =>
      as('PUT', '/api/v1/Shapoli/Settings', {
        body: { vesselId: fjord.id, limitKw: 7000 },
        headers: { 'If-Match': versionEtag(version) },
      });
    const stale = await withVersion(0)(super_());
    expect(stale.status).toBe(412);
    expect((stale.body as { current: ShapoliSettings }).current).toEqual(seeded.body);
    const saved = await withVersion(1)(super_());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ limitKw: 7000, changedByName: 'Sigrid Super', version: 2 });
  });
});

describe('breaches, details, events, average', () => {
  it('PERF-071 PERF-174 two breaches: 04:00-04:45 (peak 7,300, 100 kWh) and 20:00-21:15 (75 min, 62.5 kWh); the 15-minute spike at 10:00 is none', async () => {
    const { status, body } = await server.as('user')<Breaches>('GET', `/api/v1/Shapoli/Breaches?${range()}`);
    expect(status).toBe(200);
    expect(body.limitKw).toBe(7000);
    expect(body.rules).toEqual({ minDurationMinutes: 20, releasePercent: 2, maxGapMinutes: 30 });
    expect(body.breaches).toEqual([
      {
        startDate: iso(at('04:00')),
        endDate: iso(at('04:45')),
        durationMinutes: 45,
        peakPowerKw: 7300,
        peakDate: iso(at('04:15')),
        averagePowerKw: 7100,
        excessEnergyKwh: 100,
        limitKw: 7000,
        sampleCount: 3,
        endedBy: 'belowRelease',
        ongoing: false,
      },
      {
        startDate: iso(at('20:00')),
        endDate: iso(at('21:15')),
        durationMinutes: 75,
        peakPowerKw: 7050,
        peakDate: iso(at('20:00')),
        averagePowerKw: 7050,
        excessEnergyKwh: 62.5,
        limitKw: 7000,
        sampleCount: 5,
        endedBy: 'belowRelease',
        ongoing: false,
      },
    ]);
  });

  it('PERF-174 PERF-175 GET /Breaches/Details: the breach, the power from 30 minutes before to 30 after, and its events; 404 where no breach starts', async () => {
    const path = (start: number) =>
      `/api/v1/Breaches/Details?vesselId=${fjord.id}&breachStartDate=${encodeURIComponent(iso(start))}`;
    const { status, body } = await server.as('user')<BreachDetails>('GET', path(at('20:00')));
    expect(status).toBe(200);
    expect(body.breach.durationMinutes).toBe(75);
    expect(body.interval).toBe('Raw');
    expect(body.points.map((p) => [p.timestamp, p.average])).toEqual(
      ['19:30', '19:45', '20:00', '20:15', '20:30', '20:45', '21:00', '21:15', '21:30'].map((t) => [
        iso(at(t)),
        special[t] ?? 6500,
      ]),
    );
    expect(body.events.map((e) => [e.timestamp, e.type, e.source])).toEqual([
      [iso(at('19:55')), 'PowerReserveUnlocked', 'Ship'],
      [iso(at('20:00')), 'BreachStarted', 'Detected'],
      [iso(at('21:15')), 'BreachEnded', 'Detected'],
      [iso(at('21:20')), 'PowerReserveRestored', 'Ship'],
    ]);
    expect(body.events[2]!.description).toBe('Back within the limit after 1 h 15 min; peak 7,050 kW');
    const none = await server.as('user')<{ message: string }>('GET', path(at('10:00')));
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No breach of the shaft power limit starts at this time.');
  });

  it('PERF-174 GET /Shapoli/Events: the day in time order', async () => {
    const { body } = await server.as('user')<ShapoliEvent[]>('GET', `/api/v1/Shapoli/Events?${range()}`);
    expect(body.map((e) => [e.timestamp, e.type])).toEqual([
      [iso(at('04:00')), 'BreachStarted'],
      [iso(at('04:45')), 'BreachEnded'],
      [iso(at('19:55')), 'PowerReserveUnlocked'],
      [iso(at('20:00')), 'BreachStarted'],
      [iso(at('21:15')), 'BreachEnded'],
      [iso(at('21:20')), 'PowerReserveRestored'],
    ]);
    expect(body[0]!.description).toBe('Shaft power above the limit of 7,000 kW');
  });

  it('PERF-167 GET /Shapoli/LogData/Average: a day in 96 quarter hours; the mean is 6,500 + 5,050 / 96 kW', async () => {
    const { status, body } = await server.as('user')<ShapoliAverage>(
      'GET',
      `/api/v1/Shapoli/LogData/Average?${range()}`,
    );
    expect(status).toBe(200);
    expect(body.interval).toBe('Quarter');
    expect(body.points).toHaveLength(96);
    expect(body.points[16]).toEqual({ timestamp: iso(at('04:00')), average: 7100, maximum: 7100 });
    expect(body.averagePowerKw).toBeCloseTo(6500 + 5050 / 96, 9);
    expect(body.limitKw).toBe(7000);
  });

  it("PERF-174 GET /Shapoli/PowerLogVariables: the torque meter's shaft power", async () => {
    const { body } = await server.as('user')<LogVariable[]>(
      'GET',
      `/api/v1/Shapoli/PowerLogVariables?vesselId=${fjord.id}`,
    );
    expect(body.map((v) => [v.sourceId, v.unit])).toEqual([['ShaftPower', 'kW']]);
  });

  it('PERF-071 a range is checked: from before to, at most 367 days', async () => {
    const bad = await server.as('user')<{ message: string }>(
      'GET',
      `/api/v1/Shapoli/Breaches?vesselId=${fjord.id}&fromDate=${iso(DAY)}&toDate=${iso(DAY)}`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The from date must be before the to date.');
  });
});

describe('the reports', () => {
  const download = async (path: string) => {
    const response = await fetch(server.baseUrl + path, {
      headers: { Authorization: `Bearer ${await server.tokenFor('user')}` },
    });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it('PERF-071 PERF-174 the breach log report: a PDF made with pdfmake, and the log as CSV', async () => {
    const query = new URLSearchParams({
      vesselId: fjord.id,
      breachStartDate: iso(at('04:00')),
      toDate: iso(at('05:00')),
    });
    const pdf = await download(`/api/v1/Shapoli/Reports/Breach?${query}`);
    expect(pdf.response.status).toBe(200);
    expect(pdf.response.headers.get('Content-Type')).toBe('application/pdf');
    expect(pdf.response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="ShaPoLi-breach-Northwind-Fjord-20260302T0400\.pdf"/,
    );
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');

    const csv = await download(`/api/v1/Shapoli/Reports/Breach?${query}&format=csv`);
    expect(csv.response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(new TextDecoder().decode(csv.bytes).split('\r\n')).toEqual([
      'timestamp,shaftPowerKw,limitKw,aboveLimitKw',
      `${iso(at('04:00'))},7100,7000,100`,
      `${iso(at('04:15'))},7300,7000,300`,
      `${iso(at('04:30'))},6900,7000,0`,
      `${iso(at('04:45'))},6800,7000,0`,
      '',
    ]);
  });

  it("PERF-071 PERF-174 the yearly report: a PDF, and the year's breaches as CSV", async () => {
    const pdf = await download(`/api/v1/Shapoli/Reports/Year?vesselId=${fjord.id}&year=2026`);
    expect(pdf.response.status).toBe(200);
    expect(pdf.response.headers.get('Content-Disposition')).toMatch(
      /filename="ShaPoLi-year-Northwind-Fjord-2026\.pdf"/,
    );
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    const csv = await download(`/api/v1/Shapoli/Reports/Year?vesselId=${fjord.id}&year=2026&format=csv`);
    const lines = new TextDecoder().decode(csv.bytes).trim().split('\r\n');
    expect(lines[0]).toBe(
      'startDate,endDate,durationMinutes,peakPowerKw,peakDate,averagePowerKw,excessEnergyKwh,limitKw,endedBy',
    );
    expect(lines.slice(1)).toEqual([
      `${iso(at('04:00'))},${iso(at('04:45'))},45,7300,${iso(at('04:15'))},7100,100,7000,belowRelease`,
      `${iso(at('20:00'))},${iso(at('21:15'))},75,7050,${iso(at('20:00'))},7050,62.5,7000,belowRelease`,
    ]);
    const badYear = await server.as('user')<{ message: string }>(
      'GET',
      `/api/v1/Shapoli/Reports/Year?vesselId=${fjord.id}&year=26`,
    );
    expect(badYear.status).toBe(400);
    expect(badYear.body.message).toBe('The year must be four digits.');
  });
});

describe('401 → 403 → allowed', () => {
  it('PERF-071 PERF-174 every Shapoli call: 401 without a token, 403 for the partner type, across companies and without the feature, allowed with access', async () => {
    const q = (vesselId: string) => range(vesselId);
    const calls = (vesselId: string) => [
      `/api/v1/Shapoli/LogData/Average?${q(vesselId)}`,
      `/api/v1/Shapoli/Breaches?${q(vesselId)}`,
      `/api/v1/Breaches/Details?vesselId=${vesselId}&breachStartDate=${encodeURIComponent(iso(at('04:00')))}`,
      `/api/v1/Shapoli/Events?${q(vesselId)}`,
      `/api/v1/Shapoli/PowerLogVariables?vesselId=${vesselId}`,
      `/api/v1/Shapoli/Reports/Breach?vesselId=${vesselId}&breachStartDate=${encodeURIComponent(iso(at('04:00')))}&toDate=${encodeURIComponent(iso(at('05:00')))}&format=csv`,
      `/api/v1/Shapoli/Reports/Year?vesselId=${vesselId}&year=2026&format=csv`,
      `/api/v1/Shapoli/Settings?vesselId=${vesselId}`,
    ];
    for (const path of calls(fjord.id)) {
      expect((await server.request('GET', path)).status, path).toBe(401);
      expect((await server.as('partner')('GET', path)).status, path).toBe(403);
      expect((await server.as('other')('GET', path)).status, path).toBe(403);
      expect((await server.as('harbourSuper')('GET', path)).status, path).toBe(403);
      for (const role of ['user', 'super', 'admin'] as const)
        expect((await server.as(role)('GET', path)).status, `${role} ${path}`).toBe(200);
    }
    // A vessel without the Shapoli feature: 403 in words (ADR 0059).
    for (const path of calls(meridian.id)) {
      const refused = await super_()<{ code: string; message: string }>('GET', path);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'FEATURE_NOT_AVAILABLE',
        message: 'EEXI ShaPoLi: feature not available for this vessel.',
      });
    }
    const put = '/api/v1/Shapoli/Settings';
    const body = { vesselId: fjord.id, limitKw: 7000 };
    expect((await server.request('PUT', put, { body })).status).toBe(401);
    for (const role of ['partner', 'other', 'harbourSuper', 'user'] as const)
      expect((await server.as(role)('PUT', put, { body })).status, role).toBe(403);
    for (const role of ['super', 'admin'] as const) {
      const { version } = (await server.as(role)<ShapoliSettings>('GET', `${put}?vesselId=${fjord.id}`)).body;
      const headers = { 'If-Match': versionEtag(version) };
      expect((await server.as(role)('PUT', put, { body, headers })).status, role).toBe(200);
    }
    expect((await super_()('GET', `/api/v1/Shapoli/Breaches?${q(crypto.randomUUID())}`)).status).toBe(404);
  });
});
