import { describe, expect, it } from 'vitest';
import { calculateConsequence } from '../calc/consequences.ts';
import { messages } from '../messages.ts';
import { CONSEQUENCE_HEADERS, consequenceRows, DEFAULT_CONSEQUENCE_SETTINGS, eventStep } from './benefits.ts';

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
