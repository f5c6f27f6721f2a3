// What a compare chart draws (001 §2 'Compare vessels', PERF-040..043, PERF-203): one series per
// vessel's long trend of one diagnostic type, its daily values either relative to the benchmark of
// their period (the deviation) or real, over the last period only or all periods; the y axis is
// -25..25 for rpm and -50..50 otherwise.
import type { LongTrendPeriod } from '../../../domain/contracts/long-trends.ts';

export type CompareOptions = { lastPeriodOnly: boolean; relative: boolean };

export type CompareChartModel = {
  data: [number[], ...(number | undefined)[][]];
  /** The long trend of each series, in the order given. */
  trendIds: string[];
  yRange: { min: number; max: number };
};

export function compareYRange(isRpm: boolean): { min: number; max: number } {
  return isRpm ? { min: -25, max: 25 } : { min: -50, max: 50 };
}

export function buildCompareChartModel(
  trendIds: readonly string[],
  periods: readonly LongTrendPeriod[],
  options: CompareOptions,
): CompareChartModel {
  const series = trendIds.map((id) => {
    const own = periods.filter((period) => period.longTrendId === id);
    const shown = options.lastPeriodOnly ? own.filter((period) => period.isCurrent) : own;
    const points = new Map<number, number>();
    for (const period of shown) {
      // A benchmarking period has no benchmark: relative to it there is nothing to show.
      if (options.relative && !period.benchmarkPoint) continue;
      const base = options.relative ? period.benchmarkPoint!.y : 0;
      for (const value of period.values) points.set(Date.parse(value.x), value.y - base);
    }
    return points;
  });
  const xs = [...new Set(series.flatMap((map) => [...map.keys()]))].sort((a, b) => a - b);
  const isRpm = periods.some((period) => trendIds.includes(period.longTrendId) && period.isRpmDiagnostic);
  return {
    data: [xs, ...series.map((map) => xs.map((x) => map.get(x)))],
    trendIds: [...trendIds],
    yRange: compareYRange(isRpm),
  };
}

/** Compare tooltip values: 2 decimals with the suffix % (PERF-204). */
export function formatCompareValue(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '–' : `${value.toFixed(2)}%`;
}
