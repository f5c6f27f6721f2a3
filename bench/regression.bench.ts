/**
 * Regression against ml-regression (target: ≤ 1.5 × its time, same coefficients to 1e-9; timed
 * is the fit, fitRegressionModel, as ml-regression only fits) and the `regression` package (target:
 * ≥ 10 × faster for linear, exponential and power; timed is the full fitRegression with its curve
 * and equation, as the package also returns points and a string) on 10^4, 10^5 and 10^6 points. ml-regression has no logarithmic model: its baseline is its simple linear
 * regression on ln x, which is that model.
 */
import {
  ExponentialRegression,
  PolynomialRegression,
  PowerRegression,
  SimpleLinearRegression,
} from 'ml-regression';
import regressionJs from 'regression';
import { fitRegression, fitRegressionModel, type RegressionKind } from '../domain/calc/regression.ts';
import { createRandom } from '../domain/sim/prng.ts';
import { assertClose, type BenchCase, type BenchModule } from './harness.ts';

type Data = { xs: Float64Array; ys: Float64Array; tuples: Array<[number, number]> };

/** n points with x uniform in [xMin, xMax) and y = f(x, noise), noise standard normal; seeded. */
function generate(
  n: number,
  seed: number,
  xMin: number,
  xMax: number,
  f: (x: number, noise: number) => number,
): Data {
  const random = createRandom(seed);
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const x = random.uniform(xMin, xMax);
    xs[i] = x;
    ys[i] = f(x, random.normal(0, 1));
  }
  return { xs, ys, tuples: [] };
}

/** Speed–power shaped data (x 5-20 kn, y = 0.8 · x^3.1 with 2 % noise): all positive. */
const speedPower = (n: number) => generate(n, n, 5, 20, (x, e) => 0.8 * x ** 3.1 * (1 + 0.02 * e));

/** Exponential data y = 2 · e^(0.15 x) with 2 % noise on x 5-20. */
const exponentialData = (n: number) =>
  generate(n, n + 2, 5, 20, (x, e) => 2 * Math.exp(0.15 * x) * (1 + 0.02 * e));

/** A quintic on [−1, 1] with noise: well conditioned, so both solvers meet the exact solution. */
const quintic = (n: number) =>
  generate(
    n,
    n + 1,
    -1,
    1,
    (x, e) => 1 + 2 * x - 3 * x ** 2 + 0.5 * x ** 3 + 0.3 * x ** 4 - 0.2 * x ** 5 + 0.01 * e,
  );

type MlFit = () => number[];

function mlFit(kind: RegressionKind, order: number, d: Data): MlFit {
  switch (kind) {
    case 'linear':
      return () => {
        const r = new SimpleLinearRegression(d.xs, d.ys);
        return [r.intercept, r.slope];
      };
    case 'exponential':
      return () => {
        const r = new ExponentialRegression(d.xs, d.ys);
        return [r.B, r.A];
      };
    case 'power':
      return () => {
        const r = new PowerRegression(d.xs, d.ys);
        return [r.A, r.B];
      };
    case 'logarithmic':
      return () => {
        const lnX = new Float64Array(d.xs.length);
        for (let i = 0; i < lnX.length; i++) lnX[i] = Math.log(d.xs[i]!);
        const r = new SimpleLinearRegression(lnX, d.ys);
        return [r.intercept, r.slope];
      };
    case 'polynomial':
      return () => new PolynomialRegression(d.xs, d.ys, order).coefficients;
  }
}

const SIZES = [10_000, 100_000, 1_000_000];
const KINDS: Array<[RegressionKind, number]> = [
  ['linear', 1],
  ['exponential', 1],
  ['logarithmic', 1],
  ['power', 1],
  ['polynomial', 2],
  ['polynomial', 3],
  ['polynomial', 4],
  ['polynomial', 5],
];

const label = (kind: RegressionKind, order: number) => (kind === 'polynomial' ? `polynomial ${order}` : kind);

function casesFor(n: number): BenchCase[] {
  let data: Data | null = null;
  const d = () => data as Data;
  const cases: BenchCase[] = [];
  KINDS.forEach(([kind, order], k) => {
    // Like for like with ml-regression: the fit (coefficients, r², x range), without the 100-point
    // curve and the equation text that fitRegression adds (a fixed cost of some microseconds).
    const ours = () => fitRegressionModel(kind, { xs: d().xs, ys: d().ys }, { order }).model.coefficients;
    cases.push({
      name: `${label(kind, order)} n=${n.toExponential(0)}`,
      baselineName: 'ml-regression',
      setup: () => {
        if (k === 0) data = speedPower(n);
        if (kind === 'polynomial' && order === 2) data = quintic(n);
      },
      baseline: () => mlFit(kind, order, d())(),
      candidate: ours,
      check: () =>
        assertClose(`${label(kind, order)} vs ml-regression`, ours(), mlFit(kind, order, d())(), 1e-9),
      target: { maxRatio: 1.5 },
      // ml-regression's polynomial takes seconds at 10^6: fewer repetitions keep the run short.
      repetitions: n >= 1_000_000 ? (kind === 'polynomial' ? 3 : 5) : 15,
      warmup: n >= 1_000_000 && kind === 'polynomial' ? 1 : 2,
    });
  });
  return cases;
}

/** The `regression` package on [x, y] tuples, its input format (built outside the timing). */
function casesVsRegressionJs(n: number): BenchCase[] {
  let data: Data | null = null;
  const d = () => data as Data;
  const kinds = ['linear', 'exponential', 'power'] as const;
  return kinds.map((kind) => ({
    name: `${kind} n=${n.toExponential(0)}`,
    baselineName: 'regression',
    setup: () => {
      data = kind === 'exponential' ? exponentialData(n) : speedPower(n);
      data.tuples = Array.from(data.xs, (x, i) => [x, data!.ys[i]!] as [number, number]);
    },
    baseline: () => regressionJs[kind](d().tuples, { precision: 12 }).equation,
    candidate: () => fitRegression(kind, { xs: d().xs, ys: d().ys }).coefficients,
    check: () => {
      // Same model for linear and power (rounded to 12 decimals by the package); its exponential
      // fit is y-weighted, a different estimator, so only its shape is compared.
      const theirs = regressionJs[kind](d().tuples, { precision: 12 }).equation;
      const ours = fitRegression(kind, { xs: d().xs, ys: d().ys }).coefficients;
      if (kind === 'linear') assertClose('linear vs regression', [ours[1]!, ours[0]!], theirs, 1e-6);
      else if (kind === 'power') assertClose('power vs regression', ours, theirs, 1e-6);
      else assertClose('exponential vs regression (weighted)', ours, theirs, 0.01);
    },
    target: { minSpeedup: 10 },
    repetitions: n >= 1_000_000 ? 3 : 15,
    warmup: 1,
    teardown: () => {
      data = null;
    },
  }));
}

export const regressionBench: BenchModule = {
  name: 'regression',
  cases: () => [...SIZES.flatMap(casesFor), ...SIZES.flatMap(casesVsRegressionJs)],
};
