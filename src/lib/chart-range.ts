// The y range of a chart: by default one a single outlier does not set (the values inside the
// quartiles' far-out fences, Q1 - 3 IQR to Q3 + 3 IQR, with a margin: unlike a 1st-99th percentile
// this also leaves out a lone spike among a few dozen values), or the full range (minimum to
// maximum) when the user asks for it ('Show full range').

export type YRange = { min: number; max: number };

/** The value at fraction `p` (0..1) of sorted values, interpolated between neighbours. */
export function quantile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const below = Math.floor(at);
  const above = Math.ceil(at);
  const low = sorted[below] as number;
  return low + ((sorted[above] as number) - low) * (at - below);
}

export type YRangeOptions = {
  /** Minimum to maximum instead of the 1st to 99th percentile. */
  full?: boolean;
  /** The share of the range added above and below (default 0.08). */
  margin?: number;
  /** The smallest margin in value units, so a flat series still has a range (default 0.5). */
  minMargin?: number;
  /** Values always inside the range (benchmark and trigger levels, zero). */
  include?: readonly number[];
  /** How many interquartile ranges beyond the quartiles a value still counts (default 3). */
  fence?: number;
};

/**
 * The y range of a chart's values: the least and greatest value inside the far-out fences (or min to
 * max with `full`), stretched
 * to include `include`, widened by a margin. Null where there is no finite value.
 */
export function chartYRange(
  values: Iterable<number | null | undefined>,
  options: YRangeOptions = {},
): YRange | null {
  return chartYRangeOfSorted(sortedFinite(values), options);
}

/**
 * The finite values in ascending order, for the `...OfSorted` forms below: a chart that needs
 * several ranges of the same values sorts them once (a typed array's numeric sort).
 */
export function sortedFinite(values: Iterable<number | null | undefined>): Float64Array {
  const finite: number[] = [];
  for (const v of values) if (typeof v === 'number' && Number.isFinite(v)) finite.push(v);
  return Float64Array.from(finite).sort();
}

/** chartYRange of values sorted by sortedFinite. */
export function chartYRangeOfSorted(finite: Float64Array, options: YRangeOptions = {}): YRange | null {
  const { full = false, margin = 0.08, minMargin = 0.5, include = [], fence = 3 } = options;
  const extra = include.filter((v) => Number.isFinite(v));
  if (finite.length === 0 && extra.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  if (finite.length > 0) {
    let kept = finite;
    if (!full) {
      const q1 = quantile(finite, 0.25);
      const q3 = quantile(finite, 0.75);
      const low = q1 - fence * (q3 - q1);
      const high = q3 + fence * (q3 - q1);
      kept = finite.filter((v) => v >= low && v <= high);
    }
    min = kept[0] as number;
    max = kept[kept.length - 1] as number;
  }
  for (const v of extra) {
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  const pad = Math.max(minMargin, (max - min) * margin);
  return { min: min - pad, max: max + pad };
}

/** Whether some values lie outside the robust range (so 'Show full range' would show more). */
export function hasOutliers(values: Iterable<number | null | undefined>, options: YRangeOptions = {}) {
  return hasOutliersOfSorted(sortedFinite(values), options);
}

/** hasOutliers of values sorted by sortedFinite. */
export function hasOutliersOfSorted(sorted: Float64Array, options: YRangeOptions = {}) {
  const robust = chartYRangeOfSorted(sorted, { ...options, full: false });
  const full = chartYRangeOfSorted(sorted, { ...options, full: true });
  return !!robust && !!full && (full.min < robust.min || full.max > robust.max);
}
