import { describe, expect, it } from 'vitest';
import { chartYRange, hasOutliers, quantile } from './chart-range.ts';

describe('chartYRange', () => {
  const daily = Array.from({ length: 40 }, (_, i) => 2 + i * 0.05); // 2 .. 3.95 %

  it('a single spike does not set the y range; the full range shows it', () => {
    const values = [...daily, 20];
    const robust = chartYRange(values, { margin: 0, minMargin: 0 })!;
    expect(robust).toEqual({ min: 2, max: 3.95 });
    const full = chartYRange(values, { full: true, margin: 0, minMargin: 0 })!;
    expect(full).toEqual({ min: 2, max: 20 });
    expect(hasOutliers(values)).toBe(true);
    expect(hasOutliers(daily)).toBe(false);
  });

  it('a spike below is left out too, among only a handful of values', () => {
    expect(chartYRange([1, 1.2, 1.1, 0.9, -35, 1.3], { margin: 0, minMargin: 0 })).toEqual({
      min: 0.9,
      max: 1.3,
    });
  });

  it('adds a margin (a share of the range, at least minMargin) and keeps included levels inside', () => {
    expect(chartYRange([0, 10], { margin: 0.1 })).toEqual({ min: -1, max: 11 });
    expect(chartYRange([5, 5, 5])).toEqual({ min: 4.5, max: 5.5 });
    expect(chartYRange([2, 3], { include: [8], margin: 0, minMargin: 0 })).toEqual({ min: 2, max: 8 });
  });

  it('ignores missing values; nothing finite gives no range', () => {
    expect(chartYRange([null, undefined, Number.NaN, 4], { margin: 0, minMargin: 1 })).toEqual({
      min: 3,
      max: 5,
    });
    expect(chartYRange([null, undefined])).toBeNull();
    expect(chartYRange([], { include: [1] })).toEqual({ min: 0.5, max: 1.5 });
  });

  it('quantile interpolates between sorted neighbours', () => {
    expect(quantile([0, 10], 0.25)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([], 0.5)).toBeNaN();
  });
});
