/**
 * Curve fitting for reference curves and charts (001 §5, §9; 000 §9): ordinary least squares for
 * linear, exponential (ln y on x), logarithmic (y on ln x), power (ln y on ln x) and polynomial
 * (order 2-5) models. Points a model cannot take are ignored, never turned into NaN. `precision`
 * rounds only what is shown (equation, display coefficients), never the fit.
 * Formulas and rulings: docs/calculations.md §4; decisions: docs/adr/0011-regression-and-outliers.md.
 */

export const REGRESSION_KINDS = ['linear', 'exponential', 'logarithmic', 'power', 'polynomial'] as const;
export type RegressionKind = (typeof REGRESSION_KINDS)[number];

export const MIN_POLYNOMIAL_ORDER = 2;
export const MAX_POLYNOMIAL_ORDER = 5;
export const DEFAULT_PRECISION = 2;
export const DEFAULT_CURVE_POINTS = 100;

export type XY = { x: number; y: number };

/** Points as objects, as [x, y] tuples, or as two columns (typed arrays are read without copying). */
export type RegressionPoints =
  | ReadonlyArray<XY>
  | ReadonlyArray<readonly [number, number]>
  | { xs: ArrayLike<number>; ys: ArrayLike<number> };

export type RegressionOptions = {
  /** Polynomial order, 2 to 5 (default 2). Ignored by the other kinds. */
  order?: number;
  /** Decimal places of the displayed equation and coefficients, 0 to 20 (default 2). */
  precision?: number;
  /** Number of points of the sampled curve (default 100). */
  curvePoints?: number;
};

/**
 * A fitted model, plain data (it crosses the worker boundary). Coefficients:
 * linear [intercept, slope] (y = c0 + c1·x); polynomial [c0, c1, …, ck] ascending powers;
 * exponential [a, b] (y = a·e^(b·x)); logarithmic [a, b] (y = a + b·ln x); power [a, b] (y = a·x^b).
 */
export type RegressionModel = {
  kind: RegressionKind;
  order: number;
  coefficients: number[];
  /** Polynomials are solved and evaluated in t = (x − center) / scale for accuracy. */
  center: number;
  scale: number;
  /**
   * The coefficients in the basis the fit was solved in, used by predict: polynomial in t
   * (ascending); exponential and power [ln a, b]; linear and logarithmic as `coefficients`.
   * Evaluating exp(ln a + …) keeps predictions free of 0 × ∞ = NaN when a under- or overflows.
   */
  basisCoefficients: number[];
};

export type RegressionFit = RegressionModel & {
  /** Coefficient of determination of the fitted (for exponential and power: linearised) model. */
  r2: number;
  equation: string;
  displayCoefficients: number[];
  pointsUsed: number;
  pointsIgnored: number;
  xMin: number;
  xMax: number;
  /** The model sampled at evenly spaced x from xMin to xMax, as columns (chart-ready, transferable). */
  curve: { xs: Float64Array; ys: Float64Array };
};

export type RegressionResult = RegressionFit & { predict: (x: number) => number };

export class RegressionError extends Error {
  override name = 'RegressionError';
}

type Columns = { xs: ArrayLike<number>; ys: ArrayLike<number> };

function toColumns(points: RegressionPoints): Columns {
  if (!Array.isArray(points)) {
    const cols = points as Columns;
    if (cols.xs.length !== cols.ys.length) throw new RegressionError('xs and ys must have the same length.');
    return cols;
  }
  const n = points.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = points[i] as XY | readonly [number, number];
    if (Array.isArray(p)) {
      xs[i] = p[0];
      ys[i] = p[1];
    } else {
      xs[i] = (p as XY).x;
      ys[i] = (p as XY).y;
    }
  }
  return { xs, ys };
}

/** Which points a kind can take (001 §5): finite always; x > 0 for ln x; y > 0 for ln y. */
export function acceptsPoint(kind: RegressionKind, x: number, y: number): boolean {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
  switch (kind) {
    case 'linear':
    case 'polynomial':
      return true;
    case 'exponential':
      return y > 0;
    case 'logarithmic':
      return x > 0;
    case 'power':
      return x > 0 && y > 0;
  }
}

type LineSums = {
  n: number;
  meanX: number;
  meanY: number;
  sxx: number;
  sxy: number;
  syy: number;
  xMin: number;
  xMax: number;
};

