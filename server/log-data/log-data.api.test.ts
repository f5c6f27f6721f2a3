// Log variables, LogData and the log-data configuration over HTTP (001 §3-§9, 000 §3, 003 §7).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LogDataCalculatedValue,
  LogDataBatchResponse,
  LogDataColumnsResponse,
  LogDataLastReceived,
} from '../../domain/contracts/log-data.ts';
import type { LogDataConfig } from '../../domain/contracts/log-data-config.ts';
import type { LogVariable } from '../../domain/contracts/log-variables.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { compactNumber } from '../../domain/log-data/series-columns.ts';
import { messages } from '../../domain/messages.ts';
import {
  hourlyAggregates,
  simulatedPackage,
  startPipelineTestServer,
  upload,
  waitForImport,
  type PipelineTestServer,
} from '../../tests/support/import-support.ts';
import { afterNotice } from '../../tests/support/notices.ts';
import { readsChannel } from '../db/read-cache.ts';

let server: PipelineTestServer;
let dir: string;
let vessel: Vessel;
let partnerVessel: Vessel;
let harbourVessel: Vessel;
let variables: LogVariable[];
let packageFile: string;
const fromMs = Date.UTC(2026, 5, 1);
const dayMs = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  server = await startPipelineTestServer({ maxPointsPerAnswer: 1000 });
  dir = await mkdtemp(join(tmpdir(), 'wakeline-logdata-'));
  const partnerVessels = (await server.as('partner')<Vessel[]>('GET', '/api/v1/Kognifai/Vessels')).body;
  partnerVessel = partnerVessels[0]!;
  vessel = partnerVessel;
  harbourVessel = (await server.as('other')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
  const made = await simulatedPackage(dir, {
    imo: String(vessel.imoNumber),
    fromMs,
    days: 4,
    fineDays: 2,
    preset: 'tanker',
  });
  packageFile = made.file;
  const accepted = await upload(server, made.file, { token: await server.tokenFor('admin') });
  await waitForImport(server, accepted.body.importPath);
  variables = (
    await server.as('super')<LogVariable[]>('GET', `/api/v1/LogVariables/Find?vesselId=${vessel.id}`)
  ).body;
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const byName = (name: string, system?: string) =>
  variables.find((v) => v.name === name && (!system || v.onboardSystem === system))!;

describe('log variables', () => {
  it('SHELL-106 PERF-088 a duplicate name carries the onboard system in brackets; fields of 001 §3', async () => {
    const main = byName('Fuel mass flow', 'Main engine');
    expect(main).toMatchObject({
      displayName: 'Fuel mass flow (Main engine)',
      unit: 'kg/hr',
      hasLogData: true,
      sampleWindowInMs: 900_000,
    });
    expect(byName('Fuel mass flow', 'Auxiliary engines').displayName).toBe(
      'Fuel mass flow (Auxiliary engines)',
    );
    expect(byName('Shaft power')).toMatchObject({
      displayName: 'Shaft power',
      taxa: ['Propulsion:Shaft power'],
    });
    expect(main.logDataMinDate).toBe(iso(fromMs));
  });

  it('PERF-164 every call: 401, 403 for a vessel out of reach and for the partner, 200 with access', async () => {
    const calls = [
      `/api/v1/LogVariables/Find?vesselId=${vessel.id}`,
      `/api/v1/LogVariables/Extended?vesselId=${vessel.id}`,
      `/api/v1/LogVariables?vesselIds=${vessel.id}`,
      `/api/v1/LogVariables/${vessel.id}/GpsSpeed`,
      `/api/v1/LogVariables/Taxa?vesselId=${vessel.id}`,
      `/api/v1/LogVariables/ShaftPower?vesselId=${vessel.id}`,
    ];
    for (const path of calls) {
      expect((await server.request('GET', path)).status, path).toBe(401);
      expect((await server.as('other')('GET', path)).status, path).toBe(403);
      expect((await server.as('partner')('GET', path)).status, path).toBe(403);
      expect((await server.as('super')('GET', path)).status, path).toBe(200);
      expect((await server.as('admin')('GET', path)).status, path).toBe(200);
    }
  });

  it('filters by unit and by having data; GpsSpeed and ShaftPower find their variables; Taxa groups them', async () => {
    const knots = (
      await server.as('super')<LogVariable[]>(
        'GET',
        `/api/v1/LogVariables/Find?vesselId=${vessel.id}&unitType=kn`,
      )
    ).body;
    expect(knots.map((v) => v.name).sort()).toEqual(['Speed over ground', 'Speed through water']);
    const none = (
      await server.as('super')<LogVariable[]>(
        'GET',
        `/api/v1/LogVariables/Find?vesselId=${vessel.id}&hasLogData=false`,
      )
    ).body;
    expect(none).toEqual([]);
    const gps = (await server.as('super')<LogVariable>('GET', `/api/v1/LogVariables/${vessel.id}/GpsSpeed`))
      .body;
    expect(gps.sourceId).toBe('SOG');
    const power = (
      await server.as('super')<LogVariable[]>('GET', `/api/v1/LogVariables/ShaftPower?vesselId=${vessel.id}`)
    ).body;
    expect(power.map((v) => v.sourceId)).toEqual(['ShaftPower']);
    const taxa = (
      await server.as('super')<{ taxon: string; logVariableIds: string[] }[]>(
        'GET',
        `/api/v1/LogVariables/Taxa?vesselId=${vessel.id}`,
      )
    ).body;
    expect(taxa.find((t) => t.taxon === 'Fuel:Fuel mass flow')?.logVariableIds).toHaveLength(2);
    expect(
      (await server.as('super')('GET', `/api/v1/LogVariables/${harbourVessel.id}/GpsSpeed`)).status,
    ).toBe(403);
  });

  it('PERF-144 the partner reads its vessels only through /Kognifai/LogVariables', async () => {
    const own = await server.as('partner')<LogVariable[]>(
      'GET',
      `/api/v1/Kognifai/LogVariables?vesselId=${partnerVessel.id}`,
    );
    expect(own.status).toBe(200);
    expect(own.body).toHaveLength(variables.length);
    const all = await server.as('partner')<LogVariable[]>('GET', '/api/v1/Kognifai/LogVariables');
    expect(all.body.length).toBeGreaterThanOrEqual(variables.length);
    expect(
      (await server.as('partner')('GET', `/api/v1/Kognifai/LogVariables?vesselId=${harbourVessel.id}`))
        .status,
    ).toBe(403);
    expect((await server.as('super')('GET', '/api/v1/Kognifai/LogVariables')).status).toBe(403);
    expect((await server.request('GET', '/api/v1/Kognifai/LogVariables')).status).toBe(401);
  });
});

describe('LogData', () => {
  const sog = () => byName('Speed over ground');
  const range = (days: number, start = fromMs) =>
    `fromDate=${iso(start)}&toDate=${iso(start + days * dayMs)}`;

  it('PERF-163 401, 403 out of reach and for the partner, 200 with access; the partner uses /Kognifai/LogData', async () => {
    const path = `/api/v1/LogData/Find?logVariableId=${sog().id}&granularity=Hour&${range(1)}`;
    expect((await server.request('GET', path)).status).toBe(401);
    expect((await server.as('other')('GET', path)).status).toBe(403);
    expect((await server.as('partner')('GET', path)).status).toBe(403);
    expect((await server.as('super')('GET', path)).status).toBe(200);
    const partner = await server.as('partner')<LogDataBatchResponse>(
      'GET',
      path.replace('/LogData/Find', '/Kognifai/LogData'),
    );
    expect(partner.status).toBe(200);
    expect(partner.body.items[0]!.values).toHaveLength(24);
    expect((await server.as('other')('GET', path.replace('/LogData/Find', '/Kognifai/LogData'))).status).toBe(
      403,
    );
    for (const other of [
      `/api/v1/LogData/BatchFind?logVariableIds=${sog().id}&granularity=Hour&${range(1)}`,
      `/api/v1/LogData/Calculated/Averaged?logVariableIds=${sog().id}&${range(1)}`,
      `/api/v1/LogData/Calculated/Accumulated?logVariableIds=${sog().id}&${range(1)}`,
      `/api/v1/LogData/LastReceived?logVariableIds=${sog().id}`,
      `/api/v1/LogData/LastVoyageAveraged?logVariableIds=${sog().id}`,
      `/api/v1/LogData/LastVoyageAccumulated?logVariableIds=${sog().id}`,
    ]) {
      expect((await server.request('GET', other)).status, other).toBe(401);
      expect((await server.as('other')('GET', other)).status, other).toBe(403);
      expect((await server.as('partner')('GET', other)).status, other).toBe(403);
      expect((await server.as('super')('GET', other)).status, other).toBe(200);
    }
  });

  it('PERF-128 PERF-199 the server enforces the size limits of the intervals with the spec text', async () => {
    const tooLong = await server.as('super')<{ message: string }>(
      'GET',
      `/api/v1/LogData/Find?logVariableId=${sog().id}&granularity=Raw&${range(2)}`,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(`Raw ${messages.notPossibleDataSize}`);
    expect(
      (
        await server.as('super')(
          'GET',
          `/api/v1/LogData/Find?logVariableId=${sog().id}&granularity=Raw&${range(1)}`,
        )
      ).status,
    ).toBe(200);
  });

  it('PERF-129 the server enforces the sample-window rule with the spec text (15-minute variables, Minute)', async () => {
    const response = await server.as('super')<{ message: string }>(
      'GET',
      `/api/v1/LogData/Find?logVariableId=${sog().id}&${range(1)}`,
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(`Minute ${messages.notPossibleSampleWindow}`);
  });

  it('Auto picks the finest allowed interval; UnixEpochMs gives numbers, the default ISO text', async () => {
    const auto = await server.as('super')<LogDataBatchResponse>(
      'GET',
      `/api/v1/LogData/Find?logVariableId=${sog().id}&granularity=Auto&${range(4)}&dateTimeFormat=UnixEpochMs`,
    );
    expect(auto.body.items[0]!.granularity).toBe('Quarter');
    expect(typeof auto.body.items[0]!.values[0]!.timestamp).toBe('number');
    const isoAnswer = await server.as('super')<LogDataBatchResponse<string>>(
      'GET',
      `/api/v1/LogData/Find?logVariableId=${sog().id}&granularity=Day&${range(4)}`,
    );
    expect(isoAnswer.body.items[0]!.values.map((v) => v.timestamp)).toEqual(
      [0, 1, 2, 3].map((d) => iso(fromMs + d * dayMs)),
    );
  });

  it('PERF-168 a large answer carries a continuationFilter; following it gives every value once', async () => {
    const ids = variables.map((v) => v.id);
    const first = `/api/v1/LogData/BatchFind?logVariableIds=${ids.join(',')}&granularity=Hour&${range(4)}&dateTimeFormat=UnixEpochMs`;
    const collected = new Map<string, number[]>();
    let continuation: string | null = null;
    let pages = 0;
    do {
      const page: { body: LogDataBatchResponse } = await server.as('super')<LogDataBatchResponse>(
        'GET',
        continuation ? `${first}&continuationFilter=${encodeURIComponent(continuation)}` : first,
      );
      for (const item of page.body.items)
        collected.set(item.logVariableId, [
          ...(collected.get(item.logVariableId) ?? []),
          ...item.values.map((v) => v.timestamp),
        ]);
      expect(page.body.items.reduce((n, item) => n + item.values.length, 0)).toBeLessThanOrEqual(1000);
      continuation = page.body.continuationFilter;
      pages++;
    } while (continuation);
    expect(pages).toBeGreaterThan(1);
    const expected = await hourlyAggregates(packageFile);
    for (const variable of variables)
      expect(collected.get(variable.id)).toEqual([...expected.get(variable.sourceId)!.keys()]);
    const bad = await server.as('super')('GET', `${first}&continuationFilter=nonsense`);
    expect(bad.status).toBe(400);
  });

  it('PERF-165 PERF-168 form=Columns: one time axis, the same values as the object form to 7 digits, pages that meet', async () => {
    const ids = variables.map((v) => v.id);
    const query = `logVariableIds=${ids.join(',')}&granularity=Hour&${range(4)}&dateTimeFormat=UnixEpochMs`;
    const objects = new Map<
      string,
      Map<number, { value: number | null; count?: number; min?: number | null }>
    >();
    let continuation: string | null = null;
    do {
      const page: { body: LogDataBatchResponse } = await server.as('super')<LogDataBatchResponse>(
        'GET',
        `/api/v1/LogData/BatchFind?${query}${continuation ? `&continuationFilter=${encodeURIComponent(continuation)}` : ''}`,
      );
      for (const item of page.body.items) {
        const points = objects.get(item.logVariableId) ?? new Map();
        for (const point of item.values) points.set(point.timestamp, point);
        objects.set(item.logVariableId, points);
      }
      continuation = page.body.continuationFilter;
    } while (continuation);

    const columns = new Map<string, Map<number, { value: number; count?: number; min?: number | null }>>();
    let pages = 0;
    let lastMs = -Infinity;
    do {
      const page: { status: number; body: LogDataColumnsResponse } = await server.as(
        'super',
      )<LogDataColumnsResponse>(
        'GET',
        `/api/v1/LogData/BatchFind?${query}&form=Columns&statistics=true${continuation ? `&continuationFilter=${encodeURIComponent(continuation)}` : ''}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.form).toBe('Columns');
      const time = page.body.time;
      if (!('stepMs' in time)) throw new Error('an Hour answer has a regular time axis');
      expect(time.stepMs).toBe(3_600_000);
      // The budget (1,000 values here) counts places of the axis times variables.
      expect(time.count * ids.length).toBeLessThanOrEqual(1000 + ids.length);
      // Pages meet: each starts where the one before was cut.
      expect(time.startMs).toBeGreaterThan(lastMs);
      lastMs = time.startMs + (time.count - 1) * time.stepMs;
      for (const item of page.body.items) {
        expect(item.values).toHaveLength(time.count);
        const points = columns.get(item.logVariableId) ?? new Map();
        item.values.forEach((value, k) => {
          if (value !== null)
            points.set(time.startMs + k * time.stepMs, { value, count: item.count![k], min: item.min![k] });
        });
        columns.set(item.logVariableId, points);
      }
      continuation = page.body.continuationFilter;
      pages++;
    } while (continuation);
    expect(pages).toBeGreaterThan(1);
    for (const id of ids) {
      const expected = objects.get(id)!;
      const got = columns.get(id)!;
      expect([...got.keys()]).toEqual([...expected.keys()].filter((t) => expected.get(t)!.value !== null));
      for (const [t, point] of got) {
        const want = expected.get(t)!;
        expect(point.value).toBe(compactNumber(want.value!));
        expect(point.count).toBe(want.count);
      }
    }
    // Raw gives the samples' own times as the axis.
    const raw = await server.as('super')<LogDataColumnsResponse>(
      'GET',
      `/api/v1/LogData/BatchFind?logVariableIds=${sog().id}&granularity=Raw&fromDate=${iso(fromMs)}&toDate=${iso(fromMs + 3_600_000)}&form=columns`,
    );
    expect(raw.status).toBe(200);
    if (!('ms' in raw.body.time)) throw new Error('a Raw answer lists its times');
    expect(raw.body.time.ms.length).toBeGreaterThan(0);
    expect(raw.body.items[0]!.values).toHaveLength(raw.body.time.ms.length);
    const wrong = await server.as('super')<{ message: string }>(
      'GET',
      `/api/v1/LogData/BatchFind?${query}&form=rows`,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The form must be Objects or Columns.');
  });

  it('PERF-163 a cached BatchFind answer shows a change to the stored data on the first request after its notice (ADR 0076)', async () => {
    const path = `/api/v1/LogData/BatchFind?logVariableIds=${sog().id}&granularity=Hour&${range(1)}&dateTimeFormat=UnixEpochMs`;
    const read = async () =>
      (await server.as('super')<LogDataBatchResponse>('GET', path)).body.items[0]!.values;
    const before = await read();
    expect(await read()).toEqual(before);
    // A write the app did not make (another process, or the import's own SQL), heard through NOTIFY.
    const shift = `UPDATE sample_rollups_1h SET value_sum = value_sum + 1000 * sample_count,
      value_min = value_min + 1000, value_max = value_max + 1000 WHERE log_variable_id = '${sog().id}'`;
    // Read once its notice has arrived (on PostgreSQL a moment after the statement returns).
    const statement = (sqlText: string) =>
      afterNotice(server.database, readsChannel, 'sample_rollups_1h', () =>
        server.database.runScript(sqlText),
      );
    await statement(shift);
    const after = await read();
    expect(after).toHaveLength(before.length);
    after.forEach((value, k) => expect(value.value!).toBeCloseTo(before[k]!.value! + 1000, 6));
    await statement(shift.replace(/\+ 1000/g, '- 1000'));
    const restored = await read();
    restored.forEach((value, k) => expect(value.value!).toBeCloseTo(before[k]!.value!, 6));
    // Another caller's scope is its own question: out of reach stays a 403.
    expect((await server.as('other')('GET', path)).status).toBe(403);
  });

  it('unitName converts values; an impossible conversion is a 400 naming the units', async () => {
    const query = `logVariableId=${sog().id}&granularity=Day&${range(1)}`;
    const knots = (await server.as('super')<LogDataBatchResponse>('GET', `/api/v1/LogData/Find?${query}`))
      .body.items[0]!;
    const metres = (
      await server.as('super')<LogDataBatchResponse>('GET', `/api/v1/LogData/Find?${query}&unitName=m/s`)
    ).body.items[0]!;
    expect(metres.unit).toBe('m/s');
    expect(metres.values[0]!.value!).toBeCloseTo(knots.values[0]!.value! * 0.514444, 9);
    const wrong = await server.as('super')<{ message: string }>(
      'GET',
      `/api/v1/LogData/Find?${query}&unitName=kW`,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The unit knot of Speed over ground cannot be converted to kW.');
  });

  it('filterMinMax and filterOutliers answer only values that pass them', async () => {
    const query = `logVariableId=${sog().id}&granularity=Raw&${range(1)}`;
    const plain = (await server.as('super')<LogDataBatchResponse>('GET', `/api/v1/LogData/Find?${query}`))
      .body.items[0]!;
    const filtered = (
      await server.as('super')<LogDataBatchResponse>(
        'GET',
        `/api/v1/LogData/Find?${query}&filterMinMax=true&filterOutliers=true`,
      )
    ).body.items[0]!;
    expect(filtered.values.length).toBeLessThanOrEqual(plain.values.length);
    for (const point of filtered.values) expect(point.value!).toBeGreaterThanOrEqual(-5);
    for (const point of filtered.values) expect(point.value!).toBeLessThanOrEqual(40);
  });

  it('PERF-166 Averaged, Accumulated, LastReceived and the last-voyage variants', async () => {
    const flow = byName('Fuel mass flow', 'Main engine');
    const query = `logVariableIds=${flow.id}&${range(1)}`;
    const expected = await hourlyAggregates(packageFile);
    let count = 0;
    let sum = 0;
    for (const [hour, entry] of expected.get('MEFuelMassFlow')!) {
      if (hour >= fromMs + dayMs) continue;
      count += entry.count;
      sum += entry.mean * entry.count;
    }
    const averaged = (
      await server.as('super')<LogDataCalculatedValue[]>(
        'GET',
        `/api/v1/LogData/Calculated/Averaged?${query}`,
      )
    ).body[0]!;
    expect(averaged.count).toBe(count);
    expect(averaged.value!).toBeCloseTo(sum / count, 6);
    const accumulated = (
      await server.as('super')<LogDataCalculatedValue[]>(
        'GET',
        `/api/v1/LogData/Calculated/Accumulated?${query}`,
      )
    ).body[0]!;
    expect(accumulated.unit).toBe('kg');
    expect(accumulated.value!).toBeCloseTo(sum * 0.25, 3);
    const last = (
      await server.as('super')<LogDataLastReceived[]>(
        'GET',
        `/api/v1/LogData/LastReceived?logVariableIds=${flow.id}`,
      )
    ).body[0]!;
    expect(last.timestamp).toBe(flow.logDataMaxDate);
    const voyage = (
      await server.as('super')<LogDataCalculatedValue[]>(
        'GET',
        `/api/v1/LogData/LastVoyageAveraged?logVariableIds=${flow.id}`,
      )
    ).body[0]!;
    expect(voyage.logVariableId).toBe(flow.id);
  });

  it("PERF-144 ADMIN-012 /Kognifai/LogData/LastReceived: 401, 403 for other roles and out of the partner's reach, the newest samples for the partner", async () => {
    const ids = [sog().id, byName('Shaft power').id];
    const path = `/api/v1/Kognifai/LogData/LastReceived?logVariableIds=${ids.join(',')}`;
    expect((await server.request('GET', path)).status).toBe(401);
    for (const account of ['super', 'user', 'admin'] as const) {
      expect((await server.as(account)('GET', path)).status, account).toBe(403);
    }
    const partner = await server.as('partner')<LogDataLastReceived[]>('GET', path);
    expect(partner.status).toBe(200);
    const ordinary = await server.as('super')<LogDataLastReceived[]>(
      'GET',
      `/api/v1/LogData/LastReceived?logVariableIds=${ids.join(',')}`,
    );
    expect(partner.body).toEqual(ordinary.body);
    expect(partner.body.map((sample) => sample.logVariableId)).toEqual(ids);
    expect(partner.body[0]!.timestamp).toBe(sog().logDataMaxDate);
    expect(partner.body[0]!.unit).toBe(sog().unit);
    expect(typeof partner.body[0]!.value).toBe('number');

    // Taken out of the partner's access group, the vessel is out of its reach.
    const [partnerFleet] = (
      await server.as('super')<{ id: string; name: string }[]>('GET', '/api/v1/VesselCategories')
    ).body.filter((group) => group.name === 'Partner fleet');
    const membership = { vesselId: partnerVessel.id, vesselCategoryId: partnerFleet!.id };
    const asSuper = server.as('super');
    expect(
      (await asSuper('POST', '/api/v1/VesselCategories/RemoveVessel', { body: membership })).status,
    ).toBe(200);
    try {
      expect((await server.as('partner')('GET', path)).status).toBe(403);
    } finally {
      expect((await asSuper('POST', '/api/v1/VesselCategories/AddVessel', { body: membership })).status).toBe(
        200,
      );
    }
    expect((await server.as('partner')('GET', path)).status).toBe(200);
  });
});

describe('log-data configuration (000 §3)', () => {
  it('SHELL-107 401/403, defaults until stored, then the stored configuration with the last voyage', async () => {
    const path = `/api/v1/LogDataConfigurations/Find?vesselId=${vessel.id}`;
    expect((await server.request('GET', path)).status).toBe(401);
    expect((await server.as('other')('GET', path)).status).toBe(403);
    expect((await server.as('partner')('GET', path)).status).toBe(403);
    const defaults = await server.as('super')<LogDataConfig>('GET', path);
    expect(defaults.body).toMatchObject({
      vesselId: vessel.id,
      logVariableIds: '',
      timeConfigurationType: 'LastPeriod',
      dataInterval: 'Auto',
    });
    const config: LogDataConfig = {
      ...defaults.body,
      logVariableIds: `${variables[0]!.id};${variables[1]!.id}|${variables[2]!.id}`,
      timeConfigurationType: 'SetPeriod',
      fromDateTime: iso(fromMs),
      toDateTime: iso(fromMs + dayMs),
      dataInterval: 'Hour',
      filterOutliers: true,
    };
    expect((await server.as('other')('PUT', '/api/v1/LogDataConfigurations', { body: config })).status).toBe(
      403,
    );
    const saved = await server.as('super')<LogDataConfig>('PUT', '/api/v1/LogDataConfigurations', {
      body: config,
    });
    expect(saved.status).toBe(200);
    expect((await server.as('user')<LogDataConfig>('GET', path)).status).toBe(403);
    const read = (await server.as('admin')<LogDataConfig>('GET', path)).body;
    expect(read).toMatchObject({
      logVariableIds: config.logVariableIds,
      dataInterval: 'Hour',
      filterOutliers: true,
      fromDateTime: iso(fromMs),
    });
    const bad = await server.as('super')<{ message: string }>('PUT', '/api/v1/LogDataConfigurations', {
      body: { ...config, lastNumberDays: -1 },
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'The input field must be a positive number']);
  });
});
