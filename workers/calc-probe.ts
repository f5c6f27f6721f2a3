/**
 * Diagnostics hook: `globalThis.wakelineCalc` runs calculations through the real worker path
 * (calc-client → calc.worker). Used from the browser console and by tests/e2e/calc-worker.spec.ts.
 * Takes and returns plain arrays so that it can be driven from outside the page.
 */
import type { RegressionKind, RegressionOptions } from '../domain/calc/regression.ts';
import { calc, type CalcMode } from './calc-client.ts';

export type WakelineCalcProbe = {
  mode(): Promise<CalcMode>;
  fitRegression(
    kind: RegressionKind,
    xs: number[],
    ys: number[],
    options?: RegressionOptions,
  ): Promise<{
    coefficients: number[];
    r2: number;
    equation: string;
    curveLength: number;
    predictions: number[];
  }>;
  lttb(
    xs: number[],
    ys: number[],
    threshold: number,
  ): Promise<{ indexes: number[]; xs: number[]; ys: number[] }>;
  chauvenetOutliers(values: number[]): Promise<number[]>;
  splitTrack(
    lats: number[],
    lons: number[],
  ): Promise<{ lats: number[]; lons: number[]; partOffsets: number[] }>;
};

const probe: WakelineCalcProbe = {
  mode: () => calc.mode(),
  async fitRegression(kind, xs, ys, options = {}) {
    const fit = await calc.fitRegression(kind, Float64Array.from(xs), Float64Array.from(ys), options);
    return {
      coefficients: fit.coefficients,
      r2: fit.r2,
      equation: fit.equation,
      curveLength: fit.curve.xs.length,
      predictions: [fit.xMin, fit.xMax].map((x) => fit.predict(x)),
    };
  },
  async lttb(xs, ys, threshold) {
    const r = await calc.lttb(Float64Array.from(xs), Float64Array.from(ys), threshold);
    return { indexes: Array.from(r.indexes), xs: Array.from(r.xs), ys: Array.from(r.ys) };
  },
  chauvenetOutliers: (values) => calc.chauvenetOutliers(Float64Array.from(values)),
  async splitTrack(lats, lons) {
    const r = await calc.splitTrack(Float64Array.from(lats), Float64Array.from(lons));
    return { lats: Array.from(r.lats), lons: Array.from(r.lons), partOffsets: Array.from(r.partOffsets) };
  },
};

(globalThis as typeof globalThis & { wakelineCalc?: WakelineCalcProbe }).wakelineCalc = probe;
