/**
 * Chauvenet's criterion on 10^6 values. There is no peer package; the baseline is the direct
 * implementation (statistics, then n · erfc(z/√2) for every value), which the screened candidate
 * must match index for index.
 */
import { chauvenetOutliers, isChauvenetOutlier, sampleStatistics } from '../domain/calc/outliers.ts';
import { createRandom } from '../domain/sim/prng.ts';
import type { BenchModule } from './harness.ts';

function direct(values: Float64Array): number[] {
  const { n, mean, standardDeviation } = sampleStatistics(values);
  const rejected: number[] = [];
  if (n < 2 || standardDeviation === 0) return rejected;
  for (let i = 0; i < values.length; i++) {
    if (isChauvenetOutlier(Math.abs(values[i]! - mean) / standardDeviation, n)) rejected.push(i);
  }
  return rejected;
}

export const outliersBench: BenchModule = {
  name: 'outliers',
  cases: () => {
    let values = new Float64Array(0);
    return [
      {
        name: 'chauvenet n=1e6',
        baselineName: 'erfc per value',
        setup: () => {
          const random = createRandom(7);
          values = new Float64Array(1_000_000);
          for (let i = 0; i < values.length; i++) values[i] = random.normal(12, 0.4);
          for (let i = 0; i < 50; i++) values[(i * 19_997) % values.length] = 12 + (i % 2 ? 5 : -5);
        },
        baseline: () => direct(values),
        candidate: () => chauvenetOutliers(values),
        check: () => {
          const a = chauvenetOutliers(values);
          const b = direct(values);
          if (a.length !== b.length || a.some((v, i) => v !== b[i]))
            throw new Error('chauvenet: different indexes');
          if (a.length < 50) throw new Error('chauvenet: planted outliers missed');
        },
        teardown: () => {
          values = new Float64Array(0);
        },
      },
    ];
  },
};
