/**
 * The heavy calculations the client runs off the main thread: what `calc.worker.ts` exposes
 * through Comlink and what `calc-client.ts` calls. Typed-array results are transferred back.
 * Pure: the same functions run in-process where no Worker exists (Node, jsdom).
 */
import { transfer } from 'comlink';
import { lttb, minMaxDownsample, type DownsampledSeries } from '../domain/calc/downsample.ts';
import {
  analyseLongTrend,
  type LongTrendAnalysis,
  type TrendPeriodOptions,
} from '../domain/calc/long-trend.ts';
import { chauvenetOutliers, chauvenetOutliersCircular } from '../domain/calc/outliers.ts';
import {
  fitRegressionData,
  type RegressionFit,
  type RegressionKind,
  type RegressionOptions,
} from '../domain/calc/regression.ts';
import { splitTrackArrays, type SplitTrackArrays } from '../domain/calc/track.ts';
import {
  pairForAnalysis,
  type AnalysisPairs,
  type ExclusionComparison,
  type TimeSeries,
} from '../domain/log-data/data-analysis.ts';
import { readCurveColumns, type CurveColumnsReading } from '../domain/performance/reference-curve.ts';
import { simplifyTrack } from '../domain/calc/track-simplify.ts';

function transferSeries(series: DownsampledSeries): DownsampledSeries {
  return transfer(series, [series.xs.buffer, series.ys.buffer, series.indexes.buffer]);
}

/** What the data analysis computes off the main thread (ADR 0055). */
export type DataAnalysisResult = AnalysisPairs & { reading: CurveColumnsReading };

export type AnalysisFilterSeries = TimeSeries & { comparison: ExclusionComparison; limit: number };

export const calcApi = {
  /**
   * Data analysis (PERF-016): pairs X and Y by time, applies the exclusion filters, fits the curve
   * and marks the outliers. The pairs and the per-point columns are transferred back.
   */
  analyseData(
    x: TimeSeries,
    y: TimeSeries,
    filters: AnalysisFilterSeries[],
    kind: RegressionKind,
    order: number,
  ): DataAnalysisResult {
    const pairs = pairForAnalysis(
      x,
      y,
      filters.map(({ comparison, limit, ...series }) => ({ series, comparison, limit })),
    );
    const reading = readCurveColumns(kind, order, pairs.xs, pairs.ys);
    const buffers = [pairs.xs, pairs.ys, pairs.timesMs, reading.fitted, reading.residuals].map(
      (array) => array.buffer as ArrayBuffer,
    );
    if (reading.fit)
      buffers.push(reading.fit.curve.xs.buffer as ArrayBuffer, reading.fit.curve.ys.buffer as ArrayBuffer);
    return transfer({ ...pairs, reading }, buffers);
  },
  fitRegression(
    kind: RegressionKind,
    xs: Float64Array,
    ys: Float64Array,
    options: RegressionOptions = {},
  ): RegressionFit {
    const fit = fitRegressionData(kind, { xs, ys }, options);
    return transfer(fit, [fit.curve.xs.buffer, fit.curve.ys.buffer]);
  },
  chauvenetOutliers(values: Float64Array): number[] {
    return chauvenetOutliers(values);
  },
  chauvenetOutliersCircular(degrees: Float64Array): number[] {
    return chauvenetOutliersCircular(degrees);
  },
  analyseLongTrend(
    timesMs: Float64Array,
    values: Float64Array,
    eventTimesMs: number[],
    options: TrendPeriodOptions,
  ): LongTrendAnalysis {
    return analyseLongTrend(timesMs, values, eventTimesMs, options);
  },
  splitTrack(lats: Float64Array, lons: Float64Array): SplitTrackArrays {
    const split = splitTrackArrays(lats, lons);
    return transfer(split, [split.lats.buffer, split.lons.buffer, split.partOffsets.buffer]);
  },
  /** The vessel track split and simplified for drawing at `zoom` (ADR 0050). */
  simplifyTrack(lats: Float64Array, lons: Float64Array, zoom: number): SplitTrackArrays {
    const simplified = simplifyTrack(lats, lons, zoom);
    return transfer(simplified, [
      simplified.lats.buffer,
      simplified.lons.buffer,
      simplified.partOffsets.buffer,
    ]);
  },
  lttb(xs: Float64Array, ys: Float64Array, threshold: number): DownsampledSeries {
    return transferSeries(lttb(xs, ys, threshold));
  },
  minMaxDownsample(xs: Float64Array, ys: Float64Array, columns: number): DownsampledSeries {
    return transferSeries(minMaxDownsample(xs, ys, columns));
  },
};

export type CalcApi = typeof calcApi;
