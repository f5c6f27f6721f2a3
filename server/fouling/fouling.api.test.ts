// The Fouling calls (001 §2, §3, §7, §8; issue 13 §1; ADR 0079) on a bulk carrier with 130 simulated
// days imported and its long trends computed: the speed loss is the speed long trend with its sign
// turned, the statistics and the cleaning's impact find the hull cleaning the simulator logged, the
// added fuel is priced with the Diagnostics fuel price; the hull coating, the configuration, the sea
// temperature and the propulsion curve; every call walks 401 → 403 → allowed.
import { versionEtag } from '../../domain/contracts/sync.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LongTrend } from '../../domain/contracts/long-trends.ts';
import type { LongTrendData } from '../../domain/contracts/diagnostics.ts';
import type {
  AddedFuelConsumption,
  AddedFuelConsumptionTotal,
  EventImpactAnswer,
  FoulingConfig,
  HullCoating,
  HullCoatingListItem,
  LatestSpeedLossStatistics,
  OperationProfileAnswer,
  PropulsionEfficiencyCurve,
  PropulsionEfficiencyColumns,
  PropulsionEfficiencyData,
  SeaSurfaceTemperature,
  SpeedLossHistory,
  SpeedLossHistoryColumns,
  SpeedLossStatistics,
} from '../../domain/contracts/fouling.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { columnLength, columnTimeAt, compactNumber } from '../../domain/log-data/series-columns.ts';
import { addedFuelTonnes, propulsionEfficiencyPercent } from '../../domain/performance/fouling.ts';
import { engineFromHandle } from '../db/sql-engine.ts';
import { switchFeature } from '../features/test-feature-switch.ts';
import { startWithImportedVessel, type ImportedVessel } from '../performance/test-imported-vessel.ts';

let imported: ImportedVessel;
let server: ImportedVessel['server'];
let vessel: Vessel;
let cleaningMs: number;

beforeAll(async () => {
  imported = await startWithImportedVessel(130);
  ({ server, vessel, cleaningMs } = imported);
}, 300_000);
afterAll(async () => {
  await imported?.stop();
});

const api = '/api/v1/Fouling';
const q = (query: Record<string, string>) =>
  new URLSearchParams({ vesselId: vessel.id, ...query }).toString();
