import { describe, expect, it } from 'vitest';
import { simulatedBlocks, simulatorReferences } from './test-simulated-year.ts';
import { fitRegressionModel } from '../calc/regression.ts';
import { presetVessel } from '../sim/fleet-presets.ts';
import type { SimEvent } from '../sim/simulate.ts';
import {
  addedFuelConsumption,
  addedFuelTonnes,
  DEFAULT_CO2_FACTOR,
  DEFAULT_FOULING_CONFIG,
  eventImpact,
  foulingStatistics,
  foulingStatus,
  operationProfile,
  propulsionCurve,
  propulsionEfficiencyPercent,
  seaSurfaceTemperaturePoints,
  speedLossHistory,
  speedLossPercentOf,
  speedLossPeriods,
  trendlineAt,
  type HourReading,
  type SpeedLossPoint,
} from './fouling.ts';
import { dailyDeviations } from './long-trends.ts';
import { cleaningGain } from './speed-loss.ts';

const DAY = 86_400_000;
const t0 = Date.UTC(2026, 0, 1);
const day = (n: number) => t0 + n * DAY;
const config = { ...DEFAULT_FOULING_CONFIG };

/** Daily speed loss growing linearly from `start` by `perDay`, one value at noon of each day. */
function line(fromDay: number, toDay: number, start: number, perDay: number): SpeedLossPoint[] {
  const points: SpeedLossPoint[] = [];
  for (let d = fromDay; d < toDay; d++)
    points.push({ atMs: day(d) + DAY / 2, speedLossPercent: start + perDay * (d - fromDay + 0.5) });
  return points;
}

describe('speed loss from the speed deviation (hand-computed)', () => {
  it('PERF-004 PERF-037 speed loss is the ISO 19030 speed deviation with the sign turned, sorted by time', () => {
    expect(speedLossPercentOf(-4.5)).toBe(4.5);
    expect(speedLossPercentOf(2)).toBe(-2);
    expect(speedLossPercentOf(0)).toBe(0);
    expect(
      speedLossHistory([
        { atMs: day(2), value: -3 },
        { atMs: day(1), value: -2 },
        { atMs: day(3), value: Number.NaN },
      ]),
    ).toEqual([
      { atMs: day(1), speedLossPercent: 2 },
      { atMs: day(2), speedLossPercent: 3 },
    ]);
  });

  it('PERF-004 the periods split at a cleaning; change per year is 365 × the slope', () => {
    // 60 days from 2 % at +0.01 %/day, a cleaning at day 60, then 40 days from 1 % at +0.02 %/day.
    const history = [...line(0, 60, 2, 0.01), ...line(60, 100, 1, 0.02)];
    const periods = speedLossPeriods(history, [day(60)]);
    expect(periods).toHaveLength(2);
    const [before, after] = periods;
    expect(before!.startMs).toBe(history[0]!.atMs);
    expect(before!.endMs).toBe(day(60));
    expect(before!.changePerYearPercent).toBeCloseTo(3.65, 9);
    // The first value (day 0.5) is 2.005 % and the line runs to the cleaning 59.5 days later.
    expect(before!.trendlineStartPercent).toBeCloseTo(2.005, 9);
    expect(before!.trendlineEndPercent).toBeCloseTo(2.005 + 0.01 * 59.5, 9);
    expect(after!.startMs).toBe(day(60));
    expect(after!.trendlineStartPercent).toBeCloseTo(1, 9);
    expect(after!.changePerYearPercent).toBeCloseTo(7.3, 9);
    expect(trendlineAt(after!, day(70))).toBeCloseTo(1.2, 9);
  });
});

