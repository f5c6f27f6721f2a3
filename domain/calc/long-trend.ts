/**
 * Long trends of performance deviations (001 §3-§4, §9): trend periods split at events, a
 * trendline per period (t in days), change per year = 365 × slope per day, the benchmark point and
 * the deviation from it, the manual benchmark level (-40 to 40), the status per trend (Ok, Observe,
 * NotOk, BenchMarking) and the overall vessel status (PERF-101..106 with the DECISIONS.md ruling).
 * Status texts come from domain/messages.ts (MSG-0064..0072).
 * Rulings: docs/adr/0012-long-trend-benchmark-and-status.md; formulas: docs/calculations.md §6.
 */
import { messages } from '../messages.ts';
import { fitRegressionModel } from './regression.ts';

export const MS_PER_DAY = 86_400_000;
export const DAYS_PER_YEAR = 365;

export type DiagnosticKind = 'speed' | 'rpm' | 'sfoc' | 'other';

/** Diagnostic type order of 001 §9: speed 1, rpm 2, sfr or sfoc 3, others 4. */
export const DIAGNOSTIC_TYPE_ORDER: Readonly<Record<DiagnosticKind, number>> = {
  speed: 1,
  rpm: 2,
  sfoc: 3,
  other: 4,
};

export const PERFORMANCE_STATUSES = ['Ok', 'Observe', 'NotOk', 'BenchMarking', 'notAvailable'] as const;
export type PerformanceStatus = (typeof PERFORMANCE_STATUSES)[number];

export const OVERALL_VESSEL_STATUSES = [
  'NotOk',
  'Observe',
  'Ok',
  'BenchMarking',
  'NoDiagnosticTypes',
  'NoEnabledLongTrends',
  'DiagnosticsNotActivated',
  'notAvailable',
] as const;
export type OverallVesselStatus = (typeof OVERALL_VESSEL_STATUSES)[number];

/** PERF-105 sort order for lists (notAvailable, not in the spec's list, sorts last). */
export const VESSEL_STATUS_SORT_ORDER: Readonly<Record<OverallVesselStatus, number>> = {
  NotOk: 0,
  Observe: 1,
  Ok: 2,
  BenchMarking: 3,
  NoDiagnosticTypes: 4,
  NoEnabledLongTrends: 5,
  DiagnosticsNotActivated: 6,
  notAvailable: 7,
};

/** PERF-100: an unknown status in the status lookup is an error. */
export function parsePerformanceStatus(value: string): PerformanceStatus {
  if ((PERFORMANCE_STATUSES as readonly string[]).includes(value)) return value as PerformanceStatus;
  throw new RangeError(`Unknown performance status '${value}'.`);
}

/** 001 §4 titles of the per-trend statuses (PERF-098). */
export const PERFORMANCE_STATUS_TITLES: Readonly<Record<PerformanceStatus, string>> = {
  Ok: messages.statusOk,
  Observe: messages.statusObserve,
  NotOk: messages.statusNotOk,
  BenchMarking: messages.statusBenchmarking,
  notAvailable: messages.statusNotAvailable,
};

/** 001 §4 texts of the overall vessel status (PERF-107). */
export const OVERALL_VESSEL_STATUS_TEXTS: Readonly<Record<OverallVesselStatus, string>> = {
  ...PERFORMANCE_STATUS_TITLES,
  NoDiagnosticTypes: messages.noPerformanceParameters,
  NoEnabledLongTrends: messages.performanceStatusDisabledByUser,
  DiagnosticsNotActivated: messages.diagnosticsModuleNotActivated,
};

/** The text of an overall vessel status; an unknown status is an error (PERF-100). */
export function vesselStatusText(status: string): string {
  if (!Object.prototype.hasOwnProperty.call(OVERALL_VESSEL_STATUS_TEXTS, status)) {
    throw new RangeError(`Unknown performance status '${status}'.`);
  }
  return OVERALL_VESSEL_STATUS_TEXTS[status as OverallVesselStatus];
}

/**
 * Ok / Observe / NotOk limits on the deviation from the benchmark, in percentage points, for one
 * diagnostic type. `worseWhen` says which sign is a deterioration.
 */
export type StatusThresholds = {
  worseWhen: 'lower' | 'higher' | 'either';
  observeAt: number;
  notOkAt: number;
};

/**
 * Documented defaults (docs/adr/0012): speed deviation (negative = slower) Observe from −5,
 * Not ok from −8; rpm deviation (negative = heavy running) −3 / −5; SFOC deviation (positive =
 * more fuel) +2 / +5; other types ±5 / ±10.
 */
export const DEFAULT_STATUS_THRESHOLDS: Readonly<Record<DiagnosticKind, StatusThresholds>> = {
  speed: { worseWhen: 'lower', observeAt: 5, notOkAt: 8 },
  rpm: { worseWhen: 'lower', observeAt: 3, notOkAt: 5 },
  sfoc: { worseWhen: 'higher', observeAt: 2, notOkAt: 5 },
  other: { worseWhen: 'either', observeAt: 5, notOkAt: 10 },
};

