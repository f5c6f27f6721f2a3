import { describe, expect, it } from 'vitest';
import type { LongTrendPeriodColumns } from '../../../domain/contracts/long-trends.ts';
import { periodInColumns } from '../../../tests/support/log-data-answers.ts';
import {
  buildCompareChartModel,
  compareEventMarks,
  compareShownYRange,
  formatCompareValue,
} from './compare-chart-model.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
const period = (
  id: string,
  from: number,
  values: number[],
  benchmark: number | null,
  isCurrent: boolean,
  isRpm = false,
): LongTrendPeriodColumns =>
  periodInColumns({
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

describe('compareShownYRange', () => {
  const x = 'aaaaaaaa-0000-4000-8000-00000000000a';
  const days = Array.from({ length: 30 }, (_, i) => -2 + (i % 6) * 0.5); // -2 .. 0.5 %

  it('PERF-203 the axis follows the values, a lone spike left out, within ±50 %; the full range shows the spike', () => {
    const model = buildCompareChartModel([x], [period(x, 0, [...days, 140], 0, true)], {
      lastPeriodOnly: false,
      relative: true,
    });
    const shown = compareShownYRange(model, { lastPeriodOnly: false, relative: true, full: false })!;
    expect(shown.min).toBeLessThanOrEqual(-2);
    expect(shown.min).toBeGreaterThan(-3);
    expect(shown.max).toBeGreaterThanOrEqual(0.5);
    expect(shown.max).toBeLessThan(2);
    const full = compareShownYRange(model, { lastPeriodOnly: false, relative: true, full: true })!;
    expect(full.max).toBeGreaterThanOrEqual(140);
  });

  it('PERF-203 relative values that truly spread wider stay within ±25 % for rpm', () => {
    const wide = Array.from({ length: 20 }, (_, i) => -40 + i * 4); // -40 .. 36
    const model = buildCompareChartModel([x], [period(x, 0, wide, 0, true, true)], {
      lastPeriodOnly: false,
      relative: true,
    });
    expect(compareShownYRange(model, { lastPeriodOnly: false, relative: true, full: false })).toEqual({
      min: -25,
      max: 25,
    });
  });

  it('real values are not held to the deviation range; nothing drawn, no range', () => {
    const model = buildCompareChartModel([x], [period(x, 0, [80, 81, 82], 0, true, true)], {
      lastPeriodOnly: false,
      relative: false,
    });
    const shown = compareShownYRange(model, { lastPeriodOnly: false, relative: false, full: false })!;
    expect(shown.min).toBeGreaterThan(70);
    expect(shown.max).toBeLessThan(90);
    const none = buildCompareChartModel([x], [], { lastPeriodOnly: false, relative: true });
    expect(compareShownYRange(none, { lastPeriodOnly: false, relative: true, full: false })).toEqual({
      min: -0.5,
      max: 0.5,
    });
  });
});

describe('compareEventMarks', () => {
  it('PERF-027 the compared vessels’ events, named by vessel, in time order', () => {
    const event = (vesselId: string, name: string, n: number, type: 'TrendEvent' | 'InfoEvent') => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      vesselId,
      timestamp: day(n),
      name,
      type,
      source: 'Office' as const,
      trendEventType: null,
      description: '',
      isEditable: true,
      version: 1,
    });
    const names = (id: string) => (id === a ? 'Aurora' : 'Fjord');
    const marks = compareEventMarks(
      [
        event(b, 'Dry dock', 3, 'TrendEvent'),
        event(a, 'Hull cleaning', 1, 'InfoEvent'),
        event('other', 'x', 2, 'InfoEvent'),
      ],
      names,
      [a, b],
    );
    expect(marks).toEqual([
      { atMs: Date.parse(day(1)), label: 'Aurora: Hull cleaning', type: 'InfoEvent' },
      { atMs: Date.parse(day(3)), label: 'Fjord: Dry dock', type: 'TrendEvent' },
    ]);
  });
});
