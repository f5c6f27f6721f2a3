// The Diagnostics page's calls (issue 11 §2-§3) against a vessel with 130 imported days: vessel
// events from onboard and from the office, trend events splitting the periods, benefits and
// consequences, trend limits, the long-trend configuration, LongTrends/Data and Excel, Meta.
import ExcelJS from 'exceljs';
import { versionEtag } from '../../domain/contracts/sync.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Benefit,
  LongTrendConfiguration,
  RangeConsequences,
  LongTrendData,
  LongTrendDataColumns,
  LongTrendPeriodMeta,
  LongTrendStatistics,
  TrendEventType,
  TrendLimit,
  VesselPerformanceEvent,
} from '../../domain/contracts/diagnostics.ts';
import type { LongTrend, LongTrendPeriod } from '../../domain/contracts/long-trends.ts';
import { columnLength, columnTimeAt, compactNumber } from '../../domain/log-data/series-columns.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { CONSEQUENCE_HEADERS } from '../../domain/performance/benefits.ts';
import { startWithImportedVessel, type ImportedVessel } from './test-imported-vessel.ts';

let imported: ImportedVessel;
let server: ImportedVessel['server'];
let vessel: Vessel;
let cleaningMs: number;
let speed: LongTrend;
let rpm: LongTrend;
let sfoc: LongTrend;

beforeAll(async () => {
  imported = await startWithImportedVessel();
  ({ server, vessel, cleaningMs } = imported);
  [speed, rpm, sfoc] = (
    await server.as('super')<LongTrend[]>('GET', `/api/v1/LongTrends/Find?vesselId=${vessel.id}`)
  ).body as [LongTrend, LongTrend, LongTrend];
}, 300_000);
afterAll(async () => {
  await imported?.stop();
});

const super_ = () => server.as('super');
const eventsPath = (query = '') => `/api/v1/VesselEvents/Find?vesselId=${vessel.id}${query}`;
const periodsOf = async (trend: LongTrend) =>
  (await super_()<LongTrendPeriod[]>('GET', `/api/v1/LongTrendPeriods/Find?longTrendId=${trend.id}`)).body;
const iso = (ms: number) => new Date(ms).toISOString();

