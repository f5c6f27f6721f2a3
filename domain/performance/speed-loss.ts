/**
 * Speed loss: one sign and one cleaning gain for every page (issue 26 §1, ADR 0105; see
 * docs/calculations.md §5).
 *
 * - Sign: speed loss is positive when the vessel is slower than its reference at the same power
 *   and draft. The speed long trend stores the ISO 19030 performance value (speed through water
 *   against the reference, negative when slower); its speed loss is the opposite number, and so is
 *   the speed loss's change per year.
 * - A cleaning's gain (hull or propeller cleaning, dry-docking, any maintenance event): the mean
 *   daily speed loss over the N days before the event starts minus the mean over the N days after
 *   it ends, each window cut short at the neighbouring events. Positive: the vessel got faster.
 *   N is the ISO 19030 maintenance period, 90 days unless the page is set otherwise.
 */

const MS_PER_DAY = 86_400_000;

/** N of the cleaning gain: the ISO 19030 maintenance period's default (days). */
export const CLEANING_GAIN_DAYS = 90;

/** Speed loss (positive = slower) from the speed trend's performance value (negative = slower). */
export function speedLossFromDeviation(deviationPercent: number): number;
export function speedLossFromDeviation(deviationPercent: number | null): number | null;
export function speedLossFromDeviation(deviationPercent: number | null): number | null {
  return deviationPercent === null ? null : deviationPercent === 0 ? 0 : -deviationPercent;
}

export type SpeedLossDay = { atMs: number; speedLossPercent: number };

export type GainWindow = { fromMs: number; toMs: number; meanPercent: number | null; dayCount: number };

export type CleaningGain = {
  days: number;
  before: GainWindow;
  after: GainWindow;
  /** before − after, percentage points; null when a window has no day. */
  gainPercent: number | null;
};

function windowMean(series: readonly SpeedLossDay[], fromMs: number, toMs: number): GainWindow {
  let sum = 0;
  let count = 0;
  for (const day of series)
    if (day.atMs >= fromMs && day.atMs < toMs && Number.isFinite(day.speedLossPercent)) {
      sum += day.speedLossPercent;
      count += 1;
    }
  return { fromMs, toMs, meanPercent: count > 0 ? sum / count : null, dayCount: count };
}

/**
 * The gain of an event from [startMs, endMs] (endMs = startMs for an instant): mean speed loss over
 * [startMs − N days, startMs) minus the mean over [endMs, endMs + N days), the first window starting
 * no earlier than `previousEndMs` and the second ending no later than `nextStartMs`.
 */
export function cleaningGain(
  series: readonly SpeedLossDay[],
  event: { startMs: number; endMs?: number },
  options: { days?: number; previousEndMs?: number; nextStartMs?: number } = {},
): CleaningGain {
  const days = options.days ?? CLEANING_GAIN_DAYS;
  if (!(days > 0)) throw new RangeError('The gain window must be at least one day.');
  const endMs = Math.max(event.endMs ?? event.startMs, event.startMs);
  const spanMs = days * MS_PER_DAY;
  const beforeFromMs = Math.min(
    event.startMs,
    Math.max(event.startMs - spanMs, options.previousEndMs ?? Number.NEGATIVE_INFINITY),
  );
  const afterToMs = Math.max(
    endMs,
    Math.min(endMs + spanMs, options.nextStartMs ?? Number.POSITIVE_INFINITY),
  );
  const before = windowMean(series, beforeFromMs, event.startMs);
  const after = windowMean(series, endMs, afterToMs);
  return {
    days,
    before,
    after,
    gainPercent:
      before.meanPercent !== null && after.meanPercent !== null
        ? before.meanPercent - after.meanPercent
        : null,
  };
}
