// EEXI shaft power limitation (ShaPoLi; MEPC.335(76), 001 §2 PERF-071, ADR 0081): the breaches of a
// vessel's shaft power limit found in its shaft power series, the candidate windows that let the
// server read only the samples that can belong to a breach, and the yearly summary.
//
// A breach starts at the first sample above the limit and lasts while the samples stay above the
// release level (the limit less RELEASE_PERCENT: the hysteresis keeps one overload that hovers
// around the limit one breach). It ends at the first sample at or below the release level, or,
// where the data stops (no sample for more than MAX_GAP), at its last sample. It counts as a
// breach when it lasted at least MIN_DURATION, so a single outlier or a torque-meter spike of one
// sample at a 15-minute logging interval is not one.
import type { FeatureName } from '../features.ts';

export const SHAPOLI_FEATURE = 'Shapoli' satisfies FeatureName;

const MINUTE_MS = 60_000;

export type BreachRules = {
  /** The shortest breach: shorter excursions above the limit are not breaches. */
  minDurationMs: number;
  /** The release level is the limit less this share (percent) of it. */
  releasePercent: number;
  /** A longer stretch without samples ends a breach at its last sample. */
  maxGapMs: number;
};

export const BREACH_RULES: BreachRules = {
  minDurationMs: 20 * MINUTE_MS,
  releasePercent: 2,
  maxGapMs: 30 * MINUTE_MS,
};

export type PowerSample = { atMs: number; powerKw: number };

/** Why a breach ended: the power fell back to the release level, or the data stopped. */
export type BreachEnd = 'belowRelease' | 'noData';

export type Breach = {
  startMs: number;
  endMs: number;
  durationMs: number;
  peakKw: number;
  peakAtMs: number;
  /** The mean of the breach's samples. */
  meanKw: number;
  /** The energy above the limit: each sample's excess held until the next sample of the breach. */
  excessEnergyKwh: number;
  sampleCount: number;
  limitKw: number;
  endedBy: BreachEnd;
};

export const releaseLevelKw = (limitKw: number, rules: BreachRules = BREACH_RULES) =>
  limitKw * (1 - rules.releasePercent / 100);

type Open = {
  startMs: number;
  lastMs: number;
  peakKw: number;
  peakAtMs: number;
  sumKw: number;
  count: number;
  excessKwh: number;
  lastExcessKw: number;
};

/** Above this share of the MCR a shaft power reading is a sensor fault, not power (ADR 0081). */
export const PLAUSIBLE_MCR_SHARE = 1.25;

/**
 * The breaches of `samples` (in time order) against `limitKw`, in time order. Values that are not
 * finite, and values above `maxPlausibleKw` (a torque meter's outlier: PLAUSIBLE_MCR_SHARE of the
 * MCR where it is known), are skipped as if not logged.
 */