describe('speed loss statistics (hand-computed)', () => {
  it('PERF-004 PERF-037 means over the window and 90 days, the level at and before the last cleaning, days since, change per year', () => {
    const history = [...line(0, 60, 2, 0.01), ...line(60, 100, 1, 0.02)];
    const stats = foulingStatistics(history, [day(60)], config);
    expect(stats.latestAtMs).toBe(day(99) + DAY / 2);
    expect(stats.dailyValueCount).toBe(100);
    // The last 30 values are days 70-99 of the second line: 1 + 0.02 · (10.5 … 39.5), mean 1 + 0.02 · 25.
    expect(stats.meanSpeedLossPercent).toBeCloseTo(1.5, 9);
    // The last 90 values: days 10-59 of the first line and days 60-99 of the second.
    const first = 2 + 0.01 * 35; // mean of days 10.5 … 59.5
    const second = 1 + 0.02 * 20; // mean of 0.5 … 39.5
    expect(stats.meanSpeedLoss90DaysPercent).toBeCloseTo((50 * first + 40 * second) / 90, 9);
    expect(stats.lastCleaningAtMs).toBe(day(60));
    expect(stats.speedLossAtLastCleaningPercent).toBeCloseTo(1, 9);
    expect(stats.speedLossBeforeLastCleaningPercent).toBeCloseTo(2.6, 9);
    expect(stats.daysSinceLastCleaning).toBe(39);
    expect(stats.changePerYearPercent).toBeCloseTo(7.3, 9);
    // Today's level: 1 + 0.02 · 39.5 = 1.79 %; the 8 % trigger is 6.21 points away at 7.3 %/year.
    expect(stats.currentSpeedLossPercent).toBeCloseTo(1.79, 9);
    expect(stats.daysToMaintenanceTrigger).toBe(Math.ceil((6.21 / 7.3) * 365));
    expect(stats.status).toBe('Ok');
  });

  it('PERF-004 the status judges the level above the benchmark with the observe limit and the maintenance trigger', () => {
    expect(foulingStatus(4.99, config)).toBe('Ok');
    expect(foulingStatus(5, config)).toBe('Observe');
    expect(foulingStatus(8, config)).toBe('NotOk');
    expect(foulingStatus(9, { ...config, benchmarkSpeedLossPercent: 2 })).toBe('Observe');
    expect(foulingStatus(null, config)).toBe('notAvailable');
    const stale = foulingStatistics(line(0, 60, 8, 0.01), [], config);
    expect(stale.lastCleaningAtMs).toBeNull();
    expect(stale.daysToMaintenanceTrigger).toBe(0);
    expect(stale.status).toBe('NotOk');
    expect(foulingStatistics([], [], config).status).toBe('notAvailable');
  });
});

describe('added fuel consumption (hand-computed)', () => {
  it('PERF-004 at constant speed a 5 % speed loss adds 1 − 0.95³ = 14.26 % of the fuel burnt', () => {
    expect(addedFuelTonnes(30, 5)).toBeCloseTo(30 * (1 - 0.857375), 12); // 4.27875 t
    expect(addedFuelTonnes(30, 0)).toBe(0);
    // Against a benchmark of 2 %: 1 − (0.95/0.98)³.
    expect(addedFuelTonnes(30, 5, 2)).toBeCloseTo(30 * (1 - (0.95 / 0.98) ** 3), 12);
    // Better than the benchmark: a saving.
    expect(addedFuelTonnes(10, 1, 2)).toBeLessThan(0);
    expect(addedFuelTonnes(10, 100)).toBeNaN();
  });

  it('PERF-004 per day with CO2 and money; a day without its own value reads its period trendline', () => {
    const history: SpeedLossPoint[] = [
      { atMs: day(0) + DAY / 2, speedLossPercent: 4 },
      { atMs: day(2) + DAY / 2, speedLossPercent: 6 },
    ];
    const periods = speedLossPeriods(history, []);
    const summary = addedFuelConsumption(
      [
        { dayMs: day(0), fuelTonnes: 20 },
        { dayMs: day(1), fuelTonnes: 10 }, // no own value: 5 % on the trendline at noon
        { dayMs: day(2), fuelTonnes: 30 },
        { dayMs: day(3), fuelTonnes: 0 }, // burnt nothing: left out
        { dayMs: day(5), fuelTonnes: 8 }, // past the trend's end: no speed loss
      ],
      history,
      periods,
      { co2Factor: 3.114, fuelPricePerTonne: 600, benchmarkSpeedLossPercent: 0 },
    );
    const added = [20 * (1 - 0.96 ** 3), 10 * (1 - 0.95 ** 3), 30 * (1 - 0.94 ** 3)];
    expect(summary.days.map((d) => d.speedLossPercent)).toEqual([4, expect.closeTo(5, 9), 6, null]);
    expect(summary.days.map((d) => d.measured)).toEqual([true, false, true, false]);
    expect(summary.days[0]!.addedFuelTonnes).toBeCloseTo(added[0]!, 12);
    expect(summary.days[1]!.addedCo2Tonnes).toBeCloseTo(added[1]! * 3.114, 12);
    expect(summary.days[2]!.addedCost).toBeCloseTo(added[2]! * 600, 9);
    expect(summary.fuelTonnes).toBe(68);
    expect(summary.addedFuelTonnes).toBeCloseTo(added[0]! + added[1]! + added[2]!, 12);
    expect(summary.addedCo2Tonnes).toBeCloseTo(summary.addedFuelTonnes * 3.114, 12);
    expect(summary.addedCost).toBeCloseTo(summary.addedFuelTonnes * 600, 9);
    expect(summary.daysWithoutSpeedLoss).toBe(1);
    const noPrice = addedFuelConsumption([{ dayMs: day(0), fuelTonnes: 20 }], history, periods, {
      co2Factor: DEFAULT_CO2_FACTOR,
      fuelPricePerTonne: null,
      benchmarkSpeedLossPercent: 0,
    });
    expect(noPrice.addedCost).toBeNull();
    expect(noPrice.days[0]!.addedCost).toBeNull();
    expect(DEFAULT_CO2_FACTOR).toBe(3.114);
  });
});