export const MANUAL_BENCHMARK_MIN = -40;
export const MANUAL_BENCHMARK_MAX = 40;
export const MANUAL_BENCHMARK_MAX_LENGTH = 6;

/** PERF-119/PERF-025: a number from -40 to 40, typed in at most 6 characters. */
export function isValidManualBenchmarkLevel(input: string | number): boolean {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (text === '' || text.length > MANUAL_BENCHMARK_MAX_LENGTH) return false;
  const value = Number(text);
  return Number.isFinite(value) && value >= MANUAL_BENCHMARK_MIN && value <= MANUAL_BENCHMARK_MAX;
}

/** The form message for the manual benchmark level, or null when the input is valid. */
export function manualBenchmarkLevelError(input: string | number): string | null {
  return isValidManualBenchmarkLevel(input) ? null : messages.manualBenchmarkLevelRange;
}

export type TrendPeriodRange = {
  startMs: number;
  endMs: number;
  /** Samples [startIndex, endIndex) of the time-sorted series. */
  startIndex: number;
  endIndex: number;
  isCurrent: boolean;
};

/**
 * Splits a time-sorted series into trend periods at the events (dry dock, hull cleaning,
 * propeller polish, ...): a sample at an event's time opens the new period. Periods without
 * samples are dropped, except the current (last) one, which is benchmarking until data arrive.
 */
export function splitTrendPeriods(
  timesMs: ArrayLike<number>,
  eventTimesMs: readonly number[],
): TrendPeriodRange[] {
  const n = timesMs.length;
  for (let i = 1; i < n; i++) {
    if ((timesMs[i] as number) < (timesMs[i - 1] as number))
      throw new RangeError('Samples must be sorted by time.');
  }
  const firstMs = n > 0 ? (timesMs[0] as number) : Number.NaN;
  const lastMs = n > 0 ? (timesMs[n - 1] as number) : Number.NaN;
  const events = [...new Set(eventTimesMs.filter(Number.isFinite))].sort((a, b) => a - b);
  const starts = n > 0 ? [firstMs, ...events.filter((e) => e > firstMs)] : events.slice(0, 1);
  if (starts.length === 0) return [];
  const periods: TrendPeriodRange[] = [];
  let index = 0;
  for (let p = 0; p < starts.length; p++) {
    const startMs = starts[p] as number;
    const nextMs = starts[p + 1];
    const startIndex = index;
    while (index < n && (nextMs === undefined || (timesMs[index] as number) < nextMs)) index++;
    const isCurrent = nextMs === undefined;
    if (index === startIndex && !isCurrent) continue;
    const endMs = nextMs ?? Math.max(startMs, Number.isNaN(lastMs) ? startMs : lastMs);
    periods.push({ startMs, endMs, startIndex, endIndex: index, isCurrent });
  }
  return periods;
}

export type TrendPoint = { x: string; y: number };

export type TrendPeriodOptions = {
  diagnosticKind: DiagnosticKind;
  thresholds?: StatusThresholds;
  /** A period is benchmarking until it has this many valid samples (default 20) … */
  minSamples?: number;
  /** … spread over at least this many days (default 30). */
  minSpanDays?: number;
  /** Replaces the benchmark level when given (percent compared to the baseline, -40 to 40). */
  manualBenchmarkLevel?: number | null;
};

export type TrendPeriodResult = {
  start: string;
  end: string;
  isCurrent: boolean;
  sampleCount: number;
  isBenchmarking: boolean;
  /** y = intercept + coefficient · days since the period start; null with fewer than 2 samples. */
  trendline: { coefficient: number; intercept: number; start: TrendPoint; end: TrendPoint } | null;
  /** 365 × coefficient, percentage points per year; null while benchmarking. */
  changePerYear: number | null;
  benchmarkPoint: TrendPoint | null;
  /** Trendline level at the period end minus the benchmark level; null while benchmarking. */
  deviationFromBenchmark: number | null;
  status: PerformanceStatus;
};

const iso = (ms: number) => new Date(ms).toISOString();

/** Ok / Observe / NotOk for a deviation from the benchmark. */
export function classifyDeviation(deviation: number, thresholds: StatusThresholds): PerformanceStatus {
  const worse =
    thresholds.worseWhen === 'lower'
      ? -deviation
      : thresholds.worseWhen === 'higher'
        ? deviation
        : Math.abs(deviation);
  if (worse >= thresholds.notOkAt) return 'NotOk';
  if (worse >= thresholds.observeAt) return 'Observe';
  return 'Ok';
}

