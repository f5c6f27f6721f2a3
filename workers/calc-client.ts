/**
 * Typed async calls to the calculation worker (`calc.worker.ts`, Comlink). Typed-array arguments
 * are transferred, not copied: the caller's arrays are detached afterwards, so pass copies of
 * arrays you still need. Where no Worker exists (Node, jsdom) the same functions run in-process.
 */
import { transfer, wrap, type Remote } from 'comlink';
import type { DownsampledSeries } from '../domain/calc/downsample.ts';
import type { LongTrendAnalysis, TrendPeriodOptions } from '../domain/calc/long-trend.ts';
import {
  withPredict,
  type RegressionKind,
  type RegressionOptions,
  type RegressionResult,
} from '../domain/calc/regression.ts';
import type { SplitTrackArrays } from '../domain/calc/track.ts';
import type { TimeSeries } from '../domain/log-data/data-analysis.ts';
import type { AnalysisFilterSeries, CalcApi, DataAnalysisResult } from './calc-api.ts';

export type { AnalysisFilterSeries, DataAnalysisResult };

export type CalcMode = 'worker' | 'in-process';

type Backend = { mode: CalcMode; api: Remote<CalcApi> | CalcApi; worker: Worker | null };

let backend: Promise<Backend> | null = null;

function start(): Promise<Backend> {
  if (typeof Worker === 'undefined') {
    return import('./calc-api.ts').then(({ calcApi }) => ({
      mode: 'in-process',
      api: calcApi,
      worker: null,
    }));
  }
  const worker = new Worker(new URL('./calc.worker.ts', import.meta.url), { type: 'module' });
  return Promise.resolve({ mode: 'worker', api: wrap<CalcApi>(worker), worker });
}

function getBackend(): Promise<Backend> {
  backend ??= start();
  return backend;
}

/** Marks typed arrays for transfer, copying any that shares a buffer already being sent. */
function sendAll<T extends readonly Float64Array[]>(...arrays: T): T {
  const seen = new Set<ArrayBufferLike>();
  return arrays.map((array) => {
    const value = seen.has(array.buffer) ? array.slice() : array;
    seen.add(value.buffer);
    return transfer(value, [value.buffer as ArrayBuffer]);
  }) as unknown as T;
}

export const calc = {
  /** 'worker' in browsers; 'in-process' where no Worker exists. */
  async mode(): Promise<CalcMode> {
    return (await getBackend()).mode;
  },

  async fitRegression(
    kind: RegressionKind,
    xs: Float64Array,
    ys: Float64Array,
    options: RegressionOptions = {},
  ): Promise<RegressionResult> {
    const { api } = await getBackend();
    const [x, y] = sendAll(xs, ys);
    return withPredict(await api.fitRegression(kind, x, y, options));
  },

  /** Data analysis: pairs, exclusion filters, fit and outliers (the series are transferred). */
  async analyseData(
    x: TimeSeries,
    y: TimeSeries,
    filters: AnalysisFilterSeries[],
    kind: RegressionKind,
    order: number,
  ): Promise<DataAnalysisResult> {
    const { api } = await getBackend();
    const seen = new Set<ArrayBufferLike>();
    const send = <T extends TimeSeries>(series: T): T => {
      const [timesMs, values] = [series.timesMs, series.values].map((array) => {
        const value = seen.has(array.buffer) ? array.slice() : array;
        seen.add(value.buffer);
        return value;
      }) as [Float64Array, Float64Array];
      return transfer({ ...series, timesMs, values }, [
        timesMs.buffer as ArrayBuffer,
        values.buffer as ArrayBuffer,
      ]);
    };
    return api.analyseData(send(x), send(y), filters.map(send), kind, order);
  },

  async chauvenetOutliers(values: Float64Array): Promise<number[]> {
    const { api } = await getBackend();
    const [v] = sendAll(values);
    return api.chauvenetOutliers(v);
  },

  async chauvenetOutliersCircular(degrees: Float64Array): Promise<number[]> {
    const { api } = await getBackend();
    const [v] = sendAll(degrees);
    return api.chauvenetOutliersCircular(v);
  },

  async analyseLongTrend(
    timesMs: Float64Array,
    values: Float64Array,
    eventTimesMs: number[],
    options: TrendPeriodOptions,
  ): Promise<LongTrendAnalysis> {
    const { api } = await getBackend();
    const [t, v] = sendAll(timesMs, values);
    return api.analyseLongTrend(t, v, eventTimesMs, options);
  },

  async splitTrack(lats: Float64Array, lons: Float64Array): Promise<SplitTrackArrays> {
    const { api } = await getBackend();
    const [la, lo] = sendAll(lats, lons);
    return api.splitTrack(la, lo);
  },

  /** Splits and simplifies a vessel track for drawing at `zoom` (ADR 0050). */
  async simplifyTrack(lats: Float64Array, lons: Float64Array, zoom: number): Promise<SplitTrackArrays> {
    const { api } = await getBackend();
    const [la, lo] = sendAll(lats, lons);
    return api.simplifyTrack(la, lo, zoom);
  },

  async lttb(xs: Float64Array, ys: Float64Array, threshold: number): Promise<DownsampledSeries> {
    const { api } = await getBackend();
    const [x, y] = sendAll(xs, ys);
    return api.lttb(x, y, threshold);
  },

  async minMaxDownsample(xs: Float64Array, ys: Float64Array, columns: number): Promise<DownsampledSeries> {
    const { api } = await getBackend();
    const [x, y] = sendAll(xs, ys);
    return api.minMaxDownsample(x, y, columns);
  },

  /** Stops the worker; the next call starts a new one. */
  async terminate(): Promise<void> {
    const current = backend;
    backend = null;
    (await current)?.worker?.terminate();
  },
};

export type CalcClient = typeof calc;