describe('event impact and propulsion efficiency (hand-computed)', () => {
  it('PERF-084 the impact of a cleaning: the step of the trendlines, its gain (mean before − mean after) and the fuel it saves per day', () => {
    const history = [...line(0, 60, 2, 0.01), ...line(60, 100, 1, 0.02)];
    const periods = speedLossPeriods(history, [day(60)]);
    const fuel = Array.from({ length: 100 }, (_, d) => ({ dayMs: day(d), fuelTonnes: d % 2 ? 30 : 0 }));
    const pricing = { co2Factor: 3.2, fuelPricePerTonne: 500 };
    const impact = eventImpact(day(60), history, periods, fuel, pricing, 30);
    expect(impact.speedLossBeforePercent).toBeCloseTo(2.6, 9);
    expect(impact.speedLossAfterPercent).toBeCloseTo(1, 9);
    expect(impact.meanBeforePercent).toBeCloseTo(2 + 0.01 * 45, 9); // days 30.5 … 59.5
    expect(impact.meanAfterPercent).toBeCloseTo(1 + 0.02 * 15, 9); // days 0.5 … 29.5
    // The gain is the one every page shows (cleaningGain): 2.45 − 1.3 points.
    expect(impact.recoveredSpeedLossPercent).toBeCloseTo(1.15, 9);
    expect(impact.recoveredSpeedLossPercent).toBe(
      cleaningGain(history, { startMs: day(60) }, { days: 30 }).gainPercent,
    );
    expect(impact.fuelTonnesPerDay).toBe(30);
    const saved = 30 * (1 - (0.9755 / 0.987) ** 3);
    expect(impact.fuelSavedTonnesPerDay).toBeCloseTo(saved, 9);
    expect(impact.co2SavedTonnesPerDay).toBeCloseTo(saved * 3.2, 9);
    expect(impact.costSavedPerDay).toBeCloseTo(saved * 500, 9);
    const none = eventImpact(
      day(200),
      history,
      periods,
      fuel,
      { co2Factor: 3.2, fuelPricePerTonne: null },
      30,
    );
    expect(none.recoveredSpeedLossPercent).toBeNull();
    expect(none.costSavedPerDay).toBeNull();
  });

  it('PERF-004 propulsion efficiency is 100 · (1 − s)³ and the curve slows the reference by the speed loss', () => {
    expect(propulsionEfficiencyPercent(0)).toBe(100);
    expect(propulsionEfficiencyPercent(5)).toBeCloseTo(85.7375, 9);
    expect(propulsionEfficiencyPercent(-2)).toBeCloseTo(106.1208, 9);
    const model = fitRegressionModel('linear', { xs: [0, 10_000], ys: [0, 20] }).model; // 2 kn per 1,000 kW
    const curve = propulsionCurve(model, { min: 1_000, max: 10_000 }, 10);
    expect(curve).toHaveLength(100);
    expect(curve[0]).toEqual({
      powerKw: 1_000,
      referenceSpeedKn: expect.closeTo(2, 9),
      currentSpeedKn: expect.closeTo(1.8, 9),
    });
    expect(curve[99]!.powerKw).toBe(10_000);
    expect(curve[99]!.currentSpeedKn).toBeCloseTo(18, 9);
    expect(propulsionCurve(model, { min: 5, max: 5 }, 1)).toEqual([]);
  });
});

