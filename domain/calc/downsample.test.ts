import { LTTB } from 'downsample';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lttb, minMaxDownsample } from './downsample.ts';

function referenceIndexes(xs: number[], ys: number[], threshold: number): number[] {
  const tuples = xs.map((x, i) => [x, ys[i]!] as [number, number]);
  const picked = LTTB(tuples, threshold) as Array<[number, number]>;
  return picked.map((p) => tuples.indexOf(p));
}

describe('lttb', () => {
  it('selects exactly the points of the downsample package (reference LTTB)', () => {
    const n = 10_000;
    const xs = Array.from({ length: n }, (_, i) => i * 60_000);
    const ys = xs.map((_, i) => Math.sin(i / 50) * 10 + ((i * 7919) % 13) - 6);
    for (const threshold of [3, 10, 500, 2000]) {
      const ours = lttb(Float64Array.from(xs), Float64Array.from(ys), threshold);
      expect(Array.from(ours.indexes)).toEqual(referenceIndexes(xs, ys, threshold));
      expect(ours.xs).toBeInstanceOf(Float64Array);
      expect(ours.xs).toHaveLength(threshold);
      expect(ours.xs[0]).toBe(xs[0]);
      expect(ours.xs[threshold - 1]).toBe(xs[n - 1]);
    }
  });

  // Below 3 the package returns the second point instead of the last (its bucket bookkeeping
  // assumes at least one middle bucket), so the comparison starts at 3.
  it('property: identical selection for any series and threshold of 3 or more, ties included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 0, maxLength: 300 }),
        fc.integer({ min: 3, max: 60 }),
        (values, threshold) => {
          const xs = values.map((_, i) => i);
          const ours = Array.from(lttb(xs, values, threshold).indexes);
          expect(ours).toEqual(referenceIndexes(xs, values, threshold));
        },
      ),
    );
  });

  it('returns short series whole, and first and last point for a threshold below 3', () => {
    expect(Array.from(lttb([1, 2, 3], [4, 5, 6], 5).ys)).toEqual([4, 5, 6]);
    expect(Array.from(lttb([1, 2, 3, 4], [4, 5, 6, 7], 2).indexes)).toEqual([0, 3]);
    expect(() => lttb([1, 2], [1], 2)).toThrow(RangeError);
    expect(() => lttb([1, 2], [1, 2], -1)).toThrow(RangeError);
  });

  it('keeps a spike that a uniform stride would miss', () => {
    const n = 100_000;
    const xs = new Float64Array(n);
    const ys = new Float64Array(n);
    for (let i = 0; i < n; i++) xs[i] = i;
    ys[54_321] = 100;
    expect(Array.from(lttb(xs, ys, 1000).indexes)).toContain(54_321);
  });
});

describe('minMaxDownsample', () => {
  it('keeps first, min, max and last of every column in x order', () => {
    const xs = Float64Array.from({ length: 100 }, (_, i) => i);
    const ys = Float64Array.from({ length: 100 }, (_, i) => (i === 10 ? 50 : i === 30 ? -50 : i % 3));
    const r = minMaxDownsample(xs, ys, 2);
    // Column 0: first 0, max 10, min 30, last 49; column 1: first 50 (also max 2), min 51, last 99.
    expect(Array.from(r.indexes)).toEqual([0, 10, 30, 49, 50, 51, 99]);
    expect(Array.from(r.ys)).toContain(50);
    expect(Array.from(r.ys)).toContain(-50);
  });

  it('property: at most 4 points per column, ascending indexes, and the global extremes are kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e3, max: 1e3, noNaN: true }), { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 1, max: 30 }),
        (values, columns) => {
          const xs = values.map((_, i) => i);
          const r = minMaxDownsample(xs, values, columns);
          expect(r.indexes.length).toBeLessThanOrEqual(
            Math.max(values.length <= 4 * columns ? values.length : 0, 4 * columns),
          );
          for (let k = 1; k < r.indexes.length; k++) expect(r.indexes[k]!).toBeGreaterThan(r.indexes[k - 1]!);
          expect(Math.max(...r.ys)).toBe(Math.max(...values));
          expect(Math.min(...r.ys)).toBe(Math.min(...values));
        },
      ),
    );
  });
});
