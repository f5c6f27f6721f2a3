// Long trends computed from an imported package (issue 11 §1, §3): the recalculation job after
// the import, LongTrends, LongTrendPeriods, VesselPerformanceStatuses and the status on /Vessels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LongTrend,
  LongTrendPeriod,
  LongTrendPeriodsColumns,
  VesselPerformanceStatus,
} from '../../domain/contracts/long-trends.ts';
import { columnLength, columnTimeAt, compactNumber } from '../../domain/log-data/series-columns.ts';
import { versionEtag } from '../../domain/contracts/sync.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { messages } from '../../domain/messages.ts';
import { startWithImportedVessel, type ImportedVessel } from './test-imported-vessel.ts';

let imported: ImportedVessel;
let server: ImportedVessel['server'];
let vessel: Vessel;
let cleaningMs: number;

beforeAll(async () => {
  imported = await startWithImportedVessel();
  ({ server, vessel, cleaningMs } = imported);
}, 300_000);
afterAll(async () => {
  await imported?.stop();
});

const findPath = () => `/api/v1/LongTrends/Find?vesselId=${vessel.id}`;

/** If-Match of the version a trend was read at (plus the saves made since, ADR 0092). */
const basedOn = (trend: LongTrend, savedSince = 0) => ({
  'If-Match': versionEtag(trend.version + savedSince),
});