describe('sea surface temperature points and the operation profile (hand-computed)', () => {
  const hour = (d: number, h: number, reading: Partial<HourReading>): HourReading => ({
    hourMs: day(d) + h * 3_600_000,
    latitude: 10,
    longitude: 20,
    seaTemperatureC: 25,
    speedKn: 12,
    ...reading,
  });

  it('PERF-037 one point per day: mean temperature, position and speed; hours without both coordinates are dropped', () => {
    const points = seaSurfaceTemperaturePoints([
      hour(0, 0, { seaTemperatureC: 24, latitude: 10, longitude: 20, speedKn: 10 }),
      hour(0, 1, { seaTemperatureC: 26, latitude: 12, longitude: 22, speedKn: 14 }),
      hour(0, 2, { latitude: null }),
      hour(0, 3, { seaTemperatureC: null }),
      // Across the antimeridian: 179 and −179 average to ±180, not 0.
      hour(1, 0, { longitude: 179 }),
      hour(1, 1, { longitude: -179, speedKn: null }),
    ]);
    expect(points).toEqual([
      {
        dayMs: day(0),
        temperatureC: 25,
        latitude: 11,
        longitude: 21,
        shipSpeedKn: 12,
        timeSpentHours: 2,
      },
      {
        dayMs: day(1),
        temperatureC: 25,
        latitude: 10,
        longitude: 180,
        shipSpeedKn: 12,
        timeSpentHours: 2,
      },
    ]);
  });

  it('PERF-037 hours per speed band, idle hours and idle hours in warm water', () => {
    const profile = operationProfile(
      [
        hour(0, 0, { speedKn: 0.2, seaTemperatureC: 28 }),
        hour(0, 1, { speedKn: 2.9, seaTemperatureC: 15 }),
        hour(0, 2, { speedKn: 12 }),
        hour(0, 3, { speedKn: 14.5, seaTemperatureC: null }),
        hour(0, 4, { speedKn: 21 }),
        hour(0, 5, { speedKn: null }),
      ],
      20,
    );
    expect(profile.bands.map((b) => [b.fromKn, b.toKn, b.hours])).toEqual([
      [0, 3, 2],
      [3, 6, 0],
      [6, 9, 0],
      [9, 12, 0],
      [12, 15, 2],
      [15, 18, 0],
      [18, null, 1],
    ]);
    expect(profile.bands[0]!.sharePercent).toBeCloseTo(40, 9);
    expect(profile).toMatchObject({ totalHours: 5, idleHours: 2, idleWarmWaterHours: 1, warmWaterHours: 3 });
  });
});

describe('the fouling figures agree with what the simulator did', () => {
  it('PERF-004 PERF-037 a simulated year with a perfect speed log: growth and level at the cleaning as simulated, the cleaning’s impact as the fouling it removed', () => {
    const vessel = presetVessel('9476123', 'bulk_carrier');
    const events: SimEvent[] = [];
    const options = { fromMs: Date.UTC(2025, 10, 1), days: 365, stepMinutes: 15, perfectSpeedLog: true };
    const { blocks, steps } = simulatedBlocks(vessel, options, events);
    const truth = steps.map((step) => ({ atMs: step.atMs, speedLoss: 100 * step.foulingSpeedLoss }));
    const references = simulatorReferences(vessel, false);
    const cleanings = events.filter((e) => e.type === 'HullCleaning').map((e) => e.atMs);
    expect(cleanings).toHaveLength(1);
    const cleaningMs = cleanings[0]!;
    const history = speedLossHistory(dailyDeviations(blocks, references, cleanings).values.speed);
    const stats = foulingStatistics(history, cleanings, config);
    const before = truth.filter((t) => t.atMs < cleaningMs).at(-1)!.speedLoss;
    const after = truth.find((t) => t.atMs >= cleaningMs)!.speedLoss;
    const last = truth.at(-1)!;
    const daysAfter = (last.atMs - cleaningMs) / DAY;
    expect(stats.lastCleaningAtMs).toBe(cleaningMs);
    // Levels within one percentage point of the simulated fouling, growth within 1 point a year.
    expect(Math.abs(stats.speedLossAtLastCleaningPercent! - after)).toBeLessThan(1);
    expect(Math.abs(stats.speedLossBeforeLastCleaningPercent! - before)).toBeLessThan(1);
    expect(Math.abs(stats.currentSpeedLossPercent! - last.speedLoss)).toBeLessThan(1);
    expect(Math.abs(stats.changePerYearPercent! - ((last.speedLoss - after) / daysAfter) * 365)).toBeLessThan(
      1,
    );
    // The cleaning removed what the simulator took off the hull.
    const periods = speedLossPeriods(history, cleanings);
    const impact = eventImpact(cleaningMs, history, periods, [], {
      co2Factor: 3.114,
      fuelPricePerTonne: null,
    });
    expect(impact.recoveredSpeedLossPercent!).toBeGreaterThan(0);
    expect(Math.abs(impact.recoveredSpeedLossPercent! - (before - after))).toBeLessThan(1);
  });
});
