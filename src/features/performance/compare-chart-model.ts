// What a compare chart draws (001 §2 'Compare vessels', PERF-040..043, PERF-203): one series per
// vessel's long trend of one diagnostic type, its daily values either relative to the benchmark of
// their period (the deviation) or real, over the last period only or all periods. The y axis scales
// to the values (issue 26 §5) leaving a lone outlier out; the deviations stay within -25..25 for rpm
// and -50..50 otherwise (PERF-203) unless the full range is asked for.
import type { VesselPerformanceEvent } from '../../../domain/contracts/diagnostics.ts';
import type { LongTrendPeriodColumns } from '../../../domain/contracts/long-trends.ts';
import { columnArrays } from '../../../domain/log-data/series-columns.ts';
import { chartYRange, type YRange } from '../../lib/chart-range.ts';
import type { EventMark } from '../../lib/chart-events.ts';

export type CompareOptions = { lastPeriodOnly: boolean; relative: boolean };

export type CompareChartModel = {
  data: [number[], ...(number | undefined)[][]];
  /** The long trend of each series, in the order given. */
  trendIds: string[];
  /** PERF-203: the widest y axis of the deviations (the default range stays inside it). */
  yRange: { min: number; max: number };
};

export function compareYRange(isRpm: boolean): { min: number; max: number } {
  return isRpm ? { min: -25, max: 25 } : { min: -50, max: 50 };
}

export function buildCompareChartModel(
  trendIds: readonly string[],
  periods: readonly LongTrendPeriodColumns[],
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
      const { xsMs, ys } = columnArrays(period.time, period.values);
      for (let k = 0; k < xsMs.length; k++) points.set(xsMs[k]!, ys[k]! - base);
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

/**
 * The y axis shown: scaled to the values, a lone outlier left out, and relative values kept within
 * PERF-203's range; with `full` every value (min to max). Null where nothing is drawn.
 */
export function compareShownYRange(
  model: CompareChartModel,
  options: CompareOptions & { full: boolean },
): YRange | null {
  const values = model.data.slice(1).flat();
  const range = chartYRange(values, { full: options.full, include: options.relative ? [0] : [] });
  if (!range || options.full || !options.relative) return range;
  const min = Math.max(range.min, model.yRange.min);
  const max = Math.min(range.max, model.yRange.max);
  return max > min ? { min, max } : model.yRange;
}

/** The vessels' events as marks named by vessel ('Aurora: Hull cleaning'). */
export function compareEventMarks(
  events: readonly VesselPerformanceEvent[],
  vesselName: (vesselId: string) => string,
  vesselIds: readonly string[],
): EventMark[] {
  return events
    .filter((event) => vesselIds.includes(event.vesselId))
    .map((event) => ({
      atMs: Date.parse(event.timestamp),
      label: `${vesselName(event.vesselId)}: ${event.name}`,
      type: event.type,
    }))
    .sort((a, b) => a.atMs - b.atMs);
}