describe('long trends computed after an import', () => {
  it('PERF-002 PERF-074 the import is followed by a recalculation: a speed, an rpm and an SFOC long trend with a status', async () => {
    const { status, body } = await server.as('super')<LongTrend[]>('GET', findPath());
    expect(status).toBe(200);
    expect(body.map((t) => t.diagnosticType)).toEqual([
      { diagnosticTypeId: 1, diagnosticTypeName: 'Speed' },
      { diagnosticTypeId: 2, diagnosticTypeName: 'Rpm' },
      { diagnosticTypeId: 3, diagnosticTypeName: 'Sfoc' },
    ]);
    for (const trend of body) {
      expect(['Ok', 'Observe', 'NotOk']).toContain(trend.performanceStatus);
      expect(trend.useInVesselStatus).toBe(true);
      expect(trend.computedAt).not.toBeNull();
    }
    const none = await server.as('super')<LongTrend[]>('GET', `${findPath()}&isDiagnosticType=false`);
    expect(none.body).toEqual([]);
  });

  it('PERF-075 PERF-077 the speed trend breaks at the hull cleaning the simulator logged; change per year is 365 × the coefficient', async () => {
    const [speed] = (await server.as('super')<LongTrend[]>('GET', findPath())).body;
    const { status, body } = await server.as('super')<LongTrendPeriod[]>(
      'GET',
      `/api/v1/LongTrendPeriods/Find?longTrendId=${speed!.id}`,
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    const [before, after] = body;
    expect(after!.start).toBe(new Date(cleaningMs).toISOString());
    expect(before!.end).toBe(after!.start);
    expect([before!.isCurrent, after!.isCurrent]).toEqual([false, true]);
    for (const period of body) {
      expect(period.changePerYear).toBeCloseTo(365 * period.trendline!.coefficient, 9);
      expect(period.values.length).toBe(period.sampleCount);
      expect(period.unitName).toBe('%');
      expect(period.isRpmDiagnostic).toBe(false);
      expect(period.minimumValue).toBe(Math.min(...period.values.map((p) => p.y)));
    }
    // The cleaning gave speed back: the new period starts faster than the old one ended.
    expect(after!.benchmarkPoint!.y).toBeGreaterThan(before!.trendline!.end.y);
  });

  it('PERF-149 form=Columns: every period of every trend equals the object form place for place (7 digits), in fewer bytes', async () => {
    const trends = (await server.as('super')<LongTrend[]>('GET', findPath())).body;
    const ids = trends.map((t) => t.id).join(',');
    const objects = await server.as('super')<LongTrendPeriod[]>(
      'GET',
      `/api/v1/LongTrendPeriods/Find?longTrendIds=${ids}`,
    );
    const columns = await server.as('super')<LongTrendPeriodsColumns>(
      'GET',
      `/api/v1/LongTrendPeriods/Find?longTrendIds=${ids}&form=columns`,
    );
    expect(columns.status).toBe(200);
    expect(columns.body.form).toBe('Columns');
    expect(columns.body.items).toHaveLength(objects.body.length);
    let values = 0;
    columns.body.items.forEach(({ time, values: ys, ...period }, i) => {
      const { values: points, ...want } = objects.body[i]!;
      expect(period).toEqual(want);
      expect(columnLength(time)).toBe(points.length);
      expect(ys).toHaveLength(points.length);
      points.forEach((point, k) => {
        expect(columnTimeAt(time, k)).toBe(Date.parse(point.x));
        expect(ys[k]).toBe(compactNumber(point.y));
      });
      values += points.length;
    });
    expect(values).toBeGreaterThan(40);
    expect(JSON.stringify(columns.body).length).toBeLessThan(JSON.stringify(objects.body).length * 0.6);
  });

  it('PERF-002 the SFOC trend reads the main engine’s fuel (not the auxiliary engines’): on its shop test, as simulated', async () => {
    const trends = (await server.as('super')<LongTrend[]>('GET', findPath())).body;
    const sfoc = trends.find((t) => t.diagnosticType?.diagnosticTypeName === 'Sfoc')!;
    expect(sfoc.performanceStatus).toBe('Ok');
    const periods = (
      await server.as('super')<LongTrendPeriod[]>(
        'GET',
        `/api/v1/LongTrendPeriods/Find?longTrendId=${sfoc.id}`,
      )
    ).body;
    expect(periods.length).toBeGreaterThan(0);
    for (const period of periods) {
      // The simulator's engine burns its shop-test SFOC: with the auxiliary engines' fuel mixed in,
      // or read against load instead of power, the level would be tens of percent off.
      expect(Math.abs(period.benchmarkPoint!.y)).toBeLessThan(1);
      expect(period.values.length).toBeGreaterThan(30);
    }
  });

  it('PERF-101 PERF-106 the vessel status is the worst of its enabled trends, in /VesselPerformanceStatuses and /Vessels', async () => {
    const trends = (await server.as('super')<LongTrend[]>('GET', findPath())).body;
    const worst = ['NotOk', 'Observe', 'BenchMarking', 'Ok'].find((s) =>
      trends.some((t) => t.performanceStatus === s),
    );
    const { status, body } = await server.as('super')<VesselPerformanceStatus>(
      'GET',
      `/api/v1/VesselPerformanceStatuses/${vessel.id}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({ vesselId: vessel.id, performanceStatus: worst, source: 'sensor' });
    const listed = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body;
    expect(listed.find((v) => v.id === vessel.id)!.performanceStatus).toBe(worst);
  });

  it('PERF-101 a vessel without the Diagnostics feature is DiagnosticsNotActivated; one with it and no trends has no performance parameters', async () => {
    const listed = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body;
    const container = listed.find((v) => v.imoNumber === 9630183)!;
    expect(container.features.some((f) => f.name === 'Diagnostics')).toBe(false);
    expect(container.performanceStatus).toBe('DiagnosticsNotActivated');
    const tanker = listed.find((v) => v.imoNumber === 9382451)!;
    expect(tanker.performanceStatus).toBe('NoDiagnosticTypes');
  });

  it('PERF-023 PERF-103 PERF-119 PUT /LongTrends saves the settings, refuses a level outside -40..40 and the status follows', async () => {
    const trends = (await server.as('super')<LongTrend[]>('GET', findPath())).body;
    const [speed] = trends;
    const refused = await server.as('super')('PUT', '/api/v1/LongTrends', {
      body: { ...speed, useManualBenchmarkLevel: true, manualBenchmarkLevel: 41 },
      headers: basedOn(speed!),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: messages.manualBenchmarkLevelRange });
    expect((await server.as('super')<LongTrend[]>('GET', findPath())).body).toEqual(trends);

    // A manual benchmark 10 points above the trend makes the current deviation at least 10 points worse.
    const saved = await server.as('super')<LongTrend>('PUT', '/api/v1/LongTrends', {
      body: { ...speed, useManualBenchmarkLevel: true, manualBenchmarkLevel: 30 },
      headers: basedOn(speed!),
    });
    expect([saved.status, saved.headers.get('ETag')]).toEqual([200, `"${speed!.version + 1}"`]);
    expect(saved.body).toMatchObject({
      useManualBenchmarkLevel: true,
      manualBenchmarkLevel: 30,
      performanceStatus: 'NotOk',
      version: speed!.version + 1,
    });
    const periods = (
      await server.as('super')<LongTrendPeriod[]>(
        'GET',
        `/api/v1/LongTrendPeriods/Find?longTrendIds=${speed!.id}`,
      )
    ).body;
    expect(periods.at(-1)!.benchmarkPoint!.y).toBe(30);
    expect(periods[0]!.benchmarkPoint!.y).not.toBe(30);

    const now = (await server.as('super')<LongTrend[]>('GET', findPath())).body;
    for (const trend of now) {
      await server.as('super')('PUT', '/api/v1/LongTrends', {
        body: { ...trend, useInVesselStatus: false },
        headers: basedOn(trend),
      });
    }
    const status = await server.as('super')<VesselPerformanceStatus>(
      'GET',
      `/api/v1/VesselPerformanceStatuses/${vessel.id}`,
    );
    expect(status.body.performanceStatus).toBe('NoEnabledLongTrends');
    for (const trend of trends) {
      await server.as('super')('PUT', '/api/v1/LongTrends', {
        body: { ...trend },
        headers: basedOn(
          now.find((t) => t.id === trend.id)!,
          1,
        ),
      });
    }
    // The settings are back; every save moved the trend's version (speed: three saves, others two).
    const after = (await server.as('super')<LongTrend[]>('GET', findPath())).body;
    expect(after.map(({ version: _v, ...rest }) => rest)).toEqual(
      trends.map(({ version: _v, ...rest }) => rest),
    );
    expect(after.map((t) => t.version)).toEqual(trends.map((t) => t.version + (t.id === speed!.id ? 3 : 2)));
  });
});

describe('401 → 403 → allowed', () => {
  it('every long-trend call: 401 without a token, 403 for the partner type and across companies, 200 with access', async () => {
    const [speed] = (await server.as('super')<LongTrend[]>('GET', findPath())).body;
    const calls: [string, string, unknown?][] = [
      ['GET', findPath()],
      ['GET', `/api/v1/LongTrendPeriods/Find?longTrendId=${speed!.id}`],
      ['GET', `/api/v1/LongTrendPeriods/Find?longTrendId=${speed!.id}&form=Columns`],
      ['GET', `/api/v1/VesselPerformanceStatuses/${vessel.id}`],
      ['PUT', '/api/v1/LongTrends', { ...speed }],
    ];
    const headers = basedOn(speed!);
    for (const [method, path, body] of calls) {
      expect((await server.request(method, path, { body, headers })).status, `${method} ${path}`).toBe(401);
      expect(
        (await server.as('partner')(method, path, { body, headers })).status,
        `partner ${method} ${path}`,
      ).toBe(403);
      expect(
        (await server.as('other')(method, path, { body, headers })).status,
        `other ${method} ${path}`,
      ).toBe(403);
      expect(
        (await server.as('super')(method, path, { body, headers })).status,
        `super ${method} ${path}`,
      ).toBe(200);
    }
  });

  it('bad input is a 400 with a message and changes nothing; an unknown trend is a 404', async () => {
    expect((await server.as('super')('GET', '/api/v1/LongTrends/Find?vesselId=nope')).status).toBe(400);
    expect((await server.as('super')('GET', '/api/v1/LongTrendPeriods/Find')).status).toBe(400);
    const unknown = await server.as('super')(
      'GET',
      `/api/v1/LongTrendPeriods/Find?longTrendId=${crypto.randomUUID()}`,
    );
    expect(unknown.status).toBe(404);
    expect((await server.as('super')('PUT', '/api/v1/LongTrends', { body: { id: 'x' } })).status).toBe(400);
  });
});
