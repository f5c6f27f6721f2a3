// The episodes of an alert rule (issue 14 §2, ADR 0083): the rule evaluation reads, set-based in
// SQL, the points where the rule's condition starts or stops holding in the newly imported data;
// this module turns them into incidents. An incident is one episode: it opens at the first sample
// past the condition, stays open while the condition holds (also across imports), and a new one
// opens only after the condition has cleared. Pure functions, so the rule is tested by hand.

/** A point where the condition holds (`breach`) or not, in data time; the first point of a range is always one. */
export type ConditionPoint = { atMs: number; breach: boolean; value: number | null };

/** What the evaluation of one range does to a rule's incidents. */
export type EpisodePlan = {
  /** The episode open before this range ends at this time (the condition cleared). */
  clearActive: number | null;
  /** New episodes in time order; `clearedAtMs` when they also ended within the range. */
  open: { openedAtMs: number; clearedAtMs: number | null; value: number | null }[];
  /**
   * A run of samples past the condition that reaches the range's end before it has held for the
   * minimum duration: where it began (the next evaluation reads again from there), else null.
   */
  pendingFromMs: number | null;
};

/** Default minimum duration of a value rule (ADR 0110): the condition must hold 10 minutes. */
export const DEFAULT_MIN_DURATION_MINUTES = 10;
/** Longest minimum duration a rule may ask for: one day. */
export const MAX_MIN_DURATION_MINUTES = 24 * 60;

/**
 * Folds the range's condition points (in any order) into the episodes they make, given whether the
 * rule had an episode that had not cleared when the range began.
 *
 * Minimum duration (ADR 0110): a run of samples past the condition opens an episode only once it
 * has held for `minDurationMs`, measured from its first to its latest sample past the condition
 * (a single sample holds for 0 ms, so any minimum above 0 never fires on one spike). The points
 * must then carry the first and the last sample of each run (the SQL reads both); the episode
 * opens at the run's first sample with its value. A run that ends (a sample within the limits)
 * before the minimum is dropped; one still going at the range's end is `pendingFromMs`.
 */
export function planEpisodes(
  activeBefore: boolean,
  points: readonly ConditionPoint[],
  minDurationMs = 0,
): EpisodePlan {
  const ordered = [...points].sort((a, b) => a.atMs - b.atMs);
  const plan: EpisodePlan = { clearActive: null, open: [], pendingFromMs: null };
  let holding = activeBefore;
  let current: EpisodePlan['open'][number] | null = null;
  /** The run past the condition not yet long enough to open an episode. */
  let run: { fromMs: number; value: number | null } | null = null;
  for (const point of ordered) {
    if (point.breach && !holding) {
      run ??= { fromMs: point.atMs, value: point.value };
      if (point.atMs - run.fromMs >= minDurationMs) {
        holding = true;
        current = { openedAtMs: run.fromMs, clearedAtMs: null, value: run.value };
        plan.open.push(current);
        run = null;
      }
    } else if (!point.breach) {
      run = null;
      if (holding) {
        holding = false;
        if (current) current.clearedAtMs = point.atMs;
        else plan.clearActive = point.atMs;
        current = null;
      }
    }
  }
  plan.pendingFromMs = run?.fromMs ?? null;
  return plan;
}

/**
 * The condition points of a 'no data for a time' rule over one range, from the variable's sample
 * times as the SQL reads them: `priorMs` the last sample before the range (null: none ever),
 * `gaps` the pairs of consecutive samples (the prior one included) further apart than the period,
 * `firstMs` and `lastMs` the first and last sample within the range. The condition holds from a
 * sample plus the period until the next sample; at the end it holds when the range's end is more
 * than the period after the last sample. With no sample ever, the period counts from the range start.
 */
export function noDataPoints(input: {
  periodMs: number;
  rangeFromMs: number;
  rangeToMs: number;
  priorMs: number | null;
  firstMs: number | null;
  lastMs: number | null;
  gaps: readonly { fromMs: number; toMs: number }[];
}): ConditionPoint[] {
  const { periodMs } = input;
  const points: ConditionPoint[] = [];
  const startMs = input.priorMs ?? input.rangeFromMs;
  if (input.firstMs !== null) {
    // The first sample clears whatever held before; a gap before it is one of `gaps` (or the start).
    if (input.priorMs === null && input.firstMs - startMs > periodMs)
      points.push({ atMs: startMs + periodMs, breach: true, value: null });
    points.push({ atMs: input.firstMs, breach: false, value: null });
  }
  for (const gap of input.gaps) {
    if (gap.toMs - gap.fromMs <= periodMs) continue;
    points.push({ atMs: gap.fromMs + periodMs, breach: true, value: null });
    points.push({ atMs: gap.toMs, breach: false, value: null });
  }
  const endMs = input.lastMs ?? startMs;
  if (input.rangeToMs - endMs > periodMs) points.push({ atMs: endMs + periodMs, breach: true, value: null });
  // A clear and a breach at one instant: the clear first (a sample, then the period runs out).
  return points.sort((a, b) => a.atMs - b.atMs || Number(a.breach) - Number(b.breach));
}
