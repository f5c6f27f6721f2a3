import { describe, expect, it } from 'vitest';
import type { LongTrendPeriod } from '../../../domain/contracts/long-trends.ts';
import { buildCompareChartModel, formatCompareValue } from './compare-chart-model.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
const period = (
  id: string,
  from: number,
  values: number[],
  benchmark: number | null,
  isCurrent: boolean,
  isRpm = false,
): LongTrendPeriod => ({
  longTrendId: id,
  start: day(from),
  end: day(from + values.length),
  status: benchmark === null ? 'BenchMarking' : 'Ok',
  isCurrent,
  trendline: null,
  benchmarkPoint: benchmark === null ? null : { x: day(from), y: benchmark },
  unitName: '%',
  unitCaption: '%',
  isRpmDiagnostic: isRpm,
  maximumValue: null,
  minimumValue: null,
  changePerYear: null,
  deviationFromBenchmark: null,
  sampleCount: values.length,
  values: values.map((y, i) => ({ x: day(from + i), y })),
});
const a = '00000000-0000-4000-8000-00000000000a';
const b = '00000000-0000-4000-8000-00000000000b';
const periods = [
  period(a, 0, [-1, -2], -1, false),
  period(a, 2, [-3, -4], -3, true),
  period(b, 1, [5, 6], 4, true),
];

describe('the compare chart', () => {
  it('PERF-042 relative Y is each value less its period’s benchmark; real Y the value itself', () => {
    const relative = buildCompareChartModel([a, b], periods, { lastPeriodOnly: false, relative: true });
    expect(relative.data[1]!.filter((y) => y !== undefined)).toEqual([0, -1, 0, -1]);
    expect(relative.data[2]!.filter((y) => y !== undefined)).toEqual([1, 2]);
    const real = buildCompareChartModel([a, b], periods, { lastPeriodOnly: false, relative: false });
    expect(real.data[1]!.filter((y) => y !== undefined)).toEqual([-1, -2, -3, -4]);
  });

  it('PERF-041 the last trend period only, or all of them', () => {
    const last = buildCompareChartModel([a], periods, { lastPeriodOnly: true, relative: false });
    expect(last.data[1]!.filter((y) => y !== undefined)).toEqual([-3, -4]);
    expect(last.data[0]).toEqual([Date.parse(day(2)), Date.parse(day(3))]);
  });

  it('PERF-203 PERF-204 the y axis is ±50 %, ±25 % for rpm; values read with 2 decimals and %', () => {
    expect(buildCompareChartModel([a], periods, { lastPeriodOnly: false, relative: true }).yRange).toEqual({
      min: -50,
      max: 50,
    });
    const rpm = [period(a, 0, [1], 0, true, true)];
    expect(buildCompareChartModel([a], rpm, { lastPeriodOnly: false, relative: true }).yRange).toEqual({
      min: -25,
      max: 25,
    });
    expect(formatCompareValue(-3.456)).toBe('-3.46%');
    expect(formatCompareValue(undefined)).toBe('–');
  });

  it('a benchmarking period has nothing to show relative to its benchmark', () => {
    const model = buildCompareChartModel([a], [period(a, 0, [1, 2], null, true)], {
      lastPeriodOnly: false,
      relative: true,
    });
    expect(model.data).toEqual([[], []]);
  });
});
