/**
 * Benchmark harness: each case times a candidate (our code) against a baseline (a peer package or
 * a plain implementation) in the same run, after checking that both give the same answer.
 * Warm-up, then alternating repetitions (each a batch of calls lasting about 20 ms, so short
 * cases are not timer noise); the median of each side; ratio = candidate / baseline.
 */

export type BenchTarget =
  /** candidate time ≤ maxRatio × baseline time. */
  | { maxRatio: number }
  /** baseline time ≥ minSpeedup × candidate time. */
  | { minSpeedup: number };

export type BenchCase = {
  name: string;
  baselineName: string;
  /** Builds the inputs (not timed). Called once before the check. */
  setup?: () => void;
  baseline: () => unknown;
  candidate: () => unknown;
  /** Throws when the two disagree; run before timing. */
  check?: () => void;
  target?: BenchTarget;
  /** Timed repetitions per side (default 7) after `warmup` untimed ones (default 2). */
  repetitions?: number;
  warmup?: number;
  /** Frees the inputs after the case. */
  teardown?: () => void;
};

export type BenchModule = { name: string; cases: () => BenchCase[] };

export type BenchResult = {
  module: string;
  name: string;
  baselineName: string;
  baselineMs: number;
  candidateMs: number;
  /** candidate / baseline: below 1 means ours is faster. */
  ratio: number;
  target: BenchTarget | null;
  met: boolean | null;
  repetitions: number;
};

let sink: unknown;

/** Mean time of `iterations` back-to-back calls, ms. */
function timeOnce(fn: () => unknown, iterations = 1): number {
  const start = performance.now();
  for (let i = 0; i < iterations; i++) sink = fn();
  return (performance.now() - start) / iterations;
}

/** Calls per sample so that one sample lasts about `sampleMs` (timer resolution and jitter). */
function iterationsFor(onceMs: number, sampleMs: number): number {
  return onceMs >= sampleMs ? 1 : Math.min(10_000, Math.ceil(sampleMs / Math.max(onceMs, 1e-4)));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function targetMet(target: BenchTarget | undefined, ratio: number): boolean | null {
  if (!target) return null;
  return 'maxRatio' in target ? ratio <= target.maxRatio : 1 / ratio >= target.minSpeedup;
}

export function runCase(moduleName: string, c: BenchCase): BenchResult {
  c.setup?.();
  c.check?.();
  const repetitions = c.repetitions ?? 7;
  // Warm-up: at least `warmup` calls each, and for fast cases about 150 ms each, so that both
  // sides run optimised code before timing.
  const [baseIterations, candIterations] = [c.baseline, c.candidate].map((fn) => {
    const started = performance.now();
    let last = 0;
    for (let i = 0; i < (c.warmup ?? 2) || (performance.now() - started < 150 && i < 100_000); i++) {
      last = timeOnce(fn);
    }
    return iterationsFor(last, 20);
  }) as [number, number];
  const base: number[] = [];
  const cand: number[] = [];
  for (let i = 0; i < repetitions; i++) {
    // Alternate the order so drift on a shared machine hits both sides alike.
    if (i % 2 === 0) {
      base.push(timeOnce(c.baseline, baseIterations));
      cand.push(timeOnce(c.candidate, candIterations));
    } else {
      cand.push(timeOnce(c.candidate, candIterations));
      base.push(timeOnce(c.baseline, baseIterations));
    }
  }
  c.teardown?.();
  sink = undefined;
  const baselineMs = median(base);
  const candidateMs = median(cand);
  const ratio = candidateMs / baselineMs;
  return {
    module: moduleName,
    name: c.name,
    baselineName: c.baselineName,
    baselineMs,
    candidateMs,
    ratio,
    target: c.target ?? null,
    met: targetMet(c.target, ratio),
    repetitions,
  };
}

export function describeTarget(target: BenchTarget | null): string {
  if (!target) return '';
  return 'maxRatio' in target ? `≤ ${target.maxRatio}×` : `≥ ${target.minSpeedup}× faster`;
}

/** Relative agreement check used by the cases: |a − b| ≤ tol · max(|b|, floor). */
export function assertClose(
  label: string,
  actual: readonly number[],
  expected: readonly number[],
  tol: number,
): void {
  if (actual.length !== expected.length)
    throw new Error(`${label}: ${actual.length} vs ${expected.length} values`);
  actual.forEach((a, i) => {
    const e = expected[i] as number;
    if (!(Math.abs(a - e) <= tol * Math.abs(e))) {
      throw new Error(
        `${label}: value ${i} differs: ${a} vs ${e} (relative ${Math.abs(a - e) / Math.abs(e)})`,
      );
    }
  });
}

export function keepAlive(): unknown {
  return sink;
}

/**
 * For the benches with a server of their own: runs `baseline` and `candidate` alternately
 * `repetitions + 1` times (the first run of each warms up and is dropped) and judges the ratio of
 * their medians against `maxRatio`.
 */
export async function compareAlternating(options: {
  module: string;
  name: string;
  baselineName: string;
  repetitions: number;
  maxRatio: number;
  baseline: () => Promise<unknown>;
  candidate: () => Promise<unknown>;
}): Promise<BenchResult> {
  const baseRuns: number[] = [];
  const ourRuns: number[] = [];
  for (let run = 0; run < options.repetitions + 1; run++) {
    let start = performance.now();
    await options.baseline();
    baseRuns.push(performance.now() - start);
    start = performance.now();
    await options.candidate();
    ourRuns.push(performance.now() - start);
  }
  const baselineMs = median(baseRuns.slice(1));
  const candidateMs = median(ourRuns.slice(1));
  const ratio = candidateMs / baselineMs;
  return {
    module: options.module,
    name: options.name,
    baselineName: options.baselineName,
    baselineMs,
    candidateMs,
    ratio,
    target: { maxRatio: options.maxRatio },
    met: ratio <= options.maxRatio,
    repetitions: options.repetitions,
  };
}
