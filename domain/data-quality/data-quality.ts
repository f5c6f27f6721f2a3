// Data quality (001 §2 'Data quality', §9; PERF-047..050, PERF-212; ADR 0074): the rules both tiers
// use. Outages are found in SQL (server/data-quality/data-quality.repository.ts); here are the share
// missing and its rounding, the outlier decision (Chauvenet's criterion of domain/calc/outliers.ts
// on a block's N, mean and σ) and the speed-log comparison.
import { chauvenetCriticalZ, isChauvenetOutlier } from '../calc/outliers.ts';
import { fitRegressionModel } from '../calc/regression.ts';
import { BLOCK_MS, DEFAULT_STEADY_STATE_LIMITS, type Block } from '../performance/steady-state.ts';

export const DATA_QUALITY_FEATURE = 'DataQuality';

/** Default outage threshold: a gap between two samples longer than an hour. */
export const DEFAULT_MINIMUM_GAP_MINUTES = 60;
export const MIN_GAP_MINUTES = 2;
export const MAX_GAP_MINUTES = 30 * 24 * 60;

/** Default outlier block: Chauvenet's criterion over the values of each day. */
export const DEFAULT_BLOCK_HOURS = 24;
export const MIN_BLOCK_HOURS = 1;
export const MAX_BLOCK_HOURS = 24 * 7;

/** 001 §9: 'percent missing rounded to 5 decimals'. */
export const PERCENT_MISSING_DECIMALS = 5;

