import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATUS_THRESHOLDS,
  MS_PER_DAY,
  VESSEL_STATUS_SORT_ORDER,
  analyseLongTrend,
  analyseTrendPeriod,
  classifyDeviation,
  isValidManualBenchmarkLevel,
  manualBenchmarkLevelError,
  overallVesselStatus,
  parsePerformanceStatus,
  splitTrendPeriods,
  vesselStatusText,
  type LongTrendStatusInput,
} from './long-trend.ts';

const T0 = Date.UTC(2025, 0, 1);
const day = (d: number) => T0 + d * MS_PER_DAY;

/** Daily samples from `fromDay` to `toDay` inclusive with value f(day). */
function series(fromDay: number, toDay: number, f: (d: number) => number) {
  const times: number[] = [];
  const values: number[] = [];
  for (let d = fromDay; d <= toDay; d++) {
    times.push(day(d));
    values.push(f(d));
  }
  return { times, values };
}

describe('splitTrendPeriods', () => {
  it('splits at events; a sample at the event time opens the new period; the last period is current', () => {
    const { times } = series(0, 9, () => 0);
    const periods = splitTrendPeriods(times, [day(4), day(7)]);
    expect(periods.map((p) => [p.startIndex, p.endIndex, p.isCurrent])).toEqual([
      [0, 4, false],
      [4, 7, false],
      [7, 10, true],
    ]);
    expect(periods[0]!.startMs).toBe(day(0));
    expect(periods[0]!.endMs).toBe(day(4));
    expect(periods[2]!.endMs).toBe(day(9));
  });

  it('drops periods without samples but keeps an empty current period after the last event', () => {
    const { times } = series(0, 9, () => 0);
    const periods = splitTrendPeriods(times, [day(4.2), day(4.5), day(20), day(-3)]);
    expect(periods.map((p) => [p.startMs, p.endIndex - p.startIndex, p.isCurrent])).toEqual([
      [day(0), 5, false],
      [day(4.5), 5, false],
      [day(20), 0, true],
    ]);
  });

  it('refuses unsorted samples', () => {
    expect(() => splitTrendPeriods([2, 1], [])).toThrow(RangeError);
  });
});

