import { describe, expect, it } from 'vitest';
import type { VesselPerformanceEvent } from '../../../domain/contracts/diagnostics.ts';
import type { LongTrendPeriodColumns } from '../../../domain/contracts/long-trends.ts';
import { periodInColumns } from '../../../tests/support/log-data-answers.ts';
import { buildTrendChartModel } from './trend-chart-model.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
const period = (from: number, to: number, values: number[], isCurrent: boolean): LongTrendPeriodColumns =>
  periodInColumns({
    longTrendId: '00000000-0000-4000-8000-000000000001',
    start: day(from),
    end: day(to),
    status: isCurrent ? 'Observe' : 'Ok',
    isCurrent,
    trendline: {
      coefficient: -0.1,
      intercept: values[0]!,
      start: { x: day(from), y: values[0]! },
      end: { x: day(to), y: values.at(-1)! },
    },
    benchmarkPoint: { x: day(from), y: values[0]! },
    unitName: '%',
    unitCaption: '%',
    isRpmDiagnostic: false,
    maximumValue: Math.max(...values),
    minimumValue: Math.min(...values),
    changePerYear: -36.5,
    deviationFromBenchmark: values.at(-1)! - values[0]!,
    sampleCount: values.length,
    values: values.map((y, i) => ({ x: day(from + i + 0.5), y })),
  });

describe('the Diagnostics chart model', () => {
  it('PERF-026 daily values as points; each period its own trendline and benchmark series, so periods never join', () => {
    const periods = [period(0, 3, [-1, -2, -3], false), period(3, 6, [0, -0.5, -1], true)];
    const model = buildTrendChartModel(periods, []);
    expect(model.series).toEqual([
      { kind: 'values' },
      { kind: 'trendline', periodIndex: 0 },
      { kind: 'benchmark', periodIndex: 0 },
      { kind: 'trendline', periodIndex: 1 },
      { kind: 'benchmark', periodIndex: 1 },
    ]);
    const [xs, values, firstLine, , secondLine] = model.data;
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(values!.filter((y) => y !== undefined)).toEqual([-1, -2, -3, 0, -0.5, -1]);
    // The first trendline has no point in the second period and the other way round.
    const boundary = Date.parse(day(3));
    const at = xs.indexOf(boundary);
    expect(firstLine![at]).toBe(-3);
    expect(secondLine![at]).toBe(0);
    expect(firstLine!.filter((y) => y !== undefined)).toHaveLength(2);
    expect(model.periods.map((p) => [p.status, p.isCurrent])).toEqual([
      ['Ok', false],
      ['Observe', true],
    ]);
    expect(model.yRange!.min).toBeLessThan(-3);
    expect(model.yRange!.max).toBeGreaterThan(0);
  });

  it('PERF-027 trend and info events become marks at their time; no periods, no range', () => {
    const event: VesselPerformanceEvent = {
      id: '00000000-0000-4000-8000-000000000002',
      vesselId: '00000000-0000-4000-8000-000000000003',
      timestamp: day(3),
      name: 'Hull cleaning',
      type: 'TrendEvent',
      source: 'Ship',
      trendEventType: 'HullCleaning',
      description: '',
      isEditable: false,
      version: 0,
    };
    const model = buildTrendChartModel([], [event]);
    expect(model.events).toEqual([{ atMs: Date.parse(day(3)), name: 'Hull cleaning', type: 'TrendEvent' }]);
    expect(model.yRange).toBeNull();
    expect(model.data).toEqual([[], []]);
  });
});
