/**
 * Downsampling for charts of a million points, on typed arrays: LTTB (Steinarsson 2013, the
 * bucket rule of the reference implementation and of the `downsample` package, so the selected
 * points are identical) and a min/max (M4) variant per x column. docs/calculations.md §9.
 */

export type DownsampledSeries = { xs: Float64Array; ys: Float64Array; indexes: Uint32Array };

function pick(xs: ArrayLike<number>, ys: ArrayLike<number>, indexes: Uint32Array): DownsampledSeries {
  const m = indexes.length;
  const outX = new Float64Array(m);
  const outY = new Float64Array(m);
  for (let k = 0; k < m; k++) {
    const i = indexes[k] as number;
    outX[k] = xs[i] as number;
    outY[k] = ys[i] as number;
  }
  return { xs: outX, ys: outY, indexes };
}

function allIndexes(n: number): Uint32Array {
  const indexes = new Uint32Array(n);
  for (let i = 0; i < n; i++) indexes[i] = i;
  return indexes;
}

function checkSeries(xs: ArrayLike<number>, ys: ArrayLike<number>, target: number, name: string): void {
  if (xs.length !== ys.length) throw new RangeError('xs and ys must have the same length.');
  if (!Number.isInteger(target) || target < 0)
    throw new RangeError(`${name} must be an integer of at least 0.`);
}

/**
 * Largest-Triangle-Three-Buckets. Keeps the first and last point and one point per bucket of the
 * `threshold − 2` equal-count buckets in between: the one forming the largest triangle with the
 * point kept before it and the mean of the next bucket. x must ascend. A series no longer than
 * `threshold` comes back whole; a threshold below 3 keeps the first and last point.
 */
export function lttb(xs: ArrayLike<number>, ys: ArrayLike<number>, threshold: number): DownsampledSeries {
  checkSeries(xs, ys, threshold, 'threshold');
  const n = xs.length;
  if (n <= 1 || n <= threshold) return pick(xs, ys, allIndexes(n));
  if (threshold < 3) return pick(xs, ys, Uint32Array.of(0, n - 1));

  const buckets = threshold - 2;
  const every = (n - 2) / buckets;
  const indexes = new Uint32Array(threshold);
  let a = 0;
  let bucketStart = 1;
  for (let b = 0; b < buckets; b++) {
    const bucketEnd = 1 + Math.floor((b + 1) * every);
    // Mean of the next bucket (the last point after the last bucket), summed in index order.
    const nextStart = bucketEnd;
    const nextEnd = b + 1 < buckets ? 1 + Math.floor((b + 2) * every) : n;
    let sumX = 0;
    let sumY = 0;
    for (let j = nextStart; j < nextEnd; j++) {
      sumX += xs[j] as number;
      sumY += ys[j] as number;
    }
    const count = nextEnd - nextStart;
    const cx = sumX / count;
    const cy = sumY / count;
    const ax = xs[a] as number;
    const ay = ys[a] as number;
    let maxArea = -1;
    let chosen = bucketStart;
    for (let j = bucketStart; j < bucketEnd; j++) {
      // Twice the triangle area, in the operand order of the reference implementation.
      const area = Math.abs((ax - cx) * ((ys[j] as number) - ay) - (ax - (xs[j] as number)) * (cy - ay));
      if (area > maxArea) {
        maxArea = area;
        chosen = j;
      }
    }
    indexes[b + 1] = chosen;
    a = chosen;
    bucketStart = bucketEnd;
  }
  indexes[threshold - 1] = n - 1;
  return pick(xs, ys, indexes);
}

/**
 * Min/max (M4) downsampling: splits [x_first, x_last] into `columns` equal-width columns and keeps,
 * per column, the first, minimum, maximum and last point, in x order (at most 4 per column). Keeps
 * every extreme a line chart of that width would draw. x must ascend; NaN values are skipped.
 */
export function minMaxDownsample(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  columns: number,
): DownsampledSeries {
  checkSeries(xs, ys, columns, 'columns');
  const n = xs.length;
  if (n <= 4 * columns || n <= 2) return pick(xs, ys, allIndexes(n));
  if (columns === 0) return pick(xs, ys, Uint32Array.of(0, n - 1));
  const x0 = xs[0] as number;
  const width = ((xs[n - 1] as number) - x0) / columns;
  const kept: number[] = [];
  let column = -1;
  let first = -1;
  let min = -1;
  let max = -1;
  let last = -1;
  const flush = () => {
    if (first < 0) return;
    const group = [first, min, max, last].filter((i) => i >= 0).sort((p, q) => p - q);
    for (const i of group) if (kept[kept.length - 1] !== i) kept.push(i);
  };
  for (let i = 0; i < n; i++) {
    const c = width > 0 ? Math.min(columns - 1, Math.floor(((xs[i] as number) - x0) / width)) : 0;
    if (c !== column) {
      flush();
      column = c;
      first = i;
      min = -1;
      max = -1;
    }
    last = i;
    const y = ys[i] as number;
    if (Number.isNaN(y)) continue;
    if (min < 0 || y < (ys[min] as number)) min = i;
    if (max < 0 || y > (ys[max] as number)) max = i;
  }
  flush();
  return pick(xs, ys, Uint32Array.from(kept));
}
