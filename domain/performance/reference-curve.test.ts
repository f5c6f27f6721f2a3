import { describe, expect, it } from 'vitest';
import { readCurve } from './reference-curve.ts';

// Speed ∝ power^(1/3): the shape of a PowerSpeed curve.
const trial = [4000, 6000, 8000, 10_000, 12_000, 14_000, 16_000].map((x) => ({ x, y: 0.62 * x ** (1 / 3) }));

describe('a reference curve as the pages read it', () => {
  it('PERF-060 PERF-062 the power fit recovers the curve; predictions have 2 decimals', () => {
    const reading = readCurve({ curveFit: 'power', regressionOrder: 2, points: trial }, [9000, 20_000]);
    expect(reading.error).toBeNull();
    expect(reading.fit!.coefficients[1]).toBeCloseTo(1 / 3, 9);
    expect(reading.predictions).toEqual([
      { x: 9000, y: Number((0.62 * 9000 ** (1 / 3)).toFixed(2)) },
      { x: 20_000, y: Number((0.62 * 20_000 ** (1 / 3)).toFixed(2)) },
    ]);
    expect(reading.points.every((p) => !p.isOutlier && Math.abs(p.residual!) < 1e-9)).toBe(true);
  });

  it('PERF-010 a point far off the curve is marked as an outlier', () => {
    const points = [
      ...trial.map((p) => ({ ...p, y: p.y + (p.x % 4000 === 0 ? 0.01 : -0.01) })),
      { x: 11_000, y: 20 },
    ];
    const reading = readCurve({ curveFit: 'polynomial', regressionOrder: 2, points }, []);
    expect(reading.points.filter((p) => p.isOutlier).map((p) => p.x)).toEqual([11_000]);
  });

  it('too few points for the kind give no fit and say why; predictions are empty values', () => {
    const reading = readCurve(
      { curveFit: 'polynomial', regressionOrder: 3, points: trial.slice(0, 3) },
      [5000],
    );
    expect(reading.fit).toBeNull();
    expect(reading.error).toBe('A polynomial curve of order 3 needs at least 4 points.');
    expect(reading.predictions).toEqual([{ x: 5000, y: null }]);
    expect(reading.points.every((p) => p.fitted === null && !p.isOutlier)).toBe(true);
  });
});
