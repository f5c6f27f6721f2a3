// A reference curve read as the pages and the curve report show it (001 §2, §5, PERF-060..062):
// its regression fit, each point's fitted value and residual with the outliers marked (Chauvenet's
// criterion on the residuals, PERF-139), and predictions at chosen x rounded to 2 decimals.
import { chauvenetOutliers } from '../calc/outliers.ts';
import {
  fitRegressionData,
  predictRegression,
  RegressionError,
  roundDecimals,
  type RegressionFit,
  type RegressionKind,
} from '../calc/regression.ts';

/** Predictions are shown with 2 decimals (001 §9). */
export const PREDICTION_DECIMALS = 2;

export type CurvePointReading = {
  x: number;
  y: number;
  fitted: number | null;
  residual: number | null;
  isOutlier: boolean;
};

export type CurveReading = {
  fit: RegressionFit | null;
  /** Why there is no fit (too few points for the kind, ...). */
  error: string | null;
  points: CurvePointReading[];
  predictions: { x: number; y: number | null }[];
};

/** A curve's fit over columns of points: what the data analysis computes in the worker. */
export type CurveColumnsReading = {
  fit: RegressionFit | null;
  /** Why there is no fit (too few points for the kind, ...). */
  error: string | null;
  /** Each point's fitted value and residual (NaN where the fit has none). */
  fitted: Float64Array;
  residuals: Float64Array;
  /** The indexes of the points whose residual fails Chauvenet's criterion (PERF-139). */
  outlierIndexes: number[];
};

/** Fits `kind` to the points given as columns and marks the outliers among the residuals. */
export function readCurveColumns(
  kind: RegressionKind,
  order: number,
  xs: Float64Array,
  ys: Float64Array,
): CurveColumnsReading {
  let fit: RegressionFit | null = null;
  let error: string | null = null;
  const needed = kind === 'polynomial' ? order + 1 : 2;
  if (xs.length < needed) {
    error = `A ${kind} curve${kind === 'polynomial' ? ` of order ${order}` : ''} needs at least ${needed} points.`;
  } else {
    try {
      fit = fitRegressionData(kind, { xs, ys }, { order });
    } catch (cause) {
      if (!(cause instanceof RegressionError)) throw cause;
      error = cause.message;
    }
  }
  const fitted = new Float64Array(xs.length).fill(Number.NaN);
  const residuals = new Float64Array(xs.length).fill(Number.NaN);
  if (fit)
    for (let i = 0; i < xs.length; i++) {
      const value = predictRegression(fit, xs[i] as number);
      if (!Number.isFinite(value)) continue;
      fitted[i] = value;
      residuals[i] = (ys[i] as number) - value;
    }
  return { fit, error, fitted, residuals, outlierIndexes: fit ? chauvenetOutliers(residuals) : [] };
}

/** The curve read at each x, rounded to 2 decimals (null where it has no value). */
export function predictionsAt(
  fit: RegressionFit | null,
  predictAt: readonly number[],
): { x: number; y: number | null }[] {
  return predictAt.map((x) => {
    const y = fit ? predictRegression(fit, x) : Number.NaN;
    return { x, y: Number.isFinite(y) ? roundDecimals(y, PREDICTION_DECIMALS) : null };
  });
}

/** The columns' reading as the curve chart and tables read it: one object per point. */
export function curveReadingOf(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  columns: CurveColumnsReading,
  predictAt: readonly number[] = [],
): CurveReading {
  const outliers = new Set(columns.outlierIndexes);
  const finite = (value: number | undefined) =>
    value !== undefined && Number.isFinite(value) ? value : null;
  return {
    fit: columns.fit,
    error: columns.error,
    points: Array.from({ length: xs.length }, (_, i) => ({
      x: xs[i] as number,
      y: ys[i] as number,
      fitted: finite(columns.fitted[i]),
      residual: finite(columns.residuals[i]),
      isOutlier: outliers.has(i),
    })),
    predictions: predictionsAt(columns.fit, predictAt),
  };
}

export function readCurve(
  curve: { curveFit: RegressionKind; regressionOrder: number; points: readonly { x: number; y: number }[] },
  predictAt: readonly number[] = [],
): CurveReading {
  const xs = Float64Array.from(curve.points, (p) => p.x);
  const ys = Float64Array.from(curve.points, (p) => p.y);
  return curveReadingOf(xs, ys, readCurveColumns(curve.curveFit, curve.regressionOrder, xs, ys), predictAt);
}
