/**
 * The data-interval rules of 001 §5 and §9, shared by the graph form and the server: the
 * intervals, their bucket sizes (sample windows), the longest span each may plot, the sample-window
 * rule, and the choice Auto makes.
 */

export const dataIntervals = ['Auto', 'Day', 'Hour', 'Quarter', 'Minute', 'Raw'] as const;
export type DataInterval = (typeof dataIntervals)[number];

/** An interval that aggregates into buckets (every interval but Auto and Raw). */
export type BucketInterval = Exclude<DataInterval, 'Auto' | 'Raw'>;

const minuteMs = 60_000;

/** PERF-200: the bucket size of each aggregating interval, in minutes. */
export const intervalMinutes: Readonly<Record<BucketInterval, number>> = {
  Minute: 1,
  Quarter: 15,
  Hour: 60,
  Day: 1440,
};

/** PERF-199: the longest span, in minutes, each interval may plot; Day and Auto have no limit. */
export const intervalSizeLimitMinutes: Readonly<Partial<Record<DataInterval, number>>> = {
  Raw: 1 * 24 * 60,
  Minute: 2 * 24 * 60,
  Quarter: 14 * 24 * 60,
  Hour: 90 * 24 * 60,
};

export function intervalMs(interval: BucketInterval): number {
  return intervalMinutes[interval] * minuteMs;
}

/** PERF-128: an interval is allowed when the span does not exceed its size limit. */
export function isIntervalWithinSizeLimit(interval: DataInterval, spanMinutes: number): boolean {
  const limit = intervalSizeLimitMinutes[interval];
  return limit === undefined || spanMinutes <= limit;
}

/**
 * PERF-129: an aggregating interval is allowed only when its bucket is a whole multiple of every
 * selected variable's sample window. Raw and Auto are not buckets; a variable without a known
 * sample window (0 or less) does not restrict the choice.
 */
export function isIntervalMultipleOfSampleWindows(
  interval: DataInterval,
  sampleWindowsMs: readonly number[],
): boolean {
  if (interval === 'Auto' || interval === 'Raw') return true;
  const bucketMs = intervalMs(interval);
  return sampleWindowsMs.every((windowMs) => !(windowMs > 0) || bucketMs % windowMs === 0);
}

export function isIntervalAllowed(
  interval: DataInterval,
  spanMinutes: number,
  sampleWindowsMs: readonly number[],
): boolean {
  return (
    isIntervalWithinSizeLimit(interval, spanMinutes) &&
    isIntervalMultipleOfSampleWindows(interval, sampleWindowsMs)
  );
}

/** From finest to coarsest: the order in which Auto looks for an interval. */
export const finestFirst: readonly Exclude<DataInterval, 'Auto'>[] = [
  'Raw',
  'Minute',
  'Quarter',
  'Hour',
  'Day',
];

/**
 * What Auto resolves to: the finest interval that the span and the sample windows allow (Raw up to
 * a day, then Minute, Quarter, Hour); Day when nothing finer is allowed.
 */
export function resolveAutoInterval(
  spanMinutes: number,
  sampleWindowsMs: readonly number[],
): Exclude<DataInterval, 'Auto'> {
  for (const interval of finestFirst) {
    if (isIntervalAllowed(interval, spanMinutes, sampleWindowsMs)) return interval;
  }
  return 'Day';
}
