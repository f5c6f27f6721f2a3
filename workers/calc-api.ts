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
import { simplifyTrack } from '../domain/calc/track-simplify.ts';

function transferSeries(series: DownsampledSeries): DownsampledSeries {
  return transfer(series, [series.xs.buffer, series.ys.buffer, series.indexes.buffer]);
}

export const calcApi = {
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
