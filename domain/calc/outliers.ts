/**
 * Chauvenet's criterion (001 §5, ISO 19030-2 Annex I): single pass, mean and sample standard
 * deviation (n − 1); a value is rejected when n · erfc(|x − mean| / (σ√2)) < 0.5.
 * See docs/calculations.md §5 and docs/adr/0011-regression-and-outliers.md.
 */

const TWO_OVER_SQRT_PI = 1.1283791670955126;
const ONE_OVER_SQRT_PI = 0.5641895835477563;

/**
 * Complementary error function with a relative error below 2e-13 (checked against a reference
 * implementation in the tests): the positive-term series
 * erf(x) = 2/√π · e^(−x²) · Σ 2^k x^(2k+1) / (1·3·…·(2k+1)) below 2, and the continued fraction
 * erfc(x) = e^(−x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + …)))) (modified Lentz) from 2 on.
 * Relative accuracy matters here: for n = 10^6 the decision is taken where erfc ≈ 5·10^−7.
 */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x < 0) return 2 - erfc(-x);
  if (x < 2) {
    const x2 = x * x;
    let term = x;
    let sum = x;
    for (let k = 1; k < 200; k++) {
      term *= (2 * x2) / (2 * k + 1);
      sum += term;
      if (term < sum * 1e-17) break;
    }
    return 1 - TWO_OVER_SQRT_PI * Math.exp(-x2) * sum;
  }
  if (x > 27) return 0;
  // Continued fraction erfc(x) = e^(−x²)/√π · K, K = 1/(x + a1/(x + a2/(x + …))), a_k = k/2.
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let k = 1; k < 500; k++) {
    const a = k / 2;
    d = x + a * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = x + a / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return (ONE_OVER_SQRT_PI * Math.exp(-x * x)) / f;
}

export type SampleStatistics = { n: number; mean: number; standardDeviation: number };

/** N, mean and sample standard deviation (n − 1) of the finite values, in two passes. */
export function sampleStatistics(values: ArrayLike<number>): SampleStatistics {
  const len = values.length;
  let n = 0;
  let sum = 0;
  for (let i = 0; i < len; i++) {
    const v = values[i] as number;
    if (Number.isFinite(v)) {
      n++;
      sum += v;
    }
  }
  if (n === 0) return { n: 0, mean: 0, standardDeviation: 0 };
  const mean = sum / n;
  let ss = 0;
  let correction = 0;
  for (let i = 0; i < len; i++) {
    const v = values[i] as number;
    if (!Number.isFinite(v)) continue;
    const d = v - mean;
    ss += d * d;
    correction += d;
  }
  // Corrected two-pass algorithm: removes the rounding left in the mean.
  const variance = n > 1 ? Math.max(0, (ss - (correction * correction) / n) / (n - 1)) : 0;
  return { n, mean: mean + correction / n, standardDeviation: Math.sqrt(variance) };
}

/** Is a value at `z` = |x − mean| / σ rejected among n values? n · erfc(z/√2) < 0.5. */
export function isChauvenetOutlier(z: number, n: number): boolean {
  return n * erfc(z / Math.SQRT2) < 0.5;
}

/** The z = |x − mean| / σ above which Chauvenet rejects among n values (n · erfc(z/√2) = 0.5). */
export function chauvenetCriticalZ(n: number): number {
  let lo = 0;
  let hi = 40;
  for (let i = 0; i < 200 && hi - lo > 1e-15 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (isChauvenetOutlier(mid, n)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * Indexes (ascending) of the values Chauvenet's criterion rejects, in one pass of the criterion.
 * Reads the array in place (a Float64Array of 10^6 values is never copied). Non-finite values are
 * left out of N, mean and σ and are not reported. σ = 0 rejects nothing.
 */
export function chauvenetOutliers(values: ArrayLike<number>): number[] {
  const { n, mean, standardDeviation: sd } = sampleStatistics(values);
  const rejected: number[] = [];
  if (n < 2 || sd === 0) return rejected;
  // Only values near or beyond the critical distance need the erfc; the margin keeps the exact
  // criterion the judge for every value that could be rejected.
  const screen = chauvenetCriticalZ(n) * sd * (1 - 1e-6);
  const len = values.length;
  for (let i = 0; i < len; i++) {
    const v = values[i] as number;
    const distance = Math.abs(v - mean);
    if (distance >= screen && Number.isFinite(v) && isChauvenetOutlier(distance / sd, n)) rejected.push(i);
  }
  return rejected;
}

/** Smallest difference between two angles in degrees, 0-180. */
export function angleDifferenceDeg(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * Chauvenet for angles (heading, wind direction, rudder; ISO 19030-2): circular mean
 * atan2(mean sin, mean cos), deviations the smallest angle to it, σ from those deviations (n − 1).
 */
export function chauvenetOutliersCircular(degrees: ArrayLike<number>): number[] {
  const len = degrees.length;
  let n = 0;
  let sumSin = 0;
  let sumCos = 0;
  for (let i = 0; i < len; i++) {
    const v = degrees[i] as number;
    if (!Number.isFinite(v)) continue;
    n++;
    sumSin += Math.sin((v * Math.PI) / 180);
    sumCos += Math.cos((v * Math.PI) / 180);
  }
  const rejected: number[] = [];
  if (n < 2) return rejected;
  const meanDeg = (Math.atan2(sumSin, sumCos) * 180) / Math.PI;
  let ss = 0;
  for (let i = 0; i < len; i++) {
    const v = degrees[i] as number;
    if (Number.isFinite(v)) ss += angleDifferenceDeg(v, meanDeg) ** 2;
  }
  const sd = Math.sqrt(ss / (n - 1));
  if (sd === 0) return rejected;
  for (let i = 0; i < len; i++) {
    const v = degrees[i] as number;
    if (Number.isFinite(v) && isChauvenetOutlier(angleDifferenceDeg(v, meanDeg) / sd, n)) rejected.push(i);
  }
  return rejected;
}