describe('vessel events', () => {
  it('PERF-153 PERF-154 PERF-080 the onboard hull cleaning is a Ship trend event; an office info event joins it', async () => {
    const types = await super_()<TrendEventType[]>('GET', '/api/v1/DiagnosticEvents/Trend/Types');
    expect(types.body.map((t) => t.id)).toContain('HullCleaning');

    const before = (await super_()<VesselPerformanceEvent[]>('GET', eventsPath())).body;
    const onboard = before.find((e) => e.trendEventType === 'HullCleaning')!;
    expect(onboard).toMatchObject({
      timestamp: iso(cleaningMs),
      name: 'Hull cleaning',
      type: 'TrendEvent',
      source: 'Ship',
      isEditable: false,
    });
    // Its id is stable across reads.
    expect((await super_()<VesselPerformanceEvent[]>('GET', eventsPath())).body).toEqual(before);

    const at = iso(cleaningMs + 10 * 86_400_000);
    const added = await super_()<VesselPerformanceEvent>('POST', '/api/v1/DiagnosticEvents/Info', {
      body: { vesselId: vessel.id, timestamp: at, name: 'Changed speed log', description: 'New transducer' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      type: 'InfoEvent',
      source: 'Office',
      isEditable: true,
      timestamp: at,
    });

    const infos = (await super_()<VesselPerformanceEvent[]>('GET', eventsPath('&eventTypes=InfoEvent'))).body;
    expect(infos).toEqual([added.body]);
    const trends = (await super_()<VesselPerformanceEvent[]>('GET', eventsPath('&eventTypes=TrendEvent')))
      .body;
    expect(trends.every((e) => e.type === 'TrendEvent')).toBe(true);

    // An info event marks the chart only: the periods are those of the cleaning.
    expect((await periodsOf(speed)).map((p) => p.start)).toHaveLength(2);

    const renamed = await super_()<VesselPerformanceEvent>('PUT', `/api/v1/VesselEvents/${added.body.id}`, {
      body: { timestamp: at, name: 'Speed log replaced' },
      headers: { 'If-Match': versionEtag(added.body.version) },
    });
    expect(renamed.body.name).toBe('Speed log replaced');
    // ADR 0092: a delete based on the version before the rename is refused with the event as saved now.
    const stale = await super_()<{ code: string; current: VesselPerformanceEvent }>(
      'DELETE',
      `/api/v1/DiagnosticEvents/Info/${added.body.id}`,
      { headers: { 'If-Match': versionEtag(added.body.version) } },
    );
    expect([stale.status, stale.body.code, stale.body.current]).toEqual([
      412,
      'PRECONDITION_FAILED',
      renamed.body,
    ]);
    expect((await super_()('DELETE', `/api/v1/DiagnosticEvents/Info/${added.body.id}`)).status).toBe(428);
    expect(
      (
        await super_()('DELETE', `/api/v1/DiagnosticEvents/Info/${added.body.id}`, {
          headers: { 'If-Match': versionEtag(renamed.body.version) },
        })
      ).status,
    ).toBe(204);
    expect(
      (await super_()<VesselPerformanceEvent[]>('GET', eventsPath('&eventTypes=InfoEvent'))).body,
    ).toEqual([]);
  });

  it('PERF-027 a propeller polish added in the office starts a new period of the speed and rpm trends, not of SFOC; moved, the boundary moves; deleted, it is gone', async () => {
    const firstDay = Date.parse((await periodsOf(speed))[0]!.start);
    const at = firstDay + Math.round((cleaningMs - firstDay) / 2 / 86_400_000) * 86_400_000;
    const added = await super_()<VesselPerformanceEvent>('POST', '/api/v1/DiagnosticEvents/Trend', {
      body: { vesselId: vessel.id, timestamp: iso(at), trendEventType: 'PropellerPolish' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Propeller polish', type: 'TrendEvent', source: 'Office' });
    await server.pipeline.idle(120_000);
    for (const trend of [speed, rpm]) {
      const starts = (await periodsOf(trend)).map((p) => p.start);
      expect(starts, trend.description).toHaveLength(3);
      expect(starts[1]).toBe(iso(at));
      expect(starts[2]).toBe(iso(cleaningMs));
    }
    // The engine's trend splits at engine events only (issue 24 §5): neither the polish nor the
    // package's hull cleaning hides its wear.
    expect(await periodsOf(sfoc)).toHaveLength(1);

    const movedTo = at + 7 * 86_400_000;
    const moved = await super_()<VesselPerformanceEvent>(
      'PUT',
      `/api/v1/DiagnosticEvents/Trend/${added.body.id}`,
      {
        body: {
          timestamp: iso(movedTo),
          name: 'Propeller polished by divers',
          trendEventType: 'PropellerPolish',
        },
        headers: { 'If-Match': versionEtag(added.body.version) },
      },
    );
    expect(moved.status).toBe(200);
    expect((await periodsOf(speed))[1]!.start).toBe(iso(movedTo));

    // The Info path does not reach a trend event.
    expect((await super_()('DELETE', `/api/v1/DiagnosticEvents/Info/${added.body.id}`)).status).toBe(404);
    expect(
      (
        await super_()('DELETE', `/api/v1/DiagnosticEvents/Trend/${added.body.id}`, {
          headers: { 'If-Match': versionEtag(moved.body.version) },
        })
      ).status,
    ).toBe(204);
    await server.pipeline.idle(120_000);
    expect(await periodsOf(speed)).toHaveLength(2);
  });

  it('PERF-027 an engine overhaul starts a new period of the SFOC trend only', async () => {
    const firstDay = Date.parse((await periodsOf(sfoc))[0]!.start);
    const at = firstDay + Math.round((cleaningMs - firstDay) / 2 / 86_400_000) * 86_400_000;
    const added = await super_()<VesselPerformanceEvent>('POST', '/api/v1/DiagnosticEvents/Trend', {
      body: { vesselId: vessel.id, timestamp: iso(at), trendEventType: 'EngineOverhaul' },
    });
    expect(added.status).toBe(201);
    await server.pipeline.idle(120_000);
    expect((await periodsOf(sfoc)).map((p) => p.start)).toEqual([iso(firstDay), iso(at)]);
    expect((await periodsOf(speed)).map((p) => p.start)).not.toContain(iso(at));
    expect(
      (
        await super_()('DELETE', `/api/v1/DiagnosticEvents/Trend/${added.body.id}`, {
          headers: { 'If-Match': versionEtag(added.body.version) },
        })
      ).status,
    ).toBe(204);
    await server.pipeline.idle(120_000);
    expect(await periodsOf(sfoc)).toHaveLength(1);
  });
});

describe('benefits and consequences', () => {
  it('PERF-151 PERF-003 PERF-078 the hull cleaning gave speed back: its benefit is fuel saved at every MCR option', async () => {
    const cleaning = (await super_()<VesselPerformanceEvent[]>('GET', eventsPath())).body.find(
      (e) => e.trendEventType === 'HullCleaning',
    )!;
    const { status, body } = await super_()<Benefit>(
      'GET',
      `/api/v1/Benefits/Find?trendEventId=${cleaning.id}&longTrendId=${speed.id}`,
    );
    expect(status).toBe(200);
    expect(body.notice).toBeNull();
    expect(body.consequences.map((c) => c.mcrDisplay)).toEqual(['40%', '50%', '75%', '90%']);
    for (const consequence of body.consequences) {
      expect(consequence.diagnosticTypeName).toBe('Speed');
      expect(consequence.deviation!).toBeLessThan(0);
      const [fuel, co2] = consequence.results;
      expect(fuel!.headerName).toBe(CONSEQUENCE_HEADERS.fuel);
      expect(fuel!.value!).toBeGreaterThan(0);
      expect(co2!.value!).toBeCloseTo(fuel!.value! * 3.114, 9);
    }
    const unknown = await super_()(
      'GET',
      `/api/v1/Benefits/Find?trendEventId=${crypto.randomUUID()}&longTrendId=${speed.id}`,
    );
    expect(unknown.status).toBe(404);
  });

  it('PERF-152 PERF-150 PERF-030 the latest consequences follow the current deviation, priced once a fuel price is set', async () => {
    const path = `/api/v1/Consequences/FindLatest?longTrendIds=${speed.id},${rpm.id}`;
    const periods = [...(await periodsOf(speed)), ...(await periodsOf(rpm))].filter((p) => p.isCurrent);
    const first = (await super_()<Benefit>('GET', path)).body;
    for (const period of periods) {
      const own = first.consequences.filter((c) => c.longTrendId === period.longTrendId);
      if (period.status === 'BenchMarking') expect(own).toEqual([]);
      else {
        expect(own).toHaveLength(4);
        expect(own.every((c) => c.deviation === period.deviationFromBenchmark)).toBe(true);
        expect(own[0]!.results.map((r) => r.headerName)).toEqual([
          CONSEQUENCE_HEADERS.fuel,
          CONSEQUENCE_HEADERS.co2,
        ]);
      }
    }

    const defaults = (
      await super_()<LongTrendConfiguration[]>(
        'GET',
        `/api/v1/LongTrendConfigurations/Find?vesselId=${vessel.id}`,
      )
    ).body;
    // None saved yet: the defaults at version 0, which the first save names (ADR 0092).
    expect(defaults).toEqual([
      { vesselId: vessel.id, fuelPriceUsdPerTonne: null, sfocGPerKwh: 175, co2Factor: 3.114, version: 0 },
    ]);
    const refused = await super_()('PUT', '/api/v1/LongTrendConfigurations', {
      body: { ...defaults[0], sfocGPerKwh: 50 },
      headers: { 'If-Match': '"0"' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'The SFOC must be between 100 and 400 g/kWh.' });
    const config = { vesselId: vessel.id, fuelPriceUsdPerTonne: 620, sfocGPerKwh: 180, co2Factor: 3.206 };
    const firstSave = await super_()('PUT', '/api/v1/LongTrendConfigurations', {
      body: config,
      headers: { 'If-Match': '"0"' },
    });
    expect([firstSave.status, firstSave.body, firstSave.headers.get('ETag')]).toEqual([
      200,
      { ...config, version: 1 },
      '"1"',
    ]);
    // A second first save (someone else's form still showing the defaults) is refused with the saved one.
    const second = await super_()('PUT', '/api/v1/LongTrendConfigurations', {
      body: { ...config, sfocGPerKwh: 190 },
      headers: { 'If-Match': '"0"' },
    });
    expect([second.status, second.body]).toMatchObject([412, { current: { ...config, version: 1 } }]);
    expect(
      (
        await super_()<LongTrendConfiguration[]>(
          'GET',
          `/api/v1/LongTrendConfigurations/Find?vesselId=${vessel.id}`,
        )
      ).body,
    ).toEqual([{ ...config, version: 1 }]);

    const priced = (await super_()<Benefit>('GET', path)).body;
    for (const consequence of priced.consequences) {
      const [fuel, co2, cost] = consequence.results;
      expect(cost!.headerName).toBe(CONSEQUENCE_HEADERS.cost);
      if (fuel!.isValid) {
        expect(co2!.value!).toBeCloseTo(fuel!.value! * 3.206, 9);
        expect(cost!.value!).toBeCloseTo(fuel!.value! * 620, 6);
      }
    }
  });

  it('SHELL-111 SHELL-178 PERF-152 PERF-003 GET /Consequences: the mean deviation over a date range, against each period’s benchmark or the first', async () => {
    const periods = await periodsOf(speed);
    const values = periods.flatMap((p) => p.values);
    const range = `fromDate=${values[0]!.x}&toDate=${values.at(-1)!.x}`;
    const path = (query: string) => `/api/v1/Consequences?vesselId=${vessel.id}&${range}${query}`;
    const own = await super_()<RangeConsequences>('GET', path(`&longTrendId=${speed.id}`));
    expect(own.status).toBe(200);
    // By hand: each benchmarked daily value against its own period's benchmark.
    const benchmarked = periods.filter((p) => p.status !== 'BenchMarking' && p.benchmarkPoint);
    const deviations = benchmarked.flatMap((p) => p.values.map((v) => v.y - p.benchmarkPoint!.y));
    expect(own.body.dailyValueCounts).toEqual([
      { longTrendId: speed.id, dailyValueCount: deviations.length },
    ]);
    const mean = deviations.reduce((a, b) => a + b, 0) / deviations.length;
    expect(own.body.consequences).toHaveLength(4);
    for (const c of own.body.consequences) expect(c.deviation).toBeCloseTo(mean, 9);
    // Against the first period's benchmark the cleaning's gain counts too: a different mean.
    const first = await super_()<RangeConsequences>(
      'GET',
      path(`&longTrendId=${speed.id}&benchmarkPeriod=First`),
    );
    const firstMean =
      benchmarked
        .flatMap((p) => p.values.map((v) => v.y - benchmarked[0]!.benchmarkPoint!.y))
        .reduce((a, b) => a + b, 0) / deviations.length;
    expect(first.body.consequences[0]!.deviation).toBeCloseTo(firstMean, 9);
    // Every trend of the vessel when no trend is named.
    const every = await super_()<RangeConsequences>('GET', path(''));
    expect(every.body.dailyValueCounts.map((c) => c.longTrendId)).toEqual([speed.id, rpm.id, sfoc.id]);

    const backwards = await super_()(
      'GET',
      `/api/v1/Consequences?vesselId=${vessel.id}&fromDate=${values.at(-1)!.x}&toDate=${values[0]!.x}`,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ message: 'The from date must not be after the to date.' });
    const badPeriod = await super_()('GET', path('&benchmarkPeriod=Last'));
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body).toMatchObject({ message: 'The benchmark period must be Own or First.' });
    const otherVessel = await super_()('GET', path(`&longTrendId=${vessel.id}`));
    expect(otherVessel.status).toBe(404);
  });

  it('PERF-149 the trend limits are the thresholds the status is judged by', async () => {
    const limits = (await super_()<TrendLimit[]>('GET', `/api/v1/TrendLimits?vesselId=${vessel.id}`)).body;
    expect(
      limits.map((l) => [l.diagnosticType.diagnosticTypeName, l.worseWhen, l.observeAt, l.notOkAt]),
    ).toEqual([
      ['Speed', 'lower', 5, 8],
      ['Rpm', 'lower', 3, 5],
      ['Sfoc', 'higher', 2, 5],
    ]);
  });
});

describe('long-trend data, meta and the Excel download', () => {
  it('PERF-148 PERF-149 the daily values, the date range on the trend and on the vessel', async () => {
    const data = (await super_()<LongTrendData[]>('GET', `/api/v1/LongTrends/Data?longTrendIds=${speed.id}`))
      .body;
    const periods = await periodsOf(speed);
    expect(data[0]!.values).toEqual(periods.flatMap((p) => p.values));
    // The compact form (ADR 0122): the same daily values place for place, values to 7 digits.
    const columns = (
      await super_()<LongTrendDataColumns>(
        'GET',
        `/api/v1/LongTrends/Data?longTrendIds=${speed.id}&form=Columns`,
      )
    ).body;
    expect(columns.form).toBe('Columns');
    const [item] = columns.items;
    expect(item!.longTrendId).toBe(speed.id);
    expect(columnLength(item!.time)).toBe(data[0]!.values.length);
    data[0]!.values.forEach((point, k) => {
      expect(columnTimeAt(item!.time, k)).toBe(Date.parse(point.x));
      expect(item!.values[k]).toBe(compactNumber(point.y));
    });
    const [meta] = (
      await super_()<LongTrendPeriodMeta[]>('GET', `/api/v1/LongTrendPeriods/Meta?longTrendIds=${speed.id}`)
    ).body;
    expect(meta).toMatchObject({
      longTrendId: speed.id,
      trendDataMinDate: data[0]!.values[0]!.x,
      trendDataMaxDate: data[0]!.values.at(-1)!.x,
      periodCount: periods.length,
      dailyValueCount: data[0]!.values.length,
    });
    expect(meta!.blocksKept).toBeGreaterThan(0);
    expect(meta!.blocksKept).toBeLessThanOrEqual(meta!.blocksTotal);
    const listed = (await super_()<Vessel[]>('GET', '/api/v1/Vessels')).body.find((v) => v.id === vessel.id)!;
    expect(Date.parse(listed.trendDataMinDate!)).toBeLessThanOrEqual(Date.parse(meta!.trendDataMinDate!));
    expect(listed.trendDataMaxDate).not.toBeNull();
  });

  it('PERF-076 PERF-077 PERF-108 the statistics row of each trend is its current period, as the compare table shows it', async () => {
    const rows = (
      await super_()<LongTrendStatistics[]>(
        'GET',
        `/api/v1/LongTrendPeriods/Statistics?longTrendIds=${speed.id},${rpm.id}`,
      )
    ).body;
    expect(rows.map((row) => row.diagnosticType.diagnosticTypeName)).toEqual(['Speed', 'Rpm']);
    for (const [row, trend] of [
      [rows[0]!, speed],
      [rows[1]!, rpm],
    ] as const) {
      const current = (await periodsOf(trend)).find((p) => p.isCurrent)!;
      expect(row).toMatchObject({
        longTrendId: trend.id,
        vesselId: vessel.id,
        name: vessel.name,
        url: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/Diagnostics`,
        lastPeriodStartDate: current.start,
        isBenchmarking: current.status === 'BenchMarking',
      });
      if (row.isBenchmarking)
        expect([row.changePerYear, row.benchmarkPointValue, row.deviationFromBenchmark]).toEqual([
          null,
          null,
          null,
        ]);
      else {
        expect(row.changePerYear).toBeCloseTo(365 * current.trendline!.coefficient, 9);
        expect(row.benchmarkPointValue).toBe(current.benchmarkPoint!.y);
        expect(row.deviationFromBenchmark).toBe(current.deviationFromBenchmark);
      }
    }
  });

  it('PERF-029 the Excel download has a sheet of the periods and one of daily values per trend', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/LongTrends/Excel?vesselId=${vessel.id}`, {
      headers: { Authorization: `Bearer ${await server.tokenFor('super')}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('long trends.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Periods',
      speed.description,
      rpm.description.slice(0, 28).replace(/[[\]:*?/\\]/g, ' '),
      sfoc.description.slice(0, 28).replace(/[[\]:*?/\\]/g, ' '),
    ]);
    const periods = [...(await periodsOf(speed)), ...(await periodsOf(rpm)), ...(await periodsOf(sfoc))];
    expect(workbook.getWorksheet('Periods')!.rowCount).toBe(periods.length + 1);
    const speedSheet = workbook.worksheets[1]!;
    const speedValues = (await periodsOf(speed)).flatMap((p) => p.values);
    expect(speedSheet.rowCount).toBe(speedValues.length + 1);
    expect(speedSheet.getRow(2).getCell(2).value).toBeCloseTo(speedValues[0]!.y, 3);
  });
});

describe('401 → 403 → allowed', () => {
  it('every Diagnostics call: 401 without a token, 403 for the partner type and across companies, allowed with access', async () => {
    const info = (
      await super_()<VesselPerformanceEvent>('POST', '/api/v1/DiagnosticEvents/Info', {
        body: { vesselId: vessel.id, timestamp: iso(cleaningMs), name: 'Survey' },
      })
    ).body;
    const config = (
      await super_()<LongTrendConfiguration[]>(
        'GET',
        `/api/v1/LongTrendConfigurations/Find?vesselId=${vessel.id}`,
      )
    ).body[0];
    const cleaning = (await super_()<VesselPerformanceEvent[]>('GET', eventsPath())).body.find(
      (e) => e.trendEventType === 'HullCleaning',
    )!;
    const change = { timestamp: iso(cleaningMs), name: 'Survey' };
    const infoVersion = async (id: string) =>
      (await super_()<VesselPerformanceEvent[]>('GET', eventsPath('&eventTypes=InfoEvent'))).body.find(
        (e) => e.id === id,
      )!.version;
    const calls: [string, string, unknown, number][] = [
      ['GET', '/api/v1/DiagnosticEvents/Trend/Types', undefined, 200],
      ['GET', eventsPath(), undefined, 200],
      [
        'POST',
        '/api/v1/DiagnosticEvents/Info',
        { vesselId: vessel.id, timestamp: iso(cleaningMs), name: 'Note' },
        201,
      ],
      ['PUT', `/api/v1/DiagnosticEvents/Info/${info.id}`, change, 200],
      ['PUT', `/api/v1/VesselEvents/${info.id}`, change, 200],
      ['GET', `/api/v1/TrendLimits?vesselId=${vessel.id}`, undefined, 200],
      ['GET', `/api/v1/LongTrendConfigurations/Find?vesselId=${vessel.id}`, undefined, 200],
      ['PUT', '/api/v1/LongTrendConfigurations', config, 200],
      ['GET', `/api/v1/Benefits/Find?trendEventId=${cleaning.id}&longTrendId=${speed.id}`, undefined, 200],
      ['GET', `/api/v1/Consequences/FindLatest?longTrendIds=${speed.id}`, undefined, 200],
      [
        'GET',
        `/api/v1/Consequences?vesselId=${vessel.id}&fromDate=${iso(cleaningMs - 86_400_000)}&toDate=${iso(cleaningMs)}`,
        undefined,
        200,
      ],
      ['GET', `/api/v1/LongTrends/Data?longTrendIds=${speed.id}`, undefined, 200],
      ['GET', `/api/v1/LongTrends/Data?longTrendIds=${speed.id}&form=Columns`, undefined, 200],
      ['GET', `/api/v1/LongTrendPeriods/Meta?longTrendIds=${speed.id}`, undefined, 200],
      ['GET', `/api/v1/LongTrendPeriods/Statistics?longTrendIds=${speed.id}`, undefined, 200],
      ['GET', `/api/v1/LongTrends/Excel?vesselId=${vessel.id}`, undefined, 200],
      ['DELETE', `/api/v1/DiagnosticEvents/Info/${info.id}`, undefined, 204],
    ];
    // The configuration's save names the version read (ADR 0092).
    const headersOf = (path: string) =>
      path.endsWith('/LongTrendConfigurations') ? { 'If-Match': `"${config!.version}"` } : undefined;
    for (const [method, path, body, allowed] of calls) {
      const headers = headersOf(path);
      expect((await server.request(method, path, { body, headers })).status, `${method} ${path}`).toBe(401);
      expect(
        (await server.as('partner')(method, path, { body, headers })).status,
        `partner ${method} ${path}`,
      ).toBe(403);
      if (!path.includes('Trend/Types'))
        expect(
          (await server.as('other')(method, path, { body, headers })).status,
          `other ${method} ${path}`,
        ).toBe(403);
      // The versioned edits name the version of the event as saved now (ADR 0092).
      const versioned = /DiagnosticEvents\/Info\/|VesselEvents\//.test(path) && method !== 'GET';
      const allowedHeaders = versioned ? { 'If-Match': versionEtag(await infoVersion(info.id)) } : headers;
      expect(
        (await super_()(method, path, { body, headers: allowedHeaders })).status,
        `super ${method} ${path}`,
      ).toBe(allowed);
    }
    // Saving the configuration is for SuperUsers and Administrators.
    expect(
      (
        await server.as('user')('PUT', '/api/v1/LongTrendConfigurations', {
          body: config,
          headers: headersOf('/LongTrendConfigurations'),
        })
      ).status,
    ).toBe(403);
  });

  it('bad input is a 400 with a message and stores nothing; an event recorded onboard cannot be changed', async () => {
    const before = (await super_()<VesselPerformanceEvent[]>('GET', eventsPath())).body;
    const noName = await super_()('POST', '/api/v1/DiagnosticEvents/Info', {
      body: { vesselId: vessel.id, timestamp: iso(cleaningMs), name: '  ' },
    });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ message: 'The name is required.' });
    const noType = await super_()('POST', '/api/v1/DiagnosticEvents/Trend', {
      body: { vesselId: vessel.id, timestamp: iso(cleaningMs), trendEventType: 'Repaint' },
    });
    expect(noType.status).toBe(400);
    expect(noType.body).toMatchObject({ message: 'Choose a kind of trend event.' });
    expect((await super_()('GET', eventsPath('&eventTypes=Other'))).status).toBe(400);
    expect((await super_()('GET', '/api/v1/Consequences/FindLatest?longTrendIds=')).status).toBe(400);
    expect((await super_()<VesselPerformanceEvent[]>('GET', eventsPath())).body).toEqual(before);
    const onboard = before.find((e) => e.source === 'Ship')!;
    const change = await super_()('PUT', `/api/v1/VesselEvents/${onboard.id}`, {
      body: { timestamp: onboard.timestamp, name: 'Renamed' },
    });
    expect(change.status).toBe(404);
  });
});