/** Rounds half away from zero at 5 decimals (0.000005 → 0.00001); never -0. */
export function roundPercentMissing(percent: number): number {
  if (!Number.isFinite(percent)) return percent;
  const factor = 10 ** PERCENT_MISSING_DECIMALS;
  // toPrecision(15) removes the binary noise of the multiplication before rounding (1.005 · 100).
  const scaled = Number((Math.abs(percent) * factor).toPrecision(15));
  const rounded = (Math.sign(percent) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** Share of a period (percent, rounded per 001 §9) that outages cover; 0 for an empty period. */
export function percentMissing(outageMs: number, periodMs: number): number {
  if (!(periodMs > 0)) return 0;
  return roundPercentMissing((100 * Math.min(Math.max(outageMs, 0), periodMs)) / periodMs);
}

/** A block's statistics as SQL gives them: count, mean and sample standard deviation (n − 1). */
export type BlockStatistics = { n: number; mean: number; standardDeviation: number };

/**
 * Whether `value` is an outlier of its block by Chauvenet's criterion (PERF-139): one pass, N, mean
 * and σ of the block including the value, n · erfc(|x − mean| / (σ√2)) < 0.5. σ = 0 or n < 2 rejects
 * nothing, as `chauvenetOutliers` does.
 */
export function isBlockOutlier(value: number, block: BlockStatistics): boolean {
  const { n, mean, standardDeviation: sd } = block;
  if (n < 2 || !(sd > 0) || !Number.isFinite(value)) return false;
  return isChauvenetOutlier(Math.abs(value - mean) / sd, n);
}

/**
 * The smallest z any block can reject at (the critical z grows with n, so n = 2's is the least):
 * SQL keeps only the candidates beyond it and the criterion above decides.
 */
export const SMALLEST_CRITICAL_Z = chauvenetCriticalZ(2) * (1 - 1e-9);

export type SpeedLogDay = {
  /** Start of the day (UTC, ms). */
  dayMs: number;
  /** Mean logged speed through water of the day's kept blocks (kn). */
  speedThroughWater: number;
  /** Mean derived speed through water (speed over ground, corrected by current when logged). */
  derivedSpeedThroughWater: number;
  /** 100 · (logged / derived − 1): positive when the speed log reads high. */
  deviationPercent: number;
  blockCount: number;
};

export type SpeedLogSummary = {
  days: SpeedLogDay[];
  /** Mean deviation over the whole range (%), null without days. */
  meanDeviationPercent: number | null;
  /** Mean deviation of the last `recentDays` days that have a value (%). */
  recentDeviationPercent: number | null;
  /** Slope of a straight line through the daily deviations, as percentage points per year. */
  driftPercentPerYear: number | null;
  /** The recent deviation is beyond the calibration limit. */
  needsCalibration: boolean;
};

export const SPEED_LOG_CALIBRATION_LIMIT_PERCENT = 2;
export const SPEED_LOG_RECENT_DAYS = 30;
/** A day needs this many steady 15-minute blocks under way (two hours). */
export const SPEED_LOG_MIN_BLOCKS_PER_DAY = 8;
const DAY_MS = 86_400_000;

/**
 * Daily speed-log comparison from 15-minute blocks (`stw`, `sog`, optionally `current` as the
 * current's component along the ship's heading, kn, positive when it sets the ship ahead). A block
 * counts when both speeds are present, the ship is under way (derived STW ≥ the steady-state
 * minimum) and neither speed spreads more than the steady-state limits inside the block (the
 * long-trend filter's limits). Derived STW = SOG − current along the heading.
 */
export function speedLogDays(
  blocks: readonly Block[],
  currentAlongKn: (block: Block) => number = () => 0,
  limits = DEFAULT_STEADY_STATE_LIMITS,
): SpeedLogDay[] {
  const byDay = new Map<number, { stw: number; derived: number; n: number }>();
  for (const block of blocks) {
    const stw = block.channels.stw;
    const sog = block.channels.sog;
    if (!stw || !sog) continue;
    const derived = sog.mean - currentAlongKn(block);
    if (!(derived >= limits.minStwKn) || !(stw.mean >= limits.minStwKn)) continue;
    if (stw.max - stw.min > limits.maxStwSpreadKn || sog.max - sog.min > limits.maxSogSpreadKn) continue;
    const dayMs = Math.floor((block.startMs + BLOCK_MS / 2) / DAY_MS) * DAY_MS;
    const day = byDay.get(dayMs) ?? { stw: 0, derived: 0, n: 0 };
    day.stw += stw.mean;
    day.derived += derived;
    day.n++;
    byDay.set(dayMs, day);
  }
  return [...byDay.entries()]
    .filter(([, day]) => day.n >= SPEED_LOG_MIN_BLOCKS_PER_DAY)
    .sort(([a], [b]) => a - b)
    .map(([dayMs, day]) => ({
      dayMs,
      speedThroughWater: day.stw / day.n,
      derivedSpeedThroughWater: day.derived / day.n,
      deviationPercent: 100 * (day.stw / day.derived - 1),
      blockCount: day.n,
    }));
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The range's mean deviation, its last 30 days, the drift per year and whether to calibrate. */
export function summariseSpeedLog(days: SpeedLogDay[]): SpeedLogSummary {
  const deviations = days.map((day) => day.deviationPercent);
  const lastDayMs = days.at(-1)?.dayMs ?? 0;
  const recent = days
    .filter((day) => day.dayMs > lastDayMs - SPEED_LOG_RECENT_DAYS * DAY_MS)
    .map((day) => day.deviationPercent);
  let drift: number | null = null;
  if (days.length >= 2 && days.at(-1)!.dayMs > days[0]!.dayMs) {
    const fit = fitRegressionModel('linear', {
      xs: days.map((day) => (day.dayMs - days[0]!.dayMs) / DAY_MS),
      ys: deviations,
    });
    drift = 365 * fit.model.coefficients[1]!;
  }
  const recentDeviation = mean(recent);
  return {
    days,
    meanDeviationPercent: mean(deviations),
    recentDeviationPercent: recentDeviation,
    driftPercentPerYear: drift,
    needsCalibration:
      recentDeviation !== null && Math.abs(recentDeviation) > SPEED_LOG_CALIBRATION_LIMIT_PERCENT,
  };
}

const exactCriticalZ: number[] = [];
/**
 * Chauvenet's critical z for n = 0..size−1 (0 and 1 reject nothing: the largest number), computed
 * once: a value of a block of n is an outlier when |x − mean| / σ is beyond table[n]. The alert
 * rules' SQL looks it up (ADR 0110), so it judges samples as Data Quality's outlier search does.
 */
export function criticalZTable(size: number): number[] {
  for (let n = exactCriticalZ.length; n < size; n++)
    exactCriticalZ.push(n < 2 ? Number.MAX_VALUE : chauvenetCriticalZ(n));
  return exactCriticalZ.slice(0, size);
}