/** Centred sums from shifted raw sums (shift = the first point, (x0, y0)). */
function centred(
  n: number,
  x0: number,
  y0: number,
  raw: { sx: number; sy: number; sxx: number; sxy: number; syy: number },
  xMin: number,
  xMax: number,
): LineSums {
  if (n === 0) return { n, meanX: 0, meanY: 0, sxx: 0, sxy: 0, syy: 0, xMin, xMax };
  const mx = raw.sx / n;
  const my = raw.sy / n;
  return {
    n,
    xMin,
    xMax,
    meanX: x0 + mx,
    meanY: y0 + my,
    sxx: Math.max(0, raw.sxx - raw.sx * mx),
    sxy: raw.sxy - raw.sx * my,
    syy: Math.max(0, raw.syy - raw.sy * my),
  };
}

/**
 * Fast path for a straight line on raw x and y: no per-point checks. Any non-finite point makes
 * the sums non-finite, and then the checked pass (`lineSums`) runs instead; null in that case.
 */
function plainLineSums(cols: Columns): LineSums | null {
  const { xs, ys } = cols;
  const len = xs.length;
  if (len === 0) return null;
  const x0 = xs[0] as number;
  const y0 = ys[0] as number;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  let xMin = x0;
  let xMax = x0;
  for (let i = 0; i < len; i++) {
    const x = xs[i] as number;
    const dx = x - x0;
    const dy = (ys[i] as number) - y0;
    if (x < xMin) xMin = x;
    else if (x > xMax) xMax = x;
    sx += dx;
    sy += dy;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  const total = sx + sy + sxx + sxy + syy + x0 + y0;
  if (total - total !== 0) return null;
  return centred(len, x0, y0, { sx, sy, sxx, sxy, syy }, xMin, xMax);
}

/**
 * Shifted single-pass sums of (u, v) = (x or ln x, y or ln y) over the accepted points: shifting by
 * the first accepted point keeps the centred sums accurate without a second pass.
 */
function lineSums(cols: Columns, logX: boolean, logY: boolean): LineSums {
  const { xs, ys } = cols;
  const len = xs.length;
  let n = 0;
  let x0 = 0;
  let y0 = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  let xMin = Number.POSITIVE_INFINITY;
  let xMax = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < len; i++) {
    const x = xs[i] as number;
    const y = ys[i] as number;
    // x − x is 0 only for finite x (NaN and ±∞ give NaN).
    if (x - x !== 0 || y - y !== 0 || (logX && !(x > 0)) || (logY && !(y > 0))) continue;
    if (x < xMin) xMin = x;
    if (x > xMax) xMax = x;
    const u = logX ? Math.log(x) : x;
    const v = logY ? Math.log(y) : y;
    if (n === 0) {
      x0 = u;
      y0 = v;
    }
    const dx = u - x0;
    const dy = v - y0;
    n++;
    sx += dx;
    sy += dy;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  return centred(n, x0, y0, { sx, sy, sxx, sxy, syy }, xMin, xMax);
}

/** Slope, intercept and r² of the straight line through the sums (vertical data: slope 0). */
function solveLine(s: LineSums): { intercept: number; slope: number; r2: number } {
  const slope = s.sxx > 0 ? s.sxy / s.sxx : 0;
  const intercept = s.meanY - slope * s.meanX;
  let r2: number;
  if (s.syy === 0) r2 = 1;
  else if (s.sxx === 0) r2 = 0;
  else r2 = Math.min(1, Math.max(0, (s.sxy / s.sxx) * (s.sxy / s.syy)));
  return { intercept, slope, r2 };
}

function rangeOf(cols: Columns): { xMin: number; xMax: number; n: number } {
  let xMin = Number.POSITIVE_INFINITY;
  let xMax = Number.NEGATIVE_INFINITY;
  let n = 0;
  const { xs, ys } = cols;
  const len = xs.length;
  for (let i = 0; i < len; i++) {
    const x = xs[i] as number;
    const y = ys[i] as number;
    if (x - x !== 0 || y - y !== 0) continue;
    n++;
    if (x < xMin) xMin = x;
    if (x > xMax) xMax = x;
  }
  return { xMin, xMax, n };
}

/**
 * Solves the symmetric normal equations A·b = r (size m) by Gaussian elimination with partial
 * pivoting. A column whose pivot vanishes (fewer distinct x than coefficients) gets coefficient 0.
 */
function solveNormalEquations(a: Float64Array, r: Float64Array, m: number): Float64Array {
  let norm = 0;
  for (let i = 0; i < m * m; i++) norm = Math.max(norm, Math.abs(a[i] as number));
  const tolerance = norm * 1e-13;
  const pivotRowOfColumn = new Int32Array(m).fill(-1);
  const usedRow = new Uint8Array(m);
  for (let col = 0; col < m; col++) {
    let best = -1;
    let bestAbs = tolerance;
    for (let row = 0; row < m; row++) {
      if (usedRow[row]) continue;
      const v = Math.abs(a[row * m + col] as number);
      if (v > bestAbs) {
        bestAbs = v;
        best = row;
      }
    }
    if (best < 0) continue;
    usedRow[best] = 1;
    pivotRowOfColumn[col] = best;
    const pivot = a[best * m + col] as number;
    for (let row = 0; row < m; row++) {
      if (usedRow[row]) continue;
      const f = (a[row * m + col] as number) / pivot;
      if (f === 0) continue;
      for (let k = col; k < m; k++)
        a[row * m + k] = (a[row * m + k] as number) - f * (a[best * m + k] as number);
      r[row] = (r[row] as number) - f * (r[best] as number);
    }
  }
  const b = new Float64Array(m);
  for (let col = m - 1; col >= 0; col--) {
    const row = pivotRowOfColumn[col] as number;
    if (row < 0) continue;
    let v = r[row] as number;
    for (let k = col + 1; k < m; k++) v -= (a[row * m + k] as number) * (b[k] as number);
    b[col] = v / (a[row * m + col] as number);
  }
  return b;
}

function binomial(n: number, k: number): number {
  let v = 1;
  for (let i = 1; i <= k; i++) v = (v * (n - k + i)) / i;
  return v;
}

function hornerCentered(coefficients: ArrayLike<number>, t: number): number {
  let v = 0;
  for (let p = coefficients.length - 1; p >= 0; p--) v = v * t + (coefficients[p] as number);
  return v;
}

function fitPolynomial(
  cols: Columns,
  order: number,
  range: { xMin: number; xMax: number },
): { model: RegressionModel; r2: number } {
  const { xMin, xMax } = range;
  const center = xMin / 2 + xMax / 2;
  const scale = xMax > xMin ? xMax / 2 - xMin / 2 : 1;
  const m = order + 1;
  const powerSums = new Float64Array(2 * order + 1);
  const rhs = new Float64Array(m);
  const { xs, ys } = cols;
  const len = xs.length;
  for (let i = 0; i < len; i++) {
    const x = xs[i] as number;
    const y = ys[i] as number;
    if (x - x !== 0 || y - y !== 0) continue;
    const t = (x - center) / scale;
    let p = 1;
    for (let j = 0; j <= 2 * order; j++) {
      powerSums[j] = (powerSums[j] as number) + p;
      if (j < m) rhs[j] = (rhs[j] as number) + y * p;
      p *= t;
    }
  }
  const a = new Float64Array(m * m);
  for (let row = 0; row < m; row++)
    for (let col = 0; col < m; col++) a[row * m + col] = powerSums[row + col] as number;
  const b = solveNormalEquations(a, rhs, m);

  // Exact residuals in a second pass: the closed form loses digits on very good fits.
  const n = powerSums[0] as number;
  const meanY = n > 0 ? (rhs[0] as number) / n : 0;
  let sse = 0;
  let sst = 0;
  for (let i = 0; i < len; i++) {
    const x = xs[i] as number;
    const y = ys[i] as number;
    if (x - x !== 0 || y - y !== 0) continue;
    const e = y - hornerCentered(b, (x - center) / scale);
    sse += e * e;
    const d = y - meanY;
    sst += d * d;
  }
  const r2 = sst === 0 ? (sse === 0 ? 1 : 0) : Math.min(1, Math.max(0, 1 - sse / sst));

  // Back to powers of x: a_j = Σ_{p ≥ j} b_p · s^−p · C(p, j) · (−c)^(p − j).
  const coefficients = new Array<number>(m).fill(0);
  for (let p = 0; p < m; p++) {
    const bp = (b[p] as number) / scale ** p;
    for (let j = 0; j <= p; j++)
      coefficients[j] = (coefficients[j] as number) + bp * binomial(p, j) * (-center) ** (p - j);
  }
  return {
    model: { kind: 'polynomial', order, coefficients, center, scale, basisCoefficients: Array.from(b) },
    r2,
  };
}

/** Evaluates a fitted model at x (NaN only where the model is undefined, e.g. ln of x ≤ 0). */
export function predictRegression(model: RegressionModel, x: number): number {
  const [a = 0, b = 0] = model.basisCoefficients;
  switch (model.kind) {
    case 'linear':
      return a + b * x;
    case 'exponential':
      return Math.exp(a + b * x);
    case 'logarithmic':
      return a + b * Math.log(x);
    case 'power':
      return Math.exp(a + b * Math.log(x));
    case 'polynomial':
      return hornerCentered(model.basisCoefficients, (x - model.center) / model.scale);
  }
}

/** Rounds to `decimals` places (0-20) for display; -0 shows as 0. */
export function roundDecimals(value: number, decimals: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return value;
  const rounded = Number(value.toFixed(decimals));
  return rounded === 0 ? 0 : rounded;
}

function signed(value: number): string {
  return value < 0 ? ` - ${-value}` : ` + ${value}`;
}

/** The equation as text, in the style of regression-js ('y = 2x + 1', 'y = 1.5e^(0.2x)'). */
export function formatEquation(kind: RegressionKind, displayCoefficients: readonly number[]): string {
  const [a = 0, b = 0] = displayCoefficients;
  switch (kind) {
    case 'linear':
      return `y = ${b}x${signed(a)}`;
    case 'exponential':
      return `y = ${a}e^(${b}x)`;
    case 'logarithmic':
      return `y = ${a}${signed(b)} ln(x)`;
    case 'power':
      return `y = ${a}x^${b}`;
    case 'polynomial': {
      const terms: string[] = [];
      for (let p = displayCoefficients.length - 1; p >= 0; p--) {
        const c = displayCoefficients[p] as number;
        const power = p === 0 ? '' : p === 1 ? 'x' : `x^${p}`;
        if (terms.length === 0) terms.push(`${c}${power}`);
        else terms.push(`${signed(c).slice(0, 3)}${Math.abs(c)}${power}`);
      }
      return `y = ${terms.join('')}`;
    }
  }
}

function checkOptions(
  kind: RegressionKind,
  options: RegressionOptions,
): { order: number; precision: number; curvePoints: number } {
  if (!(REGRESSION_KINDS as readonly string[]).includes(kind))
    throw new RegressionError(`Unknown regression kind '${kind}'.`);
  const order = kind === 'polynomial' ? (options.order ?? MIN_POLYNOMIAL_ORDER) : 1;
  if (
    kind === 'polynomial' &&
    (!Number.isInteger(order) || order < MIN_POLYNOMIAL_ORDER || order > MAX_POLYNOMIAL_ORDER)
  ) {
    throw new RegressionError(
      `The polynomial order must be an integer from ${MIN_POLYNOMIAL_ORDER} to ${MAX_POLYNOMIAL_ORDER}.`,
    );
  }
  const precision = options.precision ?? DEFAULT_PRECISION;
  if (!Number.isInteger(precision) || precision < 0 || precision > 20) {
    throw new RegressionError('The precision must be an integer from 0 to 20.');
  }
  const curvePoints = options.curvePoints ?? DEFAULT_CURVE_POINTS;
  if (!Number.isInteger(curvePoints) || curvePoints < 2)
    throw new RegressionError('curvePoints must be at least 2.');
  return { order, precision, curvePoints };
}

/** Fits without sampling the curve: the fast path the benchmarks and the worker share. */
export function fitRegressionModel(
  kind: RegressionKind,
  points: RegressionPoints,
  options: RegressionOptions = {},
): {
  model: RegressionModel;
  r2: number;
  pointsUsed: number;
  pointsTotal: number;
  xMin: number;
  xMax: number;
} {
  const { order } = checkOptions(kind, options);
  const cols = toColumns(points);
  const total = cols.xs.length;
  const noPoint = () => new RegressionError(`No point can be used for a ${kind} fit.`);
  if (kind === 'polynomial') {
    const range = rangeOf(cols);
    if (range.n === 0) throw noPoint();
    return {
      ...fitPolynomial(cols, order, range),
      pointsUsed: range.n,
      pointsTotal: total,
      xMin: range.xMin,
      xMax: range.xMax,
    };
  }
  const logX = kind === 'logarithmic' || kind === 'power';
  const logY = kind === 'exponential' || kind === 'power';
  const sums = (!logX && !logY ? plainLineSums(cols) : null) ?? lineSums(cols, logX, logY);
  if (sums.n === 0) throw noPoint();
  const line = solveLine(sums);
  const basisCoefficients = [line.intercept, line.slope];
  const coefficients = logY ? [Math.exp(line.intercept), line.slope] : basisCoefficients;
  return {
    model: { kind, order: 1, coefficients, center: 0, scale: 1, basisCoefficients },
    r2: line.r2,
    pointsUsed: sums.n,
    pointsTotal: total,
    xMin: sums.xMin,
    xMax: sums.xMax,
  };
}

/** Samples the model at `count` evenly spaced x from xMin to xMax (one point if they are equal). */
export function sampleCurve(
  model: RegressionModel,
  xMin: number,
  xMax: number,
  count = DEFAULT_CURVE_POINTS,
): { xs: Float64Array; ys: Float64Array } {
  const size = xMax > xMin ? count : 1;
  const xs = new Float64Array(size);
  const ys = new Float64Array(size);
  const step = size > 1 ? (xMax - xMin) / (size - 1) : 0;
  for (let i = 0; i < size; i++) {
    const x = i === size - 1 && size > 1 ? xMax : xMin + i * step;
    xs[i] = x;
    ys[i] = predictRegression(model, x);
  }
  return { xs, ys };
}

/** The serialisable fit (no function): what the worker returns. */
export function fitRegressionData(
  kind: RegressionKind,
  points: RegressionPoints,
  options: RegressionOptions = {},
): RegressionFit {
  const { precision, curvePoints } = checkOptions(kind, options);
  const fit = fitRegressionModel(kind, points, options);
  const { model } = fit;
  const displayCoefficients = model.coefficients.map((c) => roundDecimals(c, precision));
  return {
    kind: model.kind,
    order: model.order,
    coefficients: model.coefficients,
    center: model.center,
    scale: model.scale,
    basisCoefficients: model.basisCoefficients,
    r2: fit.r2,
    equation: formatEquation(kind, displayCoefficients),
    displayCoefficients,
    pointsUsed: fit.pointsUsed,
    pointsIgnored: fit.pointsTotal - fit.pointsUsed,
    xMin: fit.xMin,
    xMax: fit.xMax,
    curve: sampleCurve(fit.model, fit.xMin, fit.xMax, curvePoints),
  };
}

/** Attaches `predict` to a serialisable fit (e.g. one that came back from the worker). */
export function withPredict(fit: RegressionFit): RegressionResult {
  return { ...fit, predict: (x: number) => predictRegression(fit, x) };
}

/**
 * Fits `kind` to the points: coefficients, equation text, r², predict(x) and a sampled curve of
 * about 100 points. Throws RegressionError when no point can be used or an option is invalid.
 */
export function fitRegression(
  kind: RegressionKind,
  points: RegressionPoints,
  options: RegressionOptions = {},
): RegressionResult {
  return withPredict(fitRegressionData(kind, points, options));
}

export type CurvePointError = 'NOT_A_NUMBER' | 'MUST_BE_ABOVE_ZERO';

/**
 * Curve point rules of 001 §5 for the forms: x and y must be finite numbers; negative (and zero)
 * x only for linear, polynomial and exponential fits; negative y only for linear, polynomial and
 * logarithmic fits; otherwise the value must be above 0.
 */
export function validateCurvePoint(
  kind: RegressionKind,
  x: number,
  y: number,
): { x: CurvePointError | null; y: CurvePointError | null } {
  const xMayBeNonPositive = kind === 'linear' || kind === 'polynomial' || kind === 'exponential';
  const yMayBeNonPositive = kind === 'linear' || kind === 'polynomial' || kind === 'logarithmic';
  const check = (v: number, mayBeNonPositive: boolean): CurvePointError | null => {
    if (typeof v !== 'number' || !Number.isFinite(v)) return 'NOT_A_NUMBER';
    if (!mayBeNonPositive && !(v > 0)) return 'MUST_BE_ABOVE_ZERO';
    return null;
  };
  return { x: check(x, xMayBeNonPositive), y: check(y, yMayBeNonPositive) };
}

/** 001 §4: an added prediction point is rejected if a point with the same x already exists. */
export function canAddPredictionPoint(existingXs: readonly number[], x: number): boolean {
  return Number.isFinite(x) && !existingXs.includes(x);
}

/** 001 §5: the prediction custom value must be a number; returns it, or null when it is not. */
export function parsePredictionValue(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
