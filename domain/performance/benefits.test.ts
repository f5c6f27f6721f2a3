import { describe, expect, it } from 'vitest';
import { calculateConsequence } from '../calc/consequences.ts';
import { messages } from '../messages.ts';
import {
  CONSEQUENCE_HEADERS,
  consequenceRows,
  DEFAULT_CONSEQUENCE_SETTINGS,
  eventStep,
  meanDeviationInRange,
} from './benefits.ts';

const settings = { ...DEFAULT_CONSEQUENCE_SETTINGS, fuelPriceUsdPerTonne: 600 };

describe('consequence rows in fuel, CO2 and money', () => {
  it('PERF-030 PERF-031 a row per MCR option (40, 50, 75, 90) with fuel, its CO2 and its price', () => {
    const rows = consequenceRows({
      kind: 'speed',
      deviation: -4,
      isBenchmarking: false,
      mcrKw: 12_000,
      settings,
    });
    expect(rows.map((row) => row.mcrDisplay)).toEqual(['40%', '50%', '75%', '90%']);
    for (const row of rows) {
      const fuel = calculateConsequence({
        diagnosticKind: 'speed',
        mcrKw: 12_000,
        mcrPercent: row.mcrPercent,
        sfocCurve: { kind: 'ghg4', baseGPerKwh: 175 },
        deviationFromBenchmark: -4,
        isBenchmarking: false,
      }).fuelTonnesPerDay!;
      expect(fuel).toBeGreaterThan(0);
      expect(row.results.map((cell) => cell.headerName)).toEqual([
        CONSEQUENCE_HEADERS.fuel,
        CONSEQUENCE_HEADERS.co2,
        CONSEQUENCE_HEADERS.cost,
      ]);
      expect(row.results[0]!.value).toBeCloseTo(fuel, 12);
      expect(row.results[1]!.value).toBeCloseTo(fuel * 3.114, 12);
      expect(row.results[2]!.value).toBeCloseTo(fuel * 600, 9);
      expect(row.results[0]!.displayValue).toBe(fuel.toFixed(2));
    }
    // More load, more fuel lost to the same deviation.
    expect(rows[3]!.results[0]!.value!).toBeGreaterThan(rows[0]!.results[0]!.value!);
  });

  it('without a fuel price there is no money column', () => {
    const rows = consequenceRows({
      kind: 'rpm',
      deviation: -2,
      isBenchmarking: false,
      mcrKw: 12_000,
      settings: DEFAULT_CONSEQUENCE_SETTINGS,
    });
    expect(rows[0]!.results.map((cell) => cell.headerName)).toEqual([
      CONSEQUENCE_HEADERS.fuel,
      CONSEQUENCE_HEADERS.co2,
    ]);
  });

  it('PERF-079 PERF-036 a benchmarking trend has no consequences', () => {
    expect(
      consequenceRows({ kind: 'speed', deviation: -4, isBenchmarking: true, mcrKw: 12_000, settings }),
    ).toEqual([]);
  });

  it("PERF-035 PERF-034 no deviation, no MCR or a type without a fuel model reads 'N/A **' and is not valid", () => {
    for (const input of [
      { kind: 'speed' as const, deviation: null, mcrKw: 12_000 },
      { kind: 'speed' as const, deviation: -3, mcrKw: 0 },
      { kind: 'other' as const, deviation: -3, mcrKw: 12_000 },
    ]) {
      const [row] = consequenceRows({ ...input, isBenchmarking: false, settings });
      expect(
        row!.results.every((cell) => !cell.isValid && cell.displayValue === messages.consequenceInvalid),
      ).toBe(true);
    }
  });
});

describe('the benefit of a trend event', () => {
  it('PERF-003 a cleaning that brought the speed trend from -8 % to -1 % removed a -7 % deviation: fuel saved', () => {
    const step = eventStep({ end: -8 }, { start: -1 });
    expect(step).toBe(-7);
    const [row] = consequenceRows({
      kind: 'speed',
      deviation: step,
      isBenchmarking: false,
      mcrKw: 12_000,
      settings,
    });
    expect(row!.results[0]!.value!).toBeGreaterThan(0);
  });

  it('an SFOC trend that fell from +5 % to 0 % saved fuel too; an event without a period on both sides has no step', () => {
    const step = eventStep({ end: 5 }, { start: 0 });
    const [row] = consequenceRows({
      kind: 'sfoc',
      deviation: step,
      isBenchmarking: false,
      mcrKw: 12_000,
      settings,
    });
    expect(row!.results[0]!.value!).toBeGreaterThan(0);
    expect(eventStep(null, { start: 0 })).toBeNull();
    expect(eventStep({ end: 1 }, null)).toBeNull();
  });
});

describe('the mean deviation over a date range (GET /Consequences)', () => {
  const day = (d: number) => new Date(Date.UTC(2026, 0, d)).toISOString();
  const periods = [
    {
      status: 'Observe',
      benchmarkPoint: { y: -1 },
      values: [1, 2, 3].map((d) => ({ x: day(d), y: -1 - d })),
    },
    { status: 'Ok', benchmarkPoint: { y: 0 }, values: [10, 11].map((d) => ({ x: day(d), y: -0.5 })) },
    { status: 'BenchMarking', benchmarkPoint: null, values: [20].map((d) => ({ x: day(d), y: 5 })) },
  ];
  const all = [Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 31)] as const;

  it('PERF-003 Own: each day against its own period’s benchmark; benchmarking days are left out', () => {
    // Days 1-3: -2, -3, -4 against -1 → -1, -2, -3; days 10-11: -0.5 against 0.
    expect(meanDeviationInRange(periods, ...all, 'Own')).toEqual({ deviation: -7 / 5, dailyValueCount: 5 });
  });

  it('PERF-003 First: every day against the first benchmark in the range', () => {
    // Days 10-11: -0.5 against -1 → +0.5 each.
    expect(meanDeviationInRange(periods, ...all, 'First')).toEqual({ deviation: -5 / 5, dailyValueCount: 5 });
    // From day 10 the first benchmark in the range is the second period's.
    const later = meanDeviationInRange(periods, Date.UTC(2026, 0, 10), all[1], 'First');
    expect(later).toEqual({ deviation: -0.5, dailyValueCount: 2 });
  });

  it('PERF-079 a range with only benchmarking days has no deviation', () => {
    expect(meanDeviationInRange(periods, Date.UTC(2026, 0, 15), all[1], 'Own')).toEqual({
      deviation: null,
      dailyValueCount: 0,
    });
  });
});