/** The trendline, change per year, benchmark and status of one period. */
export function analyseTrendPeriod(
  timesMs: ArrayLike<number>,
  values: ArrayLike<number>,
  period: TrendPeriodRange,
  options: TrendPeriodOptions,
): TrendPeriodResult {
  const thresholds = options.thresholds ?? DEFAULT_STATUS_THRESHOLDS[options.diagnosticKind];
  const minSamples = options.minSamples ?? 20;
  const minSpanDays = options.minSpanDays ?? 30;
  const count = period.endIndex - period.startIndex;
  const days = new Float64Array(count);
  const ys = new Float64Array(count);
  let used = 0;
  let firstDay = Number.POSITIVE_INFINITY;
  let lastDay = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const t = timesMs[period.startIndex + i] as number;
    const v = values[period.startIndex + i] as number;
    days[i] = (t - period.startMs) / MS_PER_DAY;
    ys[i] = v;
    if (Number.isFinite(v) && Number.isFinite(t)) {
      used++;
      firstDay = Math.min(firstDay, days[i] as number);
      lastDay = Math.max(lastDay, days[i] as number);
    }
  }
  const base = {
    start: iso(period.startMs),
    end: iso(period.endMs),
    isCurrent: period.isCurrent,
    sampleCount: used,
  };
  if (used < 2) {
    return {
      ...base,
      isBenchmarking: true,
      trendline: null,
      changePerYear: null,
      benchmarkPoint: null,
      deviationFromBenchmark: null,
      status: 'BenchMarking',
    };
  }
  const fit = fitRegressionModel('linear', { xs: days, ys });
  const [intercept = 0, coefficient = 0] = fit.model.coefficients;
  const endDay = (period.endMs - period.startMs) / MS_PER_DAY;
  const trendline = {
    coefficient,
    intercept,
    start: { x: base.start, y: intercept },
    end: { x: base.end, y: intercept + coefficient * endDay },
  };
  const isBenchmarking = used < minSamples || lastDay - firstDay < minSpanDays;
  if (isBenchmarking) {
    return {
      ...base,
      isBenchmarking,
      trendline,
      changePerYear: null,
      benchmarkPoint: null,
      deviationFromBenchmark: null,
      status: 'BenchMarking',
    };
  }
  const manual = options.manualBenchmarkLevel;
  const benchmarkLevel = manual != null && isValidManualBenchmarkLevel(manual) ? manual : trendline.start.y;
  const deviationFromBenchmark = trendline.end.y - benchmarkLevel;
  return {
    ...base,
    isBenchmarking,
    trendline,
    changePerYear: DAYS_PER_YEAR * coefficient,
    benchmarkPoint: { x: base.start, y: benchmarkLevel },
    deviationFromBenchmark,
    status: classifyDeviation(deviationFromBenchmark, thresholds),
  };
}

export type LongTrendAnalysis = {
  periods: TrendPeriodResult[];
  /** The status of the current period; notAvailable without any data or period. */
  status: PerformanceStatus;
};

/** Splits at the events and analyses every period; the trend's status is its current period's. */
export function analyseLongTrend(
  timesMs: ArrayLike<number>,
  values: ArrayLike<number>,
  eventTimesMs: readonly number[],
  options: TrendPeriodOptions,
): LongTrendAnalysis {
  const ranges = splitTrendPeriods(timesMs, eventTimesMs);
  const periods = ranges.map((range) =>
    analyseTrendPeriod(timesMs, values, range, {
      ...options,
      manualBenchmarkLevel: range.isCurrent ? options.manualBenchmarkLevel : null,
    }),
  );
  const current = periods[periods.length - 1];
  return { periods, status: current ? current.status : 'notAvailable' };
}

export type LongTrendStatusInput = {
  diagnosticKind: DiagnosticKind | null;
  useInVesselStatus: boolean;
  performanceStatus: PerformanceStatus;
};

const WORST_FIRST: readonly PerformanceStatus[] = ['NotOk', 'Observe', 'BenchMarking', 'Ok'];

/**
 * Overall vessel status (PERF-101..104): DiagnosticsNotActivated when diagnostics is off;
 * NoDiagnosticTypes when no long trend has a diagnostic type; NoEnabledLongTrends when none of the
 * typed trends is used in vessel status; otherwise the worst of NotOk, Observe, BenchMarking, Ok
 * (DECISIONS.md, PERF-106) over those trends; notAvailable when all of them are.
 */
export function overallVesselStatus(
  isDiagnosticActivated: boolean,
  longTrends: readonly LongTrendStatusInput[],
): OverallVesselStatus {
  if (!isDiagnosticActivated) return 'DiagnosticsNotActivated';
  const typed = longTrends.filter((t) => t.diagnosticKind !== null);
  if (typed.length === 0) return 'NoDiagnosticTypes';
  const enabled = typed.filter((t) => t.useInVesselStatus);
  if (enabled.length === 0) return 'NoEnabledLongTrends';
  for (const status of WORST_FIRST) {
    if (enabled.some((t) => t.performanceStatus === status)) return status;
  }
  return 'notAvailable';
}
