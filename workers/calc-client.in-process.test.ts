import { describe, expect, it } from 'vitest';
import { calc } from './calc-client.ts';

// Without @vitest/web-worker there is no Worker in Node: the client runs the same api in-process.
describe('calc client where no Worker exists', () => {
  it('runs in-process with the same results', async () => {
    expect(typeof Worker).toBe('undefined');
    expect(await calc.mode()).toBe('in-process');
    const result = await calc.lttb(
      Float64Array.from([0, 1, 2, 3, 4]),
      Float64Array.from([0, 5, 0, -5, 0]),
      3,
    );
    expect(Array.from(result.indexes)).toEqual([0, 1, 4]);
    const fit = await calc.fitRegression(
      'linear',
      Float64Array.from([1, 2, 3]),
      Float64Array.from([2, 4, 6]),
    );
    expect(fit.predict(10)).toBeCloseTo(20, 12);
  });
});
