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

export function readCurve(
  curve: { curveFit: RegressionKind; regressionOrder: number; points: readonly { x: number; y: number }[] },
  predictAt: readonly number[] = [],
): CurveReading {
  let fit: RegressionFit | null = null;
  let error: string | null = null;
  const needed = curve.curveFit === 'polynomial' ? curve.regressionOrder + 1 : 2;
  if (curve.points.length < needed) {
    error = `A ${curve.curveFit} curve${curve.curveFit === 'polynomial' ? ` of order ${curve.regressionOrder}` : ''} needs at least ${needed} points.`;
  } else {
    try {
      fit = fitRegressionData(curve.curveFit, [...curve.points], { order: curve.regressionOrder });
    } catch (cause) {
      if (!(cause instanceof RegressionError)) throw cause;
      error = cause.message;
    }
  }
  const fitted = curve.points.map((p) => {
    if (!fit) return null;
    const value = predictRegression(fit, p.x);
    return Number.isFinite(value) ? value : null;
  });
  const residuals = curve.points.map((p, i) =>
    fitted[i] === null ? Number.NaN : p.y - (fitted[i] as number),
  );
  const outliers = new Set(fit ? chauvenetOutliers(residuals) : []);
  return {
    fit,
    error,
    points: curve.points.map((p, i) => ({
      x: p.x,
      y: p.y,
      fitted: fitted[i] ?? null,
      residual: Number.isFinite(residuals[i]) ? (residuals[i] as number) : null,
      isOutlier: outliers.has(i),
    })),
    predictions: predictAt.map((x) => {
      const y = fit ? predictRegression(fit, x) : Number.NaN;
      return { x, y: Number.isFinite(y) ? roundDecimals(y, PREDICTION_DECIMALS) : null };
    }),
  };
}
