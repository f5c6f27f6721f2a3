// A vessel's usual cadence (issue 26 §2, ADR 0110). Vessels send their log data in packages (often
// one a day), so the time since the last sample is not an outage until the next package is late.
// The rule: the cadence is the median of the intervals between the vessel's recent package
// arrivals (at most the last 30); the next package is overdue once the time since the last one is
// more than 1.5 × that median. With fewer than two arrivals there is no cadence, and a day is
// assumed. A gap at the end of the data is "ongoing" only while the package is overdue; before
// that it is not an outage at all (the data has simply not arrived yet).

export const CADENCE_OVERDUE_FACTOR = 1.5;
/** How many recent arrivals the cadence is taken from. */
export const CADENCE_ARRIVALS = 30;
/** The cadence assumed without two arrivals to measure: one day. */
export const DEFAULT_CADENCE_MS = 24 * 3_600_000;

/** The median of numbers (the mean of the middle two for an even count); null when there are none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The usual interval between arrivals (ms): the median of the intervals between the last
 * `CADENCE_ARRIVALS` distinct arrival times (any order); the default when fewer than two.
 */
export function usualCadenceMs(arrivalsMs: readonly number[]): number {
  const recent = [...new Set(arrivalsMs)].sort((a, b) => a - b).slice(-CADENCE_ARRIVALS);
  const intervals = recent.slice(1).map((at, i) => at - recent[i]!);
  const found = median(intervals.filter((interval) => interval > 0));
  return found ?? DEFAULT_CADENCE_MS;
}

/** When the next package counts as overdue: the last arrival + 1.5 × the cadence. */
export function overdueAtMs(lastArrivalMs: number, cadenceMs: number): number {
  return lastArrivalMs + CADENCE_OVERDUE_FACTOR * cadenceMs;
}

/**
 * Whether a gap that runs to `nowMs` (no sample since) is a real, ongoing outage: only when the
 * vessel's next package is overdue. `lastArrivalMs` null (never a package): it is.
 */
export function isOverdue(nowMs: number, lastArrivalMs: number | null, cadenceMs: number): boolean {
  return lastArrivalMs === null || nowMs > overdueAtMs(lastArrivalMs, cadenceMs);
}