/** If-Match of what is stored now (ADR 0092): the configuration or the hull coating ("0": none). */
async function storedNow(vesselId: string, what: 'Config' | 'HullCoatingVessel') {
  const now = await server.as('super')<{ version: number } | null>('GET', `${api}/${what}/${vesselId}`);
  return { 'If-Match': versionEtag(now.body?.version ?? 0) };
}
const super_ = () => server.as('super');
const user = () => server.as('user');
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('speed loss history and statistics', () => {
  it('PERF-004 PERF-037 PERF-155 the speed loss is the speed long trend’s daily values with the sign turned, ascending, split at the cleaning', async () => {
    const trends = (await super_()<LongTrend[]>('GET', `/api/v1/LongTrends/Find?vesselId=${vessel.id}`)).body;
    const speed = trends.find((t) => t.diagnosticType?.diagnosticTypeName === 'Speed')!;
    const data = (await super_()<LongTrendData[]>('GET', `/api/v1/LongTrends/Data?longTrendIds=${speed.id}`))
      .body[0]!;
    const { status, body } = await user()<SpeedLossHistory>('GET', `${api}/SpeedLoss?${q({})}`);
    expect(status).toBe(200);
    expect(body.values.length).toBeGreaterThan(40);
    expect(body.values).toEqual(
      data.values.map((p) => ({ timestamp: p.x, speedLoss: p.y === 0 ? 0 : -p.y })),
    );
    const times = body.values.map((p) => Date.parse(p.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(body.periods).toHaveLength(2);
    expect(body.periods[1]!.start).toBe(new Date(cleaningMs).toISOString());
    expect(body.events.map((e) => e.trendEventType)).toEqual(['HullCleaning']);
    expect(body.computedAt).not.toBeNull();
    // A range keeps the values inside it.
    const from = body.values[10]!.timestamp;
    const to = body.values[20]!.timestamp;
    const ranged = (
      await user()<SpeedLossHistory>('GET', `${api}/SpeedLoss?${q({ fromDate: from, toDate: to })}`)
    ).body;
    expect(ranged.values).toEqual(body.values.slice(10, 20));
  });

  it('PERF-155 form=Columns: SpeedLoss and PropulsionEfficiencyData equal the object form place for place (7 digits), ranged too, in fewer bytes', async () => {
    const history = (await user()<SpeedLossHistory>('GET', `${api}/SpeedLoss?${q({})}`)).body;
    const efficiency = (
      await user()<PropulsionEfficiencyData>('GET', `${api}/PropulsionEfficiencyData?${q({})}`)
    ).body;
    const from = history.values[10]!.timestamp;
    const to = history.values[20]!.timestamp;
    for (const range of [{}, { fromDate: from, toDate: to }] as Record<string, string>[]) {
      const objects = (await user()<SpeedLossHistory>('GET', `${api}/SpeedLoss?${q(range)}`)).body;
      const { status, body } = await user()<SpeedLossHistoryColumns>(
        'GET',
        `${api}/SpeedLoss?${q({ ...range, form: 'Columns' })}`,
      );
      expect(status).toBe(200);
      const { form, time, values, ...rest } = body;
      const { values: points, ...want } = objects;
      expect(form).toBe('Columns');
      expect(rest).toEqual(want);
      expect(columnLength(time)).toBe(points.length);
      points.forEach((point, k) => {
        expect(columnTimeAt(time, k)).toBe(Date.parse(point.timestamp));
        expect(values[k]).toBe(compactNumber(point.speedLoss));
      });
      if (!('fromDate' in range))
        expect(JSON.stringify(body).length).toBeLessThan(JSON.stringify(objects).length / 2);
    }
    const { body } = await user()<PropulsionEfficiencyColumns>(
      'GET',
      `${api}/PropulsionEfficiencyData?${q({ form: 'columns' })}`,
    );
    const { form, time, values, ...rest } = body;
    const { values: points, ...want } = efficiency;
    expect(form).toBe('Columns');
    expect(rest).toEqual(want);
    expect(columnLength(time)).toBe(points.length);
    points.forEach((point, k) => {
      expect(columnTimeAt(time, k)).toBe(Date.parse(point.timestamp));
      expect(values[k]).toBe(compactNumber(point.propulsionEfficiency));
    });
    expect(
      (await user()<{ message: string }>('GET', `${api}/SpeedLoss?${q({ form: 'Table' })}`)).status,
    ).toBe(400);
  });

  it('PERF-004 PERF-037 the statistics find the simulator’s hull cleaning: fouling grew before it and was partly removed by it', async () => {
    const { status, body } = await user()<SpeedLossStatistics>('GET', `${api}/Statistics?${q({})}`);
    expect(status).toBe(200);
    expect(body.lastCleaningDate).toBe(new Date(cleaningMs).toISOString());
    expect(body.speedLossBeforeLastCleaning!).toBeGreaterThan(body.speedLossAtLastCleaning!);
    expect(body.daysSinceLastCleaning).toBe(
      Math.floor((Date.parse(body.latestDate!) - cleaningMs) / 86_400_000),
    );
    expect(body.statisticsPeriodDays).toBe(30);
    expect(body.benchmark).toBe(0);
    expect(body.deviationFromBenchmark).toBeCloseTo(body.currentSpeedLoss!, 9);
    expect(['Ok', 'Observe', 'NotOk']).toContain(body.status);
    // The mean of the last 30 days is the mean of the history's values in that window.
    const history = (await user()<SpeedLossHistory>('GET', `${api}/SpeedLoss?${q({})}`)).body.values;
    const latestMs = Date.parse(body.latestDate!);
    const window = history.filter((p) => Date.parse(p.timestamp) > latestMs - 30 * 86_400_000);
    expect(body.meanSpeedLoss).toBeCloseTo(sum(window.map((p) => p.speedLoss)) / window.length, 9);

    const latest = await user()<LatestSpeedLossStatistics[]>('POST', `${api}/LatestStatistics`, {
      body: { vesselIds: [vessel.id] },
    });
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual([
      { ...body, name: vessel.name, url: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/Fouling` },
    ]);
  });

  it('PERF-155 LatestStatistics about several vessels answers exactly what each vessel’s Statistics and each vessel asked alone answer, in the order asked', async () => {
    const engine = engineFromHandle(server.database as never);
    const others = (await super_()<Vessel[]>('GET', '/api/v1/Vessels')).body.filter(
      (v) => v.id !== vessel.id,
    );
    expect(others.length).toBeGreaterThanOrEqual(3);
    const [copied, empty, bare] = others as [Vessel, Vessel, Vessel];
    const switched = [copied, empty, bare].filter((v) => !v.features.some((f) => f.name === 'Fouling'));
    const [speedTrend] = await engine.query<{ id: string }>(
      "SELECT id FROM long_trends WHERE vessel_id = $1 AND diagnostic_type = 'speed'",
      [vessel.id],
    );
    const copiedTrend = crypto.randomUUID();
    const emptyTrend = crypto.randomUUID();
    const officeEvents = [crypto.randomUUID(), crypto.randomUUID()];
    try {
      for (const v of switched) await switchFeature(server, v.id, 'Fouling', true);
      // The copied vessel: the imported vessel's daily values one day later, scaled and shifted (a
      // different history), an office hull cleaning 40 days in, and a stored configuration.
      await engine.query(
        `INSERT INTO long_trends (id, vessel_id, diagnostic_type, description, computed_at)
         VALUES ($1, $2, 'speed', 'Speed', now()), ($3, $4, 'speed', 'Speed', now())`,
        [copiedTrend, copied.id, emptyTrend, empty.id],
      );
      await engine.query(
        `INSERT INTO long_trend_values (long_trend_id, ts, value, block_count)
         SELECT $1, ts + interval '1 day', value * 1.37 - 0.21, block_count + 1
           FROM long_trend_values WHERE long_trend_id = $2`,
        [copiedTrend, speedTrend!.id],
      );
      const [firstDay] = await engine.query<{ ms: number }>(
        'SELECT (extract(epoch FROM min(ts)) * 1000)::float8 AS ms FROM long_trend_values WHERE long_trend_id = $1',
        [copiedTrend],
      );
      const officeCleaningMs = (Math.floor(firstDay!.ms / 86_400_000) + 40.5) * 86_400_000;
      await engine.query(
        `INSERT INTO performance_events (id, vessel_id, event_type, trend_event_type, ts, name)
         VALUES ($1, $2, 'TrendEvent', 'HullCleaning', to_timestamp($3::float8 / 1000), 'Office cleaning'),
                ($4, $5, 'TrendEvent', 'HullCleaning', to_timestamp($3::float8 / 1000), 'Office cleaning')`,
        [officeEvents[0], copied.id, officeCleaningMs, officeEvents[1], empty.id],
      );
      const saved = await super_()('PUT', `${api}/Config`, {
        headers: await storedNow(copied.id, 'Config'),
        body: {
          vesselId: copied.id,
          benchmarkSpeedLoss: 1.5,
          observeLimit: 2,
          maintenanceTrigger: 6,
          statisticsPeriodDays: 21,
        },
      });
      expect(saved.status).toBe(200);

      const asked = [copied, vessel, bare, empty];
      const several = await super_()<LatestSpeedLossStatistics[]>('POST', `${api}/LatestStatistics`, {
        body: { vesselIds: [copied.id, vessel.id, bare.id, empty.id, vessel.id, copied.id] },
      });
      expect(several.status).toBe(200);
      expect(several.body.map((s) => s.vesselId)).toEqual(asked.map((v) => v.id));
      for (const [i, v] of asked.entries()) {
        const one = (await super_()<SpeedLossStatistics>('GET', `${api}/Statistics?${q({ vesselId: v.id })}`))
          .body;
        const url = `/Vessel/${v.id}/${encodeURIComponent(v.name)}/Fouling`;
        // Equal to the bit: toEqual compares numbers with Object.is, and the JSON texts are equal.
        expect(several.body[i], v.name).toEqual({ ...one, name: v.name, url });
        const alone = await super_()<LatestSpeedLossStatistics[]>('POST', `${api}/LatestStatistics`, {
          body: { vesselIds: [v.id] },
        });
        expect(JSON.stringify(several.body[i]), v.name).toBe(JSON.stringify(alone.body[0]));
      }
      // The vessels differ where they should: the copied one has its own history, cleaning and
      // configuration; the empty trend and the bare vessel have no daily values.
      const [ofCopied, ofImported, ofBare, ofEmpty] = several.body as LatestSpeedLossStatistics[];
      expect(ofImported!.lastCleaningDate).toBe(new Date(cleaningMs).toISOString());
      expect(ofCopied!.lastCleaningDate).toBe(new Date(officeCleaningMs).toISOString());
      expect(ofCopied!.dailyValueCount).toBeGreaterThan(40);
      expect(ofCopied!.meanSpeedLoss).not.toBe(ofImported!.meanSpeedLoss);
      expect(ofCopied).toMatchObject({ benchmark: 1.5, statisticsPeriodDays: 21 });
      expect(ofBare!.dailyValueCount).toBe(0);
      expect(ofEmpty!.dailyValueCount).toBe(0);
    } finally {
      await engine.query('DELETE FROM performance_events WHERE id = ANY($1::uuid[])', [officeEvents]);
      await engine.query('DELETE FROM long_trend_values WHERE long_trend_id = ANY($1::uuid[])', [
        [copiedTrend, emptyTrend],
      ]);
      await engine.query('DELETE FROM long_trends WHERE id = ANY($1::uuid[])', [[copiedTrend, emptyTrend]]);
      await engine.query('DELETE FROM fouling_configs WHERE vessel_id = $1', [copied.id]);
      for (const v of switched) await switchFeature(server, v.id, 'Fouling', false);
    }
  });

  it('PERF-084 the impact of the cleaning by its date: its gain (mean before − mean after) and the fuel that saves per day', async () => {
    const eventDate = new Date(cleaningMs).toISOString().slice(0, 10);
    const { status, body } = await user()<EventImpactAnswer>('GET', `${api}/Impact?${q({ eventDate })}`);
    expect(status).toBe(200);
    const stats = (await user()<SpeedLossStatistics>('GET', `${api}/Statistics?${q({})}`)).body;
    expect(body.event).toMatchObject({
      timestamp: new Date(cleaningMs).toISOString(),
      trendEventType: 'HullCleaning',
    });
    expect(body.speedLossBefore).toBeCloseTo(stats.speedLossBeforeLastCleaning!, 9);
    expect(body.speedLossAfter).toBeCloseTo(stats.speedLossAtLastCleaning!, 9);
    // The gain is the means' difference over N days either side, as on ISO 19030 (ADR 0105).
    expect(body.windowDays).toBe(90);
    expect(body.recoveredSpeedLoss!).toBeGreaterThan(0);
    expect(body.recoveredSpeedLoss).toBeCloseTo(body.meanSpeedLossBefore! - body.meanSpeedLossAfter!, 9);
    expect(body.fuelConsumptionPerDay!).toBeGreaterThan(0);
    expect(body.fuelSavedPerDay).toBeCloseTo(
      addedFuelTonnes(body.fuelConsumptionPerDay!, body.meanSpeedLossBefore!, body.meanSpeedLossAfter!),
      9,
    );
    expect(body.co2SavedPerDay).toBeCloseTo(body.fuelSavedPerDay! * 3.114, 9);
    expect(body.costSavedPerDay).toBeNull();
    const none = await user()<{ message: string }>('GET', `${api}/Impact?${q({ eventDate: '2026-01-06' })}`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('There is no trend event on that date for this vessel.');
    const bad = await user()<{ message: string }>('GET', `${api}/Impact?${q({ eventDate: '6.1.2026' })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The event date must be a date such as 2026-03-01.');
  });
});

describe('added fuel consumption', () => {
  it('PERF-004 per day and in total; CO2 with the CO2 factor, money with the Diagnostics fuel price', async () => {
    const path = `${api}/AddedFuelConsumption?${q({})}`;
    const first = await user()<AddedFuelConsumption>('GET', path);
    expect(first.status).toBe(200);
    expect(first.body.fuelPrice).toBeNull();
    expect(first.body.addedCost).toBeNull();
    // The consequence settings of the Diagnostics page price it.
    const settings = { vesselId: vessel.id, fuelPriceUsdPerTonne: 650, sfocGPerKwh: 175, co2Factor: 3.2 };
    const [read] = (
      await super_()<{ version: number }[]>(
        'GET',
        `/api/v1/LongTrendConfigurations/Find?vesselId=${vessel.id}`,
      )
    ).body;
    const saved = await super_()('PUT', '/api/v1/LongTrendConfigurations', {
      body: settings,
      headers: { 'If-Match': `"${read!.version}"` },
    });
    expect(saved.status).toBe(200);
    const { body } = await user()<AddedFuelConsumption>('GET', path);
    expect(body.fuelPrice).toBe(650);
    expect(body.co2Factor).toBe(3.2);
    expect(body.days.length).toBeGreaterThan(30);
    const priced = body.days.filter((d) => d.addedFuel !== null);
    for (const day of priced) {
      expect(day.addedFuel).toBeCloseTo(addedFuelTonnes(day.fuelConsumption, day.speedLoss!, 0), 9);
      expect(day.addedCo2).toBeCloseTo(day.addedFuel! * 3.2, 9);
      expect(day.addedCost).toBeCloseTo(day.addedFuel! * 650, 6);
    }
    expect(body.fuelConsumption).toBeCloseTo(sum(body.days.map((d) => d.fuelConsumption)), 6);
    expect(body.addedFuel).toBeCloseTo(sum(priced.map((d) => d.addedFuel!)), 6);
    expect(body.addedCost).toBeCloseTo(body.addedFuel * 650, 4);
    expect(body.addedFuel).toBeGreaterThan(0);
    const totals = await user()<AddedFuelConsumptionTotal[]>('POST', `${api}/AddedFuelConsumptions`, {
      body: { vesselIds: [vessel.id] },
    });
    expect(totals.status).toBe(200);
    expect(totals.body[0]).toMatchObject({
      vesselId: vessel.id,
      addedFuel: body.addedFuel,
      addedCost: body.addedCost,
    });
  });
});

describe('configuration, benchmark and hull coating', () => {
  it('PERF-084 the fouling chart config per vessel: defaults, saved by SuperUsers, judged in the statistics; bad input changes nothing', async () => {
    const path = `${api}/Config/${vessel.id}`;
    const defaults = (await user()<FoulingConfig>('GET', path)).body;
    expect(defaults).toEqual({
      vesselId: vessel.id,
      benchmarkSpeedLoss: 0,
      observeLimit: 5,
      maintenanceTrigger: 8,
      statisticsPeriodDays: 30,
      warmWaterLimit: 20,
      isStored: false,
      version: 0,
    });
    const change = {
      vesselId: vessel.id,
      benchmarkSpeedLoss: 1.5,
      observeLimit: 4,
      maintenanceTrigger: 7,
      statisticsPeriodDays: 14,
    };
    expect((await user()('PUT', `${api}/Config`, { body: change })).status).toBe(403);
    const bad = await super_()<{ message: string }>('PUT', `${api}/Config`, {
      body: { ...change, observeLimit: 9 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The observe limit must be below the maintenance trigger.');
    expect((await user()<FoulingConfig>('GET', path)).body.isStored).toBe(false);
    // ADR 0092: nothing stored is version 0; the first save is based on it.
    expect((await super_()('PUT', `${api}/Config`, { body: change })).status).toBe(428);
    const saved = await super_()<FoulingConfig>('PUT', `${api}/Config`, {
      body: change,
      headers: { 'If-Match': '"0"' },
    });
    expect(saved.status).toBe(200);
    expect((await user()<FoulingConfig>('GET', path)).body).toEqual({
      ...change,
      warmWaterLimit: 20,
      isStored: true,
      version: 1,
    });
    const late = await super_()<{ code: string; current: FoulingConfig }>('PUT', `${api}/Config`, {
      body: { ...change, statisticsPeriodDays: 60 },
      headers: { 'If-Match': '"0"' },
    });
    expect([late.status, late.body.code, late.body.current]).toEqual([
      412,
      'PRECONDITION_FAILED',
      saved.body,
    ]);
    const stats = (await user()<SpeedLossStatistics>('GET', `${api}/Statistics?${q({})}`)).body;
    expect(stats.benchmark).toBe(1.5);
    expect(stats.statisticsPeriodDays).toBe(14);
    expect(stats.deviationFromBenchmark).toBeCloseTo(stats.currentSpeedLoss! - 1.5, 9);
    const configs = await user()<FoulingConfig[]>('POST', `${api}/Configs`, {
      body: { vesselIds: [vessel.id] },
    });
    expect(configs.body).toEqual([{ ...change, warmWaterLimit: 20, isStored: true, version: 1 }]);
  });

  it('PERF-037 hull coating types, manufacturers sorted by name, the vessel’s coating recorded by SuperUsers', async () => {
    const types = await user()<HullCoatingListItem[]>('GET', `${api}/HullCoatingType`);
    expect(types.status).toBe(200);
    expect(types.body.map((t) => t.name)).toContain('Self-polishing copolymer (SPC)');
    const makers = (await user()<HullCoatingListItem[]>('GET', `${api}/HullCoatingManufacturer`)).body;
    const names = makers.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const path = `${api}/HullCoatingVessel/${vessel.id}`;
    expect((await user()('GET', path)).body).toBeNull();
    const coating = {
      vesselId: vessel.id,
      hullCoatingTypeId: types.body[0]!.id,
      hullCoatingManufacturerId: makers[0]!.id,
      productName: ' SeaQuantum X200 ',
      appliedDate: '2025-11-20',
      comment: 'Full blast at dry dock',
    };
    expect((await user()('POST', `${api}/HullCoatingVessel`, { body: coating })).status).toBe(403);
    const unknownType = await super_()<{ message: string }>('POST', `${api}/HullCoatingVessel`, {
      body: { ...coating, hullCoatingTypeId: 999 },
    });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.message).toBe('Choose a hull coating type.');
    // An id no database integer holds is refused by the schema in the same words, not a 500.
    for (const hullCoatingTypeId of [Number.MAX_VALUE, 2 ** 31, 0]) {
      const refused = await super_()<{ message: string }>('POST', `${api}/HullCoatingVessel`, {
        body: { ...coating, hullCoatingTypeId },
      });
      expect([refused.status, refused.body.message]).toEqual([400, 'Choose a hull coating type.']);
    }
    expect((await user()('GET', path)).body).toBeNull();
    expect((await super_()('POST', `${api}/HullCoatingVessel`, { body: coating })).status).toBe(428);
    const saved = await super_()<HullCoating>('POST', `${api}/HullCoatingVessel`, {
      body: coating,
      headers: { 'If-Match': '"0"' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      vesselId: vessel.id,
      hullCoatingTypeName: types.body[0]!.name,
      hullCoatingManufacturerName: makers[0]!.name,
      productName: 'SeaQuantum X200',
      appliedDate: '2025-11-20',
    });
    expect((await user()<HullCoating>('GET', path)).body).toEqual(saved.body);
    // A second first recording (based on "none") is stale: 412 with the coating as saved.
    const late = await server.as('admin')<{ code: string; current: HullCoating }>(
      'POST',
      `${api}/HullCoatingVessel`,
      { body: { ...coating, comment: 'Touched up' }, headers: { 'If-Match': '"0"' } },
    );
    expect([late.status, late.body.current]).toEqual([412, saved.body]);
    const admin = await server.as('admin')<HullCoating>('POST', `${api}/HullCoatingVessel`, {
      body: { ...coating, comment: 'Touched up' },
      headers: { 'If-Match': versionEtag(saved.body.version) },
    });
    expect(admin.body.comment).toBe('Touched up');
    const list = await user()<HullCoating[]>('POST', `${api}/HullCoatingVessels/`, {
      body: { vesselIds: [vessel.id] },
    });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([admin.body]);
  });
});

describe('sea surface temperature, operation profile and propulsion efficiency', () => {
  it('PERF-037 one sea temperature point per day with a position, the ship speed and the hours it covers; the warm-water limit is saved', async () => {
    const { status, body } = await user()<SeaSurfaceTemperature>(
      'GET',
      `${api}/SeaSurfaceTemperature?${q({})}`,
    );
    expect(status).toBe(200);
    expect(body.points.length).toBeGreaterThan(60);
    for (const point of body.points) {
      expect(point.timestamp.endsWith('T00:00:00.000Z')).toBe(true);
      expect(Math.abs(point.latlng[0])).toBeLessThanOrEqual(90);
      expect(Math.abs(point.latlng[1])).toBeLessThanOrEqual(180);
      expect(point.temperature).toBeGreaterThan(-2);
      expect(point.temperature).toBeLessThan(35);
      expect(point.timeSpent).toBeGreaterThan(0);
      expect(point.timeSpent).toBeLessThanOrEqual(24);
      expect(point.shipSpeed).toBeGreaterThanOrEqual(0);
    }
    expect(
      (
        await user()('PUT', `${api}/SeaSurfaceTemperature`, {
          body: { vesselId: vessel.id, warmWaterLimit: 24 },
        })
      ).status,
    ).toBe(403);
    const saved = await super_()<FoulingConfig>('PUT', `${api}/SeaSurfaceTemperature`, {
      body: { vesselId: vessel.id, warmWaterLimit: 24 },
    });
    expect(saved.body.warmWaterLimit).toBe(24);
    const profile = (await user()<OperationProfileAnswer>('GET', `${api}/OperationProfile?${q({})}`)).body;
    expect(profile.warmWaterLimit).toBe(24);
    expect(profile.totalHours).toBeGreaterThan(24 * 60);
    expect(sum(profile.bands.map((b) => b.hours))).toBe(profile.totalHours);
    expect(sum(profile.bands.map((b) => b.share))).toBeCloseTo(100, 9);
    expect(profile.idleHours).toBe(profile.bands[0]!.hours);
    expect(profile.idleHours).toBeGreaterThan(0);
  });

  it('PERF-004 PERF-037 propulsion efficiency per day, and the PowerSpeed curve slowed by today’s speed loss', async () => {
    const history = (await user()<SpeedLossHistory>('GET', `${api}/SpeedLoss?${q({})}`)).body;
    const data = (await user()<PropulsionEfficiencyData>('GET', `${api}/PropulsionEfficiencyData?${q({})}`))
      .body;
    expect(data.values.map((p) => p.timestamp)).toEqual(history.values.map((p) => p.timestamp));
    data.values.forEach((p, i) =>
      expect(p.propulsionEfficiency).toBeCloseTo(
        propulsionEfficiencyPercent(history.values[i]!.speedLoss),
        9,
      ),
    );
    const curve = (
      await user()<PropulsionEfficiencyCurve>('GET', `${api}/PropulsionEfficiencyCurve?${q({})}`)
    ).body;
    expect(curve.curveId).not.toBeNull();
    expect(curve.speedLoss).toBeCloseTo(history.periods.at(-1)!.trendlineEnd!, 9);
    expect(curve.propulsionEfficiency).toBeCloseTo(data.current!, 9);
    expect(curve.points).toHaveLength(100);
    for (const point of curve.points)
      expect(point.currentSpeed).toBeCloseTo(point.referenceSpeed * (1 - curve.speedLoss! / 100), 9);
  });
});

describe('401 → 403 → allowed', () => {
  const reads = () => [
    `${api}/SpeedLoss?${q({})}`,
    `${api}/OperationProfile?${q({})}`,
    `${api}/Statistics?${q({})}`,
    `${api}/HullCoatingVessel/${vessel.id}`,
    `${api}/Config/${vessel.id}`,
    `${api}/PropulsionEfficiencyData?${q({})}`,
    `${api}/SpeedLoss?${q({ form: 'Columns' })}`,
    `${api}/PropulsionEfficiencyData?${q({ form: 'Columns' })}`,
    `${api}/PropulsionEfficiencyCurve?${q({})}`,
    `${api}/AddedFuelConsumption?${q({})}`,
    `${api}/SeaSurfaceTemperature?${q({})}`,
  ];

  it('PERF-143 PERF-155 every GET about a vessel: 401 without a token, 403 for the partner type and across companies, allowed with access; 403 in words without the Fouling feature', async () => {
    for (const path of reads()) {
      expect((await server.request('GET', path)).status, path).toBe(401);
      expect((await server.as('partner')('GET', path)).status, path).toBe(403);
      expect((await server.as('other')('GET', path)).status, path).toBe(403);
      expect((await server.as('harbourSuper')('GET', path)).status, path).toBe(403);
      for (const role of ['user', 'super', 'admin'] as const)
        expect((await server.as(role)('GET', path)).status, `${role} ${path}`).toBe(200);
    }
    const eventDate = new Date(cleaningMs).toISOString().slice(0, 10);
    const impact = `${api}/Impact?${q({ eventDate })}`;
    expect((await server.request('GET', impact)).status).toBe(401);
    expect((await server.as('partner')('GET', impact)).status).toBe(403);
    expect((await user()('GET', impact)).status).toBe(200);
    await switchFeature(server, vessel.id, 'Fouling', false);
    try {
      for (const path of [...reads(), impact]) {
        const refused = await user()<{ code: string; message: string }>('GET', path);
        expect(refused.status, path).toBe(403);
        expect(refused.body).toMatchObject({
          code: 'FEATURE_NOT_AVAILABLE',
          message: 'Fouling: feature not available for this vessel.',
        });
      }
      const several = await user()<{ code: string }>('POST', `${api}/LatestStatistics`, {
        body: { vesselIds: [vessel.id] },
      });
      expect(several.body.code).toBe('FEATURE_NOT_AVAILABLE');
    } finally {
      await switchFeature(server, vessel.id, 'Fouling', true);
    }
    expect((await super_()('GET', `${api}/Statistics?${q({ vesselId: crypto.randomUUID() })}`)).status).toBe(
      404,
    );
  });

  it('PERF-155 the lists and the calls about several vessels: 401, 403 for the partner type (and across companies for the vessels), allowed', async () => {
    for (const path of [`${api}/HullCoatingType`, `${api}/HullCoatingManufacturer`]) {
      expect((await server.request('GET', path)).status).toBe(401);
      expect((await server.as('partner')('GET', path)).status).toBe(403);
      expect((await server.as('harbourSuper')('GET', path)).status).toBe(200);
    }
    for (const path of ['LatestStatistics', 'HullCoatingVessels/', 'Configs', 'AddedFuelConsumptions']) {
      const body = { vesselIds: [vessel.id] };
      expect((await server.request('POST', `${api}/${path}`, { body })).status, path).toBe(401);
      expect((await server.as('partner')('POST', `${api}/${path}`, { body })).status, path).toBe(403);
      expect((await server.as('harbourSuper')('POST', `${api}/${path}`, { body })).status, path).toBe(403);
      expect((await user()('POST', `${api}/${path}`, { body })).status, path).toBe(200);
      expect((await user()('POST', `${api}/${path}`, { body: { vesselIds: [] } })).status, path).toBe(400);
    }
  });

  it('PERF-181 the writes: 401, 403 for Users, the partner type and across companies, allowed for SuperUsers and Administrators', async () => {
    const writes: [string, string, unknown][] = [
      [
        'PUT',
        `${api}/Config`,
        {
          vesselId: vessel.id,
          benchmarkSpeedLoss: 0,
          observeLimit: 5,
          maintenanceTrigger: 8,
          statisticsPeriodDays: 30,
        },
      ],
      ['PUT', `${api}/SeaSurfaceTemperature`, { vesselId: vessel.id, warmWaterLimit: 20 }],
      [
        'POST',
        `${api}/HullCoatingVessel`,
        { vesselId: vessel.id, hullCoatingTypeId: 1, hullCoatingManufacturerId: 1, appliedDate: null },
      ],
    ];
    for (const [method, path, body] of writes) {
      expect((await server.request(method, path, { body })).status, path).toBe(401);
      for (const role of ['partner', 'user', 'other', 'harbourSuper'] as const)
        expect((await server.as(role)(method, path, { body })).status, `${role} ${path}`).toBe(403);
      for (const role of ['super', 'admin'] as const) {
        const versioned = path.endsWith('/Config')
          ? 'Config'
          : path.endsWith('/HullCoatingVessel')
            ? 'HullCoatingVessel'
            : null;
        const headers = versioned ? await storedNow(vessel.id, versioned) : undefined;
        expect((await server.as(role)(method, path, { body, headers })).status, `${role} ${path}`).toBe(200);
      }
    }
  });
});
