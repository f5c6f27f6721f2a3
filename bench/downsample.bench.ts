/**
 * LTTB on 10^6 points against the `downsample` package (target: ≥ 10 × faster with identical
 * selected points). The package gets [x, y] tuples, its input format, built outside the timing.
 */
import { LTTB } from 'downsample';
import { lttb } from '../domain/calc/downsample.ts';
import { createRandom } from '../domain/sim/prng.ts';
import type { BenchModule } from './harness.ts';

export const downsampleBench: BenchModule = {
  name: 'downsample',
  cases: () => {
    let xs = new Float64Array(0);
    let ys = new Float64Array(0);
    let tuples: Array<[number, number]> = [];
    const threshold = 2_000;
    return [
      {
        name: 'lttb n=1e6 → 2000',
        baselineName: 'downsample',
        setup: () => {
          const random = createRandom(3);
          const n = 1_000_000;
          xs = new Float64Array(n);
          ys = new Float64Array(n);
          let level = 0;
          for (let i = 0; i < n; i++) {
            level += random.normal(0, 0.1);
            xs[i] = 1.7e12 + i * 1_000;
            ys[i] = level + Math.sin(i / 3_000);
          }
          tuples = Array.from(xs, (x, i) => [x, ys[i]!] as [number, number]);
        },
        baseline: () => LTTB(tuples, threshold),
        candidate: () => lttb(xs, ys, threshold),
        check: () => {
          const theirs = LTTB(tuples, threshold) as Array<[number, number]>;
          const ours = lttb(xs, ys, threshold);
          if (theirs.length !== ours.xs.length) throw new Error('lttb: different lengths');
          theirs.forEach(([x, y], k) => {
            if (x !== ours.xs[k] || y !== ours.ys[k]) throw new Error(`lttb: point ${k} differs`);
          });
        },
        target: { minSpeedup: 10 },
        teardown: () => {
          tuples = [];
        },
      },
    ];
  },
};