describe('trend period analysis (PERF-002, PERF-075, PERF-077, PERF-108)', () => {
  it('PERF-077 change per year is 365 × the trendline coefficient (slope per day)', () => {
    const { times, values } = series(0, 100, (d) => -1 - 0.01 * d);
    const [range] = splitTrendPeriods(times, []);
    const r = analyseTrendPeriod(times, values, range!, { diagnosticKind: 'speed' });
    expect(r.trendline!.coefficient).toBeCloseTo(-0.01, 12);
    expect(r.changePerYear).toBeCloseTo(-3.65, 10);
    expect(r.trendline!.start).toEqual({ x: new Date(day(0)).toISOString(), y: expect.closeTo(-1, 10) });
    expect(r.trendline!.end.y).toBeCloseTo(-2, 10);
  });

  it('the benchmark point is the trendline level at the period start; deviation = level at the end − benchmark', () => {
    const { times, values } = series(0, 100, (d) => -1 - 0.07 * d);
    const r = analyseLongTrend(times, values, [], { diagnosticKind: 'speed' }).periods[0]!;
    expect(r.benchmarkPoint!.y).toBeCloseTo(-1, 10);
    expect(r.benchmarkPoint!.x).toBe(new Date(day(0)).toISOString());
    expect(r.deviationFromBenchmark).toBeCloseTo(-7, 10);
    expect(r.status).toBe('Observe');
  });

  it('PERF-024 a manual benchmark level replaces the computed one in the current period', () => {
    const { times, values } = series(0, 100, (d) => -1 - 0.01 * d);
    const r = analyseLongTrend(times, values, [], { diagnosticKind: 'speed', manualBenchmarkLevel: 7 })
      .periods[0]!;
    expect(r.benchmarkPoint!.y).toBe(7);
    expect(r.deviationFromBenchmark).toBeCloseTo(-9, 10);
    expect(r.status).toBe('NotOk');
  });

  it('PERF-108 a period with fewer than 20 samples or under 30 days is benchmarking: no change, benchmark or deviation', () => {
    const short = series(0, 25, (d) => d);
    const sparse = series(0, 100, (d) => d);
    const sparseTimes = sparse.times.filter((_, i) => i % 10 === 0);
    const sparseValues = sparse.values.filter((_, i) => i % 10 === 0);
    for (const [times, values] of [
      [short.times, short.values],
      [sparseTimes, sparseValues],
    ] as const) {
      const r = analyseLongTrend(times, values, [], { diagnosticKind: 'rpm' }).periods[0]!;
      expect(r.isBenchmarking).toBe(true);
      expect(r.status).toBe('BenchMarking');
      expect(r.changePerYear).toBeNull();
      expect(r.benchmarkPoint).toBeNull();
      expect(r.deviationFromBenchmark).toBeNull();
    }
  });

  it('a new period after a dry dock starts benchmarking again; earlier periods keep their results', () => {
    const before = series(0, 200, (d) => -0.03 * d);
    const after = series(201, 210, () => 0.5);
    const times = [...before.times, ...after.times];
    const values = [...before.values, ...after.values];
    const trend = analyseLongTrend(times, values, [day(201)], { diagnosticKind: 'speed' });
    expect(trend.periods).toHaveLength(2);
    expect(trend.periods[0]!.changePerYear).toBeCloseTo(-10.95, 9);
    expect(trend.periods[0]!.deviationFromBenchmark).toBeCloseTo(-6.03, 9);
    expect(trend.periods[0]!.status).toBe('Observe');
    expect(trend.periods[1]!.status).toBe('BenchMarking');
    expect(trend.status).toBe('BenchMarking');
  });

  it('ignores missing values and reports the number of valid samples', () => {
    const { times, values } = series(0, 60, (d) => (d % 10 === 3 ? Number.NaN : 0.1 * d));
    const r = analyseLongTrend(times, values, [], { diagnosticKind: 'sfoc' }).periods[0]!;
    expect(r.sampleCount).toBe(55);
    expect(r.trendline!.coefficient).toBeCloseTo(0.1, 12);
    expect(r.status).toBe('NotOk');
  });

  it('a trend without data or events is not available', () => {
    expect(analyseLongTrend([], [], [], { diagnosticKind: 'speed' })).toEqual({
      periods: [],
      status: 'notAvailable',
    });
  });
});

describe('status per diagnostic type with the documented default thresholds', () => {
  it.each([
    ['speed', -4.99, 'Ok'],
    ['speed', -5, 'Observe'],
    ['speed', -8, 'NotOk'],
    ['speed', 10, 'Ok'],
    ['rpm', -2.9, 'Ok'],
    ['rpm', -3, 'Observe'],
    ['rpm', -5.5, 'NotOk'],
    ['sfoc', 1.9, 'Ok'],
    ['sfoc', 2, 'Observe'],
    ['sfoc', 5, 'NotOk'],
    ['sfoc', -6, 'Ok'],
    ['other', -6, 'Observe'],
    ['other', 10, 'NotOk'],
  ] as const)('%s deviation %d → %s', (kind, deviation, status) => {
    expect(classifyDeviation(deviation, DEFAULT_STATUS_THRESHOLDS[kind])).toBe(status);
  });

  it('thresholds are configurable per diagnostic type', () => {
    const { times, values } = series(0, 100, (d) => -0.03 * d);
    const options = {
      diagnosticKind: 'speed' as const,
      thresholds: { worseWhen: 'lower' as const, observeAt: 1, notOkAt: 2 },
    };
    expect(analyseLongTrend(times, values, [], options).status).toBe('NotOk');
    expect(analyseLongTrend(times, values, [], { diagnosticKind: 'speed' }).status).toBe('Ok');
  });
});

