import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  angleDifferenceDeg,
  chauvenetCriticalZ,
  chauvenetOutliers,
  chauvenetOutliersCircular,
  erfc,
  isChauvenetOutlier,
  sampleStatistics,
} from './outliers.ts';

// Reference values: CPython math.erfc (correctly rounded to about 1 ulp).
const erfcReference: Array<[number, number]> = [
  [0, 1.0],
  [1e-8, 0.9999999887162083],
  [0.1, 0.8875370839817152],
  [0.5, 0.4795001221869535],
  [1, 0.15729920705028513],
  [1.5, 0.033894853524689274],
  [2, 0.004677734981047265],
  [2.5, 0.0004069520174449589],
  [2.9999, 2.210442648216091e-5],
  [3, 2.2090496998585438e-5],
  [3.5, 7.430983723414128e-7],
  [4, 1.541725790028002e-8],
  [5, 1.5374597944280351e-12],
  [6, 2.1519736712498916e-17],
  [8, 1.1224297172982928e-29],
  [10, 2.088487583762545e-45],
  [15, 7.212994172451206e-100],
  [20, 5.3958656116079005e-176],
  [26, 5.663192408856143e-296],
];

describe('erfc approximation (PERF-139: accurate to 1e-7 or better)', () => {
  it.each(erfcReference)('erfc(%d) matches the reference to 1e-13 relative', (x, expected) => {
    expect(Math.abs(erfc(x) - expected)).toBeLessThanOrEqual(1e-13 * expected);
  });

  it('is symmetric: erfc(−x) = 2 − erfc(x); NaN stays NaN; large x gives 0', () => {
    for (const x of [0.3, 1.7, 4]) expect(erfc(-x)).toBeCloseTo(2 - erfc(x), 15);
    expect(erfc(Number.NaN)).toBeNaN();
    expect(erfc(30)).toBe(0);
  });
});

describe("Chauvenet's criterion (PERF-139)", () => {
  it('critical z: 1.96 for n = 10, about 2.50 for n = 40, 5.03 for n = 10^6', () => {
    // n · erfc(z/√2) = 0.5 solved with CPython math.erfc by bisection.
    const cases: Array<[number, number]> = [
      [2, 1.1503493803760085],
      [3, 1.3829941271006387],
      [5, 1.644853626951473],
      [10, 1.9599639845400547],
      [40, 2.4977054744123732],
      [100, 2.8070337683438042],
      [1000, 3.4807564043462134],
      [1_000_000, 5.026312836056686],
    ];
    for (const [n, z] of cases) expect(Math.abs(chauvenetCriticalZ(n) - z)).toBeLessThan(1e-9);
    expect(isChauvenetOutlier(2.51, 40)).toBe(true);
    expect(isChauvenetOutlier(2.49, 40)).toBe(false);
  });

  it('textbook example: of 46 48 44 38 45 47 58 44 45 43 only 58 is rejected (n·erfc = 0.16; 38 gives 1.24)', () => {
    expect(chauvenetOutliers([46, 48, 44, 38, 45, 47, 58, 44, 45, 43])).toEqual([6]);
  });

  it('uses the sample standard deviation (n − 1), not the population one', () => {
    const s = sampleStatistics([1, 2, 3, 4]);
    expect(s.n).toBe(4);
    expect(s.mean).toBe(2.5);
    expect(s.standardDeviation).toBeCloseTo(Math.sqrt(5 / 3), 15);
  });

  it('applies the criterion once: a second, hidden outlier is not searched for after the first is removed', () => {
    const values = [10, 10.1, 9.9, 10, 10.2, 9.8, 10, 10.1, 12, 40];
    const first = chauvenetOutliers(values);
    expect(first).toEqual([9]);
    const remaining = values.filter((_, i) => !first.includes(i));
    expect(chauvenetOutliers(remaining)).toEqual([8]);
  });

  it('rejects nothing for constant data, a single value or no values; skips non-finite values', () => {
    expect(chauvenetOutliers(new Float64Array(100).fill(3))).toEqual([]);
    expect(chauvenetOutliers([5])).toEqual([]);
    expect(chauvenetOutliers([])).toEqual([]);
    expect(chauvenetOutliers([46, 48, Number.NaN, 44, 38, 45, 47, 58, 44, 45, 43])).toEqual([7]);
  });

  it('takes a Float64Array of a million values in place and finds the planted outliers', () => {
    const n = 1_000_000;
    const values = new Float64Array(n);
    let seed = 12345;
    const uniform = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < n; i += 2) {
      // Box-Muller: standard normal pairs.
      const r = Math.sqrt(-2 * Math.log(uniform()));
      const t = 2 * Math.PI * uniform();
      values[i] = 10 + r * Math.cos(t);
      values[i + 1] = 10 + r * Math.sin(t);
    }
    values[123_456] = 30;
    values[654_321] = -12;
    const rejected = chauvenetOutliers(values);
    expect(rejected).toContain(123_456);
    expect(rejected).toContain(654_321);
    // The criterion expects about half a normal value beyond the critical z among n.
    expect(rejected.length).toBeLessThan(8);
    for (const i of rejected) expect(Math.abs(values[i]! - 10)).toBeGreaterThan(4.9);
  });
});

describe('properties of the outlier filter (fast-check)', () => {
  const valuesArb = fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), {
    minLength: 0,
    maxLength: 80,
  });

  it('permuting the values permutes the rejected set and nothing else', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        const reversed = [...values].reverse();
        const a = chauvenetOutliers(values).map((i) => values[i]);
        const b = chauvenetOutliers(reversed).map((i) => reversed[i]);
        expect([...a].sort((x, y) => x! - y!)).toEqual([...b].sort((x, y) => x! - y!));
      }),
    );
  });

  it('every rejected value lies farther from the mean than every kept value; indexes ascend and exist', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        const rejected = chauvenetOutliers(values);
        const { mean } = sampleStatistics(values);
        const set = new Set(rejected);
        const keptMax = Math.max(0, ...values.filter((_, i) => !set.has(i)).map((v) => Math.abs(v - mean)));
        for (const i of rejected) {
          expect(i).toBeGreaterThanOrEqual(0);
          expect(i).toBeLessThan(values.length);
          expect(Math.abs(values[i]! - mean)).toBeGreaterThanOrEqual(keptMax);
        }
        expect([...rejected].sort((x, y) => x - y)).toEqual(rejected);
      }),
    );
  });

  it('the screening shortcut agrees with evaluating the criterion for every value', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        const { n, mean, standardDeviation } = sampleStatistics(values);
        const brute =
          n < 2 || standardDeviation === 0
            ? []
            : values.flatMap((v, i) =>
                isChauvenetOutlier(Math.abs(v - mean) / standardDeviation, n) ? [i] : [],
              );
        expect(chauvenetOutliers(values)).toEqual(brute);
      }),
    );
  });

  it('never rejects more than half of the values', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        expect(chauvenetOutliers(values).length).toBeLessThanOrEqual(values.length / 2);
      }),
    );
  });
});

describe('circular variant for angles', () => {
  it('treats 359° and 1° as neighbours and rejects an opposite heading', () => {
    expect(angleDifferenceDeg(359, 1)).toBe(2);
    const headings = [358, 359, 0, 1, 2, 359.5, 0.5, 1.5, 358.5, 180];
    expect(chauvenetOutliersCircular(headings)).toEqual([9]);
    expect(chauvenetOutliers(headings)).not.toContain(9);
  });
});
