// Benefits and consequences of 001 §2-§5 in fuel, CO2 and money: what a trend's deviation from its
// benchmark costs per day at 40, 50, 75 and 90 % MCR (the consequence), and what a trend event such
// as a hull cleaning gave back (the benefit). The fuel model is domain/calc/consequences.ts.
import {
  calculateConsequence,
  consequenceDisplayValue,
  MCR_PERCENT_OPTIONS,
  type McrPercent,
} from '../calc/consequences.ts';
import type { DiagnosticKind } from '../calc/long-trend.ts';
import { messages } from '../messages.ts';

/** What the consequences are priced with when a vessel has no long-trend configuration. */
export const DEFAULT_CONSEQUENCE_SETTINGS = {
  fuelPriceUsdPerTonne: null as number | null,
  /** A slow-speed two-stroke main engine at its most economical load (Fourth IMO GHG Study). */
  sfocGPerKwh: 175,
  /** Heavy fuel oil, MEPC.364(79). */
  co2Factor: 3.114,
};
export type ConsequenceSettings = typeof DEFAULT_CONSEQUENCE_SETTINGS;

export const CONSEQUENCE_HEADERS = {
  fuel: 'Fuel (t/day)',
  co2: 'CO2 (t/day)',
  cost: 'Cost (USD/day)',
} as const;

export type ConsequenceCell = {
  headerName: string;
  value: number | null;
  displayValue: string;
  isValid: boolean;
};
export type ConsequenceRow = {
  mcrPercent: McrPercent;
  mcrDisplay: string;
  deviation: number | null;
  results: ConsequenceCell[];
};

export type ConsequenceRowsInput = {
  kind: DiagnosticKind;
  /** Percent; for speed and rpm negative is worse, for SFOC positive. */
  deviation: number | null;
  isBenchmarking: boolean;
  mcrKw: number;
  settings: ConsequenceSettings;
};

/**
 * The consequence table of one trend: a row per MCR option with the fuel the deviation costs per
 * day (positive: more fuel than at the benchmark), its CO2, and its price when a fuel price is set.
 * A benchmarking trend has no rows (PERF-079); invalid values read 'N/A **' (PERF-035).
 */
export function consequenceRows(input: ConsequenceRowsInput): ConsequenceRow[] {
  if (input.isBenchmarking) return [];
  return MCR_PERCENT_OPTIONS.map((mcrPercent) => {
    const result = calculateConsequence({
      diagnosticKind: input.kind,
      mcrKw: input.mcrKw,
      mcrPercent,
      sfocCurve: { kind: 'ghg4', baseGPerKwh: input.settings.sfocGPerKwh },
      deviationFromBenchmark: input.deviation,
      isBenchmarking: false,
    });
    const fuel = result.state === 'value' ? result.fuelTonnesPerDay : null;
    const cell = (headerName: string, value: number | null): ConsequenceCell => ({
      headerName,
      value,
      displayValue:
        value === null
          ? messages.consequenceInvalid
          : consequenceDisplayValue({ ...result, fuelTonnesPerDay: value }),
      isValid: value !== null,
    });
    const results = [
      cell(CONSEQUENCE_HEADERS.fuel, fuel),
      cell(CONSEQUENCE_HEADERS.co2, fuel === null ? null : fuel * input.settings.co2Factor),
    ];
    if (input.settings.fuelPriceUsdPerTonne !== null) {
      const price = input.settings.fuelPriceUsdPerTonne;
      results.push(cell(CONSEQUENCE_HEADERS.cost, fuel === null ? null : fuel * price));
    }
    return { mcrPercent, mcrDisplay: `${mcrPercent}%`, deviation: input.deviation, results };
  });
}

/**
 * The deviation a trend event removed: the level the trend had reached just before the event (the
 * previous period's trendline end) minus where the next period starts (its trendline start). Priced
 * with consequenceRows it is the benefit of the event, positive when the event saved fuel.
 */
export function eventStep(before: { end: number } | null, after: { start: number } | null): number | null {
  if (!before || !after) return null;
  return before.end - after.start;
}

/** Which benchmark a daily value is measured against over a date range (GET /Consequences). */
export const BENCHMARK_PERIODS = ['Own', 'First'] as const;
export type BenchmarkPeriod = (typeof BENCHMARK_PERIODS)[number];

export type RangePeriod = {
  status: string;
  benchmarkPoint: { y: number } | null;
  values: readonly { x: string; y: number }[];
};

/**
 * The mean deviation from the benchmark of the daily values between `fromMs` and `toMs`: each
 * against the benchmark of its own period ('Own': what the fouling since each cleaning costs), or all
 * against the benchmark of the first period in the range that has one ('First': what the vessel has
 * lost since then). Values of a benchmarking period have no benchmark. Null without any value.
 */
export function meanDeviationInRange(
  periods: readonly RangePeriod[],
  fromMs: number,
  toMs: number,
  benchmarkPeriod: BenchmarkPeriod,
): { deviation: number | null; dailyValueCount: number } {
  const inRange = (x: string) => {
    const ms = Date.parse(x);
    return ms >= fromMs && ms <= toMs;
  };
  const benchmarked = periods.filter(
    (p) => p.status !== 'BenchMarking' && p.benchmarkPoint !== null && p.values.some((v) => inRange(v.x)),
  );
  const first = benchmarked[0]?.benchmarkPoint?.y;
  let sum = 0;
  let n = 0;
  for (const period of benchmarked) {
    const benchmark =
      benchmarkPeriod === 'First' ? (first as number) : (period.benchmarkPoint as { y: number }).y;
    for (const value of period.values) {
      if (!inRange(value.x)) continue;
      sum += value.y - benchmark;
      n++;
    }
  }
  return { deviation: n > 0 ? sum / n : null, dailyValueCount: n };
}