describe('manual benchmark level (PERF-119, PERF-025)', () => {
  it.each([
    ['40', true],
    ['-40', true],
    ['0', true],
    ['-40.00', true],
    ['12.5', true],
    ['40.01', false],
    ['-41', false],
    ['abc', false],
    ['', false],
    ['1.23456', false],
  ])('%s → %s', (text, valid) => {
    expect(isValidManualBenchmarkLevel(text)).toBe(valid);
    expect(manualBenchmarkLevelError(text)).toBe(
      valid ? null : 'Manual benchmark level must be a number between -40 and 40',
    );
  });
});

describe('overall vessel status (PERF-101 to PERF-106)', () => {
  const trend = (
    performanceStatus: LongTrendStatusInput['performanceStatus'],
    useInVesselStatus = true,
    diagnosticKind: LongTrendStatusInput['diagnosticKind'] = 'speed',
  ): LongTrendStatusInput => ({ performanceStatus, useInVesselStatus, diagnosticKind });

  it('PERF-101 DiagnosticsNotActivated when diagnostics is off', () => {
    expect(overallVesselStatus(false, [trend('NotOk')])).toBe('DiagnosticsNotActivated');
  });
  it('PERF-102 NoDiagnosticTypes when no long trend has a diagnostic type', () => {
    expect(overallVesselStatus(true, [trend('NotOk', true, null)])).toBe('NoDiagnosticTypes');
    expect(overallVesselStatus(true, [])).toBe('NoDiagnosticTypes');
  });
  it('PERF-103 NoEnabledLongTrends when none of the typed trends is used in vessel status', () => {
    expect(overallVesselStatus(true, [trend('NotOk', false), trend('Ok', true, null)])).toBe(
      'NoEnabledLongTrends',
    );
  });
  it('PERF-104/PERF-106 the worst of NotOk, Observe, BenchMarking, Ok over the enabled typed trends', () => {
    expect(overallVesselStatus(true, [trend('Ok'), trend('Observe'), trend('NotOk', false)])).toBe('Observe');
    expect(overallVesselStatus(true, [trend('Ok'), trend('BenchMarking')])).toBe('BenchMarking');
    expect(overallVesselStatus(true, [trend('Observe'), trend('NotOk'), trend('BenchMarking')])).toBe(
      'NotOk',
    );
    expect(overallVesselStatus(true, [trend('Ok'), trend('NotOk', true, null)])).toBe('Ok');
    expect(overallVesselStatus(true, [trend('notAvailable')])).toBe('notAvailable');
  });
  it('PERF-105 sort order NotOk 0 … DiagnosticsNotActivated 6', () => {
    expect(VESSEL_STATUS_SORT_ORDER).toMatchObject({
      NotOk: 0,
      Observe: 1,
      Ok: 2,
      BenchMarking: 3,
      NoDiagnosticTypes: 4,
      NoEnabledLongTrends: 5,
      DiagnosticsNotActivated: 6,
    });
  });
  it('PERF-100 an unknown status in the lookup is an error', () => {
    expect(parsePerformanceStatus('Observe')).toBe('Observe');
    expect(() => parsePerformanceStatus('Fine')).toThrow(RangeError);
    expect(() => vesselStatusText('Fine')).toThrow(RangeError);
  });

  it('PERF-098/PERF-107 status texts as the spec words them', () => {
    expect(
      [
        'NotOk',
        'Observe',
        'Ok',
        'BenchMarking',
        'notAvailable',
        'NoDiagnosticTypes',
        'NoEnabledLongTrends',
        'DiagnosticsNotActivated',
      ].map(vesselStatusText),
    ).toEqual([
      'Not ok',
      'Observe',
      'Ok',
      'Benchmarking',
      'Performance status N/A',
      'No performance parameters',
      'Performance status disabled by user',
      'Diagnostics module not activated',
    ]);
  });
});