export function detectBreaches(
  samples: readonly PowerSample[],
  limitKw: number,
  rules: BreachRules = BREACH_RULES,
  maxPlausibleKw = Number.POSITIVE_INFINITY,
): Breach[] {
  if (!(limitKw > 0)) return [];
  const release = releaseLevelKw(limitKw, rules);
  const breaches: Breach[] = [];
  let open: Open | null = null;

  const close = (endMs: number, endedBy: BreachEnd) => {
    const current = open!;
    open = null;
    // The last sample's excess lasts until the end (none when the data stopped at it).
    const excessKwh = current.excessKwh + (current.lastExcessKw * (endMs - current.lastMs)) / 3_600_000;
    const durationMs = endMs - current.startMs;
    if (durationMs < rules.minDurationMs) return;
    breaches.push({
      startMs: current.startMs,
      endMs,
      durationMs,
      peakKw: current.peakKw,
      peakAtMs: current.peakAtMs,
      meanKw: current.sumKw / current.count,
      excessEnergyKwh: excessKwh,
      sampleCount: current.count,
      limitKw,
      endedBy,
    });
  };

  for (const { atMs, powerKw } of samples) {
    if (!Number.isFinite(powerKw) || !Number.isFinite(atMs) || powerKw > maxPlausibleKw) continue;
    if (open && atMs - open.lastMs > rules.maxGapMs) close(open.lastMs, 'noData');
    if (open) {
      if (powerKw > release) {
        open.excessKwh += (open.lastExcessKw * (atMs - open.lastMs)) / 3_600_000;
        open.lastMs = atMs;
        open.lastExcessKw = Math.max(0, powerKw - limitKw);
        open.sumKw += powerKw;
        open.count += 1;
        if (powerKw > open.peakKw) {
          open.peakKw = powerKw;
          open.peakAtMs = atMs;
        }
      } else close(atMs, 'belowRelease');
    } else if (powerKw > limitKw) {
      open = {
        startMs: atMs,
        lastMs: atMs,
        peakKw: powerKw,
        peakAtMs: atMs,
        sumKw: powerKw,
        count: 1,
        excessKwh: 0,
        lastExcessKw: powerKw - limitKw,
      };
    }
  }
  if (open) close((open as Open).lastMs, 'noData');
  return breaches;
}

/** A bucket of a rollup: its start and the highest sample in it. */
export type PowerBucket = { startMs: number; maxKw: number };
export type TimeWindow = { fromMs: number; toMs: number };

/**
 * The windows [fromMs, toMs) whose samples are all the detector needs: every bucket whose highest
 * sample lies above the release level, up to one bucket and MAX_GAP after it, merged where they
 * meet. Every sample outside them is at or below the release level, and a breach still open at a
 * window's end has no sample within MAX_GAP after its last one, so `detectBreaches` over the
 * samples of the windows (in time order) finds exactly the breaches of the whole series.
 */
export function candidateWindows(
  buckets: readonly PowerBucket[],
  bucketMs: number,
  limitKw: number,
  rules: BreachRules = BREACH_RULES,
): TimeWindow[] {
  const release = releaseLevelKw(limitKw, rules);
  const windows: TimeWindow[] = [];
  for (const bucket of buckets) {
    if (!(bucket.maxKw > release)) continue;
    const window = { fromMs: bucket.startMs, toMs: bucket.startMs + bucketMs + rules.maxGapMs };
    const last = windows.at(-1);
    if (last && window.fromMs <= last.toMs) last.toMs = Math.max(last.toMs, window.toMs);
    else windows.push(window);
  }
  return windows;
}

export type MonthSummary = {
  /** 1..12 */
  month: number;
  count: number;
  durationMs: number;
  /** The highest peak of the month's breaches; null without one. */
  peakKw: number | null;
  excessEnergyKwh: number;
};

export type YearSummary = {
  year: number;
  count: number;
  durationMs: number;
  longestMs: number;
  peakKw: number | null;
  excessEnergyKwh: number;
  months: MonthSummary[];
};

/** The year's breaches (those that started in it, in UTC) per month and in total. */
export function summariseYear(breaches: readonly Breach[], year: number): YearSummary {
  const months: MonthSummary[] = Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    count: 0,
    durationMs: 0,
    peakKw: null,
    excessEnergyKwh: 0,
  }));
  const summary: YearSummary = {
    year,
    count: 0,
    durationMs: 0,
    longestMs: 0,
    peakKw: null,
    excessEnergyKwh: 0,
    months,
  };
  for (const breach of breaches) {
    const start = new Date(breach.startMs);
    if (start.getUTCFullYear() !== year) continue;
    const month = months[start.getUTCMonth()]!;
    for (const total of [month, summary]) {
      total.count += 1;
      total.durationMs += breach.durationMs;
      total.peakKw = total.peakKw === null ? breach.peakKw : Math.max(total.peakKw, breach.peakKw);
      total.excessEnergyKwh += breach.excessEnergyKwh;
    }
    summary.longestMs = Math.max(summary.longestMs, breach.durationMs);
  }
  return summary;
}
