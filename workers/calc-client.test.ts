import '@vitest/web-worker';
import { afterAll, describe, expect, it } from 'vitest';
import { lttb } from '../domain/calc/downsample.ts';
import { fitRegression } from '../domain/calc/regression.ts';
import { calcApi } from './calc-api.ts';
import { calc } from './calc-client.ts';

// @vitest/web-worker runs calc.worker.ts through `new Worker(new URL(...))` with real Comlink
// messages (in the test thread), so this covers the client, Comlink and the worker module.
afterAll(() => calc.terminate());

const series = (n: number) => {
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    xs[i] = 5 + (15 * i) / n;
    ys[i] = 0.8 * xs[i]! ** 3.1 * (1 + 0.02 * Math.sin(i));
  }
  return { xs, ys };
};

describe('calc worker through calc-client (Comlink)', () => {
  it('runs in a Worker when one exists', async () => {
    expect(await calc.mode()).toBe('worker');
  });

  it('fits a regression in the worker with the same result as in-process, and predict comes back', async () => {
    const { xs, ys } = series(10_000);
    const expected = fitRegression('power', { xs, ys });
    const fit = await calc.fitRegression('power', xs.slice(), ys.slice());
    expect(fit.coefficients).toEqual(expected.coefficients);
    expect(fit.curve.xs).toHaveLength(100);
    expect(fit.predict(10)).toBe(expected.predict(10));
  });

  it('transfers the input arrays (detached afterwards) and returns typed arrays from LTTB', async () => {
    const { xs, ys } = series(100_000);
    const expected = lttb(xs, ys, 500);
    const sentX = xs.slice();
    const sentY = ys.slice();
    const result = await calc.lttb(sentX, sentY, 500);
    expect(result.xs).toBeInstanceOf(Float64Array);
    expect(Array.from(result.indexes)).toEqual(Array.from(expected.indexes));
    expect(sentX.length).toBe(0);
  });

  it('copies an array that shares the buffer of another one instead of failing the transfer', async () => {
    const both = new Float64Array([1, 2, 3, 4, 5, 6]);
    const result = await calc.lttb(both.subarray(0, 3), both.subarray(3), 3);
    expect(Array.from(result.ys)).toEqual([4, 5, 6]);
  });

  it('finds outliers, splits and simplifies tracks and analyses long trends in the worker', async () => {
    expect(await calc.chauvenetOutliers(Float64Array.from([46, 48, 44, 38, 45, 47, 58, 44, 45, 43]))).toEqual(
      [6],
    );
    const split = await calc.splitTrack(Float64Array.from([10, 20]), Float64Array.from([170, -170]));
    expect(Array.from(split.partOffsets)).toEqual([0, 2, 4]);
    const simplified = await calc.simplifyTrack(
      Float64Array.from([0, 0, 0, 0.5]),
      Float64Array.from([0, 0.25, 0.5, 0.5]),
      8,
    );
    expect(Array.from(simplified.lons)).toEqual([0, 0.5, 0.5]);
    expect(Array.from(simplified.partOffsets)).toEqual([0, 3]);
    const day = 86_400_000;
    const times = Float64Array.from({ length: 60 }, (_, i) => Date.UTC(2025, 0, 1) + i * day);
    const values = Float64Array.from({ length: 60 }, (_, i) => -0.1 * i);
    const trend = await calc.analyseLongTrend(times, values, [], { diagnosticKind: 'speed' });
    expect(trend.periods[0]!.changePerYear).toBeCloseTo(-36.5, 9);
    expect(trend.status).toBe('Observe');
  });

  it('PERF-016 analyses data in the worker: pairs by time, the exclusion filter, the fit, the outliers', async () => {
    const n = 2_000;
    const timesMs = Float64Array.from({ length: n }, (_, i) => i * 60_000);
    const speed = Float64Array.from({ length: n }, (_, i) => (i < 100 ? 2 : 8 + (i % 80) * 0.1));
    const power = Float64Array.from(speed, (v, i) => 2.5 * v ** 3 * (1 + 0.01 * Math.sin(i)));
    const result = await calc.analyseData(
      { timesMs: timesMs.slice(), values: speed.slice() },
      { timesMs: timesMs.slice(), values: power },
      [{ timesMs, values: speed, comparison: 'below', limit: 5 }],
      'power',
      2,
    );
    expect(result.excluded).toBe(100);
    expect(result.xs).toHaveLength(n - 100);
    expect(result.reading.fit?.coefficients[1]).toBeCloseTo(3, 2);
    expect(result.reading.fitted).toBeInstanceOf(Float64Array);
    expect(result.reading.outlierIndexes).toEqual([]);
  });

  it('reports errors from the worker as rejections', async () => {
    await expect(
      calc.fitRegression('power', Float64Array.from([-1]), Float64Array.from([1])),
    ).rejects.toThrow(/No point can be used/);
  });
});

describe('calc api called directly', () => {
  it('is the same pure functions', () => {
    const { xs, ys } = series(1_000);
    expect(calcApi.fitRegression('linear', xs, ys).coefficients).toEqual(
      fitRegression('linear', { xs, ys }).coefficients,
    );
    expect(calcApi.minMaxDownsample(xs, ys, 10).indexes.length).toBeLessThanOrEqual(40);
    expect(
      calcApi.chauvenetOutliersCircular(Float64Array.from([1, 2, 359, 0, 180, 1, 2, 358, 0, 1])),
    ).toEqual([4]);
  });
});
