// What one Diagnostics chart draws (001 §2, PERF-026/027): a long trend's daily values as points,
// each period's trendline and benchmark level as its own line (so periods never join), the period
// spans with their status, and the vessel events as vertical marks. Pure, for uPlot's aligned data.
import type { PerformanceStatus } from '../../../domain/calc/long-trend.ts';
import type { VesselPerformanceEvent } from '../../../domain/contracts/diagnostics.ts';
import type { LongTrendPeriodColumns } from '../../../domain/contracts/long-trends.ts';
import { columnArrays } from '../../../domain/log-data/series-columns.ts';

export type TrendChartSeries =
  | { kind: 'values' }
  | { kind: 'trendline'; periodIndex: number }
  | { kind: 'benchmark'; periodIndex: number };

export type TrendChartModel = {
  /** xs (ms) then one array per series; undefined where a series has no point (lines span it). */
  data: [number[], ...(number | undefined)[][]];
  series: TrendChartSeries[];
  periods: { startMs: number; endMs: number; status: PerformanceStatus; isCurrent: boolean }[];
  events: { atMs: number; name: string; type: VesselPerformanceEvent['type'] }[];
  /** The y range that shows every value, trendline and benchmark with a margin. */
  yRange: { min: number; max: number } | null;
};

export function buildTrendChartModel(
  periods: readonly LongTrendPeriodColumns[],
  events: readonly VesselPerformanceEvent[],
): TrendChartModel {
  const series: TrendChartSeries[] = [{ kind: 'values' }];
  const points: Map<number, number>[] = [new Map()];
  periods.forEach((period, periodIndex) => {
    const { xsMs, ys } = columnArrays(period.time, period.values);
    for (let k = 0; k < xsMs.length; k++) points[0]!.set(xsMs[k]!, ys[k]!);
    if (period.trendline) {
      series.push({ kind: 'trendline', periodIndex });
      points.push(
        new Map([
          [Date.parse(period.trendline.start.x), period.trendline.start.y],
          [Date.parse(period.trendline.end.x), period.trendline.end.y],
        ]),
      );
    }
    if (period.benchmarkPoint) {
      series.push({ kind: 'benchmark', periodIndex });
      points.push(
        new Map([
          [Date.parse(period.start), period.benchmarkPoint.y],
          [Date.parse(period.end), period.benchmarkPoint.y],
        ]),
      );
    }
  });
  const xs = [...new Set(points.flatMap((map) => [...map.keys()]))].sort((a, b) => a - b);
  const ys = points.flatMap((map) => [...map.values()]);
  const min = Math.min(...ys);
  const max = Math.max(...ys);
  const margin = Math.max(0.5, (max - min) * 0.1);
  return {
    data: [xs, ...points.map((map) => xs.map((x) => map.get(x)))],
    series,
    periods: periods.map((period) => ({
      startMs: Date.parse(period.start),
      endMs: Date.parse(period.end),
      status: period.status,
      isCurrent: period.isCurrent,
    })),
    events: events.map((event) => ({
      atMs: Date.parse(event.timestamp),
      name: event.name,
      type: event.type,
    })),
    yRange: ys.length > 0 ? { min: min - margin, max: max + margin } : null,
  };
}
